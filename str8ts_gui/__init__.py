"""str8ts_gui: a desktop editor and solver for Str8ts puzzles.

"Str8ts" is a registered trademark of Syndicated Puzzles Inc.; this project is independent of them.
"""

__version__ = "0.1.0"
