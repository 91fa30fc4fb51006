r"""
The misère outcomes of the octal game 0.54: the chain law, proved; its whole quotient is infinite

In the octal game 0.54 a move takes one bean from a heap, removing a heap of
one bean or leaving two nonempty heaps, or takes two beans and leaves two
nonempty heaps.  The heap of two beans has no move; every larger heap has one.
Every bounded quotient `\mathcal Q_N` (heaps of size at most `N`) that was
computed is finite (:doc:`/infinite_whole_games`), so Lemma 1 of
:mod:`~sage_latticegames.misere.whole.infinite_whole_game` cannot show the
whole quotient infinite.  A law of the outcomes of every position does.

**Kinds of heaps.**  Sort the sizes `h \ge 1` into six kinds:

- `E = \{2\}` (no move), `S = \{1, 3, 8\}`,
- `C = \{4, 5, 6\} \cup \{h \ge 11 : h \bmod 7 \in \{4, 5, 6\}\}`,
- `D = \{9\} \cup \{h \ge 15 : h \bmod 7 \in \{1, 2\}\}`,
- `A = \{7i : i \ge 1\}` (the heap `a_i = 7i` has *index* `i`),
- `B = \{7k + 3 : k \ge 1\}` (the heap `b_k = 7k + 3` has index `k`).

(The nim values are `1` on `S, D, B`, `2` on `C`, `4` on `A`, `0` on `E`.)

**The state of a position.**  For a position `X` (a multiset of heaps) let
`p_1, p_2, p_4` be the parities of the numbers of its heaps in `S \cup D \cup
B`, in `C`, in `A`; `g = 1` iff `X` has a heap in `C \cup D`; `h_s = 1` iff it
has a heap in `S`; `n_a` the number of its heaps in `A`, capped at `3`; `i_1`
the least index of these heaps, `i_2` the other one when `n_a = 2` (`i_1 \le
i_2`); `b_m` the largest index of its heaps in `B`, `\mu \in \{1, 2\}` the
number of heaps `b_{b_m}` (capped at `2`), `b_s` the largest index `< b_m` of
its heaps in `B` (indices `0` when there is no such heap).  The state
`\sigma(X) = (p_1, p_2, p_4, g, h_s, n_a, i_1, i_2, b_m, \mu, b_s)` is the
result of acting on the zero state by each heap of `X` in turn
(:func:`act`): a heap of `E` leaves the state as it is.

THEOREM (the chain law of 0.54).  A position `X` of 0.54 is a misère
P-position if and only if

- `n_a = 3` and `p_1 = p_2 = p_4 = 0`; or
- `n_a = 2`, `i_1 < i_2`, and `p_1 = p_2 = 1`; or
- `n_a \le 2`, not (`n_a = 2` and `i_1 < i_2`), `g = 1` and `p_1 = p_2 = p_4 = 0`; or
- `g = 0`, `n_a = 0`, and: `p_1 = 1` if `b_m = 0`; `\mu = 2` and `p_1 = 0` if `b_m \ge 1`; or
- `g = 0`, `n_a = 1`, `p_1 = 1`, and: `b_m \le i_1 - 2`, or `b_m \ge i_1 + 1` and `\mu = 1`; or
- `g = 0`, `n_a = 2`, `i_1 = i_2`, `p_1 = 0`, and: `b_m \le i_1`, or `b_m \ge i_1 + 1` and `\mu = 2`.

So with a heap `c` or `d` (and fewer than two heaps `7i` of different
sizes) the outcome is that of normal play; without one the outcome depends on
the *chain* of the heaps `7k + 3`: the largest and whether it occurs twice
(the idempotents `b_k^2` of the bounded quotients, `b_j^2 b_k^2 =
b_{\max(j, k)}^2`), compared with the indices of at most two heaps `7i`.

*Proof.*  The pretension theorem (Theorem 1 of
:mod:`~sage_latticegames.misere.heap.linear_pretension`, here with infinitely
many heap sizes: the same induction on the number of beans) reduces the
statement to finitely many sentences of Presburger arithmetic about states and
heaps, decided exactly by isl (:meth:`ChainLaw.prove`):

(K) the kinds partition the sizes `h \ge 1`; the heap `2` has no move and
every other size has one (read from the digits).

(I) the *image set* `\mathcal C` of :func:`image_condition` contains the zero
state and is closed under the action of every heap; the action of a heap is a
function on `\mathcal C`, and the actions of any two heaps commute.  Hence
`\sigma(X)` does not depend on the order of the heaps, it lies in
`\mathcal C`, and `\sigma(X) = \sigma(X - h) \cdot h` for every heap `h` of
`X`.  The state `0` is the state exactly of the positions without a move
(every kind but `E` changes `h_s`, `g`, `n_a` or `b_m`), and it is not in the
law: those positions are misère N-positions.

(A) For every state `c \in \mathcal C`, heap `h` and option `o` of `h` (the
heap removed, or two nonempty heaps `x + y = h - j`, `j = 1, 2`): not both
`c \cdot h` and `c \cdot o` in the law.

(B) Every state `f \in \mathcal C`, `f \ne 0`, not in the law is *covered* by
one of the rules of :data:`RULES`.  A rule names heaps that every position of
state `f` has when its condition on `f` holds (the top heap `b_{b_m}` when
`b_m \ge 1`, the heap `b_{b_s}` when `b_s \ge 1`, the heaps `7 i_1` and `7
i_2`, a heap of `C` when `p_2 = 1`, of `S` when `h_s = 1`, of `S \cup D \cup
B` when `p_1 = 1`, of `C \cup D` when `g = 1`: each statistic changes only at
heaps of its kinds); `f` is covered when for *every* `c \in \mathcal C` and
every heap `h` named by the rule with `c \cdot h = f`, some option `o` of `h`
has `c \cdot o` in the law.

By (I) and induction on the number of beans, (A) and (B) show that the law
is the set of misère P-positions.  `\square`

COROLLARY (infinite quotient).  Let `x_m` be two heaps of size `7m + 10`
and `r_n` the heaps `7n + 21` and `1`.  Then `x_m + r_n` is a P-position iff
`m \le n` (`n_a = 1`, `i_1 = n + 3`, `b_m = m + 1`, `\mu = 2`, `p_1 = 1`, `g =
0`).  So the positions `x_m` are pairwise distinguishable: **the misère
quotient of the whole game 0.54 is infinite**, although each bounded quotient
is finite (with heaps `\le N` the indices are bounded).

The law was found from the proved bounded quotients (the five kinds and the
chain of idempotents, :doc:`/infinite_whole_games`) and checked before the
proof against them (`\mathcal Q_{59}` and `\mathcal Q_{66}`: 400,000 random
positions each) and against the brute-force solver.  The tests check it
again, with an independent solver and the bounded quotients.

EXAMPLES::

    sage: from sage_latticegames.misere.whole.chain_law import chain_law, state
    sage: chain_law((10, 10)), chain_law((10, 17)), chain_law((7, 24)), chain_law((7, 10))
    (True, False, True, False)
    sage: state((7, 7, 17, 1))
    (0, 0, 0, 0, 1, 2, 1, 1, 2, 1, 0)
    sage: [[int(chain_law((7 * m + 10,) * 2 + (7 * n + 21, 1))) for n in range(4)] for m in range(4)]
    [[1, 1, 1, 1], [0, 1, 1, 1], [0, 0, 1, 1], [0, 0, 0, 1]]

The proof (about three minutes; islpy needed)::

    sage: from sage_latticegames.misere.whole.chain_law import prove_infinite_054
    sage: C = prove_infinite_054(); C                   # long time
    Proved: the misère quotient of the whole octal game 0.54 is infinite: x_m + r_n is a P-position iff m <= n, for x_m = two heaps of size 7m + 10 and r_n = heaps of sizes 7n + 21 and 1 (chain law, decided by isl)

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
- S. Verdoolaege, *isl: an integer set library for the polyhedral model*,
  ICMS 2010 (the Presburger decisions).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import itertools

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.protocol import DefinedByArguments
from sage_latticegames.misere.whole.law_certificate import LawInfinitenessCertificate, decide_law
from sage_latticegames.misere.whole.max_sum_law import _isl_set
from sage_latticegames.misere.whole.periodicity import OctalRules

__all__ = ["ChainLaw", "chain_law", "state", "act", "prove_chain_law", "ChainLawInfinitenessCertificate",
           "prove_infinite_054", "CHAIN_LAW_CODES"]

#: the games whose outcomes the chain law gives
CHAIN_LAW_CODES = ("0.54",)

#: the theorem of this module (saved in the certificates)
THEOREM = "chain law (Theorem of sage_latticegames.misere.whole.chain_law, decided by isl)"

#: the statistics of the state of a position (module documentation), in order
STATE = ("p1", "p2", "p4", "g", "hs", "na", "i1", "i2", "bm", "mu", "bs")

#: the kinds of heaps: name and the condition on the size ``{h}`` (isl syntax)
KINDS = (("E", "{h} = 2"),
         ("S", "({h} = 1 or {h} = 3 or {h} = 8)"),
         ("C", "((4 <= {h} <= 6) or ({h} >= 11 and ({h} mod 7 = 4 or {h} mod 7 = 5 or {h} mod 7 = 6)))"),
         ("D", "({h} = 9 or ({h} >= 15 and ({h} mod 7 = 1 or {h} mod 7 = 2)))"),
         ("A", "({h} >= 7 and {h} mod 7 = 0)"),
         ("B", "({h} >= 10 and {h} mod 7 = 3)"))
_KIND = dict(KINDS)

#: the rules of part (B): name, kinds of the heap moved, which heap (a condition on the
#: state {f} of the position and the size h of the heap), when every position has it
RULES = (("the top heap 7 bm + 3", ("B",), "{bm} >= 1 and h = 7 * {bm} + 3", "{bm} >= 1"),
         ("the heap 7 bs + 3", ("B",), "{bs} >= 1 and h = 7 * {bs} + 3", "{bs} >= 1"),
         ("the heap 7 i1", ("A",), "{na} >= 1 and h = 7 * {i1}", "{na} >= 1"),
         ("the heap 7 i2", ("A",), "{na} = 2 and h = 7 * {i2}", "{na} = 2"),
         ("a heap of C", ("C",), "true", "{p2} = 1"),
         ("a heap of S", ("S",), "true", "{hs} = 1"),
         ("a heap of S, D or B", ("S", "D", "B"), "true", "{p1} = 1"),
         ("a heap of C or D", ("C", "D"), "true", "{g} = 1"))

ZERO = (0,) * len(STATE)


def heap_kind(h):
    r"""
    Return the kind of the heap of size ``h \ge 1`` and its index (`i` for `7i`,
    `k` for `7k + 3`, else `0`).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import heap_kind
        sage: [heap_kind(h) for h in (1, 2, 4, 9, 14, 17, 22)]
        [('S', 0), ('E', 0), ('C', 0), ('D', 0), ('A', 2), ('B', 2), ('D', 0)]
        sage: heap_kind(0)
        Traceback (most recent call last):
        ...
        ValueError: a heap has at least one bean, got 0
    """
    h = int(h)
    if h < 1:
        raise ValueError("a heap has at least one bean, got %s" % h)
    if h == 2:
        return ("E", 0)
    if h in (1, 3, 8):
        return ("S", 0)
    if h % 7 == 0:
        return ("A", h // 7)
    if h % 7 == 3:
        return ("B", h // 7)
    return ("C", 0) if h % 7 in (4, 5, 6) else ("D", 0)


def act(f, h):
    r"""
    Return the state ``f`` (a tuple in the order of :data:`STATE`) acted on
    by a heap of size ``h`` (module documentation): the state of `X + h`
    when ``f`` is the state of `X`.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import act, ZERO
        sage: act(act(ZERO, 17), 10)
        (0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 1)
    """
    p1, p2, p4, g, hs, na, i1, i2, bm, mu, bs = f
    kind, i = heap_kind(h)
    if kind == "S":
        p1, hs = 1 - p1, 1
    elif kind == "C":
        p2, g = 1 - p2, 1
    elif kind == "D":
        p1, g = 1 - p1, 1
    elif kind == "A":
        p4 = 1 - p4
        if na == 0:
            na, i1 = 1, i
        elif na == 1:
            na, i1, i2 = 2, min(i1, i), max(i1, i)
        else:
            na, i1, i2 = 3, min(i1, i), 0
    elif kind == "B":
        p1 = 1 - p1
        if i > bm:
            bm, mu, bs = i, 1, bm
        elif i == bm:
            mu = 2
        elif i > bs:
            bs = i
    return (p1, p2, p4, g, hs, na, i1, i2, bm, mu, bs)


def state(heaps):
    r"""
    Return the state `\sigma(X)` of the position ``heaps`` (heap sizes): the
    zero state acted on by each heap (module documentation).
    """
    f = ZERO
    for h in heaps:
        f = act(f, h)
    return f


def in_law(f):
    r"""
    Return whether the state ``f`` is in the chain law (the Theorem of the module).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import in_law, ZERO
        sage: in_law(ZERO)
        False
    """
    p1, p2, p4, g, hs, na, i1, i2, bm, mu, bs = f
    if na == 3:
        return (p1, p2, p4) == (0, 0, 0)
    if na == 2 and i1 < i2:
        return p1 == 1 and p2 == 1
    if g:
        return (p1, p2, p4) == (0, 0, 0)
    if na == 0:
        return p1 == 1 if bm == 0 else (mu == 2 and p1 == 0)
    if na == 1:
        return p1 == 1 and (bm <= i1 - 2 or (bm >= i1 + 1 and mu == 1))
    return p1 == 0 and (bm <= i1 or mu == 2)


def chain_law(heaps):
    r"""
    Return whether the position ``heaps`` (heap sizes) of 0.54 is a misère
    P-position, by the chain law (the Theorem of the module, proved by
    :func:`prove_chain_law`).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import chain_law
        sage: chain_law(()), chain_law((1,)), chain_law((2,)), chain_law((7 * 10**20 + 3,) * 2)
        (False, True, False, True)
    """
    return in_law(state(heaps))


# ----------------------------------------------------------------------
# the same objects as Presburger formulas (isl syntax)
# ----------------------------------------------------------------------
def variables(t):
    r"""
    Return the names of the statistics of the state ``t`` (a prefix).
    """
    return [t + v for v in STATE]


def image_condition(t):
    r"""
    Return the condition (isl syntax) that the state ``t`` lies in the image
    set `\mathcal C` of part (I): bits in `\{0, 1\}`, `g \ge p_2`, the indices
    of the heaps `7i` as their number says (`p_4` its parity when it is at
    most 2), `0 \le b_s < b_m` and `\mu \in \{1, 2\}` when `b_m \ge 1`, all
    three `0` otherwise.
    """
    v = dict(zip(STATE, variables(t)))
    return ("(0 <= {p1} <= 1 and 0 <= {p2} <= 1 and 0 <= {p4} <= 1 and 0 <= {g} <= 1 and 0 <= {hs} <= 1"
            " and {g} >= {p2} and (({na} = 0 and {i1} = 0 and {i2} = 0 and {p4} = 0)"
            " or ({na} = 1 and {i1} >= 1 and {i2} = 0 and {p4} = 1)"
            " or ({na} = 2 and 1 <= {i1} <= {i2} and {p4} = 0) or ({na} = 3 and {i1} >= 1 and {i2} = 0))"
            " and (({bm} = 0 and {mu} = 0 and {bs} = 0) or ({bm} >= 1 and 1 <= {mu} <= 2 and 0 <= {bs} < {bm})))"
            ).format(**v)


def _same(a, b, skip=()):
    return " and ".join("%s = %s" % (x, y) for x, y, s in zip(variables(a), variables(b), STATE)
                        if s not in skip) or "true"


def action_condition(kind, a, h, b):
    r"""
    Return the condition (isl syntax) that the state ``b`` is the state
    ``a`` acted on by the heap ``h`` (a variable) of the kind ``kind``: the
    formula of :func:`act`.
    """
    A, B = dict(zip(STATE, variables(a))), dict(zip(STATE, variables(b)))

    def flip(s):
        return "%s + %s = 1" % (A[s], B[s])
    if kind == "E":
        return _same(a, b)
    if kind in ("S", "C", "D"):
        bit, flag = {"S": ("p1", "hs"), "C": ("p2", "g"), "D": ("p1", "g")}[kind]
        return "%s and %s and %s = 1" % (_same(a, b, (bit, flag)), flip(bit), B[flag])
    i = "floor(%s/7)" % h
    if kind == "A":
        cases = ("(({na} = 0 and {nb} = 1 and {j1} = {i} and {j2} = 0) or ({na} = 1 and {nb} = 2 and"
                 " (({i1} <= {i} and {j1} = {i1} and {j2} = {i}) or ({i1} > {i} and {j1} = {i} and {j2} = {i1})))"
                 " or ({na} >= 2 and {nb} = 3 and {j2} = 0 and (({i1} <= {i} and {j1} = {i1}) or"
                 " ({i1} > {i} and {j1} = {i}))))").format(na=A["na"], nb=B["na"], i1=A["i1"], j1=B["i1"],
                                                          j2=B["i2"], i=i)
        return "%s and %s and %s" % (_same(a, b, ("p4", "na", "i1", "i2")), flip("p4"), cases)
    cases = ("(({k} > {bm} and {cm} = {k} and {nu} = 1 and {ct} = {bm}) or ({k} = {bm} and {cm} = {bm} and"
             " {nu} = 2 and {ct} = {bt}) or ({k} < {bm} and {cm} = {bm} and {nu} = {mu} and (({k} > {bt} and"
             " {ct} = {k}) or ({k} <= {bt} and {ct} = {bt}))))").format(
        k=i, bm=A["bm"], cm=B["bm"], mu=A["mu"], nu=B["mu"], bt=A["bs"], ct=B["bs"])
    return "%s and %s and %s" % (_same(a, b, ("p1", "bm", "mu", "bs")), flip("p1"), cases)


def law_condition(t):
    r"""
    Return the condition (isl syntax) that the state ``t`` is in the law:
    the formula of :func:`in_law`.
    """
    v = dict(zip(STATE, variables(t)))
    return ("(({na} = 3 and {p1} = 0 and {p2} = 0 and {p4} = 0)"
            " or ({na} = 2 and {i1} < {i2} and {p1} = 1 and {p2} = 1)"
            " or ({na} <= 2 and not ({na} = 2 and {i1} < {i2}) and {g} = 1 and {p1} = 0 and {p2} = 0"
            " and {p4} = 0)"
            " or ({g} = 0 and {na} = 0 and (({bm} = 0 and {p1} = 1) or ({bm} >= 1 and {mu} = 2 and {p1} = 0)))"
            " or ({g} = 0 and {na} = 1 and {p1} = 1 and ({bm} <= {i1} - 2 or ({bm} >= {i1} + 1 and {mu} = 1)))"
            " or ({g} = 0 and {na} = 2 and {i1} = {i2} and {p1} = 0 and ({bm} <= {i1} or {mu} = 2)))"
            ).format(**v)


class ChainLaw(DefinedByArguments, SageObject):
    r"""
    The chain law of the octal game 0.54: the outcomes it gives and its proof
    (the parts (K), (I), (A), (B) of the module documentation, decided by isl).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import ChainLaw
        sage: L = ChainLaw(); L
        chain law of the octal game 0.54 (6 kinds of heaps, 11 statistics)
        sage: L.is_P_position((7, 7)), L.is_P_position((7, 14)), L.is_P_position((7, 14, 4, 1))
        (True, False, True)
        sage: len(L.options('h', 'x'))
        43
        sage: ChainLaw('0.26')
        Traceback (most recent call last):
        ...
        ValueError: the chain law is a theorem for 0.54, not for 0.26
    """

    def __init__(self, code="0.54"):
        code = OctalRules(code).code()
        if code not in CHAIN_LAW_CODES:
            raise ValueError("the chain law is a theorem for %s, not for %s" % (", ".join(CHAIN_LAW_CODES), code))
        self._code = code
        self._rules = OctalRules(code)

    def _arguments(self):
        return (self._code,)

    def _repr_(self):
        return "chain law of the octal game %s (%s kinds of heaps, %s statistics)" % (
            self._code, len(KINDS), len(STATE))

    def code(self):
        r"""
        Return the octal code of the game.
        """
        return self._code

    def is_P_position(self, heaps):
        r"""
        Return whether the position ``heaps`` (heap sizes) is a misère
        P-position, by the law (:func:`chain_law`).
        """
        return chain_law(heaps)

    def options(self, h, tag):
        r"""
        Return the options of the heap ``h`` (a variable name), read from the
        digits of the game, one piece per kind of the heaps left: triples
        ``(new variables, condition, heaps)``, ``heaps`` a list of pairs
        (kind, variable); variables named from ``tag``.
        """
        out = []
        x, y = tag + "x", tag + "y"
        for j, left in self._rules.move_shapes():
            if left == 0:
                out.append(([], "%s = %d" % (h, j), []))
            elif left == 1:
                out.extend(([x], "%s = %s - %d and %s" % (x, h, j, c.format(h=x)), [(k, x)]) for k, c in KINDS)
            else:
                for (kx, cx), (ky, cy) in itertools.combinations_with_replacement(KINDS, 2):
                    out.append(([x, y], "%s >= 1 and %s >= 1 and %s + %s = %s - %d and %s and %s"
                                % (x, y, x, y, h, j, cx.format(h=x), cy.format(h=y)), [(kx, x), (ky, y)]))
        return out

    @staticmethod
    def _acted(start, heaps, tag):
        # the variables and the condition of the states after each heap in turn, and the last state
        dims, conds, current = [], [], start
        for n, (kind, v) in enumerate(heaps):
            nxt = "%s%d" % (tag, n)
            dims += variables(nxt)
            conds.append(action_condition(kind, current, v, nxt))
            current = nxt
        return dims, " and ".join(conds) or "true", current

    def check_kinds(self, isl):
        r"""
        Part (K): the kinds partition the sizes `\ge 1`, the heap 2 has no
        move, every other size has one.  Returns the failures (``[]``: proved).
        """
        fails = []
        union = None
        for name, cond in KINDS:
            s = _isl_set(isl, ["h"], cond.format(h="h") + " and h >= 1")
            if union is not None and not union.intersect(s).is_empty():
                fails.append("the kind %s meets an earlier kind" % name)
            union = s if union is None else union.union(s)
        if not _isl_set(isl, ["h"], "h >= 1").subtract(union).is_empty():
            fails.append("the kinds do not cover every size")
        # a heap h >= 3 can take one bean and leave the heaps 1 and h - 2 (the bit 4 of d_1)
        digits = self._rules.digits()
        if self._rules.options(2) or not self._rules.options(1) or not (len(digits) > 1 and digits[1] & 4):
            fails.append("the heap 2 has a move, or a heap other than 2 has none")
        return fails

    def check_images(self, isl):
        r"""
        Part (I): the zero state lies in `\mathcal C`, which is closed under
        the action of every heap; each action is a function on `\mathcal C`,
        and any two commute; the zero state is not in the law.  Returns the
        failures (``[]``: proved).
        """
        fails = []
        c = variables("c")
        zero = " and ".join("%s = 0" % v for v in c)
        if _isl_set(isl, c, zero + " and " + image_condition("c")).is_empty():
            fails.append("the zero state is not in the image set")
        if not _isl_set(isl, c, zero + " and " + law_condition("c")).is_empty():
            fails.append("the zero state is in the law")
        for name, cond in KINDS:
            heap = image_condition("c") + " and " + cond.format(h="h")
            acted = heap + " and " + action_condition(name, "c", "h", "o")
            if not _isl_set(isl, c + ["h"] + variables("o"), acted + " and not " + image_condition("o")).is_empty():
                fails.append("the image set is not closed under the heaps of %s" % name)
            total = _isl_set(isl, c + ["h"], heap).subtract(_isl_set(isl, c + ["h"] + variables("o"), acted)
                                                             .project_out(isl.dim_type.set, len(c) + 1, len(c)))
            if not total.is_empty():
                fails.append("the action of %s is not defined on the image set" % name)
            if not _isl_set(isl, c + ["h"] + variables("o") + variables("q"),
                            acted + " and " + action_condition(name, "c", "h", "q") + " and not ("
                            + _same("o", "q") + ")").is_empty():
                fails.append("the action of %s is not a function" % name)
        for (n1, c1), (n2, c2) in itertools.combinations_with_replacement(KINDS, 2):
            s = _isl_set(isl, c + ["h", "k"] + variables("m") + variables("o") + variables("n") + variables("q"),
                         " and ".join([image_condition("c"), c1.format(h="h"), c2.format(h="k"),
                                       action_condition(n1, "c", "h", "m"), action_condition(n2, "m", "k", "o"),
                                       action_condition(n2, "c", "k", "n"), action_condition(n1, "n", "h", "q"),
                                       "not (" + _same("o", "q") + ")"]))
            if not s.is_empty():
                fails.append("the actions of %s and %s do not commute: %s" % (n1, n2, s.sample_point()))
        return fails

    def check_A(self, isl):
        r"""
        Part (A): the witnesses (a state, a heap, an option, both in the law)
        of each kind and option, or ``[]``.
        """
        witnesses = []
        c = variables("c")
        for name, cond in KINDS:
            base = " and ".join([image_condition("c"), cond.format(h="h"), action_condition(name, "c", "h", "f"),
                                 law_condition("f")])
            for dims, ocond, heaps in self.options("h", "u"):
                adims, acond, last = self._acted("c", heaps, "w")
                s = _isl_set(isl, c + ["h"] + variables("f") + dims + adims,
                             " and ".join([base, ocond, acond, law_condition(last)]))
                if not s.is_empty():
                    witnesses.append(str(s.sample_point()))
        return witnesses

    def check_B(self, isl):
        r"""
        Part (B): the states not in the law (but the zero state) that no rule
        of :data:`RULES` covers, as a list of sample points (``[]``: proved).
        """
        F, c = variables("f"), variables("c")
        names = dict(zip(STATE, F))
        key = F + c + ["h"]
        todo = _isl_set(isl, F, image_condition("f") + " and not " + law_condition("f") + " and not ("
                        + " and ".join("%s = 0" % v for v in F) + ")")
        for _, kinds, which, evident in RULES:
            if todo.is_empty():
                break
            lifted = todo.insert_dims(isl.dim_type.set, len(F), len(c) + 1)
            bad = None
            for name in kinds:
                cond = " and ".join([image_condition("c"), _KIND[name].format(h="h"),
                                     action_condition(name, "c", "h", "f"), which.format(**names)])
                pairs = _isl_set(isl, key, cond).intersect(lifted)
                for dims, ocond, heaps in self.options("h", "u"):
                    if pairs.is_empty():
                        break
                    adims, acond, last = self._acted("c", heaps, "w")
                    good = _isl_set(isl, key + dims + adims, " and ".join([cond, ocond, acond, law_condition(last)]))
                    pairs = pairs.subtract(good.project_out(isl.dim_type.set, len(key), len(dims) + len(adims)))
                b = pairs.project_out(isl.dim_type.set, len(F), len(c) + 1)
                bad = b if bad is None else bad.union(b)
            todo = todo.subtract(_isl_set(isl, F, evident.format(**names)).subtract(bad))
        return [] if todo.is_empty() else [str(todo.sample_point())]

    def prove(self):
        r"""
        Prove the law: decide the parts (K), (I), (A), (B) of the proof with
        isl; return a dictionary of the witnesses of each part (all empty:
        proved; a ``ValueError`` otherwise).  Needs ``islpy`` (an
        ``ImportError`` without it).  About three minutes.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.chain_law import ChainLaw
            sage: ChainLaw().prove()             # long time
            {'A': [], 'B': [], 'I': [], 'K': []}
        """
        return decide_law(self, "chain law")


def prove_chain_law(code="0.54"):
    r"""
    Prove the chain law of 0.54 (the Theorem of the module): the parts (K),
    (I), (A), (B) of its proof decided with isl; a dictionary of the
    witnesses of each part, all empty (a ``ValueError`` otherwise).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import prove_chain_law
        sage: prove_chain_law('0.57')
        Traceback (most recent call last):
        ...
        ValueError: the chain law is a theorem for 0.54, not for 0.57
    """
    return ChainLaw(code).prove()


class ChainLawInfinitenessCertificate(LawInfinitenessCertificate):
    r"""
    A proof that the misère quotient of the whole octal game 0.54 is
    infinite: its chain law and the Corollary (module documentation).
    Positions are tuples of heap sizes.  The constructor runs the proof
    (:func:`prove_chain_law`); unpickling proves again.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import prove_infinite_054
        sage: C = prove_infinite_054()                                       # long time
        sage: C.position(2), C.distinguisher(1), C.is_P_position(2, 1)       # long time
        ((24, 24), (28, 1), False)
        sage: C.certificate()['theorem'], C.check_on_game(31)                # long time
        ('chain law (Theorem of sage_latticegames.misere.whole.chain_law, decided by isl)', True)
        sage: TestSuite(C).run(skip='_test_pickling')                        # long time
    """

    _law_class = ChainLaw
    _law_name = "chain law"
    _theorem = THEOREM

    def __init__(self, code="0.54"):
        LawInfinitenessCertificate.__init__(self, code)

    def position(self, n):
        r"""
        Return `x_n`: two heaps of size `7n + 10`.
        """
        return (7 * int(n) + 10,) * 2

    def distinguisher(self, n):
        r"""
        Return `r_n`: the heaps of sizes `7n + 21` and `1`.
        """
        return (7 * int(n) + 21, 1)

    def is_P_position(self, m, n):
        r"""
        Return whether `x_m + r_n` is a misère P-position (by the law; it is
        iff `m \le n`).
        """
        return chain_law(self.position(m) + self.distinguisher(n))

    def _texts(self):
        return ("two heaps of size 7m + 10", "heaps of sizes 7n + 21 and 1")

    def check_on_game(self, N):
        r"""
        Recheck the law against the proved bounded quotient `\mathcal Q_N` of
        the game (an independent route, not part of the proof): on the
        family `x_m + r_n` with heaps `\le N` and on every position of at most
        three heaps `\le N`.
        """
        N = int(N)
        F = self._law._rules.quotient_data(N, progress=False)
        state = self._law._rules.position_state(F, N)

        def outcome(heaps):
            return bool(F.P[state(heaps)])
        family = all(outcome(self.position(m) + self.distinguisher(n)) == (m <= n)
                     for m in range(max(0, (N - 10) // 7 + 1)) for n in range(max(0, (N - 21) // 7 + 1)))
        return family and all(outcome(X) == chain_law(X) for k in range(4)
                              for X in itertools.combinations_with_replacement(range(1, N + 1), k))


def prove_infinite_054(code="0.54"):
    r"""
    Prove that the misère quotient of the whole octal game 0.54 is infinite:
    :func:`prove_chain_law` and the Corollary of the module.  Returns a
    :class:`ChainLawInfinitenessCertificate` (about three minutes).  The front
    door :func:`~sage_latticegames.misere.whole.infinite_whole_game.prove_infinite_whole_game`
    returns it for 0.54.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.chain_law import prove_infinite_054
        sage: prove_infinite_054('0.26')
        Traceback (most recent call last):
        ...
        ValueError: the chain law is a theorem for 0.54, not for 0.26
    """
    return ChainLawInfinitenessCertificate(code)
