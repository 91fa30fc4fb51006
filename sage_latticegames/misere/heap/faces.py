r"""
Closed faces of a lattice game: an infinite misère quotient proved on a face

Let `G` be a lattice game on the orthant `\NN^d` minus a finite set `D` of
defeated positions, with rule set `\Gamma`.  For a set `J` of coordinates let
`A_J = \{x : x_j = 0 \text{ for } j \notin J\}` be the *face* of `J`.  A move
`\gamma` applies to a position of `A_J` only if `\gamma_j \le 0` for every `j
\notin J` (the coordinates outside `J` are `0`), and it stays in `A_J` iff
`\gamma_j = 0` there.  The face is *closed* when every move that applies
stays: every `\gamma \in \Gamma` with `\gamma_j \le 0` for all `j \notin J`
has `\gamma_j = 0` for all `j \notin J`.  Then the positions of `A_J` with
their options form the lattice game `G_J` on `\NN^J` with the moves `\gamma`
vanishing outside `J` and the defeated positions `D \cap A_J`
(:func:`face_game`).

LEMMA (restriction to a closed face).  If `A_J` is closed, two positions `x,
y \in A_J` that are distinguishable in `G_J` (some `t \in A_J` with
`o^-(x + t) \ne o^-(y + t)` in `G_J`) are distinguishable in `G` (by the
same `t`).  So `|\mathcal Q(G)| \ge |\mathcal Q(G_J)|`, and the misère
quotient of `G` is infinite as soon as that of `G_J` is.

*Proof.*  Every option in `G` of a position of `A_J` is in `A_J` and is an
option in `G_J`, and conversely; the defeated positions of `A_J` are the same
in both games.  So the game trees of `x + t` in `G` and in `G_J` are equal,
and so are their outcomes (induction on the game tree, finite because the
moves of a lattice game decrease a positive functional). `\square`

This is the argument of Lemma 1 of
:mod:`~sage_latticegames.misere.whole.infinite_whole_game` (heaps of size
at most `N` are the closed face of the first `N` heap sizes) for any closed
set of coordinates.  :func:`prove_infinite_on_faces` applies it to the
maximal closed faces of a game, with the pretension routes of
:mod:`~sage_latticegames.misere.heap.linear_pretension` on each face; the
front door
:func:`~sage_latticegames.misere.heap.linear_pretension.prove_infinite_heap_quotient`
calls it after the routes on the game itself.

EXAMPLES:

The game of MathOverflow question 85314 (coordinates `*, *2, g, h`): the
positions without `h` form a closed face, whose misère quotient a linear
pretension with the counter `\#{*2} - \#g` proves infinite::

    sage: from sage_latticegames import games
    sage: from sage_latticegames.misere.heap.faces import closed_faces, face_game
    sage: G = games.mathoverflow_85314()
    sage: closed_faces(G)
    [(0, 1, 2), (0, 1), (0,)]
    sage: face_game(G, (0, 1, 2)).rule_set().vectors()
    (N(1, 0, 0), N(0, 1, 0), N(-1, 1, 0), N(0, 0, 1), N(-1, -2, 1), N(0, -3, 1))

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622 (the quotient of a
  closed set of games).
"""
import itertools

from sage.structure.sage_object import SageObject

from sage_latticegames.game_board import GameBoard
from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.protocol import DefinedByArguments
from sage_latticegames.misere.monoid.proof import QuotientProof

__all__ = ["closed_faces", "face_game", "FaceInfinitenessCertificate", "prove_infinite_on_faces",
           "check_family_on_game"]

#: the stable name of the lemma, written into the certificates
THEOREM = "restriction to a closed face (Lemma of sage_latticegames.misere.heap.faces)"

#: faces are enumerated for games of at most this many coordinates (all subsets)
MAX_FACE_DIMENSION = 8


def _moves(game):
    return [tuple(int(a) for a in v) for v in game.rule_set().vectors()]


def _split_moves(moves, J, d):
    r"""
    Return ``(leaving, staying)`` for the face of the coordinates ``J``: the
    first move that applies on the face (no positive entry outside `J`) and
    leaves it (``None`` when the face is closed), and the moves that vanish
    outside `J` (those of the face game).
    """
    out = [j for j in range(d) if j not in J]
    leaving = next((v for v in moves if all(v[j] <= 0 for j in out) and any(v[j] for j in out)),
                   None)
    return leaving, [v for v in moves if not any(v[j] for j in out)]


def _coordinates(face, d):
    r"""
    Return the face ``face`` as a sorted tuple of coordinates: a nonempty
    proper subset of ``range(d)`` (a ``TypeError`` or ``ValueError`` otherwise).
    """
    try:
        J = tuple(sorted(set(int(j) for j in face)))
    except (TypeError, ValueError):
        raise TypeError("the face must be a set of coordinates, not %r" % (face,))
    if not J or J[0] < 0 or J[-1] >= d or len(J) == d:
        raise ValueError("a face is a nonempty proper set of coordinates in range(%s), not %r"
                         % (d, face))
    return J


def closed_faces(game):
    r"""
    Return the proper closed faces of ``game`` on which some move stays:
    the sets `J` of coordinates (sorted tuples, largest first) whose face
    `A_J` is closed under the moves (module documentation), for a game on the orthant with at most
    :data:`MAX_FACE_DIMENSION` coordinates (otherwise, or on another board,
    the empty list).

    INPUT:

    - ``game`` -- a :class:`~sage_latticegames.lattice_game.LatticeGame`

    OUTPUT: a list of tuples, by decreasing size (then lexicographically)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.faces import closed_faces
        sage: closed_faces(games.octal('0.07', 4, play='misere'))    # the heaps 2, 3, 4
        [(0, 1), (0, 2), (0,), (1,)]
        sage: closed_faces(games.nim(2, 'misere'))                     # heaps 1, 2
        [(0,)]
    """
    if not all(callable(getattr(game, m, None)) for m in ("rule_set", "board", "dimension")):
        raise TypeError("expected a lattice game, got %r" % (game,))
    d = game.dimension()
    if d > MAX_FACE_DIMENSION or not game.board().is_orthant():
        return []
    moves = _moves(game)
    faces = []
    for size in range(d - 1, 0, -1):
        for J in itertools.combinations(range(d), size):
            leaving, staying = _split_moves(moves, J, d)
            if leaving is None and staying:
                faces.append(J)
    return faces


def face_game(game, face):
    r"""
    Return the lattice game `G_J` of the closed face ``face`` of ``game``:
    the moves vanishing outside `J` and the defeated positions in `A_J`,
    restricted to the coordinates of `J` (module documentation).

    INPUT:

    - ``game`` -- a lattice game on the orthant
    - ``face`` -- a closed face (a set of coordinates, numbered from `0`)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.faces import face_game
        sage: G = games.octal('0.07', 4, play='misere')
        sage: face_game(G, (0, 1)) == games.octal('0.07', 3, play='misere')
        True
        sage: face_game(G, (1,))                 # a heap of 3 moves to 1 (no coordinate)
        Dawson's Kayles 0.07 with heaps of size at most 4 (misère play) on the face of the coordinates 2 (...)
        sage: face_game(G, (2,))                 # a heap of 4 moves to 2
        Traceback (most recent call last):
        ...
        ValueError: the face of the coordinates (2,) of Dawson's Kayles 0.07 with heaps of size at most 4 (misère play) is not closed: the move (-1, 0, 1) leaves it
    """
    d = game.dimension()
    J = _coordinates(face, d)
    if not game.board().is_orthant():
        raise ValueError("faces are defined for games on the orthant, not on %s" % game.board())
    leaving, staying = _split_moves(_moves(game), J, d)
    if leaving is not None:
        raise ValueError("the face of the coordinates %s of %s is not closed: the move %s"
                         " leaves it" % (J, game.name(), leaving))
    if not staying:
        raise ValueError("no move of %s stays on the face of the coordinates %s"
                         % (game.name(), J))
    vectors = [tuple(v[j] for j in J) for v in staying]
    defeated = [tuple(int(p[j]) for j in J) for p in game.defeated_positions()
                if all(p[j] == 0 for j in range(d) if j not in J)]
    board = GameBoard.orthant(len(J), defeated=defeated) if defeated else GameBoard.normal_play(len(J))
    name = "%s on the face of the coordinates %s" % (game.name(), ", ".join(str(j + 1) for j in J))
    # the class of the game (this module does not import the core's lattice games: they
    # dispatch into the discovery, which imports misere.heap)
    return type(game)(vectors, board, name=name)


def check_family_on_game(certificate, N):
    r"""
    Return whether the engine of ``certificate.game()`` gives ``position(m)
    + distinguisher(n)`` the outcome ``is_P_position(m, n)`` that the
    certificate claims, for `m, n < N` (the ``check_on_game`` of the proofs
    of infinite quotients: an independent check, not part of the proof).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.faces import check_family_on_game
        sage: from sage_latticegames.misere.heap.linear_pretension import (LinearPretension,
        ....:     HeapInfinitenessCertificate)
        sage: L = LinearPretension(games.octal('0.3122', 7, play='misere'), (0, 0, 0, 0, 1, 0, -1),
        ....:                      (1, 3, 1, 2, 1, 2, 2), (2, 2, 2, 2, 1, 2, 4), window=10)
        sage: check_family_on_game(HeapInfinitenessCertificate(L), 2)
        True
    """
    G = certificate.game()
    for m in range(int(N)):
        for n in range(int(N)):
            p = [a + b for a, b in zip(certificate.position(m), certificate.distinguisher(n))]
            if bool(G.is_P_position(p)) != certificate.is_P_position(m, n):
                return False
    return True


class FaceInfinitenessCertificate(DefinedByArguments, SageObject):
    r"""
    A proof that the misère quotient of a lattice game is infinite: a proof
    for the game of one of its closed faces, lifted by the Lemma of the
    module (restriction to a closed face).

    INPUT:

    - ``game`` -- a lattice game on the orthant
    - ``face`` -- a closed face of it
    - ``certificate`` -- a proof that the misère quotient of
      ``face_game(game, face)`` is infinite (an object with the methods
      ``game``, ``position``, ``distinguisher``, ``is_P_position`` and
      ``certificate``, e.g. a
      :class:`~sage_latticegames.misere.heap.linear_pretension.HeapInfinitenessCertificate`)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.faces import face_game, FaceInfinitenessCertificate
        sage: from sage_latticegames.misere.heap.linear_pretension import (fit_linear_pretension,
        ....:     HeapInfinitenessCertificate)
        sage: G = games.mathoverflow_85314()
        sage: L = fit_linear_pretension(face_game(G, (0, 1, 2))); L
        Linear pretension of ... on the face of the coordinates 1, 2, 3: counter (0, 1, -1), cycles (1, 2), (6, 1), (1, 2); proved for every position (...)
        sage: C = FaceInfinitenessCertificate(G, (0, 1, 2), HeapInfinitenessCertificate(L)); C
        Proved: the misère quotient of MathOverflow question 85314: ... is infinite, on the closed face of the coordinates 1, 2, 3 (restriction to a closed face): the positions x_n = ... are pairwise distinguishable: ...
        sage: C.position(1), C.distinguisher(1)          # 7 g and 12 *2
        ((0, 0, 7, 0), (0, 12, 0, 0))
        sage: [[int(C.is_P_position(m, n)) for n in range(3)] for m in range(3)]
        [[0, 0, 0], [1, 0, 0], [1, 1, 0]]
        sage: C.is_finite(), C.check_on_game(4)
        (False, True)
        sage: C.certificate()['theorem']
        'restriction to a closed face (Lemma of sage_latticegames.misere.heap.faces)'
        sage: loads(dumps(C)) == C
        True
        sage: TestSuite(C).run()

    A proof for another game is refused::

        sage: FaceInfinitenessCertificate(G, (0, 1), HeapInfinitenessCertificate(L))
        Traceback (most recent call last):
        ...
        ValueError: the certificate is a proof for ..., not for the face of the coordinates (0, 1) of ...
    """

    def __init__(self, game, face, certificate):
        self._J = _coordinates(face, game.dimension())
        self._face_game = face_game(game, self._J)
        self._game = game
        for name in ("game", "position", "distinguisher", "is_P_position", "certificate"):
            if not callable(getattr(certificate, name, None)):
                raise TypeError("the certificate must have a method %s, got %r" % (name, certificate))
        if certificate.game() != self._face_game:
            raise ValueError("the certificate is a proof for %s, not for the face of the"
                             " coordinates %s of %s" % (certificate.game().name(), self._J,
                                                        game.name()))
        self._C = certificate

    def _arguments(self):
        # equality, hash and pickle: the face certificate proves itself again when unpickled
        return (self._game, self._J, self._C)

    def game(self):
        r"""
        Return the game.
        """
        return self._game

    def face(self):
        r"""
        Return the closed face (its coordinates, numbered from `0`).
        """
        return self._J

    def face_certificate(self):
        r"""
        Return the proof for the game of the face.
        """
        return self._C

    def is_finite(self):
        r"""
        Return ``False``: the quotient is infinite.
        """
        return False

    def _lift(self, p):
        v = [0] * self._game.dimension()
        for j, c in zip(self._J, p):
            v[j] = int(c)
        return tuple(v)

    def position(self, n):
        r"""
        Return the `n`-th position of the family, a position of the face.
        """
        return self._lift(self._C.position(n))

    def distinguisher(self, n):
        r"""
        Return the `n`-th distinguisher of the family, a position of the face.
        """
        return self._lift(self._C.distinguisher(n))

    def is_P_position(self, m, n):
        r"""
        Return whether ``position(m) + distinguisher(n)`` is a P-position
        (by the proof on the face and the Lemma, for any `m, n \ge 0`).
        """
        return self._C.is_P_position(m, n)

    def proof(self):
        r"""
        Return what was proved, as a
        :class:`~sage_latticegames.misere.monoid.proof.QuotientProof` of
        kind ``'infinite quotient'``: the Lemma, the face, and the record of
        the proof on the face.
        """
        record = {"theorem": THEOREM, "face": list(self._J),
                  "face game": self._face_game.name(), "face proof": self._C.certificate()}
        return QuotientProof(None, record, self._game, kind="infinite quotient")

    def certificate(self):
        r"""
        Return the record of :meth:`proof`.
        """
        return self.proof().record()

    def check_on_game(self, N):
        r"""
        Recheck ``position(m) + distinguisher(n)`` for `m, n < N` with the
        engine of the game itself (an independent check, not part of the
        proof).
        """
        return check_family_on_game(self, N)

    def _test_family(self, tester=None, **options):
        r"""
        Check that the `n`-th distinguisher tells the `n`-th position from
        the `m`-th, `m > n`, for small `m, n`, and that the family lies on
        the face.
        """
        tester = self._tester(tester=tester, **options)
        out = [j for j in range(self._game.dimension()) if j not in self._J]
        for n in range(5):
            tester.assertFalse(any(self.position(n)[j] or self.distinguisher(n)[j] for j in out))
            for m in range(n + 1, 7):
                tester.assertNotEqual(self.is_P_position(n, n), self.is_P_position(m, n))

    def _repr_(self):
        inner = repr(self._C)
        head = "Proved: the misère quotient of %s is infinite: " % self._face_game.name()
        if inner.startswith(head):
            inner = inner[len(head):]
        return ("Proved: the misère quotient of %s is infinite, on the closed face of the"
                " coordinates %s (restriction to a closed face): %s"
                % (self._game.name(), ", ".join(str(j + 1) for j in self._J), inner))

    def _latex_(self):
        return (r"\text{infinite misère quotient on the face } \{%s\}"
                % ", ".join(str(j + 1) for j in self._J))


def prove_infinite_on_faces(game, prove, max_seconds=None):
    r"""
    Prove the misère quotient of ``game`` infinite on one of its closed
    faces: try ``prove(face_game(game, J), seconds)`` on each face of
    :func:`closed_faces` with at least two coordinates (largest first, each
    with an equal share of the time left) and lift the first proof by the
    Lemma of the module.

    INPUT:

    - ``game`` -- a lattice game on the orthant
    - ``prove`` -- a function ``(face game, seconds or None)`` returning a
      proof that the quotient of the face game is infinite, or raising a
      ``ValueError``
    - ``max_seconds`` -- (default: no limit) the time limit

    OUTPUT: a :class:`FaceInfinitenessCertificate`; a ``ValueError`` naming
    the faces tried when none is proved (which proves nothing)

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap.faces import prove_infinite_on_faces
        sage: from sage_latticegames.misere.heap.linear_pretension import (fit_linear_pretension,
        ....:     HeapInfinitenessCertificate)
        sage: def prove(F, seconds):
        ....:     return HeapInfinitenessCertificate(fit_linear_pretension(F, max_seconds=seconds))
        sage: prove_infinite_on_faces(games.mathoverflow_85314(), prove, 60).face()
        (0, 1, 2)
        sage: prove_infinite_on_faces(games.nim(2, 'misere'), prove, 5)
        Traceback (most recent call last):
        ...
        ValueError: no closed face of Nim with heaps of size at most 2 (misère play) with at least two coordinates
    """
    faces = [J for J in closed_faces(game) if len(J) >= 2]
    if not faces:
        raise ValueError("no closed face of %s with at least two coordinates" % game.name())
    budget = Budget(max_seconds)
    failures = []
    for i, J in enumerate(faces):
        if budget.expired():
            failures.append("the time ran out before the face %s" % (J,))
            break
        left = budget.left()
        share = None if left is None else left / (len(faces) - i)
        try:
            return FaceInfinitenessCertificate(game, J, prove(face_game(game, J), share))
        except ValueError as e:
            failures.append("the face %s: %s" % (J, e))
    raise ValueError("no closed face of %s was proved to have an infinite misère quotient: %s"
                     % (game.name(), "; ".join(failures)))
