"""Starting the GUI: the QApplication, its look (light, dark or following the system: Edit >
Preferences, or STR8TS_GUI_THEME) and ``main``.

``str8ts-gui [FILE]`` opens the main window; ``str8ts-gui FILE --screenshot OUT.png [--solve]``
saves a picture of the window and exits (it works without a display).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from str8ts_gui import __version__
from str8ts_gui.core.files import is_link

EXIT_OK, EXIT_INPUT = 0, 2
THEME_ENV = "STR8TS_GUI_THEME"  # "dark" or "light" overrides the Preferences and the system

__all__ = ["apply_theme", "create_main_window", "dark_indicator_palette", "dark_palette", "ensure_app", "light_palette", "main", "theme_override"]


def dark_palette():
    """A dark QPalette for the Fusion style (the board draws its dark look on it)."""
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    window, base, text = QColor("#2b2d31"), QColor("#1e1f22"), QColor("#e6e6e6")
    disabled = QColor("#7f8288")
    p.setColor(role.Window, window)
    p.setColor(role.WindowText, text)
    p.setColor(role.Base, base)
    p.setColor(role.AlternateBase, QColor("#34363b"))
    p.setColor(role.ToolTipBase, QColor("#3a3c42"))
    p.setColor(role.ToolTipText, text)
    p.setColor(role.PlaceholderText, disabled)
    p.setColor(role.Text, text)
    p.setColor(role.Button, QColor("#36383e"))
    p.setColor(role.ButtonText, text)
    p.setColor(role.BrightText, QColor("#ff6b6b"))
    p.setColor(role.Light, QColor("#45474d"))
    p.setColor(role.Midlight, QColor("#3c3e44"))
    p.setColor(role.Mid, QColor("#26272b"))
    p.setColor(role.Dark, QColor("#18191c"))
    p.setColor(role.Shadow, QColor("#000000"))
    p.setColor(role.Highlight, QColor("#3d7be0"))
    p.setColor(role.HighlightedText, QColor("#ffffff"))
    p.setColor(role.Link, QColor("#78a9ff"))
    p.setColor(role.LinkVisited, QColor("#b48eff"))
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group.Disabled, r, disabled)
    p.setColor(group.Disabled, role.Light, window)
    return p


# Fusion draws the edge of a check box's or radio button's indicator in the widget's Window
# colour made darker (darker(140), then lighter(110) for a check box), never lighter than the
# Window: on the dark one it was 1.1:1 against the dialog, boxes nearly invisible. These classes
# get the dark palette with a light Window (edge 5.2:1 for a check box, 3.4:1 for a radio
# button's anti-aliased ring): they fill no background, the Window role draws nothing else of
# them. Setting the application's palette (light) drops class palettes, as Qt documents.
_DARK_INDICATOR_WINDOW = "#c8cbd1"
_INDICATOR_CLASSES = ("QCheckBox", "QRadioButton")


def dark_indicator_palette():
    """The dark palette for check boxes and radio buttons (see ``_DARK_INDICATOR_WINDOW``)."""
    from PySide6.QtGui import QColor, QPalette

    p = dark_palette()
    p.setColor(QPalette.ColorRole.Window, QColor(_DARK_INDICATOR_WINDOW))
    return p


# Fusion's own light palette, role by role: (active and inactive, disabled), as ARGB: what
# ``QStyle.standardPalette()`` gives for Fusion on a system that is not dark (a test compares the
# two; on a dark system Qt 6.5+ gives its dark Fusion palette there, which made "light" dark).
# Built here also because asking PySide6 for the style object makes it build the QStyle class's
# enums first: 12-18 ms of the window's start.
_LIGHT = {
    "WindowText": ("#ff000000", "#ffbebebe"), "Button": ("#ffefefef", "#ffefefef"),
    "Light": ("#ffffffff", "#ffffffff"), "Midlight": ("#ffcacaca", "#ffcacaca"),
    "Dark": ("#ff9f9f9f", "#ffbebebe"), "Mid": ("#ffb8b8b8", "#ffb8b8b8"),
    "Text": ("#ff000000", "#ffbebebe"), "BrightText": ("#ffffffff", "#ffffffff"),
    "ButtonText": ("#ff000000", "#ffbebebe"), "Base": ("#ffffffff", "#ffefefef"),
    "Window": ("#ffefefef", "#ffefefef"), "Shadow": ("#ff767676", "#ffb1b1b1"),
    "Highlight": ("#ff308cc6", "#ff919191"), "HighlightedText": ("#ffffffff", "#ffffffff"),
    "Link": ("#ff0000ff", "#ff0000ff"), "LinkVisited": ("#ffff00ff", "#ffff00ff"),
    "AlternateBase": ("#fff7f7f7", "#fff7f7f7"), "ToolTipBase": ("#ffffffdc", "#ffffffdc"),
    "ToolTipText": ("#ff000000", "#ff000000"), "PlaceholderText": ("#80000000", "#80000000"),
    "Accent": ("#ff308cc6", "#ff919191"),
}


def light_palette():
    """The Fusion style's standard (light) palette."""
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    group = QPalette.ColorGroup
    for name, (normal, disabled) in _LIGHT.items():
        role = getattr(QPalette.ColorRole, name)  # every one of them since Qt 6.6 (pyproject's floor)
        for g in (group.Active, group.Inactive):
            p.setColor(g, role, QColor(normal))
        p.setColor(group.Disabled, role, QColor(disabled))
    return p


def theme_override() -> str | None:
    """"light" or "dark" when the STR8TS_GUI_THEME environment variable forces one, else None."""
    forced = os.environ.get(THEME_ENV, "").strip().lower()
    return forced if forced in ("dark", "light") else None


def _is_dark(scheme, choice: str | None = None) -> bool:
    """Dark or not: STR8TS_GUI_THEME first, then the Preferences choice, then the system's scheme."""
    from PySide6.QtCore import Qt

    forced = theme_override()
    if forced:
        return forced == "dark"
    if choice is None:
        from str8ts_gui.gui.settings import theme

        choice = theme()
    if choice in ("dark", "light"):
        return choice == "dark"
    return scheme == Qt.ColorScheme.Dark


def apply_theme(app, scheme=None, choice: str | None = None) -> bool:
    """Fusion style with a light or dark palette; True if dark.

    ``choice`` is "system", "light" or "dark" (default: the saved preference, see
    :func:`str8ts_gui.gui.settings.theme`); "system" follows ``scheme`` (default: the system's).
    STR8TS_GUI_THEME=dark or =light overrides both. The board follows the window's palette.
    """
    from PySide6.QtGui import QGuiApplication

    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    dark = _is_dark(scheme, choice)
    if dark:
        app.setPalette(dark_palette())
        indicators = dark_indicator_palette()
        for name in _INDICATOR_CLASSES:
            app.setPalette(indicators, name)
    else:
        app.setPalette(light_palette())
    return dark


GUI_SWITCH_INTERVAL = 0.001  # seconds (see ensure_app)


def ensure_app():
    """The QApplication, created (Fusion style, icon, theme that follows the system) if needed."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.icons import app_icon
    from str8ts_gui.gui.settings import set_application_names

    app = QApplication.instance()
    created = app is None
    if created:
        # Fusion from the command line, as ``-style`` does: setStyle() hands PySide6 the style
        # object, and it builds the QStyle class's enums first (12-18 ms of the start).
        app = QApplication((sys.argv[:1] or ["str8ts-gui"]) + ["-style", "Fusion"])
    set_application_names()
    if not app.property("str8ts_themed"):
        app.setProperty("str8ts_themed", True)
        app.setApplicationDisplayName("str8ts_gui")
        app.setApplicationVersion(__version__)
        if not created:
            app.setStyle("Fusion")
        # The logic (hints, grades, the solution path) runs in Python threads beside the window;
        # a thread waiting for the GIL gets it after this interval (Python's default: 5 ms), and
        # the window takes it for every event it handles in Python: 1 ms keeps it responsive.
        sys.setswitchinterval(GUI_SWITCH_INTERVAL)
        app.setWindowIcon(app_icon())
        apply_theme(app)
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda scheme: apply_theme(app, scheme))
    return app


def create_main_window(path: str | os.PathLike[str] | None = None, *, show: bool = True, restore: bool = True):
    """The main window with ``path`` loaded (or an empty 9 x 9 board); creates the QApplication.

    With ``restore`` an autosave left by a previous session is offered back first (the window's
    ``ask_restore_autosave`` decides); when it is restored, ``path`` is not opened (the status
    bar says so).
    """
    ensure_app()
    from str8ts_gui.gui.main_window import MainWindow

    window = MainWindow()
    window.start_with(path, restore=restore)
    if show:
        window.show()
    return window


def _link_documents(arg: str):
    """The documents of a puzzle link given on the command line."""
    from str8ts_gui.core.document import loads_documents

    return loads_documents(arg.strip(), source="the link on the command line")


def open_window(args: argparse.Namespace):
    """The interactive window for the command line ``args`` (shown; the event loop not run).

    A file that cannot be read still opens the window: the error is shown there.
    """
    ensure_app()
    from str8ts_gui.gui.main_window import MainWindow

    window = MainWindow()
    index = args.puzzle - 1 if args.puzzle is not None else None
    if is_link(args.file):  # an f-puzzles link (or a SudokuPad link carrying one): read like a paste
        from str8ts_gui.core.files import PuzzleFormatError

        opened = window.start_with(None)
        try:
            docs = _link_documents(args.file)
            window.set_document(docs[min(index or 0, len(docs) - 1)], None)
            opened = True
        except (PuzzleFormatError, ValueError) as e:
            window.show_error("Cannot open the link", str(e))
            opened = False
    else:
        opened = window.start_with(args.file, index)
        if args.file is None and not window.status_message():  # (nothing restored: the empty board)
            window.greet()
    window.show()
    if args.solve and opened:
        window.solve()
    return window


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="str8ts-gui",
        description="Desktop editor and solver for logic number puzzles (Str8ts, Sudoku, Suguru).",
        epilog="Str8ts is a registered trademark of Syndicated Puzzles Inc.; str8ts_gui is independent of them.",
    )
    parser.add_argument("file", nargs="?", help="a puzzle file to open (any format str8ts_gui reads), or an f-puzzles link (or a SudokuPad link that carries one)")
    parser.add_argument("--puzzle", type=int, metavar="N", help="open puzzle N (1-based) of a file that holds several")
    parser.add_argument("--screenshot", metavar="OUT.png", help="save a PNG of the window and exit")
    parser.add_argument("--solve", action="store_true", help="solve the puzzle first (with --screenshot)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args = parser.parse_args(argv)
    if args.screenshot and not args.file:
        parser.error("--screenshot needs a FILE")
    if args.puzzle is not None and args.puzzle < 1:
        parser.error("--puzzle must be 1 or more")
    return args


def _screenshot(args: argparse.Namespace, docs) -> int:
    from str8ts_gui.gui.main_window import MainWindow

    app = ensure_app()
    window = MainWindow(autosave=False, restore_geometry=False)
    window.set_document(docs[(args.puzzle or 1) - 1], args.file)
    window.show()
    app.processEvents()
    if args.solve:
        window.solve_now()
    window.check_now()
    app.processEvents()
    ok = window.grab().save(args.screenshot, "PNG")
    _resume_collector(exiting=True)
    window.shutdown()
    window.hide()
    window.deleteLater()
    app.processEvents()
    if not ok:
        print(f"str8ts-gui: cannot write {args.screenshot}", file=sys.stderr)
        return EXIT_INPUT
    return EXIT_OK


_collector_paused = False


def _quick_start() -> None:
    """No garbage collection while the window's modules load and it is built (they make tens of
    thousands of objects that all live on: Qt's enums, the menus): :func:`_resume_collector`
    turns it back on as soon as the event loop runs."""
    global _collector_paused
    import gc

    gc.disable()
    _collector_paused = True


def _resume_collector(exiting: bool = False) -> None:
    """After :func:`_quick_start`: one collection of the start's own garbage (the window is on
    screen by then; a screenshot's process, which ends at once, skips it), what is left set
    aside for good (``gc.freeze``), and the collector on again. Nothing when it was not paused."""
    global _collector_paused
    if not _collector_paused:
        return
    import gc

    _collector_paused = False
    if not exiting:
        gc.collect()
    gc.freeze()
    gc.enable()


def _quiet_offscreen_warning():
    """Drop the offscreen plugin's harmless "does not support propagateSizeHints()" warning."""
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    def handler(mode, context, message: str) -> None:
        if "does not support propagateSizeHints" in message:
            return
        sys.stderr.write(qFormatLogMessage(mode, context, message) + "\n")

    return qInstallMessageHandler(handler)


def main(argv: Sequence[str] | None = None) -> int:
    if argv is None:  # the program's own process (not a caller's, such as the tests)
        _quick_start()
    args = _parse_args(argv)
    from PySide6.QtCore import qInstallMessageHandler

    previous = _quiet_offscreen_warning()
    try:
        return _run(args)
    finally:
        qInstallMessageHandler(previous)


def run() -> None:
    """The program's entry point (``str8ts-gui``, ``python -m str8ts_gui``): :func:`main`, then
    the process ends as soon as its work is done: the window closed, its files and settings
    written (every save syncs at once), the PNG of ``--screenshot`` saved. What is left then is
    tearing down, Python freeing every module and object one by one and Qt's destructors (about
    0.1 s), which nobody waits for with profit: the process ends with main's exit code instead,
    once the output streams are flushed."""
    code = main()
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:  # None in a windowed process on Windows
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
    os._exit(code)


# Signals that end the program from outside: a plain ``kill``, the session ending, the terminal
# it was started from closing. Python's default ends the process at once, and the work of the
# last seconds (the autosave waits 3 s after a change) was lost.
_END_SIGNALS = ("SIGTERM", "SIGHUP")


def _save_work(signum: int) -> None:
    """Write every window's unsaved work to its autosave, then end as ``signum`` ends a process
    (the autosave's lock goes with the process: the next start offers the work back). Run from
    the event loop, never inside the signal's handler: a handler runs between any two steps of
    the Python code running then, which may be an autosave half written."""
    import signal

    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        files = getattr(widget, "files", None)
        if callable(getattr(files, "write_autosave", None)):
            try:
                files.write_autosave()
            except Exception:  # noqa: BLE001 - the other windows' work still goes to disk
                pass
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _on_end_signal(signum: int, _frame) -> None:
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: _save_work(signum))  # at the event loop's next turn


def _autosave_on_end_signals(app):
    """Make SIGTERM and SIGHUP write the windows' unsaved work to their autosaves before the
    process ends (POSIX; the main thread), while the event loop runs; returns what puts the
    handlers as they were. Python runs a signal's handler only when it next runs Python code,
    which a window waiting in Qt's event loop may not do for a long time, so the signal also
    wakes the loop through a socket (``signal.set_wakeup_fd``)."""
    if os.name != "posix":
        return lambda: None
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    try:
        reader, writer = socket.socketpair()
    except OSError:
        return lambda: None
    reader.setblocking(False)
    writer.setblocking(False)
    before: dict[int, object] = {}
    try:
        wakeup = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        for name in _END_SIGNALS:
            number = getattr(signal, name)
            if signal.getsignal(number) is signal.SIG_IGN:
                continue  # told to ignore it (nohup): the window goes on, as it did
            before[number] = signal.signal(number, _on_end_signal)
    except (ValueError, OSError):  # not the main thread
        for number, handler in before.items():
            signal.signal(number, handler)
        reader.close()
        writer.close()
        return lambda: None

    def wake() -> None:  # (the handler runs as soon as this Python code does)
        try:
            reader.recv(512)
        except OSError:
            pass

    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(wake)

    def undo() -> None:
        notifier.setEnabled(False)
        notifier.deleteLater()
        for number, handler in before.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(wakeup)
        reader.close()
        writer.close()

    return undo


def _run(args: argparse.Namespace) -> int:
    if args.screenshot:
        # Without a window to show it in, a file that cannot be read is an error (exit 2).
        from str8ts_gui.core.document import load_documents
        from str8ts_gui.core.files import PuzzleFormatError

        try:
            docs = _link_documents(args.file) if is_link(args.file) else load_documents(args.file)
        except PuzzleFormatError as e:
            print(f"str8ts-gui: {e}", file=sys.stderr)
            return EXIT_INPUT
        if args.puzzle is not None and args.puzzle > len(docs):
            held = f"{len(docs)} puzzle" + ("" if len(docs) == 1 else "s")
            print(f"str8ts-gui: {args.file}: has no puzzle number {args.puzzle} (it holds {held})", file=sys.stderr)
            return EXIT_INPUT
        if not any(os.environ.get(v) for v in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return _screenshot(args, docs)

    app = ensure_app()
    window = open_window(args)  # noqa: F841 (kept alive while the event loop runs)
    undo_signals = _autosave_on_end_signals(app)
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, _resume_collector)
    try:
        return app.exec()
    finally:
        undo_signals()


if __name__ == "__main__":  # pragma: no cover
    run()
