"""The ``str8ts`` command line.

Every subcommand takes puzzle sources: file paths, ``-`` for standard input (one puzzle per
line) or literal puzzle strings, in any form the reader knows (see
:func:`str8ts_gui.core.document.iter_documents`). Exit codes: 0 fine, 1 a puzzle has no solution
(or, for ``check``, breaks a rule), 2 bad input or usage. Bad input is reported on stderr with its
source and line (and column); the puzzles before and after it are still answered, and the exit
code is 2 at the end. The batch commands (``solve``, ``count``, ``rate``, ``explain``,
``generate --count``) take ``--jobs N``: N processes (default: all cores), the same output in
the same order (see :mod:`str8ts_gui.cli.batch`).

A run builds the parser (:mod:`str8ts_gui.cli.parser`: every command's options and help; only
the command's own when its name comes first) and imports only the module of the command it runs
(see :data:`RUNNERS`), so that ``str8ts solve`` does not compile the code of ``render``,
``generate`` or the logic commands.
"""

from __future__ import annotations

import gc
import importlib
import io
import os
import sys
from typing import Any, Callable, Sequence

from str8ts_gui.cli.batch import EXIT_INPUT, EXIT_INTERNAL, EXIT_OK, MAX_JOBS, Inputs, Item, UsageError, default_jobs
from str8ts_gui.cli.parser import COMMAND_HELP, COMMAND_NAMES, LOGIC_NAMES, build_parser

EXIT_INTERRUPTED = 130  # (128 + SIGINT, as a shell reports a command Ctrl+C stopped)

__all__ = ["COMMANDS", "Inputs", "Item", "MAX_JOBS", "RUNNERS", "build_parser", "command", "main"]

# where each command's code is: its module in str8ts_gui.cli (imported when the command runs)
# and its function, ``func(args, inputs, out)`` (``func(args, out, err)`` for the two commands
# without sources, generate and scan)
RUNNERS: dict[str, tuple[str, str]] = {
    "solve": ("puzzle_commands", "cmd_solve"),
    "count": ("puzzle_commands", "cmd_count"),
    "check": ("puzzle_commands", "cmd_check"),
    "candidates": ("puzzle_commands", "cmd_candidates"),
    "convert": ("puzzle_commands", "cmd_convert"),
    "explain": ("logic_commands", "cmd_explain"),
    "rate": ("logic_commands", "cmd_rate"),
    "hint": ("logic_commands", "cmd_hint"),
    "render": ("render_command", "cmd_render"),
    "generate": ("generate_command", "cmd_generate"),
    "scan": ("scan_command", "cmd_scan"),
}


def command(name: str) -> Callable:
    """The function of the command ``name`` (see :data:`RUNNERS`), its module imported."""
    module, func = RUNNERS[name]
    return getattr(importlib.import_module(f"str8ts_gui.cli.{module}"), func)


def __getattr__(name: str) -> Any:
    """``COMMANDS``: every command that takes sources, name -> ``(func, help)``, in the order of
    ``str8ts --help``; made on first use, as it imports every command's module."""
    if name == "COMMANDS":
        commands = {n: (command(n), help_text) for n, help_text in COMMAND_HELP.items()}
        globals()["COMMANDS"] = commands
        return commands
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _OutputError(Exception):
    """Writing the answers failed (a full disk, a closed standard output): said with the reason,
    exit 2, instead of a traceback."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Output:
    """The stream the answers go to; a write or flush it refuses (other than a closed pipe, which
    ends the run quietly as before) raises :class:`_OutputError`."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._guarded(self._stream.write, text)

    def flush(self) -> None:
        self._guarded(self._stream.flush)

    @staticmethod
    def _guarded(call, *args):
        try:
            return call(*args)
        except BrokenPipeError:
            raise
        except OSError as e:
            raise _OutputError(e.strerror or str(e)) from None


class _Listing:
    """``render``'s standard output, the names of the files it writes: a write the output refuses
    (a full disk, a closed pipe) does not stop the drawing, whose files are the product (as they
    are written with standard output closed); the names after it are dropped, and the refusal is
    raised when the command is done, at :meth:`flush`."""

    def __init__(self, output: _Output) -> None:
        self._output = output
        self._error: Exception | None = None

    def write(self, text: str) -> int:
        if self._error is None:
            try:
                return self._output.write(text)
            except (BrokenPipeError, _OutputError) as e:
                self._error = e
        return len(text)

    def flush(self) -> None:
        if self._error is not None:
            raise self._error
        self._output.flush()


class _ClosedOutput:
    """Standard output when it is closed: the first answer written says so."""

    def write(self, text: str) -> int:
        raise OSError(0, "standard output is closed")

    def flush(self) -> None:
        pass


class _Messages:
    """Standard error as the commands write to it: a message that cannot be written (standard
    error closed, ``2>&-``, or refusing writes) is dropped, so that the exit code still says what
    happened (2 for bad input) instead of a traceback no one sees and exit 1."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except (AttributeError, OSError, ValueError):  # None, a closed descriptor, a closed file
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except (AttributeError, OSError, ValueError):
            pass


def _drop_output(stream) -> None:
    """Send what is still buffered for the process's standard output nowhere, so that the exit
    does not try to write it again (and print a traceback of its own)."""
    if stream is not sys.stdout:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
    except (OSError, ValueError, AttributeError):  # pragma: no cover - no file underneath
        pass


def main(argv: Sequence[str] | None = None, out=None, err=None) -> int:
    out = out or sys.stdout
    err = _Messages(err or sys.stderr)
    words = sys.argv[1:] if argv is None else list(argv)
    # (a run that names its command first needs that command's parser only: see build_parser)
    parser = build_parser(words[0] if words and words[0] in COMMAND_NAMES else None)
    args = parser.parse_args(words)
    if argv is None:  # the command's own process (not a caller's, such as the tests)
        # A batch makes many small objects that live to the end (layouts, rules, documents):
        # the collector need not walk the start's objects again and again, nor run every 700
        # allocations (about 15 % of the CPU of `solve` over a thousand Str8ts).
        gc.freeze()
        gc.set_threshold(20_000, 20, 20)
    if getattr(args, "jobs", 0) is None:
        args.jobs = default_jobs()
    if out is None:  # standard output closed (`>&-`)
        # render's pictures are its product (the names it lists go nowhere); any other
        # command's answers have nowhere to go: said at its first answer (a usage error first)
        out = io.StringIO() if args.command == "render" else _ClosedOutput()
    stream, out = out, _Output(out)
    if args.command == "render":
        out = _Listing(out)
    inputs = None
    try:
        if args.command in ("generate", "scan"):  # (no sources: their options say what to do)
            code = command(args.command)(args, out, err)
        else:
            inputs = Inputs(args.sources, err, args.kind, args.command)
            if args.command in LOGIC_NAMES:
                inputs.needs = "logic"
            code = command(args.command)(args, inputs, out)
        out.flush()  # (what the output refuses is said here, not at the exit)
    except UsageError as e:
        print(f"str8ts {args.command}: {e}", file=err)
        return EXIT_INPUT
    except _OutputError as e:
        _drop_output(stream)
        print(f"str8ts {args.command}: cannot write the output: {e.reason}", file=err)
        return EXIT_INPUT
    except KeyboardInterrupt:  # Ctrl+C: the answers written so far stay; said, not a traceback
        print(f"str8ts {args.command}: interrupted", file=err)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return EXIT_OK
    # (bad input is exit 2, unless a fault of ours on another puzzle said 3)
    return EXIT_INPUT if inputs is not None and inputs.failed and code != EXIT_INTERNAL else code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
