r"""
Affine stratifications and rational strategies of any lattice game

The bodies of the dispatch methods
:meth:`~sage_latticegames.lattice_game.LatticeGame.affine_stratification` and
:meth:`~sage_latticegames.lattice_game.LatticeGame.rational_strategy`:

- squarefree games in normal play on `\NN^d` are solved by the squarefree
  solver (Theorem 6.11 of [GM] with Theorem 3 of the erratum [GM-E]), whose
  result is a theorem: its certificate cites it;
- every other game on `\NN^d` minus a finite set of defeated positions goes
  to the search of
  :func:`~sage_latticegames.discovery.search.discover_stratification`, whose
  results carry the certificate of their proof.

EXAMPLES::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.discovery import stratification_of, rational_strategy_of
    sage: S = stratification_of(LatticeGame([(1, 0), (0, 1), (-1, 1)])); S
    Certified affine stratification with 1 stratum in Z^2: {(0, 0)} + N{(2, 0), (0, 2)}
    sage: S.certificate()
    Certificate (squarefree normal play): the set is the set of P-positions of the game on the whole board; Theorem 6.11 of [GM] with Theorem 3 of [GM-E] (the squarefree solver)
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.squarefree import squarefree_stratification, squarefree_rational_strategy
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.discovery.search import discover_stratification


def stratification_of(game, **options):
    r"""
    Return a certified affine stratification of the P-positions of ``game``
    (Definition 8.6 of [GM]).

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``options`` -- passed to
      :func:`~sage_latticegames.discovery.search.discover_stratification`
      (the search budget, ``conjecture``, ``progress``); with options, the
      search is used even for squarefree games in normal play

    OUTPUT: an affine stratification with its certificate (or marked as a
    conjecture, with ``conjecture=True``)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.discovery import stratification_of
        sage: G = games.octal('0.137', 4)
        sage: stratification_of(G).certificate().method()
        'squarefree normal play'
        sage: stratification_of(G, methods=("folded",)).certificate().method()
        'finite box check'
        sage: stratification_of(G, methods=("quotient",)).certificate().method()
        'heap-by-heap quotient'
        sage: stratification_of(G).is_same_set(stratification_of(G, methods=("folded",)))
        True
    """
    if not options and game.squarefree_normal_play_obstruction() is None:
        S = squarefree_stratification(game)
        S.set_certificate(Certificate(
            "squarefree normal play", game,
            "the set is the set of P-positions of the game on the whole board",
            "Theorem 6.11 of [GM] with Theorem 3 of [GM-E] (the squarefree solver)"))
        return S
    return discover_stratification(game, **options)


def rational_strategy_of(game, names=None, **options):
    r"""
    Return a rational strategy of ``game`` (Definition 8.1 of [GM]): the
    short rational generating function of its P-positions, from a certified
    affine stratification (Theorem 8.11 of [GM], Theorem 5.1 of [GM-A]).

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``names`` -- (optional) names of the variables
    - ``options`` -- passed to :func:`stratification_of`

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery import rational_strategy_of
        sage: f = rational_strategy_of(LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]), names='a,b'); f
        Rational strategy f(P; a, b) = ...
        sage: f.is_P_position((10**12 + 1, 0)), f.is_P_position((10**12, 2)), f.is_P_position((1, 2))
        (True, True, False)
    """
    if not options and game.squarefree_normal_play_obstruction() is None:
        return squarefree_rational_strategy(game, names=names)
    S = stratification_of(game, **options)
    if S.is_conjecture():
        raise ValueError("the stratification found is only a conjecture; no rational strategy "
                         "is built from it")
    return S.rational_strategy(game=game, names=names)
