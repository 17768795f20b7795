"""The bundled Suguru library: at least 30 puzzles, 5 x 5 to 10 x 10, each unique and graded by
our logic as stored, read (title and grade) by the kind-free library loader."""

from __future__ import annotations

import pytest

from str8ts_gui.kinds.str8ts.library import load_library
from str8ts_gui.kinds.suguru import library, logic
from str8ts_gui.solver.sat import Status, solve


def _entries():
    entries, errors = load_library()
    assert errors == []
    return [e for e in entries if e.kind == "suguru"]


ENTRIES = _entries()


def test_the_library_holds_at_least_30_suguru_of_every_grade() -> None:
    assert len(ENTRIES) >= 30
    assert {e.file for e in ENTRIES} == {library.FILE}
    assert {e.grade for e in ENTRIES} == set(logic.GRADES)
    for e in ENTRIES:
        p = e.document.puzzle
        assert 4 <= p.width <= 12 and 4 <= p.height <= 12
        assert e.title.startswith(f"Suguru {p.width}x{p.height} {e.grade}")
    sides = {max(e.document.puzzle.width, e.document.puzzle.height) for e in ENTRIES}
    assert {4, 12} <= sides  # small ones to learn on and large ones (issue 19)


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.title)
def test_each_is_unique_and_its_grade_is_what_the_logic_says(entry) -> None:
    p = entry.document.puzzle
    assert solve(p, limit=2).status is Status.UNIQUE
    r = logic.rate(p)
    assert r.solved and r.grade == entry.grade
