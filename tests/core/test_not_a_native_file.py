"""A JSON document that is not a str8ts_gui file ("format" missing or another): its error names
the forms of the kind the text was taken for (the document's own "kind", else the kind given or
detected from the text's other puzzles, else Str8ts, as for any text no kind claims), and every
kind's forms when its "kind" names none we have; it listed the Str8ts forms even for a Sudoku or
Suguru file."""

from __future__ import annotations

import json

import pytest

from str8ts_gui.core.document import iter_documents, loads_document, loads_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.formats import ACCEPTED as STR8TS_FORMS
from str8ts_gui.kinds.sudoku.formats import ACCEPTED as SUDOKU_FORMS
from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles_link
from str8ts_gui.kinds.suguru.formats import ACCEPTED as SUGURU_FORMS

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
STR8TS = "5...4.##..a.e6#.#.8i.1..#.......3#..#.##3a#8#.2#..7....3#.56.i..#6i.#.#..#i....42"
SUGURU = "# A Suguru\na,a,b,b\na,a,b,b\nc,c,d,d\nc,c,d,d\n"
MISSING = "not a str8ts_gui file (missing field 'format')"
OTHER = "not a str8ts_gui file (field 'format' is 'old')"


def native(puzzle: str, size: int, **fields) -> str:
    """A one-line native-looking document (its "format" and "kind" as given)."""
    return json.dumps({**fields, "version": 1, "size": size, "puzzle": puzzle})


def error_of(text: str, **options) -> PuzzleFormatError:
    with pytest.raises(PuzzleFormatError) as info:
        loads_documents(text, source="f.txt", **options)
    return info.value


@pytest.mark.parametrize("fields, why", [({}, MISSING), ({"format": "old"}, OTHER)])
def test_a_bad_native_line_in_a_sudoku_file_names_the_sudoku_forms(fields: dict, why: str) -> None:
    """The reproduction: a file of Sudoku lines (or f-puzzles links) with a JSON line that is no
    str8ts_gui document, with or without its own "kind"."""
    link = to_fpuzzles_link(loads_documents(SUDOKU)[0])
    for own in ({}, {"kind": "sudoku"}):
        bad = native(SUDOKU, 9, **fields, **own)
        texts = [f"{SUDOKU}\n{bad}\n", f"{SUDOKU}\n\n{SUDOKU}\n{bad}\n"]
        if "format" in fields:  # (among links, an object without "format" is f-puzzles JSON)
            texts.append(f"{link}\n{bad}\n")
        for text in texts:
            e = error_of(text)
            line = text.split("\n").index(bad) + 1
            assert e.line == line and e.reason == f"{why}; {SUDOKU_FORMS}", (text, str(e))
            assert str(e) == f"f.txt: line {line}: {why}; {SUDOKU_FORMS}"
            got = list(iter_documents(text, source="f.txt", keep_going=True))
            assert isinstance(got[-1][1], PuzzleFormatError) and got[-1][1].reason == e.reason
            assert all(not isinstance(doc, PuzzleFormatError) for _, doc in got[:-1])


def test_a_bad_native_line_in_a_suguru_file_names_the_suguru_forms() -> None:
    for bad in (native("." * 16, 4), native("." * 16, 4, format="old", kind="suguru")):
        e = error_of(f"{SUGURU}\n{bad}\n")
        assert e.line == 7 and e.reason.endswith(f"; {SUGURU_FORMS}"), str(e)


def test_a_bad_native_line_in_a_str8ts_file_names_the_str8ts_forms_as_before() -> None:
    e = error_of(f"{STR8TS}\n{native(STR8TS, 9, format='old')}\n")
    assert str(e) == f"f.txt: line 2: {OTHER}; {STR8TS_FORMS}"


@pytest.mark.parametrize("kind, forms", [("sudoku", SUDOKU_FORMS), ("suguru", SUGURU_FORMS), ("str8ts", STR8TS_FORMS)])
def test_a_whole_json_document_names_the_forms_of_its_own_kind(kind: str, forms: str) -> None:
    text = json.dumps({"format": "old", "kind": kind, "version": 1, "size": 4, "puzzle": "." * 16}, indent=2)
    for read in (lambda: loads_documents(text, source="f.json"), lambda: loads_document(text, source="f.json")):
        with pytest.raises(PuzzleFormatError) as info:
            read()
        assert info.value.reason == f"{OTHER}; {forms}"


def test_the_kind_given_names_its_forms_and_an_unknown_kind_names_every_kind() -> None:
    text = '{"format": "other"}'
    assert error_of(text, kind="sudoku").reason.endswith(f"; {SUDOKU_FORMS}")
    assert error_of(text, kind="suguru").reason.endswith(f"; {SUGURU_FORMS}")
    for unclaimed in (text, f"{text}\n{text}\n"):  # taken for Str8ts, as any text no kind claims
        assert error_of(unclaimed).reason.endswith(f"; {STR8TS_FORMS}")
    for unknown in ('{"format": "other", "kind": "kakuro"}', '{"kind": ["sudoku"]}', '{"format": 3, "kind": null}'):
        reason = error_of(unknown).reason
        assert reason.startswith("not a str8ts_gui file (") and "); accepted: " in reason, reason
        # neutral: one list naming every kind with its forms, the native document once
        assert reason.count("; accepted: ") == 1 and reason.count(".str8ts JSON document") == 1
        for title, forms in (("Str8ts", STR8TS_FORMS), ("Sudoku", SUDOKU_FORMS), ("Suguru", SUGURU_FORMS)):
            inner = forms.removeprefix("accepted: ").removesuffix(" or a .str8ts JSON document")
            assert f"{title}: {inner}" in reason, (title, reason)
