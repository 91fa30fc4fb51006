r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.semigroup.from_game`

The names of the old path ``sage_latticegames.misere.from_game`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.semigroup.from_game import (  # noqa: F401
    _level_solution, _region_data, _Encoder, _irreducible_P_positions, _check_saturation_on_region,
    quotient_from_game, region_congruence_classes
)
from sage_latticegames.misere.semigroup.congruence import (  # noqa: F401
    _show_set
)
