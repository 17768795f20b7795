"""The board's tooltip says what Space does in a Suguru's edit mode: it said only "Space: flip
the cells' colour (edit mode)", which a Suguru has not, so a setter who looked there for the keys
that draw regions found the mouse only (Space joins the selected cells into the cursor's region,
or splits them off: tests/gui/test_suguru_regions_keys.py)."""

from __future__ import annotations

from gui_helpers import new_window


def test_the_boards_tooltip_says_what_space_does_in_a_suguru(qtbot) -> None:
    window = new_window(qtbot)
    window.new_suguru(6, 6)
    [space] = [line for line in window.board.toolTip().split("<br>") if line.startswith("Space:")]
    assert "Suguru" in space and "region" in space, space
    assert "flip the cells' colour" in space and "play mode" in space  # (the other kinds' keys stay)
