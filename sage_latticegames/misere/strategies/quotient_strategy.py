r"""
Rational strategies in product form over the monoid algebra of a finite misère quotient

Let `\Phi : \NN^k \to \mathcal Q` be the morphism of a finite misère quotient
of a lattice game on `\NN^k` (misère or normal play), `\Phi(x) = \prod_i
a_i^{x_i}`, and `\pi_P : \ZZ[\mathcal Q] \to \ZZ` the linear map sending `q`
to `1` if `q \in \mathcal P_Q` and to `0` otherwise.  The generating function
of the P-positions is

.. MATH::

    f(\mathcal P; t) = \pi_P\Big(\prod_{i=1}^k \sum_{n \ge 0} a_i^n t_i^n\Big),
    \qquad \sum_{n \ge 0} a^n t^n = \frac{\sum_{n < t_a + m_a} a^n t^n -
    \sum_{m_a \le n < t_a + m_a} a^{n - m_a} t^n}{1 - t^{m_a}},

`(t_a, m_a)` the cyclic structure of `a` (`a^{t_a + m_a} = a^{t_a}`): a
product of `k` rational functions with coefficients in the monoid algebra
`\ZZ[\mathcal Q]` followed by a linear projection, of size polynomial in `k`
and `|\mathcal Q|` -- a rational strategy in the sense of [GM] Def. 8.1 over
`\ZZ[\mathcal Q]` (E. Miller [Mil2013]_).  From it, :class:`QuotientStrategy`

- decides P/N and finds winning moves at positions with coordinates of any
  size (exponents reduced by the cyclic structures: `O(k)` operations per
  image, `O(k + r\,|\Gamma|)` per query, `r` the number of distinct images);
- counts the P-positions of each level `\ell(x) = L \le n` (`\ell` the
  positivity functional of the game) by arithmetic in `\ZZ[\mathcal Q][s] /
  (s^{n+1})`: substituting `t_i = s^{\ell_i}`, each factor is applied as
  `h \mapsto h / (1 - a_i s^{\ell_i})` (one action of `a_i` on the vector
  indexed by `\mathcal Q` per degree), in time `O(k\,n\,|\mathcal Q|)`;
  :meth:`QuotientStrategy.check_levels` compares these counts with the
  P-positions computed by the engine;
- gives the ordinary short rational function (a
  :class:`~sage_latticegames.strategies.rational_strategy.RationalStrategy`)
  through the expansion of the fibres
  (:mod:`~sage_latticegames.misere.strategies.fibres`) when it is small enough, and
  otherwise refuses, naming its size.

The strategy is *certified* only by the proof of the quotient for this very
game (:func:`~sage_latticegames.misere.heap.driver.verify_candidate`, run
when the quotient is computed from the game or, for a quotient given, run
again on the game); otherwise it is printed as a conjecture.
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

import numpy as np

from sage.rings.integer import Integer
from sage.rings.integer_ring import ZZ
from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.points import integer_point, show_point
from sage_latticegames.misere.strategies.fibres import FibreStratification, merged_classes, quotient_data
from sage_latticegames.misere.heap.candidates import game_moves

__all__ = ["QuotientStrategy", "quotient_strategy", "quotient_stratification"]


class QuotientStrategy(SageObject):
    r"""
    The rational strategy in product form of a lattice game on `\NN^k` with
    a finite misère quotient: `f(\mathcal P; t) = \pi_P(\prod_i \sum_n a_i^n
    t_i^n)` over the monoid algebra `\ZZ[\mathcal Q]` ([GM] Def. 8.1;
    E. Miller [Mil2013]_; see the module documentation).

    INPUT:

    - ``game`` -- a lattice game on `\NN^k` in misère play (defeated
      positions `\{0\}`) or normal play
    - ``quotient`` -- (default: ``game.misere_quotient()``) its finite misère
      quotient (a :class:`~sage_latticegames.misere.quotient.MisereQuotient`
      computed heap by heap, or its
      :class:`~sage_latticegames.misere.heap.driver.FiniteQuotientData`)
    - ``verify`` -- boolean (default ``True``): for a ``quotient`` given that
      was not proved for ``game`` (:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.game`),
      run its proof on ``game``
      (:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.recertify`:
      a ``ValueError`` saying why when it is not the quotient of the game);
      ``False``: the strategy is then a conjecture
    - ``max_tuples`` -- (default `10^6`) budget of that verification
    - ``conjecture`` -- (optional) with ``verify=False``, why the strategy is
      only a conjecture (default: "the quotient was not proved for this
      game"; loading a saved file without re-proof says so)
    - ``options`` -- without ``quotient``: the other options of
      :func:`~sage_latticegames.misere.constructor.misere_quotient`
      (``max_order``, ``max_seconds``, ``progress``)

    EXAMPLES:

    Dawson's Kayles (0.07) with heaps of size at most `12`::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
        sage: G = games.octal('0.07', 12, play='misere')
        sage: f = QuotientStrategy(G); f
        Rational strategy in product form f(P; t) = pi_P(prod_{i=1}^{11} sum_n a_i^n t_i^n) over Z[Q], Q of order ..., for Dawson's Kayles 0.07 with heaps of size at most 12 (misère play) (certified by the quotient's proof: ... tuples checked)
        sage: x = (10**100, 3, 0, 1, 0, 0, 0, 0, 0, 0, 10**100 + 1)
        sage: f.outcome(x) in ('P', 'N')
        True
        sage: all(f.outcome(p) == G.outcome(p) for p in G.solve(level=14).P_positions()[:50])
        True
        sage: f.level_counts(6)
        [0, 0, 1, 1, 0, 0, 1]
        sage: f.check_levels(20)
        True
        sage: TestSuite(f).run()

    A quotient that is not the quotient of the game is refused::

        sage: Q = games.nim(2, 'misere').misere_quotient()
        sage: QuotientStrategy(games.nim(2), Q)
        Traceback (most recent call last):
        ...
        ValueError: the quotient is not the misère quotient of Nim with heaps of size at most 2 (normal play): the P-portion does not contain the identity, but 0 is a P-position in normal play

    A quotient proved for another game, or for none (here a named quotient
    of the literature), is proved again for this one; without that proof the
    strategy is a conjecture::

        sage: from sage_latticegames.misere import named_quotient
        sage: QuotientStrategy(games.nim(2, 'misere'), named_quotient('T2'))
        Rational strategy in product form ... (certified by the quotient's proof: 13 tuples checked)
        sage: QuotientStrategy(games.nim(2, 'misere'), named_quotient('T2'), verify=False)
        Rational strategy in product form ... (conjecture: the quotient was not proved for this game)
    """

    def __init__(self, game, quotient=None, verify=True, max_tuples=10**6, conjecture=None,
                 **options):
        from sage_latticegames.misere.quotient import MisereQuotient
        game_moves(game)            # a TypeError/ValueError for what is not a game on N^k
        if quotient is None:
            Q = game.misere_quotient(max_tuples=max_tuples, **options)
        else:
            if options:
                raise TypeError("the options %s are those of the computation of the quotient; "
                                "a quotient is given" % ", ".join(sorted(options)))
            Q = quotient if isinstance(quotient, MisereQuotient) else MisereQuotient(
                quotient_data(quotient))
        quotient_data(Q)            # a ValueError for a quotient without finite data
        why = None
        if not (Q.is_certified() and Q.game() == game):
            if verify:
                Q = Q.recertify(game, max_tuples=max_tuples)
            else:
                why = str(conjecture or "the quotient was not proved for this game")
        F = quotient_data(Q)
        proof = None if why else F.proof()
        self._setup(game, F, proof, why)

    def _setup(self, game, F, proof, conjecture):
        r"""
        Set the data (shared by the constructor and unpickling): ``proof``
        is the :class:`~sage_latticegames.misere.monoid.proof.QuotientProof`
        of ``F`` for ``game``, or ``None``.

        TESTS::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(1, 'misere')).fibres()
            Fibre stratification ... -- the P-positions of Nim with heaps of size at most 1 (misère play) (certified by the quotient's proof: 3 tuples checked)
        """
        self._game = game
        self._F = F
        self._proof = proof
        self._conjecture = conjecture
        self._moves = tuple(game.rule_set().vectors())
        classes = merged_classes(F)
        self._move_data = tuple(
            (g, tuple((j, int(a)) for j, a in enumerate(g) if a > 0),
             tuple(sum(int(g[j]) for j in J) for _, J, _ in classes), sum(int(a) for a in g))
            for g in self._moves)
        self._defeated = frozenset(tuple(int(a) for a in p) for p in game.defeated_positions())
        name = game.name() if hasattr(game, "name") else None
        self._fibres = FibreStratification(F, status="the P-positions of %s (%s)"
                                           % (name or game, self._status()))

    # ------------------------------------------------------------------
    # accessors
    # ------------------------------------------------------------------
    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(1, 'misere')).game()
            Nim with heaps of size at most 1 (misère play) (...)
        """
        return self._game

    def quotient_data(self):
        r"""
        Return the finite quotient (its transition table and P-portion).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(1, 'misere')).quotient_data()
            Finite commutative monoid of order 2 on 1 generators, P-portion of size 1
        """
        return self._F

    def fibres(self):
        r"""
        Return the P-positions as a
        :class:`~sage_latticegames.misere.strategies.fibres.FibreStratification` (the
        compact stratification of [Mil2013]_).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).fibres().num_compact_strata()
            2
        """
        return self._fibres

    def dimension(self):
        r"""
        Return `k`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(3, 'misere')).dimension()
            3
        """
        return Integer(self._F.k)

    def is_certified(self):
        r"""
        Return whether the strategy is proved: the quotient's proof was run
        for this game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).is_certified()
            True
        """
        return self._proof is not None

    def proof(self):
        r"""
        Return the quotient's proof for this game (a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof`), or
        ``None`` when the strategy is a conjecture.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).proof()
            Proof that a monoid of order 6 is the misère quotient of Nim with heaps of size at most 2 (misère play), by the heap pretension theorem
        """
        return self._proof

    def certificate(self):
        r"""
        Return what the quotient's proof checked (a dictionary: the record
        of :meth:`proof`), or ``None``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).certificate()['reduced']
            True
        """
        return None if self._proof is None else self._proof.record()

    def factor(self, i):
        r"""
        Return the factor `\sum_n a_i^n t_i^n = N_i(t_i) / (1 - t_i^{m})` of
        coordinate ``i`` (from `0`): the pair ``(N, m)``, ``N`` a dictionary
        ``{exponent: {state: coefficient}}`` (a polynomial with coefficients
        in `\ZZ[\mathcal Q]`).

        EXAMPLES:

        In misère Nim with heaps `\le 2`, `b = a_2` has `b^3 = b`: `\sum_n
        b^n t^n = (1 + b t + (b^2 - 1) t^2) / (1 - t^2)`::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: f = QuotientStrategy(games.nim(2, 'misere'))
            sage: f.factor(1)
            ({0: {0: 1}, 1: {2: 1}, 2: {0: -1, 4: 1}}, 2)
        """
        F = self._F
        t, m = F.cycle(i)
        powers = [0]
        for _ in range(t + m):
            powers.append(F.delta[powers[-1]][i])
        N = {}
        for n in range(t + m):
            N.setdefault(n, {})
            N[n][powers[n]] = N[n].get(powers[n], 0) + 1
            if n >= m:
                N[n][powers[n - m]] = N[n].get(powers[n - m], 0) - 1
        return {n: {q: c for q, c in sorted(row.items()) if c} for n, row in N.items()}, m

    # ------------------------------------------------------------------
    # outcomes and winning moves, any coordinate size
    # ------------------------------------------------------------------
    def _position(self, p):
        x = integer_point(p, self._F.k, "position")
        if any(a < 0 for a in x) or tuple(int(a) for a in x) in self._defeated:
            raise ValueError("%s is not a position of the game" % show_point(x))
        return x

    def is_P_position(self, p):
        r"""
        Return whether ``p`` is a P-position: `\Phi(p) \in \mathcal P_Q`,
        computed through the sums of the coordinates with equal images,
        reduced by their cyclic structures (any coordinate size).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: f = QuotientStrategy(games.nim(2, 'misere'))
            sage: f.is_P_position((10**100 + 1, 0)), f.is_P_position((10**100, 10**100))
            (True, True)
            sage: f.is_P_position((0, 0))
            Traceback (most recent call last):
            ...
            ValueError: (0, 0) is not a position of the game
        """
        return self._fibres.image(self._position(p)) in self._fibres.targets()

    def outcome(self, p):
        r"""
        Return ``'P'`` or ``'N'``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).outcome((2, 10**100))
            'P'
        """
        return "P" if self.is_P_position(p) else "N"

    def winning_moves(self, p):
        r"""
        Return the moves `\gamma` with `p - \gamma` a P-position (empty at a
        P-position): the sums of the classes once, then per move the sums
        shifted by those of `\gamma`: `O(k + r\,|\Gamma|)` operations on
        integers of any size (`r` classes of heaps).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).winning_moves((10**100, 3))
            (N(0, 1),)
        """
        x = self._position(p)
        fib = self._fibres
        sums = fib.sums(x)
        total = sum(x)
        targets = fib.targets()
        out = []
        for g, positive, delta, size in self._move_data:
            # p - g is legal iff it is >= 0 (only the positive entries of g can fail) and not
            # defeated (only 0 can be, when the totals agree)
            if any(x[j] < a for j, a in positive):
                continue
            if total == size and tuple(int(a - b) for a, b in zip(x, g)) in self._defeated:
                continue
            if fib.image_of_sums([s - d for s, d in zip(sums, delta)]) in targets:
                out.append(g)
        return tuple(out)

    def winning_move(self, p):
        r"""
        Return a winning move at ``p``, or ``None`` at a P-position.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: f = QuotientStrategy(games.nim(2, 'misere'))
            sage: f.winning_move((10**100, 3)), f.winning_move((1, 0))
            (N(0, 1), None)
        """
        moves = self.winning_moves(p)
        return moves[0] if moves else None

    # ------------------------------------------------------------------
    # counts per level: arithmetic in Z[Q][s] / (s^(n+1))
    # ------------------------------------------------------------------
    def level_series(self, n):
        r"""
        Return `\prod_i \sum_m a_i^m s^{\ell_i m} \bmod s^{n+1}` in
        `\ZZ[\mathcal Q][s]`, `\ell` the positivity functional of the game,
        as a dictionary ``{state: polynomial in ZZ['s']}``: the coefficient
        of `s^L q` is the number of points of level `L` with image `q`.

        Each factor is applied as `h \mapsto h / (1 - a_i s^{\ell_i})`, i.e.
        `h_L \leftarrow h_L + a_i h_{L - \ell_i}` for `L = 0, \dots, n`, the
        action of `a_i` on a vector indexed by `\mathcal Q` being one
        scatter-add: time `O(k\,n\,|\mathcal Q|)`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: f = QuotientStrategy(games.nim(1, 'misere'))
            sage: f.level_series(4)
            {0: s^4 + s^2 + 1, 1: s^3 + s}
        """
        n = _level(n)
        F = self._F
        w = [int(a) for a in self._game.positivity_witness()]
        size = len(F.delta)
        h = np.zeros((n + 1, size), dtype=object)
        h[0, 0] = 1
        for i, wi in enumerate(w):
            act = np.array([F.delta[q][i] for q in range(size)], dtype=np.intp)
            for L in range(wi, n + 1):
                np.add.at(h[L], act, h[L - wi])
        R = PolynomialRing(ZZ, "s")
        return {q: R(list(h[:, q])) for q in range(size) if any(h[:, q])}

    def level_counts(self, n):
        r"""
        Return the list of the numbers of P-positions of each level `0,
        \dots, n` (the projection `\pi_P` of :meth:`level_series`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).level_counts(8)
            [0, 1, 0, 1, 1, 1, 1, 1, 2]
        """
        n = _level(n)
        total = [Integer(0)] * (n + 1)
        for q, poly in self.level_series(n).items():
            if q in self._fibres.targets():
                for L, c in enumerate(poly.padded_list(n + 1)):
                    total[L] += c
        return total

    def check_levels(self, level):
        r"""
        Return whether :meth:`level_counts` agrees, level by level, with the
        P-positions of level `\le` ``level`` computed by the engine
        (:meth:`~sage_latticegames.lattice_game.LatticeGame.solve`): the
        polynomial arithmetic verifies that the generating function matches
        the computed P-positions.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.octal('0.137', 8, play='misere')).check_levels(25)
            True
        """
        level = _level(level)
        w = np.array([int(a) for a in self._game.positivity_witness()], dtype=np.int64)
        P = self._game.solve(level=level).P_positions(as_array=True)
        engine = np.bincount(P @ w, minlength=level + 1) if len(P) else np.zeros(level + 1, int)
        return [int(c) for c in engine[:level + 1]] == [int(c) for c in self.level_counts(level)]

    # ------------------------------------------------------------------
    # the ordinary short rational function
    # ------------------------------------------------------------------
    def affine_stratification(self, max_translates=10**5):
        r"""
        Return the P-positions as an
        :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
        (the expansion of :meth:`fibres`), with the certificate of the
        quotient's proof, or marked as a conjecture; a ``ValueError`` naming
        its size when it has more than ``max_translates`` translates.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).affine_stratification()
            Certified affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
        """
        S = self._fibres.affine_stratification(max_translates=max_translates)
        if self.is_certified():
            S.set_certificate(self.stratification_certificate())
        else:
            S.set_conjecture(self._conjecture)
        return S

    def stratification_certificate(self):
        r"""
        Return the certificate that the preimage of the P-portion is the set
        of P-positions of the game on the whole board (a
        :class:`~sage_latticegames.stratifications.certificate.Certificate`
        recording the quotient's proof for this game), or ``None`` when the
        strategy is a conjecture.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).stratification_certificate()
            Certificate (misère quotient): the set is the set of P-positions of the game on the whole board; the preimage of the P-portion of the quotient of order 6, verified on ... reachable tuples (Plambeck--Siegel); fibres over the sums of the heaps with equal images ([Mil2013])
        """
        from sage_latticegames.stratifications.certificate import Certificate
        if not self.is_certified():
            return None
        return Certificate(
            "misère quotient", self._game, "the set is the set of P-positions of the game on "
            "the whole board", "the preimage of the P-portion of the quotient of order %s, "
            "verified on %s reachable tuples (Plambeck--Siegel); fibres over the sums of the "
            "heaps with equal images ([Mil2013])" % (self._F.order(), self.certificate().get("tuples")))

    def conjecture(self):
        r"""
        Return why the strategy is only a conjecture, or ``None`` when it is
        certified.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere import named_quotient
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere'), named_quotient('T2'), verify=False).conjecture()
            'the quotient was not proved for this game'
            sage: QuotientStrategy(games.nim(2, 'misere')).conjecture() is None
            True
        """
        return None if self.is_certified() else self._conjecture

    def rational_strategy(self, max_translates=10**4):
        r"""
        Return the ordinary short rational generating function of the
        P-positions ([GM] Def. 8.1) as a
        :class:`~sage_latticegames.strategies.rational_strategy.RationalStrategy`
        (one term per translate of the expansion of :meth:`fibres`), or
        refuse with a ``ValueError`` naming its size.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).rational_strategy()
            Rational strategy f(P; t1, t2) = ...
            sage: QuotientStrategy(games.octal('0.07', 12, play='misere')).rational_strategy(max_translates=100)
            Traceback (most recent call last):
            ...
            ValueError: the expansion has ... translates, more than max_translates=100 (the compact form has ... strata)
        """
        from sage_latticegames.strategies.rational_strategy import RationalStrategy
        S = self.affine_stratification(max_translates=max_translates)
        return RationalStrategy.from_stratification(S, game=self._game)

    # ------------------------------------------------------------------
    # printing, comparison, pickling
    # ------------------------------------------------------------------
    def _status(self):
        if self.is_certified():
            return "certified by the quotient's proof: %s tuples checked" % self.certificate().get("tuples")
        return "conjecture: %s" % self._conjecture

    def _repr_(self):
        name = self._game.name() if hasattr(self._game, "name") else None
        return ("Rational strategy in product form f(P; t) = pi_P(prod_{i=1}^{%s} sum_n a_i^n t_i^n)"
                " over Z[Q], Q of order %s, for %s (%s)"
                % (self._F.k, self._F.order(), name or self._game, self._status()))

    def _latex_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: latex(QuotientStrategy(games.nim(2, 'misere')))
            f(\mathcal{P}; t) = \pi_{\mathcal{P}}\Big(\prod_{i=1}^{2} \frac{\sum_{n < t_i + m_i} a_i^n t_i^n - \sum_{m_i \le n < t_i + m_i} a_i^{n - m_i} t_i^n}{1 - t_i^{m_i}}\Big) \in \mathbb{Z}[\mathcal{Q}]((t)),\ |\mathcal{Q}| = 6
        """
        s = (r"f(\mathcal{P}; t) = \pi_{\mathcal{P}}\Big(\prod_{i=1}^{%s} \frac{\sum_{n < t_i + m_i} "
             r"a_i^n t_i^n - \sum_{m_i \le n < t_i + m_i} a_i^{n - m_i} t_i^n}{1 - t_i^{m_i}}\Big) "
             r"\in \mathbb{Z}[\mathcal{Q}]((t)),\ |\mathcal{Q}| = %s" % (self._F.k, self._F.order()))
        if not self.is_certified():
            s += r"\ \text{(conjecture)}"
        return s

    def __eq__(self, other):
        return (isinstance(other, QuotientStrategy) and self._game == other._game
                and self._F == other._F and self.is_certified() == other.is_certified())

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((self._F, self.is_certified()))

    def __reduce__(self):
        # the record of the proof only (a proof is never unpickled: _restore proves it again)
        return _restore, (self._game, self._F, self.certificate(), self._conjecture)

    # ------------------------------------------------------------------
    # invariants (TestSuite)
    # ------------------------------------------------------------------
    def small_positions(self, level=6, limit=3000):
        r"""
        Return the positions of the game (defeated positions excluded) of
        level at most ``level`` for its positivity functional, at most
        ``limit`` of them (the first ones in lexicographic order): the
        positions on which the ``_test_*`` methods check the strategy.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere')).small_positions(2)
            [(0, 1), (1, 0), (2, 0)]
        """
        w = [int(a) for a in self._game.positivity_witness()]
        out = []

        def rec(i, left, prefix):
            if len(out) >= limit:
                return
            if i == len(w):
                if tuple(prefix) not in self._defeated:
                    out.append(tuple(prefix))
                return
            for a in range(left // w[i] + 1):
                prefix.append(a)
                rec(i + 1, left - a * w[i], prefix)
                prefix.pop()
        rec(0, level, [])
        return out

    def _test_recursion(self, **options):
        r"""
        Check Theorem 4.6 of [GM] on small positions and on positions with
        huge coordinates: ``p`` is a P-position iff no option is one, i.e.
        iff it has no winning move.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere'))._test_recursion()
        """
        tester = self._tester(**options)
        big = 10**40
        for p in self.small_positions():
            tester.assertEqual(self.is_P_position(p), not self.winning_moves(p))
            q = tuple(a + big * (i % 2) for i, a in enumerate(p))
            tester.assertEqual(self.is_P_position(q), not self.winning_moves(q))

    def _test_reduction(self, **options):
        r"""
        Check that adding a multiple of the period `m_i` to a coordinate at
        least `t_i` keeps the outcome (the cyclic structure).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere'))._test_reduction()
        """
        tester = self._tester(**options)
        F = self._F
        for p in self.small_positions(4):
            for i in range(F.k):
                t, m = F.cycle(i)
                if p[i] >= t:
                    q = tuple(a + (10**30 * m if j == i else 0) for j, a in enumerate(p))
                    tester.assertEqual(self.is_P_position(p), self.is_P_position(q))

    def _test_level_counts(self, **options):
        r"""
        Check :meth:`level_counts` against the outcomes of all the positions
        of small level.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere'))._test_level_counts()
        """
        tester = self._tester(**options)
        w = [int(a) for a in self._game.positivity_witness()]
        level = 6
        counts = [0] * (level + 1)
        for p in self.small_positions(level):
            if self.is_P_position(p):
                counts[sum(a * b for a, b in zip(w, p))] += 1
        if len(self.small_positions(level)) < 3000:
            tester.assertEqual(counts, [int(c) for c in self.level_counts(level)])

    def _test_pickling(self, **options):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
            sage: QuotientStrategy(games.nim(2, 'misere'))._test_pickling()
        """
        from sage.misc.persist import dumps, loads
        tester = self._tester(**options)
        other = loads(dumps(self))
        tester.assertEqual(other, self)
        # the proof is run again on unpickling: certified as before (its record is new)
        tester.assertEqual(other.is_certified(), self.is_certified())


def _level(n):
    n = integer_point([n], 1, "level")[0]
    if n < 0:
        raise ValueError("the level must be a nonnegative integer, got %s" % n)
    return int(n)


def _restore(game, F, proof, conjecture):
    r"""
    Rebuild a :class:`QuotientStrategy` from its pickled data: a pickled
    proof is not trusted, the quotient is proved again for the game
    (:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.recertify`,
    unless this process proved it already); when that proof fails the
    strategy is a conjecture saying so.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy, _restore
        sage: f = QuotientStrategy(games.nim(2, 'misere'))
        sage: g = loads(dumps(f)); g == f, g.is_certified()
        (True, True)
        sage: F = f.quotient_data()
        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: bad = FiniteQuotientData(F.delta, [not b for b in F.P], F.reps)
        sage: h = _restore(f.game(), bad, {'commutative': True, 'reduced': True, 'tuples': 1}, None)
        sage: h.is_certified(), h.conjecture()
        (False, 'unpickled, and its proof fails: the quotient is not the misère quotient of ...')
    """
    from sage_latticegames.misere.quotient import MisereQuotient
    if proof:
        try:
            return QuotientStrategy(game, MisereQuotient(F, None, game=game))
        except ValueError as e:
            conjecture = "unpickled, and its proof fails: %s" % e
    f = QuotientStrategy.__new__(QuotientStrategy)
    f._setup(game, F, None, conjecture or "unpickled without a proof")
    return f


def quotient_strategy(game, quotient=None, **options):
    r"""
    Return the rational strategy in product form of ``game`` from its finite
    misère quotient (the body meant for ``LatticeGame.rational_strategy`` when
    the quotient is known): the same as :class:`QuotientStrategy`.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.quotient_strategy import quotient_strategy
        sage: quotient_strategy(games.nim(1, 'misere')).level_counts(3)
        [0, 1, 0, 1]
    """
    return QuotientStrategy(game, quotient, **options)


def quotient_stratification(game, quotient=None, max_translates=10**5, **options):
    r"""
    Return the affine stratification of the P-positions of ``game`` from its
    finite misère quotient (E. Miller [Mil2013]_: the fibres over the sums of
    the heaps with equal images), certified by the quotient's proof for this
    game; a ``ValueError`` naming the size when the expansion has more than
    ``max_translates`` translates (then use
    ``QuotientStrategy(game).fibres()``, the compact form).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.quotient_strategy import quotient_stratification
        sage: quotient_stratification(games.nim(3, 'misere')).num_strata()
        4
    """
    return QuotientStrategy(game, quotient, **options).affine_stratification(max_translates)


# the old path of the flat layout of misere/ (pickles made before its subpackages)
register_unpickle_override("sage_latticegames.misere.quotient_strategy", "_restore", _restore)
