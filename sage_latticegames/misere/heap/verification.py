r"""
Exact verification of a candidate finite misère quotient

A candidate (:class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`)
is a finite transition table `\delta(u, j)` on states `0, \dots, n - 1`
(state `0` the identity) with a subset `\mathcal P_Q`.  :func:`verify_candidate`
proves or refutes that it is the misère quotient (Plambeck--Siegel [PS]_;
Definition 4.7 of [Guo]) of a lattice game on `\NN^k`:

(a) The action is commutative, `\delta(\delta(u, i), j) = \delta(\delta(u,
j), i)`, and every state is reachable from `0`: then the states form a
commutative monoid `Q` and `\Phi(x) = \prod a_i^{x_i}` is a monoid morphism
`\NN^k \to Q`.

(b) The set `S = \Phi^{-1}(\mathcal P_Q)` satisfies the recursion that
characterises the P-positions (Theorem 4.6 of [GM], induction on the
level): `x \in S` iff `x` is a position with no option in `S` (in misère
play `0 \notin S`).  An option of `x` is `x - \gamma = (x - \gamma^+) +
\gamma^-`, legal iff `x \ge \gamma^+`, with image `\Phi(x -
\gamma^+)\,\Phi(\gamma^-)`.  So the condition at `x` depends only on the
tuple `s(x) = (\Phi(x), (\Phi(x - v))_{v \in V})` (``None`` when `x \not\ge
v`), `V` the nonzero vectors below some `\gamma^+` and the `e_i`.  The
tuples satisfy `s(x + e_j) = T_j(s(x))`, so the finite set `\{s(x) : x \in
\NN^k\}` is computed by a breadth-first search from `s(0)`, and the
condition is checked on each of its elements: an exact proof that `S` is
the set of P-positions on all of `\NN^k`, with no enumeration of `\NN^k`.
Three algorithms do this (each a proof; they accept the same candidates):
``'tuples'`` (the tuples above, any moves), ``'sets'`` (heap moves,
compressed tuples: :func:`_verify_heap_moves`) and ``'antichain'`` (heap
moves, the default: the P-positions have no P-option by a finite check on
`Q`, the other positions have one by a search where a state dominated, for
an exact inclusion order of languages, by a state already met is skipped:
:func:`_verify_heap_moves_antichain`).

(c) `Q` is *reduced*: no two states `u \ne v` satisfy `uw \in \mathcal P_Q
\Leftrightarrow vw \in \mathcal P_Q` for all `w \in Q` (partition
refinement inside `Q`).  Then `p \sim q \Leftrightarrow \Phi(p) =
\Phi(q)`, i.e. `Q` *is* the misère quotient.

The searches check an optional time budget
(:class:`~sage_latticegames.misc.budget.Budget`) as they go, and a bound on
the number of tuples (:class:`MisereQuotientBudgetError`).

EXAMPLES::

    sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
    sage: from sage_latticegames.misere.heap.verification import verify_candidate
    sage: verify_candidate(FiniteQuotientData([[1], [0]], [False, True]), 1, [((1,), (0,))], True)
    (True, {'commutative': True, 'reduced': True, 'tuples': 3})

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""

import itertools

import numpy as np

from sage_latticegames.misc.points import add, sub, unit_vector, unit_vectors
from sage_latticegames.misere.monoid.finite_monoid import moore_classes, commutativity_failure
from sage_latticegames.misere.monoid._monoid import weighted_representatives
from sage_latticegames.misere.heap._antichain import antichain_search

__all__ = ["verify_candidate", "MisereQuotientBudgetError"]

#: how many steps of a search pass between two looks at the clock
CLOCK_STEPS = 256


class MisereQuotientBudgetError(ValueError):
    r"""
    The heap-by-heap construction of a misère quotient did not stabilise
    within the budget (the quotient may be infinite; nothing is claimed).

    Its attribute ``partial`` is the proven quotient of the coordinates done
    (when set by the construction), and ``frontier`` the pretension frontier
    when :func:`~sage_latticegames.misere.constructor.misere_quotient`
    reached one (``None`` otherwise).

    EXAMPLES::

        sage: from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError
        sage: issubclass(MisereQuotientBudgetError, ValueError), MisereQuotientBudgetError("").frontier
        (True, None)
    """

    frontier = None


def _down_vectors(k, moves):
    r"""
    Return the nonzero vectors below some `\gamma^+` (restricted to the first
    ``k`` coordinates) together with the unit vectors, sorted.

    TESTS::

        sage: from sage_latticegames.misere.heap.verification import _down_vectors
        sage: _down_vectors(2, [((1, 1), (0, 0))])
        [(0, 1), (1, 0), (1, 1)]
    """
    V = set(unit_vectors(k))
    for gp, _ in moves:
        gp = gp[:k]
        for v in itertools.product(*[range(a + 1) for a in gp]):
            if any(v):
                V.add(v)
    return sorted(V)


def verify_candidate(F, k, moves, misere, max_tuples=None, compress=True, algorithm=None,
                     budget=None, weights=None):
    r"""
    Prove or refute that the finite monoid ``F`` (a
    :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData` on ``k`` generators) is the misère quotient of
    the game with ``moves`` restricted to `\NN^k` (see the module
    documentation: checks (a), (b), (c)).

    INPUT:

    - ``F`` -- a :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`
    - ``k`` -- number of coordinates; ``moves`` -- pairs `(\gamma^+,
      \gamma^-)` (only those with `\gamma^+` supported on the first ``k``
      coordinates are used; their `\gamma^-` must be supported there too)
    - ``misere`` -- boolean: defeated ideal `\{0\}` (else none)
    - ``max_tuples`` -- (default: no bound) raise
      :class:`MisereQuotientBudgetError` beyond this many tuples
    - ``algorithm`` -- (default: ``'antichain'`` for heap moves, every
      `\gamma^+` a unit vector, else ``'tuples'``) how (b) is checked:

      - ``'antichain'`` -- heap moves only: the claimed P-positions have no
        P-option by a finite check on `Q` (:func:`_check_P_positions`), and
        the other positions have one by a search over the states `(\Phi(x),
        S)` of :func:`_verify_heap_moves`, ``S`` reduced to an antichain of
        an exact inclusion order, a state dominated by one already met being
        skipped (:func:`_verify_heap_moves_antichain`)
      - ``'sets'`` -- heap moves only: every state `(\Phi(x), S)` of
        :func:`_verify_heap_moves` (the algorithm of version 0.2)
      - ``'tuples'`` -- the tuples `s(x)` above (any moves; slowest)

    - ``compress`` -- boolean (default ``True``); ``False`` is the same as
      ``algorithm='tuples'`` (kept for compatibility)
    - ``budget`` -- (optional) a :class:`~sage_latticegames.misc.budget.Budget`:
      the searches raise :class:`~sage_latticegames.misc.budget.BudgetExceeded`
      when it is spent (the clock is read every :data:`CLOCK_STEPS` states)
    - ``weights`` -- (optional) positive integers, one per coordinate; with
      ``'antichain'`` the witness of a refutation is then a position of
      least ``weights``-degree where the recursion fails; for weights
      positive on the moves (e.g. the positivity witness of the game) it is
      misclassified by ``F`` (see :func:`_verify_heap_moves_antichain`)

    OUTPUT: ``(True, certificate)`` where ``certificate`` is a dictionary
    (``'tuples'``: the number of states visited by the search), or ``(False,
    (kind, witness))`` where ``witness`` is a position where the claim fails
    (``kind`` is ``'commutativity'`` or ``'recursion'``).  All algorithms
    accept exactly the same candidates (each is a proof of (b)); the witness
    of a refutation may differ between them.

    EXAMPLES:

    The group `\ZZ/2` with `\mathcal P_Q = \{a\}` is the quotient of misère
    Nim with heaps of size `1`, not of normal play::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import verify_candidate
        sage: F = FiniteQuotientData([[1], [0]], [False, True])
        sage: verify_candidate(F, 1, [((1,), (0,))], True)
        (True, {'commutative': True, 'reduced': True, 'tuples': 3})
        sage: verify_candidate(F, 1, [((1,), (0,))], False)
        (False, ('recursion', (0,)))
        sage: verify_candidate(F, 1, [((1,), (0,))], True, algorithm='sets')
        (True, {'commutative': True, 'reduced': True, 'tuples': 3})
        sage: verify_candidate(F, 1, [((1,), (0,))], True, compress=False)
        (True, {'commutative': True, 'reduced': True, 'tuples': 3})

    The three algorithms on the quotient of misère Nim with heaps of size at
    most `3`, and on a wrong candidate (the P-portion of `T_2` shifted)::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.driver import misere_quotient_data, game_moves
        sage: d, moves, misere = game_moves(games.nim(3, 'misere'))
        sage: T = misere_quotient_data(games.nim(3, 'misere'))
        sage: [verify_candidate(T, d, moves, misere, algorithm=a)[1]['tuples']
        ....:  for a in ('antichain', 'sets', 'tuples')]
        [9, 23, 29]
        sage: W = FiniteQuotientData(T.delta, [not b for b in T.P], T.reps)
        sage: [verify_candidate(W, d, moves, misere, algorithm=a)[0]
        ....:  for a in ('antichain', 'sets', 'tuples')]
        [False, False, False]
        sage: verify_candidate(T, d, moves, misere, algorithm='fast')
        Traceback (most recent call last):
        ...
        ValueError: algorithm must be 'antichain', 'sets' or 'tuples', got 'fast'
    """
    bad = commutativity_failure(np.asarray(F.delta, dtype=np.int64).reshape(len(F.delta), -1)[:, :k])
    if bad is not None:
        u, i, j = bad
        return False, ("commutativity", add(add(F.reps[u], unit_vector(k, i)), unit_vector(k, j)))
    moves = [(gp[:k], gm[:k]) for gp, gm in moves if not any(gp[k:])]
    heap = all(sum(gp) == 1 for gp, _ in moves)
    if algorithm is None:
        algorithm = "antichain" if compress and heap else "tuples"
    if algorithm not in ("antichain", "sets", "tuples"):
        raise ValueError("algorithm must be 'antichain', 'sets' or 'tuples', got %r"
                         % (algorithm,))
    if algorithm != "tuples" and not heap:
        raise ValueError("the algorithm %r needs heap moves (every gamma^+ a unit vector);"
                         " use algorithm='tuples'" % algorithm)
    if algorithm == "antichain":
        return _verify_heap_moves_antichain(F, k, moves, misere, max_tuples, budget,
                                            None if weights is None else tuple(weights[:k]))
    if algorithm == "sets":
        return _verify_heap_moves(F, k, moves, misere, max_tuples, budget)
    return _verify_tuples(F, k, moves, misere, max_tuples, budget)


def _verify_tuples(F, k, moves, misere, max_tuples, budget=None):
    r"""
    Check (b) of :func:`verify_candidate` for any moves (``moves`` restricted
    to the first ``k`` coordinates) on the tuples `s(x) = (\Phi(x), (\Phi(x
    - v))_{v \in V})` of the module documentation (``-1`` for ``None``).

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _verify_tuples
        sage: F = FiniteQuotientData([[1], [0]], [False, True])
        sage: _verify_tuples(F, 1, [((1,), (0,))], True, None)
        (True, {'commutative': True, 'reduced': True, 'tuples': 3})
    """
    delta, P = F.delta, F.P
    V = _down_vectors(k, moves)
    vindex = {v: t for t, v in enumerate(V)}
    units = [vindex[e] for e in unit_vectors(k)]
    move_data = [(vindex[gp], F.act(0, gm)) for gp, gm in moves]
    table = F.table()
    # transition data: for each v and j, either ('shift', index of v - e_j or -1 for 0)
    # or ('mul',)
    shift = []
    for j in range(k):
        row = []
        for v in V:
            if v[j] >= 1:
                w = sub(v, unit_vector(k, j))
                row.append(vindex[w] if any(w) else -1)
            else:
                row.append(None)
        shift.append(row)
    start = (0,) + (-1,) * len(V)

    def holds(s):
        u = s[0]
        entries = s[1:]
        if all(entries[t] < 0 for t in units):
            required = not misere
        else:
            required = not any(entries[t] >= 0 and P[table[entries[t]][g]]
                               for t, g in move_data)
        return P[u] == required

    def successors(s):
        u = s[0]
        entries = s[1:]
        for j in range(k):
            new = [delta[u][j]]
            sj = shift[j]
            for t in range(len(V)):
                a = sj[t]
                if a is None:
                    e = entries[t]
                    new.append(delta[e][j] if e >= 0 else -1)
                else:
                    new.append(u if a < 0 else entries[a])
            yield j, tuple(new)

    return _tuple_search(F, k, start, holds, successors, max_tuples, budget)


def _tuple_search(F, k, start, holds, successors, max_tuples, budget=None):
    r"""
    Breadth-first search of the tuples from ``start`` along ``successors``
    (pairs ``(j, tuple)``: the tuple of `x + e_j`), checking ``holds`` on
    each; return the output of :func:`verify_candidate` (a failure comes with
    a position reaching the failing tuple).  The clock of ``budget`` (if
    given) is read every :data:`CLOCK_STEPS` tuples.

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _tuple_search
        sage: F = FiniteQuotientData([[1], [0]], [False, True])
        sage: _tuple_search(F, 1, 0, lambda s: s < 5, lambda s: [(0, min(s + 1, 7))], None)
        (False, ('recursion', (5,)))
    """
    parent = {start: None}
    queue = [start]
    head = 0
    while head < len(queue):
        s = queue[head]
        head += 1
        if budget is not None and not head % CLOCK_STEPS:
            budget.check("the verification of a candidate")
        if not holds(s):
            return False, ("recursion", _witness(parent, s, k))
        for j, new in successors(s):
            if new not in parent:
                parent[new] = (s, j)
                queue.append(new)
                if max_tuples is not None and len(queue) > max_tuples:
                    raise MisereQuotientBudgetError(
                        "the verification of a candidate of order %s on %s coordinates reached"
                        " more than max_tuples=%s tuples" % (len(F.delta), k, max_tuples))
    return True, {"commutative": True, "reduced": F.is_reduced(), "tuples": len(queue)}


def _verify_heap_moves(F, k, moves, misere, max_tuples, budget=None):
    r"""
    Check (b) of :func:`verify_candidate` when every `\gamma^+` is a unit
    vector (heap games), on compressed tuples.

    For a coordinate `i` let `f_i(w)` say whether `w \Phi(\gamma^-) \in
    \mathcal P_Q` for some move with `\gamma^+ = e_i`, and `\equiv_i` the
    coarsest right congruence of `Q` refining `f_i` (Moore's algorithm).  The
    condition at `x` only uses `f_i(\Phi(x - e_i))` for `x_i \ge 1`, and the
    future of the entry `\Phi(x - e_i)` only through its class for
    `\equiv_i`; and the condition only asks whether *some* entry is
    accepted.  So entries are taken in the disjoint union of the automata
    `Q/{\equiv_i}` (with acceptance `f_i`), minimized jointly (two entries
    with the same future acceptance are identified), and the state of `x` is
    `(\Phi(x), \{[\Phi(x - e_i)] : x_i \ge 1\})`: `s(x + e_j)` is obtained
    from `s(x)` by multiplying every entry by `a_j` and adding the entry of
    `\Phi(x)` for the coordinate `j` (`\Phi(x + e_j - e_j) = \Phi(x)`, and
    `\Phi(x + e_j - e_i) = \Phi(x - e_i) a_j`).  The condition at `x` is
    `\Phi(x) \in \mathcal P_Q` iff the set is nonempty (`x \ne 0`, in
    misère play) and has no accepted entry.

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _verify_heap_moves
        sage: F = FiniteQuotientData([[1], [0]], [False, True])
        sage: _verify_heap_moves(F, 1, [((1,), (0,))], True, None)
        (True, {'commutative': True, 'reduced': True, 'tuples': 3})
    """
    delta, P = F.delta, F.P
    accept, trans, entry = _heap_automaton(F, k, moves)
    start = (0, frozenset())
    cache = {}

    def holds(s):
        u, S = s
        if not S:
            required = not misere
        else:
            required = not any(accept[c] for c in S)
        return P[u] == required

    def successors(s):
        u, S = s
        for j in range(k):
            key = (j, S)
            T = cache.get(key)
            if T is None:
                T = cache[key] = frozenset(trans[c][j] for c in S)
            yield j, (delta[u][j], T | {entry[j][u]})

    return _tuple_search(F, k, start, holds, successors, max_tuples, budget)


def _heap_automaton(F, k, moves, vectors=False):
    r"""
    Return ``(accept, trans, entry)``: the joint minimal automaton of the
    entries of :func:`_verify_heap_moves` (heap moves: every `\gamma^+` a
    unit vector).

    Its states ("classes") are numbered ``0, ..., m - 1``; ``accept[c]`` says
    whether the class ``c`` is accepting, ``trans[c][j]`` is its successor
    by the letter `a_j`, and ``entry[i][w]`` is the class of the entry
    `\Phi(x - e_i) = w` of the coordinate ``i``, accepting iff some move
    `\gamma` with `\gamma^+ = e_i` gives `w \Phi(\gamma^-) \in \mathcal P_Q`.
    Two entries with the same future acceptance (along every word) have the
    same class.

    With ``vectors=True`` also return the boolean matrix ``V`` with
    ``V[c, q]`` true iff the class ``c`` multiplied by the element ``q`` of
    `Q` is accepting: the words act through `\Phi`, onto `Q`, so the
    language of ``c`` is contained in that of ``d`` iff ``V[c] <= V[d]``.

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _heap_automaton
        sage: F = FiniteQuotientData([[1], [0]], [False, True])
        sage: _heap_automaton(F, 1, [((1,), (0,))])
        ([False, True], [[1], [0]], [[0, 1]])
        sage: _heap_automaton(F, 1, [((1,), (0,))], vectors=True)[3]
        array([[False,  True],
               [ True, False]])
    """
    delta, P = F.delta, F.P
    n = len(delta)
    table = F.table()
    gms = [[] for _ in range(k)]
    for gp, gm in moves:
        gms[gp.index(1)].append(F.act(0, gm))
    keys = [[any(P[table[w][g]] for g in gms[i]) for w in range(n)] for i in range(k)]
    return _entry_automaton(delta, keys, table, vectors=vectors)


def _entry_automaton(delta, keys, table, vectors=False):
    r"""
    Return ``(accept, trans, entry)`` (and ``V`` with ``vectors=True``): the
    joint minimal automaton of the *entries* `(i, w)` of a finite
    commutative monoid `Q` (transition table ``delta``, multiplication
    table ``table``), the entry `(i, w)` accepting iff ``keys[i][w]``, and
    `(i, w) a_j = (i, w a_j)`.

    This is the automaton of :func:`_heap_automaton` for any acceptance of
    the entries: there ``keys[i][w]`` says whether some move of the heap
    ``i`` from a position `x` with `\Phi(x - e_i) = w` reaches
    `\mathcal P_Q`; the linear pretensions with a monoid
    (:mod:`~sage_latticegames.misere.heap.linear_pretension`) use one
    acceptance per context of the heaps outside the monoid.  The
    coordinates with the same row ``keys[i]`` share their entries; two
    entries with the same future acceptance (along every word) have the
    same class; ``entry[i][w]`` is the class of `(i, w)`, ``V[c, q]`` says
    whether the class ``c`` times the element ``q`` is accepting (the words
    act through `\Phi`, onto `Q`: the language of ``c`` is contained in
    that of ``d`` iff ``V[c] <= V[d]``).

    TESTS::

        sage: from sage_latticegames.misere.heap.verification import _entry_automaton
        sage: _entry_automaton([[1], [0]], [[False, True]], [[0, 1], [1, 0]], vectors=True)
        ([False, True], [[1], [0]], [[0, 1]], array([[False,  True],
               [ True, False]]))
    """
    D = np.asarray(delta, dtype=np.int64)
    n, L = D.shape[0], (D.shape[1] if D.ndim == 2 else 0)
    D = D.reshape(n, L)
    K = np.asarray(keys, dtype=bool).reshape(-1, n)
    # the groups: the distinct rows of keys, numbered in the order of their first coordinate
    _, first, group_of = np.unique(K, axis=0, return_index=True, return_inverse=True)
    rank = np.empty(len(first), dtype=np.int64)
    rank[np.argsort(first)] = np.arange(len(first))
    group_of = rank[group_of.reshape(-1)]
    ukeys = K[np.sort(first)]
    # the disjoint union of the class automata of the groups, minimized jointly:
    # entries (G, [w]_G) with the same future acceptance are identified
    offset = np.arange(len(ukeys), dtype=np.int64) * n
    jdelta = (offset[:, None, None] + D[None, :, :]).reshape(-1, L)
    jaccept = ukeys.reshape(-1)
    joint = moore_classes(jdelta, jaccept.tolist())
    m = int(joint.max()) + 1
    accept = np.zeros(m, dtype=bool)
    accept[joint] = jaccept
    trans = np.zeros((m, L), dtype=np.int64)
    trans[joint] = joint[jdelta]
    entry = joint[offset[group_of][:, None] + np.arange(n, dtype=np.int64)[None, :]]
    if not vectors:
        return accept.tolist(), trans.tolist(), entry.tolist()
    # the future of the class of (G, w) along a word x is key_G(w Phi(x)), and Phi(x)
    # runs over all of Q: one row per class (read off its first entry), indexed by Q
    _, rep = np.unique(joint, return_index=True)
    T = np.asarray(table, dtype=np.intp)
    V = ukeys[(rep // n)[:, None], T[rep % n]]
    return accept.tolist(), trans.tolist(), entry.tolist(), V


def _inclusion_order(accept, trans):
    r"""
    Return the boolean matrix ``le`` with ``le[c, d]`` true iff the language
    of the state ``c`` of the complete deterministic automaton ``(accept,
    trans)`` is contained in the language of ``d`` (the words `w` with
    ``accept`` at `c \cdot w`).

    It is the greatest relation `R` with `c R d \Rightarrow` (`c` accepting
    `\Rightarrow` `d` accepting) and `(c a_j) R (d a_j)` for every letter:
    language inclusion is such a relation (`L(c a_j) = a_j^{-1} L(c)`), and
    any such relation is contained in language inclusion (induction on the
    length of the word).  Computed as a greatest fixed point.

    TESTS::

        sage: from sage_latticegames.misere.heap.verification import _inclusion_order
        sage: le = _inclusion_order([False, True, False], [[1], [2], [2]])
        sage: [[int(b) for b in row] for row in le]
        [[1, 0, 0], [0, 1, 0], [1, 1, 1]]
    """
    m = len(accept)
    acc = np.array(accept, dtype=bool)
    T = np.array(trans, dtype=np.intp).reshape(m, -1)
    le = ~acc[:, None] | acc[None, :]
    while True:
        new = le.copy()
        for j in range(T.shape[1]):
            t = T[:, j]
            new &= le[np.ix_(t, t)]
        if (new == le).all():
            return le
        le = new


def _reachable_words(F, k):
    r"""
    Return the dictionary ``{state: word}`` of the states reachable from
    ``0`` with a shortest word reaching each (breadth-first, in that order).

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _reachable_words
        sage: _reachable_words(FiniteQuotientData([[1, 0], [1, 1]], [False, True]), 2)
        {0: (0, 0), 1: (1, 0)}
    """
    delta = F.delta
    E = unit_vectors(k)
    words = {0: (0,) * k}
    queue = [0]
    for u in queue:
        w = words[u]
        for j in range(k):
            v = delta[u][j]
            if v not in words:
                words[v] = add(w, E[j])
                queue.append(v)
    return words


def _check_P_positions(F, k, accept, entry, misere, weights=None):
    r"""
    Return ``None`` if no claimed P-position has a claimed P-option, else a
    position where this fails (a shortest one for this test).

    The options of `x` are the `x - e_i + \gamma^-` (`x_i \ge 1`,
    `\gamma^+ = e_i`), with images `\Phi(x - e_i) \Phi(\gamma^-)`; writing
    `x = y + e_i` with `y` any position, the claim is: for every state `w =
    \Phi(y)` reachable from ``0`` and every coordinate ``i``, `w a_i \in
    \mathcal P_Q` implies that the entry `(i, w)` is not accepting (see
    :func:`_heap_automaton`); and `\Phi(0) = 1 \in \mathcal P_Q` exactly in
    normal play.  A finite check on `Q`, exact because the positions `y`
    realise exactly the reachable states.

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _check_P_positions, _heap_automaton
        sage: F = FiniteQuotientData([[1], [0]], [True, True])
        sage: accept, trans, entry = _heap_automaton(F, 1, [((1,), (0,))])
        sage: _check_P_positions(F, 1, accept, entry, True), _check_P_positions(F, 1, accept, entry, False)
        ((0,), (1,))
    """
    delta, P = F.delta, F.P
    if P[0] != (not misere):
        return (0,) * k
    if weights is not None:
        # the failure of least weight: w a word of least weight reaching u
        best = None
        for u, w in _lightest_words(F, k, weights).items():
            for i in range(k):
                if P[delta[u][i]] and accept[entry[i][u]]:
                    x = add(w, unit_vector(k, i))
                    key = (sum(a * b for a, b in zip(x, weights)), x)
                    if best is None or key < best:
                        best = key
        return None if best is None else best[1]
    for u, w in _reachable_words(F, k).items():
        for i in range(k):
            if P[delta[u][i]] and accept[entry[i][u]]:
                return add(w, unit_vector(k, i))
    return None


def _lightest_words(F, k, weights):
    r"""
    Return the dictionary ``{state: word}`` of the states reachable from
    ``0`` along the first ``k`` generators, with the least word reaching
    each (``weights``-degree, then lex: THE least words,
    :func:`~sage_latticegames.misere.monoid._monoid.weighted_representatives`,
    valid as the first ``k`` columns of ``F`` commute, which
    :func:`verify_candidate` checks first).

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _lightest_words
        sage: F = FiniteQuotientData([[1, 2], [2, 0], [0, 1]], [False, True, False])
        sage: _lightest_words(F, 2, (1, 1)), _lightest_words(F, 2, (1, 5))
        ({0: (0, 0), 1: (1, 0), 2: (0, 1)}, {0: (0, 0), 1: (1, 0), 2: (2, 0)})
    """
    D = np.asarray(F.delta, dtype=np.int64).reshape(len(F.delta), -1)[:, :k]
    W, reached = weighted_representatives(D, np.asarray(weights, dtype=np.int64)[:k], partial=True)
    return {u: tuple(w) for u, w in enumerate(W.tolist()) if reached[u]}


def _verify_heap_moves_antichain(F, k, moves, misere, max_tuples, budget=None, weights=None):
    r"""
    Check (b) of :func:`verify_candidate` for heap moves (every `\gamma^+` a
    unit vector) without visiting every state of :func:`_verify_heap_moves`.

    The recursion at `x \ne 0` splits in two halves.  *No P-position has a
    P-option*: a finite check on `Q` (:func:`_check_P_positions`).  *Every
    other position has a P-option*: at the state `(u, S)` of `x` (``u =
    \Phi(x)``, ``S`` the set of classes of the entries), if `u \notin
    \mathcal P_Q` then some class of ``S`` is accepting.  This half is
    *monotone* in ``S``: write `L(S)` for the union of the languages of the
    classes of ``S`` (the words leading them to acceptance); the condition
    at `(u, S)` only asks whether the empty word is in `L(S)`, and the
    successor by `a_j` has the language `a_j^{-1} L(S) \cup L(e)`, ``e`` the
    new entry (which depends on ``u`` and ``j`` only).  Hence if `L(S')
    \subseteq L(S)` and every state reachable from `(u, S')` satisfies the
    condition, so does every state reachable from `(u, S)`.  So:

    - ``S`` is replaced by its antichain of maximal classes for the exact
      inclusion order of languages (:func:`_inclusion_order`), dropping the
      classes with empty language (same `L(S)`);
    - a state `(u, S)` is not expanded if a state `(u, S')` already met has
      `S' \subseteq {\downarrow} S` (each class of `S'` below some class of
      `S`, hence `L(S') \subseteq L(S)`).

    Every reachable state is then dominated by a visited state (induction
    along a path: the successors of a dominated state are dominated by the
    successors of the dominating one), so checking the visited states proves
    the condition everywhere; a failing visited state is the state of a real
    position (the path to it), which is returned.

    The states are visited by increasing ``weights``-degree of their
    positions (Dijkstra's search; ``weights`` defaults to all ones, the
    breadth-first order), and a state is skipped only when dominated by a
    state met with a degree at most its own.  So the same induction shows
    that a failing position of least degree has a failing visited state of
    the same degree: the witness returned is a position of least degree
    where the recursion fails (the finite check of the first half returns
    one too).  When ``weights`` is positive on the moves (options are
    lighter: e.g. the positivity witness of the game, the heap sizes), every
    lighter position satisfies the recursion, hence is classified correctly
    (induction on the degree), and the witness itself is *misclassified*:
    its true outcome is the opposite of the claim, with no game-tree search
    (the "least failure" of Plambeck--Siegel's MisereSolver).

    (The search is one compiled loop,
    :func:`~sage_latticegames.misere.heap._antichain.antichain_search`: the
    antichains, their images and the domination test share its tables, and
    the argument above is about that loop as a whole.)

    TESTS::

        sage: from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
        sage: from sage_latticegames.misere.heap.verification import _verify_heap_moves_antichain
        sage: F = FiniteQuotientData([[1], [0]], [False, True])
        sage: _verify_heap_moves_antichain(F, 1, [((1,), (0,))], True, None)
        (True, {'commutative': True, 'reduced': True, 'tuples': 3})
        sage: F = FiniteQuotientData([[1], [0]], [False, False])
        sage: _verify_heap_moves_antichain(F, 1, [((1,), (0,))], True, None)
        (False, ('recursion', (1,)))
    """
    delta, P = F.delta, F.P
    accept, trans, entry, V = _heap_automaton(F, k, moves, vectors=True)
    bad = _check_P_positions(F, k, accept, entry, misere, weights)
    if weights is None:
        weights = (1,) * k
    bound = None if bad is None else sum(a * b for a, b in zip(bad, weights))
    witness, count = _antichain_search(delta, P, accept, trans, entry, V, weights, bound,
                                       budget, max_tuples)
    if witness is not None:
        return False, ("recursion", witness)
    if bad is not None:
        return False, ("recursion", bad)
    return True, {"commutative": True, "reduced": F.is_reduced(), "tuples": count}


def _antichain_search(delta, P, accept, trans, entry, V, weights, bound=None, budget=None,
                      max_tuples=None):
    r"""
    Return ``(witness, count)``: the search of the second half of
    :func:`_verify_heap_moves_antichain` (the states `(u, S)` of the
    positions `x \ne 0`, ``S`` the set of the classes of its entries, each
    reduced to an antichain and skipped when dominated; see there for the
    proof), ``witness`` a position of least ``weights``-degree whose state
    fails the condition (`u \in` ``P`` or some class of ``S`` accepting),
    or ``None``, and ``count`` the number of states visited.

    The search runs compiled
    (:func:`~sage_latticegames.misere.heap._antichain.antichain_search`, in
    C++): the antichains are numbered and kept as sorted lists of classes,
    the inclusion order of the classes is read off the rows of ``V`` one
    class at a time when first met, and the queue is ordered by (degree,
    order of pushing), as in the proof.

    INPUT:

    - ``delta`` -- the transition table of a finite commutative monoid
      (``k`` columns, state ``0`` the identity)
    - ``P`` -- for each state, ``True`` where the condition holds whatever
      ``S`` (the claimed P-positions, where nothing is required)
    - ``accept, trans, entry, V`` -- the automaton of the entries
      (:func:`_entry_automaton`)
    - ``weights`` -- positive weights of the ``k`` coordinates (the order
      of the search)
    - ``bound`` -- (default: none) stop at the states of this degree
    - ``budget``, ``max_tuples`` -- as in :func:`verify_candidate`

    TESTS::

        sage: from sage_latticegames.misere.heap.verification import _antichain_search, _entry_automaton
        sage: auto = _entry_automaton([[1], [0]], [[False, True]], [[0, 1], [1, 0]], vectors=True)
        sage: _antichain_search([[1], [0]], [False, True], *auto, weights=(1,))
        (None, 3)
        sage: _antichain_search([[1], [0]], [False, False], *auto, weights=(1,))
        ((1,), 2)
    """
    return antichain_search(delta, P, accept, trans, entry, V, weights, bound=bound,
                            budget=budget, max_tuples=max_tuples, clock_steps=CLOCK_STEPS,
                            error=MisereQuotientBudgetError)


def _witness(parent, s, k):
    x = [0] * k
    while parent[s] is not None:
        s, j = parent[s]
        x[j] += 1
    return tuple(x)


