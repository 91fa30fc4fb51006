r"""
Discovery of certified affine stratifications

:func:`discover_stratification` finds an affine stratification (Definition
8.6 of [GM]) of the P-positions of a lattice game on `\NN^d` minus a finite
set of defeated positions (normal, misère or generalized misère play) and
*proves* it on the whole board, or raises :class:`DiscoveryError`.  It never
returns an unproved guess, unless asked to with ``conjecture=True``, and then
the result says so wherever it is printed.

ALGORITHM (eventually periodic sets, one coordinate at a time).  Each phase
proposes an eventually periodic set
(:class:`~sage_latticegames.stratifications.periodic.PeriodicSet`) with a
proof on the whole board: the verification of a misère quotient (phase 0),
or the finite box check of
:meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.check_game`
through the uniqueness in Theorem 4.6 of [GM] (phases 1 and 2).  A proved set
is made as small as it can be
(:meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.minimized`,
an exact operation) and returned as an affine stratification with its
certificate.

0. *The misère quotient, heap by heap.*  For games whose face `x_d = 0` is
   closed under the moves (heap games) and whose defeated positions are at
   most `0` (normal and misère play), the quotient of Plambeck and Siegel is
   computed heap by heap and proven on all of `\NN^d`
   (:meth:`~sage_latticegames.lattice_game.LatticeGame.misere_quotient`);
   when it is finite, the preimage of its P-portion is the eventually
   periodic set of P-positions ([Mil2013]_;
   :func:`stratification_from_quotient`).  This reaches the largest heap
   bounds.
1. *Folded guesses.*  For uniform thresholds `t` and periods `m` (small
   ones first, within ``max_box_points``), the only `(t, m)`-periodic
   candidate is computed by the recursion of Definition 4.1 of [GM] on the
   fundamental box with the options folded back into it
   (:meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.folded_solution`).
   If the P-positions are eventually periodic with thresholds at most `t`
   and periods dividing `m`, this is them, and the check proves it.  No
   region is solved: this phase reaches heap games with many heap sizes.
   When the face `x_d = 0` of the board is closed under the moves (heap
   games: the game with one heap size fewer, :func:`face_game`), its game is
   solved first, recursively, and the thresholds and periods proved there
   are the first guesses, extended by one coordinate (heap by heap).
2. *Polyhedral cells* (:mod:`~sage_latticegames.discovery.polyhedral`).
   A lattice of periods is read from a solved region, and the P-positions
   in each class modulo it are described as the lattice points of a union
   of polyhedral cells cut out by clipped linear functionals (the
   coordinates, `e_i - e_j`, normals of the moves) chosen to fit the
   region; the cells are turned into modules `F + A` over normal affine
   semigroups and the stratification is proved by
   :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`.
3. *Periods read from the data.*  The P-positions are computed on the
   option-closed regions `\{x \in \NN^d : \ell(x) \le L\}` (`\ell` the
   positivity witness of the game) for growing `L`.  For every coordinate
   `i` and every period `m \le` ``max_period``, the least threshold `t` such
   that `x \in \mathcal P \iff x + m e_i \in \mathcal P` for all the pairs of
   points of the region with `x_i \ge t` is found; per coordinate, the pair
   `(t_i, m_i)` with `t_i + m_i` least (then `m_i` least) is kept.  The
   candidate is the trace of `\mathcal P` on the fundamental box (which must
   lie in the region).  A refutation names a position outside the region,
   past which the region grows, until the budget (``max_level``,
   ``max_positions``, ``time_limit``) is spent.

Phases 0, 1 and 3 find the sets of P-positions that are eventually periodic in
each coordinate; this includes the heap games with a finite misère quotient
(see [Mil2013]_) and the squarefree games in normal play.  Phase 2 also
reaches sets whose strata need semigroups with generators off the coordinate
axes (Example 8.12 of [GM], the game of the erratum [GM-E], planar games whose
P-positions change along lines); it runs before phase 3, whose regions grow
much larger.  Games without any affine stratification,
such as the game of [Fin2012]_, end in a :class:`DiscoveryError` that says
what was tried and why it failed.

EXAMPLES:

Misère Nim with heaps of size at most 2 (Example 8.7 of [GM])::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.discovery import discover_stratification
    sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: S = discover_stratification(G); S
    Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
    sage: S.certificate()
    Certificate (heap-by-heap quotient): the set is the set of P-positions of the game on the whole board; the preimage of the P-portion of the misère quotient of order 6 (a, b | a^2 = 1, b^3 = b), verified on 7 reachable tuples (Plambeck--Siegel; [Mil2013]); confirmed by the finite box check of 16 points
    sage: discover_stratification(G, methods=("folded",)).certificate()
    Certificate (finite box check): the set is the set of P-positions of the game on the whole board; thresholds (0, 1), periods (2, 2); 16 points of the box [0, 4) x [0, 4) checked (Theorem 4.6 of [GM])

This is the stratification printed in Example 8.7 of [GM]; the independent
proof of
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
by cells agrees::

    sage: S.certify(G, algorithm="cells")
    Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)

A game whose P-positions are not eventually periodic in each coordinate
(they change along the lines `3x_1 = x_2` and `2x_1 = x_2`): the first
phases end in an error that says what was tried::

    sage: H = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)])
    sage: discover_stratification(H, max_level=100, methods=("quotient", "folded", "regions"))
    Traceback (most recent call last):
    ...
    DiscoveryError: no certified affine stratification found within the budget (levels searched: 4, 10, 16, 25, 38, 58, 88, 100; periods up to 6): the largest level max_level = 100 is reached; the misère quotient was not found (...); no folded guess was proved (31 guesses, among them the uniform thresholds and periods (0, 2), (0, 1), ..., (3, 6)); last candidate: thresholds (0, 2), periods (2, 2); it fails at the position (2, 4)

and the polyhedral phase proves a stratification with the semigroups
`\NN\{(4, 8), (8, 24)\}` of the sector between the lines::

    sage: S = discover_stratification(H, max_level=100); S
    Certified affine stratification with 3 strata in Z^2: {12 points} + N{(0, 8), (4, 16), (8, 24)}, {12 points} + N{(4, 0), (4, 8)}, {8 points} + N{(4, 8), (8, 24)}
    sage: S.certificate().method()
    'polyhedral cells'
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import sys
import time

import numpy as np

from sage.rings.integer_ring import ZZ

from sage_latticegames.discovery.regions import next_region, level_functional, TIME_LIMIT
from sage_latticegames.misc.points import show_point, int_tuple
from sage_latticegames.misere import MisereQuotientBudgetError
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.stratifications.periodic import PeriodicSet, MAX_BOX_POINTS, box_points
from sage_latticegames.stratifications.affine_stratification import AffineStratification

#: default largest number of lattice points of a region solved by the search
MAX_POSITIONS = 3 * 10**7

#: largest number of translates of a stratification built from a misère quotient
MAX_TRANSLATES = 10**7

#: the methods of the search, in their order
METHODS = ("quotient", "folded", "polyhedral", "regions")

#: default largest number of points of the box of a finite check in the search
#: (a compiled loop, no memory per point); the fundamental boxes of the folded
#: guesses (17 bytes per point) are limited to a tenth of it
MAX_CHECK_POINTS = 2 * 10**8


class DiscoveryError(ValueError):
    r"""
    Raised when no certified affine stratification is found within the
    budget of :func:`discover_stratification`.

    Its attributes say what was tried: ``levels`` (the levels `L` of the
    regions solved), ``candidate`` (the last candidate, a
    :class:`~sage_latticegames.stratifications.periodic.PeriodicSet` or
    ``None``), ``witness`` (a position where the last candidate fails, or
    ``None``) and ``reason``.

    EXAMPLES::

        sage: from sage_latticegames.discovery import DiscoveryError
        sage: E = DiscoveryError("the budget is spent", levels=[10, 20]); E
        DiscoveryError('no certified affine stratification found within the budget (levels searched: 10, 20): the budget is spent')
        sage: E.levels, E.witness
        ([10, 20], None)
    """

    def __init__(self, reason, levels=(), candidate=None, witness=None, max_period=None):
        self.reason = reason
        self.levels = list(levels)
        self.candidate = candidate
        self.witness = witness
        searched = ", ".join(str(L) for L in self.levels) or "none"
        periods = "" if max_period is None else "; periods up to %s" % max_period
        msg = ("no certified affine stratification found within the budget (levels searched: "
               "%s%s): %s" % (searched, periods, reason))
        if candidate is not None:
            msg += "; last candidate: thresholds %s, periods %s" % (
                show_point(candidate.thresholds()), show_point(candidate.periods()))
        if witness is not None:
            msg += "; it fails at the position %s" % show_point(witness)
        super().__init__(msg)


def _report(progress, message):
    r"""
    Send a progress message: print it on standard error when ``progress`` is
    true, call it when it is callable.
    """
    if callable(progress):
        progress(message)
    elif progress:
        print(message, file=sys.stderr, flush=True)


class _RegionData():
    r"""
    The P-positions of a level region as a sorted array of mixed-radix keys,
    for the lookups of shifted points.
    """

    def __init__(self, solution, ell, L):
        X = np.asarray(solution.points, dtype=np.int64)
        self.d = X.shape[1]
        self.radix = [int(L // c) + 1 for c in ell]
        self.stride = np.ones(self.d, dtype=np.int64)
        for i in range(self.d - 2, -1, -1):
            self.stride[i] = self.stride[i + 1] * self.radix[i + 1]
        keys = X @ self.stride
        order = np.argsort(keys, kind="stable")
        self.keys = keys[order]
        self.X = X[order]
        self.isP = np.asarray(solution.is_P, dtype=bool)[order]

    def lookup(self, keys):
        r"""
        Return ``(found, index)`` for an array of keys.
        """
        idx = np.searchsorted(self.keys, keys)
        idx = np.minimum(idx, len(self.keys) - 1)
        found = self.keys[idx] == keys
        return found, idx

    def period_threshold(self, i, m):
        r"""
        Return ``(t, evidence)``: the least threshold beyond which membership
        in the P-positions is `m`-periodic in coordinate `i` on the region,
        and the number of pairs of the region beyond it.
        """
        ok = self.X[:, i] + m < self.radix[i]
        found, idx = self.lookup(self.keys[ok] + m * self.stride[i])
        xi = self.X[ok, i][found]
        differ = self.isP[ok][found] != self.isP[idx[found]]
        t = int(xi[differ].max()) + 1 if differ.any() else 0
        return t, int(np.count_nonzero(xi >= t))

    def table(self, thresholds, periods):
        r"""
        Return the trace of the P-positions on the fundamental box, or
        ``None`` when the box is not inside the region.
        """
        shape = tuple(a + b for a, b in zip(thresholds, periods))
        if any(s > r for s, r in zip(shape, self.radix)):
            return None
        B = box_points(shape, 0, int(np.prod(shape)))
        found, idx = self.lookup(B @ self.stride)
        if not found.all():
            return None
        return self.isP[idx].reshape(shape)


def _candidate(data, max_period, floor):
    r"""
    Return the thresholds and periods of the candidate (step 2 of the
    algorithm), the thresholds at least ``floor``.
    """
    t, m = [], []
    for i in range(data.d):
        best = None
        for p in range(1, max_period + 1):
            ti, evidence = data.period_threshold(i, p)
            ti = max(ti, floor[i])
            if evidence == 0:
                continue
            if best is None or (ti + p, p) < (best[0] + best[1], best[1]):
                best = (ti, p)
        if best is None:
            return None
        t.append(best[0])
        m.append(best[1])
    return tuple(t), tuple(m)


def _uniform_guesses(d, floor, max_period, max_box_points):
    r"""
    Return the uniform thresholds and periods ``(t, m)`` tried by the phase
    of folded guesses: `t \le 3` at least the defeated positions' floor, `m
    \le` ``max_period`` a divisor of 12 or ``max_period`` itself, by
    increasing size of the fundamental box (even periods first), within
    ``max_box_points``.

    EXAMPLES::

        sage: from sage_latticegames.discovery.search import _uniform_guesses
        sage: _uniform_guesses(2, (1, 1), 4, 40)
        [(1, 1), (1, 2), (2, 1), (2, 2), (1, 3), (3, 1), (1, 4), (3, 2), (2, 3), (2, 4), (3, 3)]
    """
    low = max(floor, default=0)
    periods = sorted({m for m in (1, 2, 3, 4, 6, 12, max_period) if m <= max_period})
    out = []
    for t in range(low, max(low, 3) + 1):
        for m in periods:
            if (t + m) ** d <= max_box_points:
                # even periods first among boxes of one size: the periods of
                # impartial games are most often 2
                out.append((t + m, m % 2, t, m))
    return [(t, m) for _, _, t, m in sorted(out)]


def face_game(game):
    r"""
    Return the game on the face `x_d = 0` of the board, or ``None`` when that
    face is not closed under the moves.

    When no move has a negative last coordinate, no option of a point of the
    face `\{x_d = 0\}` leaves it, so the P-positions of ``game`` on the face
    are those of the lattice game on `\NN^{d-1}` with the moves `\gamma`
    with `\gamma_d = 0` and the defeated positions of the face (Definition
    4.1 of [GM], by induction).  For a heap game with the heap sizes in
    increasing order, this is the game with one heap size fewer.

    EXAMPLES::

        sage: from sage_latticegames import games, LatticeGame
        sage: from sage_latticegames.discovery.search import face_game
        sage: face_game(games.octal('0.137', 4, play='misere')).rule_set()
        Rule set in Z^3 with 4 moves: (1, 0, 0), (0, 1, 0), (-1, 0, 1), (0, 0, 1)
        sage: face_game(LatticeGame([(1, 0), (0, 1), (2, -1)])) is None
        True
    """
    from sage_latticegames.game_board import GameBoard
    from sage_latticegames.lattice_game import LatticeGame
    d = game.dimension()
    moves = [int_tuple(g) for g in game.rule_set().tuples()]
    if d < 2 or not game.board().is_orthant() or any(g[-1] < 0 for g in moves):
        return None
    sub = [g[:-1] for g in moves if g[-1] == 0]
    defeated = [int_tuple(p)[:-1] for p in game.defeated_positions() if int_tuple(p)[-1] == 0]
    if not sub:
        return None
    try:
        return LatticeGame(sub, GameBoard.orthant(d - 1, defeated=defeated))
    except ValueError:      # the face game does not satisfy the axioms
        return None


def _hinted_guesses(hint, floor, max_box_points):
    r"""
    Return thresholds and periods ``(t, m)`` extending those of the face game
    (``hint``, for the first `d - 1` coordinates) by one coordinate: the old
    thresholds raised by `\delta \le 2`, the old periods kept or doubled,
    the new threshold at most 3 and the new period a divisor of 12; by
    increasing size of the fundamental box, within ``max_box_points``.

    EXAMPLES::

        sage: from sage_latticegames.discovery.search import _hinted_guesses
        sage: _hinted_guesses(((0,), (2,)), (1, 1), 12)[:4]
        [((1, 1), (2, 1)), ((2, 1), (2, 1)), ((1, 1), (2, 2)), ((1, 2), (2, 1))]
    """
    t0, m0 = hint
    out = set()
    for delta in (0, 1, 2):
        for double in (1, 2):
            for tn in range(4):
                for mn in (1, 2, 3, 4, 6, 12):
                    t = tuple(max(a + delta, f) for a, f in zip(t0, floor)) + (max(tn, floor[-1]),)
                    m = tuple(double * b for b in m0) + (mn,)
                    size = 1
                    for a, b in zip(t, m):
                        size *= a + b
                    if size <= max_box_points:
                        out.add((size, t, m))
    return [(t, m) for _, t, m in sorted(out)]


def stratification_from_quotient(Q, game, max_box_points=MAX_CHECK_POINTS):
    r"""
    Return the affine stratification of the P-positions of ``game`` given
    by its certified finite misère quotient ``Q`` ([Mil2013]_): the preimage
    `\Phi^{-1}(P_Q)` of the P-portion, an eventually periodic set whose
    thresholds and periods per coordinate are the cyclic structures `a_i^{t_i
    + m_i} = a_i^{t_i}` of the generators.

    The certificate is that of the quotient (the recursion of the
    P-positions checked on every reachable tuple: a proof on all of `\NN^d`);
    when the box of the finite check of
    :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.check_game`
    has at most ``max_box_points`` / 10 points, that independent proof is run
    too and named in the certificate.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.discovery.search import stratification_from_quotient
        sage: G = games.nim(2, play='misere')
        sage: S = stratification_from_quotient(G.misere_quotient(), G); S
        Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
        sage: S.certificate()
        Certificate (heap-by-heap quotient): the set is the set of P-positions of the game on the whole board; the preimage of the P-portion of the misère quotient of order 6 (a, b | a^2 = 1, b^3 = b), verified on 7 reachable tuples (Plambeck--Siegel; [Mil2013]); confirmed by the finite box check of 16 points
    """
    if not Q.is_certified():
        raise ValueError("the misère quotient is not certified")
    cycles = Q.generator_cycles()
    t = tuple(int(c[0]) for c in cycles)
    m = tuple(int(c[1]) for c in cycles)
    size = 1
    for a, b in zip(t, m):
        size *= a + b
    if size > MAX_BOX_POINTS:
        raise ValueError("the fundamental box of the quotient has %s points, more than %s"
                         % (size, MAX_BOX_POINTS))
    P = PeriodicSet(Q.P_table(), t, m).minimized()
    translates = int(P.table().sum())
    if translates > MAX_TRANSLATES:
        raise ValueError("the stratification would have %s translates, more than %s"
                         % (translates, MAX_TRANSLATES))
    C = Q.certificate()
    names, relations = Q.presentation()
    details = ("the preimage of the P-portion of the %s quotient of order %s (%s | %s), "
               "verified on %s reachable tuples (Plambeck--Siegel; [Mil2013])"
               % ("misère" if C.get("misere") else "normal-play", Q.cardinality(), names,
                  ", ".join(relations), C.get("tuples")))
    try:
        witness, box = P.check_game(game, max_box_points=max_box_points // 10)
    except ValueError:
        pass
    else:
        if witness is not None:     # cannot happen: the two proofs would contradict each other
            raise RuntimeError("the finite box check refutes the misère quotient at %s: %s"
                               % (show_point(witness[0]), witness[1]))
        details += "; confirmed by the finite box check of %s points" % int(np.prod(box))
    S = AffineStratification(P.strata(), lattice=P.dimension())
    S._set_certificate(Certificate("heap-by-heap quotient", game, "the set is the set of P-positions "
                                   "of the game on the whole board", details))
    S._periodic_set = P
    return S


def _proved(result, checked, box, game):
    r"""
    Return the affine stratification of the eventually periodic set
    ``result``, the same set as ``checked``, which the finite box check of
    shape ``box`` has just proved to be the set of P-positions of ``game``;
    with its certificate.
    """
    S = AffineStratification(result.strata(), lattice=result.dimension())
    S._set_certificate(checked._box_certificate(game, box))
    S._periodic_set = result
    return S


def discover_stratification(game, max_level=None, max_period=6, max_positions=MAX_POSITIONS,
                            max_box_points=MAX_CHECK_POINTS, time_limit=None, conjecture=False,
                            progress=False, methods=METHODS, hint=None):
    r"""
    Find an affine stratification of the P-positions of ``game`` and prove
    it on the whole board (Definition 8.6 and Theorem 4.6 of [GM]; see the
    module documentation for the algorithm).

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``max_level`` -- (default: no bound but ``max_positions``) largest
      level `L` of the regions solved
    - ``max_period`` -- (default: 6) largest period tried in each coordinate
    - ``max_positions`` -- (default: `3 \cdot 10^7`) largest number of lattice
      points of a region solved
    - ``max_box_points`` -- (default: `2 \cdot 10^8`) largest number of
      points of the box of a finite check; the fundamental boxes of the
      folded guesses are limited to a tenth of it
    - ``time_limit`` -- (default: none) seconds; no new region is started
      after it
    - ``conjecture`` -- (default: ``False``) when nothing is proved within the
      budget, return the last candidate (which agrees with the P-positions on
      the largest region solved) marked as a conjecture instead of raising
    - ``progress`` -- (default: ``False``) print progress on standard error
      (or call ``progress(message)`` when it is callable)
    - ``methods`` -- (default: all) the methods of the search to run, among
      ``"quotient"`` (the misère quotient heap by heap, for games on `\NN^d`
      whose face `x_d = 0` is closed under the moves and whose defeated
      positions are at most `0`), ``"folded"`` (folded guesses),
      ``"regions"`` (periods read from solved regions) and ``"polyhedral"``
      (polyhedral cells modulo periods up to ``max(max_period, 8)``,
      :func:`~sage_latticegames.discovery.polyhedral.polyhedral_search`,
      within the same ``max_level``, ``max_positions`` and the time left)
    - ``hint`` -- (optional) thresholds and periods ``(t, m)`` of the first
      `d - 1` coordinates (or a
      :class:`~sage_latticegames.stratifications.periodic.PeriodicSet` in
      dimension `d - 1`) from which the folded guesses start; by default,
      those proved for the game on the face `x_d = 0` when it is closed under
      the moves (:func:`face_game`: heap by heap for heap games)

    OUTPUT: an :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
    with its :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certificate`
    (or, with ``conjecture=True``, possibly one that
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.is_conjecture`).

    Raises :class:`DiscoveryError` when nothing is proved within the budget.

    EXAMPLES:

    Misère Kayles with heaps of size at most 3::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.discovery import discover_stratification
        sage: G = games.octal('0.77', 3, play='misere')
        sage: S = discover_stratification(G); S.is_certified(), S.num_strata()
        (True, ...)
        sage: S.verify(G, level=30)
        Verified on the region ... the stratification equals the P-positions ...

    With ``conjecture=True``, a candidate that could not be proved (it
    agrees with the P-positions on the largest region solved, and it is
    wrong further out, as :meth:`certify` shows)::

        sage: from sage_latticegames import LatticeGame
        sage: H = LatticeGame([(1, 0), (0, 2), (1, -1), (2, -3)])
        sage: C = discover_stratification(H, max_level=100, conjecture=True,
        ....:                             methods=("folded", "regions")); C
        Conjectural (unproved) affine stratification with 2 strata in Z^2: {8 points} + N{(5, 0), (0, 4)}, {66 points} + N{(0, 4)}
        sage: C.is_conjecture(), C.is_certified(), C.certificate() is None
        (True, False, True)
        sage: C.verify(H, level=100)
        Verified on the region level <= 100 ...
        sage: C.certify(H)
        Not the set of P-positions: the move (1, -1) joins the points (49, 3) and (48, 4) of the stratification

    The polyhedral phase (periods up to 8) proves the P-positions of this
    game: they are periodic with the periods `(8, 4)`::

        sage: S = discover_stratification(H, max_level=100); S
        Certified affine stratification with 1 stratum in Z^2: {12 points} + N{(0, 4), (8, 0)}
        sage: S.certify(H)
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)

    TESTS::

        sage: discover_stratification(H, max_period=0)
        Traceback (most recent call last):
        ...
        ValueError: max_period must be a positive integer, not 0
    """
    for name, value in (("max_period", max_period), ("max_positions", max_positions)):
        if not isinstance(value, (int, type(ZZ(1)))) or value < 1:
            raise ValueError("%s must be a positive integer, not %s" % (name, value))
    ell = level_functional(game)
    d = game.dimension()
    defeated = [int_tuple(p) for p in game.defeated_positions()]
    floor = [max([p[i] + 1 for p in defeated] or [0]) for i in range(d)]
    methods = tuple(methods)
    if not methods or any(x not in METHODS for x in methods):
        raise ValueError("methods must be among %s, not %s"
                         % (", ".join(repr(x) for x in METHODS), methods))
    start = time.monotonic()
    quotient_failure = None
    face = face_game(game)
    heap_like = set(defeated) <= {(0,) * d} and (d == 1 or face is not None)
    if "quotient" in methods and not heap_like:
        quotient_failure = ("not applicable: the defeated positions are not at most 0, or the face "
                            "x_d = 0 is not closed under the moves")
    if "quotient" in methods and heap_like:
        # heap games: the misère quotient, heap by heap, proven on all of N^d
        budget = None if time_limit is None else max(1.0, time_limit - (time.monotonic() - start))
        def step(k, order, tuples, rounds, seconds):
            _report(progress, "quotient: coordinate %s adjoined, order %s, %s tuples verified "
                    "(%.1f s)" % (k, order, tuples, seconds))
        try:
            S = stratification_from_quotient(
                game.misere_quotient(max_seconds=budget, progress=step if progress else False),
                game, max_box_points=max_box_points)
            _report(progress, "quotient: proved, %s strata" % S.num_strata())
            return S
        except (MisereQuotientBudgetError, ValueError) as e:
            # no finite quotient within the budget, or its fundamental box is too large
            quotient_failure = str(e)
            _report(progress, "misère quotient: %s" % e)
    # phase 1: folded guesses
    guesses = []
    if "folded" in methods:
        guesses = [((t,) * d, (m,) * d) for t, m in
                   _uniform_guesses(d, floor, max_period, max_box_points // 10)]
        if face is not None and hint is None:
            # heap by heap: the face x_d = 0 first, its proof as a hint
            try:
                left = None if time_limit is None else time_limit - (time.monotonic() - start)
                if left is not None and left <= 0:
                    raise DiscoveryError("the time limit is spent")
                F = discover_stratification(face, max_period=max_period, max_box_points=max_box_points,
                                            progress=progress, methods=("folded",),
                                            time_limit=left)
                hint = F._periodic_set
            except DiscoveryError:
                pass
        if hint is not None:
            hint = (tuple(int(x) for x in hint.thresholds()), tuple(int(x) for x in hint.periods())) \
                if isinstance(hint, PeriodicSet) else (tuple(hint[0]), tuple(hint[1]))
            if len(hint[0]) != d - 1 or len(hint[1]) != d - 1:
                raise ValueError("the hint gives thresholds and periods of the first %s "
                                 "coordinates" % (d - 1))
            hinted = _hinted_guesses(hint, floor, max_box_points // 10)
            guesses = hinted[:12] + [g for g in guesses if g not in hinted[:12]]
    for t, m in guesses:
        if time_limit is not None and time.monotonic() - start > time_limit:
            break
        candidate = PeriodicSet.folded_solution(game, t, m,
                                                max_box_points=max_box_points).minimized()
        try:
            w, box = candidate.check_game(game, max_box_points=max_box_points)
        except ValueError:      # the box of the check is too large
            _report(progress, "folded guess t = %s, m = %s: box of the check too large"
                    % (show_point(t), show_point(m)))
            continue
        _report(progress, "folded guess t = %s, m = %s: candidate t = %s, m = %s; box check of "
                "%s points: %s" % (show_point(t), show_point(m), show_point(candidate.thresholds()),
                                   show_point(candidate.periods()), int(np.prod(box)),
                                   "proved" if w is None else "fails at %s" % show_point(w[0])))
        if w is None:
            return _proved(candidate, candidate, box, game)
    polyhedral_failure = None
    if "polyhedral" in methods:
        # phase 2: polyhedral cells in classes modulo periods (discovery/polyhedral.py)
        from sage_latticegames.discovery.polyhedral import polyhedral_search, PolyhedralSearchFailure
        left = None if time_limit is None else time_limit - (time.monotonic() - start)
        if left is not None and left <= 0:
            polyhedral_failure = "not tried: the time limit is spent"
        else:
            try:
                return polyhedral_search(game, max_level=max_level, max_positions=max_positions,
                                         time_limit=left, max_period=max(max_period, 8),
                                         progress=progress)
            except PolyhedralSearchFailure as e:
                polyhedral_failure = e.reason
    # phase 3: periods read from the P-positions of growing regions
    L = max(4 * max(ell), 2 * sum(ell), sum(c * f for c, f in zip(ell, floor)) + 2 * sum(ell))
    levels = []
    candidate = None
    candidate_level = None
    witness = None
    reason = ("no region was solved" if "regions" in methods else
              "no folded guess was proved" if "folded" in methods else
              "only the polyhedral phase was run" if "polyhedral" in methods else "no method applied")
    while "regions" in methods:
        L, solution = next_region(game, L, levels, max_level, max_positions,
                                  None if time_limit is None else start + time_limit, time_limit)
        if L is None:
            reason = reason + "; " + solution if solution.startswith(TIME_LIMIT) else solution
            break
        data = _RegionData(solution, ell, L)
        cand = _candidate(data, max_period, floor)
        if cand is None:
            reason = "no periodicity was seen in the region of level %s" % L
            _report(progress, "level %s: %s points, no candidate" % (L, len(data.keys)))
        else:
            t, m = cand
            table = data.table(t, m)
            if table is None:
                reason = ("the fundamental box of thresholds %s and periods %s does not fit in "
                          "the region of level %s" % (show_point(t), show_point(m), L))
                _report(progress, "level %s: %s points, candidate t = %s, m = %s; %s"
                        % (L, len(data.keys), show_point(t), show_point(m), "box not in region"))
            else:
                candidate, candidate_level = PeriodicSet(table, t, m), L
                try:
                    w, box = candidate.check_game(game, max_box_points=max_box_points)
                except ValueError as e:
                    reason = "the finite box check of the candidate is too large: %s" % e
                    break
                _report(progress, "level %s: %s points, candidate t = %s, m = %s; box check "
                        "of %s points: %s" % (L, len(data.keys), show_point(t), show_point(m),
                                              int(np.prod(box)),
                                              "proved" if w is None else "fails at %s"
                                              % show_point(w[0])))
                if w is None:
                    return _proved(candidate.minimized(), candidate, box, game)
                witness = w[0]
                reason = "the last candidate is not the set of P-positions: " + w[1]
                L = max(L, sum(c * x for c, x in zip(ell, witness)))
        L = L * 3 // 2 + 1
    if conjecture and candidate is not None and levels and candidate_level == levels[-1]:
        S = AffineStratification(candidate.minimized().strata(), lattice=candidate.dimension())
        S._set_conjecture("it agrees with the P-positions on the region of level %s for the "
                          "functional %s, but no proof was found" % (candidate_level, show_point(ell)))
        return S
    if quotient_failure is not None:
        reason += "; the misère quotient was not found (%s)" % quotient_failure
    if guesses:
        uniform = [(t[0], m[0]) for t, m in guesses if len(set(t)) == 1 and len(set(m)) == 1]
        reason += ("; no folded guess was proved (%s guesses, among them the uniform thresholds "
                   "and periods %s)" % (len(guesses), ", ".join("(%s, %s)" % g for g in uniform)))
    if polyhedral_failure is not None:
        reason += "; polyhedral phase: %s" % polyhedral_failure
    raise DiscoveryError(reason, levels=levels, candidate=candidate, witness=witness,
                         max_period=max_period)
