r"""
Rule sets

A *rule set* (Definition 2.3 of [GM], Definition 2.2 of [GM-A]) is a finite set
`\Gamma \subset \ZZ^d \smallsetminus \{0\}` of moves such that, relative to the
recession cone `C` of the game board,

1. (positivity axiom) some linear function is positive on `C \smallsetminus
   \{0\}` and on `\Gamma`;
2. (tangent cone axiom) for each extremal ray `\rho` of `C` some
   `\gamma_\rho \in \Gamma` lies in the negative tangent cone `-T_\rho C`
   (Definition 2.2 of [GM]).

A move takes a position `p` to `p - \gamma`.

This module also holds the squarefree predicates :func:`is_squarefree` and
:func:`is_weakly_squarefree` (Section 6 of [GM] as corrected by [GM-E]):
they are checks on the moves alone, re-exported by
:mod:`sage_latticegames.squarefree`.  The helpers :func:`integer_point` and
:func:`bit_complexity` live in :mod:`sage_latticegames.misc` and are
re-exported here for compatibility.

EXAMPLES:

Nim with heaps of size at most 2 (Example 2.4 of [GM])::

    sage: from sage_latticegames.rule_set import RuleSet
    sage: R = RuleSet([(1, 0), (0, 1), (-1, 1)]); R
    Rule set in Z^2 with 3 moves: (1, 0), (0, 1), (-1, 1)
    sage: R.positivity_witness()
    (1, 2)
    sage: R.check_axioms()
    (1, 2)
    sage: R.is_saturated(), R.index()
    (True, 1)

Example 3.1 of [GM] is not a rule set: no move lies in the negative tangent
cone of the orthant along the third axis::

    sage: R = RuleSet([(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)])
    sage: R.check_axioms()
    Traceback (most recent call last):
    ...
    ValueError: the tangent cone axiom (Definition 2.3.2 of [GM]) fails:
    no move lies in the negative tangent cone along the extremal ray (0, 0, 1) of C

REFERENCES:

- [GM] Alan Guo, Ezra Miller, *Lattice point methods for combinatorial games*.
- [GM-E] Alan Guo, Ezra Miller, *Erratum to: Lattice point methods for
  combinatorial games*.
- [GM-A] Alan Guo, Ezra Miller, *Algorithms for lattice games*.
"""
import sage.rings.integer  # noqa: F401

import math

import numpy as np

from sage.structure.sage_object import SageObject
from sage.misc.cachefunc import cached_method
from sage.geometry.toric_lattice import ToricLattice
from sage.misc.lazy_import import LazyImport
Cone = LazyImport("sage.geometry.cone", "Cone")  # Sage's polyhedra, imported at first use
ConvexRationalPolyhedralCone = LazyImport("sage.geometry.cone", "ConvexRationalPolyhedralCone")  # Sage's polyhedra, imported at first use
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage.rings.infinity import Infinity

# integer_point and bit_complexity are also re-exported for compatibility
# (``from sage_latticegames.rule_set import integer_point`` keeps working)
from sage_latticegames.misc.points import integer_point, show_point, toric_lattice, point_list, unit_vectors
from sage_latticegames.misc.functionals import bit_complexity, positivity_witness
from sage_latticegames.misc.integer_arrays import INT64_SAFE, int_array, max_abs
from sage_latticegames.misc.polyhedra import orthant_cone
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup


class RuleSet(SageObject):
    r"""
    A finite set of nonzero moves `\Gamma \subset \ZZ^d` (Definition 2.3 of
    [GM]).

    The vectors live in a Sage :func:`~sage.geometry.toric_lattice.ToricLattice`.
    The axioms depend on the game board; they are checked against a cone by
    :meth:`check_axioms` (a :class:`~sage_latticegames.lattice_game.LatticeGame`
    checks them against its board).

    INPUT:

    - ``vectors`` -- a nonempty finite iterable of integer vectors of the same
      length, none of them zero (repetitions are dropped)
    - ``lattice`` -- (optional) a toric lattice of the right rank; by default
      ``ToricLattice(d)``

    EXAMPLES::

        sage: from sage_latticegames.rule_set import RuleSet
        sage: R = RuleSet([(1, 0), (0, 2)]); R
        Rule set in Z^2 with 2 moves: (1, 0), (0, 2)
        sage: R.vectors()
        (N(1, 0), N(0, 2))
        sage: R.matrix()
        [1 0]
        [0 2]
        sage: latex(R)
        \Gamma = \left\{\left(1, 0\right), \left(0, 2\right)\right\}
        sage: R.index()
        2

    Bad input::

        sage: RuleSet([])
        Traceback (most recent call last):
        ...
        ValueError: a rule set must contain at least one move
        sage: RuleSet([(1, 0), (0, 0)])
        Traceback (most recent call last):
        ...
        ValueError: the zero vector is not allowed as a move (Definition 2.3 of [GM])
        sage: RuleSet([(1, 0), (0, 1, 1)])
        Traceback (most recent call last):
        ...
        ValueError: the move (0, 1, 1) has 3 coordinates, expected 2
        sage: RuleSet([(1/2, 1)])
        Traceback (most recent call last):
        ...
        TypeError: the move (1/2, 1) has non-integer entries

    TESTS::

        sage: loads(dumps(R)) == R
        True
        sage: R == RuleSet([(0, 2), (1, 0)]), hash(R) == hash(RuleSet([(0, 2), (1, 0)]))
        (True, True)
        sage: RuleSet(5)
        Traceback (most recent call last):
        ...
        TypeError: the moves of a rule set must be a finite iterable of integer vectors, not 5
        sage: TestSuite(R).run()
    """

    def __init__(self, vectors, lattice=None):
        if isinstance(vectors, np.ndarray) and vectors.ndim == 2 and vectors.dtype.kind in "iu":
            A = _checked_move_array(vectors)
        else:
            A = _read_moves(vectors)
        d = A.shape[1]
        self._lattice = toric_lattice(lattice, d) if lattice is not None else ToricLattice(d)
        self._A = A

    # ------------------------------------------------------------------
    # basic data
    # ------------------------------------------------------------------
    def dimension(self):
        r"""
        Return the dimension `d` of the ambient lattice `\ZZ^d`.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0, 0)]).dimension()
            3
        """
        return self._lattice.rank()

    def lattice(self):
        r"""
        Return the toric lattice in which the moves live.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0)]).lattice()
            2-d lattice N
        """
        return self._lattice

    def vectors(self):
        r"""
        Return the moves as immutable elements of the lattice.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (-1, 1)]).vectors()
            (N(1, 0), N(-1, 1))
        """
        return self._lattice_vectors()

    @cached_method
    def _lattice_vectors(self):
        r"""
        Return the moves as immutable lattice points (computed once, on demand).

        TESTS::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: R = RuleSet([(1, 0)]); R._lattice_vectors() is R.vectors()
            True
        """
        out = tuple(self._lattice(list(v)) for v in self.tuples())
        for v in out:
            v.set_immutable()
        return out

    def tuples(self):
        r"""
        Return the moves as tuples of integers.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (-1, 1)]).tuples()
            ((1, 0), (-1, 1))
        """
        return self._move_tuples()

    @cached_method
    def _move_tuples(self):
        r"""
        Return the moves as tuples of Sage integers (computed once, on demand).

        TESTS::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: type(RuleSet([(1, 0)])._move_tuples()[0][0])
            <class 'sage.rings.integer.Integer'>
        """
        return tuple(tuple(ZZ(x) for x in row) for row in self._A.tolist())

    def matrix(self):
        r"""
        Return the `d \times |\Gamma|` integer matrix whose columns are the moves
        (the convention of Example 8.12 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (-1, 1)]).matrix()
            [ 1 -1]
            [ 0  1]
        """
        return matrix(ZZ, self._A.tolist()).transpose()

    def array(self):
        r"""
        Return the moves as a numpy ``int64`` array of shape ``(n, d)``.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (-1, 1)]).array()
            array([[ 1,  0],
                   [-1,  1]])

        Moves with entries of absolute value at least `2^{62}` do not fit
        (the compiled engine computes with 64-bit integers)::

            sage: RuleSet([(10**30, 0), (0, 1)]).array()
            Traceback (most recent call last):
            ...
            ValueError: the moves have entries of absolute value 1000000000000000000000000000000, too large for 64-bit arithmetic (at most 2^62)
        """
        if self._A.dtype == object:
            raise ValueError("the moves have entries of absolute value %s, too large for 64-bit "
                             "arithmetic (at most 2^62)" % max_abs(self._A))
        return self._A.copy()

    def integer_array(self):
        r"""
        Return the moves as an exact integer array of shape ``(n, d)``:
        ``int64`` if the entries are small (below `2^{62}`), an array of
        Python integers otherwise.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (-1, 1)]).integer_array().dtype
            dtype('int64')
            sage: RuleSet([(10**30, 0)]).integer_array().tolist()
            [[1000000000000000000000000000000, 0]]
        """
        return self._A.copy()

    def __len__(self):
        return self._A.shape[0]

    def __iter__(self):
        return iter(self.vectors())

    def __contains__(self, v):
        try:
            v = integer_point(v, self.dimension())
        except (TypeError, ValueError):
            return False
        X = self._A
        if X.dtype != object and max(map(abs, v)) >= INT64_SAFE:
            return False
        return bool((X == np.array([int(x) for x in v], dtype=X.dtype)).all(axis=1).any())

    @cached_method
    def _key(self):
        r"""
        Return a canonical hashable form of the set of moves: the dimension
        and the rows sorted lexicographically.

        TESTS::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(0, 2), (1, 0)])._key() == RuleSet([(1, 0), (0, 2)])._key()
            True
        """
        X = self._A
        if X.dtype == object:
            return (self.dimension(), tuple(sorted(tuple(r) for r in X.tolist())))
        Y = X[np.lexsort(X.T[::-1])] if X.shape[0] else X
        return (self.dimension(), Y.shape, Y.tobytes())

    def __eq__(self, other):
        return isinstance(other, RuleSet) and self._key() == other._key()

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        return hash(self._key())

    def __reduce__(self):
        return (RuleSet, (self._A, self._lattice))

    def _repr_(self):
        s = "Rule set in Z^%s with %s move%s" % (self.dimension(), len(self), "" if len(self) == 1 else "s")
        if len(self) > 8:
            return s
        return s + ": " + ", ".join(show_point(v) for v in self.tuples())

    def _latex_(self):
        from sage.misc.latex import latex
        return r"\Gamma = \left\{%s\right\}" % ", ".join(latex(tuple(v)) for v in self.tuples())

    # ------------------------------------------------------------------
    # cones and axioms
    # ------------------------------------------------------------------
    @cached_method
    def cone(self):
        r"""
        Return the real cone `\RR_{\ge 0}\Gamma` as a Sage cone.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).cone().rays()
            N(-1, 1),
            N( 1, 0)
            in 2-d lattice N
        """
        return Cone(self.vectors(), lattice=self._lattice)

    @cached_method
    def semigroup(self):
        r"""
        Return the affine semigroup `\NN\Gamma` (Lemma 2.6 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 2)]).semigroup()
            Affine semigroup generated by (1, 0), (0, 2) in Z^2
        """
        return AffineSemigroup(self.tuples())

    def is_pointed(self):
        r"""
        Return whether the semigroup `\NN\Gamma` is pointed, i.e. the cone
        `\RR_{\ge 0}\Gamma` contains no line (Lemma 2.6 of [GM]; Section 3.1
        explains why this is needed).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (-1, 1)]).is_pointed()
            True
            sage: RuleSet([(1, 0), (-1, 0), (0, 1)]).is_pointed()
            False
        """
        return self.cone().is_strictly_convex()

    def positivity_witness(self, cone=None, hint=None):
        r"""
        Return an integral linear function `\ell` with `\ell(\gamma) > 0` for
        every move and `\ell > 0` on `C \smallsetminus \{0\}` (axiom 1 of
        Definition 2.3 of [GM]).

        ALGORITHM: `\ell` comes from a linear program (GLPK): minimize the sum
        of `\ell` over the rays of `C` subject to `\ell(\gamma) \ge 1` and
        `\ell(\rho) \ge 1` for the moves and the extremal rays; the optimum is
        rounded to an integral vector and verified in exact arithmetic (see
        :func:`~sage_latticegames.misc.functionals.positivity_witness`).  A
        ``hint`` is returned unchanged when it passes that exact check.  When
        no functional exists, the cone generated by the moves and `C`
        contains a line, which is reported.

        INPUT:

        - ``cone`` -- (default: the nonnegative orthant) the recession cone `C`
          of the board, a Sage cone of full dimension
        - ``hint`` -- (optional) a candidate functional, e.g. the number of
          beans of a heap game

        OUTPUT: a tuple of integers (the coefficients of `\ell`)

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).positivity_witness()
            (1, 2)
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).positivity_witness(hint=(1, 3))
            (1, 3)
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).positivity_witness(hint=(1, 1))
            (1, 2)
            sage: RuleSet([(1, 0), (-1, 0)]).positivity_witness()
            Traceback (most recent call last):
            ...
            ValueError: the positivity axiom (Definition 2.3.1 of [GM]) fails:
            the cone generated by the moves and C contains the line spanned by (1, 0)
        """
        if cone is None:    # the orthant: its extremal rays are the unit vectors (no Sage cone built)
            rays = [tuple(ZZ(x) for x in e) for e in unit_vectors(self.dimension())]
        else:
            rays = [tuple(ZZ(x) for x in r) for r in self._board_cone(cone).rays()]
        if hint is not None:
            hint = integer_point(hint, self.dimension(), what="functional")
        ell = positivity_witness(self._A, rays=rays, d=self.dimension(), hint=hint)
        if ell is not None:
            return tuple(ZZ(x) for x in ell)
        K = Cone(list(self.vectors()) + list(self._board_cone(cone).rays()), lattice=self._lattice)
        line = K.linear_subspace().basis()[0]
        line = line / math.gcd(*[int(x) for x in line.denominator() * line]) * line.denominator()
        raise ValueError("the positivity axiom (Definition 2.3.1 of [GM]) fails:\n"
                         "the cone generated by the moves and C contains the line spanned by %s"
                         % show_point(line))

    def _test_positivity_witness(self, **options):
        r"""
        Check that :meth:`positivity_witness` (relative to the orthant) is an
        integral functional positive on every move and on every extremal ray
        of the orthant, and that a failure is reported exactly when the cone
        generated by the moves and the orthant contains a line.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)])._test_positivity_witness()
            sage: RuleSet([(1, 0), (-1, 0)])._test_positivity_witness()
        """
        tester = self._tester(**options)
        d = self.dimension()
        C = self._board_cone(None)
        try:
            ell = self.positivity_witness()
        except ValueError:
            K = Cone(list(self.vectors()) + list(C.rays()), lattice=self._lattice)
            tester.assertFalse(K.is_strictly_convex())
            return
        tester.assertEqual(len(ell), d)
        tester.assertTrue(all(x in ZZ for x in ell))
        for v in self.tuples():
            tester.assertGreater(sum(a * b for a, b in zip(ell, v)), 0)
        for r in C.rays():
            tester.assertGreater(sum(a * b for a, b in zip(ell, r)), 0)
        # a valid hint is returned unchanged
        tester.assertEqual(self.positivity_witness(hint=ell), ell)

    def _board_cone(self, cone):
        r"""
        Return ``cone`` (default the orthant) checked to be a full-dimensional
        pointed cone in the right dimension.
        """
        d = self.dimension()
        if cone is None:
            return orthant_cone(self._lattice)
        if not isinstance(cone, ConvexRationalPolyhedralCone):
            raise TypeError("the recession cone must be a Sage cone (or None for the orthant), not %r"
                            % (cone,))
        if cone.lattice_dim() != d:
            raise ValueError("the cone lives in dimension %s but the moves in dimension %s"
                             % (cone.lattice_dim(), d))
        return cone

    def tangent_cone_witnesses(self, cone=None):
        r"""
        Return, for each extremal ray `\rho` of `C`, the moves lying in the
        negative tangent cone `-T_\rho C` (Definition 2.2 of [GM]).

        A move `\gamma` lies in `-T_\rho C` iff `\langle n, \gamma\rangle \le 0`
        for every inner facet normal `n` of `C` vanishing on `\rho`.

        OUTPUT: a list of pairs ``(ray, moves)``

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).tangent_cone_witnesses()
            [((1, 0), [(1, 0)]), ((0, 1), [(0, 1), (-1, 1)])]
        """
        C = self._board_cone(cone)
        out = []
        for rho in C.rays():
            normals = [n for n in C.facet_normals() if n * rho == 0]
            moves = [v for v in self.tuples()
                     if all(sum(a * b for a, b in zip(n, v)) <= 0 for n in normals)]
            out.append((tuple(rho), moves))
        return out

    def check_axioms(self, cone=None, hint=None, algorithm=None):
        r"""
        Check the two axioms of Definition 2.3 of [GM] relative to the
        recession cone ``cone`` of the board (default: the orthant).

        INPUT:

        - ``cone`` -- (default: the nonnegative orthant) a Sage cone of full
          dimension
        - ``hint`` -- (optional) a candidate positivity witness (see
          :meth:`positivity_witness`)
        - ``algorithm`` -- (default: ``None``, the fastest applicable one)
          ``'orthant'`` or ``'general'``:

          - ``'orthant'`` (applies when ``cone`` is the orthant): the extremal
            rays are the unit vectors `e_i` and the facet normals vanishing on
            `e_i` are the `e_j`, `j \neq i`, so the tangent cone axiom says
            that for each `i` some move has no positive entry other than its
            `i`-th; this is checked on the numpy array of the moves, and a
            ``hint`` (the weights of the heaps of a heap game, say) is
            verified exactly with one integer dot product per move.  Heap
            games with hundreds of heap sizes are checked in milliseconds.
          - ``'general'``: the tangent cone axiom is checked on the facet
            normals of ``cone`` for every extremal ray and every move (pure
            Python, exact).

        OUTPUT: the positivity witness (see :meth:`positivity_witness`); a
        ``ValueError`` names the failing axiom and a witness (a line in the
        cone, or an extremal ray with no move in its negative tangent cone).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).check_axioms()
            (1, 2)
            sage: RuleSet([(1, 0), (1, -1)]).check_axioms()
            Traceback (most recent call last):
            ...
            ValueError: the tangent cone axiom (Definition 2.3.2 of [GM]) fails:
            no move lies in the negative tangent cone along the extremal ray (0, 1) of C

        Both algorithms give the same answers::

            sage: R = RuleSet([(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)])
            sage: R.is_rule_set(), R.is_rule_set(algorithm='general')
            (False, False)
            sage: R = RuleSet([(1, 0, 0), (-1, 1, 0), (-2, 0, 1), (0, -1, 1)])
            sage: R.check_axioms(hint=(1, 2, 3), algorithm='orthant')
            (1, 2, 3)
            sage: R.check_axioms(hint=(1, 2, 3), algorithm='general')
            (1, 2, 3)
            sage: R.check_axioms(Cone([(1, 0, 0), (1, 1, 0), (0, 0, 1)]), algorithm='orthant')
            Traceback (most recent call last):
            ...
            ValueError: algorithm 'orthant' needs the orthant as recession cone
            sage: R.check_axioms(algorithm='fast')
            Traceback (most recent call last):
            ...
            ValueError: algorithm must be None, 'orthant' or 'general', not 'fast'
            sage: R.check_axioms(5)
            Traceback (most recent call last):
            ...
            TypeError: the recession cone must be a Sage cone (or None for the orthant), not 5
        """
        if algorithm not in (None, 'orthant', 'general'):
            raise ValueError("algorithm must be None, 'orthant' or 'general', not %r" % (algorithm,))
        orthant = cone is None or _is_orthant_cone(self._board_cone(cone))
        if algorithm == 'orthant' and not orthant:
            raise ValueError("algorithm 'orthant' needs the orthant as recession cone")
        if algorithm is None:
            algorithm = 'orthant' if orthant else 'general'
        ell = self.positivity_witness(cone, hint=hint)
        if algorithm == 'orthant':
            missing = _orthant_tangent_cone_failure(self._A)
            if missing is not None:
                rays = [tuple(int(i == missing) for i in range(self.dimension()))]
            else:
                rays = []
        else:
            rays = [rho for rho, moves in self.tangent_cone_witnesses(cone) if not moves]
        for rho in rays[:1]:
            raise ValueError("the tangent cone axiom (Definition 2.3.2 of [GM]) fails:\n"
                             "no move lies in the negative tangent cone along the extremal ray %s of C"
                             % show_point(rho))
        return ell

    def is_rule_set(self, cone=None, algorithm=None):
        r"""
        Return whether the moves satisfy Definition 2.3 of [GM] relative to
        ``cone`` (default: the orthant); ``algorithm`` as for
        :meth:`check_axioms`.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)]).is_rule_set()
            False
        """
        try:
            self.check_axioms(cone, algorithm=algorithm)
        except ValueError:
            return False
        return True

    # ------------------------------------------------------------------
    # lattices and order
    # ------------------------------------------------------------------
    @cached_method
    def index(self):
        r"""
        Return the index `|\ZZ^d / \ZZ\Gamma|` (Section 3.4 of [GM]), computed
        from the Smith form of :meth:`matrix`; ``+Infinity`` if the moves do not
        span `\RR^d`.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(2, 0), (0, 3), (1, 1)]).index()
            1
            sage: RuleSet([(2, 0), (0, 2)]).index()
            4
            sage: RuleSet([(1, 1)]).index()
            +Infinity
        """
        M = self.matrix()
        if M.rank() < self.dimension():
            return Infinity
        return ZZ.prod(x for x in M.elementary_divisors() if x)

    def is_saturated(self):
        r"""
        Return whether `\ZZ\Gamma = \ZZ^d` (Definition 3.7 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 2)]).is_saturated()
            False
        """
        return self.index() == 1

    def precedes(self, p, q):
        r"""
        Return whether `p \preceq q`, i.e. `q - p \in \NN\Gamma` (Lemma 2.8 of
        [GM]).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: R = RuleSet([(1, 0), (0, 2)])
            sage: R.precedes((0, 0), (3, 4)), R.precedes((0, 0), (3, 3))
            (True, False)
        """
        d = self.dimension()
        p = integer_point(p, d)
        q = integer_point(q, d)
        return tuple(b - a for a, b in zip(p, q)) in self.semigroup()

    def input_complexity(self, defeated=()):
        r"""
        Return the input complexity of Definition 2.4 of [GM-A]:
        `d(m + n) + \sum \log_2|\gamma_{ij}| + \sum \log_2 |a_{ij}|`, for the
        `n` moves and the `m` generators ``defeated`` of the defeated ideal,
        with logarithms rounded up to whole bits (see :func:`bit_complexity`).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).input_complexity()
            6
            sage: RuleSet([(1, 0), (0, 1), (-1, 1)]).input_complexity(defeated=[(0, 0)])
            8
        """
        d = self.dimension()
        defeated = [integer_point(a, d) for a in defeated]
        entries = [x for v in self.tuples() for x in v] + [x for a in defeated for x in a]
        return d * (len(defeated) + len(self)) + bit_complexity(entries)

    # ------------------------------------------------------------------
    # squarefree rule sets (Section 6 of [GM], erratum [GM-E])
    # ------------------------------------------------------------------
    def is_squarefree(self):
        r"""
        Return whether the rule set is squarefree in the corrected sense of
        Proposition 1 of [GM-E]: each move has exactly one positive entry, equal
        to 1.

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]).is_squarefree()
            False
        """
        return is_squarefree(self)

    def is_weakly_squarefree(self):
        r"""
        Return whether the rule set is weakly squarefree: the equivalent
        conditions of Proposition 6.2 of [GM] (renamed in [GM-E]).

        EXAMPLES::

            sage: from sage_latticegames.rule_set import RuleSet
            sage: RuleSet([(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]).is_weakly_squarefree()
            True
        """
        return is_weakly_squarefree(self)


# ----------------------------------------------------------------------
# reading moves and the orthant (the fast path of check_axioms)
# ----------------------------------------------------------------------
#: largest number of entries (moves times coordinates) of a rule set
MAX_MOVE_ENTRIES = 10**8


def check_rule_set_size(n, d):
    r"""
    Raise a ``ValueError`` if a rule set of ``n`` moves in dimension ``d``
    would have more than :data:`MAX_MOVE_ENTRIES` entries (checked before any
    memory is allocated, e.g. by the constructors of
    :mod:`sage_latticegames.games`).

    EXAMPLES::

        sage: from sage_latticegames.rule_set import check_rule_set_size
        sage: check_rule_set_size(10, 10)
        sage: check_rule_set_size(10**6, 1000)
        Traceback (most recent call last):
        ...
        ValueError: a rule set with 1000000 moves in dimension 1000 has 1000000000 entries, more than 100000000 (800 MB of 64-bit integers): too large to be built
    """
    if n * d > MAX_MOVE_ENTRIES:
        raise ValueError("a rule set with %s moves in dimension %s has %s entries, more than %s "
                         "(%s MB of 64-bit integers): too large to be built"
                         % (n, d, n * d, MAX_MOVE_ENTRIES, 8 * MAX_MOVE_ENTRIES // 10**6))


def _checked_move_array(A):
    r"""
    Return the rows of the integer array ``A`` as the moves of a rule set:
    an exact integer array without repeated rows (first occurrences kept, in
    order), checked to be nonempty and without zero row.

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.rule_set import _checked_move_array
        sage: _checked_move_array(np.array([[1, 0], [0, 1], [1, 0]])).tolist()
        [[1, 0], [0, 1]]
        sage: _checked_move_array(np.array([[1, 0], [0, 0]]))
        Traceback (most recent call last):
        ...
        ValueError: the zero vector is not allowed as a move (Definition 2.3 of [GM])
        sage: _checked_move_array(np.zeros((0, 2), dtype=int))
        Traceback (most recent call last):
        ...
        ValueError: a rule set must contain at least one move
    """
    n, d = A.shape
    if not n:
        raise ValueError("a rule set must contain at least one move")
    if not d:
        raise ValueError("the moves must have at least one coordinate")
    check_rule_set_size(n, d)
    A = int_array(A, d)
    if not A.any(axis=1).all():
        raise ValueError("the zero vector is not allowed as a move (Definition 2.3 of [GM])")
    if A.dtype == object:
        seen = {}
        for i, row in enumerate(A.tolist()):
            seen.setdefault(tuple(row), i)
        keep = sorted(seen.values())
    else:
        A = np.ascontiguousarray(A)
        # distinct hashes (a random linear form, wrapping modulo 2^64) prove
        # that the rows are distinct; otherwise compare the rows exactly
        r = np.random.default_rng(0).integers(1, 2**62, size=d, dtype=np.int64)
        with np.errstate(over='ignore'):
            h = A @ r
        if len(set(h.tolist())) == n:
            return A
        rows = A.view(np.dtype((np.void, A.dtype.itemsize * d))).ravel()
        keep = np.sort(np.unique(rows, return_index=True)[1])
    if len(keep) < n:
        A = A[keep]
    return A


def _read_moves(vectors):
    r"""
    Return the moves ``vectors`` (a finite iterable of integer vectors) as an
    exact integer array (see :func:`_checked_move_array`), each vector read by
    :func:`~sage_latticegames.misc.points.integer_point`.

    TESTS::

        sage: from sage_latticegames.rule_set import _read_moves
        sage: _read_moves([(1, 0), (2**70, 1)]).tolist()
        [[1, 0], [1180591620717411303424, 1]]
        sage: _read_moves("12")
        Traceback (most recent call last):
        ...
        TypeError: the moves of a rule set must be a finite iterable of integer vectors, not '12'
    """
    vectors = point_list(vectors, "the moves of a rule set")
    if not vectors:
        raise ValueError("a rule set must contain at least one move")
    d = len(integer_point(vectors[0], what="move"))
    rows = []
    for v in vectors:
        v = integer_point(v, d, what="move")
        if not any(v):
            raise ValueError("the zero vector is not allowed as a move (Definition 2.3 of [GM])")
        rows.append([int(x) for x in v])
    return _checked_move_array(int_array(rows, d) if d else np.zeros((len(rows), 0), dtype=np.int64))


def _is_orthant_cone(C):
    r"""
    Return whether the Sage cone ``C`` is the nonnegative orthant (its
    extremal rays are the unit vectors).

    TESTS::

        sage: from sage_latticegames.rule_set import _is_orthant_cone
        sage: _is_orthant_cone(Cone([(0, 1), (1, 0)])), _is_orthant_cone(Cone([(1, 1), (1, 0)]))
        (True, False)
    """
    if C is orthant_cone(C.lattice()):
        return True
    d = C.lattice_dim()
    rays = C.rays()
    return len(rays) == d and sorted(tuple(int(x) for x in r) for r in rays) == \
        sorted(unit_vectors(d))


def _orthant_tangent_cone_failure(A):
    r"""
    Return the first coordinate `i` such that no row of the move array ``A``
    lies in the negative tangent cone of the orthant along `e_i` (no move has
    all entries `\le 0` except the `i`-th), or ``None``: the tangent cone
    axiom (Definition 2.3.2 of [GM]) for `C = \RR^d_{\ge 0}`.

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.rule_set import _orthant_tangent_cone_failure
        sage: _orthant_tangent_cone_failure(np.array([(1, 0), (-1, 1)]))
        sage: _orthant_tangent_cone_failure(np.array([(1, 0), (1, 1)]))
        1
    """
    d = A.shape[1]
    positive = A > 0
    npos = positive.sum(axis=1)
    covered = np.zeros(d, dtype=bool)
    # a move in -T_{e_i} C has no positive entry off coordinate i (it has a
    # positive entry, by the positivity axiom, or it is <= 0 everywhere)
    single = npos == 1
    covered[np.argmax(positive[single], axis=1)] = True
    if (npos == 0).any():
        covered[:] = True
    missing = np.flatnonzero(~covered)
    return int(missing[0]) if len(missing) else None


# ----------------------------------------------------------------------
# squarefree rule sets (Section 6 of [GM], erratum [GM-E]): pure checks on
# the moves, used by RuleSet.is_squarefree and re-exported by
# sage_latticegames.squarefree
# ----------------------------------------------------------------------
def as_rule_set(rule_set):
    r"""
    Return ``rule_set`` as a :class:`~sage_latticegames.rule_set.RuleSet`.

    Accepts a rule set, a lattice game (its rule set is taken) or a finite
    iterable of integer vectors: the normalisation of the functions of
    :mod:`sage_latticegames.squarefree` that take "a rule set".

    EXAMPLES::

        sage: from sage_latticegames.rule_set import as_rule_set
        sage: as_rule_set([(1, 0), (0, 1)])
        Rule set in Z^2 with 2 moves: (1, 0), (0, 1)
        sage: as_rule_set(3)
        Traceback (most recent call last):
        ...
        TypeError: expected a rule set, a lattice game or a list of integer vectors, got 3
    """
    if isinstance(rule_set, RuleSet):
        return rule_set
    get = getattr(rule_set, "rule_set", None)
    if callable(get):
        return get()
    try:
        vectors = list(rule_set)
    except TypeError:
        raise TypeError("expected a rule set, a lattice game or a list of integer vectors, got %r"
                        % (rule_set,))
    return RuleSet(vectors)


def _move_array(rule_set):
    r"""
    Return the moves of ``rule_set`` as an ``int64`` array of shape ``(n, d)``.
    """
    return as_rule_set(rule_set).array()


def is_squarefree(rule_set):
    r"""
    Return whether ``rule_set`` is squarefree in the corrected sense of the
    erratum: every move `\gamma` has exactly one positive entry, and that
    entry equals `1` (Proposition 1 of [GM-E], replacing Definition 6.3 of
    [GM]). For a rule set (whose moves all have a positive entry) this is
    equivalent to: for all `p, q \in \NN^d`, if `p + q - \gamma \in \NN^d`
    then `p - \gamma \in \NN^d` or `q - \gamma \in \NN^d`; in heap language,
    each move takes away exactly one heap.

    INPUT:

    - ``rule_set`` -- a :class:`~sage_latticegames.rule_set.RuleSet`, a
      lattice game, or a list of integer vectors

    OUTPUT: a boolean

    EXAMPLES:

    Heap games (Example 2.5 of [GM]) are squarefree::

        sage: from sage_latticegames.rule_set import is_squarefree, is_weakly_squarefree
        sage: is_squarefree([(1, 0), (0, 1), (-1, 1)])
        True

    The example of the erratum is weakly squarefree but not squarefree: the
    move `(1, 1, 0)` takes away two heaps::

        sage: E = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
        sage: is_squarefree(E), is_weakly_squarefree(E)
        (False, True)

    For this game Proposition 6.7 of [GM] fails: `(0, 1, 1)` is a P-position,
    but it is not congruent to `0`, since `(1, 0, 1)` is a P-position while
    `(0, 1, 1) + (1, 0, 1) = (1, 1, 2)` is not (it has the move `(1, 1, 0)`
    to the P-position `(0, 0, 2)`)::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: sol = LatticeGame(E).solve(level=8)
        sage: from sage_latticegames.squarefree import congruence_witness, check_P_iff_congruent_to_zero
        sage: sol.outcome((0, 1, 1)), congruence_witness(sol, (0, 1, 1), (0, 0, 0))
        ('P', (1, 0, 1))
        sage: sol.outcome((1, 0, 1)), sol.outcome((1, 1, 2)), sol.outcome((0, 0, 2))
        ('P', 'N', 'P')
        sage: V = check_P_iff_congruent_to_zero(sol); V[0], (1, 0, 1) in V, (2, 0, 0) in V
        ((0, 1, 1), True, True)

    A rule set violating the condition, and a bad input::

        sage: is_squarefree([(2, -1), (0, 1)])
        False
        sage: is_squarefree([(1, 0), (0, 1, 2)])
        Traceback (most recent call last):
        ...
        ValueError: the move (0, 1, 2) has 3 coordinates, expected 2
    """
    A = _move_array(rule_set)
    positive = A > 0
    return bool(np.all(positive.sum(axis=1) == 1) and np.all(A[positive] == 1))


def is_weakly_squarefree(rule_set):
    r"""
    Return whether ``rule_set`` is weakly squarefree: the positive part
    `\gamma_+` of every move is a nonzero 0-1 vector.

    These are the equivalent conditions of Proposition 6.2 of [GM] (the
    maximum entry of every move equals `1`; for `p \in \NN^d`,
    `2p - \gamma \in \NN^d` implies `p - \gamma \in \NN^d`; each move takes
    away at most one heap of each size), which Definition 6.3 of [GM] called
    squarefree; the erratum [GM-E] renames them *weakly squarefree*, because
    Proposition 6.7 and hence Theorem 6.11 of [GM] fail for them. (For a rule
    set, the positive part of a move is never zero, by the positivity axiom.)

    INPUT:

    - ``rule_set`` -- a :class:`~sage_latticegames.rule_set.RuleSet`, a
      lattice game, or a list of integer vectors

    OUTPUT: a boolean

    EXAMPLES::

        sage: from sage_latticegames.rule_set import is_squarefree, is_weakly_squarefree
        sage: E = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
        sage: is_weakly_squarefree(E), is_squarefree(E)
        (True, False)
        sage: is_weakly_squarefree([(2, -1), (0, 1)])
        False

    The failure of Theorem 6.11 of [GM] for the erratum's example: `(1, 0, 1)`
    is a P-position but `(1, 2, 1) \in (1, 0, 1) + 2\NN^3` is not::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: sol = LatticeGame(E).solve(level=6)
        sage: sol.outcome((1, 0, 1)), sol.outcome((1, 2, 1))
        ('P', 'N')
        sage: from sage_latticegames.squarefree import squarefree_P0
        sage: squarefree_P0(E)
        Traceback (most recent call last):
        ...
        ValueError: the rule set is not squarefree (Proposition 1 of [GM-E]): the move (1, 1, 0)
        does not have exactly one positive entry equal to 1, so Theorem 6.11 of [GM] does not
        apply; use the general solver instead, e.g. LatticeGame(rule_set).solve(level=L) or
        .P_positions(level=L)
    """
    A = _move_array(rule_set)
    return bool(np.all(A.max(axis=1) == 1))
