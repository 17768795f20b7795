"""What each highlight on the board means: the names the board's tooltips use (the highlights
drawn on a cell, :func:`cell_highlights`, and its fill, :func:`fill_name`; :mod:`.render` gives
both names too), and the Highlight Legend window (View > Highlight Legend) that shows a sample
of each, drawn by the board's own drawing code.

The colours come in a few families (see :mod:`str8ts_gui.gui.draw.palette`): blue for the
selection, green for the focus digit (and a hint's placed digit and pattern), red for mistakes,
amber for hints, an orange ring and a violet tint for what the live analysis found, cyan for
the cells with two candidates (View > Two-Candidate Cells).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask
from str8ts_gui.gui.board.render import RenderOptions, _fill_name, focus_cells, two_candidates
from str8ts_gui.gui.screen_fit import fit_to_screen

__all__ = ["ENTRIES", "LegendDialog", "LegendEntry", "cell_highlights", "describe", "fill_name", "show_legend", "swatch"]


@dataclass(frozen=True)
class LegendEntry:
    key: str  # as :func:`cell_highlights` names it
    family: str
    title: str
    text: str
    # the sample: cell 0 of a 4 x 4 board drawn with these options (fields of RenderOptions)
    entry: int = 0
    marks: tuple[int, ...] = ()
    clue: int = 0
    black: bool = False
    colours: tuple[int, ...] = ()  # the colours (1-9) painted on it
    options: dict = field(default_factory=dict)


ENTRIES: tuple[LegendEntry, ...] = (
    LegendEntry("selected", "Selection", "Selected cell",
                "Blue outline: where typing goes (dashed while digits write marks or colours: Corner, Centre, Pencil and Colour; "
                "fainter while the keyboard is elsewhere, such as a panel or a dialog: Esc or a click brings it back).",
                entry=3, options={"selected": 0}),
    LegendEntry("colours", "Colours", "Painted cell",
                "A colour you painted (the Colour mode, V; Ctrl+Shift+digit; the number pad's colour row): "
                "colours 1-9 are red, orange, yellow, green, teal, blue, purple, pink and grey; "
                "a cell with several shows each in a slice. Painting a colour again takes it off.",
                entry=3, colours=(2, 6)),
    LegendEntry("focus", "Focus digit", "Holds the focus digit",
                "Green: this cell holds the digit you clicked on the board (or right-clicked on the number pad); "
                "click it again, an empty cell, or press Esc to stop.",
                entry=2, options={"focus_digit": 2}),
    LegendEntry("focus_candidate", "Focus digit", "Focus digit is a candidate",
                "A faint green tint, the digit in bold: the focus digit is still a candidate here.",
                marks=(1, 2, 4), options={"focus_digit": 2}),
    LegendEntry("violation", "Mistakes", "Breaks a rule",
                "Red digit on a red tint: the digit breaks a rule, such as the same digit twice in a "
                "row, column, box or region, or a compartment that is not a straight (Show Mistakes).",
                entry=4, options={"violations": frozenset({0})}),
    LegendEntry("wrong", "Mistakes", "Check: wrong entry",
                "Red frame along the edge: Check found this entry differs from the solution.",
                entry=1, options={"wrong": frozenset({0})}),
    LegendEntry("wrong_marks", "Mistakes", "Check: pencil marks rule out the answer",
                "Red frame along the edge: the solution's digit is not among these pencil marks.",
                marks=(1, 3, 4), options={"wrong_marks": frozenset({0})}),
    LegendEntry("hint", "Hint", "Hint: the step's cells",
                "Amber: the cells the hint's step uses, or the mistakes the hint names.",
                marks=(1, 3, 4), options={"hint_cells": frozenset({0})}),
    LegendEntry("area", "Hint", "Hint: where to look",
                "A fainter amber: where the hint says to look (a row, column, box, region, "
                "compartment, cage or line, or the cells it names; for a mistake, its rows).",
                marks=(1, 3, 4), options={"hint_area": frozenset({0})}),
    LegendEntry("placed", "Hint", "Hint: digit to place",
                "Green digit: the step places this digit (Apply does it).",
                options={"placed": {0: 3}, "hint_cells": frozenset({0})}),
    LegendEntry("pattern", "Hint", "Hint: the step's pattern",
                "Green disc behind a candidate: the step is made of it (the four corners of an "
                "X-wing, the digits of a pair), as HoDoKu marks them.",
                marks=(1, 3, 4), options={"pattern": {0: 1 << 3}, "hint_cells": frozenset({0})}),
    LegendEntry("struck", "Hint", "Hint: candidate to remove",
                "Red, struck out: the step removes this candidate.",
                marks=(1, 3, 4), options={"struck": {0: 1 << 3}, "hint_cells": frozenset({0})}),
    LegendEntry("preview", "Hint", "A step of the solution path",
                "Amber frame around the board: the board shows a step of the solution path, "
                "not your position (Esc goes back).",
                entry=3, options={"preview": True}),
    LegendEntry("conflict", "Puzzle", "Clues that cannot all hold",
                "Orange ring: the puzzle has no solution, and these clues together are why.",
                clue=3, options={"conflict": frozenset({0})}),
    LegendEntry("differ", "Puzzle", "Differs between two solutions",
                "Violet: the puzzle has several solutions, and this cell differs between two "
                "of them (a clue here would help).",
                options={"differ": frozenset({0})}),
    LegendEntry("uncertain", "Puzzle", "Read with doubt from a picture",
                "Dashed orange frame: Import Picture was not sure of this cell (or changed it so "
                "that the puzzle has a solution); compare it with the picture. Editing the cell ends it.",
                clue=3, options={"uncertain": frozenset({0})}),
    LegendEntry("auto_marks", "Candidates", "Shown candidates",
                "Fainter grey pencil marks: candidates shown for you (Show Candidates, a hint), "
                "not marks you wrote.",
                marks=(1, 2, 3, 4), options={"auto_marks": frozenset({0})}),
    LegendEntry("pairs", "Candidates", "Two candidates",
                "Cyan: the cell shows exactly two candidates, the cells XY-wings and chains are made of "
                "(View > Two-Candidate Cells, Ctrl+Shift+W, as HoDoKu's bivalue filter): its centre marks, "
                "else its pencil marks (with Show Candidates or Show True Candidates, the candidates those show); "
                "corner marks alone are no candidates.",
                marks=(1, 3), options={"pairs": True}),
)

_BY_KEY = {e.key: e for e in ENTRIES}


# Highlights that tint the cell, with their own fill (a field of the board's palette), what they
# say without it and the words for their tint: where another highlight's fill is drawn instead (a
# focus-digit candidate on a two-candidate cell is on cyan), the tooltip says so, not their tint.
_TINTS = {
    "focus_candidate": ("focus_candidate", "The digit in bold: the focus digit is still a candidate here",
                        "the faint green tint"),
    "pairs": ("pair", "The cell shows exactly two candidates, the cells XY-wings and chains are made of "
                      "(View > Two-Candidate Cells, Ctrl+Shift+W)", "the cyan"),
}
# How the tooltip names the fill drawn instead (:func:`fill_name`)
_FILL_WORDS = {
    "selected": "the selected cell's blue",
    "violation": "the red tint of a broken rule",
    "hint": "the hint's amber",
    "area": "the hint's fainter amber",
    "differ": "the violet of a cell two solutions differ in",
    "pair": "the cyan of two candidates",
}


def fill_name(state: PlayState, options: RenderOptions, index: int) -> str:
    """The highlight fill cell ``index`` is drawn with, as the palette's field ("cell", "black",
    "selected", "hint", "area", "differ", "focus_candidate", "pair", ...; the player's colours
    aside): where several highlights meet, the one the cell shows (a tooltip names no other tint)."""
    holds, candidates = focus_cells(state, options)
    return _fill_name(state.puzzle.black[index], index, options, holds, candidates, two_candidates(state, options, index))


def cell_highlights(state: PlayState, options: RenderOptions, index: int) -> list[str]:
    """The highlights drawn on cell ``index``, as the legend names them (the keys of :data:`ENTRIES`)."""
    if not 0 <= index < state.puzzle.cell_count:
        return []
    holds, candidates = focus_cells(state, options)
    out = []
    if index in options.selected_cells:
        out.append("selected")
    if state.colours[index]:
        out.append("colours")
    if index in options.violations:
        out.append("violation")
    if index in options.wrong:
        out.append("wrong")
    if index in options.wrong_marks:
        out.append("wrong_marks")
    if index in options.uncertain:
        out.append("uncertain")
    if index in options.conflict:
        out.append("conflict")
    if index in options.differ:
        out.append("differ")
    if index in options.hint_cells:
        out.append("hint")
    elif index in options.hint_area:
        out.append("area")
    if index in options.placed:
        out.append("placed")
    if options.show_marks and options.pattern.get(index, 0) & ~options.struck.get(index, 0):
        out.append("pattern")
    if options.struck.get(index):
        out.append("struck")
    if index in holds:
        out.append("focus")
    elif index in candidates:
        out.append("focus_candidate")
    if two_candidates(state, options, index):
        out.append("pairs")
    if index in options.auto_marks and options.show_marks and state.marks[index] and not state.entries[index]:
        out.append("auto_marks")
    return out


def describe(key: str, fill: str | None = None) -> str:
    """'Title: what it means' for a highlight key (the board's tooltips). ``fill``: the fill the
    cell is drawn with (:func:`fill_name`); a highlight whose tint another
    one's fill covers says what the cell shows instead."""
    entry = _BY_KEY.get(key)
    if entry is None:
        return key
    tint = _TINTS.get(key)
    if tint is None or fill is None or fill == tint[0]:
        return f"{entry.title}: {entry.text}"
    own, text, words = tint
    instead = _FILL_WORDS.get(fill)
    return f"{entry.title}: {text}" + (f" (the cell shows {instead} instead of {words})." if instead else ".")


def swatch(entry: LegendEntry, *, dark: bool = False, cell: int = 44) -> QImage:
    """Cell r1c1 of a 4 x 4 board drawn with ``entry``'s highlight (and a strip of the board's frame)."""
    from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect, render_board

    n = 4
    puzzle = Puzzle.empty(n).with_cell(0, black=entry.black, clue=entry.clue)
    state = PlayState.new(puzzle)
    if entry.entry:
        state = state.with_entry(0, entry.entry)
    elif entry.marks:
        state = state.with_marks(0, digits_mask(entry.marks))
    if entry.colours:
        state = state.replace(colours=(digits_mask(entry.colours),) + state.colours[1:])
    options = replace(RenderOptions(selected=None, dark=dark), **entry.options)
    side = cell * n + 16
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        rect = QRectF(0, 0, side, side)
        render_board(painter, rect, state, options)
        square = board_square(rect, n)
    finally:
        painter.end()
    box = cell_rect(square, n, 0).adjusted(-4, -4, 1, 1).toAlignedRect()
    return image.copy(box)


class LegendDialog(QDialog):
    """A small window listing every highlight with a sample (not modal: the board stays usable)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HighlightLegend")
        self.setWindowTitle("Highlight Legend")
        self.setModal(False)
        self.rows: dict[str, tuple[QLabel, QLabel]] = {}
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setHorizontalSpacing(12)
        family = None
        row = 0
        for entry in ENTRIES:
            if entry.family != family:
                family = entry.family
                heading = QLabel(f"<b>{family}</b>")
                grid.addWidget(heading, row, 0, 1, 2)
                row += 1
            picture = QLabel()
            picture.setAccessibleName(entry.title)
            text = QLabel(f"<b>{entry.title}</b><br>{entry.text}")
            text.setWordWrap(True)
            text.setMinimumWidth(320)
            grid.addWidget(picture, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, row, 1)
            self.rows[entry.key] = (picture, text)
            row += 1
        grid.setColumnStretch(1, 1)
        scroll = QScrollArea()
        scroll.setAccessibleName("What each highlight means")
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        fit_to_screen(self, 520, 560)
        self.refresh()

    def dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def refresh(self) -> None:
        """Draw the samples again (in the board's dark look when the window is dark)."""
        dark = self.dark()
        for entry in ENTRIES:
            self.rows[entry.key][0].setPixmap(QPixmap.fromImage(swatch(entry, dark=dark)))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self.refresh()


def show_legend(window) -> LegendDialog:
    """Show the window's Highlight Legend (one per window, created on first use)."""
    dialog = getattr(window, "legend_dialog", None)
    if dialog is None:
        dialog = window.legend_dialog = LegendDialog(window)
    was_visible = dialog.isVisible()
    dialog.show()
    if was_visible and QGuiApplication.platformName() != "offscreen":  # (offscreen warns on raise)
        dialog.raise_()
    dialog.activateWindow()
    return dialog
