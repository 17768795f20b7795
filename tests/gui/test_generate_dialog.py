"""Generate Puzzle…: the dialog, background generation with Cancel, the puzzle pool and the menu hook.

Every wait is on a GUI-thread signal (or a GUI-thread condition with ``waitUntil``); worker
threads are joined at the end of each test.
"""

from __future__ import annotations

import json
import time
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence

from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.generator import LEVELS, SYMMETRIES, Generated, GenerationCancelled, Options, generate
from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.library.puzzle_pool import POOL_FILE, PuzzlePool
from str8ts_gui.kinds.str8ts.logic.grading import LogicGrader
from str8ts_gui.solver.sat import Status, solve

SMALL = Options(6, "Gentle", "180")


class SlowGrader(LogicGrader):
    """The real grader with a pause per question, which never finds the target grade: the
    generation goes on, an attempt after another, until it is cancelled (a generator as fast as
    today's may otherwise hit the grade in its first half second)."""

    def __init__(self, pause: float = 0.05) -> None:
        self.pause = pause

    def solves_within(self, puzzle, level):
        time.sleep(self.pause)
        super().solves_within(puzzle, level)  # the real work, holding the GIL as it does
        return False


def slow_generate(pause: float = 0.3):
    return partial(generate, grader=SlowGrader(pause))


def failing_generate(*_args, **_kwargs):
    raise AssertionError("the generator must not run: the pool had a puzzle")


def file_menu_texts(window: MainWindow) -> list[str]:
    menu = window.menuBar().actions()[0].menu()
    return [a.text() for a in menu.actions()]


# -- the hook --------------------------------------------------------------------------------------
def test_install_adds_the_actions_once(qtbot, window: MainWindow) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    assert library_actions.install(window) is actions
    texts = file_menu_texts(window)
    assert texts.count("&Generate Puzzle…") == 1 and texts.count("Puzzle &Library…") == 1
    # next to New Empty Puzzle and Open
    assert texts.index("&Generate Puzzle…") == texts.index("&Open…") - 1
    assert texts.index("Puzzle &Library…") == texts.index("&Open…") + 1
    assert actions.act_generate.shortcut() == QKeySequence("Ctrl+Shift+N")
    assert actions.act_library.shortcut() == QKeySequence("Ctrl+L")
    # no shortcut of the window is taken twice
    seen: dict[str, str] = {}
    for act in window.actions():
        for sc in act.shortcuts():
            key = sc.toString()
            assert key not in seen, f"{key} used by {seen[key]} and {act.text()}"
            seen[key] = act.text()


def test_generated_6x6_gentle_opens_in_play_mode(qtbot, window: MainWindow) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    window.controller.set_mode(Mode.EDIT)
    actions.act_generate.trigger()
    dialog = actions.dialog
    assert dialog is not None and dialog.isVisible() and dialog.isModal()
    assert dialog.size_combo.currentData() == 9  # the default
    assert [dialog.level_combo.itemData(k) for k in range(dialog.level_combo.count())] == list(LEVELS)
    assert [dialog.symmetry_combo.itemData(k) for k in range(dialog.symmetry_combo.count())] == list(SYMMETRIES)
    dialog.set_options(Options(6, "Gentle", "none"))
    actions.pool.shutdown()  # make this one in the dialog, not from the pool

    with qtbot.waitSignal(dialog.puzzleReady, timeout=30000) as ready:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running and dialog.progress.isVisible() and dialog.cancel_button.isVisible()
        assert not dialog.generate_button.isEnabled()
    got: Generated = ready.args[0]
    assert not dialog.isVisible() and not dialog.running
    assert got.puzzle.size == 6 and got.grade == "Gentle"
    assert solve(got.puzzle, limit=2).status is Status.UNIQUE

    session = window.controller.session
    assert session.puzzle == got.puzzle
    assert window.controller.mode == Mode.PLAY
    assert window.title == "Generated 6x6 Gentle" and window.path is None
    assert not session.is_modified and not session.can_undo
    assert "New 6 x 6 Gentle puzzle" in window.status_text()

    # the choices are remembered for the next dialog
    again = NewPuzzleDialog()
    qtbot.addWidget(again)
    assert again.options() == Options(6, "Gentle", "none")


def test_new_puzzle_asks_about_unsaved_changes_first(qtbot, window: MainWindow, dialogs) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    window.set_mode(Mode.EDIT)
    window.controller.session.set_black([0], True)
    dialogs.unsaved_answers = ["cancel"]
    assert actions.new_puzzle() is None
    assert dialogs.unsaved_asked == 1 and actions.dialog is None


def test_cancel_stops_a_slow_generation_promptly(qtbot, window: MainWindow) -> None:
    before = window.controller.session.state
    dialog = NewPuzzleDialog(window, generate_fn=slow_generate())
    qtbot.addWidget(dialog)
    dialog.set_options(Options(9, "Extreme", "180"))
    dialog.show()
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    try:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running
        qtbot.wait(500)
        # a 10 ms timer ticks about 50 times; a frozen GUI thread (a solver call that keeps the
        # GIL for the whole generation) gets one or two: the bounds are wide so that a machine
        # busy with other work does not fail it
        assert len(ticks) >= 5, "the GUI thread stalled while generating"
        assert dialog.running and "Generating a 9 x 9 Extreme puzzle" in dialog.status_label.text()
        assert all(not w.isEnabled() for w in (dialog.size_combo, dialog.level_combo, dialog.generate_button))

        t0 = time.monotonic()
        with qtbot.waitSignal(dialog.generationCancelled, timeout=3000):
            with qtbot.assertNotEmitted(dialog.puzzleReady):
                qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert time.monotonic() - t0 < 3.0
        # still open and usable
        assert dialog.isVisible() and not dialog.running
        assert dialog.generate_button.isEnabled() and dialog.size_combo.isEnabled()
        assert not dialog.progress.isVisible() and not dialog.cancel_button.isVisible()
        assert "Cancelled" in dialog.status_label.text()
        # the ticks went on at their pace right up to the cancel
        gaps = [b - a for a, b in zip(ticks, ticks[1:])]
        assert max(gaps) < 1.0
    finally:
        timer.stop()
    assert window.controller.session.state == before and not window.controller.session.is_modified
    assert dialog.shutdown(10.0)  # (the worker ends at its next check; a loaded machine may take seconds)


def test_closing_the_dialog_while_generating_cancels(qtbot, window: MainWindow) -> None:
    before = window.controller.session.state
    actions = library_actions.install(window, pool_delay_ms=None)
    dialog = actions.new_puzzle_dialog()
    dialog.generate_fn = slow_generate()
    actions.pool.shutdown()
    dialog.set_options(Options(9, "Tough", "none"))
    dialog.open()
    dialog.start()
    assert dialog.running and actions.pool.held
    with qtbot.waitSignal(dialog.generationCancelled, timeout=1000):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and not dialog.running and not actions.pool.held
    with qtbot.assertNotEmitted(dialog.puzzleReady, wait=300):
        pass
    assert dialog.shutdown(2.0)
    assert window.controller.session.state == before


def test_a_puzzle_arriving_just_after_cancel_is_dropped(qtbot) -> None:
    """The generator finished just before Cancel was pressed: its result, still on its way to
    the GUI thread, must not open while the dialog says "Cancelling…"."""
    from str8ts_gui.core.puzzle import Puzzle

    made = Generated(Puzzle.empty(4), tuple(range(16)), "Gentle", 1)

    def quick(options, count=1, seed=None, *, cancel=None, progress=None, **_kw):
        yield made  # ignores the token: done before Cancel can reach it

    dialog = NewPuzzleDialog(generate_fn=quick)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    for thread in list(dialog.runner._threads):
        thread.join(5.0)  # the result is queued, not delivered: no event processed yet
    assert dialog.running
    with qtbot.assertNotEmitted(dialog.puzzleReady), qtbot.waitSignal(dialog.generationCancelled, timeout=2000):
        assert dialog.cancel()
        assert "Cancelling" in dialog.status_label.text()
    assert dialog.isVisible() and dialog.result() == 0 and dialog.last_result is None
    assert "Cancelled" in dialog.status_label.text() and dialog.generate_button.isEnabled()
    # the next Generate is not affected
    with qtbot.waitSignal(dialog.puzzleReady, timeout=2000) as ready:
        dialog.start()
    assert ready.args[0] is made
    assert dialog.shutdown(1.0)


def test_generator_giving_up_is_reported(qtbot) -> None:
    def never(options, count=1, seed=None, *, cancel=None, progress=None, max_attempts=1000, **_kw):
        raise RuntimeError(f"no {options.difficulty} puzzle found in {max_attempts} attempts")
        yield  # a generator, like the real one

    dialog = NewPuzzleDialog(generate_fn=never, max_attempts=7)
    qtbot.addWidget(dialog)
    dialog.set_options(Options(4, "Extreme", "none"))
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert "No 4 x 4 Extreme puzzle turned up in 7 attempts" in failed.args[0]
    assert dialog.status_label.text() == failed.args[0]
    assert dialog.generate_button.isEnabled()


def test_progress_shows_the_attempts(qtbot) -> None:
    def steps(options, count=1, seed=None, *, cancel=None, progress=None, **_kw):
        for k in range(200):
            if cancel.cancelled:
                raise GenerationCancelled
            progress(0.0, f"puzzle 1 of 1, attempt {k + 1}")
            time.sleep(0.01)
        raise AssertionError("not cancelled")
        yield

    dialog = NewPuzzleDialog(generate_fn=steps)
    qtbot.addWidget(dialog)
    dialog.start()
    qtbot.waitUntil(lambda: "Attempt 3" in dialog.status_label.text() or "Attempt 4" in dialog.status_label.text(), timeout=3000)
    with qtbot.waitSignal(dialog.generationCancelled, timeout=1000):
        dialog.cancel()
    assert dialog.shutdown(1.0)


# -- the pool --------------------------------------------------------------------------------------
def test_pool_fills_hands_out_instantly_and_persists(qtbot, gui_home: Path) -> None:
    pool = PuzzlePool(depth=2, targets=[SMALL])
    with qtbot.waitSignal(pool.filled, timeout=30000):
        pool.start()
    qtbot.waitUntil(pool.is_full, timeout=30000)
    assert pool.shutdown(2.0) and not pool.running
    assert (gui_home / POOL_FILE).is_file()

    t0 = time.perf_counter()
    got = pool.take(SMALL)
    assert time.perf_counter() - t0 < 0.1
    assert got is not None and got.puzzle.size == 6 and got.grade == "Gentle"
    assert solve(got.puzzle, limit=2).status is Status.UNIQUE
    assert solve(got.puzzle).solution == got.solution
    assert pool.count(SMALL) == 1
    assert pool.take(Options(7, "Tough", "none")) is None  # none ready: None at once
    pool.want(Options(7, "Tough", "none"))

    # a new pool (the next start) has the one left, and remembers the other wish
    again = PuzzlePool(depth=2, targets=[SMALL])
    assert again.count(SMALL) == 1
    left = again.take(SMALL)
    assert left is not None and left.puzzle != got.puzzle
    assert Options(7, "Tough", "none") in again.targets
    assert PuzzlePool(depth=2, targets=[SMALL]).count(SMALL) == 0


def test_a_broken_pool_file_is_ignored(gui_home: Path, qtbot) -> None:
    (gui_home / POOL_FILE).write_text("{not json", encoding="utf-8")
    assert PuzzlePool(targets=[SMALL]).total() == 0
    data = {"version": 1, "targets": [{"size": 3}], "puzzles": [{"size": 6, "difficulty": "Gentle", "symmetry": "180",
                                                                "puzzle": "xyz", "solution": [1]}]}
    (gui_home / POOL_FILE).write_text(json.dumps(data), encoding="utf-8")
    pool = PuzzlePool(targets=[SMALL])
    assert pool.total() == 0 and pool.targets == [SMALL]


def test_dialog_takes_a_pooled_puzzle_at_once(qtbot) -> None:
    pool = PuzzlePool(depth=2, targets=[SMALL])
    got = next(generate(SMALL, 1, seed=5))
    pool.put(SMALL, got)
    dialog = NewPuzzleDialog(pool=pool, generate_fn=failing_generate)
    qtbot.addWidget(dialog)
    dialog.set_options(SMALL)
    assert "ready" in dialog.status_label.text()
    received = []
    dialog.puzzleReady.connect(received.append)
    dialog.start()  # no waiting: the pooled puzzle is delivered in this call
    assert received == [got] and not dialog.running
    assert pool.count(SMALL) == 0
    assert pool.shutdown(1.0)


def test_dialog_makes_other_options_a_pool_target(qtbot) -> None:
    pool = PuzzlePool(depth=1, targets=[SMALL])
    dialog = NewPuzzleDialog(pool=pool)
    qtbot.addWidget(dialog)
    other = Options(5, "Moderate", "mirror")
    dialog.set_options(other)
    with qtbot.waitSignal(dialog.puzzleReady, timeout=30000) as ready:
        dialog.start()
    assert ready.args[0].puzzle.size == 5
    assert pool.targets == [SMALL, other]


def test_pool_gives_up_an_impossible_wish(qtbot) -> None:
    impossible = Options(4, "Extreme", "none")

    def gives_up(options, count=1, seed=None, *, cancel=None, progress=None, max_attempts=1000, **_kw):
        if options == impossible:
            raise RuntimeError(f"no Extreme puzzle found in {max_attempts} attempts")
        yield from generate(options, count, seed, cancel=cancel, progress=progress, max_attempts=max_attempts)

    pool = PuzzlePool(depth=1, targets=[], generate_fn=gives_up)
    pool.FAILURE_PAUSE_S = 0.0
    pool.want(impossible)
    pool.want(SMALL)
    assert pool.targets == [SMALL, impossible]
    with qtbot.waitSignal(pool.filled, timeout=30000):
        pool.start()
    qtbot.waitUntil(pool.is_full, timeout=5000)
    assert pool.targets == [SMALL] and "1000 attempts" in pool.last_error
    assert pool.shutdown(1.0)


def test_pool_shutdown_is_prompt_while_generating(qtbot) -> None:
    pool = PuzzlePool(targets=[Options(9, "Extreme", "180")], generate_fn=slow_generate())
    pool.start()
    qtbot.waitUntil(lambda: pool._token is not None, timeout=3000)
    t0 = time.monotonic()
    assert pool.shutdown(1.0)
    assert time.monotonic() - t0 < 1.0 and not pool.running
    assert pool.total() == 0


def test_the_pool_starts_after_the_window_shows_and_stops_when_it_closes(qtbot, window: MainWindow) -> None:
    actions = library_actions.install(window)  # (a second install, when the window already has it, is the same)
    timer = actions.pool_timer
    assert timer.isActive() and timer.interval() == library_actions.POOL_START_DELAY_MS
    actions.pool.generate_fn = slow_generate()
    actions.pool.start()  # as the timer would
    assert actions.pool.running
    assert window.close()
    qtbot.waitUntil(lambda: not actions.pool.running, timeout=1500)
    assert not timer.isActive()



def test_menu_text_is_exactly_as_the_issue_names_it(qtbot) -> None:
    from str8ts_gui.gui.library import library_actions
    from str8ts_gui.gui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    library_actions.install(window, pool_delay_ms=60_000)
    texts = [a.text() for a in window.findChildren(QAction)]
    assert "&Generate Puzzle…" in texts  # (issue 14 renamed "New puzzle...")
    window.library_actions.shutdown(1.0)


# -- Sudoku ----------------------------------------------------------------------------------------
def choose(combo, value) -> None:
    k = combo.findData(value)
    assert k >= 0, value
    combo.setCurrentIndex(k)


def test_a_sudoku_generated_in_the_dialog_opens_in_the_window(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.sudoku.generator import LEVELS as SUDOKU_LEVELS
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
    from str8ts_gui.kinds.sudoku.logic import rate
    from str8ts_gui.kinds.sudoku.model import SIZES as SUDOKU_SIZES

    actions = library_actions.install(window, pool_delay_ms=None)
    actions.act_generate.trigger()
    dialog = actions.dialog
    actions.pool.shutdown()
    assert [dialog.kind_combo.itemData(k) for k in range(dialog.kind_combo.count())] == ["str8ts", "sudoku", "suguru"]
    choose(dialog.kind_combo, "sudoku")
    assert dialog.kind() == "sudoku"
    assert [dialog.size_combo.itemData(k) for k in range(dialog.size_combo.count())] == list(SUDOKU_SIZES)
    assert [dialog.level_combo.itemData(k) for k in range(dialog.level_combo.count())] == list(SUDOKU_LEVELS)
    assert [dialog.symmetry_combo.itemData(k) for k in range(dialog.symmetry_combo.count())] == list(SYMMETRIES)
    assert dialog.options() == SudokuOptions(9, "Medium", "180")  # the Sudoku defaults
    assert "9 x 9 Medium Sudoku" in dialog.status_label.text()
    choose(dialog.size_combo, 6)
    choose(dialog.level_combo, "Easy")
    assert "6 x 6 Easy Sudoku" in dialog.status_label.text() and "Easy:" in dialog.status_label.text()

    with qtbot.waitSignal(dialog.puzzleReady, timeout=30000) as ready:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running and dialog.cancel_button.isVisible() and not dialog.kind_combo.isEnabled()
    got = ready.args[0]
    assert not dialog.isVisible() and not dialog.running

    session = window.controller.session
    puzzle = session.puzzle
    assert puzzle == got.puzzle and puzzle.kind == "sudoku" and puzzle.size == 6
    assert window.controller.mode == Mode.PLAY
    assert solve(puzzle, limit=2).status is Status.UNIQUE
    rating = rate(puzzle)
    assert rating.solved and rating.grade == got.grade == "Easy"
    assert window.title == "Generated Sudoku 6x6 Easy" and window.path is None
    assert "New 6 x 6 Easy Sudoku" in window.status_text()
    assert not session.is_modified and not session.can_undo

    # the kind and its choices are remembered; the Str8ts choices are kept apart
    again = NewPuzzleDialog()
    qtbot.addWidget(again)
    assert again.kind() == "sudoku" and again.options() == SudokuOptions(6, "Easy", "180")
    choose(again.kind_combo, "str8ts")
    assert again.options() == Options(9, "Moderate", "180")
    assert [again.level_combo.itemData(k) for k in range(again.level_combo.count())] == list(LEVELS)


def test_a_typed_seed_gives_the_same_sudoku_as_the_generator(qtbot) -> None:
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
    from str8ts_gui.kinds.sudoku.generator import generate as sudoku_generate

    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.set_options(SudokuOptions(4, "Easy", "mirror"))
    assert dialog.kind() == "sudoku" and dialog.symmetry_combo.currentData() == "mirror"
    qtbot.keyClicks(dialog.seed_edit, "x42")  # only digits are taken
    assert dialog.seed_edit.text() == "42" and dialog.seed_value() == 42
    made = []
    for _ in range(2):
        with qtbot.waitSignal(dialog.puzzleReady, timeout=10000) as ready:
            dialog.start()
        made.append(ready.args[0].puzzle)
    expected = next(sudoku_generate(SudokuOptions(4, "Easy", "mirror"), 1, seed=42)).puzzle
    assert made == [expected, expected]
    dialog.seed_edit.clear()
    assert dialog.seed_value() is None
    assert dialog.shutdown(1.0)


def test_cancel_stops_a_real_sudoku_generation_promptly(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions

    before = window.controller.session.state
    dialog = NewPuzzleDialog(window)  # the real Sudoku generator
    qtbot.addWidget(dialog)
    dialog.set_options(SudokuOptions(16, "Fiendish", "180"))  # seconds of work
    dialog.seed_edit.setText("1")
    dialog.show()
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    try:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running
        qtbot.wait(400)
        assert dialog.running and "Generating a 16 x 16 Fiendish Sudoku" in dialog.status_label.text()
        assert len(ticks) >= 10, "the GUI thread stalled while generating"
        t0 = time.monotonic()
        with qtbot.waitSignal(dialog.generationCancelled, timeout=3000):
            with qtbot.assertNotEmitted(dialog.puzzleReady):
                qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert time.monotonic() - t0 < 2.0
        assert dialog.isVisible() and not dialog.running and dialog.generate_button.isEnabled()
        assert "Cancelled" in dialog.status_label.text() and "16 x 16 Fiendish Sudoku" in dialog.status_label.text()
    finally:
        timer.stop()
    assert dialog.shutdown(2.0)  # the worker thread has really stopped
    assert window.controller.session.state == before


def test_a_sudoku_that_does_not_turn_up_is_reported(qtbot) -> None:
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions

    dialog = NewPuzzleDialog(max_attempts=30)
    qtbot.addWidget(dialog)
    dialog.set_options(SudokuOptions(4, "Diabolical", "180"))  # 4 x 4 Sudoku are all Easy
    assert "rare" in dialog.status_label.text() and "gives up" in dialog.status_label.text()
    with qtbot.waitSignal(dialog.generationFailed, timeout=10000) as failed:
        dialog.start()
    assert "No 4 x 4 Diabolical Sudoku turned up in 30 attempts" in failed.args[0]
    assert dialog.generate_button.isEnabled() and dialog.kind_combo.isEnabled()


def test_a_sudoku_never_comes_from_the_str8ts_pool(qtbot) -> None:
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions

    str8ts_options = Options(9, "Diabolical", "180")  # the same size, grade name and symmetry
    pool = PuzzlePool(depth=2, targets=[str8ts_options])
    pool.put(str8ts_options, Generated(empty_puzzle(9), tuple([1] * 81), "Diabolical", 1))
    asked = []

    def sudoku_fn(options, count=1, seed=None, *, cancel=None, progress=None, max_attempts=1000):
        asked.append(options)
        raise RuntimeError(f"no puzzle found in {max_attempts} attempts")
        yield

    dialog = NewPuzzleDialog(pool=pool, generate_fn=failing_generate, sudoku_generate_fn=sudoku_fn)
    qtbot.addWidget(dialog)
    dialog.set_options(SudokuOptions(9, "Diabolical", "180"))
    assert "ready" not in dialog.status_label.text()
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000):
        dialog.start()
    assert asked == [SudokuOptions(9, "Diabolical", "180")]
    assert pool.count(str8ts_options) == 1 and pool.targets == [str8ts_options]
    # a typed seed bypasses the pool for Str8ts too
    dialog.set_options(str8ts_options)
    assert "ready" in dialog.status_label.text()
    dialog.seed_edit.setText("3")
    assert "ready" not in dialog.status_label.text()
    assert pool.shutdown(1.0)


def empty_puzzle(n: int):
    from str8ts_gui.core.puzzle import Puzzle

    return Puzzle.empty(n)


def test_bad_remembered_choices_fall_back_to_the_defaults(qtbot) -> None:
    from str8ts_gui.gui import settings as app_settings
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions

    s = app_settings.settings()
    for key, value in (("kind", "sudoku"), ("sudoku/size", "7"), ("sudoku/difficulty", "Gentle"), ("sudoku/symmetry", "x")):
        s.setValue("generate/" + key, value)
    s.sync()
    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    assert dialog.kind() == "sudoku" and dialog.options() == SudokuOptions(9, "Medium", "180")
    s.setValue("generate/kind", "no such kind")
    s.setValue("generate/size", "big")
    s.sync()
    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    assert dialog.kind() == "str8ts" and dialog.options() == Options(9, "Moderate", "180")


# -- Suguru ----------------------------------------------------------------------------------------
def test_a_suguru_generated_in_the_dialog_opens_in_the_window(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.suguru import logic as suguru_logic
    from str8ts_gui.kinds.suguru.generator import LEVELS as SUGURU_LEVELS
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions
    from str8ts_gui.kinds.suguru.generator import generate as suguru_generate

    actions = library_actions.install(window, pool_delay_ms=None)
    actions.act_generate.trigger()
    dialog = actions.dialog
    actions.pool.shutdown()
    choose(dialog.kind_combo, "suguru")
    assert dialog.kind() == "suguru"
    # width and height instead of the size list; no Sudoku rules
    assert dialog.width_spin.isVisible() and dialog.height_spin.isVisible() and not dialog.size_combo.isVisible()
    assert not dialog.rules_group.isVisible()
    assert (dialog.width_spin.minimum(), dialog.width_spin.maximum()) == (2, 20)
    assert (dialog.height_spin.minimum(), dialog.height_spin.maximum()) == (2, 20)
    assert [dialog.level_combo.itemData(k) for k in range(dialog.level_combo.count())] == list(SUGURU_LEVELS)
    # the defaults: the kind's middle grade, as `generate` without --difficulty
    assert dialog.options() == SuguruOptions(width=6, height=6, difficulty="Medium", symmetry="none")
    assert "6 x 6 Medium Suguru" in dialog.status_label.text()
    choose(dialog.level_combo, "Easy")
    dialog.width_spin.setValue(5)
    dialog.height_spin.setValue(5)
    assert "5 x 5 Easy Suguru" in dialog.status_label.text() and "Easy:" in dialog.status_label.text()
    dialog.seed_edit.setText("7")

    with qtbot.waitSignal(dialog.puzzleReady, timeout=60000) as ready:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running and not dialog.width_spin.isEnabled() and not dialog.kind_combo.isEnabled()
    got = ready.args[0]
    assert not dialog.isVisible() and not dialog.running

    puzzle = window.controller.session.puzzle
    assert puzzle == got.puzzle and puzzle.kind == "suguru" and (puzzle.width, puzzle.height) == (5, 5)
    assert window.controller.mode == Mode.PLAY
    assert solve(puzzle, limit=2).status is Status.UNIQUE
    rating = suguru_logic.rate(puzzle)
    assert rating.solved and rating.grade == got.grade == "Easy"
    assert window.title == "Generated Suguru 5x5 Easy" and window.path is None
    assert "New 5 x 5 Easy Suguru" in window.status_text()
    # the seed gives the generator's own puzzle
    expected = next(suguru_generate(SuguruOptions(width=5, height=5, difficulty="Easy"), 1, seed=7))
    assert got.puzzle == expected.puzzle

    # remembered, apart from the other kinds
    again = NewPuzzleDialog()
    qtbot.addWidget(again)
    assert again.kind() == "suguru" and again.options() == SuguruOptions(width=5, height=5, difficulty="Easy")
    choose(again.kind_combo, "sudoku")
    assert again.options().size == 9 and again.size_combo.isVisibleTo(again) and not again.width_spin.isVisibleTo(again)


def test_a_rectangular_suguru_and_a_symmetry_that_needs_a_square(qtbot) -> None:
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.set_options(SuguruOptions(width=4, height=3, difficulty="Easy", symmetry="180"))
    assert (dialog.width_spin.value(), dialog.height_spin.value()) == (4, 3)
    assert "4 x 3 Easy Suguru" in dialog.status_label.text()
    choose(dialog.symmetry_combo, "90")
    assert not dialog.generate_button.isEnabled() and "square" in dialog.status_label.text()
    with qtbot.assertNotEmitted(dialog.runningChanged):
        dialog.start()  # waits until the choice fits
    dialog.height_spin.setValue(4)
    assert dialog.generate_button.isEnabled() and dialog.options().symmetry == "90"
    dialog.height_spin.setValue(3)
    choose(dialog.symmetry_combo, "mirror")
    assert dialog.generate_button.isEnabled()
    with qtbot.waitSignal(dialog.puzzleReady, timeout=30000) as ready:
        dialog.start()
    puzzle = ready.args[0].puzzle
    assert (puzzle.width, puzzle.height) == (4, 3) and solve(puzzle, limit=2).status is Status.UNIQUE
    assert dialog.shutdown(1.0)


def test_cancel_stops_a_real_suguru_generation_promptly(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

    before = window.controller.session.state
    dialog = NewPuzzleDialog(window)  # the real Suguru generator
    qtbot.addWidget(dialog)
    dialog.set_options(SuguruOptions(width=10, height=10, difficulty="Hard"))  # seed 3: about 14 s (the CLI's)
    assert "10 x 10 Hard Suguru usually takes" in dialog.status_label.text()
    dialog.seed_edit.setText("3")
    dialog.show()
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    assert dialog.running
    qtbot.wait(400)
    assert dialog.running and "Generating a 10 x 10 Hard Suguru" in dialog.status_label.text()
    t0 = time.monotonic()
    with qtbot.waitSignal(dialog.generationCancelled, timeout=5000):
        with qtbot.assertNotEmitted(dialog.puzzleReady):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert time.monotonic() - t0 < 3.0
    assert dialog.isVisible() and not dialog.running and dialog.generate_button.isEnabled()
    assert "Cancelled" in dialog.status_label.text()
    assert dialog.shutdown(10.0)  # the worker thread has really stopped
    assert window.controller.session.state == before


def test_cancel_lets_go_of_a_step_that_does_not_stop(qtbot) -> None:
    """A generator step that never looks at the token: Cancel still answers at once, the result
    is dropped, and a new run can start while the old thread ends by itself."""
    from str8ts_gui.gui.library import generate_dialog
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

    calls = []

    def stubborn(options, count=1, *, seed=None, cancel=None, progress=None):
        calls.append(seed)
        time.sleep(3.0)  # (a layout search without checks)
        yield object()

    dialog = NewPuzzleDialog(suguru_generate_fn=stubborn)
    qtbot.addWidget(dialog)
    dialog.set_options(SuguruOptions(width=20, height=18, difficulty="Expert"))
    assert "not been timed" in dialog.status_label.text() and "minutes" in dialog.status_label.text()
    dialog.start()
    t0 = time.monotonic()
    with qtbot.waitSignal(dialog.generationCancelled, timeout=2 * generate_dialog.CANCEL_GRACE_MS):
        assert dialog.cancel()
    assert time.monotonic() - t0 < 2.0 * generate_dialog.CANCEL_GRACE_MS / 1000
    with qtbot.assertNotEmitted(dialog.puzzleReady, wait=2500):  # the old run's puzzle is dropped
        pass
    assert not dialog.running and dialog.generate_button.isEnabled() and "Cancelled" in dialog.status_label.text()
    assert calls == [None]
    assert dialog.shutdown(5.0)


def test_a_suguru_that_does_not_turn_up_is_reported(qtbot) -> None:
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

    def never(options, count=1, *, seed=None, cancel=None, progress=None):
        progress(0.0, "attempt 1")
        raise RuntimeError(f"no {options.difficulty} Suguru after 200 attempts")
        yield

    dialog = NewPuzzleDialog(suguru_generate_fn=never)
    qtbot.addWidget(dialog)
    dialog.set_options(SuguruOptions(width=4, height=4, difficulty="Expert"))
    assert "rare" in dialog.status_label.text() and "gives up" in dialog.status_label.text()
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert "No 4 x 4 Expert Suguru turned up in 200 attempts" in failed.args[0]
    assert dialog.generate_button.isEnabled() and dialog.width_spin.isEnabled()


# -- Sudoku variants -------------------------------------------------------------------------------
def test_a_killer_sudoku_generated_in_the_dialog_opens_in_the_window(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.sudoku.generator import LEVELS as SUDOKU_LEVELS
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
    from str8ts_gui.kinds.sudoku.variant_generator import KNOWN_RULES, VariantOptions, rate
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    actions = library_actions.install(window, pool_delay_ms=None)
    actions.act_generate.trigger()
    dialog = actions.dialog
    actions.pool.shutdown()
    choose(dialog.kind_combo, "sudoku")
    assert dialog.rules_group.isVisible()
    assert list(dialog.rule_checks) == list(KNOWN_RULES) and dialog.rules() == ()
    assert dialog.rule_checks["littlekiller"].text() == "&Little killer" and dialog.rule_checks["parity"].text() == "Odd/e&ven"
    choose(dialog.size_combo, 6)
    assert dialog.options() == SudokuOptions(6, "Medium", "180")
    dialog.rule_checks["killer"].setChecked(True)
    # a rule offers "Any grade", first, and keeps the grade chosen (issue 19: never a silent reset)
    levels = [dialog.level_combo.itemData(k) for k in range(dialog.level_combo.count())]
    assert levels == ["", *SUDOKU_LEVELS] and dialog.level_combo.currentText() == "Medium"
    assert dialog.options() == VariantOptions(6, ("killer",), "Medium", "180")
    choose(dialog.level_combo, "")  # Any grade: the fastest
    assert dialog.options() == VariantOptions(6, ("killer",), None, "180")
    assert "6 x 6 Sudoku with killer" in dialog.status_label.text()
    dialog.seed_edit.setText("5")

    with qtbot.waitSignal(dialog.puzzleReady, timeout=60000) as ready:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running and not dialog.rules_group.isEnabled()
    got = ready.args[0]
    puzzle = window.controller.session.puzzle
    assert puzzle == got.puzzle and puzzle.kind == "sudoku" and puzzle.size == 6
    cages = [c for c in puzzle.constraints if isinstance(c, KillerCage)]
    assert cages and len(cages) == len(puzzle.constraints)
    assert sorted(i for c in cages for i in c.cells) == list(range(36))  # the cages tile the board
    result = solve(puzzle, limit=2)
    assert result.status is Status.UNIQUE
    assert all(sum(result.solution[i] for i in c.cells) == c.total for c in cages)
    assert got.grade == (rate(puzzle, got.solution) or "unrated")
    assert window.title == f"Generated 6 x 6 Sudoku: killer ({got.grade})"
    assert window.controller.mode == Mode.PLAY and "killer" in window.status_text()

    # the rules and Any grade are remembered; unchecking the last rule goes back to a grade
    again = NewPuzzleDialog()
    qtbot.addWidget(again)
    assert again.options() == VariantOptions(6, ("killer",), None, "180")
    again.rule_checks["killer"].setChecked(False)
    assert again.options() == SudokuOptions(6, "Medium", "180")
    assert [again.level_combo.itemData(k) for k in range(again.level_combo.count())] == list(SUDOKU_LEVELS)
    # disjoint groups need the boxes: with Jigsaw the dialog says so and does not generate
    again.rule_checks["disjoint"].setChecked(True)
    assert again.generate_button.isEnabled()
    again.rule_checks["jigsaw"].setChecked(True)
    assert not again.generate_button.isEnabled() and "cannot go with jigsaw" in again.status_label.text()
    again.rule_checks["jigsaw"].setChecked(False)
    again.rule_checks["disjoint"].setChecked(False)
    assert again.generate_button.isEnabled()
    again.set_options(VariantOptions(9, ("thermo", "arrow"), "Hard", "mirror"))
    assert again.rules() == ("thermo", "arrow") and again.level_combo.currentData() == "Hard"
    assert again.options() == VariantOptions(9, ("thermo", "arrow"), "Hard", "mirror")
    assert "9 x 9 Hard Sudoku with thermo, arrow" in again.status_label.text()
    assert "attempts" in again.status_label.text()  # a target grade: no promise


def test_the_variant_generator_gets_the_options_seed_and_attempts(qtbot) -> None:
    from str8ts_gui.kinds.sudoku.variant_generator import ImpossibleRules, VariantOptions

    asked = []

    def variant_fn(options, count=1, seed=None, *, cancel=None, progress=None, max_attempts=30):
        asked.append((options, count, seed, max_attempts))
        if options.size == 16:  # (4 x 4 non-consecutive: the dialog refuses it before Generate)
            raise ImpossibleRules("no 16 x 16 grid keeps nonconsecutive")
        raise RuntimeError(f"no {options.describe()} found in {max_attempts} attempts")
        yield

    dialog = NewPuzzleDialog(variant_generate_fn=variant_fn, sudoku_generate_fn=failing_generate)
    qtbot.addWidget(dialog)
    dialog.set_options(VariantOptions(9, ("antiknight", "diagonal"), "Easy", "none"))
    dialog.seed_edit.setText("11")
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert asked == [(VariantOptions(9, ("antiknight", "diagonal"), "Easy", "none"), 1, 11, 30)]
    assert "No 9 x 9 Easy Sudoku with antiknight, diagonal turned up in 30 attempts" in failed.args[0]
    assert "Any grade" in failed.args[0]
    dialog.set_options(VariantOptions(16, ("nonconsecutive",), None, "none"))
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert failed.args[0] == "Non-consecutive does not fit a 16 x 16 Sudoku: no grid of that size keeps the rule; try another size."
    assert dialog.generate_button.isEnabled() and dialog.rules_group.isEnabled()


def test_cancel_stops_a_real_variant_generation_promptly(qtbot, window: MainWindow) -> None:
    from str8ts_gui.kinds.sudoku.variant_generator import VariantOptions

    before = window.controller.session.state
    dialog = NewPuzzleDialog(window)  # the real variant generator
    qtbot.addWidget(dialog)
    dialog.set_options(VariantOptions(16, ("killer", "antiknight"), None, "180"))  # slow
    dialog.seed_edit.setText("1")
    dialog.show()
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.wait(400)
    assert dialog.running and "Generating a 16 x 16 Sudoku with killer, antiknight" in dialog.status_label.text()
    with qtbot.waitSignal(dialog.generationCancelled, timeout=5000):
        with qtbot.assertNotEmitted(dialog.puzzleReady):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and not dialog.running and "Cancelled" in dialog.status_label.text()
    assert dialog.shutdown(5.0)
    assert window.controller.session.state == before


def test_bad_remembered_suguru_and_rule_choices_fall_back_to_the_defaults(qtbot) -> None:
    from str8ts_gui.gui import settings as app_settings
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
    from str8ts_gui.kinds.sudoku.variant_generator import VariantOptions
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

    s = app_settings.settings()
    defaults = SuguruOptions(width=6, height=6, difficulty="Medium", symmetry="none")
    for values in (
        {"width": "50", "height": "5"},
        {"width": "wide", "height": "5"},
        {"width": "5", "height": "5", "difficulty": "Gentle"},
        {"width": "5", "height": "4", "symmetry": "90"},  # needs a square
        {"width": "5", "height": "5", "symmetry": "sideways"},
    ):
        s.remove("generate/suguru")
        s.setValue("generate/kind", "suguru")
        for key, value in values.items():
            s.setValue("generate/suguru/" + key, value)
        s.sync()
        dialog = NewPuzzleDialog()
        qtbot.addWidget(dialog)
        assert dialog.kind() == "suguru" and dialog.options() == defaults, values
        assert dialog.generate_button.isEnabled()

    s.setValue("generate/kind", "sudoku")
    s.setValue("generate/sudoku/size", "6")
    s.setValue("generate/sudoku/difficulty", "Easy")
    s.setValue("generate/sudoku/rules", "killer,no such rule")
    s.sync()
    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    assert dialog.options() == SudokuOptions(6, "Easy", "180") and dialog.rules() == ()
    s.setValue("generate/sudoku/rules", "thermo")
    s.setValue("generate/sudoku/variant_difficulty", "Impossible")
    s.sync()
    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    assert dialog.options() == VariantOptions(9, ("thermo",), None, "180")
