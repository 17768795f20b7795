"""Every package of the source tree is installed: pyproject.toml lists them by hand (two come
from other folders), so a new package that is not listed would be missing from ``pip install .``."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "str8ts_gui").rglob("__init__.py")
    }
    missing = sorted(found - listed)
    assert not missing, f"packages missing from pyproject.toml: {missing}"
    for name, folder in config["package-dir"].items():
        assert name in listed and (ROOT / folder / "__init__.py").is_file()
