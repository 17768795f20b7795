"""The side column and the status bar: the panels (rules, number pad, hint, path), the keyboard
focus among them, and the status bar's messages."""
