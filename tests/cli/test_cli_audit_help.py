"""The command line's help says what the commands take for every kind (the top line spoke of
Str8ts only, generate's --size and --symmetry left out the Suguru)."""

from __future__ import annotations

from str8ts_gui.cli.main import build_parser


def _help(*path: str) -> str:
    parser = build_parser()
    for name in path:
        parser = parser._subparsers._group_actions[0].choices[name]  # noqa: SLF001 - argparse keeps them there
    return " ".join(parser.format_help().split())


def test_the_top_help_names_every_kind() -> None:
    assert "Solve and check Str8ts, Sudoku and Suguru puzzles." in _help()


def test_generate_help_gives_the_suguru_sizes_and_symmetry() -> None:
    text = _help("generate")
    assert "board size, 4 to 16 (Sudoku: 4, 6, 8, 9, 12, 16; Suguru: 2 to 20; default 9)" in text
    assert "symmetry of the black cells (Sudoku and Suguru: of the givens)" in text


def test_choices_are_read_in_any_case_as_difficulty_is(tmp_path, qapp) -> None:
    """--kind, --to, --symmetry and --page-size take their choices in any case, as --difficulty
    does (``--kind Sudoku``, the kind's own title, and ``--page-size a4`` were usage errors).
    (``qapp``: render needs Qt; a QApplication, so later widget tests in this process work.)"""
    from cli_helpers import run

    sudoku = "1..." + "." * 12
    assert run("count", "--kind", "Sudoku", sudoku) == run("count", "--kind", "sudoku", sudoku)
    assert run("convert", "--to", "JSON", sudoku)[:2] == run("convert", "--to", "json", sudoku)[:2]
    assert run("generate", "--size", "4", "--seed", "1", "--symmetry", "Mirror") == run(
        "generate", "--size", "4", "--seed", "1", "--symmetry", "mirror"
    )
    out = tmp_path / "p.pdf"
    assert run("render", sudoku, "--kind", "SUDOKU", "--out", str(out), "--page-size", "letter") == (0, f"{out}\n", "")
    # what is no choice in any case is still refused (exit 2)
    import pytest

    with pytest.raises(SystemExit) as stop:
        run("count", "--kind", "kakuro", sudoku)
    assert stop.value.code == 2
