"""The "Generate Puzzle…" dialog: kind (Str8ts, Sudoku or Suguru), size (Suguru: width and
height), difficulty, symmetry, Sudoku variant rules and an optional seed, then a puzzle made in
the background.

Generation runs in a Python thread (:class:`~..worker.TaskRunner`) with a
:class:`~str8ts_gui.solver.sat.CancelToken`; the generator checks the token between steps, so
Cancel stops it promptly and the dialog stays open; a puzzle finished just before Cancel is
dropped too. Closing the dialog while it works cancels the work and drops its result. A
generator step that does not check the token (the Suguru layout search on large boards) is let
go after :data:`CANCEL_GRACE_MS`: the dialog reports Cancelled and the thread ends by itself.
Progress reaches the dialog through a queued signal, so the worker thread never touches a
widget.

Both kinds go the same way: the Str8ts generator (``generate_fn``) or the Sudoku generator
(``sudoku_generate_fn``) runs with the same arguments, checks the same kind of token (between
attempts, inside its SAT searches, and for Sudoku between the logic's techniques), and reports
its attempts the same way. :meth:`NewPuzzleDialog.options` gives the chosen kind's ``Options``
(:class:`str8ts_gui.kinds.str8ts.generator.Options` or
:class:`str8ts_gui.kinds.sudoku.generator.Options`).

**Suguru** (``suguru_generate_fn``, :func:`str8ts_gui.kinds.suguru.generator.generate`) takes a
width and a height (2 to 20) instead of one size; :meth:`NewPuzzleDialog.options` gives its
:class:`~str8ts_gui.kinds.suguru.generator.Options`. 90-degree and diagonal symmetry need a
square board: Generate waits until the choice fits.

**Sudoku variants**: the Rules group (shown for Sudoku) checks any of the rules of
:data:`~str8ts_gui.kinds.sudoku.variant_generator.KNOWN_RULES`; with one or more checked the
variant generator (``variant_generate_fn``, :func:`str8ts_gui.kinds.sudoku.variant_generator.generate`)
makes the puzzle and the difficulty list starts with "Any grade" (:data:`ANY_GRADE`), so
:meth:`NewPuzzleDialog.options` gives a
:class:`~str8ts_gui.kinds.sudoku.variant_generator.VariantOptions`.
Rules of the whole grid that no grid of the size keeps together (:func:`variant_generator.impossible_rules`)
keep Generate greyed out with the reason, in the generator's words. Every rule box is within
reach of the keyboard: most have an Alt+letter (:data:`RULE_MNEMONICS`), Alt+R goes into the
group and the arrow keys move among its boxes.

When a :class:`~.puzzle_pool.PuzzlePool` is given and holds a Str8ts puzzle of the chosen
options (and no seed is typed), Generate hands that one out at once. The pool keeps Str8ts only.

The dialog says how long generating takes for the chosen kind, size and level (:func:`estimate`:
times measured with ``str8ts generate``, see :data:`MEASURED_SECONDS` and
:data:`SUDOKU_MEASURED_SECONDS`) and symmetry (:data:`SYMMETRY_MEASURED_SECONDS`: a symmetric
Suguru is much slower, or gives up), shows the attempts and seconds while it works, and says so
when a run takes much longer than that. A run that gives up with a symmetry says to try none.
"""

from __future__ import annotations

import gc
from typing import Callable, Iterator

from dataclasses import dataclass, replace

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QIntValidator, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.puzzle import MAX_SIDE, MAX_SIZE, MIN_SIDE, MIN_SIZE
from str8ts_gui.kinds.str8ts.generator import LEVELS, SYMMETRIES, SYMMETRY_NAMES, Generated, GenerationCancelled, Options, generate
from str8ts_gui.kinds.sudoku import generator as sudoku_generator
from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
from str8ts_gui.kinds.sudoku import variant_generator
from str8ts_gui.kinds.sudoku.variant_generator import KNOWN_RULES, VariantOptions, impossible_rules
from str8ts_gui.kinds.suguru import generator as suguru_generator
from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions
from str8ts_gui.solver.common import CancelToken
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.library.puzzle_pool import PuzzlePool
from str8ts_gui.gui.worker import TaskResult, TaskRunner

__all__ = [
    "ANY_GRADE",
    "KINDS",
    "LEVEL_HINTS",
    "MAX_ATTEMPTS",
    "MEASURED_SECONDS",
    "NewPuzzleDialog",
    "SUDOKU_LEVEL_HINTS",
    "SUDOKU_MEASURED_SECONDS",
    "SUGURU_LEVEL_HINTS",
    "SUGURU_MEASURED_SECONDS",
    "SYMMETRY_MEASURED_SECONDS",
    "RULE_LABELS",
    "RULE_MNEMONICS",
    "VARIANT_MEASURED_SECONDS",
    "estimate",
    "estimate_text",
]

GenerateFn = Callable[..., Iterator[Generated]]  # like generator.generate
MAX_ATTEMPTS = 1000  # then give up with a message (some levels hardly exist on tiny boards)
DEFAULT_SIZE = 9
_SETTINGS = "generate/"

LEVEL_HINTS = {
    "Gentle": "Gentle: the easiest; simple steps solve it",
    "Moderate": "Moderate: a few harder steps along the way",
    "Tough": "Tough: gets stuck often without harder steps",
    "Diabolical": "Diabolical: needs advanced strategies such as chains",
    "Extreme": "Extreme: a long fight with the hardest strategies",
}

# How long one puzzle took, (fastest, slowest) wall-clock seconds of ``str8ts generate --size N
# --difficulty LEVEL --seed S --jobs 1`` for seeds 1, 2 and 3 (180-degree symmetry, the default)
# on the project's test machine: 2 cores shared with other work, the command's start (under a
# second) included. Measured again after the grades and the generator changed (the earlier table
# said 9-16 s at 16 x 16 and no 4 x 4 Extreme at all; every cell now turned up a puzzle, the
# slow ones are single Extreme seeds). None would mean no puzzle at all: the dialog then says
# such puzzles are rare (the generator gives up after MAX_ATTEMPTS attempts).
MEASURED_SECONDS: dict[int, dict[str, tuple[float, float] | None]] = {
    4: {"Gentle": (0.3, 0.5), "Moderate": (0.3, 0.5), "Tough": (0.5, 0.6), "Diabolical": (0.8, 2.5), "Extreme": (1.0, 1.8)},
    5: {"Gentle": (0.5, 0.5), "Moderate": (0.5, 0.5), "Tough": (0.4, 0.7), "Diabolical": (0.6, 1.4), "Extreme": (0.4, 0.4)},
    6: {"Gentle": (0.4, 0.6), "Moderate": (0.4, 0.5), "Tough": (0.4, 1.3), "Diabolical": (1.0, 1.5), "Extreme": (0.5, 1.3)},
    7: {"Gentle": (0.4, 0.5), "Moderate": (0.5, 0.5), "Tough": (0.5, 0.6), "Diabolical": (0.5, 0.8), "Extreme": (0.3, 0.4)},
    8: {"Gentle": (0.3, 0.4), "Moderate": (0.4, 0.6), "Tough": (0.4, 0.5), "Diabolical": (0.4, 0.8), "Extreme": (0.5, 0.5)},
    9: {"Gentle": (0.4, 0.5), "Moderate": (0.4, 1.3), "Tough": (0.3, 0.4), "Diabolical": (0.6, 0.8), "Extreme": (0.5, 0.5)},
    10: {"Gentle": (0.5, 0.6), "Moderate": (0.6, 0.6), "Tough": (0.6, 0.7), "Diabolical": (0.5, 1.5), "Extreme": (0.4, 4.3)},
    11: {"Gentle": (0.5, 0.6), "Moderate": (0.6, 0.8), "Tough": (0.6, 0.9), "Diabolical": (0.7, 1.1), "Extreme": (0.7, 1.8)},
    12: {"Gentle": (0.7, 1.5), "Moderate": (0.6, 0.9), "Tough": (0.6, 0.7), "Diabolical": (0.4, 1.0), "Extreme": (0.9, 16.6)},
    13: {"Gentle": (0.7, 1.4), "Moderate": (0.6, 1.6), "Tough": (0.9, 2.2), "Diabolical": (0.9, 2.6), "Extreme": (1.1, 2.2)},
    14: {"Gentle": (1.1, 1.7), "Moderate": (0.9, 1.2), "Tough": (1.3, 1.8), "Diabolical": (1.1, 2.4), "Extreme": (1.4, 34.3)},
    15: {"Gentle": (0.9, 2.0), "Moderate": (0.9, 2.8), "Tough": (1.5, 3.3), "Diabolical": (1.8, 3.5), "Extreme": (0.9, 13.8)},
    16: {"Gentle": (1.6, 2.9), "Moderate": (1.7, 3.6), "Tough": (2.2, 3.6), "Diabolical": (2.0, 6.6), "Extreme": (1.8, 3.1)},
}

SUDOKU_LEVEL_HINTS = {
    "Easy": "Easy: full houses and hidden singles in boxes are enough",
    "Medium": "Medium: hidden singles in lines, naked singles and direct eliminations",
    "Hard": "Hard: pointing, claiming, naked and hidden pairs, X-wings",
    "Fiendish": "Fiendish: swordfish, hidden triples, XY-wings and direct hidden triples",
    "Diabolical": "Diabolical: needs chains, finned fish or forcing chains",
}

# The same measurement for Sudoku: ``str8ts generate --kind sudoku --size N --difficulty LEVEL
# --seed S`` for seeds 1, 2 and 3 (180-degree symmetry), wall-clock seconds with the command's
# start (about half a second), on the same 2-core machine (the 6 x 6 and 16 x 16 rows again after
# the ratings became Sudoku Explainer's, while the machine was busy, so on the slow side);
# ``python3 benchmarks/sudoku_generate.py --estimates`` prints this table. None: no puzzle in any of the three runs (4 x 4 Sudoku are
# all Easy; the generator gives up after MAX_ATTEMPTS attempts, SUDOKU_GIVE_UP_SECONDS).
SUDOKU_MEASURED_SECONDS: dict[int, dict[str, tuple[float, float] | None]] = {
    4: {"Easy": (0.4, 0.4), "Medium": None, "Hard": None, "Fiendish": None, "Diabolical": None},
    6: {"Easy": (0.7, 0.8), "Medium": (0.7, 0.9), "Hard": None, "Fiendish": (1.0, 1.8), "Diabolical": (1.4, 2.1)},
    8: {"Easy": (0.5, 0.5), "Medium": (0.4, 0.5), "Hard": (0.5, 0.7), "Fiendish": (0.5, 0.7), "Diabolical": (0.5, 0.8)},
    9: {"Easy": (0.4, 0.5), "Medium": (0.5, 0.5), "Hard": (0.7, 2.1), "Fiendish": (0.9, 1.1), "Diabolical": (0.6, 1.0)},
    12: {"Easy": (0.9, 1.7), "Medium": (0.9, 1.5), "Hard": (1.3, 4.4), "Fiendish": (0.7, 2.0), "Diabolical": (0.9, 1.7)},
    16: {"Easy": (1.1, 1.4), "Medium": (0.8, 1.2), "Hard": (1.9, 2.3), "Fiendish": (8.5, 9.3), "Diabolical": (4.0, 46.6)},
}
# how long giving up took in that measurement (the slowest of the three runs), by size
SUDOKU_GIVE_UP_SECONDS: dict[int, float] = {4: 2.4, 6: 3.8}

SUGURU_LEVEL_HINTS = {
    "Easy": "Easy: singles, neighbour eliminations and cells that touch every place of a digit",
    "Medium": "Medium: naked and hidden pairs too",
    "Hard": "Hard: naked and hidden triples too",
    "Expert": "Expert: needs contradictions (try a candidate and follow it)",
}

# Suguru: wall-clock seconds of one ``generate --kind suguru --width N --height N --difficulty
# LEVEL --symmetry none --seed S`` for seeds 1, 2 and 3 (10 x 10 and 20 x 20 Hard: 1 to 10), the
# command's start included, on the same 2-core machine (``python benchmarks/suguru.py
# --estimates``, 2026-11-27, measured again after the generator's quicker grade check and, above
# 100 cells, its givens put back where the logic got stuck and several orders of givens a
# layout); each run stopped after SUGURU_TIME_LIMIT seconds (4 x 4 to 8 x 8: 40). A W x H board
# takes the row of the smallest N x N board with at least W * H cells (the table reaches 20 x 20,
# the largest board). None: no puzzle in any run (the generator gives up after
# suguru_generator.MAX_ATTEMPTS attempts, SUGURU_GIVE_UP_SECONDS). SUGURU_SLOW: some run was
# still working at the time limit (none since: 10 x 10 Hard and 20 x 20 Hard had runs over 30 s).
SUGURU_MEASURED_SECONDS: dict[int, dict[str, tuple[float, float] | None]] = {
    4: {"Easy": (0.2, 0.2), "Medium": (0.4, 0.5), "Hard": None, "Expert": None},  # (Medium: one run gave up)
    5: {"Easy": (0.2, 0.3), "Medium": (0.2, 0.3), "Hard": (0.4, 0.8), "Expert": (0.3, 0.5)},
    6: {"Easy": (0.2, 0.4), "Medium": (0.5, 0.8), "Hard": (0.4, 0.9), "Expert": (0.3, 0.7)},
    7: {"Easy": (0.3, 0.4), "Medium": (0.3, 0.9), "Hard": (0.8, 1.2), "Expert": (0.3, 1.1)},
    8: {"Easy": (0.3, 0.4), "Medium": (0.4, 0.9), "Hard": (0.4, 1.0), "Expert": (0.3, 0.8)},
    10: {"Easy": (0.3, 1.3), "Medium": (0.4, 2.2), "Hard": (0.6, 14.3), "Expert": (0.4, 1.4)},
    12: {"Easy": (0.3, 0.5), "Medium": (0.4, 0.9), "Hard": (1.1, 6.2), "Expert": (0.4, 0.7)},
    14: {"Easy": (0.4, 0.5), "Medium": (0.6, 1.2), "Hard": (1.4, 7.3), "Expert": (0.6, 1.2)},
    16: {"Easy": (0.4, 0.7), "Medium": (0.6, 1.4), "Hard": (2.6, 4.6), "Expert": (0.7, 1.8)},
    20: {"Easy": (0.6, 0.9), "Medium": (1.0, 2.1), "Hard": (1.0, 18.6), "Expert": (0.9, 1.4)},
}
SUGURU_SLOW: frozenset[tuple[int, str]] = frozenset()
SUGURU_TIME_LIMIT = 30.0
SUGURU_GIVE_UP_SECONDS: dict[int, float] = {4: 2.0}
# Rectangular Suguru boards (W != H), timed as above, by (short side, long side), each both ways
# round (W x H and H x W: six runs a grade): a W x H board and an H x W one are laid out alike
# (column by column when wider than high). A rectangular board not here is not timed (the dialog
# says so rather than give a square board's times).
SUGURU_MEASURED_RECTANGLES: dict[tuple[int, int], dict[str, tuple[float, float] | None]] = {
    (4, 6): {"Easy": (0.2, 0.3), "Medium": (0.2, 0.7), "Hard": (0.4, 0.6), "Expert": (0.3, 2.2)},  # (Hard: one run gave up)
    (6, 8): {"Easy": (0.2, 0.4), "Medium": (0.3, 1.1), "Hard": (0.3, 5.0), "Expert": (0.5, 1.0)},
    (6, 9): {"Easy": (0.3, 0.5), "Medium": (0.4, 1.9), "Hard": (0.4, 5.4), "Expert": (0.4, 2.0)},
    (3, 20): {"Easy": (0.3, 0.4), "Medium": (0.4, 0.7), "Hard": (0.3, 2.9), "Expert": (0.3, 1.3)},
}
# Boards too small for any grade above Easy (docs/guide/suguru.md): every board of at most this
# many cells, and most boards 2 cells wide or high up to SUGURU_THIN_GIVES_UP cells long. Timed
# as above: 3 x 3, 3 x 4, 2 x 6 Medium to Expert gave up in every run, 2 x 9 and 2 x 10 in 14 of
# 18 runs; giving up took SUGURU_SMALL_GIVE_UP_SECONDS at most.
SUGURU_SMALL_CELLS = 12
# a rectangular board not timed with more cells than this (the 8 x 8 row: the largest square
# with no slow grade) is said to be able to take minutes
SUGURU_LARGE_CELLS = 64
SUGURU_THIN_GIVES_UP = 10
SUGURU_SMALL_GIVE_UP_SECONDS = 2.4

# The tables above are measured with one symmetry (Str8ts and Sudoku 180-degree, Suguru none); the
# others take longer, or give up, on some boards: ``str8ts generate --kind K --size N --difficulty
# LEVEL --symmetry S --seed S --jobs 1``, seeds 1 to 3, wall-clock seconds with the command's
# start, on the same 2-core machine (2026-11-27, one run after another; none took a minute). An
# entry is (fastest, slowest) of the runs that made a puzzle, then, when some run gave up, how
# many did (of 3) and the slowest of them ((None, None, 3, s): every run gave up).
# * Suguru: every grade of 6 x 6, 8 x 8, 10 x 10 and 12 x 12; a square board takes the row of the
#   smallest of those at least its size (a 7 x 7 takes 8 x 8, a 9 x 9 10 x 10); smaller, larger
#   and rectangular boards with a symmetry were not timed (the dialog says so). A symmetry made a
#   Suguru above Easy up to 30 times slower (SUGURU_SYMMETRY_SLOWER), and 90-degree rotation gave
#   up in some runs of most grades above Easy (8 x 8 Hard: 0.3-0.9 s without symmetry, 1.2-2.7 s
#   with 180-degree rotation, 1.5-6.6 s with a mirror; with 90-degree rotation 2 runs of 3 gave up
#   after 12 s: the reviewer's case, which the dialog said took about a second).
# * Sudoku: every grade of 6 x 6 and 9 x 9, 8 x 8 Medium and Fiendish, 12 x 12 Medium and Hard,
#   16 x 16 Medium. At 6 x 6 the symmetry decides whether a grade turns up at all (Hard only
#   without symmetry or with the diagonal one; Fiendish not with 90-degree rotation or a mirror;
#   Diabolical not with 90-degree rotation); at 8 x 8 and above every run took 0.4-3.0 s (with
#   180-degree rotation 0.4-1.3 s).
# * Str8ts: Moderate and Extreme at 4, 6 and 12 x 12, every grade at 9 x 9, 16 x 16 Moderate: the
#   symmetry of the black cells made no difference beyond the seeds' spread (every run 0.2-4.6 s;
#   with 180-degree rotation 0.3-15 s, one 12 x 12 Extreme run).
# A size or grade not here takes the kind's own table (Str8ts and Sudoku; for Suguru: not timed).
Timed = tuple  # (fastest, slowest) or (fastest, slowest, runs that gave up, slowest give-up)
SYMMETRY_RUNS = 3
# the most a symmetry slowed a Suguru down in that measurement, slowest run against slowest run
# (12 x 12 Expert with 90-degree rotation: 18.3 s, without symmetry 0.6 s)
SUGURU_SYMMETRY_SLOWER = 30
SYMMETRY_MEASURED_SECONDS: dict[str, dict[str, dict[int, dict[str, Timed]]]] = {
    "suguru": {
        "180": {
            6: {"Easy": (0.2, 0.2), "Medium": (0.3, 1.9), "Hard": (1.7, 2.9), "Expert": (0.4, 0.7)},
            8: {"Easy": (0.2, 0.3), "Medium": (0.7, 1.1), "Hard": (1.2, 2.7), "Expert": (0.8, 1.0)},
            10: {"Easy": (0.3, 1.5), "Medium": (0.3, 3.7), "Hard": (4.0, 10.6), "Expert": (1.1, 4.0)},
            12: {"Easy": (0.3, 0.3), "Medium": (0.6, 1.5), "Hard": (0.9, 7.0), "Expert": (0.4, 3.2)},
        },
        "90": {
            6: {"Easy": (0.2, 0.2), "Medium": (1.5, 3.4, 1, 4.0), "Hard": (0.3, 0.3, 2, 4.0), "Expert": (1.4, 1.9, 1, 6.2)},
            8: {"Easy": (0.2, 0.3), "Medium": (2.2, 2.5), "Hard": (7.7, 7.7, 2, 11.9), "Expert": (5.8, 9.1, 1, 10.9)},
            10: {"Easy": (0.3, 1.6), "Medium": (4.5, 11.1), "Hard": (9.1, 9.1, 2, 53.9), "Expert": (2.3, 17.1)},
            12: {"Easy": (0.3, 0.3), "Medium": (1.3, 3.9), "Hard": (15.2, 17.1, 1, 25.8), "Expert": (1.7, 18.3)},
        },
        "mirror": {
            6: {"Easy": (0.2, 0.3), "Medium": (0.4, 1.2), "Hard": (0.4, 1.2), "Expert": (0.4, 2.0)},
            8: {"Easy": (0.2, 0.2), "Medium": (0.9, 3.8), "Hard": (1.5, 6.5), "Expert": (1.4, 1.9)},
            10: {"Easy": (0.3, 1.4), "Medium": (3.7, 5.6), "Hard": (6.4, 31.9), "Expert": (3.7, 8.6)},
            12: {"Easy": (0.3, 0.4), "Medium": (0.7, 1.3), "Hard": (0.6, 3.1), "Expert": (0.5, 1.6)},
        },
        "diagonal": {
            6: {"Easy": (0.2, 0.2), "Medium": (0.2, 0.8), "Hard": (0.9, 2.0, 1, 4.1), "Expert": (0.8, 1.3)},
            8: {"Easy": (0.2, 0.3), "Medium": (0.6, 1.2), "Hard": (0.3, 6.6), "Expert": (0.7, 1.1)},
            10: {"Easy": (0.3, 2.0), "Medium": (0.6, 2.1), "Hard": (1.8, 10.1), "Expert": (1.1, 7.4)},
            12: {"Easy": (0.3, 0.4), "Medium": (1.0, 2.0), "Hard": (0.8, 3.9), "Expert": (0.7, 1.7)},
        },
    },
    "sudoku": {
        "none": {
            6: {"Easy": (0.5, 0.7), "Medium": (0.5, 0.6), "Hard": (0.7, 2.9), "Fiendish": (0.9, 4.3), "Diabolical": (0.5, 0.7)},
            8: {"Medium": (0.4, 0.6), "Fiendish": (0.6, 1.1)},
            9: {"Easy": (0.6, 0.6), "Medium": (0.7, 0.8), "Hard": (0.9, 1.5), "Fiendish": (0.7, 1.3), "Diabolical": (1.3, 2.6)},
            12: {"Medium": (0.9, 1.5), "Hard": (1.3, 1.5)},
            16: {"Medium": (1.9, 2.3)},
        },
        "90": {
            6: {"Easy": (0.4, 0.5), "Medium": (0.6, 0.7), "Hard": (None, None, 3, 2.8), "Fiendish": (None, None, 3, 3.5), "Diabolical": (None, None, 3, 3.0)},
            8: {"Medium": (0.6, 0.8), "Fiendish": (0.6, 0.9)},
            9: {"Easy": (0.5, 0.7), "Medium": (0.6, 0.7), "Hard": (0.9, 1.6), "Fiendish": (0.7, 1.1), "Diabolical": (0.8, 1.1)},
            12: {"Medium": (0.6, 1.1), "Hard": (0.9, 1.5)},
            16: {"Medium": (0.8, 1.1)},
        },
        "mirror": {
            6: {"Easy": (0.5, 0.6), "Medium": (0.5, 0.7), "Hard": (None, None, 3, 3.1), "Fiendish": (None, None, 3, 3.9), "Diabolical": (0.9, 3.3)},
            8: {"Medium": (0.7, 0.8), "Fiendish": (0.6, 0.7)},
            9: {"Easy": (0.5, 0.6), "Medium": (0.6, 0.8), "Hard": (0.7, 1.4), "Fiendish": (0.6, 0.8), "Diabolical": (0.7, 1.1)},
            12: {"Medium": (0.8, 1.1), "Hard": (0.9, 1.2)},
            16: {"Medium": (0.7, 1.3)},
        },
        "diagonal": {
            6: {"Easy": (0.5, 0.6), "Medium": (0.7, 1.3), "Hard": (1.1, 1.4, 1, 3.0), "Fiendish": (0.7, 0.9), "Diabolical": (0.6, 1.3)},
            8: {"Medium": (0.5, 0.6), "Fiendish": (0.9, 1.7)},
            9: {"Easy": (0.6, 0.7), "Medium": (0.6, 0.7), "Hard": (0.6, 1.1), "Fiendish": (0.9, 1.8), "Diabolical": (0.9, 3.0)},
            12: {"Medium": (0.9, 1.0), "Hard": (1.2, 1.5)},
            16: {"Medium": (2.0, 2.7)},
        },
    },
    "str8ts": {
        "none": {
            4: {"Moderate": (0.4, 0.4), "Extreme": (0.4, 0.6)},
            6: {"Moderate": (0.4, 0.4), "Extreme": (0.5, 0.6)},
            9: {"Gentle": (0.3, 0.4), "Moderate": (0.6, 0.6), "Tough": (0.3, 0.6), "Diabolical": (0.2, 0.3), "Extreme": (0.5, 0.8)},
            12: {"Moderate": (0.4, 0.5), "Extreme": (0.4, 0.6)},
            16: {"Moderate": (2.1, 4.1)},
        },
        "90": {
            4: {"Moderate": (0.4, 0.4), "Extreme": (0.4, 0.6)},
            6: {"Moderate": (0.4, 0.6), "Extreme": (0.4, 0.4)},
            9: {"Gentle": (0.3, 0.4), "Moderate": (0.4, 0.6), "Tough": (0.2, 0.4), "Diabolical": (0.3, 0.7), "Extreme": (0.5, 0.9)},
            12: {"Moderate": (0.5, 0.8), "Extreme": (0.6, 2.1)},
            16: {"Moderate": (1.4, 4.5)},
        },
        "mirror": {
            4: {"Moderate": (0.3, 0.4), "Extreme": (0.7, 0.9)},
            6: {"Moderate": (0.4, 0.5), "Extreme": (0.3, 0.3)},
            9: {"Gentle": (0.3, 0.3), "Moderate": (0.3, 0.6), "Tough": (0.3, 0.5), "Diabolical": (0.2, 1.3), "Extreme": (0.4, 0.6)},
            12: {"Moderate": (0.4, 0.6), "Extreme": (0.5, 0.9)},
            16: {"Moderate": (1.5, 3.4)},
        },
        "diagonal": {
            4: {"Moderate": (0.4, 0.4), "Extreme": (0.8, 0.9)},
            6: {"Moderate": (0.3, 0.5), "Extreme": (0.3, 0.5)},
            9: {"Gentle": (0.3, 0.3), "Moderate": (0.2, 0.3), "Tough": (0.2, 0.4), "Diabolical": (0.5, 1.9), "Extreme": (0.4, 0.6)},
            12: {"Moderate": (0.3, 0.5), "Extreme": (0.6, 0.6)},
            16: {"Moderate": (0.8, 1.7)},
        },
    },
}

# Sudoku variants (any grade, one rule): ``generate --kind sudoku --rules RULE --seed S`` for
# seeds 1, 2 and 3, the fastest and slowest run of the rules tried, by size, with half a second
# for the command's start: 4 x 4 killer, thermo; 6 x 6 killer, thermo, antiknight, jigsaw; 8 x 8
# killer, thermo; 9 x 9 killer, thermo, kropki, sandwich, antiknight (up to 22 s), jigsaw;
# 12 x 12 killer, thermo. None: slow (16 x 16 killer: no run finished in VARIANT_TIME_LIMIT s).
# Two rules (9 x 9 killer and thermo: 1.3-1.5 s) were no slower, but most combinations were not
# tried; a target grade can take much longer (9 x 9 Easy killer: none within the limit) or give
# up after variant_generator.DEFAULT_MAX_ATTEMPTS attempts: the dialog says so instead of a time.
VARIANT_MEASURED_SECONDS: dict[int, tuple[float, float] | None] = {
    4: (0.5, 0.6),
    6: (0.5, 0.7),
    8: (0.5, 0.9),
    9: (0.5, 21.6),
    12: (0.7, 7.2),
    16: None,
}
VARIANT_TIME_LIMIT = 40.0
VARIANT_MAX_ATTEMPTS = variant_generator.DEFAULT_MAX_ATTEMPTS
ANY_GRADE = ""  # the level list's data for "Any grade" (VariantOptions.difficulty None)
RULE_LABELS = {
    "killer": "Killer",
    "thermo": "Thermo",
    "arrow": "Arrow",
    "sandwich": "Sandwich",
    "littlekiller": "Little killer",
    "antiknight": "Anti-knight",
    "antiking": "Anti-king",
    "diagonal": "Diagonal",
    "jigsaw": "Jigsaw",
    "kropki": "Kropki",
    "xv": "XV",
    "nonconsecutive": "Non-consecutive",
    "renban": "Renban",
    "whispers": "Whispers",
    "palindrome": "Palindrome",
    "parity": "Odd/even",
    "disjoint": "Disjoint groups",
}
RULE_COLUMNS = 4  # the Rules group's boxes a row
# The rule boxes' texts with their Alt+letter: every letter of the dialog's other fields and
# buttons (Kind, Size, Difficulty, sYmmetry, sEed, Rules, Generate, Cancel) is taken, and no
# choice of letters gives all 17 rules one of their own (their names share few letters); these
# 15 are unique. Anti-king and Non-consecutive have none: Alt+R goes into the Rules group, and
# the arrow keys move between its boxes as they stand (Tab goes through them too).
RULE_MNEMONICS = {
    "killer": "K&iller",
    "thermo": "&Thermo",
    "arrow": "&Arrow",
    "sandwich": "Sand&wich",
    "littlekiller": "&Little killer",
    "antiknight": "A&nti-knight",
    "antiking": "Anti-king",
    "diagonal": "Diag&onal",
    "jigsaw": "&Jigsaw",
    "kropki": "Kro&pki",
    "xv": "&XV",
    "nonconsecutive": "Non-consecutive",
    "renban": "Ren&ban",
    "whispers": "W&hispers",
    "palindrome": "Palindro&me",
    "parity": "Odd/e&ven",
    "disjoint": "Disjoint gro&ups",
}
# Cancel asks the generator to stop; it checks between its steps, and some steps of the Suguru
# generator on large boards (its layout search) take many seconds. After this long the dialog
# lets the run go: it says Cancelled at once and the worker ends by itself at its next check,
# its result dropped.
CANCEL_GRACE_MS = 1500
# A full garbage collection (the oldest generation) holds every thread, the GUI's too, for as long
# as it walks all live objects; a generator's encodings hold up to a million of them (a 16 x 16
# killer Sudoku), and each full collection froze the window for 70-240 ms, over and over. While
# the dialog generates, full collections wait (the young generations are still collected, so
# short-lived cycles still go); the threshold the program had comes back when it stops.
GC_FULL_THRESHOLD_WHILE_GENERATING = 1_000_000
GENERATE_TIP = "Make a puzzle with these settings and open it in play mode"
SLOW_FACTOR = 3  # a run this many times the slowest measured one is "taking longer than usual"
SLOW_AFTER_S = 10.0  # (and at least this long)


@dataclass(frozen=True)
class _Kind:
    """What the dialog offers for one puzzle kind."""

    name: str  # "str8ts", "sudoku"
    title: str  # "Str8ts", "Sudoku"
    noun: str  # how a sentence names one: "puzzle", "Sudoku"
    sizes: tuple[int, ...]
    levels: tuple[str, ...]
    hints: dict[str, str]
    default_level: str
    options: type  # the generator's Options
    measured: dict[int, dict[str, tuple[float, float] | None]]
    symmetry_tip: str
    default_symmetry: str = "180"


KINDS: dict[str, _Kind] = {
    "str8ts": _Kind(
        "str8ts", "Str8ts", "puzzle", tuple(range(MIN_SIZE, MAX_SIZE + 1)), tuple(LEVELS), LEVEL_HINTS, "Moderate",
        Options, MEASURED_SECONDS, "The symmetry of the black cells",
    ),
    "sudoku": _Kind(
        "sudoku", "Sudoku", "Sudoku", tuple(sudoku_generator.SIZES), tuple(sudoku_generator.LEVELS), SUDOKU_LEVEL_HINTS,
        "Medium", SudokuOptions, SUDOKU_MEASURED_SECONDS, "The symmetry of the givens",
    ),
    "suguru": _Kind(
        "suguru", "Suguru", "Suguru", (), tuple(suguru_generator.LEVELS), SUGURU_LEVEL_HINTS, "Medium", SuguruOptions,
        SUGURU_MEASURED_SECONDS, "The symmetry of the givens (90-degree and diagonal: square boards only)", "none",
    ),
}
DEFAULT_SUGURU_SIDE = 6
DEFAULT_KIND = "str8ts"


AnyOptions = Options | SudokuOptions | SuguruOptions | VariantOptions


def _kind_of(options) -> _Kind:
    if isinstance(options, SuguruOptions):
        return KINDS["suguru"]
    if isinstance(options, (SudokuOptions, VariantOptions)):
        return KINDS["sudoku"]
    return KINDS["str8ts"]


def _suguru_side(options: SuguruOptions) -> int | None:
    """The measured N x N row for a W x H Suguru: the smallest with at least W * H cells."""
    cells = options.width * options.height
    return next((n for n in sorted(SUGURU_MEASURED_SECONDS) if n * n >= cells), None)


def _suguru_gives_up(options: SuguruOptions) -> bool:
    """A board too small for its grade: the generator (almost) always gives up."""
    if options.difficulty == suguru_generator.LEVELS[0]:
        return False
    short, long = sorted((options.width, options.height))
    return short * long <= SUGURU_SMALL_CELLS or (short == 2 and long <= SUGURU_THIN_GIVES_UP)


def _suguru_rare(options: SuguruOptions) -> bool:
    """No such Suguru turned up without symmetry (a symmetry only takes givens away from the
    choice: none with one either), or the board is too large for any table."""
    side = _suguru_side(options)
    if side is None or _suguru_gives_up(options):
        return True
    return options.width == options.height and SUGURU_MEASURED_SECONDS[side].get(options.difficulty, ()) is None


def _suguru_rectangle(options: SuguruOptions) -> dict[str, tuple[float, float] | None] | None:
    """The measured row of a rectangular board (None: a square one, or not timed)."""
    if options.width == options.height:
        return None
    return SUGURU_MEASURED_RECTANGLES.get(tuple(sorted((options.width, options.height))))


def _with(symmetry: str) -> str:
    """A symmetry's name after "with": "With a left-right mirror, an 8 x 8 Hard Suguru ..."."""
    name = SYMMETRY_NAMES.get(symmetry, symmetry)
    return f"a {name}" if name.endswith("mirror") else name


def _off_table_symmetry(options: AnyOptions) -> bool:
    """A symmetry other than the one the kind's table was measured with (variants: no table)."""
    if isinstance(options, VariantOptions):
        return False
    return options.symmetry != _kind_of(options).default_symmetry


def _symmetry_timing(options: AnyOptions) -> tuple[float | None, float | None, int, float] | None:
    """(fastest, slowest, runs that gave up, slowest give-up) measured for ``options`` with its
    symmetry (:data:`SYMMETRY_MEASURED_SECONDS`); None when not timed with it."""
    table = SYMMETRY_MEASURED_SECONDS[_kind_of(options).name].get(options.symmetry, {})
    if isinstance(options, SuguruOptions):
        if options.width != options.height:
            return None
        side = _suguru_side(options)
        measured = sorted(table)
        if side is None or not measured or side < measured[0]:
            return None  # (smaller boards were not timed with a symmetry)
        row = next((n for n in measured if n >= side), None)
        entry = None if row is None else table[row].get(options.difficulty)
    else:
        entry = table.get(options.size, {}).get(options.difficulty)
    if entry is None:
        return None
    return (entry[0], entry[1], 0, 0.0) if len(entry) == 2 else tuple(entry)


def _without_symmetry(options: AnyOptions) -> str:
    """``; without symmetry one takes 1–3 s`` for options with a symmetry, when that was timed."""
    if options.symmetry == "none":
        return ""
    plain = estimate(replace(options, symmetry="none"))
    return f"; without symmetry one takes {_span_text(plain)}" if plain is not None else ""


def _plural(options: AnyOptions) -> str:
    """``8 x 8 Hard Sugurus``, ``6 x 6 Hard Sudoku``, ``9 x 9 Tough puzzles``."""
    where = describe(options)
    return where if _kind_of(options).name == "sudoku" else f"{where}s"


def _symmetry_estimate_text(options: AnyOptions, attempts: int) -> str | None:
    """The estimate of ``options`` with a symmetry its kind's table was not measured with, from
    :data:`SYMMETRY_MEASURED_SECONDS` (None: not timed with it): "With 90-degree rotation, an 8 x 8
    Hard Suguru takes about 8 s, but 2 of 3 runs gave up after 200 attempts (about 12 s); without
    symmetry one takes about a second." """
    timed = _symmetry_timing(options)
    if timed is None:
        return None
    fastest, slowest, gave_up, give_up_s = timed
    with_it = f"With {_with(options.symmetry)}, "
    without = _without_symmetry(options)
    if fastest is None:
        return (
            f"{with_it}{_plural(options)} are rare: all {gave_up} runs gave up after {attempts} attempts "
            f"({_span_text((give_up_s, give_up_s))}){without}."
        )
    where = f"{with_it}{_a(describe(options))}"
    if gave_up:
        return (
            f"{where} takes {_span_text((fastest, slowest))}, but {gave_up} of {SYMMETRY_RUNS} runs gave up after "
            f"{attempts} attempts ({_span_text((give_up_s, give_up_s))}){without}."
        )
    return f"{where} usually takes {_span_text((fastest, slowest))} to generate."


def describe(options: AnyOptions) -> str:
    """``9 x 9 Hard Sudoku``, ``5 x 7 Easy Suguru``, ``9 x 9 Sudoku with killer, thermo``."""
    if isinstance(options, SuguruOptions):
        return f"{options.width} x {options.height} {options.difficulty} Suguru"
    if isinstance(options, VariantOptions):
        grade = f"{options.difficulty} " if options.difficulty else ""
        return f"{options.size} x {options.size} {grade}Sudoku with {', '.join(options.rules)}"
    return f"{options.size} x {options.size} {options.difficulty} {_kind_of(options).noun}"


def _a(phrase: str, start: bool = False) -> str:
    """``phrase`` after "a" or "an", as it is said: "an 8 x 6 Hard Suguru", "an 11 x 11 Tough
    puzzle", "a 9 x 9 Sudoku" ("An", "A" to ``start`` a sentence)."""
    first = phrase.split(" ", 1)[0]
    article = "an" if first.startswith("8") or first in ("11", "18") else "a"
    return f"{article.capitalize() if start else article} {phrase}"


def estimate(options: AnyOptions) -> tuple[float, float] | None:
    """(fastest, slowest) seconds measured for ``options``' kind, size and level; None if
    unknown or when none turned up in the measurement's time."""
    if _off_table_symmetry(options):
        if isinstance(options, SuguruOptions) and _suguru_rare(options):
            return None
        timed = _symmetry_timing(options)
        if timed is not None:  # (slowest: a run that gave up counts its time)
            fastest, slowest, _gave_up, give_up_s = timed
            return None if fastest is None else (fastest, max(slowest, give_up_s))
        if isinstance(options, SuguruOptions):
            return None  # not timed with that symmetry
    if isinstance(options, SuguruOptions):
        side = _suguru_side(options)
        if side is None or _suguru_gives_up(options):
            return None
        if options.width != options.height:
            row = _suguru_rectangle(options)
            return None if row is None else row.get(options.difficulty)
        if (side, options.difficulty) in SUGURU_SLOW:
            return None
        return SUGURU_MEASURED_SECONDS[side].get(options.difficulty)
    if isinstance(options, VariantOptions):
        if options.difficulty is not None or len(options.rules) > 1:
            return None
        return VARIANT_MEASURED_SECONDS.get(options.size)
    return _kind_of(options).measured.get(options.size, {}).get(options.difficulty)


def _seconds(t: float) -> str:
    if t < 60:
        return f"{max(1, round(t))} s"
    minutes = t / 60
    return f"{round(minutes)} min" if minutes >= 2 else f"{round(t)} s"


def _span_text(span: tuple[float, float]) -> str:
    """``about a second``, ``about 3 s``, ``2–5 s``, ``10 s–2 min``."""
    lo, hi = span
    if hi < 1.5:
        return "about a second"
    low, high = _seconds(lo), _seconds(hi)
    if low == high:
        return f"about {high}"
    if low.endswith(" s") and high.endswith(" s"):
        low = low.removesuffix(" s")
    return f"{low}–{high}"


def _suguru_estimate_text(options: SuguruOptions) -> str:
    where = describe(options)
    side = _suguru_side(options)
    unmeasured = options.width != options.height and _suguru_rectangle(options) is None
    if side is None or (unmeasured and options.width * options.height > SUGURU_LARGE_CELLS):
        return (
            f"{_a(where, start=True)} has not been timed: boards this large can take minutes, Hard and Expert ones much longer "
            "(Cancel stops it)."
        )
    if _suguru_gives_up(options):
        took = _span_text((SUGURU_SMALL_GIVE_UP_SECONDS, SUGURU_SMALL_GIVE_UP_SECONDS))
        return (
            f"{where}s are rare or do not exist: generating usually gives up after {suguru_generator.MAX_ATTEMPTS} "
            f"attempts ({took})."
        )
    if _off_table_symmetry(options) and not _suguru_rare(options):
        text = _symmetry_estimate_text(options, suguru_generator.MAX_ATTEMPTS)
        if text is not None:
            return text
        without = _without_symmetry(options)
        sides = sorted(SYMMETRY_MEASURED_SECONDS["suguru"]["180"])
        return (
            f"{_a(where, start=True)} has not been timed with {_with(options.symmetry)}: a symmetry made the boards "
            f"timed ({sides[0]} x {sides[0]} to {sides[-1]} x {sides[-1]}) up to {SUGURU_SYMMETRY_SLOWER} times "
            f"slower, or made them give up{without} (Cancel stops it)."
        )
    if unmeasured:
        return f"{_a(where, start=True)} has not been timed (Cancel stops it)."
    if options.width == options.height and (side, options.difficulty) in SUGURU_SLOW:
        return (
            f"{_a(where, start=True)} is slow to generate: some runs took over {_seconds(SUGURU_TIME_LIMIT)}, "
            "maybe minutes (Cancel stops it)."
        )
    span = estimate(options)
    if span is None:
        give_up = SUGURU_GIVE_UP_SECONDS.get(side)
        took = f" ({_span_text((give_up, give_up))})" if give_up else ""
        return f"{where}s are rare or do not exist: generating usually gives up after {suguru_generator.MAX_ATTEMPTS} attempts{took}."
    return f"{_a(where, start=True)} usually takes {_span_text(span)} to generate."


def _variant_estimate_text(options: VariantOptions) -> str:
    where = describe(options)
    span = estimate(options)
    if span is not None:
        return f"{_a(where, start=True)} usually takes {_span_text(span)} to generate."
    measured = VARIANT_MEASURED_SECONDS.get(options.size, ())
    if measured is None:
        return (
            f"{_a(where, start=True)} is slow to generate: some runs took over {_seconds(VARIANT_TIME_LIMIT)}, "
            "maybe minutes (Cancel stops it)."
        )
    one = f" (one rule, any grade: {_span_text(measured)})" if measured else ""
    return (
        f"{_a(where, start=True)} has not been timed{one}: a target grade or several rules can take much longer, "
        f"or give up after {VARIANT_MAX_ATTEMPTS} attempts."
    )


def estimate_text(options: AnyOptions) -> str:
    """How long generating usually takes, in words, for the dialog."""
    if isinstance(options, SuguruOptions):
        return _suguru_estimate_text(options)
    if isinstance(options, VariantOptions):
        return _variant_estimate_text(options)
    kind = _kind_of(options)
    n = options.size
    where = f"{n} x {n} {options.difficulty}"
    measured = kind.measured
    if options.size not in measured or options.difficulty not in measured[options.size]:
        return f"How long {_a(where)} {kind.noun} takes is not known."
    if _off_table_symmetry(options):
        text = _symmetry_estimate_text(options, MAX_ATTEMPTS)
        if text is not None:
            return text
    span = estimate(options)
    if span is None:
        if kind.name == "sudoku":
            give_up = SUDOKU_GIVE_UP_SECONDS.get(n)
            took = f" ({_span_text((give_up, give_up))})" if give_up else ""
            without = _without_symmetry(options)  # (6 x 6 Hard: rare with 180-degree rotation only)
            if without:
                return (
                    f"With {_with(options.symmetry)}, {where} Sudoku are rare: generating usually gives up after "
                    f"{MAX_ATTEMPTS} attempts{took}{without}."
                )
            return f"{where} Sudoku are rare or do not exist: generating usually gives up after {MAX_ATTEMPTS} attempts{took}."
        return f"{where} puzzles are rare: generating usually gives up after {MAX_ATTEMPTS} attempts (about half a minute)."
    return f"{_a(where, start=True)} {kind.noun} usually takes {_span_text(span)} to generate."


def variant_grade_note(rules: tuple[str, ...]) -> str:
    """What the logic cannot grade of a variant rule set, in a sentence ("" when it grades it):
    the variant generator's own word (``grade_note``) where it has one."""
    note = getattr(variant_generator, "grade_note", None)
    if callable(note):
        return note(rules)
    return ""


def _give_up_text(head: str, options: AnyOptions, tip: str) -> str:
    """``head`` ("No 8 x 8 Hard Suguru turned up in 200 attempts") and what to change: with a
    symmetry, first that ("... with 90-degree rotation; try no symmetry, or another grade or
    size"): a symmetric puzzle is much rarer (see :data:`SYMMETRY_MEASURED_SECONDS`), and a setter told to
    change the grade or the size, the two chosen on purpose, did not think of the symmetry."""
    # (every symmetry but none: the kind's default 180-degree one too, which may be the cause;
    # not where none turns up without symmetry either: a 4 x 4 Sudoku is Easy whatever it is)
    symmetry = getattr(options, "symmetry", "none")
    if symmetry == "none" or _rare_without_symmetry(options):
        return f"{head}; try {tip}."
    return f"{head} with {_with(symmetry)}; try no symmetry, or {tip}."


def _rare_without_symmetry(options: AnyOptions) -> bool:
    """Whether such puzzles were measured to (almost) never turn up without symmetry either
    (a 4 x 4 Hard Sudoku, a 3 x 3 Expert Suguru): then no symmetry is no advice to give."""
    if isinstance(options, VariantOptions):
        return False  # (not measured)
    plain = replace(options, symmetry="none")
    if isinstance(options, SuguruOptions):
        return _suguru_rare(plain)
    timed = _symmetry_timing(plain)
    if timed is not None:
        return timed[0] is None
    row = _kind_of(options).measured.get(options.size, {})  # (a size or grade not there: its own table)
    return options.difficulty in row and row[options.difficulty] is None


def _symmetry_label(symmetry: str) -> str:
    name = SYMMETRY_NAMES[symmetry]
    return name[:1].upper() + name[1:]


class _Progress(QObject):
    """Emitted from the worker thread; queued to the dialog in the GUI thread."""

    progress = Signal(int, float, str)  # run id, fraction, text


class NewPuzzleDialog(QDialog):
    """Choose kind, size, difficulty, symmetry and seed; generate off the GUI thread;
    ``puzzleReady`` then accept."""

    puzzleReady = Signal(object)  # the Generated puzzle (GUI thread), just before the dialog accepts
    generationCancelled = Signal()  # Cancel (or closing) stopped a generation
    generationFailed = Signal(str)  # the generator gave up or failed: the message shown
    runningChanged = Signal(bool)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        pool: PuzzlePool | None = None,
        generate_fn: GenerateFn = generate,
        sudoku_generate_fn: GenerateFn = sudoku_generator.generate,
        suguru_generate_fn: GenerateFn = suguru_generator.generate,
        variant_generate_fn: GenerateFn = variant_generator.generate,
        seed: int | None = None,
        max_attempts: int = MAX_ATTEMPTS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_puzzle_dialog")
        self.setWindowTitle("Generate Puzzle")
        self.pool = pool
        self.generate_fn = generate_fn
        self.sudoku_generate_fn = sudoku_generate_fn
        self.suguru_generate_fn = suguru_generate_fn
        self.variant_generate_fn = variant_generate_fn
        self.variant_max_attempts = VARIANT_MAX_ATTEMPTS
        self.seed = seed  # used when no seed is typed (None: random)
        self.max_attempts = max_attempts
        self.last_result: Generated | None = None
        self._run_id = 0
        self._running = False
        self._gc_threshold: tuple[int, int, int] | None = None  # the program's, while generating
        self._cancel_requested = False  # Cancel pressed for the running generation
        self._attempt_text = ""
        self._clock = QElapsedTimer()
        self._fitted_width = -1  # the width the height was last fitted at

        self._kind = KINDS[DEFAULT_KIND]
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("kind_combo")
        for kind in KINDS.values():
            self.kind_combo.addItem(kind.title, kind.name)
        self.kind_combo.setToolTip("The kind of puzzle to make")
        self.size_combo = QComboBox(self)
        self.size_combo.setObjectName("size_combo")
        self.level_combo = QComboBox(self)
        self.level_combo.setObjectName("level_combo")
        self.symmetry_combo = QComboBox(self)
        self.symmetry_combo.setObjectName("symmetry_combo")
        for sym in SYMMETRIES:
            self.symmetry_combo.addItem(_symmetry_label(sym), sym)
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seed_edit")
        self.seed_edit.setPlaceholderText("random")
        self.seed_edit.setValidator(QIntValidator(0, 2_147_483_647, self.seed_edit))
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.setToolTip("A whole number gives the same puzzle every time; empty: a new puzzle each time")
        self.size_combo.setToolTip("Rows and columns of the board")
        self.level_combo.setToolTip("How hard the puzzle is for a human solver")
        # Suguru: width x height instead of the size list
        self.width_spin = QSpinBox(self)
        self.width_spin.setObjectName("width_spin")
        self.height_spin = QSpinBox(self)
        self.height_spin.setObjectName("height_spin")
        for spin, what in ((self.width_spin, "Columns"), (self.height_spin, "Rows")):
            spin.setRange(MIN_SIDE, MAX_SIDE)
            spin.setValue(DEFAULT_SUGURU_SIDE)
            spin.setToolTip(f"{what} of the Suguru ({MIN_SIDE} to {MAX_SIDE})")
            # (two boxes under one "Size:" label: a screen reader names each, not "Size" and nothing)
            spin.setAccessibleName(f"Suguru {'width' if what == 'Columns' else 'height'} ({what.lower()})")
        self.times_label = QLabel("x", self)
        size_row = QWidget(self)
        size_layout = QHBoxLayout(size_row)
        size_layout.setContentsMargins(0, 0, 0, 0)
        size_layout.addWidget(self.size_combo, 1)
        size_layout.addWidget(self.width_spin, 1)
        size_layout.addWidget(self.times_label)
        size_layout.addWidget(self.height_spin, 1)
        # Sudoku variant rules
        # (Alt+R goes to the first box; the arrow keys move among the boxes as they stand in the
        # grid, see eventFilter; see RULE_MNEMONICS)
        self.rules_group = QGroupBox("&Rules", self)
        self.rules_group.setObjectName("rules_group")
        self.rules_group.setToolTip("Sudoku variant rules to add (none: a classic Sudoku)")
        grid = QGridLayout(self.rules_group)
        self.rule_checks: dict[str, QCheckBox] = {}
        for k, name in enumerate(KNOWN_RULES):
            box = QCheckBox(RULE_MNEMONICS.get(name, RULE_LABELS[name]), self.rules_group)
            box.setObjectName(f"rule_{name}")
            box.setAccessibleName(RULE_LABELS[name])
            box.setAccessibleDescription(variant_generator.RULE_TEXT.get(name, ""))
            box.setToolTip(variant_generator.RULE_TEXT.get(name, ""))
            grid.addWidget(box, k // RULE_COLUMNS, k % RULE_COLUMNS)
            box.installEventFilter(self)
            self.rule_checks[name] = box
        self._fill_kind_choices(self._kind)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("&Kind:", self.kind_combo)
        size_label = QLabel("&Size:", self)
        size_label.setBuddy(self.size_combo)
        self.size_label = size_label
        form.addRow(size_label, size_row)
        # beside the difficulty: what the logic can grade of the rules ticked (variant Sudoku)
        self.grade_note = QLabel(self)
        self.grade_note.setObjectName("grade_note")
        self.grade_note.setWordWrap(True)
        self.grade_note.setVisible(False)
        level_row = QWidget(self)
        level_layout = QVBoxLayout(level_row)
        level_layout.setContentsMargins(0, 0, 0, 0)
        level_layout.setSpacing(2)
        level_layout.addWidget(self.level_combo)
        level_layout.addWidget(self.grade_note)
        # (its own label with the list as buddy: the row's box, which takes no keyboard, was the
        # buddy of a label made by the form, and Alt+D did nothing)
        level_label = QLabel("&Difficulty:", self)
        level_label.setBuddy(self.level_combo)
        form.addRow(level_label, level_row)
        form.addRow("S&ymmetry:", self.symmetry_combo)
        form.addRow("S&eed:", self.seed_edit)

        self.status_label = QLabel(self)
        self.status_label.setObjectName("generate_status")
        self.status_label.setWordWrap(True)
        self.status_label.setMinimumHeight(self.status_label.fontMetrics().lineSpacing() * 2)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.status_label.setToolTip("Times measured (three runs each) on a two-core computer; yours may differ")

        # The bottom row is either the buttons (idle) or the progress bar with Cancel (while
        # generating), so the dialog keeps its size and has no empty gap.
        self.progress = QProgressBar(self)
        self.progress.setObjectName("generate_progress")
        self.progress.setRange(0, 0)  # busy: one puzzle takes an unknown number of attempts
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton("&Cancel", self)
        self.cancel_button.setObjectName("generate_cancel")
        self.cancel_button.setToolTip("Stop generating (the dialog stays open)")
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.cancel)
        running_page = QWidget(self)
        progress_row = QHBoxLayout(running_page)
        progress_row.setContentsMargins(0, 0, 0, 0)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)

        self.buttons = QDialogButtonBox(self)
        self.generate_button = self.buttons.addButton("&Generate", QDialogButtonBox.ButtonRole.ActionRole)
        self.generate_button.setObjectName("generate_button")
        self.generate_button.setDefault(True)
        self.generate_button.setToolTip(GENERATE_TIP)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setObjectName("generate_close")
        self.close_button.setAutoDefault(False)
        self.generate_button.clicked.connect(self.start)
        self.buttons.rejected.connect(self.reject)

        self.stack = QStackedWidget(self)
        self.stack.setObjectName("generate_stack")
        self.stack.addWidget(self.buttons)
        self.stack.addWidget(running_page)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rules_group)
        layout.addSpacing(6)
        layout.addWidget(self.status_label)
        layout.addWidget(self.stack)
        # At least 400 pixels wide, as part of the layout's own minimum (not a minimum width set
        # on the dialog, which would stop it from growing to show the Sudoku rule boxes whole
        # when the kind changes, and let the player shrink it over them).
        margins = layout.contentsMargins()
        fixed = QSizePolicy.Policy.Fixed
        layout.addSpacerItem(QSpacerItem(400 - margins.left() - margins.right(), 0, fixed, fixed))

        self.runner = TaskRunner(self, name="str8ts-generate")
        self.runner.finished.connect(self._finished)
        self._progress = _Progress(self)
        self._progress.progress.connect(self._on_progress)
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._show_running)

        # Tab goes down the form as it reads: a Suguru's width and height come after the kind (they
        # came after the seed, made after the other fields), then the difficulty
        order = (
            self.kind_combo, self.size_combo, self.width_spin, self.height_spin, self.level_combo,
            self.symmetry_combo, self.seed_edit,
        )
        for first, second in zip(order, order[1:]):
            QWidget.setTabOrder(first, second)

        self._restore_choices()
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        for combo in (self.size_combo, self.level_combo, self.symmetry_combo):
            combo.currentIndexChanged.connect(self._show_idle)
        for spin in (self.width_spin, self.height_spin):
            spin.valueChanged.connect(self._show_idle)
        for box in self.rule_checks.values():
            box.toggled.connect(self._rules_changed)
        self.seed_edit.textChanged.connect(self._show_idle)
        if pool is not None:
            pool.filled.connect(self._pool_filled)
        self._set_running(False)
        self._show_idle()

    # Up, Down, Left and Right on a rule box: the box above, below, before or after it in the
    # Rules grid (RULE_COLUMNS a row), as in a grid of options; the box is not checked (Space does)
    _ARROW_STEPS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            and event.key() in self._ARROW_STEPS
            and watched in self.rule_checks.values()
        ):
            boxes = list(self.rule_checks.values())
            k = boxes.index(watched)
            rows, columns = self._ARROW_STEPS[Qt.Key(event.key())]
            row, column = divmod(k, RULE_COLUMNS)
            row, column = row + rows, column + columns
            target = row * RULE_COLUMNS + column
            if 0 <= column < RULE_COLUMNS and 0 <= target < len(boxes):
                boxes[target].setFocus(Qt.FocusReason.TabFocusReason if rows + columns > 0 else Qt.FocusReason.BacktabFocusReason)
            return True  # (at the grid's edge: stay)
        return super().eventFilter(watched, event)

    # -- choices --------------------------------------------------------------------------------
    def kind(self) -> str:
        """The chosen puzzle kind's name: ``"str8ts"``, ``"sudoku"`` or ``"suguru"``."""
        return self._kind.name

    def rules(self) -> tuple[str, ...]:
        """The checked Sudoku variant rules (in :data:`KNOWN_RULES` order); () for other kinds."""
        if self._kind.name != "sudoku":
            return ()
        return tuple(name for name in KNOWN_RULES if self.rule_checks[name].isChecked())

    def _fill_kind_choices(self, kind: _Kind) -> None:
        """The size and level lists of ``kind`` (signals blocked: the caller shows the result)."""
        self._kind = kind
        for combo in (self.size_combo, self.level_combo):
            combo.blockSignals(True)
        try:
            self.size_combo.clear()
            for n in kind.sizes:
                self.size_combo.addItem(f"{n} x {n}", n)
            self._fill_levels()
            self.symmetry_combo.setToolTip(kind.symmetry_tip)
        finally:
            for combo in (self.size_combo, self.level_combo):
                combo.blockSignals(False)
        rectangular = kind.name == "suguru"
        self.size_combo.setVisible(not rectangular)
        for w in (self.width_spin, self.times_label, self.height_spin):
            w.setVisible(rectangular)
        if hasattr(self, "size_label"):  # (not yet while __init__ builds the lists)
            self.size_label.setBuddy(self.width_spin if rectangular else self.size_combo)
        self.rules_group.setVisible(kind.name == "sudoku")

    def _fill_levels(self) -> None:
        """The level list: the kind's levels, after "Any grade" when variant rules are checked."""
        kind = self._kind
        self.level_combo.clear()
        if self.rules():
            self.level_combo.addItem("Any grade", ANY_GRADE)
            self.level_combo.setItemData(0, "Any grade the logic gives it (or unrated): the fastest", Qt.ItemDataRole.ToolTipRole)
        for level in kind.levels:
            self.level_combo.addItem(level, level)
            self.level_combo.setItemData(self.level_combo.count() - 1, kind.hints[level], Qt.ItemDataRole.ToolTipRole)

    def _update_grade_note(self) -> None:
        """Say beside the difficulty when the logic cannot grade puzzles of the rules ticked
        (then only "Any grade" turns them up: they come unrated)."""
        rules = self.rules() if self._kind.name == "sudoku" else ()
        note = variant_grade_note(rules) if rules else ""
        self.grade_note.setText(note)
        self.grade_note.setVisible(bool(note))

    def _rules_changed(self) -> None:
        had_any = self.level_combo.findData(ANY_GRADE) >= 0
        if bool(self.rules()) == had_any:
            self._show_idle()
            return
        level = self.level_combo.currentData()
        self.level_combo.blockSignals(True)
        try:
            self._fill_levels()
            # checking the first rule offers Any grade but keeps the grade chosen; unchecking the
            # last one goes back to a grade (the kind's middle one after Any grade)
            target = level if level != ANY_GRADE else self._kind.default_level
            self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(target)))
        finally:
            self.level_combo.blockSignals(False)
        self._show_idle()

    def _select(self, options) -> None:
        if isinstance(options, SuguruOptions):
            for spin, value in ((self.width_spin, options.width), (self.height_spin, options.height)):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        if self._kind.name == "sudoku":
            rules = options.rules if isinstance(options, VariantOptions) else ()
            for name, box in self.rule_checks.items():
                box.blockSignals(True)
                box.setChecked(name in rules)
                box.blockSignals(False)
            self.level_combo.blockSignals(True)
            try:
                self._fill_levels()
            finally:
                self.level_combo.blockSignals(False)
        level = options.difficulty if options.difficulty is not None else ANY_GRADE
        for combo, value in (
            (self.size_combo, options.size),
            (self.level_combo, level),
            (self.symmetry_combo, options.symmetry),
        ):
            k = combo.findData(value)
            if k >= 0:
                combo.setCurrentIndex(k)

    def options(self) -> AnyOptions:
        """The chosen options: the Str8ts, Sudoku or Suguru generator's ``Options``, or the
        variant generator's ``VariantOptions`` when Sudoku rules are checked."""
        kind = self._kind
        size = self.size_combo.currentData()
        level = self.level_combo.currentData()
        symmetry = str(self.symmetry_combo.currentData())
        try:
            if kind.name == "suguru":
                w, h = self.width_spin.value(), self.height_spin.value()
                if symmetry in ("90", "diagonal") and w != h:
                    symmetry = "none"  # (Generate waits: see _problem)
                return SuguruOptions(difficulty=str(level), symmetry=symmetry, width=w, height=h)
            rules = self.rules()
            if rules:
                difficulty = None if level in (None, ANY_GRADE) else str(level)
                return VariantOptions(int(size), rules, difficulty, symmetry)
            return kind.options(int(size), str(level), symmetry)
        except (TypeError, ValueError):
            return kind.options()  # (only while the lists are being refilled)

    def _problem(self) -> str:
        """Why Generate cannot run with these choices ("" when it can)."""
        if self._kind.name == "suguru":
            symmetry = str(self.symmetry_combo.currentData())
            w, h = self.width_spin.value(), self.height_spin.value()
            if symmetry in ("90", "diagonal") and w != h:
                return (
                    f"{_symmetry_label(symmetry)} needs a square board, not {w} x {h}: "
                    "choose another symmetry or make width and height equal."
                )
        elif {"disjoint", "jigsaw"} <= set(self.rules()):
            return f"{variant_generator.NEEDS_BOXES[0].upper()}{variant_generator.NEEDS_BOXES[1:]}: uncheck one of them."
        elif self.rules():
            n = self.size_combo.currentData()
            clash = impossible_rules(n, self.rules()) if isinstance(n, int) else ()
            if len(clash) == 1:  # (the generator's words: "no 4 x 4 Sudoku keeps the rules antiking")
                return f"No {n} x {n} Sudoku keeps the rule {clash[0]}: uncheck it or choose another size."
            if clash:
                return f"No {n} x {n} Sudoku keeps the rules {', '.join(clash)}: uncheck one of them or choose another size."
        return ""

    def set_options(self, options: AnyOptions) -> None:
        """Choose ``options``' kind, size (Suguru: width and height), level, symmetry and rules."""
        kind = _kind_of(options)
        if kind is not self._kind:
            self.kind_combo.blockSignals(True)
            try:
                self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(kind.name)))
            finally:
                self.kind_combo.blockSignals(False)
            self._fill_kind_choices(kind)
        self._select(options)
        self._show_idle()

    def seed_value(self) -> int | None:
        """The typed seed, or the dialog's own ``seed`` when none is typed (None: random)."""
        text = self.seed_edit.text().strip()
        try:
            return int(text) if text else self.seed
        except ValueError:
            return self.seed

    def _kind_changed(self) -> None:
        name = str(self.kind_combo.currentData())
        kind = KINDS.get(name, KINDS[DEFAULT_KIND])
        if kind is self._kind:
            return
        self._fill_kind_choices(kind)
        self._select(self._stored_choices(kind))
        self._show_idle()

    @staticmethod
    def _prefix(kind: _Kind) -> str:
        # the Str8ts choices keep the keys they had before there were kinds
        return _SETTINGS if kind.name == DEFAULT_KIND else f"{_SETTINGS}{kind.name}/"

    def _stored_choices(self, kind: _Kind):
        s = app_settings.settings()
        prefix = self._prefix(kind)
        level = str(s.value(prefix + "difficulty", kind.default_level))
        symmetry = str(s.value(prefix + "symmetry", kind.default_symmetry))
        if kind.name == "suguru":
            try:
                width = int(s.value(prefix + "width", DEFAULT_SUGURU_SIDE))
                height = int(s.value(prefix + "height", DEFAULT_SUGURU_SIDE))
                return SuguruOptions(difficulty=level, symmetry=symmetry, width=width, height=height)
            except (TypeError, ValueError):
                return SuguruOptions(DEFAULT_SUGURU_SIDE, kind.default_level, kind.default_symmetry)
        try:
            size = int(s.value(prefix + "size", DEFAULT_SIZE))
        except (TypeError, ValueError):
            size = DEFAULT_SIZE
        if kind.name == "sudoku":
            try:
                rules = variant_generator.parse_rules(str(s.value(prefix + "rules", "") or ""))
            except ValueError:  # none remembered, or a rule this version does not know
                rules = ()
            if rules:
                variant_level = str(s.value(prefix + "variant_difficulty", ANY_GRADE) or "")
                try:
                    return VariantOptions(size, rules, variant_level or None, symmetry)
                except (TypeError, ValueError):
                    try:
                        return VariantOptions(DEFAULT_SIZE, rules, None, kind.default_symmetry)
                    except ValueError:
                        pass
        try:
            return kind.options(size, level, symmetry)
        except (TypeError, ValueError):
            return kind.options(DEFAULT_SIZE, kind.default_level, kind.default_symmetry)

    def _restore_choices(self) -> None:
        name = str(app_settings.settings().value(_SETTINGS + "kind", DEFAULT_KIND))
        kind = KINDS.get(name, KINDS[DEFAULT_KIND])
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(kind.name)))
        self._fill_kind_choices(kind)
        self._select(self._stored_choices(kind))

    def _remember_choices(self, options) -> None:
        kind = _kind_of(options)
        prefix = self._prefix(kind)
        s = app_settings.settings()
        s.setValue(_SETTINGS + "kind", kind.name)
        if isinstance(options, SuguruOptions):
            s.setValue(prefix + "width", options.width)
            s.setValue(prefix + "height", options.height)
        else:
            s.setValue(prefix + "size", options.size)
        if isinstance(options, VariantOptions):
            s.setValue(prefix + "rules", ",".join(options.rules))
            s.setValue(prefix + "variant_difficulty", options.difficulty or ANY_GRADE)
        else:
            if kind.name == "sudoku":
                s.setValue(prefix + "rules", "")
            s.setValue(prefix + "difficulty", options.difficulty)
        s.setValue(prefix + "symmetry", options.symmetry)
        s.sync()

    def _uses_pool(self) -> bool:
        """Str8ts without a typed seed may come from the pool (it keeps Str8ts only)."""
        return self.pool is not None and self._kind.name == "str8ts" and not self.seed_edit.text().strip()

    # -- state ----------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._running

    def _set_running(self, running: bool) -> None:
        self._running = running
        focus = self.focusWidget()
        had_cancel = focus is None or focus is self.cancel_button
        self._hold_full_collections(running)
        for w in (
            self.kind_combo, self.size_combo, self.width_spin, self.height_spin, self.level_combo,
            self.symmetry_combo, self.seed_edit, self.rules_group, self.generate_button,
        ):
            w.setEnabled(not running)
        if self.pool is not None:
            self.pool.hold(running)  # the player is waiting: the pool thread steps aside
        self.stack.setCurrentIndex(1 if running else 0)
        self.cancel_button.setEnabled(running)
        if running:
            self._clock.start()
            self._ticker.start()
            self.cancel_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._ticker.stop()
            if had_cancel or self.focusWidget() is None:
                # (Cancel, which had the keyboard, is hidden now: Generate again, as at the start;
                # Qt gave it to Close, or to nothing)
                self.generate_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.runningChanged.emit(running)

    def _hold_full_collections(self, hold: bool) -> None:
        """Postpone full garbage collections while generating (see
        :data:`GC_FULL_THRESHOLD_WHILE_GENERATING`), and bring back the program's threshold after."""
        if hold and self._gc_threshold is None:
            self._gc_threshold = gc.get_threshold()
            young, middle, old = self._gc_threshold
            gc.set_threshold(young, middle, max(old, GC_FULL_THRESHOLD_WHILE_GENERATING))
        elif not hold and self._gc_threshold is not None:
            gc.set_threshold(*self._gc_threshold)
            self._gc_threshold = None

    def _show_idle(self) -> None:
        if self._running:
            return
        self._update_grade_note()
        options = self.options()
        problem = self._problem()
        self.generate_button.setEnabled(not problem)
        # (greyed out, its tooltip says why too: the pointer on it asks)
        self.generate_button.setToolTip(f"Greyed out: {problem}" if problem else GENERATE_TIP)
        if problem:
            self.status_label.setText(problem)
            self._fit_height()
            return
        if options.difficulty is None:
            hint = "Any grade: the grade the logic gives it, or unrated when the logic does not finish it"
        else:
            hint = self._kind.hints.get(options.difficulty, options.difficulty)
        if self._uses_pool() and self.pool.count(options):
            self.status_label.setText(f"{hint}.\nA puzzle with these settings is ready: it opens at once.")
        else:
            self.status_label.setText(f"{hint}.\n{estimate_text(options)}")
        self._fit_height()

    def _show_running(self) -> None:
        seconds = self._clock.elapsed() // 1000 if self._clock.isValid() else 0
        o = self.options()
        text = f"Generating {_a(describe(o))}…"
        if self._cancel_requested:  # "Cancelling… (3 s)": the usual time no longer matters
            self.status_label.setText(f"{text}\nCancelling…" + (f" ({seconds} s)" if seconds >= 1 else ""))
            self._fit_height()
            return
        details = [self._attempt_text] if self._attempt_text else []
        if seconds >= 1:
            details.append(f"{seconds} s")
        span = estimate(o)
        if self.cancel_button.isEnabled() and span is not None and seconds > max(SLOW_AFTER_S, SLOW_FACTOR * span[1]):
            details.append("longer than usual: Cancel and try a smaller size or an easier level")
        elif span is not None and seconds >= 1:
            details[-1] += f" (usually {_span_text(span)})"
        self.status_label.setText(text + ("\n" + ", ".join(details) if details else ""))
        self._fit_height()

    def _fit_height(self) -> None:
        """Make the dialog as high as its content at its width: the wrapped message, the grade
        note and the Rules group (shown for Sudoku only) change the height they need, and a
        dialog kept at its old height squeezed the rule rows or left a gap under the buttons.
        That height is also the least it can be made (every row keeps its size hint). While it
        generates it grows but never shrinks: a two-line running message after a three-line
        estimate made the dialog jump a line shorter at Generate, Cancel moving up under the
        pointer."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return  # (before it shows, Qt sizes it to its content itself)
        layout.activate()
        width = self.width()
        if layout.hasHeightForWidth():
            need = layout.totalHeightForWidth(width)
        else:
            need = layout.totalSizeHint().height()
        if self._running and width == self._fitted_width:
            need = max(need, self.height())
        self._fitted_width = width
        self.setMinimumHeight(need)
        if self.height() != need:
            self.resize(width, need)

    def _pool_filled(self, _options: object) -> None:
        self._show_idle()

    # -- generating -----------------------------------------------------------------------------
    def start(self) -> None:
        """Generate with the chosen options (a pooled puzzle is handed out at once)."""
        if self._running or self._problem():
            return
        options = self.options()
        self._remember_choices(options)
        if self._uses_pool():
            got = self.pool.take(options)
            if got is not None:
                self._deliver(got)
                return
        self._run_id += 1
        run_id = self._run_id
        bridge = self._progress
        seed, max_attempts = self.seed_value(), self.max_attempts
        if isinstance(options, SuguruOptions):  # (gives up after its own MAX_ATTEMPTS; seed by keyword)
            generate_fn, extra = self.suguru_generate_fn, {}
        elif isinstance(options, VariantOptions):
            generate_fn, extra = self.variant_generate_fn, {"max_attempts": self.variant_max_attempts}
        else:
            generate_fn = self.sudoku_generate_fn if isinstance(options, SudokuOptions) else self.generate_fn
            extra = {"max_attempts": max_attempts}
        attempts = [0]

        def progress(fraction: float, _text: str) -> None:  # worker thread: emit only
            if fraction >= 1.0:
                return
            attempts[0] += 1
            try:
                bridge.progress.emit(run_id, fraction, f"Attempt {attempts[0]}")
            except RuntimeError:  # the dialog was deleted meanwhile
                pass

        def job(token: CancelToken) -> Generated:
            puzzles = generate_fn(options, 1, seed=seed, cancel=token, progress=progress, **extra)
            return next(iter(puzzles))

        self._attempt_text = ""
        self._cancel_requested = False
        self._set_running(True)
        self._show_running()
        self.runner.start(job)

    def start_again(self) -> None:
        """Generate another puzzle of the settings last generated with (File > Generate Another):
        the choices remembered at the last Generate, not ones looked at since, and no seed (a
        seed makes the same puzzle again)."""
        if self._running:
            return
        self.seed_edit.clear()
        self._restore_choices()
        self._show_idle()
        self.start()

    def cancel(self) -> bool:
        """Stop the running generation; the dialog stays open. False when idle."""
        if not self._running:
            return False
        self._cancel_requested = True
        self.cancel_button.setEnabled(False)
        self._show_running()
        run_id = self._run_id
        QTimer.singleShot(CANCEL_GRACE_MS, self, lambda: self._let_go(run_id))
        return self.runner.cancel()

    def _let_go(self, run_id: int) -> None:
        """Cancel pressed this long ago and the generator still works (a step it cannot stop
        in): drop the run now; the worker thread stops at the generator's next check."""
        if run_id != self._run_id or not self._running or not self._cancel_requested:
            return
        self._cancel_requested = False
        self.runner.discard()
        self._set_running(False)
        self.status_label.setText(f"Cancelled: no puzzle was opened.\n{estimate_text(self.options())}")
        self.generationCancelled.emit()

    @Slot(int, float, str)
    def _on_progress(self, run_id: int, _fraction: float, text: str) -> None:
        if run_id != self._run_id or not self._running or not self.cancel_button.isEnabled():
            return
        self._attempt_text = text
        self._show_running()

    def _finished(self, result: TaskResult) -> None:
        # A result that arrives after Cancel (the job finished just before the press, its
        # result still on the way) is dropped: Cancel means no puzzle opens.
        cancelled, self._cancel_requested = self._cancel_requested, False
        self._set_running(False)
        if cancelled or result.cancelled or isinstance(result.error, GenerationCancelled):
            self.status_label.setText(f"Cancelled: no puzzle was opened.\n{estimate_text(self.options())}")
            self.generationCancelled.emit()
            return
        if result.error is not None:
            e = result.error
            o = self.options()
            if isinstance(e, variant_generator.ImpossibleRules):
                rules = o.rules if isinstance(o, VariantOptions) else ()
                if len(rules) == 1:  # (one rule alone that no grid of this size keeps)
                    text = (
                        f"{RULE_LABELS.get(rules[0], rules[0])} does not fit {_a(f'{o.size} x {o.size} Sudoku')}: "
                        "no grid of that size keeps the rule; try another size."
                    )
                else:
                    text = f"These rules cannot be combined: {e}"
            elif isinstance(e, RuntimeError) and "attempts" in str(e) and isinstance(o, VariantOptions):
                # (with a symmetry, that first, as for the other kinds and as the CLI's "try
                # --symmetry none (not the default 180) too": the setter did not choose it)
                tip = "Any grade, other rules or another size" if o.difficulty else "other rules or another size"
                text = _give_up_text(f"No {describe(o)} turned up in {self.variant_max_attempts} attempts", o, tip)
            elif isinstance(e, RuntimeError) and "attempts" in str(e) and isinstance(o, SuguruOptions):
                text = _give_up_text(f"No {describe(o)} turned up in {suguru_generator.MAX_ATTEMPTS} attempts", o, "another grade or size")
            elif isinstance(e, RuntimeError) and "attempts" in str(e):
                noun = _kind_of(o).noun
                text = _give_up_text(
                    f"No {o.size} x {o.size} {o.difficulty} {noun} turned up in {self.max_attempts} attempts", o, "another level or size"
                )
            else:
                text = f"Generating failed: {type(e).__name__}: {e}"
            self.status_label.setText(text)
            self.generationFailed.emit(text)
            return
        if self._uses_pool():
            self.pool.want(self.options())  # asked for and possible: keep some ready from now on
        self._deliver(result.value)

    def _deliver(self, got: Generated) -> None:
        self.last_result = got
        self.puzzleReady.emit(got)
        self.accept()

    # -- closing --------------------------------------------------------------------------------
    def done(self, r: int) -> None:
        """Closing (any way) while generating cancels the work and drops its result."""
        if self._running:
            self.runner.discard()
            self._set_running(False)
            self.status_label.setText("Cancelled.")
            self.generationCancelled.emit()
        super().done(r)

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Cancel and join the worker thread (for an application that is quitting)."""
        if self._running:
            self._set_running(False)
        return self.runner.shutdown(timeout)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible() and event.size().width() != self._fitted_width:
            QTimer.singleShot(0, self._fit_height)  # narrower or wider: the message wraps anew

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.pool is not None:
            self.pool.start()
        self._show_idle()
        self.generate_button.setFocus(Qt.FocusReason.OtherFocusReason)
