r"""
Lattice games

A *lattice game* (Definition 2.9 of [GM], Definition 2.3 of [GM-A]) is given
by a rule set `\Gamma` and a game board `B = \Lambda \smallsetminus D`.  A
position `p \in B` has a legal move to `p - \gamma` whenever `\gamma \in
\Gamma` and `p - \gamma \in B`.  The winning positions `\mathcal P` (for the
player who just moved: the *P-positions*) and the losing positions
`\mathcal N` are the unique sets with `\mathcal P \sqcup \mathcal N = B` and
`(\mathcal P + \Gamma) \cap B = \mathcal N` (Definition 4.1 and Theorem 4.6 of
[GM]).

P-positions are computed exactly on finite regions by a compiled memoized
search (:mod:`sage_latticegames._engine`):

- ``level=L``: the region `\{p \in \Lambda : \ell(p) \le L\}` for the
  positivity witness `\ell` (Definition 2.3.1 of [GM]).  Moves decrease
  `\ell`, so the region is closed under taking options and every status in it
  is exact.  On `\NN^d` the region is ranked combinatorially: memory is one
  byte per position, not per point of the bounding box.
- ``box=(lo, hi)``: the lattice points of `\Pi` in a box.  Options that leave
  the box are not computed: a position is reported as an N-position if it has
  an option in the box that is a P-position, as a P-position if all its
  options lie in the box and are N-positions, and as *undetermined* otherwise.

EXAMPLES:

Nim with heaps of size at most 2 (Example 2.4 of [GM]) in normal play: the
P-positions are `2\NN^2` (Example 8.7 of [GM])::

    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)]); G
    Lattice game on Normal play board N^2 with rule set Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)
    sage: G.P_positions(level=6)
    (N(0, 0), N(0, 2), N(2, 0), N(2, 2), N(4, 0), N(6, 0))
    sage: G.winning_moves((3, 2))
    (N(1, 0),)

Remark 4.12 of [GM]: `\Gamma = \{(1,0), (0,2)\}` on `\NN^2`; the P-positions
are `\{(0,0),(0,1),(1,2),(1,3),(2,0),(2,1),(3,2),(3,3)\} + 4\NN^2`::

    sage: G = LatticeGame([(1, 0), (0, 2)])
    sage: sorted(p for p in G.P_positions(box=((0, 0), (7, 7))) if max(p) < 4)
    [N(0, 0), N(0, 1), N(1, 2), N(1, 3), N(2, 0), N(2, 1), N(3, 2), N(3, 3)]
    sage: P0 = [(0,0),(0,1),(1,2),(1,3),(2,0),(2,1),(3,2),(3,3)]
    sage: all(G.is_P_position(p) == any(all((a - b) % 4 == 0 for a, b in zip(p, q)) for q in P0)
    ....:     for p in G.solve(box=((0, 0), (11, 11))).points)
    True

Misère Nim with heaps of size at most 2 (Example 8.7 of [GM])::

    sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: G.P_positions(level=6)
    (N(0, 2), N(1, 0), N(2, 2), N(3, 0), N(5, 0))

The solutions of finite regions are :class:`~sage_latticegames.solution.Solution`
objects (module :mod:`sage_latticegames.solution`; the class is also
importable from here).

REFERENCES:

- [GM] Alan Guo, Ezra Miller, *Lattice point methods for combinatorial games*.
- [GM-E] Alan Guo, Ezra Miller, *Erratum to: Lattice point methods for
  combinatorial games*.
- [GM-A] Alan Guo, Ezra Miller, *Algorithms for lattice games*.
"""
import sage.rings.integer  # noqa: F401

import sys
from collections import deque

import numpy as np

from sage.structure.sage_object import SageObject
from sage.misc.cachefunc import cached_method
from sage.misc.lazy_import import LazyImport
Polyhedron = LazyImport("sage.geometry.polyhedron.constructor", "Polyhedron")  # Sage's polyhedra, imported at first use
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import integer_point, show_point, to_integer
from sage_latticegames.misc.integer_arrays import (INT64_SAFE, int_array, matmul_exact, difference_exact,
                                                  add_exact, max_abs)
from sage_latticegames.rule_set import RuleSet
from sage_latticegames.game_board import GameBoard
# Solution moved to sage_latticegames.solution; it is re-exported here (old path),
# together with the engine state codes and MAX_POSITIONS
from sage_latticegames.solution import (Solution, MAX_POSITIONS,  # noqa: F401
                                        UNVISITED, PPOS, NPOS, UNDET, ONSTACK, NOTPOS,
                                        _simplex_size, _check_size, _polytope_points)
from sage_latticegames import _engine

#: largest number of defeated positions (the ideal `D` is stored as a set)
MAX_DEFEATED = 10**6


class LatticeGame(SageObject):
    r"""
    A lattice game: a rule set and a game board (Definition 2.9 of [GM]).

    INPUT:

    - ``rule_set`` -- a :class:`~sage_latticegames.rule_set.RuleSet` or a list
      of integer vectors
    - ``board`` -- (default: normal play on `\NN^d`) a
      :class:`~sage_latticegames.game_board.GameBoard`, or one of the strings
      ``'normal'`` and ``'misere'`` for `\NN^d` with `D = \emptyset` or
      `D = \{0\}`
    - ``name`` -- (optional) a name used in the representation
    - ``encoding`` -- (optional) an object translating positions to the
      encoded game (heaps, sums of followers), see :mod:`sage_latticegames.games`
    - ``positivity_witness`` -- (optional) a linear functional positive on the
      moves and on `C \smallsetminus \{0\}` to grade positions (checked); by
      default the one of the encoding, if any, else one found by
      :meth:`~sage_latticegames.rule_set.RuleSet.positivity_witness`

    The axioms of Definition 2.3 of [GM] are checked against the recession
    cone of the board, and the defeated positions must form a finite
    `\Gamma`-order ideal.

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.game_board import GameBoard
        sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)], 'misere'); G
        Lattice game on Misere play board N^2 minus the ideal generated by (0, 0) with rule set Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)
        sage: latex(G)
        \left(\Gamma = \left\{\left(1, 0\right), \left(0, 1\right), \left(-1, 1\right)\right\}, \mathbb{N}^{2} \smallsetminus \left\langle \left(0, 0\right) \right\rangle\right)

    A game on a non-orthant board::

        sage: P = Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)])
        sage: G = LatticeGame([(1, 0), (1, 2), (1, 1)], GameBoard(P))
        sage: G.positivity_witness()
        (1, 0)
        sage: G.P_positions(level=2)
        (N(0, 0), N(2, 0), N(2, 1), N(2, 2), N(2, 3), N(2, 4))

    Rule sets failing an axiom, and defeated sets that are not order ideals,
    are rejected::

        sage: LatticeGame([(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)])
        Traceback (most recent call last):
        ...
        ValueError: the tangent cone axiom (Definition 2.3.2 of [GM]) fails:
        no move lies in the negative tangent cone along the extremal ray (0, 0, 1) of C
        sage: LatticeGame([(1, 0), (0, 1)], GameBoard(dimension=2, defeated=[(1, 0)], defeated_is_ideal=True))
        Traceback (most recent call last):
        ...
        ValueError: the defeated positions do not form a Gamma-order ideal: (1, 0) is defeated, (1, 0) - (1, 0) = (0, 0) precedes it but is not defeated
        sage: LatticeGame([(1,)], GameBoard.orthant(3))
        Traceback (most recent call last):
        ...
        ValueError: the rule set lives in dimension 1 but the board in dimension 3

    TESTS::

        sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
        sage: loads(dumps(G)) == G, hash(loads(dumps(G))) == hash(G)
        (True, True)
        sage: TestSuite(G).run()
    """

    def __init__(self, rule_set, board=None, name=None, encoding=None, positivity_witness=None):
        if not isinstance(rule_set, RuleSet):
            rule_set = RuleSet(rule_set)
        d = rule_set.dimension()
        if board is None or board == 'normal':
            board = GameBoard.normal_play(d)
        elif board == 'misere':
            board = GameBoard.misere(d)
        elif not isinstance(board, GameBoard):
            raise TypeError("the board must be a GameBoard, 'normal' or 'misere', not %r" % (board,))
        if board.dimension() != d:
            raise ValueError("the rule set lives in dimension %s but the board in dimension %s"
                             % (d, board.dimension()))
        if positivity_witness is None and encoding is not None and hasattr(encoding, "positivity_witness"):
            positivity_witness = encoding.positivity_witness()
        # the orthant is the default cone of check_axioms (no Sage cone built)
        cone = None if board.is_orthant() else board.recession_cone()
        self._ell = rule_set.check_axioms(cone, hint=positivity_witness)
        self._rule_set = rule_set
        self._board = board
        self._name = name
        self._encoding = encoding
        self._moves = rule_set.integer_array()
        self._defeated = self._defeated_ideal()
        # the board of the game names its defeated ideal by the minimal
        # generators (the Gamma-maximal defeated positions), so that boards
        # with the same ideal compare equal however it was given
        self._board = board._with_defeated(self._maximal_defeated())

    @classmethod
    def normal_play(cls, rule_set, d=None, **kwds):
        r"""
        Return the normal play game on `\NN^d` with the given moves
        (Definition 6.5 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame.normal_play([(1,)]).P_positions(level=5)
            (N(0), N(2), N(4))
        """
        return cls(rule_set, 'normal', **kwds)

    @classmethod
    def misere(cls, rule_set, **kwds):
        r"""
        Return the misère play game on `\NN^d \smallsetminus \{0\}` with the given
        moves (Example 4.5 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame.misere([(1,)]).P_positions(level=5)
            (N(1), N(3), N(5))
        """
        return cls(rule_set, 'misere', **kwds)

    # ------------------------------------------------------------------
    # basic data
    # ------------------------------------------------------------------
    def rule_set(self):
        r"""
        Return the rule set `\Gamma`.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).rule_set()
            Rule set in Z^1 with 1 move: (1)
        """
        return self._rule_set

    def board(self):
        r"""
        Return the game board.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)], 'misere').board()
            Misere play board N^1 minus the ideal generated by (0)
        """
        return self._board

    def dimension(self):
        r"""
        Return the dimension `d`.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 1)]).dimension()
            2
        """
        return self._rule_set.dimension()

    def name(self):
        r"""
        Return the name given to the game, or ``None``.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)], name="one-heap Nim").name()
            'one-heap Nim'
        """
        return self._name

    def encoding(self):
        r"""
        Return the encoding object attached by a constructor of
        :mod:`sage_latticegames.games` (or ``None``).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).encoding() is None
            True
        """
        return self._encoding

    def positivity_witness(self):
        r"""
        Return the integral linear function `\ell` positive on `\Gamma` and on
        `C \smallsetminus \{0\}` used to grade positions (Definition 2.3.1 and
        Lemma 4.3 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).positivity_witness()
            (1, 2)
        """
        return self._ell

    def level(self, p):
        r"""
        Return `\ell(p)` for the positivity witness `\ell`.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).level((3, 1))
            5
        """
        p = self._point(p)
        return sum(a * b for a, b in zip(self._ell, p))

    def input_complexity(self):
        r"""
        Return the input complexity of Definition 2.4 of [GM-A] (moves and
        generators of the defeated ideal).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).input_complexity()
            8
        """
        return self._rule_set.input_complexity(self._board.defeated_generators())

    def _point(self, p):
        return integer_point(p, self.dimension(), what="position")

    def _lattice_point(self, p):
        v = self._rule_set.lattice()(p)
        v.set_immutable()
        return v

    # ------------------------------------------------------------------
    # positions and moves
    # ------------------------------------------------------------------
    def _defeated_ideal(self):
        r"""
        Return the defeated ideal `D` as a frozenset of tuples: the downward
        closure of the generators, checked against the given set when it is
        declared to be the whole ideal.  At most :data:`MAX_DEFEATED`
        positions are accepted.

        TESTS::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: from sage_latticegames.game_board import GameBoard
            sage: LatticeGame([(1, 0), (0, 1)], GameBoard(dimension=2, defeated=[(10**30, 0)]))
            Traceback (most recent call last):
            ...
            ValueError: the defeated ideal generated by (1000000000000000000000000000000, 0) has more than 1000000 positions: too large to be stored (Definition 2.9 of [GM] asks for a finite ideal; choose generators of smaller level)
        """
        gens = self._board.defeated_generators()
        if self._board.is_orthant():   # x_i >= 0: no matrix product needed
            A = np.eye(self.dimension(), dtype=np.int64)
            b = np.zeros(self.dimension(), dtype=np.int64)
        else:
            A, b = self._board.inequalities()
        board_rows = [list(r) + [c] for r, c in zip(A.tolist(), b.tolist())]
        moves = self._moves
        ideal = self._board.defeated_is_ideal()

        def too_large():
            return ValueError(
                "the defeated ideal generated by %s has more than %s positions: too large to "
                "be stored (Definition 2.9 of [GM] asks for a finite ideal; choose generators "
                "of smaller level)" % (", ".join(show_point(x) for x in gens), MAX_DEFEATED))

        # quick lower bound: p, p - g, ..., p - k g all lie in the ideal as long
        # as p - k g lies in the polyhedron (for a generator p and a move g)
        if gens and not ideal:
            # (n, m): a . g for the moves g and the inequalities a x + c >= 0
            AG = moves if self._board.is_orthant() else matmul_exact(moves, A.tolist())
            pos = AG > 0
            if not pos.any(axis=1).all():
                raise too_large()
            divisor = np.where(pos, AG, 1)
            for p in gens:
                slack = matmul_exact(int_array([list(p) + [1]], len(p) + 1), board_rows)[0]
                bounds = np.where(pos, slack[None, :] // divisor, MAX_DEFEATED)
                if (bounds.min(axis=1) >= MAX_DEFEATED).any():
                    raise too_large()
        closure = set(tuple(int(x) for x in p) for p in gens)
        todo = list(closure)
        while todo:
            p = todo.pop()
            P = int_array([p], len(p))
            Q = difference_exact(np.broadcast_to(P, moves.shape), moves)
            inside = self._board.lattice_points_mask(Q)
            for q in Q[inside].tolist():
                q = tuple(int(x) for x in q)
                if q in closure:
                    continue
                if ideal:
                    g = tuple(a - c for a, c in zip(p, q))
                    raise ValueError(
                        "the defeated positions do not form a Gamma-order ideal: %s is defeated, "
                        "%s - %s = %s precedes it but is not defeated"
                        % (show_point(p), show_point(p), show_point(g), show_point(q)))
                closure.add(q)
                todo.append(q)
                if len(closure) > MAX_DEFEATED:
                    raise too_large()
        return frozenset(closure)

    def _maximal_defeated(self):
        r"""
        Return the minimal generators of the defeated ideal `D`: the
        defeated positions `p` such that no `p + \gamma`, `\gamma \in
        \Gamma`, is defeated (the ideal is the closure of its generators
        under moves inside `\Lambda`, so these generate it, and every
        generating set contains them).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: from sage_latticegames.game_board import GameBoard
            sage: nim = [(1, 0), (0, 1), (-1, 1)]
            sage: G = LatticeGame(nim, GameBoard(dimension=2, defeated=[(0, 0), (0, 1), (1, 0)],
            ....:                                defeated_is_ideal=True))
            sage: G._maximal_defeated()
            [(0, 1)]
            sage: G.board()
            Board N^2 minus the ideal generated by (0, 1)
        """
        D = self._defeated
        out = []
        for p in D:
            Q = add_exact(self._moves, int_array([p], len(p)))
            Q = Q[self._board.lattice_points_mask(Q)]
            if not any(tuple(q) in D for q in Q.tolist()):
                out.append(p)
        return sorted(out)

    def defeated_positions(self):
        r"""
        Return the finite `\Gamma`-order ideal `D` of defeated positions
        (Definition 2.9 of [GM]), sorted.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: from sage_latticegames.game_board import GameBoard
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)], GameBoard.orthant(2, defeated=[(0, 1)]))
            sage: G.defeated_positions()
            (N(0, 0), N(0, 1), N(1, 0))
        """
        return tuple(self._lattice_point(p) for p in sorted(self._defeated))

    def is_position(self, p):
        r"""
        Return whether ``p`` lies on the game board `B = \Lambda \smallsetminus D`.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame.misere([(1, 0), (0, 1)])
            sage: G.is_position((0, 0)), G.is_position((0, 1)), G.is_position((0, -1))
            (False, True, False)
        """
        p = self._point(p)
        return self._board.contains_lattice_point(p) and p not in self._defeated

    def _check_position(self, p):
        p = self._point(p)
        if not self.is_position(p):
            where = "is defeated" if p in self._defeated else "is not a lattice point of the board"
            raise ValueError("%s is not a position of the game: it %s" % (show_point(p), where))
        return p

    def legal_moves(self, p):
        r"""
        Return the moves `\gamma \in \Gamma` that are legal at ``p``, i.e. with
        `p - \gamma \in B` (Definition 2.9 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: G.legal_moves((0, 1))
            (N(0, 1), N(-1, 1))
        """
        p = self._check_position(p)
        return tuple(g for g, t in zip(self._rule_set.vectors(), self._rule_set.tuples())
                     if self.is_position(tuple(a - b for a, b in zip(p, t))))

    def options(self, p):
        r"""
        Return the options of ``p``: the positions reached by legal moves.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).options((1, 1))
            (N(0, 1), N(1, 0), N(2, 0))
        """
        p = self._check_position(p)
        return tuple(self._lattice_point(tuple(a - b for a, b in zip(p, g)))
                     for g in self.legal_moves(p))

    # ------------------------------------------------------------------
    # the engine
    # ------------------------------------------------------------------
    def region(self, level=None, box=None, functional=None, max_positions=MAX_POSITIONS):
        r"""
        Return the ranked region used by :meth:`solve` (an object of
        :mod:`sage_latticegames._engine`) and a description of it.

        INPUT: see :meth:`solve`

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: R, desc = LatticeGame([(1, 0), (0, 1), (-1, 1)]).region(level=4)
            sage: len(R), desc
            (9, 'level <= 4 for the functional (1, 2)')
            sage: LatticeGame([(1, 0), (0, 1)]).region(level=10**9)
            Traceback (most recent call last):
            ...
            ValueError: the region level <= 1000000000 for the functional (1, 1) has 500000000000000000 lattice points, more than max_positions = 2000000000: choose a smaller region (or raise max_positions if memory allows: one byte per point)

        A level region must be closed under taking options, so the functional
        must be positive on every move; and it must not be empty::

            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).region(level=5, functional=(1, 1))
            Traceback (most recent call last):
            ...
            ValueError: the functional (1, 1) is not positive on the move (-1, 1), so the region level <= 5 is not closed under taking options (Definition 2.3.1 of [GM])
            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).region(level=-1)
            Traceback (most recent call last):
            ...
            ValueError: the region level <= -1 for the functional (1, 2) contains no point of the board
        """
        if (level is None) == (box is None):
            raise ValueError("give exactly one of level=L and box=(lo, hi)")
        d = self.dimension()
        max_positions = to_integer(max_positions, "max_positions")
        if self._moves.dtype == object:
            raise ValueError("the moves have entries of absolute value %s: the compiled engine "
                             "computes with 64-bit integers (entries below 2^62)"
                             % max_abs(self._moves))
        if level is not None:
            ell = self._ell if functional is None else integer_point(functional, d, what="functional")
            L = ZZ(to_integer(level, "the level"))
            desc = "level <= %s for the functional %s" % (L, show_point(ell))
            for g in self._rule_set.tuples():
                if sum(a * b for a, b in zip(ell, g)) <= 0:
                    raise ValueError("the functional %s is not positive on the move %s, so the region "
                                     "level <= %s is not closed under taking options (Definition 2.3.1 "
                                     "of [GM])" % (show_point(ell), show_point(g), L))
            empty = ValueError("the region %s contains no point of the board" % desc)
            if self._board.is_orthant() and all(x > 0 for x in ell):
                if L < 0:
                    raise empty
                size = _simplex_size(ell, L, cap=max_positions)
                _check_size(size, desc, max_positions)
                R = _engine.SimplexRanker([int(x) for x in ell], int(L))
            else:
                Q = self._level_polytope(ell, L)
                if Q.is_empty():
                    raise empty
                pts = _polytope_points(Q, desc, max_positions)
                R = _engine.SortedRanker(pts)
            return R, desc
        try:
            lo, hi = box
        except (TypeError, ValueError):
            raise TypeError("the box must be a pair (lo, hi) of corners, not %r" % (box,)) from None
        lo = integer_point(lo, d, what="corner")
        hi = integer_point(hi, d, what="corner")
        if any(a > b for a, b in zip(lo, hi)):
            raise ValueError("the box corners must satisfy lo <= hi coordinatewise")
        # the engine computes options p - g of the points of the box in int64
        reach = max(map(abs, lo + hi)) + max_abs(self._moves)
        if reach >= INT64_SAFE:
            raise ValueError("the box %s <= p <= %s reaches coordinates of absolute value %s (with "
                             "the moves): the compiled engine computes with 64-bit integers "
                             "(below 2^62)" % (show_point(lo), show_point(hi), reach))
        desc = "box %s <= p <= %s" % (show_point(lo), show_point(hi))
        size = ZZ.prod(b - a + 1 for a, b in zip(lo, hi))
        _check_size(size, desc, max_positions)
        A, b = self._board.inequalities()
        if A.dtype == object or b.dtype == object:
            raise ValueError("the inequalities of the board have coefficients too large for the "
                             "64-bit arithmetic of the compiled engine")
        return _engine.BoxRanker([int(x) for x in lo], [int(x) for x in hi], A, b), desc

    def _level_polytope(self, ell, L):
        r"""
        Return the polytope `\Pi \cap \{\ell \le L\}`.
        """
        P = self._board.polyhedron()
        H = Polyhedron(ieqs=[[L] + [-x for x in ell]], base_ring=QQ)
        Q = P.intersection(H)
        if not Q.is_compact():
            raise ValueError("the functional %s is not positive on the recession cone of the board"
                             % show_point(ell))
        return Q

    def solve(self, level=None, box=None, functional=None, max_positions=MAX_POSITIONS,
              progress=False, threads=None):
        r"""
        Compute the outcome of every lattice point of a finite region exactly
        (Definition 4.1 and Theorem 4.6 of [GM]) with the compiled engine.

        INPUT:

        - ``level`` -- an integer `L`: the region `\{p \in \Lambda : \ell(p)
          \le L\}`, closed under taking options
        - ``box`` -- a pair ``(lo, hi)`` of corners: the lattice points of `\Pi`
          in the box; options leaving the box make some statuses undetermined
          (see the module documentation)
        - ``functional`` -- (default: :meth:`positivity_witness`) the linear
          function `\ell` for ``level``; it must be positive on `\Gamma` for the
          region to be option-closed
        - ``max_positions`` -- refuse regions with more lattice points
        - ``progress`` -- (default: ``False``) print progress on standard error
        - ``threads`` -- (default: the available cores) number of threads of
          the compiled sweep (level regions of heap-like games, see
          :func:`~sage_latticegames._engine.solve_forward`); the result does
          not depend on it

        OUTPUT: a :class:`~sage_latticegames.solution.Solution`

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: bool((G.solve(level=20, threads=1).is_P == G.solve(level=20, threads=2).is_P).all())
            True
            sage: G.solve(level=3, threads=0)
            Traceback (most recent call last):
            ...
            ValueError: ...
            sage: S = G.solve(level=20); S
            Solution of a lattice game on the region level <= 20 for the functional (1, 2): 121 lattice points, 120 positions, 35 P-positions, 85 N-positions
            sage: S.outcome((3, 0)), S.outcome((4, 0)), (5, 0) in S
            ('P', 'N', True)
            sage: T = G.solve(box=((0, 0), (3, 3)))
            sage: T.outcome((1, 0)), T.outcome((3, 3))
            ('P', None)
        """
        threads = _engine.thread_count(threads)
        R, desc = self.region(level=level, box=box, functional=functional,
                              max_positions=max_positions)
        state = np.zeros(R.size, dtype=np.uint8)
        if box is not None:
            # lattice points of the box outside the polyhedron are not positions
            A, b = self._board.inequalities()
            if A.shape[0] and not self._board.is_orthant() or any(x < 0 for x in box[0]):
                state[~self._board.lattice_points_mask(R.points())] = NOTPOS
        for p in self._defeated:
            r = R.rank_point([int(x) for x in p])
            if r >= 0:
                state[r] = NOTPOS
        if self._rank_order_is_topological(R):
            def kernel(R, moves, state, start, stop):
                _engine.solve_forward(R, moves, state, start, stop, nthreads=threads)
        else:
            kernel = _engine.solve
        # chunks only to report progress (each parallel sweep has a start-up cost)
        chunk = max(1, min(R.size, 1 << 22)) if progress else max(1, R.size)
        for start in range(0, R.size, chunk):
            kernel(R, self._moves, state, start, min(R.size, start + chunk))
            if progress:
                print("solved %s / %s lattice points" % (min(R.size, start + chunk), R.size),
                      file=sys.stderr)
        region = dict(level=level, functional=functional,
                      box=None if box is None else tuple(tuple(c) for c in box))
        return Solution(self, R, state, desc, level is not None, region=region)

    def _rank_order_is_topological(self, R):
        r"""
        Return whether every option of a point of ``R`` has a smaller rank:
        the last (simplex regions) or first (boxes) nonzero entry of every
        move is positive.
        """
        if isinstance(R, _engine.SimplexRanker):
            key = [[x for x in g if x][-1] for g in self._rule_set.tuples()]
        elif isinstance(R, _engine.BoxRanker):
            key = [[x for x in g if x][0] for g in self._rule_set.tuples()]
        else:
            return False
        return all(x > 0 for x in key)

    def P_positions(self, level=None, box=None, as_array=False, **kwds):
        r"""
        Return the P-positions of a finite region, sorted (see :meth:`solve`
        for the regions; with ``box`` only the P-positions whose status is
        determined exactly are returned).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: G.P_positions(level=4)
            (N(0, 0), N(0, 2), N(2, 0), N(4, 0))
            sage: G.P_positions(level=4, as_array=True).tolist()
            [[0, 0], [0, 2], [2, 0], [4, 0]]
        """
        return self.solve(level=level, box=box, **kwds).P_positions(as_array=as_array)

    def N_positions(self, level=None, box=None, as_array=False, **kwds):
        r"""
        Return the N-positions of a finite region, sorted (see :meth:`P_positions`).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1,)]).N_positions(level=4)
            (N(1), N(3))
        """
        return self.solve(level=level, box=box, **kwds).N_positions(as_array=as_array)

    def outcome(self, p):
        r"""
        Return ``'P'`` if ``p`` is a P-position and ``'N'`` otherwise.

        The status is read from the option-closed region of level `L`, for
        the least power of two `L \ge \ell(p)` (solved once and cached by
        :meth:`_level_solution`).  For a squarefree game in normal play on
        `\NN^d`, the P-positions are `\mathcal P_0 + 2\NN^d` (Theorem 6.11 of
        [GM] with the erratum [GM-E]), so `p` is first reduced modulo `2`;
        then positions with huge entries are answered exactly.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: G.outcome((2, 4)), G.outcome((1, 4))
            ('P', 'N')
            sage: G.outcome((2 * 10**30, 4)), G.outcome((2 * 10**30 + 1, 2))
            ('P', 'N')
            sage: G.outcome((-1, 0))
            Traceback (most recent call last):
            ...
            ValueError: (-1, 0) is not a position of the game: it is not a lattice point of the board
        """
        p = self._check_position(p)
        if self.squarefree_normal_play_obstruction() is None:
            # Theorem 6.11 of [GM] (with [GM-E]): P = P_0 + 2 N^d
            p = tuple(x % 2 for x in p)
        L = self.level(p)
        if L > 0:
            L = ZZ(2) ** (L - 1).nbits()
        return self._level_solution(L).outcome(p)

    @cached_method
    def _level_solution(self, L):
        r"""
        Return the solution of the option-closed region of level ``L`` for
        :meth:`positivity_witness` (cached: :meth:`outcome` asks for levels
        that are powers of two, so the cached regions grow geometrically).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1,)])
            sage: G.outcome((3,)), G._level_solution(4).region()
            ('N', 'level <= 4 for the functional (1)')
            sage: G._level_solution(4) is G._level_solution(4)
            True
        """
        return self.solve(level=L)

    def is_P_position(self, p):
        r"""
        Return whether ``p`` is a P-position (Theorem 4.6 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: [G.is_P_position((k, 0)) for k in range(1, 6)]
            [True, False, True, False, True]
        """
        return self.outcome(p) == 'P'

    def winning_moves(self, p):
        r"""
        Return the legal moves from ``p`` to P-positions (empty exactly when
        ``p`` is a P-position).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: G.winning_moves((1, 1)), G.winning_moves((2, 2))
            ((N(-1, 1),), ())
        """
        p = self._check_position(p)
        return tuple(g for g in self.legal_moves(p)
                     if self.is_P_position(tuple(a - b for a, b in zip(p, g))))

    # ------------------------------------------------------------------
    # structure (Sections 3 and 4 of [GM])
    # ------------------------------------------------------------------
    def layers(self, level):
        r"""
        Return the layered construction of the proof of Theorem 4.6 of [GM] on
        the option-closed region of the given level: the list of pairs
        `(\mathcal P_n, \mathcal N_n)`, where `\mathcal P_n` is the set of
        positions all of whose options lie in `\mathcal N_{n-1}` and
        `\mathcal N_n = (\mathcal P_n + \Gamma) \cap B`, until it stabilises.

        OUTPUT: a list of pairs of sorted tuples of points

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1,)])
            sage: for P, N in G.layers(3): print(P, N)
            (N(0),) (N(1),)
            (N(0), N(2)) (N(1), N(3))
            sage: G.layers(3)[-1][0] == G.P_positions(level=3)
            True
        """
        sol = self.solve(level=level)
        opts = _engine.option_indices(sol._ranker, self._moves)
        on_board = sol.on_board
        legal = (opts >= 0)
        legal[legal] = on_board[opts[legal]]
        safe = np.where(legal, opts, 0)
        N_prev = np.zeros(len(on_board), dtype=bool)
        out = []
        while True:
            P_n = on_board & ~(legal & ~N_prev[safe]).any(axis=1)
            N_n = on_board & (legal & P_n[safe]).any(axis=1)
            out.append((sol._points_of(P_n), sol._points_of(N_n)))
            if (N_n == N_prev).all():
                out.pop()
                return out if out else [(sol._points_of(P_n), sol._points_of(N_n))]
            N_prev = N_n

    def check_winning_positions(self, P, level):
        r"""
        Check Definition 4.1 of [GM] for a candidate set ``P`` on the
        option-closed region of the given level: ``P`` must consist of
        positions, and a position of the region lies outside ``P`` iff it has an
        option in ``P``.

        OUTPUT: ``True``, or a string describing the first violation

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1,)])
            sage: G.check_winning_positions([(0,), (2,), (4,)], level=4)
            True
            sage: G.check_winning_positions([(0,), (2,), (3,)], level=4)
            '(3) is in P but has the option (2) in P'
            sage: G.check_winning_positions([(0,)], level=4)
            '(2) is not in P but has no option in P'
        """
        sol = self.solve(level=level)
        cand = {self._point(p) for p in P}
        for p in cand:
            if not self.is_position(p):
                return "%s is not a position" % show_point(p)
        for row in sol.points[sol.on_board]:
            p = tuple(ZZ(int(x)) for x in row)
            opts = [tuple(a - b for a, b in zip(p, g)) for g in self._rule_set.tuples()]
            in_P = [q for q in opts if q in cand and self.is_position(q)]
            if p in cand and in_P:
                return "%s is in P but has the option %s in P" % (show_point(p), show_point(in_P[0]))
            if p not in cand and not in_P:
                return "%s is not in P but has no option in P" % show_point(p)
        return True

    def victorious_positions(self):
        r"""
        Return the positions with no legal move: a finite set by Theorem 3.3
        of [GM].

        ALGORITHM: a lattice point `p \in \Lambda` has no move inside `\Lambda`
        iff for every `\gamma` some inequality `a x + b \ge 0` of `\Pi` gives
        `0 \le a p + b < a \gamma`; the union over the choices of inequalities
        is a finite union of polytopes (pruned while it is built), whose lattice
        points are enumerated.  Positions all of whose moves land in `D` lie in
        `D + \Gamma` and are added.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).victorious_positions()
            (N(0, 0),)
            sage: LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).victorious_positions()
            (N(1, 0),)
            sage: LatticeGame([(1, 0), (0, 2)]).victorious_positions()
            (N(0, 0), N(0, 1))
        """
        A, b = self._board.inequalities()
        pieces = [self._board.polyhedron()]
        for g in self._rule_set.tuples():
            new = []
            for Q in pieces:
                for a, c in zip(A.tolist(), b.tolist()):
                    ag = sum(x * y for x, y in zip(a, g))
                    if ag <= 0:
                        continue
                    # 0 <= a p + c <= a g - 1 for integral p
                    S = Q.intersection(Polyhedron(ieqs=[[ag - 1 - c] + [-x for x in a]], base_ring=QQ))
                    if not S.is_empty():
                        new.append(S)
            pieces = new
        candidates = set()
        for Q in pieces:
            if not Q.is_compact():
                raise RuntimeError("unbounded set of victorious positions: the tangent cone axiom fails")
            candidates.update(tuple(ZZ(x) for x in v) for v in Q.integral_points())
        for p in self._defeated:
            for g in self._rule_set.tuples():
                candidates.add(tuple(a + c for a, c in zip(p, g)))
        out = [p for p in candidates if self.is_position(p) and not self.legal_moves(p)]
        return tuple(self._lattice_point(p) for p in sorted(out))

    def gamma_path(self, p, q):
        r"""
        Return a `\Gamma`-path in `B` from ``p`` to ``q`` (Definition 3.2 of
        [GM]): a list of positions starting at ``p`` and ending at ``q``, each
        an option of the previous one; ``None`` if there is none.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: G.gamma_path((1, 1), (2, 0))
            [N(1, 1), N(2, 0)]
            sage: G.gamma_path((0, 1), (0, 0))
            [N(0, 1), N(0, 0)]
            sage: G.gamma_path((1, 0), (0, 1)) is None
            True
        """
        p = self._check_position(p)
        q = self._check_position(q)
        target = self.level(q)
        parent = {p: None}
        todo = deque([p])
        while todo:
            x = todo.popleft()
            if x == q:
                path = []
                while x is not None:
                    path.append(self._lattice_point(x))
                    x = parent[x]
                return path[::-1]
            for g in self._rule_set.tuples():
                y = tuple(a - c for a, c in zip(x, g))
                if y not in parent and self.level(y) >= target and self.is_position(y):
                    parent[y] = x
                    todo.append(y)
        return None

    # ------------------------------------------------------------------
    # data structures for strategies (Section 8 of [GM])
    # ------------------------------------------------------------------
    def affine_stratification(self, **options):
        r"""
        Return a certified affine stratification of the P-positions
        (Definition 8.6 of [GM]), for games on `\NN^d` minus a finite set of
        defeated positions.

        Squarefree games in normal play are solved by the squarefree solver
        (Theorem 6.11 of [GM] with the erratum [GM-E]); every other game by
        the search of
        :func:`~sage_latticegames.discovery.search.discover_stratification`,
        which proves what it finds on the whole board.  The result carries
        its certificate
        (:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certificate`).
        When the search proves a finite misère quotient whose cell-by-cell
        stratification is too large to write out, the result is a
        :class:`~sage_latticegames.misere.strategies.lazy_stratification.LazyAffineStratification`
        (membership at any size, counts, certificate, strata listed lazily;
        E. Miller [Mil2013]_).

        INPUT:

        - ``options`` -- the budget and options of
          :func:`~sage_latticegames.discovery.search.discover_stratification`
          (``max_level``, ``max_period``, ``max_positions``, ``time_limit``,
          ``conjecture``, ``progress``)

        This is a dispatch method: the body is
        :func:`~sage_latticegames.discovery.dispatch.stratification_of` (a
        higher layer, imported when called).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: S = G.affine_stratification(); (2, 4) in S, (1, 4) in S
            (True, False)
            sage: M = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: T = M.affine_stratification(); T
            Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
            sage: T.certificate().method()
            'heap-by-heap quotient'
        """
        from sage_latticegames.discovery.dispatch import stratification_of
        return stratification_of(self, **options)

    def rational_strategy(self, names=None, form=None, **options):
        r"""
        Return a rational strategy (Definition 8.1 of [GM]): the short
        rational generating function of the P-positions, from the certified
        affine stratification of :meth:`affine_stratification` (Theorem 8.11
        of [GM], Theorem 5.1 of [GM-A]; Example 8.3 of [GM] for squarefree
        games in normal play).

        INPUT:

        - ``names`` -- (optional) names of the variables
        - ``form`` -- (default: ``None``) ``"short"``, ``"product"`` (the
          product form over the monoid algebra of the misère quotient, at any
          heap bound the quotient reaches: Miller 2013), or ``None``: the
          short form when it can be written out, else the product form (see
          :func:`~sage_latticegames.discovery.dispatch.rational_strategy_of`)
        - ``options`` -- as for :meth:`affine_stratification`

        This is a dispatch method: the body is
        :func:`~sage_latticegames.discovery.dispatch.rational_strategy_of`.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: f = LatticeGame([(1, 0), (0, 1), (-1, 1)]).rational_strategy()
            sage: f.is_P_position((2, 4)), f.is_P_position((1, 4))
            (True, False)
            sage: g = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).rational_strategy(names='a,b')
            sage: g.is_P_position((3, 0)), g.is_P_position((2, 0))
            (True, False)
        """
        from sage_latticegames.discovery.dispatch import rational_strategy_of
        return rational_strategy_of(self, names=names, form=form, **options)

    def misere_quotient(self, **options):
        r"""
        Return the misère quotient of this game (Definition 4.7 and Section 8
        of [Guo]; Plambeck--Siegel), computed heap by heap and proven on all
        of `\NN^d` (for games on `\NN^d` whose defeated ideal is `\{0\}` or
        empty).

        INPUT:

        - ``options`` -- the budget of
          :func:`~sage_latticegames.misere.constructor.misere_quotient`
          (``max_order``, ``max_tuples``, ``max_seconds``, ``progress``), or
          ``stratification``: a certified affine stratification of the
          P-positions, or ``"discover"`` to find one first
          (:meth:`affine_stratification`); the quotient is then computed
          from it, or proved to be infinite

        OUTPUT: a :class:`~sage_latticegames.misere.quotient.MisereQuotient`,
        or an :class:`~sage_latticegames.misere.stratified.infinite.InfinitenessCertificate`
        (with a ``stratification`` whose quotient is infinite)

        This is a dispatch method: the body is
        :func:`~sage_latticegames.misere.constructor.misere_quotient` (a higher
        layer, imported when called).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: Q = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).misere_quotient()
            sage: Q.cardinality(), Q.presentation(), Q.is_certified()
            (6, ('a, b', ['a^2 = 1', 'b^3 = b']), True)

        A game whose quotient is infinite, proved from the stratification
        found and certified by the search::

            sage: G = LatticeGame.misere([(1, 0), (0, 1), (2, 2)])
            sage: G.misere_quotient(stratification="discover")
            Proved: the misère quotient is infinite: the positions x_n = (0, 0) + n*(6, 0), n >= 0, are pairwise distinguishable: ...
        """
        from sage_latticegames.misere.constructor import misere_quotient
        if isinstance(options.get("stratification"), str):
            if options["stratification"] != "discover":
                raise ValueError("stratification must be an affine stratification or "
                                 "'discover', not %r" % options["stratification"])
            options["stratification"] = self.affine_stratification()
        return misere_quotient(self, **options)

    @cached_method
    def squarefree_normal_play_obstruction(self):
        r"""
        Return ``None`` if the game is a squarefree game in normal play on
        `\NN^d` (Theorem 6.11 of [GM] with the erratum [GM-E] applies), and
        otherwise the reason why not.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame([(1, 0), (0, 1), (-1, 1)]).squarefree_normal_play_obstruction() is None
            True
            sage: LatticeGame([(1, 0), (0, 2)]).squarefree_normal_play_obstruction()
            'its rule set is not squarefree (Proposition 1 of [GM-E])'
        """
        if not self._board.is_orthant():
            return "its board is not N^d"
        if self._board.defeated_generators():
            return ("this game is in misere play" if self._defeated == {(0,) * self.dimension()}
                    else "this game has defeated positions")
        if not self._rule_set.is_squarefree():
            return "its rule set is not squarefree (Proposition 1 of [GM-E])"
        return None

    _squarefree_normal_play_obstruction = squarefree_normal_play_obstruction

    # ------------------------------------------------------------------
    # invariants (run by TestSuite)
    # ------------------------------------------------------------------
    def _test_P_positions(self, **options):
        r"""
        Check Definition 4.1 of [GM] on a small option-closed level region:
        the P-positions computed by the engine are those of a plain recursion
        (a position is a P-position iff none of its options is), there is no
        move between two P-positions, and every N-position has a move to a
        P-position.

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])._test_P_positions()
        """
        tester = self._tester(**options)
        max_points = options.get("max_points", 150)
        # the smallest level of a lattice point of the board, then grow the region
        L = min(sum(a * b for a, b in zip(self._ell, v))
                for v in self._board.polyhedron().vertices_list()).ceil()
        step = 1
        while step < 2**20:   # grow the level while the region stays small
            try:
                size = self.region(level=L + step, max_positions=max_points)[0].size
            except ValueError:   # more than max_points lattice points
                break
            if size > max_points:
                break
            L += step
            step *= 2
        sol = self.solve(level=L)
        moves = self._rule_set.tuples()
        outcome = {}
        rows = sorted((r for r, on in zip(sol.points.tolist(), sol.on_board) if on),
                      key=lambda r: self.level(r))
        for r in rows:
            p = tuple(r)
            opts = [tuple(a - b for a, b in zip(p, g)) for g in moves]
            opts = [q for q in opts if self.is_position(q)]
            for q in opts:
                # the region is closed under taking options
                tester.assertIn(q, outcome)
            outcome[p] = not any(outcome[q] for q in opts)
        P = {p for p, isP in outcome.items() if isP}
        tester.assertEqual({tuple(int(x) for x in p) for p in sol.P_positions()}, P)
        tester.assertEqual(set(outcome), {tuple(r) for r, on in zip(sol.points.tolist(), sol.on_board) if on})
        for p in outcome:
            opts_in_P = [g for g in moves
                         if tuple(a - b for a, b in zip(p, g)) in P
                         and self.is_position(tuple(a - b for a, b in zip(p, g)))]
            if p in P:
                tester.assertFalse(opts_in_P)      # no move between two P-positions
            else:
                tester.assertTrue(opts_in_P)       # every N-position has a move into P
        tester.assertIs(self.check_winning_positions(sorted(P), level=L), True)

    # ------------------------------------------------------------------
    # comparison and pickling
    # ------------------------------------------------------------------
    def __eq__(self, other):
        r"""
        Two lattice games are equal when they have the same rule set, the same
        board polyhedron and the same defeated ideal `D`, however `D` was
        given (by other generators, or as a whole ideal).

        EXAMPLES::

            sage: from sage_latticegames.lattice_game import LatticeGame
            sage: from sage_latticegames.game_board import GameBoard
            sage: nim = [(1, 0), (0, 1), (-1, 1)]
            sage: G = LatticeGame(nim, GameBoard.orthant(2, defeated=[(0, 1)]))
            sage: H = LatticeGame(nim, GameBoard.orthant(2, defeated=[(0, 1), (1, 0)]))
            sage: K = LatticeGame(nim, GameBoard(dimension=2, defeated=[(0, 0), (0, 1), (1, 0)],
            ....:                                defeated_is_ideal=True))
            sage: G == H == K, hash(G) == hash(H) == hash(K)
            (True, True)

        The board of a game names its defeated ideal by its minimal generators
        (see :meth:`_maximal_defeated`), so the boards compare equal too::

            sage: G.board() == H.board() == K.board(), hash(G.board()) == hash(K.board())
            (True, True)
            sage: G == LatticeGame(nim, 'misere')
            False
        """
        # the polyhedra compared by their canonical facet inequalities (no Sage polyhedron built)
        return (isinstance(other, LatticeGame) and self._rule_set == other._rule_set
                and self._board._canonical_inequalities() == other._board._canonical_inequalities()
                and self._defeated == other._defeated)

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        A, b = self._board.inequalities()
        rows = frozenset(tuple(a) + (c,) for a, c in zip(A.tolist(), b.tolist()))
        return hash((self._rule_set, rows, self._defeated))

    def __reduce__(self):
        return (LatticeGame, (self._rule_set, self._board, self._name, self._encoding, self._ell))

    def _repr_(self):
        s = "Lattice game on %s with rule set %s" % (self._board, self._rule_set)
        return "%s (%s)" % (self._name, s[0].lower() + s[1:]) if self._name else s

    def _latex_(self):
        from sage.misc.latex import latex
        return r"\left(%s, %s\right)" % (latex(self._rule_set), latex(self._board))
