r"""
Compatibility module (deprecated): affine semigroups moved to
:mod:`sage_latticegames.semigroups.affine_semigroup`, their helpers to
:mod:`sage_latticegames.misc`.

This module keeps the names of the flat layout of version 0.1.0 importable.
"""
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup, MAX_ENUMERATION  # noqa: F401
from sage_latticegames.misc.integer_arrays import rows_in  # noqa: F401
from sage_latticegames.misc.integer_programs import (GLPK_MAX_ENTRY,  # noqa: F401
                                                     nonnegative_integer_solution)

__all__ = ["GLPK_MAX_ENTRY", "MAX_ENUMERATION", "rows_in", "nonnegative_integer_solution",
           "AffineSemigroup"]
