"""f-puzzles JSON and links: the Sudoku variant interchange of f-puzzles and SudokuPad.

**The JSON** (what f-puzzles saves): ``size`` (the board width, 3 to 16), ``grid`` (``size`` rows
of ``size`` cell objects: ``value``, ``given``, ``region``, ``givenPencilMarks``; a given value is
a clue, any other value the player's entry, ``region`` the 0-based jigsaw region (without one,
the default boxes of :data:`~str8ts_gui.kinds.sudoku.model.ALL_BOXES`; regions of other sizes
than ``size`` cells are a jigsaw still being painted, read as f-puzzles opens it and written back
as it is), ``givenPencilMarks``
the cell's candidates, a rule), ``title``, ``author``, ``ruleset``
(our notes), and one key per rule. Cells are named ``"R1C1"`` (1-based row and column); clues
outside the grid use row or column 0 (and ``size + 1``). The rules read:

============================  =========================================================
``killercage``                ``[{cells, value?}]``: a killer cage, ``value`` its sum (a
                              label without digits, ``"?"`` or a word: no sum)
``cage``                      ``[{cells, value}]`` with a number: a killer cage (without
                              one: a drawing, see below)
``thermometer``               ``[{lines}]``: every line a thermometer, bulb first
``slowthermometer``           ``[{lines}]``: every line a slow thermometer, bulb first
``entropicline``              ``[{lines}]``: every line an entropic line
``modularline``               ``[{lines}]``: every line a modular line
``nabner``                    ``[{lines}]``: every line a nabner line
``doublearrow``               ``[{lines}]``: every line a double arrow, from one circle to
                              the other (three or more cells)
``arrow``                     ``[{cells, lines}]``: ``cells`` the bulb, every line an arrow
                              (a line starts in the bulb; those cells are dropped)
``sandwichsum``               ``[{cell, value}]``: ``R0Cc`` above column c, ``RrC0`` left of row r
``littlekillersum``           ``[{cell, direction, value}]``: ``cell`` outside, ``direction``
                              ``DR``, ``DL``, ``UR`` or ``UL``
``xsum``, ``skyscraper``      ``[{cell, value}]``: ``R0Cc`` above column c, ``R(n+1)Cc`` below
                              it, ``RrC0`` left of row r, ``RrC(n+1)`` right of it; read from
                              that side. A ``value`` without digits (``"?"``, a word, ``""``)
                              of these four is a marker that says nothing: dropped
``antiknight``, ``antiking``  ``true``
``diagonal+``, ``diagonal-``  ``true``: the diagonal up to the right, down to the right
``nonconsecutive``            ``true``
``odd``, ``even``             ``[{cell}]``
``difference``, ``ratio``     ``[{cells, value?}]``: white and black Kropki dots
``xv``                        ``[{cells, value}]``: ``value`` ``"X"`` or ``"V"``
``negative``                  ``["ratio", "xv"]`` (either or both): the negative
                              constraints. ``"ratio"``: every black dot is given (touching
                              cells without a Kropki dot never hold one digit twice the
                              other); ``"xv"``: every X and V is given (touching cells
                              without an X or V never add up to 5 or 10)
``renban``, ``whispers``,     ``[{lines}]``: every line one rule (a whispers or palindrome
``palindrome``                line may come back to a cell: a loop ends on its first cell);
                              a line of one cell, of any line rule, says nothing and is
                              dropped. A whispers item's ``value`` is its lines' smallest
                              difference (1 to size - 1; without it half the size, rounded
                              up: 5 on a 9 x 9), as SudokuSolver reads and writes it
``regionsumline``             ``[{lines}]``: every line a region sum line (its segments in
                              each box have one sum)
``zipperline``                ``[{lines}]``: every line a zipper line (cells equally far
                              from the centre have one sum, an odd line's centre digit)
``disjointgroups``            ``true``: cells in the same place of each box differ (boxes
                              only: refused with jigsaw regions)
``quadruple``                 ``[{cells, values}]``: the four cells of a 2 x 2 square and
                              the 1 to 4 digits of the circle on their corner
``minimum``, ``maximum``      ``[{cell}]``: a cell smaller (larger) than each orthogonal
                              neighbour
``betweenline``               ``[{lines}]``: every line a between line, its ends the circles
``clone``                     ``[{cells, cloneCells}]``: ``cloneCells[k]`` holds the digit of
                              ``cells[k]`` (equal lengths; a cell paired with itself dropped)
``extraregion``               ``[{cells}]``: the cells' digits differ (n cells: 1..n once)
``rowindexer``,               ``[{cells}]``: indexer cells; a digit v in column c of a row
``columnindexer``,            puts c in column v (row indexer: v in row r of a column puts
``boxindexer``                r in row v; box: v in the k-th cell of a box puts k in its
                              v-th cell, cells counted in reading order)
============================  =========================================================

Drawings (``text``, ``circle``, ``rectangle``, ``line`` and a ``cage`` without a sum) are kept
as they are (:class:`~str8ts_gui.kinds.sudoku.variants.cosmetic.Cosmetic`) and written back, but
for f-puzzles' copies of a rule read here (``"fromConstraint": "Slow Thermometer"`` beside
``slowthermometer``): the rule draws itself, and f-puzzles makes them again from its key.
``solution``, the solver settings ``disabledlogic``, ``truecandidatesoptions`` and
``activeConstraints``, the viewer setting ``highlightConflicts``, the message shown on solving
``successMessage`` (an extension some setters' tools write), and per cell colours (``c``, ``cArray``)
are ignored (the document's ``read_notes`` say so for the cell colours and the solution). The
player's ``centerPencilMarks`` and ``cornerPencilMarks`` of a cell are read as its centre and
corner marks (none on a given cell) and written back. Any
other key with a value, a rule this program does not have,
is a :class:`PuzzleFormatError` naming it: never a silent wrong solve; so is a ``negative``
entry other than ``"ratio"`` and ``"xv"``. ``nonconsecutive`` beside Kropki dots exempts the
dotted pairs, as f-puzzles does.

**The link**: ``https://www.f-puzzles.com/?load=`` + the JSON compressed with LZ-string's
``compressToBase64``; SudokuPad's ``https://sudokupad.app/fpuzzles...`` carries the same payload
after ``fpuzzles`` (or ``fpuz``). A link percent-encoded inside another (a YouTube description's
``youtube.com/redirect?...&q=https%3A%2F%2F...``) is read too, and so is a payload whose ``//``
a web server or browser tidied into ``/`` (each ``/``, then each two, tried doubled, as
SudokuPad repairs it). LZ-string is implemented here (:func:`lz_compress_base64`,
:func:`lz_decompress_base64`) on UTF-16 code units like the JavaScript original: the PyPI
package ``lzstring`` has had no release since 2018 and needs the Python 2 shim ``future``.
"""

from __future__ import annotations

import json
import re
from functools import partial
from typing import Any, Iterator
from urllib.parse import unquote

from str8ts_gui.core.document import Document, loads_document_line, meta_comment, with_meta
from str8ts_gui.core.files import PuzzleFormatError, field_line, raise_error, read_or_report
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.detect import is_str8ts_line, str8ts_line_error, str8ts_line_instead
from str8ts_gui.kinds.sudoku.model import ANY_SIZES, box_shape, new_puzzle, validate
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine
from str8ts_gui.kinds.sudoku.variants.clone import Clone
from str8ts_gui.kinds.sudoku.variants.cosmetic import KEYS as COSMETIC_ITEMS
from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic, item_cells
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine
from str8ts_gui.kinds.sudoku.variants.modular import ModularLine
from str8ts_gui.kinds.sudoku.variants.nabner import NabnerLine
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups
from str8ts_gui.kinds.sudoku.variants.double_arrow import DoubleArrow
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
from str8ts_gui.kinds.sudoku.variants.extremum import Extremum
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS, LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV
from str8ts_gui.kinds.sudoku.variants.xsum import XSum
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine

__all__ = [
    "LINK_PREFIX",
    "detect",
    "from_fpuzzles",
    "is_fpuzzles_json",
    "lz_compress_base64",
    "lz_decompress_base64",
    "parse_link",
    "read",
    "read_line",
    "to_fpuzzles",
    "to_fpuzzles_data",
    "to_fpuzzles_link",
]

LINK_PREFIX = "https://www.f-puzzles.com/?load="

# top-level keys that draw or describe but do not constrain the digits
COSMETIC_KEYS = frozenset(
    {"size", "grid", "title", "author", "ruleset", "solution", "disabledlogic", "truecandidatesoptions",
     "activeConstraints", "highlight", "highlightConflicts", "version", "successMessage"}
)
_LINE_RULES = {"thermometer": Thermometer, "renban": Renban, "whispers": Whispers, "palindrome": Palindrome,
               "betweenline": BetweenLine, "regionsumline": RegionSumLine, "zipperline": ZipperLine, "slowthermometer": SlowThermometer,
               "entropicline": EntropicLine, "modularline": ModularLine, "nabner": NabnerLine,
               "doublearrow": DoubleArrow}
# line rules whose line may come back to a cell (a whispers loop closes on its first cell; the
# rule itself refuses what it cannot hold), as the writer writes them
_LOOP_RULES = (Whispers, Palindrome)
_GLOBAL_RULES = {"antiknight": AntiKnight, "antiking": AntiKing, "nonconsecutive": NonConsecutive}
_INDEXERS = {"rowindexer": "row", "columnindexer": "column", "boxindexer": "box"}
RULE_KEYS = frozenset(
    {"killercage", "cage", "arrow", "sandwichsum", "littlekillersum", "xsum", "skyscraper", "diagonal+", "diagonal-", "odd", "even",
     "difference", "ratio", "xv", "negative", "disjointgroups", "quadruple", "minimum", "maximum", "clone", "extraregion",
     *_INDEXERS, *COSMETIC_ITEMS, *_LINE_RULES, *_GLOBAL_RULES}
)
# the entries of the "negative" list, in the order the reader adds their rules
_NEGATIVE = {"ratio": NegativeRatio, "xv": NegativeXV}
# f-puzzles' "every black dot given" with dots of another ratio forbids that ratio instead of 2
_OTHER_RATIOS = "'negative' \"ratio\" beside black dots of a ratio other than 2 is not supported"


def _other_ratio_dots(constraints) -> bool:
    return any(isinstance(c, NegativeRatio) for c in constraints) and any(
        isinstance(c, KropkiDot) and c.black and c.amount not in (0, 2) for c in constraints
    )
# the order the writer puts the keys in (the reader's order of the rules)
_KEY_ORDER = (
    "size", "title", "author", "ruleset", "grid", "killercage", "arrow", "sandwichsum", "littlekillersum", "xsum",
    "skyscraper",
    "antiknight", "antiking", "nonconsecutive", "diagonal+", "diagonal-", "odd", "even", "difference", "ratio", "xv",
    "negative", *_LINE_RULES, "disjointgroups", "quadruple", "clone", "minimum", "maximum", "extraregion",
    *_INDEXERS, *COSMETIC_ITEMS,
)
# rule-bearing f-puzzles keys this program does not have, with their names for users (none now:
# SudokuSolver's modularline, nabner and doublearrow are read; any other key is named as unknown)
UNSUPPORTED: dict[str, str] = {}
_CELL_RE = re.compile(r"R([0-9]{1,2})C([0-9]{1,2})", re.IGNORECASE)
_NUMBER_RE = re.compile(r"[0-9]{1,6}")
# a plain Sudoku line among links: its characters only (parse_line checks its length and digits)
_PLAIN_LINE_RE = re.compile(r"[0-9A-G.]+")
# a link's payload: after ?load= (f-puzzles), fpuzzles or fpuz (SudokuPad; every f-puzzles
# object's LZ-string starts N4Ig: '{"')
_LINK_RE = re.compile(r"(?:[?&]load=|fpuzzles/?|[/=]fpuz(?=N4Ig))([A-Za-z0-9+/=%]{4,})")
# SudokuPad links in its own formats: short links (a name only its server knows), and scl and
# ctc, LZ-string like f-puzzles' but holding SudokuPad's own JSON: the puzzle as drawn (lines,
# shapes and cages where they lie) with its rules in words, not rules this program can read
_SUDOKUPAD_RE = re.compile(r"(?:sudokupad\.app|crackingthecryptic\.com/sudoku)/(\S+)", re.IGNORECASE)
_SUDOKUPAD_OWN_RE = re.compile(r"(?:^|[/=])(?:scl|ctc)[A-Za-z0-9+/%]")
# f-puzzles' shortened links, "https://f-puzzles.com/?id=...": a name only its server knows
_SHORT_FPUZZLES_RE = re.compile(r"f-puzzles\.com/?\?(?:[^\s#]*&)?id=[A-Za-z0-9]", re.IGNORECASE)
# what makes a text a link for detection (its reader then says what is wrong with it)
_ANY_LINK_RE = re.compile(r"[?&]load=|f-puzzles\.com/|sudokupad\.app/|crackingthecryptic\.com/sudoku/", re.IGNORECASE)


# -- LZ-string (compressToBase64 / decompressFromBase64) -------------------------------------

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
_B64_VALUE = {ch: k for k, ch in enumerate(_B64)}


def _units(text: str) -> str:
    """``text`` as one character per UTF-16 code unit (what JavaScript strings hold)."""
    data = text.encode("utf-16-le", "surrogatepass")
    return "".join(chr(data[k] | data[k + 1] << 8) for k in range(0, len(data), 2))


def _from_units(units: str) -> str:
    data = bytearray()
    for ch in units:
        u = ord(ch)
        data += bytes((u & 0xFF, u >> 8))
    return data.decode("utf-16-le", "surrogatepass")


class _BitWriter:
    """LZ-string's output: values written low bit first, 6 bits a Base64 character."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.value = 0
        self.position = 0

    def write(self, value: int, bits: int) -> None:
        for _ in range(bits):
            self.value = self.value << 1 | value & 1
            value >>= 1
            if self.position == 5:
                self.out.append(_B64[self.value])
                self.value = 0
                self.position = 0
            else:
                self.position += 1

    def finish(self) -> str:
        while True:
            self.value <<= 1
            if self.position == 5:
                self.out.append(_B64[self.value])
                break
            self.position += 1
        text = "".join(self.out)
        return text + "=" * (-len(text) % 4)


def lz_compress_base64(text: str) -> str:
    """LZ-string's ``compressToBase64`` of ``text`` (identical output)."""
    units = _units(text)
    dictionary: dict[str, int] = {}
    to_create: set[str] = set()
    w = ""
    enlarge_in, dict_size, num_bits = 2, 3, 2
    out = _BitWriter()

    def emit(w: str) -> None:
        nonlocal enlarge_in, num_bits
        if w in to_create:
            code = ord(w[0])
            if code < 256:
                out.write(0, num_bits)
                out.write(code, 8)
            else:
                out.write(1, num_bits)
                out.write(code, 16)
            enlarge_in -= 1
            if enlarge_in == 0:
                enlarge_in = 1 << num_bits
                num_bits += 1
            to_create.discard(w)
        else:
            out.write(dictionary[w], num_bits)
        enlarge_in -= 1
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1

    for c in units:
        if c not in dictionary:
            dictionary[c] = dict_size
            dict_size += 1
            to_create.add(c)
        wc = w + c
        if wc in dictionary:
            w = wc
            continue
        emit(w)
        dictionary[wc] = dict_size
        dict_size += 1
        w = c
    if w:
        emit(w)
    out.write(2, num_bits)  # end of stream
    return out.finish()


def lz_decompress_base64(data: str) -> str | None:
    """LZ-string's ``decompressFromBase64``: the text, or None when ``data`` is not a
    compressed text (a character outside Base64, a code that points nowhere, no end mark)."""
    if any(ch not in _B64_VALUE for ch in data):
        return None
    values = [_B64_VALUE[ch] for ch in data]
    if not values:
        return None
    length = len(values)
    index, bit = 0, 32

    def read_bits(count: int) -> int | None:
        nonlocal index, bit
        result = 0
        for k in range(count):
            if index >= length:
                return None
            if values[index] & bit:
                result |= 1 << k
            bit >>= 1
            if bit == 0:
                bit = 32
                index += 1
        return result

    dictionary: list[str] = ["", "", ""]
    enlarge_in, num_bits = 4, 3
    first = read_bits(2)
    if first == 2:
        return ""
    if first not in (0, 1):
        return None
    code = read_bits(8 if first == 0 else 16)
    if code is None:
        return None
    w = chr(code)
    dictionary.append(w)
    result = [w]
    while True:
        c = read_bits(num_bits)
        if c is None:
            return None
        if c in (0, 1):
            code = read_bits(8 if c == 0 else 16)
            if code is None:
                return None
            dictionary.append(chr(code))
            c = len(dictionary) - 1
            enlarge_in -= 1
        elif c == 2:
            return _from_units("".join(result))
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1
        if c < len(dictionary):
            entry = dictionary[c]
        elif c == len(dictionary):
            entry = w + w[0]
        else:
            return None
        result.append(entry)
        dictionary.append(w + entry[0])
        enlarge_in -= 1
        w = entry
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1


# -- reading -----------------------------------------------------------------------------------


def _default_regions(n: int) -> tuple[int, ...]:
    """f-puzzles' region numbers of the boxes: 0-based, row by row."""
    box_rows, box_cols = box_shape(n)
    return tuple((r // box_rows) * (n // box_cols) + c // box_cols for r in range(n) for c in range(n))


def _is_empty(value: Any) -> bool:
    return value is None or value is False or value == [] or value == {} or value == ""


class _Reader:
    """Reads one f-puzzles object; every error names the source and the key or cell at fault."""

    def __init__(self, data: dict[str, Any], source: str, line: int | None) -> None:
        self.data = data
        self.source = source
        self.line = line
        self.n = 0
        self.cosmetic_sums = 0  # f-puzzles "cage" items with a number, read as killer cages
        self.coloured = False  # a cell of the grid has a colour ("c"), which is not kept

    def error(self, reason: str) -> PuzzleFormatError:
        return PuzzleFormatError(f"f-puzzles: {reason}", source=self.source, line=self.line)

    # -- pieces --
    def items(self, key: str) -> list[dict[str, Any]]:
        value = self.data[key]
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise self.error(f"{key!r} must be a list of objects")
        return value

    def cell(self, name: Any, where: str) -> int:
        n = self.n
        m = _CELL_RE.fullmatch(name) if isinstance(name, str) else None
        if m is None or not (1 <= int(m[1]) <= n and 1 <= int(m[2]) <= n):
            raise self.error(f"{where}: {name!r} is not a cell of the {n} x {n} grid (R1C1 to R{n}C{n})")
        return (int(m[1]) - 1) * n + int(m[2]) - 1

    def outside(self, name: Any, where: str) -> tuple[int, int]:
        """Row and column (0 to n + 1) of a clue cell outside the grid."""
        n = self.n
        m = _CELL_RE.fullmatch(name) if isinstance(name, str) else None
        if m is not None:
            r, c = int(m[1]), int(m[2])
            if 0 <= r <= n + 1 and 0 <= c <= n + 1 and (r in (0, n + 1) or c in (0, n + 1)):
                return r, c
        raise self.error(f"{where}: {name!r} is not a cell just outside the {n} x {n} grid (such as R0C1)")

    def cells(self, value: Any, where: str, *, repeats: bool = False) -> tuple[int, ...]:
        """The cells of a list of names; a cell named twice is an error unless ``repeats`` (a
        line that comes back to a cell)."""
        if not isinstance(value, list):
            raise self.error(f"{where} must be a list of cells such as \"R1C1\"")
        out = tuple(self.cell(name, f"{where}[{k}]") for k, name in enumerate(value))
        if not repeats and len(set(out)) != len(out):
            raise self.error(f"{where} names a cell twice")
        return out

    def lines(self, item: dict[str, Any], where: str, *, repeats: bool = False) -> list[tuple[int, ...]]:
        value = item.get("lines", [])
        if not isinstance(value, list):
            raise self.error(f"{where}.lines must be a list of lines (lists of cells)")
        return [
            cells for k, line in enumerate(value) if (cells := self.cells(line, f"{where}.lines[{k}]", repeats=repeats))
        ]

    def number(self, value: Any, where: str) -> int | None:
        """A clue's number (f-puzzles writes them as strings), None when there is none."""
        if value is None or value == "":
            return None
        if isinstance(value, bool):
            raise self.error(f"{where}: {value!r} is not a number")
        if isinstance(value, int):
            return value
        if isinstance(value, str) and _NUMBER_RE.fullmatch(value.strip()):
            return int(value.strip())
        raise self.error(f"{where}: {value!r} is not a number")

    def clue(self, value: Any, where: str) -> int | None:
        """An outside clue's number (sandwich, little killer, X-sum, skyscraper), None for none:
        no value, or a marker without digits (``"?"``, a word), which f-puzzles and SudokuPad
        draw without a number and which constrains nothing. A value with digits that is not a
        whole number (``"3.5"``, ``"-3"``) is an error, as for a killer cage's sum."""
        if isinstance(value, str) and not re.search(r"\d", value):  # (any script's digits)
            return None
        return self.number(value, where)

    def cage_sum(self, value: Any, where: str) -> int:
        """A killer cage's sum, 0 for none: no value, or a label without digits (``"?"``, a
        word), which f-puzzles and SudokuPad show on a cage whose sum is not given. A value
        with digits that is not a whole number (``"3.5"``, ``"-3"``, ``"12?"``) is an error:
        read as no sum it would drop what may be the cage's sum."""
        if isinstance(value, str) and not re.search(r"\d", value):  # (any script's digits)
            return 0
        if isinstance(value, float) or isinstance(value, str) and not _NUMBER_RE.fullmatch(value.strip()):
            raise self.error(f"{where}: {value!r} is neither a sum (a whole number such as \"12\") nor a label (text without digits)")
        return self.number(value, where) or 0

    def adjacent(self, item: dict[str, Any], where: str) -> tuple[int, ...]:
        cells = self.cells(item.get("cells"), f"{where}.cells")
        n = self.n
        if len(cells) != 2:
            raise self.error(f"{where}.cells must be two touching cells")
        (r1, c1), (r2, c2) = divmod(cells[0], n), divmod(cells[1], n)
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            raise self.error(f"{where}: {_name(cells[0], n)} and {_name(cells[1], n)} do not touch")
        return cells

    def checked(self, constraint, where: str):
        try:
            constraint.validate(self.n)
        except ValueError as e:
            raise self.error(f"{where}: {e}") from None
        return constraint

    # -- the whole object --
    def document(self) -> Document:
        data = self.data
        for key, value in data.items():
            if key in COSMETIC_KEYS or key in RULE_KEYS or _is_empty(value):
                continue
            if key in UNSUPPORTED:
                raise self.error(f"the rule {key!r} ({UNSUPPORTED[key]}) is not supported")
            raise self.error(f"the rule {key!r} is not supported (unknown f-puzzles key)")
        n = data.get("size")
        if not isinstance(n, int) or isinstance(n, bool):
            raise self.error(f"'size' must be a number, not {n!r}")
        if n not in ANY_SIZES:
            raise self.error(f"size {n}: a Sudoku here is {ANY_SIZES[0]} to {ANY_SIZES[-1]} cells wide")
        self.n = n
        clues, entries, regions, marks = self.grid(data.get("grid"))
        centre, corner = self.player_marks(data.get("grid"), clues)
        constraints = self.constraints() + self.more_rules() + marks + self.regions_and_indexers() + self.cosmetics()
        if regions and any(isinstance(c, DisjointGroups) for c in constraints):
            raise self.error("'disjointgroups' needs the usual boxes, and this puzzle has jigsaw regions")
        if _other_ratio_dots(constraints):
            raise self.error(_OTHER_RATIOS)
        try:
            puzzle = new_puzzle(n, clues).replace(regions=regions, constraints=tuple(constraints))
            # (jigsaw regions still being painted, of other sizes than n, are read as they are, as
            # f-puzzles opens them and the native file keeps them: the draft has no solution yet)
            validate(puzzle, finished=False)
        except ValueError as e:
            raise self.error(str(e)) from None
        state = None
        if any(entries) or any(centre) or any(corner):
            state = PlayState(puzzle, tuple(entries), (0,) * (n * n), tuple(corner), tuple(centre))
        texts = {}
        for key in ("title", "author", "ruleset"):
            value = data.get(key, "")
            if not isinstance(value, str):
                raise self.error(f"{key!r} must be a string")
            texts[key] = value.strip()
        notes: tuple[str, ...] = ()
        if self.cosmetic_sums:
            k = self.cosmetic_sums
            notes += (
                f"{k} cosmetic cage{'s' if k > 1 else ''} with a number read as {'killer cages' if k > 1 else 'a killer cage'}"
                " (f-puzzles only draws them; check the rules)",
            )
        # what the file holds that the document does not keep (its rules may speak of colours)
        if self.coloured:
            notes += ("the cells' colours are not kept (f-puzzles 'c'; check the rules)",)
        if self.bad_marks:
            bad, k = self.bad_marks, len(self.bad_marks)
            where = ", ".join(bad[:3]) + (f" and {k - 3} more" if k > 3 else "")
            notes += (f"pencil marks that are not digits 1-{n} were left out ({where})",)
        solution = data.get("solution")
        if not _is_empty(solution) and not (isinstance(solution, list) and not any(solution)):
            notes += ("its solution is not kept (f-puzzles 'solution'; a link copied from here has none)",)
        return Document(
            puzzle, title=texts["title"], author=texts["author"], notes=texts["ruleset"], state=state, read_notes=notes
        )

    def grid(self, grid: Any) -> tuple[list[int], list[int], tuple[int, ...], list]:
        n = self.n
        marks: list = []
        if not isinstance(grid, list) or len(grid) != n or not all(isinstance(row, list) and len(row) == n for row in grid):
            raise self.error(f"'grid' must be {n} rows of {n} cells")
        clues, entries = [0] * (n * n), [0] * (n * n)
        regions = list(_default_regions(n))
        jigsaw = False
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                i = r * n + c
                where = f"grid R{r + 1}C{c + 1}"
                if not isinstance(cell, dict):
                    raise self.error(f"{where} must be an object")
                value = cell.get("value")
                if value is not None and value != 0:
                    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= n:
                        raise self.error(f"{where}: value {value!r} is not a digit 1-{n}")
                    if cell.get("given"):
                        clues[i] = value
                    else:
                        entries[i] = value
                region = cell.get("region")
                if region is not None:
                    if isinstance(region, bool) or not isinstance(region, int) or not 0 <= region < n:
                        raise self.error(f"{where}: region {region!r} is not a region number 0-{n - 1}")
                    jigsaw = jigsaw or region != regions[i]
                    regions[i] = region
                parity = cell.get("parity")  # an older f-puzzles form of odd/even: on the cell itself
                if not _is_empty(parity):
                    if not isinstance(parity, str) or parity.strip().lower() not in ("odd", "even"):
                        raise self.error(f"{where}: parity {parity!r} is not \"Odd\" or \"Even\"")
                    marks.append(Parity(i, parity.strip().lower() == "even"))
                # (one colour in "c"; several, as f-puzzles keeps a cell of two or more, in "cArray")
                self.coloured = self.coloured or not (_is_empty(cell.get("c")) and _is_empty(cell.get("cArray")))
                given = cell.get("givenPencilMarks")
                if not _is_empty(given):
                    if not isinstance(given, list) or not all(
                        isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= n for d in given
                    ):
                        raise self.error(f"{where}: givenPencilMarks {given!r} is not a list of digits 1-{n}")
                    marks.append(GivenCandidates(i, tuple(sorted(set(given)))))
        return clues, entries, (tuple(regions) if jigsaw else ()), marks

    def player_marks(self, grid: list, clues: list[int]) -> tuple[list[int], list[int]]:
        """The player's centre and corner marks (``centerPencilMarks``, ``cornerPencilMarks``:
        lists of digits) of each cell of ``grid`` (checked by :meth:`grid`), as the bitmasks of
        :class:`~str8ts_gui.core.puzzle.PlayState` (bit d for digit d); a given cell's are
        dropped (no mark goes there: f-puzzles shows none), and so is a list that is not digits
        1-n (named in :attr:`bad_marks` for the read notes: the player's notes are not the
        puzzle, which still opens)."""
        n = self.n
        self.bad_marks: list[str] = []
        found = {key: [0] * (n * n) for key in _PLAYER_MARKS}
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                i = r * n + c
                for key, masks in found.items():
                    digits = cell.get(key)
                    if _is_empty(digits):
                        continue
                    if not isinstance(digits, list) or not all(
                        isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= n for d in digits
                    ):  # (the player's notes, not the puzzle: left out, and the read notes say where)
                        self.bad_marks.append(f"R{r + 1}C{c + 1} {key}")
                        continue
                    if not clues[i]:
                        masks[i] = sum({1 << d for d in digits})
        return found["centerPencilMarks"], found["cornerPencilMarks"]

    def constraints(self) -> list:
        data, n = self.data, self.n
        out: list = []
        for key in ("killercage", "cage"):
            for k, item in enumerate(self.items(key) if key in data else []):
                where = f"{key}[{k}]"
                if key == "cage" and (not _is_sum(item.get("value")) or self.copy_of_a_rule(item)):
                    continue  # a cage without a sum is a drawing (see cosmetics), or a rule's copy
                cells = self.cells(item.get("cells"), f"{where}.cells")
                if not cells:
                    continue
                total = self.cage_sum(item.get("value"), f"{where}.value")
                out.append(self.checked(KillerCage(cells, total), where))
                if key == "cage":
                    self.cosmetic_sums += 1
        if "arrow" in data:
            for k, item in enumerate(self.items("arrow")):
                where = f"arrow[{k}]"
                bulb = tuple(sorted(self.cells(item.get("cells"), f"{where}.cells")))
                if not bulb:
                    raise self.error(f"{where}: an arrow needs its circle (cells)")
                for line in self.lines(item, where):
                    body = tuple(i for i in line if i not in bulb)
                    if body:
                        out.append(self.checked(Arrow(bulb, body), where))
        if "sandwichsum" in data:
            for k, item in enumerate(self.items("sandwichsum")):
                where = f"sandwichsum[{k}]"
                r, c = self.outside(item.get("cell"), f"{where}.cell")
                total = self.clue(item.get("value"), f"{where}.value")
                if (r == 0) == (c == 0) or n + 1 in (r, c):
                    raise self.error(f"{where}: {item.get('cell')!r} must be R0Cc (above column c) or RrC0 (left of row r)")
                if total is not None:
                    out.append(self.checked(SandwichSum(c - 1 if r == 0 else r - 1, r == 0, total), where))
        if "littlekillersum" in data:
            for k, item in enumerate(self.items("littlekillersum")):
                where = f"littlekillersum[{k}]"
                r, c = self.outside(item.get("cell"), f"{where}.cell")
                direction = item.get("direction")
                if not isinstance(direction, str) or direction not in DIRECTIONS:
                    raise self.error(f"{where}: direction {direction!r} is not DR, DL, UR or UL")
                total = self.clue(item.get("value"), f"{where}.value")
                if not total:
                    continue  # an arrow without a sum says nothing
                clue = LittleKiller(r - 1, c - 1, direction, total)
                if not clue.diagonal(n):
                    raise self.error(f"{where}: the arrow at {item.get('cell')} {direction} misses the grid")
                out.append(self.checked(clue, where))
        for key, cls in (("xsum", XSum), ("skyscraper", Skyscraper)):
            for k, item in enumerate(self.items(key) if key in data else []):
                where = f"{key}[{k}]"
                r, c = self.outside(item.get("cell"), f"{where}.cell")
                value = self.clue(item.get("value"), f"{where}.value")
                if (r in (0, n + 1)) == (c in (0, n + 1)):
                    raise self.error(f"{where}: {item.get('cell')!r} is a corner, not beside a row or a column")
                if value is not None:
                    out.append(self.checked(cls(r - 1, c - 1, value), where))
        for key, cls in _GLOBAL_RULES.items():
            if self._flag(key):
                out.append(cls())
        for key, positive in (("diagonal+", True), ("diagonal-", False)):
            if self._flag(key):
                out.append(Diagonal(positive))
        for key in ("odd", "even"):
            for k, item in enumerate(self.items(key) if key in data else []):
                out.append(Parity(self.cell(item.get("cell"), f"{key}[{k}].cell"), key == "even"))
        for key, black in (("difference", False), ("ratio", True)):
            for k, item in enumerate(self.items(key) if key in data else []):
                where = f"{key}[{k}]"
                cells = self.adjacent(item, where)
                value = self.number(item.get("value"), f"{where}.value") or 0
                if value == (2 if black else 1):
                    value = 0  # the usual dot
                out.append(self.checked(KropkiDot(cells, black, value), where))
        for k, item in enumerate(self.items("xv") if "xv" in data else []):
            where = f"xv[{k}]"
            cells = self.adjacent(item, where)
            value = item.get("value")
            total = {"X": 10, "V": 5}.get(value.upper()) if isinstance(value, str) else None
            if total is None:
                raise self.error(f"{where}.value: {value!r} is not \"X\" or \"V\"")
            out.append(self.checked(XV(cells, total), where))
        out += self.negative()
        for key, cls in _LINE_RULES.items():
            for k, item in enumerate(self.items(key) if key in data else []):
                where = f"{key}[{k}]"
                lines = self.lines(item, where, repeats=cls in _LOOP_RULES)
                # a whispers line's value is its smallest difference (SudokuSolver's Dutch whispers: 4)
                more = (self.whispers_gap(item.get("value"), f"{where}.value"),) if cls is Whispers else ()
                # a line of one cell (a thermometer's bulb alone, a dot of whispers) says nothing
                out += [self.checked(cls(line, *more), where) for line in lines if len(line) > 1]
        return out

    def whispers_gap(self, value: Any, where: str) -> int:
        """A whispers line's ``value``: the smallest difference of neighbours on it, 1 to n - 1
        (0, the rule's usual half the size rounded up, for none or that difference)."""
        n = self.n
        usual = (n + 1) // 2
        if value is None or value == "":
            return 0
        number = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and _NUMBER_RE.fullmatch(value.strip()):
            number = int(value.strip())
        if number is None or not 1 <= number <= n - 1:
            raise self.error(
                f"{where}: {value!r} is not a whispers difference (a whole number 1 to {n - 1}; "
                f"without one, {usual} on a {n} x {n})"
            )
        return 0 if number == usual else number

    def negative(self) -> list:
        """The rules of the ``negative`` list (``"ratio"``, ``"xv"``), in a fixed order."""
        value = self.data.get("negative")
        if _is_empty(value):
            return []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(f"'negative' must be a list of names such as \"ratio\" or \"xv\", not {value!r}")
        for k, entry in enumerate(value):
            if entry not in _NEGATIVE:
                raise self.error(
                    f"negative[{k}]: the negative constraint {entry!r} is not supported "
                    "(only \"ratio\": every black dot given, and \"xv\": every X and V given)"
                )
        return [cls() for key, cls in _NEGATIVE.items() if key in value]

    def more_rules(self) -> list:
        """Disjoint groups, quadruples, minimum and maximum cells."""
        data = self.data
        out: list = []
        if self._flag("disjointgroups"):
            out.append(DisjointGroups())
        for k, item in enumerate(self.items("quadruple") if "quadruple" in data else []):
            where = f"quadruple[{k}]"
            cells = self.cells(item.get("cells"), f"{where}.cells")
            values = item.get("values")
            if not isinstance(values, list):
                raise self.error(f"{where}.values must be a list of 1 to 4 digits, not {values!r}")
            digits = [self.number(v, f"{where}.values[{j}]") for j, v in enumerate(values)]
            if any(d is None for d in digits):
                raise self.error(f"{where}.values: an empty entry is not a digit")
            if not digits:
                continue  # an empty circle says nothing
            out.append(self.checked(Quadruple(tuple(sorted(cells)), tuple(sorted(digits))), where))
        out += self.clones()
        marked: dict[int, bool] = {}
        for key, maximum in (("minimum", False), ("maximum", True)):
            for k, item in enumerate(self.items(key) if key in data else []):
                cell = self.cell(item.get("cell"), f"{key}[{k}].cell")
                if marked.get(cell) == (not maximum):
                    raise self.error(f"{key}[{k}]: {_name(cell, self.n)} is marked both minimum and maximum")
                if cell not in marked:  # a cell listed twice is one mark
                    marked[cell] = maximum
                    out.append(Extremum(cell, maximum))
        return out

    def clones(self) -> list:
        """Clones: ``[{cells, cloneCells}]``, the k-th cell of one group copied on the k-th of
        the other (a cell paired with itself is dropped, as f-puzzles does)."""
        out: list = []
        for k, item in enumerate(self.items("clone") if "clone" in self.data else []):
            where = f"clone[{k}]"
            cells = self.cells(item.get("cells"), f"{where}.cells")
            copies = self.cells(item.get("cloneCells"), f"{where}.cloneCells")
            if len(cells) != len(copies):
                raise self.error(f"{where}: 'cells' has {len(cells)} cells and 'cloneCells' {len(copies)}, not the same number")
            pairs = [(a, b) for a, b in zip(cells, copies) if a != b]
            if pairs:
                out.append(self.checked(Clone(tuple(a for a, _ in pairs), tuple(b for _, b in pairs)), where))
        return out

    def regions_and_indexers(self) -> list:
        """Extra regions and the row, column and box indexers: ``[{cells}]`` each."""
        data = self.data
        out: list = []
        for k, item in enumerate(self.items("extraregion") if "extraregion" in data else []):
            where = f"extraregion[{k}]"
            cells = self.cells(item.get("cells"), f"{where}.cells")
            if cells:
                out.append(self.checked(ExtraRegion(cells), where))
        for key, axis in _INDEXERS.items():
            for k, item in enumerate(self.items(key) if key in data else []):
                where = f"{key}[{k}]"
                cells = self.cells(item.get("cells"), f"{where}.cells")
                if cells:
                    out.append(self.checked(Indexer(cells, axis), where))
        return out

    def copy_of_a_rule(self, item: dict[str, Any]) -> bool:
        """A drawing f-puzzles made of a rule it reads (``"fromConstraint": "Slow Thermometer"``
        beside the ``slowthermometer`` key): the rule draws itself here, and f-puzzles makes its
        copies again from the rule's key."""
        name = item.get("fromConstraint")
        if not isinstance(name, str):
            return False
        key = re.sub(r"[^a-z0-9+-]", "", name.lower())  # "Slow Thermometer": slowthermometer
        return key in RULE_KEYS and key not in COSMETIC_ITEMS and not _is_empty(self.data.get(key))

    def cosmetics(self) -> list:
        """The drawings (text, circles, rectangles, lines, cages without a sum), kept as written,
        but for f-puzzles' copies of the rules read (see :meth:`copy_of_a_rule`)."""
        out: list = []
        for key in COSMETIC_ITEMS:
            for item in self.items(key) if key in self.data else []:
                if key == "cage" and _is_sum(item.get("value")):
                    continue  # a killer cage (see constraints)
                if self.copy_of_a_rule(item):
                    continue
                out.append(Cosmetic(key, json.dumps(item, ensure_ascii=False, separators=(",", ":")), item_cells(item, self.n)))
        return out

    def _flag(self, key: str) -> bool:
        value = self.data.get(key, False)
        if not isinstance(value, bool):
            raise self.error(f"{key!r} must be true or false, not {value!r}")
        return value


def _is_sum(value: Any) -> bool:
    """A cage's value that is a sum (a number), not a label."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or isinstance(value, str) and bool(_NUMBER_RE.fullmatch(value.strip()))


def _name(i: int, n: int) -> str:
    return f"R{i // n + 1}C{i % n + 1}"


# the keys of a grid cell that hold the player's pencil marks: centre ("this cell is one of
# these digits") and corner ("the digit goes in one of these cells"), as PlayState has them
_PLAYER_MARKS = ("centerPencilMarks", "cornerPencilMarks")


def from_fpuzzles(data: Any, *, source: str = "<string>", line: int | None = None) -> Document:
    """The document of a parsed f-puzzles JSON object (see the module docstring)."""
    if not isinstance(data, dict):
        raise PuzzleFormatError(f"f-puzzles: expected a JSON object, got {type(data).__name__}", source=source, line=line)
    return _Reader(data, source, line).document()


def _unquoted(text: str) -> list[str]:
    """``text``, then as percent-decoded once and twice where that changes it: a link handed on
    inside another (a YouTube description's ``youtube.com/redirect?...&q=https%3A%2F%2F...``,
    a mail or chat program's redirect) has its ``?load=`` written ``%3Fload%3D``."""
    out = [text]
    while "%" in out[-1] and len(out) < 3:
        decoded = unquote(out[-1])
        if decoded == out[-1]:
            break
        out.append(decoded)
    return out


def _find_link(text: str) -> re.Match | None:
    """The payload of the first link in ``text``, percent-decoded if it is only found so."""
    for form in _unquoted(text):
        m = _LINK_RE.search(form)
        if m is not None:
            return m
    return None


# at most so many "/" of a payload are tried doubled (see _restored_slashes)
_SLASH_REPAIRS = 2


def _restored_slashes(payload: str) -> str | None:
    """The f-puzzles JSON of a payload whose ``//`` became ``/`` (a web server or a browser
    tidying a SudokuPad link's path, ``sudokupad.app/fpuzzlesN4Ig...``, as SudokuPad repairs
    it): each ``/``, then each two, tried doubled; the first that decompresses to an f-puzzles
    object wins. None when none does."""
    from itertools import combinations

    slashes = [k for k, ch in enumerate(payload) if ch == "/"][:16]
    for count in range(1, min(_SLASH_REPAIRS, len(slashes)) + 1):
        for chosen in combinations(slashes, count):
            trial = "".join(ch * 2 if k in chosen else ch for k, ch in enumerate(payload))
            decoded = lz_decompress_base64(trial)
            if decoded and is_fpuzzles_json(_json_object(decoded)):
                return decoded
    return None


def parse_link(text: str, *, source: str = "<string>", line: int | None = None) -> Document:
    """The document of an f-puzzles or SudokuPad link (or of the text holding one, the link
    percent-encoded inside another too)."""
    m = _find_link(text)
    if m is None:
        pad = next((p for p in map(_SUDOKUPAD_RE.search, _unquoted(text)) if p), None)
        if pad and _SUDOKUPAD_OWN_RE.search(pad[1]):
            raise PuzzleFormatError(
                "this SudokuPad link is in SudokuPad's own format, the puzzle as drawn with its rules in words, "
                "which this program does not read; share the puzzle as an f-puzzles link instead",
                source=source,
                line=line,
            )
        if pad:
            raise PuzzleFormatError(
                "this SudokuPad link is in SudokuPad's own format, which only its server reads; "
                "share the puzzle as an f-puzzles link instead",
                source=source,
                line=line,
            )
        if any(_SHORT_FPUZZLES_RE.search(form) for form in _unquoted(text)):
            raise PuzzleFormatError(
                "this is an f-puzzles short link (…?id=…), whose puzzle only f-puzzles' server holds; "
                "open it in f-puzzles and share the full link (…?load=…) instead",
                source=source,
                line=line,
            )
        raise PuzzleFormatError("no f-puzzles link (…?load=…) found", source=source, line=line)
    payload = unquote(m[1]).replace(" ", "+")
    decoded = lz_decompress_base64(payload)
    if (not decoded or _json_object(decoded) is None) and "/" in payload:
        decoded = _restored_slashes(payload) or decoded
    if not decoded:
        raise PuzzleFormatError(
            "f-puzzles link: the data after ?load= is not LZ-string Base64 (is the link complete?)",
            source=source,
            line=line,
        )
    try:
        data = json.loads(decoded)
    except (ValueError, RecursionError) as e:
        raise PuzzleFormatError(f"f-puzzles link: the data is not JSON ({e})", source=source, line=line) from None
    return from_fpuzzles(data, source=source, line=line)


def _json_object(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def is_fpuzzles_json(data: Any) -> bool:
    """An f-puzzles object: ``size`` and ``grid``, and no native ``format`` field."""
    return isinstance(data, dict) and "size" in data and "grid" in data and "format" not in data


def _content_lines(text: str) -> list[tuple[int, str]]:
    return [
        (number, s)
        for number, s in enumerate((raw.strip() for raw in text.split("\n")), 1)
        if s and not s.startswith(("#", ";", "//"))
    ]


def detect(text: str) -> bool:
    """True for f-puzzles JSON (one object, or one a line) and for texts of f-puzzles or
    SudokuPad links."""
    stripped = text.strip()
    if stripped.startswith("{"):
        data = _json_object(stripped)
        if data is not None:
            return is_fpuzzles_json(data)
        # JSON Lines: an f-puzzles object or a link on a line of its own (a native document's
        # line, which names its "format", is passed over unparsed: its notes may hold a link)
        return any(
            _ANY_LINK_RE.search(s) if not s.startswith("{") else '"format"' not in s and is_fpuzzles_json(_json_object(s))
            for _, s in _content_lines(stripped)
        )
    return any(_LINK_RE.search(form) or _ANY_LINK_RE.search(form) for form in _unquoted(text))


def read(text: str, *, source: str = "<string>", keep_going: bool = False) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for the f-puzzles JSON or the links of a text: one JSON
    object, JSON objects one a line, or links one a line, with plain Sudoku lines among them
    (``keep_going``: a bad line is yielded as (line number, the PuzzleFormatError) and reading
    goes on)."""
    stripped = text.strip()
    first = len(text[: len(text) - len(text.lstrip())].split("\n"))
    if stripped.startswith("{"):
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError as e:
            if not e.msg.startswith("Extra data"):
                raise PuzzleFormatError(
                    f"f-puzzles: not valid JSON: {e.msg}", source=source, line=first + e.lineno - 1, column=e.colno
                ) from None
        except (ValueError, RecursionError) as e:
            raise PuzzleFormatError(f"f-puzzles: not valid JSON: {e}", source=source) from None
        else:
            try:
                doc = from_fpuzzles(data, source=source)
            except PuzzleFormatError as e:  # named at the line of the field it is about
                if e.line is not None:
                    raise
                line = first - 1 + (field_line(stripped, e.reason) or 1)
                raise PuzzleFormatError(e.reason, source=source, line=line) from None
            yield first, doc
            return
    meta: dict[str, str] = {}  # "; title: ...", "; author: ...", "; grade: ..." right above a line
    for number, raw in enumerate(text.split("\n"), 1):
        s = raw.strip()
        if is_str8ts_line(s):  # (not a '#' comment: a puzzle of another kind)
            yield read_or_report(number, partial(raise_error, str8ts_line_error(source, number)), keep_going=keep_going)
            meta = {}
        elif not s:
            meta = {}
        elif s.startswith(("#", ";", "//")):
            described = meta_comment(s)  # (File > Export Puzzle String writes "; title:" above a link)
            if described:
                meta[described[0]] = described[1]
        else:
            line, doc = read_or_report(number, partial(read_line, s, source=source, line=number), keep_going=keep_going)
            yield line, doc if isinstance(doc, PuzzleFormatError) else with_meta(doc, meta)
            meta = {}


def read_line(s: str, *, source: str, line: int) -> Document:
    """The document of one (stripped) line of JSON Lines or links; a plain Sudoku line among
    them (digits, ``A``-``G`` and dots, no link) is read as the plain Sudoku it is, and a
    one-line native JSON document (with its ``format``) as the native document, as every line
    of a text of Sudoku lines is its own puzzle. A Str8ts puzzle line is named as one (see
    :func:`~str8ts_gui.kinds.sudoku.detect.str8ts_line_instead`)."""
    try:
        return _read_line(s, source=source, line=line)
    except PuzzleFormatError as e:
        raise str8ts_line_instead(e, s, source=source, line=line) from None


def _read_line(s: str, *, source: str, line: int) -> Document:
    if _PLAIN_LINE_RE.fullmatch(s):
        from str8ts_gui.kinds.sudoku.formats import parse_line

        return Document(parse_line(s, source=source, line=line))
    if s.startswith("{"):
        try:
            data = json.loads(s)
        except (ValueError, RecursionError) as e:
            raise PuzzleFormatError(f"f-puzzles: not valid JSON: {e}", source=source, line=line) from None
        if isinstance(data, dict) and "format" in data:
            return loads_document_line(s, source=source, line=line, taken_for="sudoku")
        return from_fpuzzles(data, source=source, line=line)
    return parse_link(s, source=source, line=line)


# -- writing -----------------------------------------------------------------------------------


def to_fpuzzles_data(doc: Document) -> dict[str, Any]:
    """The f-puzzles JSON object of a Sudoku document; ValueError for what f-puzzles cannot say
    (an XV mark other than X and V, disjoint groups beside jigsaw regions...)."""
    puzzle = doc.puzzle
    n = puzzle.size
    state = doc.state
    values = state.values() if state is not None else puzzle.clues
    regions = puzzle.regions
    marks = {c.cell: list(c.digits) for c in puzzle.constraints if isinstance(c, GivenCandidates)}
    grid = []
    for r in range(n):
        row = []
        for c in range(n):
            i = r * n + c
            cell: dict[str, Any] = {}
            if values[i]:
                cell["value"] = values[i]
                if puzzle.clues[i]:
                    cell["given"] = True
            if regions:
                cell["region"] = regions[i]
            if i in marks:
                cell["givenPencilMarks"] = marks[i]
            if state is not None:  # the player's centre and corner marks, as f-puzzles keeps them
                for key, masks in (("cornerPencilMarks", state.corner), ("centerPencilMarks", state.centre)):
                    if masks[i]:
                        cell[key] = [d for d in range(1, n + 1) if masks[i] >> d & 1]
            row.append(cell)
        grid.append(row)
    data: dict[str, Any] = {"size": n, "title": doc.title, "author": doc.author, "ruleset": doc.notes, "grid": grid}

    def add(key: str, item: Any) -> None:
        data.setdefault(key, []).append(item)

    def names(cells) -> list[str]:
        return [_name(i, n) for i in cells]

    constraints = puzzle.constraints
    if puzzle.regions and any(isinstance(c, DisjointGroups) for c in constraints):
        raise ValueError("f-puzzles cannot hold disjoint groups beside jigsaw regions (it needs the usual boxes)")
    if _other_ratio_dots(constraints):
        raise ValueError(f"f-puzzles cannot hold this: {_OTHER_RATIOS}")
    negative = {key for key, cls in _NEGATIVE.items() if any(isinstance(c, cls) for c in constraints)}
    if negative:
        data["negative"] = [key for key in _NEGATIVE if key in negative]
    for con in constraints:
        if isinstance(con, KillerCage):
            add("killercage", {"cells": names(con.cells), **({"value": str(con.total)} if con.total else {})})
        elif isinstance(con, Thermometer):
            add("thermometer", {"lines": [names(con.cells)]})
        elif isinstance(con, Arrow):
            # the line starts in the bulb cell nearest to the arrow's first cell
            r0, c0 = divmod(con.line[0], n) if con.line else (0, 0)
            start = min(con.bulb, key=lambda i: abs(i // n - r0) + abs(i % n - c0))
            add("arrow", {"cells": names(con.bulb), "lines": [names((start, *con.line))]})
        elif isinstance(con, SandwichSum):
            cell = f"R0C{con.index + 1}" if con.column else f"R{con.index + 1}C0"
            add("sandwichsum", {"cell": cell, "value": str(con.total)})
        elif isinstance(con, LittleKiller):
            add(
                "littlekillersum",
                {"cell": f"R{con.row + 1}C{con.col + 1}", "cells": names(con.diagonal(n)), "direction": con.direction,
                 "value": str(con.total)},
            )
        elif isinstance(con, (XSum, Skyscraper)):
            value = con.total if isinstance(con, XSum) else con.count
            add(con.rule, {"cell": f"R{con.row + 1}C{con.col + 1}", "value": str(value)})
        elif isinstance(con, (AntiKnight, AntiKing, NonConsecutive)):
            data[con.rule] = True
        elif isinstance(con, Diagonal):
            data["diagonal+" if con.positive else "diagonal-"] = True
        elif isinstance(con, Parity):
            add("even" if con.even else "odd", {"cell": _name(con.cell, n)})
        elif isinstance(con, (NegativeRatio, NegativeXV)):
            pass  # the "negative" list, above
        elif isinstance(con, KropkiDot):
            usual = 2 if con.black else 1
            value = {"value": str(con.amount)} if con.amount != usual else {}
            add("ratio" if con.black else "difference", {"cells": names(con.cells), **value})
        elif isinstance(con, XV):
            if con.total not in (5, 10):
                raise ValueError(f"f-puzzles XV marks are X (10) or V (5), not {con.total}")
            add("xv", {"cells": names(con.cells), "value": "X" if con.total == 10 else "V"})
        elif isinstance(con, Whispers):
            # another difference than the usual as the line's value, as SudokuSolver writes it
            gap = {"value": str(con.gap)} if con.gap and con.gap != (n + 1) // 2 else {}
            add("whispers", {"lines": [names(con.cells)], **gap})
        elif isinstance(con, (Renban, Palindrome)):
            add(con.rule, {"lines": [names(con.cells)]})
        elif isinstance(con, RegionSumLine):
            add("regionsumline", {"lines": [names(con.cells)]})
        elif isinstance(con, ZipperLine):
            add("zipperline", {"lines": [names(con.cells)]})
        elif isinstance(con, BetweenLine):
            add("betweenline", {"lines": [names(con.cells)]})
        elif isinstance(con, SlowThermometer):
            add("slowthermometer", {"lines": [names(con.cells)]})
        elif isinstance(con, EntropicLine):
            add("entropicline", {"lines": [names(con.cells)]})
        elif isinstance(con, ModularLine):
            add("modularline", {"lines": [names(con.cells)]})
        elif isinstance(con, NabnerLine):
            add("nabner", {"lines": [names(con.cells)]})
        elif isinstance(con, DoubleArrow):
            add("doublearrow", {"lines": [names(con.cells)]})
        elif isinstance(con, Clone):
            add("clone", {"cells": names(con.cells), "cloneCells": names(con.clones)})
        elif isinstance(con, DisjointGroups):
            data["disjointgroups"] = True
        elif isinstance(con, Quadruple):
            add("quadruple", {"cells": names(con.cells), "values": list(con.values)})
        elif isinstance(con, Extremum):
            add("maximum" if con.maximum else "minimum", {"cell": _name(con.cell, n)})
        elif isinstance(con, ExtraRegion):
            add("extraregion", {"cells": names(con.cells)})
        elif isinstance(con, Indexer):
            add(f"{con.axis}indexer", {"cells": names(con.cells)})
        elif isinstance(con, GivenCandidates):
            pass  # in the grid, above
        elif isinstance(con, Cosmetic):
            add(con.key, con.item())
        else:
            raise ValueError(f"f-puzzles has no form for the rule {getattr(con, 'title', type(con).__name__)!r}")
    return {key: data[key] for key in _KEY_ORDER if key in data}


def to_fpuzzles(doc: Document) -> str:
    """The f-puzzles JSON text of a Sudoku document (one line)."""
    return json.dumps(to_fpuzzles_data(doc), ensure_ascii=False, separators=(",", ":")) + "\n"


def to_fpuzzles_link(doc: Document) -> str:
    """The f-puzzles link of a Sudoku document (SudokuPad opens it too)."""
    return LINK_PREFIX + lz_compress_base64(to_fpuzzles(doc).rstrip("\n"))
