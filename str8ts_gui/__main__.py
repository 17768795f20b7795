"""``python -m str8ts_gui [FILE]``: start the GUI (``str8ts`` is the command-line tool)."""

from .gui.app import run

if __name__ == "__main__":
    run()
