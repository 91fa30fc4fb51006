r"""
Lazy affine stratifications of the P-positions from a finite misère quotient

Let `\Phi : \NN^k \to \mathcal Q` be the morphism of a finite misère quotient
of a lattice game on `\NN^k` (Plambeck--Siegel; Definition 4.7 and Section 8
of [Guo]) and `\mathcal P_Q` its P-portion.  The set of P-positions is the
preimage `\Phi^{-1}(\mathcal P_Q)`, and E. Miller [Mil2013]_ proves that it is
an affine stratification (Definition 8.6 of [GM]): a finite disjoint union of
translates `f + A` of normal affine semigroups.

Written out cell by cell over the fundamental box `\prod_j [0, t_j + m_j)`,
that stratification has far too many strata as soon as there are many heaps
(misère Kayles with heaps `\le 40`: about `6.7 \cdot 10^{17}` cells); even its
expansion by the fibres over the sums of the heaps with equal images
(:class:`~sage_latticegames.misere.strategies.fibres.FibreStratification`) has about
`1.3 \cdot 10^{13}` translates, although its compact form has only `5287`
compact strata.  :class:`LazyAffineStratification` is that stratification
*without the list of its strata*: it answers

- membership (P or N) at positions with coordinates of any size, in `O(k)`
  operations (the sums of the classes of heaps reduced by the cyclic
  structures of their images);
- the number of strata (:meth:`~LazyAffineStratification.num_strata`, by
  dynamic programming over the layered graph of the compact strata), of
  compact strata and of cells of the cell-by-cell stratification;
- its certificate, which is the proof of the quotient for exactly this game
  (:meth:`~LazyAffineStratification.certificate`);
- the rational strategy in product form
  (:class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`, [GM]
  Def. 8.1 over `\ZZ[\mathcal Q]`);

and produces its strata lazily (:meth:`~LazyAffineStratification.strata`, one
translate `(\{f\}, A)` at a time).  The set operations are lazy when both
operands are preimages under the same quotient (`\Phi^{-1}(T) \cap
\Phi^{-1}(T') = \Phi^{-1}(T \cap T')`, and so on: a
:class:`~sage_latticegames.misere.strategies.fibres.FibreStratification`), and otherwise
go through the explicit
:class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`,
refused with a ``ValueError`` naming the number of strata when it is too large.

:meth:`~sage_latticegames.lattice_game.LatticeGame.affine_stratification`
returns one when the search proves a finite quotient whose cell-by-cell
stratification is too large to write out (see
:func:`~sage_latticegames.discovery.dispatch.stratification_of`).

EXAMPLES:

Misère Kayles with heaps of size at most `40`::

    sage: from sage_latticegames import games
    sage: G = games.octal('0.77', 40, play='misere')
    sage: S = G.affine_stratification(); S
    Certified lazy affine stratification with 12649822617500 strata in Z^40 (compact form: 5287 strata over a misère quotient of order 40; cell by cell: 667087268560618940 cells) of the P-positions of Kayles 0.77 with heaps of size at most 40 (misère play)
    sage: S.certificate().method()
    'misère quotient'
    sage: p = [10**100] + [0] * 38 + [1]
    sage: p in S, S.rational_strategy().outcome(p)
    (False, 'N')
    sage: (f,), A = next(iter(S.strata())); f in S, f + 5 * A.generators()[0] in S
    (True, True)
    sage: S.modules()
    Traceback (most recent call last):
    ...
    ValueError: the lazy stratification has 12649822617500 strata, more than max_strata=100000; use strata() to iterate over them

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [Guo] A. Guo, *Lattice games*, PhD thesis (2012).
- [Mil2013]_ E. Miller, *Affine stratifications from finite misère
  quotients*, J. Algebraic Combin. 37 (2013), 1--9.
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

import itertools
import random

from sage.misc.cachefunc import cached_method
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.points import toric_lattice, int_tuple
from sage_latticegames.misc.protocol import DefinedByArguments, name_of
from sage_latticegames.stratifications.base import lazy_strata
from sage_latticegames.misere.strategies.fibres import FibreStratification
from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy

__all__ = ["LazyAffineStratification"]

#: default largest number of strata written out by the explicit operations
MAX_STRATA = 10**5


class LazyAffineStratification(DefinedByArguments, SageObject):
    r"""
    The affine stratification `\Phi^{-1}(\mathcal P_Q)` of the P-positions of
    a lattice game on `\NN^k` with a finite misère quotient (Definition 8.6
    of [GM]; E. Miller [Mil2013]_), kept in the compact form of
    :class:`~sage_latticegames.misere.strategies.fibres.FibreStratification` and
    expanded only on request (see the module documentation).

    Its strata are the translates `\{f\} + \NN A` of the expansion of the
    fibres (pairwise disjoint; `A` a set of vectors `m_u e_j`):
    :meth:`num_strata` counts them and :meth:`strata` lists them lazily.
    The explicit
    :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
    of :meth:`affine_stratification` is the same set, with the translates of
    equal semigroups grouped into one stratum.

    INPUT:

    - ``game`` -- a lattice game on `\NN^k` in misère play (defeated
      positions `\{0\}`) or normal play, or a
      :class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`
      (then no other argument)
    - ``quotient``, ``verify``, ``max_tuples``, ``conjecture``, ``options``
      -- as for
      :class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`:
      the stratification is *certified* only when the quotient was proved
      for exactly this game (``quotient.game() == game``, or its proof run
      again on the game with ``verify=True``); otherwise it is a conjecture

    EXAMPLES:

    Dawson's Kayles with heaps of size at most `12`: the lazy stratification
    and the explicit one are the same set::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
        sage: G = games.octal('0.07', 12, play='misere')
        sage: S = LazyAffineStratification(G); S
        Certified lazy affine stratification with 608 strata in Z^11 (compact form: 20 strata over a misère quotient of order ...; cell by cell: 992 cells) of the P-positions of Dawson's Kayles 0.07 with heaps of size at most 12 (misère play)
        sage: S.num_strata(), S.num_compact_strata(), S.num_cells()
        (608, 20, 992)
        sage: E = S.affine_stratification(); E
        Certified affine stratification with 6 strata in Z^11 (608 translates; see strata())
        sage: all((p in S) == (p in E) for p in G.solve(level=12).points.tolist())
        True
        sage: T = LazyAffineStratification(games.nim(3, 'misere'))
        sage: T.is_same_set(T.affine_stratification())
        True

    A quotient not proved for the game: proved again, or a conjecture::

        sage: from sage_latticegames.misere import named_quotient
        sage: LazyAffineStratification(games.nim(2, 'misere'), named_quotient('T2')).is_certified()
        True
        sage: C = LazyAffineStratification(games.nim(2, 'misere'), named_quotient('T2'), verify=False); C
        Conjectural (unproved) lazy affine stratification with 2 strata in Z^2 ... (conjecture: the quotient was not proved for this game)
        sage: C.is_conjecture(), C.certificate() is None
        (True, True)

    TESTS::

        sage: loads(dumps(S)) == S, hash(loads(dumps(S))) == hash(S)
        (True, True)
        sage: S == C, S != C
        (False, True)
        sage: TestSuite(S).run()
        sage: TestSuite(C).run()
    """

    def __init__(self, game, quotient=None, verify=True, max_tuples=10**6, conjecture=None,
                 **options):
        if isinstance(game, QuotientStrategy):
            if quotient is not None or options or conjecture is not None:
                raise TypeError("a QuotientStrategy is given: no other argument")
            self._strategy = game
        else:
            self._strategy = QuotientStrategy(game, quotient, verify=verify, max_tuples=max_tuples,
                                              conjecture=conjecture, **options)
        self._fibres = FibreStratification(self._strategy.quotient_data())
        self._lattice = toric_lattice(None, self._fibres.dimension())
        self._semigroups = {}

    # ------------------------------------------------------------------
    # data
    # ------------------------------------------------------------------
    def game(self):
        r"""
        Return the game whose P-positions this is.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(1, 'misere')).game()
            Nim with heaps of size at most 1 (misère play) (...)
        """
        return self._strategy.game()

    def quotient_data(self):
        r"""
        Return the finite quotient (its transition table and P-portion, a
        :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(1, 'misere')).quotient_data()
            Finite commutative monoid of order 2 on 1 generators, P-portion of size 1
        """
        return self._strategy.quotient_data()

    def fibres(self):
        r"""
        Return the compact form: the preimage of the P-portion as a
        :class:`~sage_latticegames.misere.strategies.fibres.FibreStratification`
        ([Mil2013]_).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).fibres()
            Fibre stratification over 2 elements of a quotient of order 6 in N^2: ...
        """
        return self._fibres

    def rational_strategy(self):
        r"""
        Return the rational strategy in product form `\pi_P(\prod_i \sum_n
        a_i^n t_i^n)` over `\ZZ[\mathcal Q]` ([GM] Def. 8.1, [Mil2013]_), a
        :class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`
        with the same proof (for the short form, when it is small enough:
        ``S.rational_strategy().rational_strategy()``).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: f = LazyAffineStratification(games.nim(2, 'misere')).rational_strategy(); f
            Rational strategy in product form f(P; t) = pi_P(prod_{i=1}^{2} sum_n a_i^n t_i^n) over Z[Q], ... (certified by the quotient's proof: ... tuples checked)
            sage: f.winning_move((10**100, 3))
            N(0, 1)
        """
        return self._strategy

    def lattice(self):
        r"""
        Return the ambient toric lattice `\ZZ^k`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).lattice()
            2-d lattice N
        """
        return self._lattice

    def dimension(self):
        r"""
        Return `k`, the dimension of the ambient lattice.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(3, 'misere')).dimension()
            3
        """
        return self._fibres.dimension()

    # ------------------------------------------------------------------
    # certificate
    # ------------------------------------------------------------------
    def certificate(self):
        r"""
        Return the certificate that this is the set of P-positions of the
        game on the whole board: the proof of the quotient for exactly this
        game (a
        :class:`~sage_latticegames.stratifications.certificate.Certificate`),
        or ``None``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).certificate()
            Certificate (misère quotient): the set is the set of P-positions of the game on the whole board; the preimage of the P-portion of the quotient of order 6, verified on ... reachable tuples ...
        """
        return self._strategy.stratification_certificate()

    def is_certified(self):
        r"""
        Return whether the quotient was proved for this game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).is_certified()
            True
        """
        return self._strategy.is_certified()

    def conjecture(self):
        r"""
        Return why this stratification is only a conjecture, or ``None``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).conjecture() is None
            True
        """
        return self._strategy.conjecture()

    def is_conjecture(self):
        r"""
        Return whether this stratification is only a conjecture.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).is_conjecture()
            False
        """
        return not self.is_certified()

    # ------------------------------------------------------------------
    # membership and counts
    # ------------------------------------------------------------------
    def __contains__(self, p):
        r"""
        Return whether ``p`` lies in the set (is a P-position of the game):
        `\Phi(p) \in \mathcal P_Q`, through the sums of the classes of heaps
        (any coordinate size); ``False`` for what is not a point of `\NN^k`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.nim(2, 'misere'))
            sage: (10**100 + 1, 0) in S, (10**100, 2) in S, (1, 2) in S, (-1, 0) in S, (1,) in S
            (True, True, False, False, False)
        """
        try:
            return p in self._fibres
        except (TypeError, ValueError):
            return False

    def contains_points(self, points):
        r"""
        Return the membership of each point of ``points`` (a list of
        `\NN^k` points) as a list of booleans.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).contains_points([(1, 0), (2, 0)])
            [True, False]
        """
        return [p in self for p in points]

    @cached_method
    def num_strata(self):
        r"""
        Return the number of strata: the translates of the expansion of the
        fibres, counted by dynamic programming over the compact strata
        (:meth:`~sage_latticegames.misere.strategies.fibres.FibreStratification.num_translates`),
        without listing them.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.octal('0.07', 7, play='misere'))
            sage: S.num_strata() == len(list(S.strata()))
            True
        """
        return self._fibres.num_translates()

    @cached_method
    def num_compact_strata(self):
        r"""
        Return the number of compact strata of the fibres ([Mil2013]_; see
        :meth:`~sage_latticegames.misere.strategies.fibres.FibreStratification.compact_strata`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.octal('0.07', 12, play='misere')).num_compact_strata()
            20
        """
        return self._fibres.num_compact_strata()

    def complexity(self):
        r"""
        Return the size in bits of the compact form
        (:meth:`~sage_latticegames.misere.strategies.fibres.FibreStratification.compact_complexity`:
        per compact stratum and class of merged coordinates, one bit and the
        bits of its values, plus the classes), the measure of Definition 4.9
        of [GM-A] taken on the compact strata instead of their translates.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.octal('0.77', 40, play='misere'))
            sage: S.complexity() < 10**6 < S.num_cells()
            True
        """
        return self._fibres.compact_complexity()

    @cached_method
    def num_cells(self):
        r"""
        Return the number of cells of the cell-by-cell stratification over the
        fundamental box of the quotient (by formula,
        :func:`~sage_latticegames.misere.strategies.fibres.cell_count`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(3, 'misere')).num_cells()
            5
        """
        return self._fibres.num_cells()

    def summary(self, max_strata=20):
        r"""
        Return a printable description of the compact form: the classes of
        heaps with equal images and up to ``max_strata`` compact strata
        (conditions on the sums `s_c` of the classes).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: print(LazyAffineStratification(games.nim(2, 'misere')).summary())
            coordinates merged by image: 2 classes (sizes 1, 1)
            s_1 = 0 mod 2, s_2 >= 1 and s_2 = 0 mod 2
            s_1 = 1 mod 2, s_2 = 0
        """
        return self._fibres.summary(max_strata=max_strata)

    # ------------------------------------------------------------------
    # the strata, lazily
    # ------------------------------------------------------------------
    def strata(self):
        r"""
        Iterate lazily over the strata ``(F, A)``: ``F`` a tuple of one
        lattice point `f`, ``A`` the
        :class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup`
        generated by vectors `m_u e_j`; the sets `f + A` are pairwise disjoint
        and their union is the set ([Mil2013]_;
        :meth:`~sage_latticegames.misere.strategies.fibres.FibreStratification.translates`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: list(LazyAffineStratification(games.nim(2, 'misere')).strata())
            [((N(0, 2),), Affine semigroup generated by (2, 0), (0, 2) in Z^2),
             ((N(1, 0),), Affine semigroup generated by (2, 0) in Z^2)]
        """
        return lazy_strata(self._fibres.translates(), self._lattice, self._semigroups)

    def _require_small(self, max_strata):
        n = self.num_strata()
        if n > max_strata:
            raise ValueError("the lazy stratification has %s strata, more than max_strata=%s; "
                             "use strata() to iterate over them" % (n, max_strata))

    def modules(self, max_strata=MAX_STRATA):
        r"""
        Return the strata as plain data, a list of pairs ``(F, G)`` of tuples
        of integer tuples (the format of
        :mod:`~sage_latticegames.stratifications.set_algebra`); a
        ``ValueError`` naming the number of strata when it is more than
        ``max_strata``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere')).modules()
            [(((0, 2),), ((2, 0), (0, 2))), (((1, 0),), ((2, 0),))]
            sage: LazyAffineStratification(games.nim(2, 'misere')).modules(max_strata=1)
            Traceback (most recent call last):
            ...
            ValueError: the lazy stratification has 2 strata, more than max_strata=1; use strata() to iterate over them
        """
        self._require_small(max_strata)
        return [((f,), gens) for f, gens in self._fibres.translates()]

    def affine_stratification(self, max_strata=MAX_STRATA):
        r"""
        Return the explicit
        :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
        (the translates grouped by their semigroups), with the same
        certificate or conjecture; a ``ValueError`` naming the number of
        strata when it is more than ``max_strata``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(3, 'misere')).affine_stratification()
            Certified affine stratification with 4 strata in Z^3: ...
            sage: LazyAffineStratification(games.octal('0.07', 12, play='misere')).affine_stratification(10)
            Traceback (most recent call last):
            ...
            ValueError: the lazy stratification has 608 strata, more than max_strata=10; use strata() to iterate over them
        """
        self._require_small(max_strata)
        return self._strategy.affine_stratification(max_translates=max_strata)

    # ------------------------------------------------------------------
    # set algebra: lazy over the same quotient, else explicit
    # ------------------------------------------------------------------
    def _targets_of(self, other):
        r"""
        Return the set of states `T` with ``other`` `= \Phi^{-1}(T)` for the
        quotient of ``self``, or ``None`` when ``other`` is not given so.
        """
        if isinstance(other, LazyAffineStratification):
            other = other.fibres()
        if isinstance(other, FibreStratification) and other.quotient_data() == self.quotient_data():
            return other.targets()
        return None

    def _explicit(self, other, max_strata):
        if isinstance(other, LazyAffineStratification):
            other = other.affine_stratification(max_strata)
        return self.affine_stratification(max_strata), other

    def _combine(self, other, lazy, name, max_strata):
        T = self._targets_of(other)
        if T is not None:
            return FibreStratification(self.quotient_data(), lazy(self._fibres.targets(), T))
        S, other = self._explicit(other, max_strata)
        return getattr(S, name)(other)

    def intersection(self, other, max_strata=MAX_STRATA):
        r"""
        Return the intersection with ``other``: lazily `\Phi^{-1}(T \cap T')`
        (a :class:`~sage_latticegames.misere.strategies.fibres.FibreStratification`) when
        ``other`` is a preimage under the same quotient, else the
        intersection of the explicit stratifications (Theorem 4.2 of
        [GM-A]; a ``ValueError`` when this one has more than ``max_strata``
        strata).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.octal('0.77', 40, play='misere'))
            sage: S.intersection(S.complement())
            Fibre stratification over 0 elements of a quotient of order 40 in N^40: ...
            sage: S.intersection(S) == S.fibres()
            True
        """
        return self._combine(other, lambda T, U: T & U, "intersection", max_strata)

    def union(self, other, max_strata=MAX_STRATA):
        r"""
        Return the union with ``other`` (lazily over the same quotient, see
        :meth:`intersection`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.octal('0.77', 40, play='misere'))
            sage: len(S.union(S.complement()).targets())
            40
        """
        return self._combine(other, lambda T, U: T | U, "union", max_strata)

    def difference(self, other, max_strata=MAX_STRATA):
        r"""
        Return the difference with ``other`` (lazily over the same quotient,
        see :meth:`intersection`).

        EXAMPLES::

            sage: from sage_latticegames import games, AffineStratification
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.nim(2, 'misere'))
            sage: S.difference(S).num_translates()
            0
            sage: S.difference(AffineStratification([([(1, 0)], [])]))
            Affine stratification with 2 strata in Z^2: {(3, 0)} + N{(2, 0)}, {(0, 2)} + N{(0, 2), (2, 0)}
        """
        return self._combine(other, lambda T, U: T - U, "difference", max_strata)

    def complement(self, max_strata=MAX_STRATA):
        r"""
        Return the complement in `\NN^k`, lazily: `\Phi^{-1}(\mathcal Q
        \setminus \mathcal P_Q)` (the N-positions and the defeated
        positions), a :class:`~sage_latticegames.misere.strategies.fibres.FibreStratification`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: S = LazyAffineStratification(games.nim(2, 'misere'))
            sage: C = S.complement(); (0, 0) in C, (1, 0) in C
            (True, False)
        """
        states = frozenset(range(self.quotient_data().order()))
        return FibreStratification(self.quotient_data(), states - self._fibres.targets())

    def is_same_set(self, other, max_strata=MAX_STRATA):
        r"""
        Return whether ``other`` is the same set: over the same quotient, the
        same set of states (every state has a nonempty preimage, disjoint
        from the others); otherwise by the set algebra of the explicit
        stratifications (Theorem 4.2 of [GM-A]; a ``ValueError`` when this
        one has more than ``max_strata`` strata).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: G = games.nim(3, 'misere')
            sage: S = LazyAffineStratification(G)
            sage: S.is_same_set(S.fibres()), S.is_same_set(S.complement())
            (True, False)
            sage: S.is_same_set(G.affine_stratification(methods=('folded',)))
            True
        """
        T = self._targets_of(other)
        if T is not None:
            return T == self._fibres.targets()
        S, other = self._explicit(other, max_strata)
        return S.is_same_set(other)

    # ------------------------------------------------------------------
    # printing, comparison, pickling
    # ------------------------------------------------------------------
    def _repr_(self):
        name = name_of(self.game())
        head = ("Certified lazy affine stratification" if self.is_certified() else
                "Conjectural (unproved) lazy affine stratification")
        s = ("%s with %s strata in Z^%s (compact form: %s strata over a misère quotient of order "
             "%s; cell by cell: %s cells) of the P-positions of %s"
             % (head, self.num_strata(), self.dimension(), self.num_compact_strata(),
                self.quotient_data().order(), self.num_cells(), name))
        if not self.is_certified():
            s += " (conjecture: %s)" % self.conjecture()
        return s

    def _latex_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: latex(LazyAffineStratification(games.nim(1, 'misere')))
            \mathcal{P} = \Phi^{-1}(T) = ...
        """
        s = r"\mathcal{P} = " + self._fibres._latex_()
        return s if self.is_certified() else r"\text{(conjecture) } " + s

    def _arguments(self):
        # pickle (DefinedByArguments): the strategy proves its quotient again
        return (self._strategy,)

    def _key(self):
        # equality and hash (DefinedByArguments): the strategy and the conjecture
        return (self._strategy, self.conjecture())

    # ------------------------------------------------------------------
    # invariants (TestSuite)
    # ------------------------------------------------------------------
    def _test_recursion(self, **options):
        r"""
        Check Theorem 4.6 of [GM] on the positions of small level, and on the
        same positions shifted by a huge multiple of the periods: a position
        is in the set iff none of its options is.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere'))._test_recursion()
        """
        tester = self._tester(**options)
        game = self.game()
        moves = [int_tuple(g) for g in game.rule_set().vectors()]
        defeated = {int_tuple(p) for p in game.defeated_positions()}
        for p in defeated:
            tester.assertNotIn(p, self)
        shift = [10**30 * (j % 2) for j in range(self.dimension())]
        for p in self._strategy.small_positions(5, limit=2000):
            for q in (p, tuple(a + s for a, s in zip(p, shift))):
                options_in = any(r in self for r in (tuple(a - b for a, b in zip(q, g))
                                                     for g in moves)
                                 if min(r) >= 0 and r not in defeated)
                tester.assertEqual(q in self, not options_in)

    def _test_strata(self, **options):
        r"""
        Check the first strata against the membership (their translates and
        points further along their semigroups lie in the set), the count of
        :meth:`num_strata` against the enumeration when it is small, and the
        membership against the explicit stratification on small positions.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere'))._test_strata()
        """
        tester = self._tester(**options)
        tester.assertLessEqual(self.num_compact_strata(), self.num_strata())
        for (f,), A in itertools.islice(self.strata(), 50):
            tester.assertIn(f, self)
            y = f + 7 * sum(A.generators(), self._lattice.zero())
            tester.assertIn(y, self)
        if self.num_strata() <= 2000:
            tester.assertEqual(self.num_strata(), len(list(self.strata())))
            E = self.affine_stratification()
            tester.assertEqual(E.is_certified(), self.is_certified())
            for p in self._strategy.small_positions(5, limit=500):
                tester.assertEqual(p in E, p in self)

    def _test_membership(self, **options):
        r"""
        Check the membership against the morphism `\Phi` of the quotient on
        random points, some with huge coordinates.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
            sage: LazyAffineStratification(games.nim(2, 'misere'))._test_membership()
        """
        tester = self._tester(**options)
        F = self.quotient_data()
        P = self._fibres.targets()
        rng = random.Random(2)
        for _ in range(30):
            x = tuple(rng.choice([rng.randrange(5), rng.randrange(10**40)]) for _ in range(F.k))
            tester.assertEqual(x in self, F.phi(x) in P)


# the old path of the flat layout of misere/ (pickles made before its subpackages)
register_unpickle_override("sage_latticegames.misere.lazy_stratification", "LazyAffineStratification", LazyAffineStratification)
