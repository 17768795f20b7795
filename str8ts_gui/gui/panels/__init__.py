"""The side column and the status bar: the panels (number pad, hint, path; the Rules palette's panel
lives with its tools in :mod:`str8ts_gui.gui.board.rule_tools`), the keyboard focus among them, and
the status bar's messages."""
