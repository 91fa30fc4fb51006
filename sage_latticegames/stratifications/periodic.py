r"""
Eventually periodic sets of lattice points and their finite certificates

A set `S \subseteq \NN^d` is *eventually periodic per coordinate* with
thresholds `t = (t_1, \dots, t_d)` and periods `m = (m_1, \dots, m_d)`
(`t_i \ge 0`, `m_i \ge 1`) when, for every coordinate `i` and every `x \in
\NN^d` with `x_i \ge t_i`,

.. MATH::

    x \in S \iff x + m_i e_i \in S.

Such a set is determined by its trace on the *fundamental box* `\prod_i [0,
t_i + m_i)`: the *fold* `\phi(x)_i = x_i` for `x_i < t_i` and `\phi(x)_i = t_i
+ ((x_i - t_i) \bmod m_i)` otherwise maps `x` to the point of the box with
the same membership.  It is an affine stratification (Definition 8.6 of
[GM]): `S` is the disjoint union, over the points `b` of `S` in the
fundamental box, of `b + \NN\{m_i e_i : b_i \ge t_i\}`
(:meth:`PeriodicSet.strata`).  The sets of P-positions of
heap games with a finite misère quotient are of this kind (the image of the
heap of size `i` in the quotient generates a cyclic monoid `a_i^{t_i + m_i} =
a_i^{t_i}`; see [Mil2013]_), and so are those of all squarefree games in normal
play (`t = 0`, `m = (2, \dots, 2)`, Theorem 3 of [GM-E]).

**The finite certificate** (:meth:`PeriodicSet.certify`).  Let `G` be a
lattice game on the board `B = \NN^d \smallsetminus D`, `D` a finite set of
defeated positions, with rule set `\Gamma`.  By the uniqueness in Theorem 4.6
of [GM], `S` is the set of P-positions of `G` iff at every `x \in \NN^d`:

- `x \in D \Rightarrow x \notin S`, and
- `x \in B \Rightarrow (x \in S \iff` no `\gamma \in \Gamma` has `x -
  \gamma \in B \cap S)`.

Let `R_i = \max(0, \max_{\gamma} \gamma_i)` and suppose `t_i > \max_{\delta
\in D} \delta_i` for every `i`.  If `x_i \ge t_i + m_i + R_i`, then `x` and
`x' = x - m_i e_i` satisfy the conditions together: `x` and `x'` (and `x -
\gamma`, `x' - \gamma` for each `\gamma`) have coordinate `i` at least `t_i`,
so they have the same membership in `S` and none of them is defeated.  By
induction on `x_i`, the conditions hold on all of `\NN^d` iff they hold on
the finite box `\prod_i [0, t_i + m_i + R_i)`, which is checked point by point
with exact integer arithmetic (a finite box with wrap-around); it proves the
result on the whole board.

EXAMPLES:

Misère Nim with heaps of size at most 2 (Example 8.7 of [GM])::

    sage: from sage_latticegames import AffineStratification
    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.stratifications.periodic import PeriodicSet
    sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: S = PeriodicSet.from_points([(1, 0), (0, 2), (3, 0), (2, 2)], (1, 2), (2, 2)); S
    Eventually periodic set in N^2 with thresholds (1, 2) and periods (2, 2) (3 points in the fundamental box)
    sage: (5, 0) in S, (10**20, 2) in S, (10**20 + 1, 2) in S, (1, 1) in S
    (True, True, False, False)
    sage: C = S.certify(G); C
    Proved: this eventually periodic set is the set of P-positions of the game (Theorem 4.6 of [GM]; finite box check of 20 points)
    sage: T = AffineStratification(S.strata(), lattice=2); T
    Affine stratification with 3 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(2, 2)} + N{(2, 0), (0, 2)}, {(0, 2)} + N{(0, 2)}
    sage: T.certify(G)
    Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
    sage: S.certify(LatticeGame([(1, 0), (0, 1), (-1, 1)]))
    Not the set of P-positions: the position (0, 0) of the board is not in the set but has no move into it
"""
import sage.rings.integer  # noqa: F401

import numpy as np

from sage.structure.sage_object import SageObject
from sage.rings.integer_ring import ZZ

from sage_latticegames.misc.points import integer_point, show_point, int_tuple
from sage_latticegames.stratifications.certificate import Certificate, CertificationReport
from sage_latticegames.stratifications._periodic import (folded_solve, box_check, DEFEATED_IN_SET,
                                                         MOVE_JOINS)

#: largest number of points of the box of a finite certificate
MAX_BOX_POINTS = 10**8


def box_points(shape, start, stop):
    r"""
    Return the points of the box ``prod range(shape[i])`` with linear indices
    (C order) in ``range(start, stop)``, as an int64 array of shape ``(n, d)``.

    EXAMPLES::

        sage: from sage_latticegames.stratifications.periodic import box_points
        sage: box_points((2, 3), 1, 4).tolist()
        [[0, 1], [0, 2], [1, 0]]
    """
    idx = np.arange(start, stop, dtype=np.int64)
    return np.stack(np.unravel_index(idx, shape), axis=1).astype(np.int64) if len(shape) else \
        np.zeros((stop - start, 0), dtype=np.int64)


#: number of points of a box handled at once by :func:`_box_table`
CHUNK_POINTS = 2**20


def _box_table(contains_points, shape):
    r"""
    Return the boolean table of ``contains_points`` (a vectorized membership
    test) on the box of the given shape, computed in chunks of
    :data:`CHUNK_POINTS` points (the memory is that of the table).

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.stratifications.periodic import _box_table
        sage: _box_table(lambda X: X.sum(axis=1) % 2 == 0, (2, 3)).astype(int).tolist()
        [[1, 0, 1], [0, 1, 0]]
    """
    size = 1
    for s in shape:
        size *= int(s)
    table = np.zeros(size, dtype=bool)
    for start in range(0, size, CHUNK_POINTS):
        stop = min(size, start + CHUNK_POINTS)
        table[start:stop] = contains_points(box_points(shape, start, stop))
    return table.reshape(shape)


def _game_data(game):
    r"""
    Return ``(moves, top, dmask)`` for a game on `\NN^d` minus a finite set
    `D`: the moves as an int64 array, the smallest thresholds above `D` (one
    more than the largest coordinates of its points), and the flattened table
    of `D` in the box of that shape (uint8; empty when `D` is).

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.stratifications.periodic import _game_data
        sage: moves, top, dmask = _game_data(LatticeGame.misere([(1, 0), (0, 1)]))
        sage: moves.tolist(), top, dmask.tolist()
        ([[1, 0], [0, 1]], (1, 1), [1])
    """
    d = game.dimension()
    if not game.board().is_orthant():
        raise NotImplementedError("the board must be N^d minus a finite set of defeated positions")
    moves = [int_tuple(g) for g in game.rule_set().tuples()]
    defeated = [int_tuple(p) for p in game.defeated_positions()]
    if any(abs(x) >= 2**40 for g in moves for x in g) or any(x >= 2**40 for p in defeated for x in p):
        raise ValueError("the moves and defeated positions are too large for a finite box check")
    moves = np.array(moves, dtype=np.int64).reshape(-1, d)
    if not defeated:
        return moves, (0,) * d, np.zeros(0, dtype=np.uint8)
    D = np.array(defeated, dtype=np.int64)
    top = tuple(int(x) for x in D.max(axis=0) + 1)
    dtab = np.zeros(top, dtype=np.uint8)
    dtab[tuple(D.T)] = 1
    return moves, top, dtab.reshape(-1)


class PeriodicSet(SageObject):
    r"""
    A subset of `\NN^d` that is eventually periodic per coordinate, given by
    thresholds `t`, periods `m` and its trace on the fundamental box
    `\prod_i [0, t_i + m_i)` (see the module documentation).

    INPUT:

    - ``table`` -- a boolean numpy array of shape `(t_1 + m_1, \dots, t_d +
      m_d)`: membership of the points of the fundamental box
    - ``thresholds``, ``periods`` -- sequences of `d` integers, `t_i \ge 0`,
      `m_i \ge 1`

    Use :meth:`from_points` to build one from a list of points of the box.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.stratifications.periodic import PeriodicSet
        sage: S = PeriodicSet(np.array([True, False]), (0,), (2,)); S
        Eventually periodic set in N^1 with thresholds (0) and periods (2) (1 point in the fundamental box)
        sage: [x for x in range(6) if (x,) in S]
        [0, 2, 4]
        sage: PeriodicSet(np.array([True]), (0,), (2,))
        Traceback (most recent call last):
        ...
        ValueError: the table has shape (1), but thresholds + periods is (2)
        sage: TestSuite(S).run()
    """

    def __init__(self, table, thresholds, periods):
        t = tuple(int(ZZ(x)) for x in thresholds)
        m = tuple(int(ZZ(x)) for x in periods)
        if len(t) != len(m):
            raise ValueError("%s thresholds but %s periods" % (len(t), len(m)))
        if any(x < 0 for x in t) or any(x < 1 for x in m):
            raise ValueError("the thresholds must be >= 0 and the periods >= 1, not %s and %s"
                             % (t, m))
        table = np.asarray(table, dtype=bool)
        shape = tuple(a + b for a, b in zip(t, m))
        if table.shape != shape:
            raise ValueError("the table has shape %s, but thresholds + periods is %s"
                             % (show_point(table.shape), show_point(shape)))
        if table.size > MAX_BOX_POINTS:
            raise ValueError("the fundamental box has %s points, more than %s" % (table.size, MAX_BOX_POINTS))
        self._t, self._m, self._table = t, m, table.copy()
        self._table.setflags(write=False)
        self._d = len(t)

    @classmethod
    def from_points(cls, points, thresholds, periods):
        r"""
        Return the eventually periodic set whose points in the fundamental
        box are the (folds of the) given points.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0, 0), (1, 1)], (0, 0), (2, 2)); S.points_in_box()
            ((0, 0), (1, 1))
            sage: (5, 3) in S, (5, 4) in S
            (True, False)
        """
        t = tuple(int(x) for x in thresholds)
        m = tuple(int(x) for x in periods)
        table = np.zeros(tuple(a + b for a, b in zip(t, m)), dtype=bool)
        S = cls(table, t, m)
        pts = [integer_point(p, len(t)) for p in points]
        if pts:
            table[tuple(S.fold(np.array([int_tuple(p) for p in pts], dtype=object)).T)] = True
        return cls(table, t, m)

    @classmethod
    def folded_solution(cls, game, thresholds, periods, max_box_points=MAX_BOX_POINTS):
        r"""
        Return the only `(t, m)`-periodic set that can be the set of
        P-positions of ``game``: its table is computed by the recursion of
        Definition 4.1 of [GM] on the fundamental box, each option folded back
        into the box.

        If the P-positions are eventually periodic with thresholds at most
        `t` and periods dividing `m`, this *is* the set of P-positions (by
        induction on a positive functional `\ell`: folding does not increase
        `\ell`, whose coefficients are positive); in any case, the result is
        a candidate for :meth:`certify`, which decides.

        INPUT:

        - ``game`` -- a lattice game on `\NN^d` minus a finite set `D` of
          defeated positions, with a positivity witness positive on `\NN^d
          \smallsetminus 0`
        - ``thresholds``, ``periods`` -- as for :class:`PeriodicSet`; the
          thresholds are raised above `D`

        EXAMPLES:

        Misère Nim with heaps of size at most 2 (Example 8.7 of [GM])::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: S = PeriodicSet.folded_solution(G, (2, 2), (2, 2)); S
            Eventually periodic set in N^2 with thresholds (2, 2) and periods (2, 2) (4 points in the fundamental box)
            sage: S.certify(G)
            Proved: ...
            sage: box = [tuple(p) for p in G.P_positions(level=20) if max(p) < 4]
            sage: sorted(S.points_in_box()) == sorted(box)
            True

        A wrong guess of the periods gives a candidate that :meth:`certify`
        refutes::

            sage: PeriodicSet.folded_solution(G, (1, 1), (3, 1)).certify(G)
            Not the set of P-positions: ...
        """
        d = game.dimension()
        ell = np.array([int(c) for c in game.positivity_witness()], dtype=np.int64)
        if len(thresholds) != d or len(periods) != d:
            raise ValueError("give %s thresholds and %s periods" % (d, d))
        if (ell <= 0).any():
            raise NotImplementedError("the positivity witness %s of the game is not positive on "
                                      "N^d" % show_point(tuple(ell)))
        moves, top, dmask = _game_data(game)
        t = tuple(max(int(a), int(b)) for a, b in zip(thresholds, top))
        m = tuple(int(x) for x in periods)
        shape = tuple(a + b for a, b in zip(t, m))
        size = int(np.prod(shape, dtype=object))
        if size > max_box_points:
            raise ValueError("the fundamental box has %s points, more than max_box_points = %s"
                             % (size, max_box_points))
        table = folded_solve(np.array(shape, dtype=np.int64), np.array(t, dtype=np.int64),
                             np.array(m, dtype=np.int64), moves, ell,
                             np.array(top, dtype=np.int64), dmask)
        return cls(table.reshape(shape).astype(bool), t, m)

    def restricted(self, thresholds, periods):
        r"""
        Return the set with the smaller thresholds and the periods dividing
        those of ``self`` given, if it is the same set, and ``None``
        otherwise.

        A set with thresholds `t' \le t` and periods `m' \mid m` is also
        `(t, m)`-periodic, so it equals ``self`` iff both agree on the
        fundamental box of ``self``: the test is exact.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0,), (2,), (4,)], (2,), (4,)); S.table().tolist()
            [True, False, True, False, True, False]
            sage: S.restricted((0,), (2,))
            Eventually periodic set in N^1 with thresholds (0) and periods (2) (1 point in the fundamental box)
            sage: S.restricted((0,), (1,)) is None
            True
        """
        t = tuple(int(x) for x in thresholds)
        m = tuple(int(x) for x in periods)
        if any(a > b for a, b in zip(t, self._t)) or any(b % a for a, b in zip(m, self._m)):
            raise ValueError("the thresholds %s must be at most %s and the periods %s must divide %s"
                             % (show_point(t), show_point(self._t), show_point(m), show_point(self._m)))
        # the values of T on the fundamental box of self: fold each axis by (t', m')
        folded = self._table
        for i, (a, b) in enumerate(zip(t, m)):
            v = np.arange(self._t[i] + self._m[i])
            folded = np.take(folded, np.where(v < a, v, a + (v - a) % b), axis=i)
        if np.array_equal(folded, self._table):
            return PeriodicSet(self._table[tuple(slice(0, a + b) for a, b in zip(t, m))], t, m)
        return None

    def is_same_set(self, other):
        r"""
        Return whether ``self`` and ``other`` (eventually periodic sets of
        the same dimension) are the same set.

        Both are periodic with the larger thresholds and the least common
        multiples of the periods, so they are equal iff they agree on the
        fundamental box of these: the test is exact.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: A = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: B = PeriodicSet.from_points([(0,), (2,), (4,)], (1,), (4,))
            sage: A.is_same_set(B), A.is_same_set(PeriodicSet.from_points([(0,)], (0,), (3,)))
            (True, False)
        """
        if not isinstance(other, PeriodicSet) or other._d != self._d:
            raise TypeError("%s is not an eventually periodic set of dimension %s" % (other, self._d))
        t = tuple(max(a, b) for a, b in zip(self._t, other._t))
        m = tuple(int(np.lcm(a, b)) for a, b in zip(self._m, other._m))
        shape = tuple(a + b for a, b in zip(t, m))
        return bool(np.array_equal(_box_table(self.contains_points, shape),
                                   _box_table(other.contains_points, shape)))

    def minimized(self):
        r"""
        Return the same set with thresholds and periods made as small as
        possible, one coordinate at a time (see :meth:`restricted`).

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(0,), (2,), (4,)], (2,), (4,)).minimized()
            Eventually periodic set in N^1 with thresholds (0) and periods (2) (1 point in the fundamental box)
            sage: PeriodicSet.from_points([(0, 1)], (2, 3), (4, 2)).minimized()
            Eventually periodic set in N^2 with thresholds (1, 2) and periods (1, 1) (1 point in the fundamental box)
        """
        S = self
        for i in range(self._d):
            options = sorted((a + b, b, a) for a in range(S._t[i] + 1)
                             for b in range(1, S._m[i] + 1) if S._m[i] % b == 0)
            for _, b, a in options:
                if (a, b) == (S._t[i], S._m[i]):
                    break
                T = S.restricted(S._t[:i] + (a,) + S._t[i + 1:], S._m[:i] + (b,) + S._m[i + 1:])
                if T is not None:
                    S = T
                    break
        return S

    # ------------------------------------------------------------------
    # data
    # ------------------------------------------------------------------
    def dimension(self):
        r"""
        Return `d`.

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet(np.zeros((1, 2), dtype=bool), (0, 0), (1, 2)).dimension()
            2
        """
        return self._d

    def thresholds(self):
        r"""
        Return the thresholds `t`.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(1,)], (1,), (2,)).thresholds()
            (1,)
        """
        return self._t

    def periods(self):
        r"""
        Return the periods `m`.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(1,)], (1,), (2,)).periods()
            (2,)
        """
        return self._m

    def table(self):
        r"""
        Return the (read-only) boolean table of the fundamental box.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(1,)], (1,), (2,)).table().tolist()
            [False, True, False]
        """
        return self._table

    def points_in_box(self):
        r"""
        Return the points of the set in the fundamental box, sorted.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(3,), (1,), (4,)], (1,), (2,)).points_in_box()
            ((1,), (2,))
        """
        return tuple(tuple(int(x) for x in p) for p in np.argwhere(self._table))

    # ------------------------------------------------------------------
    # membership
    # ------------------------------------------------------------------
    def fold(self, X):
        r"""
        Return the folds `\phi(x)` of the rows of the integer array ``X``
        (nonnegative entries; int64 or Python integers of any size).

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([], (1, 0), (2, 3))
            sage: S.fold(np.array([[0, 7], [4, 2], [5, 3]])).tolist()
            [[0, 1], [2, 2], [1, 0]]
            sage: S.fold(np.array([[10**30, 10**30 + 1]], dtype=object)).tolist()
            [[2, 2]]
        """
        t = np.array(self._t, dtype=np.int64)
        m = np.array(self._m, dtype=np.int64)
        if X.dtype == object:
            out = np.empty(X.shape, dtype=np.int64)
            for k, row in enumerate(X):
                out[k] = self._fold_point(row)
            return out
        X = np.asarray(X, dtype=np.int64)
        return np.where(X < t, X, t + (X - t) % m)

    def _fold_point(self, p):
        r"""
        Return the fold of one point ``p`` (nonnegative integers of any size)
        as a tuple of Python integers.
        """
        return tuple(int(x) if x < t else t + int((x - t) % m) for x, t, m in zip(p, self._t, self._m))

    def contains_points(self, X):
        r"""
        Return the boolean array of memberships of the rows of ``X`` (points
        with negative coordinates are not in the set).

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: S.contains_points(np.array([[0], [1], [-2], [6]])).tolist()
            [True, False, False, True]
        """
        X = np.asarray(X)
        if X.dtype != object:
            X = X.astype(np.int64)
        ok = (X >= 0).all(axis=1) if X.size else np.ones(len(X), dtype=bool)
        out = np.zeros(len(X), dtype=bool)
        if ok.any():
            F = self.fold(X[ok])
            out[ok] = self._table[tuple(F.T)]
        return out

    def __contains__(self, p):
        r"""
        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: (10**40,) in S, (10**40 + 1,) in S, (-2,) in S
            (True, False, False)
        """
        p = int_tuple(integer_point(p, self._d))
        if any(x < 0 for x in p):
            return False
        return bool(self._table[self._fold_point(p)])

    # ------------------------------------------------------------------
    # comparison, printing, pickling
    # ------------------------------------------------------------------
    def _key(self):
        return (self._t, self._m, self._table.tobytes())

    def __eq__(self, other):
        r"""
        Equality of the data (thresholds, periods and table).

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(0,)], (0,), (2,)) == PeriodicSet.from_points([(2,)], (0,), (2,))
            True
        """
        return isinstance(other, PeriodicSet) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._key())

    def __reduce__(self):
        return PeriodicSet, (self._table, self._t, self._m)

    def _repr_(self):
        n = int(self._table.sum())
        return ("Eventually periodic set in N^%s with thresholds %s and periods %s "
                "(%s point%s in the fundamental box)"
                % (self._d, show_point(self._t), show_point(self._m), n, "" if n == 1 else "s"))

    def _test_fold(self, **options):
        r"""
        Check that folding is idempotent and that membership is periodic
        beyond the thresholds on random points.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(0, 1)], (1, 0), (2, 3))._test_fold()
        """
        tester = self._tester(**options)
        rng = np.random.default_rng(0)
        X = rng.integers(0, 3 * (max(self._t + self._m) + 1), size=(50, self._d))
        F = self.fold(X)
        tester.assertTrue((self.fold(F) == F).all())
        for i in range(self._d):
            Y = X.copy()
            Y[:, i] = np.maximum(Y[:, i], self._t[i])
            Z = Y.copy()
            Z[:, i] += self._m[i]
            tester.assertTrue((self.contains_points(Y) == self.contains_points(Z)).all())

    # ------------------------------------------------------------------
    # conversions
    # ------------------------------------------------------------------
    def with_thresholds(self, thresholds):
        r"""
        Return the same set described with larger thresholds.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: T = S.with_thresholds((3,)); T.table().tolist()
            [True, False, True, False, True]
            sage: all(((x,) in S) == ((x,) in T) for x in range(20))
            True
        """
        t = tuple(max(int(a), b) for a, b in zip(thresholds, self._t))
        # the new table, one axis at a time: index v of axis i is the fold of v
        table = self._table
        for i, (a, b, m) in enumerate(zip(t, self._t, self._m)):
            v = np.arange(a + m)
            table = np.take(table, np.where(v < b, v, b + (v - b) % m), axis=i)
        return PeriodicSet(table, t, self._m)

    def strata(self):
        r"""
        Return this set as the strata of an affine stratification: the
        disjoint union, over the points `b` of the fundamental box in the
        set, of `b + \NN\{m_i e_i : b_i \ge t_i\}`, grouped into one stratum
        ``(F, generators)`` per set of periodic coordinates (Definition 8.6 of
        [GM]).  ``AffineStratification(S.strata(), lattice=d)`` is the
        stratification (and
        :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.from_periodic_set`
        makes it remembering ``S`` and a certificate).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0, 0), (1, 1)], (0, 0), (2, 2)); S.strata()
            [([(0, 0), (1, 1)], [(2, 0), (0, 2)])]
            sage: AffineStratification(S.strata(), lattice=2)
            Affine stratification with 1 stratum in Z^2: {(0, 0), (1, 1)} + N{(2, 0), (0, 2)}
            sage: PeriodicSet.from_points([], (0,), (2,)).strata()
            []
        """
        groups = {}
        t = self._t
        for b in self.points_in_box():
            J = tuple(i for i in range(self._d) if b[i] >= t[i])
            groups.setdefault(J, []).append(b)
        strata = []
        for J in sorted(groups):
            gens = [tuple(self._m[i] if j == i else 0 for j in range(self._d)) for i in J]
            strata.append((groups[J], gens))
        return strata

    @classmethod
    def from_stratification(cls, S, max_box_points=MAX_BOX_POINTS):
        r"""
        Return the affine stratification ``S`` as an eventually periodic set,
        or ``None`` when its form does not show it to be one.

        The form shows it when every semigroup is generated by positive
        multiples of unit vectors, at most one per coordinate: with `m_i` the
        least common multiple of the multiples of `e_i` and `t_i` one more
        than the largest `i`-th coordinate of a translate, the set is
        periodic with period `m_i` beyond `t_i` in coordinate `i`.  The
        translates must lie in `\NN^d`.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.affine_stratification import AffineStratification
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
            sage: P = PeriodicSet.from_stratification(S); P
            Eventually periodic set in N^2 with thresholds (2, 3) and periods (2, 2) (6 points in the fundamental box)
            sage: AffineStratification(P.strata(), lattice=2).is_same_set(S)
            True
            sage: PeriodicSet.from_stratification(AffineStratification([([(0, 0)], [(1, 1)])])) is None
            True
        """
        d = S.dimension()
        m = [1] * d
        t = [0] * d
        for F, A in S.strata():
            seen = set()
            for g in A.generators():
                g = int_tuple(g)
                support = [i for i, x in enumerate(g) if x]
                if len(support) != 1 or g[support[0]] < 0 or support[0] in seen:
                    return None
                i = support[0]
                seen.add(i)
                m[i] = int(np.lcm(m[i], g[i]))
            for f in F:
                f = int_tuple(f)
                if any(x < 0 for x in f):
                    return None
                t = [max(a, x + 1) for a, x in zip(t, f)]
        shape = tuple(a + b for a, b in zip(t, m))
        size = 1
        for s in shape:
            size *= s
        if size > max_box_points:
            return None
        return cls(_box_table(S.contains_points, shape), t, m)

    # ------------------------------------------------------------------
    # the finite certificate
    # ------------------------------------------------------------------
    def check_game(self, game, max_box_points=MAX_BOX_POINTS, noun="set"):
        r"""
        Decide exactly whether this set is the set of P-positions of
        ``game`` on the whole board (the finite box check of the module
        documentation).

        INPUT:

        - ``game`` -- a lattice game on `\NN^d` minus a finite set of
          defeated positions
        - ``max_box_points`` -- refuse boxes with more points
        - ``noun`` -- (default: ``"set"``) what the descriptions call this set

        OUTPUT: a pair ``(witness, box)``: ``witness`` is ``None`` when
        the set is proved to be the set of P-positions, otherwise a pair
        ``(x, why)`` of a point where a condition fails and a description;
        ``box`` is the shape of the box checked (its thresholds are raised
        above the defeated positions).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: S = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: S.check_game(LatticeGame([(1,)]))
            (None, (3,))
            sage: S.check_game(LatticeGame([(1,), (2,)]))
            (((2,), 'the move (2) joins the points (2) and (0) of the set'), (4,))
        """
        d = self._d
        if game.dimension() != d:
            raise ValueError("the game is played in dimension %s, not %s" % (game.dimension(), d))
        if not game.board().is_orthant():
            raise NotImplementedError("the finite box check needs a board N^d minus a finite set")
        moves, top, dmask = _game_data(game)
        t = tuple(max(a, b) for a, b in zip(top, self._t))
        R = np.maximum(moves.max(axis=0), 0) if len(moves) else np.zeros(d, dtype=np.int64)
        shape = tuple(int(a + b + r) for a, b, r in zip(t, self._m, R))
        size = 1
        for s in shape:
            size *= s
        if size > max_box_points:
            raise ValueError("the finite box check needs %s points, more than max_box_points = %s"
                             % (size, max_box_points))
        S = self.with_thresholds(t) if t != self._t else self
        k, reason, g = box_check(np.ascontiguousarray(S._table, dtype=np.uint8).reshape(-1),
                                 np.array(S._t, dtype=np.int64), np.array(S._m, dtype=np.int64),
                                 np.array(shape, dtype=np.int64), moves,
                                 np.array(top, dtype=np.int64), dmask)
        if k < 0:
            return None, shape
        x = tuple(int(v) for v in np.unravel_index(k, shape))
        if reason == DEFEATED_IN_SET:
            why = "the point %s of the %s is a defeated position" % (show_point(x), noun)
        elif reason == MOVE_JOINS:
            gamma = tuple(int(v) for v in moves[g])
            why = "the move %s joins the points %s and %s of the %s" % (
                show_point(gamma), show_point(x), show_point(tuple(a - b for a, b in zip(x, gamma))),
                noun)
        else:
            why = ("the position %s of the board is not in the %s but has no move into it"
                   % (show_point(x), noun))
        return (x, why), shape

    def certify(self, game, max_box_points=MAX_BOX_POINTS, noun="eventually periodic set"):
        r"""
        Prove or refute that this set is the set of P-positions of ``game``
        on the whole board, by the finite box check (module documentation).

        INPUT:

        - ``game`` -- a lattice game on `\NN^d` minus a finite set
        - ``max_box_points`` -- refuse boxes with more points
        - ``noun`` -- (default: ``"eventually periodic set"``) what the
          report calls this set (its last word in the descriptions of
          witnesses)

        OUTPUT: a :class:`~sage_latticegames.stratifications.certificate.CertificationReport`

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(0,)], (0,), (2,)).certify(LatticeGame([(1,)]))
            Proved: this eventually periodic set is the set of P-positions of the game (Theorem 4.6 of [GM]; finite box check of 3 points)
        """
        witness, box = self.check_game(game, max_box_points=max_box_points,
                                       noun=noun.split()[-1])
        if witness is None:
            return CertificationReport(True, "this %s is the set of P-positions of the game "
                                       "(Theorem 4.6 of [GM]; finite box check of %s points)"
                                       % (noun, int(np.prod(box))))
        return CertificationReport(False, witness[1], witness[0])

    def certificate(self, game, max_box_points=MAX_BOX_POINTS):
        r"""
        Return a :class:`~sage_latticegames.stratifications.certificate.Certificate`
        that this set is the set of P-positions of ``game``, or raise a
        ``ValueError`` naming a witness when it is not.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: PeriodicSet.from_points([(0,)], (0,), (2,)).certificate(LatticeGame([(1,)]))
            Certificate (finite box check): the set is the set of P-positions of the game on the whole board; thresholds (0), periods (2); 3 points of the box [0, 3) checked (Theorem 4.6 of [GM])
        """
        witness, box = self.check_game(game, max_box_points=max_box_points)
        if witness is not None:
            raise ValueError("not the set of P-positions: " + witness[1])
        return self.box_certificate(game, box)

    def box_certificate(self, game, box):
        r"""
        Return the certificate of a finite box check of shape ``box`` that
        proved this set to be the set of P-positions of ``game`` (only for
        the code that has just run :meth:`check_game` with the answer
        ``(None, box)``; :meth:`certificate` does both).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: P, G = PeriodicSet.from_points([(0,)], (0,), (2,)), LatticeGame([(1,)])
            sage: witness, box = P.check_game(G); witness is None
            True
            sage: P.box_certificate(G, box).method()
            'finite box check'
        """
        return Certificate("finite box check", game,
                           "the set is the set of P-positions of the game on the whole board",
                           "thresholds %s, periods %s; %s points of the box %s checked "
                           "(Theorem 4.6 of [GM])"
                           % (show_point(self._t), show_point(self._m), int(np.prod(box)),
                              " x ".join("[0, %s)" % b for b in box)))
