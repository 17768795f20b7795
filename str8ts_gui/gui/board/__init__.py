"""The board: the widget and the controller it acts on, what the moves do, a hint's or path's step
shown on it, drawing a board (the kinds' own layers are in :mod:`str8ts_gui.gui.draw`), pencil
marks, the highlights' legend, and the Sudoku rule tools (their palette is
:mod:`str8ts_gui.gui.panels.rules_panel`)."""
