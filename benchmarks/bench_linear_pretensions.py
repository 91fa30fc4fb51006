r"""
The 48 generalized misère squarefree games on `N^3` (entries >= -1) that the
Conjecture 4.5 survey left as "limit of the methods", decided by linear
pretensions: for each game, ``fit_linear_pretension`` (a fit to a solved
region, proved by the finite check of Theorem 2 of
``sage_latticegames.misere.heap.linear_pretension``), the affine
stratification written out (``pretension_stratification``), its independent
proof by ``AffineStratification.certify`` (Theorem 4.6 of [GM]), whether
Theorem 3 of that module finds an infinite family of pairwise distinguishable
positions, and the default call ``G.affine_stratification()`` (the discovery,
whose phase "linear" runs the same route).

Usage::

    nice -n 10 python benchmarks/bench_linear_pretensions.py [--csv FILE] [--default-call]

It prints a reStructuredText table (the table of ``doc/conjecture_4_5.rst``)
and, with ``--csv``, one row per game.  The games are read from
``doc/conjecture_4_5_games.csv`` (the rows whose triage verdict is "limit of
the methods").
"""
import argparse
import ast
import csv
import os
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import sage.all__sagemath_polyhedra  # noqa: F401,E402

from sage_latticegames.games.families import LatticeGameFamily  # noqa: E402
from sage_latticegames.misere.heap.linear_pretension import (  # noqa: E402
    fit_linear_pretension, HeapInfinitenessCertificate, LinearPretensionFailure)
from sage_latticegames.misc.files import atomic_write_text  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
from bench_conjecture import rst_table  # noqa: E402


def open_games(path=os.path.join(ROOT, "doc", "conjecture_4_5_games.csv")):
    r"""
    Return ``(key, moves, defeated)`` for the games of the survey left as
    "limit of the methods".
    """
    out = []
    with open(path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["triage"] != "limit of the methods":
                continue
            m = re.match(r"squarefree d=3 (\[.*\]) generalized D=(\[.*\])", row["game"])
            out.append((row["game"].replace("squarefree ", ""), ast.literal_eval(m.group(1)),
                        ast.literal_eval(m.group(2))))
    return out


def decide(key, moves, defeated, max_seconds=120, default_call=False):
    r"""
    Return the record of one game (a dictionary of strings and numbers).
    """
    G = LatticeGameFamily("squarefree", 3, 1).game(moves, "generalized", defeated)
    row = {"game": key}
    start = time.time()
    try:
        L = fit_linear_pretension(G, max_seconds=max_seconds)
    except LinearPretensionFailure as e:
        row.update(decision="open", how=str(e), fit=round(time.time() - start, 1))
        return row
    row["fit"] = round(time.time() - start, 1)
    w, idx, per = L.parameters()
    row.update(counter=w, cycles=tuple(zip(idx, per)), period=L.tails()[2],
               window=L.certificate()["counters"])
    start = time.time()
    S = L.affine_stratification(lazy=False)
    row["build"] = round(time.time() - start, 2)
    row["strata"], row["translates"] = S.num_strata(), sum(len(F) for F, _ in S.modules())
    start = time.time()
    row["certify"] = bool(S.certify(G))
    row["certify_seconds"] = round(time.time() - start, 1)
    try:
        C = HeapInfinitenessCertificate(L)
        row["infinite"] = "x_n = %s, r_n = %s" % (C.position(1), C.distinguisher(1))
    except LinearPretensionFailure:
        row["infinite"] = "no family of Theorem 3"
    row["decision"] = "certified" if row["certify"] else "REFUSED by certify()"
    if default_call:
        start = time.time()
        T = G.affine_stratification()
        row["default"] = "%s (%.1f s)" % (T.certificate().method(), time.time() - start)
    return row


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--csv", metavar="FILE", help="write one row per game there")
    p.add_argument("--default-call", action="store_true",
                   help="also time G.affine_stratification() (the discovery)")
    p.add_argument("--only", type=int, nargs="*", help="indices of the games to run")
    args = p.parse_args(argv)
    games = open_games()
    rows = []
    for i, (key, moves, defeated) in enumerate(games):
        if args.only and i not in args.only:
            continue
        r = decide(key, moves, defeated, default_call=args.default_call)
        print(i, r, flush=True)
        rows.append(r)
    header = ["game", "decision", "counter `w`", "cycles `(i_h, p_h)`, `q`", "strata",
              "translates", "fit", "``certify()``"]
    table = [[r["game"], r["decision"], r.get("counter", ""),
              "%s, %s" % (", ".join("(%s, %s)" % c for c in r["cycles"]), r["period"])
              if "cycles" in r else r.get("how", ""),
              r.get("strata", ""), r.get("translates", ""), "%s s" % r["fit"],
              "%s s" % r["certify_seconds"] if "certify_seconds" in r else ""] for r in rows]
    print(rst_table(header, table))
    if args.csv:
        fields = sorted({k for r in rows for k in r})
        lines = [",".join(fields)] + [",".join('"%s"' % str(r.get(k, "")).replace('"', "'")
                                               for k in fields) for r in rows]
        atomic_write_text(args.csv, "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
