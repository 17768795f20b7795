"""The ``str8ts`` command line.

Every subcommand takes puzzle sources: file paths, ``-`` for standard input (one puzzle per
line) or literal puzzle strings, in any form the reader knows (see
:func:`str8ts_gui.kinds.str8ts.formats.iter_documents`). Exit codes: 0 fine, 1 a puzzle has no solution
(or, for ``check``, breaks a rule), 2 bad input or usage. Bad input is reported on stderr with its source
and line; the puzzles before it are still answered.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from str8ts_gui import __version__
from str8ts_gui.cli.logic_commands import LOGIC_COMMANDS
from str8ts_gui.cli.logic_commands import add_arguments as add_logic_arguments
from str8ts_gui.cli.render_command import RENDER_COMMANDS
from str8ts_gui.cli.render_command import add_arguments as add_render_arguments
from str8ts_gui.core.document import Document, dumps_document, iter_documents
from str8ts_gui.core.files import PuzzleFormatError, decode_text, is_link, read_text_file
from str8ts_gui.core.kind import NotSupported, get_kind, kind_of
from str8ts_gui.core.puzzle import Puzzle, cell_name, digit_char
from str8ts_gui.kinds.str8ts.formats import to_grid, to_line, to_str8tscom
from str8ts_gui.solver.sat import Status, count_solutions, solve, true_candidates

EXIT_OK, EXIT_FAIL, EXIT_INPUT = 0, 1, 2
_FILE_SUFFIXES = (".txt", ".str8ts", ".json", ".tsv", ".sdk")
# --kind choices: every registered kind
KIND_CHOICES = ("str8ts", "sudoku", "suguru")


@dataclass(frozen=True)
class Item:
    """One puzzle read from a source, with all the source says about it."""

    source: str
    line: int
    document: Document  # puzzle, title, author, notes, the player's entries and marks

    @property
    def puzzle(self) -> Puzzle:
        return self.document.puzzle

    @property
    def values(self) -> tuple[int, ...]:
        """Clues plus the player's entries, where the source has them."""
        state = self.document.state
        return state.values() if state is not None else self.puzzle.clues


class Inputs:
    """Iterates the puzzles of all sources, reporting bad input and remembering it."""

    def __init__(self, sources: Sequence[str], err, kind: str | None = None, command: str = "") -> None:
        self.sources = sources
        self.err = err
        self.failed = False
        self.kind = kind
        self.command = command
        # what the command needs of a kind: "logic" (explain, rate, hint) or nothing
        self.needs: str | None = None

    def __iter__(self) -> Iterator[Item]:
        for k, arg in enumerate(self.sources, 1):
            try:
                for item in self._read(arg, k):
                    if self._supported(item):
                        yield item
            except PuzzleFormatError as e:
                self.failed = True
                print(f"str8ts: {e}", file=self.err)

    def _supported(self, item: Item) -> bool:
        """False (and reported, exit 2) when the item's kind cannot do what the command needs."""
        if self.needs != "logic":
            return True
        try:
            kind_of(item.puzzle).logic()
        except NotSupported:
            self.failed = True
            title = kind_of(item.puzzle).title
            print(
                f"str8ts {self.command}: {item.source}: line {item.line}: {self.command} is not supported "
                f"for {title} yet",
                file=self.err,
            )
            return False
        return True

    def _read(self, arg: str, k: int) -> Iterator[Item]:
        if arg == "-":
            yield from self._items(_read_stdin(), "<stdin>", one_per_line=True)
        elif os.path.exists(arg):  # files, but also /dev/stdin, <(command) and other pipes
            yield from self._items(read_text_file(arg), arg)
        elif _looks_like_path(arg):
            raise PuzzleFormatError("cannot read file: No such file", source=arg)
        else:
            yield from self._items(arg, f"argument {k}")

    def _items(self, text: str, source: str, *, one_per_line: bool = False) -> Iterator[Item]:
        for line, doc in iter_documents(text, source=source, one_per_line=one_per_line, kind=self.kind):
            if self.kind is not None and doc.puzzle.kind != self.kind:
                raise PuzzleFormatError(
                    f"holds a {kind_of(doc.puzzle).title} puzzle, not {get_kind(self.kind).title} (--kind {self.kind})",
                    source=source,
                    line=line,
                )
            yield Item(source, line, doc)


def solution_grid(puzzle: Puzzle, values: Sequence[int]) -> list[list[int | None]]:
    """Rows of the digits on the board (black clues included), None for a cell without one."""
    n = puzzle.size
    cells = [(c if b else v) or None for b, c, v in zip(puzzle.black, puzzle.clues, values)]
    return [cells[r * n : (r + 1) * n] for r in range(puzzle.height)]


def values_text(puzzle: Puzzle, values: Sequence[int]) -> str:
    """The one-line form of ``puzzle`` with ``values`` written into its open cells."""
    return kind_of(puzzle).to_line(puzzle.with_values(values))


def _read_stdin() -> str:
    """Standard input as text, decoded like a file (UTF-8, a byte-order mark dropped)."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is None:  # a text stream without bytes underneath (tests)
        return sys.stdin.read()
    return decode_text(buffer.read(), source="<stdin>", what="standard input")


def _looks_like_path(arg: str) -> bool:
    stripped = arg.strip()
    if "bd=" in arg or stripped.startswith("{"):  # a str8ts.com player link or a JSON document
        return False
    if is_link(arg):  # an f-puzzles or SudokuPad link
        return False
    return "\n" not in stripped and ("/" in arg or os.sep in arg or arg.lower().endswith(_FILE_SUFFIXES))


# -- subcommands ----------------------------------------------------------------------------


def cmd_solve(args, inputs: Inputs, out) -> int:
    code = EXIT_OK
    for item in inputs:
        result = solve(item.puzzle, limit=2)
        solution = values_text(item.puzzle, result.solution) if result.solution else None
        if result.status is Status.NONE:
            code = EXIT_FAIL
        if args.json:
            obj = {
                "status": result.status.value,
                "solution": solution,
                "count": result.count,
                "ms": round(result.ms, 3),
                "kind": item.puzzle.kind,
                "grid": solution_grid(item.puzzle, result.solution) if result.solution else None,
            }
            print(json.dumps(obj), file=out)
        elif result.solution and hasattr(kind_of(item.puzzle), "solution_text"):
            # a kind whose line form is not the whole puzzle (Suguru: its text format's rows)
            print(kind_of(item.puzzle).solution_text(item.puzzle, result.solution), file=out)
        else:
            print(solution or "no solution", file=out)
    return code


def cmd_count(args, inputs: Inputs, out) -> int:
    if args.limit < 1:
        raise _UsageError("--limit must be at least 1")
    for item in inputs:
        print(count_solutions(item.puzzle, args.limit).count, file=out)
    return EXIT_OK


def cmd_check(args, inputs: Inputs, out) -> int:
    code = EXIT_OK
    for item in inputs:
        puzzle = item.puzzle
        violations = kind_of(puzzle).check(puzzle, item.values)
        empty = sum(1 for i in puzzle.white_cells() if not item.values[i])
        if not violations:
            print("ok: solved" if not empty else f"ok: {empty} cells empty", file=out)
            continue
        code = EXIT_FAIL
        word = "violation" if len(violations) == 1 else "violations"
        print(f"{len(violations)} {word}", file=out)
        for v in violations:
            print(f"  {v.message}", file=out)
    return code


def cmd_candidates(args, inputs: Inputs, out) -> int:
    code = EXIT_OK
    for item in inputs:
        puzzle = item.puzzle
        result = true_candidates(puzzle)
        if result.status is Status.NONE:
            code = EXIT_FAIL
            print("no solution", file=out)
            continue
        parts = [
            f"{cell_name(i, puzzle.size)}:{''.join(map(digit_char, result.digits(i)))}"
            for i in puzzle.white_cells()
            if not puzzle.clues[i]
        ]
        print(" ".join(parts) if parts else "no empty cells", file=out)
    return code


def cmd_convert(args, inputs: Inputs, out) -> int:
    for item in inputs:
        puzzle = item.puzzle
        kind = kind_of(puzzle)
        to = args.to or ("line" if "line" in kind.writers else next(iter(kind.writers), "json"))
        if to != "json" and to not in kind.writers:
            inputs.failed = True
            forms = ", ".join([*kind.writers, "json"])
            print(
                f"str8ts: {item.source}: line {item.line}: a {kind.title} puzzle cannot be written as {to} "
                f"(its forms: {forms})",
                file=inputs.err,
            )
            continue
        if to == "line" and kind.name == "str8ts":
            print(to_line(puzzle), file=out)
        elif to == "grid":
            print(to_grid(puzzle) + "\n", file=out)
        elif to == "str8tscom":
            if puzzle.size > 9:
                inputs.failed = True
                print(f"str8ts: {item.source}: line {item.line}: the str8ts.com form holds boards up to 9 x 9", file=inputs.err)
                continue
            print(to_str8tscom(puzzle), file=out)
        elif to != "json":
            try:
                text = kind.writers[to](item.document)
            except ValueError as e:  # a rule the form cannot hold (f-puzzles; variants as a line)
                inputs.failed = True
                print(f"str8ts: {item.source}: line {item.line}: cannot be written as {to}: {e}", file=inputs.err)
                continue
            print(text.rstrip("\n"), file=out)
        else:
            # the whole document (title, author, notes, entries, pencil marks), one compact
            # document a line (JSON Lines): readable back as one file
            doc = json.loads(dumps_document(item.document))
            print(json.dumps(doc, ensure_ascii=False), file=out)
    return EXIT_OK


def cmd_generate(args, out, err) -> int:
    kind = get_kind(args.kind or "str8ts")
    try:
        gen = kind.generator()
    except NotSupported as e:
        raise _UsageError(str(e)) from None
    GenerationCancelled, Options, generate = gen.GenerationCancelled, gen.Options, gen.generate
    if getattr(args, "rules", None) is not None:
        return _generate_variants(args, kind, gen, out, err)
    if args.difficulty is None:
        raise _UsageError("the following arguments are required: --difficulty (it may be left out only with --rules)")
    if getattr(args, "to", None) not in (None, "line"):
        raise _UsageError("--to is for variant puzzles (--rules); other puzzles are written one puzzle string a line")
    shape = {}
    if args.width is not None or args.height is not None:
        if not getattr(kind, "rectangular", False):
            raise _UsageError(f"--width and --height are for Suguru; a {kind.title} is --size N square")
        shape = {"width": args.width or args.size, "height": args.height or args.size}
    try:
        options = Options(size=args.size, difficulty=_level_name(args.difficulty, gen.LEVELS), symmetry=args.symmetry, **shape)
    except ValueError as e:
        raise _UsageError(str(e)) from None
    # a kind whose line form is not the whole puzzle writes its own form (Suguru: blank-line separated texts)
    own = kind.writers.get(kind.name)
    if args.count < 1:
        raise _UsageError("--count must be at least 1")
    try:
        for k, got in enumerate(generate(options, args.count, seed=args.seed)):
            if own is not None:
                doc = Document(got.puzzle, title=getattr(got, "title", ""), grade=getattr(got, "grade", ""))
                print(("\n" if k else "") + own(doc).rstrip("\n"), file=out, flush=True)
            else:
                print(kind.to_line(got.puzzle), file=out, flush=True)
    except GenerationCancelled:  # pragma: no cover - no token here
        return EXIT_FAIL
    except RuntimeError as e:
        print(f"str8ts generate: {e}", file=err)
        return EXIT_FAIL
    return EXIT_OK


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
    try:
        for got in vg.generate(options, args.count, seed=args.seed, max_attempts=attempts):
            doc = vg.document(got)
            if to == "json":
                text = json.dumps(json.loads(dumps_document(doc)), ensure_ascii=False)
            else:
                try:
                    text = kind.writers[to](doc).rstrip("\n")
                except ValueError as e:  # a rule combination the f-puzzles form cannot hold
                    print(f"str8ts generate: cannot be written as {to}: {e}", file=err)
                    return EXIT_INPUT
            print(text, file=out, flush=True)
    except vg.ImpossibleRules as e:
        print(f"str8ts generate: {e}", file=err)
        return EXIT_INPUT
    except vg.GenerationCancelled:  # pragma: no cover - no token here
        return EXIT_FAIL
    except RuntimeError as e:
        print(f"str8ts generate: {e}", file=err)
        return EXIT_FAIL
    return EXIT_OK


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
    "convert": (cmd_convert, "write each puzzle in another format (--to line|grid|str8tscom|sdk|txt|fpuzzles|fpuzzles-link|json)"),
    **LOGIC_COMMANDS,
    **RENDER_COMMANDS,
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="str8ts",
        description="Solve and check Str8ts puzzles. SRC is a file, '-' for standard input "
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
        "--json", action="store_true", help="one JSON object per puzzle: status, solution, count, ms, kind, grid"
    )
    parsers["count"].add_argument(
        "--limit", type=int, default=2, metavar="N", help="count up to N solutions (default 2)"
    )
    for name in LOGIC_COMMANDS:
        add_logic_arguments(name, parsers[name])
    for name in RENDER_COMMANDS:
        add_render_arguments(name, parsers[name])
    parsers["convert"].add_argument(
        "--to",
        choices=("line", "grid", "str8tscom", "sdk", "txt", "suguru", "fpuzzles", "fpuzzles-link", "json"),
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
        "--size", type=int, default=9, metavar="N", help="board size, 4 to 16 (Sudoku: 4, 6, 8, 9, 12, 16; default 9)"
    )
    gen.add_argument(
        "--difficulty",
        default=None,
        metavar="LEVEL",
        help="Gentle, Moderate, Tough, Diabolical or Extreme (Sudoku: Easy, Medium, Hard, Fiendish, Diabolical); "
        "required, except with --rules (then any grade)",
    )
    gen.add_argument(
        "--rules",
        default=None,
        metavar="RULE[,RULE...]",
        help="Sudoku variant rules (--kind sudoku): killer, thermo, arrow, sandwich, littlekiller, antiknight, "
        "antiking, diagonal, jigsaw, kropki, xv, nonconsecutive, renban, whispers, palindrome, parity; "
        "a comma list combines them",
    )
    gen.add_argument(
        "--to",
        choices=GENERATE_FORMS,
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
        choices=("none", "180", "90", "mirror", "diagonal"),
        help="symmetry of the black cells (Sudoku: of the givens) (default 180: 180-degree rotation)",
    )
    gen.add_argument("--width", type=int, default=None, metavar="W", help="board width, 2 to 20 (Suguru; default --size)")
    gen.add_argument("--height", type=int, default=None, metavar="H", help="board height, 2 to 20 (Suguru; default --size)")
    gen.add_argument("--count", type=int, default=1, metavar="K", help="how many puzzles (default 1)")
    gen.add_argument("--seed", type=int, default=None, metavar="S", help="random seed: the same seed gives the same puzzles")
    _add_kind(gen, default_help="str8ts")
    return parser


def _add_kind(parser: argparse.ArgumentParser, default_help: str = "detected per source") -> None:
    parser.add_argument(
        "--kind",
        choices=KIND_CHOICES,
        default=None,
        help=f"puzzle kind (default: {default_help})",
    )


def main(argv: Sequence[str] | None = None, out=None, err=None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "generate":
            return cmd_generate(args, out, err)
        inputs = Inputs(args.sources, err, args.kind, args.command)
        if args.command in LOGIC_COMMANDS:
            inputs.needs = "logic"
        code = COMMANDS[args.command][0](args, inputs, out)
    except _UsageError as e:
        print(f"str8ts {args.command}: {e}", file=err)
        return EXIT_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    return EXIT_INPUT if inputs.failed else code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
