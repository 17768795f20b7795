"""File > Import Picture… and Ctrl+V of an image read the picture in a worker thread: the window
stays responsive and says that it reads, a second import replaces the first, closing the window
drops the reading (the reader's bounds: test_reader_bounds.py).

A reading is held in its thread by a stand-in for the reader that waits for the test (or for its
cancel token) before it reads, so that the test sees the window while the reading runs."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QDialog

from str8ts_gui.core.session import Mode
from str8ts_gui.scan import reader
from str8ts_gui.solver.sat import CancelToken

WAIT_S = 30.0  # a held reading gives up waiting after this long (a test that hangs fails instead)


@pytest.fixture
def picture(tmp_path, puzzles, sp):
    def make(kind: str, name: str = "puzzle.png"):
        path = tmp_path / name
        path.write_bytes(sp.encode(sp.program_picture(puzzles[kind], 490), ".png"))
        return path

    return make


class HeldReader:
    """Stands in for ``reader.read_picture``: a reading of a source in ``held`` waits until the
    test releases it (or its cancel token fires), then reads the picture for real."""

    def __init__(self, monkeypatch) -> None:
        self.real = reader.read_picture
        self.held: dict[str, threading.Event] = {}  # a source's name -> its release
        self.started: dict[str, threading.Event] = {}
        self.tokens: dict[str, CancelToken] = {}
        self.threads: dict[str, threading.Thread] = {}
        self.returned: list[str] = []
        self.in_gui_thread = False
        monkeypatch.setattr(reader, "read_picture", self)

    def hold(self, name: str) -> threading.Event:
        self.held[name] = threading.Event()
        self.started[name] = threading.Event()
        return self.held[name]

    def __call__(self, source, kind=None, **kw):
        name = kw.get("name") or str(source)
        self.tokens[name] = kw.get("cancel")
        self.threads[name] = threading.current_thread()
        self.in_gui_thread |= threading.current_thread() is threading.main_thread()
        if name in self.held:
            self.started[name].set()
            token = kw.get("cancel")
            release = self.held[name]
            for _ in range(int(WAIT_S / 0.01)):
                if release.wait(0.01) or (token is not None and token.cancelled):
                    break
        try:
            return self.real(source, kind, **kw)
        finally:
            self.returned.append(name)


def end_thread(qtbot, thread: threading.Thread) -> None:
    """Let a reading's thread end, then deliver what it sent to the GUI thread."""
    thread.join(WAIT_S)
    assert not thread.is_alive()
    QApplication.processEvents()
    qtbot.wait(0)


# -- the window while a picture is read ------------------------------------------------------------
def test_the_window_stays_responsive_and_says_it_reads(window, picture, puzzles, sp, qtbot, monkeypatch, tmp_path) -> None:
    """The reading waits for the GUI thread to run a timer: had the import read the picture in
    the GUI thread, the timer could not run and the reading could not end."""
    held = HeldReader(monkeypatch)
    release = held.hold("puzzle.png")
    before = window.controller.session.puzzle
    window.set_mode(Mode.PLAY)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    ticks = []

    def tick() -> None:
        ticks.append(1)
        if len(ticks) >= 3:
            release.set()  # the GUI thread ran while the picture was being read

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    session = window.controller.session
    window.picture_import.act_import_picture.trigger()
    try:
        assert held.started["puzzle.png"].wait(WAIT_S)
        assert not held.in_gui_thread
        # while it reads: the status bar says so, the cursor is busy, the board is as it was
        assert window.status_message() == "Reading the picture puzzle.png…"
        assert window.picture_import.busy
        assert QApplication.overrideCursor() is not None
        assert QApplication.overrideCursor().shape() == Qt.CursorShape.BusyCursor
        assert window.controller.session.puzzle == before
        window.grab().save(str(tmp_path / "reading.png"))  # (a look at the window meanwhile)
        qtbot.waitUntil(lambda: sp.same_puzzle(session.puzzle, puzzles["sudoku"]), timeout=int(WAIT_S * 1000))
    finally:
        timer.stop()
        release.set()
    assert len(ticks) >= 3 and not window.picture_import.busy
    # then what an import always did: the puzzle read, in edit mode, one undo back
    assert window.controller.mode == Mode.EDIT
    assert window.status_message().startswith("Read a Sudoku 9 x 9 from puzzle.png")
    assert QApplication.overrideCursor() is None
    session.undo()
    assert session.puzzle == before


def test_the_reading_message_comes_back_after_a_key_ends_it(window, picture, qtbot, monkeypatch) -> None:
    """A key ends the status bar's message (the window's rule); while the picture is still being
    read, "Reading…" is shown again once no other message is."""
    held = HeldReader(monkeypatch)
    release = held.hold("puzzle.png")
    window.ask_picture_path = lambda: str(picture("sudoku"))
    try:
        window.picture_import.import_picture()
        assert window.status_message() == "Reading the picture puzzle.png…"
        seen = []
        window.status_bar.messageChanged.connect(seen.append)
        qtbot.keyClick(window.board, Qt.Key.Key_Right)
        assert "" in seen  # the key ended it
        qtbot.waitUntil(lambda: window.status_message() == "Reading the picture puzzle.png…", timeout=5000)
        window.show_status("Something else", 0)  # another message is not pushed away
        qtbot.wait(20)
        assert window.status_message() == "Something else"
    finally:
        release.set()
    with qtbot.waitSignal(window.picture_import.finished, timeout=int(WAIT_S * 1000)):
        pass


def test_ctrl_v_of_an_image_is_read_in_the_background_too(window, picture, puzzles, sp, qtbot, monkeypatch) -> None:
    held = HeldReader(monkeypatch)
    release = held.hold("the clipboard's picture")
    QGuiApplication.clipboard().setImage(QImage(str(picture("suguru"))))
    try:
        window.paste()
        assert held.started["the clipboard's picture"].wait(WAIT_S)
        assert window.status_message() == "Reading the clipboard's picture…"
        assert not sp.same_puzzle(window.controller.session.puzzle, puzzles["suguru"])
    finally:
        release.set()
    with qtbot.waitSignal(window.picture_import.finished, timeout=int(WAIT_S * 1000)) as blocker:
        pass
    assert blocker.args == [True]
    assert sp.same_puzzle(window.controller.session.puzzle, puzzles["suguru"])


def test_an_error_comes_as_before(window, tmp_path, sp, qtbot) -> None:
    """The reader's error, from the worker thread: the same message box (File > Import
    Picture…) or status line (Ctrl+V), the board as it was, and no "Reading…" left."""
    import numpy as np

    path = tmp_path / "blank.png"
    path.write_bytes(sp.encode(np.full((120, 160, 3), 255, np.uint8), ".png"))
    before = window.controller.session.puzzle
    window.ask_picture_path = lambda: str(path)
    with qtbot.waitSignal(window.picture_import.finished, timeout=int(WAIT_S * 1000)) as blocker:
        assert window.picture_import.import_picture()
    assert blocker.args == [False]
    assert len(window.errors) == 1 and window.errors[0][0] == "Import Picture"
    assert window.errors[0][1].startswith("blank.png: no puzzle grid found")
    assert not window.status_message().startswith("Reading")
    assert window.controller.session.puzzle == before
    assert QApplication.overrideCursor() is None
    QGuiApplication.clipboard().setImage(QImage(str(path)))
    with qtbot.waitSignal(window.picture_import.finished, timeout=int(WAIT_S * 1000)) as blocker:
        window.paste()
    assert blocker.args == [False]
    assert window.status_message().startswith("Not a puzzle picture: ")
    assert "no puzzle grid found" in window.status_message()
    assert len(window.errors) == 1 and window.controller.session.puzzle == before


# -- a second import, a closed window, a dialog ------------------------------------------------------
def test_a_second_import_replaces_the_first(window, picture, puzzles, sp, qtbot, monkeypatch) -> None:
    held = HeldReader(monkeypatch)
    release = held.hold("first.png")
    first, second = picture("sudoku", "first.png"), picture("suguru", "second.png")
    results = []
    window.picture_import.finished.connect(results.append)
    window.ask_picture_path = lambda: str(first)
    try:
        window.picture_import.import_picture()
        assert held.started["first.png"].wait(WAIT_S)
        window.ask_picture_path = lambda: str(second)
        with qtbot.waitSignal(window.picture_import.finished, timeout=int(WAIT_S * 1000)):
            window.picture_import.import_picture()
        assert held.tokens["first.png"].cancelled  # the first reading's solver calls were stopped
    finally:
        release.set()
    assert sp.same_puzzle(window.controller.session.puzzle, puzzles["suguru"])
    assert window.controller.session.info.title == "Suguru from second"  # (the picture's name without its suffix)
    # the first reading ends later: its result is dropped
    end_thread(qtbot, held.threads["first.png"])
    assert "first.png" in held.returned
    assert results == [True]
    assert sp.same_puzzle(window.controller.session.puzzle, puzzles["suguru"])
    assert window.status_message().startswith("Read a Suguru 5 x 5 from second.png")
    window.controller.session.undo()  # one undo: the board before both imports
    assert not sp.same_puzzle(window.controller.session.puzzle, puzzles["sudoku"])
    assert QApplication.overrideCursor() is None


def test_closing_the_window_while_a_picture_is_read(window, picture, qtbot, monkeypatch) -> None:
    held = HeldReader(monkeypatch)
    release = held.hold("puzzle.png")
    before = window.controller.session.puzzle
    results = []
    window.picture_import.finished.connect(results.append)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    try:
        window.picture_import.import_picture()
        assert held.started["puzzle.png"].wait(WAIT_S)
        assert window.close()
        assert held.tokens["puzzle.png"].cancelled  # closing stopped the reading
        assert not window.picture_import.busy
        assert QApplication.overrideCursor() is None
    finally:
        release.set()
    end_thread(qtbot, held.threads["puzzle.png"])
    assert "puzzle.png" in held.returned
    assert results == [] and window.errors == []
    assert window.controller.session.puzzle == before


def test_closing_the_window_during_a_real_reading_is_clean(window, picture, qtbot) -> None:
    """The reader itself (OpenCV, the classifier, the solver) in the thread when the window
    closes: no result, no error, no thread left."""
    window.ask_picture_path = lambda: str(picture("str8ts"))
    results = []
    window.picture_import.finished.connect(results.append)
    runner = window.picture_import.runner
    window.picture_import.import_picture()
    assert window.close()
    threads = list(runner._threads)
    for t in threads:
        t.join(WAIT_S)
        assert not t.is_alive()
    QApplication.processEvents()
    assert results == []
    assert QApplication.overrideCursor() is None


def test_a_result_waits_for_a_modal_dialog_to_close(window, picture, puzzles, sp, qtbot) -> None:
    """A reading that ends while a modal dialog is open (a Save dialog) changes the document
    only when it has closed (the dialog would act on another puzzle)."""
    before = window.controller.session.puzzle
    dialog = QDialog(window)
    dialog.setModal(True)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    results = []
    window.picture_import.finished.connect(results.append)
    runner_done = []
    window.picture_import.runner.finished.connect(runner_done.append)
    window.picture_import.import_picture()
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog, timeout=5000)
    qtbot.waitUntil(lambda: bool(runner_done), timeout=int(WAIT_S * 1000))  # read, held back
    qtbot.wait(250)
    assert results == [] and window.controller.session.puzzle == before
    assert window.picture_import.busy
    with qtbot.waitSignal(window.picture_import.finished, timeout=5000):
        dialog.close()
    assert results == [True]
    assert sp.same_puzzle(window.controller.session.puzzle, puzzles["sudoku"])


@pytest.mark.parametrize("how", ["open", "paste"])
def test_opening_another_puzzle_drops_the_reading(window, picture, puzzles, sp, qtbot, monkeypatch, how) -> None:
    """The user moved on while the picture was read: the puzzle opened (or pasted) meanwhile
    stays, the picture's never replaces it."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.kinds.sudoku.formats import parse_line

    held = HeldReader(monkeypatch)
    release = held.hold("puzzle.png")
    window.ask_picture_path = lambda: str(picture("sudoku"))
    other = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6..."
    opened: list[bool] = []
    window.picture_import.finished.connect(opened.append)
    try:
        window.picture_import.import_picture()
        assert held.started["puzzle.png"].wait(WAIT_S)
        if how == "open":
            window.set_document(Document(parse_line(other)))
        else:
            QGuiApplication.clipboard().setText(other)
            window.paste()
        assert not window.picture_import.busy
        assert held.tokens["puzzle.png"].cancelled  # its solver calls stop too
        assert QApplication.overrideCursor() is None
    finally:
        release.set()
    end_thread(qtbot, held.threads["puzzle.png"])
    qtbot.wait(50)
    assert window.controller.session.puzzle == parse_line(other) and opened == []
