r"""
Atomic writes and bounded JSON reads of data files

Every file the package writes (saved results, checkpoints, ``.msv`` files,
reports) goes through :func:`atomic_write_bytes`: the data are written to a
temporary file of the target's directory, flushed and ``fsync``\ ed, then
renamed over the target with ``os.replace`` (atomic on POSIX), so that a crash
leaves the previous file intact and never a half-written one.  A rename
replaces whatever is at the path, so the target must be a regular file or a
new path: a symbolic link, a FIFO, a device node, a socket or a directory is
refused with a ``ValueError`` (it is never replaced by a regular file).

:func:`read_json_file` reads a JSON data file of bounded size: every problem
(missing, too large, not UTF-8, not JSON, nested too deeply, a pickle) is a
``ValueError`` naming the file.  Data files are never pickles: a pickle can
run code when it is read.

EXAMPLES::

    sage: from sage_latticegames.misc.files import atomic_write_text, read_json_file
    sage: import os, tempfile
    sage: path = os.path.join(tempfile.mkdtemp(), 'a.json')
    sage: atomic_write_text(path, '{"a": [1, 2]}')
    sage: read_json_file(path, "a data file")
    {'a': [1, 2]}
"""
import json
import os
import stat
import tempfile

__all__ = ["atomic_write_bytes", "atomic_write_text", "check_writable_target", "read_json_file",
           "MAX_JSON_BYTES"]

#: the largest JSON data file read by :func:`read_json_file` (bytes)
MAX_JSON_BYTES = 2**30


def check_writable_target(path):
    r"""
    Raise a ``ValueError`` unless ``path`` is a new path or a regular file
    (not a symbolic link): what :func:`atomic_write_bytes` may replace by
    renaming a temporary file over it.

    INPUT:

    - ``path`` -- a file name

    OUTPUT: ``None``, or a ``ValueError`` naming the path and what is there

    EXAMPLES::

        sage: from sage_latticegames.misc.files import check_writable_target
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp()
        sage: check_writable_target(os.path.join(folder, 'new.json'))
        sage: os.mkfifo(os.path.join(folder, 'pipe'))
        sage: check_writable_target(os.path.join(folder, 'pipe'))
        Traceback (most recent call last):
        ...
        ValueError: .../pipe is a FIFO, not a regular file: results are written (atomically) to regular files or new paths only
    """
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as e:
        raise ValueError("cannot write %s: %s" % (path, e.strerror or e)) from None
    mode = st.st_mode
    if stat.S_ISREG(mode):
        return
    what = ("a symbolic link" if stat.S_ISLNK(mode) else "a FIFO" if stat.S_ISFIFO(mode)
            else "a directory" if stat.S_ISDIR(mode)
            else "a device node" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else "a socket" if stat.S_ISSOCK(mode) else "a special file")
    raise ValueError("%s is %s, not a regular file: results are written (atomically) to regular"
                     " files or new paths only" % (path, what))


def _mode_of(path):
    # the permission bits of the regular file path, or those open() gives a new file (0666 minus
    # the umask)
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def atomic_write_bytes(path, data):
    r"""
    Write the bytes ``data`` to ``path`` atomically: through a temporary file
    of the same directory, flushed and ``fsync``\ ed, then renamed over
    ``path`` (the directory is synced too).  Only a regular file or a new
    path is replaced (:func:`check_writable_target`).

    INPUT:

    - ``path`` -- a file name: a new path or a regular file
    - ``data`` -- bytes

    OUTPUT: ``None``; on any failure the temporary file is removed and ``path``
    is unchanged; a ``ValueError`` for a symbolic link, FIFO, device node,
    socket or directory at ``path``

    EXAMPLES::

        sage: from sage_latticegames.misc.files import atomic_write_bytes
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp(); path = os.path.join(folder, 'a.bin')
        sage: atomic_write_bytes(path, b'\x00\x01'); open(path, 'rb').read(), os.listdir(folder)
        (b'\x00\x01', ['a.bin'])
        sage: os.symlink(path, os.path.join(folder, 'link'))
        sage: atomic_write_bytes(os.path.join(folder, 'link'), b'x')
        Traceback (most recent call last):
        ...
        ValueError: .../link is a symbolic link, not a regular file: ...
        sage: os.path.islink(os.path.join(folder, 'link')), open(path, 'rb').read()
        (True, b'\x00\x01')

    A new file gets the permissions ``open`` would give it, a file replaced
    keeps its own::

        sage: mask = os.umask(0o022); atomic_write_bytes(os.path.join(folder, 'b'), b'')
        sage: oct(os.stat(os.path.join(folder, 'b')).st_mode & 0o777)
        '0o644'
        sage: os.chmod(path, 0o600); atomic_write_bytes(path, b'y'); oct(os.stat(path).st_mode & 0o777)
        '0o600'
        sage: _ = os.umask(mask)
    """
    path = os.fspath(path)
    check_writable_target(path)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    try:
        # the permissions of the file replaced, or of a new file made by open() (not mkstemp's 0600)
        os.fchmod(fd, _mode_of(path))
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        # the target again, just before the rename (it may have changed meanwhile)
        check_writable_target(path)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dirfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dirfd)
    except OSError:
        pass
    finally:
        os.close(dirfd)


def atomic_write_text(path, text):
    r"""
    Write ``text`` to ``path`` atomically (see :func:`atomic_write_bytes`).

    INPUT:

    - ``path`` -- a file name: a new path or a regular file
    - ``text`` -- a string (written in UTF-8)

    OUTPUT: ``None``; on any failure the temporary file is removed and ``path``
    is unchanged

    EXAMPLES::

        sage: from sage_latticegames.misc.files import atomic_write_text
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp(); path = os.path.join(folder, 'a.txt')
        sage: atomic_write_text(path, 'one'); atomic_write_text(path, 'two')
        sage: open(path).read(), os.listdir(folder)
        ('two', ['a.txt'])
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def read_json_file(path, what, max_bytes=MAX_JSON_BYTES):
    r"""
    Return the JSON value in the file ``path``: a ``ValueError`` naming the
    file and the problem when it cannot be read, is larger than
    ``max_bytes``, is a pickle (never read: it can run code), is not UTF-8 or
    not JSON, or is nested too deeply.

    INPUT:

    - ``path`` -- a file name
    - ``what`` -- what the file should be (for the messages)
    - ``max_bytes`` -- (default: :data:`MAX_JSON_BYTES`) the largest file read

    OUTPUT: the decoded JSON value

    EXAMPLES::

        sage: from sage_latticegames.misc.files import read_json_file
        sage: import os, pickle, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'x')
        sage: _ = open(path, 'wb').write(pickle.dumps({'a': 1}))
        sage: read_json_file(path, "a checkpoint")
        Traceback (most recent call last):
        ...
        ValueError: ... is not a checkpoint: it is a pickle, which is never read (loading a pickle can run code)
        sage: _ = open(path, 'w').write('{"a": ')
        sage: read_json_file(path, "a checkpoint")
        Traceback (most recent call last):
        ...
        ValueError: ... is not a checkpoint: it is truncated or is not JSON (...)
        sage: read_json_file(path, "a checkpoint", max_bytes=3)
        Traceback (most recent call last):
        ...
        ValueError: ... is not a checkpoint: it has more than 3 bytes
    """
    path = os.fspath(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise ValueError("cannot read %s: %s" % (path, e.strerror or e)) from None
    if len(raw) > max_bytes:
        raise ValueError("%s is not %s: it has more than %s bytes" % (path, what, max_bytes))
    if raw[:1] == b"\x80":
        raise ValueError("%s is not %s: it is a pickle, which is never read (loading a pickle"
                         " can run code)" % (path, what))
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("%s is not %s: it is not UTF-8 text" % (path, what)) from None
    except json.JSONDecodeError as e:
        raise ValueError("%s is not %s: it is truncated or is not JSON (%s)" % (path, what, e)) \
            from None
    except RecursionError:
        raise ValueError("%s is not %s: its JSON is nested too deeply" % (path, what)) from None
