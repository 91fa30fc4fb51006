"""
Trust (issue 20): a saved certificate is a claim proved again on loading (or
loaded as unproved, and said so); forged and inconsistent files are refused; a
damaged results store keeps every good record; every command answers within
its budget, in one line when it fails.  Each test has a time limit.
"""
import json
import math
import os
import subprocess
import sys
import time

import psutil
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.io import save, load, data_digest
from sage_latticegames.io.files import load_with_game
from sage_latticegames.survey import read_store, append_record, survey, write_report
from sage_latticegames.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class within:
    # a time limit on a block of the test
    def __init__(self, seconds):
        self.seconds = seconds

    def __enter__(self):
        self.start = time.monotonic()
        return self

    def __exit__(self, *exc):
        elapsed = time.monotonic() - self.start
        assert exc[0] is not None or elapsed < self.seconds, "took %.1f s" % elapsed


def edit(path, change, out=None):
    # edit the data of a saved file and recompute its checksum "as documented"
    envelope = json.loads(open(path).read())
    change(envelope["data"])
    envelope["sha256"] = data_digest(envelope["data"])
    out = out or path
    with open(out, "w") as f:
        json.dump(envelope, f)
    return out


def one_line_error(capsys, code, argv, expected=None):
    assert main(argv) == code, argv
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("latticegames: "), err
    assert "Traceback" not in err
    if expected:
        assert expected in err, err
    return err


def no_children():
    # the processes left by this process (multiprocessing's resource tracker, which
    # ends with this process, is not one of the survey's)
    children = psutil.Process().children(recursive=True)
    return [c for c in children if c.is_running() and c.status() != psutil.STATUS_ZOMBIE
            and "resource_tracker" not in " ".join(c.cmdline())]


# ----------------------------------------------------------------------
# saved files are claims
# ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def discovered(tmp_path_factory):
    # ``latticegames discover --save``: a certified stratification of a 4-D game
    folder = tmp_path_factory.mktemp("trust")
    path = str(folder / "S.json")
    assert main(["discover", "--octal", "0.07", "--heaps", "5", "--save", path, "-o",
                 str(folder / "out.txt")]) == 0
    return folder, path, games.octal("0.07", 5)


def test_edited_strata_are_refused(discovered, capsys):
    folder, path, G = discovered
    assert G.outcome((1, 0, 0, 0)) == "N"
    forged = edit(path, lambda d: d["strata"][0]["points"].append([1, 0, 0, 0]),
                  str(folder / "forged.json"))
    with within(10):
        with pytest.raises(ValueError, match="its certificate does not hold"):
            load(forged)
        # without re-proof: unproved, and said so
        S = load(forged, verify=False)
        assert not S.is_certified() and S.certificate() is None and S.is_conjecture()
        assert "Conjectural" in repr(S)
        if hasattr(S, "conjecture"):
            assert "without re-proof" in S.conjecture()
        # the command line re-proves, or refuses to answer from data breaking Theorem 4.6
        one_line_error(capsys, 2, ["query", "--from", forged, "1,0,0,0"], "does not hold")
        one_line_error(capsys, 2, ["query", "--no-verify", "--from", forged, "1,0,0,0"],
                       "not the set of P-positions")
    # a P-position removed: "N" without any winning move is refused too
    P = [list(map(int, p)) for p in G.P_positions(level=5)]
    removed = edit(path, lambda d: d["strata"][0]["points"].remove(P[1]),
                   str(folder / "removed.json"))
    with pytest.raises(ValueError, match="does not hold"):
        load(removed)
    one_line_error(capsys, 2, ["query", "--no-verify", "--from", removed, ",".join(map(str, P[1]))],
                   "no move leads to a P-position")


def test_genuine_file_is_reproved_and_answers(discovered, capsys):
    folder, path, G = discovered
    S, H = load_with_game(path)
    assert S.is_certified() and H == G
    assert "re-proved when loaded: Proved" in S.certificate().details()
    points = [p for p in G.solve(level=4).points.tolist() if G.is_position(p)]
    assert main(["query", "--from", path, "--json"] + [",".join(map(str, p)) for p in points]) == 0
    answers = json.loads(capsys.readouterr().out)
    assert [a["outcome"] for a in answers] == [G.outcome(p) for p in points]
    assert all("proved" not in a for a in answers)
    # unproved answers say so
    assert main(["query", "--no-verify", "--from", path, "1,0,0,0"]) == 0
    out = capsys.readouterr()
    assert out.out.strip().endswith("[unproved]") and "not proved" in out.err


def test_inconsistent_stratification_files(discovered):
    folder, path, G = discovered
    # a 2-D stratification saved with a 4-D game
    flat = edit(path, lambda d: d.update(dimension=2, strata=[{"points": [[0, 0]],
                                                               "generators": [[2, 0], [0, 2]]}]),
                str(folder / "flat.json"))
    for verify in (True, False):
        with pytest.raises(ValueError, match="dimension"):
            load(flat, verify=verify)


def test_forged_quotients(tmp_path):
    G = games.octal("0.07", 5, "misere")
    Q = G.misere_quotient()
    path = str(tmp_path / "Q.json")
    save(Q, path, game=G)
    with within(10):
        assert load(path) is Q and load(path).is_certified()
        # the identity in the P-portion of a misère quotient
        P = list(Q.finite_data().P if hasattr(Q, "finite_data") else
                 json.load(open(path))["data"]["finite"]["P"])
        identity = edit(path, lambda d: d["finite"]["P"].__setitem__(0, True),
                        str(tmp_path / "identity.json"))
        for verify in (True, False):
            with pytest.raises(ValueError, match="contains the identity"):
                load(identity, verify=verify)
        # another P-portion (the identity left out): not the quotient of its game
        other = [False] + [not b for b in P[1:]]
        moved = edit(path, lambda d: d["finite"].update(P=other), str(tmp_path / "moved.json"))
        with pytest.raises(ValueError, match="not the misère quotient of"):
            load(moved)
        R = load(moved, verify=False)
        assert not R.is_certified() and "without re-proof" in repr(R)
        # saved without its game: it cannot be proved again, so it is not certified
        bare = edit(path, lambda d: d.pop("game"), str(tmp_path / "bare.json"))
        R = load(bare)
        assert not R.is_certified() and "no game saved with it" in repr(R)


def test_forged_solutions(tmp_path):
    G = games.octal("0.07", 4)
    S = G.solve(level=5)
    path = str(tmp_path / "sol.json")
    save(S, path)
    assert load(path) == S
    import base64
    import numpy as np
    allP = edit(path, lambda d: d.update(P=base64.b64encode(np.packbits(
        np.ones(d["size"], dtype=bool)).tobytes()).decode()), str(tmp_path / "allP.json"))
    with pytest.raises(ValueError, match="not those of the game"):
        load(allP)
    with pytest.raises(ValueError, match="joined by a move"):
        load(allP, verify=False)
    T = load(path, verify=False)
    assert "without re-proof" in repr(T)
    # a size of 10^12: refused before anything is allocated
    huge = edit(path, lambda d: d.update(size=10**12), str(tmp_path / "huge.json"))
    with within(5):
        with pytest.raises(ValueError, match="bit mask"):
            load(huge)


def test_heap_encoding_contradicting_its_octal_code(tmp_path):
    G = games.octal("0.07", 5, "misere")
    path = str(tmp_path / "G.json")
    save(G, path)
    forged = edit(path, lambda d: d["encoding"].update(max_heap=7), str(tmp_path / "forged.json"))
    with pytest.raises(ValueError, match="contradict its octal code '0.07'"):
        load(forged)


def test_deeply_nested_json(tmp_path, capsys):
    path = str(tmp_path / "deep.json")
    with open(path, "w") as f:
        f.write("[" * 10**5 + "]" * 10**5)
    with within(10):
        with pytest.raises(ValueError, match="nested too deeply"):
            load(path)
        one_line_error(capsys, 2, ["query", "--from", path, "1"], "nested too deeply")
        one_line_error(capsys, 2, ["solve", "--game", path, "--level", "2"], "nested too deeply")


# ----------------------------------------------------------------------
# no record lost, no file destroyed
# ----------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["garbage", "{}", '{"key": 3}', "\x00\x01"])
def test_damaged_store_keeps_every_record(tmp_path, damage):
    path = str(tmp_path / "store.jsonl")
    for i in range(6):
        append_record(path, {"key": "k%s" % i, "status": "ok"})
    lines = open(path).read().splitlines()
    lines[2] = damage
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    damaged = []
    records = read_store(path, damaged, repair=True)
    assert sorted(records) == ["k0", "k1", "k3", "k4", "k5"] and damaged == [damage]
    assert open(path + ".damaged").read() == damage + "\n"
    # the store is still a store: appending and reading again lose nothing
    append_record(path, {"key": "k6", "status": "ok"})
    assert sorted(read_store(path)) == ["k0", "k1", "k3", "k4", "k5", "k6"]


def test_reading_a_store_being_appended_loses_nothing(tmp_path):
    # a reader (a report, the catalogue build) sees a survey's last line half written: it skips
    # it and leaves the file alone, so the record completed and those appended after it stay
    path = str(tmp_path / "store.jsonl")
    append_record(path, {"key": "k0", "status": "ok"})
    with open(path, "a") as f:
        f.write('{"key": "k1", "sta')
    damaged = []
    assert sorted(read_store(path, damaged)) == ["k0"] and damaged == ['{"key": "k1", "sta']
    assert not os.path.exists(path + ".damaged")
    with open(path, "a") as f:
        f.write('tus": "ok"}\n')
    append_record(path, {"key": "k2", "status": "ok"})
    assert sorted(read_store(path)) == ["k0", "k1", "k2"]


def test_a_file_that_is_not_a_store_is_refused(tmp_path, discovered, capsys):
    folder, saved, G = discovered
    for name, content in (("S.json", open(saved, "rb").read()), ("binary.bin", bytes(range(256))),
                          ("notes.txt", b"my notes\nmore notes\n")):
        path = str(tmp_path / name)
        with open(path, "wb") as f:
            f.write(content)
        with within(15):
            one_line_error(capsys, 2, ["survey", "--codes", "0.07", "--heaps", "3", "--plays",
                                       "normal", "--workers", "1", "--store", path],
                           "not a survey results store")
        assert open(path, "rb").read() == content
    assert not no_children()


def test_timeout_is_one_record_and_the_survey_goes_on(tmp_path):
    store = str(tmp_path / "store.jsonl")
    with within(120):
        records = survey("stats", ["0.7", "0.07", "0.77"], [3], ["normal"], store=store, level=3,
                         workers=1, timeout=3, report=str(tmp_path / "report"), progress=False,
                         function=sleepy)
    statuses = {r["code"]: r["status"] for r in records}
    assert statuses == {"0.7": "timeout", "0.07": "ok", "0.77": "ok"}
    timed_out = next(r for r in records if r["code"] == "0.7")
    assert 3 <= timed_out["seconds"] < 10
    page = open(str(tmp_path / "report" / "report.html")).read()
    assert "Parameters" in page and "time limit per game" in page
    assert not no_children()


def sleepy(task, code, heaps, play, level=8):
    # a task function: the code 0.7 is over any time limit
    if code == "0.7":
        time.sleep(600)
    from sage_latticegames.survey import run_game
    return run_game(task, code, heaps, play, level=level)


def test_report_shows_what_was_found(tmp_path):
    records = [{"key": "a", "task": "quotient", "code": "0.07", "heaps": 5, "play": "misere",
                "status": "ok", "seconds": 0.2,
                "result": {"quotient": "Q", "finite": True, "order": 6, "group": False,
                           "name": "T2", "certified": True}},
               {"key": "b", "task": "discover", "code": "0.137", "heaps": 6, "play": "misere",
                "status": "ok", "seconds": 0.3,
                "result": {"strata": 4, "certified": True, "proof": "heap-by-heap quotient",
                           "stratification": "S"}}]
    path = write_report(records, str(tmp_path), parameters={"command": "latticegames survey ..."})
    page = open(path).read()
    assert "order 6, T2" in page and "4 strata, heap-by-heap quotient" in page
    assert "latticegames survey ..." in page and "version of sage_latticegames" in page


# ----------------------------------------------------------------------
# every command answers, within its budget, in one line when it fails
# ----------------------------------------------------------------------
SURVEY_BAD = [(["--workers", "0"], "positive integer"), (["--workers", "-1"], "positive integer"),
              (["--workers", str((os.cpu_count() or 1) + 1)], "cores"), (["--octal-digits", "10"], "more than"),
              (["--codes", "1.2.3"], "cannot read '1.2.3'"), (["--heaps", "0"], "positive"),
              (["--heaps", "6-2"], "is empty"), (["--plays", ""], "at least one play"),
              (["--timeout", "0"], "positive number"), (["--timeout", "-5"], "positive number"),
              (["--timeout", "nan"], "positive number"), (["--codes", ""], "no octal code")]


@pytest.mark.parametrize("args,expected", SURVEY_BAD)
def test_survey_arguments_checked_before_a_cluster(tmp_path, capsys, args, expected):
    argv = ["survey", "--store", str(tmp_path / "s.jsonl")]
    if "--codes" not in args and "--octal-digits" not in args:
        argv += ["--codes", "0.07"]
    if "--heaps" not in args:
        argv += ["--heaps", "3"]
    with within(10):
        one_line_error(capsys, 2, argv + args, expected)
    assert not os.path.exists(str(tmp_path / "s.jsonl"))
    assert not no_children()


def test_discover_has_a_time_limit_and_progress_on_stderr():
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "sage_latticegames.cli", "discover", "--octal",
                           "0.137", "--heaps", "34", "--play", "misere", "--time-limit", "3",
                           "--progress"], capture_output=True, text=True, timeout=120, env=env)
    elapsed = time.monotonic() - start
    assert done.returncode == 3, done.stderr
    assert elapsed < 40 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) > 1 and all(line.startswith("latticegames: ") for line in lines)
    assert "time limit" in lines[-1] and "Traceback" not in done.stderr


def test_no_progress_when_not_a_terminal(capsys):
    assert main(["quotient", "--octal", "0.07", "--heaps", "6", "--play", "misere"]) == 0
    out = capsys.readouterr()
    assert out.err == "" and "order 6" in out.out
    assert main(["quotient", "--octal", "0.07", "--heaps", "6", "--play", "misere",
                 "--progress"]) == 0
    out = capsys.readouterr()
    assert "coordinates <= 5" in out.err and "coordinates <=" not in out.out


def test_huge_region_is_refused_at_once(capsys):
    with within(10):
        one_line_error(capsys, 2, ["solve", "--moves", "1", "--level", "1500000000"],
                       "lattice points")


def test_negative_numbers_are_values(capsys):
    assert main(["query", "--moves", "-1,1;1,0;0,1", "2,4", "1,4"]) == 0
    G = LatticeGame([(-1, 1), (1, 0), (0, 1)])
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "(2, 4): %s" % G.outcome((2, 4))
    one_line_error(capsys, 2, ["query", "--moves", "1,0;0,1", "-1,0"], "not a position")
    one_line_error(capsys, 2, ["solve", "--octal", "0.07", "--heaps", "-3", "--level", "2"],
                   "positive integer")
    one_line_error(capsys, 2, ["discover", "--octal", "0.07", "--heaps", "3", "--time-limit",
                               "-1"], "positive number")


def test_open_items_of_the_catalogue():
    from sage_latticegames.strategies.rational_strategy import RationalStrategy
    from sage_latticegames.generating_functions.ring import ShortRationalFunction
    from sage.misc.latex import latex
    from sage.rings.rational_field import QQ
    with pytest.raises(TypeError, match="rational strategy is given by"):
        RationalStrategy(5)
    f = ShortRationalFunction([(2, (1, 0), [(0, 1)]), (-QQ(1) / 3, (0, 0), [])])
    assert str(latex(f)).endswith(r"- \frac{1}{3}")
    with pytest.raises(ValueError, match="the game 'a' is not a key"):
        games.from_game({}, "a")


def test_plots_have_title_labels_and_legend():
    S = games.nim(2, "misere").solve(level=6)
    P = S.plot()
    # the options of this plot (Sage keeps them in the plot; SHOW_OPTIONS, the defaults shared
    # by every plot, stays untouched)
    assert "Nim" in P._extra_kwds["title"] and P._extra_kwds["axes_labels"] == [
        "heaps of size 1", "heaps of size 2"]
    assert P.SHOW_OPTIONS["title"] is None
    assert {p.options()["legend_label"] for p in P} == {"P-positions", "N-positions"}
    assert math.isfinite(len(P))


# ----------------------------------------------------------------------
# issue 27: certificates only from the code that ran the proof
# ----------------------------------------------------------------------
def _complemented(F):
    from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
    return FiniteQuotientData(F.delta, [not b for b in F.P], F.reps)


def test_a_hand_written_certificate_is_not_a_proof():
    from sage_latticegames.misere.monoid.finite_monoid import FiniteQuotientData
    from sage_latticegames.misere.quotient import MisereQuotient
    from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
    from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
    G = games.octal('0.07', 6, play='misere')
    F = G.misere_quotient().finite_data()
    forged = {"commutative": True, "reduced": True, "misere": True, "tuples": 1}
    bad = FiniteQuotientData(F.delta, [not b for b in F.P], F.reps, forged)
    assert bad.certificate is None
    Q = MisereQuotient(bad, "forged", game=G)
    assert not Q.is_certified() and Q.certificate() == {} and "certified" not in repr(Q)
    with pytest.raises(ValueError, match="not the misère quotient"):
        QuotientStrategy(G, Q)
    with pytest.raises(ValueError, match="not the misère quotient"):
        LazyAffineStratification(G, Q)
    f = QuotientStrategy(G, Q, verify=False)
    assert not f.is_certified() and not LazyAffineStratification(f).is_certified()
    # the same data with a hand-written certificate: proved again, not trusted
    same = MisereQuotient(FiniteQuotientData(F.delta, F.P, F.reps, forged), "copy", game=G)
    assert not same.is_certified()
    assert QuotientStrategy(G, same).is_certified()         # by recertify, for this game


def test_a_proof_for_another_game_is_not_a_proof_for_this_one():
    from sage_latticegames.misere.quotient import MisereQuotient
    from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy
    F = games.nim(2, 'misere').misere_quotient().finite_data()
    Q = MisereQuotient(F, "elsewhere", game=games.nim(2))
    assert not Q.is_certified()
    with pytest.raises(ValueError, match="P-portion does not contain the identity"):
        QuotientStrategy(games.nim(2), Q)


def test_the_proved_data_are_immutable():
    G = games.octal('0.07', 6, play='misere')
    Q = G.misere_quotient()
    F = Q.finite_data()
    for name, value in [("P", tuple(not b for b in F.P)), ("delta", F.delta[::-1]),
                        ("reps", F.reps), ("k", 1), ("certificate", {}), ("_proof", {})]:
        with pytest.raises(AttributeError, match="read-only"):
            setattr(F, name, value)
    with pytest.raises(AttributeError):
        del F.P
    F.certificate["tuples"] = -1                # a copy
    assert Q.certificate()["tuples"] != -1 and Q.is_certified()
    with pytest.raises(TypeError):
        F.table()[0][0] = 1
    with pytest.raises(TypeError):
        F.P[0] = True


def test_unpickling_proves_again_or_marks_unproved():
    import pickle
    from sage.misc.persist import dumps, loads
    from sage_latticegames.misere.finite_quotient import _unpickle_finite_quotient
    from sage_latticegames.misere.strategies.quotient_strategy import QuotientStrategy, _restore
    from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
    G = games.octal('0.07', 6, play='misere')
    Q = G.misere_quotient()
    assert loads(dumps(Q)) is Q
    f = QuotientStrategy(G)
    S = LazyAffineStratification(f)
    g, T = pickle.loads(pickle.dumps(f)), pickle.loads(pickle.dumps(S))
    assert g == f and g.is_certified() and T == S and T.is_certified()
    # a pickle claiming a proof of wrong data: proved again and found wrong
    bad = _complemented(Q.finite_data())
    R = _unpickle_finite_quotient(bad, "forged pickle", G, True)
    assert not R.is_certified()
    h = _restore(G, bad, {"commutative": True, "reduced": True, "tuples": 1}, None)
    assert not h.is_certified() and "proof fails" in h.conjecture()
    assert not LazyAffineStratification(h).is_certified()
    # a pickle of right data in a process that has not proved it: proved again
    R = _unpickle_finite_quotient(_complemented(bad), "fresh pickle", G, True)
    assert R.is_certified() and R.game() == G
    # the whole-game quotient: the proof is run again
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    W = whole_game_quotient('0.31')
    V = pickle.loads(pickle.dumps(W))
    assert V.certificate()["proved_at"] == W.certificate()["proved_at"] and V.order() == W.order()


@pytest.mark.timeout(20)
def test_huge_exponents_of_a_bounded_pretension_answer_at_once():
    from sage_latticegames.misere.heap.frontier import pretension_frontier
    G = games.octal('0.76', 12, play='misere')
    B = pretension_frontier(G, copies=8)
    with within(2):
        assert B.is_P_position((10**9,) + (0,) * 11) is False
        assert B.is_P_position((10**9 + 1,) + (0,) * 11) is True
        assert B.claims((10**30, 7, 10**12) + (0,) * 9) in (True, False)
    from sage_latticegames.misere.heap.pretension import _element
    K = B.num_heaps()
    for e in range(0, 200, 7):
        # the reduction by the cycles agrees with the powers one at a time
        x = (e, 3, e // 5) + (0,) * 9
        assert B.claims(x) == bool(B._P[_element(B._delta, x[:K])])


@pytest.mark.parametrize("call, match", [
    (lambda: __import__("sage_latticegames.misere.whole.periodicity", fromlist=["x"]).whole_game_quotient(
        '0.07', start_heap=1), "start_heap=1: no heap"),
    (lambda: __import__("sage_latticegames.misere.whole.periodicity", fromlist=["x"]).whole_game_quotient(
        '0.07', start_heap=0), "start_heap must be a positive integer"),
    (lambda: __import__("sage_latticegames.misere.whole.periodicity", fromlist=["x"]).whole_game_quotient(
        '0.07', max_order=-1), "max_order must be a positive integer"),
    (lambda: games.octal('0.07', 6, play='misere').misere_quotient(max_order=0),
     "max_order must be a positive integer"),
    (lambda: __import__("sage_latticegames.misere.heap.driver", fromlist=["x"]).misere_quotient_data(
        games.octal('0.07', 6, play='misere'), max_order=-1), "max_order must be a positive integer"),
    (lambda: __import__("sage_latticegames.misere.heap.frontier", fromlist=["x"]).pretension_frontier(
        games.octal('0.07', 6, play='misere'), max_order=-1), "max_order must be a positive integer"),
])
def test_unvalidated_arguments(call, match):
    with within(5):
        with pytest.raises(ValueError, match=match):
            call()


def test_non_integer_max_order_is_refused():
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    from sage_latticegames.misere.heap.driver import misere_quotient_data
    with pytest.raises(TypeError, match="max_order must be an integer"):
        whole_game_quotient('0.07', max_order=1.5)
    with pytest.raises(TypeError, match="max_order must be an integer"):
        misere_quotient_data(games.octal('0.07', 6, play='misere'), max_order="5")


def test_huge_heap_bounds_of_a_whole_game_are_refused_at_once():
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    W = whole_game_quotient('0.75')
    with within(3):
        with pytest.raises(ValueError, match="too large to build.*use heaps of size at most"):
            W.lattice_game(10**6)
        with pytest.raises(ValueError, match="too large to build.*use heaps of size at most"):
            W.affine_stratification(10**4)
        with pytest.raises(ValueError, match="too large to build"):
            W.rational_strategy(10**4)
