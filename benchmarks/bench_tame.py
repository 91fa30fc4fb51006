"""
Benchmark of the tame route of whole octal games (sage_latticegames.misere.whole.tame).

For each octal game (default 0.156 0.56) the whole-game misère quotient is computed by
whole_game_quotient with its tame route (the tame heap theorem: no monoid per heap), within
a time budget; the script prints the heap where the periodicity theorem proved it, the order,
|P|, the period and the time, or, when no period is proved within the budget, the quotients
proved by heap bound (each proved for that bound) and the largest heap reached.  With
--compare, the general construction (tame=False) runs on the same game and both results are
asserted equal (0.156: about a minute for the general construction).

Usage:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_tame.py [--budget S] [--compare] [codes ...]
(default: 120 seconds per game).  One core is used.

Measured (2 shared cores under load): 0.156 proved at heap 11,489 (order 34 = T5, |P| 2,
preperiod 3,479, period 349) in under a second, against about 55 s for the general construction;
0.56: T7 (order 130) from heap 22,778, the periodicity inequality reached below heap 983,040
(the heap bound computed) in about 935 s (--budget 3000).
"""
import argparse
import time

from sage_latticegames.misere.whole.periodicity import (WholeGameQuotientError,
                                                       heap_bound_runs, whole_game_quotient)


def run(code, budget, tame=True):
    t = time.monotonic()
    try:
        W = whole_game_quotient(code, max_seconds=budget, tame=tame)
    except WholeGameQuotientError as err:
        runs = heap_bound_runs(err.partial)
        print("%s (tame=%s): open after %.1f s; heaps <= %s reached; orders by heap bound %s"
              % (code, tame, time.monotonic() - t, err.partial[-1][0] if err.partial else 0,
                 ", ".join("%s-%s: %s" % (a, b, o) for a, b, o, _ in runs)))
        return None
    c = W.certificate()
    print("%s (tame=%s): proved at heap %s, order %s, |P| %s, preperiod %s, period %s, %.1f s (%s)"
          % (code, tame, c["proved_at"], W.order(), W.P_portion_size(), c["preperiod"],
             c["period"], time.monotonic() - t, c["heap_by_heap"].get("algorithm")))
    return W


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("codes", nargs="*", default=["0.156", "0.56"])
    parser.add_argument("--budget", type=float, default=120.0)
    parser.add_argument("--compare", action="store_true")
    args = parser.parse_args()
    for code in args.codes:
        W = run(code, args.budget)
        if args.compare and W is not None:
            V = run(code, args.budget, tame=False)
            if V is not None:
                assert W.data().table() == V.data().table() and W.data().P == V.data().P
                assert W.certificate()["proved_at"] == V.certificate()["proved_at"]
                assert W.history() == V.history()


if __name__ == "__main__":
    main()
