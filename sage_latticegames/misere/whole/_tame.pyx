# cython: boundscheck=False, wraparound=False, cdivision=True, language_level=3
r"""
Compiled kernel of the tame construction of whole octal games

:class:`TameKernel` classifies the heaps of an octal game one after the other
in the tame monoid `T_\infty = \{1, a\} \cup \{g_v : v \ge 0\}` (the tame
theorem of :mod:`~sage_latticegames.misere.whole.tame`, which states and
proves every step and is the public interface): the image of a heap is read
off the set of images of its options (a stamped table of the values `v` of
the options in the group part, two flags for the options `1` and `a`), the
heap is refused (the construction stops there) when no image passes the
conditions (B) and (C) of the theorem, and for every candidate period `p` the
least `n_0` with `\Phi(n) = \Phi(n + p)` for `n_0 \le n \le m - p` is kept, so
that the kernel stops at the first heap `m` where the inequality of the misère
periodicity theorem holds.

The image of a heap is coded by an integer: ``0`` for `1` (also the heaps
without a move and the heap `0`), ``1`` for `a`, ``v + 2`` for `g_v`.

EXAMPLES::

    sage: from sage_latticegames.misere.whole._tame import TameKernel
    sage: K = TameKernel((0, 3, 1), 2, 2)         # 0.31: k = 2, c = 2
    sage: K.run(1000, float('inf'))
    1
    sage: K.computed(), K.codes()[:8].tolist()
    (13, [0, 1, 4, 2, 3, 2, 3, 2])
"""
import time
import numpy as np
cimport numpy as cnp
from libc.stdint cimport int64_t, uint8_t
from cpython.exc cimport PyErr_CheckSignals

cnp.import_array()

#: the statuses returned by :meth:`TameKernel.run`
REACHED, PROVED, NOT_TAME, EXPIRED = 0, 1, 2, 3


cdef inline Py_ssize_t _start(const int64_t[::1] code, Py_ssize_t n, Py_ssize_t p) noexcept nogil:
    # the least n0 with code[i] == code[i + p] for n0 <= i <= n - p (a scan back from n)
    cdef Py_ssize_t i0 = n - p
    while i0 >= 0 and code[i0] == code[i0 + p]:
        i0 -= 1
    return i0 + 1


def period_starts(values, Py_ssize_t pmax):
    r"""
    Return the array ``start`` of length ``pmax + 1``: ``start[p]`` the least
    `n_0` with ``values[n] == values[n + p]`` for every `n \ge n_0` (both
    indices defined), for `1 \le p \le` ``pmax`` (``start[0] = 0``), by a
    scan back from the end for each `p` (it stops at the first difference).

    INPUT:

    - ``values`` -- a one-dimensional array of integers
    - ``pmax`` -- the largest period, at most ``len(values) - 1``

    EXAMPLES::

        sage: from sage_latticegames.misere.whole._tame import period_starts
        sage: period_starts([5, 1, 2, 1, 2, 1, 2], 3).tolist()
        [0, 6, 1, 4]
    """
    cdef const int64_t[::1] code = np.ascontiguousarray(values, dtype=np.int64)
    cdef Py_ssize_t n = code.shape[0] - 1, p
    if not 0 <= pmax <= max(n, 0):
        raise ValueError("the largest period must lie in [0, %s], got %s" % (max(n, 0), pmax))
    out = np.zeros(pmax + 1, dtype=np.int64)
    cdef int64_t[::1] start = out
    with nogil:
        for p in range(1, pmax + 1):
            start[p] = _start(code, n, p)
    return out


def _extended(a, size):
    # a copy of the array a with zeros up to the length size
    b = np.zeros(size, dtype=a.dtype)
    b[:a.shape[0]] = a
    return b


cdef class TameKernel:
    r"""
    The tame images of the heaps of an octal game, the orders of the
    quotients they generate, and the periods of the pretending function.

    INPUT:

    - ``digits`` -- the digits `(d_0, \dots, d_t)` of a finite octal code
      (:meth:`~sage_latticegames.misere.whole.periodicity.OctalRules.digits`)
    - ``k``, ``c`` -- the constants of the inequality `k n_0 + k p + c + k \le
      m + 1` of the misère periodicity theorem

    EXAMPLES::

        sage: from sage_latticegames.misere.whole._tame import TameKernel
        sage: K = TameKernel((0, 7, 7), 3, 2)         # 0.77: the heap 5 is not tame
        sage: K.run(100, float('inf')), K.computed()
        (2, 4)
    """
    cdef uint8_t[:] dig
    cdef int t
    cdef int k, c
    cdef cnp.ndarray nu_array        # int64: nu(n) (0 for the image 1, 1 for a, v for g_v)
    cdef cnp.ndarray small_array     # uint8: 1 when the image of n is 1 or a
    cdef cnp.ndarray code_array      # int64: the code of the image of n
    cdef cnp.ndarray live_array      # uint8: 1 when the heap n has a move
    cdef cnp.ndarray order_array     # int64: order of the quotient of the heaps <= n
    cdef cnp.ndarray psize_array     # int64: |P| of that quotient
    cdef cnp.ndarray last_array      # int64: last[p], the least n0 of the period p
    cdef cnp.ndarray seen_array      # int64: stamps (the heap) of the values v of the options g_v
    cdef Py_ssize_t n                # the last heap classified
    cdef Py_ssize_t proved_at        # the heap where the inequality holds (0: none yet)
    cdef int has_a, has_big
    cdef int64_t basis[64]           # a basis of the span of the values (by leading bit)

    def __init__(self, digits, k, c):
        self.dig = np.asarray(digits, dtype=np.uint8)
        self.t = len(digits) - 1
        self.k, self.c = int(k), int(c)
        self.n = 0
        self.proved_at = 0
        self.has_a = self.has_big = 0
        for i in range(64):
            self.basis[i] = 0
        self.nu_array = np.zeros(1, dtype=np.int64)
        self.small_array = np.ones(1, dtype=np.uint8)
        self.code_array = np.zeros(1, dtype=np.int64)
        self.live_array = np.zeros(1, dtype=np.uint8)
        self.order_array = np.ones(1, dtype=np.int64)
        self.psize_array = np.zeros(1, dtype=np.int64)
        self.last_array = np.zeros(1, dtype=np.int64)
        self.seen_array = np.zeros(8, dtype=np.int64)

    def computed(self):
        r"""
        Return the last heap classified (``proved()`` when the inequality
        holds there).
        """
        return int(self.n)

    def proved(self):
        r"""
        Return the least heap bound `m` where the inequality of the
        periodicity theorem holds, ``0`` if none yet.
        """
        return int(self.proved_at)

    def codes(self):
        r"""
        Return the codes of the images of the heaps `0, \dots,`
        :meth:`computed` (``0``: `1`, ``1``: `a`, ``v + 2``: `g_v`).
        """
        return self.code_array[:self.n + 1].copy()

    def nim_values(self):
        r"""
        Return the values `\nu` of the images of the heaps `0, \dots,`
        :meth:`computed` (the nim values of the heaps: corollary of the tame
        theorem).
        """
        return self.nu_array[:self.n + 1].copy()

    def live(self):
        r"""
        Return the flags of the heaps `0, \dots,` :meth:`computed` with a move.
        """
        return self.live_array[:self.n + 1].astype(bool)

    def orders(self):
        r"""
        Return the pairs (order, `|P|`) of the quotients of the heaps `\le m`
        for `m = 0, \dots,` :meth:`computed`, as two arrays.
        """
        return self.order_array[:self.n + 1].copy(), self.psize_array[:self.n + 1].copy()

    cdef int _grow(self, Py_ssize_t size) except -1:
        cdef Py_ssize_t old = self.nu_array.shape[0]
        if size <= old:
            return 0
        size = max(size, 2 * old)
        self.nu_array = _extended(self.nu_array, size)
        self.code_array = _extended(self.code_array, size)
        self.order_array = _extended(self.order_array, size)
        self.psize_array = _extended(self.psize_array, size)
        self.last_array = _extended(self.last_array, size)
        self.small_array = _extended(self.small_array, size)
        self.live_array = _extended(self.live_array, size)
        return 0

    cdef int _grow_seen(self, int64_t v) except -1:
        # room for the XOR of two values < 2^b, and for their mex
        cdef Py_ssize_t size = self.seen_array.shape[0]
        while size <= 2 * v + 2:
            size *= 2
        if size > self.seen_array.shape[0]:
            b = np.zeros(size, dtype=np.int64)
            b[:self.seen_array.shape[0]] = self.seen_array
            self.seen_array = b
        return 0

    cdef int _insert(self, int64_t v):
        # add v to the basis of the span; return 1 when the dimension grows
        cdef int i
        for i in range(63, -1, -1):
            if not (v >> i) & 1:
                continue
            if self.basis[i] == 0:
                self.basis[i] = v
                return 1
            v ^= self.basis[i]
        return 0

    def run(self, Py_ssize_t max_heap, double deadline):
        r"""
        Classify heaps until the inequality of the periodicity theorem holds
        (``PROVED``, ``1``), the heap ``max_heap`` is classified
        (``REACHED``, ``0``), a heap passes no candidate image (``NOT_TAME``,
        ``2``: :meth:`computed` is the last heap classified, the next one
        failed) or :func:`time.monotonic` passes ``deadline`` (``EXPIRED``,
        ``3``).  A pending signal stops the loop with its exception.

        How: the options leaving two heaps `a + b = r` stamp the value
        `\nu(a) \oplus \nu(b)` of their image as if it were big and count
        the values `0` and `1`; those whose two heaps are small (few: the
        small heaps are listed) are taken back from these counts and flagged
        `1` or `a` (their values are `0` or `1`: the stamps of the values
        `\ge 2` are those of big images).  The least `n_0`
        of a period `p` is kept only once `p` can satisfy the inequality
        (`k p + c + k \le n + 1`), found then by a scan back from `n`.
        """
        if self.proved_at:
            return PROVED
        if max_heap >= self.nu_array.shape[0]:
            self._grow(max_heap + 1)
        cdef int64_t[::1] nu = self.nu_array
        cdef uint8_t[::1] small = self.small_array
        cdef int64_t[::1] code = self.code_array
        cdef uint8_t[::1] live = self.live_array
        cdef int64_t[::1] order = self.order_array
        cdef int64_t[::1] psize = self.psize_array
        cdef int64_t[::1] last = self.last_array
        cdef int64_t[::1] stamp = self.seen_array
        cdef int64_t count[2]
        cdef int64_t c0, c1
        cdef uint8_t[:] dig = self.dig
        cdef Py_ssize_t n, j, r, a, b, p, s, pmax, top_p
        cdef int t = self.t, kk = self.k, cc = self.c
        cdef uint8_t d
        cdef int has1, hasA, any_option, big0, big1, small_x, ok, i, dim = 0
        cdef int64_t v, x, top = 0, cur
        cdef Py_ssize_t since_clock = 0
        smalls = [h for h in range(1, self.n + 1) if small[h]]
        for i in range(64):
            if self.basis[i]:
                dim += 1
        for a in range(self.n + 1):
            if nu[a] > top:
                top = nu[a]
        top_p = max(0, (self.n + 1 - cc - kk) // kk)
        while self.n < max_heap:
            n = self.n + 1
            has1 = hasA = any_option = 0
            count[0] = count[1] = 0
            # the images of the options of a heap of size n (heaps without a move: 1)
            for j in range(min(t, n) + 1):
                d = dig[j]
                if d == 0:
                    continue
                r = n - j
                if d & 1 and r == 0:
                    has1 = any_option = 1
                if d & 2 and r >= 1 and j >= 1:
                    any_option = 1
                    if small[r]:
                        if nu[r]:
                            hasA = 1
                        else:
                            has1 = 1
                    else:
                        if nu[r] < 2:
                            count[nu[r]] += 1
                        stamp[nu[r]] = n
                if d & 4 and r >= 2:
                    any_option = 1
                    c0 = c1 = 0
                    for a in range(1, r // 2 + 1):
                        v = nu[a] ^ nu[r - a]
                        stamp[v] = n
                        c0 += v == 0
                        c1 += v == 1
                    # the options whose two heaps are small are not big
                    for a in smalls:
                        if 2 * a > r:
                            break
                        if small[r - a]:
                            v = nu[a] ^ nu[r - a]
                            if v:
                                c1 -= 1
                                hasA = 1
                            else:
                                c0 -= 1
                                has1 = 1
                    count[0] += c0
                    count[1] += c1
            if not any_option:
                # no move: the zero game, no coordinate (image 1)
                nu[n] = 0
                small[n] = 1
                code[n] = 0
                live[n] = 0
            else:
                big0 = count[0] > 0
                big1 = count[1] > 0
                # the candidates of the theorem; at most one passes
                ok = 1
                if not has1 and not big0 and not big1 and hasA:
                    small_x, x = 1, 0                        # x = 1
                elif not hasA and not big0 and not big1 and has1:
                    small_x, x = 1, 1                        # x = a
                elif not big0 and not has1 and not hasA:
                    small_x, x = 0, 0                        # x = g_0
                elif not big1 and not hasA and not has1 and big0:
                    small_x, x = 0, 1                        # x = g_1
                elif (has1 or big0) and (hasA or big1) and (hasA or big0) and (has1 or big1):
                    x = 2                                    # x = g_v, v the mex of the values >= 2
                    while stamp[x] == n:
                        x += 1
                    small_x = 0
                else:
                    ok = 0
                if not ok:
                    return NOT_TAME
                nu[n] = x
                small[n] = small_x
                code[n] = x if small_x else x + 2
                live[n] = 1
                if small_x:
                    if x == 1 and not self.has_a:
                        self.has_a = 1
                        if self.has_big:
                            dim += self._insert(1)
                else:
                    if not self.has_big:
                        self.has_big = 1
                        if self.has_a:
                            dim += self._insert(1)
                    dim += self._insert(x)
                if x > top:
                    top = x
                    self._grow_seen(top)
                    stamp = self.seen_array
            if small[n]:
                smalls.append(n)
            order[n] = 1 + self.has_a + (self.has_big << dim)
            psize[n] = self.has_a + self.has_big
            self.n = n
            # last[p]: the least n0 with code[i] == code[i + p] for n0 <= i <= n - p, kept
            # for the periods p that may satisfy k n0 + k p + c + k <= n + 1
            cur = code[n]
            for p in range(1, top_p + 1):
                if code[n - p] != cur:
                    last[p] = n - p + 1
            pmax = max(0, (n + 1 - cc - kk) // kk)
            for p in range(top_p + 1, pmax + 1):
                last[p] = _start(code, n, p)
            top_p = pmax
            # the inequality, with a full period repeated
            for p in range(1, min(pmax, (n + 1) // 2) + 1):
                s = last[p]
                if 2 * p <= n + 1 - s and kk * s + kk * p + cc + kk <= n + 1:
                    self.proved_at = n
                    return PROVED
            since_clock += n
            if since_clock > 1 << 22:
                since_clock = 0
                PyErr_CheckSignals()
                if time.monotonic() >= deadline:
                    return EXPIRED
        return REACHED
