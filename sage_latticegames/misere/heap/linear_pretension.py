r"""
Linear pretensions: misère outcomes of heap games with an infinite quotient

A *pretension* of a heap game (Plambeck--Siegel [PS]_, Section 6; the
construction of :mod:`~sage_latticegames.misere.heap.pretension`) is a monoid
morphism `\Psi` from the positions `\NN^k` (`x_h` heaps of the `h`-th size)
to a commutative monoid `M` with a subset `\mathcal P \subseteq M` such that
the P-positions are exactly the `x` with `\Psi(x) \in \mathcal P`.  When the
misère quotient is finite, `M` can be taken finite.  This module works with
the infinite monoid

.. MATH::

    M = U \times \ZZ, \qquad \Psi(x) = (\kappa(x), \langle w, x\rangle),

where `U = \prod_h C_{i_h, p_h}` is a product of cyclic monoids (`C_{i,p}`
is `\NN` modulo `i \sim i + p`; `\kappa(x)_h` is the class of the count
`x_h`) and `w \in \ZZ^k` is a vector of *weights* (a counter: for misère
0.3122 with heaps of size at most 7, `\langle w, x\rangle` is the number of
heaps of size 5 minus the number of heaps of size 7).  The subset is given
by a finite table `A(u, t)`, `t \in [t_{lo}, t_{hi}]`, extended periodically
with a period `q` above and below: `\mathcal P = \{(u, t) : A(u, t)\}`; `q`
is a positive multiple of `\operatorname{lcm}_h |w_h p_h|` (the least by
default; a multiple lets the tails of the table have a longer period).

The same works for every lattice game on `\NN^k` minus a finite set `D` of
defeated positions (Definition 2.9 of [GM]: normal play `D = \emptyset`,
misère play `D = \{0\}`, generalized misère play) whose moves `\gamma` each
remove one unit of one coordinate (one positive entry, equal to `1`: heap
games, and the squarefree games of the erratum [GM-E]); a move from `x` to
`x - \gamma` is legal when `x - \gamma \in \NN^k \setminus D`, and `\ell`
denotes the positivity witness of the game (`\langle \ell, \gamma\rangle >
0` for every move).

THEOREM 1 (the pretension theorem).  Let `\mathcal P \subseteq M` with
`\Psi(x) \notin \mathcal P` for `x \in D`, and suppose that for every
position `x \notin D`, `\Psi(x) \in \mathcal P` if and only if no `x -
\gamma \in \NN^k` (a legal option, or a defeated position) has its image in
`\mathcal P`.  Then `x` is a P-position if and only if `\Psi(x) \in
\mathcal P`.

*Proof.* Induction on `\langle \ell, x\rangle`: a position is a P-position
iff none of its legal options is one, and the defeated positions, whose
images are not in `\mathcal P`, do not count.  (In misère play `D = \{0\}`:
the empty sum is the N-position where the player to move has already won.)
`\square`

The hypothesis is a statement about infinitely many positions.  It reduces
to a finite check through *types*.  For a count `c` of heaps of size `h`,
its class `\kappa_h(c)`, and whether `c > 0`, the class of `c - 1` and the
set of counts with these data are determined by one of the following
*kinds*: `c < i_h` exactly; `c = i_h + r + m p_h` with `0 < r < p_h`,
`m \ge 0`; `c = i_h`; `c = i_h + m p_h` with `m \ge 1`.  A *type* `\sigma`
chooses a kind for every coordinate; it determines `\kappa(x)`, which
coordinates are present, whether `x \in D` (the indices exceed the
coordinates of the points of `D`), `\kappa(x - e_h)` for the present `h`, hence the images of
all the options of `x` up to a shift of the counter: an option removing a
heap `h` and leaving the heaps `y` has the image `(\kappa(x - e_h + y), t -
w_h + \langle w, y\rangle)`.  The counters `t = \langle w, x\rangle` of the
positions of type `\sigma` lie in `b_\sigma + \NN\{w_h p_h : h
\text{ periodic in } \sigma\}` (`b_\sigma` the counter of the least
counts), hence in `T_\sigma = b_\sigma + \delta\ZZ`, `b_\sigma + \delta\NN` or
`b_\sigma - \delta\NN` (`\delta` the gcd of those `|w_h p_h|`, by their signs), a set
periodic above and below `b_\sigma` with a period `\delta` dividing `q`; the
check covers all of `T_\sigma` (checking more can only refuse more).

THEOREM 2 (the finite check).  Let `\Delta` bound the shifts of the options,
`a_{hi}` (resp. `a_{lo}`) be such that `A(u, t) = A(u, t - q)` for `t \ge
a_{hi} + q` (resp. `A(u, t) = A(u, t + q)` for `t \le a_{lo} - q`), and
`b_{max}, b_{min}` bound the `b_\sigma`.  If the condition of Theorem 1
holds for every type `\sigma` and every `t \in T_\sigma` with `\min(a_{lo}
- \Delta, b_{min}) - q \le t \le \max(a_{hi} + \Delta, b_{max}) + q`, it holds for
every position.

*Proof.* The condition at `(\sigma, t)` depends on `t \in T_\sigma` and on
the values `A(\cdot, t + s)`, `|s| \le \Delta`.  For `t \ge \max(a_{hi} + \Delta,
b_{max}) + q` both are unchanged when `t` is replaced by `t - q` (the
membership in `T_\sigma` is periodic above `b_\sigma` with a period
dividing `q`), and likewise below; so every `t` reduces to the checked
range. `\square`

THEOREM 3 (infinitely many classes).  Let `g, h` be two coordinates with
`w_g < 0 < w_h`, and `L_g, L_h` multiples of `p_g, p_h` with `L = -w_g L_g
= w_h L_h`.  For `n \ge 0` put `x_n = (c_g + n L_g) e_g` and `r_n = (c_h +
n L_h) e_h` with `c_g \ge i_g`, `c_h \ge i_h`.  Then `\Psi(x_m + r_n) = (u,
t_0 + L(n - m))` with `u, t_0` independent of `m, n`.  If `A(u, t_0)`
differs from `A(u, t_0 + L k)` for every `k < 0`, then `x_m + r_n` is a
P-position iff `m \le n` (or iff `m > n`), so `r_n` distinguishes `x_n`
from every `x_m`, `m > n`: the misère quotient is infinite.

Every step is exact: the table is computed by the recursion of the game on
the least representatives of the pairs `(u, t)` (a guess, proved by Theorem
2, never trusted), the check runs over every type, and the tails are read
off the table.  :func:`find_linear_pretension` searches the weights and the
cycles; :func:`fit_linear_pretension` fits them (counters of any signs,
multiples of the least period of the counter) to the outcomes of a solved
region first -- a guess, proved or refused by Theorem 2 like any other; :func:`prove_infinite_heap_quotient` turns a proved pretension into
an :class:`~sage_latticegames.misere.stratified.infinite.InfinitenessCertificate`-like
object, :class:`HeapInfinitenessCertificate`.

EXAMPLES:

The octal game 0.3122 with heaps of size at most 7: the first infinite
misère quotient of the literature, proved here by a linear pretension
(the counter is the number of heaps of size 5 minus the number of heaps of
size 7)::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
    sage: G = games.octal('0.3122', 7, play='misere')
    sage: C = prove_infinite_heap_quotient(G); C     # long time
    Proved: the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite: the positions x_n = (2 + 4n) heaps of size 7 are pairwise distinguishable: x_m + r_n is a P-position iff m <= n, for r_n = (3 + 4n) heaps of size 5 (linear pretension with counter (0, 0, 0, 0, 1, 0, -1), cycles (2, 2), (3, 2), (2, 2), (2, 2), (1, 1), (2, 2), (2, 4))
    sage: C.position(2), C.distinguisher(2)          # long time
    ((0, 0, 0, 0, 0, 0, 10), (0, 0, 0, 0, 11, 0, 0))
    sage: C.check_on_game(3)                         # long time
    True

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

import itertools
import math
import time

import numpy as np

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.points import show_point
from sage_latticegames.misc.protocol import DefinedByArguments, name_of
from sage_latticegames.misere.monoid.proof import QuotientProof

__all__ = ["LinearPretension", "LinearPretensionFailure", "find_linear_pretension", "unit_moves",
           "fit_linear_pretension", "HeapInfinitenessCertificate", "prove_infinite_heap_quotient"]

#: the name of the theorem the proofs of this module rest on (saved in certificates)
THEOREM = "linear pretension (Theorems 1-2 of sage_latticegames.misere.linear_pretension)"


class LinearPretensionFailure(ValueError):
    r"""
    A candidate linear pretension that fails the finite check of Theorem 2:
    ``.witness`` is a position (a list of counts) whose outcome the
    candidate does not predict, or ``None`` when the table could not be
    completed or its tails are not periodic.
    """

    def __init__(self, message, witness=None):
        ValueError.__init__(self, message)
        self.witness = witness


def unit_moves(game):
    r"""
    Return ``(d, options, defeated, size)`` for a lattice game on `\NN^d`
    minus a finite set of defeated positions whose moves `\gamma` each have
    exactly one positive entry, equal to `1` (heap games, Example 6.4 of [GM];
    the squarefree games of [GM-E]): a move from `x` removes one unit of a
    coordinate `h` and adds `\gamma^-`.  ``options[h]`` lists the
    `\gamma^-` of the moves of `h` (as tuples of coordinates, with
    repetitions), ``defeated`` the defeated positions (tuples), ``size`` a
    positive functional that every move decreases (the positivity witness of
    the game).

    EXAMPLES::

        sage: from sage_latticegames import games, LatticeGame
        sage: from sage_latticegames.misere.heap.linear_pretension import unit_moves
        sage: unit_moves(games.octal('0.07', 4, play='misere'))
        (3, [[()], [()], [(), (0,)]], [(0, 0, 0)], (2, 3, 4))
        sage: unit_moves(LatticeGame([(2, 0), (0, 1)]))
        Traceback (most recent call last):
        ...
        ValueError: a linear pretension needs moves that remove one unit of one coordinate; (2, 0) does not
    """
    if not (hasattr(game, "rule_set") and hasattr(game, "board")):
        raise TypeError("expected a lattice game (e.g. games.octal('0.3122', 7, play='misere')),"
                        " got %r" % (game,))
    d = int(game.dimension())
    if not game.board().is_orthant():
        raise ValueError("a linear pretension is defined for games on the orthant N^%s" % d)
    options = [[] for _ in range(d)]
    for g in game.rule_set().vectors():
        g = [int(x) for x in g]
        positive = [h for h in range(d) if g[h] > 0]
        if len(positive) != 1 or g[positive[0]] != 1:
            raise ValueError("a linear pretension needs moves that remove one unit of one"
                             " coordinate; %s does not" % (tuple(g),))
        options[positive[0]].append(tuple(j for j in range(d) for _ in range(-min(g[j], 0))))
    defeated = sorted(tuple(int(x) for x in p) for p in game.defeated_positions())
    size = tuple(int(x) for x in game.positivity_witness())
    return d, [sorted(set(o), key=lambda y: (len(y), y)) for o in options], defeated, size


def _name(game):
    r"""
    Return the name of ``game`` (its description when it has none).
    """
    return name_of(game)


def _rows_in(X, points):
    r"""
    Return the boolean array: which rows of ``X`` are among ``points``.
    """
    found = np.zeros(len(X), dtype=bool)
    for p in points:
        found |= (X == np.array(p, dtype=np.int64)).all(axis=1)
    return found


def _classes(counts, idx, per):
    r"""
    Return the classes of the counts (an integer array whose last axis runs
    over the coordinates) in the cyclic monoids `C_{i_h, p_h}`.
    """
    c = np.asarray(counts, dtype=np.int64)
    return np.where(c < idx, c, idx + (c - idx) % per)


class LinearPretension(SageObject):
    r"""
    A linear pretension `\Psi(x) = (\kappa(x), \langle w, x\rangle)` of a
    misère heap game, proved by the finite check of Theorem 2 (module
    documentation) when it is built: the outcome of *every* position.

    INPUT:

    - ``game`` -- a heap game in misère play (e.g. ``games.octal(code, k,
      play='misere')``)
    - ``weights`` -- the vector `w \in \ZZ^k` of the counter (not zero)
    - ``indices``, ``periods`` -- the cycles `(i_h, p_h)` of the counts
    - ``window`` -- (default: 40) the table covers the counters `|t| \le`
      ``window``
    - ``max_seconds`` -- (default: none) a time limit
    - ``period`` -- (default: the least, `\operatorname{lcm}_h |w_h p_h|`)
      the period `q` of the tails of the table in the counter: a positive
      multiple of that least common multiple (Theorem 2 needs only that the
      gcd `\delta` of every type divides `q`)

    Raises :class:`LinearPretensionFailure` when the check fails (with a
    position that the candidate misclassifies when there is one).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
        sage: G = games.octal('0.3122', 7, play='misere')
        sage: L = LinearPretension(G, (0, 0, 0, 0, 1, 0, -1), (2, 3, 2, 2, 1, 2, 2),
        ....:                      (2, 2, 2, 2, 1, 2, 4), window=10); L
        Linear pretension of octal game 0.3122 with heaps of size at most 7 (misère play): counter (0, 0, 0, 0, 1, 0, -1), cycles (2, 2), (3, 2), (2, 2), (2, 2), (1, 1), (2, 2), (2, 4); proved for every position (78750 types, counters -11..8)
        sage: L.tails()
        (-6, 3, 4)
        sage: L.is_P_position((0, 0, 0, 0, 10**9 + 1, 0, 10**9))    # one more heap of 5 than of 7
        True
        sage: L.is_P_position((0, 0, 0, 0, 10**9, 0, 10**9))
        False

    A candidate that is wrong is refused, with a misclassified position::

        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretensionFailure
        sage: K = games.octal('0.77', 3, play='misere')
        sage: try:
        ....:     LinearPretension(K, (1, 0, -1), (1, 1, 1), (1, 1, 1), window=6)
        ....: except LinearPretensionFailure as e:
        ....:     print(e.witness is not None, K.is_P_position(e.witness) is not None)
        True True

    TESTS::

        sage: LinearPretension(K, (0, 0, 0), (1, 1, 1), (1, 1, 1))
        Traceback (most recent call last):
        ...
        ValueError: the weights must not all be zero
        sage: LinearPretension(K, (1, 0, -1), (0, 0, 0), (1, 1, 1))
        Traceback (most recent call last):
        ...
        ValueError: the indices must exceed the coordinates of the defeated positions (0, 0, 0)
        sage: LinearPretension(K, (1, 0, -1), (1, 1, 1), (1, 1, 2), period=3)
        Traceback (most recent call last):
        ...
        ValueError: the period of the counter must be a positive multiple of 2, not 3
    """

    def __init__(self, game, weights, indices, periods, window=40, max_seconds=None, period=None):
        d, options, defeated, size = unit_moves(game)
        w = tuple(int(x) for x in weights)
        idx = tuple(int(x) for x in indices)
        per = tuple(int(x) for x in periods)
        if not (len(w) == len(idx) == len(per) == d):
            raise ValueError("weights, indices and periods must have %s entries (one per heap"
                             " size of the game)" % d)
        if any(i < 0 for i in idx) or any(p < 1 for p in per):
            raise ValueError("the indices must be >= 0 and the periods >= 1")
        if any(x[h] >= idx[h] for x in defeated for h in range(d)):
            raise ValueError("the indices must exceed the coordinates of the defeated positions"
                             " %s" % ", ".join(str(x) for x in defeated))
        if not any(w):
            raise ValueError("the weights must not all be zero")
        window = int(window)
        if window < 1:
            raise ValueError("window must be a positive integer, not %s" % window)
        self._game = game
        # the moves: (heap h removed, the heaps y left, the shift of the counter)
        self._moves = [(h, y, sum(w[j] for j in y) - w[h]) for h in range(d) for y in options[h]]
        self._defeated = defeated
        self._size = size
        self._w, self._idx, self._per = w, idx, per
        self._window = window
        self._max_seconds = max_seconds
        least = math.lcm(*(abs(a * p) for a, p in zip(w, per) if a))
        if period is None:
            period = least
        period = int(period)
        if period < 1 or period % least:
            raise ValueError("the period of the counter must be a positive multiple of %s, not %s"
                             % (least, period))
        self._period = period
        self._prove()

    # ---------------------------------------------------------------- data

    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).game() is G
            True
        """
        return self._game

    def parameters(self):
        r"""
        Return ``(weights, indices, periods)``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).parameters()
            ((1, 0), (2, 2), (2, 2))
        """
        return self._w, self._idx, self._per

    def tails(self):
        r"""
        Return ``(a_lo, a_hi, q)``: the table is `q`-periodic in the counter
        above `a_{hi}` and below `a_{lo}` (Theorem 2).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).tails()
            (-1, 2, 2)
        """
        return self._a_lo, self._a_hi, self._q

    def proof(self):
        r"""
        Return what was proved, as a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof` of
        kind ``'linear pretension'`` (Theorems 1-2) for the game; its record
        is :meth:`certificate`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: p = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).proof()
            sage: p.theorem(), p.game() is G
            ('linear pretension theorem', True)
        """
        return QuotientProof(None, self._certificate, self._game, kind="linear pretension")

    def certificate(self):
        r"""
        Return what was proved: a dictionary naming the theorem, the
        parameters, the tails, the number of types checked and the range
        of counters (the record of :meth:`proof`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: c = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).certificate()
            sage: c['theorem'], c['types']
            ('linear pretension (Theorems 1-2 of sage_latticegames.misere.linear_pretension)', 25)
        """
        return self.proof().record()

    # ------------------------------------------------------------ the proof

    def _prove(self):
        r"""
        Compute the table by the recursion of the game on least
        representatives, read its tails, and run the finite check of
        Theorem 2 (raises :class:`LinearPretensionFailure`).
        """
        start = time.time()
        deadline = None if self._max_seconds is None else start + float(self._max_seconds)
        w, idx, per = np.array(self._w), np.array(self._idx), np.array(self._per)
        d = len(w)
        ncls = idx + per
        self._radix = np.array([int(np.prod(ncls[h + 1:])) for h in range(d)], dtype=np.int64)
        nu = int(np.prod(ncls))
        D = max(abs(shift) for _, _, shift in self._moves)
        q = self._period
        W = self._window
        # the table covers [TL, TH]; the recursion runs on a margin around it
        margin = 2 * D + 2 * q + int(np.abs(w).sum() * ncls.max())
        TL, TH = -W - margin, W + margin
        self._TL, self._TH = TL, TH
        A = self._table(nu, TL, TH, deadline)
        # the tails: q-periodic above a_hi and below a_lo, on the inner part of the table
        lo, hi = -W, W
        a_hi = hi - q
        while a_hi > lo and np.array_equal(A[:, a_hi - TL], A[:, a_hi + q - TL]):
            a_hi -= 1
        a_hi += 1
        a_lo = lo + q
        while a_lo < hi and np.array_equal(A[:, a_lo - TL], A[:, a_lo - q - TL]):
            a_lo += 1
        a_lo -= 1
        self._a_lo, self._a_hi, self._q = a_lo, a_hi, q
        # the candidate: the table between the tails, extended periodically (only this
        # extension is proved and used; the rest of the table was a guess)
        self._A = A[:, [self._reduced(t) - TL for t in range(TL, TH + 1)]]
        ntypes, t_range = self._check(self._A, D, deadline)
        self._certificate = {"theorem": THEOREM, "weights": self._w, "indices": self._idx,
                             "periods": self._per, "tails": (a_lo, a_hi, q), "types": ntypes,
                             "counters": t_range, "seconds": round(time.time() - start, 2)}

    def _representatives(self, nu, TL, TH):
        r"""
        Return the least representatives (for the positivity witness of the
        game) of the pairs `(u, t)`, `TL \le t \le TH`, as an array of counts
        indexed by ``u * (TH - TL + 1) + t - TL`` (rows of ``-1`` where there is
        none): Dial's shortest paths from the empty position, one heap added at
        a time, the counters kept in the range (near its ends a representative
        may not be least; the table then leaves the pairs it cannot decide
        open, which the check refuses).
        """
        idx, per = np.array(self._idx), np.array(self._per)
        w, size = np.array(self._w), np.array(self._size, dtype=np.int64)
        d, nt = len(w), TH - TL + 1
        INF = np.iinfo(np.int64).max
        dist = np.full(nu * nt, INF, dtype=np.int64)
        X = np.full((nu * nt, d), -1, dtype=np.int64)
        origin = -TL          # the class of 0 is 0, its counter 0
        dist[origin] = 0
        X[origin] = 0
        unit = np.eye(d, dtype=np.int64)
        c = 0
        while True:
            frontier = np.nonzero(dist == c)[0]
            if len(frontier):
                x = X[frontier]
                t = frontier % nt + TL
                for h in range(d):
                    y = x + unit[h]
                    t2 = t + int(w[h])
                    ok = (t2 >= TL) & (t2 <= TH)
                    node = (_classes(y[ok], idx, per) @ self._radix) * nt + (t2[ok] - TL)
                    better = dist[node] > c + int(size[h])
                    node = node[better]
                    dist[node] = c + int(size[h])
                    X[node] = y[ok][better]
            pending = dist[dist > c]
            if not len(pending) or pending.min() == INF:
                return X
            c = int(pending.min())

    def _table(self, nu, TL, TH, deadline):
        r"""
        Return the table `A` (``int8``: 1 P, 0 N, -1 no position, -2 not
        determined within the range) of the pairs `(u, t)`, `TL \le t \le
        TH`, computed by the recursion of the game on their least
        representatives, by increasing size.
        """
        idx, per = np.array(self._idx), np.array(self._per)
        ncls = idx + per
        d = len(ncls)
        nt = TH - TL + 1
        tt = np.tile(np.arange(TL, TH + 1, dtype=np.int64), nu)
        X = self._representatives(nu, TL, TH)
        A = np.full(nu * nt, -1, dtype=np.int8)
        real = X[:, 0] >= 0
        sizes = X @ np.array(self._size, dtype=np.int64)
        order = np.nonzero(real)[0]
        order = order[np.argsort(sizes[order], kind="stable")]
        s_sorted = sizes[order]
        bounds = np.nonzero(np.diff(s_sorted))[0] + 1
        opts = [(h, np.bincount(np.array(y, dtype=np.int64), minlength=d), shift)
                for h, y, shift in self._moves]
        for level in np.split(order, bounds):
            if deadline is not None and time.time() > deadline:
                raise LinearPretensionFailure("the time limit was reached while computing the"
                                              " table")
            x = X[level]
            t = tt[level]
            defeated = _rows_in(x, self._defeated)
            anyP = np.zeros(len(level), dtype=bool)
            unknown = np.zeros(len(level), dtype=bool)
            for h, y, shift in opts:
                valid = x[:, h] > 0
                z = x + y
                z[:, h] -= 1
                t2 = t + shift
                inside = (t2 >= TL) & (t2 <= TH)
                u2 = _classes(z, idx, per) @ self._radix
                node = u2 * nt + np.where(inside, t2 - TL, 0)
                v = np.where(inside, A[node], -2)
                anyP |= valid & (v == 1)
                unknown |= valid & (v < 0)
            A[level] = np.where(defeated, 0, np.where(anyP, 0, np.where(unknown, -2, 1)))
        return A.reshape(nu, nt)

    def _check(self, A, D, deadline):
        r"""
        The finite check of Theorem 2 over every type; return the number of
        types and the range of counters checked.
        """
        w, idx, per = np.array(self._w), np.array(self._idx), np.array(self._per)
        d = len(w)
        kinds = []     # per coordinate: (class, least count, step, class of count - 1 or -1)
        for h in range(d):
            i, p = int(idx[h]), int(per[h])
            ch = []
            for c in range(i + p):
                if c < i:
                    ch.append((c, c, 0, c - 1))
                elif c > i:
                    ch.append((c, c, p, c - 1))
                else:
                    ch.append((c, i, 0, i - 1))
                    ch.append((c, i + p, p, i + p - 1))
            kinds.append(np.array(ch, dtype=np.int64))
        sig = np.array(list(itertools.product(*[range(len(k)) for k in kinds])), dtype=np.int64)
        cls = np.stack([kinds[h][sig[:, h], 0] for h in range(d)], 1)
        base = np.stack([kinds[h][sig[:, h], 1] for h in range(d)], 1)
        step = np.stack([kinds[h][sig[:, h], 2] for h in range(d)], 1)
        pred = np.stack([kinds[h][sig[:, h], 3] for h in range(d)], 1)
        present = pred >= 0
        tb = base @ w
        ws = step * w
        haspos, hasneg = (ws > 0).any(1), (ws < 0).any(1)
        g = np.gcd.reduce(np.abs(ws), axis=1)
        uid = cls @ self._radix
        # the types of the defeated positions (exact counts): not positions of the game
        zero = (step == 0).all(1) & _rows_in(base, self._defeated)
        TL = self._TL
        for x in self._defeated:
            if A[int(np.dot(x, self._radix)), int(np.dot(w, x)) - TL] != 0:
                raise LinearPretensionFailure("the defeated position %s is not an N-position of"
                                              " the candidate" % (x,), witness=list(x))
        opts = []
        for h, y, shift in self._moves:
            # the classes of x - e_h + y (the class of a class plus counts is the class of
            # the counts plus them)
            newc = cls.copy()
            newc[:, h] = np.where(present[:, h], pred[:, h], 0)
            newc = _classes(newc + np.bincount(np.array(y, dtype=np.int64), minlength=d),
                            idx, per)
            opts.append((h, y, newc @ self._radix, shift))
        lo_c = min(self._a_lo - D, int(tb.min())) - self._q
        hi_c = max(self._a_hi + D, int(tb.max())) + self._q
        if lo_c - D < TL or hi_c + D > self._TH:
            raise LinearPretensionFailure("the table is too short for the tails (a_lo = %s,"
                                          " a_hi = %s): raise the window" % (self._a_lo,
                                                                             self._a_hi))
        for t in range(lo_c, hi_c + 1):
            if deadline is not None and time.time() > deadline:
                raise LinearPretensionFailure("the time limit was reached during the check")
            dlt = t - tb
            gg = np.where(g == 0, 1, g)
            real = np.where(g == 0, dlt == 0, dlt % gg == 0)
            real &= np.where(haspos & hasneg, True,
                             np.where(haspos, dlt >= 0, np.where(hasneg, dlt <= 0, True)))
            real &= ~zero
            isP = A[uid, t - TL]
            anyP = np.zeros(len(sig), dtype=bool)
            bad = np.zeros(len(sig), dtype=bool)
            for h, y, u2, s in opts:
                v = A[u2, t + s - TL]
                anyP |= present[:, h] & (v == 1)
                bad |= present[:, h] & (v < 0)
            bad |= isP < 0
            fail = real & (bad | ((isP == 1) == anyP))
            if fail.any():
                i0 = int(np.nonzero(fail)[0][0])
                witness = self._witness(base[i0], step[i0], t)
                raise LinearPretensionFailure(
                    "the candidate fails at the counter %s for the position %s" % (t, witness),
                    witness=witness)
        return len(sig), (lo_c, hi_c)

    def _witness(self, base, step, t):
        r"""
        Return a position with the given least counts and steps (a type)
        and counter ``t`` (the least one found by a bounded search), or
        ``None``.
        """
        w = self._w
        free = [h for h in range(len(w)) if step[h] and w[h]]
        fixed = [int(b) for b in base]
        for extra in itertools.product(range(0, 60), repeat=len(free)):
            x = list(fixed)
            for h, m in zip(free, extra):
                x[h] += m * int(step[h])
            if sum(a * b for a, b in zip(w, x)) == t:
                return x
        return None

    # ------------------------------------------------------------ outcomes

    def image(self, x):
        r"""
        Return `\Psi(x) = (\kappa(x), \langle w, x\rangle)`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).image((7, 1))
            ((3, 1), 7)
        """
        x = self._position(x)
        # Python integers: counts of any size
        u = tuple(c if c < i else i + (c - i) % p for c, i, p in zip(x, self._idx, self._per))
        return u, sum(a * b for a, b in zip(self._w, x))

    def _position(self, x):
        d = len(self._w)
        try:
            x = [int(c) for c in x]
        except (TypeError, ValueError):
            raise TypeError("a position is a sequence of %s nonnegative integers, not %r"
                            % (d, x))
        if len(x) != d or min(x) < 0:
            raise ValueError("a position is a sequence of %s nonnegative integers, not %s"
                             % (d, x))
        return x

    def is_P_position(self, x):
        r"""
        Return whether ``x`` (counts of the heap sizes of the game) is a
        misère P-position: proved for every position (Theorems 1 and 2).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: L = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)
            sage: all(L.is_P_position(x) == G.is_P_position(x)
            ....:     for x in [(a, b) for a in range(6) for b in range(6)] if any(x))
            True
            sage: L.is_P_position((10**30, 1))
            False
        """
        u, t = self.image(x)
        uid = int(np.dot(u, self._radix))
        return bool(self._A[uid, self._reduced(t) - self._TL] == 1)

    def _reduced(self, t):
        r"""
        Return the counter of the table between the tails that stands for
        ``t`` (the periodic extension of Theorem 2).
        """
        if t > self._a_hi:
            return self._a_hi + (t - self._a_hi) % self._q
        if t < self._a_lo:
            return self._a_lo - (self._a_lo - t) % self._q
        return t

    def P_portion_counters(self, u):
        r"""
        Return the counters `t` with `(u, t) \in \mathcal P` for the class
        `u \in U` (a tuple of classes, `0 \le u_h < i_h + p_h`), as
        ``(lo, hi, q, middle, above, below)`` with ``lo < hi``: the set is
        ``middle`` (counters strictly between ``lo`` and ``hi``) together with
        the `t \ge` ``hi`` whose residue modulo `q` is in ``above`` and the
        `t \le` ``lo`` whose residue is in ``below`` -- the periodic
        extension of the table that :meth:`is_P_position` reads (Theorem 2):
        `x` is a P-position iff `\langle w, x\rangle` is in this set for
        `u = \kappa(x)`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: L = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)
            sage: L.P_portion_counters((3, 0))
            (-1, 2, 2, (), (1,), ())
            sage: L.is_P_position((7, 0)), L.is_P_position((6, 0)), L.image((7, 0))
            (True, False, ((3, 0), 7))

        TESTS::

            sage: L.P_portion_counters((4, 0))
            Traceback (most recent call last):
            ...
            ValueError: a class of U = C(2, 2) x C(2, 2) is a tuple of 2 integers 0 <= u_h < i_h + p_h, not (4, 0)
        """
        d = len(self._w)
        try:
            u = tuple(int(c) for c in u)
        except (TypeError, ValueError):
            u = None
        if (u is None or len(u) != d
                or any(not 0 <= c < i + p for c, i, p in zip(u, self._idx, self._per))):
            raise ValueError("a class of U = %s is a tuple of %s integers 0 <= u_h < i_h + p_h,"
                             " not %s" % (" x ".join("C(%s, %s)" % ip for ip in
                                                     zip(self._idx, self._per)), d, show_point(u)
                                          if u is not None and len(u) == d else u))
        row = self._A[int(np.dot(u, self._radix))]
        q, hi = self._q, self._a_hi
        lo = min(self._a_lo, hi - 1)

        def member(t):
            return bool(row[self._reduced(t) - self._TL] == 1)
        # t >= hi: _reduced(t) depends on (t - a_hi) mod q only; t <= lo (< a_hi): on
        # (a_lo - t) mod q only (t = a_lo <= a_hi - 1 reduces to itself, as a_lo - q does)
        middle = tuple(t for t in range(lo + 1, hi) if member(t))
        above = tuple(r for r in range(q) if member(hi + (r - hi) % q))
        below = tuple(r for r in range(q) if member(lo - (lo - r) % q))
        return lo, hi, q, middle, above, below

    def affine_stratification(self, max_strata=None, lazy=None, certify=False):
        r"""
        Return the affine stratification of the P-positions (Definition 8.6
        of [GM]) that this proved pretension describes: explicit (an
        :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`)
        when it has at most ``max_strata`` translates, else in compact form (a
        :class:`~sage_latticegames.misere.stratified.pretension_stratification.PretensionStratification`);
        certified by the proof of this pretension for its game.

        INPUT:

        - ``max_strata`` -- (default:
          :data:`~sage_latticegames.misere.stratified.pretension_stratification.MAX_STRATA`)
          the largest number of translates written out
        - ``lazy`` -- (default: ``None``) ``None``: explicit when small enough,
          else compact; ``True``: compact; ``False``: explicit, or a
          ``ValueError`` naming the number of translates
        - ``certify`` -- (default: ``False``) also prove the explicit
          stratification again by the package's independent proof
          :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`

        ALGORITHM: :func:`~sage_latticegames.misere.stratified.pretension_stratification.pretension_stratification`
        (the theorem in that module).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: S = LinearPretension(G, (1, -1), (2, 2), (2, 2), window=8).affine_stratification(); S
            Certified affine stratification with ... strata in Z^2: ...
            sage: S.certify(G)
            Proved: this affine stratification is the set of P-positions of the game ...
        """
        from sage_latticegames.misere.stratified.pretension_stratification import pretension_stratification
        return pretension_stratification(self, max_strata=max_strata, lazy=lazy, certify=certify)

    # ------------------------------------------------------------ Sage protocol

    def _repr_(self):
        c = self._certificate
        return ("Linear pretension of %s: counter %s, cycles %s; proved for every position"
                " (%s types, counters %s..%s)"
                % (_name(self._game), show_point(self._w),
                   ", ".join("(%s, %s)" % ip for ip in zip(self._idx, self._per)),
                   c["types"], c["counters"][0], c["counters"][1]))

    def _latex_(self):
        return (r"\Psi(x) = (\kappa(x), \langle %s, x\rangle)" % show_point(self._w))

    def __reduce__(self):
        # unpickling runs the proof again
        return (LinearPretension, (self._game, self._w, self._idx, self._per, self._window,
                                   None, self._period))

    def __eq__(self, other):
        return (isinstance(other, LinearPretension) and self._game == other._game
                and self.parameters() == other.parameters())

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((LinearPretension, self._w, self._idx, self._per))

    def _test_outcomes(self, tester=None, **options):
        r"""
        Compare the outcomes with the engine of the game on small positions.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: TestSuite(LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)).run()
        """
        tester = self._tester(tester=tester, **options)
        G = self._game
        d = len(self._w)
        for x in itertools.product(range(3), repeat=min(d, 4)):
            x = tuple(x) + (0,) * (d - len(x))
            if x not in self._defeated:
                tester.assertEqual(self.is_P_position(x), bool(G.is_P_position(x)), x)


def find_linear_pretension(game, max_seconds=120, max_index=4, periods=(1, 2, 4),
                           window=10, progress=False):
    r"""
    Search for a linear pretension of a misère heap game and prove it
    (module documentation): the counter is the number of heaps of some size
    minus the number of heaps of the largest size; the cycles of the counts
    start at index 2 and period 2 (index 1 and period 1 for the first
    heap of the counter, period ``p`` in ``periods`` for the largest heap)
    and the indices are raised, one coordinate at a time, at the positions
    where a candidate fails.

    INPUT:

    - ``game`` -- a heap game in misère play
    - ``max_seconds`` -- (default: 120) time limit of the search
    - ``max_index`` -- (default: 4) largest index of a cycle tried
    - ``periods`` -- (default: ``(1, 2, 4)``) the periods tried for the
      largest heap
    - ``window`` -- (default: 10) the counters of the table, see
      :class:`LinearPretension`
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`LinearPretension`, proved; a :class:`ValueError`
    (:class:`LinearPretensionFailure`) when none is found within the budget.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import find_linear_pretension
        sage: L = find_linear_pretension(games.octal('0.3122', 7, play='misere')); L  # long time
        Linear pretension of octal game 0.3122 with heaps of size at most 7 (misère play): counter (0, 0, 0, 0, 1, 0, -1), ...
        sage: find_linear_pretension(games.octal('0.77', 3, play='misere'), max_seconds=0)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: no linear pretension of Kayles 0.77 with heaps of size at most 3 (misère play) found within 0 s ...
    """
    d, _, defeated, _ = unit_moves(game)
    # the indices exceed the coordinates of the defeated positions (so that the class of a
    # position says whether it is defeated)
    low = [max([1] + [x[h] + 1 for x in defeated]) for h in range(d)]
    start = time.time()
    tried = []

    def left():
        return None if max_seconds is None else max_seconds - (time.time() - start)

    for w in _counters(d):
        for p in periods:
            idx, per = [max(2, i) for i in low], [2] * d
            for h in range(d):
                if w[h] > 0:
                    idx[h], per[h] = low[h], 1
                elif w[h] < 0:
                    per[h] = p
            seen = set()
            while left() is None or left() > 0:
                key = (tuple(idx), tuple(per))
                if key in seen:
                    break
                seen.add(key)
                if progress:
                    print("linear pretension: counter %s, indices %s, periods %s"
                          % (tuple(w), tuple(idx), tuple(per)))
                try:
                    return LinearPretension(game, w, idx, per, window=window,
                                            max_seconds=left())
                except LinearPretensionFailure as e:
                    tried.append(str(e))
                    x = e.witness
                    if x is None:
                        break
                    raised = False
                    for h in range(d):
                        if w[h] == 0 and x[h] >= idx[h] and idx[h] < max(max_index, low[h] + 1):
                            idx[h] += 1
                            raised = True
                    if not raised:
                        break
    raise LinearPretensionFailure("no linear pretension of %s found within %s s (%s candidates"
                                  " tried)" % (_name(game), max_seconds, len(tried)))


def _counters(d):
    r"""
    Return the counters tried by :func:`find_linear_pretension`: the number
    of heaps of one size minus the number of heaps of the largest size (for
    heap games, the heap adjoined last), then the other differences of two
    coordinates, then (in dimension at most 4) every other vector of
    entries `0, \pm 1, \pm 2` with a positive and a negative entry, up to
    sign, the small ones first.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import _counters
        sage: _counters(3)[:9]
        [(0, 1, -1), (1, 0, -1), (0, -1, 1), (1, -1, 0), (-1, 0, 1), (-1, 1, 0), (1, 1, -1), (1, -1, 1), (1, -1, -1)]
        sage: len(_counters(3)), _counters(2)
        (33, [(1, -1), (-1, 1), (1, -2), (2, -1)])
    """
    def vec(pairs):
        v = [0] * d
        for h, x in pairs:
            v[h] = x
        return tuple(v)
    result = [vec([(hp, 1), (d - 1, -1)]) for hp in range(d - 2, -1, -1)]
    result += [vec([(hp, 1), (hn, -1)]) for hn in range(d - 2, -1, -1)
               for hp in range(d - 1, -1, -1) if hp != hn]
    if d <= 4:
        more = [v for v in itertools.product((0, 1, -1, 2, -2), repeat=d)
                if max(v) > 0 and min(v) < 0 and math.gcd(*v) == 1]
        more.sort(key=lambda v: (max(map(abs, v)), sum(map(abs, v))))
        for v in more:
            if tuple(-x for x in v) not in result and v not in result:
                result.append(v)
    return result


def _fit_counters(d, max_weight):
    r"""
    Return the counters tried by :func:`fit_linear_pretension`: every
    primitive vector of `\ZZ^d` with entries of absolute value at most
    ``max_weight``, up to sign (its first nonzero entry positive), the small
    ones first; when there are more than `10^4` of them, those of
    :func:`_counters` and the nonzero vectors of entries `0, 1`.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import _fit_counters
        sage: _fit_counters(2, 1)
        [(0, 1), (1, 0), (1, -1), (1, 1)]
        sage: len(_fit_counters(3, 3)), _fit_counters(9, 3)[:2]
        (145, [(0, 0, 0, 0, 0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 0, 0, 1, 0)])
    """
    if (2 * max_weight + 1) ** d > 10**4:
        ones = [v for v in itertools.product((0, 1), repeat=d) if any(v)]
        ones.sort(key=lambda v: (sum(v), v))
        return ones + [v for v in _counters(d) if v not in ones]
    result = [v for v in itertools.product(range(-max_weight, max_weight + 1), repeat=d)
              if any(v) and next(x for x in v if x) > 0 and math.gcd(*v) == 1]
    result.sort(key=lambda v: (max(map(abs, v)), sum(map(abs, v)), v))
    return result


class _Region():
    r"""
    The outcomes of a solved option-closed region, and whether they are a
    function of the image `(\kappa(x), \langle w, x\rangle)` of a candidate
    (a necessary condition for a linear pretension, tested before its proof).
    """

    def __init__(self, game, positions, budget):
        level = 8
        while True:
            sol = game.solve(level=level)
            if len(sol.points) >= positions or budget.expired():
                break
            level = int(level * 1.25) + 1
        on = np.asarray(sol.on_board, dtype=bool)
        self.level = level
        self.X = np.asarray(sol.points, dtype=np.int64)[on]
        self.P = np.asarray(sol.is_P, dtype=bool)[on]

    def codes(self, idx, per):
        c = _classes(self.X, np.array(idx), np.array(per))
        ncls = [i + p for i, p in zip(idx, per)]
        if math.prod(ncls) < 2**40:
            # mixed radix (exact: the keys of consistent() stay below 2^62)
            return c @ np.array([math.prod(ncls[h + 1:]) for h in range(len(ncls))],
                                dtype=np.int64)
        return np.unique(c, axis=0, return_inverse=True)[1].reshape(-1)

    def consistent(self, w, codes):
        t = self.X @ np.array(w, dtype=np.int64)
        span = int(t.max() - t.min()) + 1
        if (int(codes.max()) + 1) * span >= 2**62:
            codes = np.unique(codes, return_inverse=True)[1].reshape(-1)
        key = codes * span + (t - t.min())
        order = np.argsort(key, kind="stable")
        k, p = key[order], self.P[order]
        return not ((k[1:] == k[:-1]) & (p[1:] != p[:-1])).any()

    def least_cycles(self, w, low, max_index, max_period):
        r"""
        Coarsen the cycles one coordinate at a time (the least period dividing
        ``max_period``, then the least index) while the outcomes stay a
        function of the image.
        """
        d = len(w)
        idx, per = [max(max_index, low[h]) for h in range(d)], [max_period] * d
        for h in range(d):
            for p in range(1, max_period + 1):
                if max_period % p == 0:
                    trial = per[:h] + [p] + per[h + 1:]
                    if self.consistent(w, self.codes(idx, trial)):
                        per = trial
                        break
            while idx[h] > low[h]:
                trial = idx[:h] + [idx[h] - 1] + idx[h + 1:]
                if not self.consistent(w, self.codes(trial, per)):
                    break
                idx = trial
        return idx, per


def fit_linear_pretension(game, max_seconds=60, positions=10**5, max_weight=3, max_index=8,
                          max_period=12, multiples=(1, 2, 3, 4, 6), windows=(12, 30),
                          max_counters=10, progress=False):
    r"""
    Search for a linear pretension by fitting it to the outcomes of a solved
    region, and prove it by the finite check of Theorem 2 (module
    documentation): the fit is a guess, never trusted.

    ALGORITHM.  The game is solved on option-closed regions `\{x :
    \ell(x) \le L\}` of growing level until they have ``positions`` points.
    A counter `w` (:func:`_fit_counters`: entries of absolute value at most
    ``max_weight``, any signs) is kept when the outcomes on the region are a
    function of `(\kappa(x), \langle w, x\rangle)` for the finest cycles
    (index ``max_index``, period ``max_period``): a necessary condition for
    a linear pretension with cycles that these refine.  For the first
    ``max_counters`` counters kept, the cycles are coarsened one coordinate
    at a time while the outcomes stay such a function, and
    :class:`LinearPretension` is tried with the periods `q` of the counter
    ``multiples`` of the least one and the tables of the ``windows``.

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set whose moves
      each remove one unit of one coordinate (:func:`unit_moves`)
    - ``max_seconds`` -- (default: 60) time limit
    - ``positions`` -- (default: `10^5`) the size of the solved region
    - ``max_weight``, ``max_index``, ``max_period``, ``multiples``,
      ``windows``, ``max_counters`` -- the search space (see above)
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`LinearPretension`, proved; a
    :class:`LinearPretensionFailure` (a ``ValueError``) when none is found
    within the budget (which proves nothing either way).

    EXAMPLES:

    A generalized misère squarefree game on `\NN^3` whose P-positions are
    read off the classes of the counts and the number `x_1` itself (a
    counter without a negative entry, which :func:`find_linear_pretension`
    does not try)::

        sage: from sage_latticegames.games.families import LatticeGameFamily
        sage: from sage_latticegames.misere.heap.linear_pretension import fit_linear_pretension
        sage: G = LatticeGameFamily("squarefree", 3, 1).game(
        ....:     [(-1, -1, 1), (-1, 0, 1), (0, 1, 0), (1, -1, 0)], "generalized", [(0, 0, 1)])
        sage: L = fit_linear_pretension(G, positions=20000); L
        Linear pretension of ...: counter (0, 0, 1), cycles (2, 1), (3, 2), (2, 1); proved for every position (...)
        sage: L.affine_stratification().certify(G)
        Proved: this affine stratification is the set of P-positions of the game ...

    TESTS::

        sage: fit_linear_pretension(G, max_seconds=0)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: no linear pretension of ... fitted within 0 s ...
        sage: fit_linear_pretension(G, max_period=0)
        Traceback (most recent call last):
        ...
        ValueError: max_weight, max_index, max_period, positions and max_counters must be positive integers
    """
    d, _, defeated, _ = unit_moves(game)
    if min(int(max_weight), int(max_index), int(max_period), int(positions),
           int(max_counters)) < 1:
        raise ValueError("max_weight, max_index, max_period, positions and max_counters must be"
                         " positive integers")
    budget = Budget(max_seconds)
    low = [max([1] + [x[h] + 1 for x in defeated]) for h in range(d)]
    tried = 0
    region = None if budget.expired() else _Region(game, int(positions), budget)
    if region is not None:
        finest = region.codes([max(max_index, i) for i in low], [max_period] * d)
        kept = (w for w in _fit_counters(d, int(max_weight))
                if not budget.expired() and region.consistent(w, finest))
        for w in itertools.islice(kept, int(max_counters)):
            idx, per = region.least_cycles(w, low, int(max_index), int(max_period))
            least = math.lcm(*(abs(a * p) for a, p in zip(w, per) if a))
            for m, window in itertools.product(multiples, windows):
                if budget.expired():
                    break
                tried += 1
                if progress:
                    print("linear pretension: counter %s, indices %s, periods %s, period of the"
                          " counter %s, window %s" % (w, tuple(idx), tuple(per), least * m, window))
                try:
                    return LinearPretension(game, w, idx, per, window=window,
                                            max_seconds=budget.left(), period=least * m)
                except LinearPretensionFailure:
                    pass
    raise LinearPretensionFailure("no linear pretension of %s fitted within %s s (%s candidates"
                                  " tried%s)" % (_name(game), max_seconds, tried,
                                                 "" if region is None else ", region of level %s"
                                                 % region.level))


class HeapInfinitenessCertificate(DefinedByArguments, SageObject):
    r"""
    A proof that the misère quotient of a heap game is infinite (Theorem 3
    of the module documentation): the positions `x_n = (c_g + n L_g) e_g`
    are pairwise distinguishable by `r_n = (c_h + n L_h) e_h`, every outcome
    read off a proved :class:`LinearPretension`.

    Built by :func:`prove_infinite_heap_quotient`; unpickling proves it
    again.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import (LinearPretension,
        ....:     HeapInfinitenessCertificate)
        sage: G = games.octal('0.3122', 7, play='misere')
        sage: L = LinearPretension(G, (0, 0, 0, 0, 1, 0, -1), (1, 3, 1, 2, 1, 2, 2),
        ....:                      (2, 2, 2, 2, 1, 2, 4), window=10)
        sage: C = HeapInfinitenessCertificate(L); C
        Proved: the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite: the positions x_n = (2 + 4n) heaps of size 7 are pairwise distinguishable: ...
        sage: C.is_finite()
        False
        sage: [[int(C.is_P_position(m, n)) for n in range(4)] for m in range(4)]
        [[1, 1, 1, 1], [0, 1, 1, 1], [0, 0, 1, 1], [0, 0, 0, 1]]
        sage: C.check_on_game(3)
        True
        sage: TestSuite(C).run()
    """

    def __init__(self, pretension):
        if not isinstance(pretension, LinearPretension):
            raise TypeError("expected a LinearPretension, got %r" % (pretension,))
        self._L = pretension
        family = _family(pretension)
        if family is None:
            raise LinearPretensionFailure("the linear pretension of %s gives no infinite family"
                                          " of distinguishable positions (Theorem 3)"
                                          % _name(pretension.game()))
        self._g, self._h, self._cg, self._ch, self._Lg, self._Lh = family

    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: G = games.octal('0.3122', 7, play='misere')
            sage: prove_infinite_heap_quotient(G).game() is G    # long time
            True
        """
        return self._L.game()

    def pretension(self):
        r"""
        Return the proved :class:`LinearPretension` the proof reads.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: G = games.octal('0.3122', 7, play='misere')
            sage: prove_infinite_heap_quotient(G).pretension().parameters()[0]    # long time
            (0, 0, 0, 0, 1, 0, -1)
        """
        return self._L

    def is_finite(self):
        r"""
        Return ``False``: the quotient is infinite.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).is_finite()  # long time
            False
        """
        return False

    def position(self, n):
        r"""
        Return `x_n = (c_g + n L_g) e_g`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
            sage: C.position(10**20)[-1]                                                      # long time
            400000000000000000002
        """
        return self._vector(self._g, self._cg + int(n) * self._Lg)

    def distinguisher(self, n):
        r"""
        Return `r_n = (c_h + n L_h) e_h`: `x_n + r_n` and `x_m + r_n`,
        `m > n`, have different outcomes.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
            sage: C.distinguisher(0)                                                          # long time
            (0, 0, 0, 0, 3, 0, 0)
        """
        return self._vector(self._h, self._ch + int(n) * self._Lh)

    def _vector(self, h, c):
        v = [0] * len(self._L.parameters()[0])
        v[h] = c
        return tuple(v)

    def is_P_position(self, m, n):
        r"""
        Return whether `x_m + r_n` is a P-position (read off the proved
        pretension, for any `m, n \ge 0`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
            sage: C.is_P_position(10**9, 10**9), C.is_P_position(10**9 + 1, 10**9)            # long time
            (True, False)
        """
        m, n = int(m), int(n)
        if m < 0 or n < 0:
            raise ValueError("m and n must be nonnegative, not %s, %s" % (m, n))
        return self._L.is_P_position([a + b for a, b in zip(self.position(m),
                                                            self.distinguisher(n))])

    def proof(self):
        r"""
        Return what was proved, as a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof` of
        kind ``'infinite quotient'`` (Theorem 3, on the proof of the
        pretension); its record is :meth:`certificate`: the record of the
        pretension's proof, its theorem renamed ``'pretension theorem'``,
        with the family.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: p = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).proof()  # long time
            sage: p.theorem(), p.claim()                                                            # long time
            ('diagonal family theorem', 'the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite')
        """
        c = self._L.proof().record()
        c["pretension theorem"] = c.pop("theorem")
        c["theorem"] = "infinite misère quotient (Theorem 3 of sage_latticegames.misere.linear_pretension)"
        c["family"] = {"x_n": (self._g, self._cg, self._Lg), "r_n": (self._h, self._ch, self._Lh)}
        return QuotientProof(None, c, self.game(), kind="infinite quotient")

    def certificate(self):
        r"""
        Return what was proved: the theorems and the data of the pretension
        and of the family (the record of :meth:`proof`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: c = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).certificate()  # long time
            sage: c['theorem']                                                                            # long time
            'infinite misère quotient (Theorem 3 of sage_latticegames.misere.linear_pretension)'
        """
        return self.proof().record()

    def check_on_game(self, N):
        r"""
        Recheck `x_m + r_n` for `m, n < N` with the engine of the game (an
        independent check of the proof, not part of it).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).check_on_game(2)  # long time
            True
        """
        G = self.game()
        for m in range(int(N)):
            for n in range(int(N)):
                p = [a + b for a, b in zip(self.position(m), self.distinguisher(n))]
                if bool(G.is_P_position(p)) != self.is_P_position(m, n):
                    return False
        return True

    def _test_family(self, tester=None, **options):
        r"""
        Check that `r_n` distinguishes `x_n` from `x_m`, `m > n`, for small
        `m, n`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))._test_family()  # long time
        """
        tester = self._tester(tester=tester, **options)
        for n in range(6):
            for m in range(n + 1, 8):
                tester.assertNotEqual(self.is_P_position(n, n), self.is_P_position(m, n))

    def _name(self, h):
        encoding = getattr(self.game(), "encoding", None)
        sizes = getattr(encoding(), "heap_sizes", None) if callable(encoding) else None
        if callable(sizes):
            return "heaps of size %s" % sizes()[h]
        return "e_%s" % (h + 1)

    def _repr_(self):
        pattern = ("m <= n" if self.is_P_position(0, 0) else "m > n")
        return ("Proved: the misère quotient of %s is infinite: the positions x_n = (%s + %sn) %s"
                " are pairwise distinguishable: x_m + r_n is a P-position iff %s, for r_n = (%s +"
                " %sn) %s (linear pretension with counter %s, cycles %s)"
                % (_name(self.game()), self._cg, self._Lg, self._name(self._g), pattern,
                   self._ch, self._Lh, self._name(self._h), show_point(self._L.parameters()[0]),
                   ", ".join("(%s, %s)" % ip for ip in zip(*self._L.parameters()[1:]))))

    def _latex_(self):
        return (r"\text{infinite misère quotient: } x_n = (%s + %sn)e_{%s}"
                % (self._cg, self._Lg, self._g + 1))

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): the pretension proves itself
        # again when it is unpickled
        return (self._L,)


def _family(L):
    r"""
    Return ``(g, h, c_g, c_h, L_g, L_h)`` for the first family of Theorem 3
    that the proved pretension ``L`` satisfies (``c_g`` least), or ``None``.
    """
    w, idx, per = L.parameters()
    a_lo, a_hi, q = L.tails()
    neg = [g for g in range(len(w)) if w[g] < 0]
    pos = [h for h in range(len(w)) if w[h] > 0]
    for g in neg:
        for h in pos:
            step = math.lcm(abs(w[g]) * per[g], w[h] * per[h])
            Lg, Lh = step // abs(w[g]), step // w[h]
            for cg in range(idx[g], idx[g] + Lg):
                for ch in range(idx[h], idx[h] + Lh):
                    x = [0] * len(w)
                    x[g], x[h] = cg, ch
                    v0 = L.is_P_position(x)
                    # k = n - m < 0: the counter t0 + step*k, constant below a_lo (step = q)
                    t0 = w[g] * cg + w[h] * ch
                    k, ok = -1, True
                    while True:
                        y = list(x)
                        y[g] += -k * Lg
                        if L.is_P_position(y) == v0:
                            ok = False
                            break
                        if t0 + step * k < a_lo - q:
                            break
                        k -= 1
                    if ok:
                        return g, h, cg, ch, Lg, Lh
    return None


def prove_infinite_heap_quotient(game, max_seconds=120, progress=False):
    r"""
    Prove that the misère quotient of a heap game is infinite, by a linear
    pretension (:func:`find_linear_pretension`) and Theorem 3 of the
    module documentation.

    INPUT:

    - ``game`` -- a heap game in misère play
    - ``max_seconds`` -- (default: 120) time limit
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`HeapInfinitenessCertificate`; a
    :class:`LinearPretensionFailure` (a ``ValueError``) when no proof is
    found within the budget (which proves nothing either way).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
        sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
        sage: C.is_finite(), C.check_on_game(2)                                           # long time
        (False, True)
        sage: prove_infinite_heap_quotient(games.octal('0.77', 4, play='misere'), max_seconds=5)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: ...
    """
    L = find_linear_pretension(game, max_seconds=max_seconds, progress=progress)
    return HeapInfinitenessCertificate(L)


# the old path of the flat layout of misere/ (pickles made before its subpackages)
register_unpickle_override("sage_latticegames.misere.linear_pretension", "LinearPretension", LinearPretension)
register_unpickle_override("sage_latticegames.misere.linear_pretension", "HeapInfinitenessCertificate", HeapInfinitenessCertificate)
