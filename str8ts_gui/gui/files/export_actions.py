"""File-menu actions of the main window: Export Image…, Export Booklet… and Print… (with preview).

:func:`install` adds them to a window (once). Every question to the user is a module-level
function taking the window (``ask_image_path``, ``ask_replace``, ``ask_content``,
``ask_booklet_puzzles``, ``ask_booklet_sources``, ``ask_booklet_per_page``, ``ask_booklet_title``,
``ask_booklet_path``, ``run_print_preview``), so tests replace them
with ``monkeypatch.setattr(export_actions, "ask_image_path", ...)`` and never see a dialog.

A printed page and a booklet caption each puzzle (:func:`~str8ts_gui.kinds.captions.caption_of`,
no Qt): its title, or untitled its kind and size, and under it the grade (a file's, or the one the
window has worked out already: printing never grades) and the author; a printed page states the
rules under the board (:func:`~str8ts_gui.kinds.captions.printed_page`, as ``str8ts render``'s
PDF does); Export Image to a PDF writes that printed page too. Export Image to a PNG or SVG
draws the title only: a picture is often wanted bare, and ``str8ts render`` draws the same PNG or
SVG; a picture of the solution says "Solution" under it, as a printed solution does
(:func:`~str8ts_gui.kinds.captions.solution_caption`).

A name typed without a suffix (a dot in the name, "Week 12.3", is none) gets one here, after
the file dialog asked about replacing the name as typed; a file of the completed name that exists is asked about then (``ask_replace``).

The menu items are made by :func:`~str8ts_gui.gui.deferred_actions.export_items`: a main
window makes them when it starts and this module at their first use (``window.export_actions``).

The window needs: ``controller.session.state`` (the current PlayState), ``title``, ``path``,
``show_status(text)`` and ``show_error(title, text)`` — all of :class:`MainWindow`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QLocale, QMarginsF, QObject, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QPageLayout, QPainter
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget
from shiboken6 import isValid

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import MARK_LAYERS, PlayState
from str8ts_gui.kinds.captions import Caption, printed_page
from str8ts_gui.gui.deferred_actions import ExportItems, export_items
from str8ts_gui.gui.files.file_actions import OPEN_FILTER as files_open_filter
from str8ts_gui.gui.files.file_actions import picture_error, show_open_error
from str8ts_gui.gui.files.file_dialogs import ask_replace, ask_save_name
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS
from str8ts_gui.solver.common import Status


def _export():
    """The export module (loaded at the first export, print or booklet: a quicker start)."""
    from str8ts_gui.gui.files import export

    return export


__all__ = [
    "BOARD_SOURCE",
    "CONTENTS",
    "ExportActions",
    "ask_booklet_path",
    "ask_booklet_per_page",
    "ask_booklet_puzzles",
    "ask_booklet_sources",
    "ask_booklet_title",
    "ask_content",
    "ask_image_path",
    "ask_replace",
    "install",
    "page_size",
    "print_rect",
    "run_print_preview",
    "size_preview",
]

IMAGE_FILTER = "PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"
PDF_FILTER = "PDF document (*.pdf)"
OPEN_FILTER = files_open_filter  # every puzzle file File > Open reads
# what to draw: the bare puzzle, with the player's entries and pencil marks, or with the solution
CONTENTS = ("puzzle", "entries", "solution")
_FILTER_SUFFIX = {"PNG": ".png", "SVG": ".svg", "PDF": ".pdf"}
# conflicts each search may take to tell whether a solution drawn is one of several
SEVERAL_BUDGET = 20000
# a booklet source that is the puzzle on the board, not a file (no path holds a NUL)
BOARD_SOURCE = "\0board"


def page_size() -> str:
    """The paper the window's PDFs are laid out on: Letter where the locale measures in US units
    (the United States and the few that use its paper), A4 elsewhere (``str8ts render`` takes
    ``--page-size``, default A4)."""
    return "Letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "A4"


# ==============================================================================================
# questions to the user (module-level so tests can replace them)
# ==============================================================================================
def _dialog_dir(window) -> str:
    get = getattr(window, "_dialog_dir", None)
    if callable(get):
        try:
            return str(get())
        except Exception:  # pragma: no cover - settings trouble must not block an export
            pass
    return str(Path.home())


def _stem(window) -> str:
    files = getattr(window, "files", None)
    if callable(getattr(files, "suggested_stem", None)):
        return files.suggested_stem()  # as Save As suggests it: the file's, the title or "sudoku-9x9"
    path = getattr(window, "path", None)
    return Path(path).stem if path else (getattr(window, "title", "") or "puzzle")


def _replaces(window, title: str) -> Callable[[str], bool]:
    """Whether an export may write to a name the program completed: nothing is there, or the
    user agrees to replace it (``ask_replace``)."""
    return lambda path: not os.path.lexists(path) or ask_replace(window, title, path)


def ask_image_path(window) -> str | None:
    """File to export the picture to; its suffix (.png, .svg, .pdf) picks the type."""
    suggested = str(Path(_dialog_dir(window)) / (_stem(window) + ".png"))

    def completed(path: str, chosen: str) -> str:
        """No image suffix typed: the one of the chosen filter (as Save As takes it, a dot in
        the name, "Week 12.3", is no suffix). The suggested name kept as it was with another
        type chosen (SVG or PDF): that type, the name's suffix changed (the dialog does not
        change it when the type changes, and name.png with SVG chosen wrote a PNG); a suffix
        the user typed is kept."""
        wanted = next((s for k, s in _FILTER_SUFFIX.items() if chosen.startswith(k)), None)
        if Path(path).suffix.lower() in _FILTER_SUFFIX.values():
            if wanted is not None and Path(path) == Path(suggested):
                return str(Path(path).with_suffix(wanted))
            return path
        return path + (wanted or ".png")

    return ask_save_name(window, "Export Image", suggested, IMAGE_FILTER, completed, _replaces(window, "Export Image"))


def ask_content(window, purpose: str, has_entries: bool) -> str | None:
    """"puzzle", "entries" or "solution" (one of :data:`CONTENTS`), or None to cancel."""
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(purpose)
    box.setText(f"{purpose}: what should the board show?")
    buttons = {box.addButton("&Puzzle Only", QMessageBox.ButtonRole.AcceptRole): "puzzle"}
    if has_entries:
        buttons[box.addButton("With My &Entries", QMessageBox.ButtonRole.AcceptRole)] = "entries"
    buttons[box.addButton("With &Solution", QMessageBox.ButtonRole.AcceptRole)] = "solution"
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(next(iter(buttons)))
    box.exec()
    return buttons.get(box.clickedButton())


def ask_booklet_puzzles(window) -> str | None:
    """What goes into a booklet: "board" (the puzzle on the board, saved or not), "files" (puzzle
    files, asked for next) or None to cancel."""
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Export Booklet")
    box.setText("Export Booklet: which puzzles should it hold?")
    box.setInformativeText("The puzzle on the board gets a page, and its solution a page after it.")
    board = box.addButton("The Puzzle on the &Board", QMessageBox.ButtonRole.AcceptRole)
    files = box.addButton("Puzzle &Files…", QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(files)
    box.exec()
    return {board: "board", files: "files"}.get(box.clickedButton())


def ask_booklet_sources(window) -> list[str]:
    """Puzzle files whose puzzles go into the booklet (empty to cancel)."""
    paths, _ = QFileDialog.getOpenFileNames(window, "Puzzles for the Booklet", _dialog_dir(window), OPEN_FILTER)
    return list(paths)


def ask_booklet_per_page(window) -> int | None:
    items = [f"{n} a page" for n in _export().BOOKLET_LAYOUTS]
    item, ok = QInputDialog.getItem(
        window, "Export Booklet", "Puzzles per page:", items, items.index("4 a page"), False
    )
    return int(item.split()[0]) if ok and item in items else None


def ask_booklet_title(window) -> str | None:
    """The title heading the booklet's first page, as ``str8ts render --booklet --title`` gives
    it ("" for none, the booklet as it was without one), or None to cancel."""
    text, ok = QInputDialog.getText(window, "Export Booklet", "Title on the first page (empty for none):")
    return text.strip() if ok else None


def ask_booklet_path(window, suggested_name: str) -> str | None:
    suggested = str(Path(_dialog_dir(window)) / suggested_name)

    def completed(path: str, _chosen: str) -> str:
        return path if Path(path).suffix.lower() == ".pdf" else path + ".pdf"

    return ask_save_name(window, "Export Booklet", suggested, PDF_FILTER, completed, _replaces(window, "Export Booklet"))


def run_print_preview(dialog) -> int:
    """Show the print preview (modal); tests replace this to paint without a dialog."""
    return dialog.exec()


def size_preview(dialog: QWidget) -> None:
    """Make a print preview wide enough for its whole toolbar (Qt opens it narrower, with Print
    behind the toolbar's "»"), a page-like height, both within the screen's free area."""
    from PySide6.QtWidgets import QToolBar

    dialog.ensurePolished()
    toolbar = dialog.findChild(QToolBar)
    width = max(dialog.sizeHint().width(), toolbar.sizeHint().width() if toolbar is not None else 0)
    from str8ts_gui.gui.screen_fit import fit_to_screen

    fit_to_screen(dialog, width, round(width * 1.2))  # room for a portrait page under the toolbar


def print_rect(printer, margin_mm: float | None = None) -> QRectF:
    """The area to draw in on ``printer``, in its painter's coordinates: the page less
    ``margin_mm`` on each side (or less the printer's own margins where those are wider)."""
    if margin_mm is None:
        margin_mm = _export().PAGE_MARGIN_MM
    layout = printer.pageLayout()
    res = printer.resolution()
    full = QRectF(layout.fullRectPixels(res))
    paint = QRectF(layout.paintRectPixels(res))
    m = margin_mm / 25.4 * res
    wanted = full.adjusted(m, m, -m, -m).intersected(paint)
    if wanted.isEmpty():
        wanted = paint
    return wanted.translated(-paint.topLeft())


# ==============================================================================================
# the actions
# ==============================================================================================
class ExportActions(QObject):
    """The export and print actions of one window (see :func:`install`)."""

    def __init__(self, window: QWidget, items: ExportItems | None = None) -> None:
        """``items``: the menu items the window made at its start (None: made here)."""
        super().__init__(window)
        self.setObjectName("export_actions")
        self.window = window
        self.preview = None  # the last print preview dialog
        self.printer = None  # and its printer
        self._print_job: tuple[PlayState, Caption, tuple[int, ...] | None, str, list[str]] | None = None
        self.several = False  # the solution last drawn is one of several (see _solution)
        if items is None:
            items = export_items(window, lambda: self)
        self.act_export_image, self.act_export_booklet, self.act_print, self.menu = items

    # -- helpers -------------------------------------------------------------------------------
    def _state(self) -> PlayState:
        return self.window.controller.session.state

    def _title(self) -> str:
        return getattr(self.window, "title", "") or ""

    def _known_grade(self, puzzle) -> str:
        """The document's own grade for ``puzzle`` (a published or saved one), else the grade the
        window has worked out for it already ("" when it has none yet): printing never waits
        for a grading."""
        info = getattr(getattr(getattr(self.window, "controller", None), "session", None), "info", None)
        own = info.grade_of(puzzle) if info is not None and hasattr(info, "grade_of") else ""
        if own:
            return own
        last = getattr(getattr(self.window, "grader", None), "last", None)
        if last is None or getattr(last, "puzzle", None) != puzzle:
            return ""
        return getattr(last, "grade", None) or ""

    def _facts(self, puzzle) -> tuple[str, str, str]:
        """The title, the grade known and the author a caption of the board's puzzle says."""
        return self._title(), self._known_grade(puzzle), getattr(self.window, "author", "") or ""

    def _caption(self, puzzle) -> Caption:
        """The caption of the board's puzzle: its title (or kind and size), the grade known, the author."""
        return _export().caption_of(puzzle, *self._facts(puzzle))

    def _content(self, purpose: str, content: str | None) -> str | None:
        if content is None:
            state = self._state()
            # the player's work: entries, any pencil marks (candidates, corner, centre), colours
            has_entries = any(any(state.layer(name)) for name in ("entries", *MARK_LAYERS, "colours"))
            content = ask_content(self.window, purpose, has_entries)
        if content is not None and content not in CONTENTS:
            raise ValueError(f"content must be one of {CONTENTS}, not {content!r}")
        return content

    def _solution(self, content: str, purpose: str) -> tuple[bool, tuple[int, ...] | None]:
        """(go on?, solution values) for ``content``; reports a puzzle without a solution.
        ``self.several`` tells whether the puzzle has other solutions than the one drawn."""
        self.several = False
        if content != "solution":
            return True, None
        puzzle = self._state().puzzle
        known = getattr(self.window, "known_solution", None)  # a solution the window already has
        solution = known(puzzle) if known is not None else None
        if solution is None:
            # two solutions (whether the one drawn is the only one) in a bounded search; a
            # puzzle too hard for it is solved as before, one solution, without the note
            export = _export()
            result = export.solve(puzzle, limit=2, budget=SEVERAL_BUDGET)
            if result.status is Status.CANCELLED:  # (a solution found before it stopped is kept)
                solution = result.solution or export.find_solution(puzzle)
            else:
                solution = result.solution
                self.several = result.count > 1
        if solution is None:
            self.window.show_error(f"Cannot {purpose.lower()}", "The puzzle has no solution, so there is none to show.")
            return False, None
        return True, solution

    def _several_note(self) -> str:
        """What the status line adds when the solution drawn is one of several."""
        return "; the puzzle has several solutions, this shows one of them" if self.several else ""

    # -- export image --------------------------------------------------------------------------
    def export_image(self, path: str | None = None, content: str | None = None) -> bool:
        """Ask for a file and what to show, then write the PNG, SVG or PDF."""
        if path is None:
            path = ask_image_path(self.window)
        if not path:
            return False
        try:
            _export().format_of(path)
        except ValueError:
            suffix = Path(path).suffix
            why = (
                f"Pictures are written as PNG, SVG or PDF, not as “{suffix}”"
                if suffix else "The name has no suffix to tell the picture's type"
            )
            self.window.show_error(
                "Cannot export",
                f"Could not export to “{Path(path).name}”:\n\n{why}: name the file .png, .svg or .pdf.",
            )
            return False
        content = self._content("Export Image", content)
        if content is None:
            return False
        ok, solution = self._solution(content, "Export")
        if not ok:
            return False
        state = self._state()
        if content == "puzzle":
            state = PlayState.new(state.puzzle)
        # a PDF: the printed page, a PNG or SVG: the title only, as str8ts render draws them
        words = _export().export_words(path, state.puzzle, *self._facts(state.puzzle), solution=content == "solution")
        try:
            _export().export_file(state, path, solution=solution, page_size=page_size(), **words)
        except OSError as e:
            self.window.show_error("Cannot export", _cannot_write(path, e))
            return False
        note = self._several_note()  # (as str8ts render --solution warns)
        if note:
            self.window.show_status(f"Exported the board to {Path(path).name}{note}", LONG_STATUS_MS)
        else:
            self.window.show_status(f"Exported the board to {Path(path).name}")
        return True

    # -- print ---------------------------------------------------------------------------------
    def print_puzzle(self, content: str | None = None) -> bool:
        """Ask what to show, then open the print preview; True when it was accepted (printed)."""
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        content = self._content("Print", content)
        if content is None:
            return False
        ok, solution = self._solution(content, "Print")
        if not ok:
            return False
        state = self._state()
        if content == "puzzle":
            state = PlayState.new(state.puzzle)
        # the caption and the rules under the board, as str8ts render's PDF has them; a solution
        # says so first in the smaller line: the page is not one to solve
        caption, rules = printed_page(state.puzzle, *self._facts(state.puzzle), solution=content == "solution")
        self._print_job = (state, caption, solution, content, rules)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self._title() or f"{kind_of(state.puzzle).title} puzzle")
        printer.setCreator("str8ts_gui")
        margin = _export().PAGE_MARGIN_MM
        printer.setPageMargins(QMarginsF(margin, margin, margin, margin), QPageLayout.Unit.Millimeter)
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setObjectName("print_preview")
        dialog.setWindowTitle("Print Preview")
        dialog.paintRequested.connect(self.paint_print)
        size_preview(dialog)
        if self.preview is not None and isValid(self.preview):
            self.preview.deleteLater()  # the previous preview; the last one stays for inspection
        self.printer, self.preview = printer, dialog
        accepted = bool(run_print_preview(dialog))
        if accepted:
            note = self._several_note()
            if note:
                self.window.show_status(f"Sent the puzzle to the printer{note}", LONG_STATUS_MS)
            else:
                self.window.show_status("Sent the puzzle to the printer")
        return accepted

    def paint_print(self, printer) -> None:
        """Paint the prepared print job on ``printer`` (a QPrinter: a preview, a printer or a PDF)."""
        if self._print_job is None:
            return
        state, caption, solution, content, rules = self._print_job
        painter = QPainter()
        if not painter.begin(printer):
            self.window.show_error("Cannot print", "The printer could not be opened.")
            return
        try:
            # The preview records the page and plays it back with a painter of the window's
            # palette (light text in the dark theme). A pen equal to the painter's first one
            # (black) is not recorded, so the title would come back light grey: the first pen
            # is set here, recorded, and the page played back in black as it prints.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setPen(_export().TEXT_COLOUR)
            rect = print_rect(printer)
            _export().paint_page(painter, rect, state, title=caption.heading, detail=caption.detail, solution=solution,
                                 show_entries=content == "entries", show_marks=content == "entries", fill=False,
                                 rules=rules)
        finally:
            painter.end()

    # -- booklet -------------------------------------------------------------------------------
    def export_booklet(
        self, sources: list[str] | None = None, path: str | None = None, per_page: int | None = None,
        title: str | None = None,
    ) -> bool:
        """Ask for the puzzles (the board's or files'), puzzles a page, a title and a PDF; write the booklet.

        ``sources``: puzzle files, :data:`BOARD_SOURCE` for the puzzle on the board. Each puzzle
        is captioned with its title (or kind and size), grade and author (:func:`export.caption_of`).
        ``title`` heads the first page (:func:`export.write_booklet`'s, as ``str8ts render
        --booklet --title`` gives it); None: asked with the PDF (``ask_booklet_title``, before the
        file), or none when ``path`` is given.
        """
        if sources is None:
            which = ask_booklet_puzzles(self.window)
            if which is None:
                return False
            sources = [BOARD_SOURCE] if which == "board" else ask_booklet_sources(self.window)
        if not sources:
            return False
        export = _export()
        entries = []
        for source in sources:
            if source == BOARD_SOURCE:
                puzzle = self._state().puzzle
                entries.append((self._title(), self._caption(puzzle), puzzle))
                continue
            try:
                docs = load_documents(source)
            except (PuzzleFormatError, ValueError, OSError) as e:  # worded as File > Open words it
                show_open_error(self.window, source, picture_error(Path(source)) or e)
                return False
            entries += [(d.title, export.caption_of(d.puzzle, d.title, d.grade, d.author), d.puzzle) for d in docs]
        if per_page is None:
            # the board's puzzle alone fills its page whatever the choice: nothing to ask
            per_page = 4 if sources == [BOARD_SOURCE] else ask_booklet_per_page(self.window)
        if per_page is None:
            return False
        if title is None:
            title = ask_booklet_title(self.window) if path is None else ""
        if title is None:
            return False
        if path is None:
            if len(sources) > 1:
                stem = "puzzles"
            else:
                stem = _stem(self.window) if sources[0] == BOARD_SOURCE else Path(sources[0]).stem
            path = ask_booklet_path(self.window, stem + "-booklet.pdf")
        if not path:
            return False
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            # each solution found here, once: the status line below names a puzzle without one,
            # or with several (its page shows one of them)
            found = [export.page_solution(puzzle) for _title, _caption, puzzle in entries]
            solutions = [values for values, _several in found]
            pages = export.write_booklet(
                [(caption, puzzle, values) for (_title, caption, puzzle), values in zip(entries, solutions)],
                path, per_page, title=title, solved=True, page_size=page_size(),
            )
        except (OSError, ValueError) as e:
            QGuiApplication.restoreOverrideCursor()
            self.window.show_error("Cannot export", _cannot_write(path, e))
            return False
        QGuiApplication.restoreOverrideCursor()
        word = "puzzle" if len(entries) == 1 else "puzzles"
        wrote = f"Wrote {len(entries)} {word} on {pages} pages to {Path(path).name}"
        def named(keep) -> list[str]:
            return [
                f"{k}" + (f" ({title})" if title else "")
                for k, ((title, _caption, _puzzle), got) in enumerate(zip(entries, found), 1) if keep(*got)
            ]

        def which(ks: list[str]) -> str:
            return f"puzzle {ks[0]} has" if len(ks) == 1 else f"puzzles {', '.join(ks)} have"

        # (as the command line warns): a place on the solutions page says "no solution", or
        # shows one solution of several
        said = []
        unsolved = named(lambda values, _several: values is None)
        if unsolved:
            said.append(f"{which(unsolved)} no solution (the solutions page says so)")
        several = named(lambda values, several: values is not None and several)
        if several:
            said.append(f"{which(several)} several solutions (the solutions page shows one)")
        if said:
            self.window.show_status("; ".join([wrote, *said]), LONG_STATUS_MS)
        else:
            self.window.show_status(wrote)
        return True


def _cannot_write(path: str, error: Exception) -> str:
    """The message for a file that could not be written: the file the user chose (never the
    temporary file written first) and the reason."""
    reason = _export().error_reason(error) if isinstance(error, OSError) else str(error)
    return f"Could not write “{path}”:\n\n{reason}"


def install(window) -> ExportActions:
    """Add Export Image…, Export Booklet… and Print… (Ctrl+P) to ``window``'s File menu, once.

    Returns the :class:`ExportActions` (also ``window.export_actions``).
    """
    existing = getattr(window, "export_actions", None)
    if isinstance(existing, ExportActions):
        return existing
    actions = ExportActions(window)
    window.export_actions = actions
    return actions
