"""
Benchmark: exact semigroup membership and disjointness with huge coordinates.

Compares, in one run, the current methods with the old ones (kept below as
baselines):

- membership ``(x, 7) in AffineSemigroup([(2, 0), (3, 0), (0, 1)])`` for
  x = 10^3, 10^4, 10^6, 10^12: the new membership structure
  (``SemigroupMembership``: units, triangulation, Apéry sets) against the old
  path (lattice and cone tests, then GLPK on small bounded programs, else
  4ti2's ``zsolve``, which enumerates every minimal solution);
- ``is_disjoint`` and ``overlap_witness`` of ``(0,0) + N(1,1)`` and
  ``(K,K) + N(-1,-1)`` for K = 3000, 10^4, 10^6: the common point from the
  membership witness of the difference semigroup against the old
  ``zsolve`` of the augmented system (K + 1 minimal solutions).

The baselines run in a child Python process (started first, so that they
run while the new methods are timed here), each under a timeout; a baseline
that does not finish in time is interrupted (its 4ti2 child is killed) and
reported as ``baseline > N s (stopped)``; the child is killed at the end.  Run with ``.venv/bin/python benchmarks/bench_integer_programs.py``.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import os
import signal
import subprocess
import sys
import time

TIMEOUT = 8          # seconds for each baseline
GENS = [(2, 0), (3, 0), (0, 1)]


# ----------------------------------------------------------------------
# the old methods (baselines)
# ----------------------------------------------------------------------
def old_solution(M, b, upper=None):
    """The old ``nonnegative_integer_solution``: GLPK on small bounded programs, else zsolve."""
    from sage.modules.free_module_element import vector
    from sage.rings.integer_ring import ZZ
    from sage_latticegames.misc.integer_programs import (glpk_solution, zsolve_solution,
                                                         GLPK_MAX_ENTRY)
    b = vector(ZZ, b)
    small = max(abs(c) for c in list(M.list()) + list(b)) <= GLPK_MAX_ENTRY
    x = glpk_solution(M, b, upper) if upper is not None and small else None
    if x is None or any(c < 0 for c in x) or M * vector(ZZ, x) != b:
        x = zsolve_solution(M, b)
    return x


def old_membership(x):
    from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
    A = AffineSemigroup(GENS)
    p = (x, 7)
    if not A._passes_necessary_tests(p):
        return False
    return old_solution(A.matrix(), p, A._upper_bounds(p)) is not None


def old_overlap(K):
    from sage.matrix.constructor import matrix
    from sage.rings.integer_ring import ZZ
    M = matrix(ZZ, [[1], [1]]).augment(-matrix(ZZ, [[-1], [-1]]))
    return old_solution(M, [K, K]) is not None


# ----------------------------------------------------------------------
# the new methods
# ----------------------------------------------------------------------
def new_membership(x):
    from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
    return (x, 7) in AffineSemigroup(GENS)


def new_overlap(K):
    from sage_latticegames.stratifications.affine_stratification import AffineStratification
    S = AffineStratification([([(0, 0)], [(1, 1)]), ([(K, K)], [(-1, -1)])])
    return not S.is_disjoint() and S.overlap_witness() is not None


def timed(f, arg):
    t = time.perf_counter()
    result = f(arg)
    return time.perf_counter() - t, result


class Stopped(Exception):
    pass


def _alarm(signum, frame):
    raise Stopped


def baselines(jobs):
    """
    Child process: run each baseline ``(name, arg)`` of ``jobs`` under an alarm of
    TIMEOUT seconds (the interrupted 4ti2 child is killed by ``run_guarded``) and
    print one line per job: its time and result, or ``stopped``.
    """
    signal.signal(signal.SIGALRM, _alarm)
    old_membership(10)                  # warm up GLPK and Sage, as the parent does
    for name, arg in jobs:
        signal.alarm(TIMEOUT)
        try:
            t, r = timed(globals()[name], arg)
            signal.alarm(0)
            print(t, r, flush=True)
        except Stopped:
            print("stopped", flush=True)


def start_baselines(jobs):
    """Start the baselines in a child Python (its own process group)."""
    code = ("import sys; sys.path.insert(0, %r); import bench_integer_programs as b; "
            "b.baselines(%r)" % (os.path.dirname(os.path.abspath(__file__)), jobs))
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, start_new_session=True)


def read_baseline(proc):
    line = proc.stdout.readline().split()
    if not line or line[0] == "stopped":
        return None, None
    return float(line[0]), line[1] == "True"


def run(title, new, old, args, label, proc):
    print(title + "   (first: including the structure built once per semigroup)")
    for arg in args:
        t_first, r = timed(new, arg)
        t_again, r2 = timed(new, arg)      # structures are memoized per semigroup
        assert r == r2
        t_old, r_old = read_baseline(proc)
        line = "  %s = %-14s new: %-5s first %8.4f s, again %8.5f s   " % (label, arg, r, t_first, t_again)
        if t_old is None:
            line += "baseline > %s s (stopped)" % TIMEOUT
        else:
            assert r_old == r, "baseline disagrees"
            line += "baseline %8.4f s   ratio %.1fx (first), %.1fx (again)" % (
                t_old, t_old / t_first, t_old / t_again)
        print(line, flush=True)


def main():
    members, overlaps = [10**3, 10**4, 10**6, 10**12], [3000, 10**4, 10**6]
    proc = start_baselines([("old_membership", x) for x in members]
                           + [("old_overlap", K) for K in overlaps])
    try:
        # warm up Sage's polyhedra and lattices on another semigroup, so that "first"
        # measures the structure of this one (built once, then memoized)
        from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
        (5, 1) in AffineSemigroup([(2, 0), (5, 0), (0, 1)])
        run("membership (x, 7) in N{(2,0), (3,0), (0,1)}", new_membership, "old_membership",
            members, "x", proc)
        run("is_disjoint of (0,0) + N(1,1) and (K,K) + N(-1,-1), with the common point",
            new_overlap, "old_overlap", overlaps, "K", proc)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


if __name__ == "__main__":
    main()
