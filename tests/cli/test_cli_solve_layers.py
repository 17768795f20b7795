"""`str8ts solve --json` and the layers of a solution beside its digits: a Nurikabe Sudoku's
shading (`shaded`, rows of 1 for ocean, 0 for island) and a chaos construction's found regions
(`regions`, rows of region numbers from 1); both checked here against the rules written out,
not only against the solver. Puzzles without such rules keep exactly the old keys, and the plain
`solve` line stays the digits alone."""

from __future__ import annotations

import json
from pathlib import Path

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.solver.sat import solve

from cli_helpers import run

# (and where each puzzle was read, which every object has)
OLD_KEYS = {"status", "solution", "count", "ms", "kind", "grid", "source", "line"}


def _file(tmp_path: Path, puzzle, name: str) -> str:
    path = tmp_path / name
    path.write_text(dumps_document(Document(puzzle)), encoding="utf-8")
    return str(path)


def _pieces(cells: set[int], n: int) -> list[set[int]]:
    """The orthogonally connected pieces of ``cells`` (a plain flood fill)."""
    todo, out = set(cells), []
    while todo:
        stack = [todo.pop()]
        piece = set(stack)
        while stack:
            r, c = divmod(stack.pop(), n)
            for j in ((r - 1) * n + c if r else None, (r + 1) * n + c if r < n - 1 else None, r * n + c - 1 if c else None, r * n + c + 1 if c < n - 1 else None):
                if j in todo:
                    todo.discard(j)
                    piece.add(j)
                    stack.append(j)
        out.append(piece)
    return out


def _solve_json(path: str) -> dict:
    code, out, err = run("solve", "--json", path)
    assert code == 0 and err == ""
    return json.loads(out)


def test_nurikabe_sudoku_prints_its_shading(tmp_path: Path) -> None:
    n = 4
    rule = NurikabeSudoku(shaded=(3, 12), unshaded=(0,))
    puzzle = new_puzzle(n, [1] + [0] * 14 + [2]).replace(constraints=(rule,))
    obj = _solve_json(_file(tmp_path, puzzle, "nurikabe.puzzle"))
    assert set(obj) == OLD_KEYS | {"shaded"}
    digits = [d for row in obj["grid"] for d in row]
    shade = [s for row in obj["shaded"] for s in row]
    assert len(obj["shaded"]) == n and set(shade) <= {0, 1}
    # the rules, written out: the given cells, one connected ocean, no 2 x 2 ocean, islands of
    # three cells or more that repeat no digit
    ocean = {i for i in range(n * n) if shade[i]}
    assert {3, 12} <= ocean and 0 not in ocean
    assert len(_pieces(ocean, n)) == 1
    assert not any({i, i + 1, i + n, i + n + 1} <= ocean for i in range(n * n - n) if i % n < n - 1)
    for island in _pieces(set(range(n * n)) - ocean, n):
        assert len(island) >= 3 and len({digits[i] for i in island}) == len(island)
    # the solution's own shading, the one the window draws
    assert shade == list(solve(puzzle, limit=2).layers[0]["shaded"])


def test_chaos_construction_prints_its_regions(tmp_path: Path) -> None:
    n = 6
    puzzle = new_puzzle(n, [1, 2] + [0] * 33 + [3]).replace(constraints=(ChaosConstruction(),))
    obj = _solve_json(_file(tmp_path, puzzle, "chaos.puzzle"))
    assert set(obj) == OLD_KEYS | {"regions"}
    digits = [d for row in obj["grid"] for d in row]
    regions = [k for row in obj["regions"] for k in row]
    assert len(obj["regions"]) == n and sorted(set(regions)) == list(range(1, n + 1))
    firsts = [regions.index(k) for k in range(1, n + 1)]
    assert firsts == sorted(firsts)  # numbered in the order of their first cells
    for k in range(1, n + 1):
        cells = {i for i in range(n * n) if regions[i] == k}
        assert len(cells) == n and len(_pieces(cells, n)) == 1
        assert sorted(digits[i] for i in cells) == list(range(1, n + 1))


def test_other_puzzles_keep_their_keys_and_the_plain_line_is_the_digits(tmp_path: Path) -> None:
    plain = _solve_json(_file(tmp_path, new_puzzle(4, [1] + [0] * 15), "plain.puzzle"))
    assert set(plain) == OLD_KEYS
    # no solution: no layers either (the grid is null)
    rule = NurikabeSudoku(shaded=(0,), unshaded=(1, 4))  # an ocean cell walled in: no solution
    path = _file(tmp_path, new_puzzle(4).replace(constraints=(rule,)), "none.puzzle")
    code, out, _err = run("solve", "--json", path)
    obj = json.loads(out)
    assert code == 1 and obj["status"] == "none" and obj["grid"] is None and set(obj) == OLD_KEYS
    puzzle = new_puzzle(4, [1] + [0] * 15).replace(constraints=(ChaosConstruction(),))
    code, out, _err = run("solve", _file(tmp_path, puzzle, "chaos.puzzle"))
    assert code == 0 and out.strip() == "".join(map(str, solve(puzzle, limit=1).solution))
