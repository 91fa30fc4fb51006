r"""
sage_latticegames: lattice games (Guo--Miller) in SageMath.

Impartial combinatorial games encoded as a token on the lattice points of a
rational polyhedron, moved by a finite rule set of vectors; exact P-positions,
squarefree games, affine stratifications, rational strategies and misère
quotients, following [GM], [GM-E], [GM-A] and [Guo].

The subpackages, from the bottom layer up (see ``DEVELOPING.md``):
:mod:`~sage_latticegames.misc` (shared helpers),
the core (:mod:`~sage_latticegames.rule_set`, :mod:`~sage_latticegames.game_board`,
:mod:`~sage_latticegames.lattice_game`, :mod:`~sage_latticegames.solution`),
:mod:`~sage_latticegames.semigroups`, :mod:`~sage_latticegames.generating_functions`,
:mod:`~sage_latticegames.stratifications`, :mod:`~sage_latticegames.strategies`,
:mod:`~sage_latticegames.squarefree`, :mod:`~sage_latticegames.misere`,
:mod:`~sage_latticegames.games` (the catalogue),
:mod:`~sage_latticegames.discovery` (certified affine stratifications of any game),
:mod:`~sage_latticegames.graphics`, :mod:`~sage_latticegames.paper_examples`, and the
research workflow: :mod:`~sage_latticegames.io` (saved results),
:mod:`~sage_latticegames.survey` (surveys on Dask) and :mod:`~sage_latticegames.cli`
(the command line ``latticegames``).
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
              "discover_stratification", "DiscoveryError", "survey"])
