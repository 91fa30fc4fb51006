r"""
Named misère quotients of the literature

A small catalogue of finite misère quotients that have names in the
literature (Plambeck--Siegel [PS]_; A. N. Siegel, *Combinatorial Game
Theory*, Chapter V), each built here from a presentation as a commutative
monoid with a P-portion (a *bipartite monoid*), and the lookup
:func:`standard_name` of a finite quotient up to isomorphism of bipartite
monoids.

- ``"Z2"`` -- `\langle a \mid a^2 = 1\rangle`, P-portion `\{a\}`: the
  quotient of misère Nim with heaps of size `1` (the tame quotient with one
  generator);
- ``"T2"``, ``"T3"``, ..., ``"T7"`` -- the *tame quotients* `T_n =
  \langle a, b_1, \dots, b_{n-1} \mid a^2 = 1, b_1^3 = b_1, b_i^2 = b_1^2,
  b_1^2 b_i = b_i \ (i \ge 2)\rangle` with P-portion `\{a, b_1^2\}`, of order `2^n + 2`: `T_2 = \langle
  a, b \mid a^2 = 1, b^3 = b\rangle` with P-portion `\{a, b^2\}` is the
  quotient of misère Nim with heaps of sizes `1, 2` [PS]_, and `T_n` that of
  misère Nim with heaps of sizes at most `2^{n - 1}` (checked here by
  computation for `n \le 4`; the index `n` is the number of generators, so
  that ``"Z2"`` is `T_1`);
- ``"R8"`` -- `\langle a, b, c \mid a^2 = 1, b^3 = b, bc = ab, c^2 =
  b^2\rangle` with P-portion `\{a, b^2\}`: by Siegel (*The structure and
  classification of misère quotients*, 2007) the only misère quotient of
  order `8`; it is the quotient of the octal game ``0.75`` with heaps of
  size at most `5` (checked here by computation: the heap of size `5` is
  `c`).

Each entry is built from its presentation by :func:`monoid_from_presentation`,
which proves that the finite transition table it returns is the monoid
presented (module documentation there), and checked to be *reduced* (no two
elements are indistinguishable, a property of every misère quotient).

EXAMPLES::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere import misere_quotient
    sage: from sage_latticegames.misere.monoid.names import standard_name
    sage: from sage_latticegames.misere.quotient import named_quotient
    sage: standard_name(misere_quotient(games.nim(2, 'misere')))
    'T2'
    sage: standard_name(misere_quotient(games.octal('0.75', 5, play='misere')))
    'R8'
    sage: named_quotient('R8')
    Misère quotient of R8 = <a, b, c | a^2 = 1, b^3 = b, b*c = a*b, c^2 = b^2>: a monoid of order 8 on 3 generators, P-portion of size 2
    sage: named_quotient('R8').P_portion()
    ([(1, 0, 0)], [(0, 0, 2)])

REFERENCES: [PS]_ (T. E. Plambeck, A. N. Siegel, *Misère quotients for
impartial games*, J. Combin. Theory Ser. A 115 (2008), 593--622; the
citation is defined in :mod:`~sage_latticegames.misere.heap.driver`).
"""
import functools
import itertools

# (no Sage: the command line's quotients load this module)

from sage_latticegames.misc.points import add, unit_vector
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData, is_isomorphic
from sage_latticegames.misere.monoid.finite_monoid import commutativity_failure

__all__ = ["monoid_from_presentation", "named_quotient_data", "standard_name", "NAMED_QUOTIENTS"]


def _tame(n):
    r"""
    Return the presentation data of the tame quotient `T_n` (``n \ge 2``).

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.names import _tame
        sage: _tame(3)
        (3, [((2, 0, 0), (0, 0, 0)), ((0, 3, 0), (0, 1, 0)), ((0, 0, 2), (0, 2, 0)), ((0, 2, 1), (0, 0, 1))], [(1, 0, 0), (0, 2, 0)])
    """
    def e(*pairs):
        v = [0] * n
        for i, x in pairs:
            v[i] = x
        return tuple(v)
    rels = [(e((0, 2)), e()), (e((1, 3)), e((1, 1)))]
    rels += [(e((i, 2)), e((1, 2))) for i in range(2, n)]
    rels += [(e((1, 2), (i, 1)), e((i, 1))) for i in range(2, n)]
    return n, rels, [e((0, 1)), e((1, 2))]


def _tame_text(n):
    r"""
    Return the presentation of the tame quotient `T_n` as game theorists
    write it (the relations of :func:`_tame`).

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.names import _tame_text
        sage: _tame_text(2)
        '<a, b | a^2 = 1, b^3 = b>'
        sage: _tame_text(4)
        '<a, b, c, d | a^2 = 1, b^3 = b, c^2 = d^2 = b^2, b^2*c = c, b^2*d = d>'
    """
    letters = "abcdefghijklmnopqrstuvwxyz"[:n]
    rels = ["a^2 = 1", "b^3 = b"]
    if n > 2:
        rels.append(" = ".join("%s^2" % x for x in letters[2:]) + " = b^2")
        rels += ["b^2*%s = %s" % (x, x) for x in letters[2:]]
    return "<%s | %s>" % (", ".join(letters), ", ".join(rels))


#: the catalogue: name -> (number of generators, relations, P-portion words, presentation text);
#: the tame quotients T_n up to T_7 (order 130: the tame whole games of the catalogue)
NAMED_QUOTIENTS = dict([
    ("Z2", (1, [((2,), (0,))], [(1,)], "<a | a^2 = 1>")),
    ("T2", _tame(2) + (_tame_text(2),)),
    ("R8", (3, [((2, 0, 0), (0, 0, 0)), ((0, 3, 0), (0, 1, 0)), ((0, 1, 1), (1, 1, 0)),
                ((0, 0, 2), (0, 2, 0))], [(1, 0, 0), (0, 2, 0)],
            "<a, b, c | a^2 = 1, b^3 = b, b*c = a*b, c^2 = b^2>"))]
    + [("T%s" % n, _tame(n) + (_tame_text(n),)) for n in range(3, 8)])


def monoid_from_presentation(k, relations, P_words=(), max_exponent=None):
    r"""
    Return the finite commutative monoid `\langle a_1, \dots, a_k \mid u = v
    \ (u, v) \in` ``relations`` `\rangle` with the P-portion of the images of
    ``P_words``, as :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`.

    ALGORITHM: the words (exponent vectors) of a box `[0, B)^k` are merged
    (union-find) along the relations applied at every translate inside the
    box: each merge is a derivation in the presented monoid `M`.  One word per
    class that contains a word of the deglex-smallest representatives is
    kept, and the transition table `\delta(r, j)` = the class of `r + e_j` is
    built.  The result is then *proved* to be `M`: the table is commutative
    and every relation holds in it (so it is a quotient of `M`), and `r + e_j`
    was merged with the representative `\delta(r, j)` by derivations (so
    every word equals a representative in `M`, and `M` has at most as many
    elements).  A ``ValueError`` is raised when the box is too small for
    this (``max_exponent`` raises it) or when the presented monoid is not
    finite within the box.

    INPUT:

    - ``k`` -- number of generators
    - ``relations`` -- list of pairs of exponent vectors of length ``k``
    - ``P_words`` -- exponent vectors whose images form the P-portion
    - ``max_exponent`` -- (default: twice the largest exponent of a relation,
      plus `2`) the bound `B` of the box

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.names import monoid_from_presentation
        sage: T = monoid_from_presentation(2, [((2, 0), (0, 0)), ((0, 3), (0, 1))], [(1, 0), (0, 2)]); T
        Finite commutative monoid of order 6 on 2 generators, P-portion of size 2
        sage: T.cycle(0), T.cycle(1), T.is_reduced()
        ((0, 2), (1, 2), True)
        sage: monoid_from_presentation(1, [((3,), (1,))]).order()
        3
        sage: monoid_from_presentation(2, [((2, 0), (0, 0))])
        Traceback (most recent call last):
        ...
        ValueError: the presented monoid is infinite or needs exponents beyond 6 (the word (0, 6) is not reduced within the box)
    """
    k = int(k)
    rels = [(tuple(int(x) for x in u), tuple(int(x) for x in v)) for u, v in relations]
    if any(len(u) != k or len(v) != k or min(u + v, default=0) < 0 for u, v in rels):
        raise ValueError("every relation must be a pair of nonnegative exponent vectors of length %s"
                         % k)
    top = max([max(u + v) for u, v in rels] + [1])
    B = int(max_exponent) if max_exponent is not None else 2 * top + 2
    words = list(itertools.product(range(B), repeat=k))
    index = {w: i for i, w in enumerate(words)}
    parent = list(range(len(words)))

    def find(i):
        # the root of the class of i (union-find with path halving)
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i, j):
        i, j = find(i), find(j)
        if i != j:
            parent[max(i, j)] = min(i, j)
    # the pairs merged (a relation at a translate inside the box) do not depend on the
    # classes: one pass merges them all (union-find is transitive); the words are numbered in
    # base B (the order of itertools.product), so w + u is the number of w plus that of u
    place = [B ** (k - 1 - i) for i in range(k)]
    for u, v in rels:
        du = sum(a * p for a, p in zip(u, place))
        dv = sum(a * p for a, p in zip(v, place))
        # the translates w with w + u and w + v in the box
        for w in itertools.product(*[range(B - max(a, b)) for a, b in zip(u, v)]):
            i = index[w]
            union(i + du, i + dv)
    # the deglex-smallest word of each class of the box (the words in deglex order)
    order = sorted(words, key=lambda w: (sum(w), w))
    reps, rep_of = [], {}
    for w in order:
        c = find(index[w])
        if c not in rep_of:
            rep_of[c] = len(reps)
            reps.append(w)
    delta = []
    for r in reps:
        row = []
        for j in range(k):
            x = add(r, unit_vector(k, j))
            if x not in index:
                raise ValueError("the presented monoid is infinite or needs exponents beyond %s "
                                 "(the word %s is not reduced within the box)"
                                 % (B, "(%s)" % ", ".join(map(str, x))))
            row.append(rep_of[find(index[x])])
        delta.append(row)
    n = len(reps)
    F0 = FiniteQuotientData(delta, [False] * n, reps)
    if commutativity_failure(delta) is not None:
        raise ValueError("the transition table is not commutative: the box is too small")
    for u, v in rels:
        if F0.act(0, u) != F0.act(0, v):
            raise ValueError("the relation %s = %s fails in the table: the box is too small" % (u, v))
    P = [False] * n
    for w in P_words:
        w = tuple(int(x) for x in w)
        if len(w) != k or min(w, default=0) < 0:
            raise ValueError("the P-portion words must be nonnegative exponent vectors of length %s"
                             % k)
        P[F0.act(0, w)] = True
    return FiniteQuotientData(delta, P, reps)


@functools.lru_cache(maxsize=None)
def _named_data(name):
    r"""
    Return the :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`
    of the named quotient ``name`` (checked to be reduced).

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.names import _named_data
        sage: [_named_data(n).order() for n in ('Z2', 'T2', 'R8', 'T3', 'T4', 'T7')]
        [2, 6, 8, 10, 18, 130]
    """
    k, rels, P_words, _ = NAMED_QUOTIENTS[name]
    # a small box first (the result is proved whatever the box: a box too small is a
    # ValueError), then the default: T_7 in 0.2 s instead of 30 s
    top = max(max(u + v) for u, v in rels)
    try:
        F = monoid_from_presentation(k, rels, P_words, max_exponent=top + 1)
    except ValueError:
        F = monoid_from_presentation(k, rels, P_words)
    if not F.is_reduced():
        raise AssertionError("the named quotient %s is not reduced" % name)
    return F


def named_quotient_data(name):
    r"""
    Return the data ``(F, label)`` of the named misère quotient ``name``; the
    quotient itself is :func:`~sage_latticegames.misere.quotient.named_quotient`
    (``MisereQuotient(F, label)``), the named misère quotient ``name`` (a key of
    :data:`NAMED_QUOTIENTS`: ``'Z2'``, ``'T2'``, ``'R8'``, ``'T3'``, ..., ``'T7'``) as a :class:`~sage_latticegames.misere.quotient.MisereQuotient`
    built from its presentation.

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.names import named_quotient_data
        sage: named_quotient_data('T2')
        (Finite commutative monoid of order 6 on 2 generators, P-portion of size 2, 'T2 = <a, b | a^2 = 1, b^3 = b>')
        sage: from sage_latticegames.misere.quotient import named_quotient
        sage: T2 = named_quotient('T2'); T2
        Misère quotient of T2 = <a, b | a^2 = 1, b^3 = b>: a monoid of order 6 on 2 generators, P-portion of size 2
        sage: T2.presentation()
        ('a, b', ['a^2 = 1', 'b^3 = b'])
        sage: named_quotient('Z2').multiplication_table()
        +  a b
         +----
        a| a b
        b| b a
        sage: named_quotient_data('X')
        Traceback (most recent call last):
        ...
        ValueError: unknown named quotient 'X'; the catalogue has Z2, T2, R8, T3, T4, T5, T6, T7
    """
    if name not in NAMED_QUOTIENTS:
        raise ValueError("unknown named quotient %r; the catalogue has %s"
                         % (name, ", ".join(NAMED_QUOTIENTS)))
    return _named_data(name), "%s = %s" % (name, NAMED_QUOTIENTS[name][3])


def standard_name(Q):
    r"""
    Return the name of the catalogue (:data:`NAMED_QUOTIENTS`) of a quotient
    isomorphic to ``Q`` as a bipartite monoid, or ``None``.

    INPUT:

    - ``Q`` -- a :class:`~sage_latticegames.misere.quotient.MisereQuotient`
      (then this is :meth:`~sage_latticegames.misere.quotient.MisereQuotient.standard_name`:
      ``None`` for an infinite quotient), or a
      :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere import misere_quotient
        sage: from sage_latticegames.misere.monoid.names import standard_name
        sage: [standard_name(misere_quotient(games.nim(k, 'misere'))) for k in (1, 2, 3, 4)]
        ['Z2', 'T2', 'T2', 'T3']
        sage: standard_name(misere_quotient(games.nim(2))) is None
        True
    """
    if not isinstance(Q, FiniteQuotientData):
        return Q.standard_name()
    F = Q
    for name in NAMED_QUOTIENTS:
        G = _named_data(name)
        if len(F.delta) == len(G.delta) and sum(F.P) == sum(G.P) and is_isomorphic(F, G):
            return name
    return None


def quotient_summary(F, name, standard=None, record=None):
    r"""
    Return the line describing a finite misère quotient: its game (or name),
    whether it is a group, its order, generators and P-portion, its name in
    the literature and its proof -- the line that
    :class:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient`
    prints, also printed by the command line for the quotients it computes
    without a parent.

    INPUT:

    - ``F`` -- a :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`
    - ``name`` -- a string, the name of the game or of the quotient
    - ``standard`` -- (optional) its name in the literature (:func:`standard_name`)
    - ``record`` -- (optional) the record of its proof (the certificate)

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.names import quotient_summary, _named_data
        sage: quotient_summary(_named_data('T2'), 'Nim', 'T2', {'tuples': 5})
        'Misère quotient of Nim: a monoid of order 6 on 2 generators, P-portion of size 2 (T2; certified: 5 tuples checked)'
    """
    kind = "group" if all(0 in row for row in F.table()) else "monoid"
    s = ("Misère quotient of %s: a %s of order %s on %s generators, P-portion of size %s"
         % (name, kind, len(F.delta), F.k, sum(F.P)))
    named = standard + "; " if standard else ""
    if record and record.get("source") == "stratification":
        return s + " (%sproved by %s)" % (named, record["proof"])
    if record:
        return s + " (%scertified: %s tuples checked)" % (named, record["tuples"])
    if standard and not (name or "").startswith(standard + " = "):
        s += " (%s)" % standard
    return s
