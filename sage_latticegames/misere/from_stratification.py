r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.stratified.from_stratification`

The names of the old path ``sage_latticegames.misere.from_stratification`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.stratified.from_stratification import (  # noqa: F401
    _successors, box_congruence_classes, quotient_data_from_periodic_set, periodic_set_of,
    _box_too_large, _check_game, quotient_data_from_stratification
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    FiniteQuotientData, _set_proof, moore_classes
)

__all__ = ["box_congruence_classes", "quotient_data_from_periodic_set", "quotient_data_from_stratification", "periodic_set_of"]
