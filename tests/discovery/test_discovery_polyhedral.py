"""
Tests of the polyhedral phase of discovery (sage_latticegames/discovery/polyhedral.py):
games whose P-positions are not eventually periodic per coordinate, solved and certified,
checked against brute force on large regions.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import time

import numpy as np
import pytest
from hypothesis import given, settings, HealthCheck, strategies as st

from sage_latticegames import LatticeGame
from sage_latticegames.discovery import discover_stratification, DiscoveryError
from sage_latticegames.discovery.polyhedral import (polyhedral_search, PolyhedralSearchFailure,
                                                     PolyhedralModel, candidate_functionals)
from sage_latticegames.paper_examples import (example_8_12, example_8_12_game,
                                              example_8_12_rule_set)

from helpers import long_test

ERRATUM = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
PLANAR = [(1, 0), (0, 1), (2, 1), (1, 3)]
COUPLED = [(1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1), (0, 0, 1, 1)]


def agrees_with_brute_force(S, game, level):
    """The stratification equals the P-positions computed by the engine on a level region."""
    sol = game.solve(level=level)
    X = np.asarray(sol.points, dtype=np.int64)
    return bool((S.contains_points(X) == np.asarray(sol.is_P)).all())


@pytest.mark.parametrize("misere", [False, True])
def test_erratum_game(misere):
    G = LatticeGame.misere(ERRATUM) if misere else LatticeGame(ERRATUM)
    S = discover_stratification(G, methods=("polyhedral",))
    assert S.is_certified()
    assert S.certificate().method() == "polyhedral cells"
    assert S.certify(G, algorithm="set_algebra")
    assert agrees_with_brute_force(S, G, 60)
    # the P-positions are not eventually periodic per coordinate
    with pytest.raises(DiscoveryError):
        discover_stratification(G, methods=("folded", "regions"), max_level=40)


def test_planar_game():
    G = LatticeGame(PLANAR)
    S = discover_stratification(G, methods=("polyhedral",))
    assert S.is_certified()
    assert agrees_with_brute_force(S, G, 400)
    # the whole search reaches it too, after the other phases
    T = discover_stratification(G, max_level=200, methods=("folded", "regions", "polyhedral"))
    assert T.is_certified() and T.is_same_set(S)


def test_coupled_coordinates_misere():
    # the strata of this misère game on N^4 need the generator e_3 + e_4, as those of
    # Example 8.12 need 2e_4 + 2e_5: not eventually periodic per coordinate
    G = LatticeGame.misere(COUPLED)
    S = discover_stratification(G, methods=("polyhedral",))
    assert S.is_certified()
    assert S.certificate().method() == "polyhedral cells"
    assert "(0, 0, 1, -1)" in S.certificate().details()
    # (the second proof, by the exact set algebra, about 7 s: the long test below; the
    # set algebra proves the erratum game above)
    assert agrees_with_brute_force(S, G, 40)
    with pytest.raises(DiscoveryError):
        discover_stratification(G, methods=("folded", "regions"), max_level=30)


@long_test
def test_coupled_coordinates_misere_by_set_algebra():
    # the stratification of test_coupled_coordinates_misere proved again by the exact set
    # algebra (condition 3 without the cells of the discovery's own proof)
    G = LatticeGame.misere(COUPLED)
    S = discover_stratification(G, methods=("polyhedral",))
    assert S.certify(G, algorithm="set_algebra")


@long_test
def test_example_8_12_misere():
    # about 150 s: the quick version is test_coupled_coordinates_misere above
    # its strata need the generator 2e_4 + 2e_5: not eventually periodic per coordinate
    G = example_8_12_game()
    S = discover_stratification(G, methods=("polyhedral",))
    assert S.is_certified()
    assert S.certificate().method() == "polyhedral cells"
    assert "(0, 0, 0, 1, -1)" in S.certificate().details()
    # the same set as the corrected stratification of the paper, by the exact
    # set algebra (both differences are empty), not by sampling
    assert S.is_same_set(example_8_12())
    assert agrees_with_brute_force(S, G, 70)


def test_example_8_12_normal_play():
    G = LatticeGame(example_8_12_rule_set().columns())
    S = polyhedral_search(G)
    assert S.is_certified()
    assert agrees_with_brute_force(S, G, 50)


def test_small_budget_ends_in_an_error():
    G = LatticeGame(PLANAR)
    with pytest.raises(PolyhedralSearchFailure) as e:
        polyhedral_search(G, max_level=12)
    assert "levels searched: 10, 12;" in str(e.value) and e.value.levels == [10, 12]
    with pytest.raises(DiscoveryError) as e:
        discover_stratification(G, max_level=12, methods=("folded", "regions", "polyhedral"))
    assert "polyhedral phase" in str(e.value)
    start = time.monotonic()
    with pytest.raises(PolyhedralSearchFailure):
        polyhedral_search(LatticeGame.misere(ERRATUM), time_limit=0)
    assert time.monotonic() - start < 5


def test_model_is_exact_on_cells():
    # the cells x_1 - x_2 <= -1, = 0, >= 1 of N^2 modulo 2Z^2; the set: the diagonal
    M = PolyhedralModel((1, 1), [(1, -1)], [(-1, 1)])
    X = np.array([(a, b) for a in range(12) for b in range(12)], dtype=np.int64)
    S = M.stratification(lambda Y: Y[:, 0] == Y[:, 1], 22, (1, 1), X)
    assert S.num_strata() == 1
    assert all((tuple(p) in S) == (p[0] == p[1]) for p in X)


def test_candidates():
    assert (2, -1) in candidate_functionals(LatticeGame(PLANAR))
    assert (1, -1, 0) in candidate_functionals(LatticeGame(ERRATUM))


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)).filter(lambda v: v != (0, 0)),
                min_size=1, max_size=3, unique=True),
       st.booleans())
def test_random_planar_games(extra, misere):
    moves = list(dict.fromkeys([(1, 0), (0, 1)] + extra))
    G = LatticeGame.misere(moves) if misere else LatticeGame(moves)
    try:
        S = polyhedral_search(G, max_level=60, time_limit=8)
    except PolyhedralSearchFailure:
        return
    assert S.is_certified()
    assert agrees_with_brute_force(S, G, 120)
