"""
Benchmark of the squarefree normal-play solver (Theorem 3 of [GM-E]).

Dawson's chess, the octal game 0.137, with heaps of size at most n is a
squarefree game on N^n (one coordinate per heap size).  The solver computes
P_0 = P cap {0,1}^n, which determines every P-position (P = P_0 + 2N^n,
Theorem 6.11 of [GM]), with O(2^n |Gamma|) operations on one byte per vertex.

For comparison, the general brute-force engine (compiled memoized search of
sage_latticegames._engine, as used by LatticeGame.solve) is run on a level
region {p : sum_i i p_i <= L} of N^n (positions with at most L beans) with
about as many lattice points as the cube has vertices.  Both throughputs are
in positions whose outcome is decided per second; note that the brute-force
region only decides the positions with at most L beans, while P_0 decides
all of N^n (the cube {0,1}^20 alone holds positions with up to 210 beans).

Usage:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_squarefree.py [n ...]
(default: n = 20 and 24).  One core is used.
"""
import sys
import time

import numpy as np

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games, _engine
from sage_latticegames.squarefree import squarefree_P0, points_to_masks

CODE = "0.137"


def timed(f, *args, repeat=1, **kwds):
    best = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = f(*args, **kwds)
        t = time.perf_counter() - t
        best = t if best is None else min(best, t)
    return out, best


def brute_force(G, sizes, target):
    """
    Solve the level region {p : sum sizes_i p_i <= L} with the general engine
    (``LatticeGame.solve``), for the largest L with at most ``target``
    points; return (L, seconds, the solution).
    """
    L = 1
    while len(_engine.SimplexRanker(sizes, L + 1)) <= target:
        L += 1
    t = time.perf_counter()
    S = G.solve(level=L, functional=sizes)
    return L, time.perf_counter() - t, S


def bench(n):
    G = games.octal(CODE, n)
    sizes, R = G.encoding().heap_sizes(), G.rule_set()
    d = len(sizes)
    P0, t_order = timed(squarefree_P0, R, repeat=3)
    P0_dfs, t_dfs = timed(squarefree_P0, R, method="dfs")
    assert np.array_equal(P0, P0_dfs)
    vertices = 1 << d
    print("Dawson's chess %s, heaps <= %s: d = %s, |Gamma| = %s" % (CODE, n, d, len(R)))
    print("  squarefree solver (topological order): %8.3f s  %12.3g vertices/s  |P_0| = %s"
          % (t_order, vertices / t_order, int(P0.sum())))
    print("  squarefree solver (depth first search): %7.3f s  %12.3g vertices/s"
          % (t_dfs, vertices / t_dfs))
    return G, sizes, P0, vertices / t_order


def main(args):
    ns = [int(a) for a in args] or [20, 24]
    for n in ns:
        G, sizes, P0, rate = bench(n)
        if n <= 20:
            L, t, S = brute_force(G, sizes, 1 << len(sizes))
            rate_bf = len(S) / t
            # consistency: the brute-force P-positions are P_0 + 2N^d
            assert np.array_equal(P0[points_to_masks(S.points)], S.is_P)
            print("  brute-force engine, %s positions with <= %s beans: %.3f s  %.3g positions/s"
                  % (len(S), L, t, rate_bf))
            print("  throughput ratio squarefree / brute force: %.1f" % (rate / rate_bf))
        print()


if __name__ == "__main__":
    main(sys.argv[1:])
