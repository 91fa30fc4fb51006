r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.strategies.quotient_strategy`

The names of the old path ``sage_latticegames.misere.quotient_strategy`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.strategies.quotient_strategy import (  # noqa: F401
    quotient_data, QuotientStrategy, _level, _restore, quotient_strategy, quotient_stratification
)
from sage_latticegames.misere.heap.candidates import (  # noqa: F401
    game_moves
)
from sage_latticegames.misere.strategies.fibres import (  # noqa: F401
    FibreStratification, merged_classes
)

__all__ = ["QuotientStrategy", "quotient_strategy", "quotient_stratification"]
