"""
Benchmark of the heap-by-heap misère quotient (sage_latticegames.misere.heap_quotient).

For each octal game (default 0.07, 0.77, 0.137) the quotient with heaps of size
at most k is computed and proven for k = 1, 2, ... (one coordinate per heap size
with a move) until the time budget of the game is spent; the script prints, per
coordinate adjoined, the order of the proven quotient, the number of tuples of
its certificate and the cumulative time.

Baseline, in the same process: the verification of the last quotient of each
game on the uncompressed tuples (Phi(x), Phi(x - e_1), ..., Phi(x - e_k)) (the
general path of verify_candidate, used for games whose moves are not heap
moves), against the compressed tuples used for heap games; the ratio of times
and of tuple counts is printed.

Usage:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_misere_quotient.py [seconds per game] [codes ...]
(default: 60 seconds per game, codes 0.07 0.77 0.137).  One core is used.
"""
import sys
import time

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.misere.heap_quotient import (misere_quotient_data, verify_candidate,
                                                    game_moves, MisereQuotientBudgetError)

MAX_HEAP = 60


def run(code, budget):
    game = games.octal(code, MAX_HEAP, play='misere')
    print("%s (%s), budget %ss; coordinate k = heap sizes with a move, in increasing order"
          % (code, game.name(), budget))
    print("   k  heap  order    tuples    time(s)")
    heaps = game.encoding().heap_sizes()

    def report(k, order, tuples, rounds, seconds):
        print("%4d  %4d  %5d  %8d  %9.2f" % (k, heaps[k - 1], order, tuples, seconds))
        sys.stdout.flush()

    try:
        F = misere_quotient_data(game, progress=report, max_seconds=budget)
        k = F.k
    except MisereQuotientBudgetError as err:
        if not hasattr(err, "partial"):
            raise
        F = err.partial
        k = F.k
    print("largest heap reached: %s (k = %s), order %s" % (heaps[k - 1], k, F.order()))
    return game, F, k


def baseline(game, F, k):
    d, moves, misere = game_moves(game)
    moves = [(gp, gm) for gp, gm in moves if not any(gp[k:])]
    t = time.perf_counter()
    ok, cert = verify_candidate(F, k, moves, misere)
    fast = time.perf_counter() - t
    assert ok
    t = time.perf_counter()
    ok2, cert2 = verify_candidate(F, k, moves, misere, compress=False)
    slow = time.perf_counter() - t
    assert ok2
    print("verification of the last quotient (k = %s): compressed %s tuples %.3fs, uncompressed"
          " %s tuples %.3fs; ratio time %.1f, tuples %.1f"
          % (k, cert["tuples"], fast, cert2["tuples"], slow, slow / fast,
             cert2["tuples"] / cert["tuples"]))


def main():
    args = sys.argv[1:]
    budget = float(args[0]) if args else 60.0
    codes = args[1:] or ["0.07", "0.77", "0.137"]
    for code in codes:
        game, F, k = run(code, budget)
        if k <= 14:
            baseline(game, F, k)
        else:
            # the uncompressed tuples grow about twice per heap: compare at k = 12
            G = games.octal(code, game.encoding().heap_sizes()[11], play='misere')
            F12 = misere_quotient_data(G)
            baseline(G, F12, F12.k)
        print()


if __name__ == "__main__":
    main()
