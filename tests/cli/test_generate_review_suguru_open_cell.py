"""generate review: a Suguru puzzle has a cell to solve. A 2 x 2 board with the default
180-degree symmetry (or 90, or mirror; a 2 x 4 with mirror half the time) came out with every
cell given (``a1,a2`` / ``a3,a4``: "Easy (score 0, 0 steps)"), as its givens' orbits cover the
board; such a layout is now an attempt thrown away, and a board where no other exists gives up
with the symmetry advice."""

from __future__ import annotations

import pytest
from cli_helpers import run

from str8ts_gui.kinds.suguru import generator


@pytest.mark.parametrize(("w", "h", "symmetry"), [(2, 4, "mirror"), (2, 2, "none"), (2, 2, "diagonal")])
def test_every_puzzle_has_an_open_cell(w, h, symmetry) -> None:
    options = generator.Options(width=w, height=h, difficulty="Easy", symmetry=symmetry)
    for seed in range(6):
        got = next(iter(generator.generate(options, 1, seed=seed)))
        assert not all(got.puzzle.clues), (seed, got.puzzle.clues)


def test_a_2_by_2_with_the_default_symmetry_gives_up_with_the_advice() -> None:
    code, out, err = run("generate", "--kind", "suguru", "--size", "2", "--difficulty", "easy", "--seed", "1", "--jobs", "1")
    assert (code, out) == (1, "")
    assert err == (
        "str8ts generate: no Easy 2 x 2 Suguru after 200 attempts; "
        "try --symmetry none (not the default 180), or another difficulty or size\n"
    )


def test_a_2_by_2_without_symmetry_is_a_puzzle() -> None:
    code, out, err = run(
        "generate", "--kind", "suguru", "--size", "2", "--difficulty", "easy", "--symmetry", "none", "--seed", "1", "--jobs", "1"
    )
    assert (code, err) == (0, "")
    assert out.count(",") == 2 and sum(ch.isdigit() for ch in out) == 3  # two rows, three givens
