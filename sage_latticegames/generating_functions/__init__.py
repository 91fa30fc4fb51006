r"""
Short rational generating functions

Short rational generating functions (Definitions 3.2--3.4 and Lemma 3.5 of
[GM-A], after Barvinok and Woods) and their algorithms:

- :mod:`~sage_latticegames.generating_functions.ring` -- the parent
  :class:`~sage_latticegames.generating_functions.ring.ShortRationalFunctions`
  (the `\QQ`-vector space in `d` named variables) and its elements
  :class:`~sage_latticegames.generating_functions.ring.ShortRationalFunction`
- :mod:`~sage_latticegames.generating_functions.conversion` -- terms and their
  denominators, orientation, conversion to and from rational functions
- :mod:`~sage_latticegames.generating_functions.series` -- coefficients and
  truncated expansions
- :mod:`~sage_latticegames.generating_functions.hadamard` -- Hadamard products
  and intersections with polyhedra
- :mod:`~sage_latticegames.generating_functions.latte` -- generating functions
  of polyhedra through LattE integrale
- :mod:`~sage_latticegames.generating_functions.modules` -- generating
  functions of finitely generated modules over affine semigroups

EXAMPLES::

    sage: from sage_latticegames.generating_functions import ShortRationalFunction, ShortRationalFunctions
    sage: ShortRationalFunction([(1, (0,), [(1,)])]).parent() is ShortRationalFunctions(1)
    True
"""
from sage_latticegames.generating_functions.ring import ShortRationalFunction, ShortRationalFunctions

__all__ = ["ShortRationalFunction", "ShortRationalFunctions"]
