"""Telling a Suguru text apart, cheaply (the registry asks this of every text before it imports
any kind's readers; the reader is :mod:`.formats`)."""

from __future__ import annotations

import re

# a row of the text format, loosely: a letter first, then at least one comma
_LOOSE_ROW_RE = re.compile(r"\s*[A-Za-z][^,]*(,[^,]*)+")


def detect(text: str, *, source: str = "<string>") -> bool:
    """True when ``text`` is a Suguru text, or so nearly one that the Suguru reader should say
    what is wrong: its first line that is not blank, a ``#`` or ``;`` comment or a JSON
    document starts with a letter and holds no colon, and more than half of such lines are
    letter-led rows with commas. A Str8ts or Sudoku text never has a letter-led row with commas
    (a str8ts.com ``name: digits`` line may have a comma in its name, but it has its colon); a
    bad row, one without its commas say (the first row too), is left for the Suguru reader to
    name. A text whose first line is the format's ``#Suguru ...`` title is one whatever its rows."""
    lines = [s for s in (raw.strip() for raw in text.split("\n")) if s and not s.startswith(";")]
    if lines and lines[0][:7].lower() == "#suguru":  # the format's own title line (no Str8ts line starts so)
        return True
    rows = [s for s in lines if not s.startswith(("#", "{"))]
    if not rows or not rows[0][:1].isalpha() or ":" in rows[0]:
        return False
    return 2 * sum(1 for s in rows if _LOOSE_ROW_RE.fullmatch(s) is not None) > len(rows)
