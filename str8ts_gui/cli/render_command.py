"""``str8ts render``: draw puzzles to PNG, SVG or PDF, or a PDF booklet of many puzzles.

The command has the signature of the commands :func:`str8ts_gui.cli.main.main` runs:
``cmd_render(args, inputs, out) -> exit code``, where ``inputs`` iterates
``Item(source, line, document)`` (``puzzle``, ``values``) (and may have an ``err`` stream for messages).
:data:`RENDER_COMMANDS` maps the name to ``(func, help)``; :func:`add_arguments` adds the options
(the ``sources`` argument is added by the caller): they are :mod:`str8ts_gui.cli.parser`'s,
with the limits they share with the command; this module is imported only when it runs.

Drawing uses the GUI's board painter (:mod:`str8ts_gui.gui.files.export`), imported only when the
command runs, so the rest of the command line never loads Qt.

Without ``--booklet`` every puzzle gets its own file: ``--out FILE`` for the first, then
``FILE-2.EXT``, ``FILE-3.EXT``... for the others. The path of each file written is printed; a
file of that numbering the run did not write (``FILE-4`` of an earlier run of four puzzles, or
the number of a puzzle without a solution) is left as it is, and stderr names it
(:func:`older_files`), so that none is taken for one of this run's. A
PDF is the page the window's Print gives (:func:`~str8ts_gui.kinds.captions.printed_page`: the
caption with the kind, the file's grade and the author, the rules under the board); a PNG or SVG
picture has the title only, as the window's Export Image draws it. A solution (``--solution``)
says "Solution" under the title, as the window's printed solution does.

Exit codes: 0 fine, 1 a puzzle has no solution (with ``--solution`` the other puzzles are still
drawn; a booklet is written with "no solution" in that puzzle's place on the solutions page, as
the GUI's Export Booklet does; a puzzle with several solutions is drawn with one of them, exit 0,
and stderr says so), 2 bad usage (an ``--out`` that is not .png,
.svg or .pdf, a booklet not to .pdf, a ``--size`` outside 100..20000) or bad input, or a file that cannot be written.

``--size`` sets a PNG or SVG picture's pixels and ``--page-size`` a PDF's page: the other kind of
file has no use for it, and stderr says it is ignored (the file is written all the same); so is
``--solution`` or ``--entries`` with ``--booklet`` (its solutions are on its last pages; it
prints the puzzles to solve).
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from typing import Callable, Sequence

from str8ts_gui.cli.batch import counted
from str8ts_gui.cli.parser import (
    DEFAULT_SIZE_PX, MAX_SIZE_PX, MIN_SIZE_PX, PER_PAGE, RENDER_HELP, add_render_arguments, out_path,
)
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.solver.sat import solve
from str8ts_gui.solver.common import Status

__all__ = ["RENDER_COMMANDS", "add_arguments", "cmd_render", "numbered_path", "older_files", "out_path"]

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2
# the notes for an option the file type has no use for
SIZE_NOT_FOR_PDF = "--size is ignored for a PDF: the board fills the page (--page-size A4 or Letter)"
PAGE_SIZE_NOT_FOR_IMAGES = "--page-size is ignored for a PNG or SVG picture: its size is --size"
SOLUTION_NOT_FOR_BOOKLET = "--solution is ignored with --booklet: a booklet's solutions are on its last pages"
ENTRIES_NOT_FOR_BOOKLET = "--entries is ignored with --booklet: a booklet prints the puzzles to solve"


def numbered_path(path: str | os.PathLike[str], k: int) -> Path:
    """The file of the ``k``-th puzzle (1-based): ``path`` itself, then ``stem-k.suffix``."""
    path = Path(path)
    return path if k == 1 else path.with_name(f"{path.stem}-{k}{path.suffix}")


def _state(item, with_entries: bool) -> PlayState:
    """The player's entries and pencil marks where asked for and the source has them."""
    state = item.document.state
    if with_entries and state is not None:
        return state
    return PlayState.new(item.puzzle)


def cmd_render(args, inputs, out) -> int:
    """Draw the puzzles of ``inputs`` to ``args.out`` (see the module docstring)."""
    err = getattr(inputs, "err", None) or sys.stderr

    def usage(message: str) -> int:
        print(f"str8ts render: {message}", file=err)
        return EXIT_USAGE

    target = getattr(args, "out", None)
    if not target:
        return usage("--out FILE is required")
    booklet = bool(getattr(args, "booklet", False))
    if booklet and Path(target).suffix.lower() != ".pdf":  # (not the pictures' .png or .svg)
        return usage(_booklet_not_pdf(target))
    try:
        out_path(target)
    except argparse.ArgumentTypeError as e:
        return usage(f"--out: {e}")
    per_page = getattr(args, "per_page", None)
    if per_page is not None and not booklet:
        return usage("--per-page only applies to --booklet")
    if per_page is not None and per_page not in PER_PAGE:
        return usage(f"--per-page must be one of {', '.join(map(str, PER_PAGE))}")
    size = getattr(args, "size", None)
    size_px = DEFAULT_SIZE_PX if size is None else size
    if not MIN_SIZE_PX <= size_px <= MAX_SIZE_PX:
        return usage(f"--size must be from {MIN_SIZE_PX} to {MAX_SIZE_PX} pixels, not {size_px}")
    page_size = getattr(args, "page_size", None)
    # each option is for one kind of file: said, not silently dropped (the files are still written)
    pdf = Path(target).suffix.lower() == ".pdf"
    if size is not None and pdf:
        print(f"str8ts render: {SIZE_NOT_FOR_PDF}", file=err)
    if page_size is not None and not pdf:
        print(f"str8ts render: {PAGE_SIZE_NOT_FOR_IMAGES}", file=err)
    if booklet and getattr(args, "solution", False):
        print(f"str8ts render: {SOLUTION_NOT_FOR_BOOKLET}", file=err)
    if booklet and getattr(args, "entries", False):
        print(f"str8ts render: {ENTRIES_NOT_FOR_BOOKLET}", file=err)
    page_size = page_size or "A4"

    from str8ts_gui.gui.files import export  # Qt only when drawing

    export.ensure_app()
    code = EXIT_OK
    if booklet:
        entries = []
        for item in inputs:
            result = solve(item.puzzle, limit=2)  # (two: whether the solution printed is the only one)
            if result.solution is None:  # in the booklet all the same, as the GUI's booklet does
                print(
                    f"str8ts render: {item.source}: line {item.line}: the puzzle has no solution{_why(item)} "
                    "(its place on the solutions page says so)",
                    file=err,
                )
                code = EXIT_FAIL
            elif result.status is Status.SEVERAL:  # as --solution warns
                print(
                    f"str8ts render: {item.source}: line {item.line}: the puzzle has several solutions; "
                    "its solutions page shows one of them",
                    file=err,
                )
            # captioned as the window's Export Booklet captions it: the title (untitled: the kind
            # and size), and under it the kind a title does not name, the file's grade, the author
            doc = item.document
            caption = export.caption_of(item.puzzle, doc.title or "", doc.grade or "", doc.author or "")
            entries.append((caption, item.puzzle, result.solution))
        if getattr(inputs, "failed", False):
            print("str8ts render: booklet not written", file=err)
            return EXIT_USAGE
        if not entries:
            return usage("no puzzles to put in the booklet")
        try:
            pages = export.write_booklet(
                entries, target, per_page or 4, page_size=page_size, title=getattr(args, "title", None) or "",
                solved=True,
            )
        except OSError as e:
            print(f"str8ts render: cannot write {target}: {export.error_reason(e)}", file=err)
            return EXIT_USAGE
        print(f"{target}: {counted(len(entries), 'puzzle')}, {counted(pages, 'page')}", file=out)
        return code

    k = 0
    skipped: list[int] = []  # the numbers of the puzzles not drawn (no solution)
    for item in inputs:
        k += 1
        path = numbered_path(target, k)
        solution = None
        if getattr(args, "solution", False):
            result = solve(item.puzzle, limit=2)
            if result.solution is None:
                print(f"str8ts render: {item.source}: line {item.line}: the puzzle has no solution{_why(item)}", file=err)
                code = EXIT_FAIL
                skipped.append(k)
                continue
            if result.status is Status.SEVERAL:
                print(
                    f"str8ts render: {item.source}: line {item.line}: the puzzle has several solutions; "
                    "drawing one of them",
                    file=err,
                )
            solution = result.solution
        title = getattr(args, "title", None)
        if title is None:
            title = item.document.title
        state = _state(item, bool(getattr(args, "entries", False)))
        # a PDF: a page as the window's Print gives it (the caption: the title, untitled the kind
        # and size; under it the kind a title does not name, the file's grade, the author; the
        # rules under the board); a picture: the title only, as the window's Export Image draws it
        doc = item.document
        words = export.export_words(path, item.puzzle, title or "", doc.grade or "", doc.author or "",
                                    solution=solution is not None)
        try:
            export.export_file(state, path, solution=solution, size_px=size_px, page_size=page_size, **words)
        except OSError as e:
            print(f"str8ts render: cannot write {path}: {export.error_reason(e)}", file=err)
            return EXIT_USAGE
        print(path, file=out)
    older = older_files(target, k, skipped)
    if older:  # (never deleted: they are the user's; said, so that none is taken for this run's)
        print(f"str8ts render: {_older_note(older, k - len(skipped))}", file=err)
    return code


def older_files(target: str | os.PathLike[str], count: int, skipped: Sequence[int] = ()) -> list[Path]:
    """The files of ``target``'s numbering this run did not write though one of them could be
    taken for its own: ``FILE-k`` of a puzzle not drawn (``skipped``, no solution), and those
    after the ``count`` puzzles drawn, ``FILE-(count+1)``, ... up to the first that does not exist
    (left by an earlier run with more puzzles)."""
    found = [numbered_path(target, k) for k in skipped]
    k = count + 1
    while True:
        path = numbered_path(target, k)
        if not os.path.lexists(path):
            break
        found.append(path)
        k += 1
    return [path for path in found if os.path.lexists(path)]


def _older_note(paths: list[Path], written: int) -> str:
    """``out-2.png and out-3.png are older files, not written by this run (which wrote 1 file);
    left as they were`` (more than four: the first three, "...", the last and their number)."""
    from str8ts_gui.core.words import join_words

    names = [str(path) for path in paths]
    if len(names) > 4:
        listed = f"{', '.join(names[:3])}, ..., {names[-1]} ({len(names)} files)"
    else:
        listed = join_words(names)
    one = len(names) == 1
    return (f"{listed} {'is an older file' if one else 'are older files'}, not written by this run "
            f"(which wrote {counted(written, 'file')}); left as {'it was' if one else 'they were'}")


def _booklet_not_pdf(target: str) -> str:
    """What is wrong with a booklet's ``--out`` that is no .pdf, and the name that works."""
    path = Path(target)
    suffix = path.suffix
    # 'book2.png' -> 'book2.pdf'; 'book2' and 'Week 12.3' (a dot that is no file type) -> + '.pdf'
    typed = suffix[1:].isalpha()
    better = path.with_suffix(".pdf") if typed else path.with_name(path.name + ".pdf")
    what = f"not {path.name!r}" if typed else f"and {path.name!r} has no suffix"
    return f"--booklet writes a PDF: --out must end in .pdf, {what} (try --out {shlex.quote(str(better))})"


def _why(item) -> str:
    """``: REASON`` for a board not finished yet (a jigsaw being painted, a Suguru whose regions
    are being drawn), as solve says it; "" for any other board."""
    from str8ts_gui.core.kind import kind_of

    reason = kind_of(item.puzzle).unfinished(item.puzzle)
    return f": {reason}" if reason else ""


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    """Add the options of command ``name`` (not its sources) to ``parser``."""
    if name == "render":
        add_render_arguments(parser)


RENDER_COMMANDS: dict[str, tuple[Callable, str]] = {"render": (cmd_render, RENDER_HELP)}
