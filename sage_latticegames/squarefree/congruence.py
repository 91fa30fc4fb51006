r"""
Congruence of positions of squarefree games (Definition 6.6 of [GM])

:func:`congruence_witness` and :func:`is_congruent` decide on a finite
region whether two positions are congruent, and the ``check_*`` functions
test the statements of Section 6 of [GM] about P-positions and congruence.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numpy as np
from sage.rings.integer_ring import ZZ
from sage_latticegames.misc.points import integer_point, show_point


class _Region:
    r"""
    The determined positions of a solved region of a game on `\NN^d`, with a
    vectorized lookup of outcomes (internal).

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree.congruence import _Region
        sage: R = _Region(LatticeGame([(1,)]).solve(level=3))
        sage: R.lookup([[0], [1], [7]])
        (array([ True,  True, False]), array([ True, False, False]))
    """

    def __init__(self, solution):
        pts = np.asarray(solution.points, dtype=np.int64)
        self.d = pts.shape[1]
        keep = np.asarray(solution.determined, dtype=bool) & np.asarray(solution.on_board, dtype=bool)
        self.points = pts[keep]
        is_P = np.asarray(solution.is_P, dtype=bool)[keep]
        if len(self.points):
            self.lo = self.points.min(axis=0)
            self.hi = self.points.max(axis=0)
        else:
            self.lo = self.hi = np.zeros(self.d, dtype=np.int64)
        radix = self.hi - self.lo + 1
        if float(np.prod(radix.astype(float))) >= 2.0 ** 62:
            raise ValueError("the solved region is too spread out for the congruence checks")
        self.weights = np.concatenate(([1], np.cumprod(radix)[:-1])).astype(np.int64)
        keys = self._keys(self.points)
        order = np.argsort(keys)
        self.keys = keys[order]
        self.keys_P = is_P[order]

    def _keys(self, pts):
        return ((pts - self.lo) * self.weights).sum(axis=1)

    def lookup(self, pts):
        r"""
        Return two boolean arrays for the rows of ``pts``: lies in the region,
        and is a P-position.
        """
        pts = np.asarray(pts, dtype=np.int64).reshape(-1, self.d)
        found = np.zeros(len(pts), dtype=bool)
        is_P = np.zeros(len(pts), dtype=bool)
        inside = np.all((pts >= self.lo) & (pts <= self.hi), axis=1)
        if not len(self.keys) or not inside.any():
            return found, is_P
        keys = self._keys(pts[inside])
        idx = np.minimum(np.searchsorted(self.keys, keys), len(self.keys) - 1)
        hit = self.keys[idx] == keys
        found[inside] = hit
        is_P[inside] = hit & self.keys_P[idx]
        return found, is_P

    def point(self, p):
        return np.array(integer_point(p, self.d), dtype=np.int64)

    def contains(self, p):
        return bool(self.lookup(self.point(p))[0][0])

    def outcome(self, p):
        r"""
        Return whether the position ``p`` of the region is a P-position.
        """
        found, is_P = self.lookup(self.point(p))
        if not found[0]:
            raise ValueError("the point %s is not in the solved region" % show_point(self.point(p)))
        return bool(is_P[0])

    def witness(self, p, q):
        r"""
        Return the lexicographically smallest `r \in \NN^d` with `p + r` and
        `q + r` in the region and different outcomes, or ``None``.
        """
        p, q = self.point(p), self.point(q)
        R = self.points - p
        R = R[np.all(R >= 0, axis=1)]
        found_q, is_P_q = self.lookup(q + R)
        is_P_p = self.lookup(p + R)[1]
        bad = R[found_q & (is_P_q != is_P_p)]
        if not len(bad):
            return None
        return _as_tuple(bad[np.lexsort(bad.T[::-1])][0])


def _region(solution):
    r"""
    Return the :class:`_Region` of a solution of a game on `\NN^d`.
    """
    if isinstance(solution, _Region):
        return solution
    if not all(hasattr(solution, a) for a in ("points", "is_P", "determined", "on_board")):
        raise TypeError("expected a Solution (the result of LatticeGame.solve), got %r" % (solution,))
    game = getattr(solution, "game", None)
    if callable(game) and not game().board().is_orthant():
        raise ValueError("misere congruence is checked here for games on N^d (Section 6 of [GM]); "
                         "the board of this game is %s" % (game().board(),))
    return _Region(solution)


def _as_tuple(p):
    return tuple(ZZ(int(x)) for x in p)


def congruence_witness(solution, p, q):
    r"""
    Return a witness `r \in \NN^d` against the congruence `p \cong q` on the
    solved region, or ``None`` if `p \cong q` there.

    Two positions are (misère) congruent, `p \cong q`, if `p + r \in
    \mathcal{P} \iff q + r \in \mathcal{P}` for every `r` in `C \cap \ZZ^d`
    (Definition 6.6 of [GM]; here `C = \RR_{\ge 0}^d`). On a finite region
    only the `r` with `p + r` and `q + r` both in the region can be tested, so
    a witness is a genuine proof of non-congruence while ``None`` is evidence
    only. The lexicographically smallest witness is returned.

    INPUT:

    - ``solution`` -- a :class:`~sage_latticegames.lattice_game.Solution` of a
      game on `\NN^d` (only its determined positions are used)
    - ``p``, ``q`` -- points of the region

    OUTPUT: a tuple of integers, or ``None``

    EXAMPLES:

    For Nim with heaps of size at most 2, `(1, 0) \cong (0, 0)` fails, and
    `(2, 1) \cong (0, 1)` holds (Proposition 6.8 of [GM] gives `2p \cong 0`)::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import congruence_witness, is_congruent
        sage: sol = LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=10)
        sage: congruence_witness(sol, (1, 0), (0, 0))
        (0, 0)
        sage: congruence_witness(sol, (2, 1), (0, 1)) is None, is_congruent(sol, (2, 1), (0, 1))
        (True, True)
    """
    region = _region(solution)
    for x in (p, q):
        if not region.contains(x):
            raise ValueError("the point %s is not in the solved region" % show_point(region.point(x)))
    return region.witness(p, q)


def is_congruent(solution, p, q):
    r"""
    Return whether `p \cong q` on the solved region (Definition 6.6 of [GM]),
    see :func:`congruence_witness`.

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import is_congruent
        sage: sol = LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=10)
        sage: is_congruent(sol, (1, 1), (0, 0)), is_congruent(sol, (1, 1), (1, 1))
        (False, True)
    """
    return congruence_witness(solution, p, q) is None


def _positions(region, positions):
    r"""
    Return the given positions (default: all of the region) as an int64 array.
    """
    if positions is None:
        pts = region.points
        return pts[np.lexsort(pts.T[::-1])] if len(pts) else pts
    return np.array([integer_point(p, region.d) for p in positions], dtype=np.int64).reshape(-1, region.d)


def check_P_iff_congruent_to_zero(solution, positions=None):
    r"""
    Return the positions `p` of the region violating
    `p \in \mathcal{P} \iff p \cong 0` (Proposition 6.7 of [GM], proved for
    squarefree games in the corrected sense as Proposition 2 of [GM-E]).

    Congruence is tested on the region (:func:`congruence_witness`). Since
    `0 \in \mathcal{P}`, `p \cong 0` implies `p \in \mathcal{P}`, so every
    violation returned is a P-position `p` with a genuine witness `r` such
    that `p + r` and `r` have different outcomes.

    INPUT:

    - ``solution`` -- a solved region of a game on `\NN^d`
    - ``positions`` -- (default: every position of the region) the positions
      to test

    OUTPUT: a tuple of tuples (empty if the proposition holds on the region),
    in lexicographic order

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import check_P_iff_congruent_to_zero
        sage: check_P_iff_congruent_to_zero(LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=8))
        ()

    The erratum's weakly squarefree example (see :func:`is_squarefree`)::

        sage: G = LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)])
        sage: check_P_iff_congruent_to_zero(G.solve(level=5))
        ((0, 1, 1), (0, 2, 0), (1, 0, 1), (2, 0, 0))
    """
    region = _region(solution)
    zero = (0,) * region.d
    out = []
    for p in _positions(region, positions):
        if region.outcome(p) != (region.witness(p, zero) is None):
            out.append(_as_tuple(p))
    return tuple(out)


def check_double_congruent_to_zero(solution, positions=None):
    r"""
    Return the positions `p` with `2p` in the region violating `2p \cong 0`
    (Proposition 6.8 of [GM], valid for squarefree games, [GM-E]). Every
    violation comes with a genuine witness (:func:`congruence_witness`).

    INPUT:

    - ``solution`` -- a solved region of a game on `\NN^d`
    - ``positions`` -- (default: every `p` of the region with `2p` in the
      region) the positions `p` to test

    OUTPUT: a tuple of tuples (empty if the proposition holds on the region)

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import check_double_congruent_to_zero
        sage: check_double_congruent_to_zero(LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=8))
        ()
        sage: G = LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)])
        sage: check_double_congruent_to_zero(G.solve(level=5))
        ((0, 1, 0), (1, 0, 0))
    """
    region = _region(solution)
    zero = (0,) * region.d
    out = []
    for p in _positions(region, positions):
        if region.contains(2 * p) and region.witness(2 * p, zero) is not None:
            out.append(_as_tuple(p))
    return tuple(out)


def check_congruent_iff_sum_in_P(solution, pairs=None):
    r"""
    Return the pairs `(p, q)` violating `p \cong q \iff p + q \in
    \mathcal{P}` (Corollary 6.9 of [GM], valid for squarefree games, [GM-E]).

    Only pairs for which the statement can be decided on the region are
    tested: `p + q` and one of `2p`, `2q` must lie in the region (a region
    congruence `p \cong q` then compares `p + q` with `2q \cong 0` or with
    `2p`). The default tests all such pairs with `p \le q` lexicographically,
    about `|\text{region}|^3` operations: use a small region.

    INPUT:

    - ``solution`` -- a solved region of a game on `\NN^d`
    - ``pairs`` -- (optional) an iterable of pairs of positions

    OUTPUT: a tuple of pairs of tuples (empty if the corollary holds on the
    region)

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import check_congruent_iff_sum_in_P
        sage: check_congruent_iff_sum_in_P(LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=6))
        ()
        sage: G = LatticeGame([(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)])
        sage: check_congruent_iff_sum_in_P(G.solve(level=4))[:2]
        (((0, 0, 0), (0, 1, 1)), ((0, 0, 0), (0, 2, 0)))
    """
    region = _region(solution)
    if pairs is None:
        pts = _positions(region, None)
        pairs = [(pts[i], pts[j]) for i in range(len(pts)) for j in range(i, len(pts))]
    else:
        pairs = [tuple(_positions(region, pair)) for pair in pairs]
    out = []
    for p, q in pairs:
        if not region.contains(p + q):
            continue
        if not (region.contains(2 * p) or region.contains(2 * q)):
            continue
        if (region.witness(p, q) is None) != region.outcome(p + q):
            out.append((_as_tuple(p), _as_tuple(q)))
    return tuple(out)
