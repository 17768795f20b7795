"""What a ``str8ts`` run imports: the parser of every command, but the code of only the command
it runs (so that ``str8ts solve PUZZLE`` starts without compiling ``render``, ``generate``, the
logic commands or the picture reader). Each run is a process of its own, as a user's is."""

from __future__ import annotations

import subprocess
import sys

import pytest

# one Str8ts of the shipped library (benchmarks/startup.py's puzzle) and its solution
STR8TS = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"
SOLUTION = "326451##84c7e8b1#95#4213#76265134#87#7##9h#6#98#62735489#7465b36#1i7#4#27#h365241"

# the str8ts command in this process, then the names of the modules it imported, on stderr
RUN = """
import sys
from str8ts_gui.cli.main import main
try:
    main()
finally:
    print("MODULES", *sorted(sys.modules), file=sys.stderr)
"""

COMMAND_MODULES = {
    "puzzle_commands": ("solve", "count", "check", "candidates", "convert"),
    "logic_commands": ("explain", "rate", "hint"),
    "render_command": ("render",),
    "generate_command": ("generate",),
    "scan_command": ("scan",),
}


def run(*args: str) -> tuple[str, set[str]]:
    """The standard output of ``str8ts ARGS`` and the modules its process imported."""
    proc = subprocess.run([sys.executable, "-c", RUN, *args], capture_output=True, text=True, timeout=120, check=False)
    line = next(line for line in proc.stderr.splitlines() if line.startswith("MODULES "))
    return proc.stdout, set(line.split()[1:])


def test_solve_imports_no_other_commands_code() -> None:
    out, modules = run("solve", STR8TS)
    assert out == SOLUTION + "\n"
    assert "str8ts_gui.cli.puzzle_commands" in modules and "str8ts_gui.cli.parser" in modules
    others = [f"str8ts_gui.cli.{name}" for name in COMMAND_MODULES if name != "puzzle_commands"]
    assert [name for name in others if name in modules] == []
    # nor what those commands bring: the picture reader, the window's drawing, Qt, the logic
    assert not [name for name in modules if name.startswith(("str8ts_gui.scan", "str8ts_gui.gui", "PySide6"))]
    assert not [name for name in modules if ".logic" in name or name.endswith(".generator")]


@pytest.mark.parametrize(
    "args, module",
    [
        (("count", STR8TS), "puzzle_commands"),
        (("rate", STR8TS), "logic_commands"),
        (("generate", "--size", "4", "--seed", "1"), "generate_command"),
        (("scan", "no-such-picture.png"), "scan_command"),
    ],
)
def test_each_command_imports_its_own_module_only(args: tuple[str, ...], module: str) -> None:
    _out, modules = run(*args)
    assert f"str8ts_gui.cli.{module}" in modules
    others = {f"str8ts_gui.cli.{name}" for name in COMMAND_MODULES if name != module}
    if module == "logic_commands":  # (it shares broken_rules with check)
        others.discard("str8ts_gui.cli.puzzle_commands")
    assert sorted(others & modules) == []


def test_every_command_has_a_module_and_the_old_table() -> None:
    from str8ts_gui.cli import main
    from str8ts_gui.cli.parser import COMMAND_HELP, build_parser

    listed = {name for names in COMMAND_MODULES.values() for name in names}
    assert set(main.RUNNERS) == listed
    assert {module for module, _func in main.RUNNERS.values()} == set(COMMAND_MODULES)
    assert set(build_parser()._subparsers._group_actions[0].choices) == listed
    for name in listed:
        assert callable(main.command(name))
    # COMMANDS (the commands that take sources, with their help) as before the modules were split
    assert list(main.COMMANDS) == list(COMMAND_HELP)
    assert all(main.COMMANDS[name] == (main.command(name), COMMAND_HELP[name]) for name in COMMAND_HELP)


def test_scan_kinds_are_the_readers() -> None:
    """``scan --kind`` offers the parser's kinds without importing the picture reader: they are
    the kinds it reads."""
    from str8ts_gui import scan
    from str8ts_gui.cli.parser import KIND_CHOICES

    assert KIND_CHOICES == scan.KINDS
