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

from sage_latticegames.misc.points import int_tuple
from sage_latticegames.discovery import DiscoveryError
from sage_latticegames.misere import region_congruence_classes, misere_quotient, MisereQuotientBudgetError

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
        Q = misere_quotient(game, algorithm="heap", max_seconds=max_seconds)
    except MisereQuotientBudgetError as e:
        reason = "the heap-by-heap quotient exceeded its budget: %s" % e
    except (NotImplementedError, ValueError) as e:
        reason = "no heap-by-heap quotient: %s" % e
    else:
        if hasattr(Q, "distinguisher"):      # a HeapInfinitenessCertificate
            return {"finite": False, "proof": str(Q)}
        if Q.is_certified():
            name = Q.standard_name()
            return {"finite": True, "order": int(Q.cardinality()), "P": len(Q.P_portion()),
                    "name": None if name is None else str(name)}
        reason = "the heap-by-heap quotient is not certified"
    if stratification is not None and stratification.is_certified():
        try:
            R = misere_quotient(game, algorithm="stratification", stratification=stratification)
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
    :func:`~sage_latticegames.misere.semigroup.from_game.region_congruence_classes`).
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
        ('ok', 'generalized', True, 'linear pretension')
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


def saved_name(key, suffix=".json"):
    r"""
    Return a file name for the saved result of the game of key ``key``: its
    letters, digits, ``-`` and ``=``, every other character replaced by
    ``_``.

    EXAMPLES::

        sage: from sage_latticegames.conjecture import saved_name
        sage: saved_name('squarefree d=2 [(-1,1),(1,0)] misere')
        'squarefree_d=2___-1_1___1_0___misere.json'
    """
    return "".join(c if c.isalnum() or c in "-=" else "_" for c in str(key)) + suffix


def family_game(description, moves, play, defeated=()):
    r"""
    Return the game of a family of lattice games given by data: the family
    by its description
    (:meth:`~sage_latticegames.games.families.LatticeGameFamily.from_description`),
    the game by its moves, play and defeated generators
    (:meth:`~sage_latticegames.games.families.LatticeGameFamily.game`).

    EXAMPLES::

        sage: from sage_latticegames.conjecture import family_game
        sage: G = family_game({'kind': 'squarefree', 'dimension': 2}, [[1, 0], [0, 1]], 'misere'); G
        Lattice game on Misere play board N^2 minus the ideal generated by (0, 0) with rule set Rule set in Z^2 with 2 moves: (1, 0), (0, 1)
        sage: family_game({'kind': 'squarefree', 'dimension': 2}, [[2, 0], [0, 1]], 'misere')
        Traceback (most recent call last):
        ...
        ValueError: the moves [[2, 0], [0, 1]] are not a rule set of the family: squarefree d=2, entries >= -1
    """
    from sage_latticegames.games.families import LatticeGameFamily
    family = LatticeGameFamily.from_description(description)
    data = family.description()
    allowed = set(family.candidate_moves())
    if not moves or any(tuple(v) not in allowed for v in moves):
        raise ValueError("the moves %s are not a rule set of the family: %s d=%s, entries >= -%s"
                         % (moves, data["kind"], data["dimension"], data["entry_bound"]))
    return family.game([tuple(v) for v in moves], play, [tuple(p) for p in defeated])


def family_game_record(task, description, moves, play, defeated=(), time_limit=20.0,
                       quotient_seconds=5.0, save_folder=None):
    r"""
    Return the record of Conjecture 4.5 of [GM-A] for one game of a family
    (the function a survey worker runs for the task ``'conjecture'``, see
    :func:`~sage_latticegames.survey.survey_family`): the game rebuilt from
    its data (:func:`family_game`), then :func:`conjecture_record`.

    INPUT:

    - ``task`` -- ``'conjecture'``
    - ``description``, ``moves``, ``play``, ``defeated`` -- the family and
      the game (see :func:`family_game`)
    - ``time_limit``, ``quotient_seconds`` -- the budgets of
      :func:`conjecture_record`
    - ``save_folder`` -- (optional) a directory where a certified
      stratification is saved (file name :func:`saved_name` of the key of
      the game)

    OUTPUT: a pair ``(status, result)`` (see :func:`conjecture_record`);
    ``('error', {'message': ...})`` for data that is no game of the family

    EXAMPLES::

        sage: from sage_latticegames.conjecture import family_game_record
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp()
        sage: status, r = family_game_record('conjecture', {'kind': 'squarefree', 'dimension': 2},
        ....:                                [[1, 0], [0, 1]], 'misere', save_folder=folder)
        sage: status, r['certified'], r['method'], r['saved'], os.listdir(folder)
        ('ok', True, 'heap-by-heap quotient', 'squarefree_d=2___1_0___0_1___misere.json',
         ['squarefree_d=2___1_0___0_1___misere.json'])
        sage: family_game_record('conjecture', {'kind': 'squarefree', 'dimension': 2}, [[1, 1]], 'misere')
        ('error', {'message': 'the moves [[1, 1]] are not a rule set of the family: squarefree d=2, entries >= -1'})
    """
    if task != "conjecture":
        raise ValueError("unknown task %r for a game of a family (expected conjecture)" % (task,))
    try:
        game = family_game(description, moves, play, defeated)
    except (ValueError, TypeError) as e:
        return "error", {"message": str(e)}
    save = None
    if save_folder is not None:
        from sage_latticegames.games.families import LatticeGameFamily
        key = LatticeGameFamily.from_description(description).game_key(
            [tuple(v) for v in moves], play, [tuple(p) for p in defeated])
        os.makedirs(save_folder, exist_ok=True)
        save = os.path.join(save_folder, saved_name(key))
    return conjecture_record(game, time_limit=time_limit, quotient_seconds=quotient_seconds,
                             save=save)


def triage(game, time_limit=300.0, picture=None):
    r"""
    Look deeper at a game whose stratification was not found (Conjecture 4.5
    of [GM-A]): discovery again with ``time_limit`` seconds; the misère
    quotient; congruence classes at growing levels; and a verdict separating
    what is proved from what is only observed.

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
    status, record = conjecture_record(game, time_limit=time_limit,
                                       quotient_seconds=min(60.0, float(time_limit)))
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


def family_label(record):
    r"""
    Return the family of a record of a Conjecture 4.5 survey in a few words
    (kind, dimension, entry bound, sample), or ``'?'`` without one.

    EXAMPLES::

        sage: from sage_latticegames.conjecture import family_label
        sage: family_label({'family': {'kind': 'squarefree', 'dimension': 3, 'entry_bound': 1}})
        'squarefree d=3 b=1'
        sage: family_label({})
        '?'
    """
    f = record.get("family")
    if not isinstance(f, dict):
        return "?"
    label = "%s d=%s b=%s" % (f.get("kind"), f.get("dimension"), f.get("entry_bound"))
    if f.get("max_moves") is not None:
        label += " moves<=%s" % f["max_moves"]
    if f.get("sample") is not None:
        label += " sample %s seed %s" % (f["sample"], f.get("seed"))
    return label


def summary_counts(records, by="dimension"):
    r"""
    Return ``{(dimension, play): [games, certified]}`` (or ``{(family,
    play): [games, certified]}`` with ``by='family'``, see
    :func:`family_label`) over the records of a Conjecture 4.5 survey
    (records as stored: dictionaries with ``status`` and ``result``).

    EXAMPLES::

        sage: from sage_latticegames.conjecture import summary_counts
        sage: summary_counts([{'status': 'ok', 'result': {'dimension': 2, 'play': 'misere', 'certified': True}},
        ....:                 {'status': 'timeout', 'result': {'dimension': 2, 'play': 'misere'}}])
        {(2, 'misere'): [2, 1]}
        sage: summary_counts([{'status': 'timeout', 'play': 'normal', 'result': {},
        ....:                  'family': {'kind': 'squarefree', 'dimension': 2, 'entry_bound': 1}}], by='family')
        {('squarefree d=2 b=1', 'normal'): [1, 0]}
    """
    if by not in ("dimension", "family"):
        raise ValueError("count by 'dimension' or 'family', not %r" % (by,))
    out = {}
    for r in records:
        res = r.get("result") or {}
        play = res.get("play", r.get("play"))
        key = ((res.get("dimension", r.get("dimension")) if by == "dimension" else family_label(r)),
               play)
        entry = out.setdefault(key, [0, 0])
        entry[0] += 1
        entry[1] += bool(res.get("certified")) and r.get("status") == "ok"
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


def write_conjecture_report(records, folder, parameters=None, saved_folder=None):
    r"""
    Write the report of a Conjecture 4.5 survey into ``folder``: an HTML page
    ``index.html`` (the parameters of the run; counts per family and play and
    per dimension and play; a table sortable by any column: game, play,
    result, method, strata, quotient order or "infinite", time; links to the
    saved results), the plots ``certified.png``, ``times.png`` and
    ``strata.png``, the records as ``records.json``, and the saved certified
    stratifications under ``results/``.

    INPUT:

    - ``records`` -- a list of records (dictionaries with ``key``, ``status``,
      ``seconds`` and ``result``, as the survey stores them)
    - ``folder`` -- a directory (created if needed)
    - ``parameters`` -- (optional) a dictionary printed at the top
    - ``saved_folder`` -- (optional) the directory where the survey saved the
      certified stratifications (the files named ``result['saved']``): they
      are copied to ``folder/results/`` and linked from the table

    OUTPUT: the path of ``index.html``

    EXAMPLES::

        sage: from sage_latticegames.conjecture import conjecture_record, write_conjecture_report
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: import os, tempfile
        sage: saved = tempfile.mkdtemp()
        sage: status, result = conjecture_record(LatticeGame.misere([(1, 0), (0, 1)]),
        ....:                                    save=os.path.join(saved, 'G.json'))
        sage: rec = {'key': 'G', 'status': status, 'seconds': float(0.1), 'result': result}
        sage: path = write_conjecture_report([rec], tempfile.mkdtemp(), {'family': 'test'}, saved)
        sage: text = open(path).read()
        sage: 'heap-by-heap quotient' in text, '<th onclick="sortTable(0)">game</th>' in text
        (True, True)
        sage: '<a href="results/G.json">G</a>' in text
        True
        sage: sorted(os.listdir(os.path.dirname(path)))
        ['certified.png', 'index.html', 'records.json', 'results', 'strata.png', 'times.png']
    """
    import shutil
    from sage_latticegames.io.files import atomic_write_text
    os.makedirs(folder, exist_ok=True)
    counts = summary_counts(records)
    rows = []
    for r in records:
        res = r.get("result") or {}
        certified = bool(res.get("certified")) and r.get("status") == "ok"
        result = ("certified" if certified else
                  "not found (%s)" % r.get("status") if r.get("status") != "unavailable" else "not found")
        link = None
        if certified and res.get("saved") and saved_folder is not None:
            source = os.path.join(saved_folder, res["saved"])
            if os.path.exists(source):
                os.makedirs(os.path.join(folder, "results"), exist_ok=True)
                shutil.copyfile(source, os.path.join(folder, "results", res["saved"]))
                link = "results/%s" % res["saved"]
        game = html.escape(str(r.get("game") or r.get("key")))
        if link:
            game = '<a href="%s">%s</a>' % (html.escape(link), game)
        rows.append("<tr><td>%s</td>%s%s%s%s%s%s</tr>" % (
            game, _cell(res.get("play", r.get("play"))), _cell(result), _cell(res.get("method")),
            _cell(res.get("strata"), res.get("strata", -1)),
            _cell(_quotient_text(res.get("quotient")), (res.get("quotient") or {}).get("order", -1)),
            _cell(r.get("seconds"), r.get("seconds", 0))))
    params = "".join("<tr><th>%s</th><td>%s</td></tr>" % (html.escape(str(k)), html.escape(str(v)))
                     for k, v in (parameters or {}).items())

    def table(first, counts):
        return ("<table class='counts'><tr><th>%s</th><th>play</th><th>games</th><th>certified</th>"
                "</tr>%s</table>" % (first, "".join(
                    "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
                        html.escape(str(d)), html.escape(str(p)), n, c)
                    for (d, p), (n, c) in counts.items())))
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
<h2>Counts</h2>
<p>%s games, %s certified.</p>
<h3>By family and play</h3>%s
<h3>By dimension and play</h3>%s
<p><img src="certified.png" alt="share certified"> <img src="times.png" alt="times">
<img src="strata.png" alt="strata"></p>
<h2>Games</h2><p>Click a column header to sort.</p>
<table id="games"><thead><tr>%s</tr></thead><tbody>
%s
</tbody></table></body></html>
""" % (_SORT_SCRIPT, params, len(records), sum(c for n, c in counts.values()),
       table("family", summary_counts(records, by="family")), table("dimension", counts),
       headers, "\n".join(rows))
    path = os.path.join(folder, "index.html")
    atomic_write_text(path, page)
    atomic_write_text(os.path.join(folder, "records.json"), json.dumps(records, indent=1) + "\n")
    _report_plots(records, counts, folder)
    return path


def triage_store(records, folder, time_limit=120.0, progress=False):
    r"""
    Triage (:func:`triage`) every game of the records of a Conjecture 4.5
    survey that was not certified, and write ``triage.html`` (one section per
    game: verdict, what is proved, what is observed, a picture of the
    P-positions on a slice) and ``triage.json`` into ``folder``.

    INPUT:

    - ``records`` -- records of a survey of the task ``'conjecture'`` (see
      :func:`~sage_latticegames.survey.survey_family`)
    - ``folder`` -- a directory (created if needed)
    - ``time_limit`` -- seconds of the deeper search per game
    - ``progress`` -- whether to print one line per game on standard error

    OUTPUT: a pair ``(path of triage.html, list of the triages)``; each
    triage is the dictionary of :func:`triage` with the ``game`` key and the
    survey's ``status`` added

    EXAMPLES::

        sage: from sage_latticegames.conjecture import triage_store
        sage: import os, tempfile
        sage: fam = {'kind': 'squarefree', 'dimension': 2}
        sage: recs = [{'task': 'conjecture', 'game': 'G', 'family': fam, 'moves': [[1, 0], [0, 1]],
        ....:          'play': 'misere', 'defeated': [], 'status': 'timeout', 'result': {}},
        ....:         {'task': 'conjecture', 'game': 'H', 'family': fam, 'moves': [[1, 0], [0, 1]],
        ....:          'play': 'normal', 'defeated': [], 'status': 'ok', 'result': {'certified': True}}]
        sage: folder = tempfile.mkdtemp()
        sage: path, T = triage_store(recs, folder, time_limit=30)
        sage: [(t['game'], t['status'], t['verdict']) for t in T]
        [('G', 'timeout', 'certified')]
        sage: text = open(path).read(); '<h2 id="game-1">G</h2>' in text and 'pictures/G.png' in text
        True
    """
    from sage_latticegames.io.files import atomic_write_text
    import sys
    os.makedirs(os.path.join(folder, "pictures"), exist_ok=True)
    todo = [r for r in records if r.get("task") == "conjecture"
            and not (r.get("status") == "ok" and (r.get("result") or {}).get("certified"))]
    results = []
    for i, r in enumerate(todo, 1):
        name = str(r.get("game") or r.get("key"))
        start = time.monotonic()
        try:
            game = family_game(r["family"], r["moves"], r["play"], r.get("defeated") or [])
        except (KeyError, TypeError, ValueError) as e:
            T = {"verdict": "not a game of its family", "proved": [], "observed": [str(e)],
                 "record": {}}
        else:
            T = triage(game, time_limit=time_limit,
                       picture=os.path.join(folder, "pictures", saved_name(name, ".png")))
        T.update(game=name, status=r.get("status"), seconds=round(time.monotonic() - start, 3),
                 survey_seconds=r.get("seconds"))
        results.append(T)
        if progress:
            sys.stderr.write("[%s/%s] %s: %s\n" % (i, len(todo), name, T["verdict"]))
    sections = []
    for i, T in enumerate(results, 1):
        rec = T["record"]
        pic = rec.get("picture")
        sections.append(
            '<h2 id="game-%s">%s</h2>\n<p>In the survey: %s after %s s. Verdict: <b>%s</b> '
            '(deeper run: %s s).</p>\n<h3>Proved</h3><ul>%s</ul>\n<h3>Observed</h3><ul>%s</ul>\n%s'
            % (i, html.escape(T["game"]), html.escape(str(T["status"])),
               html.escape(str(T["survey_seconds"])), html.escape(T["verdict"]), T["seconds"],
               "".join("<li>%s</li>" % html.escape(x) for x in T["proved"]) or "<li>nothing</li>",
               "".join("<li>%s</li>" % html.escape(x) for x in T["observed"]) or "<li>nothing</li>",
               '<p><img src="pictures/%s" alt="P-positions of %s"></p>' % (
                   html.escape(pic), html.escape(T["game"])) if pic else ""))
    verdicts = {}
    for T in results:
        verdicts[T["verdict"]] = verdicts.get(T["verdict"], 0) + 1
    page = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Conjecture 4.5: triage</title></head><body>
<h1>Conjecture 4.5 of Guo&ndash;Miller: triage of the games not certified</h1>
<p>Deeper search: %s s per game. %s games: %s.</p>
<p>A verdict "certified" is a proof for that game; "limit of the methods" and "candidate
counterexample" prove nothing about the conjecture.</p>
%s
</body></html>
""" % (time_limit, len(results), html.escape(", ".join("%s %s" % (v, k) for k, v in
                                                        sorted(verdicts.items())) or "none"),
       "\n".join(sections))
    path = os.path.join(folder, "triage.html")
    atomic_write_text(path, page)
    atomic_write_text(os.path.join(folder, "triage.json"), json.dumps(results, indent=1) + "\n")
    return path, results


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
