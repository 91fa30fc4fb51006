"""
Tests of sage_latticegames.misere.whole.tame (the tame theorem: the misère quotient of a tame
octal game heap by heap from the images of the options) and of its hook in whole_game_quotient.

Oracles independent of the module:

* the general construction (heap pretensions, ``whole_game_quotient(..., tame=False)``): the
  same quotient, pretending function, proved heap and checked period on whole games it proves;
* the heap-by-heap quotient of the bounded lattice game (``misere_quotient_data``), up to
  isomorphism of bipartite monoids;
* the brute-force misère solver on multisets of heaps and the mex rule of tests/oracles.py.
"""
from itertools import combinations_with_replacement

import pytest

from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.monoid.finite_monoid import is_isomorphic
from sage_latticegames.misere.whole.periodicity import (OctalRules, WholeGameQuotientError, tame_whole_game,
                                                       whole_game_quotient)
from sage_latticegames.misere.whole.tame import TameHeaps
from helpers import long_test
from oracles import octal_is_P
import oracles


def _same(A, B):
    # the same whole-game quotient: data, pretending function, proved heap, checked period
    # (the tame route keeps one generator per distinct image, the general one per heap: the
    # same states, table, P-portion, presentation, and the same quotient on the heaps)
    a, b = A.certificate(), B.certificate()
    assert A._F.table() == B._F.table() and A._F.P == B._F.P
    assert str(A.presentation()) == str(B.presentation())
    if a["proved_at"] <= 10**4:
        assert A.quotient_data() == B.quotient_data()
        assert A.element([1, 2, 3]) == B.element([1, 2, 3])
    assert set(A.generator_heaps()) <= set(B.generator_heaps())
    assert repr(A.pretending_function()) == repr(B.pretending_function())
    assert [A.pretending_function().state(n) for n in range(200)] == \
        [B.pretending_function().state(n) for n in range(200)]
    for key in ("proved_at", "preperiod", "period", "checked", "inequality", "heaps_computed"):
        assert a[key] == b[key], key
    assert A._history == B._history


# tame codes of the catalogue (orders 2 to 10) and games that are not tame
@pytest.mark.parametrize("code", ["0.1", "0.31", "0.52", "0.73", "0.147", "0.373", "0.521", "4.3", "4.13",
                                  "0.532", "0.602", "0.633", "0.773"])
def test_tame_path_agrees_with_pretensions(code):
    A = whole_game_quotient(code, max_seconds=60)
    assert A.certificate()["heap_by_heap"]["algorithm"] == "tame"
    B = whole_game_quotient(code, max_seconds=60, tame=False)
    assert B.certificate()["heap_by_heap"]["algorithm"] == "pretension"
    _same(A, B)


@pytest.mark.parametrize("code", ["0.44", "0.46", "0.77", "0.15", "0.75"])
def test_games_that_are_not_tame_go_to_pretensions(code):
    assert tame_whole_game(OctalRules(code)) is None
    A = whole_game_quotient(code, max_seconds=60)
    assert A.certificate()["heap_by_heap"]["algorithm"] == "pretension"
    _same(A, whole_game_quotient(code, max_seconds=60, tame=False))


@pytest.mark.parametrize("code", ["0.156", "0.56", "0.31", "0.602", "0.414"])
def test_nim_values_are_the_values_of_the_images(code):
    # Corollary (2): nu(x_h) is the nim value of the heap h (mex rule of the oracle), for
    # every heap classified (0.414 leaves the tame conditions at heap 11)
    T = TameHeaps(OctalRules(code))
    T.run(300)
    n = T.computed()
    assert n >= 10
    assert T.kernel.nim_values().tolist() == oracles.grundy_values(code, n)


def _tame_P(images, heaps):
    # the claim of the theorem, by the arithmetic of T_infinity written here
    small = all(images[h][0] for h in heaps)
    v = 0
    for h in heaps:
        v ^= images[h][1]
    return v == 1 if small else v == 0


@pytest.mark.parametrize("code,N", [("0.156", 16), ("0.56", 16)])
def test_prefix_outcomes_against_brute_force(code, N):
    T = TameHeaps(OctalRules(code))
    assert T.run(N) == "reached"
    images = {n: (c < 2, c if c < 2 else c - 2) for n, c in enumerate(T.kernel.codes().tolist())}
    for r in range(1, 4):
        for heaps in combinations_with_replacement(range(1, N + 1), r):
            if sum(heaps) <= 2 * N:
                assert _tame_P(images, heaps) == octal_is_P(code, heaps, True), heaps


@pytest.mark.parametrize("code,N", [("0.156", 18), ("0.56", 14), ("0.31", 12)])
def test_prefix_quotients_against_the_heap_construction(code, N):
    R = OctalRules(code)
    T = TameHeaps(R)
    assert T.run(N) in ("reached", "proved")
    m = T.computed()
    for n in (m // 2, m):
        F = misere_quotient_data(R.lattice_game(n))
        Q = T.quotient_data(n)
        assert is_isomorphic(Q, F)
        assert T.history()[n - 1] == (n, len(F.delta), sum(F.P))


def test_0156_is_proved_by_the_tame_path():
    W = whole_game_quotient("0.156", max_seconds=120)
    c = W.certificate()
    assert (W.order(), W.P_portion_size(), c["proved_at"], c["preperiod"], c["period"]) == \
        (34, 2, 11489, 3479, 349)
    assert c["heap_by_heap"]["algorithm"] == "tame"
    assert W._F.proof().theorem() == "tame heap theorem"
    # the orders by heap bound climb 2^n + 2
    assert sorted({o for _, o, _ in W._history}) == [2, 6, 10, 18, 34]


@pytest.mark.parametrize("code,m", [("0.31", 10), ("0.156", 300), ("0.56", 400), ("0.602", 50)])
def test_image_data_is_the_quotient_on_the_distinct_images(code, m):
    # the compact data: each heap's column is the column of its image's generator
    T = TameHeaps(OctalRules(code))
    T.run(m)
    m = min(m, T.computed())
    F, index = T.image_data(m)
    Q = T.quotient_data(m)
    assert F.table() == Q.table() and F.P == Q.P and F.certificate == Q.certificate
    live = [n for n in range(1, m + 1) if T.kernel.live()[n]]
    assert sorted(index) == live
    assert F.k == len({tuple(Q.delta[u][i] for u in range(len(Q.delta))) for i in range(len(live))})
    for i, n in enumerate(live):
        assert [row[index[n]] for row in F.delta] == [row[i] for row in Q.delta]


@long_test
def test_056_is_proved_by_the_tame_path():
    # about 15 minutes (the kernel to heap ~10^6)
    W = whole_game_quotient("0.56", max_seconds=3000)
    c = W.certificate()
    assert c["heap_by_heap"]["algorithm"] == "tame"
    assert (W.order(), W.P_portion_size()) == (130, 2)
    assert sorted({o for _, o, _ in W.history()}) == [2, 6, 10, 18, 34, 66, 130]


@long_test
def test_0156_agrees_with_pretensions():
    # about a minute for the general construction
    _same(whole_game_quotient("0.156", max_seconds=600),
          whole_game_quotient("0.156", max_seconds=600, tame=False))


def test_bounds_and_errors():
    with pytest.raises(WholeGameQuotientError) as err:
        whole_game_quotient("0.56", max_heap=500, max_seconds=60)
    assert err.value.partial[-1] == (500, 66, 2)
    assert "max_heap=500 reached" in str(err.value)
    with pytest.raises(WholeGameQuotientError) as err:
        whole_game_quotient("0.56", max_seconds=0)
    assert "max_seconds=0 spent" in str(err.value)
    # a cap on the order hands the game to the general construction, which refuses it
    with pytest.raises(ValueError):
        whole_game_quotient("0.156", max_order=20, max_seconds=30)
    T = TameHeaps(OctalRules("0.31"))
    T.run(5)
    with pytest.raises(ValueError, match="must lie in"):
        T.quotient_data(6)
