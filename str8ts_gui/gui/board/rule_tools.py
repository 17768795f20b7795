"""The Sudoku rule tools: draw variant rules on the board in edit mode.

:class:`RuleEditor` is the logic: the tool in use and what a drag, a click or a key does with it.
The board widget hands it its mouse and key events while a tool other than Digits is active
(``controller.rule_tools``), and it paints what is being drawn over the board. Every change goes
through the session (:meth:`Session.edit_puzzle`), so Undo and Redo work and the live analysis
re-checks the puzzle.

* Killer cage: drag over cells (a drag that starts in a cage adds cells to it, keeping its sum,
  even one its cells can no longer make, which the status bar says; a click on a cage picks it),
  then type the sum (Backspace takes a digit back, Enter or Esc ends; a sum its cells cannot make
  is not taken, and Enter then names the cage and the sums its cells can make). Drawing the
  cage and typing its sum is one undo step. A fast drag that skips cells takes those in between
  side by side, never corner to corner (so do Extra region and Jigsaw regions); the lines, Clone
  and Erase take them in king steps.
* Thermometer, Slow thermo, Arrow, Renban, Whispers, Palindrome, Entropic line, Modular line, Nabner line: drag through the cells (the bulb first;
  a cell is taken once the pointer is well inside it, so a roughly diagonal drag is a diagonal
  line, see :func:`_line_cell`; going back over the last cell takes it off the line; Shift+drag draws an arrow whose circle is
  its first two cells, read as a two-digit number in reading order, as f-puzzles reads it).
* Between line, Double arrow: drag from one circle (end) through the line to the other circle.
* Region sum line, Zipper line: drag through the cells.
* Clone: drag over the cells of a group, then over its copy (as many cells; the copy's cells are
  paired with the group's in reading order, so a shifted copy of a shape pairs cell for cell);
  Esc forgets the first group. The clone is one undo step.
* Kropki white/black, X, V: click on the line between two cells (again: off, whatever difference or
  ratio a file gave the dot; another mark there is replaced, the status bar naming it). The
  click selects the cell it is in (the line's near side; Quadruple: the corner's), as the other
  tools select the cell clicked, so a digit typed next is a given there.
* Odd, Even, Minimum, Maximum: click a cell (again: off; the other of the pair there is replaced,
  the status bar naming it, as for a dot).
* Quadruple: click the corner where four cells meet, then type its 1 to 4 digits (a digit twice
  for "at least twice"; Backspace takes the last digit back, Delete removes the circle, Enter or
  Esc ends). The circle and its digits are one undo step.
* Sandwich: click outside the grid beside a row or column, type the sum.
* Little killer: click outside the grid (a corner or beside a row or column), type the sum; the
  arrow points along the longest diagonal into the grid, a second click (or Space) turns it.
* X-sum, Skyscraper: click outside the grid beside a row or column, on any of the four sides (the
  clue reads from there), type the sum or the count.
* A sandwich, little killer, X-sum or skyscraper clue typed in the square outside the grid where
  a clue of another kind is drawn replaces it (their numbers would be drawn on each other).
* Shade (Nurikabe Sudoku): click a cell to cycle it: ocean (shaded), island (a dot), island
  size clue (its digit counts its island), not given; the rule comes with the first clue and
  goes with the last.
* Secret path: click the start, then the spot the path leads to (a click on either removes it).
* Extra region: drag over cells whose digits all differ (the same drag again: off).
* Row, Column, Box indexer: click a cell (again: off).
* Given marks (given pencil marks): click a cell, then type digits (10-16 as A-G): each toggles
  in the cell's given candidates (Backspace takes the last back, Delete clears them, Enter or Esc
  ends). The cell's marks typed after one click are one undo step.
* Jigsaw regions: drag from a cell of a region over other cells to add them to it; keys 1..9
  pick the region to paint instead (Esc: back to the region of the drag's first cell).
* Erase: click or drag over cells to remove the rules on them (of indexer cells and shading,
  only the cells passed); click a dot, a quadruple's circle or a clue outside the grid to remove
  it.
* Without the mouse (:meth:`RuleEditor.apply_to_selection`): select cells with the arrows
  (Shift+arrows add the cells moved to, in order; for a line, back onto the cell before takes the
  last off, as a drag going back does), then Enter applies the tool to them as a drag
  through them or a click would; the clues outside the grid go by the cursor's column (Shift+Enter:
  its row), a little killer's on the diagonal through the cursor (down and right; Shift+Enter:
  down and left) at its end nearer the cursor. An arrow key ends a sum, a quadruple's digits or
  given marks being typed, as Enter does. The status line says how when a tool is chosen (:func:`keys_tip`).

The palette that picks the tools, the Rules panel of the side column, is
:mod:`str8ts_gui.gui.panels.rules_panel`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPen

from str8ts_gui.core.geometry import box_regions
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board.board import _ARROWS as _BOARD_ARROWS
from str8ts_gui.gui.board.board import _DIAGONALS as _BOARD_DIAGONALS
from str8ts_gui.gui.board.board import _side_steps as _board_side_steps
from str8ts_gui.gui.board.render import board_margin, board_square, cell_rect, outside_at
from str8ts_gui.kinds.sudoku.model import box_shape, region_faults
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.kinds.sudoku.variants.clone import Clone
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine
from str8ts_gui.kinds.sudoku.variants.modular import ModularLine
from str8ts_gui.kinds.sudoku.variants.nabner import NabnerLine
from str8ts_gui.kinds.sudoku.variants.double_arrow import DoubleArrow
from str8ts_gui.kinds.sudoku.variants.disjoint import JIGSAW_MESSAGE, DisjointGroups
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
from str8ts_gui.kinds.sudoku.variants.extremum import Extremum
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS, LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple, corner_cells
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV
from str8ts_gui.kinds.sudoku.variants.xsum import XSum
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine

__all__ = [
    "GLOBAL_RULES", "TOOLS", "RuleEditor", "edge_at", "little_killer_directions",
]

KIND = "sudoku"


@dataclass(frozen=True)
class Tool:
    name: str
    label: str
    tip: str


TOOLS: tuple[Tool, ...] = (
    Tool("digits", "Digits", "Click a cell and type its given (the usual editing)"),
    Tool("killer", "Killer cage", "Drag over cells, then type the sum (Enter ends); click a cage to change its sum"),
    Tool("thermo", "Thermometer", "Drag from the bulb along the thermometer"),
    Tool("slow_thermo", "Slow thermo", "Drag from the bulb along the slow thermometer (digits never decrease)"),
    Tool("arrow", "Arrow", "Drag from the circle along the arrow (Shift+drag: the first two cells are the circle)"),
    Tool("renban", "Renban", "Drag through the cells of a renban line"),
    Tool("whispers", "Whispers", "Drag through the cells of a German whispers line"),
    Tool("palindrome", "Palindrome", "Drag through the cells of a palindrome line"),
    Tool("entropic", "Entropic line", "Drag through the cells of an entropic line (a low, a middle and a high digit in any three in a row)"),
    Tool("modular", "Modular line", "Drag through the cells of a modular line (any three in a row: one of 1/4/7, 2/5/8, 3/6/9)"),
    Tool("nabner", "Nabner line", "Drag through the cells of a nabner line (no two digits on it the same or consecutive)"),
    Tool("between", "Between line", "Drag from one circle through the line to the other circle"),
    Tool("double_arrow", "Double arrow", "Drag from one circle through the line to the other circle (the line adds up to the two circles)"),
    Tool("region_sum", "Region sum line", "Drag through the cells of a region sum line (equal sums in each box)"),
    Tool("zipper", "Zipper line", "Drag through the cells of a zipper line (cells equally far from the centre add up alike)"),
    Tool("clone", "Clone", "Drag over the cells of a group, then over its copy (as many cells; paired in reading order)"),
    Tool("kropki_white", "Kropki white", "Click the line between two cells: consecutive digits (again: off)"),
    Tool("kropki_black", "Kropki black", "Click the line between two cells: one digit twice the other (again: off)"),
    Tool("x", "X", "Click the line between two cells: the digits add up to 10 (again: off)"),
    Tool("v", "V", "Click the line between two cells: the digits add up to 5 (again: off)"),
    Tool("odd", "Odd", "Click a cell: it holds an odd digit (again: off)"),
    Tool("even", "Even", "Click a cell: it holds an even digit (again: off)"),
    Tool("minimum", "Minimum", "Click a cell: smaller than each of its orthogonal neighbours (again: off)"),
    Tool("maximum", "Maximum", "Click a cell: larger than each of its orthogonal neighbours (again: off)"),
    Tool("quadruple", "Quadruple", "Click the corner where four cells meet, type its digits (Backspace deletes one)"),
    Tool("sandwich", "Sandwich", "Click outside the grid beside a row or column, then type the sum"),
    Tool("little_killer", "Little killer", "Click outside the grid, type the sum; click again or Space turns the arrow"),
    Tool("xsum", "X-sum", "Click outside the grid by a row or column (any side), type the sum of its first X cells"),
    Tool("skyscraper", "Skyscraper", "Click outside the grid by a row or column (any side), type how many digits are seen"),
    Tool("shade", "Shade (Nurikabe)", "Click a cell: ocean (shaded), island (a dot), island size clue (its digit counts the island), none"),
    Tool("secret_path", "Secret path", "Click the start cell, then the spot (it holds the largest digit); click either to remove the path"),
    Tool("extra_region", "Extra region", "Drag over cells whose digits all differ (an extra region)"),
    Tool("row_indexer", "Row indexer", "Click a cell (again: off): its digit v puts its row's number in row v of its column"),
    Tool("column_indexer", "Column indexer", "Click a cell (again: off): its digit v puts its column's number in column v of its row"),
    Tool("box_indexer", "Box indexer", "Click a cell (again: off): its digit v puts its place in its box in the box's v-th cell"),
    Tool("given_marks", "Given marks", "Click a cell, type digits to toggle its given pencil marks (Backspace: the last, Delete: all)"),
    Tool("jigsaw", "Jigsaw regions", "Drag from a region over cells to add them to it; 1-9 pick the region to paint"),
    Tool("erase", "Erase rule", "Click or drag over cells to remove their rules; click a dot or an outside clue"),
)
TOOL_NAMES = tuple(t.name for t in TOOLS)


def keys_tip(name: str) -> str:
    """How the tool ``name`` is used without the mouse (the status line says it when the tool is
    chosen, the palette's help under its tip): select cells with the arrows (Shift+arrows add the
    cells moved to, in order), then Enter applies the tool to them (see
    :meth:`RuleEditor.apply_to_selection`); "" for the Digits tool."""
    if name in LINE_TOOLS:
        start = {"thermo": "the bulb", "slow_thermo": "the bulb", "arrow": "the circle", "between": "a circle", "double_arrow": "a circle"}
        where = f" from {start[name]}" if name in start else ""
        wide = "; Shift+Enter: the first two are the circle" if name == "arrow" else ""
        return f"Keys: Shift+arrows (diagonally: Shift+Home, End, Page Up, Page Down) through the cells{where}, then Enter{wide}"
    if name in EDGE_TOOLS:
        return "Keys: select the two cells either side of the line (Shift+arrow), then Enter"
    if name == "little_killer":
        return (
            "Keys: Enter puts the clue on the diagonal down and right through the cursor, Shift+Enter down and left, "
            "at its end nearer the cursor; type the sum"
        )
    if name in OUTSIDE_TOOLS:
        return "Keys: Enter puts the clue by the cursor's column (the nearer end), Shift+Enter by its row; type it"
    return {
        "killer": "Keys: select the cells (Shift+arrows), Enter, then type the sum",
        "clone": "Keys: select the group (Shift+arrows), Enter; then its copy, Enter",
        "quadruple": "Keys: select the four cells around the corner (Shift+arrows), Enter, then type its digits",
        "extra_region": "Keys: select the cells (Shift+arrows), then Enter",
        "jigsaw": "Keys: select the cells (Shift+arrows), then Enter paints them",
        "erase": "Keys: select the cells (Shift+arrows), then Enter",
        "shade": "Keys: Enter on the cursor's cell",
        "secret_path": "Keys: Enter on the start cell, then on the spot",
        "given_marks": "Keys: Enter on the cursor's cell, then type its marks",
        "digits": "",
    }.get(name, "Keys: select the cells (Shift+arrows), then Enter")

# the global rules' check boxes: label, the rule object
GLOBAL_RULES: tuple[tuple[str, object], ...] = (
    ("Anti-knight", AntiKnight()),
    ("Anti-king", AntiKing()),
    ("Diagonal +", Diagonal(True)),
    ("Diagonal -", Diagonal(False)),
    ("Non-consecutive", NonConsecutive()),
    ("Disjoint groups", DisjointGroups()),
    ("Every black dot given", NegativeRatio()),
    ("Every X and V given", NegativeXV()),
    ("Chaos construction", ChaosConstruction()),
)

LINE_TOOLS = {"thermo", "arrow", "renban", "whispers", "palindrome", "between", "slow_thermo", "entropic", "modular", "nabner", "double_arrow", "region_sum", "zipper"}
# tools drawing a group of cells that must be orthogonally connected: a fast drag takes the cells it
# skipped in side-by-side steps (lines, clones and Erase take king steps: a line may go diagonally)
CONNECTED_TOOLS = {"killer", "extra_region", "jigsaw"}
EDGE_TOOLS = {"kropki_white", "kropki_black", "x", "v"}
OUTSIDE_TOOLS = {"sandwich", "little_killer", "xsum", "skyscraper"}
INDEXER_TOOLS = {"row_indexer": "row", "column_indexer": "column", "box_indexer": "box"}
SIDE_TOOLS = {"xsum": XSum, "skyscraper": Skyscraper}  # clues read from their side: tool -> rule
EDGE_REACH = 0.3  # a click this close (in cells) to the line between two cells is on it
# A line drag takes a cell once the pointer is well inside it: within LINE_REACH cells of its
# middle, or (the next cell straight on from the line's last) within LINE_BAND of the row or column
# through the two middles. A diagonal drag passes the corner of the cells beside the diagonal, far
# from their middles, so it does not take them (no staircase), and a drag along a row takes each
# cell as it enters it, as long as it stays within a quarter of a cell of the row's middle.
LINE_REACH = 0.35
LINE_BAND = 0.25
LINE_SAMPLE = 0.1  # the way between two mouse moves is followed in steps of this many cells

_KEY = Qt.Key
_NUMBER_KEYS = {getattr(_KEY, f"Key_{d}"): d for d in range(10)}
_LETTER_REGIONS = {getattr(_KEY, f"Key_{chr(ord('A') + k)}"): 10 + k for k in range(7)}
# the keys that move the board's cursor (the arrows; Home, Page Up, End, Page Down diagonally)
_ARROW_KEYS = {_KEY.Key_Left, _KEY.Key_Right, _KEY.Key_Up, _KEY.Key_Down, _KEY.Key_Home, _KEY.Key_End, _KEY.Key_PageUp, _KEY.Key_PageDown}
_COMMAND = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


# -- geometry helpers ----------------------------------------------------------------------------
def edge_at(square: QRectF, n: int, pos: QPointF, reach: float = EDGE_REACH) -> tuple[int, int] | None:
    """The two orthogonally touching cells whose shared edge is nearest ``pos`` on an n x n board
    drawn in ``square`` (lower cell number first), or None when ``pos`` is not within ``reach``
    cells of an inner edge."""
    if n <= 0 or square.width() <= 0:
        return None
    cell = square.width() / n
    x = (pos.x() - square.left()) / cell
    y = (pos.y() - square.top()) / cell
    if not (0 <= x < n and 0 <= y < n):
        return None
    row, col = int(y), int(x)
    best: tuple[float, tuple[int, int]] | None = None
    vx, hy = round(x), round(y)  # the nearest vertical and horizontal grid lines
    if 0 < vx < n:
        d = abs(x - vx)
        best = (d, (row * n + vx - 1, row * n + vx))
    if 0 < hy < n:
        d = abs(y - hy)
        if best is None or d < best[0]:
            best = (d, ((hy - 1) * n + col, hy * n + col))
    if best is None or best[0] > reach:
        return None
    return best[1]


def corner_at(square: QRectF, n: int, pos: QPointF, reach: float = EDGE_REACH) -> tuple[int, int] | None:
    """(row, column) of the top-left cell of the 2 x 2 square whose shared corner is nearest
    ``pos`` on an n x n board drawn in ``square``, or None when ``pos`` is not within ``reach``
    cells of an inner corner."""
    if n <= 1 or square.width() <= 0:
        return None
    cell = square.width() / n
    x, y = (pos.x() - square.left()) / cell, (pos.y() - square.top()) / cell
    cx, cy = round(x), round(y)
    if not (1 <= cx <= n - 1 and 1 <= cy <= n - 1) or abs(x - cx) > reach or abs(y - cy) > reach:
        return None
    return cy - 1, cx - 1


def little_killer_directions(row: int, col: int, n: int) -> list[str]:
    """The directions an arrow at (row, col) outside an n x n grid can point into the grid,
    the longest diagonal first."""
    out = []
    for name in DIRECTIONS:
        cells = LittleKiller(row, col, name, 0).diagonal(n)
        if cells:
            out.append((-len(cells), list(DIRECTIONS).index(name), name))
    return [name for _l, _k, name in sorted(out)]


def _cells_between(a: int, b: int, n: int) -> list[int]:
    """Cells from ``a`` to ``b`` (both included) in king steps."""
    r0, c0 = divmod(a, n)
    r1, c1 = divmod(b, n)
    out = [a]
    while (r0, c0) != (r1, c1):
        r0 += (r1 > r0) - (r1 < r0)
        c0 += (c1 > c0) - (c1 < c0)
        out.append(r0 * n + c0)
    return out


def _side_steps(a: int, b: int, n: int, free=lambda cell: True) -> list[int]:
    """Cells from ``a`` to ``b`` (both included) in side-by-side steps, as a Suguru region drag
    takes them (:func:`str8ts_gui.gui.board.board._side_steps`): never corner to corner, so a cage or
    region drawn along it stays orthogonally connected. Where the path turns the corner of two
    diagonal neighbours through a cell ``free`` refuses (in another cage), it goes through the
    other corner cell when that one is free."""
    out = _board_side_steps(a, b, n)
    for k in range(1, len(out) - 1):
        (pr, pc), (nr, nc) = divmod(out[k - 1], n), divmod(out[k + 1], n)
        if pr != nr and pc != nc and not free(out[k]):
            across, down = pr * n + nc, nr * n + pc
            other = down if out[k] == across else across
            if free(other):
                out[k] = other
    return out


def _line_cell(square: QRectF, n: int, pos: QPointF, last: int) -> int | None:
    """The cell a line drag whose last cell is ``last`` takes at ``pos`` on an n x n board drawn
    in ``square``: the cell under ``pos`` when the pointer is well inside it (see LINE_REACH and
    LINE_BAND), else None (also outside the grid)."""
    size = square.width() / n if n > 0 else 0
    if size <= 0:
        return None
    x = (pos.x() - square.left()) / size
    y = (pos.y() - square.top()) / size
    if not (0 <= x < n and 0 <= y < n):
        return None
    row, col = int(y), int(x)
    dx, dy = x - col - 0.5, y - row - 0.5
    if dx * dx + dy * dy <= LINE_REACH * LINE_REACH:
        return row * n + col
    last_row, last_col = divmod(last, n)
    if row == last_row and abs(col - last_col) == 1 and abs(dy) <= LINE_BAND:
        return row * n + col
    if col == last_col and abs(row - last_row) == 1 and abs(dx) <= LINE_BAND:
        return row * n + col
    return None


def _touching(a: int, b: int, n: int) -> bool:
    """True when cells ``a`` and ``b`` are side by side or corner to corner (a line's step)."""
    (ra, ca), (rb, cb) = divmod(a, n), divmod(b, n)
    return a != b and abs(ra - rb) <= 1 and abs(ca - cb) <= 1


def _same_kind(mark, rule) -> bool:
    """True when ``mark`` (a Kropki dot or XV mark) is of the kind an edge tool's ``rule`` draws:
    a dot of its colour whatever its difference or ratio, an X or a V of its total."""
    if isinstance(rule, KropkiDot):
        return isinstance(mark, KropkiDot) and mark.black == rule.black
    return isinstance(mark, XV) and mark.total == rule.total


def default_regions(n: int) -> tuple[int, ...]:
    """The board's own regions at size n (3 to 16): its boxes, a prime size's rows."""
    return box_regions(n, *box_shape(n))


def _drawn_cells(c) -> tuple[int, ...]:
    """The cells a rule is drawn on (none for clues outside the grid and global rules)."""
    if isinstance(c, (SandwichSum, LittleKiller)) or c.is_global:
        return ()
    return tuple(c.area())


def _without_cells(c, cells: set[int]):
    """``c`` once the Erase tool passed over ``cells``: itself when not drawn on them, None when
    it goes, or (indexer cells, Nurikabe shading: one rule holds every such cell of the board)
    the rule without those cells (None when no cell is left)."""
    if isinstance(c, Indexer):
        left = tuple(i for i in c.cells if i not in cells)
        return c if len(left) == len(c.cells) else Indexer(left, c.axis) if left else None
    if isinstance(c, NurikabeSudoku):
        parts = [tuple(i for i in part if i not in cells) for part in (c.shaded, c.unshaded, c.sizes)]
        if sum(map(len, parts)) == len(c.shaded) + len(c.unshaded) + len(c.sizes):
            return c
        return NurikabeSudoku(*parts, c.min_island) if any(parts) else None
    return None if cells & set(_drawn_cells(c)) else c


def _outside_clue(target: tuple, total: int):
    """The clue outside the grid at ``target`` (the tool's rule name and where it is, as
    ``RuleEditor._outside`` holds it) with the sum or count ``total``."""
    if target[0] == "sandwich":
        return SandwichSum(target[1], target[2], total)
    if target[0] in ("xsum", "skyscraper"):
        return (XSum if target[0] == "xsum" else Skyscraper)(target[1], target[2], total)
    return LittleKiller(target[1], target[2], target[3], total)


def _outside_square(c) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where a clue is drawn (a sandwich sum above its
    column or left of its row), None for a rule that is no such clue."""
    if isinstance(c, SandwichSum):
        return (-1, c.index) if c.column else (c.index, -1)
    if isinstance(c, (LittleKiller, XSum, Skyscraper)):
        return c.row, c.col
    return None


def _cage_sums(k: int, n: int) -> tuple[int, int]:
    """The smallest and largest sum of k different digits 1..n."""
    return k * (k + 1) // 2, k * (2 * n - k + 1) // 2


def _cells(k: int) -> str:
    """"1 cell", "4 cells"."""
    return f"{k} cell{'s' if k != 1 else ''}"


# -- the editor ----------------------------------------------------------------------------------
class RuleEditor(QObject):
    """The rule tool in use and what the board's mouse and keys do with it (see the module)."""

    toolChanged = Signal(str)
    changed = Signal()  # something the palette shows changed (tool, brush, the puzzle's rules)

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._tool = "digits"
        self._drag: list[int] | None = None  # cells passed by the drag in progress
        self._drag_cage: KillerCage | None = None  # the cage a killer drag extends
        self._drag_pos: QPointF | None = None  # a line drag: where the pointer was at its last event
        self._note = ""  # why the drag in progress stopped growing
        self._brush: int | None = None  # jigsaw: the region keys 1..9 chose
        self._paint_region: int | None = None  # jigsaw: the region of the drag in progress
        self._cage: KillerCage | None = None  # the cage whose sum is typed
        self._outside: tuple | None = None  # ("sandwich", index, column) / ("littlekiller", row, col, direction) / (xsum|skyscraper, row, col)
        self._buffer = ""  # digits typed
        self._amend_state = None  # the session's state after our last change that typing may amend
        self._last_puzzle: Puzzle | None = None
        self._committing = False
        self._wide_bulb = False  # the arrow drag began with Shift: its first two cells are the bulb
        self._quad: tuple[int, ...] | None = None  # the quadruple's four cells whose digits are typed
        self._quad_digits: list[int] = []  # its digits, in the order typed
        self._clone_first: tuple[int, ...] | None = None  # clone: the group whose copy is dragged next
        self._path_start: int | None = None  # secret path: the start clicked, the spot next
        self._marks_cell: int | None = None  # given marks: the cell whose marks are typed
        self._marks_order: list[int] = []  # its marks in the order typed (Backspace takes the last)
        self._room_session = None  # the session whose board keeps room for outside clues (see margin)
        self._seen_state = None  # the session's state when last seen (a new one, undo history empty: another puzzle)
        self._picked: list[int] = []  # the selected cells in the order they joined the selection (Enter's order)
        controller.rule_tools = self
        controller.changed.connect(self._controller_changed)

    # -- state ----------------------------------------------------------------------------------
    @property
    def tool(self) -> str:
        return self._tool

    def set_tool(self, name: str, keys_first: bool = False) -> None:
        """Use the tool ``name``; the status line says how (the mouse's way, then the keys';
        ``keys_first``, the tool chosen with the keyboard: the keys' way first, so a status line
        too narrow for both cuts the mouse's)."""
        if name not in TOOL_NAMES:
            raise ValueError(f"no rule tool {name!r}")
        if name == self._tool:
            return
        self._finish()
        self._brush = None
        self._clone_first = None
        self._path_start = None
        self._tool = name
        if name in OUTSIDE_TOOLS:
            self._room_session = self.controller.session  # the room stays for this puzzle
        self.toolChanged.emit(name)
        self.changed.emit()
        self.controller.changed.emit()  # the board's margin and overlay may change
        tip = next(t.tip for t in TOOLS if t.name == name)
        keys = keys_tip(name)
        if keys and keys_first:
            self._message(f"{keys}. Mouse: {tip[0].lower()}{tip[1:]}")
        else:
            self._message(f"{tip}. {keys}" if keys else tip)

    @property
    def available(self) -> bool:
        """True when the rule tools apply: a Sudoku in edit mode, the live board shown."""
        ctl = self.controller
        return ctl.session.puzzle.kind == KIND and ctl.mode == Mode.EDIT and not ctl.previewing

    @property
    def active(self) -> bool:
        """True when the board's mouse and keys belong to a rule tool (not the Digits tool)."""
        return self._tool != "digits" and self.available

    @property
    def brush(self) -> int | None:
        return self._brush

    @property
    def typing(self) -> str:
        """The digits typed so far for a sum."""
        return self._buffer

    def margin(self) -> float:
        """Room (in cells) the board should leave around the grid: one while a tool for clues
        outside the grid is in use, and from then on until another puzzle is opened or made (the
        session starts afresh), as from the moment the puzzle had such clues in edit mode:
        switching tools, erasing the last clue or switching modes never moves the board under the
        pointer."""
        # (kept when play mode hides the tools, so switching modes never moves the board)
        ctl = self.controller
        if ctl.session.puzzle.kind != KIND or ctl.previewing:
            return 0.0
        return 1.0 if self._tool in OUTSIDE_TOOLS or self._room_session is ctl.session else 0.0

    def _message(self, text: str) -> None:
        self.controller.message.emit(text)

    def _follow_selection(self) -> None:
        """Keep :attr:`_picked`: the selected cells in the order they joined the selection (the
        arrows' path with Shift); cells joining several at once (Ctrl+A, Shift+click) in reading
        order, the cursor last."""
        ctl = self.controller
        selection, cursor = ctl.selection, ctl.selected
        picked = [c for c in self._picked if c in selection]
        known = set(picked)
        picked += sorted(c for c in selection if c not in known and c != cursor)
        if cursor not in known:
            picked.append(cursor)
        self._picked = picked

    def selected_in_order(self) -> list[int]:
        """The selected cells in the order they were selected (what Enter applies a tool to)."""
        self._follow_selection()
        return list(self._picked)

    def _controller_changed(self) -> None:
        self._follow_selection()
        if self._committing:
            return
        session = self.controller.session
        puzzle = session.puzzle
        state = session.state
        if state is not self._seen_state:
            if self._seen_state is not None and not (session.can_undo or session.can_redo):
                self._room_session = None  # another puzzle opened or made: it starts without the room
            self._seen_state = state
        if self._tool in OUTSIDE_TOOLS or self.available and board_margin(puzzle) > 0:
            self._room_session = session  # an outside-clue tool, or such clues in edit mode: the room stays
        if not self.available:
            if self._drag is not None or self._cage is not None or self._outside is not None or self._quad is not None or self._marks_cell is not None:
                self._finish()
        elif self._cage is not None and self._cage not in puzzle.constraints:
            self._finish()  # undone, or removed some other way
        if puzzle != self._last_puzzle:
            self._last_puzzle = puzzle
            self.changed.emit()

    def _finish(self) -> None:
        """End what is being drawn or typed."""
        self._drag = None
        self._drag_cage = None
        self._drag_pos = None
        self._paint_region = None
        self._cage = None
        self._outside = None
        self._buffer = ""
        self._amend_state = None
        self._note = ""
        self._quad = None
        self._quad_digits = []
        self._marks_cell = None
        self._marks_order = []

    # -- changing the puzzle ----------------------------------------------------------------------
    @property
    def _puzzle(self) -> Puzzle:
        return self.controller.session.puzzle

    def _commit(self, puzzle: Puzzle, amend: bool = False) -> bool:
        """Make ``puzzle`` the session's puzzle: one undo step, or (``amend``) folded into our
        previous change when nothing happened since (a cage and its sum typed digit by digit)."""
        session = self.controller.session
        if puzzle == session.puzzle:
            return False
        self._committing = True  # (the undo below must not end what is being typed)
        try:
            if amend and self._amend_state is not None and session.state == self._amend_state and session.can_undo:
                session.undo()
            session.edit_puzzle(puzzle)
        finally:
            self._committing = False
        self._amend_state = session.state
        self._last_puzzle = session.puzzle
        self.changed.emit()
        return True

    def _valid(self, rule) -> bool:
        """True when ``rule`` can be on this board; else a status message saying why."""
        try:
            rule.validate(self._puzzle.size)
        except ValueError as e:
            self._message(str(e))
            return False
        return True

    def _fits(self, puzzle: Puzzle) -> bool:
        """True when ``puzzle``'s rules go together (chaos construction and the boxes...); else a
        status message saying why. Jigsaw regions still being painted are no reason to refuse a
        rule (the palette says what they lack)."""
        from str8ts_gui.kinds.sudoku.model import validate

        try:
            validate(puzzle, finished=False)
        except ValueError as e:
            self._message(str(e))
            return False
        return True

    def _with(self, add=(), remove=()) -> Puzzle:
        remove = set(remove)
        kept = tuple(c for c in self._puzzle.constraints if c not in remove)
        return self._puzzle.replace(constraints=kept + tuple(add))

    def set_global(self, rule, on: bool) -> bool:
        """Add or remove a global rule (anti-knight...); undoable. Only on a Sudoku (another
        kind's file has no place for the rule)."""
        if self.controller.previewing or self._puzzle.kind != "sudoku":
            return False
        present = rule in self._puzzle.constraints
        if bool(on) == present:
            return False
        if on and isinstance(rule, DisjointGroups) and self._puzzle.regions:
            self._message(f"{JIGSAW_MESSAGE} (make the regions the boxes again first)")
            return False
        if on and not self._fits(self._with(add=[rule])):
            return False
        title = rule.title + (f" {'+' if rule.positive else '-'}" if isinstance(rule, Diagonal) else "")
        changed = self._commit(self._with(add=[rule]) if on else self._with(remove=[rule]))
        self._amend_state = None
        self._message(f"{title} {'on' if on else 'off'}")
        return changed

    # -- geometry of the board widget ---------------------------------------------------------------
    def _square(self, board) -> QRectF:
        state, options = self.controller.display()
        puzzle = state.puzzle
        rect_of = getattr(board, "_board_rect", None)
        rect = rect_of() if callable(rect_of) else QRectF(board.rect())
        return board_square(QRectF(rect), puzzle.size, puzzle.height, board_margin(puzzle, options))

    def _cell(self, board, pos: QPointF) -> int | None:
        return board.cell_at(QPointF(pos))

    def _outside_at(self, board, pos: QPointF) -> tuple[int, int] | None:
        state, options = self.controller.display()
        puzzle = state.puzzle
        rect_of = getattr(board, "_board_rect", None)
        rect = rect_of() if callable(rect_of) else QRectF(board.rect())
        spot = outside_at(QRectF(rect), puzzle, QPointF(pos), board_margin(puzzle, options))
        n = puzzle.size
        if spot is None or (0 <= spot[0] < n and 0 <= spot[1] < n):
            return None
        return spot

    # -- mouse ------------------------------------------------------------------------------------
    def mouse_press(self, board, event: QMouseEvent) -> bool:
        """A button pressed on the board; True when the tool took it."""
        if not self.active:
            return False
        if event.button() != Qt.MouseButton.LeftButton:
            return True  # the right button paints nothing on a Sudoku; ignore it while drawing
        pos = event.position()
        tool = self._tool
        n = self._puzzle.size
        if tool in OUTSIDE_TOOLS:
            spot = self._outside_at(board, pos)
            target = self._outside
            if spot is not None and tool == "little_killer" and target is not None and target[1:3] == spot:
                self._press_little_killer(*spot, turn=True)  # a second click turns the arrow
                self.controller.changed.emit()
                return True
            self._finish()
            if spot is None:
                cell = self._cell(board, pos)
                if cell is not None:
                    self.controller.select(cell)
                self._message("Click outside the grid, beside a row or a column, to place the clue")
            elif tool == "sandwich":
                self._press_sandwich(*spot)
            elif tool in SIDE_TOOLS:
                self._press_side(tool, *spot)
            else:
                self._press_little_killer(*spot)
            self.controller.changed.emit()
            return True
        self._finish()
        if tool in EDGE_TOOLS or tool == "quadruple":
            # the click selects the cell it is in (the near side of the line or corner), as the
            # other tools select the cell clicked: a digit typed next never lands in another cell
            cell = self._cell(board, pos)
            if cell is not None:
                self.controller.select(cell)
        if tool in EDGE_TOOLS:
            edge = edge_at(self._square(board), n, pos)
            if edge is None:
                self._message("Click on the line between two cells")
                self.controller.changed.emit()
            else:
                self._toggle_edge(edge)
            return True
        if tool == "quadruple":
            self._press_quadruple(board, pos)
            return True
        if tool == "erase":
            edge = edge_at(self._square(board), n, pos, 0.15)
            dots = [c for c in self._puzzle.constraints if isinstance(c, (KropkiDot, XV)) and tuple(sorted(c.cells)) == edge]
            if dots:
                self._commit(self._with(remove=dots))
                self._message(f"Removed: {dots[0].describe(n)}")
                return True
            corner = corner_at(self._square(board), n, pos, 0.15)
            quad = self._quadruple_at(corner_cells(*corner, n)) if corner is not None else None
            if quad is not None:  # its circle, not the rules of the cell under it
                self._commit(self._with(remove=[quad]))
                self._message(f"Removed: {quad.describe(n)}")
                return True
            spot = self._outside_at(board, pos)
            if spot is not None:
                self._erase_outside(*spot)
                return True
        cell = self._cell(board, pos)
        if cell is None:
            return True
        self.controller.select(cell)
        if tool in ("odd", "even"):
            self._toggle_parity(cell, tool == "even")
            return True
        if tool in ("minimum", "maximum"):
            self._toggle_extremum(cell, tool == "maximum")
            return True
        if tool == "shade":
            self._press_shade(cell)
            return True
        if tool == "secret_path":
            self._press_secret_path(cell)
            return True
        if tool in INDEXER_TOOLS:
            self._toggle_indexer(cell, INDEXER_TOOLS[tool])
            return True
        if tool == "given_marks":
            self._press_given_marks(cell)
            return True
        if tool == "jigsaw":
            regions = self._puzzle.regions or default_regions(n)
            self._paint_region = self._brush - 1 if self._brush is not None else regions[cell]
        if tool == "killer":
            cage = self._cage_of(cell)
            self._drag_cage = cage
        self._drag = [cell]
        self._drag_pos = QPointF(pos)
        self._wide_bulb = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.controller.changed.emit()
        return True

    def mouse_move(self, board, event: QMouseEvent) -> bool:
        if self._drag is None:
            return False
        if not event.buttons() & Qt.MouseButton.LeftButton or not self.active:
            return False
        if self._tool in LINE_TOOLS:
            if self._line_move(board, QPointF(event.position())):
                self.controller.changed.emit()
            return True
        cell = self._cell(board, event.position())
        if cell is None or cell == self._drag[-1]:
            return True
        n = self._puzzle.size
        if self._tool in LINE_TOOLS and len(self._drag) >= 2 and cell == self._drag[-2]:
            self._drag.pop()  # back over the last cell: off the line
        else:
            if self._tool in CONNECTED_TOOLS:
                steps = _side_steps(self._drag[-1], cell, n, self._free_for_drag)
            else:
                steps = _cells_between(self._drag[-1], cell, n)
            for passed in steps[1:]:
                if not self._extend(passed):
                    break
        self.controller.changed.emit()
        return True

    def _line_move(self, board, pos: QPointF) -> bool:
        """A line drag moved to ``pos``: follow the pointer's way from its last event in small
        steps; a cell is taken once the pointer is well inside it (:func:`_line_cell`), the cells
        a fast drag skips between two taken cells in king steps, and going back into the
        cell before the last takes the last off. True when the line changed."""
        drag = self._drag
        n = self._puzzle.size
        square = self._square(board)
        start = self._drag_pos if self._drag_pos is not None else pos
        self._drag_pos = QPointF(pos)
        if n <= 0 or square.width() <= 0:
            return False
        way = (pos - start) / (square.width() / n)
        steps = max(1, math.ceil(max(abs(way.x()), abs(way.y())) / LINE_SAMPLE))
        before = list(drag)
        for k in range(1, steps + 1):
            cell = _line_cell(square, n, start + (pos - start) * (k / steps), drag[-1])
            if cell is None or cell == drag[-1]:
                continue
            if len(drag) >= 2 and cell == drag[-2]:
                drag.pop()  # back over the last cell: off the line
                continue
            if not all(self._extend(passed) for passed in _cells_between(drag[-1], cell, n)[1:]):
                break
        return drag != before

    def _free_for_drag(self, cell: int) -> bool:
        """False when the drag cannot take ``cell`` (a killer drag: a cell of another cage)."""
        if self._tool != "killer":
            return True
        owner = self._cage_of(cell)
        return owner is None or owner == self._drag_cage

    def _extend(self, cell: int) -> bool:
        """Add ``cell`` to the drag; False when the drag cannot go on through it."""
        drag = self._drag
        n = self._puzzle.size
        if cell in drag:
            return self._tool not in LINE_TOOLS
        if self._tool == "killer":
            owner = self._cage_of(cell)
            if owner is not None and owner != self._drag_cage:
                self._message(f"{cell_name(cell, n)} is in another cage")
                return True
            size = len(set(drag) | set(self._drag_cage.cells if self._drag_cage else ()))
            if size >= n:
                self._note = f"A killer cage has at most {n} cells. "
                self._message(self._note)
                return False
        elif self._tool in LINE_TOOLS and self._tool in ("thermo", "renban") and len(drag) >= n:
            self._message(f"A {self._title()} has at most {n} cells on a {n} x {n} board")
            return False
        drag.append(cell)
        return True

    def mouse_release(self, board, event: QMouseEvent) -> bool:
        if self._drag is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._end_drag()
        return True

    def _end_drag(self) -> None:
        """The drag (of the mouse, or the cells Enter applies the tool to) ends: the tool's rule."""
        cells, self._drag = self._drag, None
        note, self._note = self._note, ""
        cage, self._drag_cage = self._drag_cage, None
        region, self._paint_region = self._paint_region, None
        if not self.active:
            self.controller.changed.emit()
            return
        tool = self._tool
        if tool == "killer":
            self._finish_cage(cells, cage, note)
        elif tool in LINE_TOOLS:
            self._finish_line(cells)
        elif tool == "jigsaw" and region is not None:
            self._finish_regions(cells, region)
        elif tool == "erase":
            self._erase_cells(cells)
        elif tool == "clone":
            self._finish_clone(cells)
        elif tool == "extra_region":
            self._finish_extra_region(cells)
        self.controller.changed.emit()

    # -- the tools --------------------------------------------------------------------------------
    def _title(self) -> str:
        return next(t.label for t in TOOLS if t.name == self._tool)

    def _cage_of(self, cell: int) -> KillerCage | None:
        for c in self._puzzle.constraints:
            if isinstance(c, KillerCage) and cell in c.cells:
                return c
        return None

    def _finish_cage(self, cells: list[int], cage: KillerCage | None, note: str = "") -> None:
        n = self._puzzle.size
        if cage is not None and set(cells) <= set(cage.cells):
            # a click (or a drag inside it) on a cage: pick it to type its sum
            self._cage = cage
            self._buffer = str(cage.total) if cage.total else ""  # typing goes on from the sum
            self._amend_state = None
            self._message(f"{cage.describe(n)}: type the sum (Backspace deletes, Enter ends)")
            return
        if cage is not None:
            new = KillerCage(cage.cells + tuple(c for c in cells if c not in cage.cells), cage.total)
            remove = [cage]
        else:
            new = KillerCage(tuple(cells), 0)
            remove = []
        if not self._valid(new):
            return
        k = len(new.cells)
        low, high = _cage_sums(k, n)
        kept = ""
        if new.total and not low <= new.total <= high:
            # the bigger cage keeps its old sum, as f-puzzles never drops a cage's value (a sum
            # typed next replaces it; the check says the cage cannot make it): said, never lost
            kept = f"; it keeps its sum {new.total}, though {_cells(k)} cannot make it"
        self._commit(self._with(add=[new], remove=remove))
        self._cage = new
        self._buffer = ""
        self._message(f"{note}Killer cage of {_cells(k)}: type the sum ({low} to {high}), Enter ends{kept}")

    def _too_short(self, keys: bool = False) -> str:
        """What a line of one cell is told: drag (``keys``: Shift+arrows, then Enter) through more."""
        tool = self._tool
        what = "from the bulb " if tool in ("thermo", "slow_thermo") else "from the circle " if tool == "arrow" else ""
        name = f"{self._title().removesuffix(' line')} line" if tool != "arrow" else "An arrow"
        article = "" if tool == "arrow" else "An " if name[0] in "AEIOU" else "A "
        how = f"Shift+arrows {what}through the cells, then Enter" if keys else f"drag {what}through the cells"
        return f"{article}{name} needs two or more cells: {how}"

    def _finish_line(self, cells: list[int]) -> None:
        tool = self._tool
        if len(cells) < 2:
            self._message(self._too_short())
            return
        cells_t = tuple(cells)
        if tool == "thermo":
            rule = Thermometer(cells_t)
        elif tool == "arrow":
            bulb = 2 if self._wide_bulb and len(cells_t) >= 3 else 1  # Shift: a 2-cell bulb, read as a number
            # in reading order, as f-puzzles and SudokuPad read a circle (a drag up or left too)
            rule = Arrow(tuple(sorted(cells_t[:bulb])), cells_t[bulb:])
        elif tool == "renban":
            rule = Renban(cells_t)
        elif tool == "whispers":
            rule = Whispers(cells_t)
        elif tool == "region_sum":
            rule = RegionSumLine(cells_t)
        elif tool == "zipper":
            rule = ZipperLine(cells_t)
        elif tool == "between":
            rule = BetweenLine(cells_t)
        elif tool == "slow_thermo":
            rule = SlowThermometer(cells_t)
        elif tool == "entropic":
            rule = EntropicLine(cells_t)
        elif tool == "modular":
            rule = ModularLine(cells_t)
        elif tool == "nabner":
            rule = NabnerLine(cells_t)
        elif tool == "double_arrow":
            rule = DoubleArrow(cells_t)
        else:
            rule = Palindrome(cells_t)
        if not self._valid(rule) or not self._fits(self._with(add=[rule])):  # (region sum: chaos)
            return
        if self._commit(self._with(add=[rule])):
            self._message(f"Added: {rule.describe(self._puzzle.size)}")

    def _finish_clone(self, cells: list[int]) -> None:
        """A drag with the clone tool: the first group, or its copy (as many cells, paired with
        the first group's in reading order), which adds the clone."""
        n = self._puzzle.size
        group = tuple(sorted(set(cells)))
        first = self._clone_first
        if first is None:
            self._clone_first = group
            self._message(f"Clone of {len(group)} cell{'s' if len(group) > 1 else ''}: now drag over the copy, or select it and Enter (Esc: start over)")
            return
        if len(group) != len(first):
            self._message(f"The copy needs {_cells(len(first))}, not {len(group)}: drag again (Esc: start over)")
            return
        rule = Clone(first, group)
        if not self._valid(rule):
            return
        self._clone_first = None
        if self._commit(self._with(add=[rule])):
            self._message(f"Added: {rule.describe(n)}")

    def _toggle_edge(self, edge: tuple[int, int]) -> None:
        tool = self._tool
        if tool == "kropki_white":
            rule = KropkiDot(edge, False)
        elif tool == "kropki_black":
            rule = KropkiDot(edge, True)
        else:
            rule = XV(edge, 10 if tool == "x" else 5)
        n = self._puzzle.size
        there = [c for c in self._puzzle.constraints if isinstance(c, (KropkiDot, XV)) and tuple(sorted(c.cells)) == edge]
        # a mark of the tool's kind (its cells in either order, as a file may list them; a dot
        # with any difference or ratio a file gives it): off
        same = [c for c in there if _same_kind(c, rule)]
        if same:
            self._commit(self._with(remove=same))
            self._message("Removed: " + ", ".join(replace(c, cells=edge).describe(n) for c in same))
            return
        if not self._valid(rule):
            return
        self._commit(self._with(add=[rule], remove=there))
        # another mark there is replaced: the status bar names it (with its value, if a file gave one)
        instead = "".join(f"; replaced: {replace(c, cells=edge).describe(n)}" for c in there)
        self._message(f"Added: {rule.describe(n)}{instead}")

    def _toggle_parity(self, cell: int, even: bool) -> None:
        rule = Parity(cell, even)
        self._toggle_cell_mark(rule, [c for c in self._puzzle.constraints if isinstance(c, Parity) and c.cell == cell])

    def _toggle_extremum(self, cell: int, maximum: bool) -> None:
        rule = Extremum(cell, maximum)
        self._toggle_cell_mark(rule, [c for c in self._puzzle.constraints if isinstance(c, Extremum) and c.cell == cell])

    def _toggle_cell_mark(self, rule, there: list) -> None:
        """A click with Odd, Even, Minimum or Maximum: ``rule`` off when ``there`` (the cell's
        marks of its family) has it, else on in their place; the status bar says which, in the
        words of the Kropki and XV tools."""
        n = self._puzzle.size
        if rule in there:
            self._commit(self._with(remove=[rule]))
            self._message(f"Removed: {rule.describe(n)}")
        else:
            self._commit(self._with(add=[rule], remove=there))
            instead = "".join(f"; replaced: {c.describe(n)}" for c in there)
            self._message(f"Added: {rule.describe(n)}{instead}")

    # shading, the secret path, extra regions, indexers
    def _press_shade(self, cell: int) -> None:
        """Cycle the cell: none, ocean, island, island size clue, none (the Nurikabe rule made
        with the first shaded cell, gone with the last clue)."""
        n = self._puzzle.size
        old = next((c for c in self._puzzle.constraints if isinstance(c, NurikabeSudoku)), None)
        rule = old or NurikabeSudoku()
        shaded, unshaded, sizes = set(rule.shaded), set(rule.unshaded), set(rule.sizes)
        if cell in shaded:
            shaded.discard(cell)
            unshaded.add(cell)
            what = "island"
        elif cell in unshaded:
            unshaded.discard(cell)
            sizes.add(cell)
            what = "an island size clue (its digit counts its island)"
        elif cell in sizes:
            sizes.discard(cell)
            what = "not given"
        else:
            shaded.add(cell)
            what = "ocean"
        new = NurikabeSudoku(tuple(sorted(shaded)), tuple(sorted(unshaded)), tuple(sorted(sizes)), rule.min_island)
        keep = old is None or new != NurikabeSudoku(min_island=rule.min_island) or what != "not given"
        puzzle = self._with(add=[new] if keep else [], remove=[old] if old else [])
        if self._fits(puzzle) and self._commit(puzzle):
            self._message(f"{cell_name(cell, n)}: {what}" + ("" if keep else " (Nurikabe Sudoku off: no clue left)"))

    def _press_secret_path(self, cell: int) -> None:
        n = self._puzzle.size
        old = next((c for c in self._puzzle.constraints if isinstance(c, SecretDirection)), None)
        if old is not None and cell in (old.start, old.goal):
            self._commit(self._with(remove=[old]))
            self._message(f"Removed: {old.describe(n)}")
            return
        start = self._path_start
        if start is None or start == cell:
            self._path_start = cell
            self._message(f"Path from {cell_name(cell, n)}: now click the spot it leads to (or Enter on it)")
            return
        self._path_start = None
        rule = SecretDirection(start, cell)
        puzzle = self._with(add=[rule], remove=[old] if old else [])
        if self._valid(rule) and self._fits(puzzle) and self._commit(puzzle):
            self._message(f"Added: {rule.describe(n)}")

    def _finish_extra_region(self, cells: list[int]) -> None:
        rule = ExtraRegion(tuple(sorted(set(cells))))
        n = self._puzzle.size
        # the same cells again (in any order, as a file may list them): off
        same = [c for c in self._puzzle.constraints if isinstance(c, ExtraRegion) and sorted(c.cells) == list(rule.cells)]
        if same:
            self._commit(self._with(remove=same))
            self._message(f"Removed: {same[0].describe(n)}")
            return
        if self._valid(rule) and self._commit(self._with(add=[rule])):
            self._message(f"Added: {rule.describe(n)}")

    def _toggle_indexer(self, cell: int, axis: str) -> None:
        n = self._puzzle.size
        ours = [c for c in self._puzzle.constraints if isinstance(c, Indexer) and c.axis == axis]
        # the entry holding the cell (f-puzzles may give several of one kind), else the first
        old = next((c for c in ours if cell in c.cells), ours[0] if ours else None)
        cells = set(old.cells) if old else set()
        cells ^= {cell}
        add = [Indexer(tuple(sorted(cells)), axis)] if cells else []
        puzzle = self._with(add=add, remove=[old] if old else [])
        if self._fits(puzzle) and self._commit(puzzle):
            self._message(f"{cell_name(cell, n)}: {'a' if cell in cells else 'no longer a'} {axis} indexer cell")

    # quadruples
    def _quadruple_at(self, cells: tuple[int, ...]) -> Quadruple | None:
        return next((c for c in self._puzzle.constraints if isinstance(c, Quadruple) and c.cells == cells), None)

    def _press_quadruple(self, board, pos: QPointF) -> None:
        n = self._puzzle.size
        spot = corner_at(self._square(board), n, pos)
        if spot is None:
            self._message("Click on the corner where four cells meet")
            self.controller.changed.emit()
            return
        self._start_quadruple(corner_cells(*spot, n))

    def _start_quadruple(self, cells: tuple[int, ...]) -> None:
        """The quadruple on these four cells (a corner clicked, or Enter on a 2 x 2 block):
        its digits are typed next."""
        n = self._puzzle.size
        self._quad = cells
        old = self._quadruple_at(cells)
        self._quad_digits = list(old.values) if old is not None else []
        self._amend_state = None
        where = f"{cell_name(cells[0], n)}-{cell_name(cells[3], n)}"
        self._message(f"Quadruple at {where}: type 1 to 4 digits (Backspace deletes one, Enter ends)")
        self.controller.changed.emit()

    def _set_quad_digits(self, digits: list[int]) -> None:
        """Give the quadruple being typed these digits (none: remove it); one undo step with the
        digits typed before."""
        n = self._puzzle.size
        old = self._quadruple_at(self._quad)
        if not digits:
            self._quad_digits = []
            if old is not None:
                self._commit(self._with(remove=[old]), amend=True)
                self._message(f"Removed: {old.describe(n)}")
            return
        rule = Quadruple(self._quad, tuple(sorted(digits)))
        try:
            rule.validate(n)
        except ValueError as e:
            self._message(str(e))
            return
        self._quad_digits = digits
        self._commit(self._with(add=[rule], remove=[old] if old is not None else []), amend=True)
        self._message(f"{rule.describe(n)} (Enter ends)")

    def _quad_key(self, key) -> bool:
        """A key while a quadruple's digits are typed."""
        if key in (_KEY.Key_Return, _KEY.Key_Enter, _KEY.Key_Escape):
            self._finish()
            self._message("Done")
        elif key in _NUMBER_KEYS:
            self._type_quad(_NUMBER_KEYS[key])
        elif key == _KEY.Key_Backspace:
            self._set_quad_digits(self._quad_digits[:-1])
        elif key == _KEY.Key_Delete:
            self._set_quad_digits([])
            self._finish()
        else:
            return False
        self.controller.changed.emit()
        return True

    def _type_quad(self, digit: int) -> None:
        n = self._puzzle.size
        if not 1 <= digit <= n:
            self._message(f"A quadruple holds digits 1 to {n}")
        elif len(self._quad_digits) >= 4:
            self._message("A quadruple holds at most 4 digits (Backspace deletes one)")
        else:
            self._set_quad_digits(self._quad_digits + [digit])

    # given pencil marks
    def _marks_rule(self) -> GivenCandidates | None:
        return next((c for c in self._puzzle.constraints if isinstance(c, GivenCandidates) and c.cell == self._marks_cell), None)

    def _press_given_marks(self, cell: int) -> None:
        n = self._puzzle.size
        self._marks_cell = cell
        old = self._marks_rule()
        self._marks_order = list(old.digits) if old is not None else []
        self._amend_state = None
        letters = " (10-16: A-G)" if n > 9 else ""
        self._message(f"Given marks of {cell_name(cell, n)}: type digits{letters} to toggle them (Backspace: the last, Delete: all, Enter ends)")
        self.controller.changed.emit()

    def _marks_now(self) -> list[int]:
        """The cell's marks in the order typed, as the puzzle has them now (after an undo too)."""
        old = self._marks_rule()
        have = old.digits if old is not None else ()
        return [d for d in self._marks_order if d in have] + [d for d in have if d not in self._marks_order]

    def _set_marks(self, digits: list[int]) -> None:
        """Give the cell these marks (none: no given marks); one undo step with the marks typed
        since the click."""
        n = self._puzzle.size
        old = self._marks_rule()
        self._marks_order = digits
        if not digits:
            if old is not None:
                self._commit(self._with(remove=[old]), amend=True)
                self._message(f"Removed: {old.describe(n)}")
            return
        rule = GivenCandidates(self._marks_cell, tuple(sorted(digits)))
        if self._valid(rule):
            self._commit(self._with(add=[rule], remove=[old] if old is not None else []), amend=True)
            self._message(f"{rule.describe(n)} (Enter ends)")

    def _toggle_mark(self, digit: int) -> None:
        n = self._puzzle.size
        if not 1 <= digit <= n:
            self._message(f"Marks on a {n} x {n} board are 1 to {n}")
            return
        digits = self._marks_now()
        self._set_marks([d for d in digits if d != digit] if digit in digits else digits + [digit])

    def _marks_key(self, key) -> bool:
        """A key while a cell's given marks are typed."""
        if key in (_KEY.Key_Return, _KEY.Key_Enter, _KEY.Key_Escape):
            self._finish()
            self._message("Done")
        elif key in _NUMBER_KEYS:
            self._toggle_mark(_NUMBER_KEYS[key])
        elif key in _LETTER_REGIONS and self._puzzle.size > 9:
            self._toggle_mark(_LETTER_REGIONS[key])
        elif key == _KEY.Key_Backspace:
            self._set_marks(self._marks_now()[:-1])
        elif key == _KEY.Key_Delete:
            self._set_marks([])
        else:
            return False
        self.controller.changed.emit()
        return True

    # outside clues
    def _press_sandwich(self, row: int, col: int) -> None:
        n = self._puzzle.size
        if row in (-1, n) and 0 <= col < n:
            target = ("sandwich", col, True)
        elif col in (-1, n) and 0 <= row < n:
            target = ("sandwich", row, False)
        else:
            self._message("A sandwich clue stands beside a row or a column, not at a corner")
            return
        self._outside = target
        old = self._outside_rule()
        self._buffer = str(old.total) if old is not None else ""  # typing goes on from the sum
        self._amend_state = None
        where = f"{'column' if target[2] else 'row'} {target[1] + 1}"
        self._message(f"Sandwich sum of {where}: type it (Backspace deletes, Enter ends)")

    def _little_killers_at(self, row: int, col: int) -> list[LittleKiller]:
        return [c for c in self._puzzle.constraints if isinstance(c, LittleKiller) and (c.row, c.col) == (row, col)]

    def _press_little_killer(self, row: int, col: int, *, turn: bool = False) -> None:
        n = self._puzzle.size
        directions = little_killer_directions(row, col, n)
        if not directions:
            self._message("No diagonal enters the grid from there")
            return
        there = self._little_killers_at(row, col)
        if turn and self._outside is not None and self._outside[:3] == ("littlekiller", row, col):
            old = self._outside[3]
            new = directions[(directions.index(old) + 1) % len(directions)] if old in directions else directions[0]
            self._outside = ("littlekiller", row, col, new)
            clue = next((c for c in there if c.direction == old), None)
            if clue is not None and new != old:
                turned = LittleKiller(row, col, new, clue.total)
                if self._valid(turned):
                    self._commit(self._with(add=[turned], remove=[clue]), amend=True)
                else:
                    self._outside = ("littlekiller", row, col, old)
                    return
            self._message(f"Little killer arrow points {new}: type the sum")
            return
        direction = there[0].direction if there else directions[0]
        self._outside = ("littlekiller", row, col, direction)
        self._buffer = str(there[0].total) if there else ""  # typing goes on from the sum
        self._amend_state = None
        self._message(f"Little killer pointing {direction}: type the sum; click again or Space turns the arrow")

    def _press_side(self, tool: str, row: int, col: int) -> None:
        """An X-sum or skyscraper clue: beside a row or column, on any side."""
        n = self._puzzle.size
        cls = SIDE_TOOLS[tool]
        probe = cls(row, col, 1)
        if probe.side(n) is None:
            self._message(f"{cls.title} clues stand beside a row or a column, not at a corner")
            return
        self._outside = (cls.rule, row, col)
        old = self._outside_rule()
        self._buffer = str(old.total) if old is not None else ""  # typing goes on from the clue
        self._amend_state = None
        what = "how many digits are seen" if cls is Skyscraper else "the sum of the first X cells"
        self._message(f"{cls.title} of {probe.line_name(n)}: type {what} (Backspace deletes, Enter ends)")

    def _outside_rule(self):
        """The clue committed for the outside position being typed (None: none yet)."""
        target = self._outside
        if target is None:
            return None
        for c in self._puzzle.constraints:
            if target[0] == "sandwich" and isinstance(c, SandwichSum) and (c.index, c.column) == target[1:]:
                return c
            if target[0] == "littlekiller" and isinstance(c, LittleKiller) and (c.row, c.col, c.direction) == target[1:]:
                return c
            if isinstance(c, (XSum, Skyscraper)) and (c.rule, c.row, c.col) == target:
                return c
        return None

    def _set_outside_total(self, total: int | None) -> list:
        """Give the outside clue being typed the sum ``total`` (None: remove it); a clue of
        another kind drawn in the same square outside the grid gives way to it (as another mark
        on an edge does): those replaced are returned."""
        target = self._outside
        old = self._outside_rule()
        if total is None:
            if old is not None:
                self._commit(self._with(remove=[old]), amend=True)
            return []
        rule = _outside_clue(target, total)
        try:
            rule.validate(self._puzzle.size)
        except ValueError as e:
            self._message(f"{e} (type on)")
            return []
        square = _outside_square(rule)
        crowd = [c for c in self._puzzle.constraints if c != old and _outside_square(c) == square]
        self._commit(self._with(add=[rule], remove=([old] if old is not None else []) + crowd), amend=True)
        return crowd

    def _erase_outside(self, row: int, col: int) -> None:
        n = self._puzzle.size
        gone = list(self._little_killers_at(row, col))
        gone += [c for c in self._puzzle.constraints if isinstance(c, (XSum, Skyscraper)) and (c.row, c.col) == (row, col)]
        for c in self._puzzle.constraints:
            if isinstance(c, SandwichSum):
                # drawn above its column (left of its row); a click on the other side takes it
                # only when no clue is drawn there
                if (row, col) == _outside_square(c) or not gone and (
                    c.column and row == n and col == c.index or not c.column and col == n and row == c.index
                ):
                    gone.append(c)
        if gone:
            self._commit(self._with(remove=gone))
            self._message(f"Removed {len(gone)} clue{'s' if len(gone) > 1 else ''} outside the grid")
        else:
            self._message("No clue there")

    def _erase_cells(self, cells: list[int]) -> None:
        hit = set(cells)
        kept, gone, trimmed = [], [], 0
        for c in self._puzzle.constraints:
            rest = _without_cells(c, hit)
            if rest is c:
                kept.append(c)
            elif rest is None:
                gone.append(c)
            else:  # the indexer cells or shading clues of one rule: only those erased go
                kept.append(rest)
                trimmed += 1
        if not gone and not trimmed:
            self._message("No rule drawn there")
            return
        self._commit(self._puzzle.replace(constraints=tuple(kept)))
        n = self._puzzle.size
        if trimmed:
            where = cell_name(cells[0], n) if len(hit) == 1 else f"{len(hit)} cells"
            self._message(f"Removed the rules on {where}")
        else:
            self._message(f"Removed: {gone[0].describe(n)}" if len(gone) == 1 else f"Removed {len(gone)} rules")

    # jigsaw regions
    def _finish_regions(self, cells: list[int], region: int) -> None:
        puzzle = self._puzzle
        n = puzzle.size
        regions = list(puzzle.regions or default_regions(n))
        for i in cells:
            regions[i] = region
        new = tuple(regions)
        if new == default_regions(n):
            new = ()
        if new and any(isinstance(c, DisjointGroups) for c in puzzle.constraints):
            self._message(f"{JIGSAW_MESSAGE}: turn Disjoint groups off before painting regions")
            return
        for c in puzzle.constraints if new else ():  # rules that cannot go with jigsaw regions
            if getattr(c, "replaces_boxes", False) or getattr(c, "needs_boxes", False):
                why = "finds its own regions" if getattr(c, "replaces_boxes", False) else "needs the boxes"
                self._message(f"{c.title} {why}: remove it before painting regions")
                return
        if self._commit(puzzle.replace(regions=new)):
            self._message(region_report(self._puzzle))

    # -- keys -------------------------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        """A key on the board; True when the tool took it."""
        if not self.active:
            return False
        if self._step_back(event):
            return True
        if event.modifiers() & _COMMAND:
            return False
        key = event.key()
        tool = self._tool
        if key in _ARROW_KEYS and self._drag is None and (
            self._cage is not None or self._outside is not None or self._quad is not None or self._marks_cell is not None
        ):
            # the cursor moves on: what was typed (a sum, a quadruple's digits, given marks) ends
            # as Enter ends it, so Enter on the next cell starts the next (not "Done" first)
            said = self._cage_end_message() or self._outside_end_message()
            self._finish()
            if said:
                self._message(said)
            self.controller.changed.emit()
            return False  # (the board moves the cursor)
        if self._quad is not None and tool == "quadruple" and self._quad_key(key):
            return True
        if self._marks_cell is not None and tool == "given_marks" and self._marks_key(key):
            return True
        typing_to = self._cage is not None or self._outside is not None
        if key == _KEY.Key_Escape and tool == "clone" and self._clone_first is not None:
            self._clone_first = None
            self.controller.changed.emit()
            self._message("Clone: drag over the first group")
            return True
        if key == _KEY.Key_Escape:
            if tool == "jigsaw" and self._brush is not None:
                self._brush = None
                self.changed.emit()
                self.controller.changed.emit()
                self._message("Jigsaw: a drag paints the region of its first cell")
                return True
            if typing_to or self._drag is not None:
                self._finish()
                self.controller.changed.emit()
                return True
            return False
        if key in (_KEY.Key_Return, _KEY.Key_Enter) and not typing_to and self._drag is None:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            return self.apply_to_selection(other_side=shift)
        if tool == "jigsaw":
            k = _NUMBER_KEYS.get(key) or _LETTER_REGIONS.get(key)
            n = self._puzzle.size
            if k:
                if k > n:
                    self._message(f"A {n} x {n} board has regions 1 to {n}")
                else:
                    self._brush = k
                    self.changed.emit()
                    self.controller.changed.emit()
                    self._message(f"Jigsaw: drags paint region {k} (Esc: the region of the drag's first cell)")
                return True
            return False
        if not typing_to:
            if tool == "little_killer" and key == _KEY.Key_Space:
                self._message("Click outside the grid first")
                return True
            return False
        if key in (_KEY.Key_Return, _KEY.Key_Enter):
            said = self._cage_end_message() or self._outside_end_message()
            self._finish()
            self.controller.changed.emit()
            self._message(said or "Done")
            return True
        if key == _KEY.Key_Space and self._outside is not None and self._outside[0] == "littlekiller":
            self._press_little_killer(*self._outside[1:3], turn=True)
            self.controller.changed.emit()
            return True
        if key in _NUMBER_KEYS:
            self._type(str(_NUMBER_KEYS[key]))
            return True
        if key == _KEY.Key_Backspace:
            self._type(None)
            return True
        if key == _KEY.Key_Delete:
            self._delete_current()
            return True
        return False

    def _step_back(self, event: QKeyEvent) -> bool:
        """A line's cells selected with Shift+arrows (Ctrl+arrows, Shift+Home, End, Page Up, Page
        Down): the key that moves the cursor back onto the cell before it takes the cursor's cell
        off the line, as a drag going back over its last cell does. True when it did."""
        if self._tool not in LINE_TOOLS or self._drag is not None:
            return False
        key = event.key()
        mods = event.modifiers()
        command = mods & _COMMAND
        shift = not command and mods & Qt.KeyboardModifier.ShiftModifier
        if key in _BOARD_ARROWS and (shift or command == Qt.KeyboardModifier.ControlModifier):
            drow, dcol = _BOARD_ARROWS[key]
        elif key in _BOARD_DIAGONALS and shift:
            drow, dcol = _BOARD_DIAGONALS[key]
        else:
            return False
        ctl = self.controller
        n = self._puzzle.size
        cells = self.selected_in_order()
        cursor = ctl.selected
        if len(cells) < 2 or cells[-1] != cursor:
            return False
        row, col = divmod(cursor, n)
        row, col = row + drow, col + dcol
        if not (0 <= row < self._puzzle.height and 0 <= col < n) or row * n + col != cells[-2]:
            return False
        ctl.set_selection(ctl.selection - {cursor}, cells[-2])
        return True

    def apply_to_selection(self, other_side: bool = False) -> bool:
        """Enter on the board: the tool on the selected cells, in the order they were selected
        (the arrows' path with Shift), as a drag or a click with the mouse would use it, so the
        palette needs no mouse. Killer cage, the lines, Clone, Extra region, Jigsaw regions and
        Erase: the cells as a drag over them (the cage's sum is typed next); Kropki, X and V: the
        line between two selected cells side by side; Quadruple: the corner of a selected 2 x 2
        block; Odd, Even, Minimum, Maximum and the indexers: every selected cell, one undo step
        (taken off when all have it); Shade, Secret path, Given marks: the cursor's cell; the clues
        outside the grid: by the cursor's column at its nearer end (``other_side``, Shift+Enter: by
        its row). ``other_side`` gives an arrow a two-cell circle. False when no tool is active."""
        if not self.active:
            return False
        ctl = self.controller
        tool = self._tool
        n = self._puzzle.size
        cells = self.selected_in_order()
        cursor = ctl.selected
        self._finish()
        if tool in OUTSIDE_TOOLS:  # (a little killer: the diagonal through the cursor, see below)
            row, col = divmod(cursor, n)
            if other_side:
                col = -1 if col <= (n - 1) / 2 else n
            else:
                row = -1 if row <= (n - 1) / 2 else n
            if tool == "sandwich":
                self._press_sandwich(row, col)
            elif tool in SIDE_TOOLS:
                self._press_side(tool, row, col)
            else:
                self._little_killer_through(cursor, down_right=not other_side)
        elif tool in EDGE_TOOLS:
            pair = tuple(sorted(set(cells)))
            if len(pair) == 2 and (pair[1] - pair[0] == n or pair[1] - pair[0] == 1 and pair[1] % n):
                self._toggle_edge(pair)
            else:
                self._message(f"{self._title()}: select the two cells either side of the line (Shift+arrow), then Enter")
        elif tool == "quadruple":
            block = sorted(set(cells))
            top = block[0] if block else 0
            row, col = divmod(top, n)
            if len(block) == 4 and row < n - 1 and col < n - 1 and tuple(block) == corner_cells(row, col, n):
                self._start_quadruple(corner_cells(row, col, n))
            else:
                self._message("Quadruple: select the four cells around the corner (a 2 x 2 block), then Enter")
        elif tool in ("odd", "even", "minimum", "maximum"):
            self._toggle_cell_marks(cells)
        elif tool in INDEXER_TOOLS:
            if len(cells) == 1:
                self._toggle_indexer(cells[0], INDEXER_TOOLS[tool])
            else:
                self._toggle_indexer_cells(cells, INDEXER_TOOLS[tool])
        elif tool == "shade":
            self._press_shade(cursor)
        elif tool == "secret_path":
            self._press_secret_path(cursor)
        elif tool == "given_marks":
            self._press_given_marks(cursor)
        else:  # the tools of a drag: the cells in order, as a drag through them
            first = cells[0]
            if tool == "jigsaw":
                regions = self._puzzle.regions or default_regions(n)
                self._paint_region = self._brush - 1 if self._brush is not None else regions[first]
            if tool == "killer":
                self._drag_cage = self._cage_of(first)
            self._drag = [first]
            self._wide_bulb = other_side
            if tool in LINE_TOOLS and len(cells) < 2:
                self._drag = None
                self._drag_cage = self._paint_region = None
                self._message(self._too_short(keys=True))
                ctl.changed.emit()
                return True
            if tool in LINE_TOOLS and any(not _touching(a, b, n) for a, b in zip(cells, cells[1:])):
                self._drag = None
                self._drag_cage = self._paint_region = None
                self._message(f"{self._title()}: its cells go side by side or corner to corner; select them in order with Shift+arrows")
                ctl.changed.emit()
                return True
            for cell in cells[1:]:
                if not self._extend(cell):
                    break
            self._end_drag()
            return True
        ctl.changed.emit()
        return True

    def _little_killer_through(self, cell: int, down_right: bool) -> None:
        """Enter with the little killer tool: the clue on the diagonal through ``cell`` running
        down and right (``down_right``; else down and left), outside the grid at the diagonal's
        end nearer ``cell`` (midway: the top end), its arrow pointing along it; a diagonal with a
        clue at one of its ends takes that clue. So every square a click reaches is reached with
        the keys (as a sandwich clue goes at the nearer end), the grid's corners too."""
        n = self._puzzle.size
        r, c = divmod(cell, n)
        if down_right:
            up, down = min(r, c) + 1, min(n - 1 - r, n - 1 - c) + 1  # the steps to each end
            top, bottom = (r - up, c - up, "DR"), (r + down, c + down, "UL")
        else:
            up, down = min(r, n - 1 - c) + 1, min(n - 1 - r, c) + 1
            top, bottom = (r - up, c + up, "DL"), (r + down, c - down, "UR")
        clued = [end for end in (top, bottom) if any(x.direction == end[2] for x in self._little_killers_at(*end[:2]))]
        row, col, direction = clued[0] if len(clued) == 1 else bottom if down < up else top
        self._press_little_killer(row, col)
        target = self._outside
        if target is None or target[3] == direction or direction not in little_killer_directions(row, col, n):
            return
        same = [c for c in self._little_killers_at(row, col) if c.direction == direction]
        self._outside = ("littlekiller", row, col, direction)
        self._buffer = str(same[0].total) if same else ""
        self._message(f"Little killer pointing {direction}: type the sum; Space turns the arrow")

    def _toggle_cell_marks(self, cells: list[int]) -> None:
        """Enter with Odd, Even, Minimum or Maximum: one cell as its click; several: the mark on
        each (the other of the pair there replaced), or off them all when all have it; one step."""
        tool = self._tool
        if len(cells) == 1:
            if tool in ("odd", "even"):
                self._toggle_parity(cells[0], tool == "even")
            else:
                self._toggle_extremum(cells[0], tool == "maximum")
            return
        if tool in ("odd", "even"):
            cls, make = Parity, (lambda c: Parity(c, tool == "even"))
        else:
            cls, make = Extremum, (lambda c: Extremum(c, tool == "maximum"))
        wanted = [make(c) for c in cells]
        if all(rule in self._puzzle.constraints for rule in wanted):
            self._commit(self._with(remove=wanted))
            self._message(f"Removed: {self._title()} from {_cells(len(cells))}")
            return
        there = [c for c in self._puzzle.constraints if isinstance(c, cls) and c.cell in set(cells)]
        self._commit(self._with(add=wanted, remove=there))
        self._message(f"Added: {self._title()} on {_cells(len(cells))}")

    def _toggle_indexer_cells(self, cells: list[int], axis: str) -> None:
        """Enter with an indexer tool on several cells: each becomes an indexer cell, or (when all
        are) none of them is; one undo step."""
        ours = [c for c in self._puzzle.constraints if isinstance(c, Indexer) and c.axis == axis]
        marked = {i for c in ours for i in c.cells}
        on = not set(cells) <= marked
        kept = [Indexer(rest, axis) for c in ours if (rest := tuple(i for i in c.cells if i not in cells))]
        if on:
            first = kept[0] if kept else Indexer((), axis)
            merged = Indexer(tuple(sorted(set(first.cells) | set(cells))), axis)
            kept = [merged] + kept[1:]
        puzzle = self._with(add=kept, remove=ours)
        if self._fits(puzzle) and self._commit(puzzle):
            self._message(f"{_cells(len(cells))}: {'' if on else 'no longer '}{axis} indexer cells")

    def type_digit(self, digit: int) -> bool:
        """A digit from the number pad: into the sum being typed (10-16 as two figures), or
        (jigsaw) the region to paint; False when the tool has no use for it (it then sets a
        given as usual)."""
        if not self.active:
            return False
        if self._tool == "jigsaw" and 1 <= digit <= self._puzzle.size:
            self._brush = digit
            self.changed.emit()
            self.controller.changed.emit()
            self._message(f"Jigsaw: drags paint region {digit} (Esc: the region of the drag's first cell)")
            return True
        if self._quad is not None and self._tool == "quadruple":
            self._type_quad(digit)
            self.controller.changed.emit()
            return True
        if self._marks_cell is not None and self._tool == "given_marks":
            self._toggle_mark(digit)
            self.controller.changed.emit()
            return True
        if self._cage is not None or self._outside is not None:
            for figure in str(digit):  # the pad's 10-16 on a 16 x 16 board: its two figures
                self._type(figure)
            return True
        return False

    def _cage_end_message(self) -> str:
        """What Enter says when a cage's sum is typed and not all is well (else "", "Done"): the
        sum typed last was not taken (no cage of its cells can have it), or the cage keeps a sum
        its cells cannot make; the cage named, with the sums its cells can make."""
        cage = self._cage
        if cage is None:
            return ""
        n = self._puzzle.size
        k = len(cage.cells)
        low, high = _cage_sums(k, n)
        typed = int(self._buffer) if self._buffer else 0
        if typed and typed != cage.total:
            if not cage.total:
                rest = "the cage has no sum"
            elif low <= cage.total <= high:
                rest = f"its sum stays {cage.total}"
            else:
                rest = f"its sum {cage.total} cannot be made either"
            return f"{cage.describe(n)}: {typed} is not a possible sum of its {_cells(k)} ({low} to {high}), so it was not taken; {rest}"
        if cage.total and not low <= cage.total <= high:
            they = "it makes" if k == 1 else "they make"
            return f"{cage.describe(n)}: {_cells(k)} cannot make {cage.total} ({they} {low} to {high})"
        return ""

    def _outside_end_message(self) -> str:
        """What Enter says when a clue outside the grid was typed and the value typed last was
        not taken (a sandwich, X-sum, skyscraper or little killer clue no line can have): the
        clue named, with what it keeps; else ""."""
        if self._outside is None or not self._buffer:
            return ""
        typed = int(self._buffer)
        rule = self._outside_rule()
        if rule is not None and rule.total == typed:
            return ""
        n = self._puzzle.size
        probe = _outside_clue(self._outside, typed)
        try:
            probe.validate(n)
            return ""  # (taken after all)
        except ValueError as e:
            reason = str(e)
        rest = f"it stays {rule.describe(n)}" if rule is not None else "no clue was drawn"
        return f"{typed} was not taken ({reason}); {rest}"

    def _max_total(self) -> int:
        n = self._puzzle.size
        if self._cage is not None:
            return _cage_sums(len(self._cage.cells), n)[1]
        if self._outside[0] == "sandwich":
            return n * (n + 1) // 2 - 1 - n
        if self._outside[0] in ("xsum", "skyscraper"):
            return n * (n + 1) // 2 if self._outside[0] == "xsum" else n
        cells = LittleKiller(*self._outside[1:], 0).diagonal(n)
        return n * len(cells)

    def _type(self, digit: str | None) -> None:
        """A digit typed (None: Backspace) into the sum being typed."""
        if digit is None:
            self._buffer = self._buffer[:-1]
        else:
            buffer = (self._buffer + digit).lstrip("0") or "0"
            if int(buffer) > self._max_total():
                buffer = digit  # beyond any sum: a new number starts
            self._buffer = buffer
        total = int(self._buffer) if self._buffer else None
        n = self._puzzle.size
        if self._cage is not None:
            cage = self._cage
            low, high = _cage_sums(len(cage.cells), n)
            value = total or 0
            if value and not low <= value <= high:
                self._message(f"Killer cage of {_cells(len(cage.cells))}: {value} is not a possible sum ({low} to {high})")
                self.controller.changed.emit()
                return
            new = KillerCage(cage.cells, value)
            if cage in self._puzzle.constraints:
                self._commit(self._with(add=[new], remove=[cage]), amend=True)
            self._cage = new
            self._message(f"{new.describe(n)} (Enter ends)")
        else:
            replaced = self._set_outside_total(total)
            rule = self._outside_rule()
            if rule is not None and total is not None and rule.total == total:
                instead = "".join(f"; replaced: {c.describe(n)}" for c in replaced)
                self._message(f"{rule.describe(n)} (Enter ends{instead})")
            elif total is None:
                self._message("Clue removed" if digit is None else "")
        self.controller.changed.emit()

    def _delete_current(self) -> None:
        n = self._puzzle.size
        if self._cage is not None:
            if self._cage in self._puzzle.constraints:
                self._commit(self._with(remove=[self._cage]), amend=True)
                self._message(f"Removed: {self._cage.describe(n)}")
        else:
            old = self._outside_rule()
            if old is not None:
                self._commit(self._with(remove=[old]), amend=True)
                self._message(f"Removed: {old.describe(n)}")
        self._finish()
        self.controller.changed.emit()

    # -- drawing what is being drawn ----------------------------------------------------------------
    def paint(self, painter: QPainter, board) -> None:
        """Draw over the board what the tool is drawing: the drag's cells, the cage or clue whose
        sum is typed, and (jigsaw) the region numbers."""
        if not self.active:
            return
        puzzle = self._puzzle
        n = puzzle.size
        square = self._square(board)
        if square.width() <= 0:
            return
        cell = square.width() / n
        accent = QColor(0, 120, 215)
        fill = QColor(accent)
        fill.setAlpha(60)
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            if self._tool == "jigsaw":
                self._paint_regions(painter, square, cell)
            cells = list(self._drag or ())
            if self._drag_cage is not None:
                cells = list(self._drag_cage.cells) + [c for c in cells if c not in self._drag_cage.cells]
            if self._cage is not None and self._drag is None:
                cells = list(self._cage.cells)
            if self._quad is not None:
                cells = list(self._quad)
            if self._marks_cell is not None:
                cells = [self._marks_cell]
            if self._tool == "clone" and self._clone_first:
                cells = list(self._clone_first) + cells
            for i in cells:
                painter.fillRect(cell_rect(square, n, i), fill)
            if self._tool in LINE_TOOLS and len(cells) >= 2:
                path = QPainterPath(cell_rect(square, n, cells[0]).center())
                for i in cells[1:]:
                    path.lineTo(cell_rect(square, n, i).center())
                painter.setPen(QPen(accent, max(2.0, cell * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path)
            if self._outside is not None:
                self._paint_outside(painter, square, cell, accent, fill)
            if self._buffer and self._cage is not None and self._cage.cells:
                first = min(self._cage.cells)
                box = cell_rect(square, n, first)
                self._paint_typed(painter, QRectF(box.left() + 1, box.top() + 1, cell * 0.6, cell * 0.4), accent)
        finally:
            painter.restore()

    def _paint_typed(self, painter: QPainter, box: QRectF, accent: QColor) -> None:
        painter.fillRect(box, QColor(255, 255, 255, 220))
        painter.setPen(QPen(accent, 1.5))
        painter.drawRect(box)
        font = QFont()
        font.setPixelSize(max(6, int(box.height() * 0.8)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._buffer + "_")

    def _paint_outside(self, painter: QPainter, square: QRectF, cell: float, accent: QColor, fill: QColor) -> None:
        target = self._outside
        if target[0] == "sandwich":
            _kind, index, column = target
            row, col = (-1, index) if column else (index, -1)
        elif target[0] in ("xsum", "skyscraper"):
            _kind, row, col = target
        else:
            _kind, row, col, direction = target
        box = QRectF(square.left() + col * cell, square.top() + row * cell, cell, cell)
        painter.fillRect(box, fill)
        painter.setPen(QPen(accent, 2.0))
        painter.drawRect(box.adjusted(1, 1, -1, -1))
        if target[0] == "littlekiller":
            dr, dc = DIRECTIONS[direction]
            c = box.center()
            tip = QPointF(c.x() + dc * cell * 0.45, c.y() + dr * cell * 0.45)
            painter.drawLine(c, tip)
        if self._buffer:
            self._paint_typed(painter, QRectF(box.left() + cell * 0.15, box.top() + cell * 0.3, cell * 0.7, cell * 0.4), accent)

    def _paint_regions(self, painter: QPainter, square: QRectF, cell: float) -> None:
        puzzle = self._puzzle
        n = puzzle.size
        regions = puzzle.regions or default_regions(n)
        painting = self._paint_region if self._paint_region is not None else (self._brush - 1 if self._brush else None)
        font = QFont()
        font.setPixelSize(max(6, int(cell * 0.22)))
        painter.setFont(font)
        brush_fill = QColor(255, 170, 0, 70)
        for i in range(n * n):
            box = cell_rect(square, n, i)
            region = regions[i]
            if self._drag is not None and self._paint_region is not None and i in self._drag:
                region = self._paint_region
            if painting is not None and region == painting:
                painter.fillRect(box, brush_fill)
            painter.setPen(QColor(90, 90, 90))
            label = QRectF(box.left(), box.top() + box.height() * 0.62, box.width() - cell * 0.06, box.height() * 0.36)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(region + 1))


def region_report(puzzle: Puzzle) -> str:
    """What the jigsaw regions still need: each region must have n cells."""
    n = puzzle.size
    if not puzzle.regions:
        return "Regions: the usual boxes"
    parts = region_faults(n, puzzle.regions)
    if not parts:
        return f"Jigsaw regions: {n} regions of {n} cells"
    return f"Regions: {', '.join(parts)} (each needs {n} cells)"
