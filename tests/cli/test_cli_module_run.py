"""``python -m str8ts_gui.cli`` runs the ``str8ts`` command line (the entry point of pyproject's
``[project.scripts]``), with its exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STR8TS = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"
SOLUTION = "326451##84c7e8b1#95#4213#76265134#87#7##9h#6#98#62735489#7465b36#1i7#4#27#h365241"


def module_run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli", *args], capture_output=True, text=True, timeout=120, cwd=ROOT,
        check=False,
    )


def test_python_m_cli_solves() -> None:
    proc = module_run("solve", STR8TS)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, SOLUTION + "\n", "")


def test_python_m_cli_exit_codes() -> None:
    assert module_run("solve", "12345678.........9" + "." * 63).returncode == 1
    proc = module_run("count", "--limit", "x", STR8TS)
    assert proc.returncode == 2 and "usage: str8ts count" in proc.stderr


def test_entry_point_is_the_scripts() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    assert 'str8ts = "str8ts_gui.cli.main:main"' in text
