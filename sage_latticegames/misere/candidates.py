r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.heap.candidates`

The names of the old path ``sage_latticegames.misere.candidates`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.heap.candidates import (  # noqa: F401
    CLOCK_STEPS, game_moves, closed_prefixes, _Outcomes,
    _weighted_representatives, _order_error, _candidate, _guess, _product_candidate,
    _recursion_P_portion, _reduced_candidate, _renumbered, _recalibrate, _conservative_extension,
    _extended, _conservative_filter, _conservative_choices, _separating_tests, _pairs,
    _counterexample_tests, _misclassified, _commutativity_tests
)
from sage_latticegames.misere.heap.verification import (  # noqa: F401
    MisereQuotientBudgetError
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    FiniteQuotientData, reduced_table
)
from sage_latticegames.misere.monoid._monoid import (  # noqa: F401
    weighted_representatives
)

__all__ = ["game_moves", "closed_prefixes"]
