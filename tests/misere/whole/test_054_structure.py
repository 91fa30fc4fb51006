"""
The structure of the bounded misère quotients of 0.54 (evidence, not a proof: doc/infinite_whole_games).

Each statement below is checked on the proved quotients Q_N of the heaps <= N for a few N; none is
proved for every N, and nothing here proves the whole quotient of 0.54 infinite.  The small
positions are compared with the memoized brute-force misère solver (tests/oracles.py).
"""
import itertools
import random

import pytest

from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.whole.periodicity import OctalRules
from oracles import octal_is_P


def quotient(N):
    rules = OctalRules("0.54")
    F = misere_quotient_data(rules.lattice_game(N), progress=False, max_seconds=120)
    # a heap without a move (the heap 2) is the empty game
    return F, rules.position_state(F, N)


def kind(h):
    # the classes of heaps that the quotients show: s, c, d, a_i = H_{7i}, b_i = H_{7i+3}
    if h in (1, 3, 8):
        return "s"
    if h in (4, 5, 6) or (h > 7 and h % 7 in (4, 5, 6)):
        return "c"
    if h == 9 or (h > 14 and h % 7 in (1, 2)):
        return "d"
    return "a" if h % 7 == 0 else "b"


@pytest.mark.parametrize("n", [3, 5, 7])
def test_orders_heap_classes_idempotents_and_kernel(n):
    for N, order in ((7 * n, 2 * (n + 1) * (n + 3)), (7 * n + 3, 2 * (n + 1) * (n + 5))):
        F, image = quotient(N)
        assert len(F.P) == order                       # |Q_7n| = 2(n+1)(n+3), |Q_7n+3| = 2(n+1)(n+5)
        rep = {}
        for h in range(1, N + 1):
            if kind(h) in "scd":
                assert rep.setdefault(kind(h), image((h,))) == image((h,)), (N, h)
        idem = F.idempotents()
        kernel = set(F.minimal_ideal())
        assert len(kernel) == 8 and sum(F.P[u] for u in kernel) == 1   # (Z/2)^3, normal play
        rng = random.Random(N)
        for _ in range(300):                           # three heaps 7i put a position in it
            x = [7 * rng.randint(1, n) for _ in range(3)] + [rng.randint(1, N)
                                                             for _ in range(rng.randint(0, 4))]
            assert image(x) in kernel, x
        if N % 7 == 3:
            # one idempotent per heap b_i = H_{7i+3} (its square), in a chain, and three more
            assert len(idem) == n + 2
            squares = [image((7 * i + 3,) * 2) for i in range(1, n + 1)]
            assert len(set(squares)) == n and all(s in idem for s in squares)
            assert all(F.mul(squares[i], squares[j]) == squares[max(i, j)]
                       for i in range(n) for j in range(n))


def test_two_heaps_and_the_rule_without_heaps_7i():
    F, image = quotient(45)
    big = [h for h in range(7, 46) if h % 7 in (0, 3)]
    rank = {h: 2 * (h // 7) + (h % 7 == 3) for h in big}
    for x, y in itertools.combinations_with_replacement(big, 2):
        P = bool(F.P[image((x, y))])
        if kind(x) == kind(y):
            assert P == (x == y)                       # a_i + a_j, b_i + b_j: P iff i = j
        else:
            assert P == (abs(rank[x] - rank[y]) >= 3)  # a_i + b_j: P iff the ranks differ by >= 3
    # no heap 7i, the largest heap 7k + 3 (k >= 2) at least twice: P iff #b + #s + #d and #c
    # are even (as in normal play); with that heap once, the same and a heap c or d besides
    rng = random.Random(0)
    for _ in range(3000):
        top = rng.choice([17, 24, 31, 38, 45])
        x = [top] * rng.randint(1, 3) + [rng.choice([h for h in (1, 3, 4, 9, 10, 11, 15, 17, 24)
                                                     if h < top or kind(h) != "b"])
                                         for _ in range(rng.randint(0, 6))]
        count = {k: sum(1 for h in x if kind(h) == k) for k in "sbcd"}
        normal = (count["b"] + count["s"] + count["d"]) % 2 == 0 and count["c"] % 2 == 0
        if x.count(top) == 1:
            normal = normal and count["c"] + count["d"] > 0
        assert bool(F.P[image(x)]) == normal, x


def test_small_positions_against_brute_force():
    F, image = quotient(24)
    for x in itertools.combinations_with_replacement(range(1, 25), 2):
        assert bool(F.P[image(x)]) == octal_is_P("0.54", tuple(x), True), x
    for x in itertools.combinations_with_replacement(range(1, 12), 3):
        assert bool(F.P[image(x)]) == octal_is_P("0.54", tuple(x), True), x
