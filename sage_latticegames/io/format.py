r"""
The JSON format of saved results (version 1)

A file is one JSON object, the *envelope*::

    {"format": "sage_latticegames", "version": 1, "kind": KIND,
     "sha256": HASH, "data": DATA}

where ``KIND`` is one of :data:`KINDS` and ``HASH`` is the SHA-256 digest of
``DATA`` written canonically (``json.dumps(DATA, sort_keys=True,
separators=(',', ':'))``), so that a damaged file is detected.  A reader of
version `v` refuses files of a later version.  Integers are JSON integers (of
any size); rational numbers are strings ``"p/q"``; points and vectors are lists
of integers.  The ``DATA`` of each kind:

- ``"game"`` (:class:`~sage_latticegames.lattice_game.LatticeGame`, Definition
  2.9 of [GM]): ``dimension``; ``rule_set`` (the move vectors); ``board``:
  ``inequalities`` (rows ``[b, a_1, ..., a_d]`` meaning `b + a \cdot x \ge 0`,
  Sage's ``ieqs`` convention), ``defeated`` (generators of the defeated ideal),
  ``defeated_is_ideal``; ``name`` (string or null); ``positivity_witness``;
  ``encoding`` (``{"type": "heap", "heap_sizes", "max_heap", "weights"}``,
  and ``"octal_code"`` for a game of ``games.octal``, for
  a :class:`~sage_latticegames.games.encodings.HeapEncoding`;
  ``{"type": "follower", "labels", "coordinates", "birthdays"}`` for a
  :class:`~sage_latticegames.games.encodings.FollowerEncoding` (the labels are
  strings, integers, booleans or ``{"tuple": [...]}``, ``coordinates`` a list
  of pairs ``[label, index or null]``); otherwise null).
- ``"solution"`` (a :class:`~sage_latticegames.solution.Solution`: the
  P-positions of a region, Theorem 4.6 of [GM]): ``game``; ``region`` (the
  keyword arguments of ``LatticeGame.solve``: ``level``, ``box``,
  ``functional``); ``description``; ``closed``; ``size`` (number of lattice
  points of the region); bit masks over the points of the region in the order of
  ``Solution.points``, each the base64 of ``numpy.packbits``: ``P``
  (P-positions), ``undetermined`` and ``defeated`` (lattice points that are not
  positions) -- every other point is an N-position.
- ``"stratification"`` (an
  :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`,
  Definition 8.6 of [GM]): ``dimension``; ``strata``, a list of
  ``{"points": F, "generators": A}`` (the stratum `F + \NN A`); optionally
  ``game`` (the game whose P-positions it describes), ``certificate`` (the
  certificate of a proof that it is the set of P-positions of a game: its
  ``method``, ``game``, ``statement`` and ``details``, see
  :class:`~sage_latticegames.stratifications.certificate.Certificate`) and
  ``conjecture`` (why it is only a conjecture).
- ``"strategy"`` (a
  :class:`~sage_latticegames.strategies.rational_strategy.RationalStrategy`,
  Definition 8.1 of [GM]): ``dimension``; ``names`` (the variables);
  ``terms``, a list of ``[alpha, p, [a_1, ..., a_k]]`` for the term
  `\alpha t^p / \prod_j (1 - t^{a_j})` (Definition 3.3 of [GM-A]); ``game`` or
  null.
- ``"quotient"`` (a :class:`~sage_latticegames.misere.quotient.MisereQuotient`):
  ``dimension``; for the quotients of Theorem 8.3 and Corollary 8.12 of [Guo],
  ``hilbert_basis`` of `\mathcal P` and ``cone_rays`` (the rays of the cone
  `C`); for a finite quotient (heap by heap, Plambeck--Siegel), ``name`` and
  ``finite``: ``delta`` (``delta[u][j]`` is the element `u a_j`, element 0
  the identity), ``P`` (booleans, the P-portion), ``reps`` (a position of each
  element) and ``certificate`` (what was verified).
- ``"lazy_stratification"`` (a
  :class:`~sage_latticegames.misere.strategies.lazy_stratification.LazyAffineStratification`:
  the P-positions of a game with a finite misère quotient, in compact form,
  [Mil2013]_) and ``"quotient_strategy"`` (a
  :class:`~sage_latticegames.misere.strategies.quotient_strategy.QuotientStrategy`, the
  rational strategy in product form over `\ZZ[\mathcal Q]`): the data of a
  finite ``"quotient"`` with its ``game`` (required), and ``conjecture`` (why
  it is only a conjecture; then the quotient is saved without certificate).
  Loading with ``verify=True`` proves the quotient again for exactly the
  saved game (:meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.recertify`).
- ``"whole_game_quotient"`` (a
  :class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient`: the
  misère quotient of an octal game with every heap size, by the misère
  periodicity theorem of Plambeck and Plambeck--Siegel): ``code``; ``name``
  (standard name or null); ``order``; ``P`` (booleans, the P-portion);
  ``table`` (``table[u][v]`` is the product `uv`, element 0 the identity);
  ``phi`` (``phi[n]`` the element `\Phi(n)` of a heap of size `n` for `0
  \le n < n_0 + p`); ``preperiod`` `n_0`, ``period`` `p`, ``proved_at`` (the
  heap where the theorem applies), ``heaps_computed`` and ``inequality`` (the
  inequality of the theorem checked).  By the misère periodicity theorem
  (:mod:`~sage_latticegames.misere.whole.periodicity`) `\Phi` is periodic
  after `n_0`: `\Phi(n) = \Phi(n_0 + (n - n_0) \bmod p)` for `n \ge n_0`,
  so the first `n_0 + p` values are all of `\Phi`.  Files written before
  this rule hold ``phi`` for `0 \le n \le` ``proved_at``; they are read as
  well (the values beyond `n_0 + p` must follow the rule, any other length is
  refused).  Loading with ``verify=True`` runs the construction and its proof
  again up to ``heaps_computed``
  (:func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`)
  and refuses the file unless every field is what it proves (``phi``
  compared on its first `n_0 + p` values); with ``verify=False`` the file
  gives the finite quotient of the heaps `\le` ``proved_at`` (a
  :class:`~sage_latticegames.misere.quotient.MisereQuotient`, `\Phi` extended
  by the rule), unproved.
- ``"nim_sequence"`` (a :class:`~sage_latticegames.games.nim_sequences.NimSequence`,
  normal play): ``code``; ``computed_to``; ``preperiod`` and ``period`` (null
  for an open sequence); ``values`` (`G(0), G(1), \dots`: the first
  ``preperiod + period`` values, which determine the sequence when the octal
  periodicity theorem of Guy--Smith proves the period -- `G(n) = G(n_0 + (n
  - n_0) \bmod p)` for `n \ge n_0`, the rule of ``phi`` above -- else every
  value computed).  A nim sequence is computed again on load (the theorem is
  checked on the values computed), and the file refused unless it agrees;
  it has no unproved form (``verify=False`` is refused).
- ``"infinite_heap_quotient"`` (a
  :class:`~sage_latticegames.misere.heap.linear_pretension.HeapInfinitenessCertificate`:
  the misère quotient of a heap game is infinite, by a linear pretension and
  a diagonal family of pairwise distinguishable positions): ``game``.  Loading
  with ``verify=True`` finds and proves the linear pretension again for
  exactly that game
  (:func:`~sage_latticegames.misere.heap.linear_pretension.prove_infinite_heap_quotient`);
  it has no unproved form (``verify=False`` is refused).

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*, Int. J. Game
  Theory 42 (2013).
- [Guo] A. Guo, *Lattice games*, PhD thesis (2012).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import base64

import numpy as np

from sage.geometry.polyhedron.constructor import Polyhedron
from sage.geometry.toric_lattice import ToricLattice
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import int_tuple, show_point
from sage_latticegames.rule_set import RuleSet
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.solution import Solution, PPOS, NPOS, UNDET, NOTPOS
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.strategies.rational_strategy import RationalStrategy
from sage_latticegames.generating_functions.ring import ShortRationalFunction
from sage_latticegames.games.encodings import HeapEncoding, FollowerEncoding
from sage_latticegames.games.octal_games import octal
from sage_latticegames.misere.monoid import FiniteQuotientData
from sage_latticegames.misere.quotient import MisereQuotient
from sage_latticegames.misere.strategies import QuotientStrategy, LazyAffineStratification
from sage_latticegames.misere.whole import WholeGameQuotient, whole_game_quotient
from sage_latticegames.misere.heap import HeapInfinitenessCertificate, prove_infinite_heap_quotient
from sage_latticegames.games.nim_sequences import NimSequence, nim_sequence

#: the value of the ``format`` field of every file
FORMAT = "sage_latticegames"

#: the version of the format written by this package (and the latest it reads)
FORMAT_VERSION = 1

#: the kinds of saved objects, with their classes
KINDS = {"game": LatticeGame, "solution": Solution, "stratification": AffineStratification,
         "strategy": RationalStrategy, "quotient": MisereQuotient,
         "lazy_stratification": LazyAffineStratification, "quotient_strategy": QuotientStrategy,
         "whole_game_quotient": WholeGameQuotient, "nim_sequence": NimSequence,
         "infinite_heap_quotient": HeapInfinitenessCertificate}


def kind_of(obj):
    r"""
    Return the kind (a key of :data:`KINDS`) of an object that can be saved.

    INPUT:

    - ``obj`` -- a lattice game, solution, affine stratification (explicit or
      lazy), rational strategy (short or in product form) or misère quotient

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.io.format import kind_of
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames import games
        sage: G = LatticeGame([(1,)])
        sage: kind_of(G), kind_of(G.solve(level=3))
        ('game', 'solution')
        sage: kind_of(3)
        Traceback (most recent call last):
        ...
        TypeError: cannot save 3 (an Integer): expected a lattice game, a solution, an affine stratification, a rational strategy, a misère quotient or a nim sequence
        sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
        sage: S = LazyAffineStratification(games.nim(2, 'misere'))
        sage: kind_of(S), kind_of(S.rational_strategy())
        ('lazy_stratification', 'quotient_strategy')
    """
    for kind, cls in KINDS.items():
        if isinstance(obj, cls):
            return kind
    raise TypeError("cannot save %s (a%s %s): expected a lattice game, a solution, an affine "
                    "stratification, a rational strategy, a misère quotient or a nim sequence"
                    % (obj, "n" if type(obj).__name__[0] in "AEIOU" else "", type(obj).__name__))


# ----------------------------------------------------------------------
# small encoders
# ----------------------------------------------------------------------
def _points(points):
    return [list(int_tuple(p)) for p in points]


def _mask(bits):
    return base64.b64encode(np.packbits(np.asarray(bits, dtype=bool)).tobytes()).decode("ascii")


def _mask_bytes(text, size):
    if not isinstance(text, str):
        raise ValueError("a bit mask must be a base64 string, not %s" % type(text).__name__)
    raw = np.frombuffer(base64.b64decode(text.encode("ascii"), validate=True), dtype=np.uint8)
    if len(raw) != (size + 7) // 8:
        raise ValueError("a bit mask has %s bytes, but the region has %s points" % (len(raw), size))
    return raw


def _unmask(text, size):
    return np.unpackbits(_mask_bytes(text, size), count=size).astype(bool)


def _json_value(x):
    r"""
    Return the region parameter ``x`` (integer, point, box) as JSON data.
    """
    if isinstance(x, (list, tuple)) or hasattr(x, "__iter__"):
        return [_json_value(y) for y in x]
    return int(x)


# ----------------------------------------------------------------------
# games
# ----------------------------------------------------------------------
def _label_data(x):
    r"""
    Return the label ``x`` of a follower (Theorem 5.1 of [GM]) as JSON data:
    strings, integers and booleans as themselves, tuples as ``{"tuple": [...]}``.

    TESTS::

        sage: from sage_latticegames.io.format import _label_data, _label
        sage: x = ('a', (1, True), -3)
        sage: _label_data(x)
        {'tuple': ['a', {'tuple': [1, True]}, -3]}
        sage: _label(_label_data(x)) == x
        True
        sage: _label_data(float(1.5))
        Traceback (most recent call last):
        ...
        ValueError: cannot save the label 1.5 of type float: the labels of saved follower encodings must be strings, integers, booleans or tuples of these
    """
    if isinstance(x, (str, bool)):
        return x
    if isinstance(x, tuple):
        return {"tuple": [_label_data(y) for y in x]}
    try:
        if int(x) == x and not isinstance(x, float):
            return int(x)
    except (TypeError, ValueError):
        pass
    raise ValueError("cannot save the label %r of type %s: the labels of saved follower encodings"
                     " must be strings, integers, booleans or tuples of these" % (x, type(x).__name__))


def _label(data):
    if isinstance(data, dict):
        if set(data) != {"tuple"} or not isinstance(data["tuple"], list):
            raise ValueError("a label must be a string, an integer, a boolean or {\"tuple\": [...]},"
                             " not %r" % (data,))
        return tuple(_label(y) for y in data["tuple"])
    if isinstance(data, (str, bool, int)):
        return data
    raise ValueError("a label must be a string, an integer, a boolean or {\"tuple\": [...]}, not %r"
                     % (data,))


def _encoding_data(encoding):
    r"""
    Return the encoding of a game (heaps, Section 2 of [GM]; followers of a
    finite game, Theorem 5.1 of [GM]) as JSON data, or ``None``.
    """
    if isinstance(encoding, HeapEncoding):
        data = {"type": "heap", "heap_sizes": list(int_tuple(encoding.heap_sizes())),
                "max_heap": int(encoding.max_heap()), "weights": list(int_tuple(encoding.weights()))}
        if encoding.octal_code() is not None:
            data["octal_code"] = encoding.octal_code()
        return data
    if isinstance(encoding, FollowerEncoding):
        birthdays = encoding.birthdays()
        return {"type": "follower", "labels": [_label_data(x) for x in encoding.labels()],
                "coordinates": [[_label_data(x), None if k is None else int(k)]
                                for x, k in sorted(encoding.coordinates().items(),
                                                   key=lambda kv: repr(kv[0]))],
                "birthdays": None if birthdays is None else list(int_tuple(birthdays))}
    if encoding is not None:
        raise ValueError("cannot save the encoding %r of the game" % (encoding,))
    return None


def _encoding(enc):
    if enc is None:
        return None
    kind = enc.get("type")
    if kind == "heap":
        return HeapEncoding(enc["heap_sizes"], enc["max_heap"], enc["weights"], enc.get("octal_code"))
    if kind == "follower":
        return FollowerEncoding([_label(x) for x in enc["labels"]],
                                {_label(x): k for x, k in enc["coordinates"]}, enc["birthdays"])
    raise ValueError("unknown encoding type %r" % (kind,))


def _game_data(G):
    B = G.board()
    A, b = B.inequalities()
    enc = _encoding_data(G.encoding())
    return {"dimension": int(G.dimension()),
            "rule_set": _points(G.rule_set().vectors()),
            "board": {"inequalities": [[int(b[i])] + [int(x) for x in A[i]] for i in range(len(b))],
                      "defeated": _points(B.defeated_generators()),
                      "defeated_is_ideal": bool(B.defeated_is_ideal())},
            "name": G.name(),
            "positivity_witness": list(int_tuple(G.positivity_witness())),
            "encoding": enc}


def _game(data):
    d = int(data["dimension"])
    board = data["board"]
    ieqs = [list(row) for row in board["inequalities"]]
    if any(len(row) != d + 1 for row in ieqs):
        raise ValueError("an inequality of the board does not have %s coefficients" % (d + 1))
    P = Polyhedron(ieqs=ieqs, base_ring=QQ, ambient_dim=d)
    B = GameBoard(P, defeated=[tuple(p) for p in board["defeated"]],
                  defeated_is_ideal=bool(board["defeated_is_ideal"]))
    enc = _encoding(data.get("encoding"))
    if enc is not None and enc.dimension() != d:
        raise ValueError("the encoding has %s coordinates but the game has dimension %s"
                         % (enc.dimension(), d))
    R = RuleSet([tuple(v) for v in data["rule_set"]], lattice=ToricLattice(d))
    G = LatticeGame(R, B, name=data.get("name"), encoding=enc,
                    positivity_witness=tuple(data["positivity_witness"]))
    _check_octal_game(G)
    return G


def _check_octal_game(G):
    r"""
    Refuse a saved game of ``games.octal`` whose data contradict its octal
    code (the rules as data:
    :meth:`~sage_latticegames.games.encodings.HeapEncoding.octal_code`;
    Example 6.4 of [GM]): the game must be the one the code describes.

    TESTS::

        sage: from sage_latticegames.io.format import _check_octal_game
        sage: from sage_latticegames import games
        sage: from sage_latticegames.games.encodings import HeapEncoding
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: _check_octal_game(games.octal('0.07', 5, 'misere'))
        sage: G = games.octal('0.07', 5)
        sage: E = G.encoding()
        sage: H = LatticeGame(G.rule_set(), G.board(), name=G.name(),
        ....:                 encoding=HeapEncoding(E.heap_sizes(), 5, E.weights(), '0.77'),
        ....:                 positivity_witness=G.positivity_witness())
        sage: _check_octal_game(H)
        Traceback (most recent call last):
        ...
        ValueError: the data of the game contradict its octal code '0.77'
    """
    E = G.encoding()
    code = E.octal_code() if isinstance(E, HeapEncoding) else None
    if code is None:
        return
    try:
        described = [octal(code, E.max_heap(), play) for play in ("normal", "misere")]
    except ValueError as e:
        raise ValueError("the octal code %r of the game is not valid: %s" % (code, e))
    if not any(H == G and H.encoding() == E for H in described):
        raise ValueError("the data of the game contradict its octal code %r" % code)


# ----------------------------------------------------------------------
# the other kinds
# ----------------------------------------------------------------------
def _solution_data(S):
    state = S.state
    data = {"game": _game_data(S.game()),
            "region": {key: _json_value(value) for key, value in S.region_definition().items()},
            "description": S.region(), "closed": bool(S.is_closed()), "size": int(len(state)),
            "P": _mask(state == PPOS)}
    for key, code in (("undetermined", UNDET), ("defeated", NOTPOS)):
        if (state == code).any():
            data[key] = _mask(state == code)
    return data


def unproved_mark(source):
    r"""
    Return the conjecture text of an object loaded from ``source`` without
    re-proof (see :func:`from_dict`).

    EXAMPLES::

        sage: from sage_latticegames.io.format import unproved_mark
        sage: unproved_mark('S.json')
        'loaded from S.json without re-proof'
    """
    return "loaded from %s without re-proof" % (source or "saved data")


def _adjacent_P_positions(game, P):
    r"""
    Return a pair of P-positions of ``P`` joined by a move of ``game`` (which
    contradicts Definition 4.1 of [GM]), or ``None``.
    """
    P = [tuple(int(x) for x in p) for p in P]
    members = set(P)
    for p in P:
        for g in game.rule_set().vectors():
            q = tuple(a - int(b) for a, b in zip(p, g))
            if q in members:
                return p, q
    return None


def _solution(data, verify, source):
    size = data["size"]
    if not isinstance(size, int) or isinstance(size, bool) or size < 0:
        raise ValueError("the size of the region must be a nonnegative integer, not %r" % (size,))
    for key in ("P", "undetermined", "defeated"):
        # the masks (``P`` is always there) bound the size before anything is allocated
        if key in data or key == "P":
            _mask_bytes(data[key], size)
    state = np.full(size, NPOS, dtype=np.uint8)
    for key, code in (("P", PPOS), ("undetermined", UNDET), ("defeated", NOTPOS)):
        if key in data:
            mask = _unmask(data[key], size)
            if (state[mask] != NPOS).any():
                raise ValueError("the bit masks of the solution overlap")
            state[mask] = code
    region = {key: (tuple(tuple(p) for p in value) if key == "box" else
                    tuple(value) if key == "functional" else value)
              for key, value in data["region"].items()}
    game = _game(data["game"])
    description = data["description"]
    if verify:
        # the proof of a solution is the computation itself (Theorem 4.6 of [GM])
        S = game.solve(**region)
        if len(S) != size:
            raise ValueError("the region %s has %s lattice points, not %s" % (S.region(), len(S), size))
        wrong = np.flatnonzero(S.state != state)
        if len(wrong):
            p = S.points[wrong[0]]
            names = {PPOS: "a P-position", NPOS: "an N-position", UNDET: "undetermined",
                     NOTPOS: "not a position"}
            raise ValueError("the saved outcomes are not those of the game: %s is saved as %s but "
                             "is %s (%s points differ)"
                             % (show_point(p), names[int(state[wrong[0]])], names[int(S.state[wrong[0]])],
                                len(wrong)))
        return S
    S = Solution(game, None, state, "%s (%s)" % (description, unproved_mark(source)),
                 data["closed"], region)
    pair = _adjacent_P_positions(game, S.P_positions(as_array=True).tolist())
    if pair is not None:
        raise ValueError("the P-positions %s and %s are joined by a move"
                         % (show_point(pair[0]), show_point(pair[1])))
    return S


def _certificate_data(S):
    r"""
    Return the JSON data of the certificate of ``S`` (``None`` if it has none):
    its method, game, statement and details.
    """
    certificate = S.certificate()
    if certificate is None:
        return None
    return {"method": certificate.method(), "game": _game_data(certificate.game()),
            "statement": certificate.statement(), "details": certificate.details()}


def _stratification_data(S, game=None):
    data = {"dimension": int(S.dimension()),
            "strata": [{"points": _points(F), "generators": _points(A.generators())}
                       for F, A in S.strata()]}
    if game is not None:
        data["game"] = _game_data(game)
    certificate = _certificate_data(S)
    if certificate is not None:
        data["certificate"] = certificate
    if S.is_conjecture():
        data["conjecture"] = str(S.conjecture())
    return data


def _stratification(data, verify, source):
    d = int(data["dimension"])
    N = ToricLattice(d)
    strata = [([tuple(p) for p in s["points"]], [tuple(a) for a in s["generators"]])
              for s in data["strata"]]
    for F, A in strata:
        if any(len(p) != d for p in list(F) + list(A)):
            raise ValueError("a point of a stratum does not have %s coordinates" % d)
    S = AffineStratification(strata, lattice=N)
    game = None if data.get("game") is None else _game(data["game"])
    if game is not None and game.dimension() != d:
        raise ValueError("the stratification lives in dimension %s but its game in dimension %s"
                         % (d, game.dimension()))
    c = data.get("certificate")
    if c is None:
        if data.get("conjecture") is not None:
            S.set_conjecture(str(data["conjecture"]))
        return S
    claimed = Certificate(c["method"], _game(c["game"]), c["statement"], c.get("details", ""))
    if game is None:
        game = claimed.game()
    elif claimed.game() != game:
        raise ValueError("the certificate is about another game than the game saved with the "
                         "stratification")
    if game.dimension() != d:
        raise ValueError("the stratification lives in dimension %s but the game of its "
                         "certificate in dimension %s" % (d, game.dimension()))
    if not verify:
        S.set_conjecture("%s (the file claims: %s)" % (unproved_mark(source), claimed))
        return S
    try:
        report = S.certify(game)
    except NotImplementedError as e:
        # no exact proof for this board: the claim is kept as a conjecture, not trusted
        S.set_conjecture("%s: it cannot be proved again here (%s); the file claims: %s"
                          % (unproved_mark(source), e, claimed))
        return S
    if not report:
        raise ValueError("its certificate does not hold: %s" % report)
    S.set_certificate(Certificate(
        claimed.method(), game, claimed.statement(),
        "; ".join(x for x in (claimed.details(), "re-proved when loaded: %s" % report) if x)))
    return S


def _strategy_data(R):
    f = R.generating_function()
    G = R.game()
    return {"dimension": int(f.dimension()), "names": list(f.variable_names()),
            "terms": [[str(c), list(int_tuple(p)), _points(dens)] for c, p, dens in f.terms()],
            "game": None if G is None else _game_data(G)}


def _strategy(data, verify, source):
    r"""
    Return the rational strategy of the JSON data ``data``.  With ``verify``
    and a game, it is proved again: the rational strategy of the game is
    computed here from a certified stratification (Definition 8.1 and
    Theorem 8.11 of [GM];
    :meth:`~sage_latticegames.lattice_game.LatticeGame.rational_strategy`)
    and must be the same rational function, else a ``ValueError``.

    TESTS::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames import games
        sage: f = games.octal('0.07', 4).rational_strategy()
        sage: kind, data = to_dict(f); from_dict(kind, data) == f
        True
        sage: data['game'] = to_dict(games.octal('0.07', 4, play='misere'))[1]
        sage: from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid strategy data: it is not the rational strategy of its game ...
        sage: from_dict(kind, data, verify=False).game().name()
        "Dawson's Kayles 0.07 with heaps of size at most 4 (misère play)"
    """
    f = ShortRationalFunction([(QQ(c), tuple(p), [tuple(a) for a in dens])
                               for c, p, dens in data["terms"]],
                              dimension=int(data["dimension"]), names=tuple(data["names"]))
    G = data.get("game")
    game = None if G is None else _game(G)
    if game is not None and game.dimension() != f.dimension():
        raise ValueError("the strategy lives in dimension %s but its game in dimension %s"
                         % (f.dimension(), game.dimension()))
    R = RationalStrategy(f, game=game)
    if verify and game is not None:
        try:
            proved = game.rational_strategy(names=f.variable_names(), form="short")
        except NotImplementedError as e:
            raise ValueError("it cannot be proved again here (%s); load it with verify=False to"
                             " use it unproved" % e) from None
        if proved.generating_function() != f:
            raise ValueError("it is not the rational strategy of its game %s (the strategy"
                             " proved here differs)" % (game.name() or game))
    return R


def _certificate_value(x):
    if isinstance(x, (str, bool)) or x is None:
        return x
    if isinstance(x, (list, tuple)):
        return [_certificate_value(y) for y in x]
    if isinstance(x, dict):
        return {str(k): _certificate_value(v) for k, v in x.items()}
    return int(x)


def _tuples(x):
    if isinstance(x, list):
        return tuple(_tuples(y) for y in x)
    if isinstance(x, dict):
        return {k: _tuples(v) for k, v in x.items()}
    return x


def _finite_quotient_data(F, name, game, certificate):
    r"""
    Return the JSON data of the finite quotient ``F`` (a
    :class:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData`) with
    its name, its game (or ``None``) and ``certificate`` (or ``None``).
    """
    data = {"dimension": int(F.k), "name": name,
            "finite": {"delta": [list(row) for row in F.delta], "P": list(F.P),
                       "reps": [list(r) for r in F.reps],
                       "certificate": _certificate_value(certificate)}}
    if game is not None:
        data["game"] = _game_data(game)
    return data


def _quotient_data(Q, game=None):
    F = Q.finite_data() if hasattr(Q, "finite_data") else None
    if isinstance(F, FiniteQuotientData):
        return _finite_quotient_data(F, Q.name(), Q.game() if game is None else game,
                                     F.certificate)
    if game is not None:
        raise ValueError("a game is saved along with a finite misère quotient only")
    return {"dimension": int(Q.dimension()), "hilbert_basis": _points(Q.hilbert_basis()),
            "cone_rays": _points(Q.ambient_cone().rays())}


def _quotient(data, verify, source):
    finite = data.get("finite")
    if finite is not None:
        certificate = _tuples(finite["certificate"])
        F = FiniteQuotientData(finite["delta"], finite["P"], [tuple(r) for r in finite["reps"]],
                               certificate)
        if F.k != int(data["dimension"]):
            raise ValueError("the transition table has %s generators, not %s" % (F.k, data["dimension"]))
        name = data.get("name")
        game = None if data.get("game") is None else _game(data["game"])
        if game is not None and game.dimension() != F.k:
            raise ValueError("the quotient has %s generators but its game has dimension %s"
                             % (F.k, game.dimension()))
        misere = (game.is_position(tuple([0] * F.k)) is False if game is not None
                  else bool((certificate or {}).get("misere")))
        if misere and F.P[0]:
            raise ValueError("the P-portion of a misère quotient contains the identity (the empty "
                             "position is an N-position in misère play)")
        if certificate and verify and game is not None:
            # the proof is run again (FiniteQuotientData never takes a certificate)
            return MisereQuotient(F, name).recertify(game)
        if certificate:
            # not re-proved: the claim is dropped and the name says so (a distinct parent)
            why = unproved_mark(source) if not verify else (
                "%s: no game saved with it to re-prove it on" % unproved_mark(source))
            return MisereQuotient(F, "%s [%s]" % (name, why))
        return MisereQuotient(F, name)
    rays = [tuple(r) for r in data["cone_rays"]]
    if any(len(r) != int(data["dimension"]) for r in rays):
        raise ValueError("a ray of the cone does not have %s coordinates" % data["dimension"])
    return MisereQuotient([tuple(h) for h in data["hilbert_basis"]], cone=rays)


def _product_form_data(f, game=None):
    r"""
    Return the JSON data of a lazy stratification or of a strategy in
    product form ``f``: its finite quotient (saved without certificate when
    ``f`` is a conjecture) and its game (``game``, if given, must be it).
    """
    G = f.game()
    if game is not None and game != G:
        raise ValueError("the game given is not the game of the %s" % kind_of(f).replace("_", " "))
    F = f.quotient_data()
    if f.is_certified():
        return _finite_quotient_data(F, None, G, F.certificate)
    data = _finite_quotient_data(F, None, G, None)
    data["conjecture"] = str(f.conjecture())
    return data


def _product_form(kind):
    r"""
    Return the decoder of the kind ``kind`` (``"lazy_stratification"`` or
    ``"quotient_strategy"``): the quotient is proved again for exactly the
    saved game with ``verify=True`` (a ``ValueError`` when the proof fails),
    or loaded unproved.

    TESTS::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.strategies.lazy_stratification import LazyAffineStratification
        sage: S = LazyAffineStratification(games.octal('0.77', 12, play='misere'))
        sage: kind, data = to_dict(S); kind, sorted(data)
        ('lazy_stratification', ['dimension', 'finite', 'game', 'name'])
        sage: T = from_dict(kind, data); T == S, T.is_certified()
        (True, True)
        sage: U = from_dict(kind, data, verify=False, source='S.json'); U.is_certified(), U.conjecture()
        (False, 'loaded from S.json without re-proof')
        sage: from_dict(*to_dict(U)).conjecture()
        'loaded from S.json without re-proof'
        sage: data['finite']['P'][1] = not data['finite']['P'][1]
        sage: from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid lazy_stratification data: the quotient is not the misère quotient of Kayles 0.77 ...
        sage: del data['game']; from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid lazy_stratification data: missing field 'game'
    """
    cls = KINDS[kind]

    def decode(data, verify, source):
        game = _game(data["game"])
        Q = _quotient(data, verify, source)
        if Q.is_certified() and Q.game() == game:
            f = QuotientStrategy(game, Q)
        else:
            why = data.get("conjecture") or unproved_mark(source)
            f = QuotientStrategy(game, Q, verify=False, conjecture=why)
        return f if cls is QuotientStrategy else cls(f)
    return decode


# ----------------------------------------------------------------------
# whole octal games and nim sequences (the certificates of the catalogue)
# ----------------------------------------------------------------------
def _whole_game_data(W):
    r"""
    Return the JSON data of the whole-game quotient ``W`` (module documentation).

    TESTS::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames.misere.whole import whole_game_quotient
        sage: W = whole_game_quotient('0.31'); kind, data = to_dict(W)
        sage: kind, data['order'], data['phi'], data['proved_at'], data['inequality']
        ('whole_game_quotient', 6, [0, 1, 2, 3, 4], 13, '2*3 + 2*2 + 2 + 2 = 14 <= 13 + 1')
        sage: data['preperiod'], data['period']
        (3, 2)
        sage: V = from_dict(kind, data); V.order(), V.certificate() == W.certificate()
        (6, True)
        sage: Q = from_dict(kind, data, verify=False, source='W.json'); Q.is_certified(), Q
        (False, Misère quotient of the octal game 0.31 with heaps of size at most 13 [loaded from W.json without re-proof]: ...)

    A file written before `\Phi` was cut at `n_0 + p` (``phi`` up to
    ``proved_at``) is read too, in both forms; a ``phi`` that is not periodic,
    or of another length, is refused::

        sage: import json
        sage: old = dict(data, phi=json.loads('[0, 1, 2, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3]'))
        sage: from_dict(kind, old).order(), from_dict(kind, old, verify=False, source='W.json') == Q
        (6, True)
        sage: old['phi'][-1] = old['phi'][-2]; from_dict(kind, old, verify=False)
        Traceback (most recent call last):
        ...
        ValueError: invalid whole_game_quotient data: phi is not periodic after the preperiod 3 with the period 2
        sage: from_dict(kind, dict(data, phi=data['phi'] + data['phi'][3:4]))
        Traceback (most recent call last):
        ...
        ValueError: invalid whole_game_quotient data: phi holds 6 values, not the preperiod and period 3 + 2 = 5 (nor the 14 values up to proved_at 13 of an earlier file)
        sage: data['P'][1] = not data['P'][1]; from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid whole_game_quotient data: the quotient of the whole game 0.31 proved again differs from the saved one in P
    """
    F = W.data()
    cert = W.certificate()
    Phi = W.pretending_function()
    return {"code": W.rules().code(), "name": W.standard_name() or None, "order": int(W.order()),
            "P": [bool(b) for b in F.P], "table": [[int(x) for x in row] for row in F.table()],
            "phi": [int(v) for v in Phi.values()],
            "preperiod": int(Phi.preperiod()), "period": int(Phi.period()),
            "proved_at": int(cert["proved_at"]), "heaps_computed": int(cert["heaps_computed"]),
            "inequality": str(cert.get("inequality"))}


def _count(data, key, least):
    r"""
    Return the integer field ``key`` of ``data``, refused unless it is at least ``least``.
    """
    x = data[key]
    if not isinstance(x, int) or isinstance(x, bool) or x < least:
        raise ValueError("%s must be an integer >= %s, not %r" % (key, least, x))
    return x


def _periodic_values(values, preperiod, period, length):
    r"""
    Return the first ``length`` terms of the sequence `v` with `v(n) =`
    ``values[n]`` for `n < n_0 + p` and `v(n) = v(n_0 + (n - n_0) \bmod p)`
    for `n \ge n_0` (``preperiod`` `n_0`, ``period`` `p`; module
    documentation).

    TESTS::

        sage: from sage_latticegames.io.format import _periodic_values
        sage: _periodic_values([0, 1, 2, 3, 4], 3, 2, 9)
        [0, 1, 2, 3, 4, 3, 4, 3, 4]
    """
    n0, p = preperiod, period
    return [values[n if n < n0 else n0 + (n - n0) % p] for n in range(length)]


def _phi_values(data):
    r"""
    Return the values `\Phi(0), \dots, \Phi(n_0 + p - 1)` of the
    ``whole_game_quotient`` data ``data``, whose ``phi`` holds these values
    or (an earlier file) those up to ``proved_at``, following the rule of
    periodicity (module documentation), each an element of the quotient;
    else a ``ValueError``.
    """
    n0, p = _count(data, "preperiod", 0), _count(data, "period", 1)
    M, order = _count(data, "proved_at", 0), len(data["table"])
    phi = data["phi"]
    if not isinstance(phi, list) or len(phi) not in (n0 + p, M + 1) or M + 1 < n0 + p:
        raise ValueError("phi holds %s values, not the preperiod and period %s + %s = %s (nor the"
                         " %s values up to proved_at %s of an earlier file)"
                         % (len(phi) if isinstance(phi, list) else "no list of", n0, p, n0 + p,
                            M + 1, M))
    if any(not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < order for v in phi):
        raise ValueError("a value of phi is not an element of the quotient of order %s" % order)
    values = phi[:n0 + p]
    if _periodic_values(values, n0, p, len(phi)) != phi:
        raise ValueError("phi is not periodic after the preperiod %s with the period %s" % (n0, p))
    return values


def _whole_game(data, verify, source):
    code = str(data["code"])
    data = dict(data, phi=_phi_values(data))
    if not verify:
        from sage_latticegames.misere.whole import OctalRules
        M = int(data["proved_at"])
        live = OctalRules(code).live_heaps(M)
        T = data["table"]
        phi = _periodic_values(data["phi"], data["preperiod"], data["period"], M + 1)
        delta = [[int(T[u][phi[n]]) for n in live] for u in range(len(T))]
        F = FiniteQuotientData(delta, [bool(b) for b in data["P"]])
        return MisereQuotient(F, "the octal game %s with heaps of size at most %s [%s]"
                              % (code, M, unproved_mark(source)))
    W = whole_game_quotient(code, max_heap=int(data["heaps_computed"]), max_seconds=None,
                            max_order=max(500, int(data["order"])), progress=False)
    again = _whole_game_data(W)
    for key in sorted(data):
        if again.get(key) != data[key]:
            raise ValueError("the quotient of the whole game %s proved again differs from the "
                             "saved one in %s" % (code, key))
    return W


def _nim_sequence_data(S):
    r"""
    Return the JSON data of the nim sequence ``S`` (module documentation).

    TESTS::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames.games import nim_sequence
        sage: kind, data = to_dict(nim_sequence('0.77')); kind, data['preperiod'], data['period'], len(data['values'])
        ('nim_sequence', 71, 12, 83)
        sage: from_dict(kind, data) == nim_sequence('0.77')
        True
        sage: data['values'][5] = 0; from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid nim_sequence data: the nim sequence of 0.77 computed again differs from the saved one in values
        sage: from_dict(kind, data, verify=False)
        Traceback (most recent call last):
        ...
        ValueError: invalid nim_sequence data: a nim sequence has no unproved form: it is always computed again on load (verify=True)
    """
    periodic = S.is_certified()
    n = int(S.preperiod() + S.period()) if periodic else int(S.computed_to()) + 1
    return {"code": S.code(), "computed_to": int(S.computed_to()),
            "preperiod": int(S.preperiod()) if periodic else None,
            "period": int(S.period()) if periodic else None,
            "values": [int(v) for v in S.values(n)]}


def _nim_sequence(data, verify, source):
    if not verify:
        raise ValueError("a nim sequence has no unproved form: it is always computed again on "
                         "load (verify=True)")
    S = nim_sequence(str(data["code"]), max_heap=max(1, int(data["computed_to"])))
    again = _nim_sequence_data(S)
    for key in sorted(data):
        if again.get(key) != data[key]:
            raise ValueError("the nim sequence of %s computed again differs from the saved one "
                             "in %s" % (data["code"], key))
    return S


def _infinite_data(C):
    r"""
    Return the JSON data of the proof ``C`` that the misère quotient of a heap
    game is infinite (module documentation): its game.

    TESTS::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere.heap import prove_infinite_heap_quotient
        sage: C = prove_infinite_heap_quotient(games.octal('0.3122', 7, play='misere'))  # long time
        sage: kind, data = to_dict(C); kind, sorted(data)  # long time
        ('infinite_heap_quotient', ['game'])
        sage: from_dict(kind, data).is_finite()  # long time
        False
        sage: from_dict('infinite_heap_quotient', {'game': {}}, verify=False)
        Traceback (most recent call last):
        ...
        ValueError: invalid infinite_heap_quotient data: a proof of an infinite quotient has no unproved form: it is proved again on load (verify=True)
    """
    return {"game": _game_data(C.game())}


def _infinite(data, verify, source):
    if not verify:
        raise ValueError("a proof of an infinite quotient has no unproved form: it is proved "
                         "again on load (verify=True)")
    C = prove_infinite_heap_quotient(_game(data["game"]), max_seconds=600)
    if C.is_finite():
        raise ValueError("no proof that the quotient of %s is infinite" % C.game())
    return C


_ENCODERS = {"game": _game_data, "solution": _solution_data, "stratification": _stratification_data,
             "strategy": _strategy_data, "quotient": _quotient_data,
             "lazy_stratification": _product_form_data, "quotient_strategy": _product_form_data,
             "whole_game_quotient": _whole_game_data, "nim_sequence": _nim_sequence_data,
             "infinite_heap_quotient": _infinite_data}
_DECODERS = {"game": lambda data, verify, source: _game(data), "solution": _solution,
             "stratification": _stratification,
             "strategy": _strategy, "quotient": _quotient,
             "lazy_stratification": _product_form("lazy_stratification"),
             "quotient_strategy": _product_form("quotient_strategy"),
             "whole_game_quotient": _whole_game, "nim_sequence": _nim_sequence,
             "infinite_heap_quotient": _infinite}


def to_dict(obj, game=None):
    r"""
    Return the kind and the JSON data of ``obj`` (the ``DATA`` of the module
    documentation).

    INPUT:

    - ``obj`` -- a lattice game, solution, affine stratification, rational
      strategy or misère quotient (see :func:`kind_of`)
    - ``game`` -- (optional) for a stratification, the game whose P-positions it
      describes, saved with it

    OUTPUT: a pair ``(kind, data)``, ``data`` made of dictionaries, lists,
    strings, integers and booleans

    EXAMPLES::

        sage: from sage_latticegames.io.format import to_dict
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: kind, data = to_dict(LatticeGame.misere([(1, 0), (0, 1)]))
        sage: kind, data['rule_set'], data['board']['defeated']
        ('game', [[1, 0], [0, 1]], [[0, 0]])
        sage: import base64, numpy as np
        sage: S = LatticeGame([(1,)]).solve(level=9)
        sage: kind, data = to_dict(S); sorted(data), data['region']
        (['P', 'closed', 'description', 'game', 'region', 'size'], {'level': 9})
        sage: bits = np.unpackbits(np.frombuffer(base64.b64decode(data['P']), dtype=np.uint8))
        sage: bool((bits[:data['size']] == S.is_P).all())
        True
    """
    kind = kind_of(obj)
    if game is not None:
        if kind not in ("stratification", "quotient", "lazy_stratification", "quotient_strategy"):
            raise ValueError("a game is saved along with a stratification or a quotient only; a "
                             "%s knows its game or has none" % kind)
        return kind, _ENCODERS[kind](obj, game)
    return kind, _ENCODERS[kind](obj)


def from_dict(kind, data, verify=True, source=None):
    r"""
    Return the object of kind ``kind`` described by ``data`` (inverse of
    :func:`to_dict`).

    Saved data are a claim: a certificate in them is not trusted.

    - ``verify=True`` (default): the proof is run again for exactly the saved
      game -- a certified stratification by
      :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
      (Theorem 4.6 of [GM]), a finite misère quotient by
      :func:`~sage_latticegames.misere.heap.driver.verify_candidate`
      (Plambeck--Siegel), a solution by solving its region again; a claim
      that does not hold is a ``ValueError``.  A finite quotient saved without
      its game cannot be re-proved: it is returned unproved, as below.
    - ``verify=False``: nothing is re-proved; a certified stratification is
      returned as a conjecture "loaded from SOURCE without re-proof", a
      certified finite quotient without its certificate and with that mark in
      its name, a solution with that mark in the description of its region.

    Internally inconsistent data are refused in both cases (dimensions of a
    stratification and its game, the identity in the P-portion of a misère
    quotient, two P-positions of a solution joined by a move, an octal game
    whose data contradict its name).

    INPUT:

    - ``kind`` -- a key of :data:`KINDS`
    - ``data`` -- the JSON data
    - ``verify`` -- boolean (default: ``True``), see above
    - ``source`` -- (optional) where the data come from (a file name), for
      the marks and messages

    OUTPUT: the object; a ``ValueError`` if the data are not valid

    EXAMPLES::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: Q = MisereQuotient([(2, 0), (1, 1), (0, 2)])
        sage: from_dict(*to_dict(Q)) is Q
        True

    A finite quotient computed heap by heap, with its certificate::

        sage: from sage_latticegames import games
        sage: G = games.octal('0.07', 4, play='misere')
        sage: Q = G.misere_quotient()
        sage: kind, data = to_dict(Q, game=G); kind, len(data['finite']['P']), sum(data['finite']['P'])
        ('quotient', 6, 2)
        sage: from_dict(kind, data) is Q
        True

    A forged certificate is refused, or dropped with ``verify=False``::

        sage: data['finite']['P'] = [not b for b in data['finite']['P']]
        sage: from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid quotient data: the P-portion of a misère quotient contains the identity (the empty position is an N-position in misère play)
        sage: data['finite']['P'] = [False, False, True, False, True, True]
        sage: from_dict(kind, data)
        Traceback (most recent call last):
        ...
        ValueError: invalid quotient data: ...not the misère quotient of ...
        sage: R = from_dict(kind, data, verify=False, source='Q.json'); R.is_certified(), R
        (False, Misère quotient of Dawson's Kayles 0.07 with heaps of size at most 4 (misère play) [loaded from Q.json without re-proof]: ...)

    TESTS::

        sage: from_dict('game', {'dimension': 2})
        Traceback (most recent call last):
        ...
        ValueError: invalid game data: missing field 'board'
        sage: from_dict('poem', {})
        Traceback (most recent call last):
        ...
        ValueError: unknown kind 'poem' (expected one of game, solution, stratification, strategy, quotient, lazy_stratification, quotient_strategy, whole_game_quotient, nim_sequence, infinite_heap_quotient)
    """
    if kind not in _DECODERS:
        raise ValueError("unknown kind %r (expected one of %s)" % (kind, ", ".join(KINDS)))
    if not isinstance(data, dict):
        raise ValueError("invalid %s data: expected a JSON object, got %s"
                         % (kind, type(data).__name__))
    try:
        return _DECODERS[kind](data, verify, source)
    except KeyError as e:
        raise ValueError("invalid %s data: missing field %s" % (kind, e))
    except (TypeError, ValueError, ArithmeticError, IndexError, AttributeError, OverflowError,
            RecursionError) as e:
        raise ValueError("invalid %s data: %s" % (kind, e))
    except MemoryError:
        raise ValueError("invalid %s data: too large for the memory of this computer" % kind)
