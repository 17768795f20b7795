"""Fixes of a command-line review as a scripting user: option values that were taken silently
for others, and messages that did not say what was wrong."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import run


@pytest.mark.parametrize("option", ["--width", "--height"])
def test_a_suguru_width_or_height_of_0_is_refused_not_taken_for_size(option) -> None:
    # `--height 0` made a 9 x 9 Suguru (0 was read as "not given": --size's 9)
    code, out, err = run("generate", "--kind", "suguru", option, "0", "--seed", "1")
    assert code == 2
    assert out == ""
    assert f"str8ts generate: a Suguru's {option[2:]} must be 2 to 20, not 0" in err
