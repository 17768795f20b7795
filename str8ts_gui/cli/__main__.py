"""``python -m str8ts_gui.cli ARGS``: the ``str8ts`` command line, as the ``str8ts`` script runs it
(pyproject's ``[project.scripts]``: ``str8ts_gui.cli.main:main``)."""

import sys

from str8ts_gui.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
