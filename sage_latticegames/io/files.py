r"""
Reading and writing saved results: atomic writes, checked reads

:func:`save` writes the envelope of :mod:`sage_latticegames.io.format` (laid
out by :func:`compact_json`: a list of scalars on one line, the rest one entry
per line) to a temporary file in the directory of the target, flushes and ``fsync``\ s it and
renames it over the target with ``os.replace`` (atomic on POSIX): a crash while
writing leaves the previous file intact and never a half-written file
(:func:`~sage_latticegames.misc.files.atomic_write_bytes`, re-exported here with
``atomic_write_text``).  Only a regular file or a new path is replaced: a
symbolic link, FIFO or device node at the path is refused with a ``ValueError``.
:func:`load` checks the envelope (format name, version, kind, SHA-256 digest of
the data) and raises a ``ValueError`` naming the file and the problem for a
corrupted, truncated or newer-version file.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import hashlib
import json
import os

from sage_latticegames.misc.files import atomic_write_bytes, atomic_write_text  # noqa: F401
from sage_latticegames.io.format import FORMAT, FORMAT_VERSION, KINDS, to_dict, from_dict


def data_digest(data):
    r"""
    Return the SHA-256 digest of the JSON data ``data`` written canonically
    (the ``sha256`` field of a saved file; it detects damage, it proves nothing).

    EXAMPLES::

        sage: from sage_latticegames.io.files import data_digest
        sage: data_digest({'b': 'x', 'a': ['y']}) == data_digest({'a': ['y'], 'b': 'x'})
        True
    """
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


_digest = data_digest   # the name before version 0.3


def _scalar_json(x):
    return json.dumps(x, ensure_ascii=False)


def _json_text(x, depth):
    r"""
    Return the JSON text of ``x`` for :func:`compact_json`, its closing
    bracket indented by ``depth`` spaces.
    """
    pad = " " * (depth + 1)
    if isinstance(x, dict):
        if not x:
            return "{}"
        # the keys as json writes them (a key that is not a string becomes one)
        items = [pad + _scalar_json(k if isinstance(k, str) else _scalar_json(k)) + ": "
                 + _json_text(v, depth + 1) for k, v in x.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
    if isinstance(x, (list, tuple)) and any(isinstance(y, (dict, list, tuple)) for y in x):
        return ("[\n" + ",\n".join(pad + _json_text(y, depth + 1) for y in x) + "\n"
                + " " * depth + "]")
    return _scalar_json(x if not isinstance(x, tuple) else list(x))


def compact_json(data):
    r"""
    Return the JSON text of ``data`` as :func:`save` writes it: a dictionary,
    and a list holding a dictionary or a list, one entry per line (indented
    by one more space at each level); a list of scalars (integers, strings,
    booleans, null) on one line, e.g. a row of a multiplication table or the
    values of a pretending function.  The text is read back by ``json.loads``
    as ``data``; the checksum of a saved file is of the data, not of this
    text (:func:`data_digest`).

    INPUT:

    - ``data`` -- JSON data: dictionaries (with string keys), lists, strings,
      integers, booleans and ``None``

    OUTPUT: a string (without a final newline)

    EXAMPLES::

        sage: from sage_latticegames.io.files import compact_json
        sage: import json
        sage: data = json.loads('{"P": [false, true], "table": [[0, 1], [1, 0]], "name": "T2",'
        ....:                   ' "empty": [], "certificate": {"heaps": [3, 4], "details": {}}}')
        sage: print(compact_json(data))
        {
         "P": [false, true],
         "table": [
          [0, 1],
          [1, 0]
         ],
         "name": "T2",
         "empty": [],
         "certificate": {
          "heaps": [3, 4],
          "details": {}
         }
        }
        sage: json.loads(compact_json(data)) == data
        True
    """
    return _json_text(data, 0)


def save(obj, path, game=None):
    r"""
    Save a lattice game, a solution, an affine stratification, a rational
    strategy or a misère quotient to the JSON file ``path`` (format of
    :mod:`sage_latticegames.io.format`), atomically.

    INPUT:

    - ``obj`` -- the object (see :func:`~sage_latticegames.io.format.kind_of`)
    - ``path`` -- the file name (replaced if it exists)
    - ``game`` -- (optional) for an affine stratification, the game whose
      P-positions it describes (Definition 8.6 of [GM]); for a finite misère
      quotient, its game; saved with it (so that a certificate can be proved
      again when the file is loaded)

    OUTPUT: ``None``

    EXAMPLES::

        sage: from sage_latticegames.io import save, load
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'sol.json')
        sage: S = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).solve(level=6)
        sage: save(S, path); load(path) == S
        True
        sage: save(7, path)
        Traceback (most recent call last):
        ...
        TypeError: cannot save 7 (an Integer): expected a lattice game, a solution, an affine stratification, a rational strategy, a misère quotient or a nim sequence
    """
    kind, data = to_dict(obj, game=game)
    envelope = {"format": FORMAT, "version": FORMAT_VERSION, "kind": kind,
                "sha256": data_digest(data), "data": data}
    atomic_write_text(path, compact_json(envelope) + "\n")


def read_envelope(path):
    r"""
    Read and check the envelope of the saved file ``path``.

    INPUT:

    - ``path`` -- a file written by :func:`save`

    OUTPUT: the envelope, a dictionary with keys ``format``, ``version``,
    ``kind``, ``sha256`` and ``data``; a ``ValueError`` naming the file and
    the problem if it is not a valid file of a version this package reads

    EXAMPLES::

        sage: from sage_latticegames.io import save, read_envelope
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'g.json')
        sage: save(LatticeGame([(1,)]), path)
        sage: E = read_envelope(path); E['kind'], E['version']
        ('game', 1)
        sage: text = open(path).read()
        sage: _ = open(path, 'w').write(text[:len(text) // 2])
        sage: read_envelope(path)
        Traceback (most recent call last):
        ...
        ValueError: .../g.json is truncated or is not JSON: ...
    """
    path = os.fspath(path)
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise ValueError("cannot read %s: %s" % (path, e.strerror or e))
    if not raw.strip():
        raise ValueError("%s is empty (truncated file)" % path)
    try:
        envelope = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("%s is corrupted: it is not UTF-8 text" % path)
    except json.JSONDecodeError as e:
        raise ValueError("%s is truncated or is not JSON: %s" % (path, e))
    except RecursionError:
        raise ValueError("%s is not a saved result: its JSON is nested too deeply" % path)
    if not isinstance(envelope, dict) or envelope.get("format") != FORMAT:
        raise ValueError("%s is not a %s file (no field \"format\": %r)" % (path, FORMAT, FORMAT))
    version = envelope.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError("%s is corrupted: invalid format version %r" % (path, version))
    if version > FORMAT_VERSION:
        raise ValueError("%s was written in format version %s, newer than the version %s this "
                         "sage_latticegames reads; upgrade sage_latticegames to read it"
                         % (path, version, FORMAT_VERSION))
    kind = envelope.get("kind")
    if kind not in KINDS:
        raise ValueError("%s is corrupted: unknown kind %r (expected one of %s)"
                         % (path, kind, ", ".join(KINDS)))
    if "data" not in envelope:
        raise ValueError("%s is corrupted: it has no field \"data\"" % path)
    if envelope.get("sha256") != data_digest(envelope["data"]):
        raise ValueError("%s is corrupted: its data do not match their SHA-256 checksum" % path)
    return envelope


def load(path, verify=True):
    r"""
    Load the object saved by :func:`save` in ``path``.

    A file is a claim: with ``verify=True`` (default) a certificate in it is
    proved again for exactly the saved game (a claim that does not hold is a
    ``ValueError``); with ``verify=False`` the object is loaded as unproved,
    marked "loaded from PATH without re-proof" wherever it is printed.  See
    :func:`~sage_latticegames.io.format.from_dict`.

    INPUT:

    - ``path`` -- a file written by :func:`save`
    - ``verify`` -- boolean (default: ``True``): re-prove certificates

    OUTPUT: the object, equal to the saved one; a ``ValueError`` naming the
    file and the problem for a corrupted, truncated or newer-version file

    EXAMPLES::

        sage: from sage_latticegames.io import save, load
        sage: from sage_latticegames import games
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp()
        sage: G = games.octal('0.07', 5)
        sage: S = G.affine_stratification()
        sage: save(S, os.path.join(folder, 'S.json'), game=G)
        sage: load(os.path.join(folder, 'S.json')) == S
        True
        sage: f = G.rational_strategy()
        sage: save(f, os.path.join(folder, 'f.json')); load(os.path.join(folder, 'f.json')) == f
        True
        sage: load(os.path.join(folder, 'missing.json'))
        Traceback (most recent call last):
        ...
        ValueError: cannot read .../missing.json: No such file or directory

    Edited strata with a recomputed checksum are refused, or loaded unproved::

        sage: import json
        sage: from sage_latticegames.io.files import read_envelope, atomic_write_text, data_digest
        sage: E = read_envelope(os.path.join(folder, 'S.json'))
        sage: E['data']['strata'][0]['points'].append(json.loads('[1, 0, 0, 0]'))
        sage: E['sha256'] = data_digest(E['data'])
        sage: atomic_write_text(os.path.join(folder, 'T.json'), json.dumps(E))
        sage: load(os.path.join(folder, 'T.json'))
        Traceback (most recent call last):
        ...
        ValueError: .../T.json is corrupted: invalid stratification data: its certificate does not hold: Not the set of P-positions: ...
        sage: T = load(os.path.join(folder, 'T.json'), verify=False); T.is_certified(), T
        (False, Conjectural (unproved) affine stratification ...)
    """
    envelope = read_envelope(path)
    try:
        return from_dict(envelope["kind"], envelope["data"], verify=verify, source=os.fspath(path))
    except ValueError as e:
        raise ValueError("%s is corrupted: %s" % (os.fspath(path), e))


def load_with_game(path, verify=True):
    r"""
    Load the object saved in ``path`` together with its game.

    INPUT:

    - ``path`` -- a file written by :func:`save`
    - ``verify`` -- boolean (default: ``True``): re-prove certificates (see
      :func:`load`)

    OUTPUT: a pair ``(obj, game)``: ``game`` is the game itself for a game
    file, the game of a solution or strategy, the game saved along with a
    stratification, and ``None`` if there is none

    EXAMPLES::

        sage: from sage_latticegames.io import save
        sage: from sage_latticegames.io.files import load_with_game
        sage: from sage_latticegames import games
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'S.json')
        sage: G = games.octal('0.07', 5)
        sage: save(G.affine_stratification(), path, game=G)
        sage: S, H = load_with_game(path); H == G, H.name()
        (True, "Dawson's Kayles 0.07 with heaps of size at most 5 (normal play)")
    """
    envelope = read_envelope(path)
    kind, data = envelope["kind"], envelope["data"]
    try:
        obj = from_dict(kind, data, verify=verify, source=os.fspath(path))
        if kind == "game":
            return obj, obj
        if kind in ("solution", "strategy", "lazy_stratification", "quotient_strategy"):
            return obj, obj.game()
        if kind in ("stratification", "quotient") and data.get("game") is not None:
            return obj, from_dict("game", data["game"])
        return obj, None
    except ValueError as e:
        raise ValueError("%s is corrupted: %s" % (os.fspath(path), e))
