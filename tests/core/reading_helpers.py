"""Helpers shared by the tests of reading texts that mix puzzle kinds."""

from __future__ import annotations

from str8ts_gui.core.document import iter_documents
from str8ts_gui.core.files import PuzzleFormatError


def read_kinds(text: str, source: str = "list.txt") -> list[tuple[int, str]]:
    """(line, kind) of each puzzle of ``text``, or (line, the error's reason) of each bad one,
    as a batch command reads them (``keep_going``)."""
    return [
        (line, doc.reason if isinstance(doc, PuzzleFormatError) else doc.puzzle.kind)
        for line, doc in iter_documents(text, source=source, keep_going=True)
    ]
