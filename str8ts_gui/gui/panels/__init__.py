"""The side column and the status bar: the panels (the Sudoku Rules palette, number pad, hint, path),
the keyboard focus among them, and the status bar's messages."""
