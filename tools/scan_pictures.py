"""Pictures of puzzles for the picture reader (``str8ts_gui.scan``): drawn here in a chosen
typeface and style, then (for "photos") distorted like a phone picture of a page.

Used by ``tools/train_digits.py`` (training pictures, in :data:`TRAIN_FONTS`), by the tests in
``tests/scan/`` and by ``benchmarks/scan.py`` (pictures in :data:`HELD_OUT_FONTS`, which the
classifier never saw). The two lists share no typeface: the whole DejaVu Sans design (Sans,
Sans Condensed, the Math TeX Gyre font drawn from it, and so the program's own board, which
draws with DejaVu Sans Bold) and OpenCV's Hershey Triplex are held out; training sees DejaVu
Serif, DejaVu Serif Condensed, DejaVu Sans Mono and the Hershey Simplex, Duplex, Complex and
Plain stroke fonts.

Typefaces are the machine's own fonts (``fc-list``; drawn with Qt) and OpenCV's built-in Hershey
stroke fonts (drawn with ``cv2.putText``): nothing is downloaded.

    python3 tools/scan_pictures.py OUT_DIR   # a few samples of each style, to look at
"""

from __future__ import annotations

import math
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from str8ts_gui.core.puzzle import Puzzle  # noqa: E402

__all__ = [
    "FONTS",
    "HELD_OUT_FONTS",
    "TRAIN_FONTS",
    "FontSpec",
    "Style",
    "distort",
    "encode",
    "paint",
    "paint_cells",
    "random_style",
]


@dataclass(frozen=True)
class FontSpec:
    """A typeface: a Qt font family and style, or an OpenCV Hershey font."""

    name: str
    family: str = ""  # Qt family ("DejaVu Serif"); empty for a Hershey font
    style: str = "Book"  # Qt style name ("Bold", "Condensed Bold Italic")
    hershey: int = -1  # cv2.FONT_HERSHEY_*; -1 for a Qt font
    italic: bool = False  # Hershey only: cv2.FONT_ITALIC
    weight: int = 2  # Hershey only: stroke thickness at 40 px digit height

    @property
    def is_hershey(self) -> bool:
        return self.hershey >= 0


def _qt(family: str, *styles: str) -> list[FontSpec]:
    return [FontSpec(f"{family} {s}", family, s) for s in styles]


def _hershey(name: str, code: int, *, italic: bool = False, weights: Sequence[int] = (1, 2, 3)) -> list[FontSpec]:
    return [
        FontSpec(f"Hershey {name}{' Italic' if italic else ''} w{w}", hershey=code, italic=italic, weight=w)
        for w in weights
    ]


TRAIN_FONTS: tuple[FontSpec, ...] = tuple(
    _qt("DejaVu Serif", "Book", "Bold", "Italic", "Bold Italic", "Condensed", "Condensed Bold")
    + _qt("DejaVu Serif Condensed", "Book", "Bold", "Italic")
    + _qt("DejaVu Sans Mono", "Book", "Bold", "Oblique", "Bold Oblique")
    + _hershey("Simplex", cv2.FONT_HERSHEY_SIMPLEX, weights=(1, 2, 3, 4))
    + _hershey("Simplex", cv2.FONT_HERSHEY_SIMPLEX, italic=True)
    + _hershey("Duplex", cv2.FONT_HERSHEY_DUPLEX, weights=(2, 3, 4))
    + _hershey("Complex", cv2.FONT_HERSHEY_COMPLEX, weights=(2, 3))
    + _hershey("Complex", cv2.FONT_HERSHEY_COMPLEX, italic=True, weights=(2, 3))
    + _hershey("Plain", cv2.FONT_HERSHEY_PLAIN, weights=(1, 2))
)

HELD_OUT_FONTS: tuple[FontSpec, ...] = tuple(
    _qt("DejaVu Sans", "Book", "Bold", "Oblique", "Bold Oblique", "ExtraLight", "Condensed Bold")
    + _qt("DejaVu Sans Condensed", "Book", "Bold")
    + _qt("DejaVu Math TeX Gyre", "Regular")
    + _hershey("Triplex", cv2.FONT_HERSHEY_TRIPLEX, weights=(2, 3))
    + _hershey("Triplex", cv2.FONT_HERSHEY_TRIPLEX, italic=True, weights=(2,))
)

FONTS = {f.name: f for f in TRAIN_FONTS + HELD_OUT_FONTS}


@dataclass(frozen=True)
class Style:
    """How a puzzle is drawn (colours are (R, G, B))."""

    font: FontSpec
    cell: int = 50  # pixels a cell
    thin: float = 1.0  # the cell lines
    thick: float = 3.0  # the frame, box lines and region borders
    paper: tuple[int, int, int] = (255, 255, 255)
    ink: tuple[int, int, int] = (0, 0, 0)  # digits in white cells
    line: tuple[int, int, int] = (0, 0, 0)  # thin lines
    frame: tuple[int, int, int] = (0, 0, 0)  # thick lines
    black: tuple[int, int, int] = (0, 0, 0)  # Str8ts black cells
    black_ink: tuple[int, int, int] = (255, 255, 255)  # digits in black cells
    scale: float = 0.62  # digit height / cell
    margin: int = 20
    jitter: float = 0.0  # digits placed off centre by up to this share of a cell


_APP = None


def _app():
    """The Qt application (a QApplication: the window's screenshots need widgets)."""
    global _APP
    import os

    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APP = QApplication(["scan_pictures"])
    return QApplication.instance()


def _qcolor(rgb):
    from PySide6.QtGui import QColor

    return QColor(*rgb)


def _qt_font(spec: FontSpec, px: int):
    from PySide6.QtGui import QFont, QFontDatabase

    font = QFontDatabase.font(spec.family, spec.style, 12)
    font.setPixelSize(max(4, px))
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _digit_px(spec: FontSpec, height: float) -> int:
    """The Qt pixel size whose digits are ``height`` pixels tall (digits are ~0.73 em)."""
    return round(height / 0.73)


def paint_cells(
    width: int,
    height: int,
    cells: Sequence[tuple[bool, int]],
    thick_edges: set[tuple[int, int]],
    style: Style,
    rng: np.random.Generator | None = None,
    marks: dict[int, Sequence[int]] | None = None,
) -> np.ndarray:
    """A ``width`` x ``height`` grid as an RGB array: ``cells`` are (black, digit) row by row;
    ``thick_edges`` holds pairs (i, j) of cells (i < j, side by side) with a thick border
    between them; ``marks`` puts small pencil-mark digits in some empty cells."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter, QPen

    _app()
    c, m = style.cell, style.margin
    img = QImage(width * c + 2 * m, height * c + 2 * m, QImage.Format.Format_RGB32)
    img.fill(_qcolor(style.paper))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    for i, (black, _d) in enumerate(cells):
        if black:
            r, col = divmod(i, width)
            p.fillRect(QRectF(m + col * c, m + r * c, c, c), _qcolor(style.black))

    def segment(x0, y0, x1, y1, thick: bool) -> None:
        pen = QPen(_qcolor(style.frame if thick else style.line))
        pen.setWidthF(style.thick if thick else style.thin)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        p.setPen(pen)
        p.drawLine(QPointF(m + x0 * c, m + y0 * c), QPointF(m + x1 * c, m + y1 * c))

    thin_first = []
    thick_later = []
    for r in range(height):
        for col in range(width):
            i = r * width + col
            if col + 1 < width:
                (thick_later if (i, i + 1) in thick_edges else thin_first).append((col + 1, r, col + 1, r + 1))
            if r + 1 < height:
                (thick_later if (i, i + width) in thick_edges else thin_first).append((col, r + 1, col + 1, r + 1))
    for seg in thin_first:
        segment(*seg, False)
    for seg in thick_later:
        segment(*seg, True)
    for seg in ((0, 0, width, 0), (0, height, width, height), (0, 0, 0, height), (width, 0, width, height)):
        segment(*seg, True)

    rng = rng or np.random.default_rng(0)
    spec = style.font
    qt_texts = []
    hershey_texts = []
    for i, (black, d) in enumerate(cells):
        r, col = divmod(i, width)
        jx, jy = (rng.uniform(-style.jitter, style.jitter, 2) * c) if style.jitter else (0.0, 0.0)
        box = (m + col * c + jx, m + r * c + jy, c)
        colour = style.black_ink if black else style.ink
        if d:
            (hershey_texts if spec.is_hershey else qt_texts).append((box, str(d), colour, style.scale))
        elif marks and i in marks and not black:
            for k in marks[i]:
                mr, mc = divmod(k - 1, 3)
                sub = (m + col * c + (mc + 0.1) * c / 3.2, m + r * c + (mr + 0.1) * c / 3.2, c / 3.2)
                (hershey_texts if spec.is_hershey else qt_texts).append((sub, str(k), colour, 0.7))
    for (x, y, size), text, colour, scale in qt_texts:
        p.setFont(_qt_font(spec, _digit_px(spec, size * scale)))
        p.setPen(_qcolor(colour))
        p.drawText(QRectF(x, y, size, size), Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    arr = _qimage_rgb(img)
    for (x, y, size), text, colour, scale in hershey_texts:
        _hershey_text(arr, text, (x, y, size), spec, size * scale, colour)
    return arr


def _qimage_rgb(img) -> np.ndarray:
    from PySide6.QtGui import QImage

    img = img.convertToFormat(QImage.Format.Format_RGB888)
    w, h, bpl = img.width(), img.height(), img.bytesPerLine()
    buf = np.frombuffer(img.constBits(), np.uint8, count=bpl * h).reshape(h, bpl)
    return buf[:, : w * 3].reshape(h, w, 3).copy()


def _hershey_text(arr: np.ndarray, text: str, box, spec: FontSpec, digit_h: float, colour) -> None:
    face = spec.hershey | (cv2.FONT_ITALIC if spec.italic else 0)
    (tw, th), _base = cv2.getTextSize(text, face, 1.0, 1)
    scale = digit_h / max(th, 1)
    thickness = max(1, round(spec.weight * digit_h / 40))
    (tw, th), _base = cv2.getTextSize(text, face, scale, thickness)
    x, y, size = box
    org = (int(round(x + (size - tw) / 2)), int(round(y + (size + th) / 2)))
    cv2.putText(arr, text, org, face, scale, tuple(int(v) for v in colour), thickness, cv2.LINE_AA)


def thick_edges_of(puzzle: Puzzle) -> set[tuple[int, int]]:
    """The thick borders a puzzle is drawn with: Sudoku boxes (or its regions), Suguru regions."""
    w, h = puzzle.size, puzzle.height
    if puzzle.kind == "str8ts":
        return set()
    if not puzzle.regions:
        from str8ts_gui.kinds.sudoku.model import BOXES
        from str8ts_gui.scan.borders import box_edges

        return box_edges(w, *BOXES[w])
    region = puzzle.regions
    out = set()
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if c + 1 < w and region[i] != region[i + 1]:
                out.add((i, i + 1))
            if r + 1 < h and region[i] != region[i + w]:
                out.add((i, i + w))
    return out


def paint(puzzle: Puzzle, style: Style, rng: np.random.Generator | None = None) -> np.ndarray:
    """A picture (RGB) of a puzzle's clues: black cells, digits, thick boxes or regions."""
    cells = list(zip(puzzle.black, puzzle.clues))
    return paint_cells(puzzle.size, puzzle.height, cells, thick_edges_of(puzzle), style, rng)


# -- styles -------------------------------------------------------------------------------------
PAPERS = [(255, 255, 255), (250, 248, 240), (245, 240, 225), (238, 238, 238), (255, 253, 245)]
INKS = [(0, 0, 0), (30, 30, 30), (20, 30, 80), (60, 60, 60)]
LINES = [(0, 0, 0), (90, 90, 90), (140, 140, 140), (60, 60, 60)]
BLACKS = [(0, 0, 0), (20, 20, 20), (40, 40, 50), (25, 30, 60)]


def random_style(
    rng: np.random.Generator,
    fonts: Sequence[FontSpec],
    *,
    cell: tuple[int, int] = (32, 80),
    scale: tuple[float, float] = (0.5, 0.72),
) -> Style:
    """A random drawing style in one of ``fonts``."""
    size = int(rng.integers(cell[0], cell[1] + 1))
    thin = float(rng.uniform(0.8, 2.2)) * max(1.0, size / 50)
    return Style(
        font=fonts[int(rng.integers(len(fonts)))],
        cell=size,
        thin=thin,
        thick=thin * float(rng.uniform(2.5, 4.0)),
        paper=PAPERS[int(rng.integers(len(PAPERS)))],
        ink=INKS[int(rng.integers(len(INKS)))],
        line=LINES[int(rng.integers(len(LINES)))],
        black=BLACKS[int(rng.integers(len(BLACKS)))],
        scale=float(rng.uniform(*scale)),
        margin=int(rng.integers(8, 40)),
        jitter=float(rng.uniform(0.0, 0.05)),
    )


def program_style(size: int = 50) -> Style:
    """Close to the program's own board (for reference pictures)."""
    return Style(font=FONTS["DejaVu Sans Bold"], cell=size, thin=1.0, thick=3.0, line=(136, 136, 136))


# -- photos ---------------------------------------------------------------------------------------
def distort(
    rgb: np.ndarray,
    rng: np.random.Generator,
    *,
    max_angle: float = 5.0,
    perspective: float = 0.06,
    blur: tuple[float, float] = (0.4, 1.3),
    light: tuple[float, float] = (0.5, 0.85),
    noise: tuple[float, float] = (2.0, 6.0),
    scale: tuple[float, float] = (0.7, 1.1),
) -> np.ndarray:
    """A phone picture of ``rgb`` on a page: rotated by up to ``max_angle`` degrees, in
    perspective (corners moved by up to ``perspective`` of the side), scaled, unevenly lit
    (the darkest corner at ``light`` of the brightest), blurred and noisy. RGB out."""
    h, w = rgb.shape[:2]
    paper = tuple(int(v) for v in rgb[1, 1])
    pad = int(max(h, w) * rng.uniform(0.08, 0.2))
    page = cv2.copyMakeBorder(rgb, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=paper)
    ph, pw = page.shape[:2]
    s = float(rng.uniform(*scale))
    angle = math.radians(float(rng.uniform(-max_angle, max_angle)))
    src = np.float32([[0, 0], [pw, 0], [pw, ph], [0, ph]])
    cx, cy = pw / 2, ph / 2
    dst = []
    for x, y in src:
        dx, dy = (x - cx) * s, (y - cy) * s
        rx = dx * math.cos(angle) - dy * math.sin(angle)
        ry = dx * math.sin(angle) + dy * math.cos(angle)
        jx, jy = rng.uniform(-perspective, perspective, 2) * max(pw, ph) * s
        dst.append([rx + jx, ry + jy])
    dst = np.float32(dst)
    dst -= dst.min(axis=0)
    border = 0.03 * max(pw, ph) * s
    dst += border
    out_w, out_h = (dst.max(axis=0) + border).astype(int)
    matrix = cv2.getPerspectiveTransform(src, dst)
    # the table around the page: darker than the paper
    table = tuple(int(v * rng.uniform(0.35, 0.7)) for v in paper)
    photo = cv2.warpPerspective(page, matrix, (int(out_w), int(out_h)), flags=cv2.INTER_AREA if s < 1 else cv2.INTER_LINEAR,
                                borderMode=cv2.BORDER_CONSTANT, borderValue=table)
    # uneven light: a gradient from a random direction and a soft vignette
    yy, xx = np.mgrid[0:photo.shape[0], 0:photo.shape[1]].astype(np.float32)
    theta = rng.uniform(0, 2 * math.pi)
    g = (xx * math.cos(theta) + yy * math.sin(theta))
    g = (g - g.min()) / max(float(g.max() - g.min()), 1.0)
    low = float(rng.uniform(*light))
    field = 1.0 - (1.0 - low) * g
    r2 = ((xx - photo.shape[1] / 2) ** 2 + (yy - photo.shape[0] / 2) ** 2) / (max(photo.shape[:2]) ** 2)
    field *= 1.0 - float(rng.uniform(0.0, 0.25)) * r2
    lit = photo.astype(np.float32) * field[..., None]
    # a warm or cold cast
    lit *= rng.uniform(0.92, 1.0, 3)[None, None, :]
    sigma = float(rng.uniform(*blur))
    lit = cv2.GaussianBlur(lit, (0, 0), sigma)
    lit += rng.normal(0, float(rng.uniform(*noise)), lit.shape)
    return np.clip(lit, 0, 255).astype(np.uint8)


def encode(rgb: np.ndarray, fmt: str = ".png", quality: int = 90) -> bytes:
    """The picture as PNG or JPEG bytes."""
    bgr = cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR)
    params = [cv2.IMWRITE_JPEG_QUALITY, int(quality)] if fmt in (".jpg", ".jpeg") else []
    ok, data = cv2.imencode(fmt, bgr, params)
    if not ok:  # pragma: no cover
        raise OSError(f"cannot encode {fmt}")
    return data.tobytes()


def decode(data: bytes) -> np.ndarray:
    """RGB of encoded bytes (a JPEG's compression included)."""
    return cv2.cvtColor(cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR), cv2.COLOR_BGR2RGB)


# -- puzzles and the program's own pictures ------------------------------------------------------
def library_puzzles(kind: str) -> list[Puzzle]:
    """The bundled library's puzzles of a kind that the reader takes (Str8ts and Sudoku up to
    9 x 9, Suguru 4 cells a side or more)."""
    from str8ts_gui.core.document import load_documents

    files = {
        "str8ts": ["library-6x6.txt", "library-7x7.txt", "library-8x8.txt", "library-9x9.txt", "wikipedia.txt"],
        "sudoku": ["sudoku-9x9.txt"],
        "suguru": ["suguru-library.txt"],
    }[kind]
    out = []
    for name in files:
        for doc in load_documents(ROOT / "puzzles" / name):
            p = doc.puzzle
            if p.kind == kind and min(p.size, p.height) >= 4 and (kind == "suguru" or p.size <= 9):
                out.append(p)
    return out


def same_puzzle(read: Puzzle, truth: Puzzle) -> bool:
    """Whether a reading is exactly the puzzle: kind, shape, black cells, clues and regions."""
    from str8ts_gui.kinds.suguru.model import canonical_regions

    if (read.kind, read.size, read.height) != (truth.kind, truth.size, truth.height):
        return False
    if read.black != truth.black or read.clues != truth.clues:
        return False
    return canonical_regions(read.regions or ()) == canonical_regions(truth.regions or ())


def program_picture(puzzle: Puzzle, size_px: int = 700) -> np.ndarray:
    """The program's own drawing of a puzzle (``str8ts render``), as RGB."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from str8ts_gui.gui.files import export

    _app()
    image = QImage(size_px, size_px, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    margin = max(2, round(size_px * 0.035))
    export.paint_page(painter, QRectF(margin, margin, size_px - 2 * margin, size_px - 2 * margin), puzzle)
    painter.end()
    return _qimage_rgb(image)


@contextmanager
def shown_window(puzzle: Puzzle, *, mode: str = "play", size: tuple[int, int] | None = None):
    """The program's main window (offscreen) showing ``puzzle`` in ``mode`` (play or edit),
    resized to ``size``, shown and its events processed; shut down and deleted afterwards."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode
    from str8ts_gui.gui.main_window import MainWindow

    app = _app()
    window = MainWindow(autosave=False, restore_geometry=False)
    try:
        window.set_document(Document(puzzle), None, mode=Mode.PLAY if mode == "play" else Mode.EDIT)
        if size is not None:
            window.resize(*size)
        window.show()
        app.processEvents()
        yield window
    finally:
        window.shutdown()
        window.hide()
        window.deleteLater()
        app.processEvents()


def window_screenshot(puzzle: Puzzle, *, mode: str = "play") -> np.ndarray:
    """A screenshot of the program's window (offscreen) showing a puzzle, as RGB."""
    with shown_window(puzzle, mode=mode) as window:
        return _qimage_rgb(window.grab().toImage())


def main(argv: Sequence[str]) -> int:
    out = Path(argv[0] if argv else "scan-samples")
    out.mkdir(parents=True, exist_ok=True)
    from str8ts_gui.kinds.str8ts.formats import parse_line

    puzzle = parse_line("3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1")
    rng = np.random.default_rng(1)
    for k in range(6):
        style = random_style(rng, HELD_OUT_FONTS if k % 2 else TRAIN_FONTS)
        clean = paint(puzzle, style, rng)
        (out / f"clean-{k}.png").write_bytes(encode(clean))
        (out / f"photo-{k}.jpg").write_bytes(encode(distort(clean, rng), ".jpg", int(rng.integers(50, 76))))
    print(out)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
