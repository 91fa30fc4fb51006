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

Importing the package is cheap: each public name is imported from its module
the first time it is used (``from sage_latticegames import RuleSet``,
``sage_latticegames.games``; the model is Sage's
:func:`~sage.misc.lazy_import.lazy_import`, here by a module ``__getattr__``
(PEP 562), so that a name is the object itself, not a proxy), and the command
line ``latticegames`` imports only what its command needs.

EXAMPLES::

    sage: import sage_latticegames
    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: sage_latticegames.LatticeGame is LatticeGame
    True
    sage: from sage_latticegames import squarefree_P0, games
    sage: squarefree_P0.__module__, games.nim.__module__
    ('sage_latticegames.squarefree.cube_solver', 'sage_latticegames.games.heap_games')
    sage: sage_latticegames.no_such_name
    Traceback (most recent call last):
    ...
    AttributeError: module 'sage_latticegames' has no attribute 'no_such_name'
"""
import importlib as _importlib

#: the public names of the package and the modules they come from (a
#: subpackage or module of the package is given by its own name)
_SQUAREFREE = ["is_squarefree", "is_weakly_squarefree",
               "squarefree_P0", "squarefree_P0_points", "masks_to_points", "points_to_masks",
               "squarefree_stratification", "squarefree_generating_function",
               "squarefree_rational_strategy", "congruence_witness", "is_congruent",
               "check_P_iff_congruent_to_zero", "check_double_congruent_to_zero",
               "check_congruent_iff_sum_in_P", "sustains", "sustained_patterns",
               "proposition_7_3_pattern"]
_LAZY = dict({"RuleSet": "rule_set", "GameBoard": "game_board", "LatticeGame": "lattice_game",
              "Solution": "solution", "AffineSemigroup": "semigroups.affine_semigroup",
              "ShortRationalFunction": "generating_functions.ring",
              "AffineStratification": "stratifications.affine_stratification",
              "RationalStrategy": "strategies.rational_strategy",
              "HeapEncoding": "games", "FollowerEncoding": "games",
              "MisereQuotient": "misere", "MisereQuotientElement": "misere",
              "region_congruence_classes": "misere",
              "discover_stratification": "discovery", "DiscoveryError": "discovery",
              # the saved results (sage_latticegames.io.save/load) are not exported at the
              # top: they would shadow Sage's save/load in sage_latticegames.all
              "survey": "survey"},      # imports dask only when called
             **{name: "squarefree" for name in _SQUAREFREE})
#: the subpackages and modules exported as names (``stratified_algebra``: the
#: flat layout exported it; it is now a compatibility module)
_MODULES = ("games", "squarefree", "paper_examples", "stratified_algebra")

__all__ = (["RuleSet", "GameBoard", "LatticeGame", "Solution", "games", "HeapEncoding",
            "FollowerEncoding", "AffineSemigroup", "AffineStratification",
            "ShortRationalFunction", "RationalStrategy", "squarefree", "stratified_algebra",
            "paper_examples"]
           + _SQUAREFREE
           + ["MisereQuotient", "MisereQuotientElement", "region_congruence_classes",
              "discover_stratification", "DiscoveryError", "survey"])


def __getattr__(name):
    # the first use of a public name (PEP 562): import its module, keep the object
    if name in _LAZY:
        value = getattr(_importlib.import_module("sage_latticegames." + _LAZY[name]), name)
    elif name in _MODULES:
        value = _importlib.import_module("sage_latticegames." + name)
    else:
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    if name != "survey":
        # ``survey`` is also the name of a module of the package: importing that module
        # binds it here, and ``import sage_latticegames.survey as m`` must give the module
        globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
