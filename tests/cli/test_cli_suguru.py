"""The command line with Suguru: every subcommand with --kind suguru or detected, the plain
solve output in the text format, solve --json, convert, the logic commands, generate with
--size or --width/--height, and bad input (exit 2, source, line and column)."""

from __future__ import annotations

import json

from cli_helpers import run
from str8ts_gui.core.document import loads_documents
from str8ts_gui.solver.sat import solve

EXAMPLE = """#Suguru Page59 DR  su_002.txt
a,b,b,b,b,c
a,a4,d,c3,c,c
a,d,d,d,e5,c
f,f2,d,g,e,e
h,f,g,g,g,e2
h,f,f,g,i,e
"""


def _puzzle():
    return loads_documents(EXAMPLE)[0].puzzle


def test_plain_solve_prints_every_label_and_digit_in_the_text_format() -> None:
    for extra in ((), ("--kind", "suguru")):
        code, out, err = run("solve", *extra, EXAMPLE)
        assert (code, err) == (0, "")
        rows = out.strip().split("\n")
        assert len(rows) == 6 and all(len(r.split(",")) == 6 for r in rows)
        back = loads_documents(out)[0].puzzle
        assert back.regions == _puzzle().regions and back.clues == solve(_puzzle()).solution


def test_several_puzzles_solved_or_converted_read_back_one_by_one() -> None:
    # two Suguru (the second without a title) and one without a solution: a blank line between
    # two outputs, so the rows of two puzzles do not run into one text
    second = "a,a,b,b,c\na,a,b,b,c\n"
    text = EXAMPLE + "\n" + second + "\na,a\nb,b\n"
    code, out, err = run("solve", text)
    assert (code, err) == (1, "") and "\n\nno solution\n" in out
    solved = loads_documents(out.replace("no solution\n", ""))
    assert [d.puzzle.clues for d in solved] == [solve(d.puzzle).solution for d in loads_documents(EXAMPLE + "\n" + second)]
    code, out, err = run("convert", "--to", "suguru", EXAMPLE + "\n" + second)
    assert (code, err) == (0, "")
    assert [d.puzzle for d in loads_documents(out)] == [d.puzzle for d in loads_documents(EXAMPLE + "\n" + second)]
    assert run("convert", "--to", "suguru", EXAMPLE)[1].endswith("e\n")  # one puzzle: no blank line added


def test_solve_json_has_status_grid_and_ms() -> None:
    code, out, _ = run("solve", "--json", EXAMPLE)
    obj = json.loads(out)
    assert code == 0 and obj["status"] == "unique" and obj["kind"] == "suguru"
    assert obj["grid"] == [list(solve(_puzzle()).solution[r * 6 : r * 6 + 6]) for r in range(6)]
    assert isinstance(obj["ms"], float)


def test_a_rectangle_solves_and_its_grid_has_its_rows(tmp_path) -> None:
    text = "a,a,b,b,c\na,a,b,b,c\n"
    code, out, _ = run("solve", "--json", text)
    obj = json.loads(out)
    assert obj["status"] in ("unique", "several") and len(obj["grid"]) == 2 and len(obj["grid"][0]) == 5


def test_count_check_candidates_and_no_solution(tmp_path) -> None:
    path = tmp_path / "s.txt"
    path.write_text(EXAMPLE)
    assert run("count", str(path)) == (0, "1\n", "")
    assert run("check", str(path))[1] == "ok: 31 cells empty\n"
    code, out, _ = run("candidates", str(path))
    assert code == 0 and out.startswith("r1c1:1 ")
    clash = EXAMPLE.replace("a,b,b,b,b,c", "a4,b,b,b,b,c")  # a second 4 in region a
    code, out, _ = run("check", clash)
    assert code == 1 and "4 appears twice in the region of r1c1" in out
    assert run("solve", clash)[:2] == (1, "no solution\n")


def test_convert_to_the_text_format_and_json_and_back(tmp_path) -> None:
    code, out, _ = run("convert", "--to", "suguru", EXAMPLE)
    assert code == 0 and out.startswith("#Suguru Page59 DR  su_002.txt\na,b,b,b,b,c\n")
    code, js, _ = run("convert", "--to", "json", EXAMPLE)
    assert code == 0 and json.loads(js)["kind"] == "suguru"
    assert run("convert", "--to", "suguru", js)[1] == out
    code, _, err = run("convert", "--to", "sdk", EXAMPLE)
    assert code == 2 and "cannot be written as sdk (its forms: suguru, json)" in err


def test_explain_rate_and_hint() -> None:
    code, out, _ = run("explain", EXAMPLE)
    assert code == 0 and "Solved by logic in" in out and "1. " in out
    code, out, _ = run("rate", "--json", EXAMPLE)
    obj = json.loads(out)
    assert code == 0 and obj["solved"] and obj["grade"] in ("Easy", "Medium", "Hard", "Expert")
    code, out, _ = run("hint", EXAMPLE)
    assert code == 0 and ": " in out


def test_generate_square_and_rectangular_seeded() -> None:
    args = ("generate", "--kind", "suguru", "--size", "5", "--difficulty", "easy", "--seed", "4", "--count", "2")
    code, out, err = run(*args)
    assert (code, err) == (0, "")
    docs = loads_documents(out)
    assert len(docs) == 2 and all((d.puzzle.width, d.puzzle.height) == (5, 5) for d in docs)
    assert all(solve(d.puzzle).status.value == "unique" for d in docs)
    assert run(*args)[1] == out  # the same seed, the same puzzles
    code, out, _ = run("generate", "--kind", "suguru", "--width", "7", "--height", "4", "--difficulty", "Easy", "--seed", "1")
    (doc,) = loads_documents(out)
    assert code == 0 and (doc.puzzle.width, doc.puzzle.height) == (7, 4)


def test_generate_usage_errors() -> None:
    code, out, err = run("generate", "--kind", "suguru", "--width", "21", "--difficulty", "Easy")
    assert (code, out) == (2, "") and "width must be 2 to 20" in err
    code, out, err = run("generate", "--kind", "sudoku", "--width", "6", "--difficulty", "Easy")
    assert (code, out) == (2, "") and "--width and --height are for Suguru" in err
    code, out, err = run("generate", "--kind", "suguru", "--difficulty", "Tough")
    assert (code, out) == (2, "") and "Easy, Medium, Hard, Expert" in err


def test_bad_input_exits_2_with_source_line_and_column(tmp_path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("#t\na,b,b\na,b3\n")
    code, out, err = run("solve", str(path))
    assert (code, out) == (2, "")
    assert f"{path}: line 3: row 2 has 2 cells, expected 3 like the first row (column 1)" in err
    code, _, err = run("solve", "--kind", "suguru", "a,b\na,7\n")
    assert code == 2 and "line 2: '7' is not a region label" in err and "(column 3)" in err


def test_a_draft_exported_as_text_reads_back_as_the_same_draft(tmp_path) -> None:
    """A Suguru saved with a given larger than its region (regions redrawn around it in the
    window): convert --to suguru writes it so that it reads back, and check names the given as
    for the native file (convert wrote a text that could not be read: 'the given 4 is larger
    than region'); solve, candidates and check say on stderr why it has no solution, with the
    source and line, as for a jigsaw still being painted."""
    from str8ts_gui.core.document import Document, load_documents, save_document
    from str8ts_gui.core.kind import get_kind
    from str8ts_gui.kinds.suguru.model import new_puzzle

    draft = new_puzzle(4, 4, [0, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4], [4] + [0] * 15)
    native = tmp_path / "draft.puzzle"
    save_document(native, Document(draft, title="half done"))
    code, text, err = run("convert", "--to", "suguru", str(native))
    assert (code, err) == (0, "")
    path = tmp_path / "draft.txt"
    path.write_text(text, encoding="utf-8")
    (back,) = load_documents(path)
    assert back == Document(draft, title="half done")
    reason = "the regions are still being drawn (4 in r1c1 is larger than its region of 1 cell)"
    assert get_kind("suguru").unfinished(draft) == reason
    for src, line in ((native, 1), (path, 2)):  # (the text: its "#" title line, after "; draft:")
        where = f"{src}: line {line}"
        assert run("check", str(src)) == (
            1,
            "1 violation\n  4 in r1c1 is larger than its region of 1 cell\n",  # (said once)
            f"str8ts check: {where}: {reason}\n",
        )
        # solve and candidates say why there is none, as for a jigsaw being painted (solve said
        # only 'no solution', and nothing on stderr)
        assert run("solve", str(src)) == (1, "no solution\n", f"str8ts solve: {where}: no solution: {reason}\n")
        assert run("candidates", str(src)) == (1, "no solution\n", f"str8ts candidates: {where}: no solution: {reason}\n")
        code, out, err = run("solve", "--json", str(src))
        assert code == 1 and json.loads(out)["status"] == "none" and err == f"str8ts solve: {where}: no solution: {reason}\n"
    # a finished Suguru says nothing more than before
    assert get_kind("suguru").unfinished(_puzzle()) == ""
    assert run("check", EXAMPLE) == (0, "ok: 31 cells empty\n", "")
