r"""
Polyhedra: integral inequalities and cones

Integral H-representations of rational polyhedra
(:func:`integral_inequalities`, :func:`integral_hyperplane`) and of the real
cone spanned by integer vectors (:class:`ConeData`).

This module is part of the leaf package :mod:`sage_latticegames.misc`.
"""
import sage.rings.integer  # noqa: F401
import numpy as np

from sage.arith.functions import lcm
from sage.misc.lazy_import import LazyImport
Polyhedron = LazyImport("sage.geometry.polyhedron.constructor", "Polyhedron")  # Sage's polyhedra, imported at first use
Cone = LazyImport("sage.geometry.cone", "Cone")  # Sage's polyhedra, imported at first use
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import dot, primitive_vector, unit_vectors
from sage_latticegames.misc.integer_arrays import int_array
from sage.misc.cachefunc import cached_function


def integral_inequalities(polyhedron):
    r"""
    Return integer arrays ``(A, b)`` with ``polyhedron = {x : A x + b >= 0}``
    (each inequality scaled to coprime integers; an equation gives two
    inequalities).

    INPUT:

    - ``polyhedron`` -- a rational polyhedron

    OUTPUT: a pair of integer arrays of shapes ``(m, d)`` and ``(m,)``:
    ``int64``, or arrays of Python integers when a coefficient is too large
    for 64-bit arithmetic

    EXAMPLES::

        sage: from sage_latticegames.misc.polyhedra import integral_inequalities
        sage: A, b = integral_inequalities(Polyhedron(ieqs=[(1/2, -1/3, 0), (0, 1, 0), (0, 0, 1)]))
        sage: sorted(zip(A.tolist(), b.tolist()))
        [([-2, 0], 3), ([0, 1], 0), ([1, 0], 0)]
        sage: A, b = integral_inequalities(Polyhedron(vertices=[(10**30, 0)], rays=[(1, 0), (0, 1)]))
        sage: A.dtype, sorted(b.tolist())
        (dtype('O'), [-1000000000000000000000000000000, 0])
    """
    rows = []
    for ieq in polyhedron.inequalities_list():
        den = lcm([QQ(c).denominator() for c in ieq])
        row = [ZZ(QQ(c) * den) for c in ieq]
        rows.append(row)
    for eq in polyhedron.equations_list():  # lower-dimensional polytopes (regions)
        den = lcm([QQ(c).denominator() for c in eq])
        row = [ZZ(QQ(c) * den) for c in eq]
        rows.append(row)
        rows.append([-c for c in row])
    d = polyhedron.ambient_dim()
    if not rows:
        return np.zeros((0, d), dtype=np.int64), np.zeros(0, dtype=np.int64)
    M = int_array([[int(c) for c in r] for r in rows], d + 1)
    return np.ascontiguousarray(M[:, 1:]), np.ascontiguousarray(M[:, 0])


@cached_function
def orthant_cone(lattice):
    r"""
    Return the nonnegative orthant of the toric ``lattice`` as a Sage cone,
    built from its rays without computing anything (fast in hundreds of
    dimensions; one object per lattice, so that it is recognised by
    identity).

    EXAMPLES::

        sage: from sage_latticegames.misc.polyhedra import orthant_cone
        sage: C = orthant_cone(ToricLattice(2)); C.rays()
        N(1, 0),
        N(0, 1)
        in 2-d lattice N
        sage: C.is_equivalent(Cone([(0, 1), (1, 0)]))
        True
    """
    d = lattice.rank()
    return Cone(unit_vectors(d), lattice=lattice,
                check=False)


def integral_hyperplane(b, a):
    r"""
    Return ``(b', a')``: the inequality `b + a \cdot x \ge 0` scaled by a
    positive rational to coprime integer coefficients.

    EXAMPLES::

        sage: from sage_latticegames.misc.polyhedra import integral_hyperplane
        sage: integral_hyperplane(1/2, (1/3, -1))
        (3, (2, -6))
    """
    w = primitive_vector(list(a) + [b])
    return w[-1], w[:-1]


class ConeData():
    r"""
    The H-representation of the real cone `\RR_{\ge 0}A` with integral normal
    vectors: `p` lies in the cone iff ``ineqs * p >= 0`` and ``eqs * p == 0``.

    INPUT:

    - ``gens`` -- a list of integer vectors (the generators `A`)
    - ``d`` -- their length

    EXAMPLES::

        sage: from sage_latticegames.misc.polyhedra import ConeData
        sage: K = ConeData([(1, 0, 0), (1, 2, 0)], 3)
        sage: K.contains((3, 2, 0)), K.contains((0, 1, 0)), K.contains((1, 0, 1)), K.pointed
        (True, False, False, True)
    """

    def __init__(self, gens, d):
        if gens:
            P = Polyhedron(vertices=[[0] * d], rays=gens, base_ring=QQ)
        else:
            P = Polyhedron(vertices=[[0] * d], base_ring=QQ)
        self.polyhedron = P
        self.ineqs = [[int(x) for x in primitive_vector(h.A())] for h in P.inequalities()]
        self.eqs = [[int(x) for x in primitive_vector(h.A())] for h in P.equations()]
        self.pointed = not P.lines()

    def contains(self, p):
        return (all(dot(h, p) >= 0 for h in self.ineqs)
                and all(dot(h, p) == 0 for h in self.eqs))

    def contains_array(self, Z):
        r"""
        Membership test on ``Z = X @ [ineqs; eqs].T`` (already multiplied).
        """
        k = len(self.ineqs)
        return (Z[:, :k] >= 0).all(axis=1) & (Z[:, k:] == 0).all(axis=1)
