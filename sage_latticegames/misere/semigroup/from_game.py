r"""
Misère quotients of lattice games, and congruence classes on solved regions

The body of :meth:`~sage_latticegames.misere.quotient.MisereQuotient.from_game`
(:func:`quotient_from_game`): on a solved level region of a lattice game on a
board `C \cap \ZZ^d`, verify that the P-positions form a normal affine
semigroup (they contain `0`, are closed under the sums that stay in the
region, and coincide there with `\ZZ\mathcal P \cap \RR_{\ge 0}\mathcal P`
for the irreducible P-positions found), and build the quotient of Corollary
8.12 of [Guo].

:func:`region_congruence_classes` computes congruence classes (Definition 4.7
of [Guo]) by brute force on a solved region, to check all of the above.

REFERENCES:

- [Guo] Definition 4.7, Remark 4.12, Section 8 (Corollary 8.12).
"""
import sage.rings.integer  # noqa: F401

import numpy as np

from sage_latticegames.misc.points import show_point
from sage_latticegames.misere.semigroup.congruence import _show_set


# ----------------------------------------------------------------------
# regions of solved games
# ----------------------------------------------------------------------
def _level_solution(game, level, solution):
    r"""
    Check that ``game`` is played on a board `C \cap \ZZ^d` and return a
    solution on a level region.

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.misere.semigroup.from_game import _level_solution
        sage: G = LatticeGame([(1, 0), (0, 1)])
        sage: _level_solution(G, 3, None).region()
        'level <= 3 for the functional (1, 1)'
        sage: _level_solution(G, 3, G.solve(level=3))
        Traceback (most recent call last):
        ...
        ValueError: give exactly one of level=L and solution=...
    """
    board = game.board()
    if game.defeated_positions():
        raise ValueError("the misère quotient is defined on a board C ∩ Z^d without defeated "
                         "positions (Definition 4.7 of [Guo]); this board has defeated positions %s"
                         % ", ".join(show_point(p) for p in game.defeated_positions()))
    Pi = board.polyhedron()
    if Pi.lines() or [list(v) for v in Pi.vertices()] != [[0] * game.dimension()]:
        raise ValueError("the misère quotient is defined on a board C ∩ Z^d (Definition 4.7 of "
                         "[Guo]), but the board is %s" % Pi)
    if (level is None) == (solution is None):
        raise ValueError("give exactly one of level=L and solution=...")
    if solution is None:
        solution = game.solve(level=level)
    if not solution.region().startswith("level") or not solution.determined.all():
        raise ValueError("a solution on a level region is needed, got the region %s"
                         % solution.region())
    return solution


def _region_data(sol):
    r"""
    Return the points (``int64`` array) and the boolean P-status of the
    positions of a solved region.

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.misere.semigroup.from_game import _region_data
        sage: pts, isP = _region_data(LatticeGame([(1,)]).solve(level=3))
        sage: pts.tolist(), isP.tolist()
        ([[0], [1], [2], [3]], [True, False, True, False])
    """
    mask = sol.on_board
    return sol.points[mask], sol.is_P[mask]


class _Encoder:
    r"""
    Encode integer points of a box as integers, leaving room for sums of two
    points of the box.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.semigroup.from_game import _Encoder
        sage: pts = np.array([(a, b) for a in range(3) for b in range(3)])
        sage: enc = _Encoder(pts)
        sage: len(set(enc(pts + pts[::-1]).tolist() + enc(pts).tolist())) == len(set(map(tuple, (pts + pts[::-1]).tolist() + pts.tolist())))
        True
    """

    def __init__(self, pts):
        self.lo = 2 * np.minimum(pts.min(axis=0), 0)
        span = 2 * np.maximum(pts.max(axis=0), 0) - self.lo + 1
        self.stride = np.concatenate([[1], np.cumprod(span[:-1])]).astype(np.int64)

    def __call__(self, pts):
        return ((pts - self.lo) * self.stride).sum(axis=-1)


def _irreducible_P_positions(pts, isP):
    r"""
    Check that the P-positions of a region form a semigroup there (contain
    `0`, closed under sums that stay in the region) and return their
    irreducible elements.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.semigroup.from_game import _irreducible_P_positions
        sage: pts = np.array([(a, b) for a in range(5) for b in range(5)])
        sage: _irreducible_P_positions(pts, (pts % 2 == 0).all(axis=1))
        ((0, 2), (2, 0))
        sage: _irreducible_P_positions(pts, pts.sum(axis=1) == 1)
        Traceback (most recent call last):
        ...
        ValueError: the P-positions do not form a semigroup: 0 is not a P-position
    """
    d = pts.shape[1]
    enc = _Encoder(pts)
    P = pts[isP]
    if not any((p == 0).all() for p in P):
        raise ValueError("the P-positions do not form a semigroup: 0 is not a P-position")
    codes_all = enc(pts)
    codes_P = np.sort(enc(P))
    nonzero = P[(P != 0).any(axis=1)]
    reducible = []
    for i, p in enumerate(nonzero):
        sums = nonzero[i:] + p
        c = enc(sums)
        inside = np.isin(c, codes_all)
        bad = inside & ~np.isin(c, codes_P)
        if bad.any():
            j = int(np.flatnonzero(bad)[0])
            raise ValueError("the P-positions do not form a semigroup: %s and %s are P-positions "
                             "but their sum %s is an N-position"
                             % (show_point(p.tolist()), show_point(nonzero[i + j].tolist()),
                                show_point(sums[j].tolist())))
        reducible.append(c[inside])
    red = np.concatenate(reducible) if reducible else np.zeros(0, dtype=np.int64)
    irr = nonzero[~np.isin(enc(nonzero), red)]
    return tuple(sorted(tuple(int(x) for x in row) for row in irr.reshape(-1, d)))


def _check_saturation_on_region(Q, pts, isP):
    r"""
    Check that the P-positions of the region are exactly its points of
    `\ZZ\mathcal P \cap \RR_{\ge 0}\mathcal P` (for the generators found).

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.from_game import _check_saturation_on_region
        sage: pts = np.array([(a, b) for a in range(4) for b in range(4)])
        sage: Q = MisereQuotient([(2, 0), (0, 2)])
        sage: _check_saturation_on_region(Q, pts, (pts % 2 == 0).all(axis=1))
        sage: _check_saturation_on_region(Q, pts, pts.sum(axis=1) % 2 == 0)
        Traceback (most recent call last):
        ...
        ValueError: the P-positions of the region are not a normal affine semigroup: (1, 1) is a P-position but does not lie in ZP ∩ R_{>=0}P
    """
    bad = np.flatnonzero(Q._P_mask(pts) != isP)
    if len(bad):
        p, s = pts[bad[0]].tolist(), bool(isP[bad[0]])
        raise ValueError("the P-positions of the region are not a normal affine semigroup: "
                         "%s is %s but %s in ZP ∩ R_{>=0}P"
                         % (show_point(p), "a P-position" if s else "an N-position",
                            "does not lie" if s else "lies"))


# ----------------------------------------------------------------------
# the quotient of a game
# ----------------------------------------------------------------------
def quotient_from_game(cls, game, level=None, solution=None):
    r"""
    Return the misère quotient (an instance of ``cls``, normally
    :class:`~sage_latticegames.misere.quotient.MisereQuotient`) of a lattice
    game whose P-positions form a normal affine semigroup, after verifying
    this hypothesis on a solved region.

    This is the body of
    :meth:`~sage_latticegames.misere.quotient.MisereQuotient.from_game`,
    which documents the input and the failures.

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: from sage_latticegames.misere.semigroup.from_game import quotient_from_game
        sage: G = LatticeGame([(1,), (2,)])
        sage: quotient_from_game(MisereQuotient, G, level=12) is MisereQuotient([(3,)])
        True
    """
    sol = _level_solution(game, level, solution)
    pts, isP = _region_data(sol)
    gens = _irreducible_P_positions(pts, isP)
    C = game.board().recession_cone()
    try:
        Q = cls(gens, cone=C)
    except ValueError as err:
        if not hasattr(err, "witness"):
            raise
        inside = bool((pts == np.array(err.witness)).all(axis=1).any())
        where = ("it is an N-position of the region" if inside else
                 "it lies outside the solved region: solve a larger region")
        raise ValueError("%s (%s)" % (err, where)) from None
    if not Q.fills_cone():
        raise ValueError("on the region %s the P-positions agree with N%s, whose real cone is "
                         "not C; the P-positions of a lattice game that form an affine "
                         "semigroup always span C, so they are not the semigroup generated "
                         "by P-positions of this region" % (sol.region(), _show_set(gens)))
    _check_saturation_on_region(Q, pts, isP)
    return Q


def region_congruence_classes(solution, inner_level):
    r"""
    Return the congruence classes (Definition 4.7 of [Guo]) of the positions
    of level at most ``inner_level``, computed by brute force on a solved
    level region: `p \sim q` iff `p + r \in \mathcal P \Leftrightarrow q + r
    \in \mathcal P` for every `r \in C \cap \ZZ^d` with `\ell(r) \le L -`
    ``inner_level``, `L` being the level of the region.

    This is a necessary condition for congruence, and equivalent to it once
    the region is large enough.

    INPUT:

    - ``solution`` -- a :class:`~sage_latticegames.solution.Solution` on a
      level region of a game on a board `C \cap \ZZ^d`
    - ``inner_level`` -- an integer smaller than the level of the region

    OUTPUT: a list of classes, each a tuple of points (tuples), sorted

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.misere.semigroup.from_game import region_congruence_classes
        sage: S = LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(level=14)
        sage: for c in region_congruence_classes(S, 3): print(c)
        ((0, 0), (2, 0))
        ((0, 1),)
        ((1, 0), (3, 0))
        ((1, 1),)
    """
    game = solution.game()
    _level_solution(game, None, solution)
    pts, isP = _region_data(solution)
    ell = np.array([int(x) for x in game.positivity_witness()], dtype=np.int64)
    levels = pts @ ell
    L = int(levels.max())
    if inner_level >= L:
        raise ValueError("inner_level must be smaller than the level %s of the region" % L)
    enc = _Encoder(pts)
    codes = enc(pts)
    order = np.argsort(codes)
    inner = pts[levels <= inner_level]
    offsets = pts[levels <= L - inner_level]
    classes = {}
    for p in inner:
        c = enc(offsets + p)
        idx = order[np.searchsorted(codes, c, sorter=order)]
        sig = isP[idx].tobytes()
        classes.setdefault(sig, []).append(tuple(int(x) for x in p))
    return sorted(tuple(sorted(c)) for c in classes.values())
