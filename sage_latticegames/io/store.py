r"""
The results store of a survey: a JSON-lines file, one record a line

A record is a JSON object with a ``key`` (see
:func:`~sage_latticegames.survey.record_key`) and a ``status``; it is appended
and ``fsync``\ ed as soon as its game ends (:func:`append_record`), so that a
survey killed at any moment loses nothing and resumes.

Reading never loses user data: :func:`read_store` keeps every readable record
and skips a damaged line (not JSON, not a record, or the unfinished last line of
a crash -- or of a survey still appending).  Only the writer repairs the store
(``repair=True``: the survey, before it appends): a damaged line is then *set
aside* -- appended to the file ``STORE.damaged`` next to the store -- and the
store is rewritten atomically without it, so that the next record appended
starts on a line of its own.  A reader (a report, the catalogue build, a look
at a running survey) never rewrites the file: a rewrite while a survey appends
would drop the records appended in between.  A file that is not a store
at all (a saved result, any other JSON or text file, a binary file) is refused
with a ``ValueError`` and left untouched.
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import json
import os

from sage_latticegames.io.files import atomic_write_text


def _record(line):
    r"""
    Return the record of the line ``line`` (bytes), or ``None`` if it is not one.
    """
    try:
        record = json.loads(line.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    if not isinstance(record, dict) or not isinstance(record.get("key"), str) \
            or not isinstance(record.get("status"), str):
        return None
    return record


def _lines(path):
    r"""
    Return ``(good, damaged, records)`` for the store ``path``: its lines that
    are complete records, the other nonblank lines, and the records by key;
    a ``ValueError`` if the file is not a results store.
    """
    with open(path, "rb") as f:
        raw = f.read()
    good, damaged, records = [], [], {}
    for line in raw.splitlines(keepends=True):
        if not line.strip():
            continue
        if not line.endswith(b"\n"):
            line += b"\n"
        record = _record(line)
        if record is None:
            damaged.append(line)
            continue
        good.append(line)
        records[record["key"]] = record  # the last record of a key wins (see ``retry``)
    if damaged and not good:
        if b"\0" in raw:
            raise ValueError("%s is not a survey results store (a binary file); refusing to use it"
                             % path)
        try:
            whole = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError, RecursionError):
            whole = None
        what = ("a saved %s result" % whole.get("kind")
                if isinstance(whole, dict) and whole.get("format") == "sage_latticegames"
                else "no line of it is a record")
        raise ValueError("%s is not a survey results store (%s); refusing to use it" % (path, what))
    return good, damaged, records


def check_store(path):
    r"""
    Raise a ``ValueError`` if the file ``path`` exists and is not a results
    store (nothing is written).

    INPUT:

    - ``path`` -- a file name

    OUTPUT: ``None``

    EXAMPLES::

        sage: from sage_latticegames.io.store import check_store
        sage: from sage_latticegames.io import save
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'S.json')
        sage: check_store(path)
        sage: save(LatticeGame([(1,)]), path); check_store(path)
        Traceback (most recent call last):
        ...
        ValueError: .../S.json is not a survey results store (a saved game result); refusing to use it
    """
    path = os.fspath(path)
    if os.path.exists(path):
        if not os.path.isfile(path):
            raise ValueError("%s is not a survey results store (not a regular file)" % path)
        _lines(path)


def read_store(path, damaged=None, repair=False):
    r"""
    Return the records of the results store ``path`` (a JSON-lines file), by
    key, keeping every readable record and skipping damaged lines.

    With ``repair=True`` (the writer, before it appends) damaged lines are
    set aside: appended to ``path + '.damaged'``, the store being rewritten
    atomically without them (a truncated last line, from a crash while
    appending, is one of them).  Without it the file is left as it is: a
    survey may be appending to it.

    INPUT:

    - ``path`` -- a file name (missing: no records)
    - ``damaged`` -- (optional) a list, extended by the damaged lines (strings)
    - ``repair`` -- (default: ``False``) set damaged lines aside and rewrite
      the store without them (only the one process that appends may do this)

    OUTPUT: a dictionary ``{key: record}`` (the last record of each key); a
    ``ValueError`` if the file is not a results store

    EXAMPLES::

        sage: from sage_latticegames.io.store import read_store, append_record
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'store.jsonl')
        sage: append_record(path, {'key': 'a', 'status': 'ok'})
        sage: _ = open(path, 'a').write('{"key": "b", "sta')

    A reader skips the unfinished line and leaves the file alone (the line may
    be a record being appended); the writer sets it aside::

        sage: list(read_store(path)), open(path).read().endswith('"sta')
        (['a'], True)
        sage: list(read_store(path, repair=True)), open(path).read()
        (['a'], '{"key": "a", "status": "ok"}\n')
        sage: open(path + '.damaged').read()
        '{"key": "b", "sta\n'

A last record without its end of line is kept::

        sage: _ = open(path, 'a').write('{"key": "d", "status": "ok"}')
        sage: sorted(read_store(path, repair=True)), open(path).read().endswith('\n')
        (['a', 'd'], True)

    A damaged line in the middle loses no later record::

        sage: _ = open(path, 'a').write('garbage\n{}\n{"key": "c", "status": "ok"}\n')
        sage: bad = []; sorted(read_store(path, bad, repair=True)), bad
        (['a', 'c', 'd'], ['garbage', '{}'])
    """
    path = os.fspath(path)
    if not os.path.exists(path):
        return {}
    good, bad, records = _lines(path)
    if not repair:
        if damaged is not None:
            damaged.extend(line.decode("utf-8", "replace").rstrip("\n") for line in bad)
        return records
    if bad or (good and os.path.getsize(path) != sum(len(x) for x in good)):
        if bad:
            with open(path + ".damaged", "ab") as f:
                f.write(b"".join(bad))
                f.flush()
                os.fsync(f.fileno())
        atomic_write_text(path, b"".join(good).decode("utf-8"))
        if damaged is not None:
            damaged.extend(line.decode("utf-8", "replace").rstrip("\n") for line in bad)
    return records


def append_record(path, record):
    r"""
    Append ``record`` (a JSON object with a ``key`` and a ``status``) to the
    results store ``path``, flushed and ``fsync``\ ed.

    INPUT:

    - ``path`` -- a file name; ``record`` -- a dictionary

    OUTPUT: ``None``

    EXAMPLES::

        sage: from sage_latticegames.io.store import append_record, read_store
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'store.jsonl')
        sage: append_record(path, {'key': 'x', 'status': 'timeout'}); read_store(path)
        {'x': {'key': 'x', 'status': 'timeout'}}
    """
    line = json.dumps(record, sort_keys=True) + "\n"
    with open(path, "a", encoding="utf-8") as f:
        f.write(line)
        f.flush()
        os.fsync(f.fileno())
