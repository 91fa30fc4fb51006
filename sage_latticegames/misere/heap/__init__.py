r"""
Misère quotients of games on `\NN^k` (tier M1 of :mod:`~sage_latticegames.misere`)

The constructions of finite misère quotients of lattice games on `\NN^k` (heap
games, and any moves on `\NN^k`), their proofs, and what lies past the last
finite quotient:

- :mod:`~sage_latticegames.misere.heap.candidates`: the game's moves
  (:func:`~sage_latticegames.misere.heap.candidates.game_moves`), the exact
  outcome oracle and the candidates of the general construction;
- :mod:`~sage_latticegames.misere.heap.verification`: the exact proof of a
  candidate over all of `\NN^k` for any moves
  (:func:`~sage_latticegames.misere.heap.verification.verify_candidate`), with
  its antichain search compiled in :mod:`~sage_latticegames.misere.heap._antichain`;
- :mod:`~sage_latticegames.misere.heap.pretension`: the construction for heap
  games and THE proof of a finite quotient of a heap game
  (:func:`~sage_latticegames.misere.heap.pretension.prove_heap_quotient`), with
  its compiled searches in :mod:`~sage_latticegames.misere.heap._pretension`;
- :mod:`~sage_latticegames.misere.heap.driver`: the driver loop (one for both
  constructions: progress, budget, checkpoint and resume);
- :mod:`~sage_latticegames.misere.heap.frontier`: past the last finite
  quotient, a pretension proven below its least failure;
- :mod:`~sage_latticegames.misere.heap.linear_pretension`: pretensions onto a
  finite monoid times `\ZZ`, and the infinite quotients they prove (the table
  computed by :mod:`~sage_latticegames.misere.heap._linear_pretension`).
- :mod:`~sage_latticegames.misere.heap.slice_pretension`: a linear pretension
  of the slice above a prefix of the least failure of the frontier, its moves
  out of the slice classified by the frontier (Grundy's game at heap 29).
- :mod:`~sage_latticegames.misere.heap.faces`: the closed faces of a game
  and the lemma that lifts an infinite quotient of a face to the game (the
  MathOverflow game 85314).

EXAMPLES::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere.heap import misere_quotient_data
    sage: misere_quotient_data(games.nim(2, 'misere')).order()
    6
"""
# the public names of the subpackage (documented on the pages of their modules: no
# __all__ here, so that the reference manual describes each name once)
from sage_latticegames.misc.lazy_names import lazy_names
from sage_latticegames.misere.heap.candidates import game_moves, game_name, closed_prefixes  # noqa: F401
from sage_latticegames.misere.heap.verification import verify_candidate  # noqa: F401
from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError  # noqa: F401
from sage_latticegames.misere.heap.pretension import heap_options, HeapPretensions  # noqa: F401
from sage_latticegames.misere.heap.pretension import TypeLimitExceeded, prove_heap_quotient  # noqa: F401
from sage_latticegames.misere.heap.pretension import least_failure, FrontierReached  # noqa: F401
from sage_latticegames.misere.heap.driver import misere_quotient_data, pretension_quotient_data  # noqa: F401
from sage_latticegames.misere.heap.driver import heap_quotient_data  # noqa: F401
from sage_latticegames.misere.heap.driver import Progress, DEFAULT_MAX_SECONDS  # noqa: F401
from sage_latticegames.misere.heap.driver import GENERAL_MAX_ORDER  # noqa: F401
# the names of frontier, linear_pretension, slice_pretension and faces are imported at their first use (PEP 562, as
# the package does): the finite quotients, which the command line computes, load neither
# (nor Sage: the modules above import none)
_LAZY = dict({name: "linear_pretension" for name in (
    "LinearPretension", "LinearPretensionFailure", "find_linear_pretension", "unit_moves",
    "fit_linear_pretension", "find_monoid_pretension", "monoid_types",
    "HeapInfinitenessCertificate", "prove_infinite_heap_quotient")},
    **{name: "frontier" for name in (
        "BoundedPretension", "pretension_frontier", "FRONTIER_MAX_SECONDS")},
    **{name: "slice_pretension" for name in (
        "SlicePretension", "find_slice_pretension", "slice_first")},
    **{name: "faces" for name in (
        "closed_faces", "face_game", "FaceInfinitenessCertificate", "prove_infinite_on_faces")})

__getattr__, __dir__ = lazy_names(__name__, _LAZY, globals())
