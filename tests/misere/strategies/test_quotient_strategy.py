"""
Tests of sage_latticegames.misere.strategies.fibres and sage_latticegames.misere.strategies.quotient_strategy:
the fibres of a finite misère quotient as compact stratifications over the sums
of the heaps with equal images (E. Miller 2013), and the rational strategy in
product form over the monoid algebra Z[Q].

Oracles, independent of the modules tested:

* the compiled engine (``LatticeGame.solve``) on level regions: every position
  of the region is P for the engine iff it lies in the fibre stratification,
  iff the strategy says 'P'; the number of P-positions of each level equals the
  count by arithmetic in Z[Q][s];
* the cell-by-cell stratification of the quotient's box
  (``discovery.search.stratification_from_quotient``): the expansion is the same
  set, by the set algebra of AffineStratification;
* huge coordinates: the recursion of Theorem 4.6 (P iff no option is P),
  evaluated with the quotient's morphism ``FiniteQuotientData.phi``.
"""
import itertools
import random

import numpy as np
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.misc.persist import loads, dumps
from sage.misc.sage_unittest import TestSuite

from sage_latticegames import games
from sage_latticegames.misere.strategies.fibres import (FibreStratification, cell_count, merged_classes,
                                             fibre_stratifications, quotient_data)
from sage_latticegames.misere.strategies.quotient_strategy import (QuotientStrategy, quotient_strategy,
                                                        quotient_stratification)

GAMES = [("0.07", 8, "misere", 22), ("0.137", 8, "misere", 22), ("0.77", 6, "misere", 20),
         ("0.6", 6, "misere", 20), ("0.07", 8, "normal", 22), ("0.137", 7, "normal", 20),
         ("0.77", 6, "normal", 20)]


@pytest.fixture(scope="module")
def strategies():
    out = {}
    for code, n, play, level in GAMES:
        G = games.octal(code, n, play=play)
        out[code, n, play] = (G, QuotientStrategy(G), level)
    return out


@pytest.mark.parametrize("key", [g[:3] for g in GAMES])
def test_membership_against_engine(strategies, key):
    G, f, level = strategies[key]
    assert f.is_certified()
    sol = G.solve(level=level)
    S = f.fibres()
    nP = 0
    for p, isP, on in zip(sol.points.tolist(), sol.is_P.tolist(), sol.on_board.tolist()):
        if not on:
            continue
        assert (tuple(p) in S) == isP, p
        assert f.outcome(p) == ("P" if isP else "N"), p
        nP += isP
    assert nP > 5


@pytest.mark.parametrize("key", [g[:3] for g in GAMES])
def test_level_counts_against_engine(strategies, key):
    G, f, level = strategies[key]
    w = np.array([int(a) for a in G.positivity_witness()])
    P = G.P_positions(level=level)
    engine = [0] * (level + 1)
    for p in P:
        engine[int(np.dot(w, [int(a) for a in p]))] += 1
    assert [int(c) for c in f.level_counts(level)] == engine
    assert f.check_levels(level)
    assert sum(engine) == len(P) > 0


@pytest.mark.parametrize("key", [g[:3] for g in GAMES])
def test_winning_moves_against_engine(strategies, key):
    G, f, level = strategies[key]
    sol = G.solve(level=level - 4)
    pts = [tuple(p) for p, on in zip(sol.points.tolist(), sol.on_board.tolist()) if on]
    for p in random.Random(3).sample(pts, min(150, len(pts))):
        assert set(map(tuple, f.winning_moves(p))) == set(map(tuple, G.winning_moves(p))), p


@pytest.mark.parametrize("key", [g[:3] for g in GAMES])
def test_huge_coordinates_recursion(strategies, key):
    G, f, _ = strategies[key]
    F = f.quotient_data()
    k = F.k
    rng = random.Random(5)
    big = 10**100
    for _ in range(60):
        x = tuple(rng.choice([rng.randrange(5), big + rng.randrange(7)]) for _ in range(k))
        if not any(x):
            continue
        # brute force: the recursion at x, each option's outcome from the quotient's phi
        options = [tuple(a - b for a, b in zip(x, g)) for g in G.rule_set().vectors()]
        options = [y for y in options if min(y) >= 0 and G.is_position(y)]
        P_opts = [y for y in options if F.P[F.phi(y)]]
        assert f.is_P_position(x) == (not P_opts)
        assert f.is_P_position(x) == bool(F.P[F.phi(x)])
        assert len(f.winning_moves(x)) == len(P_opts)
        # the cyclic structure: shifting a coordinate >= t by multiples of m
        for i in range(k):
            t, m = F.cycle(i)
            if x[i] >= t:
                y = tuple(a + (big * m if j == i else 0) for j, a in enumerate(x))
                assert f.is_P_position(y) == f.is_P_position(x)


@pytest.mark.parametrize("code,n,play", [("0.07", 6, "misere"), ("0.137", 5, "misere"),
                                         ("0.77", 5, "misere"), ("0.6", 5, "misere"),
                                         ("0.07", 6, "normal")])
def test_expansion_equals_cell_by_cell(code, n, play):
    from sage_latticegames.discovery.search import stratification_from_quotient
    G = games.octal(code, n, play=play)
    Q = G.misere_quotient()
    S = FibreStratification(Q)
    A = S.affine_stratification()
    C = stratification_from_quotient(Q, G)
    assert not A.difference(C).strata() and not C.difference(A).strata()
    assert S.num_translates() == sum(len(F) for F, _ in A.strata()) == len(list(S.translates()))
    assert S.num_cells() == int(Q.P_table().sum()) == cell_count(Q)[0]
    assert S.num_compact_strata() == len(list(S.compact_strata())) <= S.num_cells()
    # the quotient's stratification (certified) is the same set, with its certificate
    T = quotient_stratification(G)
    assert T.is_certified() and T.strata() == A.strata()


def test_fibres_over_each_element_partition_the_box():
    G = games.octal("0.07", 7, play="misere")
    F = G.misere_quotient()
    fibres = fibre_stratifications(F)
    assert fibres == [FibreStratification(F, [q]) for q in range(F.cardinality())]
    box = list(itertools.product(range(5), repeat=G.dimension()))
    for x in box:
        assert sum(x in S for S in fibres) == 1
    D = F.finite_data()
    for q, S in enumerate(fibres):
        assert all(D.phi(x) == q for x in itertools.islice((f for f, _ in S.translates()), 200))
    assert sum(S.num_cells() for S in fibres) == np.prod([sum(D.cycle(j)) for j in range(D.k)])


def test_merging_and_counts_without_the_box():
    G = games.octal("0.07", 24, play="misere")
    f = QuotientStrategy(G)
    S = f.fibres()
    classes = merged_classes(f.quotient_data())
    assert sorted(j for _, J, _ in classes for j in J) == list(range(G.dimension()))
    assert len(classes) < G.dimension()
    # counts by dynamic programming, the cell count far larger
    assert S.num_compact_strata() < S.num_translates() <= S.num_cells()
    assert S.num_cells() > 10**6
    assert S.graph_size() < 10**5
    assert f.check_levels(30)
    with pytest.raises(ValueError, match="translates, more than max_translates=1000"):
        f.rational_strategy(max_translates=1000)
    x = tuple(10**100 + j for j in range(G.dimension()))
    assert f.outcome(x) == ("P" if f.quotient_data().P[f.quotient_data().phi(x)] else "N")


def test_product_factors_expand_to_the_powers():
    f = QuotientStrategy(games.octal("0.137", 8, play="misere"))
    F = f.quotient_data()
    table = F.table()
    for i in range(F.k):
        N, m = f.factor(i)
        # series of N(t) / (1 - t^m) up to degree 20, coefficients in Z[Q]
        coeffs = [dict() for _ in range(21)]
        for d in range(21):
            for e, row in N.items():
                if e <= d and (d - e) % m == 0:
                    for q, c in row.items():
                        coeffs[d][q] = coeffs[d].get(q, 0) + c
        u = 0
        for d in range(21):
            assert {q: c for q, c in coeffs[d].items() if c} == {u: 1}
            u = table[u][F.delta[0][i]]


def test_ordinary_rational_strategy_small():
    G = games.octal("0.07", 6, play="misere")
    f = QuotientStrategy(G)
    R = f.rational_strategy()
    sol = G.solve(level=14)
    for p, on in zip(sol.points.tolist(), sol.on_board.tolist()):
        if on:
            assert R.outcome(p) == f.outcome(p)


def test_certification():
    G = games.nim(2, "misere")
    Q = G.misere_quotient()
    assert QuotientStrategy(G, Q).is_certified()
    assert QuotientStrategy(G, Q, verify=False).is_certified()     # Q was proved for G
    # its proof is the quotient's proof for G (a QuotientProof), its certificate the record
    assert QuotientStrategy(G, Q).proof() == Q.proof()
    assert QuotientStrategy(G, Q).certificate() == Q.certificate()
    f = QuotientStrategy(G, quotient_data(Q), verify=False)
    assert not f.is_certified() and "conjecture" in repr(f) and "conjecture" in f._latex_()
    assert f.proof() is None and f.certificate() is None
    assert "conjecture" in repr(f.fibres()) and "certified" in repr(QuotientStrategy(G).fibres())
    assert f.affine_stratification().is_conjecture()
    with pytest.raises(ValueError, match="not the misère quotient of Nim"):
        QuotientStrategy(games.nim(2), Q)
    with pytest.raises(ValueError, match="generators but the game"):
        QuotientStrategy(games.nim(3, "misere"), Q)
    with pytest.raises(TypeError):
        QuotientStrategy(7)
    with pytest.raises(TypeError, match="a quotient is given"):
        QuotientStrategy(G, Q, max_order=5)
    with pytest.raises(ValueError, match="max_order=8"):
        QuotientStrategy(games.nim(4, "misere"), max_order=8)
    g = quotient_strategy(G)
    with pytest.raises(ValueError, match="not a position"):
        g.outcome((0, 0))
    with pytest.raises(ValueError, match="not a position"):
        g.outcome((-1, 3))
    with pytest.raises(ValueError):
        g.outcome((1, 2, 3))
    with pytest.raises(ValueError, match="level"):
        g.level_counts(-1)
    with pytest.raises(TypeError):
        FibreStratification("Q")


def test_pickling_equality_testsuite():
    for G in [games.nim(2, "misere"), games.octal("0.07", 8, play="misere"),
              games.octal("0.137", 6)]:
        f = QuotientStrategy(G)
        TestSuite(f).run()
        TestSuite(f.fibres()).run()
        assert loads(dumps(f)) == f and hash(loads(dumps(f))) == hash(f)
        assert loads(dumps(f.fibres())) == f.fibres()
        g = QuotientStrategy(G, quotient_data(G.misere_quotient()), verify=False)
        assert f != g and not g.is_certified()
        assert loads(dumps(g)) == g and "conjecture" in repr(loads(dumps(g)))


def test_dispatch_gives_the_product_form_beyond_the_box():
    # misère Kayles with heaps <= 30: the quotient is proved, its fundamental box
    # is far too large to write out; the search stops at the quotient phase
    # and the rational strategy comes in product form, certified, agreeing with
    # the engine on a region
    from sage_latticegames.discovery import DiscoveryError, discover_stratification
    from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
    from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
    G = games.octal("0.77", 30, play="misere")
    with pytest.raises(DiscoveryError) as info:
        discover_stratification(G)
    # G.affine_stratification() gives it in compact form (issue 19)
    assert isinstance(G.affine_stratification(), LazyAffineStratification)
    assert info.value.quotient is not None and info.value.quotient.game() == G
    assert [m for m, r in info.value.reasons] == ["quotient"]
    f = G.rational_strategy()
    assert isinstance(f, QuotientStrategy) and f.is_certified()
    sol = G.solve(level=8)
    for p, isP in zip(sol.points, sol.is_P):
        if any(p):
            assert f.is_P_position(tuple(int(x) for x in p)) == bool(isP)
    with pytest.raises(DiscoveryError):
        G.rational_strategy(form="short")
    with pytest.raises(ValueError, match="'short' or 'product'"):
        G.rational_strategy(form="long")
