"""A rule with a setting of its own says it on the puzzle's rules page and printed rules: a
whispers line with a gap of 4 (Dutch whispers, from an f-puzzles line with a value) was
described by the page's section only ('differ by at least 5 ... unless the puzzle names another
gap'), which is false for that puzzle; the hints used the right gap."""

from __future__ import annotations

from str8ts_gui.gui.help import rules_text, variant_rules_page
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers


def test_a_whispers_gap_is_said_on_the_page_and_in_print() -> None:
    dutch = new_puzzle(9).replace(constraints=(Whispers((0, 1, 2), gap=4), Whispers((9, 10), gap=4)))
    page = variant_rules_page(dutch)
    assert "On this puzzle: neighbouring digits on a whispers line differ by at least 4." in page
    assert page.count("On this puzzle") == 1  # (once for the lines that share it)
    printed = " ".join(rules_text(dutch))
    assert "On this puzzle: neighbouring digits on a whispers line differ by at least 4." in printed


def test_lines_of_several_gaps_are_named_and_the_usual_gap_says_nothing_more() -> None:
    mixed = new_puzzle(9).replace(constraints=(Whispers((0, 1, 2), gap=4), Whispers((9, 10), gap=3)))
    page = variant_rules_page(mixed)
    assert "German whispers (gap 4) on r1c1, r1c2, r1c3: neighbouring digits on a whispers line differ by at least 4" in page
    assert "German whispers (gap 3) on r2c1, r2c2: neighbouring digits on a whispers line differ by at least 3" in page
    usual = variant_rules_page(new_puzzle(9).replace(constraints=(Whispers((0, 1, 2)),)))
    assert "On this puzzle" not in usual
