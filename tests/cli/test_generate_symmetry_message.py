"""``str8ts generate`` giving up with a symmetry names the symmetry as something to change: an
8 x 8 Hard Suguru with ``--symmetry 90`` gave up in two runs of three (without symmetry it takes
about a second), and the message named nothing to change. The message keeps its form (``str8ts
generate: <the generator's message>``, exit 1); without symmetry it is as before."""

from __future__ import annotations

import pytest

from cli_helpers import run

from str8ts_gui.kinds.str8ts import generator as str8ts_generator
from str8ts_gui.kinds.sudoku import generator as sudoku_generator
from str8ts_gui.kinds.suguru import generator as suguru_generator

ADVICE = "; try --symmetry none (not {}), or another difficulty or size"


@pytest.fixture
def never(monkeypatch):
    """Every generator's attempt misses its grade (they give up at once)."""
    monkeypatch.setattr(suguru_generator, "attempt", lambda *a, **k: None)
    monkeypatch.setattr(sudoku_generator, "attempt", lambda *a, **k: None)


@pytest.mark.parametrize("symmetry", ["90", "180", "mirror", "diagonal"])
def test_a_suguru_giving_up_with_a_symmetry_says_try_none(never, symmetry) -> None:
    code, out, err = run("generate", "--kind", "suguru", "--size", "8", "--difficulty", "Hard", "--symmetry", symmetry, "--seed", "1")
    assert (code, out) == (1, "")
    assert err == f"str8ts generate: no Hard 8 x 8 Suguru after 200 attempts{ADVICE.format(symmetry)}\n"


def test_without_symmetry_the_message_is_as_before(never) -> None:
    code, out, err = run("generate", "--kind", "suguru", "--size", "8", "--difficulty", "Hard", "--symmetry", "none", "--seed", "1")
    assert (code, out, err) == (1, "", "str8ts generate: no Hard 8 x 8 Suguru after 200 attempts\n")
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--difficulty", "Hard", "--symmetry", "none", "--seed", "1")
    assert (code, out, err) == (1, "", "str8ts generate: no Hard 6 x 6 Sudoku found in 1000 attempts\n")


def test_the_default_symmetry_is_named_as_the_default(never) -> None:
    """--symmetry defaults to 180: the message says so (a setter may not know it was on), and
    says it is the default when it was not typed."""
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--difficulty", "Hard", "--seed", "1")
    assert (code, out) == (1, "")
    assert err == f"str8ts generate: no Hard 6 x 6 Sudoku found in 1000 attempts{ADVICE.format('the default 180')}\n"
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--difficulty", "Hard", "--seed", "1", "--symmetry", "180")
    assert err == f"str8ts generate: no Hard 6 x 6 Sudoku found in 1000 attempts{ADVICE.format('180')}\n"


def test_a_variant_giving_up_with_a_symmetry_says_try_none_too(monkeypatch) -> None:
    """The variant generator's give-up names the difficulty already; the symmetry is added."""
    from str8ts_gui.kinds.sudoku import variant_generator

    def never(options, count=1, *, seed=None, max_attempts=30, **_kw):
        raise RuntimeError(f"no {options.difficulty} 9 x 9 Sudoku with killer found in {max_attempts} attempt (the "
                           "logic may not rate these rules at that grade yet: try another --difficulty, or none for any grade)")
        yield

    monkeypatch.setattr(variant_generator, "generate", never)
    base = ["generate", "--kind", "sudoku", "--rules", "killer", "--difficulty", "Diabolical", "--max-attempts", "1", "--seed", "1"]
    for extra, tail in (([], "; try --symmetry none (not the default 180) too"),
                        (["--symmetry", "mirror"], "; try --symmetry none (not mirror) too"),
                        (["--symmetry", "none"], "")):
        code, out, err = run(*base, *extra)
        assert (code, out) == (1, "")
        assert err.startswith("str8ts generate: no Diabolical 9 x 9 Sudoku with killer found in 1 attempt")
        assert err.endswith(f"or none for any grade){tail}\n")


def test_a_str8ts_giving_up_with_a_symmetry(monkeypatch) -> None:
    def never(options, count=1, *, seed=None, max_attempts=10_000, **_kw):
        raise RuntimeError(f"no {options.difficulty} puzzle found in {max_attempts} attempts")
        yield

    monkeypatch.setattr(str8ts_generator, "generate", never)
    code, out, err = run("generate", "--size", "4", "--difficulty", "Extreme", "--symmetry", "mirror", "--seed", "1")
    assert (code, out) == (1, "")
    assert err.startswith("str8ts generate: no Extreme puzzle found in ") and err.endswith(ADVICE.format("mirror") + "\n")


def test_a_real_small_suguru_with_90_degree_rotation() -> None:
    """No monkeypatch, the generator giving up for real (a 4 x 4 Hard Suguru does not turn up
    without symmetry either: the advice names the other choices too)."""
    code, out, err = run("generate", "--kind", "suguru", "--size", "4", "--difficulty", "Hard", "--symmetry", "90", "--seed", "1")
    assert (code, out) == (1, "")
    assert err == f"str8ts generate: no Hard 4 x 4 Suguru after 200 attempts{ADVICE.format('90')}\n"


def test_a_layout_failure_gets_no_symmetry_advice(monkeypatch) -> None:
    def no_layout(*_a, **_k):
        raise RuntimeError("no 8 x 8 Suguru layout found")

    monkeypatch.setattr(suguru_generator, "attempt", no_layout)
    code, _out, err = run("generate", "--kind", "suguru", "--size", "8", "--difficulty", "Hard", "--symmetry", "90", "--seed", "1")
    assert (code, err) == (1, "str8ts generate: no 8 x 8 Suguru layout found\n")
