"""File > Import Picture… and Ctrl+V of an image: a puzzle read from a picture (a screenshot or a
photo) by :mod:`str8ts_gui.scan`, opened in edit mode for the user to check.

:func:`install` adds the action to a window (once) and gives the window
``ask_picture_path()`` (the file dialog) unless it has one: tests set
``window.ask_picture_path = lambda: path`` and never see a dialog. :func:`paste_image` is what
the window's Paste calls first: it takes an image on the clipboard (and leaves text to the
text reader).

What the user sees after an import: the read puzzle in edit mode as a new untitled document
(one undo step brings the old one back), the cells read with low confidence framed by a dashed
orange line until they are edited (so the eye goes to them first), the live badge telling at once whether
the reading has one solution, and a status line naming the cells to check.

The window needs: ``controller`` (its ``session``, ``set_highlights``, ``puzzleChanged``),
``set_mode``, ``fresh_panels`` (if it has panels), ``show_status``, ``show_error``, ``path``/``path_index`` and ``_dialog_dir`` (all
of :class:`~str8ts_gui.gui.main_window.MainWindow`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog

from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.session import DocInfo, Mode

__all__ = ["PICTURE_FILTER", "PictureImport", "ask_picture_path", "install", "paste_image"]

PICTURE_FILTER = "Pictures (*.png *.jpg *.jpeg *.bmp *.webp *.tif *.tiff);;All files (*)"
NAMED_CELLS = 8  # cells named in the status line at most


def ask_picture_path(window) -> str | None:
    """The picture file to read (None: cancelled)."""
    get = getattr(window, "_dialog_dir", None)
    folder = str(get()) if callable(get) else str(Path.home())
    path, _ = QFileDialog.getOpenFileName(window, "Import Picture", folder, PICTURE_FILTER)
    return path or None


def install(window) -> PictureImport:
    """Add File > Import Picture… to ``window`` (once) and return its handler."""
    existing = getattr(window, "picture_import", None)
    if isinstance(existing, PictureImport):
        return existing
    handler = PictureImport(window)
    window.picture_import = handler
    if not callable(getattr(window, "ask_picture_path", None)):
        window.ask_picture_path = lambda: ask_picture_path(window)
    return handler


def paste_image(window) -> bool:
    """Ctrl+V: read the clipboard's image if it has one and no puzzle text; True when it did
    (the puzzle was opened or the status bar says why not), False to let the text reader go on."""
    if QGuiApplication.instance() is None:  # (no clipboard without an application)
        return False
    mime = QGuiApplication.clipboard().mimeData()
    if mime is None or not mime.hasImage():
        return False
    text = QGuiApplication.clipboard().text()
    if text.strip() and _is_puzzle_text(text):
        return False
    image = QGuiApplication.clipboard().image()
    if image.isNull():
        return False
    install(window).import_image(image, "the clipboard's picture")
    return True


def _is_puzzle_text(text: str) -> bool:
    from str8ts_gui.core.document import iter_documents

    try:
        next(iter_documents(text, source="clipboard"))
    except (ValueError, StopIteration):
        return False
    return True


class PictureImport(QObject):
    """The Import Picture action and what an import leaves on the board."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("picture_import")
        self.window = window
        self.reading = None  # the last reading (str8ts_gui.scan.Reading)
        self._read: Puzzle | None = None  # the puzzle as read: marks stay on cells still so
        self._marked: frozenset[int] = frozenset()
        self._info = None  # the imported document's DocInfo: the frames belong to it alone
        # (I&mport: P is Print's, I Export Image's in the same menu)
        self.act_import_picture = QAction("I&mport Picture…", window)
        self.act_import_picture.setObjectName("action_import_picture")
        self.act_import_picture.setShortcut(QKeySequence("Ctrl+Shift+I"))
        tip = "Read a puzzle from a picture (a screenshot or a photo) and open it in edit mode"
        self.act_import_picture.setToolTip(f"{tip} (Ctrl+Shift+I)")
        self.act_import_picture.setStatusTip(tip)
        self.act_import_picture.triggered.connect(lambda _checked=False: self.import_picture())
        window.addAction(self.act_import_picture)
        self._add_to_menu()
        # (every change: opening a file of the same puzzle changes no cell, only the document)
        window.controller.changed.connect(self._refresh_marks)

    def _add_to_menu(self) -> None:
        menu = getattr(self.window, "file_menu", None)
        if menu is None:
            bar = self.window.menuBar()
            menu = next(
                (a.menu() for a in bar.actions() if a.menu() is not None and a.text().replace("&", "").lower() == "file"),
                None,
            ) or bar.addMenu("&File")
        actions = menu.actions()
        after = getattr(self.window, "act_open", None)
        if after in actions:
            k = actions.index(after)
            if k + 1 < len(actions):
                menu.insertAction(actions[k + 1], self.act_import_picture)
                return
        menu.addAction(self.act_import_picture)

    # -- importing ------------------------------------------------------------------------------
    def import_picture(self) -> bool:
        """File > Import Picture…: ask for a file and read it; True when a puzzle was opened."""
        path = self.window.ask_picture_path()
        if not path:
            return False
        return self.import_file(path)

    def import_file(self, path: str) -> bool:
        return self._import(path, Path(path).name, dialog=True)

    def import_image(self, image: QImage, label: str = "picture") -> bool:
        """Read a QImage (the clipboard's); True when a puzzle was opened."""
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            self.window.show_status(f"Not a puzzle picture: {label} cannot be read", 10000)
            return False
        return self._import(bytes(buffer.data()), label, dialog=False)

    def _import(self, source, label: str, *, dialog: bool) -> bool:
        from str8ts_gui.scan import ScanError, read_picture

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            reading = read_picture(source, name=label)
        except ScanError as e:
            message = str(e)
            if dialog:
                self.window.show_error("Import Picture", message)
            else:
                self.window.show_status(f"Not a puzzle picture: {message}", 10000)
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self._open(reading, label)
        return True

    def _open(self, reading, label: str) -> None:
        window = self.window
        session = window.controller.session
        self.reading = reading
        # a new, untitled document (Save must not overwrite the old file); one undo step back
        window.path, window.path_index = None, 0
        title = f"{_title(reading.kind)} from {label}"
        self._read = None  # no marks while the board changes
        session.replace(reading.puzzle, None, DocInfo(title=title))
        window.set_mode(Mode.EDIT)
        fresh = getattr(window, "fresh_panels", None)  # as after a paste: no hint of the old puzzle,
        if callable(fresh):  # the Solution Path of the one read
            fresh()
        self._read = reading.puzzle
        self._marked = frozenset(reading.uncertain)
        self._info = session.info
        self._refresh_marks()
        p = reading.puzzle
        read = f"a {_title(reading.kind)} {p.size} x {p.height} from {label}"
        what = f"Read {read}"
        if reading.uncertain:  # what to do first: a narrow status bar cuts the end of the line short
            names = [cell_name(i, p.size) for i in reading.uncertain]
            shown = ", ".join(names[:NAMED_CELLS]) + (", …" if len(names) > NAMED_CELLS else "")
            count = len(names)
            what = f"Check the {count} cell{'s' if count > 1 else ''} framed in orange ({shown}): read {read}"
        window.show_status(what + "; Ctrl+Z undoes it", 15000)

    def _refresh_marks(self) -> None:
        """Frame the uncertain cells that still hold what was read (none on another board)."""
        read = self._read
        if read is None:
            return
        session = self.window.controller.session
        puzzle = session.puzzle
        if session.info is not self._info:
            # another document (File > New, Open: even one whose cells match the read ones, as
            # an empty board's match the cells read empty), or undone back past the import
            marks: frozenset[int] = frozenset()
        elif (puzzle.kind, puzzle.size, puzzle.height) != (read.kind, read.size, read.height):
            marks = frozenset()
        else:
            same = [
                (a, b, c) == (d, e, f)
                for a, b, c, d, e, f in zip(puzzle.black, puzzle.clues, puzzle.regions or (0,) * puzzle.cell_count,
                                            read.black, read.clues, read.regions or (0,) * read.cell_count)
            ]
            # another puzzle of the same size (undo went back past the import): no marks
            if 2 * sum(same) < len(same):
                marks = frozenset()
            else:
                marks = frozenset(i for i in self._marked if same[i])
        self.window.controller.set_highlights(uncertain=marks)


def _title(kind: str) -> str:
    return get_kind(kind).title
