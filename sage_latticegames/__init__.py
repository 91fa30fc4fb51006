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

__all__ = ["RuleSet", "GameBoard", "LatticeGame", "Solution"]

# modules landing progressively; each adds its public names
import importlib as _importlib
for _mod, _names in [("games", None),
                     ("affine_semigroup", ["AffineSemigroup"]),
                     ("affine_stratification", ["AffineStratification"]),
                     ("short_rational_function", ["ShortRationalFunction"]),
                     ("rational_strategy", ["RationalStrategy"]),
                     ("squarefree", None),
                     ("misere_quotient", None)]:
    try:
        _m = _importlib.import_module("sage_latticegames." + _mod)
    except ImportError:
        continue
    if _mod == "games":
        games = _m
        __all__.append("games")
    for _n in _names or []:
        if hasattr(_m, _n):
            globals()[_n] = getattr(_m, _n)
            __all__.append(_n)
