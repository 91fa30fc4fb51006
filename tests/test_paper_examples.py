"""
Tests of sage_latticegames.paper_examples: the examples of [GM] as data, checked against
the P-positions computed by the engine.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numpy as np

from sage_latticegames.paper_examples import (
    CORRECTIONS_8_12, MATRICES_8_12, SEMIGROUPS_8_12, derive_missing_strata, example_8_7,
    example_8_7_game, example_8_12, example_8_12_game, example_8_12_printed,
    example_8_12_rule_set)


def test_example_8_7():
    for misere in (True, False):
        G, S = example_8_7_game(misere), example_8_7(misere)
        assert S.verify(G, level=60)
        assert S.certify(G)
    # the two stratifications are exchanged with the wrong game
    assert not example_8_7(True).verify(example_8_7_game(False), level=10)


def test_example_8_12_transcription():
    assert example_8_12_rule_set().dimensions() == (5, 8)
    for rows in MATRICES_8_12:
        assert len(rows) == 5 and len({len(r) for r in rows}) == 1
    S = example_8_12_printed()
    assert [len(F) for F, A in S.strata()] == [1, 5, 10, 33, 30, 7, 3]
    assert [A.ngens() for F, A in S.strata()] == [len(g) for g in SEMIGROUPS_8_12]
    assert all(A.is_pointed() and A.is_normal() for F, A in S.strata())
    G = example_8_12_game()
    assert tuple(G.positivity_witness()) == (1, 2, 3, 4, 5)


def test_example_8_12_printed_fails_where_documented():
    G = example_8_12_game()
    S = example_8_12_printed()
    R = S.verify(G, level=70)
    assert not R
    assert not R.false_P_positions()          # every printed point is a P-position
    missing = R.missing_P_positions(as_array=True)
    # the missing P-positions: p3 >= 3 with (p1, p2, p4, p5) of the parities of the three
    # points added to F_1, and the two modules added to F_5
    high = missing[missing[:, 2] >= 3]
    assert sorted(set(map(tuple, (high[:, [0, 1, 3, 4]] % 2).tolist()))) == \
        [(0, 1, 0, 1), (1, 0, 1, 0), (1, 1, 1, 1)]
    low = {tuple(p) for p in missing[missing[:, 2] < 3].tolist()}
    expected = {(2 * a, 1 + 2 * b, 1, 0, 1) for a in range(40) for b in range(20)} | \
        {(1 + 2 * a, 1 + 2 * b, 2, 1, 1) for a in range(40) for b in range(20)}
    assert low == {p for p in expected if sum(i * x for i, x in zip((1, 2, 3, 4, 5), p)) <= 70}
    # the only overlap: (1, 0, 1, 1, 6) lies in F_4 and F_5 (strata 3 and 4 from 0)
    assert {idx for p, idx in R.overlaps()} == {(3, 4)}
    p, (i, f), (j, g) = S.overlap_witness()
    assert (i, j) == (3, 4) and tuple(f) == tuple(g) == (1, 0, 1, 1, 6)
    assert (0, 1, 1, 0, 1) not in S and G.is_P_position((0, 1, 1, 0, 1))


def test_example_8_12_correction_is_derived_and_proved():
    G = example_8_12_game()
    assert derive_missing_strata(example_8_12_printed(), G.solve(level=60)) == CORRECTIONS_8_12
    S = example_8_12()
    assert S.is_disjoint()
    R = S.verify(G, level=90)           # about 640000 positions
    assert R
    assert R.counts()["lattice points"] > 6 * 10**5
    assert S.certify(G)


def test_example_8_12_thesis_variant_of_F4():
    """[Guo] prints F_4 with two different columns; those points are N-positions."""
    G = example_8_12_game()
    for thesis, paper in [((1, 1, 0, 1, 5), (1, 1, 1, 1, 5)), ((0, 0, 0, 2, 1), (0, 1, 0, 2, 1))]:
        assert not G.is_P_position(thesis)
        assert G.is_P_position(paper) and paper in example_8_12_printed()


def test_example_8_12_N_positions_vectorized():
    """The membership test classifies every point of a region (about 10^5 of them)."""
    G = example_8_12_game()
    sol = G.solve(level=60)
    inside = example_8_12().contains_points(sol.points)
    assert np.array_equal(inside, np.asarray(sol.is_P))


def test_example_8_12_rational_strategy():
    """Theorem 8.11 of [GM]: the generating function of the corrected stratification."""
    f = example_8_12().rational_strategy(game=example_8_12_game())
    assert f.verify(level=36)
