#!/usr/bin/env python3
r"""
Benchmark of membership in affine stratifications and of rational strategies
with many terms (issue 12).

For Dawson's chess (the octal game 0.137) with heaps of size at most 12, 16
and 20, a squarefree game whose P-positions are `\mathcal P_0 + 2\NN^d`
(Theorem 6.11 of [GM]) with `|\mathcal P_0|` growing as `2^{d-3}`, prints

- the time per membership query ``p in S`` in the affine stratification
  ``S = G.affine_stratification()``: the linear scan over all translates
  (the definition: `p \in f + A` tested for every `f \in F`, with
  :meth:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup.contains`,
  kept here as the baseline and run in the same process), the indexed
  membership of :class:`~sage_latticegames.stratifications.base.AffineStratification_base`
  (classes modulo `\ZZ A`, here parity masks), and their ratio; the time to
  build the index once;
- the time to build the rational strategy ``G.rational_strategy()`` (and
  its term index, built at the first query), and the time per
  ``is_P_position`` query: the term-by-term coefficient of the generating
  function (baseline) against the indexed one, and their ratio.

The queries are positions with coordinates near `10^6`; the baseline scan
runs on positions outside `S` (a full scan, as for every N-position) for at
most ``BASELINE_SECONDS`` per size: when one scan takes longer (20 heap
sizes) its time is extrapolated from the translates it tested, and said so.

Run::

    cd /work/main && PYTHONPATH=. .venv/bin/python benchmarks/bench_membership.py [sizes...]

This is not a test: it only asserts that the index and the baseline agree.
"""
import random
import sys
import time

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.squarefree import squarefree_P0_points, squarefree_rational_strategy
from sage_latticegames.strategies.rational_strategy import RationalStrategy

SIZES = (12, 16, 20)
#: seconds of baseline scans per size (beyond them the time of one scan is extrapolated)
BASELINE_SECONDS = 6.0
#: largest heap size for the baseline build of the rational strategy
BASELINE_BUILD = 16
#: indexed queries per size
QUERIES = 200


def linear_scan_contains(modules, p, deadline=None):
    r"""
    The baseline: `p \in \bigcup_i (F_i + A_i)` by testing every translate
    (``modules`` a list of pairs ``(F_i, A_i)``).  Return the answer (``None``
    if the scan was stopped at ``deadline``) and the number of translates tested.
    """
    tested = 0
    for F, A in modules:
        for f in F:
            tested += 1
            if A.contains(tuple(a - b for a, b in zip(p, f))):
                return True, tested
            if deadline is not None and time.perf_counter() > deadline:
                return None, tested
    return False, tested


def baseline_scan(modules, points, budget):
    r"""
    Return the answers of the baseline on ``points`` and its time per query:
    measured on as many queries as fit in ``budget`` seconds; if even the
    first scan does not finish, extrapolated from the translates it tested
    (the scan of a point outside costs the same for every translate).
    """
    total = sum(len(F) for F, _ in modules)
    out = []
    start = time.perf_counter()
    for p in points:
        answer, tested = linear_scan_contains(modules, p, start + budget)
        elapsed = time.perf_counter() - start
        if answer is None:
            if not out:
                return out, elapsed * total / tested, "extrapolated from %s of %s translates" % (tested, total)
            break
        out.append(answer)
        if elapsed > budget:
            break
    return out, (time.perf_counter() - start) / len(out), "%s queries" % len(out)


def timed(fn, items, budget=None):
    r"""
    Return the results of ``fn`` on ``items`` and the mean time per item
    (stopping after ``budget`` seconds, at least one item).
    """
    out = []
    start = time.perf_counter()
    for x in items:
        out.append(fn(x))
        if budget is not None and time.perf_counter() - start > budget:
            break
    return out, (time.perf_counter() - start) / len(out)


def positions(d, rng, n):
    return [tuple(10 ** 6 + rng.randrange(100) for _ in range(d)) for _ in range(n)]


def bench(n, rng):
    G = games.octal('0.137', n)
    d = G.dimension()
    t = time.perf_counter()
    S = G.affine_stratification()
    t_strat = time.perf_counter() - t
    ntrans = sum(len(F) for F, _ in S.modules())
    t = time.perf_counter()
    S._membership_index()
    t_index = time.perf_counter() - t
    queries = positions(d, rng, QUERIES)
    inside, t_new = timed(lambda p: p in S, queries)
    outside = [p for p, b in zip(queries, inside) if not b]
    modules = [(F, AffineSemigroup(gens, lattice=d)) for F, gens in S.modules()]
    base, t_old, how = baseline_scan(modules, outside, BASELINE_SECONDS)
    assert base == [False] * len(base)
    print("0.137, heaps <= %2s (d = %2s, %6s translates): stratification %6.2f s, index %5.2f s; "
          "membership per query: linear scan %9.3f ms (%s), index %6.3f ms, ratio %8.0fx"
          % (n, d, ntrans, t_strat, t_index, 1000 * t_old, how, 1000 * t_new, t_old / t_new))

    P0 = squarefree_P0_points(G, as_array=True)
    t = time.perf_counter()
    R = squarefree_rational_strategy(G)
    t_build = time.perf_counter() - t
    old_build = "   (skipped)"
    if n <= BASELINE_BUILD:
        # baseline: the generic constructor from the list of terms t^p / prod (1 - t_i^2)
        box = [tuple(2 * (i == j) for j in range(d)) for i in range(d)]
        t = time.perf_counter()
        R_old = RationalStrategy([(1, tuple(p), box) for p in P0.tolist()], game=G)
        old_build = "%10.2f s" % (time.perf_counter() - t)
        assert R_old == R
    t = time.perf_counter()
    R._term_index()
    t_tindex = time.perf_counter() - t
    f = R.generating_function()
    indexed, t_new = timed(R.is_P_position, queries)
    plain, t_old = timed(lambda p: f.coefficient(p) == 1, queries, BASELINE_SECONDS)
    assert plain == indexed[:len(plain)] and indexed == inside
    _, t_move = timed(R.winning_move, queries[:20])
    print("%52s rational strategy: build: from a list of terms %s, squarefree %6.2f s, "
          "term index %5.2f s;\n%72s is_P_position per query: term by term %9.3f ms, index %6.3f ms, "
          "ratio %8.0fx; winning_move %6.3f ms"
          % ("", old_build, t_build, t_tindex, "", 1000 * t_old, 1000 * t_new, t_old / t_new,
             1000 * t_move))
    sys.stdout.flush()


def main(argv):
    sizes = [int(x) for x in argv] or SIZES
    rng = random.Random(1)
    for n in sizes:
        bench(n, rng)


if __name__ == "__main__":
    main(sys.argv[1:])
