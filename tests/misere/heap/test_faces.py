r"""
Closed faces (``misere/heap/faces.py``): the restriction lemma, and the
MathOverflow game 85314 whose face `(*, *2, g)` has an infinite misère
quotient.

Independent checks of the proof on the face:

- a brute-force misère solver of the face written here (positions `a *
  + b *2 + c g`, straight from the moves), against the proved pretension;
- the P-positions of the face written by hand as a Presburger set (a
  tail `b \ge c + 2` of the parity of `c`, one residue class modulo `6`
  below the diagonal, a few sporadic positions, a table for `c \le 5`) and
  decided by isl to be the P-positions: no P-position has a P-option, and
  every other position of the board has one.  That is a second proof, by
  another route, of the same set.
"""
import functools
import itertools
import pickle

import pytest

from helpers import long_test
from sage_latticegames import games
from sage_latticegames.misere.heap.faces import (closed_faces, face_game, FaceInfinitenessCertificate,
                                                 prove_infinite_on_faces)
from sage_latticegames.misere.heap.linear_pretension import (fit_linear_pretension,
                                                             HeapInfinitenessCertificate,
                                                             prove_infinite_heap_quotient)

FACE = (0, 1, 2)
#: the moves of the face (*, *2, g): a move goes from p to p - v
FACE_MOVES = [(1, 0, 0), (0, 1, 0), (-1, 1, 0), (0, 0, 1), (-1, -2, 1), (0, -3, 1)]


@functools.lru_cache(maxsize=None)
def _mo():
    G = games.mathoverflow_85314()
    return G, face_game(G, FACE)


@functools.lru_cache(maxsize=None)
def _pretension():
    return fit_linear_pretension(_mo()[1], max_seconds=120)


@functools.lru_cache(maxsize=None)
def brute_force_face(A=3, B=80, C=30):
    r"""
    The misère P-positions of the face with `a \le A`, `b \le B`, `c \le C`,
    straight from the moves (a memoized search with an explicit stack, so
    that no recursion limit is raised: every move lowers `a + 2b + 8c`).
    """
    P = {(0, 0, 0): False}              # misère: the empty position is won by the player to move

    def options(p):
        return [q for q in (tuple(x - y for x, y in zip(p, v)) for v in FACE_MOVES) if min(q) >= 0]
    for c in range(C + 1):
        for b in range(B + 1):
            for a in range(A + 1):
                stack = [(a, b, c)]
                while stack:
                    p = stack[-1]
                    if p in P:
                        stack.pop()
                        continue
                    todo = [q for q in options(p) if q not in P]
                    if todo:
                        stack.extend(todo)
                    else:
                        P[p] = not any(P[q] for q in options(p))
                        stack.pop()
    return {p: v for p, v in P.items() if p[0] <= A and p[1] <= B and p[2] <= C}


def test_the_face_is_closed_and_its_game():
    G, F = _mo()
    assert FACE in closed_faces(G)
    assert [tuple(int(x) for x in v) for v in F.rule_set().vectors()] == FACE_MOVES
    assert [tuple(p) for p in F.defeated_positions()] == [(0, 0, 0)]
    # the face (*, *2, g, h) minus h is closed, the face without g is not: h -> g + *
    assert (0, 1, 3) not in closed_faces(G)
    with pytest.raises(ValueError, match="not closed"):
        face_game(G, (0, 1, 3))


def test_face_pretension_against_brute_force():
    L = _pretension()
    P = brute_force_face()
    bad = [p for p, v in P.items() if any(p) and bool(L.is_P_position(p)) != v]
    assert not bad, bad[:5]
    # and the compiled engine of the whole game agrees on the face
    G = _mo()[0]
    for p in itertools.product(range(2), range(0, 40, 3), range(0, 12)):
        if any(p):
            assert bool(G.is_P_position(p + (0,))) == P[p]


def face_law():
    r"""
    The P-positions of the face as a Presburger formula in ``a, b, c``
    (isl syntax), written by hand from the tables of the brute force.
    """
    spor = {5: [1], 0: [2, 4], 1: [3], 2: [3], 3: [0], 4: [0, 5]}
    small = {(0, 0): [], (1, 0): [0], (0, 1): [0], (1, 1): [], (0, 2): [], (1, 2): [1],
             (0, 3): [0, 2], (1, 3): [], (0, 4): [1], (1, 4): [3], (0, 5): [0, 2, 4], (1, 5): []}
    tail = "((a + c) mod 2 = 0 and b >= c + 2 and (b - c) mod 2 = 0)"
    parts = [tail]
    for (e, c), bs in small.items():
        for b in bs:
            parts.append("(a mod 2 = %d and c = %d and b = %d)" % (e, c, b))
    for rho, bs in spor.items():
        # rho: the residue of the progression, (c + 2) mod 6 when a = c mod 2, else (c - 1) mod 6
        same = "(a + c) mod 2 = 0 and (c + 2) mod 6 = %d" % rho
        other = "(a + c) mod 2 = 1 and (c + 5) mod 6 = %d" % rho
        for cond, top in ((same, "c - 4"), (other, "c - 1")):
            parts.append("(c >= 6 and %s and b >= 5 and b <= %s and (b - %d) mod 6 = 0)"
                         % (cond, top, rho))
            for b in bs:
                parts.append("(c >= 6 and %s and b = %d)" % (cond, b))
    return " or ".join(parts)


def test_face_law_by_isl():
    isl = pytest.importorskip("islpy")
    nat = "a >= 0 and b >= 0 and c >= 0"
    L = isl.Set("{ [a, b, c] : %s and (%s) }" % (nat, face_law()))
    board = isl.Set("{ [a, b, c] : %s and a + b + c >= 1 }" % nat)
    assert L.is_subset(board)
    reached = None                      # the positions with an option in L
    for v in FACE_MOVES:
        M = isl.Map("{ [a, b, c] -> [a - %d, b - %d, c - %d] }" % v)
        pre = L.apply(M.reverse()).intersect(board)     # x with x - v in L
        reached = pre if reached is None else reached.union(pre)
    assert L.intersect(reached).is_empty()              # (A) no P-position has a P-option
    assert board.subtract(L).subtract(reached).is_empty()   # (B) every other one has one
    # the same set as the proved pretension, on a box
    P = _pretension()
    pts = []
    L.intersect(isl.Set("{ [a, b, c] : a <= 3 and b <= 60 and c <= 25 }")).foreach_point(
        lambda p: pts.append(tuple(p.get_coordinate_val(isl.dim_type.set, i).to_python()
                                   for i in range(3))))
    assert sorted(pts) == sorted(p for p in itertools.product(range(4), range(61), range(26))
                                 if any(p) and P.is_P_position(p))


def test_face_certificate():
    G, F = _mo()
    C = FaceInfinitenessCertificate(G, FACE, HeapInfinitenessCertificate(_pretension()))
    assert not C.is_finite()
    assert C.check_on_game(5)
    P = brute_force_face()
    for m in range(4):
        for n in range(4):
            x = [a + b for a, b in zip(C.position(m), C.distinguisher(n))]
            if x[1] <= 80 and x[2] <= 30:
                assert P[tuple(x[:3])] == C.is_P_position(m, n)
    assert pickle.loads(pickle.dumps(C)) == C
    assert C.certificate()["face"] == list(FACE)
    with pytest.raises(TypeError):
        FaceInfinitenessCertificate(G, FACE, object())
    with pytest.raises(ValueError, match="not closed"):
        FaceInfinitenessCertificate(G, (0, 1, 3), C.face_certificate())


def test_faces_of_octal_games():
    G = games.octal("0.07", 5, play="misere")          # heaps 2, 3, 4, 5
    for J in closed_faces(G):
        F = face_game(G, J)
        sizes = [(2, 3, 4, 5)[j] for j in J]
        # the face is the game of those heap sizes: the same outcomes on small positions
        for x in itertools.product(range(3), repeat=len(J)):
            y = [0] * 4
            for j, c in zip(J, x):
                y[j] = c
            if any(x):
                assert bool(F.is_P_position(x)) == bool(G.is_P_position(y)), (sizes, x)
    assert face_game(G, (0, 1)) == games.octal("0.07", 3, play="misere")


def test_prove_on_faces_errors():
    with pytest.raises(ValueError, match="at least two coordinates"):
        prove_infinite_on_faces(games.nim(2, "misere"), lambda F, s: None)
    with pytest.raises(TypeError):
        closed_faces(42)
    with pytest.raises(ValueError, match="proper set"):
        face_game(_mo()[0], (0, 1, 2, 3))


@long_test
def test_front_door_decides_mathoverflow():
    # the routes on the game itself fail, the face is proved: a few tens of seconds
    C = prove_infinite_heap_quotient(_mo()[0], max_seconds=240)
    assert isinstance(C, FaceInfinitenessCertificate) and C.face() == FACE
    assert C.check_on_game(4)
