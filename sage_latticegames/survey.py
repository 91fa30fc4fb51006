r"""
Surveys: one task over a family of games, in parallel on Dask

:func:`survey` runs a task -- ``'discover'`` (an affine stratification,
Definition 8.6 of [GM]), ``'quotient'`` (the misère quotient, Theorem 8.3 of
[Guo]) or ``'stats'`` (P-position statistics of a region, Theorem 4.6 of [GM])
-- on every octal game (Example 6.4 of [GM]) of a family (codes x heap bounds x
plays), in parallel on ``dask.distributed``: a ``LocalCluster`` of worker
processes by default, an existing cluster given by its scheduler address
otherwise.

- Each game runs in a worker, under a time limit (a game over it is recorded as
  ``'timeout'`` and its worker is restarted) and, on a local cluster, a memory
  limit per worker (the nanny kills a worker over it; the game is recorded as
  ``'memory'``).
- Every argument is checked before a cluster starts
  (:func:`check_arguments`; families of more than :data:`MAX_FAMILY` games
  are refused).
- The *results store* (:mod:`sage_latticegames.io.store`) is a JSON-lines
  file: one record per game, appended and ``fsync``\ ed as soon as the game
  ends.  A survey killed at any moment and rerun with the same arguments skips
  the games already recorded and loses nothing; damaged lines are set aside
  (``STORE.damaged``), every readable record is kept, and a file that is not a
  store is refused.
- Each game starts on a ready worker (the package imported), so its clock
  starts when it starts; a game over its time limit is one ``'timeout'``
  record, its worker is restarted in the background and the survey goes on.
- A progress line on standard error; a final report (``report.html`` with the
  parameters, the versions, what was found per game and a picture, and
  ``results.csv``).
- The client and the cluster are closed in ``finally`` blocks (SIGTERM is
  turned into ``KeyboardInterrupt``), so no worker process outlives a survey.

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [Guo] A. Guo, *Lattice games*, PhD thesis (2012).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import csv
import html
import itertools
import operator
import os
import signal
import sys
import threading
import time

from sage_latticegames.games import octal
from sage_latticegames.games.octal_games import parse_octal
from sage_latticegames.io.store import read_store, append_record, check_store  # noqa: F401 (re-exported)
from sage_latticegames.misere import misere_quotient, MisereQuotientBudgetError
from sage_latticegames.misere.whole import heap_bound_runs, whole_game_attempt

#: the tasks of a survey
TASKS = ("discover", "quotient", "stats")

#: the statuses of a record (``'killed'``: the worker died without going over
#: its memory limit, killed from outside or crashed)
STATUSES = ("ok", "conjecture", "unavailable", "error", "timeout", "memory", "killed")

#: the largest family a survey enumerates (games = codes x heap bounds x plays)
MAX_FAMILY = 10**5

#: the least memory limit of a local worker: a worker that has imported the
#: package uses about 210 MB before its first game
MIN_MEMORY = 512 * 2**20

#: the largest number of vectors `(B + 2)^d` a family of lattice games on
#: `\NN^d` with entries at least `-B` examines for its candidate moves (the
#: family of dimension 6 with `B = 1`; dimension 7 takes minutes to sample)
MAX_FAMILY_VECTORS = 3**6

_UNITS = {"": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}


class NotAvailable(Exception):
    r"""
    The result asked for is not available for this game (no certified
    stratification, no misère quotient): a mathematical failure, not a bug.
    """


def octal_family(digits, first_digits=(0,)):
    r"""
    Return the octal codes `d_0.d_1 \ldots d_k` with `1 \le k \le` ``digits``
    and `d_k \neq 0` (Example 6.4 of [GM]; codes of Guy and Smith).

    INPUT:

    - ``digits`` -- positive integer, the largest number of digits after the point
    - ``first_digits`` -- (default: ``(0,)``) the digits `d_0` (``0`` or ``4``)

    OUTPUT: a list of strings

    EXAMPLES::

        sage: from sage_latticegames.survey import octal_family
        sage: octal_family(1)
        ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
        sage: F = octal_family(2); len(F), F[7:10]
        (63, ['0.01', '0.02', '0.03'])
        sage: octal_family(10)
        Traceback (most recent call last):
        ...
        ValueError: 10 octal digits make a family of 1073741823 codes, more than the 100000 games a survey enumerates; use fewer digits or --codes
    """
    digits = int(digits)
    if digits < 1:
        raise ValueError("the number of octal digits must be positive, got %s" % digits)
    size = len(first_digits) * (8**digits - 1)
    if size > MAX_FAMILY:
        raise ValueError("%s octal digits make a family of %s codes, more than the %s games a "
                         "survey enumerates; use fewer digits or --codes" % (digits, size, MAX_FAMILY))
    codes = []
    for d0 in first_digits:
        for k in range(1, digits + 1):
            for tail in itertools.product(range(8), repeat=k):
                if tail[-1]:
                    codes.append("%s.%s" % (d0, "".join(str(x) for x in tail)))
    return codes


def parse_range(text):
    r"""
    Return the integers of ``text``: ``"6"``, ``"2-6"``, ``"2,4,6"`` or a mix.

    INPUT:

    - ``text`` -- a string

    OUTPUT: a sorted list of distinct integers

    EXAMPLES::

        sage: from sage_latticegames.survey import parse_range
        sage: parse_range("6"), parse_range("2-4,7")
        ([6], [2, 3, 4, 7])
        sage: parse_range("a-b")
        Traceback (most recent call last):
        ...
        ValueError: cannot read the range 'a-b': expected integers such as 6, 2-6 or 2,4,6
        sage: parse_range("6-2")
        Traceback (most recent call last):
        ...
        ValueError: the range '6-2' is empty (6 > 2)
    """
    values = set()
    for part in str(text).split(","):
        part = part.strip()
        if not part:
            continue
        try:
            if "-" in part:
                lo, hi = (int(x) for x in part.split("-"))
                if lo > hi:
                    raise ValueError("the range %r is empty (%s > %s)" % (part, lo, hi))
                if hi - lo >= MAX_FAMILY:
                    raise ValueError("the range %r is too large" % part)
                values.update(range(lo, hi + 1))
            else:
                values.add(int(part))
        except ValueError as e:
            if "range" in str(e):
                raise
            raise ValueError("cannot read the range %r: expected integers such as 6, 2-6 or 2,4,6"
                             % text)
    if not values:
        raise ValueError("the range %r has no integer" % text)
    return sorted(values)


def check_arguments(task, codes, heaps, plays, level=8, workers=2, timeout=60.0,
                    scheduler=None, function=None):
    r"""
    Check the arguments of :func:`survey` before any cluster starts; return
    them normalised as ``(codes, heaps, plays, workers, timeout)``.

    INPUT: see :func:`survey`

    OUTPUT: a tuple; a ``ValueError`` or ``TypeError`` saying what is wrong

    EXAMPLES::

        sage: from sage_latticegames.survey import check_arguments
        sage: check_arguments('stats', ['0.07'], [3], ['normal'])
        (['0.07'], [3], ['normal'], 2, 60.0)
        sage: check_arguments('stats', ['1.2.3'], [3], ['normal'])
        Traceback (most recent call last):
        ...
        ValueError: cannot read '1.2.3' as an octal (or hexadecimal) code such as '0.07': ...
        sage: check_arguments('stats', ['0.07'], [0], ['normal'])
        Traceback (most recent call last):
        ...
        ValueError: the heap bounds must be positive integers, got 0
        sage: check_arguments('stats', ['0.07'], [3], [])
        Traceback (most recent call last):
        ...
        ValueError: give at least one play: normal and/or misere
        sage: check_arguments('stats', ['0.07'], [3], ['normal'], workers=0)
        Traceback (most recent call last):
        ...
        ValueError: the number of workers must be a positive integer, got 0
        sage: check_arguments('stats', ['0.07'], [3], ['normal'], timeout=float('nan'))
        Traceback (most recent call last):
        ...
        ValueError: the time limit per game must be a positive number of seconds, got nan
    """
    if task not in TASKS and function is None:
        raise ValueError("unknown task %r (expected one of %s)" % (task, ", ".join(TASKS)))
    codes = [str(c).strip() for c in codes]
    if not codes:
        raise ValueError("give at least one octal code")
    for code in codes:
        parse_octal(code)
    heaps = list(heaps)
    if not heaps:
        raise ValueError("give at least one heap bound")
    for h in heaps:
        if isinstance(h, bool) or not isinstance(h, int) and not hasattr(h, "__index__") or h < 1:
            raise ValueError("the heap bounds must be positive integers, got %s" % (h,))
    heaps = [int(h) for h in heaps]
    plays = [str(p).strip() for p in plays]
    if not plays:
        raise ValueError("give at least one play: normal and/or misere")
    bad = [p for p in plays if p not in ("normal", "misere")]
    if bad:
        raise ValueError("unknown play %r: use normal and/or misere" % bad[0])
    size = len(codes) * len(heaps) * len(plays)
    if size > MAX_FAMILY:
        raise ValueError("the family has %s games, more than the %s a survey runs" % (size, MAX_FAMILY))
    try:
        level = int(level)
    except (TypeError, ValueError):
        raise ValueError("the level must be an integer, got %r" % (level,))
    if level < 0:
        raise ValueError("the level must be nonnegative, got %s" % level)
    workers, timeout = check_workers(workers, timeout, scheduler)
    return codes, heaps, plays, workers, timeout


def misere_quotient_of(game, level=8, **options):
    r"""
    Return the misère quotient of ``game``: heap by heap
    (:meth:`~sage_latticegames.lattice_game.LatticeGame.misere_quotient`,
    Plambeck--Siegel) when it applies, otherwise from
    :meth:`~sage_latticegames.misere.quotient.MisereQuotient.from_game`
    (Theorem 8.3 and Corollary 8.12 of [Guo]).

    INPUT:

    - ``game`` -- a lattice game
    - ``level`` -- (default: 8) the level of the region used to find the
      quotient (:meth:`~sage_latticegames.misere.quotient.MisereQuotient.from_game`)
    - ``options`` -- the budget of the heap-by-heap construction
      (``max_order``, ``max_seconds``, ``progress``)

    OUTPUT: a misère quotient; a :class:`NotAvailable` saying why there is
    none; the ``MisereQuotientBudgetError`` of the construction over its
    budget (nothing is claimed)

    EXAMPLES::

        sage: from sage_latticegames.survey import misere_quotient_of
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: misere_quotient_of(LatticeGame([(1, 0), (0, 1)]), level=6).cardinality()
        2
        sage: from sage_latticegames import games
        sage: misere_quotient_of(games.octal('0.07', 3, 'misere')).cardinality()
        2
        sage: misere_quotient_of(LatticeGame.misere([(1, 0), (0, 1), (2, 1), (1, 3)]))
        Traceback (most recent call last):
        ...
        MisereQuotientBudgetError: the heap-by-heap construction did not stabilise within max_order=...
    """
    try:
        # the front door chooses the construction (heap by heap, else the region)
        return misere_quotient(game, level=level, **options)
    except MisereQuotientBudgetError:
        raise
    except (NotImplementedError, ValueError, ArithmeticError) as e:
        raise NotAvailable("misère quotient not available: %s" % e)


def record_key(task, code, heaps, play):
    r"""
    Return the key of the record of a game in a results store.

    INPUT:

    - ``task`` -- one of :data:`TASKS`; ``code`` -- octal code; ``heaps`` --
      largest heap size; ``play`` -- ``'normal'`` or ``'misere'``

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.survey import record_key
        sage: record_key('stats', '0.07', 5, 'misere')
        'stats 0.07 5 misere'
    """
    return "%s %s %s %s" % (task, code, int(heaps), play)


def run_game(task, code, heaps, play, level=8):
    r"""
    Run ``task`` on the octal game ``code`` with heaps at most ``heaps`` in
    ``play`` play (this is what a worker runs).

    INPUT:

    - ``task`` -- ``'discover'``, ``'quotient'`` or ``'stats'``
    - ``code``, ``heaps``, ``play`` -- the game (see
      :func:`~sage_latticegames.games.octal_games.octal`)
    - ``level`` -- the level of the region of ``'stats'`` and of the region
      used to find a misère quotient

    OUTPUT: a pair ``(status, result)``: ``status`` is ``'ok'``,
    ``'conjecture'`` (a stratification that is not certified),
    ``'unavailable'`` (no stratification or quotient: ``result`` says why) or
    ``'error'`` (the game does not exist, e.g. no move); ``result`` is a
    dictionary of JSON data

    EXAMPLES::

        sage: from sage_latticegames.survey import run_game
        sage: from sage_latticegames import games
        sage: status, r = run_game('stats', '0.07', 4, 'normal', level=6)
        sage: status, r['P'] == games.octal('0.07', 4).solve(level=6).count_P()
        ('ok', True)
        sage: status, r = run_game('discover', '0.07', 4, 'normal'); status, r['strata'], r['certified']
        ('ok', 1, True)
        sage: run_game('stats', '0.04', 1, 'normal')
        ('error', {'message': 'no heap of size at most 1 has a move: the game has no position other than 0'})
    """
    try:
        G = octal(code, heaps, play)
    except (ValueError, TypeError) as e:
        return "error", {"message": str(e)}
    try:
        if task == "stats":
            S = G.solve(level=level)
            import numpy as np
            return "ok", {"dimension": int(G.dimension()), "level": int(level),
                          "positions": int(np.count_nonzero(S.on_board)),
                          "P": int(S.count_P()), "N": int(S.count_N())}
        if task == "discover":
            S = G.affine_stratification()
            certified = S.is_certified()
            result = {"strata": int(S.num_strata()), "certified": certified,
                      "stratification": str(S)}
            if certified:
                result["proof"] = S.certificate().method()
            return ("ok" if certified else "conjecture", result)
        if task == "quotient":
            Q = misere_quotient_of(G, level)
            result = {"quotient": str(Q), "finite": bool(Q.is_finite()),
                      "certified": bool(Q.is_certified())}
            if Q.is_finite():
                result.update(order=int(Q.cardinality()), group=bool(Q.is_group()))
                name = getattr(Q, "standard_name", None)
                if callable(name) and name():
                    result["name"] = str(name())
            return ("ok" if result["certified"] else "conjecture"), result
    except (NotImplementedError, NotAvailable, MisereQuotientBudgetError) as e:
        return "unavailable", {"message": str(e)}
    except (ValueError, ArithmeticError) as e:
        return "error", {"message": "%s: %s" % (type(e).__name__, e)}
    raise ValueError("unknown task %r (expected one of %s)" % (task, ", ".join(TASKS)))


def misere_table_row(code, seconds, max_heap=None, max_order=500):
    r"""
    Return the row of the table of whole-game misère quotients
    (``doc/misere_table.rst``) of the octal game ``code``: its quotient with
    every heap size, proved by the misère periodicity theorem within
    ``seconds`` (:func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`,
    run by :func:`~sage_latticegames.misere.whole.attempt.whole_game_attempt`),
    or the orders of the quotients of the bounded games reached (this is
    what a worker runs; see :func:`run_jobs`).

    INPUT:

    - ``code`` -- an octal code such as ``'0.75'``
    - ``seconds`` -- the time budget (``max_seconds`` of
      :func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`,
      checked inside its searches)
    - ``max_heap`` -- (default: ``None``, no bound: the budget stops the
      construction) the largest heap bound tried
    - ``max_order`` -- (default: 500) the largest order of a candidate
      quotient (a larger one stops the construction, as the budget does)

    OUTPUT: a pair ``(status, result)``: ``'ok'`` and a dictionary with
    ``order``, ``P`` (the size of the P-portion), ``name`` (the standard
    name, ``'tame'`` or ``''``), ``preperiod``, ``period``, ``proved_at``
    (the heap where the theorem applies); or ``'unavailable'`` and a
    dictionary with ``message``, ``reason`` and ``partial`` (the triples
    ``[N, order, |P|]`` of the quotients of heaps `\le N` for every heap
    bound `N` reached, see :func:`order_runs`); or ``'error'`` for a code
    that is not an octal game of the theorem

    EXAMPLES::

        sage: from sage_latticegames.survey import misere_table_row
        sage: status, r = misere_table_row('0.75', 30); status, sorted(r.items())
        ('ok', [('P', 2), ('name', 'R8'), ('order', 8), ('period', 2), ('preperiod', 8),
                ('proved_at', 34)])
        sage: status, r = misere_table_row('0.07', 60, max_heap=12); status, r['partial'][-1]
        ('unavailable', [12, 12, 3])
        sage: r['reason']
        'max_heap=12 reached'
        sage: misere_table_row('0.x', 10)
        ('error', {'message': "'0.x' is not a finite octal code such as '0.07' ...
    """
    try:
        W, failure = whole_game_attempt(code, seconds, max_heap=max_heap, max_order=max_order)
    except (ValueError, TypeError) as err:
        return "error", {"message": str(err)}
    if W is None:
        return "unavailable", failure
    cert = W.certificate()
    name = W.standard_name() or ("tame" if W.presentation().is_tame() else "")
    return "ok", {"order": int(W.order()), "P": int(W.P_portion_size()), "name": str(name),
                  "preperiod": int(cert["preperiod"]), "period": int(cert["period"]),
                  "proved_at": int(cert["proved_at"])}


def order_runs(partial):
    r"""
    Return the orders of the quotients of the bounded games, by heap bound,
    compressed as runs: ``"a-b:q"`` when the quotients of heaps `\le N` have
    order `q` for `a \le N \le b`.

    INPUT:

    - ``partial`` -- a sequence of triples ``(N, order, |P|)`` (as
      ``WholeGameQuotientError.partial``)

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.survey import order_runs
        sage: order_runs([(1, 1, 0), (2, 2, 1), (3, 2, 1), (4, 6, 2), (5, 6, 2), (6, 12, 3)])
        '1:1, 2-3:2, 4-5:6, 6:12'
        sage: order_runs([])
        ''
    """
    runs = []
    for a, b, q, _ in heap_bound_runs([(N, order, 0) for N, order, _ in partial]):
        runs.append("%s:%s" % (a if a == b else "%s-%s" % (a, b), q))
    return ", ".join(runs)


# ----------------------------------------------------------------------
# the report
# ----------------------------------------------------------------------
_COLUMNS = ["task", "code", "heaps", "play", "status", "seconds", "found", "summary"]


def _found(record):
    r"""
    Return what was found for the game of ``record``, in a few words: the
    number of strata and the proof of a stratification, the order and name of
    a quotient, the counts of a region.
    """
    r = record.get("result")
    r = r if isinstance(r, dict) else {}
    task = record.get("task")
    if record.get("status") not in ("ok", "conjecture"):
        return ""
    if task == "stats":
        return "%s P / %s positions" % (r.get("P"), r.get("positions"))
    if task == "discover":
        return "%s strata, %s" % (r.get("strata"), r.get("proof") or
                                  ("certified" if r.get("certified") else "unproved"))
    if task == "quotient":
        if not r.get("finite"):
            return "infinite"
        return "order %s%s%s" % (r.get("order"), ", group" if r.get("group") else "",
                                 ", %s" % r["name"] if r.get("name") else "")
    return ""


def _summary(record):
    r = record.get("result")
    r = r if isinstance(r, dict) else {}
    if "message" in r:
        return r["message"]
    if record.get("task") == "stats":
        return "%s P, %s N (level %s)" % (r.get("P"), r.get("N"), r.get("level"))
    if record.get("task") == "discover":
        return r.get("stratification", "")
    return r.get("quotient", "")


def write_report(records, folder, parameters=None):
    r"""
    Write the report of a survey in ``folder``: ``results.csv``,
    ``report.html`` (its parameters and versions, the counts, the table of
    what was found per game) and, when matplotlib is available,
    ``statuses.png`` (the statuses by heap bound).

    INPUT:

    - ``records`` -- a list of records (see :func:`survey`)
    - ``folder`` -- a directory (created if needed)
    - ``parameters`` -- (optional) a dictionary (command, family, budgets),
      shown with the versions of the software

    OUTPUT: the path of ``report.html``

    EXAMPLES::

        sage: from sage_latticegames.survey import write_report
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp()
        sage: r = {'key': 'k', 'task': 'stats', 'code': '0.07', 'heaps': 3, 'play': 'normal',
        ....:      'status': 'ok', 'seconds': 0.1, 'result': {'P': 1, 'N': 2, 'level': 3}}
        sage: path = write_report([r], folder)
        sage: open(os.path.join(folder, 'results.csv')).read().splitlines()[1]
        'stats,0.07,3,normal,ok,0.1,1 P / None positions,"1 P, 2 N (level 3)"'
        sage: page = open(path).read(); 'sage_latticegames' in page and 'Parameters' in page
        True
    """
    from sage_latticegames.io import atomic_write_text
    os.makedirs(folder, exist_ok=True)
    rows = [[r.get("task"), r.get("code"), r.get("heaps"), r.get("play"), r.get("status"),
             None if r.get("seconds") is None else float(r["seconds"]), _found(r), _summary(r)]
            for r in records]
    out = []

    class _Lines:
        def write(self, s):
            out.append(s)
    writer = csv.writer(_Lines(), lineterminator="\n")
    writer.writerow(_COLUMNS)
    writer.writerows(rows)
    atomic_write_text(os.path.join(folder, "results.csv"), "".join(out))
    picture = ""
    try:
        picture = _status_picture(records, os.path.join(folder, "statuses.png"))
    except ImportError:
        pass
    counts = {}
    for r in records:
        counts[r.get("status")] = counts.get(r.get("status"), 0) + 1
    page = ["<!DOCTYPE html>", "<html><head><meta charset='utf-8'><title>Survey</title>",
            "<style>td,th{border:1px solid #aaa;padding:2px 6px}table{border-collapse:collapse}"
            ".ok{background:#dfd}.timeout,.memory,.killed{background:#fdd}.unavailable{background:#eee}"
            "</style></head><body>",
            "<h1>Survey of %s games</h1>" % len(records),
            "<h2>Parameters</h2><table>%s</table>" % "".join(
                "<tr><th>%s</th><td>%s</td></tr>" % (html.escape(str(k)), html.escape(str(v)))
                for k, v in list((parameters or {}).items()) + _versions()),
            "<h2>Results</h2>",
            "<p>%s</p>" % html.escape(", ".join("%s: %s" % kv for kv in sorted(counts.items()))),
            picture and "<img src='statuses.png' alt='statuses by heap bound'>",
            "<table><tr>%s</tr>" % "".join("<th>%s</th>" % c for c in _COLUMNS)]
    for r, row in zip(records, rows):
        page.append("<tr class='%s'>%s</tr>" % (html.escape(str(r.get("status"))), "".join(
            "<td>%s</td>" % html.escape("" if x is None else str(x)) for x in row)))
    page.append("</table><p>Data: <a href='results.csv'>results.csv</a></p></body></html>")
    path = os.path.join(folder, "report.html")
    atomic_write_text(path, "\n".join(page) + "\n")
    return path


def _versions():
    r"""
    Return the versions of the software of a survey, as pairs.
    """
    import platform
    out = []
    for name in ("sage_latticegames", "sage", "dask", "distributed", "numpy"):
        try:
            from importlib.metadata import version
            v = version({"sage_latticegames": "sage_latticegames",
                         "sage": "passagemath-polyhedra"}.get(name, name))
        except Exception:
            v = "unknown"
        out.append(("version of %s" % name, v))
    out.append(("version of Python", platform.python_version()))
    return out


def _status_picture(records, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    heaps = sorted({r.get("heaps") for r in records})
    fig, ax = plt.subplots(figsize=(6, 3))
    bottom = [0] * len(heaps)
    for status in STATUSES:
        values = [sum(1 for r in records if r.get("heaps") == h and r.get("status") == status)
                  for h in heaps]
        if any(values):
            ax.bar([str(h) for h in heaps], values, bottom=bottom, label=status)
            bottom = [b + v for b, v in zip(bottom, values)]
    ax.set_xlabel("largest heap")
    ax.set_ylabel("games")
    ax.set_title("Statuses of the %s games by heap bound" % len(records))
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return path


# ----------------------------------------------------------------------
# the survey
# ----------------------------------------------------------------------
class _Progress:
    def __init__(self, total, done, enabled):
        self.total, self.done, self.enabled = total, done, enabled
        self.counts = {}

    def update(self, status):
        self.done += 1
        self.counts[status] = self.counts.get(status, 0) + 1
        if self.enabled:
            # one line rewritten on a terminal, plain lines otherwise (a log)
            tty = sys.stderr.isatty()
            sys.stderr.write("%s[%s/%s] %s%s" % ("\r" if tty else "", self.done, self.total,
                                                  ", ".join("%s %s" % (v, k) for k, v in
                                                            sorted(self.counts.items())),
                                                  "" if tty else "\n"))
            sys.stderr.flush()

    def close(self):
        if self.enabled and sys.stderr.isatty():
            sys.stderr.write("\n")
            sys.stderr.flush()


def _schedule(client, todo, timeout, memory_limit, function, finish, KilledWorker, wait):
    r"""
    Run the jobs ``todo`` (see :class:`Job`) on the workers of ``client``,
    one game a ready worker at a time, each as ``function(*job.args,
    **job.keywords)``, and record each with ``finish``.

    A worker is *ready* when it has imported the package (so that the time
    limit of a game is not spent starting a worker) and is not being
    restarted; each game is pinned to a ready idle worker, so its clock starts
    when it starts.  A game over its time limit is recorded as ``'timeout'``
    at once and its worker is restarted in the background (a slow restart
    delays no record and ends no survey); a worker that comes back, or a new
    one, is made ready in the background too.  A game whose worker dies is
    recorded as ``'memory'`` when the nanny killed it over its memory limit
    (its event ``worker-restart-memory``), as ``'killed'`` otherwise (killed
    from outside, or crashed).
    """
    import queue as _queue
    came_back = _queue.Queue()     # workers made ready by the background threads
    ready, starting = set(), set()
    background = []

    def make_ready(workers):
        try:
            client.run(_import_package, workers=list(workers))
            for w in workers:
                came_back.put(w)
        except Exception:
            pass            # a worker that does not answer is not made ready
        finally:
            for w in workers:
                starting.discard(w)

    def restart(worker):
        try:
            client.restart_workers([worker], timeout=max(120.0, 2 * timeout),
                                   raise_for_error=False)
        except Exception:
            pass            # the nanny keeps restarting it; it is picked up when it is back
        finally:
            starting.discard(worker)    # back under the same address: made ready as a new one

    def spawn(target, *args):
        t = threading.Thread(target=target, args=args, daemon=True)
        t.start()
        background.append(t)

    queue = list(todo)
    running = {}            # future -> (entry, start, worker)
    submitted = {}          # future -> wall clock time of its start (events are stamped so)
    no_worker_since = None
    while queue or running:
        now = time.monotonic()
        current = set(client.nthreads())
        while not came_back.empty():
            w = came_back.get()
            if w in current:
                ready.add(w)
        ready &= current
        fresh = current - ready - starting - {w for _, _, w in running.values()}
        if fresh:
            starting.update(fresh)
            spawn(make_ready, sorted(fresh))
        idle = sorted(ready - {w for _, _, w in running.values()})
        while queue and idle:
            w = idle.pop(0)
            entry = queue.pop(0)
            future = client.submit(function, *entry.args, **entry.keywords, pure=False,
                                   workers=[w], allow_other_workers=False,
                                   key="%s-%s" % ("".join(c if c.isalnum() or c in ".=-" else "_"
                                                          for c in entry.key), time.time_ns()))
            running[future] = (entry, time.monotonic(), w)
            submitted[future] = time.time()
        if running:
            try:
                finished, _ = wait(list(running), timeout=0.2, return_when="FIRST_COMPLETED")
            except TimeoutError:
                finished = []
        else:
            finished = []
            time.sleep(0.2)
        for future in finished:
            entry, start, w = running.pop(future)
            since = submitted.pop(future, 0.0)
            seconds = time.monotonic() - start
            try:
                status, result = future.result()
            except KilledWorker:
                status, result = _death(client, w, since, memory_limit)
                ready.discard(w)
            except Exception as e:
                status, result = "error", {"message": "%s: %s" % (type(e).__name__, e)}
            finish(entry, status, result, seconds)
        now = time.monotonic()
        for future, (entry, start, w) in list(running.items()):
            if now - start > timeout:
                running.pop(future)
                submitted.pop(future, None)
                future.cancel()
                finish(entry, "timeout", {"message": "over the time limit of %s s" % timeout},
                       now - start)
                ready.discard(w)
                starting.add(w)
                spawn(restart, w)
        if not ready and not running and queue and not any(t.is_alive() for t in background):
            # no worker is ready and none is coming: what waits cannot run
            if no_worker_since is None:
                no_worker_since = now
            elif now - no_worker_since > max(60.0, timeout):
                for entry in queue:
                    finish(entry, "error", {"message": "no worker left to run it"}, 0.0)
                queue = []
        else:
            no_worker_since = None


def _death(client, worker, since, memory_limit):
    r"""
    Return the status and result of a game whose worker died: ``'memory'``
    when its nanny killed it over its memory limit (the nanny logs the event
    ``worker-restart-memory`` before it kills the worker), ``'killed'``
    otherwise.
    """
    for _ in range(20):
        try:
            events = client.get_events("worker-restart-memory")
        except Exception:
            events = ()
        for stamp, event in events:
            if isinstance(event, dict) and event.get("worker") == worker and stamp >= since - 1:
                return "memory", {"message": "the worker died over its memory limit %s "
                                             "(%.0f MB used)" % (memory_limit,
                                                                 event.get("rss", 0) / 1e6)}
        time.sleep(0.1)
    return "killed", {"message": "the worker died under its memory limit %s: killed from "
                                 "outside, or crashed" % memory_limit}


class MainThreadExecutor:
    r"""
    The executor of the tasks of a local worker: it runs each task at once
    in the thread that submits it, the main thread of the worker process
    (the thread of its event loop).

    PARI (through cypari2, behind Smith forms and Hermite forms of integer
    matrices) keeps its stack per thread and only the main thread has one:
    a computation reaching PARI in the thread pool of a Dask worker crashes
    the worker with a segmentation fault.  A worker runs one game at a time
    (one thread), so nothing is lost by running it in the main thread; the
    nanny still kills the process of a game over its time limit.

    EXAMPLES::

        sage: from sage_latticegames.survey import MainThreadExecutor
        sage: import threading
        sage: E = MainThreadExecutor()
        sage: E.submit(lambda x: (x + 1, threading.current_thread() is threading.main_thread()), 1).result()
        (2, True)
        sage: E.submit(lambda: [][1]).exception()
        IndexError('list index out of range')
    """

    def submit(self, fn, *args, **kwds):
        import concurrent.futures
        future = concurrent.futures.Future()
        try:
            future.set_result(fn(*args, **kwds))
        except BaseException as e:
            future.set_exception(e)
        return future

    def shutdown(self, wait=True, cancel_futures=False):
        return None


def _import_package():
    r"""
    Import the package in a worker (run before its first game).
    """
    import sage_latticegames.survey  # noqa: F401
    return os.getpid()


def _sigterm_as_interrupt():
    r"""
    Turn SIGTERM into ``KeyboardInterrupt`` (main thread only), so that the
    ``finally`` blocks close the cluster; return the previous handler.
    """
    if threading.current_thread() is not threading.main_thread():
        return None

    def handler(signum, frame):
        raise KeyboardInterrupt("terminated")
    return signal.signal(signal.SIGTERM, handler)


def survey(task, codes, heaps, plays=("normal", "misere"), store="survey.jsonl", level=8,
           workers=2, scheduler=None, timeout=60.0, memory_limit="2GB", report=None,
           progress=True, function=None, retry=(), parameters=None):
    r"""
    Run ``task`` on every octal game of a family in parallel on Dask, with one
    record per game in the results store ``store``.

    INPUT:

    - ``task`` -- ``'discover'`` (affine stratification, Definition 8.6 of
      [GM]), ``'quotient'`` (misère quotient, Theorem 8.3 of [Guo]) or
      ``'stats'`` (P-positions of the region of level ``level``, Theorem 4.6 of
      [GM]); see :func:`run_game`
    - ``codes`` -- octal codes (see :func:`octal_family`); ``heaps`` -- largest
      heap sizes; ``plays`` -- ``'normal'`` and/or ``'misere'``
    - ``store`` -- the JSON-lines results store (created, or resumed: games
      already recorded are skipped)
    - ``level`` -- the level of ``'stats'``
    - ``workers`` -- number of local worker processes (one thread each)
    - ``scheduler`` -- (optional) address of an existing Dask scheduler, used
      instead of a local cluster
    - ``timeout`` -- seconds per game; a game over it is recorded as
      ``'timeout'`` and its worker restarted
    - ``memory_limit`` -- memory per local worker (such as ``'2GB'``); a game
      whose worker goes over it is recorded as ``'memory'``
    - ``report`` -- (optional) a directory for the report (see :func:`write_report`)
    - ``progress`` -- whether to print a progress line on standard error
    - ``function`` -- (optional) a function run instead of :func:`run_game`,
      with the same arguments and output
    - ``retry`` -- (default: none) statuses (such as ``'timeout'``) whose
      games are computed again; their new records are appended to the store
    - ``parameters`` -- (optional) a dictionary of more parameters recorded in
      the report (such as the command line)

    Every argument is checked before a cluster starts (see
    :func:`check_arguments`); a file ``store`` that is not a results store is
    refused; damaged lines of the store are set aside (see
    :func:`~sage_latticegames.io.store.read_store`); a game over its time
    limit is one ``'timeout'`` record and the survey goes on.

    OUTPUT: the list of the records of the family (dictionaries with keys
    ``key``, ``task``, ``code``, ``heaps``, ``play``, ``status`` (one of
    :data:`STATUSES`), ``seconds``, ``result``), in the order of the family

    EXAMPLES::

        sage: from sage_latticegames.survey import survey
        sage: import os, tempfile
        sage: store = os.path.join(tempfile.mkdtemp(), 'store.jsonl')
        sage: records = survey('stats', ['0.07', '0.77'], [3], ['normal'], store=store,  # long time
        ....:                  level=3, workers=1, progress=False)
        sage: from sage_latticegames import games
        sage: [(r['code'], r['status'], r['result']['P'] == games.octal(r['code'], 3).solve(level=3).count_P())  # long time
        ....:  for r in records]
        [('0.07', 'ok', True), ('0.77', 'ok', True)]
    """
    codes, heaps, plays, workers, timeout = check_arguments(
        task, codes, heaps, plays, level=level, workers=workers, timeout=timeout,
        scheduler=scheduler, function=function)
    jobs = [Job(record_key(task, code, h, play), (task, code, int(h), play), {"level": level},
                {"task": task, "code": code, "heaps": int(h), "play": play})
            for code in codes for h in heaps for play in plays]
    records = run_jobs(jobs, function or run_game, store=store, workers=workers,
                       scheduler=scheduler, timeout=timeout, memory_limit=memory_limit,
                       progress=progress, retry=retry)
    if report:
        params = {"task": task, "codes": ", ".join(codes) if len(codes) <= 20 else
                  "%s codes: %s, ..., %s" % (len(codes), codes[0], codes[-1]),
                  "heap bounds": ", ".join(str(h) for h in heaps), "plays": ", ".join(plays),
                  "level": level, "time limit per game (s)": timeout,
                  "memory limit per worker": memory_limit,
                  "workers": scheduler or workers, "store": os.fspath(store)}
        params.update(parameters or {})
        write_report(records, report, parameters=params)
    return records


class Job:
    r"""
    One game of a survey: the key of its record, the arguments of the
    function a worker runs on it, and the fields its record gets.

    INPUT:

    - ``key`` -- a string, unique in the survey (the key of the record)
    - ``args``, ``keywords`` -- a tuple and a dictionary of picklable values
      (the worker runs ``function(*args, **keywords)``)
    - ``fields`` -- a dictionary of JSON values copied into the record

    EXAMPLES::

        sage: from sage_latticegames.survey import Job
        sage: Job('stats 0.07 3 normal', ('stats', '0.07', 3, 'normal'), {'level': 4}, {'code': '0.07'})
        Job('stats 0.07 3 normal')
    """
    __slots__ = ("key", "args", "keywords", "fields")

    def __init__(self, key, args=(), keywords=None, fields=None):
        self.key, self.args = str(key), tuple(args)
        self.keywords, self.fields = dict(keywords or {}), dict(fields or {})

    def __repr__(self):
        return "Job(%r)" % self.key


def check_workers(workers=2, timeout=60.0, scheduler=None):
    r"""
    Check the number of local workers and the time limit per game of a
    survey (before any cluster starts); return them normalised.

    EXAMPLES::

        sage: from sage_latticegames.survey import check_workers
        sage: check_workers(1, 20)
        (1, 20.0)
        sage: check_workers(1, -1)
        Traceback (most recent call last):
        ...
        ValueError: the time limit per game must be a positive number of seconds, got -1.0
        sage: check_workers(True, 20)
        Traceback (most recent call last):
        ...
        ValueError: the number of workers must be a positive integer, got True
    """
    try:
        timeout = float(timeout)
    except (TypeError, ValueError):
        raise ValueError("the time limit per game must be a positive number of seconds, got %r"
                         % (timeout,))
    if not (0 < timeout < float("inf")):
        raise ValueError("the time limit per game must be a positive number of seconds, got %s"
                         % timeout)
    if scheduler is None:
        if (isinstance(workers, bool) or not hasattr(workers, "__index__")
                or operator.index(workers) < 1):
            raise ValueError("the number of workers must be a positive integer, got %s" % (workers,))
        workers = operator.index(workers)
        cores = os.cpu_count() or 1
        if workers > cores:
            raise ValueError("%s local workers on %s cores: use at most --workers %s (one game "
                             "per core), or a cluster (--scheduler)" % (workers, cores, cores))
    return workers, timeout


def memory_limit_bytes(memory_limit):
    r"""
    Return the memory limit per local worker ``memory_limit`` in bytes,
    checked: at least :data:`MIN_MEMORY` (a smaller one cannot start a
    worker that imports the package).

    INPUT:

    - ``memory_limit`` -- a number of bytes, or a string such as ``'2GB'``,
      ``'1.5 GiB'``, ``'800MB'``

    OUTPUT: an integer; a ``ValueError`` saying what is wrong

    EXAMPLES::

        sage: from sage_latticegames.survey import memory_limit_bytes
        sage: memory_limit_bytes('2GB'), memory_limit_bytes('1 GiB'), memory_limit_bytes(10**9)
        (2000000000, 1073741824, 1000000000)
        sage: memory_limit_bytes('-1GB')
        Traceback (most recent call last):
        ...
        ValueError: the memory limit per worker must be a positive amount such as 2GB, got '-1GB'
        sage: memory_limit_bytes('1KB')
        Traceback (most recent call last):
        ...
        ValueError: the memory limit per worker 1KB is too small to start a worker (it needs at least 512 MiB: the package alone takes about 210 MB)
        sage: memory_limit_bytes('lots')
        Traceback (most recent call last):
        ...
        ValueError: cannot read the memory limit 'lots': expected an amount such as 2GB or 800MB
    """
    import re
    text = str(memory_limit).strip()
    m = re.fullmatch(r"([-+]?[0-9]*\.?[0-9]+(?:e[0-9]+)?)\s*([a-z]*)", text.lower())
    if m is None or m.group(2) not in _UNITS:
        raise ValueError("cannot read the memory limit %r: expected an amount such as 2GB or "
                         "800MB" % text)
    value = float(m.group(1)) * _UNITS[m.group(2)]
    if not (0 < value < float("inf")):
        raise ValueError("the memory limit per worker must be a positive amount such as 2GB, "
                         "got %r" % text)
    if value < MIN_MEMORY:
        raise ValueError("the memory limit per worker %s is too small to start a worker (it needs"
                         " at least %s MiB: the package alone takes about 210 MB)"
                         % (text, MIN_MEMORY // 2**20))
    return int(value)


def check_family_arguments(dimension, entry_bound=1, sample=None, plays=("normal",)):
    r"""
    Check the size of a family of lattice games before it is built: the
    number `(B + 2)^d` of vectors examined for its candidate moves (at most
    :data:`MAX_FAMILY_VECTORS`) and the number of games of a sample (at
    most :data:`MAX_FAMILY`).

    INPUT:

    - ``dimension``, ``entry_bound``, ``sample``, ``plays`` -- as for
      :class:`~sage_latticegames.games.families.LatticeGameFamily`

    OUTPUT: ``None``; a ``ValueError`` stating the limit

    EXAMPLES::

        sage: from sage_latticegames.survey import check_family_arguments
        sage: check_family_arguments(3, 1, sample=10)
        sage: check_family_arguments(1000, 1)
        Traceback (most recent call last):
        ...
        ValueError: a family of dimension 1000 with entry bound 1 examines 3^1000 vectors for its moves, more than the 729 (dimension 6, entry bound 1) a survey can enumerate or sample
        sage: check_family_arguments(2, 1, sample=10**9, plays=('normal', 'misere'))
        Traceback (most recent call last):
        ...
        ValueError: a sample of 1000000000 rule sets in 2 plays makes 2000000000 games, more than the 100000 a survey runs
    """
    d, b = operator.index(dimension), operator.index(entry_bound)
    if d >= 1 and b >= 0 and (b + 2) ** min(d, 64) > MAX_FAMILY_VECTORS:
        raise ValueError("a family of dimension %s with entry bound %s examines %s^%s vectors for "
                         "its moves, more than the %s (dimension 6, entry bound 1) a survey can "
                         "enumerate or sample" % (d, b, b + 2, d, MAX_FAMILY_VECTORS))
    if sample is not None:
        n = operator.index(sample) * max(1, len(plays))
        if n > MAX_FAMILY:
            raise ValueError("a sample of %s rule sets in %s plays makes %s games, more than the %s"
                             " a survey runs" % (sample, len(plays), n, MAX_FAMILY))


def valid_record(record, job):
    r"""
    Return whether the record ``record`` of a results store is the record
    of ``job`` (a :class:`Job`): its key, every field of the job (the task,
    the game, the family description) equal, a known status, a number of
    seconds and a result.  A line of a store that is not is not trusted as
    done (its game is computed again).

    EXAMPLES::

        sage: from sage_latticegames.survey import Job, valid_record
        sage: job = Job('stats 0.07 3 normal', fields={'task': 'stats', 'code': '0.07'})
        sage: r = {'key': 'stats 0.07 3 normal', 'task': 'stats', 'code': '0.07',
        ....:      'status': 'ok', 'seconds': 0.1, 'result': {}}
        sage: valid_record(r, job), valid_record({'key': job.key, 'status': 'ok'}, job)
        (True, False)
        sage: valid_record(dict(r, code='0.7'), job), valid_record(dict(r, status='fine'), job)
        (False, False)
    """
    if not isinstance(record, dict) or record.get("key") != job.key:
        return False
    if record.get("status") not in STATUSES or not isinstance(record.get("result"), dict):
        return False
    seconds = record.get("seconds")
    try:
        if isinstance(seconds, (bool, str)) or not float(seconds) >= 0:
            return False
    except (TypeError, ValueError):
        return False
    return all(k in record and record[k] == v for k, v in job.fields.items())


def run_jobs(jobs, function, store="survey.jsonl", workers=2, scheduler=None, timeout=60.0,
             memory_limit="2GB", progress=True, retry=()):
    r"""
    Run ``function`` on every job of a survey in parallel on Dask, with one
    record per job in the results store ``store``: the generic path of
    :func:`survey` (octal games) and :func:`survey_family` (families of
    lattice games).

    INPUT:

    - ``jobs`` -- a list of :class:`Job` with distinct keys
    - ``function`` -- a picklable function run by a worker as
      ``function(*job.args, **job.keywords)``, returning ``(status,
      result)`` (a status of :data:`STATUSES` and a dictionary of JSON data)
    - ``store``, ``workers``, ``scheduler``, ``timeout``, ``memory_limit``,
      ``progress``, ``retry`` -- see :func:`survey`

    OUTPUT: the records of the jobs (dictionaries with ``key``, the fields
    of the job, ``status``, ``seconds``, ``result``), in the order of ``jobs``

    EXAMPLES::

        sage: from sage_latticegames.survey import Job, run_jobs, run_game
        sage: import os, tempfile
        sage: store = os.path.join(tempfile.mkdtemp(), 'store.jsonl')
        sage: jobs = [Job('a', ('stats', '0.07', 2, 'normal'), {'level': 2}, {'code': '0.07'})]
        sage: [(r['key'], r['code'], r['status']) for r in run_jobs(jobs, run_game, store, workers=1, progress=False)]  # long time
        [('a', '0.07', 'ok')]
        sage: run_jobs(jobs + jobs, run_game, store)
        Traceback (most recent call last):
        ...
        ValueError: the family lists a game twice: a
    """
    workers, timeout = check_workers(workers, timeout, scheduler)
    if scheduler is None:
        memory_limit_bytes(memory_limit)
    keys = [job.key for job in jobs]
    if len(set(keys)) != len(keys):
        raise ValueError("the family lists a game twice: %s"
                         % next(k for k in keys if keys.count(k) > 1))
    if len(jobs) > MAX_FAMILY:
        raise ValueError("the family has %s games, more than the %s a survey runs"
                         % (len(jobs), MAX_FAMILY))
    store = os.fspath(store)
    retry = set(retry)
    bad = retry.difference(STATUSES)
    if bad:
        raise ValueError("unknown status %r (expected some of %s)" % (bad.pop(), ", ".join(STATUSES)))
    check_store(store)
    folder = os.path.dirname(os.path.abspath(store))
    os.makedirs(folder, exist_ok=True)
    damaged = []
    done = read_store(store, damaged, repair=True)  # the writer: it appends next
    foreign = [job.key for job in jobs if job.key in done and not valid_record(done[job.key], job)]
    for key in foreign:
        del done[key]
    if foreign:
        sys.stderr.write("%s: %s record%s not of this survey (missing or different fields) not "
                         "trusted: computed again\n" % (store, len(foreign),
                                                         "" if len(foreign) == 1 else "s"))
    if damaged:
        sys.stderr.write("%s: %s damaged line%s set aside in %s.damaged (every readable record "
                         "kept)\n" % (store, len(damaged), "" if len(damaged) == 1 else "s", store))
    todo = [job for job in jobs if job.key not in done or done[job.key]["status"] in retry]
    bar = _Progress(len(jobs), len(jobs) - len(todo), progress)
    if todo:
        previous = _sigterm_as_interrupt()
        try:
            _run(todo, store, workers, scheduler, timeout, memory_limit, bar, function, done)
        finally:
            bar.close()
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)
    return [done[k] for k in keys if k in done]


#: the tasks of a survey over a family of lattice games
FAMILY_TASKS = ("conjecture",)


def family_jobs(task, family, keywords=None):
    r"""
    Return the jobs of a survey of ``task`` over a family of lattice games:
    one per game, whose worker arguments are the description of the family
    and the data of the game (moves, play, defeated generators), so that the
    worker rebuilds the game
    (:meth:`~sage_latticegames.games.families.LatticeGameFamily.game`).

    INPUT:

    - ``task`` -- one of :data:`FAMILY_TASKS`
    - ``family`` -- a :class:`~sage_latticegames.games.families.LatticeGameFamily`
    - ``keywords`` -- (optional) a dictionary of more keyword arguments of
      the worker function

    OUTPUT: a list of :class:`Job`

    EXAMPLES::

        sage: from sage_latticegames.survey import family_jobs
        sage: from sage_latticegames.games.families import LatticeGameFamily
        sage: jobs = family_jobs('conjecture', LatticeGameFamily('squarefree', 2, plays='misere'))
        sage: jobs[0], jobs[0].args[2:], sorted(jobs[0].fields)
        (Job('conjecture squarefree d=2 [(-1,1),(1,0)] misere'), ([[-1, 1], [1, 0]], 'misere', []),
         ['defeated', 'dimension', 'family', 'game', 'moves', 'play', 'task'])
        sage: family_jobs('stats', LatticeGameFamily('squarefree', 2))
        Traceback (most recent call last):
        ...
        ValueError: unknown task 'stats' for a family of lattice games (expected one of conjecture)
    """
    from sage_latticegames.games.families import LatticeGameFamily
    if task not in FAMILY_TASKS:
        raise ValueError("unknown task %r for a family of lattice games (expected one of %s)"
                         % (task, ", ".join(FAMILY_TASKS)))
    if not isinstance(family, LatticeGameFamily):
        raise TypeError("expected a LatticeGameFamily, not %r" % (family,))
    description = family.description()
    jobs = []
    for key, moves, play, defeated in family.members():
        data = {"moves": [list(v) for v in moves], "play": play,
                "defeated": [list(p) for p in defeated]}
        jobs.append(Job("%s %s" % (task, key), (task, description, data["moves"], play,
                                                 data["defeated"]), keywords,
                        dict(data, task=task, game=key, dimension=description["dimension"],
                             family=description)))
    return jobs


def survey_family(task, family, function, store="survey.jsonl", workers=2, scheduler=None,
                  timeout=60.0, memory_limit="2GB", progress=True, retry=(), keywords=None):
    r"""
    Run ``task`` on every game of a family of lattice games in parallel on
    Dask (the same machinery as :func:`survey`: :func:`run_jobs`), with one
    record per game in the results store ``store``.

    INPUT:

    - ``task`` -- one of :data:`FAMILY_TASKS`
    - ``family`` -- a :class:`~sage_latticegames.games.families.LatticeGameFamily`
      (its description is saved in every record, under ``family``)
    - ``function`` -- the worker function, called as ``function(task,
      description, moves, play, defeated, **keywords)`` and returning
      ``(status, result)``; for ``'conjecture'`` it is
      :func:`sage_latticegames.conjecture.family_game_record` (Conjecture
      4.5 of [GM-A])
    - ``keywords`` -- (optional) more keyword arguments of ``function``
    - ``store``, ``workers``, ``scheduler``, ``timeout``, ``memory_limit``,
      ``progress``, ``retry`` -- see :func:`survey`

    OUTPUT: the records, in the order of the family (keys ``key``, ``task``,
    ``game``, ``family``, ``dimension``, ``moves``, ``play``, ``defeated``,
    ``status``, ``seconds``, ``result``)

    EXAMPLES::

        sage: from sage_latticegames.survey import survey_family
        sage: from sage_latticegames.conjecture import family_game_record
        sage: from sage_latticegames.games.families import LatticeGameFamily
        sage: import os, tempfile
        sage: store = os.path.join(tempfile.mkdtemp(), 'store.jsonl')
        sage: F = LatticeGameFamily('squarefree', 2, plays='normal')
        sage: R = survey_family('conjecture', F, family_game_record, store, workers=1,  # long time
        ....:                   timeout=60, progress=False)
        sage: [(r['game'], r['status'], r['result']['certified']) for r in R]  # long time
        [('squarefree d=2 [(-1,1),(1,0)] normal', 'ok', True),
         ('squarefree d=2 [(0,1),(1,0)] normal', 'ok', True),
         ('squarefree d=2 [(-1,1),(0,1),(1,0)] normal', 'ok', True)]
    """
    workers, timeout = check_workers(workers, timeout, scheduler)
    if not callable(function):
        raise TypeError("the worker function must be callable, not %r" % (function,))
    description = family.description() if hasattr(family, "description") else {}
    if "dimension" in description:
        check_family_arguments(description["dimension"], description["entry_bound"],
                               description["sample"], description["plays"])
    jobs = family_jobs(task, family, keywords)
    return run_jobs(jobs, function, store=store, workers=workers, scheduler=scheduler,
                    timeout=timeout, memory_limit=memory_limit, progress=progress, retry=retry)


def _run(todo, store, workers, scheduler, timeout, memory_limit, bar, function, done):
    import dask
    import logging
    from distributed import Client, LocalCluster, wait
    from distributed.scheduler import KilledWorker

    def finish(job, status, result, seconds):
        record = dict(job.fields, key=job.key, status=status, seconds=round(seconds, 3),
                      result=result)
        append_record(store, record)
        done[record["key"]] = record
        bar.update(status)

    cluster = client = None
    with dask.config.set({"distributed.scheduler.allowed-failures": 0,
                          "distributed.worker.daemon": False,
                          "distributed.scheduler.work-stealing": False}):
        try:
            if scheduler:
                client = Client(scheduler, set_as_default=True)
            else:
                cluster = LocalCluster(n_workers=int(workers), threads_per_worker=1, processes=True,
                                       memory_limit=memory_limit, dashboard_address=None,
                                       silence_logs=logging.CRITICAL,
                                       executor=MainThreadExecutor())
                client = Client(cluster, set_as_default=True)
            _schedule(client, todo, timeout, memory_limit, function, finish, KilledWorker, wait)
        finally:
            if client is not None:
                client.close()
            if cluster is not None:
                cluster.close()
