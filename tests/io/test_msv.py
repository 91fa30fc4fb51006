"""
Tests of sage_latticegames.io.msv: MisereSolver's .msv format (round trips, the
files MisereSolver would write, bad files).  The exchange with MisereSolver
itself is in test_misere_solver_peer.py.
"""
import os
import zipfile

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.io.msv import MsvQuotient, save_msv, load_msv, msv_text
from sage_latticegames.misere.heap.driver import misere_quotient_data
from sage_latticegames.misere.monoid.finite_monoid import is_isomorphic
from sage_latticegames.misere.whole.periodicity import whole_game_quotient, OctalRules
from sage_latticegames.misere.monoid.presentation import game_presentation


@pytest.mark.parametrize("code", ['0.75', '0.31', '0.3333'])
def test_whole_game_round_trip(tmp_path, code):
    W = whole_game_quotient(code)
    path = tmp_path / ("q-%s.msv" % code)
    save_msv(W, path)
    assert os.listdir(tmp_path) == [path.name]          # no temporary file left
    M = load_msv(path)
    assert M.code() == code and M.to_heap() == W.certificate()["proved_at"]
    assert M.is_isomorphic(W.data())
    assert is_isomorphic(M.quotient_data(), W.data())
    # the pretending function, as words of the same presentation
    Phi = W.pretending_function()
    assert M.phi_words().split() == [str(Phi(n)) for n in range(int(M.to_heap()) + 1)]
    assert repr(M.presentation()) == repr(W.presentation())
    # heaps where the quotient grew: those where the bounded order changes
    hist = [o for m, o, p in W.history()]
    grew = [m for m in range(1, len(hist) + 1) if hist[m - 1] != ([1] + hist)[m - 1]]
    assert M.expansion_heaps() == tuple([0] + grew)
    # longer pretending function
    save_msv(W, path, to_heap=60)
    assert load_msv(path).to_heap() == 60
    # and back again: an MsvQuotient is written unchanged
    save_msv(M, path)
    M2 = load_msv(path)
    assert M2.quotient_data() == M.quotient_data()
    assert M2.pretending_function() == M.pretending_function()


@pytest.mark.parametrize("code,N", [('0.07', 12), ('0.137', 9), ('0.6', 8), ('4.7', 6)])
def test_bounded_round_trip(tmp_path, code, N):
    Q = games.octal(code, N, play='misere').misere_quotient()
    path = tmp_path / "q.msv"
    save_msv(Q, path, code=code, to_heap=N)
    M = load_msv(path)
    assert M.is_isomorphic(Q)
    F = misere_quotient_data(games.octal(code, N, play='misere'))
    H = M.heap_quotient_data()
    assert H.k == F.k and is_isomorphic(H, F)
    # the file is MisereSolver's layout: a zip with quotient.xml
    with zipfile.ZipFile(path) as z:
        assert z.namelist() == ["quotient.xml"]
        text = z.read("quotient.xml").decode()
    assert text.startswith('<MisereSolver version="1.0">')
    assert 'rules="%s" toHeap="%s"' % (OctalRules(code).code(), N) in text
    assert len(game_presentation(F).generators()) == int(text.split('numGens="')[1].split('"')[0])


def test_bad_arguments_and_files(tmp_path):
    Q = games.octal('0.07', 6, play='misere').misere_quotient()
    with pytest.raises(ValueError, match="code=..., to_heap"):
        save_msv(Q, tmp_path / "a.msv")
    with pytest.raises(ValueError, match="generators"):
        save_msv(Q, tmp_path / "a.msv", code='0.07', to_heap=9)
    with pytest.raises(TypeError):
        save_msv(7, tmp_path / "a.msv", code='0.07', to_heap=6)
    assert not os.listdir(tmp_path)
    bad = tmp_path / "bad.msv"
    bad.write_text("hello")
    with pytest.raises(ValueError, match="not a zip archive"):
        load_msv(bad)

    def zipped(text):
        with zipfile.ZipFile(bad, "w") as z:
            z.writestr("quotient.xml", text)
    zipped("<a>")
    with pytest.raises(ValueError, match="not a MisereSolver file"):
        load_msv(bad)
    zipped("<Other/>")
    with pytest.raises(ValueError, match="not a MisereSolver file"):
        load_msv(bad)
    good = msv_text('0.12', misere_quotient_data(games.octal('0.12', 3, play='misere')),
                    [0, 1, 0, 0])
    zipped(good)
    assert load_msv(bad).to_heap() == 3
    zipped(good.replace("toHeap=\"3\"", "toHeap=\"5\""))
    with pytest.raises(ValueError, match="pretending function"):
        load_msv(bad)
    zipped(good.replace("{1}", "{7}"))
    with pytest.raises(ValueError, match="P-portion"):
        load_msv(bad)
    zipped(good.replace("[[1, 0]]", "[[1, x]]"))
    with pytest.raises(ValueError, match="actions"):
        load_msv(bad)
    # a commutative table (Z/3 on two generators) is read; a table that does not commute is not
    zipped(good.replace('numGens="1"', 'numGens="2"').replace("[[1, 0]]", "[[1, 2, 0], [2, 0, 1]]"))
    assert load_msv(bad).quotient_data().order() == 3
    zipped(good.replace("[[1, 0]]", "[[1, 0, 0], [2, 2, 1]]"))
    with pytest.raises(ValueError, match="do not commute"):
        load_msv(bad)
    with pytest.raises(ValueError):
        MsvQuotient('0.12', 1, [], [], [0, 1], [0])


def test_msv_arguments_checked_at_save(tmp_path):
    # issue 27: a heap bound < 0 and a normal-play quotient are refused at save, nothing written
    path = tmp_path / "q.msv"
    W = whole_game_quotient('0.75')
    for to_heap in (-3, 10**9, 2.5, "x"):
        with pytest.raises(ValueError, match="toHeap must be an integer between 0"):
            save_msv(W, path, to_heap=to_heap)
    normal = games.octal('0.07', 9).misere_quotient()
    with pytest.raises(ValueError, match="normal-play quotient .its game is in normal play"):
        save_msv(normal, path, code='0.07', to_heap=9)
    with pytest.raises(ValueError, match="normal-play quotient .its identity is a P-position"):
        save_msv(normal.finite_data(), path, code='0.07', to_heap=9)
    assert not path.exists()
    save_msv(W, path, to_heap=40)
    assert load_msv(path).to_heap() == 40


def test_damaged_msv_files_are_value_errors(tmp_path):
    bad = tmp_path / "bad.msv"
    good = msv_text('0.12', misere_quotient_data(games.octal('0.12', 3, play='misere')),
                    [0, 1, 0, 0])

    def zipped(text, name="quotient.xml"):
        with zipfile.ZipFile(bad, "w", compression=zipfile.ZIP_DEFLATED) as z:
            z.writestr(name, text)

    cases = [
        (good.replace(' toHeap="3"', ''), "toHeap must be an integer"),
        (good.replace('toHeap="3"', 'toHeap="-1"'), "toHeap must be an integer"),
        (good.replace('toHeap="3"', 'toHeap="3.5"'), "toHeap must be an integer"),
        (good.replace(' rules="0.12"', ''), "no attribute rules"),
        (good.replace('rules="0.12"', 'rules="zz"'), "octal|code"),
        (good.replace("{1}", "{0, 1}"), "contains the identity"),
        (good.replace("[[1, 0]]", "[[1, 5]]"), "range"),
        (good.replace("[[1, 0]]", "[]"), "actions|range.0."),
        (good.replace("<PretendingFunction>[0, 1, 0, 0]</PretendingFunction>", ""),
         "no <PretendingFunction>"),
        (good.replace("[0, 1, 0, 0]", "[]"), "pretending function"),
        ('<!DOCTYPE x [<!ENTITY a "aaaa">]>' + good, "entities"),
        ("<MisereSolver>" * 100000, "MisereSolver file"),
    ]
    for text, match in cases:
        zipped(text)
        with pytest.raises(ValueError, match=match):
            load_msv(bad)
    # a zip bomb: 200 MB of zeros, compressed to a few hundred kB
    with zipfile.ZipFile(bad, "w", compression=zipfile.ZIP_DEFLATED) as z:
        with z.open("quotient.xml", "w", force_zip64=True) as f:
            block = b"0" * 2**20
            for _ in range(200):
                f.write(block)
    with pytest.raises(ValueError, match="bytes"):
        load_msv(bad)
    # a lying size in the directory of the archive is caught by the bounded read
    from sage_latticegames.io import msv
    old = msv.MAX_MSV_BYTES
    try:
        msv.MAX_MSV_BYTES = 100
        zipped(good)
        with pytest.raises(ValueError, match="bytes"):
            load_msv(bad)
    finally:
        msv.MAX_MSV_BYTES = old
    bad.write_bytes(b"PK\x03\x04" + b"\x00" * 40)
    with pytest.raises(ValueError, match="not a MisereSolver file"):
        load_msv(bad)
    with pytest.raises(ValueError, match="cannot read|not a MisereSolver"):
        load_msv(tmp_path / "missing.msv")
