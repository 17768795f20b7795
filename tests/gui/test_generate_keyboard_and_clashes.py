"""Generate Puzzle…, a setter's review: every Sudoku rule box within reach of the keyboard, and
rule sets no grid keeps refused before Generate (not after a run), in the generator's words."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel

from str8ts_gui.gui.library.generate_dialog import RULE_LABELS, NewPuzzleDialog
from str8ts_gui.kinds.sudoku.variant_generator import IMPOSSIBLE_GLOBAL_RULES, impossible_rules
from str8ts_gui.kinds.sudoku import variant_generator
from str8ts_gui.kinds.sudoku.variant_generator import GLOBAL_RULES, KNOWN_RULES, ImpossibleRules, VariantOptions


def _sudoku_dialog(qtbot) -> NewPuzzleDialog:
    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("sudoku"))
    with qtbot.waitActive(dialog):
        dialog.show()
    QApplication.processEvents()
    return dialog


def _alt(qtbot, dialog, letter: str) -> None:
    qtbot.keyClick(dialog.focusWidget(), getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)


def _mnemonic(text: str) -> str | None:
    m = re.search(r"&([^&])", text)
    return m.group(1).upper() if m else None


def test_rule_boxes_have_unique_alt_letters_and_the_rest_are_reached_with_alt_r_and_arrows(qtbot) -> None:
    # None of the 17 rule boxes had an Alt+letter, and the group had none either: a keyboard
    # user had to Tab through the form and then box after box.
    dialog = _sudoku_dialog(qtbot)
    letters: dict[str, str] = {}
    for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton) + dialog.findChildren(QGroupBox):
        text = w.title() if isinstance(w, QGroupBox) else w.text()
        letter = _mnemonic(text)
        if letter:
            assert letter not in letters, f"Alt+{letter}: {letters[letter]!r} and {text!r}"
            letters[letter] = text
    assert letters.get("R") == "&Rules"
    boxes = dialog.rule_checks
    with_letter = {name: _mnemonic(box.text()) for name, box in boxes.items() if _mnemonic(box.text())}
    assert len(with_letter) >= 15
    for name, box in boxes.items():  # the screen reader's name is the rule's, without the "&"
        assert box.accessibleName() == RULE_LABELS[name]
        assert box.text().replace("&", "") == RULE_LABELS[name]
    # Alt+R: the first box (later: the one last left); the arrow keys go right and down the grid, checking nothing
    dialog.kind_combo.setFocus()
    _alt(qtbot, dialog, "R")
    first = boxes[KNOWN_RULES[0]]
    assert dialog.focusWidget() is first
    reached = []
    names = list(KNOWN_RULES)
    row_starts = names[::4]
    for start in row_starts:
        for name in names[names.index(start): names.index(start) + 4]:
            reached.append(dialog.focusWidget().objectName())
            assert dialog.focusWidget() is boxes[name]
            if name != names[-1] and names.index(name) % 4 != 3:
                qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Right)
        # back to the row's start, then down
        for _ in range(4):
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Left)
        assert dialog.focusWidget() is boxes[start]
        if start != row_starts[-1]:
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Down)
    assert reached == [f"rule_{n}" for n in KNOWN_RULES]
    assert dialog.rules() == ()
    # Up goes back up, Space checks the box with the keyboard
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Up)
    assert dialog.focusWidget() is boxes[names[-5]]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
    assert dialog.rules() == (names[-5],)
    boxes[names[-5]].setChecked(False)
    # Alt+letter checks its box (and gives it the keyboard); again unchecks it
    for name, letter in with_letter.items():
        _alt(qtbot, dialog, letter)  # (a mnemonic clicks after a moment)
        qtbot.waitUntil(lambda: boxes[name].isChecked() and dialog.focusWidget() is boxes[name])
        _alt(qtbot, dialog, letter)
        qtbot.waitUntil(lambda: not boxes[name].isChecked())
    # the form's labels too: Alt+D gave the difficulty list nothing (its label's buddy was the
    # row's box, which takes no keyboard)
    for letter, widget in (("K", dialog.kind_combo), ("S", dialog.size_combo), ("D", dialog.level_combo),
                           ("Y", dialog.symmetry_combo), ("E", dialog.seed_edit)):
        _alt(qtbot, dialog, letter)
        assert dialog.focusWidget() is widget, letter


def test_a_rule_set_no_grid_keeps_is_refused_before_generate_in_the_generators_words(qtbot) -> None:
    # 4 x 4 with anti-king, or 6 x 6 with anti-knight and diagonal: Generate ran, and only then
    # the generator said "no 4 x 4 Sudoku keeps the rules antiking" (with a jigsaw it went
    # through all its attempts first).
    ran = []

    def variant_fn(options, *args, **kwargs):
        ran.append(options)
        raise ImpossibleRules(f"no {options.size} x {options.size} Sudoku keeps the rules ...")
        yield

    dialog = NewPuzzleDialog(variant_generate_fn=variant_fn)
    qtbot.addWidget(dialog)
    dialog.set_options(VariantOptions(4, ("killer", "antiking"), None, "180"))
    assert not dialog.generate_button.isEnabled()
    assert dialog.status_label.text() == "No 4 x 4 Sudoku keeps the rule antiking: uncheck it or choose another size."
    assert dialog.generate_button.toolTip() == f"Greyed out: {dialog.status_label.text()}"
    dialog.start()
    assert ran == [] and not dialog.running
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData(9))
    assert dialog.generate_button.isEnabled() and "keeps" not in dialog.status_label.text()
    assert dialog.generate_button.toolTip() == "Make a puzzle with these settings and open it in play mode"
    dialog.set_options(VariantOptions(6, ("diagonal", "thermo", "antiknight"), None, "180"))
    assert not dialog.generate_button.isEnabled()
    assert dialog.status_label.text() == (
        "No 6 x 6 Sudoku keeps the rules antiknight, diagonal: uncheck one of them or choose another size."
    )
    dialog.rule_checks["diagonal"].setChecked(False)
    assert dialog.generate_button.isEnabled()
    # a jigsaw is not held to the boxes' clashes: 6 x 6 anti-knight and non-consecutive fit
    # some jigsaws, not the boxes
    dialog.set_options(VariantOptions(6, ("antiknight", "nonconsecutive"), None, "180"))
    assert not dialog.generate_button.isEnabled()
    dialog.rule_checks["jigsaw"].setChecked(True)
    assert dialog.generate_button.isEnabled()
    # the generator's own sentence starts as the dialog's does
    with pytest.raises(ImpossibleRules, match="no 4 x 4 Sudoku keeps the rules antiking"):
        next(iter(variant_generator.generate(VariantOptions(4, ("antiking",), None, "none"), seed=1)))


@pytest.mark.parametrize("size", [4, 6])
def test_the_clashes_table_is_what_the_solver_says(size) -> None:
    # every set listed has no grid, and without any one of its rules it has one (the smallest
    # such sets); a set not listed, of two rules, has one
    globals_ = sorted(GLOBAL_RULES - {"jigsaw"})
    for jigsaw in (False, True):
        regions = tuple(i // size for i in range(size * size)) if jigsaw else ()  # (a Latin square)

        def grid(rules) -> bool:
            if jigsaw and "disjoint" in rules:
                return False
            cons = variant_generator._global_constraints(tuple(rules))
            return variant_generator.random_solution(random.Random(1), size, regions, cons) is not None

        clashes = IMPOSSIBLE_GLOBAL_RULES[size, jigsaw]
        for clash in clashes:
            assert not grid(clash), clash
            for rule in clash:
                assert grid(clash - {rule}), (clash, rule)
        for a in globals_:
            for b in globals_:
                if a < b and (not jigsaw or "disjoint" not in (a, b)):
                    rules = (a, b) + (("jigsaw",) if jigsaw else ())
                    assert grid((a, b)) == (impossible_rules(size, rules) == ()), rules


def test_the_keyboard_guide_gives_the_rule_boxes_letters() -> None:
    from pathlib import Path

    from str8ts_gui.gui.library.generate_dialog import RULE_MNEMONICS

    guide = Path(__file__).resolve().parents[2] / "docs" / "guide" / "keyboard-and-mouse.md"
    text = " ".join(guide.read_text(encoding="utf-8").split())
    section = text[text.index("## Generate Puzzle dialog"):]
    for name, label in RULE_MNEMONICS.items():
        if "&" in label:
            k = label.index("&")
            assert f"{label[:k]}**{label[k + 1]}**{label[k + 2:]}" in section, name
        else:
            assert f"{label} have none" in section or f"and {label} have none" in section or f"{label} and" in section, name


def test_a_suguru_s_width_and_height_have_names_of_their_own(qtbot) -> None:
    # one "Size:" label for two boxes: a screen reader had no name for the height's
    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("suguru"))
    assert dialog.size_label.buddy() is dialog.width_spin
    assert dialog.width_spin.accessibleName() == "Suguru width (columns)"
    assert dialog.height_spin.accessibleName() == "Suguru height (rows)"


def test_a_variant_that_gives_up_with_a_symmetry_says_to_try_none(qtbot) -> None:
    # "No 9 x 9 Hard Sudoku with killer, whispers turned up in 30 attempts; try Any grade, other
    # rules or another size": not a word of the symmetry (180-degree rotation, the default), which
    # the CLI names ("try --symmetry none (not the default 180) too") and the other kinds' message too
    def gives_up(options, *args, max_attempts=30, **kwargs):
        raise RuntimeError(f"no {options.describe()} found in {max_attempts} attempts")
        yield

    dialog = NewPuzzleDialog(variant_generate_fn=gives_up)
    qtbot.addWidget(dialog)
    dialog.set_options(VariantOptions(9, ("killer", "whispers"), "Hard", "180"))
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert failed.args[0] == (
        "No 9 x 9 Hard Sudoku with killer, whispers turned up in 30 attempts with 180-degree rotation; "
        "try no symmetry, or Any grade, other rules or another size."
    )
    dialog.set_options(VariantOptions(9, ("killer", "whispers"), None, "none"))
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert failed.args[0] == "No 9 x 9 Sudoku with killer, whispers turned up in 30 attempts; try other rules or another size."
