r"""
Integer arrays: exact integer linear algebra on numpy arrays of points

Arrays of points are ``int64`` numpy arrays of shape ``(N, d)``, or arrays of
Python integers (``dtype=object``) when an entry is too large for exact
``int64`` arithmetic (:data:`INT64_SAFE`).

This module is part of the leaf package :mod:`sage_latticegames.misc`.
"""
import sage.all__sagemath_polyhedra  # noqa: F401
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
    """
    X = np.asarray(points)
    if X.size == 0:
        return np.zeros((0, d), dtype=np.int64)
    if X.ndim != 2 or X.shape[1] != d:
        raise ValueError("expected an array of points with %s coordinates, got shape %s"
                         % (d, X.shape))
    if X.dtype.kind not in "iuO":
        raise TypeError("the array of points must have an integer dtype, not %s" % X.dtype)
    if X.dtype.kind == "O":
        try:
            X = np.array([[int(ZZ(x)) for x in row] for row in X.tolist()], dtype=object)
        except TypeError:
            raise TypeError("the points must have integer entries")
        if not X.size or int(np.abs(X).max()) < INT64_SAFE:
            return X.astype(np.int64)
        return X
    if X.dtype.kind == "u" and X.max() >= INT64_SAFE:
        return X.astype(object)
    return X.astype(np.int64, copy=False)


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
    """
    rows = [[int(x) for x in row] for row in M]
    N = X.shape[0]
    if not rows:
        return np.zeros((N, 0), dtype=np.int64)
    xmax = int(np.abs(X).max()) if X.size else 0
    mmax = max(sum(abs(x) for x in row) for row in rows)
    if X.dtype != object and xmax * mmax < INT64_SAFE:
        return X @ np.array(rows, dtype=np.int64).T
    return X.astype(object) @ np.array(rows, dtype=object).T


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
