"""Classic Sudoku: every row, column and box of an n x n board holds 1..n once each.

Sizes 4, 6, 8, 9, 12 and 16 with boxes of 2x2, 2x3, 2x4, 3x3, 3x4 and 4x4 (rows x columns).
Where things live: ``model`` (sizes, boxes, geometry), ``rules`` (checker, candidate
propagation), ``encoding`` (SAT), ``formats`` (line, grids, HoDoKu library line, SadMan .sdk,
plaintext .txt; ``detect`` tells them apart cheaply, ``fpuzzles`` reads and writes f-puzzles
JSON and links). Its drawing
is ``str8ts_gui/gui/draw/sudoku.py``. ``logic`` holds the human techniques, solution paths,
hints and grades, and ``generator`` (both loaded on first use).
"""

from __future__ import annotations

from typing import Any

from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.geometry import Geometry
from str8ts_gui.core.kind import PuzzleKind, native_regions, part, register
from str8ts_gui.core.puzzle import Puzzle, char_digit
from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku import model
from str8ts_gui.kinds.sudoku.grades import GRADES


class SudokuKind(PuzzleKind):
    name = model.KIND
    title = "Sudoku"
    sizes = model.SIZES
    default_size = 9
    has_black_cells = False
    regions_phrase = "jigsaw regions"
    grades = GRADES
    default_grade = "Medium"  # generate without --difficulty
    # the parts are modules of this package, imported on first use (see PuzzleKind): the variant
    # rules come with the encoding, f-puzzles with a text or a writer that needs it
    candidates = part("rules")  # the checker's module also holds the candidate rules
    detection = part("detect")

    file_sizes = model.ANY_SIZES  # any size 3-16 in a native file (boards read from f-puzzles)

    def empty(self, size: int) -> Puzzle:
        return model.new_puzzle(size)

    def parse_line(self, text: str, *, source: str = "<string>", line: int = 1, **shape: int) -> Puzzle:
        """The one-line form; a board of a size beyond the classic ones (a native file of a 7 x 7
        read from f-puzzles) takes n * n characters too: ``.`` or ``0`` empty, 1-9, A-G."""
        stripped = text.strip()
        sizes = {n * n: n for n in model.ANY_SIZES if n not in model.SIZES}
        n = sizes.get(len(stripped))
        if n is None:
            return self.formats.parse_line(text, source=source, line=line, **shape)
        clues = []
        for k, ch in enumerate(stripped):
            d = 0 if ch in ".0" else char_digit(ch.upper())
            if (ch not in ".0" and not d) or d > n:
                raise PuzzleFormatError(f"{ch!r} is not a digit 1-{n} or '.'", source=source, line=line, column=k + 1)
            clues.append(d)
        return model.new_puzzle(n, clues)

    def validate(self, puzzle: Puzzle) -> None:
        model.validate(puzzle)

    def unfinished(self, puzzle: Puzzle) -> str:
        """Why the board itself cannot be solved yet ("" if it can): jigsaw regions still being
        painted, as a native file may keep them."""
        faults = model.region_faults(puzzle.size, puzzle.regions) if puzzle.regions else []
        if not faults:
            return ""
        return f"the jigsaw regions are not finished ({', '.join(faults)}; each needs {puzzle.size} cells)"

    def geometry(self, puzzle: Puzzle) -> Geometry:
        return model.puzzle_geometry(puzzle)

    def line_is_whole(self, puzzle: Puzzle) -> bool:
        """Only a classic Sudoku's line holds it: rules and jigsaw regions are not in the line."""
        return model.is_classic(puzzle)

    def copy_text(self, puzzle: Puzzle) -> str:
        """The line for a classic Sudoku; with rules or regions the f-puzzles link (or, for a
        rule f-puzzles cannot hold, the one-line native document), which keep them."""
        if model.is_classic(puzzle):
            return self.formats.to_line(puzzle)
        from str8ts_gui.core.document import Document, dumps_document
        from str8ts_gui.kinds.sudoku import fpuzzles

        try:
            return fpuzzles.to_fpuzzles_link(Document(puzzle))
        except ValueError:
            import json

            return json.dumps(json.loads(dumps_document(Document(puzzle))), ensure_ascii=False)

    def native_fields(self, puzzle: Puzzle) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if puzzle.regions:
            out["regions"] = list(puzzle.regions)
        if puzzle.constraints:
            out["constraints"] = [c.to_json() for c in puzzle.constraints]
        return out

    def from_native(self, puzzle: Puzzle, data: dict[str, Any], *, source: str = "<string>") -> Puzzle:
        n = puzzle.size
        regions = native_regions(data, n * n, source=source, required=False)
        items = data.get("constraints", [])
        if not isinstance(items, list):
            raise PuzzleFormatError("field 'constraints' must be a list", source=source)
        from str8ts_gui.kinds.sudoku import variants

        constraints = tuple(
            variants.constraint_from_json(item, n, source=source, where=f"constraints[{k}]") for k, item in enumerate(items)
        )
        out = puzzle.replace(regions=tuple(regions), constraints=constraints)
        try:
            model.validate(out, finished=False)  # a jigsaw still being painted reopens as saved
        except ValueError as e:
            raise PuzzleFormatError(f"{_field_at_fault(out, data)}{e}", source=source) from None
        return out

    def logic(self):
        from str8ts_gui.kinds.sudoku import logic

        return logic

    def generator(self):
        from str8ts_gui.kinds.sudoku import generator

        return generator


SUDOKU = register(SudokuKind())


def _field_at_fault(puzzle: Puzzle, data: dict[str, Any]) -> str:
    """``field 'constraints': `` when the puzzle is valid without its rules, ``field 'regions': ``
    when it has regions and is valid without them, else "" (the givens' own fault)."""
    def valid(p: Puzzle) -> bool:
        try:
            model.validate(p, finished=False)
        except ValueError:
            return False
        return True

    if puzzle.constraints and "constraints" in data and valid(puzzle.replace(constraints=())):
        return "field 'constraints': "
    if puzzle.regions and "regions" in data and valid(puzzle.replace(regions=(), constraints=())):
        return "field 'regions': "
    return ""


def _classic_only(write):
    """A writer of a form that holds the digits only: a puzzle with variant rules or jigsaw
    regions would lose them, so it is refused (ValueError naming the forms that keep them)."""

    def writer(doc):
        if not model.is_classic(doc.puzzle):
            p = doc.puzzle
            if not p.regions and not p.constraints:  # a size only f-puzzles and the native file take
                sizes = join_words(model.SIZES, "or")
                raise ValueError(
                    f"this form holds Sudoku of {sizes} cells a side, not {p.size}; use fpuzzles, fpuzzles-link or json"
                )
            raise ValueError("this form holds no variant rules or regions; use fpuzzles, fpuzzles-link or json")
        return write(doc)

    return writer


def _fpuzzles(name: str):
    """The f-puzzles writer ``name`` (the module, with every variant rule, loads when it writes)."""

    def writer(doc):
        from str8ts_gui.kinds.sudoku import fpuzzles

        return getattr(fpuzzles, name)(doc)

    return writer


SUDOKU.writers = {
    "line": _classic_only(lambda doc: SUDOKU.formats.to_line(doc.puzzle)),
    "sdk": _classic_only(lambda doc: SUDOKU.formats.to_sdk(doc)),
    "txt": _classic_only(lambda doc: SUDOKU.formats.to_txt(doc)),
    "fpuzzles": _fpuzzles("to_fpuzzles"),
    "fpuzzles-link": _fpuzzles("to_fpuzzles_link"),
}
