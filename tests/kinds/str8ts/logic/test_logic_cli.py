"""The logic subcommands (explain, rate, hint), called directly with a fake args namespace."""

from __future__ import annotations

import argparse
import io
import json

from str8ts_gui.cli.logic_commands import LOGIC_COMMANDS, add_arguments
from str8ts_gui.cli.main import Inputs
from str8ts_gui.core.document import Document, save_document
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import PlayState, cell_name
from str8ts_gui.kinds.str8ts.rules import check

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"
UNSOLVABLE = "55" + "." * 23
EMPTY4 = "." * 16


def run(name: str, *sources: str, **options) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    func = LOGIC_COMMANDS[name][0]
    code = func(argparse.Namespace(**options), Inputs(list(sources), err, kind="str8ts"), out)
    return code, out.getvalue(), err.getvalue()


def test_explain_prints_numbered_steps_and_grid() -> None:
    code, out, err = run("explain", WIKI)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "# argument 1, line 1"
    assert lines[1].strip().startswith("1. Row/column rule: ")
    grid = lines[-9:]
    assert "".join(grid) == WIKI_SOLUTION
    summary = lines[-10]
    assert summary.startswith("Solved by logic in ") and "score" in summary
    numbered = [line for line in lines if line.strip()[:1].isdigit() and ". " in line]
    assert [int(line.split(".")[0]) for line in numbered] == list(range(1, len(numbered) + 1))


def test_explain_unsolved_and_unsolvable() -> None:
    code, out, _ = run("explain", EMPTY4, UNSOLVABLE)
    assert code == 1
    assert "Not solved by logic: " in out
    assert "breaks a rule" in out


def test_rate_plain() -> None:
    code, out, _ = run("rate", WIKI, EMPTY4, UNSOLVABLE, json=False)
    assert code == 1
    lines = out.splitlines()
    assert lines[0].split()[0] in ("Gentle", "Moderate", "Tough", "Diabolical", "Extreme")
    assert lines[1].startswith("not solved by logic")
    assert lines[2] == "no solution"


def test_rate_json() -> None:
    code, out, _ = run("rate", WIKI, EMPTY4, json=True)
    assert code == 0
    a, b = (json.loads(line) for line in out.splitlines())
    # (and what the solver says of the puzzle, the cells left, where it was read)
    assert set(a) == {"solved", "grade", "score", "steps", "grid", "status", "left", "source", "line"}
    assert a["solved"] is True and a["grid"] == WIKI_SOLUTION and a["grade"] in ("Gentle", "Moderate", "Tough")
    assert isinstance(a["score"], int) and a["steps"] > 0
    assert (a["status"], a["left"]) == ("unique", 0)
    assert b == {
        "solved": False, "grade": None, "score": b["score"], "steps": b["steps"], "grid": EMPTY4,
        "status": "several", "left": 16, "source": b["source"], "line": 1,
    }


def test_hint_for_puzzle_and_partial_grid() -> None:
    code, out, _ = run("hint", WIKI)
    assert code == 0
    first = out.strip()
    assert ": " in first and not first.startswith("Row/column rule")
    # fill half of the solution in: still a valid hint
    half = "".join(s if k < 40 else p for k, (p, s) in enumerate(zip(WIKI, WIKI_SOLUTION)))
    code, out, _ = run("hint", half)
    assert code == 0 and ": " in out
    code, out, _ = run("hint", WIKI_SOLUTION)
    assert code == 0 and out.strip() == "The grid is already solved"


def test_hint_wrong_entry_and_no_solution(tmp_path) -> None:
    puzzle = parse_line(WIKI)
    state = PlayState.new(puzzle)
    sol = parse_line(WIKI_SOLUTION).clues
    # an entry that breaks no rule yet but is not the solution's digit
    i, wrong = next(
        (i, d)
        for i in range(81)
        if state.is_open(i)
        for d in range(1, 10)
        if d != sol[i] and not check(puzzle, state.with_entry(i, d).values())
    )
    state = state.with_entry(i, wrong)
    path = tmp_path / "game.json"
    save_document(path, Document(puzzle, state=state))
    code, out, _ = run("hint", str(path))
    assert code == 1 and "contradicts the solution" in out and f"{cell_name(i, 9)} = {wrong}" in out
    code, out, _ = run("hint", UNSOLVABLE)
    assert code == 1 and "breaks a rule" in out


def test_commands_registered_in_the_main_parser_and_add_arguments() -> None:
    from str8ts_gui.cli.main import COMMANDS, build_parser

    assert all(COMMANDS[name] == LOGIC_COMMANDS[name] for name in LOGIC_COMMANDS)
    args = build_parser().parse_args(["rate", "--json", WIKI])
    assert args.json and args.sources == [WIKI] and args.command == "rate"
    p = argparse.ArgumentParser()
    add_arguments("explain", p)
    add_arguments("hint", p)
    assert p.parse_args([]) == argparse.Namespace()
