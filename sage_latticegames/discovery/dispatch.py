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
  results carry the certificate of their proof;
- when the search stops at a finite misère quotient proved for the game
  whose cell-by-cell stratification is too large to write out
  (``DiscoveryError.quotient``), the stratification is returned in compact
  form: a
  :class:`~sage_latticegames.misere.strategies.lazy_stratification.LazyAffineStratification`
  (E. Miller [Mil2013]_), certified by the quotient's proof;
- when it stops at a proved linear pretension whose stratification has too
  many translates to write out (``DiscoveryError.pretension``), likewise: a
  :class:`~sage_latticegames.misere.stratified.pretension_stratification.PretensionStratification`,
  certified by the pretension's proof.

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
from sage_latticegames.discovery.search import discover_stratification, DiscoveryError
from sage_latticegames.misere.strategies import QuotientStrategy, LazyAffineStratification


def stratification_of(game, lazy=True, **options):
    r"""
    Return a certified affine stratification of the P-positions of ``game``
    (Definition 8.6 of [GM]).

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``lazy`` -- boolean (default: ``True``): when the search stops at a
      proved finite misère quotient too large to write out cell by cell,
      return its
      :class:`~sage_latticegames.misere.strategies.lazy_stratification.LazyAffineStratification`;
      at a proved linear pretension with too many translates, its
      :class:`~sage_latticegames.misere.stratified.pretension_stratification.PretensionStratification`
      (``False``: raise the ``DiscoveryError``)
    - ``options`` -- passed to
      :func:`~sage_latticegames.discovery.search.discover_stratification`
      (the search budget, ``conjecture``, ``progress``); with options, the
      search is used even for squarefree games in normal play

    OUTPUT: an affine stratification with its certificate (or marked as a
    conjecture, with ``conjecture=True``), or a lazy affine stratification
    certified by the quotient's proof

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

    Misère Kayles with heaps of size at most 40: the quotient (order 40) is
    proved in a second or two, but the cell-by-cell stratification has about
    `6.7 \cdot 10^{17}` cells; the stratification comes lazily::

        sage: S = stratification_of(games.octal('0.77', 40, play='misere')); S
        Certified lazy affine stratification with 12649822617500 strata in Z^40 (compact form: 5287 strata ...
        sage: stratification_of(games.octal('0.77', 40, play='misere'), lazy=False)
        Traceback (most recent call last):
        ...
        DiscoveryError: ... the misère quotient of order 40 is proved, but ...
    """
    if not options and game.squarefree_normal_play_obstruction() is None:
        S = squarefree_stratification(game)
        S.set_certificate(Certificate(
            "squarefree normal play", game,
            "the set is the set of P-positions of the game on the whole board",
            "Theorem 6.11 of [GM] with Theorem 3 of [GM-E] (the squarefree solver)"))
        return S
    try:
        return discover_stratification(game, **options)
    except DiscoveryError as e:
        if not lazy or (e.quotient is None and e.pretension is None):
            raise
        if e.quotient is None:
            return e.pretension.affine_stratification(lazy=True)
        return LazyAffineStratification(game, e.quotient)


def rational_strategy_of(game, names=None, form=None, **options):
    r"""
    Return a rational strategy of ``game`` (Definition 8.1 of [GM]): the
    short rational generating function of its P-positions, from a certified
    affine stratification (Theorem 8.11 of [GM], Theorem 5.1 of [GM-A]), or
    its product form over the monoid algebra of a finite misère quotient
    (:class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`:
    `\pi_P(\prod_i \sum_n \Phi(e_i)^n t_i^n)`, Miller 2013) when the
    short form would be too large to write out.

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``names`` -- (optional) names of the variables
    - ``form`` -- (default: ``None``) ``"short"`` (a
      :class:`~sage_latticegames.strategies.rational_strategy.RationalStrategy`),
      ``"product"`` (a ``QuotientStrategy``, for games whose quotient is
      computed heap by heap), or ``None``: the short form when the
      stratification can be written out, the product form when the search
      stops at a proved quotient too large for it
    - ``options`` -- passed to :func:`stratification_of` (for the product
      form: the budget of
      :meth:`~sage_latticegames.lattice_game.LatticeGame.misere_quotient`)

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.discovery import rational_strategy_of
        sage: f = rational_strategy_of(LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]), names='a,b'); f
        Rational strategy f(P; a, b) = ...
        sage: f.is_P_position((10**12 + 1, 0)), f.is_P_position((10**12, 2)), f.is_P_position((1, 2))
        (True, True, False)

    Misère Kayles with heaps of size at most 40: the quotient (order 40) is
    proved in a second, but its fundamental box has about `10^{19}` points;
    the strategy comes in product form, certified by the quotient's proof::

        sage: from sage_latticegames import games
        sage: G = games.octal('0.77', 40, play='misere')
        sage: f = rational_strategy_of(G); f
        Rational strategy in product form f(P; t) = pi_P(prod_{i=1}^{40} sum_n a_i^n t_i^n) over Z[Q], Q of order 40, for Kayles 0.77 with heaps of size at most 40 (misère play) (certified by the quotient's proof: ... tuples checked)
        sage: f.outcome([10**100] + [0] * 38 + [1]), f.is_certified()
        ('N', True)
        sage: rational_strategy_of(G, form="short")
        Traceback (most recent call last):
        ...
        DiscoveryError: ... the misère quotient of order 40 is proved, but the fundamental box of the quotient has 9606056659007943744 points, ...
    """
    if form not in (None, "short", "product"):
        raise ValueError("the form of a rational strategy is 'short' or 'product', not %r" % (form,))
    if form == "product":
        return QuotientStrategy(game, **options)
    if not options and game.squarefree_normal_play_obstruction() is None:
        return squarefree_rational_strategy(game, names=names)
    try:
        S = stratification_of(game, lazy=False, **options)
    except DiscoveryError as e:
        if e.quotient is None or form == "short":
            raise
        return QuotientStrategy(game, e.quotient)
    if S.is_conjecture():
        raise ValueError("the stratification found is only a conjecture; no rational strategy "
                         "is built from it")
    return S.rational_strategy(game=game, names=names)
