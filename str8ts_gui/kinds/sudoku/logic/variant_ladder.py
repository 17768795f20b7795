"""The ladder of a variant Sudoku (jigsaw regions, rules): the classic techniques on the puzzle's
own units and peers, without the uniqueness techniques (a rule can break their deadly pattern)
and without the classic forcing chains (the rule contradiction and forcing steps do the same
with every rule), with the variant techniques placed where their ratings put them:

* odd/even cells (1.3) and killer cages one set of digits fills (1.4) after the hidden singles
  in a box;
* after the naked single: each rule family's own eliminations (:mod:`.variant_rules`, 2.0-2.2),
  thermometer ranges, arrow sums and killer cage combinations (:mod:`.variants`), a plain rule
  elimination for any other rule, and touching cells (2.1: a neighbour in the same row or
  column loses the digits each candidate of the cell forbids, :mod:`.variant_adjacent`);
* after claiming: split sum combinations (:mod:`.variant_bounds`, 2.6), the rules' cells that
  see each other (2.6), the same on a few neighbouring cells of a long line (2.6,
  :mod:`.variant_windows`), rule pointing (2.7), a touching pair that must hold a digit (2.8), locked
  candidates through the rules' peers (2.9), split sums whose sets must leave the rest of their
  box its digits (3.0);
* the naked sets in cages after the classic naked sets of their size, the 45 rule (innies and
  outies), the 45 rule with arrows, its sums split by boxes (:mod:`.variant_bounds`) and the
  odd/even count (:mod:`.variant_sums`) after the hidden pair;
* at the end, two sums (killer cages, little killers) filled together in every way, each way
  followed with singles and the rules (7.4, :mod:`.variant_pairs`), the rule contradiction (7.5)
  and rule forcing chains (8.0), then the nested rule
  contradiction (8.6) (:mod:`.variant_forcing`) and its deep form (9.0, :mod:`.variant_nested`),
  last the same deep form on sums and cages with the SAT solver's unit propagation choosing the
  assumptions to follow (:mod:`.variant_probe`): the hardest class; after them all, on killer
  puzzles, the 45 rule's sums of the initial cages kept as rules and the ladder walked again
  with them (:mod:`.variant_derived`).

:func:`build` makes it from the classic ladder (:data:`~.strategies.STRATEGIES`) and the
:class:`~.strategies.Strategy` class, so the classic ratings stay in one place.
"""

from __future__ import annotations

from str8ts_gui.kinds.sudoku.logic import (
    variant_adjacent,
    variant_bounds,
    variant_derived,
    variant_forcing,
    variant_nested,
    variant_pairs,
    variant_probe,
    variant_rules,
    variant_shading,
    variant_structures,
    variant_sums,
    variant_windows,
    variants,
)

__all__ = ["CLASSIC_LEFT_OUT", "build"]

# classic techniques a variant does without: the uniqueness ones; the forcing chains, which the
# rule contradiction and forcing steps cover (they follow the rules too); and the chains (X- and
# XY-chains, AIC, grouped AIC) and Sledgehammer, which know only the rows, columns, boxes and
# peers: whatever they remove, the rule contradiction removes too (assuming the candidate, the
# singles run along the chain), in the same grade, and on a variant grid they found almost
# nothing for their time (on four published puzzles 18 s of searching, no step)
CLASSIC_LEFT_OUT = frozenset(
    {
        "Unique rectangle", "BUG+1", "Contradiction chain", "Cell forcing chain", "Unit forcing chain",
        "X-chain", "XY-chain", "AIC", "Grouped AIC", "Sledgehammer",
    }
)


def build(classic, Strategy) -> tuple[tuple, tuple]:
    """``(variant techniques, variant ladder)`` from the classic ladder ``classic``."""
    S = Strategy
    fam = {f.name: S(f.name, f.difficulty, variant_rules.family_finder(f), False, f.description) for f in variant_rules.FAMILIES}
    one_cage = S(
        variants.ONE_COMBINATION, variants.CAGE_ONE, variants.single_cage_combination, False,
        "a killer cage one set of digits fills (3 in two cells: 1 and 2), or its last open cell",
    )
    touching = S(
        "Touching cells", variant_adjacent.TOUCHING, variant_adjacent.touching_cells, False,
        "a touching cell in the same row or column loses the digits each candidate of its neighbour forbids, that digit included",
    )
    rules_after_naked = [
        *(fam[f.name] for f in variant_rules.FAMILIES if f.name != "Odd/even"),
        touching,
        S("Thermometer ranges", variants.THERMO, variants.thermometer_ranges, False, "digits rise along a thermometer"),
        S("Arrow sums", variants.ARROW, variants.arrow_sums, False, "an arrow's line adds up to its circle"),
        S("Killer cage combinations", variants.CAGE, variants.killer_combinations, False, "the digit sets a killer cage can still hold"),
        S(
            "Nurikabe islands", variant_shading.NURIKABE, variant_shading.nurikabe_islands, False,
            "island cells that touch (given, or found by the 2 x 2, one-ocean and island-size rules) differ",
        ),
        S(
            "Rule elimination", variant_rules.RULE_ELIMINATION, variant_rules.other_rules, False,
            "a variant rule rules out candidates by itself",
        ),
    ]
    split = S(
        "Split sum combinations", variant_bounds.SPLIT, variant_bounds.split_sums, False,
        "a little killer or arrow crossing boxes: the digit sets its cells in each box can hold and still make the sum",
    )
    after_claiming = [
        split,
        S(
            "Rule cells that see each other", variant_rules.SEEN, variant_rules.seen_cells, False,
            "a rule's cells that share a row, column or box differ, which narrows what the rule allows",
        ),
        S(
            variant_windows.NAME, variant_windows.WINDOW, variant_windows.line_windows, False,
            "a few neighbouring cells of a long line, some of which see each other: a digit that would need two of them to be the same leaves",
        ),
        S(
            "Rule pointing", variant_rules.POINTING, variant_rules.rule_pointing, False,
            "a digit a rule must hold leaves the cells that see every place it can take",
        ),
        S(
            "Touching pair", variant_adjacent.TOUCHING_PAIR, variant_adjacent.touching_pair, False,
            "two touching cells whose allowed fillings all use a digit: it leaves the cells that see both",
        ),
        S(
            "Locked candidates", variant_structures.LOCKED, variant_structures.locked_candidates, False,
            "a unit's places for a digit all see a cell (also through a knight's or king's move, or a cage)",
        ),
        S(
            "Split sum combinations in boxes", variant_bounds.SPLIT_BOX, variant_bounds.boxed_split_sums, False,
            "a sum's cells in one box: the digit sets they can hold that leave the box's other cells its other digits",
        ),
    ]
    sets = {
        k: S(
            f"Naked {w} in a cage", d, variant_structures.naked_cage_set(k), False,
            f"{k} cells of a cage with {k} candidates between them",
        )
        for k, (w, d) in variant_structures._SET.items()
    }
    rule_45 = S(
        "45 rule", variants.RULE_45, variants.rule_45, False,
        "a unit adds up to 45: the cells in or out of its cages make up the difference",
    )
    unit_sum = S(
        "45 rule with arrows", variant_sums.UNIT_SUM, variant_sums.unit_sums, False,
        "a unit adds up to 45: less the arrows (line for circle), little killers and cages inside it, a few cells make a known sum",
    )
    parity = S(
        "Odd/even count", variant_sums.PARITY_COUNT, variant_sums.parity_count, False,
        "a unit's sums (less its cages, little killers and arrows) give cells an odd or even total; with the unit's odd digits that fixes some cells' parity",
    )
    split_45 = S(
        "Split 45 rule combinations", variant_bounds.SPLIT_EQUATION, variant_bounds.split_equations, False,
        "a sum the 45 rule with arrows gives, read box by box: a digit every set of a box's cells holds leaves the cells that see them",
    )
    deep = variant_forcing.STRONG
    ending = [
        S(
            variant_pairs.NAME, variant_pairs.PAIRS, variant_pairs.two_sums, False,
            "two sums (cages, little killers) filled together in every way their candidates allow, each way followed with singles and the rules: a candidate no way that keeps the grid holds is false",
        ),
        S(
            "Rule contradiction", variant_forcing.CONTRADICTION, variant_forcing.rule_contradiction, False,
            "a candidate whose singles and rules break the grid",
        ),
        S(
            "Rule forcing chain", variant_forcing.FORCING, variant_forcing.rule_forcing, False,
            "every candidate of a cell (or place of a digit) leads to the same, by singles and rules",
        ),
        S(
            "Deep rule contradiction", variant_forcing.CONTRADICTION + deep, variant_forcing.deep_contradiction, True,
            "a candidate whose singles, locked candidates and rules (knowing which cells see each other) break the grid",
        ),
        S(
            "Deep rule forcing chain", variant_forcing.FORCING + deep, variant_forcing.deep_forcing, False,
            "every candidate of a cell leads to the same, by singles, locked candidates and rules",
        ),
        S(
            "Nested rule contradiction", variant_forcing.NESTED, variant_forcing.nested_contradiction, True,
            "a candidate that leaves a cell whose every candidate, followed in turn, breaks the grid",
        ),
        S(
            "Deep nested rule contradiction", variant_nested.DEEP_NESTED, variant_nested.deep_nested_contradiction, True,
            "the nested rule contradiction with locked candidates inside too, and cells of any number of candidates",
        ),
        S("Probed nested rule contradiction", variant_nested.DEEP_NESTED, variant_probe.probe_nested_contradiction, True, "the deep nested rule contradiction on sums and cages, the assumptions to follow picked by the SAT solver's unit propagation"),
        S(
            variant_derived.NAME, variant_derived.FLOOR, variant_derived.sums_contradiction, True,
            "the 45 rule's sums (a house less its cages: a few cells with a known total) kept as rules, the ladder walked again with them",
        ),
    ]
    techniques = (fam["Odd/even"], one_cage, *rules_after_naked, *after_claiming, *sets.values(), rule_45, unit_sum, split_45, parity, *ending)

    out: list = []
    placed = set()

    def put(items) -> None:
        for s in items:
            if s.name not in placed:
                placed.add(s.name)
                out.append(s)

    for s in classic:
        if s.name in CLASSIC_LEFT_OUT:
            continue
        out.append(s)
        name = s.name
        if name == "Hidden single" and s.difficulty < 1.5:
            put([fam["Odd/even"], one_cage])
        elif name == "Naked single":
            put(rules_after_naked)
        elif name == "Claiming":
            put(after_claiming)
        elif name == "Naked pair":
            put([sets[2]])
        elif name == "Naked triple":
            put([sets[3]])
        elif name == "Naked quad":
            put([sets[4]])
        elif name == "Hidden pair":
            put([rule_45, unit_sum, split_45, parity])
    # anything the classic ladder's names did not place (renamed techniques): before the end
    put([fam["Odd/even"], one_cage, *rules_after_naked, *after_claiming, *sets.values(), rule_45, unit_sum, split_45, parity])
    put(ending)
    return techniques, tuple(out)
