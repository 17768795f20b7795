"""The shared logic framework: both kinds' logic packages export its interface and use its
classes, each with its own words."""

from __future__ import annotations

import importlib

import pytest

from str8ts_gui.solver import logic


@pytest.mark.parametrize("kind", ["str8ts", "sudoku"])
def test_kind_logic_exports_the_interface(kind):
    pkg = importlib.import_module(f"str8ts_gui.kinds.{kind}.logic")
    assert list(pkg.__all__) == list(logic.KIND_LOGIC_API)
    for name in logic.KIND_LOGIC_API:
        assert hasattr(pkg, name), name
    assert issubclass(pkg.Hint, logic.Hint) and pkg.Hint.__module__.endswith(f"{kind}.logic.hints")
    assert pkg.PathResult is logic.PathResult and pkg.Step is logic.Step
    assert issubclass(pkg.Path, logic.Path) and issubclass(pkg.Rating, logic.Rating)


def test_words():
    assert logic.join_words(["a"]) == "a" and logic.join_words(["a", "b", "c"]) == "a, b and c"
    assert logic.sentence(" done ") == "done." and logic.sentence("why?") == "why?"
    assert logic.level_names("technique")[logic.VAGUE] == "Which technique"


def test_elimination_text_orders():
    elims = [(5, 3), (2, 7), (2, 8)]
    digits = lambda m: ",".join(str(d) for d in range(10) if m >> d & 1)  # noqa: E731
    cells = lambda cs, n: "+".join(map(str, sorted(cs)))  # noqa: E731
    assert logic.elimination_text(elims, 9, digits, cells) == "7,8 leave 2; 3 leaves 5"
    assert logic.elimination_text(elims, 9, digits, cells, by_digit=True) == "3 leaves 5; 7,8 leave 2"
