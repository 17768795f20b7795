"""The puzzle library browser: listing, filters, sorting, opening into the window, solved progress."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.library import load_library
from str8ts_gui.gui.library import library_actions
from str8ts_gui.core.kind import get_kind
from str8ts_gui.gui.library.library_browser import (
    CHECK,
    GRADE,
    KIND,
    SIZE,
    SOLVED,
    TITLE,
    LibraryBrowser,
    clear_solved,
    mark_solved,
    solved_keys,
)
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.solver.sat import solve


@pytest.fixture
def browser(qtbot) -> LibraryBrowser:
    b = LibraryBrowser()
    qtbot.addWidget(b)
    return b


def cell(b: LibraryBrowser, row: int, col: int) -> str:
    return b.proxy.index(row, col).data()


def test_lists_the_bundled_puzzles_with_size_and_grade(browser: LibraryBrowser) -> None:
    entries, errors = load_library()
    assert errors == []
    assert browser.row_count() == len(entries) >= 100
    headers = [browser.model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers == ["Title", "Kind", "Size", "Grade", "Solved"]
    for row in range(browser.row_count()):
        entry = browser.shown_entries()[row]
        assert cell(browser, row, TITLE) == entry.title
        assert cell(browser, row, KIND) == get_kind(entry.kind).title
        assert cell(browser, row, SIZE) == f"{entry.size} x {entry.document.puzzle.height}"
        assert cell(browser, row, GRADE) in (*get_kind(entry.kind).grades, "\N{EM DASH}")
        assert cell(browser, row, SOLVED) == ""
    assert browser.summary.text() == f"{len(entries)} puzzles, 0 solved"
    # first the smallest and easiest, in library order
    sizes = [e.size for e in browser.shown_entries()]
    assert sizes == sorted(sizes)
    browser.set_filter(kind="str8ts")
    assert [cell(browser, r, TITLE) for r in range(3)] == ["6x6 Gentle 1", "6x6 Gentle 2", "6x6 Gentle 3"]


def test_filters_by_size_and_grade(qtbot, browser: LibraryBrowser) -> None:
    total = browser.row_count()
    browser.kind_filter.setCurrentIndex(browser.kind_filter.findData("str8ts"))
    browser.size_filter.setCurrentIndex(browser.size_filter.findData(7))
    assert browser.row_count() == 25 and {e.size for e in browser.shown_entries()} == {7}
    browser.grade_filter.setCurrentIndex(browser.grade_filter.findData("Tough"))
    assert browser.row_count() == 5
    assert all(e.size == 7 and e.grade == "Tough" for e in browser.shown_entries())
    assert browser.summary.text().startswith(f"5 of {total} puzzles")
    browser.size_filter.setCurrentIndex(0)
    assert browser.row_count() == 21 and {e.grade for e in browser.shown_entries()} == {"Tough"}
    # (20 generated Tough puzzles and the German Wikipedia "Very Hard", which our logic rates Tough)
    browser.set_filter(grade="Moderate")
    assert [e.file for e in browser.shown_entries()].count("wikipedia.txt") == 2  # graded by our logic (the third Tough)

    # the filter is remembered for the next browser
    browser.set_filter(size=8, grade="Gentle")
    again = LibraryBrowser()
    qtbot.addWidget(again)
    assert again.row_count() == 5 and {(e.size, e.grade) for e in again.shown_entries()} == {(8, "Gentle")}


def test_ungraded_puzzles_have_their_own_filter(qtbot) -> None:
    from str8ts_gui.core.document import Document
    from str8ts_gui.kinds.str8ts.formats import parse_line
    from str8ts_gui.kinds.str8ts.library import LibraryEntry

    graded = LibraryEntry("a.txt", 0, Document(parse_line("." * 16), title="graded", grade="Gentle"))
    ungraded = LibraryEntry("b.txt", 0, Document(parse_line("." * 25), title="ungraded"))
    browser = LibraryBrowser(entries=[graded, ungraded])
    qtbot.addWidget(browser)
    assert browser.grade_filter.findText("Ungraded") >= 0
    browser.set_filter(grade="-")
    assert [e.title for e in browser.shown_entries()] == ["ungraded"]


def test_sorting_by_a_header_click(qtbot, browser: LibraryBrowser) -> None:
    header = browser.view.horizontalHeader()
    pos = QPoint(header.sectionViewportPosition(GRADE) + header.sectionSize(GRADE) // 2, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert header.sortIndicatorSection() == GRADE
    # by the grade on each kind's own scale (Str8ts Gentle and Sudoku Easy are both the easiest)
    ranks = []
    for e in browser.shown_entries():
        grades = get_kind(e.kind).grades
        ranks.append(grades.index(e.grade) if e.grade in grades else len(grades))
    assert ranks == sorted(ranks) or ranks == sorted(ranks, reverse=True)
    browser.view.sortByColumn(TITLE, Qt.SortOrder.AscendingOrder)
    titles = [e.title for e in browser.shown_entries()]
    assert titles.index("6x6 Gentle 2") < titles.index("6x6 Gentle 5")


def test_unsolved_only_and_marks_survive_a_new_browser(qtbot, browser: LibraryBrowser) -> None:
    first = browser.shown_entries()[0]
    assert browser.mark_solved(first.key)
    assert not browser.mark_solved(first.key)  # already solved
    assert cell(browser, browser.row_of(first.key), SOLVED) == CHECK
    assert first.key in solved_keys()
    browser.unsolved_filter.setChecked(True)
    assert browser.row_of(first.key) is None
    again = LibraryBrowser()
    qtbot.addWidget(again)
    assert again.is_marked(first.key)
    assert again.row_of(first.key) is None  # "unsolved only" was remembered too
    again.set_filter()
    assert cell(again, again.row_of(first.key), SOLVED) == CHECK
    assert "1 solved" in again.summary.text()
    clear_solved(first.key)
    again.refresh_solved()
    assert not again.is_marked(first.key)


def test_double_click_opens_in_play_mode_and_solving_marks_it(qtbot, window: MainWindow) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    window.set_mode(Mode.EDIT)
    actions.act_library.trigger()
    browser = actions.browser
    assert browser is not None and browser.isVisible()
    browser.set_filter(size=7, grade="Moderate")
    entry = browser.shown_entries()[2]
    assert entry.size == 7 and entry.grade == "Moderate"

    view = browser.view
    index = browser.proxy.index(2, GRADE)
    view.scrollTo(index)
    pos = view.visualRect(index).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    with qtbot.waitSignal(browser.openRequested) as opened:
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert opened.args[0] == entry

    session = window.controller.session
    assert session.puzzle == entry.document.puzzle
    assert window.controller.mode == Mode.PLAY
    assert window.title == entry.title and window.path is None
    assert not session.is_modified and not browser.isVisible()
    assert entry.title in window.status_text()

    # the player fills in the solution: the puzzle is ticked, here and in a new browser
    solution = solve(entry.document.puzzle).solution
    session.apply_values(solution)
    assert entry.key in solved_keys()
    assert browser.is_marked(entry.key)
    assert "Solved!" in window.status_text()
    fresh = LibraryBrowser()
    qtbot.addWidget(fresh)
    fresh.set_filter()
    assert cell(fresh, fresh.row_of(entry.key), SOLVED) == CHECK


def test_enter_opens_the_current_row(qtbot, window: MainWindow) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    browser = actions.show_library()
    browser.set_filter(size=9, grade="Extreme")
    entry = browser.shown_entries()[0]
    browser.view.setFocus()
    browser.select_key(entry.key)
    received = []
    browser.openRequested.connect(received.append)
    qtbot.keyClick(browser.view, Qt.Key.Key_Return)
    assert received == [entry]  # once, not again by a default button
    assert window.controller.session.puzzle == entry.document.puzzle
    assert window.controller.mode == Mode.PLAY


def test_opening_asks_about_unsaved_changes(qtbot, window: MainWindow, dialogs) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    window.set_mode(Mode.EDIT)
    window.controller.session.set_black([0], True)
    before = window.controller.session.state
    browser = actions.show_library()
    entry = browser.shown_entries()[0]
    dialogs.unsaved_answers = ["cancel"]
    assert not actions.open_entry(entry)
    assert dialogs.unsaved_asked == 1
    assert window.controller.session.state == before and browser.isVisible()
    assert actions.open_entry(entry)  # "discard"
    assert window.controller.session.puzzle == entry.document.puzzle


def test_solved_by_the_solve_command_does_not_count(qtbot, window: MainWindow) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    entry = load_library()[0][0]
    assert actions.open_entry(entry)
    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        window.act_solve.trigger()
    state = window.controller.session.state
    assert all(state.entries[i] for i in range(state.puzzle.cell_count) if state.is_open(i))
    assert entry.key not in solved_keys()
    # opened afresh and solved by hand, it counts
    assert actions.open_entry(entry)
    window.controller.session.apply_values(solve(entry.document.puzzle).solution)
    assert entry.key in solved_keys()


def test_a_library_puzzle_from_elsewhere_counts_but_edit_mode_does_not(qtbot, window: MainWindow, tmp_path) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    entry = load_library()[0][5]
    path = tmp_path / "copy.txt"
    path.write_text(to_line(entry.document.puzzle) + "\n", encoding="utf-8")
    assert window.load_path(path)
    solution = solve(entry.document.puzzle).solution
    window.set_mode(Mode.EDIT)
    window.controller.session.apply_values(solution)
    assert entry.key not in solved_keys()  # edit mode: nothing is played
    window.set_mode(Mode.PLAY)
    window.controller.session.clear_play()
    window.controller.session.apply_values(solution)
    assert entry.key in solved_keys()
    assert mark_solved(entry.key) is False
    assert actions.library_entries_for(entry.document.puzzle) == [entry]


def test_screenshots(qtbot, window: MainWindow, tmp_path) -> None:
    """The browser and the dialog render (pictures for a human check go to tmp_path)."""
    actions = library_actions.install(window, pool_delay_ms=None)
    browser = actions.show_library()
    qtbot.waitExposed(browser)
    assert browser.grab().save(str(tmp_path / "browser.png"))
    dialog = actions.new_puzzle()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.grab().save(str(tmp_path / "dialog.png"))
    dialog.reject()
    assert actions.shutdown(2.0)


# -- Sudoku in the library ------------------------------------------------------------------------
def test_filters_by_kind_with_each_kinds_own_grades(qtbot, browser: LibraryBrowser) -> None:
    from str8ts_gui.kinds.sudoku.grades import GRADES as SUDOKU_GRADES

    total = browser.row_count()
    kinds = [browser.kind_filter.itemData(k) for k in range(browser.kind_filter.count())]
    assert kinds == ["", "str8ts", "sudoku", "suguru"]
    browser.kind_filter.setCurrentIndex(browser.kind_filter.findData("sudoku"))
    shown = browser.shown_entries()
    assert len(shown) >= 50 and {e.kind for e in shown} == {"sudoku"}
    assert browser.summary.text().startswith(f"{len(shown)} of {total} puzzles")
    grades = [browser.grade_filter.itemData(k) for k in range(browser.grade_filter.count())]
    # the Sudoku grades only, easiest first (and "Ungraded" for the variants our logic leaves unrated)
    assert grades[: len(SUDOKU_GRADES) + 1] == ["", *SUDOKU_GRADES] and set(grades[len(SUDOKU_GRADES) + 1:]) <= {"-"}
    fiendish = [e for e in shown if e.grade == "Fiendish"]
    browser.grade_filter.setCurrentIndex(browser.grade_filter.findData("Fiendish"))
    assert browser.row_count() == len(fiendish) >= 10
    assert {(e.kind, e.grade) for e in browser.shown_entries()} == {("sudoku", "Fiendish")}
    # Str8ts: its own grades; a grade the kind has not falls back to all grades
    browser.kind_filter.setCurrentIndex(browser.kind_filter.findData("str8ts"))
    assert browser.grade_filter.currentData() == "" and browser.grade_filter.findData("Fiendish") < 0
    assert browser.grade_filter.findData("Gentle") > 0
    assert {e.kind for e in browser.shown_entries()} == {"str8ts"}
    # "Diabolical" is a grade of both kinds: all kinds and that grade shows both
    browser.set_filter(grade="Diabolical")
    assert {e.kind for e in browser.shown_entries()} == {"str8ts", "sudoku"}
    # remembered for the next browser
    browser.set_filter(kind="sudoku", grade="Hard")
    again = LibraryBrowser()
    qtbot.addWidget(again)
    assert again.kind_filter.currentData() == "sudoku"
    assert again.row_count() == len([e for e in shown if e.grade == "Hard"]) >= 10
    assert {(e.kind, e.grade) for e in again.shown_entries()} == {("sudoku", "Hard")}


def test_a_bad_remembered_kind_filter_is_ignored(qtbot) -> None:
    from str8ts_gui.gui import settings as app_settings

    s = app_settings.settings()
    s.setValue("library/kind", "no such kind")
    s.setValue("library/grade", "Fiendish")
    s.sync()
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    assert browser.kind_filter.currentData() == ""
    assert {e.grade for e in browser.shown_entries()} == {"Fiendish"}


def test_opening_a_sudoku_from_the_library(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.sudoku.logic import rate

    actions = library_actions.install(window, pool_delay_ms=None)
    window.set_mode(Mode.EDIT)
    actions.act_library.trigger()
    browser = actions.browser
    browser.set_filter(kind="sudoku", grade="Medium")
    entry = browser.shown_entries()[1]
    assert entry.kind == "sudoku" and entry.grade == "Medium"
    browser.select_key(entry.key)
    with qtbot.waitSignal(browser.openRequested) as opened:
        qtbot.mouseClick(browser.open_button, Qt.MouseButton.LeftButton)
    assert opened.args[0] == entry

    session = window.controller.session
    assert session.puzzle == entry.document.puzzle and session.puzzle.kind == "sudoku"
    assert window.controller.mode == Mode.PLAY and window.title == entry.title
    assert not browser.isVisible()
    assert entry.title in window.status_text() and "Sudoku 9 x 9 Medium" in window.status_text()
    result = solve(session.puzzle, limit=2)
    assert result.status.name == "UNIQUE" and rate(session.puzzle).grade == "Medium"
    # the library knows it again; solving it by hand ticks it
    assert actions.library_entries_for(session.puzzle) == [entry]
    session.apply_values(result.solution)
    assert entry.key in solved_keys() and browser.is_marked(entry.key)
    # showing the library again selects the puzzle on the board
    shown = actions.show_library()
    assert shown.current_entry() == entry


def test_titles_too_long_for_the_column_keep_their_number(qtbot, browser: LibraryBrowser) -> None:
    """"Sudoku 9x9 Diabolical 3" and "... 4" must not both read "Sudoku 9x9 Diaboli…" at the
    default size (an audit found every Sudoku row alike): a title that ends in a number is cut
    before it, so the number stays in sight; the text drawn fits its cell."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    browser.resize(784, 560)
    browser.show()
    qtbot.waitExposed(browser)
    view = browser.view
    delegate = view.itemDelegateForColumn(TITLE)
    numbered = cut = 0
    for row in range(browser.proxy.rowCount()):
        index = browser.proxy.index(row, TITLE)
        title = index.data()
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.rect = view.visualRect(index)
        delegate.initStyleOption(option, index)
        shown = option.text
        room = view.columnWidth(TITLE) - view.iconSize().width()
        assert option.fontMetrics.horizontalAdvance(shown) < room
        if shown != title:
            cut += 1
            assert shown.endswith("\N{HORIZONTAL ELLIPSIS}") or title.split()[-1].isdigit()
            if title.split()[-1].isdigit():
                numbered += 1
                assert shown.endswith(" " + title.split()[-1]) and "\N{HORIZONTAL ELLIPSIS}" in shown, (title, shown)
    assert numbered > 0  # (the test means something: numbered titles too long at this size)


def test_short_title() -> None:
    from PySide6.QtGui import QFont, QFontMetrics

    from str8ts_gui.gui.library.library_browser import short_title

    m = QFontMetrics(QFont())
    title = "Sudoku 9x9 Diabolical 12"
    assert short_title(title, m, 10_000) == title
    width = m.horizontalAdvance("Sudoku 9x9 Dia")
    shown = short_title(title, m, width)
    assert shown.endswith("\N{HORIZONTAL ELLIPSIS} 12") and m.horizontalAdvance(shown) <= width
    plain = short_title("Suguru 12x12 Medium", m, width)  # no number at its end: cut at the end
    assert plain.endswith("\N{HORIZONTAL ELLIPSIS}") and plain.startswith("Suguru")
    assert short_title(title, m, 3) == m.elidedText(title, Qt.TextElideMode.ElideRight, 3)  # no room for the number
