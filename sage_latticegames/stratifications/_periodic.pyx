# cython: boundscheck=False, wraparound=False, cdivision=True, language_level=3
r"""
Compiled kernels of eventually periodic sets

The two loops of :mod:`~sage_latticegames.stratifications.periodic` over all
the points of a box, written in C: the recursion of Definition 4.1 of [GM]
with the options folded back into the fundamental box
(:func:`folded_solve`), and the finite box check of the characterization in
Theorem 4.6 of [GM] (:func:`box_check`).  Points are visited through their
mixed-radix (C order) indices; no array of points is built.

EXAMPLES::

    sage: import numpy as np
    sage: from sage_latticegames.stratifications._periodic import folded_solve, box_check
    sage: shape = np.array([2], dtype=np.int64); t = np.array([0], dtype=np.int64)
    sage: moves = np.array([[1]], dtype=np.int64); ell = np.array([1], dtype=np.int64)
    sage: none = np.zeros(0, dtype=np.uint8); top = np.zeros(1, dtype=np.int64)
    sage: T = folded_solve(shape, t, shape, moves, ell, top, none); T.tolist()
    [1, 0]
    sage: box_check(T, t, shape, np.array([3], dtype=np.int64), moves, top, none)
    (-1, 0, -1)
"""
import numpy as np
cimport numpy as cnp
from libc.stdint cimport int64_t, uint8_t
from cpython.exc cimport PyErr_CheckSignals

cnp.import_array()


cdef int _check_signals() except -1 with gil:
    # a pending signal (an interrupt, the alarm of a time budget) raises here, so
    # that the loops over the points of a large box can be stopped
    PyErr_CheckSignals()
    return 0

#: reasons of a failure of the box check
DEFEATED_IN_SET = 1
MOVE_JOINS = 2
NO_MOVE_INTO = 3


cdef inline bint _defeated(int64_t* y, int d, const int64_t[:] top, const uint8_t[:] dmask) noexcept nogil:
    cdef int i
    cdef int64_t idx = 0
    if dmask.shape[0] == 0:
        return False
    for i in range(d):
        if y[i] >= top[i]:
            return False
        idx = idx * top[i] + y[i]
    return dmask[idx] != 0


cdef inline int64_t _fold_index(int64_t* y, int d, const int64_t[:] t, const int64_t[:] m) noexcept nogil:
    # the C-order index of the fold of y in the fundamental box (y >= 0)
    cdef int i
    cdef int64_t idx = 0, v
    for i in range(d):
        v = y[i]
        if v >= t[i]:
            v = t[i] + (v - t[i]) % m[i]
        idx = idx * (t[i] + m[i]) + v
    return idx


cdef inline int _first_move_into(const uint8_t[:] table, int64_t* x, int64_t* y, int d,
                                 const int64_t[:, :] moves, const int64_t[:] t, const int64_t[:] m,
                                 const int64_t[:] top, const uint8_t[:] dmask) noexcept nogil:
    # the index of the first move from x to a position (not defeated, in N^d)
    # of the set, or -1
    cdef int g, i
    cdef bint ok
    for g in range(moves.shape[0]):
        ok = True
        for i in range(d):
            y[i] = x[i] - moves[g, i]
            if y[i] < 0:
                ok = False
                break
        if not ok or _defeated(y, d, top, dmask):
            continue
        if table[_fold_index(y, d, t, m)]:
            return g
    return -1


def folded_solve(const int64_t[:] shape, const int64_t[:] t, const int64_t[:] m,
                 const int64_t[:, :] moves, const int64_t[:] ell, const int64_t[:] top,
                 const uint8_t[:] dmask):
    r"""
    Return the table (uint8, C order, flattened) of the fundamental box of
    shape ``shape = t + m`` computed by the recursion of Definition 4.1 of
    [GM] with the options folded into the box; points in increasing order of
    the functional ``ell`` (positive coefficients).  ``dmask`` is the
    flattened table of the defeated positions in the box of shape ``top``
    (empty when there are none).

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.stratifications._periodic import folded_solve
        sage: i64 = lambda *v: np.array(v, dtype=np.int64)
        sage: top = i64(1, 1); dmask = np.array([1], dtype=np.uint8)
        sage: moves = np.array([[1, 0], [0, 1], [-1, 1]], dtype=np.int64)
        sage: folded_solve(i64(4, 4), i64(2, 2), i64(2, 2), moves, i64(1, 2), top, dmask).reshape(4, 4).tolist()
        [[0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 1, 0], [1, 0, 0, 0]]
    """
    cdef int d = shape.shape[0]
    cdef int64_t N = 1, k, lev, maxlev = 0, j, r
    cdef int i
    for i in range(d):
        N *= shape[i]
        maxlev += ell[i] * (shape[i] - 1)
    levels = np.zeros(N, dtype=np.int64)
    cdef int64_t[:] lv = levels
    cdef int64_t[:] x = np.zeros(d, dtype=np.int64)
    cdef int64_t[:] y = np.zeros(d, dtype=np.int64)
    # levels of the points, by an odometer
    lev = 0
    for k in range(N):
        lv[k] = lev
        i = d - 1
        while i >= 0:
            x[i] += 1
            lev += ell[i]
            if x[i] < shape[i]:
                break
            lev -= ell[i] * x[i]
            x[i] = 0
            i -= 1
    # counting sort by level
    counts = np.zeros(maxlev + 2, dtype=np.int64)
    cdef int64_t[:] cnt = counts
    for k in range(N):
        cnt[lv[k] + 1] += 1
    for j in range(1, maxlev + 2):
        cnt[j] += cnt[j - 1]
    order = np.empty(N, dtype=np.int64)
    cdef int64_t[:] od = order
    for k in range(N):
        od[cnt[lv[k]]] = k
        cnt[lv[k]] += 1
    del levels
    table = np.zeros(N, dtype=np.uint8)
    cdef uint8_t[:] T = table
    with nogil:
        for j in range(N):
            if (j & 0xffff) == 0:
                _check_signals()
            k = od[j]
            r = k
            for i in range(d - 1, -1, -1):
                x[i] = r % shape[i]
                r = r // shape[i]
            if _defeated(&x[0], d, top, dmask):
                continue
            T[k] = _first_move_into(T, &x[0], &y[0], d, moves, t, m, top, dmask) < 0
    return table


def box_check(const uint8_t[:] table, const int64_t[:] t, const int64_t[:] m,
              const int64_t[:] shape, const int64_t[:, :] moves, const int64_t[:] top,
              const uint8_t[:] dmask):
    r"""
    Check the characterization of Theorem 4.6 of [GM] at every point of the
    box of shape ``shape`` for the eventually periodic set with thresholds
    ``t``, periods ``m`` and flattened table ``table``.

    OUTPUT: ``(k, reason, g)``: ``k = -1`` when every condition holds;
    otherwise the C-order index in the box of the first point where one
    fails, the reason (:data:`DEFEATED_IN_SET`, :data:`MOVE_JOINS` with the
    index ``g`` of the move, or :data:`NO_MOVE_INTO`).

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.stratifications._periodic import box_check
        sage: i64 = lambda *v: np.array(v, dtype=np.int64)
        sage: none = np.zeros(0, dtype=np.uint8)
        sage: box_check(np.array([1, 0], dtype=np.uint8), i64(0), i64(2), i64(4), np.array([[1], [2]], dtype=np.int64), i64(0), none)
        (2, 2, 1)
    """
    cdef int d = shape.shape[0]
    cdef int64_t N = 1, k, r
    cdef int i, g, failed_g = -1, reason = 0
    cdef int64_t failed = -1
    for i in range(d):
        N *= shape[i]
    cdef int64_t[:] x = np.zeros(d, dtype=np.int64)
    cdef int64_t[:] y = np.zeros(d, dtype=np.int64)
    cdef bint inS, onB
    with nogil:
        for k in range(N):
            if (k & 0xffff) == 0:
                _check_signals()
            r = k
            for i in range(d - 1, -1, -1):
                x[i] = r % shape[i]
                r = r // shape[i]
            inS = table[_fold_index(&x[0], d, t, m)] != 0
            onB = not _defeated(&x[0], d, top, dmask)
            if not onB:
                if inS:
                    failed, reason = k, 1
                    break
                continue
            g = _first_move_into(table, &x[0], &y[0], d, moves, t, m, top, dmask)
            if inS and g >= 0:
                failed, reason, failed_g = k, 2, g
                break
            if not inS and g < 0:
                failed, reason = k, 3
                break
    return failed, reason, failed_g
