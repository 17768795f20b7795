"""Fixes of a command-line review as a scripting user: option values that were taken silently
for others, and messages that did not say what was wrong."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import run


@pytest.mark.parametrize("option", ["--width", "--height"])
def test_a_suguru_width_or_height_of_0_is_refused_not_taken_for_size(option) -> None:
    # `--height 0` made a 9 x 9 Suguru (0 was read as "not given": --size's 9)
    code, out, err = run("generate", "--kind", "suguru", option, "0", "--seed", "1")
    assert code == 2
    assert out == ""
    assert f"str8ts generate: a Suguru's {option[2:]} must be 2 to 20, not 0" in err


# -- scan -: the picture from standard input, as every other command reads '-' -----------------
class _BytesStdin:
    """Standard input with bytes underneath, as a pipe gives it."""

    def __init__(self, data: bytes) -> None:
        import io

        self.buffer = io.BytesIO(data)


def _scan_stdin(monkeypatch, data: bytes, *argv: str) -> tuple[int, str, str]:
    import io
    import sys

    from str8ts_gui.cli.main import main

    monkeypatch.setattr(sys, "stdin", _BytesStdin(data))
    out, err = io.StringIO(), io.StringIO()
    code = main(["scan", "-", *argv], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


SUDOKU = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."


def test_scan_reads_a_picture_from_standard_input(tmp_path, monkeypatch, qapp) -> None:
    # it said "str8ts scan: -: cannot read file: No such file" (qapp: render needs Qt; a
    # QApplication, so that later widget tests in this process work)
    pytest.importorskip("cv2")
    picture = tmp_path / "sudoku.png"
    assert run("render", SUDOKU, "--out", str(picture))[0] == 0
    code, out, err = _scan_stdin(monkeypatch, picture.read_bytes())
    assert (code, out, err) == (0, SUDOKU + "\n", "")
    code, out, _ = _scan_stdin(monkeypatch, picture.read_bytes(), "--json")
    assert code == 0 and '"puzzle": "' + SUDOKU + '"' in out


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "str8ts scan: <stdin>: the file is empty, not a picture"),
        (b"no picture at all", "str8ts scan: <stdin>: not a picture that can be read"),
    ],
)
def test_scan_of_standard_input_that_is_no_picture_says_so(monkeypatch, data, message) -> None:
    pytest.importorskip("cv2")
    code, out, err = _scan_stdin(monkeypatch, data)
    assert (code, out) == (2, "")
    assert err.startswith(message)


def test_scan_of_a_closed_standard_input_says_so(monkeypatch) -> None:
    import io
    import sys

    from str8ts_gui.cli.main import main

    monkeypatch.setattr(sys, "stdin", None)
    out, err = io.StringIO(), io.StringIO()
    assert main(["scan", "-"], out=out, err=err) == 2
    assert err.getvalue() == "str8ts scan: <stdin>: cannot read standard input: it is closed\n"


# -- rate --json: a Sudoku's rating keys also when its givens break a rule ----------------------
def test_rate_json_of_a_sudoku_whose_givens_break_a_rule_has_its_rating_keys() -> None:
    # the object had no "rating", "ep" and "ed" (docs: "for a Sudoku rating, ep and ed"): a
    # script reading obj["rating"] of every Sudoku failed on it
    import json

    broken = "22" + SUDOKU[2:]  # two 2s in row 1
    code, out, _ = run("rate", "--json", broken, SUDOKU)
    assert code == 1
    bad, good = (json.loads(line) for line in out.splitlines())
    assert list(bad) == list(good)
    assert (bad["rating"], bad["ep"], bad["ed"]) == (0.0, 0.0, 0.0)  # as for a path without steps
    assert (bad["status"], bad["solved"], bad["steps"]) == ("none", False, 0)


def test_rate_json_of_a_str8ts_has_no_rating_keys() -> None:
    import json

    code, out, _ = run("rate", "--json", "#" * 16)
    assert "rating" not in json.loads(out)


# -- a second '-' ---------------------------------------------------------------------------------
def test_a_second_dash_says_standard_input_was_read_already() -> None:
    # it said "str8ts: <stdin>: no puzzle found: the text is empty", as for an empty input
    code, out, err = run("count", "-", "-", stdin=SUDOKU + "\n")
    assert (code, out) == (2, "1\n")
    assert err == "str8ts: <stdin>: already read: source 2 is a second '-' (standard input is read once)\n"


# -- render: a list of names that cannot be written does not stop the drawing -------------------
class _RefusingOutput:
    def __init__(self, error: OSError) -> None:
        self.error = error

    def write(self, text: str) -> int:
        raise self.error

    def flush(self) -> None:
        pass


@pytest.mark.parametrize(
    "error, code, message",
    [
        (OSError(28, "No space left on device"), 2, "str8ts render: cannot write the output: No space left on device\n"),
        (BrokenPipeError(32, "Broken pipe"), 0, ""),  # (`| head -1`: a closed pipe ends quietly)
    ],
)
def test_render_draws_every_puzzle_when_its_list_of_files_cannot_be_written(tmp_path, qapp, error, code, message) -> None:
    # only the first file was written: the name printed after it stopped the run (`> /dev/full`,
    # `| head -1`), though render's files are its product (and are written with stdout closed)
    import io

    from str8ts_gui.cli.main import main

    source = tmp_path / "three.txt"
    source.write_text(f"{SUDOKU}\n{SUDOKU}\n{SUDOKU}\n")
    err = io.StringIO()
    got = main(["render", str(source), "--out", str(tmp_path / "p.svg"), "--size", "200"], out=_RefusingOutput(error), err=err)
    assert (got, err.getvalue()) == (code, message)
    assert sorted(p.name for p in tmp_path.glob("p*.svg")) == ["p-2.svg", "p-3.svg", "p.svg"]
