"""Generate Puzzle… and the Puzzle Library as a player who generates puzzles and keeps a library
of them (a fresh-eyes review)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from str8ts_gui.gui.puzzle_pool import POOL_FILE, PuzzlePool
from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.kinds.str8ts.generator import GenerationCancelled, Options, generate

GENTLE = Options(6, "Gentle", "180")
EXTREME = Options(6, "Extreme", "180")


def _pool_file_with(home: Path, options: Options, got, grade: str) -> None:
    """A pool.json (as an earlier version kept it) holding ``got`` for ``options``, said to be ``grade``."""
    item = {
        "size": options.size, "difficulty": options.difficulty, "symmetry": options.symmetry,
        "puzzle": to_line(got.puzzle), "solution": list(got.solution), "grade": grade,
    }
    data = {"version": 1, "targets": [], "puzzles": [item]}
    (home / POOL_FILE).write_text(json.dumps(data), encoding="utf-8")


def test_a_kept_puzzle_the_grades_no_longer_give_its_level_is_not_handed_out(qtbot, gui_home: Path) -> None:
    # pool.json outlives the program that wrote it: after the grades changed (they have, more
    # than once) a puzzle kept as "Extreme" by an earlier version was handed out at once as a
    # "Generated 6x6 Extreme" that the window's own logic rates Gentle.
    gentle = next(iter(generate(GENTLE, 1, seed=5)))
    assert gentle.grade == "Gentle"
    _pool_file_with(gui_home, EXTREME, gentle, "Extreme")
    pool = PuzzlePool(depth=2, targets=[EXTREME])
    assert pool.take(EXTREME) is None
    assert pool.count(EXTREME) == 0

    # one whose grade still holds is handed out as before
    _pool_file_with(gui_home, GENTLE, gentle, "Gentle")
    pool = PuzzlePool(depth=2, targets=[GENTLE])
    assert pool.count(GENTLE) == 1
    got = pool.take(GENTLE)
    assert got is not None and got.puzzle == gentle.puzzle and got.grade == "Gentle"


def test_the_pool_thread_checks_the_kept_puzzles_before_anyone_asks(qtbot, gui_home: Path) -> None:
    gentle = next(iter(generate(GENTLE, 1, seed=5)))
    _pool_file_with(gui_home, EXTREME, gentle, "Extreme")

    def waits(options, count, seed=None, *, cancel, **_kwargs):  # makes nothing until shut down
        while not cancel.cancelled:
            time.sleep(0.05)
        raise GenerationCancelled()

    pool = PuzzlePool(depth=2, targets=[EXTREME], generate_fn=waits)
    assert pool.count(EXTREME) == 1  # (read from the file, not checked yet)
    pool.start()
    try:
        qtbot.waitUntil(lambda: pool.count(EXTREME) == 0, timeout=10000)
    finally:
        assert pool.shutdown(2.0)
    # the file no longer keeps it either
    assert PuzzlePool(depth=2, targets=[EXTREME]).count(EXTREME) == 0
