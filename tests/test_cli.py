"""
The command line ``latticegames`` end to end (in subprocesses; a command whose
process does not matter, such as the one that writes a file a subprocess then
reads, by ``main`` in this process: ``run_here``), exit codes and --help; the
answers are checked against the library.
"""
import csv
import io
import json
import os
import subprocess
import sys


import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.io import load
from sage_latticegames.cli import main, quotient_lines

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUBCOMMANDS = ["solve", "discover", "strategy", "query", "quotient", "survey", "triage"]


def run(*args, cwd=None):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "sage_latticegames.cli", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120, env=env)


def run_here(capsys, *args):
    # the command run by main in this process (no start of Python and Sage: seconds
    # saved), its result read as that of run
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(list(args), code, out, err)


def test_solve_csv_and_json(tmp_path, capsys):
    done = run("solve", "--octal", "0.07", "--heaps", "5", "--play", "misere", "--level", "6",
               "--format", "csv", "--save", str(tmp_path / "s.json"))
    assert done.returncode == 0, done.stderr
    G = games.octal("0.07", 5, "misere")
    expected = [list(map(int, p)) for p in G.P_positions(level=6)]
    rows = list(csv.reader(io.StringIO(done.stdout)))
    assert rows[0] == ["x%s" % i for i in range(1, G.dimension() + 1)]
    assert sorted(list(map(int, r)) for r in rows[1:]) == sorted(expected)
    assert load(tmp_path / "s.json") == G.solve(level=6)
    # the saved game drives the JSON output
    done = run_here(capsys, "solve", "--game", str(tmp_path / "s.json"), "--level", "6",
                    "--format", "json")
    assert done.returncode == 0, done.stderr
    assert sorted(json.loads(done.stdout)["P_positions"]) == sorted(expected)


def test_picture(tmp_path):
    assert main(["solve", "--moves", "1,0;0,1;-1,1", "--defeated", "0,0", "--box", "0,0;6,6",
                 "--format", "png", "-o", str(tmp_path / "p.png")]) == 0
    assert (tmp_path / "p.png").read_bytes()[:4] == b"\x89PNG"


def test_discover_strategy_and_fast_query(tmp_path, capsys):
    S_file, f_file = str(tmp_path / "S.json"), str(tmp_path / "f.json")
    done = run_here(capsys, "discover", "--octal", "0.07", "--heaps", "5", "--save", S_file)
    assert done.returncode == 0, done.stderr
    assert "stratification" in done.stdout
    done = run_here(capsys, "strategy", "--octal", "0.07", "--heaps", "5", "--latex", "--save",
                    f_file)
    assert done.returncode == 0, done.stderr
    assert "\\frac" in done.stdout
    G = games.octal("0.07", 5)
    small = [p for p in G.solve(level=5).points.tolist() if G.is_position(p)][:12]
    huge = [10**40 + 1, 3, 10**25, 2]
    positions = [",".join(map(str, p)) for p in small + [huge]]
    for source in (S_file, f_file):
        if source == f_file:
            done = run("query", "--from", source, "--json", *positions)
            assert done.returncode == 0, done.stderr
            answers = json.loads(done.stdout)
        else:
            assert main(["query", "--from", source, "--json", "-o", str(tmp_path / "q.json"),
                         *positions]) == 0
            answers = json.loads((tmp_path / "q.json").read_text())
        for p, a in zip(small, answers):
            assert a["outcome"] == G.outcome(p)
            if a["outcome"] == "N":
                assert sorted(map(tuple, a["winning_moves"])) == sorted(map(tuple, G.winning_moves(p)))
        # the huge position: each winning move leads to a P-position of the strategy
        f = G.rational_strategy()
        assert answers[-1]["outcome"] == f.outcome(huge)


def test_quotient_saved_and_loaded(tmp_path):
    # a misere quotient computed heap by heap, saved by the command line
    done = run("quotient", "--octal", "0.137", "--heaps", "7", "--play", "misere",
               "--save", str(tmp_path / "q.json"))
    assert done.returncode == 0, done.stderr
    Q = games.octal("0.137", 7, "misere").misere_quotient()
    assert "order %s" % Q.cardinality() in done.stdout
    R = load(tmp_path / "q.json")
    assert R is Q and R.certificate() == Q.certificate()


def test_exit_codes_and_errors(capsys):
    # usage errors: exit code 2 and one line on stderr, no traceback
    done = run("solve", "--octal", "0.1.2", "--heaps", "3", "--level", "2")
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("latticegames")
    for args in (["solve", "--octal", "0.07"], ["frobnicate"], ["query", "--moves", "1,0;0,1", "1,2,3"],
                 ["solve", "--moves", "1,x", "--level", "2"], ["query", "--from", "/nonexistent.json", "1"]):
        assert main(args) == 2, args
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and err.startswith("latticegames"), err


def test_in_process_exit_codes(capsys):
    # the same entry point, in this process (fast): mathematical failures give 1
    assert main(["quotient", "--octal", "0.07", "--heaps", "3", "--play", "misere"]) in (0, 1)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert main(["quotient", "--moves", "1,0;0,1", "--level", "6"]) == 0
    assert "order 2" in capsys.readouterr().out
    assert main(["strategy", "--moves", "1", "--inequalities=-1,1"]) in (0, 1)
    assert main(["solve", "--moves", "1,0;0,1", "--level", "3", "--box", "0,0;1,1"]) == 2
    assert "exactly one region" in capsys.readouterr().err
    assert main(["query", "--moves", "1,0;0,1;-1,1", "2,4", "1,4"]) == 0
    out = capsys.readouterr().out.splitlines()
    G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
    assert out[0].endswith(G.outcome((2, 4))) and G.outcome((1, 4)) in out[1]


def test_help(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert all(c in out for c in SUBCOMMANDS)
    for c in SUBCOMMANDS:
        assert main([c, "--help"]) == 0
        assert capsys.readouterr().out.startswith("usage: latticegames " + c)


def test_conjecture_survey_and_triage(tmp_path, capsys):
    # the survey of a small family of lattice games (Conjecture 4.5 of [GM-A]), its report,
    # and the triage of a game marked as not certified (both commands in this process: the
    # survey's workers are processes of their own)
    from sage_latticegames.games.families import LatticeGameFamily
    store, report = str(tmp_path / "c.jsonl"), str(tmp_path / "report")
    done = run_here(capsys, "survey", "--task", "conjecture", "--family", "squarefree",
                    "--dimension", "2", "--entry-bound", "1", "--plays", "misere,generalized",
                    "--store", store, "--report", report, "--timeout", "30", "--workers", "1")
    assert done.returncode == 0, done.stderr
    F = LatticeGameFamily("squarefree", 2, 1, plays=("misere", "generalized"))
    records = [json.loads(line) for line in open(store)]
    assert sorted(r["game"] for r in records) == sorted(m[0] for m in F.members())
    assert "survey finished: %s records" % F.cardinality() in done.stderr
    page = open(os.path.join(report, "index.html")).read()
    certified = sum(r["status"] == "ok" for r in records)
    assert "<p>%s games, %s certified.</p>" % (len(records), certified) in page
    assert page.count("<td>misere</td>") >= 3
    for r in records:
        if r["status"] == "ok":
            assert os.path.exists(os.path.join(report, "results", r["result"]["saved"]))
    # triage: nothing to do on a store where everything is certified; one game otherwise
    with open(store, "a") as f:
        bad = dict(records[0], status="timeout", result={"message": "over the time limit"})
        f.write(json.dumps(bad) + "\n")
    done = run_here(capsys, "triage", "--store", store, "--report", str(tmp_path / "t"),
                    "--time-limit", "30")
    assert done.returncode == 0, done.stderr
    expected = 1 + sum(r["status"] != "ok" for r in records[1:])
    assert "triage finished: %s games" % expected in done.stderr
    text = open(str(tmp_path / "t" / "triage.html")).read()
    assert text.count('<h2 id="game-') == expected and "Verdict: <b>" in text


def test_conjecture_survey_bad_values(tmp_path, capsys):
    store = str(tmp_path / "s.jsonl")
    base = ["survey", "--task", "conjecture", "--store", store]
    cases = [(["--family", "squarefree"], "give the dimension"),
             (["--dimension", "2"], "give the family"),
             (["--family", "squarefree", "--dimension", "0"], "expected a positive integer"),
             (["--family", "squarefree", "--dimension", "2", "--entry-bound", "x"], "positive integer"),
             (["--family", "squarefree", "--dimension", "2", "--plays", "loopy"], "unknown play 'loopy'"),
             (["--family", "squarefree", "--dimension", "4"], "give max_moves or sample"),
             (["--family", "squarefree", "--dimension", "2", "--codes", "0.07"], "for octal games"),
             (["--family", "squarefree", "--dimension", "2", "--workers", "99"], "local workers"),
             (["--family", "squarefree", "--dimension", "2", "--timeout", "0"], "positive number")]
    for extra, message in cases:
        assert main(base + extra) == 2, extra
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and message in err, (extra, err)
    assert main(["survey", "--task", "stats", "--codes", "0.07", "--family", "squarefree",
                 "--store", store]) == 2
    assert "--family is for --task conjecture" in capsys.readouterr().err
    assert main(["triage", "--store", str(tmp_path / "none.jsonl"), "--report", str(tmp_path)]) == 2
    assert "no results store" in capsys.readouterr().err
    assert not os.path.exists(store)


def test_lazy_stratification_discover_strategy_query(tmp_path, capsys):
    # misère Kayles with heaps <= 20 (issue 19 took heaps <= 40: the same path, slower):
    # discover prints the lazy stratification and its compact form, strategy the product
    # form (both in this process), and query answers from the saved files (re-proved
    # when loaded, in subprocesses)
    args = ["--octal", "0.77", "--heaps", "20", "--play", "misere", "--no-progress"]
    done = run_here(capsys, "discover", *args, "--save", str(tmp_path / "S.json"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Certified lazy affine stratification with 6554202 strata")
    assert "Certificate (misère quotient)" in done.stdout and "620 compact strata" in done.stdout
    done = run_here(capsys, "strategy", *args, "--save", str(tmp_path / "f.json"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Rational strategy in product form")
    G = games.octal("0.77", 20, "misere")
    sol = G.solve(level=6)
    points = [tuple(int(x) for x in p) for p, on in zip(sol.points, sol.on_board) if on][:40]
    big = (10**30 + 1,) + (0,) * 18 + (1,)      # an N-position
    text = [",".join(map(str, p)) for p in points + [big]]
    for source in ("S.json", "f.json"):
        done = run("query", "--from", str(tmp_path / source), "--json", *text)
        assert done.returncode == 0, done.stderr
        records = json.loads(done.stdout)
        for p, r in zip(points, records):
            assert r["outcome"] == G.outcome(p) and "proved" not in r
        assert records[-1]["outcome"] == "N" and records[-1]["winning_moves"]
    done = run_here(capsys, "query", "--from", str(tmp_path / "S.json"), "--no-verify", text[0])
    assert done.returncode == 0 and "[unproved]" in done.stdout
    assert "without re-proof" in done.stderr


def test_quotient_frontier(capsys):
    # past the last finite quotient: a pretension proven below its least failure and a
    # lower bound, the same as the library's; a game that is not a heap game: exit code 2
    from sage_latticegames.misere.heap.frontier import pretension_frontier
    assert main(["quotient", "--octal", "0.76", "--heaps", "12", "--play", "misere",
                 "--frontier", "8"]) == 0
    out = capsys.readouterr().out
    B = pretension_frontier(games.octal("0.76", 12, "misere"), copies=8)
    assert str(B) in out and "lower bound on the order of the misère quotient: %s" % B.lower_bound() in out
    assert main(["quotient", "--moves", "1,0;0,1;1,1", "--frontier"]) == 2
    assert "not a heap game" in capsys.readouterr().err


def test_whole_game_quotient(tmp_path, capsys):
    # quotient --octal CODE without --heaps: the whole game, proved by the misère
    # periodicity theorem, printed as game theorists write it, and saved as .msv
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    from sage_latticegames.io.msv import load_msv
    path = str(tmp_path / "q-0.31.msv")
    assert main(["quotient", "--octal", "0.31", "--play", "misere", "--persist", path]) == 0
    out = capsys.readouterr().out
    W = whole_game_quotient("0.31")
    assert str(W) in out and "proved at heap 13 by the misère periodicity theorem" in out
    assert "order 6, P-portion of size 2, tame (T2)" in out
    assert "presentation: %s" % W.presentation() in out
    assert "P-portion: a, b2" in out and "Phi(0..4) = 1 a b b2 ab2 (preperiod 3, period 2" in out
    assert load_msv(path).quotient_data().order() == 6
    # a heap bound reached is a budget reached (3), as a time budget or --max-order
    assert main(["quotient", "--octal", "0.07", "--play", "misere", "--max-heap", "12"]) == 3
    assert "max_heap=12 reached" in capsys.readouterr().err
    assert main(["quotient", "--octal", "0.07", "--play", "misere", "--max-heap", "30",
                 "--timeout", "0.01"]) == 3
    assert main(["quotient", "--octal", "0.07", "--play", "normal"]) == 2
    assert "--play misere" in capsys.readouterr().err
    # refused at once: contradictory options, an output file in no directory
    assert main(["quotient", "--octal", "0.07", "--moves", "1"]) == 2
    assert "give only one of" in capsys.readouterr().err
    assert main(["quotient", "--octal", "0.77", "--play", "misere", "--msv",
                 str(tmp_path / "none" / "q.msv")]) == 2
    assert "no directory" in capsys.readouterr().err


def test_bounded_quotient_lines_and_budgets(tmp_path, capsys):
    # a bounded quotient: presentation, generators as images of heaps, Phi, which
    # coordinate is which heap size; --max-order over: exit code 3 on every route
    from sage_latticegames.io.msv import load_msv
    path = str(tmp_path / "q.msv")
    assert main(["quotient", "--octal", "0.07", "--heaps", "12", "--play", "misere", "--msv", path,
                 "--progress"]) == 0
    captured = capsys.readouterr()
    assert "generators: a = Phi(2), b = Phi(4), c = Phi(10)" in captured.out
    assert "Phi(0..12) = 1 1 a a b 1 ab a a 1 c ab ac" in captured.out
    assert "coordinates 1-11 count the heaps of sizes 2-12" in captured.out
    assert "latticegames: heaps <= 12 (coordinates <= 11): order 12" in captured.err
    assert load_msv(path).is_isomorphic(games.octal("0.07", 12, "misere").misere_quotient())
    assert main(["quotient", "--octal", "0.07", "--heaps", "24", "--play", "misere",
                 "--max-order", "10"]) == 3
    assert "coordinates 1-23 count the heaps of sizes 2-24" in capsys.readouterr().err
    for extra in ([], ["--frontier", "4"]):
        assert main(["quotient", "--octal", "0.07", "--heaps", "24", "--play", "misere",
                     "--max-order", "10"] + extra) in ((3, 0) if extra else (3,))
        capsys.readouterr()
    assert main(["strategy", "--octal", "0.07", "--heaps", "24", "--play", "misere",
                 "--max-order", "10"]) == 3
    capsys.readouterr()


def test_frontier_progress_names_heap_sizes(capsys):
    # Dawson's Kayles: heap size 1 has no move, so coordinate k is the heap size k + 1;
    # the progress goes to standard error and names heap sizes
    assert main(["quotient", "--octal", "0.07", "--heaps", "14", "--play", "misere",
                 "--frontier", "4", "--progress"]) == 0
    captured = capsys.readouterr()
    assert "heaps <=" not in captured.out
    lines = captured.err.splitlines()
    assert lines[-1].startswith("latticegames: heaps <= 14: quotient of order 24"), lines
    # every step names the heap sizes 2, ..., 14 (the library's own lines, not rewritten:
    # a coordinate k would be the heap size k + 1)
    bounds = [int(line.split("heaps <= ")[1].split(":")[0]) for line in lines
              if line.startswith("latticegames: heaps <= ")]
    assert bounds == list(range(2, 15)), lines
    assert [line.rsplit(" (", 1)[0] for line in lines[:2]] == [
        "latticegames: heaps <= 2: quotient of order 2",
        "latticegames: heaps <= 3: quotient of order 2"], lines
    assert "coordinates 1-13 count the heaps of sizes 2-14" in captured.out


def test_ctrl_c_stops_the_frontier_at_once():
    # Ctrl-C in the stretch of quotient --frontier (compiled code that does not check
    # for interrupts): the console script stops at once.  --max-order 800 ends the
    # recalibration of heap 34 at a candidate of order 2,610 within seconds (without
    # it: half a minute); its stretch to 20 copies takes minutes
    import signal
    import time
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, "-m", "sage_latticegames.cli", "quotient", "--octal",
                             "0.07", "--heaps", "34", "--play", "misere", "--frontier",
                             "--max-order", "800", "--progress"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stderr:
            if line.startswith("latticegames: heap 34: stretching"):     # the stretch begins
                break
        else:
            raise AssertionError("the stretch did not begin (exit status %s)" % proc.wait())
        time.sleep(0.5)
        start = time.monotonic()
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=20)
        assert time.monotonic() - start < 3
        assert proc.returncode in (-signal.SIGINT, 130)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_strategy_of_misere_heap_games_in_product_form(capsys):
    # heaps <= 12 used to take the short form (1024 strata checked pairwise: minutes)
    # where heaps <= 40 took the product form at once; both take the product form
    assert main(["strategy", "--octal", "0.77", "--heaps", "12", "--play", "misere"]) == 0
    assert capsys.readouterr().out.startswith("Rational strategy in product form")
    assert main(["strategy", "--octal", "0.77", "--heaps", "3", "--play", "misere",
                 "--form", "short"]) == 0
    assert capsys.readouterr().out.startswith("Rational strategy f(P")
    assert main(["strategy", "--moves", "1,0;0,1", "--form", "product"]) == 2


def test_command_line_imports_only_what_it_needs():
    # the package and the parser import no Sage; a misère quotient no discovery, no Dask
    code = ("import sys, sage_latticegames, sage_latticegames.cli as c; c.parser(); "
            "print(sorted(m for m in sys.modules if m.startswith(('sage.', 'sage_latticegames.', "
            "'dask'))))")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['sage_latticegames.cli']"
    code = ("import sys; from sage_latticegames.cli import main; "
            "main(['quotient', '--octal', '0.07', '--heaps', '5', '--play', 'misere']); "
            "print(sorted({m.split('.')[1] for m in sys.modules "
            "if m.startswith('sage_latticegames.')}), 'dask' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert "'discovery'" not in last and "'io'" not in last and "'survey'" not in last, last
    assert last.endswith("False")


def test_exit_codes_are_documented_and_shared(capsys):
    from sage_latticegames.cli import exit_code, EXIT_CODES, USAGE, BUDGET
    assert main(["--help"]) == 0
    assert EXIT_CODES.splitlines()[1] in capsys.readouterr().out
    from sage_latticegames.misere.heap.verification import MisereQuotientBudgetError
    from sage_latticegames.misc.budget import BudgetExceeded
    assert exit_code(MisereQuotientBudgetError("x"))[0] == exit_code(BudgetExceeded("x"))[0] == BUDGET
    assert exit_code(ValueError("x"))[0] == USAGE


def test_package_names_are_the_objects():
    # the lazy package namespace gives the objects themselves, and every name of __all__
    import sage_latticegames
    from sage_latticegames.squarefree import __all__ as squarefree_names
    from sage_latticegames.misere import MisereQuotient
    assert set(squarefree_names) <= set(sage_latticegames.__all__)
    assert sage_latticegames.MisereQuotient is MisereQuotient
    for name in sage_latticegames.__all__:
        assert getattr(sage_latticegames, name) is not None, name
    assert set(sage_latticegames.__all__) <= set(dir(sage_latticegames))


def test_quotient_command_imports_no_polyhedra():
    # the quotient commands (heap bound, whole game) load neither Sage's polyhedra, cones
    # and polynomial rings nor sage.all__sagemath_polyhedra, nor the linear pretensions
    # (imported at their first use): the process starts as fast as the peer's
    lazy = ("sage.all__sagemath_polyhedra", "sage.all__sagemath_modules",
            "sage.geometry.polyhedron.base", "sage.geometry.polyhedron.parent", "sage.geometry.cone",
            "sage.rings.polynomial.multi_polynomial_ring", "sage.matrix.matrix_rational_dense",
            "sage_latticegames.misere.heap.linear_pretension", "sage_latticegames.discovery",
            "dask")
    for args in (["--octal", "0.77", "--heaps", "20", "--play", "misere"],
                 ["--octal", "0.44", "--play", "misere"]):
        code = ("import sys, io, contextlib; from sage_latticegames.cli import main\n"
                "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
                "    rc = main(['quotient'] + %r)\n"
                "print(rc, 'order' in out.getvalue(), sorted(m for m in %r if m in sys.modules))"
                % (args, lazy))
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           timeout=120, env=dict(os.environ, PYTHONPATH=ROOT + os.pathsep
                                                 + os.environ.get("PYTHONPATH", "")))
        assert r.returncode == 0, r.stderr
        assert r.stdout.split("\n")[-2] == "0 True []", (args, r.stdout, r.stderr)


def test_quotient_command_imports_no_sage():
    # the quotient commands of octal games in misère play (heap bound, whole game) compute
    # with Python integers and numpy: they import no Sage module at all (the process starts
    # about as fast as the peer's JVM; benchmarks/bench_cli.py), and print what the parents
    # print (the same construction, proof and numbering)
    for args in (["--octal", "0.77", "--heaps", "20", "--play", "misere", "--progress"],
                 ["--octal", "0.44", "--play", "misere"]):
        code = ("import sys, io, contextlib; from sage_latticegames.cli import main\n"
                "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
                "    rc = main(['quotient'] + %r)\n"
                "print(rc, sorted(m for m in sys.modules if m == 'sage' or m.startswith('sage.')))\n"
                "print(out.getvalue())" % (args,))
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           timeout=120, env=dict(os.environ, PYTHONPATH=ROOT + os.pathsep
                                                 + os.environ.get("PYTHONPATH", "")))
        assert r.returncode == 0, r.stderr
        assert r.stdout.split("\n")[0] == "0 []", (args, r.stdout, r.stderr)
        if "--heaps" in args:
            assert "latticegames: heaps <= 20 (coordinates <= 20): order 24" in r.stderr
            Q = games.octal("0.77", 20, "misere").misere_quotient()
            assert r.stdout.split("\n")[1] == str(Q)
            assert r.stdout.split("\n")[2:-2] == quotient_lines(Q, range(1, 21)) + [
                "coordinates 1-20 count the heaps of sizes 1-20"]
        else:
            from sage_latticegames.misere.whole import whole_game_quotient
            assert r.stdout.split("\n")[1] == str(whole_game_quotient("0.44"))
