"""The document: a puzzle of any kind with its title, author, notes and the player's work.

Also the native save file, versioned JSON that names its puzzle kind, and :func:`iter_documents`,
the one reader of every input (files, standard input, arguments, the clipboard), which tells the
puzzle kinds apart by their forms.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from typing import Any, Iterator

from str8ts_gui.core.files import PuzzleFormatError, comment_text, field_line, other_kind_error, read_text_file, write_text_atomic
from str8ts_gui.core.kind import all_kinds, get_kind
from str8ts_gui.core.puzzle import (
    COLOURS,
    MAX_SIDE,
    MIN_SIDE,
    PlayState,
    Puzzle,
    char_digit,
    digit_char,
    digits_mask,
    is_black_cell_line,
    mask_digits,
)

FORMAT_NAME = "str8ts_gui"
FORMAT_VERSION = 1
# the kind of a file or text that names none (everything was Str8ts before there were kinds)
DEFAULT_KIND = "str8ts"
SIDES = range(MIN_SIDE, MAX_SIDE + 1)
# the player's marks and colours in the file, each a map "r1c2" -> digits (colours: 1-9)
MARK_FIELDS = ("marks", "corner", "centre", "colours")
MAX_SECONDS = 10 * 366 * 24 * 3600
MAX_HINTS = 1_000_000  # the most hints a file may say were applied
_CELL = r"r([1-9][0-9]?)c([1-9][0-9]?)"  # a mark's cell (compiled by re's cache when a file has marks)


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


_NATIVE_FORM = " or a .str8ts JSON document"
# the start of the error for a JSON object without "format": maybe another program's JSON
MISSING_FORMAT = f"not a {FORMAT_NAME} file (missing field 'format')"


def _cannot_read(reason: str, data: dict[str, Any], taken_for: str | None) -> str:
    """``reason`` followed by the forms the reader accepts: those of the kind the text was taken
    for, which is the document's own ``kind``, else ``taken_for`` (the kind given or detected
    for the text being read), else (as for a text no kind claims) Str8ts; every kind's when its
    ``kind`` names no kind we have."""
    name = data.get("kind", taken_for or DEFAULT_KIND)
    if isinstance(name, str) and name in {kind.name for kind in all_kinds()}:
        return f"{reason}; {get_kind(name).accepted}"
    forms = [
        f"{kind.title}: {kind.accepted.removeprefix('accepted: ').removesuffix(_NATIVE_FORM)}"
        for kind in all_kinds()
        if kind.accepted
    ]
    return f"{reason}; accepted: a .str8ts JSON document or a puzzle in its kind's forms ({'; '.join(forms)})"


def dumps_document(doc: Document) -> str:
    """The native JSON text of a document."""
    puzzle = doc.puzzle
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "size": puzzle.size,
        **({"height": puzzle.height} if not puzzle.is_square else {}),
        "puzzle": get_kind(puzzle.kind).to_line(puzzle),
        **get_kind(puzzle.kind).native_fields(puzzle),
        "title": doc.title,
        "author": doc.author,
        "notes": doc.notes,
    }
    if puzzle.kind != DEFAULT_KIND:  # Str8ts files stay as they were before there were kinds
        data = {"kind": puzzle.kind, **data}
    if doc.grade:
        data["grade"] = doc.grade
    if doc.state is not None:
        data["entries"] = "".join(digit_char(e) if e else "." for e in doc.state.entries)
        for name in MARK_FIELDS:  # "marks", then "corner", "centre" and "colours" when any
            masks = doc.state.layer(name)
            if name == "marks" or any(masks):
                data[name] = {
                    puzzle.cell_name(i): "".join(digit_char(d) for d in mask_digits(m)) for i, m in enumerate(masks) if m
                }
    if doc.seconds:
        data["time"] = doc.seconds
    if doc.solved_by_program:
        data["solved_by"] = "program"
    if doc.hints:
        data["hints"] = doc.hints
    import json  # (here and in the readers: a puzzle line or file that is no JSON never needs it)

    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _sizes_words(sizes: tuple[int, ...]) -> str:
    """``4 to 16`` for a run of sizes, else ``one of 4, 6, 8, 9, 12, 16``."""
    if list(sizes) == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]} to {sizes[-1]}"
    return "one of " + ", ".join(map(str, sizes))


# what a native field of a type must be, in words ("field 'height' must be a whole number")
_WORDS = {str: "a string", int: "a whole number", dict: "an object", list: "a list"}


def json_words(value: Any) -> str:
    """What a JSON value is, in JSON's words, not Python's type names: ``null``, ``true``,
    ``false``, ``a string``, the number itself (``9.5``), ``an array``, ``an object``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__  # pragma: no cover - json.loads makes none other


def _field(data: dict[str, Any], key: str, kind: type, source: str, *, default: Any = None) -> Any:
    """``data[key]`` checked to be of ``kind`` (bool is not an int); required unless a default is given."""
    if key not in data:
        if default is None:
            raise PuzzleFormatError(f"missing field {key!r}", source=source)
        return default
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise PuzzleFormatError(
            f"field {key!r} must be {_WORDS.get(kind, f'a {kind.__name__}')}, not {json_words(value)}",
            source=source,
        )
    return value


def _load_state(data: dict[str, Any], puzzle: Puzzle, source: str) -> PlayState | None:
    if "entries" not in data and not any(field in data for field in MARK_FIELDS):
        return None
    n, n2 = puzzle.digits, puzzle.cell_count
    state = PlayState.new(puzzle)

    def error(reason: str) -> PuzzleFormatError:
        return PuzzleFormatError(reason, source=source)

    entries = [0] * n2
    text = _field(data, "entries", str, source, default="." * n2)
    if len(text) != n2:
        raise error(f"field 'entries' must have {n2} characters, got {len(text)}")
    for i, ch in enumerate(text):
        if ch == ".":
            continue
        if not 1 <= char_digit(ch) <= n:
            raise error(f"field 'entries': {puzzle.cell_name(i)}: {ch!r} is not a digit 1-{n}")
        if not state.is_open(i):
            raise error(f"field 'entries': {puzzle.cell_name(i)} is not an open cell")
        entries[i] = char_digit(ch)

    layers = {}
    for layer in MARK_FIELDS:
        masks = [0] * n2
        top = COLOURS if layer == "colours" else n
        for name, digits in _field(data, layer, dict, source, default={}).items():
            match = re.fullmatch(_CELL, name)
            if not match or int(match[1]) > puzzle.height or int(match[2]) > puzzle.size:
                raise error(f"field {layer!r}: {name!r} is not a cell of a {puzzle.size} x {puzzle.height} puzzle")
            i = puzzle.index(int(match[1]) - 1, int(match[2]) - 1)
            if not isinstance(digits, str):
                raise error(f"field {layer!r}: {name} must be a string of digits")
            if any(not 1 <= char_digit(ch) <= top for ch in digits):
                raise error(f"field {layer!r}: {name}: {digits!r} is not a set of digits 1-{top}")
            if digits and layer != "colours" and not state.is_open(i):
                raise error(f"field {layer!r}: {name} is not an open cell")
            masks[i] = digits_mask(char_digit(ch) for ch in digits)
        layers[layer] = tuple(masks)
    return PlayState(puzzle, tuple(entries), **layers)


def loads_document(text: str, *, source: str = "<string>", taken_for: str | None = None) -> Document:
    """Read a native JSON document; any problem raises :class:`PuzzleFormatError`, naming the
    field and the line it is on (``taken_for``: the kind of the text it stands in, whose forms
    the error for a JSON object that is no native document lists)."""
    try:
        return _read_document(text, source, taken_for)
    except PuzzleFormatError as e:
        if e.line is not None:
            raise
        raise PuzzleFormatError(e.reason, source=e.source, line=field_line(text, e.reason)) from None


def loads_document_line(raw: str, *, source: str, line: int, taken_for: str | None = None) -> Document:
    """A native JSON document written on one line ``raw`` of a text (JSON Lines, a line among
    puzzle lines), at line ``line``: its errors name that line, and a column counted in it
    (``taken_for``: see :func:`loads_document`)."""
    col0 = len(raw) - len(raw.lstrip())
    try:
        return loads_document(raw.strip(), source=source, taken_for=taken_for)
    except PuzzleFormatError as e:
        column = col0 + e.column if e.column is not None else None
        raise PuzzleFormatError(e.reason, source=source, line=line, column=column) from None


def _read_document(text: str, source: str, taken_for: str | None = None) -> Document:
    import json

    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise PuzzleFormatError(f"not valid JSON: {e.msg}", source=source, line=e.lineno, column=e.colno) from None
    except (ValueError, RecursionError) as e:  # e.g. huge integers, deep nesting
        raise PuzzleFormatError(f"not valid JSON: {e}", source=source) from None
    if not isinstance(data, dict):
        raise PuzzleFormatError(f"expected a JSON object, got {json_words(data)}", source=source)
    if "format" not in data:
        raise PuzzleFormatError(_cannot_read(MISSING_FORMAT, data, taken_for), source=source)
    fmt = data["format"]
    if fmt != FORMAT_NAME:
        reason = f"not a {FORMAT_NAME} file (field 'format' is {fmt!r})"
        raise PuzzleFormatError(_cannot_read(reason, data, taken_for), source=source)
    version = _field(data, "version", int, source)
    if version > FORMAT_VERSION:
        raise PuzzleFormatError(
            f"file version {version} is newer than this program understands ({FORMAT_VERSION}); "
            f"please update {FORMAT_NAME}",
            source=source,
        )
    if version < 1:
        raise PuzzleFormatError(f"field 'version': unknown file version {version}", source=source)
    name = _field(data, "kind", str, source, default=DEFAULT_KIND)
    try:
        kind = get_kind(name)
    except ValueError as e:
        raise PuzzleFormatError(f"field 'kind': {e}", source=source) from None
    size = _field(data, "size", int, source)
    if size not in SIDES:
        raise PuzzleFormatError(f"field 'size' must be {MIN_SIDE} to {MAX_SIDE}, not {size}", source=source)
    if not kind.rectangular and kind.sizes and size not in kind.sizes + kind.file_sizes:
        sizes = tuple(sorted(set(kind.sizes + kind.file_sizes)))
        raise PuzzleFormatError(f"field 'size' must be {_sizes_words(sizes)}, not {size}", source=source)
    height = _field(data, "height", int, source, default=size)
    if height not in SIDES:
        raise PuzzleFormatError(f"field 'height' must be {MIN_SIDE} to {MAX_SIDE}, not {height}", source=source)
    if height != size and not kind.rectangular:
        raise PuzzleFormatError(
            f"field 'height' must be the size ({size}): a {kind.title} board is square, not {size} x {height}",
            source=source,
        )
    line = _field(data, "puzzle", str, source)
    if len(line) != size * height:
        shape = f"size {size}" if height == size else f"size {size} and height {height}"
        raise PuzzleFormatError(
            f"field 'puzzle' must have {size * height} characters for {shape}, got {len(line)}", source=source
        )
    try:
        puzzle = kind.parse_line(line, source=source, width=size, height=height) if height != size else kind.parse_line(line, source=source)
    except PuzzleFormatError as e:
        where = f", character {e.column}" if e.column is not None else ""
        raise PuzzleFormatError(f"field 'puzzle'{where}: {e.reason}", source=source) from None
    if (puzzle.size, puzzle.height) != (size, height):
        raise PuzzleFormatError(
            f"field 'puzzle' holds a {puzzle.size} x {puzzle.height} puzzle, not {size} x {height}", source=source
        )
    puzzle = kind.from_native(puzzle, data, source=source)
    return Document(
        puzzle=puzzle,
        title=_field(data, "title", str, source, default=""),
        author=_field(data, "author", str, source, default=""),
        notes=_field(data, "notes", str, source, default=""),
        grade=_field(data, "grade", str, source, default=""),
        state=_load_state(data, puzzle, source),
        seconds=_seconds(data, source),
        solved_by_program=_solved_by(data, source),
        hints=_hints(data, source),
    )


def _solved_by(data: dict[str, Any], source: str) -> bool:
    """The ``solved_by`` field: "program" when Solve filled the grid in (missing: not)."""
    value = _field(data, "solved_by", str, source, default="player")
    if value not in ("program", "player"):
        raise PuzzleFormatError(f"field 'solved_by' must be \"program\" or \"player\", not {value[:20]!r}", source=source)
    return value == "program"


def _hints(data: dict[str, Any], source: str) -> int:
    """The ``hints`` field: how many hints the player applied, 0 to a million (0 when missing)."""
    hints = _field(data, "hints", int, source, default=0)
    if not 0 <= hints <= MAX_HINTS:
        raise PuzzleFormatError(f"field 'hints' must be 0 to {MAX_HINTS}, not {hints}", source=source)
    return hints


def _seconds(data: dict[str, Any], source: str) -> int:
    """The ``time`` field: whole seconds of play, 0 to about 10 years (0 when missing)."""
    seconds = _field(data, "time", int, source, default=0)
    if not 0 <= seconds <= MAX_SECONDS:
        raise PuzzleFormatError(f"field 'time' must be 0 to {MAX_SECONDS} seconds, not {seconds}", source=source)
    return seconds


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
            if e.reason.startswith(MISSING_FORMAT) and _is_foreign_json(text):
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


def _is_foreign_json(text: str) -> bool:
    """A JSON object without a "format" but with "grid" and "size" (f-puzzles' JSON)."""
    import json

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and "format" not in data and "grid" in data and "size" in data


def loads_documents(text: str, *, source: str = "<string>", kind: str | None = None) -> list[Document]:
    """Every document of a text (see :func:`iter_documents`)."""
    return [doc for _number, doc in iter_documents(text, source=source, kind=kind)]


def save_document(path: str | os.PathLike[str], doc: Document) -> None:
    """Save a document as native JSON, atomically."""
    write_text_atomic(path, dumps_document(doc))


def load_documents(path: str | os.PathLike[str], *, kind: str | None = None) -> list[Document]:
    """Every document of a file: native JSON, JSON Lines or any kind's puzzle text."""
    return loads_documents(read_text_file(path), source=str(path), kind=kind)
