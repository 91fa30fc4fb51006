r"""
Misère quotients of lattice games

The misère quotient of a lattice game (Definition 4.7 and Section 8 of
[Guo]; Plambeck--Siegel) as a Sage parent in the category of commutative
monoids: the quotient of a board `C \cap \ZZ^d` with respect to a normal
affine semigroup of P-positions (Section 8 of [Guo]) and the finite quotients
of heap games computed heap by heap, of whole octal games, and of certified
stratifications, with the strategies they give.

The subpackages form tiers; a module imports only from its own tier or lower
ones (``DEVELOPING.md``, "Layers inside subpackages"):

M0 :mod:`~sage_latticegames.misere.monoid` -- the finite commutative monoid
with a P-portion, each of its algorithms once:

- :mod:`~sage_latticegames.misere.monoid.finite_monoid`:
  :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`,
  THE Moore partition refinement, THE least words, THE cycles of elements, THE
  commutativity check, isomorphism, the attachment of a proof (compiled kernels
  :mod:`~sage_latticegames.misere.monoid._monoid`);
- :mod:`~sage_latticegames.misere.monoid.proof`: the proof of a finite quotient
  as a value (:class:`~sage_latticegames.misere.monoid.proof.QuotientProof`:
  what was proved, for which game, by which theorem, a stable name);
- :mod:`~sage_latticegames.misere.monoid.names`: named quotients of the
  literature (`\ZZ_2`, `T_2`, `R_8`, the tame `T_n`) and
  :func:`~sage_latticegames.misere.monoid.names.standard_name`;
- :mod:`~sage_latticegames.misere.monoid.presentation`: presentations as game
  theorists write them (:func:`~sage_latticegames.misere.monoid.presentation.game_presentation`).

M1 the constructions and their proofs:

- :mod:`~sage_latticegames.misere.heap` -- games on `\NN^k`:
  :mod:`~sage_latticegames.misere.heap.candidates` (the moves, the exact
  outcome oracle, the candidates of the general construction),
  :mod:`~sage_latticegames.misere.heap.verification` (the exact verification
  over all of `\NN^k` for any moves,
  :class:`~sage_latticegames.misere.heap.verification.MisereQuotientBudgetError`;
  its antichain search compiled in
  :mod:`~sage_latticegames.misere.heap._antichain`),
  :mod:`~sage_latticegames.misere.heap.pretension` (the construction for heap
  games and THE proof of a finite quotient of a heap game; compiled searches
  :mod:`~sage_latticegames.misere.heap._pretension`),
  :mod:`~sage_latticegames.misere.heap.driver` (the driver loop: budget,
  progress, checkpoint and resume),
  :mod:`~sage_latticegames.misere.heap.frontier` (past the last finite
  quotient: :class:`~sage_latticegames.misere.heap.frontier.BoundedPretension`),
  :mod:`~sage_latticegames.misere.heap.linear_pretension` (pretensions onto a
  finite monoid times `\ZZ`, and the infinite quotients they prove: 0.3122
  with heaps of size at most 7, Dawson's Kayles with heaps of size at most 34;
  the table compiled in :mod:`~sage_latticegames.misere.heap._linear_pretension`),
  :mod:`~sage_latticegames.misere.heap.slice_pretension` (a linear pretension
  of the slice above a prefix of the least failure of the frontier: Grundy's
  game with heaps of size at most 29),
  :mod:`~sage_latticegames.misere.heap.faces` (closed faces of a game, and
  the lemma that lifts an infinite quotient of a face to the game: the
  MathOverflow game 85314);
- :mod:`~sage_latticegames.misere.semigroup` -- Section 8 of [Guo]:
  :mod:`~sage_latticegames.misere.semigroup.congruence` (the exact congruence
  test, Lemma 8.5 of [Guo], corrected) and
  :mod:`~sage_latticegames.misere.semigroup.from_game` (the quotient of a
  lattice game verified on a solved region, brute-force congruence classes);
- :mod:`~sage_latticegames.misere.stratified` -- from and to stratifications:
  :mod:`~sage_latticegames.misere.stratified.from_stratification` (the finite
  quotient of a certified eventually periodic set),
  :mod:`~sage_latticegames.misere.stratified.infinite` (proofs that a quotient
  is infinite from a certified affine stratification) and
  :mod:`~sage_latticegames.misere.stratified.pretension_stratification` (the
  certified affine stratification of the P-positions given by a proved linear
  pretension, explicit or in compact form).

M2 the parents:

- :mod:`~sage_latticegames.misere.quotient`: the factory and shared base class
  :class:`~sage_latticegames.misere.quotient.MisereQuotient` (the parent) and
  :class:`~sage_latticegames.misere.quotient.MisereQuotientElement` (the
  congruence classes);
- :mod:`~sage_latticegames.misere.semigroup_quotient`: the quotients of Section 8
  of [Guo] (:class:`~sage_latticegames.misere.semigroup_quotient.SemigroupMisereQuotient`:
  Hilbert basis, cones, group);
- :mod:`~sage_latticegames.misere.finite_quotient`: the finite quotients given
  by their Cayley graph
  (:class:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient`).

M3 :mod:`~sage_latticegames.misere.strategies` -- what a finite quotient
gives: :mod:`~sage_latticegames.misere.strategies.fibres` (the fibres of a
finite quotient, Miller 2013),
:mod:`~sage_latticegames.misere.strategies.quotient_strategy` (the rational
strategy in product form over the monoid algebra) and
:mod:`~sage_latticegames.misere.strategies.lazy_stratification` (the affine
stratification of the P-positions in that compact form).

M4 :mod:`~sage_latticegames.misere.whole` -- whole octal games:
:mod:`~sage_latticegames.misere.whole.periodicity` (every heap size, by the
misère periodicity theorem; the pretending function),
:mod:`~sage_latticegames.misere.whole.tame` (its first route while the heaps are
tame: the tame heap theorem, with the compiled kernel
:mod:`~sage_latticegames.misere.whole._tame`),
:mod:`~sage_latticegames.misere.whole.infinite_whole_game` (whole games whose
quotient is infinite, by the restriction lemma),
:mod:`~sage_latticegames.misere.whole.attempt` (one whole game within a budget:
its quotient, or the bounded quotients proved on the way),
:mod:`~sage_latticegames.misere.whole.growth` (rays of one heap read off the
proved bounded quotients; ray families, proved by the max--sum laws),
:mod:`~sage_latticegames.misere.whole.max_sum_law` (the outcomes of 0.26, 0.27
and 0.57 by max--sum laws proved with isl: their whole quotients are infinite),
:mod:`~sage_latticegames.misere.whole.chain_law` (the outcomes of 0.54 by the
chain law, proved with isl: its whole quotient is infinite),
:mod:`~sage_latticegames.misere.whole.law_certificate` (what the proofs by a
law share).

M5 :mod:`~sage_latticegames.misere.constructor` -- the front door
:func:`~sage_latticegames.misere.constructor.misere_quotient`: the one place
that chooses the construction and its default budget.

The old paths of the flat layout (``sage_latticegames.misere.periodicity``,
``sage_latticegames.misere.heap_quotient``, ...) are compatibility modules that
only re-export.

EXAMPLES::

    sage: from sage_latticegames.misere import MisereQuotient
    sage: MisereQuotient([(2,)])
    Misère quotient of N^1 modulo P = N{(2)}: a group of order 2, Z/2; P-portion {[(0)]}
"""
from sage_latticegames.misc.lazy_names import lazy_names
__all__ = ["MisereQuotient", "MisereQuotientElement", "region_congruence_classes",
           "misere_quotient", "quotient_from_stratification",
           "named_quotient", "standard_name", "InfinitenessCertificate", "InfinitenessProofError",
           "prove_infinite_quotient", "check_family", "distinguishability_classes",
           "whole_game_quotient", "WholeGameQuotient", "WholeGameQuotientError",
           "PretendingFunction", "BoundedPretension", "pretension_frontier", "LinearPretension",
           "HeapInfinitenessCertificate", "find_linear_pretension", "find_monoid_pretension",
           "prove_infinite_heap_quotient", "SlicePretension", "find_slice_pretension",
           "FaceInfinitenessCertificate", "game_presentation",
           "GamePresentation", "FibreStratification", "fibre_stratifications", "QuotientStrategy",
           "LazyAffineStratification"]

#: every name is imported at its first use (PEP 562), with its subpackage or module: the
#: command line's quotients load neither the parents (Sage's parents and elements) nor the
#: proofs of infinite quotients, the linear pretensions, the strategies or (for a bounded
#: game) the whole games; the parents' module imports the modules of the two kinds of
#: quotients at its first use (each registers itself with the factory MisereQuotient)
_LAZY = dict([(name, "quotient") for name in (
    "MisereQuotient", "MisereQuotientElement", "quotient_from_stratification", "named_quotient")]
    + [("misere_quotient", "constructor"), ("region_congruence_classes", "semigroup"),
       ("SemigroupMisereQuotient", "semigroup_quotient"),
       ("FiniteMisereQuotient", "finite_quotient")]
    # re-exported for ``from sage_latticegames.misere import MisereQuotientBudgetError``; not
    # in __all__, so that the reference manual describes it once (on its own module's page)
    + [(name, "heap") for name in ("MisereQuotientBudgetError", "BoundedPretension",
                                   "pretension_frontier")]
    + [(name, "monoid") for name in ("standard_name", "game_presentation", "GamePresentation")]
    + [(name, "stratified") for name in (
        "InfinitenessCertificate", "InfinitenessProofError", "prove_infinite_quotient", "check_family",
        "distinguishability_classes")]
    + [(name, "whole") for name in (
        "whole_game_quotient", "WholeGameQuotient", "WholeGameQuotientError", "PretendingFunction")]
    + [(name, "heap") for name in (
        "LinearPretension", "HeapInfinitenessCertificate", "find_linear_pretension",
        "find_monoid_pretension", "prove_infinite_heap_quotient", "SlicePretension",
        "find_slice_pretension", "FaceInfinitenessCertificate")]
    + [(name, "strategies") for name in (
        "FibreStratification", "fibre_stratifications", "QuotientStrategy",
        "LazyAffineStratification")])

__getattr__, __dir__ = lazy_names(__name__, _LAZY, globals())
