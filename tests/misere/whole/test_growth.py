"""
Tests of sage_latticegames.misere.whole.growth: the rays k*H_g + H_n read off the proved bounded
quotients, against an independent memoized misère solver on sums of heaps (tests/oracles.py), and
the conjectured rays of 0.26, 0.27, 0.57 against both.
"""
import pickle

import pytest

from sage_latticegames.misere.whole.growth import (CONJECTURED_FAMILIES, RayOutcomes,
                                                  check_ray_conjecture, conjectured_ray_outcome)
from oracles import octal_is_P


def brute(code, k, heap, n):
    # k heaps of size `heap` and one of size n (n = 0: none), by the memoized solver
    return octal_is_P(code, tuple(sorted([heap] * k + ([n] if n else []))), True)


@pytest.mark.parametrize("code, N, K", [("0.26", 15, 9), ("0.27", 13, 8), ("0.57", 17, 8)])
def test_rays_against_brute_force(code, N, K):
    R = RayOutcomes(code, 3, N)
    for n in range(N + 1):
        for k in range(K):
            assert R.is_P_position(k, n) == brute(code, k, 3, n), (code, k, n)


@pytest.mark.parametrize("code", sorted(CONJECTURED_FAMILIES))
def test_conjecture_against_brute_force(code):
    # the conjectured formula, independently of the quotients
    for n in range(14):
        for k in range(8):
            assert conjectured_ray_outcome(code, k, n) == brute(code, k, 3, n), (code, k, n)


@pytest.mark.parametrize("code", sorted(CONJECTURED_FAMILIES))
def test_conjecture_against_proved_quotients(code):
    # proved for every k and every n <= 35 (Lemma 2), and the ray family with it
    D = check_ray_conjecture(code, 35)
    assert D["holds"] and D["failure"] is None
    g, a, b, c, d = CONJECTURED_FAMILIES[code]
    assert D["family"] == ((35 - c) // d + 1, None)
    t, p = D["cycle"]
    assert p == 2 and t >= (35 - 11) // 2       # the index of H_3 keeps growing


def test_family_distinguishes_against_brute_force():
    # x_m = 2m heaps of size 3, r_n = a heap of size 4n + 11 (0.26): x_m + r_n P iff m <= n
    for n in range(2):
        for m in range(4):
            assert brute("0.26", 2 * m, 3, 4 * n + 11) == (m <= n)


def test_family_range_finds_failures():
    R = RayOutcomes("0.26", 3, 23)
    assert R.family_range(0, 2, 11, 4) == (4, None)
    n0, failure = R.family_range(1, 2, 11, 4)          # odd counts: not this family
    assert failure is not None and n0 == failure[1]
    m, n = failure
    assert R.is_P_position(1 + 2 * m, 11 + 4 * n) != (m <= n)
    with pytest.raises(ValueError):
        R.family_range(0, 0, 11, 4)


def test_periodic_in_k_and_errors():
    R = RayOutcomes("0.26", 3, 21)
    t, p = R.cycle()
    for n in (0, 13, 21):
        for k in range(t, t + 2 * p):
            assert R.is_P_position(k, n) == R.is_P_position(k + 10**6 * p, n)
    with pytest.raises(ValueError):
        R.is_P_position(-1, 3)
    with pytest.raises(ValueError):
        R.is_P_position(0, 22)
    with pytest.raises(TypeError):
        R.is_P_position("a", 3)
    with pytest.raises(ValueError):
        RayOutcomes("0.26", 0, 10)
    with pytest.raises(ValueError):
        conjectured_ray_outcome("0.07", 1, 1)


def test_pickling_recomputes():
    R = RayOutcomes("0.57", 3, 19)
    S = pickle.loads(pickle.dumps(R))
    assert S == R and hash(S) == hash(R) and S.cycle() == R.cycle()
    assert [S.is_P_position(k, 19) for k in range(9)] == [R.is_P_position(k, 19) for k in range(9)]
