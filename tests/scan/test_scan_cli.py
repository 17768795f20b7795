"""``str8ts scan PICTURE [--kind str8ts|sudoku|suguru] [--json]``: output forms and exit codes."""

from __future__ import annotations

import io
import json

import pytest

from str8ts_gui.cli.main import main

from scan_helpers import STR8TS, SUDOKU


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def files(tmp_path_factory, puzzles, sp):
    folder = tmp_path_factory.mktemp("pictures")
    out = {}
    for kind, puzzle in puzzles.items():
        path = folder / f"{kind}.png"
        path.write_bytes(sp.encode(sp.program_picture(puzzle, 560), ".png"))
        out[kind] = path
    return out


def test_str8ts_and_sudoku_print_the_one_line_form(files) -> None:
    code, out, err = run("scan", str(files["str8ts"]))
    assert (code, out, err) == (0, STR8TS + "\n", "")
    code, out, err = run("scan", str(files["sudoku"]))
    assert (code, out, err) == (0, SUDOKU + "\n", "")
    code, out, _ = run("scan", str(files["sudoku"]), "--kind", "sudoku")
    assert (code, out) == (0, SUDOKU + "\n")


def test_suguru_prints_the_region_text_with_a_title_line(files) -> None:
    code, out, err = run("scan", str(files["suguru"]))
    assert code == 0 and err == ""
    assert out == "#Suguru read from suguru.png\na4,b,b1,b,b3\na,a,c,c,d\na2,c,c,c,d4\na,e,e,e,d\nf,e,e,d,d2\n"
    # the output reads back as the same puzzle
    from str8ts_gui.core.document import iter_documents

    doc = next(iter_documents(out, kind="suguru"))[1]
    assert doc.title == "Suguru read from suguru.png" and doc.puzzle.size == 5


def test_json(files) -> None:
    code, out, err = run("scan", str(files["str8ts"]), "--json")
    assert code == 0 and err == ""
    obj = json.loads(out)
    assert list(obj) == ["kind", "puzzle", "size", "uncertain", "ms"]
    assert obj["kind"] == "str8ts" and obj["puzzle"] == STR8TS and obj["size"] == 9 and obj["uncertain"] == []
    assert isinstance(obj["ms"], float) and obj["ms"] > 0


def test_errors_exit_2(tmp_path, sp) -> None:
    code, out, err = run("scan", str(tmp_path / "missing.png"))
    assert (code, out) == (2, "")
    assert err == f"str8ts scan: {tmp_path / 'missing.png'}: cannot read file: No such file\n"
    text = tmp_path / "notes.txt"
    text.write_text("not a picture", encoding="utf-8")
    code, _, err = run("scan", str(text))
    assert code == 2 and "not a picture" in err
    import numpy as np

    blank = tmp_path / "blank.jpg"
    blank.write_bytes(sp.encode(np.full((200, 300, 3), 250, np.uint8), ".jpg", 70))
    code, out, err = run("scan", str(blank), "--json")
    assert (code, out) == (2, "")
    assert err.startswith(f"str8ts scan: {blank}: no puzzle grid found")


def test_a_bad_kind_is_a_usage_error(files, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["scan", str(files["str8ts"]), "--kind", "kakuro"])
    assert stop.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
