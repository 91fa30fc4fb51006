r"""
Discovery of certified affine stratifications of misère octal games.

For each game (octal code, misère play) and growing heap bound k, runs
``discover_stratification`` (the misère quotient heap by heap, then folded
guesses, then periods read from solved regions) and prints the time, the number
of strata, the complexity (Definition 4.9 of [GM-A]) and the method of the
certificate.  When the quotient is proved but its cell-by-cell stratification is
too large to write out, the stratification is the lazy one
(``LazyAffineStratification``, Miller 2013), and its number of strata is that of
its translates.  For the misère rows, the columns ``compact`` and ``cells`` give
the number of compact strata of the fibres of the quotient
(``FibreStratification.num_compact_strata``) and the number of cells of the
cell-by-cell stratification over its fundamental box (``fibres.cell_count``).  As a baseline, in the same run and for the bounds where it
finishes within its budget, the search without the quotient (folded guesses and
solved regions) is timed, and the ratio printed.

Usage::

    python benchmarks/bench_discovery.py [--codes 0.137,0.07,0.77] [--budget 600]
                                          [--baseline-budget 60] [--min-k 1] [--max-k 20]
                                          [--table doc/discovery_table.csv] [--codes-all-two-digit]
                                          [--paper-games] [--append] [--methods quotient]
                                          [--counts-budget 60]

``--budget`` is the time in seconds per game (the heap bound grows while the
total stays within it); ``--table`` writes the rows as CSV (the table of the
documentation, ``doc/discovery.rst``); with ``--append`` the rows of the games
run now replace their old rows in place and the other rows are kept;
``--methods`` restricts the phases of the search (``quotient`` for the heap
games: when the quotient is not found the other phases only spend the rest of
the budget, some of it in compiled loops that do not check it);
``--counts-budget`` bounds the time of the fibre counts of each row.
"""
import argparse
import csv
import os
import sys
import tempfile
import time

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games, AffineStratification
from sage_latticegames.discovery import discover_stratification, DiscoveryError
from sage_latticegames.misere import LazyAffineStratification, FibreStratification
from sage_latticegames.misere.strategies.fibres import cell_count
from sage_latticegames.misere.constructor import FINITE_MAX_ORDER as QUOTIENT_MAX_ORDER
from sage_latticegames.discovery.regions import interrupted_after, OutOfTime


def run(code, k, play, **options):
    try:
        G = games.octal(code, k, play=play)
    except ValueError as e:
        return None, "no game (%s)" % e, 0.0
    t = time.perf_counter()
    try:
        S = discover_stratification(G, **options)
    except DiscoveryError as e:
        if e.quotient is None:
            return None, "not solved: %s" % e.reason, time.perf_counter() - t
        # a proved quotient too large to write out cell by cell: the lazy stratification
        S = LazyAffineStratification(G, e.quotient)
        return S, "certified lazily (%s)" % S.certificate().method(), time.perf_counter() - t
    return S, "certified (%s)" % S.certificate().method(), time.perf_counter() - t


def fibre_counts(G, S, budget):
    r"""
    Return the number of compact strata of the fibres of the misère quotient
    of ``G`` and the number of cells of its cell-by-cell stratification
    (``("", "")`` when no finite quotient is found, ``"over B s"`` when the
    counts take more than ``budget`` seconds).
    """
    try:
        with interrupted_after(budget):
            if isinstance(S, LazyAffineStratification):
                return S.num_compact_strata(), S.num_cells()
            Q = G.misere_quotient(max_seconds=budget, max_order=QUOTIENT_MAX_ORDER)
            return FibreStratification(Q).num_compact_strata(), cell_count(Q)[0]
    except OutOfTime:
        print("  (fibre counts over %s s)" % budget, file=sys.stderr)
        return "over %d s" % budget, "over %d s" % budget
    except (ValueError, NotImplementedError, ArithmeticError) as e:
        print("  (no quotient for the fibre counts: %s)" % e, file=sys.stderr)
        return "", ""


def complexity(S):
    r"""
    Return the complexity (Definition 4.9 of [GM-A]) of an explicit
    stratification, ``""`` for none or a lazy one.
    """
    return S.complexity() if isinstance(S, AffineStratification) else ""


def without_quotient(code, k, play, budget):
    r"""The baseline: the search without the misère quotient."""
    G = games.octal(code, k, play=play)
    t = time.perf_counter()
    try:
        discover_stratification(G, methods=("folded", "regions"), time_limit=budget)
    except DiscoveryError:
        return None
    return time.perf_counter() - t


def paper_games():
    r"""
    The lattice games of the papers that are not heap games with a finite
    quotient: Example 8.12 of [GM] (misère and normal play), the game of the
    erratum, and a planar game; ``(name, play, game)``.
    """
    from sage_latticegames.lattice_game import LatticeGame
    from sage_latticegames.paper_examples import example_8_12_rule_set
    moves = example_8_12_rule_set().columns()
    erratum = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
    planar = [(1, 0), (0, 1), (2, 1), (1, 3)]
    return [("Example 8.12", "misere", LatticeGame.misere(moves)),
            ("Example 8.12", "normal", LatticeGame(moves)),
            ("erratum e1,e2,e3,e1+e2", "misere", LatticeGame.misere(erratum)),
            ("erratum e1,e2,e3,e1+e2", "normal", LatticeGame(erratum)),
            ("planar (2,1),(1,3)", "misere", LatticeGame.misere(planar)),
            ("planar (2,1),(1,3)", "normal", LatticeGame(planar))]


def run_paper_games(budget):
    r"""
    Discovery on :func:`paper_games` with the default methods (the
    polyhedral cells come last); the baseline is the search without them.
    """
    rows = []
    for name, play, G in paper_games():
        t = time.perf_counter()
        try:
            S = discover_stratification(G, time_limit=budget)
            result = "certified (%s)" % S.certificate().method()
        except DiscoveryError as e:
            S, result = None, "not solved: %s" % e.reason
        dt = time.perf_counter() - t
        t = time.perf_counter()
        try:
            discover_stratification(G, methods=("quotient", "folded", "regions"), time_limit=budget)
            base = "solved in %.2f s" % (time.perf_counter() - t)
        except (DiscoveryError, ValueError):
            base = "fails (%.2f s)" % (time.perf_counter() - t)
        print("%-24s %-7s %9.2f %7s %10s  %s; without polyhedral cells: %s"
              % (name, play, dt, S.num_strata() if S is not None else "",
                 S.complexity() if S is not None else "", result, base), flush=True)
        rows.append(dict(game=name, play=play, k="", strata=S.num_strata() if S is not None else "",
                         compact="", cells="",
                         complexity=S.complexity() if S is not None else "",
                         certified="yes" if S is not None else "no",
                         method=S.certificate().method() if S is not None else result,
                         seconds="%.2f" % dt))
    return rows


def merge_rows(old, new):
    r"""
    Return the rows ``old`` of a table with those of each game (name and
    play) of ``new`` replaced by its new rows, in the place of its old ones
    (new games at the end).
    """
    games_new = {}
    for r in new:
        games_new.setdefault((r["game"], r["play"]), []).append(r)
    out, placed = [], set()
    for r in old:
        key = (r["game"], r["play"])
        if key not in games_new:
            out.append(r)
        elif key not in placed:
            placed.add(key)
            out += games_new[key]
    return out + [r for key, rs in games_new.items() if key not in placed for r in rs]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--codes", default="0.137,0.07,0.77")
    ap.add_argument("--codes-all-two-digit", action="store_true",
                    help="all octal codes 0.d1d2 instead of --codes")
    ap.add_argument("--play", default="misere", choices=["misere", "normal"])
    ap.add_argument("--budget", type=float, default=600.0, help="seconds per game")
    ap.add_argument("--baseline-budget", type=float, default=60.0)
    ap.add_argument("--min-k", type=int, default=1, help="the first heap bound")
    ap.add_argument("--methods", default=None,
                    help="the phases of the search, such as quotient (default: all)")
    ap.add_argument("--counts-budget", type=float, default=60.0,
                    help="seconds for the fibre counts of a row (compact, cells)")
    ap.add_argument("--max-k", type=int, default=20)
    ap.add_argument("--table", default=None, help="write the rows as CSV to this file")
    ap.add_argument("--append", action="store_true",
                    help="keep the rows of --table for the games not run now")
    ap.add_argument("--paper-games", action="store_true",
                    help="also the games of the papers that are not heap games with a finite "
                         "quotient (Example 8.12, the erratum, a planar game)")
    args = ap.parse_args()
    if args.codes_all_two_digit:
        codes = ["0.%d%d" % (a, b) for a in range(8) for b in range(8) if a or b]
    else:
        codes = [c for c in args.codes.split(",") if c]
    methods = {"methods": tuple(args.methods.split(","))} if args.methods else {}
    rows = []
    print("%-7s %-7s %3s %9s %14s %8s %20s %10s %12s %8s  %s"
          % ("code", "play", "k", "time(s)", "strata", "compact", "cells", "complexity",
             "baseline (s)", "ratio", "result"), flush=True)
    for code in codes:
        spent = 0.0
        baseline_alive = True
        for k in range(args.min_k, args.max_k + 1):
            if spent > args.budget:
                break
            S, result, dt = run(code, k, args.play, time_limit=max(1.0, args.budget - spent),
                                **methods)
            spent += dt
            if result.startswith("no game"):
                continue
            base = without_quotient(code, k, args.play, args.baseline_budget) if baseline_alive else None
            if base is None:
                baseline_alive = False
            strata = S.num_strata() if S is not None else ""
            cx = complexity(S)
            compact, cells = ("", "")
            if args.play == "misere":
                compact, cells = fibre_counts(games.octal(code, k, play=args.play), S,
                                              args.counts_budget)
            print("%-7s %-7s %3d %9.2f %14s %8s %20s %10s %12s %8s  %s"
                  % (code, args.play, k, dt, strata, compact, cells, cx,
                     "%.2f" % base if base is not None else "-",
                     "%.1fx" % (base / dt) if base is not None and dt > 0 else "-", result),
                  flush=True)
            rows.append(dict(game=code, play=args.play, k=k, strata=strata, compact=compact,
                             cells=cells, complexity=cx,
                             certified="yes" if S is not None else "no",
                             method=S.certificate().method() if S is not None else result,
                             seconds="%.2f" % dt))
            if S is None:
                break
    if args.paper_games:
        rows += run_paper_games(args.budget)
    if args.table and args.append and os.path.exists(args.table):
        with open(args.table, newline="") as f:
            rows = merge_rows(list(csv.DictReader(f)), rows)
    if args.table:
        folder = os.path.dirname(os.path.abspath(args.table))
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", newline="") as f:
            # the rows kept by --append may come from a table without the newer columns
            fields = list(dict.fromkeys(key for r in rows for key in r)) or ["game"]
            w = csv.DictWriter(f, fieldnames=fields)
            w.writeheader()
            w.writerows(rows)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, args.table)
        print("table written to %s" % args.table, file=sys.stderr)


if __name__ == "__main__":
    main()
