"""The "Generate Puzzle…" dialog: kind (Str8ts or Sudoku), size, difficulty, symmetry and an
optional seed, then a puzzle made in the background.

Generation runs in a Python thread (:class:`~.worker.TaskRunner`) with a
:class:`~str8ts_gui.solver.sat.CancelToken`; the generator checks the token between steps, so
Cancel stops it promptly and the dialog stays open; a puzzle finished just before Cancel is
dropped too. Closing the dialog while it works cancels the work and drops its result.
Progress reaches the dialog through a queued signal, so the worker thread never touches a
widget.

Both kinds go the same way: the Str8ts generator (``generate_fn``) or the Sudoku generator
(``sudoku_generate_fn``) runs with the same arguments, checks the same kind of token (between
attempts, inside its SAT searches, and for Sudoku between the logic's techniques), and reports
its attempts the same way. :meth:`NewPuzzleDialog.options` gives the chosen kind's ``Options``
(:class:`str8ts_gui.kinds.str8ts.generator.Options` or
:class:`str8ts_gui.kinds.sudoku.generator.Options`).

When a :class:`~.puzzle_pool.PuzzlePool` is given and holds a Str8ts puzzle of the chosen
options (and no seed is typed), Generate hands that one out at once. The pool keeps Str8ts only.

The dialog says how long generating takes for the chosen kind, size and level (:func:`estimate`:
times measured with ``str8ts generate``, see :data:`MEASURED_SECONDS` and
:data:`SUDOKU_MEASURED_SECONDS`), shows the attempts and seconds while it works, and says so
when a run takes much longer than that.
"""

from __future__ import annotations

from typing import Callable, Iterator

from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QIntValidator, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE
from str8ts_gui.kinds.str8ts.generator import LEVELS, SYMMETRIES, SYMMETRY_NAMES, Generated, GenerationCancelled, Options, generate
from str8ts_gui.kinds.sudoku import generator as sudoku_generator
from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
from str8ts_gui.solver.sat import CancelToken
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.puzzle_pool import PuzzlePool
from str8ts_gui.gui.worker import TaskResult, TaskRunner

__all__ = [
    "KINDS",
    "LEVEL_HINTS",
    "MAX_ATTEMPTS",
    "MEASURED_SECONDS",
    "NewPuzzleDialog",
    "SUDOKU_LEVEL_HINTS",
    "SUDOKU_MEASURED_SECONDS",
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
# --difficulty LEVEL --seed S`` for seeds 1, 2 and 3 (180-degree symmetry, the default) on the
# project's test machine: 2 cores shared with other work, the command's start (under a second)
# included. None: no puzzle at all (4 x 4 Extreme: none in 2 minutes; in the window the
# generator gives up after MAX_ATTEMPTS attempts, about 25 s there).
MEASURED_SECONDS: dict[int, dict[str, tuple[float, float] | None]] = {
    4: {"Gentle": (0.3, 0.8), "Moderate": (0.5, 0.8), "Tough": (4.8, 7.8), "Diabolical": (0.8, 6.0), "Extreme": None},
    5: {"Gentle": (0.3, 1.4), "Moderate": (0.4, 0.6), "Tough": (0.4, 1.1), "Diabolical": (0.8, 2.4), "Extreme": (2.5, 5.2)},
    6: {"Gentle": (0.4, 1.1), "Moderate": (0.4, 1.1), "Tough": (0.4, 1.2), "Diabolical": (0.8, 2.2), "Extreme": (2.3, 3.6)},
    7: {"Gentle": (0.6, 1.2), "Moderate": (0.5, 1.6), "Tough": (0.5, 1.9), "Diabolical": (0.7, 1.9), "Extreme": (0.6, 2.1)},
    8: {"Gentle": (0.5, 2.2), "Moderate": (0.5, 2.2), "Tough": (0.7, 1.5), "Diabolical": (0.5, 2.2), "Extreme": (0.8, 2.0)},
    9: {"Gentle": (0.8, 2.5), "Moderate": (0.7, 1.8), "Tough": (0.8, 1.2), "Diabolical": (0.9, 2.2), "Extreme": (0.8, 1.4)},
    10: {"Gentle": (1.1, 1.3), "Moderate": (1.2, 1.9), "Tough": (1.2, 1.5), "Diabolical": (1.3, 2.4), "Extreme": (1.5, 2.0)},
    11: {"Gentle": (1.8, 2.2), "Moderate": (1.9, 2.2), "Tough": (2.0, 2.7), "Diabolical": (2.3, 2.9), "Extreme": (2.7, 9.4)},
    12: {"Gentle": (2.4, 2.9), "Moderate": (2.8, 3.6), "Tough": (2.4, 4.1), "Diabolical": (2.4, 4.9), "Extreme": (2.4, 6.0)},
    13: {"Gentle": (3.1, 4.6), "Moderate": (3.2, 3.9), "Tough": (3.7, 4.0), "Diabolical": (3.9, 5.3), "Extreme": (6.8, 7.5)},
    14: {"Gentle": (4.5, 6.0), "Moderate": (5.3, 6.9), "Tough": (5.1, 7.4), "Diabolical": (6.5, 8.7), "Extreme": (9.1, 11.4)},
    15: {"Gentle": (5.5, 8.8), "Moderate": (5.9, 8.6), "Tough": (8.7, 9.2), "Diabolical": (11.1, 19.4), "Extreme": (37.6, 68.6)},
    16: {"Gentle": (8.7, 11.6), "Moderate": (10.5, 14.1), "Tough": (12.5, 13.7), "Diabolical": (12.8, 16.2), "Extreme": (13.1, 46.3)},
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
# start (about half a second), on the same 2-core machine; ``python3 benchmarks/sudoku_generate.py
# --estimates`` prints this table. None: no puzzle in any of the three runs (4 x 4 Sudoku are
# all Easy; the generator gives up after MAX_ATTEMPTS attempts, SUDOKU_GIVE_UP_SECONDS).
SUDOKU_MEASURED_SECONDS: dict[int, dict[str, tuple[float, float] | None]] = {
    4: {"Easy": (0.4, 0.4), "Medium": None, "Hard": None, "Fiendish": None, "Diabolical": None},
    6: {"Easy": (0.4, 0.4), "Medium": (0.4, 0.5), "Hard": None, "Fiendish": (0.6, 1.1), "Diabolical": (0.6, 1.2)},
    8: {"Easy": (0.5, 0.5), "Medium": (0.4, 0.5), "Hard": (0.5, 0.7), "Fiendish": (0.5, 0.7), "Diabolical": (0.5, 0.8)},
    9: {"Easy": (0.4, 0.5), "Medium": (0.5, 0.5), "Hard": (0.7, 2.1), "Fiendish": (0.9, 1.1), "Diabolical": (0.6, 1.0)},
    12: {"Easy": (0.9, 1.7), "Medium": (0.9, 1.5), "Hard": (1.3, 4.4), "Fiendish": (0.7, 2.0), "Diabolical": (0.9, 1.7)},
    16: {"Easy": (1.1, 1.2), "Medium": (1.0, 1.0), "Hard": (2.2, 3.8), "Fiendish": (3.9, 7.8), "Diabolical": (3.0, 5.2)},
}
# how long giving up took in that measurement (the slowest of the three runs), by size
SUDOKU_GIVE_UP_SECONDS: dict[int, float] = {4: 2.4, 6: 3.8}
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


KINDS: dict[str, _Kind] = {
    "str8ts": _Kind(
        "str8ts", "Str8ts", "puzzle", tuple(range(MIN_SIZE, MAX_SIZE + 1)), tuple(LEVELS), LEVEL_HINTS, "Moderate",
        Options, MEASURED_SECONDS, "The symmetry of the black cells",
    ),
    "sudoku": _Kind(
        "sudoku", "Sudoku", "Sudoku", tuple(sudoku_generator.SIZES), tuple(sudoku_generator.LEVELS), SUDOKU_LEVEL_HINTS,
        "Medium", SudokuOptions, SUDOKU_MEASURED_SECONDS, "The symmetry of the givens",
    ),
}
DEFAULT_KIND = "str8ts"


def _kind_of(options) -> _Kind:
    return KINDS["sudoku"] if isinstance(options, SudokuOptions) else KINDS["str8ts"]


def estimate(options: Options | SudokuOptions) -> tuple[float, float] | None:
    """(fastest, slowest) seconds measured for ``options``' kind, size and level; None if
    unknown or when none turned up in the measurement's time."""
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


def estimate_text(options: Options | SudokuOptions) -> str:
    """How long generating usually takes, in words, for the dialog."""
    kind = _kind_of(options)
    n = options.size
    where = f"{n} x {n} {options.difficulty}"
    measured = kind.measured
    if options.size not in measured or options.difficulty not in measured[options.size]:
        return f"How long a {where} {kind.noun} takes is not known."
    span = estimate(options)
    if span is None:
        if kind.name == "sudoku":
            give_up = SUDOKU_GIVE_UP_SECONDS.get(n)
            took = f" ({_span_text((give_up, give_up))})" if give_up else ""
            return f"{where} Sudoku are rare or do not exist: generating usually gives up after {MAX_ATTEMPTS} attempts{took}."
        return f"{where} puzzles are rare: generating usually gives up after {MAX_ATTEMPTS} attempts (about half a minute)."
    return f"A {where} {kind.noun} usually takes {_span_text(span)} to generate."


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
        seed: int | None = None,
        max_attempts: int = MAX_ATTEMPTS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_puzzle_dialog")
        self.setWindowTitle("Generate Puzzle")
        self.pool = pool
        self.generate_fn = generate_fn
        self.sudoku_generate_fn = sudoku_generate_fn
        self.seed = seed  # used when no seed is typed (None: random)
        self.max_attempts = max_attempts
        self.last_result: Generated | None = None
        self._run_id = 0
        self._running = False
        self._cancel_requested = False  # Cancel pressed for the running generation
        self._attempt_text = ""
        self._clock = QElapsedTimer()

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
        self._fill_kind_choices(self._kind)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("&Kind:", self.kind_combo)
        form.addRow("&Size:", self.size_combo)
        form.addRow("&Difficulty:", self.level_combo)
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
        self.generate_button.setToolTip("Make a puzzle with these settings and open it in play mode")
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
        layout.addSpacing(6)
        layout.addWidget(self.status_label)
        layout.addWidget(self.stack)

        self.runner = TaskRunner(self, name="str8ts-generate")
        self.runner.finished.connect(self._finished)
        self._progress = _Progress(self)
        self._progress.progress.connect(self._on_progress)
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._show_running)

        self._restore_choices()
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        for combo in (self.size_combo, self.level_combo, self.symmetry_combo):
            combo.currentIndexChanged.connect(self._show_idle)
        self.seed_edit.textChanged.connect(self._show_idle)
        if pool is not None:
            pool.filled.connect(self._pool_filled)
        self._set_running(False)
        self._show_idle()
        self.setMinimumWidth(400)

    # -- choices --------------------------------------------------------------------------------
    def kind(self) -> str:
        """The chosen puzzle kind's name: ``"str8ts"`` or ``"sudoku"``."""
        return self._kind.name

    def _fill_kind_choices(self, kind: _Kind) -> None:
        """The size and level lists of ``kind`` (signals blocked: the caller shows the result)."""
        self._kind = kind
        for combo in (self.size_combo, self.level_combo):
            combo.blockSignals(True)
        try:
            self.size_combo.clear()
            for n in kind.sizes:
                self.size_combo.addItem(f"{n} x {n}", n)
            self.level_combo.clear()
            for level in kind.levels:
                self.level_combo.addItem(level, level)
                self.level_combo.setItemData(self.level_combo.count() - 1, kind.hints[level], Qt.ItemDataRole.ToolTipRole)
            self.symmetry_combo.setToolTip(kind.symmetry_tip)
        finally:
            for combo in (self.size_combo, self.level_combo):
                combo.blockSignals(False)

    def _select(self, options) -> None:
        for combo, value in (
            (self.size_combo, options.size),
            (self.level_combo, options.difficulty),
            (self.symmetry_combo, options.symmetry),
        ):
            k = combo.findData(value)
            if k >= 0:
                combo.setCurrentIndex(k)

    def options(self) -> Options | SudokuOptions:
        """The chosen options: the Str8ts or the Sudoku generator's ``Options``."""
        kind = self._kind
        size = self.size_combo.currentData()
        level = self.level_combo.currentData()
        try:
            return kind.options(int(size), str(level), str(self.symmetry_combo.currentData()))
        except (TypeError, ValueError):
            return kind.options()  # (only while the lists are being refilled)

    def set_options(self, options: Options | SudokuOptions) -> None:
        """Choose ``options``' kind, size, level and symmetry."""
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
        try:
            size = int(s.value(prefix + "size", DEFAULT_SIZE))
        except (TypeError, ValueError):
            size = DEFAULT_SIZE
        level = str(s.value(prefix + "difficulty", kind.default_level))
        symmetry = str(s.value(prefix + "symmetry", "180"))
        try:
            return kind.options(size, level, symmetry)
        except (TypeError, ValueError):
            return kind.options(DEFAULT_SIZE, kind.default_level, "180")

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
        s.setValue(prefix + "size", options.size)
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
        for w in (self.kind_combo, self.size_combo, self.level_combo, self.symmetry_combo, self.seed_edit, self.generate_button):
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
        self.runningChanged.emit(running)

    def _show_idle(self) -> None:
        if self._running:
            return
        options = self.options()
        hint = self._kind.hints.get(options.difficulty, options.difficulty)
        if self._uses_pool() and self.pool.count(options):
            self.status_label.setText(f"{hint}.\nA puzzle with these settings is ready: it opens at once.")
        else:
            self.status_label.setText(f"{hint}.\n{estimate_text(options)}")

    def _show_running(self) -> None:
        seconds = self._clock.elapsed() // 1000 if self._clock.isValid() else 0
        o = self.options()
        details = [self._attempt_text] if self._attempt_text else []
        if seconds >= 1:
            details.append(f"{seconds} s")
        span = estimate(o)
        text = f"Generating a {o.size} x {o.size} {o.difficulty} {_kind_of(o).noun}…"
        if self.cancel_button.isEnabled() and span is not None and seconds > max(SLOW_AFTER_S, SLOW_FACTOR * span[1]):
            details.append("longer than usual: Cancel and try a smaller size or an easier level")
        elif span is not None and seconds >= 1:
            details[-1] += f" (usually {_span_text(span)})"
        self.status_label.setText(text + ("\n" + ", ".join(details) if details else ""))

    def _pool_filled(self, _options: object) -> None:
        self._show_idle()

    # -- generating -----------------------------------------------------------------------------
    def start(self) -> None:
        """Generate with the chosen options (a pooled puzzle is handed out at once)."""
        if self._running:
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
        generate_fn = self.sudoku_generate_fn if isinstance(options, SudokuOptions) else self.generate_fn
        seed, max_attempts = self.seed_value(), self.max_attempts
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
            puzzles = generate_fn(options, 1, seed, cancel=token, progress=progress, max_attempts=max_attempts)
            return next(iter(puzzles))

        self._attempt_text = ""
        self._cancel_requested = False
        self._set_running(True)
        self._show_running()
        self.runner.start(job)

    def cancel(self) -> bool:
        """Stop the running generation; the dialog stays open. False when idle."""
        if not self._running:
            return False
        self._cancel_requested = True
        self.cancel_button.setEnabled(False)
        self._attempt_text = "Cancelling…"
        self._show_running()
        return self.runner.cancel()

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
        if cancelled or result.cancelled or isinstance(result.error, (GenerationCancelled, sudoku_generator.GenerationCancelled)):
            self.status_label.setText(f"Cancelled: no puzzle was opened.\n{estimate_text(self.options())}")
            self.generationCancelled.emit()
            return
        if result.error is not None:
            e = result.error
            o = self.options()
            if isinstance(e, RuntimeError) and "attempts" in str(e):
                noun = _kind_of(o).noun
                text = f"No {o.size} x {o.size} {o.difficulty} {noun} turned up in {self.max_attempts} attempts; try another level or size."
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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.pool is not None:
            self.pool.start()
        self._show_idle()
        self.generate_button.setFocus(Qt.FocusReason.OtherFocusReason)
