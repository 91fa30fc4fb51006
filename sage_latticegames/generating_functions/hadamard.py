r"""
Hadamard products of short rational generating functions

The Hadamard product `f \star g` multiplies the term-wise expansions
coefficient by coefficient (Definition 3.4 and Lemma 3.5 of [GM-A], after
Barvinok--Woods).  For terms `t^{q}/\prod_j (1 - t^{a_j})` and
`t^{q'}/\prod_j (1 - t^{b_j})` with linearly independent `a_j` and linearly
independent `b_j`, the product is the generating function of
`(q + \NN A) \cap (q' + \NN B)`, the image of the lattice points of
`\{(\lambda, \mu) \ge 0 : A\lambda - B\mu = q' - q\}` under the injective map
`(\lambda, \mu) \mapsto q + A\lambda`; LattE computes the generating function
of these lattice points (:mod:`~sage_latticegames.generating_functions.latte`).
The intersection with the lattice points of a polyhedron is computed the same
way, term by term.

These are the algorithms behind
:meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.hadamard_product`
and :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.intersection_with_polyhedron`.

EXAMPLES::

    sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
    sage: from sage_latticegames.generating_functions.hadamard import hadamard_product
    sage: f = ShortRationalFunction([(1, (0,), [(2,)])]); g = ShortRationalFunction([(1, (0,), [(3,)])])
    sage: hadamard_product(f, g)
    1/(1 - t1^6)
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage.geometry.polyhedron.constructor import Polyhedron
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import show_point, dot, add, sub
from sage_latticegames.misc.functionals import generic_functional
from sage_latticegames.generating_functions.latte import oriented_polyhedron_terms
from sage_latticegames.generating_functions.conversion import _positive_functional


def hadamard_product(f, g):
    r"""
    Return the Hadamard product `f \star g` of two short rational functions
    of the same dimension (see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.hadamard_product`).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.hadamard import hadamard_product
        sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (0, 2)])])
        sage: hadamard_product(f, ShortRationalFunction([(5, (4, 6), [])]))
        5*t1^4*t2^6
        sage: hadamard_product(ShortRationalFunction([(1, (0,), [(1,), (1,)])]), f)
        Traceback (most recent call last):
        ...
        ValueError: the dimensions differ: 1 and 2
    """
    if g.dimension() != f.dimension():
        raise ValueError("the dimensions differ: %s and %s" % (f.dimension(), g.dimension()))
    terms = []
    for c1, q1, A in f._terms:
        for c2, q2, B in g._terms:
            terms += [(c1 * c2 * c, e, dens) for c, e, dens in
                      _hadamard_terms(f, q1, A, g, q2, B)]
    return _oriented_like(f, terms, f.denominator_vectors() | g.denominator_vectors())


def _oriented_like(f, terms, vectors):
    r"""
    Return the short rational function with the given terms in the parent of
    ``f``, oriented by a generic refinement of a functional positive on
    ``vectors`` if any.
    """
    h = f._new(terms)
    base = _positive_functional(vectors, f.dimension())
    if base is None or not h._terms:
        return h
    ell = generic_functional(h.denominator_vectors() | set(vectors), base=base,
                             positive=list(vectors))
    return h.oriented(ell)


def _matvec(cols, lam):
    r"""
    Return `\sum_j \lambda_j a_j` for the columns ``cols``.
    """
    d = len(cols[0])
    return tuple(sum(x * c[i] for x, c in zip(lam, cols)) for i in range(d))


def _hadamard_terms(f, q1, A, g, q2, B):
    r"""
    Return the terms of `t^{q_1}/\prod(1 - t^A) \star t^{q_2}/\prod(1 - t^B)`
    (``A`` a denominator of ``f``, ``B`` one of ``g``).
    """
    if not B:
        m = f._solver(A).multiplicity(sub(q2, q1)) if A else int(q1 == q2)
        return [(QQ(1), q2, [])] if m else []
    if not A:
        m = g._solver(B).multiplicity(sub(q1, q2))
        return [(QQ(1), q1, [])] if m else []
    for dens, h in ((A, f), (B, g)):
        if not h._solver(dens).independent:
            raise NotImplementedError(
                "Hadamard products are implemented for terms with linearly independent "
                "denominator vectors; %s are dependent (decompose the term first)"
                % ", ".join(show_point(a) for a in dens))
    k, l = len(A), len(B)
    ieqs = [[0] + [1 if i == j else 0 for i in range(k + l)] for j in range(k + l)]
    eqns = [[a - b] + [x[i] for x in A] + [-y[i] for y in B]
            for i, (a, b) in enumerate(zip(q1, q2))]
    P = Polyhedron(ieqs=ieqs, eqns=eqns, base_ring=QQ)
    return [(c, add(q1, _matvec(A, e[:k])), [_matvec(A, w[:k]) for w in dens])
            for c, e, dens in oriented_polyhedron_terms(P)]


def intersection_with_polyhedron(f, Q):
    r"""
    Return the Hadamard product of ``f`` with the generating function of the
    lattice points of the rational polyhedron ``Q``, term by term (see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.intersection_with_polyhedron`).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.hadamard import intersection_with_polyhedron
        sage: f = ShortRationalFunction([(1, (0,), [(1,)])])
        sage: h = intersection_with_polyhedron(f, Polyhedron(vertices=[(2,), (4,)])); h
        -t1^5/(1 - t1) + t1^2/(1 - t1)
        sage: h.rational_function()
        t1^4 + t1^3 + t1^2
        sage: intersection_with_polyhedron(f, Polyhedron(vertices=[(2, 2)]))
        Traceback (most recent call last):
        ...
        ValueError: the polyhedron lives in dimension 2, not 1
    """
    d = f.dimension()
    if Q.ambient_dim() != d:
        raise ValueError("the polyhedron lives in dimension %s, not %s" % (Q.ambient_dim(), d))
    ieqs = [(ieq.b(), _rational_tuple(ieq.A())) for ieq in Q.inequalities()]
    eqns = [(e.b(), _rational_tuple(e.A())) for e in Q.equations()]
    terms = []
    for c, q, dens in f._terms:
        terms += [(c * a, e, w) for a, e, w in _restrict_term(f, q, dens, ieqs, eqns)]
    return _oriented_like(f, terms, f.denominator_vectors())


def _rational_tuple(v):
    r"""
    Return a rational vector as a tuple of rationals.
    """
    return tuple(QQ(x) for x in v)


def _restrict_term(f, q, dens, ieqs, eqns):
    r"""
    Return the terms of the generating function of `(q + \NN A) \cap Q`
    (``ieqs``: pairs `(b, h)` meaning `b + h\cdot x \ge 0`, ``eqns``:
    `b + h \cdot x = 0`), for a term `t^q/\prod(1 - t^A)` of ``f``.
    """
    inside = lambda x: (all(b + dot(h, x) >= 0 for b, h in ieqs)
                        and all(b + dot(h, x) == 0 for b, h in eqns))
    if not dens:
        return [(QQ(1), q, [])] if inside(q) else []
    if not f._solver(dens).independent:
        raise NotImplementedError("restriction to a polyhedron is implemented for terms with "
                                  "linearly independent denominator vectors")
    HA = [[dot(h, a) for a in dens] for _, h in ieqs]
    EA = [[dot(h, a) for a in dens] for _, h in eqns]
    if inside(q) and all(x >= 0 for row in HA for x in row) and not any(x for r in EA for x in r):
        return [(QQ(1), q, list(dens))]
    for (b, h), row in zip(ieqs, HA):
        if b + dot(h, q) < 0 and all(x <= 0 for x in row):
            return []
    k = len(dens)
    cone = [[0] + [1 if i == j else 0 for i in range(k)] for j in range(k)]
    P = Polyhedron(ieqs=cone + [[b + dot(h, q)] + row for (b, h), row in zip(ieqs, HA)],
                   eqns=[[b + dot(h, q)] + row for (b, h), row in zip(eqns, EA)],
                   base_ring=QQ)
    return [(c, add(q, _matvec(dens, e)), [_matvec(dens, w) for w in ws])
            for c, e, ws in oriented_polyhedron_terms(P)]
