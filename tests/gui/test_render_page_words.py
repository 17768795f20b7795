"""``str8ts render``'s PDF is the page the window's Print gives: the caption (the title, untitled
the kind and size; in smaller type under it the kind a title does not name, the file's grade and
the author) and the rules under the board. It had the title only. The words are built in one
place without Qt (:mod:`str8ts_gui.kinds.captions`); a PNG or SVG keeps the title only, as the
window's Export Image draws it, and the window's print is as it was.

PDFs are read with ``pdftotext`` where it is installed.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QImage

from str8ts_gui.cli import main as cli_main
from str8ts_gui.core.document import load_documents
from str8ts_gui.gui.files import export, export_actions

from gui_helpers import painted_pages, print_to_pdf

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
KILLER = ('{"kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 9, "puzzle": "' + "." * 81
          + '", "constraints": [{"rule": "killer", "cells": [0, 1], "total": 3}]}')


def render(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli_main.main(["render", *argv], out, err)
    return code, out.getvalue(), err.getvalue()


def pdf_words(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext is not installed")
    done = subprocess.run([tool, "-layout", str(path), "-"], capture_output=True, text=True, check=True, timeout=60)
    return " ".join(done.stdout.split())


@pytest.fixture
def window(qtbot, dialogs):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    yield w
    w.shutdown()


def source(tmp_path: Path) -> Path:
    src = tmp_path / "week.txt"
    src.write_text(f"; title: Week 3\n; author: Ann\n; grade: Tough\n{WIKI}\n", encoding="utf-8")
    return src


def test_a_rendered_pdf_has_the_caption_and_rules_the_window_prints(window, monkeypatch, tmp_path) -> None:
    src = source(tmp_path)
    window.set_document(load_documents(src)[0])
    calls = painted_pages(monkeypatch)
    print_to_pdf(window, monkeypatch, tmp_path / "print.pdf")
    printed = {k: calls[-1][k] for k in ("title", "detail", "rules")}
    assert printed["detail"] == "Str8ts 9 x 9 · Tough · by Ann" and printed["rules"]
    out = tmp_path / "r.pdf"
    assert render(str(src), "--out", str(out)) == (0, f"{out}\n", "")
    assert {k: calls[-1][k] for k in ("title", "detail", "rules")} == printed
    text = pdf_words(out)
    assert text.startswith("Week 3 Str8ts 9 x 9 · Tough · by Ann")
    assert "Str8ts: Fill every white cell with a digit from 1 to 9" in text


def test_an_untitled_pdf_is_headed_with_its_kind_and_size_and_states_the_variant_rules(monkeypatch, tmp_path) -> None:
    calls = painted_pages(monkeypatch)
    out = tmp_path / "k.pdf"
    assert render(KILLER, "--out", str(out))[0] == 0
    assert calls[-1]["title"] == "Sudoku 9 x 9 with killer cages" and calls[-1]["detail"] == ""
    assert [line.split(":")[0] for line in calls[-1]["rules"]] == ["Sudoku", "Killer cage"]
    text = pdf_words(out)
    assert text.startswith("Sudoku 9 x 9 with killer cages")
    # --title is the heading, and the smaller line says the kind it does not name
    assert render(WIKI, "--out", str(out), "--title", "For Ann")[0] == 0
    assert (calls[-1]["title"], calls[-1]["detail"]) == ("For Ann", "Str8ts 9 x 9")


def test_a_picture_keeps_the_title_only(tmp_path) -> None:
    src = source(tmp_path)
    out = tmp_path / "r.png"
    assert render(str(src), "--out", str(out)) == (0, f"{out}\n", "")
    assert QImage(str(out)) == QImage(str(export.render_png(load_documents(src)[0].puzzle, tmp_path / "b.png",
                                                              title="Week 3")))


def test_the_words_are_built_without_qt() -> None:
    probe = (
        "import sys\n"
        "from str8ts_gui.core.document import loads_document\n"
        "from str8ts_gui.kinds.captions import printed_page\n"
        f"doc = loads_document({KILLER!r})\n"
        "caption, rules = printed_page(doc.puzzle, 'Cage 1', 'Hard', 'Ann', solution=True)\n"
        "print(caption.heading, '|', caption.detail, '|', rules[1][:12])\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'str8ts_gui.gui'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.splitlines() == [
        "Cage 1 | Solution · Sudoku 9 x 9 with killer cages · Hard · by Ann | Killer cage:",
        "[]",
    ]


def test_export_image_to_a_pdf_writes_the_page_render_writes(window, monkeypatch, tmp_path) -> None:
    # File > Export Image… with a .pdf name drew the board and the title only, while str8ts
    # render's PDF (and the window's Print) is the whole printed page
    src = source(tmp_path)
    window.set_document(load_documents(src)[0])
    calls = painted_pages(monkeypatch)
    exported = tmp_path / "exported.pdf"
    assert window.export_actions.export_image(str(exported), "puzzle")
    words = {k: calls[-1][k] for k in ("title", "detail", "rules")}
    assert words["detail"] == "Str8ts 9 x 9 · Tough · by Ann" and words["rules"]
    rendered = tmp_path / "rendered.pdf"
    # (on the paper of the locale, A4 or Letter: see the test below)
    paper = export_actions.page_size()
    assert render(str(src), "--out", str(rendered), "--page-size", paper) == (0, f"{rendered}\n", "")
    assert {k: calls[-1][k] for k in ("title", "detail", "rules")} == words
    assert exported.read_bytes() == rendered.read_bytes()
    # a picture keeps the title only
    assert window.export_actions.export_image(str(tmp_path / "exported.png"), "puzzle")
    assert QImage(str(tmp_path / "exported.png")) == QImage(
        str(export.render_png(load_documents(src)[0].puzzle, tmp_path / "b.png", title="Week 3"))
    )


@pytest.fixture
def locale():
    """Sets the default locale for a test (``locale(language, territory)``), the old one back after."""
    before = QLocale()
    yield lambda language, territory: QLocale.setDefault(QLocale(language, territory))
    QLocale.setDefault(before)


@pytest.mark.parametrize(
    ("territory", "media_box"),
    [(QLocale.Country.UnitedStates, rb"612(\.0+)? 792(\.0+)?"), (QLocale.Country.UnitedKingdom, rb"595(\.\d+)? 841\.\d+|595(\.\d+)? 842(\.0+)?")],
)
def test_the_windows_pdfs_are_on_the_paper_of_the_locale(window, locale, tmp_path, territory, media_box) -> None:
    # Export Image and Export Booklet wrote A4 whatever the locale: an American's printer wants
    # Letter (str8ts render keeps its --page-size, default A4)
    import re

    locale(QLocale.Language.English, territory)
    window.set_document(load_documents(source(tmp_path))[0])
    exported, booklet = tmp_path / "exported.pdf", tmp_path / "booklet.pdf"
    assert window.export_actions.export_image(str(exported), "puzzle")
    assert window.export_actions.export_booklet([str(source(tmp_path))], str(booklet), 4, "")
    for pdf in (exported, booklet):
        assert re.search(rb"/MediaBox \[0 0 (" + media_box + rb")\]", pdf.read_bytes()), pdf
