r"""
Misère Dawson's Kayles 0.07 with heaps of size at most 34 (misère Dawson's
chess 0.137 with heaps of size at most 33): its misère quotient is infinite,
by a linear pretension with a monoid (Theorem 2'' of
sage_latticegames.misere.heap.linear_pretension) and Theorem 3 with the base
H25 (doc/infinite_quotients.rst).

The proof takes about two minutes (long tests).  Its outcomes are checked
against independent routes:

* the pretension frontier (misere/heap/frontier.py: another construction, with
  its own verification), on random positions it proves;
* the finite quotient of the heaps <= 33 (the heap-by-heap construction), on
  positions without a heap of size 34;
* a memoized brute-force misère search on sums of heaps (tests/oracles.py), on
  small positions with heaps of sizes 30 and 34.
"""
import pickle
import random

import numpy as np
import pytest

from sage_latticegames import games
from sage_latticegames.misere.heap.frontier import pretension_frontier
from sage_latticegames.misere.heap.linear_pretension import (
    HeapInfinitenessCertificate, LinearPretension, prove_infinite_heap_quotient, _submonoid)

from helpers import long_test
from oracles import heaps_of_counts, octal_is_P

# the coordinates of 0.07 with heaps <= 34: coordinate j is the heap j + 2
D = 33
H30, H34, H25 = 28, 32, 23


def heaps(**counts):
    # the position with counts of the heaps named h30=..., h34=..., h25=...
    x = [0] * D
    for name, c in counts.items():
        x[int(name[1:]) - 2] += c
    return x


@pytest.fixture(scope="module")
def G():
    return games.octal('0.07', 34, play='misere')


@pytest.fixture(scope="module")
def C(G):
    # the front door (about 85 s on a quiet machine; no time limit here, for a loaded one)
    return prove_infinite_heap_quotient(G, max_seconds=None)


@pytest.fixture(scope="module")
def B(G):
    return pretension_frontier(G, copies=12, max_seconds=None)


@long_test
def test_the_quotient_is_infinite(C):
    assert not C.is_finite()
    L = C.pretension()
    w, idx, per = L.parameters()
    assert [i for i, c in enumerate(w) if c] == [H30, H34] and w[H30] == 1 and w[H34] == -1
    assert (idx[H30], per[H30], idx[H34], per[H34]) == (2, 2, 2, 2)
    cert = L.certificate()
    assert cert["monoid"]["order"] == 1456 and cert["monoid"]["check"] == "antichain"
    assert len(cert["monoid"]["coordinates"]) == 31
    # Theorem 3 with the base H25: x_m = (2 + 2m) H34, r_n = H25 + (2 + 2n) H30
    assert C.position(3) == tuple(heaps(h34=8))
    assert C.distinguisher(3) == tuple(heaps(h25=1, h30=8))
    assert C.certificate()["family"]["base"] == tuple(heaps(h25=1))
    assert [[C.is_P_position(m, n) for n in range(8)] for m in range(8)] == \
        [[m <= n for n in range(8)] for m in range(8)]
    assert C.is_P_position(10**12, 10**12) and not C.is_P_position(10**12 + 1, 10**12)
    assert "a heap of size 25 + (2 + 2n) heaps of size 30" in repr(C)


@long_test
def test_against_the_frontier(C, B):
    # the proven outcomes of the frontier (at most 13 heaps of size 34)
    L = C.pretension()
    assert B.least_failure()[H34] == 14
    rng = random.Random(34)
    proven = 0
    for _ in range(30000):
        x = [0] * D
        for _ in range(rng.randrange(1, 8)):
            x[rng.randrange(D)] += 1
        x[H30] += rng.randrange(0, 14)
        x[H34] += rng.randrange(0, 13)
        if any(x) and B.is_proven(x):
            proven += 1
            assert bool(B.is_P_position(x)) == L.is_P_position(x), x
    assert proven > 25000
    # the family itself, as far as the frontier proves it
    for m in range(5):
        for n in range(5):
            x = [a + b for a, b in zip(C.position(m), C.distinguisher(n))]
            if B.is_proven(x):
                assert bool(B.is_P_position(x)) == (m <= n)
    # the submonoid of the other heaps is the monoid of the proof
    Sc = [h for h in range(D) if h not in (H30, H34)]
    assert np.array_equal(_submonoid(np.asarray(B._delta, dtype=np.int64), Sc), L.monoid())


@long_test
def test_against_the_quotient_of_heaps_33_and_brute_force(C):
    L = C.pretension()
    Q = games.octal('0.07', 33, play='misere').misere_quotient()
    assert Q.cardinality() == 638
    rng = random.Random(33)
    for _ in range(5000):
        x = [0] * D
        for _ in range(rng.randrange(1, 10)):
            x[rng.randrange(D - 1)] += 1
        x[H30] += rng.randrange(0, 12)
        if any(x):
            assert Q.is_P_position(x[:D - 1]) == L.is_P_position(x), x
    # brute force: small positions with a heap of size 30 or 34
    n = 0
    while n < 300:
        x = [0] * D
        for _ in range(rng.randrange(0, 4)):
            x[rng.randrange(D)] += 1
        x[H34 if rng.random() < 0.5 else H30] += 1
        if sum((h + 2) * c for h, c in enumerate(x)) <= 50:
            n += 1
            assert octal_is_P('0.07', heaps_of_counts(x, sizes=range(2, 35)), True) == \
                L.is_P_position(x), x


@long_test
def test_the_two_checks_and_unpickling(C):
    # unpickling proves the pretension again; a refused candidate (the cycles (1, 2))
    # is refused with a position
    L = C.pretension()
    M = pickle.loads(pickle.dumps(L))
    assert M == L and np.array_equal(M._A, L._A)
    w, idx, per = L.parameters()
    low = [None if i is None else 1 for i in idx]
    from sage_latticegames.misere.heap.linear_pretension import LinearPretensionFailure
    with pytest.raises(LinearPretensionFailure) as err:
        LinearPretension(L.game(), w, low, per, window=12, monoid=L.monoid())
    assert err.value.witness is not None
    assert HeapInfinitenessCertificate(M) == C


@long_test
def test_dawson_chess_0_137_with_heaps_33():
    # the same game, heaps shifted by one: its own proof
    C = prove_infinite_heap_quotient(games.octal('0.137', 33, play='misere'), max_seconds=None)
    assert not C.is_finite()
    w = C.pretension().parameters()[0]
    assert [i for i, c in enumerate(w) if c] == [28, 32]     # heaps 29 and 33
    assert C.certificate()["family"]["base"][23] == 1          # a heap of size 24


@long_test
def test_the_catalogue_row_is_proved_again():
    # the shipped row of 0.07: infinite with heaps <= 34, its certificate file proved again
    # when it is loaded (about 85 s)
    from sage_latticegames.catalogue import octal_catalogue
    C = octal_catalogue()
    R = C["0.07"]
    assert (R.misere_status, R.misere_proof, R.misere_infinite_heaps) == \
        ("infinite", "linear pretension", 34)
    assert C.certify("0.07")
    D = R.certificate()
    assert not D.is_finite() and D.certificate()["family"]["base"][H25] == 1
