"""
Tests of sage_latticegames.generating_functions: short rational generating
functions (Definitions 3.2-3.4 and Lemma 3.5 of [GM-A]), their parent
ShortRationalFunctions and the algorithm modules.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from sage.geometry.polyhedron.constructor import Polyhedron
from sage.misc.persist import loads, dumps
from sage.misc import sage_unittest
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing

from sage_latticegames.generating_functions.ring import (
    ShortRationalFunction, ShortRationalFunctions)
from sage_latticegames.generating_functions.conversion import Denominator
from sage_latticegames.generating_functions.latte import parse_latte
from sage_latticegames.misc.functionals import generic_functional

SETTINGS = dict(max_examples=15, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


# ----------------------------------------------------------------------
# strategies of random data
# ----------------------------------------------------------------------
def independent_vectors(d, k, positive):
    """Lists of k linearly independent vectors in Z^d with small entries."""
    lo = 0 if positive else -2
    vec = st.tuples(*[st.integers(lo, 2)] * d)
    return st.lists(vec, min_size=k, max_size=k).filter(
        lambda vs: _rank(vs) == len(vs) and all(any(v) for v in vs))


def _rank(vs):
    from sage.matrix.constructor import matrix
    return matrix(ZZ, vs).rank() if vs else 0


@st.composite
def terms(draw, d=2, positive=True, max_terms=3):
    out = []
    for _ in range(draw(st.integers(1, max_terms))):
        k = draw(st.integers(0, d))
        dens = draw(independent_vectors(d, k, positive))
        p = draw(st.tuples(*[st.integers(-2, 3)] * d))
        alpha = draw(st.sampled_from([1, -1, 2, QQ(1) / 2]))
        out.append((alpha, p, dens))
    return out


def term_set_coefficients(terms_, box):
    """Oracle: coefficients of the term-wise expansion on a box, by enumerating
    q + sum n_j a_j with bounded n (denominators in N^d, nonzero)."""
    lo, hi = box
    coeffs = {}
    for alpha, q, dens in terms_:
        bound = max(hi) - min(lo) + 6
        for n in itertools.product(range(bound), repeat=len(dens)):
            x = tuple(qi + sum(nj * a[i] for nj, a in zip(n, dens)) for i, qi in enumerate(q))
            if all(l <= c <= h for l, c, h in zip(lo, x, hi)):
                coeffs[x] = coeffs.get(x, 0) + alpha
    return coeffs


BOX2 = ((-2, -2), (5, 5))


def box_points(box):
    lo, hi = box
    return itertools.product(*[range(a, b + 1) for a, b in zip(lo, hi)])


# ----------------------------------------------------------------------
# construction and printing
# ----------------------------------------------------------------------
def test_example_8_2_printing():
    f = ShortRationalFunction([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], names="a,b")
    assert str(f) == "a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))"
    R = PolynomialRing(QQ, "a,b")
    a, b = R.gens()
    assert f.rational_function() == a / (1 - a ** 2) + b ** 2 / ((1 - a ** 2) * (1 - b ** 2))
    assert "frac" in f._latex_()


def test_zero_denominator_vector_is_rejected():
    with pytest.raises(ValueError, match="denominator vector \\(0, 0\\) of a term is zero"):
        ShortRationalFunction([(1, (0, 0), [(1, 0), (0, 0)])])


def test_wrong_dimensions_are_rejected():
    with pytest.raises(ValueError, match="has 3 coordinates, expected 2"):
        ShortRationalFunction([(1, (0, 0), []), (1, (0, 0, 1), [])])
    f = ShortRationalFunction([(1, (0, 0), [(1, 0)])])
    with pytest.raises(ValueError, match="has 1 coordinates, expected 2"):
        f.coefficient((3,))
    with pytest.raises(ValueError):
        f + ShortRationalFunction([(1, (0,), [])])
    with pytest.raises(TypeError):
        ShortRationalFunction([(1, (QQ(1) / 2, 0), [])])
    with pytest.raises(TypeError, match="triple"):
        ShortRationalFunction([(1, (0, 0))])


def test_merging_and_cancellation():
    f = ShortRationalFunction([(1, (1, 0), [(2, 0), (0, 1)]), (2, (1, 0), [(0, 1), (2, 0)]),
                               (-3, (1, 0), [(2, 0), (0, 1)])])
    assert len(f) == 0 and f.is_zero() and f == 0


def test_pickling_hash_testsuite():
    f = ShortRationalFunction([(QQ(3) / 4, (1, -2), [(2, 1)]), (-1, (0, 0), [])])
    assert loads(dumps(f)) == f
    sage_unittest.TestSuite(f).run()
    g = f.oriented((-1, 0))
    assert g == f and hash(g) == hash(f)
    assert f != f.monomial_multiple((1, 0))


def test_complexity_definition_3_3():
    # |I|(1 + d + kd) + bits: one term, d = 2, k = 1: 5 + (2 + 2) + 3 + 1
    f = ShortRationalFunction([(QQ(3) / 4, (5, 0), [(2, 0)])])
    assert f.complexity() == 13


# ----------------------------------------------------------------------
# arithmetic and expansions
# ----------------------------------------------------------------------
@settings(**SETTINGS)
@given(terms(), terms())
def test_sum_scalar_monomial_match_rational_functions(t1, t2):
    f, g = ShortRationalFunction(t1), ShortRationalFunction(t2)
    R = f.rational_function().parent()
    x = R.gens()
    assert (f + g).rational_function() == f.rational_function() + g.rational_function()
    assert (3 * f - g).rational_function() == 3 * f.rational_function() - g.rational_function()
    assert f.monomial_multiple((2, -1)).rational_function() == \
        x[0] ** 2 / x[1] * f.rational_function()
    assert (f + g) - g == f


@settings(**SETTINGS)
@given(terms())
def test_expansion_and_coefficients_match_enumeration(t):
    f = ShortRationalFunction(t)
    oracle = term_set_coefficients(t, BOX2)
    for p in box_points(BOX2):
        assert f.coefficient(p) == oracle.get(p, 0)
    # truncated expansion in direction (1, 3) (positive on N^2): every monomial of level <= 6
    E = f.truncated_expansion((1, 3), 6)
    expected = {}
    for alpha, q, dens in t:
        for n in itertools.product(range(20), repeat=len(dens)):
            x = tuple(qi + sum(nj * a[i] for nj, a in zip(n, dens)) for i, qi in enumerate(q))
            if x[0] + 3 * x[1] <= 6:
                expected[x] = expected.get(x, 0) + alpha
    got = {tuple(e): c for e, c in E.dict().items()}
    assert got == {x: c for x, c in expected.items() if c}


@settings(**SETTINGS)
@given(terms(positive=False), st.tuples(st.integers(-3, 3), st.integers(-3, 3)))
def test_orientation_keeps_the_rational_function(t, ell):
    f = ShortRationalFunction(t)
    ell = generic_functional(f.denominator_vectors(), base=ell) if any(ell) else \
        generic_functional(f.denominator_vectors())
    g = f.oriented(ell) if ell is not None else f
    assert g.rational_function() == f.rational_function()
    assert g == f
    if ell is not None:
        assert g.is_oriented(ell)


def test_orientation_changes_the_series_as_documented():
    h = ShortRationalFunction([(1, (0,), [(-1,)])])
    assert h.coefficient((-4,)) == 1 and h.coefficient((4,)) == 0
    o = h.oriented((1,))
    assert o.coefficient((-4,)) == 0 and o.coefficient((4,)) == -1
    with pytest.raises(ValueError, match="vanishes on the denominator vector"):
        ShortRationalFunction([(1, (0, 0), [(1, -1)])]).oriented((1, 1))


def test_dependent_denominators_count_vector_partitions():
    f = ShortRationalFunction([(1, (0, 0), [(1, 0), (0, 1), (1, 1)])])
    # number of (a, b, c) >= 0 with (a + c, b + c) = (3, 5)
    assert f.coefficient((3, 5)) == 4
    assert not f.has_independent_denominators()


@settings(**SETTINGS)
@given(terms())
def test_rational_function_round_trip(t):
    f = ShortRationalFunction(t)
    r = f.rational_function()
    g = ShortRationalFunction.from_rational_function(r)
    assert g.rational_function() == r
    assert g == f


def test_from_rational_function_rejects_non_binomial_denominators():
    R = PolynomialRing(QQ, "a,b")
    a, b = R.gens()
    with pytest.raises(ValueError, match="divides no binomial"):
        ShortRationalFunction.from_rational_function(1 / (1 - a - b))
    f = ShortRationalFunction.from_rational_function(1 / ((1 - a ** 2) * (1 - b ** 2)))
    assert str(f) == "1/((1 - a^2)*(1 - b^2))"


# ----------------------------------------------------------------------
# LattE and Hadamard products
# ----------------------------------------------------------------------
def test_parse_latte_output_exactly():
    text = "x[0]^3/((1-x[0])*(1-x[0]^(-1)*x[1]))\n + (-1)*x[1]^(-2)/((1-x[1])^2)\n - 1/2*x[0]"
    assert parse_latte(text, 2) == [(1, (3, 0), [(1, 0), (-1, 1)]),
                                     (-1, (0, -2), [(0, 1), (0, 1)]),
                                     (QQ(-1) / 2, (1, 0), [])]


@st.composite
def polyhedra(draw):
    """Small pointed rational polyhedra in dimension 2 (some unbounded)."""
    vertices = draw(st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
                             min_size=1, max_size=4))
    vertices = [(QQ(x) / 2, QQ(y) / 1) for x, y in vertices]
    rays = draw(st.sampled_from([[], [(1, 0)], [(1, 0), (0, 1)], [(1, 1), (1, -1)],
                                 [(1, 2), (2, 1)]]))
    return Polyhedron(vertices=vertices, rays=rays, base_ring=QQ)


@settings(**SETTINGS)
@given(polyhedra())
def test_latte_generating_function_matches_lattice_points(P):
    f = ShortRationalFunction.from_polyhedron(P)
    box = Polyhedron(vertices=list(itertools.product([-4, 8], repeat=2)))
    inside = set(tuple(x) for x in P.intersection(box).integral_points())
    for p in box_points(((-4, -4), (8, 8))):
        assert f.coefficient(p) == (1 if p in inside else 0), p


@settings(**SETTINGS)
@given(terms(max_terms=2), terms(max_terms=2))
def test_hadamard_product_multiplies_coefficients(t1, t2):
    f, g = ShortRationalFunction(t1), ShortRationalFunction(t2)
    h = f.hadamard_product(g)
    for p in box_points(((-2, -2), (6, 6))):
        assert h.coefficient(p) == f.coefficient(p) * g.coefficient(p), p


@settings(**SETTINGS)
@given(terms(max_terms=2), st.tuples(st.integers(-1, 3), st.integers(-1, 3)))
def test_intersection_with_a_shifted_cone_is_a_hadamard_product(t, p):
    f = ShortRationalFunction(t)
    Q = Polyhedron(vertices=[p], rays=[(1, 0), (1, 2)])
    h = f.intersection_with_polyhedron(Q)
    assert h == f.hadamard_product(ShortRationalFunction.from_polyhedron(Q))
    for x in box_points(((-2, -2), (6, 6))):
        assert h.coefficient(x) == (f.coefficient(x) if Q.contains(x) else 0)


def test_hadamard_product_unsupported_terms_raise_clearly():
    f = ShortRationalFunction([(1, (0,), [(1,), (2,)])])
    with pytest.raises(NotImplementedError, match="linearly independent"):
        f.hadamard_product(ShortRationalFunction([(1, (0,), [(1,)])]))


# ----------------------------------------------------------------------
# exact equality
# ----------------------------------------------------------------------
def test_brion_identity_with_huge_exponents():
    N = 10 ** 12
    # lattice points of [N, 2N] as a difference of two half-lines, and via Brion
    f = ShortRationalFunction([(1, (N,), [(1,)]), (-1, (2 * N + 1,), [(1,)])])
    g = ShortRationalFunction([(1, (N,), [(1,)]), (1, (2 * N,), [(-1,)])])
    assert f == g
    assert f != g + ShortRationalFunction([(1, (N + 5,), [])])
    assert f.coefficient((N + 7,)) == 1 and g.oriented((1,)).coefficient((2 * N + 3,)) == 0


@settings(**SETTINGS)
@given(terms(positive=False), terms(positive=False))
def test_equality_agrees_with_rational_functions(t1, t2):
    f, g = ShortRationalFunction(t1), ShortRationalFunction(t2)
    assert (f == g) == (f.rational_function() == g.rational_function())
    assert f == ShortRationalFunction(list(reversed(t1)))


# ----------------------------------------------------------------------
# the parent, the element class and the invariants run by TestSuite
# ----------------------------------------------------------------------
def test_parent_and_element_classes():
    V = ShortRationalFunctions(2, "a,b")
    assert V is ShortRationalFunctions(2, ("a", "b"))
    f = ShortRationalFunction([(1, (1, 0), [(2, 0)])], names="a,b")
    assert f.parent() is V and isinstance(f, ShortRationalFunction)
    assert V([(1, (1, 0), [(2, 0)])]) == f
    assert f + 1 == 1 + f and (f - 1) + 1 == f and 2 * f == f + f == f * 2
    assert V(0) == V.zero() == 0 and not V.zero()
    with pytest.raises(ValueError, match="variables a, b and x, y"):
        f + ShortRationalFunction([(1, (0, 0), [])], names="x,y")
    # the default variables t1, t2 take the names of the other function
    assert f + ShortRationalFunction([(1, (0, 0), [])]) == f + 1
    assert (ShortRationalFunction([(1, (0, 0), [])]) + f).parent() is V
    with pytest.raises(ValueError, match="have 2 and 1 variables"):
        f - ShortRationalFunction([(1, (0,), [])])
    assert f != ShortRationalFunction([(1, (1, 0), [(2, 0)])], names="x,y")
    with pytest.raises(NotImplementedError):
        f * f


def test_denominator_value_type():
    D = Denominator([(0, 2), (2, 0), (0, 2)])
    assert D == Denominator([(2, 0), (0, 2), (0, 2)]) and hash(D) == hash(Denominator(list(D)))
    assert len(D) == 3 and D[0] == (2, 0) and D.multiplicities() == {(2, 0): 1, (0, 2): 2}
    assert loads(dumps(D)) == D
    f = ShortRationalFunction([(1, (0, 0), [(0, 2), (2, 0)])])
    assert all(isinstance(dens, Denominator) for _, _, dens in f._terms)
    with pytest.raises(ValueError, match="is zero"):
        Denominator([(0, 0)])


@pytest.mark.parametrize("d", [0, 1, 2])
def test_testsuite_of_the_parent(d):
    sage_unittest.TestSuite(ShortRationalFunctions(d)).run(raise_on_failure=True)


@settings(**SETTINGS)
@given(terms(positive=False))
def test_testsuite_invariants_of_random_elements(t):
    f = ShortRationalFunction(t)
    f._test_expansion()
    f._test_rational_function()
    sage_unittest.TestSuite(f).run(raise_on_failure=True)


def test_test_expansion_detects_a_wrong_coefficient():
    f = ShortRationalFunction([(1, (0, 0), [(2, 0), (1, 1)])])
    f.coefficient = lambda p: 0
    with pytest.raises(AssertionError):
        f._test_expansion()
