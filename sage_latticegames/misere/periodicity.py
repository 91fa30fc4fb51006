r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.whole.periodicity`

The names of the old path ``sage_latticegames.misere.periodicity`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.whole.periodicity import (  # noqa: F401
    DEFAULT_MAX_SECONDS, THEOREM, WholeGameQuotientError, OctalRules, restricted_quotient,
    find_period, _least_period, PretendingFunction, WholeGameQuotient, MAX_GAME_ENTRIES,
    MAX_PROOF_ENTRIES, _check_size, _rerun_whole_game, _Table, _rules_of, _adjoin_heaps,
    heap_bound_runs, _runs, _Periods, whole_game_quotient
)
from sage_latticegames.misere.heap.driver import (  # noqa: F401
    Progress, order_cap
)
from sage_latticegames.misere.heap.pretension import (  # noqa: F401
    HeapPretensions
)
from sage_latticegames.misere.heap.verification import (  # noqa: F401
    MisereQuotientBudgetError
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    _set_proof, FiniteQuotientData, _weighted_representatives
)

__all__ = ["OctalRules", "PretendingFunction", "WholeGameQuotient", "WholeGameQuotientError", "whole_game_quotient", "restricted_quotient", "find_period"]
