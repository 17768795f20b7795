"""The documentation: README is a short front page with the two commands, every relative link in
README.md and docs/ leads to a file (and heading) that exists, and the pages ship as the package
``str8ts_gui.docs`` for the window's Help > User Guide."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from str8ts_gui import docs

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
INSTALL_AND_RUN = "python3 -m pip install . && str8ts-gui"
INSTALL_AND_TEST = 'python3 -m pip install -q -e ".[test]" && python3 -m pytest'

FENCE = re.compile(r"^(```|~~~).*?^\1\s*$", re.M | re.S)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"!?\[[^\]\n]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def markdown_files() -> list[Path]:
    return [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", heading.strip())
    text = re.sub(r"[^\w\- ]", "", text.lower())
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a Markdown page's headings (outside code blocks), duplicates numbered."""
    found: set[str] = set()
    for line in FENCE.sub("", text).splitlines():
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            base = slug(m.group(1))
            name, k = base, 0
            while name in found:
                k += 1
                name = f"{base}-{k}"
            found.add(name)
    return found


def link_problems(path: Path) -> list[str]:
    """Every relative link of one Markdown file whose file or heading does not exist."""
    text = path.read_text(encoding="utf-8")
    body = CODE_SPAN.sub("", FENCE.sub("", text))
    problems = []
    for target in LINK.findall(body):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):
            continue  # https:, mailto: ...
        file_part, _, anchor = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        if not dest.exists():
            problems.append(f"{path.name}: {target}: no file {file_part}")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest.read_text(encoding="utf-8")):
            problems.append(f"{path.name}: {target}: no heading #{anchor} in {dest.name}")
    return problems


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_lead_somewhere(path: Path) -> None:
    problems = link_problems(path)
    assert not problems, "\n".join(problems)


def test_link_checker_sees_broken_links(tmp_path: Path) -> None:
    """Guards against a vacuous link check."""
    (tmp_path / "b.md").write_text("# The window: `str8ts-gui`\n## Files, autosave\n", encoding="utf-8")
    page = tmp_path / "a.md"
    page.write_text(
        "# A\n[ok](b.md#the-window-str8ts-gui) [ok](b.md#files-autosave) [ok](#a) "
        "[web](https://example.org/x.md) `[code](nowhere.md)`\n"
        "[gone](missing.md) [bad anchor](b.md#nope) ![img](pic.png) [self](#b)\n"
        "```\n[in a block](alsomissing.md)\n```\n",
        encoding="utf-8",
    )
    assert link_problems(page) == [
        "a.md: missing.md: no file missing.md",
        "a.md: b.md#nope: no heading #nope in b.md",
        "a.md: pic.png: no file pic.png",
        "a.md: #b: no heading #b in a.md",
    ]


def linked_pages(path: Path) -> set[Path]:
    body = CODE_SPAN.sub("", FENCE.sub("", path.read_text(encoding="utf-8")))
    found = set()
    for target in LINK.findall(body):
        file_part = target.partition("#")[0]
        if file_part.endswith(".md") and not re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):
            found.add((path.parent / file_part).resolve())
    return found


def test_every_page_is_reached_from_the_front_page() -> None:
    seen, todo = set(), [(ROOT / "README.md").resolve()]
    while todo:
        page = todo.pop()
        if page not in seen and page.is_file():
            seen.add(page)
            todo += linked_pages(page)
    unreached = sorted(p.relative_to(ROOT).as_posix() for p in DOCS.rglob("*.md") if p.resolve() not in seen)
    assert not unreached, f"pages no link leads to from README.md: {unreached}"


def test_readme_is_a_front_page_with_the_two_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(lines) < 250
    assert INSTALL_AND_RUN in lines and INSTALL_AND_TEST in lines
    assert "registered trademark of Syndicated Puzzles Inc." in text
    for shot in sorted((ROOT / "resources").glob("screenshot*.png")):
        assert f"](resources/{shot.name})" in text
    # the CI runs the README's test command
    assert INSTALL_AND_TEST in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_package_ships_every_page() -> None:
    on_disk = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))
    assert docs.pages() == on_disk
    for name in ("guide/index.md", "guide/window.md", "guide/sudoku.md", "formats.md", "cli.md"):
        assert name in on_disk
    for name in on_disk:
        text = docs.read(name)
        assert text == (DOCS / name).read_text(encoding="utf-8")
        assert text.startswith("# ")


@pytest.mark.parametrize("name", ["nothing.md", "guide/../cli.md", "../README.md", "__init__.py", "guide"])
def test_read_refuses_what_is_not_a_page(name: str) -> None:
    with pytest.raises(FileNotFoundError):
        docs.read(name)


def test_docs_package_is_qt_free_and_standard_library_only() -> None:
    """``str8ts_gui.docs`` (docs/*.py, outside the tree test_layering walks) imports nothing of
    the project and no third-party module (its entry in test_layering's table says the same)."""
    import ast
    import sys

    sources = sorted(DOCS.rglob("*.py"))
    assert sources
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert node.level == 0, f"{path.name}: relative import"
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                top = name.partition(".")[0]
                assert top in sys.stdlib_module_names or top == "__future__", f"{path.name} imports {name}"
