"""
Helpers shared by the test files: the marker of the long tests, the parameters of
the linear pretension of 0.3122, the moves of Grundy's game (the brute-force
oracles are in ``oracles.py``;
``small_functional`` and ``module_points`` are imported from there).
"""
import os

import pytest

# tests of large instances (over about 15 s each), skipped unless the environment
# variable SAGE_LATTICEGAMES_LONG is yes (the opt-in stage of tools/test.sh, which
# also runs the doctests marked "# long time")
LONG = os.environ.get("SAGE_LATTICEGAMES_LONG", "no").lower() in ("yes", "1", "true")
long_test = pytest.mark.skipif(not LONG, reason="long test: set SAGE_LATTICEGAMES_LONG=yes")

# the linear pretension of misère 0.3122 with heaps <= 7 that find_linear_pretension
# proves: weights, indices, periods (the session fixture L3122 of conftest.py)
W3122 = (0, 0, 0, 0, 1, 0, -1)
I3122 = (2, 3, 2, 2, 1, 2, 2)
P3122 = (2, 2, 2, 2, 1, 2, 4)



def grundy_moves(i):
    # Grundy's game: a heap of size i splits into two nonempty heaps of different sizes
    # (for games.heap_game)
    return [(a, i - a) for a in range(1, (i + 1) // 2)]


from oracles import module_points, small_functional  # noqa: E402  (re-exported)

__all__ = ['LONG', 'long_test', 'module_points', 'small_functional', 'W3122', 'I3122', 'P3122',
           'grundy_moves']
