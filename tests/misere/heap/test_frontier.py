"""
Tests of sage_latticegames.misere.heap.frontier (pretensions proven below their
least failure; lower bounds on misère quotients) and of the stretch of the
heap-by-heap construction.

Oracles, independent of the module:

* the exact outcome of positions by a game-tree search (misere.candidates._Outcomes)
  and the compiled solver (LatticeGame.solve): brute force;
* the quotients proven by the general construction, whose orders bound the
  lower bounds from above;
* mutated quotients (hypothesis): a wrong P-portion must fail exactly at a
  position that brute force misclassifies, and be right below it.
"""
import pickle

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games, LatticeGame
from sage_latticegames.misere.heap.candidates import game_moves, _Outcomes
from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.heap.frontier import BoundedPretension, pretension_frontier
from sage_latticegames.misere.monoid.finite_monoid import generator_cycles

from helpers import long_test, grundy_moves


def _oracle(game):
    d, moves, misere = game_moves(game)
    return _Outcomes(d, moves, misere)


def _positions(d, max_heaps, max_count):
    # positions with at most max_heaps kinds of heap among the first coordinates
    for x in np.ndindex(*(max_count + 1,) * max_heaps):
        yield tuple(int(e) for e in x) + (0,) * (d - max_heaps)


def _check_against_brute_force(B, game, count=2):
    oracle = _oracle(game)
    d = game.dimension()
    K = min(int(B.num_heaps()), 5)
    proven = 0
    for p in _positions(d, K, count):
        if B.is_proven(p):
            assert B.is_P_position(p) == oracle.is_P(p), p
            proven += 1
    z = B.least_failure()
    if z is not None:
        assert not B.is_proven(z)
        if sum(z) <= 4:
            # the least failure is misclassified: its claim is not its outcome
            assert B.claims(z) != oracle.is_P(z)
    return proven


def _mutated(game, flip):
    F = misere_quotient_data(game)
    P = list(F.P)
    P[flip % len(P)] = not P[flip % len(P)]
    return F, BoundedPretension(game, np.array(F.delta), P)


@pytest.mark.parametrize("code,heaps", [("0.07", 10), ("0.77", 8), ("0.6", 9), ("0.137", 9)])
def test_quotient_is_proven_everywhere(code, heaps):
    game = games.octal(code, heaps, play='misere')
    F = misere_quotient_data(game)
    B = BoundedPretension(game, np.array(F.delta), F.P)
    assert B.least_failure() is None
    assert B.lower_bound() == len(F.P)
    assert _check_against_brute_force(B, game) > 0


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(code=st.sampled_from(["0.07", "0.77", "0.6", "0.137", "0.75"]),
       heaps=st.integers(5, 9), flip=st.integers(1, 10**6))
def test_mutated_quotient_is_proven_below_its_least_failure(code, heaps, flip):
    game = games.octal(code, heaps, play='misere')
    F, B = _mutated(game, flip)
    z = B.least_failure()
    assert z is not None                  # a wrong P-portion has a failure
    _check_against_brute_force(B, game)
    # the lower bound is a lower bound of the true quotient's order
    assert B.lower_bound() <= len(F.P)
    pos = B.distinguished_positions()
    assert len(pos) == B.lower_bound()
    assert all(B.is_proven(p) for p in pos) or not any(z)


def test_lower_bound_positions_are_distinguishable():
    # the positions of the corollary are pairwise distinguishable: their images in the
    # true quotient (proven by the general construction) are pairwise different
    game = games.octal('0.07', 12, play='misere')
    F = misere_quotient_data(game)
    # the quotient of the heaps <= 11, with heap 12 taken as heap 11: a wrong pretension
    G = misere_quotient_data(games.octal('0.07', 11, play='misere'))
    D = np.column_stack([np.array(G.delta), np.array(G.delta)[:, -1]])
    B = BoundedPretension(game, D, G.P)
    assert B.least_failure() is not None
    images = [F.phi(p) for p in B.distinguished_positions()]
    assert len(set(images)) == len(images) == B.lower_bound() >= 2


def test_frontier_of_a_game_with_a_wall():
    # misère 0.76: the construction meets a wall at heap 12 (no finite candidate in the
    # rounds); the pretension is right on every small position below its failure
    game = games.octal('0.76', 12, play='misere')
    B = pretension_frontier(game, copies=8)
    assert _check_against_brute_force(B, game) > 0
    F11 = misere_quotient_data(games.octal('0.76', 11, play='misere'))
    # a quotient of more heaps is at least as large
    assert B.lower_bound() >= len(F11.P)
    assert pickle.loads(pickle.dumps(B)) == B


def test_stretch_finds_quotients_and_agrees_with_the_general_construction():
    # the stretch (long cycles for the heaps whose powers climb) gives the same quotient
    for code, heaps in [("0.35", 11), ("0.64", 11)]:
        game = games.octal(code, heaps, play='misere')
        F = misere_quotient_data(game, max_order=2000)
        G = misere_quotient_data(game, algorithm="antichain", max_order=2000)
        assert F == G


def test_bad_input():
    game = games.octal('0.07', 6, play='misere')
    F = misere_quotient_data(game)
    with pytest.raises(ValueError, match="one entry per state"):
        BoundedPretension(game, np.array(F.delta), F.P[:-1])
    with pytest.raises(ValueError, match="between 1 and 5 generators"):
        BoundedPretension(game, np.zeros((1, 7), dtype=int), [False])
    with pytest.raises(ValueError, match="entries in 0"):
        BoundedPretension(game, np.full((2, 5), 3), [False, True])
    bad = np.array(F.delta)
    bad[:, 1] = np.roll(bad[:, 1], 1)
    with pytest.raises(ValueError, match="commutative|image of a position"):
        BoundedPretension(game, bad, F.P)
    B = BoundedPretension(game, np.array(F.delta), F.P)
    with pytest.raises(ValueError, match="point of N"):
        B.is_P_position((1, 2))
    with pytest.raises(ValueError, match="point of N"):
        B.is_P_position((1, -2, 0, 0, 0))
    with pytest.raises(ValueError, match="not a heap game"):
        pretension_frontier(LatticeGame([(1, 0), (0, 1), (1, 1)]))
    with pytest.raises(ValueError):
        pretension_frontier(game, copies=0)


def test_stretch_of_many_heaps_is_refused_not_overflowed():
    # forty generators of the same cycle: the product has 2 * 14^40 states (more than 2^63),
    # which must be refused, not wrapped around (this broke the whole game 0.15 once)
    from sage_latticegames.misc.budget import Budget
    from sage_latticegames.misere.heap.pretension import HeapPretensions
    delta = np.array([[1] * 40, [0] * 40], dtype=np.int32)
    H = HeapPretensions([[()]] * 40, True, 100, Budget(None))
    assert H.stretched(delta, 12) is None
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    W = whole_game_quotient('0.15', max_seconds=60)
    assert (W.order(), W.certificate()["proved_at"]) == (42, 232)


def test_frontier_stops_where_the_failures_climb_an_older_heap():
    # Grundy's game at heap 29: the recalibration climbs the powers of the older heaps 13, 16,
    # 19, 22, 25 with two heaps 29, never reaching `depth` copies of heap 29 (before the test
    # of an older heap, the frontier ran until its budget was spent); the frontier must stop
    # at the least failure with `depth` copies of heap 25 more than its index in the proven
    # quotient of the heaps <= 28, and what it claims below that failure is proven
    from sage_latticegames.misere.heap.pretension import FrontierReached, HeapPretensions
    from sage_latticegames.misere.heap.pretension import heap_options
    from sage_latticegames.misc.budget import Budget
    game = games.heap_game(grundy_moves, 29, name="Grundy's game", play='misere')
    B = pretension_frontier(game, depth=3, copies=4, max_seconds=60)
    z = B.least_failure()
    heaps = {j + 3: e for j, e in enumerate(z) if e}        # coordinate j: the heap j + 3
    assert heaps[29] == 2 and heaps[25] >= 3
    assert B.lower_bound() >= 48 and not B.is_proven(z)
    d, moves, misere = game_moves(game)
    H = HeapPretensions(heap_options(d, moves), misere, None, Budget(60))
    while H.k < d - 1:
        H.adjoin()
    assert H.order() == 48
    with pytest.raises(FrontierReached) as info:
        H.adjoin(depth=3)
    assert info.value.climbing == 25 - 2 and info.value.k == 29 - 2     # 1-based coordinates
    assert info.value.z[info.value.k - 1] < 3
    _check_against_brute_force(B, game, count=2)


def test_frontier_out_of_time_returns_its_last_candidate_proven():
    # Grundy's game at heap 29 with a budget far below the two minutes of its frontier: the
    # recalibration of heap 29 is cut short, and its last candidate whose least failure was
    # found is returned, proven below that failure (not a budget error)
    game = games.heap_game(grundy_moves, 29, name="Grundy's game", play='misere')
    B = pretension_frontier(game, copies=12, max_seconds=6)
    z = B.least_failure()
    assert z is not None and z[29 - 3] == 2 and not B.is_proven(z)
    assert B.num_heaps() == 27 and B.lower_bound() >= 48
    B._test_lower_bound()
    _check_against_brute_force(B, game, count=2)


def test_frontier_budget_says_what_was_reached():
    from sage_latticegames.misc.budget import BudgetExceeded
    with pytest.raises(BudgetExceeded, match="raise max_seconds") as info:
        pretension_frontier(games.octal('0.07', 30, play='misere'), max_seconds=0)
    assert "at heap 2" in str(info.value) and "s elapsed" in str(info.value)


class _Stop(BaseException):
    # like KeyboardInterrupt: not caught by "except Exception"
    pass


def test_a_signal_stops_the_frontier_promptly():
    # the compiled searches look at pending signals (Ctrl-C, the alarm of a budget): a
    # signal sent a second into the stretch of the frontier of 0.07 at heap 34 (minutes
    # of work; max_order=800 ends the recalibration of heap 34 within seconds at a
    # candidate of order 2,610, whose stretch to 20 copies takes minutes) stops it within
    # a second or two; the signal comes from another process, as Ctrl-C does (a thread of
    # this process would wait for the compiled code to release the interpreter)
    import os
    import signal
    import subprocess
    import time

    def handler(signum, frame):
        raise _Stop()
    killers, started = [], []

    def progress(k, order, seconds, line):
        if "stretching" in line and not killers:
            started.append(time.monotonic())
            killers.append(subprocess.Popen(["sh", "-c", "sleep 1; kill -USR1 %d" % os.getpid()]))
    old = signal.signal(signal.SIGUSR1, handler)
    try:
        with pytest.raises(_Stop):
            pretension_frontier(games.octal('0.07', 34, play='misere'), max_order=800,
                                max_seconds=None, progress=progress)
    finally:
        for killer in killers:
            killer.kill()
            killer.wait()
        signal.signal(signal.SIGUSR1, old)
    assert started, "the stretch did not begin"
    assert time.monotonic() - started[0] < 1 + 3


@long_test
def test_dawson_34_counter_evidence():
    # misère Dawson's Kayles with heaps <= 34 (proved infinite: test_dawson_34.py): the frontier
    # stretched to 12 copies proves
    # every outcome with at most 13 heaps of size 34, and along H25 + a H30 + b H34 they follow
    # the counter a - b (a conjecture beyond b = 13: the evidence of doc/infinite_quotients)
    G = games.octal('0.07', 34, play='misere')
    B = pretension_frontier(G, copies=12, max_seconds=None)
    assert B.least_failure()[-1] == 14

    def x(a, b, *heaps):
        p = [0] * 33
        p[30 - 2], p[34 - 2] = a, b
        for h in heaps:
            p[h - 2] += 1
        return tuple(p)
    for b in range(2, 14):
        for a in range(30):
            assert B.is_P_position(x(a, b, 25)) == (a >= b and (a - b) % 2 == 0), (a, b)
            assert B.is_P_position(x(a, b, 6, 25)) == (a <= b - 2), (a, b)
    # the two heaps of long cycles (largest indices) in the pretension: 30 and 34
    indices = [t for t, m in generator_cycles(B._delta)]
    assert sorted(range(33), key=lambda j: -indices[j])[:2] in ([28, 32], [32, 28])


@long_test
def test_grundy_29_slice_law():
    # Grundy's game with heaps <= 29 (open, doc/infinite_quotients): the frontier (about two
    # minutes) is proven below the heaps 3, 8 x 13, 18, 7 x 25, 27, 2 x 29, and on the slice of
    # two heaps 29 and one heap 27 (no heap 26 or 28, at most six heaps 25) the outcomes follow
    # the difference of the numbers a of heaps h in {13, 16, 19, 22} and b of heaps 25
    from sage_latticegames.misere.monoid.finite_monoid import generator_cycle
    game = games.heap_game(grundy_moves, 29, name="Grundy's game", play='misere')
    B = pretension_frontier(game, copies=12, max_seconds=None)
    z = B.least_failure()
    assert {j + 3: e for j, e in enumerate(z) if e} == {3: 1, 13: 8, 18: 1, 25: 7, 27: 1, 29: 2}
    # the second corollary (two heaps 29 only: the first gives the 48 of the heaps <= 28)
    assert B.lower_bound() >= 172
    B._test_lower_bound()

    def position(heaps):
        x = [0] * game.dimension()
        for h, e in heaps.items():
            x[h - 3] += e
        return tuple(x)
    laws = [({3: 1, 18: 1, 27: 1, 29: 2}, lambda a, b: b >= 1 and a - b >= 1 and (a - b) % 2 == 1),
            ({18: 1, 27: 1, 29: 2}, lambda a, b: b >= 1 and b - a >= 2 and (b - a) % 2 == 0)]
    for h in (13, 16, 19, 22):
        t, p = generator_cycle(np.asarray(B._delta), h - 3)
        for b in range(7):
            for a in range(t + 2 * p + 8):              # past the cycle of h: every a
                for context, law in laws:
                    x = position({**context, 25: b, h: context.get(h, 0) + a})
                    assert B.is_proven(x) and B.is_P_position(x) == law(a, b), (h, a, b)
