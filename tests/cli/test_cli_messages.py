"""What the command line says about bad input: the list of forms a reader accepts stays whole,
and a puzzle of another kind than ``--kind`` is named as such, not as a text without a puzzle."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.kinds.sudoku.formats import ACCEPTED as SUDOKU_ACCEPTED

from cli_helpers import run

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def test_the_sudoku_list_of_accepted_forms_is_not_cut_as_a_long_quoted_value() -> None:
    # its quoted '0' ... '|' are more than 60 characters apart: they were cut as one long value
    code, out, err = run("solve", "--kind", "sudoku", "hello")
    assert (code, out) == (2, "")
    assert err.rstrip("\n").endswith(SUDOKU_ACCEPTED)


def test_a_str8ts_puzzle_read_as_another_kind_is_named_a_str8ts_puzzle(tmp_path: Path) -> None:
    # a Str8ts line starts with '#', which the Sudoku reader takes for an .sdk comment and the
    # Suguru reader for a title: it said "no puzzle found (only blank lines and comments)"
    path = tmp_path / "w.txt"
    path.write_text(f"; a comment\n{WIKI}\n", encoding="utf-8")
    code, out, err = run("count", "--kind", "sudoku", str(path), WIKI, SUDOKU)
    assert (code, out) == (2, "1\n")
    assert err.splitlines() == [
        f"str8ts: {path}: line 2: holds a Str8ts puzzle, not Sudoku (--kind sudoku)",
        "str8ts: argument 2: line 1: holds a Str8ts puzzle, not Sudoku (--kind sudoku)",
    ]
    code, out, err = run("solve", "--kind", "suguru", "-", stdin=WIKI + "\n")
    assert (code, out, err) == (2, "", "str8ts: <stdin>: line 1: holds a Str8ts puzzle, not Suguru (--kind suguru)\n")
    # a text no kind reads keeps its own kind's message
    code, out, err = run("count", "--kind", "sudoku", "; only\n# comments\n")
    assert code == 2 and "no puzzle found in lines 1 to 2" in err


def test_the_help_names_every_rule_form_and_grade() -> None:
    """``str8ts --help`` and ``generate --help`` list what the commands take (the rules help
    lacked ``disjoint``, the convert line ``suguru``, the rate line Suguru's grades)."""
    from str8ts_gui.cli.main import build_parser
    from str8ts_gui.core.kind import get_kind
    from str8ts_gui.kinds.sudoku.variant_generator import KNOWN_RULES

    parser = build_parser()
    top = " ".join(parser.format_help().split())
    sub = parser._subparsers._group_actions[0].choices  # noqa: SLF001 - argparse keeps them there
    gen = " ".join(sub["generate"].format_help().split())
    rules = gen.split("Sudoku variant rules (implies --kind sudoku): ")[1].split(";")[0].split(", ")
    assert rules == list(KNOWN_RULES)
    forms = next(a for a in sub["convert"]._actions if a.dest == "to").choices  # noqa: SLF001
    assert f"(--to {'|'.join(forms)})" in top
    for name in ("str8ts", "sudoku", "suguru"):
        assert f"{', '.join(get_kind(name).generator().LEVELS)} ({get_kind(name).title})" in top, name
