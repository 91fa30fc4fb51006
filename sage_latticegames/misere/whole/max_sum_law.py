r"""
The misère outcomes of the octal games 0.26, 0.27 and 0.57: max--sum laws, proved; their whole quotients are infinite

In the octal game 0.26 a move removes one bean from a heap of at least two
(leaving one heap), or two beans (leaving one nonempty heap, or two nonempty
heaps).  In 0.27 a heap of two may also be removed completely, which gives the
same game, since a heap of one bean has no move: every heap of 0.27 is the same
game as the heap of 0.26 of the same size (induction on the size), so
everything below holds for both.  In 0.57 a move removes one bean, from a
heap of one (removing it) or leaving two nonempty heaps, or two beans (a heap
of two removed, or leaving one nonempty heap, or two nonempty heaps).

**The law of 0.26.**  For a heap of size `h` put

.. MATH::

    v(h) = \begin{cases} 0 & h \in \{1, 2, 5, 6\}\\ 1 & h \in \{3, 4, 7, 8\}\\
    (h - 5)/2 & h \ge 9 \text{ odd}\\ (h - 6)/2 & h \ge 10 \text{ even}\end{cases}

call `h` *of even type* if `h \in \{4, 8\}` or `h \ge 12` is even, and for a
position `X` (a multiset of heaps) let `S(X) = \sum v(h)`, `M(X) = \max v(h)`,
`e(X)` the parity of the number of heaps of even size, `t(X) = 1` if a heap
of even type has `v(h) = M(X)` (else `0`), and `D(X) = 2(M(X) - t(X)) - S(X)`.

THEOREM 1 (max--sum law of 0.26).  A position `X` of 0.26 (or 0.27) is a
misère P-position if and only if either `S(X) = 0` and `e(X) = 1`, or `S(X) >
0`, `e(X) = 0` and: `D(X) \le 0` when `S(X)` is even, `D(X) \ge 3` when `S(X)`
is odd.

**The law of 0.57.**  For a heap of size `h` put

.. MATH::

    w(h) = \begin{cases} 0 & h \in \{1, 2, 5, 6\}\\ 1 & h \in \{3, 4, 7, 8\}\\
    2 & h \in \{9, 10\}\\ \lceil h/2 \rceil - 3 & h \ge 11\end{cases}

and for a position `X` let `S(X) = \sum w(h)`, `M(X) = \max w(h)`, `e(X)` the
parity of the number of heaps, `t(X) = 1` if a heap `h \ge 11` has `w(h) =
M(X)` (that is, if `M(X) \ge 3`), and `D(X) = 2(M(X) - t(X)) - S(X)`.

THEOREM 2 (max--sum law of 0.57).  A position `X` of 0.57 is a misère
P-position if and only if either `S(X) = 0` and `e(X) = 1`, or `S(X) > 0`,
`e(X) = 0` and: `D(X) \le 0` when `S(X)` is even, `D(X) \ge 3` when `S(X)` is
odd.

So a position of 0.57 has the outcome of the position of 0.26 with each heap
`h` replaced by a heap `2\lceil h/2 \rceil` (`w(h) = v(2\lceil h/2\rceil)`,
every such heap has even size, and the types agree except at the sizes 4 and
8, where `v = 1`: when `M = 1` the flag `t` does not change the outcome, as
`D \le 0` for every even `S \ge 2` and `D \le 1` for every odd `S`).

*Proof of both.*  Write `(v, e, t)` of a heap for its value, its parity bit
(0.26: its size is even; 0.57: `1`) and its flag (0.26: even type; 0.57: `h
\ge 11`).  The map `X \mapsto (e, M, S, t)` is a morphism of commutative
monoids (parities add, `M` is a maximum, `S` a sum, `t` is read at the
maximum), so Theorem 1 of :mod:`~sage_latticegames.misere.heap.linear_pretension`
(the pretension theorem; here with infinitely many heap sizes, the same
induction on the number of beans) reduces the statement to: the empty game
(0.26: every heap of size one) is not in the law, which holds (`S = 0`, `e =
0`), and for every other position `X`:

(A) if `X` is in the law, no option of `X` is;

(B) if `X` is not in the law, some option of `X` is.

Both are sentences of Presburger arithmetic, decided exactly by isl
(:meth:`MaxSumLaw.prove`, :func:`prove_max_sum_law`), after two preliminary
parts, decided the same way:

(K) a heap is one of finitely many *kinds* (0.26: each of the sizes `1,
\dots, 8, 10`, odd sizes `\ge 9`, even sizes `\ge 12`; 0.57: `\{1, 2\},
\{3, 4\}, \{5, 6\}, \{7, 8\}, \{9, 10\}`, odd sizes `\ge 11`, even sizes `\ge
12`), a partition of the sizes on which `v` is affine and `e, t` are
constant; the heaps with a move are the sizes `\ge 2` (0.26) or `\ge 1`
(0.57), the others have the image `0`;

(I) the rest of a position enters only through its image `c = (e_c, M_c,
S_c, t_c)`, which lies in the set `C` of :meth:`MaxSumLaw.image_set` (0.26: `c
= 0`, or `M_c \ge 1`, `S_c \ge M_c`, `t_c \le 1`, `(t_c, M_c) \ne (1, 2)`;
0.57: `c = 0`, or `M_c \ge 1`, `S_c \ge M_c`, `t_c = 1` iff `M_c \ge 3`; `e_c`
arbitrary): `0 \in C` and `C` is closed under adding a heap of each kind, so
it contains the image of every position (induction on the number of heaps).

(A) For every `c \in C`, heap `h` and option `o` of `h` (read from the digits
of the code: the heap removed, one heap `h - j`, or two heaps `a + b = h -
j`): not both `c + h` and `c + o` in the law.  One set of integer points per
kind and option, shown empty.

(B) Drop the heaps without a move (the empty game; image `0`) and write `X =
c + h_1 + h_2` with `h_1, h_2` the two largest heaps for the order by `(v,
t)`, or `X = h_1` (`c = 0`) if `X` has one heap: `(v(h_1), t(h_1)) \ge
(v(h_2), t(h_2)) \ge (M_c, t_c)` lexicographically.  The set of such `(c,
h_1, h_2)` with `X` not in the law, minus those where an option of `h_1` or
of `h_2` is in the law, minus those where a move inside `c` gives an option in
the law, is shown empty, for each pair of kinds.  The moves inside `c` used
are: for 0.26, when `M_c \le 1`, `t_c = 0`, `e_c = 1` (then `c` consists of
heaps `1, 2, 3, 5, 6, 7` with an odd number of heaps `2, 6`), moving a heap
`2` or `6` to `1` or `5`, which flips `e_c` and keeps the rest; for 0.57, when
`M_c \le 1` and `e_c + S_c` is odd (then `c` has a heap of value `0`: every
heap counts in `e_c`, and the heaps of value `1` number `S_c`), moving that
heap (`1 \to 0`, `2 \to 0`, `5 \to 2 + 2`, `6 \to 2 + 2`), which flips `e_c`
and keeps the rest.  `\square`

COROLLARY (infinite quotients).  For 0.26 and 0.27 let `x_m = 2m` heaps of
size 3 and `r_n` one heap of size `4n + 11`.  Then `S(x_m + r_n) = 2m + 2n +
3` is odd, `M = 2n + 3`, `t = e = 0` and `D = 2n + 3 - 2m`.  For 0.57 let `x_m
= 2m + 1` heaps of size 3 and `r_n` one heap of size `4n + 17`: `w(r_n) = 2n
+ 6`, so `S = 2m + 2n + 7` is odd, `M = 2n + 6`, `t = 1`, `e = 0` and `D = 2n
+ 3 - 2m`.  In both cases `x_m + r_n` is a P-position iff `m \le n`: the
positions `x_m` are pairwise distinguishable, and the misère quotients of the
whole games 0.26, 0.27 and 0.57 are infinite (the image of a heap of size 3
has infinite order).  Each bounded quotient is finite (with heaps `\le N`,
`M` is bounded by some `m_N`, and once `S > 2 m_N` only the parities of `S`
and `e` matter), so no single heap bound shows this: Lemma 1 of
:mod:`~sage_latticegames.misere.whole.infinite_whole_game` cannot apply.  The
rays `k H_3 + H_n` of the conjecture of
:mod:`~sage_latticegames.misere.whole.growth` follow for every `n` (the tests
compare them with the laws).

The laws also explain the growth of the bounded quotients: with heaps `\le N`,
the pairs `(M, S)` with `D > 0` that a larger heap can still distinguish grow
quadratically in `N`.  The law of 0.57 was found from the proved bounded
quotient `\mathcal Q_{60}` (order 322; there `H_{2j-1} \equiv H_{2j}`) by
fitting `(w, e, t)` heap by heap to the rays `k H_3 + H_n` and the sums of up
to four heaps, and checked against it on every position of at most four heaps
`\le 60` and 200,000 random ones of up to 25 heaps before the proof.

EXAMPLES::

    sage: from sage_latticegames.misere.whole.max_sum_law import max_sum_law
    sage: max_sum_law((11,)), max_sum_law((3, 3)), max_sum_law((9,)), max_sum_law(())
    (True, True, False, False)
    sage: [max_sum_law((3,) * (2 * m) + (15,)) for m in range(4)]     # r_1 = 15
    [True, True, False, False]
    sage: [max_sum_law((3,) * (2 * m + 1) + (21,), '0.57') for m in range(4)]     # r_1 = 21
    [True, True, False, False]

The proofs (three to five minutes for 0.26, about two for 0.57; islpy needed)::

    sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026, prove_infinite_max_sum_law
    sage: C = prove_infinite_026(); C                  # long time
    Proved: the misère quotient of the whole octal game 0.26 is infinite: x_m + r_n is a P-position iff m <= n, for x_m = 2m heaps of size 3 and r_n = one heap of size 4n + 11 (max-sum law, decided by isl)
    sage: C.position(1), C.distinguisher(1), C.check_on_game(23)   # long time
    ((3, 3), (15,), True)
    sage: C = prove_infinite_max_sum_law('0.57'); C    # long time
    Proved: the misère quotient of the whole octal game 0.57 is infinite: x_m + r_n is a P-position iff m <= n, for x_m = 2m + 1 heaps of size 3 and r_n = one heap of size 4n + 17 (max-sum law, decided by isl)
    sage: C.check_on_game(33)                          # long time
    True

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
- S. Verdoolaege, *isl: an integer set library for the polyhedral model*,
  ICMS 2010 (the Presburger decisions).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from collections import namedtuple

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.protocol import DefinedByArguments
from sage_latticegames.misere.whole.growth import CONJECTURED_FAMILIES, RayOutcomes
from sage_latticegames.misere.whole.law_certificate import LawInfinitenessCertificate, decide_law
from sage_latticegames.misere.whole.periodicity import OctalRules

__all__ = ["MaxSumLaw", "max_sum_law", "heap_data", "prove_max_sum_law", "MaxSumInfinitenessCertificate",
           "prove_infinite_max_sum_law", "prove_infinite_026"]

#: the games whose outcomes a max--sum law gives (0.27 is 0.26 heap by heap: a heap of one bean is empty)
LAW_CODES = ("0.26", "0.27", "0.57")

#: the theorem of this module (saved in the certificates)
THEOREM = "max-sum law (Theorem of sage_latticegames.misere.whole.max_sum_law, decided by isl)"


class HeapKind(namedtuple("HeapKind", "first last modulus v div e t")):
    r"""
    A *kind* of heap: the sizes `h` with ``first`` `\le h \le` ``last``
    (``None``: no bound) and `h \equiv` ``first`` modulo ``modulus``, on
    which `v(h) =` ``v`` `+ \lfloor (h - \text{first})/\text{div} \rfloor`
    (``div`` ``None``: `v(h) =` ``v``) and the parity bit `e` and the flag
    `t` are the constants ``e``, ``t``.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import HeapKind
        sage: k = HeapKind(9, None, 2, 2, 2, 0, 0)          # odd h >= 9, v = (h - 5)/2
        sage: k.contains(13), k.contains(14), k.value(13), k.condition('h'), k.expression('h')
        (True, False, 4, 'h >= 9 and h mod 2 = 1', '(2 + floor((h - 9)/2))')
    """
    __slots__ = ()

    def contains(self, h):
        r"""
        Return whether the size ``h`` is of this kind.
        """
        return (h >= self.first and (self.last is None or h <= self.last)
                and (h - self.first) % self.modulus == 0)

    def value(self, h):
        r"""
        Return `v(h)` for a size ``h`` of this kind.
        """
        return self.v + ((h - self.first) // self.div if self.div else 0)

    def condition(self, h):
        r"""
        Return the condition on the variable ``h`` of a Presburger formula
        (isl syntax) that the size is of this kind.
        """
        if self.last == self.first:
            return "%s = %d" % (h, self.first)
        out = ["%s >= %d" % (h, self.first)]
        if self.last is not None:
            out.append("%s <= %d" % (h, self.last))
        if self.modulus > 1:
            out.append("%s mod %d = %d" % (h, self.modulus, self.first % self.modulus))
        return " and ".join(out)

    def expression(self, h):
        r"""
        Return `v(h)` as a quasi-affine expression in the variable ``h`` (isl syntax).
        """
        if not self.div:
            return "(%d)" % self.v
        return "(%d + floor((%s - %d)/%d))" % (self.v, h, self.first, self.div)

    def part(self, h):
        r"""
        Return the part ``(M, S, e, t)`` of one heap ``h`` of this kind for :func:`law_formula`.
        """
        v = self.expression(h)
        return (v, v, self.e, self.t)


K = HeapKind
#: the data of each law: the code whose moves the proof reads, the kinds (a partition of the
#: sizes >= 1), the images of positions (isl syntax, in {e}, {M}, {S}, {t}), the least heap with a
#: move (the smaller heaps have none and the image 0), the moves inside the context that part (B)
#: uses (condition on the image c of the context, the part of the image of the context moved)
_LAWS = {
    "0.26": dict(
        kinds=(K(1, 1, 1, 0, None, 0, 0), K(2, 2, 1, 0, None, 1, 0), K(3, 3, 1, 1, None, 0, 0),
               K(4, 4, 1, 1, None, 1, 1), K(5, 5, 1, 0, None, 0, 0), K(6, 6, 1, 0, None, 1, 0),
               K(7, 7, 1, 1, None, 0, 0), K(8, 8, 1, 1, None, 1, 1), K(10, 10, 1, 2, None, 1, 0),
               K(9, None, 2, 2, 2, 0, 0), K(12, None, 2, 3, 2, 1, 1)),
        images=("(0 <= {e} <= 1 and (({M} = 0 and {S} = 0 and {t} = 0) or ({M} >= 1 and {S} >= {M}"
                " and 0 <= {t} <= 1 and ({t} = 0 or {M} = 1 or {M} >= 3))))"),
        first_move=2,
        context_moves=(("Mc <= 1 and tc = 0 and ec = 1", ("Mc", "Sc", 0, "tc")),)),
    "0.57": dict(
        kinds=(K(1, 2, 1, 0, None, 1, 0), K(3, 4, 1, 1, None, 1, 0), K(5, 6, 1, 0, None, 1, 0),
               K(7, 8, 1, 1, None, 1, 0), K(9, 10, 1, 2, None, 1, 0), K(11, None, 2, 3, 2, 1, 1),
               K(12, None, 2, 3, 2, 1, 1)),
        images=("(0 <= {e} <= 1 and (({M} = 0 and {S} = 0 and {t} = 0) or ({M} >= 1 and {S} >= {M}"
                " and (({M} <= 2 and {t} = 0) or ({M} >= 3 and {t} = 1)))))"),
        first_move=1,
        context_moves=(("Mc <= 1 and (ec + Sc) mod 2 = 1 and ec = 1", ("Mc", "Sc", 0, "tc")),
                       ("Mc <= 1 and (ec + Sc) mod 2 = 1 and ec = 0", ("Mc", "Sc", 1, "tc"))))}
#: the code whose law gives the outcomes of each code of LAW_CODES
_LAW_OF = {"0.26": "0.26", "0.27": "0.26", "0.57": "0.57"}

#: the image `c = (e_c, M_c, S_c, t_c)` of the context, as a part of :func:`law_formula`
CONTEXT = ("Mc", "Sc", "ec", "tc")
KEY = ["ec", "Mc", "Sc", "tc", "h1", "h2"]


def _law_code(code):
    r"""
    Return the code of the law of the octal game ``code`` (a ``ValueError``
    if none of this module).
    """
    code = OctalRules(code).code()
    if code not in _LAW_OF:
        raise ValueError("the max-sum law is a theorem for %s, not for %s"
                         % (", ".join(LAW_CODES[:-1]) + " and " + LAW_CODES[-1], code))
    return _LAW_OF[code]


def law_formula(parts, high=3):
    r"""
    Return the law of the sum of ``parts`` as a Presburger formula (isl
    syntax): each part is ``(M, S, e, t)`` (affine expressions for `M, S`;
    `e, t` integers or the names ``'ec'``, ``'tc'`` of the context); ``high``
    is the bound `D \ge 3` of the law for odd `S` (another value: a wrong law,
    for the tests).  The form of the law is the same for every game of the
    module; the parts carry the game.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import law_formula
        sage: f = law_formula([('(1)', '(1)', 0, 0), ('(1)', '(1)', 0, 0)])   # two heaps of size 3 of 0.26
        sage: '2*(1) - 0 - ((1) + (1)) <= 0' in f                             # D <= 0 for S = 2
        True

    """
    S = " + ".join(p[1] for p in parts)
    parity = sum(p[2] for p in parts if isinstance(p[2], int)) % 2
    if any(p[2] == "ec" for p in parts):
        e0, e1 = "ec = %d" % parity, "ec = %d" % (1 - parity)
    else:
        e0, e1 = ("true", "false") if parity == 0 else ("false", "true")

    def flag(p, value):
        if p[3] == "tc":
            return "tc = %d" % value
        return "true" if p[3] == value else "false"
    out = []
    for i, (Mi, _, _, _) in enumerate(parts):           # part i attains the maximum
        top = " and ".join(["%s >= %s" % (Mi, p[0]) for j, p in enumerate(parts) if j != i] or ["true"])
        for tv in (0, 1):
            if tv:
                tcond = " or ".join("(%s = %s and %s)" % (p[0], Mi, flag(p, 1)) for p in parts)
            else:
                tcond = " and ".join("(%s < %s or %s)" % (p[0], Mi, flag(p, 0)) for p in parts)
            D = "2*%s - %d - (%s)" % (Mi, 2 * tv, S)
            body = ("((%s) = 0 and %s) or ((%s) >= 1 and %s and ((%s) mod 2 = 0 and %s <= 0 or"
                    " (%s) mod 2 = 1 and %s >= %d))" % (S, e1, S, e0, S, D, S, D, high))
            out.append("(%s and (%s) and (%s))" % (top, tcond, body))
    return "(" + " or ".join(out) + ")"


def _isl_set(isl, dims, cond):
    return isl.Set("{ [%s] : %s }" % (", ".join(dims), cond))


class MaxSumLaw(DefinedByArguments, SageObject):
    r"""
    The max--sum law of the octal game ``code`` (0.26, 0.27 or 0.57): its
    heap data, the outcomes it gives, and its proof (the parts (I), (A),
    (B) of the module documentation, decided by isl).

    INPUT:

    - ``code`` -- an octal code of :data:`LAW_CODES`

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import MaxSumLaw
        sage: L = MaxSumLaw('0.57'); L
        max-sum law of the octal game 0.57 (7 kinds of heaps)
        sage: [L.heap_data(h) for h in (1, 3, 9, 11, 12, 13)]
        [(0, 1, 0), (1, 1, 0), (2, 1, 0), (3, 1, 1), (3, 1, 1), (4, 1, 1)]
        sage: L.is_P_position((3, 17)), L.is_P_position((3, 3, 3, 17))
        (True, False)
        sage: MaxSumLaw('0.27').proof_code()
        '0.26'
        sage: MaxSumLaw('0.54')
        Traceback (most recent call last):
        ...
        ValueError: the max-sum law is a theorem for 0.26, 0.27 and 0.57, not for 0.54
    """

    def __init__(self, code):
        self._proof_code = _law_code(code)
        self._code = OctalRules(code).code()
        data = _LAWS[self._proof_code]
        self._kinds = data["kinds"]
        self._images = data["images"]
        self._first_move = data["first_move"]
        self._context_moves = data["context_moves"]
        self._digits = OctalRules(self._proof_code).digits()

    def _arguments(self):
        return (self._code,)

    def _repr_(self):
        return "max-sum law of the octal game %s (%s kinds of heaps)" % (self._code, len(self._kinds))

    def code(self):
        r"""
        Return the octal code of the game.
        """
        return self._code

    def proof_code(self):
        r"""
        Return the code whose moves the proof reads (0.26 for 0.27: the same
        game heap by heap).
        """
        return self._proof_code

    def kinds(self):
        r"""
        Return the kinds of heaps (:class:`HeapKind`), a partition of the sizes `\ge 1`.
        """
        return self._kinds

    def family(self):
        r"""
        Return the ray family ``(g, a, b, c, d)`` of the Corollary: `x_m = (a
        + bm) H_g`, `r_n = H_{c + dn}`, `x_m + r_n` a P-position iff `m \le n`
        (the family of :data:`~sage_latticegames.misere.whole.growth.CONJECTURED_FAMILIES`,
        a theorem by the law).
        """
        return CONJECTURED_FAMILIES[self._code]

    def heap_data(self, h):
        r"""
        Return ``(v, e, t)`` of a heap of size ``h \ge 1`` (the definitions of
        the module for this game).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.max_sum_law import MaxSumLaw
            sage: MaxSumLaw('0.26').heap_data(0)
            Traceback (most recent call last):
            ...
            ValueError: a heap has at least one bean, got 0
        """
        h = int(h)
        if h < 1:
            raise ValueError("a heap has at least one bean, got %s" % h)
        k = next(k for k in self._kinds if k.contains(h))
        return (k.value(h), k.e, k.t)

    def is_P_position(self, heaps):
        r"""
        Return whether the position ``heaps`` (heap sizes) is a misère
        P-position, by the law (the Theorem of the module for this game).
        """
        data = [self.heap_data(h) for h in heaps]
        S = sum(v for v, _, _ in data)
        e = sum(s for _, s, _ in data) % 2
        if S == 0:
            return e == 1
        M = max(v for v, _, _ in data)
        t = int(any(ty for v, _, ty in data if v == M))
        D = 2 * (M - t) - S
        return e == 0 and (D <= 0 if S % 2 == 0 else D >= 3)

    def image_set(self, e="ec", M="Mc", S="Sc", t="tc"):
        r"""
        Return the condition (isl syntax) that ``(e, M, S, t)`` is the image of a position.
        """
        return self._images.format(e=e, M=M, S=S, t=t)

    def options(self, h, tag):
        r"""
        Return the options of the heap ``h`` (a variable name), read from the
        digits of the game, one piece per kind of the heaps left: triples
        ``(new variables, condition, parts)`` (variables named from ``tag``).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.max_sum_law import MaxSumLaw
            sage: L = MaxSumLaw('0.57')
            sage: len(L.options('h', 'x')), L.options('h', 'x')[0]
            (65, ([], 'h = 1', []))
        """
        out = []
        K = self._kinds
        o, a, b = tag + "o", tag + "a", tag + "b"
        for j, left in OctalRules(self._proof_code).move_shapes():
            if left == 0:                     # take j beans: the whole heap
                out.append(([], "%s = %d" % (h, j), []))
            elif left == 1:                   # take j beans, leave one heap
                for k in K:
                    out.append(([o], "%s >= %d and %s = %s - %d and %s" % (h, j + 1, o, h, j, k.condition(o)),
                                [k.part(o)]))
            else:                             # take j beans, leave two nonempty heaps
                for ia in range(len(K)):
                    for ib in range(ia, len(K)):
                        out.append(([a, b], "%s >= 1 and %s >= 1 and %s + %s = %s - %d and %s and %s"
                                    % (a, b, a, b, h, j, K[ia].condition(a), K[ib].condition(b)),
                                    [K[ia].part(a), K[ib].part(b)]))
        return out

    def check_kinds(self, isl):
        r"""
        Part (K) of the proof: the kinds partition the sizes `\ge 1`, and a
        heap has a move iff its size is at least :meth:`first_move` (checked
        from the digits: taking one or two beans, see the module), the smaller
        heaps having the image 0.  Returns the failures (``[]``: proved).
        """
        fails = []
        sizes = [_isl_set(isl, ["h"], k.condition("h") + " and h >= 1") for k in self._kinds]
        union = sizes[0]
        for i, s in enumerate(sizes[1:], 1):
            if not union.intersect(s).is_empty():
                fails.append("kind %s meets an earlier kind" % (self._kinds[i],))
            union = union.union(s)
        if not _isl_set(isl, ["h"], "h >= 1").subtract(union).is_empty():
            fails.append("the kinds do not cover every size")
        rules = OctalRules(self._proof_code)
        first = self._first_move
        if any(rules.options(h) or self.heap_data(h) != (0, 0, 0) for h in range(1, first)):
            fails.append("a heap below %s has a move or a nonzero image" % first)
        # the heaps first, ..., 2 by their options; a heap h >= 3 has a move when one can take
        # j = 1 or 2 beans and leave the heap h - j >= 1 (the bit 2 of d_1 or d_2)
        if not (all(rules.options(h) for h in range(first, 3))
                and any(self._digits[j] & 2 for j in (1, 2) if j < len(self._digits))):
            fails.append("a heap >= %s without a move" % first)
        return fails

    def check_images(self, isl):
        r"""
        Part (I) of the proof: the image of the empty position lies in
        :meth:`image_set` and the set is closed under adding a heap of each
        kind; so it contains the image of every position (induction on the
        number of heaps).  Returns the witnesses (``[]``: proved).
        """
        fails = []
        if _isl_set(isl, ["ec", "Mc", "Sc", "tc"], "ec = 0 and Mc = 0 and Sc = 0 and tc = 0 and "
                    + self.image_set()).is_empty():
            fails.append("the image of the empty position")
        for k in self._kinds:
            v = k.expression("h")
            new = ("e2 = (ec + %d) mod 2 and S2 = Sc + %s and ((Mc >= %s and M2 = Mc) or (Mc < %s and"
                   " M2 = %s)) and ((t2 = 1 and ((Mc = M2 and tc = 1) or (%s = M2 and %d = 1))) or"
                   " (t2 = 0 and not ((Mc = M2 and tc = 1) or (%s = M2 and %d = 1))))"
                   % (k.e, v, v, v, v, v, k.t, v, k.t))
            s = _isl_set(isl, ["ec", "Mc", "Sc", "tc", "h", "e2", "M2", "S2", "t2"],
                         " and ".join([self.image_set(), k.condition("h"), new,
                                       "not " + self.image_set("e2", "M2", "S2", "t2")]))
            if not s.is_empty():
                fails.append(str(s.sample_point()))
        return fails

    def check_A(self, isl):
        r"""
        Part (A) of the proof: the witnesses (a context, a heap, an option,
        both in the law) of each kind, or ``[]``.
        """
        witnesses = []
        for k in self._kinds:
            base = " and ".join([self.image_set(), k.condition("h"), law_formula([CONTEXT, k.part("h")])])
            for dims, cond, parts in self.options("h", "x"):
                s = _isl_set(isl, ["ec", "Mc", "Sc", "tc", "h"] + dims,
                             base + " and " + cond + " and " + law_formula([CONTEXT] + parts))
                if not s.is_empty():
                    witnesses.append(str(s.sample_point()))
        return witnesses

    def check_B(self, isl):
        r"""
        Part (B) of the proof: the witnesses `(c, h_1, h_2)` (a position not
        in the law without an option in it, among the moves of the proof) of
        each pair of kinds (`h_2 = 0`: no second heap, `c = 0`), or ``[]``.
        """
        witnesses = []
        options = {"h1": self.options("h1", "p"), "h2": self.options("h2", "q")}
        for k1 in self._kinds:
            P1 = k1.part("h1")
            for k2 in self._kinds + (None,):
                conds = [self.image_set(), "h1 >= %d" % self._first_move, k1.condition("h1")]
                if k2 is None:                  # X = h1 alone
                    conds.append("ec = 0 and Mc = 0 and Sc = 0 and tc = 0 and h2 = 0")
                    others = []
                else:                           # (v1, t1) >= (v2, t2) >= (Mc, tc)
                    P2 = k2.part("h2")
                    conds += ["h2 >= %d" % self._first_move, k2.condition("h2"), "%s >= %s" % (P1[0], P2[0]),
                              "%s >= Mc" % P2[0]]
                    conds += ["%s > %s" % (P1[0], P2[0])] if k1.t < k2.t else []
                    conds += ["(%s > Mc or tc = 0)" % P2[0]] if k2.t == 0 else []
                    others = [P2]
                common = " and ".join(conds)
                bad = _isl_set(isl, KEY, common).subtract(
                    _isl_set(isl, KEY, common + " and " + law_formula([CONTEXT, P1] + others)))
                movers = [("h1", others)] + ([("h2", [P1])] if k2 is not None else [])
                for mover, other in movers:
                    for dims, cond, parts in options[mover]:
                        if bad.is_empty():
                            break
                        s = _isl_set(isl, KEY + dims, common + " and " + cond + " and "
                                     + law_formula([CONTEXT] + other + parts))
                        if not s.is_empty():
                            bad = bad.subtract(s.project_out(isl.dim_type.set, len(KEY), len(dims)))
                for condition, moved in self._context_moves:      # a move inside the context
                    if bad.is_empty():
                        break
                    bad = bad.subtract(_isl_set(isl, KEY, common + " and " + condition + " and "
                                                + law_formula([moved, P1] + others)))
                if not bad.is_empty():
                    witnesses.append(str(bad.sample_point()))
        return witnesses

    def first_move(self):
        r"""
        Return the least size of a heap with a move.
        """
        return self._first_move

    def prove(self):
        r"""
        Prove the law: decide the parts (K), (I), (A), (B) of the proof with
        isl; return a dictionary of the witnesses of each part (all empty:
        proved; a ``ValueError`` otherwise).  Needs ``islpy`` (an
        ``ImportError`` without it).

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.max_sum_law import MaxSumLaw
            sage: MaxSumLaw('0.57').prove()             # long time
            {'A': [], 'B': [], 'I': [], 'K': []}
        """
        return decide_law(self, "max-sum law")


def heap_data(h, code="0.26"):
    r"""
    Return ``(v, e, t)`` of a heap of size ``h \ge 1`` of the octal game
    ``code`` (the definitions of the module: for 0.26, ``e`` is the parity of
    the size and ``t`` the even type).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import heap_data
        sage: [heap_data(h) for h in (1, 4, 9, 10, 12, 13)]
        [(0, 0, 0), (1, 1, 1), (2, 0, 0), (2, 1, 0), (3, 1, 1), (4, 0, 0)]
        sage: [heap_data(h, '0.57') for h in (1, 4, 9, 10, 12, 13)]
        [(0, 1, 0), (1, 1, 0), (2, 1, 0), (2, 1, 0), (3, 1, 1), (4, 1, 1)]
    """
    return MaxSumLaw(code).heap_data(h)


def max_sum_law(heaps, code="0.26"):
    r"""
    Return whether the position ``heaps`` (heap sizes) of the octal game
    ``code`` (0.26, 0.27 or 0.57) is a misère P-position, by its max--sum law
    (Theorems 1 and 2 of the module, proved by :func:`prove_max_sum_law`).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import max_sum_law
        sage: max_sum_law((2,)), max_sum_law((2, 6)), max_sum_law((10**30 + 1, 10**30 + 1))
        (True, False, True)
        sage: max_sum_law((1,), '0.57'), max_sum_law((1, 1), '0.57'), max_sum_law((3, 3, 1), '0.57')
        (True, False, False)
    """
    return MaxSumLaw(code).is_P_position(heaps)


def prove_max_sum_law(code="0.26"):
    r"""
    Prove the max--sum law of ``code`` (Theorem 1 for 0.26 and 0.27,
    Theorem 2 for 0.57) by deciding the parts (K), (I), (A), (B) of its proof
    with isl; return a dictionary with the witnesses of each part (all empty:
    proved; a ``ValueError`` otherwise).  Needs the package ``islpy`` (an
    ``ImportError`` without it).  Three to five minutes for 0.26, about two
    for 0.57.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_max_sum_law
        sage: prove_max_sum_law()             # long time
        {'A': [], 'B': [], 'I': [], 'K': []}
    """
    return MaxSumLaw(code).prove()


def _affine(a, b, name):
    r"""
    Return `a + b \cdot` ``name`` as text (``'2m + 1'``).
    """
    return " + ".join(([("%s%s" % (b if b != 1 else "", name))] if b else []) + (["%s" % a] if a else [])) or "0"


class MaxSumInfinitenessCertificate(LawInfinitenessCertificate):
    r"""
    A proof that the misère quotient of the whole octal game ``code`` (0.26,
    0.27 or 0.57) is infinite: its max--sum law and the Corollary (module
    documentation).  Positions are sorted tuples of heap sizes.  The
    constructor runs the proof (:func:`prove_max_sum_law`); unpickling proves
    again.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026
        sage: C = prove_infinite_026('0.27')                             # long time
        sage: C.is_finite(), [[int(C.is_P_position(m, n)) for n in range(3)] for m in range(3)]   # long time
        (False, [[1, 1, 1], [0, 1, 1], [0, 0, 1]])
        sage: C.certificate()['theorem']                                 # long time
        'max-sum law (Theorem of sage_latticegames.misere.whole.max_sum_law, decided by isl)'
    """

    _law_class = MaxSumLaw
    _law_name = "max-sum law"
    _theorem = THEOREM

    def _family(self):
        return MaxSumLaw(self._code).family()

    def position(self, n):
        r"""
        Return `x_n`: `a + bn` heaps of size `g` (0.26, 0.27: `2n` heaps of
        size 3; 0.57: `2n + 1`).
        """
        g, a, b, _, _ = self._family()
        return (g,) * (a + b * int(n))

    def distinguisher(self, n):
        r"""
        Return `r_n`: one heap of size `c + dn` (0.26, 0.27: `4n + 11`;
        0.57: `4n + 17`).
        """
        _, _, _, c, d = self._family()
        return (c + d * int(n),)

    def is_P_position(self, m, n):
        r"""
        Return whether `x_m + r_n` is a misère P-position (by the law; it is
        iff `m \le n`).
        """
        return max_sum_law(self.position(m) + self.distinguisher(n), self._code)

    def _texts(self):
        g, a, b, c, d = self._family()
        return ("%s heaps of size %s" % (_affine(a, b, "m"), g), "one heap of size %s" % _affine(c, d, "n"))

    def check_on_game(self, N):
        r"""
        Recheck `x_m + r_n` for `r_n \le N` and every `m` against the proved
        bounded quotient `\mathcal Q_N` of the game (an independent route,
        not part of the proof).
        """
        g, a, b, c, d = self._family()
        N = int(N)
        count = max(0, (N - c) // d + 1)
        R = RayOutcomes(self._code, g, N)
        return R.family_range(a, b, c, d) == (count, None) and all(
            self.is_P_position(m, n) == (m <= n) for n in range(count) for m in range(n + 4))


def prove_infinite_max_sum_law(code):
    r"""
    Prove that the misère quotient of the whole octal game ``code`` (0.26,
    0.27 or 0.57) is infinite: :func:`prove_max_sum_law` and the Corollary of
    the module.  Returns a :class:`MaxSumInfinitenessCertificate` (a few
    minutes).  The front door
    :func:`~sage_latticegames.misere.whole.infinite_whole_game.prove_infinite_whole_game`
    returns it for these codes.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_max_sum_law
        sage: prove_infinite_max_sum_law('0.3122')
        Traceback (most recent call last):
        ...
        ValueError: the max-sum law is a theorem for 0.26, 0.27 and 0.57, not for 0.3122
    """
    return MaxSumInfinitenessCertificate(code)


def prove_infinite_026(code="0.26"):
    r"""
    Prove that the misère quotient of the whole octal game ``code`` (0.26 or
    0.27) is infinite: :func:`prove_infinite_max_sum_law` for these codes.
    Returns a :class:`MaxSumInfinitenessCertificate` (three to five minutes).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026
        sage: prove_infinite_026('0.57')
        Traceback (most recent call last):
        ...
        ValueError: prove_infinite_026 is for 0.26 and 0.27, not for 0.57: use prove_infinite_max_sum_law
    """
    if OctalRules(code).code() not in ("0.26", "0.27"):
        raise ValueError("prove_infinite_026 is for 0.26 and 0.27, not for %s: use"
                         " prove_infinite_max_sum_law" % OctalRules(code).code())
    return prove_infinite_max_sum_law(code)
