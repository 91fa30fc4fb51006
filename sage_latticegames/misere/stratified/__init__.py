r"""
Misère quotients from stratifications (tier M1 of :mod:`~sage_latticegames.misere`)

- :mod:`~sage_latticegames.misere.stratified.from_stratification`: the finite
  quotient computed exactly from a certified eventually periodic set of
  P-positions (partition refinement on its box);
- :mod:`~sage_latticegames.misere.stratified.infinite`: proofs that a quotient
  is infinite from a certified affine stratification
  (:class:`~sage_latticegames.misere.stratified.infinite.InfinitenessCertificate`).

EXAMPLES::

    sage: from sage_latticegames.misere.stratified import prove_infinite_quotient
    sage: from sage_latticegames.paper_examples import example_8_12, example_8_12_game
    sage: prove_infinite_quotient(example_8_12_game(), example_8_12()).game().dimension()
    5
"""
from sage_latticegames.misere.stratified.from_stratification import (box_congruence_classes,
                                                                     quotient_data_from_periodic_set,
                                                                     quotient_data_from_stratification,
                                                                     periodic_set_of)
from sage_latticegames.misere.stratified.infinite import (InfinitenessCertificate, InfinitenessProofError,
                                                          check_family, prove_infinite_quotient,
                                                          distinguishability_classes)

__all__ = ["box_congruence_classes", "quotient_data_from_periodic_set", "quotient_data_from_stratification",
           "periodic_set_of", "InfinitenessCertificate", "InfinitenessProofError", "check_family",
           "prove_infinite_quotient", "distinguishability_classes"]
