r"""
Families of lattice games: Nim, heap games, octal games, arbitrary finite games.

This package is the ``games`` catalogue of :mod:`sage_latticegames` (like
Sage's ``designs`` or ``polytopes``)::

    sage: from sage_latticegames import games
    sage: G = games.nim(2); G.name()
    'Nim with heaps of size at most 2 (normal play)'
    sage: G.rule_set()
    Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)

It builds :class:`~sage_latticegames.lattice_game.LatticeGame` objects encoding

- heap games on `\NN^d` (Examples 2.1 and 2.5 of [GM]): :func:`heap_game`,
  :func:`nim` (Example 2.4 of [GM]) and the octal and hexadecimal games of Guy and
  Smith (Example 6.4 of [GM]): :func:`octal`;
- the closure of an arbitrary finite impartial game (Theorem 5.1 of [GM]):
  :func:`from_game`.

Every game carries an *encoding* (``G.encoding()``), a dictionary between the
positions of the lattice game and the positions of the original game:
:class:`HeapEncoding` (multisets of heaps) and :class:`FollowerEncoding`
(disjunctive sums of followers).

.. RUBRIC:: Heaps without moves

A heap from which no move is possible is the zero game: adding it to a sum of
heaps changes neither the game tree nor the outcome, in normal as in misère
play.  Following Example 6.4 of [GM] ("ignore heaps of size `k`, treat them as
heaps of size `0`"), the lattice of a heap game has one coordinate for each heap
size `i \le` ``max_heap`` from which at least one move is possible, in increasing
order of `i`; a heap size without moves has no coordinate, and a move creating
such heaps simply does not record them.  With this convention every heap size
with a coordinate has a move removing one heap of that size, which is the
tangent cone axiom of Definition 2.3 of [GM] (see Example 2.5 of [GM]).

The position `0` stands for every sum of heaps without moves.  In misère play
it is the defeated position (``D = {0}``): a player facing heaps without
moves only has no move and *wins* misère play, so the sum is an N-position of
the original game, whereas the lattice game has no position `0`; every other
sum of heaps has the same outcome in both games.

The catalogue gathers the functions of its modules:

- :mod:`~sage_latticegames.games.encodings` -- :class:`HeapEncoding`,
  :class:`FollowerEncoding`
- :mod:`~sage_latticegames.games.heap_games` -- :func:`heap_game`, :func:`nim`
- :mod:`~sage_latticegames.games.octal_games` -- :func:`parse_octal`,
  :func:`octal_moves`, :func:`octal`
- :mod:`~sage_latticegames.games.finite_games` -- :func:`from_game`

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [GM-E] A. Guo, E. Miller, *Erratum to: Lattice point methods for
  combinatorial games* (2011).
- [GS] R. K. Guy, C. A. B. Smith, *The G-values of various games*,
  Proc. Cambridge Philos. Soc. 52 (1956), 514--526.
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

from sage_latticegames.games.encodings import PLAYS, HeapEncoding, FollowerEncoding
from sage_latticegames.games.heap_games import heap_game, nim
from sage_latticegames.games.octal_games import OCTAL_NAMES, parse_octal, octal_moves, octal
from sage_latticegames.games.nim_sequences import NimSequence, nim_sequence
from sage_latticegames.games.finite_games import from_game
from sage_latticegames.games.misere_examples import (mathoverflow_85314, mathoverflow_85314_ray,
                                                     mathoverflow_85314_repeats)

# pickles of the flat layout (module sage_latticegames.games) name these paths
register_unpickle_override('sage_latticegames.games', 'HeapEncoding', HeapEncoding)
register_unpickle_override('sage_latticegames.games', 'FollowerEncoding', FollowerEncoding)

__all__ = ["PLAYS", "HeapEncoding", "FollowerEncoding", "heap_game", "nim", "OCTAL_NAMES",
           "parse_octal", "octal_moves", "octal", "from_game", "NimSequence", "nim_sequence",
           "mathoverflow_85314", "mathoverflow_85314_ray", "mathoverflow_85314_repeats"]
