"""``python -m str8ts_gui [FILE]``: start the GUI (``str8ts`` is the command-line tool)."""

import sys

from .gui.app import main

if __name__ == "__main__":
    sys.exit(main())
