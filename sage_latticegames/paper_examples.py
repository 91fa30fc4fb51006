r"""
The examples of the papers, as data

- Example 2.4 / 8.2 / 8.7 of [GM]: Nim with heaps of size at most 2, whose
  P-positions are `2\NN^2` in normal play and `((1,0) + 2\NN e_1) \uplus
  ((0,2) + 2\NN^2)` in misère play (:func:`example_8_7`).
- Example 8.12 of [GM] (Example 4.7 of [GM-A], Example 6.4 of [Guo]): a
  misère lattice game on `\NN^5` with 8 moves, whose P-positions, drawn in
  Figure 12 of Plambeck--Siegel [PlSi07], are claimed to be the disjoint union
  of 7 modules `F_k + A_k` (:func:`example_8_12_printed`, transcribed from
  [GM]).

  The printed data is *not* an affine stratification of the P-positions:
  :meth:`~sage_latticegames.affine_stratification.AffineStratification.verify`
  finds P-positions in no stratum and points in two strata.  The corrected
  stratification :func:`example_8_12` is derived from the computed
  P-positions by :func:`derive_missing_strata` and proved correct by
  :meth:`~sage_latticegames.affine_stratification.AffineStratification.certify`.
  The page ``doc/example_8_12.rst`` explains the difference.

EXAMPLES::

    sage: from sage_latticegames.paper_examples import example_8_7, example_8_7_game
    sage: S = example_8_7(); S
    Affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
    sage: S.verify(example_8_7_game(), level=50)
    Verified on the region level <= 50 for the functional (1, 2): the stratification equals the P-positions (676 lattice points, 181 P-positions); the strata are pairwise disjoint (exact)

    sage: from sage_latticegames.paper_examples import example_8_12, example_8_12_printed, example_8_12_game
    sage: G = example_8_12_game()
    sage: R = example_8_12_printed().verify(G, level=40); bool(R)
    False
    sage: R.counts()['missing P-positions'], R.counts()['overlaps']
    (971, 2)
    sage: example_8_12().verify(G, level=40)
    Verified on the region level <= 40 for the functional (1, 2, 3, 4, 5): the stratification equals the P-positions (...); the strata are pairwise disjoint (exact); ... points lie in two translates of the same stratum (allowed by Definition 8.6 of [GM])

REFERENCES:

- [PlSi07] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numpy as np

from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ

from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.stratifications.affine_stratification import AffineStratification


# ----------------------------------------------------------------------
# Example 8.7: Nim with heaps of size at most 2
# ----------------------------------------------------------------------
def example_8_7_game(misere=True):
    r"""
    Return Nim with heaps of size at most 2 as a lattice game on `\NN^2`
    (Example 2.4 of [GM]): moves `(1, 0)`, `(0, 1)`, `(-1, 1)`, in misère
    play (default) or normal play.

    EXAMPLES::

        sage: from sage_latticegames.paper_examples import example_8_7_game
        sage: example_8_7_game(misere=False)
        Lattice game on Normal play board N^2 with rule set Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)
    """
    moves = [(1, 0), (0, 1), (-1, 1)]
    return LatticeGame.misere(moves) if misere else LatticeGame.normal_play(moves)


def example_8_7(misere=True):
    r"""
    Return the affine stratification of Example 8.7 of [GM] of the
    P-positions of Nim with heaps of size at most 2: `2\NN^2` in normal
    play, `((1, 0) + 2\NN e_1) \uplus ((0, 2) + 2\NN^2)` in misère play.

    EXAMPLES::

        sage: from sage_latticegames.paper_examples import example_8_7, example_8_7_game
        sage: S = example_8_7(misere=False); S
        Affine stratification with 1 stratum in Z^2: {(0, 0)} + N{(2, 0), (0, 2)}
        sage: S.certify(example_8_7_game(misere=False))
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
        sage: example_8_7().certify(example_8_7_game())
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
    """
    if not misere:
        return AffineStratification([([(0, 0)], [(2, 0), (0, 2)])])
    return AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])


# ----------------------------------------------------------------------
# Example 8.12
# ----------------------------------------------------------------------
#: the rule set of Example 8.12 of [GM]: the columns of this 5 x 8 matrix
GAMMA_8_12 = ((1, 0, 0, 0, -1, 0, 0, 0),
              (0, 1, 0, 0, 1, -1, 0, 0),
              (0, 0, 0, 0, 0, 1, -1, 0),
              (0, 0, 1, 0, 0, 0, 1, -1),
              (0, 0, 0, 1, 0, 0, 0, 1))


def _e(*entries):
    return tuple(entries)


#: the semigroups A_1, ..., A_7 of Example 8.12 of [GM] (by their generators)
SEMIGROUPS_8_12 = (
    (_e(2, 0, 0, 0, 0), _e(0, 2, 0, 0, 0), _e(0, 0, 1, 0, 0), _e(0, 0, 0, 2, 0), _e(0, 0, 0, 0, 2)),
    (_e(2, 0, 0, 0, 0), _e(0, 2, 0, 0, 0), _e(0, 0, 0, 2, 0), _e(0, 0, 0, 0, 2)),
    (_e(2, 0, 0, 0, 0), _e(0, 2, 0, 0, 0), _e(0, 0, 0, 0, 2), _e(0, 0, 0, 2, 2)),
    (_e(2, 0, 0, 0, 0), _e(0, 2, 0, 0, 0), _e(0, 0, 0, 2, 0), _e(0, 0, 0, 2, 2)),
    (_e(2, 0, 0, 0, 0), _e(0, 2, 0, 0, 0)),
    (_e(2, 0, 0, 0, 0), _e(0, 2, 0, 0, 0), _e(0, 0, 0, 2, 2)),
    (_e(2, 0, 0, 0, 0),),
)

#: the matrices F_1, ..., F_7 of Example 8.12 of [GM], row by row (their
#: columns are the points of F_k)
MATRICES_8_12 = (
    ((0,), (0,), (3,), (0,), (0,)),
    ((0, 1, 1, 1, 1),
     (0, 1, 1, 1, 1),
     (2, 2, 2, 2, 2),
     (0, 3, 3, 3, 1),
     (0, 1, 3, 5, 5)),
    ((1, 0, 0, 1, 0, 1, 0, 1, 0, 1),
     (0, 1, 0, 0, 1, 1, 0, 0, 1, 1),
     (2, 2, 1, 1, 1, 1, 0, 0, 0, 0),
     (0, 1, 0, 0, 1, 1, 0, 0, 1, 1),
     (9, 12, 9, 8, 9, 8, 10, 9, 12, 13)),
    ((1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1),
     (0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1),
     (2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
     (1, 1, 1, 1, 0, 0, 0, 0, 2, 0, 1, 3, 1, 2, 2, 2, 3, 1, 2, 4, 4, 4, 4, 3, 5, 5, 3, 2, 4, 2, 3, 3, 3),
     (0, 2, 4, 6, 1, 5, 7, 0, 4, 6, 0, 4, 6, 1, 5, 7, 1, 5, 0, 2, 4, 6, 8, 0, 2, 4, 6, 1, 5, 7, 1, 5, 7)),
    ((1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1),
     (1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 3, 1),
     (2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
     (0, 0, 0, 1, 0, 1, 1, 1, 2, 0, 0, 0, 1, 2, 0, 1, 2, 0, 2, 3, 0, 1, 2, 1, 0, 1, 0, 1, 1, 2),
     (3, 3, 2, 3, 5, 6, 4, 1, 3, 4, 7, 0, 2, 3, 4, 5, 6, 1, 2, 3, 3, 4, 5, 0, 2, 3, 5, 6, 1, 4)),
    ((0, 0, 1, 1, 0, 0, 1),
     (0, 0, 0, 0, 1, 1, 1),
     (0, 0, 0, 0, 0, 0, 0),
     (0, 1, 0, 1, 0, 1, 1),
     (7, 8, 6, 7, 8, 9, 10)),
    ((0, 1, 1),
     (0, 0, 0),
     (0, 0, 0),
     (0, 0, 1),
     (1, 0, 1)),
)

#: the changes from the printed data to the corrected stratification of
#: Example 8.12: (stratum index from 0, points added, points removed).  They
#: are derived from the computed P-positions by :func:`derive_missing_strata`
#: (see ``doc/example_8_12.rst``); the tests check that the derivation
#: reproduces them.
CORRECTIONS_8_12 = (
    (0, ((1, 0, 3, 1, 0), (0, 1, 3, 0, 1), (1, 1, 3, 1, 1)), ()),
    (4, ((0, 1, 1, 0, 1), (1, 1, 2, 1, 1)), ((1, 0, 1, 1, 6),)),
)


def _columns(rows):
    return [tuple(col) for col in zip(*rows)]


def example_8_12_rule_set():
    r"""
    Return the `5 \times 8` matrix whose columns form the rule set `\Gamma`
    of Example 8.12 of [GM].

    EXAMPLES::

        sage: from sage_latticegames.paper_examples import example_8_12_rule_set
        sage: example_8_12_rule_set()
        [ 1  0  0  0 -1  0  0  0]
        [ 0  1  0  0  1 -1  0  0]
        [ 0  0  0  0  0  1 -1  0]
        [ 0  0  1  0  0  0  1 -1]
        [ 0  0  0  1  0  0  0  1]
    """
    return matrix(ZZ, GAMMA_8_12)


def example_8_12_game():
    r"""
    Return the misère lattice game on `\NN^5` of Example 8.12 of [GM]
    (Example 4.7 of [GM-A]): its rule set is the set of columns of
    :func:`example_8_12_rule_set`, its defeated set `D = \{0\}`.

    In heap language ([GM], Example 2.1: `p_i` heaps of size `i`), the moves
    remove a heap of size 1, 2, 4 or 5, or shrink a heap of size 2, 3, 4 or
    5 by one.

    EXAMPLES::

        sage: from sage_latticegames.paper_examples import example_8_12_game
        sage: G = example_8_12_game(); G.positivity_witness()
        (1, 2, 3, 4, 5)
        sage: G.is_P_position((0, 1, 1, 0, 1))
        True
    """
    return LatticeGame.misere(example_8_12_rule_set().columns())


def example_8_12_printed():
    r"""
    Return the seven modules `F_k + A_k` of Example 8.12 of [GM], as printed.

    This is *not* an affine stratification of the P-positions of
    :func:`example_8_12_game`: some P-positions are in no module and the
    modules `F_4 + A_4` and `F_5 + A_5` overlap (see ``doc/example_8_12.rst``
    and :func:`example_8_12`).

    EXAMPLES::

        sage: from sage_latticegames.paper_examples import example_8_12_printed
        sage: S = example_8_12_printed(); S
        Affine stratification with 7 strata in Z^5: {(0, 0, 3, 0, 0)} + N{...}, ..., {(0, 0, 0, 0, 1), (1, 0, 0, 0, 0), (1, 0, 0, 1, 1)} + N{(2, 0, 0, 0, 0)}
        sage: [len(F) for F, A in S.strata()]
        [1, 5, 10, 33, 30, 7, 3]
        sage: S.overlap_witness()
        (N(1, 0, 1, 1, 6), (3, N(1, 0, 1, 1, 6)), (4, N(1, 0, 1, 1, 6)))
        sage: (0, 1, 1, 0, 1) in S
        False
    """
    return AffineStratification([(_columns(F), A) for F, A in zip(MATRICES_8_12, SEMIGROUPS_8_12)])


def example_8_12():
    r"""
    Return an affine stratification of the P-positions of the game of
    Example 8.12 of [GM]: the printed data (:func:`example_8_12_printed`)
    with the corrections :data:`CORRECTIONS_8_12` (0-based stratum indices):

    - `F_1` gains `(1, 0, 3, 1, 0)`, `(0, 1, 3, 0, 1)`, `(1, 1, 3, 1, 1)`:
      for `p_3 \ge 3` the P-positions are the points with `p_1 \equiv p_4`
      and `p_2 \equiv p_5 \pmod 2`, not only those with all of `p_1, p_2,
      p_4, p_5` even;
    - `F_5` gains `(0, 1, 1, 0, 1)` and `(1, 1, 2, 1, 1)`, and loses
      `(1, 0, 1, 1, 6)`, which also lies in `F_4` (and `A_5 \subset A_4`).

    EXAMPLES::

        sage: from sage_latticegames.paper_examples import example_8_12, example_8_12_game
        sage: S = example_8_12()
        sage: [len(F) for F, A in S.strata()]
        [4, 5, 10, 33, 31, 7, 3]
        sage: S.is_disjoint()
        True
        sage: S.certify(example_8_12_game())
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
    """
    strata = [[list(_columns(F)), A] for F, A in zip(MATRICES_8_12, SEMIGROUPS_8_12)]
    for k, added, removed in CORRECTIONS_8_12:
        strata[k][0] = [f for f in strata[k][0] if f not in removed] + list(added)
    return AffineStratification([tuple(s) for s in strata])


def derive_missing_strata(stratification, solution, candidates=None):
    r"""
    Derive, from the P-positions computed on a finite region, the changes that
    make ``stratification`` agree with them: the derivation used for
    :data:`CORRECTIONS_8_12`.

    1. A translate `g + A_j` contained in a translate `f + A_i` of another
       stratum (`g - f \in A_i` and `A_j \subseteq A_i`; an exact test) is
       removed: this resolves overlaps between strata that are mere
       duplications.
    2. The P-positions of the region in no stratum are taken by increasing
       value of the positivity witness; each one not yet covered becomes a
       new module generator of the first stratum `k` (in the order of
       ``candidates``, default all strata) such that `p + A_k` meets the
       region only in missing P-positions.  (So only translates disjoint
       from the existing strata are added, with the semigroups already
       present: the semigroups are the hypothesis, the module generators
       are read off the data.)

    The result is a hypothesis read off a finite region; it is checked
    afterwards (:meth:`~sage_latticegames.affine_stratification.AffineStratification.verify`
    on a larger region, and the exact
    :meth:`~sage_latticegames.affine_stratification.AffineStratification.certify`).

    INPUT:

    - ``stratification`` -- an affine stratification (possibly wrong)
    - ``solution`` -- a :class:`~sage_latticegames.lattice_game.Solution`
      of a ``level`` region (option-closed)
    - ``candidates`` -- (optional) the indices of the strata allowed to
      receive new points

    OUTPUT: a tuple of triples ``(k, added, removed)`` as in
    :data:`CORRECTIONS_8_12` (only the strata that change)

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.paper_examples import (derive_missing_strata,
        ....:     example_8_7_game, example_8_12_printed, example_8_12_game, CORRECTIONS_8_12)
        sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 4)], [(2, 0), (0, 4)])])
        sage: derive_missing_strata(S, example_8_7_game().solve(level=30), candidates=[1])
        ((1, ((0, 2),), ()),)
        sage: sol = example_8_12_game().solve(level=60)
        sage: derive_missing_strata(example_8_12_printed(), sol) == CORRECTIONS_8_12
        True
    """
    strata = [(list(F), A) for F, A in stratification.strata_tuples()]
    removed = _duplicated_translates(strata)
    for k, f in removed:
        strata[k][0].remove(f)
    current = AffineStratification([(F, A) for F, A in strata], lattice=stratification.lattice())
    X = np.asarray(solution.points, dtype=np.int64)
    missing = np.asarray(solution.is_P) & ~current.contains_points(X)
    ell = np.array([int(x) for x in solution.game().positivity_witness()], dtype=np.int64)
    added = {}
    order = [k for k in (candidates if candidates is not None else range(len(strata)))]
    uncovered = missing.copy()
    for idx in np.nonzero(missing)[0][np.argsort(X[missing] @ ell, kind="stable")]:
        if not uncovered[idx]:
            continue
        p = tuple(int(x) for x in X[idx])
        for k in order:
            inside = strata[k][1].translate_counts(X, [p]) > 0
            if (uncovered[inside]).all():
                added.setdefault(k, []).append(p)
                uncovered &= ~inside
                break
    out = []
    for k in range(len(strata)):
        add = tuple(added.get(k, ()))
        rem = tuple(f for j, f in removed if j == k)
        if add or rem:
            out.append((k, add, rem))
    return tuple(out)


def _duplicated_translates(strata):
    r"""
    Return the pairs ``(j, g)`` such that `g + A_j \subseteq f + A_i` for a
    translate of another stratum `i` with `A_j \subseteq A_i` (for equal
    semigroups, the translate of the later stratum is the one removed).
    """
    out = []
    for j, (Fj, Aj) in enumerate(strata):
        for g in Fj:
            for i, (Fi, Ai) in enumerate(strata):
                if i == j or not (Aj <= Ai) or (i > j and Ai <= Aj):
                    continue
                if any((i, f) not in out and Ai.contains(tuple(a - b for a, b in zip(g, f)))
                       for f in Fi):
                    out.append((j, g))
                    break
    return out
