r"""
The finders of the discovery search

:func:`~sage_latticegames.discovery.search.discover_stratification` runs the
finders of :data:`FINDERS` in order, as Sage's
``designs.orthogonal_arrays.find_recursive_construction`` runs its list of
constructions: every finder is a function

.. CODE-BLOCK:: python

    finder(search) -> AffineStratification or str

of the :class:`Search` (the game, its data, the options and the one time
:class:`~sage_latticegames.misc.budget.Budget` of the whole call), which
returns an affine stratification of the P-positions *proved* on the whole
board, with its certificate, or a string saying why it failed.  A new method
of discovery is one more entry of :data:`FINDERS`; its name (the value of the
option ``methods``) is given by the decorator :func:`finder`.  Every finder
checks the budget inside its long loops and passes what is left of it to
the computations it calls.

The finders (see the module documentation of
:mod:`~sage_latticegames.discovery.search` for the algorithms):

- ``"quotient"`` -- :func:`find_by_quotient`: the misère quotient heap by
  heap ([Mil2013]_, :func:`stratification_from_quotient`);
- ``"folded"`` -- :func:`find_by_folded_guesses`: folded guesses of
  thresholds and periods, proved by the finite box check;
- ``"linear"`` -- :func:`find_by_linear_pretension`: a linear pretension
  fitted to a solved region and proved for every position (games whose
  moves each remove one unit of one coordinate), and its affine
  stratification;
- ``"polyhedral"`` -- :func:`find_by_polyhedral_cells`: polyhedral cells
  modulo periods (:mod:`~sage_latticegames.discovery.polyhedral`);
- ``"regions"`` -- :func:`find_by_regions`: periods read from growing solved
  regions.

EXAMPLES::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.discovery.finders import FINDERS, Search
    sage: [f.method for f in FINDERS]
    ['quotient', 'folded', 'linear', 'polyhedral', 'regions']
    sage: search = Search(LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]), time_limit=60)
    sage: [f(search) for f in FINDERS[:2]]
    [Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)},
     Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}]
    sage: FINDERS[0](Search(LatticeGame([(1, 0), (0, 1), (2, -1)])))
    'not applicable: the defeated positions are not at most 0, or the face x_d = 0 is not closed under the moves'

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numpy as np

from sage_latticegames.discovery.regions import (next_region, level_functional, report, TIME_LIMIT,
                                                 OutOfTime, interrupted_after)
from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.points import show_point, int_tuple
# the front door and the subpackage heap, not the package misere (whose subpackage whole
# builds lattice games: a circle through the dispatch method LatticeGame.affine_stratification)
from sage_latticegames.misere.constructor import misere_quotient
from sage_latticegames.misere.heap import MisereQuotientBudgetError
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.stratifications.periodic import PeriodicSet, MAX_BOX_POINTS, box_points
from sage_latticegames.stratifications.affine_stratification import AffineStratification

#: default largest number of lattice points of a region solved by the search
MAX_POSITIONS = 3 * 10**7

#: largest number of translates of a stratification built from a misère quotient
MAX_TRANSLATES = 10**7

#: largest number of seconds of the phase "linear", which also takes at most half of
#: what is left of the budget (its search gives up early: a failure of the fit proves
#: nothing, and the later phases need the budget)
LINEAR_MAX_SECONDS = 30

#: number of lattice points of the region to which the phase "linear" fits its candidates
LINEAR_POSITIONS = 5 * 10**4

#: default largest number of points of the box of a finite check in the search
#: (a compiled loop, no memory per point); the fundamental boxes of the folded
#: guesses (17 bytes per point) are limited to a tenth of it
MAX_CHECK_POINTS = 2 * 10**8


class Search():
    r"""
    The state of one search: the game and its data, the options, the one
    time budget, and what the finders leave for the final error or
    conjecture (the levels of the regions solved, the last candidate of the
    regions and where it fails).

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``time_limit`` -- seconds (``None``: no limit), or a
      :class:`~sage_latticegames.misc.budget.Budget`
    - the other options are those of
      :func:`~sage_latticegames.discovery.search.discover_stratification`

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.finders import Search
        sage: s = Search(LatticeGame.misere([(1, 0), (0, 1)]), time_limit=10); s
        Search for an affine stratification of Lattice game ...; time budget of 10 s (... s left)
        sage: s.ell, s.floor, s.face is not None
        ([1, 1], [1, 1], True)
    """

    def __init__(self, game, time_limit=None, max_level=None, max_period=6,
                 max_positions=MAX_POSITIONS, max_box_points=MAX_CHECK_POINTS, progress=False,
                 hint=None):
        self.game = game
        self.budget = time_limit if isinstance(time_limit, Budget) else Budget(time_limit)
        self.max_level = max_level
        self.max_period = max_period
        self.max_positions = max_positions
        self.max_box_points = max_box_points
        self.progress = progress
        self.hint = hint
        self.ell = level_functional(game)
        self.d = d = game.dimension()
        self.defeated = [int_tuple(p) for p in game.defeated_positions()]
        self.floor = [max([p[i] + 1 for p in self.defeated] or [0]) for i in range(d)]
        self.face = face_game(game)
        # a proved finite misère quotient too large to write out cell by cell
        # (left by the quotient finder; no other phase can do better then)
        self.quotient = None
        # a proved linear pretension whose stratification is too large to write out
        # (left by the linear finder)
        self.pretension = None
        # left by the regions finder for the error and the conjecture
        self.levels = []
        self.candidate = None
        self.candidate_level = None
        self.witness = None

    def report(self, message):
        r"""
        Send a progress message (see ``progress`` in
        :func:`~sage_latticegames.discovery.search.discover_stratification`).
        """
        report(self.progress, message)

    def time_is_up(self):
        r"""
        Return the reason to stop when the budget is spent, else ``None``.
        """
        if self.budget.expired():
            return "the time limit of %s s is spent" % self.budget.limit()
        return None

    def __repr__(self):
        return "Search for an affine stratification of %s; %s" % (self.game, self.budget)


def finder(method):
    r"""
    Decorator naming a finder by its ``method`` (the value of the option
    ``methods`` of
    :func:`~sage_latticegames.discovery.search.discover_stratification`).

    EXAMPLES::

        sage: from sage_latticegames.discovery.finders import finder
        sage: @finder("nothing")
        ....: def find_nothing(search):
        ....:     return "not implemented"
        sage: find_nothing.method
        'nothing'
    """
    def name(f):
        f.method = method
        return f
    return name


# ----------------------------------------------------------------------
# phase 0: the misère quotient heap by heap
# ----------------------------------------------------------------------
@finder("quotient")
def find_by_quotient(search):
    r"""
    The misère quotient heap by heap (phase 0 of the module documentation of
    :mod:`~sage_latticegames.discovery.search`): for games on `\NN^d` whose
    face `x_d = 0` is closed under the moves and whose defeated positions
    are at most `0`, the quotient of Plambeck and Siegel proven on all of
    `\NN^d`, within the time left and of order at most
    :data:`~sage_latticegames.misere.constructor.FINITE_MAX_ORDER`, and its stratification
    (:func:`stratification_from_quotient`, [Mil2013]_).

    OUTPUT: a certified affine stratification, or the reason of the failure

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.discovery.finders import Search, find_by_quotient
        sage: find_by_quotient(Search(games.nim(3, play='misere'))).certificate().method()
        'heap-by-heap quotient'
    """
    game, d = search.game, search.d
    if not (set(search.defeated) <= {(0,) * d} and (d == 1 or search.face is not None)):
        return ("not applicable: the defeated positions are not at most 0, or the face "
                "x_d = 0 is not closed under the moves")

    def step(k, order, tuples, rounds, seconds):
        search.report("quotient: coordinate %s adjoined, order %s, %s tuples verified (%.1f s)"
                      % (k, order, tuples, seconds))
    try:
        with interrupted_after(search.budget.left()):
            # a finite quotient, given up sooner when it may be infinite (the front door
            # chooses the cap on its order)
            Q = misere_quotient(game, algorithm="finite",
                                max_seconds=search.budget.left(at_least=1.0),
                                progress=step if search.progress else False)
    except (MisereQuotientBudgetError, ValueError, OutOfTime) as e:
        # no finite quotient within the budget
        search.report("misère quotient: %s" % e)
        return "the misère quotient was not found (%s)" % e
    try:
        # the quotient was just computed and proved for exactly this game
        S = _from_quotient(Q, game, True, search.max_box_points, True)
    except ValueError as e:
        # its cell-by-cell stratification is too large: the proved quotient
        # stays available in compact form (fibres over the sums of the heaps
        # with equal images, the rational strategy in product form)
        search.quotient = Q
        search.report("misère quotient: %s" % e)
        return ("the misère quotient of order %s is proved, but %s; its compact forms are"
                " game.affine_stratification() (a LazyAffineStratification) and"
                " game.rational_strategy(form='product') (a QuotientStrategy, Miller 2013)"
                % (Q.cardinality(), e))
    search.report("quotient: proved, %s strata" % S.num_strata())
    return S


def _same_game(G, H):
    r"""
    Return whether ``G`` and ``H`` are the same lattice game: the same rule
    set, board and defeated positions (hence the same play).
    """
    return G is H or G == H


def stratification_from_quotient(Q, game, max_box_points=MAX_CHECK_POINTS,
                                 require_certificate=False):
    r"""
    Return the affine stratification of the P-positions of ``game`` given
    by the finite misère quotient ``Q`` ([Mil2013]_): the preimage
    `\Phi^{-1}(P_Q)` of the P-portion, an eventually periodic set whose
    thresholds and periods per coordinate are the cyclic structures `a_i^{t_i
    + m_i} = a_i^{t_i}` of the generators.

    The result carries a certificate only when a proof covered ``game``:

    - ``Q`` was proved for exactly this game (``Q.game()``, the game of a
      certified quotient, equals ``game``: the same rule set, board and
      play): the certificate is that of the quotient (the recursion of the
      P-positions checked on every reachable tuple: a proof on all of
      `\NN^d`); the finite box check is run too when its box has at most
      ``max_box_points / 10`` points, and the certificate says whether it
      was;
    - otherwise the finite box check of
      :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.check_game`
      is run on ``game`` (boxes of at most ``max_box_points`` points) and
      proves the set (certificate ``"finite box check"``), or refutes it (a
      ``ValueError`` naming the witness).

    When neither proof applies (a quotient of another game, a box too
    large), the stratification is returned marked as a conjecture
    (:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.conjecture`
    says why), or a ``ValueError`` is raised when ``require_certificate`` is
    true.

    INPUT:

    - ``Q`` -- a certified finite
      :class:`~sage_latticegames.misere.quotient.MisereQuotient`
    - ``game`` -- a lattice game on `\NN^d` minus a finite set
    - ``max_box_points`` -- (default: `2 \cdot 10^8`) largest box of the
      finite check
    - ``require_certificate`` -- (default: ``False``) raise a
      ``ValueError`` instead of returning a conjecture

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.discovery.search import stratification_from_quotient
        sage: G = games.nim(2, play='misere')
        sage: S = stratification_from_quotient(G.misere_quotient(), G); S
        Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
        sage: S.certificate()
        Certificate (...): the set is the set of P-positions of the game on the whole board; ...16 points...

    The quotient of misère Nim does not describe normal-play Nim: the finite
    box check refutes it, and without the check nothing is certified::

        sage: N = games.nim(2)
        sage: stratification_from_quotient(G.misere_quotient(), N)
        Traceback (most recent call last):
        ...
        ValueError: the set of the quotient is not the set of P-positions of the game: the position (0, 0) of the board is not in the set but has no move into it
        sage: C = stratification_from_quotient(G.misere_quotient(), N, max_box_points=1); C
        Conjectural (unproved) affine stratification with 2 strata in Z^2: ...
        sage: C.is_certified(), C.conjecture()
        (False, 'the quotient was not proved for this game, and the finite box check needs 12 points, more than max_box_points = 1')
        sage: stratification_from_quotient(G.misere_quotient(), N, max_box_points=1,
        ....:                              require_certificate=True)
        Traceback (most recent call last):
        ...
        ValueError: no certified stratification of this game from the quotient: the quotient was not proved for this game, and the finite box check needs 12 points, more than max_box_points = 1
    """
    proved_game = Q.game() if callable(getattr(Q, "game", None)) else None
    proved = proved_game is not None and _same_game(proved_game, game)
    return _from_quotient(Q, game, proved, max_box_points, require_certificate)


def _from_quotient(Q, game, proved, max_box_points, require_certificate):
    r"""
    The body of :func:`stratification_from_quotient`, ``proved`` telling
    whether ``Q`` was proved for exactly ``game`` (the quotient finder has
    just computed it from ``game``).
    """
    if not Q.is_certified():
        raise ValueError("the misère quotient is not certified")
    cycles = Q.generator_cycles()
    if len(cycles) != game.dimension():
        raise ValueError("the quotient has %s generators but the game is played in dimension %s"
                         % (len(cycles), game.dimension()))
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
    limit = max_box_points // 10 if proved else max_box_points
    try:
        witness, box = P.check_game(game, max_box_points=limit)
    except ValueError as e:     # the box of the check is too large
        witness, box, unchecked = None, None, str(e)
    if witness is not None:
        if proved:      # cannot happen: the two proofs would contradict each other
            raise RuntimeError("the finite box check refutes the misère quotient at %s: %s"
                               % (show_point(witness[0]), witness[1]))
        raise ValueError("the set of the quotient is not the set of P-positions of the game: "
                         + witness[1])
    if proved:
        C = Q.certificate()
        names, relations = Q.presentation()
        details = ("the preimage of the P-portion of the %s quotient of order %s (%s | %s), "
                   "verified on %s reachable tuples (Plambeck--Siegel; [Mil2013])"
                   % ("misère" if C.get("misere") else "normal-play", Q.cardinality(), names,
                      ", ".join(relations), C.get("tuples")))
        if box is not None:
            details += "; confirmed by the finite box check of %s points" % int(np.prod(box))
        else:
            details += "; the finite box check was not run (%s)" % unchecked
        return AffineStratification.from_periodic_set(P, certificate=Certificate(
            "heap-by-heap quotient", game, "the set is the set of P-positions of the game on "
            "the whole board", details))
    if box is not None:
        return AffineStratification.from_periodic_set(P, certificate=P.box_certificate(game, box))
    why = "the quotient was not proved for this game, and %s" % unchecked
    if require_certificate:
        raise ValueError("no certified stratification of this game from the quotient: " + why)
    return AffineStratification.from_periodic_set(P, conjecture=why)


# ----------------------------------------------------------------------
# phase 1: folded guesses
# ----------------------------------------------------------------------
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


def _uniform_guesses(d, floor, max_period, max_box_points):
    r"""
    Return the uniform thresholds and periods ``(t, m)`` tried by the phase
    of folded guesses: `t \le 3` at least the defeated positions' floor, `m
    \le` ``max_period`` a divisor of 12 or ``max_period`` itself, by
    increasing size of the fundamental box (even periods first), within
    ``max_box_points``.

    EXAMPLES::

        sage: from sage_latticegames.discovery.finders import _uniform_guesses
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


def _hinted_guesses(hint, floor, max_box_points):
    r"""
    Return thresholds and periods ``(t, m)`` extending those of the face game
    (``hint``, for the first `d - 1` coordinates) by one coordinate: the old
    thresholds raised by `\delta \le 2`, the old periods kept or doubled,
    the new threshold at most 3 and the new period a divisor of 12; by
    increasing size of the fundamental box, within ``max_box_points``.

    EXAMPLES::

        sage: from sage_latticegames.discovery.finders import _hinted_guesses
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


def _folded_guesses(search):
    r"""
    Return the list of thresholds and periods ``(t, m)`` of the folded
    guesses: the uniform ones, after the first twelve extending the hint
    (by default those proved for the face game, found first, heap by heap).
    """
    d, floor, limit = search.d, search.floor, search.max_box_points // 10
    guesses = [((t,) * d, (m,) * d)
               for t, m in _uniform_guesses(d, floor, search.max_period, limit)]
    hint = search.hint
    if search.face is not None and hint is None and not search.budget.expired():
        # heap by heap: the face x_d = 0 first, its proof as a hint
        F = find_by_folded_guesses(Search(search.face, time_limit=search.budget,
                                          max_period=search.max_period,
                                          max_box_points=search.max_box_points,
                                          progress=search.progress))
        if not isinstance(F, str):
            hint = F.periodic_set()
    if hint is None:
        return guesses
    if isinstance(hint, PeriodicSet):
        hint = (int_tuple(hint.thresholds()), int_tuple(hint.periods()))
    else:
        hint = (tuple(hint[0]), tuple(hint[1]))
    if len(hint[0]) != d - 1 or len(hint[1]) != d - 1:
        raise ValueError("the hint gives thresholds and periods of the first %s coordinates"
                         % (d - 1))
    hinted = _hinted_guesses(hint, floor, limit)[:12]
    return hinted + [g for g in guesses if g not in hinted]


@finder("folded")
def find_by_folded_guesses(search):
    r"""
    Folded guesses (phase 1 of the module documentation of
    :mod:`~sage_latticegames.discovery.search`): for thresholds and periods
    `(t, m)` in the order of :func:`_folded_guesses`, the only `(t,
    m)`-periodic candidate
    (:meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.folded_solution`),
    proved or refuted by the finite box check; the clock is checked before
    each guess.

    OUTPUT: a certified affine stratification, or the reason of the failure

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.discovery.finders import Search, find_by_folded_guesses
        sage: find_by_folded_guesses(Search(games.octal('0.77', 3, play='misere'))).certificate()
        Certificate (finite box check): ...
        sage: find_by_folded_guesses(Search(games.octal('0.77', 3), max_period=1))
        'no folded guess was proved (4 guesses, among them the uniform thresholds and periods (0, 1), (1, 1), (2, 1), (3, 1))'
    """
    game = search.game
    guesses = _folded_guesses(search)
    tried = 0
    stop = ""
    for t, m in guesses:
        late = search.time_is_up()
        if late is not None:
            stop = "; %s after %s of them" % (late, tried)
            break
        tried += 1
        candidate = PeriodicSet.folded_solution(game, t, m,
                                                max_box_points=search.max_box_points).minimized()
        try:
            w, box = candidate.check_game(game, max_box_points=search.max_box_points)
        except ValueError:      # the box of the check is too large
            search.report("folded guess t = %s, m = %s: box of the check too large"
                          % (show_point(t), show_point(m)))
            continue
        search.report("folded guess t = %s, m = %s: candidate t = %s, m = %s; box check of %s "
                      "points: %s" % (show_point(t), show_point(m),
                                      show_point(candidate.thresholds()),
                                      show_point(candidate.periods()), int(np.prod(box)),
                                      "proved" if w is None else "fails at %s" % show_point(w[0])))
        if w is None:
            return AffineStratification.from_periodic_set(
                candidate, certificate=candidate.box_certificate(game, box))
    uniform = [(t[0], m[0]) for t, m in guesses if len(set(t)) == 1 and len(set(m)) == 1]
    return ("no folded guess was proved (%s guesses, among them the uniform thresholds and "
            "periods %s)%s" % (len(guesses), ", ".join("(%s, %s)" % g for g in uniform), stop))


# ----------------------------------------------------------------------
# phase 2: linear pretensions
# ----------------------------------------------------------------------
@finder("linear")
def find_by_linear_pretension(search):
    r"""
    A linear pretension (phase 2 of the module documentation of
    :mod:`~sage_latticegames.discovery.search`), for games on `\NN^d` minus
    a finite set whose moves each remove one unit of one coordinate (heap
    games, the squarefree games of [GM-E]_): fitted to a solved region by
    :func:`~sage_latticegames.misere.heap.linear_pretension.fit_linear_pretension`
    within at most :data:`LINEAR_MAX_SECONDS` and half of what is left of the
    budget, proved for every
    position (Theorems 1--2 of
    :mod:`~sage_latticegames.misere.heap.linear_pretension`), and written out
    as an affine stratification with free semigroups (the theorem of
    :mod:`~sage_latticegames.misere.stratified.pretension_stratification`)
    when it has at most
    :data:`~sage_latticegames.misere.stratified.pretension_stratification.MAX_STRATA`
    translates; the proved pretension is left in ``search.pretension``.

    OUTPUT: a certified affine stratification, or the reason of the failure

    EXAMPLES:

    One of the generalized misère games on `\NN^3` that the other phases
    leave open::

        sage: from sage_latticegames.games.families import LatticeGameFamily
        sage: from sage_latticegames.discovery.finders import Search, find_by_linear_pretension
        sage: G = LatticeGameFamily("squarefree", 3, 1).game([(-1, -1, 1), (0, 1, 0), (1, 0, 0)],
        ....:                                                "generalized", [(0, 1, 0)])
        sage: S = find_by_linear_pretension(Search(G, time_limit=60)); S
        Certified affine stratification with ... strata in Z^3: ...
        sage: S.certificate().method()
        'linear pretension'
        sage: from sage_latticegames import LatticeGame
        sage: find_by_linear_pretension(Search(LatticeGame([(2, 0), (0, 1)])))
        'not applicable: a linear pretension needs moves that remove one unit of one coordinate; (2, 0) does not'
    """
    # imported here: the finite quotients of the other phases do not load that module
    from sage_latticegames.misere.heap import (fit_linear_pretension, LinearPretensionFailure,
                                               unit_moves)
    try:
        unit_moves(search.game)
    except ValueError as e:
        return "not applicable: %s" % e
    # at most half of what is left: the later phases keep the other half
    left = search.budget.left()
    budget = search.budget.sub(LINEAR_MAX_SECONDS if left is None else
                               min(LINEAR_MAX_SECONDS, left / 2))
    try:
        L = fit_linear_pretension(search.game, max_seconds=budget.left(),
                                  positions=LINEAR_POSITIONS, max_counters=6)
    except LinearPretensionFailure as e:
        return str(e)
    search.pretension = L
    search.report("linear: %s" % L)
    try:
        return L.affine_stratification(lazy=False)
    except ValueError as e:
        return "a linear pretension is proved (%s), but its stratification is not written out: %s" % (
            "counter %s" % show_point(L.parameters()[0]), e)


# ----------------------------------------------------------------------
# phase 3: polyhedral cells
# ----------------------------------------------------------------------
@finder("polyhedral")
def find_by_polyhedral_cells(search):
    r"""
    Polyhedral cells in classes modulo periods up to ``max(max_period, 8)``
    (phase 3: :func:`~sage_latticegames.discovery.polyhedral.polyhedral_search`),
    within the same ``max_level``, ``max_positions`` and the time left.

    OUTPUT: a certified affine stratification, or the reason of the failure

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.finders import Search, find_by_polyhedral_cells
        sage: find_by_polyhedral_cells(Search(LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)]),
        ....:                                 max_level=12))
        'no polyhedral model was proved (levels searched: 10, 12; ...'
    """
    from sage_latticegames.discovery.polyhedral import polyhedral_search, PolyhedralSearchFailure
    try:
        return polyhedral_search(search.game, max_level=search.max_level,
                                 max_positions=search.max_positions,
                                 time_limit=search.budget,
                                 max_period=max(search.max_period, 8), progress=search.progress)
    except PolyhedralSearchFailure as e:
        return e.reason


# ----------------------------------------------------------------------
# phase 4: periods read from growing regions
# ----------------------------------------------------------------------
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


def _region_step(search, L, solution):
    r"""
    Read the candidate of the region of level ``L`` and check it: return the
    certified stratification, or ``(reason, stop)`` where ``stop`` says
    whether the search must end; the candidate and its witness are left in
    ``search``.
    """
    data = _RegionData(solution, search.ell, L)
    cand = _candidate(data, search.max_period, search.floor)
    if cand is None:
        search.report("level %s: %s points, no candidate" % (L, len(data.keys)))
        return "no periodicity was seen in the region of level %s" % L, False
    t, m = cand
    table = data.table(t, m)
    if table is None:
        search.report("level %s: %s points, candidate t = %s, m = %s; box not in region"
                      % (L, len(data.keys), show_point(t), show_point(m)))
        return ("the fundamental box of thresholds %s and periods %s does not fit in the region "
                "of level %s" % (show_point(t), show_point(m), L)), False
    candidate = search.candidate = PeriodicSet(table, t, m)
    search.candidate_level = L
    try:
        w, box = candidate.check_game(search.game, max_box_points=search.max_box_points)
    except ValueError as e:
        return "the finite box check of the candidate is too large: %s" % e, True
    search.report("level %s: %s points, candidate t = %s, m = %s; box check of %s points: %s"
                  % (L, len(data.keys), show_point(t), show_point(m), int(np.prod(box)),
                     "proved" if w is None else "fails at %s" % show_point(w[0])))
    if w is None:
        return AffineStratification.from_periodic_set(
            candidate.minimized(), certificate=candidate.box_certificate(search.game, box))
    search.witness = w[0]
    return "the last candidate is not the set of P-positions: " + w[1], False


@finder("regions")
def find_by_regions(search):
    r"""
    Periods read from the P-positions of growing regions (phase 4 of the
    module documentation of :mod:`~sage_latticegames.discovery.search`),
    until ``max_level``, ``max_positions`` or the time left is spent (the
    clock is checked before each region).  The last candidate, the level of
    the region it agrees with and its witness are left in ``search`` (for
    the error, or the conjecture of ``conjecture=True``).

    OUTPUT: a certified affine stratification, or the reason of the failure

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.finders import Search, find_by_regions
        sage: s = Search(LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)]), max_level=30)
        sage: find_by_regions(s), s.levels
        ('the largest level max_level = 30 is reached', [4, 10, 16, 25, 30])
    """
    ell, floor = search.ell, search.floor
    L = max(4 * max(ell), 2 * sum(ell), sum(c * f for c, f in zip(ell, floor)) + 2 * sum(ell))
    reason = "no region was solved"
    while True:
        L, solution = next_region(search.game, L, search.levels, search.max_level,
                                  search.max_positions, budget=search.budget)
        if L is None:
            return reason + "; " + solution if solution.startswith(TIME_LIMIT) else solution
        result = _region_step(search, L, solution)
        if not isinstance(result, tuple):
            return result
        reason, stop = result
        if stop:
            return reason
        if search.witness is not None and search.candidate_level == L:
            L = max(L, sum(c * x for c, x in zip(ell, search.witness)))
        L = L * 3 // 2 + 1


#: the finders, in the order in which
#: :func:`~sage_latticegames.discovery.search.discover_stratification` runs them
FINDERS = [find_by_quotient, find_by_folded_guesses, find_by_linear_pretension,
           find_by_polyhedral_cells, find_by_regions]
