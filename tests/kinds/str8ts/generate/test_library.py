"""The bundled puzzle library: at least 100 generated puzzles, each unique and of its stated grade."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from str8ts_gui.core.document import Document, dumps_document, loads_document
from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.kinds.str8ts.generator import LEVELS
from str8ts_gui.kinds.str8ts.library import build, library_dir, load_library
from str8ts_gui.kinds.str8ts.logic import rate
from str8ts_gui.solver.sat import Status, solve


def test_library_holds_100_generated_puzzles_over_sizes_and_levels() -> None:
    entries, errors = load_library()
    assert errors == []
    generated = [e for e in entries if e.file.startswith("library-")]
    assert len(generated) >= 100
    assert {e.size for e in generated} == {6, 7, 8, 9}
    per = Counter((e.size, e.grade) for e in generated)
    assert all(per[(n, level)] >= 1 for n in (6, 7, 8, 9) for level in LEVELS)
    for e in generated:
        assert e.title and e.grade in LEVELS
        assert solve(e.document.puzzle).status is Status.UNIQUE, e.title
        rating = rate(e.document.puzzle)
        assert rating.solved and rating.grade == e.grade, e.title


def test_wikipedia_puzzles_are_credited_and_graded_by_our_logic() -> None:
    """The file says its grades are ours: each is what the logic rates now (a reviewer found the
    "Very Hard" one still marked Moderate, which Print and the library showed, after the logic
    came to rate it Tough)."""
    text = (library_dir() / "wikipedia.txt").read_text(encoding="utf-8")
    assert "CC BY-SA" in text and "Andrew C. Stuart" in text
    entries = [e for e in load_library()[0] if e.file == "wikipedia.txt"]
    assert len(entries) == 3
    for e in entries:
        assert rate(e.document.puzzle).grade == e.grade, e.title


def test_build_is_deterministic(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    assert build(a, sizes=(6,), per_level=1) == 5
    build(b, sizes=(6,), per_level=1)
    assert (a / "library-6x6.txt").read_text() == (b / "library-6x6.txt").read_text()
    entries, _ = load_library(a)
    assert [e.grade for e in entries] == list(LEVELS)


def test_grade_survives_native_documents() -> None:
    entries, _ = load_library()
    doc = entries[0].document
    again = loads_document(dumps_document(Document(doc.puzzle, title="x", grade="Tough")))
    assert again.grade == "Tough" and to_line(again.puzzle) == to_line(doc.puzzle)
