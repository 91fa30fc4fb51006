"""
Saved results (sage_latticegames.io): exact round trips of every kind, damaged
files (corrupted, truncated, newer version) and atomic writes.
"""
import json
import os

import numpy as np
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.geometry.polyhedron.constructor import Polyhedron

from sage_latticegames import games
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.misere.quotient import MisereQuotient
from sage_latticegames.io import save, load, FORMAT_VERSION
from sage_latticegames.io import files as io_files
from sage_latticegames.io.files import load_with_game


def roundtrip(obj, tmp_path, name="x.json", **kwds):
    path = tmp_path / name
    save(obj, path, **kwds)
    return load(path)


# ----------------------------------------------------------------------
# round trips
# ----------------------------------------------------------------------
@pytest.mark.parametrize("code,heaps,play", [("0.07", 5, "normal"), ("0.137", 6, "misere"),
                                             ("4.7", 3, "normal")])
def test_octal_game_roundtrip(tmp_path, code, heaps, play):
    G = games.octal(code, heaps, play)
    H = roundtrip(G, tmp_path)
    assert H == G
    assert H.name() == G.name() and H.encoding() == G.encoding()
    assert tuple(H.positivity_witness()) == tuple(G.positivity_witness())
    assert H.defeated_positions() == G.defeated_positions()


def test_octal_code_is_saved_and_checked(tmp_path):
    # the code of the rules is data of the game: saved, loaded, and checked against the rules
    G = games.octal("0.07", 5, "misere")
    H = roundtrip(G, tmp_path)
    assert H.encoding().octal_code() == "0.07"
    assert games.nim(3).encoding().octal_code() is None
    assert roundtrip(games.nim(3), tmp_path, "nim.json").encoding().octal_code() is None
    path = tmp_path / "forged.json"
    for code, error in (("0.77", ValueError), ("0.8x", ValueError), (7, (TypeError, ValueError))):
        save(G, path)
        envelope = json.loads(path.read_text())
        envelope["data"]["encoding"]["octal_code"] = code
        envelope["sha256"] = io_files.data_digest(envelope["data"])
        path.write_text(json.dumps(envelope))
        with pytest.raises(error, match="octal code"):
            load(path)


def test_game_on_polyhedron_roundtrip(tmp_path):
    P = Polyhedron(vertices=[(1, 0), (0, 2)], rays=[(1, 0), (1, 1)])
    G = LatticeGame([(1, 0), (1, 1), (-1, 1)], GameBoard(P, defeated=[(2, 1)]))
    H = roundtrip(G, tmp_path)
    assert H == G and H.board() == G.board()
    # the same P-positions on a region, computed afresh
    assert H.P_positions(level=8) == G.P_positions(level=8)


@pytest.mark.parametrize("region", [dict(level=7), dict(box=((0, 0), (4, 5)))])
def test_solution_roundtrip(tmp_path, region):
    for G in (LatticeGame([(1, 0), (0, 1), (-1, 1)]), LatticeGame.misere([(1, 0), (0, 2)])):
        S = G.solve(**region)
        T = roundtrip(S, tmp_path)
        assert T == S
        for mask in ("is_P", "is_N", "determined", "on_board"):
            assert np.array_equal(getattr(T, mask), getattr(S, mask))
        assert T.P_positions() == S.P_positions()


def test_solution_file_is_compact(tmp_path):
    S = games.octal("0.07", 6).solve(level=12)
    path = tmp_path / "s.json"
    save(S, path)
    data = json.loads(path.read_text())["data"]
    # one bit per lattice point of the region, in base64
    assert len(data["P"]) <= 4 * ((len(S) + 7) // 8 + 2) // 3 + 4


def test_layout_lists_of_scalars_on_one_line(tmp_path):
    # a saved file: a list of scalars on one line (a row of the table, the values of Phi), the
    # rest one entry per line; json reads it back as the data, whose checksum does not depend
    # on the layout
    from sage_latticegames.misere.whole import whole_game_quotient
    W = whole_game_quotient("0.75")
    path = tmp_path / "W.json"
    save(W, path)
    text = path.read_text()
    envelope = json.loads(text)
    data = envelope["data"]
    assert envelope["sha256"] == io_files.data_digest(data)
    assert json.loads(json.dumps(envelope, indent=1)) == envelope
    lines = text.splitlines()
    assert '  "phi": %s,' % json.dumps(data["phi"]) in lines
    for row in data["table"]:
        assert any(line.strip().rstrip(",") == json.dumps(row) for line in lines)
    # "{", four fields, "data": {, its fields, the rows of the table, "]", "}", "}"
    assert len(lines) == 1 + 4 + 1 + len(data) + len(data["table"]) + 3
    # every kind of value, nested
    nested = {"a": [], "b": {}, "c": [[], [1, [2, {"d": None}]], "é"], "e": [True, None, "x", -3],
              "f": {"g": [[0]]}, "h": 10**30}
    assert json.loads(io_files.compact_json(nested)) == nested
    assert io_files.compact_json([1, 2]) == "[1, 2]"


def test_whole_game_phi_cut_at_one_period(tmp_path):
    # Phi is saved over one preperiod and period (the rest by periodicity); a file with Phi up
    # to the heap proved at (the earlier form) is read as well, verified or not
    from sage_latticegames.misere.whole import whole_game_quotient
    W = whole_game_quotient("0.75")
    path = tmp_path / "W.json"
    save(W, path)
    E = io_files.read_envelope(path)
    data = E["data"]
    Phi = W.pretending_function()
    assert data["phi"] == [Phi.state(n) for n in range(Phi.preperiod() + Phi.period())]
    M = data["proved_at"]
    data["phi"] = [Phi.state(n) for n in range(M + 1)]
    E["sha256"] = io_files.data_digest(data)
    old = tmp_path / "old.json"
    io_files.atomic_write_text(str(old), json.dumps(E))
    assert load(old).certificate() == W.certificate()
    Q, R = load(old, verify=False), load(path, verify=False)
    assert Q.finite_data().delta == R.finite_data().delta and Q.cardinality() == 8
    # a value beyond the period that breaks it, or a length of neither form, is refused
    data["phi"][-1] = Phi.state(M + 1)
    E["sha256"] = io_files.data_digest(data)
    io_files.atomic_write_text(str(old), json.dumps(E))
    for verify in (True, False):
        with pytest.raises(ValueError, match="not periodic"):
            load(old, verify=verify)
    data["phi"] = data["phi"][:M]
    E["sha256"] = io_files.data_digest(data)
    io_files.atomic_write_text(str(old), json.dumps(E))
    with pytest.raises(ValueError, match="phi holds %s values" % M):
        load(old, verify=False)


def test_stratification_roundtrip(tmp_path):
    G = games.octal("0.07", 5)
    S = G.affine_stratification()
    T, H = load_with_game(_saved(S, tmp_path, game=G))
    assert T == S and H == G
    assert T.is_same_set(S)
    # the certificate was proved again on loading, for exactly the saved game
    assert T.is_certified() and S.is_certified()
    assert same_certificate(T.certificate(), S.certificate())
    assert all((p in T) == (p in S) for p in G.P_positions(level=6))


def same_certificate(loaded, saved):
    # the claim of the file, proved again when loaded (Certificate of the stratification)
    return (loaded.method() == saved.method() and loaded.statement() == saved.statement()
            and loaded.game() == saved.game() and loaded.details().startswith(saved.details())
            and "re-proved when loaded: Proved" in loaded.details())


def test_certified_misere_stratification_roundtrip(tmp_path):
    G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    try:
        S = G.affine_stratification()
    except NotImplementedError:
        pytest.skip("no misère stratification in this version")
    T = roundtrip(S, tmp_path)
    assert T == S
    assert same_certificate(T.certificate(), S.certificate())


def test_strategy_roundtrip(tmp_path):
    G = games.octal("0.07", 4)
    f = G.rational_strategy()
    g = roundtrip(f, tmp_path)
    assert g == f and g.game() == G
    assert g.generating_function() == f.generating_function()
    for p in G.solve(level=6).points.tolist():
        if G.is_position(p):
            assert g.is_P_position(p) == f.is_P_position(p)


@pytest.mark.parametrize("hilbert,cone", [([(2, 0), (1, 1), (0, 2)], None), ([(3,)], None),
                                          ([(2, 0), (0, 2)], [(1, 0), (-1, 2)])])
def test_quotient_roundtrip(tmp_path, hilbert, cone):
    Q = MisereQuotient(hilbert, cone=cone)
    assert roundtrip(Q, tmp_path) is Q


@pytest.mark.parametrize("code,heaps", [("0.07", 5), ("0.137", 6), ("0.77", 4)])
def test_finite_quotient_roundtrip(tmp_path, code, heaps):
    # a quotient computed heap by heap, with its certificate and name
    G = games.octal(code, heaps, play="misere")
    Q = G.misere_quotient()
    R = roundtrip(Q, tmp_path, game=G)      # saved with its game: proved again when loaded
    assert R is Q
    assert R.certificate() == Q.certificate() and R.is_certified()
    assert R.multiplication_table() == Q.multiplication_table()
    assert repr(R) == repr(Q)


def test_follower_encoding_roundtrip(tmp_path):
    # a finite game (Theorem 5.1 of [GM]) with labels of several kinds
    game = {"G": ["H", 3, ("t", 1)], "H": [3], 3: [], ("t", 1): ["H", 3], "Z": [3]}
    G = games.from_game(game, "G")
    R = roundtrip(G, tmp_path)
    assert R == G and R.encoding() == G.encoding()
    p = (1,) * G.dimension()
    assert R.encoding().followers(p) == G.encoding().followers(p)


def test_follower_encoding_with_unsaveable_label(tmp_path):
    G = games.from_game({1.5: [0], 0: []}, 1.5)
    with pytest.raises(ValueError, match="cannot save the label 1.5"):
        save(G, tmp_path / "x.json")
    assert not os.path.exists(tmp_path / "x.json")


def _saved(obj, tmp_path, name="x.json", **kwds):
    path = tmp_path / name
    save(obj, path, **kwds)
    return path


# ----------------------------------------------------------------------
# damaged files
# ----------------------------------------------------------------------
def test_truncated_file(tmp_path):
    path = _saved(games.octal("0.07", 4), tmp_path)
    text = path.read_text()
    for cut in (0, 1, len(text) // 3, len(text) - 3):
        path.write_text(text[:cut])
        with pytest.raises(ValueError, match=str(path)):
            load(path)


def test_corrupted_file(tmp_path):
    path = _saved(games.octal("0.07", 4).solve(level=5), tmp_path)
    envelope = json.loads(path.read_text())
    envelope["data"]["size"] += 1
    path.write_text(json.dumps(envelope))
    with pytest.raises(ValueError, match="corrupted.*checksum"):
        load(path)
    path.write_bytes(b"\xff\xfe garbage")
    with pytest.raises(ValueError, match=str(path)):
        load(path)
    path.write_text(json.dumps({"hello": 1}))
    with pytest.raises(ValueError, match="not a sage_latticegames file"):
        load(path)


def test_corrupted_data_with_valid_checksum(tmp_path):
    # a hand-edited file whose checksum was recomputed: the data are still checked
    path = _saved(games.octal("0.07", 4).solve(level=5), tmp_path)
    envelope = json.loads(path.read_text())
    envelope["data"]["P"] = "!!"
    envelope["sha256"] = io_files.data_digest(envelope["data"])
    path.write_text(json.dumps(envelope))
    with pytest.raises(ValueError, match="corrupted"):
        load(path)


def test_newer_version(tmp_path):
    path = _saved(games.octal("0.07", 4), tmp_path)
    envelope = json.loads(path.read_text())
    envelope["version"] = FORMAT_VERSION + 1
    path.write_text(json.dumps(envelope))
    with pytest.raises(ValueError, match="newer"):
        load(path)


def test_missing_file(tmp_path):
    with pytest.raises(ValueError, match="cannot read"):
        load(tmp_path / "nothing.json")


# ----------------------------------------------------------------------
# atomic writes
# ----------------------------------------------------------------------
@pytest.mark.parametrize("where", ["fsync", "replace", "write"])
def test_crash_during_write_keeps_previous_file(tmp_path, monkeypatch, where):
    G = games.octal("0.07", 4)
    path = _saved(G, tmp_path)
    before = path.read_bytes()

    class Crash(Exception):
        pass

    def crash(*args, **kwds):
        raise Crash("simulated crash")
    if where == "fsync":
        monkeypatch.setattr(io_files.os, "fsync", crash)
    elif where == "replace":
        monkeypatch.setattr(io_files.os, "replace", crash)
    else:
        real_fdopen = io_files.os.fdopen

        class Half:
            def __init__(self, f):
                self.f = f

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.f.close()

            def write(self, text):
                self.f.write(text[:len(text) // 2])
                self.f.flush()
                raise Crash("simulated crash in the middle of the write")
        monkeypatch.setattr(io_files.os, "fdopen", lambda fd, *a, **k: Half(real_fdopen(fd, *a, **k)))
    with pytest.raises(Crash):
        save(games.octal("0.77", 5, "misere"), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert load(path) == G
    assert os.listdir(tmp_path) == [path.name]  # no temporary file left


def test_save_rejects_other_objects(tmp_path):
    with pytest.raises(TypeError, match="cannot save"):
        save({"a": 1}, tmp_path / "x.json")
    with pytest.raises(ValueError, match="stratification"):
        save(games.octal("0.07", 4), tmp_path / "x.json", game=games.octal("0.07", 4))


def test_lazy_stratification_and_product_form_saved_compactly(tmp_path):
    # misère Kayles with heaps <= 20 (heaps <= 40 take the same path, twice slower:
    # every load proves the quotient again): the compact form (the finite quotient and
    # the game) is saved; loading proves the quotient again for exactly that game
    from sage_latticegames.misere import LazyAffineStratification, QuotientStrategy
    G = games.octal("0.77", 20, play="misere")
    S = G.affine_stratification()
    assert isinstance(S, LazyAffineStratification) and S.is_certified()
    path = tmp_path / "S.json"
    save(S, path, game=G)
    data = json.load(open(str(path)))
    assert data["kind"] == "lazy_stratification" and "finite" in data["data"]
    assert os.path.getsize(str(path)) < 10**6
    T = load(path)
    assert T == S and T.is_certified() and T.num_strata() == S.num_strata()
    obj, game = load_with_game(path)
    assert obj == S and game == G
    U = load(path, verify=False)
    assert not U.is_certified() and "without re-proof" in U.conjecture()
    assert "without re-proof" in repr(U)
    p = (10**40,) + (0,) * 18 + (1,)
    assert (p in T) == (p in U) == (p in S)
    # the product form
    f = S.rational_strategy()
    assert roundtrip(f, tmp_path, "f.json") == f and isinstance(load(tmp_path / "f.json"), QuotientStrategy)
    # a forged P-portion (with a recomputed checksum) is refused, or loaded unproved
    E = io_files.read_envelope(path)
    P = E["data"]["finite"]["P"]
    P[1] = not P[1]
    E["sha256"] = io_files.data_digest(E["data"])
    io_files.atomic_write_text(str(tmp_path / "F.json"), json.dumps(E))
    with pytest.raises(ValueError, match="not the misère quotient"):
        load(tmp_path / "F.json")
    assert not load(tmp_path / "F.json", verify=False).is_certified()
    # the game saved must be the game of the stratification
    with pytest.raises(ValueError, match="not the game"):
        save(S, tmp_path / "x.json", game=games.octal("0.77", 19, play="misere"))
    # an unproved one stays unproved, with its reason
    C = LazyAffineStratification(games.nim(2, "misere"), MisereQuotient.heap_by_heap(
        games.nim(2, "misere")).finite_data(), verify=False, conjecture="a guess")
    R = roundtrip(C, tmp_path, "C.json")
    assert R == C and R.conjecture() == "a guess"


# ----------------------------------------------------------------------
# issue 27: atomic writes only over regular files; strategies proved again
# ----------------------------------------------------------------------
def test_atomic_writes_refuse_special_files(tmp_path):
    import stat
    from sage_latticegames.cli import main
    G = games.octal("0.07", 4)
    target = tmp_path / "real.json"
    target.write_text("keep")
    link = tmp_path / "link.json"
    os.symlink(target, link)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path, what in [(link, "symbolic link"), (fifo, "FIFO"), (tmp_path, "directory")]:
        with pytest.raises(ValueError, match="is a %s, not a regular file" % what):
            save(G, path)
        with pytest.raises(ValueError, match="not a regular file"):
            io_files.atomic_write_text(path, "x")
    assert os.path.islink(link) and target.read_text() == "keep"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    # the command line: a clear error (exit code 2), the FIFO and the link untouched
    for path in (fifo, link):
        assert main(["solve", "--octal", "0.07", "--heaps", "4", "--level", "2",
                     "-o", str(path)]) == 2
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and os.path.islink(link)
    assert target.read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "pipe", "real.json"]
    # a regular file and a new path are written
    save(G, target)
    save(G, tmp_path / "new.json")
    assert load(target) == G == load(tmp_path / "new.json")


def test_swapped_strategy_is_proved_again_and_refused(tmp_path):
    f = games.octal("0.07", 4).rational_strategy()
    g = games.octal("0.07", 4, play="misere").rational_strategy(form="short")
    path = tmp_path / "f.json"
    save(f, path)
    E = io_files.read_envelope(path)
    # the strategy of the misère game, saved as the strategy of the normal-play game
    E["data"]["terms"] = json.loads(json.dumps(io_files.to_dict(g)[1]["terms"]))
    E["sha256"] = io_files.data_digest(E["data"])
    io_files.atomic_write_text(str(tmp_path / "swapped.json"), json.dumps(E))
    with pytest.raises(ValueError, match="not the rational strategy of its game"):
        load(tmp_path / "swapped.json")
    loaded = load(tmp_path / "swapped.json", verify=False)       # unproved, on request only
    assert loaded.generating_function() == g.generating_function()
    assert load(path) == f
