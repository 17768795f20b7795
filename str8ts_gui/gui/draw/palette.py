"""The board's colours: one light and one dark palette, and the WCAG contrast ratio.

Every colour :func:`str8ts_gui.gui.board.render.render_board` draws comes from a :class:`BoardPalette`.
The window draws with :data:`DARK` when its own palette is dark; pictures, PDFs and printing
always use :data:`LIGHT` (paper is white).

The highlights come in a few families, each with one meaning (the legend, View > Highlight
Legend, names them all):

* blue: the selected cell (outline; dashed in pencil mode; paler while the window's board does
  not have the keyboard, :func:`idle_palette`);
* green: the focus digit (cells holding it, and its candidates, bold), a hint's placed digit and
  the candidates its step is made of (each on a green disc, as HoDoKu draws them);
* red: mistakes -- a broken rule (red digits, light red cell), Check's finds (red frame along
  the cell's edge), a hint's removed candidate (struck out);
* amber: a hint or a step of the solution path (the step's cells, where to look, and the
  frame around the board while a step is shown instead of your board);
* orange ring: clues that cannot all hold (no solution); violet: cells that differ between
  two solutions (several solutions);
* cyan: the open cells that show exactly two candidates (View > Two-Candidate Cells, HoDoKu's
  bivalue filter: the cells XY-wings and chains are made of); the window's board only, never
  in pictures, PDFs or prints.

Contrast (WCAG 2.x AA): every text colour has at least 4.5:1 against every cell fill it can be
drawn on (:func:`text_pairs`; the pencil marks on a pattern candidate's disc too), and on the
Sudoku variant shapes and lines drawn under the digits (:func:`variant_text_pairs`,
:func:`line_text_pairs`); the outlines, frames and rings, and the
edges of those shapes and lines, at least 3:1 against the cells they are drawn on
(:func:`graphic_pairs`); the tests compute them all.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor

__all__ = [
    "BoardPalette", "DARK", "IDLE_BLEND", "LIGHT", "LINES", "PAINT_NAMES", "contrast_ratio", "graphic_pairs", "idle_palette", "line_body",
    "line_text_pairs", "paint_colours", "palette_for", "text_pairs",
]


class BoardPalette(NamedTuple):
    """The colours of one look (hex strings; :meth:`colour` gives a QColor). A named tuple (as
    immutable as a frozen dataclass, compared and hashed alike): Python 3.11 builds the
    dataclass of these 60-odd fields in about 5 ms at every start of the window, the tuple in 1."""

    name: str
    # -- cell fills: open (white) cells and black cells ------------------------------------------
    cell: str
    black: str
    selected: str
    selected_black: str
    violation: str
    violation_black: str
    hint: str
    hint_black: str
    area: str  # where a hint says to look (open cells only)
    differ: str
    differ_black: str
    focus: str  # cells holding the focus digit
    focus_black: str
    focus_candidate: str  # open cells where the focus digit is still a candidate
    pair: str  # open cells that show exactly two candidates (View > Two-Candidate Cells)
    pattern: str  # a disc behind a candidate a hint's step is made of (the marks are drawn on it)
    # -- text on open cells ------------------------------------------------------------------------
    clue: str
    entry: str
    mistake: str  # a digit that breaks a rule
    placed: str  # the digit a hint places
    mark: str  # the player's pencil marks
    auto_mark: str  # candidates shown for the player (Show Candidates, a hint's candidates)
    struck: str  # a candidate a hint removes
    focus_mark: str  # the focus digit among the pencil marks
    # -- text on black cells ---------------------------------------------------------------------
    clue_on_black: str
    mistake_on_black: str
    # -- lines and outlines ----------------------------------------------------------------------
    grid: str
    frame: str  # the board's outer border
    box_line: str  # Sudoku box borders
    select_outline: str
    select_outline_on_black: str
    conflict: str  # the ring around clues that cannot all hold
    wrong: str  # Check's frame
    uncertain: str  # a dashed frame: a cell the picture reader was not sure of
    preview_frame: str  # the outer border while a step of the solution path is shown
    # -- Sudoku variant rules (gui/draw/sudoku_variants; f-puzzles' look) ------------------------
    # Shapes and lines under the digits have a body the digits read on (4.5:1, as on the cell)
    # and an edge that stands out from the cell (3:1): no one colour can do both.
    cage: str  # killer cages: the dashed outline and the sum
    thermo: str  # thermometers (opaque, under the digits: text stays readable on it)
    thermo_edge: str  # their outline
    arrow: str  # arrows: the bulb's circle, the line and its head
    diagonal: str  # X-Sudoku's diagonals
    parity: str  # odd (circle) and even (square) cells, filled
    parity_edge: str  # their outline
    kropki_white: str  # a white dot's fill
    kropki_black: str  # a black dot's fill
    kropki_edge: str  # the outline of either dot
    xv: str  # the X and V letters
    renban: str  # lines drawn with LINE_OPACITY: renban purple, whispers green, palindrome grey
    whispers: str
    palindrome: str
    region_sum: str  # region sum lines (light blue) and zipper lines (lavender), as f-puzzles
    zipper: str
    entropic: str  # entropic lines (orange)
    modular: str  # modular lines (teal) and nabner lines (khaki), as f-puzzles
    nabner: str
    renban_edge: str  # each line's outline (opaque)
    whispers_edge: str
    palindrome_edge: str
    region_sum_edge: str
    zipper_edge: str
    entropic_edge: str
    modular_edge: str
    nabner_edge: str
    outside_clue: str  # sandwich and little killer clues outside the grid (on the background)
    rule_caption: str  # the note naming rules of the whole board (anti-knight, ...)

    def colour(self, name: str) -> QColor:
        return QColor(getattr(self, name))


LIGHT = BoardPalette(
    name="light",
    cell="#ffffff",
    black="#111111",
    selected="#d6e6ff",
    selected_black="#243d63",
    violation="#ffdada",
    violation_black="#5c1616",
    hint="#ffe08a",
    hint_black="#4f3e08",
    area="#fff3c4",
    differ="#dccaf7",
    differ_black="#3e2b5c",
    focus="#b9e6c6",
    focus_black="#1b4a2a",
    focus_candidate="#e4f6e9",
    pair="#c4eef4",
    pattern="#7ee89a",
    clue="#000000",
    entry="#1a55a8",
    mistake="#b3121a",
    placed="#11612a",
    mark="#3b3b3b",
    auto_mark="#575757",
    struck="#b3121a",
    focus_mark="#0d5424",
    clue_on_black="#ffffff",
    mistake_on_black="#ffa0a0",
    grid="#888888",
    frame="#000000",
    box_line="#000000",
    select_outline="#1f6feb",
    select_outline_on_black="#6aa8ff",
    conflict="#cc6600",
    wrong="#b3121a",
    uncertain="#c25e00",
    preview_frame="#a86b00",
    cage="#1e1e1e",
    thermo="#d0d0d0",
    thermo_edge="#7a7a7a",
    arrow="#7a7a7a",
    diagonal="#5b87c4",
    parity="#d0d0d0",
    parity_edge="#7a7a7a",
    kropki_white="#ffffff",
    kropki_black="#000000",
    kropki_edge="#000000",
    xv="#000000",
    renban="#e3a6e3",
    whispers="#6fd66f",
    palindrome="#b5b5b5",
    region_sum="#2ecbff",
    zipper="#cea9ea",
    entropic="#f5a623",
    modular="#6fd6c9",
    nabner="#c9c883",
    renban_edge="#a855a8",
    whispers_edge="#2f8f2f",
    palindrome_edge="#7a7a7a",
    region_sum_edge="#1a7fb0",
    zipper_edge="#8a5cc0",
    entropic_edge="#a86400",
    modular_edge="#177a6e",
    nabner_edge="#6b6a2a",
    outside_clue="#000000",
    rule_caption="#4a4a4a",
)

DARK = BoardPalette(
    name="dark",
    cell="#3a3d43",
    black="#060606",
    selected="#21406a",
    selected_black="#1a3050",
    violation="#5e2429",
    violation_black="#3f1013",
    hint="#4d3f0f",
    hint_black="#30270a",
    area="#3d3822",
    differ="#47376b",
    differ_black="#2a1f40",
    focus="#1a472c",
    focus_black="#123520",
    focus_candidate="#2b4233",
    pair="#0d414b",
    pattern="#0e5025",
    clue="#f5f5f5",
    entry="#9cc4ff",
    mistake="#ff8a8a",
    placed="#86e8a2",
    mark="#d0d3d8",
    auto_mark="#b3b7bd",
    struck="#ff8a8a",
    focus_mark="#a8f5be",
    clue_on_black="#ffffff",
    mistake_on_black="#ff9a9a",
    grid="#8a8f96",
    frame="#f4f6f9",  # (as the box and region borders: the board's outline is no weaker than the lines inside it)
    box_line="#f4f6f9",
    select_outline="#6aa8ff",
    select_outline_on_black="#6aa8ff",
    conflict="#ff9a3d",
    wrong="#ff6b6b",
    uncertain="#ffa040",
    preview_frame="#e0a030",
    cage="#d7dade",
    thermo="#1f2124",
    thermo_edge="#9aa0a8",
    arrow="#aab0b8",
    diagonal="#7ea6dd",
    parity="#1f2124",
    parity_edge="#9aa0a8",
    kropki_white="#f2f2f2",
    kropki_black="#050505",
    kropki_edge="#d7dade",
    xv="#f5f5f5",
    renban="#3a1f3e",
    whispers="#1c3f20",
    palindrome="#1f2124",
    region_sum="#0f3f55",
    zipper="#3a2a4a",
    entropic="#4a2c0a",
    modular="#0f3d38",
    nabner="#3d3c22",
    renban_edge="#c080c8",
    whispers_edge="#55b05c",
    palindrome_edge="#9aa0a8",
    region_sum_edge="#4fb3e0",
    zipper_edge="#b090d8",
    entropic_edge="#d08a30",
    modular_edge="#3fb3a4",
    nabner_edge="#a9a763",
    outside_clue="#f5f5f5",
    rule_caption="#c3c7cd",
)

# Renban, whispers, palindrome, region sum, zipper, entropic, modular and nabner lines: the body
# is drawn this opaque (the cell shows through a little), inside an opaque edge.
LINE_OPACITY = 0.6
LINES = ("renban", "whispers", "palindrome", "region_sum", "zipper", "entropic", "modular", "nabner")

# The nine colours a player paints cells with (View > Number Pad's colour row, or colour mode and
# 1-9), as SudokuPad offers them: light tints, so every digit and mark stays readable on them. A
# cell with several colours shows each in a slice. Dark boards use deeper shades of the same hues;
# their grey is a warm one, as the dark cell itself is a cool grey: no neutral grey both stands out
# from it and keeps every mark at 4.5 : 1 without passing for a black cell.
PAINT_NAMES = ("red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "grey")
PAINT_LIGHT = ("#f9caca", "#f9cf9c", "#f6ec9a", "#bfe8b0", "#ade6e2", "#a4d8fc", "#dfcef6", "#f5c8e1", "#d2d2d2")
PAINT_DARK = ("#643030", "#53391a", "#433f12", "#284626", "#214543", "#283850", "#463563", "#593048", "#3e362a")


def paint_colours(dark: bool) -> tuple[str, ...]:
    """The player's nine cell colours on a light or a dark board (colour k is item k - 1)."""
    return PAINT_DARK if dark else PAINT_LIGHT


def palette_for(dark: bool) -> BoardPalette:
    return DARK if dark else LIGHT


# How far the selection's outline goes toward the colour of the cell under it while the board does
# not have the keyboard focus (a panel's control has it, or another window is active).
IDLE_BLEND = 0.55


def _towards(colour: str, other: str, share: float) -> str:
    a, b = QColor(colour), QColor(other)
    mix = [round(x + (y - x) * share) for x, y in zip((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))]
    return "#{:02x}{:02x}{:02x}".format(*mix)


def idle_palette(palette: BoardPalette) -> BoardPalette:
    """``palette`` for the window's board while it does not have the keyboard focus: the
    selection's outline :data:`IDLE_BLEND` of the way to the cell's colour (paler on a light
    board, darker on a dark one), so the cursor still shows where it is but says, calmly, that
    keys go elsewhere; every other colour as it is. (Pictures, PDFs and printing never use it.)"""
    return palette._replace(
        select_outline=_towards(palette.select_outline, palette.cell, IDLE_BLEND),
        select_outline_on_black=_towards(palette.select_outline_on_black, palette.black, IDLE_BLEND),
    )


# -- contrast ----------------------------------------------------------------------------------
def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: QColor | str) -> float:
    c = QColor(colour)
    return 0.2126 * _linear(c.red()) + 0.7152 * _linear(c.green()) + 0.0722 * _linear(c.blue())


def contrast_ratio(a: QColor | str, b: QColor | str) -> float:
    """The WCAG 2.x contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


OPEN_FILLS = ("cell", "selected", "violation", "hint", "area", "differ", "focus", "focus_candidate", "pair")
BLACK_FILLS = ("black", "selected_black", "violation_black", "hint_black", "differ_black", "focus_black")
OPEN_TEXT = ("clue", "entry", "mistake", "placed", "mark", "auto_mark", "struck", "focus_mark")
BLACK_TEXT = ("clue_on_black", "mistake_on_black")
PATTERN_TEXT = ("mark", "auto_mark", "focus_mark")  # the marks drawn on a pattern candidate's disc


def text_pairs(p: BoardPalette) -> list[tuple[str, str]]:
    """Every (text colour, fill) pair the board can draw: any open-cell text on any open-cell
    fill, any black-cell text on any black-cell fill, and a pencil mark on the disc of a
    candidate a hint's step is made of (field names of ``p``)."""
    return (
        [(t, f) for t in OPEN_TEXT for f in OPEN_FILLS] + [(t, f) for t in BLACK_TEXT for f in BLACK_FILLS]
        + [(t, "pattern") for t in PATTERN_TEXT]
    )


def graphic_pairs(p: BoardPalette) -> list[tuple[str, str]]:
    """(outline, fill) pairs: each outline, frame or ring against the plain cells it is drawn on
    and next to (WCAG 1.4.11 asks 3:1 for such cues)."""
    return [
        ("select_outline", "cell"),
        ("select_outline", "selected"),
        ("select_outline_on_black", "black"),
        ("select_outline_on_black", "selected_black"),
        ("conflict", "cell"),
        ("conflict", "black"),
        ("wrong", "cell"),
        ("uncertain", "cell"),
        ("grid", "cell"),
        ("box_line", "cell"),
        ("box_line", "grid"),  # box borders stand out from the cell lines (16 x 16: 2 px against 1 px)
        ("frame", "cell"),
        ("cage", "cell"),
        ("arrow", "cell"),
        ("diagonal", "cell"),
        ("kropki_edge", "cell"),
        # the Sudoku variant shapes and lines under the digits: their edges (bodies: see variant_text_pairs)
        ("thermo_edge", "cell"),
        ("parity_edge", "cell"),
        *((f"{line}_edge", "cell") for line in LINES),
    ]


VARIANT_FILLS = ("thermo", "parity")  # shapes the digits are drawn on (besides the lines)


def variant_text_pairs(p: BoardPalette) -> list[tuple[str, str]]:
    """(text colour, fill) pairs of every open-cell text on the Sudoku variant shapes drawn under
    the digits (thermometers, odd/even cells); the tests ask 4.5:1 of them too."""
    return [(t, f) for t in OPEN_TEXT for f in VARIANT_FILLS]


def line_body(p: BoardPalette, line: str, fill: str = "cell") -> str:
    """The colour a line's body (one of :data:`LINES`) shows on the cell fill ``fill``: its own
    colour at :data:`LINE_OPACITY` over the fill (hex)."""
    a, b = QColor(getattr(p, line)), QColor(getattr(p, fill))
    mixed = (round(LINE_OPACITY * x + (1 - LINE_OPACITY) * y) for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))
    return QColor(*mixed).name()


def line_text_pairs(p: BoardPalette) -> list[tuple[str, str]]:
    """(text colour field, line body colour) of every open-cell text on every line's body on a
    plain cell (the digits are drawn over the lines); the tests ask 4.5:1 of them."""
    return [(t, line_body(p, line)) for t in OPEN_TEXT for line in LINES]


assert set(BoardPalette._fields) >= set(OPEN_FILLS + BLACK_FILLS + OPEN_TEXT + BLACK_TEXT + PATTERN_TEXT + ("pattern",))
