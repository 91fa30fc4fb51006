# cython: boundscheck=False, wraparound=False, cdivision=True
r"""
Compiled kernel for normal-play squarefree lattice games

This is the dynamic program of Theorem 3 of [GM-E]: the set
`\mathcal{P}_0 = \mathcal{P} \cap \{0,1\}^d` of P-positions of a squarefree
game in normal play on `\NN^d` is computed with one byte per vertex of the
cube `\{0,1\}^d` and `O(2^d |\Gamma|)` operations.

A vertex `p \in \{0,1\}^d` is stored as the bit mask `\sum_i p_i 2^{i-1}`.
A squarefree move `\gamma` has exactly one positive entry, equal to `1`, at
an index `i`; it is legal from `p \in \{0,1\}^d` iff `p_i = 1`, and then
`(p - \gamma) \bmod 2 = p \oplus f` where the *flip mask* `f` consists of
bit `i` and the bits `j` with `\gamma_j` odd. By Theorem 6.11 of [GM] the
outcome of `p - \gamma` is that of `(p - \gamma) \bmod 2`, so

.. MATH::

    p \in \mathcal{P}_0 \iff p \oplus f \notin \mathcal{P}_0
    \text{ for every move } (i, f) \text{ with } p_i = 1.

The kernel receives the moves as two arrays ``pos`` (the positive index,
sorted increasingly) and ``flip`` (the flip masks), and ``start`` with
``start[i]:start[i+1]`` the moves whose positive index is ``i``.

Two strategies are provided.

- :func:`solve_ordered`: a single pass over the masks in increasing order.
  It is correct when every flip mask has its positive bit as highest bit
  (then every option of `p` is a smaller mask). The Python layer relabels the
  coordinates so that this holds, which is always possible for a rule set:
  a positivity functional `\ell` satisfies `\ell_i > \ell_j` whenever
  `\gamma_i = 1` and `\gamma_j < 0`.

- :func:`solve_dfs`: a memoized depth first search with an explicit stack,
  valid for any acyclic move graph; it detects cycles (which can only occur
  for vector sets violating the positivity axiom of Definition 2.3 of [GM]).

This module is internal; use :func:`sage_latticegames.squarefree.squarefree_P0`.
"""
import numpy as np
cimport numpy as cnp
from libc.stdlib cimport malloc, realloc, free
from libc.stdint cimport uint8_t, uint32_t, int32_t, int64_t

cnp.import_array()

ctypedef uint32_t mask_t

cdef extern from *:
    int __builtin_ctz(unsigned int) nogil

cdef enum:
    UNKNOWN = 0
    IS_P = 1
    IS_N = 2
    ON_STACK = 3


def solve_ordered(int d, cnp.ndarray[int32_t, ndim=1] start,
                  cnp.ndarray[uint32_t, ndim=1] flip):
    r"""
    Return the outcome array of the cube `\{0,1\}^d` (``1`` = P, ``0`` = N),
    assuming every move decreases the mask (see the module documentation).

    INPUT:

    - ``d`` -- the dimension (at most 32)
    - ``start`` -- ``int32`` array of length ``d + 1``: moves with positive
      index ``i`` are ``flip[start[i]:start[i+1]]``
    - ``flip`` -- ``uint32`` array of flip masks

    OUTPUT: a ``uint8`` numpy array of length `2^d`

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.squarefree._squarefree import solve_ordered
        sage: start = np.array([0, 1, 2], dtype=np.int32)
        sage: flip = np.array([1, 2], dtype=np.uint32)    # Gamma = {e1, e2}
        sage: solve_ordered(2, start, flip).tolist()
        [1, 0, 0, 1]
    """
    if d < 0 or d > 32:
        raise ValueError("the dimension must be between 0 and 32")
    cdef int64_t size = (<int64_t> 1) << d
    cdef cnp.ndarray[uint8_t, ndim=1] out = np.empty(size, dtype=np.uint8)
    cdef uint8_t* res = <uint8_t*> out.data
    cdef const int32_t* st = <const int32_t*> start.data
    cdef const mask_t* fl = <const mask_t*> flip.data
    cdef int64_t p
    cdef mask_t bits, low, q
    cdef int i, k, hi
    cdef uint8_t outcome
    with nogil:
        for p in range(size):
            outcome = IS_P
            bits = <mask_t> p
            while bits and outcome:
                low = bits & (~bits + 1)
                bits ^= low
                i = __builtin_ctz(low)
                hi = st[i + 1]
                for k in range(st[i], hi):
                    q = (<mask_t> p) ^ fl[k]
                    if res[q]:
                        outcome = 0
                        break
            res[p] = outcome
    return out


def solve_dfs(int d, cnp.ndarray[int32_t, ndim=1] start,
              cnp.ndarray[uint32_t, ndim=1] pos,
              cnp.ndarray[uint32_t, ndim=1] flip):
    r"""
    Return the outcome array of the cube `\{0,1\}^d` (``1`` = P, ``0`` = N)
    by a memoized depth first search with an explicit stack.

    INPUT:

    - ``d`` -- the dimension (at most 32)
    - ``start`` -- ``int32`` array of length ``d + 1`` (see :func:`solve_ordered`)
    - ``pos`` -- ``uint32`` array: positive index of each move, sorted
    - ``flip`` -- ``uint32`` array of flip masks

    OUTPUT: a ``uint8`` numpy array of length `2^d`

    Raises ``ValueError`` if the move graph on the cube has a cycle.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.squarefree._squarefree import solve_dfs
        sage: start = np.array([0, 1, 2], dtype=np.int32)
        sage: pos = np.array([0, 1], dtype=np.uint32)
        sage: flip = np.array([1, 2], dtype=np.uint32)
        sage: solve_dfs(2, start, pos, flip).tolist()
        [1, 0, 0, 1]
        sage: flip = np.array([3, 3], dtype=np.uint32)  # e1 - e2 and e2 - e1
        sage: solve_dfs(2, start, pos, flip)
        Traceback (most recent call last):
        ...
        ValueError: the moves have a cycle on {0,1}^d: the vectors violate
        the positivity axiom (Definition 2.3 of [GM])
    """
    if d < 0 or d > 32:
        raise ValueError("the dimension must be between 0 and 32")
    cdef int64_t size = (<int64_t> 1) << d
    cdef cnp.ndarray[uint8_t, ndim=1] state_arr = np.zeros(size, dtype=np.uint8)
    cdef uint8_t* state = <uint8_t*> state_arr.data
    cdef const int32_t* st = <const int32_t*> start.data
    cdef const mask_t* ps = <const mask_t*> pos.data
    cdef const mask_t* fl = <const mask_t*> flip.data
    cdef int m = st[d]
    cdef int64_t capacity = 1024, top, root
    cdef mask_t* stack_p = <mask_t*> malloc(capacity * sizeof(mask_t))
    cdef int32_t* stack_k = <int32_t*> malloc(capacity * sizeof(int32_t))
    cdef mask_t p, q
    cdef int32_t k
    cdef uint8_t s
    cdef bint cycle = False, pushed, oom = False
    if stack_p == NULL or stack_k == NULL:
        free(stack_p)
        free(stack_k)
        raise MemoryError
    with nogil:
        for root in range(size):
            if state[root] != UNKNOWN:
                continue
            top = 0
            stack_p[0] = <mask_t> root
            stack_k[0] = 0
            state[root] = ON_STACK
            while top >= 0:
                p = stack_p[top]
                k = stack_k[top]
                pushed = False
                while k < m:
                    if not ((p >> ps[k]) & 1):
                        k = st[ps[k] + 1]
                        continue
                    q = p ^ fl[k]
                    s = state[q]
                    if s == IS_N:
                        k += 1
                    elif s == IS_P:
                        break
                    elif s == ON_STACK:
                        cycle = True
                        break
                    else:
                        stack_k[top] = k
                        top += 1
                        if top == capacity:
                            capacity *= 2
                            stack_p = <mask_t*> realloc(stack_p, capacity * sizeof(mask_t))
                            stack_k = <int32_t*> realloc(stack_k, capacity * sizeof(int32_t))
                            if stack_p == NULL or stack_k == NULL:
                                oom = True
                                break
                        stack_p[top] = q
                        stack_k[top] = 0
                        state[q] = ON_STACK
                        pushed = True
                        break
                if cycle or oom:
                    break
                if pushed:
                    continue
                state[p] = IS_P if k == m else IS_N
                top -= 1
            if cycle or oom:
                break
    free(stack_p)
    free(stack_k)
    if oom:
        raise MemoryError
    if cycle:
        raise ValueError("the moves have a cycle on {0,1}^d: the vectors violate "
                         "the positivity axiom (Definition 2.3 of [GM])")
    return (state_arr == IS_P).view(np.uint8)


def permute_cube(cnp.ndarray[uint8_t, ndim=1] values, sigma):
    r"""
    Relabel the coordinates of an array indexed by the masks of `\{0,1\}^d`.

    Returns ``out`` with ``out[m'] = values[m]`` where ``m'`` has bit
    ``sigma[j]`` set iff ``m`` has bit ``j`` set.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.squarefree._squarefree import permute_cube
        sage: v = np.array([0, 1, 0, 0], dtype=np.uint8)   # the point e1
        sage: permute_cube(v, [1, 0]).tolist()            # becomes e2
        [0, 0, 1, 0]
    """
    cdef int d = len(sigma)
    cdef int64_t size = (<int64_t> 1) << d
    if values.shape[0] != size:
        raise ValueError("the array length must be 2^d")
    if sorted(sigma) != list(range(d)):
        raise ValueError("sigma must be a permutation of 0, ..., d-1")
    # one lookup table per byte of the mask
    cdef int nbytes = (d + 7) // 8
    cdef cnp.ndarray[uint32_t, ndim=2] table = np.zeros((max(nbytes, 1), 256), dtype=np.uint32)
    cdef int b, v, j
    for b in range(nbytes):
        for v in range(256):
            acc = 0
            for j in range(8):
                if (v >> j) & 1 and 8 * b + j < d:
                    acc |= 1 << sigma[8 * b + j]
            table[b, v] = acc
    cdef cnp.ndarray[uint8_t, ndim=1] out = np.empty(size, dtype=np.uint8)
    cdef uint8_t* src = <uint8_t*> values.data
    cdef uint8_t* dst = <uint8_t*> out.data
    cdef const uint32_t* tab = <const uint32_t*> table.data
    cdef int64_t x
    cdef mask_t y
    with nogil:
        for x in range(size):
            y = 0
            for b in range(nbytes):
                y |= tab[256 * b + ((x >> (8 * b)) & 255)]
            dst[y] = src[x]
    return out
