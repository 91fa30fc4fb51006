"""
Tests of sage_latticegames.misc.integer_programs: exact semigroup membership
(SemigroupMembership, nonnegative_integer_solution) against brute force and
4ti2, for small and huge coordinates, and the guarded child processes (no
4ti2 child survives an interrupted or killed Python process).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import os
import signal
import subprocess
import sys
import time
from itertools import product

import numpy as np
import psutil
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ

from sage_latticegames.misc.integer_programs import (SemigroupMembership, semigroup_membership,
                                                     nonnegative_integer_solution, zsolve_solution,
                                                     run_guarded, guard_children)
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.stratifications.affine_stratification import AffineStratification

from oracles import small_functional, module_points

SETTINGS = dict(deadline=None, derandomize=True, max_examples=40,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

HUGE = 10**12


@st.composite
def generator_sets(draw, max_dim=3, max_gens=5):
    d = draw(st.integers(1, max_dim))
    n = draw(st.integers(1, max_gens))
    gens = draw(st.lists(st.tuples(*[st.integers(-3, 3)] * d), min_size=n, max_size=n))
    return d, gens


def check_witness(gens, p, x):
    assert all(c >= 0 for c in x)
    d = len(p)
    assert tuple(sum(c * g[i] for c, g in zip(x, gens)) for i in range(d)) == tuple(p)


def reachable(gens, d, bound):
    """The sums of the gens with coefficients at most ``bound``."""
    G = np.array(gens, dtype=np.int64).reshape(len(gens), d)
    lam = np.array(list(product(range(bound + 1), repeat=len(gens))), dtype=np.int64)
    return set(map(tuple, (lam @ G).tolist()))


# ---------------------------------------------------------------------------
# small coordinates: brute force
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(generator_sets())
def test_membership_against_brute_force(data):
    d, gens = data
    S = SemigroupMembership(gens, d)
    assert S.available
    box = list(product(range(-4, 5), repeat=d))
    nonzero = [g for g in gens if any(g)]
    if small_functional(nonzero, d) is not None:
        # pointed: the elements in the box are known exactly
        elements = module_points([(0,) * d], nonzero, ((-4,) * d, (4,) * d))
        for p in box:
            x = S.solution(p)
            assert (x is not None) == (p in elements), (gens, p)
            if x is not None:
                check_witness(gens, p, x)
    else:
        # not pointed: every bounded combination is found, every witness is right
        reach = reachable(gens, d, 6)
        for p in box:
            x = S.solution(p)
            if p in reach:
                assert x is not None, (gens, p)
            if x is not None:
                check_witness(gens, p, x)


@settings(**dict(SETTINGS, max_examples=15))
@given(generator_sets(max_dim=2, max_gens=4), st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
                                                       min_size=3, max_size=3))
def test_membership_against_4ti2(data, points):
    d, gens = data
    S = SemigroupMembership(gens, d)
    M = matrix(ZZ, d, len(gens), lambda i, j: gens[j][i])
    for p in points:
        p = p[:d]
        assert (S.solution(p) is None) == (zsolve_solution(M, p) is None), (gens, p)


def test_non_simplicial_cone():
    # the cone over a square, with a non-normal semigroup: holes at odd points
    gens = [(2, 0, 1), (0, 2, 1), (-2, 0, 1), (0, -2, 1), (1, 1, 1), (0, 0, 3)]
    S = SemigroupMembership(gens, 3)
    assert len(S.pieces) == 2
    elements = module_points([(0, 0, 0)], gens, ((-6, -6, 0), (6, 6, 6)))
    for p in product(range(-6, 7), range(-6, 7), range(0, 7)):
        x = S.solution(p)
        assert (x is not None) == (p in elements), p
        if x is not None:
            check_witness(gens, p, x)


# ---------------------------------------------------------------------------
# huge coordinates: answers known by construction
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(generator_sets(), st.data())
def test_huge_points_known_by_construction(data, draw):
    d, gens = data
    S = semigroup_membership(gens, d)
    coeffs = draw.draw(st.lists(st.integers(0, HUGE), min_size=len(gens), max_size=len(gens)))
    p = tuple(sum(c * g[i] for c, g in zip(coeffs, gens)) for i in range(d))
    x = S.solution(p)
    assert x is not None
    check_witness(gens, p, x)
    nonzero = [g for g in gens if any(g)]
    ell = small_functional(nonzero, d)
    if ell is not None and nonzero:
        # a point on which the positive functional is negative is outside the cone
        q = tuple(-c for c in p) if any(p) else tuple(-HUGE * e for e in ell)
        assert S.solution(q) is None


def test_huge_holes():
    A = AffineSemigroup([(2, 0), (3, 0), (0, 1)])
    for k in (0, 7, 10**4, 10**6, HUGE):
        assert (1, k) not in A
        assert (k + 2, k) in A
        lam = A.coefficients((HUGE + 1, k))
        assert 2 * lam[0] + 3 * lam[1] == HUGE + 1 and lam[2] == k
    N = AffineSemigroup([(5,), (7,)])
    holes = {1, 2, 3, 4, 6, 8, 9, 11, 13, 16, 18, 23}
    for n in range(40):
        assert ((n,) in N) == (n not in holes)
    assert (HUGE + 23,) in N and (-HUGE,) not in N
    # not pointed, with torsion: {(a, b) : b >= 1, or b = 0 and a even}
    B = AffineSemigroup([(2, 0), (-2, 0), (0, 1), (3, 1)])
    assert (HUGE + 1, 0) not in B and (HUGE, 0) in B and (HUGE + 1, HUGE) in B
    assert (-HUGE - 1, 1) in B and (0, -1) not in B


def test_nonnegative_integer_solution_huge():
    M = matrix(ZZ, [[1, 1], [1, 1]])
    x = nonnegative_integer_solution(M, [HUGE, HUGE])
    assert sum(x) == HUGE and min(x) >= 0
    assert nonnegative_integer_solution(M, [HUGE, HUGE + 1]) is None
    # too large for the structure: the exact 4ti2 path
    a, b = 1000003, 1000033
    assert not semigroup_membership([(a,), (b,)], 1).available
    assert nonnegative_integer_solution(matrix(ZZ, [[a, b]]), [a * b - a - b]) is None


@pytest.mark.parametrize("K", [3000, 10**4, 10**6, HUGE])
def test_disjointness_far_apart(K):
    S = AffineStratification([([(0, 0)], [(1, 1)]), ([(K, K)], [(-1, -1)])])
    assert not S.is_disjoint()
    p, (i, f), (j, g) = S.overlap_witness()
    assert p[0] == p[1] and 0 <= p[0] <= K
    T = AffineStratification([([(0, 0)], [(1, 1)]), ([(K, K + 1)], [(-1, -1)])])
    assert T.is_disjoint()


# ---------------------------------------------------------------------------
# guarded child processes
# ---------------------------------------------------------------------------
LONG_QUERY = """
import sage.all__sagemath_polyhedra
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage_latticegames.misc.integer_programs import zsolve_solution
print("started", flush=True)
zsolve_solution(matrix(ZZ, [[1, 1, 1, 1, 1]]), [400])
"""


def _start_long_query():
    proc = subprocess.Popen([sys.executable, "-c", LONG_QUERY], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout.readline().strip() == "started"
    parent = psutil.Process(proc.pid)
    deadline = time.time() + 60
    while time.time() < deadline:
        children = [c for c in parent.children(recursive=True) if "zsolve" in c.name()]
        if children:
            return proc, children
        time.sleep(0.05)
    proc.kill()
    pytest.fail("zsolve did not start")


def _assert_gone(children):
    gone, alive = psutil.wait_procs(children, timeout=10)
    assert not alive, "zsolve survived: %s" % alive


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_interrupted_query_leaves_no_child(sig):
    proc, children = _start_long_query()
    os.kill(proc.pid, sig)
    proc.wait(timeout=30)
    _assert_gone(children)


def test_guard_children_kills_on_interrupt():
    with pytest.raises(KeyboardInterrupt):
        with guard_children():
            child = subprocess.Popen(["sleep", "100"])
            raise KeyboardInterrupt
    assert child.wait(timeout=10) == -signal.SIGKILL


def test_run_guarded_bounds_memory():
    code = run_guarded([sys.executable, "-c", "x = bytearray(2**31)"], memory=2**30)
    assert code != 0
    assert run_guarded([sys.executable, "-c", "x = bytearray(2**20)"], memory=2**30) == 0
