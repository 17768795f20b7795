"""The command line with classic Sudoku: --kind, detection per source, and every subcommand."""

from __future__ import annotations

import json
from pathlib import Path

from str8ts_gui.core.document import Document, save_document
from str8ts_gui.kinds.str8ts.formats import parse_line as str8ts_line
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.rules import check
from str8ts_gui.solver.sat import solve

from cli_helpers import run

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
BAD = "44" + PUZZLE[2:]  # two 4s in row 1
WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


def rows(line: str, n: int = 9) -> str:
    return "\n".join(line[r * n : (r + 1) * n] for r in range(n))


def test_solve_json_has_kind_and_grid() -> None:
    code, out, _ = run("solve", "--json", PUZZLE, WIKI)
    sudoku, str8ts = (json.loads(line) for line in out.splitlines())
    assert code == 0
    assert sudoku["kind"] == "sudoku" and sudoku["status"] == "unique"
    grid = sudoku["grid"]
    values = [v for row in grid for v in row]
    assert len(grid) == 9 and all(len(r) == 9 for r in grid) and not check(parse_line(PUZZLE), values)
    assert "".join(map(str, values)) == sudoku["solution"]
    # a Str8ts grid: black clues keep their digit, empty black cells are null
    assert str8ts["kind"] == "str8ts" and str8ts["grid"][0][0] is None and str8ts["grid"][0][7] == 3


def test_detection_per_source_and_the_kind_option(tmp_path: Path) -> None:
    sdk = tmp_path / "p.sdk"
    sdk.write_text("#AAnne\n#DA test\n" + rows(PUZZLE) + "\n", encoding="utf-8")
    txt = tmp_path / "p.txt"
    txt.write_text(" ".join(ch if ch != "." else "0" for ch in PUZZLE) + "\nanything after\n", encoding="utf-8")
    solution = solve(parse_line(PUZZLE)).solution
    expected = "".join(map(str, solution))
    for source in (str(sdk), str(txt), PUZZLE):
        assert run("solve", source) == (0, expected + "\n", "")
    # a grid of rows (no .sdk name) stays Str8ts unless --kind says Sudoku
    grid = tmp_path / "grid.txt"
    grid.write_text(rows(PUZZLE) + "\n", encoding="utf-8")
    assert run("solve", "--kind", "sudoku", str(grid)) == (0, expected + "\n", "")
    # a source of another kind than --kind is bad input, named with its source
    code, out, err = run("count", "--kind", "sudoku", WIKI)
    assert (code, out) == (2, "") and err.startswith("str8ts: argument 1: ")
    saved = tmp_path / "s.str8ts"
    save_document(saved, Document(str8ts_line(WIKI)))
    code, out, err = run("count", "--kind", "sudoku", str(saved))
    assert (code, out) == (2, "") and f"{saved}: line 1: holds a Str8ts puzzle, not Sudoku" in err


def test_count_check_and_candidates() -> None:
    assert run("count", PUZZLE, BAD) == (0, "1\n0\n", "")
    code, out, _ = run("check", BAD)
    assert code == 1 and out.splitlines()[1:] == ["  4 appears twice in row 1: r1c1, r1c2", "  4 appears twice in box 1: r1c1, r1c2"]
    code, out, _ = run("candidates", "1" + "." * 15)
    assert code == 0 and out.startswith("r1c2:234 ")
    assert run("candidates", BAD) == (1, "no solution\n", "")


def test_convert_to_every_sudoku_form(tmp_path: Path) -> None:
    save_document(tmp_path / "p.str8ts", Document(parse_line(PUZZLE), title="T", author="A"))
    code, out, _ = run("convert", "--to", "sdk", str(tmp_path / "p.str8ts"))
    assert code == 0 and "#AA" in out and "#DT" in out and rows(PUZZLE) in out
    code, out, _ = run("convert", "--to", "txt", PUZZLE)
    assert code == 0 and out.split()[:9] == ["4", "0", "0", "0", "0", "0", "8", "0", "5"]
    assert run("convert", "--to", "line", out) == (0, PUZZLE + "\n", "")
    code, out, _ = run("convert", "--to", "json", PUZZLE)
    assert json.loads(out)["kind"] == "sudoku"
    code, out, err = run("convert", "--to", "str8tscom", PUZZLE)
    assert code == 2 and "cannot be written as str8tscom" in err


def test_logic_commands_work_for_sudoku() -> None:
    code, out, _ = run("rate", "--json", PUZZLE)
    obj = json.loads(out)
    assert code == 0 and obj["solved"] is True and obj["grade"] in ("Easy", "Medium", "Hard", "Fiendish", "Diabolical")
    assert isinstance(obj["rating"], float) and obj["grid"] == "".join(map(str, solve(parse_line(PUZZLE)).solution))
    # Sudoku Explainer's ER, EP and ED: SE's serate gives this puzzle 2.6/1.2/1.2
    assert (obj["rating"], obj["ep"], obj["ed"]) == (2.6, 1.2, 1.2) and obj["grade"] == "Hard"
    code, out, _ = run("explain", PUZZLE)
    assert code == 0 and "Solved by logic in" in out and out.splitlines()[1].startswith(" 1. ")
    code, out, _ = run("hint", PUZZLE)
    assert code == 0 and ": " in out
    code, out, _ = run("rate", BAD)
    assert (code, out) == (1, "no solution\n")


def test_generate_sudoku_prints_unique_puzzles_of_the_grade() -> None:
    code, out, _ = run("generate", "--kind", "sudoku", "--size", "6", "--difficulty", "medium", "--count", "2", "--seed", "5")
    lines = out.split()
    assert code == 0 and len(lines) == 2 and lines == run(
        "generate", "--kind", "sudoku", "--size", "6", "--difficulty", "Medium", "--count", "2", "--seed", "5"
    )[1].split()
    for line in lines:
        assert run("count", line) == (0, "1\n", "")
        assert json.loads(run("rate", "--json", line)[1])["grade"] == "Medium"
    code, out, err = run("generate", "--kind", "sudoku", "--size", "7", "--difficulty", "Easy")
    assert (code, out) == (2, "") and "not 7" in err
    code, out, err = run("generate", "--kind", "sudoku", "--difficulty", "Gentle")
    assert (code, out) == (2, "") and "Easy, Medium, Hard, Fiendish, Diabolical" in err


def test_a_sudoku_line_read_as_another_kind_is_an_input_error() -> None:
    code, out, err = run("solve", "--kind", "suguru", PUZZLE)
    assert (code, out) == (2, "") and "Suguru" in err and "line 1" in err


def test_an_all_white_line_is_a_sudoku_but_str8ts_on_request() -> None:
    empty4 = "." * 16
    assert run("count", "--kind", "str8ts", "--limit", "1000", empty4)[1] == "576\n"
    assert run("count", "--limit", "1000", empty4)[1] == "288\n"  # 4 x 4 Sudoku grids
    assert str8ts_line(WIKI).kind == "str8ts"


def test_a_half_painted_jigsaw_says_what_the_window_says(tmp_path: Path) -> None:
    """A jigsaw saved while its regions are still being painted: check and solve say what the
    window says (which regions, their sizes) with the source and line, exit 1 (it has no
    solution yet); its f-puzzles JSON and link, as convert and File > Export write them, read
    back as the same draft and say the same."""
    from str8ts_gui.core.document import load_documents
    from str8ts_gui.core.kind import get_kind
    from str8ts_gui.solver.analysis import no_solution_reason

    boxes = [(r // 3) * 3 + c // 3 for r in range(9) for c in range(9)]
    boxes[27] = 0  # r4c1 painted into the first box: regions of 10 and 8 cells
    draft = parse_line(PUZZLE).replace(regions=tuple(boxes))
    path = tmp_path / "draft.puzzle"
    save_document(path, Document(draft, title="half done"))
    reason = "the jigsaw regions are not finished (region 1 has 10 cells, region 4 has 8 cells; each needs 9 cells)"
    assert no_solution_reason(draft, ()) == f"No solution: {reason}"  # the window's words
    assert get_kind("sudoku").unfinished(draft) == reason
    sources = {str(path): str(path)}
    for to in ("fpuzzles", "fpuzzles-link"):
        code, out, err = run("convert", "--to", to, str(path))
        assert (code, err) == (0, "")
        exported = tmp_path / f"draft.{to}.txt"
        exported.write_text(out, encoding="utf-8")
        (back,) = load_documents(exported)  # the window's open path
        assert back.puzzle == draft and back.title == "half done"
        sources[str(exported)] = str(exported)
        sources["argument 1"] = out.strip()  # a link or JSON given on the command line
    for source, arg in sources.items():
        code, out, err = run("check", arg)
        assert (code, out) == (1, f"1 violation\n  {reason}\n")
        assert err == f"str8ts check: {source}: line 1: {reason}\n"
        code, out, err = run("solve", arg)
        assert (code, out, err) == (1, "no solution\n", f"str8ts solve: {source}: line 1: no solution: {reason}\n")
        code, out, err = run("candidates", arg)
        assert (code, out, err) == (1, "no solution\n", f"str8ts candidates: {source}: line 1: no solution: {reason}\n")
    code, out, err = run("solve", "--json", str(path))
    assert code == 1 and json.loads(out)["status"] == "none" and err.endswith(f"no solution: {reason}\n")
    # a finished puzzle says nothing more than before
    assert run("check", PUZZLE) == (0, "ok: 64 cells empty\n", "")
