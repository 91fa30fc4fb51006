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
2. *Linear pretensions.*  For games whose moves each remove one unit of
   one coordinate (heap games; the squarefree games of [GM-E] in
   generalized misère play), the outcomes of a solved region are fitted to
   the classes of the coordinates and one linear counter `\langle w,
   x\rangle` with periodic tails, and the fit is proved for every position
   by the finite check over types of
   :mod:`~sage_latticegames.misere.heap.linear_pretension` (Theorems 1--2);
   its P-positions are a Presburger set, written out as pairwise disjoint
   translates of free semigroups
   (:mod:`~sage_latticegames.misere.stratified.pretension_stratification`).
   This reaches P-positions that are not eventually periodic in each
   coordinate (they change along the hyperplanes `\langle w, x\rangle = t`)
   and heap games with infinite misère quotients.
3. *Polyhedral cells* (:mod:`~sage_latticegames.discovery.polyhedral`).
   A lattice of periods is read from a solved region, and the P-positions
   in each class modulo it are described as the lattice points of a union
   of polyhedral cells cut out by clipped linear functionals (the
   coordinates, `e_i - e_j`, normals of the moves) chosen to fit the
   region; the cells are turned into modules `F + A` over normal affine
   semigroups and the stratification is proved by
   :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`.
4. *Periods read from the data.*  The P-positions are computed on the
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

THE FINDERS.  Each phase is a *finder* of
:data:`~sage_latticegames.discovery.finders.FINDERS`
(:mod:`~sage_latticegames.discovery.finders`): a function of the state of the
search (:class:`~sage_latticegames.discovery.finders.Search`: the game, the
options and the one time budget) that returns a certified stratification or
the reason why it failed.  :func:`discover_stratification` runs the finders
named in ``methods`` in order, returns the first result, and otherwise
raises a :class:`DiscoveryError` holding the reasons of all the phases run.

Phases 0, 1 and 4 find the sets of P-positions that are eventually periodic in
each coordinate; this includes the heap games with a finite misère quotient
(see [Mil2013]_) and the squarefree games in normal play.  Phase 3 also
reaches sets whose strata need semigroups with generators off the coordinate
axes (Example 8.12 of [GM], the game of the erratum [GM-E], planar games whose
P-positions change along lines); it runs before phase 4, whose regions grow
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
    Certificate (heap-by-heap quotient): the set is the set of P-positions of the game on the whole board; the preimage of the P-portion of the misère quotient of order 6 (a, b | a^2 = 1, b^3 = b), verified on 13 reachable tuples (Plambeck--Siegel; [Mil2013]); confirmed by the finite box check of 16 points
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
    DiscoveryError: no certified affine stratification found within the budget (levels searched: 4, 10, 16, 25, 38, 58, 88, 100; periods up to 6): quotient phase: the misère quotient was not found (...); folded phase: no folded guess was proved (31 guesses, among them the uniform thresholds and periods (0, 2), (0, 1), ..., (3, 6)); regions phase: the largest level max_level = 100 is reached; last candidate: thresholds (0, 2), periods (2, 2); it fails at the position (2, 4)

and the polyhedral phase proves a stratification with the semigroups
`\NN\{(4, 8), (8, 24)\}` of the sector between the lines::

    sage: S = discover_stratification(H, max_level=100); S
    Certified affine stratification with 3 strata in Z^2: {12 points} + N{(0, 8), (4, 16), (8, 24)}, {12 points} + N{(4, 0), (4, 8)}, {8 points} + N{(4, 8), (8, 24)}
    sage: S.certificate().method()
    'polyhedral cells'
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage.rings.integer_ring import ZZ

from sage_latticegames.discovery.finders import (FINDERS, Search, MAX_POSITIONS,  # noqa: F401
                                                 MAX_CHECK_POINTS, MAX_TRANSLATES, face_game,
                                                 stratification_from_quotient)
from sage_latticegames.misc.points import show_point
from sage_latticegames.stratifications.affine_stratification import AffineStratification

#: the methods of the search (the names of the finders of
#: :data:`~sage_latticegames.discovery.finders.FINDERS`), in their order
METHODS = tuple(f.method for f in FINDERS)


class DiscoveryError(ValueError):
    r"""
    Raised when no certified affine stratification is found within the
    budget of :func:`discover_stratification`.

    Its attributes say what was tried: ``levels`` (the levels `L` of the
    regions solved), ``candidate`` (the last candidate, a
    :class:`~sage_latticegames.stratifications.periodic.PeriodicSet` or
    ``None``), ``witness`` (a position where the last candidate fails, or
    ``None``), ``reason`` and ``reasons``, the list of pairs ``(method,
    reason)`` of the phases run (:data:`METHODS`), and ``quotient``: a finite
    misère quotient proved for the game whose cell-by-cell stratification is
    too large to write out (its compact forms:
    :class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`),
    or ``None``; ``pretension``: a linear pretension proved for the game whose
    stratification has too many translates to write out (its compact form:
    :class:`~sage_latticegames.misere.stratified.pretension_stratification.PretensionStratification`),
    or ``None``.

    EXAMPLES::

        sage: from sage_latticegames.discovery import DiscoveryError
        sage: E = DiscoveryError("the budget is spent", levels=[10, 20]); E
        DiscoveryError('no certified affine stratification found within the budget (levels searched: 10, 20): the budget is spent')
        sage: E.levels, E.witness
        ([10, 20], None)
    """

    def __init__(self, reason, levels=(), candidate=None, witness=None, max_period=None,
                 reasons=(), quotient=None, pretension=None):
        self.reason = reason
        self.quotient = quotient
        self.pretension = pretension
        self.reasons = list(reasons)
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


def discover_stratification(game, max_level=None, max_period=6, max_positions=MAX_POSITIONS,
                            max_box_points=MAX_CHECK_POINTS, time_limit=None, conjecture=False,
                            progress=False, methods=None, hint=None):
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
    - ``time_limit`` -- (default: none) seconds, or a
      :class:`~sage_latticegames.misc.budget.Budget`: the one budget of all
      the phases, which check it inside their long loops and pass what is
      left to the computations they call (the misère quotient's
      ``max_seconds``); no phase, guess or region is started after it
    - ``conjecture`` -- (default: ``False``) when nothing is proved within the
      budget, return the last candidate (which agrees with the P-positions on
      the largest region solved) marked as a conjecture instead of raising
    - ``progress`` -- (default: ``False``) print progress on standard error
      (or call ``progress(message)`` when it is callable)
    - ``methods`` -- (default: all) the methods of the search to run (the
      names of the finders of :data:`~sage_latticegames.discovery.finders.FINDERS`),
      among
      ``"quotient"`` (the misère quotient heap by heap, for games on `\NN^d`
      whose face `x_d = 0` is closed under the moves and whose defeated
      positions are at most `0`), ``"folded"`` (folded guesses),
      ``"linear"`` (a linear pretension, for games whose moves each remove
      one unit of one coordinate),
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
    known = tuple(f.method for f in FINDERS)
    methods = known if methods is None else tuple(methods)
    if not methods or any(x not in known for x in methods):
        raise ValueError("methods must be among %s, not %s"
                         % (", ".join(repr(x) for x in known), methods))
    search = Search(game, time_limit=time_limit, max_level=max_level, max_period=max_period,
                    max_positions=max_positions, max_box_points=max_box_points,
                    progress=progress, hint=hint)
    reasons = []
    for find in FINDERS:
        if find.method not in methods:
            continue
        late = search.time_is_up()
        result = "not tried: " + late if late is not None else find(search)
        if isinstance(result, AffineStratification):
            return result
        reasons.append((find.method, result))
        if search.quotient is not None or search.pretension is not None:
            # the quotient (or a linear pretension) is proved: the data-driven phases
            # would only search the same set on regions, so the search stops with it
            break
    P, L = search.candidate, search.candidate_level
    if conjecture and P is not None and search.levels and L == search.levels[-1]:
        return AffineStratification.from_periodic_set(P.minimized(), conjecture=(
            "it agrees with the P-positions on the region of level %s for the functional %s, "
            "but no proof was found" % (L, show_point(search.ell))))
    raise DiscoveryError("; ".join("%s phase: %s" % r for r in reasons), levels=search.levels,
                         candidate=P, witness=search.witness, max_period=max_period,
                         reasons=reasons, quotient=search.quotient, pretension=search.pretension)
