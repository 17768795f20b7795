"""Reading big puzzle files (File > Open and every command go through ``load_documents``),
against the tree of an earlier commit, in the same run.

    python benchmarks/reading.py [--against COMMIT] [--rounds R] [--puzzles N]

Builds in a temporary folder, from the public-domain Sudoku of ``../shared/corpus`` (digits
permuted, so no two lines alike) and the Str8ts dailies: a list of N Sudoku lines (200,000 by
default), the same with a ``; title:`` above each of half as many, N Str8ts lines, and a 50 MB
file on one line (Sudoku lines run together, which every reader refuses). Each file is read in a
fresh process by this tree and by ``--against`` (extracted with ``git archive``), in turn, R
rounds; the table gives the median CPU seconds of ``load_documents`` and whether both trees read
the same documents (or the same error).
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"
# the commit before the readers' rework for big files (2026-11-28)
BEFORE = "964d80ebd3f085901c4f5a97b8fab7085728a037"

_CHILD = r"""
import hashlib, sys, time
from str8ts_gui.core.document import dumps_document, load_documents
from str8ts_gui.core.files import PuzzleFormatError
t = time.process_time()
try:
    docs = load_documents(sys.argv[1])
    t = time.process_time() - t
    what = hashlib.sha256("".join(map(dumps_document, docs)).encode()).hexdigest()[:12] + f" {len(docs)} documents"
except PuzzleFormatError as e:
    t = time.process_time() - t
    what = f"error {hashlib.sha256(str(e).encode()).hexdigest()[:12]} at line {e.line}"
print(t, what)
"""


def build(folder: Path, count: int) -> list[tuple[str, Path]]:
    with (CORPUS / "sudoku_exchange.tsv").open(newline="", encoding="utf-8") as f:
        sudoku = [row["puzzle"] for row in csv.DictReader(f, delimiter="\t")]
    with (CORPUS / "str8ts_daily_2019_2021.tsv").open(newline="", encoding="utf-8") as f:
        str8ts = [row["puzzle"] for row in csv.DictReader(f, delimiter="\t")]
    rnd = random.Random(1)
    lines = []
    for _ in range(count):
        digits = list("123456789")
        rnd.shuffle(digits)
        lines.append("".join("." if ch == "0" else digits[int(ch) - 1] for ch in rnd.choice(sudoku)))
    files = {
        f"{count:,} Sudoku lines": "\n".join(lines) + "\n",
        f"{count // 2:,} Sudoku lines, a title above each": "".join(f"; title: S{k}\n{p}\n" for k, p in enumerate(lines[: count // 2])),
        f"{count:,} Str8ts lines": "\n".join(rnd.choice(str8ts) for _ in range(count)) + "\n",
        "50 MB on one line (refused)": ("".join(lines) * (50_000_000 // (81 * count) + 1))[:50_000_000] + "\n",
    }
    out = []
    for k, (name, text) in enumerate(files.items()):
        path = folder / f"file{k}.txt"
        path.write_text(text, encoding="utf-8")
        out.append((name, path))
    return out


def timed(tree: Path, path: Path) -> tuple[float, str]:
    env_path = str(tree)
    result = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path)], capture_output=True, text=True, cwd=tree,
        env={**os.environ, "PYTHONPATH": env_path}, check=True,
    )
    seconds, what = result.stdout.strip().split(" ", 1)
    return float(seconds), what


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", default=BEFORE, help="the commit to compare with (default: before the rework)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--puzzles", type=int, default=200_000)
    args = ap.parse_args()
    if not (CORPUS / "sudoku_exchange.tsv").is_file():
        print(f"corpus not found: {CORPUS}", file=sys.stderr)
        return
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        before = folder / "before"
        before.mkdir()
        archive = subprocess.run(["git", "archive", args.against, "str8ts_gui"], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(before)], input=archive.stdout, check=True)
        print(f"| file | this tree, median CPU s | {args.against[:7]}, median CPU s | ratio | same documents |")
        print("|---|---:|---:|---:|---|")
        for name, path in build(folder, args.puzzles):
            ours, theirs, same = [], [], True
            for _ in range(args.rounds):
                t1, w1 = timed(ROOT, path)
                t2, w2 = timed(before, path)
                ours.append(t1)
                theirs.append(t2)
                same = same and w1 == w2
            a, b = statistics.median(ours), statistics.median(theirs)
            print(f"| {name} | {a:.2f} | {b:.2f} | {a / b:.3f}x | {'yes' if same else 'NO'} |", flush=True)


if __name__ == "__main__":
    main()
