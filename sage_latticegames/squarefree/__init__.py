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
  (compiled kernel :mod:`sage_latticegames.squarefree._squarefree`):
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

This package gathers the modules
:mod:`~sage_latticegames.squarefree.cube_solver` (the cube algorithm),
:mod:`~sage_latticegames.squarefree.strategy` (stratifications and rational
strategies), :mod:`~sage_latticegames.squarefree.congruence` (Definition 6.6)
and :mod:`~sage_latticegames.squarefree.patterns` (Section 7); the predicates
:func:`is_squarefree` and :func:`is_weakly_squarefree` are checks on the moves
and live in :mod:`sage_latticegames.rule_set`.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.rule_set import is_squarefree, is_weakly_squarefree
# MAX_DIMENSION: importable from here as in the flat layout, not star-exported (the old __all__)
from sage_latticegames.squarefree.cube_solver import (MAX_DIMENSION, squarefree_P0,  # noqa: F401
                                                      squarefree_P0_points, masks_to_points,
                                                      points_to_masks)
from sage_latticegames.squarefree.strategy import (squarefree_stratification,
                                                   squarefree_generating_function,
                                                   squarefree_rational_strategy)
from sage_latticegames.squarefree.congruence import (congruence_witness, is_congruent,
                                                     check_P_iff_congruent_to_zero,
                                                     check_double_congruent_to_zero,
                                                     check_congruent_iff_sum_in_P)
from sage_latticegames.squarefree.patterns import (sustains, sustained_patterns,
                                                   proposition_7_3_pattern)

__all__ = ["is_squarefree", "is_weakly_squarefree",
           "squarefree_P0", "squarefree_P0_points", "masks_to_points", "points_to_masks",
           "squarefree_stratification", "squarefree_generating_function",
           "squarefree_rational_strategy",
           "congruence_witness", "is_congruent", "check_P_iff_congruent_to_zero",
           "check_double_congruent_to_zero", "check_congruent_iff_sum_in_P",
           "sustains", "sustained_patterns", "proposition_7_3_pattern"]
