"""The propagation's, the contradiction scan's, the non-consecutive pruning's and finned fish's quick tests
and tables give what the plain loops they stand for give (on random units, grids and lines)."""

import random
from itertools import compress
from operator import and_, ne

from str8ts_gui.kinds.sudoku.logic.fish import _Covers, _line_index, _index_mask
from str8ts_gui.kinds.sudoku.logic.variant_forcing import _pack, _packed_cells, _unpack
from str8ts_gui.kinds.sudoku.logic.variant_propagate import _counts
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import _drops


def _unit_masks(rng, n):
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.4:
            out.append(1 << rng.randint(1, n))
        elif r < 0.42:
            out.append(0)
        else:
            out.append(rng.randint(0, (1 << (n + 1)) - 1) & ~1)
    return out


def test_counts_test_passes_only_when_a_unit_has_no_hidden_single_nor_missing_digit():
    rng = random.Random(1)
    for n in (4, 6, 9):
        full = sum(1 << d for d in range(1, n + 1))
        table, add, check, high = _counts(n)
        passed = 0
        for _ in range(20000):
            ms = _unit_masks(rng, n)
            once = twice = fixed = 0
            for mi in ms:
                twice |= once & mi
                once |= mi
                if not mi & (mi - 1):
                    fixed |= mi
            nothing = once == full and not once & ~twice & ~fixed
            if (sum(table[m] for m in ms) + add) & check == high:
                passed += 1
                assert nothing, ms
        assert passed  # (the test does pass on some units)


def test_a_mask_with_bit_0_fails_the_counts_test():
    table, add, check, high = _counts(9)
    ms = [0b1111111110] * 8 + [0b11]
    assert (sum(table[m] for m in ms) + add) & check != high


def test_packed_masks_give_the_cells_that_lost_candidates_and_what_is_left():
    rng = random.Random(2)
    for _ in range(2000):
        cells = rng.choice([16, 36, 81])
        F = [rng.randint(0, (1 << 17) - 1) for _ in range(cells)]
        M = [f & rng.randint(0, (1 << 17) - 1) if rng.random() < 0.2 else f for f in F]
        P, Q = _pack(F), _pack(M)
        X = list(map(and_, F, M))
        assert _unpack(P & Q, cells) == X
        assert _packed_cells(P & ~Q) == list(compress(range(cells), map(ne, F, X)))


def test_non_consecutive_drops():
    drops = _drops(9)
    assert drops[1 << 5] == 1 << 4 | 1 << 6
    assert drops[1 << 1] == 1 << 2
    assert drops[1 << 3 | 1 << 5] == 1 << 4
    assert drops[1 << 3 | 1 << 4] == 0
    assert drops[1 << 1 | 1 << 2 | 1 << 3] == 0


def test_covers_are_k_lines_with_the_rest_of_the_indexes_in_one_band():
    for n, width, k in ((9, 3, 2), (9, 3, 3), (9, 3, 4), (6, 3, 2), (6, 2, 3)):
        covers = _Covers(n, width, k)
        bands = [((1 << width) - 1) << (j * width) for j in range(n // width)]
        for idx in range(1 << n):
            tries = covers[idx]
            size = idx.bit_count()
            if not k < size <= k + width:
                assert tries == ()
                continue
            for c in tries:
                assert c.bit_count() == k and not c & ~idx
                assert any(not (idx & ~c) & ~b for b in bands)  # the fins' indexes in one band
            assert covers.viable[idx] == any((idx & ~b).bit_count() <= k for b in bands)


def test_line_index_is_the_cover_index_mask():
    rng = random.Random(3)
    n = 9
    for _ in range(2000):
        u = rng.randrange(2 * n)
        if u < n:
            cells = [u * n + c for c in range(n)]
            index = lambda i: i % n  # noqa: E731
        else:
            cells = [r * n + (u - n) for r in range(n)]
            index = lambda i: i // n  # noqa: E731
        pos = sum(1 << i for i in cells if rng.random() < 0.4)
        kind = "rows" if u < n else "columns"
        assert _line_index(kind, n, u, pos) == _index_mask(pos, index)
