"""
Tests of the compiled P-position engine :mod:`sage_latticegames._engine`
itself: the simplex regions (ranking, sizes), the row sweep of
``solve_forward`` on one and several threads against an independent oracle
(Definition 4.1 of [GM], positions decided level by level as in Theorem 4.6),
and the memory promise of one byte per position for 1-dimensional regions.
"""
import itertools
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import _engine
from sage_latticegames.paper_examples import example_8_12_game

from oracles import oracle_P_positions, simplex_points

UNVISITED, PPOS, NPOS, UNDET, ONSTACK, NOTPOS = range(6)
BLOCK_SPLIT = _engine._block_split


def sweep(R, moves, nthreads, defeated=(), chunks=None):
    state = np.zeros(len(R), dtype=np.uint8)
    for p in defeated:
        state[R.rank_point(p)] = NOTPOS
    cuts = [0] + sorted(chunks or []) + [len(R)]
    for a, b in zip(cuts, cuts[1:]):
        _engine.solve_forward(R, moves, state, a, b, nthreads=nthreads)
    return state


# moves with a positive last nonzero entry (options have smaller ranks) and
# a positive level w.g (the level region is option-closed)
@st.composite
def weighted_rule_sets(draw, max_d=3):
    d = draw(st.integers(1, max_d))
    w = draw(st.lists(st.integers(1, 3), min_size=d, max_size=d))
    raw = draw(st.lists(st.lists(st.integers(-2, 2), min_size=d, max_size=d), min_size=1, max_size=5))
    moves = []
    for g in raw:
        nz = [x for x in g if x]
        if nz and nz[-1] > 0 and sum(a * b for a, b in zip(w, g)) > 0 and g not in moves:
            moves.append(g)
    if not moves:
        moves = [[int(k == d - 1) for k in range(d)]]
    return w, moves


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(1, 4), min_size=1, max_size=4), st.integers(-1, 14))
def test_simplex_ranker_and_size(w, L):
    pts = simplex_points(w, L) if L >= 0 else []
    assert _engine.simplex_size(w, L) == len(pts)
    if L < 0:
        return
    R = _engine.SimplexRanker(w, L)
    assert len(R) == len(pts)
    assert [tuple(p) for p in R.points().tolist()] == pts
    for i, p in enumerate(pts):
        assert R.rank_point(p) == i
    inside = set(pts)
    for p in itertools.product(range(-1, L + 2), repeat=len(w)):
        if min(p) < 0:
            assert R.rank_point(p) == -1
        elif p not in inside:
            assert R.rank_point(p) == -2
    # the table of counts: 8 (d - 1) (L + 1) bytes, none in dimension 1
    assert R.table.nbytes == 8 * (len(w) - 1) * (L + 1)


def test_simplex_size_large():
    from math import comb
    # the dynamic program (many rows) and the row enumeration agree with closed forms
    assert _engine.simplex_size([1] * 5, 200) == comb(205, 5)
    assert _engine.simplex_size([1, 1], 10**6) == comb(10**6 + 2, 2)
    assert _engine.simplex_size([1, 2, 3, 4, 5], 1000) == len(_engine.SimplexRanker([1, 2, 3, 4, 5], 1000))
    assert _engine.simplex_size([1] * 5, 10**5, limit=10**9) == 10**9 + 1
    with pytest.raises(ValueError, match="far too many"):
        _engine.SimplexRanker([1] * 5, 10**5)
    with pytest.raises(ValueError, match="positive integers"):
        _engine.simplex_size([1, 0], 5)


def random_case(rule, L, misere, data):
    """The region, the defeated set, the oracle's P-positions, chunk cuts, the points."""
    w, moves = rule
    R = _engine.SimplexRanker(w, L)
    defeated = {(0,) * len(w)} if misere else set()
    expected = oracle_P_positions(w, L, moves, defeated)
    chunks = data.draw(st.lists(st.integers(1, max(1, len(R) - 1)), max_size=3, unique=True))
    return R, defeated, expected, chunks, [tuple(p) for p in R.points().tolist()]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(weighted_rule_sets(), st.integers(0, 14), st.booleans(), st.data())
def test_sweep_matches_oracle_on_any_number_of_threads(rule, L, misere, data):
    moves = rule[1]
    R, defeated, expected, chunks, pts = random_case(rule, L, misere, data)
    states = [sweep(R, moves, n, defeated) for n in (1, 2, 3)] + [sweep(R, moves, 2, defeated, chunks)]
    assert {p for p, s in zip(pts, states[0]) if s == PPOS} == expected
    for s in states[1:]:
        assert (s == states[0]).all()
    assert set(states[0].tolist()) <= {PPOS, NPOS, NOTPOS}
    # the depth-first search of solve() agrees
    dfs = np.zeros(len(R), dtype=np.uint8)
    for p in defeated:
        dfs[R.rank_point(p)] = NOTPOS
    _engine.solve(R, moves, dfs)
    assert (dfs == states[0]).all()


@pytest.mark.timeout(300)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(weighted_rule_sets(max_d=4), st.integers(0, 12), st.booleans(), st.data())
def test_parallel_blocks_match_oracle(monkeypatch, rule, L, misere, data):
    # force the parallel sweep on small regions: blocks of any size
    monkeypatch.setattr(_engine, "_block_split", lambda *args, **kwds: BLOCK_SPLIT(*args, min_blocks=0))
    moves = rule[1]
    R, defeated, expected, chunks, pts = random_case(rule, L, misere, data)
    for n in (2, 3):
        for cut in (None, chunks):
            state = sweep(R, moves, n, defeated, cut)
            assert {p for p, s in zip(pts, state) if s == PPOS} == expected


@pytest.mark.timeout(300)
def test_example_8_12_in_parallel():
    # the parallel path is taken (blocks of rows of one level) and gives the
    # same states as one thread and as the depth-first search
    G = example_8_12_game()
    ell = (1, 2, 3, 4, 5)
    moves = G.rule_set().array()
    for L in (40, 70):
        assert _engine._block_split(list(ell), moves.tolist(), L, 2) > 0
        R, _ = G.region(level=L, functional=ell)
        origin = [(0,) * 5]
        one, two = sweep(R, moves, 1, origin), sweep(R, moves, 2, origin)
        assert (one == two).all()
        chunked = sweep(R, moves, 2, origin, chunks=[len(R) // 3, len(R) // 2 + 7])
        assert (chunked == one).all()
        dfs = np.zeros(len(R), dtype=np.uint8)
        dfs[0] = NOTPOS
        _engine.solve(R, moves, dfs)
        assert (dfs == one).all()
        assert (G.solve(level=L, functional=ell).state == one).all()


def test_undetermined_and_huge_moves():
    # options leaving a region that is not option-closed make statuses
    # undetermined; moves far larger than the region are clamped exactly
    R = _engine.SimplexRanker([1, 1], 6)
    moves = [(1, 0), (-3, 1), (10**18, 1), (-(10**18), 2)]
    states = [sweep(R, moves, n) for n in (1, 2)]
    dfs = np.zeros(len(R), dtype=np.uint8)
    _engine.solve(R, moves, dfs)
    assert (states[0] == dfs).all() and (states[1] == dfs).all()
    assert (dfs == UNDET).any()


def test_errors():
    R = _engine.SimplexRanker([1, 2], 6)
    state = np.zeros(len(R), dtype=np.uint8)
    with pytest.raises(ValueError, match="larger rank"):
        _engine.solve_forward(R, [(1, 0), (1, -1)], state)
    with pytest.raises(ValueError, match="larger rank"):
        _engine.solve_forward(R, [(0, 0)], state)
    with pytest.raises(ValueError, match=r"\(m, 2\) array"):
        _engine.solve_forward(R, [(1, 0, 0)], state)
    with pytest.raises(ValueError, match="does not match"):
        _engine.solve_forward(R, [(1, 0)], np.zeros(3, dtype=np.uint8))
    with pytest.raises(ValueError, match="positive integer"):
        _engine.solve_forward(R, [(1, 0)], state, nthreads=0)
    for bad in ("2", 1.5, True):
        with pytest.raises(TypeError, match="positive integer"):
            _engine.solve_forward(R, [(1, 0)], state, nthreads=bad)
    # positions whose options were not solved: an error, not a hang, on any number of threads
    G = example_8_12_game()
    R, _ = G.region(level=40, functional=(1, 2, 3, 4, 5))
    for n in (1, 2):
        with pytest.raises(ValueError, match="not solved"):
            _engine.solve_forward(R, G.rule_set().array(), np.zeros(len(R), dtype=np.uint8),
                                  len(R) // 2, nthreads=n)
    with pytest.raises(ValueError, match="too large"):
        _engine.SimplexRanker([1], 2**62)


MEMORY_SCRIPT = textwrap.dedent("""
    import resource, sys
    import numpy as np
    import sage.all__sagemath_polyhedra
    from sage_latticegames import _engine
    from sage_latticegames.lattice_game import LatticeGame
    L = %d
    game = LatticeGame.misere([(1,), (3,)])
    def rss():
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    _engine.solve_forward(_engine.SimplexRanker([1], 10), [[1], [3]], np.zeros(11, dtype=np.uint8))
    before = rss()
    if sys.argv[1] == "engine":
        R = _engine.SimplexRanker([1], L)
        state = np.zeros(len(R), dtype=np.uint8)
        state[0] = 5
        _engine.solve_forward(R, [[1], [3]], state)
    else:
        state = game.solve(level=L).state
    assert len(state) == L + 1 and int((state == 1).sum()) == L // 2
    print(rss() - before)
""")


def memory_growth(what, L):
    out = subprocess.run([sys.executable, "-c", MEMORY_SCRIPT % L, what], capture_output=True,
                         text=True, timeout=300, cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    assert out.returncode == 0, out.stderr
    return int(out.stdout.split()[-1])


def test_one_byte_per_position_in_dimension_one():
    # level 2 * 10^6: the states (2 MB) and O(1) besides; the former table of
    # counts took about 60 bytes per position
    L = 2 * 10**6
    assert memory_growth("engine", L) <= 2 * (L + 1)


def test_one_byte_per_position_in_dimension_one_through_solve():
    L = 2 * 10**6
    assert memory_growth("solve", L) <= 2 * (L + 1)
