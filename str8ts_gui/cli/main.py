"""The ``str8ts`` command line.

Every subcommand takes puzzle sources: file paths, ``-`` for standard input (one puzzle per
line) or literal puzzle strings, in any form the reader knows (see
:func:`str8ts_gui.core.document.iter_documents`). Exit codes: 0 fine, 1 a puzzle has no solution
(or, for ``check``, breaks a rule), 2 bad input or usage. Bad input is reported on stderr with its
source and line (and column); the puzzles before and after it are still answered, and the exit
code is 2 at the end. The batch commands (``solve``, ``count``, ``rate``, ``explain``,
``generate --count``) take ``--jobs N``: N processes (default: all cores), the same output in
the same order (see :mod:`str8ts_gui.cli.batch`).
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import os
import sys
from typing import Callable, Sequence

from str8ts_gui import __version__
from str8ts_gui.cli.batch import (
    EXIT_FAIL, EXIT_INPUT, EXIT_OK, MAX_JOBS, Inputs, Item, Outcome, any_case, counted, default_jobs, outcomes, run,
)
from str8ts_gui.cli.logic_commands import LOGIC_COMMANDS, broken_rules, unfinished_line, unfinished_note
from str8ts_gui.cli.logic_commands import add_arguments as add_logic_arguments
from str8ts_gui.cli.render_command import RENDER_COMMANDS
from str8ts_gui.cli.render_command import add_arguments as add_render_arguments
from str8ts_gui.cli import scan_command
from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.kind import NotSupported, get_kind, kind_of
from str8ts_gui.core.puzzle import Puzzle, cell_name, digit_char
from str8ts_gui.solver.sat import Status, count_solutions, solve, true_candidates

__all__ = ["COMMANDS", "Inputs", "Item", "build_parser", "main"]

# --kind choices: every registered kind
KIND_CHOICES = ("str8ts", "sudoku", "suguru")
# convert --to, generate --symmetry
CONVERT_FORMS = ("line", "grid", "str8tscom", "sdk", "txt", "suguru", "fpuzzles", "fpuzzles-link", "json")
SYMMETRIES = ("none", "180", "90", "mirror", "diagonal")
# the commands that take --jobs (generate too)
JOBS_COMMANDS = ("solve", "count", "rate", "explain")


def _rows(puzzle: Puzzle, cells: Sequence) -> list[list]:
    """One value per cell, as the board's rows."""
    n = puzzle.size
    return [list(cells[r * n : (r + 1) * n]) for r in range(puzzle.height)]


def solution_grid(puzzle: Puzzle, values: Sequence[int]) -> list[list[int | None]]:
    """Rows of the digits on the board (black clues included), None for a cell without one."""
    return _rows(puzzle, [(c if b else v) or None for b, c, v in zip(puzzle.black, puzzle.clues, values)])


def layer_rows(puzzle: Puzzle, layers: dict[str, Sequence[int]]) -> dict[str, list[list[int]]]:
    """A solution's layers beside its digits, as rows like its grid: ``shaded`` (a Nurikabe
    Sudoku's ocean: 1 shaded, 0 not) and ``regions`` (a chaos construction's found regions,
    numbered from 1 in the order of their first cells); none for a puzzle without them."""
    return {
        name: _rows(puzzle, [v + 1 for v in cells] if name == "regions" else cells)
        for name, cells in sorted(layers.items())
    }


def values_text(puzzle: Puzzle, values: Sequence[int]) -> str:
    """The one-line form of ``puzzle`` with ``values`` written into its open cells."""
    kind = kind_of(puzzle)
    direct = getattr(kind.formats, "line_with_values", None)  # (Str8ts: no copy of the puzzle)
    if direct is not None:
        return direct(puzzle, values)
    return kind.to_line(puzzle.with_values(values))


# -- subcommands ----------------------------------------------------------------------------


def solve_one(args, item: Item) -> Outcome:
    result = solve(item.puzzle, limit=2)
    solution = values_text(item.puzzle, result.solution) if result.solution else None
    code = EXIT_FAIL if result.status is Status.NONE else EXIT_OK
    # (a board not finished yet has no solution; stderr says why, as the window does)
    note = unfinished_note(args, item, "no solution: ") if result.status is Status.NONE else ""
    if args.json:
        obj = {
            "status": result.status.value,
            "solution": solution,
            "count": result.count,
            "ms": round(result.ms, 3),
            "kind": item.puzzle.kind,
            "grid": solution_grid(item.puzzle, result.solution) if result.solution else None,
        }
        if result.solution and result.layers:  # (new keys only for the rules with layers)
            obj.update(layer_rows(item.puzzle, result.layers[0]))
        text = json.dumps(obj)
    elif result.solution and hasattr(kind_of(item.puzzle), "solution_text"):
        # a kind whose line form is not the whole puzzle (Suguru: its text format's rows)
        text = kind_of(item.puzzle).solution_text(item.puzzle, result.solution)
        return Outcome(text + "\n", code=code, block=True)  # a blank line between two puzzles
    else:
        text = solution or "no solution"
    return Outcome(text + "\n", err=note, code=code)


def cmd_solve(args, inputs: Inputs, out) -> int:
    return run(args, inputs, out, solve_one)


def count_one(args, item: Item) -> Outcome:
    found = count_solutions(item.puzzle, args.limit).count
    # (0 and exit 0 as for any puzzle without a solution; a board not finished yet says why)
    return Outcome(f"{found}\n", err=unfinished_note(args, item, "no solution: ") if not found else "")


def cmd_count(args, inputs: Inputs, out) -> int:
    if args.limit < 1:
        raise _UsageError("--limit must be at least 1")
    return run(args, inputs, out, count_one)


def check_one(args, item: Item) -> Outcome:
    puzzle = item.puzzle
    # (a board not finished yet, a jigsaw still being painted, breaks its kind's rule: said
    # first, and on stderr with the source and line)
    messages = broken_rules(puzzle, item.values)
    unfinished = kind_of(puzzle).unfinished(puzzle)
    empty = sum(1 for i in puzzle.white_cells() if not item.values[i])
    if not messages:
        return Outcome("ok: solved\n" if not empty else f"ok: {counted(empty, 'cell')} empty\n")
    lines = [counted(len(messages), "violation"), *(f"  {m}" for m in messages)]
    return Outcome("\n".join(lines) + "\n", err=unfinished_line(args, item, "", unfinished), code=EXIT_FAIL)


def cmd_check(args, inputs: Inputs, out) -> int:
    return run(args, inputs, out, check_one)


def candidates_one(args, item: Item) -> Outcome:
    puzzle = item.puzzle
    result = true_candidates(puzzle)
    if result.status is Status.NONE:
        return Outcome("no solution\n", err=unfinished_note(args, item, "no solution: "), code=EXIT_FAIL)
    parts = [
        f"{cell_name(i, puzzle.size)}:{''.join(map(digit_char, result.digits(i)))}"
        for i in puzzle.white_cells()
        if not puzzle.clues[i]
    ]
    return Outcome((" ".join(parts) if parts else "no empty cells") + "\n")


def cmd_candidates(args, inputs: Inputs, out) -> int:
    return run(args, inputs, out, candidates_one)


def convert_one(args, item: Item) -> Outcome:
    puzzle = item.puzzle
    kind = kind_of(puzzle)
    to = args.to or ("line" if "line" in kind.writers else next(iter(kind.writers), "json"))
    where = f"str8ts: {item.source}: line {item.line}"
    if to != "json" and to not in kind.writers:
        forms = ", ".join([*kind.writers, "json"])
        return Outcome(err=f"{where}: a {kind.title} puzzle cannot be written as {to} (its forms: {forms})\n", failed=True)
    if to == "grid":
        return Outcome(kind.writers["grid"](item.document) + "\n\n")
    if to == "str8tscom" and puzzle.size > 9:
        return Outcome(err=f"{where}: the str8ts.com form holds boards up to 9 x 9\n", failed=True)
    if to != "json":
        try:
            text = kind.writers[to](item.document)
        except ValueError as e:  # a rule the form cannot hold (f-puzzles; variants as a line)
            return Outcome(err=f"{where}: cannot be written as {to}: {e}\n", failed=True)
        # a form of several rows (Suguru: its text, as generate writes it; a Sudoku's .sdk and
        # .txt) gets a blank line between two puzzles, so that one ends where the next begins
        text = text.rstrip("\n")
        return Outcome(text + "\n", block="\n" in text)
    # the whole document (title, author, notes, entries, pencil marks), one compact document a
    # line (JSON Lines): readable back as one file
    doc = json.loads(dumps_document(item.document))
    return Outcome(json.dumps(doc, ensure_ascii=False) + "\n")


def cmd_convert(args, inputs: Inputs, out) -> int:
    return run(args, inputs, out, convert_one)


def cmd_generate(args, out, err) -> int:
    kind = get_kind(args.kind or "str8ts")
    if args.seed is not None and args.seed < 0:
        # (a seed and its negative start the same random numbers: --seed -1 --count 3 made
        # puzzles 0 and 2 alike)
        raise _UsageError(f"--seed must be 0 or more, not {args.seed}")
    try:
        gen = kind.generator()
    except NotSupported as e:
        raise _UsageError(str(e)) from None
    if getattr(args, "rules", None) is not None:
        return _generate_variants(args, kind, gen, out, err)
    if getattr(args, "to", None) not in (None, "line"):
        raise _UsageError("--to is for variant puzzles (--rules); other puzzles are written one puzzle string a line")
    if getattr(args, "max_attempts", None) is not None:
        raise _UsageError("--max-attempts is for variant puzzles (--rules)")
    shape = {}
    if args.width is not None or args.height is not None:
        if not getattr(kind, "rectangular", False):
            raise _UsageError(f"--width and --height are for Suguru; a {kind.title} is --size N square")
        shape = {"width": args.width or args.size, "height": args.height or args.size}
    level = kind.default_grade if args.difficulty is None else _level_name(args.difficulty, gen.LEVELS)
    try:
        options = gen.Options(size=args.size, difficulty=level, symmetry=args.symmetry, **shape)
    except ValueError as e:
        raise _UsageError(str(e)) from None
    if args.count < 1:
        raise _UsageError("--count must be at least 1")
    return _generate(args, (kind.name, options), _generate_one, out, err)


def _generate(args, what, one, out, err) -> int:
    """Puzzles 0 to ``--count`` - 1 of ``what`` by ``one``, each with its own seed (``--seed``
    + its number; a random start without ``--seed``), in ``--jobs`` processes: so the puzzles
    are the same whatever ``--jobs``, and puzzle k of ``--seed S`` is the one ``--count 1
    --seed S+k`` makes. Written as they come, in order; the first that fails ends the run."""
    import random

    base = args.seed if args.seed is not None else random.randrange(2**62)
    # (made as they are answered, not all first: --count 10**12 writes its first puzzle at once;
    # a list of them all ended in a MemoryError traceback before any puzzle)
    jobs = ((what, k, base + k) for k in range(args.count))
    code = EXIT_OK
    for outcome in outcomes(one, args, jobs, args.jobs or 1, min_parallel=2):
        if outcome.err:
            print(outcome.err.rstrip("\n"), file=err)
        if outcome.out is not None:
            print(outcome.out, file=out, flush=True)
        code = max(code, outcome.code)
        if outcome.stop:
            break
    return code


def _generate_one(args, job) -> Outcome:
    """One puzzle of a kind's own generator (see :func:`_generate`)."""
    (name, options), k, seed = job
    kind = get_kind(name)
    gen = kind.generator()
    try:
        got = next(iter(gen.generate(options, 1, seed=seed)))
    except gen.GenerationCancelled:  # pragma: no cover - no token here
        return Outcome(code=EXIT_FAIL, stop=True)
    except RuntimeError as e:
        return Outcome(err=f"str8ts generate: {e}\n", code=EXIT_FAIL, stop=True)
    # a kind whose line form is not the whole puzzle writes its own form (Suguru: blank-line
    # separated texts)
    own = kind.writers.get(kind.name)
    if own is None:
        return Outcome(kind.to_line(got.puzzle))
    doc = Document(got.puzzle, title=getattr(got, "title", ""), grade=getattr(got, "grade", ""))
    return Outcome(("\n" if k else "") + own(doc).rstrip("\n"))


GENERATE_FORMS = ("json", "fpuzzles", "fpuzzles-link", "line")


def _generate_variants(args, kind, gen, out, err) -> int:
    """``generate --kind sudoku --rules RULE[,RULE...]``: variant puzzles, one native JSON document
    a line (or f-puzzles JSON / links with ``--to``), each with its grade ("unrated" when the logic
    does not finish it)."""
    if kind.name != "sudoku" or not hasattr(gen, "variant_generator"):
        raise _UsageError(f"--rules is for --kind sudoku, not {kind.name}")
    vg = gen.variant_generator()
    to = args.to or "json"
    if to == "line":
        raise _UsageError("a variant puzzle cannot be written as a line: use --to json, fpuzzles or fpuzzles-link")
    if args.width is not None or args.height is not None:
        raise _UsageError(f"--width and --height are for Suguru; a {kind.title} is --size N square")
    if args.count < 1:
        raise _UsageError("--count must be at least 1")
    if args.max_attempts is not None and args.max_attempts < 1:
        raise _UsageError("--max-attempts must be at least 1")
    try:
        level = None if args.difficulty is None else _level_name(args.difficulty, gen.LEVELS)
        options = vg.VariantOptions(size=args.size, rules=args.rules, difficulty=level, symmetry=args.symmetry)
    except ValueError as e:
        raise _UsageError(str(e)) from None
    attempts = args.max_attempts or vg.DEFAULT_MAX_ATTEMPTS
    return _generate(args, (options, to, attempts), _generate_variant, out, err)


def _generate_variant(args, job) -> Outcome:
    """One variant Sudoku (see :func:`_generate_variants` and :func:`_generate`)."""
    (options, to, attempts), _k, seed = job
    kind = get_kind("sudoku")
    vg = kind.generator().variant_generator()
    try:
        got = next(iter(vg.generate(options, 1, seed=seed, max_attempts=attempts)))
    except vg.ImpossibleRules as e:
        return Outcome(err=f"str8ts generate: {e}\n", code=EXIT_INPUT, stop=True)
    except vg.GenerationCancelled:  # pragma: no cover - no token here
        return Outcome(code=EXIT_FAIL, stop=True)
    except RuntimeError as e:
        return Outcome(err=f"str8ts generate: {e}\n", code=EXIT_FAIL, stop=True)
    doc = vg.document(got)
    if to == "json":
        return Outcome(json.dumps(json.loads(dumps_document(doc)), ensure_ascii=False))
    try:
        return Outcome(kind.writers[to](doc).rstrip("\n"))
    except ValueError as e:  # a rule combination the f-puzzles form cannot hold
        return Outcome(err=f"str8ts generate: cannot be written as {to}: {e}\n", code=EXIT_INPUT, stop=True)


def _level_name(text: str, levels) -> str:
    for level in levels:
        if level.lower() == text.lower():
            return level
    return text


class _UsageError(Exception):
    pass


COMMANDS: dict[str, tuple[Callable, str]] = {
    "solve": (cmd_solve, "print the solution of each puzzle, or 'no solution'"),
    "count": (cmd_count, "print the number of solutions of each puzzle, up to --limit"),
    "check": (cmd_check, "list the rule violations of each grid (white digits are entries)"),
    "candidates": (cmd_candidates, "print the digits each empty cell takes in some solution"),
    "convert": (cmd_convert, "write each puzzle in another format (--to line|grid|str8tscom|sdk|txt|suguru|fpuzzles|fpuzzles-link|json)"),
    **LOGIC_COMMANDS,
    **RENDER_COMMANDS,
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="str8ts",
        description="Solve and check Str8ts, Sudoku and Suguru puzzles. SRC is a file, '-' for standard input "
        "(one puzzle per line), or a puzzle string.",
    )
    parser.add_argument("--version", action="version", version=f"str8ts {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parsers = {}
    for name, (_, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("sources", nargs="+", metavar="SRC", help="file, '-' or puzzle string")
        _add_kind(p)
        parsers[name] = p
    parsers["solve"].add_argument(
        "--json", action="store_true", help="one JSON object per puzzle: status, solution, count, ms, kind, grid (and shaded, regions when the rules have them)"
    )
    parsers["count"].add_argument(
        "--limit", type=int, default=2, metavar="N", help="count up to N solutions (default 2)"
    )
    for name in JOBS_COMMANDS:
        _add_jobs(parsers[name])
    for name in LOGIC_COMMANDS:
        add_logic_arguments(name, parsers[name])
    for name in RENDER_COMMANDS:
        add_render_arguments(name, parsers[name])
    parsers["convert"].add_argument(
        "--to",
        choices=CONVERT_FORMS,
        type=any_case(CONVERT_FORMS),
        default=None,
        help="output format (default: the puzzle string, or the region text for a Suguru): puzzle string, n-line grid, str8ts.com 2*n*n digits (Str8ts), "
        "SadMan .sdk or plaintext rows of integers (Sudoku), f-puzzles JSON or link (Sudoku and its variants), "
        "the comma-separated region text (Suguru), "
        "native JSON (one document a line)",
    )
    gen = sub.add_parser(
        "generate",
        help="print new unique puzzles of a chosen size, difficulty and symmetry",
        description="Print K new unique puzzles, one puzzle string per line (with --rules: variant Sudoku, "
        "one native JSON document per line, or --to fpuzzles|fpuzzles-link).",
    )
    gen.add_argument(
        "--size", type=int, default=9, metavar="N", help="board size, 4 to 16 (Sudoku: 4, 6, 8, 9, 12, 16; Suguru: 2 to 20; default 9)"
    )
    gen.add_argument(
        "--difficulty",
        default=None,
        metavar="LEVEL",
        help="Gentle, Moderate, Tough, Diabolical or Extreme (Sudoku: Easy, Medium, Hard, Fiendish, Diabolical; "
        "Suguru: Easy, Medium, Hard, Expert); default the middle grade: Moderate (Sudoku and Suguru: Medium), "
        "with --rules any grade",
    )
    gen.add_argument(
        "--rules",
        default=None,
        metavar="RULE[,RULE...]",
        help="Sudoku variant rules (--kind sudoku): killer, thermo, arrow, sandwich, littlekiller, antiknight, "
        "antiking, diagonal, jigsaw, kropki, xv, nonconsecutive, renban, whispers, palindrome, parity, disjoint; "
        "a comma list combines them",
    )
    gen.add_argument(
        "--to",
        choices=GENERATE_FORMS,
        type=any_case(GENERATE_FORMS),
        default=None,
        help="output of --rules puzzles: native JSON, one document a line (default), f-puzzles JSON or link",
    )
    gen.add_argument(
        "--max-attempts",
        type=int,
        default=None,
        metavar="A",
        help="with --rules: attempts per puzzle before giving up (default 30)",
    )
    gen.add_argument(
        "--symmetry",
        default="180",
        choices=SYMMETRIES,
        type=any_case(SYMMETRIES),
        help="symmetry of the black cells (Sudoku and Suguru: of the givens) (default 180: 180-degree rotation)",
    )
    gen.add_argument("--width", type=int, default=None, metavar="W", help="board width, 2 to 20 (Suguru; default --size)")
    gen.add_argument("--height", type=int, default=None, metavar="H", help="board height, 2 to 20 (Suguru; default --size)")
    gen.add_argument("--count", type=int, default=1, metavar="K", help="how many puzzles (default 1)")
    gen.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help="random seed, 0 or more: the same seed gives the same puzzles (puzzle k of --count is the one of --seed S+k)",
    )
    _add_jobs(gen, "make")
    _add_kind(gen, default_help="str8ts")
    scan_command.add_parser(sub)  # str8ts scan PICTURE: its own arguments (no SRC)
    return parser


def _add_jobs(parser: argparse.ArgumentParser, verb: str = "answer") -> None:
    parser.add_argument(
        "--jobs",
        type=_jobs,
        default=None,
        metavar="N",
        help=f"{verb} the puzzles in N processes, 1 to {MAX_JOBS} (default: all cores; 1: in this one); the output is the same",
    )


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    if value > MAX_JOBS:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_JOBS} (one process each)")
    return value


def _add_kind(parser: argparse.ArgumentParser, default_help: str = "detected per source") -> None:
    parser.add_argument(
        "--kind",
        choices=KIND_CHOICES,
        type=any_case(KIND_CHOICES),
        default=None,
        help=f"puzzle kind (default: {default_help})",
    )


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
    parser = build_parser()
    args = parser.parse_args(argv)
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
    inputs = None
    try:
        if args.command == "generate":
            code = cmd_generate(args, out, err)
        elif args.command == "scan":
            code = scan_command.cmd_scan(args, out, err)
        else:
            inputs = Inputs(args.sources, err, args.kind, args.command)
            if args.command in LOGIC_COMMANDS:
                inputs.needs = "logic"
            code = COMMANDS[args.command][0](args, inputs, out)
        out.flush()  # (what the output refuses is said here, not at the exit)
    except _UsageError as e:
        print(f"str8ts {args.command}: {e}", file=err)
        return EXIT_INPUT
    except _OutputError as e:
        _drop_output(stream)
        print(f"str8ts {args.command}: cannot write the output: {e.reason}", file=err)
        return EXIT_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    return EXIT_INPUT if inputs is not None and inputs.failed else code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
