"""Per-kind drawing, registered on the GUI side so that the kinds stay free of Qt.

:func:`str8ts_gui.gui.render.render_board` draws what every kind shares (cells, black cells,
grid lines, digits, pencil marks, highlights, the frame) and calls the layers registered for the
puzzle's kind between the grid lines and the digits. A layer is a function
``layer(painter, square, cell, state, options)`` with ``square`` the board's QRectF and ``cell``
the side of one cell in the painter's coordinates.

* ``str8ts``: nothing beyond the shared drawing (black and white cells are shared).
* ``sudoku``: :mod:`.sudoku`, the thick box borders.
"""

from __future__ import annotations

from typing import Callable

__all__ = ["layers_for", "register_layer"]

_LAYERS: dict[str, list[Callable]] = {}


def register_layer(kind: str, layer: Callable) -> Callable:
    _LAYERS.setdefault(kind, []).append(layer)
    return layer


def layers_for(kind: str) -> list[Callable]:
    return _LAYERS.get(kind, [])


from str8ts_gui.gui.draw import sudoku  # noqa: E402,F401  (registers its layers)
