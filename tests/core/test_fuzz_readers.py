"""Fuzzing every reader and the native file (hypothesis): whatever the text, reading gives a
value or a clear error (PuzzleFormatError, or ValueError, with a short message naming the line),
never another exception, within hypothesis' (generous) deadline.

The seeds are well-formed texts of every form (Str8ts lines and grids, str8ts.com strings and
packed strings, Sudoku lines, .sdk and plaintext, f-puzzles JSON and links, Suguru texts, native
JSON with player state and variant rules); the fuzz mutates them (characters, lines, JSON
values) and also tries texts from scratch. A small example count keeps it to seconds; set
STR8TS_FUZZ_EXAMPLES (say 2000) for a deep run."""

from __future__ import annotations

import json
import os
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from str8ts_gui.core.document import Document, dumps_document, iter_documents, loads_document
from str8ts_gui.core.files import PuzzleFormatError, decode_text
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.str8ts.formats import parse_line as parse_str8ts
from str8ts_gui.kinds.str8ts.formats import to_packed, to_str8tscom
from str8ts_gui.kinds.sudoku.formats import parse_line as parse_sudoku
from str8ts_gui.kinds.sudoku.formats import to_sdk, to_txt
from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles, to_fpuzzles_link
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.suguru.formats import parse_text as parse_suguru
from str8ts_gui.kinds.suguru.formats import to_text

FUZZ = settings(
    max_examples=int(os.environ.get("STR8TS_FUZZ_EXAMPLES", "40")),  # more for a deep run
    deadline=timedelta(seconds=10),  # generous: a hang is what it is for, not speed
    suppress_health_check=[HealthCheck.too_slow],
)
# an error message names what is wrong and where in a line or two, never echoes a whole file
MAX_MESSAGE = 1000

STR8TS = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SUGURU = "#Suguru 4x3\na,a1,b,b\na,c,c,b3\nd,d,c2,c\n"


def _native(doc: Document) -> str:
    return dumps_document(doc)


def seeds() -> list[str]:
    s8 = parse_str8ts(STR8TS)
    sd = parse_sudoku(SUDOKU)
    variant = sd.replace(
        constraints=(
            KillerCage(cells=(0, 1, 2), total=12),
            Thermometer(cells=(9, 10, 11)),
            Arrow(bulb=(18,), line=(19, 20)),
        )
    )
    state = PlayState.new(s8).with_entry(2, 9).with_marks(3, 0b110)
    texts = [
        STR8TS,
        "\n".join(STR8TS[r * 9 : r * 9 + 9] for r in range(9)),
        f"; title: Wiki\n; grade: Tough\n{STR8TS}\n\n{STR8TS}\n",
        to_str8tscom(s8),
        to_packed(s8),
        f"https://www.str8ts.com/Play?bd={to_str8tscom(s8)}",
        SUDOKU,
        to_sdk(Document(sd, title="t", author="a")),
        to_txt(Document(sd)),
        to_fpuzzles(Document(variant)),
        to_fpuzzles_link(Document(variant)),
        SUGURU,
        to_text(parse_suguru(SUGURU)),
        _native(Document(s8, title="x", state=state)),
        _native(Document(variant, notes="n")),
        _native(parse_suguru(SUGURU)),
    ]
    return texts


SEEDS = seeds()
ALPHABET = st.sampled_from(list(".#0123456789abcdefghijABCDEFG,;{}[]\":/?=&-+ \n\t\r\\xyzR") + ["\u00e9", "\ufeff"])


@st.composite
def mutated(draw) -> str:
    """A seed text with a few characters changed, dropped, doubled or lines shuffled."""
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        op = draw(st.sampled_from(["replace", "delete", "insert", "cut", "double", "lines"]))
        if op == "replace":
            text = text[:i] + draw(ALPHABET) + text[i + 1 :]
        elif op == "delete":
            text = text[:i] + text[i + 1 :]
        elif op == "insert":
            text = text[:i] + draw(st.text(ALPHABET, max_size=5)) + text[i:]
        elif op == "cut":
            text = text[:i]
        elif op == "double":
            text = text[:i] + text[i:] + text[i:]
        else:
            lines = text.split("\n")
            text = "\n".join(draw(st.permutations(lines)))
    return text


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-2, 30)
    | st.integers(-(10**6), 10**12)
    | st.floats(allow_nan=False)
    | st.text(ALPHABET, max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(ALPHABET, max_size=6), inner, max_size=4),
    max_leaves=12,
)


@st.composite
def json_mutated(draw) -> str:
    """A native or f-puzzles JSON document with fields replaced, dropped or added, at any depth."""
    text = draw(st.sampled_from([t for t in SEEDS if t.lstrip().startswith("{")]))
    data = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        node = data
        while isinstance(node, (dict, list)) and node and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else list(range(len(node)))))
            if not isinstance(node[key], (dict, list)):
                break
            node = node[key]
        if isinstance(node, dict):
            keys = sorted(node) + ["height", "kind", "constraints", "marks", "entries", "extra"]
            key = draw(st.sampled_from(keys))
            if draw(st.booleans()) and key in node:
                del node[key]
            else:
                node[key] = draw(JSON_VALUES)
        elif isinstance(node, list) and node:
            node[draw(st.integers(0, len(node) - 1))] = draw(JSON_VALUES)
    return json.dumps(data, indent=draw(st.sampled_from([None, 2])))


def read_all(text: str, **kwargs) -> list:
    """Read ``text``; a clear error is an answer too (returned as [error])."""
    try:
        return list(iter_documents(text, source="fuzz.txt", **kwargs))
    except PuzzleFormatError as e:
        assert_clear(e)
        return [e]
    except ValueError as e:  # the kinds' own checks (a puzzle's shape)
        assert str(e) and len(str(e)) < MAX_MESSAGE
        return [e]


def assert_clear(e: PuzzleFormatError) -> None:
    """A message that says what and where: the source, the line (but of an empty text), short."""
    message = str(e)
    assert e.reason and message.startswith("fuzz.txt") and len(message) < MAX_MESSAGE, message
    assert e.line is not None or e.reason.startswith("no puzzle found: the text is empty"), message


def check_values(found: list) -> None:
    """Every document read writes back as a native file that reads as the same puzzle."""
    for entry in found:
        if isinstance(entry, Exception):
            continue
        _line, doc = entry
        if isinstance(doc, PuzzleFormatError):
            assert_clear(doc)
            continue
        assert isinstance(doc, Document)
        kind_of(doc.puzzle)  # a registered kind
        back = loads_document(dumps_document(doc), source="fuzz.txt")
        assert back.puzzle == doc.puzzle


@FUZZ
@given(mutated())
def test_mutated_texts_give_a_value_or_a_clear_error(text: str) -> None:
    check_values(read_all(text))
    check_values(read_all(text, keep_going=True))


@FUZZ
@given(mutated(), st.sampled_from(["str8ts", "sudoku", "suguru"]))
def test_every_kind_reader_on_any_text(text: str, kind: str) -> None:
    check_values(read_all(text, kind=kind, keep_going=True))
    check_values(read_all(text, kind=kind, one_per_line=True))


@FUZZ
@given(json_mutated())
def test_native_and_fpuzzles_json_with_any_field_values(text: str) -> None:
    check_values(read_all(text))


@FUZZ
@given(st.text(ALPHABET, max_size=300))
def test_texts_from_scratch(text: str) -> None:
    check_values(read_all(text, keep_going=True))


@FUZZ
@given(st.binary(max_size=200), st.sampled_from(SEEDS))
def test_bytes_decode_or_name_the_line(noise: bytes, seed: str) -> None:
    data = seed.encode()[: len(noise)] + noise
    try:
        text = decode_text(data, source="fuzz.txt")
    except PuzzleFormatError as e:
        assert_clear(e)
        assert e.line is not None and e.column is not None
        return
    check_values(read_all(text))
