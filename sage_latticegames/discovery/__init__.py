r"""
Discovery of certified affine stratifications and rational strategies

Finding the strategies that the papers only hope for ([GM-A], introduction
and Conjecture 4.5; [Guo], Section 8): affine stratifications (Definition 8.6
of [GM]) of the P-positions of lattice games on `\NN^d` minus a finite set of
defeated positions, *proved* on the whole board.

- :mod:`~sage_latticegames.discovery.search` -- :func:`discover_stratification`,
  the driver running the finders, and :class:`DiscoveryError`;
- :mod:`~sage_latticegames.discovery.finders` -- the finders (one per phase:
  ``FINDERS``, each ``finder(search) -> stratification or reason``), their
  state ``Search`` with the one time budget, and
  ``stratification_from_quotient``;
- :mod:`~sage_latticegames.discovery.polyhedral` -- :func:`polyhedral_search`,
  the body of phase 3 (polyhedral cells in classes modulo periods);
- :mod:`~sage_latticegames.discovery.regions` -- the growing regions of the
  data-driven phases, progress messages and the hard end of a time budget;
- :mod:`~sage_latticegames.discovery.dispatch` -- :func:`stratification_of` and
  :func:`rational_strategy_of`, the bodies of
  :meth:`~sage_latticegames.lattice_game.LatticeGame.affine_stratification` and
  :meth:`~sage_latticegames.lattice_game.LatticeGame.rational_strategy`.

The proofs themselves are in the layer below:
:mod:`~sage_latticegames.stratifications.periodic` (the finite box check) and
:mod:`~sage_latticegames.stratifications.certificate`.

EXAMPLES::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.discovery import stratification_of
    sage: S = stratification_of(games.nim(2, play='misere')); S.is_certified()
    True
"""
from sage_latticegames.discovery.search import discover_stratification, DiscoveryError
from sage_latticegames.discovery.dispatch import stratification_of, rational_strategy_of
from sage_latticegames.discovery.polyhedral import polyhedral_search

__all__ = ["discover_stratification", "DiscoveryError", "stratification_of",
           "rational_strategy_of", "polyhedral_search"]
