r"""
Benchmark of the brute-force P-position engine.

Computes the P-positions of the misere lattice game of Example 8.12 of [GM]
(8 moves on N^5) on the option-closed regions {p in N^5 : (1,2,3,4,5).p <= L}
for L = 100 and L = 160, and prints positions per second, the memory used per
position, and the speed-up over a plain memoized Python recursion
(Definition 4.1 of [GM]) measured on a smaller region.

Run: ``python benchmarks/bench_p_positions.py``
"""
import sys
import time
from functools import lru_cache

import numpy as np

import sage.all__sagemath_polyhedra  # noqa: F401
from sage_latticegames import LatticeGame

GAMMA = [(1, 0, 0, 0, 0), (0, 1, 0, 0, 0), (0, 0, 0, 1, 0), (0, 0, 0, 0, 1),
         (-1, 1, 0, 0, 0), (0, -1, 1, 0, 0), (0, 0, -1, 1, 0), (0, 0, 0, -1, 1)]
ELL = (1, 2, 3, 4, 5)


def plain_python(game, L):
    """Memoized recursion over tuples: the baseline."""
    moves = game.rule_set().tuples()

    @lru_cache(maxsize=None)
    def is_P(p):
        return not any(is_P(q) for q in (tuple(a - b for a, b in zip(p, g)) for g in moves)
                       if min(q) >= 0 and any(q))

    def points(k, budget):
        if k < 0:
            yield ()
            return
        for x in range(budget // ELL[k] + 1):
            for rest in points(k - 1, budget - ELL[k] * x):
                yield rest + (x,)

    sys.setrecursionlimit(100000)
    n = 0
    t = time.perf_counter()
    for p in points(4, L):
        if any(p):
            is_P(p)
        n += 1
    return n, time.perf_counter() - t


def main(levels=(100, 160), baseline_level=40):
    G = LatticeGame.misere(GAMMA)
    print("Example 8.12 of [GM], misere play, region {p in N^5 : %s.p <= L}" % (ELL,))
    n0, t0 = plain_python(G, baseline_level)
    rate0 = n0 / t0
    print("plain Python recursion, L = %s: %d positions in %.2f s = %.3g positions/s"
          % (baseline_level, n0, t0, rate0))
    t = time.perf_counter()
    S = G.solve(level=baseline_level, functional=ELL)
    t1 = time.perf_counter() - t
    print("engine on the same region: %.4f s, %.3g positions/s, speed-up x%.0f"
          % (t1, n0 / t1, (n0 / t1) / rate0))
    for L in levels:
        t = time.perf_counter()
        S = G.solve(level=L, functional=ELL)
        dt = time.perf_counter() - t
        n = len(S)
        box = np.prod([L // w + 1 for w in ELL], dtype=np.float64)
        print("L = %d: %d positions (%d P-positions) in %.3f s = %.3g positions/s; "
              "ratio to plain Python x%.0f; state memory %.1f MB (%.2f bytes/position; "
              "the bounding box has %.3g points)"
              % (L, n, S.count_P(), dt, n / dt, (n / dt) / rate0,
                 S.state.nbytes / 1e6, S.state.nbytes / n, box))


if __name__ == "__main__":
    main()
