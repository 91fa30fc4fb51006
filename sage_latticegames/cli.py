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
- ``quotient`` -- the misère quotient (Theorem 8.3 of [Guo]) as game
  theorists write it (presentation, P-portion, pretending function `\Phi`,
  tame or wild, which coordinate is which heap size); with ``--octal CODE``
  and no ``--heaps`` the quotient of the whole octal game, proved by the
  misère periodicity theorem at the heap it prints; ``--msv FILE`` (or
  ``--persist FILE``) also writes MisereSolver's ``.msv`` file;
- ``survey`` -- a task over a family of games, in parallel on Dask (see
  :mod:`sage_latticegames.survey`): octal games, or with ``--task
  conjecture --family squarefree`` the lattice games of a
  :class:`~sage_latticegames.games.families.LatticeGameFamily` tested for
  Conjecture 4.5 of [GM-A] (see :mod:`sage_latticegames.conjecture`); with
  ``--task catalogue`` the records of the catalogue of octal games (see
  :mod:`sage_latticegames.catalogue`);
- ``catalogue build`` -- the data files of the catalogue from such a store (``--digits 4``:
  the four-digit catalogue); ``catalogue certificates`` -- the certificate files of its rows;
- ``triage`` -- a deeper run on every game of a Conjecture 4.5 store that was
  not certified, with a verdict and a picture per game.

A game is given by an octal code and a heap bound (``--octal 0.137 --heaps 8
--play misere``, Example 6.4 of [GM]), by its moves and board (``--moves
"1,0;0,1;-1,1" --defeated "0,0"``, optionally ``--inequalities "b,a1,...,ad;..."``
for the polyhedron `b + a \cdot x \ge 0`, default the orthant), or by a saved
file (``--game FILE``, see :mod:`sage_latticegames.io`).

Exit codes (:func:`exit_code`, the one place that gives them, and
``latticegames --help``): ``0`` success, ``1`` mathematical failure (nothing
certified, no quotient available), ``2`` usage error (bad options or input, a
damaged or forged file, a request refused at once with its reason: too large
a family, too small a memory limit), ``3`` over a budget (``--timeout`` /
``--time-limit``, ``--max-order``, ``--max-heap``, memory), ``4`` internal
error (please report), ``130`` interrupted.  Errors are one line on standard
error.

A saved file is a claim: ``query --from FILE``, ``--game FILE`` and the other
readers prove its certificate again (see :func:`sage_latticegames.io.load`);
with ``--no-verify`` it is used unproved, and every answer says so.  Long
commands take ``--timeout SECONDS`` (or ``--time-limit``) and show their
progress on standard error, one plain line a step, by default when it is a
terminal (``--progress``/``--no-progress``); Ctrl-C stops a computation at
once.  The command line imports only what its command needs.  Negative
numbers are values, not options: ``--moves "-1,1;1,0"`` and ``query ... -1,0``.

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [Guo] A. Guo, *Lattice games*, PhD thesis (2012).
- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*, Int. J. Game
  Theory 42 (2013).
"""
# The command line imports only what its command needs (a command that
# computes imports its modules, most of which import Sage first): ``--help``
# and the parser load no Sage, a misère quotient no discovery, no Dask, and
# ``quotient --octal CODE [--heaps N] --play misere`` no Sage at all (the
# quotient of a bounded octal game is computed from the heaps' options and
# printed without a lattice game or a parent: _octal_rules).
import argparse
import contextlib
import math
import os
import re
import signal
import sys
import time

#: exit codes (:func:`exit_code` gives the code of each failure)
OK, FAILURE, USAGE, BUDGET, INTERNAL, INTERRUPTED = 0, 1, 2, 3, 4, 130

EXIT_CODES = """exit codes:
  0    success
  1    mathematical failure: nothing certified, no quotient available
  2    usage error: bad options or input, a damaged or forged file, a request
       refused at once (too large, with the reason)
  3    over a budget: --timeout/--time-limit, --max-order, --max-heap, memory
  4    internal error (please report)
  130  interrupted (Ctrl-C)
every error is one line on standard error"""


class UsageError(Exception):
    r"""
    A usage error of the command line (exit code 2).
    """


class MathematicalFailure(Exception):
    r"""
    A mathematical failure (exit code 1): nothing certified, not available.
    """


class OverBudget(Exception):
    r"""
    A command over its budget (exit code 3): ``--time-limit``, ``--max-order``
    or the memory.
    """


def _loaded_classes(*names):
    r"""
    Return the classes ``module:Class`` of ``names`` whose modules are
    already imported (an exception of a module never imported cannot occur).
    """
    out = []
    for name in names:
        module, cls = name.split(":")
        m = sys.modules.get(module)
        if m is not None and hasattr(m, cls):
            out.append(getattr(m, cls))
    return tuple(out)


def exit_code(error):
    r"""
    Return the exit code and the one-line message of the command line for
    the exception ``error``: the one place where failures get their codes
    (the same failure has the same code in every command; see
    :data:`EXIT_CODES`).

    INPUT:

    - ``error`` -- an exception

    OUTPUT: a pair ``(code, message)``

    EXAMPLES::

        sage: from sage_latticegames.cli import exit_code, UsageError
        sage: exit_code(UsageError("bad option"))
        (2, 'bad option')
        sage: from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError
        sage: exit_code(MisereQuotientBudgetError("max_order=500"))[0]
        3
        sage: from sage_latticegames.misc.budget import BudgetExceeded
        sage: exit_code(BudgetExceeded("over 2 s"))[0]
        3
        sage: from sage_latticegames.misere.whole.periodicity import WholeGameQuotientError
        sage: exit_code(WholeGameQuotientError("max_heap=300 reached"))[0]
        3
        sage: from sage_latticegames.survey import NotAvailable
        sage: exit_code(NotAvailable("no quotient"))[0]
        1
        sage: exit_code(KeyboardInterrupt())
        (130, 'interrupted')
        sage: from cysignals.signals import AlarmInterrupt
        sage: exit_code(AlarmInterrupt())
        (3, 'over the time limit')
        sage: exit_code(KeyError('task'))
        (4, "internal error (please report): KeyError: 'task'")
    """
    budget = _loaded_classes("sage_latticegames.misc.budget:BudgetExceeded",
                             "sage_latticegames.misere.heap.verification:MisereQuotientBudgetError",
                             "sage_latticegames.misere.whole.periodicity:WholeGameQuotientError")
    failure = _loaded_classes("sage_latticegames.survey:NotAvailable")
    if isinstance(error, UsageError):
        return USAGE, str(error)
    # the alarm of --time-limit as Sage's signal handler (installed when Sage is imported,
    # after the alarm's own handler) raises it inside compiled code
    alarm = _loaded_classes("cysignals.signals:AlarmInterrupt")
    if alarm and isinstance(error, alarm):
        return BUDGET, "over the time limit"
    if isinstance(error, OverBudget) or budget and isinstance(error, budget):
        return BUDGET, str(error)
    if isinstance(error, MathematicalFailure) or failure and isinstance(error, failure):
        return FAILURE, str(error)
    if isinstance(error, KeyboardInterrupt):
        return INTERRUPTED, "interrupted"
    if isinstance(error, MemoryError):
        return BUDGET, "out of memory: the computation is too large for this computer"
    if isinstance(error, RecursionError):
        return USAGE, "the input is nested too deeply"
    if isinstance(error, (ValueError, TypeError, OSError, OverflowError)):
        return USAGE, str(error)
    return INTERNAL, "internal error (please report): %s: %s" % (type(error).__name__, error)


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
    play = play or "normal"
    if sum(given) != 1:
        raise UsageError("give a game: --octal CODE --heaps N, --moves VECTORS, or --game FILE"
                         if not any(given) else
                         "give only one of --octal, --moves and --game")
    if octal_code is not None:
        if heaps is None:
            raise UsageError("--octal needs the largest heap size --heaps N")
        if defeated is not None or inequalities is not None:
            raise UsageError("--defeated and --inequalities go with --moves, not --octal")
        from sage_latticegames.games.octal_games import octal
        return octal(octal_code, heaps, play)
    if game_file is not None:
        from sage_latticegames.io.files import load_with_game
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
    from sage_latticegames.game_board import GameBoard
    from sage_latticegames.lattice_game import LatticeGame
    if inequalities is not None:
        from sage.geometry.polyhedron.constructor import Polyhedron
        from sage.rings.rational_field import QQ
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
    import csv
    import io as _stdio
    import json
    from sage_latticegames.io.files import save
    S = G.solve(max_positions=_max_positions(G.dimension()), progress=_progress_wanted(args),
                **_region(args))
    if args.save:
        save(S, args.save)
    P = S.P_positions(as_array=True).tolist()
    fmt = args.format
    if fmt == "png":
        S.plot().save(args.output)
        return OK
    from sage_latticegames.misc.points import show_point
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
    except (NotImplementedError, ValueError, ArithmeticError) as e:
        if exit_code(e)[0] == BUDGET:
            raise OverBudget("no %s within the budget: %s" % (what, e))
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
        from sage_latticegames.io.files import save
        save(S, args.save, game=G)
    if not S.is_certified():
        raise MathematicalFailure("the stratification found is not certified (a conjecture): %s" % S)
    text = "%s\n%s\n" % (S, S.certificate())
    if hasattr(S, "summary"):      # a LazyAffineStratification
        text += "compact form (Miller 2013): %s\n" % S.summary(max_strata=10)
    _write(args, text)
    return OK


def _misere_heap_game(G):
    r"""
    Return whether ``G`` is a heap game in misère play (a game of
    ``games.octal``/``games.heap_game``/``games.nim``): its misère quotient is
    computed heap by heap, and its rational strategy comes in product form.
    """
    from sage_latticegames.games.encodings import HeapEncoding
    if not isinstance(G.encoding(), HeapEncoding):
        return False
    return [tuple(p) for p in G.defeated_positions()] == [(0,) * G.dimension()]


def cmd_strategy(args):
    G = _game(args)
    form = args.form
    if form is None and _misere_heap_game(G):
        # the short form of a misère heap game writes out every stratum of the
        # quotient's fibres and checks their disjointness pairwise (minutes for
        # a few hundred strata); the product form is certified by the
        # quotient's proof at once
        form = "product"
    options = _search_options(args, G)
    if form == "product":
        if not _misere_heap_game(G):
            raise UsageError("--form product needs a heap game in misère play (its misère "
                             "quotient is computed heap by heap)")
        options = _quotient_options(args, G)
    elif form is not None:
        options["form"] = form
    if form == "product":
        from sage_latticegames.misere.strategies import QuotientStrategy
        f = _compute(lambda **o: QuotientStrategy(G, G.misere_quotient(**o)),
                     "rational strategy", **options)
    else:
        f = _compute(G.rational_strategy, "rational strategy", **options)
    if args.save:
        from sage_latticegames.io.files import save
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
        from sage_latticegames.io.files import load_with_game
        from sage_latticegames.lattice_game import LatticeGame
        from sage_latticegames.misere.strategies import LazyAffineStratification
        from sage_latticegames.misere.strategies import QuotientStrategy
        from sage_latticegames.stratifications.affine_stratification import AffineStratification
        from sage_latticegames.strategies.rational_strategy import RationalStrategy
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
    import json
    from sage_latticegames.misc.points import int_tuple, show_point
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


def _runs(pairs):
    r"""
    Return the pairs ``(j, h)`` (increasing ``j``) as runs ``(j0, j1, h0,
    h1)`` along which ``h - j`` is constant and ``j`` consecutive.
    """
    runs = []
    for j, h in pairs:
        if runs and j == runs[-1][1] + 1 and h - j == runs[-1][2] - runs[-1][0]:
            runs[-1][1], runs[-1][3] = j, h
        else:
            runs.append([j, j, h, h])
    return [tuple(r) for r in runs]


def coordinates_text(heap_sizes):
    r"""
    Return which coordinate of a heap game is which heap size, in a few
    words: coordinate `j` (from `1`) counts the heaps of size
    ``heap_sizes[j - 1]`` (sizes without a move have no coordinate).

    INPUT:

    - ``heap_sizes`` -- the heap sizes of the coordinates, in order (as
      :meth:`~sage_latticegames.games.encodings.HeapEncoding.heap_sizes`)

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.cli import coordinates_text
        sage: coordinates_text(range(2, 34))
        'coordinates 1-32 count the heaps of sizes 2-33'
        sage: coordinates_text([1, 2, 3, 5, 6])
        'coordinates 1-3 count the heaps of sizes 1-3, 4-5 of sizes 5-6'
        sage: coordinates_text([4])
        'coordinate 1 counts the heaps of size 4'
    """
    runs = _runs(list(enumerate((int(h) for h in heap_sizes), 1)))
    if len(runs) == 1 and runs[0][0] == runs[0][1]:
        return "coordinate %s counts the heaps of size %s" % (runs[0][0], runs[0][2])
    show = ["%s-%s" % (a, b) if a != b else "%s" % a for a, b, _, _ in runs]
    sizes = ["%s-%s" % (c, d) if c != d else "%s" % c for _, _, c, d in runs]
    return "coordinates %s count the heaps of sizes %s" % (
        show[0], ", ".join([sizes[0]] + ["%s of sizes %s" % (x, y)
                                        for x, y in zip(show[1:], sizes[1:])]))


def _heap_sizes(G):
    r"""
    Return the heap sizes of the coordinates of ``G``, or ``None`` if it is
    not a heap game.
    """
    from sage_latticegames.games.encodings import HeapEncoding
    E = G.encoding()
    return tuple(int(h) for h in E.heap_sizes()) if isinstance(E, HeapEncoding) else None


def quotient_lines(F, heap_sizes=None, phi=None):
    r"""
    Return the lines of ``latticegames quotient`` describing a finite misère
    quotient as game theorists write it (Plambeck--Siegel, Sec. 5; the
    output of MisereSolver): its order and P-portion, tame or wild, its
    presentation with the heap each generator is the image of, the
    P-portion as words, and the pretending function `\Phi`.

    INPUT:

    - ``F`` -- a finite misère quotient (``FiniteQuotientData`` or a finite
      ``MisereQuotient``)
    - ``heap_sizes`` -- (optional) the heap size of each generator of ``F``
      (of each coordinate of its game)
    - ``phi`` -- (optional) a ``PretendingFunction``, or the list of the
      states of `\Phi(0), \Phi(1), \dots` (default: from ``heap_sizes``)

    OUTPUT: a list of strings

    EXAMPLES::

        sage: from sage_latticegames.cli import quotient_lines
        sage: from sage_latticegames import games
        sage: Q = games.octal('0.07', 12, play='misere').misere_quotient()
        sage: print("\n".join(quotient_lines(Q, heap_sizes=range(2, 13))))
        order 12, P-portion of size 3, wild
        presentation: Q = <a,b,c | a2=1, b4=b2, b2c=ab3, c2=1>; P = {a, b2, ac}
        generators: a = Phi(2), b = Phi(4), c = Phi(10)
        P-portion: a, b2, ac
        Phi(0..12) = 1 1 a a b 1 ab a a 1 c ab ac
        sage: quotient_lines(games.nim(2, 'misere').misere_quotient(), [1, 2])[0]
        'order 6, P-portion of size 2, tame (T2)'
    """
    from sage_latticegames.misere.monoid import game_presentation, finite_quotient_data
    F = finite_quotient_data(F)
    G = game_presentation(F)
    name = G.standard_name()
    tame = "tame" if G.is_tame() else "wild"
    lines = ["order %s, P-portion of size %s, %s%s"
             % (len(F.delta), sum(F.P), tame, " (%s)" % name if name else "")]
    lines.append("presentation: %s" % G)
    if heap_sizes is not None:
        heap_sizes = [int(h) for h in heap_sizes]
        lines.append("generators: %s" % ", ".join(
            "%s = Phi(%s)" % (g, heap_sizes[j]) for g, j in zip(G.generators(),
                                                             G.generator_coordinates())))
    lines.append("P-portion: %s" % ", ".join(G.P_portion()))
    if phi is not None and hasattr(phi, "periodicity"):
        n0, p = phi.periodicity()
        lines.append("Phi(0..%s) = %s (preperiod %s, period %s: Phi(n + %s) = Phi(n) for n >= %s)"
                     % (n0 + p - 1, G.phi_words(list(phi.values())), n0, p, p, n0))
    elif heap_sizes is not None:
        index = {h: j for j, h in enumerate(heap_sizes)}
        top = max(heap_sizes)
        states = [F.delta[0][index[h]] if h in index else 0 for h in range(top + 1)]
        lines.append("Phi(0..%s) = %s" % (top, G.phi_words(states)))
    return lines


def _quotient_options(args, G=None, sizes=None):
    r"""
    Return the options of the heap-by-heap construction
    (:meth:`~sage_latticegames.lattice_game.LatticeGame.misere_quotient`)
    given by ``--timeout``, ``--max-order`` and ``--progress`` (lines on
    standard error naming heap sizes, not coordinates: those of the game
    ``G``, or ``sizes``).
    """
    options = {}
    if args.time_limit is not None:
        options["max_seconds"] = args.time_limit
    if getattr(args, "max_order", None) is not None:
        options["max_order"] = args.max_order
    if _progress_wanted(args):
        sizes = _heap_sizes(G) if G is not None else sizes

        def progress(k, order, tuples, rounds, seconds):
            where = ("heaps <= %s (coordinates <= %s)" % (sizes[k - 1], k) if sizes
                     else "coordinates <= %s" % k)
            _stderr_line("%s: order %s, %s tuples checked, %s rounds, %.2f s"
                         % (where, order, tuples, rounds, seconds))
        options["progress"] = progress
    return options


class _LinesToStderr:
    r"""
    A text stream for the progress a library function prints: each line goes
    to standard error at once (plain lines, also when it is not a terminal).
    """

    def __init__(self):
        self.buffer = ""

    def write(self, text):
        self.buffer += text
        while "\n" in self.buffer:
            line, self.buffer = self.buffer.split("\n", 1)
            if line.strip():
                _stderr_line(line)
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False

    @property
    def encoding(self):
        return sys.stderr.encoding


@contextlib.contextmanager
def _computing(args):
    r"""
    Run a library computation: what it prints (its progress) goes to
    standard error; from the console script, Ctrl-C stops it at once even
    inside compiled code that does not check for interrupts (the default
    action of SIGINT: nothing is being written).
    """
    previous = None
    if _CONSOLE and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        previous = signal.signal(signal.SIGINT, signal.SIG_DFL)
    try:
        with contextlib.redirect_stdout(_LinesToStderr()):
            yield
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def cmd_quotient(args):
    if args.octal is not None and args.heaps is None and args.game is None and args.moves is None:
        return _whole_game(args)
    if args.max_heap is not None:
        raise UsageError("--max-heap is for the whole game (--octal CODE without --heaps)")
    rules = _octal_rules(args)
    if rules is not None:
        return _bounded_octal_game(args, rules)
    G = _game(args)
    if args.frontier is not None:
        return _frontier(args, G)
    if args.msv and args.octal is None:
        raise UsageError("--msv writes the quotient of an octal game (--octal CODE)")
    sizes = _heap_sizes(G)
    try:
        with _computing(args):
            Q = _quotient(G, args.level, _quotient_options(args, G))
    except ValueError as e:
        if exit_code(e)[0] != BUDGET or sizes is None:
            raise
        # the construction counts coordinates: say which heap sizes they are
        raise OverBudget("%s; %s" % (e, coordinates_text(sizes)))
    if args.save:
        from sage_latticegames.io.files import save
        save(Q, args.save, game=G if Q.is_finite() and _is_heap_by_heap(Q) else None)
    lines = ["%s" % Q]
    if Q.is_finite() and sizes is not None and _is_heap_by_heap(Q):
        lines[1:] = quotient_lines(Q, sizes)
        lines.append(coordinates_text(sizes))
        if args.msv:
            from sage_latticegames.io.msv import save_msv
            save_msv(Q, args.msv, code=args.octal, to_heap=args.heaps)
    elif args.msv:
        raise MathematicalFailure("no finite quotient computed heap by heap to write as .msv")
    elif Q.is_finite():
        lines.append("order %s, %s" % (Q.cardinality(), "a group" if Q.is_group() else "not a group"))
    _write(args, "\n".join(lines) + "\n")
    return OK


def _octal_rules(args):
    r"""
    Return the octal rules (:class:`~sage_latticegames.misere.whole.periodicity.OctalRules`)
    of ``quotient --octal CODE --heaps N --play misere`` when nothing else is
    asked (no file written, no frontier, a finite octal code), else ``None``:
    such a quotient is computed from the options of the heaps, without a
    lattice game or a parent, and imports no Sage (:func:`_bounded_octal_game`).
    """
    if (args.octal is None or args.heaps is None or args.play != "misere" or args.game is not None
            or args.moves is not None or args.frontier is not None or args.save or args.msv
            or args.defeated is not None or args.inequalities is not None):
        return None
    from sage_latticegames.misere.whole import OctalRules
    try:
        return OctalRules(args.octal)
    except (TypeError, ValueError):
        return None         # (a hexadecimal code, or an error the game's constructor reports)


def _bounded_octal_game(args, rules):
    r"""
    The body of ``quotient --octal CODE --heaps N --play misere`` for a finite
    octal code: the quotient of
    :meth:`~sage_latticegames.misere.whole.periodicity.OctalRules.quotient_data`
    (the same construction, proof and numbering as the lattice game's
    ``misere_quotient()``), printed as its parent prints it.
    """
    from sage_latticegames.misere.monoid import quotient_summary, standard_name
    N = args.heaps
    sizes = rules.live_heaps(N)
    try:
        with _computing(args):
            F = rules.quotient_data(N, **_quotient_options(args, sizes=sizes))
    except ValueError as e:
        if exit_code(e)[0] != BUDGET or not sizes:
            raise
        raise OverBudget("%s; %s" % (e, coordinates_text(sizes)))
    lines = [quotient_summary(F, rules.game_name(N), standard_name(F), F.certificate)]
    lines += quotient_lines(F, sizes)
    lines.append(coordinates_text(sizes))
    _write(args, "\n".join(lines) + "\n")
    return OK


def _whole_game(args):
    r"""
    The body of ``quotient --octal CODE`` without ``--heaps``: the misère
    quotient of the octal game with every heap size, proved by the misère
    periodicity theorem
    (:func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`).
    """
    if args.play not in (None, "misere"):
        raise UsageError("the whole game's quotient is its misère quotient: give --play misere, "
                         "or --heaps N for a bounded game")
    if args.frontier is not None or args.save:
        raise UsageError("--frontier and --save need a heap bound --heaps N (--msv FILE saves "
                         "the whole game)")
    if args.defeated is not None or args.inequalities is not None:
        raise UsageError("--defeated and --inequalities go with --moves, not --octal")
    # (the code is checked by whole_game_quotient; no Sage is imported on this path)
    from sage_latticegames.misere.whole import whole_game_quotient
    options = {}
    if args.time_limit is not None:
        options["max_seconds"] = args.time_limit
    if args.max_order is not None:
        options["max_order"] = args.max_order
    if args.max_heap is not None:
        options["max_heap"] = args.max_heap
    with _computing(args):
        W = whole_game_quotient(args.octal, progress=_progress_wanted(args), **options)
    cert = W.certificate()
    proved = int(cert["proved_at"])
    lines = ["%s" % W]
    lines += quotient_lines(W.data(), W.generator_heaps(), W.pretending_function())
    lines.append("proved at heap %s by the misère periodicity theorem (Plambeck 2005, "
                 "Plambeck-Siegel 2008): %s" % (proved, cert["inequality"]))
    if args.msv:
        from sage_latticegames.io.msv import save_msv
        save_msv(W, args.msv)
    _write(args, "\n".join(lines) + "\n")
    return OK


def _frontier(args, G):
    r"""
    The body of ``quotient --frontier``: the pretension of
    :func:`~sage_latticegames.misere.heap.frontier.pretension_frontier`; its
    progress lines (standard error) name heap sizes, as the library writes them.
    """
    if args.save or args.msv:
        raise UsageError("--save and --msv are for quotients, not for --frontier")
    from sage_latticegames.misere.heap import pretension_frontier
    sizes = _heap_sizes(G)
    options = {}
    if args.max_order is not None:
        options["max_order"] = args.max_order
    with _computing(args):
        B = pretension_frontier(G, copies=args.frontier, max_seconds=args.time_limit,
                                progress=_progress_wanted(args), **options)
    lines = ["%s" % B, "proven lower bound on the order of the misère quotient: %s"
             % B.lower_bound()]
    if sizes is not None:
        lines.append(coordinates_text(sizes))
    _write(args, "\n".join(lines) + "\n")
    return OK


def _is_heap_by_heap(Q):
    r"""
    Return whether ``Q`` is a finite quotient computed heap by heap (saved
    with its game, so that loading it proves it again).
    """
    game = getattr(Q, "game", None)
    return callable(game) and game() is not None and hasattr(Q, "finite_data")


def _quotient(G, level, options):
    r"""
    Return the misère quotient of ``G`` by the front door
    :func:`~sage_latticegames.misere.constructor.misere_quotient` within the
    budget ``options`` (a budget reached is a budget reached, exit code 3,
    whichever route).
    """
    from sage_latticegames.misere.constructor import misere_quotient, NoConstructionApplies
    try:
        return misere_quotient(G, level=level, **options)
    except (NoConstructionApplies, NotImplementedError, ArithmeticError) as e:
        raise MathematicalFailure("misère quotient not available: %s" % e)


def _survey_codes(args):
    if args.codes is not None and args.octal_digits is not None:
        raise UsageError("give only one of --codes and --octal-digits")
    if args.codes is not None:
        codes = [c.strip() for c in args.codes.split(",") if c.strip()]
        if not codes:
            raise UsageError("--codes gives no octal code")
        return codes
    if args.octal_digits is not None:
        from sage_latticegames.survey import octal_family
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
    from sage_latticegames.games.families import LatticeGameFamily, KINDS
    from sage_latticegames.survey import check_family_arguments
    if args.family is None:
        raise UsageError("give the family: --family %s" % " or --family ".join(KINDS))
    if args.dimension is None:
        raise UsageError("give the dimension of the family: --dimension D")
    text = "normal,misere,generalized" if args.plays is None else args.plays
    plays = [p.strip() for p in text.split(",") if p.strip()]
    if not plays:
        raise UsageError("--plays gives no play (normal, misere, generalized)")
    try:
        check_family_arguments(args.dimension, args.entry_bound, args.sample, plays)
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
    import json
    from sage_latticegames.survey import survey_family
    from sage_latticegames.conjecture import family_game_record, write_conjecture_report
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
    from sage_latticegames.survey import read_store
    from sage_latticegames.conjecture import triage_store
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


def _check_memory_limit(text):
    r"""
    Check ``--memory-limit`` at once (before a cluster starts): see
    :func:`~sage_latticegames.survey.memory_limit_bytes`.
    """
    from sage_latticegames.survey import memory_limit_bytes
    try:
        memory_limit_bytes(text)
    except ValueError as e:
        raise UsageError(str(e))


def cmd_survey(args):
    from sage_latticegames.survey import survey, parse_range, TASKS, FAMILY_TASKS
    if args.task == "catalogue":
        _check_memory_limit(args.memory_limit)
        return cmd_survey_catalogue(args)
    if args.task not in TASKS + FAMILY_TASKS:
        raise UsageError("unknown task %r (expected one of %s)"
                         % (args.task, ", ".join(TASKS + FAMILY_TASKS + ("catalogue",))))
    for option in ("misere_seconds", "normal_seconds", "peer_seconds", "infinite_heaps",
                   "four_digit_codes", "whole_law"):
        if getattr(args, option) not in (None, False):
            raise UsageError("--%s is for --task catalogue"
                             % {"whole_law": "whole-game-law"}.get(option, option).replace("_", "-"))
    _check_memory_limit(args.memory_limit)
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


def cmd_survey_catalogue(args):
    r"""
    ``survey --task catalogue``: the record of the catalogue of every octal
    code of the family (:func:`~sage_latticegames.catalogue.build.survey_catalogue`;
    ``catalogue build`` turns the store into the data files).
    """
    from sage_latticegames.catalogue.build import survey_catalogue
    for option, value in (("--family", args.family), ("--dimension", args.dimension),
                          ("--max-moves", args.max_moves), ("--sample", args.sample),
                          ("--plays", args.plays)):
        if value is not None:
            raise UsageError("%s is not an option of --task catalogue" % option)
    if args.four_digit_codes:
        from sage_latticegames.catalogue.build import four_digit_codes, FOUR_DIGIT_SEED
        if args.codes is not None or args.octal_digits is not None:
            raise UsageError("give only one of --four-digit-codes, --codes and --octal-digits")
        codes = four_digit_codes(seed=FOUR_DIGIT_SEED)
    else:
        codes = _survey_codes(args)
    classes = None
    if args.peer_seconds is not None:
        from sage_latticegames.io.msv import misere_solver_classes
        classes = misere_solver_classes()
        if classes is None:
            raise UsageError("--peer-seconds: MisereSolver is not available (java, javac or its "
                             "sources missing)")
    retry = [x.strip() for x in (args.retry or "").split(",") if x.strip()]
    # without --timeout, the time limit per code follows from the budgets (survey_catalogue)
    given = any(a == "--timeout" or a.startswith("--timeout=") for a in args.argv)
    start = time.monotonic()
    try:
        records = survey_catalogue(codes, args.store,
                                   misere_seconds=args.misere_seconds or 2.0,
                                   normal_seconds=args.normal_seconds or 1.0,
                                   peer_seconds=args.peer_seconds, peer_classes=classes,
                                   infinite_heaps=args.infinite_heaps,
                                   whole_law=args.whole_law, workers=args.workers,
                                   scheduler=args.scheduler,
                                   timeout=args.timeout if given else None,
                                   memory_limit=args.memory_limit,
                                   progress=_survey_progress(args), retry=retry)
    except (ValueError, TypeError) as e:
        raise UsageError(str(e))
    _print_counts(records, time.monotonic() - start)
    return OK


def cmd_catalogue(args):
    r"""
    ``catalogue build --store S --out DIR``: the data files of the catalogue
    from a store of ``survey --task catalogue``
    (:func:`~sage_latticegames.catalogue.build.build_catalogue`).
    """
    from sage_latticegames.catalogue.build import (build_catalogue, write_certificates,
                                                   four_digit_codes, FOUR_DIGIT_SEED,
                                                   FOUR_DIGIT_VALUES)
    if args.digits not in (None, 3, 4):
        raise UsageError("--digits: 3 (the codes of at most three digits, the default) or 4")
    digits = 4 if args.digits == 4 else None
    if args.action == "update":
        return _catalogue_update(args, digits)
    if args.codes or args.misere_seconds or args.whole_law or args.infinite_heaps is not None:
        raise UsageError("--codes, --misere-seconds, --whole-game-law and --infinite-heaps are for"
                         " catalogue update")
    if args.action == "certificates":
        from sage_latticegames.catalogue import octal_catalogue
        if args.store or args.sample or args.peer_search4d:
            raise UsageError("catalogue certificates takes --out only")
        # the rows of both catalogues shipped: every play up to three digits, misère play only
        # for the four-digit codes (one folder for both)
        if args.digits is not None:
            raise UsageError("catalogue certificates writes the files of both catalogues: no "
                             "--digits")
        groups = [([R.data() for R in octal_catalogue()], ("misere", "normal")),
                  ([R.data() for R in octal_catalogue(digits=4)], ("misere",))]
        n = write_certificates(groups, args.out)
        sys.stderr.write("wrote %s certificate files in %s\n" % (n, args.out))
        return OK
    if not args.store:
        raise UsageError("catalogue build needs --store")
    if not os.path.exists(args.store):
        raise UsageError("no results store %s" % args.store)
    parameters = {"command": args.command_text or " ".join(["latticegames"] + args.argv)}
    codes = None
    if args.sample is not None:
        if digits != 4:
            raise UsageError("--sample is for --digits 4")
        codes = four_digit_codes(seed=FOUR_DIGIT_SEED)[:args.sample]
        parameters.update(sample={"size": len(codes), "of": 3584, "seed": FOUR_DIGIT_SEED,
                                  "order": "random.Random(%s).sample(codes, 3584)"
                                           % FOUR_DIGIT_SEED},
                          family="the first %s of the 3584 codes 0.d1d2d3d4 in a random order "
                                 "(seed %s): a random sample" % (len(codes), FOUR_DIGIT_SEED))
    elif digits == 4:
        parameters["family"] = "the 3584 codes 0.d1d2d3d4"
    peer_results = None
    if args.peer_search4d:
        from sage_latticegames.io.msv import parse_search4d
        peer_results = {}
        for name in args.peer_search4d.split(","):
            with open(name, encoding="utf-8") as f:
                peer_results.update(parse_search4d(f.read()))
        parameters["peer_search4d"] = len(peer_results)
    try:
        path = build_catalogue(args.store, args.out, parameters=parameters,
                               name="octal_catalogue_4digit" if digits == 4 else "octal_catalogue",
                               codes=codes, peer_results=peer_results,
                               keep_values=FOUR_DIGIT_VALUES if digits == 4 else None)
    except ValueError as e:
        raise UsageError(str(e))
    sys.stderr.write("wrote %s and %s\n" % (path, path[:-len("json")] + "csv"))
    return OK


def _catalogue_update(args, digits):
    # catalogue update --codes C --misere-seconds S --out DIR: the rows proved again with a larger
    # budget (update_catalogue_rows), their certificate files in DIR/certificates
    from sage_latticegames.catalogue.build import update_catalogue_rows
    if not args.codes or not (args.misere_seconds or args.whole_law):
        raise UsageError("catalogue update needs --codes and --misere-seconds (or --whole-game-law)")
    if args.misere_seconds and args.whole_law:
        raise UsageError("catalogue update: give --misere-seconds or --whole-game-law, not both")
    if args.infinite_heaps is not None and not args.misere_seconds:
        raise UsageError("catalogue update --infinite-heaps needs --misere-seconds (the budget"
                         " of each proof)")
    if args.store or args.sample or args.peer_search4d:
        raise UsageError("catalogue update takes --codes, --misere-seconds, --out, --digits only")
    codes = [c.strip() for c in args.codes.split(",") if c.strip()]
    command = args.command_text or " ".join(["latticegames"] + args.argv)
    progress = None if args.quiet else True
    try:
        out = update_catalogue_rows(args.out, codes, args.misere_seconds,
                                    name="octal_catalogue_4digit" if digits == 4 else
                                    "octal_catalogue", progress=progress, command=command,
                                    whole_law=args.whole_law,
                                    infinite_heaps=args.infinite_heaps)
    except (ValueError, TypeError, FileNotFoundError) as e:
        raise UsageError(str(e))
    infinite = ("infinite (the law of the whole game): row written" if args.infinite_heaps is None else
                "infinite with heaps of size at most %s: row and certificate file written"
                % args.infinite_heaps)
    for code, status in out.items():
        print("%s: %s" % (code, "finite: row and certificate file written" if status == "finite"
                          else infinite if status == "infinite"
                          else "not proved (%s): row unchanged" % status))
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
    g.add_argument("--play", choices=["normal", "misere"], default=None,
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
    p.add_argument("--time-limit", "--timeout", dest="time_limit", metavar="SECONDS",
                   type=positive_seconds,
                   help="time budget: give up after this many seconds (exit code 3)")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="show progress on standard error, one plain line a step (default: when "
                        "it is a terminal)")
    p.add_argument("--no-progress", dest="progress", action="store_false",
                   help="no progress")


def parser():
    r"""
    Return the argument parser of the command line ``latticegames``.

    This function is long because it declares every command and option of
    the command line in one place (one ``add_argument`` call each, no logic),
    so that ``latticegames COMMAND --help`` and this code read alike.

    OUTPUT: an ``argparse.ArgumentParser``

    EXAMPLES::

        sage: from sage_latticegames.cli import parser
        sage: args = parser().parse_args(['solve', '--octal', '0.07', '--heaps', '4', '--level', '3'])
        sage: args.command, args.octal, args.heaps, args.level
        ('solve', '0.07', 4, 3)
    """
    top = _Parser(prog="latticegames",
                  description="Lattice games (Guo-Miller): P-positions, affine stratifications, "
                              "rational strategies, misere quotients and surveys.",
                  epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    def command(name, run, summary, description, save=None):
        # a subcommand on a game, writing to --output, saving with --save
        p = sub.add_parser(name, help=summary, description=description, epilog=EXIT_CODES,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
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
    p.add_argument("--form", choices=["short", "product"],
                   help="short: a short rational function (Theorem 8.11 of [GM]); product: the "
                        "product form over the misere quotient (Miller 2013; heap games in "
                        "misere play, where it is the default: the short form checks its strata "
                        "pairwise, minutes for a few hundred)")
    p.add_argument("--max-order", metavar="N", type=positive_int,
                   help="the largest order of a candidate misere quotient (exit code 3 beyond)")

    p = command("query", cmd_query, "outcome and winning moves of positions",
                "Outcome (P or N) and winning moves of positions, from a saved strategy or "
                "stratification (--from FILE; fast for huge coordinates) or from the game.")
    p.add_argument("positions", nargs="*", metavar="POSITION", help='positions, such as "2,4"')
    p.add_argument("--file", metavar="FILE", help="read positions from FILE, one a line")
    p.add_argument("--from", dest="source", metavar="FILE",
                   help="a saved strategy, stratification (saved with its game) or game")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = command("quotient", cmd_quotient, "misere quotient (of a whole octal game without --heaps)",
                "Misere quotient of the game (Theorem 8.3 of [Guo]): its order, P-portion, "
                "tame or wild, presentation (generators: images of heaps), the P-portion as "
                "words and the pretending function Phi, as MisereSolver prints them. "
                "With --octal CODE and no --heaps: the quotient of the whole octal game "
                "(every heap size), proved by the misere periodicity theorem at the heap it "
                "prints. Exit code 1 if it is not available, 3 over a budget.",
                "save the quotient (JSON format of sage_latticegames.io)")
    p.add_argument("--max-order", metavar="N", type=positive_int,
                   help="the largest order of a candidate quotient (exit code 3 beyond)")
    p.add_argument("--max-heap", metavar="N", type=positive_int,
                   help="whole game: the largest heap bound tried (exit code 3 beyond)")
    p.add_argument("--msv", "--persist", dest="msv", metavar="FILE",
                   help="also write the quotient as MisereSolver's .msv file (octal games)")
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
    p.add_argument("--task", default="stats",
                   help="discover, quotient or stats (P-position statistics) on octal games; "
                        "catalogue (the records of the catalogue of octal games); "
                        "conjecture (Conjecture 4.5 of [GM-A]) on a family of lattice games")
    p.add_argument("--family",
                   help="the family of lattice games of --task conjecture: squarefree or "
                        "non-squarefree")
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
    p.add_argument("--memory-limit", default="2GB",
                   help="memory per local worker (default 2GB; a limit too small to start a "
                        "worker is refused at once)")
    p.add_argument("--retry", metavar="STATUSES",
                   help="compute again the games recorded with these statuses, such as timeout,error")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="a progress line on standard error (default: when it is a terminal)")
    p.add_argument("--misere-seconds", type=positive_seconds, metavar="S",
                   help="--task catalogue: the budget of the whole-game misere quotient per code "
                        "(default 2)")
    p.add_argument("--normal-seconds", type=positive_seconds, metavar="S",
                   help="--task catalogue: the budget of the nim sequence per code (default 1)")
    p.add_argument("--peer-seconds", type=positive_int, metavar="S",
                   help="--task catalogue: also run MisereSolver with this time limit (java)")
    p.add_argument("--four-digit-codes", action="store_true",
                   help="--task catalogue: the 3584 codes 0.d1d2d3d4, in a random order (seed 0: "
                        "the codes done first are a random sample)")
    p.add_argument("--infinite-heaps", type=positive_int, metavar="N",
                   help="--task catalogue: where the whole game is open, try to prove the "
                        "quotient of heaps <= N infinite (a linear pretension)")
    p.add_argument("--whole-game-law", "--max-sum-law", dest="whole_law", action="store_true",
                   help="--task catalogue: where the whole game 0.26, 0.27, 0.57 or 0.54 is open, "
                        "prove its quotient infinite by its law (max-sum or chain law; isl; minutes)")
    p.set_defaults(run=cmd_survey)

    p = sub.add_parser("catalogue", help="the data files of the catalogue of octal games",
                       description="catalogue build: write octal_catalogue.json and "
                                   "octal_catalogue.csv (octal_catalogue_4digit.* with --digits 4) "
                                   "from a store of survey --task catalogue; catalogue "
                                   "certificates: write the certificate file of every row of the "
                                   "shipped catalogue that has one; catalogue update: prove "
                                   "the whole-game misère quotients of some rows again with a "
                                   "larger budget (--codes, --misere-seconds), writing their rows "
                                   "and certificate files.")
    p.add_argument("action", choices=["build", "certificates", "update"])
    p.add_argument("--store", metavar="FILE.jsonl", help="the results store (build)")
    p.add_argument("--out", required=True, metavar="DIR", help="the folder of the data files")
    p.add_argument("--digits", type=positive_int, metavar="D",
                   help="3 (default: the codes of at most three digits) or 4 (the four-digit codes)")
    p.add_argument("--sample", type=positive_int, metavar="N",
                   help="--digits 4: keep the first N codes of the random order of the survey "
                        "(seed 0)")
    p.add_argument("--peer-search4d", metavar="FILES",
                   help="comma separated files of what MisereSolver --search4D printed: the "
                        "comparison of those rows")
    p.add_argument("--command", dest="command_text", metavar="TEXT",
                   help="the command recorded in the parameters (default: this one)")
    p.add_argument("--codes", metavar="CODES",
                   help="update: comma separated codes of rows of the catalogue")
    p.add_argument("--misere-seconds", type=positive_seconds, metavar="S",
                   help="update: the budget of each whole-game quotient (seconds)")
    p.add_argument("--quiet", action="store_true", help="update: no progress line")
    p.add_argument("--whole-game-law", "--max-sum-law", dest="whole_law", action="store_true",
                   help="update: prove the rows (0.26, 0.27, 0.57: max-sum laws; 0.54: the chain "
                        "law) infinite by their laws of the whole game (isl; minutes each)")
    p.add_argument("--infinite-heaps", type=positive_int, metavar="N",
                   help="update: prove the quotients of the rows with heaps of size at most N "
                        "infinite (a linear pretension, within --misere-seconds each)")
    p.set_defaults(run=cmd_catalogue)

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
        for option in ("output", "save", "msv"):
            _check_output(getattr(args, option, None), option)
        with _time_limit(getattr(args, "time_limit", None)):
            return args.run(args)
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else OK
    except (Exception, KeyboardInterrupt) as e:
        code, message = exit_code(e)
    sys.stdout.flush()
    print("latticegames: %s" % " ".join(message.split("\n")), file=sys.stderr)
    return code


def _check_output(path, option):
    r"""
    Refuse at once (before any computation) an output file ``path`` of the
    option ``--option`` whose directory does not exist.
    """
    if path is None:
        return
    folder = os.path.dirname(os.path.abspath(os.fspath(path)))
    if not os.path.isdir(folder):
        raise UsageError("cannot write --%s %s: no directory %s" % (option, path, folder))


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


#: whether the command line runs as the console script (Ctrl-C then stops a
#: computation at once, see :func:`_computing`)
_CONSOLE = False


def console_script():
    r"""
    Entry point of the console script ``latticegames`` (see ``setup.py``).
    """
    global _CONSOLE
    _CONSOLE = True
    sys.exit(main())


if __name__ == "__main__":
    console_script()
