r"""
Rational strategies

A *rational strategy* for a lattice game (Definition 8.1 of [GM],
Definition 3.2 of [GM-A]) is a rational generating function
`f(\mathcal P; t) = \sum_{p \in \mathcal P} t^p` of its P-positions, given as
a short rational function
`\sum_i \alpha_i t^{p_i}/\prod_j (1 - t^{a_{ij}})`
(:class:`~sage_latticegames.short_rational_function.ShortRationalFunction`).
It is a data structure that plays the game (Theorem 8.4 of [GM], Theorem 3.6
of [GM-A]): the outcome of a position `p` is the coefficient of `t^p`, i.e.
the Hadamard product `f \star t^p`, computed without enumerating positions in
time polynomial in the size of `f` and the bit length of `p`, and a winning
move is found by testing the options `p - \gamma`.

This module provides

- :func:`module_generating_function` and :func:`semigroup_generating_function`:
  generating functions of `F + A` for affine semigroups `A` that need not be
  free, normal or saturated, and finite sets `F` whose translates may overlap
  (Lemmas 5.2--5.5 of [GM-A]), by a Gröbner basis of a toric ideal (4ti2 and
  Singular) and a disjoint decomposition of its standard monomials;
- :class:`RationalStrategy`, built from an affine stratification (Theorem 5.1
  of [GM-A]), from the squarefree data of Example 8.3 of [GM], or directly from
  a generating function; with :meth:`~RationalStrategy.verify` (proof against
  brute force on a region, by polynomial arithmetic),
  :meth:`~RationalStrategy.is_P_position`,
  :meth:`~RationalStrategy.winning_moves` (Theorem 3.6 of [GM-A]) and
  :meth:`~RationalStrategy.are_congruent` (misère congruence, Definition 6.1
  and Theorem 6.2 of [GM-A]).

EXAMPLES:

The two rational strategies of Example 8.2 of [GM] for Nim with heaps of size
at most 2, computed from the affine stratifications of Example 8.7 of [GM]::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
    sage: nim = LatticeGame([(1, 0), (0, 1), (-1, 1)])
    sage: f = RationalStrategy.from_stratification([([(0, 0)], [(2, 0), (0, 2)])], game=nim, names='a,b'); f
    Rational strategy f(P; a, b) = 1/((1 - a^2)*(1 - b^2))
    sage: misere = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: g = RationalStrategy.from_stratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])],
    ....:                                          game=misere, names='a,b'); g
    Rational strategy f(P; a, b) = a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))
    sage: g.verify(level=30)
    Verified: the expansion of the rational strategy equals the P-positions on the region level <= 30 for the functional (1, 2) (256 lattice points, 71 P-positions)

Playing at a position with 12-digit coordinates::

    sage: p = (10**12 + 1, 10**12 + 1)
    sage: g.is_P_position(p), g.winning_moves(p)
    (False, (N(-1, 1),))
    sage: g.is_P_position((10**12, 10**12 + 1))
    False

Misère congruence (Definition 6.1 of [GM-A]): `(1, 0)` and `(3, 0)` are
congruent, `(1, 0)` and `(0, 1)` are not (`(1, 0) + (0, 0)` is a P-position,
`(0, 1) + (0, 0)` is not)::

    sage: g.are_congruent((1, 0), (3, 0)), g.are_congruent((0, 1), (2, 1)), g.are_congruent((1, 0), (0, 1))
    (True, True, False)
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numpy as np

from sage.structure.sage_object import SageObject
from sage.misc.cachefunc import cached_method
from sage.misc.persist import register_unpickle_override
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage_latticegames.misc.points import integer_point, show_point, dot, add, sub, int_tuple
from sage_latticegames.misc.functionals import generic_functional
from sage_latticegames.misc.integer_arrays import int_array, ResidueClasses
from sage_latticegames.misc.integer_programs import vector_partition_count
from sage_latticegames.misc.lattices import LatticeData
from sage_latticegames.generating_functions.ring import ShortRationalFunction, ShortRationalFunctions
from sage_latticegames.generating_functions.conversion import Denominator
from sage_latticegames.generating_functions.modules import stratification_generating_function
from sage_latticegames.generating_functions.series import expansion as series_expansion


class StrategyVerification(SageObject):
    r"""
    The result of :meth:`RationalStrategy.verify`: true when the expansion of
    the generating function equals the brute-force P-positions on the region,
    otherwise it lists the first disagreements.

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
        sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
        sage: wrong = RationalStrategy([(1, (0, 0), [(2, 0), (0, 2)]), (1, (3, 5), [])], game=G)
        sage: r = wrong.verify(level=20); r
        Not verified: 1 disagreement on the region level <= 20 for the functional (1, 2): the coefficient of t1^3*t2^5 (the point (3, 5)) is 1, but (3, 5) is an N-position
        sage: bool(r), r.disagreements()
        (False, [((3, 5), 1, 'N')])
    """

    def __init__(self, region, npoints, nP, disagreements, names):
        self._region = region
        self._npoints = npoints
        self._nP = nP
        self._disagreements = disagreements
        self._names = names

    def __bool__(self):
        return not self._disagreements

    def disagreements(self):
        r"""
        Return the first disagreements as triples ``(point, coefficient,
        status)`` with status ``'P'``, ``'N'`` or ``'not a position'``.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0, 0)], game=LatticeGame([(1, 0), (0, 1), (-1, 1)])).verify(level=5).disagreements()
            []
        """
        return list(self._disagreements)

    def _repr_(self):
        if not self._disagreements:
            return ("Verified: the expansion of the rational strategy equals the P-positions on "
                    "the region %s (%s lattice points, %s P-positions)"
                    % (self._region, self._npoints, self._nP))
        parts = []
        for p, c, status in self._disagreements[:5]:
            mono = "*".join(n if e == 1 else "%s^%s" % (n, e)
                            for n, e in zip(self._names, p) if e) or "1"
            what = {"P": "a P-position", "N": "an N-position",
                    "not a position": "not a position"}[status]
            parts.append("the coefficient of %s (the point %s) is %s, but %s is %s"
                         % (mono, show_point(p), c, show_point(p), what))
        n = len(self._disagreements)
        more = "" if n <= 5 else "; ..."
        return "Not verified: %s disagreement%s on the region %s: %s%s" % (
            n, "" if n == 1 else "s", self._region, "; ".join(parts), more)


class RationalStrategy(SageObject):
    r"""
    A rational strategy: a short rational generating function of the
    P-positions of a lattice game (Definition 8.1 of [GM], Definition 3.2 of
    [GM-A]).

    INPUT:

    - ``generating_function`` -- a
      :class:`~sage_latticegames.short_rational_function.ShortRationalFunction`,
      a list of terms ``(alpha, p, dens)`` accepted by it, or a rational
      function whose denominator is a product of binomials (an element of a
      fraction field, converted by
      :meth:`~sage_latticegames.short_rational_function.ShortRationalFunction.from_rational_function`)
    - ``game`` -- (optional) the lattice game; needed for winning moves,
      misère congruence and verification.  When it is given, the generating
      function is oriented by a generic refinement of the game's positivity
      witness, so that its term-wise expansion is its expansion in the
      recession cone of the board.
    - ``names`` -- (optional) names of the variables

    EXAMPLES:

    Example 8.2 of [GM], given directly::

        sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
        sage: f = RationalStrategy([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], names='a,b'); f
        Rational strategy f(P; a, b) = a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))
        sage: latex(f)
        f(\mathcal{P}; a, b) = \frac{a}{(1 - a^{2})} + \frac{b^{2}}{(1 - a^{2})(1 - b^{2})}
        sage: TestSuite(f).run()
        sage: loads(dumps(f)) == f
        True

    From a rational function::

        sage: R.<a,b> = QQ[]
        sage: RationalStrategy(1/((1 - a^2)*(1 - b^2)))
        Rational strategy f(P; a, b) = 1/((1 - a^2)*(1 - b^2))

    TESTS::

        sage: RationalStrategy(5)
        Traceback (most recent call last):
        ...
        TypeError: a rational strategy is given by a short rational function, its terms or a rational function in the variables of the positions (Definition 8.1 of [GM]), not 5 (...)
    """

    def __init__(self, generating_function, game=None, names=None):
        f = generating_function
        if isinstance(f, (list, tuple)):
            f = ShortRationalFunction(f, names=names)
        elif not isinstance(f, ShortRationalFunction):
            try:
                f = ShortRationalFunction.from_rational_function(f, names=names)
            except (TypeError, AttributeError) as e:
                raise TypeError("a rational strategy is given by a short rational function, its "
                                "terms or a rational function in the variables of the positions "
                                "(Definition 8.1 of [GM]), not %r (%s)" % (f, e)) from None
        elif names is not None:
            f = ShortRationalFunction(f.terms(), dimension=f.dimension(), names=names)
        if game is not None:
            if game.dimension() != f.dimension():
                raise ValueError("the generating function has %s variables but the game is played "
                                 "in dimension %s" % (f.dimension(), game.dimension()))
            f = _orient_for_game(f, game)
        self._f = f
        self._game = game

    # ------------------------------------------------------------------
    # constructors
    # ------------------------------------------------------------------
    @classmethod
    def from_stratification(cls, stratification, game=None, names=None):
        r"""
        Return the rational strategy of an affine stratification of the
        P-positions (Theorem 5.1 of [GM-A], Theorem 8.11 of [GM]).

        INPUT:

        - ``stratification`` -- an
          :class:`~sage_latticegames.affine_stratification.AffineStratification`
          (or anything with a ``strata()`` method) or a list of pairs
          ``(F, A)`` of points and semigroup generators, the strata being
          pairwise disjoint
        - ``game`` -- (optional) the lattice game (taken from the
          stratification when it knows it)
        - ``names`` -- (optional) variable names

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.from_stratification([([(0, 0)], [(2, 0), (0, 2)])])
            Rational strategy f(P; t1, t2) = 1/((1 - t1^2)*(1 - t2^2))
        """
        if game is None and hasattr(stratification, "game"):
            try:
                game = stratification.game()
            except (TypeError, ValueError, AttributeError):
                game = None
        strata = stratification.strata() if hasattr(stratification, "strata") else stratification
        strata = [(_stratum_points(s), _stratum_generators(s)) for s in strata]
        d = game.dimension() if game is not None else (
            stratification.dimension() if hasattr(stratification, "dimension") else None)
        f = stratification_generating_function(strata, dimension=d, names=names)
        return cls(f, game=game)

    @classmethod
    def squarefree(cls, P0, d=None, game=None, names=None):
        r"""
        Return the rational strategy
        `\sum_{p \in \mathcal P_0} t^p / \prod_i (1 - t_i^2)` of a squarefree
        game in normal play (Example 8.3 of [GM], Theorem 6.11 of [GM]),
        from the P-positions `\mathcal P_0 \subseteq \{0, 1\}^d`.

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0, 0), (1, 1)])
            Rational strategy f(P; t1, t2) = 1/((1 - t1^2)*(1 - t2^2)) + t1*t2/((1 - t1^2)*(1 - t2^2))
            sage: RationalStrategy.squarefree([(0, 2)])
            Traceback (most recent call last):
            ...
            ValueError: the point (0, 2) is not in {0,1}^2

        ``P0`` may be an integer array (as computed by
        :func:`~sage_latticegames.squarefree.cube_solver.squarefree_P0_points`);
        the terms are built directly in normal form (a repeated point gives
        the coefficient `2`, as in the sum)::

            sage: import numpy as np
            sage: f = RationalStrategy.squarefree(np.array([[1, 1], [0, 0], [1, 1]])); f
            Rational strategy f(P; t1, t2) = 2*t1*t2/((1 - t1^2)*(1 - t2^2)) + 1/((1 - t1^2)*(1 - t2^2))
            sage: f == RationalStrategy([(2, (1, 1), [(2, 0), (0, 2)]), (1, (0, 0), [(2, 0), (0, 2)])])
            True
        """
        if isinstance(P0, np.ndarray):
            if d is None:
                d = game.dimension() if game is not None else (P0.shape[-1] if P0.ndim == 2 else None)
        else:
            P0 = list(P0)
            if d is None:
                d = game.dimension() if game is not None else (len(P0[0]) if P0 else None)
        if d is None:
            raise ValueError("give the dimension")
        d = int(d)
        if isinstance(P0, np.ndarray) and P0.dtype.kind in "iu":
            X = int_array(P0, d)
        else:
            X = int_array(np.array([int_tuple(integer_point(p, d)) for p in P0], dtype=object)
                          .reshape(-1, d), d)
        bad = np.nonzero(((X != 0) & (X != 1)).any(axis=1))[0]
        if len(bad):
            raise ValueError("the point %s is not in {0,1}^%s"
                             % (show_point(tuple(int(x) for x in X[bad[0]])), d))
        box = Denominator([tuple(2 if i == j else 0 for j in range(d)) for i in range(d)], d)
        if d <= 62:
            # distinct points of {0,1}^d in the order of first occurrence, by bit masks
            codes = X.astype(np.int64) @ (np.int64(1) << np.arange(d, dtype=np.int64))
            _, first, mult = np.unique(codes, return_index=True, return_counts=True)
            order = np.argsort(first)
            points, mult = X[first[order]].tolist(), mult[order].tolist()
        else:
            counts = {}
            for p in map(tuple, X.tolist()):
                counts[p] = counts.get(p, 0) + 1
            points, mult = list(counts), list(counts.values())
        coefficient = {c: QQ(c) for c in set(mult)}
        V = ShortRationalFunctions(d, names)
        f = V.element_class(V, tuple((coefficient[c], tuple(p), box) for p, c in zip(points, mult)))
        return cls(f, game=game)

    # ------------------------------------------------------------------
    # accessors
    # ------------------------------------------------------------------
    def generating_function(self):
        r"""
        Return the short rational generating function `f(\mathcal P; t)`.

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0,)]).generating_function()
            1/(1 - t1^2)
        """
        return self._f

    def rational_function(self):
        r"""
        Return the generating function as an element of a fraction field (for
        small cases; see
        :meth:`~sage_latticegames.short_rational_function.ShortRationalFunction.rational_function`).

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(1,)]).rational_function()
            -t1/(t1^2 - 1)
        """
        return self._f.rational_function()

    def game(self):
        r"""
        Return the lattice game (``None`` if unknown).

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0,)]).game() is None
            True
        """
        return self._game

    def dimension(self):
        r"""
        Return the dimension `d`.

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0, 1, 1)]).dimension()
            3
        """
        return self._f.dimension()

    def complexity(self):
        r"""
        Return the complexity of the generating function (Definition 3.3 of
        [GM-A]).

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0, 0)]).complexity()
            9
        """
        return self._f.complexity()

    def _require_game(self, what):
        if self._game is None:
            raise ValueError("%s needs the lattice game: give game=... when building the "
                             "rational strategy" % what)
        return self._game

    def _position(self, p):
        p = int_tuple(integer_point(p, self.dimension(), what="position"))
        if self._game is not None:
            if not self._game.is_position(p):
                defeated = {int_tuple(q) for q in self._game.defeated_positions()}
                raise ValueError("%s is not a position of the game: it %s"
                                 % (show_point(p), "is defeated" if tuple(p) in defeated
                                    else "is not a lattice point of the board"))
        return p

    # ------------------------------------------------------------------
    # playing (Theorem 3.6 of [GM-A], Theorem 8.4 of [GM])
    # ------------------------------------------------------------------
    def is_P_position(self, p):
        r"""
        Return whether the position ``p`` is a P-position (Theorem 3.6 of
        [GM-A], Theorem 8.4 of [GM]).

        The Hadamard product `f \star t^p` is `t^p` if `p \in \mathcal P` and
        `0` otherwise; it is computed by exact linear algebra on each term
        (:meth:`~sage_latticegames.short_rational_function.ShortRationalFunction.coefficient`),
        in time polynomial in the size of `f` and the bit length of `p`.

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: f = RationalStrategy.squarefree([(0, 0)])
            sage: f.is_P_position((2*10**12, 4)), f.is_P_position((2*10**12 + 1, 4))
            (True, False)
            sage: f.is_P_position((1, 2, 3))
            Traceback (most recent call last):
            ...
            ValueError: the position (1, 2, 3) has 3 coordinates, expected 2
        """
        p = self._position(p)
        c = self.coefficient(p)
        if c not in (0, 1):
            raise ValueError("the coefficient of t^%s is %s: the generating function is not "
                             "that of a set of positions" % (show_point(p), c))
        return c == 1

    @cached_method
    def _term_index(self):
        r"""
        Return the terms of the generating function grouped by denominator
        `\prod_j (1 - t^{a_j})`, each group as a tuple ``(C, dens, solver,
        terms)``: the denominator, its exact solver (``None`` for `1`), the
        terms ``(alpha, q, dens)`` and the index ``C`` of
        their numerator exponents `q` by their class modulo the group
        `\ZZ\{a_j\}` (a :class:`~sage_latticegames.misc.integer_arrays.ResidueClasses`
        from the Smith normal form, :class:`~sage_latticegames.misc.lattices.LatticeData`).
        Built once per strategy.

        A term contributes to the coefficient of `t^p` only if `p - q \in
        \ZZ\{a_j\}` (its term-wise expansion lives on `q + \NN\{a_j\}`).

        TESTS::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: f = RationalStrategy.squarefree([(0, 0), (1, 1), (0, 1)])
            sage: [(C.num_classes(), len(T)) for C, dens, solver, T in f._term_index()]
            [(3, 3)]
        """
        d = self.dimension()
        groups = {}
        all_terms = [(c, int_tuple(q), tuple(int_tuple(a) for a in dens))
                     for c, q, dens in self._f.terms()]
        for k, term in enumerate(all_terms):
            # term numbers only: no new containers for the garbage collector
            groups.setdefault(term[2], []).append(k)
        out = []
        for dens, ks in groups.items():
            terms = [all_terms[k] for k in ks]
            lat = LatticeData(matrix(ZZ, d, len(dens), lambda i, j: dens[j][i]))
            rows = [(r, m) for r, m in zip(lat.U_rows, lat.moduli) if m != 1]
            Q = _point_array([t[1] for t in terms], d)
            C = ResidueClasses(Q, [r for r, m in rows], [m for r, m in rows])
            out.append((C, dens, self._f.solver(dens) if dens else None, terms))
        return tuple(out)

    def coefficient(self, p):
        r"""
        Return the coefficient of `t^p` in the generating function (the
        Hadamard product `f \star t^p` divided by `t^p`, Theorem 3.6 of
        [GM-A]); the same as
        :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.coefficient`
        of :meth:`generating_function`, but only the terms whose numerator is
        in the class of `p` modulo the group of their denominator vectors are
        evaluated (see :meth:`_term_index`): with many terms (squarefree
        games: one term per P-position of `\{0,1\}^d`) a query costs
        `O(d^2)` integer operations per distinct denominator.

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: f = RationalStrategy([(1, (0,), [(1,), (1,)]), (2, (1,), [(2,)]), (-1, (3,), [])])
            sage: [f.coefficient((n,)) for n in range(6)] == [f.generating_function().coefficient((n,)) for n in range(6)]
            True
            sage: f.coefficient((7,)), f.coefficient((10**20 + 1,))
            (10, 100000000000000000004)
        """
        p = int_tuple(integer_point(p, self.dimension()))
        total = QQ(0)
        for C, dens, solver, terms in self._term_index():
            for k in C.rows_of(p):
                c, q, _ = terms[k]
                x = sub(p, q)
                if solver is None:
                    n = 0 if any(x) else 1
                elif solver.independent:
                    n = solver.multiplicity(x)
                else:
                    n = vector_partition_count(dens, x)
                total += c * n
        return total

    def outcome(self, p):
        r"""
        Return ``'P'`` or ``'N'`` (see :meth:`is_P_position`).

        EXAMPLES::

            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: RationalStrategy.squarefree([(0,)]).outcome((7,))
            'N'
        """
        return "P" if self.is_P_position(p) else "N"

    def winning_moves(self, p):
        r"""
        Return the legal moves `\gamma` from ``p`` to P-positions (empty when
        ``p`` is a P-position), testing each option `p - \gamma` with
        :meth:`is_P_position` (Theorem 3.6 of [GM-A]).

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: f = RationalStrategy.squarefree([(0, 0)], game=G)
            sage: f.winning_moves((10**12 + 1, 10**12 + 1))
            (N(-1, 1),)
            sage: f.winning_moves((10**12, 3)), f.winning_moves((2, 2))
            ((N(0, 1),), ())
        """
        game = self._require_game("winning_moves")
        p = self._position(p)
        return tuple(g for g in game.legal_moves(p)
                     if self.is_P_position(sub(p, int_tuple(g))))

    def winning_move(self, p):
        r"""
        Return one legal move from ``p`` to a P-position, or ``None`` if
        ``p`` is a P-position.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: f = RationalStrategy.squarefree([(0, 0)], game=G)
            sage: f.winning_move((5, 0)), f.winning_move((4, 0))
            (N(1, 0), None)
        """
        game = self._require_game("winning_move")
        p = self._position(p)
        for g in game.legal_moves(p):
            if self.is_P_position(sub(p, int_tuple(g))):
                return g
        return None

    # ------------------------------------------------------------------
    # misère congruence (Section 6 of [GM-A])
    # ------------------------------------------------------------------
    def congruence_generating_function(self, p):
        r"""
        Return the generating function of
        `S_p = (p + C) \cap \mathcal P - p` (proof of Theorem 6.2 of [GM-A]),
        `C` the recession cone of the board: the Hadamard product of `f` with
        the generating function of the lattice points of `p + C`, shifted by
        `t^{-p}`.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: f = RationalStrategy.from_stratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])], game=G)
            sage: f.congruence_generating_function((0, 1))
            t2/((1 - t1^2)*(1 - t2^2))
        """
        game = self._require_game("misere congruence")
        p = self._position(p)
        C = game.board().recession_cone()
        Q = Polyhedron(vertices=[p], rays=[tuple(r) for r in C.rays()], base_ring=QQ)
        return self._f.intersection_with_polyhedron(Q).monomial_multiple(tuple(-x for x in p))

    def are_congruent(self, p, q):
        r"""
        Return whether the positions ``p`` and ``q`` are misère congruent
        (Definition 6.1 of [GM-A]: `(p + C) \cap \mathcal P - p = (q + C)
        \cap \mathcal P - q`), by comparing the generating functions of both
        sides as rational functions (Theorem 6.2 of [GM-A]); with a rational
        strategy from an affine stratification this is Corollary 6.3 of
        [GM-A].

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
            sage: f = RationalStrategy.squarefree([(0, 0)], game=G)
            sage: f.are_congruent((0, 0), (2*10**12, 4)), f.are_congruent((1, 0), (0, 1))
            (True, False)
        """
        return self.congruence_generating_function(p) == self.congruence_generating_function(q)

    # ------------------------------------------------------------------
    # verification against brute force
    # ------------------------------------------------------------------
    def verify(self, game=None, level=None):
        r"""
        Prove that the expansion of the generating function agrees with the
        P-positions computed by brute force (``game.solve(level=level)``) on
        the region `\{p \in \Lambda : \ell(p) \le L\}`, `\ell` the positivity
        witness.

        The expansion is computed by polynomial arithmetic in Singular
        (:meth:`~sage_latticegames.short_rational_function.ShortRationalFunction._expansion`),
        the brute-force P-positions are summed into a polynomial of the same
        ring, and the difference is zero exactly when they agree; otherwise
        its monomials are the disagreements, reported by increasing level.

        INPUT:

        - ``game`` -- (default: the strategy's game) a lattice game
        - ``level`` -- an integer `L`

        OUTPUT: a :class:`StrategyVerification` (true when verified)

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.strategies.rational_strategy import RationalStrategy
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: f = RationalStrategy([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], game=G)
            sage: f.verify(level=12)
            Verified: the expansion of the rational strategy equals the P-positions on the region level <= 12 for the functional (1, 2) (49 lattice points, 15 P-positions)
            sage: f.verify(LatticeGame([(1, 0), (0, 1), (-1, 1)]), level=12)
            Not verified: 13 disagreements on the region level <= 12 for the functional (1, 2): the coefficient of 1 (the point (0, 0)) is 0, but (0, 0) is a P-position; the coefficient of t1 (the point (1, 0)) is 1, but (1, 0) is an N-position; ...
        """
        import numpy as np
        game = game if game is not None else self._require_game("verify")
        if level is None:
            raise ValueError("give the level L of the region to verify")
        if game.dimension() != self.dimension():
            raise ValueError("the game is played in dimension %s, not %s"
                             % (game.dimension(), self.dimension()))
        sol = game.solve(level=level)
        ell = int_tuple(game.positivity_witness())
        L = int(level)
        pts = np.asarray(sol.points, dtype=np.int64)
        P_pts = [tuple(int(x) for x in row) for row in pts[np.asarray(sol.is_P)]]
        f = _orient_for_game(self._f, game)
        if f.is_oriented(ell):
            ell2, L2 = ell, L
        else:
            ell2 = _game_functional(f, game)
            L2 = max([dot(ell2, tuple(int(x) for x in row)) for row in pts] + [0])
        E, offset, c0 = series_expansion(f, ell2, L2, extra_points=P_pts or [tuple(int(x) for x in pts[0])])
        R = E.parent() if E is not None else None
        if R is None:
            from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
            R = PolynomialRing(QQ, list(f.variable_names()) + ["s_"])
            E = R(0)
        B = R({tuple(int(a - o) for a, o in zip(p, offset)) + (int(dot(ell2, p) - c0),): 1
               for p in P_pts})
        D = E - B
        bad = []
        if D:
            d = self.dimension()
            for e, c in D.dict().items():
                x = add(tuple(e)[:d], offset)
                if dot(ell, x) <= L:
                    bad.append((x, f.coefficient(x), _brute_status(sol, x)))
        bad.sort(key=lambda t: (dot(ell, t[0]), t[0]))
        return StrategyVerification(sol.region(), len(pts), len(P_pts), bad, f.variable_names())

    # ------------------------------------------------------------------
    # Sage object protocol
    # ------------------------------------------------------------------
    def __eq__(self, other):
        return (isinstance(other, RationalStrategy) and self._game == other._game
                and self._f == other._f)

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        return hash(("RationalStrategy", self._f))

    def __reduce__(self):
        return (RationalStrategy, (self._f, self._game))

    def _repr_(self):
        return "Rational strategy f(P; %s) = %s" % (", ".join(self._f.variable_names()), self._f)

    def _latex_(self):
        from sage.misc.latex import latex
        return r"f(\mathcal{P}; %s) = %s" % (", ".join(self._f.variable_names()), latex(self._f))


def _point_array(points, d):
    r"""
    Return a list of tuples of Python integers as an ``(N, d)`` array:
    ``int64`` when the entries fit, else Python integers.

    EXAMPLES::

        sage: from sage_latticegames.strategies.rational_strategy import _point_array
        sage: _point_array([(1, 2)], 2).dtype, _point_array([(2**70, 2)], 2).dtype
        (dtype('int64'), dtype('O'))
    """
    try:
        return np.array(points, dtype=np.int64).reshape(-1, d)
    except OverflowError:
        return np.array(points, dtype=object).reshape(-1, d)


def _stratum_points(s):
    if hasattr(s, "module_generators"):
        return list(s.module_generators())
    return list(s[0])


def _stratum_generators(s):
    A = s.semigroup() if hasattr(s, "semigroup") else s[1]
    return list(A.generators()) if hasattr(A, "generators") else list(A)


def _brute_status(sol, x):
    r"""
    Return ``'P'``, ``'N'`` or ``'not a position'`` for the point ``x`` of
    the solved region ``sol`` (points outside the region are not positions:
    the region contains every lattice point of the board of level at most
    its bound).
    """
    game = sol.game()
    if not game.is_position(x):
        return "not a position"
    return sol.outcome(x)


def _game_functional(f, game):
    r"""
    Return a generic refinement of the positivity witness of ``game``: positive
    on the rays of the recession cone and on the rule set, nonzero on every
    denominator vector of ``f``.
    """
    ell = int_tuple(game.positivity_witness())
    rays = [int_tuple(r) for r in game.board().recession_cone().rays()]
    moves = [int_tuple(g) for g in game.rule_set().vectors()]
    return generic_functional(f.denominator_vectors(), base=ell, positive=rays + moves)


def _orient_for_game(f, game):
    r"""
    Return ``f`` oriented by the positivity witness of ``game`` (or by a
    generic refinement of it when it vanishes on a denominator vector).
    """
    ell = int_tuple(game.positivity_witness())
    vectors = set(int_tuple(a) for _, _, dens in f.terms() for a in dens)
    if all(dot(ell, a) > 0 for a in vectors):
        return f
    if all(dot(ell, a) for a in vectors):
        return f.oriented(ell)
    return f.oriented(_game_functional(f, game))


# pickles of the flat layout name the module sage_latticegames.rational_strategy
register_unpickle_override('sage_latticegames.rational_strategy', 'RationalStrategy', RationalStrategy)
