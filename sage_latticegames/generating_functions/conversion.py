r"""
Terms, orientation and conversions of short rational generating functions

A short rational generating function (Definitions 3.2 and 3.3 of [GM-A])
`\sum_i \alpha_i t^{p_i} / \prod_j (1 - t^{a_{ij}})` is stored as a tuple of
*terms* ``(alpha, p, D)``: a rational number, an integer tuple and a
:class:`Denominator`, the multiset of the denominator vectors `a_{ij}`.

This module holds the term level of
:class:`~sage_latticegames.generating_functions.ring.ShortRationalFunction`:

- the value type :class:`Denominator` (the key of a term) and the normal form
  of a list of terms (:func:`normalize_terms`: checked, merged, zeros dropped);
- orientation: the rewriting `1/(1 - t^{-a}) = -t^{a}/(1 - t^{a})` that puts
  every denominator vector on the positive side of a linear functional
  (:func:`oriented_terms`, :func:`is_oriented`, :func:`positive_functional`);
- the conversions to and from Sage's rational functions
  (:func:`rational_function`, :func:`from_rational_function`), and the exact
  zero test of a sum of terms (:func:`_numerator_vanishes`).

The methods of the element class are thin wrappers around these functions.

EXAMPLES::

    sage: from sage_latticegames.generating_functions.conversion import normalize_terms, oriented_terms
    sage: T = normalize_terms([(1, (0, 0), [(0, 1), (-1, 0)]), (2, (0, 0), [(-1, 0), (0, 1)])], 2); T
    ((3, (0, 0), Denominator((0, 1), (-1, 0))),)
    sage: oriented_terms(T, (1, 1))
    [(-3, (1, 0), [(0, 1), (1, 0)])]
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from collections import Counter

from sage.sets.disjoint_set import DisjointSet
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.arith.functions import lcm

from sage_latticegames.misc.points import integer_point, show_point, int_tuple, sub, scale, add
from sage_latticegames.misc.functionals import positivity_witness


# ----------------------------------------------------------------------
# the denominator of a term
# ----------------------------------------------------------------------
class Denominator:
    r"""
    The denominator `\prod_j (1 - t^{a_j})` of a term: a multiset of nonzero
    integer vectors.

    An immutable, hashable value type (like ``FactoredDenominator`` in
    surface_dynamics), the key of a term of a short rational generating
    function.  It is stored as the tuple of the vectors (Python integer
    tuples, with repetitions for powers) sorted in decreasing lexicographic
    order, and behaves as that tuple: ``len``, iteration and indexing.

    INPUT:

    - ``vectors`` -- an iterable of nonzero integer vectors
    - ``d`` -- (optional) their common length, checked

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.conversion import Denominator
        sage: D = Denominator([(0, 2), (2, 0), (0, 2)]); D
        Denominator((2, 0), (0, 2), (0, 2))
        sage: len(D), D[0], sorted(D.multiplicities().items())
        (3, (2, 0), [((0, 2), 2), ((2, 0), 1)])
        sage: D == Denominator([(0, 2), (0, 2), (2, 0)]), D == Denominator([(2, 0), (0, 2)])
        (True, False)
        sage: hash(D) == hash(Denominator([(0, 2), (0, 2), (2, 0)]))
        True
        sage: D * Denominator([(1, 1)])
        Denominator((2, 0), (1, 1), (0, 2), (0, 2))
        sage: bool(Denominator([])), Denominator([]).vectors()
        (False, ())
        sage: Denominator([(1, 0), (0, 0)])
        Traceback (most recent call last):
        ...
        ValueError: the denominator vector (0, 0) of a term is zero: 1 - t^0 = 0
        sage: Denominator([(1, 0, 1)], d=2)
        Traceback (most recent call last):
        ...
        ValueError: the denominator vector (1, 0, 1) has 3 coordinates, expected 2
    """
    __slots__ = ("_tuple", "_hash")

    def __init__(self, vectors, d=None):
        vectors = [int_tuple(integer_point(a, d, what="denominator vector")) for a in vectors]
        for a in vectors:
            if not any(a):
                raise ValueError("the denominator vector %s of a term is zero: 1 - t^0 = 0"
                                 % show_point(a))
        self._tuple = tuple(sorted(vectors, reverse=True))
        self._hash = hash(("Denominator", self._tuple))

    def vectors(self):
        r"""
        Return the denominator vectors (with repetitions) as a sorted tuple.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.conversion import Denominator
            sage: Denominator([(0, 1), (1, 0)]).vectors()
            ((1, 0), (0, 1))
        """
        return self._tuple

    def multiplicities(self):
        r"""
        Return the dictionary ``{vector: multiplicity}``.

        EXAMPLES::

            sage: from sage_latticegames.generating_functions.conversion import Denominator
            sage: Denominator([(1,), (1,), (2,)]).multiplicities()
            {(1,): 2, (2,): 1}
        """
        return dict(Counter(self._tuple))

    def __mul__(self, other):
        if not isinstance(other, Denominator):
            return NotImplemented
        return Denominator(self._tuple + other._tuple)

    def __iter__(self):
        return iter(self._tuple)

    def __len__(self):
        return len(self._tuple)

    def __getitem__(self, i):
        return self._tuple[i]

    def __bool__(self):
        return bool(self._tuple)

    def __eq__(self, other):
        return isinstance(other, Denominator) and self._tuple == other._tuple

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        return self._hash

    def __reduce__(self):
        return (Denominator, (self._tuple,))

    def __repr__(self):
        return "Denominator(%s)" % ", ".join(show_point(a) for a in self._tuple)


# ----------------------------------------------------------------------
# normal form of a list of terms
# ----------------------------------------------------------------------
def normalize_terms(terms, d):
    r"""
    Return the normal form of a list of terms in dimension ``d``: a tuple of
    triples ``(alpha, p, D)`` (``alpha`` in `\QQ`, ``p`` a tuple of Python
    integers, ``D`` a :class:`Denominator`), terms with the same numerator
    monomial and denominator merged and terms with coefficient `0` dropped.

    INPUT:

    - ``terms`` -- an iterable of triples ``(alpha, p, dens)``
    - ``d`` -- the number of variables

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.conversion import normalize_terms
        sage: normalize_terms([(1, (1, 0), [(2, 0), (0, 1)]), (2, (1, 0), [(0, 1), (2, 0)]),
        ....:                  (1/2, (0, 0), [])], 2)
        ((3, (1, 0), Denominator((2, 0), (0, 1))), (1/2, (0, 0), Denominator()))
        sage: normalize_terms([(1, (0, 0))], 2)
        Traceback (most recent call last):
        ...
        TypeError: a term is a triple (coefficient, exponent, denominator vectors), not (1, (0, 0))
    """
    merged = {}
    for term in terms:
        try:
            alpha, p, dens = term
        except (TypeError, ValueError):
            raise TypeError("a term is a triple (coefficient, exponent, denominator vectors), "
                            "not %r" % (term,))
        alpha = QQ(alpha)
        p = int_tuple(integer_point(p, d, what="numerator exponent"))
        dens = dens if isinstance(dens, Denominator) else Denominator(dens, d)
        key = (p, dens)
        merged[key] = merged.get(key, QQ(0)) + alpha
    return tuple((c, p, dens) for (p, dens), c in merged.items() if c)


# ----------------------------------------------------------------------
# orientation
# ----------------------------------------------------------------------
def oriented_terms(terms, ell):
    r"""
    Return the terms rewritten with every denominator vector `a` on the
    positive side of the integral functional ``ell``, using
    `1/(1 - t^{-a}) = -t^{a}/(1 - t^{a})` (as a list of raw triples).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.conversion import oriented_terms
        sage: oriented_terms([(1, (0,), [(-1,)])], (1,))
        [(-1, (1,), [(1,)])]
        sage: oriented_terms([(1, (0, 0), [(1, -1)])], (1, 1))
        Traceback (most recent call last):
        ...
        ValueError: the functional (1, 1) vanishes on the denominator vector (1, -1): choose a generic functional (see generic_functional)
    """
    out = []
    for c, p, dens in terms:
        new = []
        for a in dens:
            s = sum(x * y for x, y in zip(ell, a))
            if s == 0:
                raise ValueError("the functional %s vanishes on the denominator vector %s: "
                                 "choose a generic functional (see generic_functional)"
                                 % (show_point(ell), show_point(a)))
            if s < 0:
                c, p, a = -c, sub(p, a), scale(-1, a)
            new.append(a)
        out.append((c, p, new))
    return out


def is_oriented(f, ell):
    r"""
    Return whether every denominator vector `a` of ``f`` satisfies
    `\ell(a) > 0` (see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.is_oriented`).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.conversion import is_oriented
        sage: is_oriented(ShortRationalFunction([(1, (0,), [(-1,)])]), (-1,))
        True
    """
    return all(sum(x * y for x, y in zip(ell, a)) > 0 for a in f.denominator_vectors())


def positive_functional(f):
    r"""
    Return an integral functional `\ell` with `\ell(a) \ge 1` on every
    denominator vector of ``f``, or ``None`` if there is none: the all-ones
    functional when it works, otherwise
    :func:`~sage_latticegames.misc.functionals.positivity_witness`.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.conversion import positive_functional
        sage: ell = positive_functional(ShortRationalFunction([(1, (0, 0), [(1, -1), (0, 1)])]))
        sage: ell[0] - ell[1] >= 1 and ell[1] >= 1
        True
    """
    return _positive_functional(f.denominator_vectors(), f.dimension())


def _positive_functional(vectors, d):
    r"""
    Return an integral `\ell` with `\ell(a) \ge 1` for all ``vectors``
    (the all-ones functional when it works, as for version 0.1.0), or
    ``None`` if there is none.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.conversion import _positive_functional
        sage: _positive_functional([], 2), _positive_functional([(2, -1)], 2)
        ((1, 1), (1, 1))
        sage: _positive_functional([(1, -1), (-1, 1)], 2) is None
        True
    """
    ones = tuple(ZZ(1) for _ in range(d))
    if not vectors:
        return ones
    return positivity_witness(sorted(vectors), d=d, hint=ones)


# ----------------------------------------------------------------------
# rational functions
# ----------------------------------------------------------------------
def rational_function(f):
    r"""
    Return ``f`` as an element of the fraction field of its polynomial ring
    (over a common denominator: for small cases).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.conversion import rational_function
        sage: rational_function(ShortRationalFunction([(1, (0,), [(1,)])]))
        -1/(t1 - 1)
    """
    R = f.polynomial_ring()
    K = R.fraction_field()
    total = K(0)
    for c, p, dens in f._terms:
        total += c * _fraction_monomial(K, p) / K.prod(1 - _fraction_monomial(K, a)
                                                         for a in dens)
    return total


def from_rational_function(r, parent, names=None, functional=None):
    r"""
    Return a short rational function equal to the rational function ``r``
    whose denominator is a product of binomials `1 - t^a` up to a monomial
    (see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.from_rational_function`).

    INPUT:

    - ``r`` -- a rational function (or a polynomial)
    - ``parent`` -- a function ``(d, names)`` returning the parent of the result
      (:class:`~sage_latticegames.generating_functions.ring.ShortRationalFunctions`)
    - ``names``, ``functional`` -- as in the method

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunctions
        sage: from sage_latticegames.generating_functions.conversion import from_rational_function
        sage: R.<x> = QQ[]
        sage: from_rational_function(1/(1 - x^2), ShortRationalFunctions)
        1/(1 - x^2)
    """
    from sage.rings.fraction_field import FractionField
    try:
        num, den = r.numerator(), r.denominator()
    except AttributeError:
        raise TypeError("%r is not a rational function" % (r,))
    R = num.parent()
    d = R.ngens()
    if names is None:
        names = tuple(str(x) for x in R.gens())
    K = FractionField(R)
    cyclotomic = {}         # primitive direction v -> list of orders n (with repetition)
    for g, e in den.factor():
        if len(_poly_terms(g)) == 1:
            continue        # monomial or constant factors stay in the numerator
        vn = _cyclotomic_direction(g, d)
        if vn is None:
            raise ValueError("the denominator factor %s divides no binomial 1 - t^a: "
                             "not a short rational generating function" % g)
        cyclotomic.setdefault(vn[0], []).extend([vn[1]] * e)
    factors = []            # (binomial vector, multiplicity)
    for v, orders in cyclotomic.items():
        while orders:       # one binomial 1 - t^{Nv} per round, N = lcm of the orders
            N = lcm(orders)
            factors.append((scale(int(N), v), 1))
            orders = sorted(orders)
            for n in set(orders):
                orders.remove(n)
    new_den = K.prod((1 - _fraction_monomial(K, a)) ** e for a, e in factors)
    numer = K(r) * new_den
    top, bottom = numer.numerator(), numer.denominator()
    bottom = _poly_terms(bottom)
    if len(bottom) != 1:
        raise ArithmeticError("unexpected nonmonomial remainder %s" % numer.denominator())
    bc, bm = bottom[0]
    dens = [a for a, e in factors for _ in range(e)]
    terms = [(c / bc, sub(m, bm), dens) for c, m in _poly_terms(top)]
    f = parent(d, names)(terms)
    return f.oriented(functional) if functional is not None else f


def _laurent_from_dict(L, coeffs):
    r"""
    Return the Laurent polynomial with the given ``{exponent tuple:
    coefficient}`` in the (univariate or multivariate) ring ``L``.
    """
    if L.ngens() == 1:
        return L({e[0]: c for e, c in coeffs.items()})
    return L(coeffs)


def _poly_terms(g):
    r"""
    Return the terms of a (univariate or multivariate) polynomial as pairs
    ``(coefficient, exponent tuple)``.
    """
    out = []
    for e, c in g.dict().items():
        e = (int(e),) if not hasattr(e, "__len__") else int_tuple(e)
        out.append((QQ(c), e))
    return out


def _fraction_monomial(K, e):
    r"""
    Return `t^e` in the fraction field ``K`` (negative exponents allowed).
    """
    gens = K.gens()
    return K.prod(x ** int(k) for x, k in zip(gens, e))


def _cyclotomic_direction(g, d):
    r"""
    Return ``(v, n)`` with `g = t^b \Phi_n(t^v)` up to a constant, for a
    primitive `v` whose first nonzero coordinate is positive and the `n`-th
    cyclotomic polynomial `\Phi_n` (then `g` divides `1 - t^{nv}` up to a
    monomial), or ``None``.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.conversion import _cyclotomic_direction
        sage: R.<a,b> = QQ[]
        sage: _cyclotomic_direction(1 + a*b + a^2*b^2, 2), _cyclotomic_direction(1 - a - b, 2)
        (((1, 1), 3), None)
    """
    from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
    from sage.arith.misc import gcd
    terms = _poly_terms(g)
    base = terms[0][1]
    diffs = [sub(e, base) for _, e in terms[1:]]
    if matrix(ZZ, diffs).rank() != 1:
        return None
    w = next(x for x in diffs if any(x))
    v = tuple(x // gcd(w) for x in w)
    if next(x for x in v if x) < 0:
        v = scale(-1, v)
    i = next(j for j in range(d) if v[j])
    ks = [sub(e, base)[i] // v[i] for _, e in terms]
    kmin = min(ks)
    U = PolynomialRing(QQ, "z")
    h = U.sum(c * U.gen() ** (k - kmin) for (c, _), k in zip(terms, ks))
    n = (h / h.leading_coefficient()).is_cyclotomic(certificate=True)
    return (v, int(n)) if n else None


# ----------------------------------------------------------------------
# the exact zero test
# ----------------------------------------------------------------------
def _numerator_vanishes(terms, d, names):
    r"""
    Return whether `\sum_i \alpha_i t^{p_i}/\prod(1 - t^{a_{ij}})` is zero, by
    the clustered numerator test of
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.is_zero`.

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.conversion import normalize_terms, _numerator_vanishes
        sage: T = normalize_terms([(1, (0,), [(1,)]), (-1, (1,), [(1,)]), (-1, (0,), [])], 1)
        sage: _numerator_vanishes(T, 1, ('t',)), _numerator_vanishes(T[:2], 1, ('t',))
        (True, False)

    In dimension `0` the terms are constants::

        sage: _numerator_vanishes([(1, (), ()), (-1, (), ())], 0, ()), _numerator_vanishes([(1, (), ())], 0, ())
        (True, False)
    """
    from sage.rings.polynomial.laurent_polynomial_ring import LaurentPolynomialRing
    if not d:
        return sum(c for c, _, _ in terms) == 0
    L = LaurentPolynomialRing(QQ, list(names))
    mult = {}
    for _, _, dens in terms:
        for a, m in Counter(dens).items():
            mult[a] = max(mult.get(a, 0), m)
    cofactors = {}

    def cofactor(dens):
        cf = cofactors.get(dens)
        if cf is None:
            cnt = Counter(dens)
            poly = L(1)
            lo, hi = [0] * d, [0] * d
            for a, m in mult.items():
                for _ in range(m - cnt.get(a, 0)):
                    poly *= 1 - _laurent_from_dict(L, {a: 1})
                    lo = [x + min(0, y) for x, y in zip(lo, a)]
                    hi = [x + max(0, y) for x, y in zip(hi, a)]
            cf = cofactors[dens] = (poly, lo, hi)
        return cf

    boxes = []
    for c, p, dens in terms:
        poly, lo, hi = cofactor(dens)
        boxes.append((add(p, lo), add(p, hi)))
    # the classes of overlapping boxes
    classes = DisjointSet(len(terms))

    order = sorted(range(len(terms)), key=lambda i: boxes[i][0][0] if d else 0)
    active = []
    for i in order:
        lo_i, hi_i = boxes[i]
        still = []
        for j in active:
            lo_j, hi_j = boxes[j]
            if d and hi_j[0] < lo_i[0]:
                continue
            still.append(j)
            if all(a <= d2 and c <= b for a, b, c, d2 in zip(lo_i, hi_i, lo_j, hi_j)):
                classes.union(i, j)
        still.append(i)
        active = still
    for members in classes.root_to_elements_dict().values():
        base = tuple(min(boxes[i][0][k] for i in members) for k in range(d))
        total = L(0)
        for i in members:
            c, p, dens = terms[i]
            total += c * _laurent_from_dict(L, {sub(p, base): 1}) * cofactor(dens)[0]
        if total != 0:
            return False
    return True
