"""The Hint panel of the side column: the hint's level, its words, and buttons for more and
for Apply. It shows what :class:`~str8ts_gui.gui.play.hints.HintAssistant` finds; the window builds it
when it is first shown (a hint asked for, View > Hint Panel), not at its start."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from str8ts_gui.gui.play.completion import grid_is_solved
from str8ts_gui.gui.play.hints import (
    APPLY_TIP, CHANGED, EDIT_APPLY, MODE_CHANGED, MORE_TO_APPLY, SEARCHING, AnyHint, HintAssistant,
)
from str8ts_gui.gui.panels.panels import PANEL_WIDTH, Panel, PanelBody

__all__ = ["HintPanel", "build_for"]


def build_for(window) -> HintPanel:
    """``window``'s Hint panel (its ``hint_panel``, built when first shown or asked for), hidden,
    its View item its toggle, in the side column above the Solution Path's."""
    panel = window._hint_panel = HintPanel(window.hints, window)
    panel.hide()
    panel.use_toggle(window.act_hint_panel)
    column = window.side_column
    below = column.panels.index(window._path_panel) if window._path_panel in column.panels else len(column.panels)
    column.insert(below, panel, stretch=0)
    return panel


class HintPanel(Panel):
    """The Hint panel: the hint's level, its text, and buttons for more and for Apply."""

    EMPTY = (
        "Ctrl+H gives a hint about your board: first which strategy to try, pressed again where "
        "to look, then the whole step, which Apply carries out."
    )

    def __init__(self, assistant: HintAssistant, parent: QWidget | None = None) -> None:
        super().__init__("Hint", parent)
        self.setObjectName("hint_panel")
        self.assistant = assistant
        # The hint takes the room its text needs (it scrolls when the dock is shorter): the
        # solution path below gets the rest.
        body = PanelBody(QSize(PANEL_WIDTH, 130), self)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.hint_scroll = QScrollArea(body)
        self.hint_scroll.setObjectName("hint_scroll")
        self.hint_scroll.setWidgetResizable(True)
        self.hint_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.hint_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # not "expanding": a dock area gives its spare height to the panels that are (the path)
        self.hint_scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.hint_scroll)
        content = QWidget(self.hint_scroll)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(8, 2, 8, 4)
        layout.setSpacing(4)
        self.level_label = QLabel(content)
        self.level_label.setObjectName("hint_level")
        font = self.level_label.font()
        font.setBold(True)
        self.level_label.setFont(font)
        self.level_label.setWordWrap(True)
        self.level_label.hide()  # (shown with a hint's heading: see _set_level)
        self.text_label = QLabel(self.EMPTY, content)
        self.text_label.setObjectName("hint_text")
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QHBoxLayout()
        self.more_button = QPushButton("Hint", content)
        self.more_button.setObjectName("hint_more")
        self.more_button.setToolTip("A hint, or more of the hint shown (Ctrl+H)")
        self.more_button.clicked.connect(assistant.request_hint)
        self.apply_button = QPushButton("Apply", content)
        self.apply_button.setObjectName("hint_apply")
        self.apply_button.setToolTip(APPLY_TIP)
        self.apply_button.clicked.connect(assistant.apply_hint)
        for b in (self.more_button, self.apply_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them; a click leaves the keyboard with the board
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout.addWidget(self.level_label)
        layout.addWidget(self.text_label)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.hint_scroll.setWidget(content)
        # room for the title, three lines of text and the buttons before it scrolls
        lines = self.text_label.fontMetrics().lineSpacing()
        self.hint_scroll.setMinimumHeight(lines * 2)  # a low window: it scrolls
        self.setWidget(body)
        assistant.hintShown.connect(self.show_hint)
        assistant.hintCleared.connect(self._cleared)
        assistant.hintSearching.connect(partial(self._say, SEARCHING))
        assistant.hintFailed.connect(self._say)
        self._update_buttons()
        self.visibilityChanged.connect(self.fit_later)
        # the board the note after Apply is about ("... applied (Ctrl+Z undoes it)"): once the
        # board moves on (an undo, a digit of the player's own) the note no longer holds
        self._applied_board = None
        assistant.controller.stateChanged.connect(self._board_changed)

    def show_hint(self, hint: AnyHint, level: int) -> None:
        self._applied_board = None
        self._set_level(hint.title(level))
        self.text_label.setText(self.assistant.words(hint, level))
        self._update_buttons()
        self.fit_later()

    def fresh(self) -> None:
        """A new puzzle: the panel as it first was (no hint, nothing about a changed board)."""
        self._applied_board = None
        self._set_level("")
        self.text_label.setText(self.EMPTY)
        self._update_buttons()
        self.fit_later()

    def _board_changed(self) -> None:
        """The note after Apply shown and the board no longer the one it is about (Ctrl+Z undid
        the step, or the player went on): it says the board changed, as a hint put away does."""
        board = self.assistant.controller.session.state
        if self._applied_board is None or self._applied_board == board:
            return
        if self.assistant.applied:  # the Apply still writing its step (Show Candidates' marks)
            self._applied_board = board
        else:
            self._say(CHANGED)

    def _set_level(self, text: str) -> None:
        """The heading above the hint's words (its level), hidden without one: no blank line
        above a note such as the one after Apply."""
        self.level_label.setText(text)
        self.level_label.setVisible(bool(text))

    def _cleared(self) -> None:
        if self.level_label.text() or self.text_label.text() == SEARCHING:
            a = self.assistant
            board = a.controller.session.state
            if a.cleared_by_apply and grid_is_solved(board):  # (the last one)
                self._say(f"{a.cleared_by_apply}: the puzzle is solved.", board)
            elif a.cleared_by_apply:  # (not "your board has changed": the player asked for it)
                self._say(f"{a.cleared_by_apply} (Ctrl+Z undoes it). Ctrl+H for the next hint.", board)
            else:
                self._say(MODE_CHANGED if a.cleared_by_mode else CHANGED)
        else:
            self._update_buttons()
            self.fit_later()

    def _say(self, text: str, applied_board=None) -> None:
        """No hint shown, ``text`` instead (being looked for, the board changed, failed; the
        note after Apply, about ``applied_board``)."""
        self._applied_board = applied_board
        self._set_level("")
        self.text_label.setText(text)
        self._update_buttons()
        self.fit_later()

    # -- size -------------------------------------------------------------------------------------
    def needed_height(self) -> int:
        """The dock's height that shows the whole hint (title bar, text and buttons)."""
        content = self.hint_scroll.widget()
        width = self.hint_scroll.viewport().width()
        body = content.heightForWidth(width) if content.hasHeightForWidth() else content.sizeHint().height()
        chrome = max(0, self.height() - self.hint_scroll.viewport().height())
        return body + chrome

    def fit_later(self, *_args) -> None:
        QTimer.singleShot(0, self.fit_height)

    def fit_height(self) -> None:
        """Sharing the side column with other panels (the solution path), take the height the
        hint needs and leave the rest to them."""
        column = self.side_column()
        if self.isVisible() and column is not None:
            column.rebalance()

    def preferred_height(self) -> int:
        return self.needed_height()

    def _update_buttons(self) -> None:
        a = self.assistant
        more = a.hint is not None and a.level < a.hint.levels
        self.more_button.setText("More" if more else "Hint")
        self.apply_button.setEnabled(a.can_apply())
        # greyed out in edit mode for a hint play mode would apply: the button says why
        self.apply_button.setToolTip(EDIT_APPLY if a.waits_for_play() else MORE_TO_APPLY if a.waits_for_more() else APPLY_TIP)
