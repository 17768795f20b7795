"""Fresh-eyes review of the ``str8ts`` command line against docs/cli.md."""

from __future__ import annotations

from str8ts_gui.cli import puzzle_commands

from cli_helpers import run

SUDOKU_4 = "2......33......4"


def test_ctrl_c_during_a_batch_says_interrupted(monkeypatch):
    # Ctrl+C during a batch: the answers before it stay written, stderr says the run was
    # interrupted (it said nothing: a script's log could not tell a stopped run from a finished
    # one but by its exit code), exit 130, no traceback
    calls = []

    def one(args, item):
        calls.append(item)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return puzzle_commands.Outcome("answer\n")

    monkeypatch.setattr(puzzle_commands, "solve_one", one)
    code, out, err = run("solve", SUDOKU_4, SUDOKU_4, SUDOKU_4)
    assert code == 130
    assert out == "answer\n"
    assert err == "str8ts solve: interrupted\n"
