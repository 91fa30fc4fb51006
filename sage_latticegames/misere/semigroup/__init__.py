r"""
Misère quotients of Section 8 of [Guo] (tier M1 of :mod:`~sage_latticegames.misere`)

- :mod:`~sage_latticegames.misere.semigroup.congruence`: the exact congruence
  test (Lemma 8.5 of [Guo], corrected) and the helpers of the monoid structure
  of a quotient of `C \cap \ZZ^d` by a normal affine semigroup;
- :mod:`~sage_latticegames.misere.semigroup.from_game`: the quotient of a
  lattice game verified on a solved region (Theorem 8.3 and Corollary 8.12 of
  [Guo]), and brute-force congruence classes
  (:func:`~sage_latticegames.misere.semigroup.from_game.region_congruence_classes`).

EXAMPLES::

    sage: from sage_latticegames.misere.semigroup import region_congruence_classes
    sage: from sage_latticegames import LatticeGame
    sage: S = LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=14)
    sage: region_congruence_classes(S, 3)[0]
    ((0, 0), (2, 0))
"""
# the public names of the subpackage (documented on the pages of their modules: no
# __all__ here, so that the reference manual describes each name once)
from sage_latticegames.misere.semigroup.congruence import are_congruent  # noqa: F401
from sage_latticegames.misere.semigroup.from_game import quotient_from_game  # noqa: F401
from sage_latticegames.misere.semigroup.from_game import region_congruence_classes  # noqa: F401
