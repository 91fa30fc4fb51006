r"""
Affine stratifications

An *affine stratification* of a set `W \subseteq \ZZ^d` (Definition 8.6 of
[GM], Definition 4.1 of [GM-A]) is a partition

.. MATH::

    W = W_1 \uplus \cdots \uplus W_r, \qquad W_i = F_i + A_i,

into finitely generated modules over affine semigroups: `F_i \subset \ZZ^d`
is finite and nonempty and `A_i \subseteq \ZZ^d` is an affine semigroup
(:class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup`).  An affine
stratification of a lattice game is one of its set of P-positions; Conjecture
8.9 of [GM] asks for one for every lattice game.

Definition 8.6 requires the sets `W_i` to be pairwise disjoint; the
translates `f + A_i`, `f \in F_i`, of one stratum may overlap (this matters
for generating functions, and is reported separately).  The class
:class:`AffineStratification` stores the data `(F_i, A_i)`; it does not
assume disjointness, which is checked exactly by :meth:`~AffineStratification.is_disjoint`.

It provides exact membership, enumeration in regions, the complexity of
Definition 4.9 of [GM-A], exact disjointness and irredundancy checks, the
comparison with the P-positions computed by the engine
(:meth:`~AffineStratification.verify`), an exact proof that a stratification
is the set of P-positions (:meth:`~AffineStratification.certify`, through the
uniqueness in Theorem 4.6 of [GM]), the set algebra of Section 4 of [GM-A]
(:mod:`~sage_latticegames.stratifications.set_algebra`) and rational strategies
(:mod:`~sage_latticegames.strategies.rational_strategy`).

The class is the top of a chain of mixins, one theme per module (like Sage's
``Polyhedron_base0``, ..., ``Polyhedron_base7``):

- :class:`~sage_latticegames.stratifications.base.AffineStratification_base`:
  data, membership, enumeration, complexity, equality, pickling, printing;
- :class:`~sage_latticegames.stratifications.disjointness.AffineStratification_disjointness`:
  disjointness, overlaps inside a stratum, redundant points;
- :class:`AffineStratification` (this module): thin methods for the set
  algebra, the verification and certification (whose bodies are the
  functions of :mod:`~sage_latticegames.stratifications.verification`),
  rational strategies and plots (:mod:`~sage_latticegames.graphics.stratification`).

EXAMPLES:

Misère Nim with heaps of size at most 2 (Example 8.7 of [GM])::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.stratifications.affine_stratification import AffineStratification
    sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]); S
    Affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
    sage: (3, 0) in S, (2, 4) in S, (0, 0) in S, S.stratum_of((2, 4))
    (True, True, False, 1)
    sage: S.is_disjoint()
    True
    sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: S.verify(G, level=40)
    Verified on the region level <= 40 for the functional (1, 2): the stratification equals the P-positions (441 lattice points, 120 P-positions); the strata are pairwise disjoint (exact)
    sage: S.certify(G)
    Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)

Its complement, the N-positions, is affinely stratified too (Theorem 4.2 of
[GM-A])::

    sage: N = S.complement(); N
    Affine stratification with ... strata in Z^2: ...
    sage: sorted(N.points(box=((0, 0), (2, 2))))
    [N(0, 0), N(0, 1), N(1, 1), N(1, 2), N(2, 0), N(2, 1)]
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

from sage_latticegames.stratifications import set_algebra
from sage_latticegames.stratifications.disjointness import AffineStratification_disjointness
from sage_latticegames.stratifications.verification import (verify_stratification,
                                                            certify_stratification)
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.stratifications.periodic import PeriodicSet


class AffineStratification(AffineStratification_disjointness):
    r"""
    A finite union `W = \bigcup_i (F_i + A_i)` of finitely generated modules
    over affine semigroups, meant to be disjoint (an affine stratification,
    Definition 8.6 of [GM], Definition 4.1 of [GM-A]).

    INPUT:

    - ``strata`` -- a list of pairs ``(F, A)``: ``F`` a nonempty finite list
      of integer points, ``A`` an
      :class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup` or a list
      of generators (the empty list is the trivial semigroup `\{0\}`)
    - ``lattice`` -- (optional) a toric lattice of rank `d` or the integer
      `d`; required for the empty stratification

    Repeated points of a set `F_i` are dropped.  The strata are numbered
    from `0` (as in :meth:`strata`).

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.stratifications.affine_stratification import AffineStratification
        sage: S = AffineStratification([([(0, 0), (1, 1)], [(2, 0), (0, 2)]), ([(1, 0)], [])]); S
        Affine stratification with 2 strata in Z^2: {(0, 0), (1, 1)} + N{(2, 0), (0, 2)}, {(1, 0)}
        sage: latex(S)
        \left\{\left(0, 0\right), \left(1, 1\right)\right\} + \mathbb{N}\left\{\left(2, 0\right), \left(0, 2\right)\right\} \uplus \left\{\left(1, 0\right)\right\}
        sage: S.strata()
        (((N(0, 0), N(1, 1)), Affine semigroup generated by (2, 0), (0, 2) in Z^2),
         ((N(1, 0),), Trivial affine semigroup {0} in Z^2))
        sage: S.complexity()
        12

    The empty stratification needs its lattice::

        sage: AffineStratification([], lattice=3)
        Affine stratification with 0 strata in Z^3: {}

    Bad input::

        sage: AffineStratification([([], [(1, 0)])])
        Traceback (most recent call last):
        ...
        ValueError: the finite set F of stratum 0 is empty (Definition 8.6 of [GM] needs F nonempty)
        sage: AffineStratification([([(0, 0)], [(1, 0, 0)])])
        Traceback (most recent call last):
        ...
        ValueError: the generator (1, 0, 0) has 3 coordinates, expected 2
        sage: AffineStratification([([(0, 1/2)], [(1, 0)])])
        Traceback (most recent call last):
        ...
        TypeError: the point (0, 1/2) has non-integer entries
        sage: AffineStratification([0])
        Traceback (most recent call last):
        ...
        TypeError: each stratum must be a pair (F, A) of a list of points and an affine semigroup (or a list of generators), not 0

    TESTS::

        sage: loads(dumps(S)) == S, hash(loads(dumps(S))) == hash(S)
        (True, True)
        sage: S == AffineStratification([([(1, 0)], []), ([(1, 1), (0, 0)], [(0, 2), (2, 0)])])
        True

    The methods of this layer, called unbound::

        sage: T = AffineStratification([([(0,)], [(5,)])])
        sage: AffineStratification.intersection(AffineStratification([([(0,)], [(2,), (3,)])]), T)
        Affine stratification with 1 stratum in Z^1: {(0), (5)} + N{(10)}
        sage: AffineStratification.is_same_set(T, T.normal_refinement())
        True
        sage: AffineStratification._from_modules(T, [([(1,)], [(2,)])])
        Affine stratification with 1 stratum in Z^1: {(1)} + N{(2)}

    The invariants of all the layers
    (:meth:`~sage_latticegames.stratifications.base.AffineStratification_base._test_membership_against_enumeration`,
    :meth:`~sage_latticegames.stratifications.disjointness.AffineStratification_disjointness._test_disjointness`),
    for this example, the overlapping strata of another one and a
    stratification of the P-positions of a game::

        sage: {'_test_disjointness', '_test_membership_against_enumeration'} <= set(dir(S))
        True
        sage: TestSuite(AffineStratification([([(0, 1)], [(2, 0), (1, 1)]), ([(0, 1)], [(3, 0)])])).run()
        sage: TestSuite(LatticeGame([(1, 0), (0, 1), (-1, 1)]).affine_stratification()).run()
        sage: TestSuite(S).run()
    """

    # ------------------------------------------------------------------
    # comparison with the game (bodies in stratifications/verification.py)
    # ------------------------------------------------------------------
    def verify(self, game, level=None, box=None, functional=None, exact=True):
        r"""
        Compare the stratification with the P-positions of ``game`` computed
        by the engine on a finite region (Definition 8.6 of [GM]).

        INPUT:

        - ``game`` -- a :class:`~sage_latticegames.lattice_game.LatticeGame`
        - ``level``, ``box``, ``functional`` -- the region, as in
          :meth:`~sage_latticegames.lattice_game.LatticeGame.solve`
          (``level`` regions are closed under taking options, so every
          status there is exact)
        - ``exact`` -- (default: ``True``) also check exactly, on all of
          `\ZZ^d`, that the strata are pairwise disjoint

        OUTPUT: a :class:`~sage_latticegames.stratifications.verification.VerificationReport`,
        true exactly when, on the
        region, every P-position lies in a stratum, every point of a stratum
        is a P-position (in particular a position of the board), no point
        lies in two strata, and (if ``exact``) the strata are disjoint.
        Points in two translates of the same stratum are reported but allowed.

        Membership of all the points of the region in every translate is
        tested at once with integer matrix products
        (:meth:`contains_points`), so regions of millions of points are fine.

        ALGORITHM: :func:`~sage_latticegames.stratifications.verification.verify_stratification`.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
            sage: S.verify(G, level=20)
            Verified on the region level <= 20 for the functional (1, 2): the stratification equals the P-positions (121 lattice points, 35 P-positions); the strata are pairwise disjoint (exact)

        The normal play P-positions `2\NN^2` instead::

            sage: R = S.verify(LatticeGame([(1, 0), (0, 1), (-1, 1)]), level=20); R
            Not verified on the region level <= 20 for the functional (1, 2) (121 lattice points, 36 P-positions): 11 P-positions in no stratum, e.g. (0, 0), (2, 0), (4, 0), (6, 0), (8, 0)...; 10 points of the strata are not P-positions, e.g. (1, 0), (3, 0), (5, 0), (7, 0), (9, 0)...
            sage: bool(R), R.missing_P_positions()[:2]
            (False, (N(0, 0), N(2, 0)))
        """
        return verify_stratification(self, game, level=level, box=box, functional=functional,
                                     exact=exact)

    def certify(self, game, algorithm="auto"):
        r"""
        Decide exactly whether this stratification is the set of P-positions
        of ``game``, on the whole board (not only on a region).

        By Definition 4.1 and the uniqueness in Theorem 4.6 of [GM], a set
        `W` is the set `\mathcal P` of P-positions of a game with board `B`
        and rule set `\Gamma` iff

        1. `W \subseteq B`;
        2. no move joins two points of `W`: `(W + \gamma) \cap W =
           \emptyset` for every `\gamma \in \Gamma`;
        3. every position of `B \smallsetminus W` has a move into `W`:
           `B \smallsetminus W \subseteq \bigcup_{\gamma}(W + \gamma)`.

        Condition 1 is checked on the data (the `F_i` lie in the board and
        the generators in its recession cone, no defeated position lies in
        `W`), condition 2 with the exact intersection tests of
        :meth:`overlap_witness`.  Condition 3 is checked for boards `\NN^d
        \smallsetminus D`:

        - when all the semigroups `A_i` are normal, by a finite cell
          decomposition (see
          :func:`~sage_latticegames.stratifications.verification._absorption_by_cells`):
          membership of a
          point `x` in `B`, in `W` and in every `W + \gamma` depends only on
          `x` modulo `m\ZZ^d` and on the position of the values `n \cdot x`,
          for the facet normals `n` of the cones `\RR_{\ge 0}A_i`, relative
          to finitely many critical values; one point of each nonempty class
          is tested (the classes are enumerated in boxes whose size is
          bounded by Cramer's rule);
        - otherwise with the set algebra of Theorem 4.2 of [GM-A]
          (:func:`~sage_latticegames.stratifications.set_algebra.complement_in_orthant`
          and :func:`~sage_latticegames.stratifications.set_algebra.difference`).

        Before the proof, the two local conditions of Theorem 4.6 of [GM]
        (see :func:`~sage_latticegames.stratifications.verification.local_violation`)
        are tested exactly at cheap candidate points (a small solved region,
        the translates `f` moved by a few generators and moves), so that a
        wrong stratification is usually rejected at once with a witness, even
        when its translates lie far out; and translates `b + e\,a + \NN\{k a,
        \dots\}` of a split stratum are merged back (the same set).

        When the form of the stratification shows it to be eventually
        periodic in each coordinate (every semigroup generated by multiples
        of unit vectors), the three conditions are decided at once by the
        finite box check of
        :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.check_game`
        (a compiled loop over a box; the fast path for the stratifications
        of heap games found by discovery).

        The stratification must be disjoint and its semigroups pointed.

        INPUT:

        - ``game`` -- a :class:`~sage_latticegames.lattice_game.LatticeGame`
        - ``algorithm`` -- (default: ``'auto'``) how condition 3 is decided:
          ``'auto'`` (the finite box check when the stratification is
          periodic per coordinate in its form, else cells, else set
          algebra), ``'periodic'`` (the finite box check only), ``'cells'`` (raise an error
          if the cell decomposition does not apply), or ``'set_algebra'``

        OUTPUT: a :class:`~sage_latticegames.stratifications.certificate.CertificationReport`,
        true iff the stratification is
        the set of P-positions; otherwise it names the failing condition and
        a witness.

        ALGORITHM: :func:`~sage_latticegames.stratifications.verification.certify_stratification`.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
            sage: S.certify(G)
            Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
            sage: S.certify(LatticeGame([(1, 0), (0, 1), (-1, 1)]))
            Not the set of P-positions: the position (0, 0) of the board is not in the stratification but has no move into it
            sage: T = AffineStratification([([(1, 0), (0, 2)], [(2, 0), (0, 2)])])
            sage: T.certify(G)
            Not the set of P-positions: the move (1, 0) joins the points (1, 2) and (0, 2) of the stratification

        A wrong stratification far out is rejected at once::

            sage: W = AffineStratification([([(0, 0)], [(2, 0), (0, 2)]), ([(10**12, 1)], [(2, 0), (2, 2)])])
            sage: C = W.certify(LatticeGame([(1, 0), (0, 1), (-1, 1)])); C
            Not the set of P-positions: the move (0, 1) joins the points (1000000000000, 1) and (1000000000000, 0) of the stratification
            sage: C.witness() in W, C.witness() - vector((0, 1)) in W
            (True, True)
        """
        return certify_stratification(self, game, algorithm=algorithm)

    # ------------------------------------------------------------------
    # set algebra (Section 4 of [GM-A]; bodies in stratifications/set_algebra.py)
    # ------------------------------------------------------------------
    def _from_modules(self, modules):
        return AffineStratification([(list(F), list(G)) for F, G in modules], lattice=self._lattice)

    def _other(self, other):
        if not isinstance(other, AffineStratification):
            other = AffineStratification(other, lattice=self._lattice)
        if other.dimension() != self._d:
            raise ValueError("the stratifications live in dimensions %s and %s"
                             % (self._d, other.dimension()))
        other._require_disjoint("the second stratification is not an affine stratification")
        return other

    def intersection(self, other):
        r"""
        Return an affine stratification of the intersection (Lemma 4.4 of [GM-A]).

        Computed by :func:`~sage_latticegames.stratifications.set_algebra.intersection`;
        both stratifications must be disjoint, with pointed semigroups.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,), (3,)])])
            sage: T = AffineStratification([([(0,)], [(5,)])])
            sage: S.intersection(T)
            Affine stratification with 1 stratum in Z^1: {(0), (5)} + N{(10)}
        """
        self._require_disjoint("not an affine stratification")
        return self._from_modules(set_algebra.intersection(self.modules(),
                                                           self._other(other).modules()))

    def difference(self, other):
        r"""
        Return an affine stratification of the set difference `S \smallsetminus
        T` (Theorem 4.2 of [GM-A]).

        Computed by :func:`~sage_latticegames.stratifications.set_algebra.difference`;
        both stratifications must be disjoint, with pointed semigroups.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(1,)])])
            sage: S.difference(AffineStratification([([(0,)], [(2,)])]))
            Affine stratification with 1 stratum in Z^1: {(1)} + N{(2)}
        """
        self._require_disjoint("not an affine stratification")
        return self._from_modules(set_algebra.difference(self.modules(),
                                                         self._other(other).modules()))

    def union(self, other):
        r"""
        Return an affine stratification of the union (the strata of the result
        are disjoint even when the two sets overlap; [Mil10, Corollary 2.8]).

        Computed by :func:`~sage_latticegames.stratifications.set_algebra.union`.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,)])])
            sage: S.union(AffineStratification([([(0,)], [(3,)])]))
            Affine stratification with 2 strata in Z^1: {(0)} + N{(2)}, {(3)} + N{(6)}
        """
        if not isinstance(other, AffineStratification):
            other = AffineStratification(other, lattice=self._lattice)
        return self._from_modules(set_algebra.union(self.modules(), other.modules()))

    def complement(self, within=None):
        r"""
        Return an affine stratification of the complement of this set in
        ``within`` (default: the orthant `\NN^d`), by Theorem 4.2 of [GM-A].

        For the P-positions of a game on `\NN^d \smallsetminus D`, the
        N-positions are ``S.complement().difference(D)``; for `D = \emptyset`
        simply ``S.complement()``.

        EXAMPLES:

        Nim with heaps of size at most 2 in normal play (Example 8.7 of [GM])::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)])])
            sage: S.complement()
            Affine stratification with 1 stratum in Z^2: {(0, 1), (1, 0), (1, 1)} + N{(0, 2), (2, 0)}
            sage: S.complement(within=AffineStratification([([(0, 0)], [(1, 0), (0, 1)])])) == S.complement()
            True
        """
        if within is not None:
            if not isinstance(within, AffineStratification):
                within = AffineStratification(within, lattice=self._lattice)
            return within.difference(self)
        self._require_disjoint("not an affine stratification")
        return self._from_modules(set_algebra.complement_in_orthant(self.modules(), self._d))

    def normal_refinement(self):
        r"""
        Return the same set as a disjoint union of translates of normal
        affine semigroups, without overlapping translates inside a stratum
        ([Mil10, Theorem 2.6],
        :func:`~sage_latticegames.stratifications.set_algebra.normal_decomposition`).

        Its generating function is the sum of `t^f` times the Hilbert series
        of the semigroups.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,), (3,)])])
            sage: S.normal_refinement()
            Affine stratification with 1 stratum in Z^1: {(0), (3)} + N{(2)}
        """
        self._require_disjoint("not an affine stratification")
        return self._from_modules(set_algebra.union(self.modules()))

    def is_same_set(self, other):
        r"""
        Return whether two stratifications describe the same set of points
        (exact, by the set algebra of Theorem 4.2 of [GM-A]).  Compare with
        ``==``, which compares the data `(F_i, A_i)`.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,), (3,)])])
            sage: S.is_same_set(S.normal_refinement()), S == S.normal_refinement()
            (True, False)
        """
        other = self._other(other)
        return not self.difference(other).strata() and not other.difference(self).strata()

    # ------------------------------------------------------------------
    # certificates and conjectures
    # ------------------------------------------------------------------
    #: the :class:`~sage_latticegames.stratifications.certificate.Certificate`
    #: of a proof that this is the set of P-positions of a game, if any
    _certificate = None

    #: why this stratification is only a conjecture (``None`` if it is not)
    _conjecture = None

    #: the eventually periodic set this stratification was made from, if any
    _periodic_set = None

    def set_certificate(self, certificate):
        r"""
        Attach the certificate of a proof that this stratification is the
        set of P-positions of a game (and remove a conjecture mark).

        Only the code that has just run the proof named in ``certificate``
        calls this (the contract of DEVELOPING.md, "Certification"):
        :func:`~sage_latticegames.discovery.search.discover_stratification`,
        :meth:`from_periodic_set`, the squarefree solver's dispatch, loading a saved certified result.

        INPUT:

        - ``certificate`` -- a :class:`~sage_latticegames.stratifications.certificate.Certificate`

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.certificate import Certificate
            sage: S = AffineStratification([([(0,)], [(2,)])])
            sage: S.set_certificate(Certificate("m", LatticeGame([(1,)]), "proved")); S
            Certified affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
            sage: S.set_certificate("proved")
            Traceback (most recent call last):
            ...
            TypeError: a certificate must be a Certificate, not 'proved'
        """
        if not isinstance(certificate, Certificate):
            raise TypeError("a certificate must be a Certificate, not %r" % (certificate,))
        self._certificate = certificate
        self._conjecture = None

    _set_certificate = set_certificate

    def set_conjecture(self, why):
        r"""
        Mark this stratification as a conjecture (and remove a certificate),
        saying why it is not proved; :meth:`conjecture` returns ``why``.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,)])])
            sage: S.set_conjecture("not proved"); S
            Conjectural (unproved) affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
            sage: S.conjecture()
            'not proved'
        """
        self._certificate = None
        self._conjecture = str(why)

    _set_conjecture = set_conjecture

    def conjecture(self):
        r"""
        Return why this stratification is only a conjecture (the reason given
        to :meth:`set_conjecture`), or ``None`` when it is not marked as one.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification, LatticeGame
            sage: from sage_latticegames.discovery import discover_stratification
            sage: H = LatticeGame([(1, 0), (0, 2), (1, -1), (2, -3)])
            sage: C = discover_stratification(H, max_level=100, conjecture=True,
            ....:                             methods=("folded", "regions"))
            sage: C.conjecture()
            'it agrees with the P-positions on the region of level 100 for the functional (...), but no proof was found'
            sage: AffineStratification([([(0,)], [(2,)])]).conjecture() is None
            True
        """
        return self._conjecture

    @classmethod
    def from_periodic_set(cls, P, certificate=None, conjecture=None):
        r"""
        Return the eventually periodic set ``P`` as an affine stratification
        (the strata of
        :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.strata`),
        which remembers ``P`` (:meth:`periodic_set`).

        INPUT:

        - ``P`` -- a :class:`~sage_latticegames.stratifications.periodic.PeriodicSet`
        - ``certificate`` -- (optional) the
          :class:`~sage_latticegames.stratifications.certificate.Certificate`
          of a proof that ``P`` is the set of P-positions of a game, which
          the caller has just run (for instance
          :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.certificate`)
        - ``conjecture`` -- (optional) why ``P`` is only a conjecture

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame, AffineStratification
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: P = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: AffineStratification.from_periodic_set(P)
            Affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
            sage: AffineStratification.from_periodic_set(P, certificate=P.certificate(LatticeGame([(1,)])))
            Certified affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
            sage: AffineStratification.from_periodic_set(P, conjecture="seen on a region").conjecture()
            'seen on a region'
            sage: AffineStratification.from_periodic_set(P, P.certificate(LatticeGame([(1,)])), "?")
            Traceback (most recent call last):
            ...
            ValueError: a stratification is either certified or a conjecture, not both
            sage: AffineStratification.from_periodic_set([(0,)])
            Traceback (most recent call last):
            ...
            TypeError: not an eventually periodic set: [(0,)]
        """
        if not isinstance(P, PeriodicSet):
            raise TypeError("not an eventually periodic set: %r" % (P,))
        if certificate is not None and conjecture is not None:
            raise ValueError("a stratification is either certified or a conjecture, not both")
        S = cls(P.strata(), lattice=P.dimension())
        S._periodic_set = P
        if certificate is not None:
            S.set_certificate(certificate)
        if conjecture is not None:
            S.set_conjecture(conjecture)
        return S

    def periodic_set(self):
        r"""
        Return the eventually periodic set
        (:class:`~sage_latticegames.stratifications.periodic.PeriodicSet`)
        this stratification was made from by :meth:`from_periodic_set`, or
        ``None``.

        (For any stratification periodic per coordinate in its form, see
        :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.from_stratification`.)

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames.stratifications.periodic import PeriodicSet
            sage: P = PeriodicSet.from_points([(0,)], (0,), (2,))
            sage: S = AffineStratification.from_periodic_set(P); S.periodic_set() is P
            True
            sage: S.complement().periodic_set() is None
            True
        """
        return self._periodic_set

    def certificate(self):
        r"""
        Return the certificate proving that this stratification is the set of
        P-positions of a game (attached by discovery, see
        :func:`~sage_latticegames.discovery.search.discover_stratification`),
        or ``None``.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
            sage: G.affine_stratification().certificate()
            Certificate (heap-by-heap quotient): the set is the set of P-positions of the game on the whole board; ...
            sage: AffineStratification([([(0,)], [(2,)])]).certificate() is None
            True
        """
        return self._certificate

    def is_certified(self):
        r"""
        Return whether a certificate is attached (see :meth:`certificate`).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: AffineStratification([([(0,)], [(2,)])]).is_certified()
            False
        """
        return self._certificate is not None

    def is_conjecture(self):
        r"""
        Return whether this stratification was returned as a conjecture (see
        ``conjecture=True`` in
        :func:`~sage_latticegames.discovery.search.discover_stratification`).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: AffineStratification([([(0,)], [(2,)])]).is_conjecture()
            False
        """
        return self._conjecture is not None

    def _repr_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: AffineStratification([([(0,)], [(2,)])])
            Affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
        """
        s = super()._repr_()
        if self._certificate is not None:
            return "Certified a" + s[1:]
        if self._conjecture is not None:
            return "Conjectural (unproved) a" + s[1:]
        return s

    def _latex_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,)])]); S._set_conjecture("?")
            sage: latex(S)
            \text{(conjecture) } ...
        """
        s = super()._latex_()
        return r"\text{(conjecture) } " + s if self._conjecture is not None else s

    def __reduce__(self):
        r"""
        Pickle the data, and the certificate or conjecture mark if any.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(0,)], [(2,)])]); S._set_conjecture("?")
            sage: T = loads(dumps(S)); T.is_conjecture(), T == S
            (True, True)
        """
        reduced = super().__reduce__()
        state = {k: v for k, v in (("_certificate", self._certificate),
                                   ("_conjecture", self._conjecture)) if v is not None}
        return reduced + (state,) if state else reduced

    # ------------------------------------------------------------------
    # dispatch methods (function-local imports from higher layers, listed
    # in DEVELOPING.md)
    # ------------------------------------------------------------------
    def rational_strategy(self, game=None, names=None):
        r"""
        Return the rational strategy (short rational generating function) of
        this stratification (Theorem 8.11 of [GM], Theorem 5.1 of [GM-A]),
        computed by
        :meth:`~sage_latticegames.strategies.rational_strategy.RationalStrategy.from_stratification`.

        This is a dispatch method: it imports
        :mod:`~sage_latticegames.strategies.rational_strategy` (a higher
        layer) when called.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
            sage: S.rational_strategy(names='a,b')
            Rational strategy f(P; a, b) = a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))
        """
        from sage_latticegames.strategies.rational_strategy import RationalStrategy
        self._require_disjoint("a rational strategy needs disjoint strata")
        return RationalStrategy.from_stratification(self, game=game, names=names)

    def plot(self, box, fixed=None, **kwds):
        r"""
        Plot a 2- or 3-dimensional slice of the strata, one color per stratum.

        INPUT:

        - ``box`` -- a pair ``(lo, hi)`` of corners in `\ZZ^d`
        - ``fixed`` -- (optional) a dictionary ``{coordinate index: value}``
          fixing all but 2 or 3 coordinates (indices from `0`)
        - further keywords are passed to the point plotting function

        OUTPUT: a Sage graphics object (the points of each stratum in one
        color, labelled ``stratum i`` with `i` from `0` as in :meth:`strata`)

        This is a dispatch method: the body is
        :func:`~sage_latticegames.graphics.stratification.plot_stratification`
        (a higher layer, imported when called).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
            sage: S.plot(((0, 0), (8, 8)))
            Graphics object consisting of 2 graphics primitives
            sage: T = AffineStratification([([(0, 0, 1)], [(2, 0, 0), (0, 2, 0), (0, 0, 1)])])
            sage: T.plot(((0, 0, 0), (4, 4, 4)), fixed={2: 3})
            Graphics object consisting of 1 graphics primitive
        """
        from sage_latticegames.graphics.stratification import plot_stratification
        return plot_stratification(self, box, fixed=fixed, **kwds)


register_unpickle_override('sage_latticegames.affine_stratification', 'AffineStratification',
                           AffineStratification)
