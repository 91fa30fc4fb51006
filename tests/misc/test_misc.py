r"""
Tests of the leaf package sage_latticegames.misc, against brute force.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from itertools import product

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sage.geometry.cone import Cone
from sage.matrix.constructor import matrix
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ

from sage_latticegames.misc.points import integer_point, integer_vector, primitive_vector
from sage_latticegames.misc.integer_arrays import matmul_exact, rows_in, int_array
from sage_latticegames.misc.functionals import positivity_witness, generic_functional
from sage_latticegames.misc.integer_programs import nonnegative_integer_solution, ConeSolver
from sage_latticegames.misc.lattices import (LatticeData, span_lattice, coset_intersection,
                                             saturation)

SETTINGS = dict(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

small = st.integers(-3, 3)


def vectors(d, min_size=1, max_size=4):
    return st.lists(st.tuples(*[small] * d), min_size=min_size, max_size=max_size)


@pytest.mark.parametrize("bad", [(1, None), "12", b"12", (1, "2"), (True, 1), 5, (1.5, 2),
                                 (1, 1 / ZZ(2))])
def test_integer_point_rejects_garbage(bad):
    with pytest.raises(TypeError):
        integer_point(bad)


def test_integer_point_accepts_integers():
    assert integer_point((np.int64(3), ZZ(4), 5, 6 / ZZ(3))) == (3, 4, 5, 2)
    assert integer_vector((1, 2)).is_immutable()
    with pytest.raises(ValueError):
        integer_point((1, 2), d=3)


@settings(**SETTINGS)
@given(st.tuples(st.integers(-20, 20), st.integers(-20, 20), st.integers(1, 6)))
def test_primitive_vector(data):
    a, b, k = data
    v = primitive_vector((a * ZZ(k) / 7, b * ZZ(k) / 7))
    if (a, b) == (0, 0):
        assert v == 0
    else:
        from math import gcd
        assert gcd(int(v[0]), int(v[1])) == 1
        assert v[0] * b == v[1] * a and v[0] * a + v[1] * b > 0


@settings(**SETTINGS)
@given(st.integers(2, 3).flatmap(lambda d: vectors(d)))
def test_positivity_witness_against_the_cone(V):
    d = len(V[0])
    ell = positivity_witness(V)
    exists = all(any(v) for v in V) and Cone(V).is_strictly_convex()
    assert (ell is not None) == exists
    if ell is not None:
        assert all(sum(a * b for a, b in zip(ell, v)) > 0 for v in V)
        assert len(ell) == d


@settings(**SETTINGS)
@given(st.integers(2, 3).flatmap(lambda d: vectors(d)))
def test_generic_functional_is_nonzero(V):
    V = [v for v in V if any(v)]
    if not V:
        return
    mu = generic_functional(V)
    assert all(sum(a * b for a, b in zip(mu, v)) != 0 for v in V)


@settings(**SETTINGS)
@given(st.lists(st.tuples(st.integers(0, 4), st.integers(-2, 4)), min_size=1, max_size=3),
       st.tuples(st.integers(-3, 12), st.integers(-3, 12)))
def test_nonnegative_integer_solution_against_brute_force(cols, b):
    M = matrix(ZZ, 2, len(cols), [c[i] for i in range(2) for c in cols])
    x = nonnegative_integer_solution(M, b)
    # the brute force in Python integers: sum_j y_j cols[j] = b for some y in {0..12}^n
    brute = any(all(sum(c[i] * yj for c, yj in zip(cols, y)) == b[i] for i in range(2))
                for y in product(range(13), repeat=len(cols)))
    if x is not None:
        assert all(c >= 0 for c in x) and M * vector(ZZ, x) == vector(ZZ, b)
    # columns with a zero first entry and negative second may need large
    # multiplicities: the brute force only proves existence
    if brute:
        assert x is not None


@settings(**SETTINGS)
@given(vectors(2, 1, 3), st.tuples(st.integers(-6, 6), st.integers(-6, 6)))
def test_lattice_data_membership(G, p):
    lat = LatticeData(matrix(ZZ, 2, len(G), [g[i] for i in range(2) for g in G]))
    L = span_lattice(G, 2)
    assert lat.contains(p) == (vector(ZZ, p) in L)
    if lat.contains(p):
        x = lat.integer_combination(p)
        assert sum((x[j] * vector(ZZ, G[j]) for j in range(len(G))), vector(ZZ, 2)) == vector(ZZ, p)


#: the box of the brute force of test_coset_intersection_against_brute_force
COSET_BOX = [vector(ZZ, p) for p in product(range(-8, 9), repeat=2)]


@settings(**SETTINGS)
@given(vectors(2, 1, 2), vectors(2, 1, 2), st.tuples(small, small), st.tuples(small, small))
def test_coset_intersection_against_brute_force(G1, G2, c1, c2):
    L1, L2 = span_lattice(G1, 2), span_lattice(G2, 2)
    res = coset_intersection(vector(ZZ, c1), L1, vector(ZZ, c2), L2)
    both = [p for p in COSET_BOX if p - vector(ZZ, c1) in L1 and p - vector(ZZ, c2) in L2]
    if res is None:
        assert not both
    else:
        c, L = res
        assert c - vector(ZZ, c1) in L1 and c - vector(ZZ, c2) in L2
        assert all(p - c in L for p in both)
        assert L == L1.intersection(L2)


def test_saturation_is_memoized_and_exact():
    L = span_lattice([(2, 4), (0, 6)], 2)
    S = saturation(L)
    assert S.basis_matrix().rows() == matrix(ZZ, [[1, 0], [0, 1]]).rows()
    assert saturation(L) is S


def test_cone_solver_against_brute_force():
    dens = [(2, 1), (1, 3)]
    S = ConeSolver(dens, 2)
    for x in product(range(-3, 10), repeat=2):
        count = sum(1 for a, b in product(range(12), repeat=2)
                    if (2 * a + b, a + 3 * b) == x)
        assert S.multiplicity(x) == count


def test_integer_arrays_are_exact():
    X = int_array([(2**40, 1), (3, 4)], 2)
    Y = matmul_exact(X, [[2**30, 0], [1, 1]])
    assert Y.tolist() == [[2**70, 2**40 + 1], [3 * 2**30, 7]]
    assert rows_in(np.array([[1, 2], [3, 4]]), np.array([[3, 4]])).tolist() == [False, True]
