r"""
Verification and certification of affine stratifications

An affine stratification `W` (Definition 8.6 of [GM]) is compared with the
P-positions of a lattice game in two ways:

- :func:`verify_stratification` compares `W` with the P-positions computed by
  the engine on a finite region (membership of all the points of the region
  at once, with integer matrix products) and returns a
  :class:`VerificationReport`;
- :func:`certify_stratification` proves or refutes that `W` is the set of
  P-positions on the whole board, through the uniqueness in Theorem 4.6 of
  [GM], and returns a :class:`CertificationReport`.  Its third condition
  (every other position has a move into `W`) is decided by a finite cell
  decomposition (:func:`_absorption_by_cells`) when the semigroups are
  normal, and otherwise by the set algebra of Theorem 4.2 of [GM-A]
  (:func:`_absorption_by_set_algebra`, with
  :mod:`~sage_latticegames.stratifications.set_algebra`).

Both are accessible as the methods
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.verify`
and
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
as well.

EXAMPLES::

    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: from sage_latticegames.stratifications.affine_stratification import AffineStratification
    sage: from sage_latticegames.stratifications.verification import (verify_stratification,
    ....:                                                             certify_stratification)
    sage: G = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)])
    sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
    sage: verify_stratification(S, G, level=10)
    Verified on the region level <= 10 for the functional (1, 2): the stratification equals the P-positions (36 lattice points, 11 P-positions); the strata are pairwise disjoint (exact)
    sage: certify_stratification(S, G)
    Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
"""
import sage.rings.integer  # noqa: F401

from itertools import combinations

import numpy as np

from sage.arith.misc import gcd
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.points import show_point, dot, int_tuple, unit_vector, unit_vectors
from sage_latticegames.stratifications.certificate import CertificationReport
from sage_latticegames.stratifications.periodic import PeriodicSet
from sage_latticegames.misc.integer_arrays import INT64_SAFE, rows_in
from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
from sage_latticegames.stratifications.set_algebra import (complement_in_orthant, complement_of_union,
                                                           difference, normal_decomposition)

#: number of example points shown in reports
EXAMPLES_SHOWN = 5


# ----------------------------------------------------------------------
# comparison with the P-positions on a region
# ----------------------------------------------------------------------
def verify_stratification(S, game, level=None, box=None, functional=None, exact=True):
    r"""
    Compare the affine stratification ``S`` with the P-positions of ``game``
    computed by the engine on a finite region; see
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.verify`
    (which calls this function) for the input and output.

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import verify_stratification
        sage: S = AffineStratification([([(0,)], [(4,)])])
        sage: R = verify_stratification(S, LatticeGame([(1,)]), level=9); R
        Not verified on the region level <= 9 for the functional (1) (10 lattice points, 5 P-positions): 2 P-positions in no stratum, e.g. (2), (6)
        sage: R.missing_P_positions()
        (N(2), N(6))
    """
    sol = game.solve(level=level, box=box, functional=functional)
    X = np.asarray(sol.points, dtype=np.int64)
    counts = S._counts(X)
    nstrata = (counts > 0).sum(axis=0)
    member = nstrata > 0
    det = np.asarray(sol.determined)
    isP = np.asarray(sol.is_P)
    witness = S.overlap_witness() if exact else None
    ell = game.positivity_witness() if functional is None else functional
    return VerificationReport(
        region=sol.region(), lattice=S.lattice(), ell=ell, npoints=len(X),
        nP=int(np.count_nonzero(isP)),
        undetermined=int(np.count_nonzero(~det)),
        missing=X[det & isP & ~member],
        false=X[det & ~isP & member],
        overlaps=X[nstrata >= 2], overlap_strata=(counts[:, nstrata >= 2] > 0).T,
        internal=X[(counts >= 2).any(axis=0)],
        exact=exact, witness=witness)


# ----------------------------------------------------------------------
# exact proof (Theorem 4.6 of [GM])
# ----------------------------------------------------------------------
def certify_stratification(S, game, algorithm="auto"):
    r"""
    Decide exactly whether the affine stratification ``S`` is the set of
    P-positions of ``game``, on the whole board; see
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
    (which calls this function) for the three conditions checked, the
    ``algorithm`` option and the output.

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import certify_stratification
        sage: certify_stratification(AffineStratification([([(0,)], [(2,)])]), LatticeGame([(1,)]))
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)
        sage: certify_stratification(AffineStratification([([(0,)], [(1,)])]), LatticeGame([(1,)]))
        Not the set of P-positions: the move (1) joins the points (1) and (0) of the stratification
        sage: certify_stratification(AffineStratification([([(0,)], [(2,)])]), LatticeGame([(1,)]),
        ....:                        algorithm="set_algebra")
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...)

    TESTS::

        sage: certify_stratification(AffineStratification([([(0,)], [(2,)])]), LatticeGame([(1,)]),
        ....:                        algorithm="magic")
        Traceback (most recent call last):
        ...
        ValueError: algorithm must be one of 'auto', 'periodic', 'cells', 'set_algebra', not 'magic'
    """
    if algorithm not in ALGORITHMS and algorithm != _BASELINE:
        raise ValueError("algorithm must be one of %s, not %r"
                         % (", ".join(repr(a) for a in ALGORITHMS), algorithm))
    d = S.dimension()
    if game.dimension() != d:
        raise ValueError("the game is played in dimension %s, not %s" % (game.dimension(), d))
    baseline = algorithm == _BASELINE
    moves = [int_tuple(g) for g in game.rule_set().tuples()]
    w = S.overlap_witness()
    if w is not None:
        raise ValueError("the strata are not disjoint: %s lies in strata %s and %s"
                         % (show_point(w[0]), w[1][0], w[2][0]))
    if algorithm in ("auto", "periodic") and game.board().is_orthant():
        # a set periodic per coordinate beyond thresholds: the finite box check
        # (stratifications/periodic.py) is a proof on the whole board
        P = PeriodicSet.from_stratification(S, max_box_points=PERIODIC_BOX_POINTS)
        if P is not None:
            try:
                report = P.certify(game, max_box_points=PERIODIC_BOX_POINTS,
                                   noun="affine stratification")
            except ValueError:      # the box of the check is too large
                if algorithm == "periodic":
                    raise
            else:
                if report.witness() is not None:
                    report = CertificationReport(False, report._message,
                                                 S._lattice_point(report.witness()))
                return report
    if algorithm == "periodic":
        raise ValueError("the stratification is not periodic per coordinate in its form "
                         "(semigroups generated by multiples of unit vectors)")
    if not baseline:
        # exact local checks at cheap candidate points first: a wrong set is
        # usually rejected here, before the exact tests of the conditions
        report = _cheap_witness(S, game, moves)
        if report is not None:
            return report
    bad = _off_board(S, game)
    if bad is not None:
        return CertificationReport(False, "the point %s of the stratification is %s"
                                   % (show_point(bad[0]), bad[1]), bad[0])
    T = S if baseline else _coalesced(S)
    report = _move_joins(T, moves)
    if report is not None:
        return report
    if not game.board().is_orthant():
        raise NotImplementedError("condition 3 (every other position has a move into the "
                                  "stratification) is only implemented for boards N^d minus "
                                  "a finite set")
    p = _absorption(T, game, moves, algorithm)
    if p is not None:
        return CertificationReport(False, "the position %s of the board is not in the "
                                   "stratification but has no move into it" % show_point(p),
                                   S._lattice_point(p))
    return CertificationReport(True, "this affine stratification is the set of P-positions "
                               "of the game (Theorem 4.6 of [GM])")


def _move_joins(T, moves):
    r"""
    Return the report of a move joining two points of the stratification
    ``T`` (condition 2 of Theorem 4.6 of [GM] fails), or ``None``.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.stratifications.verification import _move_joins
        sage: _move_joins(AffineStratification([([(0,)], [(1,)])]), [(1,)])
        Not the set of P-positions: the move (1) joins the points (1) and (0) of the stratification
        sage: _move_joins(AffineStratification([([(0,)], [(2,)])]), [(1,)]) is None
        True
    """
    r = T.num_strata()
    for gamma in moves:
        for i in range(r):
            for j in range(r):
                for f, g in T._meeting_pairs(i, j, shift=gamma):
                    fg = tuple(a + b for a, b in zip(f, gamma))
                    p = T._common_point(i, fg, j, g)
                    q = tuple(a - b for a, b in zip(p, gamma))
                    return CertificationReport(
                        False, "the move %s joins the points %s and %s of the stratification"
                        % (show_point(gamma), show_point(p), show_point(q)), p)
    return None


def _absorption(T, game, moves, algorithm):
    r"""
    Return a position of the board outside the stratification ``T`` without
    a move into it (condition 3 of Theorem 4.6 of [GM] fails), or ``None``,
    by the method named by ``algorithm`` (see :func:`certify_stratification`).
    """
    if algorithm == "set_algebra":
        return _absorption_by_set_algebra(T, game, moves)
    if algorithm == _BASELINE:
        try:
            return _absorption_by_cells(T, game, moves)
        except _CellsUnavailable:
            return _absorption_by_set_algebra_baseline(T, game, moves)
    try:
        return _absorption_by_cells(_normal_strata(T), game, moves)
    except _CellsUnavailable:
        if algorithm == "cells":
            raise
        return _absorption_by_set_algebra(T, game, moves)


def _certify_baseline(S, game):
    r"""
    Decide as :func:`certify_stratification` with the plain methods (no
    cheap witnesses, no merging of strata, the plain set algebra of
    :func:`_absorption_by_set_algebra_baseline`): the reference measured by
    ``benchmarks/bench_certify.py``; ``S.certify(game, algorithm="baseline")``
    reaches it too.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _certify_baseline
        sage: _certify_baseline(AffineStratification([([(0,)], [(2,)])]), LatticeGame([(1,)]))
        Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM])
    """
    return certify_stratification(S, game, algorithm=_BASELINE)


#: the values of the option ``algorithm`` of :func:`certify_stratification`
ALGORITHMS = ("auto", "periodic", "cells", "set_algebra")

#: the private value of ``algorithm`` reaching :func:`_certify_baseline`
_BASELINE = "baseline"

#: largest box of the finite check of a stratification periodic per coordinate
PERIODIC_BOX_POINTS = 10**8

#: the cheap search for witnesses solves the game on a region of about this many points
CHEAP_REGION_POINTS = 3000

#: and tests at most this many points near the translates
CHEAP_LOCAL_POINTS = 60000


# ----------------------------------------------------------------------
# cheap witnesses: the two local conditions of Theorem 4.6 at chosen points
# ----------------------------------------------------------------------
def local_violation(S, game, p, moves=None):
    r"""
    Return the violation at the position ``p`` of the two local conditions
    characterizing the set `\mathcal P` of P-positions (Theorem 4.6 of
    [GM]), for the candidate set `W` = ``S``, or ``None``.

    `W = \mathcal P` iff at every position `p` of the board: if `p \in W`,
    no option `p - \gamma` lies in `W`; if `p \notin W`, some option `p -
    \gamma` lies in `W`.  So a violation at one position proves `W \ne
    \mathcal P`.  Exact (membership in ``S`` and in the board are exact).

    INPUT:

    - ``S`` -- an affine stratification
    - ``game`` -- a :class:`~sage_latticegames.lattice_game.LatticeGame`
    - ``p`` -- an integer point
    - ``moves`` -- (optional) the moves of ``game`` as tuples

    OUTPUT: ``None``, or ``('join', p, q, gamma)`` (`p` and its option `q =
    p - \gamma` both lie in `W`), or ``('absorb', p)`` (the position `p
    \notin W` has no option in `W`).

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.stratifications.verification import local_violation
        sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
        sage: S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)]), ([(10, 1)], [(2, 0), (2, 2)])])
        sage: local_violation(S, G, (10, 2))
        ('join', (10, 2), (10, 1), (0, 1))
        sage: local_violation(S, G, (1, 1)) is None, local_violation(S, G, (2, 2)) is None
        (True, True)
        sage: local_violation(AffineStratification([([(0,)], [(4,)])]), LatticeGame([(1,)]), (2,))
        ('absorb', (2,))
    """
    p = int_tuple(p)
    if not game.is_position(p):
        return None
    if moves is None:
        moves = [int_tuple(g) for g in game.rule_set().tuples()]
    options = [(tuple(a - b for a, b in zip(p, g)), g) for g in moves]
    options = [(q, g) for q, g in options if game.is_position(q)]
    if p in S:
        for q, g in options:
            if q in S:
                return ("join", p, q, g)
        return None
    if any(q in S for q, g in options):
        return None
    return ("absorb", p)


def _violation_report(S, violation):
    r"""
    The :class:`CertificationReport` of a violation found by
    :func:`local_violation`.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.stratifications.verification import _violation_report
        sage: S = AffineStratification([([(0,)], [(1,)])])
        sage: _violation_report(S, ('join', (1,), (0,), (1,)))
        Not the set of P-positions: the move (1) joins the points (1) and (0) of the stratification
    """
    if violation[0] == "join":
        _, p, q, g = violation
        return CertificationReport(False, "the move %s joins the points %s and %s of the "
                                   "stratification" % (show_point(g), show_point(p),
                                                       show_point(q)), S._lattice_point(p))
    p = violation[1]
    return CertificationReport(False, "the position %s of the board is not in the "
                               "stratification but has no move into it" % show_point(p),
                               S._lattice_point(p))


def _on_board(game, X):
    r"""
    Return the boolean array telling which rows of ``X`` are positions of
    the board of ``game`` (vectorized for boards `\NN^d \smallsetminus D`).

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: import numpy as np
        sage: from sage_latticegames.stratifications.verification import _on_board
        sage: _on_board(LatticeGame.misere([(1,)]), np.array([[-1], [0], [1]])).tolist()
        [False, False, True]
    """
    d = game.dimension()
    if game.board().is_orthant():
        D = np.array([[int(x) for x in p] for p in game.defeated_positions()],
                     dtype=np.int64).reshape(-1, d)
        return (X >= 0).all(axis=1) & ~rows_in(X, D)
    return np.array([game.is_position(tuple(int(x) for x in row)) for row in X], dtype=bool)


def _cheap_points(S, game, moves):
    r"""
    Return an integer array of candidate positions where a wrong
    stratification is likely to violate the local conditions of
    :func:`local_violation`: the points of a small region (solved region
    of the engine: the lowest point where `W` and `\mathcal P` differ is a
    violation), and the points near each translate `f + A_i` (`f` plus at
    most two generators of `A_i`, moved by `0`, `\pm\gamma`, `\pm e_k`).

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _cheap_points
        sage: X, _ = _cheap_points(AffineStratification([([(100,)], [(3,)])]), LatticeGame([(1,)]), [(1,)])
        sage: [x in X.tolist() for x in ([0], [99], [100], [101], [106], [107])]
        [True, True, True, True, True, True]
    """
    d = S.dimension()
    ell = [int(x) for x in game.positivity_witness()]
    level = max(ell)
    region = np.zeros((0, d), dtype=np.int64)
    while True:
        try:
            sol = game.solve(level=level)
        except (ValueError, MemoryError):
            break
        region = np.asarray(sol.points, dtype=np.int64).reshape(-1, d)
        if len(region) >= CHEAP_REGION_POINTS or level > 10**6:
            break
        level *= 2
    eye = unit_vectors(d)
    steps = [(0,) * d] + list(moves) + eye
    steps += [tuple(-x for x in g) for g in steps[1:]]
    steps = np.array(sorted(set(steps)), dtype=np.int64)
    base = []
    for F, A in S.strata_tuples():
        gens = [tuple(int(x) for x in a) for a in A.generator_tuples()]
        combos = [(0,) * d] + gens + [tuple(a + b for a, b in zip(g, h))
                                      for k, g in enumerate(gens) for h in gens[k:]]
        base += [tuple(int(a) + b for a, b in zip(f, c)) for f in F for c in combos]
    base = np.array(base, dtype=object if _too_large(base) else np.int64).reshape(-1, d)
    if len(base) * len(steps) > CHEAP_LOCAL_POINTS:
        base = base[:max(1, CHEAP_LOCAL_POINTS // len(steps))]
    near = (base[:, None, :] + steps[None, :, :]).reshape(-1, d)
    if near.dtype == object:
        return region, near
    return np.unique(np.concatenate([region, near]), axis=0), None


def _too_large(points):
    r"""
    Whether some coordinate of the ``points`` is too large for exact
    ``int64`` arithmetic on the candidates.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _too_large
        sage: _too_large([(1, 2)]), _too_large([(2**62, 0)])
        (False, True)
    """
    return any(abs(int(x)) >= INT64_SAFE for p in points for x in p)


def _cheap_witness(S, game, moves):
    r"""
    Return a :class:`CertificationReport` refuting ``S`` with a witness
    found by the exact local test :func:`local_violation` at the cheap
    candidate points of :func:`_cheap_points`, or ``None`` if none of them
    is a witness.  Candidates are screened with the vectorized membership
    test and each reported witness is re-checked point by point.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _cheap_witness
        sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
        sage: S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)]), ([(10**12, 1)], [(2, 0), (2, 2)])])
        sage: _cheap_witness(S, G, [(1, 0), (0, 1), (-1, 1)])
        Not the set of P-positions: the move (0, 1) joins the points (1000000000000, 1) and (1000000000000, 0) of the stratification
        sage: _cheap_witness(AffineStratification([([(0, 0)], [(2, 0), (0, 2)])]), G,
        ....:                [(1, 0), (0, 1), (-1, 1)]) is None
        True
    """
    try:
        X, exact_only = _cheap_points(S, game, moves)
    except (ValueError, TypeError, OverflowError):
        return None
    ell = [int(x) for x in game.positivity_witness()]
    candidates = []
    if len(X):
        try:
            on = _on_board(game, X)
            inW = S.contains_points(X)
            hit = np.zeros(len(X), dtype=bool)
            for g in moves:
                Y = X - np.array(g, dtype=np.int64)
                hit |= _on_board(game, Y) & S.contains_points(Y)
            suspects = X[on & (inW == hit)]
        except (ValueError, TypeError, OverflowError):
            suspects = X
        candidates += [tuple(int(x) for x in row) for row in suspects]
    if exact_only is not None:
        candidates += [tuple(int(x) for x in row) for row in exact_only[:200]]
    candidates.sort(key=lambda p: (dot(ell, p), p))
    for p in candidates[:50]:
        v = local_violation(S, game, p, moves)
        if v is not None:
            return _violation_report(S, v)
    return None


# ----------------------------------------------------------------------
# exact rewriting of the strata (same sets, fewer translates)
# ----------------------------------------------------------------------
def _coalesced(S):
    r"""
    Return an affine stratification with the same strata as ``S`` and
    possibly fewer translates and larger semigroups.

    The redundant points `f \in g + A` of `F` are dropped.  If `F + h \subseteq F + \NN G` then `F + \NN(G \cup \{h\}) = F + \NN G`
    (by induction on the coefficient of `h`).  The vectors `h` tried are the
    fractions `a/k` (`k \ge 2`) of the generators `a` that join two points of
    `F`; the redundant points and generators are then dropped again.  So the translates `b + e\,a + \NN\{k a, \dots\}`, `0 \le e < k`,
    of a split stratum become `b + \NN\{a, \dots\}` again.  Exact.

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.stratifications.verification import _coalesced
        sage: S = AffineStratification([([(0, 0), (1, 0), (0, 1), (1, 1)], [(2, 0), (0, 2)])])
        sage: _coalesced(S)
        Affine stratification with 1 stratum in Z^2: {(0, 0)} + N{(1, 0), (0, 1)}
        sage: _coalesced(AffineStratification([([(0,), (2,)], [(4,), (6,)])]))
        Affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
        sage: _coalesced(AffineStratification([([(0,), (1,)], [(3,)])]))
        Affine stratification with 1 stratum in Z^1: {(0), (1)} + N{(3)}
        sage: _coalesced(AffineStratification([([(0,), (10**6,)], [(2,)])]))
        Affine stratification with 1 stratum in Z^1: {(0)} + N{(2)}
    """
    strata = []
    changed = False
    for F, A in S.strata_tuples():
        F = [tuple(int(x) for x in f) for f in F]
        gens = [tuple(int(x) for x in a) for a in A.generator_tuples()]
        while True:
            keep = []
            for f in F:
                if not any(A.contains(tuple(a - b for a, b in zip(f, g))) for g in keep):
                    keep = [g for g in keep
                            if not A.contains(tuple(a - b for a, b in zip(g, f)))] + [f]
            changed = changed or len(keep) < len(F)
            F = keep
            h = _coalescing_vector(F, gens, A)
            if h is None:
                break
            changed = True
            A = AffineSemigroup(gens + [h], lattice=S.dimension())
            gens = [tuple(int(x) for x in a) for a in A.minimal_generators()]
            A = AffineSemigroup(gens, lattice=S.dimension())
        strata.append((F, gens))
    if not changed:
        return S
    return type(S)(strata, lattice=S.lattice())


def _normal_strata(S):
    r"""
    Return the same set as ``S`` with every stratum over a non-normal
    semigroup replaced by its normal decomposition ([Mil10, Theorem 2.6],
    :func:`~sage_latticegames.stratifications.set_algebra.normal_decomposition`,
    memoized), grouped by semigroup; strata over normal semigroups are kept
    as they are (their translates may overlap).  Then the cell method of
    :func:`_absorption_by_cells` applies.

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.stratifications.verification import _normal_strata
        sage: _normal_strata(AffineStratification([([(0,)], [(2,), (3,)]), ([(1,)], [])]))
        Affine stratification with 2 strata in Z^1: {(0), (3)} + N{(2)}, {(1)}
        sage: S = AffineStratification([([(0,)], [(2,)])]); _normal_strata(S) is S
        True
    """
    if all(A.is_normal() for F, A in S.strata_tuples()):
        return S
    strata = []
    for F, A in S.strata_tuples():
        if A.is_normal():
            strata.append((list(F), list(A.generator_tuples())))
            continue
        groups = {}
        for T in normal_decomposition(F, A.generator_tuples()):
            groups.setdefault(T.hilbert_basis(), []).append(T.translation())
        strata += [(F2, list(H)) for H, F2 in groups.items()]
    return type(S)(strata, lattice=S.lattice())


def _coalescing_vector(F, gens, A):
    r"""
    Return a vector `h \notin \{$generators$\}` with `F + h \subseteq F + A`
    (``A`` the semigroup of ``gens``), a fraction of a generator joining
    two points of ``F``, or ``None``.

    TESTS::

        sage: from sage_latticegames.semigroups.affine_semigroup import AffineSemigroup
        sage: from sage_latticegames.stratifications.verification import _coalescing_vector
        sage: _coalescing_vector([(0,), (1,)], [(2,)], AffineSemigroup([(2,)]))
        (1,)
        sage: _coalescing_vector([(0,), (1,)], [(3,)], AffineSemigroup([(3,)])) is None
        True
    """
    points = set(F)
    tried = set()
    for a in gens:
        g = gcd(list(a))
        for k in range(2, int(g) + 1):
            if g % k:
                continue
            h = tuple(x // k for x in a)
            if h in tried or h in gens:
                continue
            tried.add(h)
            if not any(tuple(x + y for x, y in zip(f, h)) in points for f in F):
                continue
            if all(any(A.contains(tuple(x + y - z for x, y, z in zip(f, h, f2))) for f2 in F)
                   for f in F):
                return h
    return None


def _off_board(S, game):
    r"""
    Return ``(p, why)`` for a point ``p`` of the stratification ``S`` that is
    not a position of the board of ``game``, or ``None``.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _off_board
        sage: G = LatticeGame([(1,)])
        sage: _off_board(AffineStratification([([(0,)], [(2,)])]), G) is None
        True
        sage: _off_board(AffineStratification([([(0,)], [(-1,)])]), G)
        ((-1,), 'not a position of the board (the generator (-1) is not in the recession cone of the board)')
    """
    board = game.board()
    C = board.recession_cone()
    for F, A in S.strata_tuples():
        for f in F:
            if not game.is_position(f):
                return f, "not a position of the board"
        for a in A.generator_tuples():
            if not C.contains(a):
                return (_escaping_point(F[0], a, game),
                        "not a position of the board (the generator %s is not in the "
                        "recession cone of the board)" % show_point(a))
    for p in game.defeated_positions():
        if int_tuple(p) in S:
            return int_tuple(p), "a defeated position"
    return None


def _escaping_point(f, a, game):
    r"""
    Return a point `f + ka` outside the board (`a` not in its recession cone).

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _escaping_point
        sage: _escaping_point((3,), (-1,), LatticeGame([(1,)]))
        (-1,)
    """
    k = 1
    while True:
        p = tuple(x + k * y for x, y in zip(f, a))
        if not game.board().contains_lattice_point(p):
            return p
        k *= 2


def _lowest_point(modules, game):
    r"""
    Return the point of smallest `\ell` (positivity witness of ``game``)
    among the module generators of ``modules``.

    TESTS::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _lowest_point
        sage: _lowest_point([(((3,), (1,)), ((2,),)), (((2,),), ())], LatticeGame([(1,)]))
        (1,)
    """
    ell = int_tuple(game.positivity_witness())
    pts = [int_tuple(f) for F, G in modules for f in F]
    return min(pts, key=lambda p: (dot(ell, p), p))


def _absorption_by_set_algebra(S, game, moves):
    r"""
    Return a position of the board outside the stratification ``S`` with no
    move into it, or ``None``: the set `\NN^d \smallsetminus (W \cup D \cup
    \bigcup_\gamma (W + \gamma))` is computed with the set algebra of
    Theorem 4.2 of [GM-A]
    (:func:`~sage_latticegames.stratifications.set_algebra.complement_of_union`:
    the orthant is carved by `W`, `D` and the `W + \gamma` in turn, and the
    normal decomposition of every module is computed once for all its
    translates).

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _absorption_by_set_algebra
        sage: G = LatticeGame([(1,)])
        sage: _absorption_by_set_algebra(AffineStratification([([(0,)], [(2,)])]), G, [(1,)]) is None
        True
        sage: _absorption_by_set_algebra(AffineStratification([([(0,)], [(4,)])]), G, [(1,)])
        (2,)
    """
    d = S.dimension()
    modules = [(list(F), list(G)) for F, G in S.modules()]
    sets = [modules]
    defeated = [int_tuple(p) for p in game.defeated_positions()]
    if defeated:
        sets.append([(defeated, [])])
    for gamma in moves:
        sets.append([([tuple(a + b for a, b in zip(f, gamma)) for f in F], G)
                     for F, G in modules])
    rest = complement_of_union(sets, d)
    return _lowest_point(rest, game) if rest else None


def _absorption_by_set_algebra_baseline(S, game, moves):
    r"""
    The plain set algebra (a refined stratified set after each difference,
    every module decomposed again, no merging): the reference that
    ``benchmarks/bench_certify.py`` measures :func:`_absorption_by_set_algebra`
    against; reached by the private ``algorithm="baseline"`` only.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _absorption_by_set_algebra_baseline
        sage: _absorption_by_set_algebra_baseline(AffineStratification([([(0,)], [(4,)])]),
        ....:                                     LatticeGame([(1,)]), [(1,)])
        (2,)
    """
    d = S.dimension()
    rest = complement_in_orthant(S.modules(), d)
    defeated = [int_tuple(p) for p in game.defeated_positions()]
    if defeated and rest:
        rest = difference(rest, [(defeated, [])])
    for gamma in moves:
        if not rest:
            break
        shifted = [([tuple(a + b for a, b in zip(f, gamma)) for f in F], G)
                   for F, G in S.modules()]
        rest = difference(rest, shifted)
    return _lowest_point(rest, game) if rest else None


# ----------------------------------------------------------------------
# condition 3 of the certification by a cell decomposition
# ----------------------------------------------------------------------
class _CellsUnavailable(Exception):
    r"""
    The cell decomposition of :func:`_absorption_by_cells` does not apply
    (non-normal semigroups) or would be too large.
    """


def _canonical_direction(h):
    r"""
    Return ``(n, s)`` with ``h = s * n``, `s = \pm 1` and the first nonzero
    entry of ``n`` positive.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _canonical_direction
        sage: _canonical_direction((0, -2, 1)), _canonical_direction((1, -1))
        (((0, 2, -1), -1), ((1, -1), 1))
    """
    h = tuple(int(x) for x in h)
    s = 1 if next(x for x in h if x) > 0 else -1
    return tuple(s * x for x in h), s


def _class_indices(values, v):
    r"""
    Return the index of the class of each entry of ``v`` among the sorted
    critical ``values``: `2k` for the open interval below the `k`-th value
    (from `0`), `2k + 1` for the `k`-th value itself.

    TESTS::

        sage: import numpy as np
        sage: from sage_latticegames.stratifications.verification import _class_indices
        sage: _class_indices(np.array([0, 3]), np.array([-1, 0, 1, 3, 5])).tolist()
        [0, 1, 2, 3, 4]
    """
    return np.searchsorted(values, v, "left") + np.searchsorted(values, v, "right")


def _direction_bounds(dirs, k):
    r"""
    Return ``(a, b)``: every solution of `k` linearly independent equations
    `n \cdot x = c` with `n` in ``dirs`` has `\|x\|_\infty \le a \max|c|`
    (row-sum norm of the inverse matrices), and every primitive integral
    solution of `k - 1` independent homogeneous ones has `\|x\|_\infty \le b`.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _direction_bounds
        sage: _direction_bounds([(1, 0), (0, 1), (1, -1)], 2)
        (2, 1)
    """
    if len(dirs) > 14:
        raise _CellsUnavailable("too many directions")
    a = ZZ(0)
    for T in combinations(dirs, k):
        N = matrix(ZZ, T)
        if N.rank() == k:
            Ninv = N.inverse()
            a = max(a, max(sum(abs(x) for x in row) for row in Ninv.rows()))
    b = ZZ(1)
    for T in combinations(dirs, k - 1):
        N = matrix(ZZ, list(T)) if T else matrix(ZZ, 0, k)
        if N.rank() == k - 1:
            v = N.right_kernel_matrix().row(0)
            g = gcd(list(v))
            b = max(b, max(abs(x) for x in v) // g)
    return a, b


def _block_representatives(block, dirs, values, m):
    r"""
    Return an array of points of `\NN^{|block|}` containing one point of
    every nonempty class (residues modulo `m` and classes of the values
    `n \cdot x`, `n` in ``dirs``, among the critical ``values``) of the
    lattice points of `\NN^{|block|}`.

    A class is the set of lattice points of a pointed polyhedron `Q` (the
    relatively open cell, tightened to integral bounds) in a coset of
    `m\ZZ^k`; if `x = v + \sum \mu_j \rho_j` (`v` in the convex hull of the
    vertices, `\rho_j` primitive extreme rays of the recession cone, at most
    `k` of them), then `x - \sum m\lfloor \mu_j/m \rfloor\rho_j` lies in the
    same class with `\infty`-norm at most `\max\|v\| + km\max\|\rho\|`.
    The vertices solve `k` independent equations `n \cdot x = c` with `|c|`
    at most the largest critical value plus one, whence the box searched.

    TESTS::

        sage: from sage_latticegames.stratifications.verification import _block_representatives
        sage: _block_representatives([0], [(1,)], [{0, 2}], 2).tolist()
        [[0], [1], [2], [3], [4]]
    """
    k = len(block)
    local = [tuple(n[i] for i in block) for n in dirs]
    cmax = max([abs(int(c)) + 1 for vals in values for c in vals] + [1])
    a, b = _direction_bounds(local, k)
    M = int((a * cmax).ceil()) + k * m * int(b)
    if (M + 1) ** k > 4 * 10**6:
        raise _CellsUnavailable("the box of a block is too large")
    axes = [np.arange(M + 1, dtype=np.int64)] * k
    X = np.stack(np.meshgrid(*axes, indexing="ij"), axis=-1).reshape(-1, k)
    keys = [X % m] + [_class_indices(np.array(sorted(vals), dtype=np.int64),
                                     X @ np.array(n, dtype=np.int64))[:, None]
                      for n, vals in zip(local, values)]
    _, first = np.unique(np.concatenate(keys, axis=1), axis=0, return_index=True)
    return X[np.sort(first)]


def _absorption_by_cells(S, game, moves):
    r"""
    Decide condition 3 of
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
    (every position of `B = \NN^d \smallsetminus D` outside `W` has a move
    into `W`) exactly, for normal semigroups; return a counterexample or
    ``None``.

    Let `m` be a common multiple of the exponents of the groups
    `(\RR A_i \cap \ZZ^d)/\ZZ A_i`.  For a normal `A`, `x \in f + A` iff
    `n \cdot x \ge n \cdot f` (facet normals `n` of `\RR_{\ge 0}A`),
    `n \cdot x = n \cdot f` (normals of its linear span) and `x - f \in \ZZ
    A`, which, given the equations, depends only on `x \bmod m\ZZ^d`.  Hence
    the membership of `x` in `B`, in `W` and in every `W + \gamma` is
    constant on the classes defined by `x \bmod m` and the positions of the
    values `n \cdot x` relative to the critical values `n \cdot f`, `n \cdot
    (f + \gamma)` (and `0` and the coordinates of `D` for the coordinate
    directions).  The directions split the coordinates into independent
    blocks; one point per nonempty class is found in a bounded box of each
    block (:func:`_block_representatives`) and the products of these points
    are tested.

    TESTS::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.stratifications.verification import _absorption_by_cells
        sage: G = LatticeGame([(1,)])
        sage: _absorption_by_cells(AffineStratification([([(0,)], [(2,)])]), G, [(1,)]) is None
        True
        sage: _absorption_by_cells(AffineStratification([([(0,)], [(4,)])]), G, [(1,)])
        (2,)
    """
    d = S.dimension()
    translates = [(f, A) for F, A in S.strata_tuples() for f in F]
    if not all(A.is_pointed() and A.is_normal() for F, A in S.strata_tuples()):
        raise _CellsUnavailable("non-normal semigroups")
    m = 1
    for F, A in S.strata_tuples():
        mods = A.elementary_divisors()
        if mods:
            m = int(ZZ(m).lcm(max(mods)))
    values = {}
    for i in range(d):
        e = unit_vector(d, i)
        values.setdefault(e, set()).add(0)
        for p in game.defeated_positions():
            values[e].add(int(p[i]))
    shifts = [(0,) * d] + list(moves)
    for f, A in translates:
        cone = A.cone_data()
        for h in cone.ineqs + cone.eqs:
            n, sign = _canonical_direction(h)
            for g in shifts:
                values.setdefault(n, set()).add(sign * dot(h, [a + b for a, b in zip(f, g)]))
    dirs = list(values)
    parent = list(range(d))

    def root(i):
        while parent[i] != i:
            i = parent[i]
        return i
    for n in dirs:
        supp = [i for i in range(d) if n[i]]
        for i in supp[1:]:
            parent[root(i)] = root(supp[0])
    blocks = {}
    for i in range(d):
        blocks.setdefault(root(i), []).append(i)
    reps = []
    for block in blocks.values():
        bd = [n for n in dirs if all(n[i] == 0 for i in range(d) if i not in block)]
        reps.append((block, _block_representatives(block, bd, [values[n] for n in bd], m)))
    total = 1
    for block, R in reps:
        total *= len(R)
    if total > 3 * 10**6:
        raise _CellsUnavailable("too many classes")
    X = np.zeros((total, d), dtype=np.int64)
    stride = total
    for block, R in reps:
        stride //= len(R)
        idx = (np.arange(total) // stride) % len(R)
        X[:, block] = R[idx]
    defeated = np.array([[int(x) for x in p] for p in game.defeated_positions()],
                        dtype=np.int64).reshape(-1, d)
    bad = S.contains_points(X) | rows_in(X, defeated)
    for g in moves:
        bad |= S.contains_points(X - np.array(g, dtype=np.int64))
    if bad.all():
        return None
    ell = np.array([int(x) for x in game.positivity_witness()], dtype=np.int64)
    Y = X[~bad]
    return tuple(int(x) for x in Y[np.argmin(Y @ ell)])


# ----------------------------------------------------------------------
# reports
# ----------------------------------------------------------------------
class VerificationReport(SageObject):
    r"""
    The result of
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.verify`:
    the comparison of an affine stratification with the P-positions of a
    game on a finite region.

    It is true exactly when everything matched: no P-position outside the
    strata (*missing*), no point of a stratum that is not a P-position
    (*false*), no point in two strata (*overlaps*), and, when the exact check
    was requested, no overlap of two strata anywhere in `\ZZ^d`.  Points in
    two translates `f + A_i`, `f' + A_i` of the same stratum are counted
    (:meth:`internal_overlaps`) but allowed by Definition 8.6 of [GM].

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames import LatticeGame
        sage: G = LatticeGame([(1, 0), (0, 1), (-1, 1)])
        sage: S = AffineStratification([([(0, 0)], [(2, 0), (0, 2)])])
        sage: R = S.verify(G, level=30); R
        Verified on the region level <= 30 for the functional (1, 2): the stratification equals the P-positions (256 lattice points, 72 P-positions); the strata are pairwise disjoint (exact)
        sage: bool(R), R.counts()
        (True, {'P-positions': 72, 'false P-positions': 0, 'internal overlaps': 0, 'lattice points': 256, 'missing P-positions': 0, 'overlaps': 0, 'undetermined': 0})
    """

    def __init__(self, region, lattice, ell, npoints, nP, undetermined, missing, false,
                 overlaps, overlap_strata, internal, exact, witness):
        self._region = region
        self._lattice = lattice
        self._ell = np.asarray([int(x) for x in ell], dtype=np.int64)
        self._npoints = npoints
        self._nP = nP
        self._undetermined = undetermined
        self._missing = self._sorted(missing)
        self._false = self._sorted(false)
        order = self._order(overlaps)
        self._overlaps = overlaps[order]
        self._overlap_strata = overlap_strata[order]
        self._internal = self._sorted(internal)
        self._exact = exact
        self._witness = witness

    def _order(self, X):
        if not len(X):
            return np.arange(0)
        return np.lexsort(tuple(X.T[::-1]) + (X @ self._ell,))

    def _sorted(self, X):
        return X[self._order(X)]

    def _points(self, X, as_array):
        if as_array:
            return X
        out = []
        for row in X:
            q = self._lattice([int(x) for x in row])
            q.set_immutable()
            out.append(q)
        return tuple(out)

    def __bool__(self):
        return not (len(self._missing) or len(self._false) or len(self._overlaps)
                    or self._witness is not None)

    def region(self):
        r"""
        Return the description of the region.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(2,)])])
            sage: S.verify(LatticeGame([(1,)]), level=5).region()
            'level <= 5 for the functional (1)'
        """
        return self._region

    def missing_P_positions(self, as_array=False):
        r"""
        Return the P-positions of the region in no stratum, by increasing
        value of the positivity witness.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=9).missing_P_positions()
            (N(2), N(6))
        """
        return self._points(self._missing, as_array)

    def false_P_positions(self, as_array=False):
        r"""
        Return the points of the strata in the region that are not
        P-positions (N-positions, or points off the board).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(1,)])])
            sage: S.verify(LatticeGame([(1,)]), level=4).false_P_positions()
            (N(1), N(3))
        """
        return self._points(self._false, as_array)

    def overlaps(self):
        r"""
        Return the points of the region lying in several strata, as pairs
        ``(p, strata indices)``.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(2,)]), ([(4,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=8, exact=False).overlaps()
            [(N(4), (0, 1)), (N(8), (0, 1))]
        """
        return [(p, tuple(ZZ(i) for i in np.nonzero(row)[0]))
                for p, row in zip(self._points(self._overlaps, False), self._overlap_strata)]

    def internal_overlaps(self, as_array=False):
        r"""
        Return the points of the region lying in two translates of the same
        stratum (allowed by Definition 8.6 of [GM]).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,), (2,)], [(2,)])])
            sage: S.verify(LatticeGame([(1,)]), level=4).internal_overlaps()
            (N(2), N(4))
        """
        return self._points(self._internal, as_array)

    def overlap_witness(self):
        r"""
        Return the exact overlap witness of
        :meth:`~sage_latticegames.stratifications.disjointness.AffineStratification_disjointness.overlap_witness`
        (``None`` if the strata are disjoint or the exact check was not
        requested).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(2,)]), ([(4,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=2).overlap_witness()
            (N(4), (0, N(0)), (1, N(4)))
        """
        return self._witness

    def counts(self):
        r"""
        Return a dictionary of the numbers of points of each kind.

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: S = AffineStratification([([(0,)], [(4,)])])
            sage: S.verify(LatticeGame([(1,)]), level=9).counts()['missing P-positions']
            2
        """
        return {"lattice points": self._npoints, "P-positions": self._nP,
                "missing P-positions": len(self._missing), "false P-positions": len(self._false),
                "overlaps": len(self._overlaps), "internal overlaps": len(self._internal),
                "undetermined": self._undetermined}

    def _examples(self, X):
        shown = ", ".join(show_point(row) for row in X[:EXAMPLES_SHOWN])
        return shown + ("..." if len(X) > EXAMPLES_SHOWN else "")

    def _repr_(self):
        extra = []
        if self._undetermined:
            extra.append("%s points with undetermined status not compared" % self._undetermined)
        if len(self._internal):
            extra.append("%s points lie in two translates of the same stratum (allowed by "
                         "Definition 8.6 of [GM])" % len(self._internal))
        if self:
            s = ("Verified on the region %s: the stratification equals the P-positions "
                 "(%s lattice points, %s P-positions)" % (self._region, self._npoints, self._nP))
            if self._exact:
                s += "; the strata are pairwise disjoint (exact)"
            return "; ".join([s] + extra)
        parts = []
        if len(self._missing):
            parts.append("%s P-positions in no stratum, e.g. %s"
                         % (len(self._missing), self._examples(self._missing)))
        if len(self._false):
            parts.append("%s points of the strata are not P-positions, e.g. %s"
                         % (len(self._false), self._examples(self._false)))
        if len(self._overlaps):
            ex = "; ".join("%s in strata %s" % (show_point(p), ", ".join(str(i) for i in idx))
                           for p, idx in self.overlaps()[:EXAMPLES_SHOWN])
            parts.append("%s points lie in several strata, e.g. %s" % (len(self._overlaps), ex))
        if self._witness is not None:
            p, (i, f), (j, g) = self._witness
            parts.append("the strata %s and %s meet (exact), e.g. at %s = %s + A_%s = %s + A_%s"
                         % (i, j, show_point(p), show_point(f), i, show_point(g), j))
        return "Not verified on the region %s (%s lattice points, %s P-positions): %s" % (
            self._region, self._npoints, self._nP, "; ".join(parts + extra))


