"""The puzzle kinds, one package each, known here by name and imported when first used.

* ``str8ts``: Str8ts (black and white cells, compartments of consecutive digits).
* ``sudoku``: classic Sudoku, 4 x 4 to 16 x 16 with boxes.
* ``suguru``: Suguru (Tectonic), rectangles of 2 to 20 cells a side cut into regions.

Each package holds its kind's rules, formats, SAT encoding, candidates, logic and generator;
the interface they implement is :class:`str8ts_gui.core.kind.PuzzleKind`, and the shared parts
reach them through :func:`str8ts_gui.core.kind.kind_of`. Their drawing lives in
``str8ts_gui/gui/draw/``.

This package imports nothing: :data:`KIND_NAMES` is the plug-in list the registry
(:mod:`str8ts_gui.core.kind`) reads, and importing ``str8ts_gui.kinds.<name>`` registers that
kind. Its order is the order of detection (after Str8ts, the default, every other kind is asked
whether a text is in its forms) and of the kind menus.
"""

KIND_NAMES = ("str8ts", "sudoku", "suguru")
