"""pyflakes finds no unused import or variable, no undefined name and no shadowed import in the
package's modules (rule_tools.py once imported QKeySequence and set a local ``n`` it never read).
pyflakes is one of the test extras; the test skips where it is not installed.

What pyflakes cannot know is allowed, as flake8 would: a line marked ``# noqa`` (a re-export or a
reference kept alive), imports in a package's ``__init__.py`` (the package's names), and names in
``__all__`` that a module's ``__getattr__`` gives on first use."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "str8ts_gui").rglob("*.py"))


def _allowed(message: str, path: Path, lines: list[str]) -> bool:
    match = re.match(r".*?:(\d+):(?:\d+:)? (.*)", message)
    if match is None:
        return False
    line, text = int(match[1]), match[2]
    if "# noqa" in lines[line - 1]:
        return True
    if path.name == "__init__.py" and text.endswith("imported but unused"):
        return True
    lazy = any(s.startswith("def __getattr__(") for s in lines)
    return lazy and text.startswith("undefined name") and text.endswith("in __all__")


@pytest.mark.parametrize("name", MODULES)
def test_no_unused_names(name: str) -> None:
    api = pytest.importorskip("pyflakes.api")
    reporter_module = pytest.importorskip("pyflakes.reporter")

    out, err = io.StringIO(), io.StringIO()
    path = ROOT / name
    source = path.read_text(encoding="utf-8")
    api.check(source, str(path), reporter_module.Reporter(out, err))
    lines = source.splitlines()
    found = [m for m in out.getvalue().splitlines() if not _allowed(m, path, lines)]
    assert not found and not err.getvalue(), "\n".join(found) + err.getvalue()


def test_a_fault_is_found() -> None:
    """The check reports what it should: an unused import in a module that is not a package."""
    api = pytest.importorskip("pyflakes.api")
    reporter_module = pytest.importorskip("pyflakes.reporter")
    out = io.StringIO()
    source = "import os\nfrom x import y  # noqa: F401\n"
    api.check(source, "m.py", reporter_module.Reporter(out, io.StringIO()))
    found = [m for m in out.getvalue().splitlines() if not _allowed(m, Path("m.py"), source.splitlines())]
    assert len(found) == 1 and "'os' imported but unused" in found[0]
