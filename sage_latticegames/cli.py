r"""
The command line ``latticegames``

Subcommands (``latticegames SUBCOMMAND --help`` describes each):

- ``solve`` -- P-positions of a region (Theorem 4.6 of [GM]): a table, CSV,
  JSON, a PNG picture (2-dimensional games) or a saved solution;
- ``discover`` -- an affine stratification of the P-positions (Definition 8.6
  of [GM]; Theorem 6.11 of [GM] for squarefree games);
- ``strategy`` -- a rational strategy (Definition 8.1 of [GM]), also in LaTeX;
- ``query`` -- outcome and winning moves of positions, from a saved strategy
  or stratification (fast for huge coordinates) or from the game;
- ``quotient`` -- the misère quotient (Theorem 8.3 of [Guo]);
- ``survey`` -- a task over a family of games, in parallel on Dask (see
  :mod:`sage_latticegames.survey`).

A game is given by an octal code and a heap bound (``--octal 0.137 --heaps 8
--play misere``, Example 6.4 of [GM]), by its moves and board (``--moves
"1,0;0,1;-1,1" --defeated "0,0"``, optionally ``--inequalities "b,a1,...,ad;..."``
for the polyhedron `b + a \cdot x \ge 0`, default the orthant), or by a saved
file (``--game FILE``, see :mod:`sage_latticegames.io`).

Exit codes: ``0`` success, ``1`` mathematical failure (nothing certified, no
quotient available), ``2`` usage error (bad options or input), ``130``
interrupted.  Errors are one line on standard error.

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [Guo] A. Guo, *Lattice games*, PhD thesis (2012).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import argparse
import csv
import io as _stdio
import json
import sys

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
                                      misere_quotient_of)

#: exit codes
OK, FAILURE, USAGE, INTERRUPTED = 0, 1, 2, 130


class UsageError(Exception):
    r"""
    A usage error of the command line (exit code 2).
    """


class MathematicalFailure(NotAvailable):
    r"""
    A mathematical failure (exit code 1): nothing certified, not available.
    """


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
                      inequalities=None, game_file=None):
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
        obj, game = load_with_game(game_file)
        if game is None:
            raise UsageError("%s holds a %s without a game" % (game_file, type(obj).__name__))
        return game
    vectors = parse_points(moves, "move")
    if not vectors:
        raise UsageError("--moves gives no move vector")
    d = len(vectors[0])
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
                             args.inequalities, args.game)


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
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def cmd_solve(args):
    G = _game(args)
    S = G.solve(**_region(args))
    if args.save:
        save(S, args.save)
    P = S.P_positions(as_array=True).tolist()
    fmt = args.format
    if fmt == "png":
        if G.dimension() != 2:
            raise UsageError("a picture needs a 2-dimensional game; this one has dimension %s"
                             % G.dimension())
        if not args.output:
            raise UsageError("--format png needs --output FILE.png")
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


def _compute(method, what):
    r"""
    Return ``method()``; a :class:`MathematicalFailure` "no WHAT: why" if the
    library cannot compute it for this game.
    """
    try:
        return method()
    except (NotImplementedError, ValueError, ArithmeticError) as e:
        raise MathematicalFailure("no %s: %s" % (what, e))


def cmd_discover(args):
    G = _game(args)
    S = _compute(G.affine_stratification, "certified stratification")
    if args.save:
        save(S, args.save, game=G)
    test = getattr(S, "is_certified", None)
    if callable(test) and not test():
        raise MathematicalFailure("the stratification found is not certified (a conjecture): %s" % S)
    certificate = getattr(S, "certificate", None)
    proof = certificate() if callable(certificate) else None
    _write(args, "%s\n%s\n" % (S, proof if proof is not None else
                                 "certified by Theorem 6.11 of [GM] (squarefree normal play)"))
    return OK


def cmd_strategy(args):
    f = _compute(_game(args).rational_strategy, "rational strategy")
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
    Return ``(is_P, game)`` for ``query``: a membership test of the P-positions
    and the game (for the legal moves).
    """
    if args.source:
        obj, game = load_with_game(args.source)
        if isinstance(obj, RationalStrategy):
            return obj.is_P_position, game
        if isinstance(obj, AffineStratification):
            return (lambda p: p in obj), game
        if isinstance(obj, LatticeGame):
            return obj.is_P_position, obj
        raise UsageError("%s holds a %s; query reads a strategy, a stratification or a game"
                         % (args.source, type(obj).__name__))
    G = _game(args)
    return G.is_P_position, G


def cmd_query(args):
    text = " ; ".join(args.positions)
    if args.file:
        with open(args.file, encoding="utf-8") as f:
            text += ";" + f.read()
    points = parse_points(text, "position")
    if not points:
        raise UsageError("give positions on the command line or with --file")
    is_P, game = _oracle(args)
    records = []
    for p in points:
        if game is not None and not game.is_position(p):
            raise UsageError("%s is not a position of the game" % show_point(p))
        outcome = "P" if is_P(p) else "N"
        record = {"position": list(p), "outcome": outcome}
        if outcome == "N" and game is not None:
            record["winning_moves"] = [list(int_tuple(g)) for g in game.legal_moves(p)
                                       if is_P(tuple(a - b for a, b in zip(p, g)))]
        records.append(record)
    if args.json:
        _write(args, json.dumps(records) + "\n")
    else:
        lines = []
        for r in records:
            line = "%s: %s" % (show_point(r["position"]), r["outcome"])
            if "winning_moves" in r:
                line += "  winning moves: %s" % ", ".join(show_point(g) for g in r["winning_moves"])
            lines.append(line)
        _write(args, "\n".join(lines) + "\n")
    return OK


def cmd_quotient(args):
    Q = misere_quotient_of(_game(args), args.level)
    if args.save:
        save(Q, args.save)
    lines = ["%s" % Q]
    if Q.is_finite():
        lines.append("order %s, %s" % (Q.cardinality(), "a group" if Q.is_group() else "not a group"))
    _write(args, "\n".join(lines) + "\n")
    return OK


def cmd_survey(args):
    if args.codes:
        codes = [c.strip() for c in args.codes.split(",") if c.strip()]
    elif args.octal_digits:
        codes = octal_family(args.octal_digits)
    else:
        raise UsageError("give the family: --octal-digits N or --codes CODE,CODE,...")
    plays = [p.strip() for p in args.plays.split(",") if p.strip()]
    bad = [p for p in plays if p not in ("normal", "misere")]
    if bad:
        raise UsageError("unknown play %r: use normal and/or misere" % bad[0])
    heaps = parse_range(args.heaps)
    records = survey(args.task, codes, heaps, plays, store=args.store, level=args.level,
                     workers=args.workers, scheduler=args.scheduler, timeout=args.timeout,
                     memory_limit=args.memory_limit, report=args.report,
                     progress=not args.quiet,
                     retry=[x.strip() for x in (args.retry or "").split(",") if x.strip()])
    counts = {}
    for r in records:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    sys.stderr.write("survey finished: %s records (%s)\n"
                     % (len(records), ", ".join("%s %s" % (v, k) for k, v in sorted(counts.items()))))
    return OK


# ----------------------------------------------------------------------
# the parser
# ----------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError("%s: %s" % (self.prog, message))


def _game_options(p):
    g = p.add_argument_group("the game (one of --octal, --moves, --game)")
    g.add_argument("--octal", metavar="CODE", help="octal code of Guy and Smith, such as 0.137")
    g.add_argument("--heaps", metavar="N", type=int, help="largest heap size (with --octal)")
    g.add_argument("--play", choices=["normal", "misere"], default="normal",
                   help="normal (default) or misere play")
    g.add_argument("--moves", metavar="VECTORS", help='move vectors, such as "1,0;0,1;-1,1"')
    g.add_argument("--defeated", metavar="POINTS",
                   help='generators of the defeated ideal, such as "0,0" (with --moves)')
    g.add_argument("--inequalities", metavar="ROWS",
                   help='board polyhedron b + a.x >= 0, rows "b,a1,...,ad;..." (default: the orthant)')
    g.add_argument("--game", metavar="FILE", help="a saved game (or an object saved with its game)")


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
    p.add_argument("--level", type=int, default=8,
                   help="level of the region used to find the quotient (default 8)")

    p = sub.add_parser("survey", help="a task over a family of games, in parallel on Dask",
                       description="Run a task over a family of octal games in parallel on Dask, "
                                   "with one record per game in a crash-safe results store; "
                                   "rerunning the same command resumes.")
    p.add_argument("--task", choices=sorted(TASKS), default="stats",
                   help="discover, quotient or stats (P-position statistics)")
    p.add_argument("--octal-digits", type=int, metavar="N", help="all octal codes 0.d1...dk, k <= N")
    p.add_argument("--codes", metavar="CODES", help="comma separated octal codes")
    p.add_argument("--heaps", default="6", metavar="RANGE", help='heap bounds, such as "6" or "2-6" or "2,4"')
    p.add_argument("--plays", default="normal,misere", help="normal,misere (default both)")
    p.add_argument("--level", type=int, default=8, help="level of the region for stats (default 8)")
    p.add_argument("--store", required=True, metavar="FILE.jsonl", help="the results store")
    p.add_argument("--report", metavar="DIR", help="write report.html and results.csv there")
    p.add_argument("--workers", type=int, default=2, help="local workers (default 2)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask scheduler")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds per game (default 60)")
    p.add_argument("--memory-limit", default="2GB", help="memory per local worker (default 2GB)")
    p.add_argument("--retry", metavar="STATUSES",
                   help="compute again the games recorded with these statuses, such as timeout,error")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.set_defaults(run=cmd_survey)
    return top


def main(argv=None):
    r"""
    Run the command line ``latticegames`` with the arguments ``argv`` (default:
    ``sys.argv[1:]``) and return its exit code.

    INPUT:

    - ``argv`` -- a list of strings

    OUTPUT: ``0`` success, ``1`` mathematical failure, ``2`` usage error,
    ``130`` interrupted; errors are printed as one line on standard error

    EXAMPLES::

        sage: from sage_latticegames.cli import main
        sage: main(['query', '--moves', '1,0;0,1;-1,1', '2,4', '1,4'])
        (2, 4): P
        (1, 4): N  winning moves: (1, 0)
        0
        sage: main(['solve', '--octal', '0.07'])
        latticegames: --octal needs the largest heap size --heaps N
        2
    """
    try:
        args = parser().parse_args(argv)
        return args.run(args)
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else OK
    except UsageError as e:
        code, message = USAGE, str(e)
    except NotAvailable as e:
        code, message = FAILURE, str(e)
    except KeyboardInterrupt:
        code, message = INTERRUPTED, "interrupted"
    except (ValueError, TypeError, OSError) as e:
        code, message = USAGE, str(e)
    sys.stdout.flush()
    print("latticegames: %s" % message.replace("\n", " "), file=sys.stderr)
    return code


def console_script():
    r"""
    Entry point of the console script ``latticegames`` (see ``setup.py``).
    """
    sys.exit(main())


if __name__ == "__main__":
    console_script()
