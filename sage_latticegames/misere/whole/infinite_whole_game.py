r"""
Misère quotients of whole octal games: proofs of infiniteness and the growth of the bounded quotients

Let `\Gamma` be an octal game with a finite code, `\mathcal A` the set of its
positions (finite sums of heaps of every size) and `\mathcal A_N \subseteq
\mathcal A` the positions with heaps of size at most `N`.  Both are *closed*:
closed under sums and under options (Plambeck--Siegel [PS]_, Sec. 2).  Write
`\mathcal Q = \mathcal A / \equiv` for the misère quotient of the whole game
and `\mathcal Q_N = \mathcal A_N / \equiv_N` for the bounded ones.

LEMMA 1 (restriction).  Let `\mathcal B \subseteq \mathcal A` be closed sets
of impartial games.  If `x, y \in \mathcal B` are distinguished modulo
`\mathcal B` (`o^-(x + z) \ne o^-(y + z)` for some `z \in \mathcal B`), they
are distinguished modulo `\mathcal A`.  Hence `|\mathcal Q| \ge |\mathcal
Q_N|` for every `N`, and `\mathcal Q` is infinite if and only if the orders
`|\mathcal Q_N|` are unbounded; in particular `\mathcal Q` is infinite as soon
as one bounded quotient `\mathcal Q_N` is.

*Proof.* The same `z` lies in `\mathcal A`.  Conversely, if `x_1, \dots,
x_M \in \mathcal A` are pairwise distinguished modulo `\mathcal A` by
finitely many `z_{ij}`, all of them have heaps of size at most some `N`, so
`|\mathcal Q_N| \ge M`. `\square`

:func:`prove_infinite_whole_game` proves a whole quotient infinite by
Lemma 1 and a *proved* infinite bounded quotient: the linear pretensions of
:mod:`~sage_latticegames.misere.heap.linear_pretension` (Theorems 1--3 there)
for `\mathcal A_N`, `N` growing.  The certificate,
:class:`WholeGameInfinitenessCertificate`, names both theorems.

**What this does not decide.**  For the octal games 0.26, 0.27, 0.54,
0.57 (and 0.04, 0.16, 0.4, ...) every bounded quotient the package has
computed is finite, with orders that keep growing
(:func:`bounded_quotient_orders` computes them, each proved); no finite
computation of this kind proves that they grow forever.
For them the route of Lemma 1 raises :class:`WholeGameUndecided`, with the
orders it proved.  For 0.26, 0.27, 0.57 and 0.54 a law for every position,
proved in Presburger arithmetic, shows that the whole quotients are infinite
nevertheless (:mod:`~sage_latticegames.misere.whole.max_sum_law`,
:mod:`~sage_latticegames.misere.whole.chain_law`), and
:func:`prove_infinite_whole_game` returns that proof for them (its methods
``'max-sum law'`` and ``'chain law'``, chosen by default for these codes).

**A route through normal play, not proved.**  If `x \equiv y \pmod{\mathcal
A}` (misère) implied `\mathcal G(x) = \mathcal G(y)` for the normal-play
Grundy values, an unbounded nim sequence would give an infinite misère
quotient.  For the universe of *all* games this holds (equal misère games
have the same genus: Conway, *On Numbers and Games*, Ch. 12), but its proof adds copies of
`*2` and of other nim heaps, and with a restricted closed set the argument
does not carry over: it would need `o^-(G + 2m\cdot{*2}) = o^+(G)` for large
`m`, and that is false in general -- for `G = \{\{*2, *\}, \{*2\}\}`
(normal value `1`), `G + m\cdot{*2}` is a misère P-position for every odd `m
\le 11` although its normal value `1 \oplus 2` is not `0` (brute force, in
the tests).  The statement for closed sets is neither proved nor refuted
here.  :func:`normal_play_values_factor` checks, for a proved finite
quotient, whether the Grundy values factor through it: they do for every
two-digit octal code with heaps `\le 14` (all but 0.76, not computed within
20 s), evidence only; a check of a bounded quotient says nothing about the
whole game.

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
- [Pl] T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
  INTEGERS 5 (2005), G05.
- [Co] J. H. Conway, *On Numbers and Games*, Ch. 12 (genus theory).
"""
import sage.rings.integer  # noqa: F401

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.protocol import DefinedByArguments
from sage_latticegames.misere.heap.linear_pretension import (HeapInfinitenessCertificate,
                                                        LinearPretensionFailure,
                                                        prove_infinite_heap_quotient)
from sage_latticegames.misere.whole.periodicity import (OctalRules, WholeGameQuotientError,
                                                  whole_game_quotient)

__all__ = ["WholeGameInfinitenessCertificate", "WholeGameUndecided", "prove_infinite_whole_game",
           "whole_game_laws", "bounded_quotient_orders", "normal_play_values_factor",
           "grundy_values"]

#: the theorem of this module (saved in the certificates)
THEOREM = "restriction lemma"


class WholeGameUndecided(ValueError):
    r"""
    Neither a finite quotient nor an infinite one was proved for a whole
    octal game.  Attributes: ``code``; ``orders`` -- the proved bounded
    quotients, a tuple of triples ``(N, |Q_N|, |P_N|)``; ``tried`` -- the
    heap bounds at which a linear pretension was searched for in vain.
    """

    def __init__(self, message, code, orders, tried):
        ValueError.__init__(self, message)
        self.code = code
        self.orders = tuple(orders)
        self.tried = tuple(tried)


def grundy_values(code, N):
    r"""
    Return the normal-play Grundy values `\mathcal G(0), \dots, \mathcal
    G(N)` of the heaps of the octal game ``code`` (the mex rule, Sprague--Grundy).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.infinite_whole_game import grundy_values
        sage: grundy_values('0.26', 12)
        (0, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3)
    """
    rules = code if isinstance(code, OctalRules) else OctalRules(code)
    g = [0] * (int(N) + 1)
    for n in range(1, int(N) + 1):
        seen = set()
        for option in rules.options(n):
            v = 0
            for h in option:
                v ^= g[h]
            seen.add(v)
        m = 0
        while m in seen:
            m += 1
        g[n] = m
    return tuple(g)


def normal_play_values_factor(F, values):
    r"""
    Return ``(True, None)`` if the normal-play Grundy values factor through
    the finite misère quotient ``F`` (a
    :class:`~sage_latticegames.misere.finite_monoid.FiniteQuotientData`):
    positions in the same class have the same value, where ``values[j]``
    is the value of the ``j``-th generator and the value of a sum is the
    nim-sum; otherwise ``(False, (x, y))`` with two positions (exponent
    vectors) in one class and with different values.

    The test is exact: the values factor iff the value `g(u)` of the
    representative of each state `u` satisfies `g(u a_j) = g(u) \oplus
    v_j` for every state and generator (induction on the length of a word).

    EXAMPLES::

        sage: from sage_latticegames.misere.heap_quotient import misere_quotient_data
        sage: from sage_latticegames.misere.whole.infinite_whole_game import (grundy_values,
        ....:     normal_play_values_factor)
        sage: from sage_latticegames.misere.whole.periodicity import OctalRules
        sage: R = OctalRules('0.26'); F = misere_quotient_data(R.lattice_game(10), progress=False)
        sage: g = grundy_values('0.26', 10)
        sage: normal_play_values_factor(F, [g[n] for n in R.live_heaps(10)])
        (True, None)
        sage: normal_play_values_factor(F, [1] * F.k)
        (False, ((0, 0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 1, 0, 0, 0, 0, 0)))
    """
    values = [int(v) for v in values]
    if len(values) != F.k:
        raise ValueError("expected %s values (one per generator), got %s" % (F.k, len(values)))

    def value(x):
        v = 0
        for j, c in enumerate(x):
            if c % 2:
                v ^= values[j]
        return v
    g = [value(r) for r in F.reps]
    for u, row in enumerate(F.delta):
        for j, w in enumerate(row):
            if g[w] != g[u] ^ values[j]:
                x = list(F.reps[u])
                x[j] += 1
                return False, (F.reps[w], tuple(x))
    return True, None


def bounded_quotient_orders(code, max_heap, max_seconds=60):
    r"""
    Return the proved orders of the bounded quotients of the octal game
    ``code``: a tuple of triples ``(N, |Q_N|, |P_N|)``, `N = 1, \dots`, up to
    ``max_heap`` or as far as ``max_seconds`` allows (each computed and proved
    by the heap-by-heap construction, read off with
    :func:`~sage_latticegames.misere.whole.periodicity.restricted_quotient`), and
    the proved whole quotient when the misère periodicity theorem applies
    (else ``None``).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.infinite_whole_game import bounded_quotient_orders
        sage: orders, whole = bounded_quotient_orders('0.26', 14)
        sage: [o for N, o, p in orders], whole
        ([1, 2, 6, 6, 6, 6, 6, 6, 8, 8, 12, 12, 18, 18], None)
        sage: bounded_quotient_orders('0.31', 30)[1]
        Misère quotient of the octal game 0.31 (all heap sizes): order 6, P-portion of size 2, T2; proved at heap 13 (preperiod 3, period 2)
    """
    try:
        W = whole_game_quotient(code, max_heap=max_heap, max_seconds=max_seconds, progress=False)
    except WholeGameQuotientError as err:
        return tuple((int(N), int(o), int(p)) for N, o, p in err.partial), None
    return tuple((int(N), int(o), int(p)) for N, o, p in W.history()), W


#: the methods of :func:`prove_infinite_whole_game` (``None`` chooses one of them)
METHODS = ("bounded", "max-sum law", "chain law")


def whole_game_laws():
    r"""
    Return the codes whose whole game a law of its outcomes proves
    infinite, each with the name of the law (the method that
    :func:`prove_infinite_whole_game` chooses for it): the max--sum laws
    (``LAW_CODES`` of :mod:`~sage_latticegames.misere.whole.max_sum_law`)
    and the chain law (``CHAIN_LAW_CODES`` of
    :mod:`~sage_latticegames.misere.whole.chain_law`).

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.infinite_whole_game import whole_game_laws
        sage: list(whole_game_laws().items())
        [('0.26', 'max-sum law'), ('0.27', 'max-sum law'), ('0.57', 'max-sum law'), ('0.54', 'chain law')]
    """
    # imported at the call, so that loading this module does not load the laws' modules (and
    # the polyhedral part of Sage that they need)
    from sage_latticegames.misere.whole.max_sum_law import LAW_CODES
    from sage_latticegames.misere.whole.chain_law import CHAIN_LAW_CODES
    return dict([(code, "max-sum law") for code in LAW_CODES]
                + [(code, "chain law") for code in CHAIN_LAW_CODES])


def prove_infinite_whole_game(code, max_heap=12, max_seconds=120, start_heap=2, method=None):
    r"""
    Prove that the misère quotient of the whole octal game ``code`` is
    infinite.

    The methods:

    - ``'bounded'`` -- a linear pretension proving the quotient `\mathcal
      Q_N` of heaps `\le N` infinite (Theorems 1--3 of
      :mod:`~sage_latticegames.misere.heap.linear_pretension`), searched for
      `N` = ``start_heap``, ..., ``max_heap`` within the time budget, and
      Lemma 1 of the module documentation;
    - ``'max-sum law'`` -- for 0.26, 0.27 and 0.57 only, whose bounded
      quotients are all finite (so that ``'bounded'`` cannot apply): the
      max--sum law of the code and its Corollary, decided by isl
      (:func:`~sage_latticegames.misere.whole.max_sum_law.prove_infinite_max_sum_law`;
      a few minutes, the package ``islpy`` needed);
    - ``'chain law'`` -- for 0.54 only, whose bounded quotients are all
      finite too: the chain law and its Corollary, decided by isl
      (:func:`~sage_latticegames.misere.whole.chain_law.prove_infinite_054`;
      a few minutes, ``islpy`` needed).

    INPUT:

    - ``code`` -- an octal code (a string such as ``'0.3122'``)
    - ``max_heap`` -- (default: 12) the largest heap bound tried
    - ``max_seconds`` -- (default: 120) the time budget, shared by the
      heap bounds
    - ``start_heap`` -- (default: 2) the first heap bound tried
    - ``method`` -- (default: ``None``) ``'bounded'``, ``'max-sum law'``,
      ``'chain law'``, or ``None``: ``'max-sum law'`` for the codes of the
      max--sum laws (0.26, 0.27, 0.57: ``LAW_CODES`` of
      :mod:`~sage_latticegames.misere.whole.max_sum_law`), ``'chain law'`` for
      0.54, ``'bounded'`` for the others

    ``max_heap``, ``max_seconds`` and ``start_heap`` are the parameters of
    ``'bounded'``; the proofs of the laws have no time budget.

    OUTPUT: a :class:`WholeGameInfinitenessCertificate` (``'bounded'``) or a
    :class:`~sage_latticegames.misere.whole.max_sum_law.MaxSumInfinitenessCertificate`
    (``'max-sum law'``) or a
    :class:`~sage_latticegames.misere.whole.chain_law.ChainLawInfinitenessCertificate`
    (``'chain law'``); all give ``code()``, ``is_finite()``,
    ``position(n)``, ``distinguisher(n)``, ``is_P_position(m, n)``,
    ``certificate()`` (naming the theorems) and ``check_on_game(N)``.

    With ``'bounded'``, when no bounded quotient is proved infinite within
    the budget, a :class:`WholeGameUndecided` (a ``ValueError``) says so,
    with the orders of the bounded quotients that were proved (which proves
    nothing either way; for 0.26, 0.27, 0.57 and 0.54 it names the law); a whole
    quotient proved *finite* by the misère periodicity theorem is a
    ``ValueError`` too.  A law for another code is a
    ``ValueError``, and without ``islpy`` it is an ``ImportError`` that says
    so.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.infinite_whole_game import prove_infinite_whole_game
        sage: C = prove_infinite_whole_game('0.3122', start_heap=7, max_heap=7, max_seconds=600); C    # long time
        Proved: the misère quotient of the whole octal game 0.3122 is infinite: ...
        sage: C.position(1), C.distinguisher(1)                           # long time
        ((7, 7, 7, 7, 7, 7), (5, 5, 5, 5, 5, 5, 5))
        sage: prove_infinite_whole_game('0.54', max_heap=6, max_seconds=10, method='bounded')
        Traceback (most recent call last):
        ...
        WholeGameUndecided: not proved: ...
        sage: prove_infinite_whole_game('0.54')                            # long time
        Proved: the misère quotient of the whole octal game 0.54 is infinite: x_m + r_n is a P-position iff m <= n, for x_m = two heaps of size 7m + 10 and r_n = heaps of sizes 7n + 21 and 1 (chain law, decided by isl)

    The whole games 0.26, 0.27 and 0.57 are proved infinite by the max--sum laws of
    :mod:`~sage_latticegames.misere.whole.max_sum_law` (no bounded quotient
    of theirs is infinite), the method chosen for them::

        sage: C = prove_infinite_whole_game('0.27'); C                     # long time
        Proved: the misère quotient of the whole octal game 0.27 is infinite: x_m + r_n is a P-position iff m <= n, for x_m = 2m heaps of size 3 and r_n = one heap of size 4n + 11 (max-sum law, decided by isl)
        sage: C.position(1), C.distinguisher(1)                           # long time
        ((3, 3), (15,))

    The bounded route fails on them, and its error says what decides them::

        sage: try:
        ....:     prove_infinite_whole_game('0.27', max_heap=4, max_seconds=5, method='bounded')
        ....: except ValueError as e:
        ....:     print(str(e).split('; the max-sum law ')[1])
        proves the whole quotient of 0.27 infinite by another route: prove_infinite_whole_game('0.27') (method='max-sum law'), an isl proof of a few minutes

    TESTS::

        sage: prove_infinite_whole_game('0.31', max_heap=16)
        Traceback (most recent call last):
        ...
        ValueError: the misère quotient of the whole octal game 0.31 is finite: ...
        sage: prove_infinite_whole_game('0.3122', method='max-sum law')
        Traceback (most recent call last):
        ...
        ValueError: the max-sum law is a theorem for 0.26, 0.27 and 0.57, not for 0.3122
        sage: prove_infinite_whole_game('0.26', method='linear')
        Traceback (most recent call last):
        ...
        ValueError: method must be None, 'bounded' or 'max-sum law' or 'chain law', got 'linear'
        sage: prove_infinite_whole_game('0.26', method='chain law')
        Traceback (most recent call last):
        ...
        ValueError: the chain law is a theorem for 0.54, not for 0.26
    """
    if method is not None and method not in METHODS:
        raise ValueError("method must be None, %s, got %r"
                         % (" or ".join(repr(m) for m in METHODS), method))
    rules = OctalRules(code)
    code = rules.code()
    max_heap, start_heap = int(max_heap), int(start_heap)
    if start_heap < 1 or max_heap < start_heap:
        raise ValueError("need 1 <= start_heap <= max_heap, got %s, %s" % (start_heap, max_heap))
    # imported at the call, so that loading this module does not load the laws' modules (and
    # the polyhedral part of Sage that they need)
    from sage_latticegames.misere.whole.max_sum_law import prove_infinite_max_sum_law
    from sage_latticegames.misere.whole.chain_law import prove_infinite_054
    name = whole_game_laws().get(code)      # the law of the code, or None
    if method is None:
        method = name or "bounded"
    # a ValueError for another code, an ImportError without islpy
    if method == "max-sum law":
        return prove_infinite_max_sum_law(code)
    if method == "chain law":
        return prove_infinite_054(code)
    budget = Budget(max_seconds)
    left = budget.left()
    orders, whole = bounded_quotient_orders(code, max_heap, 30 if left is None else min(30, left / 4))
    if whole is not None:
        raise ValueError("the misère quotient of the whole octal game %s is finite: %s"
                         % (code, whole))
    by_heap = {N: o for N, o, _ in orders}
    tried = []
    for N in range(start_heap, max_heap + 1):
        left = budget.left()
        if left is not None and left <= 0:
            break
        if N in by_heap and N - 1 in by_heap and by_heap[N] == by_heap[N - 1]:
            continue          # no new heap with a move: Q_N = Q_{N-1}
        share = None if left is None else max(1.0, left if N == max_heap else left / 2)
        try:
            C = prove_infinite_heap_quotient(rules.lattice_game(N), max_seconds=share)
        except LinearPretensionFailure:
            tried.append(N)
            continue
        return WholeGameInfinitenessCertificate(code, N, C)
    shown = ", ".join("%s: %s" % (N, o) for N, o, _ in orders)
    law = ("; the %s proves the whole quotient of %s infinite by another route:"
           " prove_infinite_whole_game(%r) (method=%r), an isl proof of a few minutes"
           % (name, code, code, name) if name else "")
    raise WholeGameUndecided(
        "not proved: no linear pretension proves a bounded quotient of %s infinite (heap bounds"
        " tried: %s; %s s budget); the proved bounded quotients are finite, with orders"
        " (heap bound: order) %s; this proves nothing about the whole game (Lemma 1 needs an"
        " infinite bounded quotient or orders proved unbounded)%s"
        % (code, ", ".join(map(str, tried)) or "none", max_seconds, shown, law), code, orders,
        tried)


class WholeGameInfinitenessCertificate(DefinedByArguments, SageObject):
    r"""
    A proof that the misère quotient of a whole octal game is infinite:
    a :class:`~sage_latticegames.misere.heap.linear_pretension.HeapInfinitenessCertificate`
    for the game with heaps `\le N` and Lemma 1 of the module documentation.

    Positions are multisets of heap sizes, given as sorted tuples.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.infinite_whole_game import prove_infinite_whole_game
        sage: C = prove_infinite_whole_game('0.3122', start_heap=7, max_heap=7, max_seconds=600)   # long time
        sage: C.is_finite(), C.heap_bound()                           # long time
        (False, 7)
        sage: [[int(C.is_P_position(m, n)) for n in range(3)] for m in range(3)]   # long time
        [[1, 1, 1], [0, 1, 1], [0, 0, 1]]
        sage: C.check_on_game(2)                                      # long time
        True
        sage: C.certificate()['theorem']                              # long time
        'restriction lemma (Lemma 1 of sage_latticegames.misere.whole.infinite_whole_game)'
        sage: TestSuite(C).run()                                      # long time
    """

    def __init__(self, code, N, bounded):
        rules = OctalRules(code)
        if not isinstance(bounded, HeapInfinitenessCertificate):
            raise TypeError("expected a HeapInfinitenessCertificate, got %r" % (bounded,))
        N = int(N)
        G = bounded.game()
        expected = rules.lattice_game(N)
        if not (hasattr(G, "rule_set") and G.rule_set() == expected.rule_set()
                and G.dimension() == expected.dimension()):
            raise ValueError("the bounded certificate is for %s, not for %s with heaps of size at"
                             " most %s" % (G, rules, N))
        self._code = rules.code()
        self._N = N
        self._C = bounded
        self._sizes = tuple(int(s) for s in rules.live_heaps(N))

    def code(self):
        r"""
        Return the octal code of the game.
        """
        return self._code

    def heap_bound(self):
        r"""
        Return the heap bound `N` of the infinite bounded quotient.
        """
        return self._N

    def bounded_certificate(self):
        r"""
        Return the proof that the quotient of heaps `\le N` is infinite.
        """
        return self._C

    def is_finite(self):
        r"""
        Return ``False``: the quotient is infinite.
        """
        return False

    def _heaps(self, vector):
        return tuple(sorted(s for s, c in zip(self._sizes, vector) for _ in range(c)))

    def position(self, n):
        r"""
        Return the position `x_n` (a sorted tuple of heap sizes).
        """
        return self._heaps(self._C.position(n))

    def distinguisher(self, n):
        r"""
        Return the position `r_n`: `x_n + r_n` and `x_m + r_n`, `m > n`,
        have different outcomes.
        """
        return self._heaps(self._C.distinguisher(n))

    def is_P_position(self, m, n):
        r"""
        Return whether `x_m + r_n` is a misère P-position (for any `m, n \ge 0`).
        """
        return self._C.is_P_position(m, n)

    def certificate(self):
        r"""
        Return what was proved: the theorems and the data of the bounded proof.
        """
        return {"theorem": THEOREM, "code": self._code, "heap_bound": self._N,
                "bounded": self._C.certificate()}

    def check_on_game(self, N):
        r"""
        Recheck `x_m + r_n`, `m, n < N`, with the engine of the game with
        heaps `\le N` (an independent check, not part of the proof).
        """
        return self._C.check_on_game(N)

    def _test_family(self, tester=None, **options):
        r"""
        Check that `r_n` distinguishes `x_n` from `x_m`, `m > n`, and that
        the heaps are at most the heap bound.
        """
        tester = self._tester(tester=tester, **options)
        for n in range(5):
            tester.assertTrue(all(1 <= h <= self._N for h in self.position(n) + self.distinguisher(n)))
            for m in range(n + 1, 7):
                tester.assertNotEqual(self.is_P_position(n, n), self.is_P_position(m, n))

    def _repr_(self):
        return ("Proved: the misère quotient of the whole octal game %s is infinite: the"
                " quotient of heaps <= %s is (%s)" % (self._code, self._N, self._C))

    def _latex_(self):
        return r"\text{infinite misère quotient of the octal game %s}" % self._code

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): the bounded certificate proves
        # itself again when it is unpickled
        return (self._code, self._N, self._C)
