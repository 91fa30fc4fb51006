"""
Brute-force helpers shared by the test files.
"""
from itertools import product


def small_functional(gens, d):
    """
    Return a linear functional with entries in [-3, 3] positive on ``gens``
    (found by enumeration), or ``None``.
    """
    for ell in product(range(-3, 4), repeat=d):
        if all(sum(a * b for a, b in zip(ell, g)) > 0 for g in gens):
            return ell
    return None
