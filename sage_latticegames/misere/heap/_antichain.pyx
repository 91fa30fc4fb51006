# distutils: language = c++
# cython: boundscheck=False, wraparound=False, cdivision=True, language_level=3
r"""
Compiled antichain search of the exact proof of a candidate quotient

The search of the second half of the recursion check of a candidate misère
quotient (Plambeck--Siegel, *Misère quotients for impartial games*;
Definition 4.7 of [Guo]), written in C++: the states `(u, S)` of the
positions, `u` an element of a finite commutative monoid and `S` the
antichain of the maximal classes of the entries for the inclusion order of
their languages, visited by Dijkstra's search and skipped when dominated.
The statement and the proof are those of
:func:`~sage_latticegames.misere.heap.verification._verify_heap_moves_antichain`;
:func:`~sage_latticegames.misere.heap.verification._antichain_search` is the
thin Python front of :func:`antichain_search` (the same search, state for
state: the same order of the queue, the same states visited, the same
witness).

EXAMPLES:

The monoid `\{1, a\}` with `a^2 = 1` and one class accepting at `a`::

    sage: import numpy as np
    sage: from sage_latticegames.misere.heap._antichain import antichain_search
    sage: V = np.array([[False, True], [True, False]])
    sage: antichain_search([[1], [0]], [False, True], [False, True], [[1], [0]], [[0, 1]], V, (1,))
    (None, 3)
    sage: antichain_search([[1], [0]], [False, False], [False, True], [[1], [0]], [[0, 1]], V, (1,))
    ((1,), 2)
"""
import numpy as np
from libc.stdint cimport int64_t, uint64_t
from libcpp.vector cimport vector
from libcpp.map cimport map as cmap
from libcpp.unordered_map cimport unordered_map
from libcpp.queue cimport priority_queue
from libcpp.pair cimport pair
from libcpp.algorithm cimport sort as csort
from cython.operator cimport dereference as deref


cdef class _Order:
    # the inclusion order of the rows of V (packed in 64-bit words), one row of
    # the down-sets computed when first asked: down(c) = the live d with V[d] <= V[c]
    cdef const uint64_t[:, ::1] packed
    cdef object packed_arr
    cdef const unsigned char[::1] live
    cdef object live_arr
    cdef Py_ssize_t m, words, mwords
    cdef vector[vector[uint64_t]] rows

    def __init__(self, V):
        V = np.ascontiguousarray(V, dtype=bool)
        self.m = V.shape[0]
        n = V.shape[1]
        self.words = (n + 63) // 64
        self.mwords = (self.m + 63) // 64
        bits = np.zeros((self.m, self.words * 64), dtype=np.uint8)
        bits[:, :n] = V
        self.packed_arr = np.ascontiguousarray(
            np.packbits(bits, axis=1, bitorder="little").view(np.uint64).reshape(self.m, self.words))
        self.packed = self.packed_arr
        self.live_arr = np.ascontiguousarray(V.any(axis=1).astype(np.uint8))
        self.live = self.live_arr
        self.rows.resize(self.m)

    cdef inline bint below(self, Py_ssize_t c, Py_ssize_t d) noexcept:
        # c live and V[c] <= V[d] (d live): bit c of down(d)
        cdef Py_ssize_t e, w
        cdef uint64_t a
        cdef uint64_t one = 1
        if self.rows[d].size() == 0:
            self.rows[d].resize(self.mwords, 0)
            for e in range(self.m):
                if not self.live[e]:
                    continue
                a = 0
                for w in range(self.words):
                    a |= self.packed[e, w] & ~self.packed[d, w]
                    if a:
                        break
                if a == 0:
                    self.rows[d][e >> 6] |= one << (e & 63)
        return (self.rows[d][c >> 6] >> (c & 63)) & 1


cdef class _Antichains:
    # the antichains met, numbered (0: the state of the empty position, whose
    # entries are none), with their classes (sorted) and the caches of the images
    cdef _Order order
    cdef vector[vector[int64_t]] elems
    cdef cmap[vector[int64_t], int64_t] index
    cdef unordered_map[int64_t, int64_t] image_of, added

    def __init__(self, _Order order):
        self.order = order
        self.elems.resize(1)

    cdef int64_t make(self, vector[int64_t]& classes):
        # the antichain of the maximal live classes of ``classes``
        cdef vector[int64_t] cand, keep
        cdef int64_t c, d
        cdef bint top
        cdef cmap[vector[int64_t], int64_t].iterator it
        for c in classes:
            if c >= 0 and self.order.live[c]:
                cand.push_back(c)
        csort(cand.begin(), cand.end())
        cdef Py_ssize_t i, j, n = 0
        for i in range(<Py_ssize_t> cand.size()):
            if i == 0 or cand[i] != cand[i - 1]:
                cand[n] = cand[i]
                n += 1
        cand.resize(n)
        for i in range(n):
            c = cand[i]
            top = True
            for j in range(n):
                d = cand[j]
                # c strictly below d
                if d != c and self.order.below(c, d) and not self.order.below(d, c):
                    top = False
                    break
            if top:
                keep.push_back(c)
        it = self.index.find(keep)
        if it != self.index.end():
            return deref(it).second
        cdef int64_t a = self.elems.size()
        self.index[keep] = a
        self.elems.push_back(keep)
        return a

    cdef int64_t image(self, int64_t a, int64_t j, int64_t k, const int64_t[:, ::1] trans):
        # the antichain of the classes of a times the generator j
        cdef int64_t key = a * k + j, c
        cdef unordered_map[int64_t, int64_t].iterator it = self.image_of.find(key)
        if it != self.image_of.end():
            return deref(it).second
        cdef vector[int64_t] cls
        for c in self.elems[a]:
            cls.push_back(trans[c, j])
        cdef int64_t r = self.make(cls)
        self.image_of[key] = r
        return r

    cdef int64_t add(self, int64_t a, int64_t e):
        # the antichain of a plus the class e (-1: no class)
        cdef int64_t c
        if e < 0:
            return a
        for c in self.elems[a]:
            if self.order.below(e, c):
                return a
        cdef int64_t key = a * self.order.m + e
        cdef unordered_map[int64_t, int64_t].iterator it = self.added.find(key)
        if it != self.added.end():
            return deref(it).second
        cdef vector[int64_t] cls = self.elems[a]
        cls.push_back(e)
        cdef int64_t r = self.make(cls)
        self.added[key] = r
        return r

    cdef bint dominated(self, int64_t a, int64_t b):
        # every class of a below some class of b (the language of a in that of b)
        cdef int64_t c, d
        cdef bint found
        for c in self.elems[a]:
            found = False
            for d in self.elems[b]:
                if self.order.below(c, d):
                    found = True
                    break
            if not found:
                return False
        return True


def antichain_search(delta, P, accept, trans, entry, V, weights, bound=None, budget=None,
                     max_tuples=None, clock_steps=256, error=None):
    r"""
    Return ``(witness, count)``: the antichain search of
    :func:`~sage_latticegames.misere.heap.verification._antichain_search`
    (see there for the input and the output, and
    :func:`~sage_latticegames.misere.heap.verification._verify_heap_moves_antichain`
    for the proof), compiled.

    INPUT:

    - ``delta, P, accept, trans, entry, V, weights, bound, budget,
      max_tuples`` -- as in
      :func:`~sage_latticegames.misere.heap.verification._antichain_search`
    - ``clock_steps`` -- (default: 256) the budget is checked every that many
      states
    - ``error`` -- (default: ``ValueError``) the exception class raised
      when more than ``max_tuples`` states are queued

    OUTPUT: the pair ``(witness, count)``, ``witness`` a tuple or ``None``

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap._antichain import antichain_search
        sage: V = np.array([[False, True], [True, False]])
        sage: antichain_search([[1], [0]], [False, True], [False, True], [[1], [0]], [[0, 1]],
        ....:                  V, (1,), max_tuples=1)
        Traceback (most recent call last):
        ...
        ValueError: the verification of a candidate of order 2 on 1 coordinates reached more than max_tuples=1 tuples
    """
    D_arr = np.ascontiguousarray(np.asarray(delta, dtype=np.int64).reshape(len(delta), -1))
    cdef const int64_t[:, ::1] D = D_arr
    cdef Py_ssize_t nu = D.shape[0], k = len(weights)
    if D.shape[1] < k:
        raise ValueError("the transition table has %s columns, fewer than the %s weights"
                         % (D.shape[1], k))
    P_arr = np.ascontiguousarray(np.asarray(P, dtype=np.uint8).reshape(-1))
    cdef const unsigned char[::1] Pv = P_arr
    acc_arr = np.ascontiguousarray(np.asarray(accept, dtype=np.uint8).reshape(-1))
    cdef const unsigned char[::1] acc = acc_arr
    cdef Py_ssize_t m = acc.shape[0]
    T_arr = np.ascontiguousarray(np.asarray(trans, dtype=np.int64).reshape(m, -1))
    cdef const int64_t[:, ::1] T = T_arr
    W_arr = np.ascontiguousarray(np.asarray(weights, dtype=np.int64).reshape(-1))
    cdef const int64_t[::1] W = W_arr
    order = _Order(V)
    E_arr = np.ascontiguousarray(np.asarray(entry, dtype=np.int64).reshape(-1, nu))
    E_arr = np.where((E_arr >= 0) & order.live_arr.astype(bool)[np.maximum(E_arr, 0)], E_arr, -1)
    cdef const int64_t[:, ::1] E = np.ascontiguousarray(E_arr)
    cdef _Antichains A = _Antichains(order)
    cdef bint bounded = bound is not None
    cdef int64_t bnd = int(bound) if bounded else 0
    cdef bint limited = max_tuples is not None
    cdef int64_t maxt = int(max_tuples) if limited else 0
    cdef int64_t steps = int(clock_steps)
    # the states (u, a) as keys a * nu + u; the queue ordered by (degree, pushed)
    cdef unordered_map[int64_t, int64_t] dist
    cdef unordered_map[int64_t, pair[int64_t, int64_t]] parent
    cdef vector[vector[pair[int64_t, int64_t]]] minimal
    minimal.resize(nu)
    cdef priority_queue[pair[pair[int64_t, int64_t], int64_t]] queue
    cdef int64_t start = 0, s, u, a, j, t, v, b, key, w, nw, c
    cdef int64_t pushed = 1, count = 0
    cdef bint ok, skip
    cdef unordered_map[int64_t, int64_t].iterator it
    cdef Py_ssize_t i, n
    dist[start] = 0
    queue.push(pair[pair[int64_t, int64_t], int64_t](pair[int64_t, int64_t](0, 0), start))
    cdef pair[pair[int64_t, int64_t], int64_t] top
    while not queue.empty():
        top = queue.top()
        queue.pop()
        w = -top.first.first
        s = top.second
        if w > dist[s]:
            continue           # met again with a smaller degree
        if budget is not None and count % steps == 0:
            budget.check("the verification of a candidate")
        u, a = s % nu, s // nu
        if bounded and w >= bnd:
            break
        count += 1
        if s != start and not Pv[u]:
            ok = False
            for c in A.elems[a]:
                if acc[c]:
                    ok = True
                    break
            if not ok:
                x = [0] * k
                while s != start:
                    x[parent[s].second] += 1
                    s = parent[s].first
                return tuple(x), count
        for j in range(k):
            t = A.image(a, j, k, T)
            b = A.add(t, E[j, u])
            v = D[u, j]
            key = b * nu + v
            nw = w + W[j]
            it = dist.find(key)
            if it != dist.end() and deref(it).second <= nw:
                continue
            skip = False
            for i in range(<Py_ssize_t> minimal[v].size()):
                if minimal[v][i].second <= nw and A.dominated(minimal[v][i].first, b):
                    skip = True
                    break
            if skip:
                continue
            # drop the antichains that the new one dominates (their states stay queued)
            n = 0
            for i in range(<Py_ssize_t> minimal[v].size()):
                if minimal[v][i].second < nw or not A.dominated(b, minimal[v][i].first):
                    minimal[v][n] = minimal[v][i]
                    n += 1
            minimal[v].resize(n)
            minimal[v].push_back(pair[int64_t, int64_t](b, nw))
            parent[key] = pair[int64_t, int64_t](s, j)
            dist[key] = nw
            pushed += 1
            queue.push(pair[pair[int64_t, int64_t], int64_t](pair[int64_t, int64_t](-nw, -pushed),
                                                             key))
            if limited and pushed > maxt:
                raise (ValueError if error is None else error)(
                    "the verification of a candidate of order %s on %s coordinates reached"
                    " more than max_tuples=%s tuples" % (nu, k, maxt))
    return None, count
