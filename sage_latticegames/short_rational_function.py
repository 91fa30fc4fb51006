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

    sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import ast
import re

from sage.structure.sage_object import SageObject
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.matrix.constructor import matrix
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.arith.functions import lcm

from sage_latticegames.rule_set import integer_point, _show

#: prime modulus of the hash (evaluation of the rational function)
_HASH_PRIME = 2**61 - 1


# ----------------------------------------------------------------------
# small helpers on integer tuples
# ----------------------------------------------------------------------
def _dot(u, v):
    return sum(a * b for a, b in zip(u, v))


def _add(u, v):
    return tuple(a + b for a, b in zip(u, v))


def _sub(u, v):
    return tuple(a - b for a, b in zip(u, v))


def _scale(c, v):
    return tuple(c * a for a in v)


def _int_tuple(v):
    return tuple(int(x) for x in v)


def _names(names, d):
    r"""
    Return the variable names as a tuple of ``d`` strings (default
    ``t1, ..., td``).
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


def generic_functional(vectors, base=None, positive=()):
    r"""
    Return an integral linear functional that is nonzero on each of the
    ``vectors`` and has the sign of ``base`` wherever ``base`` is nonzero.

    INPUT:

    - ``vectors`` -- nonzero integer vectors of a common length `d`
    - ``base`` -- (optional) an integral functional; by default the zero one
    - ``positive`` -- vectors on which ``base`` is positive and the result must
      stay positive (e.g. the rays of a recession cone)

    OUTPUT: a tuple `M \cdot \mathrm{base} + (1, K, K^2, \dots)`, the
    lexicographic refinement of ``base``.

    EXAMPLES::

        sage: from sage_latticegames.short_rational_function import generic_functional
        sage: generic_functional([(1, -1), (2, 0)], base=(1, 1))
        (6, 10)
    """
    vectors = [_int_tuple(v) for v in vectors] + [_int_tuple(v) for v in positive]
    if not vectors:
        return tuple(base) if base is not None else None
    d = len(vectors[0])
    K = 2 * max([abs(x) for v in vectors for x in v] + [0]) + 1
    mu = tuple(K ** i for i in range(d))
    if base is None:
        return tuple(ZZ(x) for x in mu)
    base = _int_tuple(base)
    for v in positive:
        if _dot(base, v) <= 0:
            raise ValueError("the functional %s is not positive on %s" % (_show(base), _show(v)))
    M = max(abs(_dot(mu, v)) for v in vectors) + 1
    return tuple(ZZ(M * b + m) for b, m in zip(base, mu))


# ----------------------------------------------------------------------
# exact membership in p + N{a_1, ..., a_k}
# ----------------------------------------------------------------------
class _ConeSolver:
    r"""
    Solve `\sum_j \lambda_j a_j = x` exactly for linearly independent
    `a_1, \dots, a_k` (internal): a fixed `k \times k` invertible minor
    (with its adjugate and determinant) gives `\lambda`, and integral rows
    spanning the left kernel of `(a_1, \dots, a_k)` test whether `x` lies in
    the span; a query is a few integer products.
    """

    def __init__(self, dens, d):
        self.k = len(dens)
        self.cols = dens
        M = matrix(ZZ, d, self.k, lambda i, j: dens[j][i])
        self.independent = M.rank() == self.k
        if not self.independent or not self.k:
            return
        rows = list(M.transpose().pivots())
        S = M.matrix_from_rows(rows)
        det = S.det()
        adj = S.adjugate()
        if det < 0:
            det, adj = -det, -adj
        self.det = int(det)
        self.adj = [[(r, int(c)) for r, c in zip(rows, row) if c] for row in adj.rows()]
        K = M.left_kernel().basis_matrix()
        self.kernel = [[(i, int(c)) for i, c in enumerate(row) if c] for row in K.rows()]

    def solve(self, x):
        r"""
        Return the integral solution `\lambda` of `\sum_j \lambda_j a_j = x`,
        or ``None``.
        """
        for row in self.kernel:
            if sum(c * x[i] for i, c in row):
                return None
        lam = []
        det = self.det
        for row in self.adj:
            num = sum(c * x[i] for i, c in row)
            if num % det:
                return None
            lam.append(num // det)
        return lam

    def multiplicity(self, x):
        r"""
        Return the number of `n \in \NN^k` with `\sum_j n_j a_j = x` (0 or 1).
        """
        det = self.det
        for row in self.adj:
            num = 0
            for i, c in row:
                num += c * x[i]
            if num < 0 or num % det:
                return 0
        for row in self.kernel:
            s = 0
            for i, c in row:
                s += c * x[i]
            if s:
                return 0
        return 1


def _vector_partition_count(dens, x):
    r"""
    Return the number of `n \in \NN^k` with `\sum_j n_j a_j = x`, the lattice
    points of a polytope counted by LattE (Barvinok's algorithm).
    """
    k = len(dens)
    ieqs = [[0] * (1 + k) for _ in range(k)]
    for j in range(k):
        ieqs[j][1 + j] = 1
    eqns = [[-x[i]] + [a[i] for a in dens] for i in range(len(x))]
    P = Polyhedron(ieqs=ieqs, eqns=eqns, base_ring=QQ)
    if P.is_empty():
        return ZZ(0)
    if not P.is_compact():
        raise ValueError("the denominator vectors %s do not lie in an open half-space: "
                         "the term has no Laurent expansion (orient it first)"
                         % ", ".join(_show(a) for a in dens))
    if P.dim() == 0:
        return ZZ(1) if all(c in ZZ for c in P.vertices()[0]) else ZZ(0)
    from sage.interfaces.latte import count
    return ZZ(count(P.cdd_Hrepresentation(), cdd=True))


# ----------------------------------------------------------------------
# LattE
# ----------------------------------------------------------------------
def _integer_solvable(eqns):
    r"""
    Return whether the affine equations ``eqns`` (rows ``[b, A]`` meaning
    `b + Ax = 0`) have an integral solution.
    """
    if not eqns:
        return True
    den = lcm([QQ(c).denominator() for row in eqns for c in row])
    E = matrix(ZZ, [[ZZ(den * c) for c in row] for row in eqns])
    A, b = E.matrix_from_columns(range(1, E.ncols())), -E.column(0)
    D, U, V = A.smith_form()
    c = U * b
    r = A.rank()
    return all(c[i] % D[i, i] == 0 for i in range(r)) and all(c[i] == 0 for i in range(r, len(c)))


def _latte_raw(P):
    r"""
    Return LattE's multivariate generating function of the lattice points of
    the rational polyhedron ``P`` as a string, or ``None`` if there are none
    for an evident reason (handled without LattE: empty, a single point, no
    integral point on the affine hull).
    """
    from sage.interfaces.latte import count
    return count(P.cdd_Hrepresentation(), cdd=True, multivariate_generating_function=True,
                 raw_output=True)


def _parse_latte(text, d):
    r"""
    Parse LattE's output (a sum of ``monomial/((1-monomial)*...)`` in the
    variables ``x[0], ..., x[d-1]``) exactly into a list of terms
    ``(coefficient, exponent, denominators)``.

    EXAMPLES::

        sage: from sage_latticegames.short_rational_function import _parse_latte
        sage: _parse_latte("x[0]^3/((1-x[0])*(1-x[0]^(-1)*x[1]))\n - 2*x[1]^(-1)/((1-x[1])^2)", 2)
        [(1, (3, 0), [(1, 0), (-1, 1)]), (-2, (0, -1), [(0, 1), (0, 1)])]
    """
    expr = re.sub(r"x\[(\d+)\]", r"x_\1", " ".join(text.split())).replace("^", "**")
    if not expr:
        return []
    tree = ast.parse(expr, mode="eval").body
    zero = (0,) * d

    def fail(node):
        raise ValueError("cannot parse the generating function %r near %r"
                         % (text, ast.unparse(node)))

    def monomial(node):
        # -> (coefficient, exponent)
        if isinstance(node, ast.Name) and node.id.startswith("x_"):
            i = int(node.id[2:])
            return QQ(1), tuple(1 if j == i else 0 for j in range(d))
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return QQ(node.value), zero
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            c, e = monomial(node.operand)
            return -c, e
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            c1, e1 = monomial(node.left)
            c2, e2 = monomial(node.right)
            return c1 * c2, _add(e1, e2)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            c1, e1 = monomial(node.left)
            c2, e2 = monomial(node.right)
            return c1 / c2, _sub(e1, e2)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            n = exponent(node.right)
            c, e = monomial(node.left)
            return c ** n, _scale(n, e)
        fail(node)

    def exponent(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -exponent(node.operand)
        fail(node)

    def denominator(node):
        # -> (scalar, monomial exponent, list of binomial vectors)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            c1, e1, b1 = denominator(node.left)
            c2, e2, b2 = denominator(node.right)
            return c1 * c2, _add(e1, e2), b1 + b2
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            n = exponent(node.right)
            c, e, b = denominator(node.left)
            if n < 0 or (b and n == 0):
                fail(node)
            return c ** n, _scale(n, e), b * n
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)
                and isinstance(node.left, ast.Constant) and node.left.value == 1):
            c, e = monomial(node.right)
            if c != 1 or e == zero:
                fail(node)
            return QQ(1), zero, [e]
        c, e = monomial(node)
        return c, e, []

    def terms(node):
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            right = terms(node.right)
            if isinstance(node.op, ast.Sub):
                right = [(-c, e, b) for c, e, b in right]
            return terms(node.left) + right
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return [(-c, e, b) for c, e, b in terms(node.operand)]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            cd, ed, b = denominator(node.right)
            if cd == 0:
                fail(node)
            return [(c / cd, _sub(e, ed), bb + b) for c, e, bb in terms(node.left)]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            return [(c1 * c2, _add(e1, e2), b1 + b2)
                    for c1, e1, b1 in terms(node.left) for c2, e2, b2 in terms(node.right)]
        c, e = monomial(node)
        return [(c, e, [])]

    return terms(tree)


def _positive_on_recession_cone(P):
    r"""
    Return an integral functional positive on the recession cone of the
    pointed polyhedron ``P`` minus the origin, and the rays of that cone.
    """
    rays = [_int_tuple(r.vector() * lcm([c.denominator() for c in r.vector()]))
            for r in P.rays()]
    if P.lines():
        raise ValueError("the polyhedron %s is not pointed: its lattice points have no "
                         "rational generating function" % P)
    if not rays:
        return None, []
    normals = [ieq.A() for ieq in P.inequalities()]
    s = sum(normals, vector(QQ, P.ambient_dim()))
    s = s * lcm([c.denominator() for c in s])
    return _int_tuple(s), rays


# ----------------------------------------------------------------------
# the class
# ----------------------------------------------------------------------
class ShortRationalFunction(SageObject):
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

    Terms with the same numerator monomial and the same multiset of
    denominator vectors are merged; terms with coefficient `0` are dropped.

    EXAMPLES::

        sage: from sage_latticegames.short_rational_function import ShortRationalFunction
        sage: f = ShortRationalFunction([(2, (1, 0), [(0, 1)]), (-1/3, (0, 0), [])]); f
        2*t1/(1 - t2) - 1/3
        sage: f.complexity(), f.dimension(), len(f)
        (13, 2, 2)
        sage: f + f
        4*t1/(1 - t2) - 2/3
        sage: (f - f).is_zero(), f == f.oriented((0, -1))
        (True, True)
        sage: ShortRationalFunction([(1, (0, 0), [(0, 0)])])
        Traceback (most recent call last):
        ...
        ValueError: the denominator vector (0, 0) of a term is zero: 1 - t^0 = 0
        sage: TestSuite(f).run()
        sage: loads(dumps(f)) == f
        True
    """

    def __init__(self, terms=(), dimension=None, names=None):
        terms = list(terms)
        if dimension is None:
            if not terms:
                raise ValueError("give the dimension of the zero generating function")
            dimension = len(tuple(terms[0][1]))
        d = ZZ(dimension)
        if d < 0:
            raise ValueError("the dimension must be nonnegative")
        self._d = d
        self._names = _names(names, d)
        merged = {}
        for term in terms:
            try:
                alpha, p, dens = term
            except (TypeError, ValueError):
                raise TypeError("a term is a triple (coefficient, exponent, denominator vectors), "
                                "not %r" % (term,))
            alpha = QQ(alpha)
            p = _int_tuple(integer_point(p, d, what="numerator exponent"))
            dens = [_int_tuple(integer_point(a, d, what="denominator vector")) for a in dens]
            for a in dens:
                if not any(a):
                    raise ValueError("the denominator vector %s of a term is zero: 1 - t^0 = 0"
                                     % _show(a))
            key = (p, tuple(sorted(dens, reverse=True)))
            merged[key] = merged.get(key, QQ(0)) + alpha
        self._terms = tuple((c, p, dens) for (p, dens), c in merged.items() if c)
        self._solvers = {}
        self._compiled = None

    @classmethod
    def _from_raw(cls, terms, d, names):
        return cls(terms, dimension=d, names=names)

    def _new(self, terms):
        return ShortRationalFunction(terms, dimension=self._d, names=self._names)

    # ------------------------------------------------------------------
    # accessors
    # ------------------------------------------------------------------
    def dimension(self):
        r"""
        Return the number `d` of variables.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=3).dimension()
            3
        """
        return self._d

    def variable_names(self):
        r"""
        Return the names of the variables.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=2, names='a,b').variable_names()
            ('a', 'b')
        """
        return self._names

    def terms(self):
        r"""
        Return the terms as triples ``(alpha, p, dens)`` with ``p`` an
        immutable vector over `\ZZ` and ``dens`` a tuple of them.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([(1, (1, 0), [(2, 0)])]).terms()
            [(1, (1, 0), ((2, 0),))]
        """
        def vec(v):
            w = vector(ZZ, v)
            w.set_immutable()
            return w
        return [(c, vec(p), tuple(vec(a) for a in dens)) for c, p, dens in self._terms]

    def __len__(self):
        return len(self._terms)

    def denominator_vectors(self):
        r"""
        Return the set of the distinct denominator vectors of all terms.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: sorted(ShortRationalFunction([(1, (1, 0), [(2, 0), (2, 0), (0, 1)])]).denominator_vectors())
            [(0, 1), (2, 0)]
        """
        return set(a for _, _, dens in self._terms for a in dens)

    def complexity(self):
        r"""
        Return the complexity of Definition 3.3 of [GM-A]:
        `|I|(1 + d + kd) + \sum_i (\log_2 \alpha_i' + \log_2 \alpha_i'' +
        \sum_j \log_2 |p_{ij}| + \sum_{j, r} \log_2 |a_{ijr}|)`, with `k` the
        largest number of binomials of a term and each `\log_2 |x|` rounded
        up to whole bits (entries `0, \pm 1` count `0`), as in
        :func:`~sage_latticegames.rule_set.bit_complexity`.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([(3/4, (5, 0), [(2, 0)])]).complexity()
            13
        """
        from sage_latticegames.rule_set import bit_complexity
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

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([(1, (0,), [(1,), (2,)])]).has_independent_denominators()
            False
        """
        return all(self._solver(dens).independent for _, _, dens in self._terms if dens)

    def _solver(self, dens):
        s = self._solvers.get(dens)
        if s is None:
            s = self._solvers[dens] = _ConeSolver(dens, self._d)
        return s

    # ------------------------------------------------------------------
    # arithmetic
    # ------------------------------------------------------------------
    def _check_compatible(self, other):
        if not isinstance(other, ShortRationalFunction):
            raise TypeError("%r is not a short rational function" % (other,))
        if other._d != self._d:
            raise ValueError("the generating functions have %s and %s variables"
                             % (self._d, other._d))

    def __add__(self, other):
        if not isinstance(other, ShortRationalFunction):
            other = self._constant(other)
        self._check_compatible(other)
        return self._new(self._terms + other._terms)

    def __radd__(self, other):
        return self._constant(other) + self

    def __neg__(self):
        return self._new([(-c, p, dens) for c, p, dens in self._terms])

    def __sub__(self, other):
        if not isinstance(other, ShortRationalFunction):
            other = self._constant(other)
        return self + (-other)

    def __rsub__(self, other):
        return self._constant(other) - self

    def _constant(self, c):
        try:
            c = QQ(c)
        except (TypeError, ValueError):
            raise TypeError("cannot add %r to a short rational function" % (c,))
        return self._new([(c, (0,) * self._d, [])])

    def __mul__(self, other):
        r"""
        Multiply by a rational number or by a single monomial term.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1,), [(2,)])])
            sage: 3 * f, f * 1/2
            (3*t1/(1 - t1^2), 1/2*t1/(1 - t1^2))
            sage: f * ShortRationalFunction([(2, (-1,), [])])
            2/(1 - t1^2)
        """
        if isinstance(other, ShortRationalFunction):
            self._check_compatible(other)
            if len(other._terms) == 1 and not other._terms[0][2]:
                c, q, _ = other._terms[0]
                return c * self.monomial_multiple(q)
            if len(self._terms) == 1 and not self._terms[0][2]:
                return other * self
            raise NotImplementedError("products of short rational functions are implemented "
                                      "when one factor is a monomial c*t^q")
        try:
            c = QQ(other)
        except (TypeError, ValueError):
            return NotImplemented
        return self._new([(c * a, p, dens) for a, p, dens in self._terms])

    __rmul__ = __mul__

    def __truediv__(self, c):
        return self * (1 / QQ(c))

    def monomial_multiple(self, q):
        r"""
        Return `t^q f`.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([(1, (1, 0), [(2, 0)])]).monomial_multiple((-1, 3))
            t2^3/(1 - t1^2)
        """
        q = _int_tuple(integer_point(q, self._d, what="exponent"))
        return self._new([(c, _add(p, q), dens) for c, p, dens in self._terms])

    # ------------------------------------------------------------------
    # orientation
    # ------------------------------------------------------------------
    def is_oriented(self, functional):
        r"""
        Return whether every denominator vector `a` satisfies `\ell(a) > 0`.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(1, -1)])])
            sage: f.is_oriented((1, 0)), f.is_oriented((0, 1))
            (True, False)
        """
        ell = self._functional(functional)
        return all(_dot(ell, a) > 0 for a in self.denominator_vectors())

    def _functional(self, ell):
        return _int_tuple(integer_point(ell, self._d, what="functional"))

    def oriented(self, functional):
        r"""
        Return the same rational function with every denominator vector on
        the positive side of ``functional``, using
        `1/(1 - t^{-a}) = -t^{a}/(1 - t^{a})`.

        The term-wise expansion of the result is the Laurent expansion of the
        rational function in the direction of `\ell` (see the module
        documentation).

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(-1, 0), (0, 1)])])
            sage: f.oriented((1, 1))
            -t1/((1 - t1)*(1 - t2))
            sage: f.oriented((1, 0))
            Traceback (most recent call last):
            ...
            ValueError: the functional (1, 0) vanishes on the denominator vector (0, 1): choose a generic functional (see generic_functional)
        """
        ell = self._functional(functional)
        out = []
        for c, p, dens in self._terms:
            new = []
            for a in dens:
                s = _dot(ell, a)
                if s == 0:
                    raise ValueError("the functional %s vanishes on the denominator vector %s: "
                                     "choose a generic functional (see generic_functional)"
                                     % (_show(ell), _show(a)))
                if s < 0:
                    c, p, a = -c, _sub(p, a), _scale(-1, a)
                new.append(a)
            out.append((c, p, new))
        return self._new(out)

    def positive_functional(self):
        r"""
        Return an integral functional `\ell` with `\ell(a) \ge 1` on every
        denominator vector (an exact rational polyhedron computation), or ``None`` if there
        is none.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(1, -1), (0, 1)])])
            sage: ell = f.positive_functional(); f.is_oriented(ell)
            True
            sage: ShortRationalFunction([(1, (0,), [(1,)]), (1, (0,), [(-1,)])]).positive_functional() is None
            True
        """
        return _positive_functional(self.denominator_vectors(), self._d)

    # ------------------------------------------------------------------
    # conversion to and from rational functions
    # ------------------------------------------------------------------
    def polynomial_ring(self):
        r"""
        Return the polynomial ring `\QQ[t_1, \dots, t_d]` (Singular).

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=2).polynomial_ring()
            Multivariate Polynomial Ring in t1, t2 over Rational Field
        """
        from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
        return PolynomialRing(QQ, self._names) if self._d else QQ

    def laurent_polynomial_ring(self):
        r"""
        Return the Laurent polynomial ring `\QQ[t_1^{\pm 1}, \dots, t_d^{\pm 1}]`.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([], dimension=2).laurent_polynomial_ring()
            Multivariate Laurent Polynomial Ring in t1, t2 over Rational Field
        """
        from sage.rings.polynomial.laurent_polynomial_ring import LaurentPolynomialRing
        return LaurentPolynomialRing(QQ, self._names)

    def rational_function(self):
        r"""
        Return `f` as an element of the fraction field of
        :meth:`polynomial_ring` (over a common denominator: for small cases).

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: ShortRationalFunction([(1, (-1, 0), [(2, 0)])]).rational_function()
            1/(-t1^3 + t1)
        """
        R = self.polynomial_ring()
        K = R.fraction_field()
        total = K(0)
        for c, p, dens in self._terms:
            total += c * _fraction_monomial(K, p) / K.prod(1 - _fraction_monomial(K, a)
                                                             for a in dens)
        return total

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

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
                factors.append((_scale(int(N), v), 1))
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
        terms = [(c / bc, _sub(m, bm), dens) for c, m in _poly_terms(top)]
        f = cls(terms, dimension=d, names=names)
        return f.oriented(functional) if functional is not None else f

    @classmethod
    def from_polyhedron(cls, P, names=None, functional=None):
        r"""
        Return the generating function of the lattice points of the rational
        polyhedron ``P`` computed by Barvinok's algorithm in LattE integrale
        (``count(..., multivariate_generating_function=True)``), parsed
        exactly and oriented by a generic functional positive on the
        recession cone of ``P`` (so that its term-wise expansion is the set of
        lattice points of ``P``).

        INPUT:

        - ``P`` -- a pointed rational polyhedron
        - ``names`` -- (optional) variable names
        - ``functional`` -- (optional) a functional positive on the recession
          cone of ``P`` to refine for the orientation

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
        d = P.ambient_dim()
        terms = _polyhedron_terms(P)
        f = cls(terms, dimension=d, names=names)
        base, rays = _positive_on_recession_cone(P)
        if functional is not None:
            base = _int_tuple(functional)
        ell = generic_functional(f.denominator_vectors(), base=base, positive=rays)
        return f.oriented(ell) if ell is not None else f

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
        dependent denominator vectors it counts vector partitions with LattE.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
        p = _int_tuple(integer_point(p, self._d))
        if self._compiled is None:
            self._compiled = [(c, q, self._solver(dens) if dens else None, dens)
                              for c, q, dens in self._terms]
        total = QQ(0)
        for c, q, s, dens in self._compiled:
            x = [a - b for a, b in zip(p, q)]
            if s is None:
                if not any(x):
                    total += c
            elif s.independent:
                if s.multiplicity(x):
                    total += c
            else:
                total += c * _vector_partition_count(dens, x)
        return total

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

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1, 0), [(2, 0)]), (1, (0, 2), [(2, 0), (0, 2)])], names='a,b')
            sage: f.truncated_expansion((1, 1), 4)
            a^2*b^2 + b^4 + a^3 + b^2 + a
        """
        ell = self._functional(functional)
        E, offset, c0 = self._expansion(ell, ZZ(level))
        L = self.laurent_polynomial_ring()
        if E is None:
            return L(0)
        d = self._d
        return _laurent_from_dict(L, {_add(tuple(e)[:d], offset): c for e, c in E.dict().items()})

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
        representable (their coordinates lower the offset).
        """
        from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
        f = self.oriented(ell)
        d = self._d
        groups = {}
        for c, q, dens in f._terms:
            if _dot(ell, q) <= level:
                groups.setdefault(dens, []).append((c, q))
        lows = [list(x) for x in extra_points]
        c0 = min([_dot(ell, x) for x in extra_points]
                 + [_dot(ell, q) for g in groups.values() for _, q in g] + [level])
        for dens, g in groups.items():
            for _, q in g:
                low = list(q)
                for a in dens:
                    N = (level - _dot(ell, q)) // _dot(ell, a)
                    low = [lo + N * min(0, x) for lo, x in zip(low, a)]
                lows.append(low)
        if not groups:
            return None, (0,) * d, c0
        offset = tuple(min(col) for col in zip(*lows))
        R = PolynomialRing(QQ, list(self._names) + ["s_"])
        top = int(level - c0)
        s_index = d

        def mono(x):
            e = list(_sub(x, offset)) + [int(_dot(ell, x) - c0)]
            return R.monomial(*e)

        total = R(0)
        for dens, g in groups.items():
            X = R.sum(c * mono(q) for c, q in g)
            for a in dens:
                w = _dot(ell, a)
                N = top // w
                ap = tuple(max(0, x) for x in a)
                am = tuple(max(0, -x) for x in a)
                G = R.sum(R.monomial(*(list(_add(_scale(n, ap), _scale(N - n, am))) + [n * w]))
                          for n in range(N + 1))
                X = (X * G).truncate(R.gen(s_index), top + 1)
                if any(am):
                    X = X // R.monomial(*(list(_scale(N, am)) + [0]))
            total += X
        return total, offset, c0

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
        denominator vectors of `f` and `g` when there is one.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
        """
        if not isinstance(other, ShortRationalFunction):
            raise TypeError("%r is not a short rational function" % (other,))
        if other._d != self._d:
            raise ValueError("the dimensions differ: %s and %s" % (self._d, other._d))
        terms = []
        for c1, q1, A in self._terms:
            for c2, q2, B in other._terms:
                terms += [(c1 * c2 * c, e, dens) for c, e, dens in
                          self._hadamard_terms(q1, A, other, q2, B)]
        return self._oriented_like(terms, self.denominator_vectors() | other.denominator_vectors())

    def _oriented_like(self, terms, vectors):
        r"""
        Return the short rational function with the given terms, oriented by a
        generic refinement of a functional positive on ``vectors`` if any.
        """
        h = self._new(terms)
        base = _positive_functional(vectors, self._d)
        if base is None or not h._terms:
            return h
        ell = generic_functional(h.denominator_vectors() | set(vectors), base=base,
                                 positive=list(vectors))
        return h.oriented(ell)

    def _hadamard_terms(self, q1, A, other, q2, B):
        r"""
        Return the terms of `t^{q_1}/\prod(1 - t^A) \star t^{q_2}/\prod(1 - t^B)`.
        """
        if not B:
            m = self._solver(A).multiplicity(_sub(q2, q1)) if A else int(q1 == q2)
            return [(QQ(1), q2, [])] if m else []
        if not A:
            m = other._solver(B).multiplicity(_sub(q1, q2))
            return [(QQ(1), q1, [])] if m else []
        for dens, f in ((A, self), (B, other)):
            if not f._solver(dens).independent:
                raise NotImplementedError(
                    "Hadamard products are implemented for terms with linearly independent "
                    "denominator vectors; %s are dependent (decompose the term first)"
                    % ", ".join(_show(a) for a in dens))
        k, l = len(A), len(B)
        ieqs = [[0] + [1 if i == j else 0 for i in range(k + l)] for j in range(k + l)]
        eqns = [[a - b] + [x[i] for x in A] + [-y[i] for y in B]
                for i, (a, b) in enumerate(zip(q1, q2))]
        P = Polyhedron(ieqs=ieqs, eqns=eqns, base_ring=QQ)
        return [(c, _add(q1, _matvec(A, e[:k])), [_matvec(A, w[:k]) for w in dens])
                for c, e, dens in _oriented_polyhedron_terms(P)]

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

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (0, 0), [(2, 0), (0, 2)])])
            sage: Q = Polyhedron(vertices=[(3, 1)], rays=[(1, 0), (0, 1)])
            sage: h = f.intersection_with_polyhedron(Q); h
            t1^4*t2^2/((1 - t1^2)*(1 - t2^2))
            sage: h == f.hadamard_product(ShortRationalFunction.from_polyhedron(Q))
            True
        """
        if Q.ambient_dim() != self._d:
            raise ValueError("the polyhedron lives in dimension %s, not %s" % (Q.ambient_dim(), self._d))
        ieqs = [(ieq.b(), _int_tuple_q(ieq.A())) for ieq in Q.inequalities()]
        eqns = [(e.b(), _int_tuple_q(e.A())) for e in Q.equations()]
        terms = []
        for c, q, dens in self._terms:
            terms += [(c * a, e, w) for a, e, w in self._restrict_term(q, dens, ieqs, eqns)]
        return self._oriented_like(terms, self.denominator_vectors())

    def _restrict_term(self, q, dens, ieqs, eqns):
        r"""
        Return the terms of the generating function of `(q + \NN A) \cap Q`
        (``ieqs``: pairs `(b, h)` meaning `b + h\cdot x \ge 0`, ``eqns``:
        `b + h \cdot x = 0`).
        """
        inside = lambda x: (all(b + _dot(h, x) >= 0 for b, h in ieqs)
                            and all(b + _dot(h, x) == 0 for b, h in eqns))
        if not dens:
            return [(QQ(1), q, [])] if inside(q) else []
        if not self._solver(dens).independent:
            raise NotImplementedError("restriction to a polyhedron is implemented for terms with "
                                      "linearly independent denominator vectors")
        HA = [[_dot(h, a) for a in dens] for _, h in ieqs]
        EA = [[_dot(h, a) for a in dens] for _, h in eqns]
        if inside(q) and all(x >= 0 for row in HA for x in row) and not any(x for r in EA for x in r):
            return [(QQ(1), q, list(dens))]
        for (b, h), row in zip(ieqs, HA):
            if b + _dot(h, q) < 0 and all(x <= 0 for x in row):
                return []
        k = len(dens)
        cone = [[0] + [1 if i == j else 0 for i in range(k)] for j in range(k)]
        P = Polyhedron(ieqs=cone + [[b + _dot(h, q)] + row for (b, h), row in zip(ieqs, HA)],
                       eqns=[[b + _dot(h, q)] + row for (b, h), row in zip(eqns, EA)],
                       base_ring=QQ)
        return [(c, _add(q, _matvec(dens, e)), [_matvec(dens, w) for w in ws])
                for c, e, ws in _oriented_polyhedron_terms(P)]

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

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
        ell = generic_functional(h.denominator_vectors()) if h.denominator_vectors() else None
        if ell is not None:
            h = h.oriented(ell)
        if not h._terms:
            return True
        return _numerator_vanishes(h._terms, h._d, h._names)

    def __eq__(self, other):
        if not isinstance(other, ShortRationalFunction):
            try:
                other = self._constant(other)
            except TypeError:
                return False
        if other._d != self._d:
            return False
        return (self - other).is_zero()

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        r"""
        Hash of the value of the rational function at a fixed point modulo
        the prime `2^{61} - 1` (presentation independent); the dimension alone
        when a denominator vanishes there.

        EXAMPLES::

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
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
        return (ShortRationalFunction._from_raw,
                ([(c, p, list(dens)) for c, p, dens in self._terms], self._d, self._names))

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

            sage: from sage_latticegames.short_rational_function import ShortRationalFunction
            sage: f = ShortRationalFunction([(1, (1, 0), [(2, 0)]), (-1/2, (0, 2), [(2, 0), (0, 2)])], names='a,b')
            sage: latex(f)
            \frac{a}{(1 - a^{2})} - \frac{1}{2} \frac{b^{2}}{(1 - a^{2})(1 - b^{2})}
        """
        from sage.misc.latex import latex
        if not self._terms:
            return "0"
        out = []
        for i, (c, p, dens) in enumerate(self._terms):
            mono = self._monomial_str(p, latex=True) or "1"
            sign = "-" if c < 0 else "+"
            a = abs(c)
            coef = "" if a == 1 else latex(a) + " "
            body = mono if not dens else r"\frac{%s}{%s}" % (
                mono, "".join("(1 - %s)" % self._monomial_str(v, latex=True) for v in dens))
            s = coef + body
            out.append(("-" + s if sign == "-" else s) if i == 0 else " %s %s" % (sign, s))
        return "".join(out)


# ----------------------------------------------------------------------
# module level helpers
# ----------------------------------------------------------------------
def _latex_name(name):
    m = re.fullmatch(r"([A-Za-z]+)(\d+)", name)
    return "%s_{%s}" % m.groups() if m else name


def _laurent_from_dict(L, coeffs):
    r"""
    Return the Laurent polynomial with the given ``{exponent tuple:
    coefficient}`` in the (univariate or multivariate) ring ``L``.
    """
    if L.ngens() == 1:
        return L({e[0]: c for e, c in coeffs.items()})
    return L(coeffs)


def _matvec(cols, lam):
    r"""
    Return `\sum_j \lambda_j a_j` for the columns ``cols``.
    """
    d = len(cols[0])
    return tuple(sum(l * c[i] for l, c in zip(lam, cols)) for i in range(d))


def _int_tuple_q(v):
    r"""
    Return a rational vector as a tuple of rationals.
    """
    return tuple(QQ(x) for x in v)


def _power_mod(point, e, P):
    r = 1
    for x, k in zip(point, e):
        r = r * pow(x, int(k) % (P - 1), P) % P
    return r


def _poly_terms(g):
    r"""
    Return the terms of a (univariate or multivariate) polynomial as pairs
    ``(coefficient, exponent tuple)``.
    """
    out = []
    for e, c in g.dict().items():
        e = (int(e),) if not hasattr(e, "__len__") else _int_tuple(e)
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
    """
    from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
    from sage.arith.misc import gcd
    terms = _poly_terms(g)
    base = terms[0][1]
    diffs = [_sub(e, base) for _, e in terms[1:]]
    if matrix(ZZ, diffs).rank() != 1:
        return None
    w = next(x for x in diffs if any(x))
    v = tuple(x // gcd(w) for x in w)
    if next(x for x in v if x) < 0:
        v = _scale(-1, v)
    i = next(j for j in range(d) if v[j])
    ks = [_sub(e, base)[i] // v[i] for _, e in terms]
    kmin = min(ks)
    U = PolynomialRing(QQ, "z")
    h = U.sum(c * U.gen() ** (k - kmin) for (c, _), k in zip(terms, ks))
    n = (h / h.leading_coefficient()).is_cyclotomic(certificate=True)
    return (v, int(n)) if n else None


def _positive_functional(vectors, d):
    r"""
    Return an integral `\ell` with `\ell(a) \ge 1` for all ``vectors``, or
    ``None`` if there is none: the all-ones functional when it works,
    otherwise an interior point of the (exact, rational) polyhedron
    `\{\ell : \ell(a) \ge 1\}` scaled to be integral.
    """
    vectors = [_int_tuple(a) for a in vectors]
    if all(sum(a) >= 1 for a in vectors):
        return tuple(ZZ(1) for _ in range(d))
    P = Polyhedron(ieqs=[[-1] + list(a) for a in vectors], ambient_dim=d, base_ring=QQ)
    if P.is_empty():
        return None
    v = P.representative_point()
    v = v * lcm([c.denominator() for c in v])
    return tuple(ZZ(c) for c in v)


def _polyhedron_terms(P):
    r"""
    Return the terms of the generating function of the lattice points of the
    rational polyhedron ``P`` (LattE, parsed exactly; not yet oriented).
    """
    d = P.ambient_dim()
    if P.is_empty():
        return []
    if P.dim() == 0:
        v = P.vertices()[0].vector()
        return [(QQ(1), _int_tuple(v), [])] if all(c in ZZ for c in v) else []
    if not _integer_solvable([list(e) for e in P.equations()]):
        return []
    return _parse_latte(_latte_raw(P), d)


def _oriented_polyhedron_terms(P):
    r"""
    Return the terms of the generating function of the lattice points of
    ``P``, oriented by a generic refinement of a functional positive on its
    recession cone, so that their term-wise expansion is the set.
    """
    terms = _polyhedron_terms(P)
    vectors = set(tuple(a) for _, _, dens in terms for a in dens)
    if not vectors:
        return terms
    base, rays = _positive_on_recession_cone(P)
    ell = generic_functional(vectors, base=base, positive=rays)
    f = ShortRationalFunction(terms, dimension=P.ambient_dim())
    return [(c, p, list(dens)) for c, p, dens in f.oriented(ell)._terms]


def _numerator_vanishes(terms, d, names):
    r"""
    Return whether `\sum_i \alpha_i t^{p_i}/\prod(1 - t^{a_{ij}})` is zero, by
    the clustered numerator test of :meth:`ShortRationalFunction.is_zero`.
    """
    from sage.rings.polynomial.laurent_polynomial_ring import LaurentPolynomialRing
    from collections import Counter
    L = LaurentPolynomialRing(QQ, list(names) if d else ["t_"])
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
        boxes.append((_add(p, lo), _add(p, hi)))
    # union-find over overlapping boxes
    parent = list(range(len(terms)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

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
                parent[find(i)] = find(j)
        still.append(i)
        active = still
    clusters = {}
    for i in range(len(terms)):
        clusters.setdefault(find(i), []).append(i)
    for members in clusters.values():
        base = tuple(min(boxes[i][0][k] for i in members) for k in range(d))
        total = L(0)
        for i in members:
            c, p, dens = terms[i]
            total += c * _laurent_from_dict(L, {_sub(p, base): 1}) * cofactor(dens)[0]
        if total != 0:
            return False
    return True
