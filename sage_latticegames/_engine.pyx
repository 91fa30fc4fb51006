# cython: boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False, language_level=3
r"""
Compiled P-position engine.

The outcome of every position of a finite region is computed by a memoized
depth-first search with an explicit stack: a position is a P-position iff none
of its options is a P-position (Definition 4.1 of [GM]).  The search is
well-founded because a rule set admits a linear functional positive on it
(Definition 2.3 of [GM]), so no Gamma-path can return to a position.

Regions are *ranked*: a ranker maps a lattice point to its index in the region
(or says that the point is not a lattice point of the board, or that it is a
lattice point outside the region).  Three rankers exist:

- :class:`SimplexRanker` for ``{p in N^d : w.p <= L}`` with positive integer
  weights ``w``; memory ``8 (d - 1) (L + 1)`` bytes besides one byte per
  position (nothing in dimension 1);
- :class:`BoxRanker` for a box ``lo <= p <= hi`` of a polyhedral board;
- :class:`SortedRanker` for an explicit sorted list of lattice points.

When every option has a smaller rank than its position (the last nonzero
entry of every move is positive, on a simplex region), :func:`solve_forward`
decides the positions in rank order without a stack.  On a simplex region it
sweeps *rows* (the points with given ``p_1, ..., p_{d-1}``: consecutive
ranks), computing the rows of the options once per row, so that deciding a
position reads one byte per move; and it uses several cores (OpenMP) on
blocks of rows that do not depend on each other (Theorem 4.6 of [GM]: a
position depends only on positions of smaller level).  The result does not
depend on the number of threads.

State codes (one byte per position)::

    0 unvisited, 1 P-position, 2 N-position, 3 undetermined
    (depends on points outside the region), 4 on the stack,
    5 not a position (not in the board, or defeated).
"""
from libc.stdint cimport int64_t, uint8_t, uint64_t
from libc.stdlib cimport malloc, calloc, realloc, free
cimport cython
from cython.parallel cimport parallel, threadid
import os
from fractions import Fraction
from math import prod
import numpy as np

cdef extern from *:
    """
    #ifdef _OPENMP
    static int lg_openmp_enabled(void) { return 1; }
    #else
    static int lg_openmp_enabled(void) { return 0; }
    #endif
    """
    int lg_openmp_enabled() noexcept nogil

cdef extern from *:
    """
    #include <sched.h>
    #if defined(__GNUC__) || defined(__clang__)
    #define lg_load(p) __atomic_load_n((p), __ATOMIC_RELAXED)
    #define lg_store(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
    #define lg_fetch_add(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
    #else
    #define lg_load(p) (*(volatile uint8_t *)(p))
    #define lg_store(p, v) (*(volatile uint8_t *)(p) = (v))
    static int64_t lg_fetch_add_locked(int64_t *p, int64_t v) {
        int64_t r;
        #pragma omp critical(lg_fetch_add)
        { r = *p; *p += v; }
        return r;
    }
    #define lg_fetch_add(p, v) lg_fetch_add_locked((p), (v))
    #endif
    #include <time.h>
    static double lg_thread_cpu(void) {
        struct timespec t;
        if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)) return 0.0;
        return t.tv_sec + 1e-9 * t.tv_nsec;
    }
    """
    double lg_thread_cpu() noexcept nogil
    uint8_t lg_load(uint8_t* p) noexcept nogil
    void lg_store(uint8_t* p, uint8_t v) noexcept nogil
    int64_t lg_fetch_add(int64_t* p, int64_t v) noexcept nogil
    int sched_yield() noexcept nogil

cdef enum:
    UNVISITED = 0
    PPOS = 1
    NPOS = 2
    UNDET = 3
    ONSTACK = 4
    NOTPOS = 5

# rank codes
cdef enum:
    NOT_IN_BOARD = -1
    OUTSIDE_REGION = -2

# counts of lattice points saturate here (no int64 overflow)
cdef int64_t SATURATED = 1LL << 62


cdef class Ranker:
    r"""
    Abstract ranked region of lattice points in ``Z^d``.
    """
    cdef public Py_ssize_t d
    cdef public int64_t size

    cdef int64_t rank(self, const int64_t* q) noexcept:
        return NOT_IN_BOARD

    cdef void unrank(self, int64_t i, int64_t* out) noexcept:
        pass

    cdef bint next_point(self, int64_t* p) noexcept:
        return False

    def __len__(self):
        return self.size

    def rank_point(self, p):
        r"""
        Return the index of ``p`` in the region, ``-1`` if ``p`` is not a
        lattice point of the board, ``-2`` if it is one outside the region.
        """
        cdef int64_t[::1] q = np.ascontiguousarray(p, dtype=np.int64)
        if q.shape[0] != self.d:
            raise ValueError("the point %s does not have %s coordinates" % (tuple(p), self.d))
        return self.rank(&q[0])

    def points(self):
        r"""
        Return all points of the region as an ``(N, d)`` ``int64`` array, in
        rank order.
        """
        out = np.zeros((self.size, self.d), dtype=np.int64)
        cdef int64_t[:, ::1] o = out
        cdef int64_t i
        cdef int64_t* p = <int64_t*> malloc(max(self.d, 1) * sizeof(int64_t))
        try:
            if self.size == 0:
                return out
            self.unrank(0, p)
            for i in range(self.size):
                for k in range(self.d):
                    o[i, k] = p[k]
                self.next_point(p)
        finally:
            free(p)
        return out


cdef inline bint _advance(const int64_t* w, int64_t* q, int64_t* lev, int64_t L,
                          Py_ssize_t lo, Py_ssize_t hi) noexcept nogil:
    # step q to the next point of {q >= 0 : w.q <= L} changing only q[lo:hi]
    # (q[hi-1] most significant); lev[0] = w.q is kept up to date.  Return
    # False after the last one (then q[lo:hi] is back to 0).
    cdef Py_ssize_t k
    for k in range(lo, hi):
        if lev[0] + w[k] <= L:
            q[k] += 1
            lev[0] += w[k]
            return True
        lev[0] -= w[k] * q[k]
        q[k] = 0
    return False


@cython.final
cdef class SimplexRanker(Ranker):
    r"""
    The region ``{p in N^d : w.p <= L}`` for positive integer weights ``w``,
    ranked lexicographically with the last coordinate most significant.

    ``C(k, M)`` is the number of points of ``N^k`` (first ``k`` coordinates)
    with weighted sum at most ``M``; then the number of points of the region
    whose ``k``-th coordinate is smaller than ``j`` (the later ones being
    fixed, leaving the budget ``R``) is ``C(k+1, R) - C(k+1, R - w_k j)``.
    ``C(0, M) = 1`` and ``C(1, M) = M // w_0 + 1`` are computed; only
    ``C(k, M)`` for ``k >= 2`` is stored (``8 (d - 1) (L + 1)`` bytes), so a
    1-dimensional region needs no table at all.

    The points with fixed coordinates ``p_1, ..., p_{d-1}`` form a *row*: an
    interval of ranks, ``p_0`` being the offset in it.  The sweep of
    :func:`solve_forward` works row by row.

    EXAMPLES::

        sage: from sage_latticegames._engine import SimplexRanker
        sage: R = SimplexRanker([1, 2], 4); len(R)
        9
        sage: R.points().tolist()
        [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [0, 1], [1, 1], [2, 1], [0, 2]]
        sage: R.rank_point([2, 1]), R.rank_point([3, 1]), R.rank_point([-1, 0])
        (7, -2, -1)
        sage: SimplexRanker([1], 10**7).table.nbytes
        0
    """
    cdef int64_t[::1] w
    cdef int64_t* wp
    cdef int64_t L
    cdef int64_t* tab
    cdef public object table

    def __init__(self, weights, int64_t L):
        w = np.ascontiguousarray(weights, dtype=np.int64)
        if w.ndim != 1 or len(w) == 0 or (w <= 0).any():
            raise ValueError("the weights must be positive integers")
        if L < 0:
            raise ValueError("the level must be nonnegative")
        if L >= SATURATED:
            raise ValueError("the level %s is too large for the engine" % L)
        self.d = len(w)
        self.w = w
        self.wp = &self.w[0]
        self.L = L
        self.table = np.zeros((max(self.d - 1, 0), L + 1), dtype=np.int64)
        cdef int64_t[:, ::1] T = self.table
        self.tab = &T[0, 0] if self.d >= 2 else NULL
        cdef Py_ssize_t k
        cdef int64_t M, wk, x
        cdef int64_t a, b
        with nogil:
            for k in range(2, self.d + 1):
                wk = self.w[k - 1]
                for M in range(L + 1):
                    a = self.count(k - 1, M)
                    if a > SATURATED:
                        a = SATURATED
                    b = T[k - 2, M - wk] if M >= wk else 0
                    T[k - 2, M] = a + b if b < SATURATED - a else SATURATED
        total = self.count(self.d, L)
        if total >= SATURATED:
            raise ValueError("the region has at least %s lattice points: far too many to store"
                             % SATURATED)
        self.size = total

    cdef inline int64_t count(self, Py_ssize_t k, int64_t M) noexcept nogil:
        if M < 0:
            return 0
        if k == 0:
            return 1
        if k == 1:
            return M // self.wp[0] + 1
        return self.tab[(k - 2) * (self.L + 1) + M]

    cdef inline int64_t row_rank(self, const int64_t* q) noexcept nogil:
        # the rank of (0, q[1], ..., q[d-1]), a point of the region (q >= 0,
        # weighted sum of q[1:] at most L)
        cdef Py_ssize_t k
        cdef int64_t R = self.L, t, r = 0
        for k in range(self.d - 1, 0, -1):
            t = R - self.wp[k] * q[k]
            r += self.count(k + 1, R) - self.count(k + 1, t)
            R = t
        return r

    cdef int64_t rank(self, const int64_t* q) noexcept:
        cdef Py_ssize_t k
        cdef int64_t R = self.L, t, r = 0
        for k in range(self.d):
            if q[k] < 0:
                return NOT_IN_BOARD
        for k in range(self.d - 1, -1, -1):
            if q[k] > R // self.w[k]:      # also avoids overflow of w_k q_k
                return OUTSIDE_REGION
            t = R - self.w[k] * q[k]
            r += self.count(k + 1, R) - self.count(k + 1, t)
            R = t
        return r

    cdef void unrank(self, int64_t i, int64_t* out) noexcept:
        cdef Py_ssize_t k
        cdef int64_t R = self.L, j, c
        for k in range(self.d - 1, 0, -1):
            j = 0
            while True:
                c = self.count(k, R - self.w[k] * j)
                if c > i:
                    break
                i -= c
                j += 1
            out[k] = j
            R -= self.w[k] * j
        out[0] = i

    cdef bint next_point(self, int64_t* p) noexcept:
        cdef Py_ssize_t k
        cdef int64_t s = 0
        for k in range(self.d):
            s += self.wp[k] * p[k]
        return _advance(self.wp, p, &s, self.L, 0, self.d)


def simplex_size(weights, L, limit=None):
    r"""
    Return the number of points of ``{p in N^d : w.p <= L}`` for positive
    integer weights ``w``, or ``limit + 1`` if it exceeds ``limit`` (default:
    ``2^62``).

    This is the size of :class:`SimplexRanker` ``(weights, L)``, known before
    its table (``8 (d - 1) (L + 1)`` bytes) is built.  In dimension 1 it is
    ``L // w_0 + 1``.  Otherwise, when the rows (the points
    ``(p_1, ..., p_{d-1})``, each carrying ``(L - w_1 p_1 - ... -
    w_{d-1} p_{d-1}) // w_0 + 1`` points) are few (at most ``10^7``, counted
    by the volume of their simplex), they are enumerated with memory
    ``O(d)``, stopping when the count exceeds ``limit``; else the counts
    ``C(k, M)`` of :class:`SimplexRanker` are computed with two arrays of
    ``L + 1`` integers (fewer bytes than the points).  A simplex whose volume
    exceeds ``limit`` is refused at once.

    EXAMPLES::

        sage: from sage_latticegames._engine import simplex_size, SimplexRanker
        sage: simplex_size([1, 2, 3, 4, 5], 40), len(SimplexRanker([1, 2, 3, 4, 5], 40))
        (17338, 17338)
        sage: simplex_size([1], 2 * 10**7), simplex_size([3, 5], -1), simplex_size([1, 10**12], 10**11)
        (20000001, 0, 100000000001)
        sage: simplex_size([1, 1], 10**9, limit=2 * 10**9)
        2000000001
        sage: simplex_size([1] * 5, 10**5) == 2**62 + 1
        True
    """
    w = [int(x) for x in weights]
    if not w or any(x <= 0 for x in w):
        raise ValueError("the weights must be positive integers")
    L = int(L)
    lim = SATURATED if limit is None else max(0, min(int(limit), SATURATED))
    if L < 0:
        return 0
    if len(w) == 1:
        return min(L // w[0] + 1, lim + 1)
    # the coordinates p_k (k >= 1) with w_k > L vanish: drop them
    w = [w[0]] + [x for x in w[1:] if x <= L]
    cdef Py_ssize_t d = len(w), k
    cdef int64_t[::1] wv = np.array(w, dtype=np.int64)
    cdef int64_t[::1] q = np.zeros(d, dtype=np.int64)
    cdef int64_t LL = L, lev = 0, total = 0, cap = lim, M, a, b
    # the volume of the simplex is a lower bound (the unit cubes p + [0, 1)^d
    # of its lattice points cover it)
    volume = Fraction(L ** d, prod(w))
    for k in range(2, d + 1):
        volume /= k
    if volume > lim:
        return lim + 1
    rows = 1
    for k in range(1, d):
        rows = rows * (L + sum(w[1:]) + 1) // (k * w[k])
    if rows <= 10**7 or 16 * (L + 1) > volume:
        with nogil:
            while True:
                total += (LL - lev) // wv[0] + 1
                if total > cap:
                    total = cap + 1
                    break
                if not _advance(&wv[0], &q[0], &lev, LL, 1, d):
                    break
        return total
    # C(k, M) = C(k, M - w_{k-1}) + C(k - 1, M), saturated above cap
    cdef int64_t[::1] prev = np.minimum(np.arange(L + 1, dtype=np.int64) // w[0] + 1, cap + 1)
    cdef int64_t[::1] cur = np.empty(L + 1, dtype=np.int64)
    for k in range(1, d):
        with nogil:
            for M in range(LL + 1):
                a = prev[M]
                b = cur[M - wv[k]] if M >= wv[k] else 0
                cur[M] = a + b if a + b <= cap else cap + 1
        prev, cur = cur, prev
    return prev[LL]


cdef class BoxRanker(Ranker):
    r"""
    The lattice points of the box ``lo <= p <= hi`` (first coordinate most
    significant in the rank).  Points of ``Z^d`` outside the box are tested
    against the inequalities ``A q + b >= 0`` of the board's polyhedron
    (integer data) to tell "outside the region" from "not in the board".
    """
    cdef int64_t[::1] lo
    cdef int64_t[::1] hi
    cdef int64_t[::1] stride
    cdef int64_t[:, ::1] A
    cdef int64_t[::1] b

    def __init__(self, lo, hi, A, b):
        lo = np.ascontiguousarray(lo, dtype=np.int64)
        hi = np.ascontiguousarray(hi, dtype=np.int64)
        self.d = len(lo)
        if len(hi) != self.d or (hi < lo).any():
            raise ValueError("the box must satisfy lo <= hi coordinatewise")
        sizes = [int(h) - int(l) + 1 for l, h in zip(lo, hi)]
        total = 1
        for s in sizes:
            total *= s
        if total >= 2**62:
            raise ValueError("the box has %s lattice points: far too many to store" % total)
        stride = np.ones(self.d, dtype=np.int64)
        for k in range(self.d - 2, -1, -1):
            stride[k] = stride[k + 1] * sizes[k + 1]
        self.lo, self.hi, self.stride = lo, hi, stride
        self.A = np.ascontiguousarray(A, dtype=np.int64).reshape(-1, self.d)
        self.b = np.ascontiguousarray(b, dtype=np.int64)
        self.size = total

    cdef int64_t rank(self, const int64_t* q) noexcept:
        cdef Py_ssize_t k, i
        cdef int64_t r = 0, s
        cdef bint inside = True
        for k in range(self.d):
            if q[k] < self.lo[k] or q[k] > self.hi[k]:
                inside = False
                break
            r += (q[k] - self.lo[k]) * self.stride[k]
        if inside:
            return r
        for i in range(self.A.shape[0]):
            s = self.b[i]
            for k in range(self.d):
                s += self.A[i, k] * q[k]
            if s < 0:
                return NOT_IN_BOARD
        return OUTSIDE_REGION

    cdef void unrank(self, int64_t i, int64_t* out) noexcept:
        cdef Py_ssize_t k
        for k in range(self.d):
            out[k] = self.lo[k] + i // self.stride[k]
            i = i % self.stride[k]

    cdef bint next_point(self, int64_t* p) noexcept:
        cdef Py_ssize_t k
        for k in range(self.d - 1, -1, -1):
            if p[k] < self.hi[k]:
                p[k] += 1
                return True
            p[k] = self.lo[k]
        return False


cdef class SortedRanker(Ranker):
    r"""
    An explicit finite set of lattice points, sorted by a mixed-radix key over
    its bounding box.  A point not in the set is declared "not in the board":
    use it only for regions that contain every board point that an option of
    one of their points can be (option-closed regions).
    """
    cdef int64_t[:, ::1] pts
    cdef int64_t[::1] keys
    cdef int64_t[::1] lo
    cdef int64_t[::1] hi
    cdef int64_t[::1] stride
    cdef public object array

    def __init__(self, points):
        pts = np.array(points, dtype=np.int64, ndmin=2)
        self.d = pts.shape[1]
        if pts.shape[0] == 0:
            lo = np.zeros(self.d, dtype=np.int64)
            hi = np.zeros(self.d, dtype=np.int64)
        else:
            lo = pts.min(axis=0)
            hi = pts.max(axis=0)
        sizes = [int(h) - int(l) + 1 for l, h in zip(lo, hi)]
        total = 1
        for s in sizes:
            total *= s
        if total >= 2**62:
            raise ValueError("the bounding box of the region is too large to index")
        stride = np.ones(self.d, dtype=np.int64)
        for k in range(self.d - 2, -1, -1):
            stride[k] = stride[k + 1] * sizes[k + 1]
        keys = ((pts - lo) * stride).sum(axis=1) if self.d else np.zeros(len(pts), dtype=np.int64)
        order = np.argsort(keys, kind="stable")
        keys = keys[order]
        if len(keys) > 1 and (np.diff(keys) == 0).any():
            raise ValueError("the points of a region must be distinct")
        pts = np.ascontiguousarray(pts[order])
        self.array = pts
        self.pts, self.keys = pts, np.ascontiguousarray(keys)
        self.lo, self.hi, self.stride = lo, hi, stride
        self.size = pts.shape[0]

    cdef int64_t rank(self, const int64_t* q) noexcept:
        cdef Py_ssize_t k
        cdef int64_t key = 0, a = 0, b = self.size, m
        for k in range(self.d):
            if q[k] < self.lo[k] or q[k] > self.hi[k]:
                return NOT_IN_BOARD
            key += (q[k] - self.lo[k]) * self.stride[k]
        while a < b:
            m = (a + b) >> 1
            if self.keys[m] < key:
                a = m + 1
            else:
                b = m
        if a < self.size and self.keys[a] == key:
            return a
        return NOT_IN_BOARD

    cdef void unrank(self, int64_t i, int64_t* out) noexcept:
        cdef Py_ssize_t k
        for k in range(self.d):
            out[k] = self.pts[i, k]

    cdef bint next_point(self, int64_t* p) noexcept:
        # only used sequentially from unrank(0): find the current index
        cdef int64_t i = self.rank(p)
        if i < 0 or i + 1 >= self.size:
            return False
        self.unrank(i + 1, p)
        return True


cdef struct Frame:
    int64_t r        # rank of the position
    Py_ssize_t j     # next move to try
    bint unknown     # some option has an undetermined status


def solve(Ranker R, moves, uint8_t[::1] state, int64_t start=0, int64_t stop=-1):
    r"""
    Compute the outcome of every position of ``R`` with rank in
    ``[start, stop)`` (and of everything they depend on), in place in
    ``state`` (see the module documentation for the codes).

    ``moves`` is an ``(m, d)`` integer array: the rule set; an option of ``p``
    is ``p - moves[j]``.

    Return the number of positions whose status was computed by this call.
    """
    cdef int64_t[:, ::1] G = np.ascontiguousarray(moves, dtype=np.int64).reshape(-1, R.d)
    cdef Py_ssize_t m = G.shape[0], d = R.d, k
    if state.shape[0] != R.size:
        raise ValueError("the state array does not match the region")
    if stop < 0 or stop > R.size:
        stop = R.size
    cdef Py_ssize_t cap = 256, top = -1
    cdef Frame* stack = <Frame*> malloc(cap * sizeof(Frame))
    cdef int64_t* pts = <int64_t*> malloc(cap * max(d, 1) * sizeof(int64_t))
    cdef int64_t* outer = <int64_t*> malloc(max(d, 1) * sizeof(int64_t))
    cdef int64_t* q
    cdef int64_t i, rq, computed = 0
    cdef uint8_t s, pending
    if stack == NULL or pts == NULL or outer == NULL:
        free(stack); free(pts); free(outer)
        raise MemoryError("cannot allocate the search stack")
    try:
        if start < stop:
            R.unrank(start, outer)
        for i in range(start, stop):
            if i > start:
                R.next_point(outer)
            if state[i] != UNVISITED:
                continue
            # push the outer position
            top = 0
            stack[0].r = i
            stack[0].j = 0
            stack[0].unknown = False
            for k in range(d):
                pts[k] = outer[k]
            state[i] = ONSTACK
            pending = 0
            while top >= 0:
                if pending != 0:
                    # the child just finished with status ``pending``
                    if pending == PPOS:
                        state[stack[top].r] = NPOS
                        computed += 1
                        top -= 1
                        pending = NPOS
                        continue
                    if pending == UNDET:
                        stack[top].unknown = True
                    pending = 0
                if stack[top].j == m:
                    s = UNDET if stack[top].unknown else PPOS
                    state[stack[top].r] = s
                    computed += 1
                    top -= 1
                    pending = s
                    continue
                # try the next move
                q = pts + (top + 1) * d
                for k in range(d):
                    q[k] = pts[top * d + k] - G[stack[top].j, k]
                stack[top].j += 1
                rq = R.rank(q)
                if rq == NOT_IN_BOARD:
                    continue
                if rq == OUTSIDE_REGION:
                    stack[top].unknown = True
                    continue
                s = state[rq]
                if s == NOTPOS or s == NPOS:
                    continue
                if s == PPOS:
                    pending = PPOS
                    continue
                if s == UNDET:
                    stack[top].unknown = True
                    continue
                if s == ONSTACK:
                    raise ValueError("the moves admit a cycle of positions: "
                                     "they do not form a rule set (Definition 2.3 of [GM])")
                # unvisited: push
                top += 1
                if top + 1 >= cap:
                    cap *= 2
                    stack = <Frame*> realloc(stack, cap * sizeof(Frame))
                    pts = <int64_t*> realloc(pts, cap * max(d, 1) * sizeof(int64_t))
                    if stack == NULL or pts == NULL:
                        raise MemoryError("cannot grow the search stack")
                stack[top].r = rq
                stack[top].j = 0
                stack[top].unknown = False
                state[rq] = ONSTACK
    finally:
        free(stack)
        free(pts)
        free(outer)
    return computed


def option_indices(Ranker R, moves):
    r"""
    Return the ``(N, m)`` ``int64`` array whose entry ``(i, j)`` is the rank
    of ``p_i - moves[j]``, or ``-1`` (not a lattice point of the board) or
    ``-2`` (a lattice point outside the region).
    """
    cdef int64_t[:, ::1] G = np.ascontiguousarray(moves, dtype=np.int64).reshape(-1, R.d)
    cdef Py_ssize_t m = G.shape[0], d = R.d, k, j
    out = np.empty((R.size, m), dtype=np.int64)
    cdef int64_t[:, ::1] o = out
    cdef int64_t* p = <int64_t*> malloc(max(d, 1) * sizeof(int64_t))
    cdef int64_t* q = <int64_t*> malloc(max(d, 1) * sizeof(int64_t))
    cdef int64_t i
    try:
        if R.size:
            R.unrank(0, p)
        for i in range(R.size):
            if i:
                R.next_point(p)
            for j in range(m):
                for k in range(d):
                    q[k] = p[k] - G[j, k]
                o[i, j] = R.rank(q)
    finally:
        free(p)
        free(q)
    return out


def openmp_enabled():
    r"""
    Return whether the engine was compiled with OpenMP, so that
    :func:`solve_forward` can use several threads.

    EXAMPLES::

        sage: from sage_latticegames._engine import openmp_enabled
        sage: openmp_enabled() in (True, False)
        True
    """
    return bool(lg_openmp_enabled())


def available_threads():
    r"""
    Return the number of cores this process may run on (the default number
    of threads of :func:`solve_forward`; ``1`` without OpenMP).

    EXAMPLES::

        sage: from sage_latticegames._engine import available_threads
        sage: available_threads() >= 1
        True
    """
    if not lg_openmp_enabled():
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def thread_count(nthreads=None):
    r"""
    Return the number of threads :func:`solve_forward` uses for the
    argument ``nthreads``: :func:`available_threads` for ``None``, else the
    given positive integer (``1`` if the engine was compiled without OpenMP).

    EXAMPLES::

        sage: from sage_latticegames._engine import thread_count, available_threads
        sage: thread_count() == available_threads(), thread_count(1)
        (True, 1)
        sage: thread_count(0)
        Traceback (most recent call last):
        ...
        ValueError: the number of threads must be a positive integer, not 0
        sage: thread_count('two')
        Traceback (most recent call last):
        ...
        TypeError: the number of threads must be a positive integer, not 'two'
    """
    if nthreads is None:
        return available_threads()
    if isinstance(nthreads, bool) or not hasattr(nthreads, "__index__"):
        raise TypeError("the number of threads must be a positive integer, not %r" % (nthreads,))
    n = nthreads.__index__()
    if n < 1:
        raise ValueError("the number of threads must be a positive integer, not %s" % n)
    return min(n, 1024) if lg_openmp_enabled() else 1


cdef uint8_t _wait_state(uint8_t* state, int64_t r, int64_t start, int* bad) noexcept nogil:
    # parallel sweep: the option of rank r is not decided yet.  If r >= start,
    # its row has a smaller level, so it was handed out earlier to a thread
    # that is deciding it now: wait for its state.  Otherwise it was not
    # solved before this call (an error).
    cdef uint8_t c
    cdef int spins = 0
    if r < start:
        bad[0] = 1
        return NPOS
    while True:
        c = lg_load(state + r)
        if c != UNVISITED:
            return c
        spins += 1
        if spins > 64:
            sched_yield()


cdef inline int64_t _sweep_row(uint8_t* state, int64_t base, int64_t lo, int64_t hi,
                               Py_ssize_t mj, const int64_t* og0, const int64_t* obase,
                               const int64_t* olen, int* bad, int64_t wait) noexcept nogil:
    # decide the positions of one row (ranks base + lo .. base + hi - 1):
    # option t of the position with offset x0 has offset x0 - og0[t] in the
    # row of ranks obase[t] .. obase[t] + olen[t] - 1 (offset < 0: not in N^d;
    # offset >= olen[t]: outside the region).  With wait >= 0 (parallel
    # sweep) an undecided option of rank >= wait is waited for.
    cdef int64_t x0, x, computed = 0
    cdef Py_ssize_t t
    cdef uint8_t s, c
    cdef bint unknown
    for x0 in range(lo, hi):
        if state[base + x0] != UNVISITED:
            continue
        s = PPOS
        unknown = False
        for t in range(mj):
            x = x0 - og0[t]
            if <uint64_t> x >= <uint64_t> olen[t]:
                # x < 0: not in N^d; x >= olen[t]: outside the region
                if x >= 0:
                    unknown = True
                continue
            c = lg_load(state + obase[t] + x)
            if c == PPOS:
                s = NPOS
                break
            if c != NPOS and c != NOTPOS:
                if c == UNVISITED and wait >= 0:
                    c = _wait_state(state, obase[t] + x, wait, bad)
                    if c == PPOS:
                        s = NPOS
                        break
                if c == UNDET:
                    unknown = True
                elif c == UNVISITED or c == ONSTACK:
                    bad[0] = 1
        if s == PPOS and unknown:
            s = UNDET
        lg_store(state + base + x0, s)
        computed += 1
    return computed


cdef inline Py_ssize_t _row_options(SimplexRanker R, const int64_t* G, Py_ssize_t m,
                                    const int64_t* q, int64_t* qq, int64_t* og0,
                                    int64_t* obase, int64_t* olen) noexcept nogil:
    # the rows of the options of the row q = (*, q[1], ..., q[d-1]) (moves
    # clamped to [-L-1, L+1], see _sweep_simplex); return their number
    cdef Py_ssize_t j, k, d = R.d, mj = 0
    cdef int64_t lev, x
    cdef bint outside
    for j in range(m):
        lev = 0
        outside = False
        qq[0] = 0
        for k in range(1, d):
            x = q[k] - G[j * d + k]
            if x < 0:
                break
            qq[k] = x
            if x > R.L // R.w[k]:
                outside = True
            elif not outside:
                lev += R.w[k] * x
                if lev > R.L:
                    outside = True
        else:
            og0[mj] = G[j * d]
            if outside:
                obase[mj] = 0
                olen[mj] = 0
            else:
                obase[mj] = R.row_rank(qq)
                olen[mj] = (R.L - lev) // R.w[0] + 1
            mj += 1
    return mj


cdef int64_t _sweep_block(SimplexRanker R, const int64_t* G, Py_ssize_t m, Py_ssize_t s,
                          int64_t* q, int64_t lev, int64_t* sc, uint8_t* state, int64_t start,
                          int64_t stop, int* bad, int64_t wait) noexcept nogil:
    # sweep the rows of the block of q (the points with the coordinates
    # q[s], ..., q[d-1] of q), in rank order, from the row of q (level lev)
    # on, clipped to the ranks [start, stop); sc: scratch of 3 m + d entries
    cdef Py_ssize_t d = R.d, k, mj
    cdef int64_t base, length, computed = 0, L = R.L
    while True:
        base = R.row_rank(q)
        if base >= stop:
            break
        length = (L - lev) // R.wp[0] + 1
        if base + length > start:
            mj = _row_options(R, G, m, q, sc, sc + d, sc + d + m, sc + d + 2 * m)
            computed += _sweep_row(state, base, max(start - base, 0), min(length, stop - base),
                                   mj, sc + d, sc + d + m, sc + d + 2 * m, bad, wait)
        # the next row of the block in rank order
        if not _advance(R.wp, q, &lev, L, 1, s):
            break
    return computed


cdef inline int64_t _block_level(SimplexRanker R, Py_ssize_t s, const int64_t* q) noexcept nogil:
    cdef int64_t lev = 0
    cdef Py_ssize_t k
    for k in range(s, R.d):
        lev += R.wp[k] * q[k]
    return lev


_LAST_SWEEP = []


def last_sweep_thread_times():
    r"""
    Return the CPU time (in seconds) of each thread of the last sweep of
    :func:`solve_forward` on a :class:`SimplexRanker` in this process (empty
    before the first).

    On an idle machine the wall-clock time of a parallel sweep is about the
    largest of them; their sum is the total work (compare with one thread).

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames._engine import SimplexRanker, solve_forward, last_sweep_thread_times
        sage: R = SimplexRanker([1, 2, 3, 4, 5], 60)
        sage: _ = solve_forward(R, np.eye(5, dtype=int), np.zeros(len(R), dtype=np.uint8), nthreads=2)
        sage: all(t >= 0 for t in last_sweep_thread_times())
        True
    """
    return tuple(_LAST_SWEEP)


def _block_split(w, moves, L, nthreads, min_blocks=8):
    r"""
    Return ``s`` such that the blocks of a simplex region (the points with
    given ``p_s, ..., p_{d-1}``, an interval of ranks) can be decided in
    parallel, block level by block level, or ``0``.

    The block level is ``w_s p_s + ... + w_{d-1} p_{d-1}``; blocks of the same
    level are independent when every move changing ``p_s, ..., p_{d-1}``
    lowers it.  The largest such ``s`` with on average at least
    ``min_blocks * nthreads`` blocks per level is chosen (large blocks keep
    the memory accesses local).
    """
    d = len(w)
    for s in range(d - 1, 0, -1):
        if not all(sum(a * b for a, b in zip(w[s:], g[s:])) > 0 for g in moves if any(g[s:])):
            continue
        counts = np.zeros(L + 1, dtype=np.float64)   # blocks of each level (floats: no overflow)
        counts[0] = 1
        for x in w[s:]:
            for r in range(min(x, L + 1)):
                counts[r::x] = np.cumsum(counts[r::x])
        if counts.sum() >= min_blocks * nthreads * np.count_nonzero(counts):
            return s
    return 0


cdef int64_t _sweep_simplex(SimplexRanker R, moves, uint8_t* state, int64_t start, int64_t stop,
                            int nthreads) except -1:
    r"""
    The sweep of :func:`solve_forward` on a simplex region, row by row in
    rank order.  With ``nthreads > 1`` the region is cut into blocks (see
    :func:`_block_split`); the blocks are sorted by level and handed out in
    this order to the threads, each sweeping its block in rank order.  A
    thread meeting an option not decided yet waits for it (it lies in a
    block handed out earlier), so there is no barrier between levels.
    """
    cdef Py_ssize_t d = R.d, k
    cdef int64_t L = R.L
    # clamp the moves to [-L-1, L+1]: an option p - g with |g_k| > L has the
    # same fate (not in N^d, or outside the region) with g_k = +-(L+1), and
    # all later arithmetic stays far from overflow
    gm = np.asarray(moves, dtype=object)
    if gm.size == 0:
        gm = gm.reshape(0, d)
    if gm.ndim != 2 or gm.shape[1] != d:
        raise ValueError("the moves must be given as an (m, %s) array" % d)
    gm = np.clip(gm, -L - 1, L + 1).astype(np.int64)
    for g in gm.tolist():
        nz = [x for x in g if x]
        if not nz or nz[len(nz) - 1] <= 0:
            raise ValueError("an option has a larger rank: use solve()")
    cdef Py_ssize_t m = gm.shape[0]
    cdef int64_t[:, ::1] Gv = np.ascontiguousarray(gm)
    cdef const int64_t* G = &Gv[0, 0] if m else NULL
    if start >= stop:
        return 0
    cdef Py_ssize_t s = _block_split([int(x) for x in np.asarray(R.w)], gm.tolist(), L, nthreads) \
        if nthreads > 1 else 0
    cdef int nt = nthreads if s else 1
    cdef Py_ssize_t stride = 3 * m + 2 * d + 8     # scratch of a thread: _sweep_block's, then q
    cdef int64_t* scratch = <int64_t*> calloc(nt * stride, sizeof(int64_t))
    cdef int* bad = <int*> calloc(nt, sizeof(int))
    cdef int64_t* done = <int64_t*> calloc(nt + 1, sizeof(int64_t))
    cdef int64_t* counter = done + nt
    cdef double* cpu = <double*> calloc(nt, sizeof(double))
    cdef int64_t* q
    cdef int64_t* sc = NULL
    cdef int64_t lev, blev, computed = 0, nblocks = 0, cap = 0, r, i = 0
    cdef int64_t* grown
    cdef bint failed = False
    cdef int64_t* blocks = NULL      # (level of the first row, q[1], ..., q[d-1]) of each block
    cdef int64_t* order = NULL
    cdef int64_t* first = NULL
    cdef int tid = 0
    if scratch == NULL or bad == NULL or done == NULL or cpu == NULL:
        free(scratch); free(bad); free(done); free(cpu)
        raise MemoryError("cannot allocate work space")
    q = scratch + stride - d
    try:
        R.unrank(start, q)
        q[0] = 0
        lev = 0
        for k in range(1, d):
            lev += R.wp[k] * q[k]
        if not s:
            with nogil:
                cpu[0] = -lg_thread_cpu()
                computed = _sweep_block(R, G, m, d, q, lev, scratch, state, start, stop, bad, -1)
                cpu[0] += lg_thread_cpu()
            _LAST_SWEEP[:] = [cpu[0]]
        else:
            with nogil:
                # the blocks meeting [start, stop), in rank order; the first
                # one from the row of start on
                while True:
                    if nblocks == cap:
                        cap = 2 * cap + 1024
                        grown = <int64_t*> realloc(blocks, cap * d * sizeof(int64_t))
                        if grown == NULL:
                            failed = True
                            break
                        blocks = grown
                    blocks[nblocks * d] = lev
                    for k in range(1, d):
                        blocks[nblocks * d + k] = q[k]
                    nblocks += 1
                    for k in range(1, s):
                        lev -= R.wp[k] * q[k]
                        q[k] = 0
                    if not _advance(R.wp, q, &lev, L, s, d):
                        break
                    if R.row_rank(q) >= stop:
                        break
            if failed:
                raise MemoryError("cannot allocate the blocks of the region")
            # sort the blocks by level (stable: rank order inside a level)
            first = <int64_t*> calloc(L + 2, sizeof(int64_t))
            order = <int64_t*> malloc(nblocks * sizeof(int64_t))
            if first == NULL or order == NULL:
                raise MemoryError("cannot allocate the blocks of the region")
            with nogil:
                for r in range(nblocks):
                    first[_block_level(R, s, blocks + r * d) + 1] += 1
                for blev in range(L + 1):
                    first[blev + 1] += first[blev]
                for r in range(nblocks):
                    blev = _block_level(R, s, blocks + r * d)
                    order[first[blev]] = r
                    first[blev] += 1
                # the threads take the blocks in this order
                k = 0
                with parallel(num_threads=nt):
                    tid = threadid()
                    sc = scratch + tid * stride
                    cpu[tid] = -lg_thread_cpu()
                    while True:
                        i = lg_fetch_add(counter, 1)
                        if i >= nblocks:
                            break
                        for k in range(d):
                            sc[3 * m + d + k] = blocks[order[i] * d + k]
                        lev = sc[3 * m + d]
                        sc[3 * m + d] = 0
                        done[tid] += _sweep_block(R, G, m, s, sc + 3 * m + d, lev, sc, state,
                                                  start, stop, bad + tid, start)
                    cpu[tid] += lg_thread_cpu()
            for tid in range(nt):
                computed += done[tid]
            _LAST_SWEEP[:] = [cpu[tid] for tid in range(nt) if done[tid] or cpu[tid]]
        for tid in range(nt):
            if bad[tid]:
                raise ValueError("an option of a position of rank in [%s, %s) is not solved: solve the "
                                 "lower ranks first" % (start, stop))
    finally:
        free(scratch)
        free(bad)
        free(done)
        free(cpu)
        free(blocks)
        free(order)
        free(first)
    return computed


def solve_forward(Ranker R, moves, uint8_t[::1] state, int64_t start=0, int64_t stop=-1,
                  nthreads=None):
    r"""
    Same as :func:`solve`, for rule sets whose options always have a smaller
    rank (e.g. heap games on a :class:`SimplexRanker`: the last nonzero entry
    of every move is positive).  Positions are then decided in rank order
    without a stack; an option of larger rank raises ``ValueError``.

    On a :class:`SimplexRanker` the region is swept row by row: the ranks of the options of a row are computed
    once per row, so that deciding a position costs one byte read per move;
    with ``nthreads`` (default: :func:`available_threads`) larger than one,
    independent blocks of rows are decided in parallel (OpenMP).  The result does
    not depend on ``nthreads``.  (On a machine shared with other busy
    processes, ``OMP_WAIT_POLICY=passive`` in the environment stops the idle
    OpenMP threads from spinning after a sweep.)

    EXAMPLES:

    Misère Nim with heaps of sizes at most 2 (Example 8.7 of [GM])::

        sage: import numpy as np
        sage: from sage_latticegames._engine import SimplexRanker, solve_forward
        sage: R = SimplexRanker([1, 2], 6)
        sage: state = np.zeros(len(R), dtype=np.uint8); state[0] = 5   # the origin is defeated
        sage: solve_forward(R, [(1, 0), (0, 1), (-1, 1)], state, nthreads=2)
        15
        sage: R.points()[state == 1].tolist()
        [[1, 0], [3, 0], [5, 0], [0, 2], [2, 2]]
        sage: solve_forward(R, [(1, 0), (1, -1)], np.zeros(len(R), dtype=np.uint8))
        Traceback (most recent call last):
        ...
        ValueError: an option has a larger rank: use solve()
    """
    cdef Py_ssize_t d = R.d
    if state.shape[0] != R.size:
        raise ValueError("the state array does not match the region")
    if stop < 0 or stop > R.size:
        stop = R.size
    if start < 0:
        raise ValueError("the start rank must be nonnegative")
    nt = thread_count(nthreads)
    if isinstance(R, SimplexRanker):
        return _sweep_simplex(<SimplexRanker> R, moves, &state[0] if R.size else NULL, start, stop, nt)
    cdef int64_t[:, ::1] G = np.ascontiguousarray(moves, dtype=np.int64).reshape(-1, R.d)
    cdef Py_ssize_t m = G.shape[0], k, j
    cdef int64_t* p = <int64_t*> malloc(max(d, 1) * sizeof(int64_t))
    cdef int64_t* q = <int64_t*> malloc(max(d, 1) * sizeof(int64_t))
    cdef int64_t i, rq, computed = 0
    cdef uint8_t s, t
    cdef bint unknown
    if p == NULL or q == NULL:
        free(p); free(q)
        raise MemoryError("cannot allocate work space")
    try:
        if start < stop:
            R.unrank(start, p)
        for i in range(start, stop):
            if i > start:
                R.next_point(p)
            if state[i] != UNVISITED:
                continue
            s = PPOS
            unknown = False
            for j in range(m):
                for k in range(d):
                    q[k] = p[k] - G[j, k]
                rq = R.rank(q)
                if rq == NOT_IN_BOARD:
                    continue
                if rq == OUTSIDE_REGION:
                    unknown = True
                    continue
                if rq >= i:
                    raise ValueError("an option has a larger rank: use solve()")
                t = state[rq]
                if t == PPOS:
                    s = NPOS
                    break
                if t == UNDET:
                    unknown = True
            if s == PPOS and unknown:
                s = UNDET
            state[i] = s
            computed += 1
    finally:
        free(p)
        free(q)
    return computed
