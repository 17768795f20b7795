"""``str8ts render``: pictures and booklets from the command line, and their exit codes."""

from __future__ import annotations

import argparse
import io
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from str8ts_gui.cli import main as cli_main
from str8ts_gui.cli.main import Inputs, Item
from str8ts_gui.cli.render_command import RENDER_COMMANDS, add_arguments, cmd_render, numbered_path
from str8ts_gui.core.document import Document, load_documents, save_document
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import PlayState

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"
WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
UNSOLVABLE = "55" + "." * 23  # two 5s in a row of a 5x5
EMPTY4 = "." * 16  # many solutions


@pytest.fixture(autouse=True)
def _app(qapp):
    """Render needs Qt: make it a QApplication so later widget tests in this process still work."""
    return qapp


def parser() -> argparse.ArgumentParser:
    """The render subcommand's parser as cli/main.py builds it (sources, then our options)."""
    p = argparse.ArgumentParser(prog="str8ts render")
    p.add_argument("sources", nargs="+", metavar="SRC")
    add_arguments("render", p)
    return p


def run(*argv: str) -> tuple[int, str, str]:
    args = parser().parse_args(list(argv))
    out, err = io.StringIO(), io.StringIO()
    inputs = Inputs(args.sources, err)
    code = cmd_render(args, inputs, out)
    if inputs.failed:
        code = 2
    return code, out.getvalue(), err.getvalue()


def pixel_dark(path: Path, index: int, n: int = 9, size_px: int = 900) -> float:
    """Share of dark pixels in the middle of cell ``index`` of an untitled PNG."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage

    from str8ts_gui.gui.files import export
    from str8ts_gui.gui.board.render import board_square, cell_rect

    image = QImage(str(path))
    assert (image.width(), image.height()) == (size_px, size_px)
    r = cell_rect(board_square(export._image_rect(size_px), n), n, index)
    r = QRectF(r).adjusted(r.width() * 0.2, r.height() * 0.2, -r.width() * 0.2, -r.height() * 0.2)
    dark = total = 0
    for y in range(int(r.top()), int(r.bottom())):
        for x in range(int(r.left()), int(r.right())):
            total += 1
            dark += QColor(image.pixel(x, y)).lightness() < 200
    return dark / total


def test_command_table() -> None:
    func, help_text = RENDER_COMMANDS["render"]
    assert func is cmd_render and "PNG" in help_text
    add_arguments("solve", argparse.ArgumentParser())  # other commands: nothing to add


def test_png_svg_pdf_by_suffix(tmp_path: Path) -> None:
    for name in ("p.png", "p.svg", "p.pdf"):
        code, out, err = run(WIKI, "--out", str(tmp_path / name))
        assert (code, err) == (0, "")
        assert out == f"{tmp_path / name}\n"
    assert (tmp_path / "p.png").read_bytes().startswith(b"\x89PNG")
    root = ET.parse(tmp_path / "p.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 900 900"
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")


def test_solution_draws_digits_in_the_empty_cells(tmp_path: Path) -> None:
    plain, solved = tmp_path / "plain.png", tmp_path / "solved.png"
    assert run(WIKI, "--out", str(plain))[0] == 0
    assert run(WIKI, "--out", str(solved), "--solution")[0] == 0
    puzzle = parse_line(WIKI)
    empty = [i for i in range(81) if not puzzle.black[i] and not puzzle.clues[i]]
    assert all(pixel_dark(plain, i) == 0 for i in empty[:10])
    assert all(pixel_dark(solved, i) > 0.03 for i in empty)


def test_size_option(tmp_path: Path) -> None:
    out = tmp_path / "small.png"
    assert run(WIKI, "--out", str(out), "--size", "300")[0] == 0
    assert pixel_dark(out, 0, size_px=300) > 0.9  # r1c1 is black
    code, _out, err = run(WIKI, "--out", str(out), "--size", "20")
    assert code == 2 and "--size" in err


@pytest.mark.parametrize("size", ["99", "20001", "100000", "99999999999", "0"])
@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_size_out_of_range_is_a_usage_error(tmp_path: Path, size: str, suffix: str) -> None:
    """No OverflowError traceback, no flood of QPainter warnings: exit 2 and one line."""
    out = tmp_path / f"x{suffix}"
    code, text, err = run(WIKI, "--out", str(out), "--size", size)
    assert (code, text) == (2, "")
    assert err == f"str8ts render: --size must be from 100 to 20000 pixels, not {size}\n"
    assert list(tmp_path.iterdir()) == []


def test_an_option_the_file_type_has_no_use_for_is_said_to_be_ignored(tmp_path: Path) -> None:
    """--size with a PDF (a page, the board filling it) and --page-size with a PNG or SVG were
    dropped silently: stderr now says so, and the file is written all the same."""
    size_note = "str8ts render: --size is ignored for a PDF: the board fills the page (--page-size A4 or Letter)\n"
    page_note = "str8ts render: --page-size is ignored for a PNG or SVG picture: its size is --size\n"
    pdf, png, svg, book = (tmp_path / name for name in ("p.pdf", "p.png", "p.svg", "b.pdf"))
    assert run(WIKI, "--out", str(pdf), "--size", "300") == (0, f"{pdf}\n", size_note)
    assert pdf.read_bytes().startswith(b"%PDF")
    assert run(WIKI, "--out", str(pdf), "--size", "300", "--page-size", "Letter") == (0, f"{pdf}\n", size_note)
    code, text, err = run(WIKI, WIKI, "--booklet", "--out", str(book), "--size", "300")
    assert (code, err) == (0, size_note) and text.startswith(f"{book}: 2 puzzles")
    for picture in (png, svg):
        assert run(WIKI, "--out", str(picture), "--page-size", "letter") == (0, f"{picture}\n", page_note)
        assert run(WIKI, "--out", str(picture), "--size", "300") == (0, f"{picture}\n", "")
    assert pixel_dark(png, 0, size_px=300) > 0.9
    # without the option, or with the one that fits, no note
    assert run(WIKI, "--out", str(pdf)) == (0, f"{pdf}\n", "")
    assert run(WIKI, "--out", str(pdf), "--page-size", "A4") == (0, f"{pdf}\n", "")
    assert run(WIKI, "--out", str(png)) == (0, f"{png}\n", "")
    # an out-of-range --size is still a usage error, whatever the file
    assert run(WIKI, "--out", str(tmp_path / "x.pdf"), "--size", "20")[0] == 2


def test_size_limits_fit_the_painter() -> None:
    from str8ts_gui.cli import render_command
    from str8ts_gui.gui.files import export

    assert export.MIN_IMAGE_PX <= render_command.MIN_SIZE_PX < render_command.MAX_SIZE_PX <= export.MAX_IMAGE_PX


def test_several_puzzles_get_numbered_files_with_titles(tmp_path: Path) -> None:
    out = tmp_path / "wiki.png"
    code, text, err = run(str(WIKIPEDIA), "--out", str(out))
    assert (code, err) == (0, "")
    files = [out, tmp_path / "wiki-2.png", tmp_path / "wiki-3.png"]
    assert text.split() == [str(f) for f in files]
    assert all(f.is_file() for f in files)
    assert numbered_path("a/b.svg", 1) == Path("a/b.svg") and numbered_path("a/b.svg", 12) == Path("a/b-12.svg")
    # the file's titles are drawn: a titled board is smaller, so r1c1's middle moves
    untitled = tmp_path / "untitled.png"
    run(str(WIKIPEDIA), "--out", str(untitled), "--title", "")
    assert out.read_bytes() != untitled.read_bytes()


def test_entries_of_a_saved_game(tmp_path: Path) -> None:
    puzzle = parse_line(WIKI)
    state = PlayState.new(puzzle).with_entry(2, 9).with_marks(3, 0b110)
    saved = tmp_path / "game.str8ts"
    save_document(saved, Document(puzzle, state=state))
    bare, played = tmp_path / "bare.png", tmp_path / "played.png"
    assert run(str(saved), "--out", str(bare), "--title", "")[0] == 0
    assert run(str(saved), "--out", str(played), "--entries", "--title", "")[0] == 0
    assert pixel_dark(bare, 2) == 0 and pixel_dark(played, 2) > 0.03


def test_bad_suffix_is_a_usage_error(tmp_path: Path) -> None:
    # (checked by the command, not by argparse: a booklet's --out takes .pdf only, and says so)
    code, _out, err = run(WIKI, "--out", str(tmp_path / "p.jpg"))
    assert code == 2 and "use .png, .svg or .pdf" in err
    # called directly with a namespace argparse did not check
    args = argparse.Namespace(sources=[WIKI], out=str(tmp_path / "p"), solution=False, booklet=False, per_page=None)
    err = io.StringIO()
    assert cmd_render(args, Inputs([WIKI], err), io.StringIO()) == 2
    assert "no suffix" in err.getvalue()
    assert list(tmp_path.iterdir()) == []


def test_unsolvable_with_solution_exits_1_naming_source_and_line(tmp_path: Path) -> None:
    src = tmp_path / "two.txt"
    src.write_text(f"{WIKI}\n\n{UNSOLVABLE}\n", encoding="utf-8")
    out = tmp_path / "s.png"
    code, text, err = run(str(src), "--out", str(out), "--solution")
    assert code == 1
    assert f"{src}: line 3: the puzzle has no solution" in err
    assert out.is_file() and not (tmp_path / "s-2.png").exists()
    assert text == f"{out}\n"
    # without --solution the puzzle is drawn
    assert run(UNSOLVABLE, "--out", str(tmp_path / "u.png"))[0] == 0


def test_several_solutions_warn_and_draw_one(tmp_path: Path) -> None:
    code, _out, err = run(EMPTY4, "--out", str(tmp_path / "e.png"), "--solution", "--size", "400")
    assert code == 0 and "several solutions" in err
    assert pixel_dark(tmp_path / "e.png", 0, n=4, size_px=400) > 0.03


def test_booklet(tmp_path: Path) -> None:
    out = tmp_path / "book.pdf"
    lib = ROOT / "puzzles" / "library-6x6.txt"
    code, text, err = run(str(lib), str(WIKIPEDIA), "--out", str(out), "--booklet", "--per-page", "6", "--title", "Mix")
    assert (code, err) == (0, "")
    n = 25 + 3
    pages = -(-n // 6) + -(-n // 12)
    assert text == f"{out}: {n} puzzles, {pages} pages\n"
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data)) == pages


def test_booklet_usage_errors(tmp_path: Path) -> None:
    code, _out, err = run(WIKI, "--out", str(tmp_path / "b.png"), "--booklet")
    assert code == 2 and "--out must end in .pdf" in err
    code, _out, err = run(WIKI, "--out", str(tmp_path / "b.png"), "--per-page", "4")
    assert code == 2 and "--per-page only applies to --booklet" in err
    with pytest.raises(SystemExit):
        parser().parse_args([WIKI, "--out", "b.pdf", "--booklet", "--per-page", "5"])
    assert list(tmp_path.iterdir()) == []


def test_booklet_with_an_unsolvable_puzzle_is_written_like_the_guis(tmp_path: Path) -> None:
    """As the GUI's Export Booklet: the puzzle is in the booklet, its solution says "no
    solution"; the command warns (source and line) and exits 1."""
    import shutil
    import subprocess

    from str8ts_gui.gui.files import export

    src = tmp_path / "two.txt"
    src.write_text(f"{WIKI}\n\n{UNSOLVABLE}\n", encoding="utf-8")
    out = tmp_path / "b.pdf"
    code, text, err = run(str(src), "--out", str(out), "--booklet", "--title", "")
    assert code == 1
    assert err == f"str8ts render: {src}: line 3: the puzzle has no solution (its place on the solutions page says so)\n"
    assert text == f"{out}: 2 puzzles, 2 pages\n"
    # the same booklet the GUI writes for these puzzles
    gui = tmp_path / "gui.pdf"
    # (as export_actions.export_booklet captions a file's puzzles)
    docs = load_documents(src)
    export.write_booklet([(export.caption_of(d.puzzle, d.title, d.grade, d.author), d.puzzle, None) for d in docs], gui, 4)
    assert out.read_bytes() == gui.read_bytes()
    if shutil.which("pdftotext"):
        done = subprocess.run(
            ["pdftotext", "-f", "2", str(out), "-"], capture_output=True, text=True, timeout=60, check=True
        )
        assert "no solution" in done.stdout
    # bad input still writes nothing
    code, _text, err = run(WIKI, "hello", "--out", str(tmp_path / "c.pdf"), "--booklet")
    assert code == 2 and "booklet not written" in err and not (tmp_path / "c.pdf").exists()


def test_bad_input_and_unwritable_output(tmp_path: Path) -> None:
    code, _out, err = run("hello", "--out", str(tmp_path / "b.png"))
    assert code == 2 and "hello: no such file (and not a puzzle string: " in err
    code, _out, err = run("hello#", "--out", str(tmp_path / "b.png"))
    assert code == 2 and "argument 1" in err
    target = tmp_path / "missing" / "b.png"
    code, _out, err = run(WIKI, "--out", str(target))
    assert code == 2
    assert err == f"str8ts render: cannot write {target}: No such file or directory\n"  # not the .tmp file
    target = tmp_path / "missing" / "b.pdf"
    code, _out, err = run(WIKI, "--out", str(target), "--booklet")
    assert code == 2
    assert err == f"str8ts render: cannot write {target}: No such file or directory\n"


def test_direct_call_with_items(tmp_path: Path) -> None:
    """cmd_render only needs an iterable of Items (and reads ``err`` when it has one)."""
    puzzle = parse_line(WIKI)
    items = [Item("mine", 7, Document(puzzle))]
    args = argparse.Namespace(out=str(tmp_path / "d.svg"), solution=True, booklet=False, per_page=None)
    out = io.StringIO()
    assert cmd_render(args, items, out) == 0
    assert (tmp_path / "d.svg").is_file()
    bad = [Item("theirs", 4, Document(parse_line(UNSOLVABLE)))]
    old, sys.stderr = sys.stderr, io.StringIO()
    try:
        assert cmd_render(args, bad, io.StringIO()) == 1
        assert "theirs: line 4: the puzzle has no solution" in sys.stderr.getvalue()
    finally:
        sys.stderr = old


def test_through_the_str8ts_command(tmp_path: Path) -> None:
    assert cli_main.COMMANDS["render"] == RENDER_COMMANDS["render"]
    out, err = io.StringIO(), io.StringIO()
    assert cli_main.main(["render", WIKI, "--out", str(tmp_path / "m.png"), "--solution"], out=out, err=err) == 0
    assert (tmp_path / "m.png").is_file()
    err = io.StringIO()
    argv = ["render", UNSOLVABLE, "--out", str(tmp_path / "u.png"), "--solution"]
    assert cli_main.main(argv, out=io.StringIO(), err=err) == 1
    assert "argument 1: line 1" in err.getvalue()
    err = io.StringIO()  # (the command checks --out's suffix: it knows whether --booklet is given)
    assert cli_main.main(["render", WIKI, "--out", str(tmp_path / "m.gif")], out=io.StringIO(), err=err) == 2
    assert "use .png, .svg or .pdf" in err.getvalue()


def test_entries_and_marks_of_a_packed_string_on_stdin_are_drawn(tmp_path, monkeypatch) -> None:
    import io
    import sys

    from str8ts_gui.cli.main import main
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.kinds.str8ts.formats import parse_line, to_packed
    from str8ts_gui.gui.files.export import ensure_app

    ensure_app()
    puzzle = parse_line("1..." + "." * 12)
    state = PlayState.new(puzzle).with_marks(2, (1 << 3) | (1 << 4))
    text = to_packed(puzzle, state) + "\n"
    outs = {}
    for flag in ([], ["--entries"]):
        out = tmp_path / f"p{len(flag)}.png"
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
        assert main(["render", "-", "--out", str(out), *flag], out=io.StringIO(), err=io.StringIO()) == 0
        outs[len(flag)] = out.read_bytes()
    assert outs[0] != outs[1]  # the pencil marks were drawn only with --entries


def test_size_is_the_longer_side_of_a_board_that_is_not_square(tmp_path: Path) -> None:
    """cli.md said --size sets a PNG's or SVG's width and height: a Suguru of 12 x 8 gets a
    picture of its own shape (5c3c3d6), --size its longer side."""
    text = " ".join((ROOT / "docs" / "cli.md").read_text(encoding="utf-8").split())
    assert "gets a picture of its own shape, PX its longer side: 900 x 624" in text
    rows = [",".join(chr(ord("a") + (r // 2) * 6 + c // 2) for c in range(12)) for r in range(8)]
    source = tmp_path / "wide.txt"
    source.write_text("\n".join(rows) + "\n", encoding="utf-8")
    from PySide6.QtGui import QImage

    for size, want in ((None, (900, 624)), ("600", (600, 416))):
        out = tmp_path / f"wide-{size}.png"
        code, _out, err = run(str(source), "--out", str(out), *(("--size", size) if size else ()))
        assert (code, err) == (0, "")
        image = QImage(str(out))
        assert (image.width(), image.height()) == want
