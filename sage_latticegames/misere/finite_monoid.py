r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.monoid.finite_monoid`

The names of the old path ``sage_latticegames.misere.finite_monoid`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    FiniteQuotientData, _set_proof, _proved_for, _moore_classes, moore_classes, reduced_table,
    _split, _numbered, _hash_multipliers, _first_states, _deglex_representatives,
    _weighted_representatives, _letters, _monomial, is_isomorphic, _generated, _element_cycle,
    finite_quotient_data, least_words, commutativity_failure, cyclic_powers, generator_cycle,
    generator_cycles
)

__all__ = ["FiniteQuotientData", "is_isomorphic", "moore_classes", "reduced_table"]
