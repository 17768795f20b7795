"""Train the picture reader's digit classifier (``str8ts_gui/scan/digits.npz``).

    python3 tools/train_digits.py [--pictures 2400] [--jobs 2] [--epochs 40] [--seed 1]

1. Draws random grids (Str8ts-like with black cells, Sudoku-like with boxes, Suguru-like with
   thick borders, pencil marks in some cells) in the typefaces of
   :data:`scan_pictures.TRAIN_FONTS`, at random sizes, weights, colours; most become "photos"
   (rotated, in perspective, unevenly lit, blurred, noisy, JPEG at quality 40-85).
2. Reads every picture with the reader's own steps (find the grid, straighten it, cut the
   cells), so the classifier learns from exactly what it will be shown; a cell the reader
   finds ink in but that holds no digit is a sample of class 0 (not a digit).
3. Trains a small network in numpy (one hidden layer, Adam, weight decay), then measures it on
   pictures drawn the same way in :data:`scan_pictures.HELD_OUT_FONTS` (typefaces it never
   saw) and writes the weights (float16), the training typefaces and that accuracy.

Nothing is downloaded. Deterministic for a given --seed and machine fonts.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import scan_pictures as sp  # noqa: E402

from str8ts_gui.scan import borders  # noqa: E402
from str8ts_gui.scan import cells as scan_cells  # noqa: E402
from str8ts_gui.scan import classifier  # noqa: E402
from str8ts_gui.scan.errors import ScanError  # noqa: E402
from str8ts_gui.scan.grid import find_grid  # noqa: E402
from str8ts_gui.scan.picture import decode  # noqa: E402

OUT = ROOT / "str8ts_gui" / "scan" / classifier.WEIGHTS
HIDDEN = 192


# -- pictures -----------------------------------------------------------------------------------
def random_grid(rng: np.random.Generator):
    """(width, height, cells [(black, digit)], thick edges, pencil marks) of a random grid."""
    look = rng.choice(["str8ts", "sudoku", "suguru", "plain"], p=[0.35, 0.25, 0.3, 0.1])
    if look == "sudoku":
        w = h = int(rng.choice([4, 6, 9, 9, 9]))
    elif look == "suguru":
        w, h = (int(v) for v in rng.integers(4, 11, 2))
    else:
        w = h = int(rng.integers(4, 10))
    black_p = 0.22 if look == "str8ts" else 0.0
    cells = []
    for _ in range(w * h):
        black = bool(rng.random() < black_p)
        digit = int(rng.integers(1, 10)) if rng.random() < (0.35 if black else 0.5) else 0
        cells.append((black, digit))
    thick: set[tuple[int, int]] = set()
    if look == "sudoku":
        from str8ts_gui.kinds.sudoku.model import BOXES

        thick = borders.box_edges(w, *BOXES[w])
    elif look == "suguru":
        for r in range(h):
            for c in range(w):
                i = r * w + c
                if c + 1 < w and rng.random() < 0.35:
                    thick.add((i, i + 1))
                if r + 1 < h and rng.random() < 0.35:
                    thick.add((i, i + w))
    marks = {}
    for i, (black, digit) in enumerate(cells):
        if not black and not digit and rng.random() < 0.1:
            marks[i] = sorted(rng.choice(np.arange(1, 10), int(rng.integers(1, 5)), replace=False).tolist())
    return w, h, cells, thick, marks


def random_picture(rng: np.random.Generator, fonts) -> tuple[bytes, int, int, list]:
    w, h, cells, thick, marks = random_grid(rng)
    style = sp.random_style(rng, fonts, cell=(26, 80), scale=(0.45, 0.72))
    rgb = sp.paint_cells(w, h, cells, thick, style, rng, marks)
    if rng.random() < 0.65:
        photo = sp.distort(rgb, rng, blur=(0.3, 1.6), light=(0.45, 0.9), noise=(1.0, 8.0))
        data = sp.encode(photo, ".jpg", int(rng.integers(40, 86)))
    else:
        import cv2

        f = float(rng.uniform(0.6, 1.2))
        rgb = cv2.resize(rgb, None, fx=f, fy=f, interpolation=cv2.INTER_AREA if f < 1 else cv2.INTER_LINEAR)
        data = sp.encode(rgb, ".png") if rng.random() < 0.5 else sp.encode(rgb, ".jpg", int(rng.integers(70, 96)))
    return data, w, h, cells


def samples(seed: int, count: int, held_out: bool) -> tuple[np.ndarray, np.ndarray, Counter]:
    """Digit pictures (uint8) and labels of ``count`` random pictures, read by the reader."""
    rng = np.random.default_rng(seed)
    fonts = sp.HELD_OUT_FONTS if held_out else sp.TRAIN_FONTS
    xs, ys = [], []
    stats: Counter = Counter()
    for _ in range(count):
        data, w, h, cells = random_picture(rng, fonts)
        try:
            grid = find_grid(decode(data))
        except ScanError:
            stats["no grid"] += 1
            continue
        if (grid.cols, grid.rows) != (w, h):
            stats["wrong size"] += 1
            continue
        stats["pictures"] += 1
        for (black, digit), cell in zip(cells, scan_cells.read_cells(grid)):
            stats["cells"] += 1
            if cell.black != black:
                stats["colour wrong"] += 1
            if cell.digit is None:
                if digit:
                    stats["digit missed"] += 1
                continue
            if not digit:
                stats["ink in an empty cell"] += 1
            xs.append(np.round(cell.digit * 255).astype(np.uint8))
            ys.append(digit)
    return np.array(xs, np.uint8).reshape(-1, scan_cells.SIDE, scan_cells.SIDE), np.array(ys, np.int64), stats


def _samples_job(args):
    return samples(*args)


def make_set(seed: int, count: int, held_out: bool, jobs: int):
    if jobs <= 1:
        return samples(seed, count, held_out)
    import multiprocessing as mp

    per = [count // jobs + (1 if k < count % jobs else 0) for k in range(jobs)]
    with mp.get_context("spawn").Pool(jobs) as pool:
        parts = pool.map(_samples_job, [(seed * 1000 + k, n, held_out) for k, n in enumerate(per)])
    stats: Counter = Counter()
    for _x, _y, s in parts:
        stats.update(s)
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]), stats


# -- training -----------------------------------------------------------------------------------
def train(x: np.ndarray, y: np.ndarray, *, epochs: int, seed: int, hidden: int = HIDDEN, log=print):
    rng = np.random.default_rng(seed)
    mean = x.mean(axis=0)
    scale = 1.0 / (x.std(axis=0) + 0.1)
    xs = (x - mean) * scale
    n, d = xs.shape
    k = classifier.CLASSES
    w1 = rng.normal(0, np.sqrt(2.0 / d), (d, hidden)).astype(np.float32)
    b1 = np.zeros(hidden, np.float32)
    w2 = rng.normal(0, np.sqrt(2.0 / hidden), (hidden, k)).astype(np.float32)
    b2 = np.zeros(k, np.float32)
    params = [w1, b1, w2, b2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    beta1, beta2, eps, decay = 0.9, 0.999, 1e-8, 1e-4
    step = 0
    batch = 128
    onehot = np.eye(k, dtype=np.float32)
    for epoch in range(epochs):
        lr = 2e-3 * (0.5 * (1 + np.cos(np.pi * epoch / epochs)))
        order = rng.permutation(n)
        loss_sum = 0.0
        for start in range(0, n, batch):
            idx = order[start : start + batch]
            xb = xs[idx]
            # input dropout: a few pixels lost, as blur and noise lose them
            xb = xb * (rng.random(xb.shape) > 0.1) / 0.9
            t = onehot[y[idx]] * 0.97 + 0.03 / k  # a little label smoothing: calmer confidences
            h = xb @ w1 + b1
            a = np.maximum(h, 0)
            z = a @ w2 + b2
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            loss_sum += float(-(t * np.log(p + 1e-9)).sum())
            g = (p - t) / len(idx)
            gw2 = a.T @ g + decay * w2
            gb2 = g.sum(axis=0)
            ga = g @ w2.T
            ga[h <= 0] = 0
            gw1 = xb.T @ ga + decay * w1
            gb1 = ga.sum(axis=0)
            step += 1
            for j, (param, grad) in enumerate(zip(params, (gw1, gb1, gw2, gb2))):
                m[j] = beta1 * m[j] + (1 - beta1) * grad
                v[j] = beta2 * v[j] + (1 - beta2) * grad * grad
                mh = m[j] / (1 - beta1**step)
                vh = v[j] / (1 - beta2**step)
                param -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)
        log(f"  epoch {epoch + 1}/{epochs}: loss {loss_sum / n:.4f}")
    return mean.astype(np.float32), scale.astype(np.float32), params


def accuracy(layers, mean, scale, x, y) -> tuple[float, np.ndarray]:
    p = classifier.forward(layers, (x - mean) * scale)
    guess = p.argmax(axis=1)
    return float((guess == y).mean()), guess


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pictures", type=int, default=2400, help="training pictures (default 2400)")
    ap.add_argument("--held-out", type=int, default=400, help="pictures in held-out typefaces to measure on")
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=2, help="processes drawing and reading pictures")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cache", type=Path, default=None, help="keep the read samples in this .npz (and reuse them)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    if args.cache and args.cache.is_file():
        with np.load(args.cache) as data:
            x, y, hx, hy = data["x"], data["y"], data["hx"], data["hy"]
        print(f"samples from {args.cache}: {len(y)} training, {len(hy)} held out")
    else:
        x, y, stats = make_set(args.seed, args.pictures, False, args.jobs)
        print(f"training pictures read in {time.perf_counter() - t0:.0f} s: {dict(stats)}")
        hx, hy, hstats = make_set(args.seed + 7919, args.held_out, True, args.jobs)
        print(f"held-out pictures: {dict(hstats)}")
        if args.cache:
            np.savez_compressed(args.cache, x=x, y=y, hx=hx, hy=hy)
    print(f"classes (training): {dict(sorted(Counter(y.tolist()).items()))}")
    fx = classifier.features(x.astype(np.float32) / 255)
    hfx = classifier.features(hx.astype(np.float32) / 255)
    mean, scale, (w1, b1, w2, b2) = train(fx, y, epochs=args.epochs, seed=args.seed)
    layers = [(w1, b1), (w2, b2)]
    # the weights are stored as float16: measure what is stored
    stored = [(w.astype(np.float16).astype(np.float32), b.astype(np.float16).astype(np.float32)) for w, b in layers]
    train_acc, _ = accuracy(stored, mean, scale, fx, y)
    held_acc, guess = accuracy(stored, mean, scale, hfx, hy)
    print(f"accuracy: training {train_acc:.4%}, held-out typefaces {held_acc:.4%} ({len(hy)} digits)")
    wrong = Counter((int(a), int(b)) for a, b in zip(hy, guess) if a != b)
    print(f"held-out confusions (truth, read): {wrong.most_common(12)}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        args.out,
        version=np.array(classifier.MODEL_VERSION),
        mean=mean.astype(np.float16),
        scale=scale.astype(np.float16),
        w1=w1.astype(np.float16),
        b1=b1.astype(np.float16),
        w2=w2.astype(np.float16),
        b2=b2.astype(np.float16),
        fonts=np.array([f.name for f in sp.TRAIN_FONTS]),
        info_train_accuracy=np.array(train_acc),
        info_held_out_accuracy=np.array(held_acc),
        info_samples=np.array(len(y)),
        info_seed=np.array(args.seed),
    )
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB) in {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
