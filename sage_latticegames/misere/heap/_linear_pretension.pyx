# cython: boundscheck=False, wraparound=False, cdivision=True, language_level=3
r"""
Compiled kernel of the table of a linear pretension

The recursion of the game on the least representatives of the pairs `(u,
t)` of a linear pretension `\Psi(x) = (\kappa(x), \langle w, x\rangle)`
(:meth:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension._table`,
which prepares its arrays; the construction and its theorems are in the
documentation of :mod:`~sage_latticegames.misere.heap.linear_pretension`):
the nodes by levels of equal size (the positivity witness of the game), a
node P (``1``) when no option is P, N (``0``) when one is (or when it is
defeated), ``-2`` when an option leaves the range of counters or reads an
undetermined entry; ``-1`` where there is no representative.  The elements
`\varphi(x - e_h)` of `F` outside `S` are carried along the paths of the
representatives, from each parent (its level is an earlier one).

EXAMPLES:

Misère Nim with heaps of size `1` (one coordinate, a trivial class and the
counter `t = x` in `[0, 4]`): the P-positions are the odd numbers of heaps::

    sage: import numpy as np
    sage: from sage_latticegames.misere.heap._linear_pretension import pretension_table
    sage: X = np.arange(5).reshape(5, 1)
    sage: parent, gen = np.array([-1, 0, 1, 2, 3]), np.array([-1, 0, 0, 0, 0])
    sage: moves = [(0, np.array([0]), 0, -1)]      # remove the heap, leave nothing
    sage: pretension_table(X, parent, gen, np.arange(5), [0, 1, 2, 3, 4, 5], [(0,)],
    ....:                  (0,), (), [0], [1], [1], np.zeros((1, 0)), [[0]], moves, 5, 0, 1).tolist()
    [0, 1, 0, 1, 0]
"""
import numpy as np
cimport numpy as cnp
from libc.stdint cimport int8_t, int32_t, int64_t

cnp.import_array()


def pretension_table(X, parent, gen, order, starts, defeated, S, Sc, iS, pS, radix, F, M, moves,
                     Py_ssize_t nt, int64_t TL, int64_t RS, check=None, exits=None):
    r"""
    Return the table `A` of the pairs `(u, t)` (flat, indexed by the node
    ``u * nt + t - TL``; ``int8``: ``1`` P, ``0`` N, ``-1`` no
    representative, ``-2`` not determined within the range), computed by
    the recursion of the game on the least representatives, level by level:
    every node of a level reads the table as it was before the level.

    INPUT:

    - ``X`` -- the counts of the representatives (one row per node, ``d``
      columns; rows of ``-1`` where there is none)
    - ``parent``, ``gen`` -- the paths: ``X[node] = X[parent[node]] +
      e_{gen[node]}`` (``-1`` at the empty position)
    - ``order`` -- the nodes with a representative, by increasing size
    - ``starts`` -- the levels: the nodes ``order[starts[i]:starts[i+1]]``
      have equal sizes
    - ``defeated`` -- the defeated positions (their nodes are N)
    - ``S``, ``Sc`` -- the coordinates with a cycle and those of the monoid
    - ``iS``, ``pS``, ``radix`` -- the indices and periods of the cycles of
      ``S`` and the radix of their classes
    - ``F``, ``M`` -- the transition table of the monoid `F` (one column per
      coordinate of ``Sc``) and its multiplication table
    - ``moves`` -- the quadruples ``(h, yc, fy, shift)`` of
      :meth:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension._move_counts`
    - ``nt``, ``TL``, ``RS`` -- the number of counters, the least one, and
      the number of classes of ``S`` (a class ``u`` is ``f * RS + (classes
      of S) . radix``)
    - ``check`` -- (optional) a function called before every level (to
      raise at a time limit)
    - ``exits`` -- (optional) one boolean per class ``u``: the positions of
      the class have a move out of the coordinates of the table to a
      P-position (the slices of
      :mod:`~sage_latticegames.misere.heap.slice_pretension`); their nodes
      are N

    OUTPUT: a numpy array of ``int8``, one entry per row of ``X``

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
        sage: K = games.octal('0.77', 3, play='misere')
        sage: F = [[4 * (a + 1 if a < 3 else 2) + b, 4 * a + (b + 1 if b < 3 else 2)]
        ....:      for a in range(4) for b in range(4)]
        sage: for L in [LinearPretension(K, (1, 0, -1), (2, 2, 2), (2, 2, 2), window=6, period=4),
        ....:           LinearPretension(K, (0, 0, 1), (None, None, 2), (None, None, 2),
        ....:                            window=8, monoid=F)]:
        ....:     nu = len(L._F) * L._RS
        ....:     X = L._representatives(nu, L._TL, L._TH)[0]
        ....:     A = L._table(nu, L._TL, L._TH, None).ravel()    # through this kernel
        ....:     real = X[:, 0] >= 0
        ....:     print(sorted(set(A[~real].tolist())), int((A[real] != -2).sum()),
        ....:           all(A[n] == (X[n].any() and K.is_P_position(tuple(X[n])))
        ....:               for n in range(len(X)) if real[n] and A[n] != -2))
        [-1] 825 True
        [-1] 304 True
    """
    cdef const int64_t[:, ::1] x = np.ascontiguousarray(X, dtype=np.int64)
    cdef const int64_t[::1] par = np.ascontiguousarray(parent, dtype=np.int64)
    cdef const int64_t[::1] gn = np.ascontiguousarray(gen, dtype=np.int64)
    cdef const int64_t[::1] od = np.ascontiguousarray(order, dtype=np.int64)
    cdef const int64_t[::1] st = np.ascontiguousarray(starts, dtype=np.int64)
    cdef Py_ssize_t N = x.shape[0], d = x.shape[1], R = od.shape[0]
    cdef const int64_t[:, ::1] dft = np.ascontiguousarray(
        np.array(defeated, dtype=np.int64).reshape(-1, d))
    cdef const int64_t[::1] Sv = np.ascontiguousarray(S, dtype=np.int64)
    cdef const int64_t[::1] idx = np.ascontiguousarray(iS, dtype=np.int64)
    cdef const int64_t[::1] per = np.ascontiguousarray(pS, dtype=np.int64)
    cdef const int64_t[::1] rad = np.ascontiguousarray(radix, dtype=np.int64)
    cdef const int64_t[:, ::1] Ft = np.ascontiguousarray(F, dtype=np.int64)
    cdef const int64_t[:, ::1] Mt = np.ascontiguousarray(M, dtype=np.int64)
    cdef Py_ssize_t s = Sv.shape[0], m = len(Sc), nd = dft.shape[0], nm = len(moves)
    cdef int64_t TH = TL + nt - 1
    # the index of each coordinate in Sc (-1 in S)
    Sc_index_arr = np.full(d, -1, dtype=np.int64)
    Sc_index_arr[list(Sc)] = np.arange(m, dtype=np.int64)
    cdef const int64_t[::1] Sc_index = Sc_index_arr
    # the moves: the heap removed, the change of the counts of S (yc - e_h on S), the
    # element of F of the heaps left outside S, the shift of the counter
    mh_arr = np.zeros(nm, dtype=np.int64)
    dS_arr = np.zeros((nm, s), dtype=np.int64)
    fy_arr = np.zeros(nm, dtype=np.int64)
    shift_arr = np.zeros(nm, dtype=np.int64)
    Slist = [int(h) for h in np.asarray(S, dtype=np.int64)]
    for im, (h, yc, fy, shift) in enumerate(moves):
        yc = np.asarray(yc, dtype=np.int64)
        mh_arr[im], fy_arr[im], shift_arr[im] = int(h), int(fy), int(shift)
        for ks, hk in enumerate(Slist):
            dS_arr[im, ks] = int(yc[hk]) - (1 if hk == int(h) else 0)
    cdef const int64_t[::1] mh = mh_arr
    cdef const int64_t[:, ::1] dS = dS_arr
    cdef const int64_t[::1] mfy = fy_arr
    cdef const int64_t[::1] msh = shift_arr
    out = np.full(N, -1, dtype=np.int8)
    cdef int8_t[::1] A = out
    exit_arr = np.zeros(N // nt if exits is None else len(exits), dtype=np.int8)
    if exits is not None:
        exit_arr[:] = np.asarray(exits, dtype=bool)
        if len(exit_arr) * nt != N:
            raise ValueError("exits must have one entry per class (%s), got %s"
                             % (N // nt, len(exit_arr)))
    cdef const int8_t[::1] ex = exit_arr
    # the rank of each node in the order, and tau[rank, j] = phi(X[node] - e_{Sc[j]}) outside
    # S (-1: no such heap), from the parent's
    rank_arr = np.full(N if m else 0, -1, dtype=np.int32)
    tau_arr = np.full((R if m else 0, m), -1, dtype=np.int32)
    cdef int32_t[::1] rank = rank_arr
    cdef int32_t[:, ::1] tau = tau_arr
    cdef Py_ssize_t i, j, k, mv, lo, hi, lev, node, p, pr, big = 0
    if m:
        for i in range(R):
            rank[od[i]] = <int32_t> i
    for lev in range(st.shape[0] - 1):
        big = max(big, st[lev + 1] - st[lev])
    buf_arr = np.zeros(big, dtype=np.int8)
    cdef int8_t[::1] buf = buf_arr
    cdef int64_t t, t2, phi, gc, rem, u2, c, g
    cdef int32_t v32
    cdef int8_t val, v
    cdef bint same
    for lev in range(st.shape[0] - 1):
        if check is not None:
            check()
        lo, hi = st[lev], st[lev + 1]
        with nogil:
            for i in range(lo, hi):
                node = od[i]
                phi = node // nt // RS
                t = node % nt + TL
                # tau of the node, from its parent's (in an earlier level)
                if m:
                    p = par[node]
                    if p < 0:
                        for j in range(m):
                            tau[i, j] = -1
                    else:
                        pr = rank[p]
                        g = gn[node]
                        gc = Sc_index[g]
                        if gc >= 0:         # the heap added is outside S
                            for j in range(m):
                                v32 = tau[pr, j]
                                tau[i, j] = <int32_t> Ft[v32, gc] if v32 >= 0 else v32
                            tau[i, gc] = <int32_t> (p // nt // RS)
                        else:
                            for j in range(m):
                                tau[i, j] = tau[pr, j]
                # a defeated position is N
                same = False
                for k in range(nd):
                    same = True
                    for j in range(d):
                        if x[node, j] != dft[k, j]:
                            same = False
                            break
                    if same:
                        break
                if same or ex[node // nt]:
                    buf[i - lo] = 0
                    continue
                val = 1
                for mv in range(nm):
                    g = mh[mv]
                    if x[node, g] <= 0:
                        continue
                    t2 = t + msh[mv]
                    if t2 < TL or t2 > TH:
                        val = -2
                        continue
                    # phi((x - e_h) outside S), times the element of the heaps left
                    if Sc_index[g] < 0:
                        rem = phi
                    else:
                        rem = tau[i, Sc_index[g]]
                        if rem < 0:
                            rem = 0
                    u2 = Mt[rem, mfy[mv]] * RS
                    for k in range(s):
                        c = x[node, Sv[k]] + dS[mv, k]
                        if c < 0:
                            c = 0
                        if c >= idx[k]:
                            c = idx[k] + (c - idx[k]) % per[k]
                        u2 += c * rad[k]
                    v = A[u2 * nt + t2 - TL]
                    if v == 1:
                        val = 0
                        break
                    if v < 0:
                        val = -2
                buf[i - lo] = val
            for i in range(lo, hi):
                A[od[i]] = buf[i - lo]
    return out
