"""
Tests of AffineStratification.certify (stratifications/verification.py): exact
proofs that a stratification is the set of P-positions (Theorem 4.6 of [GM]) and
refutations with a witness.

Correct stratifications (found by the squarefree solver, or the papers' examples) are
mutated -- a translate removed, added, shifted, near the origin and far out -- and every
mutation must be refuted with a witness, which is re-checked here against the definition
of the game (the options of the witness, Definition 2.9 of [GM]), independently of the
code under test.  The same sets written differently (split strata, non-normal
semigroups, redundant far-out translates) must be certified.

The shifts far out along the axes are checked by the finite box of the periodic
route (stratifications/periodic.py), at a cost proportional to the distance: the
mutation tests shift by 10^4 (``MID``), and again by 10^6 (``FAR``) as long tests
(tests/helpers.py: ``long_test``); the shifts far out in every coordinate stay at
``FAR`` (beyond the periodic box: the cheap witnesses and the cells).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import pytest

from helpers import long_test
from sage_latticegames import LatticeGame
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.paper_examples import example_8_12, example_8_12_game
from sage_latticegames.squarefree import squarefree_stratification
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.periodic import CHUNK_POINTS, PeriodicSet
from sage_latticegames.stratifications.verification import (_absorption_by_cells,
                                                            _absorption_by_set_algebra,
                                                            _absorption_by_set_algebra_baseline,
                                                            _normal_strata, PERIODIC_BOX_POINTS)

NIM = LatticeGame([(1, 0), (0, 1), (-1, 1)])
MISERE_NIM = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
FAR = 10**6
#: a shift far out along an axis, with a periodic box of about 10^4 points per unit
#: of the other coordinates (the mutation tests of the short run)
MID = 10**4
#: the distances of the mutation tests: MID, and FAR as a long test
DISTANCES = [MID, pytest.param(FAR, marks=long_test)]


def ints(p):
    return tuple(int(x) for x in p)


def strata_of(S):
    return [([ints(f) for f in F], [ints(a) for a in A.generators()]) for F, A in S.strata()]


def assert_refuted(W, G):
    """W.certify(G) is false and its witness violates the definition of P-positions."""
    C = W.certify(G)
    assert not C
    p = ints(C.witness())
    assert G.is_position(p)
    options = [ints(q) for q in G.options(p)]
    if p in W:      # p and one of its options both in W: W is not the set of P-positions
        assert any(q in W for q in options), (W, p)
    else:           # a position outside W without option in W
        assert not any(q in W for q in options), (W, p)
    return C


def mutations(strata, shifts):
    """Single-translate edits of a list of strata: removed, shifted, added."""
    d = len(strata[0][0][0])
    for i, (F, A) in enumerate(strata):
        for k, f in enumerate(F):
            rest = F[:k] + F[k + 1:]
            if rest or len(strata) > 1:
                yield "remove %s" % (f,), strata[:i] + ([(rest, A)] if rest else []) + strata[i + 1:]
            for s in shifts:
                g = tuple(a + b for a, b in zip(f, s))
                if min(g) >= 0:
                    yield ("shift %s by %s" % (f, s),
                           strata[:i] + [(rest + [g], A)] + strata[i + 1:])
    for i, (F, A) in enumerate(strata):
        for s in shifts:
            g = tuple(a + b for a, b in zip(F[0], s))
            if min(g) >= 0:
                yield "add %s" % (g,), strata[:i] + [(F + [g], A)] + strata[i + 1:]
    yield "add the point %s" % ((FAR,) * d,), strata + [([(FAR,) * d], [])]


def covered(strata, other):
    """Whether every translate f + A of ``strata`` lies in a translate g + A of ``other``."""
    return all(any(A == B and B.contains(tuple(a - b for a, b in zip(f, g)))
                   for G, B in other for g in G) for F, A in strata for f in F)


def same_set(S, W):
    """A sufficient test of equality (the mutations keep the semigroups)."""
    S, W = [[(F, AffineSemigroup(A, lattice=len(F[0]))) for F, A in strata_of(X)] for X in (S, W)]
    return covered(S, W) and covered(W, S)


def refute_all(strata, G, shifts):
    S = AffineStratification(strata)
    refuted = 0
    for what, mutated in mutations(strata, shifts):
        W = AffineStratification(mutated)
        if same_set(S, W):
            assert W.certify(G)
            continue
        if W.overlap_witness() is not None:
            with pytest.raises(ValueError, match="not disjoint"):
                W.certify(G)
            continue
        assert_refuted(W, G)
        refuted += 1
    return refuted


def shifts_2d(far):
    """Shifts near the origin, far out along the axes (``far``) and far out in both
    coordinates (``FAR``: the periodic box would be too large)."""
    return [(1, 0), (0, 1), (2, 0), (0, 2), (1, 1), (far, 0), (0, far), (far + 1, 0),
            (FAR, FAR + 1)]


@pytest.mark.parametrize("far", DISTANCES)
def test_nim_mutations_refuted(far):
    strata = [([(0, 0)], [(2, 0), (0, 2)])]
    assert AffineStratification(strata).certify(NIM)
    assert refute_all(strata, NIM, shifts_2d(far)) >= 10


@pytest.mark.parametrize("far", DISTANCES)
def test_misere_nim_mutations_refuted(far):
    strata = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]
    assert AffineStratification(strata).certify(MISERE_NIM)
    assert refute_all(strata, MISERE_NIM, shifts_2d(far)) >= 20


@pytest.mark.parametrize("far", DISTANCES)
def test_squarefree_mutations_refuted(far):
    G = LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1), (-1, 1, 0), (0, -1, 1), (-1, -1, 1)])
    S = squarefree_stratification(G)
    assert S.certify(G)
    shifts = [(1, 0, 0), (0, 0, 1), (2, 0, 0), (far, 0, 0), (0, far + 1, 0)]
    assert refute_all(strata_of(S), G, shifts) >= 5


@pytest.mark.parametrize("K", [10, 11, 10**4, 10**12])
def test_wrong_far_translate_refuted_at_once(K):
    W = AffineStratification([([(0, 0)], [(2, 0), (0, 2)]), ([(K, 1)], [(2, 0), (2, 2)])])
    C = assert_refuted(W, NIM)
    assert max(ints(C.witness())) <= K + 2


def example_8_12_mutations_refuted(start, step):
    G = example_8_12_game()
    strata = strata_of(example_8_12())
    e = [tuple(int(i == j) for j in range(5)) for i in range(5)]
    refuted = 0
    for what, mutated in list(mutations(strata, [e[0], e[3], (FAR, 0, 0, 0, 0)]))[start::step]:
        W = AffineStratification(mutated)
        if W.overlap_witness() is not None:
            continue
        if same_set(example_8_12(), W):
            assert W.certify(G), what
            continue
        assert_refuted(W, G)
        refuted += 1
    return refuted


def test_example_8_12_mutations_refuted():
    # a deterministic sample of the 394 single-translate edits (every one costs a
    # certification, about a second): every 39th from the 27th, that is every kind of
    # edit (removed, shifted by e_0, e_3 and FAR e_0, added), in strata 1 to 4 and
    # the added translates, and the shift by FAR e_0 of (1, 1, 2, 3, 3), which keeps
    # the set (certified); every 9th edit is the long test below
    assert example_8_12_mutations_refuted(27, 39) >= 8


@long_test
def test_example_8_12_mutations_refuted_long():
    assert example_8_12_mutations_refuted(0, 9) >= 40


def split(strata, i, k=2, extra=False):
    """The stratum i written as k translates per point over N{k a, (k+1) a, ...}."""
    F, gens = strata[i]
    a = gens[0]
    G2 = [tuple(k * x for x in a)] + ([tuple((k + 1) * x for x in a)] if extra else [])
    return strata[:i] + [([tuple(x + e * y for x, y in zip(f, a)) for f in F for e in range(k)],
                          G2 + gens[1:])] + strata[i + 1:]


@pytest.mark.parametrize("extra", [False, True])
def test_split_example_8_12_certified(extra):
    G = example_8_12_game()
    strata = strata_of(example_8_12())
    W = AffineStratification(split(strata, 6, 2, extra))
    assert sum(len(F) for F, A in W.strata()[6:]) == 6
    assert W.certify(G)
    # the same split without one translate is not the set of P-positions
    F, A = W.strata()[6]
    assert_refuted(AffineStratification(strata_of(W)[:6] + [([ints(f) for f in F[1:]],
                                                              [ints(a) for a in A.generators()])]), G)


def test_non_normal_stratum_certified_by_cells():
    """A stratum over a non-normal semigroup is decomposed (Miller) and certified by cells."""
    G = example_8_12_game()
    W = AffineStratification(split(strata_of(example_8_12()), 0, 2, extra=True))
    assert not all(A.is_normal() for F, A in W.strata())
    moves = [ints(g) for g in G.rule_set().tuples()]
    assert _absorption_by_cells(_normal_strata(W), G, moves) is None
    assert W.certify(G)


@pytest.mark.parametrize("far", [4 * 10**5, 2 * 10**12])
def test_redundant_far_translate_certified(far):
    # far = 4 * 10^5: the periodic route, a box of over 2^20 points (several chunks of
    # periodic._box_table); far = 2 * 10^12: beyond any box, the translates coalesced
    for strata, game in [([([(0, 0), (far, 0)], [(2, 0), (0, 2)])], NIM),
                         ([([(1, 0), (far + 1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])],
                          MISERE_NIM)]:
        W = AffineStratification(strata)
        P = PeriodicSet.from_stratification(W, max_box_points=PERIODIC_BOX_POINTS)
        assert (P is None) == (far > 10**6)
        if P is not None:
            assert P.table().size > CHUNK_POINTS
        assert W.certify(game)


def test_set_algebra_methods_agree():
    """The new set algebra, the old one and the cells agree on condition 3."""
    moves = [ints(g) for g in MISERE_NIM.rule_set().tuples()]
    misere = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]
    cases = [misere, split(misere, 0, 2, extra=True)]
    # every fourth single-translate edit: a translate removed, one shifted (both refuted)
    # and one added inside the set (proved)
    cases += [m for what, m in mutations(misere, [(2, 0), (0, 2)])][::4]
    for strata in cases:
        S = AffineStratification(strata)
        if S.overlap_witness() is not None:
            continue
        a = _absorption_by_set_algebra(S, MISERE_NIM, moves)
        b = _absorption_by_set_algebra_baseline(S, MISERE_NIM, moves)
        c = _absorption_by_cells(_normal_strata(S), MISERE_NIM, moves)
        assert (a is None) == (b is None) == (c is None)
        for p in (a, b, c):
            if p is not None:
                assert MISERE_NIM.is_position(p) and p not in S
                assert not any(ints(q) in S for q in MISERE_NIM.options(p))
        assert bool(S.certify(MISERE_NIM, algorithm="set_algebra")) == (a is None)
        assert bool(S.certify(MISERE_NIM, algorithm="baseline")) == (a is None)


def test_algorithm_option():
    S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)])])
    for algorithm in ("auto", "cells", "set_algebra", "baseline"):
        assert S.certify(NIM, algorithm=algorithm)
    with pytest.raises(ValueError, match="algorithm must be one of"):
        S.certify(NIM, algorithm="fast")


# ----------------------------------------------------------------------
# translates beyond int64
# ----------------------------------------------------------------------
def test_translates_beyond_int64_are_exact():
    B = 2**70
    G = LatticeGame([(1,)])
    # overlapping strata far out: found exactly, never an OverflowError
    S = AffineStratification([([(0,)], [(2,)]), ([(B,)], [(2,)])])
    assert not S.is_disjoint()
    with pytest.raises(ValueError, match="not disjoint: \\(%s\\)" % B):
        S.certify(G)
    # a move joining two points beyond 2^63 is found and named exactly
    T = AffineStratification([([(0,)], [(2,)]), ([(B + 1,)], [])])
    for algorithm in ("auto", "cells", "set_algebra"):
        R = T.certify(G, algorithm=algorithm)
        assert not R and tuple(R.witness()) in {(B + 1,), (B + 2,)}
    # in two dimensions, with a huge translate that does belong
    U = AffineStratification([([(0, 0)], [(2, 0), (0, 2)]), ([(B, 1)], [])])
    R = U.certify(LatticeGame([(1, 0), (0, 1)]))
    assert not R and R.witness() is not None


def test_baseline_is_not_a_public_algorithm():
    from sage_latticegames.stratifications.verification import ALGORITHMS, _certify_baseline
    assert "baseline" not in ALGORITHMS
    S = AffineStratification([([(0,)], [(2,)])])
    with pytest.raises(ValueError) as info:
        S.certify(LatticeGame([(1,)]), algorithm="magic")
    assert "baseline" not in str(info.value)
    assert _certify_baseline(S, LatticeGame([(1,)]))
    assert not _certify_baseline(AffineStratification([([(0,)], [(1,)])]), LatticeGame([(1,)]))
