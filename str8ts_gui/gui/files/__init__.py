"""The puzzle in and out of the window: open, save, autosave, the clipboard, export and printing, a
picture read as a puzzle, a new empty puzzle and the puzzle's info."""
