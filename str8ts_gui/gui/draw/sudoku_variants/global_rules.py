"""Rules of the whole board that have no drawing of their own (anti-knight, anti-king,
non-consecutive, disjoint groups): a small note naming them, under the grid (above it when
clues stand below)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from str8ts_gui.gui.draw.sudoku_variants import Canvas

CAPTIONED = ("antiknight", "antiking", "nonconsecutive", "disjoint", "negative_ratio", "negative_xv", "chaos", "nurikabe")  # in this order
FONT = 0.28


def caption_text(puzzle) -> str:
    """The note: the titles of the global rules without a drawing, e.g. "Anti-knight · Anti-king"."""
    present = {c.rule: c.title for c in puzzle.constraints if getattr(c, "rule", None) in CAPTIONED}
    return " · ".join(present[r] for r in CAPTIONED if r in present)


def _bands_taken(cv: Canvas) -> tuple[bool, bool]:
    """Whether clues (or f-puzzles drawings) stand in the square rows above and below the grid."""
    above = below = False
    for c in cv.puzzle.constraints:
        if c.rule == "sandwich" and c.column:
            above = True
        elif c.rule == "littlekiller":
            above = above or c.row == -1
            below = below or c.row == cv.height
        elif c.rule == "cosmetic":
            from str8ts_gui.gui.draw.sudoku_variants.cosmetic import outside_squares

            rows = {r for r, _c in outside_squares(c, cv.puzzle)}
            above = above or -1 in rows
            below = below or cv.height in rows
    return above, below


def draw_caption(painter: QPainter, cv: Canvas) -> None:
    text = caption_text(cv.puzzle)
    if not text:
        return
    from str8ts_gui.gui.render import board_margin

    margin = board_margin(cv.puzzle, cv.options)
    cell, s = cv.cell, cv.square
    band = margin * cell
    gap = cell * 0.06  # clear of the outer frame
    if band < cell * 0.3:
        return
    font = cv.font(FONT)
    metrics = QFontMetricsF(font)
    high = min(band - gap, metrics.height() * 1.1)
    above, below = _bands_taken(cv)
    if below and not above:
        box = QRectF(s.left(), s.top() - band, s.width(), high)  # top of the band above
    else:
        box = QRectF(s.left(), s.bottom() + band - high, s.width(), high)  # bottom of the band below
    painter.setFont(font)
    painter.setPen(cv.colour("rule_caption"))
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, s.width())
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, shown)
