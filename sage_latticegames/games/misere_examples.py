r"""
The misère game of MathOverflow question 85314

MathOverflow question 85314, *Can anyone analyze this misère game?* (2012),
poses the impartial game

.. MATH::

    h = \{*3,\ g + *,\ g + g\}, \qquad g = \{0,\ *2 + *3,\ *2 + *2 + *2\}

in misère play as a likely counterexample to Conjecture 4.5 of [GM-A]
(every squarefree lattice game has an affine stratification of its
P-positions, Definition 8.6 of [GM]).  :func:`mathoverflow_85314` builds it
as a lattice game on `\NN^4`, the coordinates counting the components `*`,
`*2`, `g`, `h` of a disjunctive sum, on the misère board `\NN^4 \smallsetminus
\{0\}` (Example 4.5 of [GM]); :func:`mathoverflow_85314_ray` computes the
misère outcomes `o^-(n \cdot h)` along the ray `\NN e_h` far beyond the reach
of a level region, and :func:`mathoverflow_85314_repeats` the set

.. MATH::

    E = \{n \ge 1 : o^-(n \cdot h) = o^-((n + 1) \cdot h)\}.

An affine stratification meets the ray in an eventually periodic set, so if
`E` is infinite of density zero, the P-positions have no affine
stratification and Conjecture 4.5 fails in misère play.  What is proved and
what is open is stated on the documentation page *The MathOverflow question
85314*.

.. RUBRIC:: The encoding

The nim heap `*3` is not a coordinate: the rule set replaces it by `* + *2`.
This is faithful because `*3 = * + *2` as misère games, that is `o^-(*3 + X)
= o^-(* + *2 + X)` for every impartial game `X`:

**Lemma.** (a) `* + * = 0` in misère play: `o^-(X + * + *) = o^-(X)` for
every impartial game `X`.  (b) `* + *2 = *3` in misère play.

*Proof.* (a) By induction on `X`.  If `X = 0`, both `0` and `* + *` are
N-positions (from `* + *` the mover goes to `*`, the opponent to `0`, and the
mover, without a move, wins).  If `X \ne 0` is an N-position, it has an option
`X'` that is a P-position; `X' + * + *` is then a P-position by induction, so
`X + * + *` is an N-position.  If `X` is a P-position, then `X \ne 0`, every
option `X' + * + *` with `X'` an option of `X` is an N-position by induction,
and the option `X + *` is an N-position (its option `X` is a P-position): so
`X + * + *` is a P-position.  (b) The options of `* + *2` are `*2`, `*` and
`* + * = 0` by (a); misère equality is compatible with taking options (by
the same induction), so `* + *2 = \{0, *, *2\} = *3`.  `\square`

Each move of a sum replaces one component by one of its options; with `*3 =
* + *2` and a move from `p` to `p - \gamma` this gives the nine moves

.. MATH::

    \begin{array}{ll}
    * \to 0: (1, 0, 0, 0), & *2 \to 0: (0, 1, 0, 0), \quad *2 \to *: (-1, 1, 0, 0), \\
    g \to 0: (0, 0, 1, 0), & g \to *2 + *3: (-1, -2, 1, 0), \quad g \to 3 \cdot *2: (0, -3, 1, 0), \\
    h \to *3: (-1, -1, 0, 1), & h \to g + *: (-1, 0, -1, 1), \quad h \to 2 g: (0, 0, -2, 1),
    \end{array}

each with exactly one positive entry, equal to `1`: the rule set is
squarefree in the sense of [GM-E].  The empty sum `0` is the defeated
position: it is an N-position of the misère game (the mover has no move and
wins), every other sum has the same outcome in both games.  The tests compare
the lattice game with a memoized misère search over sums of the five game
trees `*, *2, *3, g, h` (with `*3` a component of its own).

.. RUBRIC:: The ray

By (a) of the lemma, a sum with `a` copies of `*` has the outcome of the same
sum with `a \bmod 2` copies, and the potential `\varphi(a, b, c, d) = b + 3c +
6d` never increases along a move (it drops by `0, 1, 3, 0, 1, 0, 5, 3, 0` along
the nine moves above).  So the outcomes of the region `\{a \le 1, \varphi \le
6N\}` are determined by the region itself, and it holds every `n \cdot h` with
`n \le N`: a region of about `4 N^3` points instead of the `(15N)^4/5040` points
of the level region `\ell \le 15 N` of the positivity witness `\ell = (1, 2, 7,
15)` (the birthdays of the components).  :func:`mathoverflow_85314_ray` sweeps
it by layers `d = 0, 1, \dots, N`, rows `c = 0, 1, \dots` and, along a row, by a
closed form of the recursion in `b` (see :func:`_row_outcomes`).

REFERENCES:

- MathOverflow question 85314, *Can anyone analyze this misère game?* (2012),
  https://mathoverflow.net/questions/85314
- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [GM-E] A. Guo, E. Miller, *Erratum to: Lattice point methods for
  combinatorial games* (2011).
- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*, Internat. J. Game
  Theory 42 (2013).
- [Mil2013] E. Miller, *Affine stratifications from finite misère quotients*,
  J. Algebraic Combin. 37 (2013).
"""
import sage.rings.integer  # noqa: F401

import numpy as np

from sage_latticegames.games.encodings import FollowerEncoding, _lattice_game
from sage_latticegames.misc.budget import Budget, BudgetExceeded
from sage_latticegames.misc.points import positive_integer

#: the components with a coordinate, in the order of the coordinates
MATHOVERFLOW_85314_COMPONENTS = ('*', '*2', 'g', 'h')

#: the largest ``n_max`` of :func:`mathoverflow_85314_ray` (memory: about
#: ``24 * n_max^2`` bytes for two layers)
MAX_RAY = 5000

# the components as game trees: label -> options, each option a sum (tuple of labels)
_OPTIONS = {'*': ((),),
            '*2': ((), ('*',)),
            '*3': ((), ('*',), ('*2',)),
            'g': ((), ('*2', '*3'), ('*2', '*2', '*2')),
            'h': (('*3',), ('g', '*'), ('g', 'g'))}

# the components without a coordinate, as sums of components with one (Lemma (b))
_SUBSTITUTIONS = {'*3': ('*', '*2')}

# birthdays of *, *2, g, h: a linear function positive on the rule set
_BIRTHDAYS = (1, 2, 7, 15)


def mathoverflow_85314_options():
    r"""
    Return the game trees of MathOverflow question 85314: a dictionary
    ``label -> tuple of options``, each option a disjunctive sum given as a
    tuple of labels (the empty tuple is the game `0`).

    OUTPUT: a dictionary on the labels ``'*'``, ``'*2'``, ``'*3'``, ``'g'``,
    ``'h'``

    EXAMPLES::

        sage: from sage_latticegames.games.misere_examples import mathoverflow_85314_options
        sage: O = mathoverflow_85314_options()
        sage: O['h']
        (('*3',), ('g', '*'), ('g', 'g'))
        sage: O['g']
        ((), ('*2', '*3'), ('*2', '*2', '*2'))
    """
    return dict(_OPTIONS)


def _component_vector(label):
    r"""
    Return the point of `\NN^4` of the component ``label`` (``'*3'`` is `* +
    *2`, Lemma (b) of the module documentation).

    TESTS::

        sage: from sage_latticegames.games.misere_examples import _component_vector
        sage: _component_vector('g'), _component_vector('*3')
        ((0, 0, 1, 0), (1, 1, 0, 0))
    """
    v = [0] * len(MATHOVERFLOW_85314_COMPONENTS)
    for x in _SUBSTITUTIONS.get(label, (label,)):
        v[MATHOVERFLOW_85314_COMPONENTS.index(x)] += 1
    return tuple(v)


def mathoverflow_85314():
    r"""
    Return the misère game `h = \{*3, g + *, g + g\}`, `g = \{0, *2 + *3, *2 +
    *2 + *2\}` of MathOverflow question 85314 as a lattice game on `\NN^4`
    (Definition 2.9 of [GM]; misère board of Example 4.5 of [GM]).

    The coordinates count the components `*`, `*2`, `g`, `h` of a sum; a move
    replaces one component by one of its options, with `*3 = * + *2` (a
    theorem of misère play: Lemma of the module documentation).  The question
    proposes it as a counterexample to Conjecture 4.5 of [GM-A]; the rule set
    is squarefree in the sense of [GM-E].

    OUTPUT: a lattice game whose ``encoding()`` is a
    :class:`~sage_latticegames.games.encodings.FollowerEncoding` of the four
    components (with their birthdays as positivity witness)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: G = games.mathoverflow_85314(); G
        MathOverflow question 85314: h = {*3, g+*, g+g}, g = {0, *2+*3, *2+*2+*2} (misère play) (lattice game on Misere play board N^4 minus the ideal generated by (0, 0, 0, 0) with rule set Rule set in Z^4 with 9 moves)
        sage: G.rule_set().vectors()
        (N(1, 0, 0, 0), N(0, 1, 0, 0), N(-1, 1, 0, 0), N(0, 0, 1, 0), N(-1, -2, 1, 0), N(0, -3, 1, 0), N(-1, -1, 0, 1), N(-1, 0, -1, 1), N(0, 0, -2, 1))
        sage: G.rule_set().is_squarefree(), G.positivity_witness()
        (True, (1, 2, 7, 15))
        sage: E = G.encoding()
        sage: [G.outcome(E.position(['h'] * n)) for n in range(1, 9)]
        ['P', 'P', 'P', 'P', 'N', 'P', 'N', 'P']
        sage: G.outcome(E.position(['g'])), G.outcome(E.position(['g', '*2', '*2']))
        ('P', 'N')
        sage: G.winning_moves(E.position(['h', 'g']))
        (N(0, 0, 1, 0), N(0, 0, -2, 1))
    """
    labels = MATHOVERFLOW_85314_COMPONENTS
    vectors = {}
    for i, x in enumerate(labels):
        for option in _OPTIONS[x]:
            v = [0] * len(labels)
            v[i] += 1
            for y in option:
                v = [s - t for s, t in zip(v, _component_vector(y))]
            vectors.setdefault(tuple(v), None)
    encoding = FollowerEncoding(labels, birthdays=_BIRTHDAYS)
    name = ("MathOverflow question 85314: h = {*3, g+*, g+g}, g = {0, *2+*3, *2+*2+*2}"
            " (misère play)")
    return _lattice_game(list(vectors), len(labels), 'misere', name, encoding)


def _row_outcomes(X0, X1):
    r"""
    Return the P-positions of one row `(a, b, c, d)`, `a \in \{0, 1\}`, `0
    \le b < L` (``c``, ``d`` fixed), given whether each has a P-option outside
    the row.

    Inside the row, `(a, b)` has the options `(0, b - 1)` and `(1, b - 1)`
    (moves `*2 \to 0`, `*2 \to *`, with `* + * = 0`), and `(1, b)` also has
    `(0, b)` (move `* \to 0`).  With `s_b = P_0(b) \vee P_1(b)` (never both)
    and `s_{-1}` false, Definition 4.1 of [GM] gives: if `s_{b-1}` then neither
    `(0, b)` nor `(1, b)` is a P-position; otherwise `P_0(b) = \neg X_0(b)`
    and `P_1(b) = X_0(b) \wedge \neg X_1(b)`.  So `s_b = \neg s_{b-1} \wedge
    \neg Y_b` with `Y = X_0 \wedge X_1`: `s_b` holds iff `Y_b` fails and `b -
    j` is odd, `j` the last index `\le b` with `Y_j` (or `-1`).

    INPUT:

    - ``X0``, ``X1`` -- numpy boolean arrays of length `L`: `(a, b)` has a
      P-option outside the row (`a = 0`, `a = 1`)

    OUTPUT: the pair of numpy boolean arrays `(P_0, P_1)`

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.games.misere_examples import _row_outcomes
        sage: P0, P1 = _row_outcomes(np.zeros(5, bool), np.zeros(5, bool))
        sage: P0.astype(int).tolist(), P1.astype(int).tolist()
        ([1, 0, 1, 0, 1], [0, 0, 0, 0, 0])
    """
    i = np.arange(len(X0))
    Y = X0 & X1
    j = np.maximum.accumulate(np.where(Y, i, -1))
    s = ~Y & ((i - j) % 2 == 1)
    return s & ~X0, s & X0


def _reduced_layers(n_max, budget=None):
    r"""
    Iterate over the layers `d = 0, \dots,` ``n_max`` of the outcomes of the
    region `\{a \le 1,\ b + 3c + 6d \le 6\,n_{\max}\}` of
    :func:`mathoverflow_85314` (module documentation, *The ray*).

    OUTPUT: pairs ``(d, T)``, ``T`` a numpy boolean array with ``T[a, c, b]``
    true iff `(a, b, c, d)` is a P-position (a position with `a` copies of `*`
    has the outcome of ``T[a % 2, c, b]``; ``T[0, 0, 0]`` of layer `0` is the
    defeated position and false)

    TESTS::

        sage: from sage_latticegames.games.misere_examples import _reduced_layers
        sage: [bool(T[0, 0, 0]) for d, T in _reduced_layers(3)]
        [False, True, True, True]
    """
    R_max = 6 * n_max
    prev = None
    for d in range(n_max + 1):
        if budget is not None:
            budget.check("the ray of MathOverflow question 85314 (%s outcomes computed)"
                         % max(d - 1, 0))
        R = R_max - 6 * d            # b + 3c <= R in this layer
        C = R // 3
        T = np.zeros((2, C + 1, R + 1), dtype=bool)
        for c in range(C + 1):
            L = R - 3 * c + 1        # 0 <= b < L
            X0 = np.zeros(L, dtype=bool)
            X1 = np.zeros(L, dtype=bool)
            if c:
                # g -> 3*2: (a, b+3, c-1); g -> *2+*3 = *+2*2: (a+1, b+2, c-1); g -> 0: (a, b, c-1)
                X0 |= T[0, c - 1, 3:3 + L] | T[1, c - 1, 2:2 + L] | T[0, c - 1, :L]
                X1 |= T[1, c - 1, 3:3 + L] | T[0, c - 1, 2:2 + L] | T[1, c - 1, :L]
            if d:
                # h -> 2g: (a, b, c+2, d-1); h -> g+*: (a+1, b, c+1, d-1); h -> *3: (a+1, b+1, c, d-1)
                X0 |= prev[0, c + 2, :L] | prev[1, c + 1, :L] | prev[1, c, 1:1 + L]
                X1 |= prev[1, c + 2, :L] | prev[0, c + 1, :L] | prev[0, c, 1:1 + L]
            elif not c:
                X0[0] = True             # the empty sum is an N-position (defeated)
            T[0, c, :L], T[1, c, :L] = _row_outcomes(X0, X1)
        yield d, T
        prev = T


def mathoverflow_85314_ray(n_max, time_limit=None):
    r"""
    Return the misère outcomes `o^-(n \cdot h)`, `1 \le n \le` ``n_max``, of
    the game of MathOverflow question 85314.

    Exact: Definition 4.1 of [GM] on the option-closed region `\{a \le 1,\ b +
    3c + 6d \le 6\,n_{\max}\}` of :func:`mathoverflow_85314`, with `* + * = 0`
    (the module documentation proves both reductions).  About
    ``n_max^3 / 10^7`` seconds (``n_max = 1000``: 45 to 100 s).

    INPUT:

    - ``n_max`` -- a positive integer, at most ``MAX_RAY`` (`5000`)
    - ``time_limit`` -- (optional) seconds; when exceeded a
      :class:`~sage_latticegames.misc.budget.BudgetExceeded` is raised whose
      attribute ``partial`` holds the outcomes computed so far

    OUTPUT: a tuple of ``'P'``/``'N'`` of length ``n_max``, entry ``n - 1``
    being the outcome of `n \cdot h`

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: ''.join(games.mathoverflow_85314_ray(30))
        'PPPPNPNPNPNPPNNPNNPNPNPNPNPNPN'

    The lattice game agrees::

        sage: G = games.mathoverflow_85314()
        sage: S = G.solve(level=15 * 12)
        sage: ''.join(S.outcome((0, 0, 0, n)) for n in range(1, 13))
        'PPPPNPNPNPNP'

    TESTS::

        sage: games.mathoverflow_85314_ray(0)
        Traceback (most recent call last):
        ...
        ValueError: n_max must be a positive integer, got 0
        sage: games.mathoverflow_85314_ray(10**6)
        Traceback (most recent call last):
        ...
        ValueError: n_max = 1000000 exceeds MAX_RAY = 5000 (memory about 24 * n_max^2 bytes)
        sage: try:
        ....:     games.mathoverflow_85314_ray(300, time_limit=0)
        ....: except ValueError as e:
        ....:     print(e); print(e.partial)
        the ray of MathOverflow question 85314 (0 outcomes computed) exceeded its time limit of 0 s
        ()
    """
    n_max = positive_integer(n_max, "n_max")
    if n_max > MAX_RAY:
        raise ValueError("n_max = %s exceeds MAX_RAY = %s (memory about 24 * n_max^2 bytes)"
                         % (n_max, MAX_RAY))
    budget = Budget(time_limit)
    out = []
    try:
        for d, T in _reduced_layers(n_max, budget):
            if d:
                out.append('P' if T[0, 0, 0] else 'N')
    except BudgetExceeded as e:
        e.partial = tuple(out)
        raise
    return tuple(out)


def mathoverflow_85314_repeats(n_max, time_limit=None):
    r"""
    Return the `n <` ``n_max`` with `o^-(n \cdot h) = o^-((n + 1) \cdot h)`
    for the game of MathOverflow question 85314 (the set `E` of the module
    documentation, below ``n_max``).

    INPUT:

    - ``n_max``, ``time_limit`` -- as for :func:`mathoverflow_85314_ray`

    OUTPUT: a tuple of integers

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: games.mathoverflow_85314_repeats(120)
        (1, 2, 3, 12, 14, 17, 38, 40, 56, 74, 101)
    """
    out = mathoverflow_85314_ray(n_max, time_limit=time_limit)
    return tuple(n for n in range(1, len(out)) if out[n - 1] == out[n])
