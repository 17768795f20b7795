"""An entry removes its digit from its peers' candidates; taking the entry out (Delete, a
mistake hint's Apply, typing another digit over it) gives the digit back to the peers it left,
where it can be again. Before, a wrong digit typed and deleted left its peers without that
candidate for good, and Check then blamed cells the player never touched (a reviewer's finding:
"the pencil marks of r1c4, r1c9 and r2c3 rule out the digit")."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.session import Session

ROOT = Path(__file__).resolve().parents[2]


def filled_session() -> tuple[Session, int, int]:
    """A classic Sudoku with its pencil marks filled; an open cell and a digit that is one of its
    candidates."""
    puzzle = load_documents(ROOT / "puzzles" / "sudoku-9x9.txt")[0].puzzle
    s = Session(puzzle)
    assert s.fill_marks()
    cell = next(i for i in range(81) if not puzzle.clues[i] and bin(s.state.marks[i]).count("1") > 1)
    digit = next(d for d in range(1, 10) if s.state.marks[cell] >> d & 1)
    return s, cell, digit


def test_deleting_an_entry_gives_its_digit_back_to_its_peers() -> None:
    s, cell, digit = filled_session()
    before = s.state.marks
    assert s.set_entry(cell, digit)
    stripped = [j for j in range(81) if before[j] >> digit & 1 and not s.state.marks[j] >> digit & 1]
    assert stripped  # the entry took its digit from some peers
    assert s.clear_cells([cell])
    assert s.state.entries[cell] == 0
    assert s.state.marks == before


def test_a_mistake_hints_apply_gives_the_digit_back_too() -> None:
    s, cell, digit = filled_session()
    before = s.state.marks
    s.set_entry(cell, digit)
    assert s.clear_entries([cell])  # what a mistake hint's Apply does
    assert s.state.marks == before


def test_typing_another_digit_over_gives_the_first_back_and_takes_the_second() -> None:
    s, cell, digit = filled_session()
    before = s.state.marks
    other = next(d for d in range(1, 10) if d != digit and before[cell] >> d & 1)
    s.set_entry(cell, digit)
    s.set_entry(cell, other)
    peers = [j for j in range(81) if j != cell and (j // 9 == cell // 9 or j % 9 == cell % 9 or (
        j // 27 == cell // 27 and j % 9 // 3 == cell % 9 // 3))]
    for j in peers:
        if before[j]:
            assert s.state.marks[j] >> digit & 1 == before[j] >> digit & 1, j  # given back
            assert not s.state.marks[j] >> other & 1, j  # taken by the new digit


def test_a_digit_another_entry_rules_out_is_not_given_back() -> None:
    s, cell, digit = filled_session()
    s.set_entry(cell, digit)
    # a peer of the cell whose own row, column or box gets the same digit elsewhere meanwhile
    # cannot take it back: find a peer in the cell's row and a cell in that peer's column
    row = cell // 9
    peer = next(j for j in range(row * 9, row * 9 + 9) if j != cell and not s.puzzle.clues[j] and not s.state.entries[j]
                and s.state.marks[j])
    blocker = next(k for k in range(peer % 9, 81, 9) if k // 9 != row and not s.puzzle.clues[k] and k // 27 != cell // 27)
    s.set_entry(blocker, digit)  # (a clash is allowed: a player's entry)
    s.clear_cells([cell])
    assert not s.state.marks[peer] >> digit & 1


def test_undo_still_goes_back_step_by_step() -> None:
    s, cell, digit = filled_session()
    before = s.state
    s.set_entry(cell, digit)
    after_entry = s.state
    s.clear_cells([cell])
    assert s.undo() and s.state == after_entry
    assert s.undo() and s.state == before
