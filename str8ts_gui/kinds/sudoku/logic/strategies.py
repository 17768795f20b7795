"""The Sudoku techniques, in the order the solver tries them: Sudoku Explainer's (SE) order, which
is by rating on its scale, easiest first (so a path's hardest step estimates the puzzle's SE
rating). The one exception is the direct hidden triple: tried where SE tries it, rated where the
corpus puts the puzzles that need it (see :mod:`.basics`). The techniques SE does not have
(finned fish, colouring, skyscraper and kin, X- and XY-chains, W-wing, AIC, grouped AIC,
Sledgehammer, forcing chains) come after SE's last pattern, rated as SE rates the chains that find
the same eliminations.

Every technique is *sound*: it only removes a candidate (or places a digit) when no solution of
the puzzle consistent with the grid can have it otherwise; the uniqueness techniques (unique
rectangles, BUG+1) assume, and first check, that the puzzle has exactly one solution. None of
them guesses.

A variant (jigsaw regions, rules) walks :data:`VARIANT_STRATEGIES` (:func:`ladder` picks): the
same techniques on the puzzle's own units and peers (see :mod:`.grid`), without the uniqueness
techniques (a rule can break their deadly pattern), with the variant techniques of
:mod:`.variants` added where their ratings put them: rule eliminations, thermometer ranges, arrow
sums and killer cage combinations right after the singles, the 45 rule after the hidden pair.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

from str8ts_gui.kinds.sudoku.logic import basics, chains, fish, forcing, grouped, sledgehammer, uniqueness, variants, wings
from str8ts_gui.kinds.sudoku.logic.common import level_of
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step

__all__ = ["STRATEGIES", "STRATEGY_BY_NAME", "Strategy", "VARIANT_STRATEGIES", "VARIANT_TECHNIQUES", "ladder"]

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


STRATEGIES: tuple[Strategy, ...] = (
    Strategy("Full house", 1.0, basics.full_house, True, "the last open cell of a row, column or box"),
    Strategy("Hidden single", 1.2, basics.hidden_single_box, True, "a digit with one place left in a box, row or column"),
    Strategy("Hidden single", 1.5, basics.hidden_single_line, True, "a digit with one place left in a row or column"),
    Strategy("Direct pointing", 1.7, basics.direct_pointing, False, "a box's digit confined to a line leaves a hidden single"),
    Strategy("Direct claiming", 1.9, basics.direct_claiming, False, "a line's digit confined to a box leaves a hidden single"),
    Strategy("Direct hidden pair", 2.0, basics.direct_hidden_pair, False, "a hidden pair that leaves a hidden single"),
    Strategy("Naked single", 2.3, basics.naked_single, True, "a cell with one candidate left"),
    Strategy("Direct hidden triple", 4.3, basics.direct_hidden_triple, False, "a hidden triple that leaves a hidden single"),
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
    Strategy(
        "Unique rectangle", 4.5, uniqueness.unique_rectangle, False,
        "four cells that must not become a swappable rectangle (one solution)",
        ("Unique rectangle type 1", "Unique rectangle type 2", "Unique rectangle type 3", "Unique rectangle type 4"),
    ),
    Strategy("Naked quad", 5.0, basics.naked_set(4), False, "four cells of a unit with four candidates between them"),
    Strategy("Jellyfish", 5.2, fish.fish(4), False, "a digit in four lines confined to four crossing lines"),
    Strategy("Hidden quad", 5.4, basics.hidden_set(4), False, "four digits that fit in only four cells of a unit"),
    Strategy("BUG+1", 5.6, uniqueness.bug_plus_one, False, "all cells bivalue but one: its extra digit is true (one solution)"),
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

# the techniques of the variant rules (see :mod:`.variants`)
VARIANT_TECHNIQUES: tuple[Strategy, ...] = (
    Strategy(
        "Rule elimination", variants.RULE_ELIMINATION, variants.rule_elimination, False,
        "a variant rule rules out candidates by itself (odd/even, dots, XV, lines, little killers...)",
    ),
    Strategy("Thermometer ranges", variants.THERMO, variants.thermometer_ranges, False, "digits rise along a thermometer"),
    Strategy("Arrow sums", variants.ARROW, variants.arrow_sums, False, "an arrow's line adds up to its circle"),
    Strategy(
        "Killer cage combinations", variants.CAGE, variants.killer_combinations, False,
        "the digit sets a killer cage can still hold",
    ),
    Strategy(
        "45 rule", variants.RULE_45, variants.rule_45, False,
        "a unit adds up to 45: the cells in or out of its cages make up the difference",
    ),
)


def _variant_ladder() -> tuple[Strategy, ...]:
    by_name = {s.name: s for s in VARIANT_TECHNIQUES}
    out: list[Strategy] = []
    for s in STRATEGIES:
        if s.find in (uniqueness.unique_rectangle, uniqueness.bug_plus_one):
            continue
        out.append(s)
        if s.name == "Naked single":
            out += [by_name[k] for k in ("Rule elimination", "Thermometer ranges", "Arrow sums", "Killer cage combinations")]
        elif s.name == "Hidden pair":
            out.append(by_name["45 rule"])
    return tuple(out)


# the ladder of a variant Sudoku: no uniqueness techniques, the variant techniques added
VARIANT_STRATEGIES: tuple[Strategy, ...] = _variant_ladder()


def ladder(puzzle) -> tuple[Strategy, ...]:
    """The techniques for a puzzle: :data:`STRATEGIES` for a classic Sudoku, else
    :data:`VARIANT_STRATEGIES`."""
    return STRATEGIES if not puzzle.regions and not puzzle.constraints else VARIANT_STRATEGIES


STRATEGY_BY_NAME: dict[str, Strategy] = {}
for _s in (*STRATEGIES, *VARIANT_TECHNIQUES):
    STRATEGY_BY_NAME.setdefault(_s.name, _s)
    for _n in _s.names:
        STRATEGY_BY_NAME.setdefault(_n, _s)
