"""The Sudoku rule tools' palette, the Rules panel of the side column (:class:`RuleToolsDock`):
check boxes for the global rules at its top (two columns), then a button per tool in rows filled
edge to edge (:class:`_RowsLayout`), so every global rule and most tools show without scrolling on
a 1024 x 700 screen. The global rules: anti-knight, anti-king, diagonals, non-consecutive,
disjoint groups, the negative constraints "every black dot given" and "every X and V given", and
chaos construction (refused beside jigsaw regions and the rules that need boxes). The window
shows the palette for a Sudoku in edit mode.

The tools themselves (what a drag, a click or a key does with each) are
:class:`str8ts_gui.gui.board.rule_tools.RuleEditor`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFrame,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board.rule_tools import GLOBAL_RULES, KIND, TOOLS, RuleEditor, keys_tip
from str8ts_gui.gui.panels.panels import Panel, give_board_focus, restyle

__all__ = ["RuleToolsDock", "install"]


class _RowsLayout(QLayout):
    """Its widgets in rows as wide as the layout, in order, as few rows as they fit in (the palette
    shows the global rules and most tools without scrolling on a 1024 x 700 screen).

    With ``columns``: a grid of that many equal columns, each widget taking as many of them as its
    width needs (the global rules' check boxes: two a row, a long one a row of its own). Without:
    each row takes as many widgets as fit at their widths and shares the rest of the row among them
    (the tool buttons: a row is filled edge to edge, like justified text)."""

    def __init__(self, parent: QWidget | None = None, columns: int = 0, spacing: int = 2) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._columns = columns
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize(0, 0)
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def sizeHint(self) -> QSize:  # noqa: N802
        size = self.minimumSize()
        return QSize(size.width(), max(size.height(), self.heightForWidth(size.width())))

    def _rows(self, items: list[QLayoutItem], width: int) -> list[list[tuple[QLayoutItem, int, int]]]:
        """The rows: each item with its x (from the left edge) and its width."""
        gap = self.spacing()
        rows: list[list[tuple[QLayoutItem, int, int]]] = []
        if self._columns:
            n = self._columns
            column = max(1.0, (width - (n - 1) * gap) / n)
            used = n
            for item in items:
                need = item.sizeHint().width()
                span = 1
                while span < n and span * column + (span - 1) * gap < need:
                    span += 1
                if used + span > n:
                    rows.append([])
                    used = 0
                x = round(used * (column + gap))
                rows[-1].append((item, x, round((used + span) * (column + gap) - gap) - x))
                used += span
            return rows
        widths: list[list[tuple[QLayoutItem, int]]] = []
        taken = 0
        for item in items:
            need = item.sizeHint().width()
            if widths and widths[-1] and taken + gap + need <= width:
                widths[-1].append((item, need))
                taken += gap + need
            else:
                widths.append([(item, need)])
                taken = need
        for row in widths:
            spare = max(0, width - sum(w for _, w in row) - gap * (len(row) - 1))
            x = 0
            placed = []
            for k, (item, need) in enumerate(row):
                w = need + spare // len(row) + (1 if k < spare % len(row) else 0)
                placed.append((item, x, w))
                x += w + gap
            rows.append(placed)
        return rows

    def _arrange(self, rect: QRect, apply: bool) -> int:
        """Place the items in ``rect`` (if ``apply``); the height they take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        items = [item for item in self._items if not item.isEmpty()]
        y = area.y()
        for row in self._rows(items, area.width()):
            height = max(item.sizeHint().height() for item, _x, _w in row)
            if apply:
                for item, x, w in row:
                    item.setGeometry(QRect(area.x() + x, y, w, height))
            y += height + self.spacing()
        if items:
            y -= self.spacing()
        return y - rect.y() + m.bottom()


TOOL_TEXT_PAD = 12  # a tool button's width beyond its text (Fusion's 17 would take a row more)


# The chosen tool in the selection colour, as the number pad shows its mode: Fusion's own
# checked button differs from the others by a shade (dark: #3d3f43 against #4c4e54), too little
# to tell which tool a click draws with.
CHOSEN_TOOL_STYLE = (
    "QToolButton:checked { background-color: palette(highlight); color: palette(highlighted-text);"
    " border: 1px solid palette(highlight); border-radius: 3px; }"
)


class _ToolButton(QToolButton):
    """A palette button as narrow as its text allows (its row makes it wider)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance(self.text()) + TOOL_TEXT_PAD), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The keyboard here (Tab, or Left, Right, Up, Down from another tool): the palette scrolls
        this tool into view, so the chosen tool and its focus ring show (the arrows went on to
        tools below the palette's edge, out of sight, on a low window)."""
        super().focusInEvent(event)
        scroll = self.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        if scroll is not None:
            scroll.ensureWidgetVisible(self, 4, 4)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Left and Right choose the tool before or after this one in the palette's order (the
        rows read as one line, as the pad's modes); Up and Down move between the rows as Qt
        moves among radio buttons. (Qt's own Left and Right went by the buttons' places and
        skipped most tools: Killer cage, Thermometer, Whispers, Clone, Odd, then no further.)"""
        key = event.key()
        group = self.group()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            # Enter: this tool, and the keyboard to the board to use it (select cells, Enter there)
            if not self.isChecked():
                self.click()
            give_board_focus(self)
            event.accept()
            return
        if group is not None and key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not event.modifiers():
            buttons = group.buttons()
            k = buttons.index(self) + (1 if key == Qt.Key.Key_Right else -1)
            if 0 <= k < len(buttons):
                buttons[k].setFocus(Qt.FocusReason.TabFocusReason)
                buttons[k].click()
            event.accept()
            return
        super().keyPressEvent(event)


class RuleToolsDock(Panel):
    """The "Rules" palette: check boxes for the global rules first (two a row, as f-puzzles lists
    its global constraints first), then a button per rule tool in rows filled edge to edge, then
    the tool's help."""

    def __init__(self, editor: RuleEditor, parent: QWidget | None = None) -> None:
        super().__init__("Rules", parent)
        self.setObjectName("rule_tools")
        self.editor = editor
        self._restyling = False
        body = QWidget(self)
        body.setStyleSheet(CHOSEN_TOOL_STYLE)
        self.body = body
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        box.setSpacing(4)
        box.addWidget(QLabel("Global rules:", body))
        checks = _RowsLayout(columns=2)
        self.checks: dict[str, QCheckBox] = {}
        for label, rule in GLOBAL_RULES:
            check = QCheckBox(label, body)
            check.setObjectName("rule_" + label.lower().replace(" ", "").replace("+", "plus").replace("-", "minus"))
            check.setToolTip(rule.describe(9))
            check.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard with the board
            check.toggled.connect(lambda on, rule=rule: self._toggled(rule, on))
            self.checks[label] = check
            checks.addWidget(check)
        box.addLayout(checks)
        line = QFrame(body)
        line.setObjectName("rule_tools_line")
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        box.addWidget(line)
        tools = _RowsLayout()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QToolButton] = {}
        for tool in TOOLS:
            b = _ToolButton(body)
            b.setText(tool.label)
            b.setToolTip(tool.tip)
            b.setCheckable(True)
            b.setObjectName(f"rule_tool_{tool.name}")
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard with the board (as the number pad)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setSizePolicy(b.sizePolicy().Policy.Expanding, b.sizePolicy().Policy.Fixed)
            self.group.addButton(b)
            self.buttons[tool.name] = b
            tools.addWidget(b)
            # (a button with the keyboard was chosen with the keys: the status line says those first)
            b.clicked.connect(lambda _=False, name=tool.name, b=b: editor.set_tool(name, keys_first=b.hasFocus()))
        box.addLayout(tools)
        self.help = QLabel(body)
        self.help.setWordWrap(True)
        self.help.setObjectName("rule_tool_help")
        self._fit_help()
        box.addWidget(self.help)
        box.addStretch(1)
        # the palette scrolls when the window is too low for every check box, tool and the help
        scroll = QScrollArea(self)
        scroll.setObjectName("rule_tools_scroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        # none of the palette takes the keyboard from the board: digits and arrow keys typed right
        # after picking a tool go to the board (a text field added here would keep its focus)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(scroll)
        self._syncing = False
        self._wanted: bool | None = None
        editor.changed.connect(self.sync)
        editor.controller.changed.connect(self._follow_mode)
        self.sync()

    def _fit_help(self) -> None:
        self.help.setMinimumHeight(self.help.fontMetrics().lineSpacing() * 4)  # room for the longest tip

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "help"):
            # (the application's font changed at run time.) The body is styled: Qt passes no new
            # font on to a style sheet's widgets, so its check boxes, tools and help kept the old
            # one. Polished again they take the palette's font (as the number pad's buttons), and
            # the help's room is measured again.
            self._restyle()
            self._fit_help()
            self.body.updateGeometry()
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "help") and not self._restyling:
            # (light and dark switched at run time.) A style sheet keeps the colours it was
            # polished with: the tools stayed light buttons on the dark window, and the check
            # boxes' light text on that light face could hardly be read.
            self._restyle()

    def _restyle(self) -> None:
        """Polish the body's style sheet again: it keeps the font and colours it was polished with."""
        self._restyling = True
        try:
            restyle(self.body, CHOSEN_TOOL_STYLE)
        finally:
            self._restyling = False

    def _toggled(self, rule, on: bool) -> None:
        if not self._syncing:
            self.editor.set_global(rule, on)
            self.sync()

    def sync(self) -> None:
        """Show the editor's tool and the puzzle's global rules."""
        self._syncing = True
        try:
            self.buttons[self.editor.tool].setChecked(True)
            constraints = self.editor.controller.session.puzzle.constraints
            for label, rule in GLOBAL_RULES:
                self.checks[label].setChecked(rule in constraints)
            tip = next(t.tip for t in TOOLS if t.name == self.editor.tool)
            if self.editor.tool == "jigsaw" and self.editor.brush:
                tip += f". Painting region {self.editor.brush}"
            keys = keys_tip(self.editor.tool)
            self.help.setText(f"{tip}. {keys}" if keys else tip)
        finally:
            self._syncing = False

    def _follow_mode(self) -> None:
        """Shown for a Sudoku in edit mode, hidden otherwise (changed only when that changes, so
        a player who closed it keeps it closed until then)."""
        wanted = self.editor.available or (
            self.editor.controller.previewing and self.editor.controller.session.puzzle.kind == KIND
            and self.editor.controller.mode == Mode.EDIT
        )
        if wanted != self._wanted:
            self._wanted = wanted
            self.setVisible(wanted)


def install(window) -> RuleToolsDock:
    """Give ``window`` (a MainWindow) the Sudoku rule tools: ``window._rule_editor`` and the
    palette ``window._rule_palette`` (the window's ``rule_editor`` and ``rule_tools``), at the top
    of the side column (``window.side_column``); the window's View > Rules Palette action
    (``window.act_rule_tools``) shows and hides it."""
    editor = RuleEditor(window.controller, window)
    dock = RuleToolsDock(editor, window)
    window._rule_editor = editor
    window._rule_palette = dock
    act = window.act_rule_tools
    dock.use_toggle(act)  # the palette's toggle is the window's action (made before the palette)
    act.setChecked(not dock.isHidden())
    window.side_column.insert(0, dock, stretch=3)
    dock._wanted = None
    dock._follow_mode()
    return dock
