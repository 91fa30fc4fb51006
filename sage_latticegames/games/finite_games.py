r"""
Arbitrary finite impartial games

:func:`from_game` builds the lattice game of the closure of a finite
impartial game given by its options (Theorem 5.1 of [GM]), with a
:class:`~sage_latticegames.games.encodings.FollowerEncoding`.
"""
import sage.rings.integer  # noqa: F401

from collections.abc import Mapping
from sage_latticegames.games.encodings import FollowerEncoding, _check_hashable, _lattice_game, _play, _play_name


def _option_function(options):
    r"""
    Return a function ``label -> tuple of option labels`` from a dictionary or a
    function.

    TESTS::

        sage: from sage_latticegames.games.finite_games import _option_function
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

        sage: from sage_latticegames.games.finite_games import _postorder, _option_function
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
        sage: games.from_game({}, 'a')
        Traceback (most recent call last):
        ...
        ValueError: the game 'a' is not a key of the dictionary of options (give its options, an empty list for the zero game)
    """
    play = _play(play)
    option_labels = _option_function(options)
    if isinstance(options, Mapping) and root not in options:
        raise ValueError("the game %r is not a key of the dictionary of options (give its options,"
                         " an empty list for the zero game)" % (root,))
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
