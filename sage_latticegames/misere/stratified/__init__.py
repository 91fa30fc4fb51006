r"""
Misère quotients and stratifications (tier M1 of :mod:`~sage_latticegames.misere`)

- :mod:`~sage_latticegames.misere.stratified.from_stratification`: the finite
  quotient computed exactly from a certified eventually periodic set of
  P-positions (partition refinement on its box);
- :mod:`~sage_latticegames.misere.stratified.infinite`: proofs that a quotient
  is infinite from a certified affine stratification
  (:class:`~sage_latticegames.misere.stratified.infinite.InfinitenessCertificate`);
- :mod:`~sage_latticegames.misere.stratified.pretension_stratification`: the
  other way, the certified affine stratification of the P-positions given by a
  proved linear pretension
  (:class:`~sage_latticegames.misere.stratified.pretension_stratification.PretensionStratification`).

EXAMPLES::

    sage: from sage_latticegames.misere.stratified import prove_infinite_quotient
    sage: from sage_latticegames.paper_examples import example_8_12, example_8_12_game
    sage: prove_infinite_quotient(example_8_12_game(), example_8_12()).game().dimension()
    5
"""
# the public names of the subpackage (documented on the pages of their modules: no
# __all__ here, so that the reference manual describes each name once)
from sage_latticegames.misere.stratified.from_stratification import box_congruence_classes  # noqa: F401
from sage_latticegames.misere.stratified.from_stratification import quotient_data_from_periodic_set  # noqa: F401
from sage_latticegames.misere.stratified.from_stratification import quotient_data_from_stratification  # noqa: F401
from sage_latticegames.misere.stratified.from_stratification import periodic_set_of  # noqa: F401
from sage_latticegames.misere.stratified.infinite import InfinitenessCertificate  # noqa: F401
from sage_latticegames.misere.stratified.infinite import InfinitenessProofError, check_family  # noqa: F401
from sage_latticegames.misere.stratified.infinite import prove_infinite_quotient  # noqa: F401
from sage_latticegames.misere.stratified.infinite import distinguishability_classes  # noqa: F401
from sage_latticegames.misere.stratified.pretension_stratification import PretensionStratification  # noqa: F401
from sage_latticegames.misere.stratified.pretension_stratification import pretension_stratification  # noqa: F401
