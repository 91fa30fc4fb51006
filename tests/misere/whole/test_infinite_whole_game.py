"""
Tests of sage_latticegames.misere.whole.infinite_whole_game: every claimed family is checked
against an independent memoized misère solver on sums of heaps (tests/oracles.py).
"""
import pickle
import sys
from functools import lru_cache, partial

import pytest

from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.whole.infinite_whole_game import (WholeGameInfinitenessCertificate,
                                                          WholeGameUndecided, bounded_quotient_orders,
                                                          grundy_values, normal_play_values_factor,
                                                          prove_infinite_whole_game)
from sage_latticegames.misere.whole.periodicity import OctalRules
from helpers import long_test
from oracles import octal_is_P
import oracles


@pytest.mark.parametrize("code", ["0.26", "0.27", "0.54", "0.57", "0.16", "0.07", "0.3122"])
def test_grundy_values_against_mex(code):
    assert grundy_values(code, 40) == tuple(oracles.grundy_values(code, 40))


def test_orders_and_outcomes_of_bounded_quotients_against_brute_force():
    orders, whole = bounded_quotient_orders("0.26", 12, max_seconds=60)
    assert whole is None
    assert [o for _, o, _ in orders] == [1, 2, 6, 6, 6, 6, 6, 6, 8, 8, 12, 12]
    # the outcomes the proved quotient of heaps <= 9 gives, against the solver (every
    # position with at most one heap of each size: 2^8 positions)
    R = OctalRules("0.26")
    F = misere_quotient_data(R.lattice_game(9), progress=False)
    live = R.live_heaps(9)
    is_P = partial(octal_is_P, "0.26", misere=True)
    import itertools
    boxes = [itertools.product(range(2), repeat=len(live)),
             # and up to two heaps of each of the six smallest sizes
             (c + (0,) * (len(live) - 6) for c in itertools.product(range(3), repeat=6))]
    for counts in itertools.chain(*boxes):
        heaps = tuple(sorted(h for h, c in zip(live, counts) for _ in range(c)))
        assert F.P[F.phi(counts)] == is_P(heaps)


@pytest.mark.parametrize("code", ["0.%d%d" % (a, b) for a in (0, 2, 5) for b in range(1, 8)])
def test_normal_play_values_factor_through_bounded_quotients(code):
    # evidence for the route through normal play (not a proof): the Grundy values of the
    # heaps factor through every proved bounded quotient tried
    R = OctalRules(code)
    N = 10
    F = misere_quotient_data(R.lattice_game(N), progress=False, max_seconds=20)
    g = oracles.grundy_values(code, N)
    ok, witness = normal_play_values_factor(F, [g[n] for n in R.live_heaps(N)])
    assert ok and witness is None


def test_normal_play_values_factor_refuses_and_witnesses():
    R = OctalRules("0.26")
    F = misere_quotient_data(R.lattice_game(8), progress=False)
    ok, (x, y) = normal_play_values_factor(F, [1] * F.k)
    assert not ok and F.phi(x) == F.phi(y) and sum(x) % 2 != sum(y) % 2
    with pytest.raises(ValueError):
        normal_play_values_factor(F, [1])


def test_the_star_two_argument_does_not_carry_over():
    # G = {{*2, *}, {*2}} has normal value 1, yet G + m*2 is a misère P-position for odd m:
    # the genus-style proof (add copies of *2) of "misère-equal => same Grundy value" does
    # not apply to closed sets (module documentation); brute force for m <= 11
    zero = frozenset()
    star = frozenset([zero])
    two = frozenset([zero, star])
    G = frozenset([frozenset([two, star]), frozenset([two])])

    @lru_cache(maxsize=None)
    def is_P(comps):
        comps = tuple(c for c in comps if c)
        if not comps:
            return False
        for i, c in enumerate(comps):
            for o in c:
                if is_P(tuple(sorted(comps[:i] + (o,) + comps[i + 1:], key=hash))):
                    return False
        return True

    def grundy(g):
        s = {grundy(h) for h in g}
        return min(set(range(len(s) + 1)) - s)
    assert grundy(G) == 1
    for m in range(12):
        assert is_P(tuple(sorted((G,) + (two,) * m, key=hash))) == (m % 2 == 1)


def test_undecided_games_raise_with_the_orders():
    with pytest.raises(WholeGameUndecided) as err:
        prove_infinite_whole_game("0.26", max_heap=6, max_seconds=15, method="bounded")
    e = err.value
    assert e.code == "0.26" and "not proved" in str(e)
    assert [o for _, o, _ in e.orders][:6] == [1, 2, 6, 6, 6, 6]
    # the bounded route names the law that decides 0.26 and 0.27, and only for them
    assert "prove_infinite_whole_game('0.26') (method='max-sum law')" in str(e)
    with pytest.raises(WholeGameUndecided) as err:
        prove_infinite_whole_game("0.54", max_heap=6, max_seconds=15, method="bounded")
    assert "max-sum law" not in str(err.value)
    assert "prove_infinite_whole_game('0.54') (method='chain law')" in str(err.value)
    with pytest.raises(WholeGameUndecided) as err:
        prove_infinite_whole_game("0.16", max_heap=6, max_seconds=15)
    assert "law" not in str(err.value).split("infinite bounded quotient")[-1]


@pytest.fixture
def law_calls(monkeypatch):
    # the proof of the max-sum law (minutes of isl: a long doctest) replaced by a record of
    # its calls; the front door imports it at each call
    from sage_latticegames.misere.whole import max_sum_law
    calls = []
    monkeypatch.setattr(max_sum_law, "prove_infinite_max_sum_law",
                        lambda code: calls.append(code) or "law")
    from sage_latticegames.misere.whole import chain_law
    monkeypatch.setattr(chain_law, "prove_infinite_054", lambda code: calls.append(code) or "chain")
    return calls


def test_the_front_door_chooses_the_max_sum_law_for_its_codes(law_calls):
    assert prove_infinite_whole_game("0.26") == "law"
    assert prove_infinite_whole_game(".27", method="max-sum law") == "law"
    assert prove_infinite_whole_game("0.27", max_heap=4, max_seconds=1) == "law"   # no budget for the law
    assert prove_infinite_whole_game("0.57") == "law"
    assert law_calls == ["0.26", "0.27", "0.27", "0.57"]
    # the chain law for 0.54
    assert prove_infinite_whole_game("0.54") == "chain" == prove_infinite_whole_game("0.54", method="chain law")
    assert law_calls == ["0.26", "0.27", "0.27", "0.57", "0.54", "0.54"]
    # the other codes, and 'bounded' for the codes of the laws, take the route of Lemma 1
    with pytest.raises(WholeGameUndecided):
        prove_infinite_whole_game("0.16", max_heap=6, max_seconds=15)
    with pytest.raises(WholeGameUndecided):
        prove_infinite_whole_game("0.27", max_heap=4, max_seconds=5, method="bounded")
    with pytest.raises(WholeGameUndecided):
        prove_infinite_whole_game("0.54", max_heap=6, max_seconds=5, method="bounded")
    assert len(law_calls) == 6


def test_the_max_sum_law_needs_islpy(monkeypatch):
    monkeypatch.setitem(sys.modules, "islpy", None)       # import islpy fails
    with pytest.raises(ImportError, match="install the package islpy"):
        prove_infinite_whole_game("0.26")


def test_finite_whole_games_and_bad_input():
    with pytest.raises(ValueError, match="is finite"):
        prove_infinite_whole_game("0.31", max_heap=16)
    with pytest.raises(ValueError):
        prove_infinite_whole_game("0.26", max_heap=3, start_heap=5)
    with pytest.raises(ValueError):
        prove_infinite_whole_game("banana")
    with pytest.raises(ValueError, match="not for 0.3122"):
        prove_infinite_whole_game("0.3122", method="max-sum law")
    with pytest.raises(ValueError, match="method must be None, 'bounded' or 'max-sum law'"):
        prove_infinite_whole_game("0.26", method="linear pretension")
    with pytest.raises(TypeError):
        WholeGameInfinitenessCertificate("0.3122", 7, "not a certificate")


@long_test
def test_0_3122_whole_game_infinite_against_brute_force():
    C = prove_infinite_whole_game("0.3122", start_heap=7, max_heap=7, max_seconds=600)
    assert not C.is_finite() and C.heap_bound() == 7
    assert C.certificate()["theorem"].startswith("restriction lemma")
    is_P = partial(octal_is_P, "0.3122", misere=True)
    for m in range(2):
        for n in range(2):
            heaps = tuple(sorted(C.position(m) + C.distinguisher(n)))
            assert is_P(heaps) == C.is_P_position(m, n)
    for n in range(4):
        for m in range(n + 1, 6):
            assert C.is_P_position(n, n) != C.is_P_position(m, n)
    assert C.check_on_game(2)
    D = pickle.loads(pickle.dumps(C))
    assert D == C and hash(D) == hash(C)
    from sage.misc.sage_unittest import TestSuite
    TestSuite(C).run()


def test_growth_law_of_0_26_and_0_27_on_the_computed_range():
    # the law stated (as a conjecture) in doc/infinite_whole_games.rst, on N <= 40
    for code in ("0.26", "0.27"):
        orders, whole = bounded_quotient_orders(code, 40, max_seconds=60)
        assert whole is None and len(orders) == 40
        o = {N: q for N, q, _ in orders}
        assert all(o[2 * j + 1] == 2 * (j * j // 4) == o[2 * j + 2] for j in range(4, 20))
