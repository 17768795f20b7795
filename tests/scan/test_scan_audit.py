"""Pictures the reader once got wrong (found by an audit with the program's own drawings)."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from str8ts_gui.scan import ScanError, read_picture

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of
from test_reader import assert_read


def test_a_picture_of_too_many_pixels_is_refused_before_it_is_decoded() -> None:
    """A small PNG or JPEG file can hold a huge plain picture (a 25000 x 25000 PNG of 2 MB took
    40 s and 3.7 GB to decode, then found no grid): the header's size is checked first."""
    plain = np.full((12000, 9000), 255, np.uint8)
    for fmt in (".png", ".jpg"):
        ok, data = cv2.imencode(fmt, plain)
        assert ok
        with pytest.raises(ScanError, match=rf"big{fmt}: the picture is too large \(9000 x 12000 pixels"):
            read_picture(data.tobytes(), name=f"big{fmt}")


def test_a_16_x_16_sudoku_is_named_a_sudoku_of_a_size_not_taken(sp) -> None:
    """Its box lines were taken for a Suguru's borders: 'a region of more than 9 cells'."""
    from str8ts_gui.kinds.sudoku.model import new_puzzle

    data = sp.encode(sp.program_picture(new_puzzle(16, [0] * 256), 800), ".png")
    with pytest.raises(ScanError, match="16 x 16 cells; the reader takes Sudoku of 4, 6, 8, 9 cells a side"):
        read_picture(data, name="big.png")


@pytest.mark.parametrize(
    "kind, text",
    [("str8ts", "5#......f#...e.c1f#.#5#..2##....3.#."), ("sudoku", "...12......24..."), ("suguru", SUGURU)],
)
def test_a_puzzle_picture_on_a_darker_page(kind, text, sp) -> None:
    """The picture's light paper on a grey page: its edge, a little outside the grid's frame,
    was taken for the frame, and the first and last cells read the frame's line as a digit."""
    truth = puzzle_of(text, kind)
    paper = sp.program_picture(truth, 600).astype(np.float32) * 0.75 + 20
    page = cv2.copyMakeBorder(paper.astype(np.uint8), 60, 60, 60, 60, cv2.BORDER_CONSTANT, value=(150, 150, 150))
    assert_read(read_picture(sp.encode(page, ".png")), truth, sp)


@pytest.fixture
def dark_window(sp, monkeypatch):
    """The window in the dark look (light digits and lines on dark cells), for its screenshots."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import THEME_ENV, apply_theme

    monkeypatch.delenv(THEME_ENV, raising=False)
    app = sp._app()
    apply_theme(app, choice="dark")
    try:
        yield app
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


@pytest.mark.parametrize(
    "kind, text",
    [("str8ts", "5#......f#...e.c1f#.#5#..2##....3.#."), ("str8ts", STR8TS), ("sudoku", SUDOKU), ("suguru", SUGURU)],
)
def test_a_screenshot_of_the_dark_window(kind, text, sp, dark_window) -> None:
    """A screenshot of the window in its dark look found no grid: its cells are dark with light
    digits, its lines light, and the selected cell's blue frame drew a region's border. Str8ts'
    black cells stay black (darker than the other cells), their digits read as clues."""
    truth = puzzle_of(text, kind)
    shot = sp.window_screenshot(truth)
    assert np.median(shot) < 110  # it is the dark look
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


def test_a_folder_is_named_as_every_reader_names_it(tmp_path) -> None:
    """'cannot read file: Is a directory', as the puzzle readers and every other command say
    (it said 'it is a folder')."""
    with pytest.raises(ScanError) as raised:
        read_picture(tmp_path)
    assert str(raised.value) == f"{tmp_path}: cannot read file: Is a directory"


def test_a_file_that_is_no_picture_is_named_as_the_caller_names_it(tmp_path) -> None:
    """The window names a picture by its file name: errors of the file itself showed the whole
    path (and spoke of OpenCV and of PNG or JPEG only) while errors of its grid showed the name."""
    text = tmp_path / "text.png"
    text.write_text("not a picture", encoding="utf-8")
    with pytest.raises(ScanError) as raised:
        read_picture(text, name="text.png")
    assert str(raised.value) == "text.png: not a picture that can be read (PNG, JPEG, BMP, WebP or TIFF)"
    with pytest.raises(ScanError) as raised:
        read_picture(tmp_path / "gone.png", name="gone.png")
    assert str(raised.value) == "gone.png: cannot read file: No such file"
    with pytest.raises(ScanError) as raised:  # without a name (the command line): the path
        read_picture(text)
    assert str(raised.value) == f"{text}: not a picture that can be read (PNG, JPEG, BMP, WebP or TIFF)"


@pytest.mark.parametrize("ext", [".bmp", ".webp", ".tiff"])
def test_the_other_picture_formats_the_message_names_are_read(ext, sp) -> None:
    truth = puzzle_of(SUDOKU, "sudoku")
    assert_read(read_picture(sp.encode(sp.program_picture(truth, 500), ext)), truth, sp)


def _variant(title: str):
    """A puzzle of the bundled puzzles/sudoku-variants.txt, by its title."""
    from str8ts_gui.core.document import load_documents

    from scan_helpers import ROOT

    return next(d.puzzle for d in load_documents(ROOT / "puzzles" / "sudoku-variants.txt") if d.title == title)


def test_a_jigsaw_sudoku_is_read_as_a_jigsaw_sudoku_not_a_suguru(sp) -> None:
    """Its thick lines make 9 regions of 9 cells: it was read as a Suguru of those regions."""
    from str8ts_gui.core.document import iter_documents

    truth = _variant("Jigsaw Sudoku 9x9 1")
    assert truth.regions and not truth.constraints
    data = sp.encode(sp.program_picture(truth, 600), ".png")
    for kind in (None, "sudoku"):
        reading = read_picture(data, kind, name="j.png")
        assert_read(reading, truth, sp)
        assert reading.puzzle.regions and reading.uncertain == ()
    # its text keeps the regions (the f-puzzles link, as Copy Puzzle gives) and reads back
    text = reading.text()
    assert text.startswith("https://www.f-puzzles.com/")
    assert sp.same_puzzle(next(iter_documents(text))[1].puzzle, truth)
    # read as a Suguru when asked
    assert read_picture(data, "suguru").kind == "suguru"


@pytest.mark.parametrize("title", ["Suguru 5x5 Medium", "Suguru 5x5 Hard"])
def test_a_suguru_of_n_regions_of_n_cells_stays_a_suguru(title, sp) -> None:
    """Its regions could be a jigsaw Sudoku's: its digits tell it is a Suguru."""
    from str8ts_gui.core.document import load_documents

    from scan_helpers import ROOT

    truth = next(d.puzzle for d in load_documents(ROOT / "puzzles" / "suguru-library.txt") if d.title == title)
    assert_read(read_picture(sp.encode(sp.program_picture(truth, 500), ".png")), truth, sp)


def test_a_kropki_sudoku_is_read_as_its_plain_sudoku(sp) -> None:
    """Its dots and X and V marks on the box lines broke them: the thick lines were taken for a
    Suguru's, whose regions could not be read (exit 2, 'the Suguru's region borders ...'). The
    marks are not read, as for every variant: the plain Sudoku is."""
    truth = _variant("Kropki and XV Sudoku 9x9 1")
    assert truth.constraints
    reading = read_picture(sp.encode(sp.program_picture(truth, 600), ".png"))
    assert reading.kind == "sudoku"
    assert reading.puzzle.clues == truth.clues and not reading.puzzle.regions


def test_a_sudoku_shaped_grid_of_other_thick_lines_is_not_called_a_suguru() -> None:
    """A 9 x 9 grid whose only thick line halves it is neither kind: the message speaks of both."""
    side, cell, margin = 9, 50, 30
    image = np.full((side * cell + 2 * margin,) * 2, 255, np.uint8)
    for k in range(side + 1):
        width = 5 if k in (0, side, 4) else 1
        p = margin + k * cell
        cv2.line(image, (p, margin), (p, margin + side * cell), 0, width)
        cv2.line(image, (margin, p), (margin + side * cell, p), 0, 5 if k in (0, side) else 1)
    ok, data = cv2.imencode(".png", image)
    with pytest.raises(ScanError) as raised:
        read_picture(data.tobytes(), name="half.png")
    assert str(raised.value) == "half.png: the thick lines found are neither a Sudoku's box lines nor a Suguru's region borders"
    with pytest.raises(ScanError, match="the Suguru's region borders could not be read"):
        read_picture(data.tobytes(), "suguru", name="half.png")
