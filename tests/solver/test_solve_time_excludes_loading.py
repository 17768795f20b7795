"""``ms`` of a solve (``str8ts solve --json``) is the solve's own time: the kind's candidate and
encoding modules load before its clock starts. The first puzzle of a run took 20 ms where the
next took 0.3 ms (the modules' loading counted in it)."""

from __future__ import annotations

import subprocess
import sys

PUZZLE = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"

PROBE = f"""
import sys, time
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.solver import sat
assert "str8ts_gui.kinds.str8ts.encoding" not in sys.modules
real = time.perf_counter
seen = []
def clock():
    seen.append("str8ts_gui.kinds.str8ts.encoding" in sys.modules and "str8ts_gui.kinds.str8ts.candidates" in sys.modules)
    return real()
sat.time.perf_counter = clock
assert sat.solve(parse_line({PUZZLE!r})).solution is not None
print(seen[0])
"""


def test_the_kinds_modules_load_before_the_solves_clock_starts() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
