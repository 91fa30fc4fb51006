r"""
The finite commutative monoid with a P-portion (tier M0 of :mod:`~sage_latticegames.misere`)

The data every finite misère quotient is made of, and the algorithms on it, each
in one place:

- :mod:`~sage_latticegames.misere.monoid.finite_monoid`:
  :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`
  (the Cayley graph on the images of the unit vectors, numpy-backed), THE Moore
  partition refinement (:func:`~sage_latticegames.misere.monoid.finite_monoid.moore_classes`,
  :func:`~sage_latticegames.misere.monoid.finite_monoid.reduced_table`), THE least
  words (:func:`~sage_latticegames.misere.monoid.finite_monoid.least_words`), THE
  commutativity check
  (:func:`~sage_latticegames.misere.monoid._monoid.commutativity_failure`), THE
  cycles of elements (:func:`~sage_latticegames.misere.monoid.finite_monoid.cyclic_powers`),
  isomorphism, and the one place where a proof is attached to the data, with its
  compiled kernels in :mod:`~sage_latticegames.misere.monoid._monoid`;
- :mod:`~sage_latticegames.misere.monoid.proof`: the proofs of finite quotients
  as values (:class:`~sage_latticegames.misere.monoid.proof.QuotientProof`: what
  was proved, for which game, by which theorem, a stable name of
  :data:`~sage_latticegames.misere.monoid.proof.THEOREMS`);
- :mod:`~sage_latticegames.misere.monoid.names`: the named quotients of the
  literature and :func:`~sage_latticegames.misere.monoid.names.standard_name`;
- :mod:`~sage_latticegames.misere.monoid.presentation`: presentations as game
  theorists write them.

Nothing here knows games: the modules import only :mod:`~sage_latticegames.misc`
(and the compiled kernels of this subpackage).

EXAMPLES::

    sage: from sage_latticegames.misere.monoid import FiniteQuotientData, standard_name
    sage: F = FiniteQuotientData([[1], [0]], [False, True]); F.order()
    2
"""
# the public names of the subpackage (documented on the pages of their modules: no
# __all__ here, so that the reference manual describes each name once)
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData, is_isomorphic  # noqa: F401
from sage_latticegames.misere.monoid.finite_monoid import moore_classes, reduced_table  # noqa: F401
from sage_latticegames.misere.monoid.finite_monoid import least_words, commutativity_failure  # noqa: F401
from sage_latticegames.misere.monoid.finite_monoid import cyclic_powers, generator_cycles  # noqa: F401
from sage_latticegames.misere.monoid.names import monoid_from_presentation, named_quotient_data  # noqa: F401
from sage_latticegames.misere.monoid.names import standard_name, NAMED_QUOTIENTS  # noqa: F401
from sage_latticegames.misere.monoid.names import quotient_summary  # noqa: F401
from sage_latticegames.misere.monoid.presentation import GamePresentation, game_presentation  # noqa: F401
from sage_latticegames.misere.monoid.presentation import word_string, tame_quotient_data  # noqa: F401
from sage_latticegames.misere.monoid.presentation import finite_quotient_data  # noqa: F401
from sage_latticegames.misere.monoid.proof import QuotientProof, THEOREMS  # noqa: F401
