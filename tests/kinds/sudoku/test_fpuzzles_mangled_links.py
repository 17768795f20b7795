"""f-puzzles links as they reach a player after passing through other programs: percent-encoded
inside another link (a YouTube description's redirect, a mail program's), and with a ``//`` of
the payload tidied into ``/`` (a SudokuPad link's path, which SudokuPad itself repairs)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from str8ts_gui.core.document import Document, loads_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.sudoku import fpuzzles
from str8ts_gui.kinds.sudoku.fpuzzles import LINK_PREFIX, parse_link, to_fpuzzles_link
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage


def _doc(title: str) -> Document:
    puzzle = new_puzzle(9, [5] + [0] * 80).replace(constraints=(KillerCage((1, 2), 10),))
    return Document(puzzle, title=title)


def _link_with_double_slash() -> tuple[Document, str]:
    """A document whose link's payload holds ``//`` (one title in some dozens makes one)."""
    for k in range(2000):
        doc = _doc(f"Slashes {k}")
        link = to_fpuzzles_link(doc)
        if "//" in link.removeprefix(LINK_PREFIX):
            return doc, link
    raise AssertionError("no title made a payload with '//'")


def test_a_link_percent_encoded_inside_a_redirect_is_read() -> None:
    doc = _doc("Redirected")
    link = to_fpuzzles_link(doc)
    redirect = "https://www.youtube.com/redirect?event=video_description&q=" + quote(link, safe="") + "&v=abc"
    assert fpuzzles.detect(redirect)
    read = parse_link(redirect)
    assert read.title == "Redirected" and read.puzzle == doc.puzzle
    twice = "https://example.com/out?u=" + quote(quote(link, safe=""), safe="")  # (encoded twice over)
    assert parse_link(twice).puzzle == doc.puzzle


def test_a_sudokupad_short_link_inside_a_redirect_gets_the_sudokupad_message() -> None:
    redirect = "https://www.youtube.com/redirect?q=" + quote("https://sudokupad.app/psgrvy8j6v", safe="") + "&v=x"
    assert fpuzzles.detect(redirect)
    with pytest.raises(PuzzleFormatError, match="SudokuPad's own format"):
        parse_link(redirect)


@pytest.mark.parametrize("prefix", [LINK_PREFIX, "https://sudokupad.app/fpuzzles"])
def test_a_payload_whose_double_slash_became_one_is_repaired(prefix: str, monkeypatch) -> None:
    doc, link = _link_with_double_slash()
    payload = link.removeprefix(LINK_PREFIX)
    tidied = prefix + payload.replace("//", "/", 1)
    with monkeypatch.context() as m:  # (without the repair the link is unreadable)
        m.setattr(fpuzzles, "_SLASH_REPAIRS", 0)
        with pytest.raises(PuzzleFormatError):
            parse_link(tidied)
    read = parse_link(tidied)
    assert read.title == doc.title and read.puzzle == doc.puzzle
    assert [d.puzzle for d in loads_documents(tidied + "\n")] == [doc.puzzle]


def test_a_cut_link_still_says_it_may_be_incomplete() -> None:
    _, link = _link_with_double_slash()
    with pytest.raises(PuzzleFormatError, match="is the link complete"):
        parse_link(link[: len(link) // 2])


@pytest.mark.parametrize("link", ["https://f-puzzles.com/?id=yxz3k8y8", "https://www.f-puzzles.com/?id=abc123"])
def test_an_f_puzzles_short_link_says_what_it_is(link: str) -> None:
    """f-puzzles' shortened links name a puzzle only its server holds: the message says so and
    what to do, not that no link was found."""
    with pytest.raises(PuzzleFormatError, match=r"f-puzzles short link .*share the full link"):
        loads_documents(link + "\n")


def test_a_redirected_link_reads_as_a_file_or_a_pasted_text_does() -> None:
    """The kind's detection (what File > Open, a paste and the command line go through) knows the
    encoded link too, and the SudokuPad short link's message reaches the user, not a Str8ts one."""
    doc = _doc("Redirected")
    redirect = "https://www.youtube.com/redirect?q=" + quote(to_fpuzzles_link(doc), safe="") + "&v=abc"
    assert [d.puzzle for d in loads_documents(redirect + "\n")] == [doc.puzzle]
    short = "https://www.youtube.com/redirect?q=" + quote("https://sudokupad.app/psgrvy8j6v", safe="")
    with pytest.raises(PuzzleFormatError, match="SudokuPad's own format"):
        loads_documents(short + "\n")
