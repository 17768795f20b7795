"""Fresh-eyes review of the ``str8ts`` command line against docs/cli.md."""

from __future__ import annotations

from str8ts_gui.cli import puzzle_commands

from cli_helpers import run

SUDOKU_4 = "2......33......4"


def test_ctrl_c_during_a_batch_says_interrupted(monkeypatch):
    # Ctrl+C during a batch: the answers before it stay written, stderr says the run was
    # interrupted (it said nothing: a script's log could not tell a stopped run from a finished
    # one but by its exit code), exit 130, no traceback
    calls = []

    def one(args, item):
        calls.append(item)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return puzzle_commands.Outcome("answer\n")

    monkeypatch.setattr(puzzle_commands, "solve_one", one)
    code, out, err = run("solve", SUDOKU_4, SUDOKU_4, SUDOKU_4)
    assert code == 130
    assert out == "answer\n"
    assert err == "str8ts solve: interrupted\n"


STR8TS_9 = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SUDOKU_9 = "050703060007000800000816000000030000005000100730040086906000204840572093000409000".replace("0", ".")


def test_sudoku_lines_among_str8ts_as_the_doc_says():
    # docs/cli.md: a Str8ts text's Sudoku lines of 9 x 9 and larger are refused; a 4 x 4 line of
    # digits and dots there is read as a Str8ts without black cells (counted as such)
    code, out, err = run("count", "-", stdin="\n".join([STR8TS_9, STR8TS_9, SUDOKU_9, SUDOKU_4]) + "\n")
    assert code == 2
    assert out.split() == ["1", "1", "2"]
    assert "line 3: a Sudoku line (digits and dots, no black cell) among Str8ts puzzles" in err
    assert "line 4" not in err


SUGURU = "a,b,b,b,c,d1\na1,a,b,c,c,d\na2,e,e,c,c,d3\nf3,e,e,e,d,d4\nf,g,g,g,h,h1\nf2,f,g,g,h,h\n"


def test_rate_json_grid_of_a_suguru_is_its_digits(tmp_path):
    # docs/cli.md: rate --json's grid for a Suguru is its digits row by row, as solve --json's
    # solution (not the region text convert --to line writes)
    path = tmp_path / "suguru.txt"
    path.write_text(SUGURU)
    import json

    _, rated, _ = run("rate", "--json", str(path))
    _, solved, _ = run("solve", "--json", str(path))
    assert json.loads(rated)["grid"] == json.loads(solved)["solution"]
    assert json.loads(rated)["grid"].isdigit()


def test_a_picture_or_drawing_given_as_a_source_is_said_to_be_one(tmp_path):
    # a picture among the sources (a photo meant for `str8ts scan`, render's own PNG, PDF or SVG)
    # is one message naming what it is, and the other sources are answered: a PNG was 'not UTF-8
    # text (byte 0x89 at offset 0)', an SVG hundreds of messages, one a line of its markup
    png = tmp_path / "photo.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    pdf = tmp_path / "book.pdf"
    pdf.write_bytes(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n" + bytes(range(128, 256)))
    svg = tmp_path / "board.svg"
    svg.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<svg width="900" height="900">\n'
                   + '<rect x="0" y="0" width="100" height="100"/>\n' * 40 + "</svg>\n")
    code, out, err = run("solve", str(png), SUDOKU_4, str(pdf), str(svg))
    assert code == 2
    assert out == "2341412334121234\n"
    assert err.splitlines() == [
        f"str8ts: {png}: cannot read file: a PNG picture, not a puzzle text (read a picture with str8ts scan)",
        f"str8ts: {pdf}: cannot read file: a PDF document, not a puzzle text",
        f"str8ts: {svg}: cannot read file: an SVG drawing, not a puzzle text",
    ]


def test_candidates_above_9_are_letters():
    # docs/cli.md: a candidate above 9 is a letter, A for 10 (the cell's digits are one word)
    sudoku_16 = ("....23.....F7E.5....1.947G.....8....B8DF..C...23..8B.57.6...94.C19E....6...D...A2...CE19...7B.84..."
                 "5..BD..E.2.3......AG......9CEF3B......62......8.9.2..FD..E...EC.7D...4918...2A...9...E....3DB8.94...G"
                 ".FD.C1..32...7..5A6G....5.....8BCE.1....C.7EF.....9B....")
    code, out, _ = run("candidates", sudoku_16)
    assert code == 0
    words = dict(w.split(":") for w in out.split())
    assert words["r1c3"] == "C"
    assert all(set(d) <= set("123456789ABCDEFG") for d in words.values())


def test_a_fault_of_ours_on_one_puzzle_is_said_and_the_others_are_answered(monkeypatch, tmp_path):
    # a bug on one puzzle of a batch (the little killer words' "negative shift count" on a
    # published puzzle) ended the whole run in a traceback: it is said with the puzzle's source
    # and line, where it was raised, the other puzzles are answered, and the exit code is 3
    from str8ts_gui.cli import logic_commands

    real = logic_commands.rate_one

    def one(args, item):
        if item.line == 2:
            return (1 << -1)  # (raises ValueError: negative shift count)
        return real(args, item)

    monkeypatch.setattr(logic_commands, "rate_one", one)
    path = tmp_path / "three.txt"
    path.write_text("\n".join([SUDOKU_4] * 3) + "\n")
    code, out, err = run("rate", str(path))
    _, alone, _ = run("rate", SUDOKU_4)
    assert code == 3
    assert out == alone * 2
    assert err.startswith(f"str8ts rate: {path}: line 2: internal error, please report it with this puzzle: ")
    assert "ValueError: negative shift count (test_cli_fresh_review.py, line " in err
    assert err.count("\n") == 1
    # with a bad line as well, the fault still decides the exit code
    path.write_text("\n".join([SUDOKU_4, SUDOKU_4, "not a puzzle"]) + "\n")
    code, _out, err = run("rate", str(path))
    assert code == 3 and "line 3" in err
