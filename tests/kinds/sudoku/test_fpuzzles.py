"""f-puzzles JSON and links: LZ-string, reading every rule, writing and reading back, detection
among the other forms, and clear errors for bad or unsupported input."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from str8ts_gui.core.document import Document, detect_kind, dumps_document, iter_documents, loads_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku import SUDOKU, fpuzzles
from str8ts_gui.kinds.sudoku.fpuzzles import (
    LINK_PREFIX,
    from_fpuzzles,
    lz_compress_base64,
    lz_decompress_base64,
    parse_link,
    to_fpuzzles,
    to_fpuzzles_data,
    to_fpuzzles_link,
)
from str8ts_gui.kinds.sudoku.model import new_puzzle, region_faults
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine
from str8ts_gui.kinds.sudoku.variants.clone import Clone
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine
from str8ts_gui.kinds.sudoku.variants.modular import ModularLine
from str8ts_gui.kinds.sudoku.variants.nabner import NabnerLine
from str8ts_gui.kinds.sudoku.variants.double_arrow import DoubleArrow
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine
from str8ts_gui.solver.sat import count_solutions
from sudoku_bruteforce import solutions as plain_solutions

# Public links (from the README and tests of open-source Sudoku tools): a 9 x 9 with two killer
# cages, and one with two givens. Their payloads are what f-puzzles' own LZ-string wrote.
KILLER_LINK = (
    "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6z"
    "R4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpR"
    "GqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA="
)
GIVENS_LINK = (
    "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsE"
    "AFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA="
)


def grid(n: int, givens: dict[str, int] | None = None) -> list[list[dict]]:
    rows = [[{} for _ in range(n)] for _ in range(n)]
    for name, v in (givens or {}).items():
        r, c = name[1:].split("C")
        rows[int(r) - 1][int(c) - 1] = {"value": v, "given": True}
    return rows


def fp(n: int = 9, **keys) -> dict:
    return {"size": n, "grid": grid(n), **keys}


# -- LZ-string ---------------------------------------------------------------------------------


@pytest.mark.parametrize("link", [KILLER_LINK, GIVENS_LINK])
def test_lz_string_matches_f_puzzles_own_output(link: str) -> None:
    payload = link.split("?load=")[1]
    text = lz_decompress_base64(payload)
    assert text is not None and json.loads(text)["size"] == 9
    assert lz_compress_base64(text) == payload  # byte for byte what the JavaScript wrote


def test_lz_string_round_trips_any_text() -> None:
    rng = random.Random(7)
    alphabet = 'abc{}[]":,R1C9 é€😀\u4e2d'
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 200)))
        packed = lz_compress_base64(text)
        assert len(packed) % 4 == 0 and set(packed) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")
        assert lz_decompress_base64(packed) == text


@pytest.mark.parametrize("bad", ["", "!!!!", "N4Ig", "AAAA", "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSS"])
def test_lz_string_rejects_what_it_cannot_decompress(bad: str) -> None:
    assert not lz_decompress_base64(bad)  # None (or nothing) rather than an exception


# -- reading -----------------------------------------------------------------------------------


def test_a_public_killer_link_reads_its_cages() -> None:
    doc = parse_link(KILLER_LINK)
    assert doc.puzzle.kind == "sudoku" and doc.puzzle.size == 9 and not any(doc.puzzle.clues)
    assert doc.puzzle.constraints == (KillerCage((0, 9), 9), KillerCage((1, 2, 10, 11, 19), 33))


def test_a_public_link_reads_its_givens() -> None:
    doc = loads_documents(GIVENS_LINK)[0]
    clues = doc.puzzle.clues
    assert clues[2 * 9 + 2] == 1 and clues[6 * 9 + 6] == 2 and sum(1 for v in clues if v) == 2


RULES = [
    ({"killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}, {"cells": ["R9C9"]}]},
     [KillerCage((0, 1), 3), KillerCage((80,), 0)]),
    ({"cage": [{"cells": ["R2C1", "R3C1"], "value": 17}]}, [KillerCage((9, 18), 17)]),
    ({"thermometer": [{"lines": [["R1C1", "R2C2", "R3C3"], ["R9C1", "R9C2"]]}]},
     [Thermometer((0, 10, 20)), Thermometer((72, 73))]),
    ({"arrow": [{"cells": ["R5C5"], "lines": [["R5C5", "R5C6", "R5C7"], ["R5C5", "R6C5"]]}]},
     [Arrow((40,), (41, 42)), Arrow((40,), (49,))]),
    ({"arrow": [{"cells": ["R1C2", "R1C1"], "lines": [["R1C2", "R2C3", "R3C4"]]}]}, [Arrow((0, 1), (11, 21))]),
    ({"sandwichsum": [{"cell": "R0C3", "value": "12"}, {"cell": "R7C0", "value": "0"}, {"cell": "R0C4"}]},
     [SandwichSum(2, True, 12), SandwichSum(6, False, 0)]),
    ({"littlekillersum": [{"cell": "R0C0", "direction": "DR", "value": "45"},
                          {"cell": "R10C3", "direction": "UR", "cells": ["R9C4"], "value": "20"},
                          {"cell": "R4C10", "direction": "DL", "value": ""}]},
     [LittleKiller(-1, -1, "DR", 45), LittleKiller(9, 2, "UR", 20)]),
    ({"antiknight": True, "antiking": True, "nonconsecutive": True}, [AntiKnight(), AntiKing(), NonConsecutive()]),
    ({"diagonal+": True, "diagonal-": False}, [Diagonal(True)]),
    ({"diagonal-": True}, [Diagonal(False)]),
    ({"odd": [{"cell": "R1C1"}], "even": [{"cell": "R9C9"}]}, [Parity(0, False), Parity(80, True)]),
    ({"difference": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R2C1", "R3C1"], "value": "3"}]},
     [KropkiDot((0, 1), False, 0), KropkiDot((9, 18), False, 3)]),
    ({"ratio": [{"cells": ["R1C1", "R2C1"], "value": "2"}, {"cells": ["R5C5", "R5C4"], "value": "3"}]},
     [KropkiDot((0, 9), True, 0), KropkiDot((40, 39), True, 3)]),
    ({"xv": [{"cells": ["R1C1", "R1C2"], "value": "X"}, {"cells": ["R2C2", "R3C2"], "value": "v"}]},
     [XV((0, 1), 10), XV((10, 19), 5)]),
    ({"negative": ["xv", "ratio"]}, [NegativeRatio(), NegativeXV()]),
    ({"negative": ["ratio"], "ratio": [{"cells": ["R1C1", "R1C2"]}]}, [KropkiDot((0, 1), True), NegativeRatio()]),
    ({"renban": [{"lines": [["R1C1", "R1C2", "R1C3"]]}]}, [Renban((0, 1, 2))]),
    ({"whispers": [{"lines": [["R1C1", "R2C1"], ["R4C4", "R4C5"]]}]}, [Whispers((0, 9)), Whispers((30, 31))]),
    ({"palindrome": [{"lines": [["R1C1", "R2C2", "R3C3", "R4C4"]]}]}, [Palindrome((0, 10, 20, 30))]),
    ({"regionsumline": [{"lines": [["R1C3", "R1C4", "R2C4"], ["R9C9", "R8C8"]]}]},
     [RegionSumLine((2, 3, 12)), RegionSumLine((80, 70))]),
    ({"zipperline": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R9C9", "R8C8", "R7C7", "R6C6"]]}]},
     [ZipperLine((0, 1, 2)), ZipperLine((80, 70, 60, 50))]),
    ({"betweenline": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R9C9", "R8C8"]]}]},
     [BetweenLine((0, 1, 2)), BetweenLine((80, 70))]),
    ({"slowthermometer": [{"lines": [["R1C1", "R1C2", "R2C3"], ["R9C9", "R8C9"]]}]},
     [SlowThermometer((0, 1, 11)), SlowThermometer((80, 71))]),
    ({"entropicline": [{"lines": [["R1C1", "R1C2", "R1C3", "R2C4"]]}, {"lines": [["R9C9", "R8C9"]]}]},
     [EntropicLine((0, 1, 2, 12)), EntropicLine((80, 71))]),
    ({"modularline": [{"lines": [["R1C1", "R1C2", "R1C3", "R2C4"]]}, {"lines": [["R9C9", "R8C9"]]}]},
     [ModularLine((0, 1, 2, 12)), ModularLine((80, 71))]),
    ({"nabner": [{"lines": [["R1C1", "R1C2", "R2C3"]]}, {"lines": [["R9C9", "R8C8", "R7C7", "R6C6", "R5C5"]]}]},
     [NabnerLine((0, 1, 11)), NabnerLine((80, 70, 60, 50, 40))]),
    ({"doublearrow": [{"lines": [["R1C1", "R1C2", "R1C3"]]}, {"lines": [["R9C9", "R8C8", "R7C7", "R6C6"]]}]},
     [DoubleArrow((0, 1, 2)), DoubleArrow((80, 70, 60, 50))]),
    ({"clone": [{"cells": ["R1C1", "R1C2"], "cloneCells": ["R9C8", "R9C9"]},
                {"cells": ["R5C5", "R5C6"], "cloneCells": ["R5C5", "R6C6"]}, {"cells": [], "cloneCells": []}]},
     [Clone((0, 1), (79, 80)), Clone((41,), (50,))]),
]


@pytest.mark.parametrize("keys, expected", RULES, ids=[next(iter(k)) for k, _ in RULES])
def test_every_rule_reads_into_its_constraint(keys: dict, expected: list) -> None:
    doc = from_fpuzzles(fp(**keys))
    assert list(doc.puzzle.constraints) == expected
    again = from_fpuzzles(json.loads(to_fpuzzles(doc)))  # and back through the writer
    assert again == doc


def test_givens_entries_regions_and_texts() -> None:
    n = 4
    rows = grid(n, {"R1C1": 1})
    rows[3][3] = {"value": 2}  # not given: the player's entry
    jigsaw = (0, 1, 1, 2, 0, 1, 1, 2, 0, 3, 3, 2, 0, 3, 3, 2)
    for i, g in enumerate(jigsaw):
        rows[i // n][i % n]["region"] = g
    rows[0][1].update({"centerPencilMarks": [3, 4], "c": "#ff0000", "highlight": "#00ff00"})
    doc = from_fpuzzles({"size": n, "grid": rows, "title": " Tiny ", "author": "Me", "ruleset": "Normal rules."})
    assert doc.puzzle.clues[0] == 1 and doc.puzzle.regions == jigsaw
    assert doc.state is not None and doc.state.entries[15] == 2 and doc.state.values()[0] == 1
    assert (doc.title, doc.author, doc.notes) == ("Tiny", "Me", "Normal rules.")
    data = to_fpuzzles_data(doc)
    assert data["grid"][0][0] == {"value": 1, "given": True, "region": 0} and data["grid"][3][3] == {"value": 2, "region": 2}
    assert from_fpuzzles(data) == doc


def test_regions_equal_to_the_boxes_are_a_classic_sudoku() -> None:
    rows = grid(6)
    for r in range(6):
        for c in range(6):
            rows[r][c]["region"] = (r // 2) * 2 + c // 3  # f-puzzles' 6 x 6 boxes: 3 wide, 2 tall
    doc = from_fpuzzles({"size": 6, "grid": rows})
    assert doc.puzzle.regions == () and doc.puzzle == new_puzzle(6)


def test_solver_keys_and_empty_rule_lists_are_ignored() -> None:
    doc = from_fpuzzles(
        fp(
            title="T",
            solution=[1] * 81,
            disabledlogic=["Naked Single"],
            truecandidatesoptions=["colored"],
            activeConstraints=["Killer Cage"],
            clone=[],
            negative=[],
            disjointgroups=False,
            text=[],
        )
    )
    assert doc.puzzle == new_puzzle(9) and doc.title == "T"


COSMETICS = {
    "text": [{"cells": ["R1C1"], "value": "hello", "fontC": "#000000", "size": 1}],
    "line": [{"lines": [["R1C1", "R2C2", "R3C2"]], "outlineC": "#AA00AA", "width": 0.3}],
    "rectangle": [{"cells": ["R1C1", "R1C2"], "baseC": "#FFFFFF", "outlineC": "#000000", "width": 0.5, "height": 0.5, "angle": 0}],
    "circle": [{"cells": ["R5C5"], "baseC": "#FFFFFF", "outlineC": "#000000", "width": 0.7, "height": 0.7, "value": "7"}],
    "cage": [{"cells": ["R9C8", "R9C9"], "outlineC": "#000000", "fontC": "#000000", "value": "x"}, {"cells": ["R8C8"]}],
}


def test_a_cosmetic_cage_read_as_a_killer_cage_is_said() -> None:
    """f-puzzles only draws a cosmetic "cage"; a number in it is read as a killer cage (as
    SudokuSolver does), and the document says so, for the window to tell the setter (a setter's
    "product cage" would otherwise become a sum without a word). A killer cage, a cage without a
    number, or a file read again from our own format say nothing."""
    one = from_fpuzzles(fp(cage=[{"cells": ["R2C1", "R3C1"], "value": 17, "outlineC": "#FF0000"}]))
    assert one.puzzle.constraints == (KillerCage((9, 18), 17),)
    assert one.read_notes == ("1 cosmetic cage with a number read as a killer cage (f-puzzles only draws them; check the rules)",)
    two = from_fpuzzles(fp(cage=[{"cells": ["R2C1"], "value": "5"}, {"cells": ["R5C5"], "value": "6"}, {"cells": ["R9C9"]}]))
    assert two.read_notes == ("2 cosmetic cages with a number read as killer cages (f-puzzles only draws them; check the rules)",)
    assert from_fpuzzles(fp(killercage=[{"cells": ["R1C1", "R1C2"], "value": "3"}])).read_notes == ()
    assert from_fpuzzles(fp(**COSMETICS)).read_notes == ()
    again = loads_documents(dumps_document(one))[0]
    assert again.read_notes == () and again == one  # never saved, and no part of the document's equality


def test_cosmetic_items_are_kept_through_a_read_and_a_write() -> None:
    from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic

    data = fp(**COSMETICS, killercage=[{"cells": ["R1C9", "R2C9"], "value": "3"}])
    doc = from_fpuzzles(data)
    drawings = [c for c in doc.puzzle.constraints if isinstance(c, Cosmetic)]
    assert [c.key for c in drawings] == ["text", "circle", "rectangle", "line", "cage", "cage"]
    assert drawings[3].cells == (0, 10, 19)  # the line's cells
    # they change no solution: the same count as the puzzle without them
    plain = doc.puzzle.replace(constraints=tuple(c for c in doc.puzzle.constraints if not isinstance(c, Cosmetic)))
    assert plain.constraints == (KillerCage((8, 17), 3),)
    back = json.loads(to_fpuzzles(doc))
    for key, items in COSMETICS.items():
        assert back[key] == items
    assert back["killercage"] == [{"cells": ["R1C9", "R2C9"], "value": "3"}]
    # and through the native file
    assert loads_documents(dumps_document(doc))[0].puzzle == doc.puzzle


def test_a_cage_with_a_sum_is_a_killer_cage_and_without_one_a_drawing() -> None:
    from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic

    doc = from_fpuzzles(fp(cage=[{"cells": ["R1C1", "R1C2"], "value": "3"}, {"cells": ["R2C1", "R2C2"], "value": "A"}]))
    kinds = [type(c) for c in doc.puzzle.constraints]
    assert kinds == [KillerCage, Cosmetic]
    # a drawn cage without a sum lets digits repeat (in different boxes here): f-puzzles draws it only
    doc = from_fpuzzles(fp(cage=[{"cells": ["R1C3", "R1C4"]}]))
    assert doc.puzzle.constraints[0].rule == "cosmetic"


def test_every_size_from_3_to_16_with_its_regions() -> None:
    # f-puzzles' default boxes (those of SudokuSolver): two rows tall for 6, 8, 10 and 14, three
    # for 12 and 15, square for 4, 9, 16; the rows for a prime size
    from str8ts_gui.kinds.sudoku.model import box_shape

    assert {n: box_shape(n) for n in (5, 7, 10, 14, 15)} == {5: (1, 5), 7: (1, 7), 10: (2, 5), 14: (2, 7), 15: (3, 5)}
    for n in range(3, 17):
        doc = from_fpuzzles({"size": n, "grid": grid(n)})
        assert doc.puzzle.size == n and doc.puzzle.regions == ()
        assert from_fpuzzles(json.loads(to_fpuzzles(doc))) == doc
        assert loads_documents(dumps_document(doc)) == [doc]  # the native file holds any size
        assert loads_documents(SUDOKU.copy_text(doc.puzzle))[0].puzzle == doc.puzzle
    # a 7 x 7 jigsaw: read, solved, written with its regions and read back
    regions = [[0, 0, 0, 1, 1, 1, 1], [0, 0, 2, 2, 1, 1, 1], [0, 0, 2, 2, 2, 3, 3], [4, 4, 2, 2, 3, 3, 3],
               [4, 4, 4, 5, 5, 3, 3], [4, 4, 6, 6, 5, 5, 5], [6, 6, 6, 6, 6, 5, 5]]
    rows = grid(7, {"R1C1": 1, "R4C4": 4})
    for r in range(7):
        for c in range(7):
            rows[r][c]["region"] = regions[r][c]
    doc = from_fpuzzles({"size": 7, "grid": rows})
    assert doc.puzzle.regions == tuple(g for row in regions for g in row)
    r = count_solutions(doc.puzzle, limit=2)
    assert r.count == 2  # two givens leave many
    assert from_fpuzzles(json.loads(to_fpuzzles(doc))) == doc
    with pytest.raises(PuzzleFormatError, match="size 17: a Sudoku here is 3 to 16"):
        from_fpuzzles({"size": 17, "grid": grid(17)})


def test_extra_regions_indexers_and_given_pencil_marks_read_and_write() -> None:
    from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
    from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
    from str8ts_gui.kinds.sudoku.variants.indexer import Indexer

    rows = grid(9)
    rows[0][0] = {"givenPencilMarks": [3, 1]}
    rows[4][4] = {"value": 5, "given": True, "givenPencilMarks": [5, 6]}
    data = fp(
        extraregion=[{"cells": ["R1C5", "R2C6", "R3C7"]}],
        rowindexer=[{"cells": ["R1C2", "R2C2"]}],
        columnindexer=[{"cells": ["R1C1", "R2C1", "R3C1"]}],
        boxindexer=[{"cells": ["R5C5"]}],
    )
    data["grid"] = rows
    doc = from_fpuzzles(data)
    assert set(doc.puzzle.constraints) == {
        GivenCandidates(0, (1, 3)), GivenCandidates(40, (5, 6)), ExtraRegion((4, 14, 24)),
        Indexer((1, 10), "row"), Indexer((0, 9, 18), "column"), Indexer((40,), "box"),
    }
    back = json.loads(to_fpuzzles(doc))
    assert back["grid"][0][0] == {"givenPencilMarks": [1, 3]}
    assert back["extraregion"] == data["extraregion"] and back["boxindexer"] == data["boxindexer"]
    assert back["rowindexer"] == data["rowindexer"] and back["columnindexer"] == data["columnindexer"]
    assert from_fpuzzles(back).puzzle == doc.puzzle
    # r1c1 keeps its marks 1 and 3; the box indexer r5c5 (the centre of its box, number 5)
    # holding 5 puts 5 in the box's 5th cell: itself
    sol = count_solutions(doc.puzzle, limit=1).solutions[0]
    assert sol[0] in (1, 3) and sol[40] == 5


def test_rules_f_puzzles_cannot_hold_fall_back_to_the_native_file() -> None:
    from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
    from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
    from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection

    for rule in (ChaosConstruction(), NurikabeSudoku(shaded=(3,)), SecretDirection(40, 43)):
        doc = Document(new_puzzle(9).replace(constraints=(rule,)))
        with pytest.raises(ValueError, match="no form"):
            to_fpuzzles(doc)
        text = SUDOKU.copy_text(doc.puzzle)
        assert loads_documents(text)[0].puzzle == doc.puzzle


# -- negative constraints and non-consecutive beside dots ---------------------------------------


def touching(n: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(n * n) for j in (i + 1, i + n) if j < n * n and (j != i + 1 or j % n)]


def reference(n: int, clues, ok) -> list[tuple[int, ...]]:
    """Every n x n Sudoku completion of ``clues`` whose touching pairs all pass ``ok(a, b, da, db)``
    (a plain enumerator and the rules written out here, nothing of the kind's)."""
    return [s for s in plain_solutions(n, clues) if all(ok(a, b, s[a], s[b]) for a, b in touching(n))]


def test_nonconsecutive_with_white_dots_exempts_the_dotted_pairs() -> None:
    # a 4 x 4 has no non-consecutive solution; white dots on the touching pairs of a grid that
    # are consecutive let it through (f-puzzles: the dotted pairs are exempt), and a black dot
    # on a 2-4 pair exempts that pair too
    n = 4
    solution = next(plain_solutions(n, [0] * 16))
    white = {(a, b) for a, b in touching(n) if abs(solution[a] - solution[b]) == 1}
    black = {(a, b) for a, b in touching(n) if max(solution[a], solution[b]) == 2 * min(solution[a], solution[b])} - white

    def name(i: int) -> str:
        return f"R{i // n + 1}C{i % n + 1}"

    data = fp(
        n,
        nonconsecutive=True,
        difference=[{"cells": [name(a), name(b)]} for a, b in sorted(white)],
        ratio=[{"cells": [name(a), name(b)]} for a, b in sorted(black)],
    )
    doc = from_fpuzzles(data)
    assert NonConsecutive() in doc.puzzle.constraints and white

    def ok(a, b, da, db):
        if (a, b) in white:
            return abs(da - db) == 1
        if (a, b) in black:
            return max(da, db) == 2 * min(da, db)
        return abs(da - db) != 1

    expected = reference(n, [0] * 16, ok)
    assert solution in expected
    assert count_solutions(doc.puzzle, limit=len(expected) + 1).count == len(expected)
    written = to_fpuzzles_data(doc)
    assert written["nonconsecutive"] is True and len(written["difference"]) == len(white)
    assert from_fpuzzles(written) == doc  # read -> write -> read: the same puzzle
    assert count_solutions(from_fpuzzles(fp(n, nonconsecutive=True)).puzzle, limit=1).count == 0


@pytest.mark.parametrize("which", ["ratio", "xv", "both"])
def test_negative_constraints_read_solve_and_round_trip(which: str) -> None:
    """Marks taken from random grids (every black-dot pair and X/V pair of the grid marked, some
    dropped or added, a few white dots): the solver's count equals the reference's."""
    n = 4
    negative = ["ratio", "xv"] if which == "both" else [which]
    rng = random.Random(f"negative-{which}")
    grids = list(plain_solutions(n, [0] * 16))
    seen = set()

    def name(i: int) -> str:
        return f"R{i // n + 1}C{i % n + 1}"

    for k in range(12):
        s = rng.choice(grids)
        pairs = touching(n)
        ratio = {p for p in pairs if max(s[p[0]], s[p[1]]) == 2 * min(s[p[0]], s[p[1]])}
        white = {p for p in pairs if abs(s[p[0]] - s[p[1]]) == 1 and p not in ratio and rng.random() < 0.3}
        xv = {p: s[p[0]] + s[p[1]] for p in pairs if s[p[0]] + s[p[1]] in (5, 10)}
        if k % 3 == 1 and ratio:  # a black dot missing: the grid breaks "ratio"
            ratio.discard(rng.choice(sorted(ratio)))
        if k % 3 == 2 and xv:  # an X or V missing: the grid breaks "xv"
            del xv[rng.choice(sorted(xv))]
        givens = {name(i): s[i] for i in range(n * n) if rng.random() < 0.15}
        data = {
            "size": n, "grid": grid(n, givens), "negative": negative,
            "ratio": [{"cells": [name(a), name(b)]} for a, b in sorted(ratio)],
            "difference": [{"cells": [name(a), name(b)]} for a, b in sorted(white)],
            "xv": [{"cells": [name(a), name(b)], "value": "X" if t == 10 else "V"} for (a, b), t in sorted(xv.items())],
        }
        doc = from_fpuzzles(data)
        rules = doc.puzzle.constraints
        assert (NegativeRatio() in rules) == (which != "xv") and (NegativeXV() in rules) == (which != "ratio")

        def ok(a, b, da, db):
            lo, hi = sorted((da, db))
            if (a, b) in ratio and hi != 2 * lo or (a, b) in white and hi - lo != 1:
                return False
            if (a, b) in xv and da + db != xv[(a, b)]:
                return False
            if "ratio" in negative and (a, b) not in ratio | white and hi == 2 * lo:
                return False
            return not ("xv" in negative and (a, b) not in xv and da + db in (5, 10))

        expected = reference(n, doc.puzzle.clues, ok)
        assert count_solutions(doc.puzzle, limit=len(expected) + 1).count == len(expected)
        seen.add(min(len(expected), 2))
        written = to_fpuzzles_data(doc)
        assert written["negative"] == negative
        assert from_fpuzzles(written) == doc
        assert parse_link(to_fpuzzles_link(doc)) == doc
    assert seen == {0, 1, 2}


def test_negative_constraints_change_the_count() -> None:
    """The same dots with and without "negative": fewer solutions with it (never a silent no-op)."""
    base = fp(4, ratio=[{"cells": ["R1C1", "R1C2"]}], xv=[{"cells": ["R3C1", "R3C2"], "value": "V"}])
    counts = [
        count_solutions(from_fpuzzles({**base, **extra}).puzzle, limit=500).count
        for extra in ({}, {"negative": ["ratio"]}, {"negative": ["xv"]})
    ]
    assert counts[0] > counts[1] and counts[0] > counts[2]


# -- writing -----------------------------------------------------------------------------------


def every_rule_document() -> Document:
    constraints = (
        KillerCage((0, 1, 2), 6), KillerCage((80, 79)), Thermometer((9, 10, 11)), Arrow((30, 31), (40, 49, 58)),
        SandwichSum(4, True, 10), SandwichSum(8, False, 0), LittleKiller(-1, 2, "DL", 6), LittleKiller(9, 9, "UL", 45),
        AntiKnight(), AntiKing(), Diagonal(True), Diagonal(False), Parity(20, True), Parity(21, False),
        KropkiDot((60, 61), False), KropkiDot((62, 71), True), KropkiDot((63, 64), False, 4), KropkiDot((65, 66), True, 3),
        XV((72, 73), 10), XV((74, 75), 5), Renban((27, 28, 29)), Whispers((36, 37)), Palindrome((45, 46, 47)),
        NegativeXV(),  # (NegativeRatio beside the ratio-3 dot is refused: f-puzzles reads it otherwise)
    )
    puzzle = new_puzzle(9, [5] + [0] * 80).replace(constraints=constraints)
    state = PlayState(puzzle, (0, 7) + (0,) * 79, (0,) * 81)
    return Document(puzzle, title="Every rule", author="A. Setter", notes="Normal sudoku rules apply.", state=state)


def canonical(doc: Document) -> Document:
    """``doc`` with its rules in one order (f-puzzles groups them by kind)."""
    puzzle = doc.puzzle.replace(constraints=tuple(sorted(doc.puzzle.constraints, key=repr)))
    state = None if doc.state is None else PlayState(puzzle, doc.state.entries, doc.state.marks)
    return Document(puzzle, doc.title, doc.author, doc.notes, state, doc.grade)


def test_every_rule_round_trips_through_json_and_link() -> None:
    doc = canonical(every_rule_document())
    text = to_fpuzzles(doc)
    data = json.loads(text)
    assert data["antiknight"] is data["antiking"] is data["diagonal+"] is data["diagonal-"] is True
    assert data["arrow"] == [{"cells": ["R4C4", "R4C5"], "lines": [["R4C5", "R5C5", "R6C5", "R7C5"]]}]
    assert data["sandwichsum"] == [{"cell": "R0C5", "value": "10"}, {"cell": "R9C0", "value": "0"}]
    assert data["littlekillersum"][0]["cell"] == "R0C3" and data["littlekillersum"][0]["cells"] == ["R1C2", "R2C1"]
    assert data["xv"] == [{"cells": ["R9C1", "R9C2"], "value": "X"}, {"cells": ["R9C3", "R9C4"], "value": "V"}]
    assert data["difference"] == [{"cells": ["R7C7", "R7C8"]}, {"cells": ["R8C1", "R8C2"], "value": "4"}]
    assert data["negative"] == ["xv"]
    assert canonical(from_fpuzzles(data)) == doc
    link = to_fpuzzles_link(doc)
    assert link.startswith(LINK_PREFIX) and canonical(parse_link(link)) == doc
    assert [canonical(d) for d in loads_documents(link) + loads_documents(text)] == [doc, doc]
    assert to_fpuzzles(from_fpuzzles(data)) == text  # read and written again: the same text


def test_the_sudoku_kind_writes_both_forms() -> None:
    doc = every_rule_document()
    assert SUDOKU.writers["fpuzzles"](doc) == to_fpuzzles(doc)
    assert SUDOKU.writers["fpuzzles-link"](doc) == to_fpuzzles_link(doc)


@pytest.mark.parametrize(
    "constraints, words",
    [
        ((XV((0, 1), 7),), "not 7"),
        ((NegativeRatio(), KropkiDot((0, 1), True, 3)), "ratio other than 2"),
    ],
)
def test_what_f_puzzles_cannot_hold_is_a_value_error(constraints, words: str) -> None:
    doc = Document(new_puzzle(9).replace(constraints=constraints))
    with pytest.raises(ValueError, match=words):
        to_fpuzzles(doc)


def test_disjoint_groups_beside_jigsaw_regions_are_not_written() -> None:
    from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups

    jigsaw = (0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3)  # four regions, not the boxes
    doc = Document(new_puzzle(4).replace(regions=jigsaw, constraints=(DisjointGroups(),)))
    with pytest.raises(ValueError, match="disjoint groups beside jigsaw"):
        to_fpuzzles(doc)


def test_minimum_and_maximum_marks_once_per_cell() -> None:
    from str8ts_gui.kinds.sudoku.variants.extremum import Extremum

    doc = from_fpuzzles(fp(4, minimum=[{"cell": "R1C1"}, {"cell": "R1C1"}], maximum=[{"cell": "R2C2"}]))
    assert doc.puzzle.constraints == (Extremum(0, False), Extremum(5, True))
    with pytest.raises(PuzzleFormatError, match="R1C1 is marked both minimum and maximum"):
        from_fpuzzles(fp(4, minimum=[{"cell": "R1C1"}], maximum=[{"cell": "R1C1"}]))


# -- cages with a label, lines of one cell -------------------------------------------------------


def test_a_killer_cage_with_a_label_is_a_cage_without_a_sum_and_one_cell_lines_say_nothing() -> None:
    """f-puzzles and SudokuPad let a killer cage show a label ("?", a word) instead of its sum,
    and draw a thermometer or a line of one cell: such a puzzle reads and solves. The labelled
    cage still keeps its digits apart: without it this 4 x 4 has two solutions, with it one."""
    givens = {"R1C1": 1, "R1C4": 4, "R2C3": 1, "R2C4": 2, "R4C1": 4}
    base = fp(4, title="Label cage")
    base["grid"] = grid(4, givens)
    assert count_solutions(from_fpuzzles(base).puzzle, limit=3).count == 2
    data = {
        **base,
        "killercage": [{"cells": ["R1C3", "R3C2"], "value": "?"}, {"cells": ["R4C3", "R4C4"], "value": "three"},
                       {"cells": ["R3C3"], "value": " "}],
        "thermometer": [{"lines": [["R2C2"]]}],
        "whispers": [{"lines": [["R3C4"]]}],
        **{key: [{"lines": [["R4C2"]]}] for key in ("slowthermometer", "renban", "palindrome", "betweenline",
                                                    "regionsumline", "zipperline", "entropicline", "modularline", "nabner", "doublearrow")},
    }
    text = json.dumps(data, indent=2)
    link = LINK_PREFIX + lz_compress_base64(json.dumps(data))
    for source in (text, link, link + "\n" + link):
        for _, doc in iter_documents(source, source="label.json"):
            assert doc.title == "Label cage"
            assert doc.puzzle.constraints == (KillerCage((2, 9), 0), KillerCage((14, 15), 0), KillerCage((10,), 0))
            r = count_solutions(doc.puzzle, limit=3)
            assert r.count == 1 and r.solutions[0] == (1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1)
    # written back as cages without a sum (the label is not kept), which read as the same puzzle
    out = to_fpuzzles_data(doc)
    assert out["killercage"][0] == {"cells": ["R1C3", "R3C2"]} and "thermometer" not in out
    assert from_fpuzzles(json.loads(json.dumps(out))).puzzle == doc.puzzle


# a marker without a number on each outside clue rule: what f-puzzles and SudokuPad draw for "?"
# or a word, and for a clue whose number was cleared
OUTSIDE_MARKERS = {
    "sandwichsum": [{"cell": "R0C1", "value": "?"}, {"cell": "R2C0", "value": ""}],
    "littlekillersum": [{"cell": "R0C0", "direction": "DR", "value": "?"}, {"cell": "R5C2", "direction": "UR", "value": " "}],
    "xsum": [{"cell": "R0C3", "value": "?"}, {"cell": "R4C5", "value": "x"}],
    "skyscraper": [{"cell": "R5C2", "value": "?"}, {"cell": "R1C0", "value": "top"}],
}


def test_an_outside_clue_without_digits_is_a_marker_that_says_nothing() -> None:
    """A sandwich, little killer, X-sum or skyscraper clue whose value has no digits ("?", a
    word, blank) is a marker f-puzzles and SudokuPad draw without a number: it constrains
    nothing, so it is dropped and the puzzle reads (it was refused with "'?' is not a number").
    Here the givens leave two solutions, the X-sum and skyscraper numbers pick one, and the
    markers of all four rules change neither count."""
    from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
    from str8ts_gui.kinds.sudoku.variants.xsum import XSum

    base = fp(4, title="Markers")
    base["grid"] = grid(4, {"R1C1": 1, "R1C4": 4, "R2C3": 1, "R2C4": 2, "R4C1": 4})
    markers = {**base, **OUTSIDE_MARKERS}
    assert from_fpuzzles(markers).puzzle.constraints == ()
    assert count_solutions(from_fpuzzles(markers).puzzle, limit=3).count == 2
    numbers = {"xsum": [{"cell": "R3C0", "value": "3"}], "skyscraper": [{"cell": "R4C5", "value": "4"}]}
    data = {**markers, **{key: OUTSIDE_MARKERS[key] + numbers.get(key, []) for key in OUTSIDE_MARKERS}}
    text = json.dumps(data, indent=2)
    link = LINK_PREFIX + lz_compress_base64(json.dumps(data))
    for source in (text, link, link + "\n" + json.dumps(data)):
        docs = list(iter_documents(source, source="markers.json"))
        assert docs
        for _, doc in docs:
            assert doc.title == "Markers"
            assert doc.puzzle.constraints == (XSum(2, -1, 3), Skyscraper(3, 4, 4))
            r = count_solutions(doc.puzzle, limit=3)
            assert r.count == 1 and r.solutions[0] == (1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1)
    # written back without the markers (they hold no rule), which reads as the same puzzle
    out = to_fpuzzles_data(doc)
    assert "sandwichsum" not in out and "littlekillersum" not in out
    assert out["xsum"] == [{"cell": "R3C0", "value": "3"}] and out["skyscraper"] == [{"cell": "R4C5", "value": "4"}]
    assert from_fpuzzles(json.loads(json.dumps(out))).puzzle == doc.puzzle


@pytest.mark.parametrize("key", sorted(OUTSIDE_MARKERS))
@pytest.mark.parametrize("value", ["3.5", "-3", "12?", "\uff11\uff12", 3.5, True])
def test_an_outside_clue_with_digits_that_is_not_a_whole_number_is_an_error_naming_it(key: str, value) -> None:
    """Only a value without digits is a marker: one with digits that is not a whole number
    ("3.5", "-3", "12?", full-width digits) may be the clue's number, so it is still refused,
    naming the rule, the clue and its field."""
    clue = {**OUTSIDE_MARKERS[key][0], "value": value}
    with pytest.raises(PuzzleFormatError) as e:
        from_fpuzzles(fp(4, **{key: [OUTSIDE_MARKERS[key][0], clue]}))
    assert f"f-puzzles: {key}[1].value: {value!r} is not a number" in str(e.value)


# -- detection -----------------------------------------------------------------------------------


def test_json_links_and_json_lines_are_detected_as_sudoku() -> None:
    doc = from_fpuzzles(json.loads(to_fpuzzles(every_rule_document())))
    compact = to_fpuzzles(doc)
    pretty = json.dumps(json.loads(compact), indent=2)
    link = to_fpuzzles_link(doc)
    sudokupad = "https://sudokupad.app/fpuzzles" + link.removeprefix(LINK_PREFIX)
    for text in (compact, pretty, link, sudokupad, "  see " + link + " !"):
        assert detect_kind(text) == "sudoku" and SUDOKU.detect(text)
        assert [d for _, d in iter_documents(text, source="x")] == [doc]
    two = compact + compact.replace("Every rule", "Second")
    docs = loads_documents(two)
    assert [d.title for d in docs] == ["Every rule", "Second"]
    links = f"# two links\n{link}\n\n{sudokupad}\n"
    assert [(line, d) for line, d in iter_documents(links)] == [(2, doc), (4, doc)]


def test_a_plain_sudoku_line_among_links_is_read_as_the_plain_sudoku_it_is() -> None:
    """A file of links (or f-puzzles JSON lines) with a plain Sudoku line among them: every line
    is its own puzzle, as in a file of Sudoku lines, so the plain line is read (it was refused
    with "no f-puzzles link"). A plain line of a wrong length gets the Sudoku line's message; a
    line that is neither still the link's."""
    plain = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    link = to_fpuzzles_link(every_rule_document())
    compact = to_fpuzzles(every_rule_document()).strip()
    expected = Document(new_puzzle(9, [0 if ch == "." else int(ch) for ch in plain]))
    for first in (link, compact):
        text = f"{first}\n{plain}\n\n{link}\n"
        docs = list(iter_documents(text, source="links.txt"))
        assert [line for line, _ in docs] == [1, 2, 4]
        assert docs[1][1] == expected and docs[0][1] == docs[2][1] == parse_link(link)
        assert detect_kind(text) == "sudoku"
    assert list(iter_documents(f"{plain}\n{link}"))[0] == (1, expected)  # the plain line first
    for bad, words in ((plain[:-1], ["line 2", "expected a Sudoku line", "got 80"]),
                       (plain[:-1] + "X", ["line 2", "no f-puzzles link"]),
                       ("this is not a puzzle", ["line 2", "no f-puzzles link"])):
        with pytest.raises(PuzzleFormatError) as info:
            loads_documents(f"{link}\n{bad}\n{link}", source="links.txt")
        assert all(w in str(info.value) for w in words), str(info.value)
        got = list(iter_documents(f"{link}\n{bad}\n{link}", source="links.txt", keep_going=True))
        assert [line for line, _ in got] == [1, 2, 3] and isinstance(got[1][1], PuzzleFormatError)


def test_every_one_line_form_among_the_others_is_its_own_puzzle() -> None:
    """Plain Sudoku lines, one-line native documents, f-puzzles JSON lines and links mixed in one
    text, in any order: each line is read as the puzzle it is (a native line among links was
    refused as an f-puzzles object with an unknown key 'kind', an f-puzzles line among native or
    plain lines as a native file without 'format', a link after a native line as a Str8ts)."""
    doc = parse_link(to_fpuzzles_link(every_rule_document()))
    forms = {
        "plain": ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", None),
        "native": (json.dumps(json.loads(dumps_document(doc))), doc),
        "fpuzzles": (to_fpuzzles(doc).strip(), doc),
        "link": (to_fpuzzles_link(doc), doc),
    }
    for a in forms:
        for b in forms:
            if a == b:
                continue
            text = f"{forms[a][0]}\n{forms[b][0]}\n"
            for kind in (None, "sudoku"):
                got = list(iter_documents(text, source="mixed.txt", kind=kind))
                assert [line for line, _ in got] == [1, 2], (a, b)
                for (_, d), (_, want) in zip(got, (forms[a], forms[b])):
                    assert d == want if want is not None else d.puzzle.constraints == () and d.puzzle.clues[0] == 4
    # a native document's notes may hold a link: the text is still read as native JSON lines
    with_link = Document(new_puzzle(4), notes=to_fpuzzles_link(doc))
    line = json.dumps(json.loads(dumps_document(with_link)))
    assert not fpuzzles.detect(f"{line}\n{line}\n") and loads_documents(f"{line}\n{line}\n") == [with_link] * 2


def test_native_json_and_other_forms_are_not_taken_for_f_puzzles() -> None:
    doc = every_rule_document()
    native = dumps_document(doc)
    assert not fpuzzles.detect(native) and loads_documents(native) == [doc]
    assert not fpuzzles.detect("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    assert not fpuzzles.detect('{"format": "str8ts_gui", "size": 9, "grid": []}')


# -- errors ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data, words",
    [
        (fp(doublearrow=[{"lines": [["R1C1", "R1C2"]]}]), ["doublearrow[0]", "three or more cells"]),
        (fp(doublearrow=[{"lines": [["R1C1", "R1C2", "R1C1"]]}]), ["doublearrow[0]", "twice"]),
        (fp(nabner=[{"lines": [["R1C1", "R1C2", "R1C1"]]}]), ["nabner[0]", "twice"]),
        (fp(nabner=[{"lines": [[f"R1C{c}" for c in range(1, 10)] + ["R2C1"]]}]), ["nabner[0]", "10 cells cannot all differ"]),
        (fp(extraregion=[{"cells": ["R1C1", "R1C10"]}]), ["extraregion[0].cells[1]", "'R1C10'"]),
        (fp(rowindexer=[{"cells": "R1C1"}]), ["rowindexer[0].cells", "list of cells"]),
        (fp(negative=["difference"]), ["negative[0]", "'difference'", "not supported", "\"ratio\"", "\"xv\""]),
        (fp(negative=["ratio", "minimum"]), ["negative[1]", "'minimum'", "not supported"]),
        (fp(negative="ratio"), ["'negative' must be a list"]),
        (fp(negative=[True]), ["'negative' must be a list"]),
        (fp(negative={"ratio": True}), ["'negative' must be a list"]),
        (fp(disjointgroups="yes"), ["'disjointgroups'", "true or false"]),
        (fp(betweenline=[{"lines": [["R1C1", "R1C2"], ["R1C3", "R0C3"]]}]), ["betweenline[0].lines[1][1]", "'R0C3'"]),
        (fp(regionsumline=[{"lines": [["R1C1", "R1C2"]]}, {"lines": [["R1C3", "R1C33"]]}]), ["regionsumline[1].lines[0][1]", "'R1C33'"]),
        (fp(regionsumline=[{"lines": [["R1C1", "R1C2", "R1C1"]]}]), ["regionsumline[0]", "twice"]),
        (fp(zipperline=[{"lines": "R1C1"}]), ["zipperline[0].lines"]),
        (fp(clone=[{"cells": ["R1C1"], "cloneCells": ["R2C2"]}, {"cells": ["R1C1", "R1C2"], "cloneCells": ["R2C2"]}]),
         ["clone[1]", "'cells' has 2 cells and 'cloneCells' 1"]),
        (fp(clone=[{"cells": ["R1C1"], "cloneCells": ["R10C2"]}]), ["clone[0].cloneCells[0]", "'R10C2'"]),
        (fp(clone=[{"cells": ["R1C1"]}]), ["clone[0].cloneCells", "list of cells"]),
        (fp(clone=[{"cells": ["R1C1", "R1C1"], "cloneCells": ["R2C2", "R2C3"]}]), ["clone[0].cells", "twice"]),
        (fp(minimum=[{"cell": "R1C10"}]), ["minimum[0].cell", "'R1C10'"]),
        (fp(entropy=[{"lines": [["R1C1"]]}]), ["'entropy'", "unknown f-puzzles key"]),
        ({"size": 17, "grid": grid(17)}, ["size 17", "3 to 16"]),
        ({"size": "9", "grid": grid(9)}, ["'size' must be a number"]),
        ({"size": 9, "grid": grid(8)}, ["'grid' must be 9 rows of 9 cells"]),
        ({"size": 4, "grid": [[{"value": 5, "given": True}, {}, {}, {}]] + grid(4)[1:]}, ["grid R1C1", "value 5"]),
        ({"size": 4, "grid": [[{"region": 7}, {}, {}, {}]] + grid(4)[1:]}, ["grid R1C1", "region 7"]),
        ({"size": 4, "grid": [[{"givenPencilMarks": [1, 5]}, {}, {}, {}]] + grid(4)[1:]}, ["grid R1C1", "givenPencilMarks", "1-4"]),
        (fp(killercage=[{"cells": ["R1C1", "R10C1"], "value": "3"}]), ["killercage[0].cells[1]", "'R10C1'"]),
        (fp(killercage=[{"cells": ["R1C1", "R1C1"]}]), ["killercage[0].cells", "twice"]),
        (fp(killercage=[{"cells": ["R1C1"], "value": "3.5"}]), ["killercage[0].value", "'3.5'", "neither a sum"]),
        (fp(killercage=[{"cells": ["R1C1", "R1C2"], "value": "5"}, {"cells": ["R2C1"], "value": "-3"}]),
         ["killercage[1].value", "'-3'", "neither a sum"]),
        (fp(killercage=[{"cells": ["R1C1"], "value": "12?"}]), ["killercage[0].value", "'12?'"]),
        (fp(killercage=[{"cells": ["R1C1", "R1C2"], "value": "\uff11\uff12"}]), ["killercage[0].value", "neither a sum"]),
        (fp(killercage=[{"cells": ["R1C1"], "value": 4.0}]), ["killercage[0].value", "4.0"]),
        (fp(killercage=[{"cells": ["R1C1"], "value": True}]), ["killercage[0].value", "True"]),
        (fp(whispers=[{"lines": [["R1C1", "R1C1"]]}]), ["whispers[0]", "follows itself"]),
        (fp(killercage={"cells": ["R1C1"]}), ["'killercage' must be a list"]),
        (fp(thermometer=[{"lines": "R1C1"}]), ["thermometer[0].lines"]),
        (fp(slowthermometer=[{"lines": [["R1C1", "R1C2"]]}, {"lines": [["R1C1", "R1C10"]]}]),
         ["slowthermometer[1].lines[0][1]", "'R1C10'"]),
        (fp(slowthermometer=[{"lines": [["R1C1", "R1C2", "R1C1"]]}]), ["slowthermometer[0].lines[0]", "twice"]),
        (fp(entropicline=[{"lines": [["R1C1", "R1C2"], ["R2C1", "X"]]}]), ["entropicline[0].lines[1][1]", "'X'"]),
        (fp(entropicline=[{"lines": "R1C1"}]), ["entropicline[0].lines"]),
        (fp(modularline=[{"lines": [["R1C1", "R1C2"], ["R2C1", "R2C10"]]}]), ["modularline[0].lines[1][1]", "'R2C10'"]),
        (fp(modularline=[{"lines": [["R1C1", "R1C2", "R1C1"]]}]), ["modularline[0]", "twice"]),
        (fp(arrow=[{"cells": [], "lines": [["R1C1", "R1C2"]]}]), ["arrow[0]", "circle"]),
        (fp(sandwichsum=[{"cell": "R10C1", "value": "3"}]), ["sandwichsum[0]", "R0Cc"]),
        (fp(sandwichsum=[{"cell": "R0C0", "value": "3"}]), ["sandwichsum[0]"]),
        (fp(littlekillersum=[{"cell": "R0C1", "direction": "XX", "value": "3"}]), ["littlekillersum[0]", "'XX'"]),
        (fp(littlekillersum=[{"cell": "R0C1", "direction": "UR", "value": "3"}]), ["littlekillersum[0]", "misses the grid"]),
        (fp(littlekillersum=[{"cell": "R5C5", "direction": "DR", "value": "3"}]), ["littlekillersum[0].cell", "outside"]),
        (fp(antiknight="yes"), ["'antiknight' must be true or false"]),
        (fp(odd=[{"cell": "R0C1"}]), ["odd[0].cell", "'R0C1'"]),
        ({"size": 9, "grid": [[{"parity": "Grey"}] + [{}] * 8] + grid(9)[1:]}, ["grid R1C1", "parity 'Grey'"]),
        (fp(difference=[{"cells": ["R1C1", "R1C3"]}]), ["difference[0]", "R1C1 and R1C3 do not touch"]),
        (fp(ratio=[{"cells": ["R1C1"]}]), ["ratio[0].cells", "two touching cells"]),
        (fp(xv=[{"cells": ["R1C1", "R1C2"], "value": "Y"}]), ["xv[0].value", "'Y'"]),
        (fp(negative=["ratio"], ratio=[{"cells": ["R1C1", "R1C2"], "value": "3"}]), ["'negative'", "ratio other than 2"]),
        (fp(title=5), ["'title' must be a string"]),
    ],
)
def test_bad_input_names_the_key_or_cell(data: dict, words: list[str]) -> None:
    for text, source in ((json.dumps(data), "puzzle.json"), (LINK_PREFIX + lz_compress_base64(json.dumps(data)), "clipboard")):
        with pytest.raises(PuzzleFormatError) as info:
            loads_documents(text, source=source)
        message = str(info.value)
        assert message.startswith(f"{source}: ") and "f-puzzles" in message
        assert all(w in message for w in words), message


@pytest.mark.parametrize(
    "text, words",
    [
        ('{"size": 9, "grid": [', ["not valid JSON"]),
        (LINK_PREFIX + "!!!notbase64", ["no f-puzzles link"]),
        (LINK_PREFIX + "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSS", ["not LZ-string Base64"]),
        (LINK_PREFIX + lz_compress_base64("not json"), ["not JSON"]),
        (LINK_PREFIX + lz_compress_base64("[1, 2]"), ["expected a JSON object"]),
        ("https://sudokupad.app/scl4f7a9b", ["SudokuPad's own format"]),
    ],
)
def test_broken_json_and_links_are_format_errors(text: str, words: list[str]) -> None:
    with pytest.raises(PuzzleFormatError) as info:
        loads_documents(text, source="in")
    assert all(w in str(info.value) for w in words), str(info.value)


def test_mangled_documents_and_links_never_crash() -> None:
    """Random junk in random places of a document, and random link payloads: a document or a
    PuzzleFormatError, nothing else."""
    base = json.loads(to_fpuzzles(every_rule_document()))
    junk = [None, -1, 0, "x", "", [], {}, 10**9, "R99C1", "R0C0", True, 3.5, ["R1C1"], [["R1C1", "R1C1"]], {"cells": 1}]

    def paths(obj, path=()):
        yield path
        items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
        for k, v in items:
            yield from paths(v, (*path, k))

    places = [p for p in paths(base) if p]
    rng = random.Random(11)
    outcomes = set()
    for _ in range(400):
        data = json.loads(json.dumps(base))
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(places)
            try:
                target = data
                for k in path[:-1]:
                    target = target[k]
                target[path[-1]] = rng.choice(junk)
            except (KeyError, IndexError, TypeError):
                pass  # an earlier change removed the place
        try:
            from_fpuzzles(data)
            outcomes.add("read")
        except PuzzleFormatError:
            outcomes.add("error")
    assert outcomes == {"read", "error"}
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
    for _ in range(200):
        payload = "N4Ig" + "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 80)))
        try:
            parse_link(LINK_PREFIX + payload)
        except PuzzleFormatError:
            pass


# -- X-sums and skyscrapers (clues on all four sides) -------------------------------------------


def test_xsums_and_skyscrapers_read_from_every_side_and_round_trip() -> None:
    from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
    from str8ts_gui.kinds.sudoku.variants.xsum import XSum

    data = fp(
        xsum=[{"cell": "R0C3", "value": "15"}, {"cell": "R10C1", "value": "1"}, {"cell": "R4C0", "value": "10"},
              {"cell": "R2C10", "value": "45"}, {"cell": "R0C5", "value": ""}],
        skyscraper=[{"cell": "R0C1", "value": "2"}, {"cell": "R10C9", "value": 9}, {"cell": "R5C0", "value": "1"},
                    {"cell": "R9C10", "value": "3"}],
    )
    doc = from_fpuzzles(data)
    cons = doc.puzzle.constraints
    assert cons == (
        XSum(-1, 2, 15), XSum(9, 0, 1), XSum(3, -1, 10), XSum(1, 9, 45),
        Skyscraper(-1, 0, 2), Skyscraper(9, 8, 9), Skyscraper(4, -1, 1), Skyscraper(8, 9, 3),
    )
    assert [c.side(9) for c in cons[:4]] == ["top", "bottom", "left", "right"]
    assert cons[1].line(9)[0] == 72 and cons[3].line(9)[0] == 17  # r9c1 first from below, r2c9 from the right
    out = to_fpuzzles_data(doc)
    assert out["xsum"][1] == {"cell": "R10C1", "value": "1"}
    assert out["skyscraper"][3] == {"cell": "R9C10", "value": "3"}
    assert from_fpuzzles(json.loads(json.dumps(out))).puzzle == doc.puzzle
    assert parse_link(to_fpuzzles_link(doc)).puzzle == doc.puzzle


@pytest.mark.parametrize(
    "keys, words",
    [
        ({"xsum": [{"cell": "R0C0", "value": "3"}]}, ["xsum[0]", "corner"]),
        ({"xsum": [{"cell": "R3C3", "value": "3"}]}, ["xsum[0].cell", "just outside"]),
        ({"xsum": [{"cell": "R0C1", "value": "2"}]}, ["xsum[0]", "cannot be an X-sum"]),
        ({"xsum": [{"cell": "R0C1", "value": "x3"}]}, ["xsum[0].value", "not a number"]),
        ({"xsum": {"cell": "R0C1"}}, ["'xsum'", "list of objects"]),
        ({"skyscraper": [{"cell": "R0C1", "value": "1"}, {"cell": "R10C10", "value": "3"}]}, ["skyscraper[1]", "corner"]),
        ({"skyscraper": [{"cell": "R0C2", "value": "10"}]}, ["skyscraper[0]", "1 to 9"]),
        ({"skyscraper": [{"cell": "R0C2", "value": "0"}]}, ["skyscraper[0]", "cannot be seen"]),
        ({"skyscraper": [{"cell": 5, "value": "2"}]}, ["skyscraper[0].cell"]),
    ],
)
def test_bad_xsums_and_skyscrapers_name_the_key_and_index(keys: dict, words: list[str]) -> None:
    with pytest.raises(PuzzleFormatError) as e:
        from_fpuzzles(fp(**keys))
    for w in words:
        assert w in str(e.value)


def test_odd_and_even_kept_on_the_cells_themselves_are_read_and_written_as_lists() -> None:
    """Some f-puzzles files (the published "Orbit" among them) keep odd/even on the cell
    ({"parity": "Even"}) instead of in the "odd" and "even" lists: both forms are read, and the
    puzzle is written back in the lists f-puzzles uses now."""
    rows = grid(9)
    rows[0][0] = {"parity": "Even"}
    rows[8][8] = {"parity": "odd"}
    doc = loads_documents(json.dumps({"size": 9, "grid": rows}), source="orbit.json")[0]
    assert sorted(doc.puzzle.constraints, key=lambda c: c.cell) == [Parity(0, True), Parity(80, False)]
    data = to_fpuzzles_data(doc)
    assert data["even"] == [{"cell": "R1C1"}] and data["odd"] == [{"cell": "R9C9"}]


# -- drafts: jigsaw regions still being painted ------------------------------------------------


@st.composite
def drafts(draw) -> Document:
    """A Sudoku whose jigsaw regions are still being painted (region numbers 0 to n - 1 of other
    sizes than n cells, as the window lets them be and its files keep them), with givens, the
    player's entries and texts."""
    n = draw(st.sampled_from((4, 5, 6, 7, 9)))
    regions = tuple(draw(st.lists(st.integers(0, n - 1), min_size=n * n, max_size=n * n)))
    assume(region_faults(n, regions))
    clues = draw(st.lists(st.integers(0, n), min_size=n * n, max_size=n * n))
    entries = [0 if c else draw(st.integers(0, n)) for c in clues]
    puzzle = new_puzzle(n, clues).replace(regions=regions)
    state = PlayState(puzzle, tuple(entries), (0,) * (n * n)) if any(entries) else None
    words = st.text(alphabet="abc XYZ", max_size=12).map(str.strip)
    return Document(puzzle, title=draw(words), author=draw(words), notes=draw(words), state=state)


@settings(max_examples=60, deadline=None)
@given(drafts())
def test_a_draft_round_trips_through_json_and_link_as_the_same_draft(doc: Document) -> None:
    """What the f-puzzles writers write of a half-painted jigsaw reads back (by the one reader
    of every input, the window's open path and the command line's) as the same draft: its
    regions, givens, entries and texts; it is as unfinished as before (the window's 'No
    solution: the jigsaw regions are not finished (...)')."""
    reason = SUDOKU.unfinished(doc.puzzle)
    assert reason.startswith("the jigsaw regions are not finished (")
    for text in (to_fpuzzles(doc), to_fpuzzles_link(doc), SUDOKU.copy_text(doc.puzzle)):
        (back,) = loads_documents(text, source="draft")
        assert back.puzzle == doc.puzzle and back.puzzle.regions == doc.puzzle.regions
        if text != SUDOKU.copy_text(doc.puzzle):  # (Copy Puzzle: the puzzle alone)
            assert (back.title, back.author, back.notes) == (doc.title, doc.author, doc.notes)
            assert back.state == doc.state
        assert SUDOKU.unfinished(back.puzzle) == reason
    assert to_fpuzzles(from_fpuzzles(json.loads(to_fpuzzles(doc)))) == to_fpuzzles(doc)


def test_f_puzzles_own_json_with_an_unfinished_jigsaw_opens_as_a_draft(tmp_path) -> None:
    """f-puzzles opens a puzzle whatever its regions and saves them as they are: such a file
    opens here too (it was refused: 'must be 4 regions of 4 cells'), and has no solution until
    the regions are finished, as a native draft; a region number outside 0 to n - 1 is still an
    error."""
    from str8ts_gui.core.document import load_documents
    from str8ts_gui.solver.analysis import no_solution_reason

    rows = grid(4, {"R2C2": 3})
    rows[0][0]["region"] = 1  # R1C1 painted into the second box: regions of 3 and 5 cells
    path = tmp_path / "draft.json"
    path.write_text(json.dumps({"size": 4, "grid": rows, "title": "half done"}), encoding="utf-8")
    (doc,) = load_documents(path)
    assert doc.title == "half done" and doc.puzzle.clues[5] == 3
    assert doc.puzzle.regions == (1, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3)
    assert count_solutions(doc.puzzle, 2).count == 0
    assert no_solution_reason(doc.puzzle, ()) == (
        "No solution: the jigsaw regions are not finished (region 1 has 3 cells, region 2 has 5 cells; each needs 4 cells)"
    )
    rows[0][0]["region"] = 4  # no fifth region on a 4 x 4
    with pytest.raises(PuzzleFormatError, match="region 4 is not a region number 0-3"):
        loads_documents(json.dumps({"size": 4, "grid": rows}))
