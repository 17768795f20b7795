"""Export Booklet asks for the title heading the booklet's first page, as ``str8ts render
--booklet --title TEXT`` gives it (the window had no way to give a booklet a title). Left empty
the booklet is the one it was; given, it is the booklet the command line writes with that title.

PDFs are read with ``pdftotext`` where it is installed.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from str8ts_gui.cli import main as cli_main
from str8ts_gui.core.document import Document
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.gui.files import export_actions

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
QUESTIONS = ("ask_image_path", "ask_content", "ask_booklet_puzzles", "ask_booklet_sources",
             "ask_booklet_per_page", "ask_booklet_title", "ask_booklet_path", "run_print_preview")


@pytest.fixture
def window(qtbot, monkeypatch, dialogs):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)

    def unexpected(*args, **kwargs):
        raise AssertionError("unexpected dialog")

    for name in QUESTIONS:
        monkeypatch.setattr(export_actions, name, unexpected)
    yield w
    w.shutdown()


def first_page(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext is not installed")
    done = subprocess.run([tool, "-layout", "-f", "1", "-l", "1", str(path), "-"], capture_output=True, text=True,
                          check=True, timeout=60)
    return " ".join(done.stdout.split())


def answer_files(monkeypatch, src: Path, out: Path, title: str | None, asked: list[str]) -> None:
    """Answer Export Booklet's questions: the puzzles of ``src``, 4 a page, ``title``, ``out``."""
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: "files")
    monkeypatch.setattr(export_actions, "ask_booklet_sources", lambda w: [str(src)])
    monkeypatch.setattr(export_actions, "ask_booklet_per_page", lambda w: 4)
    monkeypatch.setattr(export_actions, "ask_booklet_title", lambda w: asked.append("title") or title)
    monkeypatch.setattr(export_actions, "ask_booklet_path", lambda w, name: asked.append("path") or str(out))


def source(tmp_path: Path) -> Path:
    src = tmp_path / "week.txt"
    src.write_text(f"; title: Gentle 3\n; author: Ann\n{WIKI}\n\n{WIKI}\n", encoding="utf-8")
    return src


def test_export_booklet_asks_for_a_title_and_heads_the_first_page_with_it(window, monkeypatch, tmp_path) -> None:
    src, out = source(tmp_path), tmp_path / "titled.pdf"
    asked: list[str] = []
    answer_files(monkeypatch, src, out, "Week 5 Puzzles", asked)
    export_actions.install(window).act_export_booklet.trigger()
    assert asked == ["title", "path"]  # (the title is asked before the file)
    assert first_page(out).startswith("Week 5 Puzzles 1. Gentle 3")
    # the booklet str8ts render --booklet --title writes of the same file: the same PDF
    cli = tmp_path / "cli.pdf"
    code = cli_main.main(["render", str(src), "--booklet", "--title", "Week 5 Puzzles", "--out", str(cli)],
                         io.StringIO(), io.StringIO())
    assert code == 0
    assert cli.read_bytes() == out.read_bytes()


def test_an_empty_title_leaves_the_booklet_as_it_was(window, monkeypatch, tmp_path) -> None:
    src, out = source(tmp_path), tmp_path / "plain.pdf"
    answer_files(monkeypatch, src, out, "", [])
    export_actions.install(window).act_export_booklet.trigger()
    assert first_page(out).startswith("1. Gentle 3")
    before = tmp_path / "before.pdf"
    assert export_actions.install(window).export_booklet([str(src)], str(before), 4)  # (no question)
    assert before.read_bytes() == out.read_bytes()


def test_cancelling_the_title_question_writes_nothing(window, monkeypatch, tmp_path) -> None:
    src, out = source(tmp_path), tmp_path / "none.pdf"
    asked: list[str] = []
    answer_files(monkeypatch, src, out, None, asked)
    assert not export_actions.install(window).export_booklet()
    assert asked == ["title"] and not out.exists()


def test_a_booklet_of_the_board_is_asked_for_a_title_too(window, monkeypatch, tmp_path) -> None:
    out = tmp_path / "board.pdf"
    window.set_document(Document(parse_line(WIKI), title="Gentle 3"))
    monkeypatch.setattr(export_actions, "ask_booklet_puzzles", lambda w: "board")
    monkeypatch.setattr(export_actions, "ask_booklet_title", lambda w: "For Ann")
    monkeypatch.setattr(export_actions, "ask_booklet_path", lambda w, name: str(out))
    assert export_actions.install(window).export_booklet()
    assert first_page(out).startswith("For Ann 1. Gentle 3")


def test_the_title_question(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QApplication, QInputDialog

    monkeypatch.undo()  # the real question
    seen = []

    def answer(text: str | None) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QInputDialog)
        seen.append((box.windowTitle(), box.labelText()))
        if text is None:
            box.reject()
        else:
            box.setTextValue(text)
            box.accept()

    for text, expected in (("  Week 5  ", "Week 5"), ("", ""), (None, None)):
        QTimer.singleShot(0, lambda text=text: answer(text))
        assert export_actions.ask_booklet_title(window) == expected
    assert seen[0] == ("Export Booklet", "Title on the first page (empty for none):")
