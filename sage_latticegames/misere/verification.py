r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.heap.verification`

The names of the old path ``sage_latticegames.misere.verification`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.heap.verification import (  # noqa: F401
    CLOCK_STEPS, MisereQuotientBudgetError, _down_vectors,
    verify_candidate, _verify_tuples, _tuple_search, _verify_heap_moves, _heap_automaton,
    _inclusion_order, _reachable_words, _check_P_positions, _lightest_words,
    _verify_heap_moves_antichain, _witness
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    moore_classes
)

__all__ = ["verify_candidate", "MisereQuotientBudgetError"]
