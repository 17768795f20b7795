"""Reading the puzzles of the command line's sources, and running a command over them.

:class:`Inputs` reads every source (a file, ``-`` for standard input, a puzzle string) and
yields its puzzles as :class:`Item` and what is wrong as :class:`Failure`, in order: a bad
puzzle of a file of many is reported with its source, line and column, and the puzzles after
it are still read. :func:`run` answers each item with a command's ``one(args, item)`` (an
:class:`Outcome`: what goes to stdout and stderr, and the exit code), one item after another or
with ``--jobs N`` in N processes; either way the outcomes are written in input order and are
the same (timing fields aside), so ``--jobs`` changes how fast, never what.
"""

from __future__ import annotations

import os
import re
import sys
from itertools import chain, islice
from typing import Any, Callable, Iterable, Iterator, NamedTuple, Sequence

from str8ts_gui.core.document import Document, detect_kind, iter_documents
from str8ts_gui.core.files import PuzzleFormatError, decode_text, file_picture_name, is_link, read_text_file
from str8ts_gui.core.kind import NotSupported, get_kind, kind_of
from str8ts_gui.core.puzzle import Puzzle

__all__ = [
    "EXIT_INTERNAL", "MAX_JOBS", "Failure", "Inputs", "Item", "Outcome", "UsageError", "any_case", "counted", "default_jobs", "item_place",
    "outcomes",
    "run", "unfinished_line", "unfinished_note",
]

EXIT_OK, EXIT_FAIL, EXIT_INPUT = 0, 1, 2
EXIT_INTERNAL = 3  # a fault of the program's own on some puzzle (the others answered)
# (the suffixes of the files the window opens: a missing one is named as a missing file)
_FILE_SUFFIXES = (".puzzle", ".str8ts", ".txt", ".sdk", ".json", ".jsonl", ".tsv")
# a pool of processes is worth starting from this many puzzles on (fewer run in this process)
MIN_PARALLEL = 4


# (the records here are NamedTuples, immutable and compared by value as frozen dataclasses are:
# a dataclass compiles its methods when its module is imported, at every start of the command:
# the three took 2.3-3.2 ms as dataclasses, 0.5-1.0 ms as NamedTuples)


class Item(NamedTuple):
    """One puzzle read from a source, with all the source says about it."""

    source: str
    line: int
    document: Document  # puzzle, title, author, notes, the player's entries and marks

    @property
    def puzzle(self) -> Puzzle:
        return self.document.puzzle

    @property
    def values(self) -> tuple[int, ...]:
        """Clues plus the player's entries, where the source has them."""
        state = self.document.state
        return state.values() if state is not None else self.puzzle.clues


class Failure(NamedTuple):
    """Bad input where a puzzle was expected: the message for stderr (exit 2 at the end)."""

    message: str


class Outcome(NamedTuple):
    """What a command made of one item: ``out`` for stdout (None: nothing, not even the
    separator), ``err`` for stderr, the exit code it asks for, ``failed`` for bad input (exit 2
    at the end), ``stop`` to answer no later item (generate: no puzzle found) and ``block`` for
    an ``out`` of several rows that reads back only with a blank line between it and the next
    output (a Suguru's text)."""

    out: str | None = None
    err: str = ""
    code: int = EXIT_OK
    failed: bool = False
    stop: bool = False
    block: bool = False


def any_case(choices: Sequence[str]) -> Callable[[str], str]:
    """An argparse ``type`` that reads a choice in any case (``--kind Sudoku``, ``--page-size
    a4``), as ``--difficulty`` is read: the choice as spelled in ``choices``, else the text."""
    spelled = {c.lower(): c for c in choices}
    return lambda text: spelled.get(text.lower(), text)


def counted(n: int, noun: str) -> str:
    """``n`` and ``noun``, the noun plural unless ``n`` is 1: "1 step", "0 steps", "145 steps"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class UsageError(Exception):
    """A command's options do not go together (``--limit 0``, ``--width`` for a Str8ts): said as
    ``str8ts COMMAND: MESSAGE`` on stderr, exit 2."""


def item_place(item: Item) -> dict[str, Any]:
    """Where an item was read, for the JSON object answering it: ``{"source": "puzzles.txt",
    "line": 3}`` (the source as written on the command line, ``<stdin>`` or ``argument K``), so
    that the answers line up with their input when a bad line among it has none."""
    return {"source": item.source, "line": item.line}


def unfinished_note(args, item: Item, prefix: str = "") -> str:
    """The stderr line for a board its kind says is not finished yet (a jigsaw whose regions are
    still being painted, as the window's files keep it), with the source and line and in the
    window's words: ``str8ts solve: SRC: line N: no solution: the jigsaw regions are not finished
    (region 1 has 11 cells, ...; each needs 9 cells)``; "" for a finished board."""
    return unfinished_line(args, item, prefix, kind_of(item.puzzle).unfinished(item.puzzle))


def unfinished_line(args, item: Item, prefix: str, reason: str) -> str:
    """``str8ts COMMAND: SRC: line N: PREFIX REASON`` for stderr; "" without a reason."""
    return f"str8ts {getattr(args, 'command', '')}: {item.source}: line {item.line}: {prefix}{reason}\n" if reason else ""


# --jobs at most this: each job is a process of its own (a mistyped 10**20 started processes
# until the machine ran out of them)
MAX_JOBS = 256


def default_jobs() -> int:
    """All the cores this process may use (at most :data:`MAX_JOBS`)."""
    try:
        cores = len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    return min(cores, MAX_JOBS)


class Inputs:
    """Iterates the puzzles of all sources, reporting bad input and remembering it.

    Iterating gives the good items and writes each failure to ``err`` as it comes;
    :meth:`entries` gives both, in order, for :func:`run`."""

    def __init__(self, sources: Sequence[str], err, kind: str | None = None, command: str = "") -> None:
        self.sources = sources
        self.err = err
        self.failed = False
        self.kind = kind
        self.command = command
        # what the command needs of a kind: "logic" (explain, rate, hint) or nothing
        self.needs: str | None = None
        self._stdin_read = False  # (standard input is read once: a second '-' is said to be one)

    def __iter__(self) -> Iterator[Item]:
        for entry in self.entries():
            if isinstance(entry, Failure):
                self.failed = True
                print(entry.message, file=self.err)
            else:
                yield entry

    def entries(self) -> Iterator[Item | Failure]:
        """Every item and every failure of every source, in order."""
        for k, arg in enumerate(self.sources, 1):
            try:
                for entry in self._read(arg, k):
                    yield entry if isinstance(entry, Failure) else self._supported(entry)
            except PuzzleFormatError as e:  # what spoils a whole source: the next one is read
                yield Failure(f"str8ts: {e}")

    def _supported(self, item: Item) -> Item | Failure:
        """The item, or the failure saying its kind cannot do what the command needs."""
        if self.needs != "logic":
            return item
        try:
            kind_of(item.puzzle).logic()
        except NotSupported:
            title = kind_of(item.puzzle).title
            return Failure(
                f"str8ts {self.command}: {item.source}: line {item.line}: {self.command} is not supported "
                f"for {title} yet"
            )
        return item

    def _read(self, arg: str, k: int) -> Iterator[Item | Failure]:
        if arg == "-":
            if self._stdin_read:  # (a second '-' was said to be an empty text)
                raise PuzzleFormatError(
                    f"already read: source {k} is a second '-' (standard input is read once)", source="<stdin>"
                )
            self._stdin_read = True
            yield from self._stdin_items(_read_stdin())
        elif os.path.exists(arg):  # files, but also /dev/stdin, <(command) and other pipes
            yield from self._items(_read_puzzle_file(arg), arg)
        elif _looks_like_path(arg):
            raise PuzzleFormatError("cannot read file: No such file", source=arg)
        elif _looks_like_name(arg):
            yield from self._name_or_puzzle(arg, f"argument {k}")
        else:
            yield from self._items(arg, f"argument {k}")

    def _stdin_items(self, text: str) -> Iterator[Item | Failure]:
        """The puzzles of standard input, one a line; but when no line of it is a puzzle and the
        text reads whole as a file does, without a fault (the n-line grids ``convert --to grid``
        writes, piped on), those: each row of a grid was refused as a puzzle line of its own."""
        entries: list[Item | Failure] = []
        try:
            for entry in self._items(text, "<stdin>", one_per_line=True):
                entries.append(entry)
        except PuzzleFormatError:
            yield from entries
            raise
        if entries and all(isinstance(entry, Failure) for entry in entries):
            try:
                whole = list(self._items(text, "<stdin>"))
            except PuzzleFormatError:
                whole = []
            if whole and not any(isinstance(entry, Failure) for entry in whole):
                entries = whole
        yield from entries

    def _name_or_puzzle(self, arg: str, source: str) -> Iterator[Item | Failure]:
        """The puzzle of an argument that looks like a file's name (``mypuzzle``: a word, no
        such file) if it reads as one, else the failure saying both: ``str8ts: mypuzzle: no such
        file (and not a puzzle string: 'y' is no cell of a Str8ts grid (column 2))``."""
        try:
            entries = list(self._items(arg, source))
        except PuzzleFormatError as e:
            entries = [Failure(f"str8ts: {e}")]
        if any(not isinstance(entry, Failure) for entry in entries) or not entries:
            yield from entries
            return
        reason = entries[0].message
        for where in (f"str8ts: {source}: line 1: ", f"str8ts: {source}: "):
            if reason.startswith(where):
                reason = reason[len(where):]
                break
        reason, sep, accepted = reason.partition("; accepted: ")  # (the forms of puzzle strings, last)
        yield Failure(f"str8ts: {arg}: no such file (and not a puzzle string: {reason}){sep}{accepted}")

    def _items(self, text: str, source: str, *, one_per_line: bool = False) -> Iterator[Item | Failure]:
        documents = iter_documents(text, source=source, one_per_line=one_per_line, kind=self.kind, keep_going=True)
        first = True
        try:
            for line, doc in documents:
                if isinstance(doc, PuzzleFormatError) and first and self.kind is not None:
                    # a text of another kind than --kind whose first puzzle the kind's reader
                    # cannot read (an f-puzzles link or a Suguru text read as Str8ts): named as
                    # such, once, not as every line's complaint
                    other = self._other_kind(text, source, one_per_line, plain=False)
                    if other is not None:
                        yield Failure(f"str8ts: {other}")
                        return
                first = False
                if isinstance(doc, PuzzleFormatError):
                    yield Failure(f"str8ts: {doc}")
                elif self.kind is not None and doc.puzzle.kind != self.kind:
                    yield Failure(f"str8ts: {self._wrong_kind(doc, source, line)}")
                else:
                    yield Item(source, line, doc)
        except PuzzleFormatError as e:  # the whole text: perhaps a puzzle of another kind
            raise self._other_kind(text, source, one_per_line) or e

    def _wrong_kind(self, doc: Document, source: str, line: int) -> PuzzleFormatError:
        return PuzzleFormatError(
            f"holds a {kind_of(doc.puzzle).title} puzzle, not {get_kind(self.kind).title} (--kind {self.kind})",
            source=source,
            line=line,
        )

    def _other_kind(self, text: str, source: str, one_per_line: bool, plain: bool = True) -> PuzzleFormatError | None:
        """With ``--kind``, a text its kind's reader finds no puzzle in (a Str8ts line, whose
        ``#`` the Sudoku reader takes for an .sdk comment) that the kind it is detected as reads
        whole: the error saying so, else None. Not ``plain``: not for a text whose puzzles are
        Str8ts only as the kind of anything else (no black cell: a line of digits and dots of
        another length than the kind's, whose own message says so)."""
        if self.kind is None or (found := detect_kind(text, source=source)) == self.kind:
            return None
        try:
            docs = list(iter_documents(text, source=source, one_per_line=one_per_line, kind=found))
        except PuzzleFormatError:
            return None
        if not plain and found == "str8ts" and not any(any(doc.puzzle.black) for _line, doc in docs):
            return None
        return self._wrong_kind(docs[0][1], source, docs[0][0]) if docs else None


def _read_puzzle_file(path: str) -> str:
    """The text of a source file; a picture (or PDF) that is no text is said to be one, with the
    command that reads a picture: ``cannot read file: a PNG picture, not a puzzle text (read a
    picture with str8ts scan)``, not as a byte that is no UTF-8."""
    try:
        text = read_text_file(path)
    except PuzzleFormatError:
        what = file_picture_name(path)
        if what is None:
            raise
        scan = "" if what == "a PDF document" else " (read a picture with str8ts scan)"
        raise PuzzleFormatError(f"cannot read file: {what}, not a puzzle text{scan}", source=path) from None
    # an SVG drawing (render's own): no line of it is a puzzle, and each was said to be none,
    # hundreds of messages for one file
    head = text.lstrip("\ufeff \t\r\n")[:1024].lower()
    if "<svg" in head and head.startswith(("<?xml", "<svg", "<!--", "<!doctype svg")):
        raise PuzzleFormatError("cannot read file: an SVG drawing, not a puzzle text", source=path)
    return text


def _read_stdin() -> str:
    """Standard input as text, decoded like a file (UTF-8, a byte-order mark dropped)."""
    if sys.stdin is None:  # standard input closed (`<&-`): a source that cannot be read
        raise PuzzleFormatError("cannot read standard input: it is closed", source="<stdin>")
    buffer = getattr(sys.stdin, "buffer", None)
    try:
        if buffer is None:  # a text stream without bytes underneath (tests)
            return sys.stdin.read()
        return decode_text(buffer.read(), source="<stdin>", what="standard input")
    except OSError as e:  # (a directory or a device that refuses to be read)
        raise PuzzleFormatError(f"cannot read standard input: {e.strerror or e}", source="<stdin>") from None


# a word that may be a file's name: letters, digits, '_' and '-' (and one suffix such as '.md'),
# a letter among them
_NAME_RE = re.compile(r"[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9]{1,8})?")
# the lengths of one-line puzzle strings: n*n characters (4 x 4 to 16 x 16), a str8ts.com
# string's 2*n*n digits: a word of such a length is taken for a puzzle string gone wrong
_PUZZLE_LENGTHS = frozenset(k * n * n for n in range(4, 17) for k in (1, 2))


def _looks_like_name(arg: str) -> bool:
    """Whether a source that is no file looks like a file's name all the same (a misspelled
    ``mypuzzle``): read as a puzzle string, and if it is none, said to be no such file."""
    return len(arg) not in _PUZZLE_LENGTHS and _NAME_RE.fullmatch(arg) is not None


def _looks_like_path(arg: str) -> bool:
    stripped = arg.strip()
    if "bd=" in arg or stripped.startswith("{"):  # a str8ts.com player link or a JSON document
        return False
    if is_link(arg):  # an f-puzzles or SudokuPad link
        return False
    return "\n" not in stripped and ("/" in arg or os.sep in arg or arg.lower().endswith(_FILE_SUFFIXES))


# -- running a command over the items ----------------------------------------------------------

One = Callable[[Any, Any], Outcome]


def run(args, inputs: Iterable, out, one: One, *, separator: str = "") -> int:
    """Answer every entry of ``inputs`` with ``one(args, item)`` and write the outcomes in input
    order (``separator`` between two outputs), failures of the input on stderr; ``args.jobs``
    processes (1, or no such option: this one). The exit code: the highest an outcome asked for
    (bad input is counted on ``inputs.failed``, which the caller turns into exit 2)."""
    err = getattr(inputs, "err", None) or sys.stderr
    entries = inputs.entries() if hasattr(inputs, "entries") else iter(inputs)
    code = EXIT_OK
    written = block = False
    for outcome in outcomes(one, args, entries, getattr(args, "jobs", None) or 1):
        if outcome.failed and hasattr(inputs, "failed"):
            inputs.failed = True
        if outcome.err:
            err.write(outcome.err)
        if outcome.out is not None:
            sep = separator or ("\n" if block or outcome.block else "")
            if written and sep:
                out.write(sep)
            out.write(outcome.out)
            written, block = True, outcome.block
        code = max(code, outcome.code)
        if outcome.stop:
            break
    return code


def outcomes(one: One, args, entries: Iterable, jobs: int, *, min_parallel: int = MIN_PARALLEL) -> Iterator[Outcome]:
    """``one(args, entry)`` of every entry (a :class:`Failure` is its own outcome), in order:
    in this process when ``jobs`` is 1 or there are fewer than ``min_parallel`` entries, else in
    a pool of ``jobs`` processes, or of one per entry when there are fewer entries than that
    (the first ``jobs`` are read ahead to know: ``--jobs 64`` over 12 puzzles started 64
    processes, 2.7 s instead of 0.6 s with ``--jobs 1``; each worker loads the modules its
    answers need)."""
    entries = iter(entries)
    head = list(islice(entries, max(min_parallel, jobs))) if jobs > 1 else []
    if jobs <= 1 or len(head) < min_parallel or _in_worker():
        # (a few puzzles answered here: a search of one may use the other cores, see solver.forked;
        # not in a pool's worker, which has multiprocessing loaded: no need to load it to know)
        from str8ts_gui.solver.forked import allowed

        inside = "multiprocessing" in sys.modules and _in_worker()
        with allowed(jobs if jobs > 1 and not inside else 0):
            for entry in chain(head, entries):
                yield _answer(one, args, entry)
        return
    import multiprocessing

    processes = min(jobs, len(head))
    with _context(multiprocessing).Pool(processes, initializer=_start_worker, initargs=(one, args)) as pool:
        yield from pool.imap(_work, chain(head, entries))


def _in_worker() -> bool:
    """True in a process that multiprocessing started (a worker never starts workers: a script
    that calls the command line without ``if __name__ == "__main__"`` runs again in each worker
    it spawns, and must not spawn more)."""
    import multiprocessing

    # (a spawned worker has its name before it runs the main script again, its parent later)
    return multiprocessing.current_process().name != "MainProcess" or multiprocessing.parent_process() is not None


def _answer(one: One, args, entry) -> Outcome:
    if isinstance(entry, Failure):
        return Outcome(err=entry.message + "\n", failed=True)
    try:
        return one(args, entry)
    except Exception as e:  # noqa: BLE001
        if type(e).__module__ == "pysolvers" and "keyboard interrupt" in str(e).lower():
            # (python-sat's solvers turn Ctrl+C during a solve into an error of their own: the
            # run is interrupted, not faulty)
            raise KeyboardInterrupt from e
        where = f"str8ts {getattr(args, 'command', '')}: " + (f"{entry.source}: line {entry.line}: " if hasattr(entry, "source") else "")
        if isinstance(e, NotSupported):  # the kind's logic does not know this puzzle (a board without boxes)
            return Outcome(err=f"{where}{e}\n", failed=True)
        # a fault of ours on one puzzle: said, and the run goes on
        return Outcome(err=f"{where}internal error, please report it with this puzzle: {fault(e)}\n", code=EXIT_INTERNAL)


def fault(error: BaseException) -> str:
    """An unexpected exception in a line: its type, message and where it was raised
    ("ValueError: negative shift count (variant_rules.py, line 465)")."""
    import traceback

    frames = traceback.extract_tb(error.__traceback__)
    at = f" ({os.path.basename(frames[-1].filename)}, line {frames[-1].lineno})" if frames else ""
    said = str(error)
    if len(said) > 200:
        said = said[:200] + "..."
    return f"{type(error).__name__}: {said}{at}" if said else f"{type(error).__name__}{at}"


def _context(multiprocessing):
    """Fork where it is safe (no thread but this one and no Qt application, whose threads Python
    does not see: a plain command-line run, whose workers then start with every module already
    loaded), else a fresh interpreter per worker."""
    import threading

    methods = multiprocessing.get_all_start_methods()
    qt = sys.modules.get("PySide6.QtCore")
    qt_running = qt is not None and qt.QCoreApplication.instance() is not None
    if "fork" in methods and threading.active_count() == 1 and not qt_running:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


_WORK: tuple[One, Any] | None = None  # (one, args) in a worker process


def _start_worker(one: One, args) -> None:
    import signal

    global _WORK
    _WORK = (one, args)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle


def _work(entry) -> Outcome:
    assert _WORK is not None
    one, args = _WORK
    return _answer(one, args, entry)
