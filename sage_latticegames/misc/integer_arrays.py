r"""
Integer arrays: exact integer linear algebra on numpy arrays of points

Arrays of points are ``int64`` numpy arrays of shape ``(N, d)``, or arrays of
Python integers (``dtype=object``) when an entry is too large for exact
``int64`` arithmetic (:data:`INT64_SAFE`): :func:`int_array`,
:func:`max_abs`, the exact products and differences :func:`matmul_exact`,
:func:`difference_exact`, :func:`add_exact`, the row sets :func:`row_view`, :func:`rows_in`,
and the classes of points under integer linear forms modulo integers
(:func:`residues`, :class:`ResidueClasses`: the classes modulo a lattice
`\ZZ A` read off the Smith normal form of its generators, used to index the
translates of affine stratifications and the terms of rational strategies).

This module is part of the leaf package :mod:`sage_latticegames.misc`.
"""
import sage.rings.integer  # noqa: F401
import numpy as np

from sage.rings.integer_ring import ZZ

#: entries of int64 computations stay below this bound (else Python integers are used)
INT64_SAFE = 2**62


def int_array(points, d):
    r"""
    Return ``points`` as an ``(N, d)`` ``int64`` array (Python integers in an
    ``object`` array if an entry is too large).

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_arrays import int_array
        sage: int_array([(1, 2), (3, 4)], 2).dtype, int_array([(2^70, 0)], 2).dtype
        (dtype('int64'), dtype('O'))
        sage: int_array([], 3).shape
        (0, 3)

    Python integers beyond ``int64`` (which ``numpy`` would read as
    floating point numbers) stay exact; floating point entries are refused::

        sage: int_array([(int(2**63), -1)], 2).tolist()
        [[9223372036854775808, -1]]
        sage: int_array([(float(1.5), 2)], 2)
        Traceback (most recent call last):
        ...
        TypeError: the array of points must have an integer dtype, not float64
        sage: int_array([(1.5, 2)], 2)
        Traceback (most recent call last):
        ...
        TypeError: the points must have integer entries
        sage: int_array([(int(2**64), float(1))], 2)
        Traceback (most recent call last):
        ...
        TypeError: the points must have integer entries
    """
    X = np.asarray(points)
    if X.dtype.kind == "f" and not isinstance(points, np.ndarray):
        Y = np.array(points, dtype=object)
        if not any(isinstance(x, (float, np.floating)) for x in Y.flat):
            X = Y
        elif any(abs(x) >= INT64_SAFE for x in Y.flat if isinstance(x, int)):
            raise TypeError("the points must have integer entries")
    if X.size == 0:
        return np.zeros((0, d), dtype=np.int64)
    if X.ndim != 2 or X.shape[1] != d:
        raise ValueError("expected an array of points with %s coordinates, got shape %s"
                         % (d, X.shape))
    if X.dtype.kind not in "iuO":
        raise TypeError("the array of points must have an integer dtype, not %s" % X.dtype)
    if X.dtype.kind == "O":
        try:
            X = np.array([[int(ZZ(x)) if not isinstance(x, (float, np.floating, str, bytes)) else None
                           for x in row] for row in X.tolist()], dtype=object)
            if any(x is None for x in X.flat):
                raise TypeError
        except TypeError:
            raise TypeError("the points must have integer entries") from None
        if not X.size or int(np.abs(X).max()) < INT64_SAFE:
            return X.astype(np.int64)
        return X
    if X.dtype.kind == "u" and X.max() >= INT64_SAFE:
        return X.astype(object)
    return X.astype(np.int64, copy=False)


def max_abs(X):
    r"""
    Return the largest absolute value of an entry of the integer array ``X``
    as a Python integer (`0` for an empty array), without the ``int64``
    overflow of ``abs(-2^63)``.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import max_abs
        sage: max_abs(np.array([[-2**63, 1]])), max_abs(np.zeros((0, 2), dtype=np.int64))
        (9223372036854775808, 0)
    """
    if not X.size:
        return 0
    return max(int(X.max()), -int(X.min()))


def matmul_exact(X, M):
    r"""
    Return ``X @ M.T`` exactly, for an integer array ``X`` of shape ``(N, d)``
    and a list ``M`` of integer rows of length ``d``: in ``int64`` when no
    overflow can occur, with Python integers otherwise.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import matmul_exact
        sage: matmul_exact(np.array([[1, 2], [3, 4]]), [[1, 1], [0, 2]]).tolist()
        [[3, 4], [7, 8]]
        sage: matmul_exact(np.array([[2**40, 1]]), [[2**30, 0]]).tolist()
        [[1180591620717411303424]]
        sage: matmul_exact(np.array([[-2**63]]), [[1]]).tolist()
        [[-9223372036854775808]]
    """
    rows = [[int(x) for x in row] for row in M]
    N = X.shape[0]
    if not rows:
        return np.zeros((N, 0), dtype=np.int64)
    xmax = max_abs(X)
    mmax = max(sum(abs(x) for x in row) for row in rows)
    if X.dtype != object and xmax * mmax < INT64_SAFE:
        return X @ np.array(rows, dtype=np.int64).T
    return X.astype(object) @ np.array(rows, dtype=object).T


def difference_exact(X, Y):
    r"""
    Return ``X - Y`` exactly for two integer arrays of the same shape: in
    ``int64`` when no overflow can occur, with Python integers otherwise.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import difference_exact
        sage: difference_exact(np.array([[1, 2]]), np.array([[3, 5]])).tolist()
        [[-2, -3]]
        sage: difference_exact(np.array([[0, 5]]), np.array([[2**63 - 2, 1]])).tolist()
        [[-9223372036854775806, 4]]
    """
    return _exact(np.subtract, X, Y)


def add_exact(X, Y):
    r"""
    Return ``X + Y`` exactly for integer arrays (broadcast as numpy does):
    in ``int64`` when no overflow can occur, with Python integers otherwise.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import add_exact
        sage: add_exact(np.array([[1, 2], [3, 4]]), np.array([[2**62, 0]])).tolist()
        [[4611686018427387905, 2], [4611686018427387907, 4]]
    """
    return _exact(np.add, X, Y)


def _exact(op, X, Y):
    r"""
    Apply ``op`` (``np.add`` or ``np.subtract``) to broadcast integer arrays,
    in ``int64`` when both are below :data:`INT64_SAFE` in absolute value.
    """
    X, Y = np.broadcast_arrays(np.asarray(X), np.asarray(Y))
    if X.dtype != object and Y.dtype != object and max(max_abs(X), max_abs(Y)) < INT64_SAFE:
        return op(X, Y)
    return op(X.astype(object), Y.astype(object))


def row_view(X):
    r"""
    Return a 1-dimensional view of the rows of the ``int64`` array ``X``
    (for set operations on rows, see :func:`rows_in`).
    """
    X = np.ascontiguousarray(X, dtype=np.int64)
    return X.view(np.dtype((np.void, X.dtype.itemsize * X.shape[1]))).ravel()


def rows_in(X, Y):
    r"""
    Return the boolean array telling which rows of ``X`` are rows of ``Y``
    (two ``int64`` arrays with the same number of columns).

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import rows_in
        sage: rows_in(np.array([[1, 2], [3, 4], [1, 2]]), np.array([[1, 2], [5, 6]])).tolist()
        [True, False, True]
    """
    if len(X) == 0 or len(Y) == 0 or X.shape[1] == 0:
        return np.full(len(X), len(Y) > 0 and len(X) > 0, dtype=bool)
    return np.isin(row_view(X), row_view(Y))


def residues(X, rows, moduli):
    r"""
    Return the ``(N, k)`` array of the residues of the rows `x` of ``X``:
    column `j` is `r_j \cdot x \bmod s_j`, or `r_j \cdot x` when `s_j = 0`
    (exact, in ``int64`` or Python integers as :func:`matmul_exact`).

    INPUT:

    - ``X`` -- an ``(N, d)`` integer array (see :func:`int_array`)
    - ``rows`` -- `k` integer rows `r_j` of length `d`
    - ``moduli`` -- `k` nonnegative integers `s_j`

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import residues
        sage: residues(np.array([[3, -1], [4, 7]]), [[1, 0], [1, 1]], [2, 0]).tolist()
        [[1, 2], [0, 11]]
    """
    Y = matmul_exact(X, rows)
    for j, s in enumerate(moduli):
        if s:
            Y[:, j] %= int(s)
    return Y


class ResidueClasses():
    r"""
    The points of an array grouped by their :func:`residues` under integer
    linear forms `r_j` modulo integers `s_j \ge 0`.

    With the rows `r_j` of the matrix `U` of a Smith normal form `D = UGV`
    of a matrix `G` and the diagonal entries `s_j` of `D` (`s_j = 0` beyond
    the rank), two points have the same residues iff their difference lies
    in the group `\ZZ A` generated by the columns of `G` (see
    :class:`~sage_latticegames.misc.lattices.LatticeData`; the rows with
    `s_j = 1` can be left out).  The index is built once (``numpy``); a
    query for one point costs `O(dk)` integer operations and a dictionary
    look-up, whatever the number of points, and everything is exact for
    integers of any size.

    INPUT:

    - ``points`` -- an ``(N, d)`` integer array (see :func:`int_array`)
    - ``rows``, ``moduli`` -- as for :func:`residues`

    EXAMPLES:

    The classes modulo `2\ZZ^2` (parity masks)::

        sage: import numpy as np
        sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
        sage: C = ResidueClasses(np.array([[0, 0], [1, 0], [2, 0], [3, 1], [1, 2]]), [[1, 0], [0, 1]], [2, 2])
        sage: C.rows_of((5, 0)).tolist(), C.rows_of((1, 1)).tolist(), C.rows_of((0, 1)).tolist()
        ([1, 4], [3], [])
        sage: [(i.tolist(), k.tolist()) for i, k in C.pairs(np.array([[7, 2], [0, 1], [2**70, 2]]))]
        [([0, 0, 2, 2], [1, 4, 0, 2])]
        sage: len(C), C.num_classes()
        (5, 3)
    """

    def __init__(self, points, rows, moduli):
        self.rows = [[int(x) for x in r] for r in rows]
        self.moduli = [int(s) for s in moduli]
        K = residues(points, self.rows, self.moduli)
        self._n = K.shape[0]
        # one int64 code per point (mixed radix) when it fits, else a dictionary
        self._radices = None
        if K.dtype != object:
            radices, total = [], 1
            for j, s in enumerate(self.moduli):
                lo = 0 if s or not self._n else int(K[:, j].min())
                radix = s if s else (int(K[:, j].max()) - lo + 1 if self._n else 1)
                radices.append((lo, radix))
                total *= radix
            if total < INT64_SAFE:
                self._radices = radices
        if self._radices is not None:
            codes, ids = np.unique(self._codes(K)[0], return_inverse=True)
            self._sorted_codes = codes
            self._class = None
            nclasses = len(codes)
        else:
            where = {}
            ids = [where.setdefault(k, len(where)) for k in map(tuple, K.tolist())]
            self._class = where
            nclasses = len(where)
        ids = np.asarray(ids, dtype=np.int64).reshape(-1)
        self._order = np.argsort(ids, kind="stable")
        self._sizes = np.bincount(ids, minlength=nclasses).astype(np.int64)
        self._starts = np.cumsum(self._sizes) - self._sizes

    def _codes(self, K):
        r"""
        Return the mixed radix codes of the rows of the residue array ``K``
        and the boolean array of the rows whose digits are in range (the
        others are in no class of the points).
        """
        codes = np.zeros(K.shape[0], dtype=np.int64)
        ok = np.ones(K.shape[0], dtype=bool)
        for j, (lo, radix) in enumerate(self._radices):
            digit = K[:, j] - lo
            ok &= (digit >= 0) & (digit < radix)
            codes = codes * radix + np.where(ok, digit, 0).astype(np.int64)
        return codes, ok

    def __len__(self):
        return self._n

    def num_classes(self):
        r"""
        Return the number of classes (of nonempty classes met by the points).

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
            sage: ResidueClasses(np.array([[0], [2], [5]]), [[1]], [2]).num_classes()
            2
        """
        return len(self._sizes)

    def key(self, p):
        r"""
        Return the residues of one point ``p`` (a sequence of integers) as a tuple.

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
            sage: ResidueClasses(np.array([[0, 0]]), [[1, 1], [0, 1]], [3, 0]).key((2**64, -1))
            (0, -1)
        """
        out = []
        for r, s in zip(self.rows, self.moduli):
            v = 0
            for a, x in zip(r, p):
                if a:
                    v += a * x
            out.append(v % s if s else v)
        return tuple(out)

    def rows_of(self, p):
        r"""
        Return the increasing ``int64`` array of the indices of the points in
        the class of the point ``p``.

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
            sage: ResidueClasses(np.array([[0], [2], [5]]), [[1]], [2]).rows_of((10**30,)).tolist()
            [0, 1]
        """
        key = self.key(p)
        if self._radices is None:
            c = self._class.get(key)
        else:
            c, code = None, 0
            for v, (lo, radix) in zip(key, self._radices):
                if not 0 <= v - lo < radix:
                    break
                code = code * radix + v - lo
            else:
                c = int(np.searchsorted(self._sorted_codes, code))
                if c == len(self._sorted_codes) or self._sorted_codes[c] != code:
                    c = None
        if c is None:
            return self._order[:0]
        a = self._starts[c]
        return self._order[a:a + self._sizes[c]]

    def classes_of(self, X):
        r"""
        Return the ``int64`` array of the class numbers of the rows of the
        integer array ``X`` (`-1` for a class without points).

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
            sage: C = ResidueClasses(np.array([[0], [2], [5]]), [[1]], [2])
            sage: C.classes_of(np.array([[3], [4]])).tolist() == [C.classes_of(np.array([[5]]))[0], C.classes_of(np.array([[0]]))[0]]
            True
            sage: ResidueClasses(np.array([[0, 0]]), [[0, 1]], [0]).classes_of(np.array([[0, 1], [5, 0]])).tolist()
            [-1, 0]
        """
        K = residues(X, self.rows, self.moduli)
        N = K.shape[0]
        if not len(self._sizes) or not N:
            return np.full(N, -1, dtype=np.int64)
        if self._radices is None:
            get = self._class.get
            return np.array([get(k, -1) for k in map(tuple, K.tolist())], dtype=np.int64)
        if K.dtype == object:
            big = np.array([max(abs(int(x)) for x in row) >= INT64_SAFE if len(row) else False
                            for row in K.tolist()], dtype=bool)
            out = np.full(N, -1, dtype=np.int64)
            if (~big).any():
                out[~big] = self.classes_of_residues(K[~big].astype(np.int64))
            return out
        return self.classes_of_residues(K)

    def classes_of_residues(self, K):
        r"""
        Return the class numbers (`-1` for none) of the rows of an ``int64``
        array ``K`` of :func:`residues` (see :meth:`classes_of`).

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
            sage: C = ResidueClasses(np.array([[0, 0], [0, 3]]), [[0, 1]], [0])
            sage: C.classes_of_residues(np.array([[3], [1], [7]])).tolist()
            [1, -1, -1]
        """
        if self._radices is None:
            get = self._class.get
            return np.array([get(k, -1) for k in map(tuple, K.tolist())], dtype=np.int64)
        codes, ok = self._codes(K)
        c = np.searchsorted(self._sorted_codes, codes).clip(0, len(self._sorted_codes) - 1)
        ok &= self._sorted_codes[c] == codes
        return np.where(ok, c, -1).astype(np.int64)

    def pairs(self, X, chunk=10**6):
        r"""
        Iterate over the pairs of a row of ``X`` and an indexed point in the
        same class, as pairs of ``int64`` arrays ``(i, k)`` (row ``X[i[m]]``,
        point number ``k[m]``), in chunks of about ``chunk`` pairs (at least
        the pairs of one row), sorted by ``i`` and then ``k``.

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misc.integer_arrays import ResidueClasses
            sage: C = ResidueClasses(np.array([[0], [2], [5]]), [[1]], [2])
            sage: [(i.tolist(), k.tolist()) for i, k in C.pairs(np.array([[4], [1], [3]]), chunk=2)]
            [([0, 0], [0, 1]), ([1, 2], [2, 2])]
        """
        cx = self.classes_of(X)
        cnt = np.where(cx >= 0, self._sizes[np.maximum(cx, 0)] if len(self._sizes) else 0, 0)
        ends = np.cumsum(cnt)
        total = int(ends[-1]) if len(ends) else 0
        a = 0
        while a < len(cx) and total:
            done = int(ends[a - 1]) if a else 0
            b = max(int(np.searchsorted(ends, done + chunk, side="right")), a + 1)
            c = cnt[a:b]
            m = int(c.sum())
            if m:
                i = np.repeat(np.arange(a, b, dtype=np.int64), c)
                first = np.repeat(self._starts[cx[a:b].clip(0)] - (np.cumsum(c) - c), c)
                k = self._order[first + np.arange(m, dtype=np.int64)]
                yield i, k
            a = b
