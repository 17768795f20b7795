"""File > Open of a picture (a screenshot or photo of a puzzle, an exported PNG) says it is a
picture and names the command that reads one, as the command line does; it said 'not UTF-8
text (byte 0x89 at offset 0)'. The puzzle on the board stays."""

from __future__ import annotations

from str8ts_gui.core.files import picture_name


def test_open_a_png_names_import_picture(window, dialogs, tmp_path) -> None:
    before = window.controller.session.puzzle
    shot = tmp_path / "board.png"
    assert window.board.grab().save(str(shot), "PNG")
    assert not window.files.load_path(shot)
    (title, text) = dialogs.errors.pop()
    assert title == "Cannot open file"
    assert "a PNG picture, not a puzzle file" in text and "File > Import Picture… (Ctrl+Shift+I)" in text
    assert "UTF-8" not in text
    assert window.controller.session.puzzle == before


def test_a_pdf_and_a_text_with_bad_bytes_keep_their_own_words(window, dialogs, tmp_path) -> None:
    pdf = tmp_path / "book.pdf"
    pdf.write_bytes(b"%PDF-1.4\n\xe2\xe3\xcf\xd3\n")
    assert not window.files.load_path(pdf)
    text = dialogs.errors.pop()[1]
    assert "a PDF document, not a puzzle file" in text and "Import Picture" not in text
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"#1..\n\x89..\n")
    assert not window.files.load_path(bad)
    assert "not UTF-8 text (byte 0x89" in dialogs.errors.pop()[1]


def test_picture_name_reads_the_first_bytes() -> None:
    assert picture_name(b"\x89PNG\r\n\x1a\n\0\0") == "a PNG picture"
    assert picture_name(b"RIFF\0\0\0\0WEBPVP8 ") == "a WebP picture"
    assert picture_name(b"\xff\xd8\xff\xe0") == "a JPEG picture"
    assert picture_name(b"#1..\na...") is None
