"""What a ``str8ts`` run imports: the parser, but the code of only the command it runs (so that
``str8ts solve PUZZLE`` starts without compiling ``render``, ``generate``, the logic commands or
the picture reader, nor the other puzzle kinds). Each run is a process of its own, as a user's
is. And the parser of the one command a run names parses it as the whole parser does."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

# one Str8ts of the shipped library (benchmarks/startup.py's puzzle) and its solution
STR8TS = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"
SOLUTION = "326451##84c7e8b1#95#4213#76265134#87#7##9h#6#98#62735489#7465b36#1i7#4#27#h365241"

# the str8ts command in this process, then the names of the modules it imported, on stderr
RUN = """
import sys
from str8ts_gui.cli.main import main
try:
    main()
finally:
    print("MODULES", *sorted(sys.modules), file=sys.stderr)
"""

COMMAND_MODULES = {
    "puzzle_commands": ("solve", "count", "check", "candidates", "convert"),
    "logic_commands": ("explain", "rate", "hint"),
    "render_command": ("render",),
    "generate_command": ("generate",),
    "scan_command": ("scan",),
}


def run(*args: str) -> tuple[str, set[str]]:
    """The standard output of ``str8ts ARGS`` and the modules its process imported."""
    proc = subprocess.run([sys.executable, "-c", RUN, *args], capture_output=True, text=True, timeout=120, check=False)
    line = next(line for line in proc.stderr.splitlines() if line.startswith("MODULES "))
    return proc.stdout, set(line.split()[1:])


def test_solve_imports_no_other_commands_code() -> None:
    out, modules = run("solve", STR8TS)
    assert out == SOLUTION + "\n"
    assert "str8ts_gui.cli.puzzle_commands" in modules and "str8ts_gui.cli.parser" in modules
    others = [f"str8ts_gui.cli.{name}" for name in COMMAND_MODULES if name != "puzzle_commands"]
    assert [name for name in others if name in modules] == []
    # nor what those commands bring: the picture reader, the window's drawing, Qt, the logic
    assert not [name for name in modules if name.startswith(("str8ts_gui.scan", "str8ts_gui.gui", "PySide6"))]
    assert not [name for name in modules if ".logic" in name or name.endswith(".generator")]
    # nor the --jobs pool (one puzzle is answered in this process)
    assert "multiprocessing" not in modules
    # no JSON to read or write (core.document imports json when a text or an output is JSON)
    assert "json" not in modules
    # a Str8ts line with a black cell is read as Str8ts without asking the other kinds
    assert not [name for name in modules if name.startswith(("str8ts_gui.kinds.sudoku", "str8ts_gui.kinds.suguru"))]


@pytest.mark.parametrize(
    "args, module",
    [
        (("count", STR8TS), "puzzle_commands"),
        (("rate", STR8TS), "logic_commands"),
        (("generate", "--size", "4", "--seed", "1"), "generate_command"),
        (("scan", "no-such-picture.png"), "scan_command"),
    ],
)
def test_each_command_imports_its_own_module_only(args: tuple[str, ...], module: str) -> None:
    _out, modules = run(*args)
    assert f"str8ts_gui.cli.{module}" in modules
    others = {f"str8ts_gui.cli.{name}" for name in COMMAND_MODULES if name != module}
    if module == "logic_commands":  # (it shares broken_rules with check)
        others.discard("str8ts_gui.cli.puzzle_commands")
    assert sorted(others & modules) == []


def test_every_command_has_a_module_and_the_old_table() -> None:
    from str8ts_gui.cli import main
    from str8ts_gui.cli.parser import COMMAND_HELP, build_parser

    listed = {name for names in COMMAND_MODULES.values() for name in names}
    assert set(main.RUNNERS) == listed
    assert {module for module, _func in main.RUNNERS.values()} == set(COMMAND_MODULES)
    assert set(build_parser()._subparsers._group_actions[0].choices) == listed
    for name in listed:
        assert callable(main.command(name))
    # COMMANDS (the commands that take sources, with their help) as before the modules were split
    assert list(main.COMMANDS) == list(COMMAND_HELP)
    assert all(main.COMMANDS[name] == (main.command(name), COMMAND_HELP[name]) for name in COMMAND_HELP)


def test_scan_kinds_are_the_readers() -> None:
    """``scan --kind`` offers the parser's kinds without importing the picture reader: they are
    the kinds it reads."""
    from str8ts_gui import scan
    from str8ts_gui.cli.parser import KIND_CHOICES

    assert KIND_CHOICES == scan.KINDS


def str8ts_lines() -> list[str]:
    """The Str8ts lines of the shipped library, and lines with a black cell that are no good
    Str8ts (a ``#A`` start like an .sdk header, digits too large, 12 x 12 and 16 x 16 boards)."""
    lines = []
    for size in (6, 7, 8, 9):
        text = (Path(__file__).resolve().parents[2] / "puzzles" / f"library-{size}x{size}.txt").read_text()
        lines += [s for s in text.split("\n") if s and not s.startswith(";")]
    lines += ["#A" + "." * 79, "#B.." + "G" * 77, "#" + "a" * 143, "#" + "c1" * 127 + "..", "#" + "." * 15, "#abcd" + "1" * 11]
    return lines


def test_a_str8ts_line_with_a_black_cell_is_read_as_detection_reads_it() -> None:
    """A puzzle string with a ``#``, which detection takes for Str8ts without asking the other
    kinds: none of them claims it, and the documents (or errors) read, also through the
    command's reader, are those of the Str8ts reader."""
    from str8ts_gui.cli.batch import Failure, Inputs
    from str8ts_gui.core.document import detect_kind, iter_documents
    from str8ts_gui.core.kind import all_kinds

    def read(text: str, kind: str | None) -> list[str]:
        return [f"{line}: {doc!r}" for line, doc in iter_documents(text, source="argument 1", kind=kind, keep_going=True)]

    lines = str8ts_lines()
    assert len(lines) > 100
    for line in lines:
        assert [k.name for k in all_kinds() if k.name != "str8ts" and k.detect(line, source="argument 1")] == []
        assert detect_kind(line, source="argument 1") == "str8ts"
        assert read(line, None) == read(line, "str8ts")
        # through the command's reader: the same items and failures as a detected text gives
        got = [e.message if isinstance(e, Failure) else repr(e.document) for e in Inputs([line], io.StringIO()).entries()]
        assert got == [
            repr(doc) if not isinstance(doc, Exception) else f"str8ts: {doc}"
            for _line, doc in iter_documents(line, source="argument 1", keep_going=True)
        ]


def test_a_text_of_str8ts_lines_and_comments_is_read_as_every_kind_reads_it() -> None:
    """A library file (``;`` comments and Str8ts lines with a ``#``), which detection takes for
    Str8ts without asking the other kinds: none of them claims it, and what is read is what the
    Str8ts reader reads; a text with one line of another form is asked about as before."""
    from str8ts_gui.core.document import detect_kind, iter_documents
    from str8ts_gui.core.kind import all_kinds

    def others(text: str) -> list[str]:
        return [k.name for k in all_kinds() if k.name != "str8ts" and k.detect(text, source="f.txt")]

    def read(text: str, kind: str | None) -> list[str]:
        return [f"{line}: {doc!r}" for line, doc in iter_documents(text, source="f.txt", kind=kind, keep_going=True)]

    root = Path(__file__).resolve().parents[2] / "puzzles"
    texts = [(root / f"library-{size}x{size}.txt").read_text() for size in (6, 7, 8, 9)]
    lines = str8ts_lines()
    texts += ["; a comment\n\n" + "\n".join(lines[k:k + 5]) + "\n" for k in range(0, len(lines), 5)]
    for text in texts:
        assert others(text) == []
        assert detect_kind(text, source="f.txt") == "str8ts"
        assert read(text, None) == read(text, "str8ts")
    # a line of a Sudoku among them: every kind is asked, and it decides as it did
    sudoku = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."
    mixed = texts[0] + sudoku + "\n"
    assert detect_kind(mixed, source="f.txt") == ([k for k in others(mixed)] or ["str8ts"])[0]


def test_opening_a_str8ts_library_file_loads_no_other_kind() -> None:
    code = (
        "import sys; from str8ts_gui.core.document import load_documents; "
        f"docs = load_documents({str(Path(__file__).resolve().parents[2] / 'puzzles' / 'library-9x9.txt')!r}); "
        "print(len(docs), sorted(m for m in sys.modules if m.startswith(('str8ts_gui.kinds.sudoku', 'str8ts_gui.kinds.suguru'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    count, loaded = done.stdout.split(" ", 1)
    assert int(count) > 10 and loaded.strip() == "[]"


def test_other_puzzle_strings_are_still_detected() -> None:
    """A Sudoku line, and a Str8ts line whose black cells all hold clues (``a`` could be a
    digit of a 12 x 12 Sudoku's line): detected, as before."""
    from str8ts_gui.cli.batch import Inputs

    sudoku = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."
    (item,) = Inputs([sudoku], io.StringIO()).entries()
    assert item.puzzle.kind == "sudoku"
    twelve = "a" + "." * 143
    (item,) = Inputs([twelve], io.StringIO()).entries()
    assert item.puzzle.kind == "sudoku"  # (what detection says of it, and always has)


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", STR8TS],
        ["solve", "--json", "--jobs", "2", "--kind", "STR8TS", STR8TS, "-"],
        ["count", "--limit", "5", STR8TS],
        ["convert", "--to", "json", STR8TS],
        ["rate", "--json", STR8TS],
        ["render", STR8TS, "--out", "a.png", "--page-size", "letter"],
        ["generate", "--size", "6", "--symmetry", "MIRROR"],
        ["scan", "x.png", "--kind", "sudoku"],
        # errors: the command's own messages, or the top level's (unrecognized arguments)
        ["solve"],
        ["solve", STR8TS, "--bogus"],
        ["solve", "--version"],
        ["count", "--limit", "x", STR8TS],
        ["render", STR8TS, "--out", "a.gif"],
        ["generate", "--to", "yaml"],
        ["solve", "--help"],
        ["scan", "--help"],
    ],
)
def test_the_parser_of_one_command_parses_as_the_whole_one(argv: list[str], capsys) -> None:
    """A run that names its command first is parsed by the parser of that command alone: the
    same arguments, or the same message and exit code."""
    from str8ts_gui.cli.parser import build_parser

    def parse(parser) -> tuple:
        try:
            result = vars(parser.parse_args(argv))
        except SystemExit as e:
            result = e.code
        captured = capsys.readouterr()
        return result, captured.out, captured.err

    whole, alone = parse(build_parser()), parse(build_parser(argv[0]))
    assert alone == whole
    assert whole[1] or whole[2] or isinstance(whole[0], dict)



def test_rate_json_of_a_puzzle_the_logic_solves_is_unique_without_the_solver(monkeypatch, capsys) -> None:
    """Sound steps that fill every cell leave no other solution: rate --json's "status" is then
    "unique" without a solve (only a puzzle the logic does not finish asks the solver)."""
    import json

    from str8ts_gui.cli import logic_commands
    from str8ts_gui.cli.main import main

    asked = []
    real = logic_commands.solve
    monkeypatch.setattr(logic_commands, "solve", lambda puzzle, **kw: asked.append(puzzle) or real(puzzle, **kw))
    assert main(["rate", "--json", STR8TS]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["solved"] and row["status"] == "unique" and row["left"] == 0 and asked == []
    # a puzzle the logic does not finish: the solver tells (here: several solutions)
    assert main(["rate", "--json", "." * 16]) == 0
    row = json.loads(capsys.readouterr().out)
    assert not row["solved"] and row["status"] == "several" and len(asked) == 1
