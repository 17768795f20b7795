"""Tests of the game controller (str8ts_gui.gui.board.controller) without a widget."""

from __future__ import annotations

import gc

import pytest

from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.session import Mode, Session
from str8ts_gui.gui.board.controller import GameController

# 5 x 5: '#' black, 'a'-'i' black clue, digits white clues, '.' empty white.
PUZZLE = "#..b." ".3..." "..#.." "....c" ".2..#"


@pytest.fixture
def ctl(qtbot) -> GameController:
    return GameController(Session(parse_line(PUZZLE)))


class Recorder:
    def __init__(self, ctl: GameController) -> None:
        self.changed = 0
        self.puzzle = 0
        self.messages: list[str] = []
        ctl.changed.connect(self._changed)
        ctl.puzzleChanged.connect(self._puzzle)
        ctl.message.connect(self.messages.append)

    def _changed(self) -> None:
        self.changed += 1

    def _puzzle(self) -> None:
        self.puzzle += 1


def test_defaults() -> None:
    ctl = GameController()
    assert ctl.mode == Mode.EDIT
    assert ctl.selected == 0
    assert not ctl.pencil_mode and not ctl.symmetric and ctl.show_violations
    assert ctl.session.puzzle == Puzzle.empty(9)
    opts = ctl.render_options()
    assert opts.selected == 0 and not opts.violations and not opts.conflict


def test_signals_on_moves(ctl: GameController) -> None:
    rec = Recorder(ctl)
    ctl.set_mode(Mode.PLAY)
    assert rec.messages == ["Play mode"] and rec.changed == 1
    ctl.select(2)
    ctl.type_digit(4)  # an entry: shown state changes, the puzzle does not
    assert ctl.session.state.entries[2] == 4
    assert rec.puzzle == 0 and rec.changed == 3
    ctl.set_mode(Mode.EDIT)
    ctl.type_digit(5)  # a clue: the puzzle changes
    assert ctl.session.puzzle.clues[2] == 5
    assert rec.puzzle == 1
    ctl.undo()
    assert rec.puzzle == 2
    ctl.undo()  # undoes the entry only
    assert rec.puzzle == 2
    assert rec.messages[-1] == "Edit mode"


def test_highlights_cleared_when_puzzle_changes(ctl: GameController) -> None:
    ctl.set_highlights(conflict={1, 2}, differ=[6])
    ctl.set_highlights(differ={7})  # None keeps the other kind
    assert ctl.conflict == {1, 2} and ctl.differ == {7}
    opts = ctl.render_options()
    assert opts.conflict == {1, 2} and opts.differ == {7}
    ctl.set_mode(Mode.PLAY)
    ctl.select(2)
    ctl.type_digit(1)  # entries do not touch the analysis
    assert ctl.conflict == {1, 2}
    ctl.set_mode(Mode.EDIT)
    ctl.toggle_colour_selected()
    assert ctl.conflict == frozenset() and ctl.differ == frozenset()


def test_selection_clamped(ctl: GameController) -> None:
    ctl.select(99)
    assert ctl.selected == 24
    ctl.select(-3)
    assert ctl.selected == 0
    ctl.move_selection(-1, -1)
    assert ctl.selected == 0
    ctl.move_selection(10, 2)
    assert ctl.selected == 22
    ctl.session.new_board(4)  # a smaller board keeps the selection inside
    assert ctl.selected == 15


def test_edit_digits(ctl: GameController) -> None:
    rec = Recorder(ctl)
    ctl.select(0)  # black cell: black clue
    ctl.type_digit(4)
    assert ctl.session.puzzle.black[0] and ctl.session.puzzle.clues[0] == 4
    ctl.type_digit(6)  # too big for 5 x 5
    assert ctl.session.puzzle.clues[0] == 4
    assert "6" in rec.messages[-1]
    ctl.clear_selected()
    assert ctl.session.puzzle.clues[0] == 0


def test_play_digits_and_marks(ctl: GameController) -> None:
    rec = Recorder(ctl)
    ctl.set_mode(Mode.PLAY)
    ctl.select(6)  # white clue 3
    ctl.type_digit(1)
    assert rec.messages[-1] == "r2c2 is a clue"
    ctl.select(0)  # black cell: ignored
    before = ctl.session.state
    ctl.type_digit(1)
    ctl.type_digit(1, pencil=True)
    assert ctl.session.state == before
    ctl.select(1)
    ctl.type_digit(2, pencil=True)
    ctl.set_pencil_mode(True)
    ctl.type_digit(4)
    assert ctl.session.state.marks[1] == (1 << 2) | (1 << 4)
    ctl.type_digit(4)
    assert ctl.session.state.marks[1] == 1 << 2
    ctl.set_pencil_mode(False)
    ctl.type_digit(5)
    assert ctl.session.state.entries[1] == 5
    ctl.type_digit(5)  # the same digit again clears it
    assert ctl.session.state.entries[1] == 0
    ctl.clear_selected()  # no entry: the marks go
    assert ctl.session.state.marks[1] == 0


def test_pencil_outline_only_in_play_mode(ctl: GameController) -> None:
    ctl.set_pencil_mode(True)
    assert not ctl.render_options().pencil_mode
    ctl.set_mode(Mode.PLAY)
    assert ctl.render_options().pencil_mode


def test_violations(ctl: GameController) -> None:
    ctl.set_mode(Mode.PLAY)
    ctl.select(5)  # r2c1, same row as the clue 3 at r2c2
    ctl.type_digit(3)
    assert ctl.violations()
    assert {5, 6} <= ctl.render_options().violations
    ctl.set_show_violations(False)
    assert ctl.render_options().violations == frozenset()


def test_paint_group_is_one_undo_step(ctl: GameController) -> None:
    ctl.begin_paint(5)
    for i in (6, 7, 8, 7):
        ctl.paint(i)
    ctl.end_paint()
    p = ctl.session.puzzle
    assert all(p.black[i] for i in (5, 6, 7, 8))
    assert p.clues[6] == 3  # the digit stays
    ctl.undo()
    assert not any(ctl.session.puzzle.black[i] for i in (5, 6, 7, 8))
    ctl.redo()
    assert ctl.session.puzzle == p


def test_paint_ignored_in_play_mode(ctl: GameController) -> None:
    ctl.set_mode(Mode.PLAY)
    before = ctl.session.puzzle
    ctl.begin_paint(5)
    ctl.paint(6)
    ctl.end_paint()
    ctl.toggle_colour_selected()
    assert ctl.session.puzzle == before
    assert not ctl.session.can_undo


def test_symmetric_paint(ctl: GameController) -> None:
    ctl.set_symmetric(True)
    ctl.begin_paint(1)
    ctl.paint(2)
    ctl.end_paint()
    black = ctl.session.puzzle.black
    assert black[1] and black[2] and black[23] and black[22]
    ctl.select(12)  # the centre (black) is its own mirror
    ctl.toggle_colour_selected()
    assert not ctl.session.puzzle.black[12]


def test_mode_switch_closes_paint_group(ctl: GameController) -> None:
    ctl.begin_paint(5)
    ctl.set_mode(Mode.PLAY)
    assert not ctl.painting
    ctl.set_mode(Mode.EDIT)
    ctl.begin_paint(10)
    ctl.end_paint()
    ctl.undo()
    assert ctl.session.puzzle.black[5] and not ctl.session.puzzle.black[10]


def test_fill_and_clear_play(ctl: GameController) -> None:
    ctl.set_mode(Mode.PLAY)
    ctl.fill_marks()
    assert ctl.session.state.marks[1]
    ctl.clear_play()
    assert not any(ctl.session.state.marks)


def test_set_session_and_dropped_controller(qtbot) -> None:
    first = Session(parse_line(PUZZLE))
    ctl = GameController(first)
    rec = Recorder(ctl)
    second = Session(Puzzle.empty(4))
    ctl.set_session(second)
    assert rec.puzzle == 1 and ctl.size == 4
    assert not first.listeners and len(second.listeners) == 1
    first.set_clue([1], 1)  # the old session no longer reaches the controller
    assert rec.puzzle == 1
    del rec, ctl
    gc.collect()
    second.set_clue([1], 1)  # a dead controller's listener removes itself
    assert not second.listeners


# -- check highlights, hints, previews, candidates ----------------------------------------------
def test_state_changes_and_check_highlights(ctl: GameController) -> None:
    states = []
    ctl.stateChanged.connect(lambda: states.append(ctl.session.state))
    ctl.set_mode(Mode.PLAY)
    ctl.select(1)
    ctl.type_digit(4)
    ctl.select(2)
    ctl.type_digit(5)
    assert len(states) == 2
    ctl.select(3)  # selection is not a change of the position
    assert len(states) == 2
    ctl.set_highlights(wrong={1, 2}, wrong_marks={7})
    assert ctl.render_options().wrong == {1, 2} and ctl.render_options().wrong_marks == {7}
    ctl.select(1)
    ctl.type_digit(3)  # r1c2 changed: its mark goes, the others stay
    assert ctl.wrong == {2} and ctl.wrong_marks == {7}
    ctl.select(7)
    ctl.type_digit(1, pencil=True)
    assert ctl.wrong_marks == frozenset()
    ctl.session.set_black([0], False)  # a new puzzle: every check mark goes
    assert ctl.wrong == frozenset()


def test_step_view_shows_the_candidates_it_removes(ctl: GameController) -> None:
    from str8ts_gui.core.puzzle import digits_mask
    from str8ts_gui.gui.board.controller import StepView

    ctl.set_mode(Mode.PLAY)
    candidates = [0] * 25
    candidates[7] = digits_mask([1, 2, 4])
    view = StepView(frozenset({7}), frozenset({5, 6, 7, 8, 9}), ((8, 5),), ((7, 4),), tuple(candidates))
    ctl.set_step_view(view)
    state, options = ctl.display()
    assert state.marks[7] == digits_mask([1, 2, 4])  # shown so the struck 4 can be seen
    assert options.struck == {7: 1 << 4} and options.placed == {8: 5}
    assert options.hint_cells == {7} and 7 in options.auto_marks
    assert ctl.session.state.marks[7] == 0  # display only
    ctl.select(9)
    ctl.type_digit(2)  # a change of the position ends the hint
    assert ctl.step_view is None


def test_preview_is_read_only(ctl: GameController) -> None:
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.gui.board.controller import Preview, StepView

    rec = Recorder(ctl)
    shown = PlayState.new(ctl.session.puzzle).with_entry(1, 4)
    ctl.set_preview(Preview(shown, StepView(cells=frozenset({1}))))
    assert ctl.previewing and ctl.display_state() == shown and ctl.render_options().preview
    before = ctl.session.state
    ctl.select(2)
    ctl.type_digit(3)  # edit mode: would be a clue
    ctl.clear_selected()
    ctl.toggle_colour_selected()
    ctl.begin_paint(2)
    ctl.end_paint()
    assert ctl.session.state == before
    assert "Esc" in rec.messages[-1]
    ctl.set_preview(None)
    assert not ctl.previewing and ctl.display_state() == before


def test_shown_candidates_are_the_rules_candidates_whatever_the_marks(ctl: GameController) -> None:
    from str8ts_gui.kinds.str8ts.candidates import basic_candidates

    ctl.set_mode(Mode.PLAY)
    ctl.select(7)
    basic = basic_candidates(ctl.session.puzzle, ctl.session.state.values())
    allowed = [d for d in range(1, 6) if basic[7] >> d & 1]
    ctl.type_digit(allowed[0], pencil=True)
    ctl.set_show_candidates(True)
    shown = ctl.shown_candidates()
    assert shown[7] == basic[7]  # not narrowed by the player's mark
    assert shown[8] == basic[8] and shown[0] == 0 and shown[6] == 0 and shown[1] == basic[1]
    assert ctl.display_state().marks[8] == basic[8]
    assert ctl.session.state.marks[8] == 0 and ctl.session.state.marks[7] == 1 << allowed[0]


def _bits(mask: int) -> list[int]:
    return [d for d in range(1, 10) if mask >> d & 1]


def test_a_pencil_mark_while_showing_candidates_turns_the_view_off(ctl: GameController) -> None:
    rec = Recorder(ctl)
    ctl.set_mode(Mode.PLAY)
    ctl.set_show_candidates(True)
    cell = next(i for i, m in enumerate(ctl.shown_candidates()) if len(_bits(m)) >= 3)
    digit = _bits(ctl.shown_candidates()[cell])[-1]
    ctl.select(cell)
    ctl.type_digit(digit, pencil=True)
    assert not ctl.show_candidates and "Show Candidates is off" in " ".join(rec.messages)
    assert ctl.session.state.marks[cell] == 1 << digit  # the player's own mark, one move
    ctl.undo()
    assert ctl.session.state.marks[cell] == 0 and not ctl.session.can_undo


