"""``str8ts generate``: new unique puzzles of a kind's generator, or variant Sudoku with ``--rules``.

``cmd_generate(args, out, err) -> exit code`` (no sources: the options say what to make; they
are in :mod:`str8ts_gui.cli.parser`). This module is imported only when the command runs.
"""

from __future__ import annotations

import json

from str8ts_gui.cli.batch import EXIT_FAIL, EXIT_INPUT, EXIT_OK, Outcome, UsageError, outcomes
from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.kind import NotSupported, get_kind

__all__ = ["cmd_generate"]


def cmd_generate(args, out, err) -> int:
    # --rules are Sudoku variant rules: without --kind they make Sudoku (``generate --rules
    # killer --difficulty Hard``, as the issue that asked for variant grades spells it)
    kind = get_kind(args.kind or ("sudoku" if getattr(args, "rules", None) is not None else "str8ts"))
    if args.seed is not None and args.seed < 0:
        # (a seed and its negative start the same random numbers: --seed -1 --count 3 made
        # puzzles 0 and 2 alike)
        raise UsageError(f"--seed must be 0 or more, not {args.seed}")
    try:
        gen = kind.generator()
    except NotSupported as e:
        raise UsageError(str(e)) from None
    if getattr(args, "rules", None) is not None:
        return _generate_variants(args, kind, gen, out, err)
    if getattr(args, "to", None) not in (None, "line"):
        raise UsageError("--to is for variant puzzles (--rules); other puzzles are written one puzzle string a line")
    if getattr(args, "max_attempts", None) is not None:
        raise UsageError("--max-attempts is for variant puzzles (--rules)")
    shape = {}
    if args.width is not None or args.height is not None:
        if not getattr(kind, "rectangular", False):
            raise UsageError(f"--width and --height are for Suguru; a {kind.title} is --size N square")
        # (0 is a width given, and refused: not the --size of a side not given)
        shape = {
            "width": args.size if args.width is None else args.width,
            "height": args.size if args.height is None else args.height,
        }
    level = kind.default_grade if args.difficulty is None else _level_name(args.difficulty, gen.LEVELS)
    try:
        options = gen.Options(size=args.size, difficulty=level, symmetry=symmetry_of(args), **shape)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if args.count < 1:
        raise UsageError("--count must be at least 1")
    return _generate(args, (kind.name, options), _generate_one, out, err)


def _generate(args, what, one, out, err) -> int:
    """Puzzles 0 to ``--count`` - 1 of ``what`` by ``one``, each with its own seed (``--seed``
    + its number; a random start without ``--seed``), in ``--jobs`` processes: so the puzzles
    are the same whatever ``--jobs``, and puzzle k of ``--seed S`` is the one ``--count 1
    --seed S+k`` makes. Written as they come, in order; the first that fails ends the run."""
    import random

    base = args.seed if args.seed is not None else random.randrange(2**62)
    # (made as they are answered, not all first: --count 10**12 writes its first puzzle at once;
    # a list of them all ended in a MemoryError traceback before any puzzle)
    jobs = ((what, k, base + k) for k in range(args.count))
    code = EXIT_OK
    # (no more processes than puzzles: --count 2 --jobs 256 forked 256 workers, 9 s for two)
    processes = min(args.jobs or 1, args.count)
    for outcome in outcomes(one, args, jobs, processes, min_parallel=2):
        if outcome.err:
            print(outcome.err.rstrip("\n"), file=err)
        if outcome.out is not None:
            print(outcome.out, file=out, flush=True)
        code = max(code, outcome.code)
        if outcome.stop:
            break
    return code


def _generate_one(args, job) -> Outcome:
    """One puzzle of a kind's own generator (see :func:`_generate`)."""
    (name, options), k, seed = job
    kind = get_kind(name)
    gen = kind.generator()
    try:
        got = next(iter(gen.generate(options, 1, seed=seed)))
    except gen.GenerationCancelled:  # pragma: no cover - no token here
        return Outcome(code=EXIT_FAIL, stop=True)
    except RuntimeError as e:
        return Outcome(err=f"str8ts generate: {e}{_symmetry_advice(args, options, e)}\n", code=EXIT_FAIL, stop=True)
    # a kind whose line form is not the whole puzzle writes its own form (Suguru: blank-line
    # separated texts)
    own = kind.writers.get(kind.name)
    if own is None:
        return Outcome(kind.to_line(got.puzzle))
    doc = Document(got.puzzle, title=getattr(got, "title", ""), grade=getattr(got, "grade", ""))
    return Outcome(("\n" if k else "") + own(doc).rstrip("\n"))


DEFAULT_SYMMETRY = "180"


def symmetry_of(args) -> str:
    """``--symmetry`` as given, else the default (180-degree rotation)."""
    return getattr(args, "symmetry", None) or DEFAULT_SYMMETRY


def _symmetry_advice(args, options, error: RuntimeError, *, variants: bool = False) -> str:
    """After a give-up (``no Hard 8 x 8 Suguru after 200 attempts``) with a symmetry: ``; try
    --symmetry none (not 90), or another difficulty or size`` (``not the default 180`` when
    ``--symmetry`` was not given; a variant's message, which names the difficulty already: ``;
    try --symmetry none (not the default 180) too``). A symmetric puzzle is much rarer (an 8 x 8
    Hard Suguru with --symmetry 90 gave up in two runs of three, without symmetry it takes about
    a second), and the message named nothing to change."""
    symmetry = getattr(options, "symmetry", "none")
    if symmetry == "none" or "attempt" not in str(error):
        return ""
    which = symmetry if getattr(args, "symmetry", None) else f"the default {symmetry}"
    if variants:
        return f"; try --symmetry none (not {which}) too"
    return f"; try --symmetry none (not {which}), or another difficulty or size"


def _generate_variants(args, kind, gen, out, err) -> int:
    """``generate --kind sudoku --rules RULE[,RULE...]``: variant puzzles, one native JSON document
    a line (or f-puzzles JSON / links with ``--to``), each with its grade ("unrated" when the logic
    does not finish it)."""
    if kind.name != "sudoku" or not hasattr(gen, "variant_generator"):
        raise UsageError(f"--rules is for --kind sudoku, not {kind.name}")
    vg = gen.variant_generator()
    to = args.to or "json"
    if to == "line":
        raise UsageError("a variant puzzle cannot be written as a line: use --to json, fpuzzles or fpuzzles-link")
    if args.width is not None or args.height is not None:
        raise UsageError(f"--width and --height are for Suguru; a {kind.title} is --size N square")
    if args.count < 1:
        raise UsageError("--count must be at least 1")
    if args.max_attempts is not None and args.max_attempts < 1:
        raise UsageError("--max-attempts must be at least 1")
    try:
        level = None if args.difficulty is None else _level_name(args.difficulty, gen.LEVELS)
        options = vg.VariantOptions(size=args.size, rules=args.rules, difficulty=level, symmetry=symmetry_of(args))
    except ValueError as e:
        raise UsageError(str(e)) from None
    attempts = args.max_attempts or vg.DEFAULT_MAX_ATTEMPTS
    return _generate(args, (options, to, attempts), _generate_variant, out, err)


def _generate_variant(args, job) -> Outcome:
    """One variant Sudoku (see :func:`_generate_variants` and :func:`_generate`)."""
    (options, to, attempts), _k, seed = job
    kind = get_kind("sudoku")
    vg = kind.generator().variant_generator()
    try:
        got = next(iter(vg.generate(options, 1, seed=seed, max_attempts=attempts)))
    except vg.ImpossibleRules as e:
        return Outcome(err=f"str8ts generate: {e}\n", code=EXIT_INPUT, stop=True)
    except vg.GenerationCancelled:  # pragma: no cover - no token here
        return Outcome(code=EXIT_FAIL, stop=True)
    except RuntimeError as e:
        advice = _symmetry_advice(args, options, e, variants=True)
        return Outcome(err=f"str8ts generate: {e}{advice}\n", code=EXIT_FAIL, stop=True)
    doc = vg.document(got)
    if to == "json":
        return Outcome(json.dumps(json.loads(dumps_document(doc)), ensure_ascii=False))
    try:
        return Outcome(kind.writers[to](doc).rstrip("\n"))
    except ValueError as e:  # a rule combination the f-puzzles form cannot hold
        return Outcome(err=f"str8ts generate: cannot be written as {to}: {e}\n", code=EXIT_INPUT, stop=True)


def _level_name(text: str, levels) -> str:
    for level in levels:
        if level.lower() == text.lower():
            return level
    return text
