"""``str8ts render --booklet`` and ``str8ts scan`` as a setter printing booklets and a user
scanning pictures meet them (a fresh-eyes review)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from str8ts_gui.cli import main as cli_main

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


@pytest.fixture(autouse=True)
def _app(qapp):
    """Render needs Qt: a QApplication, so later widget tests in this process still work."""
    return qapp


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        code = cli_main.main(list(argv), out, err)
    except SystemExit as e:  # (argparse's own errors)
        code = e.code
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", ["book2", "book2.jpg", "book2.png"])
def test_a_booklet_out_that_is_no_pdf_says_a_booklet_is_a_pdf(tmp_path: Path, capsys, name: str) -> None:
    """``--booklet --out book2`` was refused with 'use .png, .svg or .pdf', advice a booklet
    cannot take: the message says a booklet is a PDF and names the file it could be."""
    code, _out, err = run("render", WIKI, "--booklet", "--out", str(tmp_path / name))
    err += capsys.readouterr().err
    assert code == 2
    assert "--booklet writes a PDF" in err and ".png, .svg" not in err
    assert "book2.pdf" in err
    assert list(tmp_path.iterdir()) == []
    # the same whichever comes first
    code, _out, err2 = run("render", WIKI, "--out", str(tmp_path / name), "--booklet")
    err2 += capsys.readouterr().err
    assert code == 2 and "--booklet writes a PDF" in err2 and ".png, .svg" not in err2


def test_a_picture_out_without_a_suffix_still_names_the_three_types(tmp_path: Path, capsys) -> None:
    code, _out, err = run("render", WIKI, "--out", str(tmp_path / "pic"))
    err += capsys.readouterr().err
    assert code == 2 and "no suffix" in err and "use .png, .svg or .pdf" in err
    assert list(tmp_path.iterdir()) == []


def test_a_booklet_captions_its_puzzles_as_the_windows_export_booklet(tmp_path: Path, monkeypatch) -> None:
    """The window's Export Booklet captions each puzzle with :func:`export.caption_of` (title, or
    untitled its kind and size; under it the kind a title does not name, the grade, the author):
    the command's booklet had only '1. title' (untitled 'Puzzle 1', its solution '1')."""
    from str8ts_gui.gui.files import export

    painted = []
    paint = export._paint_slot

    def spy(painter, rect, slot, caption_px, detail_room=False):
        painted.append((slot.caption, slot.detail, detail_room))
        return paint(painter, rect, slot, caption_px, detail_room)

    monkeypatch.setattr(export, "_paint_slot", spy)
    src = tmp_path / "mine.txt"
    src.write_text(f"; title: Week 3\n; author: Ann\n; grade: Tough\n{WIKI}\n", encoding="utf-8")
    code, out, err = run("render", str(src), WIKI, "--booklet", "--out", str(tmp_path / "b.pdf"))
    assert (code, err) == (0, "")
    assert painted == [
        ("1. Week 3", "Str8ts 9 x 9 · Tough · by Ann", True),
        ("2. Str8ts 9 x 9", "", True),
        ("1. Week 3", "", False),  # (the solutions: their headings)
        ("2. Str8ts 9 x 9", "", False),
    ]
    # the window's booklet of the same puzzles, as export_actions builds it
    from str8ts_gui.core.document import load_documents

    painted.clear()
    docs = load_documents(str(src))
    entries = [(export.caption_of(d.puzzle, d.title, d.grade, d.author), d.puzzle, None) for d in docs]
    entries.append((export.caption_of(docs[0].puzzle), docs[0].puzzle, None))
    export.write_booklet(entries, tmp_path / "w.pdf", 4)
    assert painted == [
        ("1. Week 3", "Str8ts 9 x 9 · Tough · by Ann", True),
        ("2. Str8ts 9 x 9", "", True),
        ("1. Week 3", "", False),
        ("2. Str8ts 9 x 9", "", False),
    ]


def _render_png(tmp_path: Path, puzzle: str, name: str) -> Path:
    path = tmp_path / name
    code, _out, err = run("render", puzzle, "--out", str(path), "--title", "")
    assert (code, err) == (0, "")
    return path


def test_scan_reads_back_a_rendered_str8ts(tmp_path: Path) -> None:
    """(a guard for the tests below: render's picture reads back as the puzzle drawn)"""
    png = _render_png(tmp_path, WIKI, "w.png")
    code, out, err = run("scan", str(png))
    assert (code, out, err) == (0, WIKI + "\n", "")


@pytest.mark.parametrize("cut, expected", [(5000, "PNG"), (100, "PNG")])
def test_scan_of_a_picture_cut_short_says_so_without_the_decoders_noise(tmp_path: Path, capfd, cut, expected) -> None:
    """A PNG cut short (a download that stopped) was 'not a picture that can be read', after
    OpenCV's own '[ WARN:0@0.187] global grfmt_png.cpp:793 ... PNG input buffer is incomplete'."""
    png = _render_png(tmp_path, WIKI, "w.png")
    short = tmp_path / "short.png"
    short.write_bytes(png.read_bytes()[:cut])
    capfd.readouterr()
    code, out, err = run("scan", str(short))
    assert (code, out) == (2, "")
    assert err == f"str8ts scan: {short}: the {expected} file is damaged or cut short: it cannot be read as a picture\n"
    assert capfd.readouterr().err == ""  # (nothing from the decoder on the process's stderr)


def test_scan_of_a_picture_of_another_type_cut_short(tmp_path: Path, capfd) -> None:
    import cv2

    png = _render_png(tmp_path, WIKI, "w.png")
    image = cv2.imread(str(png))
    for suffix, name in ((".tiff", "TIFF"), (".bmp", "BMP")):
        ok, data = cv2.imencode(suffix, image)
        assert ok
        short = tmp_path / f"short{suffix}"
        short.write_bytes(data.tobytes()[:3000])
        capfd.readouterr()
        code, _out, err = run("scan", str(short))
        assert code == 2
        assert err == f"str8ts scan: {short}: the {name} file is damaged or cut short: it cannot be read as a picture\n"
        assert capfd.readouterr().err == ""


@pytest.mark.parametrize("suffix, what", [(".pdf", "a PDF document"), (".svg", "an SVG drawing")])
def test_scan_of_renders_pdf_or_svg_says_what_it_is(tmp_path: Path, suffix: str, what: str) -> None:
    """``str8ts render --out X.pdf`` (or .svg) then ``str8ts scan X.pdf``: was 'not a picture that
    can be read (PNG, ...)' as for a text file; now it says it is a PDF (an SVG) and what to do."""
    drawn = _render_png(tmp_path, WIKI, "w" + suffix)
    code, out, err = run("scan", str(drawn))
    assert (code, out) == (2, "")
    assert err == (
        f"str8ts scan: {drawn}: {what}, not a picture: the reader takes PNG, JPEG, BMP, WebP or TIFF "
        "(save it as one, or take a screenshot)\n"
    )


def test_scan_of_a_str8ts_cut_off_does_not_speak_of_a_suguru(tmp_path: Path) -> None:
    """A screenshot that cuts off the top of a Str8ts (no --kind): the grid found is 9 x 8 cells
    with black cells; the message was 'the grid has 20 black cells: a Str8ts, not a Suguru', of a
    kind no one asked for. It now says what was found and why it is no Str8ts."""
    import cv2

    png = _render_png(tmp_path, WIKI, "w.png")
    image = cv2.imread(str(png))
    h = image.shape[0]
    cut = tmp_path / "cut.png"
    cv2.imwrite(str(cut), image[h // 10 :, :])
    code, out, err = run("scan", str(cut))
    assert (code, out) == (2, "")
    assert "Suguru" not in err
    # (since the reader tells a grid cut off by the picture's edge: it says so, and what is in view)
    assert err.startswith(f"str8ts scan: {cut}: the grid is cut off: its top edge is outside the picture")
    assert "9 x 8 cells are in view" in err
    # asked for a Suguru, the same: the grid is cut off, whatever kind it is
    code, _out, err = run("scan", str(cut), "--kind", "suguru")
    assert code == 2 and "the grid is cut off" in err


def test_booklet_says_solution_and_entries_are_ignored(tmp_path: Path) -> None:
    """A booklet always has its solutions at the end and prints the givens only: --solution and
    --entries were dropped without a word, where --size says it is ignored for a PDF."""
    out = tmp_path / "b.pdf"
    code, text, err = run("render", WIKI, "--booklet", "--out", str(out), "--solution", "--entries")
    assert code == 0 and text == f"{out}: 1 puzzle, 2 pages\n"
    assert err == (
        "str8ts render: --solution is ignored with --booklet: a booklet's solutions are on its last pages\n"
        "str8ts render: --entries is ignored with --booklet: a booklet prints the puzzles to solve\n"
    )


def test_scan_of_a_web_address_says_how_to_read_it() -> None:
    """``str8ts scan https://...`` said only 'cannot read file: No such file'; the reference
    shows the way: ``curl -s URL | str8ts scan -``."""
    code, out, err = run("scan", "https://example.com/puzzle.png")
    assert (code, out) == (2, "")
    assert err == (
        "str8ts scan: https://example.com/puzzle.png: cannot read file: No such file "
        "(a web address: scan reads a file; fetch it and pipe it in: curl -s URL | str8ts scan -)\n"
    )


def test_scan_turns_a_jpeg_as_its_exif_orientation_says(tmp_path: Path) -> None:
    """A phone's photo is often stored on its side with an EXIF orientation tag that every viewer
    follows; the reader decoded it as stored (sideways) and misread every digit."""
    import struct

    import cv2
    import numpy as np

    png = _render_png(tmp_path, WIKI, "w.png")
    stored = np.rot90(cv2.imread(str(png)), 1).copy()  # on its side; orientation 6 turns it back
    ok, data = cv2.imencode(".jpg", stored, [cv2.IMWRITE_JPEG_QUALITY, 90])
    assert ok
    tiff = b"MM\x00*" + struct.pack(">IH", 8, 1) + struct.pack(">HHIHH", 0x0112, 3, 1, 6, 0) + struct.pack(">I", 0)
    app1 = b"Exif\x00\x00" + tiff
    photo = tmp_path / "photo.jpg"
    data = data.tobytes()
    photo.write_bytes(data[:2] + b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + data[2:])
    code, out, err = run("scan", str(photo))
    assert (code, out, err) == (0, WIKI + "\n", "")
