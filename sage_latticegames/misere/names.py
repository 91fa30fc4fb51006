r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.monoid.names`

The names of the old path ``sage_latticegames.misere.names`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.monoid.names import (  # noqa: F401
    _tame, NAMED_QUOTIENTS, monoid_from_presentation, _named_data, named_quotient_data,
    standard_name
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    FiniteQuotientData, is_isomorphic
)

__all__ = ["monoid_from_presentation", "named_quotient_data", "standard_name", "NAMED_QUOTIENTS"]
