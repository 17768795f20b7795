"""What a printed page and a booklet say about each puzzle: its title (untitled: its kind and
size), the grade when it is known and the author (a setter's review found an untitled puzzle
printed as a bare grid, and in a booklet as "Puzzle 1", its solution as "1"). Export Image and
``str8ts render`` draw as before. A booklet can be made of the puzzle on the board.

PDFs are read with ``pdftotext`` and ``pdftoppm`` where they are installed.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QImage

from str8ts_gui.core.document import Document, save_document
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui.files import export, export_actions
from str8ts_gui.kinds.str8ts.formats import parse_line, to_line

from gui_helpers import print_to_pdf

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
GENTLE = parse_line(WIKI)
PDFTOTEXT = shutil.which("pdftotext")
PDFTOPPM = shutil.which("pdftoppm")


def pdf_text(path: Path, first: int | None = None, last: int | None = None) -> str:
    if PDFTOTEXT is None:
        pytest.skip("pdftotext is not installed")
    pages = (["-f", str(first)] if first else []) + (["-l", str(last)] if last else [])
    done = subprocess.run([PDFTOTEXT, "-layout", *pages, str(path), "-"], capture_output=True, text=True,
                          check=True, timeout=60)
    return done.stdout


def pdf_image(path: Path, tmp_path: Path, page: int = 1, dpi: int = 40) -> QImage:
    if PDFTOPPM is None:
        pytest.skip("pdftoppm is not installed")
    prefix = tmp_path / f"{path.stem}-p{page}"
    subprocess.run([PDFTOPPM, "-r", str(dpi), "-png", "-f", str(page), "-l", str(page), "-singlefile",
                    str(path), str(prefix)], check=True, timeout=60)
    return QImage(str(prefix) + ".png")


# -- the caption -------------------------------------------------------------------------------
def test_an_untitled_puzzle_is_captioned_with_its_kind_and_size() -> None:
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    killer = Puzzle.empty(9, kind="sudoku").replace(constraints=(KillerCage((0, 1), 3),))
    assert export.caption_of(killer) == export.Caption("Sudoku 9 x 9 with killer cages", "")
    assert export.caption_of(GENTLE, grade="Tough", author="Ann") == export.Caption("Str8ts 9 x 9", "Tough · by Ann")


def test_a_title_is_kept_and_what_it_leaves_out_goes_under_it() -> None:
    assert export.caption_of(GENTLE, "Gentle 3", "Tough", "Ann") == export.Caption(
        "Gentle 3", "Str8ts 9 x 9 · Tough · by Ann"
    )
    # what the title says already is not said again
    assert export.caption_of(GENTLE, "Str8ts 9x9 Tough 3", "tough") == export.Caption("Str8ts 9x9 Tough 3", "")
    assert export.caption_of(GENTLE, " Gentle ", " ", " ") == export.Caption("Gentle", "Str8ts 9 x 9")
    # a word inside another word is not the word
    assert export.caption_of(GENTLE, "Toughest", "Tough").detail == "Str8ts 9 x 9 · Tough"


# -- the window ----------------------------------------------------------------------------------
@pytest.fixture
def window(qtbot, monkeypatch):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)

    def unexpected(*args, **kwargs):
        raise AssertionError("unexpected dialog")

    for name in ("ask_image_path", "ask_content", "ask_booklet_puzzles", "ask_booklet_sources",
                 "ask_booklet_per_page", "ask_booklet_title", "ask_booklet_path", "run_print_preview"):
        monkeypatch.setattr(export_actions, name, unexpected)
    yield w
    w.shutdown()


def known_grade(window) -> str:
    """Let the window grade the board (as it does by itself in the background) and return the grade."""
    window.check_now()
    grade = window.grader.last
    assert grade is not None and grade.puzzle == window.controller.session.puzzle and grade.grade
    return grade.grade


def words(text: str) -> str:
    return " ".join(text.split())


def test_print_of_an_untitled_puzzle_names_its_kind_size_grade_and_author(window, monkeypatch, tmp_path) -> None:
    window.set_document(Document(GENTLE, author="Ann Setter"))
    grade = known_grade(window)
    text = words(pdf_text(print_to_pdf(window, monkeypatch, tmp_path / "p.pdf")))
    assert text.startswith(f"Str8ts 9 x 9 {grade} · by Ann Setter")  # it was the bare grid
    assert window.windowTitle()  # (the window is untouched)


def test_print_of_a_titled_puzzle_keeps_its_title_and_adds_the_rest(window, monkeypatch, tmp_path) -> None:
    window.set_document(Document(GENTLE, title="Gentle 3"))
    grade = known_grade(window)
    text = words(pdf_text(print_to_pdf(window, monkeypatch, tmp_path / "p.pdf", "solution")))
    assert text.startswith(f"Gentle 3 Solution · Str8ts 9 x 9 · {grade}")  # (a solution says so)
    assert export_actions.install(window).printer.docName() == "Gentle 3"  # as before


def test_printing_never_waits_for_a_grade(window, monkeypatch, tmp_path) -> None:
    """No grade known yet (or one of another puzzle): the page has none, and none is worked out."""
    from str8ts_gui.gui import worker
    from str8ts_gui.solver import analysis

    window.set_document(Document(GENTLE))
    monkeypatch.setattr(window.grader, "last", None)
    for module in (analysis, worker):
        monkeypatch.setattr(module, "grade_puzzle", lambda *a, **k: pytest.fail("graded while printing"))
    text = words(pdf_text(print_to_pdf(window, monkeypatch, tmp_path / "p.pdf")))
    assert text.startswith("Str8ts 9 x 9 ")
    for name in kind_of(GENTLE).grades:
        assert name not in text


def test_print_shows_the_files_own_grade_without_grading(window, monkeypatch, tmp_path) -> None:
    """A published puzzle's own grade ("Tough", as its file says) is the one printed, with no
    grading; an edited puzzle no longer has it."""
    from str8ts_gui.gui import worker
    from str8ts_gui.solver import analysis

    window.set_document(Document(GENTLE, grade="Tough"))
    monkeypatch.setattr(window.grader, "last", None)
    for module in (analysis, worker):
        monkeypatch.setattr(module, "grade_puzzle", lambda *a, **k: pytest.fail("graded while printing"))
    text = words(pdf_text(print_to_pdf(window, monkeypatch, tmp_path / "p.pdf")))
    assert text.startswith("Str8ts 9 x 9 Tough")


# -- Export Image is left as it was ---------------------------------------------------------------
def test_export_image_still_draws_the_title_only(window, tmp_path) -> None:
    """A picture is often pasted into a page of its own: no grade or author line appears on it,
    and it stays the picture ``str8ts render`` draws; a PDF is the page ``str8ts render`` and
    Print draw (caption, then the rules under the board: tests/gui/test_render_page_words.py)."""
    window.set_document(Document(GENTLE, author="Ann Setter"))
    known_grade(window)
    actions = export_actions.install(window)
    assert actions.export_image(str(tmp_path / "a.png"), "puzzle")
    assert QImage(str(tmp_path / "a.png")) == QImage(str(export.render_png(GENTLE, tmp_path / "b.png", title="")))
    window.set_document(Document(GENTLE, title="Gentle", author="Ann Setter"))
    known_grade(window)
    assert actions.export_image(str(tmp_path / "c.pdf"), "puzzle")
    text = words(pdf_text(tmp_path / "c.pdf"))
    assert text.startswith("Gentle Str8ts 9 x 9 · ") and "by Ann Setter 5 3" in text  # caption, clues


# -- booklets --------------------------------------------------------------------------------------
def test_a_booklet_captions_untitled_puzzles_and_names_their_solutions(window, tmp_path) -> None:
    src = tmp_path / "two.str8ts"
    save_document(src, Document(GENTLE, grade="Tough", author="Ann"))
    other = tmp_path / "titled.txt"
    other.write_text(f"; title: Gentle 3\n{WIKI}\n", encoding="utf-8")
    out = tmp_path / "b.pdf"
    assert export_actions.install(window).export_booklet([str(src), str(other)], str(out), 4)
    front, back = words(pdf_text(out, 1, 1)), words(pdf_text(out, 2, 2))
    assert "1. Str8ts 9 x 9" in front and "Tough · by Ann" in front and "Puzzle 1" not in front
    assert "2. Gentle 3" in front and "Str8ts 9 x 9" in front.split("2. Gentle 3")[1]
    assert "1. Str8ts 9 x 9" in back and "2. Gentle 3" in back  # it was "1"
    assert "Tough" not in back  # the solutions name their puzzles, no more


def test_write_booklet_with_plain_titles_is_as_it_was(tmp_path) -> None:
    """``str8ts render --booklet`` passes plain titles: its booklets do not change."""
    out = tmp_path / "b.pdf"
    export.write_booklet([("", GENTLE, None), ("Gentle", GENTLE, None)], out, 4)
    front, back = words(pdf_text(out, 1, 1)), words(pdf_text(out, 2, 2))
    assert "Puzzle 1" in front and "2. Gentle" in front and "Str8ts 9 x 9" not in front
    assert back.startswith("Solutions 1 2. Gentle")


def test_boards_of_a_booklet_page_have_one_size_whether_or_not_they_have_a_detail_line(tmp_path) -> None:
    out = tmp_path / "b.pdf"
    export.write_booklet([(export.Caption("A", "Tough · by Ann"), GENTLE, None), (export.Caption("B"), GENTLE, None)],
                         out, 4)
    page = pdf_image(out, tmp_path, dpi=50)
    w, h = page.width(), page.height()

    def board_top(x0: int, x1: int) -> int:  # the first row dark across a third of the half
        return next(y for y in range(h) if sum(
            QColor(page.pixel(x, y)).lightness() < 128 for x in range(x0, x1)) > (x1 - x0) / 3)

    assert board_top(0, w // 2) == board_top(w // 2, w)


def test_a_booklet_of_the_puzzle_on_the_board(window, monkeypatch, tmp_path) -> None:
    """Without saving: the board's puzzle (not the player's entries) and its solution, the
    caption the print has; no per-page question (one puzzle fills its page anyway)."""
    state = PlayState.new(GENTLE).with_entry(2, 9)
    window.set_document(Document(GENTLE, author="Ann", state=state))
    grade = known_grade(window)
    out = tmp_path / "board-booklet.pdf"
    names: list[str] = []
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: "board")
    monkeypatch.setattr(export_actions, "ask_booklet_title", lambda w: "")
    monkeypatch.setattr(export_actions, "ask_booklet_path", lambda w, name: names.append(name) or str(out))
    export_actions.install(window).act_export_booklet.trigger()
    assert names == [f"{export_actions._stem(window)}-booklet.pdf"]
    assert "Wrote 1 puzzle on 2 pages to board-booklet.pdf" in window.status_text()
    front, back = words(pdf_text(out, 1, 1)), words(pdf_text(out, 2, 2))
    assert front.startswith(f"1. Str8ts 9 x 9 {grade} · by Ann 5 3")  # the clues; the entry 9 is not drawn
    assert back.startswith("Solutions 1. Str8ts 9 x 9")
    # with files, in the order given
    lib = tmp_path / "one.txt"
    lib.write_text(f"; title: Other\n{to_line(GENTLE)}\n", encoding="utf-8")
    assert export_actions.install(window).export_booklet([export_actions.BOARD_SOURCE, str(lib)], str(out), 2)
    assert "1. Str8ts 9 x 9" in pdf_text(out, 1, 1) and "2. Other" in pdf_text(out, 1, 1)


def test_the_booklet_question_offers_the_board_and_files(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    monkeypatch.undo()  # the real question
    answers = []

    def click(label: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        labels = [b.text().replace("&", "") for b in box.buttons()]
        answers.append(labels)
        next(b for b in box.buttons() if b.text().replace("&", "") == label).click()

    for label, expected in (("The Puzzle on the Board", "board"), ("Puzzle Files…", "files"), ("Cancel", None)):
        QTimer.singleShot(0, lambda label=label: click(label))
        assert export_actions.ask_booklet_puzzles(window) == expected
    assert {"The Puzzle on the Board", "Puzzle Files…", "Cancel"} <= set(answers[0])


def test_cancelling_the_booklet_question_asks_nothing_more(window, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: None)
    assert not export_actions.install(window).export_booklet()
    assert list(tmp_path.iterdir()) == []



# -- the rules under a printed board --------------------------------------------------------------
def test_a_printed_page_states_the_rules_under_the_board(window, monkeypatch, tmp_path) -> None:
    """A newspaper's page says the rules beside the puzzle: the kind's in a sentence, and each
    variant rule's from Help (a setter's review found the printed page a bare grid)."""
    window.set_document(Document(GENTLE, title="Gentle 3"))
    text = words(pdf_text(print_to_pdf(window, monkeypatch, tmp_path / "p.pdf")))
    assert "Str8ts: Fill every white cell with a digit from 1 to 9" in text
    assert "is a straight: consecutive digits in any order." in text
    assert text.index("Gentle 3") < text.index("Str8ts: Fill")  # the title above, the rules below

    from str8ts_gui.core.document import load_documents
    from str8ts_gui.gui.help import variant_sections

    killer = next(d for d in load_documents(Path(__file__).resolve().parents[2] / "puzzles" / "sudoku-variants.txt")
                  if any(c.rule == "killer" for c in d.puzzle.constraints))
    window.set_document(killer)
    text = words(pdf_text(print_to_pdf(window, monkeypatch, tmp_path / "k.pdf")))
    assert "Sudoku: Fill every empty cell with a digit from 1 to 9 so that every row, column and box holds each digit once." in text
    first = words(variant_sections()["Killer cage"].split("\n\n")[0])
    assert f"Killer cage: {first}" in text


def test_the_rules_go_below_the_board_and_only_where_the_page_has_room() -> None:
    """Drawn under the board, never over it; a square page (an image) has no room for them."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    def page(width: int, height: int, rules, foot: int = 0) -> tuple[QImage, QRectF]:
        """The page drawn in ``width`` x ``height`` on an image ``foot`` pixels taller."""
        image = QImage(width, height + foot, QImage.Format.Format_RGB32)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        square = export.paint_page(painter, QRectF(0, 0, width, height), GENTLE, title="T", rules=rules)
        painter.end()
        return image, square

    rules = ["Str8ts: " + "every word of the rules " * 12, "Second: more words " * 5]
    plain, square = page(600, 900, ())
    with_rules, same = page(600, 900, rules)
    assert same == square  # the board stays where it was
    below = int(square.bottom()) + 4

    def inked_rows(image: QImage, top: int, bottom: int) -> int:
        return sum(1 for y in range(top, bottom) if any(image.pixelColor(x, y).lightness() < 128 for x in range(0, 600, 2)))

    assert inked_rows(plain, below, 900) == 0
    assert inked_rows(with_rules, below, 900) > 20  # a few lines of text
    for y in range(int(square.top()) + 2, int(square.bottom()) - 2, 7):  # the board untouched
        for x in range(int(square.left()) + 2, int(square.right()) - 2, 7):
            assert with_rules.pixel(x, y) == plain.pixel(x, y)
    square_page, _ = page(600, 600, rules)
    assert square_page == page(600, 600, ())[0]
    # far more than the room below: smaller type, then what does not fit is left out, never
    # drawn over the page's foot
    crowded, _ = page(600, 760, rules * 10, foot=40)
    assert inked_rows(crowded, 700, 760) > 20 and inked_rows(crowded, 761, 800) == 0
