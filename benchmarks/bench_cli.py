"""
Benchmark of the command line's whole process against MisereSolver's.

For a few small games, one program after the other in the same run: the
process ``python -m sage_latticegames.cli quotient --octal CODE [--heaps N]
--play misere`` (interpreter start, imports and computation: what a user of
the command line waits for) and A. N. Siegel's MisereSolver on the same game
(its process, the JVM's start included; run by
sage_latticegames.io.msv.run_misere_solver, through the peer runner of
benchmarks/bench_misere_quotient.py).  Each process runs --repeat times (default
3) and the best wall and CPU times are kept (CPU time of the child process, from
resource.getrusage(RUSAGE_CHILDREN) deltas, as the peer runner measures it);
the script prints them, the ratios package/peer, and checks that both found the
same order and |P|.  The package's processes keep their compiled bytecode, as an
installed package does, in a temporary folder (PYTHONPYCACHEPREFIX; one process
first, not timed, writes it), also when PYTHONDONTWRITEBYTECODE is set.

The command imports no Sage (tests/test_cli.py, test_quotient_command_imports_no_sage):
the process is the interpreter, argparse, numpy (about 0.1 s of CPU, most of what
is left on small games), the package's modules and the computation.

Usage:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_cli.py [--repeat R] [--timeout S]
        [CODE:N | CODE:whole ...]
(default: 0.77:20 0.07:20 0.44:whole).
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench_misere_quotient import _peer  # noqa: E402  (the peer runner)
from sage_latticegames.io.msv import misere_solver_classes  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _package(code, bound, timeout, pycache):
    # (wall, cpu, order, |P|) of one command-line process on the game
    cmd = [sys.executable, "-m", "sage_latticegames.cli", "quotient", "--octal", code,
           "--play", "misere", "--no-progress"]
    if bound != "whole":
        cmd += ["--heaps", str(bound)]
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               PYTHONPYCACHEPREFIX=pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if r.returncode != 0:
        raise RuntimeError("%s failed (exit %s): %s" % (" ".join(cmd), r.returncode, r.stderr))
    m = re.search(r"^order (\d+), P-portion of size (\d+)", r.stdout, re.M)
    return wall, cpu, int(m.group(1)), int(m.group(2))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=["0.77:20", "0.07:20", "0.44:whole"])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=int, default=60, help="seconds per process")
    args = parser.parse_args()
    classes = misere_solver_classes()
    if classes is None:
        print("MisereSolver is not available (java/javac or its sources missing): package only")
    pycache = tempfile.mkdtemp(prefix="bench_cli_pycache_")
    try:
        _package("0.77", 2, args.timeout, pycache)      # writes the bytecode (not timed)
        _compare(args, classes, pycache)
    finally:
        shutil.rmtree(pycache, ignore_errors=True)


def _compare(args, classes, pycache):
    print("%-12s %-8s %9s %9s  %s" % ("game", "program", "wall(s)", "cpu(s)", "result"))
    for spec in args.games:
        code, _, bound = spec.partition(":")
        bound = bound or "whole"
        runs = [_package(code, bound, args.timeout, pycache) for _ in range(args.repeat)]
        pw, pc = min(r[0] for r in runs), min(r[1] for r in runs)
        order, P = runs[0][2], runs[0][3]
        print("%-12s %-8s %9.2f %9.2f  order %s, |P| %s" % (spec, "package", pw, pc, order, P))
        sys.stdout.flush()
        if classes is None:
            continue
        peer = [_peer(code, bound, args.timeout, classes) for _ in range(args.repeat)]
        qw, qc = min(r[0] for r in peer), min(r[1] for r in peer)
        print("%-12s %-8s %9.2f %9.2f  %s" % (spec, "peer", qw, qc, peer[0][2]))
        same = "order %s, |P| %s" % (order, P) in peer[0][2]
        print("%-12s %-8s %9.2f %9.2f  (package / peer)%s" % (
            spec, "ratio", pw / max(qw, 1e-9), pc / max(qc, 1e-9),
            "" if same else "  RESULTS DIFFER"))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
