"""Fixes of a command-line review (h-cli-s17): usage of an unknown option, a misspelled file
name, JSON's words in messages, a Sudoku's error for a line that nearly is one, --json's source
and line."""

from __future__ import annotations

import pytest

from str8ts_gui.cli.main import main


@pytest.mark.parametrize(
    "argv, command, extra",
    [
        (["check", "--json", "x"], "check", "--json"),
        (["candidates", "--jobs", "2", "x"], "candidates", "--jobs"),
        (["check", "x", "--json"], "check", "--json"),
        (["generate", "--bogus"], "generate", "--bogus"),
    ],
)
def test_an_unknown_option_is_said_with_its_commands_usage(capsys, argv, command, extra) -> None:
    # it printed the top level's 'usage: str8ts [-h] [--version] COMMAND ...' and 'str8ts: error:'
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: str8ts {command} [-h]")
    assert err.endswith(f"str8ts {command}: error: unrecognized arguments: {extra}\n")


def test_an_unknown_option_before_the_command_is_the_top_levels(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["--foo", "check", "x"])
    err = capsys.readouterr().err
    assert err.startswith("usage: str8ts [-h] [--version] COMMAND ...")
    assert err.endswith("str8ts: error: unrecognized arguments: --foo\n")
