r"""
Coefficients and truncated expansions of short rational generating functions

Each term `\alpha\, t^{q}/\prod_j (1 - t^{a_j})` of a short rational
generating function stands for its term-wise expansion, whose coefficient at
`t^x` is `\alpha` times the number of `n \in \NN^k` with
`q + \sum_j n_j a_j = x` (Definition 3.2 of [GM-A]).

- :func:`coefficient` reads one coefficient exactly: for linearly independent
  denominator vectors by solving `\sum_j \lambda_j a_j = x - q` with a
  precomputed adjugate (:class:`~sage_latticegames.misc.integer_programs.ConeSolver`),
  a few integer operations polynomial in the bit length of `x` (the
  Hadamard product `f \star t^x` of the proof of Theorem 3.6 of [GM-A]); for
  dependent ones by counting vector partitions with LattE
  (:func:`~sage_latticegames.misc.integer_programs.vector_partition_count`);
- :func:`expansion` and :func:`truncated_expansion` compute all monomials of
  the expansion in the direction of a functional `\ell` up to a level, by
  truncated polynomial arithmetic in Singular.

These are the algorithms behind
:meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.coefficient`,
:meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.truncated_expansion`
and :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction._expansion`.

EXAMPLES::

    sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
    sage: from sage_latticegames.generating_functions.series import coefficient, truncated_expansion
    sage: f = ShortRationalFunction([(1, (0,), [(2,)])])
    sage: coefficient(f, (10**20,)), coefficient(f, (3,)), truncated_expansion(f, (1,), 5)
    (1, 0, 1 + t1^2 + t1^4)
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import integer_point, int_tuple, dot, add, sub, scale
from sage_latticegames.misc.integer_programs import vector_partition_count
from sage_latticegames.generating_functions.conversion import _laurent_from_dict


def coefficient(f, p):
    r"""
    Return the coefficient of `t^p` in the term-wise expansion of ``f`` (see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.coefficient`).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.series import coefficient
        sage: coefficient(ShortRationalFunction([(1, (0,), [(1,), (1,)])]), (7,))
        8
    """
    p = int_tuple(integer_point(p, f.dimension()))
    total = QQ(0)
    for c, q, s, dens in f._compiled_terms():
        x = [a - b for a, b in zip(p, q)]
        if s is None:
            if not any(x):
                total += c
        elif s.independent:
            if s.multiplicity(x):
                total += c
        else:
            total += c * vector_partition_count(dens, x)
    return total


def truncated_expansion(f, ell, level):
    r"""
    Return the sum of the monomials `c\, t^x` of the expansion of ``f`` in
    the direction of the functional ``ell`` with `\ell(x) \le` ``level``, as
    a Laurent polynomial (see
    :meth:`~sage_latticegames.generating_functions.ring.ShortRationalFunction.truncated_expansion`).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.series import truncated_expansion
        sage: truncated_expansion(ShortRationalFunction([(1, (0,), [(-1,)])]), (1,), 3)
        -t1 - t1^2 - t1^3
    """
    E, offset, c0 = expansion(f, ell, level)
    L = f.laurent_polynomial_ring()
    if E is None:
        return L(0)
    d = f.dimension()
    return _laurent_from_dict(L, {add(tuple(e)[:d], offset): c for e, c in E.dict().items()})


def expansion(f, ell, level, extra_points=()):
    r"""
    Return ``(E, offset, c0)``: the polynomial `E \in \QQ[t_1, \dots, t_d,
    s]` whose monomial `t^{x - \mathrm{offset}} s^{\ell(x) - c_0}` carries
    the coefficient of `t^x` in the expansion of ``f`` oriented by `\ell`,
    for all `x` with `\ell(x) \le` ``level``.

    Each term is multiplied by its geometric series one factor at a time,
    truncating the `s`-degree after every product, so that every
    intermediate polynomial has only monomials of level at most
    ``level``.  ``extra_points`` are points that must also be
    representable (their coordinates lower the offset).

    EXAMPLES::

        sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction
        sage: from sage_latticegames.generating_functions.series import expansion
        sage: expansion(ShortRationalFunction([(1, (1,), [(1,)])]), (1,), 3)
        (t1^2*s_^2 + t1*s_ + 1, (1,), 1)
    """
    from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
    g = f.oriented(ell)
    d = f.dimension()
    groups = {}
    for c, q, dens in g._terms:
        if dot(ell, q) <= level:
            groups.setdefault(dens, []).append((c, q))
    lows = [list(x) for x in extra_points]
    c0 = min([dot(ell, x) for x in extra_points]
             + [dot(ell, q) for grp in groups.values() for _, q in grp] + [level])
    for dens, grp in groups.items():
        for _, q in grp:
            low = list(q)
            for a in dens:
                N = (level - dot(ell, q)) // dot(ell, a)
                low = [lo + N * min(0, x) for lo, x in zip(low, a)]
            lows.append(low)
    if not groups:
        return None, (0,) * d, c0
    offset = tuple(min(col) for col in zip(*lows))
    R = PolynomialRing(QQ, list(f.variable_names()) + ["s_"])
    top = int(level - c0)
    s_index = d

    def mono(x):
        e = list(sub(x, offset)) + [int(dot(ell, x) - c0)]
        return R.monomial(*e)

    total = R(0)
    for dens, grp in groups.items():
        X = R.sum(c * mono(q) for c, q in grp)
        for a in dens:
            w = dot(ell, a)
            N = top // w
            ap = tuple(max(0, x) for x in a)
            am = tuple(max(0, -x) for x in a)
            G = R.sum(R.monomial(*(list(add(scale(n, ap), scale(N - n, am))) + [n * w]))
                      for n in range(N + 1))
            X = (X * G).truncate(R.gen(s_index), top + 1)
            if any(am):
                X = X // R.monomial(*(list(scale(N, am)) + [0]))
        total += X
    return total, offset, c0
