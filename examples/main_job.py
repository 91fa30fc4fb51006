#!/usr/bin/env python3
r"""
Main job of ``sage_latticegames``: solve lattice games end to end.

For each game below, the script computes the P-positions on the option-closed
region ``{p : ell(p) <= L}`` (``ell`` the positivity witness of the rule set,
Definition 2.3 of [GM]), prints them, and plays a winning move from an
N-position, checking that it lands on a P-position.

1. Nim with heaps of size at most 2 (Example 2.4 of [GM]) in normal and misère
   play; the computed P-positions are checked against Example 8.7 of [GM]:
   `\mathcal P = 2\NN^2` in normal play, and
   `\mathcal P = ((1,0) + 2\NN(1,0)) \uplus ((0,2) + 2\NN^2)` in misère play.
2. The misère lattice game on `\NN^5` of Example 8.12 of [GM], whose rule set
   is the columns of the matrix ``GAMMA_8_12`` (it has an infinite misère
   quotient, [PlSi07, Section A.7]).
3. Discovery: a certified affine stratification of misère Dawson's chess
   (octal game 0.137) with heaps of size at most ``--heaps``, proved on the
   whole board, compared with the P-positions of a solved region, and used
   to answer a query with huge coordinates.

Usage::

    python examples/main_job.py [--nim-level L] [--level L] [--heaps K]
"""
import argparse
import sys
import time

from sage_latticegames.all import LatticeGame, games, matrix, ZZ

# Example 8.12 of [GM]: the rule set is the set of columns.
GAMMA_8_12 = matrix(ZZ, [[1, 0, 0, 0, -1, 0, 0, 0],
                         [0, 1, 0, 0, 1, -1, 0, 0],
                         [0, 0, 0, 0, 0, 1, -1, 0],
                         [0, 0, 1, 0, 0, 0, 1, -1],
                         [0, 0, 0, 1, 0, 0, 0, 1]])


def show(p):
    return "(" + ", ".join(str(x) for x in p) + ")"


def header(title):
    print()
    print(title)
    print("-" * len(title))


def report(G, level, max_shown=24):
    r"""
    Solve ``G`` on the region of the given level, print its P-positions, and
    return the solution.
    """
    start = time.time()
    S = G.solve(level=level)
    print("game:", G)
    print("region:", S.region())
    print("solved in %.2f s: %s lattice points, %s P-positions, %s N-positions"
          % (time.time() - start, len(S), S.count_P(), S.count_N()))
    P = S.P_positions()
    shown = ", ".join(show(p) for p in P[:max_shown])
    print("P-positions:", shown + (", ... (%s more)" % (len(P) - max_shown) if len(P) > max_shown else ""))
    return S


def play_winning_move(G, S, preferred=()):
    r"""
    Print a winning move from an N-position (the first N-position among
    ``preferred``, else the last N-position of the region in lexicographic
    order) and check that it leads to a P-position.
    """
    candidates = [p for p in preferred if G.is_position(p) and G.outcome(p) == 'N']
    for p in candidates + list(reversed(S.N_positions())):
        moves = G.winning_moves(p)
        if not moves:
            raise AssertionError("the N-position %s has no winning move" % show(p))
        gamma = moves[0]
        q = tuple(a - b for a, b in zip(p, gamma))
        assert G.is_P_position(q), "a winning move must lead to a P-position"
        assert G.outcome(p) == 'N'
        print("from the N-position %s, the winning move subtracts %s and reaches the P-position %s"
              % (show(p), show(gamma), show(q)))
        if G.encoding() is not None:
            enc = G.encoding()
            print("   (as heaps: %s -> %s)" % (enc.heaps(p), enc.heaps(q)))
        print("   all winning moves from %s: %s" % (show(p), ", ".join(show(g) for g in moves)))
        return p, gamma
    raise AssertionError("no N-position in the region")


def check(condition, message):
    print(("check: " if condition else "CHECK FAILED: ") + message)
    if not condition:
        raise SystemExit(1)


def nim_jobs(level):
    header("Nim with heaps of size at most 2, normal play (Examples 2.4 and 8.7 of [GM])")
    G = games.nim(2)
    S = report(G, level)
    play_winning_move(G, S, preferred=[(3, 2)])
    P = S.P_positions(as_array=True)
    expected = [p for p in S.points.tolist() if p[0] % 2 == 0 and p[1] % 2 == 0]
    check(sorted(P.tolist()) == sorted(expected),
          "the P-positions of the region are its points of 2N^2 (Example 8.7 of [GM])")

    header("Nim with heaps of size at most 2, misere play (Example 8.7 of [GM])")
    G = games.nim(2, play='misere')
    S = report(G, level)
    play_winning_move(G, S, preferred=[(3, 2)])
    P = S.P_positions(as_array=True)
    expected = [p for p in S.points.tolist()
                if (p[1] == 0 and p[0] % 2 == 1) or (p[1] >= 2 and p[0] % 2 == 0 and p[1] % 2 == 0)]
    check(sorted(P.tolist()) == sorted(expected),
          "the P-positions are ((1,0) + 2N(1,0)) u ((0,2) + 2N^2) (Example 8.7 of [GM])")


def example_8_12_job(level):
    header("The misere lattice game on N^5 of Example 8.12 of [GM]")
    G = LatticeGame.misere(GAMMA_8_12.columns())
    S = report(G, level)
    play_winning_move(G, S, preferred=[(2, 1, 1, 1, 1), (1, 2, 1, 1, 2)])
    check(S.count_P() + S.count_N() == len(S) - len(G.defeated_positions()),
          "every position of the region is a P- or an N-position (Theorem 4.6 of [GM])")


def discovery_job(heaps):
    header("Discovery: misere Dawson's chess 0.137 with heaps of size at most %s" % heaps)
    G = games.octal('0.137', heaps, play='misere')
    start = time.time()
    S = G.affine_stratification()
    print("found in %.2f s: %s" % (time.time() - start, S))
    print(S.certificate())
    check(S.is_certified(), "the stratification is proved on the whole board")
    R = S.verify(G, level=3 * heaps)
    print(R)
    check(bool(R), "it agrees with the P-positions computed by the engine on a region")
    p = tuple([10**30 + 1] + [0] * (heaps - 2) + [2])
    print("the position %s (heaps: 10^30 + 1 of size 1, two of size %s) is %s"
          % (show(p), heaps, "a P-position" if p in S else "an N-position"))


def main(argv=None):
    parser = argparse.ArgumentParser(description="Solve example lattice games (Guo-Miller).")
    parser.add_argument("--nim-level", type=int, default=12,
                        help="level of the region for Nim (default 12)")
    parser.add_argument("--level", type=int, default=60,
                        help="level of the region for Example 8.12 (default 60)")
    parser.add_argument("--heaps", type=int, default=10,
                        help="heap bound of the discovery job (default 10)")
    args = parser.parse_args(argv)
    start = time.time()
    nim_jobs(args.nim_level)
    example_8_12_job(args.level)
    discovery_job(args.heaps)
    print()
    print("main job finished in %.1f s" % (time.time() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
