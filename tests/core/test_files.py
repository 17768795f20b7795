"""Saving and reading files safely: symbolic links, read-only files, temporaries left by a killed
save, messages that name the line and never echo a huge value whole."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from str8ts_gui.core.files import (
    PuzzleFormatError,
    decode_text,
    no_puzzle_found,
    remove_stale_temporaries,
    set_aside,
    write_text_atomic,
)

POSIX = os.name == "posix"


def temporaries(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f".{name}.*.tmp"))


@pytest.mark.skipif(not POSIX, reason="symbolic links")
def test_saving_through_a_symbolic_link_writes_its_target(tmp_path: Path) -> None:
    real = tmp_path / "real" / "puzzle.str8ts"
    real.parent.mkdir()
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.str8ts"
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == "new"
    # a link to a file not there yet: the target is created, the link kept
    dangling = tmp_path / "later.str8ts"
    dangling.symlink_to(tmp_path / "real" / "later.str8ts")
    write_text_atomic(dangling, "first")
    assert dangling.is_symlink() and (tmp_path / "real" / "later.str8ts").read_text(encoding="utf-8") == "first"


def test_a_read_only_file_is_refused_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "locked.str8ts"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o444)
    try:
        with pytest.raises(PermissionError) as info:
            write_text_atomic(path, "new")
        assert info.value.strerror == "the file is read-only" and info.value.filename == str(path)
        assert path.read_text(encoding="utf-8") == "old" and not temporaries(tmp_path, path.name)
    finally:
        path.chmod(0o644)
    write_text_atomic(path, "new")  # writable again: saved, with the file's own permissions
    assert path.read_text(encoding="utf-8") == "new" and stat.S_IMODE(path.stat().st_mode) == 0o644


def test_a_save_removes_the_temporaries_a_killed_save_of_that_file_left(tmp_path: Path) -> None:
    path = tmp_path / "p.str8ts"
    left = [tmp_path / f".p.str8ts.abc{k}def.tmp" for k in range(3)]
    for p in left:
        p.write_bytes(b"x" * 1000)
    other = tmp_path / ".q.str8ts.abcdefgh.tmp"  # another file's: not ours to remove
    other.write_bytes(b"y")
    write_text_atomic(path, "content")
    assert path.read_text(encoding="utf-8") == "content"
    assert temporaries(tmp_path, "p.str8ts") == [] and other.exists()
    assert remove_stale_temporaries(tmp_path) == 1 and not other.exists()


@pytest.mark.skipif(not POSIX, reason="file locks")
def test_the_temporary_of_a_save_in_progress_is_not_stale(tmp_path: Path) -> None:
    busy = tmp_path / ".p.str8ts.busy1234.tmp"
    busy.write_bytes(b"")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, sys, time\n"
            "f = open(sys.argv[1], 'rb'); fcntl.flock(f, fcntl.LOCK_EX); print('locked', flush=True); time.sleep(60)",
            str(busy),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        assert remove_stale_temporaries(tmp_path, "p.str8ts") == 0 and busy.exists()
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()
    assert remove_stale_temporaries(tmp_path, "p.str8ts") == 1 and not busy.exists()


@pytest.mark.skipif(not POSIX, reason="signals")
def test_a_save_killed_midway_leaves_the_old_file_and_the_next_save_cleans_up(tmp_path: Path) -> None:
    path = tmp_path / "big.str8ts"
    path.write_text("old", encoding="utf-8")
    # a save that is stopped for good while its temporary file is being written
    script = (
        "import os, signal, sys\n"
        "from str8ts_gui.core import files\n"
        "real = os.fsync\n"
        "def stop(fd):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "os.fsync = stop\n"
        "files.write_text_atomic(sys.argv[1], 'new' * 100000)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script, str(path)], check=False, timeout=60)
    assert proc.returncode == -9
    assert path.read_text(encoding="utf-8") == "old" and len(temporaries(tmp_path, path.name)) == 1
    write_text_atomic(path, "newer")
    assert path.read_text(encoding="utf-8") == "newer" and temporaries(tmp_path, path.name) == []


def test_set_aside_keeps_the_file_under_a_name_that_is_not_found_again(tmp_path: Path) -> None:
    path = tmp_path / "autosave-1.str8ts"
    path.write_text("bad", encoding="utf-8")
    first = Path(set_aside(path))
    assert first.name == "autosave-1.str8ts.damaged" and not path.exists()
    path.write_text("bad again", encoding="utf-8")
    second = Path(set_aside(path))
    assert second.name == "autosave-1.str8ts.damaged-2" and first.read_text(encoding="utf-8") == "bad"
    assert list(tmp_path.glob("*.str8ts")) == []


def test_long_quoted_values_and_words_are_cut_short() -> None:
    huge = "x" * 3_000_000
    e = PuzzleFormatError(f"field 'kind': unknown puzzle kind {huge!r}", source="f.str8ts", line=2)
    assert len(str(e)) < 200 and "(3,000,000 characters)" in str(e) and "'xxxxx" in e.reason
    e = PuzzleFormatError(f"field 'size' must be 4 to 20, not {'9' * 4000}", source="f.str8ts")
    assert len(str(e)) < 200 and "(4,000 characters)" in e.reason
    short = "unknown character 'x'"
    assert PuzzleFormatError(short).reason == short  # short values stay whole


def test_utf8_errors_name_the_line_and_column() -> None:
    data = "line one\nline två\n".encode() + b"ab\xffcd\n"
    with pytest.raises(PuzzleFormatError) as info:
        decode_text(data, source="f.txt")
    e = info.value
    assert (e.line, e.column) == (3, 3) and "byte 0xff at offset 21" in e.reason


def test_no_puzzle_found_names_the_last_line() -> None:
    e = no_puzzle_found("; a comment\n\n// another\n\n", source="f.txt")
    assert e.line == 3 and "no puzzle found in lines 1 to 3" in e.reason
    assert no_puzzle_found("", source="f.txt").line is None
