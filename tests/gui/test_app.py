"""Starting the GUI: command line, --screenshot, settings directory, icon, package entry points."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from str8ts_gui.core.document import Document, dumps_document, save_document
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui import app as gui_app
from str8ts_gui.gui import icons, settings
from str8ts_gui.gui.main_window import DEFAULT_SIZE

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"


def run_gui(*args: str, home: Path, timeout: float = 20) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "str8ts_gui", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def cell_has_entry_digit(image: QImage, qapp, index: int) -> bool:
    """Whether cell ``index`` of the first Wikipedia puzzle holds a blue entry digit in a
    screenshot of the window at its default size."""
    from PySide6.QtCore import QPoint, QRectF

    from str8ts_gui.gui.main_window import MainWindow
    from str8ts_gui.gui.board.render import board_square, cell_rect

    window = MainWindow(autosave=False, restore_geometry=False)  # the same layout, to find the cell
    window.set_document(Document(parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[0]))
    window.show()
    qapp.processEvents()
    offset = window.board.mapTo(window, QPoint(0, 0))
    square = board_square(QRectF(window.board.rect()), 9)
    box = cell_rect(square, 9, index).toRect().translated(offset).adjusted(6, 6, -6, -6)
    window.shutdown()
    window.close()
    if image.devicePixelRatio() != 1:
        image = image.scaled(*DEFAULT_SIZE)
    pixels = [image.pixelColor(x, y) for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())]
    return any(c.blue() > 150 and c.red() < 90 and c.green() < 140 for c in pixels)


def test_screenshot_of_the_solved_window(tmp_path: Path, gui_home: Path, qapp) -> None:
    out = tmp_path / "shot.png"
    done = run_gui(str(WIKIPEDIA.relative_to(ROOT)), "--screenshot", str(out), "--solve", home=gui_home)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == DEFAULT_SIZE
    # r1c3 is an open cell: --solve filled it with a (blue) entry digit
    assert cell_has_entry_digit(image, qapp, 2)
    # no autosave or settings (not even the board for the next start) were written by a screenshot run
    assert not list(gui_home.glob("autosave*"))
    assert not (gui_home / "settings.ini").exists()


def test_screenshot_without_solve_has_no_entries(tmp_path: Path, qapp) -> None:
    out = tmp_path / "shot.png"
    assert gui_app.main([str(WIKIPEDIA), "--puzzle", "1", "--screenshot", str(out)]) == 0
    assert not cell_has_entry_digit(QImage(str(out)), qapp, 2)


def test_bad_file_exits_2_with_a_message(tmp_path: Path, gui_home: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not a puzzle\n", encoding="utf-8")
    done = run_gui(str(bad), "--screenshot", str(tmp_path / "x.png"), home=gui_home)
    assert done.returncode == 2
    assert "bad.txt: line 1: expected a puzzle of n*n characters" in done.stderr
    assert not (tmp_path / "x.png").exists()

    done = run_gui(str(tmp_path / "missing.str8ts"), "--screenshot", str(tmp_path / "x.png"), home=gui_home)
    assert done.returncode == 2 and "cannot read file" in done.stderr


def start(qtbot, *argv: str):
    """The window ``str8ts-gui ARGV`` opens (without running the event loop)."""
    window = gui_app.open_window(gui_app._parse_args(list(argv)))
    qtbot.addWidget(window)
    return window


def test_bad_file_opens_the_window_with_the_error(qtbot, tmp_path: Path, dialogs) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not a puzzle\n", encoding="utf-8")
    window = start(qtbot, str(bad))
    assert window.isVisible()
    assert len(dialogs.errors) == 1
    title, text = dialogs.errors[0]
    assert title == "Cannot open file" and "bad.txt" in text and "line 1" in text
    assert "bad.txt" in window.status_message()
    assert window.controller.session.puzzle == Puzzle.empty(9)

    missing = start(qtbot, str(tmp_path / "missing.str8ts"))
    assert missing.isVisible() and "missing.str8ts" in dialogs.errors[-1][1]
    too_far = start(qtbot, str(WIKIPEDIA), "--puzzle", "7")
    assert too_far.isVisible() and "no puzzle number 7" in dialogs.errors[-1][1]


def test_interactive_main_exits_0_after_a_bad_file(qtbot, tmp_path: Path, monkeypatch, dialogs) -> None:
    from PySide6.QtWidgets import QApplication

    bad = tmp_path / "bad.txt"
    bad.write_text("nonsense\n", encoding="utf-8")
    opened = []
    monkeypatch.setattr(gui_app, "open_window", lambda args: opened.append(args.file) or None)
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    assert gui_app.main([str(bad)]) == 0
    assert opened == [str(bad)]


def write_stale_autosave(puzzle, path=None) -> None:
    home = settings.data_dir()
    (home / "autosave-crashed.str8ts").write_text(dumps_document(Document(puzzle)), encoding="utf-8")
    meta = {"path": str(path) if path else None, "index": 0, "mode": "play"}
    (home / "autosave-crashed.json").write_text(json.dumps(meta), encoding="utf-8")


def test_file_on_the_command_line_and_a_declined_autosave(qtbot, dialogs) -> None:
    write_stale_autosave(Puzzle.empty(4).with_cell(0, clue=2))
    dialogs.restore_answer = False
    window = start(qtbot, str(WIKIPEDIA), "--puzzle", "2")
    assert dialogs.restore_asked == 1 and dialogs.restore_opening == WIKIPEDIA
    assert window.controller.session.puzzle == parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[1]


def test_file_on_the_command_line_and_a_restored_autosave(qtbot, dialogs) -> None:
    write_stale_autosave(Puzzle.empty(4).with_cell(0, clue=2))
    dialogs.restore_answer = True
    window = start(qtbot, str(WIKIPEDIA))
    assert dialogs.restore_opening == WIKIPEDIA  # the question says the file will not be opened
    assert window.controller.session.puzzle.size == 4
    message = window.status_message()
    assert "wikipedia.txt was not opened" in message


def test_restoring_the_file_given_on_the_command_line(qtbot, dialogs, tmp_path: Path) -> None:
    saved = tmp_path / "mine.str8ts"
    puzzle = Puzzle.empty(4).with_cell(0, clue=2)
    save_document(saved, Document(puzzle))
    write_stale_autosave(puzzle.with_cell(5, clue=3), saved)
    dialogs.restore_answer = True
    window = start(qtbot, str(saved))
    assert dialogs.restore_opening is None  # nothing else is left unopened
    assert window.path == saved.resolve() and window.controller.session.puzzle.clues[5] == 3
    assert "not opened" not in window.status_message()
    assert "mine.str8ts" in window.status_message()


def test_main_in_process_screenshot(tmp_path: Path, qapp, capsys) -> None:
    out = tmp_path / "shot.png"
    assert gui_app.main([str(WIKIPEDIA), "--puzzle", "2", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).size().toTuple() == DEFAULT_SIZE
    capsys.readouterr()
    assert gui_app.main([str(WIKIPEDIA), "--puzzle", "4", "--screenshot", str(out)]) == 2
    # in the window's words ("has no puzzle number 4"), not "has 3 puzzle(s), not 4"
    assert capsys.readouterr().err == f"str8ts-gui: {WIKIPEDIA}: has no puzzle number 4 (it holds 3 puzzles)\n"


def test_usage_errors(capsys) -> None:
    with pytest.raises(SystemExit) as e:
        gui_app.main(["--screenshot", "x.png"])
    assert e.value.code == 2
    with pytest.raises(SystemExit) as e:
        gui_app.main(["--version"])
    assert e.value.code == 0
    assert "0." in capsys.readouterr().out


def test_module_entry_point_imports_only_the_gui_app() -> None:
    text = (ROOT / "str8ts_gui" / "__main__.py").read_text(encoding="utf-8")
    assert "from .gui.app import run" in text
    assert "PySide6" not in text


def test_settings_live_under_the_test_home(gui_home: Path) -> None:
    assert settings.data_dir() == gui_home
    assert Path(settings.settings().fileName()).parent == gui_home
    for k in range(10):
        settings.add_recent_file(gui_home / f"f{k}.str8ts")
    files = settings.recent_files()
    assert len(files) == settings.MAX_RECENT == 8
    assert files[0].endswith("f9.str8ts")
    settings.add_recent_file(gui_home / "f5.str8ts")
    assert settings.recent_files()[0].endswith("f5.str8ts") and len(settings.recent_files()) == 8
    settings.remove_recent_file(settings.recent_files()[0])
    assert len(settings.recent_files()) == 7
    settings.clear_recent_files()
    assert settings.recent_files() == []


def test_app_icon(qapp) -> None:
    for name in icons.ICON_NAMES:
        assert icons.resource_path(name) is not None, name
    png = QImage(str(icons.resource_path("str8ts.png")))
    assert (png.width(), png.height()) == (256, 256)
    icon = icons.app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).isNull()
    drawn = icons.drawn_pixmap(64).toImage()
    assert drawn.pixelColor(14, 50).lightness() > 200  # an empty white cell (bottom left)
    assert drawn.pixelColor(14, 32).lightness() < 60  # a black cell (middle left)


def test_app_icon_falls_back_to_a_drawn_one(qapp, monkeypatch) -> None:
    monkeypatch.setattr(icons, "resource_path", lambda name: None)
    icon = icons.app_icon()
    assert not icon.isNull() and not icon.pixmap(32, 32).isNull()


def test_an_f_puzzles_link_on_the_command_line_opens_its_puzzle(qtbot, dialogs) -> None:
    from str8ts_gui.core.document import Document
    from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles_link
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    puzzle = new_puzzle(4).replace(constraints=(KillerCage((0, 1), 3), KillerCage((2, 3), 7)))
    window = start(qtbot, to_fpuzzles_link(Document(puzzle)))
    assert window.controller.session.puzzle == puzzle and not dialogs.errors
    broken = start(qtbot, "https://www.f-puzzles.com/?load=garbage")
    assert broken.isVisible() and dialogs.errors[-1][0] == "Cannot open the link"
    assert "LZ-string" in dialogs.errors[-1][1]


GC_PROBE = """
import gc, sys
from str8ts_gui.gui import app
shown = []
if sys.argv[1] == "window":
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    real_open = app.open_window

    def open_window(args):
        window = real_open(args)
        shown.append(gc.isenabled())
        QTimer.singleShot(50, lambda: (shown.append(gc.isenabled()), QApplication.instance().exit(0)))
        return window

    app.open_window = open_window
sys.argv = ["str8ts-gui", *sys.argv[2:]]
code = app.main()
print(code, shown, gc.isenabled(), gc.get_freeze_count() > 0)
"""


@pytest.mark.parametrize("how", ["window", "screenshot"])
def test_the_programs_own_start_pauses_the_collector_only_until_the_window_is_up(tmp_path: Path, gui_home: Path, how) -> None:
    one = tmp_path / "one.txt"  # one puzzle: no "which puzzle of the file" question
    first = next(line for line in WIKIPEDIA.read_text(encoding="utf-8").splitlines() if line and not line.startswith(";"))
    one.write_text(first + "\n", encoding="utf-8")
    args = [str(one)] + (["--screenshot", str(tmp_path / "shot.png")] if how == "screenshot" else [])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(gui_home))
    done = subprocess.run(
        [sys.executable, "-c", GC_PROBE, how, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    code, *rest = done.stdout.split(maxsplit=1)
    assert code == "0"
    if how == "window":
        # off while the window is built, on again once the event loop runs, the start set aside
        assert rest[0].strip() == "[False, True] True True", done.stdout
    else:  # on again once the picture is taken (the process then ends)
        assert rest[0].strip() == "[] True True", done.stdout


POOL_PROBE = """
import sys
from str8ts_gui.gui import app
from str8ts_gui.gui.main_window import MainWindow
qapp = app.ensure_app()
window = MainWindow(autosave=False, restore_geometry=False)
window.show()
qapp.processEvents()
actions = window.library_actions
loaded = lambda: "str8ts_gui.kinds.str8ts.generator" in sys.modules
print(loaded(), actions.pool_timer.isActive())
pool = actions.pool  # as the timer or the Generate dialog asks for it
print(loaded(), pool.running)
window.close()
"""


def test_the_windows_start_leaves_the_puzzle_pool_and_generator_for_later(gui_home: Path) -> None:
    """The window shows without loading the Str8ts generator: the puzzle pool that runs it is
    made when its start timer fires (or the Generate dialog wants it)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(gui_home))
    done = subprocess.run([sys.executable, "-c", POOL_PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["False True", "True False"], done.stdout


START_PROBE = """
import enum, sys
made = []
real_create = enum.EnumType._create_
def _create_(cls, class_name, names, **kw):
    made.append(kw.get("qualname") or class_name)
    return real_create(cls, class_name, names, **kw)
enum.EnumType._create_ = _create_
from str8ts_gui.gui import app
code = app.main([sys.argv[1], "--screenshot", sys.argv[2]])
print(code, " ".join(sorted(made)))
print(" ".join(m for m in ("str8ts_gui.gui.board.legend", "str8ts_gui.gui.preferences") if m in sys.modules) or "-")
"""


def test_the_windows_start_leaves_qt_classes_it_does_not_show_alone(tmp_path: Path, gui_home: Path) -> None:
    """PySide6 builds a Qt class's Python enums the first time the class is used, 10-20 ms for
    the big ones. The window's start leaves alone the style object (Fusion comes from the
    command line, the light palette is built here), the widget classes PySide6 would look
    through for the first widget it gets from Qt (a scroll area's viewport, asked for only
    when there is a sentence to fit), and the legend's and the preferences' dialogs."""
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(gui_home), STR8TS_GUI_THEME="light")
    done = subprocess.run(
        [sys.executable, "-c", START_PROBE, str(WIKIPEDIA), str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    code_and_enums, modules = done.stdout.splitlines()[:2]
    code, *made = code_and_enums.split()
    assert code == "0" and out.exists()
    assert "AlignmentFlag" in made  # the probe sees the enums the window does make
    assert "QStyle.PixelMetric" not in made and "PixelMetric" not in made  # QStyle
    assert not {"TabPosition", "QTabWidget.TabPosition", "WizardStyle", "QWizard.WizardStyle"} & set(made)
    assert modules == "-"


QUIT_PROBE = """
import sys
from PySide6.QtCore import QTimer
from str8ts_gui.gui import app
real_open = app.open_window

def open_window(args):
    window = real_open(args)
    QTimer.singleShot(300, window.close)  # the user quits
    return window

app.open_window = open_window
sys.argv = ["str8ts-gui"]
print("starting", flush=True)
app.run()
print("never printed: run() ends the process")
"""


def test_quitting_ends_the_process_at_once_leaving_no_autosave_or_lock(gui_home: Path) -> None:
    """The entry point ends the process once the window is closed (no tear-down): exit code 0,
    and the clean quit's work is all done by then: this window's autosave and lock removed,
    the settings written."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(gui_home))
    done = subprocess.run([sys.executable, "-c", QUIT_PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "starting\n"
    left = sorted(p.name for p in gui_home.iterdir())
    assert left == ["settings.ini"], left


SOURCE_CHECK_PROBE = """
import sys
import str8ts_gui.gui
feature = sys.modules.get("shibokensupport.feature")
check = getattr(feature, "_mod_uses_pyside", None)
if check is None or not hasattr(check, "__wrapped__"):
    print("absent" if check is None else "not replaced")
    raise SystemExit(0)
from str8ts_gui.gui import app, main_window  # the window's modules, then every other module loaded
modules = [m for m in list(sys.modules.values()) if m is not None]
differ = [m.__name__ for m in modules if check(m) != check.__wrapped__(m)]
ours = [m.__name__ for m in modules if m.__name__.startswith("str8ts_gui.gui.") and check(m)]
print("replaced", len(modules), len(ours), " ".join(differ) or "-")
"""


def test_pyside6s_source_check_gives_the_same_answers_faster_from_the_file() -> None:
    """PySide6 asks of every module imported after it whether its source mentions PySide6; the
    GUI package asks the same of a module's .py file directly. Over every module the window
    loads (ours, the standard library's, pysat's, PySide6's own), the answers are PySide6's."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", SOURCE_CHECK_PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    words = done.stdout.split()
    if words[0] == "absent":
        pytest.skip("this PySide6 has no source check to speed up")
    assert words[0] == "replaced", done.stdout
    count, ours, differ = int(words[1]), int(words[2]), words[3:]
    assert count > 100 and ours > 10  # the window's modules that use PySide6 are among them
    assert differ == ["-"], differ


PALETTE_PROBE = """
import sys
from str8ts_gui.gui import app, settings
settings.set_last_board("sudoku", 9, 9)  # the board used last: a Sudoku
code = app.main([sys.argv[1], "--screenshot", sys.argv[2]])
print(code, "str8ts_gui.gui.board.rule_tools" in sys.modules, "str8ts_gui.kinds.sudoku.variants.killer" in sys.modules)
"""


@pytest.mark.parametrize("file,loaded", [(WIKIPEDIA, False), (ROOT / "puzzles" / "sudoku-9x9.txt", True)])
def test_a_sudoku_start_board_leaves_the_rule_palette_to_a_sudoku_file(tmp_path: Path, gui_home: Path, file, loaded) -> None:
    """The window starts on the board used last; when that was a Sudoku and the file it opens is
    a Str8ts, the Rules palette and the variant rules (about 0.2 s to load without bytecode) are
    never loaded; a Sudoku file gets its palette before the window shows."""
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(gui_home))
    done = subprocess.run(
        [sys.executable, "-c", PALETTE_PROBE, str(file), str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", str(loaded), str(loaded)]


def test_a_window_starting_on_a_sudoku_shows_with_its_rule_palette(qtbot, gui_home: Path, monkeypatch) -> None:
    from str8ts_gui.gui.main_window import MainWindow

    monkeypatch.setattr(settings, "_last_board", None)  # (the process's memory of what it wrote: put back after)
    settings.set_last_board("sudoku", 9, 9)
    window = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(window)
    assert window.controller.session.puzzle.kind == "sudoku"
    assert window._rule_palette is None  # not yet: a file of another kind may come first
    window.show()
    qtbot.waitExposed(window)
    assert window._rule_palette is not None and window.rule_tools.isVisible()


def test_a_start_without_a_file_says_what_the_empty_board_is_for(qtbot) -> None:
    """A first-contact review found the first start a blank editor with no word: the start's
    empty board says how to set it and where puzzles to play are; a file opened says its own."""
    window = start(qtbot)
    message = window.status_message()
    assert message.startswith("To play, File > Puzzle Library (Ctrl+L) or Generate Puzzle (Ctrl+Shift+N)")
    assert "to set this empty 9 x 9 Str8ts: right-click or Space paints cells black" in message
    actions = window.library_actions
    shortcuts = {actions.act_library.shortcut().toString(), actions.act_generate.shortcut().toString()}
    assert shortcuts == {"Ctrl+L", "Ctrl+Shift+N"}  # (the keys the message names)
    opened = start(qtbot, str(WIKIPEDIA))
    assert not opened.status_message().startswith("To play,")
    # the kind is named when a file opens (a .txt holds any kind) and in New's words, as for Sudoku
    assert ": Str8ts 9 x 9, play mode" in opened.status_message()
    opened.new_puzzle(6, "str8ts")
    assert opened.status_message() == "New 6 x 6 Str8ts: right-click or Space paints cells black"
