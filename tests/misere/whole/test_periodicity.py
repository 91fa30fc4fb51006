"""
Tests of sage_latticegames.misere.whole.periodicity (whole-game misère quotients of
octal games by the misère periodicity theorem) and
sage_latticegames.misere.monoid.presentation (game theorists' presentations).

Oracles independent of the module:

* the brute-force misère solver on multisets of heaps of tests/oracles.py
  (``octal_is_P``, the moves read from the digits of the code);
* the compiled engine of the package (``games.octal(..., play='misere')``);
* the heap-by-heap quotient of the bounded game (``misere_quotient_data``)
  compared up to isomorphism of bipartite monoids (``is_isomorphic``).

Positions with heaps larger than the heap where the theorem proved the quotient
are included: they test the claim about the whole game.
"""
import random

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.monoid.finite_monoid import is_isomorphic
from sage_latticegames.misere.monoid.names import standard_name
from sage_latticegames.misere.whole.periodicity import (OctalRules, WholeGameQuotientError,
                                                  whole_game_quotient, restricted_quotient,
                                                  find_period)
from sage_latticegames.misere.monoid.presentation import game_presentation, word_string
from oracles import octal_is_P
from helpers import grundy_moves

# codes proved quickly (each well under a second)
FAST = ['0.12', '0.31', '0.33', '0.333', '0.75']


def _random_positions(rng, max_heap, total, count):
    out = []
    while len(out) < count:
        heaps = []
        while True:
            h = rng.randint(1, max_heap)
            if sum(heaps) + h > total:
                break
            heaps.append(h)
        out.append(tuple(heaps))
    return out


@pytest.fixture(scope="module")
def whole():
    return {code: whole_game_quotient(code) for code in FAST}


@pytest.mark.parametrize("code", FAST)
def test_outcomes_against_brute_force(whole, code):
    W = whole[code]
    rng = random.Random(18)
    N = int(W.certificate()["proved_at"])
    bound = min(N + 8, 24)
    positions = _random_positions(rng, bound, 26, 120)
    positions += [(n,) for n in range(bound + 1)] + [(n, n) for n in range(1, 13)]
    for heaps in positions:
        assert W.is_P_position(heaps) == octal_is_P(code, tuple(sorted(heaps, key=repr)), True), (code, heaps)


@pytest.mark.parametrize("code", ['0.31', '0.33', '0.12'])
def test_outcomes_beyond_proof_against_engine(whole, code):
    # heaps beyond the heap where the quotient was proved, by the compiled engine
    W = whole[code]
    M = int(W.certificate()["proved_at"]) + 5
    G = games.octal(code, M, play='misere')
    E = G.encoding()
    positions = [[n] for n in range(M - 5, M + 1)] + [[n, 2] for n in range(M - 3, M + 1)]
    for heaps in positions:
        assert W.is_P_position(heaps) == G.is_P_position(E.position(heaps)), (code, heaps)


@pytest.mark.parametrize("code", FAST)
def test_bounded_quotients_are_the_heap_by_heap_ones(whole, code):
    W = whole[code]
    N = int(W.certificate()["proved_at"])
    for M in sorted({1, 2, 3, 5, 8, N - 1, N, N + 4}):
        if M < 1 or not OctalRules(code).live_heaps(M):
            continue
        F = misere_quotient_data(games.octal(code, M, play='misere'))
        G = W.quotient_data(M)
        assert G.k == F.k
        assert is_isomorphic(F, G), (code, M)
        assert W.misere_quotient(M).cardinality() == F.order()


@pytest.mark.parametrize("code", FAST)
def test_history_and_restriction(whole, code):
    W = whole[code]
    hist = dict((m, (o, p)) for m, o, p in W.history())
    for M in (2, 4, 7, 10):
        if not OctalRules(code).live_heaps(M):
            continue
        F = misere_quotient_data(games.octal(code, M, play='misere'))
        assert hist[M] == (F.order(), sum(F.P)), (code, M)


def test_pretending_function():
    W = whole_game_quotient('0.75')
    Phi = W.pretending_function()
    n0, p = int(Phi.preperiod()), int(Phi.period())
    states = [Phi.state(n) for n in range(n0 + 3 * p)]
    # periodic from n0 with period p, and neither shorter nor earlier
    assert all(states[n] == states[n + p] for n in range(n0, n0 + 2 * p))
    assert all(any(states[n] != states[n + q] for n in range(n0, n0 + 2 * p))
               for q in range(1, p))
    assert n0 == 0 or states[n0 - 1] != states[n0 - 1 + p]
    assert Phi.state(10**100) == Phi.state(n0 + (10**100 - n0) % p)
    assert repr(Phi).startswith("Phi = 1 a b a b c")
    assert str(Phi(5)) == "c"
    with pytest.raises(ValueError):
        Phi.state(-1)
    with pytest.raises(TypeError):
        Phi.state("x")
    # the image of heap n is the element of the single heap in the bounded quotient
    F = misere_quotient_data(games.octal('0.75', 12, play='misere'))
    for n in range(1, 13):
        for m in range(1, 13):
            assert W.is_P_position([n, m]) == F.P[F.mul(F.delta[0][n - 1], F.delta[0][m - 1])]
    assert Phi.last_heap_outside_kernel() >= -1


def test_huge_heaps_and_counts():
    W = whole_game_quotient('0.31')
    p = int(W.pretending_function().period())
    big = 10**100
    # a heap of size big + p behaves as a heap of size big; an even number of equal heaps
    # of the periodic part cancel when the element is an involution
    assert W.outcome([big, 3]) == W.outcome([big + p, 3])
    assert W.outcome({big: 2 * big}) == W.outcome({big: 2})
    assert W.outcome({5: 0}) == W.outcome([])
    with pytest.raises(ValueError):
        W.outcome({5: -1})
    with pytest.raises(TypeError):
        W.outcome(5)


def test_game_input_and_refusals():
    W = whole_game_quotient(games.octal('0.33', 6, play='misere'))
    assert W.rules().code() == '0.33'
    with pytest.raises(ValueError, match="not in misère play"):
        whole_game_quotient(games.octal('0.33', 6))
    with pytest.raises(ValueError, match="finite octal code"):
        whole_game_quotient('0.8')          # hexadecimal: three heaps left
    with pytest.raises(ValueError, match="finite octal code"):
        whole_game_quotient('1.7')
    with pytest.raises(ValueError, match="allows no move"):
        whole_game_quotient('0.0')
    with pytest.raises(TypeError):
        whole_game_quotient(0.07)
    with pytest.raises(ValueError, match="not an octal game"):
        whole_game_quotient(games.heap_game(grundy_moves, 8, play='misere'))
    with pytest.raises(ValueError):
        whole_game_quotient('0.33', max_heap=0)


def test_the_game_is_known_by_its_code_not_its_name():
    # the rules are data of the game (HeapEncoding.octal_code, kept by pickling):
    # another name does not change the game, a name does not make a game octal
    from sage.misc.persist import loads, dumps
    from sage_latticegames.lattice_game import LatticeGame
    G = games.octal('0.33', 6, play='misere')
    renamed = LatticeGame(G.rule_set(), G.board(), name="my game", encoding=G.encoding())
    assert whole_game_quotient(renamed).rules().code() == '0.33'
    assert whole_game_quotient(loads(dumps(G))).rules().code() == '0.33'
    named = LatticeGame(G.rule_set(), G.board(), name=G.name())       # no encoding: no code
    with pytest.raises(ValueError, match="not an octal game"):
        whole_game_quotient(named)
    # a code that does not describe the rules is refused
    from sage_latticegames.games.encodings import HeapEncoding
    E = G.encoding()
    lying = LatticeGame(G.rule_set(), G.board(), name=G.name(),
                        encoding=HeapEncoding(E.heap_sizes(), E.max_heap(), E.weights(), '0.77'))
    with pytest.raises(ValueError, match="not an octal game"):
        whole_game_quotient(lying)


def test_failure_carries_partial_quotients():
    with pytest.raises(WholeGameQuotientError) as info:
        whole_game_quotient('0.07', max_heap=14)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.code == '0.07' and "max_heap=14" in err.reason
    assert [m for m, o, p in err.partial] == list(range(1, 15))
    for m, o, p in err.partial:
        if m in (4, 10, 14):
            F = misere_quotient_data(games.octal('0.07', m, play='misere'))
            assert (o, p) == (F.order(), sum(F.P))
    with pytest.raises(WholeGameQuotientError) as info:
        whole_game_quotient('0.07', max_seconds=0)
    assert "max_seconds" in str(info.value) or "budget" in str(info.value)


def test_certificate_inequality():
    for code in FAST:
        W = whole_game_quotient(code)
        c = W.certificate()
        R = OctalRules(code)
        k, cc = R.periodicity_multiplier(), R.last_digit_index()
        n0, p = c["checked"]
        assert k * n0 + k * p + cc + k <= c["proved_at"] + 1
        assert "periodicity theorem" in c["theorem"]
        # the proof as a value: what was proved, by a stable name of the theorem
        proof = W.proof()
        assert proof.kind() == "whole game" and proof.theorem() == "misère periodicity theorem"
        assert proof.record() == c and proof.game() == R and str(W.order()) in proof.claim()
        # the first heap where it holds: not at proved_at - 1
        if c["proved_at"] > 1:
            G, f = restricted_quotient(W.quotient_data(c["proved_at"]),
                                       len(R.live_heaps(c["proved_at"] - 1)))
            live = R.live_heaps(c["proved_at"] - 1)
            idx = {n: i for i, n in enumerate(live)}
            Fm = W.quotient_data(c["proved_at"])
            seq = [f[Fm.delta[0][idx[n]]] if n in idx else 0 for n in range(c["proved_at"])]
            m = c["proved_at"] - 1
            assert not find_period(seq, lambda a, b: k * a + k * b + cc + k <= m + 1)


@pytest.mark.parametrize("code,M", [('0.07', 12), ('0.07', 16), ('0.75', 9), ('0.137', 10),
                                    ('0.77', 10), ('0.6', 8), ('4.7', 7), ('0.3333', 9),
                                    ('0.52', 12)])
def test_presentation_presents_the_quotient(code, M):
    F = misere_quotient_data(games.octal(code, M, play='misere'))
    P = game_presentation(F)
    G = P.presented_monoid()
    assert G.order() == F.order() and sum(G.P) == sum(F.P)
    assert is_isomorphic(F, G)
    # words: the identity is 1, every state has its own word, words closed under division
    words = P.words()
    assert word_string(words[0]) == "1" and len(set(words)) == F.order()
    ws = set(words)
    for w in words:
        for i, e in enumerate(w):
            if e:
                assert tuple(x - (j == i) for j, x in enumerate(w)) in ws
    # few generators: none is a product of the others
    assert len(P.generators()) <= F.k
    assert len(P.P_portion()) == sum(F.P)
    assert P.is_tame() == (standard_name(F) in ('Z2', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7') or F.order() == 1)


def test_tame_and_names():
    for n in (1, 2, 3, 4, 5, 8):
        P = game_presentation(misere_quotient_data(games.nim(n, 'misere')))
        assert P.is_tame(), n
    assert game_presentation(misere_quotient_data(games.nim(8, 'misere'))).order() == 18
    P = game_presentation(misere_quotient_data(games.octal('0.75', 6, play='misere')))
    assert not P.is_tame() and P.standard_name() == 'R8'
    with pytest.raises(TypeError):
        game_presentation(7)


def test_elements_of_the_quotient():
    W = whole_game_quotient('0.75')
    N = int(W.certificate()["proved_at"])
    rng = random.Random(3)
    for _ in range(30):
        a = [rng.randint(1, 3 * N) for _ in range(rng.randint(0, 3))]
        b = [rng.randint(1, 3 * N) for _ in range(rng.randint(0, 3))]
        x, y = W.element(a), W.element(b)
        assert (x + y).is_P() == W.is_P_position(a + b)
        assert x.is_P() == W.is_P_position(a)


def test_defaults_prove_games_past_heap_300():
    # no heap bound by default (a time budget instead): 0.44 is proved at heap 505, as
    # MisereSolver proves it with its defaults (about a second)
    import time
    start = time.monotonic()
    W = whole_game_quotient('0.44')
    assert time.monotonic() - start < 30
    assert (W.cardinality(), W.order(), W.P_portion_size()) == (40, 40, 9)
    assert W.certificate()['proved_at'] == 505
    # the quotient with the default heap bound is the quotient of the whole game
    Q = W.misere_quotient()
    assert Q.cardinality() == 40 and Q.is_finite()
    assert W.quotient_data() == W.quotient_data(505)
    # a heap bound is an option, and its error says what to raise
    with pytest.raises(WholeGameQuotientError, match="raise max_heap") as info:
        whole_game_quotient('0.44', max_heap=300)
    assert info.value.reason == "max_heap=300 reached"
    with pytest.raises(WholeGameQuotientError, match="raise max_seconds"):
        whole_game_quotient('0.44', max_seconds=0)


def test_restricted_quotient_is_the_quotient_of_the_first_heaps():
    # restricted_quotient reduces by THE Moore refinement of misere/monoid/finite_monoid.py:
    # the quotient of the first j coordinates of a quotient is the quotient of those heaps
    for code, M in (("0.07", 11), ("0.137", 9), ("0.77", 10)):
        R = OctalRules(code)
        F = misere_quotient_data(R.lattice_game(M))
        live = R.live_heaps(M)
        for j in range(len(live) + 1):
            G, f = restricted_quotient(F, j)
            if j:
                H = misere_quotient_data(R.lattice_game(live[j - 1]))
                assert is_isomorphic(G, H), (code, j)
            assert f[0] == 0 and len(set(f.values())) == G.order()


@pytest.mark.parametrize("code", ["0.07", "0.44", "0.77", "4.7", "0.137", "0.6", "0.3122", "0.15",
                                  "0.52", "4.07", "0.1"])
def test_options_of_many_heaps_at_once(code):
    # the options the whole-game construction builds with numpy, many heaps at once, against
    # the definition (OctalRules.options, in the coordinates of the live heaps), and the
    # arrays against the tuples
    import numpy as np
    from sage_latticegames.misere.whole.periodicity import _heaps_options
    R = OctalRules(code)
    live = R.live_heaps(60)
    index = {n: i for i, n in enumerate(live)}
    coord = np.full(61, -1, dtype=np.int64)
    coord[list(live)] = np.arange(len(live))
    for ns in (live, live[3:17], live[-1:]):
        for n, arrays in zip(ns, _heaps_options(R, ns, coord)):
            direct = sorted({tuple(sorted(index[a] for a in r if a in index))
                             for r in R.options(n)}, key=lambda t: (len(t), t))
            assert [tuple(r) for a in arrays for r in a.tolist()] == direct
            assert [len(r) for a in arrays for r in a.tolist()] == [len(t) for t in direct]
            assert [a.shape[1] for a in arrays] == sorted({len(t) for t in direct})


def test_bounded_quotient_from_the_rules_is_the_lattice_games():
    # OctalRules.quotient_data (the command line's quotient --heaps N: the heaps' options, no
    # lattice game) gives the quotient of games.octal(code, N, 'misere'), numbered the same,
    # with the same proof record, and names the game as games.octal does
    for code in ("0.77", "0.07", "0.137", "4.7", "0.44", "0.15", "0.31", "0.6", "0.52"):
        R = OctalRules(code)
        for N in (1, 4, 11):
            if not R.live_heaps(N):
                continue
            G = games.octal(code, N, "misere")
            F, Q = R.quotient_data(N), G.misere_quotient()
            assert F == Q.finite_data() and F.certificate == Q.certificate(), (code, N)
            assert R.game_name(N) == G.name()


def _periods_by_definition(values, admissible=None):
    # the pairs of find_period from its definition: the least p with values[n] == values[n + p]
    # for n >= n0 and 2p <= len - n0, for each n0 (cubic; short sequences)
    L, out = len(values), []
    for n0 in range(L):
        if admissible is not None and not admissible(n0, 1):
            break
        p = next((p for p in range(1, (L - n0) // 2 + 1)
                  if all(values[n] == values[n + p] for n in range(n0, L - p))), None)
        if p is not None and (admissible is None or admissible(n0, p)):
            out.append((n0, p))
    return out


def test_find_period_against_its_definition():
    import random
    rng = random.Random(7)
    for _ in range(400):
        q, pre, L = rng.randint(1, 5), rng.randint(0, 8), rng.randint(0, 30)
        tail = [rng.randint(0, 2) for _ in range(q)]
        v = [rng.randint(0, 3) for _ in range(pre)] + [tail[i % q] for i in range(L)]
        k, c = rng.randint(1, 3), rng.randint(0, 3)
        adm = (lambda n0, p: k * n0 + k * p + c + k <= len(v) + 1)
        assert find_period(v) == _periods_by_definition(v)
        assert find_period(v, adm) == _periods_by_definition(v, adm)
        assert find_period(v, adm, (len(v) + 1 - c - k) // k) == _periods_by_definition(v, adm)
    assert find_period([]) == [] and find_period([3]) == []
