r"""
One whole octal game within a budget: its proved quotient, or what was proved before the budget ran out

:func:`whole_game_attempt` is the step that a survey runs on each code of a
table of misère quotients (``latticegames survey --task catalogue``, the table
of ``doc/misere_table``): the quotient of the whole game by the misère
periodicity theorem (Plambeck 2005, Plambeck--Siegel 2008;
:func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`, whose
module states the theorem and the inequality checked), or, when no period of
the pretending function is proved within the budget, the quotients
`\mathcal Q_N` of the games with heaps of size at most `N` that were proved on
the way (each a theorem for its game: the heap-by-heap construction of
Plambeck--Siegel proves it) and why it stopped.

REFERENCES:

- T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
  INTEGERS 5 (2005) G05.
- T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
  J. Combin. Theory Ser. A 115 (2008).
"""
from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError
from sage_latticegames.misere.whole.periodicity import whole_game_quotient, WholeGameQuotientError

__all__ = ["whole_game_attempt"]


def whole_game_attempt(code, max_seconds, max_heap=None, max_order=None, progress=None):
    r"""
    Return the misère quotient of the whole octal game ``code`` proved
    within ``max_seconds``, or what was proved before the budget ran out.

    INPUT:

    - ``code`` -- an octal code such as ``'0.75'`` (or what
      :func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`
      accepts)
    - ``max_seconds``, ``max_heap``, ``max_order`` -- the budgets of
      :func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`
    - ``progress`` -- (optional) its progress report

    OUTPUT: a pair ``(W, None)`` with the proved
    :class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient`, or
    ``(None, failure)`` with ``failure`` a dictionary: ``message``,
    ``reason`` (the budget reached) and ``partial``, the triples ``[N,
    order, |P|]`` of the quotients of heaps `\le N` proved, for every heap
    bound `N` reached (empty when the first heap bound was already over the
    budget).  A code that is not an octal game of the theorem is a
    ``ValueError`` or ``TypeError``.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.attempt import whole_game_attempt
        sage: W, failure = whole_game_attempt('0.75', 30); W.order(), failure
        (8, None)
        sage: W, failure = whole_game_attempt('0.07', 60, max_heap=12)
        sage: W, failure['reason'], failure['partial'][-1]
        (None, 'max_heap=12 reached', [12, 12, 3])
        sage: whole_game_attempt('0.x', 10)
        Traceback (most recent call last):
        ...
        ValueError: '0.x' is not a finite octal code such as '0.07' ...
    """
    try:
        W = whole_game_quotient(code, max_seconds=max_seconds, max_heap=max_heap,
                                max_order=max_order, progress=progress)
    except WholeGameQuotientError as err:
        return None, {"message": str(err), "reason": str(err.reason),
                      "partial": [[int(x) for x in t] for t in err.partial]}
    except MisereQuotientBudgetError as err:
        return None, {"message": str(err), "reason": str(err), "partial": []}
    return W, None
