"""
Tests of sage_latticegames.stratifications.set_algebra (Section 4 of [GM-A]).

Every result is compared with brute-force enumeration of the inputs on a box: the points of
a module F + N G in a box are enumerated independently here (breadth-first search bounded
by a linear functional positive on G), and the set operations are done on these finite sets.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from itertools import product

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sage.geometry.cone import Cone
from sage.geometry.toric_lattice import ToricLattice
from sage.misc.persist import dumps, loads
from sage.misc import sage_unittest
from sage.modules.free_module import FreeModule
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ

from sage.matrix.constructor import matrix
from sage.rings.rational_field import QQ

from sage_latticegames.stratifications.set_algebra import (
    _half_open_triangulation, _parallelepiped_points, _stanley_decomposition,
    NormalTranslate, complement_in_orthant, contains, difference, intersect_translates,
    intersection, is_disjoint, normal_decomposition, points_in_box, union)

from oracles import small_functional, module_points

SETTINGS = dict(deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# ---------------------------------------------------------------------------
# brute force oracle
# ---------------------------------------------------------------------------

def box_of(d):
    return [(-2,) * d, ((9, 7, 4)[d - 1],) * d]


def in_box(x, box):
    return all(lo <= xi <= hi for xi, lo, hi in zip(x, box[0], box[1]))


def set_points(S, box):
    return set().union(*[module_points(F, G, box) for F, G in S]) if S else set()


def is_normal(G, d):
    """Whether N G = cone(G) cap ZG: G contains the Hilbert basis of cone(G) in ZG."""
    if not G:
        return True
    L = FreeModule(ZZ, d).span([vector(ZZ, g) for g in G])
    coords = [tuple(L.coordinate_vector(vector(ZZ, g))) for g in G]
    H = Cone(coords, lattice=ToricLattice(L.rank())).Hilbert_basis()
    return all(tuple(h) in coords for h in H)


def check_refined(S, box):
    """
    Check the promises on a refined stratified set: the translates f + N G of all strata are
    pairwise disjoint, and each N G is normal. Return the union of the translates in the box.
    """
    seen = set()
    for F, G in S:
        assert len(set(F)) == len(F)
        assert is_normal(G, len(box[0])), "the semigroup %s is not normal" % (G,)
        for f in F:
            pts = module_points([f], G, box)
            assert not pts & seen, "overlapping translates"
            seen |= pts
    return seen


# ---------------------------------------------------------------------------
# hypothesis strategies: small pointed modules in dimensions 1-3
# ---------------------------------------------------------------------------

@st.composite
def modules(draw, d, nonnegative=False, max_gens=None):
    low = 0 if nonnegative else -1
    high = (4, 3, 2)[d - 1]
    vec = st.tuples(*[st.integers(low, high)] * d)
    max_gens = max_gens if max_gens is not None else (2, 3, 3)[d - 1]
    G = draw(st.lists(vec.filter(any), min_size=0, max_size=max_gens, unique=True))
    assume(small_functional(G, d) is not None)
    pt = st.tuples(*[st.integers(0 if nonnegative else -1, 3)] * d)
    F = draw(st.lists(pt, min_size=1, max_size=2, unique=True))
    return (F, G)


dimensions = st.integers(1, 3)


# ---------------------------------------------------------------------------
# building blocks: half-open triangulations, parallelepipeds, Stanley decompositions
# ---------------------------------------------------------------------------

@settings(max_examples=15, **SETTINGS)
@given(st.lists(st.tuples(st.integers(-2, 2), st.integers(-2, 2), st.just(1)).map(
    lambda v: (v[0], v[1], 2 + abs(v[0]) + abs(v[1]))), min_size=3, max_size=5, unique=True))
def test_half_open_triangulation_partitions_the_cone(vectors):
    # cones over polygons: every lattice point lies in exactly one half-open simplicial cone
    cone = Cone(vectors, lattice=ToricLattice(3))
    assume(cone.dim() == 3)
    rays = [vector(ZZ, r) for r in cone.rays()]
    pieces = _half_open_triangulation(rays)
    inverses = [matrix(QQ, [rays[i] for i in sigma]).transpose().inverse() for sigma, _ in pieces]
    for x in product(range(-4, 5), range(-4, 5), range(0, 7)):
        x = vector(QQ, x)
        count = 0
        for (sigma, strict), inverse in zip(pieces, inverses):
            lam = inverse * x
            if all(c > 0 if s else c >= 0 for c, s in zip(lam, strict)):
                count += 1
        assert count == (1 if x in cone else 0)


@settings(max_examples=20, **SETTINGS)
@given(st.lists(st.integers(-3, 3), min_size=4, max_size=4),
       st.tuples(st.booleans(), st.booleans()))
def test_parallelepiped_points(entries, strict):
    R = matrix(ZZ, 2, 2, entries)
    assume(R.det() != 0)
    points = _parallelepiped_points(R, strict)
    assert len(set(tuple(p) for p in points)) == abs(R.det())
    for p in points:
        mu = R.inverse() * vector(QQ, p)
        assert all((0 < c <= 1) if s else (0 <= c < 1) for c, s in zip(mu, strict))


@settings(max_examples=30, **SETTINGS)
@given(st.integers(1, 3).flatmap(lambda k: st.lists(
    st.tuples(*[st.integers(0, 3)] * k), min_size=0, max_size=4)))
def test_stanley_decomposition(generators):
    k = len(generators[0]) if generators else 2
    pieces = _stanley_decomposition(generators, tuple(range(k)))
    for x in product(range(7), repeat=k):
        in_upset = any(all(g[i] <= x[i] for i in range(k)) for g in generators)
        hits = sum(1 for m, Z in pieces
                   if all(x[i] >= m[i] if i in Z else x[i] == m[i] for i in range(k)))
        assert hits == (1 if in_upset else 0)


# ---------------------------------------------------------------------------
# normal_decomposition (Miller's Theorem 2.6)
# ---------------------------------------------------------------------------

@settings(max_examples=40, **SETTINGS)
@given(st.data())
def test_normal_decomposition_random(data):
    d = data.draw(dimensions)
    F, G = data.draw(modules(d))
    box = box_of(d)
    translates = normal_decomposition(F, G)
    S = [T.module() for T in translates]
    assert check_refined(S, box) == module_points(F, G, box)


@pytest.mark.parametrize("F, G, holes", [
    ([(0,)], [(2,), (3,)], [(1,)]),
    ([(0,)], [(3,), (5,)], [(1,), (2,), (4,), (7,)]),
    ([(0, 0)], [(2, 0), (3, 0), (1, 1), (0, 1)], [(1, 0)]),
    ([(0, 0, 0)], [(1, 0, 0), (0, 1, 0), (1, 0, 1), (0, 1, 1)], [(0, 0, 1)]),
])
def test_normal_decomposition_non_normal(F, G, holes):
    # numerical semigroups and a non-normal semigroup whose cone is not simplicial
    d = len(F[0])
    box = [(0,) * d, (8,) * d]
    S = [T.module() for T in normal_decomposition(F, G)]
    pts = check_refined(S, box)
    assert pts == module_points(F, G, box)
    assert all(h not in pts for h in holes)


def test_normal_decomposition_normal_translate_kept():
    assert normal_decomposition([(1, 0)], [(2, 0), (0, 2)]) == [
        NormalTranslate((1, 0), [(2, 0), (0, 2)])]
    # a normal semigroup given by too many generators is replaced by its Hilbert basis
    D = normal_decomposition([(0, 0)], [(1, 0), (0, 1), (1, 1), (2, 1)])
    assert D == [NormalTranslate((0, 0), [(1, 0), (0, 1)])]


def test_normal_decomposition_errors():
    with pytest.raises(NotImplementedError, match="not pointed"):
        normal_decomposition([(0, 0)], [(1, 0), (-1, 0)])
    with pytest.raises(ValueError, match="coordinates"):
        normal_decomposition([(0, 0)], [(1, 0, 0)])
    with pytest.raises(TypeError, match="integer"):
        normal_decomposition([(1 / 2, 0)], [(1, 0)])
    assert normal_decomposition([], [(1,)]) == []


def test_normal_translate_sage_protocols():
    T = NormalTranslate((1, 2), [(1, 1), (0, 1)])
    assert loads(dumps(T)) == T
    assert hash(T) == hash(NormalTranslate((1, 2), [(0, 1), (1, 1)]))
    sage_unittest.TestSuite(T).run()
    assert (2, 4) in T and (0, 2) not in T
    assert T.module() == (((1, 2),), ((0, 1), (1, 1)))


# ---------------------------------------------------------------------------
# Lemma 4.4: intersections
# ---------------------------------------------------------------------------

@st.composite
def normal_semigroups(draw, d):
    """Hilbert bases of cones intersected with the lattice s Z^d."""
    vec = st.tuples(*[st.integers(0, 2)] * d).filter(any)
    rays = draw(st.lists(vec, min_size=1, max_size=d, unique=True))
    scale = draw(st.integers(1, 2))
    H = Cone(rays, lattice=ToricLattice(d)).Hilbert_basis()
    return [tuple(scale * x for x in h) for h in H]


@settings(max_examples=25, **SETTINGS)
@given(st.data())
def test_intersect_translates_random(data):
    d = data.draw(st.integers(1, 3))
    pt = st.tuples(*[st.integers(-1, 2)] * d)
    a1, a2 = data.draw(pt), data.draw(pt)
    A1, A2 = data.draw(normal_semigroups(d)), data.draw(normal_semigroups(d))
    box = box_of(d)
    R = intersect_translates(a1, A1, a2, A2)
    expected = module_points([a1], A1, box) & module_points([a2], A2, box)
    assert check_refined(R, box) == expected


def test_intersect_translates_rejects_non_normal():
    with pytest.raises(ValueError, match="not normal"):
        intersect_translates((0,), [(2,), (3,)], (0,), [(1,)])
    with pytest.raises(ValueError, match="dimensions"):
        intersect_translates((0,), [(1,)], (0, 0), [(1, 0)])


@settings(max_examples=8, **SETTINGS)
@given(st.data())
def test_intersection_random(data):
    d = data.draw(dimensions)
    S, T = [data.draw(modules(d))], [data.draw(modules(d))]
    box = box_of(d)
    R = intersection(S, T)
    assert check_refined(R, box) == set_points(S, box) & set_points(T, box)


def test_intersection_with_itself_and_empty():
    S = [([(0, 0)], [(2, 0), (1, 1), (0, 3)])]
    box = [(0, 0), (8, 8)]
    assert check_refined(intersection(S, S), box) == set_points(S, box)
    assert intersection(S, []) == [] and intersection([], S) == []
    with pytest.raises(ValueError, match="dimensions"):
        intersection(S, [([(0,)], [(1,)])])


# ---------------------------------------------------------------------------
# Lemma 4.3 / Theorem 4.2: differences and complements
# ---------------------------------------------------------------------------

@settings(max_examples=8, **SETTINGS)
@given(st.data())
def test_difference_random(data):
    d = data.draw(dimensions)
    S, T = [data.draw(modules(d))], [data.draw(modules(d))]
    box = box_of(d)
    R = difference(S, T)
    assert check_refined(R, box) == set_points(S, box) - set_points(T, box)


@settings(max_examples=10, **SETTINGS)
@given(st.data())
def test_difference_of_subset(data):
    # Theorem 4.2 proper: B = S cap T is a stratified subset of S
    d = data.draw(st.integers(1, 2))
    S, T = [data.draw(modules(d))], [data.draw(modules(d))]
    B = intersection(S, T)
    box = box_of(d)
    R = difference(S, B)
    assert check_refined(R, box) == set_points(S, box) - set_points(T, box)


@settings(max_examples=12, **SETTINGS)
@given(st.data())
def test_complement_in_orthant_random(data):
    d = data.draw(dimensions)
    S = [data.draw(modules(d, nonnegative=True))]
    box = [(0,) * d, box_of(d)[1]]
    R = complement_in_orthant(S, d)
    everything = set(product(*[range(lo, hi + 1) for lo, hi in zip(*box)]))
    assert check_refined(R, box) == everything - set_points(S, box)
    # the complement of the complement is the set itself
    if d <= 2:
        assert check_refined(complement_in_orthant(R, d), box) == set_points(S, box)


def test_complement_of_empty_and_of_orthant():
    assert complement_in_orthant([], 2) == [(((0, 0),), ((0, 1), (1, 0)))]
    assert complement_in_orthant([([(0, 0)], [(1, 0), (0, 1)])], 2) == []
    with pytest.raises(ValueError, match="coordinates"):
        complement_in_orthant([([(0, 0)], [(1, 0)])], 3)


@pytest.mark.parametrize("S, T", [
    (([(0, 2, 2, 1), (1, 0, 1, 0)], [(0, 0, 1, 1), (2, 1, 2, 1)]),
     ([(1, 2, 1, 1)], [(1, 2, 2, 1), (0, 1, 1, 2)])),
    (([(0, 0, 0, 0)], [(0, 0, 2, 2), (1, 0, 0, 0)]),
     ([(1, 0, 0, 1), (0, 1, 1, 2)], [(1, 0, 2, 2), (2, 0, 0, 2), (0, 1, 1, 0)])),
])
def test_dimension_four(S, T):
    box = [(0,) * 4, (4,) * 4]
    everything = set(product(range(5), repeat=4))
    pts_S, pts_T = module_points(*S, box), module_points(*T, box)
    assert check_refined(complement_in_orthant([S], 4), box) == everything - pts_S
    assert check_refined(difference([S], [T]), box) == pts_S - pts_T
    assert check_refined(intersection([S], [T]), box) == pts_S & pts_T


# ---------------------------------------------------------------------------
# union, helpers
# ---------------------------------------------------------------------------

@settings(max_examples=25, **SETTINGS)
@given(st.data())
def test_union_random(data):
    d = data.draw(st.integers(1, 2))
    S, T = [data.draw(modules(d))], [data.draw(modules(d))]
    box = box_of(d)
    assert check_refined(union(S, T), box) == set_points(S, box) | set_points(T, box)


@settings(max_examples=25, **SETTINGS)
@given(st.data())
def test_helpers_random(data):
    d = data.draw(st.integers(1, 2))
    S, T = data.draw(modules(d)), data.draw(modules(d))
    box = box_of(d)
    pts_S, pts_T = module_points(*S, box), module_points(*T, box)
    assert set(points_in_box([S], *box)) == pts_S
    for x in product(*[range(lo, hi + 1) for lo, hi in zip(*box)]):
        if sum(x) % 3 == 0:
            assert contains([S], x) == (x in pts_S)
    disjoint = is_disjoint([S, T])
    assert disjoint == (not intersection([S], [T]))
    if pts_S & pts_T:
        assert not disjoint


# ---------------------------------------------------------------------------
# Known case: misère Nim with heaps of size at most 2 (Example 8.7 of [GM])
# ---------------------------------------------------------------------------

def misere_nim_2_outcomes(n):
    """Outcomes of misère Nim, position (a, b) = a heaps of size 1, b heaps of size 2."""
    outcome = {}
    for beans in range(3 * n + 1):  # a move decreases the number a + 2b of beans
        for b in range(beans // 2 + 1):
            a = beans - 2 * b
            if (a, b) == (0, 0):
                outcome[a, b] = 'N'  # the player to move has no move: wins misère play
                continue
            options = [(a - 1, b), (a, b - 1), (a + 1, b - 1)]
            options = [o for o in options if min(o) >= 0]
            outcome[a, b] = 'N' if any(outcome[o] == 'P' for o in options) else 'P'
    return {p: o for p, o in outcome.items() if max(p) <= n}


def test_misere_nim_example_8_7():
    P = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]
    assert is_disjoint(P)
    n = 9
    box = [(0, 0), (n, n)]
    outcomes = misere_nim_2_outcomes(n)
    assert set_points(P, box) == {p for p, o in outcomes.items() if o == 'P'}
    N = complement_in_orthant(P, 2)
    assert check_refined(N, box) == {p for p, o in outcomes.items() if o == 'N'}
    assert is_disjoint(N + P)
    # P is recovered as the complement of N (Theorem 4.2 applied twice)
    assert check_refined(complement_in_orthant(N, 2), box) == set_points(P, box)


def test_misere_nim_against_lattice_game():
    games = pytest.importorskip("sage_latticegames.games")
    G = games.nim(2, play='misere')
    P = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]
    N = complement_in_orthant(P, 2)
    sol = G.solve(level=16)
    points = [tuple(p) for p in sol.points.tolist()]
    box = [(0, 0), (16, 8)]
    in_P, in_N = set(points_in_box(P, *box)), set(points_in_box(N, *box))
    # the defeated position 0 is an N-position of misère Nim (the player to move wins)
    assert all((p in in_P) == bool(sol.is_P[i]) for i, p in enumerate(points))
    assert all((p in in_N) == (not sol.is_P[i]) for i, p in enumerate(points))
