r"""
Affine semigroups

:class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup`: the
finitely generated subsemigroups `\NN A` of `\ZZ^d`, with exact membership,
Hilbert bases (4ti2/Normaliz), normalization and enumeration.
"""
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup  # noqa: F401
