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
