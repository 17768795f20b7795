"""Lists in words, as every message and step sentence writes them: ``a``, ``a and b``,
``a, b and c`` (or with ``or``). No Oxford comma: the program's sentences never used one."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["join_words"]


def join_words(parts: Iterable[object], word: str = "and") -> str:
    """``parts`` as one list in words: "" for none, ``a`` for one, ``a and b``, ``a, b and c``;
    ``word`` is the last joiner ("or" for alternatives). Parts that are not text (numbers) are
    written with ``str``."""
    parts = [str(p) for p in parts]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {word} " + parts[-1]
