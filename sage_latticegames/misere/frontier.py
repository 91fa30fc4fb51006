r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.heap.frontier`

The names of the old path ``sage_latticegames.misere.frontier`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.heap.frontier import (  # noqa: F401
    Pretension, FRONTIER_MAX_SECONDS, BoundedPretension, pretension_frontier
)
from sage_latticegames.misere.heap.candidates import (  # noqa: F401
    game_moves, _Outcomes
)
from sage_latticegames.misere.heap.driver import (  # noqa: F401
    Progress, heap_labels, order_cap, reached
)
from sage_latticegames.misere.heap.pretension import (  # noqa: F401
    heap_options, HeapPretensions, FrontierReached, least_failure, _element, _colex_less
)
from sage_latticegames.misere.heap.verification import (  # noqa: F401
    MisereQuotientBudgetError
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    moore_classes, reduced_table, _first_states
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    generator_cycles as _generator_cycles
)

__all__ = ["BoundedPretension", "pretension_frontier", "FRONTIER_MAX_SECONDS"]
