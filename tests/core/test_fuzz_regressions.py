"""The bad files a fuzzing campaign found (issue 21): each now gives a clear error, exit 2, or an
instant answer, through the reader and the command line."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from str8ts_gui.cli.main import main
from str8ts_gui.core.document import Document, dumps_document, iter_documents, loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.formats import parse_line as parse_str8ts
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.sums import layers, prune_linear
from str8ts_gui.solver.sat import Status, solve

STR8TS = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


def cli(*args: str) -> subprocess.CompletedProcess:
    """``str8ts ARGS`` in this process (the exit code, stdout and stderr as a process has them)."""
    out, err = io.StringIO(), io.StringIO()
    code = main([*args, "--jobs", "1"] if args[0] in ("solve", "count", "rate") else list(args), out=out, err=err)
    return subprocess.CompletedProcess(args, code, out.getvalue(), err.getvalue())


def process(*args: str) -> subprocess.CompletedProcess:
    """``str8ts ARGS`` as a process of its own."""
    return subprocess.run(
        [sys.executable, "-m", "str8ts_gui.cli.main", *args], capture_output=True, text=True, timeout=120, check=False
    )


def line_of(text: str, key: str) -> int:
    """The line of ``text`` that holds the key ``"key":``."""
    return next(k for k, line in enumerate(text.split("\n"), 1) if f'"{key}":' in line)


def native(doc: Document, **changes) -> str:
    data = json.loads(dumps_document(doc))
    data.update(changes)
    return json.dumps(data, indent=2)


@pytest.mark.parametrize("kind", ["str8ts", "sudoku"])
def test_a_height_for_a_square_kind_is_a_clear_error(tmp_path: Path, kind: str) -> None:
    puzzle = parse_str8ts(STR8TS) if kind == "str8ts" else new_puzzle(9)
    text = native(Document(puzzle), height=4, puzzle="." * 36)  # 9 x 4 cells: as a Suguru would be
    with pytest.raises(PuzzleFormatError) as info:
        loads_document(text, source="h.str8ts")
    e = info.value
    assert "field 'height' must be the size (9)" in e.reason and "board is square" in e.reason
    assert e.line == line_of(text, "height")
    path = tmp_path / "h.str8ts"
    path.write_text(text, encoding="utf-8")
    for proc in (process("solve", str(path)), cli("convert", str(path)), cli("check", str(path)), cli("count", str(path))):
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
        assert f"{path}: line {e.line}: field 'height'" in proc.stderr


def test_field_errors_of_a_native_file_name_their_line() -> None:
    doc = Document(parse_str8ts(STR8TS), title="t")
    text = native(doc, size=99)
    with pytest.raises(PuzzleFormatError) as info:
        loads_document(text)
    assert info.value.line == line_of(text, "size")
    text = native(doc, marks={"r1c3": "1x"})
    with pytest.raises(PuzzleFormatError) as info:
        loads_document(text)
    assert "field 'marks'" in info.value.reason and info.value.line == line_of(text, "marks")


def test_a_huge_value_is_not_echoed_whole(tmp_path: Path) -> None:
    path = tmp_path / "big.str8ts"
    path.write_text(native(Document(parse_str8ts(STR8TS)), kind="k" * 3_000_000), encoding="utf-8")
    proc = cli("solve", str(path))
    assert proc.returncode == 2 and len(proc.stderr) < 400 and "(3,000,000 characters)" in proc.stderr


def arrow_nine(line: int = 2) -> Document:
    return Document(new_puzzle(9).replace(constraints=(Arrow(tuple(range(9)), tuple(range(9, 9 + line))),)))


def test_an_arrow_whose_bulb_no_line_can_reach_is_no_solution_at_once(tmp_path: Path) -> None:
    doc = arrow_nine()
    arrow = doc.puzzle.constraints[0]
    weights = [w for _, w in arrow.terms()]
    digits = [list(range(1, 10))] * len(weights)
    _offset, forward, backward = layers(weights, digits, 0)
    # the reachable partial sums are bounded first: nothing is built (it was bit sets of
    # 900,000,000 bits, 3.7 GB and 54 s)
    assert not any(forward[1:]) and not any(backward[:-1])
    assert prune_linear(arrow.terms(), 0, [0b1111111110] * 81) is None
    assert solve(doc.puzzle, limit=2).status is Status.NONE
    path = tmp_path / "arrow.str8ts"
    path.write_text(dumps_document(doc), encoding="utf-8")
    assert cli("solve", str(path)).stdout == "no solution\n"
    assert cli("count", str(path)).stdout == "0\n"
    assert "cannot be completed to add up to its circle" in cli("check", str(path)).stdout
    assert cli("rate", str(path)).stdout == "no solution\n"


def test_sum_windows_keep_a_feasible_arrow_small_and_exact() -> None:
    # a 3-cell bulb (reads 100 to 999) with a line of 4: the bulb must read at most 36
    arrow = Arrow((0, 1, 2), (9, 10, 11, 12))
    masks = [0b1111111110] * 81
    assert prune_linear(arrow.terms(), 0, masks) is None
    arrow = Arrow((0, 1), (9, 10, 11, 12, 13))  # two cells: 10 to 45 on a line of 5
    masks = [0b1111111110] * 81
    assert prune_linear(arrow.terms(), 0, masks) is True
    assert masks[0] == 0b11110  # tens digit 1 to 4
    offset, forward, backward = layers([w for _, w in arrow.terms()], [list(range(1, 10))] * 7, 0)
    assert max(f.bit_length() for f in forward) < 200


def test_a_bad_suguru_text_gets_a_suguru_message() -> None:
    text = "#Suguru\na,a1,b,b\nc c d d\na,b,c,d\na,b,c,d\n"
    with pytest.raises(PuzzleFormatError) as info:
        list(iter_documents(text, source="s.txt"))
    assert str(info.value) == "s.txt: line 3: row 2 has 1 cell, expected 4 like the first row (column 1)"
    # a str8ts.com line with a comma in its name stays Str8ts
    digits = "".join(str(v) for v in parse_str8ts(STR8TS).clues) + "".join(
        "1" if b else "0" for b in parse_str8ts(STR8TS).black
    )
    [(_, doc)] = list(iter_documents(f"Weekly, 12: {digits}"))
    assert doc.puzzle.kind == "str8ts" and doc.title == "Weekly, 12"


def test_every_error_names_a_line(tmp_path: Path) -> None:
    cases = {
        "comments.txt": "; nothing\n// here\n",
        "bad.str8ts": '{\n  "format": "str8ts_gui",\n  "version": 1,\n  "size": "9"\n}\n',
        "fp.json": '{\n  "size": 9,\n  "grid": [],\n  "killercage": 3\n}\n',
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        proc = cli("solve", str(path))
        assert proc.returncode == 2 and f"{path}: line " in proc.stderr, proc.stderr
    (tmp_path / "u.txt").write_bytes(STR8TS.encode() + b"\n\xfe\n")
    assert f"{tmp_path / 'u.txt'}: line 2: " in cli("solve", str(tmp_path / "u.txt")).stderr
