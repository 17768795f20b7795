"""generate review: ``--jobs N`` with fewer puzzles than N starts no more processes than there are
puzzles (``--count 2 --jobs 256`` forked 256 workers for two puzzles: 9 s instead of under one),
and the output is still that of ``--jobs 1``."""

from __future__ import annotations

from cli_helpers import run

from str8ts_gui.cli import generate_command


def _pool_sizes(monkeypatch) -> list[int]:
    sizes: list[int] = []
    real = generate_command.outcomes

    def spy(one, args, entries, jobs, **kw):
        sizes.append(jobs)
        return real(one, args, entries, 1, **kw)  # (answered here: the test starts no pool)

    monkeypatch.setattr(generate_command, "outcomes", spy)
    return sizes


def test_no_more_processes_than_puzzles(monkeypatch) -> None:
    sizes = _pool_sizes(monkeypatch)
    code, out, err = run("generate", "--size", "4", "--seed", "1", "--count", "2", "--jobs", "256")
    assert (code, err) == (0, "")
    assert out == run("generate", "--size", "4", "--seed", "1", "--count", "2", "--jobs", "1")[1]
    assert sizes[0] == 2


def test_variants_too(monkeypatch) -> None:
    sizes = _pool_sizes(monkeypatch)
    code, out, err = run(
        "generate", "--kind", "sudoku", "--rules", "killer", "--size", "4", "--seed", "1", "--jobs", "8"
    )
    assert (code, err) == (0, "")
    assert sizes[0] == 1


def test_more_puzzles_than_jobs_keeps_the_jobs(monkeypatch) -> None:
    sizes = _pool_sizes(monkeypatch)
    code, _out, _err = run("generate", "--size", "4", "--seed", "1", "--count", "3", "--jobs", "2")
    assert code == 0
    assert sizes[0] == 2
