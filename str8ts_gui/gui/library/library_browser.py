"""The puzzle library browser: the bundled puzzles (Str8ts, Sudoku, Suguru) with kind, size, grade,
whether they were solved and the best time, filtered by kind, size and grade. A row's context
menu (right click, the Menu key or Shift+F10) opens it, ticks it as solved (on paper: no time) or
forgets its progress (tick and times), or the whole library's, and sorts the list (Sort By, as a
header click does).

Progress is remembered in the GUI settings (``library/solved``: the
:attr:`~str8ts_gui.kinds.str8ts.library.LibraryEntry.key` of every puzzle the player finished;
``library/stats``: per key, how often it was solved and the best and last play time, see
:func:`record_solve`), so it survives a restart. The browser only lists and reports: a double click, Enter or Open emits
:attr:`LibraryBrowser.openRequested` with the entry, and whoever owns the window opens it.
"""

from __future__ import annotations

import hashlib
import html
import json
import math
import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QIcon, QPalette, QResizeEvent, QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.kind import get_kind, kind_names
from str8ts_gui.kinds.str8ts.library import LibraryEntry, library_dir, load_library
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.play.completion import format_duration
from str8ts_gui.gui.screen_fit import fit_to_screen
from str8ts_gui.gui.library.thumbnails import ThumbnailCache

__all__ = [
    "COLUMNS",
    "LibraryBrowser",
    "PuzzleStats",
    "clear_solved",
    "is_solved",
    "mark_solved",
    "puzzle_stats",
    "record_solve",
    "solved_keys",
]

SOLVED_SETTING = "library/solved"
FILTER_SETTING = "library/"
STATS_SETTING = "library/stats"
UNREADABLE_STATS_SETTING = "library/stats_unreadable"  # a damaged library/stats, kept
UNREADABLE_TOLD_SETTING = "library/stats_unreadable_told"  # a digest of the kept text once said
COLUMNS = ("Title", "Kind", "Size", "Grade", "Solved", "Best time")
SORT_KEYS = "TKzGSm"  # each column's letter in the Sort By menu (D is Descending's)
SHOWN_PROBLEMS = 3  # the Library's note lists this many bad puzzles or files, then how many more
TITLE, KIND, SIZE, GRADE, SOLVED, BEST_TIME = range(6)
CHECK = "\N{CHECK MARK}"
SOLVED_COLOUR = "#43a047"  # a green that reads on light and dark backgrounds
NO_GRADE = "\N{EM DASH}"
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
SOLVED_ROLE = Qt.ItemDataRole.UserRole + 3
POSITION_ROLE = Qt.ItemDataRole.UserRole + 4
ALL = ""  # the "all kinds" / "all sizes" / "all grades" filter value
UNGRADED = "-"
THUMB_PX = 44  # the pictures in the list (logical pixels)
PREVIEW_PX = 220  # the picture of the selected puzzle
PREVIEW_MIN_WIDTH = 700  # a narrower browser leaves the room to the list (its pictures stay)
# ... and so does one where the Title column would have less room than this beside its picture
# (at 700 pixels the titles were cut to "Sugu…", "6x6 …")
TITLE_SAMPLE = "Suguru 12x12 Expert"


_NUMBERED = re.compile(r"^(.*\S)(\s+\d+)$")  # "Sudoku 9x9 Diabolical" + " 3"


def short_title(title: str, metrics, width: int) -> str:
    """``title`` as it fits in ``width`` pixels: cut at its end with an ellipsis, but a title
    that ends in a number keeps it ("Sudoku 9x9 Diabo… 3"): in a library of "Sudoku 9x9
    Diabolical 1" to "... 12" the number is what tells the rows apart."""
    if metrics.horizontalAdvance(title) <= width:
        return title
    end = Qt.TextElideMode.ElideRight
    match = _NUMBERED.match(title)
    if match is None:
        return metrics.elidedText(title, end, width)
    head, number = match.groups()
    room = width - metrics.horizontalAdvance(number)
    if room <= metrics.horizontalAdvance("\N{HORIZONTAL ELLIPSIS}"):
        return metrics.elidedText(title, end, width)
    return metrics.elidedText(head, end, room) + number


class TitleDelegate(QStyledItemDelegate):
    """The Title column: a picture, then the title shortened by :func:`short_title`."""

    def initStyleOption(self, option: QStyleOptionViewItem, index) -> None:
        super().initStyleOption(option, index)
        widget = option.widget or self.parent()
        margin = widget.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        picture = option.decorationSize if option.decorationSize.isValid() else widget.iconSize()
        icon = picture.width() + 2 * margin if not option.icon.isNull() else 0
        room = option.rect.width() - icon - 2 * margin - 2  # (2 px to spare: the style's own cut never comes in)
        option.text = short_title(option.text, option.fontMetrics, room)


def problems_note(errors: list[str]) -> str:
    """The Library's note on what could not be read: the first :data:`SHOWN_PROBLEMS`, then
    "… and N more" (a file of many bad puzzles, each its own line, made the note, and with it the
    window, taller than the screen). The first problem of each file comes first: the many bad
    lines of one file hid that another file could not be read at all, behind "… and N more"."""
    firsts: list[str] = []
    rest: list[str] = []
    files: set[str] = set()
    for text in errors:
        file = text.partition(": ")[0]  # (each message starts with its file)
        (rest if file in files else firsts).append(text)
        files.add(file)
    errors = firsts + rest
    shown = errors[:SHOWN_PROBLEMS]
    more = len(errors) - len(shown)
    return "\n".join(["Some library puzzles or files could not be read:", *shown] + ([f"… and {more} more"] if more else []))


def empty_note(folder) -> str:
    """What the Library says when it found no puzzle file: where it looked (``folder``; None:
    not known). (Files that could not be read are named by :func:`problems_note`.)"""
    where = f" in {folder}" if folder is not None else ""
    return f"No puzzles in the library: no puzzle files (*.txt) found{where}."


# -- progress --------------------------------------------------------------------------------------
def _as_list(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):  # an INI file gives back a string for a one-element list
        return [value] if value else []
    return [str(v) for v in value]  # type: ignore[union-attr]


def solved_keys() -> set[str]:
    """Keys of the library puzzles the player has solved."""
    return set(_as_list(app_settings.settings().value(SOLVED_SETTING)))


def is_solved(key: str) -> bool:
    return key in solved_keys()


def mark_solved(key: str) -> bool:
    """Remember that the puzzle ``key`` was solved; True if it was not marked before."""
    keys = _as_list(app_settings.settings().value(SOLVED_SETTING))
    if key in keys:
        return False
    keys.append(key)
    s = app_settings.settings()
    s.setValue(SOLVED_SETTING, keys)
    s.sync()
    return True


def clear_solved(key: str | None = None) -> None:
    """Forget one puzzle's progress and statistics, or all of them (``key`` None)."""
    s = app_settings.settings()
    if key is None:
        s.remove(SOLVED_SETTING)
        s.remove(STATS_SETTING)
        s.remove(UNREADABLE_STATS_SETTING)
        s.remove(UNREADABLE_TOLD_SETTING)
    else:
        s.setValue(SOLVED_SETTING, [k for k in _as_list(s.value(SOLVED_SETTING)) if k != key])
        stats = _read_stats(s)
        if stats.pop(key, None) is not None:
            s.setValue(STATS_SETTING, json.dumps(stats, sort_keys=True))
    s.sync()


# -- statistics ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PuzzleStats:
    """How often a library puzzle was solved by the player, and the best and last play time
    (seconds; None when not known, e.g. solved before times were kept)."""

    solves: int = 0
    best: float | None = None
    last: float | None = None

    def describe(self) -> str:
        """``Solved 3 times; best 4:12, last 5:01`` (for tooltips)."""
        if not self.solves:
            return "Not solved yet"
        text = "Solved once" if self.solves == 1 else f"Solved {self.solves} times"
        times = []
        if self.best is not None:
            times.append(f"best {format_duration(self.best)}")
        if self.last is not None and self.solves > 1:
            times.append(f"last {format_duration(self.last)}")
        return f"{text}; {', '.join(times)}" if times else text


def _read_stats(s) -> dict[str, dict]:
    """The stored statistics. A value that cannot be read (the settings file damaged or edited
    by hand) is set aside under :data:`UNREADABLE_STATS_SETTING` first, so that the next solve,
    which writes the statistics anew, does not wipe out the player's times for good."""
    text = str(s.value(STATS_SETTING, "") or "")
    try:
        data = json.loads(text or "{}")
    except ValueError:
        data = None
    if isinstance(data, dict):
        return data
    kept = str(s.value(UNREADABLE_STATS_SETTING, "") or "")
    s.setValue(UNREADABLE_STATS_SETTING, f"{kept}\n{text}" if kept and text not in kept else kept or text)
    s.remove(STATS_SETTING)
    s.sync()
    return {}


def stats_problem() -> str:
    """What the browser says when the statistics could not be read: once for each damaged text
    set aside ("" when all is well, or when the player has been told of this text already;
    the text stays kept in the settings all the same)."""
    s = app_settings.settings()
    _read_stats(s)
    if not s.contains(UNREADABLE_STATS_SETTING):
        return ""
    digest = hashlib.sha256(str(s.value(UNREADABLE_STATS_SETTING, "") or "").encode()).hexdigest()
    if s.value(UNREADABLE_TOLD_SETTING, "") == digest:
        return ""
    s.setValue(UNREADABLE_TOLD_SETTING, digest)
    s.sync()
    return (
        f"Some best times could not be read (the value {STATS_SETTING} in {s.fileName()} was damaged): "
        f"its text is kept there as {UNREADABLE_STATS_SETTING}."
    )


MAX_SECONDS = 10**7 - 1  # a play time longer than this (over 115 days) is no time anyone played


def _seconds(value: object) -> float | None:
    """A stored play time, or None when it is none (a hand-edited settings file may hold text,
    a negative number, or one too large to show: 1e400 reads as infinity, which stopped the
    Library from opening at all)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    try:
        value = float(value)
    except OverflowError:  # (an integer of hundreds of digits)
        return None
    return value if math.isfinite(value) and 0 <= value <= MAX_SECONDS else None


def puzzle_stats() -> dict[str, PuzzleStats]:
    """The statistics of every library puzzle with some, by key."""
    out = {}
    for key, item in _read_stats(app_settings.settings()).items():
        if isinstance(item, dict):
            solves = item.get("solves")
            solves = solves if isinstance(solves, int) and not isinstance(solves, bool) and solves > 0 else 1
            out[str(key)] = PuzzleStats(solves, _seconds(item.get("best")), _seconds(item.get("last")))
    return out


def record_solve(key: str, seconds: float | None, *, helped: bool = False) -> tuple[bool, bool]:
    """The player solved the puzzle ``key`` in ``seconds`` of play: mark it solved and update
    its statistics (``helped``: with hints applied, which no best time counts). Returns
    (solved for the first time, a new best time)."""
    new = mark_solved(key)
    s = app_settings.settings()
    stats = _read_stats(s)
    old = puzzle_stats().get(key, PuzzleStats())
    seconds = _seconds(seconds)
    best = old.best
    better = not helped and seconds is not None and (best is None or int(seconds) < int(best))  # by the seconds shown
    if better:
        best = seconds
    stats[key] = {"solves": old.solves + 1, "best": best, "last": seconds}
    s.setValue(STATS_SETTING, json.dumps(stats, sort_keys=True))
    s.sync()
    return new, better


def _natural(text: str) -> str:
    """A sort key that puts "Puzzle 2" before "Puzzle 10"."""
    return re.sub(r"\d+", lambda m: m.group().zfill(6), text.lower())


def _sort_key(*numbers: int) -> str:
    """A sort key that orders by ``numbers`` in turn (each below a million)."""
    return " ".join(f"{n:06d}" for n in numbers)


def _kind_grades(kind: str) -> tuple[str, ...]:
    """The grade names of a puzzle kind, easiest first (none for a kind not known)."""
    try:
        return tuple(get_kind(kind).grades)
    except (KeyError, ValueError, LookupError):
        return ()


def _kind_title(kind: str) -> str:
    try:
        return get_kind(kind).title or kind
    except (KeyError, ValueError, LookupError):
        return kind or "?"


def _kind_rank(kind: str) -> int:
    names = kind_names()
    return names.index(kind) if kind in names else len(names)


def _grade_rank(entry: LibraryEntry) -> int:
    """The entry's grade on its kind's scale (0 the easiest); ungraded puzzles after all."""
    grades = _kind_grades(entry.kind)
    return grades.index(entry.grade) if entry.grade in grades else 9  # (below 10: see the sort keys)


def is_graded(entry: LibraryEntry) -> bool:
    """Whether the entry's grade is one of its kind's grades."""
    return entry.grade in _kind_grades(entry.kind)


# -- the model -------------------------------------------------------------------------------------
class _TitleItem(QStandardItem):
    """The Title cell: its decoration is the puzzle's picture, drawn the first time the row shows
    (by the browser's :class:`~.thumbnails.ThumbnailCache`)."""

    def data(self, role: int = Qt.ItemDataRole.UserRole + 1):
        if role == Qt.ItemDataRole.DecorationRole:
            entry = super().data(ENTRY_ROLE)
            model = self.model()
            browser = model.parent() if model is not None else None
            if entry is not None and isinstance(browser, LibraryBrowser):
                picture = browser.thumbnail(entry, THUMB_PX)
                icon = QIcon(picture)
                icon.addPixmap(picture, QIcon.Mode.Selected)  # not tinted in the selected row
                return icon
        return super().data(role)


class _Filter(QSortFilterProxyModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.kind = ALL
        self.size = 0  # 0 = every size
        self.grade = ALL
        self.unsolved_only = False
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_filter(self, size: int, grade: str, unsolved_only: bool, kind: str = ALL) -> None:
        with self.changing_rows():
            self.size, self.grade, self.unsolved_only, self.kind = size, grade, unsolved_only, kind

    @contextmanager
    def changing_rows(self) -> Iterator[None]:
        """Re-filter the rows after the block (Qt 6.10 replaced invalidateRowsFilter)."""
        if hasattr(self, "beginFilterChange"):
            self.beginFilterChange()
            try:
                yield
            finally:
                self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:  # Qt < 6.10
            try:
                yield
            finally:
                self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        entry: LibraryEntry = model.index(row, TITLE, parent).data(ENTRY_ROLE)
        if entry is None:
            return False
        if self.kind and entry.kind != self.kind:
            return False
        if self.size and entry.shape != self.size:
            return False
        if self.grade == UNGRADED and is_graded(entry):
            return False
        if self.grade not in (ALL, UNGRADED) and entry.grade != self.grade:
            return False
        if self.unsolved_only and model.index(row, SOLVED, parent).data(SOLVED_ROLE):
            return False
        return True


class _PuzzleTable(QTableView):
    """The list of puzzles: Home and End go to the first and last puzzle shown, as in a file
    list (a table's Home and End went to the first and last column of the row, and with whole
    rows selected nothing moved: End never reached the last puzzle). Ctrl+Home and Ctrl+End
    do the same, as before."""

    def moveCursor(self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier) -> QModelIndex:  # noqa: N802 (Qt's name)
        if action in (QAbstractItemView.CursorAction.MoveHome, QAbstractItemView.CursorAction.MoveEnd):
            modifiers = modifiers | Qt.KeyboardModifier.ControlModifier  # (the rows, not the columns)
        return super().moveCursor(action, modifiers)


class LibraryBrowser(QDialog):
    """Lists the bundled puzzles; double click, Enter or Open emits ``openRequested(entry)``."""

    openRequested = Signal(object)  # the LibraryEntry to open

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        entries: list[LibraryEntry] | None = None,
        errors: list[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("library_browser")
        self.setWindowTitle("Puzzle Library")
        folder = None  # the folder read (None: the entries were given)
        if entries is None:
            folder = library_dir()
            entries, errors = load_library(folder)
        self.entries: list[LibraryEntry] = list(entries)
        self.errors: list[str] = list(errors or [])

        # -- filters
        self.kind_filter = QComboBox(self)
        self.kind_filter.setObjectName("library_kind_filter")
        self.kind_filter.addItem("All kinds", ALL)
        for kind in sorted({e.kind for e in self.entries}, key=_kind_rank):
            self.kind_filter.addItem(_kind_title(kind), kind)
        self.kind_filter.setToolTip("Show one puzzle kind (Str8ts, Sudoku, Suguru) or all")
        self.size_filter = QComboBox(self)
        self.size_filter.setObjectName("library_size_filter")
        self._fill_size_filter(ALL)
        self.grade_filter = QComboBox(self)
        self.grade_filter.setObjectName("library_grade_filter")
        self._fill_grade_filter(ALL)
        self.unsolved_filter = QCheckBox("&Unsolved only", self)
        self.unsolved_filter.setObjectName("library_unsolved_filter")
        kind_label = QLabel("&Kind:", self)
        kind_label.setBuddy(self.kind_filter)
        size_label = QLabel("&Size:", self)
        size_label.setBuddy(self.size_filter)
        grade_label = QLabel("&Grade:", self)
        grade_label.setBuddy(self.grade_filter)
        filters = QHBoxLayout()
        filters.addWidget(kind_label)
        filters.addWidget(self.kind_filter)
        filters.addSpacing(12)
        filters.addWidget(size_label)
        filters.addWidget(self.size_filter)
        filters.addSpacing(12)
        filters.addWidget(grade_label)
        filters.addWidget(self.grade_filter)
        filters.addSpacing(12)
        filters.addWidget(self.unsolved_filter)
        filters.addStretch(1)

        # -- the table
        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels(list(COLUMNS))
        self._rows: dict[str, int] = {}  # key -> source row
        self.thumbnails = ThumbnailCache()  # the pictures of the list and the preview
        self._fill()
        self.proxy = _Filter(self)
        self.proxy.setSourceModel(self.model)
        self.view = _PuzzleTable(self)
        self.view.setObjectName("library_view")
        self.view.setAccessibleName("Puzzles of the library")
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSortingEnabled(True)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.setItemDelegateForColumn(TITLE, TitleDelegate(self.view))
        # Tab leaves the list for the buttons and filters (it moved from cell to cell of the one
        # selected row, and a keyboard never got out of the list with it)
        self.view.setTabKeyNavigation(False)
        self.view.verticalHeader().hide()
        self.view.setIconSize(QSize(THUMB_PX, THUMB_PX))
        self.view.verticalHeader().setDefaultSectionSize(max(self.view.fontMetrics().height() + 8, THUMB_PX + 6))
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(TITLE, QHeaderView.ResizeMode.Stretch)
        for col in (KIND, SIZE, GRADE, SOLVED, BEST_TIME):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setHighlightSections(False)
        # size, then grade, then library order (the sort is stable): 6x6 Gentle 1 comes first;
        # or the order the player chose last (kept as the filters are)
        self.view.sortByColumn(*self._stored_sort())
        header.sortIndicatorChanged.connect(self._remember_sort)
        self.view.activated.connect(self._activated)  # double click or Enter
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._show_context_menu)
        self.view.selectionModel().currentRowChanged.connect(self._update_buttons)
        self.view.selectionModel().currentRowChanged.connect(self._show_preview)

        # -- the selected puzzle, larger
        self.preview = QLabel(self)
        self.preview.setObjectName("library_preview")
        self.preview.setFixedSize(PREVIEW_PX, PREVIEW_PX)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_caption = QLabel(self)
        self.preview_caption.setObjectName("library_preview_caption")
        self.preview_caption.setWordWrap(True)
        self.preview_caption.setFixedWidth(PREVIEW_PX)
        self.preview_caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        preview_column = QVBoxLayout()
        preview_column.addWidget(self.preview)
        preview_column.addWidget(self.preview_caption)
        preview_column.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        middle.addLayout(preview_column)
        self._middle = middle

        self.summary = QLabel(self)
        self.summary.setObjectName("library_summary")

        self.buttons = QDialogButtonBox(self)
        self.open_button = self.buttons.addButton("&Open", QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.setObjectName("library_open")
        self.open_button.setToolTip("Open the selected puzzle in play mode (double click or Enter)")
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        for b in (self.open_button, self.close_button):
            b.setAutoDefault(False)  # Enter in the table opens the row (once), not a button as well
        self.open_button.clicked.connect(self.open_current)
        self.close_button.clicked.connect(self.reject)

        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(middle, 1)
        notes = [problems_note(self.errors)] if self.errors else []
        if not self.entries and not self.errors:  # (an empty list, and no word why, was all it showed)
            notes.append(empty_note(folder))
        problem = stats_problem()
        if problem:
            notes.append(problem)
        if notes:
            errors_label = QLabel("\n".join(notes), self)
            errors_label.setObjectName("library_errors")
            errors_label.setWordWrap(True)
            layout.addWidget(errors_label)
        layout.addLayout(bottom)

        self._restore_filters()
        self.kind_filter.currentIndexChanged.connect(self._kind_changed)
        self.size_filter.currentIndexChanged.connect(self._filter_changed)
        self.grade_filter.currentIndexChanged.connect(self._filter_changed)
        self.unsolved_filter.toggled.connect(self._filter_changed)
        self._apply_filter()
        fit_to_screen(self, 800, 560)

    # -- rows -----------------------------------------------------------------------------------
    def _fill(self) -> None:
        # Every sort key ends in the library position, so ties keep the library's order.
        solved = solved_keys()
        for pos, entry in enumerate(self.entries):
            rank = _grade_rank(entry)
            kind_rank = _kind_rank(entry.kind)
            title = _TitleItem(entry.title)  # (its picture is drawn when first shown)
            title.setData(entry, ENTRY_ROLE)
            title.setData(f"{_natural(entry.title)}\t{pos:06d}", SORT_ROLE)
            title.setToolTip(f"{entry.title}\n{entry.file}, puzzle {entry.index + 1}")  # (the whole title, cut short or not)
            kind = QStandardItem(_kind_title(entry.kind))
            # (the keys are strings of fixed-width numbers: width and height both count, so a 4 x 6
            # Suguru no longer sorts between the 4 x 4 ones, and no key outgrows an int)
            kind.setData(_sort_key(kind_rank, entry.size, entry.height, rank, pos), SORT_ROLE)
            size = QStandardItem(entry.size_text)
            size.setData(_sort_key(entry.size, entry.height, kind_rank, rank, pos), SORT_ROLE)
            grade = QStandardItem(entry.grade if is_graded(entry) else NO_GRADE)
            if entry.grade and not is_graded(entry):
                grade.setToolTip(f"{entry.grade}: our logic does not finish this puzzle")
            grade.setData(_sort_key(rank, kind_rank, entry.size, entry.height, pos), SORT_ROLE)
            if not entry.grade:
                grade.setToolTip("No grade given for this puzzle")
            done = QStandardItem()
            done.setData(pos, POSITION_ROLE)
            best = QStandardItem()
            best.setData(pos, POSITION_ROLE)
            for item in (kind, size, grade, done, best):
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.model.appendRow([title, kind, size, grade, done, best])
            self._rows[entry.key] = self.model.rowCount() - 1
            self._set_solved_item(done, entry.key in solved)
        self._show_stats()

    def _show_stats(self) -> None:
        """The Best time column (and the Solved column's tooltip) from the stored statistics."""
        stats = puzzle_stats()
        view = getattr(self, "view", None)
        slowest_first = (
            view is not None
            and view.horizontalHeader().sortIndicatorSection() == BEST_TIME
            and view.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        )
        for key, row in self._rows.items():
            st = stats.get(key)
            best = self.model.item(row, BEST_TIME)
            pos = int(best.data(POSITION_ROLE))
            seconds = st.best if st is not None else None
            best.setText(format_duration(seconds))
            # by time; puzzles without a time after them (in library order) whichever way it sorts
            if seconds is not None:
                sort_key = int(seconds) * 1_000_000 + pos
            else:
                sort_key = pos - 1_000_000 if slowest_first else (MAX_SECONDS + 1) * 1_000_000 + pos
            best.setData(sort_key, SORT_ROLE)
            best.setToolTip(st.describe() if st is not None else "No time yet")
            done = self.model.item(row, SOLVED)
            if done.data(SOLVED_ROLE) and st is not None:
                done.setToolTip(st.describe())

    def _set_solved_item(self, item: QStandardItem, solved: bool) -> None:
        item.setText(CHECK if solved else "")
        item.setForeground(QBrush(QColor(SOLVED_COLOUR)) if solved else QBrush())
        font = item.font()
        font.setBold(solved)
        item.setFont(font)
        item.setData((1 if solved else 0) * 100_000 + int(item.data(POSITION_ROLE)), SORT_ROLE)
        item.setData(solved, SOLVED_ROLE)
        item.setToolTip("Solved" if solved else "Not solved yet")
        item.setAccessibleText("solved" if solved else "not solved")

    def row_count(self) -> int:
        """Rows shown (after filtering)."""
        return self.proxy.rowCount()

    def shown_entries(self) -> list[LibraryEntry]:
        """The entries shown, in the order shown."""
        return [self.proxy.index(r, TITLE).data(ENTRY_ROLE) for r in range(self.proxy.rowCount())]

    def row_of(self, key: str) -> int | None:
        """The shown row of an entry, or None when it is filtered out."""
        row = self._rows.get(key)
        if row is None:
            return None
        index = self.proxy.mapFromSource(self.model.index(row, TITLE))
        return index.row() if index.isValid() else None

    def is_marked(self, key: str) -> bool:
        row = self._rows.get(key)
        return row is not None and bool(self.model.index(row, SOLVED).data(SOLVED_ROLE))

    # -- progress -------------------------------------------------------------------------------
    def mark_solved(self, key: str) -> bool:
        """Remember ``key`` as solved and tick its row; True if it was not solved before."""
        new = mark_solved(key)
        self._show_solved(key, True)
        return new

    def record_solve(self, key: str, seconds: float | None, *, helped: bool = False) -> tuple[bool, bool]:
        """:func:`record_solve` and show it: (solved for the first time, a new best time)."""
        result = record_solve(key, seconds, helped=helped)
        self._show_solved(key, True)
        return result

    def forget_progress(self, key: str | None = None) -> None:
        """Forget ``key``'s tick and times (None: every puzzle's) and show it."""
        clear_solved(key)
        if key is None:
            self.refresh_solved()
        else:
            self._show_solved(key, False)

    def ask_forget_all(self) -> bool:
        """Whether the player means to forget every puzzle's progress (a question)."""
        answer = QMessageBox.question(
            self, "Forget All Progress",
            "Forget which library puzzles you solved and all your times? This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def context_menu(self, index: QModelIndex) -> QMenu:
        """The menu of the row at ``index`` (made current): Open, Mark as Solved or Forget
        Progress, Forget All Progress, Sort By."""
        menu = QMenu(self)
        menu.setObjectName("library_context_menu")
        if not index.isValid():
            index = self.view.currentIndex()
        entry = index.siblingAtColumn(TITLE).data(ENTRY_ROLE) if index.isValid() else None
        if entry is not None:
            self.view.setCurrentIndex(index.siblingAtColumn(TITLE))
            open_action = menu.addAction("&Open", self.open_current)
            menu.setDefaultAction(open_action)
            if self.is_marked(entry.key):
                forget = menu.addAction("&Forget Progress", lambda: self.forget_progress(entry.key))
                forget.setToolTip("Untick this puzzle and forget its times")
            else:
                mark = menu.addAction("Mark as &Solved", lambda: self.mark_solved(entry.key))
                mark.setToolTip("Tick this puzzle (solved elsewhere, e.g. on paper): no time")
            menu.addSeparator()
        every = QAction("Forget &All Progress", menu)
        every.triggered.connect(lambda: self.ask_forget_all() and self.forget_progress(None))
        every.setEnabled(any(self.is_marked(key) for key in self._rows) or bool(puzzle_stats()))
        menu.addAction(every)
        menu.addSeparator()
        menu.addMenu(self.sort_menu(menu))
        menu.setToolTipsVisible(True)
        return menu

    def sort_menu(self, parent: QWidget) -> QMenu:
        """Sort By: a column (as a click on its header) and Descending, for the keyboard too (the
        header is no place the keyboard reaches: the order could be chosen with the mouse only)."""
        header = self.view.horizontalHeader()
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        descending = order == Qt.SortOrder.DescendingOrder
        menu = QMenu("Sort &By", parent)
        menu.setObjectName("library_sort_menu")
        for k, (title, key) in enumerate(zip(COLUMNS, SORT_KEYS)):
            name = title.replace(key, "&" + key, 1)
            action = menu.addAction(name, lambda k=k: self.view.sortByColumn(k, order))
            action.setCheckable(True)
            action.setChecked(k == column)
        menu.addSeparator()
        reverse = menu.addAction(
            "&Descending",
            lambda: self.view.sortByColumn(
                column, Qt.SortOrder.AscendingOrder if descending else Qt.SortOrder.DescendingOrder
            ),
        )
        reverse.setCheckable(True)
        reverse.setChecked(descending)
        return menu

    def _show_context_menu(self, pos) -> None:
        index = self.view.indexAt(pos)
        self.context_menu(index).exec(self.view.viewport().mapToGlobal(pos))

    def best_time_text(self, key: str) -> str:
        """The Best time cell of ``key``'s row ("" when there is none)."""
        row = self._rows.get(key)
        return "" if row is None else self.model.item(row, BEST_TIME).text()

    def _show_solved(self, key: str, solved: bool) -> None:
        row = self._rows.get(key)
        if row is not None:
            with self.proxy.changing_rows():
                self._set_solved_item(self.model.item(row, SOLVED), solved)
                self._show_stats()
        self._update_summary()

    def refresh_solved(self) -> None:
        """Read the progress again (another window may have solved a puzzle)."""
        solved = solved_keys()
        with self.proxy.changing_rows():
            for key, row in self._rows.items():
                item = self.model.item(row, SOLVED)
                if bool(item.data(SOLVED_ROLE)) != (key in solved):
                    self._set_solved_item(item, key in solved)
            self._show_stats()
        self._update_summary()

    # -- filters --------------------------------------------------------------------------------
    def _fill_size_filter(self, kind: str) -> None:
        """The size choices for ``kind`` ("": every kind's), by width and then height as the Size
        column sorts them, keeping the current choice when it is still there. (The list once
        offered every kind's sizes whatever the kind: Str8ts and 4 x 6 showed no puzzle at all;
        and it went by the height, a 7 x 5 between the 5 x 5 and the 6 x 6.)"""
        current = self.size_filter.currentData() if self.size_filter.count() else 0
        shapes = {(e.size, e.height, e.shape, e.size_text) for e in self.entries if not kind or e.kind == kind}
        blocked = self.size_filter.blockSignals(True)
        try:
            self.size_filter.clear()
            self.size_filter.addItem("All sizes", 0)
            for _width, _height, shape, text in sorted(shapes):
                self.size_filter.addItem(text, shape)
            self.size_filter.setCurrentIndex(max(0, self.size_filter.findData(current)))
        finally:
            self.size_filter.blockSignals(blocked)

    def _fill_grade_filter(self, kind: str) -> None:
        """The grade choices for ``kind`` ("": every kind's, easiest first, each name once),
        keeping the current choice when it is still there."""
        current = self.grade_filter.currentData() if self.grade_filter.count() else ALL
        entries = [e for e in self.entries if not kind or e.kind == kind]
        present = {e.grade for e in entries}
        names: list[str] = []
        for k in sorted({e.kind for e in entries}, key=_kind_rank):
            names += [g for g in _kind_grades(k) if g in present and g not in names]
        blocked = self.grade_filter.blockSignals(True)
        try:
            self.grade_filter.clear()
            self.grade_filter.addItem("All grades", ALL)
            for name in names:
                self.grade_filter.addItem(name, name)
            if any(not is_graded(e) for e in entries):
                self.grade_filter.addItem("Ungraded", UNGRADED)
            self.grade_filter.setCurrentIndex(max(0, self.grade_filter.findData(current)))
        finally:
            self.grade_filter.blockSignals(blocked)

    def set_filter(self, size: int = 0, grade: str = ALL, unsolved_only: bool = False, kind: str = ALL) -> None:
        """Show only ``kind`` ("": all), ``size`` (0: all) and ``grade`` ("": all; "-": ungraded)
        puzzles."""
        blocked = self.kind_filter.blockSignals(True)
        try:
            self.kind_filter.setCurrentIndex(max(0, self.kind_filter.findData(kind)))
        finally:
            self.kind_filter.blockSignals(blocked)
        self._fill_size_filter(str(self.kind_filter.currentData()))
        self._fill_grade_filter(str(self.kind_filter.currentData()))
        for combo, value in ((self.size_filter, size), (self.grade_filter, grade)):
            k = combo.findData(value)
            combo.setCurrentIndex(max(0, k))
        self.unsolved_filter.setChecked(unsolved_only)
        self._apply_filter()

    @staticmethod
    def _stored_sort() -> tuple[int, Qt.SortOrder]:
        s = app_settings.settings()
        try:
            column = int(s.value(FILTER_SETTING + "sort_column", SIZE))
            descending = str(s.value(FILTER_SETTING + "sort_descending", "false")).lower() == "true"
        except (TypeError, ValueError):
            column, descending = SIZE, False
        if not 0 <= column < len(COLUMNS):
            column, descending = SIZE, False
        return column, Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder

    def _remember_sort(self, column: int, order: Qt.SortOrder) -> None:
        if column == BEST_TIME:  # (the puzzles without a time stay last: their keys follow the order)
            self._show_stats()
        s = app_settings.settings()
        s.setValue(FILTER_SETTING + "sort_column", int(column))
        s.setValue(FILTER_SETTING + "sort_descending", order == Qt.SortOrder.DescendingOrder)
        s.sync()

    def _restore_filters(self) -> None:
        s = app_settings.settings()
        try:
            size = int(s.value(FILTER_SETTING + "size", 0))
        except (TypeError, ValueError):
            size = 0
        kind = str(s.value(FILTER_SETTING + "kind", ALL) or ALL)
        grade = str(s.value(FILTER_SETTING + "grade", ALL) or ALL)
        unsolved = str(s.value(FILTER_SETTING + "unsolved_only", "false")).lower() == "true"
        self.kind_filter.setCurrentIndex(max(0, self.kind_filter.findData(kind)))
        self._fill_size_filter(str(self.kind_filter.currentData()))
        self._fill_grade_filter(str(self.kind_filter.currentData()))
        for combo, value in ((self.size_filter, size), (self.grade_filter, grade)):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self.unsolved_filter.setChecked(unsolved)

    def _kind_changed(self) -> None:
        self._fill_size_filter(str(self.kind_filter.currentData()))
        self._fill_grade_filter(str(self.kind_filter.currentData()))
        self._filter_changed()

    def _filter_changed(self) -> None:
        self._apply_filter()
        s = app_settings.settings()
        s.setValue(FILTER_SETTING + "kind", str(self.kind_filter.currentData()))
        s.setValue(FILTER_SETTING + "size", int(self.size_filter.currentData()))
        s.setValue(FILTER_SETTING + "grade", str(self.grade_filter.currentData()))
        s.setValue(FILTER_SETTING + "unsolved_only", self.unsolved_filter.isChecked())
        s.sync()

    def _apply_filter(self) -> None:
        before = self.current_entry()
        self.proxy.set_filter(
            int(self.size_filter.currentData()),
            str(self.grade_filter.currentData()),
            self.unsolved_filter.isChecked(),
            str(self.kind_filter.currentData()),
        )
        # the puzzle chosen stays chosen while it is shown; a filter that hides it starts the
        # list at its first puzzle (the table moved the choice to a neighbour of the row that
        # went, Kind: Str8ts from a Sudoku chose the last 9 x 9 Extreme, and Enter opened it)
        row = self.row_of(before.key) if before is not None else None
        if row is not None:
            self.view.setCurrentIndex(self.proxy.index(row, TITLE))
            self.view.scrollTo(self.view.currentIndex())
        elif self.proxy.rowCount():
            self.view.setCurrentIndex(self.proxy.index(0, TITLE))
            self.view.scrollToTop()
        if hasattr(self, "preview"):
            self._show_preview()
        self._update_summary()
        self._update_buttons()

    def _update_summary(self) -> None:
        solved = sum(1 for row in self._rows.values() if self.model.index(row, SOLVED).data(SOLVED_ROLE))
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        if not shown:  # (a blank list; "0 of 223 puzzles, 0 solved" did not say why)
            self.summary.setText(f"0 of {total} puzzles: no puzzle matches these filters")
            return
        if shown == total:
            self.summary.setText(f"{total} puzzles, {solved} solved")
            return
        # the solved ones among those shown (it counted every kind's and size's: "103 of 223
        # puzzles, 3 solved" with three Suguru solved and the Str8ts shown)
        solved_shown = sum(1 for r in range(shown) if self.proxy.index(r, SOLVED).data(SOLVED_ROLE))
        in_all = f" ({solved} in all)" if solved != solved_shown else ""
        self.summary.setText(f"{shown} of {total} puzzles, {solved_shown} solved{in_all}")

    def _update_buttons(self, *_args) -> None:
        self.open_button.setEnabled(self.view.currentIndex().isValid())

    # -- pictures -------------------------------------------------------------------------------
    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def thumbnail(self, entry: LibraryEntry, pixels: int):
        """The picture of ``entry``'s puzzle, ``pixels`` wide (cached)."""
        return self.thumbnails.get(entry.document.puzzle, pixels, dark=self._dark(), ratio=self.devicePixelRatioF())

    def _show_preview(self, *_args) -> None:
        entry = self.current_entry()
        if entry is None:
            self.preview.clear()
            nothing = self.model.rowCount() and not self.proxy.rowCount()
            self.preview_caption.setText("No puzzle matches these filters" if nothing else "No puzzle selected")
            return
        self.preview.setPixmap(self.thumbnail(entry, PREVIEW_PX))
        grade = entry.grade or "no grade"
        what = f"{_kind_title(entry.kind)}, {entry.size_text}, {grade}"
        self.preview_caption.setText(f"<b>{html.escape(entry.title)}</b><br>{html.escape(what)}")
        self.preview.setToolTip(f"{entry.title}: {what}")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wide = event.size().width() >= self.preview_min_width()
        self.preview.setVisible(wide)
        self.preview_caption.setVisible(wide)

    def preview_min_width(self) -> int:
        """The narrowest the browser shows the preview at: beside it the list keeps its other
        columns and room for :data:`TITLE_SAMPLE` after a title's picture (at least
        :data:`PREVIEW_MIN_WIDTH`)."""
        view = self.view
        others = sum(
            max(view.horizontalHeader().sectionSizeHint(c), view.sizeHintForColumn(c))
            for c in range(len(COLUMNS)) if c != TITLE
        )
        title = THUMB_PX + view.fontMetrics().horizontalAdvance(TITLE_SAMPLE) + 12  # (the cell's margins)
        chrome = 2 * view.frameWidth() + view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        margins = self.layout().contentsMargins() if self.layout() is not None else None
        outside = margins.left() + margins.right() if margins is not None else 0
        spacing = max(0, self._middle.spacing())
        return max(PREVIEW_MIN_WIDTH, outside + chrome + others + title + spacing + PREVIEW_PX)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "preview"):
            self._show_preview()  # the pictures follow the light or dark palette
            self.view.viewport().update()

    # -- opening --------------------------------------------------------------------------------
    def current_entry(self) -> LibraryEntry | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return index.siblingAtColumn(TITLE).data(ENTRY_ROLE)

    def select_key(self, key: str) -> bool:
        row = self.row_of(key)
        if row is None:
            return False
        self.view.setCurrentIndex(self.proxy.index(row, TITLE))
        self.view.scrollTo(self.view.currentIndex())
        return True

    def open_current(self) -> bool:
        entry = self.current_entry()
        if entry is None:
            return False
        self.openRequested.emit(entry)
        return True

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.open_current()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh_solved()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
