"""
Tests of sage_latticegames.misere (quotient, congruence, from_game): misère
quotients of normal affine semigroups (Section 8 of [Guo]).

Every claim of a quotient is checked against brute force (tests/oracles.py),
independently of the module:

* P-positions come from the compiled solver (games) or from an enumeration of
  the sums of the generators (abstract semigroups), never from the module;
* congruence on a region: p ~ q iff p + r in P <=> q + r in P for all r in
  C cap Z^d in a window (Definition 4.7 of [Guo]); this is implied by
  congruence, and equivalent to it for small p, q once the window is large;
* the hypothesis "P is a normal affine semigroup" is checked on the solved
  region before the quotient is compared.
"""
import itertools

import numpy as np
import pytest
from hypothesis import given, settings, assume, strategies as st, HealthCheck

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.geometry.cone import Cone
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.modules.free_module import FreeModule
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.infinity import Infinity
from sage.misc.persist import loads, dumps
from sage.misc.sage_unittest import TestSuite
from sage.misc.latex import latex

from sage_latticegames import games
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.misere.quotient import MisereQuotient, MisereQuotientElement
from sage_latticegames.misere.from_game import region_congruence_classes
from oracles import (box_semigroup_elements, closed_under_sums, cone_points, congruent_on, in_cone,
                     translate_signatures)

ORTHANT2 = [(1, 0), (0, 1)]
SLANTED = Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)])

# lattice games whose P-positions form a normal affine semigroup:
# (description, game, level of the solved region)
GAMES = [
    # Example 2.4 of [GM], P = 2N^2 (Example 8.7 of [GM])
    ("nim heaps <= 2", LatticeGame([(1, 0), (0, 1), (-1, 1)]), 16),
    # Nim with heaps <= 3: P = {n1 = n2 = n3 mod 2}
    ("nim heaps <= 3", games.nim(3), 12),
    # squarefree (Definition 4.3 of [Guo]) with P_0 = {0}: Nim with heaps <= 3
    # where a 3-heap may also be split into a 1-heap and a 2-heap; P = 2N^3
    ("split 3 = 1 + 2", LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1), (-1, 1, 0),
                                     (-1, 0, 1), (0, -1, 1), (-1, -1, 1)]), 16),
    # two heaps, remove one token: P = {p1 + p2 even}
    ("one token", LatticeGame([(1, 0), (0, 1)]), 14),
    # subtraction game {1, 2}: P = 3N
    ("subtraction {1,2}", LatticeGame([(1,), (2,)]), 24),
    # two heaps of the subtraction game {1, 2}: P = {p1 = p2 mod 3}
    ("two subtraction heaps", LatticeGame([(1, 0), (2, 0), (0, 1), (0, 2)]), 16),
    # a board that is not an orthant: P = {p in Pi : p1 even}
    ("slanted board", LatticeGame([(1, 0), (1, 2), (1, 1)], GameBoard(SLANTED)), 10),
]


# ----------------------------------------------------------------------
# the solved region
# ----------------------------------------------------------------------
def solved(game, level):
    sol = game.solve(level=level)
    pts = sol.points[sol.on_board]
    isP = sol.is_P[sol.on_board]
    status = {tuple(int(x) for x in p): bool(s) for p, s in zip(pts, isP)}
    ell = np.array([int(x) for x in game.positivity_witness()])
    return status, ell


# ----------------------------------------------------------------------
# lattice games
# ----------------------------------------------------------------------
@pytest.fixture(scope="module", params=GAMES, ids=[g[0] for g in GAMES])
def game_quotient(request):
    name, G, L = request.param
    status, ell = solved(G, L)
    assert closed_under_sums(status), name
    Q = MisereQuotient.from_game(G, level=L)
    return G, L, status, ell, Q


def test_hypothesis_normal_semigroup_on_region(game_quotient):
    G, L, status, ell, Q = game_quotient
    gens = [tuple(int(x) for x in a) for a in Q.hilbert_basis()]
    # every generator is a P-position, and the P-positions of the region are
    # exactly the points of the region in ZP cap R_{>=0}P (normality)
    assert all(status[a] for a in gens)
    A = AffineSemigroup(gens)
    assert A.is_normal()
    for p, s in status.items():
        assert s == (A.in_group(p) and A.in_cone(p)), p


def test_game_quotient_matches_brute_force(game_quotient):
    G, L, status, ell, Q = game_quotient
    # the inner region contains a representative of every class
    inner = max([2, L // 3] + [int(np.dot(ell, x.representative())) for x in Q.elements()])
    assert L - inner >= inner
    sig = translate_signatures(status, ell, inner, L - inner)
    # the partition into classes
    for p, q in itertools.combinations(sig, 2):
        assert (sig[p] == sig[q]) == (Q(p) == Q(q)), (p, q)
    # size: every class of the quotient is hit by the inner region
    classes = set(sig.values())
    assert Q.is_finite() and len(classes) == Q.cardinality()
    assert {Q(p) for p in sig} == set(Q.elements())
    # P-portion: the classes of the P-positions
    assert {Q(p) for p in sig if status[p]} == set(Q.P_portion())
    assert all(x.is_P() == (x in Q.P_portion()) for x in Q.elements())


def test_game_quotient_structure(game_quotient):
    G, L, status, ell, Q = game_quotient
    # for games, R_{>=0}P = C and every element of P is congruent to 0
    # (Proposition 8.6 of [Guo]): the quotient is the group Z^d / ZP
    assert Q.fills_cone() and not Q.has_P_free_class() and Q.is_group()
    assert Q.relations() == Q.hilbert_basis()
    Zd = FreeModule(ZZ, G.dimension())
    assert Q.cardinality() == (Zd / Q.semigroup_lattice()).cardinality()
    # operation: class of a sum = sum of classes; the table is a group table
    pts = [p for p in status if np.dot(ell, p) <= 4]
    for p, q in itertools.product(pts, repeat=2):
        s = tuple(a + b for a, b in zip(p, q))
        assert Q(p) + Q(q) == Q(s)
    els = Q.elements()
    zero = Q.zero()
    assert all(any(x + y == zero for y in els) for x in els)
    # invariants: the exponent of the group is the largest invariant
    inv = Q.invariants()
    assert ZZ.prod(inv) == Q.cardinality()
    orders = []
    for x in els:
        n, y = 1, x
        while y != zero:
            n, y = n + 1, y + x
        orders.append(n)
    assert max(orders) == (max(inv) if inv else 1)


def test_game_congruence_algorithms(game_quotient):
    G, L, status, ell, Q = game_quotient
    inner = max(2, L // 3)
    sig = translate_signatures(status, ell, inner, L - inner)
    pts = sorted(p for p in sig if np.dot(ell, p) <= min(inner, 4))
    for p, q in itertools.combinations(pts, 2):
        expected = sig[p] == sig[q]
        assert Q.are_congruent(p, q) == expected, (p, q)
        assert Q.are_congruent(p, q, algorithm="lemma_8_5") == expected, (p, q)


def test_region_congruence_classes(game_quotient):
    G, L, status, ell, Q = game_quotient
    inner = max(2, L // 3)
    sig = translate_signatures(status, ell, inner, L - inner)
    mine = {}
    for p, s in sig.items():
        mine.setdefault(s, []).append(p)
    assert sorted(tuple(sorted(c)) for c in mine.values()) == \
        region_congruence_classes(G.solve(level=L), inner)


def test_presentation(game_quotient):
    G, L, status, ell, Q = game_quotient
    gens, rels = Q.presentation()
    m = len(gens)

    def point(u):
        return tuple(sum(c * g[i] for c, g in zip(u, gens)) for i in range(G.dimension()))

    for u, v in rels:
        assert Q(point(u)) == Q(point(v))
    # the presented monoid is the finite group Z^m / <u - v> of the right order
    Zm = FreeModule(ZZ, m)
    W = Zm.span([vector(ZZ, u) - vector(ZZ, v) for u, v in rels])
    assert (Zm / W).cardinality() == Q.cardinality()


def test_from_game_errors():
    # Remark 4.12 of [Guo]: not a semigroup, with a witness
    with pytest.raises(ValueError, match=r"do not form a semigroup: .* sum \(0, 2\)"):
        MisereQuotient.from_game(LatticeGame([(1, 0), (0, 2)]), level=8)
    # Grundy values p1 mod 3 and p2 mod 2: (1, 1) + (1, 1) is an N-position
    with pytest.raises(ValueError, match="not form a semigroup"):
        MisereQuotient.from_game(LatticeGame([(1, 0), (2, 0), (0, 1)]), level=8)
    # misère play: the board is not a monoid
    with pytest.raises(ValueError, match="defeated positions"):
        MisereQuotient.from_game(LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]), level=6)
    # a box region is not accepted
    G = LatticeGame([(1, 0), (0, 1)])
    with pytest.raises(ValueError, match="level region"):
        MisereQuotient.from_game(G, solution=G.solve(box=((0, 0), (4, 4))))
    with pytest.raises(ValueError, match="exactly one"):
        MisereQuotient.from_game(G)


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(st.integers(-1, 1), st.integers(-1, 1), st.integers(0, 1)),
                min_size=0, max_size=3))
def test_random_games(extra):
    """Random rule sets on N^3: either the quotient matches brute force, or
    the hypothesis fails on the region and a ValueError is raised."""
    moves = [(1, 0, 0), (0, 1, 0), (0, 0, 1)] + [m for m in extra if any(m)]
    try:
        G = LatticeGame(moves)
    except ValueError:
        assume(False)
    L = 9
    status, ell = solved(G, L)
    if not closed_under_sums(status):
        with pytest.raises(ValueError):
            MisereQuotient.from_game(G, level=L)
        return
    try:
        Q = MisereQuotient.from_game(G, level=L)
    except ValueError as err:
        # a semigroup on the region that is not normal (or not generated in it)
        assert "normal" in str(err) or "span C" in str(err)
        return
    inner = 3
    sig = translate_signatures(status, ell, inner, L - inner)
    for p, q in itertools.combinations(sig, 2):
        assert (sig[p] == sig[q]) == (Q(p) == Q(q)), (moves, p, q)
    assert {Q(p) for p in sig if status[p]} == set(Q.P_portion())


# ----------------------------------------------------------------------
# abstract normal affine semigroups (Section 8 of [Guo] in general)
# ----------------------------------------------------------------------
def check_against_brute_force(gens, cone_rays, small, bound):
    C = Cone(cone_rays)
    Q = MisereQuotient(gens, cone=cone_rays)
    P = box_semigroup_elements([tuple(a) for a in Q.hilbert_basis()], 2 * bound) \
        if Q.hilbert_basis() else {(0,) * len(cone_rays[0])}
    pts = cone_points(C.facet_normals(), small)
    offsets = cone_points(C.facet_normals(), bound)
    for p in pts:
        assert Q.is_P_position(p) == (p in P)
    for p, q in itertools.combinations(pts, 2):
        expected = congruent_on(P.__contains__, p, q, offsets, bound)
        assert Q.are_congruent(p, q) == expected, (gens, p, q)
        assert Q.are_congruent(p, q, algorithm="lemma_8_5") == expected, (gens, p, q)
        # Theorem 8.3 of [Guo] (with the P-free class): the quotient's classes
        assert (Q(p) == Q(q)) == expected, (gens, p, q)
    return Q


@pytest.mark.parametrize("gens, cone", [
    ([(1, 1)], ORTHANT2),                       # R P meets the interior of C
    ([(1, 0), (1, 1), (1, 2)], ORTHANT2),       # P = {p_2 <= 2 p_1}
    ([(1, 0), (1, 2)], ORTHANT2),               # P = {p_2 even, p_2 <= 2 p_1}
    ([(2, 0), (1, 1)], ORTHANT2),
    ([(1, 1), (1, 2)], ORTHANT2),               # no relation: the quotient is N^2 itself
    ([(1, 0)], ORTHANT2),                       # P-free positions
    ([(2, 0)], ORTHANT2),
    ([(2, 0), (0, 2)], ORTHANT2),
    ([(2, 0), (1, 2)], [(1, 0), (1, 2)]),
])
def test_abstract_semigroups(gens, cone):
    check_against_brute_force(gens, cone, small=3, bound=11)


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 2)), min_size=1, max_size=3),
       st.sampled_from([ORTHANT2, [(1, 0), (1, 1)], [(1, 0), (1, 2)]]))
def test_random_abstract_semigroups(gens, cone):
    C = Cone(cone)
    gens = [g for g in gens if any(g) and in_cone(C.facet_normals(), g)]
    assume(gens)
    A = AffineSemigroup(gens)
    if not A.is_normal():
        with pytest.raises(ValueError, match="not normal"):
            MisereQuotient(gens, cone=cone)
        gens = list(A.hilbert_basis())   # go on with the normalization
    check_against_brute_force(gens, cone, small=2, bound=10)


def test_abstract_three_dimensional():
    # R_{>=0}P a 2-dimensional cone inside a face, and one through the interior
    check_against_brute_force([(1, 0, 0), (1, 2, 0)], [(1, 0, 0), (0, 1, 0), (0, 0, 1)],
                              small=2, bound=6)
    check_against_brute_force([(1, 1, 1), (2, 1, 0)], [(1, 0, 0), (0, 1, 0), (0, 0, 1)],
                              small=2, bound=6)


def test_lemma_8_5_needs_the_lattice_hypothesis():
    """As stated, Lemma 8.5 of [Guo] would make 0 and (1, 0) congruent for
    P = 2N^2: the two real polyhedra agree, but (1, 0) is not in P."""
    Q = MisereQuotient([(2, 0), (0, 2)])
    assert Q._real_slice(Q._position((0, 0))) == Q._real_slice(Q._position((1, 0)))
    assert not Q.are_congruent((0, 0), (1, 0))
    assert not Q.are_congruent((0, 0), (1, 0), algorithm="lemma_8_5")
    P = box_semigroup_elements([(2, 0), (0, 2)], 8)
    assert not congruent_on(P.__contains__, (0, 0), (1, 0), cone_points(Cone(ORTHANT2).facet_normals(), 8), 8)


def test_theorem_8_3_misses_P_free_positions():
    """P = N(1, 0) in N^2: (0, 1) and (0, 2) have no P-position above them,
    so they are congruent, but (0, 1) - (0, 2) is not in the span of the
    relations; the quotient has two elements, not N."""
    Q = MisereQuotient([(1, 0)])
    P = box_semigroup_elements([(1, 0)], 10)
    assert congruent_on(P.__contains__, (0, 1), (0, 2), cone_points(Cone(ORTHANT2).facet_normals(), 10), 10)
    assert [tuple(a) for a in Q.relations()] == [(1, 0)]
    M = FreeModule(ZZ, 2).span([vector(ZZ, (1, 0))])
    assert vector(ZZ, (0, 1)) - vector(ZZ, (0, 2)) not in M
    assert Q.has_P_free_class() and Q.cardinality() == 2
    assert Q((0, 1)) == Q((3, 2)) and Q((0, 1)) != Q.zero()
    with pytest.raises(NotImplementedError):
        Q.presentation()


def test_trivial_semigroup():
    # P = {0}: the classes are {0} and the P-free positions
    Q = MisereQuotient([], cone=ORTHANT2)
    assert Q.cardinality() == 2 and Q.hilbert_basis() == ()
    assert Q.are_congruent((1, 0), (0, 3)) and not Q.are_congruent((0, 0), (0, 3))
    assert [x.is_P() for x in Q.elements()] == [True, False]


def test_infinite_quotients():
    Q = MisereQuotient([(1, 1), (1, 2)])
    assert Q.relations() == () and Q.cardinality() == Infinity and not Q.is_group()
    with pytest.raises(ValueError, match="infinite"):
        Q.elements()
    with pytest.raises(ValueError, match="infinite"):
        Q.P_portion()
    Q = MisereQuotient([(1, 1)])
    assert Q.is_group() and Q.invariants() == (0,)
    assert tuple(Q((5, 3)).representative()) == (2, 0)


def test_input_errors():
    with pytest.raises(ValueError, match=r"not normal: \(1, 2\)"):
        MisereQuotient([(1, 0), (1, 1), (1, 3)])
    with pytest.raises(ValueError, match="does not lie in C"):
        MisereQuotient([(1, -1)])
    with pytest.raises(ValueError, match="pointed"):
        MisereQuotient([(1, 0)], cone=[(1, 0), (-1, 0), (0, 1)])
    with pytest.raises(ValueError, match="no generators"):
        MisereQuotient([])
    Q = MisereQuotient([(2, 0), (0, 2)])
    with pytest.raises(ValueError, match="not a position"):
        Q((-1, 0))
    with pytest.raises(ValueError, match="algorithm"):
        Q.are_congruent((0, 0), (1, 0), algorithm="guess")


def test_sage_protocol():
    for Q in [MisereQuotient([(2, 0), (1, 1), (0, 2)]), MisereQuotient([(1, 1)]),
              MisereQuotient([(1, 0)]), MisereQuotient(AffineSemigroup([(3,)]))]:
        R = loads(dumps(Q))
        assert R == Q and hash(R) == hash(Q) and repr(R) == repr(Q)
        TestSuite(Q).run()
        assert latex(Q)
        x = Q.generators()[0]
        assert loads(dumps(x)) == x and hash(loads(dumps(x))) == hash(x)
        TestSuite(x).run()
    assert MisereQuotient([(2, 0), (0, 2)]) != MisereQuotient([(2, 0), (0, 2)], cone=[(1, 0), (-1, 2)])
    assert MisereQuotient(AffineSemigroup([(2, 0), (0, 2), (2, 2)])) == MisereQuotient([(2, 0), (0, 2)])


# ----------------------------------------------------------------------
# the Sage structure: parent, elements, category, TestSuite
# ----------------------------------------------------------------------
def test_parent_structure():
    from sage.categories.monoids import Monoids
    Q = MisereQuotient([(2, 0), (0, 2)])
    assert Q is MisereQuotient([(0, 2), (2, 0), (2, 2)])
    assert Q.category() is Monoids().Commutative().Finite()
    assert MisereQuotient([(1, 1)]).category() is Monoids().Commutative()
    x, y = Q((1, 0)), Q((0, 1))
    assert isinstance(x, MisereQuotientElement) and x in Q and (1, 0) not in Q
    assert MisereQuotientElement(Q, (3, 2)) == x + Q((0, 2))
    assert type(MisereQuotientElement(Q, (1, 0))) is type(x)
    # the monoid is written additively; * and one() are the same operation
    assert x * y == x + y and Q.one() is Q.zero() and x ** 2 == Q.zero()
    assert Q.sum([x, y, x]) == y == Q.prod([x, y, x]) and Q.sum([]) == Q.zero()
    assert sum([x, y, x]) == y
    assert list(Q.monoid_generators()) == list(Q.generators())


@pytest.mark.parametrize("gens, cone", [
    ([(2, 0), (1, 1), (0, 2)], None),
    ([(1, 0), (1, 1), (1, 2)], None),          # infinite, not a group
    ([(1, 0)], None),                          # a P-free class
    ([(1, 1, 0)], None),                       # infinite with a P-free class
    ([(2, 0), (1, 2)], [(1, 0), (1, 2)]),
    ([], ORTHANT2),
])
def test_test_suite_invariants(gens, cone):
    Q = MisereQuotient(gens, cone=cone)
    TestSuite(Q).run(raise_on_failure=True)
    # the invariants of the class run on their own, on larger regions too
    Q._test_P_portion(degree=3)
    Q._test_congruence()


def test_test_methods_detect_errors():
    """_test_P_portion and _test_congruence fail when the classes do not
    respect the P-positions or the congruence."""
    Q = MisereQuotient([(2, 0), (0, 2)])
    # a set that is not a union of classes: (0, 2) ~ (0, 0) would be wrong
    Q.is_P_position = lambda p: tuple(p) in {(0, 0), (2, 0)}
    try:
        with pytest.raises(AssertionError):
            Q._test_P_portion()
    finally:
        del Q.is_P_position
    Q.are_congruent = lambda p, q, algorithm="lattice": True
    try:
        with pytest.raises(AssertionError):
            Q._test_congruence()
    finally:
        del Q.are_congruent
    Q._test_P_portion()
    Q._test_congruence()


def test_old_pickles_of_both_classes():
    """The pickles of the flat layout (``MisereQuotient(hilbert, C)`` and
    ``MisereQuotientElement(Q, rep)`` under ``sage_latticegames.misere_quotient``)."""
    import os
    folder = os.path.join(os.path.dirname(__file__), "..", "data", "pickles")
    Q = MisereQuotient([(2, 0), (1, 1), (0, 2)])
    with open(os.path.join(folder, "MisereQuotient.sobj"), "rb") as f:
        assert loads(f.read()) is Q
    with open(os.path.join(folder, "MisereQuotientElement.sobj"), "rb") as f:
        x = loads(f.read())
    assert x == Q((1, 0)) and type(x) is type(Q((1, 0))) and x.parent() is Q
    from sage_latticegames import misere_quotient
    assert misere_quotient.MisereQuotient is MisereQuotient
    assert misere_quotient.__all__ == ["MisereQuotient", "MisereQuotientElement",
                                       "region_congruence_classes"]


def test_checkpoint_and_resume_through_the_game(tmp_path):
    # LatticeGame.misere_quotient passes checkpoint/resume to the heap-by-heap
    # driver: a run resumed from the saved proved quotient gives the same quotient
    from sage_latticegames import games
    G = games.octal("0.07", 12, play="misere")
    path = str(tmp_path / "q.ckpt")
    Q = G.misere_quotient(checkpoint=path)
    R = G.misere_quotient(resume=path)
    assert Q.is_certified() and R.is_certified()
    assert Q.finite_data() == R.finite_data() and Q.cardinality() == R.cardinality()


def test_heap_by_heap_is_a_plain_classmethod():
    # one @classmethod (two stacked ones wrap a classmethod in a classmethod,
    # which Python 3.13 no longer calls); a call on the class and on an instance
    import inspect
    attr = inspect.getattr_static(MisereQuotient, "heap_by_heap")
    assert isinstance(attr, classmethod) and inspect.isfunction(attr.__func__)
    Q = MisereQuotient.heap_by_heap(games.nim(2, "misere"))
    assert Q.cardinality() == 6 and Q.standard_name() == "T2"
    assert Q.heap_by_heap(games.nim(1, "misere")).cardinality() == 2


def test_the_front_door_chooses_the_construction():
    # misere/constructor.py: the one place choosing the construction and its budget
    from sage_latticegames.misere.constructor import (misere_quotient, ALGORITHMS, FINITE_MAX_ORDER,
                                                      heap_construction_applies, NoConstructionApplies)
    from sage_latticegames.misere.heap import MisereQuotientBudgetError
    from sage_latticegames.game_board import GameBoard
    from sage.geometry.polyhedron.constructor import Polyhedron
    nim = games.nim(2, "misere")
    assert heap_construction_applies(nim)
    # every route to the quotient of a heap game gives the same parent
    Q = misere_quotient(nim)
    for algorithm in ("auto", "heap", "finite"):
        assert misere_quotient(nim, algorithm=algorithm) is Q
    assert nim.misere_quotient() is Q and Q.proof().theorem() == "heap pretension theorem"
    # a board that is not an orthant: the region (Section 8), and a clear error when that fails
    B = GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)]))
    G = LatticeGame([(1, 0), (1, 2), (1, 1)], B)
    assert not heap_construction_applies(G)
    assert misere_quotient(G, level=10) == MisereQuotient.from_game(G, level=10)
    with pytest.raises(ValueError, match="orthant"):
        misere_quotient(G, algorithm="heap")
    assert issubclass(NoConstructionApplies, ValueError)
    # 'finite' caps the order of heap games at FINITE_MAX_ORDER (a search gives up sooner):
    # misère 0.76 at its wall, heap 12 (0.07 at heap 34 as well, in twice the time)
    with pytest.raises(MisereQuotientBudgetError, match="max_order=%s" % FINITE_MAX_ORDER):
        misere_quotient(games.octal("0.76", 12, play="misere"), algorithm="finite")
    with pytest.raises(ValueError, match="unknown algorithm"):
        misere_quotient(nim, algorithm="fast")
    assert set(ALGORITHMS) == {"auto", "heap", "finite", "stratification", "region", "infinite"}
