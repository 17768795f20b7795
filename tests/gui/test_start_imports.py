"""The window's start leaves the modules of features that run only on a user's action for their
first use (gui/deferred_actions.py makes their menu items), and each still works when used.

Run in fresh interpreters: the tests' own process has these modules loaded already.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PUZZLE = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"

# loaded by the first export or print, picture import or paste, file dialog, Help page, solve,
# pencil mark drawn
DEFERRED = {
    "str8ts_gui.gui.play.board_flash",
    "str8ts_gui.gui.files.export_actions",
    "str8ts_gui.gui.files.export",
    "str8ts_gui.gui.files.picture_import",
    "str8ts_gui.gui.files.file_dialogs",
    "str8ts_gui.gui.files.file_saving",
    "str8ts_gui.gui.help",
    "str8ts_gui.docs",
    "str8ts_gui.gui.board.pencil_marks",
    "str8ts_gui.gui.panels.path_panel",
    "str8ts_gui.gui.panels.hint_panel",
}

# the code of features the start never runs, moved out of the modules it loads into modules of
# their own, loaded at their first use: the board's moves and input, copy and paste, hints and
# checks (and their words), the library's commands, Solve, the focus ring, the message popup,
# File > New, opening a file, the autosave, the native JSON file, the session's moves, atomic
# writes, the true candidates' search, the candidate grids of Sudoku and Suguru, why a puzzle
# has no solution in words
AT_FIRST_USE = {
    "str8ts_gui.gui.board.editing",
    "str8ts_gui.gui.board.board_input",
    "str8ts_gui.gui.files.clipboard",
    "str8ts_gui.gui.play.hint_commands",
    "str8ts_gui.gui.board.step_view",
    "str8ts_gui.gui.library.library_commands",
    "str8ts_gui.gui.play.solve_command",
    "str8ts_gui.gui.panels.panel_focus",
    "str8ts_gui.gui.panels.message_popup",
    "str8ts_gui.gui.files.new_puzzle",
    "str8ts_gui.gui.files.file_opening",
    "str8ts_gui.gui.files.autosave",
    "str8ts_gui.gui.play.true_candidates",
    "str8ts_gui.core.document_json",
    "str8ts_gui.core.play_moves",
    "str8ts_gui.core.atomic_write",
    "str8ts_gui.solver.checking",
    "str8ts_gui.solver.hint_words",
    "str8ts_gui.solver.candidate_grids",
    "str8ts_gui.solver.no_solution_words",
}

SCREENSHOT_PROBE = """
import sys
from str8ts_gui.gui import app
code = app.main([sys.argv[1], "--screenshot", sys.argv[2]])
print(code)
print(" ".join(sorted(m for m in sys.modules if m.startswith(("str8ts_gui", "pysat")))))
"""

USE_PROBE = """
import sys
from pathlib import Path
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
app = QApplication([])
from str8ts_gui.gui.main_window import MainWindow

def loaded():
    return " ".join(sorted(m for m in sys.modules if m.startswith("str8ts_gui"))) or "-"

window = MainWindow(restore_geometry=False)  # a user's window: autosave on
window.files.start_with(sys.argv[1])
window.show()
app.processEvents()
print(loaded())
item = lambda name: window.findChild(QAction, name)

# Help > User Guide (F1)
item("action_user_guide").trigger()
print(window.help_browser is not None and window.help_browser.isVisible(), window.help_browser.page)
item("action_kind_rules").trigger()
print(window.help_browser.page)

# File > Import Picture… (cancelled in its file dialog)
window.ask_picture_path = lambda: None
item("action_import_picture").trigger()
print(type(window.picture_import).__name__, window.picture_import.act_import_picture is item("action_import_picture"),
      window.picture_import.busy)

# File > Export Image…: the window's items are the handler's
from str8ts_gui.gui.files import export_actions
out = Path(sys.argv[2])
export_actions.ask_image_path = lambda w: str(out)
export_actions.ask_content = lambda w, purpose, has: "puzzle"
item("action_export_image").trigger()
actions = window.export_actions
print(type(actions).__name__, actions.act_print is item("action_print"), export_actions.install(window) is actions,
      QImage(str(out)).isNull() is False, window.status_message())

# the flash of a solved grid
from str8ts_gui.gui.play.completion import Completion
window.completion.solved.emit(Completion(window.controller.session.puzzle, 75.0, False))
print(len(window.board.findChildren(QWidget, "completion_flash")), window.status_message())

# a file dialog's question (Yes answered by the box), and Save As
QMessageBox.question = staticmethod(lambda *args: QMessageBox.StandardButton.Yes)
print(window.files.replace_dialog(Path("x.puzzle")))
window.ask_save_path = lambda: str(out.with_name("saved.puzzle"))
print(window.files.save_as(), window.files.path.name, window.windowTitle().split("[*]")[0])

# View > Solution Path (Ctrl+Alt+P): the panel built and shown, its toggle the item
act = item("action_path_panel")
act.trigger()
panel = window.path_panel
print(panel.isVisible(), act.isChecked(), panel.toggleViewAction() is act)
panel.close_button.click()
print(panel.isVisible(), act.isChecked())
act.trigger()
print(panel.isVisible(), act.isChecked(), window.path_panel is panel)

# View > Hint Panel (Ctrl+Alt+H): built and shown above the path's, its toggle the item
item("action_hint_panel").trigger()
column = window.side_column.panels
print(window.hint_panel.isVisible(), column.index(window.hint_panel) == column.index(window.path_panel) - 1,
      window.hint_panel.toggleViewAction() is item("action_hint_panel"))

# View > Show Candidates: the board's first pencil marks
window.act_show_candidates.trigger()
window.board.grab()
print(loaded())
window.shutdown()
"""


def _run(probe: str, *args: str, home: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(home), PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(
        [sys.executable, "-c", probe, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_the_screenshot_start_leaves_the_deferred_modules(tmp_path: Path, gui_home: Path) -> None:
    puzzle = tmp_path / "p.txt"
    puzzle.write_text(PUZZLE + "\n", encoding="utf-8")
    out = tmp_path / "shot.png"
    code, modules = _run(SCREENSHOT_PROBE, str(puzzle), str(out), home=gui_home)[:2]
    assert code == "0" and out.exists()
    modules = set(modules.split())
    assert "str8ts_gui.gui.main_window" in modules and "str8ts_gui.gui.files.file_actions" in modules
    assert not DEFERRED & modules
    assert not AT_FIRST_USE & modules
    # the check: the Str8ts logic solves this puzzle, so it is known unique (and graded) without
    # the SAT solver: neither python-sat, the SAT searches nor the kind's encoding is loaded
    assert "str8ts_gui.kinds.str8ts.logic" in modules and "str8ts_gui.solver.common" in modules
    assert not {m for m in modules if m.startswith("pysat")} and "str8ts_gui.kinds.str8ts.encoding" not in modules
    assert not {"str8ts_gui.solver.sat", "str8ts_gui.solver.cnf"} & modules


def test_each_deferred_feature_loads_and_works_at_its_first_use(tmp_path: Path, gui_home: Path) -> None:
    puzzle = tmp_path / "p.txt"
    puzzle.write_text(PUZZLE + "\n", encoding="utf-8")
    out = tmp_path / "board.png"
    lines = _run(USE_PROBE, str(puzzle), str(out), home=gui_home)
    at_start, guide, rules, picture, export, flash, replace, saved, path, closed, again, hint, at_end = lines[:13]
    assert not DEFERRED & set(at_start.split())  # a user's window (autosave, a file opened) too
    assert guide == "True guide/index.md"
    assert rules == "rules/str8ts.md"
    assert picture == "PictureImport True False"
    assert export == "ExportActions True True True Exported the board to board.png"
    assert out.exists()
    assert flash == "1 Solved! Every cell is right, in 1:15."
    assert replace == "True"
    assert saved == "True saved.puzzle saved.puzzle" and (tmp_path / "saved.puzzle").exists()
    # the Solution Path panel, built at its first showing: the View item and the panel's close
    # button show and hide it as they did
    assert path == "True True True"
    assert closed == "False False"
    assert again == "True True True"
    assert hint == "True True True"  # the Hint panel too, above the path's
    assert DEFERRED <= set(at_end.split())
