"""The document: a puzzle of any kind with its title, author, notes and the player's work.

Also :func:`iter_documents`, the one reader of every input (files, standard input, arguments, the
clipboard), which tells the puzzle kinds apart by their forms, and the native save file's names
(versioned JSON that names its puzzle kind: :func:`dumps_document`, :func:`loads_document`), whose
writer and reader are in :mod:`str8ts_gui.core.document_json`, loaded at their first call.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from typing import Iterator

from str8ts_gui.core.files import PuzzleFormatError, comment_text, other_kind_error, read_text_file
from str8ts_gui.core.kind import all_kinds, get_kind
from str8ts_gui.core.puzzle import PlayState, Puzzle, is_black_cell_line

FORMAT_NAME = "str8ts_gui"
FORMAT_VERSION = 1
# the kind of a file or text that names none (everything was Str8ts before there were kinds)
DEFAULT_KIND = "str8ts"


@dataclass(frozen=True)
class Document:
    """What a native save file holds."""

    puzzle: Puzzle
    title: str = ""
    author: str = ""
    notes: str = ""
    state: PlayState | None = None  # the player's entries and pencil marks
    grade: str = ""  # difficulty as published or rated, e.g. "Tough" (optional)
    seconds: int = 0  # the player's time on the puzzle so far (the window's play clock)
    solved_by_program: bool = False  # the grid was filled in by Solve, not by the player
    hints: int = 0  # how many hints the player applied (Hint > Apply) while playing it
    # what the reader made of another program's file that the user should hear of when it opens
    # (an f-puzzles cosmetic cage with a number read as a killer cage); never saved
    read_notes: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if self.state is not None and self.state.puzzle != self.puzzle:
            raise ValueError("the play state belongs to a different puzzle")


# the comments that describe the puzzle right below them (no blank line between) in every kind's
# texts: "; title: ...", "; author: ...", "; grade: ..." (or "//")
META_KEYS = ("title", "author", "grade")


def meta_comment(stripped: str) -> tuple[str, str] | None:
    """(key, value) of a (stripped) comment line that describes a puzzle (``; title: X`` gives
    ``("title", "X")``), or None for any other line."""
    key, colon, value = (comment_text(stripped) or "").partition(":")
    key = key.strip().lower()
    return (key, value.strip()) if colon and key in META_KEYS else None


def with_meta(doc: Document, meta: dict[str, str]) -> Document:
    """``doc`` with the title, author and grade of the comments above it (:func:`meta_comment`),
    where it has none of its own (its own win)."""
    fill = {key: value for key, value in meta.items() if value and not getattr(doc, key)}
    return replace(doc, **fill) if fill else doc


def described(text: str, doc) -> str:
    """``text`` (a puzzle's line or link) with ``; title:`` and ``; author:`` lines above it from
    ``doc`` (a document or what the window knows of one), as every kind's reader takes them
    (:func:`meta_comment`)."""
    head = [f"; {key}: {value}" for key in ("title", "author") if (value := " ".join(getattr(doc, key, "").split()))]
    return "".join(f"{line}\n" for line in head) + text


# the start of the error for a JSON object without "format": maybe another program's JSON
MISSING_FORMAT = f"not a {FORMAT_NAME} file (missing field 'format')"


def dumps_document(doc: Document) -> str:
    """The native JSON text of a document (see :mod:`str8ts_gui.core.document_json`)."""
    from str8ts_gui.core import document_json

    return document_json.dumps_document(doc)


def loads_document(text: str, *, source: str = "<string>", taken_for: str | None = None) -> Document:
    """Read a native JSON document; any problem raises :class:`PuzzleFormatError`, naming the
    field and the line it is on (``taken_for``: the kind of the text it stands in, whose forms
    the error for a JSON object that is no native document lists)."""
    from str8ts_gui.core import document_json

    return document_json.loads_document(text, source=source, taken_for=taken_for)


def loads_document_line(raw: str, *, source: str, line: int, taken_for: str | None = None) -> Document:
    """A native JSON document written on one line ``raw`` of a text (JSON Lines, a line among
    puzzle lines), at line ``line``: its errors name that line, and a column counted in it
    (``taken_for``: see :func:`loads_document`)."""
    from str8ts_gui.core import document_json

    return document_json.loads_document_line(raw, source=source, line=line, taken_for=taken_for)


# a comment line that names a text's kind, "; kind: str8ts" (what the Str8ts writers put above a
# puzzle without black cells, which would otherwise read as a Sudoku)
_KIND_COMMENT_RE = re.compile(r"^[ \t]*(?:;|//)[ \t]*kind[ \t]*:[ \t]*([A-Za-z0-9_]+)[ \t]*\r?$", re.M | re.I)


def marked_kind(text: str) -> str | None:
    """The kind a text's ``; kind: NAME`` comment lines name (NAME a kind we have, every such line
    the same), else None."""
    if "ind" not in text and "IND" not in text:  # (a big text without one: no pattern searched)
        return None
    names = {m.group(1).lower() for m in _KIND_COMMENT_RE.finditer(text)}
    if len(names) != 1:
        return None
    (name,) = names
    return name if name in {kind.name for kind in all_kinds()} else None


def detect_kind(text: str, *, source: str = "<string>") -> str:
    """The kind whose forms ``text`` is in: the first kind other than Str8ts that claims it
    (a Sudoku ``.sdk`` file, plaintext integer tokens, a puzzle line without black cells...),
    else Str8ts, as before there were other kinds. A text that is one Str8ts line with an
    empty black cell (``#``) is Str8ts without asking (nor importing) any other kind: a ``#`` is
    no cell of theirs (a black clue ``a``-``g`` alone could be a digit 10-16 of a large Sudoku's
    line, so such a line is still asked about), and ``str8ts solve PUZZLE`` or a window opening
    one such line loads neither Sudoku's nor Suguru's package. So is a text of such lines and
    ``;`` comments alone (a Str8ts library file: ``; title: ...`` above each puzzle line). A text
    with a ``; kind: NAME`` comment is that kind (see :func:`marked_kind`)."""
    return marked_kind(text) or _kind_by_shape(text, source=source)


def _kind_by_shape(text: str, *, source: str) -> str:
    """:func:`detect_kind` of a text without a ``; kind:`` comment."""
    line = text.strip()
    if "#" in line and _str8ts_lines_alone(line):  # (one such line, or a library file of them)
        return DEFAULT_KIND
    for kind in all_kinds():
        if kind.name != DEFAULT_KIND and kind.detect(text, source=source):
            return kind.name
    return DEFAULT_KIND


def _str8ts_lines_alone(text: str) -> bool:
    """Every line of ``text`` blank, a ``;`` comment or a Str8ts line with an empty black cell,
    and one such line at least."""
    found = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if "#" not in line or not is_black_cell_line(line):
            return False
        found = True
    return found


def iter_documents(
    text: str,
    *,
    source: str = "<string>",
    one_per_line: bool = False,
    kind: str | None = None,
    keep_going: bool = False,
) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for every puzzle of a text; raise at the first bad one.

    A whole text that is one native JSON document (see :func:`dumps_document`) is read at the
    line of its ``{`` and carries its kind. Anything else is read by ``kind``'s reader, or, with
    no kind given, by the kind :func:`detect_kind` finds (see each kind's ``read``).
    ``one_per_line`` (standard input): every line is one puzzle, never a row of a grid.
    ``keep_going`` (batch commands): a bad puzzle of a text of many is yielded as (line number,
    its PuzzleFormatError) and reading goes on; what spoils the whole text still raises.
    """
    text = text.removeprefix("\ufeff")
    table = _table(text)
    if table is not None:  # a table with a "puzzle" column: its puzzles, one a line
        puzzles, named = table
        for line, doc in iter_documents(puzzles, source=source, one_per_line=True, kind=kind, keep_going=keep_going):
            if isinstance(doc, Document) and line in named:
                title, grade = named[line]
                doc = replace(doc, title=doc.title or title, grade=doc.grade or grade)
            yield line, doc
        return
    head = text.lstrip()
    if head.startswith("{"):
        try:
            doc = loads_document(text, source=source, taken_for=kind)
        except PuzzleFormatError as e:
            from str8ts_gui.core.document_json import is_foreign_json

            if e.reason.startswith(MISSING_FORMAT) and is_foreign_json(text):
                pass  # another program's JSON ("grid" and "size": f-puzzles): the kind that claims it reads it
            elif not e.reason.startswith("not valid JSON: Extra data"):  # one JSON value: its error
                raise
            # several values (JSON Lines, perhaps with puzzle lines): read line by line
        else:
            yield text.count("\n", 0, len(text) - len(head)) + 1, doc
            return
    marked = None if kind is not None else marked_kind(text)  # (a text naming its kind: as --kind)
    name = kind or marked or _kind_by_shape(text, source=source)
    documents = get_kind(name).read(text, source=source, one_per_line=one_per_line, keep_going=keep_going)
    if kind is None and marked is None and name == DEFAULT_KIND and any(is_black_cell_line(s.strip()) for s in text.split("\n")):
        documents = _sudoku_among_str8ts(documents, source, keep_going)
    yield from documents


# the columns of a table (tab-separated, its first line naming them) read for a puzzle's title and grade
_TITLE_COLUMNS = ("title", "name")
_GRADE_COLUMNS = ("grade", "difficulty")


def _table(text: str) -> tuple[str, dict[int, tuple[str, str]]] | None:
    """A tab-separated table whose first line names a ``puzzle`` column (a spreadsheet's export,
    the shared corpora's .tsv): the text of its puzzles, one a line at the line it is on (the
    first line and blank rows left blank), and per line the title and grade its ``title`` (or
    ``name``) and ``grade`` (or ``difficulty``) columns give; None for any other text."""
    start = 0
    while True:  # the first line with something on it (not splitting a text that is no table)
        end = text.find("\n", start)
        head = text[start:] if end < 0 else text[start:end]
        if head.strip() or end < 0:
            break
        start = end + 1
    if "\t" not in head:
        return None
    columns = [c.strip().lower() for c in head.split("\t")]
    if "puzzle" not in columns:
        return None
    lines = text.split("\n")
    first = text.count("\n", 0, start)
    at = columns.index("puzzle")
    title_at = next((columns.index(c) for c in _TITLE_COLUMNS if c in columns), None)
    grade_at = next((columns.index(c) for c in _GRADE_COLUMNS if c in columns), None)
    out: list[str] = []
    named: dict[int, tuple[str, str]] = {}
    for k, line in enumerate(lines):
        cells = line.split("\t")
        if k <= first or not line.strip():
            out.append("")
            continue
        out.append(cells[at].strip() if len(cells) > at else line)  # (a short row: read as it is, its error said)

        def cell(i: int | None) -> str:
            return cells[i].strip() if i is not None and len(cells) > i else ""

        named[k + 1] = (cell(title_at), cell(grade_at))
    return "\n".join(out), named


# Sudoku sizes no Str8ts without black cells is taken for (a small board of digits and dots,
# such as a 4 x 4 test puzzle, stays a Str8ts)
_SUDOKU_AMONG_STR8TS = (9, 12, 16)


def _sudoku_among_str8ts(
    documents: Iterator[tuple[int, Document | PuzzleFormatError]], source: str, keep_going: bool
) -> Iterator[tuple[int, Document | PuzzleFormatError]]:
    """The documents of a text detected as Str8ts that also holds Str8ts lines with black cells,
    with each puzzle that looks like a Sudoku (9 x 9 or larger, digits given, no black cell)
    named as one: a text of two kinds, whose Sudoku would be solved as Str8ts without boxes.
    (With ``--kind str8ts`` the text is what the user says it is: not asked.)"""
    for line, doc in documents:
        if isinstance(doc, Document):
            p = doc.puzzle
            if p.size in _SUDOKU_AMONG_STR8TS and not any(p.black) and any(p.clues):
                error = other_kind_error("Sudoku", "digits and dots, no black cell", "Str8ts", source=source, line=line)
                if not keep_going:
                    raise error
                doc = error
        yield line, doc


def loads_documents(text: str, *, source: str = "<string>", kind: str | None = None) -> list[Document]:
    """Every document of a text (see :func:`iter_documents`)."""
    return [doc for _number, doc in iter_documents(text, source=source, kind=kind)]


def save_document(path: str | os.PathLike[str], doc: Document) -> None:
    """Save a document as native JSON, atomically."""
    from str8ts_gui.core.atomic_write import write_text_atomic

    write_text_atomic(path, dumps_document(doc))


def load_documents(path: str | os.PathLike[str], *, kind: str | None = None) -> list[Document]:
    """Every document of a file: native JSON, JSON Lines or any kind's puzzle text."""
    return loads_documents(read_text_file(path), source=str(path), kind=kind)
