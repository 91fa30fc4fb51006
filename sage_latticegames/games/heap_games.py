r"""
Heap games and Nim

:func:`heap_game` builds the lattice game on `\NN^d` of a heap game given by
its moves (Examples 2.1 and 2.5 of [GM]) and :func:`nim` the game of Nim with
bounded heaps (Example 2.4 of [GM]).  See :mod:`sage_latticegames.games` for
the conventions on heaps without moves and misère play.
"""
import sage.rings.integer  # noqa: F401

from collections.abc import Mapping

import numpy as np

from sage_latticegames.rule_set import check_rule_set_size, MAX_MOVE_ENTRIES
from sage_latticegames.games.encodings import HeapEncoding, _lattice_game, _play, _play_name
from sage_latticegames.misc.points import to_integer, positive_integer


def _move_table(moves, max_heap):
    r"""
    Return the dictionary ``i -> list of tuples`` of the heap moves for
    `1 \le i \le` ``max_heap``, read from a mapping or a callable.

    TESTS::

        sage: from sage_latticegames.games.heap_games import _move_table
        sage: _move_table({2: [(1,), 0]}, 3)
        {1: [], 2: [(1,), (0,)], 3: []}
        sage: _move_table({0: [()]}, 3)
        Traceback (most recent call last):
        ...
        ValueError: the heap sizes of the moves must be positive integers, got 0
        sage: _move_table(lambda i: None, 3)
        Traceback (most recent call last):
        ...
        TypeError: the moves from a heap of size 1 must be a list of tuples of heap sizes, got None
        sage: _move_table([(1,)], 3)
        Traceback (most recent call last):
        ...
        TypeError: the moves must be a dictionary or a function: heap size -> list of tuples of heap sizes, got [(1,)]
    """
    if isinstance(moves, Mapping):
        _check_heap_sizes(moves)

        def moves_of(i):
            return moves.get(i, ())
    elif callable(moves):
        moves_of = moves
    else:
        raise TypeError("the moves must be a dictionary or a function: heap size -> list of"
                        " tuples of heap sizes, got %r" % (moves,))
    return table_of_moves(lambda i: _results(moves_of(i), i), max_heap)


def table_of_moves(results, max_heap):
    r"""
    Return the dictionary ``i -> results(i)`` for `1 \le i \le` ``max_heap``,
    refusing (before the table grows further) a game whose rule set would be
    too large: after `k` heap sizes with moves and `n` moves the array of
    moves has at least `k n` entries (see
    :func:`~sage_latticegames.rule_set.check_rule_set_size`).

    TESTS::

        sage: from sage_latticegames.games.heap_games import table_of_moves
        sage: table_of_moves(lambda i: [(j,) for j in range(i)], 2)
        {1: [(0,)], 2: [(0,), (1,)]}
        sage: table_of_moves(lambda i: [(j,) for j in range(i)], 10**6)
        Traceback (most recent call last):
        ...
        ValueError: the heap game with heaps of size at most 1000000 has at least 171405 moves in dimension at least 585, more than 100000000 entries: too large to be built
    """
    table = {}
    moves = live = 0
    for i in range(1, max_heap + 1):
        table[i] = results(i)
        if table[i]:
            live += 1
            moves += len(table[i])
            if moves * live > MAX_MOVE_ENTRIES:
                raise ValueError("the heap game with heaps of size at most %s has at least %s "
                                 "moves in dimension at least %s, more than %s entries: too "
                                 "large to be built" % (max_heap, moves, live, MAX_MOVE_ENTRIES))
    return table


def _check_heap_sizes(moves):
    r"""
    Return the largest key of the dictionary ``moves``, checking that the keys
    are positive integers.

    TESTS::

        sage: from sage_latticegames.games.heap_games import _check_heap_sizes
        sage: _check_heap_sizes({1: [], 3: []})
        3
        sage: _check_heap_sizes({})
        Traceback (most recent call last):
        ...
        ValueError: the dictionary of moves is empty
    """
    if not moves:
        raise ValueError("the dictionary of moves is empty")
    sizes = [to_integer(i, "a heap size") for i in moves]
    if min(sizes) <= 0:
        raise ValueError("the heap sizes of the moves must be positive integers, got %s"
                         % min(sizes))
    return max(sizes)


def _results(results, size):
    r"""
    Return the list of results of the moves from a heap of size ``size``, each as
    a tuple of heap sizes (an integer ``a`` stands for the tuple ``(a,)``).

    TESTS::

        sage: from sage_latticegames.games.heap_games import _results
        sage: _results([(1, 1), 0, [2]], 3)
        [(1, 1), (0,), (2,)]
        sage: _results([(3,)], 3)
        Traceback (most recent call last):
        ...
        ValueError: a move from a heap of size 3 must leave heaps of sizes smaller than 3, got (3,)
        sage: _results([(1, -1)], 3)
        Traceback (most recent call last):
        ...
        ValueError: a move from a heap of size 3 must leave heaps of sizes smaller than 3, got (1, -1)
        sage: _results([('a',)], 3)
        Traceback (most recent call last):
        ...
        TypeError: a heap size must be an integer, got 'a'
    """
    if results is None or isinstance(results, (str, Mapping)):
        raise TypeError("the moves from a heap of size %s must be a list of tuples of heap sizes,"
                        " got %r" % (size, results))
    try:
        results = list(results)
    except TypeError:
        raise TypeError("the moves from a heap of size %s must be a list of tuples of heap sizes,"
                        " got %r" % (size, results)) from None
    out = []
    for r in results:
        if isinstance(r, (list, tuple)):
            r = tuple(to_integer(a, "a heap size") for a in r)
        else:
            r = (to_integer(r, "a heap size"),)
        if any(not 0 <= a < size for a in r):
            raise ValueError("a move from a heap of size %s must leave heaps of sizes smaller"
                             " than %s, got %s" % (size, size, r))
        out.append(r)
    return out


def _heap_lattice_game(table, max_heap, play, name, octal_code=None):
    r"""
    Return the lattice game of the heap game with move table ``table`` (see
    :func:`_move_table`), with a :class:`HeapEncoding` (carrying the
    ``octal_code`` of the rules, if given).

    The weights of the encoding (see :meth:`HeapEncoding.positivity_witness`)
    are computed here: `\ell_i = \max(i, 1 + \max_{moves} \sum_j \ell_{a_j})`.
    They are positive on every move by construction, and the lattice game
    verifies them exactly (one integer dot product per move) as its
    positivity witness; the tangent cone axiom holds since every heap size
    with a coordinate has a move removing one heap of that size and adding
    only smaller heaps (Example 2.5 of [GM]).  So construction is the
    vectorized orthant path of
    :meth:`~sage_latticegames.rule_set.RuleSet.check_axioms`.

    The moves are built directly as an integer array (duplicates are removed
    on their sparse form first); a game whose array would be too large is
    refused before any memory is allocated.

    TESTS::

        sage: from sage_latticegames import games
        sage: games.nim(2000)
        Traceback (most recent call last):
        ...
        ValueError: a rule set with 2001000 moves in dimension 2000 has 4002000000 entries, more than 100000000 (800 MB of 64-bit integers): too large to be built
    """
    live = [i for i in range(1, max_heap + 1) if table[i]]
    if not live:
        raise ValueError("no heap of size at most %s has a move: the game has no position"
                         " other than 0" % max_heap)
    weight = {}
    for i in live:
        left = max(sum(weight.get(a, 0) for a in r) for r in table[i])
        weight[i] = max(i, left + 1)
    encoding = HeapEncoding(live, max_heap, [weight[i] for i in live], octal_code)
    index = {i: k for k, i in enumerate(live)}
    # sparse form of each move: (coordinate removed, sorted coordinates added)
    sparse = {}
    for i in live:
        k = index[i]
        for r in table[i]:
            sparse.setdefault((k, tuple(sorted(index[a] for a in r if a in index))), None)
    d = len(live)
    check_rule_set_size(len(sparse), d)
    A = np.zeros((len(sparse), d), dtype=np.int64)
    rows, cols = [], []
    for n, (k, added) in enumerate(sparse):
        A[n, k] = 1
        rows.extend([n] * len(added))
        cols.extend(added)
    np.subtract.at(A, (np.array(rows, dtype=np.intp), np.array(cols, dtype=np.intp)), 1)
    return _lattice_game(A, d, play, name, encoding)


def heap_game(moves, max_heap=None, play='normal', name=None):
    r"""
    Return the heap game with the given moves, on heaps of size at most
    ``max_heap``, as a lattice game on `\NN^d` (Example 2.5 of [GM]).

    A move turns one heap of size `i` into heaps of sizes `a_1, \dots, a_r < i`
    (some of them possibly `0`, i.e. no heap); its vector is
    `\gamma = e_i - e_{a_1} - \dots - e_{a_r}` (with `e_0 = 0`), in the
    coordinates of Example 2.1 of [GM].  Heap sizes without any move are the
    zero game and get no coordinate (`e_a = 0` for them too): see the module
    documentation and Example 6.4 of [GM].

    INPUT:

    - ``moves`` -- a dictionary or a function mapping a heap size `i` to the
      list of the possible results of a move on a heap of size `i`, each a
      tuple of heap sizes smaller than `i` (an integer ``a`` is short for the
      tuple ``(a,)``, and ``()`` or ``(0,)`` removes the heap); heap sizes
      missing from a dictionary have no move
    - ``max_heap`` -- positive integer, the largest heap size (default for a
      dictionary: its largest key; required for a function)
    - ``play`` -- ``'normal'`` (default) or ``'misere'`` (the position `0` is
      defeated, Example 4.5 of [GM])
    - ``name`` -- string (optional), the name of the game

    OUTPUT: a lattice game whose ``encoding()`` is a :class:`HeapEncoding`

    EXAMPLES:

    Kayles (the octal game ``0.77``) with heaps of size at most `3`: remove
    one or two adjacent pins from a row, possibly splitting it::

        sage: from sage_latticegames import games
        sage: moves = {1: [()], 2: [(), (1,)], 3: [(2,), (1, 1), (1,)]}
        sage: G = games.heap_game(moves, name='Kayles'); G.name()
        'Kayles (normal play)'
        sage: G.rule_set()
        Rule set in Z^3 with 6 moves: (1, 0, 0), (0, 1, 0), (-1, 1, 0), (0, -1, 1), (-2, 0, 1), (-1, 0, 1)
        sage: G.rule_set() == games.octal('0.77', 3).rule_set()
        True
        sage: G.encoding().position([3, 1, 1]), G.is_P_position([2, 0, 0])
        (N(2, 0, 1), True)

    A heap game given by a function: Grundy's game splits a heap into two
    nonempty heaps of different sizes; heaps of sizes `1` and `2` have no
    move, hence no coordinate::

        sage: def grundy_moves(i):
        ....:     return [(a, i - a) for a in range(1, (i + 1) // 2)]
        sage: G = games.heap_game(grundy_moves, 7, name="Grundy's game"); G.name()
        "Grundy's game (normal play)"
        sage: E = G.encoding(); E
        Heap encoding on N^5: coordinates for heaps of sizes (3, 4, 5, 6, 7); heaps of sizes (1, 2) have no move
        sage: [n for n in range(3, 8) if G.is_P_position(E.position([n]))]
        [4, 7]

    Bad input::

        sage: games.heap_game({2: [(2,)]})
        Traceback (most recent call last):
        ...
        ValueError: a move from a heap of size 2 must leave heaps of sizes smaller than 2, got (2,)
        sage: games.heap_game({2: []})
        Traceback (most recent call last):
        ...
        ValueError: no heap of size at most 2 has a move: the game has no position other than 0
        sage: games.heap_game(grundy_moves)
        Traceback (most recent call last):
        ...
        ValueError: the maximal heap size max_heap is required when the moves are given by a function
        sage: games.heap_game({1: [()]}, 2, play='normal play')
        Traceback (most recent call last):
        ...
        ValueError: play must be 'normal' or 'misere', got 'normal play'
    """
    play = _play(play)
    if max_heap is None:
        if not isinstance(moves, Mapping):
            raise ValueError("the maximal heap size max_heap is required when the moves are"
                             " given by a function")
        max_heap = _check_heap_sizes(moves)
    max_heap = positive_integer(max_heap, "the maximal heap size")
    table = _move_table(moves, max_heap)
    if name is None:
        name = "Heap game with heaps of size at most %s" % max_heap
    return _heap_lattice_game(table, max_heap, play, _play_name(name, play))


def nim(max_heap, play='normal'):
    r"""
    Return Nim with heaps of size at most ``max_heap`` as a lattice game on
    `\NN^n`, `n` = ``max_heap`` (Examples 2.1 and 2.4 of [GM]).

    The position `(\pi_1, \dots, \pi_n)` consists of `\pi_i` heaps of size `i`;
    a move removes a heap of size `i` (`\gamma = e_i`) or turns it into a heap
    of size `j < i` (`\gamma = e_i - e_j`).

    INPUT:

    - ``max_heap`` -- positive integer
    - ``play`` -- ``'normal'`` (default) or ``'misere'``

    OUTPUT: a lattice game whose ``encoding()`` is a :class:`HeapEncoding`

    EXAMPLES:

    The rule set of Example 2.4 of [GM]::

        sage: from sage_latticegames import games
        sage: G = games.nim(2); G
        Nim with heaps of size at most 2 (normal play) (lattice game on Normal play board N^2 with rule set Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1))
        sage: G.rule_set().vectors()
        (N(1, 0), N(0, 1), N(-1, 1))

    In normal play the P-positions are `2\NN^2` (Example 8.7 of [GM]); here
    on the positions with at most `30` beans::

        sage: S = G.solve(level=30); S.region()
        'level <= 30 for the functional (1, 2)'
        sage: all(((x, y) in S) == (x % 2 == 0 and y % 2 == 0) for x, y in S.points.tolist())
        True

    In misère play they are `((1,0) + 2\NN e_1) \uplus ((0,2) + 2\NN^2)`
    (Example 8.7 of [GM])::

        sage: M = games.nim(2, 'misere')
        sage: M.P_positions(level=8)
        (N(0, 2), N(0, 4), N(1, 0), N(2, 2), N(3, 0), N(4, 2), N(5, 0), N(7, 0))
        sage: S = M.solve(level=30)
        sage: all(((x, y) in S) == ((y == 0 and x % 2 == 1) or
        ....:                       (y >= 2 and x % 2 == 0 and y % 2 == 0))
        ....:     for x, y in S.points.tolist())
        True

    Positions and heaps (Example 2.1 of [GM])::

        sage: E = G.encoding(); E
        Heap encoding on N^2: coordinates for heaps of sizes (1, 2)
        sage: E.position([2, 1, 2]), E.heaps((3, 1))
        (N(1, 2), (1, 1, 1, 2))

    Bouton's theorem on a larger game: a position is a P-position iff the
    binary XOR of its heap sizes is `0`::

        sage: G = games.nim(4); E = G.encoding()
        sage: S = G.solve(level=12, functional=E.positivity_witness())
        sage: from functools import reduce
        sage: from operator import xor
        sage: all((p in S) == (reduce(xor, E.heaps(p), 0) == 0) for p in S.points.tolist())
        True
    """
    n = positive_integer(max_heap, "the maximal heap size")
    play = _play(play)
    check_rule_set_size(n * (n + 1) // 2, n)   # before any memory is allocated
    table = {i: [(j,) for j in range(i)] for i in range(1, n + 1)}
    return _heap_lattice_game(table, n, play,
                              _play_name("Nim with heaps of size at most %s" % n, play))
