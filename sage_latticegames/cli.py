r"""
The command line ``latticegames``

Subcommands (``latticegames SUBCOMMAND --help`` describes each):

- ``solve`` -- P-positions of a region (Theorem 4.6 of [GM]): a table, CSV,
  JSON, a PNG picture (2-dimensional games) or a saved solution;
- ``discover`` -- an affine stratification of the P-positions (Definition 8.6
  of [GM]; Theorem 6.11 of [GM] for squarefree games), in compact form
  (lazy, over a finite misère quotient: E. Miller 2013) when the explicit
  one is too large to write out;
- ``strategy`` -- a rational strategy (Definition 8.1 of [GM]), also in LaTeX;
- ``query`` -- outcome and winning moves of positions, from a saved strategy
  or stratification (fast for huge coordinates) or from the game;
- ``quotient`` -- the misère quotient (Theorem 8.3 of [Guo]);
- ``survey`` -- a task over a family of games, in parallel on Dask (see
  :mod:`sage_latticegames.survey`): octal games, or with ``--task
  conjecture --family squarefree`` the lattice games of a
  :class:`~sage_latticegames.games.families.LatticeGameFamily` tested for
  Conjecture 4.5 of [GM-A] (see :mod:`sage_latticegames.conjecture`);
- ``triage`` -- a deeper run on every game of a Conjecture 4.5 store that was
  not certified, with a verdict and a picture per game.

A game is given by an octal code and a heap bound (``--octal 0.137 --heaps 8
--play misere``, Example 6.4 of [GM]), by its moves and board (``--moves
"1,0;0,1;-1,1" --defeated "0,0"``, optionally ``--inequalities "b,a1,...,ad;..."``
for the polyhedron `b + a \cdot x \ge 0`, default the orthant), or by a saved
file (``--game FILE``, see :mod:`sage_latticegames.io`).

Exit codes: ``0`` success, ``1`` mathematical failure (nothing certified, no
quotient available), ``2`` usage error (bad options or input, a damaged or
forged file), ``3`` over a budget (``--time-limit``, memory), ``4`` internal
error (please report), ``130`` interrupted.  Errors are one line on standard
error.

A saved file is a claim: ``query --from FILE``, ``--game FILE`` and the other
readers prove its certificate again (see :func:`sage_latticegames.io.load`);
with ``--no-verify`` it is used unproved, and every answer says so.  Long
commands take ``--time-limit SECONDS`` and show their progress on standard
error when it is a terminal (``--progress``/``--no-progress``).  Negative
numbers are values, not options: ``--moves "-1,1;1,0"`` and ``query ... -1,0``.

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [Guo] A. Guo, *Lattice games*, PhD thesis (2012).
- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*, Int. J. Game
  Theory 42 (2013).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import argparse
import csv
import io as _stdio
import json
import math
import os
import re
import signal
import sys
import time

from sage.geometry.polyhedron.constructor import Polyhedron
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import int_tuple, show_point
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.games import octal
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.strategies.rational_strategy import RationalStrategy
from sage_latticegames.io import save
from sage_latticegames.io.files import load_with_game
from sage_latticegames.survey import (survey, octal_family, parse_range, TASKS, NotAvailable,
                                      misere_quotient_of, survey_family, FAMILY_TASKS, read_store)
from sage_latticegames.games.families import LatticeGameFamily, KINDS as FAMILY_KINDS
from sage_latticegames.conjecture import (family_game_record, write_conjecture_report,
                                          triage_store)
from sage_latticegames.misc.budget import BudgetExceeded
from sage_latticegames.misere.heap_quotient import MisereQuotientBudgetError
from sage_latticegames.misere.lazy_stratification import LazyAffineStratification
from sage_latticegames.misere.quotient_strategy import QuotientStrategy
from sage_latticegames.misere.frontier import pretension_frontier

#: exit codes
OK, FAILURE, USAGE, BUDGET, INTERNAL, INTERRUPTED = 0, 1, 2, 3, 4, 130


class UsageError(Exception):
    r"""
    A usage error of the command line (exit code 2).
    """


class MathematicalFailure(NotAvailable):
    r"""
    A mathematical failure (exit code 1): nothing certified, not available.
    """


class OverBudget(Exception):
    r"""
    A command over its budget (exit code 3): ``--time-limit`` or the memory.
    """


#: a negative number or point given as a value (``-1``, ``-1,0``, ``-1,1;1,0``)
_NEGATIVE = re.compile(r"^-[0-9(\[]")


def values_not_options(argv):
    r"""
    Return ``argv`` with the values that begin with a minus sign (negative
    numbers and points) protected from being read as options.

    INPUT:

    - ``argv`` -- a list of strings

    OUTPUT: a list of strings (such values get a leading space, which the
    readers of numbers and points ignore)

    EXAMPLES::

        sage: from sage_latticegames.cli import values_not_options
        sage: values_not_options(['query', '--moves', '-1,1;1,0', '-1,0', '--json'])
        ['query', '--moves', ' -1,1;1,0', ' -1,0', '--json']
    """
    return [" " + a if _NEGATIVE.match(a) else a for a in argv]


def parse_points(text, what="point"):
    r"""
    Return the points of ``text``: integer vectors separated by ``;`` (or new
    lines), coordinates separated by ``,`` or spaces.

    INPUT:

    - ``text`` -- a string such as ``"1,0;0,1;-1,1"``
    - ``what`` -- the name of the points in error messages

    OUTPUT: a list of tuples of Python integers

    EXAMPLES::

        sage: from sage_latticegames.cli import parse_points
        sage: parse_points("1,0; 0,1;-1,1")
        [(1, 0), (0, 1), (-1, 1)]
        sage: parse_points("(3, 100000000000000000000000)")
        [(3, 100000000000000000000000)]
        sage: parse_points("1,x")
        Traceback (most recent call last):
        ...
        sage_latticegames.cli.UsageError: cannot read the point '1,x': expected integers separated by commas
    """
    points = []
    for chunk in text.replace("\n", ";").split(";"):
        chunk = chunk.strip().strip("()[]").strip()
        if not chunk:
            continue
        try:
            points.append(tuple(int(x) for x in chunk.replace(",", " ").split()))
        except ValueError:
            raise UsageError("cannot read the %s %r: expected integers separated by commas"
                             % (what, chunk))
    return points


def game_from_options(octal_code=None, heaps=None, play="normal", moves=None, defeated=None,
                      inequalities=None, game_file=None, verify=True):
    r"""
    Return the lattice game described by the command line options.

    INPUT:

    - ``octal_code``, ``heaps`` -- an octal code and the largest heap size
      (:func:`~sage_latticegames.games.octal_games.octal`, Example 6.4 of [GM])
    - ``play`` -- ``'normal'`` or ``'misere'``
    - ``moves`` -- a string of move vectors (see :func:`parse_points`)
    - ``defeated`` -- a string of generators of the defeated ideal (default:
      none in normal play, the origin in misère play)
    - ``inequalities`` -- a string of rows ``b,a1,...,ad`` (the board polyhedron
      `b + a \cdot x \ge 0`; default the orthant, Definition 2.9 of [GM])
    - ``game_file`` -- a file saved by :func:`~sage_latticegames.io.files.save`
      (a game, or an object saved with its game)
    - ``verify`` -- boolean (default ``True``): re-prove a certificate of
      ``game_file`` (see :func:`~sage_latticegames.io.files.load`)

    OUTPUT: a lattice game; a :class:`UsageError` for missing or
    contradictory options

    EXAMPLES::

        sage: from sage_latticegames.cli import game_from_options
        sage: game_from_options(octal_code='0.07', heaps=4, play='misere').name()
        "Dawson's Kayles 0.07 with heaps of size at most 4 (misère play)"
        sage: game_from_options(moves="1,0;0,1;-1,1", defeated="0,1")
        Lattice game on Board N^2 minus the ideal generated by (0, 1) with rule set Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)
        sage: game_from_options(moves="1", play='misere').board()
        Misere play board N^1 minus the ideal generated by (0)
        sage: game_from_options()
        Traceback (most recent call last):
        ...
        sage_latticegames.cli.UsageError: give a game: --octal CODE --heaps N, --moves VECTORS, or --game FILE
    """
    given = [x is not None for x in (octal_code, moves, game_file)]
    if sum(given) != 1:
        raise UsageError("give a game: --octal CODE --heaps N, --moves VECTORS, or --game FILE"
                         if not any(given) else
                         "give only one of --octal, --moves and --game")
    if octal_code is not None:
        if heaps is None:
            raise UsageError("--octal needs the largest heap size --heaps N")
        if defeated is not None or inequalities is not None:
            raise UsageError("--defeated and --inequalities go with --moves, not --octal")
        return octal(octal_code, heaps, play)
    if game_file is not None:
        obj, game = load_with_game(game_file, verify=verify)
        if game is None:
            raise UsageError("%s holds a %s without a game" % (game_file, type(obj).__name__))
        return game
    vectors = parse_points(moves, "move")
    if not vectors:
        raise UsageError("--moves gives no move vector")
    d = len(vectors[0])
    if any(len(v) != d for v in vectors):
        raise UsageError("the move vectors do not all have %s coordinates" % d)
    if inequalities is not None:
        rows = parse_points(inequalities, "inequality")
        P = Polyhedron(ieqs=[list(r) for r in rows], base_ring=QQ, ambient_dim=d)
    else:
        P = None
    if defeated is None and P is None:
        board = GameBoard.misere(d) if play == "misere" else GameBoard.normal_play(d)
    else:
        gens = [(0,) * d] if defeated is None and play == "misere" else \
            parse_points(defeated or "", "defeated position")
        board = GameBoard(P, defeated=gens, dimension=d)
    return LatticeGame(vectors, board)


# ----------------------------------------------------------------------
# subcommands
# ----------------------------------------------------------------------
def _game(args):
    return game_from_options(args.octal, args.heaps, args.play, args.moves, args.defeated,
                             args.inequalities, args.game, verify=args.verify)


def _region(args):
    if (args.level is None) == (args.box is None):
        raise UsageError("give exactly one region: --level L or --box 'LOW;HIGH'")
    if args.level is not None:
        return {"level": args.level}
    corners = parse_points(args.box, "box corner")
    if len(corners) != 2:
        raise UsageError("--box needs two corners 'LOW;HIGH', such as '0,0;5,5'")
    return {"box": tuple(corners)}


def _write(args, text):
    if args.output:
        from sage_latticegames.io import atomic_write_text
        atomic_write_text(args.output, text)
    else:
        sys.stdout.write(text)


def _progress_wanted(args):
    r"""
    Return whether to show progress: ``--progress``/``--no-progress``, by
    default when standard error is a terminal.
    """
    if args.progress is None:
        return sys.stderr.isatty()
    return args.progress


def _max_positions(d):
    r"""
    Return the largest region the memory of this computer holds for a game of
    dimension ``d`` (the engine keeps about `8(d+1)+1` bytes a point),
    at most :data:`~sage_latticegames.solution.MAX_POSITIONS`.
    """
    from sage_latticegames.solution import MAX_POSITIONS
    try:
        free = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return MAX_POSITIONS
    return max(1, min(MAX_POSITIONS, free // 2 // (8 * (d + 1) + 1)))


def cmd_solve(args):
    G = _game(args)
    if args.format == "png" and G.dimension() != 2:
        raise UsageError("a picture needs a 2-dimensional game; this one has dimension %s"
                         % G.dimension())
    if args.format == "png" and not args.output:
        raise UsageError("--format png needs --output FILE.png")
    S = G.solve(max_positions=_max_positions(G.dimension()), progress=_progress_wanted(args),
                **_region(args))
    if args.save:
        save(S, args.save)
    P = S.P_positions(as_array=True).tolist()
    fmt = args.format
    if fmt == "png":
        S.plot().save(args.output)
        return OK
    if fmt == "json":
        text = json.dumps({"game": str(G), "region": S.region(), "count_P": int(S.count_P()),
                           "count_N": int(S.count_N()), "P_positions": P}) + "\n"
    elif fmt == "csv":
        out = _stdio.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["x%s" % (i + 1) for i in range(G.dimension())])
        writer.writerows(P)
        text = out.getvalue()
    else:
        lines = ["%s" % S, "P-positions:"] + ["  " + show_point(p) for p in P]
        text = "\n".join(lines) + "\n"
    _write(args, text)
    return OK


def _compute(method, what, **options):
    r"""
    Return ``method(**options)``; a :class:`MathematicalFailure` "no WHAT: why"
    if the library cannot compute it for this game, :class:`OverBudget` when
    the time limit is spent.
    """
    start = time.monotonic()
    try:
        return method(**options)
    except (BudgetExceeded, MisereQuotientBudgetError) as e:
        raise OverBudget("no %s within the budget: %s" % (what, e))
    except (NotImplementedError, ValueError, ArithmeticError) as e:
        limit = options.get("time_limit")
        if limit is not None and time.monotonic() - start >= 0.9 * limit:
            raise OverBudget("no %s within the time limit of %s s: %s" % (what, limit, e))
        raise MathematicalFailure("no %s: %s" % (what, e))


def _search_options(args, game):
    r"""
    Return the options of the search (discovery) for ``--time-limit`` and
    the progress (lines on standard error); none for a squarefree game in
    normal play, which the squarefree solver solves at once (Theorem 6.11 of
    [GM]) and which options would send to the search.
    """
    obstruction = getattr(game, "squarefree_normal_play_obstruction", None)
    if callable(obstruction) and obstruction() is None:
        return {}
    options = {}
    if args.time_limit is not None:
        options["time_limit"] = args.time_limit
    if _progress_wanted(args):
        options["progress"] = lambda message: _stderr_line(message)
    return options


def _stderr_line(message):
    sys.stderr.write("latticegames: %s\n" % str(message).rstrip())
    sys.stderr.flush()


def cmd_discover(args):
    G = _game(args)
    S = _compute(G.affine_stratification, "certified stratification", **_search_options(args, G))
    if args.save:
        save(S, args.save, game=G)
    if not S.is_certified():
        raise MathematicalFailure("the stratification found is not certified (a conjecture): %s" % S)
    text = "%s\n%s\n" % (S, S.certificate())
    if isinstance(S, LazyAffineStratification):
        text += "compact form (Miller 2013): %s\n" % S.summary(max_strata=10)
    _write(args, text)
    return OK


def cmd_strategy(args):
    G = _game(args)
    f = _compute(G.rational_strategy, "rational strategy", **_search_options(args, G))
    if args.save:
        save(f, args.save)
    if args.latex:
        from sage.misc.latex import latex
        _write(args, "%s\n" % latex(f))
    else:
        _write(args, "%s\n" % f)
    return OK


def _oracle(args):
    r"""
    Return ``(is_P, game, unproved)`` for ``query``: a membership test of the
    P-positions, the game (for the legal moves) and ``None`` or why the
    answers are not proved.
    """
    if args.source:
        obj, game = load_with_game(args.source, verify=args.verify)
        if isinstance(obj, RationalStrategy):
            # proved again when loaded (its game's strategy computed here), unless --no-verify
            return (obj.is_P_position, game,
                    None if args.verify else "a saved rational strategy is not proved again")
        if isinstance(obj, (LazyAffineStratification, QuotientStrategy)):
            # the finite quotient was proved again for its game when loaded (or is marked)
            return (lambda p: p in obj.fibres()), game, obj.conjecture()
        if isinstance(obj, AffineStratification):
            if game is None:
                raise UsageError("%s holds a stratification saved without its game" % args.source)
            why = None if obj.is_certified() else (obj.conjecture() if hasattr(obj, "conjecture")
                                                    else "not certified")
            return (lambda p: p in obj), game, why
        if isinstance(obj, LatticeGame):
            return obj.is_P_position, obj, None
        raise UsageError("%s holds a %s; query reads a strategy, a stratification or a game"
                         % (args.source, type(obj).__name__))
    G = _game(args)
    return G.is_P_position, G, None


def cmd_query(args):
    text = " ; ".join(args.positions)
    if args.file:
        with open(args.file, encoding="utf-8") as f:
            text += ";" + f.read()
    points = parse_points(text, "position")
    if not points:
        raise UsageError("give positions on the command line or with --file")
    is_P, game, unproved = _oracle(args)
    records = []
    for p in points:
        if game is not None and not game.is_position(p):
            raise UsageError("%s is not a position of the game" % show_point(p))
        outcome = "P" if is_P(p) else "N"
        record = {"position": list(p), "outcome": outcome}
        if game is not None:
            # the local conditions of Theorem 4.6 of [GM]: what the source says must obey them
            P_options = [list(int_tuple(g)) for g in game.legal_moves(p)
                         if is_P(tuple(a - b for a, b in zip(p, g)))]
            if outcome == "N":
                if not P_options:
                    raise UsageError("the source is not the set of P-positions of its game: it "
                                     "calls %s an N-position, but no move leads to a P-position"
                                     % show_point(p))
                record["winning_moves"] = P_options
            elif P_options:
                raise UsageError("the source is not the set of P-positions of its game: it calls "
                                 "%s and its option by the move %s P-positions"
                                 % (show_point(p), show_point(P_options[0])))
        if unproved:
            record["proved"] = False
        records.append(record)
    if unproved:
        _stderr_line("the answers are not proved: %s" % unproved)
    if args.json:
        _write(args, json.dumps(records) + "\n")
    else:
        lines = []
        for r in records:
            line = "%s: %s" % (show_point(r["position"]), r["outcome"])
            if "winning_moves" in r:
                line += "  winning moves: %s" % ", ".join(show_point(g) for g in r["winning_moves"])
            if unproved:
                line += "  [unproved]"
            lines.append(line)
        _write(args, "\n".join(lines) + "\n")
    return OK


def cmd_quotient(args):
    G = _game(args)
    if args.frontier is not None:
        return _frontier(args, G)
    options = {}
    if args.time_limit is not None:
        options["max_seconds"] = args.time_limit
    if _progress_wanted(args):
        options["progress"] = lambda k, order, tuples, rounds, seconds: _stderr_line(
            "coordinates <= %s: order %s, %s tuples checked, %s rounds, %.2f s"
            % (k, order, tuples, rounds, seconds))
    Q = _quotient(G, args.level, options)
    if args.save:
        save(Q, args.save, game=G if Q.is_finite() and _is_heap_by_heap(Q) else None)
    lines = ["%s" % Q]
    if Q.is_finite():
        lines.append("order %s, %s" % (Q.cardinality(), "a group" if Q.is_group() else "not a group"))
    _write(args, "\n".join(lines) + "\n")
    return OK


def _frontier(args, G):
    r"""
    The body of ``quotient --frontier``: the pretension of
    :func:`~sage_latticegames.misere.frontier.pretension_frontier`.
    """
    if args.save:
        raise UsageError("--save is for quotients, not for --frontier")
    try:
        B = pretension_frontier(G, copies=args.frontier, max_seconds=args.time_limit,
                                progress=_progress_wanted(args))
    except BudgetExceeded as e:
        raise OverBudget(str(e))
    _write(args, "%s\nproven lower bound on the order of the misère quotient: %s\n"
           % (B, B.lower_bound()))
    return OK


def _is_heap_by_heap(Q):
    r"""
    Return whether ``Q`` is a finite quotient computed heap by heap (saved
    with its game, so that loading it proves it again).
    """
    try:
        from sage_latticegames.io import to_dict
        return "finite" in to_dict(Q)[1]
    except (TypeError, ValueError):
        return False


def _quotient(G, level, options):
    r"""
    Return the misère quotient of ``G`` heap by heap within the budget, else
    by :func:`~sage_latticegames.survey.misere_quotient_of`.
    """
    if options:
        try:
            return G.misere_quotient(**options)
        except MisereQuotientBudgetError as e:
            raise OverBudget("no misère quotient within the budget: %s" % e)
        except (NotImplementedError, ValueError):
            pass
    return misere_quotient_of(G, level)


def _survey_codes(args):
    if args.codes is not None and args.octal_digits is not None:
        raise UsageError("give only one of --codes and --octal-digits")
    if args.codes is not None:
        codes = [c.strip() for c in args.codes.split(",") if c.strip()]
        if not codes:
            raise UsageError("--codes gives no octal code")
        return codes
    if args.octal_digits is not None:
        return octal_family(args.octal_digits)
    raise UsageError("give the family: --octal-digits N or --codes CODE,CODE,...")


def _family_of(args):
    r"""
    Return the family of lattice games given by the options of ``survey
    --task conjecture`` (one-line errors for bad values).
    """
    if args.codes is not None or args.octal_digits is not None:
        raise UsageError("--codes and --octal-digits are for octal games, not for --task %s"
                         % args.task)
    if args.family is None:
        raise UsageError("give the family: --family %s" % " or --family ".join(FAMILY_KINDS))
    if args.dimension is None:
        raise UsageError("give the dimension of the family: --dimension D")
    text = "normal,misere,generalized" if args.plays is None else args.plays
    plays = [p.strip() for p in text.split(",") if p.strip()]
    if not plays:
        raise UsageError("--plays gives no play (normal, misere, generalized)")
    try:
        return LatticeGameFamily(args.family, args.dimension, args.entry_bound, plays=plays,
                                 max_moves=args.max_moves, sample=args.sample, seed=args.seed)
    except (ValueError, TypeError) as e:
        raise UsageError(str(e))


def _survey_progress(args):
    return (not args.quiet and sys.stderr.isatty() if args.progress is None
            else args.progress and not args.quiet)


def _print_counts(records, seconds):
    counts = {}
    for r in records:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    sys.stderr.write("survey finished: %s records (%s) in %.1f s\n"
                     % (len(records), ", ".join("%s %s" % (v, k) for k, v in sorted(counts.items())),
                        seconds))


def cmd_survey_family(args):
    r"""
    The survey of a family of lattice games (``--task conjecture``):
    :func:`~sage_latticegames.survey.survey_family` with
    :func:`~sage_latticegames.conjecture.family_game_record`, then
    :func:`~sage_latticegames.conjecture.write_conjecture_report`.
    """
    family = _family_of(args)
    retry = [x.strip() for x in (args.retry or "").split(",") if x.strip()]
    saved = os.path.abspath(args.store) + ".results"
    # the search stops by itself within its budget; the time limit per game is the backstop
    keywords = {"time_limit": round(0.7 * args.timeout, 3),
                "quotient_seconds": round(min(10.0, 0.15 * args.timeout), 3),
                "save_folder": saved}
    start = time.monotonic()
    records = survey_family(args.task, family, family_game_record, store=args.store,
                            workers=args.workers, scheduler=args.scheduler, timeout=args.timeout,
                            memory_limit=args.memory_limit, progress=_survey_progress(args),
                            retry=retry, keywords=keywords)
    seconds = time.monotonic() - start
    if args.report:
        params = {"command": " ".join(["latticegames"] + args.argv), "family": str(family),
                  "family (data)": json.dumps(family.description()),
                  "time limit per game (s)": args.timeout,
                  "search budget per game (s)": keywords["time_limit"],
                  "workers": args.scheduler or args.workers, "store": args.store,
                  "wall time of this run (s)": round(seconds, 1)}
        write_conjecture_report(records, args.report, params, saved_folder=saved)
    _print_counts(records, seconds)
    return OK


def cmd_triage(args):
    r"""
    ``latticegames triage``: a deeper run on every game of a Conjecture 4.5
    store that was not certified (see
    :func:`~sage_latticegames.conjecture.triage_store`).
    """
    if not os.path.exists(args.store):
        raise UsageError("no results store %s" % args.store)
    records = list(read_store(args.store).values())
    if not records:
        raise UsageError("the store %s has no record" % args.store)
    path, results = triage_store(records, args.report, time_limit=args.triage_time_limit,
                                 progress=_survey_progress(args))
    counts = {}
    for T in results:
        counts[T["verdict"]] = counts.get(T["verdict"], 0) + 1
    sys.stderr.write("triage finished: %s games (%s); %s\n"
                     % (len(results), ", ".join("%s %s" % (v, k) for k, v in sorted(counts.items()))
                        or "nothing to triage", path))
    return OK


def cmd_survey(args):
    if args.task in FAMILY_TASKS:
        return cmd_survey_family(args)
    for option, value in (("--family", args.family), ("--dimension", args.dimension),
                          ("--max-moves", args.max_moves), ("--sample", args.sample)):
        if value is not None:
            raise UsageError("%s is for --task %s, not for --task %s"
                             % (option, " or ".join(FAMILY_TASKS), args.task))
    if args.plays is None:
        args.plays = "normal,misere"
    codes = _survey_codes(args)
    plays = [p.strip() for p in args.plays.split(",") if p.strip()]
    heaps = parse_range(args.heaps)
    retry = [x.strip() for x in (args.retry or "").split(",") if x.strip()]
    start = time.monotonic()
    records = survey(args.task, codes, heaps, plays, store=args.store, level=args.level,
                     workers=args.workers, scheduler=args.scheduler, timeout=args.timeout,
                     memory_limit=args.memory_limit, report=args.report,
                     progress=_survey_progress(args),
                     retry=retry, parameters={"command": " ".join(["latticegames"] + args.argv)})
    _print_counts(records, time.monotonic() - start)
    return OK


def positive_seconds(text):
    r"""
    Return the positive finite number of seconds ``text`` (an option value).

    EXAMPLES::

        sage: from sage_latticegames.cli import positive_seconds
        sage: positive_seconds('2.5')
        2.5
        sage: positive_seconds('nan')
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: expected a positive number of seconds, got 'nan'
    """
    try:
        x = float(text)
    except ValueError:
        x = float("nan")
    if not (0 < x < math.inf):
        raise argparse.ArgumentTypeError("expected a positive number of seconds, got %r"
                                         % text.strip())
    return x


def _integer_at_least(text, low, what):
    try:
        n = int(text)
    except ValueError:
        n = low - 1
    if n < low:
        raise argparse.ArgumentTypeError("expected a %s integer, got %r" % (what, text.strip()))
    return n


def positive_int(text):
    r"""
    Return the positive integer ``text`` (an option value).

    EXAMPLES::

        sage: from sage_latticegames.cli import positive_int
        sage: positive_int(' 3')
        3
        sage: positive_int('-1')
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: expected a positive integer, got '-1'
    """
    return _integer_at_least(text, 1, "positive")


def nonnegative_int(text):
    r"""
    Return the nonnegative integer ``text`` (an option value).

    EXAMPLES::

        sage: from sage_latticegames.cli import nonnegative_int
        sage: nonnegative_int('0')
        0
        sage: nonnegative_int('x')
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: expected a nonnegative integer, got 'x'
    """
    return _integer_at_least(text, 0, "nonnegative")


# ----------------------------------------------------------------------
# the parser
# ----------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError("%s: %s" % (self.prog, message))


def _game_options(p):
    g = p.add_argument_group("the game (one of --octal, --moves, --game)")
    g.add_argument("--octal", metavar="CODE", help="octal code of Guy and Smith, such as 0.137")
    g.add_argument("--heaps", metavar="N", type=positive_int, help="largest heap size (with --octal)")
    g.add_argument("--play", choices=["normal", "misere"], default="normal",
                   help="normal (default) or misere play")
    g.add_argument("--moves", metavar="VECTORS", help='move vectors, such as "1,0;0,1;-1,1"')
    g.add_argument("--defeated", metavar="POINTS",
                   help='generators of the defeated ideal, such as "0,0" (with --moves)')
    g.add_argument("--inequalities", metavar="ROWS",
                   help='board polyhedron b + a.x >= 0, rows "b,a1,...,ad;..." (default: the orthant)')
    g.add_argument("--game", metavar="FILE", help="a saved game (or an object saved with its game)")
    g.add_argument("--no-verify", dest="verify", action="store_false",
                   help="use saved files without proving their certificates again (the answers "
                        "are then marked unproved)")


def _budget_options(p):
    p.add_argument("--time-limit", metavar="SECONDS", type=positive_seconds,
                   help="give up after this many seconds (exit code 3)")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="show progress on standard error (default: when it is a terminal)")
    p.add_argument("--no-progress", dest="progress", action="store_false",
                   help="no progress")


def parser():
    r"""
    Return the argument parser of the command line ``latticegames``.

    OUTPUT: an ``argparse.ArgumentParser``

    EXAMPLES::

        sage: from sage_latticegames.cli import parser
        sage: args = parser().parse_args(['solve', '--octal', '0.07', '--heaps', '4', '--level', '3'])
        sage: args.command, args.octal, args.heaps, args.level
        ('solve', '0.07', 4, 3)
    """
    top = _Parser(prog="latticegames",
                  description="Lattice games (Guo-Miller): P-positions, affine stratifications, "
                              "rational strategies, misere quotients and surveys.")
    sub = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    def command(name, run, summary, description, save=None):
        # a subcommand on a game, writing to --output, saving with --save
        p = sub.add_parser(name, help=summary, description=description)
        _game_options(p)
        p.add_argument("--output", "-o", metavar="FILE", help="write there instead of standard output")
        _budget_options(p)
        if save:
            p.add_argument("--save", metavar="FILE", help=save)
        p.set_defaults(run=run)
        return p

    p = command("solve", cmd_solve, "P-positions of a region (table, CSV, JSON, PNG)",
                "P-positions of a region of a lattice game (Theorem 4.6 of [GM]).",
                "also save the solution (JSON format of sage_latticegames.io)")
    p.add_argument("--level", type=int, help="the region of positions of level <= L")
    p.add_argument("--box", metavar="LOW;HIGH", help='a box region, such as "0,0;7,7"')
    p.add_argument("--format", choices=["table", "csv", "json", "png"], default="table")

    command("discover", cmd_discover, "certified affine stratification of the P-positions",
            "Affine stratification of the P-positions (Definition 8.6 of [GM]). "
            "Exit code 1 if nothing certified is found.",
            "save the stratification (with its game)")

    p = command("strategy", cmd_strategy, "rational strategy (also --latex)",
                "Rational strategy of the game (Definition 8.1 of [GM]).",
                "save the strategy (with its game)")
    p.add_argument("--latex", action="store_true", help="print it in LaTeX")

    p = command("query", cmd_query, "outcome and winning moves of positions",
                "Outcome (P or N) and winning moves of positions, from a saved strategy or "
                "stratification (--from FILE; fast for huge coordinates) or from the game.")
    p.add_argument("positions", nargs="*", metavar="POSITION", help='positions, such as "2,4"')
    p.add_argument("--file", metavar="FILE", help="read positions from FILE, one a line")
    p.add_argument("--from", dest="source", metavar="FILE",
                   help="a saved strategy, stratification (saved with its game) or game")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = command("quotient", cmd_quotient, "misere quotient",
                "Misere quotient of the game (Theorem 8.3 of [Guo]). "
                "Exit code 1 if it is not available.", "save the quotient")
    p.add_argument("--level", type=nonnegative_int, default=8,
                   help="level of the region used to find the quotient (default 8)")
    p.add_argument("--frontier", metavar="COPIES", type=positive_int, nargs="?", const=20,
                   help="for a heap game: where no finite quotient is found, a pretension proven "
                        "below its least failure, stretched to COPIES copies of the last heap "
                        "(default 20), and a proven lower bound on the order of the quotient")

    p = sub.add_parser("survey", help="a task over a family of games, in parallel on Dask",
                       description="Run a task over a family of octal games (or, with --task "
                                   "conjecture, of lattice games) in parallel on Dask, "
                                   "with one record per game in a crash-safe results store; "
                                   "rerunning the same command resumes.")
    p.add_argument("--task", choices=sorted(TASKS + FAMILY_TASKS), default="stats",
                   help="discover, quotient or stats (P-position statistics) on octal games; "
                        "conjecture (Conjecture 4.5 of [GM-A]) on a family of lattice games")
    p.add_argument("--family", choices=FAMILY_KINDS,
                   help="the family of lattice games of --task conjecture")
    p.add_argument("--dimension", type=positive_int, metavar="D", help="dimension of the family")
    p.add_argument("--entry-bound", type=positive_int, default=1, metavar="B",
                   help="entries of the moves at least -B (default 1)")
    p.add_argument("--max-moves", type=positive_int, metavar="N", help="at most N moves a rule set")
    p.add_argument("--sample", type=positive_int, metavar="N",
                   help="N rule sets drawn at random instead of all")
    p.add_argument("--seed", type=int, default=0, help="seed of --sample (default 0)")
    p.add_argument("--octal-digits", type=positive_int, metavar="N",
                   help="all octal codes 0.d1...dk, k <= N (at most 5: 32767 codes)")
    p.add_argument("--codes", metavar="CODES", help="comma separated octal codes")
    p.add_argument("--heaps", default="6", metavar="RANGE", help='heap bounds, such as "6" or "2-6" or "2,4"')
    p.add_argument("--plays", default=None,
                   help="normal,misere (default both); for --task conjecture also generalized "
                        "(default all three)")
    p.add_argument("--level", type=nonnegative_int, default=8,
                   help="level of the region for stats (default 8)")
    p.add_argument("--store", required=True, metavar="FILE.jsonl", help="the results store")
    p.add_argument("--report", metavar="DIR", help="write report.html and results.csv there")
    p.add_argument("--workers", type=positive_int, default=min(2, os.cpu_count() or 1),
                   help="local workers, at most one a core (default 2)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask scheduler")
    p.add_argument("--timeout", type=positive_seconds, default=60.0,
                   help="seconds per game (default 60); a game over it is one 'timeout' record")
    p.add_argument("--memory-limit", default="2GB", help="memory per local worker (default 2GB)")
    p.add_argument("--retry", metavar="STATUSES",
                   help="compute again the games recorded with these statuses, such as timeout,error")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="a progress line on standard error (default: when it is a terminal)")
    p.set_defaults(run=cmd_survey)

    p = sub.add_parser("triage", help="deeper run on the uncertified games of a conjecture store",
                       description="Run the search again with a bigger budget on every game of a "
                                   "results store of --task conjecture that was not certified; "
                                   "write a page with the verdict of each game, what is proved, "
                                   "what is observed, and a picture of its P-positions.")
    p.add_argument("--store", required=True, metavar="FILE.jsonl", help="the results store")
    p.add_argument("--report", required=True, metavar="DIR", help="write triage.html there")
    p.add_argument("--time-limit", dest="triage_time_limit", type=positive_seconds, default=120.0,
                   help="seconds of the deeper search per game (default 120)")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="a progress line on standard error (default: when it is a terminal)")
    p.set_defaults(run=cmd_triage)
    return top


def main(argv=None):
    r"""
    Run the command line ``latticegames`` with the arguments ``argv`` (default:
    ``sys.argv[1:]``) and return its exit code.

    INPUT:

    - ``argv`` -- a list of strings

    OUTPUT: ``0`` success, ``1`` mathematical failure, ``2`` usage error,
    ``3`` over a budget, ``4`` internal error, ``130`` interrupted; errors
    are printed as one line on standard error

    EXAMPLES::

        sage: from sage_latticegames.cli import main
        sage: main(['query', '--moves', '1,0;0,1;-1,1', '2,4', '1,4'])
        (2, 4): P
        (1, 4): N  winning moves: (1, 0)
        0
        sage: main(['solve', '--octal', '0.07'])
        latticegames: --octal needs the largest heap size --heaps N
        2
        sage: main(['query', '--moves', '-1,1;1,0;0,1', '0,1', '2,0'])
        (0, 1): N  winning moves: (0, 1)
        (2, 0): P
        0
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = parser().parse_args(values_not_options(argv))
        args.argv = argv
        with _time_limit(getattr(args, "time_limit", None)):
            return args.run(args)
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else OK
    except UsageError as e:
        code, message = USAGE, str(e)
    except OverBudget as e:
        code, message = BUDGET, str(e)
    except NotAvailable as e:
        code, message = FAILURE, str(e)
    except KeyboardInterrupt:
        code, message = INTERRUPTED, "interrupted"
    except BudgetExceeded as e:
        code, message = BUDGET, str(e)
    except MemoryError:
        code, message = BUDGET, "out of memory: the computation is too large for this computer"
    except RecursionError:
        code, message = USAGE, "the input is nested too deeply"
    except (ValueError, TypeError, OSError, OverflowError) as e:
        code, message = USAGE, str(e)
    except Exception as e:  # a bug: still one line, and not a mathematical failure
        code, message = INTERNAL, "internal error (please report): %s: %s" % (type(e).__name__, e)
    sys.stdout.flush()
    print("latticegames: %s" % " ".join(message.split("\n")), file=sys.stderr)
    return code


class _time_limit:
    r"""
    The time limit of a command (``--time-limit``): an alarm turned into
    :class:`OverBudget` (in the main thread; the computations also get the
    budget themselves, see :func:`_search_options`).
    """

    def __init__(self, seconds):
        self.seconds = seconds
        self.previous = None

    def __enter__(self):
        import threading
        if self.seconds is None or threading.current_thread() is not threading.main_thread():
            self.seconds = None
            return self
        self.start = time.monotonic()

        def handler(signum, frame):
            raise OverBudget("over the time limit of %s s" % self.seconds)
        self.previous = signal.signal(signal.SIGALRM, handler)
        # a margin past the budget given to the computation, which stops by itself
        signal.setitimer(signal.ITIMER_REAL, self.seconds * 1.1 + 1)
        return self

    def __exit__(self, *exc):
        if self.seconds is not None:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False


def console_script():
    r"""
    Entry point of the console script ``latticegames`` (see ``setup.py``).
    """
    sys.exit(main())


if __name__ == "__main__":
    console_script()
