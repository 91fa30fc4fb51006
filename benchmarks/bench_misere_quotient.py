"""
Benchmark of the heap-by-heap misère quotient (sage_latticegames.misere.heap_quotient).

For each octal game (default 0.07, 0.77, 0.137) the quotient with heaps of size
at most k is computed and proven for k = 1, 2, ... (one coordinate per heap size
with a move) until the time budget of the game is spent; the script prints, per
coordinate adjoined, the order of the proven quotient, the number of states of
its certificate, the rounds (candidates tried) and the cumulative time, then the
largest heap bound reached.  (The budget is checked after each coordinate: the
last coordinate may overrun it.)

Baseline, in the same process, on a common heap bound (--baseline-heap, default
20): the whole construction with the algorithms of version 0.2 (verification
algorithm='sets', no conservative extension, no recalibration: candidates from
outcome rows only) against the default one, both results asserted equal; and the
verification alone of that quotient by each algorithm ('antichain', 'sets' and,
when small, 'tuples'), with the ratios of times and of visited states.

Usage:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_misere_quotient.py [--budget S]
        [--baseline-heap H] [--no-baseline] [--max-heap N] [--max-order M] [codes ...]
(default: 600 seconds per game, heaps up to 60, codes 0.07 0.77 0.137).  One core
is used.
"""
import argparse
import sys
import time

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.misere.heap_quotient import (misere_quotient_data, verify_candidate,
                                                    game_moves, MisereQuotientBudgetError)

def run(code, budget, max_order, max_heap):
    game = games.octal(code, max_heap, play='misere')
    print("%s (%s), budget %ss; coordinate k = heap sizes with a move, in increasing order"
          % (code, game.name(), budget))
    print("   k  heap  order  states  rounds    time(s)")
    heaps = game.encoding().heap_sizes()

    def report(k, order, tuples, rounds, seconds):
        print("%4d  %4d  %5d  %6d  %6d  %9.2f" % (k, heaps[k - 1], order, tuples, rounds, seconds))
        sys.stdout.flush()

    t0 = time.time()
    try:
        F = misere_quotient_data(game, progress=report, max_seconds=budget, max_order=max_order)
        k = F.k
        why = "all %s heap sizes done" % len(heaps)
    except MisereQuotientBudgetError as err:
        if not hasattr(err, "partial"):
            print("stopped: %s" % err)
            return None
        F = err.partial
        k = F.k
        why = "time budget spent"
    print("largest heap bound reached: %s (k = %s), order %s, %.1fs (%s)"
          % (heaps[k - 1], k, F.order(), time.time() - t0, why))
    return F


def baseline(code, heap):
    game = games.octal(code, heap, play='misere')
    d, moves, misere = game_moves(game)
    t = time.perf_counter()
    F = misere_quotient_data(game)
    new = time.perf_counter() - t
    t = time.perf_counter()
    G = misere_quotient_data(game, algorithm='sets', extend=False, recalibrations=0)
    old = time.perf_counter() - t
    assert F == G, "the two constructions disagree"
    print("baseline, heaps <= %s (order %s): whole construction %.2fs, with the algorithms of"
          " 0.2 %.2fs: ratio %.1f" % (heap, F.order(), new, old, old / new))
    times = {}
    for algorithm in ('antichain', 'sets', 'tuples'):
        if algorithm == 'tuples' and d > 14:
            continue
        t = time.perf_counter()
        ok, cert = verify_candidate(F, d, moves, misere, algorithm=algorithm)
        times[algorithm] = (time.perf_counter() - t, cert["tuples"])
        assert ok
    a, na = times['antichain']
    line = "verification alone: antichain %d states %.3fs" % (na, a)
    for algorithm in ('sets', 'tuples'):
        if algorithm in times:
            s, ns = times[algorithm]
            line += "; %s %d states %.3fs (ratio time %.1f, states %.1f)" % (
                algorithm, ns, s, s / a, ns / na)
    print(line)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("codes", nargs="*", default=["0.07", "0.77", "0.137"])
    parser.add_argument("--budget", type=float, default=600.0,
                        help="seconds per game (checked after each coordinate)")
    parser.add_argument("--baseline-heap", type=int, default=20,
                        help="heap bound of the comparison with version 0.2")
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument("--max-order", type=int, default=1000)
    parser.add_argument("--max-heap", type=int, default=60, help="largest heap size")
    args = parser.parse_args()
    for code in args.codes:
        run(code, args.budget, args.max_order, args.max_heap)
        if not args.no_baseline:
            baseline(code, args.baseline_heap)
        print()


if __name__ == "__main__":
    main()
