r"""
Candidates for a finite misère quotient: the exact outcome oracle and the candidate builders

The heap-by-heap construction of a misère quotient (Plambeck--Siegel [PS]_;
Definition 4.7 of [Guo]; the driver is
:func:`~sage_latticegames.misere.heap.driver.misere_quotient_data`) needs

- the game as moves `(\gamma^+, \gamma^-)` (:func:`game_moves`) and the
  prefixes of coordinates closed under moves (:func:`closed_prefixes`);
- exact outcomes of positions (:class:`_Outcomes`: a memoized recursion,
  Theorem 4.6 of [GM], that reads the outcomes of positions supported on a
  proven prefix in the proven quotient of that prefix);
- candidates, i.e. finite monoids with a P-portion
  (:class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`):
  the Cayley graph of representatives identified by their outcomes against
  test positions (:func:`_candidate`), the *conservative extension* of the
  previous quotient (:func:`_conservative_extension`), and the
  *recalibration by products* of MisereSolver (:func:`_product_candidate`,
  :func:`_recalibrate`);
- new tests from a counterexample (:func:`_counterexample_tests`, as in
  Angluin's algorithm) and a small set of tests separating a proven
  quotient (:func:`_separating_tests`).

None of these proves anything: every candidate goes through
:func:`~sage_latticegames.misere.heap.verification.verify_candidate`.  The long
loops (outcomes, candidates) read the clock of an optional
:class:`~sage_latticegames.misc.budget.Budget` and raise
:class:`~sage_latticegames.misc.budget.BudgetExceeded` when it is spent.

EXAMPLES::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere.heap.candidates import game_moves, _Outcomes
    sage: d, moves, misere = game_moves(games.nim(2, 'misere'))
    sage: O = _Outcomes(d, moves, misere)
    sage: [O.is_P(x) for x in [(0, 0), (1, 0), (1, 1), (0, 2)]]
    [False, True, False, True]

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""

import heapq
import itertools

import numpy as np

from sage_latticegames.misc.points import add, dot, sub, unit_vector, unit_vectors
from sage_latticegames.misc.protocol import name_of
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData, reduced_table
from sage_latticegames.misere.monoid.finite_monoid import _weighted_representatives
from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError, CLOCK_STEPS

__all__ = ["GameMoves", "game_moves", "game_name", "closed_prefixes"]


def game_name(game):
    r"""
    Return the name of a lattice game, or its description if it has none.

    EXAMPLES::

        sage: from sage_latticegames import games, LatticeGame
        sage: from sage_latticegames.misere.heap.candidates import game_name
        sage: game_name(games.nim(1)), game_name(LatticeGame([(1,)]))
        ('Nim with heaps of size at most 1 (normal play)',
         'Lattice game on Normal play board N^1 with rule set Rule set in Z^1 with 1 move: (1)')
    """
    return name_of(game)


# ----------------------------------------------------------------------
# the game: moves as (gamma^+, gamma^-), the play, the closed prefixes
# ----------------------------------------------------------------------
def game_moves(game):
    r"""
    Return ``(d, moves, misere)`` for a lattice game on `\NN^d` whose
    defeated ideal is `\{0\}` (misère play, Example 4.5 of [GM]) or empty
    (normal play): ``moves`` is the list of pairs `(\gamma^+, \gamma^-)` of
    tuples with `\gamma = \gamma^+ - \gamma^-`.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.candidates import game_moves
        sage: game_moves(games.nim(2, 'misere'))
        (2, [((1, 0), (0, 0)), ((0, 1), (0, 0)), ((0, 1), (1, 0))], True)
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.game_board import GameBoard
        sage: game_moves(LatticeGame([(1, 0), (0, 1)], GameBoard.orthant(2, defeated=[(1, 0)])))
        Traceback (most recent call last):
        ...
        ValueError: the misère quotient is computed for games on N^d in misère play (defeated positions {0}) or normal play (none); this game has the defeated positions (0, 0), (1, 0)
        sage: game_moves(7)
        Traceback (most recent call last):
        ...
        TypeError: expected a lattice game (e.g. games.octal('0.07', 5, play='misere')), got 7
    """
    return tuple(GameMoves.of(game))


class GameMoves:
    r"""
    The moves of a lattice game on `\NN^d` in misère play (defeated
    positions `\{0\}`, Example 4.5 of [GM]) or normal play (none), decoded
    once from its rule set: the dimension ``d``, the pairs `(\gamma^+,
    \gamma^-)` of tuples with `\gamma = \gamma^+ - \gamma^-` (``moves``,
    a tuple) and the play (``misere``).  A value: equal when the three are
    equal; unpacked as ``d, moves, misere`` (``moves`` a list), as
    :func:`game_moves` returns them.

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.candidates import GameMoves
        sage: M = GameMoves(games.octal('0.07', 5, play='misere')); M
        moves of a lattice game on N^4 in misère play (6 moves)
        sage: d, moves, misere = M; d, moves[:2], misere
        (4, [((1, 0, 0, 0), (0, 0, 0, 0)), ((0, 1, 0, 0), (0, 0, 0, 0))], True)
        sage: GameMoves.of(M) is M, M == GameMoves(games.octal('0.07', 5, play='misere'))
        (True, True)
    """

    def __init__(self, game):
        if not (hasattr(game, "rule_set") and hasattr(game, "board")):
            raise TypeError("expected a lattice game (e.g. games.octal('0.07', 5, play='misere')),"
                            " got %r" % (game,))
        d = int(game.dimension())
        if not game.board().is_orthant():
            raise ValueError("the misère quotient is computed for games on the orthant N^d; the"
                             " board of %s is not the orthant" % game)
        D = sorted(tuple(int(x) for x in p) for p in game.defeated_positions())
        if D not in ([], [(0,) * d]):
            raise ValueError("the misère quotient is computed for games on N^d in misère play"
                             " (defeated positions {0}) or normal play (none); this game has the"
                             " defeated positions %s" % ", ".join(str(p) for p in D))
        # (exact: int64 entries, or Python integers when they are large)
        A = game.rule_set().integer_array().reshape(-1, d)
        plus, minus = np.maximum(A, 0).tolist(), np.maximum(-A, 0).tolist()
        self.d = d
        self.moves = tuple(zip(map(tuple, plus), map(tuple, minus)))
        self.misere = bool(D)

    @staticmethod
    def of(game):
        r"""
        Return ``game`` if it is a :class:`GameMoves`, else its moves.
        """
        return game if isinstance(game, GameMoves) else GameMoves(game)

    def __iter__(self):
        return iter((self.d, list(self.moves), self.misere))

    def __eq__(self, other):
        return (isinstance(other, GameMoves) and (self.d, self.moves, self.misere)
                == (other.d, other.moves, other.misere))

    def __hash__(self):
        return hash((self.d, self.moves, self.misere))

    def __repr__(self):
        return "moves of a lattice game on N^%s in %s play (%s moves)" % (
            self.d, "misère" if self.misere else "normal", len(self.moves))


def closed_prefixes(d, moves):
    r"""
    Return the increasing list of `j \le d` such that the positions supported
    on the first `j` coordinates are closed under moves (every move legal
    there, `\gamma^+` supported on them, leaves `\gamma^-` supported on
    them); always ends with `d`.  For a heap game (coordinates = heap sizes
    in increasing order) every `j` qualifies.

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.candidates import closed_prefixes
        sage: closed_prefixes(3, [((1, 0, 0), (0, 0, 0)), ((0, 1, 0), (1, 0, 0)), ((0, 0, 1), (0, 0, 0))])
        [1, 2, 3]
        sage: closed_prefixes(2, [((1, 0), (0, 1)), ((0, 1), (0, 0))])
        [2]
    """
    out = []
    for j in range(1, d + 1):
        if all(any(gm[j:]) is False or any(gp[j:]) for gp, gm in moves):
            out.append(j)
    if not out or out[-1] != d:
        out.append(d)
    return out


# ----------------------------------------------------------------------
# the exact outcome oracle
# ----------------------------------------------------------------------
class _Outcomes:
    r"""
    Exact outcomes (``True`` for a P-position) of positions of a lattice
    game on `\NN^d`, memoized, using the proven quotient of a closed prefix
    for the positions supported there.
    """

    def __init__(self, d, moves, misere):
        self.d, self.moves, self.misere = d, moves, misere
        self.memo = {}
        self.known = None   # (j, FiniteQuotientData) proven for coordinates < j
        # a key ordering the options to try (False first: guessed P-positions),
        # e.g. from an unproven candidate; it only changes the order of the search
        self.guess = None
        # an optional Budget whose clock the searches read (BudgetExceeded when spent)
        self.budget = None
        # moves grouped by gamma^+ when it is a unit vector (heap games): i -> list of
        # sparse gamma^- as tuples of (coordinate, count); the others kept whole
        self._unit = {}
        self._other = []
        for gp, gm in moves:
            if sum(gp) == 1:
                i = gp.index(1)
                self._unit.setdefault(i, []).append(tuple((l, c) for l, c in enumerate(gm) if c))
            else:
                self._other.append((gp, gm))

    def set_known(self, j, F):
        r"""
        Use the proven quotient ``F`` of the positions supported on the first
        ``j`` coordinates (a closed prefix).
        """
        self.known = (j, F)
        self._kj = j
        self._kpow = [F.powers(i) for i in range(j)]
        self._kcyc = [F.cycle(i) for i in range(j)]
        self._ktable = F.table()
        self._kP = F.P

    def _shortcut(self, x):
        v = self.memo.get(x)
        if v is not None:
            return v
        if self.known is not None:
            j = self._kj
            if not any(x[j:]):
                if not any(x):
                    return not self.misere
                u = 0
                table, kpow = self._ktable, self._kpow
                for i in range(j):
                    n = x[i]
                    if n:
                        pw = kpow[i]
                        if n >= len(pw):
                            t, m = self._kcyc[i]
                            n = t + (n - t) % m
                        u = table[u][pw[n]]
                return self._kP[u]
        elif not any(x):
            return not self.misere
        return None

    def options(self, x):
        misere = self.misere
        for i, gms in self._unit.items():
            if x[i]:
                base = list(x)
                base[i] -= 1
                for gm in gms:
                    y = base[:]
                    for l, c in gm:
                        y[l] += c
                    if misere and not gm and not any(y):
                        continue
                    yield tuple(y)
        for gp, gm in self._other:
            if all(a >= b for a, b in zip(x, gp)):
                y = tuple(a - b + c for a, b, c in zip(x, gp, gm))
                if misere and not any(y):
                    continue
                yield y

    def is_P(self, x):
        v = self._shortcut(x)
        if v is not None:
            return v
        memo = self.memo
        shortcut = self._shortcut
        guess = self.guess
        # depth-first, lazily: the unknown options of a position are evaluated one at
        # a time, and the position is an N-position as soon as one of them is P
        stack = []

        def frame(y):
            unknown = []
            for z in self.options(y):
                r = shortcut(z)
                if r is None:
                    unknown.append(z)
                elif r:
                    memo[y] = False
                    return
            if not unknown:
                memo[y] = True
                return
            if guess is not None and len(unknown) > 1:
                # the options guessed to be P-positions first (the order only)
                unknown.sort(key=guess)
            stack.append([y, unknown, 0])

        frame(x)
        budget = self.budget
        steps = 0
        while stack:
            steps += 1
            if budget is not None and not steps % CLOCK_STEPS:
                budget.check("the outcome oracle")
            top = stack[-1]
            y, unknown, i = top
            while i < len(unknown):
                r = memo.get(unknown[i])
                if r is None:
                    break
                if r:
                    break
                i += 1
            top[2] = i
            if i == len(unknown):
                memo[y] = True
                stack.pop()
                continue
            r = memo.get(unknown[i])
            if r:
                memo[y] = False
                stack.pop()
                continue
            z = unknown[i]
            if z in memo:
                continue
            frame(z)
        return memo[x]


def _order_error(max_order, k):
    r"""
    Return the :class:`~sage_latticegames.misere.heap.verification.MisereQuotientBudgetError`
    of a candidate with more than ``max_order`` elements on ``k`` coordinates.

    TESTS::

        sage: from sage_latticegames.misere.heap.candidates import _order_error
        sage: _order_error(8, 4)
        MisereQuotientBudgetError('the heap-by-heap construction did not stabilise within max_order=8 on 4 coordinates: the candidate quotient has more than 8 elements (the quotient may be infinite; this is not a proof of it)')
    """
    return MisereQuotientBudgetError(
        "the heap-by-heap construction did not stabilise within max_order=%s on %s"
        " coordinates: the candidate quotient has more than %s elements (the"
        " quotient may be infinite; this is not a proof of it)" % (max_order, k, max_order))


# ----------------------------------------------------------------------
# the candidate
# ----------------------------------------------------------------------
def _candidate(oracle, k, tests, max_order, weights):
    r"""
    Build the candidate on the first ``k`` coordinates whose states are the
    first words (for the monomial order: ``weights``-degree, then lex) with
    distinct outcome rows against ``tests``; the clock of ``oracle.budget``
    is read at each word.

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.candidates import game_moves, _Outcomes, _candidate
        sage: d, moves, misere = game_moves(games.nim(1, 'misere'))
        sage: _candidate(_Outcomes(d, moves, misere), 1, [(0,), (1,)], 10, (1,)).delta
        ((1,), (0,))
    """
    d = oracle.d
    pad = (0,) * (d - k)
    E = unit_vectors(k)
    budget = oracle.budget

    def row(w):
        return tuple(oracle.is_P(add(w + pad, t)) for t in tests)

    start = (0,) * k
    index = {}
    reps, delta = [], []
    producers = {start: []}
    queue = [(0, start)]
    while queue:
        _, w = heapq.heappop(queue)
        if budget is not None:
            budget.check("the construction of a candidate")
        key = row(w)
        u = index.get(key)
        if u is None:
            u = index[key] = len(reps)
            if u >= max_order:
                raise _order_error(max_order, k)
            reps.append(w)
            delta.append([None] * k)
            for j in range(k):
                x = add(w, E[j])
                if x not in producers:
                    producers[x] = []
                    heapq.heappush(queue, (dot(x, weights), x))
                producers[x].append((u, j))
        for s, j in producers.pop(w):
            delta[s][j] = u
    P = [oracle.is_P(w + pad) for w in reps]
    return FiniteQuotientData(delta, P, reps)


def _guess(C, k):
    r"""
    Return the key ordering the options in the outcome oracle: ``False`` for
    the positions that the (unproven) candidate ``C`` on the first ``k``
    coordinates claims to be P-positions.

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.candidates import _guess
        sage: g = _guess(FiniteQuotientData([[1], [0]], [False, True]), 1)
        sage: g((1, 0)), g((2, 0))
        (False, True)
    """
    P = C.P
    table = C.table()
    powers = [C.powers(j) for j in range(k)]
    cycles = [C.cycle(j) for j in range(k)]

    def key(z):
        u = 0
        for j in range(k):
            n = z[j]
            if n:
                pw = powers[j]
                if n >= len(pw):
                    t, m = cycles[j]
                    n = t + (n - t) % m
                u = table[u][pw[n]]
        return not P[u]
    return key


def _product_candidate(T, k, H, cycles, moves, misere, weights, max_states):
    r"""
    Return the candidate made of the submonoid `R` of ``T`` generated by the
    generators not in ``H`` and, for each coordinate ``i`` of ``H``, a cyclic
    monoid of cyclic structure ``cycles[i]`` (the generator `a_i` maps to
    its generator); the P-portion is computed by the recursion of the
    P-positions at the smallest word of each element (``weights``-degree,
    then lex), and the result is reduced (Moore) and numbered as by
    :func:`_candidate`.  This is the recalibration of Plambeck--Siegel's
    MisereSolver; it proves nothing (see :func:`verify_candidate`).  Return
    ``None`` if the product has more than ``max_states`` elements, or if a
    move is not a heap move (its `\gamma^+` not a unit vector: the
    recursion below reads the moves heap by heap).

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data
        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import verify_candidate
        sage: from sage_latticegames.misere.heap.candidates import _product_candidate, game_moves
        sage: d, moves, misere = game_moves(games.nim(2, 'misere'))
        sage: T = FiniteQuotientData([[1, 0], [0, 1]], [False, True])
        sage: C = _product_candidate(T, 2, [1], {1: (1, 2)}, moves, misere, (1, 2), 100)
        sage: C == misere_quotient_data(games.nim(2, 'misere')), verify_candidate(C, 2, moves, misere)[0]
        (True, True)
    """
    if any(sum(gp) != 1 for gp, _ in moves):
        return None
    H = sorted(H)
    keep = [i for i in range(k) if i not in H]
    # R: the states of T reachable from 0 along the generators not in H
    index = {0: 0}
    order = [0]
    for u in order:
        for i in keep:
            v = T.delta[u][i]
            if v not in index:
                index[v] = len(order)
                order.append(v)
    nR = len(order)
    sizes = [sum(cycles[i]) for i in H]
    n = nR
    for m in sizes:
        n *= m
    if n > max_states:
        return None
    # element = r + nR * (c_1 + s_1 * (c_2 + ...)); transitions as arrays
    R = np.arange(n) % nR
    rest = np.arange(n) // nR
    comps = []
    for m in sizes:
        comps.append(rest % m)
        rest = rest // m
    strides = [nR]
    for m in sizes[:-1]:
        strides.append(strides[-1] * m)
    D = np.empty((n, k), dtype=np.int64)
    for i in keep:
        img = np.array([index[T.delta[u][i]] for u in order], dtype=np.int64)
        D[:, i] = np.arange(n) - R + img[R]
    for h, i in enumerate(H):
        t, m = cycles[i]
        c = comps[h]
        nc = np.where(c + 1 < t + m, c + 1, t)
        D[:, i] = np.arange(n) + (nc - c) * strides[h]
    delta = D.tolist()
    P = _recursion_P_portion(delta, k, moves, misere, weights)
    if P is None:
        return None
    return _reduced_candidate(delta, P, weights)


def _recursion_P_portion(delta, k, moves, misere, weights):
    r"""
    Return the P-portion of the transition table ``delta`` computed by the
    recursion of the P-positions (Theorem 4.6 of [GM]) at the smallest word
    of each element (``weights``-degree, then lex), for heap moves; ``None``
    if some element is not reached or an option is met before its outcome
    is known (the weights do not decrease along the moves).

    TESTS::

        sage: from sage_latticegames.misere.heap.candidates import _recursion_P_portion
        sage: _recursion_P_portion([[1], [2], [1]], 1, [((1,), (0,))], True, (1,))
        [False, True, False]
    """
    n = len(delta)
    by_heap = [[] for _ in range(k)]
    for gp, gm in moves:
        by_heap[gp.index(1)].append([j for j in range(k) for _ in range(gm[j])])

    def act(u, word):
        for j in word:
            u = delta[u][j]
        return u

    P = [None] * n
    try:
        reps = _weighted_representatives(delta, weights)
    except ValueError:      # some element is not reached
        return None
    for u in sorted(range(n), key=lambda u: (dot(reps[u], weights), reps[u])):
        w = reps[u]
        if not any(w):
            P[u] = not misere
            continue
        isP = True
        for i in range(k):
            if w[i] and by_heap[i]:
                x = sub(w, unit_vector(k, i))
                y = act(0, [j for j in range(k) for _ in range(x[j])])
                for gm in by_heap[i]:
                    o = act(y, gm)
                    if P[o] is None:
                        return None   # weights not decreasing along moves
                    if P[o]:
                        isP = False
                        break
                if not isP:
                    break
        P[u] = isP
    return P


def _reduced_candidate(delta, P, weights):
    r"""
    Return the reduced quotient of the transition table ``delta`` with the
    P-portion ``P`` (Moore's partition refinement:
    :func:`~sage_latticegames.misere.monoid.finite_monoid.reduced_table`), the
    identity first and the states numbered as by :func:`_renumbered`.

    TESTS::

        sage: from sage_latticegames.misere.heap.candidates import _reduced_candidate
        sage: _reduced_candidate([[1], [2], [3], [0]], [False, True, False, True], (1,)).delta
        ((1,), (0,))
    """
    D, reduced_P = reduced_table(delta, P)
    return _renumbered(D.tolist(), [bool(b) for b in reduced_P], weights)


def _renumbered(delta, P, weights):
    r"""
    Return the :class:`FiniteQuotientData` of ``delta``, ``P`` (state ``0``
    the identity) with the states numbered in the order of their smallest
    words (``weights``-degree, then lex), as :func:`_candidate` numbers them.

    TESTS::

        sage: from sage_latticegames.misere.heap.candidates import _renumbered
        sage: _renumbered([[2], [0], [1]], [False, True, False], (1,)).delta
        ((1,), (2,), (0,))
    """
    reps = _weighted_representatives(delta, weights)
    order = sorted(range(len(delta)),
                   key=lambda u: (dot(reps[u], weights), reps[u]))
    new = {u: i for i, u in enumerate(order)}
    return FiniteQuotientData([[new[v] for v in delta[u]] for u in order],
                              [P[u] for u in order], [reps[u] for u in order])


def _recalibrate(oracle, T, k, z, moves, misere, weights, max_states, want=None):
    r"""
    Return a candidate (:func:`_product_candidate`) that classifies the
    position ``z`` (misclassified by the candidate ``T``) correctly, trying
    the sets `H` of coordinates of ``z`` by increasing size, with the
    cyclic structures of ``T`` enlarged to the exponents of ``z``; ``None``
    if none does (MisereSolver's recalibration, Plambeck--Siegel).  The
    outcome ``want`` of ``z`` (``True`` for a P-position) is asked of the
    oracle unless given (it is known for a least failure: the opposite of
    the claim of ``T``).
    """
    d = oracle.d
    if want is None:
        want = oracle.is_P(tuple(z) + (0,) * (d - k))
    support = [i for i in range(k) if z[i]]
    for size in range(1, len(support) + 1):
        for H in itertools.combinations(support, size):
            cycles = {}
            for i in H:
                t, m = T.cycle(i)
                t = max(t, z[i])
                cycles[i] = (t, max(2, m))
            C = _product_candidate(T, k, H, cycles, moves, misere, weights, max_states)
            if C is not None and C.P[C.phi(tuple(z))] == want:
                return C
    return None


def _conservative_extension(oracle, F, k, tests, weights):
    r"""
    Return the candidate on ``k`` coordinates made of the proven quotient
    ``F`` on ``k - 1`` coordinates and the new generator `a_k = x`, for the
    element `x` of ``F`` whose outcomes against the tests (those supported
    on the first ``k - 1`` coordinates, smallest first, until one element
    is left) are those of `e_k`; ``None`` if no element has them.  The states are renumbered in the order of their
    smallest words (``weights``-degree, then lex), as :func:`_candidate`
    numbers them.

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data
        sage: from sage_latticegames.misere.heap.candidates import (_Outcomes, game_moves, _conservative_extension)
        sage: d, moves, misere = game_moves(games.nim(3, 'misere'))
        sage: F = misere_quotient_data(games.nim(2, 'misere'))
        sage: oracle = _Outcomes(d, moves, misere); oracle.set_known(2, F)
        sage: C = _conservative_extension(oracle, F, 3, [(0, 0, 0), (1, 0, 0), (0, 1, 0)], (1, 2, 3))
        sage: C.delta == misere_quotient_data(games.nim(3, 'misere')).delta
        True
    """
    xs = _conservative_choices(oracle, F, k, tests, weights)
    if len(xs) != 1:
        return None
    return _extended(F, xs[0], weights)


def _extended(F, x, weights):
    r"""
    Return the candidate made of ``F`` and a new generator mapped to its
    element ``x``, numbered as by :func:`_candidate` (``weights``).

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.candidates import _extended
        sage: _extended(FiniteQuotientData([[1], [0]], [False, True]), 1, (1, 1)).delta
        ((1, 1), (0, 0))
    """
    table = F.table()
    return _renumbered([list(r) + [table[u][x]] for u, r in enumerate(F.delta)], F.P, weights)


def _conservative_filter(F, k, moves, misere):
    r"""
    Return the elements `x` of the proven quotient ``F`` (of the first
    ``k - 1`` coordinates) that pass two exact necessary conditions for
    `a_k = x` (the new generator, a heap move on coordinate ``k - 1``
    leaving heaps of the first ``k - 1`` coordinates), read on `Q` alone:
    `x \in \mathcal P_Q` iff `e_k` is a P-position (its options are in
    the proven part), and for every `u \in Q`, if `xu \in \mathcal P_Q`
    then no `u \Phi(\gamma^-)` is (the positions `e_k + t`, `\Phi(t) =
    u`, have the options `t + \gamma^-`, whose outcomes ``F`` gives).
    ``None`` if the moves of the coordinate ``k - 1`` are not of that kind.

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data
        sage: from sage_latticegames.misere.heap.candidates import game_moves, _conservative_filter
        sage: F = misere_quotient_data(games.nim(2, 'misere'))
        sage: d, moves, misere = game_moves(games.nim(3, 'misere'))
        sage: _conservative_filter(F, 3, moves, misere)
        [3]
    """
    gms = [gm for gp, gm in moves if gp[k - 1] == 1 and sum(gp) == 1]
    if any(any(gm[k - 1:]) for gm in gms) or not gms:
        return None
    T = np.array(F.table(), dtype=np.intp)
    P = np.array(F.P, dtype=bool)
    g = np.array(sorted({F.act(0, gm[:k - 1]) for gm in gms}), dtype=np.intp)
    # A[u]: some u Phi(gamma^-) is a P-position (then e_k + t is an N-position)
    A = P[T[:, g]].any(axis=1)
    f0 = not bool(A[0])
    ok = (P == f0) & ~(P[T] & A[None, :]).any(axis=1)
    return np.flatnonzero(ok).tolist()


def _conservative_choices(oracle, F, k, tests, weights, moves=None, max_new=None):
    r"""
    Return the elements `x` of ``F`` that the conservative extension may
    map the new generator to: those passing :func:`_conservative_filter`
    (when ``moves`` are given), then agreeing with the outcomes of `e_k + t`
    for the tests `t` (supported on the first ``k - 1`` coordinates,
    smallest first) while more than one is left and the outcome oracle has
    computed at most ``max_new`` new positions (no bound by default).

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data
        sage: from sage_latticegames.misere.heap.candidates import (_Outcomes, game_moves,
        ....:                                                  _conservative_choices)
        sage: d, moves, misere = game_moves(games.nim(3, 'misere'))
        sage: F = misere_quotient_data(games.nim(2, 'misere'))
        sage: oracle = _Outcomes(d, moves, misere); oracle.set_known(2, F)
        sage: _conservative_choices(oracle, F, 3, [(0, 0, 0)], (1, 2, 3), moves)
        [3]
        sage: _conservative_choices(oracle, F, 3, [(0, 0, 0), (1, 0, 0)], (1, 2, 3), moves)
        [3]
    """
    d = oracle.d
    tests = sorted((t for t in tests if not any(t[k - 1:])),
                   key=lambda t: (dot(t, weights), t))
    e = unit_vector(d, k - 1)
    table, P = F.table(), F.P
    xs = None if moves is None else _conservative_filter(F, k, moves, oracle.misere)
    if xs is None:
        xs = list(range(len(F.delta)))
    start = len(oracle.memo)
    # the smallest tests first, until one element is left (a wrong choice would only
    # fail the verification: the rows identify x, they do not prove anything)
    for t in tests:
        if len(xs) <= 1 or (max_new is not None and len(oracle.memo) - start > max_new):
            break
        b = oracle.is_P(add(e, t))
        v = F.phi(t[:k - 1])
        xs = [x for x in xs if P[table[x][v]] == b]
    return xs


def _separating_tests(oracle, F, k, tests, weights=None):
    r"""
    Return a subset of ``tests`` and of the representatives of ``F``
    (keeping the first test, `0`) that separates the states of the proven
    quotient ``F``: the candidates are taken by increasing ``weights``-degree
    and kept when they split a class (outcomes read in ``F``), so that the
    tests stay small (the outcomes of `e_{k+1} + t` are computed next).

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data
        sage: from sage_latticegames.misere.heap.candidates import (_separating_tests, _Outcomes, game_moves)
        sage: F = misere_quotient_data(games.nim(2, 'misere'))
        sage: d, moves, misere = game_moves(games.nim(2, 'misere'))
        sage: _separating_tests(_Outcomes(d, moves, misere), F, 2, [(0, 0)])
        [(0, 0), (0, 1), (1, 0), (0, 2)]
    """
    d = oracle.d
    pad = (0,) * (d - k)
    if weights is None:
        weights = (1,) * k
    # F is proven: the outcome of r + t is P[Phi(r) Phi(t)] for t supported on the
    # first k coordinates; the representatives of F (smallest words) separate it
    first = tests[0]
    cands = {t for t in tests[1:] if not any(t[k:])}
    cands.update(r + pad for r in F.reps)
    cands.discard(first)
    cands = sorted(cands, key=lambda t: (dot(t, weights), t))
    table, P = F.table(), F.P
    n = len(F.delta)

    def row(t):
        v = F.phi(t[:k])
        return [P[table[u][v]] for u in range(n)]

    keep = [first]
    label = row(first)
    count = len(set(label))
    for t in cands:
        if count == n:
            break
        r = row(t)
        new = [(a, b) for a, b in zip(label, r)]
        c = len(set(new))
        if c > count:
            keep.append(t)
            index = {}
            label = [index.setdefault(x, len(index)) for x in new]
            count = c
    if count < n:
        raise RuntimeError("the tests do not separate the representatives; please report")
    return keep


def _pairs(parts):
    r"""
    Return the number of pairs of indices not separated by ``parts``.

    TESTS::

        sage: from sage_latticegames.misere.heap.candidates import _pairs
        sage: _pairs([[0, 1, 2], [3, 4]])
        4
    """
    return sum(len(c) * (len(c) - 1) // 2 for c in parts)


def _counterexample_tests(oracle, F, k, kind, x, tests, least=False):
    r"""
    Return new tests from a failed verification at the position ``x``: the
    suffixes `z - p` of a misclassified position `z` along the prefixes `p`
    of its word (Angluin/Rivest--Schapire), or the tests `t + e_i`, `t + e_j`
    after a failure of commutativity.
    """
    d = oracle.d
    pad = (0,) * (d - k)
    if kind == "commutativity":
        return _commutativity_tests(oracle, F, k, tests)
    z = _misclassified(oracle, F, k, x, least)
    word = [j for j in range(k) for _ in range(z[j])]
    out = []
    suffix = list(z)
    for j in word:
        out.append(tuple(suffix) + pad)
        suffix[j] -= 1
    out.append(tuple(suffix) + pad)
    return out


def _misclassified(oracle, F, k, x, least=False):
    r"""
    Return a position among ``x`` and its options that the candidate ``F``
    misclassifies (one exists where the recursion of the P-positions fails):
    ``x`` itself, with no search, if ``least`` (``x`` is a failure of least
    degree for a grading positive on the moves: every option of ``x`` is
    classified correctly, see
    :func:`~sage_latticegames.misere.heap.verification._verify_heap_moves_antichain`).

    TESTS::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.candidates import game_moves, _Outcomes, _misclassified
        sage: d, moves, misere = game_moves(games.nim(1, 'misere'))
        sage: F = FiniteQuotientData([[1], [0]], [False, False])
        sage: _misclassified(_Outcomes(d, moves, misere), F, 1, (1,), least=True)
        (1,)
        sage: _misclassified(_Outcomes(d, moves, misere), F, 1, (2,))
        (1,)
    """
    if least and any(x):
        return tuple(x)
    pad = (0,) * (oracle.d - k)
    zs = [x] + [y[:k] for y in oracle.options(x + pad)]
    return next(z for z in zs if any(z) and F.P[F.act(0, z)] != oracle.is_P(z + pad))


def _commutativity_tests(oracle, F, k, tests):
    r"""
    Return the tests `t + e_i`, `t + e_j` for the tests `t` separating
    `\delta(\delta(u, i), j) \ne \delta(\delta(u, j), i)` (the first failure of
    commutativity): with them, the next candidate has fewer such failures
    (the rows of `u + e_i` and of `\delta(u, i)` then agree on `t + e_j`).
    """
    delta = F.delta
    pad = (0,) * (oracle.d - k)
    u, i, j = next((u, i, j) for u in range(len(delta))
                   for i, j in itertools.combinations(range(k), 2)
                   if delta[delta[u][i]][j] != delta[delta[u][j]][i])
    qa, qb = delta[delta[u][i]][j], delta[delta[u][j]][i]
    ra, rb = F.reps[qa] + pad, F.reps[qb] + pad
    out = []
    for t in tests:
        if oracle.is_P(add(ra, t)) != oracle.is_P(add(rb, t)):
            for l in (i, j):
                out.append(add(t, unit_vector(len(t), l)))
    return out

