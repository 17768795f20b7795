"""``str8ts render --booklet`` and ``str8ts scan`` as a setter printing booklets and a user
scanning pictures meet them (a fresh-eyes review)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from str8ts_gui.cli import main as cli_main

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


@pytest.fixture(autouse=True)
def _app(qapp):
    """Render needs Qt: a QApplication, so later widget tests in this process still work."""
    return qapp


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        code = cli_main.main(list(argv), out, err)
    except SystemExit as e:  # (argparse's own errors)
        code = e.code
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", ["book2", "book2.jpg", "book2.png"])
def test_a_booklet_out_that_is_no_pdf_says_a_booklet_is_a_pdf(tmp_path: Path, capsys, name: str) -> None:
    """``--booklet --out book2`` was refused with 'use .png, .svg or .pdf', advice a booklet
    cannot take: the message says a booklet is a PDF and names the file it could be."""
    code, _out, err = run("render", WIKI, "--booklet", "--out", str(tmp_path / name))
    err += capsys.readouterr().err
    assert code == 2
    assert "--booklet writes a PDF" in err and ".png, .svg" not in err
    assert "book2.pdf" in err
    assert list(tmp_path.iterdir()) == []
    # the same whichever comes first
    code, _out, err2 = run("render", WIKI, "--out", str(tmp_path / name), "--booklet")
    err2 += capsys.readouterr().err
    assert code == 2 and "--booklet writes a PDF" in err2 and ".png, .svg" not in err2


def test_a_picture_out_without_a_suffix_still_names_the_three_types(tmp_path: Path, capsys) -> None:
    code, _out, err = run("render", WIKI, "--out", str(tmp_path / "pic"))
    err += capsys.readouterr().err
    assert code == 2 and "no suffix" in err and "use .png, .svg or .pdf" in err
    assert list(tmp_path.iterdir()) == []
