r"""
Sustained patterns of squarefree games (Section 7 of [GM])

:func:`sustains`, :func:`sustained_patterns` and
:func:`proposition_7_3_pattern`.  The uniqueness claimed in Remark 7.4 and
Theorem 7.5 of [GM] is false (see the erratum [GM-E] and the documentation).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numpy as np
from sage.rings.integer_ring import ZZ
from sage.rings.finite_rings.finite_field_constructor import GF
from sage.modules.free_module import FreeModule
from sage_latticegames.rule_set import as_rule_set
from sage_latticegames.misc.points import integer_point
from sage_latticegames.squarefree.cube_solver import masks_to_points, points_to_masks


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
    return sorted(set(points_to_masks(as_rule_set(rule_set).array()).tolist()))


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
    d = as_rule_set(rule_set).dimension()
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
    d = as_rule_set(rule_set).dimension()
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
    d = as_rule_set(rule_set).dimension()
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
