"""Turn public Str8ts test sets of other solvers into corpus files for the benchmarks.

Run on purpose; the output goes OUTSIDE the repository (the puzzles are str8ts.com's, never to
be copied into the project)::

    python benchmarks/str8ts_external.py weekly  REPO_DIR OUT.tsv   # jamesaustin/str8ts
    python benchmarks/str8ts_external.py dailies REPO_DIR OUT.tsv   # e11720061/a-simple-str8ts-solver

``REPO_DIR`` is a git directory (a clone, or a mirror without a work tree); the files are read
with ``git show HEAD:PATH``.

* ``weekly``: the Weekly Extreme Str8ts (``weeklyNNN`` in ``str8ts.txt`` of jamesaustin/str8ts:
  81 cell digits then 81 black flags). They come without solutions: each is solved here with the
  SAT solver and kept only when its solution is unique (columns ``name grade puzzle solution``,
  grade ``Extreme``). ``--all`` keeps the other hard puzzles of that file too (``klaus...``,
  ``ulrich...``: puzzles from the weekly's discussion threads).
* ``dailies``: the str8ts.com dailies of ``runtime-analysis/puzzle-data/YEAR/`` with their
  published grade and solution (columns ``date grade puzzle solution``, the shape of
  ``../shared/corpus/str8ts_daily_2019_2021.tsv``); ``--years 2022,2023`` picks the years.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from str8ts_gui.core.puzzle import Puzzle  # noqa: E402
from str8ts_gui.kinds.str8ts.formats import to_line, values_line  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402
from str8ts_gui.solver.common import Status


def git_show(repo: Path, path: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", str(_git_dir(repo)), "show", f"HEAD:{path}"], capture_output=True, text=True, check=True
    ).stdout


def git_ls(repo: Path, path: str) -> list[str]:
    out = subprocess.run(
        ["git", "--git-dir", str(_git_dir(repo)), "ls-tree", "-r", "--name-only", "HEAD", path],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return out.split()


def _git_dir(repo: Path) -> Path:
    return repo / ".git" if (repo / ".git").exists() else repo


def _solved(puzzle: Puzzle) -> str | None:
    r = solve(puzzle, limit=2)
    return values_line(puzzle, r.solution) if r.status is Status.UNIQUE else None


def weekly(repo: Path, keep_all: bool) -> list[tuple[str, str, str, str]]:
    rows = []
    for line in git_show(repo, "str8ts.txt").splitlines():
        if not line.strip() or line.startswith("#") or ":" not in line:
            continue
        name, digits = (x.strip() for x in line.split(":", 1))
        if not keep_all and not name.startswith("weekly"):
            continue
        if len(digits) != 162 or not digits.isdigit():
            continue
        puzzle = Puzzle(9, tuple(ch == "1" for ch in digits[81:]), tuple(int(ch) for ch in digits[:81]))
        solution = _solved(puzzle)
        if solution is None:
            print(f"skipped {name}: not unique", file=sys.stderr)
            continue
        rows.append((name, "Extreme", to_line(puzzle), solution))
    return rows


_SQUARE = re.compile(r"Square \{color = (Black|White), value = (\d+)\}")


def _grid(text: str) -> tuple[list[bool], list[int]]:
    cells = _SQUARE.findall(text)
    return [c == "Black" for c, _ in cells], [int(v) for _, v in cells]


def dailies(repo: Path, years: list[str]) -> list[tuple[str, str, str, str]]:
    rows = []
    for year in years:
        for path in sorted(git_ls(repo, f"runtime-analysis/puzzle-data/{year}/")):
            text = git_show(repo, path)
            head = re.match(r'\("([^"]+)","([^"]+)",', text)
            if not head:
                continue
            date, grade = head.groups()
            black, values = _grid(text)
            if len(black) != 162:
                continue
            puzzle = Puzzle(9, tuple(black[:81]), tuple(values[:81]))
            solution = Puzzle(9, tuple(black[:81]), tuple(values[81:]))
            rows.append((date, grade, to_line(puzzle), values_line(puzzle, solution.clues)))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=("weekly", "dailies"))
    ap.add_argument("repo", type=Path, help="the source repository (a clone or a bare mirror)")
    ap.add_argument("out", type=Path, help="the TSV to write (outside the project)")
    ap.add_argument("--all", action="store_true", help="weekly: keep the discussion-thread puzzles too")
    ap.add_argument("--years", default="2022,2023", help="dailies: the years (comma-separated)")
    args = ap.parse_args(argv)
    if args.out.resolve().is_relative_to(ROOT):
        print("refusing to write published puzzles into the project; give a path outside it", file=sys.stderr)
        return 2
    if args.what == "weekly":
        header, rows = ("name", "grade", "puzzle", "solution"), weekly(args.repo, args.all)
    else:
        header, rows = ("date", "grade", "puzzle", "solution"), dailies(args.repo, args.years.split(","))
    seen: set[str] = set()
    unique = []
    for row in rows:  # the same puzzle published twice is counted once
        if row[2] not in seen:
            seen.add(row[2])
            unique.append(row)
    rows = unique
    with args.out.open("w", encoding="utf-8") as f:
        f.write("\t".join(header) + "\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} puzzles written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
