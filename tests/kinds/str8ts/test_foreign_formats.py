"""The str8ts.com packed string and player link, built from their public descriptions."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from str8ts_gui.core.document import Document, dumps_document, iter_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.formats import ACCEPTED, parse_line, parse_link, parse_packed, to_line, to_packed
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import Mode

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"


def packed_by_hand(line: str, extra: dict[int, int] | None = None) -> str:
    """Encode from the description: 0 empty white, 1-9 clue, 10 empty black, 11-19 black clue."""
    values = []
    for ch in line:
        if ch == ".":
            v = 0
        elif ch == "#":
            v = 10
        elif ch.isdigit():
            v = int(ch)
        else:
            v = 10 + ord(ch) - ord("a") + 1
        values.append(v)
    for i, v in (extra or {}).items():
        values[i] = v
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    return "T9B" + "".join(digits[v // 36] + digits[v % 36] for v in values)


def test_packed_string_decodes_puzzle_entries_and_marks() -> None:
    # r1c3 holds the player's 9 (20-28 = digits 1-9); r1c4 pencil marks 1 and 3 (29 + 0b101)
    text = packed_by_hand(WIKI, {2: 28, 3: 29 + 0b101})
    puzzle, state = parse_packed(text)
    assert to_line(puzzle) == WIKI
    assert state.entries[2] == 9
    assert state.marks[3] == (1 << 1) | (1 << 3)
    assert to_packed(puzzle, state) == text
    assert to_line(parse_line(text)) == WIKI  # Ctrl+V and the CLI read it too


def test_packed_other_variants_refused_by_name() -> None:
    text = "U" + packed_by_hand(WIKI)[1:]
    with pytest.raises(PuzzleFormatError, match="Str8ts X puzzles are not supported"):
        parse_line(text)
    with pytest.raises(PuzzleFormatError, match="B-Str8ts"):
        parse_line("B" + text[1:])


def test_packed_length_errors() -> None:
    with pytest.raises(PuzzleFormatError, match="needs 162 characters"):
        parse_line(packed_by_hand(WIKI)[:-2])


def test_packed_4x4_digit_out_of_range() -> None:
    with pytest.raises(PuzzleFormatError, match="out of range"):
        parse_line("T4B" + "0j" + "00" * 15)  # 19 = black clue 9 on a 4x4


def test_player_link_with_givens_solution_and_flags() -> None:
    puzzle = parse_line(WIKI)
    solution = parse_line(WIKI_SOLUTION)
    givens = "".join(str(v) for v in puzzle.clues)
    sol = "".join("0" if b else str(v) for b, v in zip(solution.black, solution.clues))
    flags = "".join("1" if b else "0" for b in puzzle.black)
    url = f"https://www.str8ts.com/str8ts_player.html?bd={givens}{sol}{flags}&id=42"
    got, got_solution = parse_link(url)
    assert got == puzzle
    assert got_solution == tuple(solution.clues)
    assert parse_line(url) == puzzle
    with pytest.raises(PuzzleFormatError, match="3\\*n\\*n digits"):
        parse_line(f"https://www.str8ts.com/p?bd={givens}")


def test_packed_state_is_valid_play_state() -> None:
    _, state = parse_packed(packed_by_hand(WIKI))
    assert state == PlayState.new(state.puzzle)


def test_packed_string_through_the_reader_keeps_the_players_work() -> None:
    text = packed_by_hand(WIKI, {2: 28, 3: 29 + 0b101})
    puzzle, state = parse_packed(text)
    (line, doc), = iter_documents(f"\n; title: mine\n{text}\n", source="s")
    assert line == 3 and doc == Document(puzzle, title="mine", state=state)
    assert [d for _, d in iter_documents(text.upper(), one_per_line=True)] == [Document(puzzle, state=state)]


# -- Ctrl+V: the window's paste reads with the same reader (tested on the method alone) ----------


class _Session:
    state = None  # (no position: every pasted puzzle is new)

    def __init__(self) -> None:
        self.replaced: list[tuple] = []
        self.info = None  # the title, author and notes the paste brought

    def replace(self, puzzle, state, info=None) -> bool:
        self.replaced.append((puzzle, state))
        self.info = info
        return True


def paste(monkeypatch, text: str) -> SimpleNamespace:
    """Run ``MainWindow.paste`` on a stand-in window whose clipboard holds ``text``."""
    main_window = pytest.importorskip("str8ts_gui.gui.main_window")
    clipboard = SimpleNamespace(text=lambda: text, mimeData=lambda: None)  # (text from another program)
    monkeypatch.setattr(main_window, "QGuiApplication", SimpleNamespace(clipboard=lambda: clipboard))
    window = SimpleNamespace(
        path="old.str8ts", path_index=0, messages=[],
        controller=SimpleNamespace(session=_Session(), mode=Mode.PLAY),  # (in edit mode a paste also plays)
        fresh_panels=lambda: None, _drop_picture_reading=lambda: None,
    )  # fmt: skip
    window.show_status = lambda message, ms=0: window.messages.append(message)
    main_window.MainWindow.paste(window)
    return window


def test_paste_keeps_the_entries_and_marks_of_a_packed_string(monkeypatch) -> None:
    text = packed_by_hand(WIKI, {2: 28, 3: 29 + 0b101})
    window = paste(monkeypatch, text + "\n")
    assert window.controller.session.replaced == [parse_packed(text)]
    assert window.path is None and window.messages[-1].startswith("Pasted a Str8ts 9 x 9")


def test_paste_of_4x4_lines_and_json_lines(monkeypatch) -> None:
    small = ["#1..a...#..2...#", "1...............", "..2.........#..."] * 6  # 18 lines of 16
    window = paste(monkeypatch, "\n".join(small))
    assert window.controller.session.replaced == [(parse_line(small[0]), None)]
    doc = Document(parse_line(WIKI), title="A", author="B", notes="C")
    other = Document(parse_line(small[0]))
    lines = "\n".join(json.dumps(json.loads(dumps_document(d))) for d in (doc, other))
    window = paste(monkeypatch, lines)
    assert window.controller.session.replaced == [(doc.puzzle, None)]
    info = window.controller.session.info
    assert (info.title, info.author, info.notes) == ("A", "B", "C")


@pytest.mark.parametrize("text", ["hello", "this is not a puzzle", "T9C" + "00" * 81, '{"format": "other"}'])
def test_paste_of_unreadable_text_says_which_forms_are_accepted(monkeypatch, text) -> None:
    window = paste(monkeypatch, text)
    assert window.controller.session.replaced == []
    assert window.path == "old.str8ts"
    (message,) = window.messages
    assert message.startswith("Not a puzzle: ") and message.endswith("; " + ACCEPTED)
    if not text.startswith("{"):
        assert message.startswith("Not a puzzle: line 1: ")
    if text.startswith("T9C"):
        assert message.startswith("Not a puzzle: line 1: unknown packed-string version 'C' (expected 'B') (column 3); ")
