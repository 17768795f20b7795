"""The Sudoku techniques, in the order the solver tries them.

A classic Sudoku walks :data:`STRATEGIES`, Sudoku Explainer's (SE) own ladder: its techniques,
in its order (not quite by rating: SE tries the unique loops before the naked quad, for one),
with its ratings; each finder reports first the step SE takes, so a path is SE's path and its
hardest step is SE's rating (ER). The forcing chains add SE's length increments to their base.

A variant (jigsaw regions, rules) walks :data:`VARIANT_STRATEGIES` (:func:`ladder` picks): the
simpler of those techniques on the puzzle's own units and peers (see :mod:`.grid`), without the
uniqueness techniques (a rule can break their deadly pattern), then the human patterns SE does
not have (finned fish, colouring, skyscraper and kin, X- and XY-chains, W-wing, AIC), rated as
SE rates the chains that find the same eliminations, with the variant techniques added where
their ratings put them (:mod:`.variant_ladder`): each rule's eliminations after the singles, rule
pointing and locked candidates through the rules' peers after claiming, the 45 rule after the
hidden pair, and the rule contradiction and forcing steps last.

Every technique is *sound*: it only removes a candidate (or places a digit) when no solution of
the puzzle consistent with the grid can have it otherwise; the uniqueness techniques (unique
rectangles and loops, BUG) assume, and first check, that the puzzle has exactly one solution.
None of them guesses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

from str8ts_gui.kinds.sudoku.logic import (
    basics,
    chaining,
    chains,
    exclusion,
    fish,
    forcing,
    grouped,
    sledgehammer,
    uniqueness,
    variant_ladder,
    wings,
)
from str8ts_gui.kinds.sudoku.logic.common import level_of
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step

__all__ = ["HUMAN_STRATEGIES", "STRATEGIES", "STRATEGY_BY_NAME", "Strategy", "VARIANT_STRATEGIES", "VARIANT_TECHNIQUES", "ladder"]

Finder = Callable[[CandidateGrid], Iterator[Step]]


@dataclass(frozen=True)
class Strategy:
    """A named technique: its rating (``difficulty``, SE scale; chains add to it for length),
    its finder, and whether the solver applies a whole sweep of it at once (``batch``: singles,
    whose order does not matter). ``names``: the step names it reports (a technique may report
    variants, e.g. "Skyscraper" and "Two-string kite")."""

    name: str
    difficulty: float
    find: Finder
    batch: bool = False
    description: str = ""
    names: tuple[str, ...] = ()

    @property
    def level(self) -> int:
        """The grade index (0 Easy .. 4 Diabolical) this technique alone makes a puzzle."""
        return level_of(self.difficulty)


_FULL_HOUSE = Strategy("Full house", 1.0, basics.full_house, True, "the last open cell of a row, column or box")
_HIDDEN_BOX = Strategy("Hidden single", 1.2, basics.hidden_single_box, True, "a digit with one place left in a box, row or column")
_HIDDEN_LINE = Strategy("Hidden single", 1.5, basics.hidden_single_line, True, "a digit with one place left in a row or column")
_DIRECT = (
    Strategy("Direct pointing", 1.7, basics.direct_pointing, False, "a box's digit confined to a line leaves a hidden single"),
    Strategy("Direct claiming", 1.9, basics.direct_claiming, False, "a line's digit confined to a box leaves a hidden single"),
    Strategy("Direct hidden pair", 2.0, basics.direct_hidden_pair, False, "a hidden pair that leaves a hidden single"),
    Strategy("Naked single", 2.3, basics.naked_single, True, "a cell with one candidate left"),
    Strategy("Direct hidden triple", 2.5, basics.direct_hidden_triple, False, "a hidden triple that leaves a hidden single"),
)
_SUBSETS = (
    Strategy("Pointing", 2.6, basics.pointing, False, "a box's digit confined to one row or column leaves the rest of it"),
    Strategy("Claiming", 2.8, basics.claiming, False, "a line's digit confined to one box leaves the rest of the box"),
    Strategy("Naked pair", 3.0, basics.naked_set(2), False, "two cells of a unit with the same two candidates"),
    Strategy("X-wing", 3.2, fish.fish(2), False, "a digit in two lines confined to two crossing lines"),
    Strategy("Hidden pair", 3.4, basics.hidden_set(2), False, "two digits that fit in only two cells of a unit"),
    Strategy("Naked triple", 3.6, basics.naked_set(3), False, "three cells of a unit with three candidates between them"),
    Strategy("Swordfish", 3.8, fish.fish(3), False, "a digit in three lines confined to three crossing lines"),
    Strategy("Hidden triple", 4.0, basics.hidden_set(3), False, "three digits that fit in only three cells of a unit"),
    Strategy("XY-wing", 4.2, wings.xy_wing, False, "a bivalue pivot with two bivalue pincers"),
    Strategy("XYZ-wing", 4.4, wings.xyz_wing, False, "a three-candidate pivot with two bivalue pincers"),
)
_UNIQUE_LOOP = Strategy(
    "Unique rectangle", 4.5, uniqueness.unique_loop, False,
    "cells that must not become a swappable rectangle or loop, as the puzzle has one solution",
    tuple(f"Unique {w} type {t}" for w in ("rectangle", "loop") for t in (1, 2, 3, 4)),
)
_QUADS = (
    Strategy("Naked quad", 5.0, basics.naked_set(4), False, "four cells of a unit with four candidates between them"),
    Strategy("Jellyfish", 5.2, fish.fish(4), False, "a digit in four lines confined to four crossing lines"),
    Strategy("Hidden quad", 5.4, basics.hidden_set(4), False, "four digits that fit in only four cells of a unit"),
)
_BUG = Strategy(
    "BUG", 5.6, uniqueness.bug, False,
    "a bivalue universal grave: the extra digits that stop every cell holding two candidates, as the puzzle has one solution",
    ("BUG type 1", "BUG type 2", "BUG type 3", "BUG type 4"),
)
_NESTED_NAMES = tuple(
    f"Dynamic {w} forcing chains {s}"
    for s in ("(+ forcing chains)", "(+ multiple forcing chains)", "(+ dynamic forcing chains)", "(+ dynamic forcing chains (+))")
    for w in ("contradiction", "double", "cell", "region")
)

# Sudoku Explainer's ladder, the classic Sudoku's: its techniques, order and ratings
STRATEGIES: tuple[Strategy, ...] = (
    _FULL_HOUSE,
    _HIDDEN_BOX,
    _HIDDEN_LINE,
    *_DIRECT,
    *_SUBSETS,
    _UNIQUE_LOOP,
    *_QUADS,
    _BUG,
    Strategy(
        "Aligned pair exclusion", 6.2, exclusion.aligned_pair_exclusion, False,
        "two cells that cannot take the digits that would empty a cell seeing both",
    ),
    Strategy(
        "Forcing chains and cycles", 6.5, chaining.forcing_chains_and_cycles, False,
        "a chain of links from a candidate back to itself or to its opposite",
        ("X-cycle", "Y-cycle", "XY-cycle", "Forcing X-chain", "Forcing chain"),
    ),
    Strategy(
        "Aligned triple exclusion", 7.5, exclusion.aligned_triple_exclusion, False,
        "three cells that cannot take the digits that would empty a cell seeing them all",
    ),
    Strategy(
        "Nishio forcing chains", 7.5, chaining.nishio_forcing_chains, False,
        "a candidate whose digit's links, removing as they go, end in a contradiction",
    ),
    Strategy(
        "Multiple forcing chains", 8.0, chaining.multiple_forcing_chains, False,
        "every candidate of a cell, or every place of a digit in a unit, leads to the same",
        ("Cell forcing chains", "Region forcing chains"),
    ),
    Strategy(
        "Dynamic forcing chains", 8.5, chaining.dynamic_forcing_chains, False,
        "forcing chains that remove candidates as they go",
        tuple(f"Dynamic {w} forcing chains" for w in ("contradiction", "double", "cell", "region")),
    ),
    Strategy(
        "Dynamic forcing chains (+)", 9.0, chaining.dynamic_forcing_chains_plus, False,
        "dynamic forcing chains that also use pointing, claiming, pairs and X-wings",
        tuple(f"Dynamic {w} forcing chains (+)" for w in ("contradiction", "double", "cell", "region")),
    ),
    Strategy(
        "Nested forcing chains", 9.5, chaining.nested_forcing_chains, False,
        "dynamic forcing chains that use forcing chains inside them",
        _NESTED_NAMES,
    ),
)

# the human techniques a variant walks: the simpler ones above, then patterns SE does not have
HUMAN_STRATEGIES: tuple[Strategy, ...] = (
    _FULL_HOUSE,
    _HIDDEN_BOX,
    _HIDDEN_LINE,
    *_DIRECT,
    *_SUBSETS,
    *_QUADS,
    Strategy(
        "Finned X-wing", 6.2, fish.finned_fish(2), False, "an X-wing with extra candidates in one box",
        ("Finned X-wing", "Sashimi X-wing"),
    ),
    Strategy(
        "Finned swordfish", 6.4, fish.finned_fish(3), False, "a swordfish with extra candidates in one box",
        ("Finned swordfish", "Sashimi swordfish"),
    ),
    Strategy("Simple colouring", 6.5, wings.simple_colouring, False, "two colours along the strong links of a digit"),
    Strategy(
        "Skyscraper", 6.6, wings.turbot_fish, False, "two strong links on a digit joined at one end",
        ("Skyscraper", "Two-string kite", "Turbot fish"),
    ),
    Strategy("Empty rectangle", 6.6, wings.empty_rectangle, False, "a box's digit in one row and one column, and a strong link"),
    Strategy("X-chain", 6.6, chains.x_chain, False, "a chain of strong and weak links on one digit"),
    Strategy("XY-chain", 6.6, chains.xy_chain, False, "a chain of bivalue cells"),
    Strategy(
        "Finned jellyfish", 6.6, fish.finned_fish(4), False, "a jellyfish with extra candidates in one box",
        ("Finned jellyfish", "Sashimi jellyfish"),
    ),
    Strategy("W-wing", 6.8, wings.w_wing, False, "two equal bivalue cells joined by a strong link"),
    Strategy("AIC", 7.0, chains.aic, False, "an alternating chain of cell and unit links"),
    Strategy("Grouped AIC", 7.1, grouped.grouped_aic, False, "an AIC whose nodes may be a digit's cells where a box meets a line"),
    Strategy(
        "Sledgehammer", 7.2, sledgehammer.sledgehammer, False,
        "k rules, each with one true candidate, whose candidates all lie in k other rules",
    ),
    Strategy("Contradiction chain", 7.5, forcing.contradiction_chain, False, "a candidate whose singles break the grid"),
    Strategy("Cell forcing chain", 8.0, forcing.cell_forcing_chain, False, "every candidate of a cell leads to the same"),
    Strategy("Unit forcing chain", 8.0, forcing.unit_forcing_chain, False, "every place of a digit in a unit leads to the same"),
)

# the techniques of the variant rules and the ladder of a variant Sudoku: the human techniques
# without the uniqueness ones, the variant techniques added (see :mod:`.variant_ladder`)
VARIANT_TECHNIQUES, VARIANT_STRATEGIES = variant_ladder.build(HUMAN_STRATEGIES, Strategy)


def ladder(puzzle) -> tuple[Strategy, ...]:
    """The techniques for a puzzle: :data:`STRATEGIES` for a classic Sudoku, else
    :data:`VARIANT_STRATEGIES`."""
    return STRATEGIES if not puzzle.regions and not puzzle.constraints else VARIANT_STRATEGIES


STRATEGY_BY_NAME: dict[str, Strategy] = {}
for _s in (*STRATEGIES, *HUMAN_STRATEGIES, *VARIANT_TECHNIQUES):
    STRATEGY_BY_NAME.setdefault(_s.name, _s)
    for _n in _s.names:
        STRATEGY_BY_NAME.setdefault(_n, _s)
