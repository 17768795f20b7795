"""The packages depend one way: core <- solver <- logic, generate <- gui <- cli.

Checked on the source text with ``ast``, so an import hidden in a function counts too.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "str8ts_gui"

# package -> the project packages it may import
ALLOWED = {
    "core": {"core"},
    "solver": {"core", "solver"},
    "logic": {"core", "solver", "logic"},
    "generate": {"core", "solver", "logic", "generate"},
    "gui": {"core", "solver", "logic", "generate", "gui"},
    # the command line draws pictures with the board's own code (str8ts render)
    "cli": {"core", "solver", "logic", "generate", "gui", "cli"},
}
THIRD_PARTY = {"PySide6": {"gui"}, "shiboken6": {"gui"}, "pysat": {"solver", "logic", "generate", "gui", "cli"}}


def imports_of(path: Path, pkg: Path = PKG) -> list[tuple[str, int]]:
    """Absolute module names imported by a file, relative imports resolved."""
    rel = path.relative_to(pkg.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    package = parts if path.name == "__init__.py" else parts[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            found.append((mod, node.lineno))
    return found


def source_files():
    return sorted(p for p in PKG.rglob("*.py"))


def layer_of(path: Path, pkg: Path = PKG) -> str | None:
    parts = path.relative_to(pkg).parts
    return parts[0] if len(parts) > 1 else None


def layer_problems(path: Path, pkg: Path = PKG) -> list[str]:
    """The imports of one file that break the layering."""
    layer = layer_of(path, pkg)
    problems = []
    for mod, line in imports_of(path, pkg):
        top, _, rest = mod.partition(".")
        if top == "str8ts_gui":
            sub = rest.split(".")[0]
            if layer and sub in ALLOWED and sub not in ALLOWED[layer]:
                problems.append(f"line {line}: {layer} imports {mod}")
        elif top in THIRD_PARTY and (layer is None or layer not in THIRD_PARTY[top]):
            if not (layer is None and path.name == "__main__.py" and top == "PySide6"):
                problems.append(f"line {line}: {layer or 'top level'} imports {mod}")
        elif layer == "core" and top not in sys.stdlib_module_names and top != "__future__":
            problems.append(f"line {line}: core imports non-standard module {mod}")
    return problems


@pytest.mark.parametrize("path", source_files(), ids=lambda p: str(p.relative_to(PKG)))
def test_imports_follow_layers(path: Path) -> None:
    problems = layer_problems(path)
    assert not problems, "\n".join(problems)


def test_checker_sees_bad_imports(tmp_path: Path) -> None:
    """The rules above really catch forbidden imports (guards against a vacuous test)."""
    pkg = tmp_path / "str8ts_gui"
    (pkg / "core").mkdir(parents=True)
    (pkg / "solver").mkdir()
    core_probe = pkg / "core" / "probe.py"
    core_probe.write_text("from ..solver import sat\nimport pysat\nimport numpy\n", encoding="utf-8")
    solver_probe = pkg / "solver" / "probe.py"
    solver_probe.write_text("def f():\n    from PySide6 import QtCore\n", encoding="utf-8")
    assert [m for m, _ in imports_of(core_probe, pkg)] == ["str8ts_gui.solver", "pysat", "numpy"]
    assert layer_problems(core_probe, pkg) == [
        "line 1: core imports str8ts_gui.solver",
        "line 2: core imports pysat",
        "line 3: core imports non-standard module numpy",
    ]
    assert layer_problems(solver_probe, pkg) == ["line 2: solver imports PySide6"]
