"""A bad autosave never blocks the window's start: it is set aside with a message; the autosave
folder's temporary files left by a killed autosave go at start (issue 21, found by fuzzing)."""

from __future__ import annotations

import json

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui import settings

from gui_helpers import new_window


def test_an_autosave_that_cannot_be_read_is_set_aside_and_said(qtbot, dialogs) -> None:
    # the fuzzer's file: a Str8ts with a height (only Suguru boards are not square)
    data = json.loads(dumps_document(Document(Puzzle.empty(6))))
    data.update(height=4, puzzle="." * 24)
    bad = settings.data_dir() / "autosave-0bad.str8ts"
    bad.write_text(json.dumps(data, indent=2), encoding="utf-8")
    left = settings.data_dir() / ".autosave-0bad.str8ts.k1ll3d00.tmp"
    left.write_bytes(b"half a file")
    dialogs.restore_answer = True
    w = new_window(qtbot)
    assert dialogs.restore_asked == 0  # nothing worth offering
    kept = settings.data_dir() / "autosave-0bad.str8ts.damaged"
    assert not bad.exists() and kept.read_text(encoding="utf-8") == json.dumps(data, indent=2)
    assert "An autosave could not be read, kept as autosave-0bad.str8ts.damaged: " in w.status_message()
    assert "field 'height'" in w.status_message()
    assert not left.exists()
    # the next start finds nothing to offer and says nothing about it
    w2 = new_window(qtbot)
    assert dialogs.restore_asked == 0 and "autosave" not in w2.status_message()
