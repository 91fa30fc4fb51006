"""
Brute-force helpers shared by the test files, and the marker of the long tests.
"""
import os
from itertools import product

import pytest

# tests of large instances (over about 15 s each), skipped unless the environment
# variable SAGE_LATTICEGAMES_LONG is yes (the opt-in stage of tools/test.sh, which
# also runs the doctests marked "# long time")
LONG = os.environ.get("SAGE_LATTICEGAMES_LONG", "no").lower() in ("yes", "1", "true")
long_test = pytest.mark.skipif(not LONG, reason="long test: set SAGE_LATTICEGAMES_LONG=yes")


def small_functional(gens, d):
    """
    Return a linear functional with entries in [-3, 3] positive on ``gens``
    (found by enumeration), or ``None``.
    """
    for ell in product(range(-3, 4), repeat=d):
        if all(sum(a * b for a, b in zip(ell, g)) > 0 for g in gens):
            return ell
    return None


def module_points(F, gens, box):
    """
    The points of ``F + N gens`` in the box ``(lower, upper)`` (``gens``
    pointed), by a search bounded by a positive functional.
    """
    d = len(box[0])
    ell = small_functional(gens, d) if gens else (0,) * d
    assert ell is not None, "the generators are not pointed"

    def level(x):
        return sum(a * b for a, b in zip(ell, x))
    bound = max(level(c) for c in product(*zip(*box)))
    seen = set()
    todo = [tuple(f) for f in F if level(f) <= bound]
    while todo:
        x = todo.pop()
        if x in seen:
            continue
        seen.add(x)
        for g in gens:
            y = tuple(a + b for a, b in zip(x, g))
            if level(y) <= bound:
                todo.append(y)
    return {x for x in seen if all(lo <= c <= hi for c, lo, hi in zip(x, *box))}
