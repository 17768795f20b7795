"""The words a classic Sudoku's first hint level gives ("Try: X-wing (a digit in two lines
confined to two crossing lines)."), read as a player reads them (a Sudoku player's review)."""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic.hints import Hint
from str8ts_gui.kinds.sudoku.logic.strategies import HUMAN_STRATEGIES, STRATEGIES
from str8ts_gui.solver.logic import Step


def nested(text: str) -> bool:
    depth = deepest = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        deepest = max(deepest, depth)
    return deepest > 1


def test_the_first_level_has_no_parentheses_inside_parentheses() -> None:
    """"Try: Unique rectangle type 4 (cells that must not become a swappable rectangle or loop
    (one solution))." and the BUG's the same: the description's own "(one solution)" inside the
    hint's brackets. Every classic technique's first level now reads with one pair."""
    state = PlayState.new(parse_line("." * 81))
    seen = []
    for strategy in (*STRATEGIES, *HUMAN_STRATEGIES):
        for name in strategy.names or (strategy.name,):
            if "(+" in name:  # (SE's own names of its nested chains)
                continue
            step = Step(name, strategy.level, strategy.difficulty, (0,), (1,), (), ((0, 1),), "1 leaves r1c1")
            text = Hint(state, "step", step=step).text(1)
            assert text.startswith(f"Try: {name} (") and not nested(text), text
            seen.append(name)
    assert "Unique rectangle type 4" in seen and "BUG type 1" in seen
