"""The puzzle-kind seam: what every puzzle kind provides, and the registry of kinds.

In the spirit of Simon Tatham's ``struct game``: the shared parts of the program (document,
session, files, SAT helpers, the window, the command line) know no kind. They ask the kind of
a puzzle (``puzzle.kind``, a name such as ``"str8ts"`` or ``"sudoku"``) for its geometry, rules,
encoding, formats, logic and generator through :class:`PuzzleKind`. Each kind is one package
under ``str8ts_gui/kinds/`` that subclasses it and calls :func:`register`; its drawing is
registered on the GUI side (``str8ts_gui/gui/draw/``) so kinds stay free of Qt.

Kinds load lazily, so that solving one Str8ts never imports Sudoku's variants: the registry
knows the kinds by name (``KIND_NAMES`` of :mod:`str8ts_gui.kinds`, which imports nothing) and
imports a kind's package the first time that kind is asked for (:func:`get_kind`; every kind for
:func:`all_kinds`). A kind's package is light: its parts (``rules``, ``candidates``,
``encoding``, ``formats``) are :class:`part` attributes, each module imported on first use.

A kind validates what it reads and never crashes on what it validated: readers raise
:class:`~str8ts_gui.core.files.PuzzleFormatError` with source, line and column.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

if TYPE_CHECKING:  # pragma: no cover - types only
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.files import PuzzleFormatError
    from str8ts_gui.core.geometry import Geometry
    from str8ts_gui.core.puzzle import Puzzle
    from str8ts_gui.core.violations import Violation

__all__ = [
    "NotSupported",
    "PuzzleKind",
    "all_kinds",
    "get_kind",
    "kind_of",
    "kind_names",
    "native_regions",
    "part",
    "register",
]

# the package of the kinds: its KIND_NAMES is the plug-in list (like Tatham's gamelist.c), and
# each name is a subpackage whose import registers that kind
KINDS_PACKAGE = "str8ts_gui.kinds"


class NotSupported(Exception):
    """A feature this puzzle kind does not have (yet); the message says which, for users."""


class part:
    """A kind's part that is one of its package's modules, imported the first time it is used:
    ``rules = part("rules")`` is, on the Str8ts kind (whose class lives in the package
    ``str8ts_gui.kinds.str8ts``), the module ``str8ts_gui.kinds.str8ts.rules``: the name is
    taken in the package of the kind's class, so :class:`PuzzleKind` declares the usual parts
    once for every kind. (A name with dots is a whole module name.)"""

    def __init__(self, module: str) -> None:
        self.module = module
        self.attr = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        cls = type(obj) if obj is not None else owner
        name = self.module
        if "." not in name:  # in the package of the kind's class
            package = getattr(sys.modules.get(cls.__module__), "__package__", None) or cls.__module__
            name = f"{package}.{name}"
        module = importlib.import_module(name)
        if obj is not None:
            obj.__dict__[self.attr] = module  # later reads find it without this call
        return module


class PuzzleKind:
    """One puzzle kind. Subclasses fill in the parts they have; the rest says so clearly.

    Most parts are a kind's modules, set as class attributes (:class:`part`: imported on first
    use); the methods below call them: ``rules`` (``check``), ``candidates``
    (``basic_candidates``, ``propagate``), ``encoding`` (``encode``, ``clue_encoding``),
    ``formats`` (``to_line``, ``parse_line``, ``read``) and ``detection`` (``detect``; formats'
    when a kind has no light module for it). A kind overrides a method where it needs more.
    """

    # the parts: modules of the kind's package, each imported on first use
    rules: Any = part("rules")
    candidates: Any = part("candidates")
    encoding: Any = part("encoding")
    formats: Any = part("formats")
    detection: Any = None  # a light module whose ``detect`` tells this kind's texts (else formats')

    name: str = ""  # the command-line and file name: "str8ts", "sudoku"
    title: str = ""  # shown to users: "Str8ts", "Sudoku"
    sizes: tuple[int, ...] = ()  # board sizes (n for an n x n board)
    rectangular: bool = False  # boards may be W x H (``Puzzle.height``); ``sizes`` then bounds each side
    file_sizes: tuple[int, ...] = ()  # further sizes a native file may hold (Sudoku: 3 to 16, read from f-puzzles)
    default_size: int = 9
    grades: tuple[str, ...] = ()  # difficulty names, easiest first (empty: not graded yet)
    default_grade: str = ""  # what ``generate`` makes when no difficulty is asked for: a middle one
    # edit tools: what the editor offers for this kind
    has_black_cells: bool = False  # right-drag paints cells black (Str8ts)
    regions_phrase: str = ""  # what a puzzle's own regions are called in describe() ("jigsaw regions")
    @property
    def accepted(self) -> str:
        """What the reader accepts, appended to errors that say a text is no puzzle at all
        (the ``ACCEPTED`` of the kind's formats)."""
        return getattr(self.formats, "ACCEPTED", "")

    # file forms this kind writes, name -> writer of a document (convert --to NAME)
    writers: dict[str, Callable[["Document"], str]] = {}

    # -- model and geometry ------------------------------------------------------------------
    def empty(self, size: int) -> "Puzzle":
        """An empty puzzle of this kind."""
        raise NotImplementedError

    def validate(self, puzzle: "Puzzle") -> None:
        """Raise ValueError naming what makes ``puzzle`` impossible for this kind (size, cells)."""

    def unfinished(self, puzzle: "Puzzle") -> str:
        """Why the board itself cannot be solved yet, as a phrase ("" when it can): what a draft
        the window's own files may keep still lacks (a Sudoku's jigsaw regions being painted)."""
        return ""

    def layout_conflict(self, puzzle: "Puzzle") -> "Violation | None":
        """Why the board as drawn certainly has no solution, whatever its other clues (a
        Suguru's regions of one cell that touch): a Violation whose cells the window rings and
        whose message follows "No solution: "; None when there is none the kind can name (the
        default: a kind without such a check)."""
        return None

    def describe(self, puzzle: "Puzzle") -> str:
        """What the board is, for the window's title and status bar: "Str8ts 9 x 9", "Suguru
        6 x 8", "Sudoku 9 x 9 with killer cages, thermometers" (the rules' ``plural`` names, in
        the order they first appear, and :attr:`regions_phrase` when the puzzle has its own
        regions)."""
        text = f"{self.title} {puzzle.size} x {puzzle.height}"
        extras: list[str] = []
        if puzzle.regions and self.regions_phrase:
            extras.append(self.regions_phrase)
        for rule in puzzle.constraints:
            name = getattr(rule, "plural", "")
            if name and name not in extras:
                extras.append(name)
        return f"{text} with {', '.join(extras)}" if extras else text

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

    def pencil_candidates(self, puzzle: "Puzzle", values: Sequence[int]) -> list[int]:
        """The candidates Fill Pencil Marks writes and Show Candidates shows: the basic
        candidates narrowed by every rule of the puzzle once, one step deep (a one-cell killer
        cage of 3 keeps only 3; cage sums, thermometers, parity cells narrow the rest), without
        chains of singles, so the marks never give away more than one look at each rule would.
        A rule that finds no way left (a broken position) narrows nothing."""
        masks = self.basic_candidates(puzzle, values)
        for rule in puzzle.constraints:
            prune = getattr(rule, "prune", None)
            if prune is None:
                continue
            trial = list(masks)
            if prune(puzzle, trial) is not None and all(trial[i] for i, m in enumerate(masks) if m):
                masks = trial
        return masks

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

    def line_is_whole(self, puzzle: "Puzzle") -> bool:
        """Whether the one-line form holds the whole puzzle (reads back as the same puzzle):
        yes by default; a kind whose line loses something (rules, regions) says no for those."""
        return True

    def copy_text(self, puzzle: "Puzzle") -> str:
        """The text Copy Puzzle puts on the clipboard and Export Puzzle String writes: the
        shortest form that reads back as the same puzzle (the one-line form by default; a kind
        whose line loses something, such as regions or rules, gives a fuller form)."""
        return self.to_line(puzzle)

    def described_text(self, doc) -> str:
        """What Export Puzzle String writes for the document ``doc``: :meth:`copy_text` with
        ``; title:`` and ``; author:`` lines above it, as every kind's reader takes them (a kind
        whose text names its title its own way writes that instead)."""
        from str8ts_gui.core.document import described

        return described(self.copy_text(doc.puzzle).rstrip("\n") + "\n", doc)

    def native_fields(self, puzzle: "Puzzle") -> dict[str, Any]:
        """Fields the native save file holds beyond the one-line form (regions, constraints),
        JSON-ready; none by default."""
        return {}

    def from_native(self, puzzle: "Puzzle", data: dict[str, Any], *, source: str = "<string>") -> "Puzzle":
        """``puzzle`` (read from the line form) completed with the fields of :meth:`native_fields`
        found in a native file's ``data``; PuzzleFormatError naming the field when one is bad."""
        return puzzle

    def detect(self, text: str, *, source: str = "<string>") -> bool:
        """True when ``text`` (a file or an argument) is in one of this kind's own forms, or so
        nearly that this kind's reader should say what is wrong with it. Asked of every text
        before any reader is imported, so it is cheap: the ``detection`` module's ``detect``
        (a kind's small module of shape tests), else its formats'."""
        return (self.detection or self.formats).detect(text, source=source)

    def read(
        self, text: str, *, source: str = "<string>", one_per_line: bool = False, keep_going: bool = False
    ) -> Iterator[tuple[int, "Document | PuzzleFormatError"]]:
        """Yield (line number, document) for every puzzle of a text in this kind's forms; a bad
        puzzle raises PuzzleFormatError, or with ``keep_going`` is yielded as (line, the error)
        and reading goes on with the next puzzle of the text (batch commands)."""
        return self.formats.read(text, source=source, one_per_line=one_per_line, keep_going=keep_going)

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


def kind_names() -> tuple[str, ...]:
    """The names of the kinds, in the order of the plug-in list (no kind is imported)."""
    names = tuple(importlib.import_module(KINDS_PACKAGE).KIND_NAMES)
    return names + tuple(name for name in _REGISTRY if name not in names)


def _import(name: str) -> None:
    importlib.import_module(f"{KINDS_PACKAGE}.{name}")  # its import registers the kind


def all_kinds() -> tuple[PuzzleKind, ...]:
    """Every kind (each kind's package is imported; their parts stay unloaded until used)."""
    names = kind_names()
    for name in names:
        if name not in _REGISTRY:
            _import(name)
    return tuple(_REGISTRY[name] for name in names)


def get_kind(name: str) -> PuzzleKind:
    """The kind called ``name`` (its package imported on first use); ValueError listing the
    known kinds otherwise."""
    kind = _REGISTRY.get(name)
    if kind is not None:
        return kind
    names = kind_names()
    if name in names:
        _import(name)
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown puzzle kind {name!r} (known: {', '.join(names)})") from None


def kind_of(puzzle: "Puzzle") -> PuzzleKind:
    return get_kind(puzzle.kind)
