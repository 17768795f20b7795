"""Sudoku variant rules, one module per rule, each with its checker, pruning and SAT encoding
(its drawing is ``str8ts_gui/gui/draw/sudoku_variants/``; its f-puzzles form is
``str8ts_gui/kinds/sudoku/fpuzzles.py``). See :mod:`.base` for what a rule provides.

A puzzle's rules are its ``constraints``; jigsaw regions are its ``regions``.
"""

from __future__ import annotations

from str8ts_gui.kinds.sudoku.variants import (  # noqa: F401  (each import registers its rules)
    antiking,
    antiknight,
    arrow,
    between,
    chaos,
    clone,
    cosmetic,
    diagonal,
    disjoint,
    double_arrow,
    entropic,
    extra_region,
    extremum,
    given_candidates,
    indexer,
    killer,
    kropki,
    little_killer,
    modular,
    nabner,
    nonconsecutive,
    nurikabe,
    palindrome,
    parity,
    quadruple,
    ratio_negative,
    region_sum,
    renban,
    sandwich,
    secret_direction,
    skyscraper,
    slow_thermo,
    thermo,
    whispers,
    xv,
    xv_negative,
    xsum,
    zipper,
)
from str8ts_gui.kinds.sudoku.variants.base import RULES, Constraint, Encoder, constraint_from_json, rule

__all__ = ["RULES", "Constraint", "Encoder", "constraint_from_json", "rule"]
