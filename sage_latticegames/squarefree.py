r"""
Squarefree lattice games in normal play

Section 6 of [GM] introduces *squarefree* rule sets on `\NN^d`, a common
generalization of octal, hexadecimal and arbitrary heap games, and proves that
in normal play their P-positions are `\mathcal{P} = \mathcal{P}_0 + 2\NN^d`
with `\mathcal{P}_0 = \mathcal{P} \cap \{0,1\}^d` (Theorem 6.11). The erratum
[GM-E] corrects the definition:

- a rule set is **squarefree** (Proposition 1 of [GM-E]) if every move has
  exactly one positive entry and that entry equals `1` -- every move takes away
  exactly one heap of one size;
- the conditions of Proposition 6.2 of [GM] (the positive part of every move
  is a 0-1 vector) only define **weakly squarefree** rule sets, for which
  Proposition 6.7 and Theorem 6.11 fail.

This module provides

- the predicates :func:`is_squarefree` and :func:`is_weakly_squarefree`;
- misère congruence on a solved region (Definition 6.6 of [GM]) and checks of
  Proposition 6.7 (Proposition 2 of [GM-E]), Proposition 6.8 and
  Corollary 6.9 of [GM] on a :class:`~sage_latticegames.lattice_game.Solution`;
- the algorithm of Theorem 3 of [GM-E] computing `\mathcal{P}_0` with
  `O(2^d |\Gamma|)` operations and one byte per vertex of `\{0,1\}^d`
  (compiled kernel :mod:`sage_latticegames._squarefree`):
  :func:`squarefree_P0`, :func:`squarefree_P0_points`;
- the affine stratification `\mathcal{P}_0 + 2\NN^d` (Corollary 6.12 of [GM])
  and the rational strategy of Example 8.3 of [GM]:
  :func:`squarefree_stratification`, :func:`squarefree_rational_strategy`;
- the patterns of Section 7 of [GM]: :func:`sustains`,
  :func:`sustained_patterns`, :func:`proposition_7_3_pattern`.

EXAMPLES:

A squarefree rule set: Nim with heaps of size at most 3 in the coordinates of
Example 2.4 of [GM]; `\mathcal{P}_0` is the set of `p \in \{0,1\}^3` whose
heap sizes have XOR zero::

    sage: from sage_latticegames.squarefree import *
    sage: nim3 = [(1, 0, 0), (0, 1, 0), (-1, 1, 0), (0, 0, 1), (-1, 0, 1), (0, -1, 1)]
    sage: is_squarefree(nim3)
    True
    sage: squarefree_P0_points(nim3)
    (N(0, 0, 0), N(1, 1, 1))
    sage: S = squarefree_stratification(nim3); (3, 3, 3) in S, (1, 2, 2) in S
    (True, False)

REFERENCES:

- [GM] Alan Guo, Ezra Miller, *Lattice point methods for combinatorial games*.
- [GM-E] Alan Guo, Ezra Miller, *Erratum to: Lattice point methods for
  combinatorial games*.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import heapq

import numpy as np

from sage.rings.integer_ring import ZZ
from sage.rings.finite_rings.finite_field_constructor import GF
from sage.modules.free_module import FreeModule

from sage_latticegames.rule_set import RuleSet, integer_point, _show
from sage_latticegames import _squarefree

__all__ = ["is_squarefree", "is_weakly_squarefree",
           "squarefree_P0", "squarefree_P0_points", "masks_to_points", "points_to_masks",
           "squarefree_stratification", "squarefree_generating_function",
           "squarefree_rational_strategy",
           "congruence_witness", "is_congruent", "check_P_iff_congruent_to_zero",
           "check_double_congruent_to_zero", "check_congruent_iff_sum_in_P",
           "sustains", "sustained_patterns", "proposition_7_3_pattern"]

#: the largest dimension handled by the cube algorithm (bit masks are 32 bits;
#: the memory used is `2^d` bytes)
MAX_DIMENSION = 32

_BRUTE_FORCE_HINT = ("use the general solver instead, e.g. "
                     "LatticeGame(rule_set).solve(level=L) or .P_positions(level=L)")


# ----------------------------------------------------------------------
# input normalization
# ----------------------------------------------------------------------
def _rule_set(rule_set):
    r"""
    Return ``rule_set`` as a :class:`~sage_latticegames.rule_set.RuleSet`.

    Accepts a rule set, a lattice game (its rule set is taken) or a finite
    iterable of integer vectors.

    EXAMPLES::

        sage: from sage_latticegames.squarefree import _rule_set
        sage: _rule_set([(1, 0), (0, 1)])
        Rule set in Z^2 with 2 moves: (1, 0), (0, 1)
        sage: _rule_set(3)
        Traceback (most recent call last):
        ...
        TypeError: expected a rule set, a lattice game or a list of integer vectors, got 3
    """
    if isinstance(rule_set, RuleSet):
        return rule_set
    get = getattr(rule_set, "rule_set", None)
    if callable(get):
        return get()
    try:
        vectors = list(rule_set)
    except TypeError:
        raise TypeError("expected a rule set, a lattice game or a list of integer vectors, got %r"
                        % (rule_set,))
    return RuleSet(vectors)


def _move_array(rule_set):
    r"""
    Return the moves of ``rule_set`` as an ``int64`` array of shape ``(n, d)``.
    """
    return _rule_set(rule_set).array()


# ----------------------------------------------------------------------
# the predicates
# ----------------------------------------------------------------------
def is_squarefree(rule_set):
    r"""
    Return whether ``rule_set`` is squarefree in the corrected sense of the
    erratum: every move `\gamma` has exactly one positive entry, and that
    entry equals `1` (Proposition 1 of [GM-E], replacing Definition 6.3 of
    [GM]). For a rule set (whose moves all have a positive entry) this is
    equivalent to: for all `p, q \in \NN^d`, if `p + q - \gamma \in \NN^d`
    then `p - \gamma \in \NN^d` or `q - \gamma \in \NN^d`; in heap language,
    each move takes away exactly one heap.

    INPUT:

    - ``rule_set`` -- a :class:`~sage_latticegames.rule_set.RuleSet`, a
      lattice game, or a list of integer vectors

    OUTPUT: a boolean

    EXAMPLES:

    Heap games (Example 2.5 of [GM]) are squarefree::

        sage: from sage_latticegames.squarefree import is_squarefree, is_weakly_squarefree
        sage: is_squarefree([(1, 0), (0, 1), (-1, 1)])
        True

    The example of the erratum is weakly squarefree but not squarefree: the
    move `(1, 1, 0)` takes away two heaps::

        sage: E = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
        sage: is_squarefree(E), is_weakly_squarefree(E)
        (False, True)

    For this game Proposition 6.7 of [GM] fails: `(0, 1, 1)` is a P-position,
    but it is not congruent to `0`, since `(1, 0, 1)` is a P-position while
    `(0, 1, 1) + (1, 0, 1) = (1, 1, 2)` is not (it has the move `(1, 1, 0)`
    to the P-position `(0, 0, 2)`)::

        sage: from sage_latticegames import LatticeGame
        sage: sol = LatticeGame(E).solve(level=8)
        sage: from sage_latticegames.squarefree import congruence_witness, check_P_iff_congruent_to_zero
        sage: sol.outcome((0, 1, 1)), congruence_witness(sol, (0, 1, 1), (0, 0, 0))
        ('P', (1, 0, 1))
        sage: sol.outcome((1, 0, 1)), sol.outcome((1, 1, 2)), sol.outcome((0, 0, 2))
        ('P', 'N', 'P')
        sage: V = check_P_iff_congruent_to_zero(sol); V[0], (1, 0, 1) in V, (2, 0, 0) in V
        ((0, 1, 1), True, True)

    A rule set violating the condition, and a bad input::

        sage: is_squarefree([(2, -1), (0, 1)])
        False
        sage: is_squarefree([(1, 0), (0, 1, 2)])
        Traceback (most recent call last):
        ...
        ValueError: the move (0, 1, 2) has 3 coordinates, expected 2
    """
    A = _move_array(rule_set)
    positive = A > 0
    return bool(np.all(positive.sum(axis=1) == 1) and np.all(A[positive] == 1))


def is_weakly_squarefree(rule_set):
    r"""
    Return whether ``rule_set`` is weakly squarefree: the positive part
    `\gamma_+` of every move is a nonzero 0-1 vector.

    These are the equivalent conditions of Proposition 6.2 of [GM] (the
    maximum entry of every move equals `1`; for `p \in \NN^d`,
    `2p - \gamma \in \NN^d` implies `p - \gamma \in \NN^d`; each move takes
    away at most one heap of each size), which Definition 6.3 of [GM] called
    squarefree; the erratum [GM-E] renames them *weakly squarefree*, because
    Proposition 6.7 and hence Theorem 6.11 of [GM] fail for them. (For a rule
    set, the positive part of a move is never zero, by the positivity axiom.)

    INPUT:

    - ``rule_set`` -- a :class:`~sage_latticegames.rule_set.RuleSet`, a
      lattice game, or a list of integer vectors

    OUTPUT: a boolean

    EXAMPLES::

        sage: from sage_latticegames.squarefree import is_squarefree, is_weakly_squarefree
        sage: E = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
        sage: is_weakly_squarefree(E), is_squarefree(E)
        (True, False)
        sage: is_weakly_squarefree([(2, -1), (0, 1)])
        False

    The failure of Theorem 6.11 of [GM] for the erratum's example: `(1, 0, 1)`
    is a P-position but `(1, 2, 1) \in (1, 0, 1) + 2\NN^3` is not::

        sage: from sage_latticegames import LatticeGame
        sage: sol = LatticeGame(E).solve(level=6)
        sage: sol.outcome((1, 0, 1)), sol.outcome((1, 2, 1))
        ('P', 'N')
        sage: from sage_latticegames.squarefree import squarefree_P0
        sage: squarefree_P0(E)
        Traceback (most recent call last):
        ...
        ValueError: the rule set is not squarefree (Proposition 1 of [GM-E]): the move (1, 1, 0)
        does not have exactly one positive entry equal to 1, so Theorem 6.11 of [GM] does not
        apply; use the general solver instead, e.g. LatticeGame(rule_set).solve(level=L) or
        .P_positions(level=L)
    """
    A = _move_array(rule_set)
    return bool(np.all(A.max(axis=1) == 1))


def _squarefree_array(rule_set):
    r"""
    Return the move array of ``rule_set``, raising a ``ValueError`` that
    suggests the general solver if it is not squarefree.
    """
    A = _move_array(rule_set)
    positive = A > 0
    bad = np.nonzero((positive.sum(axis=1) != 1) | (np.where(positive, A, 1) != 1).any(axis=1))[0]
    if len(bad):
        raise ValueError("the rule set is not squarefree (Proposition 1 of [GM-E]): the move %s\n"
                         "does not have exactly one positive entry equal to 1, so Theorem 6.11 of [GM] does not\n"
                         "apply; %s" % (_show(A[bad[0]]), _BRUTE_FORCE_HINT))
    return A


# ----------------------------------------------------------------------
# the cube algorithm (Theorem 3 of [GM-E])
# ----------------------------------------------------------------------
def _coordinate_ranks(A):
    r"""
    Return a relabelling ``rank`` of the coordinates of a squarefree move
    array ``A`` such that every move's positive index gets a larger label
    than its negative indices.

    Such a relabelling exists iff the moves satisfy the positivity axiom on
    `\NN^d` (Definition 2.3.1 of [GM]): if `\ell` is positive on `\Gamma` and
    on `\NN^d \smallsetminus \{0\}` then `\ell_i > \ell_j` whenever
    `\gamma_i = 1` and `\gamma_j < 0`; conversely a topological order gives
    such an `\ell` by induction. Among the orders, the one closest to the
    natural order is chosen (heap games keep their coordinates).

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.squarefree import _coordinate_ranks
        sage: _coordinate_ranks(np.array([[1, 0], [-1, 1]]))
        [0, 1]
        sage: _coordinate_ranks(np.array([[1, -1], [0, 1]]))
        [1, 0]
        sage: _coordinate_ranks(np.array([[1, -1], [-1, 1]]))
        Traceback (most recent call last):
        ...
        ValueError: the positivity axiom (Definition 2.3.1 of [GM]) fails on N^2: the moves
        (-1, 1), (1, -1) add up to a nonpositive vector
    """
    d = A.shape[1]
    succ = [set() for _ in range(d)]
    witness = {}
    for row in A:
        i = int(np.argmax(row))
        for j in np.nonzero(row < 0)[0]:
            succ[int(j)].add(i)
            witness.setdefault((int(j), i), tuple(int(x) for x in row))
    indegree = [0] * d
    for j in range(d):
        for i in succ[j]:
            indegree[i] += 1
    ready = [j for j in range(d) if indegree[j] == 0]
    heapq.heapify(ready)
    rank = [None] * d
    count = 0
    while ready:
        j = heapq.heappop(ready)
        rank[j] = count
        count += 1
        for i in succ[j]:
            indegree[i] -= 1
            if indegree[i] == 0:
                heapq.heappush(ready, i)
    if count < d:
        cycle = _find_cycle(succ, [j for j in range(d) if rank[j] is None])
        moves = [witness[(cycle[k], cycle[(k + 1) % len(cycle)])] for k in range(len(cycle))]
        raise ValueError("the positivity axiom (Definition 2.3.1 of [GM]) fails on N^%s: the moves\n"
                         "%s add up to a nonpositive vector" % (d, ", ".join(_show(m) for m in moves)))
    return rank


def _find_cycle(succ, remaining):
    r"""
    Return a directed cycle (list of vertices) in the graph ``succ``
    restricted to ``remaining`` (which has no sources).
    """
    remaining = set(remaining)
    path, where = [], {}
    v = min(remaining)
    while v not in where:
        where[v] = len(path)
        path.append(v)
        v = min(i for i in succ[v] if i in remaining)
    return path[where[v]:]


def _cube_moves(A, rank=None):
    r"""
    Return the moves of a squarefree move array on the cube `\{0,1\}^d`:
    arrays ``start``, ``pos``, ``flip`` as expected by the compiled kernel
    (deduplicated, sorted by positive index), after relabelling coordinate
    ``j`` as ``rank[j]``.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.squarefree import _cube_moves
        sage: start, pos, flip = _cube_moves(np.array([[1, 0], [-2, 1], [-1, 1]]))
        sage: start.tolist(), pos.tolist(), flip.tolist()
        ([0, 1, 3], [0, 1, 1], [1, 2, 3])
    """
    d = A.shape[1]
    if rank is None:
        rank = list(range(d))
    moves = set()
    for row in A:
        i = rank[int(np.argmax(row))]
        flip = 1 << i
        for j in np.nonzero(row % 2)[0]:
            flip |= 1 << rank[int(j)]
        moves.add((i, flip))
    moves = sorted(moves)
    pos = np.array([i for i, _ in moves], dtype=np.uint32)
    flip = np.array([f for _, f in moves], dtype=np.uint32)
    start = np.searchsorted(pos, np.arange(d + 1)).astype(np.int32)
    return start, pos, flip


def squarefree_P0(rule_set, method="order"):
    r"""
    Return `\mathcal{P}_0 = \mathcal{P} \cap \{0,1\}^d` for the squarefree
    game in normal play on `\NN^d` with the given rule set, as a boolean
    numpy array of length `2^d` indexed by the bit mask
    `\sum_i p_i 2^{i-1}` of `p \in \{0,1\}^d`.

    This is the algorithm of Theorem 3 of [GM-E]: by Theorem 6.11 of [GM] the
    outcome of a position only depends on its coordinates modulo 2, so for
    `p \in \{0,1\}^d`

    .. MATH::

        p \in \mathcal{P}_0 \iff (p - \gamma) \bmod 2 \notin \mathcal{P}_0
        \text{ for every } \gamma \in \Gamma \text{ with } p - \gamma \in \NN^d,

    a NOR over the legal moves. It runs in compiled code with one byte per
    vertex of the cube and `O(2^d |\Gamma|)` operations. The dependency graph
    on `\{0,1\}^d` is acyclic: a path lifts to a path of legal moves in
    `\NN^d`, along which a positivity functional strictly decreases.

    INPUT:

    - ``rule_set`` -- a squarefree :class:`~sage_latticegames.rule_set.RuleSet`,
      a lattice game in normal play on `\NN^d` with such a rule set, or a list
      of integer vectors (``d`` at most :data:`MAX_DIMENSION`)
    - ``method`` -- (default: ``'order'``) ``'order'``: one pass over the
      masks in increasing order, after relabelling the coordinates so that the
      positive index of every move exceeds its negative indices (this order
      exists exactly when the positivity axiom holds, and then it is a
      topological order of the dependency graph); ``'dfs'``: a memoized
      depth first search with an explicit stack

    OUTPUT: a numpy ``bool`` array of length `2^d`

    EXAMPLES:

    Nim with heaps of size at most 2 (Example 2.4 of [GM]): `\mathcal{P} = 2\NN^2`::

        sage: from sage_latticegames.squarefree import squarefree_P0
        sage: squarefree_P0([(1, 0), (0, 1), (-1, 1)])
        array([ True, False, False, False])

    A rule set where the coordinates are not in heap order: the move
    `e_1 - e_2` needs coordinate 2 before coordinate 1. Both methods agree
    with the general solver::

        sage: G = [(1, -1, 0), (0, 1, 0), (-1, 0, 1)]
        sage: squarefree_P0(G).nonzero()[0].tolist()
        [0, 1, 6, 7]
        sage: bool((squarefree_P0(G, method='dfs') == squarefree_P0(G)).all())
        True
        sage: from sage_latticegames import LatticeGame
        sage: sol = LatticeGame(G).solve(level=12)
        sage: [sol.outcome(p) for p in [(0, 0, 0), (1, 0, 0), (0, 1, 1), (1, 1, 1), (0, 1, 0), (1, 0, 1)]]
        ['P', 'P', 'P', 'P', 'N', 'N']

    Errors::

        sage: squarefree_P0([(1, 1)])
        Traceback (most recent call last):
        ...
        ValueError: the rule set is not squarefree (Proposition 1 of [GM-E]): the move (1, 1)
        does not have exactly one positive entry equal to 1, so Theorem 6.11 of [GM] does not
        apply; use the general solver instead, e.g. LatticeGame(rule_set).solve(level=L) or
        .P_positions(level=L)
        sage: squarefree_P0([(1, -1), (-1, 1)])
        Traceback (most recent call last):
        ...
        ValueError: the positivity axiom (Definition 2.3.1 of [GM]) fails on N^2: the moves
        (-1, 1), (1, -1) add up to a nonpositive vector
        sage: squarefree_P0([(1, -1), (-1, 1)], method='dfs')
        Traceback (most recent call last):
        ...
        ValueError: the moves have a cycle on {0,1}^d: the vectors violate
        the positivity axiom (Definition 2.3 of [GM])
        sage: squarefree_P0([(1, 0)], method='bfs')
        Traceback (most recent call last):
        ...
        ValueError: method must be 'order' or 'dfs', not 'bfs'
    """
    _check_normal_play(rule_set)
    A = _squarefree_array(rule_set)
    d = A.shape[1]
    if d > MAX_DIMENSION:
        raise ValueError("the cube {0,1}^%s is too large: the algorithm handles d <= %s"
                         % (d, MAX_DIMENSION))
    if method == "dfs":
        start, pos, flip = _cube_moves(A)
        return _squarefree.solve_dfs(d, start, pos, flip).view(np.bool_)
    if method != "order":
        raise ValueError("method must be 'order' or 'dfs', not %r" % (method,))
    rank = _coordinate_ranks(A)
    start, pos, flip = _cube_moves(A, rank)
    out = _squarefree.solve_ordered(d, start, flip)
    if rank != list(range(d)):
        inverse = [None] * d
        for j, r in enumerate(rank):
            inverse[r] = j
        out = _squarefree.permute_cube(out, inverse)
    return out.view(np.bool_)


def masks_to_points(masks, d):
    r"""
    Return the points of `\{0,1\}^d` with the given bit masks
    `\sum_i p_i 2^{i-1}`, as an ``int64`` array of shape ``(len(masks), d)``.

    EXAMPLES::

        sage: from sage_latticegames.squarefree import masks_to_points
        sage: masks_to_points([0, 3, 4], 3)
        array([[0, 0, 0],
               [1, 1, 0],
               [0, 0, 1]])
    """
    masks = np.asarray(masks, dtype=np.int64).reshape(-1, 1)
    return (masks >> np.arange(d, dtype=np.int64)) & 1


def points_to_masks(points):
    r"""
    Return the bit masks `\sum_i (p_i \bmod 2) 2^{i-1}` of integer points
    (reduced modulo 2), as an ``int64`` array.

    EXAMPLES::

        sage: from sage_latticegames.squarefree import points_to_masks
        sage: points_to_masks([(1, 1, 0), (3, 0, 2), (0, 0, 1)])
        array([3, 1, 4])
    """
    P = np.asarray([[int(x) for x in p] for p in points], dtype=np.int64)
    if P.size == 0:
        return np.zeros(0, dtype=np.int64)
    return ((P % 2) << np.arange(P.shape[1], dtype=np.int64)).sum(axis=1)


def squarefree_P0_points(rule_set, as_array=False, method="order"):
    r"""
    Return the points of `\mathcal{P}_0 = \mathcal{P} \cap \{0,1\}^d`
    (Theorem 6.11 of [GM]), in lexicographic order, computed by
    :func:`squarefree_P0` (Theorem 3 of [GM-E]).

    INPUT:

    - ``rule_set`` -- as in :func:`squarefree_P0`
    - ``as_array`` -- (default: ``False``) return an ``int64`` array of shape
      ``(|P_0|, d)`` instead of a tuple of immutable lattice points
    - ``method`` -- as in :func:`squarefree_P0`

    EXAMPLES:

    Nim with heaps of size at most 3 (position `(\pi_1, \pi_2, \pi_3)` has
    `\pi_i` heaps of size `i`): the only nonzero P-position in the cube is
    one heap of each size, since `1 \oplus 2 \oplus 3 = 0`::

        sage: from sage_latticegames.squarefree import squarefree_P0_points
        sage: nim3 = [(1, 0, 0), (0, 1, 0), (-1, 1, 0), (0, 0, 1), (-1, 0, 1), (0, -1, 1)]
        sage: squarefree_P0_points(nim3)
        (N(0, 0, 0), N(1, 1, 1))
        sage: squarefree_P0_points(nim3, as_array=True)
        array([[0, 0, 0],
               [1, 1, 1]])
    """
    R = _rule_set(rule_set)
    d = R.dimension()
    P0 = squarefree_P0(rule_set, method=method)
    pts = masks_to_points(np.nonzero(P0)[0], d)
    if len(pts):
        pts = pts[np.lexsort(pts.T[::-1])]
    if as_array:
        return pts
    N = R.lattice()
    out = []
    for p in pts.tolist():
        v = N(p)
        v.set_immutable()
        out.append(v)
    return tuple(out)


# ----------------------------------------------------------------------
# normal play on N^d, stratification and rational strategy
# ----------------------------------------------------------------------
def _check_normal_play(game):
    r"""
    Raise a ``ValueError`` if ``game`` is a lattice game that is not in
    normal play on `\NN^d` (rule sets and vector lists are accepted as is).
    """
    board = getattr(game, "board", None)
    if not callable(board):
        return
    B = board()
    if not B.is_orthant() or B.defeated_generators():
        raise ValueError("Theorem 6.11 of [GM] is about normal play on N^d (no defeated positions);\n"
                         "the game board %s is not of this kind; %s" % (B, _BRUTE_FORCE_HINT))


def squarefree_stratification(game):
    r"""
    Return the affine stratification `\mathcal{P} = \mathcal{P}_0 + 2\NN^d`
    of a squarefree game in normal play on `\NN^d` (Theorem 6.11 and
    Corollary 6.12 of [GM], Example 8.8; with the corrected definition of
    [GM-E]): one stratum, the module over the affine semigroup `2\NN^d`
    generated by the finite set `\mathcal{P}_0` (Definition 8.6 of [GM]).

    INPUT:

    - ``game`` -- a lattice game in normal play on `\NN^d` with a squarefree
      rule set, or a squarefree rule set (or list of vectors), understood in
      normal play on `\NN^d`

    OUTPUT: an :class:`~sage_latticegames.affine_stratification.AffineStratification`

    EXAMPLES::

        sage: from sage_latticegames.squarefree import squarefree_stratification
        sage: S = squarefree_stratification([(1, 0), (0, 1), (-1, 1)]); S
        Affine stratification with 1 stratum in Z^2: ...
        sage: (4, 2) in S, (1, 2) in S
        (True, False)

    Non squarefree input::

        sage: squarefree_stratification([(1, 0), (0, 2)])
        Traceback (most recent call last):
        ...
        ValueError: the rule set is not squarefree (Proposition 1 of [GM-E]): the move (0, 2)
        does not have exactly one positive entry equal to 1, so Theorem 6.11 of [GM] does not
        apply; use the general solver instead, e.g. LatticeGame(rule_set).solve(level=L) or
        .P_positions(level=L)
    """
    from sage_latticegames.affine_stratification import AffineStratification
    P0 = squarefree_P0_points(game)
    d = _rule_set(game).dimension()
    doubles = [tuple(2 * int(i == j) for j in range(d)) for i in range(d)]
    return AffineStratification([(list(P0), doubles)])


def squarefree_generating_function(game, ring=None):
    r"""
    Return the rational generating function
    `\sum_{p \in \mathcal{P}_0} t^p / \prod_i (1 - t_i^2)` of the P-positions
    of a squarefree game in normal play (Example 8.3 of [GM]) as an exact
    element of the fraction field of a polynomial ring over `\ZZ`.

    INPUT:

    - ``game`` -- as in :func:`squarefree_stratification`
    - ``ring`` -- (optional) a polynomial ring in `d` variables over `\ZZ`;
      by default ``PolynomialRing(ZZ, 't1, ..., td')``

    EXAMPLES::

        sage: from sage_latticegames.squarefree import squarefree_generating_function
        sage: f = squarefree_generating_function([(1, 0), (0, 1), (-1, 1)])
        sage: f.parent()
        Fraction Field of Multivariate Polynomial Ring in t1, t2 over Integer Ring
        sage: t1, t2 = f.parent().gens()
        sage: f == 1 / ((1 - t1^2) * (1 - t2^2))
        True
    """
    from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
    d = _rule_set(game).dimension()
    if ring is None:
        ring = PolynomialRing(ZZ, ["t%s" % (i + 1) for i in range(d)])
    t = ring.gens()
    if len(t) != d:
        raise ValueError("the ring %s does not have %s variables" % (ring, d))
    P0 = squarefree_P0_points(game, as_array=True)
    numerator = ring.sum(ring.monomial(*[int(x) for x in p]) for p in P0)
    denominator = ring.prod(1 - x ** 2 for x in t)
    return ring.fraction_field()(numerator) / denominator


def squarefree_rational_strategy(game, names=None):
    r"""
    Return the rational strategy (Definition 8.1 of [GM]) of a squarefree
    game in normal play on `\NN^d`: the rational generating function
    `\sum_{p \in \mathcal{P}_0} t^p / \prod_i (1 - t_i^2)` of Example 8.3 of
    [GM], where `\mathcal{P}_0` is computed by Theorem 3 of [GM-E].

    INPUT:

    - ``game`` -- as in :func:`squarefree_stratification`; when it is a
      lattice game, the strategy knows it (winning moves, verification)
    - ``names`` -- (optional) names of the variables (default ``t1, ..., td``)

    OUTPUT: a :class:`~sage_latticegames.rational_strategy.RationalStrategy`
    (see :func:`squarefree_generating_function` for the same function as an
    element of a fraction field)

    EXAMPLES:

    Nim with heaps of size at most 3: the P-positions are `(0, 0, 0)` and
    `(1, 1, 1)` plus `2\NN^3`::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import squarefree_rational_strategy, squarefree_generating_function
        sage: G = LatticeGame([(1, 0, 0), (0, 1, 0), (-1, 1, 0), (0, 0, 1), (-1, 0, 1), (0, -1, 1)])
        sage: f = squarefree_rational_strategy(G); f
        Rational strategy f(P; t1, t2, t3) = 1/((1 - t1^2)*(1 - t2^2)*(1 - t3^2)) + t1*t2*t3/((1 - t1^2)*(1 - t2^2)*(1 - t3^2))
        sage: f.is_P_position((5, 3, 1)), f.is_P_position((5, 3, 2)), f.winning_moves((5, 3, 2))
        (True, False, (N(-1, 1, 0), N(0, 0, 1)))
        sage: f.verify(level=12)
        Verified: ...
        sage: f.rational_function() == squarefree_generating_function(G)
        True
    """
    from sage_latticegames.rational_strategy import RationalStrategy
    R = _rule_set(game)
    lattice_game = game if callable(getattr(game, "board", None)) else None
    return RationalStrategy.squarefree(squarefree_P0_points(game, as_array=True).tolist(),
                                       d=R.dimension(), game=lattice_game, names=names)


# ----------------------------------------------------------------------
# misère congruence on a solved region (Definition 6.6 of [GM])
# ----------------------------------------------------------------------
class _Region:
    r"""
    The determined positions of a solved region of a game on `\NN^d`, with a
    vectorized lookup of outcomes (internal).

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.squarefree import _Region
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
            raise ValueError("the point %s is not in the solved region" % _show(self.point(p)))
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
            raise ValueError("the point %s is not in the solved region" % _show(region.point(x)))
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


# ----------------------------------------------------------------------
# patterns (Section 7 of [GM])
# ----------------------------------------------------------------------
def _pattern_masks(pattern, d):
    r"""
    Return the indicator array (length `2^d`) of a pattern given as an
    iterable of vectors (entries read modulo 2) or a boolean array of
    length `2^d` indexed by bit masks.
    """
    if isinstance(pattern, np.ndarray) and pattern.dtype == np.bool_:
        if pattern.shape != (1 << d,):
            raise ValueError("a pattern given as a boolean array must have length 2^%s" % d)
        return pattern
    indicator = np.zeros(1 << d, dtype=bool)
    pts = [integer_point([ZZ(x.lift()) if hasattr(x, "lift") else x for x in p], d) for p in pattern]
    if pts:
        indicator[points_to_masks(pts)] = True
    return indicator


def _gamma_2(rule_set):
    r"""
    Return the bit masks of `\Gamma_2`, the moves modulo 2.
    """
    return sorted(set(points_to_masks(_move_array(rule_set)).tolist()))


def sustains(rule_set, pattern):
    r"""
    Return whether the rule set `\Gamma` sustains the pattern `P \subseteq
    \ZZ_2^d`, i.e. `P + \Gamma_2 = \ZZ_2^d \smallsetminus P` where
    `\Gamma_2` is `\Gamma` modulo 2 (Definitions 7.1 and 7.2 of [GM]).
    Equivalently, `P` is a maximal independent set of the Cayley graph of
    `\ZZ_2^d` with respect to `\Gamma_2`.

    For a squarefree game in normal play, `\mathcal{P}_0` is a pattern
    sustained by `\Gamma` containing `0` (this follows from Theorem 6.11 of
    [GM]). Section 7 of [GM] (Theorem 7.5) claims that it is the *only* such
    pattern, so that the greedy algorithm of Proposition 7.3 computes
    `\mathcal{P}_0`. The erratum [GM-E] states that this proof is incorrect,
    while the existence of an algorithm remains true by the simpler
    Theorem 3 of [GM-E] (:func:`squarefree_P0`). The uniqueness does fail:
    the appeal to Theorem 4.6 of [GM] is not valid because the moves on
    `\ZZ_2^d` ignore legality and go around in cycles. The smallest example
    has `d = 3` and `\Gamma = \{e_1, e_2, e_3\}` (three kinds of heaps, each
    removable): `\mathcal{P}_0` consists of the even-weight vectors, but
    `\{000, 111\}` is also sustained.

    Computations with :func:`sustained_patterns` (Remark 7.4 of [GM]): for
    the octal games ``0.07``, ``0.137``, ``0.77``, ``0.15``, ``0.123`` the
    pattern containing `0` is unique only for `d \le 2` (``0.77``: `d \le 3`);
    with heaps of size at most 5 there are 15, 83, 31, 12 and 4 of them.
    Sustained patterns containing `0` are therefore far from unique, and
    `\mathcal{P}_0` is singled out by the legality of moves, which patterns
    ignore. The greedy procedure of Proposition 7.3 does find
    `\mathcal{P}_0` when run in the right order, see
    :func:`proposition_7_3_pattern`.

    INPUT:

    - ``rule_set`` -- a rule set, lattice game or list of integer vectors
    - ``pattern`` -- an iterable of vectors (entries are read modulo 2; Sage
      vectors over `\mathbf{F}_2` are accepted) or a boolean numpy array of length
      `2^d` indexed by bit masks, as returned by :func:`squarefree_P0`

    OUTPUT: a boolean

    EXAMPLES::

        sage: from sage_latticegames.squarefree import sustains, squarefree_P0, squarefree_P0_points
        sage: G = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
        sage: sustains(G, squarefree_P0(G))
        True
        sage: sustains(G, [(0, 0, 0), (1, 1, 1)])
        True
        sage: sustains(G, [(0, 0, 0)])
        False

    Dawson's chess with heaps of size at most 5 (coordinates = heap sizes
    1 to 5)::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.squarefree import sustained_patterns
        sage: D = games.octal('0.137', 5)
        sage: patterns = sustained_patterns(D); len(patterns)
        83
        sage: P0 = squarefree_P0_points(D, as_array=True).tolist()
        sage: [P for P in patterns if sorted(map(list, P)) == P0] != []
        True

    A rule set with `0 \in \Gamma_2` sustains no pattern (Proposition 7.3 of
    [GM] needs `0 \notin \Gamma_2`)::

        sage: sustains([(2, 0), (0, 1)], []), sustains([(2, 0), (0, 1)], [(0, 0), (1, 0)])
        (False, False)
    """
    d = _rule_set(rule_set).dimension()
    P = _pattern_masks(pattern, d)
    reached = np.zeros_like(P)
    idx = np.arange(1 << d, dtype=np.int64)
    for g in _gamma_2(rule_set):
        reached |= P[idx ^ g]
    return bool(np.array_equal(reached, ~P))


def _pattern_points(masks, d):
    r"""
    Return the points with the given bit masks as a tuple of immutable
    vectors over `\mathbf{F}_2`, in lexicographic order.
    """
    V = FreeModule(GF(2), d)
    out = []
    for p in sorted(masks_to_points(sorted(masks), d).tolist()):
        v = V(p)
        v.set_immutable()
        out.append(v)
    return tuple(out)


def sustained_patterns(rule_set, containing_zero=True):
    r"""
    Return all patterns sustained by ``rule_set`` (Definition 7.2 of [GM]):
    the maximal independent sets of the Cayley graph of `\ZZ_2^d` with
    respect to `\Gamma_2`, enumerated by Sage's
    :class:`~sage.graphs.independent_sets.IndependentSets`. Meant for small
    `d` (the number of patterns grows quickly).

    INPUT:

    - ``rule_set`` -- a rule set, lattice game or list of integer vectors
    - ``containing_zero`` -- (default: ``True``) only return the patterns
      containing `0`

    OUTPUT: a list of patterns, sorted by size and then lexicographically;
    each pattern is a tuple of vectors over `\mathbf{F}_2` in lexicographic order

    EXAMPLES:

    Remark 7.4 and Theorem 7.5 of [GM]: for `\Gamma = \{e_1, e_2, e_3\}`
    there are two sustained patterns containing `0`, and `\mathcal{P}_0` is
    the second one (so the pattern found by the greedy algorithm of
    Proposition 7.3 may differ from `\mathcal{P}_0`, see [GM-E])::

        sage: from sage_latticegames.squarefree import sustained_patterns, squarefree_P0_points
        sage: G = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
        sage: sustained_patterns(G)
        [((0, 0, 0), (1, 1, 1)), ((0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0))]
        sage: squarefree_P0_points(G)
        (N(0, 0, 0), N(0, 1, 1), N(1, 0, 1), N(1, 1, 0))

    Nim with heaps of size at most 2: the Cayley graph is complete, and the
    pattern containing 0 is unique::

        sage: sustained_patterns([(1, 0), (0, 1), (-1, 1)])
        [((0, 0),)]
    """
    from sage.graphs.graph import Graph
    from sage.graphs.independent_sets import IndependentSets
    d = _rule_set(rule_set).dimension()
    gens = _gamma_2(rule_set)
    if 0 in gens:
        return []
    n = 1 << d
    graph = Graph([list(range(n)), [(x, x ^ g) for x in range(n) for g in gens if x < x ^ g]],
                  format="vertices_and_edges")
    found = []
    for S in IndependentSets(graph, maximal=True):
        if containing_zero and 0 not in S:
            continue
        found.append(sorted(S))
    found.sort(key=lambda S: (len(S), S))
    return [_pattern_points(S, d) for S in found]


def proposition_7_3_pattern(rule_set, order=None):
    r"""
    Return the pattern produced by the algorithm in the proof of
    Proposition 7.3 of [GM]: go through `\ZZ_2^d` in the given order and keep
    a point unless it lies in `p_j + \Gamma_2` for a point `p_j` kept before.
    The result is sustained by `\Gamma` whenever `0 \notin \Gamma_2`.

    Theorem 7.5 of [GM] claims that, starting from `p_1 = 0`, this computes
    `\mathcal{P}_0`; its proof is incorrect [GM-E] and the result depends on
    the order, see :func:`sustains`. What does hold: if the coordinates are
    in *heap order* (for every move, the positive entry comes after the
    indices of its odd entries, as for heap and octal games) then the default
    order, by increasing bit masks, yields `\mathcal{P}_0`. Indeed the
    procedure then is the dynamic program of Theorem 3 of [GM-E]: when
    `x` is examined, the points `x + \gamma` already kept are exactly the
    outcomes `(x - \gamma) \bmod 2` of the legal moves from `x` (a move
    `\gamma` illegal at `x \in \{0,1\}^d` leads to a larger mask).

    INPUT:

    - ``rule_set`` -- a rule set, lattice game or list of integer vectors
    - ``order`` -- (default: increasing bit masks) an iterable of vectors
      listing `\ZZ_2^d`, or of bit masks

    OUTPUT: a tuple of vectors over `\mathbf{F}_2` in lexicographic order

    EXAMPLES::

        sage: from sage_latticegames.squarefree import proposition_7_3_pattern, sustains
        sage: G = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
        sage: proposition_7_3_pattern(G)
        ((0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0))
        sage: P = proposition_7_3_pattern(G, order=[0, 7, 1, 2, 3, 4, 5, 6]); P
        ((0, 0, 0), (1, 1, 1))
        sage: sustains(G, P)
        True

    Coordinates in heap order: the default order gives `\mathcal{P}_0`;
    the same game with the coordinates reversed: it does not::

        sage: from sage_latticegames.squarefree import squarefree_P0_points
        sage: H = [(1, 0, 0), (-1, 1, 0), (0, -1, 1)]
        sage: proposition_7_3_pattern(H)
        ((0, 0, 0), (0, 1, 0), (1, 0, 1), (1, 1, 1))
        sage: squarefree_P0_points(H)
        (N(0, 0, 0), N(0, 1, 0), N(1, 0, 1), N(1, 1, 1))
        sage: H = [(0, 0, 1), (0, 1, -1), (1, -1, 0)]
        sage: proposition_7_3_pattern(H)
        ((0, 0, 0), (1, 0, 0))
        sage: squarefree_P0_points(H)
        (N(0, 0, 0), N(0, 1, 0), N(1, 0, 1), N(1, 1, 1))
    """
    d = _rule_set(rule_set).dimension()
    gens = _gamma_2(rule_set)
    if 0 in gens:
        raise ValueError("Gamma modulo 2 contains 0, so no pattern is sustained (Proposition 7.3 of [GM])")
    if order is None:
        order = range(1 << d)
    else:
        order = [int(x) if not hasattr(x, "__iter__") else int(points_to_masks([x])[0]) for x in order]
        if sorted(order) != list(range(1 << d)):
            raise ValueError("the order must list every point of Z_2^%s exactly once" % d)
    blocked = np.zeros(1 << d, dtype=bool)
    kept = []
    for x in order:
        if blocked[x]:
            continue
        kept.append(x)
        blocked[x] = True
        for g in gens:
            blocked[x ^ g] = True
    return _pattern_points(kept, d)
