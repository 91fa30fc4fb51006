"""
Tests of the core: lattice games, their solutions and the compiled engine,
against a plain recursive implementation of Definition 4.1 of [GM] (the rule
sets and game boards alone are tested in ``test_rule_set.py`` and
``test_game_board.py``).
"""
import copy
import itertools
import pickle

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.rings.rational_field import QQ
from sage.misc.persist import loads, dumps
from sage.misc.sage_unittest import TestSuite

from sage_latticegames.rule_set import RuleSet
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.solution import Solution

from oracles import plain_P_positions


# ----------------------------------------------------------------------
# an independent, plain implementation of Definition 4.1 of [GM]
# ----------------------------------------------------------------------
def orthant(p):
    return all(x >= 0 for x in p)


def downward_closure(gens, moves, in_lattice):
    out, todo = set(gens), list(gens)
    while todo:
        p = todo.pop()
        for g in moves:
            q = tuple(a - b for a, b in zip(p, g))
            if in_lattice(q) and q not in out:
                out.add(q)
                todo.append(q)
    return out


# random heap-like rule sets: last nonzero entry 1, the others nonpositive;
# they satisfy both axioms on the orthant when every coordinate has a move
@st.composite
def heap_rule_sets(draw, max_d=3):
    d = draw(st.integers(1, max_d))
    moves = set()
    for i in range(d):
        moves.add(tuple(int(j == i) for j in range(d)))
    extra = draw(st.lists(st.tuples(st.integers(0, d - 1),
                                    st.lists(st.integers(-2, 0), min_size=max_d, max_size=max_d)),
                          max_size=4))
    for i, neg in extra:
        moves.add(tuple(neg[j] if j < i else int(j == i) for j in range(d)))
    return sorted(moves)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(heap_rule_sets(), st.integers(0, 12), st.booleans())
def test_level_region_matches_definition_4_1(moves, L, misere):
    G = LatticeGame(moves, 'misere' if misere else 'normal')
    S = G.solve(level=L)
    pts = [tuple(int(x) for x in r) for r in S.points]
    ell = G.positivity_witness()
    expected_points = {p for p in itertools.product(range(L + 1), repeat=G.dimension())
                       if sum(a * b for a, b in zip(ell, p)) <= L}
    assert set(pts) == expected_points
    D = {(0,) * G.dimension()} if misere else set()
    expected = plain_P_positions(moves, orthant, D, pts)
    assert {tuple(int(x) for x in p) for p in S.P_positions()} == expected
    assert S.determined.all()
    assert (S.is_P | S.is_N | ~S.on_board).all()


@settings(max_examples=25, deadline=None)
@given(heap_rule_sets(), st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3)),
                                  min_size=1, max_size=3))
def test_defeated_ideals(moves, gens):
    d = len(moves[0])
    gens = [g[:d] for g in gens]
    G = LatticeGame(moves, GameBoard.orthant(d, defeated=gens))
    D = downward_closure(gens, moves, orthant)
    assert {tuple(p) for p in G.defeated_positions()} == D
    S = G.solve(level=10)
    pts = [tuple(int(x) for x in r) for r in S.points]
    assert {tuple(int(x) for x in p) for p in S.P_positions()} == plain_P_positions(moves, orthant, D, pts)


@settings(max_examples=25, deadline=None)
@given(heap_rule_sets(max_d=2), st.integers(0, 6), st.integers(0, 6))
def test_box_regions_report_only_exact_statuses(moves, a, b):
    d = len(moves[0])
    hi = (a, b)[:d]
    G = LatticeGame(moves)
    S = G.solve(box=((0,) * d, hi))
    # compare with the exact solution on a large option-closed region
    ell = G.positivity_witness()
    T = G.solve(level=sum(x * y for x, y in zip(ell, hi)))
    for row, det, isP in zip(S.points, S.determined, S.is_P):
        if det:
            assert T.outcome(tuple(int(x) for x in row)) == ('P' if isP else 'N')


def test_non_orthant_board_matches_definition():
    P = Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)], base_ring=QQ)
    moves = [(1, 0), (1, 2), (1, 1)]
    G = LatticeGame(moves, GameBoard(P, defeated=[(1, 1)]))

    def in_lattice(p):
        return p[0] >= 0 and 0 <= p[1] <= 2 * p[0]

    D = downward_closure([(1, 1)], moves, in_lattice)
    assert {tuple(p) for p in G.defeated_positions()} == D
    S = G.solve(level=9)
    pts = [tuple(int(x) for x in r) for r in S.points]
    assert set(pts) == {(x, y) for x in range(10) for y in range(2 * x + 1)}
    assert {tuple(p) for p in S.P_positions()} == plain_P_positions(moves, in_lattice, D, pts)
    # box regions on a non-orthant board: points outside the polyhedron are not positions
    B = G.solve(box=((0, 0), (5, 5)))
    assert not B.on_board[[tuple(r) == (0, 1) for r in B.points.tolist()]].any()


def test_translated_polyhedron_with_rational_vertex():
    P = Polyhedron(vertices=[(QQ(1) / 2, 0)], rays=[(1, 0), (0, 1)], base_ring=QQ)
    G = LatticeGame([(1, 0), (0, 1)], GameBoard(P))
    S = G.solve(level=6)
    pts = {tuple(int(x) for x in r) for r in S.points}
    assert min(p[0] for p in pts) == 1
    assert {tuple(p) for p in S.P_positions()} == plain_P_positions(
        [(1, 0), (0, 1)], lambda p: p[0] >= 1 and p[1] >= 0, set(), pts)


def test_remark_4_12():
    G = LatticeGame([(1, 0), (0, 2)])
    P0 = {(0, 0), (0, 1), (1, 2), (1, 3), (2, 0), (2, 1), (3, 2), (3, 3)}
    S = G.solve(level=40)
    for row, isP in zip(S.points.tolist(), S.is_P):
        assert isP == ((row[0] % 4, row[1] % 4) in P0)


def test_example_2_4_and_8_7():
    nim = [(1, 0), (0, 1), (-1, 1)]
    G = LatticeGame(nim)
    assert G.positivity_witness() == (1, 2)
    S = G.solve(level=30)
    assert all(isP == (r[0] % 2 == 0 and r[1] % 2 == 0) for r, isP in zip(S.points.tolist(), S.is_P))
    M = LatticeGame.misere(nim)
    S = M.solve(level=30)
    for (x, y), isP, on in zip(S.points.tolist(), S.is_P, S.on_board):
        if on:
            expected = (y == 0 and x % 2 == 1) or (y >= 2 and x % 2 == 0 and y % 2 == 0)
            assert isP == expected


def test_layers_and_definition_4_1_check():
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    layers = G.layers(8)
    P = layers[-1][0]
    assert P == G.P_positions(level=8)
    # P_n increase, N_n increase (proof of Theorem 4.6)
    for (P1, N1), (P2, N2) in zip(layers, layers[1:]):
        assert set(P1) <= set(P2) and set(N1) <= set(N2)
    assert G.check_winning_positions(P, level=8) is True
    assert G.check_winning_positions(P[:-1], level=8) is not True


def test_single_position_queries_and_winning_moves():
    G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
    for p in [(0, 0), (3, 5), (10, 4), (7, 7)]:
        moves = G.winning_moves(p)
        assert (len(moves) == 0) == G.is_P_position(p)
        for g in moves:
            assert G.is_P_position(tuple(a - b for a, b in zip(p, g)))


def test_victorious_positions_theorem_3_3():
    G = LatticeGame([(1, 0), (0, 2)])
    V = {tuple(p) for p in G.victorious_positions()}
    S = G.solve(level=30)
    brute = {tuple(r) for r in S.points.tolist() if not G.legal_moves(tuple(r))}
    assert V == brute == {(0, 0), (0, 1)}


def test_gamma_paths():
    G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
    path = G.gamma_path((2, 3), (0, 0))
    assert path[0] == G.rule_set().lattice()((2, 3)) and path[-1] == G.rule_set().lattice()((0, 0))
    for a, b in zip(path, path[1:]):
        assert tuple(a - b) in G.rule_set().tuples()


def test_pickling_and_hashing():
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)], name="misere Nim")
    H = pickle.loads(pickle.dumps(G))
    assert H == G and hash(H) == hash(G) and H.name() == "misere Nim"
    assert len({G, H, LatticeGame([(1, 0), (0, 1), (-1, 1)])}) == 2


@pytest.mark.parametrize("bad, exc, words", [
    (lambda: RuleSet([]), ValueError, "at least one move"),
    (lambda: RuleSet([(0, 0)]), ValueError, "zero vector"),
    (lambda: RuleSet([(1, 0), (1,)]), ValueError, "coordinates"),
    (lambda: RuleSet([(0.5, 1)]), TypeError, "non-integer"),
    (lambda: RuleSet([(1, 0), (-1, 0), (0, 1)]).check_axioms(), ValueError, "positivity axiom"),
    (lambda: LatticeGame([(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)]), ValueError, "tangent cone axiom"),
    (lambda: GameBoard(Polyhedron(vertices=[(0, 0)], lines=[(1, 1)], rays=[(1, 0)])), ValueError, "not pointed"),
    (lambda: GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 1)])), ValueError, "recession cone"),
    (lambda: GameBoard(dimension=2, defeated=[(0, -1)]), ValueError, "not a lattice point"),
    (lambda: LatticeGame([(1, 0), (0, 1)], GameBoard(dimension=2, defeated=[(1, 1)], defeated_is_ideal=True)),
     ValueError, "order ideal"),
    (lambda: LatticeGame([(1, 0), (0, 1)]).solve(level=10**7), ValueError, "max_positions"),
    (lambda: LatticeGame([(1, 0), (0, 1)]).solve(box=((0, 0), (10**6, 10**6))), ValueError, "max_positions"),
    (lambda: LatticeGame([(1, 0), (0, 1)]).outcome((1, 2, 3)), ValueError, "coordinates"),
    (lambda: LatticeGame([(1, 0), (0, 1)]).outcome((-1, 2)), ValueError, "not a position"),
    (lambda: LatticeGame([(1, 0), (0, 1)], board=3), TypeError, "GameBoard"),
])
def test_bad_input(bad, exc, words):
    with pytest.raises(exc, match=words):
        bad()


def test_engine_raises_on_cycles():
    from sage_latticegames import _engine
    R = _engine.BoxRanker([0, 0], [3, 3], np.eye(2, dtype=np.int64), [0, 0])
    state = np.zeros(R.size, dtype=np.uint8)
    with pytest.raises(ValueError, match="cycle"):
        _engine.solve(R, np.array([[1, -1], [-1, 1]]), state)


@st.composite
def general_rule_sets(draw):
    """Random rule sets on N^2 or N^3 (not necessarily heap-like), kept when they satisfy both axioms."""
    d = draw(st.integers(2, 3))
    vecs = draw(st.lists(st.tuples(*[st.integers(-2, 2)] * d), min_size=d, max_size=5))
    R = [v for v in set(vecs) if any(v)]
    return R


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(general_rule_sets(), st.integers(0, 10), st.booleans())
def test_general_rule_sets_both_kernels(moves, L, misere):
    if not moves or not RuleSet(moves).is_rule_set():
        return
    G = LatticeGame(moves, 'misere' if misere else 'normal')
    S = G.solve(level=L)
    pts = [tuple(int(x) for x in r) for r in S.points]
    D = {(0,) * G.dimension()} if misere else set()
    assert {tuple(int(x) for x in p) for p in S.P_positions()} == plain_P_positions(moves, orthant, D, pts)


def test_dfs_kernel_is_used_and_correct():
    moves = [(1, -1), (0, 1)]
    G = LatticeGame(moves)
    R, _ = G.region(level=12)
    assert not G._rank_order_is_topological(R)
    S = G.solve(level=12)
    pts = [tuple(int(x) for x in r) for r in S.points]
    assert {tuple(int(x) for x in p) for p in S.P_positions()} == plain_P_positions(moves, orthant, set(), pts)


# ----------------------------------------------------------------------
# TestSuite, pickling and equality
# ----------------------------------------------------------------------
@pytest.mark.parametrize("game", [
    lambda: LatticeGame([(1, 0), (0, 1), (-1, 1)]),
    lambda: LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]),
    lambda: LatticeGame([(1, 0), (0, 2)]),
    lambda: LatticeGame([(1, 0), (1, 2), (1, 1)],
                        GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)], base_ring=QQ),
                                  defeated=[(1, 1)])),
    lambda: LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]),
])
def test_test_suite_lattice_game(game):
    G = game()
    TestSuite(G).run(raise_on_failure=True)
    G._test_P_positions()


def test_test_P_positions_detects_a_wrong_solution(monkeypatch):
    G = LatticeGame([(1,)])
    good = G.solve

    def wrong(*args, **kwds):
        S = good(*args, **kwds)
        state = S.state.copy()
        state[[0, 1]] = state[[1, 0]]          # swap the outcomes of 0 and 1
        return Solution(G, None, state, S.region(), True, dict(kwds))
    monkeypatch.setattr(G, "solve", wrong)
    with pytest.raises(AssertionError):
        G._test_P_positions()


def test_test_suite_solution():
    for S in (LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).solve(level=6),
              LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (3, 3))),
              LatticeGame([(1, 0), (1, 2), (1, 1)],
                          GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)],
                                               base_ring=QQ))).solve(level=4)):
        TestSuite(S).run(raise_on_failure=True)


def test_solution_pickles_and_copies():
    S = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).solve(level=6)
    for T in (pickle.loads(pickle.dumps(S)), copy.deepcopy(S), loads(dumps(S))):
        assert T == S and hash(T) == hash(S) and T is not S
        assert T.P_positions() == S.P_positions()
        assert (T.state == S.state).all()
        assert T.region() == S.region() and T.game() == S.game()
    B = LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (3, 3)))
    C = pickle.loads(pickle.dumps(B))
    assert C == B and C.outcome((3, 3)) == B.outcome((3, 3))
    assert B != S and B != LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (3, 4)))


def test_games_with_the_same_defeated_ideal_are_equal():
    nim = [(1, 0), (0, 1), (-1, 1)]
    G = LatticeGame(nim, GameBoard.orthant(2, defeated=[(0, 1)]))
    # (1, 0) = (0, 1) - (-1, 1) is in the ideal generated by (0, 1)
    H = LatticeGame(nim, GameBoard.orthant(2, defeated=[(1, 0), (0, 1)]))
    K = LatticeGame(nim, GameBoard(dimension=2, defeated=[(0, 0), (1, 0), (0, 1)], defeated_is_ideal=True))
    assert G == H == K and hash(G) == hash(H) == hash(K)
    assert len({G, H, K}) == 1
    assert G != LatticeGame(nim, 'misere') and G != LatticeGame([(1, 0), (0, 1)], G.board())


# ----------------------------------------------------------------------
# regions and outcomes: clear errors, exact answers
# ----------------------------------------------------------------------
@pytest.mark.parametrize("bad, exc, words", [
    (lambda: LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=-1), ValueError, "no point of the board"),
    (lambda: LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=5, functional=(1, 1)), ValueError,
     "not positive on the move"),
    (lambda: LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=5, functional=(2, -1)), ValueError,
     "not positive"),
    (lambda: LatticeGame([(1, 0), (1, 2), (1, 1)],
                         GameBoard(Polyhedron(vertices=[(2, 0)], rays=[(1, 0), (1, 2)], base_ring=QQ))
                         ).solve(level=1), ValueError, "no point of the board"),
    (lambda: LatticeGame([(1, 0), (0, 1), (-1, 1)], GameBoard(defeated=[(10**30, 0)], dimension=2)),
     ValueError, "too large"),
])
def test_bad_regions(bad, exc, words):
    with pytest.raises(exc, match=words):
        bad()


def test_functional_positive_on_the_moves_is_accepted():
    G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
    S = G.solve(level=9, functional=(1, 3))
    pts = [tuple(int(x) for x in r) for r in S.points]
    assert {tuple(int(x) for x in p) for p in S.P_positions()} == plain_P_positions(
        G.rule_set().tuples(), orthant, set(), pts)


def test_squarefree_outcomes_with_huge_entries():
    G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
    assert G.is_P_position((2 * 10**30, 2 * 10**30)) is True
    assert G.is_P_position((2 * 10**30 + 1, 2)) is False
    # the reduction modulo 2 (Theorem 6.11 of [GM]) agrees with the engine
    S = G.solve(level=20)
    for r, isP in zip(S.points.tolist(), S.is_P):
        assert G.is_P_position(r) == bool(isP)


def test_outcomes_of_a_non_squarefree_game_use_cached_levels():
    G = LatticeGame([(1, 0), (0, 2)])
    assert G._squarefree_normal_play_obstruction() is not None
    assert G.outcome((3, 3)) == 'P' and G.outcome((0, 2)) == 'N'
    L = G.level((3, 3))
    L = 2 ** (int(L) - 1).bit_length()
    S = G._level_solution(L)
    assert S is G._level_solution(L) and S.region().startswith("level <= %s " % L)
