"""
Tests of sage_latticegames.misere.whole.max_sum_law: the law against an independent memoized misère
solver (tests/oracles.py) and against the proved bounded quotients; the Presburger encoding of the
proof against the law at sample points; the proof itself (isl, a long test).
"""
import itertools
import pickle
import random

import pytest

from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.whole.max_sum_law import (CONTEXT, IMAGES, KINDS, MaxSumInfinitenessCertificate,
                                                       _kind, _law_formula, heap_data, max_sum_law,
                                                       prove_infinite_026)
from sage_latticegames.misere.whole.periodicity import OctalRules
from helpers import long_test
from oracles import octal_is_P


@pytest.mark.parametrize("code", ["0.26", "0.27"])
def test_law_against_brute_force(code):
    # every position with at most three heaps of size <= 16, and up to seven small heaps
    positions = itertools.chain(
        (X for r in range(4) for X in itertools.combinations_with_replacement(range(1, 17), r)),
        itertools.combinations_with_replacement(range(1, 8), 7))
    for X in positions:
        assert max_sum_law(X) == octal_is_P(code, tuple(sorted(X)), True), X


def test_law_against_proved_quotient():
    N = 31
    R = OctalRules("0.26")
    F = misere_quotient_data(R.lattice_game(N), progress=False)
    column = {h: j for j, h in enumerate(R.live_heaps(N))}

    def proved(X):
        u = 0
        for h in X:
            if h in column:
                u = F.delta[u][column[h]]
        return F.P[u]
    rng = random.Random(5)
    samples = [tuple(rng.randint(1, N) for _ in range(rng.randint(1, 9))) for _ in range(20000)]
    for X in itertools.chain(itertools.combinations_with_replacement(range(1, N + 1), 3), samples):
        assert max_sum_law(X) == proved(X), X


def test_heap_data_and_kinds():
    isl = pytest.importorskip("islpy")
    for h in range(1, 80):
        v, e, t = heap_data(h)
        holding = []
        for k in range(len(KINDS)):
            cond, expr, ke, kt = _kind(k, "h")
            s = isl.Set("{ [h] : h = %d and %s and %s = %d }" % (h, cond, expr, v))
            if not s.is_empty():
                holding.append((ke, kt))
        assert holding == [(e, t)], h
    with pytest.raises(ValueError):
        heap_data(0)


def test_presburger_law_against_the_law():
    # the formula of the proof for c + h1 + h2 agrees with max_sum_law at sample positions
    isl = pytest.importorskip("islpy")
    rng = random.Random(2)
    for _ in range(150):
        rest = tuple(rng.choice((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13)) for _ in range(rng.randint(0, 3)))
        h1, h2 = rng.randint(1, 30), rng.randint(1, 30)
        data = [heap_data(h) for h in rest]
        Mc = max((v for v, _, _ in data), default=0)
        c = (sum(e for _, e, _ in data) % 2, Mc, sum(v for v, _, _ in data),
             int(any(t for v, _, t in data if v == Mc and Mc > 0)))
        k1 = next(k for k in range(len(KINDS))
                  if not isl.Set("{ [h1] : h1 = %d and %s }" % (h1, _kind(k, "h1")[0])).is_empty())
        k2 = next(k for k in range(len(KINDS))
                  if not isl.Set("{ [h2] : h2 = %d and %s }" % (h2, _kind(k, "h2")[0])).is_empty())
        _, v1, e1, t1 = _kind(k1, "h1")
        _, v2, e2, t2 = _kind(k2, "h2")
        formula = _law_formula([CONTEXT, (v1, v1, e1, t1), (v2, v2, e2, t2)])
        point = "ec = %d and Mc = %d and Sc = %d and tc = %d and h1 = %d and h2 = %d" % (c + (h1, h2))
        s = isl.Set("{ [ec, Mc, Sc, tc, h1, h2] : %s and %s }" % (point, formula))
        assert (not s.is_empty()) == max_sum_law(rest + (h1, h2)), (rest, h1, h2)


def test_the_check_refutes_a_wrong_law():
    # one piece of part (A): a heap h >= 9 odd and its option h - 2; empty for the law, not for
    # the law with D >= 1 instead of D >= 3 (a P-position with a P-option: the check is not vacuous)
    isl = pytest.importorskip("islpy")
    ch, vh, eh, th = _kind(9, "h")
    co, vo, eo, to = _kind(9, "o")
    for high, empty in ((3, True), (1, False)):
        cond = " and ".join([IMAGES, ch, co, "o = h - 2",
                             _law_formula([CONTEXT, (vh, vh, eh, th)], high),
                             _law_formula([CONTEXT, (vo, vo, eo, to)], high)])
        assert isl.Set("{ [ec, Mc, Sc, tc, h, o] : %s }" % cond).is_empty() == empty


def test_corollary_family():
    for n in range(6):
        for m in range(9):
            assert max_sum_law((3,) * (2 * m) + (4 * n + 11,)) == (m <= n)
    for n in range(2):
        for m in range(4):
            assert octal_is_P("0.26", tuple(sorted((3,) * (2 * m) + (4 * n + 11,))), True) == (m <= n)


@pytest.fixture
def proofs(monkeypatch):
    # the proof of the law (minutes of isl: the long tests below) replaced by its result, and
    # its runs counted
    from sage_latticegames.misere.whole import max_sum_law as law
    runs = []
    monkeypatch.setattr(law, "prove_max_sum_law", lambda: runs.append(1) or {"A": [], "B": []})
    return runs


def test_certificate_refuses_other_games_and_pickles_by_proving_again(proofs):
    with pytest.raises(ValueError):
        MaxSumInfinitenessCertificate("0.57")
    with pytest.raises(ValueError):
        prove_infinite_026("0.3122")
    assert not proofs                                    # refused before any proof
    C = MaxSumInfinitenessCertificate("0.27")
    assert C.__reduce__() == (MaxSumInfinitenessCertificate, ("0.27",))
    assert C.distinguisher(2) == (19,) and C.position(2) == (3, 3, 3, 3) and not C.is_finite()
    assert pickle.loads(pickle.dumps(C)) == C and len(proofs) == 2      # proved again


def test_certificate_is_defined_by_its_code(proofs):
    # equality, hash, pickle and TestSuite (DefinedByArguments)
    C, D = MaxSumInfinitenessCertificate("0.27"), MaxSumInfinitenessCertificate("0.26")
    assert C == MaxSumInfinitenessCertificate(".27") and hash(C) == hash(MaxSumInfinitenessCertificate("0.27"))
    assert C != D and C != "0.27" and not (C == D)
    from sage.misc.sage_unittest import TestSuite
    TestSuite(C).run()


@long_test
def test_proof_by_isl():
    pytest.importorskip("islpy")
    C = prove_infinite_026()
    assert not C.is_finite() and C.check_on_game(31)
    assert [[C.is_P_position(m, n) for n in range(4)] for m in range(4)] == [
        [m <= n for n in range(4)] for m in range(4)]


@long_test
def test_unpickling_proves_again():
    pytest.importorskip("islpy")
    C = prove_infinite_026("0.27")
    assert pickle.loads(pickle.dumps(C)) == C          # proved again
