"""The reader's one error: a picture it cannot read, with a message for the user."""

from __future__ import annotations


class ScanError(ValueError):
    """The picture cannot be read as a puzzle (no grid, unreadable file, ...); the message
    says what and where."""


class GridCutOff(ScanError):
    """A grid was found whose lines run on past its frame on some side: part of the grid is out
    of the picture or covered, and what is in view is not the whole puzzle."""
