"""The variant rules' registry: each rule's module loads when a puzzle first names the rule.

Run in fresh interpreters where it matters: the tests' own process has every rule loaded.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.sudoku import variants
from str8ts_gui.kinds.sudoku.variants import base

ROOT = Path(__file__).resolve().parents[4]
PACKAGE = "str8ts_gui.kinds.sudoku.variants"


def test_the_table_names_the_module_of_every_rule_and_no_other() -> None:
    for info in pkgutil.iter_modules(variants.__path__):
        importlib.import_module(f"{PACKAGE}.{info.name}")
    registered = {name: cls.__module__.rsplit(".", 1)[1] for name, cls in base.RULES.items()}
    assert registered == base.RULE_MODULES


def test_every_rule_by_name_and_an_unknown_one() -> None:
    assert variants.RULES is base.RULES and set(variants.RULES) == set(base.RULE_MODULES)
    for name in base.RULE_MODULES:
        assert variants.rule_class(name).rule == name
    assert variants.rule_class("no such rule") is None
    with pytest.raises(PuzzleFormatError, match="unknown rule 'wiggle' .*known: antiking, antiknight, arrow"):
        variants.constraint_from_json({"rule": "wiggle"}, 9)


PROBE = """
import sys
from str8ts_gui.core.document import loads_document
text = sys.stdin.read()
doc = loads_document(text)
print(" ".join(sorted(type(c).__name__ for c in doc.puzzle.constraints)))
loaded = sorted(m.rsplit(".", 1)[1] for m in sys.modules if m.startswith("str8ts_gui.kinds.sudoku.variants."))
print(" ".join(loaded))
"""


def _loaded_by(text: str) -> tuple[str, set[str]]:
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(
        [sys.executable, "-c", PROBE], input=text, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    classes, modules = done.stdout.splitlines()
    return classes, set(modules.split())


def test_reading_a_puzzle_loads_only_the_modules_of_its_rules() -> None:
    from str8ts_gui.core.document import Document, dumps_document
    from str8ts_gui.core.puzzle import Puzzle
    from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
    from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

    puzzle = Puzzle.empty(9, kind="sudoku").replace(constraints=(AntiKnight(), Thermometer((0, 1, 2))))
    classes, modules = _loaded_by(dumps_document(Document(puzzle)))
    assert classes == "AntiKnight Thermometer"
    assert {"antiknight", "thermo"} <= modules
    # none of the other rules (a rule's module may use a shared helper module: base, sums...)
    assert not (set(base.RULE_MODULES.values()) - {"antiknight", "thermo"}) & modules
