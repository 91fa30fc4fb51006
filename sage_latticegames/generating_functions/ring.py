r"""
Short rational generating functions

A *short rational generating function* (Definition 3.2 and 3.3 of [GM-A],
after Barvinok and Woods) is a sum

.. MATH::

    f(t) = \sum_{i \in I} \alpha_i \frac{t^{p_i}}{(1 - t^{a_{i1}}) \cdots (1 - t^{a_{ik(i)}})}

with `\alpha_i \in \QQ`, `p_i, a_{ij} \in \ZZ^d` and every `a_{ij} \ne 0`.
:class:`ShortRationalFunction` keeps `f` in exactly this form: it is never
expanded and never put over a common denominator unless asked to, because both
can be exponentially larger than the sum.

**Series.**  Each term stands for its *term-wise expansion*: the geometric
series `t^{p}\prod_j \sum_{n \ge 0} t^{n a_j}` in the direction of its own
denominator vectors, a formal Laurent series whose coefficient at `t^x` is the
number of `n \in \NN^k` with `p + \sum_j n_j a_j = x`.  When the denominator
vectors of a term are linearly independent this is the indicator function of
the set `p + \NN\{a_1, \dots, a_k\}`.  Term-wise expansions of different
presentations of one rational function agree only when every denominator vector
lies on the positive side of a common linear functional `\ell`; the method
:meth:`ShortRationalFunction.oriented` rewrites each term that way with
`1/(1 - t^{-a}) = -t^{a}/(1 - t^{a})`, after which the sum of the term-wise
expansions is *the* expansion of the rational function in the direction
`\ell`.  Generating functions of sets of lattice points (LattE's output,
Hadamard products, rational strategies) are always returned oriented, so their
term-wise expansion is the set.

**Equality** ``f == g`` is equality of rational functions, decided exactly
without expanding large exponents (see :meth:`ShortRationalFunction.is_zero`).

EXAMPLES:

The two rational strategies of Example 8.2 of [GM] (Nim with heaps of size
at most 2, normal and misère play)::

    sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
    sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (0, 2)])], names='a,b'); f
    1/((1 - a^2)*(1 - b^2))
    sage: g = ShortRationalFunction([(1, (1, 0), [(2, 0)]),
    ....:                            (1, (0, 2), [(2, 0), (0, 2)])], names='a,b'); g
    a/(1 - a^2) + b^2/((1 - a^2)*(1 - b^2))
    sage: g.rational_function()
    (a*b^2 - b^2 - a)/(-a^2*b^2 + a^2 + b^2 - 1)
    sage: g.coefficient((3, 0)), g.coefficient((2, 0)), g.coefficient((10**12, 10**12))
    (1, 0, 1)

Orientation: the same rational function, expanded in two directions::

    sage: h = ShortRationalFunction([(1, (0,), [(-1,)])]); h
    1/(1 - t1^-1)
    sage: h.oriented((1,))
    -t1/(1 - t1)
    sage: h == h.oriented((1,)), h.coefficient((-5,)), h.oriented((1,)).coefficient((5,))
    (True, 1, -1)

The generating function of the lattice points of a polyhedron (Barvinok's
algorithm, through LattE integrale)::

    sage: P = Polyhedron(ieqs=[(0, 1, 0), (0, 0, 1), (-3, 1, 1)])
    sage: F = ShortRationalFunction.from_polyhedron(P); F
    t1^3/((1 - t1)*(1 - t1^-1*t2)) - t1^-1*t2^4/((1 - t2)*(1 - t1^-1*t2))
    sage: [F.coefficient(p) for p in [(0, 3), (1, 1), (2, 1), (-1, 5)]]
    [1, 0, 1, 0]
    sage: sorted(F.truncated_expansion((1, 2), 6).exponents())
    [(0, 3), (1, 2), (2, 1), (2, 2), (3, 0), (3, 1), (4, 0), (4, 1), (5, 0), (6, 0)]

**Parent and elements.**  The short rational generating functions in `d`
given variables form a `\QQ`-vector space, the parent
:class:`ShortRationalFunctions` (one per dimension and names); its elements
are the :class:`ShortRationalFunction` objects, added, subtracted and scaled
by rational numbers through Sage's coercion model.  Calling
``ShortRationalFunction(terms, dimension, names)`` builds the element in the
right parent (as ``Partition`` and ``Partitions`` do).  The algorithms live
in sibling modules: :mod:`~sage_latticegames.generating_functions.conversion`
(terms, orientation, rational functions),
:mod:`~sage_latticegames.generating_functions.series` (coefficients and
expansions), :mod:`~sage_latticegames.generating_functions.hadamard`
(Hadamard products) and :mod:`~sage_latticegames.generating_functions.latte`
(LattE integrale)::

    sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
    sage: V = ShortRationalFunctions(2, 'a,b'); V
    Short rational generating functions in a, b over Rational Field
    sage: f.parent() is V, V.category()
    (True, Category of vector spaces over Rational Field)
    sage: f + 1
    1/((1 - a^2)*(1 - b^2)) + 1
    sage: TestSuite(V).run()
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import operator
import re

from sage.categories.action import Action
from sage.categories.modules import Modules
from sage.misc.cachefunc import cached_method
from sage.misc.inherit_comparison import InheritComparisonClasscallMetaclass
from sage.misc.persist import register_unpickle_override
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.structure.element import Element, ModuleElement
from sage.structure.parent import Parent
from sage.structure.richcmp import op_EQ, op_NE
from sage.structure.unique_representation import UniqueRepresentation

from sage_latticegames.misc.points import integer_point, int_tuple, dot, add, unit_vectors
from sage_latticegames.misc.functionals import generic_functional, bit_complexity
from sage_latticegames.misc.integer_programs import ConeSolver
from sage_latticegames.generating_functions.conversion import (
    normalize_terms, oriented_terms, _numerator_vanishes)
from sage_latticegames.generating_functions import conversion, series, hadamard, latte

#: prime modulus of the hash (evaluation of the rational function)
_HASH_PRIME = 2**61 - 1


def _names(names, d):
    r"""
    Return the variable names as a tuple of ``d`` strings (default
    ``t1, ..., td``).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import _names
        sage: _names(None, 2), _names('a, b', 2), _names('x', 3), _names('x', 1)
        (('t1', 't2'), ('a', 'b'), ('x1', 'x2', 'x3'), ('x',))
    """
    if names is None:
        return tuple("t%s" % (i + 1) for i in range(d))
    if isinstance(names, str):
        names = [x.strip() for x in names.split(",")] if "," in names or d == 1 else \
            ["%s%s" % (names, i + 1) for i in range(d)]
    names = tuple(str(x) for x in names)
    if len(names) != d:
        raise ValueError("%s variable names given for dimension %s" % (len(names), d))
    return names


# ----------------------------------------------------------------------
# the elements
# ----------------------------------------------------------------------
class ShortRationalFunction(ModuleElement, metaclass=InheritComparisonClasscallMetaclass):
    r"""
    A short rational generating function
    `\sum_i \alpha_i t^{p_i} / \prod_j (1 - t^{a_{ij}})` (Definitions 3.2 and
    3.3 of [GM-A]), kept in this form.

    INPUT:

    - ``terms`` -- an iterable of triples ``(alpha, p, dens)``: a rational
      number, an integer vector, and a list of nonzero integer vectors (the
      denominator vectors `a_{ij}`, with repetitions for powers)
    - ``dimension`` -- (optional if there is a term) the number `d` of variables
    - ``names`` -- (default: ``t1, ..., td``) names of the variables: a list,
      a comma separated string, or a prefix

    OUTPUT: an element of the parent ``ShortRationalFunctions(d, names)``

    Terms with the same numerator monomial and the same multiset of
    denominator vectors are merged; terms with coefficient `0` are dropped.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: f = ShortRationalFunction([(2, (1, 0), [(0, 1)]), (-1/3, (0, 0), [])]); f
        2*t1/(1 - t2) - 1/3
        sage: f.complexity(), f.dimension(), len(f)
        (13, 2, 2)
        sage: f + f
        4*t1/(1 - t2) - 2/3
        sage: (f - f).is_zero(), f == f.oriented((0, -1))
        (True, True)
        sage: f.parent()
        Short rational generating functions in t1, t2 over Rational Field
        sage: isinstance(f, ShortRationalFunction)
        True
        sage: ShortRationalFunction([(1, (0, 0), [(0, 0)])])
        Traceback (most recent call last):
        ...
        ValueError: the denominator vector (0, 0) of a term is zero: 1 - t^0 = 0

    Functions in different variables do not mix::

        sage: f + ShortRationalFunction([(1, (0,), [])])
        Traceback (most recent call last):
        ...
        ValueError: the generating functions have 2 and 1 variables
        sage: g = ShortRationalFunction([(1, (0, 0), [])], names='a,b')
        sage: g + ShortRationalFunction([(1, (0, 0), [])], names='x,y')
        Traceback (most recent call last):
        ...
        ValueError: the generating functions are in the variables a, b and x, y

    except that a function in the default variables `t_1, \dots, t_d` takes
    the names of the other one (see :meth:`ShortRationalFunctions._renames`)::

        sage: g + f
        2/3 + 2*a/(1 - b)
        sage: f == ShortRationalFunction([(1, (0,), [])])
        False

    TESTS::

        sage: loads(dumps(f)) == f
        True
        sage: TestSuite(f).run()
    """

    @staticmethod
    def __classcall_private__(cls, terms=(), dimension=None, names=None):
        r"""
        Build the element in the parent ``ShortRationalFunctions(d, names)``.

        TESTS::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([])
            Traceback (most recent call last):
            ...
            ValueError: give the dimension of the zero generating function
            sage: ShortRationalFunction([], dimension=2)
            0
            sage: f = ShortRationalFunction([(1, (1,), [])], names='x'); ShortRationalFunction(f) is f
            True
            sage: ShortRationalFunction([(1, (0, 0))])
            Traceback (most recent call last):
            ...
            TypeError: a term is a triple (coefficient, exponent, denominator vectors), not (1, (0, 0))
        """
        if isinstance(terms, ShortRationalFunction):
            if dimension is None:
                dimension = terms.dimension()
            if names is None:
                names = terms.variable_names()
            return ShortRationalFunctions(dimension, names)(terms)
        terms = list(terms)
        if dimension is None:
            if not terms:
                raise ValueError("give the dimension of the zero generating function")
            try:
                dimension = len(tuple(terms[0][1]))
            except (TypeError, IndexError, KeyError):
                raise TypeError("a term is a triple (coefficient, exponent, denominator vectors), "
                                "not %r" % (terms[0],))
        return ShortRationalFunctions(dimension, names)(terms)

    def __init__(self, parent, terms):
        r"""
        Initialize ``self`` from terms in normal form (see
        :func:`~sage_latticegames.generating_functions.conversion.normalize_terms`).

        TESTS::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: V = ShortRationalFunctions(1)
            sage: V.element_class(V, ())
            0
        """
        ModuleElement.__init__(self, parent)
        self._terms = tuple(terms)
        self._d = parent.dimension()
        self._names = parent.variable_names()

    @classmethod
    def _from_raw(cls, terms, d, names):
        r"""
        Rebuild a function from its pickle (also those of version 0.1.0).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction._from_raw([(1, (0, 0), [(2, 0), (0, 2)])], 2, ('a', 'b'))
            1/((1 - a^2)*(1 - b^2))
        """
        return ShortRationalFunctions(d, names)(terms)

    def _new(self, terms):
        r"""
        Return the function with the given (raw) terms in the parent of ``self``.
        """
        P = self.parent()
        return P.element_class(P, normalize_terms(terms, self._d))

    # ------------------------------------------------------------------
    # accessors
    # ------------------------------------------------------------------
    def dimension(self):
        r"""
        Return the number `d` of variables.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=3).dimension()
            3
        """
        return self._d

    def variable_names(self):
        r"""
        Return the names of the variables.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=2, names='a,b').variable_names()
            ('a', 'b')
        """
        return self._names

    def terms(self):
        r"""
        Return the terms as triples ``(alpha, p, dens)`` with ``p`` an
        immutable vector over `\ZZ` and ``dens`` a tuple of them.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(1, (1, 0), [(2, 0)])]).terms()
            [(1, (1, 0), ((2, 0),))]
        """
        def vec(v):
            w = vector(ZZ, v)
            w.set_immutable()
            return w
        return [(c, vec(p), tuple(vec(a) for a in dens)) for c, p, dens in self._terms]

    def __len__(self):
        r"""
        Return the number of terms.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: len(ShortRationalFunction([(1, (1,), [(2,)]), (1, (1,), [(2,)]), (1, (0,), [])]))
            2
        """
        return len(self._terms)

    def denominator_vectors(self):
        r"""
        Return the set of the distinct denominator vectors of all terms.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: sorted(ShortRationalFunction([(1, (1, 0), [(2, 0), (2, 0), (0, 1)])]).denominator_vectors())
            [(0, 1), (2, 0)]
        """
        return set(a for _, _, dens in self._terms for a in dens)

    def denominators(self):
        r"""
        Return the distinct denominators of the terms (as
        :class:`~sage_latticegames.generating_functions.conversion.Denominator`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(1, (1, 0), [(2, 0), (0, 1)]), (1, (0, 0), [(0, 1), (2, 0)])]).denominators()
            [Denominator((2, 0), (0, 1))]
        """
        out = []
        for _, _, dens in self._terms:
            if dens not in out:
                out.append(dens)
        return out

    def complexity(self):
        r"""
        Return the complexity of Definition 3.3 of [GM-A]:
        `|I|(1 + d + kd) + \sum_i (\log_2 \alpha_i' + \log_2 \alpha_i'' +
        \sum_j \log_2 |p_{ij}| + \sum_{j, r} \log_2 |a_{ijr}|)`, with `k` the
        largest number of binomials of a term and each `\log_2 |x|` rounded
        up to whole bits (entries `0, \pm 1` count `0`), as in
        :func:`~sage_latticegames.misc.functionals.bit_complexity`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(3/4, (5, 0), [(2, 0)])]).complexity()
            13
        """
        if not self._terms:
            return ZZ(0)
        d = self._d
        k = max(len(dens) for _, _, dens in self._terms)
        total = len(self._terms) * (1 + d + k * d)
        for c, p, dens in self._terms:
            total += bit_complexity([c.numerator(), c.denominator()] + list(p)
                                    + [x for a in dens for x in a])
        return ZZ(total)

    def has_independent_denominators(self):
        r"""
        Return whether the denominator vectors of every term are linearly
        independent (then each term-wise expansion is the indicator function of
        `p + \NN\{a_1, \dots, a_k\}`, times `\alpha`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(1, (0,), [(1,), (2,)])]).has_independent_denominators()
            False
        """
        return all(self._solver(dens).independent for _, _, dens in self._terms if dens)

    def solver(self, dens):
        r"""
        Return the exact solver of `\sum_j \lambda_j a_j = x` for the
        denominator ``dens`` of a term (a
        :class:`~sage_latticegames.misc.integer_programs.ConeSolver`; used for
        the coefficients, Theorem 3.6 of [GM-A]).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0,), [(2,)])])
            sage: f.solver(f.terms()[0][2]) is f.solver(((2,),))
            True
        """
        return self._solver(tuple(tuple(int(x) for x in a) for a in dens))

    @cached_method
    def _solver(self, dens):
        r"""
        Return the exact solver of `\sum_j \lambda_j a_j = x` for the
        denominator ``dens`` (a
        :class:`~sage_latticegames.misc.integer_programs.ConeSolver`).
        """
        return ConeSolver(dens, self._d)

    @cached_method
    def _compiled_terms(self):
        r"""
        Return the terms as ``(alpha, q, solver or None, dens)`` (for
        :meth:`coefficient`).
        """
        return tuple((c, q, self._solver(dens) if dens else None, dens)
                     for c, q, dens in self._terms)

    # ------------------------------------------------------------------
    # arithmetic (the coercion model calls these on elements of one parent)
    # ------------------------------------------------------------------
    def _add_(self, other):
        r"""
        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1,), [(2,)])])
            sage: f + f, f + 1, 1/2 + f
            (2*t1/(1 - t1^2), t1/(1 - t1^2) + 1, 1/2 + t1/(1 - t1^2))
        """
        return self._new(self._terms + other._terms)

    def _sub_(self, other):
        r"""
        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1,), [(2,)])])
            sage: f - f, f - 1, 1 - f
            (0, t1/(1 - t1^2) - 1, 1 - t1/(1 - t1^2))
        """
        return self._new(self._terms + tuple((-c, p, dens) for c, p, dens in other._terms))

    def _neg_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: -ShortRationalFunction([(1, (1,), [(2,)])])
            -t1/(1 - t1^2)
        """
        return self._new([(-c, p, dens) for c, p, dens in self._terms])

    def _lmul_(self, c):
        r"""
        Return ``self * c`` for a rational number `c` (the action of `\QQ`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1,), [(2,)])])
            sage: 3 * f, f * 1/2, f / 3, f * 0
            (3*t1/(1 - t1^2), 1/2*t1/(1 - t1^2), 1/3*t1/(1 - t1^2), 0)
        """
        return self._new([(a * c, p, dens) for a, p, dens in self._terms])

    def _rmul_(self, c):
        r"""
        Return ``c * self`` for a rational number `c` (the action of `\QQ`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: -2 * ShortRationalFunction([(1, (1,), [(2,)])])
            -2*t1/(1 - t1^2)
        """
        return self._new([(c * a, p, dens) for a, p, dens in self._terms])

    def _mul_(self, other):
        r"""
        Multiply by a single monomial term `c\, t^q` (other products of short
        rational functions are not implemented).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1,), [(2,)])])
            sage: 3 * f, f * 1/2
            (3*t1/(1 - t1^2), 1/2*t1/(1 - t1^2))
            sage: f * ShortRationalFunction([(2, (-1,), [])])
            2/(1 - t1^2)
            sage: f * f
            Traceback (most recent call last):
            ...
            NotImplementedError: products of short rational functions are implemented when one factor is a monomial c*t^q
        """
        if len(other._terms) == 1 and not other._terms[0][2]:
            c, q, _ = other._terms[0]
            return self.monomial_multiple(q)._lmul_(c)
        if len(self._terms) == 1 and not self._terms[0][2]:
            return other._mul_(self)
        raise NotImplementedError("products of short rational functions are implemented "
                                  "when one factor is a monomial c*t^q")

    def monomial_multiple(self, q):
        r"""
        Return `t^q f`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(1, (1, 0), [(2, 0)])]).monomial_multiple((-1, 3))
            t2^3/(1 - t1^2)
        """
        q = int_tuple(integer_point(q, self._d, what="exponent"))
        return self._new([(c, add(p, q), dens) for c, p, dens in self._terms])

    # ------------------------------------------------------------------
    # orientation
    # ------------------------------------------------------------------
    def is_oriented(self, functional):
        r"""
        Return whether every denominator vector `a` satisfies `\ell(a) > 0`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(1, -1)])])
            sage: f.is_oriented((1, 0)), f.is_oriented((0, 1))
            (True, False)
        """
        return conversion.is_oriented(self, self._functional(functional))

    def _functional(self, ell):
        return int_tuple(integer_point(ell, self._d, what="functional"))

    def oriented(self, functional):
        r"""
        Return the same rational function with every denominator vector on
        the positive side of ``functional``, using
        `1/(1 - t^{-a}) = -t^{a}/(1 - t^{a})`.

        The term-wise expansion of the result is the Laurent expansion of the
        rational function in the direction of `\ell` (see the module
        documentation).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(-1, 0), (0, 1)])])
            sage: f.oriented((1, 1))
            -t1/((1 - t1)*(1 - t2))
            sage: f.oriented((1, 0))
            Traceback (most recent call last):
            ...
            ValueError: the functional (1, 0) vanishes on the denominator vector (0, 1): choose a generic functional (see generic_functional)
        """
        return self._new(oriented_terms(self._terms, self._functional(functional)))

    def positive_functional(self):
        r"""
        Return an integral functional `\ell` with `\ell(a) \ge 1` on every
        denominator vector (exact, see
        :func:`~sage_latticegames.misc.functionals.positivity_witness`), or
        ``None`` if there is none.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(1, -1), (0, 1)])])
            sage: ell = f.positive_functional(); f.is_oriented(ell)
            True
            sage: ShortRationalFunction([(1, (0,), [(1,)]), (1, (0,), [(-1,)])]).positive_functional() is None
            True
        """
        return conversion.positive_functional(self)

    # ------------------------------------------------------------------
    # conversion to and from rational functions
    # ------------------------------------------------------------------
    def polynomial_ring(self):
        r"""
        Return the polynomial ring `\QQ[t_1, \dots, t_d]` (Singular).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=2).polynomial_ring()
            Multivariate Polynomial Ring in t1, t2 over Rational Field
        """
        return self.parent().polynomial_ring()

    def laurent_polynomial_ring(self):
        r"""
        Return the Laurent polynomial ring `\QQ[t_1^{\pm 1}, \dots, t_d^{\pm 1}]`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=2).laurent_polynomial_ring()
            Multivariate Laurent Polynomial Ring in t1, t2 over Rational Field
        """
        return self.parent().laurent_polynomial_ring()

    def rational_function(self):
        r"""
        Return `f` as an element of the fraction field of
        :meth:`polynomial_ring` (over a common denominator: for small cases).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(1, (-1, 0), [(2, 0)])]).rational_function()
            1/(-t1^3 + t1)
        """
        return conversion.rational_function(self)

    @classmethod
    def from_rational_function(cls, r, names=None, functional=None):
        r"""
        Return a short rational function equal to the rational function ``r``
        whose denominator is a product of binomials `1 - t^a` up to a
        monomial (for small cases: the denominator is factored).

        Every irreducible factor `g` of the denominator must divide a binomial
        `1 - t^{a}`, that is `g = t^b \Phi_n(t^v)` for a cyclotomic polynomial
        `\Phi_n` and a primitive vector `v`; then `a = n v`.

        INPUT:

        - ``r`` -- an element of the fraction field of a multivariate (or
          univariate) polynomial ring over `\ZZ` or `\QQ`, or a polynomial
        - ``names`` -- (default: those of ``r``'s ring) variable names
        - ``functional`` -- (optional) orient the result by this functional

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: R.<a,b> = QQ[]
            sage: f = ShortRationalFunction.from_rational_function(1/((1 - a^2)*(1 - b^2))); f
            1/((1 - a^2)*(1 - b^2))
            sage: g = ShortRationalFunction.from_rational_function((1 + a + a^2)/(1 - a^3*b)); g
            a^2/(1 - a^3*b) + a/(1 - a^3*b) + 1/(1 - a^3*b)
            sage: g.rational_function() == (1 + a + a^2)/(1 - a^3*b)
            True
            sage: ShortRationalFunction.from_rational_function(1/(1 - a - b))
            Traceback (most recent call last):
            ...
            ValueError: the denominator factor a + b - 1 divides no binomial 1 - t^a: not a short rational generating function
        """
        return conversion.from_rational_function(r, ShortRationalFunctions, names=names,
                                                 functional=functional)

    @classmethod
    def from_polyhedron(cls, P, names=None, functional=None):
        r"""
        Return the generating function of the lattice points of the rational
        polyhedron ``P`` computed by Barvinok's algorithm in LattE integrale
        (``count(..., multivariate_generating_function=True)``), parsed
        exactly and oriented by a generic functional positive on the
        recession cone of ``P`` (so that its term-wise expansion is the set of
        lattice points of ``P``); see
        :mod:`~sage_latticegames.generating_functions.latte`.

        INPUT:

        - ``P`` -- a pointed rational polyhedron
        - ``names`` -- (optional) variable names
        - ``functional`` -- (optional) a functional positive on the recession
          cone of ``P`` to refine for the orientation

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: F = ShortRationalFunction.from_polyhedron(Polyhedron(vertices=[(0,), (5/2,)])); F
            1/(1 - t1) - t1^3/(1 - t1)
            sage: F.rational_function()
            t1^2 + t1 + 1
            sage: ShortRationalFunction.from_polyhedron(Polyhedron(vertices=[(1/2, 1/2)]))
            0
            sage: C = Polyhedron(rays=[(1, 0), (1, 2)])
            sage: F = ShortRationalFunction.from_polyhedron(C); F.rational_function()
            (t1*t2 + 1)/(t1^2*t2^2 - t1*t2^2 - t1 + 1)
            sage: sorted(F.truncated_expansion((1, 1), 3).exponents())
            [(0, 0), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0)]
        """
        return latte.from_polyhedron(P, ShortRationalFunctions(P.ambient_dim(), names),
                                     functional=functional)

    # ------------------------------------------------------------------
    # series
    # ------------------------------------------------------------------
    def coefficient(self, p):
        r"""
        Return the coefficient of `t^p` in the term-wise expansion, i.e. the
        Hadamard product `f \star t^p` divided by `t^p` (proof of Theorem 3.6
        of [GM-A]).

        For a term with linearly independent denominator vectors this solves
        `\sum_j \lambda_j a_j = p - q` exactly and checks `\lambda \in \NN^k`:
        a few integer operations, polynomial in the bit length of ``p``.  For
        dependent denominator vectors it counts vector partitions with LattE
        (see :mod:`~sage_latticegames.generating_functions.series`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 2), [(2, 0), (0, 2)])])
            sage: f.coefficient((10**12, 2*10**12 + 2)), f.coefficient((1, 2))
            (1, 0)
            sage: g = ShortRationalFunction([(1, (0,), [(1,), (1,)])]); g.coefficient((7,))
            8
            sage: f.coefficient((1, 2, 3))
            Traceback (most recent call last):
            ...
            ValueError: the point (1, 2, 3) has 3 coordinates, expected 2
        """
        return series.coefficient(self, p)

    def truncated_expansion(self, functional, level):
        r"""
        Return the sum of the monomials `c\, t^x` of the expansion of `f` in
        the direction of ``functional`` with `\ell(x) \le` ``level``, as a
        Laurent polynomial.

        The expansion is that of :meth:`oriented` (``functional`` must not
        vanish on a denominator vector), computed by polynomial arithmetic in
        Singular with a grading variable for `\ell` and truncation by degree
        (see :meth:`_expansion`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], names='a,b')
            sage: f.truncated_expansion((1, 1), 4)
            a^2*b^2 + b^4 + a^3 + b^2 + a
        """
        return series.truncated_expansion(self, self._functional(functional), ZZ(level))

    def _expansion(self, ell, level, extra_points=()):
        r"""
        Return ``(E, offset, c0)``: the polynomial `E \in \QQ[t_1, \dots, t_d,
        s]` whose monomial `t^{x - \mathrm{offset}} s^{\ell(x) - c_0}` carries
        the coefficient of `t^x` in the expansion of `f` oriented by `\ell`,
        for all `x` with `\ell(x) \le` ``level``.

        Each term is multiplied by its geometric series one factor at a time,
        truncating the `s`-degree after every product, so that every
        intermediate polynomial has only monomials of level at most
        ``level``.  ``extra_points`` are points that must also be
        representable (their coordinates lower the offset).  See
        :func:`~sage_latticegames.generating_functions.series.expansion`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: ShortRationalFunction([(1, (0,), [(2,)])])._expansion((1,), 4)
            (t1^4*s_^4 + t1^2*s_^2 + 1, (0,), 0)
        """
        return series.expansion(self, ell, level, extra_points=extra_points)

    # ------------------------------------------------------------------
    # Hadamard products (Lemma 3.5 of [GM-A])
    # ------------------------------------------------------------------
    def hadamard_product(self, other):
        r"""
        Return the Hadamard product `f \star g` (Definition 3.4 and Lemma 3.5
        of [GM-A], after Barvinok--Woods) of the term-wise expansions.

        For terms `t^q/\prod_j(1 - t^{a_j})` and `t^{q'}/\prod_j (1 - t^{b_j})`
        with linearly independent `a_j` and linearly independent `b_j`, the
        product is the generating function of
        `(q + \NN A) \cap (q' + \NN B)`, the image of the lattice points of
        `\{(\lambda, \mu) \ge 0 : A\lambda - B\mu = q' - q\}` under the
        injective map `(\lambda, \mu) \mapsto q + A\lambda`; LattE computes
        the generating function of these lattice points.  The result is
        oriented by a generic refinement of a functional positive on all
        denominator vectors of `f` and `g` when there is one (see
        :mod:`~sage_latticegames.generating_functions.hadamard`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (0, 2)])])      # 2N^2
            sage: g = ShortRationalFunction([(1, (0, 0), [(1, 1), (0, 1)])])      # {y >= x >= 0}
            sage: h = f.hadamard_product(g); h
            1/((1 - t1^2*t2^2)*(1 - t2^2))
            sage: f.hadamard_product(ShortRationalFunction([(5, (4, 6), [])]))
            5*t1^4*t2^6
            sage: ShortRationalFunction([(1, (0,), [(1,), (1,)])]).hadamard_product(f)
            Traceback (most recent call last):
            ...
            ValueError: the dimensions differ: 1 and 2
            sage: f.hadamard_product(1)
            Traceback (most recent call last):
            ...
            TypeError: 1 is not a short rational function
        """
        if not isinstance(other, ShortRationalFunction):
            raise TypeError("%r is not a short rational function" % (other,))
        return hadamard.hadamard_product(self, other)

    def intersection_with_polyhedron(self, Q):
        r"""
        Return the Hadamard product of `f` with the generating function of the
        lattice points of the rational polyhedron ``Q``.

        Computed term by term without forming the generating function of
        `Q`: for a term with linearly independent denominator vectors, the
        lattice points of `q + \NN A` in `Q` are the image of the lattice
        points of `\{\lambda \ge 0 : q + A\lambda \in Q\}` (LattE), and terms
        lying entirely inside or outside `Q` are detected directly.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (0, 2)])])
            sage: Q = Polyhedron(vertices=[(3, 1)], rays=[(1, 0), (0, 1)])
            sage: h = f.intersection_with_polyhedron(Q); h
            t1^4*t2^2/((1 - t1^2)*(1 - t2^2))
            sage: h == f.hadamard_product(ShortRationalFunction.from_polyhedron(Q))
            True
        """
        return hadamard.intersection_with_polyhedron(self, Q)

    # ------------------------------------------------------------------
    # equality
    # ------------------------------------------------------------------
    def is_zero(self):
        r"""
        Return whether `f` is the zero rational function.

        Exact, and without expanding large exponents: after orienting all
        terms by a generic functional and merging equal terms, the numerator
        over the common denominator `D = \prod_a (1 - t^a)^{m_a}` is
        `\sum_i \alpha_i t^{p_i} D/D_i`; the summands are grouped into
        clusters whose exponent boxes overlap (summands in disjoint boxes
        share no monomial), and each cluster is summed in a Laurent polynomial
        ring (Singular) after shifting it to the origin.  The cost is
        exponential only in the number of distinct denominator vectors.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: N = 10**12
            sage: f = ShortRationalFunction([(1, (N, 0), [(1, 0)]), (1, (0, 0), [(1, 0)]),
            ....:                            (-1, (0, 0), [(1, 0)])])
            sage: (f - ShortRationalFunction([(1, (N, 0), [(1, 0)])])).is_zero()
            True
            sage: g = ShortRationalFunction([(1, (0,), [(1,)]), (-1, (2,), [(1,)]), (-1, (0,), []), (-1, (1,), [])])
            sage: g.is_zero()
            True
            sage: (g + ShortRationalFunction([(1, (N,), [])])).is_zero()
            False
        """
        h = self
        if not h._terms:
            return True
        vectors = h.denominator_vectors()
        ell = generic_functional(vectors) if vectors else None
        if ell is not None:
            h = h.oriented(ell)
        if not h._terms:
            return True
        return _numerator_vanishes(h._terms, h._d, h._names)

    def __bool__(self):
        r"""
        Return whether `f` is nonzero (as a rational function).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: bool(ShortRationalFunction([(1, (0,), [(1,)]), (-1, (1,), [(1,)]), (-1, (0,), [])]))
            False
        """
        return not self.is_zero()

    def _richcmp_(self, other, op):
        r"""
        Compare two functions of one parent: equal when they are the same
        rational function (:meth:`is_zero` of the difference); there is no
        order.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0,), [(-1,)])])
            sage: f == f.oriented((1,)), f != f.oriented((1,)), f == 0, f == 'f'
            (True, False, False, False)
            sage: f < f
            Traceback (most recent call last):
            ...
            TypeError: '<' not supported between instances of ...
        """
        if op == op_EQ:
            return (self - other).is_zero()
        if op == op_NE:
            return not (self - other).is_zero()
        return NotImplemented

    def __hash__(self):
        r"""
        Hash of the value of the rational function at a fixed point modulo
        the prime `2^{61} - 1` (presentation independent); the dimension alone
        when a denominator vanishes there.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0,), [(-1,)])])
            sage: hash(f) == hash(f.oriented((1,)))
            True
        """
        P = _HASH_PRIME
        point = [pow(3, 2 * i + 1, P) * 7 % P for i in range(self._d)]
        value = 0
        for c, p, dens in self._terms:
            num = c.numerator() % P
            den = c.denominator() % P
            num = num * _power_mod(point, p, P) % P
            for a in dens:
                den = den * (1 - _power_mod(point, a, P)) % P
            if den == 0:
                return hash(("ShortRationalFunction", int(self._d)))
            value = (value + num * pow(den, P - 2, P)) % P
        return hash(("ShortRationalFunction", int(self._d), value))

    def __reduce__(self):
        r"""
        Pickle as ``ShortRationalFunction._from_raw(terms, d, names)`` (the
        format of version 0.1.0).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1, 0), [(2, 0)])], names='a,b')
            sage: f.__reduce__()
            (<bound method ShortRationalFunction._from_raw of <class 'sage_latticegames.generating_functions.ring.ShortRationalFunction'>>,
             ([(1, (1, 0), [(2, 0)])], 2, ('a', 'b')))
        """
        return (ShortRationalFunction._from_raw,
                ([(c, p, list(dens)) for c, p, dens in self._terms], self._d, self._names))

    # ------------------------------------------------------------------
    # invariants checked by TestSuite
    # ------------------------------------------------------------------
    def _test_expansion(self, **options):
        r"""
        Check that :meth:`coefficient` agrees with :meth:`truncated_expansion`
        in the direction of :meth:`positive_functional` (for which ``self``
        is oriented), on every monomial of the truncated expansion and on the
        points of a small box around the numerator exponents.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (1, 1)]), (-1, (1, 0), [(0, 1)])])
            sage: f._test_expansion()
            sage: f.coefficient = lambda p: 0
            sage: f._test_expansion()
            Traceback (most recent call last):
            ...
            AssertionError: ...
        """
        tester = self._tester(**options)
        if not self._d or not self._terms:
            return
        ell = self.positive_functional()
        if ell is None:
            return
        tester.assertTrue(self.is_oriented(ell))
        level = (min(dot(ell, q) for _, q, _ in self._terms)
                 + 2 * max([dot(ell, a) for a in self.denominator_vectors()] + [1]))
        E = self.truncated_expansion(ell, level)
        coeffs = {_exponent(e): c for e, c in E.dict().items()}
        independent = self.has_independent_denominators()
        for x, c in list(coeffs.items())[:None if independent else 10]:
            tester.assertEqual(self.coefficient(x), c)
        if not independent or self._d > 2:
            return
        lo = [min(q[i] for _, q, _ in self._terms) - 1 for i in range(self._d)]
        hi = [max(q[i] for _, q, _ in self._terms) + 2 for i in range(self._d)]
        from itertools import product
        for x in product(*[range(a, b + 1) for a, b in zip(lo, hi)]):
            if dot(ell, x) <= level:
                tester.assertEqual(self.coefficient(x), coeffs.get(x, 0))

    def _test_rational_function(self, **options):
        r"""
        Check the round trip through :meth:`rational_function` and
        :meth:`from_rational_function` (for small functions: the denominator
        is factored).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (1, 1)]), (-1/2, (1, 0), [(0, -1)])])
            sage: f._test_rational_function()
        """
        tester = self._tester(**options)
        if (not self._d or len(self._terms) > 6
                or any(abs(x) > 8 for _, p, dens in self._terms for v in (p,) + tuple(dens)
                       for x in v)):
            return
        r = self.rational_function()
        g = ShortRationalFunction.from_rational_function(r, names=self._names)
        tester.assertIs(g.parent(), self.parent())
        tester.assertEqual(g.rational_function(), r)
        tester.assertEqual(g, self)

    # ------------------------------------------------------------------
    # printing
    # ------------------------------------------------------------------
    def _monomial_str(self, e, latex=False):
        parts = []
        for name, x in zip(self._names, e):
            if x == 0:
                continue
            if x == 1:
                parts.append(name)
            elif latex:
                parts.append("%s^{%s}" % (_latex_name(name), x))
            else:
                parts.append("%s^%s" % (name, x))
        if latex:
            parts = [_latex_name(p) if "^" not in p else p for p in parts]
            return " ".join(parts)
        return "*".join(parts)

    def _term_str(self, c, p, dens):
        mono = self._monomial_str(p)
        if c == 1:
            num = mono or "1"
        elif c == -1:
            num = "-" + (mono or "1")
        else:
            num = str(c) + ("*" + mono if mono else "")
        if not dens:
            return num
        factors = ["(1 - %s)" % self._monomial_str(a) for a in dens]
        den = factors[0] if len(factors) == 1 else "(" + "*".join(factors) + ")"
        return "%s/%s" % (num, den)

    def _repr_(self):
        if not self._terms:
            return "0"
        out = ""
        for i, term in enumerate(self._terms):
            s = self._term_str(*term)
            if i == 0:
                out = s
            elif s.startswith("-"):
                out += " - " + s[1:]
            else:
                out += " + " + s
        return out

    def _latex_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1, 0), [(2, 0)]), (-1/2, (0, 2), [(2, 0), (0, 2)])], names='a,b')
            sage: latex(f)
            \frac{a}{(1 - a^{2})} - \frac{1}{2} \frac{b^{2}}{(1 - a^{2})(1 - b^{2})}
            sage: latex(ShortRationalFunction([(2, (1, 0), [(0, 1)]), (-1/3, (0, 0), [])]))
            2 \frac{t_{1}}{(1 - t_{2})} - \frac{1}{3}
        """
        from sage.misc.latex import latex
        if not self._terms:
            return "0"
        out = []
        for i, (c, p, dens) in enumerate(self._terms):
            mono = self._monomial_str(p, latex=True) or "1"
            sign = "-" if c < 0 else "+"
            a = abs(c)
            body = mono if not dens else r"\frac{%s}{%s}" % (
                mono, "".join("(1 - %s)" % self._monomial_str(v, latex=True) for v in dens))
            if a == 1:
                s = body
            elif body == "1":   # a constant term: the coefficient alone
                s = latex(a)
            else:
                s = latex(a) + " " + body
            out.append(("-" + s if sign == "-" else s) if i == 0 else " %s %s" % (sign, s))
        return "".join(out)


# ----------------------------------------------------------------------
# the parent
# ----------------------------------------------------------------------
class ShortRationalFunctions(UniqueRepresentation, Parent):
    r"""
    The `\QQ`-vector space of the short rational generating functions in `d`
    given variables (Definitions 3.2 and 3.3 of [GM-A]).

    INPUT:

    - ``d`` -- the number of variables
    - ``names`` -- (default: ``t1, ..., td``) names of the variables: a list,
      a comma separated string, or a prefix

    Its elements (:class:`ShortRationalFunction`) are built from a list of
    terms ``(alpha, p, dens)``, from a rational number, or from a function of
    the same dimension and variables; rational numbers coerce in.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
        sage: V = ShortRationalFunctions(2); V
        Short rational generating functions in t1, t2 over Rational Field
        sage: V is ShortRationalFunctions(2, ['t1', 't2']) is ShortRationalFunctions(int(2), 't')
        True
        sage: V([(1, (1, 0), [(2, 0)])]) + 1/2
        t1/(1 - t1^2) + 1/2
        sage: V(0), V.zero().is_zero(), V(3)
        (0, True, 3)
        sage: V([(1, (1, 0, 0), [])])
        Traceback (most recent call last):
        ...
        ValueError: the numerator exponent (1, 0, 0) has 3 coordinates, expected 2
        sage: V(ShortRationalFunctions(2, 'a,b').an_element())
        Traceback (most recent call last):
        ...
        ValueError: the generating functions are in the variables a, b and t1, t2
        sage: ShortRationalFunctions(2, 'a,b,c')
        Traceback (most recent call last):
        ...
        ValueError: 3 variable names given for dimension 2
        sage: TestSuite(V).run()
        sage: TestSuite(ShortRationalFunctions(0)).run()
    """
    Element = ShortRationalFunction

    @staticmethod
    def __classcall__(cls, d, names=None):
        r"""
        Normalize the arguments (so that the parent is unique).

        TESTS::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(1, 'x') is ShortRationalFunctions(1, ('x',))
            True
            sage: ShortRationalFunctions(-1)
            Traceback (most recent call last):
            ...
            ValueError: the dimension must be nonnegative
        """
        d = ZZ(d)
        if d < 0:
            raise ValueError("the dimension must be nonnegative")
        return super().__classcall__(cls, d, _names(names, d))

    def __init__(self, d, names):
        r"""
        TESTS::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(3).dimension()
            3
        """
        Parent.__init__(self, base=QQ, category=Modules(QQ))
        self._d = d
        self._names = names

    def _repr_(self):
        return "Short rational generating functions in %s over %s" % (", ".join(self._names), QQ)

    def dimension(self):
        r"""
        Return the number `d` of variables.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(2).dimension()
            2
        """
        return self._d

    def variable_names(self):
        r"""
        Return the names of the variables.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(2, 'x').variable_names()
            ('x1', 'x2')
        """
        return self._names

    @cached_method
    def polynomial_ring(self):
        r"""
        Return the polynomial ring `\QQ[t_1, \dots, t_d]` (Singular), or
        `\QQ` when `d = 0`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(1, 'x').polynomial_ring()
            Univariate Polynomial Ring in x over Rational Field
        """
        from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
        return PolynomialRing(QQ, self._names) if self._d else QQ

    @cached_method
    def laurent_polynomial_ring(self):
        r"""
        Return the Laurent polynomial ring `\QQ[t_1^{\pm 1}, \dots, t_d^{\pm 1}]`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(1, 'x').laurent_polynomial_ring()
            Univariate Laurent Polynomial Ring in x over Rational Field
        """
        from sage.rings.polynomial.laurent_polynomial_ring import LaurentPolynomialRing
        return LaurentPolynomialRing(QQ, self._names)

    def term(self, alpha, p, dens=()):
        r"""
        Return the single term `\alpha\, t^p / \prod_{a \in \mathrm{dens}} (1 - t^a)`.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(2).term(3, (1, 0), [(0, 1)])
            3*t1/(1 - t2)
        """
        return self([(alpha, p, dens)])

    def _element_constructor_(self, x):
        r"""
        Build an element from a list of terms, a rational number, or a
        function of the same dimension and variables.

        TESTS::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: V = ShortRationalFunctions(1)
            sage: V(ShortRationalFunctions(2).an_element())
            Traceback (most recent call last):
            ...
            ValueError: the generating functions have 2 and 1 variables
            sage: V(x for x in [(1, (2,), [(1,)])]), V(1/2)
            (t1^2/(1 - t1), 1/2)
        """
        if isinstance(x, ShortRationalFunction):
            if x.parent() is self:
                return x
            if not self._renames(x.parent()):
                raise ValueError(_incompatibility(x.parent(), self))
            return self.element_class(self, x._terms)
        if isinstance(x, (Element, int)):
            try:
                c = QQ(x)
            except (TypeError, ValueError):
                raise TypeError("cannot convert %r to a short rational generating function"
                                % (x,))
            x = [(c, (0,) * self._d, ())]
        return self.element_class(self, normalize_terms(x, self._d))

    def _renames(self, S):
        r"""
        Return whether ``S`` is the parent of the same dimension with the
        default names `t_1, \dots, t_d` while ``self`` has other names.

        Its functions then coerce into ``self`` by renaming the variables, as
        in version 0.1.0 (where a function built without names took the names
        of the function it was added to).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: V, W = ShortRationalFunctions(2), ShortRationalFunctions(2, 'a, b')
            sage: W._renames(V), V._renames(W), V._renames(V)
            (True, False, False)
        """
        return (isinstance(S, ShortRationalFunctions) and S is not self
                and S.dimension() == self._d and S.variable_names() == _names(None, self._d))

    def _coerce_map_from_(self, S):
        r"""
        Rational numbers (and integers) coerce in as constants; the functions
        in the default variables `t_1, \dots, t_d` coerce into the functions
        of the same dimension in other variables (see :meth:`_renames`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: V = ShortRationalFunctions(1)
            sage: V.has_coerce_map_from(QQ), V.has_coerce_map_from(ShortRationalFunctions(1, 'x'))
            (True, False)
            sage: W = ShortRationalFunctions(2, 'a, b')
            sage: W.has_coerce_map_from(ShortRationalFunctions(2))
            True
            sage: W.an_element() + ShortRationalFunctions(2).term(1, (4, 3))
            a/((1 - a)*(1 - b)) + 1/2 + a^4*b^3
        """
        return S is QQ or S is ZZ or self._renames(S)

    def _get_action_(self, S, op, self_on_left):
        r"""
        Return the error "action" for a sum, difference or product of
        functions in different variables (see :class:`_IncompatibleOperation`).

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: V, W = ShortRationalFunctions(1), ShortRationalFunctions(2)
            sage: V.an_element() * W.an_element()
            Traceback (most recent call last):
            ...
            ValueError: the generating functions have 1 and 2 variables
        """
        if (isinstance(S, ShortRationalFunctions) and S is not self
                and not self._renames(S) and not S._renames(self)
                and op in (operator.add, operator.sub, operator.mul)):
            return _IncompatibleOperation(self, S, self_on_left, op)
        return super()._get_action_(S, op, self_on_left)

    def _an_element_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(2).an_element(), ShortRationalFunctions(0).an_element()
            (t1/((1 - t1)*(1 - t2)) + 1/2, 1/2)
        """
        d = self._d
        if not d:
            return self(QQ((1, 2)))
        e = unit_vectors(d)
        return self([(1, e[0], e), (QQ((1, 2)), (0,) * d, [])])

    def some_elements(self):
        r"""
        Return some elements: zero, constants, oriented and non-oriented terms,
        and a term with dependent denominator vectors.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
            sage: ShortRationalFunctions(1).some_elements()
            [0,
             t1/(1 - t1) + 1/2,
             -3,
             1/(1 - t1^-1),
             2*t1^-2/(1 - t1^2),
             1/((1 - t1^2)*(1 - t1))]
        """
        d = self._d
        out = [self.zero(), self.an_element(), self(-3)]
        if d:
            e = unit_vectors(d)
            zero = (0,) * d
            out.append(self([(1, zero, [tuple(-x for x in e[0])])]))
            out.append(self([(2, tuple(-2 * x for x in e[-1]), [tuple(2 * x for x in v) for v in e])]))
            out.append(self([(1, zero, [e[0], tuple(2 * x for x in e[0])])]))
        return out


def _incompatibility(P, Q):
    r"""
    Return the message telling how two parents of short rational functions
    differ.
    """
    if P.dimension() != Q.dimension():
        return "the generating functions have %s and %s variables" % (P.dimension(), Q.dimension())
    return "the generating functions are in the variables %s and %s" % (
        ", ".join(P.variable_names()), ", ".join(Q.variable_names()))


class _IncompatibleOperation(Action):
    r"""
    The sum, difference or product of short rational functions of two
    different parents (different numbers of variables or different names),
    as found by the coercion model: it raises a :class:`ValueError` naming
    the difference, rather than the generic "unsupported operand parent(s)"
    :class:`TypeError` (as version 0.1.0 did).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
        sage: V, W = ShortRationalFunctions(1, 'y'), ShortRationalFunctions(1, 'x')
        sage: V.an_element() - W.an_element()
        Traceback (most recent call last):
        ...
        ValueError: the generating functions are in the variables y and x
    """

    def __init__(self, P, Q, P_on_left, op):
        Action.__init__(self, P, Q, P_on_left, op)
        self._message = _incompatibility(P, Q) if P_on_left else _incompatibility(Q, P)

    def _act_(self, g, x):
        raise ValueError(self._message)


# ----------------------------------------------------------------------
# module level helpers
# ----------------------------------------------------------------------
def _exponent(e):
    r"""
    Return the exponent of a monomial of a (univariate or multivariate)
    Laurent polynomial as a tuple.
    """
    return tuple(int(x) for x in e) if hasattr(e, "__len__") else (int(e),)


def _latex_name(name):
    m = re.fullmatch(r"([A-Za-z]+)(\d+)", name)
    return "%s_{%s}" % m.groups() if m else name


def _power_mod(point, e, P):
    r = 1
    for x, k in zip(point, e):
        r = r * pow(x, int(k) % (P - 1), P) % P
    return r


register_unpickle_override("sage_latticegames.short_rational_function", "ShortRationalFunction",
                           ShortRationalFunction)
