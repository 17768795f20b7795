"""Puzzles generated ahead of time, so "Generate Puzzle…" is usually instant.

A :class:`PuzzlePool` keeps :attr:`PuzzlePool.depth` puzzles of each of its *targets* (by
default every level of a 9 x 9 puzzle with 180-degree symmetry, plus the last few other
options the player generated). One Python thread at low priority fills it, a puzzle at a time
with short pauses, and the pool is kept in ``pool.json`` in :func:`~..settings.data_dir`, so the
next start is instant too. A puzzle read from that file is graded again before it is handed
out (by the thread when it starts, or by ``take()`` if it has not yet): the file outlives the
program that wrote it, and a puzzle kept as "Extreme" before the grades changed is dropped when
the logic now rates it otherwise.

The thread never touches Qt widgets: puzzles are handed over under a lock, and
:attr:`PuzzlePool.filled` is emitted in the GUI thread (through a queued bridge signal).
``take()`` never waits for the thread. ``shutdown()`` stops it (the generator is cancelled
between steps) and joins it briefly.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path
from typing import Callable, Iterator

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from str8ts_gui.core.files import PuzzleFormatError, write_text_atomic
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.str8ts.formats import parse_line, to_line
from str8ts_gui.kinds.str8ts.generator import LEVELS, Generated, GenerationCancelled, Options, generate
from str8ts_gui.solver.common import CancelToken
from str8ts_gui.gui import settings as app_settings

__all__ = ["DEFAULT_TARGETS", "POOL_FILE", "PuzzlePool", "GenerateFn"]

GenerateFn = Callable[..., Iterator[Generated]]  # like generator.generate
GradeFn = Callable[..., bool]  # (puzzle, grade, cancel=token): does the puzzle rate the grade named?
POOL_FILE = "pool.json"
POOL_VERSION = 1
DEFAULT_TARGETS: tuple[Options, ...] = tuple(Options(9, level, "180") for level in LEVELS)
MAX_EXTRA_TARGETS = 4  # other options asked for recently (size, level, symmetry) kept ready too


def rates(puzzle: Puzzle, grade: str, cancel: CancelToken | None = None) -> bool:
    """Whether the logic grades ``puzzle`` ``grade`` (as :func:`~str8ts_gui.kinds.str8ts.logic.path.rate`
    does; capped at that grade, so a puzzle now harder is told quickly). Raises
    GenerationCancelled when ``cancel`` fires."""
    from str8ts_gui.kinds.str8ts.logic.grading import grade_within

    if grade not in LEVELS:
        return False
    level = LEVELS.index(grade)
    return grade_within(puzzle, level, cancel) == level


def _key(options: Options) -> tuple[int, str, str]:
    return (options.size, options.difficulty, options.symmetry)


def _options_json(options: Options) -> dict:
    return {"size": options.size, "difficulty": options.difficulty, "symmetry": options.symmetry}


def _options_from(data: dict) -> Options:
    return Options(int(data["size"]), str(data["difficulty"]), str(data["symmetry"]))


def _generated_json(got: Generated, options: Options) -> dict:
    return {**_options_json(options), "puzzle": to_line(got.puzzle), "solution": list(got.solution), "grade": got.grade}


def _generated_from(data: dict) -> tuple[Options, Generated]:
    options = _options_from(data)
    puzzle = parse_line(str(data["puzzle"]), source=POOL_FILE)
    solution = tuple(int(v) for v in data["solution"])
    if puzzle.size != options.size or len(solution) != puzzle.cell_count:
        raise ValueError("size mismatch")
    return options, Generated(puzzle, solution, str(data.get("grade", options.difficulty)), 1)


class _Bridge(QObject):
    """Emitted from the pool thread; the queued connection runs the slot in the GUI thread."""

    filled = Signal(object)


def _lower_priority() -> None:
    """Nice the calling thread only (Linux gives every thread its own nice value)."""
    if sys.platform.startswith("linux"):
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
        except (AttributeError, OSError):
            pass


class PuzzlePool(QObject):
    """Generates puzzles ahead in one background thread; ``take(options)`` hands one out at once."""

    filled = Signal(object)  # Options of the puzzle just added (GUI thread)

    PAUSE_S = 0.2  # rest between two puzzles
    ATTEMPT_PAUSE_S = 0.01  # rest between two attempts of one puzzle
    FAILURE_PAUSE_S = 5.0  # rest after a failed puzzle
    MAX_ATTEMPTS = 1000  # per puzzle, then the target is given up

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        depth: int = 2,
        targets: tuple[Options, ...] | list[Options] = DEFAULT_TARGETS,
        path: str | os.PathLike[str] | None = None,
        generate_fn: GenerateFn = generate,
        grade_fn: GradeFn = rates,
    ) -> None:
        super().__init__(parent)
        self.depth = depth
        self.generate_fn = generate_fn
        self.grade_fn = grade_fn
        self.path = Path(path) if path is not None else app_settings.data_dir() / POOL_FILE
        self._base_targets = list(dict.fromkeys(targets))
        self._extra_targets: list[Options] = []
        self._puzzles: dict[tuple[int, str, str], list[Generated]] = {}
        # puzzles read from the file, not graded again yet, by id (kept here too: no id is reused)
        self._unchecked: dict[int, Generated] = {}
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._go = threading.Event()  # cleared while held: the thread waits between attempts
        self._go.set()
        self._token: CancelToken | None = None
        self._thread: threading.Thread | None = None
        self.last_error = ""
        self._bridge = _Bridge(self)
        self._bridge.filled.connect(self._on_filled)
        self._start_timer = QTimer(self)
        self._start_timer.setSingleShot(True)
        self._start_timer.timeout.connect(self.start)
        self._load()

    # -- what is kept ---------------------------------------------------------------------------
    @property
    def targets(self) -> list[Options]:
        with self._lock:
            return self._targets_locked()

    def _targets_locked(self) -> list[Options]:
        return list(dict.fromkeys(self._base_targets + self._extra_targets))

    def count(self, options: Options) -> int:
        """Puzzles ready for ``options``."""
        with self._lock:
            return self._count_locked(options)

    def _count_locked(self, options: Options) -> int:
        return len(self._puzzles.get(_key(options), ()))

    def total(self) -> int:
        with self._lock:
            return sum(len(v) for v in self._puzzles.values())

    def is_full(self) -> bool:
        with self._lock:
            return self._next_target_locked() is None

    def want(self, options: Options) -> None:
        """Keep puzzles of ``options`` ready from now on (the latest few such wishes are kept)."""
        with self._lock:
            if options in self._base_targets:
                return
            extras = [o for o in self._extra_targets if o != options]
            extras.insert(0, options)
            dropped = extras[MAX_EXTRA_TARGETS:]
            self._extra_targets = extras[:MAX_EXTRA_TARGETS]
            for o in dropped:
                self._puzzles.pop(_key(o), None)
            self._save_locked()
        self._wake.set()

    def take(self, options: Options) -> Generated | None:
        """A ready puzzle of ``options`` (removed from the pool), or None; never waits.

        The thread (if running) then makes a new one.
        """
        while True:
            with self._lock:
                ready = self._puzzles.get(_key(options))
                got = ready.pop(0) if ready else None
                unchecked = got is not None and id(got) in self._unchecked
                self._unchecked.pop(id(got), None)
                if got is not None:
                    self._save_locked()
            if got is None or not unchecked or self._still_rates(got):
                break
        self._wake.set()
        return got

    def _still_rates(self, got: Generated, cancel: CancelToken | None = None) -> bool:
        """Whether the logic still rates ``got`` as kept (GenerationCancelled when ``cancel`` fires)."""
        try:
            return bool(self.grade_fn(got.puzzle, got.grade, cancel=cancel))
        except GenerationCancelled:
            raise
        except Exception:  # (a puzzle the logic cannot take is no puzzle to hand out)
            return False

    def _check_kept(self) -> None:
        """Grade again the puzzles read from the file (the thread, before it makes new ones):
        drop those the logic no longer rates as kept."""
        with self._lock:
            kept = [got for ready in self._puzzles.values() for got in ready if id(got) in self._unchecked]
        for got in kept:
            if self._stop.is_set():
                return
            self._go.wait()
            token = CancelToken()  # (shutdown cancels it: the check of a large puzzle may take a while)
            self._token = token
            try:
                ok = self._still_rates(got, token)
            except GenerationCancelled:
                return  # stopped: kept as it was, checked at the next start
            finally:
                self._token = None
            if self._stop.is_set():
                return
            with self._lock:
                if id(got) not in self._unchecked:
                    continue  # (taken meanwhile)
                self._unchecked.pop(id(got), None)
                if not ok:
                    for ready in self._puzzles.values():
                        if any(g is got for g in ready):
                            ready[:] = [g for g in ready if g is not got]
                    self._save_locked()

    def _give_up(self, options: Options) -> None:
        """No puzzle of ``options`` turned up: stop trying (it stays if it is a default target)."""
        with self._lock:
            if options in self._extra_targets:
                self._extra_targets.remove(options)
                self._puzzles.pop(_key(options), None)
                self._save_locked()

    def put(self, options: Options, got: Generated) -> None:
        """Add a puzzle (used by the thread; tests may fill the pool by hand)."""
        with self._lock:
            self._puzzles.setdefault(_key(options), []).append(got)
            self._save_locked()

    # -- persistence ----------------------------------------------------------------------------
    def _load(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if not isinstance(data, dict) or data.get("version") != POOL_VERSION:
            return
        for item in data.get("targets", []) if isinstance(data.get("targets"), list) else []:
            try:
                options = _options_from(item)
            except (KeyError, TypeError, ValueError):
                continue
            if options not in self._base_targets and options not in self._extra_targets:
                self._extra_targets.append(options)
        self._extra_targets = self._extra_targets[:MAX_EXTRA_TARGETS]
        wanted = set(map(_key, self._targets_locked()))
        for item in data.get("puzzles", []) if isinstance(data.get("puzzles"), list) else []:
            try:
                options, got = _generated_from(item)
            except (KeyError, TypeError, ValueError, PuzzleFormatError):
                continue
            if got.grade != options.difficulty:
                continue  # (kept under another level than its own: not what Generate asks for)
            if _key(options) in wanted and self._count_locked(options) < self.depth:
                self._puzzles.setdefault(_key(options), []).append(got)
                self._unchecked[id(got)] = got

    def _save_locked(self) -> None:
        data = {
            "version": POOL_VERSION,
            "targets": [_options_json(o) for o in self._extra_targets],
            "puzzles": [
                _generated_json(got, Options(*key)) for key, ready in self._puzzles.items() for got in ready
            ],
        }
        try:
            write_text_atomic(self.path, json.dumps(data, indent=1) + "\n")
        except OSError as e:
            self.last_error = f"cannot write {self.path.name}: {e}"

    # -- the thread -----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start_later(self, delay_ms: int) -> None:
        """Start the thread after ``delay_ms`` (unless started or stopped before)."""
        if not self.running:
            self._start_timer.start(max(0, delay_ms))

    def start(self) -> None:
        """Start filling the pool in the background (does nothing if already running)."""
        self._start_timer.stop()
        if self.running:
            self._wake.set()
            return
        self._stop.clear()
        self._wake.set()
        self._thread = threading.Thread(target=self._run, name="str8ts-pool", daemon=True)
        self._thread.start()

    def hold(self, held: bool) -> None:
        """Pause (True) or resume (False) the thread between attempts, e.g. while the player waits
        for a puzzle of other options, so the two do not compete for the CPU."""
        if held:
            self._go.clear()
        else:
            self._go.set()

    @property
    def held(self) -> bool:
        return not self._go.is_set()

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Stop the thread (cancelling the puzzle in the making); True when it has ended."""
        self._start_timer.stop()
        self._stop.set()
        self._wake.set()
        self._go.set()
        token = self._token
        if token is not None:
            token.cancel()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            if thread.is_alive():
                return False
        self._thread = None
        return True

    def _next_target_locked(self) -> Options | None:
        for options in self._targets_locked():
            if len(self._puzzles.get(_key(options), ())) < self.depth:
                return options
        return None

    def _run(self) -> None:
        _lower_priority()
        self._check_kept()
        stop = self._stop

        go = self._go

        def rest(_fraction: float, _text: str) -> None:  # called between attempts
            go.wait()
            stop.wait(self.ATTEMPT_PAUSE_S)

        while not stop.is_set():
            self._wake.clear()
            with self._lock:
                options = self._next_target_locked()
            if options is None:
                self._wake.wait()
                continue
            go.wait()
            if stop.is_set():
                break
            token = CancelToken()
            self._token = token
            if stop.is_set():
                break
            try:
                puzzles = self.generate_fn(options, 1, None, cancel=token, progress=rest, max_attempts=self.MAX_ATTEMPTS)
                got = next(iter(puzzles))
            except GenerationCancelled:
                continue
            except Exception as e:  # gave up (a level a small board hardly has) or a bug: do not spin
                self.last_error = f"{type(e).__name__}: {e}"
                self._give_up(options)
                stop.wait(self.FAILURE_PAUSE_S)
                continue
            finally:
                self._token = None
            if stop.is_set():
                break
            with self._lock:
                if options in self._targets_locked():
                    self._puzzles.setdefault(_key(options), []).append(got)
                    self._save_locked()
            try:
                self._bridge.filled.emit(options)
            except RuntimeError:  # the pool was deleted meanwhile
                return
            stop.wait(self.PAUSE_S)

    @Slot(object)
    def _on_filled(self, options: Options) -> None:
        self.filled.emit(options)
