r"""
Tests of :mod:`sage_latticegames.games` (Examples 2.1, 2.4, 2.5, 6.4, 8.7 and
Theorem 5.1 of [GM]).

The outcomes computed on the lattice games are compared with computations made
directly on the original games, independently of the encodings:

- octal games in normal play: the Sprague--Grundy theorem, with Grundy values
  of single heaps computed by the mex rule straight from the octal code;
- octal games and Nim in misère play: a recursive search over multisets of
  heaps (heaps without moves included);
- closures of random finite games: a recursive search over sums of followers.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools
from functools import lru_cache, reduce
from operator import xor

import pytest
from hypothesis import given, settings, strategies as st

from sage.misc.persist import loads, dumps
from sage.misc.sage_unittest import TestSuite as run_test_suite

from sage_latticegames import games
from sage_latticegames.games import HeapEncoding, FollowerEncoding

from oracles import grundy, heap_options, octal_is_P, sum_options

CODES = ['0.07', '0.137', '0.77', '0.15', '0.123', '4.7']


# ---------------------------------------------------------------------------
# independent implementations on the original games

def multisets(max_heap, max_beans):
    r"""
    All multisets of heaps of sizes 1..max_heap with at most max_beans beans.
    """
    def rec(largest, beans):
        yield ()
        for h in range(1, min(largest, beans) + 1):
            for rest in rec(h, beans - h):
                yield rest + (h,)
    return [tuple(sorted(m, key=repr)) for m in rec(max_heap, max_beans)]


def weight(E, heaps):
    return sum(w * m for w, m in zip(E.positivity_witness(), E.position(heaps)))


# ---------------------------------------------------------------------------
# Nim: Examples 2.1, 2.4, 8.7 of [GM] and Bouton's theorem

def test_nim_example_2_4():
    G = games.nim(2)
    assert G.rule_set().tuples() == ((1, 0), (0, 1), (-1, 1))
    assert G.board().defeated_generators() == () or not G.defeated_positions()
    assert G.encoding().heap_sizes() == (1, 2)
    assert G.encoding().positivity_witness() == (1, 2)


def test_nim2_P_positions_example_8_7():
    S = games.nim(2).solve(level=40)
    for (x, y), is_P in zip(S.points.tolist(), S.is_P.tolist()):
        assert is_P == (x % 2 == 0 and y % 2 == 0)
    S = games.nim(2, 'misere').solve(level=40)
    for (x, y), is_P, on in zip(S.points.tolist(), S.is_P.tolist(), S.on_board.tolist()):
        assert on == ((x, y) != (0, 0))
        assert is_P == ((y == 0 and x % 2 == 1) or (y >= 2 and x % 2 == 0 and y % 2 == 0))


@pytest.mark.parametrize("n", [3, 4, 5])
def test_nim_bouton(n):
    G, M = games.nim(n), games.nim(n, 'misere')
    E = G.encoding()
    assert E == M.encoding() and E.heap_sizes() == tuple(range(1, n + 1))
    w = E.positivity_witness()
    S, T = G.solve(level=12, functional=w), M.solve(level=12, functional=w)
    for p, P_normal, P_misere in zip(S.points.tolist(), S.is_P.tolist(), T.is_P.tolist()):
        heaps = E.heaps(p)
        x = reduce(xor, heaps, 0)
        assert P_normal == (x == 0)
        if heaps and max(heaps) == 1:
            assert P_misere == (len(heaps) % 2 == 1)
        else:
            assert P_misere == (bool(heaps) and x == 0)


# ---------------------------------------------------------------------------
# octal games (Example 6.4 of [GM])

@pytest.mark.parametrize("code", CODES)
def test_octal_normal_play_sprague_grundy(code):
    n = 9
    G = games.octal(code, n)
    E = G.encoding()
    # the coordinates are exactly the heap sizes with a move
    assert E.heap_sizes() == tuple(i for i in range(1, n + 1) if heap_options(code, i))
    S = G.solve(level=14, functional=E.positivity_witness())
    assert S.determined.all() and S.on_board.all()
    assert len(S) > 100
    for p, is_P in zip(S.points.tolist(), S.is_P.tolist()):
        assert is_P == (reduce(xor, (grundy(code, h) for h in E.heaps(p)), 0) == 0)


@pytest.mark.parametrize("code", CODES)
def test_octal_misere_play_recursive(code):
    n = 7
    M = games.octal(code, n, 'misere')
    E = M.encoding()
    heaps_list = multisets(n, 11)
    S = M.solve(level=max(weight(E, h) for h in heaps_list), functional=E.positivity_witness())
    for heaps in heaps_list:
        p = E.position(heaps)
        if not any(p):
            # only heaps without moves: the player to move wins misère play
            assert not octal_is_P(code, heaps, True)
            assert not M.is_position(p)
        else:
            assert S.outcome(p) == ('P' if octal_is_P(code, heaps, True) else 'N'), heaps


@pytest.mark.parametrize("code", CODES)
def test_octal_normal_play_recursive_with_dead_heaps(code):
    # the heaps without moves (e.g. size 1 in 0.07) are kept in the recursion
    n = 7
    G = games.octal(code, n)
    E = G.encoding()
    for heaps in multisets(n, 9):
        assert G.is_P_position(E.position(heaps)) == octal_is_P(code, heaps, False)


@st.composite
def octal_codes(draw):
    head = draw(st.sampled_from(['0', '4', '']))
    tail = draw(st.lists(st.integers(0, 7), min_size=0, max_size=4))
    return head + '.' + ''.join(map(str, tail))


@settings(max_examples=25, deadline=None)
@given(octal_codes(), st.integers(1, 7))
def test_random_octal_games(code, n):
    if not any(heap_options(code, i) for i in range(1, n + 1)):
        with pytest.raises(ValueError, match="no heap of size at most"):
            games.octal(code, n)
        return
    G = games.octal(code, n)
    E = G.encoding()
    assert E.dead_heap_sizes() == tuple(i for i in range(1, n + 1) if not heap_options(code, i))
    # the rule set: one vector per move, read from the code
    expected = set()
    for i in E.heap_sizes():
        for r in heap_options(code, i):
            expected.add(tuple(E.position([i])[k] - E.position(r)[k] for k in range(E.dimension())))
    assert set(G.rule_set().tuples()) == expected
    # squarefree in the sense of the erratum: one positive entry, equal to 1
    assert all(sorted(x for x in v if x > 0) == [1] for v in expected)
    w = E.positivity_witness()
    assert all(sum(a * b for a, b in zip(w, v)) > 0 for v in expected)
    S = G.solve(level=3 * n, functional=E.positivity_witness())
    for p, is_P in zip(S.points.tolist(), S.is_P.tolist()):
        assert is_P == (reduce(xor, (grundy(code, h) for h in E.heaps(p)), 0) == 0)


def test_octal_codes_equivalent_spellings():
    assert games.octal('0.070', 6) == games.octal('.07', 6)
    assert games.octal('0.07', 6).name().startswith("Dawson's Kayles 0.07")
    assert games.octal('0.137', 6).name().startswith("Dawson's chess 0.137")
    assert games.octal('0.77', 6).name().startswith("Kayles 0.77")
    assert games.octal('0.15', 6).name().startswith("octal game 0.15")
    assert games.octal('0.f', 6).name().startswith("hexadecimal game 0.F")


def test_dawson_chess_is_dawson_kayles_shifted():
    # Grundy values of 0.137 at n are those of 0.07 at n + 1 (classical)
    for n in range(0, 30):
        assert grundy('0.137', n) == grundy('0.07', n + 1)
    G = games.octal('0.137', 9)
    E = G.encoding()
    singles = [n for n in range(1, 10) if G.is_P_position(E.position([n]))]
    assert singles == [n for n in range(1, 10) if grundy('0.07', n + 1) == 0]


def test_hexadecimal_digits():
    # 0.8: remove one bean and split the rest into three nonempty heaps
    G = games.octal('0.8', 7)
    E = G.encoding()
    assert E.heap_sizes() == (4, 5, 6, 7)
    assert games.octal_moves('0.8', 6) == [(1, 1, 3), (1, 2, 2)]
    # 8.: split into three nonempty heaps without removing any bean
    assert games.octal_moves('8.', 4) == [(1, 1, 2)]
    for code in ['0.8', '8.', '0.F', '4.C']:
        G = games.octal(code, 8)
        E = G.encoding()
        S = G.solve(level=12, functional=E.positivity_witness())
        for p, is_P in zip(S.points.tolist(), S.is_P.tolist()):
            assert is_P == (reduce(xor, (grundy(code, h) for h in E.heaps(p)), 0) == 0)


# ---------------------------------------------------------------------------
# heap games (Example 2.5 of [GM])

def test_heap_game_dict_and_function_agree_with_octal():
    for code in CODES:
        n = 6
        moves = {i: list(heap_options(code, i)) for i in range(1, n + 1)}
        G = games.heap_game(moves, n)
        H = games.heap_game(lambda i: heap_options(code, i), n)
        O = games.octal(code, n)
        assert G == H == O
        assert G.encoding() == O.encoding()


def test_grundys_game():
    # split a heap into two nonempty heaps of different sizes
    def moves(i):
        return [(a, i - a) for a in range(1, i) if 2 * a < i]

    @lru_cache(maxsize=None)
    def g(n):
        values = {g(a) ^ g(b) for a, b in moves(n)}
        return next(v for v in itertools.count() if v not in values)
    n = 9
    G = games.heap_game(moves, n, name="Grundy's game")
    E = G.encoding()
    assert E.dead_heap_sizes() == (1, 2)
    S = G.solve(level=16, functional=E.positivity_witness())
    for p, is_P in zip(S.points.tolist(), S.is_P.tolist()):
        assert is_P == (reduce(xor, (g(h) for h in E.heaps(p)), 0) == 0)


def test_heap_game_integer_shorthand_and_zero_heaps():
    G = games.heap_game({1: [0], 2: [0, 1], 3: [(0, 1), 2]})
    assert set(G.rule_set().tuples()) == {(1, 0, 0), (0, 1, 0), (-1, 1, 0), (-1, 0, 1), (0, -1, 1)}


# ---------------------------------------------------------------------------
# arbitrary finite games (Theorem 5.1 of [GM])

@st.composite
def random_games(draw):
    n = draw(st.integers(2, 7))
    options = {0: []}
    for i in range(1, n):
        options[i] = draw(st.lists(st.integers(0, i - 1), max_size=3, unique=True))
    if not options[n - 1]:
        options[n - 1] = [draw(st.integers(0, n - 2))]
    # labels of several types
    label = {i: draw(st.sampled_from([i, 'g%s' % i, ('g', i)])) for i in range(n)}
    return {label[i]: [label[j] for j in options[i]] for i in range(n)}, label[n - 1]


def reachable(options, root):
    seen, todo = {root}, [root]
    while todo:
        for h in options[todo.pop()]:
            if h not in seen:
                seen.add(h)
                todo.append(h)
    return seen


@settings(max_examples=40, deadline=None)
@given(random_games(), st.data())
def test_from_game_random(game, data):
    options, root = game
    follower = sorted(reachable(options, root), key=repr)

    @lru_cache(maxsize=None)
    def canonical(g):
        return frozenset(canonical(h) for h in options[g])

    @lru_cache(maxsize=None)
    def birthday(g):
        return 1 + max((birthday(h) for h in options[g]), default=-1)

    def options_of(g):
        return [(h,) for h in options[g]]

    @lru_cache(maxsize=None)
    def is_P(total, misere):
        opts = sum_options(total, options_of)
        if not opts:
            return not misere
        return all(not is_P(o, misere) for o in opts)

    G = games.from_game(options, root)
    M = games.from_game(options.__getitem__, root, 'misere')
    E = G.encoding()
    assert E == M.encoding()
    nonzero = {canonical(g) for g in follower} - {frozenset()}
    assert G.dimension() == E.dimension() == len(nonzero)
    assert E.labels()[0] == root
    assert set(E.zero_labels()) == {g for g in follower if not options[g]}
    # Theorem 5.1: birthdays are positive on the rule set
    b = E.positivity_witness()
    assert b == tuple(birthday(g) for g in E.labels())
    assert all(sum(x * y for x, y in zip(b, v)) > 0 for v in G.rule_set().tuples())
    # same game <=> same coordinate
    for g, h in itertools.combinations(follower, 2):
        if options[g] and options[h]:
            assert (E.coordinate(g) == E.coordinate(h)) == (canonical(g) == canonical(h))
    for _ in range(6):
        total = data.draw(st.lists(st.sampled_from(follower), max_size=4))
        p = E.position(total)
        total = tuple(sorted(total, key=repr))
        assert G.is_P_position(p) == is_P(total, False)
        if any(p):
            assert M.is_P_position(p) == is_P(total, True)
        else:
            assert not M.is_position(p) and not is_P(total, True)


def test_from_game_nim_heap():
    # the closure of *3 is Nim with heaps of size at most 3, coordinates reversed
    def star(n):
        return ['*%s' % m for m in reversed(range(n))]  # breadth-first order
    G = games.from_game(lambda g: star(int(g[1:])), '*3')
    E = G.encoding()
    assert E.labels() == ('*3', '*2', '*1')
    N = games.nim(3)
    assert {v[::-1] for v in G.rule_set().tuples()} == set(N.rule_set().tuples())
    for p in N.solve(level=12).points.tolist():
        assert G.is_P_position(p[::-1]) == N.is_P_position(p)


def test_from_game_sum_order_of_labels():
    G = games.from_game({'a': ['b'], 'b': ['c'], 'c': []}, 'a')
    E = G.encoding()
    assert E.position(['a', 'b', 'c']) == E.position(['c', 'b', 'a']) == E.position({'a': 1, 'b': 1})


# ---------------------------------------------------------------------------
# encodings: round trips, equality, pickling

@settings(max_examples=50, deadline=None)
@given(st.sets(st.integers(1, 9), min_size=1), st.integers(0, 3), st.data())
def test_heap_encoding_round_trips(sizes, extra, data):
    sizes = sorted(sizes)
    E = HeapEncoding(sizes, sizes[-1] + extra)
    heaps = data.draw(st.lists(st.integers(0, E.max_heap()), max_size=8))
    p = E.position(heaps)
    assert E.heaps(p) == tuple(sorted(h for h in heaps if h in sizes))
    assert E.position(E.heaps(p)) == p
    q = data.draw(st.lists(st.integers(0, 4), min_size=E.dimension(), max_size=E.dimension()))
    assert tuple(E.position(E.heaps(q))) == tuple(q)
    assert E.position({h: heaps.count(h) for h in set(heaps)}) == p
    assert p.is_immutable() and p.parent() is E.lattice()


@settings(max_examples=30, deadline=None)
@given(random_games(), st.data())
def test_follower_encoding_round_trips(game, data):
    options, root = game
    E = games.from_game(options, root).encoding()
    q = data.draw(st.lists(st.integers(0, 3), min_size=E.dimension(), max_size=E.dimension()))
    assert tuple(E.position(E.followers(q))) == tuple(q)
    labels = data.draw(st.lists(st.sampled_from(sorted(reachable(options, root), key=repr)), max_size=5))
    p = E.position(labels)
    assert sum(p) == sum(1 for g in labels if options[g])
    assert E.position(E.followers(p)) == p
    assert loads(dumps(E)) == E and hash(loads(dumps(E))) == hash(E)


def test_encodings_pickling_testsuite():
    for G in [games.nim(3), games.octal('0.07', 6, 'misere'),
              games.from_game({'a': ['b', 'z'], 'b': ['z'], 'z': []}, 'a')]:
        E = G.encoding()
        run_test_suite(E).run()
        assert loads(dumps(E)) == E
        H = loads(dumps(G))
        assert H == G and H.encoding() == E and H.name() == G.name()
    assert HeapEncoding([1, 2]) != HeapEncoding([1, 2], 3)
    assert HeapEncoding([1, 2]) != HeapEncoding([1, 2], weights=[1, 3])
    assert FollowerEncoding(['a']) != FollowerEncoding(['a'], birthdays=[1])


# ---------------------------------------------------------------------------
# invalid input

def _bad_moves(i):
    return [(i,)]


@pytest.mark.parametrize("call, error, match", [
    (lambda: games.nim(0), ValueError, "must be a positive integer, got 0"),
    (lambda: games.nim(2.5), TypeError, "must be an integer"),
    (lambda: games.nim(True), TypeError, "must be an integer"),
    (lambda: games.nim(2, play='loser'), ValueError, "play must be 'normal' or 'misere'"),
    (lambda: games.octal(0.07, 3), TypeError, "must be a string"),
    (lambda: games.octal('0.0.7', 3), ValueError, "cannot read"),
    (lambda: games.octal('07', 3), ValueError, "cannot read"),
    (lambda: games.octal('0.7G', 3), ValueError, "cannot read"),
    (lambda: games.octal('12.7', 3), ValueError, "cannot read"),
    (lambda: games.octal('2.7', 3), ValueError, "before the point"),
    (lambda: games.octal('1.7', 3), ValueError, "before the point"),
    (lambda: games.octal('0.', 3), ValueError, "no heap of size at most 3 has a move"),
    (lambda: games.octal('0.07', 1), ValueError, "no heap of size at most 1 has a move"),
    (lambda: games.octal('0.07', -2), ValueError, "positive integer"),
    (lambda: games.heap_game({2: [(2,)]}), ValueError, "smaller than 2"),
    (lambda: games.heap_game({3: [(1, -1)]}), ValueError, "smaller than 3"),
    (lambda: games.heap_game({0: [()]}), ValueError, "positive integers"),
    (lambda: games.heap_game({'a': [()]}), TypeError, "must be an integer"),
    (lambda: games.heap_game({2: [('x',)]}), TypeError, "must be an integer"),
    (lambda: games.heap_game({2: 'ab'}), TypeError, "list of tuples"),
    (lambda: games.heap_game({2: 5}), TypeError, "list of tuples"),
    (lambda: games.heap_game({}), ValueError, "empty"),
    (lambda: games.heap_game([1, 2], 3), TypeError, "dictionary or a function"),
    (lambda: games.heap_game(_bad_moves, 3), ValueError, "smaller than 1"),
    (lambda: games.heap_game(_bad_moves), ValueError, "max_heap is required"),
    (lambda: games.from_game({'a': ['b'], 'b': ['a']}, 'a'), ValueError, "cycle 'a' -> 'b' -> 'a'"),
    (lambda: games.from_game({'a': ['a']}, 'a'), ValueError, "cycle"),
    (lambda: games.from_game({'a': ['b']}, 'a'), ValueError, "'b' is an option but not a key"),
    (lambda: games.from_game({'a': []}, 'a'), ValueError, "zero game"),
    (lambda: games.from_game({'a': 'b'}, 'a'), TypeError, "list of labels"),
    (lambda: games.from_game({'a': [['b']]}, 'a'), TypeError, "hashable"),
    (lambda: games.from_game(3, 'a'), TypeError, "dictionary or a function"),
    (lambda: games.from_game({'a': ['z'], 'z': []}, 'a', play='misère play'), ValueError, "play must be"),
    (lambda: HeapEncoding([2, 2]), ValueError, "increasing order"),
    (lambda: HeapEncoding([0, 2]), ValueError, "increasing order"),
    (lambda: HeapEncoding([1, 2], 1), ValueError, "exceed the maximal heap size"),
    (lambda: HeapEncoding([1, 2]).position([3]), ValueError, "between 0 and 2"),
    (lambda: HeapEncoding([1, 2]).position([-1]), ValueError, "between 0 and 2"),
    (lambda: HeapEncoding([1, 2]).position(2), TypeError, "list, a tuple or a dict"),
    (lambda: HeapEncoding([1, 2]).position({1: -1}), ValueError, "nonnegative"),
    (lambda: HeapEncoding([1, 2]).heaps([1]), ValueError, "2 coordinates"),
    (lambda: HeapEncoding([1, 2]).heaps([1, -1]), ValueError, "nonnegative"),
    (lambda: HeapEncoding([1, 2]).heaps([1, 'a']), TypeError, "integer"),
    (lambda: FollowerEncoding(['a', 'a']), ValueError, "distinct"),
    (lambda: FollowerEncoding(['a']).position('a'), TypeError, r"use \['a'\]"),
    (lambda: FollowerEncoding(['a']).position(['b']), ValueError, "not the label of a follower"),
    (lambda: FollowerEncoding(['a']).followers([1, 0]), ValueError, "1 coordinates"),
])
def test_invalid_input(call, error, match):
    with pytest.raises(error, match=match):
        call()


def test_misere_convention_for_heaps_without_moves():
    # Dawson's Kayles: a lone heap of size 1 is the zero game; in misère play the
    # player facing it wins, and the lattice position 0 is defeated.
    M = games.octal('0.07', 5, 'misere')
    E = M.encoding()
    assert E.position([1, 1, 1]) == E.lattice().zero()
    assert not M.is_position(E.position([1]))
    # a heap of size 3 has the only move to a heap of size 1: it is a P-position
    assert M.is_P_position(E.position([3]))
    assert not games.octal('0.07', 5).is_P_position(E.position([3]))
