"""The puzzle-kind seam: what every puzzle kind provides, and the registry of kinds.

In the spirit of Simon Tatham's ``struct game``: the shared parts of the program (document,
session, files, SAT helpers, the window, the command line) know no kind. They ask the kind of
a puzzle (``puzzle.kind``, a name such as ``"str8ts"`` or ``"sudoku"``) for its geometry, rules,
encoding, formats, logic and generator through :class:`PuzzleKind`. Each kind is one package
under ``str8ts_gui/kinds/`` that subclasses it and calls :func:`register`; its drawing is
registered on the GUI side (``str8ts_gui/gui/draw/``) so kinds stay free of Qt.

A kind validates what it reads and never crashes on what it validated: readers raise
:class:`~str8ts_gui.core.files.PuzzleFormatError` with source, line and column.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

if TYPE_CHECKING:  # pragma: no cover - types only
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.geometry import Geometry
    from str8ts_gui.core.puzzle import Puzzle
    from str8ts_gui.core.violations import Violation

__all__ = ["NotSupported", "PuzzleKind", "all_kinds", "get_kind", "kind_of", "kind_names", "native_regions", "register"]

# the package whose import registers every kind (the plug-in list, like Tatham's gamelist.c)
KINDS_PACKAGE = "str8ts_gui.kinds"


class NotSupported(Exception):
    """A feature this puzzle kind does not have (yet); the message says which, for users."""


class PuzzleKind:
    """One puzzle kind. Subclasses fill in the parts they have; the rest says so clearly.

    Most parts are a kind's modules, set as class attributes; the methods below call them:
    ``rules`` (``check``), ``candidates`` (``basic_candidates``, ``propagate``), ``encoding``
    (``encode``, ``clue_encoding``) and ``formats`` (``to_line``, ``parse_line``, ``read``,
    ``detect``). A kind overrides a method where it needs more.
    """

    rules: Any = None
    candidates: Any = None
    encoding: Any = None
    formats: Any = None

    name: str = ""  # the command-line and file name: "str8ts", "sudoku"
    title: str = ""  # shown to users: "Str8ts", "Sudoku"
    sizes: tuple[int, ...] = ()  # board sizes (n for an n x n board)
    rectangular: bool = False  # boards may be W x H (``Puzzle.height``); ``sizes`` then bounds each side
    default_size: int = 9
    grades: tuple[str, ...] = ()  # difficulty names, easiest first (empty: not graded yet)
    # edit tools: what the editor offers for this kind
    has_black_cells: bool = False  # right-drag paints cells black (Str8ts)
    # what the reader accepts, appended to errors that say a text is no puzzle at all
    accepted: str = ""
    # file forms this kind writes, name -> writer of a document (convert --to NAME)
    writers: dict[str, Callable[["Document"], str]] = {}

    # -- model and geometry ------------------------------------------------------------------
    def empty(self, size: int) -> "Puzzle":
        """An empty puzzle of this kind."""
        raise NotImplementedError

    def validate(self, puzzle: "Puzzle") -> None:
        """Raise ValueError naming what makes ``puzzle`` impossible for this kind (size, cells)."""

    def geometry(self, puzzle: "Puzzle") -> "Geometry":
        """Cells, rows, columns, the units whose digits differ, peers and region borders."""
        raise NotImplementedError

    # -- rules ---------------------------------------------------------------------------------
    def check(self, puzzle: "Puzzle", values: Sequence[int]) -> list["Violation"]:
        """Every rule the digits ``values`` (n*n, 0 = empty) break on ``puzzle``."""
        return self.rules.check(puzzle, values)

    def basic_candidates(self, puzzle: "Puzzle", values: Sequence[int]) -> list[int]:
        """Candidate masks from the digits on the board, one rule deep (pencil marks)."""
        return self.candidates.basic_candidates(puzzle, values)

    def propagate(self, puzzle: "Puzzle", masks: Sequence[int]) -> list[int] | None:
        """Sound, cheap candidate propagation to a fixpoint; None when a cell has no candidate."""
        return self.candidates.propagate(puzzle, masks)

    # -- SAT encoding (see str8ts_gui.solver.sat) ----------------------------------------------
    def encode(self, puzzle: "Puzzle", masks: list[int]) -> tuple[Any, list[int]]:
        """``(Cnf, fixed)`` for the undecided cells of ``puzzle`` with propagated ``masks``."""
        return self.encoding.encode(puzzle, masks)

    def clue_encoding(self, puzzle: "Puzzle") -> tuple[Any, dict[int, int]]:
        """``(Cnf, {assumption literal: clue cell})``: the rules with every clue an assumption,
        so that unsat cores name clues (cached per shape, reused across edits)."""
        return self.encoding.clue_encoding(puzzle)

    # -- formats ---------------------------------------------------------------------------------
    def to_line(self, puzzle: "Puzzle") -> str:
        """The one-line form of the puzzle (the ``puzzle`` field of native files)."""
        return self.formats.to_line(puzzle)

    def parse_line(self, text: str, *, source: str = "<string>", line: int = 1, **shape: int) -> "Puzzle":
        """The puzzle of a one-line form; a kind with rectangular boards also takes ``width`` and
        ``height`` (the native file's ``size`` and ``height``)."""
        return self.formats.parse_line(text, source=source, line=line, **shape)

    def copy_text(self, puzzle: "Puzzle") -> str:
        """The text Copy Puzzle puts on the clipboard and Export Puzzle String writes: the
        shortest form that reads back as the same puzzle (the one-line form by default; a kind
        whose line loses something, such as regions or rules, gives a fuller form)."""
        return self.to_line(puzzle)

    def native_fields(self, puzzle: "Puzzle") -> dict[str, Any]:
        """Fields the native save file holds beyond the one-line form (regions, constraints),
        JSON-ready; none by default."""
        return {}

    def from_native(self, puzzle: "Puzzle", data: dict[str, Any], *, source: str = "<string>") -> "Puzzle":
        """``puzzle`` (read from the line form) completed with the fields of :meth:`native_fields`
        found in a native file's ``data``; PuzzleFormatError naming the field when one is bad."""
        return puzzle

    def detect(self, text: str, *, source: str = "<string>") -> bool:
        """True when ``text`` (a file or an argument) is in one of this kind's own forms."""
        return self.formats.detect(text, source=source)

    def read(self, text: str, *, source: str = "<string>", one_per_line: bool = False) -> Iterator[tuple[int, "Document"]]:
        """Yield (line number, document) for every puzzle of a text in this kind's forms."""
        return self.formats.read(text, source=source, one_per_line=one_per_line)

    # -- logic, grades, generator (optional) -----------------------------------------------------
    def logic(self) -> Any:
        """The human-logic module (strategies, paths, hints, grades), or raise NotSupported."""
        raise NotSupported(f"human logic for {self.title} is not supported yet")

    def generator(self) -> Any:
        """The generator module, or raise NotSupported."""
        raise NotSupported(f"generating {self.title} puzzles is not supported yet")


def native_regions(data: dict[str, Any], count: int, *, source: str, required: bool) -> list[int]:
    """The ``regions`` field of a native file's ``data``: a list of ``count`` region numbers
    (``required``: the field must be there; else a missing or empty list means none);
    PuzzleFormatError naming the field when it is bad."""
    from str8ts_gui.core.files import PuzzleFormatError

    if required and "regions" not in data:
        raise PuzzleFormatError("missing field 'regions' (a region number per cell)", source=source)
    regions = data.get("regions", [])
    if not isinstance(regions, list) or not all(isinstance(g, int) and not isinstance(g, bool) for g in regions):
        raise PuzzleFormatError("field 'regions' must be a list of region numbers", source=source)
    if (required or regions) and len(regions) != count:
        raise PuzzleFormatError(f"field 'regions' must have {count} numbers, got {len(regions)}", source=source)
    return regions


_REGISTRY: dict[str, PuzzleKind] = {}


def register(kind: PuzzleKind) -> PuzzleKind:
    """Add a kind to the registry (each kind package does this once, on import)."""
    if not kind.name or kind.name in _REGISTRY and _REGISTRY[kind.name] is not kind:
        raise ValueError(f"puzzle kind {kind.name!r} is missing a name or registered twice")
    _REGISTRY[kind.name] = kind
    return kind


def _load() -> None:
    if not _REGISTRY or len(_REGISTRY) < 2:
        importlib.import_module(KINDS_PACKAGE)  # its import registers every kind


def kind_names() -> tuple[str, ...]:
    _load()
    return tuple(_REGISTRY)


def all_kinds() -> tuple[PuzzleKind, ...]:
    _load()
    return tuple(_REGISTRY.values())


def get_kind(name: str) -> PuzzleKind:
    """The kind called ``name``; ValueError listing the known kinds otherwise."""
    if name not in _REGISTRY:
        _load()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown puzzle kind {name!r} (known: {', '.join(_REGISTRY)})") from None


def kind_of(puzzle: "Puzzle") -> PuzzleKind:
    return get_kind(puzzle.kind)
