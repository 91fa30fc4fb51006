"""
Tests of sage_latticegames.misere.whole.chain_law: the chain law of 0.54 against an independent
memoized misère solver (tests/oracles.py) and against the proved bounded quotients; the Presburger
spelling of the proof (kinds, options, actions, image set, law) against the Python spelling at sample
points; a wrong law refuted; the proof itself (isl, a long test).
"""
import itertools
import pickle
import random

import pytest

from sage_latticegames.misere.whole.chain_law import (
    KINDS, STATE, ZERO, ChainLaw, ChainLawInfinitenessCertificate, act, action_condition, chain_law,
    heap_kind, image_condition, in_law, law_condition, prove_infinite_054, state, variables)
from sage_latticegames.misere.whole.periodicity import OctalRules
from helpers import long_test
from oracles import heap_options, octal_is_P


def test_law_against_brute_force():
    # every position with one heap <= 40, two <= 26, three <= 15, four <= 10, five <= 8
    positions = itertools.chain.from_iterable(
        itertools.combinations_with_replacement(range(1, H + 1), k)
        for k, H in ((0, 1), (1, 40), (2, 26), (3, 15), (4, 10), (5, 8)))
    for X in positions:
        assert chain_law(X) == octal_is_P("0.54", tuple(X), True), X


@pytest.mark.parametrize("N", [38, 45])
def test_law_against_proved_quotient(N):
    R = OctalRules("0.54")
    F = R.quotient_data(N, progress=False)
    state = R.position_state(F, N)

    def proved(X):
        return bool(F.P[state(X)])
    rng = random.Random(N)
    big = [h for h in range(7, N + 1) if h % 7 in (0, 3)]      # the heaps 7i and 7k + 3, often several
    for _ in range(20000):
        X = [rng.choice(big) for _ in range(rng.randint(0, 5))] + [rng.randint(1, N)
                                                                    for _ in range(rng.randint(0, 5))]
        assert chain_law(X) == proved(X), X


def test_state_is_order_free_and_kinds():
    rng = random.Random(1)
    for _ in range(2000):
        X = [rng.randint(1, 60) for _ in range(rng.randint(0, 8))]
        Y = list(X)
        rng.shuffle(Y)
        assert state(X) == state(Y) and state(X + [2]) == state(X)
    assert state(()) == ZERO and not in_law(ZERO)
    assert [heap_kind(h)[0] for h in range(1, 23)] == list("SESCCCASDBCCCADDBCCCAD")


def _points(isl, s):
    out = []
    s.foreach_point(lambda p: out.append(tuple(p.get_coordinate_val(isl.dim_type.set, i).to_python()
                                               for i in range(s.dim(isl.dim_type.set)))))
    return out


def _holds(isl, dims, condition, values):
    fixed = " and ".join("%s = %d" % (d, v) for d, v in zip(dims, values))
    return not isl.Set("{ [%s] : %s and %s }" % (", ".join(dims), fixed, condition)).is_empty()


def test_presburger_spelling_against_python():
    # the formulas of the proof (image set, action of each kind, law) agree with act and in_law at
    # the states of sample positions
    isl = pytest.importorskip("islpy")
    rng = random.Random(7)
    c, o = variables("c"), variables("o")
    kinds = dict(KINDS)
    for _ in range(60):
        X = [rng.choice((1, 3, 4, 7, 9, 10, 14, 17, 21, 24, 31)) for _ in range(rng.randint(0, 6))]
        f, h = state(X), rng.randint(1, 40)
        kind = heap_kind(h)[0]
        assert _holds(isl, c, image_condition("c"), f)
        assert _holds(isl, c, law_condition("c"), f) == in_law(f), X
        assert _holds(isl, c + ["h"] + o, kinds[kind].format(h="h") + " and " + action_condition(kind, "c", "h", "o"),
                      f + (h,) + act(f, h)), (X, h)
        other = act(f, h + 1)
        assert other == act(f, h) or not _holds(isl, c + ["h"] + o, action_condition(kind, "c", "h", "o"),
                                                f + (h,) + other)


def test_options_are_the_moves_of_the_game():
    # the pieces of the options, at fixed sizes, give exactly the options of the game, each kind once
    isl = pytest.importorskip("islpy")
    L = ChainLaw()
    for h in range(1, 30):
        found = []
        for dims, cond, heaps in L.options("h", "x"):
            s = isl.Set("{ [%s] : h = %d and %s }" % (", ".join(["h"] + dims), h, cond))
            found.extend(tuple(sorted(p[1:])) for p in _points(isl, s))
        assert sorted(set(found)) == sorted(heap_options("0.54", h)), h


def test_kinds_and_images_checks():
    isl = pytest.importorskip("islpy")
    L = ChainLaw()
    assert L.check_kinds(isl) == []
    from sage_latticegames.misere.whole import chain_law as module
    saved = module.KINDS
    try:
        module.KINDS = saved[:-1]                                   # the heaps 7k + 3 missing
        assert L.check_kinds(isl) == ["the kinds do not cover every size"]
    finally:
        module.KINDS = saved


def test_the_check_refutes_a_wrong_law():
    # one piece of part (A): a heap 7k + 3 and its option 2 + 7k (the move b_k -> a_k), empty for the
    # law; not empty for the law that drops "mu = 2" without heaps 7i (then b_1 + b_2 would be a
    # P-position with the P-option a_1 + b_2: the check is not vacuous)
    isl = pytest.importorskip("islpy")
    c, f, w = variables("c"), variables("f"), variables("w")

    def piece(law):
        cond = " and ".join([image_condition("c"), dict(KINDS)["B"].format(h="h"), action_condition("B", "c", "h", "f"),
                             law("f"), "x = h - 3", action_condition("A", "c", "x", "w"), law("w")])
        return isl.Set("{ [%s] : %s }" % (", ".join(c + ["h", "x"] + f + w), cond))

    def wrong(t):
        text = "%smu = 2 and %sp1 = 0)))" % (t, t)
        assert text in law_condition(t)
        return law_condition(t).replace(text, "%sp1 = 0)))" % t)
    assert in_law(state((17, 7))) and not in_law(state((10, 17)))
    assert piece(law_condition).is_empty()
    assert not piece(wrong).is_empty()


def test_corollary_family():
    for n in range(8):
        for m in range(10):
            X = (7 * m + 10,) * 2 + (7 * n + 21, 1)
            assert chain_law(X) == (m <= n)
            f = state(X)
            assert dict(zip(STATE, f))["bm"] == m + 1 and dict(zip(STATE, f))["i1"] == n + 3
    for n in range(1):
        for m in range(2):
            X = tuple(sorted((7 * m + 10,) * 2 + (7 * n + 21, 1)))
            assert octal_is_P("0.54", X, True) == (m <= n)


@pytest.fixture
def proofs(monkeypatch):
    # the proof of the law (minutes of isl: the long test below) replaced by its result, and its
    # runs counted
    runs = []
    monkeypatch.setattr(ChainLaw, "prove", lambda self: runs.append(1) or {"A": [], "B": [], "I": [], "K": []})
    return runs


def test_certificate(proofs):
    with pytest.raises(ValueError):
        ChainLawInfinitenessCertificate("0.26")
    assert not proofs
    C = prove_infinite_054()
    assert C.__reduce__() == (ChainLawInfinitenessCertificate, ("0.54",)) and not C.is_finite()
    assert C.position(1) == (17, 17) and C.distinguisher(0) == (21, 1)
    assert pickle.loads(pickle.dumps(C)) == C and len(proofs) == 2          # proved again
    assert C.check_on_game(24) and C.certificate()["P iff"] == "m <= n"
    from sage.misc.sage_unittest import TestSuite
    TestSuite(C).run()


@long_test
def test_proof_by_isl():
    pytest.importorskip("islpy")
    C = prove_infinite_054()
    assert not C.is_finite() and C.check_on_game(31)


def test_the_proof_needs_islpy(monkeypatch):
    import sys
    monkeypatch.setitem(sys.modules, "islpy", None)       # import islpy fails
    with pytest.raises(ImportError, match="install the package islpy"):
        ChainLaw().prove()


def test_a_failed_part_is_not_a_proof(monkeypatch):
    # decide_law (shared with the max-sum laws): a witness in any part refutes the proof
    pytest.importorskip("islpy")
    for part in ("check_kinds", "check_images", "check_A"):
        monkeypatch.setattr(ChainLaw, part, lambda self, isl: [])
    monkeypatch.setattr(ChainLaw, "check_B", lambda self, isl: ["an uncovered state"])
    with pytest.raises(ValueError, match=r"the chain law of 0\.54 is not proved: witnesses .*uncovered"):
        ChainLaw().prove()
    monkeypatch.setattr(ChainLaw, "check_B", lambda self, isl: [])
    assert ChainLaw().prove() == {"K": [], "I": [], "A": [], "B": []}
