"""Nothing the user made is lost, and bad input never stops the window: settings edited or
damaged by hand, an unusable settings folder, damaged autosave metadata, Solve's mark on a
restored grid, Save on a file of several puzzles, Save As over existing files."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.gui import create_main_window, settings


def _settings_file(home: Path, text: str) -> None:
    (home / "settings.ini").write_text(text, encoding="utf-8")


def test_a_board_size_of_other_digits_in_the_settings_starts_the_default_board(qtbot, gui_home) -> None:
    # "²" is a digit to str.isdigit but not to int(): the window did not start (ValueError)
    _settings_file(gui_home, "[board]\nlast=str8ts \u00b2 9\n")
    assert settings.last_board() is None
    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    assert w.controller.session.puzzle.kind == "str8ts" and w.controller.session.puzzle.size == 9


def test_recent_files_that_are_no_list_of_names_are_none(qtbot, gui_home) -> None:
    # a number (an @Variant int) did not start the window (TypeError); bytes gave one "file" a byte
    _settings_file(gui_home, "[General]\nrecent_files=@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)\n")
    assert settings.recent_files() == []
    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    assert [a.text() for a in w.recent_menu.actions()] == ["Clear Recent Files"]
    _settings_file(gui_home, "[General]\nrecent_files=@ByteArray(abc)\n")
    assert settings.recent_files() == []
    # what was right stays so
    _settings_file(gui_home, "[General]\nrecent_files=/a/b.puzzle, /c/d.puzzle\n")
    assert settings.recent_files() == ["/a/b.puzzle", "/c/d.puzzle"]
    settings.add_recent_file("/e/f.puzzle")
    assert settings.recent_files() == ["/e/f.puzzle", "/a/b.puzzle", "/c/d.puzzle"]


def test_a_settings_folder_that_cannot_be_made_still_starts_the_window(qtbot, tmp_path, monkeypatch, dialogs) -> None:
    taken = tmp_path / "not-a-folder"
    taken.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv(settings.HOME_ENV, str(taken))
    assert settings.data_dir() == taken
    w = create_main_window()
    qtbot.addWidget(w)
    w.controller.type_digit(3)
    assert not w.write_autosave()
    assert w.status_message().startswith("Autosave failed")
    assert taken.read_text(encoding="utf-8") == "a file where the folder should be"


def _stale_autosave(meta: dict | list, title: str = "Kept work") -> Path:
    import json
    import os
    import time

    from str8ts_gui.core.document import Document, dumps_document
    from str8ts_gui.core.kind import get_kind

    puzzle = get_kind("str8ts").empty(9).with_cell(0, clue=5)
    stale = settings.data_dir() / "autosave-0fa1.str8ts"
    stale.write_text(dumps_document(Document(puzzle, title=title)), encoding="utf-8")
    stale.with_suffix(".json").write_text(json.dumps(meta), encoding="utf-8")
    old = time.time() - 60
    os.utime(stale, (old, old))
    return stale


def test_damaged_autosave_metadata_restores_the_work_instead_of_stopping_every_start(qtbot, dialogs) -> None:
    # a NUL byte in the file's name: the window did not start (ValueError), at every start,
    # since the autosave stayed
    _stale_autosave({"path": "/tmp/a\u0000b.puzzle", "index": 0, "mode": "play"})
    dialogs.restore_answer = True
    w = create_main_window()
    qtbot.addWidget(w)
    assert dialogs.restore_asked == 1
    assert w.controller.session.puzzle.clues[0] == 5 and w.controller.session.info.title == "Kept work"
    assert w.path is None and w.isWindowModified()


def test_an_autosave_index_that_is_no_puzzle_of_the_file_is_the_first(qtbot, dialogs, tmp_path) -> None:
    from str8ts_gui.core.document import Document, save_document
    from str8ts_gui.core.kind import get_kind

    saved = tmp_path / "one.puzzle"
    save_document(saved, Document(get_kind("str8ts").empty(9), title="Kept work"))
    for index in (10**30, -5, True, "2"):
        _stale_autosave({"path": str(saved), "index": index, "mode": "play"})
        dialogs.restore_answer = True
        w = create_main_window()
        qtbot.addWidget(w)
        assert w.path == saved and w.path_index == 0, index
        assert w.controller.session.puzzle.clues[0] == 5
        w.shutdown()


def test_a_restored_grid_that_solve_filled_in_stays_solved_by_the_program(qtbot, dialogs, tmp_path) -> None:
    import shutil

    from str8ts_gui.core.document import load_documents
    from str8ts_gui.kinds.str8ts.formats import parse_text

    puzzle = parse_text((Path(__file__).resolve().parents[2] / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    from str8ts_gui.core.document import Document

    w.set_document(Document(puzzle), None)
    w.solve_now()
    assert w.document().solved_by_program
    assert w.write_autosave() and load_documents(w.autosave_path())[0].solved_by_program
    # a kill: the autosave and its metadata stay, the lock goes with the process
    kept = [shutil.copy(p, tmp_path / p.name) for p in (w.autosave_path(), w.autosave_meta_path())]
    w.shutdown()
    for p in kept:
        shutil.copy(p, settings.data_dir() / Path(p).name)
    dialogs.restore_answer = True
    again = create_main_window()
    qtbot.addWidget(again)
    assert dialogs.restore_asked == 1 and again.controller.session.state == w.controller.session.state
    assert again.document().solved_by_program  # it was taken as solved by the player
    assert load_documents(again.autosave_path())[0].solved_by_program


WIKIPEDIA = Path(__file__).resolve().parents[2] / "puzzles" / "wikipedia.txt"


def _open_second_of_several(window, dialogs, name: str, tmp_path) -> tuple[Path, str]:
    import shutil

    several = tmp_path / name
    shutil.copy(WIKIPEDIA, several)
    dialogs.choice = 1
    assert window.load_path(several)
    st = window.controller.session.state
    window.controller.select(next(i for i in range(st.puzzle.cell_count) if st.is_open(i)))
    window.controller.type_digit(1)
    return several, several.read_text(encoding="utf-8")


def test_save_never_writes_one_puzzle_over_a_native_named_file_of_several(window, dialogs, tmp_path) -> None:
    # a list of puzzles named .str8ts (or JSON Lines named .puzzle): Ctrl+S wrote the one puzzle
    # over the whole file, and every other puzzle of it was gone
    for name in ("week.str8ts", "week.puzzle"):
        several, before = _open_second_of_several(window, dialogs, name, tmp_path)
        dialogs.save_path = None  # Save As cancelled: nothing written
        assert not window.save()
        assert several.read_text(encoding="utf-8") == before
        assert window.status_message() == f"{name} holds 3 puzzles: save this one under a name of its own"
        own = tmp_path / f"own-{name}.puzzle"
        dialogs.save_path = str(own)
        assert window.save() and window.path == own.resolve()
        assert several.read_text(encoding="utf-8") == before
        # the file now holds this one puzzle: the next Save goes there
        window.controller.type_digit(2)
        dialogs.save_path = None
        assert window.save() and window.path == own.resolve()


def test_save_as_does_not_suggest_the_native_file_of_several_it_came_from(window, dialogs, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    _open_second_of_several(window, dialogs, "week.puzzle", tmp_path)
    seen = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, suggested, *rest: (seen.append(suggested), ("", ""))[1])
    assert window.files.save_path_dialog() is None
    assert Path(seen[-1]).name == "week-2.puzzle"
