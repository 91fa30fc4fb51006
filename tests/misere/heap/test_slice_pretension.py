"""
Tests of sage_latticegames.misere.heap.slice_pretension (Theorem 4: a linear pretension
of the slice above a prefix of the least failure of the pretension frontier, its moves
out of the slice classified by the frontier), and of the proof that the misère quotient
of Grundy's game with heaps <= 29 is infinite.

Oracles, independent of the module:

* brute force: the memoized misère solver on sums of heaps (oracles.octal_is_P) on the
  small positions of the slices of octal games, above frontiers made to fail early (the
  quotient of the heaps < k, the heap k taken as a smaller heap);
* the pretension frontier (an independent construction, proven by its own complete
  search) on every position of the slice that it proves;
* the hypothesis of Theorem 4 itself at random positions of the slice, with the options
  enumerated from the moves of the game and the moves out of the slice classified by the
  frontier's is_P_position (which refuses a position it does not prove).

The fast test of Grundy's game reads the frontier (a transition table of order 12,672)
from tests/data/grundy29_frontier.npz: a claim, proven again by BoundedPretension when it
is loaded (its complete search, about a second); the long test computes it again and
compares.
"""
import itertools
import os
import pickle
import random

import numpy as np
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.misere.heap.frontier import BoundedPretension, pretension_frontier
from sage_latticegames.misere.heap.linear_pretension import (HeapInfinitenessCertificate,
                                                           LinearPretensionFailure,
                                                           prove_infinite_heap_quotient)
from sage_latticegames.misere.heap.slice_pretension import (SlicePretension,
                                                          find_slice_pretension, slice_first)

from helpers import long_test, grundy_moves
from oracles import octal_is_P, heaps_of_counts

DATA = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "data",
                    "grundy29_frontier.npz")


def _early_frontier(code, k, j):
    # the quotient of the heaps < k of the octal game, the heap k taken as the heap of the
    # coordinate j: a pretension of the heaps <= k that fails early
    G = games.octal(code, k, play='misere')
    H = games.octal(code, k - 1, play='misere').misere_quotient().finite_data()
    D = np.array(H.delta)
    return G, BoundedPretension(G, np.column_stack([D, D[:, j]]), H.P)


@pytest.mark.parametrize("code, k, j", [('0.07', 10, 3), ('0.77', 6, 1), ('0.137', 9, 3),
                                        ('0.4', 7, 2), ('0.07', 12, 0)])
def test_slices_against_brute_force(code, k, j):
    G, B = _early_frontier(code, k, j)
    L = find_slice_pretension(G, frontier=B, max_seconds=60)
    sizes = G.encoding().heap_sizes()
    top, g = L.top(), len(L.parameters()[0]) - 1
    assert any(top) and not any(top[:g + 1])
    checked = 0
    n = 10 if g < 3 else 4
    for y in itertools.product(range(n), repeat=g + 1):
        x = L._game_point(y, base=True)
        if sum(a * s for a, s in zip(x, sizes)) > 40:
            continue
        checked += 1
        assert L.is_P_position(x) == octal_is_P(code, heaps_of_counts(x, sizes), True), x
    assert checked >= 20
    # the check over every type (Theorem 2') accepts it too, with the same outcomes
    w, idx, per = L.parameters()
    M = SlicePretension(B, g, w, idx, per, window=L._window, quotient=L._quotient,
                        check='types')
    pts = [L._game_point(y, base=True) for y in itertools.product(range(5), repeat=g + 1)
           if sum(y) < 12]
    assert (L.is_P_positions(pts) == M.is_P_positions(pts)).all()
    # Theorem 4 (a): the options out of the slice are below the least failure
    d = G.dimension()
    for h in range(g + 1, d):
        if top[h]:
            assert B.is_proven(tuple(top[i] - (i == h) for i in range(d)))


def test_the_exits_matter(monkeypatch):
    # without the moves out of the slice (every exit label false) the candidate describes
    # another game: it is refused, or it misclassifies positions of this one
    G, B = _early_frontier('0.07', 10, 3)
    L = find_slice_pretension(G, frontier=B)
    w, idx, per = L.parameters()
    assert L._exits.any()
    monkeypatch.setattr(SlicePretension, "_exit_classes",
                        lambda self, nu: np.zeros(nu, dtype=bool))
    try:
        M = SlicePretension(B, len(w) - 1, w, idx, per, window=L._window,
                            quotient=L._quotient)
    except LinearPretensionFailure:
        return
    sizes = G.encoding().heap_sizes()
    pts = [L._game_point(y, base=True) for y in itertools.product(range(4), repeat=len(w))]
    assert any(M.is_P_position(x) != octal_is_P('0.07', heaps_of_counts(x, sizes), True)
               for x in pts)


def _grundy():
    return games.heap_game(grundy_moves, 29, name="Grundy's game with heaps of size at most 29",
                           play='misere')


def _saved_frontier(game):
    with np.load(DATA, allow_pickle=False) as data:
        return BoundedPretension(game, data["delta"].astype(np.int64), data["P"].astype(bool))


def _heaps(heaps):
    # the position of Grundy's game with the given heaps (sizes 3 to 29)
    x = [0] * 27
    for h, e in heaps.items():
        x[h - 3] += e
    return tuple(x)


def _grundy_options(x):
    # the options of a position of Grundy's game (heaps 1 and 2 have no move: dropped)
    out = []
    for i, c in enumerate(x):
        if c:
            for a, b in grundy_moves(i + 3):
                y = list(x)
                y[i] -= 1
                for part in (a, b):
                    if part >= 3:
                        y[part - 3] += 1
                out.append(tuple(y))
    return out


def _random_slice_position(rng, heaps, p, many):
    # a position of the slice above 27 + 2 x 29 of Grundy's game: up to `heaps` random heaps
    # <= 25, and with probability p up to `many` more heaps of each of the sizes 13, ..., 25
    # of the counter
    y = {27: 1, 29: 2}
    for _ in range(rng.randrange(heaps)):
        h = rng.randrange(3, 26)
        y[h] = y.get(h, 0) + 1
    for h in (13, 16, 19, 22, 25):
        if rng.random() < p:
            y[h] = y.get(h, 0) + rng.randrange(many)
    return _heaps(y)


@pytest.fixture(scope="module")
def grundy_slice():
    game = _grundy()
    B = _saved_frontier(game)
    return game, B, find_slice_pretension(game, frontier=B, max_seconds=None)


def test_grundy_29_frontier_data(grundy_slice):
    game, B, L = grundy_slice
    assert B.order() == 12672
    assert B.least_failure() == _heaps({3: 1, 13: 8, 18: 1, 25: 7, 27: 1, 29: 2})
    assert slice_first(B)


def test_grundy_29_is_infinite(grundy_slice):
    game, B, L = grundy_slice
    assert L.top() == _heaps({27: 1, 29: 2})
    w = L.parameters()[0]
    assert {i + 3: a for i, a in enumerate(w) if a} == {13: 1, 16: 1, 19: 1, 22: 1, 25: -1}
    assert len(L.monoid()) == 40
    C = HeapInfinitenessCertificate(L)
    assert not C.is_finite()
    # x_n = (2 + 2n) heaps 25, r_n = 18 + 27 + 2 x 29 + (2 + 2n) heaps 13: P iff m > n
    assert C.position(0) == _heaps({25: 2})
    assert C.distinguisher(0) == _heaps({13: 2, 18: 1, 27: 1, 29: 2})
    assert [[C.is_P_position(m, n) for n in range(5)] for m in range(5)] == \
        [[m > n for n in range(5)] for m in range(5)]
    assert C.is_P_position(10**12 + 1, 10**12) and not C.is_P_position(10**12, 10**12)
    C._test_family()
    record = C.certificate()
    assert record["theorem"].startswith("infinite misère quotient (Theorem 3")
    assert record["pretension theorem"].startswith("slice pretension (Theorem 4")
    assert record["slice"]["top"] == L.top()


def test_grundy_29_slice_agrees_with_the_frontier(grundy_slice):
    game, B, L = grundy_slice
    # the law of the frontier, b <= 6 heaps 25 and a heaps of one of the sizes 13, ..., 22
    for h in (13, 16, 19, 22):
        for a in range(14):
            for b in range(7):
                for base in ({18: 1}, {3: 1, 18: 1}, {}, {3: 1}):
                    x = _heaps({**base, 27: 1, 29: 2, 25: b, h: a})
                    assert B.is_proven(x)
                    assert L.is_P_position(x) == B.is_P_position(x), x
    # random positions of the slice that the frontier proves
    rng = random.Random(29)
    compared = 0
    while compared < 3000:
        x = _random_slice_position(rng, 12, 0.4, 8)
        if B.is_proven(x):
            compared += 1
            assert L.is_P_position(x) == B.is_P_position(x), x


def test_grundy_29_slice_hypothesis_at_random_positions(grundy_slice):
    # Theorem 4 (c) checked directly, far beyond what the frontier proves (up to 60 heaps
    # of size 25): a position of the slice is claimed P iff no option is, the options in
    # the slice read off the pretension, those out of it off the frontier
    game, B, L = grundy_slice
    top = L.top()
    rng = random.Random(4)
    for _ in range(2000):
        x = _random_slice_position(rng, 10, 0.5, 60)
        some_P = False
        for o in _grundy_options(x):
            if o[23:] == top[23:]:
                some_P |= L.is_P_position(o)
            else:
                some_P |= B.is_P_position(o)     # raises if not proven (Theorem 4 (a))
        assert L.is_P_position(x) == (not some_P), x


def test_grundy_29_second_monoid(grundy_slice):
    # the same slice with the monoid of the frontier itself (order 108) instead of the
    # congruence 'slice' (order 40): proved as well, with the same outcomes
    game, B, M = grundy_slice
    w = [0] * 23
    idx, per = [None] * 23, [None] * 23
    for h in (13, 16, 19, 22, 25):
        w[h - 3], idx[h - 3], per[h - 3] = (1, 1, 2) if h < 25 else (-1, 2, 2)
    L = SlicePretension(B, 25 - 3, w, idx, per, window=12, quotient='frontier')
    assert M.parameters() == L.parameters() and M != L
    assert len(L.monoid()) == 108 and len(M.monoid()) == 40
    rng = random.Random(7)
    pts = []
    for _ in range(2000):
        y = [0] * 27
        for _ in range(rng.randrange(14)):
            y[rng.randrange(23)] += 1
        y[22] += rng.randrange(30)
        y[10] += rng.randrange(30)
        y[24], y[26] = 1, 2
        pts.append(y)
    assert (L.is_P_positions(pts) == M.is_P_positions(pts)).all()
    # a cycle coarser than the exits quotient allows is refused
    with pytest.raises(ValueError, match="does not refine"):
        SlicePretension(B, 25 - 3, w, idx[:22] + [1], per, window=12)


def test_slice_errors():
    G, B = _early_frontier('0.77', 3, 0)
    assert B.least_failure() == (0, 0, 1)
    L = SlicePretension(B, 1, (1, 0), (2, None), (2, None), window=8)
    assert loads_dumps(L) == L
    with pytest.raises(TypeError, match="BoundedPretension"):
        SlicePretension(L, 1, (1, 0), (2, None), (2, None))
    with pytest.raises(ValueError, match="smaller than the largest heap"):
        SlicePretension(B, 2, (1, 0, 0), (2, None, None), (2, None, None))
    with pytest.raises(ValueError, match="entries"):
        SlicePretension(B, 1, (1, 0, 0), (2, None, None), (2, None, None))
    with pytest.raises(ValueError, match="quotient must be one of"):
        SlicePretension(B, 1, (1, 0), (2, None), (2, None), quotient="none")
    with pytest.raises(ValueError, match="not a position of the slice"):
        L.is_P_position((1, 0, 0))
    with pytest.raises(ValueError, match="every row"):
        L.is_P_positions([(1, 0, 2)])
    full = BoundedPretension(G, *(lambda F: (np.array(F.delta), F.P))(
        G.misere_quotient().finite_data()))
    with pytest.raises(ValueError, match="proven for every position"):
        SlicePretension(full, 1, (1, 0), (2, None), (2, None))
    with pytest.raises(LinearPretensionFailure, match="proven for every position"):
        find_slice_pretension(G, frontier=full)


def loads_dumps(x):
    return pickle.loads(pickle.dumps(x))


@long_test
def test_grundy_29_frontier_is_the_saved_one():
    # the data file is what the frontier computes (about two minutes)
    game = _grundy()
    B = pretension_frontier(game, copies=12, max_seconds=None)
    with np.load(DATA, allow_pickle=False) as data:
        assert np.array_equal(np.asarray(B._delta), data["delta"])
        assert np.array_equal(np.asarray(B._P, dtype=np.uint8), data["P"])


@long_test
def test_grundy_29_decided_by_default():
    # the defaults of the front door decide: the construction runs out of time at heap 29,
    # and the proof that the quotient is infinite follows (about three minutes)
    C = _grundy().misere_quotient()
    assert not C.is_finite()
    assert C.certificate()["pretension theorem"].startswith("slice pretension")
    C2 = prove_infinite_heap_quotient(_grundy())
    assert C2 == C
