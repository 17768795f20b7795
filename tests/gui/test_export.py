"""Export (PNG, SVG, PDF, booklets) and the window's Export Image…, Export Booklet… and Print…

Pictures are checked by their pixels: black cells dark, white cells white, digits where they
belong. PDFs are rendered with ``pdftoppm`` when it is installed.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from str8ts_gui.core.document import Document, load_documents, save_document
from str8ts_gui.kinds.str8ts.formats import parse_line, to_line
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui.files import export, export_actions
from str8ts_gui.gui.board.render import board_square, cell_rect
from str8ts_gui.solver.sat import solve

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"
WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
GENTLE = parse_line(WIKI)
GENTLE_SOLUTION = solve(GENTLE).solution
UNSOLVABLE = parse_line("55" + "." * 23)  # two 5s in a row of a 5x5
PDFTOPPM = shutil.which("pdftoppm")
SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def _app(qapp):
    """A QApplication, never just the QGuiApplication export would create (later tests need widgets)."""
    return qapp


# -- pixel helpers -------------------------------------------------------------------------------
def board_of(size_px: int, n: int) -> QRectF:
    """Where render_png puts an untitled n x n board."""
    return board_square(export._image_rect(size_px), n)


def inner(rect: QRectF, keep: float = 0.6) -> QRectF:
    d = rect.width() * (1 - keep) / 2
    return rect.adjusted(d, d, -d, -d)


def dark_fraction(image: QImage, rect: QRectF, threshold: int = 128) -> float:
    """Share of the pixels in ``rect`` darker than ``threshold`` (0-255 grey)."""
    x0, y0 = int(rect.left()), int(rect.top())
    x1, y1 = int(rect.right()), int(rect.bottom())
    dark = total = 0
    for y in range(y0, y1, 2):
        for x in range(x0, x1, 2):
            total += 1
            if QColor(image.pixel(x, y)).lightness() < threshold:
                dark += 1
    return dark / total


def centre(image: QImage, rect: QRectF) -> QColor:
    c = rect.center()
    return QColor(image.pixel(int(c.x()), int(c.y())))


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", path.read_bytes()))


def pdf_to_images(path: Path, tmp_path: Path, dpi: int = 50) -> list[QImage]:
    if PDFTOPPM is None:
        pytest.skip("pdftoppm is not installed")
    prefix = tmp_path / path.stem
    subprocess.run([PDFTOPPM, "-r", str(dpi), "-png", str(path), str(prefix)], check=True, timeout=60)
    pages = sorted(tmp_path.glob(f"{path.stem}-*.png"))
    return [QImage(str(p)) for p in pages]


# -- PNG -------------------------------------------------------------------------------------
def test_png_has_the_size_and_the_cells(tmp_path: Path) -> None:
    out = export.render_png(GENTLE, tmp_path / "p.png", size_px=600)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (600, 600)
    square = board_of(600, 9)
    # white margin around the board, black cell r1c1 dark, empty white cell r1c3 white
    assert QColor(image.pixel(3, 3)).lightness() == 255
    assert QColor(image.pixel(300, int(square.top()) - 8)).lightness() == 255
    assert centre(image, cell_rect(square, 9, 0)).lightness() < 40
    assert centre(image, cell_rect(square, 9, 2)).lightness() == 255
    assert dark_fraction(image, inner(cell_rect(square, 9, 2))) == 0
    # a white clue is a dark digit on white; a black clue a light digit on black
    assert dark_fraction(image, inner(cell_rect(square, 9, 4))) > 0.05  # the 5 in r1c5
    assert 0.05 < 1 - dark_fraction(image, inner(cell_rect(square, 9, 7)), 200) < 0.6  # the c=3 in r1c8


def test_png_with_solution_fills_the_empty_cells_in_grey(tmp_path: Path) -> None:
    image = QImage(str(export.render_png(GENTLE, tmp_path / "s.png", size_px=600, solution=GENTLE_SOLUTION)))
    square = board_of(600, 9)
    for i in range(81):
        if not GENTLE.black[i] and not GENTLE.clues[i]:
            assert dark_fraction(image, inner(cell_rect(square, 9, i)), 200) > 0.03, i
    # the solution digits are dark grey, not black: the darkest pixel of r1c3 is not pure black
    r = inner(cell_rect(square, 9, 2))
    darkest = min(
        QColor(image.pixel(x, y)).lightness()
        for y in range(int(r.top()), int(r.bottom()))
        for x in range(int(r.left()), int(r.right()))
    )
    assert 40 <= darkest <= 90
    # solution=True solves; same picture
    again = QImage(str(export.render_png(GENTLE, tmp_path / "t.png", size_px=600, solution=True)))
    assert again == image


def test_solution_true_on_an_unsolvable_puzzle_raises(tmp_path: Path) -> None:
    with pytest.raises(export.NoSolutionError):
        export.render_png(UNSOLVABLE, tmp_path / "u.png", solution=True)
    assert not (tmp_path / "u.png").exists()


def test_entries_and_marks_are_drawn_only_when_asked(tmp_path: Path) -> None:
    state = PlayState.new(GENTLE).with_entry(2, 9).with_marks(3, 0b1110)
    square = board_of(600, 9)
    shown = QImage(str(export.render_png(state, tmp_path / "a.png", size_px=600)))
    assert dark_fraction(shown, inner(cell_rect(square, 9, 2)), 200) > 0.03
    assert dark_fraction(shown, cell_rect(square, 9, 3).adjusted(4, 4, -4, -4), 200) > 0.005
    hidden_png = export.render_png(state, tmp_path / "b.png", size_px=600, show_entries=False, show_marks=False)
    hidden = QImage(str(hidden_png))
    assert dark_fraction(hidden, inner(cell_rect(square, 9, 2)), 200) == 0
    assert dark_fraction(hidden, cell_rect(square, 9, 3).adjusted(4, 4, -4, -4), 200) == 0
    assert hidden == QImage(str(export.render_png(GENTLE, tmp_path / "c.png", size_px=600)))


@pytest.mark.parametrize("n", range(4, 10))
def test_every_size_renders(tmp_path: Path, n: int) -> None:
    puzzle = Puzzle.empty(n).with_cell(0, black=True).with_cell(n * n - 1, clue=n)
    image = QImage(str(export.render_png(puzzle, tmp_path / f"{n}.png", size_px=400)))
    square = board_of(400, n)
    assert square.width() > 300
    assert centre(image, cell_rect(square, n, 0)).lightness() < 40
    assert centre(image, cell_rect(square, n, 1)).lightness() == 255
    assert dark_fraction(image, inner(cell_rect(square, n, n * n - 1))) > 0.05


def test_a_title_goes_above_the_board(tmp_path: Path) -> None:
    doc = Document(GENTLE, title="Gentle")
    image = QImage(str(export.render_png(doc, tmp_path / "d.png", size_px=600)))
    plain = QImage(str(export.render_png(GENTLE, tmp_path / "e.png", size_px=600)))
    margin = export._image_rect(600).top()
    band = QRectF(150, margin, 300, 600 * 0.065)  # the title's middle
    assert dark_fraction(image, band) > 0.05
    # the untitled board's top-left black cell is where the title band is now: white there
    corner = inner(cell_rect(board_of(600, 9), 9, 0), 0.5)
    corner.setBottom(margin + 558 * 0.075 - 4)  # the band is 7.5 % of the 558 px drawing area
    assert dark_fraction(plain, corner) == 1
    assert dark_fraction(image, corner) == 0
    # the board still fits, smaller, below the title
    assert dark_fraction(image, QRectF(0, 600 - margin - 30, 600, 20)) > 0.05


def test_png_output_is_deterministic(tmp_path: Path) -> None:
    a = export.render_png(GENTLE, tmp_path / "a.png", solution=GENTLE_SOLUTION, title="T")
    b = export.render_png(GENTLE, tmp_path / "b.png", solution=GENTLE_SOLUTION, title="T")
    assert a.read_bytes() == b.read_bytes()


# -- SVG -------------------------------------------------------------------------------------
def test_svg_is_valid_with_the_view_box_and_digits(tmp_path: Path) -> None:
    out = export.render_svg(GENTLE, tmp_path / "p.svg", size_px=700, solution=GENTLE_SOLUTION, title="Gentle")
    root = ET.parse(out).getroot()
    assert root.tag == SVG_NS + "svg"
    assert root.get("viewBox") == "0 0 700 700"
    assert root.get("width", "").endswith("mm")
    texts = [t.text for t in root.iter(SVG_NS + "text")]
    assert "Gentle" in texts
    digits = [t for t in texts if t and t.isdigit()]
    assert len(digits) == sum(1 for i in range(81) if not GENTLE.black[i] or GENTLE.clues[i])
    # browsers get a real font list ending in the CSS generic family
    families = {t.get("font-family") for t in root.iter(SVG_NS + "text")}
    assert families and all(f.endswith("sans-serif") for f in families)
    assert "Sans Serif" not in out.read_text(encoding="utf-8")
    # black cells are filled rectangles
    assert 'fill="#111111"' in out.read_text(encoding="utf-8")


def test_svg_renders_like_the_png(tmp_path: Path) -> None:
    from PySide6.QtGui import QPainter
    from PySide6.QtSvg import QSvgRenderer

    out = export.render_svg(GENTLE, tmp_path / "p.svg", size_px=600)
    renderer = QSvgRenderer(str(out))
    assert renderer.isValid()
    image = QImage(600, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    square = board_of(600, 9)
    assert centre(image, cell_rect(square, 9, 0)).lightness() < 40
    assert centre(image, cell_rect(square, 9, 2)).lightness() == 255


# -- PDF -------------------------------------------------------------------------------------
def test_pdf_is_a_deterministic_one_page_document(tmp_path: Path) -> None:
    a = export.render_pdf(GENTLE, tmp_path / "a.pdf", title="Gentle", solution=GENTLE_SOLUTION)
    b = export.render_pdf(GENTLE, tmp_path / "b.pdf", title="Gentle", solution=GENTLE_SOLUTION)
    data = a.read_bytes()
    assert data.startswith(b"%PDF")
    assert pdf_pages(a) == 1
    assert data == b.read_bytes()
    assert b"/FontFile2" in data  # vector text with an embedded font, not a picture


def _document_id(path: Path) -> bytes:
    found = re.search(rb'xmpMM:DocumentID="uuid:([0-9a-f-]+)"', path.read_bytes())
    assert found
    return found.group(1)


def test_pdf_document_id_tells_puzzles_apart_by_their_rules(tmp_path: Path) -> None:
    """The id comes from the whole puzzle: two killers with the same givens but other cages
    are two documents (the one-line form alone leaves the cages out)."""
    killer = load_documents(ROOT / "puzzles" / "sudoku-variants.txt")[0].puzzle
    assert killer.constraints
    fewer = dataclasses.replace(killer, constraints=killer.constraints[1:])
    a = export.render_pdf(killer, tmp_path / "a.pdf", title="K")
    b = export.render_pdf(fewer, tmp_path / "b.pdf", title="K")
    again = export.render_pdf(killer, tmp_path / "c.pdf", title="K")
    assert _document_id(a) != _document_id(b)
    assert _document_id(a) == _document_id(again)
    export.write_booklet([("K", killer, None)], tmp_path / "d.pdf", 1)
    export.write_booklet([("K", fewer, None)], tmp_path / "e.pdf", 1)
    assert _document_id(tmp_path / "d.pdf") != _document_id(tmp_path / "e.pdf")


def test_pdf_page_renders_with_the_board(tmp_path: Path) -> None:
    out = export.render_pdf(GENTLE, tmp_path / "p.pdf")
    (page,) = pdf_to_images(out, tmp_path, dpi=50)
    # A4 at 50 dpi
    assert abs(page.width() - 413) <= 2 and abs(page.height() - 585) <= 2
    dark = dark_fraction(page, QRectF(0, 0, page.width(), page.height()))
    assert 0.05 < dark < 0.5
    assert dark_fraction(page, QRectF(0, page.height() * 0.85, page.width(), page.height() * 0.14)) == 0


def test_letter_page(tmp_path: Path) -> None:
    out = export.render_pdf(GENTLE, tmp_path / "l.pdf", page_size="Letter")
    assert re.search(rb"/MediaBox \[0 0 612(\.0+)? 792(\.0+)?\]", out.read_bytes())
    with pytest.raises(ValueError, match="A4 or Letter"):
        export.render_pdf(GENTLE, tmp_path / "x.pdf", page_size="A3")


def test_export_file_picks_the_type_by_suffix(tmp_path: Path) -> None:
    assert export.export_file(GENTLE, tmp_path / "a.PNG").read_bytes().startswith(b"\x89PNG")
    assert b"<svg" in export.export_file(GENTLE, tmp_path / "a.svg").read_bytes()[:400]
    assert export.export_file(GENTLE, tmp_path / "a.pdf").read_bytes().startswith(b"%PDF")
    with pytest.raises(ValueError, match="use .png, .svg or .pdf"):
        export.export_file(GENTLE, tmp_path / "a.jpg")


# -- booklets --------------------------------------------------------------------------------
def library(count: int) -> list[tuple[str, Puzzle, None]]:
    docs = load_documents(ROOT / "puzzles" / "library-6x6.txt") + load_documents(ROOT / "puzzles" / "library-9x9.txt")
    return [(d.title, d.puzzle, None) for d in docs[:count]]


@pytest.mark.parametrize(
    ("count", "per_page", "pages"),
    [(10, 4, 3 + 2), (10, 6, 2 + 1), (3, 1, 3 + 1), (1, 2, 1 + 1), (7, 2, 4 + 2)],
)
def test_booklet_page_count(tmp_path: Path, count: int, per_page: int, pages: int) -> None:
    out = tmp_path / "b.pdf"
    assert export.write_booklet(library(count), out, per_page) == pages
    assert export.booklet_page_count(count, per_page) == pages
    assert out.read_bytes().startswith(b"%PDF")
    assert pdf_pages(out) == pages


def test_booklet_pages_show_puzzles_then_solutions(tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    items = library(4)
    out = tmp_path / "b.pdf"
    assert export.write_booklet(items, out, 4, title="Four") == 2

    def text(page: int) -> str:
        done = subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), str(out), "-"],
                              capture_output=True, text=True, check=True, timeout=60)
        return done.stdout

    front, back = text(1), text(2)
    assert "Four" in front and "Solutions" in back
    for k, (title, _p, _s) in enumerate(items, 1):
        assert f"{k}. {title}" in front and f"{k}. {title}" in back
    # the puzzle page holds the clues; the solution page a digit in every white cell too
    clues = sum(1 for _t, p, _s in items for v in p.clues if v)
    digits = sum(1 for _t, p, _s in items for i in range(p.cell_count) if p.clues[i] or not p.black[i])
    count = lambda t: sum(ch.isdigit() for ch in t)  # noqa: E731
    captions = sum(ch.isdigit() for title, _p, _s in items for ch in title) + 4  # titles, numbers
    assert count(front) == clues + captions + 1  # + page number
    assert count(back) == digits + captions + 1
    images = pdf_to_images(out, tmp_path, dpi=40)
    assert len(images) == 2 and all(0.03 < dark_fraction(p, QRectF(0, 0, p.width(), p.height())) < 0.5 for p in images)


def test_booklet_is_deterministic_and_marks_puzzles_without_solution(tmp_path: Path) -> None:
    items = library(2) + [("broken", UNSOLVABLE, None)]
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    assert export.write_booklet(items, a, 4) == 2
    export.write_booklet(items, b, 4)
    assert a.read_bytes() == b.read_bytes()
    if shutil.which("pdftotext"):
        done = subprocess.run(["pdftotext", "-f", "2", str(a), "-"], capture_output=True, text=True, timeout=60)
        assert "3. broken" in done.stdout and "no solution" in done.stdout


def test_a_booklet_smaller_than_a_page_is_set_in_the_middle(tmp_path: Path) -> None:
    """One puzzle at 4 a page fills the page as at 1 a page (it sat small in the top left
    quarter); its solution, alone on its page, sits in the middle of its row."""
    out = tmp_path / "one.pdf"
    assert export.write_booklet(library(1), out, 4) == 2
    front, back = pdf_to_images(out, tmp_path, dpi=30)
    w, h = front.width(), front.height()
    for page in (front, back):
        left = dark_fraction(page, QRectF(0, 0, w / 2, h))
        right = dark_fraction(page, QRectF(w / 2, 0, w / 2, h))
        assert left > 0.01 and abs(left - right) < 0.25 * left
    # the puzzle reaches into the page's lower half, as a whole-page board does
    assert dark_fraction(front, QRectF(0, h * 0.55, w, h * 0.2)) > 0.05
    # two puzzles at 6 a page: the 2-a-page layout, one above the other
    two = tmp_path / "two.pdf"
    export.write_booklet(library(2), two, 6)
    page = pdf_to_images(two, tmp_path, dpi=30)[0]
    left = dark_fraction(page, QRectF(0, 0, w / 2, h))
    assert abs(left - dark_fraction(page, QRectF(w / 2, 0, w / 2, h))) < 0.25 * left


def test_booklet_rejects_bad_arguments(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="per_page"):
        export.write_booklet(library(2), tmp_path / "b.pdf", 5)
    with pytest.raises(ValueError, match="at least one"):
        export.write_booklet([], tmp_path / "b.pdf", 4)


def test_image_size_is_limited(tmp_path: Path) -> None:
    """Sizes a QImage or QSize cannot take are refused up front (no overflow, no QPainter
    warnings); nothing is written."""
    for render in (export.render_png, export.render_svg):
        for size in (export.MIN_IMAGE_PX - 1, export.MAX_IMAGE_PX + 1, 100000, 99999999999):
            with pytest.raises(ValueError, match="size_px must be from 16 to 20000"):
                render(GENTLE, tmp_path / "big.img", size_px=size)
    assert list(tmp_path.iterdir()) == []
    assert export.render_png(GENTLE, tmp_path / "small.png", size_px=export.MIN_IMAGE_PX).is_file()


def test_a_null_image_is_an_oserror(tmp_path: Path, monkeypatch) -> None:
    """An image whose memory cannot be had is reported, not drawn on."""

    class NullImage(QImage):
        def __init__(self, *_args) -> None:
            super().__init__()

    monkeypatch.setattr(export, "QImage", NullImage)
    with pytest.raises(OSError, match="no memory for a 900 x 900 image"):
        export.render_png(GENTLE, tmp_path / "p.png")
    assert not (tmp_path / "p.png").exists()


def test_unwritable_path_raises_oserror(tmp_path: Path) -> None:
    missing = tmp_path / "no" / "such" / "dir"
    for name in ("p.png", "p.svg", "p.pdf"):
        with pytest.raises(OSError):
            export.export_file(GENTLE, missing / name)
    with pytest.raises(OSError):
        export.write_booklet(library(1), missing / "b.pdf", 4)


def test_write_errors_name_the_target_and_the_reason(tmp_path: Path) -> None:
    """Not the temporary file written first ('.p.png.kd3mm9o2.tmp')."""
    missing = tmp_path / "missing"
    for name in ("p.png", "p.svg", "p.pdf"):
        with pytest.raises(FileNotFoundError) as e:
            export.export_file(GENTLE, missing / name)
        assert e.value.filename == str(missing / name)
        assert export.error_reason(e.value) == "No such file or directory"
        assert ".tmp" not in str(e.value)
    target = tmp_path / "a-directory.png"
    target.mkdir()
    with pytest.raises(OSError) as e:
        export.render_png(GENTLE, target)
    assert e.value.filename == str(target) and ".tmp" not in str(e.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-directory.png"]  # no temporary file left
    assert export.error_reason(OSError("plain")) == "plain"


def test_written_files_are_synced_before_they_replace_the_old(tmp_path: Path, monkeypatch) -> None:
    import os

    synced: list[int] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    out = tmp_path / "p.png"
    out.write_bytes(b"old")
    export.render_png(GENTLE, out, size_px=200)
    assert synced and out.read_bytes().startswith(b"\x89PNG")


# -- the window's actions --------------------------------------------------------------------
@pytest.fixture
def window(qtbot):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    w.set_document(Document(GENTLE, title="Gentle", state=PlayState.new(GENTLE).with_entry(2, 9)))
    yield w
    w.shutdown()


@pytest.fixture
def no_dialogs(monkeypatch):
    """Every question of export_actions fails the test unless a test answers it."""

    def unexpected(*args, **kwargs):
        raise AssertionError("unexpected dialog")

    for name in ("ask_image_path", "ask_content", "ask_booklet_puzzles", "ask_booklet_sources",
                 "ask_booklet_per_page", "ask_booklet_title", "ask_booklet_path", "run_print_preview"):
        monkeypatch.setattr(export_actions, name, unexpected)


def test_install_adds_the_actions_to_the_file_menu_once(window, no_dialogs) -> None:
    actions = export_actions.install(window)
    assert export_actions.install(window) is actions
    assert window.export_actions is actions
    texts = [a.text() for a in actions.menu.actions()]
    for text in ("Export &Image…", "Export &Booklet…", "&Print…"):
        assert texts.count(text) == 1
    assert texts.index("&Print…") < texts.index("&Quit")
    assert actions.act_print.shortcut().toString() == "Ctrl+P"


def test_export_image_action_writes_the_chosen_file(window, no_dialogs, monkeypatch, tmp_path, dialogs) -> None:
    actions = export_actions.install(window)
    out = tmp_path / "board.png"
    asked = []
    monkeypatch.setattr(export_actions, "ask_image_path", lambda w: str(out))
    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: asked.append(has) or "entries")
    actions.act_export_image.trigger()
    assert asked == [True]
    image = QImage(str(out))
    assert image.size().toTuple() == (900, 900)
    assert "board.png" in window.status_text()
    assert dialogs.errors == []
    # with the solution, every open cell has a digit
    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "solution")
    out.unlink()
    assert actions.export_image()
    expected = export.render_png(GENTLE, tmp_path / "s.png", solution=GENTLE_SOLUTION, title="Gentle", detail="Solution")
    assert QImage(str(out)) == QImage(str(expected))


def test_export_image_action_other_types_and_cancel(window, no_dialogs, monkeypatch, tmp_path, dialogs) -> None:
    actions = export_actions.install(window)
    assert actions.export_image(str(tmp_path / "b.svg"), "puzzle")
    assert ET.parse(tmp_path / "b.svg").getroot().tag == SVG_NS + "svg"
    assert actions.export_image(str(tmp_path / "b.pdf"), "puzzle")
    assert (tmp_path / "b.pdf").read_bytes().startswith(b"%PDF")
    monkeypatch.setattr(export_actions, "ask_image_path", lambda w: None)
    assert not actions.export_image()
    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: None)
    assert not actions.export_image(str(tmp_path / "c.png"))
    assert not (tmp_path / "c.png").exists()
    assert dialogs.errors == []


def test_export_image_action_reports_problems(window, no_dialogs, tmp_path, dialogs) -> None:
    actions = export_actions.install(window)
    assert not actions.export_image(str(tmp_path / "b.gif"), "puzzle")
    assert "name the file .png, .svg or .pdf" in dialogs.errors[-1][1]
    target = tmp_path / "missing" / "b.png"
    assert not actions.export_image(str(target), "puzzle")
    assert dialogs.errors[-1] == ("Cannot export", f"Could not write “{target}”:\n\nNo such file or directory")
    window.set_document(Document(UNSOLVABLE))
    assert not actions.export_image(str(tmp_path / "u.png"), "solution")
    assert "no solution" in dialogs.errors[-1][1]
    assert not (tmp_path / "u.png").exists()


def test_print_preview_opens_and_paints(window, no_dialogs, monkeypatch, tmp_path, dialogs) -> None:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    actions = export_actions.install(window)
    out = tmp_path / "printed.pdf"
    seen = []

    def preview(dialog) -> int:
        assert isinstance(dialog, QPrintPreviewDialog)
        seen.append(dialog)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        dialog.paintRequested.emit(printer)
        return 1

    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "solution")
    monkeypatch.setattr(export_actions, "run_print_preview", preview)
    actions.act_print.trigger()
    assert len(seen) == 1 and actions.preview is seen[0]
    assert out.read_bytes().startswith(b"%PDF")
    assert pdf_pages(out) == 1
    assert "printer" in window.status_text()
    assert dialogs.errors == []
    (page,) = pdf_to_images(out, tmp_path, dpi=40)
    assert 0.05 < dark_fraction(page, QRectF(0, 0, page.width(), page.height())) < 0.5
    # the page keeps a margin of about 15 mm (24 px at 40 dpi) on the left
    assert dark_fraction(page, QRectF(0, 0, 18, page.height())) == 0


def test_print_preview_paints_its_own_preview(window, no_dialogs, monkeypatch, qtbot) -> None:
    """The real dialog, shown without exec(): its preview widget asks for a paint."""
    actions = export_actions.install(window)
    painted = []
    original = actions.paint_print

    def spy(printer) -> None:
        painted.append(printer)
        original(printer)

    def preview(dialog) -> int:
        dialog.paintRequested.disconnect(actions.paint_print)
        dialog.paintRequested.connect(spy)
        dialog.show()
        qtbot.waitUntil(lambda: bool(painted), timeout=5000)
        dialog.close()
        return 0

    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "puzzle")
    monkeypatch.setattr(export_actions, "run_print_preview", preview)
    assert actions.print_puzzle() is False
    assert painted


def test_export_booklet_action(window, no_dialogs, monkeypatch, tmp_path, dialogs) -> None:
    actions = export_actions.install(window)
    src = tmp_path / "few.txt"
    src.write_text("\n\n".join(f"; title: P{k}\n{to_line(p)}" for k, (_, p, _s) in enumerate(library(5), 1)) + "\n",
                   encoding="utf-8")
    native = tmp_path / "one.str8ts"
    save_document(native, Document(GENTLE, title="Gentle"))
    out = tmp_path / "booklet.pdf"
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: "files")
    monkeypatch.setattr(export_actions, "ask_booklet_sources", lambda w: [str(src), str(native)])
    monkeypatch.setattr(export_actions, "ask_booklet_per_page", lambda w: 6)
    monkeypatch.setattr(export_actions, "ask_booklet_title", lambda w: "")
    names = []
    monkeypatch.setattr(export_actions, "ask_booklet_path", lambda w, name: names.append(name) or str(out))
    actions.act_export_booklet.trigger()
    assert names == ["puzzles-booklet.pdf"]
    assert pdf_pages(out) == 1 + 1
    assert "6 puzzles on 2 pages" in window.status_text()
    assert dialogs.errors == []


def test_export_booklet_action_cancel_and_bad_file(window, no_dialogs, monkeypatch, tmp_path, dialogs) -> None:
    actions = export_actions.install(window)
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: None)
    assert not actions.export_booklet()
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: "files")
    monkeypatch.setattr(export_actions, "ask_booklet_sources", lambda w: [])
    assert not actions.export_booklet()
    bad = tmp_path / "bad.txt"
    bad.write_text("hello\n", encoding="utf-8")
    assert not actions.export_booklet([str(bad)], str(tmp_path / "b.pdf"), 4)
    assert dialogs.errors and "bad.txt" in dialogs.errors[-1][1]
    good = tmp_path / "good.txt"
    good.write_text(WIKI + "\n", encoding="utf-8")
    monkeypatch.setattr(export_actions, "ask_booklet_per_page", lambda w: None)
    assert not actions.export_booklet([str(good)])
    assert not (tmp_path / "b.pdf").exists()


def test_export_booklet_action_names_the_target_when_it_cannot_write(window, no_dialogs, tmp_path, dialogs) -> None:
    actions = export_actions.install(window)
    src = tmp_path / "one.txt"
    src.write_text(WIKI + "\n", encoding="utf-8")
    target = tmp_path / "missing" / "b.pdf"
    assert not actions.export_booklet([str(src)], str(target), 4)
    assert dialogs.errors[-1] == ("Cannot export", f"Could not write “{target}”:\n\nNo such file or directory")


def test_an_export_shortcut_another_action_of_the_window_has_is_left_to_it(qtbot) -> None:
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMainWindow

    host = QMainWindow()
    qtbot.addWidget(host)
    mine = QAction("Mine", host)
    mine.setShortcut(QKeySequence("Ctrl+Shift+E"))
    host.addAction(mine)
    actions = export_actions.install(host)
    assert actions.act_export_image.shortcut().isEmpty()  # Ctrl+Shift+E stays the window's own
    assert "Ctrl+Shift+E" not in actions.act_export_image.toolTip()
    assert actions.act_export_booklet.shortcut() == QKeySequence("Ctrl+Shift+B")
    assert actions.act_print.shortcut() == QKeySequence(QKeySequence.StandardKey.Print)


def test_export_booklet_action_says_which_puzzle_has_no_solution(window, no_dialogs, tmp_path, dialogs) -> None:
    """As the command line warns: the booklet is written ("no solution" on its solutions page)
    and the status bar names the puzzle without one."""
    actions = export_actions.install(window)
    src = tmp_path / "two.txt"
    src.write_text(f"; title: Good\n{WIKI}\n\n; title: Broken\n11..............\n", encoding="utf-8")
    out = tmp_path / "two.pdf"
    assert actions.export_booklet([str(src)], str(out), 4)
    assert out.exists()
    assert "Wrote 2 puzzles on 2 pages to two.pdf; puzzle 2 (Broken) has no solution" in window.status_text()
    assert dialogs.errors == []


def test_export_booklet_action_says_which_puzzle_has_several_solutions(window, no_dialogs, tmp_path, dialogs) -> None:
    """As the command line warns: a puzzle with several solutions gets one of them on the
    solutions page, and the status bar names it (a setter printing a booklet learns it there)."""
    actions = export_actions.install(window)
    src = tmp_path / "three.txt"
    empty = "." * 16  # a 4 x 4 Sudoku with no givens: many solutions
    src.write_text(f"; title: Good\n{WIKI}\n\n; title: Open\n{empty}\n\n; title: Broken\n11..............\n", encoding="utf-8")
    assert actions.export_booklet([str(src)], str(tmp_path / "three.pdf"), 4)
    said = window.status_text()
    assert "puzzle 3 (Broken) has no solution (the solutions page says so)" in said
    assert "puzzle 2 (Open) has several solutions (the solutions page shows one)" in said
    assert "puzzle 1" not in said
    assert dialogs.errors == []


def test_a_booklet_solves_each_puzzle_once(window, no_dialogs, tmp_path, monkeypatch) -> None:
    """The window and the command line look for each solution once, before the booklet is
    written; the booklet takes their answer, "none" included, instead of solving again."""
    from str8ts_gui.cli.main import main

    src = tmp_path / "two.txt"
    src.write_text(f"; title: Good\n{WIKI}\n\n; title: Broken\n11..............\n", encoding="utf-8")
    calls: list[Puzzle] = []
    real = export.page_solution
    monkeypatch.setattr(export, "page_solution", lambda p: calls.append(p) or real(p))
    monkeypatch.setattr(export, "find_solution", lambda p: calls.append(p) or real(p)[0])
    assert export_actions.install(window).export_booklet([str(src)], str(tmp_path / "a.pdf"), 4)
    assert len(calls) == 2
    solves: list[Puzzle] = []
    monkeypatch.setattr(export, "find_solution", lambda p: solves.append(p) or real(p)[0])
    assert main(["render", str(src), "--booklet", "--out", str(tmp_path / "b.pdf")]) == 1
    assert solves == []  # the command line solved both itself
    if shutil.which("pdftotext"):
        for name in ("a.pdf", "b.pdf"):
            done = subprocess.run(["pdftotext", "-f", "2", str(tmp_path / name), "-"], capture_output=True, text=True, timeout=60)
            assert "2. Broken" in done.stdout and "no solution" in done.stdout
