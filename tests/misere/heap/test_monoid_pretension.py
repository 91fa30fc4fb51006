r"""
Linear pretensions with a monoid (Theorem 2' of
sage_latticegames.misere.heap.linear_pretension): the product of cycles of
0.3122 written as a monoid, and misère 0.76 with heaps of size at most 12,
against the engine of the game and a brute-force misère solver on sums of heaps
(tests/oracles.py).
"""
import itertools
import pickle
import random

import numpy as np
import pytest

from sage_latticegames import games, LatticeGame
from oracles import heaps_of_counts, octal_is_P
from sage_latticegames.misere.heap.linear_pretension import (
    LinearPretension, LinearPretensionFailure, HeapInfinitenessCertificate,
    find_monoid_pretension, prove_infinite_heap_quotient, monoid_types, _submonoid)

W3122 = (0, 0, 0, 0, 1, 0, -1)
I3122 = (2, 3, 2, 2, 1, 2, 2)
P3122 = (2, 2, 2, 2, 1, 2, 4)
# the counter of 0.76: the heaps of size 7 minus the heaps of size 12
W076 = (0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1)


def cycles_as_monoid(cycles):
    r"""
    The transition table of the product of the cyclic monoids ``cycles`` (pairs
    ``(i, p)``): the state of the classes ``(c_1, ..., c_m)`` is their index in
    ``itertools.product`` (so ``0`` is the identity).
    """
    states = list(itertools.product(*[range(i + p) for i, p in cycles]))
    number = {u: k for k, u in enumerate(states)}

    def step(c, i, p):
        return c + 1 if c + 1 < i + p else i
    return [[number[u[:j] + (step(u[j], *cycles[j]),) + u[j + 1:]] for j in range(len(cycles))]
            for u in states]


@pytest.fixture(scope="module")
def G076():
    return games.octal('0.76', 12, play='misere')


@pytest.fixture(scope="module")
def L076(G076):
    # the search: the pretension frontier (order 250), S = the heaps 7 and 12 (its longest
    # cycles), the monoid of the other ten heaps (order 22); about 4 s
    return find_monoid_pretension(G076, max_seconds=120)


def test_0_3122_with_its_cycles_as_a_monoid():
    # the five coordinates outside S = {5, 7} as one monoid, the product of their cycles:
    # the same map kappa up to the numbering of U, hence the same outcomes and tails
    G = games.octal('0.3122', 7, play='misere')
    L = LinearPretension(G, W3122, I3122, P3122, window=10)
    S = (4, 6)
    F = cycles_as_monoid([(I3122[h], P3122[h]) for h in range(7) if h not in S])
    idx = [I3122[h] if h in S else None for h in range(7)]
    per = [P3122[h] if h in S else None for h in range(7)]
    M = LinearPretension(G, W3122, idx, per, window=10, monoid=F, check="types")
    assert len(F) == 1280 and M.monoid().shape == (1280, 5)
    assert M.tails() == L.tails()
    # the F-types of a product of cycles are the products of the kinds: as many types
    assert M.certificate()["types"] == L.certificate()["types"] == 78750
    # (a cycle (i, p) has i + p + 1 kinds, and as many F-types: 5 * 6 * 5 * 5 * 5)
    assert M.certificate()["monoid"]["types"] == 3750
    # the antichain searches (Theorem 2'') prove it too, the same table
    N = LinearPretension(G, W3122, idx, per, window=10, monoid=F)
    assert N.certificate()["monoid"]["check"] == "antichain" and np.array_equal(N._A, M._A)
    X = np.array(list(itertools.product(range(6), range(5), range(4), range(4), range(12),
                                        range(4), range(12))))
    assert np.array_equal(M.is_P_positions(X), L.is_P_positions(X))
    rng = random.Random(3122)
    for _ in range(300):
        x = tuple(rng.randrange(0, 10**rng.randrange(1, 12)) for _ in range(7))
        assert M.is_P_position(x) == L.is_P_position(x), x
    C, D = HeapInfinitenessCertificate(M), HeapInfinitenessCertificate(L)
    assert (C.position(3), C.distinguisher(3)) == (D.position(3), D.distinguisher(3))


def test_monoid_types_against_their_definition():
    # tau(y) computed from its definition on a box of positions: the types of the box are
    # F-types of the search, and (the box large enough) all of them; the positions the
    # search gives have their types
    F = np.array(cycles_as_monoid([(1, 2), (0, 3)]))

    def phi(y):
        u = 0
        for j, c in enumerate(y):
            for _ in range(c):
                u = int(F[u, j])
        return u

    def tau(y):
        return (phi(y),) + tuple(phi(y[:j] + (y[j] - 1,) + y[j + 1:]) if y[j] else -1
                                 for j in range(len(y)))
    T, Y = monoid_types(F)
    found = {tuple(t) for t in T.tolist()}
    assert len(found) == len(T) and tuple(T[0]) == (0, -1, -1)
    assert {tau(y) for y in itertools.product(range(8), repeat=2)} == found
    assert all(tau(tuple(y)) == tuple(t) for t, y in zip(T.tolist(), Y.tolist()))
    # the monoid of a frontier: a submonoid relabelled from 0
    sub = _submonoid(F, [1])
    assert sub.shape == (3, 1) and sorted(sub[:, 0].tolist()) == [0, 1, 2]


def test_0_76_is_proved_by_a_monoid(L076):
    w, idx, per = L076.parameters()
    assert w == W076
    assert [i for i in idx if i is not None] == [1, 1] and idx[6] == idx[11] == 1
    assert [p for p in per if p is not None] == [2, 2]
    c = L076.certificate()
    assert c["monoid"]["order"] == 22 and c["monoid"]["check"] == "antichain"
    assert c["monoid"]["coordinates"] == (0, 1, 2, 3, 4, 5, 7, 8, 9, 10)
    assert c["theorem"].startswith("linear pretension with a monoid")
    # the other check (Theorem 2': every F-type) proves the same candidate
    T = LinearPretension(L076.game(), w, idx, per, window=L076._window, monoid=L076.monoid(),
                         check="types")
    t = T.certificate()
    assert t["monoid"]["types"] == 7404 and t["types"] == 7404 * 4 * 4
    assert np.array_equal(T._A, L076._A)
    assert L076.proof().theorem() == "linear pretension theorem"
    assert "monoid of order 22 on the heaps 1, 2, 3, 4, 5, 6, 8, 9, 10, 11" in repr(L076)


def test_0_76_against_the_engine(L076, G076):
    # every position of the level region ell(x) <= 50 (713,932 positions, at most seven
    # heaps of size 7 and four of size 12), solved by the engine of the game
    sol = G076.solve(level=50)
    on = np.asarray(sol.on_board, dtype=bool)
    X = np.asarray(sol.points, dtype=np.int64)[on]
    P = np.asarray(sol.is_P, dtype=bool)[on]
    assert len(X) > 7 * 10**5
    assert np.array_equal(L076.is_P_positions(X), P)
    # is_P_position (Python integers) agrees with the vectorized form
    rng = random.Random(76)
    for k in rng.sample(range(len(X)), 300):
        assert L076.is_P_position(X[k]) == P[k]


def test_0_76_against_brute_force(L076):
    # a memoized misère search on sums of heaps (independent of the package): small
    # positions with heaps of sizes 7 and 12 and a few others
    is_P = lambda x: octal_is_P('0.76', heaps_of_counts(x), True)  # noqa: E731
    for a in range(4):
        for b in range(3):
            for y in [(), (1,), (0, 0, 1), (0, 0, 0, 0, 1), (0,) * 10 + (1,)]:
                x = list(y) + [0] * (12 - len(y))
                x[6] += a
                x[11] += b
                if any(x):
                    assert L076.is_P_position(x) == is_P(x), x
    rng = random.Random(12)
    n = 0
    while n < 120:
        x = [rng.randrange(0, 3) if rng.random() < 0.35 else 0 for _ in range(12)]
        x[6], x[11] = rng.randrange(0, 4), rng.randrange(0, 3)
        if any(x) and sum((h + 1) * c for h, c in enumerate(x)) <= 34:
            n += 1
            assert L076.is_P_position(x) == is_P(x), x


def test_0_76_has_an_infinite_quotient(L076, G076):
    C = HeapInfinitenessCertificate(L076)
    assert C.is_finite() is False
    # x_n = (1 + 2n) heaps of size 12, r_n = (1 + 2n) heaps of size 7: P iff m > n
    assert C.position(2)[11] == 5 and C.distinguisher(2)[6] == 5
    assert [[C.is_P_position(m, n) for n in range(6)] for m in range(6)] == \
        [[m > n for n in range(6)] for m in range(6)]
    assert C.is_P_position(10**15 + 1, 10**15) and not C.is_P_position(10**15, 10**15)
    # Theorem 3's family on the engine (m, n < 2), and by brute force (the three smallest)
    assert C.check_on_game(2)
    for m, n in [(0, 0), (1, 0), (0, 1)]:
        x = tuple(a + b for a, b in zip(C.position(m), C.distinguisher(n)))
        assert octal_is_P('0.76', heaps_of_counts(x), True) == (m > n), (m, n)
    assert "monoid of order 22" in repr(C)
    cert = C.certificate()
    assert cert["family"] == {"x_n": (11, 1, 2), "r_n": (6, 1, 2)}
    assert cert["pretension theorem"].startswith("linear pretension with a monoid")


def test_0_76_pickling_and_files_prove_again(L076, tmp_path):
    # unpickling proves the pretension again (about 3 s each)
    L = pickle.loads(pickle.dumps(L076))
    assert L == L076 and hash(L) == hash(L076)
    assert np.array_equal(L._A, L076._A) and np.array_equal(L.monoid(), L076.monoid())
    C = HeapInfinitenessCertificate(L076)
    from sage.misc.persist import save, load
    path = str(tmp_path / "c076.sobj")
    save(C, path)
    D = load(path)
    assert D == C and D.pretension().certificate()["types"] == C.pretension().certificate()["types"]


def test_0_76_test_suites(L076):
    from sage.misc.sage_unittest import TestSuite
    TestSuite(L076).run()
    TestSuite(HeapInfinitenessCertificate(L076)).run()


def test_the_front_door_takes_the_route_of_the_monoid(G076):
    # twelve heap sizes (more than 8): prove_infinite_heap_quotient goes to the monoid,
    # and the misère front door with it
    from sage_latticegames.misere.infinite import prove_infinite_quotient
    C = prove_infinite_quotient(G076, max_seconds=120)
    assert isinstance(C, HeapInfinitenessCertificate) and not C.is_finite()
    assert C.pretension().monoid() is not None and C.pretension().parameters()[0] == W076


def test_changed_tables_are_refused(L076):
    # the check of Theorem 2' refuses the proved table with an entry flipped at a pair
    # (u, t) of the checked range that a position reaches
    A = L076._A
    D = max(abs(s) for _, _, s in L076._moves)
    TL = L076._TL
    L076._check(A, D, None)
    rng = random.Random(5)
    flipped = 0
    while flipped < 6:
        x = [rng.randrange(0, 3) if rng.random() < 0.3 else 0 for _ in range(12)]
        x[6], x[11] = rng.randrange(0, 5), rng.randrange(0, 5)
        if not any(x):
            continue
        u, t = L076.image(x)
        if not -4 <= t <= 4:
            continue
        B = A.copy()
        row = L076._uid(u)
        for s in range(B.shape[1]):
            if L076._reduced(s + TL) == L076._reduced(t):
                B[row, s] = 1 - B[row, s]
        # both checks refuse it (Theorem 2'': the antichain searches; Theorem 2': the types)
        for check in ("antichain", "types"):
            L076._check_algorithm = check
            try:
                with pytest.raises(LinearPretensionFailure):
                    L076._check(B, D, None)
            finally:
                L076._check_algorithm = "antichain"
        flipped += 1


def test_a_coarse_monoid_is_refused(G076, L076):
    # the trivial monoid on the ten heaps (every count outside S forgotten) is refused,
    # with a position of the game it misclassifies
    w, idx, per = L076.parameters()
    with pytest.raises(LinearPretensionFailure) as err:
        LinearPretension(G076, w, idx, per, window=12, monoid=[[0] * 10])
    x = err.value.witness
    assert x is not None and len(x) == 12 and min(x) >= 0 and any(x)


def test_bad_input_with_a_monoid():
    K = games.octal('0.77', 3, play='misere')
    ok = dict(window=6)
    with pytest.raises(ValueError, match="None only at the coordinates of a monoid"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), **ok)
    with pytest.raises(ValueError, match="at the same coordinates"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (1, 1, 1), monoid=[[0]], **ok)
    with pytest.raises(ValueError, match="at least one"):
        LinearPretension(K, (0, 1, -1), (1, 1, 1), (1, 1, 1), monoid=[[0]], **ok)
    with pytest.raises(ValueError, match="vanish on the coordinates of the monoid"):
        LinearPretension(K, (1, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[0]], **ok)
    with pytest.raises(ValueError, match="one column per coordinate"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[0, 0]], **ok)
    with pytest.raises(ValueError, match="list states in range"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[1]], **ok)
    with pytest.raises(ValueError, match="reachable from the identity"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[0], [1]], **ok)
    with pytest.raises(ValueError, match="not commutative"):
        LinearPretension(K, (0, 0, 1), (None, None, 1), (None, None, 1),
                         monoid=[[1, 2], [0, 0], [1, 1]], **ok)
    with pytest.raises(ValueError, match="transition table"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[0], [0, 1]], **ok)
    with pytest.raises(ValueError, match="check must be 'antichain' or 'types'"):
        LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[0]], check="all",
                         **ok)
    # a generalized misère board: not with a monoid
    from sage_latticegames.game_board import GameBoard
    H = LatticeGame([(-1, -1, 1), (0, 1, 0), (1, 0, 0)],
                    GameBoard.orthant(3, defeated=[(0, 0, 0), (0, 1, 0)]))
    with pytest.raises(ValueError, match="normal or misère play"):
        LinearPretension(H, (0, 1, -1), (None, 2, 2), (None, 2, 2), monoid=[[0]], **ok)
    with pytest.raises(ValueError, match="normal or misère play"):
        find_monoid_pretension(H)
    # what the product of cycles has and a monoid has not
    G = games.octal('0.77', 2, play='misere')
    M = LinearPretension(G, (1, 0), (2, None), (2, None), window=8, monoid=[[1], [2], [3], [2]])
    with pytest.raises(NotImplementedError, match="product of cyclic monoids"):
        M.affine_stratification()
    assert M.P_portion_counters((1, 3)) == LinearPretension(
        G, (1, 0), (2, 2), (2, 2), window=8).P_portion_counters((3, 1))
    with pytest.raises(ValueError, match="an element 0 <= f < 4 of F"):
        M.P_portion_counters((4, 0))
    # equal outcomes, other pretensions (a monoid against a product of cycles)
    assert M != LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)
    assert M == LinearPretension(G, (1, 0), (2, None), (2, None), window=8,
                                 monoid=[[1], [2], [3], [2]])


def test_a_finite_quotient_is_reported():
    # misère Nim with heaps <= 2: the pretension frontier is its (finite) quotient
    with pytest.raises(LinearPretensionFailure, match="is finite"):
        prove_infinite_heap_quotient(games.nim(2, 'misere'), max_seconds=3)
    with pytest.raises(LinearPretensionFailure, match="within 0 s"):
        find_monoid_pretension(games.octal('0.76', 12, play='misere'), max_seconds=0)


def test_a_failed_proof_carries_the_frontier_it_reached(monkeypatch):
    # misère 0.14 with heaps <= 22 (open): the frontier is reached in seconds, no linear
    # pretension with a monoid is found within the budget; the failure carries the frontier,
    # what is proven (outcomes below its least failure, a lower bound), labelled as such
    from sage_latticegames.misere.heap.frontier import BoundedPretension
    G = games.octal('0.14', 22, play='misere')
    with pytest.raises(LinearPretensionFailure, match="proven instead") as info:
        prove_infinite_heap_quotient(G, max_seconds=8)
    B = info.value.frontier
    assert isinstance(B, BoundedPretension) and B.least_failure() is not None
    assert "at least %s elements" % B.lower_bound() in str(info.value)
    assert B.lower_bound() > 96                       # the quotient of the heaps <= 21
    x = B.distinguished_positions()[1]
    assert B.is_proven(x) and B.is_P_position(x) == G.is_P_position(x)
    # the front door hands it on with its budget error
    from sage_latticegames.misere import misere_quotient, MisereQuotientBudgetError
    import sage_latticegames.misere.heap.linear_pretension as lp

    def failing(game, max_seconds=None, progress=False):
        raise LinearPretensionFailure("no proof", frontier=B)
    monkeypatch.setattr(lp, "prove_infinite_heap_quotient", failing)
    with pytest.raises(MisereQuotientBudgetError, match="no proof") as info:
        misere_quotient(games.octal('0.07', 33, play='misere'), max_seconds=0.2)
    assert info.value.frontier is B
