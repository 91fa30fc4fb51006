r"""
Tests of :mod:`sage_latticegames.games.misere_examples` (the misère game of
MathOverflow question 85314).

The lattice game and the fast sweep along the ray are compared with
computations made directly on the original game, independently of the
encoding: a memoized misère search over sums of the five game trees `*`, `*2`,
`*3`, `g`, `h` (with `*3` a component of its own), and a misère search over
explicit game forms for the lemma `* + * = 0`, `* + *2 = *3`.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools
from functools import lru_cache

import pytest

from sage_latticegames import games
from sage_latticegames.games.misere_examples import _reduced_layers

# ---------------------------------------------------------------------------
# independent implementation on the original game: sums of five components

NAMES = ('*', '*2', '*3', 'g', 'h')
TREES = {'*': [[]],
         '*2': [[], ['*']],
         '*3': [[], ['*'], ['*2']],
         'g': [[], ['*2', '*3'], ['*2', '*2', '*2']],
         'h': [['*3'], ['g', '*'], ['g', 'g']]}


@lru_cache(maxsize=None)
def is_P(counts):
    r"""
    Misère outcome of the sum with ``counts[i]`` copies of ``NAMES[i]``: a sum
    without a move is an N-position (the mover wins).
    """
    has_move = False
    for i, name in enumerate(NAMES):
        if not counts[i]:
            continue
        for option in TREES[name]:
            has_move = True
            q = list(counts)
            q[i] -= 1
            for x in option:
                q[NAMES.index(x)] += 1
            if is_P(tuple(q)):
                return False
    return has_move


def outcome(counts):
    return 'P' if is_P(tuple(counts)) else 'N'


# explicit game forms: a game is the frozenset of its options
ZERO = frozenset()


def nim_heap(n):
    return frozenset(nim_heap(k) for k in range(n))


@lru_cache(maxsize=None)
def is_P_sum(summands):
    r"""
    Misère outcome of the disjunctive sum of the sorted tuple ``summands`` of
    game forms, straight from the definition of the sum.
    """
    has_move = False
    for i, G in enumerate(summands):
        for option in G:
            has_move = True
            rest = summands[:i] + summands[i + 1:] + ((option,) if option else ())
            if is_P_sum(tuple(sorted(rest, key=hash))):
                return False
    return has_move


def sum_of(*games):
    return tuple(sorted((G for G in games if G), key=hash))


def game_forms(birthday):
    r"""
    Every impartial game form of birthday at most ``birthday``.
    """
    forms = [ZERO]
    for _ in range(birthday):
        forms = [frozenset(s) for k in range(len(forms) + 1)
                 for s in itertools.combinations(forms, k)]
    return forms


# ---------------------------------------------------------------------------

def test_lemma_star_plus_star_and_star3():
    r"""
    `* + * = 0` and `* + *2 = *3` in misère play, against every sum of two
    game forms of birthday at most 3 (and the forms themselves).
    """
    forms = game_forms(3)
    assert len(forms) == 16
    s1, s2, s3 = nim_heap(1), nim_heap(2), nim_heap(3)
    tests = [sum_of(X) for X in forms] + [sum_of(X, Y) for X, Y in
                                            itertools.combinations_with_replacement(forms, 2)]
    assert len(tests) == 152
    # the tests tell apart games that are equal in normal play only: *2 + *2 and 0
    assert any(is_P_sum(sum_of(*X, s2, s2)) != is_P_sum(X) for X in tests)
    for X in tests:
        assert is_P_sum(sum_of(*X, s1, s1)) == is_P_sum(X)
        assert is_P_sum(sum_of(*X, s1, s2)) == is_P_sum(sum_of(*X, s3))


def test_rule_set_of_the_question():
    G = games.mathoverflow_85314()
    issue = {(-1, -1, 0, 1), (-1, 0, -1, 1), (0, 0, -2, 1), (0, 0, 1, 0), (-1, -2, 1, 0),
             (0, -3, 1, 0), (0, 1, 0, 0), (-1, 1, 0, 0), (1, 0, 0, 0)}
    assert {tuple(v) for v in G.rule_set().vectors()} == issue
    assert G.rule_set().is_squarefree()
    assert [tuple(p) for p in G.defeated_positions()] == [(0, 0, 0, 0)]
    assert G == games.mathoverflow_85314()


def test_encoding_against_the_game_trees():
    r"""
    Every position with at most 3 copies of each component: the lattice game
    against the search over sums of the five trees, and the same sum with a
    `*3` in place of a `* + *2`.
    """
    G = games.mathoverflow_85314()
    S = G.solve(level=3 * (1 + 2 + 7 + 15))
    for a, b, c, d in itertools.product(range(4), repeat=4):
        if a == b == c == d == 0:
            continue
        o = outcome((a, b, 0, c, d))
        assert S.outcome((a, b, c, d)) == o, (a, b, c, d)
        if a and b:
            assert outcome((a - 1, b - 1, 1, c, d)) == o


def test_ray_against_the_game_trees():
    ray = games.mathoverflow_85314_ray(10)
    assert ray == tuple(outcome((0, 0, 0, 0, n)) for n in range(1, 11))
    assert ''.join(ray) == 'PPPPNPNPNP'


def test_sweep_against_the_engine():
    r"""
    The sweep of the region `a \le 1`, `b + 3c + 6d \le 72` against the
    compiled engine on the level region `\ell \le 180`, for every position of
    both, with `a` copies of `*` read as `a \bmod 2` (Lemma (a)).
    """
    G = games.mathoverflow_85314()
    S = G.solve(level=180)
    layers = dict(_reduced_layers(12))
    pts = S.points
    keep = (pts[:, 1] + 3 * pts[:, 2] + 6 * pts[:, 3] <= 72) & S.on_board
    assert keep.sum() > 10**5
    for (a, b, c, d), p in zip(pts[keep].tolist(), S.is_P[keep].tolist()):
        assert bool(layers[d][a % 2, c, b]) == p, (a, b, c, d)


def test_ray_and_repeats():
    ray = games.mathoverflow_85314_ray(60)
    assert ray[:30] == tuple('PPPPNPNPNPNPPNNPNNPNPNPNPNPNPN')
    assert [n for n in range(1, 60) if ray[n - 1] == ray[n]] == [1, 2, 3, 12, 14, 17, 38, 40, 56]
    assert games.mathoverflow_85314_repeats(150) == (1, 2, 3, 12, 14, 17, 38, 40, 56, 74, 101)


@pytest.mark.parametrize("bad, error", [(0, ValueError), (-3, ValueError), (1.5, TypeError),
                                        ("ten", TypeError), (10**7, ValueError)])
def test_bad_input(bad, error):
    with pytest.raises(error):
        games.mathoverflow_85314_ray(bad)


def test_time_limit_keeps_the_partial_ray():
    with pytest.raises(ValueError) as info:
        games.mathoverflow_85314_ray(400, time_limit=0.05)
    partial = info.value.partial
    assert ''.join(partial) == ''.join(games.mathoverflow_85314_ray(len(partial) or 1)[:len(partial)])
