r"""
Brute-force oracles of the test suite: each computes what a test compares the
package against, straight from a definition and independently of the package
(no module of ``sage_latticegames`` is imported here), by the plainest method
that is fast enough on small instances.

Octal games (Guy--Smith codes ``d_0.d_1 d_2 ...``, hexadecimal digits allowed;
Winning Ways, Ch. 4):

- :func:`octal_digits`, :func:`heap_options`: the moves on one heap, read from
  the digits;
- :func:`grundy_values`, :func:`grundy`: nim values by the mex rule
  (Sprague--Grundy);
- :func:`sum_options`, :func:`octal_is_P`: outcomes of sums of heaps, normal or
  misère play, by a memoized recursion over multisets of heaps;
  :func:`heaps_of_counts`: the heaps of a position given by counts of heaps.

Lattice games (Definition 4.1 of [GM]): :func:`plain_P_positions` (memoized
recursion), :func:`oracle_P_positions` (a sweep by increasing level),
:func:`simplex_points`.

Congruence on a window (Definition 4.7 of [Guo]): :func:`congruent_on`
(``p + r`` and ``q + r`` have the same outcome for every shift ``r``),
:func:`translate_signatures` (the outcomes of the translates of each small
position), :func:`closed_under_sums` (0 and the sums of P-positions of a region
are P-positions).

Affine semigroups, cones and modules: :func:`small_functional` (a positive
functional by enumeration), :func:`additive_closure`, and through it
:func:`semigroup_elements`, :func:`box_semigroup_elements` and
:func:`module_points` (closure under adding generators, bounded by a positive
functional or a box); :func:`in_cone`, :func:`cone_points` (by the facet
inequalities).

Finite automata: :func:`table_filling_classes` (the table-filling algorithm of
Myhill--Nerode for the coarsest partition compatible with the transitions).
"""
from functools import lru_cache
from itertools import product


# ----------------------------------------------------------------------
# octal games
# ----------------------------------------------------------------------
def octal_digits(code):
    r"""
    The digits ``[d_0, d_1, d_2, ...]`` of the octal (or hexadecimal) code
    ``code`` (a string ``"d_0.d_1d_2..."``; ``d_0`` may be omitted: ``".137"``).

    How: the string split at the point, each digit read in base 16.
    """
    before, after = code.split('.')
    return [int(before or '0', 16)] + [int(c, 16) for c in after]


@lru_cache(maxsize=None)
def heap_options(code, n):
    r"""
    The multisets of nonempty heaps (sorted tuples) that a move of the octal
    game ``code`` can leave from one heap of ``n`` beans.

    How: straight from the definition of the code: removing ``k`` beans is
    allowed by bit 1 of ``d_k`` if it empties the heap, by bit 2 if one nonempty
    heap remains (``k >= 1``), by bit 4 if two nonempty heaps remain, by bit 8
    if three nonempty heaps remain.
    """
    out = set()
    for k, d in enumerate(octal_digits(code)):
        rest = n - k
        if rest < 0:
            break
        if d & 1 and rest == 0:
            out.add(())
        if d & 2 and k >= 1 and rest >= 1:
            out.add((rest,))
        if d & 4:
            for a in range(1, rest // 2 + 1):
                if rest - a >= 1:
                    out.add((a, rest - a))
        if d & 8:  # hexadecimal digits: three nonempty heaps
            for a in range(1, rest + 1):
                for b in range(a, rest + 1):
                    if rest - a - b >= b:
                        out.add((a, b, rest - a - b))
    return frozenset(out)


def _option_values(digits, n, g):
    r"""
    The set of the nim values of the options of a heap of ``n`` beans of the
    octal game of the digits ``digits``, given the values ``g`` of the smaller
    heaps.

    How: the options of :func:`heap_options`, read from the digits in the same
    way, each taken at once as the XOR of the values of its heaps (without
    building the multisets of heaps: the heaps of 600 beans of the catalogue).
    """
    values = set()
    for k, d in enumerate(digits):
        rest = n - k
        if rest < 0:
            break
        if d & 1 and rest == 0:
            values.add(0)
        if d & 2 and k >= 1 and rest >= 1:
            values.add(g[rest])
        if d & 4:
            values.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
        if d & 8:  # hexadecimal digits: three nonempty heaps a <= b <= rest - a - b
            values.update(g[a] ^ g[b] ^ g[rest - a - b] for a in range(1, rest + 1)
                          for b in range(a, (rest - a) // 2 + 1))
    return values


@lru_cache(maxsize=None)
def _grundy_table(code, N):
    digits = octal_digits(code)
    g = []
    for n in range(N + 1):
        values = _option_values(digits, n, g)
        m = 0
        while m in values:
            m += 1
        g.append(m)
    return tuple(g)


def grundy_values(code, N):
    r"""
    The nim values ``[G(0), ..., G(N)]`` of the heaps of the octal game ``code``
    (a list).

    How: the mex rule, by increasing heap size: ``G(n)`` is the least value
    not among the XORs of the values of the heaps of an option of ``n``
    (:func:`heap_options`; the Sprague--Grundy theorem for the sums).
    """
    return list(_grundy_table(code, N))


def grundy(code, n):
    r"""
    The nim value ``G(n)`` of one heap of ``n`` beans of ``code``
    (:func:`grundy_values`).
    """
    return _grundy_table(code, n)[n]


def sum_options(heaps, options_of):
    r"""
    The options of a sum of games (a tuple sorted by ``repr``): one game
    replaced by one of its options (a tuple of games, given by
    ``options_of``); each option sorted by ``repr``.
    """
    out = set()
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue
        rest = heaps[:i] + heaps[i + 1:]
        for r in options_of(h):
            out.add(tuple(sorted(rest + tuple(r), key=repr)))
    return out


@lru_cache(maxsize=None)
def octal_is_P(code, heaps, misere):
    r"""
    Whether the sum of the heaps ``heaps`` (a tuple of sizes; heaps without a
    move allowed) of the octal game ``code`` is a P-position, in misère play if
    ``misere`` else in normal play.

    How: the definition, memoized over multisets of heaps: a position is a
    P-position iff all its options (:func:`sum_options` of
    :func:`heap_options`) are N-positions; a position without options is a
    P-position in normal play and an N-position in misère play.
    """
    moved = False
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue
        rest = heaps[:i] + heaps[i + 1:]
        for r in heap_options(code, h):
            moved = True
            if octal_is_P(code, tuple(sorted(rest + r, key=repr)), misere):
                return False   # an option is a P-position: stop at the first one
    return moved or not misere


def heaps_of_counts(counts, sizes=None):
    r"""
    The heaps (a tuple sorted as :func:`octal_is_P` sorts them) of the
    position with ``counts[i]`` heaps of size ``sizes[i]`` (default: the
    sizes ``1, 2, ...``).
    """
    sizes = range(1, len(counts) + 1) if sizes is None else sizes
    return tuple(sorted((h for h, c in zip(sizes, counts) for _ in range(int(c))), key=repr))


# ----------------------------------------------------------------------
# lattice games (Definition 4.1 of [GM])
# ----------------------------------------------------------------------
def plain_P_positions(moves, in_lattice, defeated, points):
    """
    Return the set of P-positions among ``points`` by the recursive
    definition: p is a P-position iff no legal option is a P-position.

    How: memoized recursion on ``p - g`` for the moves ``g``, a point being a
    position iff ``in_lattice(p)`` and it is not in ``defeated``.
    """
    defeated = set(defeated)

    def on_board(p):
        return in_lattice(p) and p not in defeated

    @lru_cache(maxsize=None)
    def is_P(p):
        return not any(is_P(q) for q in (tuple(a - b for a, b in zip(p, g)) for g in moves)
                       if on_board(q))

    return {p for p in points if on_board(p) and is_P(p)}


def simplex_points(w, L):
    """The points of {p in N^d : w.p <= L}, last coordinate most significant."""
    pts = [p for p in product(*(range(L // x + 1) for x in w))
           if sum(a * b for a, b in zip(w, p)) <= L]
    return sorted(pts, key=lambda p: p[::-1])


def oracle_P_positions(w, L, moves, defeated):
    """
    P-positions of the region {p in N^d : w.p <= L} of the game with the moves
    ``moves`` on N^d minus ``defeated``.

    How: by increasing level w.p: a position is a P-position iff none of its
    options (in N^d, not defeated) is one.  Every move has a positive level, so
    the options are decided first.
    """
    P = set()
    for p in sorted(simplex_points(w, L), key=lambda p: sum(a * b for a, b in zip(w, p))):
        if p in defeated:
            continue
        opts = (tuple(a - b for a, b in zip(p, g)) for g in moves)
        if not any(q in P for q in opts if min(q) >= 0 and q not in defeated):
            P.add(p)
    return P


# ----------------------------------------------------------------------
# congruence on a window (Definition 4.7 of [Guo])
# ----------------------------------------------------------------------
def congruent_on(is_P, p, q, shifts, bound=None):
    """
    Whether ``p + r`` and ``q + r`` have the same outcome ``is_P`` (a
    function of a point) for every ``r`` in ``shifts`` (only the shifts
    with ``p + r`` and ``q + r`` in the box ``[0, bound]^d`` when ``bound``
    is given).

    How: every shift tried.
    """
    for r in shifts:
        a = tuple(x + y for x, y in zip(p, r))
        b = tuple(x + y for x, y in zip(q, r))
        if bound is not None and max(a + b) > bound:
            continue
        if is_P(a) != is_P(b):
            return False
    return True


def translate_signatures(status, ell, inner_level, window_level):
    """
    The outcomes of the translates ``p + r`` (a tuple, ``r`` over the points
    of ``status`` of level ``<= window_level``) of each point ``p`` of
    ``status`` (a dictionary point -> is a P-position) of level ``<=
    inner_level`` for the functional ``ell``: two points are congruent on
    the window iff their signatures are equal.

    How: read off ``status`` (the window is inside the region when
    ``inner_level + window_level`` is at most its level).
    """
    def level(x):
        return sum(int(a) * int(b) for a, b in zip(ell, x))
    offsets = [r for r in status if level(r) <= window_level]
    return {p: tuple(status[tuple(a + b for a, b in zip(p, r))] for r in offsets)
            for p in status if level(p) <= inner_level}


def closed_under_sums(status):
    """
    Whether 0 is a P-position and every sum of two P-positions of the region
    ``status`` (a dictionary point -> is a P-position) that lies in it is a
    P-position (the P-positions look like a semigroup on the region).

    How: every pair tried.
    """
    P = [p for p, s in status.items() if s]
    if not P or not status.get(tuple(0 for _ in P[0]), False):
        return False
    for i, p in enumerate(P):
        for q in P[i:]:
            s = tuple(a + b for a, b in zip(p, q))
            if s in status and not status[s]:
                return False
    return True


# ----------------------------------------------------------------------
# affine semigroups, cones and modules
# ----------------------------------------------------------------------
def additive_closure(start, gens, keep):
    """
    The points reached from ``start`` by adding generators ``gens``, each
    point kept only if ``keep(point)`` (the points of ``start`` included when
    kept).

    How: a search over the points kept (finite when ``keep`` bounds them).
    """
    seen = set()
    todo = [tuple(x) for x in start if keep(tuple(x))]
    while todo:
        x = todo.pop()
        if x in seen:
            continue
        seen.add(x)
        for g in gens:
            y = tuple(a + b for a, b in zip(x, g))
            if y not in seen and keep(y):
                todo.append(y)
    return seen
def small_functional(gens, d):
    """
    Return a linear functional with entries in [-3, 3] positive on ``gens``
    (found by enumeration), or ``None``.
    """
    for ell in product(range(-3, 4), repeat=d):
        if all(sum(a * b for a, b in zip(ell, g)) > 0 for g in gens):
            return ell
    return None


def semigroup_elements(gens, ell, bound):
    """
    All elements x of the semigroup N gens with ell(x) <= bound (ell > 0 on gens).

    How: the closure of {0} under adding a generator, cut at level ``bound``
    (:func:`additive_closure`).
    """
    return additive_closure([(0,) * len(ell)], gens,
                            lambda y: sum(a * b for a, b in zip(ell, y)) <= bound)


def box_semigroup_elements(gens, bound):
    """
    The elements of the semigroup N gens (``gens`` in N^d, nonzero) with all
    coordinates in [0, bound].

    How: the closure of {0} under adding a generator, cut at the box
    (:func:`additive_closure`; the coordinates only grow).
    """
    return additive_closure([(0,) * len(gens[0])], gens, lambda y: max(y) <= bound)


def in_cone(normals, x):
    """
    Whether ``x`` satisfies the inequalities ``<n, x> >= 0`` of the facet
    normals ``normals`` of a cone.
    """
    return all(sum(int(a) * b for a, b in zip(n, x)) >= 0 for n in normals)


def cone_points(normals, bound):
    """
    The points of the cone with facet normals ``normals`` in the box
    [0, bound]^d (a list, in lexicographic order).

    How: the points of the box filtered by :func:`in_cone`.
    """
    d = len(normals[0])
    return [r for r in product(range(bound + 1), repeat=d) if in_cone(normals, r)]


def module_points(F, gens, box):
    """
    The points of ``F + N gens`` in the box ``(lower, upper)`` (``gens``
    pointed).

    How: the closure of ``F`` under adding a generator, cut at the largest
    level of a corner of the box for a positive functional
    (:func:`small_functional`), then restricted to the box.
    """
    d = len(box[0])
    ell = small_functional(gens, d) if gens else (0,) * d
    assert ell is not None, "the generators are not pointed"

    def level(x):
        return sum(a * b for a, b in zip(ell, x))
    bound = max(level(c) for c in product(*zip(*box)))
    seen = additive_closure(F, gens, lambda y: level(y) <= bound)
    return {x for x in seen if all(lo <= c <= hi for c, lo, hi in zip(x, *box))}


# ----------------------------------------------------------------------
# finite automata
# ----------------------------------------------------------------------
def table_filling_classes(delta, labels):
    """
    The classes of the coarsest partition of the states ``0..n-1`` that
    refines the labels ``labels`` and is compatible with the transitions
    ``delta`` (``delta[u][i]``: the successor of ``u`` by generator ``i``),
    as the list of the class of each state, classes numbered by their first
    state.

    How: the table-filling algorithm (Myhill--Nerode): a pair of states is
    marked distinguishable iff their labels differ or, for some generator,
    their successors form a marked pair; repeated until nothing changes.
    """
    n = len(delta)
    marked = [[labels[u] != labels[v] for v in range(n)] for u in range(n)]
    changed = True
    while changed:
        changed = False
        for u in range(n):
            for v in range(n):
                if not marked[u][v] and any(marked[a][b] for a, b in zip(delta[u], delta[v])):
                    marked[u][v] = True
                    changed = True
    cls, first = [], []
    for u in range(n):
        for c, f in enumerate(first):
            if not marked[u][f]:
                cls.append(c)
                break
        else:
            cls.append(len(first))
            first.append(u)
    return cls
