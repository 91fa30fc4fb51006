r"""
Families of lattice games: Nim, heap games, octal games, arbitrary finite games.

This module is the ``games`` namespace of :mod:`sage_latticegames`::

    sage: from sage_latticegames import games
    sage: G = games.nim(2); G.name()
    'Nim with heaps of size at most 2 (normal play)'
    sage: G.rule_set()
    Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)

It builds :class:`~sage_latticegames.lattice_game.LatticeGame` objects encoding

- heap games on `\NN^d` (Examples 2.1 and 2.5 of [GM]): :func:`heap_game`,
  :func:`nim` (Example 2.4 of [GM]) and the octal and hexadecimal games of Guy and
  Smith (Example 6.4 of [GM]): :func:`octal`;
- the closure of an arbitrary finite impartial game (Theorem 5.1 of [GM]):
  :func:`from_game`.

Every game carries an *encoding* (``G.encoding()``), a dictionary between the
positions of the lattice game and the positions of the original game:
:class:`HeapEncoding` (multisets of heaps) and :class:`FollowerEncoding`
(disjunctive sums of followers).

.. RUBRIC:: Heaps without moves

A heap from which no move is possible is the zero game: adding it to a sum of
heaps changes neither the game tree nor the outcome, in normal as in misère
play.  Following Example 6.4 of [GM] ("ignore heaps of size `k`, treat them as
heaps of size `0`"), the lattice of a heap game has one coordinate for each heap
size `i \le` ``max_heap`` from which at least one move is possible, in increasing
order of `i`; a heap size without moves has no coordinate, and a move creating
such heaps simply does not record them.  With this convention every heap size
with a coordinate has a move removing one heap of that size, which is the
tangent cone axiom of Definition 2.3 of [GM] (see Example 2.5 of [GM]).

The position `0` stands for every sum of heaps without moves.  In misère play
it is the defeated position (``D = {0}``): a player facing heaps without
moves only has no move and *wins* misère play, so the sum is an N-position of
the original game, whereas the lattice game has no position `0`; every other
sum of heaps has the same outcome in both games.

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [GM-E] A. Guo, E. Miller, *Erratum to: Lattice point methods for
  combinatorial games* (2011).
- [GS] R. K. Guy, C. A. B. Smith, *The G-values of various games*,
  Proc. Cambridge Philos. Soc. 52 (1956), 514--526.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import operator
import re
from collections.abc import Mapping

from sage.geometry.toric_lattice import ToricLattice
from sage.rings.integer_ring import ZZ
from sage.structure.sage_object import SageObject

PLAYS = ('normal', 'misere')


# ---------------------------------------------------------------------------
# input checking

def _show(x):
    r"""
    Return ``x`` as shown in error messages: strings are quoted, Sage objects
    printed.

    TESTS::

        sage: from sage_latticegames.games import _show
        sage: _show('a'), _show(1/2), _show([1, 2])
        ("'a'", '1/2', '[1, 2]')
    """
    return repr(x) if isinstance(x, str) else str(x)


def _integer(x, what):
    r"""
    Return ``x`` as a Python ``int``, or raise ``TypeError``.

    TESTS::

        sage: from sage_latticegames.games import _integer
        sage: _integer(3, 'n'), _integer(int(3), 'n')
        (3, 3)
        sage: _integer(1/2, 'the maximal heap size')
        Traceback (most recent call last):
        ...
        TypeError: the maximal heap size must be an integer, got 1/2
    """
    if isinstance(x, bool):
        raise TypeError("%s must be an integer, got %s" % (what, _show(x)))
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError("%s must be an integer, got %s" % (what, _show(x))) from None


def _positive_integer(x, what):
    r"""
    Return ``x`` as a positive Python ``int``, or raise an error.

    TESTS::

        sage: from sage_latticegames.games import _positive_integer
        sage: _positive_integer(0, 'the maximal heap size')
        Traceback (most recent call last):
        ...
        ValueError: the maximal heap size must be a positive integer, got 0
    """
    n = _integer(x, what)
    if n <= 0:
        raise ValueError("%s must be a positive integer, got %s" % (what, n))
    return n


def _play(play):
    r"""
    Return ``'normal'`` or ``'misere'``.

    TESTS::

        sage: from sage_latticegames.games import _play
        sage: _play('misère'), _play('normal')
        ('misere', 'normal')
        sage: _play('loser')
        Traceback (most recent call last):
        ...
        ValueError: play must be 'normal' or 'misere', got 'loser'
    """
    if play == 'misère':
        return 'misere'
    if play not in PLAYS:
        raise ValueError("play must be 'normal' or 'misere', got %r" % (play,))
    return play


def _lattice_point(lattice, p, what):
    r"""
    Return ``p`` as an immutable point of ``lattice`` with nonnegative
    coordinates, or raise an error.

    TESTS::

        sage: from sage_latticegames.games import _lattice_point
        sage: _lattice_point(ToricLattice(2), [1, 2], 'a position')
        N(1, 2)
        sage: _lattice_point(ToricLattice(2), [1, -2], 'a position')
        Traceback (most recent call last):
        ...
        ValueError: a position must be a point of N^2 (nonnegative coordinates), got (1, -2)
        sage: _lattice_point(ToricLattice(2), [1], 'a position')
        Traceback (most recent call last):
        ...
        ValueError: a position must have 2 coordinates, got (1,)
    """
    try:
        coords = tuple(_integer(c, "a coordinate of %s" % what) for c in p)
    except TypeError:
        raise TypeError("%s must be a sequence of %s integers, got %r"
                        % (what, lattice.dimension(), p)) from None
    if len(coords) != lattice.dimension():
        raise ValueError("%s must have %s coordinates, got %s"
                         % (what, lattice.dimension(), coords))
    if any(c < 0 for c in coords):
        raise ValueError("%s must be a point of N^%s (nonnegative coordinates), got %s"
                         % (what, lattice.dimension(), coords))
    return _point(lattice, coords)


def _point(lattice, coords):
    r"""
    Return the immutable point of ``lattice`` with coordinates ``coords``.
    """
    q = lattice(list(coords))
    q.set_immutable()
    return q


def _multiset_items(elements, what):
    r"""
    Return a list of pairs ``(element, multiplicity)`` from a collection or a
    mapping ``element -> multiplicity``.

    TESTS::

        sage: from sage_latticegames.games import _multiset_items
        sage: _multiset_items([3, 1, 3], 'heaps')
        [(3, 1), (1, 1), (3, 1)]
        sage: _multiset_items({3: 2}, 'heaps')
        [(3, 2)]
        sage: _multiset_items({3: -1}, 'heaps')
        Traceback (most recent call last):
        ...
        ValueError: the multiplicities of heaps must be nonnegative integers, got -1
        sage: _multiset_items('ab', 'followers')
        Traceback (most recent call last):
        ...
        TypeError: followers must be given as a list, a tuple or a dict label -> multiplicity, not as a string; use ['ab'] for a single one
        sage: _multiset_items(3, 'heaps')
        Traceback (most recent call last):
        ...
        TypeError: heaps must be given as a list, a tuple or a dict label -> multiplicity, got 3
    """
    if isinstance(elements, str):
        raise TypeError("%s must be given as a list, a tuple or a dict label -> multiplicity,"
                        " not as a string; use [%r] for a single one" % (what, elements))
    if isinstance(elements, Mapping):
        items = []
        for x, m in elements.items():
            m = _integer(m, "a multiplicity of %s" % what)
            if m < 0:
                raise ValueError("the multiplicities of %s must be nonnegative integers, got %s"
                                 % (what, m))
            items.append((x, m))
        return items
    try:
        return [(x, 1) for x in elements]
    except TypeError:
        raise TypeError("%s must be given as a list, a tuple or a dict label -> multiplicity,"
                        " got %r" % (what, elements)) from None


def _lattice_game(vectors, dimension, play, name, encoding):
    r"""
    Return the lattice game on `\NN^d` with rule set ``vectors``, in normal play
    (no defeated position) or misère play (defeated position `0`).
    """
    from sage_latticegames.rule_set import RuleSet
    from sage_latticegames.lattice_game import LatticeGame
    rules = RuleSet(vectors, lattice=ToricLattice(dimension))
    return LatticeGame(rules, play, name=name, encoding=encoding)


# ---------------------------------------------------------------------------
# encodings

class HeapEncoding(SageObject):
    r"""
    The dictionary between multisets of heaps and lattice points of a heap game.

    A point `p = (\pi_1, \dots, \pi_d) \in \NN^d` stands for `\pi_k` heaps of
    the `k`-th size of ``heap_sizes`` (Example 2.1 of [GM]).  Heap sizes up to
    ``max_heap`` that are not in ``heap_sizes`` are heaps without moves: they
    are the zero game and have no coordinate (Example 6.4 of [GM]; see the
    module documentation).

    INPUT:

    - ``heap_sizes`` -- increasing sequence of positive integers, the heap
      sizes with a coordinate
    - ``max_heap`` -- integer (default: the largest of ``heap_sizes``), the
      largest heap size of the game
    - ``weights`` -- (default: ``heap_sizes``) positive integers, the weight
      of a heap of each size of ``heap_sizes``: a linear function positive on
      the rule set (see :meth:`positivity_witness`)

    EXAMPLES:

    Dawson's Kayles has no move on a heap of size `1`::

        sage: from sage_latticegames.games import HeapEncoding
        sage: E = HeapEncoding([2, 3, 4, 5], 5); E
        Heap encoding on N^4: coordinates for heaps of sizes (2, 3, 4, 5); heaps of sizes (1,) have no move
        sage: p = E.position([5, 2, 2, 1]); p
        N(2, 0, 0, 1)
        sage: E.heaps(p)
        (2, 2, 5)
        sage: E.position({3: 2, 4: 1})
        N(0, 2, 1, 0)
        sage: TestSuite(E).run()
    """
    def __init__(self, heap_sizes, max_heap=None, weights=None):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 1])
            Traceback (most recent call last):
            ...
            ValueError: the heap sizes must be positive integers in increasing order, got (2, 1)
            sage: HeapEncoding([1, 2], 1)
            Traceback (most recent call last):
            ...
            ValueError: the heap sizes (1, 2) exceed the maximal heap size 1
            sage: HeapEncoding([])
            Traceback (most recent call last):
            ...
            ValueError: a heap encoding needs at least one heap size with a coordinate
            sage: HeapEncoding([1, 2], weights=[1, 0])
            Traceback (most recent call last):
            ...
            ValueError: the weights must be 2 positive integers, got (1, 0)
        """
        sizes = tuple(_integer(i, "a heap size") for i in heap_sizes)
        if not sizes:
            raise ValueError("a heap encoding needs at least one heap size with a coordinate")
        if sizes[0] <= 0 or any(a >= b for a, b in zip(sizes, sizes[1:])):
            raise ValueError("the heap sizes must be positive integers in increasing order,"
                             " got %s" % (sizes,))
        max_heap = sizes[-1] if max_heap is None else _integer(max_heap, "the maximal heap size")
        if max_heap < sizes[-1]:
            raise ValueError("the heap sizes %s exceed the maximal heap size %s"
                             % (sizes, max_heap))
        weights = sizes if weights is None else tuple(_integer(w, "a weight") for w in weights)
        if len(weights) != len(sizes) or any(w <= 0 for w in weights):
            raise ValueError("the weights must be %s positive integers, got %s"
                             % (len(sizes), weights))
        self._heap_sizes = sizes
        self._max_heap = max_heap
        self._weights = weights
        self._index = {size: k for k, size in enumerate(sizes)}
        self._lattice = ToricLattice(len(sizes))

    def __reduce__(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: E = HeapEncoding([1, 3], 4)
            sage: loads(dumps(E)) == E
            True
        """
        return HeapEncoding, (self._heap_sizes, self._max_heap, self._weights)

    def __eq__(self, other):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([1, 2]) == HeapEncoding([1, 2], 2)
            True
            sage: HeapEncoding([1, 2]) == HeapEncoding([1, 2], 3)
            False
            sage: HeapEncoding([1, 2]) != HeapEncoding([1, 3])
            True
        """
        return (isinstance(other, HeapEncoding)
                and self._heap_sizes == other._heap_sizes
                and self._max_heap == other._max_heap
                and self._weights == other._weights)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: hash(HeapEncoding([1, 2])) == hash(HeapEncoding([1, 2], 2))
            True
        """
        return hash((HeapEncoding, self._heap_sizes, self._max_heap, self._weights))

    def _repr_(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([1, 2])
            Heap encoding on N^2: coordinates for heaps of sizes (1, 2)
        """
        s = "Heap encoding on N^%s: coordinates for heaps of sizes %s" % (
            self.dimension(), self._heap_sizes)
        if self.dead_heap_sizes():
            s += "; heaps of sizes %s have no move" % (self.dead_heap_sizes(),)
        return s

    def _latex_(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: latex(HeapEncoding([2, 3]))
            \mathbb{N}^{2} \leftrightarrow \text{heaps of sizes } 2, 3
        """
        return r"\mathbb{N}^{%s} \leftrightarrow \text{heaps of sizes } %s" % (
            self.dimension(), ", ".join(str(i) for i in self._heap_sizes))

    def dimension(self):
        r"""
        Return the number `d` of coordinates.

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).dimension()
            3
        """
        return len(self._heap_sizes)

    def lattice(self):
        r"""
        Return the lattice `\ZZ^d` containing the positions.

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).lattice()
            3-d lattice N
        """
        return self._lattice

    def heap_sizes(self):
        r"""
        Return the heap sizes of the coordinates, in order.

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).heap_sizes()
            (2, 3, 5)
        """
        return self._heap_sizes

    def max_heap(self):
        r"""
        Return the largest heap size of the game.

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).max_heap()
            6
        """
        return self._max_heap

    def positivity_witness(self):
        r"""
        Return the weights of the heap sizes: a linear function `\ell` on
        `\ZZ^d`, positive on `\NN^d \smallsetminus \{0\}` and on the rule set of
        the game (Definition 2.3.1 of [GM]; Example 2.5 of [GM]).

        For the games of this module, the weight of a heap of size `i` is `i`
        (so `\ell(p)` is the number of beans of `p`), unless some move removes
        no bean (such as the splitting moves of ``'4.7'``); then it is the
        smallest integer `\ell_i \ge i` exceeding the weight of the heaps left
        by every move from a heap of size `i`.  Pass it as ``functional`` to
        :meth:`~sage_latticegames.lattice_game.LatticeGame.solve` to solve the
        positions with at most `L` beans.

        OUTPUT: a tuple of integers

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: games.octal('0.07', 5).encoding().positivity_witness()
            (2, 3, 4, 5)
            sage: games.octal('4.07', 5).encoding().positivity_witness()
            (2, 3, 5, 6)
        """
        return tuple(ZZ(w) for w in self._weights)

    def dead_heap_sizes(self):
        r"""
        Return the heap sizes at most :meth:`max_heap` without a coordinate
        (the heaps from which no move is possible).

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).dead_heap_sizes()
            (1, 4, 6)
        """
        return tuple(i for i in range(1, self._max_heap + 1) if i not in self._index)

    def coordinate(self, size):
        r"""
        Return the index (from `0`) of the coordinate counting heaps of size
        ``size``, or ``None`` if such heaps are the zero game (size `0` or a
        heap without moves).

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: E = HeapEncoding([2, 3, 5], 6)
            sage: E.coordinate(5), E.coordinate(4), E.coordinate(0)
            (2, None, None)
            sage: E.coordinate(7)
            Traceback (most recent call last):
            ...
            ValueError: heap sizes must lie between 0 and 6, got 7
        """
        size = _integer(size, "a heap size")
        if not 0 <= size <= self._max_heap:
            raise ValueError("heap sizes must lie between 0 and %s, got %s"
                             % (self._max_heap, size))
        return self._index.get(size)

    def position(self, heaps):
        r"""
        Return the lattice point of a multiset of heaps.

        INPUT:

        - ``heaps`` -- a list or tuple of heap sizes, or a dictionary
          ``size -> number of heaps``; heaps of size `0` and heaps without
          moves contribute nothing

        OUTPUT: an immutable point of :meth:`lattice`

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: E = games.nim(3).encoding()
            sage: E.position([1, 3, 3, 0])
            N(1, 0, 2)
            sage: E.position([4])
            Traceback (most recent call last):
            ...
            ValueError: heap sizes must lie between 0 and 3, got 4
        """
        coords = [0] * self.dimension()
        for size, mult in _multiset_items(heaps, "heaps"):
            k = self.coordinate(size)
            if k is not None:
                coords[k] += mult
        return _point(self._lattice, coords)

    def heaps(self, p):
        r"""
        Return the multiset of heaps of the lattice point ``p``, as an
        increasing tuple of heap sizes.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: E = games.nim(3).encoding()
            sage: E.heaps([1, 0, 2])
            (1, 3, 3)
            sage: E.heaps([1, 0, -2])
            Traceback (most recent call last):
            ...
            ValueError: a position must be a point of N^3 (nonnegative coordinates), got (1, 0, -2)
        """
        p = _lattice_point(self._lattice, p, "a position")
        return tuple(size for size, m in zip(self._heap_sizes, p) for _ in range(m))

    def move_vector(self, size, result):
        r"""
        Return the vector `\gamma = e_i - \sum_j e_{a_j}` of the move turning a
        heap of size `i` = ``size`` into heaps of sizes `a_j` (Example 2.5 of
        [GM]; `e_a = 0` when heaps of size `a` have no coordinate).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: E = games.nim(3).encoding()
            sage: E.move_vector(3, [1])
            N(-1, 0, 1)
            sage: E.move_vector(3, [])
            N(0, 0, 1)
        """
        return _point(self._lattice, self._move_coordinates(size, result))

    def _move_coordinates(self, size, result):
        r"""
        Return the coordinates of :meth:`move_vector` as a tuple, or raise an error.

        TESTS::

            sage: from sage_latticegames import games
            sage: E = games.nim(3).encoding()
            sage: E._move_coordinates(2, (1, 2))
            Traceback (most recent call last):
            ...
            ValueError: a move from a heap of size 2 must leave heaps of sizes smaller than 2, got (1, 2)
        """
        k = self.coordinate(size)
        if k is None:
            raise ValueError("heaps of size %s have no coordinate (they have no move)" % size)
        coords = [0] * self.dimension()
        coords[k] = 1
        for a in result:
            a = _integer(a, "a heap size")
            if not 0 <= a < size:
                raise ValueError("a move from a heap of size %s must leave heaps of sizes"
                                 " smaller than %s, got %s" % (size, size, tuple(result)))
            j = self._index.get(a)
            if j is not None:
                coords[j] -= 1
        return tuple(coords)


class FollowerEncoding(SageObject):
    r"""
    The dictionary between lattice points and disjunctive sums of followers of a
    finite impartial game (Theorem 5.1 of [GM]).

    The `k`-th coordinate counts copies of the follower ``labels[k]``; the
    labels of games equal to the zero game have no coordinate.  Several labels
    may denote the same game (same set of options): ``coordinates`` maps every
    label to its coordinate (or ``None`` for the zero game) and ``labels``
    holds one label per coordinate.

    INPUT:

    - ``labels`` -- sequence of hashable labels, one per coordinate
    - ``coordinates`` -- dictionary ``label -> coordinate index or None``
      (default: each label of ``labels`` to its index)
    - ``birthdays`` -- (optional) the birthdays of the games ``labels``

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: G = games.from_game({'G': ['H', 'K'], 'H': ['K'], 'K': []}, 'G')
        sage: E = G.encoding(); E
        Follower encoding on N^2: coordinates for the followers ('G', 'H'); 1 label of the zero game
        sage: E.position(['H', 'G', 'H', 'K'])
        N(1, 2)
        sage: E.followers([1, 2])
        ('G', 'H', 'H')
        sage: TestSuite(E).run()
    """
    def __init__(self, labels, coordinates=None, birthdays=None):
        r"""
        TESTS::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'a'])
            Traceback (most recent call last):
            ...
            ValueError: the labels of the coordinates must be distinct, got ('a', 'a')
            sage: FollowerEncoding(['a', 'b'], {'a': 0, 'b': 0})
            Traceback (most recent call last):
            ...
            ValueError: the label 'b' of coordinate 1 must be mapped to 1, not to 0
            sage: FollowerEncoding(['a'], {'a': 0, 'c': 5})
            Traceback (most recent call last):
            ...
            ValueError: the label 'c' is mapped to 5, which is not a coordinate index (0 to 0) or None
            sage: FollowerEncoding([[1]])
            Traceback (most recent call last):
            ...
            TypeError: the labels of the games must be hashable, got [1]
            sage: FollowerEncoding(['a'], birthdays=[0])
            Traceback (most recent call last):
            ...
            ValueError: the birthdays of the 1 followers with a coordinate must be positive integers, got (0,)
        """
        labels = tuple(labels)
        for x in labels:
            _check_hashable(x)
        if len(set(labels)) != len(labels):
            raise ValueError("the labels of the coordinates must be distinct, got %s" % (labels,))
        if coordinates is None:
            coordinates = {x: k for k, x in enumerate(labels)}
        coordinates = {x: _coordinate_index(x, k, len(labels)) for x, k in dict(coordinates).items()}
        for k, x in enumerate(labels):
            if coordinates.get(x, -1) != k:
                raise ValueError("the label %r of coordinate %s must be mapped to %s, not to %s"
                                 % (x, k, k, coordinates.get(x)))
        if birthdays is not None:
            birthdays = tuple(_integer(b, "a birthday") for b in birthdays)
            if len(birthdays) != len(labels) or any(b <= 0 for b in birthdays):
                raise ValueError("the birthdays of the %s followers with a coordinate must be"
                                 " positive integers, got %s" % (len(labels), birthdays))
        self._labels = labels
        self._coordinates = coordinates
        self._birthdays = birthdays
        self._lattice = ToricLattice(len(labels))

    def __reduce__(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: E = FollowerEncoding(['a', (1, 2)], {'a': 0, (1, 2): 1, 'z': None})
            sage: loads(dumps(E)) == E
            True
        """
        return FollowerEncoding, (self._labels, self._coordinates, self._birthdays)

    def __eq__(self, other):
        r"""
        TESTS::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'b']) == FollowerEncoding(['a', 'b'], {'b': 1, 'a': 0})
            True
            sage: FollowerEncoding(['a', 'b']) == FollowerEncoding(['b', 'a'])
            False
            sage: FollowerEncoding(['a']) != FollowerEncoding(['a'], {'a': 0, 'z': None})
            True
        """
        return (isinstance(other, FollowerEncoding)
                and self._labels == other._labels
                and self._coordinates == other._coordinates
                and self._birthdays == other._birthdays)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: hash(FollowerEncoding(['a', 'b'])) == hash(FollowerEncoding(['a', 'b']))
            True
        """
        return hash((FollowerEncoding, self._labels, frozenset(self._coordinates.items()),
                     self._birthdays))

    def _repr_(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a'], {'a': 0, 'b': 0, 'z': None, 'y': None})
            Follower encoding on N^1: coordinates for the followers ('a',); 1 more label; 2 labels of the zero game
        """
        s = "Follower encoding on N^%s: coordinates for the followers %s" % (
            self.dimension(), self._labels)
        more = len(self._coordinates) - len(self._labels) - len(self.zero_labels())
        if more:
            s += "; %s more label%s" % (more, "s" if more > 1 else "")
        zeros = len(self.zero_labels())
        if zeros:
            s += "; %s label%s of the zero game" % (zeros, "s" if zeros > 1 else "")
        return s

    def _latex_(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: latex(FollowerEncoding(['a', 'b']))
            \mathbb{N}^{2} \leftrightarrow \text{sums of } a, b
        """
        return r"\mathbb{N}^{%s} \leftrightarrow \text{sums of } %s" % (
            self.dimension(), ", ".join(str(x) for x in self._labels))

    def dimension(self):
        r"""
        Return the number `d` of coordinates.

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'b']).dimension()
            2
        """
        return len(self._labels)

    def lattice(self):
        r"""
        Return the lattice `\ZZ^d` containing the positions.

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'b']).lattice()
            2-d lattice N
        """
        return self._lattice

    def labels(self):
        r"""
        Return the labels of the coordinates, in order (the first one is the
        encoded game for :func:`from_game`).

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'b']).labels()
            ('a', 'b')
        """
        return self._labels

    def positivity_witness(self):
        r"""
        Return the birthdays of the followers with a coordinate (or ``None``
        if they were not given): a linear function positive on `\NN^d
        \smallsetminus \{0\}` and on the rule set, as in the proof of
        Theorem 5.1 of [GM].

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: G = games.from_game({'*2': ['*1', '0'], '*1': ['0'], '0': []}, '*2')
            sage: G.encoding().positivity_witness()
            (2, 1)
        """
        return None if self._birthdays is None else tuple(ZZ(b) for b in self._birthdays)

    def zero_labels(self):
        r"""
        Return the labels denoting the zero game.

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a'], {'a': 0, 'z': None}).zero_labels()
            ('z',)
        """
        return tuple(x for x, k in self._coordinates.items() if k is None)

    def coordinate(self, label):
        r"""
        Return the index (from `0`) of the coordinate of the follower
        ``label``, or ``None`` if it is the zero game.

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: E = FollowerEncoding(['a', 'b'], {'a': 0, 'b': 1, 'c': 1, 'z': None})
            sage: E.coordinate('c'), E.coordinate('z')
            (1, None)
            sage: E.coordinate('x')
            Traceback (most recent call last):
            ...
            ValueError: 'x' is not the label of a follower of the game
        """
        _check_hashable(label)
        try:
            return self._coordinates[label]
        except KeyError:
            raise ValueError("%r is not the label of a follower of the game" % (label,)) from None

    def position(self, followers):
        r"""
        Return the lattice point of a disjunctive sum of followers.

        INPUT:

        - ``followers`` -- a list or tuple of labels (with repetitions), or a
          dictionary ``label -> multiplicity``

        OUTPUT: an immutable point of :meth:`lattice`

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: E = FollowerEncoding(['a', 'b'], {'a': 0, 'b': 1, 'z': None})
            sage: E.position(['a', 'z', 'b', 'a']), E.position({'b': 3})
            (N(2, 1), N(0, 3))
        """
        coords = [0] * self.dimension()
        for label, mult in _multiset_items(followers, "followers"):
            k = self.coordinate(label)
            if k is not None:
                coords[k] += mult
        return _point(self._lattice, coords)

    def followers(self, p):
        r"""
        Return the disjunctive sum of followers of the lattice point ``p``, as a
        tuple of labels (with repetitions, in the order of the coordinates).

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'b']).followers([2, 1])
            ('a', 'a', 'b')
        """
        p = _lattice_point(self._lattice, p, "a position")
        return tuple(x for x, m in zip(self._labels, p) for _ in range(m))


def _coordinate_index(label, k, d):
    r"""
    Return ``k`` as a coordinate index (``None`` or an ``int`` in `[0, d)`)
    for ``label``, or raise an error.
    """
    _check_hashable(label)
    if k is None:
        return None
    k = _integer(k, "the coordinate of %r" % (label,))
    if not 0 <= k < d:
        raise ValueError("the label %r is mapped to %s, which is not a coordinate index"
                         " (0 to %s) or None" % (label, k, d - 1))
    return k


def _check_hashable(label):
    r"""
    Raise ``TypeError`` unless ``label`` is hashable.
    """
    try:
        hash(label)
    except TypeError:
        raise TypeError("the labels of the games must be hashable, got %r" % (label,)) from None


# ---------------------------------------------------------------------------
# heap games

def _move_table(moves, max_heap):
    r"""
    Return the dictionary ``i -> list of tuples`` of the heap moves for
    `1 \le i \le` ``max_heap``, read from a mapping or a callable.

    TESTS::

        sage: from sage_latticegames.games import _move_table
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
    return {i: _results(moves_of(i), i) for i in range(1, max_heap + 1)}


def _check_heap_sizes(moves):
    r"""
    Return the largest key of the dictionary ``moves``, checking that the keys
    are positive integers.

    TESTS::

        sage: from sage_latticegames.games import _check_heap_sizes
        sage: _check_heap_sizes({1: [], 3: []})
        3
        sage: _check_heap_sizes({})
        Traceback (most recent call last):
        ...
        ValueError: the dictionary of moves is empty
    """
    if not moves:
        raise ValueError("the dictionary of moves is empty")
    sizes = [_integer(i, "a heap size") for i in moves]
    if min(sizes) <= 0:
        raise ValueError("the heap sizes of the moves must be positive integers, got %s"
                         % min(sizes))
    return max(sizes)


def _results(results, size):
    r"""
    Return the list of results of the moves from a heap of size ``size``, each as
    a tuple of heap sizes (an integer ``a`` stands for the tuple ``(a,)``).

    TESTS::

        sage: from sage_latticegames.games import _results
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
            r = tuple(_integer(a, "a heap size") for a in r)
        else:
            r = (_integer(r, "a heap size"),)
        if any(not 0 <= a < size for a in r):
            raise ValueError("a move from a heap of size %s must leave heaps of sizes smaller"
                             " than %s, got %s" % (size, size, r))
        out.append(r)
    return out


def _heap_lattice_game(table, max_heap, play, name):
    r"""
    Return the lattice game of the heap game with move table ``table`` (see
    :func:`_move_table`), with a :class:`HeapEncoding`.

    The weights of the encoding (see :meth:`HeapEncoding.positivity_witness`)
    are computed here: `\ell_i = \max(i, 1 + \max_{moves} \sum_j \ell_{a_j})`.
    """
    live = [i for i in range(1, max_heap + 1) if table[i]]
    if not live:
        raise ValueError("no heap of size at most %s has a move: the game has no position"
                         " other than 0" % max_heap)
    weight = {}
    for i in live:
        left = max(sum(weight.get(a, 0) for a in r) for r in table[i])
        weight[i] = max(i, left + 1)
    encoding = HeapEncoding(live, max_heap, [weight[i] for i in live])
    vectors = {}
    for i in live:
        for r in table[i]:
            vectors.setdefault(encoding._move_coordinates(i, r), None)
    return _lattice_game(list(vectors), encoding.dimension(), play, name, encoding)


def _play_name(name, play):
    r"""
    Return ``name`` followed by the kind of play.

    TESTS::

        sage: from sage_latticegames.games import _play_name
        sage: _play_name('Nim', 'misere')
        'Nim (misère play)'
    """
    return "%s (%s play)" % (name, 'normal' if play == 'normal' else 'misère')


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
    max_heap = _positive_integer(max_heap, "the maximal heap size")
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
    n = _positive_integer(max_heap, "the maximal heap size")
    play = _play(play)
    table = {i: [(j,) for j in range(i)] for i in range(1, n + 1)}
    return _heap_lattice_game(table, n, play,
                              _play_name("Nim with heaps of size at most %s" % n, play))


# ---------------------------------------------------------------------------
# octal and hexadecimal games

OCTAL_NAMES = {'0.07': "Dawson's Kayles", '0.137': "Dawson's chess", '0.77': 'Kayles'}

_CODE = re.compile(r'^([0-9A-Fa-f]?)\.([0-9A-Fa-f]*)$')


def parse_octal(code):
    r"""
    Return the digits `(d_0, d_1, \dots, d_m)` of an octal or hexadecimal code,
    without trailing zeros.

    The code is a string ``'d0.d1d2...dm'``; `d_k` is an octal digit (`0` to
    `7`) or a hexadecimal digit (`0` to `9`, `A` to `F`), see :func:`octal`.
    The digit `d_0` (removing no bean) may only be `0`, `4`, `8` or `C`
    (`12`), since removing no bean and leaving at most one heap is no move.

    EXAMPLES::

        sage: from sage_latticegames.games import parse_octal
        sage: parse_octal('0.137'), parse_octal('4.7'), parse_octal('.070')
        ((0, 1, 3, 7), (4, 7), (0, 0, 7))
        sage: parse_octal('0.F8')
        (0, 15, 8)
        sage: parse_octal('0.1.2')
        Traceback (most recent call last):
        ...
        ValueError: cannot read '0.1.2' as an octal (or hexadecimal) code such as '0.07': expected a digit d0 (0, 4, 8 or C), a point, then digits 0-7 (or 0-9, A-F)
        sage: parse_octal('2.7')
        Traceback (most recent call last):
        ...
        ValueError: the digit before the point of '2.7' must be 0, 4, 8 or C: removing no bean must split the heap (4: into two heaps, 8: into three heaps)
        sage: parse_octal(0.07)
        Traceback (most recent call last):
        ...
        TypeError: the octal code must be a string such as '0.07', got 0.0700000000000000
    """
    if not isinstance(code, str):
        raise TypeError("the octal code must be a string such as '0.07', got %s" % _show(code))
    match = _CODE.match(code.strip())
    if match is None:
        raise ValueError("cannot read %r as an octal (or hexadecimal) code such as '0.07':"
                         " expected a digit d0 (0, 4, 8 or C), a point, then digits 0-7"
                         " (or 0-9, A-F)" % (code,))
    head, tail = match.groups()
    digits = [int(head or '0', 16)] + [int(c, 16) for c in tail]
    if digits[0] & 3:
        raise ValueError("the digit before the point of %r must be 0, 4, 8 or C: removing no"
                         " bean must split the heap (4: into two heaps, 8: into three heaps)"
                         % (code,))
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


def _octal_code(digits):
    r"""
    Return the normalized code of ``digits``.

    TESTS::

        sage: from sage_latticegames.games import _octal_code
        sage: _octal_code((0, 0, 7)), _octal_code((4,)), _octal_code((0, 15))
        ('0.07', '4.', '0.F')
    """
    return "%X.%s" % (digits[0], "".join("%X" % d for d in digits[1:]))


def _partitions(total, parts, largest=None):
    r"""
    Iterate over the partitions of ``total`` into exactly ``parts`` positive
    parts at most ``largest``, as increasing tuples.

    TESTS::

        sage: from sage_latticegames.games import _partitions
        sage: list(_partitions(6, 3))
        [(1, 1, 4), (1, 2, 3), (2, 2, 2)]
        sage: list(_partitions(0, 0)), list(_partitions(2, 0)), list(_partitions(1, 2))
        ([()], [], [])
    """
    if largest is None:
        largest = total
    if parts == 0:
        if total == 0:
            yield ()
        return
    for last in range(min(largest, total - parts + 1), 0, -1):
        if last * parts < total:
            break
        for rest in _partitions(total - last, parts - 1, last):
            yield rest + (last,)


def octal_moves(code, size):
    r"""
    Return the results of the moves on a heap of size ``size`` in the octal (or
    hexadecimal) game ``code`` (Guy and Smith [GS]; Example 6.4 of [GM]).

    The digit `d_k` of the code ``'d0.d1d2...'`` is the sum of the following
    numbers, which allow removing `k` beans from a heap:

    - `1` -- if this removes the whole heap (the heap has `k` beans);
    - `2` -- if one nonempty heap remains;
    - `4` -- if two nonempty heaps remain (the heap is split);
    - `8` -- if three nonempty heaps remain (hexadecimal digits `8` to `F`).

    OUTPUT: a list of increasing tuples of heap sizes (``()`` = the heap is
    removed)

    EXAMPLES:

    Dawson's chess removes one bean from a heap of size `1`, two beans from
    the end of a heap, or three beans anywhere::

        sage: from sage_latticegames.games import octal_moves
        sage: octal_moves('0.137', 1), octal_moves('0.137', 2)
        ([()], [()])
        sage: octal_moves('0.137', 6)
        [(4,), (3,), (1, 2)]
        sage: octal_moves('4.', 5)
        [(1, 4), (2, 3)]
    """
    return _octal_moves(parse_octal(code), _integer(size, "a heap size"))


def _octal_moves(digits, size):
    r"""
    Return :func:`octal_moves` from the digits of the code.
    """
    results = []
    for k, d in enumerate(digits[:size + 1]):
        for heaps in range(4):
            if d >> heaps & 1:
                results.extend(_partitions(size - k, heaps))
    return results


def octal(code, max_heap, play='normal'):
    r"""
    Return the octal (or hexadecimal) game ``code`` with heaps of size at most
    ``max_heap`` as a lattice game (Example 6.4 of [GM]).

    The code follows Guy and Smith [GS], see :func:`octal_moves`: its digit
    `d_k` says whether removing `k` beans from a heap may remove the whole heap
    (`1`), leave one nonempty heap (`2`), or leave two nonempty heaps (`4`).
    The digit `d_0` before the point concerns removing no bean, which is only a
    move when it splits the heap (`d_0 = 4`: into two nonempty heaps, as in
    ``'4.7'``).  Hexadecimal digits `8` to `F` are supported: `8` allows
    leaving three nonempty heaps.

    The lattice has one coordinate for each heap size `\le` ``max_heap`` with
    at least one move; heaps without moves are the zero game and are not
    recorded (Example 6.4 of [GM]: "treat them as heaps of size `0`").  So
    the rule set satisfies the tangent cone axiom, and it is squarefree in the
    sense of [GM-E] (each move decreases by one the number of heaps of exactly
    one size).

    INPUT:

    - ``code`` -- string such as ``'0.07'``
    - ``max_heap`` -- positive integer, the largest heap size
    - ``play`` -- ``'normal'`` (default) or ``'misere'``

    OUTPUT: a lattice game whose ``encoding()`` is a :class:`HeapEncoding`

    EXAMPLES:

    Dawson's chess ``0.137`` (Example 6.4 of [GM]): a heap of `n` beans is a
    file of `n` pawns facing each other; the single heaps of sizes `4` and `8`
    are the smallest nonzero P-positions in normal play::

        sage: from sage_latticegames import games
        sage: G = games.octal('0.137', 8); G.name()
        "Dawson's chess 0.137 with heaps of size at most 8 (normal play)"
        sage: E = G.encoding()
        sage: octal_moves = games.octal_moves
        sage: octal_moves('0.137', 3), E.move_vector(3, [])
        ([(1,), ()], N(0, 0, 1, 0, 0, 0, 0, 0))
        sage: [n for n in range(1, 9) if G.is_P_position(E.position([n]))]
        [4, 8]
        sage: G.is_P_position(E.position([1, 2])), G.is_P_position(E.position([1, 2, 3]))
        (True, False)
        sage: G.winning_moves(E.position([5]))
        (N(-2, 0, 0, 0, 1, 0, 0, 0),)
        sage: E.heaps(E.position([5]) - _[0])
        (1, 1)

    The winning move removes three beans from the middle of a heap of five,
    leaving two heaps of size `1`.  In misère play (Dawson's original
    problem)::

        sage: M = games.octal('0.137', 8, 'misere')
        sage: [n for n in range(1, 9) if M.is_P_position(E.position([n]))]
        [1, 2, 6, 7]

    Dawson's Kayles ``0.07`` has no move on a heap of size `1`, so that the
    lattice has no coordinate for it::

        sage: K = games.octal('0.07', 6)
        sage: K.encoding()
        Heap encoding on N^5: coordinates for heaps of sizes (2, 3, 4, 5, 6); heaps of sizes (1,) have no move
        sage: K.encoding().position([1, 1, 3])
        N(0, 1, 0, 0, 0)
        sage: K.rule_set().tuples()[:4]
        ((1, 0, 0, 0, 0), (0, 1, 0, 0, 0), (-1, 0, 1, 0, 0), (0, 0, 1, 0, 0))

    Bad codes::

        sage: games.octal('0.08', 3)
        Traceback (most recent call last):
        ...
        ValueError: no heap of size at most 3 has a move: the game has no position other than 0
        sage: games.octal('007', 3)
        Traceback (most recent call last):
        ...
        ValueError: cannot read '007' as an octal (or hexadecimal) code such as '0.07': expected a digit d0 (0, 4, 8 or C), a point, then digits 0-7 (or 0-9, A-F)
        sage: games.octal('0.07', 0)
        Traceback (most recent call last):
        ...
        ValueError: the maximal heap size must be a positive integer, got 0
    """
    play = _play(play)
    digits = parse_octal(code)
    n = _positive_integer(max_heap, "the maximal heap size")
    table = {i: _octal_moves(digits, i) for i in range(1, n + 1)}
    code = _octal_code(digits)
    kind = "octal" if max(digits) < 8 else "hexadecimal"
    name = "%s %s" % (OCTAL_NAMES[code], code) if code in OCTAL_NAMES else "%s game %s" % (kind, code)
    name = "%s with heaps of size at most %s" % (name, n)
    return _heap_lattice_game(table, n, play, _play_name(name, play))


# ---------------------------------------------------------------------------
# arbitrary finite impartial games

def _option_function(options):
    r"""
    Return a function ``label -> tuple of option labels`` from a dictionary or a
    function.

    TESTS::

        sage: from sage_latticegames.games import _option_function
        sage: f = _option_function({'a': ['b'], 'b': []})
        sage: f('a')
        ('b',)
        sage: f('c')
        Traceback (most recent call last):
        ...
        ValueError: 'c' is an option but not a key of the dictionary of options (give games without options as keys with an empty list)
        sage: _option_function(3)
        Traceback (most recent call last):
        ...
        TypeError: the options must be a dictionary or a function: label -> list of labels of the options, got 3
    """
    if isinstance(options, Mapping):
        def option_labels(label):
            try:
                return options[label]
            except KeyError:
                raise ValueError("%r is an option but not a key of the dictionary of options"
                                 " (give games without options as keys with an empty list)"
                                 % (label,)) from None
    elif callable(options):
        option_labels = options
    else:
        raise TypeError("the options must be a dictionary or a function: label -> list of labels"
                        " of the options, got %r" % (options,))

    def f(label):
        opts = option_labels(label)
        if opts is None or isinstance(opts, (str, Mapping)):
            raise TypeError("the options of %r must be a list of labels, got %r" % (label, opts))
        try:
            opts = tuple(opts)
        except TypeError:
            raise TypeError("the options of %r must be a list of labels, got %r"
                            % (label, opts)) from None
        for x in opts:
            _check_hashable(x)
        return opts
    return f


def _postorder(option_labels, root):
    r"""
    Return the followers of ``root`` (including ``root``) in an order where
    every game comes after its options, together with the dictionary of their
    options; raise ``ValueError`` on a cycle.

    TESTS::

        sage: from sage_latticegames.games import _postorder, _option_function
        sage: _postorder(_option_function({'a': ['b', 'c'], 'b': ['c'], 'c': []}), 'a')[0]
        ['c', 'b', 'a']
        sage: _postorder(_option_function({'a': ['b'], 'b': ['c'], 'c': ['a']}), 'a')
        Traceback (most recent call last):
        ...
        ValueError: the options contain a cycle 'a' -> 'b' -> 'c' -> 'a': this is not a finite game
    """
    _check_hashable(root)
    order, opts, state = [], {}, {}
    stack = [root]            # path of games being explored
    opts[root] = option_labels(root)
    state[root] = 0           # index of the next option to explore
    while stack:
        g = stack[-1]
        k = state[g]
        if k == len(opts[g]):
            state[g] = None   # done
            order.append(g)
            stack.pop()
            continue
        state[g] = k + 1
        h = opts[g][k]
        if h not in state:
            opts[h] = option_labels(h)
            state[h] = 0
            stack.append(h)
        elif state[h] is not None:
            cycle = stack[stack.index(h):] + [h]
            raise ValueError("the options contain a cycle %s: this is not a finite game"
                             % " -> ".join(repr(x) for x in cycle))
    return order, opts


def _distinct_games(order, opts):
    r"""
    Identify the labels denoting the same game (the same set of options).

    OUTPUT: the dictionary ``label -> class`` (a small integer; class `0` is the
    zero game) and the dictionary ``class -> birthday``.
    """
    classes, key_class, birthday = {}, {}, {}
    for g in order:
        key = frozenset(classes[h] for h in opts[g])
        c = key_class.setdefault(key, len(key_class))
        classes[g] = c
        birthday[c] = 1 + max((birthday[classes[h]] for h in opts[g]), default=-1)
    return classes, birthday


def from_game(options, root, play='normal'):
    r"""
    Return the closure of a finite impartial game as a lattice game on `\NN^d`
    (Theorem 5.1 of [GM]).

    The game ``root`` and its followers are given by their options.  Labels
    with the same set of options denote the same game (a game *is* the set of
    its options); games without options are the zero game.  There is one
    coordinate for each follower `G_i` (the game itself first) that is not the
    zero game, in breadth-first order from the root; the disjunctive sum
    `G_{i_1} + \dots + G_{i_r}` is the position `e_{i_1} + \dots + e_{i_r}`
    (sums of zero games are `0`), and the rule set consists of `e_i - e_j` for
    every option `G_j` of `G_i` (`e_i` when `G_j` is the zero game).  The
    birthdays of the `G_i` form a linear function positive on the rule set
    (positivity axiom of Definition 2.3 of [GM]), see
    :meth:`FollowerEncoding.positivity_witness`.

    Normal play has no defeated position; misère play has the defeated position
    `0`, so that a sum of zero games (an N-position of the misère game) is not
    a position of the lattice game, and every other sum has the same outcome in
    both games.

    INPUT:

    - ``options`` -- a dictionary or a function mapping the label of a game to
      the list of labels of its options (labels are hashable; every label
      reachable from ``root`` must be a key of the dictionary)
    - ``root`` -- label of the game
    - ``play`` -- ``'normal'`` (default) or ``'misere'``

    OUTPUT: a lattice game whose ``encoding()`` is a :class:`FollowerEncoding`

    EXAMPLES:

    The game `*2` (a Nim heap of size `2`) with options `*1` and `0`; its
    closure is Nim with heaps of size at most `2`, with the coordinates
    swapped::

        sage: from sage_latticegames import games
        sage: G = games.from_game({'*2': ['*1', '0'], '*1': ['0'], '0': []}, '*2'); G
        Closure of the game '*2' (normal play) (lattice game on Normal play board N^2 with rule set Rule set in Z^2 with 3 moves: (1, -1), (1, 0), (0, 1))
        sage: E = G.encoding(); E
        Follower encoding on N^2: coordinates for the followers ('*2', '*1'); 1 label of the zero game
        sage: E.positivity_witness()
        (2, 1)
        sage: G.is_P_position(E.position(['*2', '*2'])), G.is_P_position(E.position(['*2', '*1']))
        (True, False)
        sage: G.winning_moves(E.position(['*2', '*1', '*1']))
        (N(1, 0),)
        sage: E.followers(_[0])
        ('*2',)

    Labels with the same options are the same game::

        sage: H = games.from_game({'a': ['b', 'c'], 'b': ['z'], 'c': ['y'], 'z': [], 'y': []}, 'a')
        sage: H.encoding()
        Follower encoding on N^2: coordinates for the followers ('a', 'b'); 1 more label; 2 labels of the zero game
        sage: H.encoding().position(['b', 'c', 'y'])
        N(0, 2)

    Options given by a function: subtracting `1` or `2` from `n = 5`, in
    misère play; a sum is a P-position iff its total is `1` modulo `3`::

        sage: S = games.from_game(lambda n: [m for m in (n - 1, n - 2) if m >= 0], 5, 'misere')
        sage: E = S.encoding(); E
        Follower encoding on N^5: coordinates for the followers (5, 4, 3, 2, 1); 1 label of the zero game
        sage: [n for n in range(1, 6) if S.is_P_position(E.position([n]))]
        [1, 4]

    Cycles are detected::

        sage: games.from_game({'a': ['b'], 'b': ['a']}, 'a')
        Traceback (most recent call last):
        ...
        ValueError: the options contain a cycle 'a' -> 'b' -> 'a': this is not a finite game
        sage: games.from_game({'a': []}, 'a')
        Traceback (most recent call last):
        ...
        ValueError: the game 'a' has no option: it is the zero game, whose closure has no position other than 0
    """
    play = _play(play)
    option_labels = _option_function(options)
    order, opts = _postorder(option_labels, root)
    classes, birthday = _distinct_games(order, opts)
    zero = classes[order[0]]      # the first game in postorder has no option
    if classes[root] == zero:
        raise ValueError("the game %r has no option: it is the zero game, whose closure has no"
                         " position other than 0" % (root,))
    # coordinates: distinct nonzero games in breadth-first order from the root
    index, labels, queue = {}, [], [root]
    seen = {root}
    for g in queue:
        c = classes[g]
        if c != zero and c not in index:
            index[c] = len(labels)
            labels.append(g)
        for h in opts[g]:
            if h not in seen:
                seen.add(h)
                queue.append(h)
    coordinates = {g: index.get(classes[g]) for g in queue}
    encoding = FollowerEncoding(labels, coordinates, [birthday[classes[g]] for g in labels])
    d = len(labels)
    vectors = {}
    for i, g in enumerate(labels):
        for h in opts[g]:
            v = [0] * d
            v[i] = 1
            j = index.get(classes[h])
            if j is not None:
                v[j] -= 1
            vectors.setdefault(tuple(v), None)
    name = _play_name("Closure of the game %r" % (root,), play)
    return _lattice_game(list(vectors), d, play, name, encoding)
