r"""
sage_latticegames: lattice games (Guo--Miller) in SageMath.

Impartial combinatorial games encoded as a token on the lattice points of a
rational polyhedron, moved by a finite rule set of vectors; exact P-positions,
squarefree games, affine stratifications, rational strategies and misère
quotients, following [GM], [GM-E], [GM-A] and [Guo].
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.rule_set import RuleSet
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame, Solution
from sage_latticegames import games
from sage_latticegames.games import HeapEncoding, FollowerEncoding
from sage_latticegames.affine_semigroup import AffineSemigroup
from sage_latticegames.affine_stratification import AffineStratification
from sage_latticegames.short_rational_function import ShortRationalFunction
from sage_latticegames.rational_strategy import RationalStrategy
from sage_latticegames import squarefree, stratified_algebra, paper_examples
from sage_latticegames.squarefree import *  # noqa: F401,F403
from sage_latticegames.misere_quotient import *  # noqa: F401,F403
from sage_latticegames import squarefree as _sq, misere_quotient as _mq

__all__ = (["RuleSet", "GameBoard", "LatticeGame", "Solution", "games", "HeapEncoding",
            "FollowerEncoding", "AffineSemigroup", "AffineStratification",
            "ShortRationalFunction", "RationalStrategy", "squarefree", "stratified_algebra",
            "paper_examples"]
           + list(_sq.__all__) + list(_mq.__all__))
