r"""
The front door of misère quotients: one function that chooses the construction

:func:`misere_quotient` is the one place that decides which construction
computes the misère quotient of a game and with which default budget; the
method :meth:`~sage_latticegames.lattice_game.LatticeGame.misere_quotient`,
the surveys, the command line, the Conjecture 4.5 records and the discovery
search call it.  The constructions themselves live below it:

- the heap-by-heap construction for games on `\NN^d`
  (:mod:`~sage_latticegames.misere.heap`; Plambeck--Siegel), the default, with a
  time budget :data:`~sage_latticegames.misere.heap.driver.DEFAULT_MAX_SECONDS`
  and no cap on the order (the general construction, for moves that are not
  those of heaps, keeps the cap
  :data:`~sage_latticegames.misere.heap.driver.GENERAL_MAX_ORDER`);
- the proof that the quotient is infinite by a linear pretension
  (:mod:`~sage_latticegames.misere.heap.linear_pretension`), when that budget
  runs out on a misère heap game;
- the quotient of a certified stratification, or the proof that it is
  infinite (:mod:`~sage_latticegames.misere.stratified`);
- the quotient of Section 8 of [Guo], verified on a solved region
  (:mod:`~sage_latticegames.misere.semigroup`), for the other games.

REFERENCES:

- [Guo] Alan Guo, *Lattice games*, thesis, Definition 4.7 and Section 8.
- T. E. Plambeck and A. N. Siegel, *Misère quotients for impartial games*,
  J. Combin. Theory Ser. A 115 (2008).
"""

import sage.rings.integer  # noqa: F401

from sage_latticegames.misere.heap import (game_moves, heap_options, MisereQuotientBudgetError,
                                           DEFAULT_MAX_SECONDS)
from sage_latticegames.misere.quotient import MisereQuotient, heap_quotient
# the two kinds of quotients (each registers itself with the factory MisereQuotient)
from sage_latticegames.misere.semigroup_quotient import SemigroupMisereQuotient  # noqa: F401
from sage_latticegames.misere.finite_quotient import FiniteMisereQuotient  # noqa: F401

__all__ = ["misere_quotient", "heap_construction_applies", "NoConstructionApplies", "ALGORITHMS",
           "FINITE_MAX_ORDER"]

class NoConstructionApplies(ValueError):
    r"""
    Raised by :func:`misere_quotient` with ``algorithm='auto'`` when no
    construction applies to the game: it is not on `\NN^d` with defeated
    positions at most `\{0\}`, and the quotient of Section 8 of [Guo] was not
    found on the region (nothing is claimed).
    """


#: the constructions :func:`misere_quotient` chooses from
ALGORITHMS = ("auto", "heap", "finite", "stratification", "region", "infinite")

#: the cap on the order of the quotients of heap games with ``algorithm='finite'`` and no
#: ``max_order`` (the fast construction of misere/heap/pretension.py; misère Dawson's chess
#: 0.137 has quotients of order 520, 552 and 638 with heaps of size at most 30, 31 and 32):
#: a search that wants a finite quotient gives up sooner on one that may be infinite
FINITE_MAX_ORDER = 1000

#: the time budget of the proof that a quotient is infinite, in multiples of the budget of the
#: construction it follows (the pretension frontier and the checks of a monoid or slice
#: pretension take longer than the construction: Grundy's game with heaps of size at most 29
#: needs about two and a half minutes, the frontier included)
INFINITE_BUDGET_FACTOR = 4


def misere_quotient(game, algorithm="auto", max_order=None, max_tuples=10**6, progress=None,
                    max_seconds=DEFAULT_MAX_SECONDS, stratification=None, checkpoint=None,
                    resume=None, level=8):
    r"""
    Return the misère quotient of a lattice game on `\NN^d` (misère or normal
    play; for a heap game the coordinates are the heaps), computed heap by
    heap and proven exactly (see :mod:`~sage_latticegames.misere.heap.driver`; Plambeck--Siegel, Definition 4.7 of [Guo]),
    or by the construction ``algorithm``.

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` whose defeated ideal is `\{0\}`
      (``play='misere'``) or empty (normal play), e.g. ``games.octal(code, k,
      play='misere')``, ``games.heap_game(...)``, ``games.nim(k, 'misere')``;
      or (``algorithm='auto'`` or ``'region'``) any lattice game whose
      P-positions form a normal affine semigroup
    - ``algorithm`` -- (default ``'auto'``) one of :data:`ALGORITHMS`:

      - ``'auto'``: ``'stratification'`` when a ``stratification`` is given;
        else ``'heap'`` when the game is on `\NN^d` with defeated positions at
        most `\{0\}` (:func:`heap_construction_applies`); else ``'region'``
      - ``'heap'``: the heap-by-heap construction
        (:func:`~sage_latticegames.misere.quotient.heap_quotient`), and when
        its time budget runs out on a misère heap game with no cap on the
        order, a proof that the quotient is infinite (see OUTPUT)
      - ``'finite'``: the heap-by-heap construction alone, with the cap
        :data:`FINITE_MAX_ORDER` on the order of heap games when
        ``max_order`` is ``None`` (a search that wants a finite quotient
        gives up sooner on one that may be infinite)
      - ``'stratification'``: from the certified ``stratification``
      - ``'region'``: Section 8 of [Guo], verified on the region of level
        ``level``
        (:meth:`~sage_latticegames.misere.quotient.MisereQuotient.from_game`)
      - ``'infinite'``: a proof that the quotient is infinite by a linear
        pretension
        (:func:`~sage_latticegames.misere.heap.linear_pretension.prove_infinite_heap_quotient`)
    - ``level`` -- (default: ``8``) the level of the region of ``'region'``
    - ``max_order`` -- (default ``None``: no cap) a positive integer: give
      up, with a
      :class:`~sage_latticegames.misere.heap.driver.MisereQuotientBudgetError`,
      when a quotient has more elements (for heap games; the candidates on
      the way may have up to 4 times more); without it the construction
      grows its candidates as long as the time budget lasts (for games
      that are not heap games the cap is then
      :data:`~sage_latticegames.misere.heap.driver.GENERAL_MAX_ORDER`,
      ``500``: their construction takes memory much faster)
    - ``max_tuples`` -- (default ``10**6``; ``None``: no bound) the same for
      the number of tuples (types) of the verification, a bound on its memory
    - ``progress`` -- (default ``None``: the lines below on standard error,
      if it is a terminal, once the call has run a few seconds) ``True``:
      print one line per coordinate adjoined (coordinates, order, tuples,
      rounds, elapsed time, and the heap bound for the heap games of
      :mod:`~sage_latticegames.games`); ``False``: nothing; ``'verbose'``:
      also one line per candidate on standard error (coordinate, order,
      elapsed time); or a function called after each coordinate with ``(k,
      order, tuples, rounds, seconds)`` (see
      :class:`~sage_latticegames.misere.heap.driver.Progress`)
    - ``checkpoint``, ``resume`` -- (optional) file names: save the proved
      quotient after each coordinate (atomically), and continue a long run
      from a saved one, proved again before use (see
      :func:`~sage_latticegames.misere.heap.driver.misere_quotient_data`)
    - ``max_seconds`` -- (default
      :data:`~sage_latticegames.misere.heap.driver.DEFAULT_MAX_SECONDS`,
      ``60``; ``None``: no limit) the budget, a time limit as MisereSolver's
      ``--timeout``: give up, with a
      :class:`~sage_latticegames.misere.heap.driver.MisereQuotientBudgetError`
      carrying the proven quotient of the coordinates done so far (attribute
      ``partial``; ``None`` if no coordinate was done) and saying what was
      reached, when the time is exceeded; the clock is read inside the
      candidate searches and the verification, so the call returns within a
      fraction of a second of the limit.  Every quotient the package is
      known to prove takes at most about 10 seconds; a minute leaves a wide
      margin and stops, with its proven part, a construction whose quotient
      may be infinite (its candidates would grow until the memory is spent)
    - ``stratification`` -- (optional) a certified affine stratification (or
      an eventually periodic set) of the P-positions of ``game``: then the
      quotient is computed from it instead, exactly
      (:meth:`MisereQuotient.from_stratification`) when it is eventually
      periodic per coordinate, and otherwise its infiniteness is proved
      (:func:`~sage_latticegames.misere.stratified.infinite.prove_infinite_quotient`)

    OUTPUT: a :class:`MisereQuotient` (a
    :class:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient`), certified
    (:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.certificate`),
    or, with a ``stratification`` whose quotient is infinite, an
    :class:`~sage_latticegames.misere.stratified.infinite.InfinitenessCertificate`.
    When the time budget runs out on a heap game in misère play (and
    ``max_order`` is ``None``), the quotient may be infinite: a proof of it by
    a linear pretension is then searched for with :data:`INFINITE_BUDGET_FACTOR`
    (``4``) times that time budget
    (:func:`~sage_latticegames.misere.heap.linear_pretension.prove_infinite_heap_quotient`;
    misère Dawson's Kayles with heaps of size at most 34 needs about 30 s, Grundy's
    game with heaps of size at most 29 about two and a half minutes),
    and a
    :class:`~sage_latticegames.misere.heap.linear_pretension.HeapInfinitenessCertificate`
    is returned when one is found; otherwise the budget error is raised, saying
    so, with the proven quotient of the heaps done (its attribute
    ``partial``) and, when it was reached, the pretension frontier (its
    attribute ``frontier``, a
    :class:`~sage_latticegames.misere.heap.frontier.BoundedPretension`:
    outcomes proven below its least failure and a lower bound on the order
    of the quotient, labelled as such; ``None`` otherwise)

    EXAMPLES:

    Misère Nim with heaps of sizes `1` and `2`: the quotient `T_2 = \langle
    a, b \mid a^2 = 1, b^3 = b\rangle` with P-portion `\{a, b^2\}`::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere import misere_quotient
        sage: Q = misere_quotient(games.nim(2, 'misere')); Q
        Misère quotient of Nim with heaps of size at most 2 (misère play): a monoid of order 6 on 2 generators, P-portion of size 2 (T2; certified: ... tuples checked)
        sage: Q.presentation()
        ('a, b', ['a^2 = 1', 'b^3 = b'])
        sage: Q.P_portion()
        ([(1, 0)], [(0, 2)])
        sage: Q((10**50 + 1, 4)), Q((10**50 + 1, 4)).is_P()
        ([(1, 2)], False)

    Dawson's Kayles with heaps of size at most `10` (heaps of size `1` have no
    move, hence no coordinate: coordinate `j` is the heap of size `j + 1`)::

        sage: Q = misere_quotient(games.octal('0.07', 10, play='misere'), progress=True)
        coordinates <= 1: order 2, 3 tuples checked, ... (heaps <= 2)
        ...
        coordinates <= 8: order 6, 22 tuples checked, ... (heaps <= 9)
        coordinates <= 9: order 12, ... tuples checked, ... (heaps <= 10)
        sage: Q.cardinality(), Q.is_certified()
        (12, True)

    The defaults prove misère Dawson's Kayles with heaps of size at most
    `33`, the largest bound where its quotient is known (order `638`; about
    a second)::

        sage: Q = games.octal('0.07', 33, play='misere').misere_quotient()
        sage: Q.cardinality(), len(Q.P_portion()), Q.is_certified()
        (638, 109, True)

    Normal play is allowed too (the quotient is then a group)::

        sage: misere_quotient(games.nim(2)).is_group()
        True

    Example 8.12 of [GM] (Figure 12 of Plambeck--Siegel): the candidates do
    not stabilise (nothing is claimed); with the defaults they would grow
    for a minute, here a cap on the order stops them at once; and
    ``algorithm='finite'`` with a time budget ends with the budget error and
    the quotient proven so far (with ``'auto'``, once the budget is spent, the
    quotient is searched for a proof that it is infinite, with
    :data:`INFINITE_BUDGET_FACTOR` times the budget: ``max_seconds=5`` found
    one, in 20 s, on a quiet machine)::

        sage: from sage_latticegames.paper_examples import example_8_12_game
        sage: misere_quotient(example_8_12_game(), max_order=500)
        Traceback (most recent call last):
        ...
        MisereQuotientBudgetError: the heap-by-heap construction did not stabilise within max_order=500 on 5 coordinates: ...; raise max_order (None: no cap)
        sage: misere_quotient(example_8_12_game(), algorithm='finite', max_order=10**6, max_seconds=1)
        Traceback (most recent call last):
        ...
        MisereQuotientBudgetError: the time budget max_seconds=1 was spent (... s elapsed) after ... of 5 coordinates: the quotient of coordinates <= ..., of order ..., is proven (the attribute 'partial' of this exception); raise max_seconds (None: no time limit)...

    The octal game 0.3122 with heaps of size at most 7: the candidates grow
    until the time budget is spent, and then its quotient is proved infinite
    (about a minute with the defaults)::

        sage: games.octal('0.3122', 7, play='misere').misere_quotient()    # long time
        Proved: the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite: ...

    With its certified stratification, the quotient of Example 8.12 is
    proved to be infinite::

        sage: from sage_latticegames.paper_examples import example_8_12
        sage: misere_quotient(example_8_12_game(), stratification=example_8_12())
        Proved: the misère quotient is infinite: the positions x_n = ... are pairwise distinguishable: ...

    A budget::

        sage: misere_quotient(games.nim(4, 'misere'), max_order=8)
        Traceback (most recent call last):
        ...
        MisereQuotientBudgetError: the heap-by-heap construction did not stabilise within max_order=8 on 4 coordinates: the candidate quotient has more than 8 elements (the quotient may be infinite; this is not a proof of it); ... s elapsed, the quotient of heaps <= 3, of order 6, is proven (the attribute 'partial'); raise max_order (None: no cap)

    The algorithms by name. A game that is not on `\NN^d` (here a board
    that is not an orthant) goes to the quotient of Section 8 of [Guo] on a
    region; ``'finite'`` caps the order for a search; ``'infinite'`` asks for
    the proof of an infinite quotient only::

        sage: from sage_latticegames import LatticeGame, GameBoard
        sage: from sage_latticegames.misere.constructor import heap_construction_applies
        sage: B = GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)]))
        sage: G = LatticeGame([(1, 0), (1, 2), (1, 1)], B); heap_construction_applies(G)
        False
        sage: misere_quotient(G, level=10) == misere_quotient(G, algorithm='region', level=10)
        True
        sage: misere_quotient(games.nim(2, 'misere'), algorithm='finite').cardinality()
        6
        sage: misere_quotient(games.nim(2, 'misere'), algorithm='infinite', max_seconds=5)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: the misère quotient of Nim with heaps of size at most 2 (misère play) is finite: the pretension frontier, of order 6, is proven for every position
        sage: misere_quotient(games.nim(2, 'misere'), algorithm='magic')
        Traceback (most recent call last):
        ...
        ValueError: unknown algorithm 'magic': use one of auto, heap, finite, stratification, region, infinite
        sage: misere_quotient(games.nim(2, 'misere'), algorithm='stratification')
        Traceback (most recent call last):
        ...
        ValueError: algorithm='stratification' needs a certified stratification
    """
    if algorithm not in ALGORITHMS:
        raise ValueError("unknown algorithm %r: use one of %s" % (algorithm, ", ".join(ALGORITHMS)))
    if algorithm == "auto" and stratification is not None:
        algorithm = "stratification"
    if algorithm == "stratification":
        if stratification is None:
            raise ValueError("algorithm='stratification' needs a certified stratification")
        from sage_latticegames.stratifications.periodic import PeriodicSet
        if isinstance(stratification, PeriodicSet) or \
                PeriodicSet.from_stratification(stratification) is not None:
            return MisereQuotient.from_stratification(game, stratification)
        from sage_latticegames.misere.stratified.infinite import prove_infinite_quotient
        return prove_infinite_quotient(game, stratification)
    if stratification is not None:
        raise ValueError("a stratification is read only by algorithm='stratification' (or 'auto')")
    if algorithm == "region":
        return MisereQuotient.from_game(game, level=level)
    # the proofs that a quotient is infinite are imported when used (a finite quotient,
    # as the command line computes it, does not load them)
    if algorithm == "infinite":
        from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
        return prove_infinite_heap_quotient(game, max_seconds=max_seconds)
    if algorithm == "auto" and not heap_construction_applies(game):
        try:
            return MisereQuotient.from_game(game, level=level)
        except (NotImplementedError, ValueError, ArithmeticError) as e:
            # not a game of the heap-by-heap construction, and no quotient of Section 8
            raise NoConstructionApplies(str(e)) from e
    if algorithm == "finite" and max_order is None:
        d, moves, _ = game_moves(game)
        if heap_options(d, moves) is not None:
            max_order = FINITE_MAX_ORDER
    options = dict(max_order=max_order, max_tuples=max_tuples, progress=progress,
                   max_seconds=max_seconds, checkpoint=checkpoint, resume=resume)
    if algorithm == "finite":
        return heap_quotient(game, **options)
    try:
        return heap_quotient(game, **options)
    except MisereQuotientBudgetError as err:
        # the time ran out on a heap game without a cap on the order: decide whether the
        # quotient is infinite (a linear pretension, with INFINITE_BUDGET_FACTOR times the
        # time budget: the frontier and the checks take longer than the construction)
        if max_order is not None or max_seconds is None:
            raise
        from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
        try:
            return prove_infinite_heap_quotient(game, max_seconds=INFINITE_BUDGET_FACTOR
                                                * max_seconds)
        except ValueError as why:       # not a misère heap game, or no proof found
            err.args = (err.args[0] + "; no proof that the quotient is infinite was found"
                        " either (%s)" % why,) + err.args[1:]
            # what was proven instead: the pretension frontier (outcomes below its least
            # failure, a lower bound on the order), when it was reached
            err.frontier = getattr(why, "frontier", None)
            raise err


def heap_construction_applies(game):
    r"""
    Return whether the heap-by-heap construction applies to ``game``: a
    lattice game on the orthant `\NN^d` whose defeated positions are `\{0\}`
    (misère play) or none (normal play).

    EXAMPLES::

        sage: from sage_latticegames import games, LatticeGame, GameBoard
        sage: from sage_latticegames.misere.constructor import heap_construction_applies
        sage: heap_construction_applies(games.nim(2, 'misere'))
        True
        sage: heap_construction_applies(LatticeGame([(1, 0), (0, 1)], GameBoard.orthant(2, defeated=[(1, 0)])))
        False
    """
    try:
        game_moves(game)
    except ValueError:
        return False
    return True
