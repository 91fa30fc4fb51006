r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.strategies.fibres`

The names of the old path ``sage_latticegames.misere.fibres`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.strategies.fibres import (  # noqa: F401
    quotient_data, _powers, merged_classes, cell_count, _targets, _at_least, _at_least_count,
    _compositions, _residue_vectors, _sums_count, _class_pieces, _class_pieces_count, _describe,
    FibreStratification, fibre_stratifications
)
from sage_latticegames.misere.monoid.finite_monoid import (  # noqa: F401
    finite_quotient_data
)

__all__ = ["FibreStratification", "fibre_stratifications", "quotient_data", "merged_classes", "cell_count"]
