r"""
Misère quotients of normal affine semigroups (Section 8 of [Guo])

Let `C` be a pointed rational cone and `\Lambda = C \cap \ZZ^d` the game board
of a lattice game without defeated positions, with P-positions `\mathcal P`.
Two positions are *(misère) congruent*, `p \cong q`, if `p + r \in \mathcal P
\Leftrightarrow q + r \in \mathcal P` for all `r \in C \cap \ZZ^d`
(Definition 4.7 of [Guo], Definition 6.6 of [GM], Definition 6.1 of [GM-A]).

Section 8 of [Guo] computes the quotient `\Lambda/{\cong}` when `\mathcal P`
is a *normal* affine semigroup, i.e. `\mathcal P = \ZZ\mathcal P \cap
\RR_{\ge 0}\mathcal P`: by Theorem 8.3 of [Guo] the congruence is generated
by the relations `a \cong 0` for the minimal generators (the Hilbert basis)
`a` of `\mathcal P` that are congruent to `0`, and Corollary 8.12 of [Guo]
turns this into an algorithm: compute the Hilbert basis, test each element
against `0` (:meth:`SemigroupMisereQuotient.are_congruent`, the corrected
criterion of Lemma 8.5 of [Guo], in
:mod:`~sage_latticegames.misere.semigroup.congruence`).

:class:`SemigroupMisereQuotient` is that quotient: the image of `\Lambda` in
the finitely generated abelian group `\ZZ\Lambda/M`, where `M` is spanned by
the Hilbert basis elements congruent to `0` (plus an absorbing class when
`\RR_{\ge 0}\mathcal P` lies in a proper face of `C`), with its Hilbert basis,
cones, group, relations and P-portion.  It is built by the factory
:class:`~sage_latticegames.misere.quotient.MisereQuotient` (``MisereQuotient(semigroup,
cone=None)``), of which it is a subclass; the finite quotients given by their
Cayley graph are :class:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient`.

EXAMPLES::

    sage: from sage_latticegames.misere.quotient import MisereQuotient
    sage: from sage_latticegames.misere.semigroup_quotient import SemigroupMisereQuotient
    sage: Q = MisereQuotient([(1, 1)]); Q
    Misère quotient of N^2 modulo P = N{(1, 1)}: an infinite group, the image of N^2 in Z; P-portion {[(0, 0)]}
    sage: isinstance(Q, SemigroupMisereQuotient), isinstance(Q, MisereQuotient)
    (True, True)
    sage: Q.hilbert_basis(), Q.relations()
    ((N(1, 1),), (N(1, 1),))
"""
import sage.rings.integer  # noqa: F401

import itertools

import numpy as np

from sage.structure.parent import Parent
from sage.structure.unique_representation import UniqueRepresentation
from sage.categories.monoids import Monoids
from sage.misc.lazy_import import LazyImport
Cone = LazyImport("sage.geometry.cone", "Cone")  # Sage's polyhedra, imported at first use
from sage.geometry.toric_lattice import ToricLattice
from sage.matrix.constructor import matrix
from sage.modules.free_module import FreeModule
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.rings.infinity import Infinity
from sage.misc.cachefunc import cached_method

from sage_latticegames.misc.points import integer_point, show_point, unit_vectors
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.misere.semigroup.congruence import (are_congruent, _real_slice, _bfs_classes,
                                                 _decompose, _toric_relations, _carrier_face,
                                                 _cone_dimension, _vec, _show_set, _ambient_cone,
                                                 _canonical_cone, _generators, _group_name,
                                                 _group_latex)
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
from sage_latticegames.misere.quotient import MisereQuotient

__all__ = ["SemigroupMisereQuotient"]


# ----------------------------------------------------------------------
# the quotient
# ----------------------------------------------------------------------
class SemigroupMisereQuotient(MisereQuotient):
    r"""
    The misère quotient of `\Lambda = C \cap \ZZ^d` with respect to a normal
    affine semigroup `\mathcal P \subseteq \Lambda` (Theorem 8.3 and
    Corollary 8.12 of [Guo]).

    INPUT:

    - ``semigroup`` -- generators of `\mathcal P` (a list of integer vectors,
      or an ``AffineSemigroup``); `\mathcal P` must be normal
    - ``cone`` -- (default: the nonnegative orthant) the recession cone `C` of
      the board: a Sage cone, a polyhedron, a game board, or a list of rays

    The quotient is computed as in the proof of Corollary 8.12 of [Guo]: the
    Hilbert basis `a_1, \ldots, a_n` of `\mathcal P` (computed with
    :meth:`~sage.geometry.cone.ConvexRationalPolyhedralCone.Hilbert_basis` in
    a basis of `\ZZ\mathcal P`), the *relations* `R = \{a_i : a_i \cong 0\}`
    (tested with :meth:`are_congruent`), and the quotient of Theorem 8.3 of
    [Guo]: two positions with a P-position above them are congruent if and
    only if their difference lies in `M = \ZZ R`, so that their classes are
    elements of the finitely generated abelian group `\ZZ\Lambda/M`
    (:meth:`group`).  When `\RR_{\ge 0}\mathcal P` lies in a proper face `F`
    of `C` (:meth:`carrier_face`), the positions `p \notin F`, which have no
    P-position in `p + C`, form one more, absorbing, class (``[P-free]``),
    which Theorem 8.3 of [Guo] misses; the group is then `\ZZ F/M`.

    The quotient is a Sage parent (unique: two quotients are equal exactly
    when they have the same Hilbert basis and the same cone `C`, and then they
    are the same object) in the category of commutative monoids, finite when
    the quotient is finite.  Its elements are the classes
    (:class:`MisereQuotientElement`).  The monoid is written additively, as
    in [Guo]: ``x + y`` and :meth:`zero`; since Sage's category of monoids is
    multiplicative, ``x * y`` is the same operation and :meth:`one` the same
    element as :meth:`zero` (so ``x^n`` is `n x`).

    EXAMPLES:

    `\mathcal P = \{p \in \NN^2 : p_1 + p_2 \text{ even}\}`, the P-positions
    of the normal play game with moves `(1, 0), (0, 1)`::

        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: Q = MisereQuotient([(2, 0), (1, 1), (0, 2)]); Q
        Misère quotient of N^2 modulo P = N{(0, 2), (1, 1), (2, 0)}: a group of order 2, Z/2; P-portion {[(0, 0)]}
        sage: Q.cardinality(), Q.is_group(), Q.fills_cone()
        (2, True, True)
        sage: Q.elements()
        ([(0, 0)], [(0, 1)])
        sage: Q.multiplication_table()
        +  a b
         +----
        a| a b
        b| b a
        sage: latex(Q)
        \mathbb{N}^{2}/{\cong_{\mathcal{P}}} \;\cong\; \mathbb{Z}/2\mathbb{Z},\quad \mathcal{P} = \mathbb{N}\{(0, 2), (1, 1), (2, 0)\}
        sage: Q.category()
        Category of finite commutative monoids
        sage: x = Q((0, 1)); x + x == Q.zero() == x * x == Q.one(), x^3 == x
        (True, True)

    A board that is not an orthant: `C` spanned by `(1, 0)` and `(1, 2)`, and
    `\mathcal P = \{p \in C : p_1 \text{ even}\}` (the P-positions of the
    game with moves `(1, 0), (1, 1), (1, 2)` on `C \cap \ZZ^2`, see
    :meth:`from_game`)::

        sage: Q = MisereQuotient([(2, k) for k in range(5)], cone=[(1, 0), (1, 2)]); Q
        Misère quotient of C ∩ Z^2, C = cone((1, 0), (1, 2)), modulo P = N{(2, 0), (2, 1), (2, 2), (2, 3), (2, 4)}: a group of order 2, Z/2; P-portion {[(0, 0)]}

    Generators that do not generate a normal semigroup are rejected::

        sage: MisereQuotient([(1, 0), (1, 1), (1, 3)])
        Traceback (most recent call last):
        ...
        ValueError: P = N{(1, 0), (1, 1), (1, 3)} is not normal: (1, 2) lies in ZP ∩ R_{>=0}P (a Hilbert basis element of the saturation) but not in P
        sage: MisereQuotient([(1, -1)])
        Traceback (most recent call last):
        ...
        ValueError: the generator (1, -1) of P does not lie in C = cone((1, 0), (0, 1)): P must consist of positions

    An infinite quotient is a commutative monoid, not a finite one::

        sage: MisereQuotient([(1, 1)]).category()
        Category of commutative monoids

    TESTS:

    Besides the checks of the category (associativity, identity, products,
    pickling, ...) on :meth:`some_elements`, ``TestSuite`` runs
    :meth:`_test_P_portion` (classes of P-positions against the P-positions
    of a small region) and :meth:`_test_congruence` (equality of classes
    against :meth:`are_congruent`)::

        sage: Q = MisereQuotient([(2, 0), (1, 1), (0, 2)])
        sage: loads(dumps(Q)) == Q, hash(loads(dumps(Q))) == hash(Q)
        (True, True)
        sage: Q == MisereQuotient([(1, 1), (2, 0), (0, 2), (3, 1)])
        True
        sage: Q is MisereQuotient([(0, 2), (1, 1), (2, 0)], cone=Cone([(0, 1), (1, 0)]))
        True
        sage: Q == MisereQuotient([(2, 0), (0, 2)])
        False
        sage: TestSuite(Q).run(verbose=True)
        running ._test_P_portion() . . . pass
        running ._test_an_element() . . . pass
        running ._test_associativity() . . . pass
        running ._test_cardinality() . . . pass
        running ._test_category() . . . pass
        running ._test_congruence() . . . pass
        running ._test_construction() . . . pass
        running ._test_elements() . . .
          Running the test suite of self.an_element()
          running ._test_category() . . . pass
          running ._test_eq() . . . pass
          running ._test_new() . . . pass
          running ._test_not_implemented_methods() . . . pass
          running ._test_pickling() . . . pass
          pass
        running ._test_elements_eq_reflexive() . . . pass
        running ._test_elements_eq_symmetric() . . . pass
        running ._test_elements_eq_transitive() . . . pass
        running ._test_elements_neq() . . . pass
        running ._test_eq() . . . pass
        running ._test_new() . . . pass
        running ._test_not_implemented_methods() . . . pass
        running ._test_one() . . . pass
        running ._test_pickling() . . . pass
        running ._test_prod() . . . pass
        running ._test_some_elements() . . . pass
        sage: TestSuite(MisereQuotient([(1, 0)])).run()
        sage: TestSuite(MisereQuotient([(1, 1), (1, 2)])).run()
    """
    @staticmethod
    def __classcall_private__(cls, semigroup, cone=None):
        r"""
        Normalise the arguments: check them, and replace the generators of
        `\mathcal P` by its Hilbert basis and the cone by a canonical Sage
        cone (this also reads the pickles of earlier versions, which stored
        ``MisereQuotient(hilbert_basis, C)``).

        TESTS::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
            sage: Q = MisereQuotient([(2, 0), (0, 2)])
            sage: Q is MisereQuotient(((0, 2), (2, 0)), Cone([(1, 0), (0, 1)]))
            True
            sage: Q is MisereQuotient(AffineSemigroup([(2, 0), (0, 2), (2, 2)]))
            True
            sage: MisereQuotient([(2, 0), (0, 2)]) is MisereQuotient([(2, 0), (0, 2)], cone=[(1, 0), (-1, 2)])
            False
            sage: MisereQuotient([(3,)]) is MisereQuotient([(3,)], cone=Polyhedron(rays=[(1,)]))
            True
        """
        gens, d = _generators(semigroup, _cone_dimension(cone))
        C = _ambient_cone(cone, d)
        N = C.lattice()
        for a in gens:
            if not C.contains(N(a)):
                raise ValueError("the generator %s of P does not lie in C = cone(%s): P must "
                                 "consist of positions"
                                 % (show_point(a), ", ".join(show_point(r) for r in C.rays())))
        A = AffineSemigroup(gens, lattice=N)
        if not A.is_normal():
            h = next(h for h in A.hilbert_basis() if tuple(h) not in set(gens))
            err = ValueError("P = N%s is not normal: %s lies in ZP ∩ R_{>=0}P (a Hilbert basis "
                             "element of the saturation) but not in P"
                             % (_show_set(sorted(gens)), show_point(h)))
            err.witness = tuple(h)
            raise err
        hilbert = tuple(sorted(tuple(ZZ(x) for x in h) for h in A.hilbert_basis()))
        return UniqueRepresentation.__classcall__(cls, hilbert, _canonical_cone(C))

    def __init__(self, hilbert, cone):
        r"""
        Initialise the quotient from the Hilbert basis of `\mathcal P` and
        the cone `C` (normalised by :meth:`__classcall_private__`).

        TESTS::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: Q = MisereQuotient([(2,)])
            sage: Q.hilbert_basis(), Q.ambient_cone().rays()
            ((N(2),), N(1)
             in 1-d lattice N)
        """
        self._C = cone
        self._N = N = cone.lattice()
        self._d = cone.lattice_dim()
        self._hilbert = tuple(N(h) for h in hilbert)
        for h in self._hilbert:
            h.set_immutable()
        self._setup_lattice()
        self._setup_cones()
        self._relations = tuple(a for a in self._hilbert if self.are_congruent(a, N.zero()))
        self._setup_group()
        category = Monoids().Commutative()
        if all(n != 0 for n in self._group.invariants()):
            category = category.Finite()
        Parent.__init__(self, category=category)

    # ------------------------------------------------------------------
    # construction helpers
    # ------------------------------------------------------------------
    def _setup_lattice(self):
        r"""
        Set up `\mathcal P` as an
        :class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup`
        (normal, generated by its Hilbert basis), and compute a basis ``B``
        (rows) of `L = \ZZ\mathcal P` and the cone ``_Kz`` of `\mathcal P`
        in the coordinates of ``B``.
        """
        A = self._semigroup = AffineSemigroup(self._hilbert, lattice=self._N)
        self._L = A.group()
        self._B = self._L.basis_matrix()
        self._Bq = self._B.change_ring(QQ)
        self._k = self._B.nrows()
        self._Kz = (Cone([tuple(self._B.solve_left(_vec(h))) for h in self._hilbert],
                         lattice=ToricLattice(self._k)) if self._k else None)

    def _setup_cones(self):
        r"""
        Compute the cone `K = \RR_{\ge 0}\mathcal P`, integer
        H-representations of `C` and `K`, and the carrier face of `K` in `C`.
        """
        N = self._N
        self._K = Cone(self._hilbert, lattice=N) if self._hilbert else Cone([], lattice=N)
        self._Kpoly = self._K.polyhedron()
        # integer H-representations: C = {a.x >= 0}, K = {k.x >= 0, e.x = 0}
        self._C_ieqs = [tuple(ZZ(x) for x in ieq[1:])
                        for ieq in self._C.polyhedron().inequalities_list()]
        self._C_eqns = [tuple(ZZ(x) for x in eq[1:])
                        for eq in self._C.polyhedron().equations_list()]
        self._K_ieqs = [tuple(ZZ(x) for x in ieq[1:]) for ieq in self._Kpoly.inequalities_list()]
        self._K_eqns = [tuple(ZZ(x) for x in eq[1:]) for eq in self._Kpoly.equations_list()]
        self._F = _carrier_face(self._C, self._K)
        self._no_P_free = self._F.dim() == self._C.dim()

    @cached_method
    def _zonotope_vertices(self):
        r"""
        Return the vertices of the zonotope `\sum_j [0, 1] h_j` spanned by the
        rays of `\mathcal P`, in the coordinates of the basis of `\ZZ\mathcal
        P` (see ``_module_generators`` in
        :mod:`~sage_latticegames.misere.semigroup.congruence`).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2,)])._zonotope_vertices()
            [(0), (1)]
        """
        return [sum((_vec(r, QQ) * c for c, r in zip(eps, self._Kz.rays())), vector(QQ, self._k))
                for eps in itertools.product((0, 1), repeat=self._Kz.nrays())]

    def _setup_group(self):
        d = self._d
        V = FreeModule(ZZ, d)
        self._lambda_gens = tuple(sorted(self._C.Hilbert_basis()))
        self._face_gens = tuple(sorted(self._F.Hilbert_basis()))
        self._G = V.span([_vec(h) for h in self._face_gens])
        self._M = self._G.span([_vec(a) for a in self._relations])
        self._group = self._G / self._M

    def _cone_name(self):
        return "cone(%s)" % ", ".join(show_point(r) for r in self._C.rays())

    def _board_name(self, latex_=False, short=False, face=False):
        d = self._d
        if face:
            return "F ∩ Z^%s (F = cone(%s), the face of C carrying P)" % (
                d, ", ".join(show_point(r) for r in self._F.rays()))
        if short and not self._is_orthant():
            return "C ∩ Z^%s" % d
        if self._is_orthant():
            return r"\mathbb{N}^{%s}" % d if latex_ else "N^%s" % d
        if latex_:
            return r"C \cap \mathbb{Z}^{%s}" % d
        return "C ∩ Z^%s, C = %s," % (d, self._cone_name())

    def _is_orthant(self):
        return sorted(tuple(r) for r in self._C.rays()) == sorted(unit_vectors(self._d))
    # ------------------------------------------------------------------
    # basic data
    # ------------------------------------------------------------------
    def ambient_cone(self):
        r"""
        Return the cone `C` (the board is `\Lambda = C \cap \ZZ^d`).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2,)]).ambient_cone()
            1-d cone in 1-d lattice N
        """
        return self._C

    def semigroup_cone(self):
        r"""
        Return the real cone `\RR_{\ge 0}\mathcal P`.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(1, 1)]).semigroup_cone().rays()
            N(1, 1)
            in 2-d lattice N
        """
        return self._K

    def semigroup(self):
        r"""
        Return `\mathcal P` as an
        :class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup`,
        generated by its Hilbert basis.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (1, 1), (0, 2)]).semigroup()
            Affine semigroup generated by (0, 2), (1, 1), (2, 0) in Z^2
        """
        return self._semigroup

    def semigroup_lattice(self):
        r"""
        Return the group `\ZZ\mathcal P \subseteq \ZZ^d` (a free `\ZZ`-module).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (1, 1)]).semigroup_lattice()
            Free module of degree 2 and rank 2 over Integer Ring
            Echelon basis matrix:
            [1 1]
            [0 2]
        """
        return self._L

    def hilbert_basis(self):
        r"""
        Return the minimal generators (Hilbert basis) of `\mathcal P`, sorted.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 2), (2, 2), (1, 1)]).hilbert_basis()
            (N(0, 2), N(1, 1), N(2, 0))
        """
        return self._hilbert

    def relations(self):
        r"""
        Return the Hilbert basis elements `a` of `\mathcal P` with `a \cong
        0`: by Theorem 8.3 of [Guo] the relations `a \cong 0` generate the
        congruence (Corollary 8.12 of [Guo]).

        EXAMPLES:

        When `\RR_{\ge 0}\mathcal P = C` every element of `\mathcal P` is
        congruent to `0` (Proposition 8.6 of [Guo])::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (1, 1), (0, 2)]).relations()
            (N(0, 2), N(1, 1), N(2, 0))

        Otherwise only elements of proper faces of `\RR_{\ge 0}\mathcal P` can
        be (Proposition 8.7 of [Guo])::

            sage: MisereQuotient([(1, 0), (1, 1), (1, 2)]).relations()
            (N(1, 2),)
            sage: MisereQuotient([(1, 1), (1, 2)]).relations()
            ()
        """
        return self._relations

    def fills_cone(self):
        r"""
        Return whether `\RR_{\ge 0}\mathcal P = C` (the "trivial case" of
        Proposition 8.6 of [Guo]; always true for the P-positions of a lattice
        game).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 2)]).fills_cone(), MisereQuotient([(1, 1)]).fills_cone()
            (True, False)
        """
        return self._K.is_equivalent(self._C)

    def carrier_face(self):
        r"""
        Return the smallest face `F` of `C` containing `\mathcal P`.  The
        positions with a P-position above them are exactly those of `F`.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(1, 0)]).carrier_face().rays()
            N(1, 0)
            in 2-d lattice N
            sage: MisereQuotient([(1, 1)]).carrier_face().is_equivalent(Cone([(1, 0), (0, 1)]))
            True
        """
        return self._F

    def has_P_free_class(self):
        r"""
        Return whether some position `p` has no P-position in `p + C`.  Such
        positions are all congruent, and their class is absorbing; they exist
        exactly when `\RR_{\ge 0}\mathcal P` lies in a proper face of `C`
        (:meth:`carrier_face`).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(1, 0)]).has_P_free_class()
            True
            sage: MisereQuotient([(1, 1)]).has_P_free_class()
            False
        """
        return not self._no_P_free
    # ------------------------------------------------------------------
    # membership and congruence
    # ------------------------------------------------------------------
    def _position(self, p):
        p = self._N(integer_point(p, self._d, what="position"))
        if not self._C.contains(p):
            raise ValueError("%s is not a position: it does not lie in C = %s"
                             % (show_point(p), self._cone_name()))
        p.set_immutable()
        return p

    def _in_K(self, x):
        return (all(sum(a * b for a, b in zip(k, x)) >= 0 for k in self._K_ieqs)
                and all(sum(a * b for a, b in zip(e, x)) == 0 for e in self._K_eqns))

    def is_P_position(self, p):
        r"""
        Return whether the position ``p`` lies in `\mathcal P = \ZZ\mathcal P
        \cap \RR_{\ge 0}\mathcal P`.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: Q = MisereQuotient([(2, 0), (1, 1), (0, 2)])
            sage: Q.is_P_position((3, 1)), Q.is_P_position((3, 0))
            (True, False)
        """
        p = self._position(p)
        return _vec(p) in self._L and self._in_K(p)

    def _P_mask(self, pts):
        r"""
        Return the boolean mask of the rows of the integer array ``pts`` that
        lie in `\mathcal P = \ZZ\mathcal P \cap \RR_{\ge 0}\mathcal P`
        (lattice membership through the Smith form `D = UBV` of a basis `B`
        of `\ZZ\mathcal P`: `x \in \ZZ\mathcal P` iff `(xV)_i \in d_i\ZZ`).

        EXAMPLES::

            sage: import numpy as np
            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: Q = MisereQuotient([(2, 0), (1, 1), (0, 2)])
            sage: Q._P_mask(np.array([[3, 1], [3, 0], [0, 0]])).tolist()
            [True, False, True]
        """
        pts = np.asarray(pts, dtype=object).reshape(-1, self._d)
        ok = np.ones(len(pts), dtype=bool)
        for ieq in self._Kpoly.inequalities_list():
            ok &= (pts @ np.array(ieq[1:], dtype=object) + ieq[0] >= 0).astype(bool)
        for eq in self._Kpoly.equations_list():
            ok &= (pts @ np.array(eq[1:], dtype=object) + eq[0] == 0).astype(bool)
        D, V = self._smith_form()
        y = pts @ np.array([[int(x) for x in row] for row in V.rows()], dtype=object)
        for i in range(self._d):
            di = D[i, i] if i < self._k else 0
            ok &= ((y[:, i] % di == 0) if di else (y[:, i] == 0)).astype(bool)
        return ok

    @cached_method
    def _smith_form(self):
        r"""
        Return the matrices ``D`` and ``V`` of the Smith form `D = UBV` of
        the basis ``B`` (rows) of `\ZZ\mathcal P`.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (1, 1), (0, 2)])._smith_form()[0]
            [1 0]
            [0 2]
        """
        if not self._k:
            return matrix(ZZ, 0, self._d), matrix.identity(ZZ, self._d)
        D, _, V = self._B.smith_form()
        return D, V

    def _has_P_above(self, p):
        r"""
        Return whether `(p + C) \cap \mathcal P \neq \emptyset`, i.e. whether
        `p` lies in the smallest face `F` of `C` containing `\mathcal P`.

        If `p + c \in \mathcal P \subseteq F` with `c \in C`, every linear
        form vanishing on `F` and nonnegative on `C` vanishes on `p`, so `p \in
        F`; conversely `\RR_{\ge 0}\mathcal P` meets the relative interior of
        `F`, so `p + F` contains points of `\mathcal P`.
        """
        return self._no_P_free or self._F.contains(p)

    def are_congruent(self, p, q, algorithm="lattice"):
        r"""
        Return whether the positions ``p`` and ``q`` are (misère) congruent
        (Definition 4.7 of [Guo]).

        INPUT:

        - ``p``, ``q`` -- positions (points of `C \cap \ZZ^d`)
        - ``algorithm`` -- ``'lattice'`` (default) or ``'lemma_8_5'``

        ALGORITHM:

        Write `S_p = \{r \in C \cap \ZZ^d : p + r \in \mathcal P\}`, so that
        `p \cong q \Leftrightarrow S_p = S_q`, and `L = \ZZ\mathcal P`,
        `K = \RR_{\ge 0}\mathcal P`, so that `\mathcal P = L \cap K` by
        normality.

        1. If `S_p` or `S_q` is empty (`S_p = \emptyset` iff `p` lies outside
           the smallest face of `C` containing `\mathcal P`, see
           :meth:`carrier_face`), the answer is whether both are.
        2. Otherwise `p + r, q + r \in L` for a common `r`, so `p \cong q`
           forces `q - p \in L`; if `q - p \notin L` the answer is no.
        3. With `\ell = q - p \in L`, `p \cong q` means that for all `x \in L
           \cap (p + C)`: `x \in K \Leftrightarrow x + \ell \in K`.

        With ``algorithm='lattice'`` step 3 is decided exactly: both sets
        `L \cap (p + C) \cap K` and `L \cap (p + C) \cap (K - \ell)` are
        finitely generated modules over `\NN\{h_j\} \subseteq \mathcal P`
        (rays of `K`), and the linear inequalities of `K` only increase along
        `K`, so it suffices to test finitely many generators
        (``_module_generators`` in
        :mod:`~sage_latticegames.misere.semigroup.congruence`).

        With ``algorithm='lemma_8_5'`` step 3 is the criterion of Lemma 8.5 of
        [Guo]: `(p + C) \cap K - p = (q + C) \cap K - q` as real polyhedra.
        Lemma 8.5 of [Guo] omits the hypotheses of steps 1-2 (as stated it
        would make `0 \cong (1, 0)` for `\mathcal P = 2\NN^2`); with them its
        proof is correct for the implication "equal polyhedra `\Rightarrow`
        congruent", and the converse is Lemma 8.4 of [Guo].  The tests compare
        both algorithms with brute force.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: Q = MisereQuotient([(2, 0), (0, 2)])
            sage: Q.are_congruent((1, 0), (3, 4)), Q.are_congruent((1, 0), (0, 1))
            (True, False)
            sage: Q = MisereQuotient([(1, 0), (1, 1), (1, 2)])   # P = {p : p_2 <= 2 p_1}
            sage: Q.are_congruent((0, 0), (1, 2)), Q.are_congruent((0, 0), (1, 1))
            (True, False)
            sage: Q.are_congruent((0, 0), (1, 2), algorithm='lemma_8_5')
            True

        Positions without any P-position above them are all congruent::

            sage: Q = MisereQuotient([(1, 0)])
            sage: Q.are_congruent((0, 1), (5, 3)), Q.are_congruent((0, 1), (5, 0))
            (True, False)

        TESTS::

            sage: Q.are_congruent((0, -1), (0, 0))
            Traceback (most recent call last):
            ...
            ValueError: (0, -1) is not a position: it does not lie in C = cone((1, 0), (0, 1))
            sage: Q.are_congruent((0, 1), (0, 0), algorithm='brute')
            Traceback (most recent call last):
            ...
            ValueError: algorithm must be 'lattice' or 'lemma_8_5', not 'brute'
        """
        return are_congruent(self, p, q, algorithm)

    def _real_slice(self, p):
        r"""
        Return the polyhedron `(p + C) \cap \RR_{\ge 0}\mathcal P - p` of
        Lemma 8.5 of [Guo].

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: Q = MisereQuotient([(2, 0), (0, 2)])
            sage: Q._real_slice(Q._position((0, 0))) == Q._real_slice(Q._position((1, 0)))
            True
        """
        return _real_slice(self, p)

    # ------------------------------------------------------------------
    # the quotient monoid
    # ------------------------------------------------------------------
    def _key(self, p):
        r"""
        Return the invariant of the class of ``p``: ``None`` for the P-free
        class, otherwise the coordinates of ``p`` in `\ZZ F/M`.
        """
        if not self._has_P_above(p):
            return None
        return tuple(self._group(_vec(p)).vector())

    def _normal_form(self, p):
        r"""
        Return the representative and the invariant (:meth:`_key`) of the
        class of the position ``p``: the first representative met by the
        breadth-first search of :meth:`_finite_elements` for a finite
        quotient, else ``p`` reduced by :meth:`_reduce`.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 3)])._normal_form((3, 4))
            (N(1, 1), (5,))
            sage: MisereQuotient([(1, 1)])._normal_form((5, 3)), MisereQuotient([(1, 0)])._normal_form((1, 1))
            ((N(2, 0), (2,)), (N(0, 1), None))
        """
        rep = self._position(p)
        key = self._key(rep)
        if self.is_finite():
            return self._finite_elements()[key], key
        if key is not None:
            rep = self._reduce(rep)
        return rep, key

    def _reduce(self, p):
        r"""
        Return a position congruent to ``p``, obtained by subtracting
        relations (:meth:`relations`) while staying in `C` (if `a \cong 0`
        and `p - a \in C` then `p = (p - a) + a \cong p - a`).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(1, 1)])._reduce((5, 3))
            N(2, 0)
        """
        p = self._position(p)
        changed = True
        while changed:
            changed = False
            for a in self._relations:
                if self._C.contains(p - a):
                    p, changed = p - a, True
        p.set_immutable()
        return p

    def generators(self):
        r"""
        Return the classes of the Hilbert basis of `\Lambda`, which generate
        the quotient as a monoid.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 2)]).generators()
            ([(0, 1)], [(1, 0)])
        """
        return tuple(self(h) for h in self._lambda_gens)

    def group(self):
        r"""
        Return the finitely generated abelian group `\ZZ F/M`, where `F` is
        :meth:`carrier_face` (`F = C` unless there is a P-free class) and `M =
        \ZZ R` for the relations `R` (:meth:`relations`).  By Theorem 8.3 of
        [Guo] the classes of the positions of `F` embed in this group; when
        `\RR_{\ge 0}\mathcal P = C` the quotient *is* this (finite) group.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 3)]).group()
            Finitely generated module V/W over Integer Ring with invariants (6)
            sage: MisereQuotient([(1, 0), (1, 2)]).group().invariants()
            (0,)
        """
        return self._group

    def invariants(self):
        r"""
        Return the invariants of :meth:`group` (``0`` for a factor `\ZZ`).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0, 0), (0, 2, 0), (0, 0, 2)]).invariants()
            (2, 2, 2)
        """
        return tuple(ZZ(n) for n in self._group.invariants())

    @cached_method
    def is_finite(self):
        r"""
        Return whether the quotient is finite, which happens exactly when
        `\RR_{\ge 0}\mathcal P` is a face of `C` (usually `C` itself).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2,)]).is_finite(), MisereQuotient([(1, 1)]).is_finite()
            (True, False)
            sage: MisereQuotient([(1, 0)]).is_finite()
            True
        """
        return all(n != 0 for n in self._group.invariants())

    def cardinality(self):
        r"""
        Return the number of congruence classes.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (1, 1), (0, 2)]).cardinality()
            2
            sage: MisereQuotient([(1, 1)]).cardinality()
            +Infinity

        `\mathcal P = \NN(1, 0)`: the positions `(a, 0)` are congruent to
        `0`, the others are P-free::

            sage: MisereQuotient([(1, 0)]).cardinality()
            2
        """
        if not self.is_finite():
            return Infinity
        return ZZ(self._group.cardinality()) + (0 if self._no_P_free else 1)

    def is_group(self):
        r"""
        Return whether the quotient is a group: this holds iff `M` meets the
        interior of `C` (then every class has an inverse) and there is no
        P-free class.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(3,)]).is_group(), MisereQuotient([(1, 1)]).is_group()
            (True, True)
            sage: MisereQuotient([(1, 1), (1, 2)]).is_group()
            False
        """
        if not self._no_P_free:
            return False
        s = sum((_vec(a, QQ) for a in self._relations), vector(QQ, self._d))
        return bool(self._C.relative_interior_contains(s))

    @cached_method
    def _finite_elements(self):
        r"""
        Breadth-first search over `\Lambda` from `0` along its Hilbert basis,
        recording the first representative of each class.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0)])._finite_elements()
            {(0,): N(0, 0), (1,): N(1, 0), None: N(0, 1)}
        """
        if not self.is_finite():
            raise ValueError("the misère quotient is infinite: %s" % self)
        classes = _bfs_classes(self, [self._N.zero()], self._face_gens)
        if not self._no_P_free:
            outside = next(h for h in self._lambda_gens if not self._F.contains(h))
            classes[None] = outside
        return classes

    def P_portion_generators(self):
        r"""
        Return the nonzero classes of the Hilbert basis of `\mathcal P`: they
        generate the P-portion as a monoid.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(1, 0), (1, 1), (1, 2)]).P_portion_generators()
            ([(1, 0)], [(1, 1)])
            sage: MisereQuotient([(2, 0), (0, 2)]).P_portion_generators()
            ()
        """
        zero = self.zero()
        gens = []
        for a in self._hilbert:
            x = self(a)
            if x != zero and x not in gens:
                gens.append(x)
        return tuple(gens)

    def P_portion(self):
        r"""
        Return the P-portion: the classes of P-positions, i.e. the image of
        `\mathcal P`.  When `\RR_{\ge 0}\mathcal P = C` (always for the
        P-positions of a lattice game) it is `\{0\}` (Proposition 8.6 of
        [Guo]).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 2)]).P_portion()
            ([(0, 0)],)
            sage: MisereQuotient([(1, 0), (1, 1), (1, 2)]).P_portion()
            Traceback (most recent call last):
            ...
            ValueError: the P-portion is infinite: it is the submonoid generated by [(0, 0)], [(1, 0)], [(1, 1)]
        """
        gens = self.P_portion_generators()
        if not self.is_finite():
            raise ValueError("the P-portion is infinite: it is the submonoid generated by %s"
                             % ", ".join(repr(x) for x in (self.zero(),) + gens))
        classes = _bfs_classes(self, [self._N.zero()], [x.representative() for x in gens])
        return tuple(self(p) for p in classes.values())

    def is_certified(self):
        r"""
        Return ``True``: a quotient of Section 8 of [Guo] is a theorem by
        construction (Theorem 8.3 and Corollary 8.12 of [Guo]).

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2,)]).is_certified()
            True
        """
        return True

    def _monoid_data(self):
        r"""
        Return the finite quotient as a
        :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`:
        its Cayley graph on :meth:`generators`, the states numbered as
        :meth:`elements` (the identity first), with the P-portion.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: F = MisereQuotient([(2, 0), (0, 3)])._monoid_data(); F
            Finite commutative monoid of order 6 on 2 generators, P-portion of size 1
            sage: F.delta
            ((1, 2), (3, 4), (4, 0), (0, 5), (5, 1), (2, 3))
            sage: MisereQuotient([(1, 1)])._monoid_data()
            Traceback (most recent call last):
            ...
            ValueError: the misère quotient is infinite: Misère quotient of N^2 modulo P = N{(1, 1)}: an infinite group, the image of N^2 in Z; P-portion {[(0, 0)]}
        """
        elements = self.elements()
        index = {x: u for u, x in enumerate(elements)}
        gens = self.generators()
        delta = [[index[x + g] for g in gens] for x in elements]
        return FiniteQuotientData(delta, [x.is_P() for x in elements])

    def presentation(self):
        r"""
        Return a presentation of the quotient as a commutative monoid, as a
        pair ``(generators, relations)``: the generators `x_i` are the
        Hilbert basis of `\Lambda`, and a relation ``(u, v)`` means `\sum_i
        u_i x_i = \sum_i v_i x_i`.  The relations are those of `\Lambda`
        itself (a Gröbner basis of its toric ideal, computed by 4ti2; none for
        `\NN^d`) and, by Theorem 8.3 of [Guo], `a = 0` for each of
        :meth:`relations`.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (1, 1), (0, 2)]).presentation()
            ((N(0, 1), N(1, 0)), [((2, 0), (0, 0)), ((1, 1), (0, 0)), ((0, 2), (0, 0))])
            sage: gens, rels = MisereQuotient([(2, k) for k in range(5)], cone=[(1, 0), (1, 2)]).presentation()
            sage: gens
            (N(1, 0), N(1, 1), N(1, 2))
            sage: rels
            [((0, 2, 0), (1, 0, 1)), ((2, 0, 0), (0, 0, 0)), ((1, 1, 0), (0, 0, 0)), ((1, 0, 1), (0, 0, 0)), ((0, 1, 1), (0, 0, 0)), ((0, 0, 2), (0, 0, 0))]
        """
        if not self._no_P_free:
            raise NotImplementedError("the quotient has a P-free absorbing class, which Theorem 8.3 "
                                      "of [Guo] does not describe; no presentation is implemented")
        gens = self._lambda_gens
        m = len(gens)
        rels = [(tuple(u), tuple(v)) for u, v in _toric_relations(gens)]
        zero = (0,) * m
        rels += [(_decompose(a, gens, self._C), zero) for a in self._relations]
        return tuple(gens), rels
    def _repr_(self):
        head = "Misère quotient of %s modulo P = N%s: " % (self._board_name(),
                                                           _show_set(self._hilbert))
        if self.is_finite():
            body = "a %s of order %s" % ("group" if self.is_group() else "monoid",
                                         self.cardinality())
            if self._no_P_free:
                body += ", %s" % _group_name(self.invariants())
            else:
                body += " (the group %s and an absorbing P-free class)" % _group_name(
                    self.invariants())
            return head + body + "; P-portion {%s}" % ", ".join(repr(x) for x in self.P_portion())
        kind = "group" if self.is_group() else "monoid"
        body = "an infinite %s, the image of %s in %s" % (
            kind, self._board_name(short=True, face=not self._no_P_free),
            _group_name(self.invariants()))
        if not self._no_P_free:
            body += " plus an absorbing P-free class"
        gens = self.P_portion_generators()
        if gens:
            body += "; P-portion generated by %s" % ", ".join(repr(x) for x in gens)
        else:
            body += "; P-portion {%s}" % self.zero()
        return head + body

    def _latex_(self):
        P = r"\mathcal{P} = \mathbb{N}\{%s\}" % ", ".join(show_point(a) for a in self._hilbert)
        Q = r"%s/{\cong_{\mathcal{P}}}" % self._board_name(latex_=True)
        if self.is_finite():
            return r"%s \;\cong\; %s,\quad %s" % (Q, _group_latex(self.invariants()), P)
        return r"%s \hookrightarrow %s,\quad %s" % (Q, _group_latex(self.invariants()), P)

    # ------------------------------------------------------------------
    # invariants checked by TestSuite
    # ------------------------------------------------------------------
    def _small_region(self, degree=2):
        r"""
        Return the positions that are sums of at most ``degree`` elements of
        the Hilbert basis of `\Lambda` (with repetition), without duplicates.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(2, 0), (0, 2)])._small_region()
            [(0, 0), (0, 1), (1, 0), (0, 2), (1, 1), (2, 0)]
        """
        region = [tuple(ZZ(0) for _ in range(self._d))]
        for k in range(1, degree + 1):
            for c in itertools.combinations_with_replacement(self._lambda_gens, k):
                p = tuple(sum(x) for x in zip(*c))
                if p not in region:
                    region.append(p)
        return region

    def _test_P_portion(self, **options):
        r"""
        Check the P-portion as :meth:`MisereQuotient._test_P_portion
        <sage_latticegames.misere.quotient.MisereQuotient._test_P_portion>`
        does, and that `0 \in \mathcal P` (a semigroup) has its class in the
        P-portion.

        EXAMPLES::

            sage: from sage_latticegames.misere.quotient import MisereQuotient
            sage: MisereQuotient([(1, 0), (1, 2)])._test_P_portion()
            sage: MisereQuotient([(2, 0), (0, 3)])._test_P_portion(degree=3)
        """
        super()._test_P_portion(**options)
        tester = self._tester(**options)
        tester.assertTrue(self.zero().is_P())
        tester.assertTrue(self.is_P_position(self._N.zero()))


MisereQuotient._kinds["semigroup"] = SemigroupMisereQuotient
