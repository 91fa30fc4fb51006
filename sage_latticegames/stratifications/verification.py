r"""
Verification and certification of affine stratifications

An affine stratification `W` (Definition 8.6 of [GM]) is compared with the
P-positions of a lattice game in two ways:

- :func:`verify_stratification` compares `W` with the P-positions computed by
  the engine on a finite region (membership of all the points of the region
  at once, with integer matrix products) and returns a
  :class:`VerificationReport`;
- :func:`certify_stratification` proves or refutes that `W` is the set of
  P-positions on the whole board, through the uniqueness in Theorem 4.6 of
  [GM], and returns a :class:`CertificationReport`.  Its third condition
  (every other position has a move into `W`) is decided by a finite cell
  decomposition (:func:`_absorption_by_cells`) when the semigroups are
  normal, and otherwise by the set algebra of Theorem 4.2 of [GM-A]
  (:func:`_absorption_by_set_algebra`, with
  :mod:`~sage_latticegames.stratifications.set_algebra`).

Both are accessible as the methods
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.verify`
and
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
as well.

EXAMPLES::

    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: from sage_latticegames.stratifications.affine_stratification import AffineStratification
    sage: from sage_latticegames.stratifications.verification import (verify_stratification,
    ....:                                                             certify_stratification)
    sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
    sage: verify_stratification(S, G, level=10)
    Verified on the region level <= 10 for the functional (1, 2): the stratification equals the P-positions (36 lattice points, 11 P-positions); the strata are pairwise disjoint (exact)
    sage: certify_stratification(S, G)
    Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM])
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from itertools import combinations

import numpy as np

from sage.arith.misc import gcd
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.points import show_point, dot, int_tuple
from sage_latticegames.misc.integer_arrays import rows_in
from sage_latticegames.stratifications.set_algebra import complement_in_orthant, difference

#: number of example points shown in reports
EXAMPLES_SHOWN = 5


# ----------------------------------------------------------------------
# comparison with the P-positions on a region
# ----------------------------------------------------------------------
def verify_stratification(S, game, level=None, box=None, functional=None, exact=True):
    r"""
    Compare the affine stratification ``S`` with the P-positions of ``game``
    computed by the engine on a finite region; see
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.verify`
    (which calls this function) for the input and output.

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import verify_stratification
        sage: S = AffineStratification([([(0,)], [(4,)])])
        sage: R = verify_stratification(S, LatticeGame([(1,)]), level=9); R
        Not verified on the region level <= 9 for the functional (1) (10 lattice points, 5 P-positions): 2 P-positions in no stratum, e.g. (2), (6)
        sage: R.missing_P_positions()
        (N(2), N(6))
    """
    sol = game.solve(level=level, box=box, functional=functional)
    X = np.asarray(sol.points, dtype=np.int64)
    counts = S._counts(X)
    nstrata = (counts > 0).sum(axis=0)
    member = nstrata > 0
    det = np.asarray(sol.determined)
    isP = np.asarray(sol.is_P)
    witness = S.overlap_witness() if exact else None
    ell = game.positivity_witness() if functional is None else functional
    return VerificationReport(
        region=sol.region(), lattice=S.lattice(), ell=ell, npoints=len(X),
        nP=int(np.count_nonzero(isP)),
        undetermined=int(np.count_nonzero(~det)),
        missing=X[det & isP & ~member],
        false=X[det & ~isP & member],
        overlaps=X[nstrata >= 2], overlap_strata=(counts[:, nstrata >= 2] > 0).T,
        internal=X[(counts >= 2).any(axis=0)],
        exact=exact, witness=witness)


# ----------------------------------------------------------------------
# exact proof (Theorem 4.6 of [GM])
# ----------------------------------------------------------------------
def certify_stratification(S, game):
    r"""
    Decide exactly whether the affine stratification ``S`` is the set of
    P-positions of ``game``, on the whole board; see
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
    (which calls this function) for the three conditions checked and the
    output.

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import certify_stratification
        sage: certify_stratification(AffineStratification([([(0,)], [(2,)])]), LatticeGame([(1,)]))
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM])
        sage: certify_stratification(AffineStratification([([(0,)], [(1,)])]), LatticeGame([(1,)]))
        Not the set of P-positions: the move (1) joins the points (1) and (0) of the stratification
    """
    d = S.dimension()
    if game.dimension() != d:
        raise ValueError("the game is played in dimension %s, not %s" % (game.dimension(), d))
    w = S.overlap_witness()
    if w is not None:
        raise ValueError("the strata are not disjoint: %s lies in strata %s and %s"
                         % (show_point(w[0]), w[1][0], w[2][0]))
    board = game.board()
    bad = _off_board(S, game)
    if bad is not None:
        return CertificationReport(False, "the point %s of the stratification is %s"
                                   % (show_point(bad[0]), bad[1]), bad[0])
    moves = [int_tuple(g) for g in game.rule_set().tuples()]
    r = S.num_strata()
    for gamma in moves:
        for i in range(r):
            for j in range(r):
                for f, g in S._meeting_pairs(i, j, shift=gamma):
                    fg = tuple(a + b for a, b in zip(f, gamma))
                    p = S._common_point(i, fg, j, g)
                    q = tuple(a - b for a, b in zip(p, gamma))
                    return CertificationReport(
                        False, "the move %s joins the points %s and %s of the stratification"
                        % (show_point(gamma), show_point(p), show_point(q)), p)
    if not board.is_orthant():
        raise NotImplementedError("condition 3 (every other position has a move into the "
                                  "stratification) is only implemented for boards N^d minus "
                                  "a finite set")
    try:
        p = _absorption_by_cells(S, game, moves)
    except _CellsUnavailable:
        p = _absorption_by_set_algebra(S, game, moves)
    if p is not None:
        return CertificationReport(False, "the position %s of the board is not in the "
                                   "stratification but has no move into it" % show_point(p),
                                   S._lattice_point(p))
    return CertificationReport(True, "this affine stratification is the set of P-positions "
                               "of the game (Theorem 4.6 of [GM])")


def _off_board(S, game):
    r"""
    Return ``(p, why)`` for a point ``p`` of the stratification ``S`` that is
    not a position of the board of ``game``, or ``None``.

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _off_board
        sage: G = LatticeGame([(1,)])
        sage: _off_board(AffineStratification([([(0,)], [(2,)])]), G) is None
        True
        sage: _off_board(AffineStratification([([(0,)], [(-1,)])]), G)
        ((-1,), 'not a position of the board (the generator (-1) is not in the recession cone of the board)')
    """
    board = game.board()
    C = board.recession_cone()
    for F, A in S._tuples:
        for f in F:
            if not game.is_position(f):
                return f, "not a position of the board"
        for a in A._tuples:
            if not C.contains(a):
                return (_escaping_point(F[0], a, game),
                        "not a position of the board (the generator %s is not in the "
                        "recession cone of the board)" % show_point(a))
    for p in game.defeated_positions():
        if int_tuple(p) in S:
            return int_tuple(p), "a defeated position"
    return None


def _escaping_point(f, a, game):
    r"""
    Return a point `f + ka` outside the board (`a` not in its recession cone).

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _escaping_point
        sage: _escaping_point((3,), (-1,), LatticeGame([(1,)]))
        (-1,)
    """
    k = 1
    while True:
        p = tuple(x + k * y for x, y in zip(f, a))
        if not game.board().contains_lattice_point(p):
            return p
        k *= 2


def _lowest_point(modules, game):
    r"""
    Return the point of smallest `\ell` (positivity witness of ``game``)
    among the module generators of ``modules``.

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _lowest_point
        sage: _lowest_point([(((3,), (1,)), ((2,),)), (((2,),), ())], LatticeGame([(1,)]))
        (1,)
    """
    ell = int_tuple(game.positivity_witness())
    pts = [int_tuple(f) for F, G in modules for f in F]
    return min(pts, key=lambda p: (dot(ell, p), p))


def _absorption_by_set_algebra(S, game, moves):
    r"""
    Return a position of the board outside the stratification ``S`` with no
    move into it, or ``None``: the set `(B \smallsetminus W) \smallsetminus
    \bigcup_\gamma (W + \gamma)` is computed with the set algebra of
    Theorem 4.2 of [GM-A].

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _absorption_by_set_algebra
        sage: G = LatticeGame([(1,)])
        sage: _absorption_by_set_algebra(AffineStratification([([(0,)], [(2,)])]), G, [(1,)]) is None
        True
        sage: _absorption_by_set_algebra(AffineStratification([([(0,)], [(4,)])]), G, [(1,)])
        (2,)
    """
    d = S.dimension()
    rest = complement_in_orthant(S.modules(), d)
    defeated = [int_tuple(p) for p in game.defeated_positions()]
    if defeated and rest:
        rest = difference(rest, [(defeated, [])])
    for gamma in moves:
        if not rest:
            break
        shifted = [([tuple(a + b for a, b in zip(f, gamma)) for f in F], G)
                   for F, G in S.modules()]
        rest = difference(rest, shifted)
    return _lowest_point(rest, game) if rest else None


# ----------------------------------------------------------------------
# condition 3 of the certification by a cell decomposition
# ----------------------------------------------------------------------
class _CellsUnavailable(Exception):
    r"""
    The cell decomposition of :func:`_absorption_by_cells` does not apply
    (non-normal semigroups) or would be too large.
    """


def _canonical_direction(h):
    r"""
    Return ``(n, s)`` with ``h = s * n``, `s = \pm 1` and the first nonzero
    entry of ``n`` positive.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _canonical_direction
        sage: _canonical_direction((0, -2, 1)), _canonical_direction((1, -1))
        (((0, 2, -1), -1), ((1, -1), 1))
    """
    h = tuple(int(x) for x in h)
    s = 1 if next(x for x in h if x) > 0 else -1
    return tuple(s * x for x in h), s


def _class_indices(values, v):
    r"""
    Return the index of the class of each entry of ``v`` among the sorted
    critical ``values``: `2k` for the open interval below the `k`-th value
    (from `0`), `2k + 1` for the `k`-th value itself.

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.stratifications.verification import _class_indices
        sage: _class_indices(np.array([0, 3]), np.array([-1, 0, 1, 3, 5])).tolist()
        [0, 1, 2, 3, 4]
    """
    return np.searchsorted(values, v, "left") + np.searchsorted(values, v, "right")


def _direction_bounds(dirs, k):
    r"""
    Return ``(a, b)``: every solution of `k` linearly independent equations
    `n \cdot x = c` with `n` in ``dirs`` has `\|x\|_\infty \le a \max|c|`
    (row-sum norm of the inverse matrices), and every primitive integral
    solution of `k - 1` independent homogeneous ones has `\|x\|_\infty \le b`.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _direction_bounds
        sage: _direction_bounds([(1, 0), (0, 1), (1, -1)], 2)
        (2, 1)
    """
    if len(dirs) > 14:
        raise _CellsUnavailable("too many directions")
    a = ZZ(0)
    for T in combinations(dirs, k):
        N = matrix(ZZ, T)
        if N.rank() == k:
            Ninv = N.inverse()
            a = max(a, max(sum(abs(x) for x in row) for row in Ninv.rows()))
    b = ZZ(1)
    for T in combinations(dirs, k - 1):
        N = matrix(ZZ, list(T)) if T else matrix(ZZ, 0, k)
        if N.rank() == k - 1:
            v = N.right_kernel_matrix().row(0)
            g = gcd(list(v))
            b = max(b, max(abs(x) for x in v) // g)
    return a, b


def _block_representatives(block, dirs, values, m):
    r"""
    Return an array of points of `\NN^{|block|}` containing one point of
    every nonempty class (residues modulo `m` and classes of the values
    `n \cdot x`, `n` in ``dirs``, among the critical ``values``) of the
    lattice points of `\NN^{|block|}`.

    A class is the set of lattice points of a pointed polyhedron `Q` (the
    relatively open cell, tightened to integral bounds) in a coset of
    `m\ZZ^k`; if `x = v + \sum \mu_j \rho_j` (`v` in the convex hull of the
    vertices, `\rho_j` primitive extreme rays of the recession cone, at most
    `k` of them), then `x - \sum m\lfloor \mu_j/m \rfloor\rho_j` lies in the
    same class with `\infty`-norm at most `\max\|v\| + km\max\|\rho\|`.
    The vertices solve `k` independent equations `n \cdot x = c` with `|c|`
    at most the largest critical value plus one, whence the box searched.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _block_representatives
        sage: _block_representatives([0], [(1,)], [{0, 2}], 2).tolist()
        [[0], [1], [2], [3], [4]]
    """
    k = len(block)
    local = [tuple(n[i] for i in block) for n in dirs]
    cmax = max([abs(int(c)) + 1 for vals in values for c in vals] + [1])
    a, b = _direction_bounds(local, k)
    M = int((a * cmax).ceil()) + k * m * int(b)
    if (M + 1) ** k > 4 * 10**6:
        raise _CellsUnavailable("the box of a block is too large")
    axes = [np.arange(M + 1, dtype=np.int64)] * k
    X = np.stack(np.meshgrid(*axes, indexing="ij"), axis=-1).reshape(-1, k)
    keys = [X % m] + [_class_indices(np.array(sorted(vals), dtype=np.int64),
                                     X @ np.array(n, dtype=np.int64))[:, None]
                      for n, vals in zip(local, values)]
    _, first = np.unique(np.concatenate(keys, axis=1), axis=0, return_index=True)
    return X[np.sort(first)]


def _absorption_by_cells(S, game, moves):
    r"""
    Decide condition 3 of
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
    (every position of `B = \NN^d \smallsetminus D` outside `W` has a move
    into `W`) exactly, for normal semigroups; return a counterexample or
    ``None``.

    Let `m` be a common multiple of the exponents of the groups
    `(\RR A_i \cap \ZZ^d)/\ZZ A_i`.  For a normal `A`, `x \in f + A` iff
    `n \cdot x \ge n \cdot f` (facet normals `n` of `\RR_{\ge 0}A`),
    `n \cdot x = n \cdot f` (normals of its linear span) and `x - f \in \ZZ
    A`, which, given the equations, depends only on `x \bmod m\ZZ^d`.  Hence
    the membership of `x` in `B`, in `W` and in every `W + \gamma` is
    constant on the classes defined by `x \bmod m` and the positions of the
    values `n \cdot x` relative to the critical values `n \cdot f`, `n \cdot
    (f + \gamma)` (and `0` and the coordinates of `D` for the coordinate
    directions).  The directions split the coordinates into independent
    blocks; one point per nonempty class is found in a bounded box of each
    block (:func:`_block_representatives`) and the products of these points
    are tested.

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _absorption_by_cells
        sage: G = LatticeGame([(1,)])
        sage: _absorption_by_cells(AffineStratification([([(0,)], [(2,)])]), G, [(1,)]) is None
        True
        sage: _absorption_by_cells(AffineStratification([([(0,)], [(4,)])]), G, [(1,)])
        (2,)
    """
    d = S.dimension()
    translates = [(f, A) for F, A in S._tuples for f in F]
    if not all(A.is_pointed() and A.is_normal() for F, A in S._tuples):
        raise _CellsUnavailable("non-normal semigroups")
    m = 1
    for F, A in S._tuples:
        mods = A.elementary_divisors()
        if mods:
            m = int(ZZ(m).lcm(max(mods)))
    values = {}
    for i in range(d):
        e = tuple(int(i == j) for j in range(d))
        values.setdefault(e, set()).add(0)
        for p in game.defeated_positions():
            values[e].add(int(p[i]))
    shifts = [(0,) * d] + list(moves)
    for f, A in translates:
        cone = A._cone_data()
        for h in cone.ineqs + cone.eqs:
            n, sign = _canonical_direction(h)
            for g in shifts:
                values.setdefault(n, set()).add(sign * dot(h, [a + b for a, b in zip(f, g)]))
    dirs = list(values)
    parent = list(range(d))

    def root(i):
        while parent[i] != i:
            i = parent[i]
        return i
    for n in dirs:
        supp = [i for i in range(d) if n[i]]
        for i in supp[1:]:
            parent[root(i)] = root(supp[0])
    blocks = {}
    for i in range(d):
        blocks.setdefault(root(i), []).append(i)
    reps = []
    for block in blocks.values():
        bd = [n for n in dirs if all(n[i] == 0 for i in range(d) if i not in block)]
        reps.append((block, _block_representatives(block, bd, [values[n] for n in bd], m)))
    total = 1
    for block, R in reps:
        total *= len(R)
    if total > 3 * 10**6:
        raise _CellsUnavailable("too many classes")
    X = np.zeros((total, d), dtype=np.int64)
    stride = total
    for block, R in reps:
        stride //= len(R)
        idx = (np.arange(total) // stride) % len(R)
        X[:, block] = R[idx]
    defeated = np.array([[int(x) for x in p] for p in game.defeated_positions()],
                        dtype=np.int64).reshape(-1, d)
    bad = S.contains_points(X) | rows_in(X, defeated)
    for g in moves:
        bad |= S.contains_points(X - np.array(g, dtype=np.int64))
    if bad.all():
        return None
    ell = np.array([int(x) for x in game.positivity_witness()], dtype=np.int64)
    Y = X[~bad]
    return tuple(int(x) for x in Y[np.argmin(Y @ ell)])


# ----------------------------------------------------------------------
# reports
# ----------------------------------------------------------------------
class VerificationReport(SageObject):
    r"""
    The result of
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.verify`:
    the comparison of an affine stratification with the P-positions of a
    game on a finite region.

    It is true exactly when everything matched: no P-position outside the
    strata (*missing*), no point of a stratum that is not a P-position
    (*false*), no point in two strata (*overlaps*), and, when the exact check
    was requested, no overlap of two strata anywhere in `\ZZ^d`.  Points in
    two translates `f + A_i`, `f' + A_i` of the same stratum are counted
    (:meth:`internal_overlaps`) but allowed by Definition 8.6 of [GM].

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
        sage: S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)])])
        sage: R = S.verify(G, level=30); R
        Verified on the region level <= 30 for the functional (1, 2): the stratification equals the P-positions (256 lattice points, 72 P-positions); the strata are pairwise disjoint (exact)
        sage: bool(R), R.counts()
        (True, {'P-positions': 72, 'false P-positions': 0, 'internal overlaps': 0, 'lattice points': 256, 'missing P-positions': 0, 'overlaps': 0, 'undetermined': 0})
    """

    def __init__(self, region, lattice, ell, npoints, nP, undetermined, missing, false,
                 overlaps, overlap_strata, internal, exact, witness):
        self._region = region
        self._lattice = lattice
        self._ell = np.asarray([int(x) for x in ell], dtype=np.int64)
        self._npoints = npoints
        self._nP = nP
        self._undetermined = undetermined
        self._missing = self._sorted(missing)
        self._false = self._sorted(false)
        order = self._order(overlaps)
        self._overlaps = overlaps[order]
        self._overlap_strata = overlap_strata[order]
        self._internal = self._sorted(internal)
        self._exact = exact
        self._witness = witness

    def _order(self, X):
        if not len(X):
            return np.arange(0)
        return np.lexsort(tuple(X.T[::-1]) + (X @ self._ell,))

    def _sorted(self, X):
        return X[self._order(X)]

    def _points(self, X, as_array):
        if as_array:
            return X
        out = []
        for row in X:
            q = self._lattice([int(x) for x in row])
            q.set_immutable()
            out.append(q)
        return tuple(out)

    def __bool__(self):
        return not (len(self._missing) or len(self._false) or len(self._overlaps)
                    or self._witness is not None)

    def region(self):
        r"""
        Return the description of the region.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(2,)])])
            sage: S.verify(LatticeGame([(1,)]), level=5).region()
            'level <= 5 for the functional (1)'
        """
        return self._region

    def missing_P_positions(self, as_array=False):
        r"""
        Return the P-positions of the region in no stratum, by increasing
        value of the positivity witness.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=9).missing_P_positions()
            (N(2), N(6))
        """
        return self._points(self._missing, as_array)

    def false_P_positions(self, as_array=False):
        r"""
        Return the points of the strata in the region that are not
        P-positions (N-positions, or points off the board).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(1,)])])
            sage: S.verify(LatticeGame([(1,)]), level=4).false_P_positions()
            (N(1), N(3))
        """
        return self._points(self._false, as_array)

    def overlaps(self):
        r"""
        Return the points of the region lying in several strata, as pairs
        ``(p, strata indices)``.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(2,)]), ([(4,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=8, exact=False).overlaps()
            [(N(4), (0, 1)), (N(8), (0, 1))]
        """
        return [(p, tuple(ZZ(i) for i in np.nonzero(row)[0]))
                for p, row in zip(self._points(self._overlaps, False), self._overlap_strata)]

    def internal_overlaps(self, as_array=False):
        r"""
        Return the points of the region lying in two translates of the same
        stratum (allowed by Definition 8.6 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,), (2,)], [(2,)])])
            sage: S.verify(LatticeGame([(1,)]), level=4).internal_overlaps()
            (N(2), N(4))
        """
        return self._points(self._internal, as_array)

    def overlap_witness(self):
        r"""
        Return the exact overlap witness of
        :meth:`~sage_latticegames.stratifications.disjointness.AffineStratification_disjointness.overlap_witness`
        (``None`` if the strata are disjoint or the exact check was not
        requested).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(2,)]), ([(4,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=2).overlap_witness()
            (N(4), (0, N(0)), (1, N(4)))
        """
        return self._witness

    def counts(self):
        r"""
        Return a dictionary of the numbers of points of each kind.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=9).counts()['missing P-positions']
            2
        """
        return {"lattice points": self._npoints, "P-positions": self._nP,
                "missing P-positions": len(self._missing), "false P-positions": len(self._false),
                "overlaps": len(self._overlaps), "internal overlaps": len(self._internal),
                "undetermined": self._undetermined}

    def _examples(self, X):
        shown = ", ".join(show_point(row) for row in X[:EXAMPLES_SHOWN])
        return shown + ("..." if len(X) > EXAMPLES_SHOWN else "")

    def _repr_(self):
        extra = []
        if self._undetermined:
            extra.append("%s points with undetermined status not compared" % self._undetermined)
        if len(self._internal):
            extra.append("%s points lie in two translates of the same stratum (allowed by "
                         "Definition 8.6 of [GM])" % len(self._internal))
        if self:
            s = ("Verified on the region %s: the stratification equals the P-positions "
                 "(%s lattice points, %s P-positions)" % (self._region, self._npoints, self._nP))
            if self._exact:
                s += "; the strata are pairwise disjoint (exact)"
            return "; ".join([s] + extra)
        parts = []
        if len(self._missing):
            parts.append("%s P-positions in no stratum, e.g. %s"
                         % (len(self._missing), self._examples(self._missing)))
        if len(self._false):
            parts.append("%s points of the strata are not P-positions, e.g. %s"
                         % (len(self._false), self._examples(self._false)))
        if len(self._overlaps):
            ex = "; ".join("%s in strata %s" % (show_point(p), ", ".join(str(i) for i in idx))
                           for p, idx in self.overlaps()[:EXAMPLES_SHOWN])
            parts.append("%s points lie in several strata, e.g. %s" % (len(self._overlaps), ex))
        if self._witness is not None:
            p, (i, f), (j, g) = self._witness
            parts.append("the strata %s and %s meet (exact), e.g. at %s = %s + A_%s = %s + A_%s"
                         % (i, j, show_point(p), show_point(f), i, show_point(g), j))
        return "Not verified on the region %s (%s lattice points, %s P-positions): %s" % (
            self._region, self._npoints, self._nP, "; ".join(parts + extra))


class CertificationReport(SageObject):
    r"""
    The result of
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`:
    true iff the stratification was proved to be the set of P-positions;
    otherwise it holds a witness of the failure.

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: S = AffineStratification([([(0,)], [(2,)])])
        sage: C = S.certify(LatticeGame([(1,)])); C, bool(C)
        (Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]), True)
        sage: C = AffineStratification([([(0,)], [(4,)])]).certify(LatticeGame([(1,)])); C
        Not the set of P-positions: the position (2) of the board is not in the stratification but has no move into it
        sage: C.witness()
        N(2)
    """

    def __init__(self, proved, message, witness=None):
        self._proved = bool(proved)
        self._message = message
        self._witness = witness

    def __bool__(self):
        return self._proved

    def witness(self):
        r"""
        Return the witness point of the failure (``None`` when proved).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: AffineStratification([([(0,)], [(2,)])]).certify(LatticeGame([(1,)])).witness() is None
            True
        """
        return self._witness

    def _repr_(self):
        if self._proved:
            return "Proved: " + self._message
        return "Not the set of P-positions: " + self._message
