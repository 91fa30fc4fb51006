r"""
Solutions of lattice games on finite regions

A :class:`Solution` holds the outcome of every lattice point of a finite
region of a lattice game (Definition 4.1 and Theorem 4.6 of [GM]), as computed
by :meth:`~sage_latticegames.lattice_game.LatticeGame.solve` with the compiled
engine :mod:`sage_latticegames._engine`: numpy arrays indexed by the rank of
the points in the region.  This module also holds the helpers that size and
enumerate the regions: :func:`_simplex_size` (the points of a simplex
`\{p \in \NN^d : \ell(p) \le L\}`), :func:`_check_size` and
:func:`_polytope_points` (the lattice points of a polytope, slice by slice).

EXAMPLES::

    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: S = LatticeGame.misere([(1,)]).solve(level=5); S
    Solution of a lattice game on the region level <= 5 for the functional (1): 6 lattice points, 5 positions, 3 P-positions, 2 N-positions
    sage: S.P_positions()
    (N(1), N(3), N(5))

REFERENCES:

- [GM] Alan Guo, Ezra Miller, *Lattice point methods for combinatorial games*.
"""
import sage.rings.integer  # noqa: F401

import numpy as np

from sage.structure.sage_object import SageObject
from sage.misc.cachefunc import cached_method
from sage.misc.persist import register_unpickle_override
from sage.rings.integer_ring import ZZ

from sage_latticegames.misc.points import show_point
from sage_latticegames.misc.polyhedra import integral_inequalities as polyhedron_inequalities

# state codes of the engine (see sage_latticegames._engine)
UNVISITED, PPOS, NPOS, UNDET, ONSTACK, NOTPOS = range(6)

#: default largest number of lattice points of a region the engine accepts
MAX_POSITIONS = 2 * 10**9


class Solution(SageObject):
    r"""
    The outcomes of all lattice points of a finite region of a lattice game,
    as computed by :meth:`~sage_latticegames.lattice_game.LatticeGame.solve`.

    The data are numpy arrays indexed by the rank of the points in the region
    (the points themselves are computed on demand).

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: S = LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (3, 3)))
        sage: S.points[:3].tolist(), S.is_P[:3].tolist(), bool(S.determined.all())
        ([[0, 0], [0, 1], [0, 2]], [True, True, False], True)
        sage: S.count_P(), S.count_N(), len(S)
        (8, 8, 16)

    A solution pickles (the ranked region is rebuilt from its description;
    the states are stored) and compares equal to the solution of the same
    region of the same game::

        sage: loads(dumps(S)) == S, hash(loads(dumps(S))) == hash(S)
        (True, True)
        sage: import copy
        sage: T = copy.deepcopy(S); T.P_positions() == S.P_positions(), T is S
        (True, False)
        sage: S == LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (3, 3)))
        True
        sage: S == LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (3, 4)))
        False

    TESTS::

        sage: TestSuite(S).run()
    """

    def __init__(self, game, ranker, state, description, closed, region=None):
        r"""
        INPUT:

        - ``game`` -- the :class:`~sage_latticegames.lattice_game.LatticeGame`
        - ``ranker`` -- the ranked region (an object of
          :mod:`sage_latticegames._engine`), or ``None`` to rebuild it from
          ``region`` with :meth:`~sage_latticegames.lattice_game.LatticeGame.region`
        - ``state`` -- the ``uint8`` array of engine states, indexed by rank
        - ``description`` -- a string describing the region
        - ``closed`` -- whether the region is closed under taking options
        - ``region`` -- (optional) the keyword arguments of
          :meth:`~sage_latticegames.lattice_game.LatticeGame.region` defining
          the region (``level``, ``box``, ``functional``); needed for pickling

        TESTS::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: from sage_latticegames.solution import Solution
            sage: G = LatticeGame([(1,)])
            sage: S = G.solve(level=3)
            sage: Solution(G, None, S.state, S.region(), True, dict(level=3)) == S
            True
            sage: Solution(G, None, S.state, S.region(), True)
            Traceback (most recent call last):
            ...
            ValueError: give the ranked region or the keyword arguments defining it
        """
        if region is not None:
            region = {key: value for key, value in dict(region).items() if value is not None}
        if ranker is None:
            if region is None:
                raise ValueError("give the ranked region or the keyword arguments defining it")
            ranker = game.region(**region)[0]
        state = np.ascontiguousarray(state, dtype=np.uint8)
        if len(state) != ranker.size:
            raise ValueError("the region has %s lattice points but %s states are given"
                             % (ranker.size, len(state)))
        self._game = game
        self._ranker = ranker
        self._state = state
        self._description = description
        self._closed = bool(closed)
        self._region = region

    def game(self):
        r"""
        Return the lattice game.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=2).game()
            Lattice game on Normal play board N^1 with rule set Rule set in Z^1 with 1 move: (1)
        """
        return self._game

    def region(self):
        r"""
        Return a description of the region.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=2).region()
            'level <= 2 for the functional (1)'
        """
        return self._description

    def region_definition(self):
        r"""
        Return the keyword arguments of
        :meth:`~sage_latticegames.lattice_game.LatticeGame.solve` defining the
        region (``level``, ``box``, ``functional``; Theorem 4.6 of [GM]), or
        ``None`` if the solution was built without them.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=2).region_definition()
            {'level': 2}
        """
        return None if self._region is None else dict(self._region)

    def is_closed(self):
        r"""
        Return whether the region is closed under taking options (then every
        status is determined, Theorem 4.6 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1,)])
            sage: G.solve(level=2).is_closed(), G.solve(box=((1,), (3,))).is_closed()
            (True, False)
        """
        return self._closed

    def __len__(self):
        return int(self._ranker.size)

    @property
    def state(self):
        r"""
        The raw engine states (``uint8``): 1 P, 2 N, 3 undetermined, 5 not a position.
        """
        return self._state

    @property
    def points(self):
        r"""
        The ``(N, d)`` ``int64`` array of the lattice points of the region.
        """
        return self._points()

    @cached_method
    def _points(self):
        r"""
        Return the lattice points of the region, computed once (see :attr:`points`).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: S = LatticeGame([(1,)]).solve(level=2)
            sage: S._points().tolist(), S._points() is S.points
            ([[0], [1], [2]], True)
        """
        return self._ranker.points()

    @property
    def is_P(self):
        r"""
        Boolean array: the point is a P-position.
        """
        return self._state == PPOS

    @property
    def is_N(self):
        r"""
        Boolean array: the point is an N-position.
        """
        return self._state == NPOS

    @property
    def on_board(self):
        r"""
        Boolean array: the point is a position of the board (not defeated).
        """
        return self._state != NOTPOS

    @property
    def determined(self):
        r"""
        Boolean array: the status of the point is known exactly.
        """
        return self._state != UNDET

    def count_P(self):
        r"""
        Return the number of P-positions in the region.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=9).count_P()
            5
        """
        return ZZ(int(np.count_nonzero(self._state == PPOS)))

    def count_N(self):
        r"""
        Return the number of N-positions in the region.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=9).count_N()
            5
        """
        return ZZ(int(np.count_nonzero(self._state == NPOS)))

    def _points_of(self, mask):
        pts = self.points[mask]
        order = np.lexsort(pts.T[::-1]) if len(pts) else np.arange(0)
        game = self._game
        return tuple(game._lattice_point([int(x) for x in row]) for row in pts[order])

    def P_positions(self, as_array=False):
        r"""
        Return the P-positions of the region, sorted lexicographically, as
        lattice points (or as an ``int64`` array).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=4).P_positions()
            (N(0), N(2), N(4))
        """
        return self._positions(self.is_P, as_array)

    def N_positions(self, as_array=False):
        r"""
        Return the N-positions of the region (see :meth:`P_positions`).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).solve(level=4).N_positions(as_array=True).tolist()
            [[1], [3]]
        """
        return self._positions(self.is_N, as_array)

    def _positions(self, mask, as_array):
        if as_array:
            pts = self.points[mask]
            return pts[np.lexsort(pts.T[::-1])] if len(pts) else pts
        return self._points_of(mask)

    def outcome(self, p):
        r"""
        Return ``'P'``, ``'N'``, or ``None`` (undetermined in a box region)
        for the position ``p`` of the region.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: S = LatticeGame.misere([(1,)]).solve(level=3)
            sage: S.outcome((1,)), S.outcome((2,))
            ('P', 'N')
            sage: S.outcome((0,))
            Traceback (most recent call last):
            ...
            ValueError: (0) is not a position of the game: it is defeated
            sage: S.outcome((7,))
            Traceback (most recent call last):
            ...
            ValueError: (7) does not lie in the region level <= 3 for the functional (1)
        """
        p = self._game._check_position(p)
        r = self._ranker.rank_point([int(x) for x in p])
        if r < 0:
            raise ValueError("%s does not lie in the region %s" % (show_point(p), self._description))
        return {PPOS: 'P', NPOS: 'N', UNDET: None}[int(self._state[r])]

    def __contains__(self, p):
        try:
            return self.outcome(p) == 'P'
        except (TypeError, ValueError):
            return False

    def _repr_(self):
        n_pos = int(np.count_nonzero(self.on_board))
        s = ("Solution of a lattice game on the region %s: %s lattice points, %s positions, "
             "%s P-positions, %s N-positions" % (self._description, len(self), n_pos,
                                                 self.count_P(), self.count_N()))
        und = int(np.count_nonzero(self._state == UNDET))
        return s + (", %s undetermined" % und if und else "")

    def plot(self, **kwds):
        r"""
        Plot the positions of a 2-dimensional region: P-positions as filled
        black points, N-positions as small grey points (undetermined ones in
        red).  Keyword arguments are Sage graphics options (``axes_labels``,
        ``figsize``, ...).

        This is a dispatch method: the drawing is done by
        :func:`sage_latticegames.graphics.solution.plot_solution`.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (7, 7))).plot()  # optional - sage.plot
            Graphics object consisting of 2 graphics primitives
        """
        from sage_latticegames.graphics.solution import plot_solution
        return plot_solution(self, **kwds)

    # ------------------------------------------------------------------
    # comparison and pickling
    # ------------------------------------------------------------------
    def __eq__(self, other):
        return (isinstance(other, Solution) and self._game == other._game
                and self._description == other._description
                and len(self._state) == len(other._state)
                and bool((self._state == other._state).all()))

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        return hash((self._game, self._description, len(self._state)))

    def __reduce__(self):
        r"""
        Pickle the game, the states and the definition of the region (the
        compiled ranked region is rebuilt when unpickling).

        TESTS::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: S = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).solve(level=6)
            sage: T = loads(dumps(S)); T.P_positions() == S.P_positions(), bool((T.state == S.state).all())
            (True, True)
        """
        if self._region is None:
            raise TypeError("this solution does not know the definition of its region, so it cannot "
                            "be pickled; use the result of LatticeGame.solve")
        return (Solution, (self._game, None, self._state, self._description, self._closed,
                           self._region))


register_unpickle_override('sage_latticegames.lattice_game', 'Solution', Solution)


def _simplex_size(ell, L, cap=MAX_POSITIONS):
    r"""
    Return the number of points of `\{p \in \NN^d : \ell \cdot p \le L\}`,
    or a lower bound for it when that exceeds ``cap``.

    TESTS::

        sage: from sage_latticegames.solution import _simplex_size
        sage: _simplex_size((1, 1), 3), _simplex_size((1, 1), 10**6, cap=100)
        (10, 500000000000)
    """
    from sage.functions.other import factorial
    volume = ZZ(L) ** len(ell) / (factorial(len(ell)) * ZZ.prod(ell))
    if volume > cap:   # a lower bound for the number of points
        return volume.ceil()
    from sage_latticegames import _engine
    return ZZ(_engine.simplex_size([int(w) for w in ell], int(L), int(cap)))


def _check_size(size, desc, max_positions):
    r"""
    Refuse a region of ``size`` lattice points if it exceeds ``max_positions``
    (which the caller may raise above the default :data:`MAX_POSITIONS`).

    TESTS::

        sage: from sage_latticegames.solution import _check_size, MAX_POSITIONS
        sage: _check_size(3 * 10**9, 'R', 4 * 10**9)
        sage: _check_size(3 * 10**9, 'R', MAX_POSITIONS)
        Traceback (most recent call last):
        ...
        ValueError: the region R has 3000000000 lattice points, more than max_positions = 2000000000: choose a smaller region (or raise max_positions if memory allows: one byte per point)
    """
    if size > max_positions:
        raise ValueError("the region %s has %s lattice points, more than max_positions = %s: "
                         "choose a smaller region (or raise max_positions if memory allows: "
                         "one byte per point)" % (desc, size, max_positions))


def _polytope_points(Q, desc, max_positions):
    r"""
    Return the lattice points of the polytope ``Q`` as an ``int64`` array,
    scanning its bounding box slice by slice (numpy) so that memory stays
    proportional to the number of points plus one slice.
    """
    d = Q.ambient_dim()
    A, b = polyhedron_inequalities(Q)
    lo, hi = Q.bounding_box()
    lo = [int(np.ceil(float(x))) - 1 for x in lo]
    hi = [int(np.floor(float(x))) + 1 for x in hi]
    box = ZZ.prod(h - l + 1 for l, h in zip(lo, hi))
    _check_size(box // max(1, hi[0] - lo[0] + 1), desc + " (one slice of its bounding box)", max_positions)
    rest = [np.arange(l, h + 1, dtype=np.int64) for l, h in zip(lo[1:], hi[1:])]
    grid = np.stack(np.meshgrid(*rest, indexing='ij'), axis=-1).reshape(-1, d - 1) if d > 1 else np.zeros((1, 0), dtype=np.int64)
    out = []
    total = 0
    for x0 in range(lo[0], hi[0] + 1):
        pts = np.concatenate([np.full((len(grid), 1), x0, dtype=np.int64), grid], axis=1)
        keep = pts[((pts.astype(object) @ A.T.astype(object)) + b.astype(object) >= 0).all(axis=1)] \
            if abs(A).max(initial=0) * max(map(abs, lo + hi)) > 2**40 else \
            pts[((pts @ A.T) + b >= 0).all(axis=1)]
        total += len(keep)
        _check_size(total, desc, max_positions)
        out.append(keep)
    return np.concatenate(out).astype(np.int64) if out else np.zeros((0, d), dtype=np.int64)
