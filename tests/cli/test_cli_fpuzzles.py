"""``str8ts`` on f-puzzles JSON files and links, one rule at a time, against a brute force.

Every case is a tiny hand-made 4 x 4 f-puzzles document. The reference enumerates every 4 x 4
Latin square, keeps those whose regions (boxes or the jigsaw's) hold 1-4 once each, and filters
them by the rule as written below, straight from the rule's wording (independent of the
program's checkers and encodings). ``count``, ``solve``, ``solve --json``, ``candidates``,
``check`` and ``render`` must agree with it, from a file and from the link.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from str8ts_gui.kinds.sudoku.fpuzzles import LINK_PREFIX, lz_compress_base64

from cli_helpers import run

N = 4  # the board of most cases; a few are 6 x 6 (anti-king and non-consecutive have no 4 x 4)
BOXES = {4: (2, 2), 6: (2, 3)}
JIGSAW = (0, 1, 1, 2, 0, 1, 1, 2, 0, 3, 3, 2, 0, 3, 3, 2)  # columns 1 and 4, two 2 x 2 in the middle


def rc(name: str) -> tuple[int, int]:
    r, c = name.upper().removeprefix("R").split("C")
    return int(r), int(c)


def idx(name: str, n: int) -> int:
    r, c = rc(name)
    return (r - 1) * n + c - 1


def neighbours(i: int, n: int, steps) -> list[int]:
    r, c = divmod(i, n)
    return [(r + dr) * n + c + dc for dr, dc in steps if 0 <= r + dr < n and 0 <= c + dc < n]


KNIGHT = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
KING = [(a, b) for a in (-1, 1) for b in (-1, 1)]
ORTHO = [(0, 1), (1, 0), (0, -1), (-1, 0)]
DIRS = {"DR": (1, 1), "DL": (1, -1), "UR": (-1, 1), "UL": (-1, -1)}


def sandwich(line: list[int]) -> int:
    a, b = sorted((line.index(1), line.index(len(line))))
    return sum(line[a + 1 : b])


def rule_holds(data: dict, g: tuple[int, ...]) -> bool:
    """Does grid ``g`` keep every rule of the f-puzzles object ``data``? (the reference)"""
    n = data["size"]

    def at(name: str) -> int:
        return g[idx(name, n)]

    for cage in data.get("killercage", []) + data.get("cage", []):
        cells = [at(c) for c in cage["cells"]]
        if len(set(cells)) != len(cells) or ("value" in cage and sum(cells) != int(cage["value"])):
            return False
    for thermo in data.get("thermometer", []):
        for line in thermo["lines"]:
            vals = [at(c) for c in line]
            if any(a >= b for a, b in zip(vals, vals[1:])):
                return False
    for arrow in data.get("arrow", []):
        bulb = sorted(arrow["cells"], key=lambda c: idx(c, n))
        number = int("".join(str(at(c)) for c in bulb))
        for line in arrow["lines"]:
            if number != sum(at(c) for c in line if c not in bulb):
                return False
    for clue in data.get("sandwichsum", []):
        r, c = rc(clue["cell"])
        line = [g[k * n + c - 1] for k in range(n)] if r == 0 else [g[(r - 1) * n + k] for k in range(n)]
        if sandwich(line) != int(clue["value"]):
            return False
    for clue in data.get("littlekillersum", []):
        r, c = rc(clue["cell"])
        dr, dc = DIRS[clue["direction"]]
        r, c, total = r - 1 + dr, c - 1 + dc, 0
        while 0 <= r < n and 0 <= c < n:
            total += g[r * n + c]
            r, c = r + dr, c + dc
        if total != int(clue["value"]):
            return False
    for key, steps in (("antiknight", KNIGHT), ("antiking", KING)):
        if data.get(key) and any(g[i] == g[j] for i in range(n * n) for j in neighbours(i, n, steps)):
            return False
    if data.get("nonconsecutive") and any(
        abs(g[i] - g[j]) == 1 for i in range(n * n) for j in neighbours(i, n, ORTHO)
    ):
        return False
    if data.get("diagonal-") and len({g[k * n + k] for k in range(n)}) != n:
        return False
    if data.get("diagonal+") and len({g[(n - 1 - k) * n + k] for k in range(n)}) != n:
        return False
    if any(at(c["cell"]) % 2 == 0 for c in data.get("odd", [])):
        return False
    if any(at(c["cell"]) % 2 == 1 for c in data.get("even", [])):
        return False
    for dot in data.get("difference", []):
        a, b = (at(c) for c in dot["cells"])
        if abs(a - b) != int(dot.get("value", 1)):
            return False
    for dot in data.get("ratio", []):
        a, b = (at(c) for c in dot["cells"])
        k = int(dot.get("value", 2))
        if a != k * b and b != k * a:
            return False
    for mark in data.get("xv", []):
        a, b = (at(c) for c in mark["cells"])
        if a + b != {"X": 10, "V": 5}[mark["value"]]:
            return False
    for key in ("renban", "whispers", "palindrome"):
        for item in data.get(key, []):
            for line in item["lines"]:
                vals = [at(c) for c in line]
                if key == "renban" and (len(set(vals)) != len(vals) or max(vals) - min(vals) != len(vals) - 1):
                    return False
                if key == "whispers" and any(abs(a - b) < (n + 1) // 2 for a, b in zip(vals, vals[1:])):
                    return False
                if key == "palindrome" and vals != vals[::-1]:
                    return False
    return True


def regions_of(data: dict) -> tuple[int, ...]:
    n = data["size"]
    cells = [cell for row in data["grid"] for cell in row]
    if any("region" in cell for cell in cells):
        return tuple(cell["region"] for cell in cells)
    br, bc = BOXES[n]
    return tuple((r // br) * (n // bc) + c // bc for r in range(n) for c in range(n))


def givens_of(data: dict) -> list[int]:
    return [cell.get("value", 0) if cell.get("given") else 0 for row in data["grid"] for cell in row]


def completions(data: dict, givens: list[int]) -> list[tuple[int, ...]]:
    """Every grid with ``givens`` whose rows, columns and regions hold 1..n once each (plain
    backtracking, no variant rule)."""
    n, regions = data["size"], regions_of(data)
    units = [[j for j in range(n * n) if j // n == i // n or j % n == i % n or regions[j] == regions[i]] for i in range(n * n)]
    g = list(givens)
    out: list[tuple[int, ...]] = []

    def fill(k: int) -> None:
        if k == n * n:
            out.append(tuple(g))
            return
        if givens[k]:
            if all(g[j] != g[k] for j in units[k] if j != k):
                fill(k + 1)
            return
        for v in range(1, n + 1):
            if all(g[j] != v for j in units[k]):
                g[k] = v
                fill(k + 1)
        g[k] = 0

    fill(0)
    return out


def reference(data: dict) -> tuple[list[tuple[int, ...]], int]:
    """(the solutions of ``data``, how many grids keep its givens and regions without the rules)."""
    grids = completions(data, givens_of(data))
    return [g for g in grids if rule_holds(data, g)], len(grids)


def doc(givens: dict[str, int] | None = None, regions=None, size: int = N, **rules) -> dict:
    grid = [[{} for _ in range(size)] for _ in range(size)]
    for name, v in (givens or {}).items():
        r, c = rc(name)
        grid[r - 1][c - 1] = {"value": v, "given": True}
    if regions is not None:
        for i, g in enumerate(regions):
            grid[i // size][i % size]["region"] = g
    return {"size": size, "title": "", "author": "", "ruleset": "", "grid": grid, **rules}


def givens6(line: str, keep: str) -> dict[str, int]:
    """Givens of a 6 x 6 from a solution ``line``: the cells where ``keep`` has an 'x'."""
    return {f"R{i // 6 + 1}C{i % 6 + 1}": int(line[i]) for i, ch in enumerate(keep) if ch == "x"}


KEEP6 = "x.......x.......x..x.......x.......x"  # six givens of a 6 x 6 solution
CASES = {
    "killercage": doc({"R1C1": 1}, killercage=[{"cells": ["R1C2", "R2C2"], "value": "5"}, {"cells": ["R3C3", "R3C4"]}]),
    "cage": doc({"R1C1": 2}, cage=[{"cells": ["R4C1", "R4C2", "R3C1"], "value": "8"}]),
    "thermometer": doc({"R4C4": 2}, thermometer=[{"lines": [["R1C1", "R2C2", "R3C3"]]}, {"lines": [["R4C1", "R3C2"]]}]),
    "arrow": doc({"R4C4": 4}, arrow=[{"cells": ["R1C1"], "lines": [["R1C1", "R2C2", "R3C3"]]}]),
    "arrow_pill": doc({}, arrow=[{"cells": ["R1C2", "R1C1"], "lines": [["R1C2", "R2C3", "R3C4", "R4C4", "R4C3", "R3C2"]]}]),
    "sandwichsum": doc({"R1C1": 3}, sandwichsum=[{"cell": "R0C2", "value": "5"}, {"cell": "R3C0", "value": "0"}]),
    "littlekillersum": doc(
        {"R1C1": 1},
        littlekillersum=[{"cell": "R0C1", "direction": "DR", "value": "7"}, {"cell": "R5C2", "direction": "UR", "value": "6"}],
    ),
    "antiknight": doc({"R1C1": 1, "R2C2": 3}, antiknight=True),
    "antiking": doc(givens6("345216621435136524452361264153513642", KEEP6), size=6, antiking=True),
    "diagonal+": doc({"R1C1": 1, "R2C1": 2}, **{"diagonal+": True}),
    "diagonal-": doc({"R1C2": 1, "R2C1": 2}, **{"diagonal-": True}),
    "nonconsecutive": doc(givens6("264153531426315264642531426315153642", KEEP6), size=6, nonconsecutive=True),
    "odd_even": doc({"R1C1": 1}, odd=[{"cell": "R2C2"}, {"cell": "R3C1"}], even=[{"cell": "R1C4"}, {"cell": "R4C2"}]),
    "difference": doc({"R1C1": 1}, difference=[{"cells": ["R2C2", "R2C3"]}, {"cells": ["R3C1", "R4C1"], "value": "2"}]),
    "ratio": doc({"R1C1": 3}, ratio=[{"cells": ["R2C2", "R2C3"]}, {"cells": ["R3C3", "R3C4"], "value": "3"}]),
    "xv": doc({"R1C1": 1}, xv=[{"cells": ["R2C2", "R2C3"], "value": "V"}, {"cells": ["R3C3", "R4C3"], "value": "V"}]),
    "renban": doc({"R1C1": 1}, renban=[{"lines": [["R2C2", "R2C3", "R3C3"]]}]),
    "whispers": doc({"R1C1": 1}, whispers=[{"lines": [["R2C1", "R2C2", "R3C2", "R3C3"]]}]),
    "palindrome": doc({"R1C1": 1}, palindrome=[{"lines": [["R2C1", "R2C2", "R3C3"]]}]),
    "jigsaw": doc({"R1C1": 1}, regions=JIGSAW),
    "mixed": doc(
        {},
        regions=JIGSAW,
        killercage=[{"cells": ["R1C1", "R1C2"], "value": "5"}],
        thermometer=[{"lines": [["R4C1", "R4C2"]]}],
        xv=[{"cells": ["R3C3", "R3C4"], "value": "V"}],
        **{"diagonal-": True},
    ),
}


_REFERENCE: dict[str, tuple[list[tuple[int, ...]], int]] = {}


@pytest.fixture(params=sorted(CASES))
def case(request, tmp_path: Path) -> tuple[str, dict, list[tuple[int, ...]], str]:
    data = CASES[request.param]
    if request.param not in _REFERENCE:
        _REFERENCE[request.param] = reference(data)
    solutions, without = _REFERENCE[request.param]
    # each case means something: some grids keep it, and the rules (or the jigsaw) cut some
    assert 0 < len(solutions) < without or (request.param == "jigsaw" and solutions), (request.param, len(solutions))
    if request.param == "jigsaw":
        boxes = doc({"R1C1": 1})
        assert set(solutions) != set(reference(boxes)[0])
    path = tmp_path / "puzzle.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return request.param, data, solutions, str(path)


def link(data: dict) -> str:
    return LINK_PREFIX + lz_compress_base64(json.dumps(data))


def line_of(g) -> str:
    return "".join(map(str, g))


def test_count_solve_and_candidates_agree_with_the_brute_force(case) -> None:
    name, data, solutions, path = case
    for src in (path, link(data)):
        code, out, err = run("count", "--limit", "1000", src)
        assert (code, err) == (0, "") and int(out) == len(solutions), name
        code, out, err = run("solve", src)
        assert code == 0 and out.strip() in {line_of(g) for g in solutions}, name
        code, out, err = run("solve", "--json", src)
        obj = json.loads(out)
        assert obj["status"] == ("unique" if len(solutions) == 1 else "several") and isinstance(obj["ms"], float)
        assert tuple(v for row in obj["grid"] for v in row) in solutions
    code, out, err = run("candidates", path)
    givens, n = givens_of(data), data["size"]
    expected = " ".join(
        f"r{i // n + 1}c{i % n + 1}:{''.join(str(d) for d in sorted({g[i] for g in solutions}))}"
        for i in range(n * n)
        if not givens[i]
    )
    assert code == 0 and out.strip() == expected, name


def with_entries(data: dict, grid) -> dict:
    out = json.loads(json.dumps(data))
    for i, v in enumerate(grid):
        cell = out["grid"][i // data["size"]][i % data["size"]]
        if not cell.get("given"):
            cell["value"] = v
    return out


def test_check_passes_a_solution_and_names_a_rule_break(case, tmp_path: Path) -> None:
    name, data, solutions, _path = case
    good = tmp_path / "good.json"
    good.write_text(json.dumps(with_entries(data, solutions[0])), encoding="utf-8")
    assert run("check", str(good)) == (0, "ok: solved\n", "")
    # a grid that keeps the givens, rows, columns and regions but breaks the variant rules (for
    # the jigsaw: a grid that keeps the boxes instead of its regions)
    plain = {**data, "grid": [[{k: v for k, v in cell.items() if k != "region"} for cell in row] for row in data["grid"]]}
    bad_grid = next(g for g in completions(plain, givens_of(data)) if g not in set(solutions))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(with_entries(data, bad_grid)), encoding="utf-8")
    code, out, err = run("check", str(bad))
    assert code == 1 and "violation" in out.splitlines()[0] and err == "", (name, out)


def test_render_draws_every_rule(qapp, case, tmp_path: Path) -> None:
    # (qapp: render needs Qt; a QApplication keeps later widget tests in this process working)
    name, data, _solutions, path = case
    out_png = tmp_path / "out.png"
    code, out, err = run("render", link(data), "--out", str(out_png))
    assert code == 0 and out_png.stat().st_size > 1000, (name, err)


def test_convert_writes_json_and_links_that_read_back(case) -> None:
    name, data, solutions, path = case
    code, text, err = run("convert", "--to", "fpuzzles", path)
    assert code == 0 and err == ""
    written = json.loads(text)
    assert reference(written)[0] == solutions  # the same rules, as f-puzzles JSON
    code, url, err = run("convert", "--to", "fpuzzles-link", path)
    assert code == 0 and url.startswith("https://www.f-puzzles.com/?load=")
    code, native, _ = run("convert", "--to", "json", url.strip())
    code2, back, _ = run("convert", "--to", "json", path)
    assert code == code2 == 0 and native == back


def test_a_sudokupad_link_carries_the_same_payload() -> None:
    data = CASES["killercage"]
    payload = link(data).removeprefix(LINK_PREFIX)
    expected = len(reference(data)[0])
    for src in (f"https://sudokupad.app/fpuzzles{payload}", f"sudokupad.app/fpuzzles{payload}"):
        code, out, err = run("count", "--limit", "1000", src)
        assert (code, err) == (0, "") and int(out) == expected
    code, out, err = run("count", "--limit", "1000", "-", stdin=json.dumps(data, indent=2))  # JSON on stdin
    assert (code, err) == (0, "") and int(out) == expected


@pytest.mark.parametrize(
    "data, words",
    [
        ({**CASES["antiking"], "quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R3C3"], "values": [1]}]}, ["quadruple[0]", "2 x 2"]),
        ({**CASES["antiking"], "mysteryrule": [{"cells": ["R1C1"]}]}, ["'mysteryrule'", "not supported"]),
        ({**CASES["antiking"], "killercage": [{"cells": ["R1C9"], "value": "5"}]}, ["killercage[0].cells[0]", "'R1C9'"]),
        ({**CASES["antiking"], "size": 17}, ["size 17"]),
        ({**CASES["antiking"], "xv": [{"cells": ["R1C1", "R2C2"], "value": "X"}]}, ["xv[0]", "do not touch"]),
        ({**CASES["antiking"], "sandwichsum": [{"cell": "R2C2", "value": "3"}]}, ["sandwichsum[0].cell", "'R2C2'"]),
    ],
)
def test_bad_or_unsupported_input_exits_2_naming_the_key(data: dict, words: list[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for src, where in ((str(path), str(path)), (link(data), "argument 1")):
        for command in ("solve", "count", "check", "candidates"):
            code, out, err = run(command, src)
            assert code == 2 and out == "" and err.startswith(f"str8ts: {where}: "), (command, err)
            assert all(w in err for w in words), err
            assert "Traceback" not in err


def test_outside_clues_without_a_number_are_markers_that_change_nothing(tmp_path: Path) -> None:
    """Sandwich, little killer, X-sum and skyscraper clues whose value has no digits ("?", a
    word, blank: markers f-puzzles and SudokuPad draw without a number) say nothing: the puzzle
    counts as it does without them (they were refused with "'?' is not a number"); a value with
    digits that is not a whole number still exits 2 naming the field."""
    markers = {
        "sandwichsum": [{"cell": "R0C3", "value": "?"}, {"cell": "R1C0", "value": ""}],
        "littlekillersum": [{"cell": "R0C2", "direction": "DL", "value": "?"}],
        "xsum": [{"cell": "R0C1", "value": "?"}],
        "skyscraper": [{"cell": "R2C5", "value": "sky"}],
    }
    for name in ("sandwichsum", "littlekillersum"):
        data = CASES[name]
        expected = len(reference(data)[0])
        marked = {**data, **{key: data.get(key, []) + clues for key, clues in markers.items()}}
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(marked), encoding="utf-8")
        for src in (str(path), link(marked)):
            code, out, err = run("count", "--limit", "1000", src)
            assert (code, err) == (0, "") and int(out) == expected, (name, err)
    bad = {**CASES["sandwichsum"], "xsum": [{"cell": "R0C1", "value": "?"}, {"cell": "R0C2", "value": "3.5"}]}
    code, out, err = run("count", link(bad))
    assert code == 2 and out == "" and "xsum[1].value: '3.5' is not a number" in err, err


def test_a_file_of_links_with_a_plain_sudoku_line_solves_each(tmp_path: Path) -> None:
    """A plain Sudoku line among f-puzzles links is a puzzle of its own (it was refused with
    "no f-puzzles link")."""
    data = CASES["killercage"]
    plain = "1.3.3..2.1.34..."  # a classic 4 x 4 with one solution
    path = tmp_path / "links.txt"
    path.write_text(f"{link(data)}\n{plain}\n", encoding="utf-8")
    code, out, err = run("count", "--limit", "1000", str(path))
    assert (code, err) == (0, "") and out.split() == [str(len(reference(data)[0])), "1"]
    code, out, err = run("solve", "-", stdin=f"{plain}\n{link(data)}\n")
    assert (code, err) == (0, "") and len(out.split()) == 2 and out.split()[0] == "1234341221434321"


def test_a_broken_link_exits_2() -> None:
    code, out, err = run("solve", "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1AD")
    assert code == 2 and "f-puzzles link" in err and out == ""
    code, out, err = run("solve", "https://sudokupad.app/abc123xyz")
    assert code == 2 and "SudokuPad's own format" in err


def test_convert_exits_2_for_a_rule_f_puzzles_cannot_hold(tmp_path: Path) -> None:
    from str8ts_gui.core.document import Document, dumps_document
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.xv import XV

    path = tmp_path / "xv7.str8ts"  # an XV mark of 7: f-puzzles has X (10) and V (5) only
    path.write_text(dumps_document(Document(new_puzzle(9).replace(constraints=(XV((0, 1), 7),)))), encoding="utf-8")
    for form in ("fpuzzles", "fpuzzles-link"):
        code, out, err = run("convert", "--to", form, str(path))
        assert code == 2 and out == "" and f"cannot be written as {form}" in err and "not 7" in err
    code, out, err = run("convert", "--to", "fpuzzles", "1234341221434321")
    assert code == 0 and json.loads(out)["size"] == 4  # a classic Sudoku line converts too
    code, out, err = run("convert", "--to", "fpuzzles", "--kind", "str8ts", "." * 81)
    assert code == 2 and "cannot be written as fpuzzles" in err


def test_a_whispers_difference_is_solved_converted_and_written_back(tmp_path: Path) -> None:
    """SudokuSolver's whispers ``value`` (Dutch whispers: 4): 5 beside 1 keeps it, so the puzzle
    has solutions (read as German whispers, 5, it had none); the native form shows the gap and
    f-puzzles gets the value back. ``highlightConflicts``, a viewer setting, is no rule."""
    rows = [[{} for _ in range(9)] for _ in range(9)]
    rows[0][0], rows[0][1] = {"value": 5, "given": True}, {"value": 1, "given": True}
    data = {"size": 9, "grid": rows, "whispers": [{"lines": [["R1C1", "R1C2", "R1C3"]], "value": "4"}], "highlightConflicts": True}
    path = tmp_path / "dutch.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert run("count", str(path)) == (0, "2\n", "")
    code, out, _ = run("convert", "--to", "json", str(path))
    assert code == 0 and json.loads(out)["constraints"] == [{"rule": "whispers", "cells": [0, 1, 2], "gap": 4}]
    code, out, _ = run("convert", "--to", "fpuzzles", str(path))
    assert code == 0 and json.loads(out)["whispers"] == [{"lines": [["R1C1", "R1C2", "R1C3"]], "value": "4"}]
    code, out, err = run("count", link({**data, "whispers": [{"lines": [["R1C1", "R1C2"]], "value": "12"}]}))
    assert code == 2 and "whispers[0].value" in err and "1 to 8" in err
