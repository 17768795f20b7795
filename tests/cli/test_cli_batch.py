"""Batch commands: a bad puzzle among many is reported and the rest answered; ``--jobs N`` gives
the output of ``--jobs 1``; ``generate`` without ``--difficulty`` makes the kind's middle grade."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from str8ts_gui.cli.batch import Failure, Inputs, Item, Outcome, outcomes
from str8ts_gui.core.document import Document
from str8ts_gui.kinds.str8ts.formats import parse_line

from cli_helpers import run

ROOT = Path(__file__).resolve().parents[2]
# Str8ts of the shipped library (our own generator's) and classic Sudoku lines
LIBRARY = [
    line
    for line in (ROOT / "puzzles" / "library-6x6.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith(";")
]
SUDOKU = [
    line
    for line in (ROOT / "puzzles" / "sudoku-9x9.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith((";", "#"))
]


def with_bad_line(tmp_path: Path, good: list[str], bad: str, at: int) -> tuple[Path, Path]:
    """A file of ``good`` puzzles with ``bad`` as line ``at`` (1-based), and the same file without it."""
    lines = good[: at - 1] + [bad] + good[at - 1 :]
    bad_file, good_file = tmp_path / "with-bad.txt", tmp_path / "good.txt"
    bad_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    good_file.write_text("\n".join(good) + "\n", encoding="utf-8")
    return bad_file, good_file


def test_samples_are_there() -> None:
    assert len(LIBRARY) >= 8 and len(SUDOKU) >= 8


@pytest.mark.parametrize(
    "command",
    [
        ("solve",),
        ("solve", "--json"),
        ("count",),
        ("check",),
        ("candidates",),
        ("convert", "--to", "json"),
        ("rate",),
        ("explain",),
        ("hint",),
    ],
)
def test_a_bad_line_is_reported_and_the_rest_answered(tmp_path: Path, command: tuple[str, ...]) -> None:
    good = LIBRARY[:6]
    bad_line = good[0][:-3] + "x" + good[0][-2:]  # one unknown character, 3 from the end
    bad_file, good_file = with_bad_line(tmp_path, good, bad_line, 4)
    jobs = ("--jobs", "1") if command[0] in ("solve", "count", "rate", "explain") else ()  # (the pool: below)
    code, out, err = run(*command, "--kind", "str8ts", str(bad_file), *jobs)
    expected_code, expected_out, expected_err = run(*command, "--kind", "str8ts", str(good_file), *jobs)
    assert expected_err == "" and code == 2
    relabelled = expected_out.replace(str(good_file), str(bad_file))
    if command == ("solve", "--json"):  # the same but for the timing field and the lines read
        strip = lambda text: [{**json.loads(line), "ms": 0, "line": 0} for line in text.splitlines()]  # noqa: E731
        assert strip(out) == strip(relabelled)
        # each object says where its puzzle was: the bad line 4 has none, the later ones moved down
        assert [json.loads(line)["line"] for line in out.splitlines()] == [1, 2, 3, 5, 6, 7]
        assert {json.loads(line)["source"] for line in out.splitlines()} == {str(bad_file)}
    elif command[0] == "explain":  # headings name the line: the later ones moved one down
        assert out.count("# ") == len(good) and "Traceback" not in err
        assert [h for h in out.splitlines() if h.startswith("# ")][3] == f"# {bad_file}, line 5"
    else:
        assert out == relabelled
    column = len(good[0]) - 2
    assert err == f"str8ts: {bad_file}: line 4: unknown character 'x' (column {column})\n"


def test_a_thousand_sudoku_with_one_bad_line_speak_of_sudoku(tmp_path: Path) -> None:
    good = (SUDOKU * (1000 // len(SUDOKU) + 1))[:999]
    bad_file, _ = with_bad_line(tmp_path, good, SUDOKU[0][:40] + "x" + SUDOKU[0][41:], 500)
    code, out, err = run("count", str(bad_file), "--jobs", "1")
    assert code == 2
    assert out == "1\n" * 999  # all read as Sudoku (as Str8ts they would have many solutions)
    assert err == f"str8ts: {bad_file}: line 500: 'x' is not a digit 1-9 or '.' for a 9 x 9 Sudoku (column 41)\n"


def test_stdin_a_kind_mismatch_and_a_missing_file_do_not_stop_the_run(tmp_path: Path) -> None:
    from str8ts_gui.core.document import dumps_document
    from str8ts_gui.kinds.sudoku.formats import parse_line as parse_sudoku

    sudoku = json.dumps(json.loads(dumps_document(Document(parse_sudoku(SUDOKU[0])))))  # one JSON line
    code, out, err = run(
        "count", "--kind", "str8ts", "-", "no/such/file.txt", LIBRARY[1], stdin=f"{LIBRARY[0]}\n{sudoku}\n{LIBRARY[2]}\n"
    )
    assert code == 2 and out == "1\n1\n1\n"
    lines = err.splitlines()
    assert lines[0] == "str8ts: <stdin>: line 2: holds a Sudoku puzzle, not Str8ts (--kind str8ts)"
    assert lines[1].startswith("str8ts: no/such/file.txt: cannot read file")


@pytest.mark.parametrize("command", [("solve",), ("count", "--limit", "3"), ("rate", "--json"), ("explain",)])
def test_jobs_give_the_same_output_in_the_same_order(tmp_path: Path, command: tuple[str, ...]) -> None:
    bad_file, _ = with_bad_line(tmp_path, LIBRARY[:4], "this is not a puzzle", 3)
    sudoku = tmp_path / "sudoku.txt"  # (a file of its own: a Sudoku line among Str8ts is named as one)
    sudoku.write_text(SUDOKU[0] + "\n", encoding="utf-8")
    one = run(*command, str(sudoku), str(bad_file), LIBRARY[5], "--jobs", "1")
    two = run(*command, str(sudoku), str(bad_file), LIBRARY[5], "--jobs", "2")
    assert one == two
    assert one[0] == 2 and one[2].count("\n") == 1 and "line 3" in one[2]


def test_solve_json_with_jobs_differs_only_in_its_timing_field(tmp_path: Path) -> None:
    f, g = tmp_path / "s.txt", tmp_path / "p.txt"
    f.write_text("\n".join(SUDOKU[:3]) + "\n", encoding="utf-8")
    g.write_text("\n".join(LIBRARY[:3]) + "\n", encoding="utf-8")
    one = run("solve", "--json", str(f), str(g), "--jobs", "1")
    two = run("solve", "--json", str(f), str(g), "--jobs", "2")
    strip = lambda text: [{**json.loads(line), "ms": 0} for line in text.splitlines()]  # noqa: E731
    assert (one[0], one[2]) == (two[0], two[2]) == (0, "")
    assert strip(one[1]) == strip(two[1]) and len(strip(one[1])) == 6


def test_outcomes_in_a_pool_come_in_input_order() -> None:
    entries = [Item("s", k, Document(parse_line(p))) for k, p in enumerate(LIBRARY[:5], 1)]
    entries.insert(2, Failure("bad"))
    got = list(outcomes(_line_of, None, entries, 2))
    assert [o.out for o in got] == ["1", "2", None, "3", "4", "5"]
    assert got[2] == Outcome(err="bad\n", failed=True)


def _line_of(args, item: Item) -> Outcome:
    return Outcome(str(item.line))


def test_jobs_must_be_positive() -> None:
    with pytest.raises(SystemExit):
        run("solve", "--jobs", "0", LIBRARY[0])


def test_iterating_inputs_reports_failures_as_they_come(tmp_path: Path) -> None:
    import io

    err = io.StringIO()
    items = list(Inputs([LIBRARY[0], "non sense", LIBRARY[1], "nonsense"], err))
    assert [item.source for item in items] == ["argument 1", "argument 3"]
    first, second = err.getvalue().splitlines()
    assert first.startswith("str8ts: argument 2: line 1: ")
    assert second.startswith("str8ts: nonsense: no such file (and not a puzzle string: ")  # (a word: a file's name?)


def test_generate_with_jobs_makes_the_puzzles_of_jobs_1() -> None:
    args = ("generate", "--size", "5", "--difficulty", "gentle", "--count", "3", "--seed", "11")
    one = run(*args, "--jobs", "1")
    assert one == run(*args, "--jobs", "2")
    assert one[0] == 0 and len(one[1].splitlines()) == 3
    # puzzle k of --seed S is the puzzle of --count 1 --seed S+k
    third = run("generate", "--size", "5", "--difficulty", "gentle", "--seed", "13")
    assert one[1].splitlines()[2] == third[1].strip()


@pytest.mark.parametrize(
    ("args", "grade"),
    [
        (("--size", "6"), "Moderate"),
        (("--kind", "suguru", "--width", "5", "--height", "4"), "Medium"),
    ],
)
def test_generate_without_difficulty_makes_the_middle_grade(args: tuple[str, ...], grade: str) -> None:
    code, out, err = run("generate", *args, "--seed", "3")
    assert (code, err) == (0, "")
    code, rated, _ = run("rate", out)
    assert rated.startswith(grade + " ")


class _CountingContext:
    """A stand-in for multiprocessing's context: records the pool's size and answers in this
    process, as the pool's workers would."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def Pool(self, processes, initializer, initargs):  # noqa: N802 (multiprocessing's name)
        import contextlib

        self.sizes.append(processes)
        initializer(*initargs)
        pool = type("Pool", (), {"imap": staticmethod(lambda fn, items: map(fn, items))})()
        return contextlib.nullcontext(pool)


@pytest.mark.parametrize(("count", "jobs", "processes"), [(5, 64, 5), (12, 3, 3), (4, 4, 4)])
def test_a_pool_has_no_more_processes_than_entries(monkeypatch, count: int, jobs: int, processes: int) -> None:
    import signal

    from str8ts_gui.cli import batch

    context = _CountingContext()
    monkeypatch.setattr(batch, "_context", lambda multiprocessing: context)
    monkeypatch.setattr(signal, "signal", lambda *a: None)  # (the stand-in worker is this process)
    entries = [Item("s", k, Document(parse_line(LIBRARY[k % len(LIBRARY)]))) for k in range(1, count + 1)]
    got = list(outcomes(_line_of, None, iter(entries), jobs))
    assert [o.out for o in got] == [str(k) for k in range(1, count + 1)]
    assert context.sizes == [processes]



@pytest.mark.parametrize(("jobs", "allowed"), [(1, 0), (2, 2), (3, 3)])
def test_puzzles_answered_here_may_use_the_other_cores_unless_jobs_is_1(jobs: int, allowed: int) -> None:
    # a few puzzles (fewer than a pool is worth) are answered in this process: with --jobs above
    # 1, one puzzle's search may fork workers for its pieces (solver.forked); --jobs 1 keeps one process
    from str8ts_gui.solver import forked

    seen = []

    def one(args, item: Item) -> Outcome:
        seen.append(forked._ALLOWED)
        return Outcome(str(item.line))

    entries = [Item("s", k, Document(parse_line(LIBRARY[0]))) for k in (1, 2)]
    assert [o.out for o in outcomes(one, None, entries, jobs)] == ["1", "2"]
    assert seen == [allowed, allowed] and forked._ALLOWED == 0


def test_a_pool_worker_answering_here_forks_no_workers_of_its_own(monkeypatch) -> None:
    # (a worker of a --jobs pool answers its puzzles in turn: its searches fork nothing more,
    # else --jobs N would start N x N processes)
    import multiprocessing  # noqa: F401 (loaded, as in any pool's worker)

    from str8ts_gui.cli import batch
    from str8ts_gui.solver import forked

    monkeypatch.setattr(batch, "_in_worker", lambda: True)
    seen = []

    def one(args, item: Item) -> Outcome:
        seen.append(forked._ALLOWED)
        return Outcome(str(item.line))

    entries = [Item("s", 1, Document(parse_line(LIBRARY[0])))]
    assert [o.out for o in outcomes(one, None, entries, 4)] == ["1"] and seen == [0]


def test_ctrl_c_inside_the_sat_solver_is_an_interruption_not_an_internal_error() -> None:
    # python-sat's solvers raise their own error ("Caught keyboard interrupt") on Ctrl+C
    error = type("error", (Exception,), {"__module__": "pysolvers"})

    def one(args, item: Item) -> Outcome:
        raise error("Caught keyboard interrupt")

    entries = [Item("s", 1, Document(parse_line(LIBRARY[0])))]
    with pytest.raises(KeyboardInterrupt):
        list(outcomes(one, None, entries, 1))
    other = type("error", (Exception,), {"__module__": "pysolvers"})

    def faulty(args, item: Item) -> Outcome:
        raise other("solver failed")

    assert "internal error" in list(outcomes(faulty, None, entries, 1))[0].err
