"""Starting the GUI: command line, --screenshot, settings directory, icon, package entry points."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from str8ts_gui.gui import app as gui_app
from str8ts_gui.gui import icons, settings
from str8ts_gui.gui.main_window import DEFAULT_SIZE

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"


def run_gui(*args: str, home: Path, timeout: float = 20) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STR8TS_GUI_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "str8ts_gui", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_screenshot_of_the_solved_window(tmp_path: Path, gui_home: Path) -> None:
    out = tmp_path / "shot.png"
    done = run_gui(str(WIKIPEDIA.relative_to(ROOT)), "--screenshot", str(out), "--solve", home=gui_home)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == DEFAULT_SIZE
    # no autosave or settings were written by a screenshot run
    assert not list(gui_home.glob("autosave*"))


def test_bad_file_exits_2_with_a_message(tmp_path: Path, gui_home: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not a puzzle\n", encoding="utf-8")
    done = run_gui(str(bad), "--screenshot", str(tmp_path / "x.png"), home=gui_home)
    assert done.returncode == 2
    assert "bad.txt: line 1: expected a puzzle of n*n characters" in done.stderr
    assert not (tmp_path / "x.png").exists()

    done = run_gui(str(tmp_path / "missing.str8ts"), home=gui_home)
    assert done.returncode == 2 and "cannot read file" in done.stderr


def test_main_in_process_screenshot(tmp_path: Path, qapp) -> None:
    out = tmp_path / "shot.png"
    assert gui_app.main([str(WIKIPEDIA), "--puzzle", "2", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).size().toTuple() == DEFAULT_SIZE
    assert gui_app.main([str(WIKIPEDIA), "--puzzle", "4", "--screenshot", str(out)]) == 2


def test_usage_errors(capsys) -> None:
    with pytest.raises(SystemExit) as e:
        gui_app.main(["--screenshot", "x.png"])
    assert e.value.code == 2
    with pytest.raises(SystemExit) as e:
        gui_app.main(["--version"])
    assert e.value.code == 0
    assert "0." in capsys.readouterr().out


def test_module_entry_point_imports_only_the_gui_app() -> None:
    text = (ROOT / "str8ts_gui" / "__main__.py").read_text(encoding="utf-8")
    assert "from .gui.app import main" in text
    assert "PySide6" not in text


def test_settings_live_under_the_test_home(gui_home: Path) -> None:
    assert settings.data_dir() == gui_home
    assert Path(settings.settings().fileName()).parent == gui_home
    for k in range(10):
        settings.add_recent_file(gui_home / f"f{k}.str8ts")
    files = settings.recent_files()
    assert len(files) == settings.MAX_RECENT == 8
    assert files[0].endswith("f9.str8ts")
    settings.add_recent_file(gui_home / "f5.str8ts")
    assert settings.recent_files()[0].endswith("f5.str8ts") and len(settings.recent_files()) == 8
    settings.remove_recent_file(settings.recent_files()[0])
    assert len(settings.recent_files()) == 7
    settings.clear_recent_files()
    assert settings.recent_files() == []


def test_app_icon(qapp) -> None:
    for name in icons.ICON_NAMES:
        assert icons.resource_path(name) is not None, name
    png = QImage(str(icons.resource_path("str8ts.png")))
    assert (png.width(), png.height()) == (256, 256)
    icon = icons.app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).isNull()
    drawn = icons.drawn_pixmap(64).toImage()
    assert drawn.pixelColor(14, 50).lightness() > 200  # an empty white cell (bottom left)
    assert drawn.pixelColor(14, 32).lightness() < 60  # a black cell (middle left)


def test_app_icon_falls_back_to_a_drawn_one(qapp, monkeypatch) -> None:
    monkeypatch.setattr(icons, "resource_path", lambda name: None)
    icon = icons.app_icon()
    assert not icon.isNull() and not icon.pixmap(32, 32).isNull()
