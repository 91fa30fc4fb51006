r"""
Encodings of heap games and finite games as lattice games

:class:`HeapEncoding` (multisets of heaps) and :class:`FollowerEncoding`
(disjunctive sums of followers) translate between the positions of a lattice
game and the positions of the game it encodes (Examples 2.1, 2.5 of [GM];
Theorem 5.1 of [GM]), and the common helpers that build the lattice game of
an encoding in normal or misère play.  See :mod:`sage_latticegames.games`.
"""
import sage.rings.integer  # noqa: F401

from collections.abc import Mapping
from sage.geometry.toric_lattice import ToricLattice
from sage.rings.integer_ring import ZZ
from sage.structure.sage_object import SageObject
from sage_latticegames.misc.points import to_integer, show_value


PLAYS = ('normal', 'misere')


def _play(play):
    r"""
    Return ``'normal'`` or ``'misere'``.

    TESTS::

        sage: from sage_latticegames.games.encodings import _play
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

        sage: from sage_latticegames.games.encodings import _lattice_point
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
        coords = tuple(to_integer(c, "a coordinate of %s" % what) for c in p)
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

        sage: from sage_latticegames.games.encodings import _multiset_items
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
            m = to_integer(m, "a multiplicity of %s" % what)
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
    - ``octal_code`` -- (optional) string, the normalised octal (or
      hexadecimal) code of the rules of the game, set by
      :func:`~sage_latticegames.games.octal_games.octal` (see
      :meth:`octal_code`)

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
    def __init__(self, heap_sizes, max_heap=None, weights=None, octal_code=None):
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
            sage: HeapEncoding([2], octal_code=7)
            Traceback (most recent call last):
            ...
            TypeError: the octal code must be a string such as '0.07', got 7
        """
        sizes = tuple(to_integer(i, "a heap size") for i in heap_sizes)
        if not sizes:
            raise ValueError("a heap encoding needs at least one heap size with a coordinate")
        if sizes[0] <= 0 or any(a >= b for a, b in zip(sizes, sizes[1:])):
            raise ValueError("the heap sizes must be positive integers in increasing order,"
                             " got %s" % (sizes,))
        max_heap = sizes[-1] if max_heap is None else to_integer(max_heap, "the maximal heap size")
        if max_heap < sizes[-1]:
            raise ValueError("the heap sizes %s exceed the maximal heap size %s"
                             % (sizes, max_heap))
        weights = sizes if weights is None else tuple(to_integer(w, "a weight") for w in weights)
        if len(weights) != len(sizes) or any(w <= 0 for w in weights):
            raise ValueError("the weights must be %s positive integers, got %s"
                             % (len(sizes), weights))
        if octal_code is not None and not isinstance(octal_code, str):
            raise TypeError("the octal code must be a string such as '0.07', got %s"
                            % show_value(octal_code))
        self._heap_sizes = sizes
        self._max_heap = max_heap
        self._weights = weights
        self._octal_code = octal_code
        self._index = {size: k for k, size in enumerate(sizes)}
        self._lattice = ToricLattice(len(sizes))

    def __reduce__(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import HeapEncoding
            sage: E = HeapEncoding([1, 3], 4)
            sage: loads(dumps(E)) == E
            True
            sage: loads(dumps(HeapEncoding([2, 3], 3, octal_code='0.07'))).octal_code()
            '0.07'
        """
        if self._octal_code is None:
            return HeapEncoding, (self._heap_sizes, self._max_heap, self._weights)
        return HeapEncoding, (self._heap_sizes, self._max_heap, self._weights, self._octal_code)

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

    def octal_code(self):
        r"""
        Return the octal (or hexadecimal) code of the rules of the game, as
        data (Guy--Smith; Example 6.4 of [GM]): set by
        :func:`~sage_latticegames.games.octal_games.octal` (normalised, no
        trailing zero), ``None`` for the other heap games.  Code that needs
        to know which octal game a lattice game is reads it here, never from
        the name of the game; it checks the rules against the code.

        The code does not take part in the comparison of encodings: it records
        where the rules come from (two codes may give the same game with
        bounded heaps).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: games.octal('0.070', 6, play='misere').encoding().octal_code()
            '0.07'
            sage: games.nim(3).encoding().octal_code() is None
            True
        """
        return self._octal_code

    def max_heap(self):
        r"""
        Return the largest heap size of the game.

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).max_heap()
            6
        """
        return self._max_heap

    def weights(self):
        r"""
        Return the weights of the heap sizes of the coordinates (see
        :meth:`positivity_witness`; Example 2.5 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.games import HeapEncoding
            sage: HeapEncoding([2, 3, 5], 6).weights(), HeapEncoding([1, 2], weights=[1, 3]).weights()
            ((2, 3, 5), (1, 3))
        """
        return self._weights

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
        size = to_integer(size, "a heap size")
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
            a = to_integer(a, "a heap size")
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
            birthdays = tuple(to_integer(b, "a birthday") for b in birthdays)
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

    def coordinates(self):
        r"""
        Return the coordinate of every label: a dictionary ``{label: index}``,
        ``index`` ``None`` for the labels of the zero game (Theorem 5.1 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a'], {'a': 0, 'z': None}).coordinates()
            {'a': 0, 'z': None}
        """
        return dict(self._coordinates)

    def birthdays(self):
        r"""
        Return the birthdays of the followers with a coordinate, as given
        (``None`` if they were not given; see :meth:`positivity_witness`).

        EXAMPLES::

            sage: from sage_latticegames.games import FollowerEncoding
            sage: FollowerEncoding(['a', 'b'], birthdays=[2, 1]).birthdays()
            (2, 1)
            sage: FollowerEncoding(['a']).birthdays() is None
            True
        """
        return self._birthdays

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
    k = to_integer(k, "the coordinate of %r" % (label,))
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


def _play_name(name, play):
    r"""
    Return ``name`` followed by the kind of play.

    TESTS::

        sage: from sage_latticegames.games.encodings import _play_name
        sage: _play_name('Nim', 'misere')
        'Nim (misère play)'
    """
    return "%s (%s play)" % (name, 'normal' if play == 'normal' else 'misère')
