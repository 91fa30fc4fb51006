r"""
Rational strategies

:class:`~sage_latticegames.strategies.rational_strategy.RationalStrategy`: a
short rational generating function of the P-positions of a lattice game
(Definition 8.1 of [GM]) with the polynomial-time queries of [GM-A]
(Theorems 3.6, 5.1 and 6.2).
"""
from sage_latticegames.strategies.rational_strategy import (RationalStrategy,  # noqa: F401
                                                            StrategyVerification)
