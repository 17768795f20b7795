"""The ``str8ts`` command line: outputs, exit codes and bad-input messages."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from str8ts_gui.cli.main import main
from str8ts_gui.core.document import Document, dumps_document, load_documents, save_document
from str8ts_gui.kinds.str8ts.formats import ACCEPTED, parse_line, to_line, to_packed, to_str8tscom
from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask
from str8ts_gui.kinds.str8ts.rules import is_solution

from cli_helpers import run

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"
UNSOLVABLE = "55" + "." * 23  # two 5s in a row of a 5x5
EMPTY4 = "." * 16


def test_solve_literal_prints_solution() -> None:
    assert run("solve", WIKI) == (0, WIKI_SOLUTION + "\n", "")


def test_solve_reports_no_solution_with_exit_1() -> None:
    code, out, err = run("solve", WIKI, UNSOLVABLE)
    assert code == 1
    assert out.splitlines() == [WIKI_SOLUTION, "no solution"]


def test_solve_json() -> None:
    code, out, _ = run("solve", "--json", WIKI, UNSOLVABLE, EMPTY4)
    assert code == 1
    objs = [json.loads(line) for line in out.splitlines()]
    assert [o["status"] for o in objs] == ["unique", "none", "several"]
    assert objs[0]["solution"] == WIKI_SOLUTION and objs[0]["count"] == 1
    assert objs[1]["solution"] is None and objs[1]["count"] == 0
    assert objs[2]["count"] == 2 and is_solution(parse_line(EMPTY4), parse_line(objs[2]["solution"]).clues)
    assert all(isinstance(o["ms"], float) for o in objs)


def test_count_with_limit() -> None:
    assert run("count", WIKI, UNSOLVABLE, EMPTY4) == (0, "1\n0\n2\n", "")
    code, out, _ = run("count", "--kind", "str8ts", "--limit", "1000", EMPTY4)
    # 4x4 all white: every row and column is a permutation of 1-4, i.e. a 4x4 Latin square
    assert out == "576\n"
    # without --kind a puzzle line with no black cell is a Sudoku: Latin squares whose 2x2 boxes
    # also hold 1-4, which are fewer
    code, out, _ = run("count", "--limit", "1000", EMPTY4)
    assert 0 < int(out) < 576


def test_reads_file_with_comments_and_stdin(tmp_path: Path) -> None:
    f = tmp_path / "p.txt"
    f.write_text(f"; two puzzles\n\n{WIKI}\n// another\n{UNSOLVABLE}\n", encoding="utf-8")
    code, out, _ = run("count", str(f), "-", stdin=f"{EMPTY4}\n{WIKI}\n")
    assert (code, out) == (0, "1\n0\n2\n1\n")


def test_bad_line_reports_source_and_line_and_answers_the_others(tmp_path: Path) -> None:
    f = tmp_path / "bad.txt"
    f.write_text(f"{WIKI}\n\n{WIKI[:-1]}x\n{WIKI}\n", encoding="utf-8")
    code, out, err = run("solve", str(f))
    assert code == 2
    assert out == WIKI_SOLUTION + "\n" + WIKI_SOLUTION + "\n"
    assert err.startswith(f"str8ts: {f}: line 3: unknown character 'x'")
    assert "Traceback" not in err


def test_bad_stdin_line_and_later_sources_still_run() -> None:
    code, out, err = run("count", "-", WIKI, stdin=f"{WIKI}\nhello\n")
    assert code == 2
    assert out == "1\n1\n"
    assert "<stdin>: line 2: " in err


def test_missing_file_and_nonsense_argument() -> None:
    code, out, err = run("solve", "no/such/file.txt")
    assert code == 2 and out == ""
    assert "no/such/file.txt" in err
    code, _, err = run("solve", "x" * 81)
    assert code == 2 and "argument 1: line 1: unknown character 'x'" in err


def test_check_lists_violations() -> None:
    grid = parse_line(WIKI_SOLUTION)
    assert run("check", WIKI_SOLUTION) == (0, "ok: solved\n", "")
    # swap two digits of row 1 against their columns: r1c3 9 -> 6 repeats the 6 at r1c4
    broken = WIKI_SOLUTION[:2] + "6" + WIKI_SOLUTION[3:]
    code, out, _ = run("check", broken, WIKI)
    assert code == 1
    lines = out.splitlines()
    assert lines[0].endswith("violations") or lines[0] == "1 violation"
    assert any("r1c3" in line and "r1c4" in line for line in lines[1:])
    assert lines[-1] == f"ok: {sum(1 for c in WIKI if c == '.')} cells empty"
    assert grid.size == 9


def test_check_reads_entries_from_native_file(tmp_path: Path) -> None:
    puzzle = parse_line(WIKI)
    state = PlayState.new(puzzle)
    empty = [i for i in puzzle.white_cells() if not puzzle.clues[i]]
    state = state.with_entry(empty[0], 5).with_entry(empty[1], 5)  # r1c3 and r1c4: two 5s in row 1 with clue 5
    path = tmp_path / "game.str8ts"
    save_document(path, Document(puzzle, title="t", state=state))
    code, out, _ = run("check", str(path))
    assert code == 1
    assert "Digit 5 appears" in out


def test_candidates() -> None:
    code, out, _ = run("candidates", WIKI)
    assert code == 0
    assert out.split()[0] == "r1c3:9"
    code, out, _ = run("candidates", "1..." + "." * 12)
    pairs = dict(p.split(":") for p in out.split())
    assert pairs["r1c2"] == "234" and "r1c1" not in pairs
    assert run("candidates", UNSOLVABLE)[:2] == (1, "no solution\n")


def test_usage_errors_exit_2(capsys) -> None:
    with pytest.raises(SystemExit) as e:
        main(["solve"])
    assert e.value.code == 2
    code, _, err = run("count", "--limit", "0", WIKI)
    assert code == 2 and "--limit" in err


def test_installed_entry_point_runs() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", "solve", WIKI], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0 and proc.stdout.strip() == WIKI_SOLUTION


def test_convert_round_trips_every_output_format(tmp_path: Path) -> None:
    for fmt in ("line", "grid", "str8tscom", "json"):
        code, out, _ = run("convert", "--to", fmt, WIKI)
        assert code == 0
        f = tmp_path / f"p.{fmt}"
        f.write_text(out, encoding="utf-8")
        assert run("convert", str(f)) == (0, WIKI + "\n", ""), fmt


def test_convert_keeps_entries_in_json_and_reads_links() -> None:
    grid_with_entry = WIKI.replace(".", "9", 1)
    code, out, _ = run("convert", "--to", "json", grid_with_entry)
    doc = json.loads(out)
    assert doc["puzzle"] == grid_with_entry  # white digits in a plain string are clues
    packed = "T4B" + "00" * 16
    assert run("convert", packed) == (0, "." * 16 + "\n", "")


def test_convert_several_puzzles_to_json_reads_back(tmp_path: Path) -> None:
    code, out, _ = run("convert", "--to", "json", WIKI, EMPTY4)
    assert code == 0 and len(out.splitlines()) == 2
    f = tmp_path / "two.json"
    f.write_text(out, encoding="utf-8")
    assert run("convert", str(f)) == (0, f"{WIKI}\n{EMPTY4}\n", "")
    f.write_text(out + '{"format": "nope"}\n', encoding="utf-8")
    code, out2, err = run("convert", str(f))
    assert code == 2 and "line 3" in err


# -- the one reader: files, standard input and arguments alike ----------------------------------


def small_lines(k: int) -> list[str]:
    """``k`` different 4 x 4 puzzle strings (what ``generate --size 4`` prints)."""
    rng = random.Random(k)
    return ["".join(rng.choice(".#1234abcd") for _ in range(16)) for _ in range(k)]


@pytest.mark.parametrize("k", [16, 17])
def test_lines_of_4x4_puzzles_in_a_file_and_on_stdin(tmp_path: Path, k: int) -> None:
    lines = small_lines(k)
    f = tmp_path / "small.txt"
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    expected = "".join(line + "\n" for line in lines)
    assert run("convert", str(f)) == (0, expected, "")
    assert run("convert", "-", stdin="\n".join(lines) + "\n") == (0, expected, "")


def test_a_16x16_grid_is_one_puzzle_in_a_file_and_on_stdin(tmp_path: Path) -> None:
    big = Puzzle(16, tuple(i % 7 == 0 for i in range(256)), tuple(i % 17 for i in range(256)))
    _, grid, _ = run("convert", "--to", "grid", to_line(big))
    f = tmp_path / "big.txt"
    f.write_text(grid, encoding="utf-8")
    assert run("convert", str(f)) == (0, to_line(big) + "\n", "")
    # standard input is one puzzle a line, but no row of this grid is a puzzle (a 4 x 4 line):
    # the text reads whole, as the file does (each row was refused as a puzzle line)
    assert run("convert", "-", stdin=grid) == (0, to_line(big) + "\n", "")
    # sixteen lines that are 4 x 4 puzzles are sixteen puzzles on standard input
    four = "1234341221434321"
    assert run("convert", "-", stdin=(four + "\n") * 16) == (0, (four + "\n") * 16, "")


def test_stdin_reads_every_one_line_form() -> None:
    p = parse_line(WIKI)
    doc = Document(p, title="T", state=PlayState.new(p).with_entry(2, 9))
    compact = json.dumps(json.loads(dumps_document(doc)))
    link = "https://www.str8ts.com/str8ts_player.html?bd=" + to_str8tscom(p)
    stdin = "\n".join(["; a comment", WIKI, to_str8tscom(p), "name: " + to_str8tscom(p), to_packed(p), link, compact])
    assert run("convert", "-", stdin=stdin) == (0, (WIKI + "\n") * 6, "")
    # a pretty-printed document on standard input, and JSON as a literal argument
    assert run("convert", "-", stdin=dumps_document(doc)) == (0, WIKI + "\n", "")
    assert run("convert", compact) == (0, WIKI + "\n", "")
    with_slash = json.dumps(json.loads(dumps_document(Document(p, title="a/b.txt"))))
    assert run("convert", with_slash) == (0, WIKI + "\n", "")


def test_invalid_utf8_on_stdin_is_bad_input_not_a_traceback() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict", "LC_ALL": "C.UTF-8"}
    proc = subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", "count", "-", EMPTY4],
        input=f"{WIKI}\n".encode() + b"\xff\n",
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "Traceback" not in err
    assert f"<stdin>: line 2: cannot read standard input: not UTF-8 text (byte 0xff at offset {len(WIKI) + 1}) (column 1)" in err
    assert proc.stdout.decode() == "2\n"  # the later source is still answered


def test_bom_on_stdin_and_in_files(tmp_path: Path) -> None:
    f = tmp_path / "bom.txt"
    f.write_bytes(("\ufeff" + WIKI + "\r\n").encode())
    assert run("convert", str(f)) == (0, WIKI + "\n", "")
    proc = subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", "convert", "-"],
        input=("\ufeff" + WIKI + "\r\n").encode(),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0 and proc.stdout.decode().strip() == WIKI


def test_unreadable_input_lists_the_accepted_forms() -> None:
    code, out, err = run("solve", "hello")
    assert code == 2 and out == ""
    # (a word that is no file: said to be no such file, and why it is no puzzle string)
    assert err.startswith("str8ts: hello: no such file (and not a puzzle string: ")
    assert err.strip().endswith("; " + ACCEPTED)
    code, out, err = run("solve", "hello#")
    assert err.startswith("str8ts: argument 1: line 1: ") and err.strip().endswith("; " + ACCEPTED)
    code, _, err = run("solve", "-", stdin=f"{WIKI}\n\n{WIKI[:80]}\n")
    assert code == 2 and "<stdin>: line 3: expected a puzzle of n*n characters" in err and ACCEPTED in err


def test_convert_to_json_keeps_the_whole_document(tmp_path: Path) -> None:
    p = parse_line(WIKI)
    empty = [i for i in p.white_cells() if not p.clues[i]]
    state = PlayState.new(p).with_entry(empty[0], 9).with_marks(empty[1], digits_mask([1, 3]))
    doc = Document(p, title="Gentle", author="A. C. Stuart", notes="two\nlines «é»", state=state, grade="Gentle")
    saved = tmp_path / "game.str8ts"
    save_document(saved, doc)
    code, out, _ = run("convert", "--to", "json", str(saved), "-", stdin=to_packed(p, state) + "\n")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 2 and all(json.loads(line) for line in lines)
    f = tmp_path / "both.json"
    f.write_text(out, encoding="utf-8")
    assert load_documents(f) == [doc, Document(p, state=state)]
    # a puzzle text's title, author and grade comments come along too
    f = tmp_path / "titled.txt"
    f.write_text(f"; title: First\n; author: Me\n{WIKI}\n", encoding="utf-8")
    _, out, _ = run("convert", "--to", "json", str(f))
    assert json.loads(out)["title"] == "First" and json.loads(out)["author"] == "Me"


def test_check_uses_the_entries_of_a_packed_string() -> None:
    p = parse_line(WIKI)
    empty = [i for i in p.white_cells() if not p.clues[i]]
    state = PlayState.new(p).with_entry(empty[0], 5).with_entry(empty[1], 5)  # two 5s in row 1
    code, out, _ = run("check", "-", stdin=to_packed(p, state) + "\n")
    assert code == 1 and "Digit 5 appears" in out
    code, out, _ = run("check", to_packed(p, PlayState.new(p).with_entry(empty[0], 9)))  # the solution's 9
    assert code == 0 and out == f"ok: {len(empty) - 1} cells empty\n"


@pytest.mark.skipif(not os.path.isdir("/dev/fd"), reason="needs /dev/fd")
def test_pipes_and_dev_stdin_are_files() -> None:
    r, w = os.pipe()
    os.write(w, f"{WIKI}\n".encode())
    os.close(w)
    try:
        assert run("solve", f"/dev/fd/{r}") == (0, WIKI_SOLUTION + "\n", "")  # like <(echo P)
    finally:
        os.close(r)
    proc = subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", "solve", "/dev/stdin"],
        input=f"{WIKI}\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0 and proc.stdout == WIKI_SOLUTION + "\n"


def test_a_directory_is_not_a_missing_file(tmp_path: Path) -> None:
    folder = tmp_path / "x.str8ts"
    folder.mkdir()
    code, out, err = run("solve", str(folder), WIKI)
    assert code == 2 and out == WIKI_SOLUTION + "\n"
    assert err == f"str8ts: {folder}: cannot read file: Is a directory\n"
    code, _, err = run("solve", str(tmp_path / "missing.str8ts"))
    assert code == 2 and err == f"str8ts: {tmp_path / 'missing.str8ts'}: cannot read file: No such file\n"
