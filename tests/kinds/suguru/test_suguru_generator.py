"""The Suguru generator: seeded and deterministic, regions of 1 to 5 connected cells with no two
single cells touching, unique puzzles of exactly the asked grade, rectangles and options."""

from __future__ import annotations

import random

import pytest

from str8ts_gui.core.geometry import king_neighbours
from str8ts_gui.kinds.suguru import generator, logic, rules
from str8ts_gui.kinds.suguru.model import disconnected_regions, new_puzzle, region_sizes
from str8ts_gui.solver.sat import Status, solve


def _singles_touch(regions, w, h) -> bool:
    sizes = region_sizes(regions)
    kings = king_neighbours(w, h)
    return any(sizes[regions[i]] == 1 and sizes[regions[j]] == 1 for i in range(w * h) for j in kings[i])


def assert_good_layout(w: int, h: int, regions, solution) -> None:
    """Regions of 1 to 5 cells, connected, no two 1-cell regions touching, and ``solution`` a
    filling that keeps the rules."""
    assert set(region_sizes(regions).values()) <= {1, 2, 3, 4, 5}
    assert not _singles_touch(regions, w, h)
    p = new_puzzle(w, h, regions)
    assert not disconnected_regions(p)
    assert rules.check(p, solution) == []


@pytest.mark.parametrize("w,h,seed", [(5, 5, 1), (6, 4, 2), (8, 8, 3), (10, 10, 4), (12, 9, 5)])
def test_layouts_have_small_connected_regions_and_a_solution(w, h, seed) -> None:
    assert_good_layout(w, h, *generator.random_layout(w, h, random.Random(seed)))


@pytest.mark.parametrize("w,h,seed", [(16, 16, 1), (20, 20, 2), (13, 11, 3), (20, 6, 4)])
def test_large_layouts_move_cells_between_regions_with_a_solution_kept(w, h, seed) -> None:
    # above 100 cells: moves from the default tiling, each kept with digits redrawn for the two
    # regions it changed (or a SAT solution of the whole board): regions of every size 1 to 5
    regions, solution = generator.random_layout(w, h, random.Random(seed))
    assert_good_layout(w, h, regions, solution)
    assert set(region_sizes(regions).values()) == {1, 2, 3, 4, 5}


def test_large_layouts_are_mostly_five_cell_regions() -> None:
    # as in print, and what makes puzzles above Easy: a move that gives a region its fifth cell
    # may redraw the regions around it (without that, 44 % of the regions of 12 x 12 layouts had
    # five cells, and a Medium came from one attempt in twelve instead of one in five)
    from collections import Counter

    sizes = Counter()
    for seed in range(1, 5):
        regions, _ = generator.random_layout(12, 12, random.Random(seed))
        sizes.update(region_sizes(regions).values())
    assert sizes[5] / sum(sizes.values()) > 0.5


def test_redraw_stops_at_its_budget() -> None:
    kings = king_neighbours(4, 1)
    assert generator._redraw([[0, 1], [2, 3]], [0] * 4, kings, random.Random(1), budget=0) is None
    assert generator._redraw([[0, 1], [2, 3]], [0] * 4, kings, random.Random(1), budget=100) is not None


def test_redraw_gives_two_regions_digits_that_fit_their_fixed_neighbours() -> None:
    # a row of four cells: regions A (cells 0, 1) and B (2, 3), nothing else on the board;
    # cells 1 and 2 touch, so they must differ
    kings = king_neighbours(4, 1)
    for seed in range(5):
        got = generator._redraw([[0, 1], [2, 3]], [0] * 4, kings, random.Random(seed))
        assert got is not None
        assert sorted(got[:2]) == [1, 2] and sorted(got[2:]) == [1, 2]
        assert got[1] != got[2]
    # a 2 x 2 board: every cell touches every other, so two regions of two cells (both needing
    # 1 and 2) cannot be filled
    assert generator._redraw([[0, 1], [2, 3]], [0] * 4, king_neighbours(2, 2), random.Random(1)) is None
    # a fixed neighbour: cell 2 of a 3 x 1 board holds 1 (its own region); cells 0 and 1 form
    # one region: cell 1 touches cell 2, so it takes 2 and cell 0 takes 1
    kings = king_neighbours(3, 1)
    for seed in range(5):
        assert generator._redraw([[0, 1]], [0, 0, 1], kings, random.Random(seed)) == [1, 2]


@pytest.mark.parametrize("w,h", [(20, 3), (20, 5), (16, 6), (7, 5)])
def test_a_board_wider_than_high_finds_its_layout_on_the_first_start(w, h) -> None:
    # searched column by column (the short side as the front): along a long row most fresh
    # starts of the search ran out of their budget (a 20 x 3 Medium took over a minute)
    for seed in range(1, 6):
        assert_good_layout(w, h, *generator.random_layout(w, h, random.Random(seed), tries=1))


@pytest.mark.parametrize("grade", generator.LEVELS)
def test_generated_puzzles_are_unique_and_exactly_of_the_grade(grade) -> None:
    (got,) = generator.generate(generator.Options(size=6, difficulty=grade), 1, seed=7)
    p = got.puzzle
    result = solve(p, limit=2)
    assert result.status is Status.UNIQUE and result.solution == got.solution
    rating = logic.rate(p)
    assert rating.solved and rating.grade == grade == got.grade
    assert not _singles_touch(p.regions, 6, 6)


def test_the_same_seed_gives_the_same_puzzles_and_rectangles_work() -> None:
    options = generator.Options(width=7, height=5, difficulty="Easy")
    a = [g.puzzle for g in generator.generate(options, 2, seed=99)]
    b = [g.puzzle for g in generator.generate(options, 2, seed=99)]
    assert a == b and a[0] != a[1]
    assert (a[0].width, a[0].height) == (7, 5)


def test_symmetric_givens() -> None:
    (got,) = generator.generate(generator.Options(size=6, difficulty="Easy", symmetry="180"), 1, seed=3)
    c = got.puzzle.clues
    assert all(bool(c[i]) == bool(c[35 - i]) for i in range(36))


def test_bad_options_say_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="width must be 2 to 20"):
        generator.Options(width=21, height=5)
    with pytest.raises(ValueError, match="Easy, Medium, Hard, Expert"):
        generator.Options(difficulty="Tough")
    with pytest.raises(ValueError, match="needs a square board"):
        generator.Options(width=6, height=5, symmetry="90")


def test_a_board_above_100_cells_is_generated_unique_and_graded() -> None:
    (got,) = generator.generate(generator.Options(width=11, height=10, difficulty="Easy"), 1, seed=5)
    p = got.puzzle
    assert (p.width, p.height) == (11, 10)
    assert solve(p, limit=2).status is Status.UNIQUE
    assert logic.rate(p).grade == "Easy"


def test_cancel_from_another_thread_stops_a_large_board() -> None:
    import threading

    from str8ts_gui.kinds.suguru.generator import GenerationCancelled, Options, generate
    from str8ts_gui.solver.sat import CancelToken

    token = CancelToken()
    outcome: list[str] = []

    def run() -> None:
        try:
            list(generate(Options(width=16, height=16, difficulty="Hard"), 1, seed=1, cancel=token))
            outcome.append("finished")
        except GenerationCancelled:
            outcome.append("cancelled")

    worker = threading.Thread(target=run)
    worker.start()
    token.cancel()
    worker.join(60)  # a liveness bound, not a timing assertion: it stops at the next check
    assert outcome == ["cancelled"]


def test_the_large_board_layout_search_listens_to_cancel() -> None:
    from str8ts_gui.kinds.suguru.generator import GenerationCancelled, mutated_layout
    from str8ts_gui.solver.sat import CancelToken

    token = CancelToken()
    token.cancel()
    with pytest.raises(GenerationCancelled):
        mutated_layout(16, 16, random.Random(1), cancel=token)


def test_an_odd_board_whose_large_region_is_walled_in_still_gets_its_layout() -> None:
    # 17 x 17, seed 55: the tiling's last 9-cell region ended up among full 5-cell regions, and
    # every move out of it (only into a new 1-cell region) was refused until the walk gave up
    # (RuntimeError after 20 s); its excess may now pass to a full neighbour and move on
    regions, solution = generator.random_layout(17, 17, random.Random(55))
    assert_good_layout(17, 17, regions, solution)


def test_a_large_board_whose_layout_walk_gets_stuck_is_a_missed_attempt(monkeypatch) -> None:
    def stuck(w, h, rng, moves=None, *, cancel=None):
        raise RuntimeError(f"no {w} x {h} Suguru layout found")

    monkeypatch.setattr(generator, "mutated_layout", stuck)
    assert generator.attempt(generator.Options(size=12, difficulty="Easy"), random.Random(1)) is None
    # a small board's search that finds no layout at all still says so
    monkeypatch.setattr(generator, "_search_layout", lambda *a, **k: None)
    with pytest.raises(RuntimeError, match="no 6 x 6 Suguru layout found"):
        generator.attempt(generator.Options(size=6, difficulty="Easy"), random.Random(1))


def test_the_quick_grade_check_answers_as_the_logic_does() -> None:
    # _solves_within (propagate's singles, then the logic from where they stop) must say what
    # the logic's whole path says, at every grade: the library's puzzles of every grade, and
    # each with givens taken away (some then need harder techniques, some no longer finish)
    from pathlib import Path

    from str8ts_gui.core.document import load_documents

    docs = load_documents(Path(__file__).resolve().parents[3] / "puzzles" / "suguru-library.txt")
    rng = random.Random(1)
    puzzles = []
    for doc in docs[:16]:
        p = doc.puzzle
        puzzles.append(p)
        given = [i for i, v in enumerate(p.clues) if v]
        clues = list(p.clues)
        for i in rng.sample(given, min(len(given), 2)):
            clues[i] = 0
        puzzles.append(new_puzzle(p.width, p.height, p.regions, clues))
    seen = set()
    for p in puzzles:
        for level in range(len(generator.LEVELS)):
            solved, got, _ = generator._within(p, level)
            want = (True, max(got, 0)) if solved else (False,)
            quick = generator._solves_within(p, level)
            assert (quick if quick[0] else (False,)) == want, (p.width, p.height, level)
            seen.add(want)
    # the check met puzzles of every grade, and puzzles the capped logic does not finish
    assert {(True, 0), (True, 1), (True, 2), (True, 3), (False,)} <= seen


def test_a_stuck_layout_walk_gives_up_soon(monkeypatch) -> None:
    # 13 x 13, seed 35: the tiling's last large region ends up walled in by regions none of its
    # cells can move to. The walk went on to its limit of 50 tries a cell (3,596 redraws) before
    # it gave up; it now gives up once no cell has left a large region in 10 tries a cell
    calls = [0]
    redraw = generator._redraw

    def counted(*args, **kwargs):
        calls[0] += 1
        return redraw(*args, **kwargs)

    monkeypatch.setattr(generator, "_redraw", counted)
    with pytest.raises(RuntimeError, match="no 13 x 13 Suguru layout found"):
        generator.mutated_layout(13, 13, random.Random(35))
    assert calls[0] < 2000


def test_a_large_board_puts_back_a_given_where_the_logic_got_stuck(monkeypatch) -> None:
    # above 100 cells the givens go while unique, then come back until the logic solves the
    # puzzle within the grade: the one put back is the last one taken away of those in a cell
    # the logic left open (it was the last one taken away anywhere: some 20 logic runs where
    # about 3 do on a 20 x 20)
    w = h = 11
    regions, solution = generator.random_layout(w, h, random.Random(3))
    removed = [frozenset({i}) for i in (5, 17, 40, 66, 90)]
    clues = [0 if any(i in orb for orb in removed) else v for i, v in enumerate(solution)]
    monkeypatch.setattr(generator, "_remove_givens", lambda *a, **k: (list(clues), list(removed)))
    seen = []

    def logic(puzzle, level):
        seen.append(puzzle.clues)
        if len(seen) == 1:
            return False, 0, frozenset({17, 66})  # stuck at 17 and 66: 66 went last of those
        return True, level, frozenset()

    monkeypatch.setattr(generator, "_capped_logic", logic)
    monkeypatch.setattr(generator, "_within", lambda puzzle, level: (True, level, 1))
    got = generator._attempt_large(generator.Options(size=w, difficulty="Hard"), regions, solution, [], None)
    assert got is not None and len(seen) == 2
    back = [i for i in (5, 17, 40, 66, 90) if seen[1][i]]
    assert back == [66]


def test_an_attempt_on_a_large_board_tries_several_orders_of_givens_on_its_layout(monkeypatch) -> None:
    # whether a layout can make the grade at all is most of the chance, and its walk costs more
    # than an order's givens: an attempt tries _LAYOUT_ORDERS orders on its layout, until one
    # makes the grade; a board of up to 100 cells tries one
    layouts, orders = [], []
    real_layout = generator._layout

    def layout(options, rng, cancel):
        layouts.append(real_layout(options, rng, cancel))
        return layouts[-1]

    def large(options, regions, solution, order, cancel):
        orders.append(order)
        return "made" if len(orders) == 3 else None

    monkeypatch.setattr(generator, "_layout", layout)
    monkeypatch.setattr(generator, "_attempt_large", large)
    options = generator.Options(size=11, difficulty="Hard")
    assert generator.attempt(options, random.Random(1)) == "made"
    assert len(layouts) == 1 and len(orders) == 3  # (the third order made it)
    assert sorted(orders[0], key=min) == sorted(orders[1], key=min) == sorted(orders[2], key=min)
    assert orders[0] != orders[1] != orders[2]
    orders.clear()
    monkeypatch.setattr(generator, "_attempt_large", lambda *a: orders.append(a) and None)
    assert generator.attempt(options, random.Random(3)) is None  # every order missed
    assert len(orders) == generator._LAYOUT_ORDERS == 4 and len(layouts) == 2
