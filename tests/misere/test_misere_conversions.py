r"""
Conversions between misère quotients and stratifications

- the finite quotient computed from a certified eventually periodic
  stratification agrees (up to isomorphism of bipartite monoids) with the
  heap-by-heap quotient;
- the named quotients of the literature (Z2, T2, R8, the tame T_n);
- proofs that a quotient is infinite (Example 8.12 of [GM] and a game on
  N^2), re-checked by islpy (an independent Presburger oracle) and by brute
  force (distinguishability classes of small positions).
"""
import itertools

import numpy as np
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.discovery import discover_stratification
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.stratifications.periodic import PeriodicSet
from sage_latticegames.paper_examples import example_8_12, example_8_12_game
from sage_latticegames.misere import (misere_quotient, MisereQuotient, named_quotient,
                                      standard_name, prove_infinite_quotient, check_family,
                                      InfinitenessCertificate, InfinitenessProofError,
                                      distinguishability_classes, quotient_from_stratification)
from sage_latticegames.misere.monoid.names import monoid_from_presentation, NAMED_QUOTIENTS
from sage_latticegames.misere.stratified.from_stratification import (box_congruence_classes,
                                                          quotient_data_from_periodic_set)
from sage_latticegames.misere.stratified.infinite import _translates


def _diagonal_game(play="normal"):
    moves = [(1, 0), (0, 1), (2, 2)]
    G = LatticeGame(moves) if play == "normal" else LatticeGame.misere(moves)

    def isP(p):
        return any(p) and G.is_P_position(p) if play == "misere" else G.is_P_position(p)
    FR = [(y + e, y) for y in range(6) for e in range(2) if isP((y + e, y))]
    FL = [(x, x + 1 + e) for x in range(6) for e in range(2) if isP((x, x + 1 + e))]
    S = AffineStratification([(FR, [(2, 0), (6, 6)]), (FL, [(0, 2), (6, 6)])])
    return G, S


# ----------------------------------------------------------------------
# 1. stratification -> quotient
# ----------------------------------------------------------------------
CASES = ([("0.77", k) for k in range(1, 7)] + [("0.07", k) for k in range(2, 8)]
         + [("0.137", k) for k in range(2, 6)])


@pytest.mark.parametrize("code,k", CASES)
def test_octal_stratification_quotient_matches_heap_by_heap(code, k):
    G = games.octal(code, k, play="misere")
    S = discover_stratification(G, methods=("folded",))
    Q = MisereQuotient.from_stratification(G, S)
    H = misere_quotient(G)
    assert Q.cardinality() == H.cardinality()
    assert Q.is_isomorphic(H) and H.is_isomorphic(Q)
    assert Q.certificate()["source"] == "stratification" and Q.is_certified()
    assert Q.standard_name() == H.standard_name()
    # the classes agree with the P-positions and with the heap-by-heap classes on a box
    pts = list(itertools.product(range(4), repeat=min(G.dimension(), 3)))
    pad = (0,) * (G.dimension() - min(G.dimension(), 3))
    for p in pts:
        p = tuple(p) + pad
        assert Q(p).is_P() == H(p).is_P() == G.is_P_position(p) if any(p) else True
    for p, q in itertools.combinations(pts[:20], 2):
        p, q = tuple(p) + pad, tuple(q) + pad
        assert (Q(p) == Q(q)) == (H(p) == H(q))


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_nim_stratification_quotient(k):
    for play in ("misere", "normal"):
        G = games.nim(k, play)
        Q = quotient_from_stratification(G, discover_stratification(G, methods=("folded",)))
        assert Q.is_isomorphic(misere_quotient(G))


def test_quotient_from_periodic_set_and_refutation():
    G = games.nim(2, "misere")
    S = PeriodicSet.from_points([(1, 0), (0, 2)], (0, 1), (2, 2))
    Q = MisereQuotient.from_stratification(G, S)
    assert Q.standard_name() == "T2" and "T2; proved by the finite box check" in repr(Q)
    with pytest.raises(ValueError, match="not the set of P-positions"):
        MisereQuotient.from_stratification(G, PeriodicSet.from_points([(1, 0)], (0, 1), (2, 2)))
    with pytest.raises(ValueError, match="check=False needs"):
        MisereQuotient.from_stratification(G, S, check=False)
    with pytest.raises(TypeError):
        MisereQuotient.from_stratification(G, [(1, 0)])
    with pytest.raises(ValueError, match="may be infinite"):
        MisereQuotient.from_stratification(*_diagonal_game())


def test_box_congruence_classes_brute_force():
    # classes of the box = congruence of the set on N^d, checked against all tests r in a box
    rng = np.random.default_rng(1)
    for _ in range(20):
        t, m = tuple(int(x) for x in rng.integers(0, 3, 2)), tuple(int(x) for x in rng.integers(1, 4, 2))
        shape = tuple(a + b for a, b in zip(t, m))
        S = PeriodicSet(rng.random(shape) < 0.4, t, m)
        cls = box_congruence_classes(S)
        pts = list(itertools.product(*(range(s) for s in shape)))
        R = np.array(list(itertools.product(range(2 * max(shape) + 2), repeat=2)))
        rows = {p: S.contains_points(R + np.array(p)).tobytes() for p in pts}
        for p, q in itertools.combinations(pts, 2):
            assert (cls[p] == cls[q]) == (rows[p] == rows[q])
        F = quotient_data_from_periodic_set(S)
        assert F.is_reduced() and F.order() == len(set(cls.reshape(-1).tolist()))


def test_distinguishability_classes_match_finite_quotients():
    for G, n in ((games.nim(2, "misere"), 4), (games.octal("0.77", 3, play="misere"), 4),
                 (games.nim(2), 4)):
        Q = misere_quotient(G)
        box = list(itertools.product(range(n), repeat=G.dimension()))
        blocks = distinguishability_classes(G, box, box)
        assert len(blocks) == Q.cardinality()
        for block in blocks:
            assert len({Q(p) for p in block}) == 1


# ----------------------------------------------------------------------
# 2. names
# ----------------------------------------------------------------------
def test_named_quotients():
    for name in NAMED_QUOTIENTS:
        Q = named_quotient(name)
        assert Q.standard_name() == name
        F = Q.finite_data()
        assert F.is_reduced()
        # a commutative monoid: associativity of the table
        T = F.table()
        n = F.order()
        assert all(T[T[x][y]][z] == T[x][T[y][z]] for x in range(n) for y in range(n)
                   for z in range(n))
        assert all(T[x][y] == T[y][x] for x in range(n) for y in range(n))
    expected = {1: "Z2", 2: "T2", 3: "T2", 4: "T3", 7: "T3", 8: "T4"}
    for k, name in expected.items():
        assert standard_name(misere_quotient(games.nim(k, "misere"))) == name
    assert misere_quotient(games.octal("0.75", 5, play="misere")).standard_name() == "R8"
    assert misere_quotient(games.octal("0.75", 4, play="misere")).standard_name() == "T2"
    assert misere_quotient(games.nim(3)).standard_name() is None
    assert "(T2; certified:" in repr(misere_quotient(games.nim(2, "misere")))
    with pytest.raises(ValueError, match="unknown named quotient"):
        named_quotient("R9")


def test_monoid_from_presentation():
    F = monoid_from_presentation(1, [((5,), (2,))])
    assert F.order() == 5 and F.cycle(0) == (2, 3)
    with pytest.raises(ValueError, match="infinite"):
        monoid_from_presentation(2, [((1, 1), (0, 0))])
    with pytest.raises(ValueError, match="nonnegative exponent vectors"):
        monoid_from_presentation(2, [((1,), (0,))])


# ----------------------------------------------------------------------
# 3. infinite quotients
# ----------------------------------------------------------------------
def _isl_check(C):
    r"""Recheck the statements of the certificate with islpy (Presburger arithmetic)."""
    isl = pytest.importorskip("islpy")
    c, v, a, w = C.family()
    base = tuple(x + y for x, y in zip(c, a))
    d = len(base)
    pieces = []
    for b, G in _translates(C.stratification()):
        lam = ["l%s" % i for i in range(len(G))]
        eqs = ["%s + %s*m + %s*n = %s%s" % (base[i], v[i], w[i], b[i],
                                             "".join(" + %s*%s" % (g[i], l) for g, l in zip(G, lam)))
               for i in range(d)]
        cond = " and ".join(["m >= 0", "n >= 0"] + ["%s >= 0" % l for l in lam] + eqs)
        if lam:
            pieces.append("exists (%s : %s)" % (", ".join(lam), cond))
        else:
            pieces.append("(%s)" % cond)
    U = isl.Set("{ [m, n] : %s }" % " or ".join(pieces))
    rel = {"diagonal": "m = n", "upper": "m <= n", "lower": "m >= n"}[C.pattern()]
    T = isl.Set("{ [m, n] : m >= 0 and n >= 0 and %s }" % rel)
    return U.is_equal(T)


def certified_example_8_12(G):
    """Example 8.12 proved by its ``certify`` here (a few seconds), and marked so: the
    callers below then skip that proof (the route of a certified stratification)."""
    S = example_8_12()
    report = S.certify(G)
    assert report
    S.set_certificate(Certificate("certify", G, str(report)))
    return S


def test_example_8_12_infinite_with_isl_and_brute_force():
    G, S = example_8_12_game(), example_8_12()
    # the uncertified stratification: prove_infinite_quotient proves it by certify
    C = prove_infinite_quotient(G, S)
    assert isinstance(C, InfinitenessCertificate) and "infinite" in repr(C)
    assert "certify (Theorem 4.6" in C.proof()
    assert _isl_check(C)
    assert C.check_on_game(5)
    # the front doors, on the stratification marked as proved (prove_infinite_quotient
    # has just proved it by certify)
    S.set_certificate(Certificate("certify", G, C.proof()))
    D = misere_quotient(G, stratification=S)
    assert isinstance(D, InfinitenessCertificate) and D.family() == C.family()
    assert "its certificate (certify)" in D.proof()
    assert isinstance(G.misere_quotient(stratification=S), InfinitenessCertificate)
    # the positions x_0, ..., x_5 are pairwise distinguishable on the game
    xs = [C.position(n) for n in range(6)]
    rs = [C.distinguisher(n) for n in range(6)]
    blocks = distinguishability_classes(G, xs, rs)
    assert len(blocks) == 6


@pytest.mark.parametrize("play", ["normal", "misere"])
def test_game_on_N2_infinite(play):
    G, S = _diagonal_game(play)
    assert S.certify(G)
    C = prove_infinite_quotient(G, S)
    assert _isl_check(C)
    assert C.check_on_game(8)
    # brute force: the number of distinguishability classes of small positions keeps growing
    counts = []
    for N in (4, 8, 12):
        box = list(itertools.product(range(N), repeat=2))
        tests = list(itertools.product(range(2 * N), repeat=2))
        counts.append(len(distinguishability_classes(G, box, tests)))
    assert counts[0] < counts[1] < counts[2]


def test_check_family_refutes_wrong_families():
    G = example_8_12_game()
    S = certified_example_8_12(G)     # proved once, not by each check_family
    with pytest.raises(InfinitenessProofError, match="statement \\(B\\) fails"):
        check_family(G, S, (0,) * 5, (2, 0, 0, 0, 0), (0, 0, 0, 0, 1), (0,) * 5)
    with pytest.raises(InfinitenessProofError, match="statement \\(A\\)"):
        check_family(G, S, (0,) * 5, (0, 0, 0, 1, 0), (0, 0, 0, 0, 1), (0, 0, 0, 0, 1))
    with pytest.raises(ValueError, match="pattern"):
        check_family(G, S, (0,) * 5, (0, 0, 0, 2, 0), (0, 0, 0, 0, 7), (0, 0, 0, 0, 2),
                     pattern="x")
    with pytest.raises(ValueError, match="not the set of P-positions"):
        prove_infinite_quotient(games.nim(2, "misere"), AffineStratification([([(1, 0)], [(2, 0)])]))
    # a finite quotient: no family
    N = games.nim(2, "misere")
    with pytest.raises(InfinitenessProofError):
        prove_infinite_quotient(N, discover_stratification(N))


def test_misere_quotient_with_stratification_option():
    G = games.octal("0.77", 4, play="misere")
    S = discover_stratification(G, methods=("folded",))
    Q = misere_quotient(G, stratification=S)
    assert Q.certificate()["source"] == "stratification"
    assert Q.is_isomorphic(misere_quotient(G))
