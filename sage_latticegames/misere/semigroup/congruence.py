r"""
Misère congruence of positions: the algorithms

The exact congruence test of
:meth:`~sage_latticegames.misere.semigroup_quotient.SemigroupMisereQuotient.are_congruent`
(the criterion of Lemma 8.5 of [Guo], in a corrected form), and the helpers
behind the monoid structure of
:class:`~sage_latticegames.misere.semigroup_quotient.SemigroupMisereQuotient`:
the normalisation of its input (cone, generators), the slices
`(p + C) \cap (\RR_{\ge 0}\mathcal P - s)` and their module generators, the
smallest face of `C` carrying `\mathcal P` (the P-free class that Theorem 8.3
of [Guo] misses), breadth-first enumeration of classes, and the data of a
presentation (decomposition along the Hilbert basis of `\Lambda = C \cap
\ZZ^d` and its toric relations, computed by 4ti2).

The functions take the quotient ``Q`` as their first argument and read its
(immutable) data; they are called by the thin methods of the class.

REFERENCES:

- [Guo] Section 8 (Theorem 8.3, Lemmas 8.4 and 8.5, Corollary 8.12).
"""
import sage.rings.integer  # noqa: F401

from collections import deque

from sage.misc.lazy_import import LazyImport
Cone = LazyImport("sage.geometry.cone", "Cone")  # Sage's polyhedra, imported at first use
Polyhedron = LazyImport("sage.geometry.polyhedron.constructor", "Polyhedron")  # Sage's polyhedra, imported at first use
from sage.matrix.constructor import matrix
from sage.modules.free_module import FreeModule
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ

from sage.geometry.toric_lattice import ToricLattice

from sage_latticegames.misc.points import integer_point, show_point
from sage_latticegames.misc.integer_programs import four_ti_2_interface
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup


# ----------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------
def _vec(p, ring=ZZ):
    r"""
    Return ``p`` (a tuple, a toric lattice point...) as a plain vector of
    ``ring^d``.

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _vec
        sage: _vec((1, 2)), _vec(ToricLattice(2)((1, 2)), QQ).parent()
        ((1, 2), Vector space of dimension 2 over Rational Field)
    """
    p = list(p)
    return FreeModule(ring, len(p))(p)


def _show_set(points):
    r"""
    Return ``{p, q, ...}`` for a list of points.

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _show_set
        sage: _show_set([(1, 0), (0, 2)])
        '{(1, 0), (0, 2)}'
    """
    return "{" + ", ".join(show_point(p) for p in points) + "}"


def _cone_dimension(cone):
    r"""
    Return the ambient dimension of ``cone`` (a cone, polyhedron, game board
    or list of rays), or ``None`` if it cannot be read (``None``, ``[]``).

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _cone_dimension
        sage: _cone_dimension([(1, 0, 0)]), _cone_dimension(Cone([(1, 2)])), _cone_dimension(None)
        (3, 2, None)
    """
    if cone is None:
        return None
    if isinstance(cone, (list, tuple)):
        return len(cone[0]) if cone else None
    for name in ("lattice_dim", "ambient_dim", "dimension"):
        if hasattr(cone, name):
            return getattr(cone, name)()
    raise TypeError("cannot read the dimension of %r" % (cone,))


def _carrier_face(C, K):
    r"""
    Return the smallest face of the cone ``C`` containing the cone ``K``
    (the face whose relative interior contains the sum of the rays of `K`).

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _carrier_face
        sage: C = Cone([(1, 0, 0), (0, 1, 0), (0, 0, 1)])
        sage: _carrier_face(C, Cone([(1, 1, 0), (1, 2, 0)])).rays()
        N(1, 0, 0),
        N(0, 1, 0)
        in 3-d lattice N
        sage: _carrier_face(C, Cone([], lattice=C.lattice())).dim()
        0
    """
    x = sum((_vec(r, QQ) for r in K.rays()), vector(QQ, C.lattice_dim()))
    tight = [ieq for ieq in C.polyhedron().inequalities_list()
             if sum(a * b for a, b in zip(ieq[1:], x)) == 0]
    rays = [r for r in C.rays()
            if all(sum(a * b for a, b in zip(ieq[1:], r)) == 0 for ieq in tight)]
    return Cone(rays, lattice=C.lattice())


# ----------------------------------------------------------------------
# input normalization
# ----------------------------------------------------------------------
def _ambient_cone(cone, d):
    r"""
    Return the recession cone `C` given as ``cone`` as a Sage cone in
    ``ToricLattice(d)`` (``None``: the nonnegative orthant).

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _ambient_cone
        sage: _ambient_cone(None, 2).rays()
        N(1, 0),
        N(0, 1)
        in 2-d lattice N
        sage: _ambient_cone([(1, 0), (1, 2)], 2).rays()
        N(1, 0),
        N(1, 2)
        in 2-d lattice N
        sage: _ambient_cone([(1, 0), (-1, 0)], 2)
        Traceback (most recent call last):
        ...
        ValueError: the cone C must be pointed (strictly convex), got 1-d cone in 2-d lattice N
    """
    N = ToricLattice(d)
    if cone is None:
        cone = Cone(N.basis(), lattice=N)
    elif hasattr(cone, "recession_cone") and not hasattr(cone, "rays"):
        cone = cone.recession_cone()  # a GameBoard
    elif hasattr(cone, "rays") and hasattr(cone, "vertices"):  # a polyhedron
        if cone.lines():
            raise ValueError("the cone C must be pointed (strictly convex), got %s" % cone)
        cone = Cone(cone.rays_list(), lattice=N)
    elif not hasattr(cone, "rays"):
        cone = Cone([integer_point(r, d, what="ray") for r in cone], lattice=N)
    if cone.lattice_dim() != d:
        raise ValueError("the cone C lives in dimension %s, not %s" % (cone.lattice_dim(), d))
    cone = Cone(cone.rays(), lattice=N)
    if not cone.is_strictly_convex():
        raise ValueError("the cone C must be pointed (strictly convex), got %s" % cone)
    return cone


def _canonical_cone(C):
    r"""
    Return the cone ``C`` with its rays listed in a canonical order (by the
    index of their first nonzero coordinate, then lexicographically), so
    that equivalent cones give equal (and equally hashed) Sage cones.

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _canonical_cone
        sage: _canonical_cone(Cone([(0, 1), (1, 0)])).rays()
        N(1, 0),
        N(0, 1)
        in 2-d lattice N
        sage: _canonical_cone(Cone([(1, 2), (1, 0)])) == Cone([(1, 0), (1, 2)])
        True
    """
    def key(r):
        return (next((i for i, x in enumerate(r) if x), len(r)), tuple(r))
    rays = sorted((tuple(ZZ(x) for x in r) for r in C.rays()), key=key)
    return Cone(rays, lattice=C.lattice(), check=False)


def _generators(semigroup, d):
    r"""
    Return the generators of ``semigroup`` (an
    :class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup` or a list of
    integer vectors) as a tuple of tuples, and the dimension.

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _generators
        sage: from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
        sage: _generators([(2, 0), (0, 2), (0, 0)], None)
        (((2, 0), (0, 2)), 2)
        sage: _generators(AffineSemigroup([(2,), (3,)]), None)
        (((2,), (3,)), 1)
        sage: _generators([], None)
        Traceback (most recent call last):
        ...
        ValueError: give the cone C (or the dimension) when P = {0} has no generators
    """
    if isinstance(semigroup, AffineSemigroup):
        d = semigroup.ambient_dimension() if d is None else d
        semigroup = semigroup.generators()
    gens = [integer_point(a, what="generator") for a in semigroup]
    if d is None:
        if not gens:
            raise ValueError("give the cone C (or the dimension) when P = {0} has no generators")
        d = len(gens[0])
    gens = [integer_point(a, d, what="generator") for a in gens]
    return tuple(a for a in gens if any(a)), d


def _group_name(invariants):
    r"""
    Return ``Z/2 x Z`` style names of the abelian group with the given
    invariants (as returned by ``FGP_Module.invariants()``).

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _group_name
        sage: _group_name((2, 6, 0)), _group_name(())
        ('Z/2 x Z/6 x Z', '0')
    """
    if not invariants:
        return "0"
    return " x ".join("Z" if n == 0 else "Z/%s" % n for n in invariants)


def _group_latex(invariants):
    r"""
    Return the LaTeX name of the abelian group with the given invariants.

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _group_latex
        sage: _group_latex((2, 0))
        '\\mathbb{Z}/2\\mathbb{Z} \\times \\mathbb{Z}'
    """
    if not invariants:
        return "0"
    return r" \times ".join(r"\mathbb{Z}" if n == 0 else r"\mathbb{Z}/%s\mathbb{Z}" % n
                            for n in invariants)



# ----------------------------------------------------------------------
# slices and the congruence test
# ----------------------------------------------------------------------
def _slice(Q, p, s):
    r"""
    Return the polyhedron `(p + C) \cap (K - s)` for `K = \RR_{\ge
    0}\mathcal P`, built from the H-representations of `C` and `K` stored in
    the quotient ``Q``.

    EXAMPLES::

        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.congruence import _slice
        sage: Q = MisereQuotient([(1, 0), (1, 1), (1, 2)])
        sage: _slice(Q, (0, 1), (0, 0)) == Polyhedron(ieqs=[(0, 2, -1), (-1, 0, 1)])
        True
    """
    def dot(u, v):
        return sum(a * b for a, b in zip(u, v))
    ieqs = ([[-dot(a, p)] + list(a) for a in Q._C_ieqs]
            + [[dot(k, s)] + list(k) for k in Q._K_ieqs])
    eqns = ([[-dot(a, p)] + list(a) for a in Q._C_eqns]
            + [[dot(e, s)] + list(e) for e in Q._K_eqns])
    return Polyhedron(ieqs=ieqs, eqns=eqns, base_ring=QQ, ambient_dim=Q._d)


def _real_slice(Q, p):
    r"""
    Return the polyhedron `(p + C) \cap \RR_{\ge 0}\mathcal P - p` of
    Lemma 8.5 of [Guo].

    EXAMPLES::

        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.congruence import _real_slice
        sage: Q = MisereQuotient([(1, 0), (1, 1), (1, 2)])
        sage: _real_slice(Q, (0, 0)) == _real_slice(Q, (1, 2)), _real_slice(Q, (0, 0)) == _real_slice(Q, (1, 1))
        (True, False)
    """
    return _slice(Q, [0] * Q._d, p)


def _module_generators(Q, p, s):
    r"""
    Return a finite set `X_0` of points of `L = \ZZ\mathcal P` with
    `L \cap (p + C) \cap (K - s) = X_0 + \NN\{h_j\}`, where `K =
    \RR_{\ge 0}\mathcal P` and the `h_j \in \mathcal P` generate the rays
    of `K` (``s`` must lie in `L`).

    Every point of the polyhedron `Q = (p + C) \cap (K - s)` is `v +
    \sum_j \mu_j h_j` with `v` in the convex hull of the vertices of `Q`
    and `\mu_j \ge 0`; subtracting `\sum_j \lfloor \mu_j \rfloor h_j` from
    a lattice point lands in the bounded polytope `\mathrm{conv}(\mathrm{
    vert}\, Q) + \sum_j [0, 1] h_j`, whose points of `L` are returned.

    EXAMPLES::

        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.congruence import _module_generators
        sage: Q = MisereQuotient([(2,)])
        sage: _module_generators(Q, (3,), vector(ZZ, (0,)))
        [(4)]
    """
    P = _slice(Q, p, s)
    if P.is_empty():
        return []
    if Q._k == 0:
        return [_vec(P.vertices()[0])]
    vz = [Q._Bq.solve_left(_vec(v, QQ)) for v in P.vertices()]
    Z = Polyhedron(vertices=[v + z for v in vz for z in Q._zonotope_vertices()], base_ring=QQ)
    return [_vec(z) * Q._B for z in Z.integral_points()]


def are_congruent(Q, p, q, algorithm="lattice"):
    r"""
    Return whether the positions ``p`` and ``q`` are (misère) congruent
    (Definition 4.7 of [Guo]) for the normal affine semigroup of the
    quotient ``Q``.

    This is the body of
    :meth:`~sage_latticegames.misere.semigroup_quotient.SemigroupMisereQuotient.are_congruent`,
    which documents the algorithms.

    EXAMPLES::

        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.congruence import are_congruent
        sage: Q = MisereQuotient([(2, 0), (0, 2)])
        sage: are_congruent(Q, (1, 0), (3, 4)), are_congruent(Q, (1, 0), (0, 1), 'lemma_8_5')
        (True, False)
    """
    if algorithm not in ("lattice", "lemma_8_5"):
        raise ValueError("algorithm must be 'lattice' or 'lemma_8_5', not %r" % (algorithm,))
    p, q = Q._position(p), Q._position(q)
    above_p, above_q = Q._has_P_above(p), Q._has_P_above(q)
    if not (above_p and above_q):
        return above_p == above_q
    ell = _vec(q) - _vec(p)
    if ell not in Q._L:
        return False
    if algorithm == "lemma_8_5":
        return _real_slice(Q, p) == _real_slice(Q, q)
    zero = 0 * ell
    return (all(Q._in_K(g + ell) for g in _module_generators(Q, p, zero))
            and all(Q._in_K(g) for g in _module_generators(Q, p, ell)))


# ----------------------------------------------------------------------
# classes and presentations
# ----------------------------------------------------------------------
def _bfs_classes(Q, starts, steps):
    r"""
    Return a dictionary ``key -> representative`` of the classes reached from
    ``starts`` by adding elements of ``steps``, breadth first (terminates when
    the reachable set of classes is finite).

    EXAMPLES::

        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.congruence import _bfs_classes
        sage: Q = MisereQuotient([(4,)])
        sage: list(_bfs_classes(Q, [Q._N.zero()], [Q._N((3,))]).items())
        [((0,), N(0)), ((3,), N(3)), ((2,), N(6)), ((1,), N(9))]
    """
    seen = {}
    queue = deque()
    for s in starts:
        k = Q._key(s)
        if k not in seen:
            seen[k] = s
            queue.append(s)
    while queue:
        x = queue.popleft()
        for g in steps:
            y = x + g
            y.set_immutable()
            k = Q._key(y)
            if k not in seen:
                seen[k] = y
                queue.append(y)
    return seen


def _decompose(a, gens, C):
    r"""
    Return `u \in \NN^m` with `a = \sum_i u_i` ``gens[i]``, for `a \in C \cap
    \ZZ^d` and ``gens`` the Hilbert basis of `C \cap \ZZ^d` (greedy: if `a -
    g \in C` it is again a sum of Hilbert basis elements).

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _decompose
        sage: C = Cone([(1, 0), (1, 2)])
        sage: C.Hilbert_basis()
        N(1, 0),
        N(1, 2),
        N(1, 1)
        in 2-d lattice N
        sage: _decompose(vector((3, 4)), C.Hilbert_basis(), C)
        (1, 2, 0)
    """
    u = [0] * len(gens)
    a = _vec(a)
    while a:
        for i, g in enumerate(gens):
            if C.contains(a - _vec(g)):
                a = a - _vec(g)
                u[i] += 1
                break
        else:  # pragma: no cover - impossible for a Hilbert basis
            raise ValueError("%s is not a sum of %s" % (a, gens))
    return tuple(u)


def _toric_relations(gens):
    r"""
    Return binomial relations ``(u, v)`` generating the relations among the
    Hilbert basis ``gens`` of `\Lambda` (a Gröbner basis of the toric ideal,
    computed by 4ti2); none when ``gens`` is linearly independent.

    EXAMPLES::

        sage: from sage_latticegames.misere.semigroup.congruence import _toric_relations
        sage: _toric_relations([(1, 0), (1, 1), (1, 2)])
        [((0, 2, 0), (1, 0, 1))]
        sage: _toric_relations([(1, 0), (0, 1)])
        []
    """
    A = matrix(ZZ, gens).transpose()
    if A.rank() == A.ncols():
        return []
    four_ti_2 = four_ti_2_interface()[0]
    G = four_ti_2.groebner(A)
    return [(tuple(max(x, 0) for x in row), tuple(max(-x, 0) for x in row)) for row in G.rows()]
