"""From a picture to a puzzle: the grid, its cells, the kind, the digits, and the rules' check.

:func:`read_picture` runs the steps: :mod:`~str8ts_gui.scan.picture` (the file),
:mod:`~str8ts_gui.scan.grid` (find and straighten the grid, count its cells),
:mod:`~str8ts_gui.scan.cells` (black or white, the digit's ink; in a screenshot of this program's
window, which digits are the player's: they are not read),
:mod:`~str8ts_gui.scan.borders` (thin and thick lines: the kind, a Suguru's regions),
:mod:`~str8ts_gui.scan.classifier` (the digits) and :mod:`~str8ts_gui.scan.repair` (where the
reading has no solution, the likeliest other reading of its least certain cells that has one).

The kind, when not given: black cells make a Str8ts; thick lines on a Sudoku's box lines (and
nowhere else) a Sudoku; other thick lines a Suguru (its regions are the cells they enclose); a
square grid of 4, 6, 8 or 9 cells a side with no thick lines at all is taken for a Sudoku.
Thick lines that cut an n x n grid (4 to 9 cells a side) into n regions of n cells fit both a
Suguru and a jigsaw Sudoku (the regions instead of boxes): the digits read decide, a jigsaw
Sudoku when its rules fit them better (a puzzle with one solution over several or none, or with
fewer digits that break its rules), a Suguru as before when they fit both alike.

The rules' checks (that choice, and :mod:`~str8ts_gui.scan.repair`) are bounded: each solver
call's search, and with ``time_limit`` their time; ``cancel`` stops them from another thread
(the window reads in a worker thread). A check stopped so decides nothing: the reading is kept
as read there, and :attr:`Reading.cut_short` says so.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Sequence

import cv2
import numpy as np

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.scan import KINDS, borders, cells, classifier, picture, repair
from str8ts_gui.scan.errors import GridCutOff, ScanError
from str8ts_gui.scan.grid import WARP_SIDE, Grid, cut_off_message, find_grid, warp
from str8ts_gui.solver.common import CancelToken

SUDOKU_SIZES = (4, 6, 8, 9)  # Sudoku boards the reader takes (larger ones have two-digit numbers)
MAX_SQUARE = 9  # Str8ts boards up to 9 x 9 (digits are one figure)
MIN_SIDE = 4
DARK_PICTURE = 110  # a picture whose median grey is below this may be a dark theme's
MOSTLY_BLACK = 0.6  # a dark picture read with more black cells than this share is read inverted too
UNCERTAIN = 0.9  # a digit read with less confidence than this is reported as uncertain
MIN_BLACK = 1  # black cells that make a grid a Str8ts
JUNK = 0.9  # the classifier's "no digit" wins over the likeliest digit only with this probability
TURN_IF_UNSURE = 0.3  # a reading unsure of this share of its digits is tried turned (see read_picture)
TURN_MIN_DOUBTS = 3  # (and of at least this many)
OUTLINE_BAND = 0.2  # the light look's selection outline is a band at most this share of a cell wide


@dataclass(frozen=True)
class Reading:
    """What a picture was read as."""

    kind: str  # "str8ts", "sudoku", "suguru"
    puzzle: Puzzle
    uncertain: tuple[int, ...]  # cells read with low confidence (or changed by the rules' check)
    repaired: tuple[int, ...] = ()  # cells the rules' check changed (a subset of uncertain)
    ms: float = 0.0  # the time the reading took
    source: str = "picture"
    confidence: tuple[float, ...] = field(default=(), repr=False)  # per cell, 1.0 where no digit
    cut_short: bool = False  # a rules' check stopped undecided (time limit): a misread may be left
    turned: int = 0  # degrees the picture was turned (counter-clockwise) to be read: 0, 90, 180, 270

    @property
    def size(self) -> int | list[int]:
        """The board size: n for an n x n board, [width, height] for another rectangle."""
        p = self.puzzle
        return p.size if p.size == p.height else [p.size, p.height]

    def text(self) -> str:
        """The puzzle in its kind's own text form: the one-line form (Str8ts, Sudoku), the
        region text with a ``#`` title line (Suguru), the f-puzzles link of a jigsaw Sudoku
        (what Copy Puzzle gives: the one-line form would lose its regions)."""
        from str8ts_gui.core.kind import get_kind

        kind = get_kind(self.kind)
        if self.kind == "suguru":
            from str8ts_gui.core.document import Document

            name = os.path.basename(self.source) or "picture"
            return kind.writers["suguru"](Document(self.puzzle, title=f"Suguru read from {name}")).rstrip("\n")
        if self.puzzle.regions:
            return kind.copy_text(self.puzzle)
        return kind.to_line(self.puzzle)

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "puzzle": self.text(),
            "size": self.size,
            "uncertain": [cell_name(i, self.puzzle.size) for i in self.uncertain],
            "ms": round(self.ms, 1),
        }

    def json_text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)


def read_picture(
    source: str | os.PathLike[str] | bytes | np.ndarray,
    kind: str | None = None,
    *,
    name: str | None = None,
    check: bool = True,
    cancel: CancelToken | None = None,
    time_limit: float | None = None,
) -> Reading:
    """Read the puzzle in a picture: a file path, the file's bytes, or an image array (grey,
    BGR or BGRA). ``kind`` forces the puzzle kind (else it is told from the picture);
    ``check`` uses the puzzle's rules to mend a reading that has no solution. ScanError when
    no puzzle can be read, with a message that says why.

    A picture on its side or upside down (a photo without its orientation tag) reads as many
    digits of low confidence: when a reading has that many (:data:`TURN_IF_UNSURE`), the
    picture is read turned a quarter, a half and three quarters too, and the turn with the most
    digits read with confidence is kept if it has at least twice as many and 3 more
    (``Reading.turned``). (Not the fewest doubts: a turned picture may read few digits at all.)

    ``cancel`` (from another thread) stops the rules' checks, and ``time_limit`` (seconds) stops
    them when they take longer, by cancelling ``cancel`` (or a token of its own): the reading is
    then what was read, as far as the checks got (``Reading.cut_short``)."""
    t0 = time.perf_counter()
    if kind is not None and kind not in KINDS:
        raise ScanError(f"unknown puzzle kind {kind!r} (one of {', '.join(KINDS)})")
    label = name or ("picture" if isinstance(source, (bytes, bytearray, memoryview, np.ndarray)) else os.fspath(source))
    if isinstance(source, (bytes, bytearray, memoryview)):
        image = picture.decode_image(bytes(source), source=label)
    elif isinstance(source, np.ndarray):
        image = source
    else:
        image = picture.read_image(source, name=label)
    reading = _read_image(image, kind, label, check, cancel, time_limit)
    doubts = _doubts(reading)
    if doubts >= max(TURN_MIN_DOUBTS, TURN_IF_UNSURE * _digit_count(reading)):
        sure = _digit_count(reading) - doubts
        best, best_sure = 0, sure
        for quarter in (1, 2, 3):
            try:
                turned = _read_image(np.rot90(image, quarter), kind, label, False, cancel, time_limit)
            except ScanError:
                continue
            turned_sure = _digit_count(turned) - _doubts(turned)
            if turned_sure > best_sure:
                best, best_sure = quarter, turned_sure
        if best and best_sure >= 2 * sure + TURN_MIN_DOUBTS:
            reading = _read_image(np.rot90(image, best), kind, label, check, cancel, time_limit)
            reading = replace(reading, turned=90 * best)
    return replace(reading, ms=(time.perf_counter() - t0) * 1000.0)


def turned_words(degrees: int) -> str:
    """What a reading of a turned picture says (``Reading.turned``)."""
    lay = "upside down" if degrees == 180 else "on its side"
    return f"the picture lay {lay}: it was read turned {degrees} degrees counter-clockwise"


def _doubts(reading: Reading) -> int:
    """The digits a reading is unsure of: cells read with low confidence (not those the rules'
    check changed)."""
    return sum(1 for c in reading.confidence if c < UNCERTAIN)


def _digit_count(reading: Reading) -> int:
    p = reading.puzzle
    return sum(1 for d in p.clues if d)


def _read_image(
    image: np.ndarray,
    kind: str | None,
    label: str,
    check: bool,
    cancel: CancelToken | None,
    time_limit: float | None,
) -> Reading:
    """One reading of ``image`` as it lies (see :func:`read_picture`)."""
    t0 = time.perf_counter()
    grey = picture.to_grey(image, source=label)
    dark_picture = float(np.median(grey)) < DARK_PICTURE
    try:
        grid = find_grid(grey, hints=not dark_picture)
    except ScanError as e:
        # a dark theme's screenshot (light digits and lines on dark cells): read it inverted
        try:
            dark = _read_dark(image, label) if dark_picture else None
        except GridCutOff as cut:  # (its grid found cut off: said so)
            raise GridCutOff(f"{label}: {cut}") from None
        if dark is None:
            raise type(e)(f"{label}: {e}") from None
        grid, norm, seen, hidden = dark
    else:
        # the light look's selection outline reads as paper, and hides the lines under it
        hidden = _hidden(picture.light_outline(image), grid, light=True)
        norm = cells.normalise(grid)
        seen = cells.read_cells(grid, norm)
        if dark_picture and sum(c.black for c in seen) > MOSTLY_BLACK * len(seen):
            # a dark theme's screenshot whose red cells (Show Mistakes) let its grid be found as
            # it is, where every cell reads black: read it inverted, as a dark one
            try:
                dark = _read_dark(image, label)
            except GridCutOff:
                dark = None
            if dark is not None and sum(c.black for c in dark[2]) < sum(c.black for c in seen):
                grid, norm, seen, hidden = dark
    givens = _read_colours(grid, image, seen)
    black = [c.black for c in seen]
    weights = borders.edge_weights(grid, norm, black, hidden)
    thick, _ratio = borders.thick_edges(weights)
    cut = cut_by_shape(grid, black, thick)
    if cut:
        raise GridCutOff(f"{label}: {cut_off_message(cut, grid)}")
    chosen = kind or detect_kind(grid, black, thick)
    jigsaw = jigsaw_regions(grid, thick) if chosen in ("sudoku", "suguru") else []
    if kind is None and chosen == "suguru" and not jigsaw and _marked_sudoku(grid, thick):
        chosen = "sudoku"  # variant marks on its box lines (Kropki dots, X and V) are not read
    regions = _check_shape(chosen, grid, black, thick, label, jigsaw=bool(jigsaw), auto=kind is None)
    if chosen == "sudoku":
        regions = jigsaw
    allowed = _allowed_digits(chosen, grid, regions)
    digits, confidence, options = _classify(seen, allowed, givens)
    puzzle = _build(chosen, grid, black, digits, regions, label)
    repaired: tuple[int, ...] = ()
    with repair.Checks(cancel, time_limit) as checks:
        if kind is None and chosen == "suguru" and jigsaw:
            other = _build("sudoku", grid, black, digits, jigsaw, label)
            if _fit(other, checks) > _fit(puzzle, checks):
                chosen, puzzle = "sudoku", other
        if check:
            puzzle, repaired = repair.mend(puzzle, options, checks)
    uncertain = sorted({i for i, c in enumerate(confidence) if c < UNCERTAIN} | set(repaired))
    ms = (time.perf_counter() - t0) * 1000.0
    return Reading(
        chosen, puzzle, tuple(uncertain), tuple(repaired), ms, label, tuple(confidence), checks.cut_short
    )


def _read_dark(image: np.ndarray, label: str) -> tuple[Grid, np.ndarray, list[cells.Cell], np.ndarray | None] | None:
    """The grid and cells of a picture with dark cells, light digits and light lines (a dark
    theme's screenshot), read from its negative, or None (no grid there either).
    In the negative a Str8ts black cell is lighter than the others, its digit dark as on a white
    cell: a cell whose corners are darker than half the other cells' level in the picture as it
    is, is black. The window's highlights (the selected cell's frame and fill, the focus
    digit's cells) are read as the cells under them (:func:`picture.to_grey`); the grid is
    found with the selection's frame read as the lines it covers, the cells and lines read
    without it: the last item is where it lies in the straightened grid (its lines' weights
    are what is seen of them beside it, :func:`borders.edge_weights`), or None."""
    try:
        lined, grey, outline = picture.dark_pictures(image, source=label)
        grid = find_grid(255 - lined)
    except GridCutOff:
        raise  # a grid there, not all in view: the caller says so
    except ScanError:
        return None
    grid = replace(grid, image=warp(255 - grey, grid.corners, WARP_SIDE))
    hidden = _hidden(outline, grid)
    norm = cells.normalise(grid)
    seen = cells.read_cells(grid, norm)
    levels = [255.0 - cells.corner_level(grid.image, grid.cell_box(r, c)) for r in range(grid.rows) for c in range(grid.cols)]
    paper = float(np.median(levels))
    for cell, level in zip(seen, levels):
        cell.black = level < cells.BLACK_LEVEL * paper
    return grid, norm, seen, hidden


def _hidden(outline: np.ndarray | None, grid: Grid, *, light: bool = False) -> np.ndarray | None:
    """Where the dark (``light``: the light) look's selection outline lies in the straightened
    grid (its lines under it are not seen: :func:`borders.edge_weights`), or None (no outline).
    ``outline``: where it lies in the picture (:func:`picture.dark_outline`,
    :func:`picture.light_outline`), or None.
    The light look's is kept only where it is a narrow band (:data:`OUTLINE_BAND` of a cell at
    most; the outline is 0.08): a cell painted a colour near it is no outline."""
    if outline is None or not outline.any():
        return None
    hidden = warp(outline.astype(np.uint8) * 255, grid.corners, WARP_SIDE) > 127
    if hidden.shape != grid.image.shape or not hidden.any():
        return None
    if light:
        cell = min(grid.image.shape[1] / grid.cols, grid.image.shape[0] / grid.rows)
        side = max(3, round(OUTLINE_BAND * cell))
        mask = hidden.astype(np.uint8)
        wide = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((side, side), np.uint8))
        hidden &= ~(cv2.dilate(wide, np.ones((5, 5), np.uint8)) > 0)
    return hidden if hidden.any() else None


def _read_colours(grid: Grid, image: np.ndarray, seen: list[cells.Cell]) -> list[float]:
    """The digits drawn in this program's inks (:func:`cells.read_colours`) taken into ``seen``;
    each cell's chance that its digit is a given (:func:`cells.given_chances`)."""
    colour = picture.to_colour(image)
    if colour is None or int(cells.chroma(colour[::3, ::3]).max()) < cells.CHROMA:
        return [1.0] * len(seen)  # a grey picture, or grey ink and paper
    straight = warp(colour, grid.corners, WARP_SIDE)
    if straight.shape[:2] != grid.image.shape:
        return [1.0] * len(seen)
    return cells.given_chances(seen, cells.read_colours(grid, straight, seen))


def detect_kind(grid: Grid, black: Sequence[bool], thick: set) -> str:
    """The kind a grid looks like (see the module docstring)."""
    cols, rows = grid.cols, grid.rows
    if sum(black) >= MIN_BLACK and cols == rows:
        return "str8ts"
    from str8ts_gui.kinds.sudoku.model import BOXES

    if cols == rows and cols in BOXES:
        # a 12 x 12 or 16 x 16 Sudoku is told by its box lines too, so that it is refused as a
        # Sudoku of a size the reader does not take (not as a Suguru of too large regions)
        boxes = borders.box_edges(cols, *BOXES[cols])
        if (not thick and cols in SUDOKU_SIZES) or (thick and _same_edges(thick, boxes)):
            return "sudoku"
    if thick:
        return "suguru"
    if cols == rows and cols <= MAX_SQUARE:
        return "str8ts" if sum(black) else "sudoku"
    return "suguru"


def cut_by_shape(grid: Grid, black: Sequence[bool], thick: set) -> list[str]:
    """The sides at the picture's edge (``grid.edge_sides``) where it cuts the grid at one of its
    lines, told by the grid's shape where the lines' ink does not tell it (a line as thick as the
    frame, a grid drawn with every line alike): black cells in a grid that is not square (a
    Str8ts is), or thick lines that are a Sudoku's box lines, cut short (a 9 x 9 Sudoku's top six
    rows: its box line under them at the picture's edge), and not the whole Sudoku's of this
    size. The sides named are those across the axis cut short; [] when none is at the edge."""
    edge = grid.edge_sides
    if not edge:
        return []
    cols, rows = grid.cols, grid.rows
    count = {"left": cols, "right": cols, "top": rows, "bottom": rows}  # the cells the axis cut there has
    if sum(black) >= 2 and cols != rows:
        return [side for side in edge if count[side] < max(cols, rows)]
    from str8ts_gui.kinds.sudoku.model import BOXES

    if not thick or (cols == rows and cols in BOXES and _same_edges(thick, borders.box_edges(cols, *BOXES[cols]))):
        return []
    for n in SUDOKU_SIZES:
        if cols > n or rows > n or cols == rows == n:
            continue
        box_rows, box_cols = BOXES[n]
        if any(_same_edges(thick, _box_lattice(cols, rows, box_rows, box_cols, dy, dx))
               for dy in range(box_rows) for dx in range(box_cols)):
            return [side for side in edge if count[side] < n]
    return []


def _box_lattice(cols: int, rows: int, box_rows: int, box_cols: int, dy: int, dx: int) -> set:
    """The edges of a ``cols`` x ``rows`` part of a Sudoku's box lines (boxes of ``box_rows`` x
    ``box_cols``), the part ``dy`` rows and ``dx`` columns into its first box."""
    out = set()
    for r in range(rows):
        for c in range(cols):
            i = r * cols + c
            if c + 1 < cols and (c + 1 + dx) % box_cols == 0:
                out.add((i, i + 1))
            if r + 1 < rows and (r + 1 + dy) % box_rows == 0:
                out.add((i, i + cols))
    return out


def jigsaw_regions(grid: Grid, thick: set) -> list[int]:
    """A jigsaw Sudoku's regions (numbered in reading order) when the thick lines cut a square
    grid of 4 to 9 cells a side into n regions of n cells other than its boxes; else []."""
    n = grid.cols
    if not thick or grid.rows != n or not MIN_SIDE <= n <= MAX_SQUARE:
        return []
    regions = borders.regions_of(thick, n, n)
    sizes = Counter(regions)
    if len(sizes) != n or any(k != n for k in sizes.values()):
        return []
    from str8ts_gui.kinds.sudoku.model import BOXES

    if n in BOXES and regions == borders.regions_of(borders.box_edges(n, *BOXES[n]), n, n):
        return []
    return regions


def _fit(puzzle: Puzzle, checks: repair.Checks | None = None) -> tuple[int, int]:
    """How well a puzzle's rules fit its clues, larger better: one solution over several over
    undecided (``checks`` stopped the solver) over none, then fewer pairs of clues that break a
    rule (a misread digit leaves none)."""
    from str8ts_gui.core.kind import get_kind
    from str8ts_gui.solver.common import Status

    checks = checks if checks is not None else repair.Checks()
    rank = {Status.UNIQUE: 3, Status.SEVERAL: 2, Status.CANCELLED: 1}.get(checks.status(puzzle, limit=2), 0)
    geometry = get_kind(puzzle.kind).geometry(puzzle)
    clues = puzzle.clues
    broken = sum(
        1 for i, v in enumerate(clues) if v for j in geometry.peers[i] if j > i and clues[j] == v
    )
    return rank, -broken


def _marked_sudoku(grid: Grid, thick: set) -> bool:
    """Whether a grid taken for a Suguru whose regions cannot be one (more than 9 cells) is a
    Sudoku whose box lines variant marks interrupt here and there (a Kropki dot or an X on a box
    line): a Sudoku's side, and thick lines on its box lines but for a quarter of them at most."""
    from str8ts_gui.kinds.sudoku.model import BOXES

    n = grid.cols
    if grid.rows != n or n not in SUDOKU_SIZES or not thick:
        return False
    if max(Counter(borders.regions_of(thick, n, n)).values()) <= 9:
        return False
    boxes = borders.box_edges(n, *BOXES[n])
    return len(boxes - thick) <= len(boxes) // 4 and len(thick - boxes) <= len(boxes) // 4


def _same_edges(thick: set, boxes: set) -> bool:
    """Whether the thick edges are a Sudoku's box lines (but for a few misread edges)."""
    differ = len(thick ^ boxes)
    return differ <= max(1, len(boxes) // 20)


def _check_shape(
    kind: str, grid: Grid, black: Sequence[bool], thick: set, label: str, *, jigsaw: bool = False, auto: bool = False
) -> list[int]:
    """ScanError when the grid cannot be a puzzle of ``kind``; a Suguru's regions. ``jigsaw``:
    the thick lines make a jigsaw Sudoku's regions (which any side of 4 to 9 cells may have);
    ``auto``: the kind was told from the picture (a Sudoku-shaped one is not called a Suguru)."""
    cols, rows = grid.cols, grid.rows
    shape = f"{cols} x {rows}"
    blacks = sum(black)
    if auto and kind != "str8ts" and blacks >= 2 and cols != rows:
        # black cells make a Str8ts, which is square: not "not a Suguru", a kind no one asked for
        raise ScanError(
            f"{label}: the grid found is {shape} cells, with {blacks} black cells: a Str8ts would be square "
            "(is part of the grid out of the picture?)"
        )
    if kind != "str8ts" and blacks >= 2:
        raise ScanError(f"{label}: the grid has {blacks} black cells: a Str8ts, not a {_title(kind)}")
    if kind in ("str8ts", "sudoku"):
        if cols != rows:
            raise ScanError(f"{label}: the grid found is {shape} cells, not square as a {_title(kind)} is")
        if kind == "sudoku" and cols not in SUDOKU_SIZES and not jigsaw:
            raise ScanError(
                f"{label}: the grid found is {shape} cells; the reader takes Sudoku of "
                f"{', '.join(map(str, SUDOKU_SIZES))} cells a side"
            )
        if not MIN_SIDE <= cols <= MAX_SQUARE:
            raise ScanError(f"{label}: the grid found is {shape} cells; the reader takes boards of 4 to 9 cells a side")
        return []
    if cols < MIN_SIDE or rows < MIN_SIDE:
        raise ScanError(f"{label}: the grid found is {shape} cells; the reader takes boards of 4 cells a side or more")
    if not thick:
        raise ScanError(f"{label}: no region borders (thick lines) found, so this is no Suguru the reader can take")
    regions = borders.regions_of(thick, cols, rows)
    sizes: dict[int, int] = {}
    for g in regions:
        sizes[g] = sizes.get(g, 0) + 1
    if max(sizes.values()) > 9:
        if not auto or cols != rows or cols not in SUDOKU_SIZES:
            raise ScanError(f"{label}: the Suguru's region borders could not be read (a region of more than 9 cells)")
        raise ScanError(f"{label}: the thick lines found are neither a Sudoku's box lines nor a Suguru's region borders")
    return regions


def _title(kind: str) -> str:
    from str8ts_gui.core.kind import get_kind

    return get_kind(kind).title


def _allowed_digits(kind: str, grid: Grid, regions: Sequence[int]) -> list[int]:
    """The largest digit each cell can hold."""
    if kind == "suguru":
        sizes: dict[int, int] = {}
        for g in regions:
            sizes[g] = sizes.get(g, 0) + 1
        return [sizes[g] for g in regions]
    return [grid.cols] * (grid.cols * grid.rows)


def _classify(seen: Sequence[cells.Cell], allowed: Sequence[int], givens: Sequence[float] | None = None):
    """Each cell's digit (0: none), the confidence of that reading, and the readings the rules'
    check may try instead: cell -> [(digit, probability), ...] best first (0: no digit).
    ``givens``: each cell's chance that its digit is a given, not the player's (1: it is)."""
    at = [i for i, c in enumerate(seen) if c.digit is not None]
    probs = classifier.model().probabilities([seen[i].digit for i in at])
    digits = [0] * len(seen)
    confidence = [1.0] * len(seen)
    options: dict[int, list[tuple[int, float]]] = {}
    for row, i in enumerate(at):
        p = probs[row].astype(np.float64).copy()
        p[allowed[i] + 1 :] = 0.0  # digits larger than the cell can hold
        total = float(p.sum())
        if total <= 0:
            continue
        p /= total
        order = [int(k) for k in np.argsort(-p)]
        if order[0] == 0 and p[0] < JUNK and len(order) > 1:
            # ink tall enough for a digit in the cell's middle is seldom no digit at all
            order = [order[1], 0] + order[2:]
        given = 1.0 if givens is None else givens[i]
        if given < 1.0 and order[0] != 0:
            # a digit the player may have written (red: it breaks a rule) is no given's digit
            p = p * given
            p[0] += 1.0 - given
            order = [order[0], 0] if given >= 0.5 else [0, order[0]]
            order += [int(k) for k in np.argsort(-p) if k not in order]
        digits[i] = order[0]
        confidence[i] = float(p[order[0]])
        options[i] = [(k, float(p[k])) for k in order if p[k] > 1e-4]
    return digits, confidence, options


def _build(kind: str, grid: Grid, black: Sequence[bool], digits: Sequence[int], regions: Sequence[int], label: str) -> Puzzle:
    cols, rows = grid.cols, grid.rows
    try:
        if kind == "str8ts":
            return Puzzle(cols, tuple(bool(b) for b in black), tuple(digits), "str8ts")
        clues = [0 if b else d for b, d in zip(black, digits)]
        if kind == "sudoku":
            from str8ts_gui.kinds.sudoku.model import new_puzzle, validate

            puzzle = new_puzzle(cols, clues)
            if regions:  # a jigsaw
                puzzle = puzzle.replace(regions=tuple(regions))
                validate(puzzle)
            return puzzle
        from str8ts_gui.kinds.suguru.model import new_puzzle as new_suguru

        return new_suguru(cols, rows, regions, clues)
    except ValueError as e:
        raise ScanError(f"{label}: the cells read make no {_title(kind)}: {e}") from None
