r"""
Bad and extreme inputs to the public API (issue 12): every call must answer
correctly or raise a clear ``ValueError``/``TypeError`` quickly -- never
hang, crash with an internal error or give a wrong answer.
"""
import copy
import pickle

import numpy as np
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.geometry.polyhedron.constructor import Polyhedron

from sage_latticegames import games, RuleSet, GameBoard, LatticeGame
from sage_latticegames.solution import Solution
import sage_latticegames.solution as solution_module
import sage_latticegames.lattice_game as lattice_game_module

NIM2 = [(1, 0), (0, 1), (-1, 1)]
HUGE = 10**30
BIG = 2**63

G = LatticeGame(NIM2)
WEDGE = GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)]))
W = LatticeGame([(1, 0), (1, 2), (1, 1)], WEDGE)

BAD = [
    # rule sets
    (lambda: RuleSet(5), TypeError), (lambda: RuleSet(None), TypeError),
    (lambda: RuleSet("12"), TypeError), (lambda: RuleSet([]), ValueError),
    (lambda: RuleSet([(1, None)]), TypeError), (lambda: RuleSet(["12"]), TypeError),
    (lambda: RuleSet([(0.5, 1)]), TypeError), (lambda: RuleSet([(1, 0), (1,)]), ValueError),
    (lambda: RuleSet([(0, 0)]), ValueError), (lambda: RuleSet([()]), ValueError),
    (lambda: RuleSet([(1, 0)], lattice="N"), TypeError),
    (lambda: RuleSet([(1, 0)], lattice=3), ValueError),
    (lambda: RuleSet(np.array([[1.5, 0]])), TypeError),
    (lambda: RuleSet(NIM2).check_axioms(5), TypeError),
    (lambda: RuleSet(NIM2).check_axioms(algorithm="fast"), ValueError),
    (lambda: RuleSet(NIM2).positivity_witness(hint="ab"), TypeError),
    (lambda: RuleSet(NIM2).positivity_witness(hint=(1,)), ValueError),
    (lambda: RuleSet([(HUGE, 0), (0, 1)]).array(), ValueError),
    # boards
    (lambda: GameBoard("abc"), TypeError), (lambda: GameBoard(), ValueError),
    (lambda: GameBoard(dimension="a"), TypeError), (lambda: GameBoard(dimension=0.5), TypeError),
    (lambda: GameBoard(dimension=-2), ValueError), (lambda: GameBoard(dimension=0), ValueError),
    (lambda: GameBoard(dimension=2, defeated=5), TypeError),
    (lambda: GameBoard(dimension=2, defeated="12"), TypeError),
    (lambda: GameBoard(dimension=2, defeated=[(1, None)]), TypeError),
    (lambda: GameBoard(dimension=2, defeated=[(-1, 0)]), ValueError),
    (lambda: GameBoard(dimension=2, defeated=[(1, 2, 3)]), ValueError),
    # games
    (lambda: LatticeGame(5), TypeError), (lambda: LatticeGame(NIM2, 5), TypeError),
    (lambda: LatticeGame(NIM2, "loser"), TypeError),
    (lambda: LatticeGame([(1,)], GameBoard.orthant(2)), ValueError),
    (lambda: LatticeGame(NIM2, GameBoard(dimension=2, defeated=[(HUGE, 0)])), ValueError),
    (lambda: LatticeGame(NIM2, GameBoard(dimension=2, defeated=[(BIG, BIG)])), ValueError),
    (lambda: LatticeGame(NIM2, positivity_witness="x"), TypeError),
    (lambda: LatticeGame([(HUGE, 0), (0, 1)]).solve(level=3), ValueError),
    (lambda: LatticeGame([(HUGE, 0), (0, 1)]).outcome((1, 1)), ValueError),
    # solving
    (lambda: G.solve(), ValueError), (lambda: G.solve(level=3, box=((0, 0), (1, 1))), ValueError),
    (lambda: G.solve(level="a"), TypeError), (lambda: G.solve(level=0.5), TypeError),
    (lambda: G.solve(level=None), ValueError), (lambda: G.solve(level=-3), ValueError),
    (lambda: G.P_positions(level=-1), ValueError), (lambda: G.solve(level=HUGE), ValueError),
    (lambda: G.solve(box=5), TypeError), (lambda: G.solve(box=((0, 0),)), TypeError),
    (lambda: G.solve(box=((0, 0), (1,))), ValueError), (lambda: G.solve(box=((2, 2), (1, 1))), ValueError),
    (lambda: G.solve(box=((0, 0), (HUGE, 1))), ValueError),
    (lambda: G.solve(box=((BIG - 3, 0), (BIG - 1, 1))), ValueError),
    (lambda: G.solve(level=3, functional=(1, 1)), ValueError),
    (lambda: G.solve(level=3, functional=(1, -1)), ValueError),
    (lambda: W.solve(level=3, functional=(1, -1)), ValueError),
    (lambda: G.solve(level=3, functional="ab"), TypeError),
    (lambda: G.solve(level=3, max_positions="many"), TypeError),
    (lambda: G.outcome((1, None)), TypeError), (lambda: G.outcome("12"), TypeError),
    (lambda: G.outcome(5), TypeError), (lambda: G.outcome((0.5, 1)), TypeError),
    (lambda: G.outcome((1, 2, 3)), ValueError), (lambda: G.outcome((-1, 0)), ValueError),
    (lambda: G.is_P_position("12"), TypeError), (lambda: G.winning_moves(None), TypeError),
    (lambda: G.winning_moves((1, None)), TypeError), (lambda: G.P_positions(level="x"), TypeError),
    # the catalogue
    (lambda: games.nim("a"), TypeError), (lambda: games.nim(0.5), TypeError),
    (lambda: games.nim(0), ValueError), (lambda: games.nim(-3), ValueError),
    (lambda: games.nim(None), TypeError), (lambda: games.nim(10**6), ValueError),
    (lambda: games.nim(3, play="loser"), ValueError), (lambda: games.octal(None, 3), TypeError),
    (lambda: games.octal("0.77", 10**5), ValueError), (lambda: games.octal("0.G", 3), ValueError),
    (lambda: games.octal(0.07, 3), TypeError), (lambda: games.octal("", 3), ValueError),
    (lambda: games.octal("0.", 3), ValueError),
    (lambda: games.heap_game(5, 3), TypeError), (lambda: games.heap_game({}, 3), ValueError),
    (lambda: games.heap_game({1: [()]}, "a"), TypeError),
    (lambda: games.from_game(5, 3), TypeError), (lambda: games.from_game([1, 2], 3), TypeError),
]


@pytest.mark.timeout(20)
@pytest.mark.parametrize("call, error", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_input_is_refused_clearly(call, error):
    with pytest.raises(error) as info:
        call()
    # a message a mathematician understands, not an internal one
    assert "object is not callable" not in str(info.value)
    assert "/tmp/" not in str(info.value)


@pytest.mark.timeout(20)
def test_box_near_2_63_on_a_wedge_is_exact():
    # the wedge y >= 0, 2x - y >= 0: 2x overflows int64 for x >= 2^62
    x0 = 2**62 - 10
    S = W.solve(box=((x0, 0), (x0 + 2, 2)))
    expected = {(x, y) for x in range(x0, x0 + 3) for y in range(3) if 2 * x - y >= 0}
    on_board = {tuple(p) for p, on in zip(S.points.tolist(), S.on_board) if on}
    assert on_board == expected
    assert all(W.is_position(p) for p in expected)


@pytest.mark.timeout(20)
def test_box_beyond_64_bits_is_refused():
    with pytest.raises(ValueError, match="64-bit"):
        W.solve(box=((2**63 - 5, 0), (2**63 - 3, 2)))


@pytest.mark.timeout(20)
def test_huge_entries_build_exactly():
    R = RuleSet([(HUGE, 0), (0, 1)])
    H = LatticeGame(R)
    assert H.is_position((HUGE, 5)) and not H.is_position((-1, 0))
    assert all(sum(a * b for a, b in zip(H.positivity_witness(), g)) > 0 for g in R.tuples())


@pytest.mark.timeout(20)
def test_max_positions_can_be_raised(monkeypatch):
    # with a small default cap, a larger max_positions must be honoured
    monkeypatch.setattr(solution_module, "MAX_POSITIONS", 10)
    monkeypatch.setattr(lattice_game_module, "MAX_POSITIONS", 10)
    S = G.solve(level=10, max_positions=1000)
    assert len(S) == sum(1 for x in range(11) for y in range(6) if x + 2 * y <= 10)
    with pytest.raises(ValueError, match="max_positions"):
        G.solve(level=10, max_positions=5)


@pytest.mark.timeout(20)
def test_solution_pickles_and_copies():
    for S in (G.solve(level=6), G.solve(box=((0, 0), (3, 3)))):
        for T in (pickle.loads(pickle.dumps(S)), copy.deepcopy(S), copy.copy(S)):
            assert isinstance(T, Solution) and T == S
            assert T.P_positions() == S.P_positions()


@pytest.mark.timeout(20)
def test_boards_with_the_same_ideal_compare_equal():
    gens = [[(0, 1)], [(0, 1), (0, 0)], [(0, 1), (1, 0), (0, 0)]]
    games_ = [LatticeGame(NIM2, GameBoard.orthant(2, defeated=g)) for g in gens]
    games_.append(LatticeGame(NIM2, GameBoard(dimension=2, defeated=[(0, 0), (0, 1), (1, 0)],
                                               defeated_is_ideal=True)))
    boards = [H.board() for H in games_]
    assert all(B == boards[0] and hash(B) == hash(boards[0]) for B in boards)
    # and different ideals give different boards
    other = LatticeGame(NIM2, GameBoard.orthant(2, defeated=[(1, 0)])).board()
    assert other != boards[0]
    # the defeated ideal is unchanged by the normalisation
    assert all(H.defeated_positions() == games_[0].defeated_positions() for H in games_)


@pytest.mark.timeout(20)
def test_defeated_generator_far_out_is_refused_quickly():
    with pytest.raises(ValueError, match="too large"):
        LatticeGame(NIM2, GameBoard(dimension=2, defeated=[(HUGE, 0)]))


@pytest.mark.timeout(20)
def test_level_functional_not_positive_on_a_move_is_refused():
    # it would leave positions undetermined in a "level" region
    with pytest.raises(ValueError, match="not positive on the move"):
        G.solve(level=4, functional=(2, 1))


@pytest.mark.timeout(60)
@pytest.mark.parametrize("k", [150, 300])
def test_large_heap_games_build(k):
    for G_ in (games.nim(k), games.octal("0.77", k), games.octal("0.137", k)):
        ell = G_.positivity_witness()
        A = G_.rule_set().array()
        # the witness is exactly positive on every move and on the orthant
        assert (A.astype(object) @ np.array([int(x) for x in ell], dtype=object) > 0).all()
        assert all(x > 0 for x in ell)
        # the tangent cone axiom: each coordinate has a move <= 0 elsewhere
        single = (A > 0).sum(axis=1) == 1
        assert ((A[single] > 0).any(axis=0)).all()


@pytest.mark.timeout(20)
@pytest.mark.parametrize("args", [(NIM2,), ([(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)],),
                                  ([(1, 0), (1, -1)],), ([(1, 0), (-1, 0)],),
                                  ([(2, -1), (-1, 2)],), ([(1, 0, 0), (-1, 1, 0), (-2, 0, 1), (0, -1, 1)],)])
def test_fast_and_general_axiom_checks_agree(args):
    R = RuleSet(*args)
    answers = []
    for algorithm in ("orthant", "general"):
        try:
            answers.append(R.check_axioms(algorithm=algorithm))
        except ValueError as e:
            answers.append(str(e))
    assert answers[0] == answers[1]


@pytest.mark.timeout(60)
def test_latte_refuses_polyhedra_with_lines():
    from sage_latticegames import ShortRationalFunction
    with pytest.raises(ValueError, match="not pointed"):
        ShortRationalFunction.from_polyhedron(Polyhedron(vertices=[(0, 0)], rays=[(1, 0)], lines=[(0, 1)]))
