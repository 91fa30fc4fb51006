"""
Lazy affine stratifications from finite misère quotients (issue 19): the
P-positions of heap games whose cell-by-cell stratification is too large to
write out, against brute force (the engine) and against the explicit
stratifications where those exist.
"""
import itertools
import time

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.misc.persist import dumps, loads
from sage.misc.sage_unittest import TestSuite

from sage_latticegames import games, AffineStratification
from sage_latticegames.discovery import DiscoveryError, discover_stratification
from sage_latticegames.misere import LazyAffineStratification, FibreStratification, named_quotient
from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy


def engine_P_positions(G, level):
    sol = G.solve(level=level)
    points = [tuple(int(x) for x in p) for p in sol.points]
    return points, {p for p, isP in zip(points, sol.is_P) if isP}


def test_kayles_40_heaps_is_lazy_certified_and_agrees_with_the_engine():
    G = games.octal("0.77", 40, play="misere")
    start = time.monotonic()
    S = G.affine_stratification()
    seconds = time.monotonic() - start
    assert isinstance(S, LazyAffineStratification)
    assert seconds < 60, seconds            # a few seconds on a loaded machine
    assert S.is_certified() and not S.is_conjecture()
    assert S.certificate().game() == G and S.certificate().method() == "misère quotient"
    assert S.num_compact_strata() == 5287 and S.num_strata() == 12649822617500
    assert S.num_cells() == 667087268560618940
    assert "Certified lazy affine stratification" in repr(S)
    points, P = engine_P_positions(G, 12)
    assert len(points) > 100
    for p in points:
        assert (p in S) == (p in P), p
    # the product form, with the same proof
    f = S.rational_strategy()
    assert isinstance(f, QuotientStrategy) and f.is_certified() and f.game() == G
    huge = (10**60,) + (0,) * 38 + (3,)
    assert (huge in S) == f.is_P_position(huge)
    # the explicit operations refuse, naming the number of strata
    with pytest.raises(ValueError, match="12649822617500 strata"):
        S.modules()
    with pytest.raises(ValueError, match="12649822617500 strata"):
        S.affine_stratification()
    with pytest.raises(ValueError, match="12649822617500 strata"):
        S.union(AffineStratification([([(0,) * 40], [])]))
    # the strata come lazily, and lie in the set
    for (f0,), A in itertools.islice(S.strata(), 200):
        assert f0 in S and f0 + 3 * sum(A.generators(), f0.parent().zero()) in S
    # set algebra over the same quotient stays lazy
    C = S.complement()
    assert isinstance(C, FibreStratification)
    assert all((p in C) != (p in S) for p in points[:300])
    assert S.intersection(C).num_translates() == 0 and S.is_same_set(S.union(S))
    # the search itself still reports the proved quotient
    with pytest.raises(DiscoveryError) as info:
        discover_stratification(G)
    assert info.value.quotient is not None


@pytest.mark.parametrize("code, heaps, level", [("0.07", 6, 12), ("0.07", 9, 12),
                                                ("0.137", 5, 12), ("0.137", 7, 12),
                                                ("0.77", 6, 12)])
def test_lazy_equals_explicit_and_engine_at_small_heap_bounds(code, heaps, level):
    G = games.octal(code, heaps, play="misere")
    explicit = G.affine_stratification()           # the box is small: an explicit one
    assert isinstance(explicit, AffineStratification) and explicit.is_certified()
    S = LazyAffineStratification(G, G.misere_quotient())
    assert S.is_certified()
    points, P = engine_P_positions(G, level)
    for p in points:
        assert (p in S) == (p in explicit) == (p in P), p
    # the strata: pairwise disjoint translates whose union is the set (on the region)
    E = S.affine_stratification()
    assert E.is_certified() and E.num_strata() <= S.num_strata() == len(list(S.strata()))
    covered = {}
    bound = 4
    for (f, ), A in S.strata():
        if max(f) > bound:
            continue
        # the generators are multiples m e_j of unit vectors
        axes = [(list(g).index(max(g)), int(max(g))) for g in A.generators()]
        steps = [range(0, (bound - int(f[j])) // m + 1) for j, m in axes]
        for mult in itertools.product(*steps):
            y = [int(a) for a in f]
            for (j, m), c in zip(axes, mult):
                y[j] += c * m
            y = tuple(y)
            assert y not in covered, y
            covered[y] = True
    for p in points:
        if max(p) <= bound:
            assert (p in covered) == (p in P), p
    TestSuite(S).run()
    assert loads(dumps(S)) == S and hash(loads(dumps(S))) == hash(S)


def test_certified_only_for_the_game_it_was_proved_for():
    G = games.nim(2, "misere")
    Q = G.misere_quotient()
    assert LazyAffineStratification(G, Q).is_certified()
    # a quotient without a game (named): proved again on the game, or a conjecture
    T2 = named_quotient("T2")
    assert LazyAffineStratification(G, T2).is_certified()
    C = LazyAffineStratification(G, T2, verify=False)
    assert not C.is_certified() and C.certificate() is None and "Conjectural" in repr(C)
    assert C != LazyAffineStratification(G, T2) and loads(dumps(C)) == C
    assert not C.affine_stratification().is_certified()
    # the quotient of misère Nim is not that of normal-play Nim: refused
    with pytest.raises(ValueError, match="not the misère quotient"):
        LazyAffineStratification(games.nim(2), Q)
    # a quotient proved for another game of the same dimension, unverified: a conjecture
    H = games.octal("0.07", 3, play="misere")
    assert H.dimension() == 2
    assert not LazyAffineStratification(H, Q, verify=False).is_certified()
    with pytest.raises(TypeError):
        LazyAffineStratification(QuotientStrategy(G), Q)
