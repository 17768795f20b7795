"""The parser of the ``str8ts`` command line: every command's options, help text and defaults.

A run builds all of it (``str8ts --help`` lists every command), or only the command named
first (see :func:`build_parser`), so this module holds only what parsing needs: the commands themselves are in the modules :func:`str8ts_gui.cli.main.main`
imports when one runs (``puzzle_commands``, ``logic_commands``, ``render_command``,
``generate_command``, ``scan_command``), and those import from here the names an option and its
command share (``render --out``'s suffixes, ``--size`` limits).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from str8ts_gui import __version__
from str8ts_gui.cli.batch import MAX_JOBS, any_case

__all__ = ["COMMAND_HELP", "COMMAND_NAMES", "LOGIC_NAMES", "build_parser", "out_path"]

# --kind choices: every registered kind (scan's too: the kinds its reader knows, the same)
KIND_CHOICES = ("str8ts", "sudoku", "suguru")
# convert --to, generate --symmetry
CONVERT_FORMS = ("line", "grid", "str8tscom", "sdk", "txt", "suguru", "fpuzzles", "fpuzzles-link", "json")
SYMMETRIES = ("none", "180", "90", "mirror", "diagonal")
GENERATE_FORMS = ("json", "fpuzzles", "fpuzzles-link", "line")
# the commands that take --jobs (generate too)
JOBS_COMMANDS = ("solve", "count", "rate", "explain")
# the logic commands (their kinds need human logic: see Inputs.needs)
LOGIC_NAMES = ("explain", "rate", "hint")

# render: the file types of --out, --per-page and --size
IMAGE_SUFFIXES = (".png", ".svg", ".pdf")
PER_PAGE = (1, 2, 4, 6)
MIN_SIZE_PX, MAX_SIZE_PX = 100, 20000  # --size (within export.MIN_IMAGE_PX..MAX_IMAGE_PX)
DEFAULT_SIZE_PX = 900
RENDER_HELP = "draw each puzzle to a PNG, SVG or PDF file (--out), or many to a PDF booklet (--booklet)"
SCAN_HELP = "read a puzzle from a picture (PNG, JPEG, BMP, WebP or TIFF: a screenshot or a photo) and print it"

# the commands that take puzzle sources (SRC...), in the order --help lists them, and their help
COMMAND_HELP: dict[str, str] = {
    "solve": "print the solution of each puzzle, or 'no solution'",
    "count": "print the number of solutions of each puzzle, up to --limit",
    "check": "list the rule violations of each grid (white digits are entries)",
    "candidates": "print the digits each empty cell takes in some solution",
    "convert": "write each puzzle in another format (--to line|grid|str8tscom|sdk|txt|suguru|fpuzzles|fpuzzles-link|json)",
    "explain": "print the logic steps that solve each puzzle, then the grid they reach",
    "rate": "grade each puzzle by the logic it needs: Gentle, Moderate, Tough, Diabolical, Extreme (Str8ts); "
    "Easy, Medium, Hard, Fiendish, Diabolical (Sudoku); Easy, Medium, Hard, Expert (Suguru)",
    "hint": "print the next logic step for a partly filled grid",
    "render": RENDER_HELP,
}
# every command, in the order --help lists them: those, then the two without sources
COMMAND_NAMES = (*COMMAND_HELP, "generate", "scan")


def out_path(text: str) -> str:
    """``render --out`` of a picture: a file name ending in .png, .svg or .pdf (a booklet's is
    checked by the command: a .pdf only)."""
    suffix = Path(text).suffix.lower()
    if suffix not in IMAGE_SUFFIXES:
        shown = f"'{Path(text).suffix}'" if Path(text).suffix else "no suffix"
        raise argparse.ArgumentTypeError(
            f"{text!r} has {shown}: the file type comes from the suffix, use .png, .svg or .pdf"
        )
    return text


class _Parser(argparse.ArgumentParser):
    """An argument parser whose unknown options are said with the usage of the command they
    follow (``str8ts check --json x``: ``usage: str8ts check ...`` and ``str8ts check: error:
    unrecognized arguments: --json``), as a bad value of a known option is: argparse's own says
    them with the top level's usage (``usage: str8ts [-h] [--version] COMMAND ...``)."""

    commands: dict[str, argparse.ArgumentParser]

    def parse_args(self, args=None, namespace=None):  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            words = list(args) if args is not None else sys.argv[1:]
            command = getattr(parsed, "command", None)
            parser = getattr(self, "commands", {}).get(command)
            if parser is None or command not in words or extras[0] in words[: words.index(command)]:
                parser = self  # (an unknown option before the command's name is the top level's)
            parser.error("unrecognized arguments: " + " ".join(extras))
        return parsed


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command; with ``command`` (a run whose first word is that command's
    name), of that command alone. Parsing such a run consults no other command's parser (the
    top level's usage says ``COMMAND``, not the list of them), so its result and every message
    are the same, without making the ten other parsers (about a quarter of a millisecond each)."""
    parser = _Parser(
        prog="str8ts",
        description="Solve and check Str8ts, Sudoku and Suguru puzzles. SRC is a file, '-' for standard input "
        "(one puzzle per line), or a puzzle string.",
    )
    parser.add_argument("--version", action="version", version=f"str8ts {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parser.commands = {}
    for name in COMMAND_NAMES:
        if command is None or name == command:
            parser.commands[name] = _add_command(sub, name)
    return parser


def _add_command(sub, name: str) -> argparse.ArgumentParser:
    """Add the command ``name``, with its options, to the subparsers ``sub``."""
    if name == "generate":
        return _add_generate(sub)
    if name == "scan":
        return add_scan_parser(sub)  # str8ts scan PICTURE: its own arguments (no SRC)
    help_text = COMMAND_HELP[name]
    p = sub.add_parser(name, help=help_text, description=help_text)
    p.add_argument("sources", nargs="+", metavar="SRC", help="file, '-' or puzzle string")
    _add_kind(p)
    if name == "solve":
        p.add_argument(
            "--json", action="store_true", help="one JSON object per puzzle: status, solution, count, ms, kind, grid (and shaded, regions when the rules have them), "
            "source, line (where the puzzle was read)"
        )
    if name == "count":
        p.add_argument(
            "--limit", type=int, default=2, metavar="N", help="count up to N solutions (default 2)"
        )
    if name in JOBS_COMMANDS:
        _add_jobs(p)
    if name == "rate":
        add_rate_arguments(p)
    if name == "render":
        add_render_arguments(p)
    if name == "convert":
        p.add_argument(
            "--to",
            choices=CONVERT_FORMS,
            type=any_case(CONVERT_FORMS),
            default=None,
            help="output format (default: the puzzle string, or the region text for a Suguru): puzzle string, n-line grid, str8ts.com 2*n*n digits (Str8ts), "
            "SadMan .sdk or plaintext rows of integers (Sudoku), f-puzzles JSON or link (Sudoku and its variants), "
            "the comma-separated region text (Suguru), "
            "native JSON (one document a line)",
        )
    return p


def _add_generate(sub) -> argparse.ArgumentParser:
    """``generate``: no sources, its options say what to make."""
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
        help="Sudoku variant rules (implies --kind sudoku): killer, thermo, arrow, sandwich, littlekiller, antiknight, "
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
        default=None,  # (180: see generate_command.symmetry_of; the advice after a give-up tells the two apart)
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
    _add_kind(gen, default_help="str8ts; sudoku with --rules")
    return gen


def add_rate_arguments(parser: argparse.ArgumentParser) -> None:
    """``rate``'s own option (explain and hint have none)."""
    parser.add_argument(
        "--json",
        action="store_true",
        help="one JSON object per puzzle: solved, grade, score, steps, grid (and for Sudoku rating, ep and ed: Sudoku Explainer's ER, EP and ED), "
        "status (unique, several or none: what the solver says of the givens), left (open cells after logic), source, line",
    )


def add_render_arguments(parser: argparse.ArgumentParser) -> None:
    """``render``'s options (not its sources)."""
    parser.add_argument(
        "--out",
        required=True,
        metavar="FILE",  # (its suffix is checked by the command, which knows whether --booklet is given)
        help="file to write; its suffix picks the type: .png, .svg or .pdf. With several puzzles "
        "(and no --booklet) the others go to FILE-2.EXT, FILE-3.EXT, ...",
    )
    parser.add_argument(
        "--solution", action="store_true",
        help='draw the solution in the empty cells (dark grey), "Solution" under the title',
    )
    parser.add_argument(
        "--entries",
        action="store_true",
        help="draw the player's entries (and pencil marks of a saved .str8ts game) where the source has them",
    )
    parser.add_argument(
        "--booklet",
        action="store_true",
        help="all puzzles into one PDF (--out must be .pdf), several a page, solutions at the end",
    )
    parser.add_argument(
        "--per-page", type=int, choices=PER_PAGE, default=None, metavar="N",
        help="puzzles per booklet page: 1, 2, 4 (default) or 6",
    )
    parser.add_argument(
        "--title", default=None, metavar="TEXT",
        help="title above each puzzle (default: the file's title, if any) or on the booklet's first page",
    )
    parser.add_argument(
        "--size", type=int, default=None, metavar="PX",
        help=f"PNG/SVG width and height in pixels, {MIN_SIZE_PX} to {MAX_SIZE_PX} (default {DEFAULT_SIZE_PX}; "
        "a board that is not square: the longer side, the picture of the board's shape; a PDF's board fills its page)",
    )
    parser.add_argument(
        "--page-size", choices=("A4", "Letter"), type=any_case(("A4", "Letter")), default=None, help="PDF page size (default A4)"
    )


def add_scan_parser(sub) -> argparse.ArgumentParser:
    """Add the ``scan`` subcommand to the subparsers ``sub``."""
    p = sub.add_parser(
        "scan",
        help=SCAN_HELP,
        description=SCAN_HELP + ". Without --kind the kind is told from the picture: black cells make a "
        "Str8ts, irregular thick borders a Suguru, 3 x 3 box lines a Sudoku.",
    )
    p.add_argument("picture", metavar="PICTURE", help="the picture file (PNG, JPEG, ...), or '-' for standard input")
    p.add_argument(
        "--kind", choices=KIND_CHOICES, type=any_case(KIND_CHOICES), default=None, help="puzzle kind (default: told from the picture)"
    )
    p.add_argument(
        "--json",
        action="store_true",
        help='one JSON object: {"kind", "puzzle", "size", "uncertain": [cells read with low confidence], "ms"}',
    )
    return p


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
