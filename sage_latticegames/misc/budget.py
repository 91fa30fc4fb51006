r"""
Time budgets of long computations

One object for the time left to a computation (the ``time_limit`` /
``max_seconds`` options of discovery, misère quotients and surveys), so that
the arithmetic "limit minus elapsed time" is written once and every long loop
can check the clock the same way.

EXAMPLES::

    sage: from sage_latticegames.misc.budget import Budget
    sage: B = Budget(None)
    sage: B.left() is None, B.expired(), B
    (True, False, unlimited time budget)
    sage: B = Budget(3600)
    sage: 3599 < B.left() <= 3600, B.expired()
    (True, False)
    sage: Budget(0).expired()
    True
    sage: Budget(-1)
    Traceback (most recent call last):
    ...
    ValueError: a time limit must be a nonnegative number of seconds, not -1
"""
import math
import time


class BudgetExceeded(ValueError):
    r"""
    Raised by :meth:`Budget.check` when the time budget is spent.
    """


class Budget:
    r"""
    A time budget: ``limit`` seconds from the moment of construction
    (``None``: unlimited), measured with :func:`time.monotonic`.

    INPUT:

    - ``limit`` -- ``None`` or a nonnegative real number of seconds

    EXAMPLES::

        sage: from sage_latticegames.misc.budget import Budget
        sage: B = Budget(10); B
        time budget of 10 s (... s left)
        sage: B.sub(2).limit()
        2
        sage: Budget(1).sub(5).limit() <= 1
        True
        sage: Budget(None).sub(5).limit(), Budget(None).sub(None).limit()
        (5, None)
        sage: Budget(0).check("the search")
        Traceback (most recent call last):
        ...
        BudgetExceeded: the search exceeded its time limit of 0 s
    """

    def __init__(self, limit=None):
        if limit is not None:
            try:
                ok = float(limit) >= 0 and not math.isnan(float(limit))
            except (TypeError, ValueError):
                ok = False
            if not ok:
                raise ValueError("a time limit must be a nonnegative number of seconds, not %r"
                                 % (limit,))
        self._limit = limit
        self._start = time.monotonic()

    def limit(self):
        r"""
        Return the limit in seconds (``None``: unlimited).
        """
        return self._limit

    def elapsed(self):
        r"""
        Return the seconds spent since the budget was made.
        """
        return time.monotonic() - self._start

    def left(self, at_least=None):
        r"""
        Return the seconds left (``None`` if unlimited), at least ``at_least``
        when given (a phase that must be allowed to try).

        EXAMPLES::

            sage: from sage_latticegames.misc.budget import Budget
            sage: Budget(0).left(), Budget(0).left(at_least=1)
            (0, 1)
        """
        if self._limit is None:
            return None
        left = max(0, self._limit - self.elapsed())
        return left if at_least is None else max(at_least, left)

    def expired(self):
        r"""
        Return whether the budget is spent.
        """
        return self._limit is not None and self.elapsed() >= self._limit

    def deadline(self):
        r"""
        Return the deadline as a value of :func:`time.monotonic` (``None``
        if unlimited).
        """
        return None if self._limit is None else self._start + self._limit

    def sub(self, limit):
        r"""
        Return a new budget of ``limit`` seconds (``None``: all that is left),
        never longer than what is left of this one.
        """
        left = self.left()
        if left is None:
            return Budget(limit)
        return Budget(left if limit is None else min(limit, left))

    def check(self, what="the computation"):
        r"""
        Raise :class:`BudgetExceeded` if the budget is spent.
        """
        if self.expired():
            raise BudgetExceeded("%s exceeded its time limit of %s s" % (what, self._limit))

    def __repr__(self):
        if self._limit is None:
            return "unlimited time budget"
        return "time budget of %s s (%.1f s left)" % (self._limit, self.left())
