r"""
Set algebra of affinely stratified sets

An *affine stratification* of a set `W \subseteq \ZZ^d` (Definition 4.1 of [GM-A],
Definition 8.6 of [GM]) is a partition `W = W_1 \uplus \cdots \uplus W_r` into finitely
generated modules `W_i = F_i + A_i` over affine semigroups `A_i`. This module computes
with such sets given as plain exact data:

- a *module* is a pair ``(F, G)``: a finite list ``F`` of integer points and a list ``G`` of
  integer generators; it stands for the set `F + \NN G \subseteq \ZZ^d`;
- a *stratified set* is a list of modules whose sets are pairwise disjoint.

The functions below implement the constructive content of Section 4 of [GM-A]:

- :func:`normal_decomposition` -- Miller's theorem [Mil10, Theorem 2.6]: a module
  `F + \NN G` is a finite disjoint union of translates of normal affine semigroups;
- :func:`intersect_translates` and :func:`intersection` -- Lemma 4.4 of [GM-A];
- :func:`difference`, :func:`complement_in_orthant` and :func:`complement_of_union` --
  Lemma 4.3 and Theorem 4.2 of [GM-A];
- :func:`union`, :func:`is_disjoint`, :func:`contains`, :func:`points_in_box` -- helpers.

Every stratified set returned here is *refined*: its strata are pairwise disjoint and, in
each stratum ``(F, G)``, the semigroup `\NN G` is normal (``G`` is its Hilbert basis) and
the translates `f + \NN G`, `f \in F`, are pairwise disjoint. Hence the generating function
of a stratum is `\sum_{f \in F} t^f` times the Hilbert series of `\NN G`. The semigroups
`\NN G` must be pointed (contain no nonzero group); this is the setting of lattice games.

Points and generators are returned as tuples of Sage integers, sorted.

EXAMPLES:

The P-positions of misère Nim with heaps of size at most 2 (Example 8.7 of [GM]) and their
complement, the N-positions::

    sage: from sage_latticegames.stratifications.set_algebra import complement_in_orthant, points_in_box
    sage: P = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]
    sage: N = complement_in_orthant(P, 2)
    sage: sorted(points_in_box(N, (0, 0), (3, 3)))
    [(0, 0), (0, 1), (0, 3), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)]

REFERENCES:

- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*.
- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*.
- [Mil10] E. Miller, *Affine stratifications from finite misère quotients*.
"""
import sage.rings.integer  # noqa: F401

from itertools import product
from math import gcd

from sage.misc.lazy_import import LazyImport
Cone = LazyImport("sage.geometry.cone", "Cone")  # Sage's polyhedra, imported at first use
Polyhedron = LazyImport("sage.geometry.polyhedron.constructor", "Polyhedron")  # Sage's polyhedra, imported at first use
from sage.geometry.toric_lattice import ToricLattice
from sage.geometry.triangulation.point_configuration import PointConfiguration
from sage.matrix.constructor import matrix
from sage.misc.cachefunc import cached_method
from sage.modules.free_module import FreeModule
from sage.modules.free_module_element import vector
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ
from sage.structure.sage_object import SageObject
from sage.misc.cachefunc import cached_function
from sage.misc.persist import register_unpickle_override

from sage_latticegames.misc.points import integer_vector, primitive_vector, unit_vectors
from sage_latticegames.misc.functionals import positivity_witness
from sage_latticegames.misc.lattices import (span_lattice, saturation, coset_intersection,
                                             coset_representatives)
from sage_latticegames.misc.polyhedra import integral_hyperplane
from sage_latticegames.misc.integer_programs import zsolve


# ---------------------------------------------------------------------------
# Input validation and small helpers
# ---------------------------------------------------------------------------



def _key(v):
    """Return the tuple of Sage integers used to output the vector ``v``."""
    return tuple(ZZ(x) for x in v)


def _check_module(module, d=None):
    """
    Validate a module ``(F, G)`` and return ``(F, G, d)`` with immutable vectors.

    ``F`` is deduplicated and ``G`` loses its zero vectors and duplicates.

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _check_module
        sage: _check_module(([(0, 1), (0, 1)], [(1, 0), (0, 0)]))
        ([(0, 1)], [(1, 0)], 2)
        sage: _check_module(([(0, 1)],))
        Traceback (most recent call last):
        ...
        TypeError: a module must be a pair (F, G) of a list of points and a list of generators
    """
    try:
        F, G = module
    except (TypeError, ValueError):
        raise TypeError("a module must be a pair (F, G) of a list of points "
                        "and a list of generators")
    F, G = list(F), list(G)
    if d is None:
        if F:
            d = len(F[0])
        elif G:
            d = len(G[0])
    Fv = list(dict.fromkeys(integer_vector(f, d) for f in F))
    Gv = list(dict.fromkeys(integer_vector(g, d, "generator") for g in G))
    Gv = [g for g in Gv if not g.is_zero()]
    return Fv, Gv, d


def _check_stratified_set(S, d=None):
    """
    Validate a stratified set (a list of modules) and return ``(modules, d)``.

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _check_stratified_set
        sage: _check_stratified_set([([(0, 0)], [(1, 0)]), ([(1, 1, 1)], [])])
        Traceback (most recent call last):
        ...
        ValueError: the point (1, 1, 1) has 3 coordinates, expected 2
    """
    modules = []
    for module in S:
        F, G, d = _check_module(module, d)
        if F:
            modules.append((F, G))
    return modules, d


def _common_dimension(*dims):
    """Return the common ambient dimension of the arguments, checking consistency."""
    known = set(x for x in dims if x is not None)
    if len(known) > 1:
        raise ValueError("the sets live in lattices of different dimensions %s"
                         % sorted(known))
    return known.pop() if known else None






def _minimal_elements(points, leq):
    """Return the elements of ``points`` that are minimal for the partial order ``leq``."""
    points = list(dict.fromkeys(points))
    return [p for p in points if not any(q != p and leq(q, p) for q in points)]




# ---------------------------------------------------------------------------
# Lattices and cosets
# ---------------------------------------------------------------------------

















# ---------------------------------------------------------------------------
# Normal translates
# ---------------------------------------------------------------------------

class NormalTranslate(SageObject):
    r"""
    A translate `b + A` of a normal affine semigroup `A = C \cap L`.

    Here `A` is given by its Hilbert basis; `C = \RR_{\ge 0} A` is its cone and `L = \ZZ A`
    its lattice. These are the pieces of Miller's decomposition [Mil10, Theorem 2.6] used
    in the proofs of Lemma 4.4 and Theorem 4.2 of [GM-A].

    INPUT:

    - ``translation`` -- an integer point `b`
    - ``hilbert_basis`` -- the Hilbert basis of a pointed normal affine semigroup (not
      checked; use :func:`normal_decomposition` to produce normal translates)

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
        sage: T = NormalTranslate((1, 0), [(2, 0), (0, 2)]); T
        (1, 0) + N{(0, 2), (2, 0)}
        sage: (3, 4) in T, (2, 4) in T, (-1, 0) in T
        (True, False, False)
        sage: T.cone().rays()
        N(0, 1),
        N(1, 0)
        in 2-d lattice N
        sage: T.lattice().basis_matrix()
        [2 0]
        [0 2]
        sage: latex(T)
        (1, 0) + \mathbb{N}\{(0, 2), (2, 0)\}
        sage: loads(dumps(T)) == T
        True
        sage: TestSuite(T).run()
    """

    def __init__(self, translation, hilbert_basis):
        """
        Initialize ``self``.

        TESTS::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: NormalTranslate((0, 0), [(1, 2, 3)])
            Traceback (most recent call last):
            ...
            ValueError: the generator (1, 2, 3) has 3 coordinates, expected 2
        """
        b = integer_vector(translation)
        d = len(b)
        H = sorted(set(_key(integer_vector(h, d, "generator")) for h in hilbert_basis))
        self._translation = _key(b)
        self._hilbert_basis = tuple(h for h in H if any(h))

    def translation(self):
        """
        Return the translation vector `b` as a tuple.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: NormalTranslate((1, 0), [(2, 0)]).translation()
            (1, 0)
        """
        return self._translation

    def hilbert_basis(self):
        """
        Return the Hilbert basis of the normal semigroup `A` as a sorted tuple of tuples.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: NormalTranslate((1, 0), [(2, 0), (0, 1)]).hilbert_basis()
            ((0, 1), (2, 0))
        """
        return self._hilbert_basis

    def dimension(self):
        """
        Return the dimension `d` of the ambient lattice `\\ZZ^d`.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: NormalTranslate((1, 0, 0), [(2, 0, 0)]).dimension()
            3
        """
        return len(self._translation)

    @cached_method
    def cone(self):
        """Return the cone `\\RR_{\\ge 0} A` as a Sage cone."""
        return Cone(self._hilbert_basis, lattice=ToricLattice(self.dimension()))

    @cached_method
    def lattice(self):
        """Return the lattice `\\ZZ A` as a submodule of `\\ZZ^d`."""
        return span_lattice(self._hilbert_basis, self.dimension())

    def translate(self, v):
        """
        Return the translate `(b + v) + A`.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: NormalTranslate((1, 0), [(2, 0)]).translate((3, 4))
            (4, 4) + N{(2, 0)}
        """
        return NormalTranslate([a + b for a, b in zip(self._translation, v)], self._hilbert_basis)

    def module(self):
        """
        Return ``self`` as a module ``((b,), H)`` (the format of this module).

        EXAMPLES::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: NormalTranslate((1, 0), [(2, 0)]).module()
            (((1, 0),), ((2, 0),))
        """
        return ((self._translation,), self._hilbert_basis)

    def __contains__(self, p):
        """
        Return whether ``p`` lies in `b + A`, i.e. `p - b \\in C \\cap L`.

        EXAMPLES::

            sage: from sage_latticegames.stratifications.set_algebra import NormalTranslate
            sage: T = NormalTranslate((1, 1), [])
            sage: (1, 1) in T, (1, 2) in T
            (True, False)
        """
        p = integer_vector(p, self.dimension())
        v = p - vector(ZZ, self._translation)
        return v in self.lattice() and (not self._hilbert_basis or v in self.cone())

    def _repr_(self):
        """Return a string representation."""
        return "%s + N{%s}" % (self._translation, ", ".join(str(h) for h in self._hilbert_basis))

    def _latex_(self):
        """Return a LaTeX representation."""
        return r"%s + \mathbb{N}\{%s\}" % (self._translation,
                                            ", ".join(str(h) for h in self._hilbert_basis))

    def __eq__(self, other):
        """Equality of the data (translation, Hilbert basis)."""
        return (isinstance(other, NormalTranslate)
                and self._translation == other._translation
                and self._hilbert_basis == other._hilbert_basis)

    def __ne__(self, other):
        """Inequality."""
        return not self == other

    def __hash__(self):
        """Hash of the data."""
        return hash((self._translation, self._hilbert_basis))


# ---------------------------------------------------------------------------
# Monomial ideals: Stanley decompositions of up-sets of N^k
# ---------------------------------------------------------------------------

def _stanley_decomposition(generators, variables):
    r"""
    Disjoint decomposition of the up-set of `\NN^k` generated by ``generators`` into sets
    `m + \NN^Z` (Stanley decomposition of a monomial ideal).

    INPUT:

    - ``generators`` -- tuples of length `k`
    - ``variables`` -- tuple of the coordinates still free (initially ``range(k)``);
      coordinates outside it are ignored

    OUTPUT: a list of pairs ``(m, Z)``, ``m`` a `k`-tuple and ``Z`` a tuple of coordinates.

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _stanley_decomposition
        sage: D = _stanley_decomposition([(2, 0), (0, 1)], (0, 1)); D
        [((0, 1), (1,)), ((1, 1), (1,)), ((2, 0), (0, 1))]
        sage: _stanley_decomposition([], (0, 1))
        []
        sage: _stanley_decomposition([(0, 0)], (0, 1))
        [((0, 0), (0, 1))]
    """
    k = len(generators[0]) if generators else 0
    gens = _minimal_elements([tuple(g) for g in generators],
                             lambda a, b: all(a[i] <= b[i] for i in variables))
    if not gens:
        return []
    if any(all(g[i] == 0 for i in variables) for g in gens):
        return [(tuple([0] * k), tuple(variables))]
    j = max(variables, key=lambda i: max(g[i] for g in gens))
    e = max(g[j] for g in gens)
    rest = tuple(i for i in variables if i != j)

    def shift(pieces, t, free):
        out = []
        for m, Z in pieces:
            m = list(m)
            m[j] += t
            out.append((tuple(m), tuple(sorted(Z + free))))
        return out

    def drop_j(gs):
        return [g[:j] + (0,) + g[j + 1:] for g in gs]

    result = []
    for t in range(e):
        result += shift(_stanley_decomposition(drop_j([g for g in gens if g[j] <= t]), rest),
                        t, ())
    result += shift(_stanley_decomposition(drop_j(gens), rest), e, (j,))
    return result


# ---------------------------------------------------------------------------
# Half-open triangulations of cones and fundamental parallelepipeds
# ---------------------------------------------------------------------------

def _half_open_triangulation(rays):
    r"""
    Half-open triangulation of the full-dimensional pointed cone spanned by ``rays``.

    INPUT: a list of integer vectors in `\ZZ^k` spanning `\RR^k`, each on an extremal ray.

    OUTPUT: a list of pairs ``(sigma, strict)``: ``sigma`` a tuple of `k` indices of rays
    spanning a simplicial cone, ``strict`` a tuple of booleans; the half-open cones
    `\{\sum_i \lambda_i r_{\sigma_i} : \lambda_i \ge 0, \lambda_i > 0 \text{ if strict}_i\}`
    partition the cone (every point `x` goes to the cone containing `x + \epsilon y`,
    `y` a generic interior point).

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _half_open_triangulation
        sage: rays = [vector(ZZ, r) for r in [(1, 0, 1), (0, 1, 1), (-1, 0, 1), (0, -1, 1)]]
        sage: T = _half_open_triangulation(rays); len(T)
        2
        sage: sorted(sum(s) for _, s in T)
        [0, 1]
    """
    k = len(rays[0])
    if len(rays) == k:
        simplices = [tuple(range(k))]
    else:
        cone = Cone(rays, lattice=ToricLattice(k))
        ell = sum((vector(ZZ, n) for n in cone.facet_normals()), vector(ZZ, k))
        points = [vector(QQ, r) / (ell * r) for r in rays]
        simplices = [tuple(s) for s in PointConfiguration(points).triangulate()]
    inverses = [matrix(QQ, [rays[i] for i in s]).transpose().inverse() for s in simplices]
    q = 2
    while True:
        y = sum((q ** (i + 1) * vector(QQ, r) for i, r in enumerate(rays)), vector(QQ, k))
        lambdas = [Rinv * y for Rinv in inverses]
        if all(x != 0 for lam in lambdas for x in lam):
            return [(s, tuple(x < 0 for x in lam)) for s, lam in zip(simplices, lambdas)]
        q += 1


def _parallelepiped_points(R, strict):
    r"""
    Integer points of the half-open parallelepiped `\{R\mu : \mu_i \in [0,1)\}` (with
    `\mu_i \in (0,1]` where ``strict[i]``); `R` is a nonsingular square integer matrix.

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _parallelepiped_points
        sage: sorted(_parallelepiped_points(matrix(ZZ, [[1, 1], [0, 2]]), (False, False)))
        [(0, 0), (1, 1)]
        sage: sorted(_parallelepiped_points(matrix(ZZ, [[1, 1], [0, 2]]), (True, False)))
        [(1, 0), (1, 1)]
    """
    k = R.nrows()
    D, U, V = R.smith_form()  # D = U R V, so Z^k / R Z^k = U^{-1} (Z^k / D Z^k)
    Uinv = U.inverse()
    Rinv = R.inverse()
    points = []
    for t in product(*[range(D[i, i]) for i in range(k)]):
        mu = Rinv * (Uinv * vector(ZZ, t))
        mu = [x - x.floor() if not s else x - x.ceil() + 1 for x, s in zip(mu, strict)]
        p = R * vector(QQ, mu)
        points.append(vector(ZZ, p))
    return points


# ---------------------------------------------------------------------------
# Miller's decomposition into translates of normal affine semigroups
# ---------------------------------------------------------------------------

class _SemigroupData():
    """
    Exact data attached to a pointed affine semigroup `Q = \\NN G`: its lattice `L = \\ZZ G`
    with a basis ``B`` (rows), the coordinates ``Gu`` of ``G`` in that basis, the cone, its
    Hilbert basis and whether `Q` is normal.
    """

    def __init__(self, G, d):
        self.d = d
        self.lattice = span_lattice(G, d)
        self.B = self.lattice.basis_matrix()
        self.k = self.B.nrows()
        self.Gu = [vector(ZZ, self.lattice.coordinate_vector(g)) for g in G]
        self.cone = Cone(self.Gu, lattice=ToricLattice(self.k))
        if not self.cone.is_strictly_convex():
            raise _not_pointed(G)
        self.hilbert_basis = [vector(ZZ, h) for h in self.cone.Hilbert_basis()]
        gens = set(tuple(g) for g in self.Gu)
        self.is_normal = all(tuple(h) in gens for h in self.hilbert_basis)
        self._triangulation = None

    def lift(self, u):
        """Map coordinates ``u`` in the basis of `L` to `\\ZZ^d`."""
        return vector(ZZ, u) * self.B

    def coordinates(self, v):
        """Coordinates of ``v`` (in `L`) in the basis of `L`."""
        return vector(ZZ, self.lattice.coordinate_vector(v))

    def ray_elements(self):
        """One element of `Q` on each extremal ray: the shortest generator on it."""
        elements = []
        for rho in self.cone.rays():
            rho = vector(ZZ, rho)
            on_ray = [g for g in self.Gu if matrix([g, rho]).rank() == 1 and g * rho > 0]
            elements.append(min(on_ray, key=lambda g: g * g))
        return elements

    def triangulation(self):
        """Half-open triangulation data: list of ``(R, strict, parallelepiped points)``."""
        if self._triangulation is None:
            rays = self.ray_elements()
            data = []
            for sigma, strict in _half_open_triangulation(rays):
                R = matrix(ZZ, [rays[i] for i in sigma]).transpose()
                data.append((R, strict, _parallelepiped_points(R, strict)))
            self._triangulation = data
        return self._triangulation


def _semigroup_data(G, d):
    """The :class:`_SemigroupData` of `\\NN G` (memoized)."""
    try:
        return _semigroup_data_of(d, tuple(sorted(tuple(int(x) for x in g) for g in G)))
    except NotImplementedError:
        # name the generators in the order given (the memoized call sorted them)
        raise _not_pointed(G) from None


def _not_pointed(G):
    """The error for a semigroup `\\NN G` that is not pointed."""
    return NotImplementedError("the semigroup generated by %s is not pointed (it contains a "
                               "nonzero group); only pointed affine semigroups are supported"
                               % [tuple(int(x) for x in g) for g in G])


@cached_function
def _semigroup_data_of(d, G):
    """The :class:`_SemigroupData` of `\\NN G` for a sorted tuple ``G`` of integer tuples."""
    return _SemigroupData([vector(ZZ, g) for g in G], d)


def _positive_functional(G, d):
    """
    Return an integral linear functional positive on every generator in ``G``
    (:func:`~sage_latticegames.misc.functionals.positivity_witness`; the zero
    functional when ``G`` is empty).

    Raise ``NotImplementedError`` if `\\NN G` is not pointed.
    """
    ell = positivity_witness(G, d=d)
    if ell is None:
        raise NotImplementedError("the semigroup generated by %s is not pointed (it contains a "
                                  "nonzero group); only pointed affine semigroups are supported"
                                  % [tuple(g) for g in G])
    return vector(ZZ, ell)


def _group_by_cosets(points, same_coset):
    """Partition ``points`` into classes for the equivalence relation ``same_coset``."""
    classes = []
    for p in points:
        for cls in classes:
            if same_coset(cls[0], p):
                cls.append(p)
                break
        else:
            classes.append([p])
    return classes


def _decompose_class(F, data):
    r"""
    Disjoint translates of free semigroups covering `F + Q` exactly, for `F` inside a single
    coset of `L = \ZZ Q` (``data`` is the :class:`_SemigroupData` of `Q`).

    After a shift `f_0` making `F - f_0 \subseteq C = \RR_{\ge 0} Q`, the cone `C` is cut into
    half-open simplicial cones `\sigma'` spanned by elements `r_1, \dots, r_k` of `Q`; then
    `(F + Q) \cap \sigma'` is the disjoint union over the lattice points `p` of the half-open
    fundamental parallelepiped of `p + U_p \cdot r`, where
    `U_p = \{n \in \NN^k : p + \sum_i n_i r_i \in F - f_0 + Q\}` is an up-set (a monomial
    ideal) whose minimal generators are the `n`-parts of the minimal solutions of
    `\sum_g c_g g + \sum_f e_f (f - f_0) - \sum_i n_i r_i = p`, `\sum_f e_f = 1`, in
    nonnegative integers (4ti2's ``zsolve``, run as a guarded child process by
    :func:`~sage_latticegames.misc.integer_programs.zsolve`); its Stanley decomposition gives translates of
    free, hence normal, semigroups `\NN\{r_i : i \in Z\}`.
    """
    k = data.k
    f1 = F[0]
    V = [data.coordinates(f - f1) for f in F]
    rays = data.ray_elements()
    s = sum(rays, vector(ZZ, k))
    normals = [vector(ZZ, n) for n in data.cone.facet_normals()]
    N = 0
    for v in V:
        for n in normals:
            if n * v < 0:
                N = max(N, (-(n * v) + (n * s) - 1) // (n * s))
    f0 = f1 - data.lift(N * s)
    shifted = [v + N * s for v in V]
    columns = ([list(g) + [0] for g in data.Gu] + [list(v) + [1] for v in shifted])
    out = []
    for R, strict, parallelepiped in data.triangulation():
        A = matrix(ZZ, columns + [list(-c) + [0] for c in R.columns()]).transpose()
        lifted_rays = [data.lift(c) for c in R.columns()]
        for p in parallelepiped:
            solutions = zsolve(A, ['='] * (k + 1), list(p) + [1], [1] * A.ncols())[0].rows()
            upset = [tuple(sol[len(columns):]) for sol in solutions]
            for m, Z in _stanley_decomposition(upset, tuple(range(k))):
                b = f0 + data.lift(p + R * vector(ZZ, m))
                out.append(NormalTranslate(b, [lifted_rays[i] for i in Z]))
    return out


def normal_decomposition(F, G):
    r"""
    Write the module `F + \NN G` as a finite disjoint union of translates of normal affine
    semigroups.

    This is Miller's theorem [Mil10, Theorem 2.6], the reduction on which the proofs of
    Lemma 4.4 and Theorem 4.2 of [GM-A] rest. Classes of `F` modulo `\ZZ G` are treated
    separately. When `\NN G` is normal, a class with a single point `f` gives the translate
    `f + \NN G` itself. Otherwise the cone of `G` is cut into half-open simplicial cones
    spanned by elements of `\NN G` and, in each, the module is the disjoint union of
    translates of an up-set of `\NN^k` over lattice points of a fundamental parallelepiped;
    the up-sets are computed exactly (minimal solutions of linear Diophantine systems by
    4ti2) and split into translates of free semigroups (Stanley decompositions).
    Free semigroups are normal.

    INPUT:

    - ``F`` -- a finite list of integer points in `\ZZ^d`
    - ``G`` -- a list of integer vectors generating a pointed affine semigroup

    OUTPUT: a list of :class:`NormalTranslate` whose sets partition `F + \NN G`.

    EXAMPLES:

    The numerical semigroup `\langle 2, 3\rangle = \{0, 2, 3, 4, \dots\}`::

        sage: from sage_latticegames.stratifications.set_algebra import normal_decomposition
        sage: normal_decomposition([(0,)], [(2,), (3,)])
        [(0,) + N{(2,)}, (3,) + N{(2,)}]

    A normal semigroup translate is returned as it is; two translates in the same coset
    are cut into disjoint pieces::

        sage: normal_decomposition([(1, 0)], [(2, 0), (0, 2)])
        [(1, 0) + N{(0, 2), (2, 0)}]
        sage: normal_decomposition([(1, 0), (0, 1)], [(1, 0), (0, 1)])
        [(0, 1) + N{(0, 1)}, (1, 0) + N{(0, 1), (1, 0)}]

    A non-normal semigroup in dimension 2: `\NN^2` minus its hole `(1, 0)`::

        sage: normal_decomposition([(0, 0)], [(2, 0), (3, 0), (1, 1), (0, 1)])
        [(0, 0) + N{(0, 1), (2, 0)}, (1, 1) + N{(0, 1), (2, 0)}, (3, 0) + N{(2, 0)}]

    TESTS::

        sage: normal_decomposition([(0, 0)], [(1, 0), (-1, 0)])
        Traceback (most recent call last):
        ...
        NotImplementedError: the semigroup generated by [(1, 0), (-1, 0)] is not pointed (it contains a nonzero group); only pointed affine semigroups are supported
        sage: normal_decomposition([(0, 0), (0, 0)], [])
        [(0, 0) + N{}]
    """
    F, G, d = _check_module((F, G))
    if not F:
        return []
    f0 = tuple(F[0])
    key = tuple(tuple(int(a - b) for a, b in zip(f, f0)) for f in F)
    gens = tuple(tuple(int(x) for x in g) for g in G)
    return [T.translate(f0) for T in _normal_decomposition_at(key, gens, d)]


@cached_function
def _normal_decomposition_at(F, G, d):
    r"""
    The :func:`normal_decomposition` of `F + \NN G` for tuples ``F`` and
    ``G`` of integer tuples (memoized; :func:`normal_decomposition` moves
    the first point of `F` to the origin first, so that all the translates
    of a module share one computation).

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _normal_decomposition_at
        sage: _normal_decomposition_at(((0,), (1,)), ((2,), (3,)), 1)
        ((0,) + N{(2,)}, (1,) + N{(2,)})
    """
    F = [vector(ZZ, f) for f in F]
    if not G:
        return tuple(NormalTranslate(f, ()) for f in F)
    G = [vector(ZZ, g) for g in G]
    data = _semigroup_data(G, d)
    classes = _group_by_cosets(F, lambda a, b: (a - b) in data.lattice)
    out = []
    for cls in classes:
        if not data.is_normal:
            out += _decompose_class(cls, data)
            continue
        H = [data.lift(h) for h in data.hilbert_basis]
        translates = [NormalTranslate(f, H) for f in cls]
        if len(cls) == 1:
            out += translates
        else:
            out += _union_of_translates(translates)
    return tuple(sorted(out, key=lambda T: (T.hilbert_basis(), T.translation())))


# ---------------------------------------------------------------------------
# Polyhedra intersected with lattice cosets
# ---------------------------------------------------------------------------

@cached_function
def _cone_and_lattice(H, d):
    """
    The cone `\\RR_{\\ge 0} H` as a polyhedron and the lattice `\\ZZ H`
    (memoized: the pieces of translates of one semigroup share them).

    TESTS::

        sage: from sage_latticegames.stratifications.set_algebra import _cone_and_lattice
        sage: P, L = _cone_and_lattice(((2, 0),), 2); P.rays_list(), L.rank()
        ([[1, 0]], 1)
    """
    P = Polyhedron(vertices=[[0] * d], rays=H, base_ring=QQ) if H else \
        Polyhedron(vertices=[[0] * d], base_ring=QQ)
    return P, span_lattice(H, d)


def _hyperplanes(P):
    """The H-representation of ``P`` as integral inequalities ``(b, a)``: ``b + a.x >= 0``."""
    ieqs = [integral_hyperplane(h.b(), h.A()) for h in P.inequality_generator()]
    eqns = [integral_hyperplane(h.b(), h.A()) for h in P.equation_generator()]
    return ieqs, eqns


class _LatticePolyhedron():
    r"""
    The set `P \cap (c + L)` of the points of a lattice coset in a rational polyhedron, the
    building block of the proofs of Lemmas 4.3 and 4.4 of [GM-A].

    The polyhedron is always intersected with the affine span `c + \RR L`. Distinct objects
    produced by the set operations below are pairwise disjoint.
    """

    def __init__(self, polyhedron, point, lattice, in_span=False):
        self.point = vector(ZZ, point)
        self.lattice = lattice
        d = len(self.point)
        K = lattice.basis_matrix().right_kernel_matrix()
        if K.nrows() and not in_span:
            hull = Polyhedron(eqns=[[-(a * self.point)] + list(a) for a in K.rows()],
                              ambient_dim=d, base_ring=QQ)
            polyhedron = polyhedron & hull
        self.polyhedron = polyhedron

    @classmethod
    def from_translate(cls, T):
        """The set `b + A = (b + C) \\cap (b + \\ZZ A)` of a :class:`NormalTranslate`."""
        b = vector(ZZ, T.translation())
        P, L = _cone_and_lattice(T.hilbert_basis(), len(b))
        return cls(P.translation(b), b, L, in_span=True)

    @classmethod
    def orthant(cls, d):
        """The set `\\NN^d`."""
        P = Polyhedron(vertices=[[0] * d], rays=unit_vectors(d), base_ring=QQ)
        return cls(P, vector(ZZ, d), FreeModule(ZZ, d))

    def is_empty(self):
        """Whether the polyhedron is empty (lattice points may still be absent otherwise)."""
        return self.polyhedron.is_empty()

    def intersection(self, other):
        """Return `(P_1 \\cap P_2) \\cap ((c_1 + L_1) \\cap (c_2 + L_2))` or ``None``."""
        coset = coset_intersection(self.point, self.lattice, other.point, other.lattice)
        if coset is None:
            return None
        P = self.polyhedron & other.polyhedron
        if P.is_empty():
            return None
        piece = _LatticePolyhedron(P, *coset)
        return None if piece.is_empty() else piece

    def _violators(self, b, a):
        r"""
        Describe the points of `c + L` with `b + a \cdot x < 0`: ``None`` (no point),
        ``'all'`` (every point) or an integral inequality equivalent on `c + L`.
        """
        v0 = a * self.point + b
        g = 0
        for row in self.lattice.basis_matrix().rows():
            g = gcd(g, int(a * row))
        if g == 0:
            return 'all' if v0 < 0 else None
        m = v0 % g
        return (m - g - b, -a)  # b + a.x <= m - g, the largest value < 0 in v0 + gZ

    def bounding_box(self):
        r"""
        Return the lists ``(lo, hi)`` of the bounds of the coordinates on the
        polyhedron (``None`` for no bound), computed once.
        """
        box = getattr(self, "_box", None)
        if box is None:
            P = self.polyhedron
            d = len(self.point)
            V = P.vertices_list()
            R = P.rays_list()
            lines = P.lines_list()
            lo, hi = [], []
            for i in range(d):
                free = any(v[i] for v in lines)
                lo.append(None if free or any(r[i] < 0 for r in R) or not V
                          else min(v[i] for v in V))
                hi.append(None if free or any(r[i] > 0 for r in R) or not V
                          else max(v[i] for v in V))
            box = self._box = (lo, hi)
        return box

    def _boxes_disjoint(self, other):
        """Whether the bounding boxes of the two polyhedra are disjoint (then so are they)."""
        (lo1, hi1), (lo2, hi2) = self.bounding_box(), other.bounding_box()
        return any((h1 is not None and l2 is not None and h1 < l2)
                   or (h2 is not None and l1 is not None and h2 < l1)
                   for l1, h1, l2, h2 in zip(lo1, hi1, lo2, hi2))

    def difference(self, other):
        r"""
        Return disjoint pieces whose union is ``self`` minus ``other``.

        This is the "carving" of the proof of Lemma 4.3 of [GM-A]: the part of `P_1` outside
        `P_2` is cut along the facets (and equations) of `P_2`, each cut giving a polyhedron
        whose lattice points form a finitely generated module [Mil10, Lemma 2.4]; what lies
        in `P_2` is a union of cosets of `L_1 \cap L_2` in `L_1 \cap \RR L_2`, all but one
        of which survive.
        """
        if (self._boxes_disjoint(other)
                or coset_intersection(self.point, self.lattice, other.point, other.lattice) is None
                or (self.polyhedron & other.polyhedron).is_empty()):
            return [self]
        ieqs, eqns = _hyperplanes(other.polyhedron)
        cuts = ieqs + [h for b, a in eqns for h in ((b, a), (-b, -a))]
        d = len(self.point)
        pieces = []
        current = self.polyhedron
        for b, a in cuts:
            outside = self._violators(b, a)
            if outside is None:
                continue
            if outside == 'all':
                pieces.append(_LatticePolyhedron(current, self.point, self.lattice))
                return pieces
            half = Polyhedron(ieqs=[[outside[0]] + list(outside[1])], ambient_dim=d, base_ring=QQ)
            carved = current & half
            if not carved.is_empty():
                pieces.append(_LatticePolyhedron(carved, self.point, self.lattice))
            current = current & Polyhedron(ieqs=[[b] + list(a)], ambient_dim=d, base_ring=QQ)
            if current.is_empty():
                return [p for p in pieces if not p.is_empty()]
        # the points of c1 + L1 in the affine span of other
        c, L = coset_intersection(self.point, self.lattice, other.point,
                                   saturation(other.lattice))
        removed = coset_intersection(c, L, other.point, other.lattice)
        if removed is None:
            pieces.append(_LatticePolyhedron(current, c, L))
        else:
            M = removed[1]
            Q = L / M
            skip = Q(removed[0] - c)
            for q in Q:
                if q != skip:
                    pieces.append(_LatticePolyhedron(current, c + q.lift(), M))
        return [p for p in pieces if not p.is_empty()]

    def split(self, M):
        """
        Return the pieces `P \\cap (c + r + (L \\cap M))`, `r` running over `L / (L \\cap M)`.
        """
        sub = self.lattice.intersection(M)
        return [_LatticePolyhedron(self.polyhedron, self.point + r, sub)
                for r in coset_representatives(self.lattice, sub)]

    def module(self):
        r"""
        Return ``(F, H, classes)`` with `P \cap (c + L) = F + A` for the normal semigroup
        `A = \mathrm{rec}(P) \cap L` with Hilbert basis ``H`` ([Mil10, Lemma 2.4]); ``F`` is
        the set of minimal generators, and ``classes`` partitions it into classes modulo
        `\ZZ A` (translates of `A` by points in different classes are disjoint).
        """
        B = self.lattice.basis_matrix()
        r = B.nrows()
        c = self.point
        if r == 0:
            F = [c] if c in self.polyhedron else []
            return F, [], [[f] for f in F]
        ieqs, eqns = _hyperplanes(self.polyhedron)
        Pu = Polyhedron(ieqs=[[b + a * c] + list(B * a) for b, a in ieqs],
                        eqns=[[b + a * c] + list(B * a) for b, a in eqns],
                        ambient_dim=r, base_ring=QQ)
        if Pu.is_empty():
            return [], [], []
        if Pu.n_lines():
            raise NotImplementedError("the polyhedron %s contains a line; only pointed "
                                      "polyhedra are supported" % self.polyhedron)
        rays = [primitive_vector(rho) for rho in Pu.rays_list()]
        box = Polyhedron(vertices=Pu.vertices_list(), base_ring=QQ)
        for rho in rays:
            box = box + Polyhedron(vertices=[[0] * r, rho], base_ring=QQ)
        recession = [(vector(QQ, a), False) for _, a in _hyperplanes(Pu)[0]] + \
                    [(vector(QQ, a), True) for _, a in _hyperplanes(Pu)[1]]

        def in_recession_cone(v):
            return all((a * v == 0) if eq else (a * v >= 0) for a, eq in recession)

        Fu = _minimal_elements([vector(ZZ, x, immutable=True) for x in box.integral_points()],
                               lambda x, y: in_recession_cone(y - x))
        span = matrix(QQ, rays, ncols=r)
        rank = span.rank()
        classes_u = _group_by_cosets(
            Fu, lambda x, y: matrix(QQ, span.rows() + [x - y], ncols=r).rank() == rank)
        H = [B.transpose() * vector(ZZ, h) for h in Cone(rays, lattice=ToricLattice(r))
             .Hilbert_basis()] if rays else []

        def lift(x):
            v = c + vector(ZZ, x) * B
            v.set_immutable()
            return v

        return [lift(x) for x in Fu], H, [[lift(x) for x in cls] for cls in classes_u]

    def normal_translates(self):
        r"""
        Disjoint translates of normal affine semigroups covering ``self`` exactly.

        With `P \cap (c + L) = F + A` as in :meth:`module`, the points generated by one class
        `K \subseteq F` modulo `\ZZ A` form `P \cap (f + \ZZ A)`, `f \in K`. If `K = \{f\}`
        this is `f + A`. Otherwise `f + A` is carved out as in the proof of Lemma 4.3 of
        [GM-A]; the carved pieces have recession cones in proper faces of
        `\RR_{\ge 0} A`, so the recursion ends.
        """
        F, H, classes = self.module()
        out = []
        for cls in classes:
            T = NormalTranslate(cls[0], H)
            out.append(T)
            if len(cls) > 1:
                rest = _LatticePolyhedron(self.polyhedron, cls[0], T.lattice())
                for piece in rest.difference(_LatticePolyhedron.from_translate(T)):
                    out += piece.normal_translates()
        return out


def _union_of_translates(translates):
    """
    Disjoint translates of normal semigroups covering the union of the given (possibly
    overlapping) translates of normal semigroups: each one is carved by the previous ones
    (Lemma 4.3 of [GM-A]).
    """
    pieces = []
    for T in translates:
        pieces += _carve([_LatticePolyhedron.from_translate(T)], pieces)
    return [T for piece in pieces for T in piece.normal_translates()]


# ---------------------------------------------------------------------------
# Conversions between stratified sets and disjoint pieces
# ---------------------------------------------------------------------------

def _pieces(modules):
    """Pairwise disjoint lattice polyhedra covering a stratified set (disjoint strata)."""
    return [_LatticePolyhedron.from_translate(T)
            for F, G in modules for T in normal_decomposition(F, G)]


#: pieces are split along a common lattice before carving when this creates at most this
#: many pieces (a heuristic: it does not change the resulting sets)
_SPLIT_LIMIT = 64


def _carve(pieces, holes):
    r"""
    Return disjoint pieces covering the union of ``pieces`` minus the union of ``holes``.

    Every piece is carved by every hole (Lemma 4.3 of [GM-A]). To avoid cutting pieces by holes
    in other cosets, the pieces are first split along `m\ZZ^d`, where `m` is the exponent of
    all the groups `(\RR L \cap \ZZ^d) / L` of the holes' lattices `L`: then a hole meets a
    piece in a full coset of its lattice or not at all.
    """
    if not holes:
        return list(pieces)
    d = len(holes[0].point)
    m = 1
    for hole in holes:
        invariants = (saturation(hole.lattice) / hole.lattice).invariants()
        if invariants:
            m = m * invariants[-1] // gcd(m, int(invariants[-1]))
    M = FreeModule(ZZ, d).span([m * e for e in FreeModule(ZZ, d).basis()])
    split = []
    for piece in pieces:
        if m > 1 and (piece.lattice / piece.lattice.intersection(M)).cardinality() <= _SPLIT_LIMIT:
            split += piece.split(M)
        else:
            split.append(piece)
    holes = sorted(holes, key=lambda hole: -hole.lattice.rank())
    for hole in holes:
        split = [p for piece in split for p in piece.difference(hole)]
    return split


def _stratification(translates):
    """
    Group disjoint normal translates by their semigroup into a refined stratified set.
    """
    strata = {}
    for T in translates:
        strata.setdefault(T.hilbert_basis(), set()).add(T.translation())
    return [(tuple(sorted(F)), H) for H, F in sorted(strata.items(),
                                                         key=lambda x: (len(x[0]), x[0]))]


def _from_pieces(pieces):
    """The refined stratified set of a list of pairwise disjoint lattice polyhedra."""
    return _stratification(T for piece in pieces for T in piece.normal_translates())


# ---------------------------------------------------------------------------
# Public set algebra
# ---------------------------------------------------------------------------

def intersect_translates(a1, A1, a2, A2):
    r"""
    Return an affine stratification of `(a_1 + A_1) \cap (a_2 + A_2)` for normal affine
    semigroups `A_1, A_2`.

    This is the core of the proof of Lemma 4.4 of [GM-A]: the cosets `a_i + \ZZ A_i`
    intersect in a coset of `\ZZ A_1 \cap \ZZ A_2` (or not at all), the cones
    `a_i + \RR_{\ge 0} A_i` in a polyhedron, and the lattice points of a polyhedron in a
    lattice coset form a finitely generated module [Mil10, Lemma 2.4], which is then refined
    into disjoint translates of normal semigroups.

    INPUT:

    - ``a1``, ``a2`` -- integer points
    - ``A1``, ``A2`` -- lists of generators of pointed *normal* affine semigroups

    OUTPUT: a refined stratified set (see the module documentation).

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import intersect_translates
        sage: intersect_translates((0, 0), [(1, 0), (0, 1)], (1, 0), [(2, 0), (0, 2)])
        [(((1, 0),), ((0, 2), (2, 0)))]
        sage: intersect_translates((0, 0), [(1, 0), (1, 1), (1, 2)], (0, 0), [(2, -1), (0, 1)])
        [(((0, 0),), ((2, 0), (2, 1), (2, 2), (2, 3), (2, 4)))]
        sage: intersect_translates((0,), [(2,)], (1,), [(2,)])
        []

    TESTS::

        sage: intersect_translates((0,), [(2,), (3,)], (1,), [(2,)])
        Traceback (most recent call last):
        ...
        ValueError: the semigroup generated by [(2,), (3,)] is not normal; use intersection() for arbitrary modules
    """
    d = _common_dimension(len(a1), len(a2))
    pieces = []
    for a, A in ((a1, A1), (a2, A2)):
        F, G, d = _check_module(([a], A), d)
        if G and not _semigroup_data(G, d).is_normal:
            raise ValueError("the semigroup generated by %s is not normal; use intersection() "
                             "for arbitrary modules" % [tuple(g) for g in G])
        pieces += _pieces([(F, G)])
    both = pieces[0].intersection(pieces[1])
    return _from_pieces([both] if both is not None else [])


def intersection(S, T):
    r"""
    Return an affine stratification of `S \cap T` for stratified sets `S`, `T`.

    Lemma 4.4 of [GM-A]: both sets are written as disjoint unions of translates of normal
    affine semigroups ([Mil10, Theorem 2.6], :func:`normal_decomposition`) and the pairwise
    intersections of these are computed as in :func:`intersect_translates`.

    INPUT:

    - ``S``, ``T`` -- stratified sets: lists of modules ``(F, G)`` with pairwise disjoint sets

    OUTPUT: a refined stratified set.

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import intersection, points_in_box
        sage: S = [([(0,)], [(2,), (3,)])]
        sage: T = [([(0,)], [(5,)])]
        sage: intersection(S, T)
        [(((0,), (5,)), ((10,),))]
        sage: points_in_box(intersection(S, T), (0,), (30,))
        [(0,), (5,), (10,), (15,), (20,), (25,), (30,)]
    """
    S, dS = _check_stratified_set(S)
    T, dT = _check_stratified_set(T)
    _common_dimension(dS, dT)
    pieces_T = _pieces(T)
    result = []
    for s in _pieces(S):
        for t in pieces_T:
            both = s.intersection(t)
            if both is not None:
                result.append(both)
    return _from_pieces(result)


def difference(S, T):
    r"""
    Return an affine stratification of `S \smallsetminus T` for stratified sets `S`, `T`.

    Theorem 4.2 of [GM-A] (with `T \subseteq S`; the construction works for any `T`): both
    sets are cut into disjoint translates of normal affine semigroups ([Mil10, Theorem 2.6]);
    each translate of `S` is carved by each translate of `T` as in the proof of Lemma 4.3
    of [GM-A] (cuts along the facets of the cone of `T`'s translate, then removal of one coset
    of a sublattice), and what is left is refined into disjoint translates of normal
    semigroups.

    INPUT:

    - ``S``, ``T`` -- stratified sets: lists of modules ``(F, G)`` with pairwise disjoint sets

    OUTPUT: a refined stratified set.

    EXAMPLES:

    The odd and even parts of `\NN`, and `\NN^2` minus a translated diagonal quadrant::

        sage: from sage_latticegames.stratifications.set_algebra import difference, points_in_box
        sage: difference([([(0,)], [(1,)])], [([(0,)], [(2,)])])
        [(((1,),), ((2,),))]
        sage: D = difference([([(0, 0)], [(1, 0), (0, 1)])], [([(1, 1)], [(1, 0), (1, 1)])])
        sage: points_in_box(D, (0, 0), (3, 2))
        [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (3, 0)]
    """
    S, dS = _check_stratified_set(S)
    T, dT = _check_stratified_set(T)
    _common_dimension(dS, dT)
    return _from_pieces(_carve(_pieces(S), _pieces(T)))


def union(*sets):
    r"""
    Return an affine stratification of the union of finitely many modules.

    The modules need not be disjoint: each new translate is carved by the previous ones
    (Lemma 4.3 of [GM-A]), which proves that unions of affinely stratified sets are affinely
    stratified ([Mil10, Corollary 2.8]).

    INPUT:

    - ``sets`` -- lists of modules ``(F, G)`` (overlaps allowed)

    OUTPUT: a refined stratified set.

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import union
        sage: union([([(0,)], [(2,)])], [([(0,)], [(3,)])])
        [(((0,),), ((2,),)), (((3,),), ((6,),))]
    """
    modules = []
    d = None
    for S in sets:
        S, dS = _check_stratified_set(S)
        d = _common_dimension(d, dS)
        modules += S
    translates = [T for F, G in modules for T in normal_decomposition(F, G)]
    return _stratification(_union_of_translates(translates))


def complement_in_orthant(S, d):
    r"""
    Return an affine stratification of `\NN^d \smallsetminus S`.

    By Theorem 4.2 of [GM-A] this is how the N-positions of a lattice game on `\NN^d` are
    obtained from an affine stratification of its P-positions (and conversely).

    INPUT:

    - ``S`` -- a stratified set contained in `\NN^d` (points of ``S`` outside `\NN^d` are
      ignored)
    - ``d`` -- the dimension

    OUTPUT: a refined stratified set.

    EXAMPLES:

    Nim with heaps of size at most 2 (Example 8.7 of [GM], Example 4.6 of [GM-A]): in normal
    play the P-positions are `2\NN^2`::

        sage: from sage_latticegames.stratifications.set_algebra import complement_in_orthant
        sage: complement_in_orthant([([(0, 0)], [(2, 0), (0, 2)])], 2)
        [(((0, 1), (1, 0), (1, 1)), ((0, 2), (2, 0)))]
    """
    d = ZZ(d)
    if d < 0:
        raise ValueError("the dimension must be nonnegative, got %s" % d)
    S, dS = _check_stratified_set(S, d)
    return _from_pieces(_carve([_LatticePolyhedron.orthant(d)], _pieces(S)))


def complement_of_union(sets, d):
    r"""
    Return an affine stratification of `\NN^d \smallsetminus (S_1 \cup \cdots
    \cup S_k)` for stratified sets `S_1, \dots, S_k` (which may overlap each
    other).

    Theorem 4.2 of [GM-A], as :func:`complement_in_orthant` and
    :func:`difference`, but the orthant is carved by the sets one after the
    other without converting back to modules in between, and the normal
    decomposition of a module ([Mil10, Theorem 2.6]) is computed once for all
    its translates (:func:`normal_decomposition` is memoized up to
    translation).  This is the form needed to certify P-positions: `B
    \smallsetminus (W \cup \bigcup_\gamma (W + \gamma))`.

    INPUT:

    - ``sets`` -- a list of stratified sets (lists of modules ``(F, G)``)
    - ``d`` -- the dimension

    OUTPUT: a refined stratified set.

    EXAMPLES:

    In normal play Nim with heaps of size at most 2 every position outside
    `2\NN^2` has a move into it (the moves are `(1, 0), (0, 1), (-1, 1)`)::

        sage: from sage_latticegames.stratifications.set_algebra import (complement_of_union,
        ....:                                                            complement_in_orthant)
        sage: W = [([(0, 0)], [(2, 0), (0, 2)])]
        sage: shifted = [[([(a, b)], [(2, 0), (0, 2)])] for a, b in [(1, 0), (0, 1), (-1, 1)]]
        sage: complement_of_union([W] + shifted, 2)
        []
        sage: complement_of_union([W], 2) == complement_in_orthant(W, 2)
        True
    """
    d = ZZ(d)
    if d < 0:
        raise ValueError("the dimension must be nonnegative, got %s" % d)
    pieces = [_LatticePolyhedron.orthant(d)]
    translates = None
    for S in sets:
        S, dS = _check_stratified_set(S, d)
        # the pieces left are rewritten as disjoint translates of normal
        # semigroups (simpler polyhedra than the carved ones), never merged
        # into modules (which would be decomposed again)
        translates = [T for piece in _carve(pieces, _pieces(S)) for T in piece.normal_translates()]
        pieces = [_LatticePolyhedron.from_translate(T) for T in translates]
        if not pieces:
            break
    if translates is None:
        return _from_pieces(pieces)
    return _stratification(translates)


def is_disjoint(S):
    r"""
    Return whether the modules in ``S`` are pairwise disjoint, i.e. whether ``S`` is a
    stratified set (Definition 4.1 of [GM-A]).

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import is_disjoint
        sage: is_disjoint([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
        True
        sage: is_disjoint([([(0,)], [(2,)]), ([(0,)], [(3,)])])
        False
    """
    modules, d = _check_stratified_set(S)
    return all(not intersection([modules[i]], [modules[j]])
               for i in range(len(modules)) for j in range(i))


def _module_points(F, G, bound, ell):
    """All points `x` of `F + \\NN G` with `\\ell(x) \\le` ``bound`` (`\\ell > 0` on `G`)."""
    seen = set()
    todo = [f for f in F if ell * f <= bound]
    while todo:
        x = todo.pop()
        key = tuple(x)
        if key in seen:
            continue
        seen.add(key)
        for g in G:
            y = x + g
            if ell * y <= bound and tuple(y) not in seen:
                todo.append(y)
    return seen


def _semigroup_membership(G, d):
    """
    Return an exact test of `v \\in \\NN G`: `v` must lie in the cone and the lattice of `G`
    (which suffices when `\\NN G` is normal); otherwise, recursively, `v = 0` or
    `v - g \\in \\NN G` for some `g \\in G` (memoized).
    """
    if not G:
        return lambda v: v.is_zero()
    data = _semigroup_data(G, d)
    normals = [vector(ZZ, n) for n in data.cone.facet_normals()]
    memo = {}

    def in_normalization(v):
        if v not in data.lattice:
            return False
        u = data.coordinates(v)
        return all(n * u >= 0 for n in normals)

    def member(v):
        if not in_normalization(v):
            return False
        if data.is_normal or v.is_zero():
            return True
        key = tuple(v)
        if key not in memo:
            memo[key] = any(member(v - g) for g in G)
        return memo[key]
    return member


def contains(S, p):
    r"""
    Return whether the point ``p`` lies in the union of the modules of ``S``.

    Exact: `p - f \in \NN G` is decided by cone and lattice membership (when `\NN G` is
    normal) and otherwise by a recursion that terminates because `\NN G` is pointed.

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import contains
        sage: P = [([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])]
        sage: [contains(P, p) for p in [(1, 0), (3, 0), (0, 2), (2, 2), (1, 1), (0, 0)]]
        [True, True, True, True, False, False]
    """
    modules, d = _check_stratified_set(S)
    p = integer_vector(p, d)
    for F, G in modules:
        member = _semigroup_membership(G, len(p))
        if any(member(p - f) for f in F):
            return True
    return False


def points_in_box(S, lower, upper):
    r"""
    Return the sorted list of points of the union of the modules of ``S`` in the box
    `\prod_i [\mathrm{lower}_i, \mathrm{upper}_i]`.

    EXAMPLES::

        sage: from sage_latticegames.stratifications.set_algebra import points_in_box
        sage: points_in_box([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])], (0, 0), (4, 2))
        [(0, 2), (1, 0), (2, 2), (3, 0), (4, 2)]
    """
    modules, d = _check_stratified_set(S)
    lower = integer_vector(lower, d)
    upper = integer_vector(upper, len(lower))
    found = set()
    for F, G in modules:
        ell = _positive_functional(G, len(lower))
        bound = sum(max(e * lo, e * up) for e, lo, up in zip(ell, lower, upper))
        for x in _module_points(F, G, bound, ell):
            if all(lo <= xi <= up for xi, lo, up in zip(x, lower, upper)):
                found.add(tuple(ZZ(xi) for xi in x))
    return sorted(found)


# pickles of the flat layout name the module sage_latticegames.stratified_algebra
register_unpickle_override('sage_latticegames.stratified_algebra', 'NormalTranslate', NormalTranslate)
