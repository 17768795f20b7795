"""Benchmark: reading puzzles from pictures (``str8ts scan``), in typefaces the classifier never saw.

Run on purpose (not part of the tests):

    python benchmarks/scan.py [--count 20] [--seed 1] [--cli 6] [--images DIR] [--keep DIR]

Pictures of the bundled library's Str8ts (6 x 6 to 9 x 9), Sudoku (9 x 9) and Suguru (4 x 4 to
12 x 12, square and not), ``--count`` of each kind in each set, made here (seeded, so a run is
repeatable):

* ``screenshots``: clean pictures: the program's own drawing (``str8ts render``, 450 to 900
  pixels), the program's window (offscreen, one picture in four; one in eight of them all in
  its dark look with a random cell selected, its digit the focus digit) and drawings in a random style
  (line widths, colours, digit size) in the held-out typefaces of ``tools/scan_pictures.py``
  (the DejaVu Sans family, DejaVu Math TeX Gyre, Hershey Triplex; the program's own board is
  DejaVu Sans Bold, also held out);
* ``photos``: the same kinds of drawing as a phone picture of a page: rotated by up to 5
  degrees, in perspective, scaled, unevenly lit, blurred, noisy, JPEG at quality 50 to 75.

Every picture is read twice in this process, without and with ``--kind``, and counts as exactly
right when the kind (without --kind), the shape, the black cells, the clues and the regions are
the puzzle's. Then the first ``--cli`` pictures of each set are read by the whole command
(``python -m str8ts_gui.cli.main scan FILE``, a new process pinned to one core), timed against
the same command's start-up (``--version``) in the same run. ``--images DIR`` writes the docs'
before/after pair (a photo and the read puzzle drawn by our renderer); ``--keep DIR`` keeps
every picture (and a list of those read wrong).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
import scan_pictures as sp  # noqa: E402

from str8ts_gui.scan import ScanError, read_picture  # noqa: E402

KINDS = ("str8ts", "sudoku", "suguru")


def make_pictures(kind: str, puzzles, count: int, photo: bool, rng: np.random.Generator):
    """(name, encoded bytes, truth, source) for ``count`` pictures of ``kind``."""
    out = []
    picks = rng.choice(len(puzzles), size=count, replace=count > len(puzzles))
    for k, index in enumerate(picks):
        puzzle = puzzles[int(index)]
        source = ("window" if k % 4 == 3 and not photo else "program") if k % 2 else "held-out style"
        if source == "program":
            rgb = sp.program_picture(puzzle, int(rng.integers(450, 901)))
        elif source == "window" and k % 8 == 7:
            source = "dark window, selection"
            rgb = dark_window_screenshot(puzzle, int(rng.integers(0, puzzle.size * puzzle.height)))
        elif source == "window":
            rgb = sp.window_screenshot(puzzle, mode="play" if k % 8 == 3 else "edit")
        else:
            style = sp.random_style(rng, sp.HELD_OUT_FONTS, cell=(34, 80))
            rgb = sp.paint(puzzle, style, rng)
        if photo:
            rgb = sp.distort(rgb, rng)
            data, ext = sp.encode(rgb, ".jpg", int(rng.integers(50, 76))), ".jpg"
        else:
            data, ext = sp.encode(rgb, ".png"), ".png"
        out.append((f"{kind}-{'photo' if photo else 'shot'}-{k + 1}{ext}", data, puzzle, source))
    return out


def dark_window_screenshot(puzzle, cell: int) -> np.ndarray:
    """A screenshot of the window (offscreen) in its dark look, ``cell`` selected (its digit the
    focus digit when it holds one, as a click makes it), as RGB."""
    from PySide6.QtCore import Qt

    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode
    from str8ts_gui.gui.app import apply_theme
    from str8ts_gui.gui.main_window import MainWindow

    app = sp._app()
    apply_theme(app, Qt.ColorScheme.Dark, choice="dark")
    window = MainWindow(autosave=False, restore_geometry=False)
    try:
        window.set_document(Document(puzzle), None, mode=Mode.PLAY)
        window.show()
        app.processEvents()
        window.controller.select(cell)
        window.controller.set_focus_digit(window.controller.digit_at(cell) or None)
        window.board.setFocus()
        app.processEvents()
        return sp._qimage_rgb(window.grab().toImage())
    finally:
        window.shutdown()
        window.hide()
        window.deleteLater()
        apply_theme(app, Qt.ColorScheme.Light, choice="light")
        app.processEvents()


def read_ok(data: bytes, truth, kind: str | None) -> tuple[bool, str, float]:
    t0 = time.perf_counter()
    try:
        reading = read_picture(data, kind)
    except ScanError as e:
        return False, f"error: {e}", (time.perf_counter() - t0) * 1000
    ms = (time.perf_counter() - t0) * 1000
    ok = reading.kind == truth.kind and sp.same_puzzle(reading.puzzle, truth)
    return ok, reading.text().replace("\n", " / "), ms


def truth_text(truth, name: str) -> str:
    """What ``str8ts scan`` prints for a picture of ``truth`` read right."""
    from str8ts_gui.scan.reader import Reading

    return Reading(truth.kind, truth, (), source=name).text()


def _one_core() -> None:  # pragma: no cover - in the child
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def cli_ms(args: list[str]) -> tuple[float, float, subprocess.CompletedProcess]:
    """(wall ms, CPU ms, the finished process) of the whole command in a new process on one core."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", *args],
        capture_output=True, text=True, preexec_fn=_one_core, cwd=ROOT,
    )
    wall = (time.perf_counter() - t0) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return wall, cpu, done


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=20, help="pictures of each kind in each set (default 20)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cli", type=int, default=6, help="pictures of each set read by the whole command (default 6)")
    ap.add_argument("--images", type=Path, default=None, help="write the docs' before/after pictures here")
    ap.add_argument("--keep", type=Path, default=None, help="keep the pictures here")
    args = ap.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    library = {kind: sp.library_puzzles(kind) for kind in KINDS}
    rows = []
    wrong_list = []
    tmp = Path(tempfile.mkdtemp(prefix="scan-bench-"))
    keep = args.keep or tmp
    keep.mkdir(parents=True, exist_ok=True)
    starts = [cli_ms(["--version"]) for _ in range(3)]
    startup = statistics.median(w for w, _, _ in starts)
    startup_cpu = statistics.median(c for _, c, _ in starts)
    for photo in (False, True):
        label = "photos" if photo else "screenshots"
        pictures = []
        for kind in KINDS:
            pictures += make_pictures(kind, library[kind], args.count, photo, rng)
        right_auto = right_kind = 0
        times = []
        for name, data, truth, source in pictures:
            (keep / name).write_bytes(data)
            ok, text, ms = read_ok(data, truth, None)
            ok_kind, text_kind, _ = read_ok(data, truth, truth.kind)
            right_auto += ok
            right_kind += ok_kind
            times.append(ms)
            if not (ok and ok_kind):
                wrong_list.append(f"{name} ({source}): read {text if not ok else text_kind}; "
                                  f"the puzzle: {truth_text(truth, 'picture').replace(chr(10), ' / ')}")
        cli_times, cli_cpu = [], []
        cli_wrong = 0
        per_kind = max(1, args.cli // len(KINDS))
        chosen = [p for kind in KINDS for p in [q for q in pictures if q[0].startswith(kind)][:per_kind]]
        for name, data, truth, _source in chosen:
            for kind_args in ([], ["--kind", truth.kind]):
                ms, cpu, done = cli_ms(["scan", str(keep / name), *kind_args])
                cli_times.append(ms)
                cli_cpu.append(cpu)
                if done.returncode != 0 or done.stdout.strip() != truth_text(truth, name):
                    cli_wrong += 1
        n = len(pictures)
        rows.append((label, n, right_auto, right_kind, statistics.median(times), max(times),
                     statistics.median(cli_times), max(cli_times), statistics.median(cli_cpu), max(cli_cpu),
                     len(chosen), cli_wrong))
    print(f"pictures kept in {keep}" if args.keep else "")
    print(f"command start-up (str8ts --version, one core): {startup:.0f} ms wall, {startup_cpu:.0f} ms CPU\n")
    print("| set | pictures | exactly right | exactly right with --kind | read in process, median / max "
          "| whole command on one core: wall, median / max | CPU, median / max | CPU / start-up's CPU |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for label, n, ra, rk, med, mx, cmed, cmx, cpu_med, cpu_max, cn, cw in rows:
        print(f"| {label} | {n} | {ra} ({100 * ra / n:.1f} %) | {rk} ({100 * rk / n:.1f} %) | {med:.0f} / {mx:.0f} ms "
              f"| {cmed:.0f} / {cmx:.0f} ms | {cpu_med:.0f} / {cpu_max:.0f} ms | {cpu_med / startup_cpu:.1f} x |")
    for label, *rest in rows:
        cn, cw = rest[-2], rest[-1]
        print(f"\nthe whole command on {label}: {cn} pictures, each without and with --kind: "
              f"{2 * cn - cw} of {2 * cn} runs exactly right", end="")
    print()
    if wrong_list:
        print("\nread wrong:")
        for line in wrong_list:
            print("  " + line)
    if args.images:
        write_doc_images(args.images, library, rng)
    return 0


def write_doc_images(folder: Path, library, rng) -> None:
    """The docs' before/after picture: a photo of a Str8ts in a held-out typeface (left) and the
    puzzle read from it, drawn by our renderer (right), side by side."""
    import cv2

    folder.mkdir(parents=True, exist_ok=True)
    puzzle = library["str8ts"][-1]
    style = sp.Style(font=sp.FONTS["DejaVu Sans Condensed Bold"], cell=44, thin=1.2, thick=3.5, margin=18,
                     paper=(246, 242, 230), ink=(30, 30, 30))
    photo = sp.distort(sp.paint(puzzle, style), np.random.default_rng(11), max_angle=4.0, light=(0.55, 0.6))
    data = sp.encode(photo, ".jpg", 60)
    reading = read_picture(data)
    ok = sp.same_puzzle(reading.puzzle, puzzle)
    height = 420
    left = sp.decode(data)
    left = cv2.resize(left, (round(left.shape[1] * height / left.shape[0]), height), interpolation=cv2.INTER_AREA)
    right = sp.program_picture(reading.puzzle, height)
    gap = np.full((height, 40, 3), 255, np.uint8)
    cv2.arrowedLine(gap, (6, height // 2), (34, height // 2), (90, 90, 90), 3, cv2.LINE_AA, tipLength=0.4)
    both = np.hstack([left, gap, right])
    out = folder / "scan-before-after.jpg"
    out.write_bytes(sp.encode(both, ".jpg", 85))
    print(f"\nwrote {out} (read {'exactly right' if ok else 'WRONG'}; uncertain: {list(reading.uncertain)})")


if __name__ == "__main__":
    raise SystemExit(main())
