r"""
The two finite checks of a linear pretension with a monoid
(``sage_latticegames.misere.heap.linear_pretension``), one after the other in
this process, in wall and CPU time:

* ``check='types'`` (Theorem 2': every `F`-type of the monoid times every
  kind of the heaps of the counter), the baseline;
* ``check='antichain'`` (Theorem 2'': a finite check of the claimed
  P-positions and one antichain search on the monoid per context), the
  default.

On misère 0.76 with heaps of size at most 12 (a monoid of order 22) both run
and the ratio is printed.  On misère Dawson's Kayles with heaps of size at most
34 (a monoid of order 1,456 on 31 heaps) the `F`-types exceed
:data:`~sage_latticegames.misere.heap.linear_pretension.MAX_MONOID_TYPES`: the
baseline is refused without a check, and only the antichain check runs (with
``--dawson``; about two minutes with the frontier).

Usage::

    nice -n 10 python benchmarks/bench_monoid_pretension.py [--dawson] [--repeat N]
"""
import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import numpy as np  # noqa: E402

from sage_latticegames import games  # noqa: E402
from sage_latticegames.misere.heap.frontier import pretension_frontier  # noqa: E402
from sage_latticegames.misere.heap.linear_pretension import (  # noqa: E402
    LinearPretension, LinearPretensionFailure, find_monoid_pretension, _submonoid,
    MONOID_FRONTIER_COPIES)


def timed(f):
    r"""
    Return ``(result, wall seconds, CPU seconds)`` of ``f()``; the result is the
    exception when ``f`` raises a :class:`LinearPretensionFailure`.
    """
    w, c = time.perf_counter(), time.process_time()
    try:
        r = f()
    except LinearPretensionFailure as e:
        r = e
    return r, time.perf_counter() - w, time.process_time() - c


def compare(name, game, w, idx, per, window, monoid, repeat):
    r"""
    Print the times of both checks of one pretension and their ratio.
    """
    rows = {}
    for check in ("types", "antichain"):
        best = None
        for _ in range(repeat):
            r, wall, cpu = timed(lambda: LinearPretension(game, w, idx, per, window=window,
                                                          monoid=monoid, check=check))
            if best is None or wall < best[1]:
                best = (r, wall, cpu)
        rows[check] = best
        r = best[0]
        what = ("refused: %s" % r) if isinstance(r, Exception) else \
            ("proved, %s %s" % (r.certificate()["types"],
                                "types" if check == "types" else "states"))
        print("%-28s %-10s %8.2f s wall %8.2f s CPU   %s" % (name, check, best[1], best[2], what))
    (a, wa, ca), (b, wb, cb) = rows["types"], rows["antichain"]
    if not isinstance(a, Exception) and not isinstance(b, Exception):
        print("%-28s ratio types/antichain: %.2f wall, %.2f CPU" % (name, wa / wb, ca / cb))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dawson", action="store_true",
                        help="also misère Dawson's Kayles with heaps <= 34 (minutes)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    G = games.octal('0.76', 12, play='misere')
    L = find_monoid_pretension(G)
    w, idx, per = L.parameters()
    compare("0.76, heaps <= 12", G, w, idx, per, L._window, L.monoid(), args.repeat)
    if args.dawson:
        G = games.octal('0.07', 34, play='misere')
        B, wall, cpu = timed(lambda: pretension_frontier(G, copies=MONOID_FRONTIER_COPIES,
                                                          max_seconds=None))
        print("%-28s frontier   %8.2f s wall %8.2f s CPU   order %s"
              % ("0.07, heaps <= 34", wall, cpu, B.order()))
        d = 33
        S = (28, 32)                 # the heaps 30 and 34
        F = _submonoid(np.asarray(B._delta, dtype=np.int64), [h for h in range(d) if h not in S])
        w = [0] * d
        w[S[0]], w[S[1]] = 1, -1
        idx = [2 if h in S else None for h in range(d)]
        compare("0.07, heaps <= 34", G, w, idx, idx, 12, F, 1)


if __name__ == "__main__":
    main()
