"""
Tests of sage_latticegames.semigroups.affine_semigroup.

Membership, enumeration, minimal generators, normality and the index are compared
with an independent brute force: the elements of a pointed semigroup in a region are
enumerated here by a breadth-first search bounded by a linear functional positive on
the generators (found by search over small functionals).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from itertools import product

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sage.matrix.constructor import matrix
from sage.misc.persist import dumps, loads
from sage.misc import sage_unittest
from sage.modules.free_module import FreeModule
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.geometry.toric_lattice import ToricLattice

from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.misc.integer_programs import nonnegative_integer_solution

from oracles import semigroup_elements, small_functional

SETTINGS = dict(deadline=None, derandomize=True, max_examples=25,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# ---------------------------------------------------------------------------
# brute force oracle
# ---------------------------------------------------------------------------


def level(ell, p):
    return sum(a * b for a, b in zip(ell, p))


@st.composite
def pointed_generators(draw, max_dim=3):
    d = draw(st.integers(1, max_dim))
    n = draw(st.integers(0, 4))
    gens = draw(st.lists(st.tuples(*[st.integers(-2, 3)] * d), min_size=n, max_size=n))
    gens = [g for g in gens if any(g)]
    ell = small_functional(gens, d)
    if ell is None:
        gens, ell = [tuple(abs(x) for x in g) for g in gens], (1,) * d
    return d, gens, ell


# ---------------------------------------------------------------------------
# membership and enumeration
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(pointed_generators())
def test_membership_agrees_with_enumeration(data):
    d, gens, ell = data
    A = AffineSemigroup(gens, lattice=d)
    bound = 8
    elements = semigroup_elements(gens, ell, bound)
    box = [p for p in product(range(-4, 5), repeat=d) if level(ell, p) <= bound]
    for p in box:
        assert (p in A) == (p in elements), (gens, p)
    X = np.array(box, dtype=np.int64)
    assert A.contains_points(X).tolist() == [p in elements for p in box]
    assert set(map(tuple, A.elements(level=bound, functional=ell, as_array=True).tolist())) == elements
    for p in box:
        lam = A.coefficients(p)
        if lam is None:
            assert p not in elements
        else:
            assert all(c >= 0 for c in lam)
            assert A.matrix() * vector(ZZ, lam) == vector(ZZ, p)


@settings(**SETTINGS)
@given(pointed_generators())
def test_box_enumeration(data):
    d, gens, ell = data
    A = AffineSemigroup(gens, lattice=d)
    lo, hi = (-2,) * d, (4,) * d
    bound = max(level(ell, c) for c in product(*zip(lo, hi)))
    expected = sorted(p for p in semigroup_elements(gens, ell, bound)
                      if all(a <= x <= b for x, a, b in zip(p, lo, hi)))
    assert [tuple(p) for p in A.elements(box=(lo, hi))] == expected


def test_non_pointed_membership():
    A = AffineSemigroup([(1, 0), (-1, 0), (0, 2), (1, 1)])
    assert not A.is_pointed()
    # A = {(a, b) : b >= 0}: (0, 1) = (1, 1) + (-1, 0)
    for p in product(range(-3, 4), repeat=2):
        assert (p in A) == (p[1] >= 0)
    X = np.array(list(product(range(-3, 4), repeat=2)))
    assert A.contains_points(X).tolist() == [bool(p[1] >= 0) for p in X]
    assert A.is_normal()
    B = AffineSemigroup([(2, 0), (-2, 0), (0, 1), (3, 1)])
    # B = {(a, b) : b >= 0, a even or b >= 1}: (1, 1) = (3, 1) - (2, 0) but (1, 0) is missing
    for p in product(range(-3, 4), repeat=2):
        expected = p[1] >= 1 or (p[1] == 0 and p[0] % 2 == 0)
        assert (p in B) == expected, p
    assert not B.is_normal()
    assert sorted(tuple(p) for p in B.elements(box=((-1, 0), (1, 1)))) == \
        [(-1, 1), (0, 0), (0, 1), (1, 1)]


def test_large_entries_exact():
    """GLPK works in floating point: big numbers must still give exact answers."""
    a, b = 1000003, 1000033
    A = AffineSemigroup([(a,), (b,)])
    frobenius = a * b - a - b
    assert (frobenius,) not in A
    assert (frobenius + 1,) in A
    assert (5 * a + 7 * b,) in A
    lam = A.coefficients((frobenius + 1,))
    assert lam[0] * a + lam[1] * b == frobenius + 1
    X = np.array([[frobenius], [frobenius + 1], [3 * a]], dtype=np.int64)
    assert A.contains_points(X).tolist() == [False, True, True]


def test_nonnegative_integer_solution_brute_force():
    M = matrix(ZZ, [[3, 5, 0, 1], [1, 0, 2, -1]])
    Mn = np.array(M.rows(), dtype=np.int64)
    lam = np.array(list(product(range(13), repeat=4)), dtype=np.int64)
    reachable = set(map(tuple, (lam @ Mn.T).tolist()))
    for b in product(range(-2, 12), range(-3, 7)):
        sol = nonnegative_integer_solution(M, b)
        # 3 x0 + 5 x1 + x3 = b0 <= 11 bounds x0, x1, x3; x2 <= (b1 + x3) / 2 <= 9
        assert (sol is not None) == (b in reachable), b
        if sol is not None:
            assert M * vector(ZZ, sol) == vector(ZZ, b)


# ---------------------------------------------------------------------------
# structure
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(pointed_generators())
def test_minimal_generators_brute_force(data):
    d, gens, ell = data
    A = AffineSemigroup(gens, lattice=d)
    gens = [tuple(int(x) for x in g) for g in A.generators()]
    expected = []
    for g in gens:
        others = [h for h in gens if h != g]
        if g not in semigroup_elements(others, ell, level(ell, g)):
            expected.append(g)
    assert [tuple(g) for g in A.minimal_generators()] == expected
    assert AffineSemigroup(expected, lattice=d) == A
    assert hash(AffineSemigroup(expected[::-1], lattice=d)) == hash(A)


@settings(**SETTINGS)
@given(pointed_generators())
def test_index_and_normality(data):
    d, gens, ell = data
    A = AffineSemigroup(gens, lattice=d)
    M = FreeModule(ZZ, d).submodule([vector(ZZ, g) for g in gens])
    assert A.index() == M.index_in(M.saturation())
    assert A.dimension() == M.rank()
    H = [tuple(int(x) for x in h) for h in A.hilbert_basis()]
    for h in H:       # Hilbert basis elements lie in the group and the cone
        assert A.in_group(h) and A.in_cone(h)
    holes = [h for h in H if h not in semigroup_elements(gens, ell, level(ell, h))]
    assert A.is_normal() == (not holes)
    if A.is_normal():
        bound = 6
        elements = semigroup_elements(gens, ell, bound)
        for p in product(range(-3, 5), repeat=d):
            if level(ell, p) <= bound and A.in_group(p) and A.in_cone(p):
                assert p in elements
    assert A.is_saturated() == (A.is_normal() and A.index() == 1)


def test_trivial_semigroup():
    T = AffineSemigroup([], lattice=2)
    assert T.is_trivial() and T.is_pointed() and T.is_normal()
    assert (0, 0) in T and (1, 0) not in T
    assert [tuple(p) for p in T.elements(box=((-1, -1), (1, 1)))] == [(0, 0)]
    assert T.dimension() == 0 and T.index() == 1 and T.complexity() == 0
    assert T == AffineSemigroup([(0, 0)])
    sage_unittest.TestSuite(T).run()


def test_complexity_definition_4_8():
    # d n + sum of ceil(log2 |a|): entries 2, 3, 1, 8 -> 1 + 2 + 0 + 3 bits
    A = AffineSemigroup([(2, 3), (1, 8)])
    assert A.complexity() == 2 * 2 + 6


def test_equality_hash_pickling():
    A = AffineSemigroup([(1, 0), (1, 1), (1, 2), (2, 2)])
    B = AffineSemigroup([(1, 2), (1, 0), (1, 1)])
    assert A == B and hash(A) == hash(B)
    assert A != AffineSemigroup([(1, 0), (1, 2)])
    assert loads(dumps(A)) == A
    assert AffineSemigroup([(2, 0)]) <= A
    sage_unittest.TestSuite(A).run()
    C = AffineSemigroup([(1, 0), (-1, 0), (0, 1)])
    assert C == AffineSemigroup([(-1, 0), (1, 0), (0, 1), (5, 1)])
    assert hash(C) == hash(AffineSemigroup([(-1, 0), (1, 0), (0, 1), (5, 1)]))


# ---------------------------------------------------------------------------
# bad input
# ---------------------------------------------------------------------------
def test_bad_input():
    with pytest.raises(ValueError, match="has 3 coordinates, expected 2"):
        AffineSemigroup([(1, 0), (0, 1, 1)])
    with pytest.raises(TypeError, match="non-integer entries"):
        AffineSemigroup([(1, 0), (1 / 2, 1)])
    with pytest.raises(ValueError, match="give the lattice"):
        AffineSemigroup([])
    with pytest.raises(ValueError, match="expected 2"):
        AffineSemigroup([(1, 0, 0)], lattice=2)
    with pytest.raises(ValueError, match="expected 3"):
        AffineSemigroup([(1, 0)], lattice=ToricLattice(3))
    A = AffineSemigroup([(1, 0), (-1, 0)])
    with pytest.raises(ValueError, match="not pointed"):
        A.positivity_witness()
    with pytest.raises(ValueError, match="not pointed"):
        A.elements(level=3)
    with pytest.raises(ValueError, match="not positive on the generator"):
        AffineSemigroup([(1, 0), (0, 1)]).elements(level=3, functional=(1, 0))
    with pytest.raises(ValueError, match="exactly one"):
        AffineSemigroup([(1, 0)]).elements()
    with pytest.raises(TypeError):
        AffineSemigroup([(1, 0)]).contains_points(np.array([[0.5, 1.0]]))
    with pytest.raises(ValueError, match="expected 2"):
        AffineSemigroup([(1, 0)]).contains((1, 2, 3))
    assert (1, 2, 3) not in AffineSemigroup([(1, 0)])


# ---------------------------------------------------------------------------
# huge coordinates (the membership structure; answers known by construction)
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(pointed_generators(), st.data())
def test_membership_huge_coordinates(data, draw):
    d, gens, ell = data
    A = AffineSemigroup(gens, lattice=d)
    n = len(gens)
    coeffs = draw.draw(st.lists(st.integers(0, 10**12), min_size=n, max_size=n))
    p = tuple(sum(c * g[i] for c, g in zip(coeffs, gens)) for i in range(d))
    assert p in A
    lam = A.coefficients(p)
    assert all(c >= 0 for c in lam) and A.matrix() * vector(ZZ, lam) == vector(ZZ, p)
    # far out points on which ell is negative are outside the cone
    q = tuple(-10**12 * e for e in ell)
    assert q not in A
    # a small point known by brute force, moved by a huge multiple of an element of A:
    # membership is preserved for elements (a + A is inside A)
    small = semigroup_elements(gens, ell, 6)
    for x in sorted(small)[:5]:
        y = tuple(a + b for a, b in zip(x, p))
        assert y in A
    X = np.array([p, q], dtype=np.int64)
    assert A.contains_points(X).tolist() == [True, False]


def test_membership_huge_holes():
    A = AffineSemigroup([(2, 0), (3, 0), (0, 1)])
    K = 10**12
    assert (K, 7) in A and (K + 1, 7) in A and (1, K) not in A and (-1, K) not in A
    X = np.array([(1, K), (K, 1), (1, 0), (0, K)], dtype=np.int64)
    assert A.contains_points(X).tolist() == [False, True, False, True]


def test_translate_counts_and_candidate_rows_are_exact():
    A = AffineSemigroup([(2, 0), (0, 3), (1, 1)])
    X = np.array([(a, b) for a in range(-1, 7) for b in range(-1, 7)], dtype=np.int64)
    T = [(0, 0), (1, 0), (0, 2)]
    counts = A.translate_counts(X, T)
    for x, c in zip(X.tolist(), counts.tolist()):
        assert c == sum(A.contains(tuple(a - b for a, b in zip(x, f))) for f in T)
    for f, idx in A.candidate_rows(X, T):
        inside = [i for i, x in enumerate(X.tolist()) if A.contains(tuple(a - b for a, b in zip(x, f)))]
        assert set(inside) <= set(idx.tolist())
    assert A.lattice_data().rank == 2
    assert A.cone_data().eqs == []
    B = 2**70
    assert A.translate_counts([(B, B)], [(B - 2, B - 3)]).tolist() == [1]
