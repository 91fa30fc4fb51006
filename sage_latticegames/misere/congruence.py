r"""
Compatibility module: moved to :mod:`sage_latticegames.misere.semigroup.congruence`

The names of the old path ``sage_latticegames.misere.congruence`` (the flat layout of ``misere/``),
re-exported from the modules where they live now.
"""
from sage_latticegames.misere.semigroup.congruence import (  # noqa: F401
    _vec, _show_set, _cone_dimension, _carrier_face, _ambient_cone, _canonical_cone, _generators,
    _group_name, _group_latex, _slice, _real_slice, _module_generators, are_congruent, _bfs_classes,
    _decompose, _toric_relations
)
