"""The variant contradiction steps say why the grid breaks (issue 20 hints): a rule that cannot be
kept names the cells whose candidates break it and what the rule asks of them, a cell without a
candidate what took each digit, a house without a place for a digit what took it from each cell,
and the nested step's "ruled out the same way" what that way is. Small crafted positions."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' test helpers

from rule_checks import make  # noqa: E402
from test_variant_logic import cell  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import context  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import rule_reason, trace  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.renban import Renban  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.xv import XV  # noqa: E402

N = 9


def at(name: str) -> int:
    return cell(name, N)


def grid(rules, marks: dict[str, str]) -> CandidateGrid:
    """An empty 9 x 9 board with these rules, the named cells narrowed to the given digits."""
    full = sum(1 << d for d in range(1, N + 1))
    m = [full] * (N * N)
    for name, ds in marks.items():
        m[at(name)] = sum(1 << int(d) for d in ds)
    return CandidateGrid.from_puzzle(make(N, rules), marks=m)


def broken(g: CandidateGrid, name: str, d: int) -> str:
    t = trace(context(g), g.masks, g.values, (at(name), d))
    assert t.broken is not None
    return t.broken.text


def test_a_pair_rule_that_cannot_be_kept_names_both_cells_and_why_no_pair_fits() -> None:
    # r4c5 = 1 takes 1 from both cells of the V: 3 and 4 are left, which do not add up to 5
    g = grid([XV((at("r5c5"), at("r5c6")), 5)], {"r5c5": "13", "r5c6": "14"})
    step = vf._contradiction_step(context(g), g, at("r4c5"), 1, False)
    assert step.text == (
        "Suppose r4c5 were 1: r5c6 = 4 (naked single), r5c5 = 3 (naked single); then the V (sum 5) between "
        "r5c5 and r5c6 cannot be kept: r5c5 is 3 and r5c6 4, no two adding up to 5. So r4c5 is not 1"
    )
    # the same steps as before: only the words say more
    assert step.strategy == "Rule contradiction" and step.eliminations == ((at("r4c5"), 1),)


def test_a_sum_that_cannot_be_kept_gives_the_least_its_cells_can_make() -> None:
    g = grid([KillerCage((at("r1c1"), at("r1c2"), at("r1c3")), 15)], {"r1c1": "9", "r1c2": "58"})
    assert broken(g, "r1c2", 8) == (
        "the killer cage 15 at r1c1 cannot be kept: r1c1 is 9 and r1c2 8, so its cells add up to at least 18, not 15"
    )


def test_a_cell_without_a_candidate_says_what_took_each_digit() -> None:
    g = grid([XV((at("r5c5"), at("r5c6")), 5)], {"r1c1": "12", "r1c2": "12", "r1c3": "123"})
    assert broken(g, "r1c3", 1) == "r1c1 has no candidate left: it sees 1 in r1c3 and 2 in r1c2"


def test_a_house_without_a_place_for_a_digit_says_what_took_it_from_each_cell() -> None:
    marks = {"r1c1": "56", "r1c2": "57", **{f"r1c{c}": "12346789" for c in range(3, 10)}}
    g = grid([XV((at("r5c5"), at("r5c6")), 5)], marks)
    assert broken(g, "r2c3", 5) == "row 1 has no place left for 5: r1c1 and r1c2 see the 5 in r2c3"


def reason(rule, marks: dict[str, str]) -> str:
    g = grid([rule], marks)
    return rule_reason(context(g), 0, g.masks)


def test_each_rule_kind_says_why_it_cannot_be_kept() -> None:
    r1 = (at("r1c1"), at("r1c2"), at("r1c3"))
    assert reason(KropkiDot(r1[:2], False), {"r1c1": "15", "r1c2": "37"}) == "r1c1 is 1 or 5 and r1c2 3 or 7, no two consecutive"
    assert reason(KropkiDot(r1[:2], True), {"r1c1": "3", "r1c2": "25"}) == "r1c1 is 3 and r1c2 2 or 5, neither digit twice the other"
    assert reason(KropkiDot(r1[:2], True), {"r1c2": "57"}) == "r1c2 is 5 or 7, and no digit is twice or half any of them"
    assert reason(XV(r1[:2], 5), {"r1c1": "7"}) == "r1c1 is 7, and no digit adds up to 5 with it"
    assert reason(Thermometer(r1), {"r1c1": "5", "r1c3": "6"}) == (
        "r1c1 is 5 and r1c3 6, but r1c3, 2 cells further from the bulb, must be at least 2 higher"
    )
    assert reason(Renban(r1), {"r1c1": "1245", "r1c2": "1245", "r1c3": "1245"}) == (
        "r1c1, r1c2 and r1c3 are 1, 2, 4 or 5, with no run of 3 consecutive digits among them"
    )
    assert reason(Whispers(r1), {"r1c1": "2", "r1c3": "8"}) == (
        "r1c1 is 2 and r1c3 8, leaving r1c2, between them on the line, no digit 5 or more from both"
    )
    assert reason(Whispers(r1), {"r1c1": "3", "r1c2": "46"}) == "r1c1 is 3 and r1c2 4 or 6, no two 5 or more apart"
    assert reason(Arrow((r1[0],), r1[1:]), {"r1c1": "5", "r1c2": "4", "r1c3": "3"}) == (
        "r1c1 is 5, r1c2 4 and r1c3 3, so the line adds up to 7, not 5"
    )
    assert reason(Arrow((r1[0],), r1[1:]), {"r1c2": "6", "r1c3": "4"}) == (
        "r1c2 is 6 and r1c3 4, so the line adds up to at least 10, more than its circle can hold"
    )
    assert reason(Palindrome(r1), {"r1c1": "1", "r1c3": "23"}) == "r1c1 is 1 and r1c3 2 or 3, which the line makes equal"
    lk = LittleKiller(-1, -1, "DR", 25)  # r1c1, r2c2, ..., r9c9: three cells in each box, which differ
    assert lk.diagonal(N)[:2] == (at("r1c1"), at("r2c2"))
    assert reason(lk, {"r1c1": "9", "r2c2": "8"}) == "r1c1 is 9 and r2c2 8, so the diagonal adds up to at least 30, not 25"


def test_a_rule_that_still_has_a_way_gives_no_reason() -> None:
    assert reason(KropkiDot((at("r1c1"), at("r1c2")), False), {"r1c1": "15", "r1c2": "36"}) == ""


def test_the_nested_step_says_what_ruling_out_the_same_way_means() -> None:
    g = grid([XV((at("r5c5"), at("r5c6")), 5)], {})
    ctx = context(g)
    how = "trying each candidate of a cell: one that breaks the grid is false, and so is whatever all the others remove"
    assert vf._dropped_words(ctx, ()) == ""
    assert vf._dropped_words(ctx, ((at("r4c5"), 3),)) == f" (once r4c5 = 3 is ruled out the same way, {how})"
    two = ((at("r4c5"), 3), (at("r6c6"), 2))
    assert vf._dropped_words(ctx, two) == f" (once r4c5 = 3 and r6c6 = 2 are ruled out the same way, {how})"
    many = tuple((i, 1) for i in range(5))
    assert vf._dropped_words(ctx, many) == f" (once 5 more candidates are ruled out the same way, {how})"


def test_a_rule_broken_only_by_its_cells_that_see_each_other_says_so() -> None:
    # r1c1 and r2c1 see each other: holding 5 and 9, they are not three consecutive digits; the
    # line's own pruning alone (a cell may repeat a digit) keeps both
    g = grid([Renban((at("r1c1"), at("r2c1"), at("r2c2")))], {"r1c1": "59", "r2c1": "59"})
    assert rule_reason(context(g), 0, g.masks) == ""
    # (a renban's own digits differ: no run of 3 gives 5 or 9 to both)
    assert rule_reason(context(g), 0, g.masks, with_ways=True) == (
        "r1c1 and r2c1 are 5 or 9, and no run of 3 consecutive digits gives them different digits"
    )
    # a whispers line's ends that see each other, both 1: the line's own words, and that the
    # cells differ, not "no digit 5 or more from both" (r1c2 may be 6 to 9)
    g = grid([Whispers((at("r1c1"), at("r1c2"), at("r1c3")))], {"r1c1": "1", "r1c3": "1"})
    assert rule_reason(context(g), 0, g.masks) == ""
    assert rule_reason(context(g), 0, g.masks, with_ways=True) == (
        "r1c1 and r1c3 are 1, but neighbours on the line differ by at least 5, cells that see each other differing"
    )


def test_a_sandwich_that_cannot_be_kept_says_where_its_ends_stand_and_what_lies_between() -> None:
    from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum

    row3 = SandwichSum(2, False, 15)
    marks = {"r3c1": "1", "r3c7": "9", **{f"r3c{c}": "45678" for c in range(2, 7)}, "r3c8": "23", "r3c9": "23"}
    assert reason(row3, marks) == (
        "the 1 and the 9 can stand only in r3c1 and r3c7, and r3c2 to r3c6 between them can make at least 30, not 15"
    )
    assert reason(row3, {f"r3c{c}": "23456789" for c in range(1, 10)}) == "no cell of row 3 can hold the 1 any more"
    # two places for the 9, both too far from the 1
    marks = {"r3c1": "1", "r3c6": "49", "r3c7": "69", **{f"r3c{c}": "5678" for c in range(2, 6)}, "r3c8": "23", "r3c9": "23"}
    assert reason(row3, marks) == (
        "the 1 can stand only in r3c1 and the 9 only in r3c6 or r3c7, and the cells between them can make at least 26 "
        "wherever they stand, not 15"
    )


def test_an_x_sum_that_cannot_be_kept_says_what_its_first_cells_can_make() -> None:
    from str8ts_gui.kinds.sudoku.variants.xsum import XSum

    row1 = XSum(0, -1, 16)  # row 1 from the left
    assert reason(row1, {"r1c1": "3", "r1c2": "1256", "r1c3": "1256"}) == (
        "r1c1 is 3, so the first 3 cells must add up to 16, but r1c2 and r1c3 can make at most 11, not 13"
    )
    assert reason(row1, {"r1c1": "23", "r1c2": "1456", "r1c3": "1456"}) == (
        "r1c1 is 2 or 3: with 2, r1c2 can make at most 6, not 14; with 3, r1c2 and r1c3 can make at most 11, not 13"
    )
    # in a traced step: the same break, told by the sum
    g = grid([row1], {"r1c2": "1256", "r1c3": "1256"})
    assert broken(g, "r1c1", 3).endswith(
        "cannot be kept: r1c1 is 3, so the first 3 cells must add up to 16, but r1c2 and r1c3 can make at most 11, not 13"
    )


def test_a_region_sum_line_that_cannot_be_kept_says_which_two_parts_make_no_total_in_common() -> None:
    from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine

    line = RegionSumLine((at("r1c2"), at("r1c3"), at("r1c4")))  # r1c2 and r1c3 in box 1, r1c4 in box 2
    assert reason(line, {"r1c2": "89", "r1c3": "89"}) == (
        "r1c2 and r1c3 are 8 or 9, so r1c2 and r1c3, its part in one box, add up to 17, "
        "and r1c4, its part in another, is at most 9"
    )
    # (r1c2 is not needed: with r1c3 at least 7, the box's part makes at least 8)
    assert reason(line, {"r1c2": "6789", "r1c3": "789", "r1c4": "123"}) == (
        "r1c3 is 7, 8 or 9 and r1c4 1, 2 or 3, so r1c2 and r1c3, its part in one box, "
        "add up to at least 8, and r1c4, its part in another, is at most 3"
    )


def test_an_indexer_that_cannot_be_kept_says_where_it_would_put_its_number() -> None:
    from str8ts_gui.kinds.sudoku.variants.indexer import Indexer

    column = Indexer((at("r1c1"),), "column")  # a digit v in r1c1 puts 1 in column v of row 1
    assert reason(column, {"r1c1": "2", "r1c2": "34"}) == "r1c1 is 2, so r1c2 must hold 1, but it is 3 or 4"
    assert reason(column, {"r1c1": "2", "r1c2": "3456"}) == "r1c1 is 2, so r1c2 must hold 1, which is ruled out there"
    assert reason(column, {"r1c1": "23", "r1c2": "45", "r1c3": "67"}) == (
        "r1c1 is 2 or 3, which puts 1 in r1c2 or r1c3, but r1c2 is 4 or 5 and r1c3 6 or 7"
    )
    # a cell that can only hold the indexer's number, which the indexer cannot point at
    assert reason(column, {"r1c1": "23", "r1c5": "1"}) == "r1c1 is 2 or 3, but r1c5 is 1, which only r1c1 = 5 would put there"


def test_a_between_line_a_clone_and_a_quadruple_that_cannot_be_kept_say_why() -> None:
    from str8ts_gui.kinds.sudoku.variants.between import BetweenLine
    from str8ts_gui.kinds.sudoku.variants.clone import Clone
    from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple

    line = BetweenLine((at("r1c1"), at("r2c2"), at("r3c3")))  # circles r1c1 and r3c3
    assert reason(line, {"r1c1": "1234", "r3c3": "1234", "r2c2": "56"}) == (
        "r1c1 and r3c3 are 1, 2, 3 or 4 and r2c2 5 or 6, so the digits on the line lie within 2 to 3, "
        "which r2c2 cannot hold"
    )
    clone = Clone((at("r1c1"), at("r1c2")), (at("r5c5"), at("r5c6")))
    assert reason(clone, {"r1c2": "3", "r5c6": "24"}) == "r1c2 is 3 and r5c6 2 or 4, which the clones make equal"
    square = Quadruple((at("r1c1"), at("r1c2"), at("r2c1"), at("r2c2")), (3, 4, 5))
    assert reason(square, {"r1c1": "1267", "r1c2": "1267"}) == (
        "r1c1 and r1c2 are 1, 2, 6 or 7, so only r2c1 and r2c2 are left for 3, 4 and 5"
    )


def test_an_entropic_line_that_cannot_be_kept_names_two_cells_and_their_bands() -> None:
    from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine

    line = EntropicLine(tuple(at(f"r1c{k}") for k in range(1, 5)))  # r1c1 and r1c4: one band
    assert reason(line, {"r1c1": "7", "r1c4": "123456"}) == (
        "r1c1 is 7 and r1c4 1, 2, 3, 4, 5 or 6, so r1c1 is high (7-9) and r1c4 low or middle, "
        "but the line puts them, 3 cells apart, in one band"
    )
    assert reason(line, {"r1c1": "78", "r1c3": "9"}) == (
        "r1c1 is 7 or 8 and r1c3 9, so r1c1 and r1c3 are both high (7-9), but the line puts them, 2 cells apart, "
        "in different bands"
    )


def test_a_zipper_line_that_cannot_be_kept_says_which_two_parts_make_no_total_in_common() -> None:
    from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine

    line = ZipperLine((at("r1c1"), at("r1c2"), at("r1c3")))  # r1c1 + r1c3 = the centre r1c2
    assert reason(line, {"r1c1": "7", "r1c2": "567"}) == (
        "r1c1 is 7 and r1c2 5, 6 or 7, so r1c1 and r1c3 add up to at least 8, but the centre r1c2 is at most 7"
    )
