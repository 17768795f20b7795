"""Fill and a hint's Apply put no candidates where the board would not show them (a review's finding).

A cell shows its corner and centre marks, or else its candidates (docs/guide/window.md), and
Check and the hints read the candidates. Fill Pencil Marks wrote candidates under the player's
corner and centre marks, unseen, and Check read them ("no mistakes so far in your entries and
candidates" while the cell showed centre marks without the answer). Now Fill and a hint's
Apply leave a cell showing corner or centre marks alone, and Check reads the marks the board
shows: a cell's centre marks (the digits it may hold), else its candidates.
"""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.core.session import Session, takes_candidates
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.solver.analysis import check_position
from str8ts_gui.solver.sat import solve

ROOT = Path(__file__).resolve().parents[2]


def test_fill_leaves_cells_showing_corner_or_centre_marks_alone() -> None:
    s = Session(parse_line("1.#." + "." * 12))
    s.toggle_mark(1, 3, "corner")
    s.toggle_mark(3, 2, "centre")
    s.toggle_mark(3, 4, "centre")
    assert s.fill_marks()
    st = s.state
    assert st.marks[1] == 0 and st.marks[3] == 0  # nothing hidden under the player's notes
    assert st.corner[1] == 1 << 3 and st.centre[3] == (1 << 2) | (1 << 4)  # the notes as they were
    assert st.marks[8] == (1 << 2) | (1 << 3) | (1 << 4)  # an unmarked cell gets every candidate
    assert not takes_candidates(st, 1) and takes_candidates(st, 8) and not takes_candidates(st, 0)


def test_fill_with_only_noted_cells_left_has_nothing_to_add() -> None:
    s = Session(parse_line("1.#." + "." * 12))
    for cell in range(16):
        if s.state.is_open(cell):
            s.toggle_mark(cell, 2, "centre")
    assert not s.fill_marks()  # nothing to write: the window says "nothing to add"


def test_a_candidate_the_player_types_under_notes_still_goes_in() -> None:
    """Each kind of mark is a layer of its own (as the board tests have it): a candidate typed in
    a cell showing corner or centre marks is kept, unseen until they go."""
    s = Session(parse_line("1.#." + "." * 12))
    s.toggle_mark(3, 2, "centre")
    assert s.toggle_mark(3, 3) and s.state.marks[3] == 1 << 3
    assert s.toggle_marks([3, 4], 4)
    assert s.state.marks[3] == (1 << 3) | (1 << 4) and s.state.marks[4] == 1 << 4


def test_apply_gives_no_candidates_to_a_cell_showing_notes() -> None:
    s = Session(parse_line("1..." + "." * 12))
    s.toggle_mark(5, 3, "centre")
    s.toggle_mark(6, 1, "corner")
    candidates = [digits_mask([2, 3, 4])] * 16
    assert s.apply_step([], [(5, 2), (6, 2), (7, 2)], candidates)
    st = s.state
    assert st.marks[5] == 0 and st.marks[6] == 0  # left alone, the notes show
    assert st.marks[7] == digits_mask([3, 4])  # as before elsewhere
    assert st.centre[5] == 1 << 3 and st.corner[6] == 1 << 1


def first_library_puzzle():
    puzzle = load_documents(ROOT / "puzzles" / "library-9x9.txt")[0].puzzle
    solution = solve(puzzle).solution
    return puzzle, solution


def test_check_reads_the_candidates_the_board_shows_not_those_hidden_under_notes() -> None:
    puzzle, solution = first_library_puzzle()
    n2 = puzzle.cell_count
    cell = next(i for i in range(n2) if not puzzle.black[i] and not puzzle.clues[i])
    right, wrong = solution[cell], solution[cell] % 9 + 1
    zero = (0,) * n2

    def at(mask):
        return tuple(mask if i == cell else 0 for i in range(n2))

    # hidden candidates that lost the answer, under centre marks that hold it: no red frame (the
    # centre marks shown are what Check reads)
    state = PlayState(puzzle, zero, at(digits_mask([wrong])), centre=at(digits_mask([right, wrong])))
    result = check_position(state)
    assert not result.wrong_marks
    assert result.message == "Check: no mistakes so far"
    # hidden candidates that hold the answer do not save centre marks that lost it
    state = PlayState(puzzle, zero, at(digits_mask([right])), centre=at(digits_mask([wrong])))
    assert check_position(state).wrong_marks == {cell}
    # under corner marks (which say where a digit goes in a box) nothing is read
    state = PlayState(puzzle, zero, at(digits_mask([wrong])), corner=at(digits_mask([right, wrong])))
    result = check_position(state)
    assert not result.wrong_marks and result.message.endswith("(corner marks are not checked)")
    # the same candidates shown (no notes): read as ever
    shown = check_position(PlayState(puzzle, zero, at(digits_mask([wrong]))))
    assert shown.wrong_marks == {cell}
    assert shown.message == f"Check: the pencil marks of {puzzle.cell_name(cell)} rule out the digit"


def test_hints_read_the_candidates_the_board_shows_not_those_hidden_under_notes() -> None:
    """Each kind's position grid (what its hints and the solution path start from) reads the
    marks the board shows, as Check does: a cell's centre marks (the digits it may hold), else its
    candidates; a cell showing corner marks alone is a cell without candidates (the digits its
    peers allow), and candidates hidden under corner or centre marks are not read."""
    from str8ts_gui.kinds.str8ts.logic import hints as str8ts_hints
    from str8ts_gui.kinds.sudoku.formats import parse_line as parse_sudoku_line
    from str8ts_gui.kinds.sudoku.logic import hints as sudoku_hints

    puzzle, solution = first_library_puzzle()
    n2 = puzzle.cell_count
    cell = next(i for i in range(n2) if not puzzle.black[i] and not puzzle.clues[i])
    wrong = solution[cell] % 9 + 1
    zero = (0,) * n2
    at = lambda mask: tuple(mask if i == cell else 0 for i in range(n2))  # noqa: E731
    plain = str8ts_hints.position_grid(PlayState(puzzle, zero, zero))
    right = digits_mask([solution[cell]])
    centred = PlayState(puzzle, zero, at(digits_mask([wrong])), centre=at(right))
    assert str8ts_hints.position_grid(centred).masks[cell] == right  # the centre marks, not those under them
    cornered = PlayState(puzzle, zero, at(digits_mask([wrong])), corner=at(right))
    assert str8ts_hints.position_grid(cornered).masks[cell] == plain.masks[cell]
    shown = PlayState(puzzle, zero, at(digits_mask([wrong])))
    assert str8ts_hints.position_grid(shown).masks[cell] != plain.masks[cell]

    sudoku = parse_sudoku_line("." * 81)
    zero = (0,) * 81
    plain = sudoku_hints.position_grid(PlayState(sudoku, zero, zero))
    first = lambda mask: tuple(mask if i == 0 else 0 for i in range(81))  # noqa: E731
    under = PlayState(sudoku, zero, first(digits_mask([5])), corner=first(digits_mask([1])))
    assert sudoku_hints.position_grid(under).masks[0] == plain.masks[0]
    both = PlayState(sudoku, zero, first(digits_mask([5])), corner=first(digits_mask([1])),
                     centre=first(digits_mask([2, 7])))
    assert sudoku_hints.position_grid(both).masks[0] == digits_mask([2, 7])


def test_apply_takes_the_digit_out_of_centre_marks() -> None:
    """A hint's step that removes a digit from a cell showing centre marks takes it out of them
    (they are the candidates the hints read there), in the same undo step; the candidates
    hidden under them and a cell's corner marks are left as they were."""
    s = Session(parse_line("1..." + "." * 12))
    for d in (2, 3, 4):
        s.toggle_mark(5, d, "centre")
    s.toggle_mark(5, 2)  # a candidate under the centre marks
    s.toggle_mark(6, 2, "corner")
    assert s.apply_step([], [(5, 2), (5, 4), (6, 2)], [digits_mask([2, 3, 4])] * 16)
    st = s.state
    assert st.centre[5] == digits_mask([3]) and st.marks[5] == digits_mask([2])
    assert st.corner[6] == digits_mask([2]) and st.marks[6] == 0
    assert s.undo() and s.state.centre[5] == digits_mask([2, 3, 4])


def test_a_path_that_breaks_blames_the_puzzle_not_candidates_hidden_under_notes() -> None:
    """Solve from Here on a Sudoku with no solution says "the puzzle has no solution" when the
    board holds nothing the player can see of their own; candidates hidden under corner marks
    (neither Check nor the hints read them) do not make it "your board has a mistake (Check shows
    it)", where centre marks (read as the candidates they are) do."""
    from str8ts_gui.core.kind import kind_of

    def compute_path(state):  # Solve from Here's job (the window's path_panel.compute_path)
        return kind_of(state.puzzle).logic().compute_path(state, None)

    puzzle = load_documents(ROOT / "puzzles" / "sudoku-9x9.txt")[0].puzzle
    solution = solve(puzzle).solution
    # a clue changed to a digit its row, column and box do not hold: no solution, no clash
    broken = None
    for i in (i for i in range(81) if puzzle.clues[i]):
        peers = {puzzle.clues[j] for j in range(81) if j != i and puzzle.clues[j] and (
            j // 9 == i // 9 or j % 9 == i % 9 or (j // 27 == i // 27 and j % 9 // 3 == i % 9 // 3))}
        for d in range(1, 10):
            if d != solution[i] and d not in peers:
                q = puzzle.replace(clues=puzzle.clues[:i] + (d,) + puzzle.clues[i + 1:])
                if compute_path(PlayState.new(q)).path.contradiction:
                    broken = q
                    break
        if broken is not None:
            break
    assert broken is not None
    plain = compute_path(PlayState.new(broken)).summary
    assert plain.endswith("the puzzle has no solution.")
    cell = next(k for k in range(81) if not broken.clues[k])
    only = lambda mask: tuple(mask if k == cell else 0 for k in range(81))  # noqa: E731
    hidden = PlayState.new(broken).replace(marks=only(digits_mask([1, 2, 3])), corner=only(digits_mask([4, 5])))
    assert compute_path(hidden).summary == plain
    centred = PlayState.new(broken).replace(marks=only(digits_mask([1, 2, 3])), centre=only(digits_mask([4, 5])))
    assert compute_path(centred).summary.endswith("your board has a mistake (Check shows it).")
    shown = PlayState.new(broken).replace(marks=only(digits_mask([1, 2, 3])))
    assert compute_path(shown).summary.endswith("your board has a mistake (Check shows it).")
