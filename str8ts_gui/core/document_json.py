"""The native save file: a document as versioned JSON (``.str8ts``), its writer and its reader.

:mod:`str8ts_gui.core.document` gives these under its own names (``dumps_document``,
``loads_document``, ``loads_document_line``) and loads this module at their first call: a window
that opens a puzzle line or a library file never reads nor writes JSON.
"""

from __future__ import annotations

import re
from typing import Any

from str8ts_gui.core.document import DEFAULT_KIND, FORMAT_NAME, FORMAT_VERSION, MISSING_FORMAT, Document
from str8ts_gui.core.files import PuzzleFormatError, field_line
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
    mask_digits,
)

SIDES = range(MIN_SIDE, MAX_SIDE + 1)
# the player's marks and colours in the file, each a map "r1c2" -> digits (colours: 1-9)
MARK_FIELDS = ("marks", "corner", "centre", "colours")
MAX_SECONDS = 10 * 366 * 24 * 3600
MAX_HINTS = 1_000_000  # the most hints a file may say were applied
_CELL = r"r([1-9][0-9]?)c([1-9][0-9]?)"  # a mark's cell (compiled by re's cache when a file has marks)
_NATIVE_FORM = " or a .str8ts JSON document"


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


def is_foreign_json(text: str) -> bool:
    """A JSON object without a "format" but with "grid" and "size" (f-puzzles' JSON)."""
    import json

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and "format" not in data and "grid" in data and "size" in data
