r"""
Generating functions of polyhedra through LattE integrale

The bridge to Barvinok's algorithm: LattE integrale computes the
multivariate generating function of the lattice points of a rational
polyhedron (``count(..., multivariate_generating_function=True)`` of
:mod:`sage.interfaces.latte`); :func:`parse_latte` reads its output exactly
into terms ``(alpha, p, dens)``, and :func:`from_polyhedron` orients them by a
generic functional positive on the recession cone, so that the term-wise
expansion of the result is the set of lattice points (Definition 3.2 of
[GM-A] and the proof of Theorem 3.6 there; Barvinok--Woods).

This is the algorithm behind
:meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.from_polyhedron`;
Hadamard products (:mod:`~sage_latticegames.generating_functions.hadamard`)
use :func:`oriented_polyhedron_terms`.

EXAMPLES::

    sage: from sage_latticegames.generating_functions.latte import polyhedron_terms
    sage: polyhedron_terms(Polyhedron(vertices=[(0,), (5/2,)]))  # needs latte_int
    [(1, (0,), [(1,)]), (1, (2,), [(-1,)])]

A polyhedron containing a line never reaches LattE::

    sage: polyhedron_terms(Polyhedron(vertices=[(0, 0)], rays=[(1, 0)], lines=[(0, 1)]))
    Traceback (most recent call last):
    ...
    ValueError: the polyhedron A 2-dimensional polyhedron in ZZ^2 defined as the convex hull of 1 vertex, 1 ray, 1 line is not pointed: its lattice points have no rational generating function
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import ast
import re

from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.arith.functions import lcm

from sage_latticegames.misc.points import int_tuple, add, sub, scale
from sage_latticegames.misc.functionals import generic_functional
from sage_latticegames.misc.integer_programs import integer_solvable, latte_count
from sage_latticegames.generating_functions.conversion import normalize_terms, oriented_terms


def _latte_raw(P):
    r"""
    Return LattE's multivariate generating function of the lattice points of
    the rational polyhedron ``P`` as a string.
    """
    count = latte_count()
    return count(P.cdd_Hrepresentation(), cdd=True, multivariate_generating_function=True,
                 raw_output=True)


def parse_latte(text, d):
    r"""
    Parse LattE's output (a sum of ``monomial/((1-monomial)*...)`` in the
    variables ``x[0], ..., x[d-1]``) exactly into a list of terms
    ``(coefficient, exponent, denominators)``.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.latte import parse_latte
        sage: parse_latte("x[0]^3/((1-x[0])*(1-x[0]^(-1)*x[1]))\n - 2*x[1]^(-1)/((1-x[1])^2)", 2)
        [(1, (3, 0), [(1, 0), (-1, 1)]), (-2, (0, -1), [(0, 1), (0, 1)])]
    """
    expr = re.sub(r"x\[(\d+)\]", r"x_\1", " ".join(text.split())).replace("^", "**")
    if not expr:
        return []
    tree = ast.parse(expr, mode="eval").body
    zero = (0,) * d

    def fail(node):
        raise ValueError("cannot parse the generating function %r near %r"
                         % (text, ast.unparse(node)))

    def monomial(node):
        # -> (coefficient, exponent)
        if isinstance(node, ast.Name) and node.id.startswith("x_"):
            i = int(node.id[2:])
            return QQ(1), tuple(1 if j == i else 0 for j in range(d))
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return QQ(node.value), zero
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            c, e = monomial(node.operand)
            return -c, e
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            c1, e1 = monomial(node.left)
            c2, e2 = monomial(node.right)
            return c1 * c2, add(e1, e2)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            c1, e1 = monomial(node.left)
            c2, e2 = monomial(node.right)
            return c1 / c2, sub(e1, e2)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            n = exponent(node.right)
            c, e = monomial(node.left)
            return c ** n, scale(n, e)
        fail(node)

    def exponent(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -exponent(node.operand)
        fail(node)

    def denominator(node):
        # -> (scalar, monomial exponent, list of binomial vectors)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            c1, e1, b1 = denominator(node.left)
            c2, e2, b2 = denominator(node.right)
            return c1 * c2, add(e1, e2), b1 + b2
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            n = exponent(node.right)
            c, e, b = denominator(node.left)
            if n < 0 or (b and n == 0):
                fail(node)
            return c ** n, scale(n, e), b * n
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)
                and isinstance(node.left, ast.Constant) and node.left.value == 1):
            c, e = monomial(node.right)
            if c != 1 or e == zero:
                fail(node)
            return QQ(1), zero, [e]
        c, e = monomial(node)
        return c, e, []

    def terms(node):
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            right = terms(node.right)
            if isinstance(node.op, ast.Sub):
                right = [(-c, e, b) for c, e, b in right]
            return terms(node.left) + right
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return [(-c, e, b) for c, e, b in terms(node.operand)]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            cd, ed, b = denominator(node.right)
            if cd == 0:
                fail(node)
            return [(c / cd, sub(e, ed), bb + b) for c, e, bb in terms(node.left)]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            return [(c1 * c2, add(e1, e2), b1 + b2)
                    for c1, e1, b1 in terms(node.left) for c2, e2, b2 in terms(node.right)]
        c, e = monomial(node)
        return [(c, e, [])]

    return terms(tree)


def _positive_on_recession_cone(P):
    r"""
    Return an integral functional positive on the recession cone of the
    pointed polyhedron ``P`` minus the origin (the sum of the normals of its
    inequalities), and the rays of that cone.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.latte import _positive_on_recession_cone
        sage: _positive_on_recession_cone(Polyhedron(rays=[(1, 0), (1, 2)]))
        ((2, 0), [(1, 0), (1, 2)])
        sage: _positive_on_recession_cone(Polyhedron(lines=[(1, 0)]))
        Traceback (most recent call last):
        ...
        ValueError: the polyhedron A 1-dimensional polyhedron in ZZ^2 defined as the convex hull of 1 vertex and 1 line is not pointed: its lattice points have no rational generating function
    """
    rays = [int_tuple(r.vector() * lcm([c.denominator() for c in r.vector()]))
            for r in P.rays()]
    if P.lines():
        raise ValueError("the polyhedron %s is not pointed: its lattice points have no "
                         "rational generating function" % P)
    if not rays:
        return None, []
    normals = [ieq.A() for ieq in P.inequalities()]
    s = sum(normals, vector(QQ, P.ambient_dim()))
    s = s * lcm([c.denominator() for c in s])
    return int_tuple(s), rays


def polyhedron_terms(P):
    r"""
    Return the terms of the generating function of the lattice points of the
    rational polyhedron ``P`` (LattE, parsed exactly; not yet oriented).

    The empty polyhedron, a single point and a polyhedron whose affine hull
    has no lattice point are handled without LattE.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.latte import polyhedron_terms
        sage: polyhedron_terms(Polyhedron(vertices=[(1/2, 1/2)])), polyhedron_terms(Polyhedron(vertices=[(1, 2)]))
        ([], [(1, (1, 2), [])])
    """
    d = P.ambient_dim()
    if P.is_empty():
        return []
    if P.lines():
        raise ValueError("the polyhedron %s is not pointed: its lattice points have no "
                         "rational generating function" % P)
    if P.dim() == 0:
        v = P.vertices()[0].vector()
        return [(QQ(1), int_tuple(v), [])] if all(c in ZZ for c in v) else []
    if not integer_solvable([list(e) for e in P.equations()]):
        return []
    return parse_latte(_latte_raw(P), d)


def oriented_polyhedron_terms(P):
    r"""
    Return the terms of the generating function of the lattice points of
    ``P``, oriented by a generic refinement of a functional positive on its
    recession cone, so that their term-wise expansion is the set.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.latte import oriented_polyhedron_terms
        sage: oriented_polyhedron_terms(Polyhedron(vertices=[(0,), (5/2,)]))
        [(1, (0,), [(1,)]), (-1, (3,), [(1,)])]
    """
    terms = polyhedron_terms(P)
    vectors = set(tuple(a) for _, _, dens in terms for a in dens)
    if not vectors:
        return terms
    base, rays = _positive_on_recession_cone(P)
    ell = generic_functional(vectors, base=base, positive=rays)
    terms = normalize_terms(terms, P.ambient_dim())
    return [(c, p, list(dens)) for c, p, dens in normalize_terms(oriented_terms(terms, ell),
                                                                   P.ambient_dim())]


def from_polyhedron(P, parent, functional=None):
    r"""
    Return the generating function of the lattice points of the rational
    polyhedron ``P`` in ``parent``, oriented by a generic functional positive
    on the recession cone of ``P`` (refining ``functional`` if given); see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.from_polyhedron`.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
        sage: from sage_latticegames.generating_functions.latte import from_polyhedron
        sage: from_polyhedron(Polyhedron(vertices=[(0,), (5/2,)]), ShortRationalFunctions(1, 'x'))
        1/(1 - x) - x^3/(1 - x)
    """
    f = parent(polyhedron_terms(P))
    base, rays = _positive_on_recession_cone(P)
    if functional is not None:
        base = int_tuple(functional)
    ell = generic_functional(f.denominator_vectors(), base=base, positive=rays)
    return f.oriented(ell) if ell is not None else f
