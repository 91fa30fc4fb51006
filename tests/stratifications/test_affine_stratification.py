"""
Tests of sage_latticegames.stratifications (the class AffineStratification, its
mixin layers and the verification/certification functions).

The stratifications are built from brute force (the squarefree solver, Theorem 6.11 of
[GM]) or by hand, and every answer is compared with an independent enumeration of the
modules F + N A on a box (breadth-first search bounded by a functional positive on A).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from itertools import product

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sage.misc import sage_unittest
from sage.misc.persist import dumps, loads
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ

from sage_latticegames import LatticeGame
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.base import AffineStratification_base
from sage_latticegames.stratifications.disjointness import AffineStratification_disjointness
# the two exact methods for condition 3 of certify are compared directly
from sage_latticegames.stratifications.verification import (_absorption_by_cells,
                                                            _absorption_by_set_algebra)
from sage_latticegames.squarefree import squarefree_stratification

from oracles import small_functional, module_points

SETTINGS = dict(deadline=None, derandomize=True, max_examples=12,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# ---------------------------------------------------------------------------
# brute force
# ---------------------------------------------------------------------------


def box_points(box):
    return list(product(*[range(lo, hi + 1) for lo, hi in zip(*box)]))


@st.composite
def strata(draw, d=2, max_strata=3):
    """Random modules F + N A with pointed A in Z^d."""
    out = []
    for _ in range(draw(st.integers(1, max_strata))):
        gens = draw(st.lists(st.tuples(*[st.integers(-1, 3)] * d), min_size=0, max_size=3))
        gens = [g for g in gens if any(g)]
        if small_functional(gens, d) is None:
            gens = [tuple(abs(x) for x in g) for g in gens]
        F = draw(st.lists(st.tuples(*[st.integers(-2, 3)] * d), min_size=1, max_size=3))
        out.append((F, gens))
    return out


@st.composite
def squarefree_games(draw):
    """Normal play heap-like games on N^d whose moves are e_i - (0/1 vector below i)."""
    d = draw(st.integers(1, 3))
    moves = {tuple(int(i == j) for j in range(d)) for i in range(d)}
    for i in range(d):
        for lower in draw(st.lists(st.tuples(*[st.integers(0, 1)] * i), max_size=2)):
            moves.add(tuple(-x for x in lower) + (1,) + (0,) * (d - i - 1))
    return LatticeGame(sorted(moves))


BOX = ((-3, -3), (6, 6))


# ---------------------------------------------------------------------------
# stratifications from brute force: verified and proved
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(squarefree_games())
def test_squarefree_stratification_verified_and_certified(G):
    S = squarefree_stratification(G)
    assert S.verify(G, level=12)
    assert S.certify(G)
    assert S.is_disjoint() and S.is_irredundant()
    # the N-positions (Theorem 4.2 of [GM-A]) are the complement in N^d
    if G.dimension() <= 2:
        N = S.complement()
        sol = G.solve(level=10)
        assert N.contains_points(sol.points).tolist() == sol.is_N.tolist()


@settings(**SETTINGS)
@given(squarefree_games(), st.data())
def test_wrong_stratifications_are_refuted(G, data):
    S = squarefree_stratification(G)
    F, A = S.strata()[0]
    d = G.dimension()
    if len(F) > 1:
        k = data.draw(st.integers(0, len(F) - 1))
        wrong = AffineStratification([(F[:k] + F[k + 1:], A)])
    else:
        Ft = [tuple(int(x) for x in f) for f in F]
        extra = data.draw(st.sampled_from([p for p in product(range(2), repeat=d)
                                           if p not in Ft]))
        wrong = AffineStratification([(list(F) + [extra], A)])
    report = wrong.verify(G, level=12)
    assert not report
    C = wrong.certify(G)
    assert not C
    p = tuple(int(x) for x in C.witness())
    moves = [tuple(int(x) for x in g) for g in G.rule_set().tuples()]
    below = [tuple(a - b for a, b in zip(p, g)) for g in moves]
    if p in wrong:      # a move inside the stratification
        assert any(q in wrong for q in below)
    else:               # a position without move into the stratification
        assert G.is_position(p) and not any(q in wrong for q in below)


def test_cells_and_set_algebra_agree():
    """The two exact methods for condition 3 of certify agree (Example 8.7 and variants)."""
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    moves = [tuple(int(x) for x in g) for g in G.rule_set().tuples()]
    cases = [[([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])],
             [([(1, 0)], [(2, 0)])],
             [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 4)])],
             [([(3, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]]
    for strata_ in cases:
        S = AffineStratification(strata_)
        a = _absorption_by_cells(S, G, moves)
        b = _absorption_by_set_algebra(S, G, moves)
        assert (a is None) == (b is None)
    assert AffineStratification(cases[0]).certify(G)


# ---------------------------------------------------------------------------
# membership, enumeration, disjointness against enumeration
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(strata())
def test_membership_and_points_agree_with_enumeration(data):
    S = AffineStratification(data, lattice=2)
    union = set()
    per_stratum = []
    for F, gens in data:
        pts = module_points(F, gens, BOX)
        per_stratum.append(pts)
        union |= pts
    assert {tuple(p) for p in S.points(box=BOX)} == union
    X = np.array(box_points(BOX), dtype=np.int64)
    assert S.contains_points(X).tolist() == [tuple(x) in union for x in X.tolist()]
    idx = S.stratum_indices(X)
    for x, i in zip(X.tolist(), idx.tolist()):
        x = tuple(x)
        expected = [k for k, pts in enumerate(per_stratum) if x in pts]
        assert i == (expected[0] if expected else -1)
        assert (x in S) == bool(expected)
        if expected:
            assert list(S.strata_containing(x)) == expected
            k, f, lam = S.decomposition(x)
            A = S.strata()[k][1]
            assert tuple(int(c) for c in f + A.matrix() * vector(ZZ, lam)) == x


@settings(**SETTINGS)
@given(strata())
def test_disjointness_agrees_with_enumeration(data):
    S = AffineStratification(data, lattice=2)
    w = S.overlap_witness()
    per_stratum = [module_points(F, gens, BOX) for F, gens in data]
    overlap_in_box = any(per_stratum[i] & per_stratum[j]
                         for i in range(len(data)) for j in range(i))
    if w is None:
        assert not overlap_in_box
        assert S.is_disjoint()
    else:
        p, (i, f), (j, g) = w
        p = tuple(int(x) for x in p)
        Ai, Aj = S.strata()[i][1], S.strata()[j][1]
        assert tuple(a - b for a, b in zip(p, f)) in Ai
        assert tuple(a - b for a, b in zip(p, g)) in Aj
        assert not S.is_disjoint()
    for i, f, g, p in S.internal_overlaps():
        A = S.strata()[i][1]
        p = tuple(int(x) for x in p)
        assert tuple(a - b for a, b in zip(p, f)) in A and tuple(a - b for a, b in zip(p, g)) in A
    for i, f, g in S.redundant_points():
        assert tuple(a - b for a, b in zip(f, g)) in S.strata()[i][1]
    T = S.irredundant()
    assert T.is_irredundant()
    assert {tuple(p) for p in T.points(box=BOX)} == {tuple(p) for p in S.points(box=BOX)}


def test_verify_report_against_brute_force():
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2), (1, 1)], [(2, 0), (0, 2)]),
                              ([(4, 2)], [(1, 0)])])
    R = S.verify(G, level=16)
    sol = G.solve(level=16)
    P = {tuple(p) for p in sol.P_positions(as_array=True).tolist()}
    pts = [tuple(p) for p in sol.points.tolist()]
    mods = [module_points(F, gens, ((0, 0), (16, 8))) for F, gens in
            [([(1, 0)], [(2, 0)]), ([(0, 2), (1, 1)], [(2, 0), (0, 2)]), ([(4, 2)], [(1, 0)])]]
    member = {p for p in pts if any(p in m for m in mods)}
    assert {tuple(p) for p in R.missing_P_positions()} == P - member
    assert {tuple(p) for p in R.false_P_positions()} == member - P
    assert {tuple(p) for p, idx in R.overlaps()} == {p for p in pts if sum(p in m for m in mods) > 1}
    assert all(idx == (1, 2) for p, idx in R.overlaps())
    assert not R and R.overlap_witness() is not None
    assert R.counts()["missing P-positions"] == len(P - member)


# ---------------------------------------------------------------------------
# set algebra (Theorem 4.2 and Lemma 4.4 of [GM-A]) against enumeration
# ---------------------------------------------------------------------------
def test_set_algebra_against_enumeration():
    box = ((0, 0), (9, 9))
    S = AffineStratification([([(0, 0), (1, 1)], [(2, 0), (0, 2)])])
    T = AffineStratification([([(0, 0)], [(1, 0), (1, 1)]), ([(0, 3)], [(0, 3)])])
    s = {tuple(p) for p in S.points(box=box)}
    t = {tuple(p) for p in T.points(box=box)}
    assert {tuple(p) for p in S.intersection(T).points(box=box)} == s & t
    assert {tuple(p) for p in S.difference(T).points(box=box)} == s - t
    assert {tuple(p) for p in S.union(T).points(box=box)} == s | t
    assert S.union(T).is_disjoint()
    assert {tuple(p) for p in S.complement().points(box=box)} == set(box_points(box)) - s
    assert S.is_same_set(S.normal_refinement())
    with pytest.raises(ValueError, match="not disjoint"):
        AffineStratification([([(0,)], [(2,)]), ([(0,)], [(3,)])]).intersection(S)


def test_rational_strategy_delegation():
    S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
    f = S.rational_strategy(names="a,b")
    assert str(f) == "Rational strategy f(P; a, b) = a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))"
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    assert S.rational_strategy(game=G).verify(level=14)


# ---------------------------------------------------------------------------
# data structure
# ---------------------------------------------------------------------------
def test_complexity_definition_4_9():
    S = AffineStratification([([(1, 0), (3, 4)], [(2, 0), (0, 2)]), ([(0, 5)], [])])
    # ceil(log2 |x|) bits: 1 -> 0, 2 -> 1, 3 -> 2, 4 -> 2, 5 -> 3
    # A_1: 2*2 + (1 + 1); F_1: 2*2 + (0 + 2 + 2); A_2: 0; F_2: 2*1 + 3
    assert S.complexity() == (4 + 2) + (4 + 4) + 0 + (2 + 3)


def test_structure_pickling_testsuite():
    S = AffineStratification([([(0, 0), (1, 1), (0, 0)], [(2, 0), (0, 2)]), ([(1, 0)], [])])
    assert len(S.strata()[0][0]) == 2
    assert S.num_strata() == 2 and S.dimension() == 2
    assert loads(dumps(S)) == S and hash(loads(dumps(S))) == hash(S)
    assert S == AffineStratification([([(1, 0)], AffineSemigroup([], lattice=2)),
                                      ([(1, 1), (0, 0)], [(0, 2), (2, 0)])])
    assert S != AffineStratification([([(1, 0)], [])])
    sage_unittest.TestSuite(S).run()
    E = AffineStratification([], lattice=2)
    assert (0, 0) not in E and E.is_disjoint() and E.num_strata() == 0
    assert "Graphics" in str(type(S.plot(((0, 0), (4, 4)))))
    T = AffineStratification([([(0, 0, 1)], [(2, 0, 0), (0, 2, 0), (0, 0, 1)])])
    assert T.plot(((0, 0, 0), (3, 3, 3))) is not None
    with pytest.raises(ValueError, match="fix all but 2 or 3"):
        AffineStratification([([(0,) * 4], [])]).plot(((0,) * 4, (1,) * 4))


def test_bad_input():
    with pytest.raises(ValueError, match="is empty"):
        AffineStratification([([], [(1, 0)])])
    with pytest.raises(ValueError, match="expected 2"):
        AffineStratification([([(0, 0)], [(1, 0, 0)])])
    with pytest.raises(ValueError, match="expected 2"):
        AffineStratification([([(0, 0)], [(1, 0)]), ([(0, 0, 0)], [])])
    with pytest.raises(ValueError, match="lives in dimension 3"):
        AffineStratification([([(0, 0)], AffineSemigroup([(1, 0, 0)]))])
    with pytest.raises(TypeError, match="non-integer"):
        AffineStratification([([(0, 1 / 2)], [(1, 0)])])
    with pytest.raises(TypeError, match="pair"):
        AffineStratification([0])
    with pytest.raises(ValueError, match="give the lattice"):
        AffineStratification([])
    S = AffineStratification([([(0, 0)], [(1, 0), (-1, 0)])])
    with pytest.raises(ValueError, match="not pointed|not positive"):
        S.points(level=3, functional=(1, 1))
    with pytest.raises(ValueError, match="give the linear functional"):
        S.points(level=3)
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    overlapping = AffineStratification([([(1, 0)], [(2, 0)]), ([(1, 0)], [(4, 0)])])
    with pytest.raises(ValueError, match="not disjoint"):
        overlapping.certify(G)
    with pytest.raises(ValueError, match="dimension"):
        AffineStratification([([(1,)], [(2,)])]).certify(G)


# ---------------------------------------------------------------------------
# the _test_* invariants run by TestSuite, and the mixin layers
# ---------------------------------------------------------------------------
@settings(**SETTINGS)
@given(strata())
def test_testsuite_invariants(data):
    S = AffineStratification(data, lattice=2)
    sage_unittest.TestSuite(S).run(verbose=False, raise_on_failure=True)
    S._test_membership_against_enumeration()
    S._test_disjointness()


def test_testsuite_invariants_detect_errors():
    S = AffineStratification([([(0,)], [(2,)]), ([(0,)], [(3,)])])
    tester = S._tester()
    # a broken membership test is caught by _test_membership_against_enumeration
    broken = AffineStratification([([(0,)], [(2,)])])
    broken.contains_points = lambda X: np.zeros(len(X), dtype=bool)
    with pytest.raises(AssertionError):
        broken._test_membership_against_enumeration()
    # a wrong disjointness answer is caught by _test_disjointness
    S.overlap_witness = lambda: None
    with pytest.raises(AssertionError):
        S._test_disjointness(tester=tester)


def test_mixin_chain():
    assert AffineStratification.__mro__[1:3] == (AffineStratification_disjointness,
                                                 AffineStratification_base)
    S = AffineStratification([([(0,)], [(2,)]), ([(0,)], [(3,)])])
    assert AffineStratification_disjointness.is_disjoint(S) is False
    assert AffineStratification_base.strata_containing(S, (6,)) == (0, 1)


def test_old_pickles_load_and_equal_fresh_objects():
    import os
    from sage_latticegames.paper_examples import example_8_7
    folder = os.path.join(os.path.dirname(__file__), "..", "data", "pickles")
    fresh = {"AffineStratification": example_8_7(),
             "AffineStratification_squarefree":
                 LatticeGame([(1, 0), (0, 1), (-1, 1)]).affine_stratification()}
    for name, obj in fresh.items():
        with open(os.path.join(folder, name + ".sobj"), "rb") as f:
            old = loads(f.read())
        with open(os.path.join(folder, name + ".repr")) as f:
            assert repr(old) == f.read().rstrip("\n")
        assert type(old) is AffineStratification
        assert old == obj and hash(old) == hash(obj)
        sage_unittest.TestSuite(old).run(raise_on_failure=True)


def test_old_module_path():
    from sage_latticegames import affine_stratification as old
    from sage_latticegames.stratifications import verification
    assert old.AffineStratification is AffineStratification
    assert old.VerificationReport is verification.VerificationReport
    assert old.CertificationReport is verification.CertificationReport
    assert old.EXAMPLES_SHOWN == verification.EXAMPLES_SHOWN


# ---------------------------------------------------------------------------
# indexed membership (classes modulo the groups Z A_i) against the plain definition
# ---------------------------------------------------------------------------
def plain_locations(data, p):
    """The pairs (i, f) with p - f in A_i, by the definition: every translate of
    every stratum, one exact semigroup membership test each (a linear scan)."""
    out = []
    for i, (F, gens) in enumerate(data):
        A = AffineSemigroup(gens, lattice=len(p))
        for f in dict.fromkeys(tuple(f) for f in F):
            if A.contains(tuple(a - b for a, b in zip(p, f))):
                out.append((i, f))
    return out


@st.composite
def many_translates(draw, d=3):
    """Random strata with up to 10 translates each, shifted by a random vector
    that may have huge (not int64-safe) coordinates."""
    shift = draw(st.tuples(*[st.sampled_from([0, 7, -5, 2**62 - 3, 2**63 - 2, -2**63, 10**30])] * d))
    out = []
    for _ in range(draw(st.integers(1, 3))):
        gens = draw(st.lists(st.tuples(*[st.integers(0, 3)] * d), min_size=0, max_size=3))
        F = draw(st.lists(st.tuples(*[st.integers(-3, 4)] * d), min_size=1, max_size=10))
        out.append(([tuple(a + b for a, b in zip(f, shift)) for f in F], gens))
    return out, shift


@settings(**SETTINGS)
@given(many_translates(), st.data())
def test_indexed_membership_agrees_with_plain_definition(data_shift, data):
    strata_data, shift = data_shift
    S = AffineStratification(strata_data, lattice=3)
    pts = [tuple(x + s for x, s in zip(p, shift))
           for p in data.draw(st.lists(st.tuples(*[st.integers(-4, 8)] * 3), min_size=5, max_size=25))]
    pts += [f for F, _ in strata_data for f in F][:5]
    X = np.array(pts, dtype=object)
    counts = S._counts(X)
    first = S.stratum_indices(X).tolist()
    inside = S.contains_points(X).tolist()
    for n, p in enumerate(pts):
        expected = plain_locations(strata_data, p)
        strata_hit = sorted({i for i, f in expected})
        assert (p in S) == bool(expected) == inside[n]
        assert first[n] == (strata_hit[0] if strata_hit else -1)
        assert S.stratum_of(p) == (strata_hit[0] if strata_hit else None)
        assert list(S.strata_containing(p)) == strata_hit
        assert [counts[i, n] for i in range(len(strata_data))] == \
            [sum(1 for j, f in expected if j == i) for i in range(len(strata_data))]
        if expected:
            k, f, lam = S.decomposition(p)
            assert (k, tuple(int(x) for x in f)) == expected[0]
            A = S.strata()[k][1]
            assert tuple(int(c) for c in f + A.matrix() * vector(ZZ, lam)) == p


def test_membership_near_int64_limit_is_exact():
    # issue 12: the semigroup row test wrapped around 2^63 in contains_points
    S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)]), ([(2**63 - 2, 1)], [(2, 0), (2, 2)])])
    X = [(0, 5), (2**63 - 2, 1), (2**63, 3), (2**63 + 2, 5), (4, 4)]
    expected = [plain_locations([([(0, 0)], [(2, 0), (0, 2)]), ([(2**63 - 2, 1)], [(2, 0), (2, 2)])], p)
                for p in X]
    assert [bool(e) for e in expected] == [False, True, True, True, True]
    assert [p in S for p in X] == [bool(e) for e in expected]
    assert S.contains_points(X).tolist() == [bool(e) for e in expected]
    assert S.stratum_indices(X).tolist() == [e[0][0] if e else -1 for e in expected]
    assert S.contains_points(np.array([[0, 5]], dtype=np.int64)).tolist() == [False]
    # and verify no longer reports a false mismatch at (0, 5) on normal Nim <= 2
    assert S.verify(LatticeGame([(1, 0), (0, 1), (-1, 1)]), level=12)


def test_squarefree_membership_by_parity_mask():
    # 0.137 (Dawson's chess) with 10 heap sizes: P = P0 + 2N^d; the class of a
    # point modulo 2Z^d is its parity mask, and membership is that of the mask
    from sage_latticegames import games
    from sage_latticegames.squarefree import squarefree_P0, points_to_masks
    G = games.octal('0.137', 10)
    S = G.affine_stratification()
    P0 = squarefree_P0(G)
    rng = np.random.default_rng(1)
    X = rng.integers(0, 2**40, size=(200, 10))
    X[:, 0] += 2**62                              # not int64-safe sums
    expected = P0[points_to_masks(X.tolist())].tolist()
    assert S.contains_points(X).tolist() == expected
    assert [tuple(int(x) for x in p) in S for p in X[:40]] == expected[:40]
    C, T = S._membership_index()[0]
    assert C.num_classes() == len(T) == int(P0.sum())


# ----------------------------------------------------------------------
# public accessors, bad boxes
# ----------------------------------------------------------------------
def test_reversed_box_is_an_error():
    S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
    with pytest.raises(ValueError, match="wrong order"):
        S.points(box=((3, 2), (0, 0)))
    with pytest.raises(ValueError, match="wrong order"):
        S.points(box=((0, 3), (5, 2)))
    with pytest.raises(TypeError, match="pair"):
        S.points(box=((0, 0), (1, 1), (2, 2)))
    assert [tuple(p) for p in S.points(box=((3, 0), (3, 0)))] == [(3, 0)]


def test_strata_tuples_and_generator_tuples():
    B = 2**70
    S = AffineStratification([([(1, 0), (B, 0)], [(2, 0), (0, B)])])
    (F, A), = S.strata_tuples()
    assert F == ((1, 0), (B, 0)) and all(type(x) is int for f in F for x in f)
    assert A.generator_tuples() == ((2, 0), (0, B))
    assert S.modules() == [(F, A.generator_tuples())]


def test_certificate_conjecture_and_periodic_set():
    from sage_latticegames.stratifications.periodic import PeriodicSet
    from sage_latticegames.stratifications.certificate import Certificate
    G = LatticeGame([(1,)])
    P = PeriodicSet.from_points([(0,)], (0,), (2,))
    S = AffineStratification.from_periodic_set(P, certificate=P.certificate(G))
    assert S.is_certified() and S.periodic_set() is P and S.conjecture() is None
    assert S.certify(G)
    C = AffineStratification.from_periodic_set(P, conjecture="seen on a region")
    assert C.is_conjecture() and C.conjecture() == "seen on a region"
    assert loads(dumps(C)).conjecture() == "seen on a region"
    C.set_certificate(Certificate("test", G, "proved"))
    assert C.is_certified() and C.conjecture() is None
    C.set_conjecture("again")
    assert not C.is_certified() and C.conjecture() == "again"
    with pytest.raises(TypeError):
        C.set_certificate("proved")
    # the set algebra makes new stratifications without certificate or periodic set
    N = S.complement()
    assert N.periodic_set() is None and N.certificate() is None and N.conjecture() is None
    with pytest.raises(ValueError, match="either certified or a conjecture"):
        AffineStratification.from_periodic_set(P, P.certificate(G), "?")
