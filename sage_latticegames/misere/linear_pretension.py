r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.heap.linear_pretension`

The names of the old path ``sage_latticegames.misere.linear_pretension`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.heap.linear_pretension import (  # noqa: F401
    THEOREM, LinearPretensionFailure, unit_moves, _name, _rows_in, _classes, LinearPretension,
    find_linear_pretension, _counters, HeapInfinitenessCertificate, _family,
    prove_infinite_heap_quotient
)

__all__ = ["LinearPretension", "LinearPretensionFailure", "find_linear_pretension", "unit_moves", "HeapInfinitenessCertificate", "prove_infinite_heap_quotient"]
