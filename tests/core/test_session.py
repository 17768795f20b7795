"""The undoable editing session (no Qt)."""

from __future__ import annotations

from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.core.session import DocInfo, Session


def test_starts_with_empty_9x9_and_nothing_to_undo() -> None:
    s = Session()
    assert s.puzzle == Puzzle.empty(9)
    assert not s.can_undo and not s.can_redo and not s.is_modified


def test_every_edit_is_one_undo_step_and_redo_restores() -> None:
    s = Session(Puzzle.empty(4))
    s.set_clue([0], 3)
    s.set_black([5], True)
    s.set_clue([5], 2)
    assert s.puzzle.clues[0] == 3 and s.puzzle.black[5] and s.puzzle.clues[5] == 2
    s.undo()
    assert s.puzzle.black[5] and s.puzzle.clues[5] == 0
    s.undo()
    s.undo()
    assert s.puzzle == Puzzle.empty(4) and not s.can_undo
    s.redo()
    s.redo()
    assert s.puzzle.clues[0] == 3 and s.puzzle.black[5]
    s.set_clue([1], 1)  # a new move drops the redo branch
    assert not s.can_redo


def test_no_op_edits_do_not_add_steps() -> None:
    s = Session(Puzzle.empty(4))
    assert not s.set_black([2], False)
    assert not s.can_undo


def test_group_is_one_step() -> None:
    s = Session(Puzzle.empty(5))
    with s.group():
        for i in range(5):
            s.set_black([i], True)
    assert all(s.puzzle.black[:5])
    s.undo()
    assert s.puzzle == Puzzle.empty(5)
    assert not s.can_undo


def test_a_group_that_ends_where_it_began_leaves_no_step() -> None:
    """A drag that undoes its own change (paints a cell black, then back) left an empty undo
    step, so the next Undo seemed to do nothing; now the history is as before the group, its
    redo steps and saved mark included."""
    s = Session(Puzzle.empty(5))
    s.set_black([0], True)
    s.set_black([1], True)
    s.undo()  # a redo step: cell 1 black
    s.mark_saved()
    with s.group():
        s.set_black([3], True)
        s.set_black([3], False)
    assert s.can_redo and not s.is_modified
    s.redo()
    assert s.puzzle.black[:2] == (True, True)
    s.undo()
    s.undo()
    assert s.puzzle == Puzzle.empty(5) and not s.can_undo
    with s.group():  # a group that changes something is one step, as before
        s.set_black([4], True)
    assert s.can_undo and not s.can_redo


def test_colour_change_keeps_digit_and_drops_player_work() -> None:
    s = Session(Puzzle.empty(4))
    s.set_clue([0], 2)
    s.toggle_black([0])
    assert s.puzzle.black[0] and s.puzzle.clues[0] == 2
    s.set_entry(1, 3)
    s.toggle_mark(2, 4)
    s.set_black([1, 2], True)
    assert s.state.entries[1] == 0 and s.state.marks[2] == 0


def test_entry_removes_digit_from_peer_marks_only() -> None:
    s = Session(Puzzle.empty(4))
    for cell in (1, 4, 5):
        s.toggle_mark(cell, 3)
        s.toggle_mark(cell, 2)
    s.set_entry(0, 3)
    # r1c2 (row peer) and r2c1 (column peer) lose the 3; r2c2 is no peer and keeps it
    assert s.state.marks[1] == 1 << 2
    assert s.state.marks[4] == 1 << 2
    assert s.state.marks[5] == (1 << 2) | (1 << 3)
    s.undo()
    assert s.state.marks[1] == (1 << 2) | (1 << 3)


def test_clues_are_locked_for_play() -> None:
    s = Session(parse_line("1..." + "." * 12))
    assert not s.set_entry(0, 2)
    assert not s.toggle_mark(0, 2)
    assert not s.can_undo


def test_fill_marks_uses_row_column_and_compartment_rules() -> None:
    s = Session(parse_line("1.#." + "." * 12))
    s.set_entry(5, 4)
    s.fill_marks()
    marks = s.state.marks
    assert marks[0] == 0 and marks[5] == 0  # clue and entry cells get none
    # r1c2: row has 1, column has 4; compartment r1c1-r1c2 with 1 means 2 only
    assert marks[1] == 1 << 2
    # r1c4: alone in its row compartment; column 4 has no digit yet: 1 is in its row (counts), so 2-4
    assert marks[3] == (1 << 2) | (1 << 3) | (1 << 4)


def test_fill_marks_keeps_the_players_eliminations() -> None:
    s = Session(parse_line("1.#." + "." * 12))
    s.toggle_mark(3, 2)
    s.toggle_mark(3, 4)
    s.toggle_mark(3, 1)  # 1 is ruled out by the row: it goes, the player's choice of 2 and 4 stays
    s.toggle_mark(4, 1)  # only impossible marks (column 1 has the 1): kept, nothing to intersect with
    s.fill_marks()
    marks = s.state.marks
    assert marks[3] == (1 << 2) | (1 << 4)
    assert marks[4] == 1 << 1
    assert marks[8] == (1 << 2) | (1 << 3) | (1 << 4)  # an unmarked cell gets every candidate
    s.undo()
    assert s.state.marks[3] == (1 << 1) | (1 << 2) | (1 << 4)


def test_apply_values_fills_open_cells_undoably() -> None:
    p = parse_line("1..." + "." * 12)
    s = Session(p)
    values = [1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3]
    s.apply_values(values)
    assert s.state.values() == tuple(values)
    assert s.state.entries[0] == 0  # the clue stays a clue
    s.undo()
    assert s.state == PlayState.new(p)


def test_modified_tracking_follows_undo() -> None:
    s = Session(Puzzle.empty(4))
    s.set_clue([0], 1)
    assert s.is_modified
    s.mark_saved()
    assert not s.is_modified
    s.undo()
    assert s.is_modified
    s.redo()
    assert not s.is_modified


def test_listeners_hear_every_change_and_reset_clears_history() -> None:
    s = Session(Puzzle.empty(4))
    heard = []
    s.listeners.append(lambda: heard.append(s.state))
    s.set_clue([0], 1)
    s.undo()
    s.redo()
    s.reset(Puzzle.empty(6))
    assert len(heard) == 4
    assert s.puzzle.size == 6 and not s.can_undo and not s.is_modified


def test_replace_is_undoable() -> None:
    s = Session(Puzzle.empty(4))
    s.replace(parse_line("..2." + "." * 12))
    s.set_entry(0, 1)
    assert s.puzzle.clues[2] == 2 and s.state.entries[0] == 1
    s.undo()
    s.undo()
    assert s.puzzle == Puzzle.empty(4)


def test_apply_step_is_one_move() -> None:
    s = Session(parse_line("1.#." + "." * 12))
    s.toggle_mark(3, 2)
    s.toggle_mark(3, 3)
    s.toggle_mark(3, 4)
    s.toggle_mark(13, 2)
    before = s.state
    candidates = [0] * 16
    candidates[7] = (1 << 2) | (1 << 3) | (1 << 4)  # what the step saw in the unmarked r2c4
    # place 2 in r1c2, remove 3 from r1c4 (marked) and from r2c4 (unmarked: gets its candidates first)
    assert s.apply_step([(1, 2)], [(3, 3), (7, 3)], candidates)
    st = s.state
    assert st.entries[1] == 2
    assert st.marks[3] == 1 << 4  # 3 eliminated, and 2 left with the placement in its row
    assert st.marks[7] == (1 << 2) | (1 << 4)
    assert st.marks[13] == 0  # the placed 2 leaves r4c2's marks (same column)
    assert s.undo()
    assert s.state == before
    # without candidates an unmarked cell starts from every digit
    assert s.apply_step([], [(8, 1)])
    assert s.state.marks[8] == (1 << 2) | (1 << 3) | (1 << 4)
    # clues, black cells and entries are left alone; nothing to do is no move
    s.undo()
    assert not s.apply_step([(0, 3)], [(2, 1)])
    assert s.state == before


def test_clear_entries_and_marks_of_cells() -> None:
    s = Session(parse_line("1.#." + "." * 12))
    s.set_entry(5, 3)
    s.set_entry(6, 4)
    s.toggle_mark(9, 2)
    before = s.state
    assert s.clear_entries([5, 6, 0])
    assert s.state.entries[5] == s.state.entries[6] == 0
    s.undo()
    assert s.state == before
    assert s.clear_marks([9, 5])
    assert s.state.marks[9] == 0 and s.state.entries[5] == 3
    assert not s.clear_marks([9])


# -- the document's title, author and notes ---------------------------------------------------------
def test_undo_of_a_replace_brings_back_the_title_author_and_notes() -> None:
    mine = DocInfo("Mine", "Me", "my notes")
    s = Session(Puzzle.empty(4), info=mine)
    assert s.info == mine
    s.set_entry(0, 1)
    assert s.info == mine  # a move keeps the document's info
    pasted = parse_line("..2." + "." * 12)
    assert s.replace(pasted, info=DocInfo("Pasted", "Ann"))
    assert s.info == DocInfo("Pasted", "Ann", "") and s.puzzle == pasted
    s.set_entry(0, 3)
    s.undo()
    s.undo()  # the paste
    assert s.info == mine and s.puzzle == Puzzle.empty(4) and s.state.entries[0] == 1
    s.redo()
    assert s.info.title == "Pasted"
    # replace without info keeps the current one
    s.replace(Puzzle.empty(5))
    assert s.info.title == "Pasted"


def test_info_is_not_part_of_the_play_state() -> None:
    s = Session(Puzzle.empty(4), info=DocInfo("A"))
    before = s.state
    # the same position under another title is still a change of the document: one step
    assert s.replace(Puzzle.empty(4), info=DocInfo("B"))
    assert s.state == before and s.info.title == "B" and s.can_undo and s.is_modified
    assert not s.replace(Puzzle.empty(4), info=DocInfo("B"))  # nothing new: no step
    s.undo()
    assert s.info.title == "A" and not s.is_modified


def test_set_info_is_undoable_and_reset_starts_without_info() -> None:
    s = Session(Puzzle.empty(4))
    assert s.info == DocInfo()
    assert s.set_info(DocInfo("Title", notes="n"))
    assert not s.set_info(DocInfo("Title", notes="n"))
    assert s.info.notes == "n" and s.is_modified
    s.undo()
    assert s.info == DocInfo()
    s.reset(Puzzle.empty(6), info=DocInfo("Opened"))
    assert s.info.title == "Opened" and not s.can_undo
    s.reset(Puzzle.empty(6))
    assert s.info == DocInfo()


def test_doc_info_of_a_document() -> None:
    from str8ts_gui.core.document import Document

    doc = Document(Puzzle.empty(4), title="T", author="A", notes="N", grade="Easy")
    info = DocInfo.of(doc)
    assert (info.title, info.author, info.notes) == ("T", "A", "N")
    # the grade holds for the puzzle it came with only (an edited puzzle is saved without it)
    assert info.grade_of(doc.puzzle) == "Easy" and info.grade_of(doc.puzzle.with_cell(0, clue=1)) == ""
    assert DocInfo.of(Document(Puzzle.empty(4), title="T")) == DocInfo("T")


def test_editing_keeps_the_puzzle_kind() -> None:
    s = Session(Puzzle.empty(4, kind="sudoku"))
    s.set_clue([0], 1)
    s.set_black([5], False)
    assert s.puzzle.kind == "sudoku" and s.puzzle.clues[0] == 1
