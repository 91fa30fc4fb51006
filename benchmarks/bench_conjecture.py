r"""
Tables of the Conjecture 4.5 survey (Guo-Miller, *Algorithms for lattice
games*) as literal reStructuredText, from the results stores of ``latticegames
survey --task conjecture`` and the ``triage.json`` files of ``latticegames
triage``: the tables of ``doc/conjecture_4_5.rst``.

Usage::

    python benchmarks/bench_conjecture.py --stores d2b1.jsonl d2b2.jsonl d3b1.jsonl \
        --triage triage_d3/triage.json

It prints (1) games and certified games per family and play, (2) per
dimension and play, after the survey and after the triage, (3) every game not
certified by the survey with its triage verdict.  Nothing is computed again
here: the figures are read from the records.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import sage.all__sagemath_polyhedra  # noqa: F401,E402

from sage_latticegames.io.store import read_store  # noqa: E402
from sage_latticegames.conjecture import family_label  # noqa: E402

PLAYS = ("normal", "misere", "generalized")


def rst_table(header, rows):
    r"""
    Return a reStructuredText grid table of the strings ``rows`` under ``header``.
    """
    rows = [[str(x) for x in row] for row in rows]
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    head = "+" + "+".join("=" * (w + 2) for w in widths) + "+"

    def show(row):
        return "|" + "|".join(" %s " % x.ljust(w) for x, w in zip(row, widths)) + "|"
    out = [line, show(header), head]
    for row in rows:
        out += [show(row), line]
    return "\n".join(out)


def certified(record):
    return record.get("status") == "ok" and bool((record.get("result") or {}).get("certified"))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--stores", nargs="+", required=True, help="results stores (JSON lines)")
    p.add_argument("--triage", nargs="*", default=[], help="triage.json files")
    p.add_argument("--csv", metavar="FILE", help="also write one row per distinct game there")
    args = p.parse_args(argv)
    records = []
    for store in args.stores:
        records += [r for r in read_store(store).values() if r.get("task") == "conjecture"]
    triaged = {}
    for path in args.triage:
        for T in json.load(open(path)):
            triaged[T["game"]] = T
    seen, unique = set(), []
    for r in records:       # a game of two families (b=1 is inside b=2) counts once by dimension
        if r["game"] not in seen:
            seen.add(r["game"])
            unique.append(r)

    def after(r):
        T = triaged.get(r["game"])
        return certified(r) or (T is not None and T["verdict"] == "certified")

    for by, title, rs in ((family_label, "family", records),
                          (lambda r: r["dimension"], "dimension (distinct games)", unique)):
        groups = {}
        for r in rs:
            groups.setdefault((by(r), r["play"]), []).append(r)
        rows = []
        for (label, play) in sorted(groups, key=lambda k: (str(k[0]), PLAYS.index(k[1]))):
            g = groups[label, play]
            rows.append([label, play, len(g), sum(map(certified, g)), sum(map(after, g)),
                         sum(1 for r in g if not after(r))])
        rows.append(["all", "", len(rs), sum(map(certified, rs)),
                     sum(map(after, rs)), sum(1 for r in rs if not after(r))])
        print(rst_table([title, "play", "games", "certified by the survey",
                         "certified after triage", "not certified"], rows))
        print()
    rows = []
    for r in unique:
        if certified(r):
            continue
        T = triaged.get(r["game"])
        how = ""
        if T is not None and T["verdict"] == "certified":
            rec = T["record"]
            how = "%s, %s strata, %.1f s" % (rec.get("method"), rec.get("strata"), rec.get("seconds"))
        elif T is not None:
            rec = T["record"]
            how = "; ".join("%s" % m for m, why in rec.get("reasons", [])) or ""
            how = "phases tried: %s (%.1f s)" % (how, rec.get("seconds", 0))
        rows.append([r["game"].replace("squarefree ", ""), "%s, %.1f s" % (r["status"], r["seconds"]),
                     T["verdict"] if T else "not triaged", how])
    if rows:
        print(rst_table(["game", "survey", "triage verdict", "triage"], rows))
    if args.csv:
        import csv
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(["game", "dimension", "play", "status", "certified", "method", "strata",
                        "quotient", "seconds", "triage"])
            for r in unique:
                res = r.get("result") or {}
                q = res.get("quotient") or {}
                T = triaged.get(r["game"])
                w.writerow([r["game"], r["dimension"], r["play"], r["status"], certified(r),
                            res.get("method", ""), res.get("strata", ""),
                            q.get("order", "infinite" if q.get("finite") is False else ""),
                            r["seconds"], T["verdict"] if T else ""])
    return 0


if __name__ == "__main__":
    sys.exit(main())
