"""A hint belongs to the mode it was asked in: switching to edit mode (F2) puts it away with its
highlights, and Apply never writes an answer into a board being set (a reviewer's finding: Play,
Ctrl+H three times, F2, Apply wrote a blue 8 onto the board in edit mode)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.play import hints as gui_hints
from str8ts_gui.kinds.str8ts.formats import parse_text
from gui_helpers import key, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
CTRL = Qt.KeyboardModifier.ControlModifier


def full_hint(qtbot, window) -> None:
    for _ in range(3):
        with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert window.hints.level == 3 and window.hints.can_apply()


def test_switching_to_edit_mode_puts_the_hint_away(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    ctl = window.controller
    assert ctl.mode == Mode.PLAY
    full_hint(qtbot, window)
    assert window.act_apply_hint.isEnabled() and ctl.step_view is not None
    before = ctl.session.state
    key(qtbot, window, Qt.Key.Key_F2)
    assert ctl.mode == Mode.EDIT
    assert window.hints.hint is None and ctl.step_view is None  # no amber cells, no preview digit
    assert not window.act_apply_hint.isEnabled()
    assert window.hint_panel.text_label.text() == gui_hints.MODE_CHANGED
    window.act_apply_hint.trigger()  # (a disabled action does nothing; the command itself neither)
    assert not window.hints.apply_hint()
    assert ctl.session.state == before
    # back in play mode (F3) a new hint starts from its first level
    key(qtbot, window, Qt.Key.Key_F3)
    assert ctl.mode == Mode.PLAY
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert blocker.args[1] == 1


def test_a_hint_asked_in_edit_mode_shows_but_is_not_applied(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    ctl = window.controller
    window.set_mode(Mode.EDIT)
    before = ctl.session.state
    for _ in range(3):
        with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
    hint = window.hints.hint
    assert hint is not None and hint.kind == "step" and window.hints.level == 3
    assert hint.can_apply(3)  # the step could be applied in play mode...
    assert not window.hints.can_apply() and not window.act_apply_hint.isEnabled()  # ...not while setting
    with qtbot.waitSignal(window.hints.message, timeout=1000) as said:
        assert not window.hints.apply_hint()
    assert said.args[0] == gui_hints.EDIT_APPLY
    assert ctl.session.state == before
    # the greyed-out Apply button says why (a setter reviewer found it silent)
    assert not window.hint_panel.apply_button.isEnabled()
    assert window.hint_panel.apply_button.toolTip() == gui_hints.EDIT_APPLY


def test_the_apply_button_keeps_its_own_tip_in_play_mode(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    full_hint(qtbot, window)
    assert window.hint_panel.apply_button.isEnabled()
    assert window.hint_panel.apply_button.toolTip() == gui_hints.APPLY_TIP


def test_apply_before_the_whole_step_shows_says_what_it_waits_for(qtbot, tmp_path) -> None:
    """A reviewer with HoDoKu habits pressed Apply at the hint's first level: nothing happened and
    nothing said why."""
    window = window_with(qtbot, tmp_path, GENTLE)
    before = window.controller.session.state
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert window.hints.level == 1 and not window.hints.can_apply()
    assert not window.hint_panel.apply_button.isEnabled()
    assert window.hint_panel.apply_button.toolTip() == gui_hints.MORE_TO_APPLY
    with qtbot.waitSignal(window.hints.message, timeout=1000) as said:
        assert not window.hints.apply_hint()
    assert said.args[0] == gui_hints.MORE_TO_APPLY
    assert window.controller.session.state == before
    for _ in range(2):  # the whole step: Apply as before
        with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert window.hint_panel.apply_button.isEnabled()
    assert window.hint_panel.apply_button.toolTip() == gui_hints.APPLY_TIP
