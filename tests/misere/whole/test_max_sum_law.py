"""
Tests of sage_latticegames.misere.whole.max_sum_law: the laws of 0.26, 0.27 and 0.57 against an
independent memoized misère solver (tests/oracles.py) and against the proved bounded quotients; the
Presburger encoding of the proofs (kinds, options, images, law) against the laws and the rules at
sample points; wrong laws and wrong data refused; the proofs themselves (isl, long tests).
"""
import itertools
import pickle
import random

import pytest

from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.whole.growth import conjectured_ray_outcome
from sage_latticegames.misere.whole.max_sum_law import (CONTEXT, LAW_CODES, MaxSumInfinitenessCertificate,
                                                       MaxSumLaw, heap_data, law_formula, max_sum_law,
                                                       prove_infinite_026, prove_infinite_max_sum_law)
from sage_latticegames.misere.whole.periodicity import OctalRules
from helpers import long_test
from oracles import octal_is_P

LAWS = ("0.26", "0.57")


@pytest.mark.parametrize("code", LAW_CODES)
def test_law_against_brute_force(code):
    # every position with at most three heaps of size <= 16, and up to seven small heaps
    positions = itertools.chain(
        (X for r in range(4) for X in itertools.combinations_with_replacement(range(1, 17), r)),
        itertools.combinations_with_replacement(range(1, 8), 7))
    for X in positions:
        assert max_sum_law(X, code) == octal_is_P(code, tuple(sorted(X)), True), X


@pytest.mark.parametrize("code, N", [("0.26", 31), ("0.57", 33)])
def test_law_against_proved_quotient(code, N):
    R = OctalRules(code)
    F = misere_quotient_data(R.lattice_game(N), progress=False)
    state = R.position_state(F, N)

    def proved(X):
        return F.P[state(X)]
    rng = random.Random(5)
    samples = [tuple(rng.randint(1, N) for _ in range(rng.randint(1, 9))) for _ in range(20000)]
    for X in itertools.chain(itertools.combinations_with_replacement(range(1, N + 1), 3), samples):
        assert max_sum_law(X, code) == proved(X), X


def test_057_is_026_on_rounded_heaps():
    # a position of 0.57 has the outcome of 0.26 with each heap h replaced by 2*ceil(h/2)
    rng = random.Random(3)
    for _ in range(5000):
        X = tuple(rng.randint(1, 60) for _ in range(rng.randint(0, 8)))
        assert max_sum_law(X, "0.57") == max_sum_law(tuple(h + h % 2 for h in X), "0.26"), X


@pytest.mark.parametrize("code", LAW_CODES)
def test_ray_conjecture_follows_from_the_law(code):
    # the conjectured rays k*H_3 + H_n of growth.py are consequences of the laws
    for n in range(120):
        for k in range(80):
            assert conjectured_ray_outcome(code, k, n) == max_sum_law((3,) * k + ((n,) if n else ()), code)


@pytest.mark.parametrize("code", LAWS)
def test_heap_data_and_kinds(code):
    isl = pytest.importorskip("islpy")
    L = MaxSumLaw(code)
    assert L.check_kinds(isl) == []
    for h in range(1, 80):
        v, e, t = heap_data(h, code)
        holding = [(k.e, k.t) for k in L.kinds()
                   if not isl.Set("{ [h] : h = %d and %s and %s = %d }"
                                  % (h, k.condition("h"), k.expression("h"), v)).is_empty()]
        assert holding == [(e, t)], h
    with pytest.raises(ValueError):
        heap_data(0, code)


def _points(isl, s):
    out = []
    s.foreach_point(lambda p: out.append(tuple(p.get_coordinate_val(isl.dim_type.set, i).to_python()
                                               for i in range(s.dim(isl.dim_type.set)))))
    return out


@pytest.mark.parametrize("code", LAWS)
def test_options_are_the_moves_of_the_game(code):
    # the pieces of the options, at fixed sizes, give exactly the options of OctalRules, each once
    # (up to the order of two heaps of the same kind)
    isl = pytest.importorskip("islpy")
    L, R = MaxSumLaw(code), OctalRules(code)
    for h in range(1, 26):
        found = []
        for dims, cond, parts in L.options("h", "x"):
            s = isl.Set("{ [%s] : h = %d and %s }" % (", ".join(["h"] + dims), h, cond))
            found.extend(tuple(sorted(p[1:])) for p in _points(isl, s))
        assert sorted(set(found)) == sorted(R.options(h)), h


def test_images_and_kinds_checks_refuse_wrong_data():
    isl = pytest.importorskip("islpy")
    L = MaxSumLaw("0.57")
    L._images = "(0 <= {e} <= 1 and {M} >= 0 and {S} >= {M} and {t} = 0)"      # no flag t: not closed
    assert L.check_images(isl)
    L = MaxSumLaw("0.57")
    L._kinds = L.kinds()[:-1]                                                   # even sizes >= 12 missing
    assert L.check_kinds(isl)
    L = MaxSumLaw("0.26")
    L._first_move = 3                                                           # a heap of 2 has a move
    assert L.check_kinds(isl)


@pytest.mark.parametrize("code", LAWS)
def test_presburger_law_against_the_law(code):
    # the formula of the proof for c + h1 + h2 agrees with max_sum_law at sample positions
    isl = pytest.importorskip("islpy")
    L = MaxSumLaw(code)
    rng = random.Random(2)
    kinds = L.kinds()
    laws = {}       # the isl set of the formula for the kinds of h1 and h2, parsed once
    for _ in range(150):
        rest = tuple(rng.choice((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13)) for _ in range(rng.randint(0, 3)))
        h1, h2 = rng.randint(1, 30), rng.randint(1, 30)
        data = [L.heap_data(h) for h in rest]
        Mc = max((v for v, _, _ in data), default=0)
        c = (sum(e for _, e, _ in data) % 2, Mc, sum(v for v, _, _ in data),
             int(any(t for v, _, t in data if v == Mc and Mc > 0)))
        assert not isl.Set("{ [ec, Mc, Sc, tc] : ec = %d and Mc = %d and Sc = %d and tc = %d and %s }"
                           % (c + (L.image_set(),))).is_empty()
        i1, i2 = (next(i for i, k in enumerate(kinds) if k.contains(h)) for h in (h1, h2))
        if (i1, i2) not in laws:
            formula = law_formula([CONTEXT, kinds[i1].part("h1"), kinds[i2].part("h2")])
            laws[i1, i2] = isl.Set("{ [ec, Mc, Sc, tc, h1, h2] : %s }" % formula)
        s = laws[i1, i2]
        # the point (c, h1, h2) in the set of the formula
        p = isl.Point.zero(s.get_space())
        for j, x in enumerate(c + (h1, h2)):
            p = p.set_coordinate_val(isl.dim_type.set, j, x)
        inside = not s.intersect(isl.Set.from_point(p)).is_empty()
        assert inside == max_sum_law(rest + (h1, h2), code), (rest, h1, h2)


def test_the_check_refutes_a_wrong_law():
    # one piece of part (A) for 0.26: a heap h >= 9 odd and its option h - 2; empty for the law, not
    # for the law with D >= 1 instead of D >= 3 (a P-position with a P-option: the check is not vacuous)
    isl = pytest.importorskip("islpy")
    L = MaxSumLaw("0.26")
    odd = L.kinds()[9]
    for high, empty in ((3, True), (1, False)):
        cond = " and ".join([L.image_set(), odd.condition("h"), odd.condition("o"), "o = h - 2",
                             law_formula([CONTEXT, odd.part("h")], high),
                             law_formula([CONTEXT, odd.part("o")], high)])
        assert isl.Set("{ [ec, Mc, Sc, tc, h, o] : %s }" % cond).is_empty() == empty


@pytest.mark.parametrize("code, position, distinguisher", [("0.26", lambda m: 2 * m, lambda n: 4 * n + 11),
                                                           ("0.57", lambda m: 2 * m + 1, lambda n: 4 * n + 17)])
def test_corollary_family(code, position, distinguisher):
    for n in range(6):
        for m in range(9):
            assert max_sum_law((3,) * position(m) + (distinguisher(n),), code) == (m <= n)
    for n in range(2):
        for m in range(3):
            X = tuple(sorted((3,) * position(m) + (distinguisher(n),)))
            assert octal_is_P(code, X, True) == (m <= n)


@pytest.fixture
def proofs(monkeypatch):
    # the proof of the law (minutes of isl: the long tests below) replaced by its result, and
    # its runs counted
    from sage_latticegames.misere.whole import max_sum_law as law
    runs = []
    monkeypatch.setattr(law.MaxSumLaw, "prove",
                        lambda self: runs.append(1) or {"A": [], "B": [], "I": [], "K": []})
    return runs


def test_certificate_refuses_other_games_and_pickles_by_proving_again(proofs):
    with pytest.raises(ValueError):
        MaxSumInfinitenessCertificate("0.54")
    with pytest.raises(ValueError):
        prove_infinite_max_sum_law("0.3122")
    with pytest.raises(ValueError):
        prove_infinite_026("0.57")
    assert not proofs                                    # refused before any proof
    C = MaxSumInfinitenessCertificate("0.27")
    assert C.__reduce__() == (MaxSumInfinitenessCertificate, ("0.27",))
    assert C.distinguisher(2) == (19,) and C.position(2) == (3, 3, 3, 3) and not C.is_finite()
    assert pickle.loads(pickle.dumps(C)) == C and len(proofs) == 2      # proved again
    C = MaxSumInfinitenessCertificate("0.57")
    assert C.distinguisher(2) == (25,) and C.position(1) == (3, 3, 3)
    assert C.certificate()["position"] == "2m + 1 heaps of size 3"
    assert MaxSumLaw("0.27") == MaxSumLaw("0.27") != MaxSumLaw("0.26")
    assert MaxSumLaw("0.27").proof_code() == "0.26"


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
def test_proof_by_isl_057():
    pytest.importorskip("islpy")
    C = prove_infinite_max_sum_law("0.57")
    assert not C.is_finite() and C.check_on_game(37)
    assert [[C.is_P_position(m, n) for n in range(4)] for m in range(4)] == [
        [m <= n for n in range(4)] for m in range(4)]


@long_test
def test_unpickling_proves_again():
    pytest.importorskip("islpy")
    C = prove_infinite_026("0.27")
    assert pickle.loads(pickle.dumps(C)) == C          # proved again
