"""Cosmetic items of f-puzzles (``text``, ``circle``, ``rectangle``, ``line`` and a ``cage``
without a sum): drawings that say nothing about the digits, kept so that reading a puzzle and
writing it again loses none of its look.

A :class:`Cosmetic` holds the f-puzzles key, the item's JSON text as f-puzzles wrote it (cells by
name, colours, sizes, the text) and the cells it covers; it has no checker, pruning or clauses.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

__all__ = ["KEYS", "Cosmetic", "item_cells"]

KEYS = ("text", "circle", "rectangle", "line", "cage")  # the f-puzzles keys kept
_CELL = re.compile(r"R([0-9]{1,2})C([0-9]{1,2})", re.IGNORECASE)


def item_cells(item: Any, n: int) -> tuple[int, ...]:
    """The cells of the grid an item names (``cells`` and every line of ``lines``), in order,
    each once; names off the grid are skipped."""
    names: list[Any] = list(item.get("cells") or []) if isinstance(item, dict) else []
    lines = item.get("lines") if isinstance(item, dict) else None
    if isinstance(lines, list):
        for line in lines:
            if isinstance(line, list):
                names.extend(line)
    out: list[int] = []
    for name in names:
        m = _CELL.fullmatch(name) if isinstance(name, str) else None
        if m and 1 <= int(m[1]) <= n and 1 <= int(m[2]) <= n:
            i = (int(m[1]) - 1) * n + int(m[2]) - 1
            if i not in out:
                out.append(i)
    return tuple(out)


@rule
@dataclass(frozen=True)
class Cosmetic(Constraint):
    key: str  # the f-puzzles key: "text", "circle", "rectangle", "line" or "cage"
    data: str  # the item, a JSON object as f-puzzles wrote it
    cells: tuple[int, ...] = ()  # the cells it covers (drawing, erasing)

    rule = "cosmetic"
    title = "Drawing"

    def validate(self, n: int) -> None:
        if self.key not in KEYS:
            raise ValueError(f"Drawing: 'key' must be one of {', '.join(KEYS)}, not {self.key!r}")
        try:
            item = json.loads(self.data) if isinstance(self.data, str) else None
        except (ValueError, RecursionError):
            item = None
        if not isinstance(item, dict):
            raise ValueError("Drawing: 'data' must be the text of a JSON object")
        if not isinstance(self.cells, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in self.cells):
            raise ValueError(f"Drawing: 'cells' must be a list of cell numbers, not {self.cells!r}")
        super().validate(n)

    def item(self) -> dict[str, Any]:
        """The f-puzzles item (a fresh dict)."""
        return json.loads(self.data)

    def describe(self, n: int) -> str:
        text = self.item().get("value")
        what = {"text": "Text", "circle": "Circle", "rectangle": "Rectangle", "line": "Line", "cage": "Cage"}[self.key]
        return f"{what} (drawing only){f' {text!r}' if isinstance(text, str) and text else ''}"
