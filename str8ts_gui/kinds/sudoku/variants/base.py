"""What every Sudoku variant rule is: a frozen, hashable :class:`Constraint` with its checker,
its candidate pruning, its SAT encoding and its native-file form; and the :class:`Encoder` that
the encodings write through.

A rule is one module of this package (``killer.py``, ``thermo.py``, ...) defining one or more
:class:`Constraint` subclasses registered with :func:`rule`. A puzzle carries its rules in
``Puzzle.constraints``; jigsaw regions are ``Puzzle.regions``. The rules combine freely: the
kind's geometry adds their units (diagonals) and peers (anti-knight, anti-king, cage mates),
the checker asks each for what it breaks, propagation runs each one's :meth:`Constraint.prune`
to a fixpoint with the classic singles, and the encoding adds each one's clauses.

Cells are flat indices ``row * n + col`` of the n x n board.
"""

from __future__ import annotations

import importlib
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, Iterable, Sequence

from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.solver.cnf import Cnf

__all__ = ["RULES", "RULE_MODULES", "Constraint", "Encoder", "all_rules", "constraint_from_json", "narrow_cells", "rule", "rule_class"]

# rule name (the native file's "rule" field) -> class, filled in as the rules' modules load
RULES: dict[str, type["Constraint"]] = {}
# rule name -> the module of this package that defines it (one rule a module): loaded when a
# puzzle first names the rule (:func:`rule_class`), so reading a killer puzzle loads the killer
# cage's module and not the other 37; :func:`all_rules` loads every one
RULE_MODULES: dict[str, str] = {
    "antiking": "antiking", "antiknight": "antiknight", "arrow": "arrow", "between": "between",
    "candidates": "given_candidates", "chaos": "chaos", "clone": "clone", "cosmetic": "cosmetic",
    "diagonal": "diagonal", "disjoint": "disjoint", "doublearrow": "double_arrow",
    "entropic": "entropic", "extraregion": "extra_region", "extremum": "extremum",
    "indexer": "indexer", "killer": "killer", "kropki": "kropki", "littlekiller": "little_killer",
    "modular": "modular", "nabner": "nabner", "negative_ratio": "ratio_negative",
    "negative_xv": "xv_negative", "nonconsecutive": "nonconsecutive", "nurikabe": "nurikabe",
    "palindrome": "palindrome", "parity": "parity", "quadruple": "quadruple",
    "region_sum": "region_sum", "renban": "renban", "sandwich": "sandwich",
    "secret_direction": "secret_direction", "skyscraper": "skyscraper",
    "slowthermo": "slow_thermo", "thermo": "thermo", "whispers": "whispers", "xsum": "xsum",
    "xv": "xv", "zipper": "zipper",
}
# titles whose plural is not the title with an "s" (see Constraint.plural)
# (a puzzle has one secret direction path at most: its name stays singular)
PLURALS = {"XV": "XV pairs", "Between line": "between lines", "X-sum": "X-sums", "Secret direction path": "secret direction path"}
_NAMES = ("Kropki", "German", "XV", "X", "Nurikabe")  # words that keep their capital letter


def _lower(title: str) -> str:
    words = title.split(" ")
    if words and not any(words[0].startswith(name) for name in _NAMES):
        words[0] = words[0][:1].lower() + words[0][1:]
    return " ".join(words)


def rule_class(name: str) -> type["Constraint"] | None:
    """The class of the rule called ``name`` (its module loaded on first use); None when no
    rule has that name."""
    cls = RULES.get(name)
    if cls is None and name in RULE_MODULES:
        importlib.import_module(f"{__package__}.{RULE_MODULES[name]}")
        cls = RULES.get(name)
    return cls


def all_rules() -> dict[str, type["Constraint"]]:
    """Every rule by name (each rule's module loaded)."""
    for module in RULE_MODULES.values():
        importlib.import_module(f"{__package__}.{module}")
    return RULES


def rule(cls: type["Constraint"]) -> type["Constraint"]:
    """Class decorator: register a constraint class under its ``rule`` name."""
    if not cls.rule or cls.rule in RULES:
        raise ValueError(f"variant rule {cls.rule!r} is unnamed or registered twice")
    RULES[cls.rule] = cls
    return cls


@dataclass(frozen=True)
class Constraint:
    """One variant rule instance (a cage, a thermometer, the anti-knight rule...).

    Subclasses are frozen dataclasses whose fields are ints, strings, bools or tuples of ints,
    so that the default :meth:`to_json` / :meth:`from_json` round-trip them.
    """

    rule: ClassVar[str] = ""  # e.g. "killer"; the native file's name of the rule
    title: ClassVar[str] = ""  # e.g. "Killer cage", for users
    is_global: ClassVar[bool] = False  # a rule of the whole board (anti-knight), not drawn cells

    @property
    def plural(self) -> str:
        """The rule's name in a list of a puzzle's rules ("Sudoku 9 x 9 with killer cages,
        thermometers"): the title in the plural, lower case but for names (Kropki, German,
        XV, X-sums); a rule of the whole board stays singular."""
        title = self.title
        if title in PLURALS:
            return PLURALS[title]
        if not title or self.is_global or title.endswith("s") or " given" in title:
            return _lower(title)
        return _lower(title) + "s"

    # -- geometry ------------------------------------------------------------------------------
    def area(self) -> tuple[int, ...]:
        """The cells the rule is drawn on or sums (for highlighting and conflict rings; empty
        for global rules). By default the ``cells`` field, which most rules have."""
        return getattr(self, "cells", ())

    def units(self, n: int) -> tuple[tuple[int, ...], ...]:
        """Groups of cells that must hold n different digits each (X-Sudoku's diagonals)."""
        return ()

    def peer_pairs(self, n: int) -> Iterable[tuple[int, int]]:
        """Pairs of cells whose digits must differ (anti-knight moves, cells of one cage)."""
        return ()

    def validate(self, n: int) -> None:
        """Raise ValueError naming what makes the rule impossible on an n x n board."""
        for i in self.area():
            if not 0 <= i < n * n:
                raise ValueError(f"{self.title}: cell {i} is off the {n} x {n} board")

    # -- rules ---------------------------------------------------------------------------------
    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        """What ``values`` (every cell, 0 = empty) already break of this rule: a complete group
        that is wrong, or a partial one that no digits can complete."""
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        """Remove candidates (bit masks, changed in place) the rule forbids; return True when
        something changed, False when not, None when a cell or the rule has no way left. Must be
        sound: only remove what no solution can have."""
        return False

    def encode(self, enc: "Encoder") -> None:
        """Add the rule's clauses."""

    # -- description and files -----------------------------------------------------------------
    def variation(self, n: int) -> str:
        """How this rule differs from its rules page's section, in words ("neighbouring digits
        differ by at least 4"), or "" when it does not (a rule with a setting of its own)."""
        return ""

    def describe(self, n: int) -> str:
        """One line for users: ``Killer cage 15 on r1c1, r1c2``."""
        where = ", ".join(cell_name(i, n) for i in self.area())
        return f"{self.title} on {where}" if where else self.title

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"rule": self.rule}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Constraint":
        """The constraint of a native file's JSON object (ValueError naming a bad field)."""
        kwargs = {}
        known = {f.name for f in fields(cls)} | {"rule"}
        unknown = sorted(k for k in data if k not in known)
        if unknown:
            raise ValueError(f"{cls.rule}: unknown field {unknown[0]!r}")
        for f in fields(cls):
            key = f.name
            if key not in data:
                if f.default is not MISSING or f.default_factory is not MISSING:
                    continue
                raise ValueError(f"{cls.rule}: missing field {key!r}")
            value = data[key]
            if str(f.type).startswith("tuple") and not isinstance(value, list):
                raise ValueError(f"{cls.rule}: field {key!r} must be a list of cell numbers")
            if isinstance(value, list):
                if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
                    raise ValueError(f"{cls.rule}: field {key!r} must be a list of cell numbers")
                value = tuple(value)
            kwargs[f.name] = value
        try:
            return cls(**kwargs)
        except TypeError as e:
            raise ValueError(f"{cls.rule}: {e}") from None


def constraint_from_json(data: Any, n: int, *, source: str = "<string>", where: str = "constraints") -> Constraint:
    """One constraint of a native file, validated for an n x n board; PuzzleFormatError otherwise."""
    if not isinstance(data, dict) or not isinstance(data.get("rule"), str):
        raise PuzzleFormatError(f"field {where!r}: expected an object with a 'rule' name", source=source)
    cls = rule_class(data["rule"])
    if cls is None:
        known = ", ".join(sorted(RULE_MODULES))
        raise PuzzleFormatError(f"field {where!r}: unknown rule {data['rule']!r} (known: {known})", source=source)
    try:
        c = cls.from_json(data)
        c.validate(n)
    except (ValueError, TypeError) as e:
        raise PuzzleFormatError(f"field {where!r}: {e}", source=source) from None
    return c


class Encoder:
    """Writes clauses over the cell-digit variables of a :class:`Cnf`.

    A decided cell has no variables: :meth:`lit` returns True or False for it, and
    :meth:`clause` drops false literals and skips clauses made true by a constant, so rules
    write their clauses once for decided and undecided cells alike.
    """

    TRUE = True
    FALSE = False

    def __init__(self, cnf: Cnf, fixed: list[int], n: int, puzzle: Puzzle | None = None) -> None:
        self.cnf = cnf
        self.fixed = fixed
        self.n = n
        # the puzzle being encoded, for rules that depend on the others (a negative constraint
        # needs the dots drawn); None when the encoder was built without it
        self.puzzle = puzzle

    def lit(self, i: int, d: int) -> int | bool:
        """"cell i holds d": a variable, or True/False when that is decided."""
        if self.fixed[i]:
            return self.fixed[i] == d
        return self.cnf.var_of[i].get(d, False)

    def digits(self, i: int) -> list[int]:
        """The digits cell ``i`` can still hold."""
        return [self.fixed[i]] if self.fixed[i] else sorted(self.cnf.var_of[i])

    def new_var(self) -> int:
        return self.cnf.new_var()

    def clause(self, lits: Iterable[int | bool]) -> None:
        """Add the clause "one of ``lits``"; constants are folded (an all-false clause is added
        empty, which makes the formula unsatisfiable, as it should be)."""
        out = []
        for lit in lits:
            if lit is True:
                return
            if lit is False:
                continue
            out.append(lit)
        self.cnf.clauses.append(out)

    def at_most_one(self, lits: Iterable[int | bool]) -> None:
        """At most one of ``lits`` is true (native cardinality where the backend has it)."""
        real = []
        trues = 0
        for lit in lits:
            if lit is True:
                trues += 1
            elif lit is not False:
                real.append(lit)
        if trues > 1:
            self.cnf.clauses.append([])
        elif trues == 1:
            for v in real:
                self.cnf.clauses.append([-v])
        elif len(real) > 1:
            self.cnf.amo.append(real)

    def differ(self, i: int, j: int) -> None:
        """Cells ``i`` and ``j`` hold different digits."""
        for d in self.digits(i):
            b = self.lit(j, d)
            if b is not False:
                self.clause([_neg(self.lit(i, d)), _neg(b)])


def _neg(lit: int | bool) -> int | bool:
    if lit is True or lit is False:
        return not lit
    return -lit


def narrow_cells(masks: list[int], cells: Sequence[int], allowed: Sequence[int]) -> bool | None:
    """Keep in each of ``cells`` only its ``allowed`` digits (a mask per cell, in order): True
    if a mask changed, None if one runs empty (a rule's ``prune`` ending)."""
    changed = False
    for i, a in zip(cells, allowed):
        m = masks[i] & a
        if not m:
            return None
        if m != masks[i]:
            masks[i] = m
            changed = True
    return changed
