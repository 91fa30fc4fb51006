# cython: boundscheck=False, wraparound=False, cdivision=True, language_level=3
r"""
Compiled kernels of the exact proof of a candidate quotient

The loops of :mod:`~sage_latticegames.misere.heap.verification` written in C
(Plambeck--Siegel, *Misère quotients for impartial games*; Definition 4.7 of
[Guo]): the exact inclusion order of the languages of the classes of the
verification automaton (:func:`language_order`, rows packed in 64-bit words;
:func:`language_masks`, :class:`LanguageOrder`).  The least words of the
states of a finite commutative monoid are in
:mod:`~sage_latticegames.misere.monoid._monoid` (``weighted_representatives``
still imports from here).

EXAMPLES::

    sage: import numpy as np
    sage: from sage_latticegames.misere.heap._kernels import language_order, weighted_representatives
    sage: V = np.array([[True, False], [True, True], [False, False]])
    sage: language_order(V).astype(int).tolist()
    [[1, 1, 0], [0, 1, 0], [1, 1, 1]]
    sage: from sage_latticegames.misere.monoid._monoid import weighted_representatives as w
    sage: weighted_representatives is w
    True
"""
import numpy as np
cimport numpy as cnp
from libc.stdint cimport uint8_t, uint64_t

# the old path of the least words (THE copy is in misere/monoid)
from sage_latticegames.misere.monoid._monoid import weighted_representatives  # noqa: F401

cnp.import_array()


def language_order(V):
    r"""
    Return the boolean matrix ``le`` with ``le[c, d]`` true iff every
    column ``q`` with ``V[c, q]`` has ``V[d, q]`` (the rows of the classes
    of :func:`~sage_latticegames.misere.heap.verification._heap_automaton`: the
    language of ``c`` is contained in that of ``d``).

    INPUT: ``V`` -- a boolean matrix (``m`` rows)

    OUTPUT: a boolean numpy matrix of shape ``(m, m)``

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap._kernels import language_order
        sage: V = np.random.RandomState(1).rand(30, 70) < 0.5
        sage: le = language_order(V)
        sage: all(le[c, d] == (V[c] <= V[d]).all() for c in range(30) for d in range(30))
        True
    """
    V = np.ascontiguousarray(V, dtype=bool)
    cdef Py_ssize_t m = V.shape[0], n = V.shape[1]
    cdef Py_ssize_t words = (n + 63) // 64
    bits = np.zeros((m, words * 64), dtype=np.uint8)
    bits[:, :n] = V
    packed_arr = np.packbits(bits, axis=1, bitorder="little").view(np.uint64).reshape(m, words)
    packed_arr = np.ascontiguousarray(packed_arr)
    cdef const uint64_t[:, ::1] packed = packed_arr
    out = np.empty((m, m), dtype=np.uint8)
    cdef uint8_t[:, ::1] le = out
    cdef Py_ssize_t c, d, w
    cdef uint64_t acc
    with nogil:
        for c in range(m):
            for d in range(m):
                acc = 0
                for w in range(words):
                    acc |= packed[c, w] & ~packed[d, w]
                    if acc:
                        break
                le[c, d] = acc == 0
    return out.astype(bool)


def language_masks(V):
    r"""
    Return ``(live, down, up)`` for the rows ``V`` of the classes of
    :func:`~sage_latticegames.misere.heap.verification._heap_automaton` (see
    :func:`~sage_latticegames.misere.heap.verification._language_masks`, which
    this computes): ``live[c]`` says whether the row of ``c`` is not zero
    (its language is not empty); ``down[c]`` (an integer, one bit per
    class) lists the live classes ``d`` with ``V[d] <= V[c]``, ``up[c]`` the
    classes ``d`` with ``V[c] <= V[d]`` and not ``V[d] <= V[c]``; both are
    ``0`` for a class that is not live.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap._kernels import language_masks
        sage: live, down, up = language_masks(np.array([[True, False], [True, True], [False, False]]))
        sage: live.tolist(), down, up
        ([True, True, False], [1, 3, 0], [2, 0, 0])
    """
    V = np.ascontiguousarray(V, dtype=bool)
    cdef Py_ssize_t m = V.shape[0]
    live_arr = np.ascontiguousarray(V.any(axis=1).astype(np.uint8))
    le_arr = np.ascontiguousarray(language_order(V).astype(np.uint8))
    cdef const uint8_t[:, ::1] le = le_arr
    cdef const uint8_t[::1] live = live_arr
    cdef Py_ssize_t words = (m + 63) // 64
    down_arr = np.zeros((m, words), dtype=np.uint64)
    up_arr = np.zeros((m, words), dtype=np.uint64)
    cdef uint64_t[:, ::1] dn = down_arr
    cdef uint64_t[:, ::1] upm = up_arr
    cdef Py_ssize_t c, d
    cdef uint64_t one = 1
    with nogil:
        for c in range(m):
            if not live[c]:
                continue
            for d in range(m):
                if live[d] and le[d, c]:
                    dn[c, d >> 6] |= one << (d & 63)
                if le[c, d] and not le[d, c]:
                    upm[c, d >> 6] |= one << (d & 63)
    down = [int.from_bytes(r.astype("<u8").tobytes(), "little") for r in down_arr]
    up = [int.from_bytes(r.astype("<u8").tobytes(), "little") for r in up_arr]
    return live_arr.astype(bool), down, up


cdef class LanguageOrder:
    r"""
    The inclusion order of the rows of a boolean matrix ``V`` (the classes
    of :func:`~sage_latticegames.misere.heap.verification._heap_automaton`, see
    :func:`language_masks`), computed one class at a time when asked: the
    search of
    :func:`~sage_latticegames.misere.heap.verification._verify_heap_moves_antichain`
    meets only some of the classes (a refuted candidate often very few).

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap._kernels import LanguageOrder, language_masks
        sage: V = np.random.RandomState(2).rand(40, 90) < 0.3
        sage: O = LanguageOrder(V); live, down, up = language_masks(V)
        sage: O.live == live.tolist()
        True
        sage: all(O.down(c) == down[c] and O.up(c) == up[c] for c in range(40))
        True
    """
    cdef object packed_arr
    cdef object live_arr
    cdef readonly list live
    cdef Py_ssize_t m, words

    def __init__(self, V):
        V = np.ascontiguousarray(V, dtype=bool)
        self.m = V.shape[0]
        n = V.shape[1]
        self.words = (n + 63) // 64
        bits = np.zeros((self.m, self.words * 64), dtype=np.uint8)
        bits[:, :n] = V
        self.packed_arr = np.ascontiguousarray(
            np.packbits(bits, axis=1, bitorder="little").view(np.uint64).reshape(self.m, self.words))
        self.live_arr = np.ascontiguousarray(V.any(axis=1).astype(np.uint8))
        self.live = self.live_arr.astype(bool).tolist()

    cdef object _mask(self, Py_ssize_t c, bint below):
        # below: the live d with V[d] <= V[c]; else the d with V[c] < V[d] strictly
        cdef const uint64_t[:, ::1] packed = self.packed_arr
        cdef const uint8_t[::1] live = self.live_arr
        cdef Py_ssize_t m = self.m, words = self.words, d, w
        out = np.zeros((m + 63) // 64, dtype=np.uint64)
        cdef uint64_t[::1] res = out
        cdef uint64_t a, b, one = 1
        if not live[c]:
            return 0
        with nogil:
            for d in range(m):
                if below:
                    if not live[d]:
                        continue
                    a = 0
                    for w in range(words):
                        a |= packed[d, w] & ~packed[c, w]
                        if a:
                            break
                    if a == 0:
                        res[d >> 6] |= one << (d & 63)
                else:
                    a = 0
                    b = 0
                    for w in range(words):
                        a |= packed[c, w] & ~packed[d, w]
                        b |= packed[d, w] & ~packed[c, w]
                        if a:
                            break
                    if a == 0 and b != 0:
                        res[d >> 6] |= one << (d & 63)
        return int.from_bytes(out.astype("<u8").tobytes(), "little")

    def down(self, Py_ssize_t c):
        r"""
        Return the bit mask of the live classes whose rows are contained in
        that of ``c`` (``0`` if ``c`` is not live).
        """
        return self._mask(c, True)

    def up(self, Py_ssize_t c):
        r"""
        Return the bit mask of the classes whose rows strictly contain that
        of ``c`` (``0`` if ``c`` is not live).
        """
        return self._mask(c, False)
