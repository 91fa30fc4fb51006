r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.heap.pretension`

The names of the old path ``sage_latticegames.misere.pretension`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.heap.pretension import (  # noqa: F401
    Pretension, FlatOptions, reachable, TypeLimitExceeded, heap_options, _product,
    least_failure, FrontierReached, CANDIDATE_FACTOR, MAX_STRETCH, SCALE_ORDER, _colex_less,
    _element, _multiplication_table, HeapPretensions, prove_heap_quotient
)
from sage_latticegames.misere.heap.candidates import (  # noqa: F401
    _renumbered, _order_error
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    _set_proof, reduced_table
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    generator_cycle as _cycle, generator_cycles as _generator_cycles
)

__all__ = ["heap_options", "HeapPretensions", "TypeLimitExceeded", "prove_heap_quotient", "least_failure", "FrontierReached"]
