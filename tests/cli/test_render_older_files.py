"""``str8ts render`` numbers its files FILE, FILE-2, FILE-3...: a run of fewer puzzles than an
earlier one into the same FILE left the earlier run's FILE-k in place, silently, to be taken for
this run's (as did the number of a puzzle without a solution, which ``--solution`` leaves out).
They are the user's files and stay; stderr now names them. Standard output, the list of the files
written, is as it was.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from str8ts_gui.cli import main as cli_main

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
NONE = "55" + "." * 23  # two 5s in a row of a 5 x 5: no solution


@pytest.fixture(autouse=True)
def _app(qapp):
    """Render needs Qt: a QApplication, so later widget tests in this process still work."""
    return qapp


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli_main.main(["render", *argv], out, err)
    return code, out.getvalue(), err.getvalue()


def test_files_of_an_earlier_bigger_run_are_named_and_kept(tmp_path: Path) -> None:
    out = tmp_path / "m.png"
    first = [out, tmp_path / "m-2.png", tmp_path / "m-3.png"]
    assert run(WIKI, WIKI, WIKI, "--out", str(out)) == (0, "".join(f"{p}\n" for p in first), "")
    old = first[1].read_bytes()
    code, text, err = run(WIKI, "--out", str(out))
    assert (code, text) == (0, f"{out}\n")  # (the list of the files written, as it was)
    assert err == (f"str8ts render: {first[1]} and {first[2]} are older files, not written by this run "
                   "(which wrote 1 file); left as they were\n")
    assert first[1].read_bytes() == old and first[2].exists()  # never deleted


def test_the_number_of_a_puzzle_without_a_solution_is_named_too(tmp_path: Path) -> None:
    out = tmp_path / "m.png"
    assert run(WIKI, WIKI, "--out", str(out))[0] == 0
    code, text, err = run(WIKI, NONE, "--solution", "--out", str(out))
    assert (code, text) == (1, f"{out}\n")
    assert err.splitlines()[-1] == (f"str8ts render: {tmp_path / 'm-2.png'} is an older file, not written by this "
                                    "run (which wrote 1 file); left as it was")


def test_a_run_that_writes_every_number_says_nothing_more(tmp_path: Path) -> None:
    out = tmp_path / "m.pdf"
    assert run(WIKI, WIKI, "--out", str(out))[0] == 0
    assert run(WIKI, WIKI, "--out", str(out)) == (0, f"{out}\n{tmp_path / 'm-2.pdf'}\n", "")
    (tmp_path / "m-4.pdf").write_bytes(b"mine")  # not of the numbering's run on: m-3 is missing
    assert run(WIKI, WIKI, "--out", str(out))[2] == ""


def test_many_older_files_are_said_short(tmp_path: Path) -> None:
    from str8ts_gui.cli.render_command import older_files

    out = tmp_path / "m.svg"
    for k in range(2, 9):
        (tmp_path / f"m-{k}.svg").write_text("old", encoding="utf-8")
    assert older_files(out, 1) == [tmp_path / f"m-{k}.svg" for k in range(2, 9)]
    err = run(WIKI, "--out", str(out))[2]
    assert err == (f"str8ts render: {tmp_path / 'm-2.svg'}, {tmp_path / 'm-3.svg'}, {tmp_path / 'm-4.svg'}, ..., "
                   f"{tmp_path / 'm-8.svg'} (7 files) are older files, not written by this run (which wrote 1 file); "
                   "left as they were\n")
