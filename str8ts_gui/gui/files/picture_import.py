"""File > Import Picture… and Ctrl+V of an image: a puzzle read from a picture (a screenshot or a
photo) by :mod:`str8ts_gui.scan`, opened in edit mode for the user to check.

:func:`install` adds the action to a window (once) and gives the window
``ask_picture_path()`` (the file dialog) unless it has one: tests set
``window.ask_picture_path = lambda: path`` and never see a dialog. :func:`paste_image` is what
the window's Paste calls first: it takes an image on the clipboard (and leaves text to the
text reader).

A main window makes the menu item when it starts
(:func:`~str8ts_gui.gui.deferred_actions.import_picture_item`) and loads this module at its
first use, or at the first Paste (``window.picture_import``).

The picture is read in a worker thread (:class:`~str8ts_gui.gui.worker.TaskRunner`): the window
stays responsive, the status bar says "Reading the picture NAME…" meanwhile (the cursor is busy),
and :attr:`PictureImport.finished` follows in the GUI thread when the reading has been opened or
its error shown. A second import while one runs replaces it (the first one's result is dropped);
closing the window drops the running one. The reading's rules' checks stop after
:data:`READ_TIME_LIMIT_S` seconds (the puzzle then opens as read, and the status line says the
check took too long). A result that comes while a modal dialog is open (a Save dialog) waits for
it to close: the document is never changed under a dialog.

What the user sees after an import: the read puzzle in edit mode as a new untitled document
(one undo step brings the old one back), the cells read with low confidence framed by a dashed
orange line until they are edited (so the eye goes to them first), the live badge telling at once whether
the reading has one solution, and a status line naming the cells to check.

The window needs: ``controller`` (its ``session``, ``set_highlights``, ``puzzleChanged``),
``set_mode``, ``fresh_panels`` (if it has panels), ``show_status``, ``show_error``, ``path``/``path_index`` and ``_dialog_dir``, and
if it has them ``status_message`` and ``status_bar.messageChanged`` (the "Reading…" line comes back
when a key ends it) (all of :class:`~str8ts_gui.gui.main_window.MainWindow`).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QEvent, QIODevice, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QFileDialog

from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.session import DocInfo, Mode
from str8ts_gui.gui.deferred_actions import import_picture_item
from str8ts_gui.gui.worker import TaskResult, TaskRunner
from str8ts_gui.solver.common import CancelToken

__all__ = ["PICTURE_FILTER", "PictureImport", "ask_picture_path", "attach", "install", "paste_image"]

PICTURE_FILTER = "Pictures (*.png *.jpg *.jpeg *.bmp *.webp *.tif *.tiff);;All files (*)"
NAMED_CELLS = 8  # cells named in the status line at most
READ_TIME_LIMIT_S = 5.0  # the rules' checks of a reading stop after this long (it opens as read)
MODAL_WAIT_MS = 100  # how often a result held back for a modal dialog looks whether it closed
CLOSE_JOIN_S = 0.5  # closing the window waits this long at most for the reading thread to end


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
    handler = attach(window)
    window.picture_import = handler
    return handler


def attach(window, action: QAction | None = None) -> PictureImport:
    """A new handler for ``window`` (``action``: the menu item the window made at its start; None:
    made here), and the window's ``ask_picture_path()`` unless it has one."""
    handler = PictureImport(window, action)
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
    return True  # (the reading goes on in the background)


def _is_puzzle_text(text: str) -> bool:
    from str8ts_gui.core.document import iter_documents

    try:
        next(iter_documents(text, source="clipboard"))
    except (ValueError, StopIteration):
        return False
    return True


def _read(source, label: str, token: CancelToken):
    """The reading (in the worker thread); the reader is looked up now (tests replace it)."""
    from str8ts_gui.scan import read_picture

    return read_picture(source, name=label, cancel=token, time_limit=READ_TIME_LIMIT_S)


class PictureImport(QObject):
    """The Import Picture action and what an import leaves on the board."""

    # a reading ended in the GUI thread: True when its puzzle was opened, False when its error
    # was shown (a dropped reading -- replaced by a newer one, the window closed -- emits nothing)
    finished = Signal(bool)

    def __init__(self, window, action: QAction | None = None) -> None:
        """``action``: the menu item the window made at its start (None: made here)."""
        super().__init__(window)
        self.setObjectName("picture_import")
        self.window = window
        self.reading = None  # the last reading (str8ts_gui.scan.Reading)
        self._read: Puzzle | None = None  # the puzzle as read: marks stay on cells still so
        self._marked: frozenset[int] = frozenset()
        self._info = None  # the imported document's DocInfo: the frames belong to it alone
        # the reading in the background: its label, and whether an error goes to a dialog
        self.runner = TaskRunner(self, name="str8ts-picture")
        self.runner.finished.connect(self._read_done)
        self._job: tuple[str, bool] | None = None
        self._status = ""  # the status line while it runs
        self._cursor = False  # the busy cursor is set
        self._held: TaskResult | None = None  # a result held back while a modal dialog is open
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.setInterval(MODAL_WAIT_MS)
        self._hold_timer.timeout.connect(self._deliver_held)
        self._resay = QTimer(self)  # the status line comes back when another message went
        self._resay.setSingleShot(True)
        self._resay.setInterval(0)
        self._resay.timeout.connect(self._say_reading)
        bar = getattr(window, "status_bar", None)
        changed = getattr(bar, "messageChanged", None)
        if changed is not None:
            changed.connect(self._message_changed)
        window.installEventFilter(self)  # the window closed: the reading is dropped
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        if action is None:
            action = import_picture_item(window, lambda: self)
        self.act_import_picture = action
        # (every change: opening a file of the same puzzle changes no cell, only the document)
        window.controller.changed.connect(self._refresh_marks)

    # -- importing ------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A picture is being read (or its result waits for a modal dialog to close)."""
        return self._job is not None

    def import_picture(self) -> bool:
        """File > Import Picture…: ask for a file and start reading it; True when the reading
        started (:attr:`finished` follows), False when the dialog was cancelled."""
        path = self.window.ask_picture_path()
        if not path:
            return False
        return self.import_file(path)

    def import_file(self, path: str) -> bool:
        return self._import(path, Path(path).name, dialog=True, what=f"the picture {Path(path).name}")

    def import_image(self, image: QImage, label: str = "picture") -> bool:
        """Start reading a QImage (the clipboard's); False when it cannot even be encoded."""
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            self.window.show_status(f"Not a puzzle picture: {label} cannot be read", 10000)
            return False
        return self._import(bytes(buffer.data()), label, dialog=False, what=label)

    def _import(self, source, label: str, *, dialog: bool, what: str) -> bool:
        """Read ``source`` in the background, replacing a reading still running."""
        self._held = None  # (a result held back for a dialog is dropped too)
        self._hold_timer.stop()
        self._job = (label, dialog)
        self.runner.start(partial(_read, source, label))
        self._set_cursor(True)
        self._status = f"Reading {what}…"
        self.window.show_status(self._status, 0)
        return True

    def cancel(self) -> bool:
        """Drop the running reading (its result is never opened); False when none runs."""
        if self._job is None:
            return False
        self.runner.discard()
        self._end()
        return True

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Drop the running reading and wait up to ``timeout`` seconds for its thread to end."""
        self.cancel()
        return self.runner.shutdown(timeout)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.Hide and not event.spontaneous():
            if self._job is not None:  # closed: the result would open in no window
                self.shutdown(CLOSE_JOIN_S)
        return False

    def _end(self) -> None:
        """The reading is over (opened, failed or dropped): no busy cursor, no status line."""
        self._job = None
        self._held = None
        self._hold_timer.stop()
        self._resay.stop()
        self._set_cursor(False)
        said, self._status = self._status, ""
        message = getattr(self.window, "status_message", None)
        if said and callable(message) and message() == said:
            self.window.show_status("", 0)

    def _set_cursor(self, busy: bool) -> None:
        if busy != self._cursor:
            self._cursor = busy
            if busy:
                QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            else:
                QApplication.restoreOverrideCursor()

    def _message_changed(self, text: str) -> None:
        # a key or a click ends the status line (and a message of the user's shows a while):
        # "Reading…" comes back once no other message is shown
        if not text and self._job is not None:
            self._resay.start()

    def _say_reading(self) -> None:
        message = getattr(self.window, "status_message", None)
        if self._job is not None and self._status and callable(message) and not message():
            self.window.show_status(self._status, 0)

    def _read_done(self, result: TaskResult) -> None:
        if self._job is None:
            return  # dropped
        self._held = result
        self._deliver_held()

    def _deliver_held(self) -> None:
        result = self._held
        if result is None or self._job is None:
            return
        if QApplication.activeModalWidget() is not None:
            self._hold_timer.start()  # not under a dialog (Save would write the new puzzle)
            return
        label, dialog = self._job
        self._end()
        from str8ts_gui.scan import ScanError

        error = result.error
        if error is not None:
            if not isinstance(error, ScanError):
                self.finished.emit(False)
                raise error  # a bug: seen as one, as when the reading ran in the GUI thread
            message = str(error)
            if dialog:
                self.window.show_error("Import Picture", message)
            else:
                self.window.show_status(f"Not a puzzle picture: {message}", 10000)
            self.finished.emit(False)
            return
        self._open(result.value, label)
        self.finished.emit(True)

    def _open(self, reading, label: str) -> None:
        window = self.window
        session = window.controller.session
        self.reading = reading
        # a new, untitled document (Save must not overwrite the old file); one undo step back
        window.path, window.path_index = None, 0
        # (the picture's name without its suffix: Save As and the exports offer the title as the
        # name, "Sudoku from shot.puzzle", not "Sudoku from shot.png.puzzle")
        title = f"{_title(reading.kind)} from {Path(label).stem}"
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
        if getattr(reading, "turned", 0):
            from str8ts_gui.scan.reader import turned_words

            read += f" ({turned_words(reading.turned)})"
        what = f"Read {read}"
        if reading.uncertain:  # what to do first: a narrow status bar cuts the end of the line short
            names = [cell_name(i, p.size) for i in reading.uncertain]
            shown = ", ".join(names[:NAMED_CELLS]) + (", …" if len(names) > NAMED_CELLS else "")
            count = len(names)
            what = f"Check the {count} cell{'s' if count > 1 else ''} framed in orange ({shown}): read {read}"
        if getattr(reading, "cut_short", False):  # the rules' check ran out of time
            what += " (not checked against its rules: that took too long)"
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
