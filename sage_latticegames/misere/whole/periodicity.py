r"""
Misère quotients of whole octal games: the pretending function and the periodicity theorem

Let `\Gamma` be an octal game with a finite code `d_0 . d_1 d_2 \dots d_c`
(`d_c \ne 0`; Guy--Smith), `\mathcal Q_N` the misère quotient of the game with
heaps of size at most `N` (computed heap by heap and proved by
:func:`~sage_latticegames.misere.heap.driver.misere_quotient_data`) and
`\Phi_N(n) \in \mathcal Q_N` the image of a single heap of size `n \le N`: the
*pretending function* (Plambeck--Siegel [PS]_, Sec. 6).  The heap-by-heap
quotient has one generator per heap size with a move (heap sizes without a move
are the zero game and have no coordinate, Example 6.4 of [GM]), in increasing
order, so `\Phi_N(n)` is the image of the ``j``-th unit vector when `n` is the
``j``-th such heap size, and the identity otherwise.

**Misère periodicity theorem** (T. E. Plambeck, *Taming the wild in impartial
combinatorial games*, INTEGERS 5 (2005) G05, Sec. 6; Plambeck--Siegel [PS]_;
A. N. Siegel, *Misère games and misère quotients*, arXiv:math/0612616,
Sec. 6).  If `\Phi_N(n + p) = \Phi_N(n)`
for `n_0 \le n \le N - p` and `N` is large enough compared with `n_0 + p` and
`c`, then `\mathcal Q_N` is the quotient of the game with *every* heap size
and `\Phi(n + p) = \Phi(n)` for all `n \ge n_0`.  The proof is the one of the
octal periodicity theorem of normal play: an option of a heap of size `n > N`
consists of at most `k` heaps whose sizes add up to at least `n - c`, so that
(for `N` as below) one of them is at least `n_0 + p` and shifting it by `p`
matches the options of heaps `n` and `n - p`.

For octal games the theorem needs `N \ge 2 n_0 + 2 p + c`.  This module checks
exactly the (more conservative) inequality of A. N. Siegel's MisereSolver
(CGSuite):

.. MATH::

    k\,n_0 + k\,p + c + k \;\le\; N + 1 ,

where `k` is the number of binary digits of the largest code digit (`3` when a
move may split a heap, `2` for subtraction games, `1` when moves only remove
whole heaps: one more than the number of heaps a move may leave, MisereSolver's
``maxHeaps``), `N` is the largest heap computed, `(n_0, p)` a preperiod and period of
`\Phi_N` on `0, \dots, N` (equality of elements of `\mathcal Q_N`: "saltus
`0`"), `c` the index of the last nonzero digit of the code.

Games outside the theorem are refused: hexadecimal codes (moves leaving three
heaps; not covered by the published statement), codes with infinitely many
digits, and heap games that are not octal -- e.g. *Grundy's game* (split a
heap into two unequal heaps) is no finite octal code; its quotients with
bounded heaps are computed by ``LatticeGame.misere_quotient`` but no finite
computation certifies the whole game with this theorem.

EXAMPLES::

    sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    sage: W = whole_game_quotient('0.75'); W
    Misère quotient of the octal game 0.75 (all heap sizes): order 8, P-portion of size 2, R8; proved at heap 34 (preperiod 8, period 2)
    sage: W.pretending_function()
    Phi = 1 a b a b c b c b ab2 b ab2 ... (preperiod 8, period 2)
    sage: W.pretending_function()(10**100), W.outcome([10**100, 10**100 + 1])
    (b, 'N')
"""
import math
import re

import numpy as np

# (no Sage at the import: the command line's whole-game quotients load this module; Sage's
# integers and infinity are imported where results leave the API, the lattice games where
# they are built)
from sage_latticegames.misc.budget import Budget, BudgetExceeded
from sage_latticegames.misc.lazy_names import integer as Integer, infinity, unpickle_override
from sage_latticegames.misc.octal_codes import octal_game_name
from sage_latticegames.misc.points import to_integer, positive_integer, show_value
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData, moore_classes, _first_states, _set_proof
from sage_latticegames.misere.monoid.finite_monoid import _weighted_representatives, submonoid_order
from sage_latticegames.misere.heap.pretension import HeapPretensions
from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError
from sage_latticegames.misere.heap.driver import Progress, DEFAULT_MAX_SECONDS, order_cap
from sage_latticegames.misere.heap.driver import heap_quotient_data
from sage_latticegames.misere.whole.tame import TameHeaps
from sage_latticegames.misere.whole._tame import period_starts

__all__ = ["OctalRules", "PretendingFunction", "WholeGameQuotient", "WholeGameQuotientError",
           "whole_game_quotient", "tame_whole_game", "restricted_quotient", "find_period"]

THEOREM = ("misère periodicity theorem (Plambeck, INTEGERS 5 (2005) G05; Plambeck-Siegel,"
           " JCTA 115 (2008)); checked: k*preperiod + k*period + c + k <= N + 1")


class WholeGameQuotientError(ValueError):
    r"""
    No period of the pretending function was proved within the budget.

    Attributes: ``partial`` -- tuple of triples ``(N, order, |P|)`` (the
    quotient of heaps `\le N`, for every heap bound reached), ``code``, and
    ``reason``.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
        sage: try:
        ....:     whole_game_quotient('0.07', max_heap=12)
        ....: except ValueError as err:
        ....:     print(err); print(err.partial[-1])
        no period of the pretending function of 0.07 proved with heaps <= 12 (max_heap=12 reached, ... s elapsed; raise max_heap, None: no bound); the quotients found (heap bound, order, |P|): (1, 1, 0), (2-3, 2, 1), (4-9, 6, 2), (10-12, 12, 3)
        (12, 12, 3)
    """


class OctalRules:
    r"""
    The moves of an octal game with a finite code (Guy--Smith; Example 6.4
    of [GM]), as needed by the periodicity theorem: the digits, the largest
    number `k` of heaps a move leaves, the index `c` of the last digit, and
    the lattice game with bounded heaps.

    The digit `d_j` is the sum of `1` (take `j` beans, the whole heap), `2`
    (take `j` beans, leave one heap), `4` (take `j` beans, leave two
    nonempty heaps); `d_0` is `0` or `4`.

    INPUT:

    - ``code`` -- a string such as ``'0.07'``

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import OctalRules
        sage: R = OctalRules('0.07'); R
        octal game 0.07
        sage: R.digits(), R.max_heaps_left(), R.last_digit_index()
        ((0, 0, 7), 2, 2)
        sage: R.options(2), R.options(5)
        ([()], [(3,), (1, 2)])
        sage: R.live_heaps(5)
        (2, 3, 4, 5)
        sage: OctalRules('0.33').max_heaps_left(), OctalRules('4.7').options(3)
        (1, [(1, 2), (2,), (1, 1)])
        sage: OctalRules('0.8')
        Traceback (most recent call last):
        ...
        ValueError: '0.8' is not a finite octal code such as '0.07' (digits 0-7, the first one 0 or 4): the misère periodicity theorem covers octal games (moves leaving at most two heaps)
        sage: OctalRules(7)
        Traceback (most recent call last):
        ...
        TypeError: the octal code must be a string such as '0.07', got 7
    """

    _CODE = re.compile(r'^([04]?)\.([0-7]*)$')

    def __init__(self, code):
        if not isinstance(code, str):
            raise TypeError("the octal code must be a string such as '0.07', got %s"
                            % show_value(code))
        m = self._CODE.match(code.strip())
        if m is None:
            raise ValueError("%r is not a finite octal code such as '0.07' (digits 0-7, the first"
                             " one 0 or 4): the misère periodicity theorem covers octal games"
                             " (moves leaving at most two heaps)" % (code,))
        digits = [int(m.group(1) or '0')] + [int(x) for x in m.group(2)]
        while len(digits) > 1 and digits[-1] == 0:
            digits.pop()
        if digits == [0]:
            raise ValueError("the octal code %r allows no move" % (code,))
        self._digits = tuple(digits)
        self._code = "%d.%s" % (digits[0], "".join(str(x) for x in digits[1:]))
        self._k = 2 if any(x & 4 for x in digits) else (1 if any(x & 2 for x in digits) else 0)

    def __repr__(self):
        return "octal game %s" % self._code

    def __eq__(self, other):
        return isinstance(other, OctalRules) and self._digits == other._digits

    def __hash__(self):
        return hash(self._digits)

    def code(self):
        r"""
        Return the normalised code (no trailing zero).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: OctalRules('.0700').code()
            '0.07'
        """
        return self._code

    def digits(self):
        r"""
        Return the digits `(d_0, \dots, d_c)`.
        """
        return self._digits

    def max_heaps_left(self):
        r"""
        Return the largest number of heaps a move may leave.
        """
        return self._k

    def periodicity_multiplier(self):
        r"""
        Return the `k` of the inequality checked (module documentation): the
        number of binary digits of the largest digit (MisereSolver's
        ``maxHeaps``).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: [OctalRules(c).periodicity_multiplier() for c in ('0.07', '0.33', '0.1', '4.')]
            [3, 2, 1, 3]
        """
        return max(self._digits).bit_length()

    def last_digit_index(self):
        r"""
        Return `c`, the index of the last nonzero digit (the number of digits
        of the code, `d_0` included, minus one).
        """
        return len(self._digits) - 1

    def options(self, n):
        r"""
        Return the results of the moves on one heap of size ``n``: tuples of
        nonempty heap sizes in increasing order (``()``: the heap is gone).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: OctalRules('0.77').options(4)
            [(3,), (1, 2), (2,), (1, 1)]
        """
        out = []
        for j, d in enumerate(self._digits):
            rest = n - j
            if rest < 0:
                break
            if d & 1 and rest == 0:
                out.append(())
            if d & 2 and rest >= 1 and j >= 1:
                out.append((rest,))
            if d & 4:
                out.extend((a, rest - a) for a in range(1, rest // 2 + 1))
        return out

    def move_shapes(self):
        r"""
        Return the moves on one heap as pairs ``(j, left)``: take ``j`` beans
        and leave ``left`` nonempty heaps (``0``: the heap of ``j`` beans is
        removed; ``1``: one heap; ``2``: two heaps), read from the digits
        (the bits 1, 2, 4 of `d_j`), the moves that :meth:`options` makes.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: OctalRules('0.54').move_shapes(), OctalRules('0.77').move_shapes()
            ([(1, 0), (1, 2), (2, 2)], [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)])
        """
        out = []
        for j, d in enumerate(self._digits):
            out.extend((j, left) for left, bit in enumerate((1, 2, 4))
                       if d & bit and (j >= 1 or left == 2))
        return out

    def has_move(self, n):
        r"""
        Return whether a heap of size ``n`` has a move (whether
        :meth:`options` is not empty), in time proportional to the number of
        digits.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: R = OctalRules('0.07')
            sage: [n for n in range(6) if R.has_move(n)] == [n for n in range(6) if R.options(n)]
            True
            sage: R.has_move(1), R.has_move(2)
            (False, True)
        """
        for j, d in enumerate(self._digits):
            rest = n - j
            if rest < 0:
                break
            if (d & 1 and rest == 0) or (d & 2 and rest >= 1 and j >= 1) or (d & 4 and rest >= 2):
                return True
        return False

    def live_heaps(self, N):
        r"""
        Return the heap sizes `\le N` with at least one move (the
        coordinates of the heap-by-heap quotient, in increasing order).
        """
        return tuple(n for n in range(1, N + 1) if self.has_move(n))

    def position_state(self, F, N):
        r"""
        Return the function that maps a position with heaps of size `\le N`
        (an iterable of heap sizes) to its state in ``F``, the quotient data
        of the game with heaps `\le N` (:meth:`quotient_data`, or the
        quotient of :meth:`lattice_game`: its generators are the heaps of
        :meth:`live_heaps`).  A heap without a move is the empty game.  The
        function takes the state to start from as a second argument
        (default: the identity, state `0`).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: R = OctalRules('0.54'); F = R.quotient_data(10, progress=False)
            sage: state = R.position_state(F, 10)
            sage: [bool(F.P[state(X)]) for X in [(), (1,), (2,), (3, 3), (10, 10)]]
            [False, True, False, False, True]
            sage: state((1,), state((3,))) == state((1, 3))
            True
        """
        column = {h: j for j, h in enumerate(self.live_heaps(N))}
        delta = F.delta

        def state(heaps, u=0):
            for h in heaps:
                if h in column:
                    u = delta[u][column[h]]
            return u
        return state

    def lattice_game(self, N):
        r"""
        Return the misère lattice game of the heaps of size at most ``N``
        (Example 6.4 of [GM]: one coordinate per heap size with a move; a
        move `e_n - \sum_i e_{a_i}`), with the positivity witness
        `\ell_n = \max(n, 1 + \max \sum_i \ell_{a_i})`.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: G = OctalRules('0.07').lattice_game(4); G.rule_set()
            Rule set in Z^3 with 4 moves: (1, 0, 0), (0, 1, 0), (-1, 0, 1), (0, 0, 1)

        A heap bound whose game is too large to build is refused at once::

            sage: OctalRules('0.07').lattice_game(10**6)
            Traceback (most recent call last):
            ...
            ValueError: the lattice game of the octal game 0.07 with heaps of size at most 1000000 is too large to build: ...
        """
        N = int(positive_integer(N, "the maximal heap size"))
        _check_size(self, N, MAX_GAME_ENTRIES, "the lattice game")
        live = self.live_heaps(N)
        if not live:
            raise ValueError("no heap of size at most %s of %s has a move" % (N, self))
        index = {n: i for i, n in enumerate(live)}
        vectors = {}
        for n in live:
            for r in self.options(n):
                v = [0] * len(live)
                v[index[n]] += 1
                for a in r:
                    if a in index:
                        v[index[a]] -= 1
                vectors.setdefault(tuple(v), None)
        from sage.geometry.toric_lattice import ToricLattice
        from sage_latticegames.rule_set import RuleSet
        from sage_latticegames.lattice_game import LatticeGame
        rules = RuleSet(list(vectors), lattice=ToricLattice(len(live)))
        name = "the octal game %s with heaps of size at most %s" % (self._code, N)
        return LatticeGame(rules, 'misere', name=name, positivity_witness=self.weights(N))

    def game_name(self, N):
        r"""
        Return the name of the game with heaps of size at most ``N`` (misère
        play), the name of its lattice game in ``games.octal``
        (:func:`~sage_latticegames.misc.octal_codes.octal_game_name`).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: from sage_latticegames import games
            sage: OctalRules('0.77').game_name(20)
            'Kayles 0.77 with heaps of size at most 20 (misère play)'
            sage: OctalRules('4.7').game_name(5) == games.octal('4.7', 5, play='misere').name()
            True
        """
        return octal_game_name(self._digits, int(positive_integer(N, "the maximal heap size")),
                               "misere")

    def quotient_data(self, N, max_order=None, max_seconds=DEFAULT_MAX_SECONDS, progress=None):
        r"""
        Return the proven misère quotient of the game with heaps of size at
        most ``N`` as a
        :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`:
        the quotient of the lattice game :meth:`lattice_game` of
        ``games.octal(code, N, play='misere')``, numbered as it numbers it
        (one generator per heap size with a move, :meth:`live_heaps`),
        computed by
        :func:`~sage_latticegames.misere.heap.driver.heap_quotient_data` from the
        options of the heaps, without building the lattice game (what the
        command line does: no Sage is imported).

        INPUT:

        - ``N`` -- a positive integer, the largest heap size
        - ``max_order``, ``max_seconds``, ``progress`` -- as in
          :func:`~sage_latticegames.misere.heap.driver.misere_quotient_data`

        OUTPUT: the quotient, with its proof by the heap pretension theorem
        (for the moves, no game); a
        :class:`~sage_latticegames.misere.heap.verification.MisereQuotientBudgetError`
        over the budget

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: from sage_latticegames import games
            sage: F = OctalRules('0.07').quotient_data(12); F
            Finite commutative monoid of order 12 on 11 generators, P-portion of size 3
            sage: F == games.octal('0.07', 12, play='misere').misere_quotient().finite_data()
            True
            sage: F.certificate == games.octal('0.07', 12, play='misere').misere_quotient().certificate()
            True
        """
        N = int(positive_integer(N, "the maximal heap size"))
        # (the bound of the lattice game: the same games are refused at once)
        _check_size(self, N, MAX_GAME_ENTRIES, "the quotient with bounded heaps")
        live = self.live_heaps(N)
        if not live:
            raise ValueError("no heap of size at most %s of %s has a move" % (N, self))
        coord = np.full(N + 1, -1, dtype=np.int64)
        coord[list(live)] = np.arange(len(live))
        options = [[tuple(r) for a in arrays for r in a.tolist()]
                   for arrays in _heaps_options(self, live, coord)]
        return heap_quotient_data(options, self.weights(N), live, max_order=max_order,
                                  max_seconds=max_seconds, progress=progress)

    def weights(self, N):
        r"""
        Return the positivity witness of :meth:`lattice_game` (one weight per
        live heap size `n \le N`): `\ell_n = \max(n, 1 + \max \sum_i
        \ell_{a_i})` over the moves of a heap `n` to heaps `a_i`.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import OctalRules
            sage: OctalRules('0.07').weights(6)
            (2, 3, 4, 5, 6)
        """
        live = self.live_heaps(N)
        if not self._digits[0] & 4:
            # every move takes at least one token: the options of a heap n add up to at most
            # n - 1, so that l_n = n by induction
            return live
        weight = {}
        for n in live:
            w = max((1 + sum(weight.get(a, 0) for a in r) for r in self.options(n)), default=0)
            weight[n] = max(n, w)
        return tuple(weight.values())


# ----------------------------------------------------------------------
# the quotient of a prefix of heaps, and periods of sequences
# ----------------------------------------------------------------------
def restricted_quotient(F, j):
    r"""
    Return the misère quotient of the positions supported on the first ``j``
    coordinates, computed from the quotient ``F`` of all of them, and the map
    from the states of ``F`` in that submonoid to its states.

    The positions `p, q \in \NN^j` are indistinguishable by `\NN^j` iff
    `\Phi(p)\Phi(r) \in \mathcal P \Leftrightarrow \Phi(q)\Phi(r) \in
    \mathcal P` for all `r \in \NN^j`: the quotient is the submonoid of
    ``F`` generated by its first ``j`` generators, reduced by partition
    refinement along those generators (Definition of [PS]_, Sec. 2).

    OUTPUT: a pair ``(G, f)`` -- a :class:`FiniteQuotientData` on ``j``
    generators and a dictionary state of ``F`` -> state of ``G``

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import OctalRules, restricted_quotient
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data
        sage: from sage_latticegames.misere.monoid.finite_monoid import is_isomorphic
        sage: R = OctalRules('0.07')
        sage: F = misere_quotient_data(R.lattice_game(9))
        sage: G, f = restricted_quotient(F, 4); G
        Finite commutative monoid of order 6 on 4 generators, P-portion of size 2
        sage: is_isomorphic(G, misere_quotient_data(R.lattice_game(5)))
        True
    """
    j = int(j)
    if not 0 <= j <= F.k:
        raise ValueError("the number of coordinates must lie in [0, %s], got %s" % (F.k, j))
    if j == 0:
        return FiniteQuotientData([[]], [False], [()]), {0: 0}
    # the submonoid: its states in the order of a breadth-first search from the identity
    # along the generators
    D = np.array(F.delta, dtype=np.int64).reshape(len(F.delta), F.k)[:, :j]
    order = submonoid_order(D, range(j)).tolist()
    # THE Moore partition refinement, on the submonoid along its j generators (the
    # classes numbered in the order of their first state: the identity first)
    index = np.full(len(F.delta), -1, dtype=np.int64)
    index[order] = np.arange(len(order))
    sub = index[D[order]]
    labels = np.array(F.P, dtype=np.uint8)[order]
    classes = moore_classes(sub, labels)
    first = _first_states(classes)
    f = dict(zip(order, classes[index[order]].tolist()))
    delta = classes[sub[first]].tolist()
    P = [bool(x) for x in labels[first]]
    # the deglex-smallest words (compiled: the table is commutative)
    return FiniteQuotientData(delta, P, _weighted_representatives(delta, (1,) * j)), f


def find_period(values, admissible=None, max_period=None):
    r"""
    Return the pairs ``(n0, p)`` such that ``values`` is periodic from
    ``n0`` with least period ``p`` (``values[n] == values[n + p]`` whenever
    both indices are defined and `n \ge n_0`, with at least one full period
    repeated), for every ``n0``, optionally only those satisfying
    ``admissible(n0, p)``: a predicate that is monotone (false for ``(n0,
    p)`` implies false for larger ``n0`` or ``p``), such as the inequality of
    the periodicity theorem, which stops the search early.

    INPUT:

    - ``values`` -- a list or array of comparable values
    - ``admissible`` -- (optional) the predicate
    - ``max_period`` -- (optional) the largest period looked at: the pairs
      whose least period is larger are left out (for a predicate false
      beyond it, the same pairs; the search costs less)

    How: for each `p` the least `n_0` from which ``values`` has the period
    `p` (:func:`~sage_latticegames.misere.whole._tame.period_starts`, a scan
    back from the end), then for each `n_0` the least such `p`, a prefix
    minimum.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import find_period
        sage: find_period([5, 1, 2, 1, 2, 1, 2])[:3]
        [(1, 2), (2, 2), (3, 2)]
        sage: find_period([5, 1, 2, 1, 2, 1, 2], lambda n0, p: n0 + p <= 3)
        [(1, 2)]
        sage: find_period([1, 2, 3], lambda n0, p: p == 1)
        []
        sage: find_period(['x', 'y', 'x', 'y', 'x', 'y'], max_period=1)
        []
    """
    L = len(values)
    if L == 0:
        return []
    # the values numbered (any comparable values: equal iff the same number)
    a = np.unique(np.asarray(values), return_inverse=True)[1].astype(np.int64).ravel()
    pmax = L // 2 if max_period is None else max(0, min(L // 2, int(max_period)))
    start = period_starts(a, pmax)
    # least[n0]: the least period p with start[p] <= n0 (L + 1: none), a prefix minimum
    least = np.full(L + 1, L + 1, dtype=np.int64)
    np.minimum.at(least, start[1:], np.arange(1, pmax + 1, dtype=np.int64))
    least = np.minimum.accumulate(least)[:L]
    # a full period repeated from n0 (if the least p does not fit, no p does)
    found = np.flatnonzero(2 * least <= L - np.arange(L))
    out = []
    for n0, p in zip(found.tolist(), least[found].tolist()):
        if admissible is not None and not admissible(n0, 1):
            break
        # (admissible is monotone: checking it at the least period suffices)
        if admissible is None or admissible(n0, p):
            out.append((n0, p))
    return out


def _least_period(phi, n0, p):
    # the least period q of the tail (q divides p) and the least preperiod for it
    q = min(q for q in range(1, p + 1)
            if p % q == 0 and all(phi[n0 + i] == phi[n0 + (i + q) % p] for i in range(p)))
    while n0 > 0 and phi[n0 - 1] == phi[n0 - 1 + q]:
        n0 -= 1
    return n0, q


# ----------------------------------------------------------------------
# the pretending function
# ----------------------------------------------------------------------
class PretendingFunction:
    r"""
    The pretending function `\Phi` of a heap game: the element of the misère
    quotient of a single heap of each size `n \ge 0`, given by a preperiod
    `n_0` and a period `p` (`\Phi(n + p) = \Phi(n)` for `n \ge n_0`;
    Plambeck--Siegel [PS]_, Sec. 6).

    INPUT:

    - ``F`` -- :class:`FiniteQuotientData`, the quotient
    - ``values`` -- list of the states `\Phi(0), \dots, \Phi(n_0 + p - 1)`
    - ``preperiod``, ``period`` -- integers
    - ``words`` -- (optional) list of strings, the word of each state (the
      default: those of the game theorist's presentation,
      :mod:`~sage_latticegames.misere.monoid.presentation`)

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
        sage: Phi = whole_game_quotient('0.31').pretending_function(); Phi
        Phi = 1 a b b2 ab2 b2 ab2 ... (preperiod 3, period 2)
        sage: Phi.preperiod(), Phi.period(), Phi(4), Phi(10**100 + 1)
        (3, 2, ab2, b2)
        sage: Phi.last_heap_outside_kernel()
        1
        sage: Phi.state(5) == Phi.state(3)
        True
    """

    def __init__(self, F, values, preperiod, period, words=None):
        n0, p = int(preperiod), int(period)
        if n0 < 0 or p < 1 or len(values) != n0 + p:
            raise ValueError("expected the %s values of the preperiod %s and one period %s"
                             % (n0 + p, preperiod, period))
        self._F = F
        self._values = tuple(int(v) for v in values)
        self._n0, self._p = n0, p
        if words is None:
            from sage_latticegames.misere.monoid.presentation import game_presentation
            words = game_presentation(F).word_strings()
        self._words = tuple(words)

    def __repr__(self):
        n = self._n0 + self._p
        shown = [self._words[self.state(i)] for i in range(n + min(self._p, 6))]
        return "Phi = %s ... (preperiod %s, period %s)" % (" ".join(shown), self._n0, self._p)

    def preperiod(self):
        r"""
        Return the least preperiod `n_0`.
        """
        return Integer(self._n0)

    def period(self):
        r"""
        Return the least period `p`.
        """
        return Integer(self._p)

    def periodicity(self):
        r"""
        Return the least preperiod and period ``(n0, p)`` as Python integers
        (what the command line prints, without Sage's integers).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: whole_game_quotient('0.31').pretending_function().periodicity()
            (3, 2)
        """
        return self._n0, self._p

    def state(self, n):
        r"""
        Return the state of `\Phi(n)` in the quotient data (any `n \ge 0`).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: Phi = whole_game_quotient('0.31').pretending_function()
            sage: Phi.state(0), Phi.state(-1)
            Traceback (most recent call last):
            ...
            ValueError: a heap size must be a nonnegative integer, got -1
        """
        n = to_integer(n, "a heap size")
        if n < 0:
            raise ValueError("a heap size must be a nonnegative integer, got %s" % n)
        if n >= self._n0:
            n = self._n0 + (n - self._n0) % self._p
        return self._values[int(n)]

    def __call__(self, n):
        r"""
        Return `\Phi(n)` as a word in the generators of the presentation.
        """
        from sage.misc.latex import LatexExpr  # a string printed without quotes
        return LatexExpr(self._words[self.state(n)])

    def quotient_data(self):
        r"""
        Return the quotient (:class:`FiniteQuotientData`) the values lie in.
        """
        return self._F

    def values(self):
        r"""
        Return the states `\Phi(0), \dots, \Phi(n_0 + p - 1)`.
        """
        return self._values

    def last_heap_outside_kernel(self):
        r"""
        Return the largest heap size whose image is not in the kernel of the
        quotient (its least ideal), ``-1`` if there is none, ``+Infinity``
        if infinitely many (the peer prints it as "LastRogue").
        """
        F = self._F
        T = F.table()
        z = 0
        for u in range(len(F.delta)):
            z = T[z][u]
        kernel = {T[z][u] for u in range(len(F.delta))}
        if any(v not in kernel for v in self._values[self._n0:]):
            return infinity()
        out = [n for n, v in enumerate(self._values[:self._n0]) if v not in kernel]
        return Integer(out[-1]) if out else Integer(-1)


# ----------------------------------------------------------------------
# the quotient of the whole game
# ----------------------------------------------------------------------
class WholeGameQuotient:
    r"""
    The misère quotient of an octal game with every heap size, proved by the
    misère periodicity theorem (see the module documentation): made by
    :func:`whole_game_quotient`.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
        sage: W = whole_game_quotient('0.31')
        sage: W.order(), W.P_portion_size(), W.standard_name(), W.certificate()['proved_at']
        (6, 2, 'T2', 13)
        sage: W.is_P_position([1]), W.outcome({10**100: 2}), W.outcome([])
        (True, 'P', 'N')
        sage: W.quotient_data(20)
        Finite commutative monoid of order 6 on 20 generators, P-portion of size 2
        sage: W.quotient_data(1)
        Finite commutative monoid of order 2 on 1 generators, P-portion of size 1
        sage: W.misere_quotient(6).cardinality()
        6
    """

    def __reduce__(self):
        r"""
        Pickle the code and the bounds of the computation: unpickling runs
        the computation and its proof again (:func:`whole_game_quotient`).

        TESTS::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: W = whole_game_quotient('0.31'); loads(dumps(W)).certificate() == W.certificate()
            True
        """
        order = max([500] + [o for _, o, _ in self._history])
        return _rerun_whole_game, (self._rules.code(), self._certificate["heaps_computed"], order)

    def __init__(self, rules, F, phi, certificate, history, heaps=None):
        self._rules = rules
        self._F = F
        # the heap each generator of F is the image of (default: the heaps with a move)
        self._heaps = tuple(rules.live_heaps(certificate["proved_at"]) if heaps is None else heaps)
        self._phi = phi
        self._certificate = dict(certificate)
        self._history = tuple(history)

    def __repr__(self):
        c = self._certificate
        name = self.standard_name()
        return ("Misère quotient of the %s (all heap sizes): order %s, P-portion of size %s%s;"
                " proved at heap %s (preperiod %s, period %s)"
                % (self._rules, len(self._F.delta), sum(self._F.P),
                   ", " + name if name else "", c["proved_at"], c["preperiod"], c["period"]))

    def rules(self):
        r"""
        Return the :class:`OctalRules` of the game.
        """
        return self._rules

    def order(self):
        r"""
        Return the order of the quotient (the same as :meth:`cardinality`).
        """
        return self._F.order()

    def cardinality(self):
        r"""
        Return the number of elements of the quotient of the whole game, as
        the other misère quotients do
        (:meth:`~sage_latticegames.misere.quotient.MisereQuotient.cardinality`).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: W = whole_game_quotient('0.75')
            sage: W.cardinality(), W.order(), W.misere_quotient().cardinality()
            (8, 8, 8)
        """
        return Integer(self._F.order())

    def _heap_bound(self, M):
        # the heap bound M of the methods below; None: the heap where the quotient was proved
        if M is None:
            return self._certificate["proved_at"]
        return int(positive_integer(M, "the maximal heap size"))

    def P_portion_size(self):
        r"""
        Return the size of the P-portion.
        """
        return Integer(sum(self._F.P))

    def data(self):
        r"""
        Return the quotient as :class:`FiniteQuotientData`: one generator per
        heap size with a move up to the heap where it was proved (the general
        construction), or per distinct image of those heaps (the tame
        construction, :mod:`~sage_latticegames.misere.whole.tame`); the heap
        of each generator is :meth:`generator_heaps`.
        """
        return self._F

    def generator_heaps(self):
        r"""
        Return the heap size of each generator of :meth:`data` (the first
        heap with that image), a tuple.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: W = whole_game_quotient('0.31'); W.generator_heaps(), W.data().k
            ((1, 2, 3, 4), 4)
            sage: W = whole_game_quotient('0.31', tame=False); W.generator_heaps()
            (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)
        """
        return self._heaps

    def pretending_function(self):
        r"""
        Return the :class:`PretendingFunction` (for every heap size).
        """
        return self._phi

    def presentation(self):
        r"""
        Return the game theorist's presentation (see
        :func:`~sage_latticegames.misere.monoid.presentation.game_presentation`).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: whole_game_quotient('0.75').presentation()
            Q = <a,b,c | a2=1, b3=b, bc=ab, c2=b2>; P = {a, b2}
        """
        from sage_latticegames.misere.monoid.presentation import game_presentation
        return game_presentation(self._F)

    def standard_name(self):
        r"""
        Return the name of the quotient in the literature, or ``None``
        (:func:`~sage_latticegames.misere.monoid.names.standard_name`).
        """
        from sage_latticegames.misere.monoid.names import standard_name
        return standard_name(self._F)

    def proof(self):
        r"""
        Return what was proved, as a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof` of
        kind ``'whole game'`` (the misère periodicity theorem) for the rules
        of the game; its record is :meth:`certificate`.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: p = whole_game_quotient('0.31').proof(); p
            Proof that a monoid of order 6 is the misère quotient of the octal game 0.31 with every heap size, by the misère periodicity theorem
            sage: p.record()['proved_at']
            13
        """
        from sage_latticegames.misere.monoid.proof import QuotientProof
        return QuotientProof(len(self._F.delta), self._certificate, self._rules, kind="whole game")

    def certificate(self):
        r"""
        Return the certificate (the record of :meth:`proof`): a dictionary
        with the theorem, the heap ``N`` computed, the heap ``proved_at``
        where the inequality first holds, ``preperiod``, ``period``, ``k``,
        ``c``, and the certificate of the heap-by-heap computation.
        """
        return self.proof().record()

    def history(self):
        r"""
        Return the triples ``(N, order, |P|)`` of the quotients of heaps
        `\le N` for `N = 1, 2, \dots` up to the heap computed.
        """
        return self._history

    def _state(self, heaps):
        F = self._F
        T = F.table()
        if isinstance(heaps, dict):
            items = list(heaps.items())
        else:
            try:
                items = [(h, 1) for h in heaps]
            except TypeError:
                raise TypeError("a position is a list of heap sizes or a dictionary heap size"
                                " -> number of heaps, got %s" % show_value(heaps)) from None
        u = 0
        for h, m in items:
            m = to_integer(m, "a number of heaps")
            if m < 0:
                raise ValueError("a number of heaps must be nonnegative, got %s" % m)
            g = self._phi.state(h)
            # u * g^m by the cycle of g (m of any size)
            powers, seen, v = [], {}, 0
            while v not in seen:
                seen[v] = len(powers)
                powers.append(v)
                v = T[v][g]
            t = seen[v]
            cyc = len(powers) - t
            e = m if m < len(powers) else t + (m - t) % cyc
            u = T[u][powers[int(e)]]
        return u

    def element(self, heaps):
        r"""
        Return the element of the quotient of a sum of heaps (as in
        :meth:`is_P_position`), as an element of :meth:`misere_quotient`
        at the heap where the quotient was proved (a class of positions with
        heaps of size at most that heap).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: W = whole_game_quotient('0.31')
            sage: x = W.element([10**100]); x.parent().cardinality()
            6
            sage: x == W.element([3]), x == W.element([4]), (x + x).is_P()
            (False, True, True)
        """
        Q = self.misere_quotient()
        # the word of the state, on the heaps with a move (the generators of Q)
        live = {n: i for i, n in enumerate(self._rules.live_heaps(self._certificate["proved_at"]))}
        x = [0] * len(live)
        for h, e in zip(self._heaps, self._F.reps[self._state(heaps)]):
            x[live[h]] += e
        return Q(tuple(x))

    def is_P_position(self, heaps):
        r"""
        Return whether the sum of heaps ``heaps`` (a list of heap sizes, or a
        dictionary heap size -> number of heaps; sizes and numbers of any
        size) is a P-position of the misère game.
        """
        return self._F.P[self._state(heaps)]

    def outcome(self, heaps):
        r"""
        Return ``'P'`` or ``'N'`` for the sum of heaps ``heaps``.
        """
        return 'P' if self.is_P_position(heaps) else 'N'

    def quotient_data(self, M=None):
        r"""
        Return the misère quotient of the game with heaps of size at most
        ``M`` (default: the heap where the quotient was proved) as
        :class:`FiniteQuotientData` (generators: the heap sizes with a move,
        in increasing order): the whole quotient with `\Phi` restricted when
        ``M`` is at least the heap where it was proved, the reduced
        submonoid (:func:`restricted_quotient`) below.
        """
        M = self._heap_bound(M)
        if M > 10**4:
            raise ValueError("the quotient of heaps <= %s has one generator per heap size: too"
                             " many for a table (use outcome() or pretending_function())" % M)
        live = self._rules.live_heaps(M)
        F = self._F
        T = F.table()
        delta = [[T[u][self._phi.state(n)] for n in live] for u in range(len(F.delta))]
        if M >= self._certificate["proved_at"]:
            return FiniteQuotientData(delta, F.P)
        # below the proof: the submonoid of the first heaps, reduced
        return restricted_quotient(_Table(delta, F.P), len(live))[0]

    def misere_quotient(self, M=None):
        r"""
        Return the misère quotient of the game with heaps of size at most
        ``M`` as a :class:`~sage_latticegames.misere.quotient.MisereQuotient`;
        by default ``M`` is the heap where the quotient was proved: the
        quotient of the whole game, its generators the heap sizes with a move
        up to that heap (larger heaps are equal to one of them, by the
        pretending function).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: W = whole_game_quotient('0.31')
            sage: W.misere_quotient()
            Misère quotient of the octal game 0.31 with heaps of size at most 13: a monoid of order 6 on ... generators, P-portion of size 2 (T2)
            sage: W.misere_quotient(1).cardinality()
            2
        """
        from sage_latticegames.misere.quotient import MisereQuotient
        M = self._heap_bound(M)
        return MisereQuotient(self.quotient_data(M), "the %s with heaps of size at most %s"
                              % (self._rules, M))


    def lattice_game(self, M=None):
        r"""
        Return the misère lattice game of the heaps of size at most ``M``
        (:meth:`OctalRules.lattice_game`; default: the heap where the
        quotient was proved).
        """
        return self._rules.lattice_game(self._heap_bound(M))

    def rational_strategy(self, M=None):
        r"""
        Return the rational strategy of the game with heaps of size at most
        ``M`` (default: the heap where the quotient was proved) in product form over the monoid algebra of its quotient
        (:class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`),
        with no new search: the quotient is :meth:`quotient_data` and its
        proof for that game is run again
        (:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.recertify`).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: W = whole_game_quotient('0.75')
            sage: f = W.rational_strategy(50); f.is_certified()
            True
            sage: d = W.lattice_game(50).dimension()       # the heap sizes with a move
            sage: [f.outcome((0,) * (d - 1) + (m,)) == W.outcome([50] * m) for m in range(1, 7)]
            [True, True, True, True, True, True]
            sage: f.outcome((0,) * (d - 1) + (10**100,))     # 10^100 heaps of size 50
            'P'
        """
        from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
        M = self._heap_bound(M)
        _check_size(self._rules, M, MAX_PROOF_ENTRIES, "the strategy")
        game = self.lattice_game(M)
        return QuotientStrategy(game, quotient=self.misere_quotient(M).recertify(game))

    def affine_stratification(self, M=None):
        r"""
        Return the affine stratification of the P-positions of the game with
        heaps of size at most ``M`` (default: the heap where the quotient was
        proved), kept in the compact form of the fibres
        of its quotient
        (:class:`~sage_latticegames.misere.strategies.lazy_stratification.LazyAffineStratification`;
        E. Miller, *Affine stratifications from finite misère quotients*,
        2013), certified by the proof of :meth:`rational_strategy`.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
            sage: S = whole_game_quotient('0.75').affine_stratification(40)
            sage: S.is_certified(), (0,) * 38 + (1,) in S
            (True, False)
            sage: whole_game_quotient('0.75').affine_stratification(10**4)
            Traceback (most recent call last):
            ...
            ValueError: the affine stratification of the octal game 0.75 with heaps of size at most 10000 is too large to build: ...
        """
        from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
        M = self._heap_bound(M)
        _check_size(self._rules, M, MAX_PROOF_ENTRIES, "the affine stratification")
        game = self.lattice_game(M)
        return LazyAffineStratification(game, quotient=self.misere_quotient(M).recertify(game))


#: the largest move matrix (live heap sizes times moves) of a lattice game built
#: by :meth:`OctalRules.lattice_game` (about ten seconds), and of one whose
#: quotient is proved again (:meth:`WholeGameQuotient.rational_strategy`,
#: :meth:`WholeGameQuotient.affine_stratification`)
MAX_GAME_ENTRIES = 10**7
MAX_PROOF_ENTRIES = 10**6


def _check_size(R, N, limit, what):
    r"""
    Refuse at once (a ``ValueError`` stating the limit) a heap bound ``N``
    of the octal rules ``R`` whose lattice game has a move matrix of more
    than ``limit`` entries (the live heap sizes times the options, counted
    heap by heap: the count stops as soon as the limit is passed).

    TESTS::

        sage: from sage_latticegames.misere.whole.periodicity import OctalRules, _check_size
        sage: _check_size(OctalRules('0.75'), 40, 10**6, "the game")
        sage: _check_size(OctalRules('0.75'), 10**9, 10**6, "the game")
        Traceback (most recent call last):
        ...
        ValueError: the game of the octal game 0.75 with heaps of size at most 1000000000 is too large to build: its move matrix passes 1000000 entries (live heap sizes times moves) at heap 127; use heaps of size at most 126, or outcome() / is_P_position() / pretending_function() of the whole game, which answer for every heap size
    """
    live = moves = 0
    for n in range(1, N + 1):
        m = len(R.options(n))
        if m:
            live += 1
            moves += m
        if live * moves > limit:
            raise ValueError("%s of the octal game %s with heaps of size at most %s is too large to"
                             " build: its move matrix passes %s entries (live heap sizes times"
                             " moves) at heap %s; use heaps of size at most %s, or outcome() /"
                             " is_P_position() / pretending_function() of the whole game, which"
                             " answer for every heap size"
                             % (what, R.code(), N, limit, n, n - 1))


def _rerun_whole_game(code, max_heap, max_order):
    r"""
    Return :func:`whole_game_quotient` of ``code`` computed and proved again
    (the unpickling of a :class:`WholeGameQuotient`: a proof is not read
    from a pickle).

    TESTS::

        sage: from sage_latticegames.misere.whole.periodicity import _rerun_whole_game
        sage: _rerun_whole_game('0.31', 13, 500).order()
        6
    """
    return whole_game_quotient(code, max_heap=max_heap, max_order=max_order)


class _Table:
    # a transition table with a P-portion (states possibly unreachable)
    def __init__(self, delta, P):
        self.delta, self.P, self.k = delta, P, len(delta[0])


def _rules_of(code_or_game):
    if isinstance(code_or_game, OctalRules):
        return code_or_game
    if isinstance(code_or_game, str):
        return OctalRules(code_or_game)
    if hasattr(code_or_game, "rule_set") and hasattr(code_or_game, "encoding"):
        # a game of games.octal: its encoding carries the code; the rules are checked
        name = code_or_game.name() if hasattr(code_or_game, "name") else ""
        E = code_or_game.encoding()
        code = E.octal_code() if hasattr(E, "octal_code") else None
        if code is not None:
            d = code_or_game.dimension()
            if [tuple(p) for p in code_or_game.defeated_positions()] != [(0,) * d]:
                raise ValueError("%s is not in misère play: the misère quotient is computed for"
                                 " games.octal(..., play='misere')" % name)
            R = OctalRules(code)
            N = int(E.max_heap())
            if (R.lattice_game(N).rule_set() == code_or_game.rule_set()
                    and R.live_heaps(N) == tuple(E.heap_sizes())):
                return R
        raise ValueError("%s is not an octal game of games.octal: the misère periodicity theorem"
                         " covers octal games with a finite code (e.g. Grundy's game is not one:"
                         " only its quotients with bounded heaps can be computed); give the code"
                         % (name or code_or_game,))
    raise TypeError("expected an octal code such as '0.07' or a game of games.octal, got %s"
                    % show_value(code_or_game))


def _heap_options(R, n, coord):
    r"""
    Return the options of the heap ``n`` of the octal rules ``R`` in the
    coordinates ``coord`` (heap size -> coordinate, `-1` for a heap without
    a move, the zero game: it leaves no coordinate), as
    :meth:`~sage_latticegames.misere.heap.pretension.HeapPretensions.add_heap`
    takes them: the distinct tuples of coordinates sorted by length then
    lexicographically, and the same as integer arrays, one per length
    (:func:`_heaps_options` for one heap).

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.misere.whole.periodicity import OctalRules, _heap_options
        sage: R = OctalRules('0.77'); live = R.live_heaps(9)
        sage: coord = np.full(10, -1); coord[list(live)] = range(len(live))
        sage: opts, arrays = _heap_options(R, 9, coord); opts
        [(6,), (7,), (0, 5), (0, 6), (1, 4), (1, 5), (2, 3), (2, 4), (3, 3)]
        sage: [a.tolist() for a in arrays][0]
        [[6], [7]]
        sage: def direct(R, n, live):
        ....:     index = {n: i for i, n in enumerate(live)}
        ....:     return sorted({tuple(sorted(index[a] for a in r if a in index))
        ....:                    for r in R.options(n)}, key=lambda t: (len(t), t))
        sage: all(_heap_options(R, n, coord)[0] == direct(R, n, live)
        ....:     for code in ('0.77', '0.44', '4.7', '0.137', '0.6', '0.3122', '0.15')
        ....:     for R in [OctalRules(code)] for live in [R.live_heaps(30)]
        ....:     for coord in [np.full(31, -1)] if not coord.__setitem__(list(live), range(len(live)))
        ....:     for n in live)
        True
    """
    arrays = _heaps_options(R, [n], coord)[0]
    return [tuple(r) for a in arrays for r in a.tolist()], arrays


def _heaps_options(R, ns, coord):
    r"""
    Return, for each heap size of ``ns``, the arrays of :func:`_heap_options`
    (its options, one array per length), computed for all of them at once
    (arrays of all the moves, sorted and made distinct together).
    """
    ns = np.asarray(ns, dtype=np.int64)
    m, h = len(coord), len(ns)
    hid = np.arange(h)
    empty = np.zeros(h, dtype=bool)
    singles, pairs = [], []       # keys heap * m + coordinate, (heap * m + first) * m + second
    for j, d in enumerate(R.digits()):
        rest = ns - j
        if d & 1:
            empty |= rest == 0
        if d & 2 and j >= 1:
            on = rest >= 1
            c = coord[rest[on]]
            singles.append(hid[on][c >= 0] * m + c[c >= 0])
            empty[hid[on][c < 0]] = True
        if d & 4:
            # the moves to heaps a + b = rest, 1 <= a <= b
            L = np.maximum(rest // 2, 0)
            owner = np.repeat(hid, L)
            a = np.arange(int(L.sum())) - np.repeat(np.cumsum(L) - L, L) + 1
            ca, cb = coord[a], coord[rest[owner] - a]
            la, lb = ca >= 0, cb >= 0
            both = la & lb
            # (the coordinates increase with the heap sizes: ca <= cb)
            pairs.append((owner[both] * m + ca[both]) * m + cb[both])
            singles.append(owner[la & ~lb] * m + ca[la & ~lb])
            singles.append(owner[lb & ~la] * m + cb[lb & ~la])
            empty[owner[~la & ~lb]] = True
    none = np.zeros(0, dtype=np.int64)
    # (the sorted distinct values; with return_index numpy does not load numpy.ma)
    singles = np.unique(np.concatenate(singles), return_index=True)[0] if singles else none
    # (the pairs are distinct: the heaps a <= b of one digit differ, and two digits give
    # different sums a + b; each digit gives them sorted, the increasing a)
    pairs = np.concatenate(pairs) if pairs else none
    if sum(1 for d in R.digits() if d & 4) > 1:
        pairs = np.sort(pairs)
    ones = (singles % m).reshape(-1, 1)
    two = np.column_stack([pairs // m % m, pairs % m])
    s_at = np.searchsorted(singles // m, np.arange(h + 1)).tolist()
    p_at = np.searchsorted(pairs // (m * m), np.arange(h + 1)).tolist()
    zero = np.zeros((1, 0), dtype=np.int64)
    out = []
    for i, e in enumerate(empty.tolist()):
        s0, s1, p0, p1 = s_at[i], s_at[i + 1], p_at[i], p_at[i + 1]
        arrays = [zero] if e else []
        if s1 > s0:
            arrays.append(ones[s0:s1])
        if p1 > p0:
            arrays.append(two[p0:p1])
        out.append(arrays)
    return out


def _adjoin_heaps(H, R, live):
    r"""
    Adjoin to the construction ``H``
    (:class:`~sage_latticegames.misere.heap.pretension.HeapPretensions`) the
    heaps of ``live`` (the live heap sizes of the octal rules ``R``) it does
    not have yet (:func:`_proven` gives its proven quotient).
    """
    coord = np.full(live[-1] + 1, -1, dtype=np.int64)
    coord[list(live)] = np.arange(len(live))
    # (the options of a few heaps at once: at most about 2^20 moves)
    chunk = max(1, 2**20 // (len(coord) * len(R.digits())))
    while H.k < len(live):
        if len(H.options) <= H.k:
            for arrays in _heaps_options(R, live[len(H.options):len(H.options) + chunk], coord):
                H.add_heap(None, arrays)
        H.adjoin()


def _proven(H, R, live, complete):
    r"""
    Return the proven quotient of the construction ``H`` (its first
    ``H.k`` heaps of ``live``), numbered by the order of the words weighted
    by heap sizes, as the lattice game of :meth:`OctalRules.lattice_game`
    numbers it; ``complete``: all heaps of ``live`` were adjoined.
    """
    F = H.quotient_data(R.weights(live[-1]))
    if complete:
        F = _set_proof(F, dict(F.certificate, steps=tuple(H.steps), misere=True))
    return F


def heap_bound_runs(history):
    r"""
    Return the triples (heap bound `N`, order, |P|) of ``history`` (as in
    :attr:`WholeGameQuotientError.partial`) grouped in runs of consecutive
    heap bounds with the same order and |P|: a list of ``(a, b, order,
    size)``.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import heap_bound_runs
        sage: heap_bound_runs([(1, 2, 1), (2, 6, 2), (3, 6, 2), (4, 12, 3)])
        [(1, 1, 2, 1), (2, 3, 6, 2), (4, 4, 12, 3)]
    """
    out = []
    for m, order, size in history:
        if out and out[-1][2:] == [order, size] and out[-1][1] == m - 1:
            out[-1][1] = m
        else:
            out.append([m, m, order, size])
    return [tuple(r) for r in out]


def _runs(history):
    # the runs of heap_bound_runs as text: "(a-b, order, |P|), ..."
    return ", ".join("(%s, %s, %s)" % ("%s-%s" % (a, b) if a != b else a, o, p)
                     for a, b, o, p in heap_bound_runs(history))


class _Periods:
    r"""
    The search of an admissible period of the pretending functions `\Phi_m`
    of :func:`whole_game_quotient`, one heap bound `m` after the other: for
    each period `p` the least `n_0` from which `\Phi_m(n) = \Phi_m(n + p)`
    (``last[p]``), updated in `O(m)` when a heap is added and computed anew
    only when the quotient changed (a recalibrated heap: its elements are
    others; a conservative extension keeps the images of the heaps).  The
    inequality `k n_0 + k p + c + k \le m + 1` is then one vector
    comparison; :func:`find_period` gives the pair where it holds.

    TESTS::

        sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient, find_period
        sage: W = whole_game_quotient('0.52'); W.certificate()['proved_at'], W.certificate()['checked']
        (34, (6, 4))
    """

    def __init__(self, H, k, c):
        self.H, self.k, self.c = H, k, c
        self.tested = 0
        self.vals = np.zeros(0, dtype=np.int64)
        self.last = np.zeros(1, dtype=np.int64)
        self.j = -1

    def values(self, m, images, index, j):
        return [images[index[n]] if n in index and index[n] < j else 0 for n in range(m + 1)]

    def _push(self, v):
        m = len(self.vals)
        self.vals = np.append(self.vals, v)
        if len(self.last) < m + 1:
            self.last = np.concatenate([self.last, np.zeros(len(self.last) + m + 1, dtype=np.int64)])
        if m:
            p = np.arange(1, m + 1)
            bad = self.vals[m - p] != v
            self.last[p[bad]] = m - p[bad] + 1

    def admissible(self, m, j, images, index):
        r"""
        Return whether `\Phi_m` (the images of the heaps `\le m` in the
        quotient of the first ``j`` heaps) has a period satisfying the
        inequality.
        """
        if j != self.j and (j == 0 or self.H.how[j - 1] != "conservative"
                            or len(self.vals) != m):
            # the quotient changed (or heaps were skipped): all values anew
            self.vals = np.zeros(0, dtype=np.int64)
            self.last[:] = 0
            for v in self.values(m - 1, images, index, j):
                self._push(v)
        self.j = j
        n = m
        self._push(images[index[n]] if n in index and index[n] < j else 0)
        P = np.arange(1, (m + 1) // 2 + 1)
        n0 = self.last[P]
        k, c = self.k, self.c
        return bool(((2 * P <= m + 1 - n0) & (k * n0 + k * P + c + k <= m + 1)).any())


def _next_bound(N, phi, k, c, bound):
    r"""
    Return the heap bound computed after ``N`` by :func:`whole_game_quotient`
    (its heap bounds, the ``heaps_computed`` of its certificate): what the
    apparent period of ``phi`` (`\Phi_N(0), \dots, \Phi_N(N)`, any values
    with the equalities of the elements) asks for, at least `N + \max(4,
    N/4)`, at most `2N` and ``bound``.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import _next_bound
        sage: _next_bound(12, [0, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2], 2, 2, 100)
        16
    """
    # (only the pairs asking for less than 2N matter)
    pairs = find_period(phi, lambda n0, p: k * n0 + k * p + c + k - 1 < 2 * N, (2 * N - c - k) // k)
    need = min((k * n0 + k * p + c + k - 1 for n0, p in pairs), default=2 * N)
    return min(bound, max(N + max(4, N // 4), min(need, 2 * N)))


def _proved_whole_game(R, F, j, m, N, index, history):
    r"""
    Return the :class:`WholeGameQuotient` of the octal rules ``R`` proved at
    the heap bound ``m`` (the inequality of the periodicity theorem holds
    there): ``F`` is the proven quotient of the heaps computed (``N``), on
    generators numbered by ``index`` (live heap -> generator), of which the
    first ``j`` are the heaps `\le m` (several heaps may share a generator:
    the tame construction numbers the distinct images,
    :meth:`~sage_latticegames.misere.whole.tame.TameHeaps.image_data`);
    ``history`` the triples (heap bound, order, `|P|`).  The one place where
    both constructions (heap pretensions,
    :mod:`~sage_latticegames.misere.whole.tame`) state the result.
    """
    k, c = R.periodicity_multiplier(), R.last_digit_index()
    # the quotient of the heaps <= m, numbered from F (restricted_quotient)
    G, f = restricted_quotient(F, j)
    phi = [f[F.delta[0][index[n]]] if n in index and index[n] < j else 0 for n in range(m + 1)]
    n0, p = find_period(phi, lambda n0, p: k * n0 + k * p + c + k <= m + 1, (m + 1 - c - k) // k)[0]
    n1, q = _least_period(phi, n0, p)
    cert = {"theorem": THEOREM, "heaps_computed": N, "proved_at": m,
            "preperiod": n1, "period": q, "k": k, "c": c,
            "checked": (n0, p),
            "inequality": "%s*%s + %s*%s + %s + %s = %s <= %s + 1"
                          % (k, n0, k, p, c, k, k * n0 + k * p + c + k, m),
            "heap_by_heap": F.certificate}
    _set_proof(G, dict(F.certificate or {}, restricted_to_heaps=m))
    Phi = PretendingFunction(G, phi[:n1 + q], n1, q)
    # the heap of each generator of G: the first heap of its column
    heaps = {}
    for n in sorted(index):
        if index[n] < j:
            heaps.setdefault(index[n], n)
    return WholeGameQuotient(R, G, Phi, cert, history, tuple(heaps[i] for i in range(j)))


def _no_period_error(R, N, why, budget, history):
    r"""
    Return the :class:`WholeGameQuotientError` of the octal rules ``R``: no
    period proved with the heaps `\le N` (``why``: what stopped the
    computation; ``history``: the triples (heap bound, order, `|P|`) proved).
    """
    shown = _runs(history)
    option = next((o for o in ("max_heap", "max_seconds", "max_order", "max_tuples")
                  if o + "=" in why), "max_seconds")
    err = WholeGameQuotientError(
        "no period of the pretending function of %s proved with heaps <= %s (%s, %.1f s"
        " elapsed; raise %s, None: no %s); the quotients found (heap bound, order, |P|):"
        " %s" % (R.code(), N, why, budget.elapsed(), option,
                 "time limit" if option == "max_seconds" else "bound", shown or "none"))
    err.partial = tuple(history)
    err.code = R.code()
    err.reason = why
    return err


def tame_whole_game(rules, max_heap=None, max_seconds=DEFAULT_MAX_SECONDS, max_order=None,
                    report=None, start_heap=None):
    r"""
    Return the misère quotient of the octal game ``rules`` with every heap
    size when its heaps keep to the tame theorem
    (:mod:`~sage_latticegames.misere.whole.tame`: the quotient of the heaps
    `\le m` proved for every `m` without a monoid per heap) up to the bound
    where the misère periodicity theorem applies; ``None`` when a heap leaves
    the tame conditions first or the order passes ``max_order`` (the general
    construction decides the game then).  The first route of
    :func:`whole_game_quotient`.

    INPUT:

    - ``rules`` -- an :class:`OctalRules`
    - ``max_heap``, ``max_seconds``, ``max_order`` -- as in
      :func:`whole_game_quotient` (``max_seconds`` may be a
      :class:`~sage_latticegames.misc.budget.Budget`)
    - ``report`` -- (optional) a
      :class:`~sage_latticegames.misere.heap.driver.Progress`
    - ``start_heap`` -- (optional) as in :func:`whole_game_quotient`: the
      heap bounds of the general construction (``heaps_computed`` of the
      certificate, the quotients by heap bound up to it) are reproduced

    OUTPUT: a :class:`WholeGameQuotient`, ``None``, or a
    :class:`WholeGameQuotientError` when ``max_heap`` or ``max_seconds`` is
    reached first (with the quotients proved for every heap bound)

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import OctalRules, tame_whole_game
        sage: tame_whole_game(OctalRules('0.31'))
        Misère quotient of the octal game 0.31 (all heap sizes): order 6, P-portion of size 2, T2; proved at heap 13 (preperiod 3, period 2)
        sage: tame_whole_game(OctalRules('0.77')) is None
        True
        sage: tame_whole_game(OctalRules('0.56'), max_heap=2000)
        Traceback (most recent call last):
        ...
        WholeGameQuotientError: no period of the pretending function of 0.56 proved with heaps <= 2000 (max_heap=2000 reached, ... s elapsed; raise max_heap, None: no bound); the quotients found (heap bound, order, |P|): (1-2, 2, 1), (3-4, 6, 2), (5-18, 10, 2), (19-59, 18, 2), (60-255, 34, 2), (256-2000, 66, 2)
    """
    budget = max_seconds if isinstance(max_seconds, Budget) else Budget(max_seconds)
    T = TameHeaps(rules)
    status = T.classify(max_heap, budget, max_order, report)
    if status in ("not tame", "max_order"):
        return None
    m, history = T.computed(), T.history()
    if status == "proved":
        # the quotient on the distinct images of the heaps (few: no table per heap)
        F, index = T.image_data(m)
        # the heap bounds of the general construction up to the first one >= m (the heaps
        # computed of the certificate): for M >= m the quotient of the heaps <= M is that
        # of the whole game (the theorem)
        k, c = rules.periodicity_multiplier(), rules.last_digit_index()
        bound = math.inf if max_heap is None else int(max_heap)
        N = int(min(bound, 2 * c + 8 if start_heap is None else start_heap))
        codes = T.kernel.codes().tolist()
        while N < m:
            N = _next_bound(N, codes[:N + 1], k, c, bound)
        history += [(M,) + history[-1][1:] for M in range(m + 1, N + 1)]
        if report is not None:
            order, size = history[-1][1:]
            report.step("heaps <= %s: order %s, |P| %s, %.1fs, proved"
                        % (N, order, size, budget.elapsed()), N, order, size, budget.elapsed())
        return _proved_whole_game(rules, F, F.k, m, N, index, history)
    why = ("max_heap=%s reached" % max_heap if status == "max_heap"
           else "max_seconds=%s spent" % (budget.limit(),))
    raise _no_period_error(rules, m, why, budget, history)


def whole_game_quotient(code_or_game, max_heap=None, max_seconds=DEFAULT_MAX_SECONDS,
                        start_heap=None, max_order=None, progress=None, tame=True):
    r"""
    Return the misère quotient of an octal game with EVERY heap size, proved
    by the misère periodicity theorem (Plambeck 2005, Plambeck--Siegel 2008;
    module documentation).

    The quotient `\mathcal Q_N` of heaps `\le N` is computed and proved by
    :func:`~sage_latticegames.misere.heap.driver.misere_quotient_data` for
    growing `N` (a jump to the bound the apparent period asks for, at least
    `N + \max(4, N/4)`).  For each `N` the quotients `\mathcal Q_m`, `m \le
    N`, are read off `\mathcal Q_N` (:func:`restricted_quotient`) and their
    pretending functions `\Phi_m` searched for a preperiod `n_0` and a
    period `p` with

    .. MATH::

        k\,n_0 + k\,p + c + k \le m + 1

    (MisereSolver's inequality; `k`, `c` as in the module documentation).
    The first such `m` is where the theorem proves `\mathcal Q_m =
    \mathcal Q_\infty`.

    INPUT:

    - ``code_or_game`` -- an octal code such as ``'0.07'``, an
      :class:`OctalRules`, or a game made by ``games.octal`` (its code is
      read from it and checked against its rule set)
    - ``max_heap`` -- (default: ``None``, no bound) the largest heap bound
      tried, an option: the heap bound grows as long as the time lasts
      (MisereSolver proves 0.44 and 0.46 at heap 505, for instance)
    - ``max_seconds`` -- (default:
      :data:`~sage_latticegames.misere.heap.driver.DEFAULT_MAX_SECONDS`,
      ``60``; ``None``: no limit) the time budget
      (:class:`~sage_latticegames.misc.budget.Budget`), as MisereSolver's
      ``--timeout``; every whole game the package is known to prove takes at
      most about 2 seconds, but 0.156 (proved at heap 11,489 by the tame
      route: under a second; 0.56, about 15 minutes to heap about 10^6)
    - ``start_heap`` -- (default: `2c + 8`) the first heap bound
    - ``max_order`` -- (default: ``None``, no cap) the largest order of a
      quotient (as in
      :func:`~sage_latticegames.misere.constructor.misere_quotient`)
    - ``progress`` -- as in
      :func:`~sage_latticegames.misere.constructor.misere_quotient`
      (:class:`~sage_latticegames.misere.heap.driver.Progress`): one line
      per heap bound computed (heap bound, order, `|P|`, elapsed seconds);
      a function is called with ``(N, order, size, seconds)``
    - ``tame`` -- (default: ``True``) whether the heaps are first classified
      by the tame theorem (:mod:`~sage_latticegames.misere.whole.tame`: no
      monoid per heap while the quotient stays tame; a game leaving its
      conditions goes on with the general construction from the start);
      ``False``: the general construction only

    OUTPUT: a :class:`WholeGameQuotient`; a :class:`WholeGameQuotientError`
    (a ``ValueError``) with the partial quotients when no period is proved
    within ``max_heap``, ``max_order`` or ``max_seconds`` (its message says
    what was reached and which option to raise)

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
        sage: from sage_latticegames import games
        sage: W = whole_game_quotient(games.octal('0.31', 5, play='misere')); W
        Misère quotient of the octal game 0.31 (all heap sizes): order 6, P-portion of size 2, T2; proved at heap 13 (preperiod 3, period 2)
        sage: W.certificate()['inequality']
        '2*3 + 2*2 + 2 + 2 = 14 <= 13 + 1'
        sage: whole_game_quotient(games.octal('0.31', 5))
        Traceback (most recent call last):
        ...
        ValueError: octal game 0.31 with heaps of size at most 5 (normal play) is not in misère play: ...
        sage: whole_game_quotient('0.07', max_heap=30, max_seconds=0)
        Traceback (most recent call last):
        ...
        WholeGameQuotientError: no period of the pretending function of 0.07 proved ...

    With the defaults the heap bound grows as far as the game needs: 0.44 is
    proved at heap 505, as MisereSolver proves it (about a second)::

        sage: W = whole_game_quotient('0.44'); W
        Misère quotient of the octal game 0.44 (all heap sizes): order 40, P-portion of size 9; proved at heap 505 (preperiod ..., period ...)
        sage: W.cardinality(), W.P_portion_size(), W.certificate()['proved_at']
        (40, 9, 505)
        sage: def grundy_moves(i):
        ....:     return [(a, i - a) for a in range(1, (i + 1) // 2)]
        sage: whole_game_quotient(games.heap_game(grundy_moves, 7, play='misere'))
        Traceback (most recent call last):
        ...
        ValueError: Heap game with heaps of size at most 7 (misère play) is not an octal game of games.octal: ...
    """
    R = _rules_of(code_or_game)
    k, c = R.periodicity_multiplier(), R.last_digit_index()
    if max_heap is not None:
        max_heap = int(positive_integer(max_heap, "max_heap"))
    bound = max_heap if max_heap is not None else math.inf
    if max_order is not None:
        max_order = int(positive_integer(max_order, "max_order"))
    if start_heap is not None:
        start_heap = int(positive_integer(start_heap, "start_heap"))
        if not R.live_heaps(int(min(start_heap, bound))):
            raise ValueError("start_heap=%s: no heap of size at most %s of %s has a move"
                             % (start_heap, min(start_heap, bound), R.code()))
    budget = Budget(max_seconds)
    report = Progress(progress, budget)
    if tame:
        # the tame theorem while the heaps keep to it (module tame), else heap pretensions
        W = tame_whole_game(R, max_heap, budget, max_order, report, start_heap)
        if W is not None:
            return W
    N = min(bound, int(start_heap) if start_heap is not None else 2 * c + 8)
    history = []
    why = None
    # one construction for every bound: the heaps are adjoined as N grows
    H = HeapPretensions([], True, order_cap(max_order), budget)
    H.report = report.candidates()
    periods = _Periods(H, k, c)
    while True:
        live = R.live_heaps(N)
        report.labels = live
        complete = False
        try:
            _adjoin_heaps(H, R, live)
            complete = True
        except (MisereQuotientBudgetError, BudgetExceeded) as err:
            why = str(err) if isinstance(err, MisereQuotientBudgetError) else \
                "max_seconds=%s spent" % max_seconds
            if H.k:
                N = live[H.k - 1]
        # (the proven quotient F, numbered as the lattice game numbers it: made when needed)
        F = None
        history = []
        best = None
        if H.k:
            index = {n: i for i, n in enumerate(live)}
            j = 0
            for m in range(1, N + 1):
                # the quotient of the heaps <= m was proven when its last heap was adjoined
                while j < H.k and live[j] <= m:
                    j += 1
                order, size, images = H.prefixes[j - 1] if j else (1, 0, ())
                history.append((m, order, size))
                if best is not None or m <= periods.tested:
                    continue        # (the quotients of heaps <= tested were searched before)
                if m % 64 == 0 and budget.expired():
                    why = why or "max_seconds=%s spent" % max_seconds
                if why is not None and budget.expired():
                    continue        # (no time left to search periods)
                if periods.admissible(m, j, images, index):
                    best = (m, j, _proven(H, R, live, complete), index)
            if H.k == len(live):
                periods.tested = N
        order, size = history[-1][1:] if history else ("?", "?")
        report.step("heaps <= %s: order %s, |P| %s, %.1fs%s"
                    % (N, order, size, budget.elapsed(), ", proved" if best else ""),
                    N, order, size, budget.elapsed())
        if best is not None:
            m, j, F, index = best
            return _proved_whole_game(R, F, j, m, N, index, history)
        if why is None and N >= bound:
            why = "max_heap=%s reached" % max_heap
        if why is None and budget.expired():
            why = "max_seconds=%s spent" % max_seconds
        if why is not None:
            raise _no_period_error(R, N, why, budget, history)
        # the next bound: what the apparent period asks for, at least N + max(4, N/4)
        # (in the numbering of H: a period is a pattern of equalities, the same in F's)
        index = {n: i for i, n in enumerate(live)}
        images = H.delta[0].tolist()
        phi_N = [images[index[n]] if n in index and index[n] < H.k else 0
                 for n in range(N + 1)] if H.k else []
        N = _next_bound(N, phi_N, k, c, bound)


# the old path of the flat layout of misere/ (pickles made before its subpackages)
unpickle_override("sage_latticegames.misere.periodicity", "_rerun_whole_game", _rerun_whole_game)
