r"""
Affine stratifications of the P-positions from a linear pretension

A proved linear pretension
(:class:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension`,
Theorems 1--2 of :mod:`~sage_latticegames.misere.heap.linear_pretension`) of a
lattice game on `\NN^d` minus a finite set (heap games in misère play, the
squarefree games of [GM-E]_ in generalized misère play) says: `x` is a
P-position iff `\langle w, x\rangle \in S_u` for `u = \kappa(x)`, where
`\kappa(x)_h` is the class of the count `x_h` in the cyclic monoid `C_{i_h,
p_h}` and each `S_u \subseteq \ZZ` is a finite set together with residue
classes modulo `q` beyond two thresholds
(:meth:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension.P_portion_counters`).
This module writes that set out as an affine stratification (Definition 8.6 of
[GM]_, Definition 4.1 of [GM-A]_): a finite disjoint union of translates `f +
\NN G` of affine semigroups, here all *free* (`G` linearly independent).

THEOREM.  Let `\Psi = (\kappa, \langle w, \cdot\rangle)` be a linear
pretension proved for a game.  For a class `u \in U = \prod_h C_{i_h, p_h}`
(read as the tuple of its least counts) let `J_u = \{h : u_h \ge i_h\}`, `J'_u
= \{h \in J_u : w_h \neq 0\}`, `a_h = w_h p_h` and `c_u = \langle w,
u\rangle`.

1. The positions of class `u` are `K_u = u + \NN\{p_h e_h : h \in J_u\}`:
   the translate by `u` of the cone `\RR_{\ge 0}\{e_h : h \in J_u\}` of
   `\NN^d` intersected with the residue class `u + \bigoplus_{h \in J_u} p_h
   \ZZ e_h`, and the `K_u` partition `\NN^d`.
2. With `x = u + \sum_{h \in J_u} n_h p_h e_h`, `\langle w, x\rangle = c_u +
   \sum_{h \in J'_u} a_h n_h`, so the P-positions of class `u` are `u +
   \{\sum_h n_h p_h e_h : n \in X_u \times \NN^{J_u \setminus J'_u}\}` with
   `X_u = \{n \in \NN^{J'_u} : c_u + a \cdot n \in S_u\}`.  The thresholds
   (the periodic tails of the counter) cut `X_u` into the parts `a \cdot n
   \ge hi - c_u`, `a \cdot n \le lo - c_u` (one residue class modulo `q` at a
   time) and the finitely many hyperplane sections `a \cdot n = t - c_u`,
   `lo < t < hi`: each the set of lattice points of a rational polyhedron in
   a lattice coset, a finitely generated module over an affine semigroup
   (its recession cone intersected with the lattice).  So the P-positions form
   a Presburger (semilinear) set [GS1966]_, and every semilinear set is a
   finite disjoint union of linear sets with linearly independent periods
   [Ito1969]_, [ES1969]_: an affine stratification with free semigroups.

The decomposition is constructed by two mutually recursive lemmas on
`\NN^m`, for a vector `a` of nonzero integers (zero entries are free
coordinates: a factor `\NN e_h`).  Let `T(a, s, Q, \rho) = \{n \in \NN^m :
a \cdot n \equiv \rho \bmod Q,\ a \cdot n \ge s\}` and `E(a, v) = \{n \in
\NN^m : a \cdot n = v\}` (`T` with `\le` is `T(-a, -s, Q, -\rho)`).

LEMMA 1.  If every `a_h < 0`, `T(a, s, Q, \rho)` is finite (`\sum_h |a_h|
n_h \le -s`).  Otherwise pick `h` with `a_h > 0`, let `M = Q/\gcd(Q, a_h)`,
`L = a_h M` and `a'` be `a` without `h`.  Writing `n_h = r + M k`, `0 \le r
< M`, `T` is the disjoint union over `r` of

- `\{(n', r + M k) : n' \in T(a', s - a_h r, Q, \rho - a_h r),\ k \ge 0\}`
  (where `a' \cdot n' \ge s - a_h r`), and
- `\{(n', r + M(1 + \kappa') + M j) : (n', \kappa') \in E((a', L), v - L),\
  j \ge 0\}` over the `v \equiv \rho - a_h r \pmod Q` with `s - a_h r \le v
  < s - a_h r + L` (where `a' \cdot n' < s - a_h r`: then `k` is at least the
  unique `\kappa \ge 1` with `a' \cdot n' + L\kappa` in that window).

*Proof.* `a \cdot n = a' \cdot n' + a_h r + L k` and `L \equiv 0 \bmod Q`, so
the residue condition is on `n'` and `r` alone, and the bound reads `a' \cdot
n' + L k \ge s - a_h r`: for `a' \cdot n' \ge s - a_h r` every `k \ge 0`,
else exactly the `k \ge \kappa(n')`; `(n', \kappa(n'))` determines and is
determined by `n'`. `\square`

LEMMA 2.  For `a_h \ne 0` and `a'` the vector `a` without `h`, `n \mapsto
n'` is a bijection of `E(a, v)` onto `T(a', v, |a_h|, v)` if `a_h < 0` and
onto `T(-a', -v, |a_h|, -v)` if `a_h > 0`, with inverse `n' \mapsto (n', (v
- a' \cdot n')/a_h)`. `\square`

Both lemmas map a translate `f + \NN G` with `G` linearly independent to
translates of the same kind (an injective affine map, plus in Lemma 1 the
generator `M e_h`, independent of the others since they lie in `a' \cdot n'
+ L\kappa' = 0` or have `h`-th entry `0`); the recursion drops one coordinate
at each step.  So the pieces are pairwise disjoint translates of free
semigroups, their union is exactly `X_u`, and, put together over the classes
`u` (translates with equal semigroups grouped into one stratum), they form an
affine stratification of the P-positions.

CERTIFICATE.  The stratification is the set of P-positions of the game on the
whole board because the linear pretension was proved for exactly that game
(the finite check of Theorem 2 of
:mod:`~sage_latticegames.misere.heap.linear_pretension`, run when the
pretension is built or unpickled) and by the theorem above.  When it is small
enough, :meth:`PretensionStratification.certify` proves it again
independently, by
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
(Theorem 4.6 of [GM]_ on the strata alone).

EXAMPLES:

A generalized misère squarefree game on `\NN^3` (one of the games of the
Conjecture 4.5 survey that the search methods left open)::

    sage: from sage_latticegames.games.families import LatticeGameFamily
    sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
    sage: G = LatticeGameFamily("squarefree", 3, 1).game([(-1, -1, 1), (0, 1, 0), (1, 0, 0)],
    ....:                                                "generalized", [(0, 1, 0)])
    sage: L = LinearPretension(G, (1, -1, 1), (1, 2, 1), (1, 2, 1), window=10)
    sage: S = L.affine_stratification(); S
    Certified affine stratification with 16 strata in Z^3: ...
    sage: S.certificate().method()
    'linear pretension'
    sage: S.certify(G)
    Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)

The octal game 0.3122 with heaps of size at most 7, whose misère quotient is
infinite, in compact form (``# long time``: the proof of the pretension)::

    sage: from sage_latticegames import games
    sage: G = games.octal('0.3122', 7, play='misere')
    sage: L = LinearPretension(G, (0, 0, 0, 0, 1, 0, -1), (2, 3, 2, 2, 1, 2, 2),   # long time
    ....:                      (2, 2, 2, 2, 1, 2, 4), window=10)
    sage: S = L.affine_stratification(); S                                         # long time
    Certified affine stratification (compact form) with 21702 strata in Z^7 (21702 translates of free semigroups over 192 semigroups, 3930 classes of U with P-positions, 54 templates) of the P-positions of octal game 0.3122 with heaps of size at most 7 (misère play), from the linear pretension with counter (0, 0, 0, 0, 1, 0, -1), cycles (2, 2), (3, 2), (2, 2), (2, 2), (1, 1), (2, 2), (2, 4)
    sage: (0, 0, 0, 0, 10**9 + 1, 0, 10**9) in S                                   # long time
    True

REFERENCES:

.. [GS1966] S. Ginsburg, E. H. Spanier, *Semigroups, Presburger formulas, and
   languages*, Pacific J. Math. 16 (1966), 285--296.
.. [Ito1969] R. Ito, *Every semilinear set is a finite union of disjoint
   linear sets*, J. Comput. System Sci. 3 (1969), 221--231.
.. [ES1969] S. Eilenberg, M.-P. Schützenberger, *Rational sets in
   commutative monoids*, J. Algebra 13 (1969), 173--191.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools
import math
from fractions import Fraction

from sage.misc.cachefunc import cached_function, cached_method
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.points import show_point, toric_lattice
from sage_latticegames.misc.protocol import DefinedByArguments, name_of
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.stratifications.base import lazy_strata

__all__ = ["PretensionStratification", "pretension_stratification", "counter_decomposition",
           "MAX_STRATA"]

#: default largest number of translates written out as an explicit AffineStratification
MAX_STRATA = 10**4

#: the name of the theorem the certificates rest on (a stable string)
THEOREM = ("linear pretension (Theorems 1-2 of sage_latticegames.misere.linear_pretension)"
           " and its Presburger decomposition (sage_latticegames.misere.stratified."
           "pretension_stratification)")


# ----------------------------------------------------------------------
# Lemmas 1 and 2: free translates in N^m
# ----------------------------------------------------------------------
def _insert(v, h, x):
    return v[:h] + (x,) + v[h:]


def _free_zeros(a, pieces_of):
    r"""
    Split off the coordinates with `a_h = 0` (free: a factor `\NN e_h`).
    """
    zero = [h for h in range(len(a)) if a[h] == 0]
    if not zero:
        return None
    rest = tuple(x for x in a if x != 0)
    m = len(a)
    out = []
    for f, G in pieces_of(rest):
        def lift(v):
            it = iter(v)
            return tuple(0 if a[h] == 0 else next(it) for h in range(m))
        out.append((lift(f), tuple(lift(g) for g in G)
                    + tuple(tuple(int(j == h) for j in range(m)) for h in zero)))
    return tuple(out)


def _bounded_points(b, bound):
    r"""
    The `n \in \NN^m` with `\sum_h b_h n_h \le` ``bound`` (all `b_h > 0`).
    """
    if not b:
        return [()] if bound >= 0 else []
    out = []
    for x in range(bound // b[0] + 1 if bound >= 0 else 0):
        out += [(x,) + y for y in _bounded_points(b[1:], bound - b[0] * x)]
    return out


@cached_function
def _T(a, s, Q, rho):
    r"""
    Free translates partitioning `\{n \in \NN^m : a \cdot n \equiv \rho
    \bmod Q, a \cdot n \ge s\}` (Lemma 1 of the module documentation), as a
    tuple of pairs ``(f, G)``.

    TESTS::

        sage: from sage_latticegames.misere.stratified.pretension_stratification import _T
        sage: _T((1, -2), 1, 2, 1)
        (((1, 0), ((2, 0),)), ((3, 1), ((2, 1), (2, 0))))
        sage: _T((-1, -1), -1, 1, 0)
        (((0, 0), ()), ((0, 1), ()), ((1, 0), ()))
    """
    rho %= Q
    m = len(a)
    if m == 0:
        return (((), ()),) if rho == 0 and s <= 0 else ()
    z = _free_zeros(a, lambda rest: _T(rest, s, Q, rho))
    if z is not None:
        return z
    positive = [h for h in range(m) if a[h] > 0]
    if not positive:
        return tuple((n, ()) for n in _bounded_points(tuple(-x for x in a), -s)
                     if sum(x * y for x, y in zip(a, n)) % Q == rho)
    h = max(positive, key=lambda j: (a[j], j))
    ah = a[h]
    M = Q // math.gcd(Q, ah)
    L = ah * M
    a1 = a[:h] + a[h + 1:]
    step = tuple(M * int(j == h) for j in range(m))
    out = []
    for r in range(M):
        sr, rr = s - ah * r, (rho - ah * r) % Q
        for f, G in _T(a1, sr, Q, rr):
            out.append((_insert(f, h, r), tuple(_insert(g, h, 0) for g in G) + (step,)))
        for v in range(sr, sr + L):
            if v % Q != rr:
                continue
            for f, G in _E(a1 + (L,), v - L):
                out.append((_insert(f[:-1], h, r + M * (1 + f[-1])),
                            tuple(_insert(g[:-1], h, M * g[-1]) for g in G) + (step,)))
    return tuple(out)


@cached_function
def _E(a, v):
    r"""
    Free translates partitioning `\{n \in \NN^m : a \cdot n = v\}` (Lemma 2
    of the module documentation).

    TESTS::

        sage: from sage_latticegames.misere.stratified.pretension_stratification import _E
        sage: _E((1, -1), 2)
        (((2, 0), ((1, 1),)),)
        sage: _E((2, 3), 7)
        (((2, 1), ()),)
    """
    m = len(a)
    if m == 0:
        return (((), ()),) if v == 0 else ()
    z = _free_zeros(a, lambda rest: _E(rest, v))
    if z is not None:
        return z
    h = min(range(m), key=lambda j: (abs(a[j]), -j))
    ah = a[h]
    a1 = a[:h] + a[h + 1:]
    if ah < 0:
        pieces = _T(a1, v, -ah, v)
    else:
        pieces = _T(tuple(-x for x in a1), -v, ah, -v)

    def last(n, const):
        return (const - sum(x * y for x, y in zip(a1, n))) // ah
    return tuple((_insert(f, h, last(f, v)), tuple(_insert(g, h, last(g, 0)) for g in G))
                 for f, G in pieces)


def counter_decomposition(a, counters):
    r"""
    Return pairwise disjoint translates `f + \NN G` of free semigroups
    (``(f, G)``, `G` linearly independent) whose union is `\{n \in \NN^m :
    a \cdot n \in S\}`, for `S` given as ``counters = (lo, hi, q, middle,
    above, below)`` (the form of
    :meth:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension.P_portion_counters`:
    ``middle`` in `(lo, hi)`, the residues modulo `q` of `S` above ``hi`` and
    below ``lo``); Lemmas 1 and 2 of the module documentation.

    INPUT:

    - ``a`` -- a tuple of integers
    - ``counters`` -- ``(lo, hi, q, middle, above, below)`` with ``lo < hi``

    EXAMPLES:

    The `(n_1, n_2)` with `n_1 - 4 n_2 \ge 0` even::

        sage: from sage_latticegames.misere.stratified.pretension_stratification import counter_decomposition
        sage: counter_decomposition((1, -4), (-1, 0, 2, (), (0,), ()))
        (((0, 0), ((2, 0),)), ((4, 1), ((4, 1), (2, 0))))
        sage: counter_decomposition((), (-1, 0, 2, (), (0,), ()))
        (((), ()),)

    TESTS::

        sage: counter_decomposition((1,), (0, 0, 1, (), (), ()))
        Traceback (most recent call last):
        ...
        ValueError: the counters need lo < hi, not lo = 0, hi = 0
    """
    a = tuple(int(x) for x in a)
    lo, hi, q, middle, above, below = counters
    lo, hi, q = int(lo), int(hi), int(q)
    if not lo < hi or q < 1:
        raise ValueError("the counters need lo < hi, not lo = %s, hi = %s" % (lo, hi)
                         if not lo < hi else "the period q must be positive, not %s" % q)
    if any(not lo < int(t) < hi for t in middle):
        raise ValueError("the middle counters must lie strictly between lo = %s and hi = %s"
                         % (lo, hi))
    out = []
    Q, R = _least_period(q, above)
    for r in R:
        out += _T(a, hi, Q, r)
    for t in sorted(set(int(t) for t in middle)):
        out += _E(a, t)
    neg = tuple(-x for x in a)
    Q, R = _least_period(q, below)
    for r in R:
        out += _T(neg, -lo, Q, -r)
    return tuple(out)


def _least_period(q, residues):
    r"""
    Return ``(Q, R)``: the least divisor `Q` of `q` such that the set of
    residues modulo `q` is a union of classes modulo `Q`, and those classes
    (fewer translates, the same set).

    TESTS::

        sage: from sage_latticegames.misere.stratified.pretension_stratification import _least_period
        sage: _least_period(4, (0, 1, 2, 3)), _least_period(4, (1, 3)), _least_period(4, (1,)), _least_period(4, ())
        ((1, (0,)), (2, (1,)), (4, (1,)), (1, ()))
    """
    R = set(int(r) % q for r in residues)
    for Q in range(1, q + 1):
        if q % Q == 0 and all((r + Q) % q in R for r in R):
            return Q, tuple(sorted(set(r % Q for r in R)))


# ----------------------------------------------------------------------
# exact membership in a free translate
# ----------------------------------------------------------------------
def _left_inverse(G):
    r"""
    Return ``(rows, inverse)``: rows of the matrix with columns ``G``
    (linearly independent) forming an invertible square matrix, and its
    inverse (``Fraction`` entries).

    TESTS::

        sage: from sage_latticegames.misere.stratified.pretension_stratification import _left_inverse
        sage: _left_inverse(((2, 0), (4, 1)))
        ((0, 1), ((Fraction(1, 2), Fraction(-2, 1)), (Fraction(0, 1), Fraction(1, 1))))
    """
    return _left_inverse_of(tuple(tuple(int(x) for x in g) for g in G))


@cached_function
def _left_inverse_of(G):
    r"""
    The memoized body of :func:`_left_inverse` (``G`` a tuple of tuples of
    Python integers).
    """
    k = len(G)
    if k == 0:
        return (), ()
    m = len(G[0])
    for rows in itertools.combinations(range(m), k):
        B = [[Fraction(G[j][i]) for j in range(k)] + [Fraction(int(i2 == r)) for r in range(k)]
             for i2, i in enumerate(rows)]
        ok = True
        for c in range(k):
            p = next((r for r in range(c, k) if B[r][c] != 0), None)
            if p is None:
                ok = False
                break
            B[c], B[p] = B[p], B[c]
            B[c] = [x / B[c][c] for x in B[c]]
            for r in range(k):
                if r != c and B[r][c] != 0:
                    B[r] = [x - B[r][c] * y for x, y in zip(B[r], B[c])]
        if ok:
            return rows, tuple(tuple(B[r][k:]) for r in range(k))
    raise ValueError("the generators %s are not linearly independent" % (G,))


def _in_translate(n, f, G):
    r"""
    Return whether `n \in f + \NN G` (``G`` linearly independent), exactly.
    """
    d = [x - y for x, y in zip(n, f)]
    if not G:
        return not any(d)
    rows, inv = _left_inverse(G)
    lam = [sum(c * d[i] for c, i in zip(row, rows)) for row in inv]
    if any(x.denominator != 1 or x < 0 for x in lam):
        return False
    return all(sum(int(x) * g[i] for x, g in zip(lam, G)) == d[i] for i in range(len(d)))


# ----------------------------------------------------------------------
# the stratification
# ----------------------------------------------------------------------
class PretensionStratification(DefinedByArguments, SageObject):
    r"""
    The affine stratification of the P-positions of a game described by a
    proved linear pretension, in compact form (see the module
    documentation): for each class `u` of `U` with P-positions, the free
    translates of `X_u` (computed once per *template*: the vector `a` and the
    set `S_u - c_u`), placed at `u` and scaled by the periods.

    It answers membership for coordinates of any size (through the strata,
    exactly), counts its translates, semigroups and templates, lists its
    strata lazily (:meth:`strata`), and writes out the explicit
    :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
    on request (:meth:`affine_stratification`; a ``ValueError`` naming the
    number of translates when more than ``max_strata``).

    INPUT:

    - ``pretension`` -- a
      :class:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension`
      (proved when it was built)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
        sage: from sage_latticegames.misere.stratified.pretension_stratification import PretensionStratification
        sage: G = games.octal('0.77', 2, play='misere')
        sage: L = LinearPretension(G, (1, -1), (2, 2), (2, 2), window=8)
        sage: S = PretensionStratification(L); S
        Certified affine stratification (compact form) with 6 strata in Z^2 (6 translates of free semigroups over 6 semigroups, 4 classes of U with P-positions, 4 templates) of the P-positions of Kayles 0.77 with heaps of size at most 2 (misère play), from the linear pretension with counter (1, -1), cycles (2, 2), (2, 2)
        sage: S.num_strata(), S.num_semigroups(), S.num_classes(), S.num_templates()
        (6, 6, 4, 4)
        sage: all(((x, y) in S) == G.is_P_position((x, y)) for x in range(8) for y in range(8) if x or y)
        True
        sage: E = S.affine_stratification(); E.num_strata(), E.is_certified()
        (6, True)
        sage: S.certify()
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
        sage: loads(dumps(S)) == S
        True
        sage: TestSuite(S).run()
    """

    def __init__(self, pretension):
        for name in ("game", "parameters", "P_portion_counters", "certificate", "is_P_position"):
            if not callable(getattr(pretension, name, None)):
                raise TypeError("expected a LinearPretension, got %r" % (pretension,))
        self._L = pretension
        w, idx, per = pretension.parameters()
        self._w, self._idx, self._per = tuple(w), tuple(idx), tuple(per)
        self._d = len(w)
        self._lattice = toric_lattice(None, self._d)
        self._templates = {}     # key -> pieces in N^{J'}
        self._classes = []       # (u, J', J0, key) for the classes with P-positions
        self._semigroups = {}
        for u in itertools.product(*[range(i + p) for i, p in zip(idx, per)]):
            lo, hi, q, middle, above, below = pretension.P_portion_counters(u)
            if not (middle or above or below):
                continue
            J = [h for h in range(self._d) if u[h] >= idx[h]]
            J1 = tuple(h for h in J if w[h])
            J0 = tuple(h for h in J if not w[h])
            a = tuple(w[h] * per[h] for h in J1)
            c = sum(x * y for x, y in zip(w, u))
            key = (a, (lo - c, hi - c, q, tuple(t - c for t in middle),
                       tuple(sorted((r - c) % q for r in above)),
                       tuple(sorted((r - c) % q for r in below))))
            if key not in self._templates:
                self._templates[key] = counter_decomposition(*key)
            if self._templates[key]:
                self._classes.append((u, J1, J0, key))
        self._by_class = {u: (J1, J0, key) for u, J1, J0, key in self._classes}
        c = pretension.certificate()
        self._certificate = Certificate(
            "linear pretension", pretension.game(),
            "the set is the set of P-positions of the game on the whole board",
            "the P-positions of the linear pretension with counter %s, cycles %s, proved by the"
            " finite check of Theorem 2 of sage_latticegames.misere.linear_pretension (%s types,"
            " counters %s..%s), written as %s translates of free semigroups by the Presburger"
            " decomposition of sage_latticegames.misere.stratified.pretension_stratification"
            % (show_point(self._w), self._cycles(), c["types"], c["counters"][0],
               c["counters"][1], self.num_strata()))

    def _cycles(self):
        return ", ".join("(%s, %s)" % ip for ip in zip(self._idx, self._per))

    # ------------------------------------------------------------------
    # data
    # ------------------------------------------------------------------
    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, -1), (2, 2), (2, 2), window=8).affine_stratification(lazy=True).game() is G
            True
        """
        return self._L.game()

    def pretension(self):
        r"""
        Return the proved linear pretension.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).pretension() is L
            True
        """
        return self._L

    def dimension(self):
        r"""
        Return `d`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).dimension()
            2
        """
        return self._d

    def lattice(self):
        r"""
        Return the ambient toric lattice `\ZZ^d`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).lattice()
            2-d lattice N
        """
        return self._lattice

    def certificate(self):
        r"""
        Return the certificate: the proof of the linear pretension for its
        game, and the decomposition theorem of the module documentation.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).certificate()
            Certificate (linear pretension): the set is the set of P-positions of the game on the whole board; the P-positions of the linear pretension with counter (1, -1), cycles (2, 2), (2, 2), proved by the finite check of Theorem 2 ... (25 types, counters -6..6), written as 6 translates of free semigroups ...
        """
        return self._certificate

    def is_certified(self):
        r"""
        Return ``True``: a linear pretension is proved when it is built.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).is_certified()
            True
        """
        return True

    # ------------------------------------------------------------------
    # counts
    # ------------------------------------------------------------------
    @cached_method
    def num_strata(self):
        r"""
        Return the number of translates `f + \NN G` (pairwise disjoint, `G`
        free), without listing them.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: S = L.affine_stratification(lazy=True); S.num_strata() == len(list(S.strata()))
            True
        """
        return sum(len(self._templates[key]) for _, _, _, key in self._classes)

    @cached_method
    def num_semigroups(self):
        r"""
        Return the number of distinct semigroups `\NN G`: the strata of the
        explicit form (translates with equal semigroups grouped).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).num_semigroups()
            6
        """
        return len(set(self._generators(J1, J0, G) for _, J1, J0, key in self._classes
                       for _, G in self._templates[key]))

    def num_classes(self):
        r"""
        Return the number of classes `u \in U` with P-positions.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).num_classes()
            4
        """
        return len(self._classes)

    def num_templates(self):
        r"""
        Return the number of templates: the decompositions of the sets `X_u`
        computed (one per vector `a` and set `S_u - c_u`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).num_templates()
            4
        """
        return len(set(key for _, _, _, key in self._classes))

    # ------------------------------------------------------------------
    # membership
    # ------------------------------------------------------------------
    def _class(self, x):
        return tuple(c if c < i else i + (c - i) % p for c, i, p in zip(x, self._idx, self._per))

    def __contains__(self, x):
        r"""
        Return whether ``x`` lies in a stratum (exactly, for coordinates of
        any size; ``False`` for what is not a point of `\NN^d`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: S = L.affine_stratification(lazy=True)
            sage: (10**40 + 1, 0) in S, (10**40, 10**40) in S, (10**40 + 1, 10**40) in S
            (True, True, False)
            sage: (-1, 0) in S, (1,) in S, "ab" in S
            (False, False, False)
        """
        try:
            x = self._point(x)
        except (TypeError, ValueError):
            return False
        return self.stratum_of(x) is not None

    def _point(self, x):
        try:
            x = tuple(int(c) for c in x)
        except (TypeError, ValueError):
            raise TypeError("a point of N^%s is a sequence of %s nonnegative integers, not %r"
                            % (self._d, self._d, x))
        if len(x) != self._d or min(x) < 0:
            raise ValueError("a point of N^%s is a sequence of %s nonnegative integers, not %s"
                             % (self._d, self._d, show_point(x) if x else x))
        return x

    def stratum_of(self, x):
        r"""
        Return the translate ``(f, G)`` (of `\ZZ^d`) containing ``x``, or
        ``None``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: S = L.affine_stratification(lazy=True)
            sage: S.stratum_of((9, 0)), S.stratum_of((9, 4))
            (((3, 0), ((2, 0),)), None)
            sage: S.stratum_of((1, -1))
            Traceback (most recent call last):
            ...
            ValueError: a point of N^2 is a sequence of 2 nonnegative integers, not (1, -1)
        """
        x = self._point(x)
        u = self._class(x)
        data = self._by_class.get(u)
        if data is None:
            return None
        J1, J0, key = data
        n = tuple((x[h] - u[h]) // self._per[h] for h in J1)
        for f, G in self._templates[key]:
            if _in_translate(n, f, G):
                return self._translate(u, J1, J0, f, G)
        return None

    def contains_points(self, points):
        r"""
        Return the membership of each point of ``points`` as a list of
        booleans.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).contains_points([(1, 0), (2, 0)])
            [True, False]
        """
        return [p in self for p in points]

    # ------------------------------------------------------------------
    # the strata
    # ------------------------------------------------------------------
    def _generators(self, J1, J0, G):
        d, per = self._d, self._per
        gens = []
        for g in G:
            v = [0] * d
            for h, y in zip(J1, g):
                v[h] = y * per[h]
            gens.append(tuple(v))
        for h in J0:
            gens.append(tuple(per[h] * int(j == h) for j in range(d)))
        return tuple(sorted(gens))

    def _translate(self, u, J1, J0, f, G):
        v = list(u)
        for h, y in zip(J1, f):
            v[h] += y * self._per[h]
        return tuple(v), self._generators(J1, J0, G)

    def translates(self):
        r"""
        Iterate over the translates as plain data ``(f, G)`` (tuples of
        integers).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: next(L.affine_stratification(lazy=True).translates())
            ((0, 2), ((0, 2),))
        """
        for u, J1, J0, key in self._classes:
            for f, G in self._templates[key]:
                yield self._translate(u, J1, J0, f, G)

    def strata(self):
        r"""
        Iterate lazily over the strata ``(F, A)``: ``F`` a tuple of one
        lattice point `f`, ``A`` the free
        :class:`~sage_latticegames.semigroups.affine_semigroup.AffineSemigroup`
        of the translate; pairwise disjoint, their union is the set.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: list(L.affine_stratification(lazy=True).strata())[3]
            ((N(2, 2),), Affine semigroup generated by (2, 2) in Z^2)
        """
        return lazy_strata(self.translates(), self._lattice, self._semigroups)

    def _require_small(self, max_strata):
        max_strata = MAX_STRATA if max_strata is None else int(max_strata)
        n = self.num_strata()
        if n > max_strata:
            raise ValueError("the affine stratification of the P-positions of %s has %s strata"
                             " (translates), more than max_strata=%s; use strata() to iterate"
                             " over them, or raise max_strata" % (self._name(), n, max_strata))

    def modules(self, max_strata=None):
        r"""
        Return the strata of the explicit form as plain data: pairs ``(F,
        G)``, the translates with equal semigroups grouped; a ``ValueError``
        naming the number of translates when more than ``max_strata``
        (default :data:`MAX_STRATA`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: S = L.affine_stratification(lazy=True)
            sage: S.modules()[:2]
            [(((1, 0),), ()), (((0, 2),), ((0, 2),))]
            sage: S.modules(max_strata=3)
            Traceback (most recent call last):
            ...
            ValueError: the affine stratification of the P-positions of Kayles 0.77 with heaps of size at most 2 (misère play) has 6 strata (translates), more than max_strata=3; use strata() to iterate over them, or raise max_strata
        """
        self._require_small(max_strata)
        groups = {}
        for f, G in self.translates():
            groups.setdefault(G, []).append(f)
        return [(tuple(sorted(F)), G) for G, F in sorted(groups.items(),
                                                         key=lambda x: (len(x[0]), x[0]))]

    def affine_stratification(self, max_strata=None, certify=False):
        r"""
        Return the explicit certified
        :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
        (:meth:`modules`); with ``certify=True`` it is also proved again by
        its own
        :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
        (a ``RuntimeError`` if that proof refuted it).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: E = L.affine_stratification(lazy=True).affine_stratification(certify=True)
            sage: E.certificate().details()
            '... proved again by AffineStratification.certify: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM])'
        """
        E = AffineStratification([(list(F), list(G)) for F, G in self.modules(max_strata)],
                                 lattice=self._lattice)
        C = self._certificate
        if certify:
            report = self.certify(E)
            if not report:
                raise RuntimeError("the stratification of the proved linear pretension of %s is"
                                   " refuted by AffineStratification.certify: %s"
                                   % (self._name(), report))
            C = Certificate(C.method(), C.game(), C.statement(),
                            C.details() + "; proved again by AffineStratification.certify: "
                            + str(report)[len("Proved: "):])
        E.set_certificate(C)
        return E

    def certify(self, explicit=None, algorithm="auto"):
        r"""
        Prove again, independently of the pretension, that the explicit
        stratification is the set of P-positions of the game:
        :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
        (Theorem 4.6 of [GM] on the strata alone); return its report.

        INPUT:

        - ``explicit`` -- (default: :meth:`affine_stratification`) the explicit
          form
        - ``algorithm`` -- passed to ``certify``

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True).certify()
            Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
        """
        E = self.affine_stratification() if explicit is None else explicit
        return E.certify(self.game(), algorithm=algorithm)

    def summary(self, max_templates=10):
        r"""
        Return a printable description of the templates: the vector `a`, the
        set `S_u - c_u` and the free translates of `X_u`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: print(L.affine_stratification(lazy=True).summary(2))
            counter (1, -1), cycles (2, 2), (2, 2): 4 classes of U with P-positions, 4 templates
            a = (): S - c = {0} u {t >= 1 : t = {} mod 2} u {t <= -3 : t = {} mod 2}; 1 translates
            a = (-2): S - c = {} u {t >= 4 : t = {} mod 2} u {t <= 0 : t = {0} mod 2}; 1 translates
            ... (2 more)
        """
        keys = sorted(set(key for _, _, _, key in self._classes))
        lines = ["counter %s, cycles %s: %s classes of U with P-positions, %s templates"
                 % (show_point(self._w), self._cycles(), self.num_classes(), len(keys))]
        for key in keys[:int(max_templates)]:
            a, (lo, hi, q, middle, above, below) = key
            def show(X):
                return "{%s}" % ", ".join(str(x) for x in sorted(X))
            lines.append("a = %s: S - c = %s u {t >= %s : t = %s mod %s} u {t <= %s : t = %s mod"
                         " %s}; %s translates" % (show_point(a) if a else "()", show(middle),
                                                  hi, show(above), q, lo, show(below), q,
                                                  len(self._templates[key])))
        if len(keys) > max_templates:
            lines.append("... (%s more)" % (len(keys) - max_templates))
        return "\n".join(lines)

    # ------------------------------------------------------------------
    # Sage protocol
    # ------------------------------------------------------------------
    def _name(self):
        return name_of(self.game())

    def _repr_(self):
        return ("Certified affine stratification (compact form) with %s strata in Z^%s (%s"
                " translates of free semigroups over %s semigroups, %s classes of U with"
                " P-positions, %s templates) of the P-positions of %s, from the linear pretension"
                " with counter %s, cycles %s"
                % (self.num_strata(), self._d, self.num_strata(), self.num_semigroups(),
                   self.num_classes(), self.num_templates(), self._name(), show_point(self._w),
                   self._cycles()))

    def _latex_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: latex(L.affine_stratification(lazy=True))
            \mathcal{P} = \biguplus_{i=1}^{6} (f_i + \mathbb{N} G_i) ...
        """
        return (r"\mathcal{P} = \biguplus_{i=1}^{%s} (f_i + \mathbb{N} G_i) \text{ (linear"
                r" pretension } \langle %s, x\rangle)" % (self.num_strata(), show_point(self._w)))

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): the pretension proves itself
        # again when it is unpickled
        return (self._L,)

    def _test_membership(self, tester=None, **options):
        r"""
        Check, on a small box, that membership through the strata agrees with
        the pretension and that no point lies in two translates.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
            sage: L.affine_stratification(lazy=True)._test_membership()
        """
        tester = self._tester(tester=tester, **options)
        d = self._d
        side = 5 if d <= 3 else 2
        for x in itertools.product(range(side), repeat=d):
            u = self._class(x)
            inside = 0
            data = self._by_class.get(u)
            if data is not None:
                J1, _, key = data
                n = tuple((x[h] - u[h]) // self._per[h] for h in J1)
                inside = sum(_in_translate(n, f, G) for f, G in self._templates[key])
            tester.assertLessEqual(inside, 1, x)
            tester.assertEqual(bool(inside), self._L.is_P_position(x), x)


def pretension_stratification(pretension, max_strata=None, lazy=None, certify=False):
    r"""
    Return the affine stratification of the P-positions described by a
    proved linear pretension: the body of
    :meth:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension.affine_stratification`
    (see there for the input).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
        sage: from sage_latticegames.misere.stratified.pretension_stratification import pretension_stratification
        sage: L = LinearPretension(games.octal('0.77', 2, play='misere'), (1, -1), (2, 2), (2, 2), window=8)
        sage: pretension_stratification(L)
        Certified affine stratification with 6 strata in Z^2: {(1, 0)}, {(0, 2)} + N{(0, 2)}, ...
        sage: pretension_stratification(L, max_strata=3)
        Certified affine stratification (compact form) with 6 strata in Z^2 ...
        sage: pretension_stratification(L, max_strata=3, lazy=False)
        Traceback (most recent call last):
        ...
        ValueError: the affine stratification of the P-positions of Kayles 0.77 with heaps of size at most 2 (misère play) has 6 strata (translates), more than max_strata=3; ...
        sage: pretension_stratification(L, lazy=True, certify=True)
        Traceback (most recent call last):
        ...
        ValueError: certify=True proves the explicit form again: not with lazy=True
    """
    if lazy not in (None, True, False):
        raise ValueError("lazy must be None, True or False, not %r" % (lazy,))
    if lazy is True and certify:
        raise ValueError("certify=True proves the explicit form again: not with lazy=True")
    P = PretensionStratification(pretension)
    limit = MAX_STRATA if max_strata is None else int(max_strata)
    if lazy is True or (lazy is None and P.num_strata() > limit):
        return P
    return P.affine_stratification(limit, certify=certify)
