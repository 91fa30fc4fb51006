r"""
Polyhedral discovery of affine stratifications

The search of :mod:`~sage_latticegames.discovery.search` finds the sets of
P-positions that are eventually periodic in each coordinate.  Many games
have P-positions that are periodic only *far from some walls*: the strata of
Example 8.12 of [GM] have generators such as `2e_4 + 2e_5`, the P-positions
of the game on `\NN^3` of the erratum [GM-E] (rule set `e_1, e_2, e_3, e_1 +
e_2`) change along the diagonal `x_1 = x_2`, and those of the planar game
with the moves `(1, 0), (0, 1), (2, 1), (1, 3)` along the line `2x_1 = x_2`.
Such a set is, in each class modulo a lattice of periods, the set of lattice
points of a finite union of polyhedral cells.  This module learns such a
description from the P-positions of solved regions and proves it.

ALGORITHM (:func:`polyhedral_search`).

1. *Data.*  The P-positions are computed on the option-closed regions
   `\{x \in \NN^d : \ell(x) \le L\}` (`\ell` the positivity witness) for
   growing `L`, within the budget.
2. *Periods.*  For each coordinate `i` a period `m_i \le` ``max_period`` is
   read from the region: the least `m` such that `x \in \mathcal P \iff x +
   m e_i \in \mathcal P` fails on few pairs of the region (failures near
   walls are expected: a proportion, not zero, is asked for).  The lattice
   of periods is `M = \bigoplus_i m_i \ZZ`.
3. *Functionals.*  A *model* is a list of integral linear functionals
   `h_1, \dots, h_k` (first the coordinates `x_i`), each with a clipping
   interval `[a_j, b_j]`; the *key* of a point `x` is its class modulo `M`
   and the vector of the values `h_j(x)` clipped to `[a_j, b_j]`.  Points of
   one key form the lattice points of a polyhedron (a *cell*) in a class
   modulo `M`.  The model fits the region when the P-positions of the region
   are a union of keys.  Starting from the coordinates alone, functionals
   are added greedily from a small candidate set (`e_i - e_j`; in dimension
   2 also the normals of the moves, of the unit vectors and of their sums
   and differences; in dimension 3 the normals of the planes spanned by two
   of these vectors), each time the one that leaves the fewest points in
   keys holding both P- and N-positions; the clipping bounds grow when no
   functional helps.  Then the clipping intervals are shrunk and useless
   functionals dropped while the model still fits.  The model must also
   *generalize*: every key of the region of level `L` must already occur,
   with the same outcome, among the points of level at most `3L/4`.
4. *Stratification.*  Each cell `Q` with P-positions in the residue classes
   `R` gives the module `F + A`, where `A` is the normal affine semigroup
   `\mathrm{rec}(Q) \cap M` (its Hilbert basis, through Sage's cones) and
   `F` the points `y \in Q \cap (R + M)` with no `y - a \in Q` for a
   generator `a` of `A`: then `Q \cap (R + M) = F + A` ([Mil10, Lemma 2.4]).
   When `\ell` is at most `L` on the polytope `\mathrm{conv}(\mathrm{vert}\,
   Q) + \sum_j [0, 1) r_j` (`r_j` the generators of `A` on the extreme rays)
   that contains `F`, `F` is read from the region; otherwise its lattice
   points are enumerated.  Cells are disjoint, so the modules are the strata
   of an affine stratification (Definition 8.6 of [GM]).
5. *Proof.*  The stratification is proved to be the set of P-positions on
   the whole board by
   :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
   (Theorem 4.6 of [GM]; the cell decomposition of condition 3, the set
   algebra of [GM-A] when it does not apply), and returned with a
   :class:`~sage_latticegames.stratifications.certificate.Certificate`.  A
   refuted model makes the region grow.

Nothing unproved is returned: :func:`polyhedral_search` raises
:class:`PolyhedralSearchFailure` (which says what was tried) when the budget
is spent.  A game without any affine stratification, such as the one of
[Fin2012]_, necessarily ends there.

EXAMPLES:

The planar game whose P-positions change along the line `2 x_1 = x_2`::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.discovery.polyhedral import polyhedral_search
    sage: H = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)])
    sage: S = polyhedral_search(H); S
    Certified affine stratification with ... strata in Z^2: ...
    sage: S.certificate()
    Certificate (polyhedral cells): the set is the set of P-positions of the game on the whole board; periods (4, 8), functionals (2, -1) in [0, 1], (3, -1) in [-2, -1]; learned on the region of level ...; proved by AffineStratification.certify (Theorem 4.6 of [GM]; condition 3 by the cell decomposition)
    sage: S.verify(H, level=150)
    Verified on the region level <= 150 ... the stratification equals the P-positions ...

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*.
- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*.
- [GM-E] A. Guo, E. Miller, *Erratum to: Lattice point methods for
  combinatorial games*.
- [Mil10] E. Miller, *Affine stratifications from finite misère quotients*.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools

import numpy as np

from sage.geometry.cone import Cone
from sage.misc.cachefunc import cached_function
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.geometry.toric_lattice import ToricLattice
from sage.rings.rational_field import QQ

from sage_latticegames.discovery.regions import (next_region, level_functional, report, OutOfTime,
                                                 interrupted_after)
from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.points import show_point, int_tuple, primitive_vector, unit_vectors
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.stratifications.affine_stratification import AffineStratification

#: largest number of candidate functionals (besides the coordinates)
MAX_CANDIDATES = 40

#: largest number of cells turned into modules
MAX_CELLS = 3000

#: largest number of translates of a candidate stratification
MAX_TRANSLATES = 200000


class PolyhedralSearchFailure(ValueError):
    r"""
    Raised by :func:`polyhedral_search` when nothing is proved within the
    budget; ``reason`` says what was tried and ``levels`` lists the levels of
    the regions solved; ``candidate`` is the last unproved stratification
    (or ``None``) and ``candidate_level`` the level of the region it agrees
    with.

    EXAMPLES::

        sage: from sage_latticegames.discovery.polyhedral import PolyhedralSearchFailure
        sage: E = PolyhedralSearchFailure("nothing fits", [10, 15]); E
        PolyhedralSearchFailure('nothing fits')
        sage: E.levels
        [10, 15]
    """

    def __init__(self, reason, levels=(), candidate=None, candidate_level=None):
        self.reason = reason
        self.levels = list(levels)
        self.candidate = candidate
        self.candidate_level = candidate_level
        super().__init__(reason)


def _canonical(h):
    r"""
    Return the primitive integral vector of ``h`` whose first nonzero entry
    is positive, or ``None`` for the zero vector.
    """
    if not any(h):
        return None
    v = tuple(int(x) for x in primitive_vector(h))
    if next(x for x in v if x) < 0:
        v = tuple(-x for x in v)
    return v


def candidate_functionals(game, max_entry=6):
    r"""
    Return the candidate functionals of the polyhedral search (step 3 of the
    module documentation), other than the coordinates: the differences `e_i
    - e_j`; in dimension 2 the normals of the moves, of the unit vectors and
    of their sums and differences; in dimension 3 the normals of the planes
    spanned by two of the moves and unit vectors.  Each is primitive with
    first nonzero entry positive and entries at most ``max_entry``; at most
    :data:`MAX_CANDIDATES` of them, the simplest first.

    INPUT:

    - ``game`` -- a lattice game
    - ``max_entry`` -- (default: 6) the largest absolute value of an entry

    OUTPUT: a list of tuples of integers

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.polyhedral import candidate_functionals
        sage: candidate_functionals(LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)]))[:6]
        [(1, 1), (1, -1), (2, 1), (2, -1), (1, -2), (3, -1)]
        sage: candidate_functionals(LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1)]))
        [(1, 0, -1), (1, -1, 0), (0, 1, -1)]
    """
    d = game.dimension()
    eye = unit_vectors(d)
    moves = [int_tuple(g) for g in game.rule_set().tuples()]
    out = set()
    for i in range(d):
        for j in range(i + 1, d):
            out.add(tuple(eye[i][k] - eye[j][k] for k in range(d)))
    base = list(dict.fromkeys(moves + eye))
    if d == 2:
        vectors = set(base)
        for u, v in itertools.combinations(base, 2):
            vectors.add(tuple(a + b for a, b in zip(u, v)))
            vectors.add(tuple(a - b for a, b in zip(u, v)))
        for v in vectors:
            out.add(_canonical((v[1], -v[0])))
    elif d == 3:
        for u, v in itertools.combinations(base, 2):
            out.add(_canonical((u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2],
                                u[0] * v[1] - u[1] * v[0])))
    out.discard(None)
    out = [h for h in out if h not in eye and max(abs(x) for x in h) <= max_entry]
    out.sort(key=lambda h: (sum(abs(x) for x in h), max(abs(x) for x in h), [-x for x in h]))
    return out[:MAX_CANDIDATES]


# ----------------------------------------------------------------------
# keys of points under a model
# ----------------------------------------------------------------------
def _codes(K, radix):
    r"""
    Return integer codes of the rows of ``K`` (entry `j` in
    `[0, radix_j)`), equal iff the rows are equal.

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.discovery.polyhedral import _codes
        sage: _codes(np.array([[0, 1], [1, 0], [0, 1]]), [2, 2]).tolist()
        [1, 2, 1]
    """
    total = 1
    for r in radix:
        total *= int(r)
    if total < 2**62:
        code = np.zeros(len(K), dtype=np.int64)
        for j, r in enumerate(radix):
            code = code * int(r) + K[:, j]
        return code
    _, inv = np.unique(K, axis=0, return_inverse=True)
    return inv.reshape(-1).astype(np.int64)


def _conflicts(code, isP):
    r"""
    Return the number of points whose code is shared by a P- and an
    N-position.

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.discovery.polyhedral import _conflicts
        sage: _conflicts(np.array([0, 0, 1, 1]), np.array([True, False, True, True]))
        2
    """
    _, inv, cnt = np.unique(code, return_inverse=True, return_counts=True)
    p = np.bincount(inv.reshape(-1), weights=isP, minlength=len(cnt))
    mixed = (p > 0) & (p < cnt)
    return int(cnt[mixed].sum())


class _Fit():
    r"""
    The values of the candidate functionals on the points of a region and
    the evaluation of models on them.

    ``H`` is the list of all functionals (first the coordinates); a model is
    a tuple of periods, a list of indices into ``H`` and the clipping bounds
    ``lo``, ``hi`` (dictionaries indexed like ``H``).  The values of a
    functional on the points are computed when first needed.
    """

    def __init__(self, X, isP, H):
        self.X = X
        self.isP = isP
        self.H = H
        self._values = {}

    def values(self, j):
        v = self._values.get(j)
        if v is None:
            v = self._values[j] = self.X @ np.array(self.H[j], dtype=np.int64)
        return v

    def columns(self, periods, chosen, lo, hi):
        r"""
        Return the key matrix (clipped values shifted to start at 0) and
        its radix.
        """
        cols = [self.X[:, i] % m for i, m in enumerate(periods)]
        radix = list(periods)
        for j in chosen:
            if lo[j] < hi[j]:
                cols.append(np.clip(self.values(j), lo[j], hi[j]) - lo[j])
                radix.append(hi[j] - lo[j] + 1)
        return np.stack(cols, axis=1), radix

    def code(self, periods, chosen, lo, hi):
        K, radix = self.columns(periods, chosen, lo, hi)
        return _codes(K, radix)

    def conflicts(self, periods, chosen, lo, hi):
        return _conflicts(self.code(periods, chosen, lo, hi), self.isP)

    def extend_conflicts(self, base_code, j, lo, hi):
        r"""
        The conflicts of the model with codes ``base_code`` and the
        functional ``j`` added.
        """
        _, inv = np.unique(base_code, return_inverse=True)
        col = np.clip(self.values(j), lo, hi) - lo
        return _conflicts(inv.reshape(-1).astype(np.int64) * (hi - lo + 1) + col, self.isP)


class _Compressed():
    r"""
    The distinct keys of a model that fits a region, with their outcomes:
    the coarser models (smaller periods dividing the old ones, narrower
    clipping intervals) are evaluated on them.
    """

    def __init__(self, fit, periods, chosen, lo, hi):
        d = len(periods)
        cols = [fit.X[:, i] % m for i, m in enumerate(periods)]
        cols += [np.clip(fit.values(j), lo[j], hi[j]) for j in chosen]
        K = np.stack(cols, axis=1)
        U, inv = np.unique(K, axis=0, return_inverse=True)
        inv = inv.reshape(-1)
        self.K = U
        self.P = np.bincount(inv, weights=fit.isP, minlength=len(U)) > 0
        self.d = d
        self.chosen = list(chosen)

    def conflicts(self, periods, lo, hi):
        d = self.d
        cols = [self.K[:, i] % m for i, m in enumerate(periods)]
        radix = list(periods)
        for c, j in enumerate(self.chosen):
            if lo[j] < hi[j]:
                cols.append(np.clip(self.K[:, d + c], lo[j], hi[j]) - lo[j])
                radix.append(hi[j] - lo[j] + 1)
        code = _codes(np.stack(cols, axis=1), radix)
        _, inv = np.unique(code, return_inverse=True)
        inv = inv.reshape(-1)
        p = np.bincount(inv, weights=self.P)
        n = np.bincount(inv, weights=~self.P)
        return int(((p > 0) & (n > 0)).sum())


def _period_guess(X, isP, max_period):
    r"""
    Return the periods per coordinate (step 2 of the module documentation):
    for each coordinate the least `m \le` ``max_period`` whose proportion of
    pairs `(x, x + m e_i)` of the region with different outcomes is at most
    twice the least proportion plus `1\%`.

    TESTS::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.polyhedral import _period_guess
        sage: sol = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)]).solve(level=120)
        sage: import numpy as np
        sage: _period_guess(np.asarray(sol.points), np.asarray(sol.is_P), 8)
        (2, 8)
    """
    d = X.shape[1]
    top = X.max(axis=0) + 1
    stride = np.ones(d, dtype=np.int64)
    for i in range(d - 2, -1, -1):
        stride[i] = stride[i + 1] * (int(top[i + 1]) + max_period)
    keys = X @ stride
    order = np.argsort(keys)
    skeys = keys[order]
    sP = isP[order]
    out = []
    for i in range(d):
        fractions = []
        for m in range(1, max_period + 1):
            target = keys + m * stride[i]
            idx = np.minimum(np.searchsorted(skeys, target), len(skeys) - 1)
            found = skeys[idx] == target
            n = int(found.sum())
            fractions.append(1.0 if n == 0 else
                             float((isP[found] != sP[idx[found]]).sum()) / n)
        best = min(fractions)
        out.append(next(m for m, f in enumerate(fractions, 1) if f <= 2 * best + 0.01))
    return tuple(out)


# ----------------------------------------------------------------------
# learning a model
# ----------------------------------------------------------------------
def _learn(fit, periods, d, tc, T, budget=None, max_added=4):
    r"""
    Return ``(chosen, lo, hi, conflicts, periods)``: at most ``max_added``
    functionals chosen greedily (step 3 of the module documentation) with
    the clipping bounds `[0, tc]` for the coordinates and `[-T, T]` for the
    others, then, if the model fits, shrunk.
    """
    k = len(fit.H)
    lo = {j: (0 if j < d else -T) for j in range(k)}
    hi = {j: (tc if j < d else T) for j in range(k)}
    chosen = list(range(d))
    cur = fit.conflicts(periods, chosen, lo, hi)
    while cur > 0 and len(chosen) < d + max_added:
        if budget is not None and budget.expired():
            break
        base = fit.code(periods, chosen, lo, hi)
        best = None
        for j in range(d, k):
            if j in chosen:
                continue
            c = fit.extend_conflicts(base, j, lo[j], hi[j])
            if best is None or c < best[0]:
                best = (c, j)
        if best is None or best[0] >= cur:
            break
        chosen.append(best[1])
        cur = best[0]
    if cur > 0:
        return chosen, lo, hi, cur, tuple(periods)
    # shrink: smaller periods, narrower clipping intervals, fewer functionals
    for j in chosen:
        vals = fit.values(j)
        hi[j] = max(lo[j], min(hi[j], int(vals.max())))
        lo[j] = min(hi[j], max(lo[j], int(vals.min())))
    C = _Compressed(fit, periods, chosen, lo, hi)
    periods = list(periods)
    for j in list(chosen):
        while hi[j] > lo[j]:
            hi[j] -= 1
            if C.conflicts(periods, lo, hi):
                hi[j] += 1
                break
        while lo[j] < hi[j]:
            lo[j] += 1
            if C.conflicts(periods, lo, hi):
                lo[j] -= 1
                break
    # smaller periods last (with wide clipping intervals, the residues of a
    # coordinate may be read off the others on a finite region)
    for i in range(d):
        for m in [x for x in range(1, periods[i]) if periods[i] % x == 0]:
            trial = periods[:i] + [m] + periods[i + 1:]
            if C.conflicts(trial, lo, hi) == 0:
                periods = trial
                break
    chosen = [j for j in chosen if j < d or lo[j] < hi[j]]
    return chosen, lo, hi, 0, tuple(periods)


# ----------------------------------------------------------------------
# from a model to an affine stratification
# ----------------------------------------------------------------------
def _cell_polyhedron(d, functionals, values, bounds):
    r"""
    Return the polyhedron of the points `y \ge 0` of one key: for each
    functional `h` with clipping bounds `[a, b]` and clipped value `v`,
    `h(y) \le a` if `v = a`, `h(y) \ge b` if `v = b`, `h(y) = v` otherwise.

    TESTS::

        sage: from sage_latticegames.discovery.polyhedral import _cell_polyhedron
        sage: Q = _cell_polyhedron(2, [(1, 0), (1, -1)], [0, -1], [(0, 3), (-1, 2)]); Q
        A 1-dimensional polyhedron in QQ^2 defined as the convex hull of 1 vertex and 1 ray
        sage: Q.vertices_list(), Q.rays_list()
        ([[0, 1]], [[0, 1]])
        sage: _cell_polyhedron(2, [(1, 0), (1, -1)], [0, 2], [(0, 3), (-1, 2)]).is_empty()
        True
    """
    ieqs = [[0] + list(e) for e in unit_vectors(d)]
    eqns = []
    for h, v, (a, b) in zip(functionals, values, bounds):
        if a == b:
            continue
        if v == a:
            ieqs.append([a] + [-x for x in h])
        elif v == b:
            ieqs.append([-b] + list(h))
        else:
            eqns.append([-v] + list(h))
    return Polyhedron(ieqs=ieqs, eqns=eqns, base_ring=QQ)


def _semigroup_of_cell(Q, periods):
    r"""
    Return ``(hilbert, ray_generators)``: the Hilbert basis of the normal
    semigroup `\mathrm{rec}(Q) \cap M`, `M = \bigoplus m_i \ZZ`, and its
    elements on the extreme rays of `\mathrm{rec}(Q)` (primitive in `M`).

    TESTS::

        sage: from sage.geometry.polyhedron.constructor import Polyhedron
        sage: from sage_latticegames.discovery.polyhedral import _semigroup_of_cell
        sage: Q = Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 1)])
        sage: _semigroup_of_cell(Q, (2, 2))
        ([(2, 0), (2, 2)], [(2, 0), (2, 2)])
        sage: _semigroup_of_cell(Q, (1, 2))
        ([(1, 0), (2, 2)], [(1, 0), (2, 2)])
    """
    rays = []
    for r in Q.rays_list():
        scaled = [QQ(x) / m for x, m in zip(r, periods)]
        rays.append(tuple(int(x) for x in primitive_vector(scaled)))
    return _hilbert_basis(tuple(sorted(rays)), tuple(periods))


@cached_function
def _hilbert_basis(rays, periods):
    r"""
    The Hilbert basis and the ray generators of :func:`_semigroup_of_cell`
    from the primitive rays of `\mathrm{diag}(m)^{-1}\mathrm{rec}(Q)`
    (memoized: many cells share their recession cone).
    """
    if not rays:
        return [], []
    ray_gens = [tuple(x * m for x, m in zip(r, periods)) for r in rays]
    H = Cone(list(rays), lattice=ToricLattice(len(periods))).Hilbert_basis()
    hilbert = sorted(tuple(int(x) * m for x, m in zip(h, periods)) for h in H)
    return hilbert, sorted(ray_gens)


class _Outcomes():
    r"""
    The outcomes of the points of a solved level region, and of further
    points by solving one larger region when needed (within
    ``max_positions``).
    """

    def __init__(self, game, X, isP, ell, level, max_positions):
        self.game = game
        self.ell = np.array(ell, dtype=np.int64)
        self.max_positions = max_positions
        self._load(X, isP, level)

    def _load(self, X, isP, level):
        self.level = level
        self.top = X.max(axis=0).astype(np.int64) + 1
        d = X.shape[1]
        self.stride = np.ones(d, dtype=np.int64)
        for i in range(d - 2, -1, -1):
            self.stride[i] = self.stride[i + 1] * int(self.top[i + 1])
        keys = X @ self.stride
        order = np.argsort(keys)
        self.keys = keys[order]
        self.isP = np.asarray(isP, dtype=bool)[order]

    def __call__(self, Y):
        r"""
        Return the outcomes (``True`` for P) of the rows of ``Y`` (points of
        `\NN^d`).
        """
        Y = np.asarray(Y, dtype=np.int64).reshape(-1, len(self.ell))
        if not len(Y):
            return np.zeros(0, dtype=bool)
        need = int((Y @ self.ell).max())
        if need > self.level:
            sol = self.game.solve(level=need, max_positions=self.max_positions)
            self._load(np.asarray(sol.points, dtype=np.int64), np.asarray(sol.is_P), need)
        idx = np.searchsorted(self.keys, Y @ self.stride)
        return self.isP[np.minimum(idx, len(self.keys) - 1)]


class PolyhedralModel():
    r"""
    A partition of `\NN^d` into *cells* by periods and clipped functionals
    (step 3 of the module documentation); a set that is a union of cells
    (each cell: the lattice points of a polyhedron in a class modulo the
    periods) is an affinely stratified set.

    INPUT:

    - ``periods`` -- the periods `m_i` per coordinate
    - ``functionals`` -- integral linear functionals (tuples)
    - ``bounds`` -- their clipping intervals ``(a, b)``

    EXAMPLES:

    The even numbers at least `2` and the number `1`::

        sage: from sage_latticegames.discovery.polyhedral import PolyhedralModel
        sage: M = PolyhedralModel((2,), [(1,)], [(0, 2)]); M
        Polyhedral model: periods (2), functionals (1) in [0, 2]
        sage: M.keys([(0,), (1,), (2,), (3,)]).tolist()
        [[0, 0], [1, 1], [0, 2], [1, 2]]
        sage: W = lambda Y: ((Y[:, 0] % 2 == 0) & (Y[:, 0] >= 2)) | (Y[:, 0] == 1)
        sage: M.stratification(W, 10, (1,), [(x,) for x in range(11)])
        Affine stratification with 2 strata in Z^1: {(1)}, {(2)} + N{(2)}

    The outcome is only evaluated on the generators: the set must be a
    union of cells (which the proof of :func:`polyhedral_search` checks)::

        sage: M.stratification(lambda Y: Y[:, 0] <= 2, 10, (1,), [(x,) for x in range(11)])
        Affine stratification with 2 strata in Z^1: {(0), (1)}, {(2)} + N{(2)}
    """

    def __init__(self, periods, functionals, bounds):
        self.periods = tuple(int(m) for m in periods)
        self.functionals = [tuple(int(x) for x in h) for h in functionals]
        self.bounds = [(int(a), int(b)) for a, b in bounds]
        self.d = len(self.periods)

    def __repr__(self):
        return "Polyhedral model: " + self.describe()

    def describe(self):
        r"""
        Return a short description: periods, functionals and their bounds.

        EXAMPLES::

            sage: from sage_latticegames.discovery.polyhedral import PolyhedralModel
            sage: PolyhedralModel((2, 2), [(1, -1)], [(-1, 0)]).describe()
            'periods (2, 2), functionals (1, -1) in [-1, 0]'
        """
        return "periods %s, functionals %s" % (
            show_point(self.periods),
            ", ".join("%s in [%s, %s]" % (show_point(h), a, b)
                      for h, (a, b) in zip(self.functionals, self.bounds)) or "none")

    def keys(self, X):
        r"""
        Return the keys of the rows of the integer array ``X``: residues
        modulo the periods, then the clipped values of the functionals.
        """
        X = np.asarray(X, dtype=np.int64).reshape(-1, self.d)
        cols = [X[:, i] % m for i, m in enumerate(self.periods)]
        if self.functionals:
            V = X @ np.array(self.functionals, dtype=np.int64).T
            for j, (a, b) in enumerate(self.bounds):
                cols.append(np.clip(V[:, j], a, b))
        return np.stack(cols, axis=1)

    def num_cells(self):
        r"""
        Return the number of polyhedra of the partition (some may be empty),
        without the classes modulo the periods.

        EXAMPLES::

            sage: from sage_latticegames.discovery.polyhedral import PolyhedralModel
            sage: PolyhedralModel((2, 2), [(1, 0), (1, -1)], [(0, 2), (-1, 0)]).num_cells()
            6
        """
        n = 1
        for a, b in self.bounds:
            n *= b - a + 1
        return n

    def stratification(self, outcome, level, ell, points, budget=None):
        r"""
        Return the affine stratification of the union of the cells in which
        ``outcome`` is true (step 4 of the module documentation).

        Each cell `Q \cap (r + M)` is the module `F + A`; ``outcome`` is
        evaluated on all the points of `F`, and must be constant on each
        cell (otherwise a ``ValueError`` names a cell where it is not: the
        partition is too coarse for the set).

        INPUT:

        - ``outcome`` -- a function from an integer array of points (rows) to
          a boolean array
        - ``level``, ``ell`` -- the region `\ell \le` ``level`` in which the
          minimal generators are looked for first
        - ``points`` -- an integer array of the points of that region
        - ``budget`` -- (optional) a :class:`~sage_latticegames.misc.budget.Budget`;
          a ``ValueError`` is raised once it is spent

        OUTPUT: an :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
        (not certified)
        """
        d = self.d
        ell = [int(c) for c in ell]
        if self.num_cells() > MAX_CELLS:
            raise ValueError("the model has %s cells, more than %s"
                             % (self.num_cells(), MAX_CELLS))
        X = np.asarray(points, dtype=np.int64).reshape(-1, d)
        K = self.keys(X)[:, d:]
        if K.shape[1]:
            U, inv = np.unique(K, axis=0, return_inverse=True)
            inv = inv.reshape(-1)
            order = np.argsort(inv, kind="stable")
            cuts = np.searchsorted(inv[order], np.arange(len(U) + 1))
            groups = {tuple(int(x) for x in u): X[order[cuts[i]:cuts[i + 1]]]
                      for i, u in enumerate(U)}
        else:
            groups = {(): X}
        pieces = []
        for values in itertools.product(*[range(a, b + 1) for a, b in self.bounds]):
            if budget is not None and budget.expired():
                raise ValueError("the time limit is spent while building the cells")
            Q = _cell_polyhedron(d, self.functionals, values, self.bounds)
            if Q.is_empty():
                continue
            hilbert, ray_gens = _semigroup_of_cell(Q, self.periods)
            F = self._generators(Q, values, hilbert, ray_gens,
                                 groups.get(values, np.zeros((0, d), dtype=np.int64)),
                                 level, ell)
            if len(F):
                pieces.append((values, hilbert, F))
        if pieces and sum(len(F) for _, _, F in pieces) > MAX_TRANSLATES:
            raise ValueError("the stratification would have more than %s translates"
                             % MAX_TRANSLATES)
        allF = np.concatenate([F for _, _, F in pieces]) if pieces else np.zeros((0, d))
        status = outcome(allF)
        strata = {}
        start = 0
        m = np.array(self.periods, dtype=np.int64)
        for values, hilbert, F in pieces:
            st = status[start:start + len(F)]
            start += len(F)
            R = F % m
            for r in np.unique(R, axis=0):
                rows = (R == r).all(axis=1)
                if st[rows].all():
                    strata.setdefault(tuple(hilbert), []).extend(
                        tuple(int(x) for x in f) for f in F[rows])
                elif st[rows].any():
                    p, q = F[rows][st[rows]][0], F[rows][~st[rows]][0]
                    raise ValueError("the cell of %s contains %s, where the outcome differs"
                                     % (show_point(p), show_point(q)))
        return AffineStratification([(sorted(F), list(A)) for A, F in sorted(strata.items())],
                                    lattice=d)

    def _generators(self, Q, values, hilbert, ray_gens, Y, level, ell):
        r"""
        Return the minimal points `F` (an integer array) of the lattice
        points of the cell ``Q``: `Q \cap \ZZ^d = F + A` with `A` generated
        by ``hilbert`` (within each class modulo the periods); ``Y`` are the
        points of the cell in the region of ``level``.
        """
        d = self.d
        verts = Q.vertices_list()
        bound = max(sum(c * x for c, x in zip(ell, v)) for v in verts) + \
            sum(sum(c * x for c, x in zip(ell, g)) for g in ray_gens)
        target = np.array(list(values), dtype=np.int64)
        if bound > level:
            B = Polyhedron(vertices=verts, base_ring=QQ)
            for g in ray_gens:
                B = B + Polyhedron(vertices=[[0] * d, list(g)], base_ring=QQ)
            Y = np.array([[int(x) for x in p] for p in B.integral_points()],
                         dtype=np.int64).reshape(-1, d)
            Y = Y[(self.keys(Y)[:, d:] == target).all(axis=1)]
        if not len(Y):
            return Y
        minimal = np.ones(len(Y), dtype=bool)
        for a in hilbert:
            Z = Y - np.array(a, dtype=np.int64)
            minimal &= ~((self.keys(Z)[:, d:] == target).all(axis=1) & (Z >= 0).all(axis=1))
        return Y[minimal]


# ----------------------------------------------------------------------
# the search
# ----------------------------------------------------------------------
#: the clipping bounds ``(tc, T)`` tried, in this order (coordinates in
#: `[0, tc]`, other functionals in `[-T, T]`)
SCHEDULE = ((4, 8), (4, 16), (4, 32))

#: largest number of points of a region used to learn a model (beyond it,
#: the points of the lowest levels)
LEARN_POINTS = 400000


def _certified(S, game, model, L, npoints, budget):
    r"""
    Return ``(proved, message, witness)`` for the candidate ``S``: the proof
    of :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
    by cells, or by the set algebra for small stratifications; with the
    certificate attached when proved.
    """
    try:
        with interrupted_after(budget.left()):
            try:
                R = S.certify(game, algorithm="cells")
                how = "cell decomposition"
            except Exception as e:      # the cell decomposition does not apply or is too large
                ntranslates = sum(len(F) for F, A in S.strata())
                if ntranslates > 300 or budget.expired():
                    return False, "not proved (cells: %s)" % e, None
                R = S.certify(game, algorithm="set_algebra")
                how = "set algebra of [GM-A]"
    except OutOfTime as e:
        return False, "not proved: %s" % e, None
    if not R:
        return False, str(R), R.witness()
    S.set_certificate(Certificate(
        "polyhedral cells", game, "the set is the set of P-positions of the game on the whole "
        "board", "%s; learned on the region of level %s (%s points); proved by "
        "AffineStratification.certify (Theorem 4.6 of [GM]; condition 3 by the %s)"
        % (model.describe(), L, npoints, how)))
    return True, str(R), None


def polyhedral_search(game, max_level=None, max_positions=3 * 10**7, time_limit=None,
                      max_period=8, progress=False):
    r"""
    Find an affine stratification of the P-positions of ``game`` whose
    strata are the lattice points of polyhedral cells in classes modulo a
    lattice of periods, and prove it on the whole board (see the module
    documentation for the algorithm).

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``max_level`` -- (default: no bound but ``max_positions``) largest
      level `L` of the regions solved to learn a model
    - ``max_positions`` -- (default: `3 \cdot 10^7`) largest number of
      lattice points of a region solved (also when outcomes are looked up
      beyond the region)
    - ``time_limit`` -- (default: none) seconds, or a
      :class:`~sage_latticegames.misc.budget.Budget`; no new region, model
      or cell is started after it
    - ``max_period`` -- (default: 8) largest period per coordinate read from
      the data (the periods read and their doubles are tried)
    - ``progress`` -- (default: ``False``) print progress on standard error
      (or call ``progress(message)`` when it is callable)

    OUTPUT: an :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
    with a :class:`~sage_latticegames.stratifications.certificate.Certificate`
    (method ``"polyhedral cells"``).

    Raises :class:`PolyhedralSearchFailure` when nothing is proved within the
    budget.

    EXAMPLES:

    The game on `\NN^3` of the erratum [GM-E] (weakly squarefree, not
    squarefree), in normal and in misère play::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery.polyhedral import polyhedral_search
        sage: moves = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
        sage: S = polyhedral_search(LatticeGame(moves)); S
        Certified affine stratification with 2 strata in Z^3: ...
        sage: S.certificate()
        Certificate (polyhedral cells): ... periods (2, 2, 2), functionals (1, -1, 0) in [-1, 0]; ...
        sage: polyhedral_search(LatticeGame.misere(moves)).is_certified()
        True

    A budget too small::

        sage: polyhedral_search(LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)]), max_level=12)
        Traceback (most recent call last):
        ...
        PolyhedralSearchFailure: no polyhedral model was proved (levels searched: 10, 12; periods read up to 8 and doubled; clipping bounds (4, 8), (4, 16), (4, 32)): the largest level max_level = 12 is reached; level 10: ...
    """
    ell = level_functional(game, "the polyhedral search")
    d = game.dimension()
    budget = time_limit if isinstance(time_limit, Budget) else Budget(time_limit)
    eye = unit_vectors(d)
    H = eye + candidate_functionals(game)
    L = max(10 * max(ell), 4 * sum(ell))
    levels = []
    tried = []
    stop = None
    while True:
        L, sol = next_region(game, L, levels, max_level, max_positions, budget=budget)
        if L is None:
            stop = sol
            break
        X = np.asarray(sol.points, dtype=np.int64)
        isP = np.asarray(sol.is_P, dtype=bool)
        if len(X) > LEARN_POINTS:
            # learn on the option-closed subregion of the lowest levels
            lev = X @ np.array(ell, dtype=np.int64)
            cut = np.sort(lev)[LEARN_POINTS - 1]
            sub = lev <= cut
            fit = _Fit(X[sub], isP[sub], H)
        else:
            fit = _Fit(X, isP, H)
        guess = _period_guess(fit.X, fit.isP, max_period)
        options = list(dict.fromkeys([guess, tuple(2 * m for m in guess)]))
        outcomes = None
        L_next = L
        for periods in options:
            for tc, T in SCHEDULE:
                if budget.expired():
                    break
                chosen, lo, hi, c, per = _learn(fit, periods, d, tc, T, budget)
                if c:
                    report(progress, "polyhedral: level %s, periods %s, bounds %s, %s: no fit "
                            "(%s points in mixed keys)" % (L, show_point(periods), tc, T, c))
                    continue
                chosen = [j for j in chosen if lo[j] < hi[j]]
                model = PolyhedralModel(per, [H[j] for j in chosen],
                                        [(lo[j], hi[j]) for j in chosen])
                if outcomes is None:
                    outcomes = _Outcomes(game, X, isP, ell, L, max_positions)
                try:
                    S = model.stratification(outcomes, L, ell, X, budget)
                except ValueError as e:
                    tried.append("level %s: %s: %s" % (L, model.describe(), e))
                    report(progress, "polyhedral: " + tried[-1])
                    break
                proved, message, witness = _certified(S, game, model, L, len(X), budget)
                report(progress, "polyhedral: level %s: %s: %s strata; %s"
                        % (L, model.describe(), S.num_strata(), message))
                if proved:
                    return S
                tried.append("level %s: %s: %s" % (L, model.describe(), message))
                if witness is not None:
                    # the next region contains the witness
                    L_next = max(L_next, sum(a * int(x) for a, x in zip(ell, witness)))
                break
        L = max(L_next, L) * 3 // 2 + 1
    models = "; ".join(tried[-3:]) if tried else "no model fitted the regions"
    raise PolyhedralSearchFailure(
        "no polyhedral model was proved (levels searched: %s; periods read up to %s and "
        "doubled; clipping bounds %s): %s; %s"
        % (", ".join(str(x) for x in levels) or "none", max_period,
           ", ".join("(%s, %s)" % b for b in SCHEDULE), stop, models), levels)
