r"""
sage_latticegames: lattice games (Guo--Miller) in SageMath.

Impartial combinatorial games encoded as a token on the lattice points of a
rational polyhedron, moved by a finite rule set of vectors; exact P-positions,
squarefree games, affine stratifications, rational strategies and misère
quotients, following [GM], [GM-E], [GM-A] and [Guo].

The layers, from the bottom up; a module imports only from lower layers or
from its own subpackage (``DEVELOPING.md``; checked by the test suite):

- L0 :mod:`~sage_latticegames.misc` -- shared helpers (points, integer arrays,
  functionals, integer programs, lattices, polyhedra, time budgets);
- L1 :mod:`~sage_latticegames.semigroups` (affine semigroups), then the rule
  sets and boards (:mod:`~sage_latticegames.rule_set`,
  :mod:`~sage_latticegames.game_board`);
- L2 the games and their solutions (:mod:`~sage_latticegames.lattice_game`,
  :mod:`~sage_latticegames.solution`, the compiled engine) and
  :mod:`~sage_latticegames.generating_functions` (short rational functions);
- L3 :mod:`~sage_latticegames.stratifications` (affine stratifications, set
  algebra, certificates), then :mod:`~sage_latticegames.strategies` (rational
  strategies);
- L4 :mod:`~sage_latticegames.squarefree`, :mod:`~sage_latticegames.misere`
  (misère quotients: heap by heap, whole games, fibres, strategies in product
  form) and :mod:`~sage_latticegames.games` (the catalogue and families of
  games); L4.5 :mod:`~sage_latticegames.discovery` (certified affine
  stratifications of any game, a list of finders);
- L5 :mod:`~sage_latticegames.graphics`, :mod:`~sage_latticegames.paper_examples`
  and the research workflow: :mod:`~sage_latticegames.io` (saved results,
  results stores, MisereSolver's files), :mod:`~sage_latticegames.survey`
  (surveys on Dask), :mod:`~sage_latticegames.conjecture` (Conjecture 4.5 of
  [GM-A] on families) and :mod:`~sage_latticegames.cli` (the command line
  ``latticegames``);
- L6 this package and :mod:`~sage_latticegames.all` (the names for users).

The modules ``affine_semigroup``, ``affine_stratification``,
``short_rational_function``, ``rational_strategy``, ``stratified_algebra`` and
``misere_quotient`` of the first, flat layout are deprecated compatibility
modules: they only re-export names from the subpackages above.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.rule_set import RuleSet
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.solution import Solution
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.generating_functions.ring import ShortRationalFunction
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.strategies.rational_strategy import RationalStrategy
from sage_latticegames import games, squarefree, paper_examples
from sage_latticegames.games import HeapEncoding, FollowerEncoding
from sage_latticegames.squarefree import *  # noqa: F401,F403
from sage_latticegames.misere import MisereQuotient, MisereQuotientElement, region_congruence_classes
from sage_latticegames.discovery import discover_stratification, DiscoveryError
# the saved results (sage_latticegames.io.save/load) are not exported at the top:
# they would shadow Sage's save/load in sage_latticegames.all
from sage.misc.lazy_import import lazy_import
lazy_import("sage_latticegames.survey", "survey")     # imports dask only when called
del lazy_import
# the flat layout exported this module as a name; it is now a compatibility module
from sage_latticegames import stratified_algebra

__all__ = (["RuleSet", "GameBoard", "LatticeGame", "Solution", "games", "HeapEncoding",
            "FollowerEncoding", "AffineSemigroup", "AffineStratification",
            "ShortRationalFunction", "RationalStrategy", "squarefree", "stratified_algebra",
            "paper_examples"]
           + list(squarefree.__all__)
           + ["MisereQuotient", "MisereQuotientElement", "region_congruence_classes",
              "discover_stratification", "DiscoveryError",
              "survey"])  # noqa: F405 (survey: bound by lazy_import above, not by the star import)
