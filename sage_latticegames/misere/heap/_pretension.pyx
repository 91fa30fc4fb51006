# cython: boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
r"""
Compiled searches of the heap-move construction of misère quotients

A *pretension* of a heap game on `\NN^K` (every move removes one heap of
size `j` and leaves heaps of smaller sizes: `\gamma^+ = e_j`, `\gamma^-`
supported on the coordinates `< j`) is a finite commutative monoid `Q`, given
by the action `\delta(u, j) = u\,a_j` of its generators `a_j` (state `0` the
identity), with a subset `\mathcal P_Q`: it claims that the P-positions are
`\Phi^{-1}(\mathcal P_Q)`, `\Phi(x) = \prod a_j^{x_j}`.  The *type* of a
position `x` is the pair `(\Phi(x), T(x))`, `T(x)` the set of images of its
options; `T(x + e_j) = T(x)\,a_j \cup \Phi(x)\,S_j` with `S_j` the images of
the options of the heap `e_j` alone.  Positions are enumerated in the
lexicographic order that compares the largest heap first: it is a monomial
order on `\NN^K` in which every option of a position is smaller.

This module holds the three searches of
:mod:`~sage_latticegames.misere.heap.pretension` (the driver, which states the
theorem they prove), over the positions in that order:

- ``words()`` -- the least word of each state (the least position of each
  element), a search that stops extending a position as soon as its element
  has a smaller word;
- ``mark()`` -- the same search, setting `u \in \mathcal P_Q` at the least
  word of `u` by the recursion (P iff no option is P; the empty position by
  the play);
- ``n_failure(bound)`` -- the least position `x` claimed N with no option
  claimed P (an *N-failure*), or ``None``; a position whose type `(u, T)`
  contains the type `(u, T')` of a smaller position (`T' \subseteq T`) is
  not extended: every N-failure above it gives a smaller one above the
  smaller position, so the least N-failure is never skipped and a search
  that finds none proves that there is none (the types with inclusion
  minimal `T` found are kept, per element: an antichain); with
  ``after=``, a pretension on one heap less whose complete search found
  none, the search starts from its antichains at the positions with a
  nonzero last heap (lemma (f) of
  :mod:`~sage_latticegames.misere.heap.pretension`: it visits what the
  complete search visits);
- ``p_failure(words)`` -- the least position claimed P with an option
  claimed P (a *P-failure*): the least word of `u` plus a heap `e_j` with
  `u a_j \in \mathcal P_Q` and `u s \in \mathcal P_Q` for some `s \in S_j`,
  an exact finite check on `Q` since every element has a word.

TESTS::

    sage: import numpy as np
    sage: from sage_latticegames.misere.heap._pretension import Pretension
    sage: delta = np.array([[1], [2], [3], [2]], dtype=np.int32)   # misère Nim heap of size 1
    sage: S = Pretension(delta, np.zeros(4, dtype=np.uint8), [[()]], True)
    sage: S.mark().tolist()
    [0, 1, 0, 1]
    sage: S.n_failure(), S.p_failure(S.words())
    (None, None)
    sage: S.words().tolist()
    [[0], [1], [2], [3]]
"""
from libc.stdlib cimport malloc, realloc, free, calloc
from libc.string cimport memset, memcpy
from libc.stdint cimport uint64_t, int32_t, int64_t
from cpython.exc cimport PyErr_CheckSignals

import numpy as np
cimport numpy as cnp

# the old path of the reachable states (THE copy is in misere/monoid)
from sage_latticegames.misere.monoid._monoid import reachable  # noqa: F401

cnp.import_array()

cdef extern from *:
    int __builtin_popcountll(unsigned long long) nogil
    int __builtin_ctzll(unsigned long long) nogil

class TypeLimitExceeded(ArithmeticError):
    r"""
    A search of :class:`Pretension` met more types than its limit.
    """


cdef enum:
    MODE_WORDS = 0
    MODE_MARK = 1
    MODE_SEARCH = 2


cdef inline int _popcount(const uint64_t* a, int nw) noexcept nogil:
    cdef int i, c = 0
    for i in range(nw):
        c += __builtin_popcountll(a[i])
    return c


cdef inline bint _subset(const uint64_t* a, const uint64_t* b, int nw) noexcept nogil:
    # a <= b
    cdef int i
    for i in range(nw):
        if a[i] & ~b[i]:
            return False
    return True


cdef class FlatOptions:
    r"""
    The options of the heaps of a heap game, checked and stored flat (for
    :class:`Pretension`; a prefix of the heaps uses the same arrays).

    INPUT: ``options`` -- a list, for each heap `j`, of the options of the
    heap `j` alone, each a tuple of heaps `< j` (with repetitions)

    TESTS::

        sage: from sage_latticegames.misere.heap._pretension import FlatOptions
        sage: FlatOptions([[()], [(0,), ()]]).heaps()
        2
        sage: FlatOptions([[(0,)]])
        Traceback (most recent call last):
        ...
        ValueError: an option of the heap 0 leaves a heap 0: not a heap move
        sage: FlatOptions([[()], []])
        Traceback (most recent call last):
        ...
        ValueError: the heap 1 has no option
    """
    cdef int[::1] opt_start
    cdef int[::1] let_start
    cdef int[::1] let
    cdef int K

    def __init__(self, options, first=0):
        # (first: the index of the first heap of options, for extended)
        starts, lstarts, letters = [0], [], []
        for j, opts in enumerate(options, first):
            if not opts:
                raise ValueError("the heap %s has no option" % j)
            for opt in opts:
                opt = [int(c) for c in opt]
                if any(not 0 <= c < j for c in opt):
                    raise ValueError("an option of the heap %s leaves a heap %s: not a heap move"
                                     % (j, max(opt)))
                lstarts.append(len(letters))
                letters.extend(opt)
            starts.append(len(lstarts))
        lstarts.append(len(letters))
        self.K = len(starts) - 1
        self.opt_start = np.array(starts, dtype=np.intc)
        self.let_start = np.array(lstarts, dtype=np.intc)
        self.let = np.array(letters + [0], dtype=np.intc)

    def heaps(self):
        r"""
        Return the number of heaps.
        """
        return self.K

    def extended(self, options):
        r"""
        Return the options of these heaps followed by ``options`` (the
        options of the next heaps, checked as in the constructor).

        TESTS::

            sage: from sage_latticegames.misere.heap._pretension import FlatOptions
            sage: F = FlatOptions([[()]]).extended([[(0,), ()], [(0, 1)]])
            sage: F.heaps(), F.options() == FlatOptions([[()], [(0,), ()], [(0, 1)]]).options()
            (3, True)
        """
        cdef int o = self.opt_start[self.K]
        cdef int t = self.let_start[o]
        # the new heaps checked (as heaps K, K + 1, ...) and flattened, then shifted
        # behind the arrays of these heaps
        new = FlatOptions(list(options), self.K)
        new.K += self.K
        new.opt_start = np.concatenate([self.opt_start[:self.K],
                                        np.asarray(new.opt_start) + o]).astype(np.intc)
        new.let_start = np.concatenate([self.let_start[:o],
                                        np.asarray(new.let_start) + t]).astype(np.intc)
        new.let = np.concatenate([self.let[:t], new.let]).astype(np.intc)
        return new

    def options(self):
        r"""
        Return the options as a list (for each heap, a list of tuples).
        """
        return [[tuple(self.let[self.let_start[o]:self.let_start[o + 1]])
                 for o in range(self.opt_start[j], self.opt_start[j + 1])]
                for j in range(self.K)]


cdef class Pretension:
    r"""
    A pretension (module documentation) with its searches.

    INPUT:

    - ``delta`` -- a numpy ``int32`` array of shape ``(n, K)``: ``delta[u,
      j]`` is `u\,a_j` (state ``0`` the identity)
    - ``P`` -- a numpy ``uint8`` array of length ``n`` (the P-portion;
      recomputed by :meth:`mark`)
    - ``options`` -- a list of (at least) ``K`` lists: the options of the
      heap `e_j` alone, each a tuple of coordinates `< j` (the heaps it
      leaves, with repetitions), or a :class:`FlatOptions` of them
    - ``misere`` -- boolean: the empty position is an N-position (misère
      play) or a P-position (normal play)

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap._pretension import Pretension
        sage: Pretension(np.zeros((1, 1), dtype=np.int32), np.zeros(1, dtype=np.uint8), [[(0,)]], True)
        Traceback (most recent call last):
        ...
        ValueError: an option of the heap 0 leaves a heap 0: not a heap move
    """
    cdef int n, K, nw
    cdef int32_t* delta
    cdef unsigned char* P
    cdef uint64_t* Pbits
    cdef int misere
    # options: for heap j, options opt_start[j] .. opt_start[j+1]-1; option o has
    # letters let[let_start[o] .. let_start[o+1]-1]
    cdef int* opt_start
    cdef int* let_start
    cdef int* let
    # search state
    cdef int mode
    cdef int* word
    cdef uint64_t* buf          # 2 buffers per level, K + 1 levels
    cdef unsigned char* seen
    cdef int32_t* words_out     # n x K
    cdef int* bound
    cdef int has_bound
    cdef int* failure
    cdef int64_t nstates
    cdef int64_t ticks
    # antichains of types per element
    cdef int* ac_cnt
    cdef int* ac_cap
    cdef int** ac_slots
    cdef uint64_t* pool
    cdef int* pool_pc
    cdef int pool_size, pool_cap
    cdef int* free_slots
    cdef int free_cnt, free_cap
    cdef int keep
    cdef object checker
    cdef int64_t max_states
    cdef int complete           # the kept antichains are those of a complete search

    def __cinit__(self):
        self.delta = NULL
        self.P = NULL
        self.Pbits = NULL
        self.opt_start = NULL
        self.let_start = NULL
        self.let = NULL
        self.word = NULL
        self.buf = NULL
        self.seen = NULL
        self.words_out = NULL
        self.bound = NULL
        self.failure = NULL
        self.ac_cnt = NULL
        self.ac_cap = NULL
        self.ac_slots = NULL
        self.pool = NULL
        self.pool_pc = NULL
        self.free_slots = NULL
        self.pool_size = self.pool_cap = self.free_cnt = self.free_cap = 0
        self.keep = 0
        self.complete = 0
        self.checker = None
        self.max_states = -1

    def __init__(self, delta, P, options, misere):
        cdef cnp.ndarray[int32_t, ndim=2] D = np.ascontiguousarray(delta, dtype=np.int32)
        cdef cnp.ndarray[unsigned char, ndim=1] PP = np.ascontiguousarray(P, dtype=np.uint8)
        cdef int n = D.shape[0], K = D.shape[1], u, j, o, t
        if not isinstance(options, FlatOptions):
            options = FlatOptions(options)
        cdef FlatOptions flat = <FlatOptions> options
        if n < 1 or PP.shape[0] != n or flat.heaps() < K:
            raise ValueError("inconsistent sizes: %s states, %s claims, %s heaps with options for %s"
                             " generators" % (n, PP.shape[0], flat.heaps(), K))
        if D.size and (D.min() < 0 or D.max() >= n):
            raise ValueError("the transition table has states out of range(%s)" % n)
        self.n, self.K = n, K
        self.nw = (n + 63) // 64
        self.misere = 1 if misere else 0
        self.delta = <int32_t*> malloc(max(1, n * K) * sizeof(int32_t))
        self.P = <unsigned char*> malloc(n)
        self.Pbits = <uint64_t*> calloc(self.nw, sizeof(uint64_t))
        self.seen = <unsigned char*> calloc(n, 1)
        self.word = <int*> calloc(K + 1, sizeof(int))
        self.bound = <int*> calloc(K + 1, sizeof(int))
        self.failure = <int*> calloc(K + 1, sizeof(int))
        self.buf = <uint64_t*> calloc(2 * (K + 1) * self.nw, sizeof(uint64_t))
        self.opt_start = <int*> malloc((K + 1) * sizeof(int))
        self.let_start = <int*> malloc((flat.opt_start[K] + 1) * sizeof(int))
        self.let = <int*> malloc(max(1, flat.let_start[flat.opt_start[K]]) * sizeof(int))
        if (self.delta == NULL or self.P == NULL or self.Pbits == NULL or self.seen == NULL
                or self.word == NULL or self.bound == NULL or self.failure == NULL
                or self.buf == NULL or self.opt_start == NULL or self.let_start == NULL
                or self.let == NULL):
            raise MemoryError("no memory for a pretension of %s states" % n)
        memcpy(self.delta, &D[0, 0] if n * K else NULL, n * K * sizeof(int32_t))
        self.set_P(PP)
        # the options of the first K heaps
        memcpy(self.opt_start, &flat.opt_start[0], (K + 1) * sizeof(int))
        o = flat.opt_start[K]
        memcpy(self.let_start, &flat.let_start[0], (o + 1) * sizeof(int))
        t = flat.let_start[o]
        if t:
            memcpy(self.let, &flat.let[0], t * sizeof(int))

    def __dealloc__(self):
        free(self.delta); free(self.P); free(self.Pbits); free(self.seen)
        free(self.word); free(self.bound); free(self.failure); free(self.buf)
        free(self.opt_start); free(self.let_start); free(self.let)
        free(self.words_out)
        self._free_antichains()

    cdef void _free_antichains(self):
        cdef int u
        if self.ac_slots != NULL:
            for u in range(self.n):
                free(self.ac_slots[u])
        free(self.ac_slots); free(self.ac_cnt); free(self.ac_cap)
        free(self.pool); free(self.pool_pc); free(self.free_slots)
        self.ac_slots = NULL
        self.ac_cnt = NULL
        self.ac_cap = NULL
        self.complete = 0
        self.pool = NULL
        self.pool_pc = NULL
        self.free_slots = NULL
        self.pool_size = self.pool_cap = self.free_cnt = self.free_cap = 0

    def set_P(self, P):
        r"""
        Set the claimed P-portion (an array of ``n`` booleans).
        """
        cdef int u
        memset(self.Pbits, 0, self.nw * sizeof(uint64_t))
        for u in range(self.n):
            self.P[u] = 1 if P[u] else 0
            if self.P[u]:
                self.Pbits[u >> 6] |= (<uint64_t> 1) << (u & 63)

    def order(self):
        r"""
        Return the number of states.
        """
        return self.n

    def set_checker(self, f):
        r"""
        Call ``f()`` every 16384 types visited by a search (a time budget
        raises there; ``None``: no call).
        """
        self.checker = f

    def set_max_types(self, m):
        r"""
        Make a search raise :class:`TypeLimitExceeded` after ``m`` types
        (``None``: no limit).
        """
        self.max_states = -1 if m is None else int(m)

    # ------------------------------------------------------------------ helpers
    cdef inline int act(self, int u, int o) noexcept nogil:
        # u times the image of the option o
        cdef int t
        for t in range(self.let_start[o], self.let_start[o + 1]):
            u = self.delta[u * self.K + self.let[t]]
        return u

    def option_image(self, int u, int j, int i):
        r"""
        Return `u` times the image of the ``i``-th option of the heap ``j``.
        """
        if not 0 <= j < self.K or not 0 <= i < self.opt_start[j + 1] - self.opt_start[j]:
            raise IndexError("no option %s of the heap %s" % (i, j))
        return self.act(u, self.opt_start[j] + i)

    cdef bint _word_ge_bound(self) noexcept nogil:
        cdef int i
        for i in range(self.K - 1, -1, -1):
            if self.word[i] != self.bound[i]:
                return self.word[i] > self.bound[i]
        return True

    cdef bint _incorporate(self, int u, const uint64_t* T) except -1:
        # keep T in the antichain of u unless it contains a kept set; drop the kept
        # sets that contain T.  Return False if T is dominated.
        cdef int i, s, pc = _popcount(T, self.nw), nw = self.nw
        cdef int* slots = self.ac_slots[u]
        i = 0
        while i < self.ac_cnt[u]:
            s = slots[i]
            if self.pool_pc[s] <= pc and _subset(self.pool + <int64_t> s * nw, T, nw):
                return False
            if self.pool_pc[s] >= pc and _subset(T, self.pool + <int64_t> s * nw, nw):
                self._release(s)
                self.ac_cnt[u] -= 1
                slots[i] = slots[self.ac_cnt[u]]
                continue
            i += 1
        s = self._new_slot()
        memcpy(self.pool + <int64_t> s * nw, T, nw * sizeof(uint64_t))
        self.pool_pc[s] = pc
        if self.ac_cnt[u] == self.ac_cap[u]:
            self.ac_cap[u] = 4 if self.ac_cap[u] == 0 else 2 * self.ac_cap[u]
            slots = <int*> realloc(self.ac_slots[u], self.ac_cap[u] * sizeof(int))
            if slots == NULL:
                raise MemoryError("no memory for the antichains of the verification")
            self.ac_slots[u] = slots
        self.ac_slots[u][self.ac_cnt[u]] = s
        self.ac_cnt[u] += 1
        return True

    cdef void _release(self, int s) except *:
        cdef int* f
        if self.free_cnt == self.free_cap:
            self.free_cap = 64 if self.free_cap == 0 else 2 * self.free_cap
            f = <int*> realloc(self.free_slots, self.free_cap * sizeof(int))
            if f == NULL:
                raise MemoryError("no memory for the antichains of the verification")
            self.free_slots = f
        self.free_slots[self.free_cnt] = s
        self.free_cnt += 1

    cdef int _new_slot(self) except -1:
        cdef uint64_t* p
        cdef int* q
        if self.free_cnt:
            self.free_cnt -= 1
            return self.free_slots[self.free_cnt]
        if self.pool_size == self.pool_cap:
            self.pool_cap = 1024 if self.pool_cap == 0 else 2 * self.pool_cap
            p = <uint64_t*> realloc(self.pool, <int64_t> self.pool_cap * self.nw * sizeof(uint64_t))
            q = <int*> realloc(self.pool_pc, self.pool_cap * sizeof(int))
            if p == NULL or q == NULL:
                raise MemoryError("no memory for the antichains of the verification (%s types)"
                                  % self.pool_cap)
            self.pool, self.pool_pc = p, q
        self.pool_size += 1
        return self.pool_size - 1

    # ------------------------------------------------------------------ the search
    cdef int _leaf(self, int u, const uint64_t* T, bint zero) except -1:
        cdef int i, j
        cdef bint anyP
        if self.mode == MODE_SEARCH:
            if zero:
                return 0
            anyP = False
            for i in range(self.nw):
                if T[i] & self.Pbits[i]:
                    anyP = True
                    break
            if not anyP and not self.P[u]:
                memcpy(self.failure, self.word, self.K * sizeof(int))
                return 1
            return 0
        # the least word of u
        self.seen[u] = 1
        for j in range(self.K):
            self.words_out[<int64_t> u * self.K + j] = self.word[j]
        if self.mode == MODE_MARK:
            if zero:
                self.P[u] = 0 if self.misere else 1
            else:
                anyP = False
                for i in range(self.nw):
                    if T[i] & self.Pbits[i]:
                        anyP = True
                        break
                self.P[u] = 0 if anyP else 1
            if self.P[u]:
                self.Pbits[u >> 6] |= (<uint64_t> 1) << (u & 63)
        return 0

    cdef int _rec(self, int i, int u, uint64_t* T, bint zero, bint skip=False) except -1:
        # the positions with the exponents of the coordinates > i fixed (self.word); skip:
        # not the branch x_i = 0 (n_failure with after=)
        cdef int nw = self.nw, r, w, b, o, t, K = self.K
        cdef uint64_t* cur
        cdef uint64_t* nxt
        cdef uint64_t* tmp
        cdef uint64_t x
        self.ticks += 1
        if (self.ticks & 0xfff) == 0:
            # every 4096 steps of every search: a pending signal (Ctrl-C, the alarm of a
            # time budget) and the time budget stop it
            PyErr_CheckSignals()
            if self.checker is not None:
                self.checker()
        if i < 0:
            return self._leaf(u, T, zero)
        cur = self.buf + <int64_t> (2 * i) * nw
        nxt = cur + nw
        memcpy(cur, T, nw * sizeof(uint64_t))
        self.word[i] = 0
        r = 0 if skip else self._rec(i - 1, u, cur, zero)
        if r:
            return r
        while True:
            # T(x + e_i) = T(x) a_i  u  u S_i
            memset(nxt, 0, nw * sizeof(uint64_t))
            for w in range(nw if self.mode != MODE_WORDS else 0):
                x = cur[w]
                while x:
                    b = __builtin_ctzll(x)
                    x &= x - 1
                    t = self.delta[((w << 6) + b) * K + i]
                    nxt[t >> 6] |= (<uint64_t> 1) << (t & 63)
            for o in range(self.opt_start[i], self.opt_start[i + 1] if self.mode != MODE_WORDS else self.opt_start[i]):
                t = self.act(u, o)
                nxt[t >> 6] |= (<uint64_t> 1) << (t & 63)
            u = self.delta[u * K + i]
            self.word[i] += 1
            zero = False
            self.nstates += 1
            if self.mode == MODE_SEARCH:
                if self.has_bound and self._word_ge_bound():
                    self.word[i] = 0
                    return 2
                if not self._incorporate(u, nxt):
                    break
                if 0 <= self.max_states < self.nstates:
                    raise TypeLimitExceeded("more than %s types" % self.max_states)
            else:
                if self.seen[u]:
                    break
            tmp = cur
            cur = nxt
            nxt = tmp
            r = self._rec(i - 1, u, cur, False)
            if r:
                return r
        self.word[i] = 0
        return 0

    cdef int _run(self, int mode, bint skip=False) except -1:
        cdef uint64_t* T0 = self.buf + <int64_t> (2 * self.K) * self.nw
        memset(T0, 0, self.nw * sizeof(uint64_t))
        memset(self.word, 0, (self.K + 1) * sizeof(int))
        self.mode = mode
        if not skip:
            self.nstates = 0
        return self._rec(self.K - 1, 0, T0, True, skip)

    cdef bint _extends(self, Pretension prev) except -1:
        # whether self is prev with one more heap: the same states and claims, the columns
        # and the options of the heaps of prev the same
        cdef int u, j, o, t
        if self.n != prev.n or self.K != prev.K + 1 or self.misere != prev.misere:
            return False
        for u in range(self.n):
            if self.P[u] != prev.P[u]:
                return False
            for j in range(prev.K):
                if self.delta[u * self.K + j] != prev.delta[u * prev.K + j]:
                    return False
        for j in range(prev.K + 1):
            if self.opt_start[j] != prev.opt_start[j]:
                return False
        for o in range(prev.opt_start[prev.K] + 1):
            if self.let_start[o] != prev.let_start[o]:
                return False
        for t in range(prev.let_start[prev.opt_start[prev.K]]):
            if self.let[t] != prev.let[t]:
                return False
        return True

    cdef _copy_antichains(self, Pretension prev):
        # the antichains kept by prev, copied
        cdef int u, nw = self.nw
        self.ac_cnt = <int*> calloc(self.n, sizeof(int))
        self.ac_cap = <int*> calloc(self.n, sizeof(int))
        self.ac_slots = <int**> calloc(self.n, sizeof(int*))
        if self.ac_cnt == NULL or self.ac_cap == NULL or self.ac_slots == NULL:
            raise MemoryError("no memory for the antichains of the verification")
        for u in range(self.n):
            self.ac_cnt[u] = self.ac_cap[u] = prev.ac_cnt[u]
            if prev.ac_cnt[u]:
                self.ac_slots[u] = <int*> malloc(prev.ac_cnt[u] * sizeof(int))
                if self.ac_slots[u] == NULL:
                    raise MemoryError("no memory for the antichains of the verification")
                memcpy(self.ac_slots[u], prev.ac_slots[u], prev.ac_cnt[u] * sizeof(int))
        self.pool_size = self.pool_cap = prev.pool_size
        if prev.pool_size:
            self.pool = <uint64_t*> malloc(<int64_t> prev.pool_size * nw * sizeof(uint64_t))
            self.pool_pc = <int*> malloc(prev.pool_size * sizeof(int))
            if self.pool == NULL or self.pool_pc == NULL:
                raise MemoryError("no memory for the antichains of the verification")
            memcpy(self.pool, prev.pool, <int64_t> prev.pool_size * nw * sizeof(uint64_t))
            memcpy(self.pool_pc, prev.pool_pc, prev.pool_size * sizeof(int))
        self.free_cnt = self.free_cap = prev.free_cnt
        if prev.free_cnt:
            self.free_slots = <int*> malloc(prev.free_cnt * sizeof(int))
            if self.free_slots == NULL:
                raise MemoryError("no memory for the antichains of the verification")
            memcpy(self.free_slots, prev.free_slots, prev.free_cnt * sizeof(int))

    def words(self):
        r"""
        Return the least word of every state, a numpy ``int32`` array of shape
        ``(n, K)`` (exponents of the heaps); ``ValueError`` if some state is
        not reachable from the identity.
        """
        self._prepare_words()
        self._run(MODE_WORDS)
        return self._words_array()

    def mark(self):
        r"""
        Compute the P-portion by the recursion at the least word of every
        state (module documentation) and return it (numpy ``uint8`` array).
        """
        self._prepare_words()
        memset(self.Pbits, 0, self.nw * sizeof(uint64_t))
        memset(self.P, 0, self.n)
        self._run(MODE_MARK)
        self._words_array()
        return np.array([self.P[u] for u in range(self.n)], dtype=np.uint8)

    cdef _prepare_words(self):
        memset(self.seen, 0, self.n)
        if self.words_out == NULL:
            self.words_out = <int32_t*> calloc(max(1, <int64_t> self.n * self.K), sizeof(int32_t))
            if self.words_out == NULL:
                raise MemoryError("no memory for the words of %s states" % self.n)

    cdef _words_array(self):
        cdef int u, j
        cdef cnp.ndarray[int32_t, ndim=2] W = np.zeros((self.n, self.K), dtype=np.int32)
        for u in range(self.n):
            if not self.seen[u]:
                raise ValueError("the state %s is not reachable from the identity" % u)
            for j in range(self.K):
                W[u, j] = self.words_out[<int64_t> u * self.K + j]
        return W

    def n_failure(self, bound=None, keep=False, after=None):
        r"""
        Return the least N-failure (a tuple of ``K`` exponents), or ``None``
        if there is none (below ``bound``, a word, when given).

        With ``keep=True`` the antichains of types found are kept for
        :meth:`dominated`.

        With ``after`` (a :class:`Pretension` whose last search, complete:
        without ``bound``, with ``keep=True``, found no N-failure) when this
        pretension is ``after`` with one more heap (the same states, claims,
        columns and options of the heaps of ``after``, checked here; else
        ``ValueError``), the search starts from the antichains of ``after``
        at the positions with a nonzero last heap: the complete search visits
        the positions without it first, and there it repeats the search of
        ``after`` type for type (the lemma in the documentation of
        :mod:`~sage_latticegames.misere.heap.pretension`).  The result, the
        antichains and :meth:`states` are those of the complete search.

        TESTS::

            sage: import numpy as np
            sage: from sage_latticegames.misere.heap._pretension import Pretension
            sage: D = np.array([[1, 1], [0, 0]], dtype=np.int32); P = np.array([0, 1], dtype=np.uint8)
            sage: A = Pretension(D[:, :1].copy(), P, [[()], [()]], True); A.n_failure(keep=True)
            sage: B = Pretension(D, P, [[()], [()]], True); B.n_failure(keep=True, after=A), B.states()
            (None, 4)
            sage: C = Pretension(D, P, [[()], [()]], True); C.n_failure(keep=True), C.states()
            (None, 4)
            sage: B.n_failure(after=B)
            Traceback (most recent call last):
            ...
            ValueError: after= must be a pretension on one heap less, searched completely ...
        """
        cdef int j, r, u
        cdef Pretension prev
        if after is not None:
            prev = <Pretension?> after
            if (bound is not None or not prev.complete or prev.ac_slots == NULL
                    or not self._extends(prev)):
                raise ValueError("after= must be a pretension on one heap less, searched"
                                 " completely (keep=True, no bound) without an N-failure,"
                                 " with the same states, claims, columns and options")
        self._free_antichains()
        self.complete = 0
        if after is not None:
            self._copy_antichains(prev)
            self.nstates = prev.nstates
            if 0 <= self.max_states < self.nstates:
                # (the complete search would have stopped in the branch of after)
                self._free_antichains()
                raise TypeLimitExceeded("more than %s types" % self.max_states)
        else:
            self.ac_cnt = <int*> calloc(self.n, sizeof(int))
            self.ac_cap = <int*> calloc(self.n, sizeof(int))
            self.ac_slots = <int**> calloc(self.n, sizeof(int*))
            if self.ac_cnt == NULL or self.ac_cap == NULL or self.ac_slots == NULL:
                raise MemoryError("no memory for the antichains of the verification")
        self.has_bound = 0
        if bound is not None:
            self.has_bound = 1
            for j in range(self.K):
                self.bound[j] = int(bound[j])
        try:
            r = self._run(MODE_SEARCH, after is not None)
        finally:
            if not keep:
                self._free_antichains()
        if r == 1:
            return tuple(self.failure[j] for j in range(self.K))
        self.complete = 1 if keep and bound is None else 0
        return None

    def states(self):
        r"""
        Return the number of types visited by the last :meth:`n_failure`.
        """
        return self.nstates

    def dominated(self, int u, images):
        r"""
        Return whether a position with element ``u`` whose options have the
        elements ``images`` contains a type kept by the last
        ``n_failure(keep=True)`` (then it behaves, for N-failures, as a
        position found there: the mex interpolation of MisereSolver).
        """
        cdef int i, s, t
        cdef uint64_t* T
        if self.ac_slots == NULL:
            raise ValueError("no antichain kept: call n_failure(keep=True) first")
        T = <uint64_t*> calloc(self.nw, sizeof(uint64_t))
        try:
            for t in images:
                T[t >> 6] |= (<uint64_t> 1) << (t & 63)
            for i in range(self.ac_cnt[u]):
                s = self.ac_slots[u][i]
                if _subset(self.pool + <int64_t> s * self.nw, T, self.nw):
                    return True
            return False
        finally:
            free(T)

    def p_failure(self, words):
        r"""
        Return the least P-failure (module documentation) given the least
        ``words`` of the states (from :meth:`words`), or ``None``.
        """
        cdef cnp.ndarray[int32_t, ndim=2] W = np.ascontiguousarray(words, dtype=np.int32)
        cdef int u, j, o, K = self.K, i, best_u = -1, best_j = -1
        cdef int* cand = <int*> calloc(K + 1, sizeof(int))
        cdef int* best = <int*> calloc(K + 1, sizeof(int))
        cdef bint better
        try:
            for u in range(self.n):
                for j in range(K):
                    if not self.P[self.delta[u * K + j]]:
                        continue
                    for o in range(self.opt_start[j], self.opt_start[j + 1]):
                        if self.P[self.act(u, o)]:
                            for i in range(K):
                                cand[i] = W[u, i]
                            cand[j] += 1
                            better = best_u < 0
                            if not better:
                                for i in range(K - 1, -1, -1):
                                    if cand[i] != best[i]:
                                        better = cand[i] < best[i]
                                        break
                            if better:
                                memcpy(best, cand, K * sizeof(int))
                                best_u, best_j = u, j
                            break
            if best_u < 0:
                return None
            return tuple(best[i] for i in range(K))
        finally:
            free(cand)
            free(best)

    def element(self, word):
        r"""
        Return the element `\Phi(x)` of a word ``x`` (``K`` exponents).
        """
        cdef int u = 0, j, m
        for j in range(self.K):
            for m in range(int(word[j])):
                u = self.delta[u * self.K + j]
        return u
