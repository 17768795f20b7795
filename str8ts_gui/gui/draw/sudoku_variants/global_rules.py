"""Rules of the whole board that have no drawing of their own (anti-knight, anti-king,
non-consecutive, disjoint groups, the negative constraints): a small note naming them, under the
grid (above it when clues stand below); a note wider than the grid is made smaller or set in two
lines (one beside clues above and below), so that every rule is named."""

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
    from str8ts_gui.gui.board.render import board_margin

    margin = board_margin(cv.puzzle, cv.options)
    cell, s = cv.cell, cv.square
    band = margin * cell
    gap = cell * 0.06  # clear of the outer frame
    if band < cell * 0.3:
        return
    above, below = _bands_taken(cv)
    # (clues above and below: the note shares its band with them, so it keeps to one line)
    font, lines = _fitted(cv, text, band - gap, s.width(), one_line=above and below)
    metrics = QFontMetricsF(font)
    high = min(band - gap, metrics.height() * 1.1 * len(lines))
    if below and not above:
        box = QRectF(s.left(), s.top() - band, s.width(), high)  # top of the band above
    else:
        box = QRectF(s.left(), s.bottom() + band - high, s.width(), high)  # bottom of the band below
    painter.setFont(font)
    painter.setPen(cv.colour("rule_caption"))
    row = box.height() / len(lines)
    for k, line in enumerate(lines):
        shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, s.width())
        at = QRectF(box.left(), box.top() + k * row, box.width(), row)
        painter.drawText(at, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, shown)


SMALLEST = 0.6  # of FONT: the smallest the note's letters are made to fit before it is cut short


def _two_lines(text: str) -> list[str]:
    """The note's titles in two lines, as even as can be (split between titles)."""
    titles = text.split(" · ")
    best = [text]
    for k in range(1, len(titles)):
        lines = [" · ".join(titles[:k]), " · ".join(titles[k:])]
        if len(best) == 1 or max(map(len, lines)) < max(map(len, best)):
            best = lines
    return best


def _fitted(cv: Canvas, text: str, room_high: float, room_wide: float, one_line: bool = False):
    """The font and lines of the note: one line at the usual size when it fits the grid's width;
    else the larger of one line made smaller and two lines (titles never cut in two) that fit
    the width and the band's height, down to SMALLEST of the usual size; below that one line at
    that size, cut short (``one_line``: two lines are not tried). (A note wider than the grid was cut short at once, so that rules of
    the whole board, the negative constraints last, went unnamed.)"""
    font = cv.font(FONT)
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= room_wide:
        return font, [text]
    best = (0.0, [text])
    for lines in ([text],) if one_line else ([text], _two_lines(text)):
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        tall = metrics.height() * 1.1 * len(lines)
        scale = min(1.0, room_wide / wide, room_high / tall) if wide > 0 and tall > 0 else 1.0
        if scale > best[0]:
            best = (scale, lines)
    scale, lines = best
    if scale < SMALLEST:
        scale, lines = SMALLEST, [text]
    return cv.font(FONT * scale * 0.97), lines
