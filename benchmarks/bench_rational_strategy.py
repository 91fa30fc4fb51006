#!/usr/bin/env python3
r"""
Benchmark of rational strategies (Theorem 3.6 and Theorem 5.1 of [GM-A]).

For Nim with heaps of size at most 2 (normal and misère play, Example 8.2 of
[GM]) and for the misère game of Example 8.12 of [GM] (its affine
stratification from :func:`sage_latticegames.paper_examples.example_8_12`),
prints

- the time to build the rational strategy from the affine stratification;
- the time of ``is_P_position`` and ``winning_move`` at positions whose
  coordinates are near `10^3`, `10^6` and `10^{12}` (median of repetitions,
  milliseconds): they grow with the bit length only;
- beside them, the time of the brute-force solver on the largest region it
  reaches in a few seconds, and the coordinates of the positions in it.

Run::

    cd /work/main && PYTHONPATH=. .venv/bin/python benchmarks/bench_rational_strategy.py

This is not a test: nothing is asserted except the agreement of the strategy
with brute force on the solved region.
"""
import sys
import time

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import LatticeGame
from sage_latticegames.rational_strategy import RationalStrategy

REPEAT = 15
#: largest region proved by verify in the benchmark
VERIFY_POINTS = 10 ** 5
#: largest region solved by brute force in the benchmark
MAX_POINTS = 4 * 10 ** 7


def median_ms(fn, repeat=REPEAT):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    times.sort()
    return 1000 * times[len(times) // 2]


def positions(d, scale):
    r"""
    A few positions of `\NN^d` with coordinates near ``scale``, of both parities.
    """
    base = [scale + 3 * i + 1 for i in range(d)]
    yield tuple(base)
    yield tuple(x + (i % 2) for i, x in enumerate(base))
    yield tuple(x + 1 for x in base)


def brute_force(game, seconds=4.0):
    r"""
    Solve regions of increasing level for about ``seconds``; return the level,
    the number of lattice points, the largest coordinate and the time of the
    largest region solved.
    """
    L, last = 4, None
    while True:
        t = time.perf_counter()
        sol = game.solve(level=L)
        el = time.perf_counter() - t
        last = (L, len(sol), int(sol.points.max()), el, sol)
        # doubling L multiplies the region by about 2^d; keep it below MAX_POINTS
        if el > seconds / 4 or len(sol) * 2 ** game.dimension() > MAX_POINTS:
            return last
        L *= 2


def bench(name, game, strata):
    print("=" * 78)
    print(name)
    t = time.perf_counter()
    f = RationalStrategy.from_stratification(strata, game=game)
    build = time.perf_counter() - t
    gf = f.generating_function()
    print("  build from the affine stratification: %.3f s (%d terms, complexity %d)"
          % (build, len(gf), gf.complexity()))
    L, npts, cmax, el, sol = brute_force(game)
    print("  brute force: level <= %d, %d lattice points, coordinates up to %d: %.3f s"
          % (L, npts, cmax, el))
    Lv = L
    while len(game.solve(level=Lv)) > VERIFY_POINTS:
        Lv //= 2
    t = time.perf_counter()
    ok = f.verify(level=Lv)
    ver = time.perf_counter() - t
    print("  verify on level <= %d: %s (%.3f s)" % (Lv, "agrees" if ok else "DISAGREES", ver))
    if not ok:
        print("   ", ok)
    d = game.dimension()
    print("  %-8s %-28s %12s %12s" % ("scale", "position", "is_P (ms)", "win (ms)"))
    for scale in (10 ** 3, 10 ** 6, 10 ** 12):
        tp = tw = 0.0
        for p in positions(d, scale):
            tp = max(tp, median_ms(lambda: f.is_P_position(p)))
            tw = max(tw, median_ms(lambda: f.winning_move(p), repeat=5))
        shown = str(p) if len(str(p)) <= 28 else str(p)[:25] + "..."
        print("  10^%-5d %-28s %12.3f %12.3f" % (len(str(scale)) - 1, shown, tp, tw))
    print("  (brute force at the largest reachable region: %.3f s for coordinates <= %d)"
          % (el, cmax))
    return f


def main():
    nim = [(1, 0), (0, 1), (-1, 1)]
    bench("Nim with heaps <= 2, normal play (Example 8.2 of [GM])",
          LatticeGame(nim), [([(0, 0)], [(2, 0), (0, 2)])])
    bench("Nim with heaps <= 2, misere play (Example 8.2 of [GM])",
          LatticeGame.misere(nim), [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
    try:
        from sage_latticegames.paper_examples import example_8_12, example_8_12_game
    except ImportError as e:
        print("Example 8.12 skipped: sage_latticegames.paper_examples is not available (%s)" % e)
        return
    bench("Example 8.12 of [GM] (misere game on N^5, corrected stratification)",
          example_8_12_game(), example_8_12())


if __name__ == "__main__":
    sys.exit(main())
