"""
Tests of sage_latticegames.misere.heap.pretension (the construction of misère
quotients of heap games by conservative extension and recalibration at the
least failure) and of its compiled searches (misere/_pretension.pyx).

Oracles, all independent of the module:

* the general construction of the package (``algorithm='antichain'`` and
  ``'sets'``), whose candidates are proved by ``verify_candidate``;
* the compiled solver (``LatticeGame.solve``): the P-positions of a region
  are exactly the preimage of the P-portion (brute force);
* random heap games (hypothesis), in misère and normal play;
* the proof of the module accepts a candidate iff ``verify_candidate`` does
  (mutated quotients: wrong P-portions, wrong generators);
* MisereSolver (tests/test_misere_solver_peer.py compares the orders).
"""
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import numpy as np

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from helpers import grundy_moves
from sage_latticegames.misc.budget import Budget
from sage_latticegames.misere import MisereQuotientBudgetError
from sage_latticegames.misere.monoid.finite_monoid import is_isomorphic
from sage_latticegames.misere.heap.verification import verify_candidate
from sage_latticegames.misere.heap.candidates import game_moves
from sage_latticegames.misere.heap.driver import misere_quotient_data, pretension_quotient_data
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
from sage_latticegames.misere.heap.pretension import (heap_options, HeapPretensions,
                                                 prove_heap_quotient)
from sage_latticegames.misere.heap._pretension import Pretension


def _brute_force_agrees(game, F, level):
    S = game.solve(level=level)
    for p, b in zip(S.points.tolist(), S.is_P.tolist()):
        assert F.P[F.phi(tuple(p))] == bool(b), p


@pytest.mark.parametrize("code,heaps", [("0.07", 16), ("0.137", 14), ("0.77", 14), ("0.6", 12),
                                        ("0.75", 12), ("0.106", 14), ("0.312", 12)])
def test_same_quotient_as_general_construction(code, heaps):
    game = games.octal(code, heaps, play='misere')
    F = pretension_quotient_data(game)
    G = misere_quotient_data(game, algorithm="antichain")
    assert F == G                        # same quotient, same numbering
    assert F.certificate["algorithm"] == "pretension"
    assert F.certificate["reduced"] and F.certificate["commutative"]
    assert len(F.certificate["steps"]) == game.dimension()
    _brute_force_agrees(game, F, 12)


def test_grundy_game():
    game = games.heap_game(grundy_moves, 16, play='misere')
    F = pretension_quotient_data(game)
    G = misere_quotient_data(game, algorithm="antichain")
    assert F == G
    _brute_force_agrees(game, F, 14)


@pytest.mark.parametrize("play", ["normal", "misere"])
def test_normal_and_misere_nim(play):
    for n in range(1, 6):
        game = games.nim(n, play)
        F = pretension_quotient_data(game)
        assert F == misere_quotient_data(game, algorithm="sets", extend=False)
        if play == "normal":
            # normal play quotients of Nim are the groups (Z/2)^r
            assert F.order() == 2 ** (n.bit_length())


@st.composite
def heap_rules(draw):
    # a random heap game: heap i has between 1 and 3 options, each leaving at most
    # two smaller heaps (0 = no heap)
    max_heap = draw(st.integers(2, 7))
    rules = {}
    for i in range(1, max_heap + 1):
        opts = draw(st.lists(st.tuples(st.integers(0, i - 1), st.integers(0, i - 1))
                             .map(lambda t: tuple(sorted(x for x in t if x))),
                             min_size=1, max_size=3, unique=True))
        rules[i] = opts
    return rules, max_heap


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(heap_rules(), st.sampled_from(["misere", "normal"]))
def test_random_heap_games_against_brute_force(rules_heap, play):
    rules, max_heap = rules_heap
    game = games.heap_game(rules, max_heap, play=play)
    try:
        F = pretension_quotient_data(game, max_order=300)
    except MisereQuotientBudgetError:
        return
    G = misere_quotient_data(game, algorithm="sets", extend=False, max_order=300)
    assert F == G
    _brute_force_agrees(game, F, 10)


def _mutants(F, count, seed):
    rnd = np.random.RandomState(seed)
    out = []
    for _ in range(count):
        delta = [list(r) for r in F.delta]
        P = list(F.P)
        if rnd.randint(2):
            u = rnd.randint(len(P))
            P[u] = not P[u]
        else:
            u, j = rnd.randint(len(P)), rnd.randint(F.k)
            delta[u][j] = rnd.randint(len(P))
        try:
            out.append(FiniteQuotientData(delta, P, None))
        except ValueError:
            pass
    return out


@pytest.mark.parametrize("code,heaps", [("0.07", 10), ("0.77", 7), ("0.137", 9), ("0.6", 8)])
def test_searches_refute_exactly_the_wrong_candidates(code, heaps):
    # prove_heap_quotient accepts a candidate iff the verification of the general
    # construction does, and they agree on reducedness
    game = games.octal(code, heaps, play='misere')
    d, moves, misere = game_moves(game)
    options = heap_options(d, moves)
    F = pretension_quotient_data(game)
    refuted = 0
    for C in [F] + _mutants(F, 40, seed=heaps):
        ok, data = verify_candidate(C, d, moves, misere, algorithm="sets")
        got, why = prove_heap_quotient(C, options, misere)
        if ok:
            assert got and why["reduced"] == data["reduced"], (code, C.delta, C.P)
        elif data[0] == "recursion":
            # Phi^{-1}(P) is not the set of P-positions: the searches find a failure
            assert not got, (code, C.delta, C.P)
        refuted += not got
    assert refuted > 0


def test_least_failure_is_misclassified():
    # the least N- or P-failure of a wrong candidate is misclassified (brute force)
    game = games.octal('0.07', 12, play='misere')
    d, moves, misere = game_moves(game)
    options = heap_options(d, moves)
    F = pretension_quotient_data(game)
    sol = game.solve(level=40)
    outcome = {tuple(p): bool(b) for p, b in zip(sol.points.tolist(), sol.is_P.tolist())}
    level = game.positivity_witness()
    checked = 0
    for C in _mutants(F, 60, seed=3):
        D = np.array(C.delta, dtype=np.int32)
        if C.P[0] or not all((D[D[:, i], j] == D[D[:, j], i]).all()
                             for i in range(C.k) for j in range(i)):
            continue            # (a) fails, or not a commutative monoid
        S = Pretension(np.array(C.delta, dtype=np.int32), np.array(C.P, dtype=np.uint8),
                       options, misere)
        try:
            words = S.words()
        except ValueError:
            continue
        pz = S.p_failure(words)
        z = S.n_failure(bound=pz)
        z = z if z is not None else pz
        if z is None or sum(a * b for a, b in zip(level, z)) > 40:
            continue
        assert C.P[S.element(z)] != outcome[tuple(z)], z
        checked += 1
    assert checked > 5


def test_not_a_heap_game():
    from sage_latticegames.lattice_game import LatticeGame
    game = LatticeGame.misere([(1, 0), (0, 1), (1, 1)])
    d, moves, _ = game_moves(game)
    assert heap_options(d, moves) is None
    with pytest.raises(ValueError, match="needs a heap game"):
        misere_quotient_data(game, algorithm="pretension")
    # the default goes to the general construction
    assert misere_quotient_data(game).certificate.get("algorithm") != "pretension"
    with pytest.raises(ValueError, match="extend=False"):
        misere_quotient_data(games.nim(2, 'misere'), algorithm="pretension", extend=False)


def test_bad_tables_are_refused():
    with pytest.raises(ValueError, match="not a heap move"):
        Pretension(np.zeros((1, 1), dtype=np.int32), np.zeros(1, dtype=np.uint8), [[(0,)]], True)
    with pytest.raises(ValueError, match="out of range"):
        Pretension(np.array([[3]], dtype=np.int32), np.zeros(1, dtype=np.uint8), [[()]], True)
    with pytest.raises(ValueError, match="no option"):
        Pretension(np.zeros((1, 1), dtype=np.int32), np.zeros(1, dtype=np.uint8), [[]], True)
    S = Pretension(np.array([[1], [0]], dtype=np.int32), np.zeros(2, dtype=np.uint8), [[()]], True)
    with pytest.raises(ValueError, match="n_failure"):
        S.dominated(0, [0])


def test_budgets():
    game = games.octal('0.07', 30, play='misere')
    with pytest.raises(MisereQuotientBudgetError, match="max_order=30") as e:
        misere_quotient_data(game, max_order=30)
    assert e.value.partial is not None and e.value.partial.order() <= 30
    with pytest.raises(MisereQuotientBudgetError, match="max_tuples=50") as e:
        misere_quotient_data(game, max_tuples=50)
    with pytest.raises(MisereQuotientBudgetError, match="max_seconds=0"):
        misere_quotient_data(game, max_seconds=0)


def test_checkpoint_resume_and_tampering(tmp_path):
    import json
    game = games.octal('0.07', 14, play='misere')
    direct = misere_quotient_data(game)
    path = str(tmp_path / "q.ckpt")
    small = games.octal('0.07', 9, play='misere')
    misere_quotient_data(small, checkpoint=path)
    resumed = misere_quotient_data(game, resume=path)
    assert resumed == direct
    # a checkpoint whose P-portion was altered is refused (it is proved again)
    with open(path) as f:
        data = json.load(f)
    data["P"] = [not b for b in data["P"]]
    with open(path, "w") as f:
        json.dump(data, f)
    with pytest.raises(ValueError, match="not the quotient"):
        misere_quotient_data(game, resume=path)
    # a checkpoint of another game
    misere_quotient_data(games.octal('0.77', 6, play='misere'), checkpoint=path)
    with pytest.raises(ValueError, match="not one of this game"):
        misere_quotient_data(game, resume=path)


def test_construction_state_object():
    H = HeapPretensions([[()], [(), (0,)], [(0,), (1,)]], True, 100, Budget(None))
    for _ in range(3):
        H.adjoin()
    assert H.k == 3 and len(H.steps) == 3
    F = H.quotient_data()
    assert is_isomorphic(F, misere_quotient_data(games.octal('0.07', 4, play='misere')))


def test_whole_game_gives_strategies_at_any_bound():
    # the quotient of heaps <= M read off the whole game is proved again for that game
    # (no new search), and its strategy agrees with the engine
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    W = whole_game_quotient('0.77')
    for M in (8, 12, 30):
        G = games.octal('0.77', M, play='misere')
        Q = W.misere_quotient(M).recertify(G)
        assert Q.is_certified()
        F = misere_quotient_data(G)
        assert is_isomorphic(F, W.quotient_data(M))
    f = W.rational_strategy(12)
    sol = games.octal('0.77', 12, play='misere').solve(level=12)
    for p, b in zip(sol.points.tolist(), sol.is_P.tolist()):
        if any(p):
            assert f.outcome(tuple(p)) == ("P" if b else "N")
    # a quotient of other heaps is refused for the game
    with pytest.raises(ValueError, match="not the misère quotient"):
        W.misere_quotient(12).recertify(games.octal('0.07', 13, play='misere'))


@pytest.mark.parametrize("code,heaps", [("0.07", 26), ("0.77", 30), ("0.137", 20), ("0.44", 40),
                                        ("0.6", 12), ("0.15", 40)])
def test_new_heap_check_is_the_P_failure_scan(code, heaps):
    # the proof of a conservative extension checks (b) for the new heap only: on every
    # extension of every proven prefix by every element, that check agrees with the
    # complete scan of P-failures of the extended table (the old heaps have none)
    d, moves, misere = game_moves(games.octal(code, heaps, play='misere'))
    options = heap_options(d, moves)
    H = HeapPretensions(options, misere, None, Budget(None))
    checked = 0
    while H.k < d:
        words = H.search.words()
        for x in range(H.order()):
            delta = np.column_stack([H.delta, H._column(x, words)]).astype(np.int32)
            S = Pretension(delta, H.P, options[:H.k + 1], misere)
            assert H._new_heap_p_failure(delta) == (S.p_failure(S.words()) is not None)
            checked += 1
        H.adjoin()
    assert checked > d


def _construction_by_steps(code, heaps, misere=True):
    # the construction of the quotient of `code` with heaps <= `heaps`, each step kept:
    # (delta, P, proven search, representatives) after each heap
    d, moves, misere = game_moves(games.octal(code, heaps, play='misere' if misere else 'normal'))
    H = HeapPretensions(heap_options(d, moves), misere, None, Budget(None))
    out = []
    while H.k < d:
        H.adjoin()
        out.append((H.delta, H.P, H.search, list(H.reps), H.how[-1]))
    return H, out


@pytest.mark.parametrize("code, heaps", [("0.07", 16), ("0.44", 30), ("0.137", 14), ("0.15", 25),
                                         ("4.7", 10)])
def test_one_option_per_image_gives_the_same_searches(code, heaps):
    # lemma (e): on a proven (commutative) quotient, the searches with one option of each
    # image per heap give what they give with every option
    H, steps = _construction_by_steps(code, heaps)
    for delta, P, S, reps, how in steps:
        k = delta.shape[1]
        full = Pretension(delta, P, H.options[:k], True)
        red = Pretension(delta, P, reps, True)
        assert sum(map(len, reps)) <= sum(map(len, H.options[:k]))
        W = full.words()
        assert full.n_failure(keep=True) is None and red.n_failure(keep=True) is None
        assert full.states() == red.states() == S.states()
        assert full.p_failure(W) is None and red.p_failure(W) is None
        # the same answers on wrong claims
        for u in range(len(P)):
            Q = P.copy()
            Q[u] ^= 1
            a, b = Pretension(delta, Q, H.options[:k], True), Pretension(delta, Q, reps, True)
            assert a.n_failure() == b.n_failure()
            assert a.p_failure(W) == b.p_failure(W)
            assert a.mark().tolist() == b.mark().tolist()


@pytest.mark.parametrize("code, heaps", [("0.07", 18), ("0.44", 30), ("0.77", 30), ("0.15", 25)])
def test_search_after_the_proven_one_is_the_complete_search(code, heaps):
    # lemma (f): the search of (c) started from the antichains of the proven search on one
    # heap less finds what the complete search finds, with the same types; checked at every
    # step, and on claims made wrong at the new heap
    from sage_latticegames.misere.heap.pretension import _multiplication_table
    H, steps = _construction_by_steps(code, heaps)
    failures = {True: 0, False: 0}
    for (d0, P0, S0, reps0, _), (delta, P, S, reps, how) in zip(steps, steps[1:]):
        if how != "conservative":
            continue
        full = Pretension(delta, P, reps, True)
        inc = Pretension(delta, P, reps, True)
        assert full.n_failure(keep=True) == inc.n_failure(keep=True, after=S0) is None
        assert full.states() == inc.states()
        # the mex interpolation reads the antichains: the same answers
        for u in range(len(P)):
            for T in ([], [0], [u], list(range(len(P)))):
                assert full.dominated(u, T) == inc.dominated(u, T)
        # every element as the new heap (the trials of the conservative extension, most of
        # them wrong): the same least N-failure
        M = _multiplication_table(d0)
        for x in range(len(P)):
            D = np.column_stack([d0, M[:, x]]).astype(np.int32)
            a = Pretension(D, P, reps, True)
            b = Pretension(D, P, reps, True)
            z = a.n_failure()
            failures[z is not None] += 1
            assert z == b.n_failure(after=S0)
    assert failures[True] and failures[False]


def test_search_after_refuses_what_is_not_an_extension():
    H, steps = _construction_by_steps("0.07", 12)
    (d0, P0, S0, reps0, _), (delta, P, S, reps, _) = steps[-2], steps[-1]
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(delta, 1 - P, reps, True).n_failure(after=S0)       # other claims
    D = delta.copy()
    D[:, 0] = (D[:, 0] + 1) % len(P)
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(D, P, reps, True).n_failure(after=S0)               # another column
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(delta, P, reps, True).n_failure(after=S)            # not one heap less
    other = [list(o) for o in reps]
    other[1] = other[1] + other[1][:1]
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(delta, P, other, True).n_failure(after=S0)          # other options
    fresh = Pretension(d0, P0, reps0, True)
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(delta, P, reps, True).n_failure(after=fresh)        # never searched
    fresh.n_failure()                                                 # antichains not kept
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(delta, P, reps, True).n_failure(after=fresh)
    with pytest.raises(ValueError, match="one heap less"):
        Pretension(delta, P, reps, True).n_failure(bound=(1,) * delta.shape[1], after=S0)
