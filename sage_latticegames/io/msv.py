r"""
Misère quotients in MisereSolver's file format (``.msv``)

A. N. Siegel's MisereSolver (CGSuite) saves the quotient of a take-and-break
game computed up to some heap in a ``.msv`` file (its option ``-p`` reads and
writes ``q-<code>.msv`` in the working directory): a zip archive with one entry
``quotient.xml``::

    <MisereSolver version="1.0">
      <Presentation rules="0.75" toHeap="9">
        <Quotient numGens="3">
          <Actions>[[1, 0, 3, 2, ...], [2, 4, ...], [...]]</Actions>
          <PPortion>{1, 6}</PPortion>
        </Quotient>
        <PretendingFunction>[0, 1, 2, 1, ...]</PretendingFunction>
      </Presentation>
      <ExpansionHeaps>[0, 1, 2, 5]</ExpansionHeaps>
    </MisereSolver>

The elements of the quotient are numbered `0, \dots, n - 1` (`0` the
identity); ``Actions[g][x]`` is the element `x` times the generator `g`;
``PPortion`` lists the P-positions of the quotient; ``PretendingFunction`` the
element of the heap of each size `0, \dots,` ``toHeap``; ``ExpansionHeaps`` the
heaps where the quotient grew.  This module writes a quotient of the package in
that format (on the generators of its game theorist's presentation,
:mod:`~sage_latticegames.misere.monoid.presentation`), atomically, and reads such files
(written by MisereSolver or here) back as :class:`MsvQuotient`.

EXAMPLES::

    sage: import os, tempfile
    sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    sage: from sage_latticegames.io.msv import save_msv, load_msv
    sage: W = whole_game_quotient('0.75')
    sage: path = os.path.join(tempfile.mkdtemp(), 'q-0.75.msv')
    sage: save_msv(W, path)
    sage: M = load_msv(path); M
    MisereSolver file of the octal game 0.75 up to heap 34: order 8, P-portion of size 2
    sage: M.phi_words().split()[:6], M.presentation()
    (['1', 'a', 'b', 'a', 'b', 'c'], Q = <a,b,c | a2=1, b3=b, bc=ab, c2=b2>; P = {a, b2})
    sage: M.is_isomorphic(W.data())
    True
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import io
import os
import re
import tempfile
import zipfile
import zlib
import xml.etree.ElementTree as ET

from sage.structure.sage_object import SageObject
from sage.rings.integer import Integer

from sage_latticegames.misc.points import positive_integer, show_value
from sage_latticegames.misere.monoid import FiniteQuotientData, is_isomorphic
from sage_latticegames.misere.monoid import game_presentation, finite_quotient_data
from sage_latticegames.io.files import atomic_write_bytes
from sage_latticegames.misere.whole import OctalRules, WholeGameQuotient, restricted_quotient

__all__ = ["MsvQuotient", "save_msv", "load_msv", "msv_text", "misere_solver_classes",
           "run_misere_solver", "parse_search4d", "run_search4d", "MAX_MSV_BYTES", "MAX_MSV_HEAP"]

#: the largest ``quotient.xml`` read from a ``.msv`` file (bytes, decompressed)
MAX_MSV_BYTES = 64 * 2**20
#: the largest heap bound of a pretending function written or read (one value per heap)
MAX_MSV_HEAP = 10**6


class MsvQuotient(SageObject):
    r"""
    The content of a ``.msv`` file: the code, the heap bound, the quotient
    (as :class:`~sage_latticegames.misere.heap.driver.FiniteQuotientData`
    on the generators of the file), the pretending function and the
    expansion heaps.

    EXAMPLES::

        sage: from sage_latticegames.io.msv import MsvQuotient
        sage: M = MsvQuotient('0.12', 1, [[1, 0]], [False, True], [0, 1], [0, 1]); M
        MisereSolver file of the octal game 0.12 up to heap 1: order 2, P-portion of size 1
        sage: M.quotient_data()
        Finite commutative monoid of order 2 on 1 generators, P-portion of size 1
        sage: MsvQuotient('0.12', 2, [[1, 0]], [False, True], [0, 1], [0])
        Traceback (most recent call last):
        ...
        ValueError: the pretending function must list the elements of the heaps 0, ..., 2 (3 values), got 2
    """

    def __init__(self, code, to_heap, actions, P, prefn, expansion_heaps):
        self._rules = OctalRules(code)
        self._to_heap = _heap_bound(to_heap)
        actions = [[int(x) for x in row] for row in actions]
        if not actions or any(len(row) != len(actions[0]) for row in actions):
            raise ValueError("the actions must be a nonempty list of rows of the same length")
        n = len(actions[0])
        if len(P) != n:
            raise ValueError("the P-portion must have one entry per element (%s), got %s"
                             % (n, len(P)))
        if P[0]:
            raise ValueError("the P-portion contains the identity: not a misère quotient")
        self._F = FiniteQuotientData([[row[u] for row in actions] for u in range(n)], P)
        prefn = [int(x) for x in prefn]
        if len(prefn) != self._to_heap + 1:
            raise ValueError("the pretending function must list the elements of the heaps 0,"
                             " ..., %s (%s values), got %s"
                             % (self._to_heap, self._to_heap + 1, len(prefn)))
        if any(not 0 <= x < n for x in prefn) or prefn[0] != 0:
            raise ValueError("the pretending function must take values in range(%s), 0 at"
                             " heap 0" % n)
        self._prefn = tuple(prefn)
        self._expansion = tuple(int(x) for x in expansion_heaps)

    def _repr_(self):
        return ("MisereSolver file of the %s up to heap %s: order %s, P-portion of size %s"
                % (self._rules, self._to_heap, self._F.order(), sum(self._F.P)))

    def code(self):
        r"""
        Return the code of the game.
        """
        return self._rules.code()

    def to_heap(self):
        r"""
        Return the largest heap of the computation.
        """
        return Integer(self._to_heap)

    def quotient_data(self):
        r"""
        Return the quotient on the generators of the file.
        """
        return self._F

    def pretending_function(self):
        r"""
        Return the elements of the heaps `0, \dots,` ``to_heap()``.
        """
        return self._prefn

    def expansion_heaps(self):
        r"""
        Return the heaps where the quotient grew.
        """
        return self._expansion

    def presentation(self):
        r"""
        Return the game theorist's presentation of the quotient.
        """
        return game_presentation(self._F)

    def phi_words(self):
        r"""
        Return the pretending function as a word sequence.
        """
        return self.presentation().phi_words(self._prefn)

    def heap_quotient_data(self):
        r"""
        Return the quotient with one generator per heap size with a move
        (the form of :func:`~sage_latticegames.misere.heap.driver.misere_quotient_data`),
        reduced to the submonoid the heaps generate.
        """
        live = self._rules.live_heaps(self._to_heap)
        T = self._F.table()

        class _T:
            delta = [[T[u][self._prefn[n]] for n in live] for u in range(self._F.order())]
            P = self._F.P
            k = len(live)
        return restricted_quotient(_T, len(live))[0]

    def is_isomorphic(self, other):
        r"""
        Return whether the quotient is isomorphic to ``other`` (a
        :class:`FiniteQuotientData`, a finite ``MisereQuotient`` or another
        :class:`MsvQuotient`) as a bipartite monoid.
        """
        if isinstance(other, MsvQuotient):
            other = other._F
        return is_isomorphic(self._F, finite_quotient_data(other))


def _heap_bound(to_heap):
    r"""
    Return the heap bound ``to_heap`` of a ``.msv`` file as an ``int``: a
    ``ValueError`` unless it is an integer in `[0, ` :data:`MAX_MSV_HEAP` `]`.

    TESTS::

        sage: from sage_latticegames.io.msv import _heap_bound
        sage: _heap_bound(9), _heap_bound('12')
        (9, 12)
        sage: _heap_bound(-3)
        Traceback (most recent call last):
        ...
        ValueError: the heap bound toHeap must be an integer between 0 and 1000000, got -3
        sage: _heap_bound(None)
        Traceback (most recent call last):
        ...
        ValueError: the heap bound toHeap must be an integer between 0 and 1000000, got None
    """
    try:
        n = int(to_heap) if not isinstance(to_heap, (bool, float)) else None
    except (TypeError, ValueError):
        n = None
    if n is None or not 0 <= n <= MAX_MSV_HEAP:
        raise ValueError("the heap bound toHeap must be an integer between 0 and %s, got %s"
                         % (MAX_MSV_HEAP, show_value(to_heap)))
    return n


def _java_list(xs):
    return "[" + ", ".join(str(int(x)) for x in xs) + "]"


def msv_text(code, F, prefn, expansion_heaps=None):
    r"""
    Return the XML text of a ``.msv`` file (the entry ``quotient.xml``) for
    the quotient ``F`` of the octal game ``code`` and the elements ``prefn``
    of the heaps `0, 1, \dots`: written on the generators of the game
    theorist's presentation of ``F``, with the elements numbered by that
    presentation (identity first).

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid import FiniteQuotientData
        sage: from sage_latticegames.io.msv import msv_text
        sage: print(msv_text('0.12', FiniteQuotientData([[1], [0]], [False, True]), [0, 1, 0]))
        <MisereSolver version="1.0">
          <Presentation rules="0.12" toHeap="2">
            <Quotient numGens="1">
              <Actions>[[1, 0]]</Actions>
              <PPortion>{1}</PPortion>
            </Quotient>
            <PretendingFunction>[0, 1, 0]</PretendingFunction>
          </Presentation>
          <ExpansionHeaps>[0]</ExpansionHeaps>
        </MisereSolver>
    """
    rules = OctalRules(code)
    if F.order() < 2:
        raise ValueError("MisereSolver's format needs at least one generator (a quotient of"
                         " order >= 2)")
    G = game_presentation(F)
    T = F.table()
    gens = G.generator_states()
    actions = [[T[u][s] for u in range(F.order())] for s in gens]
    P = [u for u in range(F.order()) if F.P[u]]
    if expansion_heaps is None:
        expansion_heaps = [0]
    lines = ['<MisereSolver version="1.0">',
             '  <Presentation rules="%s" toHeap="%s">' % (rules.code(), len(prefn) - 1),
             '    <Quotient numGens="%s">' % len(gens),
             '      <Actions>[%s]</Actions>' % ", ".join(_java_list(r) for r in actions),
             '      <PPortion>{%s}</PPortion>' % ", ".join(str(u) for u in P),
             '    </Quotient>',
             '    <PretendingFunction>%s</PretendingFunction>' % _java_list(prefn),
             '  </Presentation>',
             '  <ExpansionHeaps>%s</ExpansionHeaps>' % _java_list(expansion_heaps),
             '</MisereSolver>']
    return "\n".join(lines) + "\n"


def save_msv(quotient, path, code=None, to_heap=None):
    r"""
    Write ``quotient`` to ``path`` in MisereSolver's ``.msv`` format,
    atomically (a temporary file renamed over ``path``).

    INPUT:

    - ``quotient`` -- a
      :class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient` (the
      pretending function is written up to ``to_heap``, default: the heap
      where the quotient was proved), or the
      :class:`~sage_latticegames.misere.heap.driver.FiniteQuotientData` /
      finite ``MisereQuotient`` of the octal game ``code`` with heaps of size
      at most ``to_heap`` (one generator per heap size with a move), or a
      :class:`MsvQuotient`
    - ``path`` -- file name (MisereSolver reads ``q-<code>.msv`` of its
      working directory)

    EXAMPLES::

        sage: import os, tempfile
        sage: from sage_latticegames import games
        sage: from sage_latticegames.io.msv import save_msv, load_msv
        sage: Q = games.octal('0.07', 9, play='misere').misere_quotient()
        sage: path = os.path.join(tempfile.mkdtemp(), 'q-0.07.msv')
        sage: save_msv(Q, path, code='0.07', to_heap=9)
        sage: M = load_msv(path); M.expansion_heaps(), M.phi_words()
        ((0, 2, 4), '1 1 a a b 1 ab a a 1')
        sage: M.is_isomorphic(Q)
        True
        sage: save_msv(Q, path)
        Traceback (most recent call last):
        ...
        ValueError: give the octal code and the heap bound (code=..., to_heap=...) of the quotient

    MisereSolver's files hold misère quotients, of heap bounds `\ge 0`::

        sage: save_msv(games.octal('0.07', 9).misere_quotient(), path, code='0.07', to_heap=9)
        Traceback (most recent call last):
        ...
        ValueError: the quotient is a normal-play quotient (its game is in normal play): a .msv file holds a misère quotient
        sage: from sage_latticegames.misere.whole.periodicity import whole_game_quotient
        sage: save_msv(whole_game_quotient('0.75'), path, to_heap=-3)
        Traceback (most recent call last):
        ...
        ValueError: the heap bound toHeap must be an integer between 0 and 1000000, got -3
    """
    if isinstance(quotient, MsvQuotient):
        text = msv_text(quotient.code(), quotient._F, quotient._prefn, quotient._expansion)
        return _write(path, text)
    if isinstance(quotient, WholeGameQuotient):
        W = quotient
        n = _heap_bound(to_heap if to_heap is not None else W.certificate()["proved_at"])
        F = W.data()
        Phi = W.pretending_function()
        prefn = [Phi.state(h) for h in range(n + 1)]
        hist = [o for m, o, p in W.history()]
        code = W.rules().code()
    else:
        F = finite_quotient_data(quotient)
        if code is None or to_heap is None:
            raise ValueError("give the octal code and the heap bound (code=..., to_heap=...) of"
                             " the quotient")
        game = quotient.game() if callable(getattr(quotient, "game", None)) else None
        if (game is not None and game.is_position((0,) * F.k)) or F.P[0]:
            raise ValueError("the quotient is a normal-play quotient (%s): a .msv file holds a"
                             " misère quotient" % ("its game is in normal play" if game is not None
                                                   else "its identity is a P-position"))
        n = _heap_bound(positive_integer(to_heap, "to_heap"))
        live = OctalRules(code).live_heaps(n)
        if len(live) != F.k:
            raise ValueError("the quotient has %s generators but the octal game %s has %s heap"
                             " sizes with a move up to %s" % (F.k, code, len(live), n))
        index = {h: i for i, h in enumerate(live)}
        prefn = [F.delta[0][index[h]] if h in index else 0 for h in range(n + 1)]
        hist = [restricted_quotient(F, sum(1 for h in live if h <= m))[0].order()
                for m in range(1, n + 1)]
    # renumber the elements as the presentation orders its words (identity first)
    G = game_presentation(F)
    order = sorted(range(F.order()), key=lambda u: tuple(reversed(G.words()[u])))
    new = {u: i for i, u in enumerate(order)}
    T = F.table()
    delta = [[new[T[u][s]] for s in G.generator_states()] for u in order]
    F2 = FiniteQuotientData(delta, [F.P[u] for u in order])
    expansion = [0] + [m for m, (a, b) in enumerate(zip([1] + hist, hist), 1) if b != a]
    text = msv_text(code, F2, [new[u] for u in prefn[:n + 1]], expansion)
    return _write(path, text)


def _write(path, text):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("quotient.xml", text)
    atomic_write_bytes(path, buf.getvalue())


_INT_LIST = re.compile(r'^\s*\[\s*(-?\d+(\s*,\s*-?\d+)*)?\s*\]\s*$')


def _ints(text, what, brackets="[]"):
    text = (text or "").strip()
    if brackets == "{}":
        if not (text.startswith("{") and text.endswith("}")):
            raise ValueError("cannot read the %s %r" % (what, text[:80]))
        text = "[" + text[1:-1] + "]"
    if not _INT_LIST.match(text):
        raise ValueError("cannot read the %s %r" % (what, text[:80]))
    inner = text.strip()[1:-1].strip()
    return [int(x) for x in inner.split(",")] if inner else []


def load_msv(path):
    r"""
    Read a ``.msv`` file (written by MisereSolver with ``-p``, or by
    :func:`save_msv`) as an :class:`MsvQuotient`.

    A file that is not a zip archive with an entry ``quotient.xml`` of that
    format raises a ``ValueError`` naming what is wrong; the quotient read is
    checked to be a commutative monoid with identity `0`.

    EXAMPLES::

        sage: import os, tempfile
        sage: from sage_latticegames.io.msv import load_msv
        sage: path = os.path.join(tempfile.mkdtemp(), 'bad.msv')
        sage: _ = open(path, 'w').write('hello')
        sage: load_msv(path)
        Traceback (most recent call last):
        ...
        ValueError: ... is not a MisereSolver file (.msv): not a zip archive (File is not a zip file)

    Damaged content is a ``ValueError`` naming the problem::

        sage: import zipfile
        sage: with zipfile.ZipFile(path, 'w') as z:
        ....:     z.writestr('quotient.xml', '<MisereSolver><Presentation rules="0.75">'
        ....:                '<Quotient numGens="1"><Actions>[[1, 0]]</Actions><PPortion>{1}'
        ....:                '</PPortion></Quotient><PretendingFunction>[0, 1]</PretendingFunction>'
        ....:                '</Presentation></MisereSolver>')
        sage: load_msv(path)
        Traceback (most recent call last):
        ...
        ValueError: ... is not a MisereSolver file (.msv): the heap bound toHeap must be an integer between 0 and 1000000, got None
    """
    path = os.fspath(path)
    fail = "%s is not a MisereSolver file (.msv): " % path
    try:
        with zipfile.ZipFile(path) as z:
            infos = z.infolist()
            if not infos:
                raise ValueError(fail + "empty archive")
            if infos[0].file_size > MAX_MSV_BYTES:
                raise ValueError(fail + "its entry %s has %s bytes (at most %s are read)"
                                 % (infos[0].filename, infos[0].file_size, MAX_MSV_BYTES))
            with z.open(infos[0]) as f:
                data = f.read(MAX_MSV_BYTES + 1)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, EOFError,
            OverflowError, RuntimeError, zlib.error) as err:
        raise ValueError(fail + "not a zip archive (%s)" % (err,)) from None
    except OSError as err:
        raise ValueError("cannot read %s: %s" % (path, err.strerror or err)) from None
    if len(data) > MAX_MSV_BYTES:
        raise ValueError(fail + "its content has more than %s bytes" % MAX_MSV_BYTES)
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise ValueError(fail + "it declares a document type or entities (never read)")
    try:
        root = ET.fromstring(data)
    except (ET.ParseError, RecursionError) as err:
        raise ValueError(fail + "%s" % (err,)) from None
    try:
        return _read_msv(root, path)
    except ValueError as err:
        raise ValueError(fail + str(err)) from None


def _read_msv(root, path):
    r"""
    Return the :class:`MsvQuotient` of the parsed ``quotient.xml`` ``root``
    of the file ``path`` (:func:`load_msv`); a ``ValueError`` naming the
    problem.

    TESTS::

        sage: import xml.etree.ElementTree as ET
        sage: from sage_latticegames.io.msv import _read_msv
        sage: _read_msv(ET.fromstring('<MisereSolver/>'), 'x.msv')
        Traceback (most recent call last):
        ...
        ValueError: no <Presentation>/<Quotient>
    """
    pres = root.find("Presentation")
    quot = pres.find("Quotient") if pres is not None else None
    if root.tag != "MisereSolver" or quot is None:
        raise ValueError("no <Presentation>/<Quotient>")

    def text(elt, tag):
        e = elt.find(tag)
        if e is None or e.text is None:
            raise ValueError("no <%s>" % tag)
        return e.text
    acts = text(quot, "Actions").strip()
    if not (acts.startswith("[") and acts.endswith("]")):
        raise ValueError("cannot read the actions %r" % acts[:80])
    rows = re.findall(r'\[[^\[\]]*\]', acts[1:-1])
    actions = [_ints(r, "actions") for r in rows]
    ppos = _ints(text(quot, "PPortion"), "P-portion", "{}")
    prefn = _ints(text(pres, "PretendingFunction"), "pretending function")
    exp_e = root.find("ExpansionHeaps")
    expansion = _ints(exp_e.text, "expansion heaps") if exp_e is not None else [0]
    n = len(actions[0]) if actions else 0
    if any(not 0 <= x < n for x in ppos):
        raise ValueError("the P-portion %s is not a set of elements of range(%s)" % (ppos, n))
    if any(not 0 <= x < n for row in actions for x in row):
        raise ValueError("the actions must take values in range(%s)" % n)
    rules = pres.get("rules")
    if rules is None:
        raise ValueError("its <Presentation> has no attribute rules")
    try:
        M = MsvQuotient(rules, _heap_bound(pres.get("toHeap")), actions,
                        [u in set(ppos) for u in range(n)], prefn, expansion)
    except TypeError as err:
        raise ValueError(str(err)) from None
    # (a table of actions that does not commute was refused by FiniteQuotientData, which
    # checks it before computing the least words of the elements)
    return M


# ----------------------------------------------------------------------
# running MisereSolver itself (an external program, only run and read)
# ----------------------------------------------------------------------
PEER_SOURCES = os.environ.get("MISERE_SOLVER_DIR", "/work/shared/peers/misere_solver")
_MAIN = "org.cgsuite.core.misere.solver.CommandLineInterface"


def misere_solver_classes(sources=None, classes=None):
    r"""
    Return the folder of the compiled MisereSolver (A. N. Siegel, CGSuite;
    GPL, not part of this package), compiling its Java sources with ``javac``
    into ``classes`` (default: a folder of the temporary directory) if
    needed; ``None`` when ``java``/``javac`` or the sources are missing.

    INPUT:

    - ``sources`` -- folder with ``orig/`` and ``stubs/`` (default: the
      environment variable ``MISERE_SOLVER_DIR``, else
      ``/work/shared/peers/misere_solver``)
    - ``classes`` -- output folder (default: ``MISERE_CLASSES``, else
      ``<tmp>/sage_latticegames_misere_solver``)

    EXAMPLES::

        sage: from sage_latticegames.io.msv import misere_solver_classes
        sage: misere_solver_classes(sources='/nonexistent', classes='/nonexistent/classes') is None
        True
    """
    import shutil
    import subprocess
    sources = sources or PEER_SOURCES
    classes = classes or os.environ.get("MISERE_CLASSES") or os.path.join(
        tempfile.gettempdir(), "sage_latticegames_misere_solver")
    marker = os.path.join(classes, *_MAIN.split(".")) + ".class"
    if os.path.exists(marker) and shutil.which("java"):
        return classes
    if not (shutil.which("java") and shutil.which("javac") and os.path.isdir(sources)):
        return None
    files = [os.path.join(d, f) for sub in ("orig", "stubs")
             for d, _, fs in os.walk(os.path.join(sources, sub)) for f in fs if f.endswith(".java")]
    if not files:
        return None
    os.makedirs(classes, exist_ok=True)
    r = subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-d", classes] + files,
                       capture_output=True, text=True, timeout=600)
    return classes if r.returncode == 0 and os.path.exists(marker) else None


def run_misere_solver(code, max_heap=None, timeout=30, persist=False, workdir=None,
                      classes=None, memory="1g"):
    r"""
    Run MisereSolver on the octal game ``code`` (or a take-and-break code
    of MisereSolver with ``!``, such as Grundy's game ``'4!.0'``; heaps up to ``max_heap``, or
    until it proves the pretending function periodic) and return what it
    printed, parsed: a dictionary with ``order``, ``P_size`` (of the last
    quotient), ``presentation`` (its last printed presentation), ``phi``
    (list of words, heaps `0, 1, \dots`), ``solved_at`` (heap, or ``None``),
    ``period``, ``preperiod``, ``wall``, ``cpu`` (seconds of the java
    child: ``resource.getrusage(RUSAGE_CHILDREN)`` deltas), ``status``
    (``'ok'``, ``'timeout'``) and ``log``.

    With ``persist=True`` the solver reads and writes ``q-<code>.msv`` in
    ``workdir`` (its option ``-p``).  The child is killed after ``timeout +
    30`` seconds at most (the solver stops itself after ``timeout``).

    EXAMPLES::

        sage: from sage_latticegames.io.msv import run_misere_solver
        sage: r = run_misere_solver('0.75', timeout=20)  # optional - java
        sage: r['solved_at'], r['order'], r['P_size'], r['presentation']  # optional - java
        (34, 8, 2, 'Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}')
    """
    import resource
    import subprocess
    import time
    if isinstance(code, str) and "!" in code:
        # a take-and-break code of MisereSolver beyond octal games, e.g. Grundy's game 4!.0
        if not re.fullmatch(r"[0-9a-f]+!?\.[0-9a-f!]*", code):
            raise ValueError("%r is not a take-and-break code such as '4!.0'" % code)
        name = code
    else:
        name = OctalRules(code).code()
    classes = classes or misere_solver_classes()
    if classes is None:
        raise RuntimeError("MisereSolver is not available (java, javac or its sources missing)")
    cmd = ["java", "-Xmx%s" % memory, "-cp", classes, _MAIN, "--timeout", str(int(timeout))]
    if max_heap is not None:
        cmd += ["--maxheap", str(int(positive_integer(max_heap, "max_heap")))]
    if persist:
        cmd.append("-p")
    cmd.append(name)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    status = "ok"
    try:
        r = subprocess.run(cmd, cwd=workdir, capture_output=True, text=True,
                           timeout=int(timeout) + 30)
        log = r.stdout + r.stderr
    except subprocess.TimeoutExpired as err:
        log = (err.stdout or b"").decode() if isinstance(err.stdout, bytes) else (err.stdout or "")
        status = "timeout"
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if "Timeout!" in log:
        status = "timeout"
    sizes = re.findall(r'^\|Q\| = (\d+); \|P\| = (\d+)', log, re.M)
    pres = re.findall(r'^(Q = <.*|\(Q,P\) = T\d+)$', log, re.M)
    phis = re.findall(r'^Phi = (.*)$', log, re.M)
    solved = re.search(r'Solution Found at Heap (\d+)', log)
    period = re.search(r'^Period\s*:\s*(\d+)', log, re.M)
    prep = re.search(r'^Preperiod\s*:\s*(\d+)', log, re.M)
    return {"order": int(sizes[-1][0]) if sizes else 1, "P_size": int(sizes[-1][1]) if sizes else 0,
            "presentation": pres[-1] if pres else None,
            "phi": phis[-1].split() if phis else [],
            "solved_at": int(solved.group(1)) if solved else None,
            "period": int(period.group(1)) if period else None,
            "preperiod": int(prep.group(1)) if prep else None,
            "wall": wall, "cpu": cpu, "status": status, "log": log}


#: a line of MisereSolver's ``--search4D``: ``CODE ... period / preperiod / |Q| / |P|``,
#: ``CODE ... Timeout (N ms)`` or ``CODE ... MESSAGE``
_SEARCH_LINE = re.compile(r"^([0-7]\.[0-7]+) \.\.\. (.*)$")
_SEARCH_SOLVED = re.compile(r"^(\d+) / (\d+) / (\d+) / (\d+)$")
_SEARCH_TIMEOUT = re.compile(r"^Timeout \((\d+) ms\)$")


def parse_search4d(text):
    r"""
    Return what MisereSolver's ``--search4D`` printed (one line per four-digit
    code it tried), parsed: a dictionary code -> ``{"status": "finite" |
    "timeout" | "error", "order", "P", "period", "preperiod", "seconds"}``
    (``order``, ``P``, ``period``, ``preperiod``: what it printed for a code
    whose pretending function it proved periodic, else ``None``;
    ``seconds``: the time it printed for a timeout, else ``None``).

    The search skips a code whose game has the standard form of a code of
    at most three digits or of a code tried before (MisereSolver's
    ``TBCode.standardForm``): such codes have no line.  A last line cut off
    (the run stopped while a code was being solved) is ignored.

    EXAMPLES::

        sage: from sage_latticegames.io.msv import parse_search4d
        sage: R = parse_search4d('0.3101 ... 2 / 5 / 14 / 4\n0.3102 ... Timeout (1134 ms)\n0.3104 ... ')
        sage: R['0.3101']
        {'P': 4, 'order': 14, 'period': 2, 'preperiod': 5, 'seconds': None, 'status': 'finite'}
        sage: R['0.3102']['status'], R['0.3102']['seconds'], '0.3104' in R
        ('timeout', 1.134, False)
    """
    out = {}
    for line in str(text).splitlines():
        m = _SEARCH_LINE.match(line.strip())
        if m is None or not m.group(2).strip():
            continue
        code, rest = OctalRules(m.group(1)).code(), m.group(2).strip()
        solved, timeout = _SEARCH_SOLVED.match(rest), _SEARCH_TIMEOUT.match(rest)
        r = {"status": "error", "order": None, "P": None, "period": None, "preperiod": None,
             "seconds": None}
        if solved:
            p, n0, q, P = (int(x) for x in solved.groups())
            r.update(status="finite", order=q, P=P, period=p, preperiod=n0)
        elif timeout:
            r.update(status="timeout", seconds=int(timeout.group(1)) / 1000)
        else:
            r["message"] = rest
        out[code] = dict(sorted(r.items()))
    return out


def run_search4d(first, timeout=1, duration=60, classes=None, memory="1g"):
    r"""
    Run MisereSolver's sweep of the four-digit octal codes ``--search4D``
    from the code ``first`` on, with the time limit ``timeout`` (integer
    seconds) per code, for ``duration`` seconds of wall time (then the
    process is stopped), and return its output (see :func:`parse_search4d`).

    EXAMPLES::

        sage: from sage_latticegames.io.msv import run_search4d, parse_search4d
        sage: R = parse_search4d(run_search4d('0.7770', 1, 20))  # optional - java
        sage: R['0.7771']['status'] in ('finite', 'timeout')  # optional - java
        True
    """
    import subprocess
    first = OctalRules(first).code()
    classes = classes or misere_solver_classes()
    if classes is None:
        raise RuntimeError("MisereSolver is not available (java, javac or its sources missing)")
    cmd = ["java", "-Xmx%s" % memory, "-cp", classes, _MAIN, "--search4D", first,
           "--timeout", str(int(positive_integer(timeout, "the time limit per code")))]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=float(duration))
        return r.stdout
    except subprocess.TimeoutExpired as err:
        out = err.stdout or ""
        return out.decode() if isinstance(out, bytes) else out
