r"""
Strategies from finite misère quotients (tier M3 of :mod:`~sage_latticegames.misere`)

- :mod:`~sage_latticegames.misere.strategies.fibres`: the fibres of a finite
  quotient (Miller 2013) over the sums of the heaps with equal images
  (:class:`~sage_latticegames.misere.strategies.fibres.FibreStratification`);
- :mod:`~sage_latticegames.misere.strategies.quotient_strategy`: the rational
  strategy in product form over the monoid algebra
  (:class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`);
- :mod:`~sage_latticegames.misere.strategies.lazy_stratification`: the affine
  stratification of the P-positions kept in that compact form
  (:class:`~sage_latticegames.misere.strategies.lazy_stratification.LazyAffineStratification`).

EXAMPLES::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere.strategies import QuotientStrategy
    sage: QuotientStrategy(games.nim(2, 'misere')).is_P_position((1, 0))
    True
"""
# the public names of the subpackage (documented on the pages of their modules: no
# __all__ here, so that the reference manual describes each name once)
from sage_latticegames.misere.strategies.fibres import FibreStratification  # noqa: F401
from sage_latticegames.misere.strategies.fibres import fibre_stratifications, cell_count  # noqa: F401
from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy  # noqa: F401
from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification  # noqa: F401
