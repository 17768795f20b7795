"""What an audit of docs/cli.md against the ``str8ts`` command found wrong in the command, each
checked here as the reference states it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from cli_helpers import run

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
