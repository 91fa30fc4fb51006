r"""
Misère quotients of lattice games

The misère quotient of a lattice game (Definition 4.7 and Section 8 of
[Guo]; Plambeck--Siegel) as a Sage parent in the category of commutative
monoids: the quotient of a board `C \cap \ZZ^d` with respect to a normal
affine semigroup of P-positions (Section 8 of [Guo]) and the finite quotients
of heap games computed heap by heap, of whole octal games, and of certified
stratifications, with the strategies they give.

- :mod:`~sage_latticegames.misere.quotient`: the factory and shared base class
  :class:`~sage_latticegames.misere.quotient.MisereQuotient` (the parent) and
  :class:`~sage_latticegames.misere.quotient.MisereQuotientElement` (the
  congruence classes), :func:`~sage_latticegames.misere.quotient.misere_quotient`;
- :mod:`~sage_latticegames.misere.semigroup_quotient`: the quotients of Section 8
  of [Guo] (:class:`~sage_latticegames.misere.semigroup_quotient.SemigroupMisereQuotient`:
  Hilbert basis, cones, group);
- :mod:`~sage_latticegames.misere.finite_quotient`: the finite quotients given
  by their Cayley graph
  (:class:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient`);
- :mod:`~sage_latticegames.misere.finite_monoid`: their data, the finite
  commutative monoid with a P-portion
  (:class:`~sage_latticegames.misere.finite_monoid.FiniteQuotientData`);
- :mod:`~sage_latticegames.misere.congruence`: the exact congruence test
  (Lemma 8.5 of [Guo], corrected) and the helpers of the monoid structure;
- :mod:`~sage_latticegames.misere.heap_quotient`: finite misère quotients of
  heap games (any lattice game on `\NN^d`), heap by heap, with an exact
  certificate (the driver; :func:`~sage_latticegames.misere.quotient.misere_quotient`);
- :mod:`~sage_latticegames.misere.pretension`: the construction for heap games
  (the default there): pretensions extended heap by heap and recalibrated at
  their least failure, and the proof of a finite quotient of a heap game
  (:func:`~sage_latticegames.misere.pretension.prove_heap_quotient`), with its
  compiled searches in :mod:`~sage_latticegames.misere._pretension`;
- :mod:`~sage_latticegames.misere.frontier`: past the last finite quotient, a
  pretension proven below its least failure and a proven lower bound on the
  order of the quotient
  (:class:`~sage_latticegames.misere.frontier.BoundedPretension`,
  :func:`~sage_latticegames.misere.frontier.pretension_frontier`);
- :mod:`~sage_latticegames.misere.candidates` and
  :mod:`~sage_latticegames.misere.verification`: the general construction for
  any moves on `\NN^d` (the outcome oracle and the candidates; the exact
  verification over all of `\NN^d`,
  :class:`~sage_latticegames.misere.verification.MisereQuotientBudgetError`),
  with its compiled kernels in :mod:`~sage_latticegames.misere._kernels`;
- :mod:`~sage_latticegames.misere.from_stratification`: the finite quotient
  computed exactly from a certified eventually periodic set of P-positions;
- :mod:`~sage_latticegames.misere.names`: named quotients of the literature
  (`\ZZ_2`, `T_2`, `R_8`, the tame `T_n`) and
  :meth:`~sage_latticegames.misere.quotient.MisereQuotient.standard_name`;
- :mod:`~sage_latticegames.misere.infinite`: proofs that a quotient is
  infinite, from a certified affine stratification
  (:func:`~sage_latticegames.misere.infinite.prove_infinite_quotient`);
- :mod:`~sage_latticegames.misere.linear_pretension`: pretensions of heap games
  onto a finite monoid times `\ZZ` (a counter), proved for every position by a
  finite check, and the infinite quotients they prove (0.3122 with heaps of
  size at most 7: :func:`~sage_latticegames.misere.linear_pretension.prove_infinite_heap_quotient`);
- :mod:`~sage_latticegames.misere.periodicity`: quotients of whole octal games
  (every heap size) by the misère periodicity theorem, and the pretending
  function (:func:`~sage_latticegames.misere.periodicity.whole_game_quotient`);
- :mod:`~sage_latticegames.misere.presentation`: presentations as game
  theorists write them (:func:`~sage_latticegames.misere.presentation.game_presentation`);
- :mod:`~sage_latticegames.misere.fibres` and
  :mod:`~sage_latticegames.misere.quotient_strategy`: the stratification of the
  fibres of a finite quotient (Miller 2013) and the rational strategy in product
  form over the monoid algebra, at any heap bound;
- :mod:`~sage_latticegames.misere.lazy_stratification`: the affine
  stratification of the P-positions kept in that compact form
  (:class:`~sage_latticegames.misere.lazy_stratification.LazyAffineStratification`:
  membership, counts, certificate, strata listed lazily);
- :mod:`~sage_latticegames.misere.from_game`: the quotient of a lattice game
  verified on a solved region, and brute-force congruence classes
  (:func:`~sage_latticegames.misere.from_game.region_congruence_classes`).

EXAMPLES::

    sage: from sage_latticegames.misere import MisereQuotient
    sage: MisereQuotient([(2,)])
    Misère quotient of N^1 modulo P = N{(2)}: a group of order 2, Z/2; P-portion {[(0)]}
"""
from sage_latticegames.misere.quotient import (MisereQuotient, MisereQuotientElement, misere_quotient,
                                               quotient_from_stratification, named_quotient)
# the two kinds of quotients (each registers itself with the factory MisereQuotient)
from sage_latticegames.misere.semigroup_quotient import SemigroupMisereQuotient  # noqa: F401
from sage_latticegames.misere.finite_quotient import FiniteMisereQuotient  # noqa: F401
from sage_latticegames.misere.from_game import region_congruence_classes
# re-exported for ``from sage_latticegames.misere import MisereQuotientBudgetError``; not in
# __all__, so that the reference manual describes it once (on its own module's page)
from sage_latticegames.misere.verification import MisereQuotientBudgetError  # noqa: F401
from sage_latticegames.misere.names import standard_name
from sage_latticegames.misere.infinite import (InfinitenessCertificate, InfinitenessProofError,
                                               prove_infinite_quotient, check_family,
                                               distinguishability_classes)
from sage_latticegames.misere.periodicity import (whole_game_quotient, WholeGameQuotient,
                                                  WholeGameQuotientError, PretendingFunction)
from sage_latticegames.misere.frontier import BoundedPretension, pretension_frontier
from sage_latticegames.misere.linear_pretension import (LinearPretension, HeapInfinitenessCertificate,
                                                        find_linear_pretension,
                                                        prove_infinite_heap_quotient)
from sage_latticegames.misere.presentation import game_presentation, GamePresentation
from sage_latticegames.misere.fibres import FibreStratification, fibre_stratifications
from sage_latticegames.misere.quotient_strategy import QuotientStrategy
from sage_latticegames.misere.lazy_stratification import LazyAffineStratification

__all__ = ["MisereQuotient", "MisereQuotientElement", "region_congruence_classes",
           "misere_quotient", "quotient_from_stratification",
           "named_quotient", "standard_name", "InfinitenessCertificate", "InfinitenessProofError",
           "prove_infinite_quotient", "check_family", "distinguishability_classes",
           "whole_game_quotient", "WholeGameQuotient", "WholeGameQuotientError",
           "PretendingFunction", "BoundedPretension", "pretension_frontier", "LinearPretension",
           "HeapInfinitenessCertificate", "find_linear_pretension", "prove_infinite_heap_quotient", "game_presentation",
           "GamePresentation", "FibreStratification", "fibre_stratifications", "QuotientStrategy",
           "LazyAffineStratification"]
