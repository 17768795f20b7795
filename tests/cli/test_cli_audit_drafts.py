"""The logic commands (explain, rate, hint) on a board not finished yet: a jigsaw whose regions
are still being painted and a Suguru whose regions are still being drawn around a given larger
than its region, as the window saves them. Such a board breaks its rule (as check says) and
has no solution: explain and hint say the rule it breaks, rate says ``no solution`` with the
reason on stderr, as solve does; exit 1 (the jigsaw was an input error, exit 2, with the
human logic's own complaint about region sizes)."""

from __future__ import annotations

import json

from cli_helpers import run
from str8ts_gui.core.document import Document, save_document

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
JIGSAW = "the jigsaw regions are not finished (region 1 has 10 cells, region 4 has 8 cells; each needs 9 cells)"
SUGURU = "the regions are still being drawn (4 in r1c1 is larger than its region of 1 cell)"


def _drafts(tmp_path):
    from str8ts_gui.kinds.sudoku.formats import parse_line
    from str8ts_gui.kinds.suguru.model import new_puzzle

    boxes = [(r // 3) * 3 + c // 3 for r in range(9) for c in range(9)]
    boxes[27] = 0  # r4c1 painted into the first box: regions of 10 and 8 cells
    jigsaw = tmp_path / "jigsaw.puzzle"
    save_document(jigsaw, Document(parse_line(SUDOKU).replace(regions=tuple(boxes))))
    suguru = tmp_path / "suguru.puzzle"
    save_document(suguru, Document(new_puzzle(4, 4, [0, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4], [4] + [0] * 15)))
    # (explain and hint: the first rule broken, in the checker's words for the Suguru)
    return [(jigsaw, JIGSAW, JIGSAW), (suguru, SUGURU, "4 in r1c1 is larger than its region of 1 cell")]


def test_explain_says_the_rule_a_draft_breaks(tmp_path) -> None:
    for path, _reason, first in _drafts(tmp_path):
        assert run("explain", "--jobs", "1", str(path)) == (1, f"# {path}, line 1\nThe grid breaks a rule: {first}\n", "")


def test_hint_says_the_rule_a_draft_breaks(tmp_path) -> None:
    for path, _reason, first in _drafts(tmp_path):
        assert run("hint", str(path)) == (1, f"The grid breaks a rule: {first}\n", "")


def test_rate_says_no_solution_and_why(tmp_path) -> None:
    for path, reason, _first in _drafts(tmp_path):
        note = f"str8ts rate: {path}: line 1: no solution: {reason}\n"
        assert run("rate", "--jobs", "1", str(path)) == (1, "no solution\n", note)
        code, out, err = run("rate", "--json", "--jobs", "1", str(path))
        assert (code, err) == (1, note)
        assert json.loads(out)["solved"] is False and json.loads(out)["grade"] is None


def test_count_on_a_draft_says_why_it_is_0(tmp_path) -> None:
    """count prints 0 and exits 0, as for any puzzle without a solution (its contract); on a
    board not finished yet stderr says why, as solve does (it said nothing)."""
    for path, reason, _first in _drafts(tmp_path):
        assert run("count", "--jobs", "1", str(path)) == (0, "0\n", f"str8ts count: {path}: line 1: no solution: {reason}\n")
    assert run("count", SUDOKU) == (0, "1\n", "")
    assert run("count", "--kind", "str8ts", "11" + "." * 14) == (0, "0\n", "")  # no solution, nothing unfinished


def test_a_finished_board_is_answered_as_before() -> None:
    assert run("hint", SUDOKU)[0] == 0
    code, out, err = run("rate", "--jobs", "1", SUDOKU)
    assert (code, err) == (0, "") and "score" in out


def test_render_solution_of_a_draft_says_why_there_is_none(tmp_path, qapp) -> None:
    """render --solution (and a booklet's solutions page) on a draft: 'the puzzle has no
    solution' with the reason solve gives (it said no more than that). (``qapp``: render needs
    Qt; a QApplication, so later widget tests in this process still work.)"""
    drafts = _drafts(tmp_path)
    target = tmp_path / "out.png"
    code, out, err = run("render", *(str(p) for p, _r, _f in drafts), "--out", str(target), "--solution")
    assert (code, out) == (1, "")
    assert err.splitlines() == [f"str8ts render: {p}: line 1: the puzzle has no solution: {r}" for p, r, _f in drafts]
    book = tmp_path / "book.pdf"
    code, out, err = run("render", str(drafts[1][0]), SUDOKU, "--booklet", "--out", str(book))
    assert (code, out) == (1, f"{book}: 2 puzzles, 2 pages\n")
    assert err == f"str8ts render: {drafts[1][0]}: line 1: the puzzle has no solution: {SUGURU} (its place on the solutions page says so)\n"
