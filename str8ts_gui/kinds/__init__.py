"""The puzzle kinds, one package each; importing this package registers all of them.

* ``str8ts``: Str8ts (black and white cells, compartments of consecutive digits).
* ``sudoku``: classic Sudoku, 4 x 4 to 16 x 16 with boxes.
* ``suguru``: Suguru (Tectonic), rectangles of 2 to 20 cells a side cut into regions.

Each package holds its kind's rules, formats, SAT encoding, candidates, logic and generator;
the interface they implement is :class:`str8ts_gui.core.kind.PuzzleKind`, and the shared parts
reach them through :func:`str8ts_gui.core.kind.kind_of`. Their drawing lives in
``str8ts_gui/gui/draw/``.
"""

from str8ts_gui.kinds import str8ts  # noqa: F401  (registers Str8ts)
from str8ts_gui.kinds import sudoku  # noqa: F401  (registers Sudoku)
from str8ts_gui.kinds import suguru  # noqa: F401  (registers Suguru)
