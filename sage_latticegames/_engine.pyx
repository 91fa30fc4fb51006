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
  weights ``w``; memory ``O(d L)`` besides one byte per position;
- :class:`BoxRanker` for a box ``lo <= p <= hi`` of a polyhedral board;
- :class:`SortedRanker` for an explicit sorted list of lattice points.

State codes (one byte per position)::

    0 unvisited, 1 P-position, 2 N-position, 3 undetermined
    (depends on points outside the region), 4 on the stack,
    5 not a position (not in the board, or defeated).
"""
from libc.stdint cimport int64_t, uint8_t
from libc.stdlib cimport malloc, realloc, free
import numpy as np

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


cdef class SimplexRanker(Ranker):
    r"""
    The region ``{p in N^d : w.p <= L}`` for positive integer weights ``w``,
    ranked lexicographically with the last coordinate most significant.

    ``C[k, M]`` is the number of points of ``N^k`` (first ``k`` coordinates)
    with weighted sum at most ``M``; then the number of points of the region
    whose ``k``-th coordinate is smaller than ``j`` (the later ones being
    fixed, leaving the budget ``R``) is ``C[k, R] - C[k, R - w_k j]``.
    """
    cdef int64_t[::1] w
    cdef int64_t L
    cdef int64_t[:, ::1] C
    cdef public object table

    def __init__(self, weights, int64_t L):
        w = np.ascontiguousarray(weights, dtype=np.int64)
        if w.ndim != 1 or len(w) == 0 or (w <= 0).any():
            raise ValueError("the weights must be positive integers")
        if L < 0:
            raise ValueError("the level must be nonnegative")
        self.d = len(w)
        self.w = w
        self.L = L
        C = np.zeros((self.d + 1, L + 1), dtype=object)
        C[0, :] = 1
        for k in range(1, self.d + 1):
            wk = int(w[k - 1])
            for M in range(L + 1):
                C[k, M] = C[k, M - wk] + C[k - 1, M] if M >= wk else C[k - 1, M]
        total = int(C[self.d, L])
        if total >= 2**62:
            raise ValueError("the region has %s lattice points: far too many to store" % total)
        self.table = C.astype(np.int64)
        self.C = self.table
        self.size = total

    cdef inline int64_t count(self, Py_ssize_t k, int64_t M) noexcept:
        if M < 0:
            return 0
        return self.C[k, M]

    cdef int64_t rank(self, const int64_t* q) noexcept:
        cdef Py_ssize_t k
        cdef int64_t R = self.L, t, r = 0
        for k in range(self.d):
            if q[k] < 0:
                return NOT_IN_BOARD
        for k in range(self.d - 1, -1, -1):
            t = R - self.w[k] * q[k]
            if t < 0:
                return OUTSIDE_REGION
            r += self.C[k + 1, R] - self.count(k + 1, t)
            R = t
        return r

    cdef void unrank(self, int64_t i, int64_t* out) noexcept:
        cdef Py_ssize_t k
        cdef int64_t R = self.L, j, c
        for k in range(self.d - 1, -1, -1):
            j = 0
            while True:
                c = self.count(k, R - self.w[k] * j)
                if c > i:
                    break
                i -= c
                j += 1
            out[k] = j
            R -= self.w[k] * j

    cdef bint next_point(self, int64_t* p) noexcept:
        cdef Py_ssize_t k
        cdef int64_t s = 0
        for k in range(self.d):
            s += self.w[k] * p[k]
        for k in range(self.d):
            if s + self.w[k] <= self.L:
                p[k] += 1
                return True
            s -= self.w[k] * p[k]
            p[k] = 0
        return False


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


def solve_forward(Ranker R, moves, uint8_t[::1] state, int64_t start=0, int64_t stop=-1):
    r"""
    Same as :func:`solve`, for rule sets whose options always have a smaller
    rank (e.g. heap games on a :class:`SimplexRanker`: the last nonzero entry
    of every move is positive).  Positions are then decided in rank order
    without a stack; an option of larger rank raises ``ValueError``.
    """
    cdef int64_t[:, ::1] G = np.ascontiguousarray(moves, dtype=np.int64).reshape(-1, R.d)
    cdef Py_ssize_t m = G.shape[0], d = R.d, k, j
    if state.shape[0] != R.size:
        raise ValueError("the state array does not match the region")
    if stop < 0 or stop > R.size:
        stop = R.size
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
