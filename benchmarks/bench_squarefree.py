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

from sage_latticegames import RuleSet, _engine
from sage_latticegames.games import octal_moves
from sage_latticegames.squarefree import squarefree_P0, points_to_masks

CODE = "0.137"


def octal_rule_set(code, max_heap):
    """
    The rule set of an octal game on N^n from the package's move table
    (games.octal_moves); heap sizes without a move get no coordinate.

    (games.octal builds the same rule set inside a LatticeGame, whose
    construction checks the axioms of Definition 2.3 of [GM] with cone
    computations that are too slow for n = 20.)
    """
    table = {n: octal_moves(code, n) for n in range(1, max_heap + 1)}
    sizes = [n for n in table if table[n]]
    index = {n: i for i, n in enumerate(sizes)}
    vectors = set()
    for n in sizes:
        for result in table[n]:
            v = [0] * len(sizes)
            v[index[n]] += 1
            for h in result:
                if h in index:
                    v[index[h]] -= 1
            vectors.add(tuple(v))
    return sizes, RuleSet(sorted(vectors))


def timed(f, *args, repeat=1, **kwds):
    best = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = f(*args, **kwds)
        t = time.perf_counter() - t
        best = t if best is None else min(best, t)
    return out, best


def brute_force(sizes, R, target):
    """
    Solve the level region {p : sum sizes_i p_i <= L} with the general engine,
    for the largest L with at most ``target`` points; return (L, points,
    seconds, the solved state).
    """
    L = 1
    while len(_engine.SimplexRanker(sizes, L + 1)) <= target:
        L += 1
    ranker = _engine.SimplexRanker(sizes, L)
    state = np.zeros(ranker.size, dtype=np.uint8)
    t = time.perf_counter()
    _engine.solve(ranker, R.array(), state, 0, ranker.size)
    t = time.perf_counter() - t
    return L, ranker, t, state


def bench(n):
    sizes, R = octal_rule_set(CODE, n)
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
    return sizes, R, P0, vertices / t_order


def main(args):
    ns = [int(a) for a in args] or [20, 24]
    for n in ns:
        sizes, R, P0, rate = bench(n)
        if n <= 20:
            L, ranker, t, state = brute_force(sizes, R, 1 << len(sizes))
            rate_bf = ranker.size / t
            P = state == 1
            # consistency: the brute-force P-positions are P_0 + 2N^d
            assert np.array_equal(P0[points_to_masks(ranker.points())], P)
            print("  brute-force engine, %s positions with <= %s beans: %.3f s  %.3g positions/s"
                  % (ranker.size, L, t, rate_bf))
            print("  throughput ratio squarefree / brute force: %.1f" % (rate / rate_bf))
        print()


if __name__ == "__main__":
    main(sys.argv[1:])
