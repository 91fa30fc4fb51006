r"""
Moore's partition refinement of a finite monoid with a P-portion
(``sage_latticegames.misere.monoid.finite_monoid.moore_classes``), the
reduction every candidate of the heap-by-heap construction and of the
pretension frontier goes through, one way after the other in this process, in
wall and CPU time:

* ``hashed=False`` (the exact rounds: a stable lexicographic sort of the
  class of each state and the classes of its successors), the baseline;
* ``hashed=True`` (the default: compiled rounds grouping the pairs (class,
  64-bit hash of the row) in a hash table, then one exact check).

The tables are the unreduced products that the frontier of misère Dawson's
Kayles with heaps of size at most 34 marks and reduces (``copies`` cycles of
the heaps 30 and 34 times the quotient of the other heaps); both give the same
partition (checked), and the ratio is printed.

Usage::

    nice -n 10 python benchmarks/bench_moore.py [--copies 4 8 12] [--repeat N]
"""
import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import numpy as np  # noqa: E402

from sage_latticegames import games  # noqa: E402
from sage_latticegames.misc.budget import Budget  # noqa: E402
from sage_latticegames.misere.heap.candidates import game_moves  # noqa: E402
from sage_latticegames.misere.heap.pretension import (  # noqa: E402
    HeapPretensions, heap_options, _product)
from sage_latticegames.misere.monoid.finite_monoid import moore_classes  # noqa: E402


def timed(f, repeat):
    r"""
    Return ``(result, best wall seconds, CPU seconds of that run)`` of ``f()``.
    """
    best = None
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        r = f()
        run = (r, time.perf_counter() - w, time.process_time() - c)
        if best is None or run[1] < best[1]:
            best = run
    return best


def tables(copies):
    r"""
    Yield ``(name, delta, P)``: the marked, unreduced products of the
    quotient of 0.07 with heaps up to 33 with cycles of index ``c`` on the
    heaps 30 and 34, for each ``c`` in ``copies``.
    """
    G = games.octal('0.07', 34, play='misere')
    d, moves, misere = game_moves(G)
    H = HeapPretensions(heap_options(d, moves), misere, None, Budget(None))
    while H.k < d - 1:
        H.adjoin()
    base = np.column_stack([H.delta, np.zeros(len(H.P), dtype=np.int32)])
    for c in copies:
        delta = _product(base, [28, 32], {28: (c, 2), 32: (c, 2)})
        S = H._pretension(delta, np.zeros(len(delta), dtype=np.uint8), delta.shape[1])
        yield "0.07, heaps <= 34, cycles (%s, 2) on 30 and 34" % c, delta, S.mark()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, nargs="+", default=[4, 8, 12])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print("%-46s %9s %8s %14s %14s %7s" % ("table", "states", "classes", "exact wall/CPU",
                                           "hashed wall/CPU", "ratio"))
    for name, delta, P in tables(args.copies):
        exact, we, ce = timed(lambda: moore_classes(delta, P, hashed=False), args.repeat)
        hashed, wh, ch = timed(lambda: moore_classes(delta, P), args.repeat)
        if not (exact == hashed).all():
            raise RuntimeError("the two refinements differ on %s; please report" % name)
        print("%-46s %9d %8d %6.3f/%6.3f s %6.3f/%6.3f s %6.1fx"
              % (name, len(delta), int(hashed.max()) + 1, we, ce, wh, ch, we / wh))


if __name__ == "__main__":
    main()
