"""File > Next Library Puzzle (Ctrl+Shift+L): after finishing a library puzzle the next one is
one key away (a reviewer found no way on but reopening the library and finding it), the next
unsolved puzzle of its file, of its size and grade first."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui.library.library_browser import record_solve, solved_keys
from str8ts_gui.kinds.str8ts.library import load_library
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.solver.sat import solve
from gui_helpers import click_cell, key, new_window

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def entries_of(file: str):
    return [e for e in load_library()[0] if e.file == file]


def test_the_next_unsolved_puzzle_of_the_same_size_and_grade(qtbot) -> None:
    window = new_window(qtbot)
    actions = library_actions.install(window, pool_delay_ms=None)
    nines = entries_of("library-9x9.txt")
    first = nines[0]
    same_grade = [e for e in nines[1:] if e.grade == first.grade]
    assert len(same_grade) >= 2
    record_solve(same_grade[0].key, 60)  # solved before: passed over
    assert actions.open_entry(first)
    key(qtbot, window, Qt.Key.Key_L, CTRL_SHIFT)
    assert window.controller.session.puzzle == same_grade[1].document.puzzle
    assert window.status_message().startswith(f"Opened “{same_grade[1].title}” from the library")
    # a Suguru goes on with a Suguru of its size
    sugurus = entries_of("suguru-library.txt")
    assert actions.open_entry(sugurus[0])
    actions.act_next_library.trigger()
    now = window.controller.session.puzzle
    assert now.kind == "suguru" and (now.size, now.height) == (sugurus[0].size, sugurus[0].height)
    assert now != sugurus[0].document.puzzle


def test_finishing_a_library_puzzle_says_how_to_go_on(qtbot) -> None:
    window = new_window(qtbot)
    actions = library_actions.install(window, pool_delay_ms=None)
    entry = entries_of("library-6x6.txt")[0]
    assert actions.open_entry(entry)
    solution = solve(entry.document.puzzle).solution
    state = window.controller.session.state
    open_cells = [i for i in range(state.puzzle.cell_count) if state.is_open(i)]
    for i in open_cells:
        click_cell(qtbot, window, i)
        key(qtbot, window, getattr(Qt.Key, f"Key_{solution[i]}"))
    assert entry.key in solved_keys()
    assert "Ctrl+Shift+L opens the next one" in window.status_message()
    actions.act_next_library.trigger()
    assert window.controller.session.puzzle != entry.document.puzzle
    assert window.controller.session.puzzle.size == 6


def test_a_puzzle_not_from_the_library_or_a_file_all_solved(qtbot) -> None:
    window = new_window(qtbot)
    actions = library_actions.install(window, pool_delay_ms=None)
    window.set_document(Document(new_puzzle(9).replace(clues=(5,) + (0,) * 80)))
    before = window.controller.session.state
    assert not actions.open_next()
    assert window.status_message() == "The puzzle on the board is not from the Puzzle Library: Ctrl+L chooses one"
    assert window.controller.session.state == before
    wiki = entries_of("wikipedia.txt")
    for e in wiki:
        record_solve(e.key, 30)
    assert actions.open_entry(wiki[0])
    assert not actions.open_next()
    assert window.status_message().startswith("Every other puzzle of the library file wikipedia.txt is solved")
    assert window.controller.session.puzzle == wiki[0].document.puzzle
