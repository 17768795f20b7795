"""Export Booklet > Puzzle Files… given a picture or a PDF (the dialog's "All files (*)": the
booklet made a moment ago, a PNG that Export Image wrote) says what File > Open says of it: a
PNG picture or a PDF document, not a puzzle file, and for a picture how to read one. It said
"line 5: cannot read file: not UTF-8 text (byte 0xfe at offset 34) (column 9)"."""

from __future__ import annotations

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui.files import export, export_actions


def test_a_picture_or_pdf_given_as_a_booklet_source_is_named_as_one(window, dialogs, tmp_path) -> None:
    puzzle = Puzzle.empty(4, kind="sudoku")
    png = export.render_png(puzzle, tmp_path / "board.png", size_px=100)
    pdf = tmp_path / "old-booklet.pdf"
    export.write_booklet([("", puzzle, None)], pdf, 1)
    actions = export_actions.install(window)
    for source in (png, pdf):
        assert not actions.export_booklet([str(source)], str(tmp_path / "new.pdf"), per_page=4)
    assert not (tmp_path / "new.pdf").exists()
    assert [title for title, _text in dialogs.errors] == ["Cannot open file"] * 2
    png_text, pdf_text = (text for _title, text in dialogs.errors)
    assert png_text == (
        "Could not open “board.png”:\n\na PNG picture, not a puzzle file: read a puzzle from a picture"
        " with File > Import Picture… (Ctrl+Shift+I)"
    )
    assert pdf_text == "Could not open “old-booklet.pdf”:\n\na PDF document, not a puzzle file"
    assert "UTF-8" not in png_text + pdf_text
