"""The Suguru model: new boards (square and rectangular, default regions), regions renumbered,
digits, validation, disconnected regions, the geometry's peers, and the kind's registration."""

from __future__ import annotations

import pytest

from suguru_bruteforce import touching
from str8ts_gui.core.kind import get_kind, kind_of
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.suguru import model
from str8ts_gui.solver.sat import Status, solve


def test_new_boards_square_and_rectangular_with_default_regions() -> None:
    p = model.new_puzzle(6)
    assert (p.width, p.height, p.kind) == (6, 6, "suguru")
    q = model.new_puzzle(7, 4)
    assert (q.width, q.height, q.cell_count) == (7, 4, 28)
    assert get_kind("suguru").empty_rect(7, 4) == q
    assert get_kind("suguru").empty(5) == model.new_puzzle(5, 5)
    assert q.regions == model.canonical_regions(q.regions)
    assert q.digits == max(model.region_sizes(q.regions).values())
    assert all(k <= 9 for k in model.region_sizes(q.regions).values())


@pytest.mark.parametrize("w", range(2, 13, 3))
@pytest.mark.parametrize("h", range(2, 13, 2))
def test_every_default_board_has_a_solution(w, h) -> None:
    p = model.new_puzzle(w, h)
    assert not model.disconnected_regions(p)
    assert solve(p, limit=1).status is Status.SOLVED


def test_with_regions_renumbers_keeps_every_clue_and_recomputes_digits() -> None:
    p = model.new_puzzle(4, 2, [5, 5, 7, 7, 5, 5, 7, 7], [4, 0, 0, 0, 0, 0, 0, 3])
    assert p.regions == (0, 0, 1, 1, 0, 0, 1, 1) and p.digits == 4
    q = model.with_regions(p, [9, 9, 9, 9, 9, 8, 8, 8])
    assert q.regions == (0, 0, 0, 0, 0, 1, 1, 1) and q.digits == 5 and q.clues == p.clues
    r = model.with_regions(p, list(range(8)))  # every cell alone: the clues stay (the checker objects)
    assert r.clues == p.clues and r.digits == 4
    assert {v.kind for v in kind_of(r).check(r, r.clues)} == {"too_big"}
    with pytest.raises(ValueError, match="at most 9"):
        model.with_regions(model.new_puzzle(5, 2), [0] * 10)


def test_validation_names_the_problem() -> None:
    with pytest.raises(ValueError, match="width must be 2 to 20"):
        model.new_puzzle(21, 3)
    with pytest.raises(ValueError, match="needs 6 region numbers"):
        model.new_puzzle(3, 2, [0, 0, 0])
    bad = Puzzle(3, (False,) * 6, (0,) * 6, "suguru", height=2, digits=2, regions=(0, 0, 0, 1, 1, 1))
    with pytest.raises(ValueError, match="digits 1 to 3"):
        model.validate(bad)
    with pytest.raises(ValueError, match="no black cells"):
        model.validate(bad.replace(black=(True,) + (False,) * 5, digits=3))


def test_disconnected_regions_are_allowed_and_found() -> None:
    p = model.new_puzzle(3, 2, [0, 1, 0, 1, 1, 1])  # region 0: r1c1 and r1c3, apart
    assert model.disconnected_regions(p) == [0]
    assert model.disconnected_regions(model.new_puzzle(3, 2, [0, 1, 1, 0, 0, 1])) == []


def test_peers_are_the_region_and_the_touching_cells() -> None:
    p = model.new_puzzle(5, 4, [0, 0, 1, 1, 1, 0, 2, 2, 1, 3, 4, 2, 2, 3, 3, 4, 4, 5, 5, 3])
    geo = kind_of(p).geometry(p)
    for i in range(20):
        want = {j for j in range(20) if j != i and (p.regions[j] == p.regions[i] or touching(i, j, 5))}
        assert set(geo.peers[i]) == want
    assert geo.regions == p.regions and geo.height == 4
    assert sorted(map(sorted, geo.units)) == sorted(
        sorted(i for i in range(20) if p.regions[i] == g) for g in set(p.regions)
    )
