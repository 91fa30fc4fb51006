r"""
Misère quotients of whole octal games (tier M4 of :mod:`~sage_latticegames.misere`)

- :mod:`~sage_latticegames.misere.whole.periodicity`: quotients of whole octal
  games (every heap size) by the misère periodicity theorem, the pretending
  function, and the quotient, strategy and stratification read off at any heap
  bound (:func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`);
- :mod:`~sage_latticegames.misere.whole.tame`: the first route of
  ``whole_game_quotient`` while the heaps are tame (the tame heap theorem: the
  image of a heap in the tame monoid read off the images of its options, no
  monoid per heap; compiled kernel :mod:`~sage_latticegames.misere.whole._tame`);
- :mod:`~sage_latticegames.misere.whole.infinite_whole_game`: whole octal games
  whose quotient is infinite, by the restriction lemma from an infinite
  bounded quotient, or for 0.26, 0.27, 0.57 by the max--sum law and for 0.54 by
  the chain law
  (:func:`~sage_latticegames.misere.whole.infinite_whole_game.prove_infinite_whole_game`
  chooses), and the orders of the bounded quotients of the games still open;
- :mod:`~sage_latticegames.misere.whole.attempt`: one whole game within a
  budget, its proved quotient or the bounded quotients proved on the way
  (:func:`~sage_latticegames.misere.whole.attempt.whole_game_attempt`, the
  step of the surveys of octal games);
- :mod:`~sage_latticegames.misere.whole.growth`: the rays `k H_g + H_n` read off
  the proved bounded quotients (:class:`~sage_latticegames.misere.whole.growth.RayOutcomes`)
  and the ray families of 0.26, 0.27, 0.57 (found as conjectures, proved by the
  max--sum laws);
- :mod:`~sage_latticegames.misere.whole.max_sum_law`: the misère outcomes of 0.26,
  0.27 and 0.57 (max--sum laws, proved by Presburger arithmetic with isl), hence
  their whole quotients are infinite
  (:func:`~sage_latticegames.misere.whole.max_sum_law.prove_infinite_max_sum_law`);
- :mod:`~sage_latticegames.misere.whole.chain_law`: the misère outcomes of 0.54
  (the chain law, proved the same way), hence its whole quotient is infinite
  (:func:`~sage_latticegames.misere.whole.chain_law.prove_infinite_054`);
- :mod:`~sage_latticegames.misere.whole.law_certificate`: what the proofs by
  a law share (:class:`~sage_latticegames.misere.whole.law_certificate.LawInfinitenessCertificate`).

A whole game builds the lattice games of its heap bounds and returns parents
and strategies: this subpackage sits above both.

EXAMPLES::

    sage: from sage_latticegames.misere.whole import whole_game_quotient
    sage: whole_game_quotient('0.31').cardinality()
    6
"""
# the public names of the subpackage (documented on the pages of their modules: no
# __all__ here, so that the reference manual describes each name once)
from sage_latticegames.misere.whole.periodicity import OctalRules, PretendingFunction  # noqa: F401
from sage_latticegames.misere.whole.periodicity import WholeGameQuotient, WholeGameQuotientError  # noqa: F401
from sage_latticegames.misere.whole.periodicity import whole_game_quotient, restricted_quotient  # noqa: F401
from sage_latticegames.misere.whole.periodicity import find_period, heap_bound_runs  # noqa: F401
from sage_latticegames.misere.whole.attempt import whole_game_attempt  # noqa: F401
from sage_latticegames.misc.lazy_names import lazy_names
# the proofs of infinite whole games are imported at their first use (the command line's
# whole-game quotients do not load them)
_LAZY = {name: "infinite_whole_game" for name in (
    "prove_infinite_whole_game", "WholeGameInfinitenessCertificate", "WholeGameUndecided",
    "whole_game_laws")}
_LAZY.update({name: "growth" for name in ("RayOutcomes", "check_ray_conjecture")})
_LAZY.update({name: "max_sum_law" for name in ("max_sum_law", "prove_infinite_026",
                                                "prove_infinite_max_sum_law", "MaxSumLaw", "LAW_CODES")})
_LAZY.update({name: "chain_law" for name in ("chain_law", "prove_infinite_054", "ChainLaw",
                                              "ChainLawInfinitenessCertificate", "CHAIN_LAW_CODES")})
__getattr__, __dir__ = lazy_names(__name__, _LAZY, globals())
