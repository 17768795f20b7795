"""The packages depend one way: core <- solver <- kinds <- gui <- cli.

``scan`` (reading puzzles from pictures) sits between kinds and gui: it imports core, solver,
kinds and itself, and is the only package that imports OpenCV and numpy.

Inside ``kinds`` each puzzle kind (``kinds/str8ts``, ``kinds/sudoku``, ...) imports only core,
solver and itself: never another kind, nor the registry above it. Only gui imports Qt.

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
    "kinds": {"core", "solver", "kinds"},
    # reading puzzles from pictures (OpenCV, numpy): between the kinds and the window, no Qt
    "scan": {"core", "solver", "kinds", "scan"},
    "gui": {"core", "solver", "kinds", "scan", "gui"},
    # the command line draws pictures with the board's own code (str8ts render)
    "cli": {"core", "solver", "kinds", "scan", "gui", "cli"},
    # the documentation pages (docs/, installed as str8ts_gui.docs): Help > User Guide reads them
    "docs": {"docs"},
}
THIRD_PARTY = {
    "PySide6": {"gui"},
    "shiboken6": {"gui"},
    "pysat": {"solver", "kinds", "gui", "cli"},
    # only the picture reader uses OpenCV and numpy (loaded when a picture is read)
    "cv2": {"scan"},
    "numpy": {"scan"},
}


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


def kind_of_file(path: Path, pkg: Path = PKG) -> str | None:
    """The puzzle kind a file belongs to (``kinds/<kind>/...``), None elsewhere."""
    parts = path.relative_to(pkg).parts
    return parts[1] if len(parts) > 2 and parts[0] == "kinds" else None


def layer_problems(path: Path, pkg: Path = PKG) -> list[str]:
    """The imports of one file that break the layering."""
    layer = layer_of(path, pkg)
    kind = kind_of_file(path, pkg)
    problems = []
    for mod, line in imports_of(path, pkg):
        top, _, rest = mod.partition(".")
        if top == "str8ts_gui":
            names = rest.split(".")
            sub = names[0]
            if layer and sub in ALLOWED and sub not in ALLOWED[layer]:
                problems.append(f"line {line}: {layer} imports {mod}")
            elif kind and sub == "kinds" and (len(names) < 2 or names[1] != kind):
                problems.append(f"line {line}: kind {kind} imports {mod}")
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
    core_probe.write_text("from ..solver import sat\nimport pysat\nimport requests\n", encoding="utf-8")
    solver_probe = pkg / "solver" / "probe.py"
    solver_probe.write_text("def f():\n    from PySide6 import QtCore\n", encoding="utf-8")
    assert [m for m, _ in imports_of(core_probe, pkg)] == ["str8ts_gui.solver", "pysat", "requests"]
    assert layer_problems(core_probe, pkg) == [
        "line 1: core imports str8ts_gui.solver",
        "line 2: core imports pysat",
        "line 3: core imports non-standard module requests",
    ]
    (pkg / "gui").mkdir()
    gui_probe = pkg / "gui" / "probe.py"
    gui_probe.write_text("import numpy\nfrom cv2 import imread\nfrom ..scan import reader\n", encoding="utf-8")
    assert layer_problems(gui_probe, pkg) == ["line 1: gui imports numpy", "line 2: gui imports cv2"]
    assert layer_problems(solver_probe, pkg) == ["line 2: solver imports PySide6"]
    (pkg / "kinds" / "sudoku").mkdir(parents=True)
    kind_probe = pkg / "kinds" / "sudoku" / "probe.py"
    kind_probe.write_text(
        "from ..str8ts import rules\nfrom .. import registry\nfrom . import model\nfrom ...gui import board\n",
        encoding="utf-8",
    )
    assert layer_problems(kind_probe, pkg) == [
        "line 1: kind sudoku imports str8ts_gui.kinds.str8ts",
        "line 2: kind sudoku imports str8ts_gui.kinds",
        "line 4: kinds imports str8ts_gui.gui",
    ]
