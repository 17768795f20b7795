"""The one helper that writes lists in words for every message and step sentence."""

from str8ts_gui.core.words import join_words


def test_lists_of_every_length():
    assert join_words([]) == ""
    assert join_words(["r1c1"]) == "r1c1"
    assert join_words(["r1c1", "r2c2"]) == "r1c1 and r2c2"
    assert join_words(["a", "b", "c", "d"]) == "a, b, c and d"


def test_alternatives_and_numbers():
    assert join_words([4, 6, 9], "or") == "4, 6 or 9"
    assert join_words(iter(["x", "y"]), "or") == "x or y"


def test_the_solver_and_message_helpers_use_it():
    from str8ts_gui.solver.logic import fmt_cells, fmt_digits, join_words as solver_join
    from str8ts_gui.solver.analysis import name_cells

    assert solver_join is join_words
    assert fmt_digits(0b1010_0100) == "2, 5 and 7"
    assert fmt_digits([3, 8], "or") == "3 or 8"
    assert fmt_cells([10, 0, 1], 9) == "r1c1, r1c2 and r2c2"
    assert name_cells([0], 9) == "r1c1"
    assert name_cells(range(8), 9) == "r1c1, r1c2, r1c3, r1c4, r1c5 and 3 more"
