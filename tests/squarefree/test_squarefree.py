"""
Tests of sage_latticegames.squarefree: squarefree games in normal play
(Section 6 of [GM], erratum [GM-E]).

Independent checks:

* octal games: P_0 is compared with the Sprague-Grundy description
  {S : XOR of the Grundy values of the heap sizes in S is 0}, the Grundy values
  being computed here by the mex rule directly from the octal code;
* P = P_0 + 2N^d is compared with the compiled brute-force solver
  (LatticeGame.solve) on finite regions, for octal games and for random
  squarefree rule sets (hypothesis);
* the two strategies of the kernel (topological order, depth first search)
  are compared with each other.

Tests marked ``long`` (heaps up to 20) are skipped unless the environment
variable SAGE_LATTICEGAMES_LONG is set to yes.
"""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import LatticeGame, RuleSet, games
from sage_latticegames.squarefree import (
    is_squarefree, is_weakly_squarefree, squarefree_P0, squarefree_P0_points,
    points_to_masks, masks_to_points, congruence_witness, is_congruent,
    check_P_iff_congruent_to_zero, check_double_congruent_to_zero,
    check_congruent_iff_sum_in_P, sustains, sustained_patterns,
    proposition_7_3_pattern, squarefree_generating_function,
    squarefree_stratification, squarefree_rational_strategy)

from helpers import long_test
from oracles import grundy_values, heap_options

OCTAL_CODES = ["0.07", "0.137", "0.77", "0.15", "0.123"]
ERRATUM = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
NIM3 = [(1, 0, 0), (0, 1, 0), (-1, 1, 0), (0, 0, 1), (-1, 0, 1), (0, -1, 1)]


# ----------------------------------------------------------------------
# octal games, independently of sage_latticegames.games
# ----------------------------------------------------------------------
def octal_rule_set(code, max_heap):
    """
    The squarefree rule set of an octal game, with one coordinate per heap
    size having a move (Example 6.4 of [GM]); returns (sizes, vectors).
    """
    sizes = [n for n in range(1, max_heap + 1) if heap_options(code, n)]
    index = {n: i for i, n in enumerate(sizes)}
    vectors = set()
    for n in sizes:
        for heaps in heap_options(code, n):
            v = [0] * len(sizes)
            v[index[n]] += 1
            for h in heaps:
                if h in index:
                    v[index[h]] -= 1
            vectors.add(tuple(v))
    return sizes, sorted(vectors)


def xor_P0(code, sizes):
    """
    The bit masks of {S subset of sizes : XOR of Grundy values = 0}.
    """
    g = grundy_values(code, max(sizes))
    d = len(sizes)
    masks = np.arange(1 << d, dtype=np.int64)
    total = np.zeros(1 << d, dtype=np.int64)
    for i, n in enumerate(sizes):
        total ^= np.where((masks >> i) & 1, g[n], 0)
    return total == 0


def test_grundy_values_known():
    # published Grundy sequences (Winning Ways; Guy-Smith)
    assert grundy_values("0.137", 12) == [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2]
    assert grundy_values("0.07", 12) == [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]
    assert grundy_values("0.77", 8) == [0, 1, 2, 3, 1, 4, 3, 2, 1]


def check_octal(code, max_heap):
    """
    P_0 of the rule set built here from the octal code is the Sprague-Grundy
    set; returns the rule set and P_0.
    """
    sizes, vectors = octal_rule_set(code, max_heap)
    expected = xor_P0(code, sizes)
    assert is_squarefree(vectors)
    got = squarefree_P0(vectors)
    assert got.dtype == np.bool_ and got.shape == (1 << len(sizes),)
    assert np.array_equal(got, expected)
    return RuleSet(vectors), expected


@pytest.mark.parametrize("code", OCTAL_CODES)
def test_octal_P0_is_sprague_grundy(code):
    R, expected = check_octal(code, 12)
    # the package's octal games: same coordinates, same rule set, same P_0
    G = games.octal(code, 12)
    assert tuple(G.encoding().heap_sizes()) == tuple(n for n in range(1, 13) if heap_options(code, n))
    assert G.rule_set() == R
    assert G.rule_set().is_squarefree()
    assert np.array_equal(squarefree_P0(G), expected)


@long_test
@pytest.mark.long
@pytest.mark.parametrize("code", OCTAL_CODES)
def test_octal_P0_is_sprague_grundy_20(code):
    R, expected = check_octal(code, 20)
    assert np.array_equal(squarefree_P0(R, method="dfs"), expected)


# ----------------------------------------------------------------------
# comparison with the brute-force solver
# ----------------------------------------------------------------------
def assert_P_is_P0_plus_2N(sol, P0):
    """
    Every determined position p of the region: p in P iff p mod 2 in P_0.
    """
    keep = sol.determined & sol.on_board
    pts = sol.points[keep]
    assert len(pts) > 0
    predicted = P0[points_to_masks(pts)]
    assert np.array_equal(predicted, sol.is_P[keep])


def beans(G):
    """The number of beans of a position: positive on the moves of an octal game."""
    return [int(n) for n in G.encoding().heap_sizes()]


@pytest.mark.parametrize("code,level", [("0.07", 26), ("0.137", 24), ("0.77", 24),
                                        ("0.15", 24), ("0.123", 24)])
def test_octal_P_against_brute_force(code, level):
    G = games.octal(code, 12)
    sol = G.solve(level=level, functional=beans(G))
    assert sol.determined.all()
    assert_P_is_P0_plus_2N(sol, squarefree_P0(G))
    # the positions outside the cube are really exercised
    assert (sol.points.max(axis=1) >= 2).sum() > 100


@st.composite
def squarefree_rule_sets(draw, max_d=4, max_entry=2):
    """
    Random squarefree rule sets on N^d satisfying the axioms: the negative
    entries of a move sit on coordinates earlier in a random order than its
    positive entry (a random order, to leave the heap order).
    """
    d = draw(st.integers(1, max_d))
    order = draw(st.permutations(list(range(d))))
    vectors = set()
    for k, i in enumerate(order):
        for _ in range(draw(st.integers(1, 3))):
            v = [0] * d
            v[i] = 1
            for j in order[:k]:
                v[j] = -draw(st.integers(0, max_entry))
            vectors.add(tuple(v))
    return sorted(vectors)


def small_functional(vectors):
    """
    A positive functional: l_i = 1 + max over the moves with positive index i
    of sum |gamma_j| l_j (well defined along a topological order).
    """
    d = len(vectors[0])
    ell = [None] * d
    while None in ell:
        for i in range(d):
            if ell[i] is not None:
                continue
            moves = [v for v in vectors if v[i] == 1]
            needed = [j for v in moves for j in range(d) if v[j] < 0]
            if all(ell[j] is not None for j in needed):
                ell[i] = 1 + max([sum(-v[j] * ell[j] for j in range(d) if v[j] < 0) for v in moves] + [0])
    return ell


def solve_small(vectors, max_points=3000):
    """
    Solve the largest level region (for small_functional) with at most
    max_points points, but at least the level 2 * max(ell) + 2.
    """
    G = LatticeGame(vectors)
    ell = small_functional(vectors)
    size = lambda L: len(G.region(level=L, functional=ell)[0])
    lo = 2 * max(ell) + 2
    hi = lo
    while size(hi) <= max_points:
        lo, hi = hi, 2 * hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if size(mid) <= max_points else (lo, mid)
    return G.solve(level=lo, functional=ell)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squarefree_rule_sets())
def test_random_squarefree_against_brute_force(vectors):
    assert is_squarefree(vectors) and is_weakly_squarefree(vectors)
    P0 = squarefree_P0(vectors)
    assert P0[0]
    assert np.array_equal(squarefree_P0(vectors, method="dfs"), P0)
    sol = solve_small(vectors)
    assert_P_is_P0_plus_2N(sol, P0)
    # the correct part of Section 7: P_0 is a pattern sustained by Gamma
    assert sustains(vectors, P0)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squarefree_rule_sets(max_d=3))
def test_random_squarefree_congruence_facts(vectors):
    sol = solve_small(vectors, max_points=80)
    assert check_P_iff_congruent_to_zero(sol) == ()
    assert check_double_congruent_to_zero(sol) == ()
    assert check_congruent_iff_sum_in_P(sol) == ()


@settings(max_examples=30, deadline=None)
@given(squarefree_rule_sets(max_d=5))
def test_P0_points(vectors):
    P0 = squarefree_P0(vectors)
    pts = squarefree_P0_points(vectors, as_array=True)
    assert sorted(points_to_masks(pts).tolist()) == np.nonzero(P0)[0].tolist()
    assert [tuple(p) for p in squarefree_P0_points(vectors)] == [tuple(p) for p in pts.tolist()]
    assert pts.tolist() == sorted(pts.tolist())
    assert np.array_equal(masks_to_points(points_to_masks(pts), len(vectors[0])), pts)


def test_heap_order_and_relabelled_order_agree():
    # the same game with coordinates reversed: the kernel must relabel
    sizes, vectors = octal_rule_set("0.137", 10)
    reversed_vectors = [tuple(reversed(v)) for v in vectors]
    P0 = squarefree_P0(vectors)
    Q0 = squarefree_P0(reversed_vectors)
    d = len(sizes)
    masks = np.arange(1 << d)
    reversed_masks = points_to_masks(masks_to_points(masks, d)[:, ::-1])
    assert np.array_equal(Q0[reversed_masks], P0)
    assert np.array_equal(squarefree_P0(reversed_vectors, method="dfs"), Q0)


# ----------------------------------------------------------------------
# definitions and the erratum
# ----------------------------------------------------------------------
def test_definitions():
    assert is_squarefree(NIM3) and is_weakly_squarefree(NIM3)
    assert not is_squarefree(ERRATUM) and is_weakly_squarefree(ERRATUM)
    assert not is_squarefree([(2, -1), (0, 1)]) and not is_weakly_squarefree([(2, -1), (0, 1)])
    assert not is_squarefree([(1, 0), (0, 2)])
    assert RuleSet(ERRATUM).is_weakly_squarefree() and not RuleSet(ERRATUM).is_squarefree()
    assert is_squarefree(LatticeGame(NIM3))


BOX = np.array([[a, b, c] for a in range(4) for b in range(4) for c in range(4)])


def condition_1(g):
    """
    Condition 1 of Proposition 1 of [GM-E] for p, q in the box [0, 3]^3:
    p + q - g >= 0 implies p - g >= 0 or q - g >= 0.
    """
    ok = (BOX - g >= 0).all(axis=1)
    ok_sum = (BOX[:, None, :] + BOX[None, :, :] - g >= 0).all(axis=2)
    return not (ok_sum & ~(ok[:, None] | ok[None, :])).any()


def condition_6_2(g):
    """
    Condition 1 of Proposition 6.2 of [GM] for p in the box [0, 3]^3:
    2p - g >= 0 implies p - g >= 0.
    """
    return not ((2 * BOX - g >= 0).all(axis=1) & ~(BOX - g >= 0).all(axis=1)).any()


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.integers(-3, 3), min_size=3, max_size=3).filter(lambda v: max(v) > 0),
                min_size=1, max_size=4))
def test_definitions_random(vectors):
    # for moves with a positive entry (as in every rule set), the predicates
    # agree with the conditions 1 of Proposition 1 of [GM-E] / Proposition 6.2 of [GM]
    A = np.array(vectors)
    assert is_squarefree(vectors) == all(condition_1(g) for g in A)
    assert is_weakly_squarefree(vectors) == all(condition_6_2(g) for g in A)
    if is_squarefree(vectors):
        assert is_weakly_squarefree(vectors)


def test_erratum_counterexample():
    G = LatticeGame(ERRATUM)
    sol = G.solve(level=8)
    # Proposition 6.7 fails: (0, 1, 1) is P but not congruent to 0
    assert sol.outcome((0, 1, 1)) == "P"
    r = congruence_witness(sol, (0, 1, 1), (0, 0, 0))
    assert r is not None
    assert sol.outcome(tuple(a + b for a, b in zip((0, 1, 1), r))) != sol.outcome(r)
    assert not is_congruent(sol, (0, 1, 1), (0, 0, 0))
    assert (0, 1, 1) in check_P_iff_congruent_to_zero(sol)
    assert check_double_congruent_to_zero(sol) != ()
    # Theorem 6.11 fails: (1, 0, 1) is P, (1, 2, 1) is not
    assert sol.outcome((1, 0, 1)) == "P" and sol.outcome((1, 2, 1)) == "N"
    with pytest.raises(ValueError, match="(?s)not squarefree.*general solver"):
        squarefree_P0(ERRATUM)


def test_congruence_facts_octal():
    G = games.octal("0.137", 5)
    sol = G.solve(level=9, functional=beans(G))
    assert check_P_iff_congruent_to_zero(sol) == ()
    assert check_double_congruent_to_zero(sol) == ()
    assert check_congruent_iff_sum_in_P(sol) == ()
    assert is_congruent(sol, (2, 0, 0, 0, 0), (0, 0, 0, 0, 0))


def test_congruence_input_errors():
    sol = LatticeGame(NIM3).solve(level=4)
    with pytest.raises(ValueError, match="not in the solved region"):
        congruence_witness(sol, (9, 9, 9), (0, 0, 0))
    with pytest.raises(TypeError, match="Solution"):
        congruence_witness([(0, 0, 0)], (0, 0, 0), (0, 0, 0))


def test_bad_input():
    with pytest.raises(ValueError, match="general solver"):
        squarefree_P0([(1, 0), (0, 2)])
    with pytest.raises(ValueError, match="positivity axiom"):
        squarefree_P0([(1, -1), (-1, 1)])
    with pytest.raises(ValueError, match="positivity axiom"):
        squarefree_P0([(1, -1), (-1, 1)], method="dfs")
    with pytest.raises(ValueError, match="normal play"):
        squarefree_P0(LatticeGame.misere(NIM3))
    with pytest.raises(ValueError, match="method"):
        squarefree_P0(NIM3, method="magic")
    with pytest.raises(TypeError):
        is_squarefree(5)
    with pytest.raises(ValueError):
        is_squarefree([])


# ----------------------------------------------------------------------
# patterns (Section 7 of [GM])
# ----------------------------------------------------------------------
def test_patterns_uniqueness_fails():
    G = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
    patterns = sustained_patterns(G)
    assert len(patterns) == 2
    P0 = set(points_to_masks(squarefree_P0_points(G, as_array=True)).tolist())
    assert {frozenset(points_to_masks([[int(x) for x in v] for v in P]).tolist()) for P in patterns} \
        == {frozenset(P0), frozenset([0, 7])}
    assert all(sustains(G, P) for P in patterns)
    # Proposition 7.3's algorithm depends on the order
    assert len(proposition_7_3_pattern(G)) == 4
    assert len(proposition_7_3_pattern(G, order=[0, 7, 1, 2, 3, 4, 5, 6])) == 2


@settings(max_examples=25, deadline=None)
@given(squarefree_rule_sets(max_d=4), st.randoms(use_true_random=False))
def test_greedy_patterns_are_sustained(vectors, rnd):
    d = len(vectors[0])
    order = list(range(1 << d))
    rnd.shuffle(order)
    P = proposition_7_3_pattern(vectors, order=order)
    assert sustains(vectors, P)
    P0 = squarefree_P0(vectors)
    if d <= 3:
        masks = [frozenset(points_to_masks([[int(x) for x in v] for v in Q]).tolist())
                 for Q in sustained_patterns(vectors)]
        assert frozenset(np.nonzero(P0)[0].tolist()) in masks


# ----------------------------------------------------------------------
# rational generating function (Example 8.3 of [GM])
# ----------------------------------------------------------------------
def test_generating_function():
    G = games.octal("0.137", 4)
    f = squarefree_generating_function(G)
    R = f.numerator().parent()
    t = R.gens()
    # the P-positions in the cube, by brute force
    sol = G.solve(level=10, functional=beans(G))
    cube = [p for p, isP in zip(sol.points.tolist(), sol.is_P.tolist()) if isP and max(p) <= 1]
    expected = R.sum(R.monomial(*p) for p in cube) / R.prod(1 - x ** 2 for x in t)
    assert f == expected
    assert f.parent() is R.fraction_field()


# ----------------------------------------------------------------------
# affine stratification and rational strategy (Theorem 6.11, Corollary 6.12,
# Example 8.3 of [GM])
# ----------------------------------------------------------------------
def test_stratification_against_brute_force():
    from sage_latticegames.squarefree import squarefree_stratification
    G = games.octal("0.07", 7)
    S = squarefree_stratification(G)
    assert S.num_strata() == 1
    F, A = S.strata()[0]
    assert len(F) == int(squarefree_P0(G).sum())
    sol = G.solve(level=24, functional=beans(G))
    assert np.array_equal(S.contains_points(sol.points), sol.is_P)
    assert bool(S.verify(G, level=6))
    # the core's dispatch
    assert G.affine_stratification() == S


def test_rational_strategy_against_brute_force():
    from sage_latticegames.squarefree import squarefree_rational_strategy
    G = games.octal("0.137", 4)
    f = squarefree_rational_strategy(G)
    assert bool(f.verify(level=int(3 * max(G.positivity_witness()))))
    assert f.rational_function() == squarefree_generating_function(G)
    sol = G.solve(level=12, functional=beans(G))
    for p, isP in list(zip(sol.points.tolist(), sol.is_P.tolist()))[::7]:
        assert f.is_P_position(p) == isP
    assert G.rational_strategy() == f


def test_stratification_bad_input():
    from sage_latticegames.squarefree import squarefree_stratification, squarefree_rational_strategy
    with pytest.raises(ValueError, match="general solver"):
        squarefree_stratification([(1, 0), (0, 2)])
    with pytest.raises(ValueError, match="normal play"):
        squarefree_rational_strategy(LatticeGame.misere(NIM3))
    # not squarefree: the general search takes over; this game's P-positions are not
    # eventually periodic in each coordinate (the move (1, 1, 0) couples two of them),
    # so the periodic methods fail and the polyhedral cells prove it (the quotient
    # phase, first by default, is left out: it spends a minute failing on this game)
    from sage_latticegames.discovery import DiscoveryError
    G = LatticeGame(ERRATUM)
    with pytest.raises(DiscoveryError, match="no certified affine stratification"):
        G.affine_stratification(max_positions=10**5, methods=("folded", "regions"))
    S = G.affine_stratification(max_positions=10**5, methods=("folded", "regions", "polyhedral"))
    assert S.is_certified() and S.certificate().method() == "polyhedral cells"


@settings(max_examples=30, deadline=None)
@given(squarefree_rule_sets(max_d=6))
def test_greedy_pattern_in_heap_order_is_P0(vectors):
    # relabel the coordinates in heap order: the positive index of each move
    # after its negative indices; then Proposition 7.3's procedure in the
    # binary order is the dynamic program of Theorem 3 of [GM-E]
    d = len(vectors[0])
    ell = small_functional(vectors)
    order = sorted(range(d), key=lambda i: ell[i])
    heap = [tuple(v[i] for i in order) for v in vectors]
    P = proposition_7_3_pattern(heap)
    P0 = squarefree_P0(heap)
    assert sorted(points_to_masks([[int(x) for x in v] for v in P]).tolist()) == np.nonzero(P0)[0].tolist()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squarefree_rule_sets(), st.data())
def test_stratification_and_strategy_agree_with_parity_mask(vectors, data):
    # P = P0 + 2N^d: membership in the stratification and the rational strategy
    # (indexed by parity masks) agree with the mask of the point in P0
    G = LatticeGame(vectors)
    d = G.dimension()
    P0 = squarefree_P0(G)
    S = squarefree_stratification(G)
    f = squarefree_rational_strategy(G)
    pts = data.draw(st.lists(st.tuples(*[st.integers(0, 2**70)] * d), min_size=3, max_size=12))
    expected = P0[points_to_masks(pts)].tolist()
    assert [p in S for p in pts] == expected
    assert [f.is_P_position(p) for p in pts] == expected
    assert S.contains_points(np.array(pts, dtype=object)).tolist() == expected
