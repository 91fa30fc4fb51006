r"""
Compatibility module (deprecated): the stratified set algebra moved to
:mod:`sage_latticegames.stratifications.set_algebra`.

This module keeps the names of the flat layout of version 0.1.0 importable.
"""
from sage_latticegames.stratifications.set_algebra import (  # noqa: F401
    NormalTranslate, normal_decomposition, intersect_translates, intersection, difference, union,
    complement_in_orthant, is_disjoint, contains, points_in_box)

__all__ = ["NormalTranslate", "normal_decomposition", "intersect_translates", "intersection",
           "difference", "union", "complement_in_orthant", "is_disjoint", "contains", "points_in_box"]
