r"""
Build time of heap games: the vectorized orthant check of the rule-set axioms
(``RuleSet.check_axioms(algorithm='orthant')``, the default on N^d) against the
old pure-Python tangent-cone check (``algorithm='general'``), both timed in
this run.  The baseline runs in a subprocess with a timeout, since it does not
finish for large games.

Run: .venv/bin/python benchmarks/bench_construction.py [--timeout SECONDS]
"""
import argparse
import subprocess
import sys
import time

SIZES = (10, 50, 150, 500)
GAMES = (("nim", ()), ("octal", ("0.77",)), ("octal", ("0.137",)))

BASELINE = r"""
import time, sys
from sage_latticegames import games
from sage_latticegames.rule_set import RuleSet
name, args, k = sys.argv[1], sys.argv[2:-1], int(sys.argv[-1])
G = getattr(games, name)(*args, k)        # the game and its (fast) construction
R, hint = G.rule_set(), G.positivity_witness()
t = time.time()
R.check_axioms(hint=hint, algorithm='general')
print(time.time() - t)
"""


def build(name, args, k):
    from sage_latticegames import games
    t = time.time()
    try:
        getattr(games, name)(*args, k)
    except ValueError as e:       # refused before allocating
        return None, str(e)
    return time.time() - t, None


def baseline(name, args, k, timeout):
    try:
        out = subprocess.run([sys.executable, "-c", BASELINE, name, *args, str(k)],
                             capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return float(out.stdout.split()[-1]) if out.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--timeout", type=float, default=20)
    opts = parser.parse_args()
    print("%-16s %5s %12s %22s %10s" % ("game", "k", "build (s)", "old axiom check (s)", "ratio"))
    for k in SIZES:
        for name, args in GAMES:
            label = name + ("(%s)" % args[0] if args else "")
            new, refused = build(name, args, k)
            if refused:
                print("%-16s %5s refused: %s" % (label, k, refused))
                continue
            old = baseline(name, args, k, opts.timeout)
            old_s = "> %g (timeout)" % opts.timeout if old is None else "%.3f" % old
            ratio = (">= %.0fx" % (opts.timeout / new)) if old is None else "%.0fx" % (old / max(new, 1e-6))
            print("%-16s %5s %12.3f %22s %10s" % (label, k, new, old_s, ratio))


if __name__ == "__main__":
    main()
