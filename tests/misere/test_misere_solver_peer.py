"""
Comparison with A. N. Siegel's MisereSolver (CGSuite), run as an external
program (java) when it is available; skipped otherwise, with the reason.

* bounded heaps: order, |P| and the printed presentation of the quotient;
* whole games: the heap where the pretending function is proved periodic, the
  period and preperiod, the order and |P|, the pretending function as words;
* files: MisereSolver reads a .msv file written here (and goes on from it), and
  a file it writes (option -p) is read here and is isomorphic to the package's
  quotient.

Each call of the peer is limited to 30 seconds.
"""

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from helpers import long_test, grundy_moves
from sage_latticegames import games
from sage_latticegames.io.msv import (save_msv, load_msv, run_misere_solver)
from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.whole.periodicity import whole_game_quotient, OctalRules
from sage_latticegames.misere.monoid.presentation import game_presentation


# the fixture peer (the compiled MisereSolver, or a skip) is in tests/conftest.py


def _compact(s):
    # the peer prints "a2=1,b4=b2"; the package "a2=1, b4=b2"
    return s.replace(", ", ",")


def _same_quotient(F, r):
    # the quotient F and the peer's result r: the same order, |P| and presentation
    assert (r["order"], r["P_size"]) == (F.order(), sum(F.P))
    P = game_presentation(F)
    if r["presentation"].startswith("(Q,P) = T"):
        assert P.is_tame()
    else:
        assert _compact(repr(P)) == _compact(r["presentation"])
    return P


# 0.07 with heaps <= 26 (order 144) runs by default; heaps <= 30 (order 360: the peer
# takes over 10 s) is a long test
@pytest.mark.parametrize("code,N", [('0.07', 12), ('0.07', 20), ('0.137', 10), ('0.6', 8),
                                    ('0.77', 14), ('4.7', 9), ('0.07', 26),
                                    pytest.param('0.07', 30, marks=long_test)])
def test_bounded_quotients(peer, code, N):
    r = run_misere_solver(code, max_heap=N, timeout=30, classes=peer)
    assert r["status"] == "ok"
    F = misere_quotient_data(games.octal(code, N, play='misere'))
    P = _same_quotient(F, r)
    # the pretending function as words, heap by heap (heaps without a move are the identity)
    live = OctalRules(code).live_heaps(N)
    states = [F.delta[0][live.index(n)] if n in live else 0 for n in range(N + 1)]
    assert r["phi"] == P.phi_words(states).split()


@pytest.mark.parametrize("code", ['0.12', '0.31', '0.33', '0.333', '0.3333', '0.52', '0.75', '0.77'])
def test_whole_games(peer, code):
    r = run_misere_solver(code, timeout=30, classes=peer)
    W = whole_game_quotient(code)
    c = W.certificate()
    assert r["solved_at"] == c["proved_at"]
    assert (r["order"], r["P_size"]) == (W.order(), W.P_portion_size())
    assert (r["period"], r["preperiod"]) == (W.pretending_function().period(),
                                             W.pretending_function().preperiod())
    Phi = W.pretending_function()
    assert r["phi"] == [str(Phi(n)) for n in range(len(r["phi"]))]
    if not r["presentation"].startswith("(Q,P)"):
        assert _compact(repr(W.presentation())) == _compact(r["presentation"])


def test_peer_reads_our_file(peer, tmp_path):
    # our quotient of 0.07 with heaps <= 12; the peer loads it and goes on to heap 20
    Q = games.octal('0.07', 12, play='misere').misere_quotient()
    save_msv(Q, tmp_path / "q-0.07.msv", code='0.07', to_heap=12)
    r = run_misere_solver('0.07', max_heap=20, timeout=30, persist=True, workdir=str(tmp_path),
                          classes=peer)
    assert "Loaded Presentation at Heap 12" in r["log"]
    assert "inconsistent" not in r["log"] and "Error loading" not in r["log"]
    F = misere_quotient_data(games.octal('0.07', 20, play='misere'))
    assert (r["order"], r["P_size"]) == (F.order(), sum(F.P))
    # and we read the file it wrote at heap 20
    M = load_msv(tmp_path / "q-0.07.msv")
    assert M.to_heap() == 20 and M.is_isomorphic(F)


def test_we_read_peer_file(peer, tmp_path):
    r = run_misere_solver('0.75', timeout=30, persist=True, workdir=str(tmp_path), classes=peer)
    assert r["solved_at"] is not None
    M = load_msv(tmp_path / "q-0.75.msv")
    W = whole_game_quotient('0.75')
    assert M.is_isomorphic(W.data())
    assert M.phi_words().split() == r["phi"][:int(M.to_heap()) + 1]
    # a whole-game quotient written here is loaded by the peer, which then proves it at once
    save_msv(W, tmp_path / "q-0.75.msv")
    r = run_misere_solver('0.75', timeout=30, persist=True, workdir=str(tmp_path), classes=peer)
    assert "Loaded Presentation at Heap 34" in r["log"] and r["solved_at"] == 34


@pytest.mark.parametrize("N", [12, 20, 28])
def test_grundy_game(peer, N):
    # Grundy's game (MisereSolver's take-and-break code 4!.0) with heaps <= N: the same
    # order, P-portion and presentation
    r = run_misere_solver('4!.0', max_heap=N, timeout=30, classes=peer)
    assert r["status"] == "ok"
    _same_quotient(misere_quotient_data(games.heap_game(grundy_moves, N, play='misere')), r)
