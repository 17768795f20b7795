"""What a printed puzzle says about itself, for every kind (no Qt): its caption (the title, or
untitled its kind and size, and a smaller line under it: the kind a title does not name, the
grade, the author, and "Solution" first on a page that shows the solution) and the rules stated
under the board.

The window's Print, Export Image and Export Booklet and ``str8ts render`` build their words here;
the drawing stays in :mod:`str8ts_gui.gui.files.export`. The rules' text is Help's (the pages of
``docs/``, read when first asked for).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from str8ts_gui.core.kind import kind_of

__all__ = [
    "CAPTION_JOIN", "Caption", "KIND_RULES", "SOLUTION_LABEL", "caption_of", "picture_caption", "printed_page", "rule_title", "rule_titles", "rules_text",
    "solution_caption", "variant_sections", "variations",
]

VARIANTS_PAGE = "rules/sudoku-variants.md"
CAPTION_JOIN = " · "
SOLUTION_LABEL = "Solution"  # first in the smaller line of a page that shows the solution


@dataclass(frozen=True)
class Caption:
    """What a printed puzzle says about itself: ``heading``, its title (an untitled one: its
    kind and size, as :meth:`~str8ts_gui.core.kind.PuzzleKind.describe` words them), and
    ``detail``, a smaller line under it (the kind under a title that does not name it, the
    grade, the author). See :func:`caption_of`."""

    heading: str
    detail: str = ""


def _names(text: str, word: str) -> bool:
    """Whether ``text`` has ``word`` in it as a word of its own, whatever its case."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


def caption_of(puzzle, title: str = "", grade: str = "", author: str = "") -> Caption:
    """The caption of ``puzzle``: ``Caption("Gentle 3", "Str8ts 9 x 9 · Tough · by Ann")``, or
    untitled ``Caption("Sudoku 9 x 9 with killer cages", "Tough")``. What the title says
    already (its kind, its grade) is not said again."""
    kind = kind_of(puzzle)
    title, grade, author = title.strip(), grade.strip(), author.strip()
    described = kind.describe(puzzle)
    parts: list[str] = []
    if title and not _names(title, kind.title):
        parts.append(described)
    if grade and not _names(title, grade):
        parts.append(grade)
    if author:
        parts.append(f"by {author}")
    return Caption(title or described, CAPTION_JOIN.join(parts))


def solution_caption(caption: Caption) -> Caption:
    """``caption`` of a page that shows the solution: "Solution" said first in its smaller line
    ("Solution · Str8ts 9 x 9 · Tough"; the page is not one to solve)."""
    return Caption(caption.heading, CAPTION_JOIN.join(filter(None, (SOLUTION_LABEL, caption.detail))))


def picture_caption(title: str = "", *, solution: bool = False) -> Caption:
    """The caption of a picture (PNG or SVG: the window's Export Image, ``str8ts render``): the
    title only, and "Solution" under it when it shows the solution (:func:`solution_caption`)."""
    caption = Caption(title)
    return solution_caption(caption) if solution else caption


def printed_page(puzzle, title: str = "", grade: str = "", author: str = "", *,
                 solution: bool = False) -> tuple[Caption, list[str]]:
    """The words of a printed page of ``puzzle`` (the window's Print, ``str8ts render``'s PDF):
    its caption (:func:`caption_of`; :func:`solution_caption` when the page shows the solution)
    and the rules stated under the board (:func:`rules_text`)."""
    caption = caption_of(puzzle, title, grade, author)
    return (solution_caption(caption) if solution else caption), rules_text(puzzle)


# -- the rules under a printed board ---------------------------------------------------------------
# Each kind's rules in one sentence, for a printed page ({n}: the board's largest digit; {unit}:
# "box", or "region" on a board with jigsaw or chaos regions); the rules pages say them at length
KIND_RULES = {
    "str8ts": "Fill every white cell with a digit from 1 to {n} so that no digit repeats in a row or column "
              "(digits in black cells count too) and every compartment, a run of white cells between black "
              "cells or the edge, is a straight: consecutive digits in any order.",
    "sudoku": "Fill every empty cell with a digit from 1 to {n} so that every row, column and {unit} holds "
              "each digit once.",
    "suguru": "Fill every empty cell so that a region of k cells holds each digit from 1 to k once, and two "
              "cells that touch, diagonally too, never hold the same digit.",
}


def variant_sections() -> dict[str, str]:
    """The sections of the variant rules page, by heading (a rule's title): heading -> Markdown."""
    from str8ts_gui import docs  # (the pages load when first read)

    text = docs.read(VARIANTS_PAGE)
    out: dict[str, str] = {}
    for part in re.split(r"(?m)^## ", text)[1:]:
        title, _, body = part.partition("\n")
        out[title.strip()] = body.strip()
    return out


def _plain(markdown: str) -> str:
    """A Markdown paragraph as plain text on one line: links to their words, no emphasis."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"[*`]", "", text)
    return " ".join(text.split())


def rule_title(rule) -> str:
    """A rule's title (its section's heading in Help's variant rules page)."""
    return getattr(rule, "title", "") or type(rule).__name__


def rule_titles(puzzle) -> list[str]:
    """The titles of the variant rules ``puzzle`` uses (its sections' headings in Help's variant
    rules page), each once, in their order: jigsaw regions first."""
    titles = ["Jigsaw regions"] if puzzle.regions and puzzle.kind == "sudoku" else []
    for rule in puzzle.constraints:
        title = rule_title(rule)
        if title not in titles:
            titles.append(title)
    return titles


def variations(puzzle, title: str) -> str:
    """What the puzzle's rules of ``title`` set apart from the rules page's section, one sentence
    ("On this puzzle: neighbouring digits on a whispers line differ by at least 4."), "" when
    nothing: rules that share a setting say it once, else each with its own description."""
    n = puzzle.size
    rules = [r for r in puzzle.constraints if rule_title(r) == title and hasattr(r, "variation")]
    said = [(r, r.variation(n)) for r in rules]
    if not any(v for _, v in said):
        return ""
    words = {v for _, v in said}
    if len(words) == 1:
        return f"On this puzzle: {words.pop()}."
    return "On this puzzle: " + "; ".join(f"{r.describe(n)}: {v}" for r, v in said if v) + "."


def _has_boxes(puzzle) -> bool:
    """Whether a Sudoku keeps its boxes (no rule takes them away); other kinds have none to keep."""
    if puzzle.kind != "sudoku":
        return True
    from str8ts_gui.kinds.sudoku.model import has_boxes

    return has_boxes(puzzle.constraints)


def rules_text(puzzle) -> list[str]:
    """The rules of ``puzzle`` for a printed page, a few plain paragraphs: its kind's in one
    sentence, then the first paragraph of Help's section of each variant rule it uses ("Killer
    cage: The digits in a cage ..."); a rule without a section (a drawing) says nothing."""
    kind = kind_of(puzzle)
    unit = "region" if puzzle.regions or not _has_boxes(puzzle) else "box"
    lines: list[str] = []
    own = KIND_RULES.get(puzzle.kind)
    if own:
        lines.append(f"{kind.title}: " + own.format(n=puzzle.digits, unit=unit))
    titles = rule_titles(puzzle)
    if titles:
        sections = variant_sections()
        for title in titles:
            first = sections.get(title, "").split("\n\n")[0]
            if first.strip():
                own = variations(puzzle, title)
                lines.append(f"{title}: {_plain(first)}" + (f" {own}" if own else ""))
    return lines
