r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.stratified.infinite`

The names of the old path ``sage_latticegames.misere.infinite`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.stratified.infinite import (  # noqa: F401
    InfinitenessProofError, _translates, _member, _membership_witness, _add, _prove_cover,
    _count_witnesses, PATTERNS, _pattern_systems, _prove_outside, InfinitenessCertificate,
    _certified_stratification, check_family, _check_family, _candidate_families, _quick_screen,
    prove_infinite_quotient, distinguishability_classes
)
from sage_latticegames.misere.heap.linear_pretension import (  # noqa: F401
    prove_infinite_heap_quotient, LinearPretensionFailure
)

__all__ = ["InfinitenessCertificate", "check_family", "prove_infinite_quotient", "distinguishability_classes", "InfinitenessProofError"]
