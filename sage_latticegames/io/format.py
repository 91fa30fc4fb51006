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
  ``encoding`` (``{"type": "heap", "heap_sizes", "max_heap", "weights"}`` for
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

from sage_latticegames.misc.points import int_tuple
from sage_latticegames.rule_set import RuleSet
from sage_latticegames.game_board import GameBoard
from sage_latticegames.lattice_game import LatticeGame
from sage_latticegames.solution import Solution, PPOS, NPOS, UNDET, NOTPOS
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.certificate import Certificate
from sage_latticegames.strategies.rational_strategy import RationalStrategy
from sage_latticegames.generating_functions.ring import ShortRationalFunction
from sage_latticegames.games.encodings import HeapEncoding, FollowerEncoding
from sage_latticegames.misere.heap_quotient import FiniteQuotientData
from sage_latticegames.misere.quotient import MisereQuotient

#: the value of the ``format`` field of every file
FORMAT = "sage_latticegames"

#: the version of the format written by this package (and the latest it reads)
FORMAT_VERSION = 1

#: the kinds of saved objects, with their classes
KINDS = {"game": LatticeGame, "solution": Solution, "stratification": AffineStratification,
         "strategy": RationalStrategy, "quotient": MisereQuotient}


def kind_of(obj):
    r"""
    Return the kind (a key of :data:`KINDS`) of an object that can be saved.

    INPUT:

    - ``obj`` -- a lattice game, solution, affine stratification, rational
      strategy or misère quotient

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.io.format import kind_of
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: G = LatticeGame([(1,)])
        sage: kind_of(G), kind_of(G.solve(level=3))
        ('game', 'solution')
        sage: kind_of(3)
        Traceback (most recent call last):
        ...
        TypeError: cannot save 3 (an Integer): expected a lattice game, a solution, an affine stratification, a rational strategy or a misère quotient
    """
    for kind, cls in KINDS.items():
        if isinstance(obj, cls):
            return kind
    raise TypeError("cannot save %s (a%s %s): expected a lattice game, a solution, an affine "
                    "stratification, a rational strategy or a misère quotient"
                    % (obj, "n" if type(obj).__name__[0] in "AEIOU" else "", type(obj).__name__))


# ----------------------------------------------------------------------
# small encoders
# ----------------------------------------------------------------------
def _points(points):
    return [list(int_tuple(p)) for p in points]


def _mask(bits):
    return base64.b64encode(np.packbits(np.asarray(bits, dtype=bool)).tobytes()).decode("ascii")


def _unmask(text, size):
    raw = np.frombuffer(base64.b64decode(text.encode("ascii"), validate=True), dtype=np.uint8)
    if len(raw) != (size + 7) // 8:
        raise ValueError("a bit mask has %s bytes, but the region has %s points" % (len(raw), size))
    return np.unpackbits(raw, count=size).astype(bool)


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
        sizes, max_heap, weights = encoding.__reduce__()[1]
        return {"type": "heap", "heap_sizes": list(int_tuple(sizes)), "max_heap": int(max_heap),
                "weights": list(int_tuple(weights))}
    if isinstance(encoding, FollowerEncoding):
        labels, coordinates, birthdays = encoding.__reduce__()[1]
        return {"type": "follower", "labels": [_label_data(x) for x in labels],
                "coordinates": [[_label_data(x), None if k is None else int(k)]
                                for x, k in sorted(coordinates.items(), key=lambda kv: repr(kv[0]))],
                "birthdays": None if birthdays is None else list(int_tuple(birthdays))}
    if encoding is not None:
        raise ValueError("cannot save the encoding %r of the game" % (encoding,))
    return None


def _encoding(enc):
    if enc is None:
        return None
    kind = enc.get("type")
    if kind == "heap":
        return HeapEncoding(enc["heap_sizes"], enc["max_heap"], enc["weights"])
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
    R = RuleSet([tuple(v) for v in data["rule_set"]], lattice=ToricLattice(d))
    return LatticeGame(R, B, name=data.get("name"), encoding=enc,
                       positivity_witness=tuple(data["positivity_witness"]))


# ----------------------------------------------------------------------
# the other kinds
# ----------------------------------------------------------------------
def _solution_data(S):
    # the pickle protocol gives the definition of the region (see Solution.__reduce__)
    game, _, state, description, closed, region = S.__reduce__()[1][:6]
    data = {"game": _game_data(game),
            "region": {key: _json_value(value) for key, value in region.items()},
            "description": description, "closed": bool(closed), "size": int(len(state)),
            "P": _mask(state == PPOS)}
    for key, code in (("undetermined", UNDET), ("defeated", NOTPOS)):
        if (state == code).any():
            data[key] = _mask(state == code)
    return data


def _solution(data):
    size = int(data["size"])
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
    return Solution(_game(data["game"]), None, state, data["description"], data["closed"], region)


def _certificate_data(S):
    r"""
    Return the JSON data of the certificate of ``S`` (``None`` if it has none):
    its ``to_dict()`` if it has one, else its method, game, statement and details.
    """
    certificate = getattr(S, "certificate", None)
    certificate = certificate() if callable(certificate) else None
    if certificate is None:
        return None
    to_dict_method = getattr(certificate, "to_dict", None)
    if callable(to_dict_method):
        return to_dict_method()
    if isinstance(certificate, Certificate):
        return {"method": certificate.method(), "game": _game_data(certificate.game()),
                "statement": certificate.statement(), "details": certificate.details()}
    return None


def _stratification_data(S, game=None):
    data = {"dimension": int(S.dimension()),
            "strata": [{"points": _points(F), "generators": _points(A.generators())}
                       for F, A in S.strata()]}
    if game is not None:
        data["game"] = _game_data(game)
    certificate = _certificate_data(S)
    if certificate is not None:
        data["certificate"] = certificate
    test = getattr(S, "is_conjecture", None)
    if callable(test) and test():
        state = S.__reduce__()[2]
        data["conjecture"] = str(state.get("_conjecture"))
    return data


def _stratification(data):
    d = int(data["dimension"])
    N = ToricLattice(d)
    S = AffineStratification([([tuple(p) for p in s["points"]], [tuple(a) for a in s["generators"]])
                              for s in data["strata"]], lattice=N)
    # the certificate or conjecture mark is the state of the pickle protocol of
    # AffineStratification (see its __reduce__)
    state = {}
    c = data.get("certificate")
    if c is not None:
        state["_certificate"] = Certificate(c["method"], _game(c["game"]), c["statement"],
                                            c.get("details", ""))
    if data.get("conjecture") is not None:
        state["_conjecture"] = str(data["conjecture"])
    if state:
        setstate = getattr(S, "__setstate__", None)
        if setstate is not None:  # what unpickling does
            setstate(state)
        else:
            S.__dict__.update(state)
    return S


def _strategy_data(R):
    f = R.generating_function()
    G = R.game()
    return {"dimension": int(f.dimension()), "names": list(f.variable_names()),
            "terms": [[str(c), list(int_tuple(p)), _points(dens)] for c, p, dens in f.terms()],
            "game": None if G is None else _game_data(G)}


def _strategy(data):
    f = ShortRationalFunction([(QQ(c), tuple(p), [tuple(a) for a in dens])
                               for c, p, dens in data["terms"]],
                              dimension=int(data["dimension"]), names=tuple(data["names"]))
    G = data.get("game")
    return RationalStrategy(f, game=None if G is None else _game(G))


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


def _quotient_data(Q):
    args = Q.__reduce__()[1][1]
    if isinstance(args[0], FiniteQuotientData):
        F, name = args
        return {"dimension": int(F.k), "name": name,
                "finite": {"delta": [list(row) for row in F.delta], "P": list(F.P),
                           "reps": [list(r) for r in F.reps],
                           "certificate": _certificate_value(F.certificate)}}
    return {"dimension": int(Q.dimension()), "hilbert_basis": _points(Q.hilbert_basis()),
            "cone_rays": _points(Q.ambient_cone().rays())}


def _quotient(data):
    finite = data.get("finite")
    if finite is not None:
        F = FiniteQuotientData(finite["delta"], finite["P"], [tuple(r) for r in finite["reps"]],
                               _tuples(finite["certificate"]))
        if F.k != int(data["dimension"]):
            raise ValueError("the transition table has %s generators, not %s" % (F.k, data["dimension"]))
        return MisereQuotient(F, data.get("name"))
    rays = [tuple(r) for r in data["cone_rays"]]
    if any(len(r) != int(data["dimension"]) for r in rays):
        raise ValueError("a ray of the cone does not have %s coordinates" % data["dimension"])
    return MisereQuotient([tuple(h) for h in data["hilbert_basis"]], cone=rays)


_ENCODERS = {"game": _game_data, "solution": _solution_data, "stratification": _stratification_data,
             "strategy": _strategy_data, "quotient": _quotient_data}
_DECODERS = {"game": _game, "solution": _solution, "stratification": _stratification,
             "strategy": _strategy, "quotient": _quotient}


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
        if kind != "stratification":
            raise ValueError("a game is saved along with a stratification only; a %s knows its "
                             "game or has none" % kind)
        return kind, _stratification_data(obj, game)
    return kind, _ENCODERS[kind](obj)


def from_dict(kind, data):
    r"""
    Return the object of kind ``kind`` described by ``data`` (inverse of
    :func:`to_dict`).

    INPUT:

    - ``kind`` -- a key of :data:`KINDS`
    - ``data`` -- the JSON data

    OUTPUT: the object; a ``ValueError`` if the data are not valid

    EXAMPLES::

        sage: from sage_latticegames.io.format import to_dict, from_dict
        sage: from sage_latticegames.misere.quotient import MisereQuotient
        sage: Q = MisereQuotient([(2, 0), (1, 1), (0, 2)])
        sage: from_dict(*to_dict(Q)) is Q
        True

    A finite quotient computed heap by heap, with its certificate::

        sage: from sage_latticegames import games
        sage: Q = games.octal('0.07', 4, play='misere').misere_quotient()
        sage: kind, data = to_dict(Q); kind, len(data['finite']['P']), sum(data['finite']['P'])
        ('quotient', 6, 2)
        sage: from_dict(kind, data) is Q
        True

    TESTS::

        sage: from_dict('game', {'dimension': 2})
        Traceback (most recent call last):
        ...
        ValueError: invalid game data: missing field 'board'
        sage: from_dict('poem', {})
        Traceback (most recent call last):
        ...
        ValueError: unknown kind 'poem' (expected one of game, solution, stratification, strategy, quotient)
    """
    if kind not in _DECODERS:
        raise ValueError("unknown kind %r (expected one of %s)" % (kind, ", ".join(KINDS)))
    if not isinstance(data, dict):
        raise ValueError("invalid %s data: expected a JSON object, got %s"
                         % (kind, type(data).__name__))
    try:
        return _DECODERS[kind](data)
    except KeyError as e:
        raise ValueError("invalid %s data: missing field %s" % (kind, e))
    except (TypeError, ValueError, ArithmeticError, IndexError, AttributeError) as e:
        raise ValueError("invalid %s data: %s" % (kind, e))
