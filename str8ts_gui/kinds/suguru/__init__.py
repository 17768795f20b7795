"""Suguru (Tectonic, Nanbaboru): a rectangle cut into regions; a region of k cells holds 1..k
once each; touching cells (diagonally too) never hold the same digit.

Boards are 2 to 20 cells a side, not only square. Where things live: ``model`` (the puzzle,
regions, geometry, :func:`~.model.new_puzzle`, :func:`~.model.with_regions`,
:func:`~.model.disconnected_regions`), ``rules`` (checker, candidate propagation),
``layout`` (regions drawn so that the board has no solution), ``encoding`` (SAT), ``formats``
(the comma-separated text format, the puzzle line), ``logic`` (techniques, paths, hints, grades)
and ``generator`` (both loaded on first use), ``library`` (rebuilds ``puzzles/suguru-*.txt``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.geometry import Geometry
from str8ts_gui.core.kind import PuzzleKind, native_regions, part, register
from str8ts_gui.core.puzzle import MAX_SIDE, MIN_SIDE, Puzzle
from str8ts_gui.kinds.suguru.grades import GRADES

if TYPE_CHECKING:  # pragma: no cover - types only
    from str8ts_gui.core.violations import Violation


class SuguruKind(PuzzleKind):
    name = "suguru"  # model.KIND
    title = "Suguru"
    sizes = tuple(range(MIN_SIDE, MAX_SIDE + 1))
    default_size = 6
    has_black_cells = False
    grades = GRADES
    default_grade = "Medium"  # generate without --difficulty
    # the parts are modules of this package, imported on first use (see PuzzleKind)
    candidates = part("rules")  # the checker's module also holds the candidate rules
    detection = part("detect")
    model = part("model")
    layout = part("layout")
    rectangular = True  # width and height chosen apart (empty_rect)

    def empty(self, size: int) -> Puzzle:
        return self.model.new_puzzle(size, size)

    def empty_rect(self, width: int, height: int) -> Puzzle:
        """An empty ``width`` x ``height`` board with the default regions."""
        return self.model.new_puzzle(width, height)

    def validate(self, puzzle: Puzzle) -> None:
        self.model.validate(puzzle)

    def unfinished(self, puzzle: Puzzle) -> str:
        """Why the board itself cannot be solved yet ("" if it can): regions still being drawn
        around a given larger than its region, as the window and the native file keep it, in
        the words of the text format's ``; draft:`` line."""
        givens = self.formats.draft_givens(puzzle)
        return f"the regions are still being drawn ({'; '.join(givens)})" if givens else ""

    def layout_conflict(self, puzzle: Puzzle) -> Violation | None:
        """Why the regions as drawn leave ``puzzle`` no solution, when that is certain (two
        touching regions of one cell, each must be 1 ...): a Violation whose cells the window
        rings, its message the words after "No solution: "; None otherwise (see ``layout``)."""
        return self.layout.layout_conflict(puzzle)

    def geometry(self, puzzle: Puzzle) -> Geometry:
        return self.model.puzzle_geometry(puzzle)

    def solution_text(self, puzzle: Puzzle, values: Sequence[int]) -> str:
        """What plain ``solve`` prints: the text format's rows, every cell label + digit."""
        return self.formats.solution_text(puzzle, values)

    def native_fields(self, puzzle: Puzzle) -> dict[str, Any]:
        return {"regions": list(puzzle.regions)}

    def from_native(self, puzzle: Puzzle, data: dict[str, Any], *, source: str = "<string>") -> Puzzle:
        regions = native_regions(data, puzzle.cell_count, source=source, required=True)
        try:
            # (a given larger than its region is kept, as the editor keeps it when regions are
            # redrawn around it: the window's own file reopens what it saved; the checker and
            # the solver report it)
            return self.model.with_regions(puzzle, regions)
        except ValueError as e:
            raise PuzzleFormatError(f"field 'regions': {e}", source=source) from None

    def copy_text(self, puzzle: Puzzle) -> str:
        """The region text (the puzzle line has no regions)."""
        from str8ts_gui.core.document import Document

        return self.formats.to_text(Document(puzzle))

    def described_text(self, doc) -> str:
        """The text format with its own ``#`` title line, as ``convert --to suguru`` writes it and
        the published solver reads it (which would take a ``; title:`` line for a row; the
        format has no author)."""
        from str8ts_gui.core.document import Document

        return self.formats.to_text(Document(doc.puzzle, title=doc.title))

    def logic(self):
        from str8ts_gui.kinds.suguru import logic

        return logic

    def generator(self):
        from str8ts_gui.kinds.suguru import generator

        return generator


SUGURU = register(SuguruKind())
# the text format only: the puzzle line alone has no regions
SUGURU.writers = {"suguru": lambda doc: SUGURU.formats.to_text(doc)}
