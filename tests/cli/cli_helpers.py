"""Running the ``str8ts`` command in-process, with standard input, for the CLI tests."""

from __future__ import annotations

import io
import sys

from str8ts_gui.cli.main import main


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``str8ts ARGV`` with ``stdin`` as standard input."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        code = main(list(argv), out=out, err=err)
    finally:
        sys.stdin = old
    return code, out.getvalue(), err.getvalue()
