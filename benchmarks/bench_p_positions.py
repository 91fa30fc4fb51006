r"""
Benchmark of the P-position engine (:mod:`sage_latticegames._engine`).

Computes the P-positions of the misere lattice game of Example 8.12 of [GM]
(8 moves on N^5, :func:`sage_latticegames.paper_examples.example_8_12_game`)
on the option-closed regions {p in N^5 : (1,2,3,4,5).p <= L} for L = 100 and
L = 160, and prints in the same run:

- the speed-up over a plain memoized Python recursion (Definition 4.1 of
  [GM]) measured on a smaller region;
- the time of a plain single-core C sweep over the same region
  (``benchmarks/c_sweep.c``, compiled now with ``cc -O2`` in a temporary
  directory), checked to find the same P-positions (count and checksum), and
  the ratio C time / engine time on one core (above 1: the engine is faster);
- positions per second of the engine on one core and on two cores (when the
  engine was compiled with OpenMP and the machine has them), and of
  ``LatticeGame.solve`` (all available cores, Python overhead included);
- the memory of the states (one byte per position).

Each time is the best of ``repeat`` runs (the machine may be shared: the
CPU time, summed over the threads, shows the work done when the wall-clock
time is spoilt by other processes).

Run: ``python benchmarks/bench_p_positions.py``
"""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from functools import lru_cache

import numpy as np

import sage.all__sagemath_polyhedra  # noqa: F401
from sage_latticegames import _engine
from sage_latticegames.paper_examples import example_8_12_game

ELL = (1, 2, 3, 4, 5)
C_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "c_sweep.c")


def plain_python(game, L):
    """Memoized recursion over tuples: the baseline."""
    moves = game.rule_set().tuples()

    @lru_cache(maxsize=None)
    def is_P(p):
        return not any(is_P(q) for q in (tuple(a - b for a, b in zip(p, g)) for g in moves)
                       if min(q) >= 0 and any(q))

    def points(k, budget):
        if k < 0:
            yield ()
            return
        for x in range(budget // ELL[k] + 1):
            for rest in points(k - 1, budget - ELL[k] * x):
                yield rest + (x,)

    sys.setrecursionlimit(100000)
    n = 0
    t = time.perf_counter()
    for p in points(4, L):
        if any(p):
            is_P(p)
        n += 1
    return n, time.perf_counter() - t


def checksum(state):
    """Number of P-positions and sum of rank^2 + rank over them mod 2^64 (as c_sweep.c)."""
    r = np.flatnonzero(state == 1).astype(np.uint64)
    return len(r), int((r * r + r).sum(dtype=np.uint64))


def cpu_time():
    """CPU time of this process (all threads)."""
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def engine(game, L, nthreads):
    """
    Region construction + sweep on ``nthreads`` threads: (seconds, states,
    CPU seconds, CPU seconds of each thread of the sweep).
    """
    t, c = time.perf_counter(), cpu_time()
    R, _ = game.region(level=L, functional=ELL)
    state = np.zeros(R.size, dtype=np.uint8)
    state[R.rank_point([0] * len(ELL))] = 5          # misere: the origin is defeated
    _engine.solve_forward(R, game.rule_set().array(), state, nthreads=nthreads)
    threads = _engine.last_sweep_thread_times()
    return time.perf_counter() - t, state, cpu_time() - c, threads


def best(f, repeat):
    runs = [f() for _ in range(repeat)]
    return min(runs, key=lambda r: r[0])


def compile_c(tmp):
    cc = shutil.which("cc")
    if cc is None:
        return None
    exe = os.path.join(tmp, "c_sweep")
    subprocess.run([cc, "-O2", "-o", exe, C_SOURCE], check=True)
    return exe


def run_c(exe, game, L):
    """The C sweep: (seconds, number of points, P-positions, checksum, CPU seconds)."""
    moves = game.rule_set().array()
    args = [exe, str(L), "1", str(len(ELL))] + [str(w) for w in ELL] + [str(len(moves))]
    args += [str(int(x)) for x in moves.flatten()]
    n, nP, s, t, c = subprocess.run(args, check=True, capture_output=True, text=True).stdout.split()
    return float(t), int(n), int(nP), int(s), float(c)


def main(levels=(100, 160), baseline_level=40, repeat=3):
    G = example_8_12_game()

    def solve_time(L):
        H = example_8_12_game()       # a new game: no cached solution
        t = time.perf_counter()
        H.solve(level=L, functional=ELL)
        return (time.perf_counter() - t,)

    cores = _engine.available_threads()
    print("Example 8.12 of [GM], misere play, region {p in N^5 : %s.p <= L}; "
          "engine compiled with OpenMP: %s, available cores: %s"
          % (ELL, _engine.openmp_enabled(), cores))
    n0, t0 = plain_python(G, baseline_level)
    rate0 = n0 / t0
    print("plain Python recursion, L = %s: %d positions in %.2f s = %.3g positions/s"
          % (baseline_level, n0, t0, rate0))
    t1 = best(lambda: engine(G, baseline_level, 1), repeat)[0]
    print("engine (one core) on the same region: %.4f s, %.3g positions/s, speed-up x%.0f"
          % (t1, n0 / t1, (n0 / t1) / rate0))
    with tempfile.TemporaryDirectory() as tmp:
        exe = compile_c(tmp)
        for L in levels:
            dt1, state, cpu1, threads1 = best(lambda: engine(G, L, 1), repeat)
            n = len(state)
            nP, s = checksum(state)
            print("L = %d: %d positions (%d P-positions); state memory %.1f MB (%.2f bytes/position)"
                  % (L, n, nP, state.nbytes / 1e6, state.nbytes / n))
            print("  engine, 1 core:  %.3f s = %.3g positions/s (CPU time %.3f s); ratio to plain Python x%.0f"
                  % (dt1, n / dt1, cpu1, (n / dt1) / rate0))
            if cores >= 2:
                dt2, state2, cpu2, threads = best(lambda: engine(G, L, 2), repeat)
                same = bool((state2 == state).all())
                print("  engine, 2 cores: %.3f s = %.3g positions/s (CPU time %.3f s); speed-up x%.2f over "
                      "1 core; same states as on 1 core: %s" % (dt2, n / dt2, cpu2, dt1 / dt2, same))
                if len(threads) > 1:
                    # on an idle machine the sweep takes about the largest CPU time of a
                    # thread; the rest (region construction) as on one core
                    idle = cpu1 - sum(threads1) + max(threads)
                    print("  engine, 2 cores, CPU time of each thread of the sweep: %s s; expected on an "
                          "idle machine: %.3f s = %.3g positions/s, speed-up x%.2f over 1 core (CPU time)"
                          % (" + ".join("%.3f" % x for x in threads), idle, n / idle, cpu1 / idle))
                if not same:
                    raise AssertionError("the engine gives different results on 1 and 2 cores")
            else:
                print("  engine, 2 cores: not measured (%s)"
                      % ("one core available" if _engine.openmp_enabled() else "compiled without OpenMP"))
            dts = best(lambda: solve_time(L), repeat)[0]
            print("  LatticeGame.solve (default threads): %.3f s = %.3g positions/s" % (dts, n / dts))
            if exe is None:
                print("  C sweep: no C compiler 'cc' found")
                continue
            tc, nc, nPc, sc, cpuc = best(lambda: run_c(exe, G, L), repeat)
            if (nc, nPc, sc) != (n, nP, s):
                raise AssertionError("the C sweep and the engine disagree: %s points, %s P-positions, "
                                     "checksum %s against %s, %s, %s" % (nc, nPc, sc, n, nP, s))
            print("  C sweep (cc -O2, 1 core): %.3f s = %.3g positions/s (CPU time %.3f s); same "
                  "P-positions (count and checksum %d)" % (tc, n / tc, cpuc, s))
            print("  C time / engine time on 1 core: x%.2f (wall clock), x%.2f (CPU time); "
                  "above 1: the engine is faster" % (tc / dt1, cpuc / cpu1))


if __name__ == "__main__":
    main()
