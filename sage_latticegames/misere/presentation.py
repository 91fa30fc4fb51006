r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.monoid.presentation`

The names of the old path ``sage_latticegames.misere.presentation`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.monoid.presentation import (  # noqa: F401
    word_string, _names, _order_key, _closure, tame_quotient_data, GamePresentation,
    game_presentation
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    FiniteQuotientData, is_isomorphic, finite_quotient_data
)
from sage_latticegames.misere.monoid.names import (  # noqa: F401
    monoid_from_presentation, standard_name
)

__all__ = ["GamePresentation", "game_presentation", "word_string", "tame_quotient_data", "finite_quotient_data"]
