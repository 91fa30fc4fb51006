r"""
Rays of one heap in the bounded quotients of a whole octal game: the evidence for infinite quotients

Notation of :mod:`~sage_latticegames.misere.whole.infinite_whole_game`:
`\mathcal A_N` is the closed set of the positions of the octal game
``code`` with heaps of size at most `N`, `\mathcal Q_N` its misère quotient,
`H_n` one heap of size `n` (a heap without a move is the empty game `0`) and
`k H_g` the sum of `k` heaps of size `g`.

LEMMA 2 (rays through a proved finite quotient).  Let `\Phi: \mathcal A_N
\to \mathcal Q_N` be a proved finite misère quotient with P-portion
`\mathcal P_N`, and let `\Phi(H_g)` have index `t` and period `p` (the
powers `\Phi(H_g)^0, \dots, \Phi(H_g)^{t + p - 1}` are distinct and
`\Phi(H_g)^{t + p} = \Phi(H_g)^t`).  Then for every position `y \in
\mathcal A_N` and every `k \ge 0`, `o^-(k H_g + y)` is read off the finite
table `\Phi(H_g)^{k'} \Phi(y) \in \mathcal P_N` with `k' = k` for `k < t`
and `k' = t + ((k - t) \bmod p)` otherwise.

*Proof.* `\Phi` is a monoid morphism and `x` is a P-position iff `\Phi(x)
\in \mathcal P_N` (the definition of a quotient, Plambeck--Siegel [PS]_,
Sec. 3); `\Phi(k H_g) = \Phi(H_g)^k` and the powers are periodic from `t`
on. `\square`

So every outcome of a *ray* `k H_g + H_n` (`n \le N`, any `k`) that
:class:`RayOutcomes` returns is proved, by the proof of `\mathcal Q_N` that
the heap-by-heap construction of
:func:`~sage_latticegames.misere.heap.driver.misere_quotient_data` runs for
that game.

A *ray family* is given by a heap `g`, positions `x_m = (a + b m) H_g` and
distinguishers `r_n = H_{c + d n}`.  If `x_m + r_n` is a P-position exactly
when `m \le n`, then `r_n` distinguishes `x_n` from every `x_m`, `m > n`
(Lemma 1 of :mod:`~sage_latticegames.misere.whole.infinite_whole_game`:
distinguished in `\mathcal A_N`, hence in the whole game).  If that holds for
*every* `n`, the positions `x_m` are pairwise distinguishable and the misère
quotient of the whole game is infinite.  :meth:`RayOutcomes.family_range`
proves the statement for every `m \ge 0` and every `n` with `c + d n \le N`
(Lemma 2); no finite computation proves it for every `n`.

For 0.26, 0.27 and 0.57 the statement below, found and checked as a
conjecture, is now a theorem: it follows from the max--sum laws of
:mod:`~sage_latticegames.misere.whole.max_sum_law`, proved there for every
position (the tests compare the two for `n < 120`, `k < 80`).

THEOREM (the rays of `H_3`; a consequence of the max--sum laws, found as a
conjecture: verified for every `k \ge 0` and every `n \le 60` by
:func:`check_ray_conjecture` from the proved `\mathcal Q_{60}` (15 to 20 s per
game; the tests check `n \le 35`), and by brute force on small positions).

- 0.26 and 0.27: for odd `n \ge 3`, `n \ne 5`, with `s = (n - 5)/2`, the
  position `k H_3 + H_n` is a P-position iff `k \equiv s \pmod 2` and `k \ge
  s`, or `k \not\equiv s \pmod 2` and `k \le s - 3`; for even `n`, iff `n \in
  \{2, 6\}` and `k = 0`; for `n \in \{0, 1, 5\}` (`H_5 \equiv 0`) iff `k` is
  even and `k \ge 2` (misère Nim with heaps `H_3 = {*2}`).
- 0.57: `k H_3 + H_n` (`n \ge 1`) is a P-position iff, with `i = \lfloor (n -
  1)/4 \rfloor`: `k` odd and `k \ge 2i - 3` when `n \equiv 3, 0 \pmod 4`; `k`
  odd and `k \le 2i - 7`, or `k = 0` and `n \le 6`, when `n \equiv 1, 2
  \pmod 4`; for `n = 0` iff `k` is even and `k \ge 2`.

Each implies a ray family with `x_m + r_n` a P-position iff `m \le n`: for
0.26 and 0.27, `x_m = 2m\, H_3` and `r_n = H_{4n + 11}`; for 0.57, `x_m =
(2m + 1) H_3` and `r_n = H_{4n + 17}` (:data:`CONJECTURED_FAMILIES`, the name kept
from the time they were conjectures).  So the whole misère quotients of these
games are infinite (the element `\Phi(H_3)` has infinite order).  The rays
alone could not prove it: the outcome of `k H_3 + H_n` depends on the outcomes
of `k' H_3 + y` for every position `y` that `H_n` reaches, i.e. on a
description of the whole quotient that is uniform in the heap sizes -- which
the max--sum laws are.

EXAMPLES::

    sage: from sage_latticegames.misere.whole.growth import RayOutcomes
    sage: R = RayOutcomes('0.26', 3, 19); R
    Rays k*H_3 + H_n of the octal game 0.26 for n <= 19, proved by its quotient with heaps <= 19 (order 40; H_3 has index 6 and period 2)
    sage: ''.join('P' if R.is_P_position(k, 19) else '.' for k in range(12))
    'P.P.P..P.P.P'
    sage: R.is_P_position(10**9 + 1, 19)
    True
    sage: R.family_range(0, 2, 11, 4)
    (3, None)

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage.structure.sage_object import SageObject

from sage_latticegames.misc.protocol import DefinedByArguments

from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.whole.periodicity import OctalRules

__all__ = ["RayOutcomes", "CONJECTURED_FAMILIES", "conjectured_ray_outcome", "check_ray_conjecture"]

#: the ray families ``code: (g, a, b, c, d)``: `x_m = (a + bm) H_g`, `r_n = H_{c + dn}`,
#: `x_m + r_n` a P-position iff `m \le n` (first conjectured; proved by the max--sum laws)
CONJECTURED_FAMILIES = {"0.26": (3, 0, 2, 11, 4), "0.27": (3, 0, 2, 11, 4), "0.57": (3, 1, 2, 17, 4)}


def _nonnegative(value, name):
    r"""
    Return ``value`` as a Python integer `\ge 0` (a ``ValueError`` otherwise).
    """
    try:
        value = int(value)
    except (TypeError, ValueError):
        raise TypeError("%s must be an integer, got %r" % (name, value))
    if value < 0:
        raise ValueError("%s must be nonnegative, got %s" % (name, value))
    return value


class RayOutcomes(DefinedByArguments, SageObject):
    r"""
    The misère outcomes of `k H_g + H_n` for every `k \ge 0` and every `n
    \le N` in the octal game ``code``, proved by the finite quotient
    `\mathcal Q_N` (Lemma 2 of the module).

    INPUT:

    - ``code`` -- an octal code (e.g. ``'0.26'``)
    - ``heap`` -- the heap size `g`, `1 \le g \le N`
    - ``N`` -- the heap bound
    - ``max_seconds`` -- (default: 60) the time budget of the construction of
      `\mathcal Q_N` (a budget error when it does not suffice)

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.growth import RayOutcomes
        sage: R = RayOutcomes('0.57', 3, 21)
        sage: R.order(), R.cycle()
        (28, (5, 2))
        sage: [k for k in range(10) if R.is_P_position(k, 21)]
        [1, 3]
        sage: RayOutcomes('0.26', 30, 20)
        Traceback (most recent call last):
        ...
        ValueError: the heap g = 30 must satisfy 1 <= g <= N = 20
    """

    def __init__(self, code, heap, N, max_seconds=60):
        rules = OctalRules(code)
        N, heap = _nonnegative(N, "N"), _nonnegative(heap, "heap")
        if not 1 <= heap <= N:
            raise ValueError("the heap g = %s must satisfy 1 <= g <= N = %s" % (heap, N))
        self._code, self._g, self._N = rules.code(), heap, N
        F = misere_quotient_data(rules.lattice_game(N), progress=False, max_seconds=max_seconds)
        state = rules.position_state(F, N)      # a heap without a move is 0
        powers = [0]
        while True:                     # the powers of Phi(H_g) up to the first repetition
            u = state((heap,), powers[-1])
            if u in powers:
                break
            powers.append(u)
        self._index = powers.index(u)
        self._period = len(powers) - self._index
        self._order = len(F.P)
        self._rows = tuple(tuple(bool(F.P[state((n,) if n else (), u)]) for u in powers)
                           for n in range(N + 1))

    def code(self):
        r"""
        Return the octal code of the game.
        """
        return self._code

    def heap_bound(self):
        r"""
        Return the heap bound `N` of the proved quotient.
        """
        return self._N

    def order(self):
        r"""
        Return the order of the proved quotient `\mathcal Q_N`.
        """
        return self._order

    def cycle(self):
        r"""
        Return the index and the period of `\Phi(H_g)` in `\mathcal Q_N`.
        """
        return self._index, self._period

    def is_P_position(self, k, n):
        r"""
        Return whether `k H_g + H_n` is a misère P-position (`n = 0`: the
        position `k H_g`), for any `k \ge 0` and `0 \le n \le N`.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.growth import RayOutcomes
            sage: R = RayOutcomes('0.26', 3, 11)
            sage: R.is_P_position(0, 11), R.is_P_position(2, 0)
            (True, True)
            sage: R.is_P_position(1, 12)
            Traceback (most recent call last):
            ...
            ValueError: the heap n = 12 must satisfy 0 <= n <= N = 11
        """
        k, n = _nonnegative(k, "k"), _nonnegative(n, "n")
        if n > self._N:
            raise ValueError("the heap n = %s must satisfy 0 <= n <= N = %s" % (n, self._N))
        if k >= self._index + self._period:
            k = self._index + (k - self._index) % self._period
        return self._rows[n][k]

    def family_range(self, a, b, c, d):
        r"""
        Check the ray family `x_m = (a + bm) H_g`, `r_n = H_{c + dn}`: that
        `x_m + r_n` is a P-position iff `m \le n`, for every `m \ge 0` and
        every `n` with `c + dn \le N` (a proof for those `n`, by Lemma 2).

        OUTPUT: a pair ``(n0, failure)``: the statement holds for `n <
        n_0`; ``failure`` is ``None`` when `n_0` is the first `n` with `c +
        dn > N`, else a pair `(m, n_0)` where it fails.

        EXAMPLES::

            sage: from sage_latticegames.misere.whole.growth import RayOutcomes
            sage: R = RayOutcomes('0.26', 3, 23)
            sage: R.family_range(0, 2, 11, 4), R.family_range(0, 2, 13, 4)
            ((4, None), (0, (0, 0)))
        """
        a, b, c, d = (_nonnegative(v, name) for v, name in zip((a, b, c, d), "abcd"))
        if b == 0 or d == 0:
            raise ValueError("the steps b and d must be positive")
        t, p = self._index, self._period
        m0 = max(0, -(-(t - a) // b))        # from m0 on, a + bm >= t: periodic in m with period p
        n = 0
        while c + d * n <= self._N:
            for m in range(max(m0, n + 1) + p):
                if self.is_P_position(a + b * m, c + d * n) != (m <= n):
                    return n, (m, n)
            n += 1
        return n, None

    def _repr_(self):
        return ("Rays k*H_%s + H_n of the octal game %s for n <= %s, proved by its quotient with"
                " heaps <= %s (order %s; H_%s has index %s and period %s)"
                % (self._g, self._code, self._N, self._N, self._order, self._g, self._index,
                   self._period))

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): unpickling computes and proves the
        # quotient again
        return (self._code, self._g, self._N)


def conjectured_ray_outcome(code, k, n):
    r"""
    Return whether `k H_3 + H_n` is a P-position according to the
    THEOREM of the module (the rays of `H_3`, first a conjecture; a
    consequence of the max--sum laws) for ``code`` in ``'0.26'``, ``'0.27'``,
    ``'0.57'``.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.growth import conjectured_ray_outcome
        sage: ''.join('P' if conjectured_ray_outcome('0.26', k, 19) else '.' for k in range(12))
        'P.P.P..P.P.P'
        sage: conjectured_ray_outcome('0.3122', 0, 3)
        Traceback (most recent call last):
        ...
        ValueError: no conjecture for the octal game 0.3122 (only 0.26, 0.27, 0.57)
    """
    code = OctalRules(code).code()
    k, n = _nonnegative(k, "k"), _nonnegative(n, "n")
    if code in ("0.26", "0.27"):
        if n in (0, 1, 5):
            return k % 2 == 0 and k >= 2
        if n % 2 == 0:
            return n in (2, 6) and k == 0
        s = (n - 5) // 2
        return k >= s if (k - s) % 2 == 0 else k <= s - 3
    if code == "0.57":
        if n == 0:
            return k % 2 == 0 and k >= 2
        i = (n - 1) // 4
        if n % 4 in (3, 0):
            return k % 2 == 1 and k >= 2 * i - 3
        return (k % 2 == 1 and k <= 2 * i - 7) or (k == 0 and n <= 6)
    raise ValueError("no conjecture for the octal game %s (only %s)"
                     % (code, ", ".join(sorted(CONJECTURED_FAMILIES))))


def check_ray_conjecture(code, N, max_seconds=60):
    r"""
    Compare the THEOREM of the module (first a conjecture; this is the check
    that found it, independent of the max--sum laws) with the proved outcomes of
    :class:`RayOutcomes` for ``code`` (``'0.26'``, ``'0.27'``, ``'0.57'``):
    every `k \ge 0` and every `n \le N`, and its ray family for every `n`
    with `r_n` a heap of size `\le N`.

    Both sides are periodic in `k` with period `2` from `k = \max(t, N)` on
    (`t` the index of `\Phi(H_3)` in `\mathcal Q_N`; the conjecture from `k
    \ge n/2`), so the comparison of `k < \max(t, N) + 4` covers every `k`: a
    ``True`` answer *proves* the statement for `n \le N` without the laws.

    OUTPUT: a dictionary: ``'holds'`` (boolean), ``'failure'`` (``None`` or a
    pair `(k, n)`), ``'family'`` (the output of
    :meth:`RayOutcomes.family_range` for :data:`CONJECTURED_FAMILIES`),
    ``'order'`` and ``'cycle'`` of `\Phi(H_3)`.

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.growth import check_ray_conjecture
        sage: D = check_ray_conjecture('0.26', 27)
        sage: D['holds'], D['failure'], D['family'], D['order'], D['cycle']
        (True, None, (5, None), 84, (10, 2))
    """
    code = OctalRules(code).code()
    if code not in CONJECTURED_FAMILIES:
        conjectured_ray_outcome(code, 0, 0)        # the error message
    R = RayOutcomes(code, 3, N, max_seconds=max_seconds)
    t, p = R.cycle()
    failure = next(((k, n) for n in range(R.heap_bound() + 1) for k in range(max(t + p, N) + 4)
                    if R.is_P_position(k, n) != conjectured_ray_outcome(code, k, n)), None)
    return {"holds": failure is None, "failure": failure,
            "family": R.family_range(*CONJECTURED_FAMILIES[code][1:]), "order": R.order(),
            "cycle": (t, p)}
