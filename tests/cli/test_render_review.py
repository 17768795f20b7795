"""``str8ts render`` as a setter making a booklet meets it (a review with fresh eyes)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from str8ts_gui.cli.main import Inputs
from str8ts_gui.cli.render_command import add_arguments, cmd_render

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
EMPTY4 = "." * 16  # many solutions


@pytest.fixture(autouse=True)
def _app(qapp):
    """Render needs Qt: a QApplication, so later widget tests in this process still work."""
    return qapp


def run(*argv: str) -> tuple[int, str, str]:
    import argparse

    p = argparse.ArgumentParser(prog="str8ts render")
    p.add_argument("sources", nargs="+", metavar="SRC")
    add_arguments("render", p)
    args = p.parse_args(list(argv))
    out, err = io.StringIO(), io.StringIO()
    inputs = Inputs(args.sources, err)
    code = cmd_render(args, inputs, out)
    return (2 if inputs.failed else code), out.getvalue(), err.getvalue()


def test_a_booklet_says_which_puzzle_has_several_solutions(tmp_path: Path) -> None:
    """As ``--solution`` warns for a picture: a booklet's solutions page shows one of several
    solutions without a word; stderr says so (source and line), the booklet is written, exit 0."""
    src = tmp_path / "two.txt"
    src.write_text(f"{WIKI}\n\n{EMPTY4}\n", encoding="utf-8")
    out = tmp_path / "b.pdf"
    code, text, err = run(str(src), "--out", str(out), "--booklet")
    assert (code, text) == (0, f"{out}: 2 puzzles, 2 pages\n")
    assert err == (f"str8ts render: {src}: line 3: the puzzle has several solutions; "
                   "its solutions page shows one of them\n")
    assert out.read_bytes().startswith(b"%PDF")
    code, text, err = run(WIKI, "--out", str(tmp_path / "c.pdf"), "--booklet")
    assert (code, err) == (0, "")
