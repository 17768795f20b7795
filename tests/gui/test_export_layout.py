"""Export and print layout: where the title, the caption and the digits go (PNG, SVG, PDF page,
print and booklet), for boards of every shape: 16 x 16 solutions, boards wider than tall, long
titles, and the names a PDF and a print job carry."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui.files import export
from str8ts_gui.gui.board.render import board_square, cell_rect

SUGURU_8X5 = """\
a,a1,b,c,c5,c,c,d
a4,a,b3,b,e,c2,d1,d
f,g,b,e,e,e,d,h
g,g4,i2,i,i,e2,j,h1
g,g,i,i5,j,j,j4,j
"""
SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


@pytest.fixture
def wide(tmp_path: Path) -> Puzzle:
    """A Suguru 8 cells wide and 5 high."""
    src = tmp_path / "wide.txt"
    src.write_text(SUGURU_8X5, encoding="utf-8")
    (doc,) = load_documents(src)
    assert (doc.puzzle.size, doc.puzzle.height) == (8, 5)
    return doc.puzzle


def dark_rows(image: QImage, x0: int, x1: int, threshold: int = 128) -> list[int]:
    """The rows with a pixel darker than ``threshold`` between columns ``x0`` and ``x1``."""
    return [
        y for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() < threshold for x in range(x0, x1))
    ]


def first_run_end(rows: list[int]) -> int:
    """The last row of the first run of consecutive rows."""
    end = rows[0]
    for y in rows[1:]:
        if y != end + 1:
            break
        end = y
    return end


def title_and_board(image: QImage) -> tuple[int, int, int]:
    """(last row of the title, first row of the board, last row of the board): the title is
    the first run of dark rows in the middle columns, the board the rest."""
    w = image.width()
    rows = dark_rows(image, w // 3, 2 * w // 3)
    title_end = first_run_end(rows)
    board = [y for y in rows if y > title_end]
    return title_end, board[0], board[-1]


def painted(size: tuple[int, int], paint) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        paint(painter, QRectF(0, 0, size[0], size[1]))
    finally:
        painter.end()
    return image


# -- solutions of two digits ---------------------------------------------------------------------
def ink_width(image: QImage, r: QRectF) -> int:
    """Columns of cell ``r`` with ink in its middle rows (off the grid lines), of any colour."""
    inside = r.adjusted(3, r.height() * 0.3, -3, -r.height() * 0.3)
    xs = [
        x for x in range(int(inside.left()), int(inside.right()))
        if any(QColor(image.pixel(x, y)).lightness() < 240 for y in range(int(inside.top()), int(inside.bottom())))
    ]
    return xs[-1] - xs[0] + 1 if xs else 0


@pytest.mark.parametrize("n", [16, 9])
def test_solution_digits_are_drawn_as_wide_as_entered_ones(tmp_path: Path, n: int) -> None:
    """A 16 x 16 solution's 10-16 are drawn as the board draws an entry of two digits, a little
    smaller so that they keep clear of the cell's lines and a cage's outline (they were drawn
    in the size of one digit, as wide as the cell); digits 1-9 keep their size."""
    puzzle = Puzzle.empty(n)
    values = [1 + (i + i // n) % n for i in range(n * n)]
    solved = QImage(str(export.render_png(puzzle, tmp_path / "s.png", size_px=900, solution=values)))
    state = PlayState.new(puzzle)
    for i, v in enumerate(values):
        state = state.with_entry(i, v)
    entered = QImage(str(export.render_png(state, tmp_path / "e.png", size_px=900)))
    square = board_square(export._image_rect(900), n)
    for i in range(0, n * n, 7):
        r = cell_rect(square, n, i)
        assert 0 < ink_width(solved, r) <= ink_width(entered, r) + 1, (i, values[i])
        assert ink_width(solved, r) >= ink_width(entered, r) - 1, (i, values[i])


# -- boards wider than tall ------------------------------------------------------------------------
def test_a_wide_board_sits_right_under_its_title_in_a_png(tmp_path: Path, wide: Puzzle) -> None:
    """The title is just above the board (it was half the empty height away), and the two are
    centred in the picture together."""
    image = QImage(str(export.render_png(Document(wide, title="Wide"), tmp_path / "w.png", size_px=600)))
    title_end, board_top, board_bottom = title_and_board(image)
    cell = (board_bottom - board_top) / 5
    assert board_top - title_end < cell * 0.6
    margin_top = dark_rows(image, 0, image.width())[0]
    margin_bottom = image.height() - 1 - board_bottom
    assert abs(margin_top - margin_bottom) < 0.05 * 600


def test_a_wide_board_sits_right_under_its_title_on_a_page(wide: Puzzle) -> None:
    """On a portrait page (a PDF, a print) the title stays at the top and the board follows it."""
    image = painted((500, 707), lambda p, r: export.paint_page(p, r, wide, title="Wide", fill=False))
    title_end, board_top, board_bottom = title_and_board(image)
    cell = (board_bottom - board_top) / 5
    assert dark_rows(image, 0, 500)[0] < 500 * 0.02  # the title at the top
    assert board_top - title_end < cell * 0.6
    assert board_bottom < 707 * 0.6


def test_a_square_board_is_laid_out_as_before(tmp_path: Path) -> None:
    """Only boards of other shapes move: a square one keeps its place under the title."""
    image = painted((500, 707), lambda p, r: export.paint_page(p, r, Puzzle.empty(9), title="T", fill=False))
    band = 500 * 0.075
    s = min(500, 707 - band)
    square = board_square(QRectF(0, band, s, s), 9)
    _title_end, board_top, _ = title_and_board(image)
    assert abs(board_top - square.top()) <= 3


def test_a_booklet_caption_sits_right_above_a_wide_board(wide: Puzzle) -> None:
    slot = export._Slot("Puzzle 1", wide, None)
    image = painted((400, 400), lambda p, r: export._paint_slot(p, r, slot, 14))
    title_end, board_top, board_bottom = title_and_board(image)
    cell = (board_bottom - board_top) / 5
    assert board_top - title_end < cell * 0.6
    top = dark_rows(image, 0, 400)[0]
    assert abs(top - (399 - board_bottom)) < 0.05 * 400  # caption and board centred together


# -- long titles ---------------------------------------------------------------------------------
def svg_title(path: Path) -> str:
    import xml.etree.ElementTree as ET

    texts = [t.text or "" for t in ET.parse(path).getroot().iter(SVG_NS + "text")]
    return next(t for t in texts if not t.strip().isdigit())


def test_a_long_title_is_made_smaller_to_fit_before_it_is_cut(tmp_path: Path) -> None:
    title = "Line Sudoku (renban, whispers, palindromes) 9x9 1"
    out = export.render_svg(Document(Puzzle.empty(9), title=title), tmp_path / "t.svg", size_px=600)
    assert svg_title(out) == title  # it was "Line Sudoku (renban, whispers, pali…"
    # one that would not fit even so is still cut short with "…", within the picture
    longer = "A very long title " * 8
    out = export.render_svg(Document(Puzzle.empty(9), title=longer), tmp_path / "u.svg", size_px=600)
    shown = svg_title(out)
    assert shown.endswith("…") and len(shown) < len(longer)
    # a short title keeps its size
    a = export.render_png(Document(Puzzle.empty(9), title="Short"), tmp_path / "a.png", size_px=400)
    image = QImage(str(a))
    rows = dark_rows(image, 0, 400)
    assert first_run_end(rows) - rows[0] >= 400 * 0.93 * 0.075 * 0.62 * 0.6  # about a cap height


# -- the names a PDF and a print job carry ------------------------------------------------------
def test_an_untitled_pdf_is_named_after_its_kind(tmp_path: Path, wide: Puzzle) -> None:
    sudoku = Puzzle.empty(9, kind="sudoku")
    data = export.render_pdf(sudoku, tmp_path / "s.pdf").read_bytes()
    assert "Sudoku puzzle".encode("utf-16-be") in data
    assert "Str8ts".encode("utf-16-be") not in data
    data = export.render_pdf(wide, tmp_path / "w.pdf").read_bytes()
    assert "Suguru puzzle".encode("utf-16-be") in data
    data = export.render_pdf(Puzzle.empty(9), tmp_path / "t.pdf").read_bytes()
    assert "Str8ts puzzle".encode("utf-16-be") in data
    data = export.render_pdf(sudoku, tmp_path / "n.pdf", title="Named").read_bytes()
    assert "Named".encode("utf-16-be") in data


def test_an_untitled_booklet_is_named_after_its_kinds(tmp_path: Path, wide: Puzzle) -> None:
    sudoku = Puzzle.empty(4, kind="sudoku")
    out = tmp_path / "b.pdf"
    export.write_booklet([("", sudoku, None), ("", sudoku, None)], out, 4)
    assert "Sudoku puzzles".encode("utf-16-be") in out.read_bytes()
    export.write_booklet([("", sudoku, None), ("", wide, None)], out, 4)
    data = out.read_bytes()
    assert "Puzzles".encode("utf-16-be") in data and "Str8ts".encode("utf-16-be") not in data
    export.write_booklet([("", sudoku, None)], out, 4, title="Mine")
    assert "Mine".encode("utf-16-be") in out.read_bytes()


@pytest.fixture
def window(qtbot):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    yield w
    w.shutdown()


def test_a_print_job_is_named_after_the_title_or_the_kind(window, monkeypatch) -> None:
    from str8ts_gui.gui.files import export_actions

    actions = export_actions.install(window)
    monkeypatch.setattr(export_actions, "run_print_preview", lambda dialog: 0)
    window.set_document(Document(Puzzle.empty(9, kind="sudoku")))
    actions.print_puzzle("puzzle")
    assert actions.printer.docName() == "Sudoku puzzle"  # it was "Str8ts puzzle"
    window.set_document(Document(Puzzle.empty(9), title="Gentle"))
    actions.print_puzzle("puzzle")
    assert actions.printer.docName() == "Gentle"


# -- what a solution shows --------------------------------------------------------------------------
def test_a_solution_leaves_out_the_players_colours(tmp_path: Path, window, monkeypatch) -> None:
    """Export Image and Print "With Solution" (and render --solution --entries) show the puzzle
    and its solution, without the player's entries, marks or painted colours (the colours stayed)."""
    from str8ts_gui.gui.files import export_actions
    from str8ts_gui.solver.sat import solve

    puzzle = Puzzle.empty(4, kind="sudoku").with_cell(0, clue=1)
    solution = solve(puzzle, limit=1).solution
    colours = [1 << 2 if i % 3 == 0 else 0 for i in range(16)]
    state = PlayState.new(puzzle).replace(colours=colours).with_entry(5, 2).with_marks(6, 0b110)
    bare = QImage(str(export.render_png(puzzle, tmp_path / "bare.png", solution=solution, title="C")))
    assert QImage(str(export.render_png(state, tmp_path / "s.png", solution=solution, title="C"))) == bare
    window.set_document(Document(puzzle, title="C", state=state))
    monkeypatch.setattr(window, "known_solution", lambda p: solution)
    actions = export_actions.install(window)
    assert actions.export_image(str(tmp_path / "w.png"), "solution")
    assert QImage(str(tmp_path / "w.png")) == QImage(str(export.render_png(
        puzzle, tmp_path / "said.png", solution=solution, title="C", detail="Solution")))  # (it says so)
    # with the entries (no solution) the colours are drawn
    entries = QImage(str(export.render_png(state, tmp_path / "e.png", title="C")))
    assert entries != QImage(str(export.render_png(state.replace(colours=(0,) * 16), tmp_path / "f.png", title="C")))


@pytest.mark.parametrize("layer", ["entries", "marks", "corner", "centre", "colours"])
def test_with_my_entries_is_offered_for_any_of_the_players_work(window, monkeypatch, tmp_path, layer) -> None:
    """Corner or centre marks alone, or colours alone, are work to export or print too: the
    question offers "With My Entries" (it did for entries and candidates only)."""
    from str8ts_gui.gui.files import export_actions

    puzzle = Puzzle.empty(4, kind="sudoku")
    state = PlayState.new(puzzle)
    state = state.with_entry(5, 2) if layer == "entries" else state.replace(
        **{layer: [0b110 if i == 5 else 0 for i in range(16)]}
    )
    window.set_document(Document(puzzle, title="W", state=state))
    asked = []
    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: asked.append(has) or "entries")
    assert export_actions.install(window).export_image(str(tmp_path / "w.png"))
    assert asked == [True]
    window.set_document(Document(puzzle, title="W"))
    assert export_actions.install(window).export_image(str(tmp_path / "x.png"))
    assert asked == [True, False]
