"""generate review: what docs/cli.md says of the options ``generate`` refuses without ``--rules``
is what the command does."""

from __future__ import annotations

from pathlib import Path

from cli_helpers import run

CLI_MD = Path(__file__).resolve().parents[2] / "docs" / "cli.md"


def _generate_row() -> str:
    return next(line for line in CLI_MD.read_text(encoding="utf-8").splitlines() if line.startswith("| `str8ts generate [--kind"))


def test_to_line_without_rules_writes_the_puzzle_strings_and_the_doc_says_so() -> None:
    # --to line asks for the form written anyway: accepted, the same output as without it
    code, out, err = run("generate", "--size", "4", "--seed", "1", "--to", "line", "--jobs", "1")
    assert (code, err) == (0, "")
    assert out == run("generate", "--size", "4", "--seed", "1", "--jobs", "1")[1]
    # ... where the doc said every --to without --rules exits 2
    row = _generate_row()
    assert "`--to` or `--max-attempts` without `--rules`" not in row
    assert "`--to` (but `--to line`" in row


def test_other_to_and_max_attempts_without_rules_exit_2() -> None:
    for extra in (("--to", "json"), ("--to", "fpuzzles"), ("--max-attempts", "3")):
        code, out, err = run("generate", "--size", "4", "--seed", "1", *extra)
        assert (code, out) == (2, ""), extra
        assert "--rules" in err
