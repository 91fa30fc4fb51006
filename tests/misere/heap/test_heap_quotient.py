"""
Tests of sage_latticegames.misere.heap.driver: finite misère quotients of
heap games, heap by heap, with an exact certificate.

Every quotient is checked against brute force computed here, independently of
the module:

* outcomes of positions come from the compiled solver of the package
  (``LatticeGame.solve``) on a level region;
* the P-positions of the region must be exactly the preimage of the P-portion;
* indistinguishability on the region: positions p, q of small level are
  classified by the outcomes of p + r for all r in the region with
  level(p + r) <= L; positions with the same quotient element must have equal
  rows (a necessary condition), and the number of distinct rows is a lower
  bound for the order which must be reached (distinct elements of the
  quotient have representatives of small level, distinguished by small
  positions, here checked for the games where the level bound suffices);
* known structure: misère Nim with heaps <= 2 is T2 = <a, b | a^2 = 1, b^3 = b>
  with P-portion {a, b^2}; every misère quotient of an impartial game has even
  order (the element of a single heap of size 1 is an involution pairing the
  elements, Plambeck-Siegel); normal play quotients are groups.
"""
import itertools

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.misc.persist import loads, dumps
from sage.misc.sage_unittest import TestSuite

from sage_latticegames import games
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.game_board import GameBoard
from sage_latticegames.misere import misere_quotient, MisereQuotientBudgetError, MisereQuotient
from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData, is_isomorphic
from sage_latticegames.misere.heap.verification import verify_candidate
from sage_latticegames.misere.heap.candidates import game_moves
from sage_latticegames.misere.heap.driver import misere_quotient_data

from helpers import long_test

# (game, level of the brute-force region, inner level of the classified positions)
GAMES = [
    ("nim 1", games.nim(1, 'misere'), 10, 4),
    ("nim 2", games.nim(2, 'misere'), 14, 6),
    ("nim 3", games.nim(3, 'misere'), 14, 6),
    ("nim 4", games.nim(4, 'misere'), 14, 6),
    ("0.77 k=5", games.octal('0.77', 5, play='misere'), 14, 6),
    ("0.07 k=7", games.octal('0.07', 7, play='misere'), 16, 7),
    ("0.137 k=6", games.octal('0.137', 6, play='misere'), 16, 7),
    ("0.75 k=6", games.octal('0.75', 6, play='misere'), 14, 6),
    ("0.31 k=6", games.octal('0.31', 6, play='misere'), 14, 6),
    ("0.6 k=6", games.octal('0.6', 6, play='misere'), 14, 6),
    ("nim 3 normal", games.nim(3), 14, 6),
    ("0.77 k=4 normal", games.octal('0.77', 4), 14, 6),
    # not a sum of heaps: the move (1, 1) takes from two coordinates (general tuples)
    ("merge move", LatticeGame.misere([(1, 0), (0, 1), (1, 1)]), 16, 7),
]


def _solution(game, level):
    S = game.solve(level=level, functional=game.positivity_witness())
    pts = [tuple(int(x) for x in p) for p in S.points.tolist()]
    isP = {p: bool(b) for p, b in zip(pts, S.is_P.tolist())}
    return isP


def _level(game, p):
    return sum(int(a) * int(b) for a, b in zip(game.positivity_witness(), p))


@pytest.fixture(scope="module", params=GAMES, ids=[g[0] for g in GAMES])
def case(request):
    name, game, level, inner = request.param
    return name, game, level, inner, misere_quotient(game)


def test_P_positions_are_the_preimage(case):
    name, game, level, inner, Q = case
    isP = _solution(game, level)
    for p, b in isP.items():
        if any(p) or not game.board().defeated_generators():
            assert Q.is_P_position(p) == b, (name, p)
            assert Q(p).is_P() == b, (name, p)


def test_brute_force_partition(case):
    name, game, level, inner, Q = case
    isP = _solution(game, level)
    misere = bool(game.defeated_positions())
    pts = sorted(isP, key=lambda p: _level(game, p))
    small = [p for p in pts if _level(game, p) <= inner]
    rest = [r for r in pts if _level(game, r) <= level - inner]

    def outcome(x):
        if misere and not any(x):
            return False
        return isP[x]

    rows = {}
    for p in small:
        row = tuple(outcome(tuple(a + b for a, b in zip(p, r))) for r in rest)
        rows.setdefault(row, set()).add(Q(p))
    # congruent positions (same element) are indistinguishable: each element has one row
    elements = {}
    for row, els in rows.items():
        for x in els:
            assert elements.setdefault(x, row) == row, (name, x)
    # and the brute-force classes are at least as many as the elements met, a lower bound
    assert len(rows) == len({x for els in rows.values() for x in els}), name
    assert len(rows) <= Q.cardinality()


def test_lower_bound_reaches_order(case):
    # the representatives of all elements are small here; the brute-force rows of
    # the representatives must then be pairwise distinct (so the order is exact)
    name, game, level, inner, Q = case
    reps = [tuple(int(a) for a in x.representative()) for x in Q]
    if max(_level(game, r) for r in reps) > inner:
        pytest.skip("representatives too large for the region")
    isP = _solution(game, level)
    misere = bool(game.defeated_positions())
    rest = [r for r in isP if _level(game, r) <= level - inner]
    rows = set()
    for p in reps:
        rows.add(tuple((False if misere and not any(x) else isP[x])
                       for x in (tuple(a + b for a, b in zip(p, r)) for r in rest)))
    assert len(rows) == len(reps) == Q.cardinality(), name


def test_structure(case):
    name, game, level, inner, Q = case
    assert Q.is_certified()
    C = Q.certificate()
    assert C["reduced"] and C["commutative"] and C["tuples"] > 0
    misere = bool(game.defeated_positions())
    assert C["misere"] == misere
    if misere:
        if game.encoding() is not None:
            # a disjunctive sum of heaps: even order (Plambeck-Siegel)
            assert Q.cardinality() % 2 == 0, name
        assert not Q.zero().is_P()
    else:
        assert Q.is_group()
        assert [x for x in Q.P_portion()] == [Q.zero()]
    # multiplication table: associative, commutative, identity
    els = Q.elements()
    for x, y in itertools.product(els, repeat=2):
        assert x + y == y + x
    for x, y, z in itertools.islice(itertools.product(els, repeat=3), 2000):
        assert (x + y) + z == x + (y + z)
    # the cyclic structure gives the same images for huge coordinates
    cyc = Q.generator_cycles()
    for j, (t, m) in enumerate(cyc):
        e = [0] * Q.dimension()
        e[j] = t + 7 * m + 10**20 * m
        f = list(e)
        f[j] = t + 7 * m
        assert Q(e) == Q(f)
    # preimage data: every reduced vector maps to its element, and each element
    # of the P-portion is hit
    for q, cycles, vectors in Q.P_preimage_data():
        vs = list(itertools.islice(vectors, 50))
        assert vs and all(Q(v) == q for v in vs)


def test_presentation_is_complete(case):
    # the relations rewrite every small word to its representative
    name, game, level, inner, Q = case
    F = Q.finite_data()
    rels = F.relations()
    reps = set(F.reps)
    k = F.k
    for n in range(4):
        for c in itertools.combinations_with_replacement(range(k), n):
            w = [0] * k
            for j in c:
                w[j] += 1
            w = tuple(w)
            steps = 0
            while w not in reps:
                lhs, rhs = next((l, r) for l, r in rels if all(a >= b for a, b in zip(w, l)))
                w = tuple(a - b + c for a, b, c in zip(w, lhs, rhs))
                steps += 1
                assert steps < 1000
            assert F.phi(w) == F.phi(tuple(sum(1 for j in c if j == i) for i in range(k)))


def test_T2():
    Q = misere_quotient(games.nim(2, 'misere'))
    assert Q.cardinality() == 6
    assert Q.presentation() == ('a, b', ['a^2 = 1', 'b^3 = b'])
    a, b = Q.generators()
    assert set(Q.P_portion()) == {a, b * b}
    assert Q.generator_cycles() == ((0, 2), (1, 2))
    assert Q.is_isomorphic(misere_quotient(games.nim(3, 'misere')))
    assert not Q.is_isomorphic(misere_quotient(games.nim(4, 'misere')))
    assert not Q.is_isomorphic(misere_quotient(games.nim(2)))


def test_isomorphism_relabelled():
    # the same monoid with the generators swapped and the states permuted
    F = misere_quotient_data(games.nim(2, 'misere'))
    perm = [0, 3, 1, 5, 2, 4]
    n = len(F.delta)
    delta = [None] * n
    P = [None] * n
    for u in range(n):
        delta[perm[u]] = [perm[F.delta[u][1]], perm[F.delta[u][0]]]
        P[perm[u]] = F.P[u]
    G = FiniteQuotientData(delta, P, reps=None)
    assert is_isomorphic(F, G) and is_isomorphic(G, F)
    P2 = list(P)
    P2[perm[1]] = not P2[perm[1]]
    assert not is_isomorphic(F, FiniteQuotientData(delta, P2))


def test_verification_rejects_wrong_candidates():
    F = misere_quotient_data(games.octal('0.77', 5, play='misere'))
    d, moves, misere = game_moves(games.octal('0.77', 5, play='misere'))
    assert verify_candidate(F, d, moves, misere)[0]
    # flip each P-status in turn: the recursion must fail
    for u in range(len(F.delta)):
        P = list(F.P)
        P[u] = not P[u]
        ok, (kind, x) = verify_candidate(FiniteQuotientData(F.delta, P, F.reps), d, moves, misere)
        assert not ok and kind == "recursion"
    # normal play versus misère play
    assert not verify_candidate(F, d, moves, not misere)[0]
    # a non-commutative action
    delta = [[1, 0], [1, 0]]
    ok, (kind, x) = verify_candidate(FiniteQuotientData(delta, [False, True], [(0, 0), (1, 0)]),
                                     2, [((1, 0), (0, 0)), ((0, 1), (0, 0))], True)
    assert not ok and kind == "commutativity"


def test_budget_and_errors():
    with pytest.raises(MisereQuotientBudgetError, match="max_order=4"):
        misere_quotient(games.nim(3, 'misere'), max_order=4)
    with pytest.raises(MisereQuotientBudgetError, match="max_tuples"):
        misere_quotient(games.octal('0.07', 8, play='misere'), max_tuples=2)
    with pytest.raises(MisereQuotientBudgetError, match="max_tuples"):
        misere_quotient_data(games.octal('0.07', 8, play='misere'), max_tuples=10,
                             algorithm='sets')
    with pytest.raises(ValueError, match="algorithm must be"):
        verify_candidate(misere_quotient_data(games.nim(1, 'misere')), 1, [((1,), (0,))], True,
                         algorithm='fast')
    with pytest.raises(ValueError, match="needs heap moves"):
        verify_candidate(misere_quotient_data(LatticeGame.misere([(1, 0), (0, 1), (1, 1)])), 2,
                         [((1, 0), (0, 0)), ((0, 1), (0, 0)), ((1, 1), (0, 0))], True,
                         algorithm='antichain')
    with pytest.raises(TypeError, match="lattice game"):
        misere_quotient("0.07")
    G = LatticeGame([(1, 0), (0, 1)], GameBoard.orthant(2, defeated=[(1, 0)]))
    with pytest.raises(ValueError, match="defeated positions"):
        misere_quotient(G)
    with pytest.raises(ValueError, match="is not a position"):
        misere_quotient(games.nim(2, 'misere'))((1, -1))
    # each kind of quotient has the methods meaningful on it, and only those
    S8, H = MisereQuotient([(2,)]), misere_quotient(games.nim(2, 'misere'))
    for name in ("certificate", "finite_data", "recertify", "game", "generator_cycles",
                 "P_table", "P_preimage_data"):
        assert not hasattr(S8, name) and hasattr(H, name), name
    for name in ("hilbert_basis", "semigroup", "group", "ambient_cone", "carrier_face",
                 "fills_cone", "invariants"):
        assert hasattr(S8, name) and not hasattr(H, name), name
    with pytest.raises(AttributeError):
        H.hilbert_basis()


def test_general_moves_path():
    # not a disjunctive sum of heaps: the parity theorem does not apply (order 9)
    G = LatticeGame.misere([(1, 0), (0, 1), (1, 1)])
    Q = misere_quotient(G)
    assert Q.is_certified() and Q.cardinality() == len(set(Q.elements()))


def test_sage_protocol():
    Q = misere_quotient(games.octal('0.77', 4, play='misere'))
    TestSuite(Q).run()
    assert loads(dumps(Q)) is Q
    x = Q.generators()[0]
    assert loads(dumps(x)) == x


# ----------------------------------------------------------------------
# the verification algorithms agree (antichain, sets, tuples)
# ----------------------------------------------------------------------
from sage_latticegames.misere.heap.verification import _heap_automaton, _inclusion_order
from sage_latticegames.misere.heap.candidates import _Outcomes

ALGORITHMS = ("antichain", "sets", "tuples")
AGREE_GAMES = [("0.07", 9), ("0.77", 6), ("0.137", 7), ("0.75", 6), ("nim", 3), ("nim", 4)]


def _game(code, k):
    if code == "nim":
        return games.nim(k, 'misere')
    return games.octal(code, k, play='misere')


def _is_real_failure(game, F, x):
    # the recursion of the P-positions fails at x for the claimed set Phi^{-1}(P_Q):
    # x is misclassified or one of its options is (checked by the exact oracle)
    d, moves, misere = game_moves(game)
    if not any(x):
        # the claim at 0: a P-position exactly in normal play
        return F.P[0] == misere
    oracle = _Outcomes(d, moves, misere)
    pad = (0,) * (d - len(x))
    zs = [x] + [y[:len(x)] for y in oracle.options(tuple(x) + pad)]
    return any(any(z) and F.P[F.act(0, z)] != oracle.is_P(tuple(z) + pad) for z in zs)


def _mutants(F, count, seed):
    # wrong candidates: one P-status flipped, or one transition of the last generator
    # redirected (then often not commutative, or the recursion fails)
    import random
    rnd = random.Random(seed)
    n = len(F.delta)
    out = []
    for u in range(n):
        P = list(F.P)
        P[u] = not P[u]
        out.append(FiniteQuotientData(F.delta, P, F.reps))
    for _ in range(count):
        delta = [list(r) for r in F.delta]
        u, j = rnd.randrange(n), rnd.randrange(F.k)
        delta[u][j] = rnd.randrange(n)
        try:
            out.append(FiniteQuotientData(delta, F.P, None))
        except ValueError:      # a state no longer reachable
            pass
    return out


@pytest.mark.parametrize("code,k", AGREE_GAMES)
def test_algorithms_agree(code, k):
    game = _game(code, k)
    d, moves, misere = game_moves(game)
    F = misere_quotient_data(game)
    G = misere_quotient_data(game, algorithm="sets", extend=False, recalibrations=0)
    # the same quotient, whatever the route (unique reduced quotient, same numbering)
    assert F == G
    for C in [F] + _mutants(F, 30, seed=k):
        results = [verify_candidate(C, d, moves, misere, algorithm=a) for a in ALGORITHMS]
        assert len({ok for ok, _ in results}) == 1, (code, k, results)
        for ok, data in results:
            if not ok:
                kind, x = data
                if kind == "recursion":
                    assert _is_real_failure(game, C, x), (code, k, x)
    # every prefix quotient too (the candidates met on the way are checked above
    # only for the last k): intermediate candidates are compared by the hook below
    assert F.certificate["reduced"]


def test_algorithms_agree_on_all_candidates(monkeypatch):
    # every candidate built while learning 0.07 (heaps <= 10) and 0.137 (heaps <= 8),
    # correct or not, gets the same verdict from the three algorithms
    import sage_latticegames.misere.heap.driver as hq
    original = hq.verify_candidate
    seen = []

    def checked(C, k, moves, misere, max_tuples=None, **kwargs):
        verdicts = [original(C, k, moves, misere, max_tuples, algorithm=a)[0] for a in ALGORITHMS]
        assert len(set(verdicts)) == 1, (C.delta, C.P)
        seen.append(verdicts[0])
        return original(C, k, moves, misere, max_tuples, **kwargs)

    monkeypatch.setattr(hq, "verify_candidate", checked)
    for code, k in [("0.07", 10), ("0.137", 8), ("0.77", 6)]:
        hq.misere_quotient_data(games.octal(code, k, play='misere'), algorithm='antichain')
    assert True in seen and False in seen


@pytest.mark.parametrize("code,k", [("0.07", 8), ("0.77", 5), ("nim", 3)])
def test_inclusion_order_is_language_inclusion(code, k):
    # the order used by the antichain search (rows over Q) equals the greatest fixed
    # point on the automaton, and both agree with brute force on short words
    import itertools as it
    game = _game(code, k)
    d, moves, misere = game_moves(game)
    F = misere_quotient_data(game)
    accept, trans, entry, V = _heap_automaton(F, d, moves, vectors=True)
    le = _inclusion_order(accept, trans)
    m = len(accept)
    for c in range(m):
        for e in range(m):
            assert bool(le[c, e]) == bool((V[c] <= V[e]).all())
    words = [w for n in range(4) for w in it.product(range(d), repeat=n)]

    def accepts(c, w):
        for j in w:
            c = trans[c][j]
        return accept[c]
    for c in range(m):
        for e in range(m):
            if le[c, e]:
                assert all(accepts(e, w) for w in words if accepts(c, w))


def test_antichain_verification_scales():
    # Dawson's Kayles 0.07 with heaps <= 25: a quotient of order 144, proven
    F = misere_quotient_data(games.octal('0.07', 25, play='misere'))
    assert F.order() == 144 and F.certificate["reduced"]
    steps = dict((k, n) for k, n, _ in F.certificate["steps"])
    assert steps[13] == 24 and steps[23] == 24


def test_game_with_non_heap_moves():
    # moves whose gamma^+ is not a unit vector: no product candidates, no raw
    # error; the quotient is exact when it is found (checked on a region) and
    # an infinite one ends in the budget error
    moves = [(1, 0), (0, 2), (1, -1), (2, -3)]
    for G in (LatticeGame.misere(moves), LatticeGame(moves)):
        Q = misere_quotient(G)
        S = G.solve(level=40)
        assert all(Q.is_P_position(p) == bool(b) for p, b in zip(S.points.tolist(), S.is_P.tolist()))
    with pytest.raises(MisereQuotientBudgetError):
        misere_quotient(LatticeGame.misere([(1, 0), (0, 1), (2, 2)]), max_order=40)


# ----------------------------------------------------------------------
# the time budget, the accessors and the verification again (recertify)
# ----------------------------------------------------------------------
def test_time_budget_is_kept():
    # the clock is read inside the candidate searches and the verification: the call
    # returns within a few seconds of its limit, with the proven quotient of a prefix
    import time
    from sage_latticegames.paper_examples import example_8_12_game
    for G in (example_8_12_game(), games.octal('0.07', 40, play='misere')):
        start = time.monotonic()
        with pytest.raises(MisereQuotientBudgetError, match="max_seconds=2") as err:
            misere_quotient(G, max_order=10**6, max_tuples=None, max_seconds=2)
        assert time.monotonic() - start < 10
        F = err.value.partial
        assert F is None or (F.certificate and F.k < G.dimension())
    F = err.value.partial
    # the partial quotient of 0.07 is that of its first heaps (coordinate j is heap j + 1)
    Q = MisereQuotient(FiniteQuotientData(F.delta, F.P, F.reps), "partial")
    assert Q.recertify(games.octal('0.07', F.k + 1, play='misere')).is_certified()
    with pytest.raises(MisereQuotientBudgetError, match="before the first coordinate") as err:
        misere_quotient(games.nim(3, 'misere'), max_seconds=0)
    assert err.value.partial is None


def test_accessors_of_finite_quotients():
    from sage_latticegames.misere import named_quotient
    from sage_latticegames.misere.finite_quotient import FiniteMisereQuotient
    G = games.octal('0.07', 6, play='misere')
    Q = misere_quotient(G)
    assert isinstance(Q, FiniteMisereQuotient) and isinstance(Q, MisereQuotient)
    F = Q.finite_data()
    assert isinstance(F, FiniteQuotientData) and F.k == 5 and Q.cardinality() == F.order()
    assert Q.name() == G.name() and Q.game() == G
    assert [x.is_P() for x in Q.elements()] == list(F.P)
    assert Q.relations() == F.relations() and len(Q.presentation()[1]) == len(F.relations())
    # the relations hold in the monoid: both sides have the same image
    assert all(F.phi(w) == F.phi(r) for w, r in Q.relations())
    T2 = named_quotient('T2')
    assert T2.game() is None and T2.name().startswith("T2 = ") and not T2.is_certified()
    # the same data without the game is another quotient (the game is part of its identity)
    assert MisereQuotient(F, Q.name()) is not Q
    assert MisereQuotient(F, Q.name(), game=G) is Q


def test_recertify():
    G = games.octal('0.07', 6, play='misere')
    Q = misere_quotient(G)
    F = Q.finite_data()
    bare = MisereQuotient(FiniteQuotientData(F.delta, F.P, F.reps), "saved")
    assert not bare.is_certified() and bare.game() is None
    R = bare.recertify(G)
    assert R.is_certified() and R.game() == G and R.name() == "saved"
    assert R.finite_data() == F and R.certificate()["misere"] is True
    assert R.recertify(G) is R
    assert all(R.is_P_position(p) == G.is_P_position(p)
               for p in itertools.product(range(3), repeat=5) if any(p))
    # from a certified stratification
    from sage_latticegames.discovery import discover_stratification
    S = MisereQuotient.from_stratification(G, discover_stratification(G))
    assert S.recertify(G).is_certified() and S.recertify(G).game() == G
    # failures, each with its reason
    wrong = [(FiniteQuotientData(F.delta, [not b for b in F.P], F.reps), "identity"),
             (FiniteQuotientData(F.delta, F.P[:1] + (not F.P[1],) + F.P[2:], F.reps),
              "recursion of the P-positions fails"),
             (FiniteQuotientData(F.delta, F.P, (F.reps[1],) + F.reps[1:]), "does not reach")]
    for W, why in wrong:
        with pytest.raises(ValueError, match=why):
            MisereQuotient(W, "wrong").recertify(G)
    with pytest.raises(ValueError, match="identity"):
        bare.recertify(games.octal('0.07', 6))          # normal play
    with pytest.raises(ValueError, match="5 generators but the game"):
        bare.recertify(games.nim(2, 'misere'))
    with pytest.raises(TypeError, match="lattice game"):
        bare.recertify("0.07")
    # a table that is not commutative
    N = FiniteQuotientData([[1, 2], [0, 1], [2, 2]], [False, True, False], [(0, 0), (1, 0), (0, 1)])
    with pytest.raises(ValueError, match="not commutative"):
        MisereQuotient(N, "N").recertify(games.nim(2, 'misere'))
    # an unreduced monoid (Z/4 with P = the even powers, for Z/2 = misère Nim, one heap)
    U = FiniteQuotientData([[1], [2], [3], [0]], [False, True, False, True])
    with pytest.raises(ValueError, match="not reduced"):
        MisereQuotient(U, "U").recertify(games.nim(1, 'misere'))


def test_is_isomorphic_across_kinds():
    # Section 8: N modulo 2N is Z/2 with P-portion {0}: normal-play Nim with heaps <= 1
    S8 = MisereQuotient([(2,)])
    assert S8.is_isomorphic(misere_quotient(games.nim(1)))
    assert misere_quotient(games.nim(1)).is_isomorphic(S8)
    assert not S8.is_isomorphic(misere_quotient(games.nim(1, 'misere')))
    assert S8.is_isomorphic(MisereQuotient([(2, 0), (0, 1)])) and not S8.is_isomorphic(MisereQuotient([(3,)]))
    with pytest.raises(ValueError, match="infinite"):
        S8.is_isomorphic(MisereQuotient([(1, 1)]))
    assert MisereQuotient([(1, 1)]).standard_name() is None
    TestSuite(S8).run()


# ----------------------------------------------------------------------
# least failures (no game-tree search) against the algorithms of version 0.2
# and brute force, on many small octal games; checkpoints and resume
# ----------------------------------------------------------------------
SMALL_CODES = ["0.%d%d" % (a, b) for a in range(8) for b in range(1, 8)]


# heaps <= 10, except where the route of version 0.2 takes long at 10 (0.74: about
# 70 s, 0.35: 10 s, 0.47: 5 s, 0.45: 3 s): heaps <= 8 there, heaps <= 10 in the long
# test below
OLD_ROUTE_HEAPS = {"0.74": 8, "0.35": 8, "0.47": 8, "0.45": 8}


@pytest.mark.parametrize("code", SMALL_CODES)
def test_least_failures_agree_with_old_route_and_brute_force(code):
    least_failures_agree_with_old_route_and_brute_force(code, OLD_ROUTE_HEAPS.get(code, 10))


@long_test
@pytest.mark.parametrize("code", sorted(OLD_ROUTE_HEAPS))
def test_least_failures_agree_with_old_route_heaps_10(code):
    least_failures_agree_with_old_route_and_brute_force(code, 10)


def least_failures_agree_with_old_route_and_brute_force(code, k):
    # heaps <= k: the default route (least failures of the weighted antichain search,
    # recalibrations, compiled kernels) and the route of version 0.2 (candidates from
    # outcome rows of the game-tree oracle, 'sets' verification) give the same quotient,
    # and its P-portion is the set of P-positions of the compiled solver on a region
    game = games.octal(code, k, play='misere')
    try:
        F = misere_quotient_data(game, max_order=200)
    except MisereQuotientBudgetError:
        with pytest.raises(MisereQuotientBudgetError):
            misere_quotient_data(game, max_order=200, algorithm="sets", extend=False,
                                 recalibrations=0, max_seconds=None)
        return
    # (the old route is slow: no time limit, the cap on the order of its construction)
    G = misere_quotient_data(game, algorithm="sets", extend=False, recalibrations=0,
                             max_seconds=None)
    assert F == G and F.certificate["reduced"]
    S = game.solve(level=14)
    for p, b in zip(S.points.tolist(), S.is_P.tolist()):
        assert F.P[F.phi(tuple(p))] == bool(b), (code, p)


def test_least_failure_is_misclassified():
    # the witness of a refutation with weights positive on the moves is misclassified
    # itself (checked with the exact game-tree oracle), for mutants of several quotients
    from sage_latticegames.misere.heap.candidates import _Outcomes
    for code, k in [("0.07", 9), ("0.77", 6), ("0.137", 7), ("0.6", 8)]:
        game = _game(code, k)
        d, moves, misere = game_moves(game)
        weights = tuple(int(x) for x in game.positivity_witness())
        F = misere_quotient_data(game)
        oracle = _Outcomes(d, moves, misere)
        refuted = 0
        for C in _mutants(F, 20, seed=k):
            ok, data = verify_candidate(C, d, moves, misere, weights=weights)
            assert ok == verify_candidate(C, d, moves, misere, algorithm="sets")[0]
            if not ok and data[0] == "recursion" and any(data[1]):
                x = data[1]
                assert C.P[C.act(0, x)] != oracle.is_P(tuple(x)), (code, x)
                refuted += 1
        assert refuted > 0


def test_checkpoint_and_resume(tmp_path):
    game = games.octal('0.07', 12, play='misere')
    direct = misere_quotient_data(game)
    path = str(tmp_path / "q.ckpt")

    def stop_at_7(k, order, tuples, rounds, seconds):
        if k == 7:
            raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        misere_quotient_data(game, checkpoint=path, progress=stop_at_7)
    from sage_latticegames.misere.heap.driver import _load_checkpoint
    data = _load_checkpoint(path)
    assert data["k"] == 7 and data["F"].k == 7
    assert sorted(p.name for p in tmp_path.iterdir()) == ["q.ckpt"]   # no temporary file left
    seen = []
    F = misere_quotient_data(game, resume=path, checkpoint=path,
                             progress=lambda k, *rest: seen.append(k))
    assert F == direct and F.certificate["reduced"]
    assert seen == list(range(8, 12))
    assert F.certificate["steps"] == direct.certificate["steps"]
    assert _load_checkpoint(path)["k"] == 11
    # resuming a finished run proves nothing new and returns the same quotient
    assert misere_quotient_data(game, resume=path) == direct
    # another game, a tampered quotient, not a checkpoint: clear errors
    with pytest.raises(ValueError, match="not one of this game"):
        misere_quotient_data(games.octal('0.77', 12, play='misere'), resume=path)
    import json
    with open(path) as f:
        raw = json.load(f)
    raw["P"] = [not b for b in raw["P"]]
    with open(path, "w") as f:
        json.dump(raw, f)
    with pytest.raises(ValueError, match="is not the quotient"):
        misere_quotient_data(game, resume=path)
    with open(path, "w") as f:
        f.write("garbage")
    with pytest.raises(ValueError, match="not a checkpoint"):
        misere_quotient_data(game, resume=path)


def test_progress_verbose(capsys):
    misere_quotient_data(games.octal('0.07', 8, play='misere'), progress="verbose")
    out, err = capsys.readouterr()
    assert "coordinates <= 7: order 6" in out
    assert "heap 4: candidate of order" in err      # the third coordinate: heaps of size 4


class _Marker:
    # a pickle that creates a file when it is loaded
    def __init__(self, path):
        self.path = path

    def __reduce__(self):
        return (open, (self.path, "w"))


@pytest.mark.parametrize("algorithm", [None, "antichain"])
def test_a_pickle_checkpoint_runs_nothing(tmp_path, algorithm):
    import pickle
    marker = tmp_path / "marker"
    path = tmp_path / "evil.ckpt"
    with open(path, "wb") as f:
        pickle.dump({"format": "sage_latticegames misere heap-by-heap checkpoint 1",
                     "k": _Marker(str(marker))}, f)
    game = games.octal('0.07', 6, play='misere')
    with pytest.raises(ValueError, match="is a pickle, which is never read"):
        misere_quotient_data(game, resume=str(path), algorithm=algorithm)
    with pytest.raises(ValueError, match="is a pickle, which is never read"):
        game.misere_quotient(resume=str(path))
    assert not marker.exists()


def test_damaged_checkpoints_are_value_errors(tmp_path):
    import json
    game = games.octal('0.07', 8, play='misere')
    path = str(tmp_path / "q.ckpt")
    misere_quotient_data(game, checkpoint=path)
    with open(path) as f:
        good = json.load(f)
    damages = [
        ({}, "no field"), ([1, 2], "no field"), ("text", "no field"),
        (dict(good, version=7), "version is 7"),
        ({k: v for k, v in good.items() if k != "delta"}, "field 'delta' is missing"),
        ({k: v for k, v in good.items() if k != "k"}, "field 'k' is missing"),
        (dict(good, k=-2), "field 'k' is not a positive integer"),
        (dict(good, k="7"), "field 'k' is not a positive integer"),
        (dict(good, misere=1), "field 'misere' is not a boolean"),
        (dict(good, delta=[[0, 99]]), "field 'reps'|transition table"),
        (dict(good, delta=[[0.5]]), "field 'delta' is not a transition table"),
        (dict(good, P=[1, 0]), "field 'P' is not a list of booleans"),
        (dict(good, P=good["P"][:-1]), "same positive length"),
        (dict(good, reps=good["reps"][:-1]), "one representative per state"),
        (dict(good, moves=[[1, 2]]), "field 'moves'"),
        (dict(good, moves=[]), "not one of this game"),
        (dict(good, steps="x"), "field 'steps'"),
        (dict(good, k=3), "field 'moves'|field 'reps'|not one of this game"),
    ]
    for i, (data, match) in enumerate(damages):
        bad = str(tmp_path / ("bad%s.ckpt" % i))
        with open(bad, "w") as f:
            json.dump(data, f)
        for algorithm in (None, "antichain"):
            with pytest.raises(ValueError, match=match):
                misere_quotient_data(game, resume=bad, algorithm=algorithm)
    # the resumed state is proved again: a wrong table is refused
    wrong = dict(good, P=[good["P"][0], not good["P"][1]] + good["P"][2:])
    with open(path, "w") as f:
        json.dump(wrong, f)
    for algorithm in (None, "antichain"):
        with pytest.raises(ValueError, match="is not the quotient"):
            misere_quotient_data(game, resume=path, algorithm=algorithm)
    with pytest.raises(ValueError, match="cannot read"):
        misere_quotient_data(game, resume=str(tmp_path / "missing.ckpt"))


# ----------------------------------------------------------------------
# the defaults: a time budget, caps as options, progress
# ----------------------------------------------------------------------
def test_defaults_finish_on_the_largest_known_quotient_of_0_07():
    # no cap on the order by default: the quotient of 0.07 with heaps <= 33 (order 638,
    # candidates of more than 2000 elements on the way) is proved in a second or two
    import time
    start = time.monotonic()
    Q = games.octal('0.07', 33, play='misere').misere_quotient()
    assert (Q.cardinality(), len(Q.P_portion())) == (638, 109) and Q.is_certified()
    assert time.monotonic() - start < 30
    # the same quotient as with an explicit cap that allows it
    F = misere_quotient_data(games.octal('0.07', 33, play='misere'), max_order=1000)
    assert F == Q.finite_data()


def test_budget_errors_say_what_was_reached():
    from sage_latticegames.misere.heap.driver import DEFAULT_MAX_SECONDS, GENERAL_MAX_ORDER
    assert DEFAULT_MAX_SECONDS is not None
    # a cap on the order: the heaps reached, the proven order, the option to raise
    with pytest.raises(MisereQuotientBudgetError) as err:
        misere_quotient_data(games.octal('0.07', 12, play='misere'), max_order=10)
    msg = str(err.value)
    assert "heaps <= 9, of order 6, is proven" in msg and "raise max_order" in msg
    assert "s elapsed" in msg and err.value.partial.k == 8
    # the time limit: the option to raise, the elapsed time
    with pytest.raises(MisereQuotientBudgetError) as err:
        misere_quotient(games.octal('0.07', 12, play='misere'), max_seconds=0)
    assert "raise max_seconds" in str(err.value) and "s elapsed" in str(err.value)
    # the general construction (not a heap game) keeps its cap when max_order is None
    with pytest.raises(MisereQuotientBudgetError) as err:
        misere_quotient(LatticeGame.misere([(1, 0), (0, 1), (2, 1), (1, 3)]))
    assert "max_order=%s" % GENERAL_MAX_ORDER in str(err.value)
    assert "not heap games" in str(err.value)
    for bad in (0, -1, 2.5, "x"):
        with pytest.raises((ValueError, TypeError)):
            misere_quotient(games.nim(2, 'misere'), max_order=bad)
    with pytest.raises(ValueError, match="progress must be"):
        misere_quotient(games.nim(2, 'misere'), progress=2)


def test_progress_is_uniform(capsys):
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    from sage_latticegames.misere.heap.frontier import pretension_frontier
    # the default: silent on a quick call (and when standard error is not a terminal)
    misere_quotient(games.octal('0.07', 8, play='misere'))
    whole_game_quotient('0.31')
    out, err = capsys.readouterr()
    assert out == err == ""
    # True: one line per step on standard output, with heaps, order and elapsed time
    misere_quotient(games.octal('0.07', 8, play='misere'), progress=True)
    whole_game_quotient('0.31', progress=True)
    pretension_frontier(games.octal('0.07', 8, play='misere'), progress=True)
    out, err = capsys.readouterr()
    assert "coordinates <= 7: order 6" in out and "(heaps <= 8)" in out
    assert "heaps <= 16: order 6, |P| 2" in out and ", proved" in out
    assert "heaps <= 8: quotient of order 6" in out and err == ""
    # a function receives the values of each line
    seen = []
    misere_quotient(games.octal('0.07', 6, play='misere'), progress=lambda *v: seen.append(v))
    whole_game_quotient('0.31', progress=lambda *v: seen.append(v))
    pretension_frontier(games.octal('0.07', 6, play='misere'), progress=lambda *v: seen.append(v))
    assert [len(v) for v in seen[:5]] == [5] * 5 and seen[4][:2] == (5, 6)
    assert any(len(v) == 4 and v[:3] == (16, 6, 2) for v in seen)
    assert any(len(v) == 4 and v[:2] == (5, 6) and isinstance(v[3], str) for v in seen)


def test_automatic_progress_on_a_terminal(monkeypatch):
    # progress=None (the default): on a terminal, the steps and (at most one per
    # PROGRESS_AFTER seconds) the candidates, once PROGRESS_AFTER seconds have passed
    import io
    import sage_latticegames.misere.heap.driver as hq

    class Terminal(io.StringIO):
        def isatty(self):
            return True
    monkeypatch.setattr(hq, "PROGRESS_AFTER", 0)
    err = Terminal()
    monkeypatch.setattr("sys.stderr", err)
    misere_quotient(games.octal('0.07', 8, play='misere'))
    lines = err.getvalue().splitlines()
    assert "coordinates <= 7: order 6" in lines[-1] and lines[-1].endswith("(heaps <= 8)")
    assert any(": candidate of order" in line for line in lines)
    # not a terminal: nothing
    monkeypatch.setattr("sys.stderr", io.StringIO())
    misere_quotient(games.octal('0.07', 8, play='misere'))
    import sys
    assert sys.stderr.getvalue() == ""


def test_is_isomorphic_with_repeated_generators():
    # is_isomorphic keeps one generator per element before it looks for a minimal generating
    # set (a whole game has one generator per heap size, many of them the same element):
    # the answer is that of the monoid without the repeated columns
    from sage_latticegames.misere import whole_game_quotient
    T2 = misere_quotient_data(games.nim(2, 'misere'))
    delta = [list(row) for row in T2.delta]
    k = len(delta[0])
    repeated = FiniteQuotientData([row + row * 5 + row[::-1] for row in delta], list(T2.P))
    assert repeated.k == 7 * k
    for other in (T2, misere_quotient_data(games.nim(3, 'misere'))):
        assert is_isomorphic(repeated, other) and is_isomorphic(other, repeated)
    R8 = misere_quotient_data(games.octal('0.75', 12, 'misere'))
    assert not is_isomorphic(repeated, R8) and not is_isomorphic(T2, R8)
    W = whole_game_quotient("0.156", max_seconds=120)      # 11,489 heaps, of 34 elements
    assert W.standard_name() == "T5"
