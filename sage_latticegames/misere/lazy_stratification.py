r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.strategies.lazy_stratification`

The names of the old path ``sage_latticegames.misere.lazy_stratification`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.strategies.lazy_stratification import (  # noqa: F401
    MAX_STRATA, LazyAffineStratification
)
from sage_latticegames.misere.strategies.fibres import (  # noqa: F401
    FibreStratification
)
from sage_latticegames.misere.strategies.quotient_strategy import (  # noqa: F401
    QuotientStrategy
)

__all__ = ["LazyAffineStratification"]
