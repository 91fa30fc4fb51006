r"""
Octal and hexadecimal games

:func:`parse_octal` reads an octal (or hexadecimal) code of Guy and Smith
[GS], :func:`octal_moves` lists the moves it allows on a heap, and
:func:`octal` builds the lattice game with bounded heaps (Example 6.4 of
[GM]).
"""
import sage.rings.integer  # noqa: F401

import re
from sage_latticegames.games.encodings import _play
from sage_latticegames.misc.octal_codes import OCTAL_NAMES, octal_game_name  # noqa: F401
from sage_latticegames.misc.octal_codes import octal_code as _octal_code
from sage_latticegames.games.heap_games import _heap_lattice_game, table_of_moves
from sage_latticegames.misc.points import show_value, to_integer, positive_integer


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
        raise TypeError("the octal code must be a string such as '0.07', got %s" % show_value(code))
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


def _partitions(total, parts, largest=None):
    r"""
    Iterate over the partitions of ``total`` into exactly ``parts`` positive
    parts at most ``largest``, as increasing tuples.

    TESTS::

        sage: from sage_latticegames.games.octal_games import _partitions
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
    return _octal_moves(parse_octal(code), to_integer(size, "a heap size"))


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
    carrying the code of the rules, normalised
    (:meth:`~sage_latticegames.games.encodings.HeapEncoding.octal_code`)

    EXAMPLES:

    Dawson's chess ``0.137`` (Example 6.4 of [GM]): a heap of `n` beans is a
    file of `n` pawns facing each other; the single heaps of sizes `4` and `8`
    are the smallest nonzero P-positions in normal play::

        sage: from sage_latticegames import games
        sage: G = games.octal('0.137', 8); G.name()
        "Dawson's chess 0.137 with heaps of size at most 8 (normal play)"
        sage: E = G.encoding(); E.octal_code()
        '0.137'
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
    n = positive_integer(max_heap, "the maximal heap size")
    table = table_of_moves(lambda i: _octal_moves(digits, i), n)
    return _heap_lattice_game(table, n, play, octal_game_name(digits, n, play),
                              octal_code=_octal_code(digits))
