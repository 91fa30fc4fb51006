"""
Tests of sage_latticegames.strategies: rational strategies
(Definition 8.1 and Examples 8.2/8.3 of [GM]; Theorems 3.6, 5.1, 6.2 of [GM-A]),
cross-checked against the brute-force solver and the oracles of tests/oracles.py.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from sage.misc import sage_unittest
from sage.misc.persist import loads, dumps
from sage.rings.rational_field import QQ
from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing

from sage_latticegames import LatticeGame
from sage_latticegames.generating_functions.ring import ShortRationalFunction
from sage_latticegames.strategies.rational_strategy import RationalStrategy
from sage_latticegames.generating_functions.modules import (
    module_generating_function, semigroup_generating_function,
    standard_monomial_decomposition, ideal_monomial_decomposition)

from oracles import congruent_on, module_points, plain_P_positions

SETTINGS = dict(max_examples=10, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

NIM2 = [(1, 0), (0, 1), (-1, 1)]


# ----------------------------------------------------------------------
# Example 8.2 of [GM], exactly as printed
# ----------------------------------------------------------------------
def test_example_8_2_normal_play_exactly_as_printed():
    G = LatticeGame(NIM2)
    f = RationalStrategy.from_stratification([([(0, 0)], [(2, 0), (0, 2)])], game=G, names="a,b")
    assert str(f.generating_function()) == "1/((1 - a^2)*(1 - b^2))"
    a, b = PolynomialRing(QQ, "a,b").gens()
    assert f.rational_function() == 1 / ((1 - a ** 2) * (1 - b ** 2))
    assert f.verify(level=40)


def test_example_8_2_misere_play_exactly_as_printed():
    G = LatticeGame.misere(NIM2)
    strata = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]   # Example 8.7 of [GM]
    f = RationalStrategy.from_stratification(strata, game=G, names="a,b")
    assert str(f.generating_function()) == "a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))"
    g = RationalStrategy([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], game=G,
                         names="a,b")
    assert f == g
    a, b = PolynomialRing(QQ, "a,b").gens()
    assert f.rational_function() == a / (1 - a ** 2) + b ** 2 / ((1 - a ** 2) * (1 - b ** 2))
    assert f.verify(level=40)
    # the normal-play strategy is not one for misere play, and conversely
    assert not RationalStrategy.squarefree([(0, 0)], game=G).verify(level=10)


def test_sage_protocol():
    G = LatticeGame.misere(NIM2)
    f = RationalStrategy([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], game=G)
    sage_unittest.TestSuite(f).run()
    assert loads(dumps(f)) == f
    assert hash(loads(dumps(f))) == hash(f)
    assert "frac" in f._latex_()
    assert f != RationalStrategy.squarefree([(0, 0)], game=G)


# ----------------------------------------------------------------------
# verification names the wrong coefficient
# ----------------------------------------------------------------------
@pytest.mark.parametrize("point,delta,status", [((4, 3), 1, "N"), ((2, 2), -1, "P"),
                                                ((3, 5), 2, "N")])
def test_verify_names_a_single_wrong_coefficient(point, delta, status):
    G = LatticeGame.misere(NIM2)
    good = [(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])]
    f = RationalStrategy(good + [(delta, point, [])], game=G)
    report = f.verify(level=25)
    assert not report
    bad = report.disagreements()
    assert len(bad) == 1
    p, c, st_ = bad[0]
    assert p == point and st_ == status
    assert c == (1 if status == "P" else 0) + delta
    assert "(the point (%s, %s))" % point in str(report)


def test_verify_reports_claims_outside_the_board():
    G = LatticeGame.misere(NIM2)
    f = RationalStrategy([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)]),
                          (1, (0, 0), [])], game=G)
    bad = f.verify(level=10).disagreements()
    assert bad == [((0, 0), 1, "not a position")]


# ----------------------------------------------------------------------
# invalid input
# ----------------------------------------------------------------------
def test_invalid_input_raises_clear_errors():
    G = LatticeGame(NIM2)
    f = RationalStrategy.squarefree([(0, 0)], game=G)
    with pytest.raises(ValueError, match="has 3 coordinates, expected 2"):
        f.is_P_position((1, 2, 3))
    with pytest.raises(ValueError, match="not a position of the game"):
        f.is_P_position((-1, 2))
    with pytest.raises(ValueError, match="denominator vector \\(0, 0\\) of a term is zero"):
        RationalStrategy([(1, (0, 0), [(0, 0)])])
    with pytest.raises(ValueError, match="needs the lattice game"):
        RationalStrategy.squarefree([(0, 0)]).winning_moves((1, 1))
    with pytest.raises(ValueError, match="3 variables but the game is played in dimension 2"):
        RationalStrategy([(1, (0, 0, 0), [(2, 0, 0)])], game=G)
    with pytest.raises(ValueError, match="has 3 coordinates, expected 2"):
        RationalStrategy.squarefree([(0, 0, 0)], game=G)
    with pytest.raises(ValueError, match="not that of a set"):
        RationalStrategy([(2, (0, 0), [(2, 0), (0, 2)])], game=G).is_P_position((2, 2))
    with pytest.raises(ValueError, match="not pointed"):
        module_generating_function([(0, 0)], [(1, 1), (-1, -1)])


# ----------------------------------------------------------------------
# generating functions of modules over affine semigroups vs enumeration
# ----------------------------------------------------------------------
@st.composite
def modules(draw, d=2):
    gens = draw(st.lists(st.tuples(*[st.integers(0, 3)] * d).filter(any), min_size=1,
                         max_size=4))
    F = draw(st.lists(st.tuples(*[st.integers(0, 3)] * d), min_size=1, max_size=4))
    return F, gens


@settings(**SETTINGS)
@given(modules())
def test_module_generating_function_matches_enumeration(data):
    F, gens = data
    f = module_generating_function(F, gens)
    assert f.has_independent_denominators()
    assert all(c == 1 for c, _, _ in f.terms())          # disjoint pieces
    box = 9
    pts = module_points(F, gens, ((0, 0), (box, box)))
    for p in itertools.product(range(box + 1), repeat=2):
        assert f.coefficient(p) == (1 if p in pts else 0), (F, gens, p)


@settings(**SETTINGS)
@given(modules(d=3))
def test_module_generating_function_matches_enumeration_3d(data):
    F, gens = data
    f = module_generating_function(F, gens)
    pts = module_points(F, gens, ((0, 0, 0), (5, 5, 5)))
    for p in itertools.product(range(6), repeat=3):
        assert f.coefficient(p) == (1 if p in pts else 0), (F, gens, p)


def test_non_normal_and_non_free_semigroups():
    # N{2, 3}: the hole 1
    f = semigroup_generating_function([(2,), (3,)])
    assert [f.coefficient((k,)) for k in range(6)] == [1, 0, 1, 1, 1, 1]
    # the twisted cubic cone N{(3,0), (2,1), (1,2), (0,3)}: non-normal (misses (1,1)+...)
    A = [(3, 0), (2, 1), (1, 2), (0, 3)]
    g = semigroup_generating_function(A)
    pts = module_points([(0, 0)], A, ((0, 0), (12, 12)))
    for p in itertools.product(range(13), repeat=2):
        assert g.coefficient(p) == (1 if p in pts else 0)
    # overlapping translates of a non-free semigroup
    h = module_generating_function([(0, 0), (3, 0), (1, 1)], A)
    pts = module_points([(0, 0), (3, 0), (1, 1)], A, ((0, 0), (12, 12)))
    for p in itertools.product(range(13), repeat=2):
        assert h.coefficient(p) == (1 if p in pts else 0)


def test_monomial_decompositions_partition():
    gens = [(2, 0, 1), (0, 1, 1), (1, 1, 0)]
    std = standard_monomial_decomposition(gens, 3)
    ide = ideal_monomial_decomposition(gens, 3)
    seen = {}
    for pieces in (std, ide):
        for u, S in pieces:
            for n in itertools.product(range(5), repeat=len(S)):
                x = list(u)
                for i, k in zip(S, n):
                    x[i] += k
                x = tuple(x)
                if max(x) < 5:
                    seen[x] = seen.get(x, 0) + 1
    assert all(seen.get(x) == 1 for x in itertools.product(range(5), repeat=3))


# ----------------------------------------------------------------------
# random squarefree games in normal play (Example 8.3 of [GM]) vs brute force
# ----------------------------------------------------------------------
@st.composite
def squarefree_games(draw):
    """Squarefree rule sets (one positive entry, equal to 1, per move; [GM-E])
    with moves e_i and moves e_i - (a 0/1 vector on lower coordinates)."""
    d = draw(st.integers(2, 3))
    moves = {tuple(1 if j == i else 0 for j in range(d)) for i in range(d)}
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(1, d - 1))
        neg = draw(st.lists(st.booleans(), min_size=i, max_size=i))
        moves.add(tuple(1 if j == i else (-1 if j < i and neg[j] else 0) for j in range(d)))
    return LatticeGame(sorted(moves))


def brute_P0(game):
    """The P-positions in {0, 1}^d (the recursion of Definition 4.1: tests/oracles.py)."""
    cube = list(itertools.product((0, 1), repeat=game.dimension()))
    moves = [tuple(int(a) for a in g) for g in game.rule_set().vectors()]
    P = plain_P_positions(moves, lambda p: min(p) >= 0, (), cube)
    return [p for p in cube if p in P]


@settings(**SETTINGS)
@given(squarefree_games(), st.data())
def test_squarefree_strategies_play_like_brute_force(game, data):
    d = game.dimension()
    f = RationalStrategy.squarefree(brute_P0(game), game=game)
    L = 3 * sum(game.positivity_witness())
    assert f.verify(level=L)
    sol = game.solve(level=L)
    pts = [tuple(int(x) for x in row) for row in sol.points]
    for p in data.draw(st.lists(st.sampled_from(pts), min_size=3, max_size=6)):
        assert f.outcome(p) == sol.outcome(p)
        assert set(f.winning_moves(p)) == set(game.winning_moves(p))
        w = f.winning_move(p)
        assert (w is None) == (sol.outcome(p) == "P")
    # far away: P = P0 + 2N^d, so the outcome depends on the parities only
    big = tuple(10 ** 12 + data.draw(st.integers(0, 1)) for _ in range(d))
    small = tuple(x % 2 + 2 for x in big)
    assert f.outcome(big) == sol.outcome(small)
    assert {tuple(g) for g in f.winning_moves(big)} == {tuple(g) for g in game.winning_moves(small)}


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squarefree_games(), st.data())
def test_squarefree_congruence_agrees_with_brute_force(game, data):
    d = game.dimension()
    f = RationalStrategy.squarefree(brute_P0(game), game=game)
    sol = game.solve(level=6 * sum(game.positivity_witness()))
    cube = list(itertools.product((0, 1), repeat=d))
    # S_p = {r : p + r in P} is 2-periodic in r (Theorem 6.11 of [GM]): the
    # translates by {0,1}^d decide congruence
    for _ in range(3):
        p = tuple(data.draw(st.integers(0, 3)) for _ in range(d))
        q = tuple(data.draw(st.integers(0, 3)) for _ in range(d))
        assert f.are_congruent(p, q) == congruent_on(sol.outcome, p, q, cube), (p, q)


# ----------------------------------------------------------------------
# misere Nim: congruence vs brute force on a region
# ----------------------------------------------------------------------
def test_misere_nim_congruence_against_brute_force():
    G = LatticeGame.misere(NIM2)
    f = RationalStrategy.from_stratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])],
                                             game=G)
    sol = G.solve(level=60)
    shifts = list(itertools.product(range(8), repeat=2))
    positions = [p for p in itertools.product(range(5), repeat=2) if G.is_position(p)]
    # P is periodic modulo 2 off the first axis and on it: shifts up to 7 decide
    for p, q in itertools.combinations(positions, 2):
        if (p[0] + q[0] + p[1] + q[1]) % 3 == 0:          # a third of the pairs
            assert f.are_congruent(p, q) == congruent_on(sol.outcome, p, q, shifts), (p, q)
    assert f.are_congruent((10 ** 12 + 1, 0), (1, 0))
    assert not f.are_congruent((10 ** 12 + 1, 0), (0, 1))


# ----------------------------------------------------------------------
# Example 8.12 of [GM] (stratification from paper_examples)
# ----------------------------------------------------------------------
def test_example_8_12_strategy_plays_like_brute_force():
    from sage_latticegames.paper_examples import (example_8_12, example_8_12_game,
                                                  example_8_12_printed)
    G = example_8_12_game()
    f = RationalStrategy.from_stratification(example_8_12(), game=G)
    assert f.generating_function().has_independent_denominators()
    assert f.verify(level=30)
    sol = G.solve(level=40)
    pts = [tuple(int(x) for x in row) for row in sol.points[sol.on_board]]
    for p in pts[::193]:
        assert f.outcome(p) == sol.outcome(p), p
        assert set(map(tuple, f.winning_moves(p))) == set(map(tuple, G.winning_moves(p))), p
    # the stratification as printed misses the P-position (0, 1, 1, 0, 1)
    printed = RationalStrategy.from_stratification(example_8_12_printed(), game=G)
    report = printed.verify(level=10)
    assert not report
    assert ((0, 1, 1, 0, 1), 0, "P") in report.disagreements()
    # congruence (Corollary 6.3 of [GM-A]); a finite check of S_p = S_q must
    # hold for congruent pairs and fail somewhere for the others
    N = 10 ** 12
    for p, q, expected in [((N + 1, 0, 2, 0, 0), (3, 0, 2, 0, 0), True),
                           ((0, 0, 3, 0, 0), (0, 0, 5, 0, 0), True),
                           ((0, 0, 3, 0, 0), (1, 0, 3, 0, 0), False)]:
        assert f.are_congruent(p, q) == expected, (p, q)
        finite = all(f.is_P_position(tuple(a + b for a, b in zip(p, r)))
                     == f.is_P_position(tuple(a + b for a, b in zip(q, r)))
                     for r in itertools.product(range(3), repeat=5))
        assert finite == expected, (p, q)


def test_module_with_negative_entries_and_dependent_generators():
    gens = [(1, -1), (1, 0), (1, 1), (2, 1)]
    F = [(0, 0), (-2, 5), (1, 1)]
    f = module_generating_function(F, gens)
    pts = set(F)
    for _ in range(7):
        pts |= {(p[0] + a[0], p[1] + a[1]) for p in pts for a in gens}
    for p in itertools.product(range(-3, 5), range(-8, 12)):
        assert f.coefficient(p) == (1 if p in pts else 0), p
    assert module_generating_function([(1, 2), (3, 4)], []).terms() == \
        ShortRationalFunction([(1, (1, 2), []), (1, (3, 4), [])]).terms()


# ----------------------------------------------------------------------
# the term index (classes modulo the groups of the denominators) against
# the plain term-by-term coefficient of the generating function
# ----------------------------------------------------------------------
@st.composite
def many_terms(draw, d=2):
    """Random short rational functions with up to 12 terms over a few
    denominators (independent ones and the empty one), numerators shifted by
    a vector that may be huge."""
    shift = draw(st.tuples(*[st.sampled_from([0, 3, -2, 2**63 - 1, 10**20])] * d))
    denominators = [[], [(2, 0), (0, 2)], [(1, 1)], [(2, 0), (1, 3)], [(0, 3)]]
    terms = []
    for _ in range(draw(st.integers(1, 12))):
        dens = draw(st.sampled_from(denominators))
        q = tuple(x + s for x, s in zip(draw(st.tuples(*[st.integers(-2, 4)] * d)), shift))
        terms.append((draw(st.sampled_from([1, -1, 2, QQ(1) / 3])), q, dens))
    return terms, shift


@settings(**SETTINGS)
@given(many_terms(), st.data())
def test_indexed_coefficient_agrees_with_term_by_term(terms_shift, data):
    terms, shift = terms_shift
    f = RationalStrategy(terms)
    g = f.generating_function()
    pts = [tuple(x + s for x, s in zip(p, shift))
           for p in data.draw(st.lists(st.tuples(*[st.integers(-3, 9)] * 2), min_size=5, max_size=20))]
    pts += [q for _, q, _ in terms]
    for p in pts:
        assert f.coefficient(p) == g.coefficient(p)


def test_indexed_coefficient_dependent_denominators():
    # a dependent denominator (vector partitions, counted by LattE) goes through the index too
    f = RationalStrategy([(1, (0, 0), [(1, 0), (1, 0), (0, 2)]), (1, (1, 1), [(2, 0), (0, 2)])])
    g = f.generating_function()
    for p in [(0, 0), (3, 2), (3, 1), (1, 1), (5, 3), (2, -2)]:
        assert f.coefficient(p) == g.coefficient(p)


@settings(**SETTINGS)
@given(squarefree_games(), st.data())
def test_squarefree_strategy_from_array_and_parities(game, data):
    import numpy as np
    P0 = brute_P0(game)
    f = RationalStrategy.squarefree(P0, game=game)
    g = RationalStrategy.squarefree(np.array(P0, dtype=np.int64).reshape(-1, game.dimension()), game=game)
    assert f == g and f.generating_function()._terms == g.generating_function()._terms
    assert len(f._term_index()) == 1
    for p in data.draw(st.lists(st.tuples(*[st.integers(0, 2**64)] * game.dimension()),
                                min_size=3, max_size=10)):
        assert f.is_P_position(p) == (tuple(x % 2 for x in p) in P0)
