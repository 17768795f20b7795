"""What an audit of docs/cli.md against the ``str8ts`` command found wrong in the command, each
checked here as the reference states it."""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys

import pytest
from cli_helpers import run
from str8ts_gui.cli.main import main

resource = pytest.importorskip("resource")  # (POSIX: a bound on the worker's memory)


def _bounded_memory() -> None:
    """In the child: 2 GB of address space, so that a run that tries to hold every puzzle of a
    huge --count fails at once instead of filling the machine's memory."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def test_generate_a_huge_count_writes_its_first_puzzle_at_once() -> None:
    """``generate --count K`` writes the puzzles as they come (the reference: K puzzles, one line
    each; puzzle k is the one of ``--seed S+k``). It made the list of all K jobs first: a large K
    ended in a MemoryError traceback (exit 1) before any puzzle was written."""
    code, first, err = run("generate", "--count", "1", "--seed", "1", "--jobs", "1", "--size", "4")
    assert (code, err) == (0, "") and len(first.strip()) == 16
    proc = subprocess.Popen(
        [sys.executable, "-m", "str8ts_gui.cli.main", "generate", "--count", str(10**12), "--seed", "1", "--jobs", "1", "--size", "4"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_bounded_memory,
    )
    try:
        line = proc.stdout.readline()
    finally:
        proc.kill()
        proc.communicate()
    assert line == first


# -- standard streams that cannot be used: said with exit 2, no traceback ----------------------

EMPTY4 = "1" + "." * 15  # a 4 x 4 Sudoku: 1234341221434321 first


class _FullDisk(io.StringIO):
    """An output that refuses every write, as a full disk does."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_closed_standard_input_is_a_source_that_cannot_be_read(monkeypatch) -> None:
    """``str8ts solve - PUZZLE <&-``: bad input (the reference: reported with its source, the
    other puzzles answered, exit 2); it was an AttributeError traceback, exit 1."""
    monkeypatch.setattr(sys, "stdin", None)
    out, err = io.StringIO(), io.StringIO()
    assert main(["solve", "-", EMPTY4], out=out, err=err) == 2
    assert out.getvalue() == "1234341221434321\n"
    assert err.getvalue() == "str8ts: <stdin>: cannot read standard input: it is closed\n"


def test_a_closed_standard_output_is_said(monkeypatch) -> None:
    """``str8ts solve PUZZLE >&-``: it was an AttributeError traceback, exit 1."""
    monkeypatch.setattr(sys, "stdout", None)
    err = io.StringIO()
    assert main(["solve", EMPTY4], err=err) == 2
    assert err.getvalue() == "str8ts solve: cannot write the output: standard output is closed\n"


@pytest.mark.parametrize(
    "argv",
    [["solve", EMPTY4], ["convert", EMPTY4], ["generate", "--size", "4", "--difficulty", "Gentle", "--seed", "1", "--jobs", "1"]],
)
def test_an_output_that_refuses_the_answers_is_said(argv) -> None:
    """A full disk (``> /dev/full``): it was an OSError traceback, exit 1."""
    err = io.StringIO()
    assert main(argv, out=_FullDisk(), err=err) == 2
    assert err.getvalue() == f"str8ts {argv[0]}: cannot write the output: No space left on device\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_as_the_command_sees_it() -> None:
    """The command's own process: one line on stderr, exit 2, no traceback (nor a second
    complaint at the exit, when Python writes what was left in the buffer)."""
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "str8ts_gui.cli.main", "solve", EMPTY4, EMPTY4],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert (proc.returncode, proc.stderr) == (2, "str8ts solve: cannot write the output: No space left on device\n")


@pytest.mark.parametrize("command", ["solve", "count", "rate", "explain", "generate"])
def test_jobs_beyond_the_limit_is_a_usage_error(command, capsys) -> None:
    """``--jobs 99999999999999999999`` started a process per job until the machine ran out;
    the option now takes 1 to MAX_JOBS (exit 2 with argparse's message), and MAX_JOBS itself
    is taken."""
    from str8ts_gui.cli.main import MAX_JOBS

    args = [command] + ([] if command == "generate" else [EMPTY4])
    with pytest.raises(SystemExit) as stop:
        main(args + ["--jobs", "99999999999999999999"])
    assert stop.value.code == 2
    assert f"--jobs: must be at most {MAX_JOBS}" in capsys.readouterr().err
    if command != "generate":  # (a single puzzle: answered in this process whatever --jobs says)
        out = io.StringIO()
        assert main(args + ["--jobs", str(MAX_JOBS)], out=out, err=io.StringIO()) in (0, 1)
        assert out.getvalue()


def test_render_writes_its_picture_with_standard_output_closed(qapp, tmp_path, monkeypatch) -> None:
    """render's product is its file (the names it prints are a list): with ``>&-`` it writes
    the picture and exits 0, as it did before closed outputs were said (the check refused it)."""
    source = tmp_path / "p.txt"
    source.write_text(EMPTY4 + "\n", encoding="utf-8")
    target = tmp_path / "r.png"
    monkeypatch.setattr(sys, "stdout", None)
    err = io.StringIO()
    assert main(["render", str(source), "--out", str(target)], err=err) == 0
    assert target.exists() and target.stat().st_size > 0
    assert err.getvalue() == ""


def test_a_usage_error_is_said_before_a_closed_output(monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    err = io.StringIO()
    assert main(["generate", "--kind", "suguru", "--size", "8", "--to", "json", "--seed", "1"], err=err) == 2
    assert err.getvalue().startswith("str8ts generate: --to is for variant puzzles")


# -- standard error that cannot be used: the exit code still tells ---------------------------

BAD = "bad..."  # no puzzle of any kind


def test_bad_input_with_standard_error_closed_still_exits_2(monkeypatch) -> None:
    """``str8ts solve BAD 2>&-``: the message has nowhere to go, but the exit code is the
    reference's 2 for bad input (it was 1: an AttributeError nobody saw), and the other
    puzzles are answered."""
    monkeypatch.setattr(sys, "stderr", None)
    out = io.StringIO()
    assert main(["solve", BAD, EMPTY4], out=out) == 2
    assert out.getvalue() == "1234341221434321\n"


def test_bad_input_with_a_standard_error_that_refuses_writes_exits_2() -> None:
    out = io.StringIO()
    assert main(["solve", BAD, EMPTY4], out=out, err=_FullDisk()) == 2
    assert out.getvalue() == "1234341221434321\n"


def test_the_command_own_process_with_standard_error_closed() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", "solve", BAD],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        timeout=120,
        preexec_fn=lambda: os.close(2),
    )
    assert (proc.returncode, proc.stdout) == (2, "")
