"""The picture reader on pictures made here: typefaces the classifier never saw, the program's
own drawing and window, photos (rotated, in perspective, unevenly lit, blurred, JPEG)."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.scan import ScanError, read_picture
from str8ts_gui.scan import classifier, repair

from scan_helpers import ROOT, STR8TS


def assert_read(reading, truth: Puzzle, sp) -> None:
    assert reading.kind == truth.kind
    assert sp.same_puzzle(reading.puzzle, truth), f"read {reading.text()!r}"


# -- the classifier's weights -----------------------------------------------------------------
def test_weights_are_small_versioned_and_not_trained_on_the_test_typefaces(sp) -> None:
    path = ROOT / "str8ts_gui" / "scan" / classifier.WEIGHTS
    assert path.stat().st_size < 1024 * 1024
    model = classifier.model()
    trained = set(model.fonts)
    assert trained, "the weights name the typefaces they were trained on"
    assert trained == {f.name for f in sp.TRAIN_FONTS}
    held_out = {f.name for f in sp.HELD_OUT_FONTS}
    assert not trained & held_out
    families = {f.family for f in sp.TRAIN_FONTS if f.family}
    assert not families & {f.family for f in sp.HELD_OUT_FONTS if f.family}
    assert not {f.hershey for f in sp.TRAIN_FONTS if f.is_hershey} & {f.hershey for f in sp.HELD_OUT_FONTS if f.is_hershey}


def test_classifier_reads_digits_drawn_in_held_out_typefaces(sp) -> None:
    """Every digit 1-9 in each held-out Qt typeface, as the reader cuts it from a clean grid."""
    from str8ts_gui.scan import cells, grid

    for font in [f for f in sp.HELD_OUT_FONTS if not f.is_hershey][:5]:
        style = sp.Style(font=font, cell=48, margin=16)
        rgb = sp.paint_cells(9, 1 + 3, [(False, d) for d in range(1, 10)] + [(True, d) for d in range(1, 10)]
                             + [(False, 0)] * 9 + [(r % 2 == 0, 0) for r in range(9)], set(), style)
        g = grid.find_grid(np.ascontiguousarray(rgb.max(axis=2)))
        seen = cells.read_cells(g)
        digits = [c.digit for c in seen[:18]]
        assert all(d is not None for d in digits), font.name
        assert all(c.digit is None for c in seen[18:]), font.name
        got = classifier.model().probabilities(digits).argmax(axis=1).tolist()
        assert got == list(range(1, 10)) * 2, font.name


# -- screenshots ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "kind, font",
    [("str8ts", "DejaVu Sans Book"), ("sudoku", "DejaVu Sans Bold Oblique"), ("suguru", "Hershey Triplex w2"),
     ("str8ts", "DejaVu Math TeX Gyre Regular")],
)
def test_clean_pictures_in_held_out_typefaces(kind, font, puzzles, sp) -> None:
    truth = puzzles[kind]
    style = sp.Style(font=sp.FONTS[font], cell=52, thin=1.2, thick=4.0, margin=24)
    data = sp.encode(sp.paint(truth, style), ".png")
    assert_read(read_picture(data), truth, sp)
    assert_read(read_picture(data, truth.kind), truth, sp)


@pytest.mark.parametrize("kind", ["str8ts", "sudoku", "suguru"])
def test_the_programs_own_drawing(kind, puzzles, sp) -> None:
    truth = puzzles[kind]
    reading = read_picture(sp.encode(sp.program_picture(truth, 600), ".png"))
    assert_read(reading, truth, sp)
    assert reading.uncertain == ()


def test_a_screenshot_of_the_window_with_its_cursor_and_panels(puzzles, sp) -> None:
    """The board is found among the toolbar and the side panel (its number buttons hold digits
    too); the cursor's coloured frame is no region border."""
    truth = puzzles["suguru"]
    assert_read(read_picture(sp.encode(sp.window_screenshot(truth), ".png")), truth, sp)


# -- photos ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind, seed", [("str8ts", 3), ("sudoku", 4), ("suguru", 5)])
def test_photos(kind, seed, puzzles, sp) -> None:
    truth = puzzles[kind]
    rng = np.random.default_rng(seed)
    style = sp.random_style(rng, sp.HELD_OUT_FONTS, cell=(44, 60))
    photo = sp.distort(sp.paint(truth, style, rng), rng, max_angle=5.0)
    data = sp.encode(photo, ".jpg", 60)
    assert_read(read_picture(data), truth, sp)


def test_a_photo_of_the_programs_drawing(puzzles, sp) -> None:
    truth = puzzles["str8ts"]
    rng = np.random.default_rng(8)
    photo = sp.distort(sp.program_picture(truth, 700), rng, max_angle=5.0, light=(0.5, 0.6))
    assert_read(read_picture(sp.encode(photo, ".jpg", 55)), truth, sp)


# -- the kind -----------------------------------------------------------------------------------
def test_a_given_kind_reads_the_lines_as_that_kind(puzzles, sp) -> None:
    """A Sudoku picture read as a Suguru: its boxes are the regions."""
    truth = puzzles["sudoku"]
    data = sp.encode(sp.program_picture(truth, 600), ".png")
    reading = read_picture(data, "suguru")
    assert reading.kind == "suguru"
    boxes = [(i // 9) // 3 * 3 + (i % 9) // 3 for i in range(81)]
    from str8ts_gui.kinds.suguru.model import canonical_regions

    assert reading.puzzle.regions == canonical_regions(boxes)
    assert reading.puzzle.clues == truth.clues
    assert reading.text().startswith("#Suguru read from")


def test_black_cells_are_no_sudoku(puzzles, sp) -> None:
    data = sp.encode(sp.program_picture(puzzles["str8ts"], 600), ".png")
    with pytest.raises(ScanError, match="black cells"):
        read_picture(data, "sudoku")


# -- the rules as a check ------------------------------------------------------------------------
def test_mend_takes_the_likeliest_reading_that_has_a_solution(puzzles) -> None:
    truth = puzzles["sudoku"]
    i = truth.clues.index(next(v for v in truth.clues if v))
    row = i // 9
    other = next(truth.clues[row * 9 + c] for c in range(9) if truth.clues[row * 9 + c] not in (0, truth.clues[i]))
    misread = truth.replace(clues=tuple(other if k == i else v for k, v in enumerate(truth.clues)))
    options = {k: [(v, 0.99), (0, 0.01)] for k, v in enumerate(misread.clues) if v}
    options[i] = [(other, 0.55), (truth.clues[i], 0.4), (0, 0.05)]
    mended, changed = repair.mend(misread, options)
    assert mended == truth
    assert changed == (i,)
    assert repair.mend(truth, options) == (truth, ())


def test_a_misread_digit_is_mended_and_reported_uncertain(puzzles, sp, monkeypatch) -> None:
    truth = puzzles["sudoku"]
    data = sp.encode(sp.program_picture(truth, 600), ".png")
    first = next(k for k, v in enumerate(truth.clues) if v)
    row = [truth.clues[first // 9 * 9 + c] for c in range(9)]
    wrong = next(v for v in row if v and v != truth.clues[first])  # a digit of the same row: no solution
    real = classifier.Model.probabilities

    def misreading(self, digits):
        p = real(self, digits).copy()
        p[0, :] = 0.0
        p[0, wrong], p[0, truth.clues[first]] = 0.6, 0.4  # the first digit (reading order) misread
        return p

    monkeypatch.setattr(classifier.Model, "probabilities", misreading)
    reading = read_picture(data)
    assert_read(reading, truth, sp)
    assert reading.repaired == (first,)
    assert first in reading.uncertain
    unchecked = read_picture(data, check=False)
    assert unchecked.puzzle.clues[first] == wrong


# -- bad pictures ---------------------------------------------------------------------------------
def test_no_grid(sp, tmp_path) -> None:
    blank = np.full((300, 400, 3), 255, np.uint8)
    with pytest.raises(ScanError, match="no puzzle grid found"):
        read_picture(sp.encode(blank, ".png"), name="blank.png")
    noise = np.random.default_rng(1).integers(0, 256, (300, 300, 3), dtype=np.uint8)
    with pytest.raises(ScanError, match="noise.png: no puzzle grid found"):
        read_picture(sp.encode(noise, ".png"), name="noise.png")


def test_unreadable_files(tmp_path) -> None:
    text = tmp_path / "puzzle.png"
    text.write_text(STR8TS, encoding="utf-8")
    with pytest.raises(ScanError, match=r"puzzle\.png: not a picture"):
        read_picture(text)
    with pytest.raises(ScanError, match="No such file"):
        read_picture(tmp_path / "missing.png")
    with pytest.raises(ScanError, match="Is a directory"):
        read_picture(tmp_path)
    empty = tmp_path / "empty.jpg"
    empty.write_bytes(b"")
    with pytest.raises(ScanError, match="empty"):
        read_picture(empty)


def test_a_tiny_picture(sp) -> None:
    with pytest.raises(ScanError, match="too small"):
        read_picture(sp.encode(np.zeros((20, 30, 3), np.uint8), ".png"))


def test_json_form(puzzles, sp) -> None:
    reading = read_picture(sp.encode(sp.program_picture(puzzles["suguru"], 500), ".png"), name="s.png")
    obj = json.loads(reading.json_text())
    assert list(obj) == ["kind", "puzzle", "size", "uncertain", "ms"]
    assert obj["kind"] == "suguru" and obj["size"] == 5 and obj["uncertain"] == []
    assert obj["puzzle"].splitlines()[0] == "#Suguru read from s.png"


# -- start-up -------------------------------------------------------------------------------------
def test_other_commands_do_not_load_opencv_or_numpy() -> None:
    code = (
        "import io, sys\n"
        "from str8ts_gui.cli.main import main\n"
        f"main(['solve', {STR8TS!r}], out=io.StringIO())\n"
        "import str8ts_gui.scan\n"
        "print('cv2' in sys.modules, 'numpy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert done.stdout.split() == ["False", "False"]
