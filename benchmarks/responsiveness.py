"""Benchmark: how quickly the window answers keys while the logic works in a background thread.

Run on purpose (not part of the tests):

    python benchmarks/responsiveness.py [--rounds R] [--keys K] [--paint-only]

The window (offscreen) gets a blank 16 x 16 Str8ts board and is asked for its Solution Path
(Solve from Here: seconds of pure Python in a worker thread); while that runs, K arrow keys are
pressed on the board, each handled and painted before the next. Each round runs in a fresh
process, once with the switch interval the window sets (``gui.app.GUI_SWITCH_INTERVAL``) and once
with Python's default (5 ms), in turn: the median and maximum time a key takes, per setting.

Then File > New with the Solution Path panel open, from a Suguru of the library, at sizes 8 to
16 of Str8ts and Sudoku in turn: the window's own time per New (the action and the events after
it), as the window does it (no path sought on an empty board) against the same followed by Solve
from Here (what the panel did on its own before 2026-11-26), in turn, fresh processes each.

Last (or alone, with ``--paint-only``), a repaint of a large board with every candidate shown
(9 x 9 and 15 x 15 Str8ts, 16 x 16 Sudoku, 880 px): the board's drawing as it is against each
pencil mark measured and drawn on its own (as before 2026-11-26), in turn, 20 rounds in one
process: the median of each.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

CHILD = r"""
import os, sys, time
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from str8ts_gui.gui.app import ensure_app
from str8ts_gui.gui.main_window import MainWindow
app = ensure_app()
sys.setswitchinterval(float(sys.argv[1]))
window = MainWindow(autosave=False, restore_geometry=False)
window.show()
app.processEvents()
window.new_puzzle(16, "str8ts")
window.path_panel.show()
window.path_panel.solve_from_here()
app.processEvents()
times = []
for k in range(int(sys.argv[2])):
    start = time.perf_counter()
    QTest.keyClick(window.board, Qt.Key.Key_Right if k % 2 else Qt.Key.Key_Down)
    window.board.repaint()
    app.processEvents()
    times.append(time.perf_counter() - start)
busy = window.path_panel.busy
print(busy, " ".join(f"{t:.5f}" for t in times), flush=True)
os._exit(0)
"""


NEW_CHILD = r"""
import os, sys, time
from str8ts_gui.core.document import load_documents
from str8ts_gui.gui.app import ensure_app
from str8ts_gui.gui.main_window import MainWindow
app = ensure_app()
window = MainWindow(autosave=False, restore_geometry=False)
window.ask_unsaved = lambda: "discard"
window.show()
path = sys.argv[2]
window.set_document(load_documents(path)[29], path)
window.path_panel.show()
app.processEvents()
times = []
for kind, size in (("str8ts", 14), ("sudoku", 11), ("sudoku", 16), ("str8ts", 8), ("str8ts", 15), ("str8ts", 16), ("sudoku", 13)):
    start = time.perf_counter()
    window.new_puzzle(size, kind)
    if sys.argv[1] == "seek":
        window.path_panel.solve_from_here()
    app.processEvents()
    times.append(time.perf_counter() - start)
    for _ in range(3):
        app.processEvents()
        time.sleep(0.05)
print(" ".join(f"{t:.4f}" for t in times), flush=True)
os._exit(0)
"""


def new_boards(env: dict[str, str], rounds: int) -> None:
    from pathlib import Path

    suguru = str(Path(__file__).resolve().parent.parent / "puzzles" / "suguru-library.txt")
    got: dict[str, list[float]] = {"skip": [], "seek": []}
    for _ in range(rounds):
        for mode in got:
            out = subprocess.run([sys.executable, "-c", NEW_CHILD, mode, suguru], env=env, capture_output=True, text=True, check=True)
            got[mode] += [float(t) for t in out.stdout.split()]
    for mode, what in (("skip", "no path sought on an empty board (the window)"), ("seek", "the path sought at once (before)")):
        ts = got[mode]
        print(f"File > New with the Solution Path open, {what}: {statistics.median(ts) * 1000:.0f} ms median, "
              f"{min(ts) * 1000:.0f}-{max(ts) * 1000:.0f} ms")


PAINT_CHILD = r"""
import statistics, sys, time
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from str8ts_gui.core.kind import get_kind, kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.board import pencil_marks, render
from str8ts_gui.gui.app import ensure_app
app = ensure_app()
now = pencil_marks._Marks.draw

def before(self, box, text, focused, colour):  # each mark measured and drawn on its own
    font, metrics = self.fonts[focused]
    self.painter.setFont(font)
    self.painter.setPen(colour)
    pencil_marks._draw_mark(self.painter, box, text, metrics)

rounds = int(sys.argv[1])
for kind, size in (("str8ts", 9), ("str8ts", 15), ("sudoku", 16)):
    puzzle = get_kind(kind).empty(size)
    state = PlayState.new(puzzle)
    marks = kind_of(puzzle).basic_candidates(puzzle, state.values())
    state = state.replace(marks=[m if state.is_open(i) else 0 for i, m in enumerate(marks)])
    image = QImage(880, 880, QImage.Format.Format_ARGB32_Premultiplied)
    got = {"now": [], "before": []}
    for _ in range(rounds):
        for name, draw in (("now", now), ("before", before)):
            pencil_marks._Marks.draw = draw
            image.fill(QColor("white"))
            painter = QPainter(image)
            start = time.perf_counter()
            render.render_board(painter, QRectF(0, 0, 880, 880), state, render.RenderOptions())
            got[name].append(time.perf_counter() - start)
            painter.end()
    a, b = statistics.median(got["now"]), statistics.median(got["before"])
    print(f"{kind} {size} {a:.4f} {b:.4f}", flush=True)
"""


def paints(env: dict[str, str], rounds: int) -> None:
    out = subprocess.run([sys.executable, "-c", PAINT_CHILD, str(rounds)], env=env, capture_output=True, text=True, check=True)
    for line in out.stdout.splitlines():
        kind, size, now, before = line.split()
        print(f"a repaint of an empty {size} x {size} {kind.capitalize()} board (880 px) with every candidate shown: "
              f"{float(now) * 1000:.0f} ms against {float(before) * 1000:.0f} ms with each mark measured and drawn "
              f"on its own (before 2026-11-26) = {float(now) / float(before):.2f} x")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5, help="processes per setting (default 5)")
    ap.add_argument("--keys", type=int, default=30, help="keys pressed in each (default 30)")
    ap.add_argument("--paint-only", action="store_true", help="only the repaint with every candidate shown")
    args = ap.parse_args()
    if args.paint_only:
        with tempfile.TemporaryDirectory(prefix="responsiveness-") as home:
            paints({**os.environ, "QT_QPA_PLATFORM": "offscreen", "STR8TS_GUI_HOME": home}, 20)
        return 0
    from str8ts_gui.gui.app import GUI_SWITCH_INTERVAL

    settings = {"the window's": GUI_SWITCH_INTERVAL, "Python's default": 0.005}
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    got: dict[str, list[float]] = {name: [] for name in settings}
    with tempfile.TemporaryDirectory(prefix="responsiveness-") as home:
        env["STR8TS_GUI_HOME"] = home
        for _ in range(args.rounds):
            for name, interval in settings.items():
                out = subprocess.run(
                    [sys.executable, "-c", CHILD, str(interval), str(args.keys)],
                    env=env, capture_output=True, text=True, check=True,
                ).stdout.split()
                if out[0] != "True":
                    raise SystemExit("the solution path ended before the keys did: nothing measured")
                got[name] += [float(t) for t in out[1:]]
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores; {args.rounds} processes x {args.keys} keys per setting")
    base = statistics.median(got["Python's default"])
    for name, interval in settings.items():
        ts = got[name]
        med = statistics.median(ts)
        print(f"switch interval {interval * 1000:g} ms ({name}): a key takes {med * 1000:.0f} ms median, "
              f"{max(ts) * 1000:.0f} ms max ({med / base:.2f} x the default's median)")
    with tempfile.TemporaryDirectory(prefix="responsiveness-") as home:
        new_boards({**env, "STR8TS_GUI_HOME": home}, max(1, args.rounds // 2))
        paints({**env, "STR8TS_GUI_HOME": home}, 20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
