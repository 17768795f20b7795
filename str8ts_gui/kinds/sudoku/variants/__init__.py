"""Sudoku variant rules, one module per rule, each with its checker, pruning and SAT encoding
(its drawing is ``str8ts_gui/gui/draw/sudoku_variants/``; its f-puzzles form is
``str8ts_gui/kinds/sudoku/fpuzzles.py``). See :mod:`.base` for what a rule provides; its
``RULE_MODULES`` names every rule's module, loaded when a puzzle first names the rule.

A puzzle's rules are its ``constraints``; jigsaw regions are its ``regions``.
"""

from __future__ import annotations

from str8ts_gui.kinds.sudoku.variants.base import (
    RULE_MODULES,
    Constraint,
    Encoder,
    all_rules,
    constraint_from_json,
    rule,
    rule_class,
)

__all__ = ["RULES", "RULE_MODULES", "Constraint", "Encoder", "all_rules", "constraint_from_json", "rule", "rule_class"]


def __getattr__(name: str):
    """``RULES``: every rule by name, each rule's module loaded (see :func:`all_rules`)."""
    if name == "RULES":
        return all_rules()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
