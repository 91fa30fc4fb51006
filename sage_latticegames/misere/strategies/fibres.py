r"""
Fibres of a finite misère quotient as affine stratifications, heaps merged by their images

Let `\Phi : \NN^k \to \mathcal Q` be the morphism of a finite misère
quotient, `\Phi(x) = \prod_j a_j^{x_j}` (see
:mod:`~sage_latticegames.misere.heap.driver`).  E. Miller [Mil2013]_ proves
that every fibre `\Phi^{-1}(q)`, hence the set `\Phi^{-1}(\mathcal P_Q)` of
the P-positions, is a finite disjoint union of translates of normal affine
semigroups.  This module makes that an algorithm whose size grows with
`|\mathcal Q|` and with the number of *distinct* images `a_j`, not with the
`\prod_j (t_j + m_j) \ge 2^k` cells of the fundamental box:

1. **Merging.**  Coordinates with the same image `u = a_j` form a class
   `J_u`; `\Phi` factors through the sums `s_u = \sum_{j \in J_u} x_j`:
   `\Phi(x) = \prod_u u^{s_u}`.
2. **Cyclic structure.**  Each `u` has an index and a period `(t_u, m_u)`,
   `u^{t_u + m_u} = u^{t_u}`, so `u^{s}` depends only on `s` if `s < t_u`
   and on `s \bmod m_u` otherwise.
3. **Compact strata.**  The sums pass through a layered graph: one layer
   per class, nodes the elements of `\mathcal Q`, an edge `q \to q u^v` for
   each `v < t_u + m_u`, pruned to the nodes from which the target can be
   reached, parallel edges merged.  A *compact stratum* is a path `1 = q_0
   \to q_1 \to \dots \to q_r \in T`: the positions whose sums satisfy `q_c
   u_c^{s_c} = q_{c+1}`, i.e. `s_c` is one of finitely many values below
   `t_c`, or lies above `t_c` in finitely many residue classes modulo `m_c`
   ("the heaps of image `u` sum to `s`, `s` in these residue classes above
   this threshold").  Distinct paths are disjoint (the path is determined by
   the sums).  They are counted by dynamic programming over the graph (at
   most `r\,|\mathcal Q| \max_u (t_u + m_u)` edges) and enumerated lazily,
   without backtracking.
4. **Expansion.**  In the coordinates of one class (`n = |J_u|` of them), a
   value `s_u = r < t` is the finite set `\{x : |x| = r\}`, and a residue
   class above the threshold is the disjoint union over `\rho \in [0, m)^n`
   with `|\rho| \equiv r` of `\rho + m\,\{q \in \NN^n : |q| \ge
   \lceil (t - |\rho|)/m \rceil\}`, the last set a disjoint union of
   translates of faces of `\NN^n` (first coordinate `\ge c`, or equal to
   `a < c` and the rest recursively).  The products of these pieces over the
   classes are translates `f + \NN\{m_u e_j : j \in S\}` of normal affine
   semigroups, pairwise disjoint: an affine stratification ([GM] Def. 8.6),
   built only on request (:meth:`FibreStratification.affine_stratification`),
   its number of translates known in advance
   (:meth:`FibreStratification.num_translates`).

The cell-by-cell stratification of the quotient's fundamental box
(:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.P_table`) is
counted by the same dynamic programming (:meth:`FibreStratification.num_cells`).

([Mil2013]_: E. Miller, *Affine stratifications from finite misère
quotients*, J. Algebraic Combin. 37 (2013), 1--9.)
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

import itertools
import random
from math import comb

from sage.misc.cachefunc import cached_function
from sage.rings.integer import Integer
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.functionals import bit_complexity
from sage_latticegames.misc.points import integer_point, show_point
from sage_latticegames.misere.monoid.finite_monoid import finite_quotient_data

__all__ = ["FibreStratification", "fibre_stratifications", "quotient_data", "merged_classes",
           "cell_count"]


#: the finite monoid of a quotient (the one reader:
#: :func:`~sage_latticegames.misere.monoid.finite_monoid.finite_quotient_data`)
quotient_data = finite_quotient_data


def _powers(F, u, t, m):
    r"""
    Return the list ``P[q][v]`` of the products `q u^v`, `0 \le v < t + m`,
    for every state `q` (``u`` a state with cyclic structure `(t, m)`).
    """
    table = F.table()
    powers = [0]
    for _ in range(1, t + m):
        powers.append(table[powers[-1]][u])
    return [[row[p] for p in powers] for row in table]


def merged_classes(F):
    r"""
    Return the classes of coordinates with the same image: a tuple of
    triples ``(u, J, (t, m))``, ``u`` the state `a_j` of the coordinates
    ``j`` in ``J``, `(t, m)` its cyclic structure, in the order of the first
    coordinate of each class ([Mil2013]_: `\Phi` factors through the sums of
    the coordinates of a class).

    INPUT:

    - ``F`` -- a finite quotient (see :func:`quotient_data`)

    EXAMPLES:

    In Dawson's Kayles with heaps `\le 6` (coordinates: heaps `2, \dots,
    6`), the heaps `2` and `3` have the same image, and the heap `5` the
    image `1` (state `0`)::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.fibres import merged_classes
        sage: Q = games.octal('0.07', 6, play='misere').misere_quotient()
        sage: merged_classes(Q)
        ((1, (0, 1), (0, 2)), (2, (2,), (1, 2)), (0, (3,), (0, 1)), (3, (4,), (1, 2)))
    """
    F = quotient_data(F)
    classes = {}
    for j in range(F.k):
        classes.setdefault(F.delta[0][j], []).append(j)
    return tuple((u, tuple(J), tuple(int(x) for x in F.cycle(J[0])))
                 for u, J in sorted(classes.items(), key=lambda item: item[1][0]))


def cell_count(F, targets=None):
    r"""
    Return the number of cells of the cell-by-cell stratification: the
    points `r` of the fundamental box `\prod_j [0, t_j + m_j)` with `\Phi(r)`
    in ``targets`` (default: the P-portion), and their complexity in the
    sense of Definition 4.9 of [GM-A] without the semigroups (`k` plus the
    bits of the entries, per cell) -- by dynamic programming over the
    coordinates, without building the box.

    INPUT:

    - ``F`` -- a finite quotient (see :func:`quotient_data`)
    - ``targets`` -- (default: the P-portion) a set of states

    OUTPUT: a pair ``(cells, complexity)`` of integers

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.fibres import cell_count
        sage: Q = games.nim(2, 'misere').misere_quotient()
        sage: cell_count(Q), int(Q.P_table().sum())
        ((2, 5), 2)
    """
    F = quotient_data(F)
    n = len(F.delta)
    targets = _targets(F, targets)
    count, bits = [0] * n, [0] * n
    count[0] = 1
    for j in range(F.k):
        t, m = F.cycle(j)
        P = _powers(F, F.delta[0][j], t, m)
        new_count, new_bits = [0] * n, [0] * n
        for q in range(n):
            if count[q]:
                for v, w in enumerate(P[q]):
                    new_count[w] += count[q]
                    new_bits[w] += bits[q] + count[q] * int(bit_complexity([v]))
        count, bits = new_count, new_bits
    cells = sum(count[q] for q in targets)
    return Integer(cells), Integer(F.k * cells + sum(bits[q] for q in targets))


def _targets(F, targets):
    if targets is None:
        return frozenset(u for u in range(len(F.delta)) if F.P[u])
    targets = frozenset(int(q) for q in targets)
    if not all(0 <= q < len(F.delta) for q in targets):
        raise ValueError("the target states must lie in range(%s), got %s"
                         % (len(F.delta), sorted(targets)))
    return targets


def _at_least(n, c):
    r"""
    Iterate over a disjoint decomposition of `\{q \in \NN^n : |q| \ge c\}`
    into pairs ``(q0, S)``: the translates `q_0 + \NN\{e_j : j \in S\}`.
    """
    if c <= 0:
        yield (0,) * n, tuple(range(n))
        return
    if n == 1:
        yield (c,), (0,)
        return
    yield (c,) + (0,) * (n - 1), tuple(range(n))
    for a in range(c):
        for q0, S in _at_least(n - 1, c - a):
            yield (a,) + q0, tuple(j + 1 for j in S)


@cached_function
def _at_least_count(n, c):
    r"""
    Return the number of pieces of :func:`_at_least`.
    """
    if c <= 0 or n == 1:
        return 1
    return 1 + sum(_at_least_count(n - 1, c - a) for a in range(c))


def _compositions(r, n):
    r"""
    Iterate over the vectors of `\NN^n` with sum ``r``.
    """
    if n == 1:
        yield (r,)
        return
    for a in range(r, -1, -1):
        for rest in _compositions(r - a, n - 1):
            yield (a,) + rest


def _residue_vectors(n, m, r):
    r"""
    Iterate over the vectors `\rho \in [0, m)^n` with `|\rho| \equiv r \pmod m`.
    """
    for rho in itertools.product(range(m), repeat=n):
        if (sum(rho) - r) % m == 0:
            yield rho


def _sums_count(n, m):
    r"""
    Return the list of the numbers of vectors of `[0, m)^n` with each sum.
    """
    counts = [1]
    for _ in range(n):
        new = [0] * (len(counts) + m - 1)
        for s, c in enumerate(counts):
            for a in range(m):
                new[s + a] += c
        counts = new
    return counts


def _class_pieces(n, t, m, r):
    r"""
    Iterate over the disjoint pieces ``(point, S)`` of the positions of one
    class of ``n`` coordinates whose sum is ``r`` (if `r < t`) or is `\ge t`
    and `\equiv r \pmod m` (if `r \ge t`): the translates `point + \NN\{m
    e_j : j \in S\}`.
    """
    if r < t:
        for x in _compositions(r, n):
            yield x, ()
        return
    for rho in _residue_vectors(n, m, r):
        s = sum(rho)
        c = 0 if s >= t else -((s - t) // m)
        for q0, S in _at_least(n, c):
            yield tuple(a + m * b for a, b in zip(rho, q0)), S


def _class_pieces_count(n, t, m, r):
    r"""
    Return the number of pieces of :func:`_class_pieces` (by formula).
    """
    if r < t:
        return comb(r + n - 1, n - 1)
    total = 0
    for s, c in enumerate(_sums_count(n, m)):
        if c and (s - r) % m == 0:
            total += c * _at_least_count(n, 0 if s >= t else -((s - t) // m))
    return total


def _describe(c, t, m, values):
    r"""
    Return the condition on the sum `s_c` of the values of a compact stratum
    (see :meth:`FibreStratification.compact_strata`).
    """
    fixed = [v for v in values if v < t]
    residues = sorted(v % m for v in values if v >= t)
    if residues and all((v in fixed) == (v % m in residues) for v in range(t)):
        # a union of residue classes on all of N
        if len(residues) == m:
            return "s_%s any" % c
        return "s_%s = %s mod %s" % (c, ", ".join(map(str, residues)), m)
    parts = []
    if fixed:
        parts.append("s_%s = %s" % (c, fixed[0]) if len(fixed) == 1 else
                     "s_%s in {%s}" % (c, ", ".join(map(str, fixed))))
    if residues:
        cond = ["s_%s >= %s" % (c, t)] if t else []
        if len(residues) < m:
            cond.append("s_%s = %s mod %s" % (c, ", ".join(map(str, residues)), m))
        parts.append(" and ".join(cond) if cond else "s_%s any" % c)
    return parts[0] if len(parts) == 1 else "(%s)" % " or ".join(parts)


class FibreStratification(SageObject):
    r"""
    The preimage `\Phi^{-1}(T)` of a set `T` of elements of a finite misère
    quotient (a fibre, or the P-positions for `T = \mathcal P_Q`), as a
    finite disjoint union of translates of normal affine semigroups
    (E. Miller [Mil2013]_; [GM] Def. 8.6), in the compact form over the sums
    of the coordinates with equal images (see the module documentation).

    INPUT:

    - ``quotient`` -- a finite misère quotient (a
      :class:`~sage_latticegames.misere.quotient.MisereQuotient` computed
      heap by heap, or its
      :class:`~sage_latticegames.misere.heap.driver.FiniteQuotientData`)
    - ``targets`` -- (default: the P-portion) an iterable of states (indices
      of the elements in the transition table)
    - ``status`` -- (optional) a string printed after the description: what
      the set is for a game and whether that is proved (set by
      :meth:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy.fibres`)

    EXAMPLES:

    The P-positions of misère Nim with heaps `\le 2`::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
        sage: Q = games.nim(2, 'misere').misere_quotient()
        sage: S = FibreStratification(Q); S
        Fibre stratification over 2 elements of a quotient of order 6 in N^2: 2 classes of coordinates, 2 compact strata, 2 translates (cell by cell: 2 cells)
        sage: list(S.compact_strata())
        [((0,), (2,)), ((1,), (0,))]
        sage: print(S.summary())
        coordinates merged by image: 2 classes (sizes 1, 1)
        s_1 = 0 mod 2, s_2 >= 1 and s_2 = 0 mod 2
        s_1 = 1 mod 2, s_2 = 0
        sage: S.affine_stratification()
        Affine stratification with 2 strata in Z^2: {(1, 0)} + N{(2, 0)}, {(0, 2)} + N{(2, 0), (0, 2)}
        sage: (10**100 + 1, 0) in S, (10**100, 2) in S
        (True, True)
        sage: TestSuite(S).run()

    The compact form of Dawson's Kayles (0.07) with heaps `\le 12`: the
    cell-by-cell stratification has many more translates::

        sage: Q = games.octal('0.07', 12, play='misere').misere_quotient()
        sage: S = FibreStratification(Q); S.num_compact_strata(), S.num_translates(), S.num_cells()
        (20, 608, 992)

    The fibres over each element partition `\NN^k` (the `4096` cells of
    the box `\prod_j [0, t_j + m_j)`)::

        sage: from sage_latticegames.misere.strategies.fibres import fibre_stratifications
        sage: fibres = fibre_stratifications(Q)
        sage: len(fibres) == Q.cardinality(), sum(F.num_cells() for F in fibres)
        (True, 4096)
    """

    def __init__(self, quotient, targets=None, status=None):
        F = quotient_data(quotient)
        self._F = F
        self._status = None if status is None else str(status)
        self._targets = _targets(F, targets)
        self._classes = merged_classes(F)
        self._steps = [_powers(F, u, t, m) for u, _, (t, m) in self._classes]
        n = len(F.delta)
        # good[c]: the states from which a path through the classes c, c+1, ... reaches T
        good = [None] * (len(self._classes) + 1)
        good[-1] = [q in self._targets for q in range(n)]
        for c in range(len(self._classes) - 1, -1, -1):
            nxt = good[c + 1]
            good[c] = [any(nxt[w] for w in row) for row in self._steps[c]]
        self._good = good

    # ------------------------------------------------------------------
    # data
    # ------------------------------------------------------------------
    def quotient_data(self):
        r"""
        Return the finite quotient (its transition table).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(1, 'misere').misere_quotient()).quotient_data()
            Finite commutative monoid of order 2 on 1 generators, P-portion of size 1
        """
        return self._F

    def targets(self):
        r"""
        Return the set `T` of states whose preimage this is.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(1, 'misere').misere_quotient()).targets()
            frozenset({1})
        """
        return self._targets

    def dimension(self):
        r"""
        Return `k`, the number of coordinates.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(3, 'misere').misere_quotient()).dimension()
            3
        """
        return Integer(self._F.k)

    def merged_coordinates(self):
        r"""
        Return the classes ``(u, J, (t, m))`` of coordinates with the same
        image (see :func:`merged_classes`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(1, 'misere').misere_quotient()).merged_coordinates()
            ((1, (0,), (0, 2)),)
        """
        return self._classes

    # ------------------------------------------------------------------
    # membership
    # ------------------------------------------------------------------
    def sums(self, x):
        r"""
        Return the sums `s_u` of the coordinates of ``x`` in each class.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.octal('0.07', 6, play='misere').misere_quotient())
            sage: S.sums((1, 2, 3, 4, 10**50))
            (3, 3, 4, 100000000000000000000000000000000000000000000000000)
        """
        x = self._point(x)
        return tuple(Integer(sum(x[j] for j in J)) for _, J, _ in self._classes)

    def _point(self, x):
        x = integer_point(x, self._F.k, "position")
        if any(a < 0 for a in x):
            raise ValueError("%s is not in N^%s" % (show_point(x), self._F.k))
        return x

    def image(self, x):
        r"""
        Return the state `\Phi(x)` of a point of `\NN^k` with coordinates of
        any size, through the sums of the classes reduced by their cyclic
        structures: `O(k)` additions and one table look-up per class.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: Q = games.octal('0.07', 6, play='misere').misere_quotient()
            sage: S = FibreStratification(Q)
            sage: x = (3, 1, 0, 2, 10**100)
            sage: S.image(x) == S.quotient_data().phi(x)
            True
        """
        return self.image_of_sums(self.sums(x))

    def image_of_sums(self, sums):
        r"""
        Return the state `\prod_u u^{s_u}` of the sums ``sums`` (one per
        class, nonnegative integers of any size): one table look-up per class.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.nim(2, 'misere').misere_quotient())
            sage: S.image_of_sums((10**100 + 1, 2)) == S.image((1, 2))
            True
        """
        q = 0
        for (u, J, (t, m)), steps, s in zip(self._classes, self._steps, sums):
            q = steps[q][s if s < t else t + (s - t) % m]
        return q

    def __contains__(self, x):
        r"""
        Return whether ``x`` lies in the preimage.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.nim(1, 'misere').misere_quotient())
            sage: (3,) in S, (4,) in S
            (True, False)
        """
        return self.image(x) in self._targets

    # ------------------------------------------------------------------
    # the compact strata
    # ------------------------------------------------------------------
    def _edges(self, c, q):
        r"""
        Return the edges out of the state ``q`` in layer ``c``: pairs ``(w,
        values)``, ``values`` the tuple of the `v < t_u + m_u` with `q u^v = w`,
        for the states ``w`` from which the targets can be reached.
        """
        nxt = self._good[c + 1]
        out = {}
        for v, w in enumerate(self._steps[c][q]):
            if nxt[w]:
                out.setdefault(w, []).append(v)
        return [(w, tuple(vs)) for w, vs in out.items()]

    def compact_strata(self):
        r"""
        Iterate (lazily, without backtracking) over the compact strata: the
        paths `0 = q_0 \to q_1 \to \dots \to q_r \in T` of states of the
        layered graph, each given as the tuple, per class `u`, of the values
        `v < t_u + m_u` with `q_{c} u^v = q_{c+1}`; a value `v < t_u` means
        `s_u = v`, a value `v \ge t_u` means `s_u \ge t_u` and `s_u \equiv v
        \pmod{m_u}`.  Distinct paths are disjoint (the path is determined by
        the sums `s_u`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.nim(1, 'misere').misere_quotient())
            sage: list(S.compact_strata())
            [((1,),)]
        """
        last = len(self._classes)

        def rec(c, q, prefix):
            if c == last:
                yield tuple(prefix)
                return
            for w, values in self._edges(c, q):
                prefix.append(values)
                yield from rec(c + 1, w, prefix)
                prefix.pop()
        if self._good[0][0]:
            yield from rec(0, 0, [])

    def _path_sum(self, weight):
        r"""
        Return the sum over the compact strata of `\prod_c a_c` and of
        `\sum_c b_c` (pairs ``(a_c, b_c) = weight(c, values)`` per edge), by
        dynamic programming over the layered graph.
        """
        n = len(self._F.delta)
        count = [int(q in self._targets) for q in range(n)]
        extra = [0] * n
        for c in range(len(self._classes) - 1, -1, -1):
            new_count, new_extra = [0] * n, [0] * n
            for q in range(n):
                if self._good[c][q]:
                    for w, values in self._edges(c, q):
                        a, b = weight(c, values)
                        new_count[q] += a * count[w]
                        new_extra[q] += a * extra[w] + b * count[w]
            count, extra = new_count, new_extra
        return count[0], extra[0]

    def num_compact_strata(self):
        r"""
        Return the number of compact strata (by dynamic programming: time
        `O(r\,|\mathcal Q| \max_u (t_u + m_u))` for `r` classes).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.octal('0.07', 9, play='misere').misere_quotient())
            sage: S.num_compact_strata() == len(list(S.compact_strata()))
            True
        """
        return Integer(self._path_sum(lambda c, values: (1, 0))[0])

    def compact_complexity(self):
        r"""
        Return the size in bits of the compact form: for each compact stratum
        and each class, one bit and the bits of each value, plus the bits of
        the classes (their coordinates and `(t_u, m_u)`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(2, 'misere').misere_quotient()).compact_complexity()
            9
        """
        def weight(c, values):
            return 1, sum(1 + int(bit_complexity([v])) for v in values)
        head = sum(len(J) + int(bit_complexity(list(J) + [t, m])) for _, J, (t, m) in self._classes)
        return Integer(self._path_sum(weight)[1] + head)

    def graph_size(self):
        r"""
        Return the number of edges of the layered graph whose paths are the
        compact strata (nodes: the states from which the targets can be
        reached; edges with the same ends merged; at most `r\,|\mathcal Q|
        \max_u (t_u + m_u)`): the size of the representation from which
        everything else is computed.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(2, 'misere').misere_quotient()).graph_size()
            12
        """
        return Integer(sum(len(self._edges(c, q)) for c in range(len(self._classes))
                           for q in range(len(self._F.delta)) if self._good[c][q]))

    # ------------------------------------------------------------------
    # the expansion (an affine stratification in N^k)
    # ------------------------------------------------------------------
    def num_translates(self):
        r"""
        Return the number of translates `f + A` of the expansion
        (:meth:`translates`), by formula, without building them.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.octal('0.07', 7, play='misere').misere_quotient())
            sage: S.num_translates() == len(list(S.translates()))
            True
        """
        classes = self._classes

        def weight(c, values):
            _, J, (t, m) = classes[c]
            return sum(_class_pieces_count(len(J), t, m, v) for v in values), 0
        return Integer(self._path_sum(weight)[0])

    def num_cells(self):
        r"""
        Return the number of cells of the cell-by-cell stratification over
        the fundamental box (see :func:`cell_count`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(3, 'misere').misere_quotient()).num_cells()
            5
        """
        return cell_count(self._F, self._targets)[0]

    def translates(self):
        r"""
        Iterate lazily over the translates ``(f, generators)`` of the
        expansion: pairwise disjoint sets `f + \NN A` whose union is the
        preimage, `A` a set of vectors `m_u e_j` (a normal affine semigroup,
        a face of `\prod_j m_u \NN`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.nim(2, 'misere').misere_quotient())
            sage: list(S.translates())
            [((0, 2), ((2, 0), (0, 2))), ((1, 0), ((2, 0),))]
        """
        k = self._F.k
        classes = self._classes
        for stratum in self.compact_strata():
            per_class = []
            for (u, J, (t, m)), values in zip(classes, stratum):
                per_class.append([(x, tuple(J[i] for i in S), m) for r in values
                                  for x, S in _class_pieces(len(J), t, m, r)])
            for pieces in itertools.product(*per_class):
                f = [0] * k
                gens = []
                for (x, S, m), (_, J, _) in zip(pieces, classes):
                    for j, a in zip(J, x):
                        f[j] = a
                    gens.extend((j, m) for j in S)
                gens.sort()
                yield tuple(f), tuple(tuple(m if i == j else 0 for i in range(k)) for j, m in gens)

    def affine_stratification(self, max_translates=10**5):
        r"""
        Return the expansion as an
        :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
        (one stratum per semigroup, [GM] Def. 8.6), or refuse when it has
        more than ``max_translates`` translates.

        INPUT:

        - ``max_translates`` -- positive integer (default `10^5`)

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.nim(3, 'misere').misere_quotient())
            sage: S.affine_stratification().num_strata()
            4
            sage: FibreStratification(games.octal('0.07', 12, play='misere').misere_quotient()).affine_stratification(max_translates=10)
            Traceback (most recent call last):
            ...
            ValueError: the expansion has ... translates, more than max_translates=10 (the compact form has ... strata)
        """
        from sage_latticegames.stratifications.affine_stratification import AffineStratification
        n = self.num_translates()
        if n > max_translates:
            raise ValueError("the expansion has %s translates, more than max_translates=%s (the "
                             "compact form has %s strata)" % (n, max_translates,
                                                              self.num_compact_strata()))
        groups = {}
        for f, gens in self.translates():
            groups.setdefault(gens, []).append(f)
        strata = [(sorted(groups[g]), list(g)) for g in sorted(groups)]
        return AffineStratification(strata, lattice=self._F.k)

    # ------------------------------------------------------------------
    # printing, comparison, pickling
    # ------------------------------------------------------------------
    def summary(self, max_strata=20):
        r"""
        Return a printable description: the classes of coordinates and up to
        ``max_strata`` compact strata (lazily).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: S = FibreStratification(games.octal('0.07', 6, play='misere').misere_quotient())
            sage: print(S.summary(max_strata=2))
            coordinates merged by image: 4 classes (sizes 2, 1, 1, 1)
            s_1 = 0 mod 2, s_2 = 0, s_3 any, s_4 >= 1 and s_4 = 0 mod 2
            s_1 = 0 mod 2, s_2 >= 1 and s_2 = 0 mod 2, s_3 any, s_4 = 0 mod 2
            ... (4 compact strata in all)
        """
        lines = ["coordinates merged by image: %s classes (sizes %s)"
                 % (len(self._classes), ", ".join(str(len(J)) for _, J, _ in self._classes))]
        count = 0
        for stratum in self.compact_strata():
            if count == max_strata:
                lines.append("... (%s compact strata in all)" % self.num_compact_strata())
                break
            count += 1
            parts = []
            for c, ((u, J, (t, m)), values) in enumerate(zip(self._classes, stratum)):
                parts.append(_describe(c + 1, t, m, values))
            lines.append(", ".join(parts))
        return "\n".join(lines)

    def _repr_(self):
        return ("Fibre stratification over %s element%s of a quotient of order %s in N^%s: %s "
                "classes of coordinates, %s compact strata, %s translates (cell by cell: %s cells)"
                % (len(self._targets), "" if len(self._targets) == 1 else "s", self._F.order(),
                   self._F.k, len(self._classes), self.num_compact_strata(),
                   self.num_translates(), self.num_cells())
                + (" -- %s" % self._status if self._status else ""))

    def _latex_(self):
        r"""
        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: latex(FibreStratification(games.nim(1, 'misere').misere_quotient()))
            \Phi^{-1}(T) = \bigsqcup_{r} \{x \in \mathbb{N}^{1} : \textstyle\sum_{j \in J_u} x_j \sim r_u\}, \text{ 1 compact strata, 1 classes}
        """
        return (r"\Phi^{-1}(T) = \bigsqcup_{r} \{x \in \mathbb{N}^{%s} : \textstyle\sum_{j \in J_u} "
                r"x_j \sim r_u\}, \text{ %s compact strata, %s classes}"
                % (self._F.k, self.num_compact_strata(), len(self._classes)))

    def __eq__(self, other):
        return (isinstance(other, FibreStratification) and self._F == other._F
                and self._targets == other._targets and self._status == other._status)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((self._F, self._targets))

    def __reduce__(self):
        return FibreStratification, (self._F, tuple(sorted(self._targets)), self._status)

    # ------------------------------------------------------------------
    # invariants (TestSuite)
    # ------------------------------------------------------------------
    def _test_membership(self, **options):
        r"""
        Check the membership through the sums against `\Phi` on random points
        (some with huge coordinates) and on the translates.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(2, 'misere').misere_quotient())._test_membership()
        """
        tester = self._tester(**options)
        F = self._F
        rng = random.Random(1)
        for _ in range(30):
            x = tuple(rng.choice([rng.randrange(6), rng.randrange(10**30)]) for _ in range(F.k))
            tester.assertEqual(self.image(x), F.phi(x))
            tester.assertEqual(x in self, F.phi(x) in self._targets)
        for f, gens in itertools.islice(self.translates(), 50):
            y = tuple(a + 3 * sum(g[i] for g in gens) for i, a in enumerate(f))
            tester.assertIn(f, self)
            tester.assertIn(y, self)

    def _test_counts(self, **options):
        r"""
        Check the counts by formula against the lazy enumerations (when
        small) and the disjointness of the translates on a box.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.strategies.fibres import FibreStratification
            sage: FibreStratification(games.nim(2, 'misere').misere_quotient())._test_counts()
        """
        tester = self._tester(**options)
        if self.num_compact_strata() <= 2000:
            tester.assertEqual(self.num_compact_strata(), len(list(self.compact_strata())))
        if self.num_translates() <= 2000:
            pieces = list(self.translates())
            tester.assertEqual(self.num_translates(), len(pieces))
            if self._F.k <= 4:
                bound = 2 * max([max(f) for f, _ in pieces] + [1]) + 2
                seen = {}
                for f, gens in pieces:
                    steps = [range(0, bound, max(g)) for g in gens]
                    for mult in itertools.product(*steps):
                        y = list(f)
                        for g, c in zip(gens, mult):
                            y[g.index(max(g))] += c
                        y = tuple(y)
                        if max(y) < bound:
                            tester.assertNotIn(y, seen)
                            seen[y] = True
                for y in itertools.product(range(bound), repeat=self._F.k):
                    tester.assertEqual(y in seen, y in self)


def fibre_stratifications(quotient):
    r"""
    Return the fibres `\Phi^{-1}(q)` over every element `q` of a finite
    misère quotient, in the order of the states: by E. Miller [Mil2013]_
    each is a finite disjoint union of translates of normal affine
    semigroups, here in the compact form of :class:`FibreStratification`.

    INPUT:

    - ``quotient`` -- a finite misère quotient (see :func:`quotient_data`)

    OUTPUT: a list of :class:`FibreStratification`

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.fibres import fibre_stratifications
        sage: [S.num_compact_strata() for S in fibre_stratifications(games.nim(2, 'misere').misere_quotient())]
        [1, 1, 1, 1, 1, 1]
    """
    F = quotient_data(quotient)
    return [FibreStratification(F, [q]) for q in range(len(F.delta))]


# the old path of the flat layout of misere/ (pickles made before its subpackages)
register_unpickle_override("sage_latticegames.misere.fibres", "FibreStratification", FibreStratification)
