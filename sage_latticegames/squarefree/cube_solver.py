r"""
The cube solver of squarefree games in normal play

The P-positions of a squarefree game in normal play are determined by those
in the unit cube `\{0, 1\}^d` (Theorem 6.11 of [GM] with the erratum
[GM-E], Theorem 3): :func:`squarefree_P0` computes them with the
`O(2^d |\Gamma|)` algorithm of the erratum (compiled in
:mod:`sage_latticegames.squarefree._squarefree`), as a boolean array indexed
by bit masks (:func:`masks_to_points`, :func:`points_to_masks`).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import heapq
import numpy as np
from sage_latticegames.rule_set import as_rule_set
from sage_latticegames.misc.points import show_point
from sage_latticegames.squarefree import _squarefree


#: the largest dimension handled by the cube algorithm (bit masks are 32 bits;
#: the memory used is `2^d` bytes)
MAX_DIMENSION = 32


_BRUTE_FORCE_HINT = ("use the general solver instead, e.g. "
                     "LatticeGame(rule_set).solve(level=L) or .P_positions(level=L)")


def _squarefree_array(rule_set):
    r"""
    Return the move array of ``rule_set``, raising a ``ValueError`` that
    suggests the general solver if it is not squarefree.
    """
    A = as_rule_set(rule_set).array()
    positive = A > 0
    bad = np.nonzero((positive.sum(axis=1) != 1) | (np.where(positive, A, 1) != 1).any(axis=1))[0]
    if len(bad):
        raise ValueError("the rule set is not squarefree (Proposition 1 of [GM-E]): the move %s\n"
                         "does not have exactly one positive entry equal to 1, so Theorem 6.11 of [GM] does not\n"
                         "apply; %s" % (show_point(A[bad[0]]), _BRUTE_FORCE_HINT))
    return A


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
        sage: from sage_latticegames.squarefree.cube_solver import _coordinate_ranks
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
                         "%s add up to a nonpositive vector" % (d, ", ".join(show_point(m) for m in moves)))
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
        sage: from sage_latticegames.squarefree.cube_solver import _cube_moves
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
        sage: points_to_masks([(1, 1, 0), (3, 0, 2), (0, 0, 1), (2**70 + 1, 2**63, 0)])
        array([3, 1, 4, 1])
    """
    P = np.asarray([[int(x) % 2 for x in p] for p in points], dtype=np.int64)
    if P.size == 0:
        return np.zeros(0, dtype=np.int64)
    return (P << np.arange(P.shape[1], dtype=np.int64)).sum(axis=1)


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
    R = as_rule_set(rule_set)
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
