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
  misère play, by a memoized recursion over multisets of heaps.

Lattice games (Definition 4.1 of [GM]): :func:`plain_P_positions` (memoized
recursion), :func:`oracle_P_positions` (a sweep by increasing level),
:func:`simplex_points`.

Affine semigroups and modules: :func:`small_functional` (a positive functional
by enumeration), :func:`semigroup_elements` and :func:`module_points` (closure
under adding generators, bounded by a positive functional).
"""
from functools import lru_cache, reduce
from itertools import product
from operator import xor


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


@lru_cache(maxsize=None)
def _grundy_table(code, N):
    g = []
    for n in range(N + 1):
        values = {reduce(xor, (g[a] for a in r), 0) for r in heap_options(code, n)}
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
# affine semigroups and modules
# ----------------------------------------------------------------------
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

    How: the closure of {0} under adding a generator, cut at level ``bound``.
    """
    d = len(ell)
    seen = {(0,) * d}
    todo = [(0,) * d]
    while todo:
        x = todo.pop()
        for g in gens:
            y = tuple(a + b for a, b in zip(x, g))
            if sum(a * b for a, b in zip(ell, y)) <= bound and y not in seen:
                seen.add(y)
                todo.append(y)
    return seen


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
    seen = set()
    todo = [tuple(f) for f in F if level(f) <= bound]
    while todo:
        x = todo.pop()
        if x in seen:
            continue
        seen.add(x)
        for g in gens:
            y = tuple(a + b for a, b in zip(x, g))
            if level(y) <= bound:
                todo.append(y)
    return {x for x in seen if all(lo <= c <= hi for c, lo, hi in zip(x, *box))}
