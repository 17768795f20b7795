"""``str8ts generate --kind sudoku --rules ...``: variant puzzles as native JSON documents (or
f-puzzles), unique, seeded; bad rule names and impossible rules exit 2 with a message."""

from __future__ import annotations

import json

import pytest

from str8ts_gui.core.document import iter_documents
from str8ts_gui.kinds.sudoku import fpuzzles
from str8ts_gui.kinds.sudoku.variant_generator import KNOWN_RULES
from str8ts_gui.solver.sat import Status, solve
from tests.cli.cli_helpers import run


def _docs(text: str):
    return [doc for _, doc in iter_documents(text, source="out", one_per_line=True)]


def test_killer_json_documents_unique_without_givens():
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--rules", "killer", "--count", "2", "--seed", "4")
    assert code == 0, err
    lines = out.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        data = json.loads(line)
        assert data["grade"]  # a grade or "unrated"
        assert all(c["rule"] == "killer" for c in data["constraints"])
    for doc in _docs(out):
        assert not any(doc.puzzle.clues)
        assert solve(doc.puzzle, limit=2).status is Status.UNIQUE


def test_rules_without_kind_make_sudoku():
    # the command as issue 20 spells it: --rules imply the Sudoku kind (a Str8ts has no rules)
    args = ("--size", "6", "--rules", "killer", "--difficulty", "Hard", "--seed", "5")
    code, out, err = run("generate", *args)
    assert code == 0, err
    (doc,) = _docs(out)
    assert doc.grade == "Hard" and doc.puzzle.size == 6
    assert doc.puzzle.constraints and all(c.rule == "killer" for c in doc.puzzle.constraints)
    assert out == run("generate", "--kind", "sudoku", *args)[1]


def test_seeded_output_is_reproducible():
    args = ("generate", "--kind", "sudoku", "--size", "6", "--rules", "thermo,xv", "--seed", "9")
    assert run(*args)[1] == run(*args)[1]
    assert run(*args)[1] != run(*args[:-1], "10")[1]


def test_combined_rules_all_present():
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--rules", "jigsaw,antiknight,parity", "--seed", "1")
    assert code == 0, err
    (doc,) = _docs(out)
    assert doc.puzzle.regions
    assert {c.rule for c in doc.puzzle.constraints} == {"antiknight", "parity"}
    assert solve(doc.puzzle, limit=2).status is Status.UNIQUE


def test_fpuzzles_link_reads_back():
    code, out, err = run(
        "generate", "--kind", "sudoku", "--size", "6", "--rules", "thermo", "--seed", "2", "--to", "fpuzzles-link"
    )
    assert code == 0, err
    doc = fpuzzles.parse_link(out.strip())
    assert any(c.rule == "thermo" for c in doc.puzzle.constraints)
    assert solve(doc.puzzle, limit=2).status is Status.UNIQUE


def test_difficulty_easy_is_hit():
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--rules", "diagonal", "--difficulty", "easy", "--seed", "3")
    assert code == 0, err
    (doc,) = _docs(out)
    assert doc.grade == "Easy"


@pytest.mark.parametrize("rules", ["bogus", "killer,sandwhich", ","])
def test_bad_rule_names_exit_2_listing_the_known_rules(rules):
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--rules", rules)
    assert code == 2
    assert out == ""
    assert all(name in err for name in KNOWN_RULES)


def test_impossible_rules_exit_2():
    code, out, err = run("generate", "--kind", "sudoku", "--size", "4", "--rules", "nonconsecutive")
    assert code == 2 and "no 4 x 4 Sudoku keeps the rules nonconsecutive" in err


def test_rules_no_jigsaw_keeps_are_refused_at_once_naming_the_clash():
    """A jigsaw with rules no grid of the size keeps (a clash of the generator's measured table)
    is refused before any attempt, naming the rules that clash, exit 2; it used to try 30 random
    jigsaws and give up with "no ... found in 30 attempts" (exit 1)."""
    code, out, err = run(
        "generate", "--kind", "sudoku", "--size", "6", "--rules", "jigsaw,killer,antiking,antiknight", "--seed", "1"
    )
    assert code == 2 and out == "", (code, err)
    assert "no 6 x 6 Sudoku keeps the rules antiking, antiknight" in err, err


@pytest.mark.parametrize(
    "extra, message",
    [
        (("--to", "line"), "cannot be written as a line"),
        (("--kind", "str8ts"), "--rules is for --kind sudoku"),
        (("--difficulty", "Extreme"), "difficulty must be one of"),
        (("--size", "7"), "not 7"),
        (("--count", "0"), "--count must be at least 1"),
        (("--max-attempts", "0"), "--max-attempts must be at least 1"),
    ],
)
def test_usage_errors_exit_2(extra, message):
    argv = ["generate", "--kind", "sudoku", "--size", "4", "--rules", "killer", *extra]
    code, out, err = run(*argv)
    assert code == 2 and message in err and out == ""


def test_classic_generate_without_difficulty_makes_the_middle_grade():
    code, out, err = run("generate", "--kind", "sudoku", "--size", "6", "--seed", "3")
    assert code == 0 and err == ""
    code, rated, _ = run("rate", out.strip())
    assert rated.startswith("Medium ")
    code, out, err = run("generate", "--kind", "sudoku", "--size", "4", "--difficulty", "Easy", "--to", "json")
    assert code == 2 and "--to is for variant puzzles" in err
    # --max-attempts likewise (it was taken and did nothing)
    for kind in ("sudoku", "str8ts", "suguru"):
        code, out, err = run("generate", "--kind", kind, "--size", "4", "--max-attempts", "3", "--seed", "1")
        assert (code, out, err) == (2, "", "str8ts generate: --max-attempts is for variant puzzles (--rules)\n")


def test_unreachable_grade_exits_1_with_a_message(monkeypatch):
    from str8ts_gui.kinds.sudoku import variant_generator as vg

    monkeypatch.setattr(vg, "rate", lambda puzzle, solution: None)
    code, out, err = run(
        "generate", "--kind", "sudoku", "--size", "4", "--rules", "thermo", "--difficulty", "Hard", "--max-attempts", "2"
    )
    assert code == 1 and out == ""
    assert "no Hard 4 x 4 Sudoku with thermo found in 2 attempts" in err


@pytest.mark.parametrize("extra", [(), ("--kind", "sudoku", "--rules", "killer"), ("--kind", "suguru")])
def test_a_negative_seed_is_a_usage_error(extra):
    # a seed and its negative give the same random numbers: --seed -1 --count 3 made the first
    # and the third puzzle the same
    code, out, err = run("generate", "--size", "4", "--seed", "-1", "--count", "3", "--jobs", "1", *extra)
    assert (code, out, err) == (2, "", "str8ts generate: --seed must be 0 or more, not -1\n")
