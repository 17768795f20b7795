"""Export's dialogs as the user meets them: the print preview shows its whole toolbar, Export
Booklet opens every puzzle file Open does and words its errors as Open does, and an image
type it cannot tell is said in a sentence."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QToolBar, QToolButton

from str8ts_gui.gui.files import export_actions

from gui_helpers import gentle_window


@pytest.fixture
def window(qtbot):
    w = gentle_window(qtbot)
    yield w
    w.shutdown()


def test_print_preview_shows_its_whole_toolbar_within_the_screen(window, monkeypatch, qtbot) -> None:
    actions = export_actions.install(window)
    seen = {}

    def preview(dialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        toolbar = dialog.findChild(QToolBar)
        extension = [b for b in toolbar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"]
        seen["hidden"] = [a.toolTip() or a.text() for a in toolbar.actions()
                          if not a.isSeparator() and not toolbar.widgetForAction(a).isVisible()]
        seen["extension"] = any(b.isVisible() for b in extension)
        seen["size"] = dialog.frameGeometry()
        seen["free"] = dialog.screen().availableGeometry()
        dialog.close()
        return 0

    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "puzzle")
    monkeypatch.setattr(export_actions, "run_print_preview", preview)
    assert actions.print_puzzle() is False
    assert seen["hidden"] == [] and not seen["extension"]
    assert seen["size"].width() <= seen["free"].width() and seen["size"].height() <= seen["free"].height()


def test_booklet_sources_offer_every_file_open_reads(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from str8ts_gui.gui.files import file_actions

    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a: (asked.append(a[3]), ([], ""))[1])
    assert export_actions.ask_booklet_sources(window) == []
    assert asked == [file_actions.OPEN_FILTER]
    for pattern in ("*.puzzle", "*.sdk", "*.jsonl", "*.str8ts"):
        assert pattern in asked[0].split(";;")[0]


@pytest.mark.parametrize("name", ["bad.txt", "missing.puzzle"])
def test_booklet_errors_are_worded_as_file_open_words_them(window, tmp_path, dialogs, name) -> None:
    source = tmp_path / name
    if name == "bad.txt":
        source.write_text("hello world\nthis is not a puzzle\n", encoding="utf-8")
    assert not window.load_path(source)
    opened = dialogs.errors[-1]
    assert not export_actions.install(window).export_booklet([str(source)], str(tmp_path / "b.pdf"), 4)
    assert dialogs.errors[-1] == opened
    title, text = opened
    assert title == "Cannot open file" and text.startswith(f"Could not open “{name}”:") and str(tmp_path) not in text


def test_an_image_type_it_cannot_tell_is_said_in_a_sentence(window, tmp_path, dialogs) -> None:
    for name in ("x.gif", "noext"):
        assert not export_actions.install(window).export_image(str(tmp_path / name), "puzzle")
        title, text = dialogs.errors[-1]
        assert title == "Cannot export"
        assert text.startswith(f"Could not export to “{name}”:") and text.endswith(": name the file .png, .svg or .pdf.")
        assert str(tmp_path) not in text and "'." not in text
        assert text.split("\n\n")[1][0].isupper()
    assert "not as “.gif”" in dialogs.errors[-2][1]
