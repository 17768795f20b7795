"""The human logic on the f-puzzles constructs and the secret direction path: on random 4 x 4
and 6 x 6 puzzles with extra regions, row/column/box indexers, given pencil marks or a secret
path (rules a random grid keeps), every step the variant logic takes is sound (no elimination of
a digit some solution has, no placement not in all of them), and given pencil marks and the
path show up in the steps in their own words ("Given pencil marks 45 in r3c3: 2 leaves r3c3")."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "variants"))  # the variants' brute force

from brute import random_puzzle_grid  # noqa: E402

from str8ts_gui.core.kind import get_kind  # noqa: E402
from str8ts_gui.kinds.sudoku.model import new_puzzle  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection  # noqa: E402
from str8ts_gui.solver.sat import Status, solve, true_candidates  # noqa: E402

KIND = get_kind("sudoku")
LOGIC = KIND.logic()


def _rules(rng: random.Random, n: int, grid, which: int) -> list:
    """Rules of one kind that ``grid`` keeps."""
    cells = rng.sample(range(n * n), n)
    if which == 0:
        seen, region = set(), []
        for i in cells:
            if grid[i] not in seen:
                seen.add(grid[i])
                region.append(i)
        return [ExtraRegion(tuple(sorted(region[: rng.randint(2, n)])))]
    if which == 1:
        axis = rng.choice(("row", "column", "box"))
        rules = [Indexer(tuple(sorted(cells[:3])), axis)]
        return [Indexer(tuple(i for i in rules[0].cells if not KIND.check(new_puzzle(n).replace(constraints=(Indexer((i,), axis),)), grid)), axis)]
    if which == 2:
        return [GivenCandidates(i, tuple(sorted({grid[i], *rng.sample(range(1, n + 1), 1)}))) for i in cells[: n // 2]]
    spots = [i for i in range(n * n) if grid[i] == n]
    paths = [SecretDirection(a, b) for a in range(n * n) for b in spots if a != b]
    reaching = [p for p in paths if p.walk(grid, n)[1] == "goal"]
    return [rng.choice(reaching)] if reaching else []


def test_steps_on_these_rules_are_sound_and_name_them() -> None:
    rng = random.Random(5)
    said = set()
    made = 0
    while made < 24:
        n = 4 if made % 2 else 6
        grid = random_puzzle_grid(rng, n)
        rules = [r for r in _rules(rng, n, grid, made % 4) if getattr(r, "cells", True)]
        if not rules:
            continue
        clues = [d if rng.random() < (0.2 if n == 4 else 0.4) else 0 for d in grid]
        puzzle = new_puzzle(n, clues).replace(constraints=tuple(rules))
        assert not KIND.check(puzzle, grid)
        if solve(puzzle, limit=1).status is Status.NONE:
            continue
        made += 1
        truth = list(true_candidates(puzzle).masks)
        g = LOGIC.CandidateGrid.from_puzzle(puzzle)
        for _ in range(40):
            step = LOGIC.next_step(g)
            if step is None:
                break
            for i, d in step.eliminations:
                assert not truth[i] >> d & 1, f"{step.strategy}: {step.text}: removes {d} from cell {i}"
            for i, d in step.placements:
                assert truth[i] == 1 << d, f"{step.strategy}: {step.text}: places {d} in cell {i}"
            said.update(r.title for r in rules if r.title in step.text)
            g = LOGIC.apply(g, step)
    assert {"Given pencil marks", "Secret direction path"} <= said, said
