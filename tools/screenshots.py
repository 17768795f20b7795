"""Retake the README screenshots: a Str8ts, a Sudoku, a killer Sudoku and a Suguru in play mode,
with entries and pencil marks (the killer with centre marks, corner marks and colours).

    python3 tools/screenshots.py   # writes resources/screenshot{,-sudoku,-killer,-suguru}.png

Each picture is the real window at its default size, drawn offscreen by ``str8ts-gui FILE
--screenshot OUT.png`` from a saved game built here: a published-style puzzle, a few correct
entries, and the pencil marks a player would have after "Fill Pencil Marks".
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from str8ts_gui.core.document import Document, save_document  # noqa: E402
from str8ts_gui.core.kind import kind_of  # noqa: E402
from str8ts_gui.core.session import Session  # noqa: E402
from str8ts_gui.kinds.str8ts.formats import parse_text  # noqa: E402
from str8ts_gui.kinds.sudoku.formats import parse_line as sudoku_line  # noqa: E402
from str8ts_gui.kinds.sudoku.variant_generator import VariantOptions, generate  # noqa: E402
from str8ts_gui.kinds.suguru.formats import read as suguru_read  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def game(puzzle, title: str, entries: int) -> Document:
    """``puzzle`` with its first ``entries`` open cells filled correctly and pencil marks filled in."""
    solution = solve(puzzle).solution
    session = Session(puzzle)
    open_cells = [i for i in range(puzzle.cell_count) if session.state.is_open(i)]
    for i in open_cells[:entries]:
        session.set_entry(i, solution[i])
    session.fill_marks()
    return Document(puzzle, title=title, state=session.state)


def marked_game(puzzle, title: str, entries: int) -> Document:
    """``puzzle`` played the SudokuPad way: a few correct entries, centre marks in the cells with
    two or three candidates, corner marks for where one digit can go in the first box, and a few
    cells coloured."""
    solution = solve(puzzle).solution
    session = Session(puzzle)
    state = session.state
    open_cells = [i for i in range(puzzle.cell_count) if state.is_open(i)]
    for i in open_cells[:entries]:
        session.set_entry(i, solution[i])
    state = session.state
    cands = kind_of(puzzle).pencil_candidates(puzzle, state.values())
    centre = [0] * puzzle.cell_count
    corner = [0] * puzzle.cell_count
    colours = [0] * puzzle.cell_count
    for i in open_cells[entries:]:
        if 2 <= bin(cands[i]).count("1") <= 3:
            centre[i] = cands[i]
    for box_row, box_col in ((3, 3), (6, 0), (3, 6), (0, 6)):  # the first box with room for corner marks
        box = [(box_row + r) * 9 + box_col + c for r in range(3) for c in range(3)]
        free = [i for i in box if state.is_open(i) and not state.entries[i] and not centre[i]]
        for digit in range(1, 10):
            places = [i for i in free if cands[i] >> digit & 1]
            if 2 <= len(places) <= 3:
                for i in places:
                    corner[i] |= 1 << digit
        if any(corner[i] for i in box):
            break
    for k, i in enumerate(open_cells[entries:entries + 4]):
        colours[i] = 1 << (4 + k % 2)
    return Document(puzzle, title=title, state=state.replace(centre=centre, corner=corner, colours=colours))


def shoot(doc: Document, out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.puzzle"
        save_document(path, doc)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=tmp)
        subprocess.run([sys.executable, "-m", "str8ts_gui", str(path), "--screenshot", str(out)], check=True, env=env)
    print("wrote", out.relative_to(ROOT))


def main() -> None:
    str8ts = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
    shoot(game(str8ts, "Str8ts (Wikipedia example)", 6), ROOT / "resources" / "screenshot.png")
    shoot(game(sudoku_line(SUDOKU), "Sudoku", 8), ROOT / "resources" / "screenshot-sudoku.png")
    killer = next(generate(VariantOptions(9, ("killer",)), seed=2)).puzzle  # cages, no givens
    shoot(marked_game(killer, "Killer Sudoku", 10), ROOT / "resources" / "screenshot-killer.png")
    text = (ROOT / "puzzles" / "suguru-library.txt").read_text(encoding="utf-8")
    suguru = next(doc.puzzle for _, doc in suguru_read(text) if (doc.puzzle.size, doc.puzzle.height) == (8, 8))
    shoot(game(suguru, "Suguru", 8), ROOT / "resources" / "screenshot-suguru.png")


if __name__ == "__main__":
    main()
