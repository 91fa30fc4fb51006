r"""
Nim sequences of octal games and the octal periodicity theorem

The *nim sequence* (Sprague--Grundy sequence) of an octal game `\Gamma` is
`G(0), G(1), G(2), \dots`, where `G(n)` is the nim value of a single heap of
`n` beans: the least nonnegative integer that is not the value of an option of
the heap (the *mex*), an option leaving two heaps `a, b` having the value
`G(a) \oplus G(b)` (XOR: the Sprague--Grundy theorem, [GS], [WW] ch. 1--4).  A
sum of heaps `n_1 + \dots + n_r` is a P-position of normal play iff
`G(n_1) \oplus \dots \oplus G(n_r) = 0`.

The moves are those of the code `d_0 . d_1 d_2 \dots d_t` of Guy and Smith
(see :func:`~sage_latticegames.games.octal_games.octal_moves`): `d_k` is the sum
of `1` (remove `k` beans forming a whole heap), `2` (remove `k` beans, leaving
one nonempty heap), `4` (remove `k` beans, leaving two nonempty heaps);
`d_0 \in \{0, 4\}`; `t` is the index of the last nonzero digit, the largest
number of beans a move removes.

**Octal periodicity theorem** (Guy--Smith [GS]; [WW] ch. 4, "Octal games";
[Sie] Thm. IV.2.8).  Let `\Gamma` be an octal game with a finite code whose last
nonzero digit is `d_t`, and let `n_0 \ge 1`, `p \ge 1`.  If

.. MATH::

    G(n + p) = G(n) \quad\text{for all } n_0 \le n < 2 n_0 + p + t,

then `G(n + p) = G(n)` for all `n \ge n_0`.

*Proof* (by induction on `n`; the values of the hypothesis are the base
case).  Let `n \ge 2 n_0 + p + t` and assume `G(m + p) = G(m)` for `n_0 \le m <
n`.  No move removes a whole heap of `n` or `n + p > t` beans.  The options of
`n + p` leaving one heap are the heaps `n + p - k` (`d_k \ni 2`, `k \ge 1`),
those of `n` the heaps `n - k`, and `n_0 \le n - k < n`.  An option of `n + p`
leaving two heaps `a \le b` has `a + b = n + p - k \ge 2 n_0 + 2 p`, so `b - p
\ge n_0 \ge 1` and `(a, b - p)` is an option of `n` with the same value; an
option `(a, b)` of `n` with `a \le b` has `n_0 \le b < n`, and `(a, b + p)` is
an option of `n + p` with the same value.  So both heaps have the same set of
option values, and `G(n + p) = G(n)`.  `\square`

The hypothesis `n_0 \ge 1` matters: the code ``0.4`` has `G(0) = G(1) = G(2) =
0` (the check of `n_0 = 0`, `p = 1`, `t = 1`) but `G(3) = 1` (the split `3 \to
1 + 1` would be compared with the one-heap move `2 \to 1`, which ``0.4`` does
not allow).  So a candidate period `p` whose last failure (the largest `m`
with `G(m + p) \ne G(m)`) is `m_p` is applied with `n_0 = \max(m_p + 1, 1)`; if
moreover `G(p) = G(0)`, the period holds from `0`.

**The search.**  :class:`NimSequence` computes `G(0), G(1), \dots, G(N)` with
compiled code (:mod:`~sage_latticegames.games._nim_sequences`: for each `n` the
values of its options are stamped in a table, `O(t n)` operations per heap)
and keeps, for each candidate period `p \le N`, the last failure `m_p` among the
values computed.  It stops at the first `N` such that some `p` satisfies
`N \ge 2 \max(m_p + 1, 1) + 2 p + t - 1` (the range of the theorem is covered),
and takes the least such `p`.  This `p` is the least period of the sequence
and `m_p + 1` its least preperiod: a smaller eventual period `q` would divide
`p`, with `m_q \le m_p` already, so it would satisfy the inequality too.  The
*preperiod* `n_0` is the least index with `G(n + p) = G(n)` for all `n \ge n_0`:
the last exceptional value is `G(n_0 - 1)` (Kayles: `n_0 = 71`, the value
`G(70) = 6 \ne G(82) = 2` is the last exception).

A game whose period is not found within ``max_heap`` / ``max_seconds`` is
*open*: the object says "open, computed to heap `N`", knows the values up to
`N`, and :meth:`NimSequence.is_certified` is ``False``.  Hexadecimal codes
(moves leaving three heaps) and games such as Grundy's game (no finite code)
are outside the theorem and refused.

EXAMPLES::

    sage: from sage_latticegames.games import nim_sequence
    sage: S = nim_sequence('0.77'); S
    Nim sequence of Kayles 0.77: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 ... (preperiod 71, period 12; proved by the octal periodicity theorem with the values up to heap 167)
    sage: S.value(70), S.value(70 + 12), S.value(10**100)
    (6, 2, 1)
    sage: nim_sequence('0.137').certificate()['preperiod'], nim_sequence('0.137').period()
    (52, 34)
    sage: S = nim_sequence('0.6', max_heap=3000); S
    Nim sequence of octal game 0.6: 0 0 1 2 0 1 2 3 1 2 3 4 0 3 4 2 1 3 2 1 ... (open, computed to heap 3000)
    sage: S.is_certified(), S.period()
    (False, None)

REFERENCES:

- [GS] R. K. Guy, C. A. B. Smith, *The G-values of various games*, Proc.
  Cambridge Philos. Soc. 52 (1956), 514--526.
- [WW] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
  Mathematical Plays*, 2nd ed., vol. 1, A K Peters (2001), ch. 4.
- [Sie] A. N. Siegel, *Combinatorial Game Theory*, AMS Graduate Studies in
  Mathematics 146 (2013), Section IV.2.
- [Fla] A. Flammenkamp, *Sprague-Grundy values of octal games* (tables of
  periods and preperiods, the rare-value and sparse-space methods).
"""
import sage.rings.integer  # noqa: F401

import math
import random

from sage.structure.sage_object import SageObject
from sage.rings.integer import Integer

from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.points import to_integer, positive_integer, show_value
from sage_latticegames.games.encodings import _point
from sage_latticegames.games.octal_games import OCTAL_NAMES, parse_octal, octal_moves, octal, _octal_code
from sage_latticegames.games._nim_sequences import NimKernel

__all__ = ["NimSequence", "nim_sequence", "THEOREM", "DEFAULT_MAX_HEAP"]

#: the theorem a certified nim sequence rests on
THEOREM = ("octal periodicity theorem (Guy-Smith 1956; Winning Ways ch. 4): G(n + p) = G(n)"
           " for n0 <= n < 2 n0 + p + t (n0 >= 1) implies it for all n >= n0")

#: the heap bound when neither ``max_heap`` nor ``max_seconds`` is given
DEFAULT_MAX_HEAP = 2 ** 15


def _octal_digits(code):
    r"""
    Return the digits of an octal code covered by the periodicity theorem, or
    raise an error naming what is wrong.

    TESTS::

        sage: from sage_latticegames.games.nim_sequences import _octal_digits
        sage: _octal_digits('.0700'), _octal_digits('4.7')
        ((0, 0, 7), (4, 7))
        sage: _octal_digits('0.8')
        Traceback (most recent call last):
        ...
        ValueError: the code '0.8' is hexadecimal (a move may leave three heaps): the octal periodicity theorem covers octal codes (digits 0-7)
        sage: _octal_digits('0.00')
        Traceback (most recent call last):
        ...
        ValueError: the octal code '0.00' allows no move: every heap has the value 0
        sage: _octal_digits('0.7x')
        Traceback (most recent call last):
        ...
        ValueError: cannot read '0.7x' as an octal (or hexadecimal) code such as '0.07': expected a digit d0 (0, 4, 8 or C), a point, then digits 0-7 (or 0-9, A-F)
    """
    digits = parse_octal(code)
    if max(digits) > 7:
        raise ValueError("the code %r is hexadecimal (a move may leave three heaps): the octal"
                         " periodicity theorem covers octal codes (digits 0-7)" % (code,))
    if digits == (0,):
        raise ValueError("the octal code %r allows no move: every heap has the value 0" % (code,))
    return digits


class NimSequence(SageObject):
    r"""
    The nim sequence `G(0), G(1), \dots` of an octal game, with its period
    and preperiod when the octal periodicity theorem proves them (see the
    module documentation).

    INPUT:

    - ``code`` -- an octal code such as ``'0.77'`` (digits `0`--`7`, the
      first one `0` or `4`)
    - ``max_heap`` -- positive integer or ``None``: compute no value beyond
      this heap
    - ``max_seconds`` -- nonnegative number or ``None``: the time budget
      (:class:`~sage_latticegames.misc.budget.Budget`)

    When both are ``None``, ``max_heap`` is :data:`DEFAULT_MAX_HEAP`
    (`2^{15}`).  The values are computed until the theorem proves a period
    or a limit is reached; in the second case the sequence is *open*
    (:meth:`is_certified` is ``False``, :meth:`period` is ``None``) and only
    the values up to :meth:`computed_to` are known.

    EXAMPLES:

    Dawson's Kayles ``0.07`` is Dawson's chess ``0.137`` shifted by one
    heap ([WW] ch. 4)::

        sage: from sage_latticegames.games import NimSequence
        sage: K = NimSequence('0.07'); C = NimSequence('0.137')
        sage: K.preperiod(), K.period(), C.preperiod(), C.period()
        (53, 34, 52, 34)
        sage: all(K.value(n + 1) == C.value(n) for n in range(500))
        True
        sage: C = K.certificate(); C['code'], C['n0'], C['period'], C['last_digit'], C['checked_to']
        ('0.07', 53, 34, 2, 175)

    Bad input::

        sage: NimSequence('0.77', max_heap=0)
        Traceback (most recent call last):
        ...
        ValueError: the largest heap computed must be a positive integer, got 0
        sage: NimSequence(0.77)
        Traceback (most recent call last):
        ...
        TypeError: the octal code must be a string such as '0.07', got 0.770000000000000

    TESTS::

        sage: TestSuite(K).run()
        sage: TestSuite(NimSequence('0.6', max_heap=200)).run()
    """

    def __init__(self, code, max_heap=None, max_seconds=None):
        self._digits = _octal_digits(code)
        self._code = _octal_code(self._digits)
        if max_heap is not None:
            max_heap = positive_integer(max_heap, "the largest heap computed")
        elif max_seconds is None:
            max_heap = DEFAULT_MAX_HEAP
        budget = Budget(max_seconds)
        deadline = budget.deadline()
        deadline = math.inf if deadline is None else deadline
        kernel = NimKernel(self._digits)
        while kernel.certificate() is None and not budget.expired():
            done = kernel.computed()
            # heap bounds doubling: the arrays of the kernel grow with them
            stop = 2 * done + 1024 if max_heap is None else min(max_heap, 2 * done + 1024)
            if done >= stop:
                break
            kernel.run(stop, deadline)
        self._values = kernel.values()
        self._certificate = kernel.certificate()

    def __reduce__(self):
        r"""
        Pickle the code, the heap reached and the claim; unpickling computes
        the values again and proves the claim again (:func:`_restore`).

        TESTS::

            sage: from sage_latticegames.games import nim_sequence
            sage: S = nim_sequence('0.77'); loads(dumps(S)) == S
            True
        """
        return _restore, (self._code, self.computed_to(), self._certificate)

    # ------------------------------------------------------------------
    # the data
    # ------------------------------------------------------------------
    def code(self):
        r"""
        Return the normalized code of the game.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('.770').code()
            '0.77'
        """
        return self._code

    def digits(self):
        r"""
        Return the digits `(d_0, \dots, d_t)` of the code.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.137').digits()
            (0, 1, 3, 7)
        """
        return self._digits

    def name(self):
        r"""
        Return the name of the game.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.137').name(), nim_sequence('0.33').name()
            ("Dawson's chess 0.137", 'octal game 0.33')
        """
        if self._code in OCTAL_NAMES:
            return "%s %s" % (OCTAL_NAMES[self._code], self._code)
        return "octal game %s" % self._code

    def computed_to(self):
        r"""
        Return `N`, the largest heap whose value was computed.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77').computed_to(), nim_sequence('0.6', max_heap=100).computed_to()
            (167, 100)
        """
        return len(self._values) - 1

    def is_certified(self):
        r"""
        Return whether the octal periodicity theorem proved the period in
        this process, for exactly this code (see the module documentation).

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77').is_certified(), nim_sequence('0.77', max_heap=100).is_certified()
            (True, False)
        """
        return self._certificate is not None

    def is_open(self):
        r"""
        Return whether no period was proved (the opposite of
        :meth:`is_certified`).

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.6', max_heap=50).is_open()
            True
        """
        return self._certificate is None

    def preperiod(self):
        r"""
        Return the least `n_0` with `G(n + p) = G(n)` for all `n \ge n_0`
        (``None`` when open): `G(n_0 - 1)` is the last exceptional value.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77').preperiod(), nim_sequence('0.3').preperiod()
            (71, 0)
        """
        return None if self._certificate is None else Integer(self._certificate[0])

    def period(self):
        r"""
        Return the least period `p` (``None`` when open).

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77').period(), nim_sequence('0.3').period()
            (12, 2)
        """
        return None if self._certificate is None else Integer(self._certificate[1])

    def certificate(self):
        r"""
        Return the record of the proof (``None`` when open): the theorem, the
        code, the preperiod and period, `t` (``'last_digit'``), the `n_0 \ge
        1` the theorem was applied with and the last index whose value was
        checked (``'checked_to'``, at least `2 n_0 + 2 p + t - 1`).

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: C = nim_sequence('0.3').certificate(); C['theorem']
            'octal periodicity theorem (Guy-Smith 1956; Winning Ways ch. 4): G(n + p) = G(n) for n0 <= n < 2 n0 + p + t (n0 >= 1) implies it for all n >= n0'
            sage: C['preperiod'], C['n0'], C['period'], C['last_digit'], C['checked_to']
            (0, 1, 2, 1, 6)
        """
        if self._certificate is None:
            return None
        n0, p = self._certificate
        return {'theorem': THEOREM, 'code': self._code, 'preperiod': Integer(n0),
                'period': Integer(p), 'last_digit': Integer(len(self._digits) - 1),
                'n0': Integer(max(n0, 1)), 'checked_to': Integer(self.computed_to())}

    # ------------------------------------------------------------------
    # values
    # ------------------------------------------------------------------
    def value(self, n):
        r"""
        Return the nim value `G(n)` of a heap of ``n`` beans, for any `n`
        when the period is proved (through the period), else for `n \le`
        :meth:`computed_to`.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: S = nim_sequence('0.77'); S.value(3), S.value(10**30 + 3)
            (3, 2)
            sage: S.value(-1)
            Traceback (most recent call last):
            ...
            ValueError: a heap size must be a nonnegative integer, got -1
            sage: nim_sequence('0.6', max_heap=100).value(101)
            Traceback (most recent call last):
            ...
            ValueError: the nim sequence of octal game 0.6 is open: its values are known up to heap 100 only, not 101
        """
        n = to_integer(n, "a heap size")
        if n < 0:
            raise ValueError("a heap size must be a nonnegative integer, got %s" % n)
        N = self.computed_to()
        if n > N:
            if self._certificate is None:
                raise ValueError("the nim sequence of %s is open: its values are known up to heap"
                                 " %s only, not %s" % (self.name(), N, n))
            n0, p = self._certificate
            n = n0 + (n - n0) % p
        return Integer(int(self._values[n]))

    def values(self, N):
        r"""
        Return the list of the first ``N`` values `G(0), \dots, G(N - 1)`.

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.07').values(12)
            [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
            sage: len(nim_sequence('0.07').values(1000))
            1000
        """
        N = to_integer(N, "a number of values")
        if N < 0:
            raise ValueError("the number of values must be a nonnegative integer, got %s" % N)
        if N <= len(self._values):
            return [Integer(int(v)) for v in self._values[:N]]
        return [self.value(n) for n in range(N)]

    def is_P_position(self, heaps):
        r"""
        Return whether a sum of heaps is a P-position in normal play: the
        XOR of their nim values is `0` (Sprague--Grundy theorem, [WW] ch. 1).

        INPUT:

        - ``heaps`` -- a list of heap sizes, or a dictionary ``size ->
          number of heaps``

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: S = nim_sequence('0.137')
            sage: S.is_P_position([4]), S.is_P_position([1, 2]), S.is_P_position({10**40: 3, 5: 1})
            (True, True, False)
            sage: S.is_P_position({4: -1})
            Traceback (most recent call last):
            ...
            ValueError: a number of heaps must be nonnegative, got -1
        """
        if isinstance(heaps, dict):
            items = heaps.items()
        else:
            try:
                items = [(h, 1) for h in heaps]
            except TypeError:
                raise TypeError("the heaps must be a list of heap sizes or a dictionary size ->"
                                " number of heaps, got %s" % show_value(heaps))
        x = 0
        for size, mult in items:
            mult = to_integer(mult, "a number of heaps")
            if mult < 0:
                raise ValueError("a number of heaps must be nonnegative, got %s" % mult)
            if mult % 2:
                x ^= int(self.value(size))
        return x == 0

    def outcome(self, heaps):
        r"""
        Return ``'P'`` or ``'N'``, the normal-play outcome of a sum of heaps
        (see :meth:`is_P_position`).

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77').outcome([1, 2, 3])
            'P'
        """
        return 'P' if self.is_P_position(heaps) else 'N'

    # ------------------------------------------------------------------
    # the lattice games of the code
    # ------------------------------------------------------------------
    def lattice_game(self, max_heap):
        r"""
        Return the normal-play lattice game ``games.octal(code, max_heap)``
        (Example 6.4 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77').lattice_game(4).name()
            'Kayles 0.77 with heaps of size at most 4 (normal play)'
        """
        return octal(self._code, max_heap)

    def lattice_P_positions(self, max_heap, level):
        r"""
        Return the P-positions of level at most ``level`` of the normal-play
        lattice game ``games.octal(code, max_heap)`` (the level for its
        positivity witness, as in ``G.P_positions(level=level)``), read from the
        nim values: a lattice point is a P-position iff the XOR of the values
        of its heaps is `0`.

        OUTPUT: a tuple of lattice points, sorted as by
        ``G.P_positions(level=level)``

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: S = games.nim_sequence('0.137')
            sage: S.lattice_P_positions(8, 5)
            (N(0, 0, 0, 0, 0, 0, 0, 0), N(0, 0, 0, 1, 0, 0, 0, 0), N(0, 2, 0, 0, 0, 0, 0, 0), N(1, 1, 0, 0, 0, 0, 0, 0), N(2, 0, 0, 0, 0, 0, 0, 0), N(3, 1, 0, 0, 0, 0, 0, 0), N(4, 0, 0, 0, 0, 0, 0, 0))
            sage: S.lattice_P_positions(8, 20) == games.octal('0.137', 8).P_positions(level=20)
            True
        """
        G = self.lattice_game(max_heap)
        E = G.encoding()
        level = to_integer(level, "a level")
        weights = [int(w) for w in G.positivity_witness()]
        grundy = [int(self.value(size)) for size in E.heap_sizes()]
        d = len(weights)
        found = []
        point = [0] * d

        def visit(i, room, x):
            # coordinates i, i + 1, ... with weight at most room left, XOR x so far
            if i == d:
                if x == 0:
                    found.append(tuple(point))
                return
            for m in range(room // weights[i] + 1):
                point[i] = m
                visit(i + 1, room - m * weights[i], x ^ grundy[i] if m % 2 else x)
            point[i] = 0

        if level >= 0:
            visit(0, level, 0)
        found.sort()
        return tuple(_point(E.lattice(), p) for p in found)

    # ------------------------------------------------------------------
    # printing, comparison, invariants
    # ------------------------------------------------------------------
    def _repr_(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.3')
            Nim sequence of octal game 0.3: 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 ... (preperiod 0, period 2; proved by the octal periodicity theorem with the values up to heap 6)
        """
        head = " ".join(str(v) for v in self.values(20))
        if self._certificate is None:
            status = "open, computed to heap %s" % self.computed_to()
        else:
            status = ("preperiod %s, period %s; proved by the octal periodicity theorem with the"
                      " values up to heap %s" % (self._certificate + (self.computed_to(),)))
        return "Nim sequence of %s: %s ... (%s)" % (self.name(), head, status)

    def _latex_(self):
        r"""
        TESTS::

            sage: from sage_latticegames.games import nim_sequence
            sage: latex(nim_sequence('0.3'))
            \mathcal{G}_{0.3} = 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, \dots \quad (\mathcal{G}(n + 2) = \mathcal{G}(n) \text{ for } n \ge 0)
            sage: latex(nim_sequence('0.6', max_heap=50))
            \mathcal{G}_{0.6} = 0, 0, 1, 2, 0, 1, 2, 3, 1, 2, \dots \quad (\text{open, computed to heap } 50)
        """
        head = ", ".join(str(v) for v in self.values(10))
        if self._certificate is None:
            tail = r"\text{open, computed to heap } %s" % self.computed_to()
        else:
            n0, p = self._certificate
            tail = r"\mathcal{G}(n + %s) = \mathcal{G}(n) \text{ for } n \ge %s" % (p, n0)
        return r"\mathcal{G}_{%s} = %s, \dots \quad (%s)" % (self._code, head, tail)

    def _key(self):
        return (self._digits, self.computed_to(), self._certificate)

    def __eq__(self, other):
        r"""
        Two nim sequences are equal when they are of the same code, computed
        to the same heap, with the same proved period (or both open).

        TESTS::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77') == nim_sequence('.770'), nim_sequence('0.77') != nim_sequence('0.3')
            (True, True)
            sage: len({nim_sequence('0.77'), nim_sequence('0.77', max_heap=500)})
            1
        """
        return isinstance(other, NimSequence) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((NimSequence, self._key()))

    def _test_mex(self, **options):
        r"""
        Check the values against the mex of the values of the options, listed
        by :func:`~sage_latticegames.games.octal_games.octal_moves`, on the
        first heaps, a sample of computed heaps and, when certified, heaps
        beyond the last one computed (where the values come from the period).

        TESTS::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.137')._test_mex()
        """
        tester = self._tester(**options)
        N = self.computed_to()
        sample = set(range(min(N, 40) + 1))
        rng = random.Random(N)
        sample.update(rng.randrange(N + 1) for _ in range(10))
        if self._certificate is not None:
            sample.update(N + 1 + rng.randrange(3 * int(self.period())) for _ in range(5))
        for n in sorted(sample):
            if n * len(self._digits) > 20000:
                continue
            seen = {_xor(self.value(h) for h in heaps) for heaps in octal_moves(self._code, n)}
            mex = next(v for v in range(len(seen) + 1) if v not in seen)
            tester.assertEqual(self.value(n), mex, "G(%s) of %s" % (n, self._code))

    def _test_period(self, **options):
        r"""
        Check that a certified period and preperiod are the least ones on the
        values computed.

        TESTS::

            sage: from sage_latticegames.games import nim_sequence
            sage: nim_sequence('0.77')._test_period()
        """
        tester = self._tester(**options)
        if self._certificate is None:
            return
        n0, p = self._certificate
        g = self._values
        N = self.computed_to()
        tester.assertTrue(N >= 2 * max(n0, 1) + 2 * p + len(self._digits) - 2)
        tester.assertTrue((g[n0 + p:] == g[n0:N + 1 - p]).all())
        if n0 > 0:
            tester.assertNotEqual(g[n0 - 1], g[n0 - 1 + p])
        if p <= 5000:
            for q in range(1, p):
                tester.assertFalse((g[n0 + q:n0 + q + p] == g[n0:n0 + p]).all())


def _xor(values):
    # the nim sum of a sequence of values
    x = 0
    for v in values:
        x ^= int(v)
    return x


def _restore(code, computed_to, certificate):
    r"""
    Unpickle a :class:`NimSequence`: compute the values of ``code`` up to heap
    ``computed_to`` again and prove the claimed certificate again.

    TESTS::

        sage: from sage_latticegames.games.nim_sequences import _restore
        sage: _restore('0.77', 167, (71, 12))
        Nim sequence of Kayles 0.77: ... (preperiod 71, period 12; ...)
        sage: _restore('0.77', 167, (71, 6))
        Traceback (most recent call last):
        ...
        ValueError: inconsistent data: the nim sequence of 0.77 computed to heap 167 has preperiod 71 and period 12, not the claimed (71, 6)
    """
    S = NimSequence(code, max_heap=computed_to)
    found = S._certificate
    claim = None if certificate is None else tuple(int(x) for x in certificate)
    if S.computed_to() != computed_to or found != claim:
        got = ("no period proved" if found is None else "preperiod %s and period %s" % found)
        raise ValueError("inconsistent data: the nim sequence of %s computed to heap %s has %s,"
                         " not the claimed %s" % (code, computed_to, got,
                                                  "open sequence" if claim is None else claim))
    return S


def nim_sequence(code, max_heap=None, max_seconds=None):
    r"""
    Return the nim sequence of the octal game ``code`` with its least period
    and preperiod proved by the octal periodicity theorem (Guy--Smith [GS],
    [WW] ch. 4; see the module documentation), or open if no period is proved
    within ``max_heap`` / ``max_seconds``.

    INPUT:

    - ``code`` -- an octal code such as ``'0.137'``
    - ``max_heap`` -- positive integer or ``None``: the largest heap computed
    - ``max_seconds`` -- nonnegative number or ``None``: the time budget

    When both are ``None``, ``max_heap`` is :data:`DEFAULT_MAX_HEAP`.

    OUTPUT: a :class:`NimSequence`

    EXAMPLES::

        sage: from sage_latticegames.games import nim_sequence
        sage: S = nim_sequence('0.165'); S.preperiod(), S.period(), S.computed_to()
        (5181, 1550, 13464)
        sage: nim_sequence('0.4').period(), nim_sequence('4.7').period()
        (34, 2)
        sage: S = nim_sequence('0.106', max_seconds=0.5); S.is_certified(), S.computed_to() > 1000
        (False, True)
    """
    return NimSequence(code, max_heap=max_heap, max_seconds=max_seconds)
