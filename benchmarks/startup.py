"""Benchmark: start-up of the command line and the window, and the speed-up of ``--jobs``.

Run on purpose (not part of the tests):

    python benchmarks/startup.py [--rounds R] [--gui-rounds G] [--jobs-rounds J] [--count N]
                                 [--corpus PATH] [--skip-gui] [--skip-jobs] [--skip-installed]

Every figure is a ratio against a baseline measured in the same run, the two run in turn
(A B A B ...), each the median of its rounds:

* ``str8ts solve PUZZLE`` (one Str8ts puzzle, the whole process) against
  ``python -c "import pysat.solvers"`` (the interpreter and the SAT library alone): the goal is
  at most 2.5 x. Measured twice: as this environment runs Python (with
  ``PYTHONDONTWRITEBYTECODE`` set every module is compiled at every start), and with bytecode
  cached (the usual installation: a cache folder of this run's own, warmed once; the baseline
  gets the same cache).
* ``str8ts-gui FILE --screenshot OUT.png`` against a bare PySide6 window doing the same (an
  application, a main window with a label, shown, grabbed to a PNG, closed), both offscreen:
  the goal is at most 2.5 x. Measured both ways too, as the command line is.
* Both again as the README's first command installs the program (``pip install .``, here into a
  fresh virtual environment of this run that sees the same site packages): pip compiles every
  module to bytecode at install, whatever ``PYTHONDONTWRITEBYTECODE`` says, so this is the start
  the installed program has in this environment; the baselines run that environment's Python.
  ``--skip-installed`` leaves these rows out.
* ``str8ts rate FILE --jobs 1`` against ``--jobs 2`` over ``--count`` classic Sudoku of the
  published corpus (``../shared/corpus/sudoku_exchange.tsv``; the shipped
  ``puzzles/sudoku-9x9.txt`` when it is absent): the goal is at least 1.6 x faster on 2 cores.
  The outputs of the two are compared, line by line; they must be the same. Beside it, the
  ceiling this machine gives two processes right now: two ``--jobs 1`` processes over half the
  puzzles each, started together (on a shared machine, or two hyperthreads of one core, it is
  well below 2 x).
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from _common import installed_script  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "sudoku_exchange.tsv"
# one Str8ts of the shipped library (made by our own generator)
PUZZLE = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"
BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("a bare window"))
window.resize(900, 700)
window.show()
app.processEvents()
ok = window.grab().save(sys.argv[1], "PNG")
window.close()
sys.exit(0 if ok else 1)
"""


def str8ts_command() -> list[str]:
    """The installed ``str8ts`` script, else the module."""
    script = installed_script("str8ts")
    return [script] if script else [sys.executable, "-m", "str8ts_gui.cli.main"]


def gui_command() -> list[str]:
    script = installed_script("str8ts-gui")
    return [script] if script else [sys.executable, "-m", "str8ts_gui.gui.app"]


def timed(command: list[str], env: dict[str, str], stdout=subprocess.DEVNULL) -> tuple[float, subprocess.CompletedProcess]:
    start = time.perf_counter()
    proc = subprocess.run(command, env=env, stdout=stdout, stderr=subprocess.PIPE, text=True, check=False)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(command)}\n{proc.stderr}")
    return elapsed, proc


def in_turn(commands: dict[str, list[str]], env: dict[str, str], rounds: int) -> dict[str, float]:
    """The median seconds of each command, run in turn ``rounds`` times (after one warm-up each)."""
    for command in commands.values():
        timed(command, env)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            times[name].append(timed(command, env)[0])
    return {name: statistics.median(ts) for name, ts in times.items()}


def row(what: str, ours: float, base: float, goal: str) -> None:
    print(f"{what}: {ours:.3f} s vs {base:.3f} s = {ours / base:.2f} x ({goal})", flush=True)


def both_ways(what: str, commands: dict[str, list[str]], env: dict[str, str], rounds: int) -> None:
    """Rows for ``commands`` (ours first, then the baseline) as the environment runs Python, and
    with bytecode cached in a folder of this run's own (warmed once; both get the same cache)."""
    ours, base = commands
    got = in_turn(commands, env, rounds)
    bytecode = "not written (PYTHONDONTWRITEBYTECODE)" if env.get("PYTHONDONTWRITEBYTECODE") else "written as usual"
    row(f"{what}, bytecode {bytecode}", got[ours], got[base], "goal <= 2.5 x")
    with tempfile.TemporaryDirectory(prefix="startup-pyc-") as cache:
        cached = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = cache
        warm = in_turn(commands, cached, rounds)
    row(f"{what}, bytecode cached", warm[ours], warm[base], "goal <= 2.5 x")


def startup(rounds: int) -> None:
    commands = {"solve": [*str8ts_command(), "solve", PUZZLE], "pysat": [sys.executable, "-c", "import pysat.solvers"]}
    both_ways("start-up, str8ts solve PUZZLE vs import pysat.solvers", commands, dict(os.environ), rounds)


def window(rounds: int) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryDirectory(prefix="startup-gui-") as folder:
        puzzle = Path(folder) / "puzzle.txt"
        puzzle.write_text(PUZZLE + "\n", encoding="utf-8")
        env["STR8TS_GUI_HOME"] = folder  # no settings, recent files or autosaves of the user's
        commands = {
            "gui": [*gui_command(), str(puzzle), "--screenshot", str(Path(folder) / "ours.png")],
            "bare": [sys.executable, "-c", BARE_WINDOW, str(Path(folder) / "bare.png")],
        }
        both_ways("window, str8ts-gui FILE --screenshot vs a bare PySide6 window", commands, env, rounds)


def installed(rounds: int, gui_rounds: int, skip_gui: bool) -> None:
    """The two start-ups again, from the program installed as the README says (``pip install .``)
    into a virtual environment of this run's own (it sees this Python's site packages, so nothing
    is downloaded), with the environment as it is (``PYTHONDONTWRITEBYTECODE`` kept)."""
    with tempfile.TemporaryDirectory(prefix="startup-installed-") as folder:
        venv = Path(folder) / "venv"
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
        bindir = venv / ("Scripts" if os.name == "nt" else "bin")
        python = next(p for p in (bindir / "python", bindir / "python.exe") if p.exists())
        source = Path(folder) / "source"  # a copy: pip's build leaves build/ in the folder it installs
        shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", "build", "*.egg-info", "__pycache__", ".pytest_cache"))
        proc = subprocess.run(
            [str(python), "-m", "pip", "install", "-q", "--no-deps", str(source)],
            capture_output=True, text=True, check=False,
        )
        if proc.returncode != 0:
            print(f"installed: pip install . failed, rows skipped:\n{proc.stderr}", flush=True)
            return
        compiled = sum(1 for _ in (venv / "lib").rglob("str8ts_gui/**/*.pyc")) if (venv / "lib").is_dir() else 0
        print(f"installed: pip install . into a fresh virtual environment ({compiled} modules compiled at install)", flush=True)
        env = dict(os.environ)
        bytecode = "PYTHONDONTWRITEBYTECODE set" if env.get("PYTHONDONTWRITEBYTECODE") else "PYTHONDONTWRITEBYTECODE not set"
        got = in_turn({"solve": [str(bindir / "str8ts"), "solve", PUZZLE], "pysat": [str(python), "-c", "import pysat.solvers"]}, env, rounds)
        row(f"start-up, installed str8ts solve PUZZLE vs import pysat.solvers ({bytecode})", got["solve"], got["pysat"], "goal <= 2.5 x")
        if skip_gui:
            return
        env.update(QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=folder)
        puzzle = Path(folder) / "puzzle.txt"
        puzzle.write_text(PUZZLE + "\n", encoding="utf-8")
        commands = {
            "gui": [str(bindir / "str8ts-gui"), str(puzzle), "--screenshot", str(Path(folder) / "ours.png")],
            "bare": [str(python), "-c", BARE_WINDOW, str(Path(folder) / "bare.png")],
        }
        got = in_turn(commands, env, gui_rounds)
        row(f"window, installed str8ts-gui FILE --screenshot vs a bare PySide6 window ({bytecode})", got["gui"], got["bare"], "goal <= 2.5 x")


def sudoku_file(corpus: Path, count: int, folder: str) -> tuple[Path, str]:
    """A file of ``count`` classic Sudoku lines (spread over the corpus' grades) and where they came from."""
    if corpus.is_file():
        with corpus.open(newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f, delimiter="\t"))
        step = max(1, len(rows) // count)
        lines = [r["puzzle"] for r in rows[::step]][:count]
        where = f"{corpus.name}, every {step}th"
    else:
        shipped = ROOT / "puzzles" / "sudoku-9x9.txt"
        found = [s for s in shipped.read_text(encoding="utf-8").splitlines() if s and not s.startswith((";", "#"))]
        lines = (found * (count // len(found) + 1))[:count]
        where = f"{shipped.name} (the corpus is absent)"
    path = Path(folder) / "sudoku.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, f"{len(lines)} Sudoku from {where}"


def halves(path: Path, env: dict[str, str]) -> float:
    """Seconds for two ``rate --jobs 1`` processes, each over every other puzzle of ``path``,
    started together: what two processes get from this machine right now (the ceiling of
    ``--jobs 2``, which hyperthreads or other users' work may hold well below 2)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    parts = [path.with_name(f"half-{k}.txt") for k in (0, 1)]
    for k, part in enumerate(parts):
        part.write_text("\n".join(lines[k::2]) + "\n", encoding="utf-8")
    start = time.perf_counter()
    procs = [
        subprocess.Popen([*str8ts_command(), "rate", str(part), "--jobs", "1"], env=env, stdout=subprocess.DEVNULL)
        for part in parts
    ]
    if any(p.wait() != 0 for p in procs):
        raise SystemExit("rate --jobs 1 over half the puzzles failed")
    return time.perf_counter() - start


def jobs(corpus: Path, count: int, rounds: int) -> None:
    env = dict(os.environ)
    with tempfile.TemporaryDirectory(prefix="startup-jobs-") as folder:
        path, where = sudoku_file(corpus, count, folder)
        runs = {k: [*str8ts_command(), "rate", str(path), "--jobs", str(k)] for k in (1, 2)}
        times: dict[int, list[float]] = {1: [], 2: []}
        split: list[float] = []
        outputs: dict[int, str] = {}
        for _ in range(rounds):
            for k, command in runs.items():
                elapsed, proc = timed(command, env, stdout=subprocess.PIPE)
                times[k].append(elapsed)
                outputs[k] = proc.stdout
            split.append(halves(path, env))
    one, two, apart = statistics.median(times[1]), statistics.median(times[2]), statistics.median(split)
    same = "the same output" if outputs[1] == outputs[2] else "OUTPUTS DIFFER"
    print(
        f"--jobs: str8ts rate over {where}, --jobs 1 vs --jobs 2: {one:.2f} s vs {two:.2f} s = {one / two:.2f} x faster "
        f"(goal >= 1.6 x on 2 cores; {os.cpu_count()} cores here; {same}, {len(outputs[1].splitlines())} lines)",
        flush=True,
    )
    print(
        f"--jobs ceiling: two --jobs 1 processes over half the puzzles each, side by side: {apart:.2f} s = "
        f"{one / apart:.2f} x faster than one; --jobs 2 gets {(one / two) / (one / apart):.0%} of that",
        flush=True,
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=15, help="start-up rounds (default 15)")
    ap.add_argument("--gui-rounds", type=int, default=7, help="window start-up rounds (default 7)")
    ap.add_argument("--jobs-rounds", type=int, default=3, help="--jobs rounds (default 3)")
    ap.add_argument("--count", type=int, default=300, help="Sudoku for --jobs (default 300)")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--skip-gui", action="store_true")
    ap.add_argument("--skip-jobs", action="store_true")
    ap.add_argument("--skip-installed", action="store_true", help="no rows for the program installed with pip install .")
    args = ap.parse_args()
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores; medians of runs in turn", flush=True)
    startup(args.rounds)
    if not args.skip_gui:
        window(args.gui_rounds)
    if not args.skip_installed:
        installed(args.rounds, args.gui_rounds, args.skip_gui)
    if not args.skip_jobs:
        jobs(args.corpus, args.count, args.jobs_rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
