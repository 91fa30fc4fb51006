r"""
Discovery of certified affine stratifications (sage_latticegames.discovery)
and the finite box check of eventually periodic sets
(sage_latticegames.stratifications.periodic).

Every certified result is compared with brute force: the P-positions computed
by the engine on a large option-closed region, and a plain recursion of
Definition 4.1 of [GM] for the finite box check itself.
"""
import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from sage_latticegames import LatticeGame, GameBoard, games, AffineStratification
from sage_latticegames.paper_examples import example_8_7
from sage_latticegames.stratifications.periodic import PeriodicSet
from sage_latticegames.discovery import discover_stratification, DiscoveryError, stratification_of

SETTINGS = dict(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def brute_P(game, level):
    r"""The P-positions of the level region, as a set of tuples."""
    sol = game.solve(level=level)
    return {tuple(int(x) for x in p) for p in sol.P_positions(as_array=True)}, sol


def agrees_with_engine(S, game, level):
    r"""Whether the stratification ``S`` equals the P-positions on the level region."""
    P, sol = brute_P(game, level)
    X = np.asarray(sol.points, dtype=np.int64)
    inside = S.contains_points(X)
    return all((tuple(int(x) for x in row) in P) == bool(m) for row, m in zip(X, inside))


# ----------------------------------------------------------------------
# eventually periodic sets
# ----------------------------------------------------------------------
@st.composite
def periodic_sets(draw, max_d=3):
    d = draw(st.integers(1, max_d))
    t = tuple(draw(st.integers(0, 2)) for _ in range(d))
    m = tuple(draw(st.integers(1, 3)) for _ in range(d))
    shape = tuple(a + b for a, b in zip(t, m))
    bits = draw(st.lists(st.booleans(), min_size=int(np.prod(shape)), max_size=int(np.prod(shape))))
    return PeriodicSet(np.array(bits, dtype=bool).reshape(shape), t, m)


def definition_member(S, x):
    r"""Membership by the definition: reduce each coordinate by its period while above the threshold."""
    y = list(x)
    for i, (t, m) in enumerate(zip(S.thresholds(), S.periods())):
        while y[i] >= t + m:
            y[i] -= m
    return bool(S.table()[tuple(y)])


@given(periodic_sets(), st.lists(st.lists(st.integers(0, 40), min_size=3, max_size=3), max_size=20))
@settings(**SETTINGS)
def test_periodic_membership_and_stratification(S, points):
    d = S.dimension()
    X = np.array([p[:d] for p in points], dtype=np.int64).reshape(-1, d)
    inside = S.contains_points(X)
    T = AffineStratification(S.strata(), lattice=d)
    assert T.is_disjoint()
    for x, member in zip(X.tolist(), inside.tolist()):
        assert member == definition_member(S, x) == (tuple(x) in S) == (tuple(x) in T)
    M = S.minimized()
    assert M.is_same_set(S)
    W = S.with_thresholds(tuple(t + 2 for t in S.thresholds()))
    assert W.is_same_set(S) and (W.contains_points(X) == inside).all()
    assert all(a <= b for a, b in zip(M.thresholds(), S.thresholds()))
    back = PeriodicSet.from_stratification(T)
    assert back is not None and back.is_same_set(S)


def test_periodic_huge_coordinates():
    S = PeriodicSet.from_points([(1, 0), (0, 2)], (1, 2), (2, 2))
    assert (10**30 + 1, 0) in S and (10**30, 2 + 2 * 10**25) not in S
    assert (10**30 + 1, 2 + 2 * 10**25) not in S and (10**30, 10**30) not in S


# ----------------------------------------------------------------------
# the finite box check against a plain recursion
# ----------------------------------------------------------------------
@st.composite
def small_games(draw, d=2):
    r"""Random lattice games on N^d (normal, misère or a generalized misère ideal)."""
    units = [tuple(int(i == j) for j in range(d)) for i in range(d)]
    extra = draw(st.lists(st.tuples(*[st.integers(-2, 3)] * d), max_size=3))
    moves = list(dict.fromkeys(units + [g for g in extra if any(g)]))
    kind = draw(st.sampled_from(["normal", "misere", "ideal"]))
    try:
        if kind == "normal":
            return LatticeGame(moves)
        if kind == "misere":
            return LatticeGame.misere(moves)
        gen = tuple(draw(st.integers(0, 2)) for _ in range(d))
        return LatticeGame(moves, GameBoard.orthant(d, defeated=[gen]))
    except ValueError:
        return None


@given(small_games(), st.integers(0, 2), st.integers(1, 3))
@settings(**SETTINGS)
def test_box_check_against_recursion(game, t, m):
    r"""
    The folded candidate is certified iff it equals the P-positions: compared
    with the engine on a region far larger than the box.
    """
    if game is None:
        return
    d = game.dimension()
    S = PeriodicSet.folded_solution(game, (t,) * d, (m,) * d)
    witness, box = S.check_game(game)
    level = 4 * sum(int(c) for c in game.positivity_witness()) * (max(box) + 2)
    P, sol = brute_P(game, level)
    X = np.asarray(sol.points, dtype=np.int64)
    agree = all((tuple(row) in P) == bool(v) for row, v in zip(X.tolist(), S.contains_points(X)))
    if witness is None:
        assert agree
    else:
        # a refutation is a real failure of the characterization at the witness
        x, why = witness
        assert (x in P) != (x in S) or not agree or "defeated" in why or "move" in why


def test_box_check_rejects_single_translate_mutations():
    G = games.octal('0.137', 5, play='misere')
    S = discover_stratification(G)
    P = PeriodicSet.from_stratification(S)
    table = P.table()
    flips = 0
    for idx in itertools.product(*[range(s) for s in table.shape]):
        T = table.copy()
        T[idx] = not T[idx]
        Q = PeriodicSet(T, P.thresholds(), P.periods())
        witness, _ = Q.check_game(G)
        assert witness is not None, idx
        flips += 1
    assert flips == table.size


def test_certify_rejects_far_out_mutation():
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    S = discover_stratification(G)
    strata = [(list(F), list(A.generators())) for F, A in S.strata()]
    # one more translate, far out, in a stratum of its own (10^4: far beyond the region
    # of the discovery; the box of the periodic check grows with it, 1.5 million points
    # at 10^6, the same route)
    far = AffineStratification(strata + [([(10**4 + 1, 1)], [(2, 0)])])
    P = PeriodicSet.from_stratification(far)
    assert P is None or P.check_game(G)[0] is not None
    assert not far.certify(G)


# ----------------------------------------------------------------------
# discovery
# ----------------------------------------------------------------------
def test_example_8_7_discovered_equals_paper():
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    S = discover_stratification(G)
    assert S.is_certified() and not S.is_conjecture()
    paper = example_8_7()
    # equality of sets, exactly: by the set algebra and by the periodic tables
    assert S.is_same_set(paper)
    assert PeriodicSet.from_stratification(S).is_same_set(PeriodicSet.from_stratification(paper))
    # the independent proofs agree
    assert S.certify(G, algorithm="cells") and S.certify(G, algorithm="periodic")


@pytest.mark.parametrize("code,k", [("0.137", 4), ("0.07", 5), ("0.77", 4), ("0.6", 4), ("0.51", 4)])
def test_normal_play_agrees_with_solver(code, k):
    G = games.octal(code, k)
    if G.rule_set().is_squarefree():
        solver = stratification_of(G)
        assert solver.certificate().method() == "squarefree normal play"
    else:
        solver = None
    for method, name in (("folded", "finite box check"), ("quotient", "heap-by-heap quotient")):
        found = discover_stratification(G, methods=(method,))
        assert found.certificate().method() == name
        assert agrees_with_engine(found, G, 40)
        if solver is not None:
            assert PeriodicSet.from_stratification(found).is_same_set(
                PeriodicSet.from_stratification(solver))


@pytest.mark.parametrize("code", ["0.137", "0.07", "0.77", "0.75", "0.6", "0.51", "0.4", "0.3"])
@pytest.mark.parametrize("k", [2, 3, 5])
def test_misere_octal_games(code, k):
    try:
        G = games.octal(code, k, play='misere')
    except ValueError as e:
        pytest.skip(str(e))     # e.g. 0.4 has no move with heaps <= 2
    for methods in (("quotient",), ("folded", "regions")):
        try:
            S = discover_stratification(G, max_positions=10**6, methods=methods)
        except DiscoveryError as e:
            pytest.fail("not solved by %s: %s" % (methods, e))
        assert S.is_certified()
        assert agrees_with_engine(S, G, 30)
    if k <= 3:
        # the general proof by cells agrees with the finite box check
        assert S.certify(G, algorithm="cells")


# the random games: a few seconds of search each (the games not solved in that time
# are skipped), so that the test stays short on a loaded machine
RANDOM_GAME_SECONDS = 3


@given(small_games(d=2))
@settings(**dict(SETTINGS, max_examples=15))
def test_random_games_on_N2(game):
    if game is None:
        return
    try:
        S = discover_stratification(game, max_positions=2 * 10**5, time_limit=RANDOM_GAME_SECONDS)
    except DiscoveryError:
        return
    assert S.is_certified()
    assert agrees_with_engine(S, game, 60)


@given(small_games(d=3))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_games_on_N3(game):
    if game is None:
        return
    try:
        S = discover_stratification(game, max_positions=10**5, time_limit=RANDOM_GAME_SECONDS)
    except DiscoveryError:
        return
    assert S.is_certified()
    assert agrees_with_engine(S, game, 20)


def test_no_periodic_stratification_ends_in_error():
    # the P-positions are not eventually periodic per coordinate: the periodic
    # methods fail (the polyhedral cells of tests/discovery/test_discovery_polyhedral.py solve it)
    H = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)])
    with pytest.raises(DiscoveryError) as info:
        discover_stratification(H, max_level=80, methods=("quotient", "folded", "regions"))
    E = info.value
    assert E.levels and E.levels[-1] == 80 and "max_level" in str(E)
    assert "polyhedral" not in str(E)


def test_conjecture_is_marked_everywhere():
    # a period 8 in the first coordinate, beyond max_period=6 of the periodic
    # methods: their last candidate is wrong far out
    H = LatticeGame([(1, 0), (0, 2), (1, -1), (2, -3)])
    periodic = ("folded", "regions")
    C = discover_stratification(H, max_level=100, conjecture=True, methods=periodic)
    assert C.is_conjecture() and not C.is_certified() and C.certificate() is None
    assert repr(C).startswith("Conjectural (unproved)")
    assert "conjecture" in C._latex_()
    from sage.misc.persist import loads, dumps
    assert loads(dumps(C)).is_conjecture()
    # it agrees with the data it came from, and the exact proof refutes it
    assert agrees_with_engine(C, H, 100)
    assert not C.certify(H)
    with pytest.raises(ValueError, match="conjecture"):
        from sage_latticegames.discovery import rational_strategy_of
        rational_strategy_of(H, max_level=100, conjecture=True, methods=periodic)
    # the polyhedral cells (with periods up to 8) prove the true set
    S = discover_stratification(H, max_level=100)
    assert S.is_certified() and S.certify(H) and agrees_with_engine(S, H, 100)


def test_progress_and_bad_options():
    messages = []
    G = games.nim(2, play='misere')
    S = discover_stratification(G, progress=messages.append)
    assert S.is_certified() and messages and "proved" in messages[-1]
    messages = []
    S = discover_stratification(G, progress=messages.append, methods=("folded",))
    assert S.is_certified() and messages and "proved" in messages[-1]
    with pytest.raises(ValueError):
        discover_stratification(G, max_period=0)
    with pytest.raises(ValueError):
        discover_stratification(G, max_positions=-3)


def test_rational_strategy_of_misere_game():
    G = games.octal('0.137', 4, play='misere')
    f = G.rational_strategy()
    P, sol = brute_P(G, 30)
    X = np.asarray(sol.points)[np.asarray(sol.on_board)]
    for row in X[::7]:
        x = tuple(int(v) for v in row)
        assert f.is_P_position(x) == (x in P)


@pytest.mark.parametrize("code,k", [("0.137", 7), ("0.77", 5), ("0.75", 5)])
def test_quotient_table_agrees_with_preimages(code, k):
    Q = games.octal(code, k, play='misere').misere_quotient()
    table = Q.P_table()
    from_preimages = {tuple(int(x) for x in v) for _, _, vectors in Q.P_preimage_data()
                      for v in vectors}
    assert {tuple(int(x) for x in r) for r in np.argwhere(table)} == from_preimages
    cycles = Q.generator_cycles()
    assert table.shape == tuple(t + m for t, m in cycles)


# ----------------------------------------------------------------------
# the finders, the one budget, the proofs of quotients
# ----------------------------------------------------------------------
def test_methods_are_the_finders():
    from sage_latticegames.discovery import search, finders
    assert search.METHODS == tuple(f.method for f in finders.FINDERS)
    assert search.METHODS == ("quotient", "folded", "linear", "polyhedral", "regions")
    with pytest.raises(ValueError, match="methods must be among"):
        discover_stratification(games.nim(2), methods=("magic",))


def test_a_new_finder_is_one_entry(monkeypatch):
    from sage_latticegames.discovery import search, finders
    calls = []

    @finders.finder("example")
    def find_example(s):
        calls.append(s.budget.limit())
        return "the example finder never finds anything"
    monkeypatch.setattr(search, "FINDERS", finders.FINDERS + [find_example])
    H = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)])
    with pytest.raises(DiscoveryError) as info:
        discover_stratification(H, methods=("folded", "example"), time_limit=50)
    E = info.value
    assert calls == [50]
    assert [m for m, _ in E.reasons] == ["folded", "example"]
    assert "example phase: the example finder never finds anything" in str(E)
    # the new finder can also return a proved result
    G = games.nim(2, play='misere')

    @finders.finder("example")
    def find_by_folding(s):
        return finders.find_by_folded_guesses(s)
    monkeypatch.setattr(search, "FINDERS", [find_by_folding])
    assert discover_stratification(G, methods=("example",)).is_certified()


def test_discovery_error_collects_the_reasons_of_every_phase():
    H = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)])
    with pytest.raises(DiscoveryError) as info:
        discover_stratification(H, max_level=12)
    E = info.value
    assert [m for m, _ in E.reasons] == ["quotient", "folded", "linear", "polyhedral", "regions"]
    assert dict(E.reasons)["linear"].startswith("not applicable: a linear pretension needs moves")
    for method, reason in E.reasons:
        assert "%s phase: %s" % (method, reason) in str(E)


@pytest.mark.parametrize("moves, D", [
    # one of the nine games of doc/conjecture_4_5.rst certified through linear pretensions
    ([(-1, -1, 1), (0, 1, 0), (1, 0, 0)], [(0, 1, 0)]),
    # one of the 39 others (the counter x_1 - x_3)
    ([(-1, -1, 1), (-1, 1, 0), (0, 0, 1), (0, 1, 0), (1, 0, 0)], [(0, 0, 1)])])
def test_the_default_call_takes_the_linear_route(moves, D):
    # generalized misère squarefree games on N^3 that the other phases leave open: the
    # default call G.affine_stratification() proves a linear pretension and writes out its
    # stratification, proved again by certify() and against the engine
    import time
    from sage_latticegames.games.families import LatticeGameFamily
    G = LatticeGameFamily("squarefree", 3, 1).game(moves, "generalized", D)
    start = time.monotonic()
    S = G.affine_stratification()
    assert time.monotonic() - start < 30
    assert S.is_certified() and S.certificate().method() == "linear pretension"
    assert S.certify(G)
    assert agrees_with_engine(S, G, 30)


def test_a_large_pretension_stratification_comes_in_compact_form(monkeypatch):
    # a proved linear pretension whose stratification has more translates than written
    # out: the search stops with it, and the default call returns the compact form
    from sage_latticegames.games.families import LatticeGameFamily
    import importlib
    ps = importlib.import_module("sage_latticegames.misere.stratified.pretension_stratification")
    monkeypatch.setattr(ps, "MAX_STRATA", 5)
    G = LatticeGameFamily("squarefree", 3, 1).game([(-1, -1, 1), (0, 1, 0), (1, 0, 0)],
                                                   "generalized", [(0, 1, 0)])
    with pytest.raises(DiscoveryError) as info:
        stratification_of(G, lazy=False, time_limit=60)
    E = info.value
    assert E.pretension is not None and [m for m, _ in E.reasons] == ["quotient", "folded", "linear"]
    assert "not written out" in dict(E.reasons)["linear"]
    S = stratification_of(G, time_limit=60)
    assert isinstance(S, ps.PretensionStratification) and S.is_certified()
    assert S.num_strata() > 5 and S.certificate().game() is G
    P, sol = brute_P(G, 30)
    assert all((tuple(int(a) for a in x) in S) == (tuple(int(a) for a in x) in P)
               for x, on in zip(sol.points, sol.on_board) if on)


def test_a_spent_budget_skips_the_phases():
    from sage_latticegames.misc.budget import Budget
    H = LatticeGame([(1, 0), (0, 1), (2, 1), (1, 3)])
    with pytest.raises(DiscoveryError) as info:
        discover_stratification(H, time_limit=Budget(0))
    assert all(r.startswith("not tried: the time limit of 0 s is spent")
               for _, r in info.value.reasons)


FIVE_MOVES = [(0, 0, 0, 0, 1), (0, 0, 0, 1, 0), (0, 0, 1, 0, 0), (0, 1, 0, 0, 0),
              (0, 1, 0, 1, 0), (0, 1, 1, -1, 0), (1, 0, -1, -1, 0), (1, 0, 0, 0, 0)]


def test_time_limit_is_hard_on_N5():
    # the misère quotient phase of this game took minutes whatever the time limit (the
    # limit is spent in full: 3 s)
    import time
    G = LatticeGame(FIVE_MOVES)
    start = time.monotonic()
    try:
        S = G.affine_stratification(time_limit=3)
    except DiscoveryError as e:
        assert "time limit" in str(e)
    else:
        assert S.is_certified() and agrees_with_engine(S, G, 12)
    assert time.monotonic() - start < 3 + 20      # 20 s to spare on a loaded machine
    # the polyhedral phase alone proves it
    S = discover_stratification(G, methods=("polyhedral",), time_limit=120)
    assert S.is_certified() and agrees_with_engine(S, G, 12)


class _QuotientOf():
    r"""A quotient that knows the game it was proved for (``Q.game()``)."""

    def __init__(self, Q, game):
        self._Q, self._game = Q, game

    def game(self):
        return self._game

    def __getattr__(self, name):
        return getattr(self._Q, name)


def test_stratification_from_quotient_certifies_only_the_game_proved():
    from sage_latticegames.discovery.search import stratification_from_quotient
    G, N = games.nim(2, play='misere'), games.nim(2)
    Q = G.misere_quotient()
    # the finite box check runs on the game given: it refutes the quotient
    # of misère Nim for normal-play Nim (never a false certificate)
    with pytest.raises(ValueError, match="not the set of P-positions"):
        stratification_from_quotient(Q, N)
    with pytest.raises(ValueError, match="not the set of P-positions"):
        stratification_from_quotient(_QuotientOf(Q, G), N)
    # no box check allowed: a conjecture, or an error on request
    for q in (Q, _QuotientOf(Q, G)):
        C = stratification_from_quotient(q, N, max_box_points=1)
        assert C.is_conjecture() and not C.is_certified()
        assert "not proved for this game" in C.conjecture()
        with pytest.raises(ValueError, match="no certified stratification"):
            stratification_from_quotient(q, N, max_box_points=1, require_certificate=True)
    # the right game: certified by the box check, or by the quotient proved for it
    S = stratification_from_quotient(Q, G)
    assert S.is_certified() and agrees_with_engine(S, G, 30)
    T = stratification_from_quotient(_QuotientOf(Q, G), G, max_box_points=1)
    assert T.is_certified() and T.certificate().method() == "heap-by-heap quotient"
    assert "the finite box check was not run" in str(T.certificate())
    U = stratification_from_quotient(_QuotientOf(Q, G), G)
    assert "confirmed by the finite box check" in str(U.certificate())
    # a quotient that does not know its game: proved by the box check only
    V = stratification_from_quotient(_QuotientOf(Q, None), G)
    assert V.certificate().method() == "finite box check" and V.is_same_set(S)
    W = stratification_from_quotient(_QuotientOf(Q, None), G, max_box_points=1)
    assert W.is_conjecture() and "not proved for this game" in W.conjecture()
    with pytest.raises(ValueError, match="generators"):
        stratification_from_quotient(Q, games.nim(3, play='misere'))


def test_the_quotient_phase_proves_for_its_game():
    G = games.nim(3, play='misere')
    S = discover_stratification(G, methods=("quotient",))
    assert S.certificate().method() == "heap-by-heap quotient"
    assert S.periodic_set() is not None and agrees_with_engine(S, G, 20)


def test_compiled_box_loops_stop_at_a_signal():
    # the loops over the points of a box (stratifications/_periodic.pyx) look at pending
    # signals: the alarm of a time budget (regions.interrupted_after) stops them
    import signal
    import time
    import numpy as np
    from sage_latticegames.stratifications._periodic import box_check, folded_solve
    d = 9
    shape = np.full(d, 12, dtype=np.int64)
    zeros = np.zeros(d, dtype=np.int64)
    periods = np.full(d, 2, dtype=np.int64)     # a table of 2^9 points, a box of 12^9
    table = np.ones(2 ** d, dtype=np.uint8)
    none = np.zeros(0, dtype=np.uint8)
    small = np.full(8, 9, dtype=np.int64)       # 4.3e7 points for folded_solve

    def alarm(*args):
        raise TimeoutError("alarm")
    previous = signal.signal(signal.SIGALRM, alarm)
    try:
        for run in (lambda: box_check(table, zeros, periods, shape, np.zeros((0, d), dtype=np.int64),
                                      zeros, none),
                    lambda: folded_solve(small, zeros[:8], small, np.eye(8, dtype=np.int64),
                                         np.ones(8, dtype=np.int64), zeros[:8], none)):
            signal.alarm(1)
            t0 = time.time()
            with pytest.raises(TimeoutError):
                run()
            assert time.time() - t0 < 30
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
