# cython: boundscheck=False, wraparound=False, cdivision=True, language_level=3
r"""
Compiled kernel of nim sequences of octal games

:class:`NimKernel` computes the nim (Sprague--Grundy) values `G(0), G(1),
\dots` of an octal game heap by heap (the value of a heap is the mex of the
values of its options, the value of two heaps the XOR of their values:
Sprague--Grundy theory, Guy--Smith [GS]), one stamped table of seen values per
heap, and tracks for every candidate period `p` the last index `m` with
`G(m + p) \ne G(m)`, so that it stops at the first heap where the octal
periodicity theorem applies (stated and proved in
:mod:`~sage_latticegames.games.nim_sequences`, which is the public interface).

EXAMPLES::

    sage: from sage_latticegames.games._nim_sequences import NimKernel
    sage: K = NimKernel((0, 7, 7))
    sage: K.run(1000, float('inf'))
    True
    sage: K.computed(), K.certificate()
    (167, (71, 12))
    sage: K.values()[:12].tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
"""
import time
import numpy as np
cimport numpy as cnp
from libc.stdint cimport int64_t, uint32_t, uint8_t
from cpython.exc cimport PyErr_CheckSignals

cnp.import_array()


cdef class NimKernel:
    r"""
    The nim values of an octal game and the last failure of every period.

    INPUT:

    - ``digits`` -- the digits `(d_0, \dots, d_t)` of an octal code (each
      between `0` and `7`, `d_0 \in \{0, 4\}`, `d_t \ne 0` unless `t = 0`), as
      returned by :func:`~sage_latticegames.games.octal_games.parse_octal`

    After :meth:`run`, the values `G(0), \dots, G(N)` are known
    (`N` = :meth:`computed`), and :meth:`certificate` is the least period
    `p` with its least preperiod `n_0` if the periodicity theorem proved them
    with these values, else ``None``.

    EXAMPLES::

        sage: from sage_latticegames.games._nim_sequences import NimKernel
        sage: K = NimKernel((0, 1, 3, 7)); K.run(50, float('inf'))
        False
        sage: K.computed(), K.certificate()
        (50, None)
        sage: K.run(1000, float('inf')), K.certificate()
        (True, (52, 34))
    """
    cdef uint8_t[:] dig          # the digits d_0, ..., d_t
    cdef int t                    # index of the last digit
    cdef cnp.ndarray g_array      # uint32: G(0), ..., G(cap - 1) (valid up to self.n)
    cdef cnp.ndarray last_array   # int64: last[p] for 1 <= p <= self.n, -1 when none
    cdef cnp.ndarray seen_array   # int64 stamps of the values of the options
    cdef Py_ssize_t n             # the last index computed
    cdef uint32_t top             # the largest value so far
    cdef Py_ssize_t cert_p, cert_n0

    def __init__(self, digits):
        digits = tuple(int(d) for d in digits)
        if not digits or any(not 0 <= d <= 7 for d in digits) or digits[0] & 3:
            raise ValueError("the digits of an octal code are 0-7, the first one 0 or 4, got %s"
                             % (digits,))
        self.dig = np.array(digits, dtype=np.uint8)
        self.t = len(digits) - 1
        self.g_array = np.zeros(1024, dtype=np.uint32)
        self.last_array = np.full(1024, -1, dtype=np.int64)
        self.seen_array = np.zeros(64, dtype=np.int64)
        self.n = 0              # G(0) = 0: no move from the empty heap
        self.top = 0
        self.cert_p = 0
        self.cert_n0 = -1

    def computed(self):
        r"""
        Return `N`, the last heap size whose value is known.
        """
        return int(self.n)

    def values(self):
        r"""
        Return a copy of `G(0), \dots, G(N)` (a ``uint32`` numpy array).
        """
        return self.g_array[:self.n + 1].copy()

    def last_failures(self):
        r"""
        Return a copy of the array ``last`` with ``last[p]`` the largest `m`
        with `m + p \le N` and `G(m + p) \ne G(m)` (``-1`` if none), for `1
        \le p \le N` (``last[0]`` is ``-1``).

        EXAMPLES::

            sage: from sage_latticegames.games._nim_sequences import NimKernel
            sage: K = NimKernel((0, 3)); K.run(4, float('inf'))
            False
            sage: K.values().tolist(), K.last_failures().tolist()
            ([0, 1, 0, 1, 0], [-1, 3, -1, 1, -1])
        """
        return self.last_array[:self.n + 1].copy()

    def certificate(self):
        r"""
        Return ``(n0, p)``, the least preperiod and least period proved by
        the octal periodicity theorem with the values computed, or ``None``.
        """
        if self.cert_p == 0:
            return None
        return (int(self.cert_n0), int(self.cert_p))

    cdef int _grow(self, Py_ssize_t size) except -1:
        # room for the indices 0, ..., size - 1
        cdef Py_ssize_t cap = self.g_array.shape[0]
        if size <= cap:
            return 0
        while cap < size:
            cap *= 2
        g = np.zeros(cap, dtype=np.uint32)
        g[:self.n + 1] = self.g_array[:self.n + 1]
        last = np.full(cap, -1, dtype=np.int64)
        last[:self.n + 1] = self.last_array[:self.n + 1]
        self.g_array = g
        self.last_array = last
        return 0

    cdef int _grow_seen(self) except -1:
        # the XOR of two values < 2^b is < 2^b, and the mex of values < 2^b is
        # at most 2^b: stamps for the values < 2^(b + 1) suffice
        cdef Py_ssize_t size = 1
        while size <= self.top:
            size *= 2
        size *= 2
        if size > self.seen_array.shape[0]:
            seen = np.zeros(size, dtype=np.int64)
            seen[:self.seen_array.shape[0]] = self.seen_array
            self.seen_array = seen
        return 0

    def run(self, Py_ssize_t max_heap, double deadline):
        r"""
        Compute values until the periodicity theorem applies, the value of
        the heap ``max_heap`` is known or :func:`time.monotonic` passes
        ``deadline``; return whether a period is proved.

        A pending signal (an interrupt) stops the loop with its exception.
        """
        if self.cert_p:
            return True
        if max_heap > self.n:
            self._grow(max_heap + 1)
        cdef uint32_t[::1] g = self.g_array
        cdef int64_t[::1] last = self.last_array
        cdef int64_t[::1] seen = self.seen_array
        cdef uint8_t[:] dig = self.dig
        cdef Py_ssize_t n, k, r, a, p, found
        cdef int64_t lim
        cdef int t = self.t
        cdef uint8_t d
        cdef uint32_t v, gn
        cdef int64_t stamp
        cdef Py_ssize_t seen_size = seen.shape[0]
        cdef Py_ssize_t since_clock = 0
        while self.n < max_heap:
            n = self.n + 1
            stamp = n
            # the values of the options of a heap of size n
            for k in range(min(t, n) + 1):
                d = dig[k]
                if d == 0:
                    continue
                r = n - k
                if d & 1 and r == 0:
                    seen[0] = stamp
                if d & 2 and r >= 1:
                    seen[g[r]] = stamp
                if d & 4 and r >= 2:
                    for a in range(1, r // 2 + 1):
                        seen[g[a] ^ g[r - a]] = stamp
            v = 0
            while seen[v] == stamp:
                v += 1
            gn = v
            g[n] = gn
            self.n = n
            if gn > self.top:
                self.top = gn
                self._grow_seen()
                seen = self.seen_array
                seen_size = seen.shape[0]
            # the last failure of every period, and the least period proved:
            # p is proved from n0 = max(last[p] + 1, 1) once the values up to
            # 2 n0 + 2 p + t - 1 are known (module nim_sequences)
            for p in range(1, n + 1):
                if g[n - p] != gn:
                    last[p] = n - p
            # with n0 = max(last[p] + 1, 1): 2 n0 + 2 p + t - 1 = 2 max(last[p], 0) + 2 p + t + 1
            found = 0
            for p in range(1, (n - t - 1) // 2 + 1):
                lim = last[p]
                if lim < 0:
                    lim = 0
                if 2 * lim + 2 * p + t + 1 <= n:
                    found = p
                    break
            if found:
                self.cert_p = found
                self.cert_n0 = last[found] + 1
                return True
            since_clock += n
            if since_clock > 1 << 22:
                since_clock = 0
                PyErr_CheckSignals()
                if time.monotonic() >= deadline:
                    return False
        return False
