"""The tooltips of Generate Puzzle… and Puzzle Library… name every kind each of them offers."""

from __future__ import annotations

from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui.library.generate_dialog import KINDS
from str8ts_gui.kinds.str8ts.library import load_library


def test_generate_and_library_tips_name_every_kind(window) -> None:
    actions = library_actions.install(window, pool_delay_ms=None)
    generate_tip, library_tip = actions.act_generate.toolTip(), actions.act_library.toolTip()
    for kind in KINDS.values():
        assert kind.title in generate_tip, kind.title
    entries, _errors = load_library()
    titles = {e.kind for e in entries}
    assert {"str8ts", "sudoku", "suguru"} <= titles
    from str8ts_gui.core.kind import get_kind

    for name in titles:
        assert get_kind(name).title in library_tip, name
    assert actions.act_generate.statusTip() in generate_tip
