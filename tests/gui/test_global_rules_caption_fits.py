"""The note under the grid naming the rules of the whole board that have no drawing (anti-knight,
anti-king, non-consecutive, disjoint groups, every black dot given, every X and V given): a note
wider than the grid is made smaller or set in two lines, so every rule is named; it was cut
short ("... Disjoint groups · Ev…"), and the negative constraints, which nothing else on the
board shows, went unnamed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.sudoku_variants.global_rules import caption_text
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV

EVERY = (AntiKnight(), AntiKing(), NonConsecutive(), DisjointGroups(), NegativeRatio(), NegativeXV())


class Recording(QPainter):
    """A painter that notes every text it draws, with its font's width of it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, float]] = []

    def drawText(self, *args) -> None:  # noqa: N802 (Qt's name)
        text = next((a for a in args if isinstance(a, str)), None)
        if text is not None:
            self.texts.append((text, QFontMetricsF(self.font()).horizontalAdvance(text)))
        super().drawText(*args)


def drawn(constraints, side: int = 540) -> tuple[list[tuple[str, float]], QRectF]:
    puzzle = new_puzzle(9, [0] * 81).replace(constraints=tuple(constraints))
    image = QImage(side, side, QImage.Format.Format_RGB32)
    painter = Recording(image)
    try:
        square = render_board(painter, QRectF(0, 0, side, side), PlayState.new(puzzle), RenderOptions())
    finally:
        painter.end()
    return painter.texts, square


@pytest.mark.parametrize("side, clues", [(540, False), (300, False), (540, True)],
                         ids=["alone", "alone-small", "beside-little-killers"])
def test_every_rule_of_the_whole_board_is_named_in_full(qapp, side: int, clues: bool) -> None:
    extra = (LittleKiller(-1, -1, "DR", 45), LittleKiller(9, 2, "UR", 20)) if clues else ()
    texts, square = drawn(EVERY + extra, side)
    full = caption_text(new_puzzle(9, [0] * 81).replace(constraints=EVERY))
    titles = full.split(" · ")
    note = [(t, w) for t, w in texts if any(title in t for title in titles)]
    assert "…" not in "".join(t for t, _ in note)
    assert " · ".join(t for t, _ in note) == full  # every title, in order, none cut
    assert all(w <= square.width() + 0.5 for _, w in note)  # each line within the grid's width
    # one line made smaller or two lines; beside clues below and above, one line
    assert len(note) == 1 if clues else 1 <= len(note) <= 2


def test_a_note_that_fits_is_drawn_as_before(qapp) -> None:
    texts, _ = drawn((AntiKnight(), AntiKing()))
    assert [t for t, _ in texts if "Anti" in t] == ["Anti-knight · Anti-king"]
