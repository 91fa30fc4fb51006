"""
Benchmark of the heap-by-heap misère quotient (sage_latticegames.misere.heap_quotient).

For each octal game (default 0.07, 0.77, 0.137) the quotient with heaps of size
at most k is computed and proven for k = 1, 2, ... (one coordinate per heap size
with a move) until the time budget of the game is spent; the script prints, per
coordinate adjoined, the order of the proven quotient, the number of states of
its certificate, the rounds (candidates tried) and the cumulative time, then the
largest heap bound reached.  (The budget is checked after each coordinate: the
last coordinate may overrun it.)

Baseline, in the same process, on a common heap bound (--baseline-heap, default
20): the whole construction with the algorithms of version 0.2 (verification
algorithm='sets', no conservative extension, no recalibration: candidates from
outcome rows only) against the default one, both results asserted equal; and the
verification alone of that quotient by each algorithm ('antichain', 'sets' and,
when small, 'tuples'), with the ratios of times and of visited states.

Usage:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_misere_quotient.py [--budget S]
        [--baseline-heap H] [--no-baseline] [--max-heap N] [--max-order M] [codes ...]
(default: 600 seconds per game, heaps up to 60, codes 0.07 0.77 0.137).  One core
is used.

Comparison with A. N. Siegel's MisereSolver (when java and its sources are
present, see sage_latticegames.io.msv.run_misere_solver), one program after the
other on the same games: wall and CPU time of each (the peer's CPU time is that
of the java child, from resource.getrusage(RUSAGE_CHILDREN) deltas) and the
ratios package/peer, with the orders and |P| found (and the heap where the
periodicity theorem proved the whole game, for CODE:whole):
    PYTHONPATH=. .venv/bin/python benchmarks/bench_misere_quotient.py --peer
        [--timeout S] [--start-heap H] [CODE:N | CODE:whole ...]
(default: 0.07:25 0.07:28 0.07:30 0.07:33 0.137:20 0.77:whole 0.6:16, timeout 300 s
per game and program; the package with its defaults: no cap on the order unless
--max-order, no heap bound for whole games).  CODE:N:frontier runs, on the
package's side, sage_latticegames.misere.frontier.pretension_frontier (its
defaults: depth 8, copies 20, no cap on the order):
past the last finite quotient, a pretension proven below its least failure and a
proven lower bound on the order of the quotient (e.g. 0.07:34:frontier).
CODE:N:infinite runs sage_latticegames.misere.linear_pretension.
prove_infinite_heap_quotient (a proof that the quotient is infinite, e.g.
0.3122:7:infinite, where MisereSolver's construction never stabilises).

Table of whole-game quotients of the two-digit octal codes 0.d1d2 and of nine
three-digit ones (order, |P|, name, preperiod, period, heap where proved, the
orders of the bounded quotients by heap bound when not proved, and
MisereSolver's figures):
    PYTHONPATH=. .venv/bin/python benchmarks/bench_misere_quotient.py --table
        [--timeout S] [--max-order M] [--csv doc/misere_table.csv] [--store FILE]
        [codes ...]
The package's side runs on Dask (sage_latticegames.survey.run_jobs with the
worker function misere_table_row, one worker, the budget of S seconds checked
inside the searches, candidate quotients of order at most M (default 1000), a
Dask time limit of 3 S as a backstop; its records in the
results store --store, resumed when rerun); then MisereSolver runs on each code,
one after the other, with the same limit; the CSV file is written anew, one
row at a time (doc/misere_table.rst shows it).
"""
import argparse
import os
import sys
import time

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.misere.heap_quotient import (misere_quotient_data, verify_candidate,
                                                    game_moves, MisereQuotientBudgetError)
from sage_latticegames.misere.periodicity import whole_game_quotient, WholeGameQuotientError
from sage_latticegames.io.msv import misere_solver_classes, run_misere_solver
from sage_latticegames.misere.frontier import pretension_frontier
from sage_latticegames.misere.linear_pretension import (prove_infinite_heap_quotient,
                                                        LinearPretensionFailure)
from sage_latticegames.survey import Job, run_jobs, misere_table_row, order_runs

def run(code, budget, max_order, max_heap):
    game = games.octal(code, max_heap, play='misere')
    print("%s (%s), budget %ss; coordinate k = heap sizes with a move, in increasing order"
          % (code, game.name(), budget))
    print("   k  heap  order  states  rounds    time(s)")
    heaps = game.encoding().heap_sizes()

    def report(k, order, tuples, rounds, seconds):
        print("%4d  %4d  %5d  %6d  %6d  %9.2f" % (k, heaps[k - 1], order, tuples, rounds, seconds))
        sys.stdout.flush()

    t0 = time.time()
    try:
        F = misere_quotient_data(game, progress=report, max_seconds=budget, max_order=max_order)
        k = F.k
        why = "all %s heap sizes done" % len(heaps)
    except MisereQuotientBudgetError as err:
        if not hasattr(err, "partial"):
            print("stopped: %s" % err)
            return None
        F = err.partial
        k = F.k
        why = "time budget spent"
    print("largest heap bound reached: %s (k = %s), order %s, %.1fs (%s)"
          % (heaps[k - 1], k, F.order(), time.time() - t0, why))
    return F


def baseline(code, heap):
    game = games.octal(code, heap, play='misere')
    d, moves, misere = game_moves(game)
    t = time.perf_counter()
    F = misere_quotient_data(game)
    new = time.perf_counter() - t
    t = time.perf_counter()
    G = misere_quotient_data(game, algorithm='sets', extend=False, recalibrations=0)
    old = time.perf_counter() - t
    assert F == G, "the two constructions disagree"
    print("baseline, heaps <= %s (order %s): whole construction %.2fs, with the algorithms of"
          " 0.2 %.2fs: ratio %.1f" % (heap, F.order(), new, old, old / new))
    times = {}
    for algorithm in ('antichain', 'sets', 'tuples'):
        if algorithm == 'tuples' and d > 14:
            continue
        t = time.perf_counter()
        ok, cert = verify_candidate(F, d, moves, misere, algorithm=algorithm)
        times[algorithm] = (time.perf_counter() - t, cert["tuples"])
        assert ok
    a, na = times['antichain']
    line = "verification alone: antichain %d states %.3fs" % (na, a)
    for algorithm in ('sets', 'tuples'):
        if algorithm in times:
            s, ns = times[algorithm]
            line += "; %s %d states %.3fs (ratio time %.1f, states %.1f)" % (
                algorithm, ns, s, s / a, ns / na)
    print(line)


def _package(code, bound, timeout, start_heap=None, max_order=None, mode=""):
    # (wall, cpu, summary) of the package on CODE with heaps <= bound, or the whole game;
    # mode "frontier": the pretension of pretension_frontier and its lower bound;
    # mode "infinite": the proof that the quotient is infinite
    t, c = time.perf_counter(), time.process_time()
    try:
        if mode == "infinite":
            C = prove_infinite_heap_quotient(games.octal(code, int(bound), play='misere'),
                                             max_seconds=timeout)
            w, idx, per = C.pretension().parameters()
            out = "INFINITE: x_n = %s, r_n = %s (counter %s, %s types)" % (
                C.position(1), C.distinguisher(1), w, C.pretension().certificate()["types"])
        elif mode == "frontier":
            B = pretension_frontier(games.octal(code, int(bound), play='misere'),
                                    max_seconds=timeout, progress=False)
            z = B.least_failure()
            out = "pretension of order %s on %s heaps, least failure %s, quotient >= %s" % (
                B.order(), B.num_heaps(), "none" if z is None else B.show_position(z[:B.num_heaps()]),
                B.lower_bound())
        elif bound == "whole":
            W = whole_game_quotient(code, max_seconds=timeout, start_heap=start_heap,
                                    max_order=max_order, progress=False)
            cert = W.certificate()
            out = "order %s, |P| %s, proved at heap %s (preperiod %s, period %s)" % (
                W.order(), W.P_portion_size(), cert["proved_at"], cert["preperiod"],
                cert["period"])
        else:
            # the package's defaults (no cap on the order), unless --max-order
            F = misere_quotient_data(games.octal(code, int(bound), play='misere'),
                                     max_seconds=timeout, max_order=max_order, progress=False)
            out = "order %s, |P| %s" % (F.order(), sum(F.P))
    except WholeGameQuotientError as err:
        m, o, p = err.partial[-1] if err.partial else ("?", "?", "?")
        out = "NOT PROVED (%s): reached heap %s, order %s, |P| %s" % (
            "time" if "max_seconds" in err.reason or "budget" in err.reason else "heaps", m, o, p)
    except MisereQuotientBudgetError as err:
        F = getattr(err, "partial", None)
        out = "TIMEOUT after %s coordinates" % (F.k if F is not None else "?")
    except LinearPretensionFailure as err:
        out = "NOT PROVED: %s" % err
    return time.perf_counter() - t, time.process_time() - c, out


def _peer(code, bound, timeout, classes):
    r = run_misere_solver(code, max_heap=None if bound == "whole" else int(bound),
                          timeout=timeout, classes=classes)
    if r["status"] != "ok":
        out = "TIMEOUT (|Q| %s, |P| %s so far)" % (r["order"], r["P_size"])
    else:
        out = "order %s, |P| %s" % (r["order"], r["P_size"])
        if bound == "whole":
            out += (", proved at heap %s (preperiod %s, period %s)"
                    % (r["solved_at"], r["preperiod"], r["period"]) if r["solved_at"] is not None
                    else ", not proved")
    own = None
    for line in r["log"].splitlines()[::-1]:
        if line.strip().endswith(" sec"):
            own = float(line.split()[0])
            break
    return r["wall"], r["cpu"], out, own


def compare(specs, timeout, start_heap=None, max_order=None):
    classes = misere_solver_classes()
    if classes is None:
        print("MisereSolver is not available (java/javac or its sources missing): package only")
    print("%-12s %-8s %9s %9s  %s" % ("game", "program", "wall(s)", "cpu(s)", "result"))
    for spec in specs:
        code, _, bound = spec.partition(":")
        bound, _, mode = bound.partition(":")
        bound = bound or "whole"
        pw, pc, pout = _package(code, bound, timeout, start_heap, max_order, mode)
        print("%-12s %-8s %9.2f %9.2f  %s" % (spec, "package", pw, pc, pout))
        sys.stdout.flush()
        if classes is None:
            continue
        qw, qc, qout, own = _peer(code, bound, timeout, classes)
        print("%-12s %-8s %9.2f %9.2f  %s%s" % (spec, "peer", qw, qc, qout,
                                               "" if own is None else " (own time %.2fs)" % own))
        print("%-12s %-8s %9.1f %9.1f  (package / peer)" % (spec, "ratio", pw / max(qw, 1e-9),
                                                             pc / max(qc, 1e-9)))
        sys.stdout.flush()


def two_digit_codes():
    return ["0.%d%s" % (d1, d2 or "") for d1 in range(8) for d2 in range(8) if d1 or d2]


#: the three-digit codes of the table (0.07 is among the two-digit ones)
THREE_DIGIT_CODES = ["0.137", "0.106", "0.312", "0.177", "0.115", "0.316", "0.156", "0.165",
                     "0.135"]

TABLE_HEADER = ["code", "order", "size of P", "name", "preperiod", "period", "proved at",
                "time (s)", "orders by heap", "peer order", "peer size of P", "peer proved at",
                "agrees"]


def _package_columns(record):
    # the package's columns of the table from the record of run_jobs (misere_table_row)
    r = record.get("result") or {}
    seconds = "%.1f" % float(record.get("seconds") or 0)
    if record["status"] == "ok":
        return [r["order"], r["P"], r["name"], r["preperiod"], r["period"], r["proved_at"],
                seconds, ""]
    partial = r.get("partial") or []
    if record["status"] == "timeout":
        why = "not proved (stopped by the Dask time limit)"
    elif partial:
        why = "not proved by heap %s" % partial[-1][0]
    else:
        why = "not proved (%s)" % (r.get("message") or record["status"])
    last = partial[-1] if partial else ("", "", "")
    return ["(%s)" % last[1] if partial else "", "(%s)" % last[2] if partial else "", why,
            "", "", "", seconds, order_runs(partial)]


def table(timeout, csv_path=None, codes=None, store=None, max_order=1000):
    # the package's side on Dask (sage_latticegames.survey.run_jobs, one worker, the budget
    # max_seconds=timeout checked inside the searches, candidates of order <= max_order, a
    # Dask time limit of 3 * timeout as a backstop), then MisereSolver, one code after the
    # other
    import csv
    import tempfile
    codes = codes or two_digit_codes() + THREE_DIGIT_CODES
    if store is None:
        store = os.path.join(tempfile.mkdtemp(), "misere_table.jsonl")
    jobs = [Job("misere table %s %s %s" % (code, timeout, max_order), (code, timeout),
                {"max_order": max_order}, {"code": code, "timeout": timeout,
                                           "max_order": max_order}) for code in codes]
    t = time.perf_counter()
    records = run_jobs(jobs, misere_table_row, store=store, workers=1, timeout=3 * timeout,
                       progress=True)
    print("package: %s codes on Dask in %.0f s (store %s)"
          % (len(records), time.perf_counter() - t, store))
    classes = misere_solver_classes()
    out = writer = None
    if csv_path:
        out = open(csv_path, "w", newline="")
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(TABLE_HEADER)
    rows = []
    for record in records:
        code = record["code"]
        mine = _package_columns(record)
        peer = ["", "", ""]
        agree = ""
        if classes is not None:
            r = run_misere_solver(code, timeout=timeout, classes=classes)
            peer = [r["order"], r["P_size"], r["solved_at"] if r["solved_at"] is not None
                    else "no (%s)" % r["status"]]
            if record["status"] == "ok":
                if r["solved_at"] is None:
                    agree = "package only"
                else:
                    agree = "yes" if (mine[0], mine[1], mine[5]) == tuple(peer) else "NO"
            else:
                agree = "peer only" if r["solved_at"] is not None else "neither"
        row = [code] + mine + peer + [agree]
        rows.append(row)
        print(" | ".join(str(x) for x in row))
        sys.stdout.flush()
        if writer is not None:
            writer.writerow(row)
            out.flush()
    if out is not None:
        out.close()
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("codes", nargs="*")
    parser.add_argument("--budget", type=float, default=600.0,
                        help="seconds per game (checked after each coordinate)")
    parser.add_argument("--baseline-heap", type=int, default=20,
                        help="heap bound of the comparison with version 0.2")
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument("--max-order", type=int, default=None,
                        help="cap on the order of the quotients (default: none; 1000 for"
                             " --table, as in doc/misere_table.rst)")
    parser.add_argument("--max-heap", type=int, default=60, help="largest heap size")
    parser.add_argument("--peer", action="store_true",
                        help="compare with MisereSolver on CODE:N or CODE:whole")
    parser.add_argument("--table", action="store_true",
                        help="whole-game quotients of the two-digit octal codes")
    parser.add_argument("--timeout", type=int, default=300,
                        help="seconds per game and program (--peer, --table)")
    parser.add_argument("--csv", default=None)
    parser.add_argument("--store", default=None,
                        help="results store of the Dask part of --table (resumed if it exists)")
    parser.add_argument("--start-heap", type=int, default=None,
                        help="first heap bound of the whole-game computations (--peer)")
    args = parser.parse_args()
    if args.peer:
        compare(args.codes or ["0.07:25", "0.07:28", "0.07:30", "0.07:33", "0.137:20",
                               "0.77:whole", "0.6:16"], args.timeout, args.start_heap,
                args.max_order)
        return
    if args.table:
        table(args.timeout, args.csv, args.codes or None, args.store, args.max_order or 1000)
        return
    for code in args.codes or ["0.07", "0.77", "0.137"]:
        run(code, args.budget, args.max_order, args.max_heap)
        if not args.no_baseline:
            baseline(code, args.baseline_heap)
        print()


if __name__ == "__main__":
    main()
