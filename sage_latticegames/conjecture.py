r"""
Conjecture 4.5 of [GM-A] tested on families of lattice games

Conjecture 4.5 of [GM-A] says that every squarefree lattice game possesses an
affine stratification (Definition 8.6 of [GM]).  With the corrected notion of
squarefree (Proposition 1 of [GM-E]) it holds in normal play (Theorem 3 of
[GM-E]); in misère and generalized misère play it is open.  This module turns
the discovery of certified stratifications
(:meth:`~sage_latticegames.lattice_game.LatticeGame.affine_stratification`)
into evidence on whole families of games
(:class:`~sage_latticegames.games.families.LatticeGameFamily`):

- :func:`conjecture_record` -- for one game: discovery within a budget; the
  record says *certified* (method, strata, complexity) or lists what was
  tried, and carries the cheap invariants that help a human triage a failure
  (the misère quotient: finite, proved infinite, or unknown; the numbers of
  congruence classes of the positions of growing levels, lower bounds for the
  order of the quotient);
- :func:`triage` -- for a game the survey could not certify: a deeper run and
  a verdict, *limit of the methods* (which) or *candidate counterexample*
  (with the evidence), separating what is proved from what is only observed;
- :func:`write_conjecture_report` -- an HTML page with the parameters of the
  run, a sortable table, counts per dimension and play, plots, and links to
  the saved result of each game.

A certified record is a theorem about that game (its certificate was proved in
the run that made the record); a failure proves nothing about the conjecture.

EXAMPLES::

    sage: from sage_latticegames.conjecture import conjecture_record
    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: status, r = conjecture_record(LatticeGame.misere([(1, 0), (-1, 1), (0, 1)]), time_limit=30)
    sage: status, r['certified'], r['method'], r['strata']
    ('ok', True, 'heap-by-heap quotient', 2)
    sage: sorted(r['quotient'].items())
    [('P', 2), ('finite', True), ('name', 'T2'), ('order', 6)]

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [GM-E] A. Guo, E. Miller, *Erratum to: Lattice point methods for
  combinatorial games* (2012).
- [GM-A] A. Guo, E. Miller, *Algorithms for lattice games*, Int. J. Game
  Theory 42 (2013).
- [Guo] A. Guo, *Lattice games*, thesis, Duke University (2011).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import html
import json
import os
import time

from sage_latticegames.misc.budget import Budget
from sage_latticegames.misc.points import int_tuple
from sage_latticegames.discovery import DiscoveryError
from sage_latticegames.misere.from_game import region_congruence_classes
from sage_latticegames.misere.heap_quotient import MisereQuotientBudgetError

#: inner levels at which the congruence classes are counted (on a region of
#: twice that level): lower bounds for the order of the misère quotient
CLASS_LEVELS = (2, 3, 4, 5)


def play_of(game):
    r"""
    Return the play of a game on `\NN^d`: ``'normal'`` (no defeated
    position), ``'misere'`` (only `0` defeated) or ``'generalized'``.

    EXAMPLES::

        sage: from sage_latticegames.conjecture import play_of
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.game_board import GameBoard
        sage: play_of(LatticeGame([(1,)])), play_of(LatticeGame.misere([(1,)]))
        ('normal', 'misere')
        sage: play_of(LatticeGame([(1, 0), (0, 1)], GameBoard(dimension=2, defeated=[(1, 1)])))
        'generalized'
    """
    gens = [int_tuple(p) for p in game.board().defeated_generators()]
    if not gens:
        return "normal"
    if gens == [(0,) * game.dimension()]:
        return "misere"
    return "generalized"


def game_data(game):
    r"""
    Return the description of a game of a family as JSON data: dimension,
    moves, play, defeated generators, and whether it is squarefree
    (Proposition 1 of [GM-E]).

    EXAMPLES::

        sage: from sage_latticegames.conjecture import game_data
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: game_data(LatticeGame.misere([(1, 0), (-1, 1)]))
        {'defeated': [[0, 0]], 'dimension': 2, 'moves': [[1, 0], [-1, 1]], 'play': 'misere', 'squarefree': True}
    """
    return {"dimension": int(game.dimension()),
            "moves": [list(int_tuple(v)) for v in game.rule_set().vectors()],
            "play": play_of(game),
            "defeated": [list(int_tuple(p)) for p in game.board().defeated_generators()],
            "squarefree": bool(game.rule_set().is_squarefree())}


def quotient_data(game, stratification=None, max_seconds=10):
    r"""
    Return what is known of the misère quotient of ``game`` (Definition 4.7
    and Section 8 of [Guo]) as JSON data: ``{'finite': True, 'order': ...,
    'P': ..., 'name': ...}`` when it is computed heap by heap and proved,
    ``{'finite': False, 'proof': ...}`` when a certified stratification proves
    it infinite, otherwise ``{'finite': None, 'why': ...}``.

    INPUT:

    - ``game`` -- a lattice game on `\NN^d`
    - ``stratification`` -- (optional) a certified stratification of its
      P-positions (used to prove an infinite quotient)
    - ``max_seconds`` -- budget of the heap-by-heap quotient

    EXAMPLES::

        sage: from sage_latticegames.conjecture import quotient_data
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: sorted(quotient_data(LatticeGame.misere([(1, 0), (0, 1)])).items())
        [('P', 1), ('finite', True), ('name', 'Z2'), ('order', 2)]
        sage: G = LatticeGame.misere([(1, 0), (0, 1), (2, 2)])
        sage: quotient_data(G, G.affine_stratification())['finite']  # long time
        False
    """
    try:
        Q = game.misere_quotient(max_seconds=max_seconds)
    except MisereQuotientBudgetError as e:
        reason = "the heap-by-heap quotient exceeded its budget: %s" % e
    except (NotImplementedError, ValueError) as e:
        reason = "no heap-by-heap quotient: %s" % e
    else:
        if Q.is_certified():
            name = Q.standard_name()
            return {"finite": True, "order": int(Q.cardinality()), "P": len(Q.P_portion()),
                    "name": None if name is None else str(name)}
        reason = "the heap-by-heap quotient is not certified"
    if stratification is not None and stratification.is_certified():
        try:
            R = game.misere_quotient(stratification=stratification)
        except (NotImplementedError, ValueError, ArithmeticError) as e:
            return {"finite": None, "why": "%s; from the stratification: %s" % (reason, e)}
        if hasattr(R, "distinguisher"):      # an InfinitenessCertificate
            return {"finite": False, "proof": str(R)}
        if R.is_certified():
            return {"finite": True, "order": int(R.cardinality()), "P": len(R.P_portion()),
                    "name": None if R.standard_name() is None else str(R.standard_name())}
    return {"finite": None, "why": reason}


def class_counts(game, levels=CLASS_LEVELS, max_positions=10**6):
    r"""
    Return ``[(inner level, number of classes)]``: the numbers of congruence
    classes (Definition 4.7 of [Guo]) of the positions of level at most
    ``inner level``, told apart on the region of twice that level (brute force,
    :func:`~sage_latticegames.misere.from_game.region_congruence_classes`).
    Each is a lower bound for the order of the quotient; counts that keep
    growing are evidence (not a proof) of an infinite quotient.  The
    congruence of Definition 4.7 of [Guo] is defined on a board `C \cap
    \ZZ^d` without defeated positions: for other boards the list is empty.

    EXAMPLES::

        sage: from sage_latticegames.conjecture import class_counts
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: class_counts(LatticeGame([(1, 0), (0, 1), (-1, 1)]))
        [(2, 3), (3, 4), (4, 4), (5, 4)]
        sage: class_counts(LatticeGame([(1, 0), (0, 1), (2, 2)]))
        [(2, 5), (3, 10), (4, 15), (5, 19)]
        sage: class_counts(LatticeGame.misere([(1, 0), (0, 1)]))
        []
    """
    if game.defeated_positions():
        return []
    out = []
    for inner in levels:
        try:
            sol = game.solve(level=2 * inner, max_positions=max_positions)
        except (ValueError, MemoryError):
            break
        out.append((int(inner), len(region_congruence_classes(sol, inner))))
    return out


def conjecture_record(game, time_limit=30.0, quotient_seconds=10, classes=True, save=None):
    r"""
    Test Conjecture 4.5 of [GM-A] on ``game``: look for a certified affine
    stratification (Definition 8.6 of [GM]) within ``time_limit`` seconds, and
    record the invariants that help to triage a failure.

    INPUT:

    - ``game`` -- a lattice game on `\NN^d` minus a finite set of defeated
      positions
    - ``time_limit`` -- seconds for the discovery
    - ``quotient_seconds`` -- seconds for the heap-by-heap misère quotient
    - ``classes`` -- (default: ``True``) whether to count congruence classes at
      growing levels (see :func:`class_counts`) when no stratification is found
    - ``save`` -- (optional) a file name: a certified stratification is saved
      there (:func:`~sage_latticegames.io.files.save`, with its game) and the
      record gets its name under ``'saved'``

    OUTPUT: a pair ``(status, result)``: ``status`` is ``'ok'`` (certified)
    or ``'unavailable'`` (nothing proved within the budget); ``result`` is a
    dictionary of JSON data: the game (:func:`game_data`), ``certified``,
    ``method``, ``strata``, ``complexity`` and ``seconds`` of the discovery, or
    the ``reasons`` of its phases; ``quotient`` (:func:`quotient_data`);
    ``classes`` (:func:`class_counts`) for a failure

    EXAMPLES::

        sage: from sage_latticegames.conjecture import conjecture_record
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.game_board import GameBoard
        sage: G = LatticeGame([(1, 0), (0, 1)], GameBoard(dimension=2, defeated=[(0, 1)]))
        sage: status, r = conjecture_record(G, time_limit=60)
        sage: status, r['play'], r['certified'], r['method']
        ('ok', 'generalized', True, 'polyhedral cells')
        sage: status, r = conjecture_record(G, time_limit=0)
        sage: status, r['certified'], r['reasons'][:1]
        ('unavailable', False, [...])
    """
    result = game_data(game)
    start = time.monotonic()
    S = None
    try:
        S = game.affine_stratification(time_limit=time_limit)
    except DiscoveryError as e:
        result.update(certified=False, message=str(e),
                      reasons=[[str(m), str(r)] for m, r in e.reasons],
                      levels=[int(L) for L in e.levels])
    result["seconds"] = round(time.monotonic() - start, 3)
    if S is not None and not S.is_certified():
        result.update(certified=False, message="an unproved stratification: %s" % S.conjecture(),
                      reasons=[])
        S = None
    if S is not None:
        result.update(certified=True, method=S.certificate().method(), strata=int(S.num_strata()),
                      complexity=int(S.complexity()))
        if save is not None:
            from sage_latticegames.io.files import save as save_file
            save_file(S, save, game=game)
            result["saved"] = os.path.basename(os.fspath(save))
    result["quotient"] = quotient_data(game, S, quotient_seconds)
    if S is None and classes:
        result["classes"] = [list(c) for c in class_counts(game)]
    return ("ok" if S is not None else "unavailable"), result


def triage(game, time_limit=300.0, picture=None):
    r"""
    Look deeper at a game whose stratification was not found (Conjecture 4.5
    of [GM-A]): discovery again with ``time_limit`` seconds and periods up to
    12; the misère quotient; congruence classes at growing levels; and a
    verdict separating what is proved from what is only observed.

    INPUT:

    - ``game`` -- a lattice game
    - ``time_limit`` -- seconds of the deeper discovery
    - ``picture`` -- (optional) a PNG file name: the P-positions of a slice
      through the first two coordinates are plotted there

    OUTPUT: a dictionary: ``verdict`` (``'certified'``, ``'limit of the
    methods'`` or ``'candidate counterexample'``), ``proved`` and ``observed``
    (lists of sentences), and the deeper record (:func:`conjecture_record`)

    A game is called a *candidate counterexample* only when the numbers of
    congruence classes grow at every level counted and every phase of the
    deeper discovery gave up before its budget was spent: evidence, not a proof (an infinite misère quotient
    does not exclude a stratification: Example 8.12 of [GM] has both).

    EXAMPLES::

        sage: from sage_latticegames.conjecture import triage
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: T = triage(LatticeGame.misere([(1, 0), (-1, 1), (0, 1)]), time_limit=60)
        sage: T['verdict'], T['proved']
        ('certified',
         ['a certified affine stratification: 2 strata, proved by heap-by-heap quotient',
          'the misère quotient is finite of order 6'])
        sage: T = triage(LatticeGame([(1, 0), (0, 1), (2, 2)]), time_limit=0)
        sage: T['verdict'], T['observed'][-2:]
        ('limit of the methods',
         ['congruence classes of the positions of levels 2, 3, 4, 5: 5, 10, 15, 19 (lower bounds of the order of the misère quotient)',
          'the search spent its budget; nothing suggests that no stratification exists'])
    """
    status, record = conjecture_record(game, time_limit=time_limit, quotient_seconds=60)
    proved, observed = [], []
    if record["certified"]:
        proved.append("a certified affine stratification: %s strata, proved by %s"
                      % (record["strata"], record["method"]))
        verdict = "certified"
    else:
        counts = [c for i, c in record.get("classes", [])]
        growing = len(counts) >= 3 and all(a < b for a, b in zip(counts, counts[1:]))
        phases = [m for m, r in record.get("reasons", [])]
        observed.append("no certified stratification within %s s (phases tried: %s)"
                        % (time_limit, ", ".join(phases) or "none"))
        for m, r in record.get("reasons", []):
            observed.append("%s: %s" % (m, r))
        if counts:
            observed.append("congruence classes of the positions of levels %s: %s (lower bounds of"
                            " the order of the misère quotient)"
                            % (", ".join(str(i) for i, c in record["classes"]),
                               ", ".join(str(c) for c in counts)))
        budget_spent = record["seconds"] >= 0.9 * time_limit
        if growing and phases and not budget_spent:
            verdict = "candidate counterexample"
            observed.append("every phase of the search gave up before the budget was spent, and"
                            " the congruence classes keep growing")
        else:
            verdict = "limit of the methods"
            observed.append("the search %s; nothing suggests that no stratification exists"
                            % ("spent its budget" if budget_spent else "reached the limits of its"
                               " phases"))
    q = record["quotient"]
    if q.get("finite") is True:
        proved.append("the misère quotient is finite of order %s" % q["order"])
    elif q.get("finite") is False:
        proved.append("the misère quotient is infinite (%s)" % q["proof"])
    if picture is not None:
        _slice_picture(game, picture)
        record["picture"] = os.path.basename(os.fspath(picture))
    return {"verdict": verdict, "proved": proved, "observed": observed, "record": record}


def _slice_picture(game, path, size=16):
    r"""
    Plot the P-positions of the slice ``x_2 = ... = 0`` through the first two
    coordinates (or the line of a 1-dimensional game) into a PNG file.
    """
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    d = game.dimension()
    hi = [size] * min(d, 2) + [0] * max(0, d - 2)
    sol = game.solve(box=((0,) * d, tuple(hi)))
    pts = sol.points
    fig, ax = plt.subplots(figsize=(4, 4))
    for mask, style, label in ((sol.is_P, dict(c="black", s=14), "P"),
                               (sol.is_N, dict(c="0.8", s=4), "N")):
        x = pts[mask, 0]
        y = pts[mask, 1] if d > 1 else 0 * x
        ax.scatter(x, y, label=label, **style)
    ax.set_xlabel("x1")
    ax.set_ylabel("x2" if d > 1 else "")
    ax.set_title("P-positions, slice x3 = ... = 0" if d > 2 else "P-positions")
    ax.legend(loc="upper right")
    fig.savefig(path, dpi=80)
    plt.close(fig)


# ----------------------------------------------------------------------
# the report
# ----------------------------------------------------------------------
_SORT_SCRIPT = """
<script>
function sortTable(n) {
  var t = document.getElementById("games"), rows = Array.from(t.tBodies[0].rows);
  var asc = t.getAttribute("data-col") != n || t.getAttribute("data-dir") != "asc";
  rows.sort(function(a, b) {
    var x = a.cells[n].getAttribute("data-v") || a.cells[n].textContent;
    var y = b.cells[n].getAttribute("data-v") || b.cells[n].textContent;
    var nx = parseFloat(x), ny = parseFloat(y);
    var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
    return asc ? c : -c; });
  rows.forEach(function(r) { t.tBodies[0].appendChild(r); });
  t.setAttribute("data-col", n); t.setAttribute("data-dir", asc ? "asc" : "desc");
}
</script>
"""


def summary_counts(records):
    r"""
    Return ``{(dimension, play): [games, certified]}`` over the records of a
    Conjecture 4.5 survey (records as stored: dictionaries with ``status`` and
    ``result``).

    EXAMPLES::

        sage: from sage_latticegames.conjecture import summary_counts
        sage: summary_counts([{'status': 'ok', 'result': {'dimension': 2, 'play': 'misere', 'certified': True}},
        ....:                 {'status': 'timeout', 'result': {'dimension': 2, 'play': 'misere'}}])
        {(2, 'misere'): [2, 1]}
    """
    out = {}
    for r in records:
        res = r.get("result") or {}
        key = (res.get("dimension", r.get("dimension")), res.get("play", r.get("play")))
        entry = out.setdefault(key, [0, 0])
        entry[0] += 1
        entry[1] += bool(res.get("certified"))
    return dict(sorted(out.items(), key=lambda kv: (str(kv[0][0]), str(kv[0][1]))))


def _cell(value, sort=None):
    attr = "" if sort is None else ' data-v="%s"' % html.escape(str(sort))
    return "<td%s>%s</td>" % (attr, html.escape("" if value is None else str(value)))


def _quotient_text(q):
    if not q:
        return ""
    if q.get("finite") is True:
        return "%s%s" % (q["order"], " (%s)" % q["name"] if q.get("name") else "")
    if q.get("finite") is False:
        return "infinite"
    return "?"


def write_conjecture_report(records, folder, parameters=None):
    r"""
    Write the report of a Conjecture 4.5 survey into ``folder``: an HTML page
    ``index.html`` (the parameters of the run; counts per dimension and play;
    a table sortable by any column: game, play, result, method, strata,
    quotient order or "infinite", time; links to the saved results and
    pictures), the plots ``certified.png``, ``times.png`` and ``strata.png``,
    and the records as ``records.json``.

    INPUT:

    - ``records`` -- a list of records (dictionaries with ``key``, ``status``,
      ``seconds`` and ``result``, as the survey stores them)
    - ``folder`` -- a directory (created if needed)
    - ``parameters`` -- (optional) a dictionary printed at the top

    OUTPUT: the path of ``index.html``

    EXAMPLES::

        sage: from sage_latticegames.conjecture import conjecture_record, write_conjecture_report
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: import os, tempfile
        sage: status, result = conjecture_record(LatticeGame.misere([(1, 0), (0, 1)]))
        sage: rec = {'key': 'G', 'status': status, 'seconds': float(0.1), 'result': result}
        sage: path = write_conjecture_report([rec], tempfile.mkdtemp(), {'family': 'test'})
        sage: text = open(path).read()
        sage: 'heap-by-heap quotient' in text, '<th onclick="sortTable(0)">game</th>' in text
        (True, True)
        sage: sorted(os.listdir(os.path.dirname(path)))
        ['certified.png', 'index.html', 'records.json', 'strata.png', 'times.png']
    """
    from sage_latticegames.io.files import atomic_write_text
    os.makedirs(folder, exist_ok=True)
    counts = summary_counts(records)
    rows = []
    for r in records:
        res = r.get("result") or {}
        certified = bool(res.get("certified"))
        result = ("certified" if certified else
                  "not found (%s)" % r.get("status") if r.get("status") != "unavailable" else "not found")
        link = res.get("saved") or res.get("picture")
        game = html.escape(str(r.get("key")))
        if link:
            game = '<a href="%s">%s</a>' % (html.escape(link), game)
        rows.append("<tr><td>%s</td>%s%s%s%s%s%s</tr>" % (
            game, _cell(res.get("play")), _cell(result), _cell(res.get("method")),
            _cell(res.get("strata"), res.get("strata", -1)),
            _cell(_quotient_text(res.get("quotient")), (res.get("quotient") or {}).get("order", -1)),
            _cell(r.get("seconds"), r.get("seconds", 0))))
    params = "".join("<tr><th>%s</th><td>%s</td></tr>" % (html.escape(str(k)), html.escape(str(v)))
                     for k, v in (parameters or {}).items())
    summary = "".join("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
        d, html.escape(str(p)), n, c) for (d, p), (n, c) in counts.items())
    headers = "".join('<th onclick="sortTable(%s)">%s</th>' % (i, h) for i, h in enumerate(
        ["game", "play", "result", "method", "strata", "quotient order", "time (s)"]))
    page = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Conjecture 4.5: survey report</title>%s
<style>table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}
th[onclick]{cursor:pointer;background:#eee}</style></head><body>
<h1>Conjecture 4.5 of Guo&ndash;Miller: survey report</h1>
<p>A certified game has an affine stratification proved on the whole board in the run that made
its record; a game not certified is a failure of the search within its budget, which proves
nothing about the conjecture.</p>
<h2>Parameters</h2><table>%s</table>
<h2>Counts</h2><table><tr><th>dimension</th><th>play</th><th>games</th><th>certified</th></tr>%s</table>
<p><img src="certified.png" alt="share certified"> <img src="times.png" alt="times">
<img src="strata.png" alt="strata"></p>
<h2>Games</h2><p>Click a column header to sort.</p>
<table id="games"><thead><tr>%s</tr></thead><tbody>
%s
</tbody></table></body></html>
""" % (_SORT_SCRIPT, params, summary, headers, "\n".join(rows))
    path = os.path.join(folder, "index.html")
    atomic_write_text(path, page)
    atomic_write_text(os.path.join(folder, "records.json"), json.dumps(records, indent=1) + "\n")
    _report_plots(records, counts, folder)
    return path


def _report_plots(records, counts, folder):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(5, 3))
    labels = ["d=%s %s" % k for k in counts]
    ax.bar(range(len(counts)), [c / n if n else 0 for n, c in counts.values()])
    ax.set_xticks(range(len(counts)))
    ax.set_xticklabels(labels, rotation=30, ha="right", fontsize=7)
    ax.set_ylim(0, 1)
    ax.set_ylabel("share certified")
    ax.set_title("Certified affine stratifications")
    fig.tight_layout()
    fig.savefig(os.path.join(folder, "certified.png"), dpi=80)
    plt.close(fig)
    for name, values, xlabel, title in (
            ("times.png", [r.get("seconds") or 0 for r in records], "seconds", "Time per game"),
            ("strata.png", [(r.get("result") or {}).get("strata") for r in records
                            if (r.get("result") or {}).get("strata") is not None],
             "number of strata", "Strata of the certified stratifications")):
        fig, ax = plt.subplots(figsize=(5, 3))
        ax.hist(values or [0], bins=20)
        ax.set_xlabel(xlabel)
        ax.set_ylabel("games")
        ax.set_title(title)
        fig.tight_layout()
        fig.savefig(os.path.join(folder, name), dpi=80)
        plt.close(fig)
