r"""
The misère outcomes of the octal games 0.26 and 0.27: a max--sum law, proved; the whole quotient is infinite

In the octal game 0.26 a move removes one bean from a heap of at least two
(leaving one heap), or two beans (leaving one nonempty heap, or two nonempty
heaps).  In 0.27 a heap of two may also be removed completely, which gives the
same game, since a heap of one bean has no move: every heap of 0.27 is the same
game as the heap of 0.26 of the same size (induction on the size), so
everything below holds for both.

For a heap of size `h` put

.. MATH::

    v(h) = \begin{cases} 0 & h \in \{1, 2, 5, 6\}\\ 1 & h \in \{3, 4, 7, 8\}\\
    (h - 5)/2 & h \ge 9 \text{ odd}\\ (h - 6)/2 & h \ge 10 \text{ even}\end{cases}

call `h` *of even type* if `h \in \{4, 8\}` or `h \ge 12` is even, and for a
position `X` (a multiset of heaps) let `S(X) = \sum v(h)`, `M(X) = \max v(h)`,
`e(X)` the parity of the number of heaps of even size, `t(X) = 1` if a heap
of even type has `v(h) = M(X)` (else `0`), and `D(X) = 2(M(X) - t(X)) - S(X)`.

THEOREM (max--sum law).  A position `X` of 0.26 (or 0.27) is a misère
P-position if and only if either `S(X) = 0` and `e(X) = 1`, or `S(X) > 0`,
`e(X) = 0` and: `D(X) \le 0` when `S(X)` is even, `D(X) \ge 3` when `S(X)` is
odd.

*Proof.*  The map `X \mapsto (e, M, S, t)` is a morphism of commutative
monoids (parities add, `M` is a maximum, `S` a sum, `t` is read at the
maximum), so Theorem 1 of :mod:`~sage_latticegames.misere.heap.linear_pretension`
(the pretension theorem; here with infinitely many heap sizes, the same
induction on the number of beans) reduces the statement to: the empty game
(every heap of size one) is not in the law, which holds (`S = 0`, `e = 0`),
and for every other position `X`:

(A) if `X` is in the law, no option of `X` is;

(B) if `X` is not in the law, some option of `X` is.

Both are sentences of Presburger arithmetic, decided exactly by isl
(:func:`prove_max_sum_law`): a heap is one of eleven *kinds* (each of the sizes
`1, \dots, 8, 10`, odd sizes `\ge 9`, even sizes `\ge 12`), on which `v` is
affine; the rest of the position enters only through its image `c = (e_c,
M_c, S_c, t_c)`, which ranges over the images of positions: `c = 0`, or `M_c
\ge 1`, `S_c \ge M_c`, `t_c \le 1`, `(t_c, M_c) \ne (1, 2)` (no heap of even
type has `v = 2`), `e_c` arbitrary -- each of them is the image of a position
(a heap with `v = M_c` of the required type, heaps of size 3, a heap of size 2).

(A) For every image `c`, heap `h \ge 2` and option `o` of `h` (a heap `h - 1`,
a heap `h - 2`, or two heaps `a + b = h - 2`): not both `c + h` and `c + o` in
the law.  Three sets of integer points, shown empty.

(B) Write `X = c + h_1 + h_2` with `h_1, h_2` the two largest heaps for the
order by `(v, \text{even type})`, `h_1 \ge 2` (`h_2 = 1`, the empty game, if
`X` has no other heap): `v(h_1) \ge v(h_2) \ge M_c`, with ties broken towards
the even type.  The set of such
`(c, h_1, h_2)` with `X` not in the law, minus those where an option of
`h_1` or of `h_2` is in the law, minus those where `M_c \le 1`, `t_c = 0`,
`e_c = 1` and `c` with `e_c` flipped is (then `c` consists of heaps `1, 2, 3,
5, 6, 7` with an odd number of heaps `2, 6`, and moving a heap `2` or `6` to
`1` or `5` flips `e_c` and keeps the rest), is shown empty, for each of the
`11 \times 11` kinds of `(h_1, h_2)`.  `\square`

COROLLARY (infinite quotient).  Let `x_m = 2m` heaps of size 3 and `r_n` one
heap of size `4n + 11`.  Then `S(x_m + r_n) = 2m + 2n + 3` is odd, `M = 2n + 3`,
`t = e = 0` and `D = 2n + 3 - 2m`, so `x_m + r_n` is a P-position iff `m \le
n`: the positions `x_m` are pairwise distinguishable, and the misère quotients
of the whole games 0.26 and 0.27 are infinite (the image of a heap of size 3
has infinite order).  Each bounded quotient is finite (with heaps `\le N`,
`M` is bounded by some `m_N`, and once `S > 2 m_N` only the parities of `S`
and `e` matter), so no single heap bound shows this: Lemma 1 of
:mod:`~sage_latticegames.misere.whole.infinite_whole_game` cannot apply.

The law also explains the growth of the bounded quotients: with heaps `\le N`,
the pairs `(M, S)` with `D > 0` that a larger heap can still distinguish grow
quadratically in `N`.

EXAMPLES::

    sage: from sage_latticegames.misere.whole.max_sum_law import max_sum_law
    sage: max_sum_law((11,)), max_sum_law((3, 3)), max_sum_law((9,)), max_sum_law(())
    (True, True, False, False)
    sage: [max_sum_law((3,) * (2 * m) + (15,)) for m in range(4)]     # r_1 = 15
    [True, True, False, False]

The proof (three to five minutes; islpy needed)::

    sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026
    sage: C = prove_infinite_026(); C                  # long time
    Proved: the misère quotient of the whole octal game 0.26 is infinite: x_m + r_n is a P-position iff m <= n, for x_m = 2m heaps of size 3 and r_n = one heap of size 4n + 11 (max-sum law, decided by isl)
    sage: C.position(1), C.distinguisher(1), C.check_on_game(23)   # long time
    ((3, 3), (15,), True)

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
- S. Verdoolaege, *isl: an integer set library for the polyhedral model*,
  ICMS 2010 (the Presburger decisions).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.protocol import DefinedByArguments
from sage_latticegames.misere.whole.growth import RayOutcomes
from sage_latticegames.misere.whole.periodicity import OctalRules

__all__ = ["max_sum_law", "prove_max_sum_law", "MaxSumInfinitenessCertificate", "prove_infinite_026"]

#: the games whose outcomes the law gives (0.27 is 0.26 heap by heap: a heap of one bean is empty)
LAW_CODES = ("0.26", "0.27")

#: the theorem of this module (saved in the certificates)
THEOREM = "max-sum law (Theorem of sage_latticegames.misere.whole.max_sum_law, decided by isl)"

#: the kinds of heap: (condition on the size, v as an affine expression, even size, even type)
KINDS = (("{h} = 1", "0", 0, 0), ("{h} = 2", "0", 1, 0), ("{h} = 3", "1", 0, 0), ("{h} = 4", "1", 1, 1),
         ("{h} = 5", "0", 0, 0), ("{h} = 6", "0", 1, 0), ("{h} = 7", "1", 0, 0), ("{h} = 8", "1", 1, 1),
         ("{h} = 10", "2", 1, 0), ("{h} >= 9 and {h} mod 2 = 1", "floor(({h} - 5)/2)", 0, 0),
         ("{h} >= 12 and {h} mod 2 = 0", "floor(({h} - 6)/2)", 1, 1))

#: the images c = (e_c, M_c, S_c, t_c) of positions
IMAGES = ("(0 <= ec <= 1 and ((Mc = 0 and Sc = 0 and tc = 0) or (Mc >= 1 and Sc >= Mc and 0 <= tc <= 1"
          " and (tc = 0 or Mc = 1 or Mc >= 3))))")
CONTEXT = ("Mc", "Sc", "ec", "tc")
KEY = ["ec", "Mc", "Sc", "tc", "h1", "h2"]


def heap_data(h):
    r"""
    Return ``(v, even_size, even_type)`` of a heap of size ``h \ge 1`` (the
    definitions of the module).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import heap_data
        sage: [heap_data(h) for h in (1, 4, 9, 10, 12, 13)]
        [(0, 0, 0), (1, 1, 1), (2, 0, 0), (2, 1, 0), (3, 1, 1), (4, 0, 0)]
    """
    h = int(h)
    if h < 1:
        raise ValueError("a heap has at least one bean, got %s" % h)
    if h <= 8:
        return ((0, 0, 1, 1, 0, 0, 1, 1)[h - 1], 1 - h % 2, int(h in (4, 8)))
    if h % 2:
        return ((h - 5) // 2, 0, 0)
    return ((h - 6) // 2, 1, int(h >= 12))


def max_sum_law(heaps):
    r"""
    Return whether the position ``heaps`` (heap sizes) of 0.26 or 0.27 is a
    misère P-position, by the max--sum law (the Theorem of the module,
    proved by :func:`prove_max_sum_law`).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import max_sum_law
        sage: max_sum_law((2,)), max_sum_law((2, 6)), max_sum_law((10**30 + 1, 10**30 + 1))
        (True, False, True)
    """
    data = [heap_data(h) for h in heaps]
    S = sum(v for v, _, _ in data)
    e = sum(s for _, s, _ in data) % 2
    if S == 0:
        return e == 1
    M = max(v for v, _, _ in data)
    t = int(any(ty for v, _, ty in data if v == M))
    D = 2 * (M - t) - S
    return e == 0 and (D <= 0 if S % 2 == 0 else D >= 3)


def _kind(k, h):
    cond, v, e, t = KINDS[k]
    return cond.format(h=h), "(" + v.format(h=h) + ")", e, t


def _law_formula(parts, high=3):
    r"""
    Return the law of the sum of ``parts`` as a Presburger formula: each part
    is ``(M, S, e, t)`` (affine expressions for `M, S`; `e, t` integers or the
    names ``'ec'``, ``'tc'`` of the context); ``high`` is the bound `D \ge 3`
    of the law for odd `S` (another value: a wrong law, for the tests).
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


def _options(h, tag):
    r"""
    The options of the heap ``h`` (a variable name), one piece per kind of
    the heaps left: ``(new variables, condition, parts)``.
    """
    out = []
    o = tag + "o"
    for k in range(len(KINDS)):
        cond, v, e, t = _kind(k, o)
        for drop in (1, 2):
            out.append(([o], "%s >= %d and %s = %s - %d and %s" % (h, drop + 1, o, h, drop, cond),
                        [(v, v, e, t)]))
    a, b = tag + "a", tag + "b"
    for ka in range(len(KINDS)):
        for kb in range(ka, len(KINDS)):
            ca, va, ea, ta = _kind(ka, a)
            cb, vb, eb, tb = _kind(kb, b)
            out.append(([a, b], "%s >= 4 and %s >= 1 and %s >= 1 and %s + %s = %s - 2 and %s and %s"
                        % (h, a, b, a, b, h, ca, cb), [(va, va, ea, ta), (vb, vb, eb, tb)]))
    return out


def _isl_set(isl, dims, cond):
    return isl.Set("{ [%s] : %s }" % (", ".join(dims), cond))


def _check_A(isl):
    r"""
    Part (A) of the proof: the witnesses (a context, a heap, an option, both
    in the law) of each kind, or ``[]``.
    """
    witnesses = []
    for k in range(len(KINDS)):
        ch, vh, eh, th = _kind(k, "h")
        base = " and ".join([IMAGES, "h >= 2", ch, _law_formula([CONTEXT, (vh, vh, eh, th)])])
        for dims, cond, parts in _options("h", "x"):
            s = _isl_set(isl, ["ec", "Mc", "Sc", "tc", "h"] + dims,
                         base + " and " + cond + " and " + _law_formula([CONTEXT] + parts))
            if not s.is_empty():
                witnesses.append(str(s.sample_point()))
    return witnesses


def _check_B(isl):
    r"""
    Part (B) of the proof: the witnesses `(c, h_1, h_2)` (a position not in
    the law without an option in it, among the moves of the proof) of each
    pair of kinds, or ``[]``.
    """
    witnesses = []
    options = {"h1": _options("h1", "p"), "h2": _options("h2", "q")}
    for k1 in range(len(KINDS)):
        for k2 in range(len(KINDS)):
            c1, v1, e1, t1 = _kind(k1, "h1")
            c2, v2, e2, t2 = _kind(k2, "h2")
            common = " and ".join([IMAGES, "h1 >= 2", c1, c2, "%s >= %s" % (v1, v2), "%s >= Mc" % v2]
                                  + (["%s > %s" % (v1, v2)] if t1 < t2 else [])
                                  + (["(%s > Mc or tc = 0)" % v2] if t2 == 0 else []))
            P1, P2 = (v1, v1, e1, t1), (v2, v2, e2, t2)
            bad = _isl_set(isl, KEY, common).subtract(
                _isl_set(isl, KEY, common + " and " + _law_formula([CONTEXT, P1, P2])))
            for mover, other in (("h1", P2), ("h2", P1)):
                for dims, cond, parts in options[mover]:
                    if bad.is_empty():
                        break
                    s = _isl_set(isl, KEY + dims, common + " and " + cond + " and "
                                 + _law_formula([CONTEXT, other] + parts))
                    if not s.is_empty():
                        bad = bad.subtract(s.project_out(isl.dim_type.set, len(KEY), len(dims)))
            if not bad.is_empty():      # a heap 2 or 6 of the context moved to 1 or 5
                bad = bad.subtract(_isl_set(isl, KEY, common + " and Mc <= 1 and tc = 0 and ec = 1 and "
                                            + _law_formula([("Mc", "Sc", 0, "tc"), P1, P2])))
            if not bad.is_empty():
                witnesses.append(str(bad.sample_point()))
    return witnesses


def prove_max_sum_law():
    r"""
    Prove the max--sum law (the Theorem of the module) by deciding its parts
    (A) and (B) with isl; return a dictionary with the witnesses of each
    part (both empty: proved; a ``ValueError`` otherwise).  Needs the
    package ``islpy`` (an ``ImportError`` without it).  Three to five minutes.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_max_sum_law
        sage: prove_max_sum_law()             # long time
        {'A': [], 'B': []}
    """
    try:
        import islpy as isl
    except ImportError as err:
        raise ImportError("the proof of the max-sum law decides Presburger sentences with isl: install"
                          " the package islpy (e.g. islpy-barvinok)") from err
    result = {"A": _check_A(isl), "B": _check_B(isl)}
    if result["A"] or result["B"]:
        raise ValueError("the max-sum law is not proved: witnesses %s" % result)
    return result


class MaxSumInfinitenessCertificate(DefinedByArguments, SageObject):
    r"""
    A proof that the misère quotient of the whole octal game 0.26 (or 0.27)
    is infinite: the max--sum law and its Corollary (module documentation).
    Positions are sorted tuples of heap sizes.  The constructor runs the
    proof (:func:`prove_max_sum_law`); unpickling proves again.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026
        sage: C = prove_infinite_026('0.27')                             # long time
        sage: C.is_finite(), [[int(C.is_P_position(m, n)) for n in range(3)] for m in range(3)]   # long time
        (False, [[1, 1, 1], [0, 1, 1], [0, 0, 1]])
        sage: C.certificate()['theorem']                                 # long time
        'max-sum law (Theorem of sage_latticegames.misere.whole.max_sum_law, decided by isl)'
    """

    def __init__(self, code):
        code = OctalRules(code).code()
        if code not in LAW_CODES:
            raise ValueError("the max-sum law is a theorem for 0.26 and 0.27, not for %s" % code)
        self._proof = prove_max_sum_law()      # a ValueError unless both parts are proved
        self._code = code

    def code(self):
        r"""
        Return the octal code of the game.
        """
        return self._code

    def is_finite(self):
        r"""
        Return ``False``: the quotient is infinite.
        """
        return False

    def position(self, n):
        r"""
        Return `x_n`: `2n` heaps of size 3.
        """
        return (3,) * (2 * int(n))

    def distinguisher(self, n):
        r"""
        Return `r_n`: one heap of size `4n + 11`.
        """
        return (4 * int(n) + 11,)

    def is_P_position(self, m, n):
        r"""
        Return whether `x_m + r_n` is a misère P-position (by the law; it is
        iff `m \le n`).
        """
        return max_sum_law(self.position(m) + self.distinguisher(n))

    def certificate(self):
        r"""
        Return what was proved: the theorem and the family.
        """
        return {"theorem": THEOREM, "code": self._code, "position": "2m heaps of size 3",
                "distinguisher": "one heap of size 4n + 11", "P iff": "m <= n"}

    def check_on_game(self, N):
        r"""
        Recheck `x_m + r_n` for `r_n \le N` and every `m` against the proved
        bounded quotient `\mathcal Q_N` of the game (an independent route,
        not part of the proof).
        """
        R = RayOutcomes(self._code, 3, int(N))
        return R.family_range(0, 2, 11, 4) == ((int(N) - 11) // 4 + 1, None) and all(
            self.is_P_position(m, n) == (m <= n) for n in range((int(N) - 11) // 4 + 1) for m in range(n + 4))

    def _repr_(self):
        return ("Proved: the misère quotient of the whole octal game %s is infinite: x_m + r_n is a"
                " P-position iff m <= n, for x_m = 2m heaps of size 3 and r_n = one heap of size 4n + 11"
                " (max-sum law, decided by isl)" % self._code)

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): the proof runs again when the
        # certificate is unpickled
        return (self._code,)


def prove_infinite_026(code="0.26"):
    r"""
    Prove that the misère quotient of the whole octal game ``code`` (0.26 or
    0.27) is infinite: :func:`prove_max_sum_law` and the Corollary of the
    module.  Returns a :class:`MaxSumInfinitenessCertificate` (three to five
    minutes).  The front door
    :func:`~sage_latticegames.misere.whole.infinite_whole_game.prove_infinite_whole_game`
    returns it for these two codes.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026
        sage: prove_infinite_026('0.3122')
        Traceback (most recent call last):
        ...
        ValueError: the max-sum law is a theorem for 0.26 and 0.27, not for 0.3122
    """
    return MaxSumInfinitenessCertificate(code)
