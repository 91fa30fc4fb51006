r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.heap.driver`

The names of the old path ``sage_latticegames.misere.heap_quotient`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.heap.driver import (  # noqa: F401
    TypeLimitExceeded, DEFAULT_MAX_SECONDS, GENERAL_MAX_ORDER, PROGRESS_AFTER,
    CONSERVATIVE_ATTEMPTS, CONSERVATIVE_NEW_POSITIONS, order_cap, heap_labels, reached,
    _is_terminal, Progress, _budget_error, _order_reached, _HeapByHeap, CHECKPOINT_FORMAT,
    CHECKPOINT_VERSION, _save_checkpoint, _load_checkpoint, _resume, _report_step, _by_pretensions,
    misere_quotient_data, pretension_quotient_data
)
from sage_latticegames.misere.heap.candidates import (  # noqa: F401
    game_moves, closed_prefixes, _Outcomes, _candidate, _guess, _product_candidate, _renumbered,
    _recalibrate, _conservative_extension, _separating_tests, _pairs, _conservative_choices,
    _extended, _counterexample_tests, _misclassified, _commutativity_tests, _order_error
)
from sage_latticegames.misere.heap.pretension import (  # noqa: F401
    HeapPretensions, heap_options
)
from sage_latticegames.misere.heap.verification import (  # noqa: F401
    MisereQuotientBudgetError, verify_candidate, _down_vectors, _tuple_search, _verify_tuples,
    _verify_heap_moves, _heap_automaton, _inclusion_order, _reachable_words, _check_P_positions,
    _verify_heap_moves_antichain, _witness
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    FiniteQuotientData, is_isomorphic, _moore_classes, _deglex_representatives,
    _weighted_representatives, _letters, _monomial, _generated, _element_cycle, _set_proof
)

__all__ = ["misere_quotient_data", "pretension_quotient_data", "verify_candidate", "FiniteQuotientData", "MisereQuotientBudgetError", "is_isomorphic"]
