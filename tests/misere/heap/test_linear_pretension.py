r"""
Linear pretensions and infinite misère quotients of heap games
(sage_latticegames.misere.heap.linear_pretension), against an independent
brute-force misère solver on sums of heaps (tests/oracles.py).
"""
import itertools
import pickle
import random

import numpy as np
import pytest

from sage_latticegames import games, LatticeGame
from helpers import long_test, W3122, I3122, P3122
from oracles import heap_options, heaps_of_counts, octal_is_P
from sage_latticegames.misere.heap.linear_pretension import (
    LinearPretension, LinearPretensionFailure, HeapInfinitenessCertificate,
    find_linear_pretension, prove_infinite_heap_quotient, fit_linear_pretension)


def brute_force(code):
    r"""
    The misère outcome of a position given by counts of heaps of sizes
    ``1, 2, ...`` (the oracle :func:`oracles.octal_is_P`).
    """
    return lambda counts: octal_is_P(code, heaps_of_counts(counts), True)


# the fixture L3122 (the pretension of 0.3122, proved once) is in tests/conftest.py


def test_every_heap_size_of_0_3122_has_a_move():
    # the coordinates of games.octal('0.3122', 7) are the heap sizes 1..7
    assert all(heap_options('0.3122', h) for h in range(1, 8))
    assert games.octal('0.3122', 7, play='misere').dimension() == 7


def test_0_3122_outcomes_against_brute_force(L3122):
    is_P = brute_force('0.3122')
    # the slice of heaps of sizes 5 and 7, where the counter lives
    for c5 in range(0, 16):
        for c7 in range(0, 5):
            x = (0, 0, 0, 0, c5, 0, c7)
            if any(x):
                assert L3122.is_P_position(x) == is_P(x), x
    # every position with at most one heap of each small size and a few of sizes 5, 7
    for small in itertools.product(range(2), repeat=5):
        for c5 in range(0, 5):
            for c7 in range(0, 3):
                x = small[:4] + (c5, small[4], c7)
                if any(x):
                    assert L3122.is_P_position(x) == is_P(x), x
    # random positions of moderate size
    rng = random.Random(3122)
    for _ in range(150):
        x = tuple(rng.randrange(0, 4) for _ in range(4)) + (rng.randrange(0, 9),
                                                             rng.randrange(0, 3),
                                                             rng.randrange(0, 4))
        if any(x):
            assert L3122.is_P_position(x) == is_P(x), x


def test_0_3122_has_an_infinite_quotient(L3122):
    C = HeapInfinitenessCertificate(L3122)
    assert C.is_finite() is False
    # x_m + r_n is a P-position iff m <= n: r_n distinguishes x_n from every x_m, m > n
    for m in range(6):
        for n in range(6):
            assert C.is_P_position(m, n) == (m <= n)
    assert C.is_P_position(10**12 + 1, 10**12) is False
    # the same on the game by brute force (independent of the proof)
    is_P = brute_force('0.3122')
    for m in range(2):
        for n in range(2):
            x = tuple(a + b for a, b in zip(C.position(m), C.distinguisher(n)))
            assert is_P(x) == (m <= n), (m, n, x)
    assert C.check_on_game(2)
    cert = C.certificate()
    assert cert["theorem"].startswith("infinite misère quotient (Theorem 3")
    assert cert["pretension theorem"].startswith("linear pretension")
    # the proofs as values: what was proved, by a stable name of the theorem
    assert C.proof().record() == cert and C.proof().kind() == "infinite quotient"
    assert C.proof().theorem() == "diagonal family theorem" and "infinite" in C.proof().claim()
    assert L3122.proof().record() == L3122.certificate()
    assert L3122.proof().theorem() == "linear pretension theorem" and L3122.proof().game() == L3122.game()


@long_test
def test_the_search_finds_the_proof_of_0_3122():
    # about 25 s on a quiet machine: the doctests marked "long time" run it too
    C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))
    assert C.pretension().parameters()[0] == W3122
    assert [[C.is_P_position(m, n) for n in range(3)] for m in range(3)] == \
        [[True, True, True], [False, True, True], [False, False, True]]


def test_a_finite_quotient_gives_no_infinite_family():
    # Kayles with heaps <= 2 has a finite quotient: a linear pretension exists (any
    # counter), but Theorem 3 must find no family
    G = games.octal('0.77', 2, play='misere')
    L = LinearPretension(G, (1, -1), (2, 2), (2, 2), window=8)
    for x in itertools.product(range(8), repeat=2):
        if any(x):
            assert L.is_P_position(x) == bool(G.is_P_position(x))
    with pytest.raises(LinearPretensionFailure, match="no infinite family"):
        HeapInfinitenessCertificate(L)


def test_other_boards_against_the_engine():
    # normal play (no defeated position) and a generalized misère board: the outcome of
    # every position of a box agrees with the engine of the game
    from sage_latticegames.game_board import GameBoard
    cases = [LatticeGame([(-1, 1), (1, 0)]),
             LatticeGame([(-1, -1, 1), (0, 1, 0), (1, 0, 0)],
                         GameBoard.orthant(3, defeated=[(0, 0, 0), (0, 1, 0)]))]
    for G in cases:
        L = find_linear_pretension(G, max_seconds=60)
        d = G.dimension()
        D = [tuple(p) for p in G.defeated_positions()]
        for x in itertools.product(range(6), repeat=d):
            if x not in D:
                assert L.is_P_position(x) == bool(G.is_P_position(x)), (G, x)


def test_changed_tables_are_refused(L3122):
    # the finite check of Theorem 2 refuses the proved table with any entry flipped in the
    # range it reads (every such pair (u, t) is the image of a position); six entries
    # drawn at random (each refusal is a run of the check, about half a second; twelve
    # before, with the same seed: the first six of them)
    A = L3122._A
    w, idx, per = L3122.parameters()
    D = 1
    rng = random.Random(7)
    TL = L3122._TL
    lo, hi = -6, 6
    flipped = 0
    while flipped < 6:
        u = rng.randrange(A.shape[0])
        t = rng.randrange(lo, hi + 1)
        if A[u, t - TL] < 0:
            continue
        B = A.copy()
        for s in range(B.shape[1]):
            if L3122._reduced(s + TL) == t:
                B[u, s] = 1 - B[u, s]
        with pytest.raises(LinearPretensionFailure):
            L3122._check(B, D, None)
        flipped += 1
    # the proved table itself passes
    L3122._check(A, D, None)


def test_wrong_candidates_are_refused():
    G = games.octal('0.3122', 7, play='misere')
    with pytest.raises(LinearPretensionFailure) as err:
        LinearPretension(G, W3122, (1, 1, 1, 1, 1, 1, 2), P3122, window=10)
    x = err.value.witness
    assert x is not None and len(x) == 7 and min(x) >= 0 and any(x)
    with pytest.raises(LinearPretensionFailure):
        LinearPretension(G, (0, 0, 0, 0, 0, 1, -1), I3122, P3122, window=10)


def test_pickling_proves_again(L3122):
    # unpickling a pretension runs its proof again (about 5 s): one round trip of the
    # certificate, which holds its pretension, checks both
    C = HeapInfinitenessCertificate(L3122)
    D = pickle.loads(pickle.dumps(C))
    assert D == C
    L = D.pretension()
    assert L is not L3122 and L == L3122 and hash(L) == hash(L3122)
    assert np.array_equal(L._A, L3122._A)


def test_the_search_on_a_small_game():
    # Kayles with heaps <= 2 (a finite quotient): the first candidate of the search works
    L = find_linear_pretension(games.octal('0.77', 2, play='misere'), max_seconds=60)
    G = L.game()
    for x in itertools.product(range(6), repeat=2):
        if any(x):
            assert L.is_P_position(x) == bool(G.is_P_position(x))


def test_bad_input():
    G = games.octal('0.3122', 7, play='misere')
    with pytest.raises(ValueError, match="7 entries"):
        LinearPretension(G, (1, -1), (1, 1), (1, 1))
    with pytest.raises(ValueError, match="not all be zero"):
        LinearPretension(G, (0,) * 7, (1,) * 7, (1,) * 7)
    with pytest.raises(ValueError, match="periods >= 1"):
        LinearPretension(G, W3122, I3122, (0,) * 7)
    with pytest.raises(ValueError, match="exceed the coordinates of the defeated"):
        LinearPretension(G, W3122, (0,) * 7, P3122)
    with pytest.raises(ValueError, match="remove one unit of one coordinate"):
        LinearPretension(LatticeGame([(2, 0), (0, 1)]), (1, -1), (1, 1), (1, 1))
    with pytest.raises(TypeError):
        LinearPretension(7, W3122, I3122, P3122)
    with pytest.raises(TypeError, match="expected a LinearPretension"):
        HeapInfinitenessCertificate(G)
    L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, 0), (2, 2), (2, 2), window=8)
    with pytest.raises(ValueError, match="nonnegative"):
        L.is_P_position((1, -1))
    with pytest.raises(ValueError):
        L.is_P_position((1, 2, 3))
    with pytest.raises(LinearPretensionFailure, match="within 0 s"):
        find_linear_pretension(G, max_seconds=0)


def _isl_P_set(L, isl):
    r"""
    The P-positions that the linear pretension ``L`` claims, as an isl set
    (Presburger arithmetic): for every class vector ``u``, the counts in their
    classes and the counter in the set of the table (explicit between the tails,
    residues modulo ``q`` beyond them).
    """
    w, idx, per = L.parameters()
    a_lo, a_hi, q = L.tails()
    d = len(w)
    names = ["x%s" % h for h in range(d)]
    t = "(" + " + ".join("%s*%s" % (w[h], names[h]) for h in range(d)) + ")"
    pieces = []
    for u in itertools.product(*[range(i + p) for i, p in zip(idx, per)]):
        cls = []
        for h, c in enumerate(u):
            if c < idx[h]:
                cls.append("%s = %s" % (names[h], c))
            else:
                cls.append("%s >= %s and (%s - %s) mod %s = 0" % (names[h], c, names[h], c, per[h]))
        alts = []
        for s in range(a_lo - q + 1, a_hi + q):
            # the table at (u, s), read through a position of class u and counter s when
            # the table has one (L.is_P_position reads the same table)
            if L._A[int(np.dot(u, L._radix)), L._reduced(s) - L._TL] == 1:
                # the counters the table at s stands for: s itself, and s + qk above a_hi
                # (from the representatives a_hi, ..., a_hi + q - 1) or below a_lo
                if s >= a_hi:
                    alts.append("(%s >= %s and (%s - %s) mod %s = 0)" % (t, s, t, s, q))
                if s <= a_lo:
                    alts.append("(%s <= %s and (%s - %s) mod %s = 0)" % (t, s, t, s, q))
                if a_lo < s < a_hi:
                    alts.append("(%s = %s)" % (t, s))
        if alts:
            pieces.append("(%s and (%s))" % (" and ".join(cls), " or ".join(alts)))
    return isl.Set("{ [%s] : %s }" % (", ".join(names), " or ".join(pieces) or "false"))


def _isl_is_P_set(P, G, isl):
    r"""
    Whether the isl set ``P`` is the set of positions of ``G`` (on `\NN^3` minus
    its defeated ideal) none of whose moves reaches ``P`` -- the hypothesis of
    Theorem 1, hence ``P`` is the set of P-positions -- decided by isl: ``P`` lies on
    the board, misses ``reach`` (the positions with a move into ``P``), and every
    other position of the board is in ``reach`` (the same as ``P == board - reach``,
    several times faster).
    """
    space = "[x0, x1, x2]"
    orthant = isl.Set("{ %s : x0 >= 0 and x1 >= 0 and x2 >= 0 }" % space)
    defeated = isl.Set("{ %s : %s }" % (space, " or ".join(
        "(x0 = %s and x1 = %s and x2 = %s)" % p for p in
        [tuple(int(a) for a in x) for x in G.defeated_positions()])))
    board = orthant.subtract(defeated)
    reach = isl.Set("{ %s : false }" % space)
    for g in G.rule_set().vectors():
        g = [int(a) for a in g]
        # the x with x - g in P
        reach = reach.union(isl.Set("{ %s : %s }" % (space, " and ".join(
            "x%s - (%s) >= 0" % (h, g[h]) for h in range(3)))).intersect(
            P.apply(isl.Map("{ [y0, y1, y2] -> [y0 + (%s), y1 + (%s), y2 + (%s)] }"
                            % tuple(g)))))
    return (P.is_subset(board) and P.intersect(reach).is_empty()
            and board.subtract(P).is_subset(reach))


@pytest.mark.parametrize("moves, D, params", [
    ([(-1, -1, 1), (0, 1, 0), (1, 0, 0)], [(0, 1, 0)], ((1, -1, 1), (1, 2, 1), (1, 2, 1))),
    ([(-1, 0, 1), (0, 1, 0), (1, 0, 0)], [(1, 0, 0)], ((1, -1, 2), (2, 2, 1), (1, 1, 1))),
    ([(0, 0, 1), (0, 1, 0), (1, 0, 0)], [(0, 1, 1)], ((1, -1, -1), (1, 2, 2), (1, 2, 2)))])
def test_generalized_misere_games_proved_again_by_isl(moves, D, params):
    # an independent route: the set the pretension claims is the set of P-positions iff
    # it is the set of positions (off the defeated ideal) none of whose moves reaches it
    # (Theorem 1) -- decided by isl's Presburger arithmetic, without the types; a set
    # with one point more or less is refused
    isl = pytest.importorskip("islpy")
    from sage_latticegames.games.families import LatticeGameFamily
    G = LatticeGameFamily("squarefree", 3, 1).game(moves, "generalized", D)
    L = LinearPretension(G, *params, window=10)
    P = _isl_P_set(L, isl)
    assert _isl_is_P_set(P, G, isl)
    point = isl.Set("{ [x0, x1, x2] : x0 = 5 and x1 = 7 and x2 = 3 }")
    wrong = P.subtract(point) if L.is_P_position((5, 7, 3)) else P.union(point)
    assert not _isl_is_P_set(wrong, G, isl)


# ----------------------------------------------------------------------
# the period of the counter, and the fit to a solved region
# ----------------------------------------------------------------------
def survey_game(moves, D):
    from sage_latticegames.games.families import LatticeGameFamily
    return LatticeGameFamily("squarefree", 3, 1).game(moves, "generalized", D)


def oracle_agrees(L, G, level):
    r"""
    Whether ``L`` gives the outcomes of the plain recursion of Definition 4.1 of
    [GM] (tests/oracles.py, independent of the package) on a level region.
    """
    from oracles import oracle_P_positions
    ell = [int(a) for a in G.positivity_witness()]
    D = {tuple(int(a) for a in p) for p in G.defeated_positions()}
    moves = [tuple(int(a) for a in g) for g in G.rule_set().vectors()]
    P = oracle_P_positions(ell, level, moves, D)
    from oracles import simplex_points
    return all(L.is_P_position(x) == (x in P) for x in simplex_points(ell, level) if x not in D)


def test_a_longer_period_of_the_counter():
    # the tails of this game have the period 2 in the counter while lcm |w_h p_h| = 1:
    # with the least period the candidate is refused, with twice it the check proves it
    G = survey_game([(-1, -1, 1), (0, 1, 0), (1, 0, 0)], [(0, 1, 0)])
    with pytest.raises(LinearPretensionFailure) as err:
        LinearPretension(G, (1, -1, 1), (1, 2, 1), (1, 1, 1), window=12)
    x = err.value.witness
    assert x is not None and L_outcome_differs(G, x)
    L = LinearPretension(G, (1, -1, 1), (1, 2, 1), (1, 1, 1), window=12, period=2)
    assert L.tails()[2] == 2 and oracle_agrees(L, G, 24)
    # the same set as the pretension with the periods (1, 2, 1) of the survey
    M = LinearPretension(G, (1, -1, 1), (1, 2, 1), (1, 2, 1), window=10)
    rng = random.Random(2)
    for _ in range(300):
        y = tuple(rng.randrange(0, 10**rng.randrange(1, 15)) for _ in range(3))
        if y not in [(0, 0, 0), (0, 1, 0)]:
            assert L.is_P_position(y) == M.is_P_position(y), y
    # pickling keeps the period
    assert pickle.loads(pickle.dumps(L)).tails() == L.tails()
    with pytest.raises(ValueError, match="positive multiple of 1, not 0"):
        LinearPretension(G, (1, -1, 1), (1, 2, 1), (1, 1, 1), period=0)


def L_outcome_differs(G, x):
    r"""Whether the witness ``x`` of a refusal is a position of the game."""
    return G.is_P_position(x) is not None


@pytest.mark.parametrize("moves, D", [
    # a counter with entries of both signs (one of the nine games)
    ([(-1, 0, 1), (0, 1, 0), (1, 0, 0)], [(1, 0, 0)]),
    # the counter x_3 alone (no negative entry): eventually periodic P-positions
    ([(-1, -1, 1), (-1, 0, 1), (0, 1, 0), (1, -1, 0)], [(0, 0, 1)]),
    # the counter x_1 - x_2
    ([(-1, 0, 1), (0, 0, 1), (0, 1, 0), (1, 0, 0)], [(1, 1, 0)]),
    # the counter x_1 - x_3
    ([(-1, -1, 1), (-1, 1, 0), (0, 0, 1), (0, 1, 0), (1, 0, 0)], [(1, 0, 0)])])
def test_fit_linear_pretension_on_survey_games(moves, D):
    G = survey_game(moves, D)
    L = fit_linear_pretension(G, max_seconds=60, positions=3 * 10**4)
    # the proof is the finite check; the tests recheck it by the plain recursion and by isl
    assert oracle_agrees(L, G, 20)
    isl = pytest.importorskip("islpy")
    assert _isl_is_P_set(_isl_P_set(L, isl), G, isl)


def test_fit_linear_pretension_bad_input():
    G = survey_game([(-1, 0, 1), (0, 1, 0), (1, 0, 0)], [(1, 0, 0)])
    with pytest.raises(ValueError, match="positive integers"):
        fit_linear_pretension(G, max_weight=0)
    with pytest.raises(ValueError, match="remove one unit of one coordinate"):
        fit_linear_pretension(LatticeGame([(2, 0), (0, 1)]))
    with pytest.raises(LinearPretensionFailure, match="fitted within 0 s"):
        fit_linear_pretension(G, max_seconds=0)


@pytest.mark.parametrize("D", [[(0, 0, 1)], [(0, 1, 0)], [(1, 0, 0)]])
def test_three_survey_games_with_infinite_quotients(D):
    # the rule set [(-1,0,1),(0,1,0),(1,0,0)] on its three generalized misère boards: a
    # proved linear pretension and Theorem 3 give infinitely many pairwise distinguishable
    # positions -- squarefree games with an infinite quotient and a certified
    # stratification (doc/conjecture_4_5.rst)
    G = survey_game([(-1, 0, 1), (0, 1, 0), (1, 0, 0)], D)
    L = fit_linear_pretension(G, max_seconds=60, positions=3 * 10**4)
    C = HeapInfinitenessCertificate(L)
    assert C.is_finite() is False
    assert C.check_on_game(5)
    # the family by the plain recursion (independent of the package)
    from oracles import oracle_P_positions
    xs = [tuple(a + b for a, b in zip(C.position(m), C.distinguisher(n)))
          for m in range(4) for n in range(4)]
    ell = [int(a) for a in G.positivity_witness()]
    level = max(sum(a * b for a, b in zip(ell, x)) for x in xs)
    P = oracle_P_positions(ell, level, [tuple(int(a) for a in g) for g in G.rule_set().vectors()],
                           {tuple(int(a) for a in p) for p in G.defeated_positions()})
    table = [[xs[4 * m + n] in P for n in range(4)] for m in range(4)]
    assert table == [[C.is_P_position(m, n) for n in range(4)] for m in range(4)]
    # r_n distinguishes x_n from every x_m, m > n
    assert all(table[n][n] != table[m][n] for n in range(4) for m in range(n + 1, 4))
    assert L.affine_stratification().certify(G)
