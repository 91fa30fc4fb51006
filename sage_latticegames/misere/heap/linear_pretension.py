r"""
Linear pretensions: misère outcomes of heap games with an infinite quotient

A *pretension* of a heap game (Plambeck--Siegel [PS]_, Section 6; the
construction of :mod:`~sage_latticegames.misere.heap.pretension`) is a monoid
morphism `\Psi` from the positions `\NN^k` (`x_h` heaps of the `h`-th size)
to a commutative monoid `M` with a subset `\mathcal P \subseteq M` such that
the P-positions are exactly the `x` with `\Psi(x) \in \mathcal P`.  When the
misère quotient is finite, `M` can be taken finite.  This module works with
the infinite monoid

.. MATH::

    M = U \times \ZZ, \qquad \Psi(x) = (\kappa(x), \langle w, x\rangle),

where `U = \prod_h C_{i_h, p_h}` is a product of cyclic monoids (`C_{i,p}`
is `\NN` modulo `i \sim i + p`; `\kappa(x)_h` is the class of the count
`x_h`) and `w \in \ZZ^k` is a vector of *weights* (a counter: for misère
0.3122 with heaps of size at most 7, `\langle w, x\rangle` is the number of
heaps of size 5 minus the number of heaps of size 7).  The subset is given
by a finite table `A(u, t)`, `t \in [t_{lo}, t_{hi}]`, extended periodically
with a period `q` above and below: `\mathcal P = \{(u, t) : A(u, t)\}`; `q`
is a positive multiple of `\operatorname{lcm}_h |w_h p_h|` (the least by
default; a multiple lets the tails of the table have a longer period).

The same works for every lattice game on `\NN^k` minus a finite set `D` of
defeated positions (Definition 2.9 of [GM]: normal play `D = \emptyset`,
misère play `D = \{0\}`, generalized misère play) whose moves `\gamma` each
remove one unit of one coordinate (one positive entry, equal to `1`: heap
games, and the squarefree games of the erratum [GM-E]); a move from `x` to
`x - \gamma` is legal when `x - \gamma \in \NN^k \setminus D`, and `\ell`
denotes the positivity witness of the game (`\langle \ell, \gamma\rangle >
0` for every move).

THEOREM 1 (the pretension theorem).  Let `\mathcal P \subseteq M` with
`\Psi(x) \notin \mathcal P` for `x \in D`, and suppose that for every
position `x \notin D`, `\Psi(x) \in \mathcal P` if and only if no `x -
\gamma \in \NN^k` (a legal option, or a defeated position) has its image in
`\mathcal P`.  Then `x` is a P-position if and only if `\Psi(x) \in
\mathcal P`.

*Proof.* Induction on `\langle \ell, x\rangle`: a position is a P-position
iff none of its legal options is one, and the defeated positions, whose
images are not in `\mathcal P`, do not count.  (In misère play `D = \{0\}`:
the empty sum is the N-position where the player to move has already won.)
`\square`

The hypothesis is a statement about infinitely many positions.  It reduces
to a finite check through *types*.  For a count `c` of heaps of size `h`,
its class `\kappa_h(c)`, and whether `c > 0`, the class of `c - 1` and the
set of counts with these data are determined by one of the following
*kinds*: `c < i_h` exactly; `c = i_h + r + m p_h` with `0 < r < p_h`,
`m \ge 0`; `c = i_h`; `c = i_h + m p_h` with `m \ge 1`.  A *type* `\sigma`
chooses a kind for every coordinate; it determines `\kappa(x)`, which
coordinates are present, whether `x \in D` (the indices exceed the
coordinates of the points of `D`), `\kappa(x - e_h)` for the present `h`, hence the images of
all the options of `x` up to a shift of the counter: an option removing a
heap `h` and leaving the heaps `y` has the image `(\kappa(x - e_h + y), t -
w_h + \langle w, y\rangle)`.  The counters `t = \langle w, x\rangle` of the
positions of type `\sigma` lie in `b_\sigma + \NN\{w_h p_h : h
\text{ periodic in } \sigma\}` (`b_\sigma` the counter of the least
counts), hence in `T_\sigma = b_\sigma + \delta\ZZ`, `b_\sigma + \delta\NN` or
`b_\sigma - \delta\NN` (`\delta` the gcd of those `|w_h p_h|`, by their signs), a set
periodic above and below `b_\sigma` with a period `\delta` dividing `q`; the
check covers all of `T_\sigma` (checking more can only refuse more).

THEOREM 2 (the finite check).  Let `\Delta` bound the shifts of the options,
`a_{hi}` (resp. `a_{lo}`) be such that `A(u, t) = A(u, t - q)` for `t \ge
a_{hi} + q` (resp. `A(u, t) = A(u, t + q)` for `t \le a_{lo} - q`), and
`b_{max}, b_{min}` bound the `b_\sigma`.  If the condition of Theorem 1
holds for every type `\sigma` and every `t \in T_\sigma` with `\min(a_{lo}
- \Delta, b_{min}) - q \le t \le \max(a_{hi} + \Delta, b_{max}) + q`, it holds for
every position.

*Proof.* The condition at `(\sigma, t)` depends on `t \in T_\sigma` and on
the values `A(\cdot, t + s)`, `|s| \le \Delta`.  For `t \ge \max(a_{hi} + \Delta,
b_{max}) + q` both are unchanged when `t` is replaced by `t - q` (the
membership in `T_\sigma` is periodic above `b_\sigma` with a period
dividing `q`), and likewise below; so every `t` reduces to the checked
range. `\square`

The number of types is the product of the numbers of kinds of all the
coordinates: too many for games with many heap sizes.  The heaps of short
cycles can share a finite monoid instead.

THEOREM 2' (a monoid on the coordinates outside `S`).  Let `S \subseteq
\{1, \dots, k\}` contain the support of `w`, let `F` be a finite commutative
monoid generated by elements `a_j`, `j \notin S` (given by a transition table:
state `0` the identity, column `j` the multiplication by `a_j`; the columns
commute and every state is reachable from `0`), `\varphi(y) = \prod_{j
\notin S} a_j^{y_j}` for `y \in \NN^{S^c}`, and

.. MATH::

    U = F \times \prod_{h \in S} C_{i_h, p_h}, \qquad \kappa(x) =
    (\varphi(x|_{S^c}), (\text{the class of } x_h)_{h \in S}),

with `D = \{0\}` (misère play) or `D = \emptyset` (normal play).  The
*`F`-type* of `y \in \NN^{S^c}` is `\tau(y) = (\varphi(y), (\varphi(y -
e_j)` if `y_j > 0`, else *absent*`)_{j \notin S})`, and a *type* of `x` is
`\tau(x|_{S^c})` together with a kind of `x_h` for every `h \in S`.  If the
condition of Theorem 1 holds for every type `\sigma` and every `t \in
T_\sigma` (the set of Theorem 2, read off the kinds of `S`) in the range of
Theorem 2, it holds for every position.

*Proof.* `\tau(y + e_g)` is a function of `\tau(y)` and `g`: its first
entry is `\varphi(y) a_g`; its entry `j \ne g` is `\tau_j(y) a_g` when
present (`(y + e_g) - e_j = (y - e_j) + e_g`) and stays absent otherwise;
its entry `g` is `\varphi(y)`.  So the `F`-types are the finite set
reachable from `\tau(0) = (1, \text{absent}, \dots)` by these maps (a
breadth-first search, :func:`monoid_types`), each the `F`-type of some `y`.
A type `\sigma` of `x` determines `\kappa(x)`; which coordinates are
present (`j \notin S`: `\tau_j` present; `h \in S`: by its kind); for each
present `h` the class `\kappa(x - e_h)`: `(\tau_h, \text{the classes of } S)`
for `h \notin S`, `(\varphi, \text{the class of } x_h - 1)` for `h \in S`;
hence the class `\kappa(x - e_h + y) = \kappa(x - e_h)\,\kappa(y)` of every
option (a product in `F`, and in each cycle the class of a class plus
counts); and whether `x \in D`: `x = 0` iff no coordinate outside `S` is
present (`\tau = \tau(0)`) and every kind of `S` is the exact count `0`.
As `w` vanishes outside `S`, the counters of the positions of type `\sigma`
are those of the kinds of `S`: the set `T_\sigma` of Theorem 2.  So the
condition of Theorem 1 at a position depends only on its type and its
counter, and the proof of Theorem 2 applies word for word. `\square`

THEOREM 2'' (the check of Theorem 2' without the `F`-types).  In the
setting of Theorem 2', call a *context* a kind for every coordinate of `S`
and a counter `t` of the range of Theorem 2 that a position of these kinds
has; for `f \in F` and a context `\sigma` let `c(f, \sigma)` be the claim
`A((f, \text{the classes of } \sigma), t)`, and for a heap `j \notin S`
let `\mathrm{acc}_j(f, \sigma)` say whether some move of a heap `j` from a
position `x' + e_j` with `\varphi(x'|_{S^c}) = f` and context `\sigma`
reaches a claimed P-position (its image `(f \varphi(z|_{S^c}), \ldots)`
with the heaps `z` it leaves).  The condition of Theorem 1 holds at every
position if

(P) every claim and every image of an option is determined, and no
    claimed P-position has a claimed P-option: for every `f \in F`,
    context `\sigma` and heap `j \notin S`, `c(f a_j, \sigma) = P` implies
    not `\mathrm{acc}_j(f, \sigma)`; and `c(f, \sigma) = P` implies that no
    move of a heap of `S` (present by its kind) reaches a claimed
    P-position;

(N) for every context `\sigma`, with `\mathrm{need}_\sigma(f)` true when
    `c(f, \sigma) = N` and no move of a heap of `S` reaches a claimed
    P-position: `\mathrm{need}_\sigma(1)` is false (but at the defeated
    position `0`), and the antichain search of
    :func:`~sage_latticegames.misere.heap.verification._antichain_search` on
    `F` (entries `(j, f)` accepting iff `\mathrm{acc}_j(f, \sigma)`, the
    states `\mathrm{need}_\sigma` false exempt) finds no failing state.

*Proof.* Write a position as `x = (y, s)`, `y` its counts outside `S`.  An
option of `x` removes a heap `h`.  If `h \notin S`, then `x = x' + e_h`
and the option is `x' + z` (with the moves of `h`), whose image depends on
`\varphi(x'|_{S^c})` and the context of `x` only (the counter does not
change: `w_h = 0`, and the heaps of `S` that `z` adds are part of the move).
If `h \in S`, the image depends on `\varphi(y)` and the context.  So the
half "a claimed P-position has no claimed P-option" is a condition on each
pair (position, option), hence on each `(f, \sigma, j)` and `(f,
\sigma)`: (P), where every `f \in F` is some `\varphi(x')` (every state of
`F` is reachable) and every context is that of some position.  The other
half, "a claimed N-position has a claimed P-option", at `x = (y, s)` of
context `\sigma`, holds when an option removing a heap of `S` is a claimed
P-position, and otherwise (`\mathrm{need}_\sigma(\varphi(y))`) asks for an
entry `(j, \varphi(y - e_j))`, `y_j > 0`, with `\mathrm{acc}_j`: for `y =
0` there is none (the first part of (N)); for `y \ne 0` this is the
condition that the search of :func:`_verify_heap_moves_antichain
<sage_latticegames.misere.heap.verification._verify_heap_moves_antichain>`
proves at every state `(\varphi(y), \text{the set of the classes of its
entries})` of the positions `y \ne 0` of `\NN^{S^c}` (its proof, by the
monotonicity of the condition in the set of entries, uses only that the
acceptance of an entry `(j, f)` is a function of `j` and `f`).  Each
context is checked on its own; the counters outside the range reduce to it
as in Theorem 2, every part of the condition reading the table at `t` plus
bounded shifts.  `\square`

Its searches visit the states `(\varphi(y), \text{antichain})`, not the
`F`-types: for misère Dawson's Kayles with heaps of size at most `34` (a
monoid of order 1,456 on 31 heaps) the `F`-types are more than
`3 \cdot 10^6`, the states of the searches 50,668.

With `S` every coordinate and `F` trivial, Theorem 2' is Theorem 2.  The
monoid `F` may be any finite commutative monoid: the search
(:func:`find_monoid_pretension`) takes the submonoid generated by the heaps
outside `S` of the pretension frontier of the game
(:mod:`~sage_latticegames.misere.heap.frontier`), a guess that the check
proves or refuses like any other.  The table `A(u, t)` is computed as
before, the classes of a position with one more heap following the
transitions of `U` and those of an option read off its counts (powers of
the generators of `F` and its multiplication table).

THEOREM 3 (infinitely many classes).  Let `g, h` be two coordinates with
`w_g < 0 < w_h`, and `L_g, L_h` multiples of `p_g, p_h` with `L = -w_g L_g
= w_h L_h`, and `b` a position with `b_g = b_h = 0` (the *base*; often
`0`).  For `n \ge 0` put `x_n = (c_g + n L_g) e_g` and `r_n = b + (c_h +
n L_h) e_h` with `c_g \ge i_g`, `c_h \ge i_h`.  Then `\Psi(x_m + r_n) = (u,
t_0 + L(n - m))` with `u, t_0` independent of `m, n` (the class of a
count `\ge i` does not change when a multiple of the period is added).  If
`A(u, t_0)` differs from `A(u, t_0 + L k)` for every `k < 0`, then `x_m +
r_n` is a P-position iff `m \le n` (or iff `m > n`), so `r_n` distinguishes
`x_n` from every `x_m`, `m > n`: the misère quotient is infinite.  (With a
monoid (Theorem 2'), `g, h \in S`, and the coordinates of `b` outside `S`
contribute their element `\varphi(b)` of `F` to `u`: the proof is the
same.)  The bases are searched among `0`, the single heaps and the pairs of
heaps: misère Dawson's Kayles with heaps of size at most `34` needs a heap
of size `25` (no `r_n` without one distinguishes).

Every step is exact: the table is computed by the recursion of the game on
the least representatives of the pairs `(u, t)` (a guess, proved by Theorem
2, never trusted), the check runs over every type, and the tails are read
off the table.  :func:`find_linear_pretension` searches the weights and the
cycles; :func:`fit_linear_pretension` fits them (counters of any signs,
multiples of the least period of the counter) to the outcomes of a solved
region first -- a guess, proved or refused by Theorem 2 like any other;
:func:`find_monoid_pretension` searches a pretension with a monoid (Theorem
2'); :func:`prove_infinite_heap_quotient` turns a proved pretension into
an :class:`~sage_latticegames.misere.stratified.infinite.InfinitenessCertificate`-like
object, :class:`HeapInfinitenessCertificate`.

EXAMPLES:

The octal game 0.3122 with heaps of size at most 7: the first infinite
misère quotient of the literature, proved here by a linear pretension
(the counter is the number of heaps of size 5 minus the number of heaps of
size 7)::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
    sage: G = games.octal('0.3122', 7, play='misere')
    sage: C = prove_infinite_heap_quotient(G); C     # long time
    Proved: the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite: the positions x_n = (2 + 4n) heaps of size 7 are pairwise distinguishable: x_m + r_n is a P-position iff m <= n, for r_n = (3 + 4n) heaps of size 5 (linear pretension with counter (0, 0, 0, 0, 1, 0, -1), cycles (2, 2), (3, 2), (2, 2), (2, 2), (1, 1), (2, 2), (2, 4))
    sage: C.position(2), C.distinguisher(2)          # long time
    ((0, 0, 0, 0, 0, 0, 10), (0, 0, 0, 0, 11, 0, 0))
    sage: C.check_on_game(3)                         # long time
    True

The octal game 0.76 with heaps of size at most 12, by a linear pretension
with a monoid (Theorem 2'): the counter is the number of heaps of size 7
minus the number of heaps of size 12, and the other ten heap sizes share a
monoid of order 22 (read off the pretension frontier of the game)::

    sage: G = games.octal('0.76', 12, play='misere')
    sage: C = prove_infinite_heap_quotient(G); C     # long time
    Proved: the misère quotient of octal game 0.76 with heaps of size at most 12 (misère play) is infinite: the positions x_n = (1 + 2n) heaps of size 12 are pairwise distinguishable: x_m + r_n is a P-position iff m > n, for r_n = (1 + 2n) heaps of size 7 (linear pretension with counter (0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1), monoid of order 22 on the heaps 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, cycles (1, 2), (1, 2) on the heaps 7, 12)
    sage: C.check_on_game(2)                         # long time
    True

Misère Dawson's Kayles with heaps of size at most 34, by the antichain check
(Theorem 2''): the counter is the number of heaps of size 30 minus the number
of heaps of size 34, the other 31 heap sizes share a monoid of order 1,456,
and Theorem 3 needs the base `H_{25}` (about 30 s)::

    sage: D = prove_infinite_heap_quotient(games.octal('0.07', 34, play='misere'))  # long time
    sage: x, r = D.position(1), D.distinguisher(1)   # long time
    sage: x[34 - 2], r[25 - 2], r[30 - 2], sum(x) + sum(r)     # long time
    (4, 1, 4, 9)
    sage: D.is_P_position(5, 5), D.is_P_position(6, 5)    # long time
    (True, False)

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""
import sage.rings.integer  # noqa: F401

from sage.misc.persist import register_unpickle_override

import itertools
import math
import time

import numpy as np

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.points import show_point
from sage_latticegames.misc.protocol import DefinedByArguments, name_of
from sage_latticegames.misere.monoid.proof import QuotientProof
from sage_latticegames.misere.monoid.finite_monoid import submonoid_order
from sage_latticegames.misere.monoid._monoid import (commutativity_failure, reachable,
                                                     weighted_representatives)
from sage_latticegames.misere.heap.pretension import _multiplication_table
from sage_latticegames.misere.heap._linear_pretension import pretension_table

__all__ = ["LinearPretension", "LinearPretensionFailure", "find_linear_pretension", "unit_moves",
           "fit_linear_pretension", "find_monoid_pretension", "monoid_types",
           "HeapInfinitenessCertificate", "prove_infinite_heap_quotient"]

#: the name of the theorem the proofs of this module rest on (saved in certificates)
THEOREM = "linear pretension (Theorems 1-2 of sage_latticegames.misere.linear_pretension)"
#: the most F-types a pretension with a monoid enumerates (Theorem 2'): beyond it the
#: candidate is refused (without a witness) before the check, whose time and memory grow
#: with the number of types
MAX_MONOID_TYPES = 2 * 10**6

#: the most memory (bytes, estimated) the table of a pretension may take: one node per class
#: of `U` and counter of the table's range, each with its representative (one count per
#: coordinate) and its path; beyond it the candidate is refused (without a witness) before
#: the table is computed (misère Dawson's Kayles with heaps of size at most 34: about 0.5 GiB)
MAX_TABLE_BYTES = 4 * 2**30

#: the index of the cycles of the pretension frontier that :func:`find_monoid_pretension`
#: reads the heaps of long cycles and the monoid off (``copies`` of
#: :func:`~sage_latticegames.misere.heap.frontier.pretension_frontier`): enough for them,
#: quicker than the default of the frontier (misère Dawson's Kayles with heaps of size
#: at most 34: about 20 s, against about 2 minutes)
MONOID_FRONTIER_COPIES = 12

#: the same, for a pretension with a monoid
THEOREM_MONOID = ("linear pretension with a monoid (Theorems 1, 2' of"
                  " sage_latticegames.misere.linear_pretension)")


class LinearPretensionFailure(ValueError):
    r"""
    A candidate linear pretension that fails the finite check of Theorem 2:
    ``.witness`` is a position (a list of counts) whose outcome the
    candidate does not predict, or ``None`` when the table could not be
    completed or its tails are not periodic.  When the search of
    :func:`prove_infinite_heap_quotient` fails after computing the pretension
    frontier, ``.frontier`` is that
    :class:`~sage_latticegames.misere.heap.frontier.BoundedPretension` (what
    is proven: the outcomes below its least failure and a lower bound on the
    order of the quotient); else ``None``.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretensionFailure
        sage: e = LinearPretensionFailure("no proof"); e.witness, e.frontier
        (None, None)
    """

    def __init__(self, message, witness=None, frontier=None):
        ValueError.__init__(self, message)
        self.witness = witness
        self.frontier = frontier


def unit_moves(game):
    r"""
    Return ``(d, options, defeated, size)`` for a lattice game on `\NN^d`
    minus a finite set of defeated positions whose moves `\gamma` each have
    exactly one positive entry, equal to `1` (heap games, Example 6.4 of [GM];
    the squarefree games of [GM-E]): a move from `x` removes one unit of a
    coordinate `h` and adds `\gamma^-`.  ``options[h]`` lists the
    `\gamma^-` of the moves of `h` (as tuples of coordinates, with
    repetitions), ``defeated`` the defeated positions (tuples), ``size`` a
    positive functional that every move decreases (the positivity witness of
    the game).

    EXAMPLES::

        sage: from sage_latticegames import games, LatticeGame
        sage: from sage_latticegames.misere.heap.linear_pretension import unit_moves
        sage: unit_moves(games.octal('0.07', 4, play='misere'))
        (3, [[()], [()], [(), (0,)]], [(0, 0, 0)], (2, 3, 4))
        sage: unit_moves(LatticeGame([(2, 0), (0, 1)]))
        Traceback (most recent call last):
        ...
        ValueError: a linear pretension needs moves that remove one unit of one coordinate; (2, 0) does not
    """
    if not (hasattr(game, "rule_set") and hasattr(game, "board")):
        raise TypeError("expected a lattice game (e.g. games.octal('0.3122', 7, play='misere')),"
                        " got %r" % (game,))
    d = int(game.dimension())
    if not game.board().is_orthant():
        raise ValueError("a linear pretension is defined for games on the orthant N^%s" % d)
    options = [[] for _ in range(d)]
    for g in game.rule_set().vectors():
        g = [int(x) for x in g]
        positive = [h for h in range(d) if g[h] > 0]
        if len(positive) != 1 or g[positive[0]] != 1:
            raise ValueError("a linear pretension needs moves that remove one unit of one"
                             " coordinate; %s does not" % (tuple(g),))
        options[positive[0]].append(tuple(j for j in range(d) for _ in range(-min(g[j], 0))))
    defeated = sorted(tuple(int(x) for x in p) for p in game.defeated_positions())
    size = tuple(int(x) for x in game.positivity_witness())
    return d, [sorted(set(o), key=lambda y: (len(y), y)) for o in options], defeated, size


def _name(game):
    r"""
    Return the name of ``game`` (its description when it has none).
    """
    return name_of(game)


def _heap_sizes(game):
    r"""
    Return the heap size of each coordinate of ``game`` when its encoding
    names them, else ``None``.
    """
    encoding = getattr(game, "encoding", None)
    sizes = getattr(encoding(), "heap_sizes", None) if callable(encoding) else None
    return tuple(int(n) for n in sizes()) if callable(sizes) else None


def _rows_in(X, points):
    r"""
    Return the boolean array: which rows of ``X`` are among ``points``.
    """
    found = np.zeros(len(X), dtype=bool)
    for p in points:
        found |= (X == np.array(p, dtype=np.int64)).all(axis=1)
    return found


def _classes(counts, idx, per):
    r"""
    Return the classes of the counts (an integer array whose last axis runs
    over the coordinates) in the cyclic monoids `C_{i_h, p_h}`.
    """
    c = np.asarray(counts, dtype=np.int64)
    return np.where(c < idx, c, idx + (c - idx) % per)


def _generator_powers(delta, j):
    r"""
    Return ``(powers, t, p)``: the powers `1, a_j, a_j^2, \dots,
    a_j^{t + p - 1}` of the generator `a_j` of the transition table
    ``delta`` (from the identity ``0``), distinct, and `a_j^{t + p} = a_j^t`.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap.linear_pretension import _generator_powers
        sage: _generator_powers(np.array([[1], [2], [1]]), 0)
        (array([0, 1, 2]), 1, 2)
    """
    seen, powers, u = {0: 0}, [0], 0
    while True:
        u = int(delta[u, j])
        if u in seen:
            return np.array(powers, dtype=np.int64), seen[u], len(powers) - seen[u]
        seen[u] = len(powers)
        powers.append(u)


def _table_key(delta):
    r"""
    Return the transition table ``delta`` as a tuple of tuples of Python
    integers (hashable; for equality, hashing, pickling and certificates).
    """
    return tuple(tuple(int(v) for v in row) for row in np.asarray(delta))


def monoid_types(delta, max_types=None):
    r"""
    Return the `F`-types of Theorem 2' (module documentation) of the finite
    commutative monoid `F` with the transition table ``delta``, and a
    position of each.

    The `F`-type of `y \in \NN^m` is `\tau(y) = (\varphi(y), (\varphi(y -
    e_j)` if `y_j > 0`, else absent`)_j)`; `\tau(y + e_g)` is a function of
    `\tau(y)` and `g`, so the `F`-types are the states reachable from
    `\tau(0)` (a breadth-first search, one heap at a time).

    INPUT:

    - ``delta`` -- the transition table of `F` (``n`` rows of ``m`` states,
      state ``0`` the identity)
    - ``max_types`` -- (default: no limit) raise a
      :class:`LinearPretensionFailure` when there are more

    OUTPUT: a pair of integer arrays ``(T, Y)``: the rows of ``T`` are the
    `F`-types (``-1`` for absent), the first one `\tau(0)`, in the order of
    the search; the row ``Y[i]`` is a position of the type ``T[i]`` (with
    the fewest heaps).

    EXAMPLES:

    The cyclic group of order `2` on one coordinate: `\tau(0) = (0, -)`,
    `\tau(e_1) = (1, 0)`, `\tau(2 e_1) = (0, 1)`, then periodic::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap.linear_pretension import monoid_types
        sage: T, Y = monoid_types(np.array([[1], [0]]))
        sage: T.tolist(), Y.tolist()
        ([[0, -1], [1, 0], [0, 1]], [[0], [1], [2]])
        sage: len(monoid_types(np.array([[1, 1], [0, 0]]))[0])
        7
        sage: monoid_types(np.zeros((1, 0), dtype=int))[0].tolist()
        [[0]]
    """
    F = np.asarray(delta, dtype=np.int64)
    n, m = F.shape
    # the entries are states or -1: the smallest integer type that holds them (memory)
    kind = np.int16 if n < 2**15 else np.int32
    F = F.astype(kind)
    seen = np.array([[0] + [-1] * m], dtype=kind)
    reps = np.zeros((1, m), dtype=np.int64)
    frontier, frep = seen, reps
    # rows of candidates generated at once (about 64 MB)
    chunk = max(1, (1 << 26) // (max(m, 1) * (m + 1) * np.dtype(kind).itemsize))

    def merge(known, parts):
        # the first occurrence of each row among the known rows and the parts: the new
        # rows, as indices into the concatenated parts, in their order
        rows = np.concatenate([known] + [p for p, _ in parts])
        _, first = np.unique(rows, axis=0, return_index=True)
        return np.sort(first[first >= len(known)]) - len(known)

    while m and len(frontier):
        parts = []        # (distinct candidates, their positions)
        pending = 0
        for c0 in range(0, len(frontier), chunk):
            fr, rp = frontier[c0:c0 + chunk], frep[c0:c0 + chunk]
            cur, rest = fr[:, 0].astype(np.int64), fr[:, 1:].astype(np.int64)
            for g in range(m):
                T = np.empty_like(fr)
                T[:, 0] = F[cur, g]
                T[:, 1:] = np.where(rest >= 0, F[np.maximum(rest, 0), g], -1)
                T[:, 1 + g] = cur
                r = rp.copy()
                r[:, g] += 1
                _, first = np.unique(T, axis=0, return_index=True)
                first = np.sort(first)
                parts.append((T[first], r[first]))
                pending += len(first)
            if max_types is not None and pending > max_types:
                # merge what the layer has so far: more than max_types types in all?
                new = merge(seen, parts)
                allT = np.concatenate([p for p, _ in parts])[new]
                allR = np.concatenate([q for _, q in parts])[new]
                parts, pending = [(allT, allR)], len(allT)
                if len(seen) + len(allT) > max_types:
                    raise LinearPretensionFailure("the monoid has more than %s types"
                                                  " (max_types)" % max_types)
        new = merge(seen, parts)
        frontier = np.concatenate([p for p, _ in parts])[new]
        frep = np.concatenate([q for _, q in parts])[new]
        seen = np.concatenate([seen, frontier])
        reps = np.concatenate([reps, frep])
        if max_types is not None and len(seen) > max_types:
            raise LinearPretensionFailure("the monoid has more than %s types (max_types)"
                                          % max_types)
    return seen.astype(np.int64), reps


class LinearPretension(SageObject):
    r"""
    A linear pretension `\Psi(x) = (\kappa(x), \langle w, x\rangle)` of a
    misère heap game, proved by the finite check of Theorem 2 (module
    documentation) when it is built: the outcome of *every* position.

    INPUT:

    - ``game`` -- a heap game in misère play (e.g. ``games.octal(code, k,
      play='misere')``)
    - ``weights`` -- the vector `w \in \ZZ^k` of the counter (not zero)
    - ``indices``, ``periods`` -- the cycles `(i_h, p_h)` of the counts
    - ``window`` -- (default: 40) the table covers the counters `|t| \le`
      ``window``
    - ``max_seconds`` -- (default: none) a time limit
    - ``period`` -- (default: the least, `\operatorname{lcm}_h |w_h p_h|`)
      the period `q` of the tails of the table in the counter: a positive
      multiple of that least common multiple (Theorem 2 needs only that the
      gcd `\delta` of every type divides `q`)
    - ``monoid`` -- (default: ``None``) the transition table of a finite
      commutative monoid `F` on the coordinates whose index and period are
      ``None`` (Theorem 2' of the module documentation): one row per state,
      state ``0`` the identity, ``monoid[f][j]`` the product of ``f`` and
      the generator of the ``j``-th such coordinate; its columns must
      commute and every state must be reachable from ``0``.  The other
      coordinates (the set `S`, which must contain the support of the
      counter) keep their cycles; the game must be in normal or misère
      play.  Without a monoid every coordinate has a cycle (Theorem 2).
    - ``check`` -- (default: ``'antichain'``) the finite check with a
      monoid: ``'antichain'`` (Theorem 2'': a finite check of the claimed
      P-positions and an antichain search on `F` per context, whose size
      does not grow with the number of `F`-types) or ``'types'`` (Theorem
      2': every `F`-type, :func:`monoid_types`, at most
      :data:`MAX_MONOID_TYPES` of them); both are proofs, and accept the
      same candidates

    Raises :class:`LinearPretensionFailure` when the check fails (with a
    position that the candidate misclassifies when there is one).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
        sage: G = games.octal('0.3122', 7, play='misere')
        sage: L = LinearPretension(G, (0, 0, 0, 0, 1, 0, -1), (2, 3, 2, 2, 1, 2, 2),
        ....:                      (2, 2, 2, 2, 1, 2, 4), window=10); L
        Linear pretension of octal game 0.3122 with heaps of size at most 7 (misère play): counter (0, 0, 0, 0, 1, 0, -1), cycles (2, 2), (3, 2), (2, 2), (2, 2), (1, 1), (2, 2), (2, 4); proved for every position (78750 types, counters -11..8)
        sage: L.tails()
        (-6, 3, 4)
        sage: L.is_P_position((0, 0, 0, 0, 10**9 + 1, 0, 10**9))    # one more heap of 5 than of 7
        True
        sage: L.is_P_position((0, 0, 0, 0, 10**9, 0, 10**9))
        False

    A candidate that is wrong is refused, with a misclassified position::

        sage: import itertools
        sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretensionFailure
        sage: K = games.octal('0.77', 3, play='misere')
        sage: try:
        ....:     LinearPretension(K, (1, 0, -1), (1, 1, 1), (1, 1, 1), window=6)
        ....: except LinearPretensionFailure as e:
        ....:     print(e.witness is not None, K.is_P_position(e.witness) is not None)
        True True

    With a monoid: Kayles with heaps of size at most `3`, the heaps `1`
    and `2` in the monoid of the cycles `C(2, 2) \times C(2, 2)` (a product
    of cycles written as a monoid: the same outcomes)::

        sage: F = [[4 * (a + 1 if a < 3 else 2) + b, 4 * a + (b + 1 if b < 3 else 2)]
        ....:      for a in range(4) for b in range(4)]     # the state 4a + b is (a, b)
        sage: M = LinearPretension(K, (0, 0, 1), (None, None, 2), (None, None, 2),
        ....:                      window=8, monoid=F); M
        Linear pretension of Kayles 0.77 with heaps of size at most 3 (misère play): counter (0, 0, 1), monoid of order 16 on the heaps 1, 2, cycles (2, 2) on the heap 3; proved for every position (antichain searches: 16 states, counters -4..6)
        sage: N = LinearPretension(K, (0, 0, 1), (2, 2, 2), (2, 2, 2), window=8)
        sage: all(M.is_P_position(x) == N.is_P_position(x)
        ....:     for x in itertools.product(range(7), repeat=3) if any(x))
        True
        sage: M.image((5, 2, 3))    # 14 = 4 * 3 + 2
        ((14, 3), 3)
        sage: LinearPretension(K, (0, 0, 1), (None, None, 2), (None, None, 2), window=8,
        ....:                  monoid=F, check='types').certificate()['monoid']['types']
        25

    TESTS::

        sage: LinearPretension(K, (0, 0, 0), (1, 1, 1), (1, 1, 1))
        Traceback (most recent call last):
        ...
        ValueError: the weights must not all be zero
        sage: LinearPretension(K, (1, 0, -1), (0, 0, 0), (1, 1, 1))
        Traceback (most recent call last):
        ...
        ValueError: the indices must exceed the coordinates of the defeated positions (0, 0, 0)
        sage: LinearPretension(K, (1, 0, -1), (1, 1, 1), (1, 1, 2), period=3)
        Traceback (most recent call last):
        ...
        ValueError: the period of the counter must be a positive multiple of 2, not 3
        sage: LinearPretension(K, (1, 0, -1), (None, 1, 1), (None, 1, 1))
        Traceback (most recent call last):
        ...
        ValueError: the indices and periods are None only at the coordinates of a monoid (the argument monoid)
        sage: LinearPretension(K, (1, 0, -1), (None, 1, 1), (None, 1, 1), monoid=[[0]])
        Traceback (most recent call last):
        ...
        ValueError: the counter must vanish on the coordinates of the monoid
        sage: LinearPretension(K, (0, 1, -1), (None, 1, 1), (None, 1, 1), monoid=[[1], [1], [0]])
        Traceback (most recent call last):
        ...
        ValueError: every state of the monoid must be reachable from the identity 0
        sage: LinearPretension(K, (0, 0, 1), (None, None, 1), (None, None, 1),
        ....:                  monoid=[[1, 2], [0, 0], [1, 1]])
        Traceback (most recent call last):
        ...
        ValueError: the monoid is not commutative: the state 0 times the generators 0 and 1

    A candidate whose table would not fit in memory is refused before it is
    computed (a failure without a witness: it proves nothing either way)::

        sage: LinearPretension(K, (1, 0, -1), (1000, 1000, 1000), (1, 1, 1))
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: the table of this candidate has 1003003001 classes times ... counters and would take about ... GiB (more than MAX_TABLE_BYTES, 4.0 GiB): lower the indices, the periods or the window
    """

    def __init__(self, game, weights, indices, periods, window=40, max_seconds=None, period=None,
                 monoid=None, check="antichain"):
        self._init(game, unit_moves(game), weights, indices, periods, window, max_seconds, period,
                   monoid, check)

    def _init(self, game, moves, weights, indices, periods, window, max_seconds, period, monoid,
              check):
        r"""
        Check and store the candidate on the coordinates of ``moves`` (the
        data ``(d, options, defeated, size)`` of :func:`unit_moves`: of the
        game, or of a slice of it), then prove it (:meth:`_prove`).
        """
        d, options, defeated, size = moves
        w = tuple(int(x) for x in weights)
        idx = tuple(None if x is None else int(x) for x in indices)
        per = tuple(None if x is None else int(x) for x in periods)
        if not (len(w) == len(idx) == len(per) == d):
            raise ValueError("weights, indices and periods must have %s entries (one per heap"
                             " size of the game)" % d)
        # S: the coordinates with a cycle (every coordinate without a monoid)
        S = tuple(h for h in range(d) if idx[h] is not None)
        if monoid is None:
            if len(S) < d or None in per:
                raise ValueError("the indices and periods are None only at the coordinates of a"
                                 " monoid (the argument monoid)")
        else:
            if tuple(h for h in range(d) if per[h] is not None) != S:
                raise ValueError("the indices and the periods must be None at the same"
                                 " coordinates (those of the monoid)")
            if len(S) == d:
                raise ValueError("with a monoid, the indices and periods are None at its"
                                 " coordinates (at least one)")
            if any(w[h] for h in range(d) if h not in S):
                raise ValueError("the counter must vanish on the coordinates of the monoid")
            if any(any(x) for x in defeated):
                raise ValueError("a monoid needs normal or misère play (no defeated position but"
                                 " the empty one), not the defeated positions %s"
                                 % ", ".join(str(x) for x in defeated))
        if any(idx[h] < 0 for h in S) or any(per[h] < 1 for h in S):
            raise ValueError("the indices must be >= 0 and the periods >= 1")
        if any(x[h] >= idx[h] for x in defeated for h in S):
            raise ValueError("the indices must exceed the coordinates of the defeated positions"
                             " %s" % ", ".join(str(x) for x in defeated))
        if not any(w):
            raise ValueError("the weights must not all be zero")
        window = int(window)
        if window < 1:
            raise ValueError("window must be a positive integer, not %s" % window)
        self._game = game
        # the moves: (heap h removed, the heaps y left, the shift of the counter)
        self._moves = [(h, y, sum(w[j] for j in y) - w[h]) for h in range(d) for y in options[h]]
        self._defeated = defeated
        self._size = size
        self._w, self._idx, self._per = w, idx, per
        self._S, self._Sc = S, tuple(h for h in range(d) if h not in S)
        self._set_monoid(monoid)
        if check not in ("antichain", "types"):
            raise ValueError("check must be 'antichain' or 'types', not %r" % (check,))
        self._check_algorithm = check
        self._window = window
        self._max_seconds = max_seconds
        least = math.lcm(*(abs(a * p) for a, p in zip(w, per) if a))
        if period is None:
            period = least
        period = int(period)
        if period < 1 or period % least:
            raise ValueError("the period of the counter must be a positive multiple of %s, not %s"
                             % (least, period))
        self._period = period
        self._prove()

    def _set_monoid(self, monoid):
        r"""
        Check and store the finite monoid `F` of the coordinates outside `S`
        (the trivial monoid of order `1`, without generators, when there is
        none): its transition table, its multiplication table, the powers of
        each generator.
        """
        m = len(self._Sc)
        if monoid is None:
            F = np.zeros((1, 0), dtype=np.int64)
            self._monoid = None
        else:
            try:
                F = np.array(monoid, dtype=np.int64)
            except (TypeError, ValueError):
                raise ValueError("the monoid must be a transition table (one row per state, one"
                                 " column per coordinate of the monoid), not %r" % (monoid,))
            if F.ndim != 2 or F.shape[0] == 0 or F.shape[1] != m:
                raise ValueError("the monoid must be a transition table with one column per"
                                 " coordinate without a cycle (%s columns), not of shape %s"
                                 % (m, F.shape))
            n = F.shape[0]
            if F.min() < 0 or F.max() >= n:
                raise ValueError("the transition table of the monoid must list states in"
                                 " range(%s)" % n)
            bad = commutativity_failure(F)
            if bad is not None:
                raise ValueError("the monoid is not commutative: the state %s times the"
                                 " generators %s and %s" % bad)
            if len(reachable(F, list(range(m)))) != n:
                raise ValueError("every state of the monoid must be reachable from the"
                                 " identity 0")
            F.setflags(write=False)
            self._monoid = F
        self._F = F
        self._M = _multiplication_table(F).astype(np.int64)
        self._pow = [_generator_powers(F, j) for j in range(m)]

    def _phi(self, Z):
        r"""
        Return the images `\varphi(z)` in the monoid `F` of the rows of the
        array ``Z`` of counts of the coordinates outside `S`: the product of
        the powers of the generators (each read off its cycle).
        """
        Z = np.asarray(Z, dtype=np.int64)
        f = np.zeros(len(Z), dtype=np.int64)
        for j, (powers, t, p) in enumerate(self._pow):
            c = Z[:, j]
            f = self._M[f, powers[np.where(c < t + p, c, t + (c - t) % p)]]
        return f

    def _ids(self, X):
        r"""
        Return the indices of the classes `\kappa(x) \in U` of the rows of the
        array ``X`` of counts: ``phi * R + (classes of S) . radix``.
        """
        X = np.asarray(X, dtype=np.int64)
        u = _classes(X[:, list(self._S)], self._iS, self._pS) @ self._radix
        if self._Sc:
            u = u + self._phi(X[:, list(self._Sc)]) * self._RS
        return u

    # ---------------------------------------------------------------- data

    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).game() is G
            True
        """
        return self._game

    def parameters(self):
        r"""
        Return ``(weights, indices, periods)``.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).parameters()
            ((1, 0), (2, 2), (2, 2))
        """
        return self._w, self._idx, self._per

    def tails(self):
        r"""
        Return ``(a_lo, a_hi, q)``: the table is `q`-periodic in the counter
        above `a_{hi}` and below `a_{lo}` (Theorem 2).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).tails()
            (-1, 2, 2)
        """
        return self._a_lo, self._a_hi, self._q

    def proof(self):
        r"""
        Return what was proved, as a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof` of
        kind ``'linear pretension'`` (Theorems 1-2) for the game; its record
        is :meth:`certificate`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: p = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).proof()
            sage: p.theorem(), p.game() is G
            ('linear pretension theorem', True)
        """
        return QuotientProof(None, self._certificate, self._game, kind="linear pretension")

    def certificate(self):
        r"""
        Return what was proved: a dictionary naming the theorem, the
        parameters, the tails, the number of types checked and the range
        of counters (the record of :meth:`proof`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: c = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).certificate()
            sage: c['theorem'], c['types']
            ('linear pretension (Theorems 1-2 of sage_latticegames.misere.linear_pretension)', 25)
        """
        return self.proof().record()

    # ------------------------------------------------------------ the proof

    def _prove(self):
        r"""
        Compute the table by the recursion of the game on least
        representatives, read its tails, and run the finite check of
        Theorem 2 (raises :class:`LinearPretensionFailure`).
        """
        start = time.time()
        deadline = None if self._max_seconds is None else start + float(self._max_seconds)
        w = np.array(self._w)
        S = list(self._S)
        self._iS = np.array([self._idx[h] for h in S], dtype=np.int64)
        self._pS = np.array([self._per[h] for h in S], dtype=np.int64)
        ncls = self._iS + self._pS
        s = len(S)
        # the classes of U = F x prod_{h in S} C(i_h, p_h): f * R + (classes of S) . radix
        self._radix = np.array([int(np.prod(ncls[h + 1:])) for h in range(s)], dtype=np.int64)
        self._RS = int(np.prod(ncls))
        nu = len(self._F) * self._RS
        self._exits = self._exit_classes(nu)
        D = max(abs(shift) for _, _, shift in self._moves)
        q = self._period
        W = self._window
        # the table covers [TL, TH]; the recursion runs on a margin around it
        margin = 2 * D + 2 * q + int(np.abs(w).sum() * ncls.max())
        TL, TH = -W - margin, W + margin
        self._TL, self._TH = TL, TH
        need = nu * (TH - TL + 1) * (len(w) + 4) * 8
        if need > MAX_TABLE_BYTES:
            raise LinearPretensionFailure(
                "the table of this candidate has %s classes times %s counters and would take"
                " about %.1f GiB (more than MAX_TABLE_BYTES, %.1f GiB): lower the indices, the"
                " periods or the window" % (nu, TH - TL + 1, need / 2**30, MAX_TABLE_BYTES / 2**30))
        A = self._table(nu, TL, TH, deadline)
        # the tails: q-periodic above a_hi and below a_lo, on the inner part of the table
        lo, hi = -W, W
        a_hi = hi - q
        while a_hi > lo and np.array_equal(A[:, a_hi - TL], A[:, a_hi + q - TL]):
            a_hi -= 1
        a_hi += 1
        a_lo = lo + q
        while a_lo < hi and np.array_equal(A[:, a_lo - TL], A[:, a_lo - q - TL]):
            a_lo += 1
        a_lo -= 1
        self._a_lo, self._a_hi, self._q = a_lo, a_hi, q
        # the candidate: the table between the tails, extended periodically (only this
        # extension is proved and used; the rest of the table was a guess)
        self._A = A[:, [self._reduced(t) - TL for t in range(TL, TH + 1)]]
        ntypes, t_range = self._check(self._A, D, deadline)
        self._certificate = {"theorem": THEOREM if self._monoid is None else THEOREM_MONOID,
                             "weights": self._w, "indices": self._idx,
                             "periods": self._per, "tails": (a_lo, a_hi, q), "types": ntypes,
                             "counters": t_range, "seconds": round(time.time() - start, 2)}
        if self._monoid is not None:
            self._certificate["monoid"] = {"order": len(self._F), "coordinates": self._Sc,
                                           "table": _table_key(self._F),
                                           "check": self._check_algorithm}
            if self._check_algorithm == "types":
                self._certificate["monoid"]["types"] = len(self._monoid_types()[0])

    def _exit_classes(self, nu):
        r"""
        Return, for each class of `U`, whether its positions have a move out
        of the coordinates of the pretension to a P-position (a slice of
        :mod:`~sage_latticegames.misere.heap.slice_pretension`), or ``None``:
        a pretension of the whole game has no such move.
        """
        return None

    def _monoid_types(self):
        r"""
        Return (and cache) the `F`-types of Theorem 2' and a position of each
        (:func:`monoid_types`).
        """
        if getattr(self, "_ftypes", None) is None:
            self._ftypes = monoid_types(self._F, max_types=MAX_MONOID_TYPES)
        return self._ftypes

    def _representatives(self, nu, TL, TH):
        r"""
        Return the least representatives (for the positivity witness of the
        game) of the pairs `(u, t)`, `TL \le t \le TH`, as an array of counts
        indexed by ``u * (TH - TL + 1) + t - TL`` (rows of ``-1`` where there is
        none), with the arrays ``parent`` and ``gen`` of the paths (the
        representative of a node is that of ``parent`` plus one heap ``gen``;
        ``-1`` at the empty position and where there is none): Dial's shortest paths from the empty position, one heap added at
        a time, the counters kept in the range (near its ends a representative
        may not be least; the table then leaves the pairs it cannot decide
        open, which the check refuses).  The class of a node with one more heap
        follows the transitions of `U`: the table of `F` for the coordinates
        outside `S`, the cycles for those of `S`.
        """
        w, size = np.array(self._w), np.array(self._size, dtype=np.int64)
        d, nt = len(w), TH - TL + 1
        dist = np.full(nu * nt, np.iinfo(np.int64).max, dtype=np.int64)
        X = np.full((nu * nt, d), -1, dtype=np.int64)
        parent = np.full(nu * nt, -1, dtype=np.int64)     # X[node] = X[parent] + e_gen
        gen = np.full(nu * nt, -1, dtype=np.int64)
        origin = -TL          # the class of 0 is 0, its counter 0
        dist[origin] = 0
        X[origin] = 0
        unit = np.eye(d, dtype=np.int64)
        succ = self._successors(nu)
        # Dial's buckets: the nodes whose distance was lowered to c (some of them lowered
        # again since), by c
        buckets = {0: [np.array([origin], dtype=np.int64)]}
        while buckets:
            c = min(buckets)
            frontier = np.unique(np.concatenate(buckets.pop(c)))
            frontier = frontier[dist[frontier] == c]
            if len(frontier):
                x = X[frontier]
                t = frontier % nt + TL
                u = frontier // nt
                for h in range(d):
                    y = x + unit[h]
                    t2 = t + int(w[h])
                    ok = (t2 >= TL) & (t2 <= TH)
                    node = succ[u[ok], h] * nt + (t2[ok] - TL)
                    better = dist[node] > c + int(size[h])
                    node = node[better]
                    dist[node] = c + int(size[h])
                    X[node] = y[ok][better]
                    parent[node] = frontier[ok][better]
                    gen[node] = h
                    if len(node):
                        buckets.setdefault(c + int(size[h]), []).append(node)
        return X, parent, gen

    def _successors(self, nu):
        r"""
        Return the array ``succ[u, h]``: the class of `U` of `x + e_h` for `x`
        of class ``u`` (the multiplication by the generator `e_h` of `U`).
        """
        S, Sc = self._S, self._Sc
        d = len(S) + len(Sc)
        ncls = self._iS + self._pS
        u = np.arange(nu, dtype=np.int64)
        f, rest = u // self._RS, u % self._RS
        cls = np.stack([(rest // r) % n for r, n in zip(self._radix, ncls)], 1) \
            if len(S) else np.zeros((nu, 0), dtype=np.int64)
        succ = np.empty((nu, d), dtype=np.int64)
        for k, h in enumerate(S):
            c = cls.copy()
            c[:, k] += 1
            succ[:, h] = f * self._RS + _classes(c, self._iS, self._pS) @ self._radix
        for j, h in enumerate(Sc):
            succ[:, h] = self._F[f, j] * self._RS + rest
        return succ

    def _move_counts(self):
        r"""
        Return the moves of the game as quadruples ``(h, yc, fy, shift)``: the
        heap ``h`` removed, the counts ``yc`` of the heaps left, the element
        ``fy`` of `F` of those outside `S` (`\kappa(x - e_h + y) = \kappa(x -
        e_h)\kappa(y)`) and the shift of the counter.
        """
        d, Sc = len(self._w), list(self._Sc)
        out = []
        for h, y, shift in self._moves:
            yc = np.bincount(np.array(y, dtype=np.int64), minlength=d)
            fy = int(self._phi(yc[Sc].reshape(1, -1))[0]) if Sc else 0
            out.append((h, yc, fy, shift))
        return out

    def _table(self, nu, TL, TH, deadline):
        r"""
        Return the table `A` (``int8``: 1 P, 0 N, -1 no position, -2 not
        determined within the range) of the pairs `(u, t)`, `TL \le t \le
        TH`, computed by the recursion of the game on their least
        representatives, by increasing size (the classes of the options read
        off their counts: powers of the generators of `F`, multiplied by its
        table, and the cycles of `S`), by the compiled kernel
        :func:`~sage_latticegames.misere.heap._linear_pretension.pretension_table`.
        """
        nt = TH - TL + 1
        X, parent, gen = self._representatives(nu, TL, TH)
        # the nodes with a representative by increasing size, and the levels of equal sizes
        sizes = X @ np.array(self._size, dtype=np.int64)
        order = np.nonzero(X[:, 0] >= 0)[0]
        order = order[np.argsort(sizes[order], kind="stable")]
        starts = np.concatenate(([0], np.nonzero(np.diff(sizes[order]))[0] + 1, [len(order)]))
        del sizes

        def check():
            if deadline is not None and time.time() > deadline:
                raise LinearPretensionFailure("the time limit was reached while computing the"
                                              " table")

        A = pretension_table(X, parent, gen, order, starts, self._defeated, self._S, self._Sc,
                             self._iS, self._pS, self._radix, self._F, self._M,
                             self._move_counts(), nt, TL, self._RS, check, self._exits)
        return A.reshape(nu, nt)

    def _check(self, A, D, deadline):
        r"""
        The finite check of Theorem 2 (Theorem 2' with a monoid) over every
        type; return the number of types checked (with a monoid and
        ``check='antichain'``: the number of states of the searches of
        Theorem 2'') and the range of counters checked.
        """
        c = self._check_data(A, D)
        if self._monoid is not None and self._check_algorithm == "antichain":
            return self._check_antichain(A, c, deadline)
        return self._check_types(A, c, deadline)

    def _check_data(self, A, D):
        r"""
        Return what both checks use, as a dictionary: the kinds of `S`
        (:meth:`_kinds`) and their counters (least, steps), the options of
        each heap (the `F` part of the image as a function of
        `\kappa_F(x - e_h)`, the classes of `S`, the shift of the counter),
        the kinds of the defeated positions, and the checked range of counters
        (after the check of the defeated positions).
        """
        w = np.array(self._w)
        S = list(self._S)
        wS = w[S]
        cls, base, step, pred = self._kinds()
        present = pred >= 0
        tb = base @ wS
        ws = step * wS
        # the types of the defeated positions (exact counts): not positions of the game;
        # with a monoid D is {0} or empty, and the F-type of 0 (the first) is its only one
        zero = (step == 0).all(1) & _rows_in(base, [tuple(x[h] for h in S)
                                                     for x in self._defeated])
        TL = self._TL
        for x in self._defeated:
            if A[int(self._ids([x])[0]), int(np.dot(w, x)) - TL] != 0:
                raise LinearPretensionFailure("the defeated position %s is not an N-position of"
                                              " the candidate" % (x,), witness=list(x))
        heaps = {}     # h -> [(the F part of the option as a function of kappa_F(x - e_h), ...)]
        for h, yc, fy, shift in self._move_counts():
            # the classes of S of x - e_h + y (the class of a class plus counts is the class
            # of the counts plus them)
            newc = cls.copy()
            if h in S:
                k = S.index(h)
                newc[:, k] = np.where(present[:, k], pred[:, k], 0)
            newc = _classes(newc + yc[S], self._iS, self._pS)
            heaps.setdefault(h, []).append((self._M[:, fy] * self._RS, newc @ self._radix, shift))
        lo_c = min(self._a_lo - D, int(tb.min())) - self._q
        hi_c = max(self._a_hi + D, int(tb.max())) + self._q
        if lo_c - D < TL or hi_c + D > self._TH:
            raise LinearPretensionFailure("the table is too short for the tails (a_lo = %s,"
                                          " a_hi = %s): raise the window" % (self._a_lo,
                                                                             self._a_hi))
        return dict(S=S, cls=cls, base=base, step=step, present=present, tb=tb, ws=ws,
                    uid=cls @ self._radix, zero=zero, heaps=heaps, lo_c=lo_c, hi_c=hi_c)

    @staticmethod
    def _real(c, t):
        r"""
        Return the boolean array: which kinds of `S` (of the data ``c`` of
        :meth:`_check_data`) have a position with the counter ``t`` (the set
        `T_\sigma` of Theorem 2).
        """
        ws, tb = c["ws"], c["tb"]
        haspos, hasneg = (ws > 0).any(1), (ws < 0).any(1)
        g = np.gcd.reduce(np.abs(ws), axis=1)
        dlt = t - tb
        real = np.where(g == 0, dlt == 0, dlt % np.where(g == 0, 1, g) == 0)
        return real & np.where(haspos & hasneg, True,
                               np.where(haspos, dlt >= 0, np.where(hasneg, dlt <= 0, True)))

    def _options_at(self, A, c, t):
        r"""
        Return, for each heap `h` and each element `f = \kappa_F(x - e_h)` of
        `F` and each kind of `S`, whether an option removing `h` at the
        counter ``t`` has its image in P, and whether an image is not
        determined: a list of triples ``(h, anyP, bad)``, arrays of shape
        (order of `F`, number of kinds).
        """
        n, NK = len(self._F), len(c["cls"])
        gathered = []
        for h, opts in c["heaps"].items():
            anyP = np.zeros((n, NK), dtype=bool)
            bad = np.zeros((n, NK), dtype=bool)
            for fpart, spart, sh in opts:
                v = A[fpart[:, None] + spart[None, :], t + sh - self._TL]
                anyP |= v == 1
                bad |= v < 0
            gathered.append((h, anyP, bad))
        return gathered

    def _check_types(self, A, c, deadline):
        r"""
        The check of Theorems 2 and 2' over every type.

        A type is an `F`-type (:func:`monoid_types`; the single one of the
        trivial monoid without a monoid) and a kind for every coordinate of
        `S`; they are checked by blocks of `F`-types, the options of a heap
        `h` first gathered for every element of `F` that `\kappa(x - e_h)`
        may have.
        """
        S, present, uid, zero = c["S"], c["present"], c["uid"], c["zero"]
        TF, RF = self._monoid_types()
        NF, NK = len(TF), len(c["cls"])
        RS, TL = self._RS, self._TL
        block = max(1, (1 << 21) // NK)
        for t in range(c["lo_c"], c["hi_c"] + 1):
            if deadline is not None and time.time() > deadline:
                raise LinearPretensionFailure("the time limit was reached during the check")
            real = self._real(c, t)
            gathered = self._options_at(A, c, t)
            for b0 in range(0, NF, block):
                if deadline is not None and time.time() > deadline:
                    raise LinearPretensionFailure("the time limit was reached during the check")
                T = TF[b0:b0 + block]
                isP = A[(T[:, 0] * RS)[:, None] + uid[None, :], t - TL]
                anyP = np.zeros(isP.shape, dtype=bool)
                bad = isP < 0
                for h, aP, bd in gathered:
                    if h in S:
                        # kappa_F(x - e_h) = phi(x outside S); h present by its kind
                        k = S.index(h)
                        rows = T[:, 0]
                        anyP |= aP[rows] & present[None, :, k]
                        bad |= bd[rows] & present[None, :, k]
                    else:
                        src = T[:, 1 + self._Sc.index(h)]
                        rows = np.maximum(src, 0)
                        there = (src >= 0)[:, None]
                        anyP |= aP[rows] & there
                        bad |= bd[rows] & there
                if self._exits is not None:
                    anyP |= self._exits[(T[:, 0] * RS)[:, None] + uid[None, :]]
                fail = real[None, :] & (bad | ((isP == 1) == anyP))
                if b0 == 0:
                    fail[0] &= ~zero
                if fail.any():
                    iF, iK = (int(i[0]) for i in np.nonzero(fail))
                    self._fail(c, iK, t, RF[b0 + iF])
        return NF * NK, (c["lo_c"], c["hi_c"])

    def _fail(self, c, iK, t, rest):
        r"""
        Raise the failure of the check at the kind ``iK`` of `S`, the counter
        ``t`` and the counts ``rest`` outside `S`, with a position of them.
        """
        witness = self._witness(c["base"][iK], c["step"][iK], t, rest)
        if witness is not None:
            witness = list(self._game_point(witness, base=True))
        raise LinearPretensionFailure("the candidate fails at the counter %s for the position %s"
                                      % (t, witness), witness=witness)

    def _check_antichain(self, A, c, deadline):
        r"""
        The check of Theorem 2'' (module documentation): the claimed
        P-positions by a finite check on `F` and the options, the claimed
        N-positions by one antichain search on `F` per context (a kind of
        `S` and a counter; contexts with the same data share a search).
        """
        from sage_latticegames.misere.heap.verification import (_antichain_search,
                                                                _entry_automaton)
        S, Sc, present, uid, zero = c["S"], list(self._Sc), c["present"], c["uid"], c["zero"]
        n, NK, RS, TL = len(self._F), len(c["cls"]), self._RS, self._TL
        F = self._F
        weights = tuple(int(self._size[h]) for h in Sc)
        reps, _ = weighted_representatives(F, np.array(weights, dtype=np.int64), partial=True)
        ts = list(range(c["lo_c"], c["hi_c"] + 1))
        # the moves out of the slice to a P-position (slice_pretension): like a move of a heap
        # of S that reaches a claimed P-position
        exits = None if self._exits is None else \
            self._exits[(np.arange(n, dtype=np.int64) * RS)[:, None] + uid[None, :]]
        need = np.zeros((n, NK, len(ts)), dtype=bool)       # claimed N, no P-option in S
        acc = np.zeros((len(Sc), n, NK, len(ts)), dtype=bool)
        for it, t in enumerate(ts):
            if deadline is not None and time.time() > deadline:
                raise LinearPretensionFailure("the time limit was reached during the check")
            real = self._real(c, t)
            claim = A[(np.arange(n, dtype=np.int64) * RS)[:, None] + uid[None, :], t - TL]
            # (P) claims determined; options determined; a claimed P-position has no
            # claimed P-option (an option removing h from x = x' + e_h: f = kappa_F(x'))
            bad = claim < 0
            sP = np.zeros((n, NK), dtype=bool) if self._exits is None else exits.copy()
            for h, aP, bd in self._options_at(A, c, t):
                if h in S:
                    k = S.index(h)
                    sP |= aP & present[None, :, k]
                    bad |= bd & present[None, :, k]
                    continue
                j = Sc.index(h)
                bad |= bd
                # x = x' + e_h claims P where kappa_F(x') a_h is claimed P
                bad |= aP & (claim[F[:, j]] == 1)
                acc[j, :, :, it] = aP
            bad |= (claim == 1) & sP
            bad &= real[None, :]
            if bad.any():
                f, iK = (int(i[0]) for i in np.nonzero(bad))
                # the position x' + e_h or x: its counts outside S (a representative)
                self._fail(c, iK, t, self._failing_rest(A, c, t, f, iK, reps))
            need[:, :, it] = real[None, :] & (claim == 0) & ~sP
        # (N) the empty counts outside S: no entry, so nothing may be needed (but at the
        # defeated position)
        nz = need[0].copy()
        if 0 in ts:
            nz[zero, ts.index(0)] = False
        if nz.any():
            iK, it = (int(i[0]) for i in np.nonzero(nz))
            self._fail(c, iK, ts[it], [0] * len(Sc))
        # one search per distinct context: the data of (need, acc) at the context
        cols = np.concatenate([need.reshape(n, -1), acc.reshape(len(Sc) * n, -1)])
        _, first = np.unique(cols.T, axis=0, return_index=True)
        states = 0
        for col in sorted(first.tolist()):
            if deadline is not None and time.time() > deadline:
                raise LinearPretensionFailure("the time limit was reached during the check")
            iK, it = divmod(col, len(ts))
            if not need[:, iK, it].any():
                continue
            auto = _entry_automaton(F, acc[:, :, iK, it], self._M, vectors=True)
            witness, count = _antichain_search(F, ~need[:, iK, it], *auto,
                                               weights=weights)
            states += count
            if witness is not None:
                self._fail(c, iK, ts[it], witness)
        return states, (c["lo_c"], c["hi_c"])

    def _failing_rest(self, A, c, t, f, iK, reps):
        r"""
        Return counts outside `S` of a position where the first half of the
        check of Theorem 2'' fails at the element ``f`` of `F` (a claim or an
        option not determined, or a claimed P-position with a claimed
        P-option): the representative of ``f`` (a claim, or an option of a
        heap of `S`), or of ``f`` plus a heap outside `S` whose option fails.
        """
        Sc, uid = list(self._Sc), c["uid"]
        RS, TL, F = self._RS, self._TL, self._F
        claim = lambda u: A[u * RS + uid[iK], t - TL]        # noqa: E731
        for h, aP, bd in self._options_at(A, c, t):
            if h in Sc:
                j = Sc.index(h)
                if bd[f, iK] or (aP[f, iK] and claim(F[f, j]) == 1):
                    rest = reps[f].copy()
                    rest[j] += 1
                    return rest
        return reps[f]

    def _kinds(self):
        r"""
        Return the arrays ``(cls, base, step, pred)`` of the choices of a kind
        for every coordinate of `S` (one row per choice, in the order of
        ``itertools.product``): the classes, the least counts, the steps (`0`
        or `p_h`) and the classes of the counts minus one (``-1``: absent).
        """
        s = len(self._S)
        kinds = []     # per coordinate of S: (class, least count, step, class of count - 1 or -1)
        for k in range(s):
            i, p = int(self._iS[k]), int(self._pS[k])
            ch = []
            for c in range(i + p):
                if c < i:
                    ch.append((c, c, 0, c - 1))
                elif c > i:
                    ch.append((c, c, p, c - 1))
                else:
                    ch.append((c, i, 0, i - 1))
                    ch.append((c, i + p, p, i + p - 1))
            kinds.append(np.array(ch, dtype=np.int64))
        sig = np.array(list(itertools.product(*[range(len(k)) for k in kinds])), dtype=np.int64)
        return tuple(np.stack([kinds[k][sig[:, k], e] for k in range(s)], 1) for e in range(4))

    def _witness(self, base, step, t, rest=()):
        r"""
        Return a position with the given least counts and steps of `S` (a
        kind of each of its coordinates), the counts ``rest`` outside `S`
        and counter ``t`` (the least one found by a bounded search), or
        ``None``.
        """
        S, w = self._S, self._w
        free = [k for k in range(len(S)) if step[k] and w[S[k]]]
        fixed = [int(b) for b in base]
        for extra in itertools.product(range(0, 60), repeat=len(free)):
            xs = list(fixed)
            for k, m in zip(free, extra):
                xs[k] += m * int(step[k])
            if sum(w[h] * c for h, c in zip(S, xs)) == t:
                x = [0] * len(w)
                for h, c in zip(S, xs):
                    x[h] = c
                for h, c in zip(self._Sc, rest):
                    x[h] = int(c)
                return x
        return None

    def _game_point(self, y, base=False):
        r"""
        Return the position of the game with the counts ``y`` on the
        coordinates of the pretension (here all of them; a slice adds its
        fixed heaps when ``base`` is true).
        """
        return tuple(int(c) for c in y)

    # ------------------------------------------------------------ outcomes

    def image(self, x):
        r"""
        Return `\Psi(x) = (\kappa(x), \langle w, x\rangle)`: `\kappa(x)` is
        the tuple of the classes of the counts in their cycles; with a monoid
        `F`, the tuple of the element `\varphi` of `F` of the counts outside
        `S` followed by the classes of the counts of `S`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).image((7, 1))
            ((3, 1), 7)
            sage: L = LinearPretension(G, (1, 0), (2, None), (2, None), window=8,
            ....:                      monoid=[[1], [2], [3], [2]])
            sage: L.image((7, 1)), L.image((7, 10**20))
            (((1, 3), 7), ((2, 3), 7))
        """
        x = self._position(x)
        # Python integers: counts of any size
        u = tuple(x[h] if x[h] < i else i + (x[h] - i) % p
                  for h, i, p in zip(self._S, self._iS.tolist(), self._pS.tolist()))
        if self._monoid is not None:
            f = 0
            for h, (powers, t, p) in zip(self._Sc, self._pow):
                c = x[h]
                f = int(self._M[f, powers[c if c < t + p else t + (c - t) % p]])
            u = (f,) + u
        return u, sum(a * b for a, b in zip(self._w, x))

    def _uid(self, u):
        r"""
        Return the row of the table of the class ``u`` of `U` (as
        :meth:`image` gives it).
        """
        if self._monoid is None:
            return int(np.dot(u, self._radix))
        return int(u[0]) * self._RS + int(np.dot(u[1:], self._radix))

    def _position(self, x):
        d = len(self._w)
        try:
            x = [int(c) for c in x]
        except (TypeError, ValueError):
            raise TypeError("a position is a sequence of %s nonnegative integers, not %r"
                            % (d, x))
        if len(x) != d or min(x) < 0:
            raise ValueError("a position is a sequence of %s nonnegative integers, not %s"
                             % (d, x))
        return x

    def is_P_position(self, x):
        r"""
        Return whether ``x`` (counts of the heap sizes of the game) is a
        misère P-position: proved for every position (Theorems 1 and 2).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: L = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)
            sage: all(L.is_P_position(x) == G.is_P_position(x)
            ....:     for x in [(a, b) for a in range(6) for b in range(6)] if any(x))
            True
            sage: L.is_P_position((10**30, 1))
            False
        """
        u, t = self.image(x)
        return bool(self._A[self._uid(u), self._reduced(t) - self._TL] == 1)

    def is_P_positions(self, points):
        r"""
        Return which rows of ``points`` (an integer array of counts, one row
        per position, entries below `2^{62}` divided by the largest weight) are
        P-positions, as a boolean array: :meth:`is_P_position` on every row,
        vectorized.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: L = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)
            sage: L.is_P_positions([(1, 0), (7, 0), (6, 0), (7, 1)]).tolist()
            [True, True, False, False]
        """
        X = np.asarray(points, dtype=np.int64).reshape(-1, len(self._w))
        if len(X) and X.min() < 0:
            raise ValueError("the counts must be nonnegative")
        t = X @ np.array(self._w, dtype=np.int64)
        a_lo, a_hi, q = self._a_lo, self._a_hi, self._q
        r = np.where(t > a_hi, a_hi + (t - a_hi) % q, np.where(t < a_lo, a_lo - (a_lo - t) % q, t))
        return self._A[self._ids(X), r - self._TL] == 1

    def _reduced(self, t):
        r"""
        Return the counter of the table between the tails that stands for
        ``t`` (the periodic extension of Theorem 2).
        """
        if t > self._a_hi:
            return self._a_hi + (t - self._a_hi) % self._q
        if t < self._a_lo:
            return self._a_lo - (self._a_lo - t) % self._q
        return t

    def P_portion_counters(self, u):
        r"""
        Return the counters `t` with `(u, t) \in \mathcal P` for the class
        `u \in U` (a tuple of classes, `0 \le u_h < i_h + p_h`), as
        ``(lo, hi, q, middle, above, below)`` with ``lo < hi``: the set is
        ``middle`` (counters strictly between ``lo`` and ``hi``) together with
        the `t \ge` ``hi`` whose residue modulo `q` is in ``above`` and the
        `t \le` ``lo`` whose residue is in ``below`` -- the periodic
        extension of the table that :meth:`is_P_position` reads (Theorem 2):
        `x` is a P-position iff `\langle w, x\rangle` is in this set for
        `u = \kappa(x)`.  With a monoid `F`, `u` is an element of `F` followed
        by the classes of the coordinates of `S` (as :meth:`image` gives it).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: L = LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)
            sage: L.P_portion_counters((3, 0))
            (-1, 2, 2, (), (1,), ())
            sage: L.is_P_position((7, 0)), L.is_P_position((6, 0)), L.image((7, 0))
            (True, False, ((3, 0), 7))

        TESTS::

            sage: L.P_portion_counters((4, 0))
            Traceback (most recent call last):
            ...
            ValueError: a class of U = C(2, 2) x C(2, 2) is a tuple of 2 integers 0 <= u_h < i_h + p_h, not (4, 0)
        """
        cycles = list(zip(self._iS.tolist(), self._pS.tolist()))
        d = len(cycles) + (self._monoid is not None)
        try:
            u = tuple(int(c) for c in u)
        except (TypeError, ValueError):
            u = None
        if self._monoid is None:
            ok = u is not None and len(u) == d and all(0 <= c < i + p
                                                       for c, (i, p) in zip(u, cycles))
            if not ok:
                raise ValueError("a class of U = %s is a tuple of %s integers 0 <= u_h < i_h +"
                                 " p_h, not %s" % (" x ".join("C(%s, %s)" % ip for ip in cycles),
                                                   d, show_point(u) if u is not None and
                                                   len(u) == d else u))
        else:
            n = len(self._F)
            ok = (u is not None and len(u) == d and 0 <= u[0] < n
                  and all(0 <= c < i + p for c, (i, p) in zip(u[1:], cycles)))
            if not ok:
                raise ValueError("a class of U = F x %s (F the monoid of order %s) is a tuple of"
                                 " %s integers: an element 0 <= f < %s of F, then the classes"
                                 " 0 <= u_h < i_h + p_h, not %s"
                                 % (" x ".join("C(%s, %s)" % ip for ip in cycles), n, d, n,
                                    show_point(u) if u is not None and len(u) == d else u))
        row = self._A[self._uid(u)]
        q, hi = self._q, self._a_hi
        lo = min(self._a_lo, hi - 1)

        def member(t):
            return bool(row[self._reduced(t) - self._TL] == 1)
        # t >= hi: _reduced(t) depends on (t - a_hi) mod q only; t <= lo (< a_hi): on
        # (a_lo - t) mod q only (t = a_lo <= a_hi - 1 reduces to itself, as a_lo - q does)
        middle = tuple(t for t in range(lo + 1, hi) if member(t))
        above = tuple(r for r in range(q) if member(hi + (r - hi) % q))
        below = tuple(r for r in range(q) if member(lo - (lo - r) % q))
        return lo, hi, q, middle, above, below

    def affine_stratification(self, max_strata=None, lazy=None, certify=False):
        r"""
        Return the affine stratification of the P-positions (Definition 8.6
        of [GM]) that this proved pretension describes: explicit (an
        :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`)
        when it has at most ``max_strata`` translates, else in compact form (a
        :class:`~sage_latticegames.misere.stratified.pretension_stratification.PretensionStratification`);
        certified by the proof of this pretension for its game.

        INPUT:

        - ``max_strata`` -- (default:
          :data:`~sage_latticegames.misere.stratified.pretension_stratification.MAX_STRATA`)
          the largest number of translates written out
        - ``lazy`` -- (default: ``None``) ``None``: explicit when small enough,
          else compact; ``True``: compact; ``False``: explicit, or a
          ``ValueError`` naming the number of translates
        - ``certify`` -- (default: ``False``) also prove the explicit
          stratification again by the package's independent proof
          :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`

        ALGORITHM: :func:`~sage_latticegames.misere.stratified.pretension_stratification.pretension_stratification`
        (the theorem in that module).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: S = LinearPretension(G, (1, -1), (2, 2), (2, 2), window=8).affine_stratification(); S
            Certified affine stratification with ... strata in Z^2: ...
            sage: S.certify(G)
            Proved: this affine stratification is the set of P-positions of the game ...

        With a monoid (Theorem 2'), the classes are not a product of cycles:
        not implemented::

            sage: LinearPretension(G, (1, 0), (2, None), (2, None), window=8,
            ....:                  monoid=[[1], [2], [3], [2]]).affine_stratification()
            Traceback (most recent call last):
            ...
            NotImplementedError: the affine stratification of a linear pretension is read off a product of cyclic monoids; this one has a monoid of order 4 on the heap 2
        """
        if self._monoid is not None:
            raise NotImplementedError("the affine stratification of a linear pretension is read"
                                      " off a product of cyclic monoids; this one has a %s"
                                      % self._structure().split(", cycles")[0])
        from sage_latticegames.misere.stratified.pretension_stratification import pretension_stratification
        return pretension_stratification(self, max_strata=max_strata, lazy=lazy, certify=certify)

    def monoid(self):
        r"""
        Return the transition table of the monoid `F` of the coordinates
        without a cycle (a read-only integer array: state ``0`` the identity,
        column ``j`` the ``j``-th such coordinate), or ``None`` (a product of
        cyclic monoids: Theorem 2).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8).monoid() is None
            True
            sage: L = LinearPretension(G, (1, 0), (2, None), (2, None), window=8,
            ....:                      monoid=[[1], [2], [3], [2]])
            sage: L.monoid().tolist(), L.parameters()
            ([[1], [2], [3], [2]], ((1, 0), (2, None), (2, None)))
        """
        return self._monoid

    def _labels(self, coords):
        r"""
        Return the names of the coordinates ``coords``: ``"the heaps 1, 2"``
        (heap games) or ``"the coordinates 1, 2"``.
        """
        sizes = _heap_sizes(self._game)
        if sizes is None:
            return ("the coordinate " if len(coords) == 1 else "the coordinates ") + \
                ", ".join(str(h + 1) for h in coords)
        return ("the heap " if len(coords) == 1 else "the heaps ") + \
            ", ".join(str(sizes[h]) for h in coords)

    def _summary(self):
        r"""
        Return the pretension in a few words (for the certificates).
        """
        return "linear pretension with counter %s, %s" % (show_point(self._w), self._structure())

    def _structure(self):
        r"""
        Return the text describing `U`: its cycles, or its monoid and cycles.
        """
        cycles = ", ".join("(%s, %s)" % ip for ip in zip(self._iS.tolist(), self._pS.tolist()))
        if self._monoid is None:
            return "cycles " + cycles
        return ("monoid of order %s on %s, cycles %s on %s"
                % (len(self._F), self._labels(self._Sc), cycles, self._labels(self._S)))

    # ------------------------------------------------------------ Sage protocol

    def _repr_(self):
        c = self._certificate
        if self._monoid is None:
            types = "%s types" % c["types"]
        elif self._check_algorithm == "types":
            types = "%s types, of %s types of the monoid" % (c["types"], c["monoid"]["types"])
        else:
            types = "antichain searches: %s states" % c["types"]
        return ("Linear pretension of %s: counter %s, %s; proved for every position"
                " (%s, counters %s..%s)"
                % (_name(self._game), show_point(self._w), self._structure(),
                   types, c["counters"][0], c["counters"][1]))

    def _latex_(self):
        return (r"\Psi(x) = (\kappa(x), \langle %s, x\rangle)" % show_point(self._w))

    def __reduce__(self):
        # unpickling runs the proof again
        args = (self._game, self._w, self._idx, self._per, self._window, None, self._period)
        if self._monoid is not None:
            args += (_table_key(self._monoid),)
        return (LinearPretension, args)

    def _monoid_key(self):
        return None if self._monoid is None else _table_key(self._monoid)

    def __eq__(self, other):
        return (isinstance(other, LinearPretension) and self._game == other._game
                and self.parameters() == other.parameters()
                and self._monoid_key() == other._monoid_key())

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        if self._monoid is None:
            return hash((LinearPretension, self._w, self._idx, self._per))
        return hash((LinearPretension, self._w, self._idx, self._per, self._monoid_key()))

    def _test_outcomes(self, tester=None, **options):
        r"""
        Compare the outcomes with the engine of the game on small positions
        (at most two heaps of each of the first four coordinates; with a
        monoid, of the coordinates of `S` and the first ones outside it).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import LinearPretension
            sage: G = games.octal('0.77', 2, play='misere')
            sage: TestSuite(LinearPretension(G, (1, 0), (2, 2), (2, 2), window=8)).run()
        """
        tester = self._tester(tester=tester, **options)
        G = self._game
        d = len(self._w)
        if self._monoid is None:
            coords = list(range(min(d, 4)))
        else:
            coords = sorted(self._S[:4] + self._Sc[:max(2, 4 - len(self._S))])
        for c in itertools.product(range(3), repeat=len(coords)):
            x = [0] * d
            for h, a in zip(coords, c):
                x[h] = a
            x = tuple(x)
            if x not in self._defeated:
                tester.assertEqual(self.is_P_position(x), bool(G.is_P_position(x)), x)


def find_linear_pretension(game, max_seconds=120, max_index=4, periods=(1, 2, 4),
                           window=10, progress=False):
    r"""
    Search for a linear pretension of a misère heap game and prove it
    (module documentation): the counter is the number of heaps of some size
    minus the number of heaps of the largest size; the cycles of the counts
    start at index 2 and period 2 (index 1 and period 1 for the first
    heap of the counter, period ``p`` in ``periods`` for the largest heap)
    and the indices are raised, one coordinate at a time, at the positions
    where a candidate fails.

    INPUT:

    - ``game`` -- a heap game in misère play
    - ``max_seconds`` -- (default: 120) time limit of the search
    - ``max_index`` -- (default: 4) largest index of a cycle tried
    - ``periods`` -- (default: ``(1, 2, 4)``) the periods tried for the
      largest heap
    - ``window`` -- (default: 10) the counters of the table, see
      :class:`LinearPretension`
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`LinearPretension`, proved; a :class:`ValueError`
    (:class:`LinearPretensionFailure`) when none is found within the budget.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import find_linear_pretension
        sage: L = find_linear_pretension(games.octal('0.3122', 7, play='misere')); L  # long time
        Linear pretension of octal game 0.3122 with heaps of size at most 7 (misère play): counter (0, 0, 0, 0, 1, 0, -1), ...
        sage: find_linear_pretension(games.octal('0.77', 3, play='misere'), max_seconds=0)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: no linear pretension of Kayles 0.77 with heaps of size at most 3 (misère play) found within 0 s ...
    """
    d, _, defeated, _ = unit_moves(game)
    # the indices exceed the coordinates of the defeated positions (so that the class of a
    # position says whether it is defeated)
    low = [max([1] + [x[h] + 1 for x in defeated]) for h in range(d)]
    start = time.time()
    tried = []

    def left():
        return None if max_seconds is None else max_seconds - (time.time() - start)

    for w in _counters(d):
        for p in periods:
            idx, per = [max(2, i) for i in low], [2] * d
            for h in range(d):
                if w[h] > 0:
                    idx[h], per[h] = low[h], 1
                elif w[h] < 0:
                    per[h] = p
            seen = set()
            while left() is None or left() > 0:
                key = (tuple(idx), tuple(per))
                if key in seen:
                    break
                seen.add(key)
                if progress:
                    print("linear pretension: counter %s, indices %s, periods %s"
                          % (tuple(w), tuple(idx), tuple(per)))
                try:
                    return LinearPretension(game, w, idx, per, window=window,
                                            max_seconds=left())
                except LinearPretensionFailure as e:
                    tried.append(str(e))
                    x = e.witness
                    if x is None:
                        break
                    raised = False
                    for h in range(d):
                        if w[h] == 0 and x[h] >= idx[h] and idx[h] < max(max_index, low[h] + 1):
                            idx[h] += 1
                            raised = True
                    if not raised:
                        break
    raise LinearPretensionFailure("no linear pretension of %s found within %s s (%s candidates"
                                  " tried)" % (_name(game), _seconds(max_seconds), len(tried)))


def _counters(d):
    r"""
    Return the counters tried by :func:`find_linear_pretension`: the number
    of heaps of one size minus the number of heaps of the largest size (for
    heap games, the heap adjoined last), then the other differences of two
    coordinates, then (in dimension at most 4) every other vector of
    entries `0, \pm 1, \pm 2` with a positive and a negative entry, up to
    sign, the small ones first.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import _counters
        sage: _counters(3)[:9]
        [(0, 1, -1), (1, 0, -1), (0, -1, 1), (1, -1, 0), (-1, 0, 1), (-1, 1, 0), (1, 1, -1), (1, -1, 1), (1, -1, -1)]
        sage: len(_counters(3)), _counters(2)
        (33, [(1, -1), (-1, 1), (1, -2), (2, -1)])
    """
    def vec(pairs):
        v = [0] * d
        for h, x in pairs:
            v[h] = x
        return tuple(v)
    result = [vec([(hp, 1), (d - 1, -1)]) for hp in range(d - 2, -1, -1)]
    result += [vec([(hp, 1), (hn, -1)]) for hn in range(d - 2, -1, -1)
               for hp in range(d - 1, -1, -1) if hp != hn]
    if d <= 4:
        more = [v for v in itertools.product((0, 1, -1, 2, -2), repeat=d)
                if max(v) > 0 and min(v) < 0 and math.gcd(*v) == 1]
        more.sort(key=lambda v: (max(map(abs, v)), sum(map(abs, v))))
        for v in more:
            if tuple(-x for x in v) not in result and v not in result:
                result.append(v)
    return result


def _fit_counters(d, max_weight):
    r"""
    Return the counters tried by :func:`fit_linear_pretension`: every
    primitive vector of `\ZZ^d` with entries of absolute value at most
    ``max_weight``, up to sign (its first nonzero entry positive), the small
    ones first; when there are more than `10^4` of them, those of
    :func:`_counters` and the nonzero vectors of entries `0, 1`.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import _fit_counters
        sage: _fit_counters(2, 1)
        [(0, 1), (1, 0), (1, -1), (1, 1)]
        sage: len(_fit_counters(3, 3)), _fit_counters(9, 3)[:2]
        (145, [(0, 0, 0, 0, 0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 0, 0, 1, 0)])
    """
    if (2 * max_weight + 1) ** d > 10**4:
        ones = [v for v in itertools.product((0, 1), repeat=d) if any(v)]
        ones.sort(key=lambda v: (sum(v), v))
        return ones + [v for v in _counters(d) if v not in ones]
    result = [v for v in itertools.product(range(-max_weight, max_weight + 1), repeat=d)
              if any(v) and next(x for x in v if x) > 0 and math.gcd(*v) == 1]
    result.sort(key=lambda v: (max(map(abs, v)), sum(map(abs, v)), v))
    return result


def _is_function(keys, values):
    r"""
    Return whether ``values`` is a function of ``keys`` (two arrays of the
    same length): equal keys never carry different values.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap.linear_pretension import _is_function
        sage: _is_function(np.array([3, 1, 3]), np.array([1, 0, 1])), _is_function(np.array([3, 1, 3]), np.array([1, 0, 0]))
        (True, False)
    """
    order = np.argsort(keys, kind="stable")
    k, v = np.asarray(keys)[order], np.asarray(values)[order]
    return not ((k[1:] == k[:-1]) & (v[1:] != v[:-1])).any()


class _Region():
    r"""
    The outcomes of a solved option-closed region, and whether they are a
    function of the image `(\kappa(x), \langle w, x\rangle)` of a candidate
    (a necessary condition for a linear pretension, tested before its proof).
    """

    def __init__(self, game, positions, budget):
        level = 8
        while True:
            sol = game.solve(level=level)
            if len(sol.points) >= positions or budget.expired():
                break
            level = int(level * 1.25) + 1
        on = np.asarray(sol.on_board, dtype=bool)
        self.level = level
        self.X = np.asarray(sol.points, dtype=np.int64)[on]
        self.P = np.asarray(sol.is_P, dtype=bool)[on]

    def codes(self, idx, per):
        c = _classes(self.X, np.array(idx), np.array(per))
        ncls = [i + p for i, p in zip(idx, per)]
        if math.prod(ncls) < 2**40:
            # mixed radix (exact: the keys of consistent() stay below 2^62)
            return c @ np.array([math.prod(ncls[h + 1:]) for h in range(len(ncls))],
                                dtype=np.int64)
        return np.unique(c, axis=0, return_inverse=True)[1].reshape(-1)

    def consistent(self, w, codes):
        t = self.X @ np.array(w, dtype=np.int64)
        span = int(t.max() - t.min()) + 1
        if (int(codes.max()) + 1) * span >= 2**62:
            codes = np.unique(codes, return_inverse=True)[1].reshape(-1)
        return _is_function(codes * span + (t - t.min()), self.P)

    def least_cycles(self, w, low, max_index, max_period):
        r"""
        Coarsen the cycles one coordinate at a time (the least period dividing
        ``max_period``, then the least index) while the outcomes stay a
        function of the image.
        """
        d = len(w)
        idx, per = [max(max_index, low[h]) for h in range(d)], [max_period] * d
        for h in range(d):
            for p in range(1, max_period + 1):
                if max_period % p == 0:
                    trial = per[:h] + [p] + per[h + 1:]
                    if self.consistent(w, self.codes(idx, trial)):
                        per = trial
                        break
            while idx[h] > low[h]:
                trial = idx[:h] + [idx[h] - 1] + idx[h + 1:]
                if not self.consistent(w, self.codes(trial, per)):
                    break
                idx = trial
        return idx, per


def fit_linear_pretension(game, max_seconds=60, positions=10**5, max_weight=3, max_index=8,
                          max_period=12, multiples=(1, 2, 3, 4, 6), windows=(12, 30),
                          max_counters=10, progress=False):
    r"""
    Search for a linear pretension by fitting it to the outcomes of a solved
    region, and prove it by the finite check of Theorem 2 (module
    documentation): the fit is a guess, never trusted.

    ALGORITHM.  The game is solved on option-closed regions `\{x :
    \ell(x) \le L\}` of growing level until they have ``positions`` points.
    A counter `w` (:func:`_fit_counters`: entries of absolute value at most
    ``max_weight``, any signs) is kept when the outcomes on the region are a
    function of `(\kappa(x), \langle w, x\rangle)` for the finest cycles
    (index ``max_index``, period ``max_period``): a necessary condition for
    a linear pretension with cycles that these refine.  For the first
    ``max_counters`` counters kept, the cycles are coarsened one coordinate
    at a time while the outcomes stay such a function, and
    :class:`LinearPretension` is tried with the periods `q` of the counter
    ``multiples`` of the least one and the tables of the ``windows``.

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set whose moves
      each remove one unit of one coordinate (:func:`unit_moves`)
    - ``max_seconds`` -- (default: 60) time limit
    - ``positions`` -- (default: `10^5`) the size of the solved region
    - ``max_weight``, ``max_index``, ``max_period``, ``multiples``,
      ``windows``, ``max_counters`` -- the search space (see above)
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`LinearPretension`, proved; a
    :class:`LinearPretensionFailure` (a ``ValueError``) when none is found
    within the budget (which proves nothing either way).

    EXAMPLES:

    A generalized misère squarefree game on `\NN^3` whose P-positions are
    read off the classes of the counts and the number `x_1` itself (a
    counter without a negative entry, which :func:`find_linear_pretension`
    does not try)::

        sage: from sage_latticegames.games.families import LatticeGameFamily
        sage: from sage_latticegames.misere.heap.linear_pretension import fit_linear_pretension
        sage: G = LatticeGameFamily("squarefree", 3, 1).game(
        ....:     [(-1, -1, 1), (-1, 0, 1), (0, 1, 0), (1, -1, 0)], "generalized", [(0, 0, 1)])
        sage: L = fit_linear_pretension(G, positions=20000); L
        Linear pretension of ...: counter (0, 0, 1), cycles (2, 1), (3, 2), (2, 1); proved for every position (...)
        sage: L.affine_stratification().certify(G)
        Proved: this affine stratification is the set of P-positions of the game ...

    TESTS::

        sage: fit_linear_pretension(G, max_seconds=0)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: no linear pretension of ... fitted within 0 s ...
        sage: fit_linear_pretension(G, max_period=0)
        Traceback (most recent call last):
        ...
        ValueError: max_weight, max_index, max_period, positions and max_counters must be positive integers
    """
    d, _, defeated, _ = unit_moves(game)
    if min(int(max_weight), int(max_index), int(max_period), int(positions),
           int(max_counters)) < 1:
        raise ValueError("max_weight, max_index, max_period, positions and max_counters must be"
                         " positive integers")
    budget = Budget(max_seconds)
    low = [max([1] + [x[h] + 1 for x in defeated]) for h in range(d)]
    tried = 0
    region = None if budget.expired() else _Region(game, int(positions), budget)
    if region is not None:
        finest = region.codes([max(max_index, i) for i in low], [max_period] * d)
        kept = (w for w in _fit_counters(d, int(max_weight))
                if not budget.expired() and region.consistent(w, finest))
        for w in itertools.islice(kept, int(max_counters)):
            idx, per = region.least_cycles(w, low, int(max_index), int(max_period))
            least = math.lcm(*(abs(a * p) for a, p in zip(w, per) if a))
            for m, window in itertools.product(multiples, windows):
                if budget.expired():
                    break
                tried += 1
                if progress:
                    print("linear pretension: counter %s, indices %s, periods %s, period of the"
                          " counter %s, window %s" % (w, tuple(idx), tuple(per), least * m, window))
                try:
                    return LinearPretension(game, w, idx, per, window=window,
                                            max_seconds=budget.left(), period=least * m)
                except LinearPretensionFailure:
                    pass
    raise LinearPretensionFailure("no linear pretension of %s fitted within %s s (%s candidates"
                                  " tried%s)" % (_name(game), max_seconds, tried,
                                                 "" if region is None else ", region of level %s"
                                                 % region.level))


def _submonoid(delta, columns):
    r"""
    Return the transition table of the submonoid generated by the
    generators ``columns`` of the transition table ``delta`` (state ``0``
    the identity): its states relabelled ``0, ..., n - 1`` in the order of
    a breadth-first search from ``0``
    (:func:`~sage_latticegames.misere.monoid.finite_monoid.submonoid_order`),
    one column per generator of ``columns``.

    EXAMPLES::

        sage: import numpy as np
        sage: from sage_latticegames.misere.heap.linear_pretension import _submonoid
        sage: _submonoid(np.array([[1, 2], [0, 3], [3, 0], [2, 1]]), [1]).tolist()
        [[1], [0]]
    """
    delta = np.asarray(delta, dtype=np.int64)
    columns = [int(j) for j in columns]
    order = submonoid_order(delta, columns)
    label = np.full(len(delta), -1, dtype=np.int64)
    label[order] = np.arange(len(order))
    return label[delta[order][:, columns]].reshape(len(order), len(columns))


def _support_counters(d, S, max_weight):
    r"""
    Return the counters tried by :func:`find_monoid_pretension` on the
    coordinates ``S``: the primitive vectors supported on ``S`` with entries
    of absolute value at most ``max_weight``, a positive and a negative one,
    up to sign (`w` and `-w` give the same pretension, its table reflected),
    the small ones first.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import _support_counters
        sage: _support_counters(4, [1, 3], 2)
        [(0, 1, 0, -1), (0, 1, 0, -2), (0, 2, 0, -1)]
    """
    result = []
    for v in itertools.product(range(-max_weight, max_weight + 1), repeat=len(S)):
        if max(v) > 0 and min(v) < 0 and math.gcd(*v) == 1 and next(a for a in v if a) > 0:
            result.append(v)
    result.sort(key=lambda v: (max(map(abs, v)), sum(map(abs, v)), v))
    vectors = []
    for v in result:
        w = [0] * d
        for h, a in zip(S, v):
            w[h] = a
        vectors.append(tuple(w))
    return vectors


def _raise_indices(build, d, S, idx, per, windows, max_index, budget):
    r"""
    Try the candidates ``build(I, P, window)`` of the searches (the indices
    ``I`` and periods ``P`` of the ``d`` coordinates, ``None`` outside
    ``S``), from the cycles ``idx``, ``per`` of ``S`` and the first window:
    after a failure, raise the index (up to ``max_index``) of each
    coordinate of ``S`` where its witness has as many heaps, or take the
    next window when the table was too short for its tails.  Return the
    proved pretension (or ``None``) and the number of candidates tried.
    """
    idx = dict(idx)
    wi, seen, tried = 0, set(), 0
    while not budget.expired():
        key = (tuple(idx.values()), wi)
        if key in seen:
            break
        seen.add(key)
        tried += 1
        try:
            return build([idx.get(h) for h in range(d)], [per.get(h) for h in range(d)],
                         windows[wi]), tried
        except LinearPretensionFailure as e:
            x = e.witness
            if x is None:
                if "raise the window" in str(e) and wi + 1 < len(windows):
                    wi += 1
                    continue
                break
            raised = False
            for h in S:
                if x[h] >= idx[h] and idx[h] < max_index:
                    idx[h] += 1
                    raised = True
            if not raised:
                break
    return None, tried


def _seconds(t):
    r"""
    Return the time limit ``t`` as printed in a failure: a number of seconds
    rounded to a tenth (``None``: no limit).

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.linear_pretension import _seconds
        sage: _seconds(74.19143621800049), _seconds(120), _seconds(None)
        (74.2, 120, None)
    """
    if t is None or float(t) == int(t):
        return t if t is None else int(t)
    return round(float(t), 1)


def find_monoid_pretension(game, max_seconds=120, frontier=None, sizes=(2, 3), max_weight=3,
                           max_index=4, windows=(12, 30), progress=False):
    r"""
    Search for a linear pretension with a monoid (Theorem 2' of the module
    documentation) of a heap game, and prove it.

    ALGORITHM.  The pretension frontier `B`
    (:func:`~sage_latticegames.misere.heap.frontier.pretension_frontier`: a
    finite pretension proven below its least failure) names the heaps of
    long cycles: `S` is the set of the ``s`` generators of `B` of largest
    index, for ``s`` in ``sizes``; the monoid `F` is the submonoid of `B`
    generated by the other heaps.  The counters `w` are supported on `S`
    (:func:`_support_counters`: entries of both signs, of absolute value at
    most ``max_weight``), the cycles of `S` start at index `1` with the
    periods of `B`, and an index is raised (up to ``max_index``) at the
    coordinates of `S` where the witness of a failure has as many heaps as
    the index.  Each candidate is proved or refused by the check of
    Theorem 2' (:class:`LinearPretension`), with the tables of the
    ``windows`` when a table is too short for its tails.

    INPUT:

    - ``game`` -- a heap game in misère (or normal) play
    - ``max_seconds`` -- (default: 120) time limit (the frontier included)
    - ``frontier`` -- (default: computed) a
      :class:`~sage_latticegames.misere.heap.frontier.BoundedPretension` of
      the game to read `S` and `F` off
    - ``sizes``, ``max_weight``, ``max_index``, ``windows`` -- the search
      space (see above)
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`LinearPretension` with a monoid, proved; a
    :class:`LinearPretensionFailure` (a ``ValueError``) when none is found
    within the budget (which proves nothing either way).

    EXAMPLES:

    Misère 0.76 with heaps of size at most `12` (the frontier has order
    `250`; the heaps `7` and `12` have its longest cycles, and the monoid of
    the other ten heaps has order `22`)::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import find_monoid_pretension
        sage: G = games.octal('0.76', 12, play='misere')
        sage: L = find_monoid_pretension(G); L         # long time
        Linear pretension of octal game 0.76 with heaps of size at most 12 (misère play): counter (0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1), monoid of order 22 on the heaps 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, cycles (1, 2), (1, 2) on the heaps 7, 12; proved for every position (antichain searches: 295 states, counters -6..6)

    TESTS::

        sage: find_monoid_pretension(G, max_seconds=0)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: no linear pretension with a monoid of octal game 0.76 with heaps of size at most 12 (misère play) found within 0 s ...
    """
    d, _, defeated, _ = unit_moves(game)
    if any(any(x) for x in defeated):
        raise ValueError("a linear pretension with a monoid needs normal or misère play, not the"
                         " defeated positions %s" % ", ".join(str(x) for x in defeated))
    budget = Budget(max_seconds)
    low = max([1] + [x[h] + 1 for x in defeated for h in range(d)])
    tried = 0

    def failure(why):
        return LinearPretensionFailure("no linear pretension with a monoid of %s found within %s s"
                                       " (%s candidates tried; %s)"
                                       % (_name(game), _seconds(max_seconds), tried, why))
    if frontier is None:
        from sage_latticegames.misc.budget import BudgetExceeded
        from sage_latticegames.misere.heap.frontier import pretension_frontier
        if budget.expired():
            raise failure("no time for the pretension frontier")
        try:
            frontier = pretension_frontier(game, copies=MONOID_FRONTIER_COPIES,
                                           max_seconds=budget.left())
        except BudgetExceeded as e:
            raise failure(str(e))
    delta = np.asarray(frontier._delta, dtype=np.int64)
    if delta.shape[1] < d:
        raise failure("the pretension frontier covers the first %s coordinates only"
                      % delta.shape[1])
    cycles = [_generator_powers(delta, j)[1:] for j in range(d)]
    # the coordinates of longest cycles first (the largest index, then period, then heap)
    ranked = sorted(range(d), key=lambda h: (-cycles[h][0], -cycles[h][1], -h))
    for s in sizes:
        if not 0 < s < d:
            continue
        S = sorted(ranked[:s])
        Sc = [h for h in range(d) if h not in S]
        F = _submonoid(delta, Sc)
        for w in _support_counters(d, S, int(max_weight)):
            def build(I, P, window):
                if progress:
                    print("linear pretension with a monoid of order %s: counter %s, cycles %s on"
                          " %s, window %s" % (len(F), w, [(I[h], P[h]) for h in S], S, window))
                return LinearPretension(game, w, I, P, window=window,
                                        max_seconds=budget.left(), monoid=F)
            L, n = _raise_indices(build, d, S, {h: low for h in S},
                                  {h: cycles[h][1] for h in S}, windows, max_index, budget)
            tried += n
            if L is not None:
                return L
    raise failure("the frontier of order %s" % len(delta))


class HeapInfinitenessCertificate(DefinedByArguments, SageObject):
    r"""
    A proof that the misère quotient of a heap game is infinite (Theorem 3
    of the module documentation): the positions `x_n = (c_g + n L_g) e_g`
    are pairwise distinguishable by `r_n = b + (c_h + n L_h) e_h` (`b` a
    fixed base, often `0`), every outcome
    read off a proved :class:`LinearPretension`.

    Built by :func:`prove_infinite_heap_quotient`; unpickling proves it
    again.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import (LinearPretension,
        ....:     HeapInfinitenessCertificate)
        sage: G = games.octal('0.3122', 7, play='misere')
        sage: L = LinearPretension(G, (0, 0, 0, 0, 1, 0, -1), (1, 3, 1, 2, 1, 2, 2),
        ....:                      (2, 2, 2, 2, 1, 2, 4), window=10)
        sage: C = HeapInfinitenessCertificate(L); C
        Proved: the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite: the positions x_n = (2 + 4n) heaps of size 7 are pairwise distinguishable: ...
        sage: C.is_finite()
        False
        sage: [[int(C.is_P_position(m, n)) for n in range(4)] for m in range(4)]
        [[1, 1, 1, 1], [0, 1, 1, 1], [0, 0, 1, 1], [0, 0, 0, 1]]
        sage: C.check_on_game(3)
        True
        sage: TestSuite(C).run()
    """

    def __init__(self, pretension):
        if not isinstance(pretension, LinearPretension):
            raise TypeError("expected a LinearPretension, got %r" % (pretension,))
        self._L = pretension
        family = _family(pretension)
        if family is None:
            raise LinearPretensionFailure("the linear pretension of %s gives no infinite family"
                                          " of distinguishable positions (Theorem 3)"
                                          % _name(pretension.game()))
        self._g, self._h, self._cg, self._ch, self._Lg, self._Lh, self._b = family

    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: G = games.octal('0.3122', 7, play='misere')
            sage: prove_infinite_heap_quotient(G).game() is G    # long time
            True
        """
        return self._L.game()

    def pretension(self):
        r"""
        Return the proved :class:`LinearPretension` the proof reads.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: G = games.octal('0.3122', 7, play='misere')
            sage: prove_infinite_heap_quotient(G).pretension().parameters()[0]    # long time
            (0, 0, 0, 0, 1, 0, -1)
        """
        return self._L

    def is_finite(self):
        r"""
        Return ``False``: the quotient is infinite.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).is_finite()  # long time
            False
        """
        return False

    def position(self, n):
        r"""
        Return `x_n = (c_g + n L_g) e_g`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
            sage: C.position(10**20)[-1]                                                      # long time
            400000000000000000002
        """
        return self._vector(self._g, self._cg + int(n) * self._Lg)

    def distinguisher(self, n):
        r"""
        Return `r_n = b + (c_h + n L_h) e_h`: `x_n + r_n` and `x_m + r_n`,
        `m > n`, have different outcomes.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
            sage: C.distinguisher(0)                                                          # long time
            (0, 0, 0, 0, 3, 0, 0)
        """
        v = list(self._b)
        v[self._h] = self._ch + int(n) * self._Lh
        return self._L._game_point(v, base=True)

    def _vector(self, h, c):
        v = [0] * len(self._L.parameters()[0])
        v[h] = c
        return self._L._game_point(v)

    def is_P_position(self, m, n):
        r"""
        Return whether `x_m + r_n` is a P-position (read off the proved
        pretension, for any `m, n \ge 0`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
            sage: C.is_P_position(10**9, 10**9), C.is_P_position(10**9 + 1, 10**9)            # long time
            (True, False)
        """
        m, n = int(m), int(n)
        if m < 0 or n < 0:
            raise ValueError("m and n must be nonnegative, not %s, %s" % (m, n))
        return self._L.is_P_position([a + b for a, b in zip(self.position(m),
                                                            self.distinguisher(n))])

    def proof(self):
        r"""
        Return what was proved, as a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof` of
        kind ``'infinite quotient'`` (Theorem 3, on the proof of the
        pretension); its record is :meth:`certificate`: the record of the
        pretension's proof, its theorem renamed ``'pretension theorem'``,
        with the family.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: p = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).proof()  # long time
            sage: p.theorem(), p.claim()                                                            # long time
            ('diagonal family theorem', 'the misère quotient of octal game 0.3122 with heaps of size at most 7 (misère play) is infinite')
        """
        c = self._L.proof().record()
        c["pretension theorem"] = c.pop("theorem")
        c["theorem"] = "infinite misère quotient (Theorem 3 of sage_latticegames.misere.linear_pretension)"
        c["family"] = {"x_n": (self._g, self._cg, self._Lg), "r_n": (self._h, self._ch, self._Lh)}
        base = self._L._game_point(self._b, base=True)
        if any(base):
            c["family"]["base"] = base
        return QuotientProof(None, c, self.game(), kind="infinite quotient")

    def certificate(self):
        r"""
        Return what was proved: the theorems and the data of the pretension
        and of the family (the record of :meth:`proof`).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: c = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).certificate()  # long time
            sage: c['theorem']                                                                            # long time
            'infinite misère quotient (Theorem 3 of sage_latticegames.misere.linear_pretension)'
        """
        return self.proof().record()

    def check_on_game(self, N):
        r"""
        Recheck `x_m + r_n` for `m, n < N` with the engine of the game (an
        independent check of the proof, not part of it).

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere')).check_on_game(2)  # long time
            True
        """
        from sage_latticegames.misere.heap.faces import check_family_on_game
        return check_family_on_game(self, N)

    def _test_family(self, tester=None, **options):
        r"""
        Check that `r_n` distinguishes `x_n` from `x_m`, `m > n`, for small
        `m, n`.

        EXAMPLES::

            sage: from sage_latticegames import games
            sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
            sage: prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))._test_family()  # long time
        """
        tester = self._tester(tester=tester, **options)
        for n in range(6):
            for m in range(n + 1, 8):
                tester.assertNotEqual(self.is_P_position(n, n), self.is_P_position(m, n))

    def _name(self, h, count=None):
        # "heaps of size 7", or with a count "2 heaps of size 7", "a heap of size 7", "2 e_3"
        sizes = _heap_sizes(self.game())
        if count is None:
            return "e_%s" % (h + 1) if sizes is None else "heaps of size %s" % sizes[h]
        if sizes is None:
            return "%s e_%s" % (count, h + 1)
        return ("a heap of size %s" % sizes[h] if count == 1
                else "%s heaps of size %s" % (count, sizes[h]))

    def _repr_(self):
        pattern = ("m <= n" if self.is_P_position(0, 0) else "m > n")
        base = "".join("%s + " % self._name(j, c)
                       for j, c in enumerate(self._L._game_point(self._b, base=True)) if c)
        return ("Proved: the misère quotient of %s is infinite: the positions x_n = (%s + %sn) %s"
                " are pairwise distinguishable: x_m + r_n is a P-position iff %s, for r_n = %s(%s"
                " + %sn) %s (%s)"
                % (_name(self.game()), self._cg, self._Lg, self._name(self._g), pattern, base,
                   self._ch, self._Lh, self._name(self._h), self._L._summary()))

    def _latex_(self):
        return (r"\text{infinite misère quotient: } x_n = (%s + %sn)e_{%s}"
                % (self._cg, self._Lg, self._g + 1))

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): the pretension proves itself
        # again when it is unpickled
        return (self._L,)


def _family(L):
    r"""
    Return ``(g, h, c_g, c_h, L_g, L_h, b)`` for the first family of Theorem
    3 that the proved pretension ``L`` satisfies (the base ``b`` first `0`,
    then a single heap, then two heaps, of the smallest sizes; ``c_g``
    least), or ``None``.  The starts ``c_g``, ``c_h`` are first tried in one
    period of their steps past the indices; when no family starts there, the
    steps are made multiples of the period `q` of the tails and the starts
    range over as many periods as the tails span (coarse cycles can put the
    threshold of the counter beyond the first period, and a step smaller
    than `q` meets every residue of the lower tail).
    """
    w, idx, per = L.parameters()
    a_lo, a_hi, q = L.tails()
    first = _family_in(L, w, idx, per, (a_lo, a_hi, q), None)
    return first if first is not None else _family_in(L, w, idx, per, (a_lo, a_hi, q),
                                                      2 + (a_hi - a_lo) // q)


def _family_in(L, w, idx, per, tails, periods):
    r"""
    Return the first family of :func:`_family` whose starts lie within
    ``periods`` periods of their steps past the indices (``None``: one
    period; given: steps that are multiples of `q`, and the outcomes of `m <
    n` checked too, :func:`_same_above`).
    """
    a_lo, a_hi, q = tails
    d = len(w)
    neg = [g for g in range(d) if w[g] < 0]
    pos = [h for h in range(d) if w[h] > 0]

    def bases(g, h):
        others = [j for j in range(d) if j not in (g, h)]
        yield ()
        for size in (1, 2):
            for js in itertools.combinations_with_replacement(others, size):
                yield js
    for g in neg:
        for h in pos:
            step = math.lcm(abs(w[g]) * per[g], w[h] * per[h])
            if periods:
                step = math.lcm(step, q)        # the tails of the counter repeat along the family
            Lg, Lh = step // abs(w[g]), step // w[h]
            for js in bases(g, h):
                b = [0] * d
                for j in js:
                    b[j] += 1
                tb = sum(w[j] * c for j, c in enumerate(b))
                for cg in range(idx[g], idx[g] + Lg * (periods or 1)):
                    for ch in range(idx[h], idx[h] + Lh * (periods or 1)):
                        x = list(b)
                        x[g], x[h] = cg, ch
                        v0 = L.is_P_position(L._game_point(x, base=True))
                        # k = n - m < 0: the counter t0 + step*k, constant below a_lo
                        # (step = q)
                        t0 = tb + w[g] * cg + w[h] * ch
                        k, ok = -1, True
                        while True:
                            y = list(x)
                            y[g] += -k * Lg
                            if L.is_P_position(L._game_point(y, base=True)) == v0:
                                ok = False
                                break
                            if t0 + step * k < a_lo - q:
                                break
                            k -= 1
                        if ok and periods:
                            ok = _same_above(L, x, h, Lh, v0, t0, step, a_hi, q)
                        if ok:
                            return g, h, cg, ch, Lg, Lh, tuple(b)
    return None


def _same_above(L, x, h, Lh, v0, t0, step, a_hi, q):
    r"""
    Return whether `x_m + r_n`, `m < n`, has the outcome ``v0`` of `x_n +
    r_n` (the point ``x`` with `k = n - m` more steps of ``h``, until the
    counter is past the tail ``a_hi``): the family is "P iff `m \le n`" (or
    "iff `m > n`") as its description says.
    """
    k = 1
    while t0 + step * (k - 1) <= a_hi + q:
        y = list(x)
        y[h] += k * Lh
        if L.is_P_position(L._game_point(y, base=True)) != v0:
            return False
        k += 1
    return True


#: the share of the time left that :func:`prove_infinite_heap_quotient` gives the closed faces
#: of a game of at most 8 coordinates; and after the pretension frontier, the share it keeps
#: for its second route (a pretension of the
#: whole game with a monoid, or of a slice:
#: :mod:`~sage_latticegames.misere.heap.slice_pretension`) while it tries the first
LATER_SHARE = 1 / 3


def _share(budget, share):
    r"""
    Return the time left in ``budget`` but the ``share`` kept for later
    (``None``: no limit).
    """
    left = budget.left()
    return None if left is None else (1 - share) * left


def _cycle_routes(game, max_seconds, progress=False):
    r"""
    Return a :class:`HeapInfinitenessCertificate` from a linear pretension
    with a product of cycles: searched (:func:`find_linear_pretension`, half
    of the time), then fitted to a solved region
    (:func:`fit_linear_pretension`, the rest); a
    :class:`LinearPretensionFailure` naming both otherwise.
    """
    budget = Budget(max_seconds)
    failures = []
    for i, route in enumerate((find_linear_pretension, fit_linear_pretension)):
        seconds = budget.left()
        if seconds is not None and i == 0:
            seconds /= 2
        try:
            return HeapInfinitenessCertificate(route(game, max_seconds=seconds, progress=progress))
        except LinearPretensionFailure as e:
            failures.append(str(e))
    raise LinearPretensionFailure("; ".join(failures))


def prove_infinite_heap_quotient(game, max_seconds=600, progress=False):
    r"""
    Prove that the misère quotient of a heap game is infinite, by a linear
    pretension and Theorem 3 of the module documentation.

    ALGORITHM.  For a game with at most `8` coordinates, a product of
    cycles first (:func:`find_linear_pretension`, then
    :func:`fit_linear_pretension`: two thirds of the budget), then the same
    on each closed face of the game with at least two coordinates (with
    :data:`LATER_SHARE` of the time left)
    (:func:`~sage_latticegames.misere.heap.faces.prove_infinite_on_faces`:
    an infinite quotient on a closed face is one of the game, by the Lemma
    of :mod:`~sage_latticegames.misere.heap.faces`); then (or at once, with
    more coordinates) a monoid on the heaps
    of short cycles (:func:`find_monoid_pretension`, Theorem 2'), read off
    the pretension frontier of the game, and a pretension of a slice above
    the least failure of the frontier
    (:func:`~sage_latticegames.misere.heap.slice_pretension.find_slice_pretension`,
    Theorem 4 of :mod:`~sage_latticegames.misere.heap.slice_pretension`):
    the slice first when the least failure has more copies of a smaller heap
    than of its largest one
    (:func:`~sage_latticegames.misere.heap.slice_pretension.slice_first`),
    the first route with all but :data:`LATER_SHARE` of the time left.
    When the frontier is proven for every position, it is a finite
    pretension of the game: the quotient is finite, and the failure says
    so.

    INPUT:

    - ``game`` -- a heap game in misère play
    - ``max_seconds`` -- (default: 600, the default of the pretension
      frontier) time limit; misère Dawson's Kayles with heaps of size at most
      34 needs about 30 s on a quiet machine, more on a loaded one
    - ``progress`` -- (default: ``False``) print the candidates tried

    OUTPUT: a :class:`HeapInfinitenessCertificate` (on a face: a
    :class:`~sage_latticegames.misere.heap.faces.FaceInfinitenessCertificate`); a
    :class:`LinearPretensionFailure` (a ``ValueError``) when no proof is
    found within the budget (which proves nothing either way, unless it says
    that the quotient is finite); its attribute ``frontier`` is then the
    pretension frontier when it was computed (the outcomes it proves and its
    lower bound, labelled as such).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.linear_pretension import prove_infinite_heap_quotient
        sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
        sage: C.is_finite(), C.check_on_game(2)                                           # long time
        (False, True)
        sage: prove_infinite_heap_quotient(games.octal('0.77', 4, play='misere'), max_seconds=5)
        Traceback (most recent call last):
        ...
        LinearPretensionFailure: ...

    Misère 0.76 with heaps of size at most `12` (twelve heap sizes: the
    route of the monoid)::

        sage: C = prove_infinite_heap_quotient(games.octal('0.76', 12, play='misere')); C  # long time
        Proved: the misère quotient of octal game 0.76 with heaps of size at most 12 (misère play) is infinite: the positions x_n = (1 + 2n) heaps of size 12 are pairwise distinguishable: ...
    """
    d = unit_moves(game)[0]
    budget = Budget(max_seconds)
    failures = []
    if d <= 8:
        share = budget.left()
        share = None if share is None else 2 * share / 3
        try:
            return _cycle_routes(game, share, progress)
        except LinearPretensionFailure as e:
            failures.append(str(e))
        from sage_latticegames.misere.heap.faces import prove_infinite_on_faces
        try:
            left = budget.left()        # the faces get LATER_SHARE of the time left
            return prove_infinite_on_faces(game, lambda F, s: _cycle_routes(F, s, progress),
                                           max_seconds=None if left is None else LATER_SHARE * left)
        except ValueError as e:
            failures.append(str(e))
    frontier = None
    try:
        from sage_latticegames.misc.budget import BudgetExceeded
        from sage_latticegames.misere.heap.frontier import pretension_frontier
        if not budget.expired():
            frontier = pretension_frontier(game, copies=MONOID_FRONTIER_COPIES,
                                           max_seconds=budget.left())
    except (BudgetExceeded, ValueError) as e:
        failures.append("the pretension frontier: %s" % e)
    if frontier is not None and frontier.least_failure() is None and frontier.num_heaps() == d:
        raise LinearPretensionFailure("the misère quotient of %s is finite: the pretension"
                                      " frontier, of order %s, is proven for every position"
                                      % (_name(game), frontier.order()))
    if frontier is not None:
        from sage_latticegames.misere.heap.slice_pretension import (find_slice_pretension,
                                                                    slice_first)
        routes = [find_monoid_pretension, find_slice_pretension]
        if slice_first(frontier):
            routes.reverse()
        for i, route in enumerate(routes):
            try:
                return HeapInfinitenessCertificate(route(
                    game, max_seconds=_share(budget, LATER_SHARE) if i == 0 else budget.left(),
                    frontier=frontier, progress=progress))
            except LinearPretensionFailure as e:
                failures.append(str(e))
    if frontier is not None:
        failures.append("proven instead (the attribute 'frontier'): %s" % frontier)
    raise LinearPretensionFailure("no proof that the misère quotient of %s is infinite within"
                                  " %s s: %s" % (_name(game), _seconds(max_seconds),
                                                 "; ".join(failures)), frontier=frontier)


# the old path of the flat layout of misere/ (pickles made before its subpackages)
register_unpickle_override("sage_latticegames.misere.linear_pretension", "LinearPretension", LinearPretension)
register_unpickle_override("sage_latticegames.misere.linear_pretension", "HeapInfinitenessCertificate", HeapInfinitenessCertificate)
