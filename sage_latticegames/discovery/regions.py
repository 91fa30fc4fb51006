r"""
Growing option-closed regions for the discovery phases

Both data-driven phases of :func:`~sage_latticegames.discovery.search.discover_stratification`
(periods read from regions; polyhedral cells) compute the P-positions on the
option-closed regions `\{x \in \NN^d : \ell(x) \le L\}` (`\ell` the positivity
witness, Definition 2.9 and Theorem 4.6 of [GM]) for growing levels `L`,
within one budget.  :func:`level_functional` checks that a game has such
regions; :func:`next_region` is one step.  Two helpers of all the phases:
:func:`report` sends their progress messages, :func:`interrupted_after` ends
a computation that does not check the time budget often enough.

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import contextlib
import signal
import sys
import threading
import time

from sage_latticegames.misc.points import show_point

#: the reason of a stop at the time limit starts with this
TIME_LIMIT = "the time limit of"


def level_functional(game, what="discovery"):
    r"""
    Return the positivity witness `\ell` of ``game`` as a list of integers,
    after checking that the regions `\ell(x) \le L` of the data-driven
    phases exist: the board is `\NN^d` minus a finite set and `\ell` is
    positive on `\NN^d \setminus 0` (Definition 2.9 of [GM]).

    INPUT:

    - ``game`` -- a lattice game
    - ``what`` -- (default: ``"discovery"``) what the errors say is
      implemented only for such games

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.regions import level_functional
        sage: level_functional(LatticeGame([(1, 0), (0, 1), (-1, 1)]))
        [1, 2]
    """
    board = game.board()
    if not board.is_orthant():
        raise NotImplementedError("%s is implemented for games on N^d minus a finite set "
                                  "of defeated positions; this board is %s" % (what, board))
    ell = [int(c) for c in game.positivity_witness()]
    if any(c <= 0 for c in ell):
        # a functional positive on the moves and on N^d \ 0 is needed for level regions
        raise NotImplementedError("the positivity witness %s of the game is not positive on "
                                  "N^d" % show_point(ell))
    return ell


def report(progress, message):
    r"""
    Send a progress message of a discovery phase: print it on standard
    error when ``progress`` is true, call it when it is callable.

    EXAMPLES::

        sage: from sage_latticegames.discovery.regions import report
        sage: report(print, "level 10: 66 points")
        level 10: 66 points
        sage: report(False, "nothing is printed")
    """
    if callable(progress):
        progress(message)
    elif progress:
        print(message, file=sys.stderr, flush=True)


def next_region(game, L, levels, max_level=None, max_positions=None, deadline=None,
                time_limit=None, budget=None):
    r"""
    Solve the option-closed region of level ``L`` of ``game`` (lowered to
    ``max_level``), unless the budget is spent.

    INPUT:

    - ``game`` -- a lattice game
    - ``L`` -- the level wanted
    - ``levels`` -- the list of the levels solved so far (the level solved is
      appended to it)
    - ``max_level``, ``max_positions`` -- the budget (``None``: no bound on
      the level)
    - ``budget`` -- (optional) a :class:`~sage_latticegames.misc.budget.Budget`:
      no region is started once it is spent
    - ``deadline`` -- (optional) a time of :func:`time.monotonic` after which
      no region is started; ``time_limit`` is the number of seconds named in
      the reason (the form before ``budget``)

    OUTPUT: ``(L, solution)`` for the level solved, or ``(None, reason)``
    when the search stops (the reason says which bound is reached).

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.regions import next_region
        sage: G = LatticeGame([(1, 0), (0, 1)])
        sage: levels = []
        sage: L, S = next_region(G, 10, levels, max_level=6); L, S.count_P(), levels
        (6, 16, [6])
        sage: next_region(G, 10, levels, max_level=6)
        (None, 'the largest level max_level = 6 is reached')
        sage: next_region(G, 10**4, [], max_positions=1000)
        (None, 'the region of level 10000 has more than max_positions = 1000 points')
        sage: next_region(G, 10, [], deadline=0, time_limit=5)
        (None, 'the time limit of 5 s is spent')
        sage: from sage_latticegames.misc.budget import Budget
        sage: next_region(G, 10, [], budget=Budget(0))
        (None, 'the time limit of 0 s is spent')
    """
    if budget is not None and budget.expired():
        return None, "%s %s s is spent" % (TIME_LIMIT, budget.limit())
    if deadline is not None and time.monotonic() > deadline:
        return None, "%s %s s is spent" % (TIME_LIMIT, time_limit)
    if max_level is not None and L > max_level:
        if levels and levels[-1] >= max_level:
            return None, "the largest level max_level = %s is reached" % max_level
        L = int(max_level)
    budget = {} if max_positions is None else {"max_positions": max_positions}
    try:
        solution = game.solve(level=L, **budget)
    except ValueError as e:
        if "max_positions" not in str(e):
            raise
        return None, "the region of level %s has more than max_positions = %s points" % (
            L, max_positions)
    levels.append(L)
    return L, solution


class OutOfTime(BaseException):
    r"""
    Raised by the alarm of :func:`interrupted_after` (not an
    ``Exception``: the interrupted code must not swallow it).
    """


@contextlib.contextmanager
def interrupted_after(seconds):
    r"""
    Context manager interrupting its body with :class:`OutOfTime` when it
    runs ``seconds`` (plus a tenth and one second of grace) longer: the hard
    end of a computation that checks its own ``max_seconds`` only between
    long steps (the misère quotient checks it after each coordinate).  Only
    in the main thread and when no other alarm is pending (a caller's own
    time limit, as the ``--time-limit`` of the command line, is left alone);
    otherwise the body runs unguarded.

    EXAMPLES::

        sage: from sage_latticegames.discovery.regions import interrupted_after
        sage: import time
        sage: with interrupted_after(0):
        ....:     time.sleep(3)
        Traceback (most recent call last):
        ...
        OutOfTime: interrupted at the time limit of 0 s
        sage: with interrupted_after(None):
        ....:     pass
    """
    if (seconds is None or threading.current_thread() is not threading.main_thread()
            or signal.getitimer(signal.ITIMER_REAL)[0] > 0):
        yield
        return

    def handler(signum, frame):
        raise OutOfTime("interrupted at the time limit of %g s" % round(float(seconds), 1))
    previous = signal.signal(signal.SIGALRM, handler)
    signal.setitimer(signal.ITIMER_REAL, seconds * 1.1 + 1)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
