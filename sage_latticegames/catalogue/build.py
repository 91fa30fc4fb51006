r"""
Building the catalogue of octal games: one record per code, the survey, the data files

:func:`catalogue_row` computes the record of one octal code (the worker
function of ``latticegames survey --task catalogue``); :func:`survey_catalogue`
runs it on every code of a family on Dask (:func:`~sage_latticegames.survey.run_jobs`:
a resumable store, a time limit per code, one record per code even on a
timeout); :func:`build_catalogue` turns the store into the two data files of
the catalogue (JSON and CSV, written atomically), whose format is described in
:mod:`sage_latticegames.catalogue.catalogue`.

What a record states, and the theorem behind each field:

- **misère play, finite** -- the quotient of the whole game (every heap size)
  by the misère periodicity theorem (Plambeck 2005, Plambeck--Siegel 2008;
  :func:`~sage_latticegames.misere.periodicity.whole_game_quotient`): order,
  `|P|`, name, presentation, `\Phi` with its preperiod and period (its
  values over one preperiod and period, only the first :data:`PHI_SHOWN` of
  them when there are more than :data:`PHI_IN_FULL`: :func:`phi_text`), the
  heap where the theorem applied;
- **misère play, infinite** -- a linear pretension of the game with heaps of
  size at most `N` (or of a slice of it above the least failure of its
  pretension frontier: ``'slice pretension'``, Theorem 4 of
  :mod:`~sage_latticegames.misere.heap.slice_pretension`) and its diagonal
  family of pairwise distinguishable positions
  (:func:`~sage_latticegames.misere.linear_pretension.prove_infinite_heap_quotient`,
  Theorems 1--3 there).  The quotient of the whole game is then infinite too:
  the positions of the family and their distinguishers use heaps of size at
  most `N`, and every option of such a position does (a move never makes a
  heap larger), so two of them that are distinguished in the game with heaps
  `\le N` are distinguished by the same position in the whole game;
- **misère play, infinite by a max--sum law** (0.26, 0.27 and 0.57) -- the
  misère outcome of every position of the whole game, proved by the max--sum
  law of the code (:func:`~sage_latticegames.misere.whole.max_sum_law.prove_infinite_max_sum_law`:
  a morphism onto `(e, M, S, t)` and the pretension theorem, its two parts
  decided by isl), and its Corollary: the positions of `2m` heaps of size 3
  are pairwise distinguishable, so the quotient of the whole game is
  infinite although every bounded quotient `\mathcal Q_N` is finite (no
  heap bound: ``misere_infinite_heaps`` is ``None``; the row keeps the
  bounded quotients proved, as an open row does);
- **misère play, infinite by the chain law** (0.54) -- the same, by the chain
  law of 0.54 (:func:`~sage_latticegames.misere.whole.chain_law.prove_infinite_054`:
  a state of eleven statistics, the pretension theorem, its parts decided by
  isl), and its Corollary: the positions of two heaps of size `7m + 10` are
  pairwise distinguishable (no heap bound either);
- **misère play, open** -- the quotients `\mathcal Q_N` of the games with
  heaps `\le N`, each proved, for every `N` reached within the budget (their
  orders by heap bound), and the proven lower bound `|\mathcal Q_N| \le
  |\mathcal Q_\infty|` (the same argument: positions with heaps `\le N`
  distinguished with heaps `\le N` stay distinguished);
- **normal play** -- the nim sequence, its least period and preperiod proved by
  the octal periodicity theorem (Guy--Smith;
  :func:`~sage_latticegames.games.nim_sequences.nim_sequence`), or open with
  the largest heap whose value was computed;
- **the peer** -- what MisereSolver (A. N. Siegel, CGSuite) printed for the
  whole game within its time limit, when it was run
  (:func:`~sage_latticegames.io.msv.run_misere_solver`): a comparison, not a
  proof.

EXAMPLES::

    sage: from sage_latticegames.catalogue.build import catalogue_row
    sage: status, r = catalogue_row('0.75', 10, 2)
    sage: status, r['misere_status'], r['misere_order'], r['misere_name'], r['misere_proved_at']
    ('ok', 'finite', 8, 'R8', 34)
    sage: r['normal_status'], r['normal_preperiod'], r['normal_period']
    ('periodic', 1, 2)

REFERENCES:

- T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
  INTEGERS 5 (2005) G05.
- T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
  J. Combin. Theory Ser. A 115 (2008).
- R. K. Guy, C. A. B. Smith, *The G-values of various games*, Proc.
  Cambridge Philos. Soc. 52 (1956).
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import csv
import io
import json
import numbers
import os
import time

from sage_latticegames.games import octal, nim_sequence
from sage_latticegames.games.octal_games import parse_octal
from sage_latticegames.misere import prove_infinite_heap_quotient, game_presentation
from sage_latticegames.misere.whole import whole_game_attempt, whole_game_laws
from sage_latticegames.misc.files import atomic_write_text

#: the keys of a record, in the order of the CSV columns (the scalar ones) and of the JSON
RECORD_KEYS = ("code", "digits", "misere_status", "misere_order", "misere_P", "misere_name",
               "misere_tame", "misere_presentation", "misere_phi", "misere_preperiod",
               "misere_period", "misere_proved_at", "misere_orders_by_heap",
               "misere_largest_heap", "misere_lower_bound", "misere_proof", "misere_seconds",
               "normal_status", "normal_period", "normal_preperiod", "normal_computed_to",
               "normal_values", "normal_seconds", "peer", "agrees",
               # added to the format: the heap bound of an infinite proof
               "misere_infinite_heaps")

#: the keys of the CSV file (the scalar keys of a record)
CSV_KEYS = tuple(k for k in RECORD_KEYS if k not in ("misere_orders_by_heap", "normal_values",
                                                      "peer"))

#: how many nim values a record keeps
NORMAL_VALUES = 600

#: the theorem names of :data:`RECORD_KEYS` ``misere_proof``
PROOFS = ("periodicity", "linear pretension", "slice pretension", "max-sum law", "chain law")

#: the proofs of an infinite quotient of the game with heaps of size at most a bound
HEAP_PROOFS = ("linear pretension", "slice pretension")

#: the codes whose misère outcomes a law of the whole game proves, and the name of the law
#: (:func:`~sage_latticegames.misere.whole.infinite_whole_game.whole_game_laws`)
WHOLE_LAWS = whole_game_laws()

#: the same codes, in words
WHOLE_LAW_TEXT = ", ".join(tuple(WHOLE_LAWS)[:-1]) + " and " + tuple(WHOLE_LAWS)[-1]

#: the longest pretending function `\Phi(0), \dots, \Phi(n_0 + p - 1)` that a
#: record writes in full (``misere_phi``; 0.156 has 3828 values)
PHI_IN_FULL = 4096

#: how many values of a longer one a record writes (all are in its certificate file)
PHI_SHOWN = 256

#: the name and version of the peer
PEER = "MisereSolver (CGSuite e2a8d5c9)"


def normalise_code(code):
    r"""
    Return the normalised octal code of ``code`` (as :func:`~sage_latticegames.games.octal`
    writes it: trailing zeros dropped, ``'.07'`` is ``'0.07'``), or raise a
    ``ValueError`` (``TypeError`` for a non-string) for a code that is not an
    octal code of the catalogue: hexadecimal digits, a first digit other than
    ``0`` (the catalogue lists the codes ``0.d1d2...``), no move.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import normalise_code
        sage: normalise_code('.07'), normalise_code('0.070'), normalise_code(' 0.137 ')
        ('0.07', '0.07', '0.137')
        sage: normalise_code('0.8')
        Traceback (most recent call last):
        ...
        ValueError: '0.8' is a hexadecimal code (a move may leave three heaps): the catalogue lists the octal codes 0.d1d2... (digits 0-7)
        sage: normalise_code('1.2')
        Traceback (most recent call last):
        ...
        ValueError: the digit before the point of '1.2' must be 0, 4, 8 or C: ...
        sage: normalise_code('4.7')
        Traceback (most recent call last):
        ...
        ValueError: '4.7' is not a code 0.d1d2... of the catalogue (the first digit must be 0)
        sage: normalise_code('0.0')
        Traceback (most recent call last):
        ...
        ValueError: the octal code '0.0' allows no move
        sage: normalise_code(0.07)
        Traceback (most recent call last):
        ...
        TypeError: the octal code must be a string such as '0.07', got 0.0700000000000000
    """
    digits = parse_octal(code)
    if max(digits) > 7:
        raise ValueError("%r is a hexadecimal code (a move may leave three heaps): the catalogue "
                         "lists the octal codes 0.d1d2... (digits 0-7)" % (code,))
    if digits[0] != 0:
        raise ValueError("%r is not a code 0.d1d2... of the catalogue (the first digit must be 0)"
                         % (code,))
    if len(digits) == 1:
        raise ValueError("the octal code %r allows no move" % (code,))
    return "0." + "".join(str(d) for d in digits[1:])


def code_sort_key(code):
    r"""
    Return the key sorting the codes as the catalogue does: by the number of
    digits, then by the code.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import code_sort_key
        sage: sorted(['0.001', '0.77', '0.3122', '0.07'], key=code_sort_key)
        ['0.07', '0.77', '0.001', '0.3122']
    """
    return (len(code) - 2, code)


def order_changes(history):
    r"""
    Return the pairs ``[N, order]`` where the order of the quotient of the
    heaps `\le N` changes (the first heap bound, then one pair per change).

    INPUT:

    - ``history`` -- triples ``(N, order, |P|)``, increasing ``N``

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import order_changes
        sage: order_changes([(1, 1, 0), (2, 2, 1), (3, 2, 1), (4, 6, 2), (5, 6, 2)])
        [[1, 1], [2, 2], [4, 6]]
    """
    out = []
    for N, order, _ in history:
        if not out or out[-1][1] != int(order):
            out.append([int(N), int(order)])
    return out


def _empty_record(code):
    r = {k: None for k in RECORD_KEYS}
    r.update(code=code, digits=len(code) - 2, misere_orders_by_heap=[], normal_values=[])
    return r


def whole_law_fields(code):
    r"""
    Return the misère fields that a law of the whole game proves for
    ``code`` (0.26, 0.27 or 0.57: the max--sum law; 0.54: the chain law):
    status ``'infinite'``, the name of the law as the proof, no heap bound, by
    the front door :func:`~sage_latticegames.misere.whole.infinite_whole_game.prove_infinite_whole_game`
    (which chooses the law; its parts decided by isl: a few minutes; an
    ``ImportError`` without islpy); a ``ValueError`` for another code.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import whole_law_fields
        sage: sorted(whole_law_fields('0.26').items())         # long time
        [('misere_infinite_heaps', None), ('misere_proof', 'max-sum law'), ('misere_status', 'infinite')]
        sage: whole_law_fields('0.07')
        Traceback (most recent call last):
        ...
        ValueError: a law of the whole game is a theorem for 0.26, 0.27, 0.57 and 0.54, not for 0.07
    """
    from sage_latticegames.misere.whole import prove_infinite_whole_game
    code = normalise_code(code)
    if code not in WHOLE_LAWS:
        raise ValueError("a law of the whole game is a theorem for %s, not for %s" % (WHOLE_LAW_TEXT, code))
    C = prove_infinite_whole_game(code, method=WHOLE_LAWS[code])      # a ValueError unless proved
    if C.is_finite():
        raise ValueError("the %s did not prove %s infinite" % (WHOLE_LAWS[code], code))
    return {"misere_status": "infinite", "misere_proof": WHOLE_LAWS[code], "misere_infinite_heaps": None}


def phi_text(W, presentation=None, in_full=PHI_IN_FULL, shown=PHI_SHOWN):
    r"""
    Return the field ``misere_phi`` of the record of a finite row: the
    pretending function `\Phi` of the quotient ``W`` of the whole game, its
    values `\Phi(0), \dots, \Phi(n_0 + p - 1)` written in the words of the
    generators of its presentation, then its preperiod `n_0` and period `p`
    (`\Phi(n) = \Phi(n_0 + (n - n_0) \bmod p)` for `n \ge n_0`, the misère
    periodicity theorem).  When `n_0 + p` exceeds ``in_full`` only the
    first ``shown`` values are written, and the text says so and where all
    of them are: the certificate file of the row (:func:`certificate_name`;
    ``phi`` of the kind ``whole_game_quotient`` of :mod:`sage_latticegames.io.format`).

    INPUT:

    - ``W`` -- a :class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient`
    - ``presentation`` -- (optional) its presentation
      (:func:`~sage_latticegames.misere.monoid.presentation.game_presentation`
      of ``W.data()``, computed if not given)
    - ``in_full`` -- (default: :data:`PHI_IN_FULL`) the most values written in full
    - ``shown`` -- (default: :data:`PHI_SHOWN`) the values written of a longer `\Phi`

    OUTPUT: a string ending with ``(preperiod N0, period P)``

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import phi_text
        sage: from sage_latticegames.misere.whole import whole_game_quotient
        sage: W = whole_game_quotient('0.31'); phi_text(W)
        '1 a b b2 ab2 (preperiod 3, period 2)'
        sage: phi_text(W, in_full=4, shown=3)
        '1 a b ... [the first 3 of 5 values shown; Phi in full: the certificate file 0.31-misere.json] (preperiod 3, period 2)'
        sage: phi_text(W, in_full=4, shown=5)
        Traceback (most recent call last):
        ...
        ValueError: expected 0 < shown <= in_full, not shown = 5, in_full = 4
    """
    if not 0 < shown <= in_full:
        raise ValueError("expected 0 < shown <= in_full, not shown = %s, in_full = %s"
                         % (shown, in_full))
    G = game_presentation(W.data()) if presentation is None else presentation
    Phi = W.pretending_function()
    n0, p = Phi.periodicity()
    values = Phi.values()
    tail = " (preperiod %s, period %s)" % (n0, p)
    if n0 + p <= in_full:
        return G.phi_words(values) + tail
    return ("%s ... [the first %s of %s values shown; Phi in full: the certificate file %s]%s"
            % (G.phi_words(values[:shown]), shown, n0 + p,
               certificate_name(W.rules().code(), "misere"), tail))


def infinite_proof(C):
    r"""
    Return the name (in :data:`HEAP_PROOFS`) of the proof ``C`` that the
    misère quotient of a heap game is infinite: ``'slice pretension'`` when
    its pretension is one of a slice above the least failure of the frontier
    (:mod:`~sage_latticegames.misere.heap.slice_pretension`), else ``'linear
    pretension'`` (for a proof on a closed face,
    :mod:`~sage_latticegames.misere.heap.faces`: the name of the proof on the
    face).

    EXAMPLES::

        sage: from sage_latticegames import games
        sage: from sage_latticegames.misere import prove_infinite_heap_quotient
        sage: from sage_latticegames.catalogue.build import infinite_proof
        sage: infinite_proof(prove_infinite_heap_quotient(games.octal('0.76', 12, play='misere')))
        'linear pretension'
        sage: infinite_proof(prove_infinite_heap_quotient(games.octal('0.017', 16, play='misere')))
        'slice pretension'
    """
    c = C.certificate()
    theorem = c.get("pretension theorem", c.get("face proof", {}).get("pretension theorem", ""))
    return "slice pretension" if theorem.startswith("slice pretension") else "linear pretension"


def misere_fields(code, seconds, infinite_heaps=None, infinite_seconds=120, whole_law=False):
    r"""
    Return the misère fields of the record of ``code``: the quotient of the
    whole game proved within ``seconds`` (``'finite'``;
    :func:`~sage_latticegames.misere.whole.attempt.whole_game_attempt`, the
    step the table of ``doc/misere_table`` runs too); else, when
    ``infinite_heaps`` is given, a proof that the quotient of the game with
    heaps of size at most ``infinite_heaps`` is infinite (``'infinite'``; the
    module documentation says why the whole game's is then infinite); else,
    when ``whole_law`` is true and ``code`` is 0.26, 0.27, 0.57 or 0.54, the proof of
    its law (``'infinite'``, :func:`whole_law_fields`); else the
    bounded quotients proved (``'open'``).  An infinite row keeps the
    bounded quotients proved.

    INPUT:

    - ``code`` -- a normalised octal code
    - ``seconds`` -- the time budget of the whole-game quotient
    - ``infinite_heaps`` -- (optional) a heap bound for a proof of infiniteness
    - ``infinite_seconds`` -- (default: 120) its time budget
    - ``whole_law`` -- (default: ``False``) try the law of the whole game
      (codes of :data:`WHOLE_LAWS` only; a few minutes)

    OUTPUT: a dictionary (the keys ``misere_*`` of :data:`RECORD_KEYS`)

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import misere_fields
        sage: r = misere_fields('0.07', 1); r['misere_status'], r['misere_orders_by_heap'][:4]
        ('open', [[1, 1], [2, 2], [4, 6], [10, 12]])
        sage: r['misere_lower_bound'] == r['misere_orders_by_heap'][-1][1]
        True
        sage: r = misere_fields('0.31', 5); r['misere_presentation'], r['misere_phi']
        ('Q = <a,b | a2=1, b3=b>; P = {a, b2}', '1 a b b2 ab2 (preperiod 3, period 2)')
    """
    r = {}
    t0 = time.monotonic()
    W, failure = whole_game_attempt(code, seconds)
    history = failure["partial"] if failure is not None else []
    if W is not None:
        r.update(finite_fields(W))
    else:
        r.update(misere_status="open", misere_orders_by_heap=order_changes(history),
                 misere_largest_heap=int(history[-1][0]) if history else None,
                 misere_lower_bound=max((int(o) for _, o, _ in history), default=None))
        if infinite_heaps is not None:
            G = octal(code, int(infinite_heaps), play="misere")
            try:
                C = prove_infinite_heap_quotient(G, max_seconds=infinite_seconds)
            except ValueError:
                C = None
            if C is not None and not C.is_finite():
                r.update(misere_status="infinite", misere_proof=infinite_proof(C),
                         misere_infinite_heaps=int(infinite_heaps))
        if whole_law and r["misere_status"] == "open" and code in WHOLE_LAWS:
            r.update(whole_law_fields(code))
    r["misere_seconds"] = round(time.monotonic() - t0, 3)
    return r


def finite_fields(W):
    r"""
    Return the misère fields of a finite row: the quotient ``W`` of the
    whole game proved by the misère periodicity theorem (order, `|P|`,
    standard name, presentation, `\Phi` (:func:`phi_text`), preperiod,
    period, the heap where the theorem applies, the orders by heap bound).

    INPUT:

    - ``W`` -- a :class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient`

    OUTPUT: a dictionary (keys ``misere_*`` of :data:`RECORD_KEYS`, but
    ``misere_seconds`` and ``misere_infinite_heaps``)

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import finite_fields
        sage: from sage_latticegames.misere.whole import whole_game_quotient
        sage: r = finite_fields(whole_game_quotient('0.31'))
        sage: r['misere_status'], r['misere_order'], r['misere_name'], r['misere_proved_at']
        ('finite', 6, 'T2', 13)
    """
    cert = W.certificate()
    Phi = W.pretending_function()
    G = game_presentation(W.data())
    return dict(misere_status="finite", misere_order=int(W.order()),
                misere_P=int(W.P_portion_size()), misere_name=W.standard_name() or None,
                misere_tame=bool(G.is_tame()), misere_presentation=str(G),
                misere_phi=phi_text(W, G),
                misere_preperiod=int(Phi.preperiod()), misere_period=int(Phi.period()),
                misere_proved_at=int(cert["proved_at"]),
                misere_orders_by_heap=order_changes(W.history()),
                misere_largest_heap=int(cert["heaps_computed"]),
                misere_lower_bound=int(W.order()), misere_proof="periodicity")


def normal_fields(code, seconds):
    r"""
    Return the normal-play fields of the record of ``code``: its nim
    sequence computed within ``seconds``, with its period and preperiod
    when the octal periodicity theorem proves them.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import normal_fields
        sage: r = normal_fields('0.77', 2); r['normal_status'], r['normal_preperiod'], r['normal_period']
        ('periodic', 71, 12)
        sage: len(r['normal_values']), r['normal_values'][:6]
        (600, [0, 1, 2, 3, 1, 4])
    """
    t0 = time.monotonic()
    S = nim_sequence(code, max_seconds=seconds)
    periodic = S.is_certified()
    count = NORMAL_VALUES if periodic else min(NORMAL_VALUES, S.computed_to() + 1)
    return {"normal_status": "periodic" if periodic else "open",
            "normal_period": int(S.period()) if periodic else None,
            "normal_preperiod": int(S.preperiod()) if periodic else None,
            "normal_computed_to": int(S.computed_to()),
            "normal_values": [int(v) for v in S.values(count)],
            "normal_seconds": round(time.monotonic() - t0, 3)}


def peer_fields(code, seconds, classes=None):
    r"""
    Return what MisereSolver printed for the whole game ``code`` within
    ``seconds`` (an integer number of seconds, its option ``--timeout``):
    ``{"status": "finite"|"timeout"|"error", "order", "P", "proved_at",
    "seconds"}`` (``order``, ``P``, ``proved_at`` are ``None`` unless it
    proved the pretending function periodic; ``seconds``: wall time of the
    java process, its start included).

    INPUT:

    - ``code`` -- a normalised octal code
    - ``seconds`` -- positive integer
    - ``classes`` -- (optional) the folder of the compiled peer (see
      :func:`~sage_latticegames.io.msv.misere_solver_classes`)

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import peer_fields
        sage: p = peer_fields('0.75', 10)  # optional - java
        sage: p['status'], p['order'], p['P'], p['proved_at']  # optional - java
        ('finite', 8, 2, 34)
    """
    from sage_latticegames.io.msv import run_misere_solver
    t0 = time.monotonic()
    try:
        p = run_misere_solver(code, timeout=max(1, int(seconds)), classes=classes)
    except (RuntimeError, OSError, ValueError) as err:
        return {"status": "error", "order": None, "P": None, "proved_at": None,
                "seconds": round(time.monotonic() - t0, 3), "message": str(err)}
    if p["solved_at"] is not None:
        return {"status": "finite", "order": int(p["order"]), "P": int(p["P_size"]),
                "proved_at": int(p["solved_at"]), "seconds": round(p["wall"], 3)}
    status = "timeout" if p["status"] == "timeout" else "error"
    return {"status": status, "order": None, "P": None, "proved_at": None,
            "seconds": round(p["wall"], 3)}


def agreement(record):
    r"""
    Return the comparison of a record with the peer's result: ``'yes'``
    (both proved the whole game's quotient finite, with the same order and
    `|P|`), ``'no'`` (they differ, or the package proved it infinite and the
    peer finite), ``'only package'``, ``'only peer'``, ``'neither'``;
    ``None`` when the peer was not run.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import agreement
        sage: agreement({'misere_status': 'finite', 'misere_order': 8, 'misere_P': 2,
        ....:            'peer': {'status': 'finite', 'order': 8, 'P': 2}})
        'yes'
        sage: agreement({'misere_status': 'open', 'peer': {'status': 'timeout'}})
        'neither'
        sage: agreement({'misere_status': 'infinite', 'peer': None}) is None
        True
    """
    peer = record.get("peer")
    if not peer:
        return None
    ours = record["misere_status"] in ("finite", "infinite")
    theirs = peer.get("status") == "finite"
    if ours and theirs:
        same = (record["misere_status"] == "finite"
                and (record["misere_order"], record["misere_P"]) == (peer["order"], peer["P"]))
        return "yes" if same else "no"
    return "only package" if ours else "only peer" if theirs else "neither"


def catalogue_row(code, misere_seconds=3.0, normal_seconds=1.0, peer_seconds=None,
                  peer_classes=None, infinite_heaps=None, infinite_seconds=120, whole_law=False):
    r"""
    Return the record of the octal game ``code`` in the catalogue (what a
    worker of ``latticegames survey --task catalogue`` runs): misère play
    (:func:`misere_fields`), normal play (:func:`normal_fields`) and, when
    ``peer_seconds`` is given, MisereSolver's result (:func:`peer_fields`) and
    the comparison (:func:`agreement`).

    INPUT:

    - ``code`` -- an octal code ``0.d1d2...`` (normalised here)
    - ``misere_seconds`` -- (default: 3) the budget of the whole-game quotient
    - ``normal_seconds`` -- (default: 1) the budget of the nim sequence
    - ``peer_seconds`` -- (optional) MisereSolver's time limit (integer seconds)
    - ``peer_classes`` -- (optional) the folder of the compiled peer
    - ``infinite_heaps``, ``infinite_seconds``, ``whole_law`` -- see :func:`misere_fields`

    OUTPUT: a pair ``('ok', record)`` (every key of :data:`RECORD_KEYS`) or
    ``('error', {'message': ...})`` for a code that is not in the catalogue's
    range

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import catalogue_row, RECORD_KEYS
        sage: status, r = catalogue_row('0.07', 1, 1)
        sage: status, sorted(r) == sorted(RECORD_KEYS), r['misere_status'], r['normal_period']
        ('ok', True, 'open', 34)
        sage: r['peer'], r['agrees']
        (None, None)
        sage: catalogue_row('0.8', 1, 1)
        ('error', {'message': "'0.8' is a hexadecimal code (a move may leave three heaps): ..."})
    """
    try:
        code = normalise_code(code)
    except (ValueError, TypeError) as err:
        return "error", {"message": str(err)}
    r = _empty_record(code)
    r.update(misere_fields(code, misere_seconds, infinite_heaps, infinite_seconds, whole_law))
    r.update(normal_fields(code, normal_seconds))
    if peer_seconds is not None:
        r["peer"] = peer_fields(code, peer_seconds, peer_classes)
        r["agrees"] = agreement(r)
    return "ok", r


# ----------------------------------------------------------------------
# the survey and the data files
# ----------------------------------------------------------------------
#: the seed of the order in which the four-digit codes are surveyed
FOUR_DIGIT_SEED = 0

#: how many nim values a record of the four-digit catalogue keeps
FOUR_DIGIT_VALUES = 100


def four_digit_codes(seed=None):
    r"""
    Return the 3584 four-digit octal codes ``0.d1d2d3d4`` (digits `0`--`7`,
    `d_4 \ne 0`), in increasing order, or, with ``seed``, in the random
    order ``random.Random(seed).sample(codes, 3584)``: the order in which the
    survey of the four-digit catalogue runs them (:data:`FOUR_DIGIT_SEED`), so
    that the codes done first are a random sample, reproducible, and a
    larger sample contains a smaller one.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import four_digit_codes
        sage: C = four_digit_codes(); len(C), C[:2], C[-1]
        (3584, ['0.0001', '0.0002'], '0.7777')
        sage: S = four_digit_codes(seed=0); sorted(S) == C, S[:3]
        (True, ['0.7561', '0.3413', '0.6734'])
    """
    import itertools
    import random
    codes = ["0." + "".join(str(d) for d in t) for t in itertools.product(range(8), repeat=4)
             if t[-1]]
    if seed is None:
        return codes
    return random.Random(int(seed)).sample(codes, len(codes))


def catalogue_jobs(codes, misere_seconds=3.0, normal_seconds=1.0, peer_seconds=None,
                   peer_classes=None, infinite_heaps=None, infinite_seconds=120, whole_law=False):
    r"""
    Return the jobs of the survey of the catalogue: one per code (see
    :class:`~sage_latticegames.survey.Job`), the worker arguments those of
    :func:`catalogue_row`; the budgets are fields of every record, so that a
    store made with other budgets is not trusted as done.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import catalogue_jobs
        sage: J = catalogue_jobs(['0.07', '.77'], 4, 2); J
        [Job('catalogue 0.07'), Job('catalogue 0.77')]
        sage: sorted(J[1].fields.items())
        [('code', '0.77'), ('misere_seconds', 4.0), ('normal_seconds', 2.0), ('peer_seconds', None), ('task', 'catalogue')]
        sage: catalogue_jobs(['0.07', '0.070'], 4, 2)
        Traceback (most recent call last):
        ...
        ValueError: the family lists a code twice: 0.07
    """
    from sage_latticegames.survey import Job
    jobs, seen = [], set()
    misere_seconds, normal_seconds = float(misere_seconds), float(normal_seconds)
    peer_seconds = None if peer_seconds is None else int(peer_seconds)
    infinite_heaps = None if infinite_heaps is None else int(infinite_heaps)
    infinite_seconds = float(infinite_seconds)
    for code in codes:
        code = normalise_code(code)
        if code in seen:
            raise ValueError("the family lists a code twice: %s" % code)
        seen.add(code)
        jobs.append(Job("catalogue %s" % code, (code, misere_seconds, normal_seconds, peer_seconds,
                                                 peer_classes, infinite_heaps, infinite_seconds,
                                                 bool(whole_law)),
                        {}, {"task": "catalogue", "code": code, "misere_seconds": misere_seconds,
                             "normal_seconds": normal_seconds, "peer_seconds": peer_seconds}))
    return jobs


def survey_catalogue(codes, store, misere_seconds=3.0, normal_seconds=1.0, peer_seconds=None,
                     peer_classes=None, infinite_heaps=None, infinite_seconds=120, workers=1,
                     scheduler=None, timeout=None, memory_limit="2GB", progress=True, retry=(),
                     whole_law=False):
    r"""
    Compute the record of every code of ``codes`` in parallel on Dask
    (:func:`~sage_latticegames.survey.run_jobs`: a local cluster, or
    ``scheduler``; the results store ``store`` is resumed), one record per
    code even over the time limit ``timeout`` (default: the budgets plus a
    margin; ten minutes more with ``whole_law``, see :func:`misere_fields`).

    OUTPUT: the records of the store (see :func:`~sage_latticegames.survey.run_jobs`;
    the record of the catalogue is under ``result``)

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import survey_catalogue
        sage: import os, tempfile
        sage: store = os.path.join(tempfile.mkdtemp(), 'store.jsonl')
        sage: R = survey_catalogue(['0.75', '0.07'], store, 2, 1, progress=False)  # long time
        sage: [(r['code'], r['status'], r['result']['misere_status']) for r in R]  # long time
        [('0.75', 'ok', 'finite'), ('0.07', 'ok', 'open')]
    """
    from sage_latticegames.survey import run_jobs
    jobs = catalogue_jobs(codes, misere_seconds, normal_seconds, peer_seconds, peer_classes,
                          infinite_heaps, infinite_seconds, whole_law)
    if timeout is None:
        timeout = 60 + 2 * (misere_seconds + normal_seconds + (peer_seconds or 0) + 30) + \
            (2 * infinite_seconds if infinite_heaps is not None else 0) + \
            (600 if whole_law else 0)
    return run_jobs(jobs, catalogue_row, store=store, workers=workers, scheduler=scheduler,
                    timeout=timeout, memory_limit=memory_limit, progress=progress, retry=retry)


def catalogue_records(store_records):
    r"""
    Return the records of the catalogue in the survey records
    ``store_records`` (see :func:`survey_catalogue`), sorted as the catalogue
    is (:func:`code_sort_key`): a code whose survey record is not ``'ok'``
    (a timeout, a dead worker) gets a record with status ``'open'`` and
    nothing proved.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import catalogue_records
        sage: R = catalogue_records([{'task': 'catalogue', 'code': '0.07', 'status': 'timeout',
        ....:                         'seconds': 9.0, 'result': {'message': 'over'}}])
        sage: R[0]['misere_status'], R[0]['normal_status'], R[0]['normal_computed_to']
        ('open', 'open', 0)
    """
    out = {}
    for s in store_records:
        if s.get("task") != "catalogue":
            continue
        code = normalise_code(s["code"])
        if s.get("status") == "ok":
            r = dict(_empty_record(code), **s["result"])
        else:
            r = _empty_record(code)
            r.update(misere_status="open", normal_status="open", normal_computed_to=0,
                     misere_seconds=float(s.get("seconds") or 0.0),
                     normal_seconds=0.0)
        out[code] = {k: r[k] for k in RECORD_KEYS}
    return [out[c] for c in sorted(out, key=code_sort_key)]


def csv_text(records):
    r"""
    Return the CSV file of the catalogue: the scalar fields
    (:data:`CSV_KEYS`) of the records, one row per code (empty for
    ``None``, ``true``/``false`` for booleans).

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import csv_text, catalogue_row
        sage: print(csv_text([catalogue_row('0.75', 10, 1)[1]]).splitlines()[1][:40])
        0.75,2,finite,8,2,R8,false,"Q = <a,b,c |
    """
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_KEYS)
    for r in records:
        w.writerow(["" if r[k] is None else "true" if r[k] is True else
                    "false" if r[k] is False else r[k] for k in CSV_KEYS])
    return out.getvalue()


def build_catalogue(store, folder, parameters=None, peer=PEER, name="octal_catalogue",
                    codes=None, peer_results=None, keep_values=None):
    r"""
    Write the two data files of the catalogue, ``octal_catalogue.json`` and
    ``octal_catalogue.csv``, in ``folder`` from the results store ``store``
    of :func:`survey_catalogue` (atomically: a crash leaves the previous files).

    INPUT:

    - ``store`` -- a results store (a file name) or a list of its records
    - ``folder`` -- a directory (created if needed)
    - ``parameters`` -- (optional) the dictionary ``parameters`` of the file
      (budgets, the command, ``family``: the codes in words); the budgets
      are read from the store when absent
    - ``peer`` -- the name of the peer recorded
    - ``name`` -- (default: ``'octal_catalogue'``) the name of the files
      (``octal_catalogue_4digit`` for the four-digit codes)
    - ``codes`` -- (optional) keep only the records of these codes (every
      one of them must be in the store)
    - ``peer_results`` -- (optional) a dictionary code -> what the peer
      printed for it (:func:`~sage_latticegames.io.msv.parse_search4d`):
      the field ``peer`` of those records, and their comparison ``agrees``
      (:func:`agreement`); a code of the dictionary not in the catalogue is
      ignored
    - ``keep_values`` -- (optional) keep only so many nim values per record (the
      four-digit catalogue keeps 100: its file stays small; recorded as the
      parameter ``normal_values``)

    OUTPUT: the path of the JSON file

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import build_catalogue, catalogue_row
        sage: import os, tempfile, json
        sage: s = {'task': 'catalogue', 'code': '0.75', 'status': 'ok', 'seconds': 1.0,
        ....:      'misere_seconds': 10.0, 'normal_seconds': 1.0, 'peer_seconds': None,
        ....:      'result': catalogue_row('0.75', 10, 1)[1]}
        sage: path = build_catalogue([s], tempfile.mkdtemp())
        sage: D = json.load(open(path)); D['format'], D['parameters']['misere_seconds']
        ('sage_latticegames.octal_catalogue', 10.0)
        sage: D['records'][0]['code'], os.path.exists(path[:-4] + 'csv')
        ('0.75', True)
    """
    import datetime
    from importlib.metadata import version, PackageNotFoundError
    if isinstance(store, (str, os.PathLike)):
        from sage_latticegames.io.store import read_store
        store = list(read_store(os.fspath(store)).values())
    store = list(store)
    records = catalogue_records(store)
    if codes is not None:
        wanted = {normalise_code(c) for c in codes}
        records = [r for r in records if r["code"] in wanted]
        missing = wanted - {r["code"] for r in records}
        if missing:
            raise ValueError("%s code%s of the catalogue not in the store, such as %s"
                             % (len(missing), "" if len(missing) == 1 else "s", min(missing)))
        store = [s for s in store if s.get("code") in wanted]
    for r in records:
        if keep_values is not None:
            r["normal_values"] = r["normal_values"][:int(keep_values)]
        if peer_results and r["code"] in peer_results:
            r["peer"] = dict(peer_results[r["code"]])
            r["agrees"] = agreement(r)
    params = {}
    for key in ("misere_seconds", "normal_seconds", "peer_seconds"):
        values = sorted({s.get(key) for s in store if s.get("task") == "catalogue"},
                        key=lambda v: (v is None, v))
        values = [v if v is None or type(v) in (int, float) else float(v) for v in values]
        params[key] = values[0] if len(values) == 1 else values
    params["command"] = None
    if keep_values is not None:
        params["normal_values"] = int(keep_values)
    params.update(parameters or {})

    def _version(name):
        try:
            return version(name)
        except PackageNotFoundError:
            return "unknown"
    data = {"format": "sage_latticegames.octal_catalogue", "version": 1,
            "parameters": params,
            "generated": {"date": datetime.date.today().isoformat(),
                          "package_version": _version("sage_latticegames"),
                          "sage_version": _version("passagemath-polyhedra"),
                          "peer": peer},
            "records": records}
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + ".json")
    atomic_write_text(os.path.join(folder, name + ".csv"), csv_text(records))
    atomic_write_text(path, json_text(data))
    for file in (name + ".csv", name + ".json"):
        os.chmod(os.path.join(folder, file), 0o644)      # data files: readable by everyone
    return path


def json_text(data):
    r"""
    Return the JSON file of the catalogue ``data``: the header indented, one
    line per record.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import json_text
        sage: print(json_text({'format': 'f', 'records': [{'code': '0.1'}, {'code': '0.2'}]}), end='')
        {
         "format": "f",
         "records": [
          {"code": "0.1"},
          {"code": "0.2"}
         ]
        }
    """
    head = {k: v for k, v in data.items() if k != "records"}
    lines = json.dumps(head, indent=1, ensure_ascii=False)[:-2].split("\n")
    records = [json.dumps(r, ensure_ascii=False) for r in data.get("records", [])]
    body = ",\n".join("  " + r for r in records)
    return "\n".join(lines) + ",\n \"records\": [\n" + body + "\n ]\n}\n"


# ----------------------------------------------------------------------
# the certificate files of the rows
# ----------------------------------------------------------------------
#: the folder of the certificate files, inside the folder of the data files
CERTIFICATES = "certificates"


def certificate_name(code, play):
    r"""
    Return the file name of the certificate of the row ``code`` in ``play``
    (``'misere'`` or ``'normal'``).

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import certificate_name
        sage: certificate_name('0.75', 'misere'), certificate_name('0.75', 'normal')
        ('0.75-misere.json', '0.75-normal.json')
    """
    if play not in ("misere", "normal"):
        raise ValueError("play must be 'misere' or 'normal', not %r" % (play,))
    return "%s-%s.json" % (normalise_code(code), play)


def row_certificates(record, seconds=60, plays=("misere", "normal")):
    r"""
    Return the results of the row ``record`` that have a certificate file,
    computed and proved again: a dictionary ``play -> object``, with
    ``'misere'`` the quotient of the whole game
    (:class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient`)
    of a finite row or the proof that the quotient is infinite
    (:class:`~sage_latticegames.misere.heap.linear_pretension.HeapInfinitenessCertificate`,
    for the heaps `\le` ``misere_infinite_heaps``) of an infinite row, and
    ``'normal'`` the nim sequence
    (:class:`~sage_latticegames.games.nim_sequences.NimSequence`) of a
    periodic row.  An open row has none, nor has an infinite row proved by
    a law of the whole game (0.26, 0.27, 0.57, 0.54: no kind of certificate file holds the law,
    whose proof is a decision by isl of a few minutes; such a row is
    proved again by :meth:`~sage_latticegames.catalogue.catalogue.OctalCatalogue.certify`).
    A result that differs from the row (another order, heap, period) is a
    ``ValueError``.

    INPUT:

    - ``record`` -- a record of the catalogue (a dictionary)
    - ``seconds`` -- (default: 60) the budget of the whole-game quotient
    - ``plays`` -- (default: both) the plays whose results are wanted

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import row_certificates, catalogue_row
        sage: C = row_certificates(catalogue_row('0.75', 10, 1)[1]); sorted(C)
        ['misere', 'normal']
        sage: C['misere'].order(), C['normal'].period()
        (8, 2)
        sage: row_certificates(catalogue_row('0.07', 1, 1)[1])['normal'].preperiod()
        53
    """
    from sage_latticegames.misere.whole import whole_game_quotient
    out = {}
    r = record
    code = r["code"]
    if "misere" not in plays:
        pass
    elif r["misere_status"] == "finite":
        W = whole_game_quotient(code, max_seconds=seconds)
        found = (W.order(), W.P_portion_size(), W.certificate()["proved_at"])
        if found != (r["misere_order"], r["misere_P"], r["misere_proved_at"]):
            raise ValueError("row %s: the whole game's quotient proved has order, |P| and heap %s,"
                             " not %s" % (code, found, (r["misere_order"], r["misere_P"],
                                                        r["misere_proved_at"])))
        out["misere"] = W
    elif r["misere_status"] == "infinite" and r["misere_infinite_heaps"] is not None:
        G = octal(code, int(r["misere_infinite_heaps"]), play="misere")
        out["misere"] = prove_infinite_heap_quotient(G, max_seconds=max(seconds, 120))
    if r["normal_status"] == "periodic" and "normal" in plays:
        S = nim_sequence(code, max_heap=max(1, r["normal_computed_to"]))
        if (S.preperiod(), S.period()) != (r["normal_preperiod"], r["normal_period"]):
            raise ValueError("row %s: the nim sequence has preperiod and period %s, not %s"
                             % (code, (S.preperiod(), S.period()),
                                (r["normal_preperiod"], r["normal_period"])))
        out["normal"] = S
    return out


def write_certificates(records, folder, seconds=60, progress=False, plays=("misere", "normal")):
    r"""
    Write the certificate files of the rows ``records`` into ``folder``
    (:data:`CERTIFICATES` inside the folder of the data files): for each
    row, the results of :func:`row_certificates` in ``plays`` saved in the
    versioned JSON of :mod:`sage_latticegames.io`
    (:func:`~sage_latticegames.io.files.save`, atomically), named by
    :func:`certificate_name`; loading one with
    :func:`~sage_latticegames.io.files.load` proves it again.  The other
    files of ``folder`` are removed.

    INPUT:

    - ``records`` -- records of the catalogue, or a list of pairs
      ``(records, plays)`` (each list of records with its plays)
    - ``folder`` -- a directory (created if needed)
    - ``seconds`` -- the budget of each whole-game quotient
    - ``progress`` -- (default: ``False``) print the name of each file written
    - ``plays`` -- (default: both) the plays of ``records`` (a list of records)

    OUTPUT: the number of files written

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import write_certificates, catalogue_row
        sage: from sage_latticegames.io import load
        sage: import os, tempfile
        sage: folder = tempfile.mkdtemp()
        sage: write_certificates([catalogue_row('0.31', 10, 1)[1]], folder)
        2
        sage: sorted(os.listdir(folder))
        ['0.31-misere.json', '0.31-normal.json']
        sage: load(os.path.join(folder, '0.31-misere.json')).order()
        6
    """
    from sage_latticegames.io import save
    os.makedirs(folder, exist_ok=True)
    names = set()
    records = list(records)
    groups = records if records and isinstance(records[0], tuple) else [(records, plays)]
    rows = [(r, tuple(p)) for group, p in groups for r in group]
    for r, p in rows:
        for play, obj in sorted(row_certificates(r, seconds, p).items()):
            if certificate_name(r["code"], play) in names:
                continue            # a code in two catalogues (0.3122): its first file
            name = certificate_name(r["code"], play)
            save(obj, os.path.join(folder, name))
            os.chmod(os.path.join(folder, name), 0o644)
            names.add(name)
            if progress:
                print(name, flush=True)
    for name in os.listdir(folder):
        if name.endswith(".json") and name not in names:
            os.remove(os.path.join(folder, name))
    return len(names)


# ----------------------------------------------------------------------
# rows computed again with a larger budget
# ----------------------------------------------------------------------
def _plain(value, what):
    # a value of a field as JSON holds it: Python numbers (Sage's Integer -> int, its reals ->
    # float), strings, booleans, None, lists and dictionaries of them
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, (list, tuple)):
        return [_plain(v, what) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v, what) for k, v in value.items()}
    raise TypeError("%s is not a number, a string, a list or a dictionary: %s" % (what, value))


def update_rows(folder, fields, notes, name="octal_catalogue"):
    r"""
    Replace fields of some rows of the data files ``name.json`` and
    ``name.csv`` in ``folder`` (atomically), and say so in the parameter
    ``rows_updated`` of the JSON file (code -> ``notes[code]``); the
    comparison with the peer (``agrees``, :func:`agreement`) is made again.

    INPUT:

    - ``folder`` -- the folder of the data files
    - ``fields`` -- a dictionary code -> dictionary of fields (keys of
      :data:`RECORD_KEYS`)
    - ``notes`` -- a dictionary code -> what was done (a string)
    - ``name`` -- (default: ``'octal_catalogue'``) the name of the files

    OUTPUT: the path of the JSON file

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import build_catalogue, catalogue_row, update_rows
        sage: import tempfile, json
        sage: s = {'task': 'catalogue', 'code': '0.75', 'status': 'ok', 'seconds': 1.0,
        ....:      'result': catalogue_row('0.75', 10, 1)[1]}
        sage: folder = tempfile.mkdtemp(); path = build_catalogue([s], folder)
        sage: update_rows(folder, {'0.75': {'misere_seconds': 0.5}}, {'0.75': 'again'}) == path
        True
        sage: D = json.load(open(path)); D['records'][0]['misere_seconds'], D['parameters']['rows_updated']
        (0.5, {'0.75': 'again'})
        sage: update_rows(folder, {'0.7': {}}, {'0.7': 'x'})
        Traceback (most recent call last):
        ...
        ValueError: 0.7 is not a row of .../octal_catalogue.json
        sage: update_rows(folder, {'0.75': {'order': 3}}, {'0.75': 'x'})
        Traceback (most recent call last):
        ...
        ValueError: not fields of a record of the catalogue: order
        sage: update_rows(folder, {'0.75': {'misere_proof': ZZ}}, {'0.75': 'x'})
        Traceback (most recent call last):
        ...
        TypeError: the field misere_proof of 0.75 is not a number, a string, a list or a dictionary: Integer Ring
    """
    path = os.path.join(folder, name + ".json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    rows = {r["code"]: r for r in data["records"]}
    changed = {}
    for code, new in fields.items():
        code = normalise_code(code)
        if code not in rows:
            raise ValueError("%s is not a row of %s" % (code, path))
        unknown = sorted(set(new) - set(RECORD_KEYS))
        if unknown:
            raise ValueError("not fields of a record of the catalogue: %s" % ", ".join(unknown))
        changed[code] = {k: _plain(v, "the field %s of %s" % (k, code)) for k, v in new.items()}
    updated = data["parameters"].setdefault("rows_updated", {})
    for code, new in changed.items():
        r = rows[code]
        r.update(new)
        if r.get("peer"):
            r["agrees"] = agreement(r)
        updated[code] = str(notes[code] if code in notes else notes[normalise_code(code)])
    atomic_write_text(os.path.join(folder, name + ".csv"), csv_text(data["records"]))
    atomic_write_text(path, json_text(data))
    return path


def _records_by_code(folder, name):
    r"""
    Return the records of the data file ``name.json`` in ``folder``, by code.
    """
    with open(os.path.join(folder, name + ".json"), encoding="utf-8") as f:
        return {r["code"]: r for r in json.load(f)["records"]}


def _plus_seconds(record, elapsed):
    r"""
    Return the ``misere_seconds`` of ``record`` plus ``elapsed`` (the time of
    a proof added to a row: its bounded quotients kept), rounded to a
    millisecond.
    """
    return round(float(record["misere_seconds"] or 0) + elapsed, 3)


def update_catalogue_rows(folder, codes, seconds, name="octal_catalogue", progress=None,
                          command=None, whole_law=False, infinite_heaps=None):
    r"""
    Prove again the whole-game misère quotients of the rows ``codes`` of the
    catalogue in ``folder`` with the budget ``seconds`` each: every code
    proved gets the fields of a finite row (:func:`finite_fields`), its
    certificate file (in the folder :data:`CERTIFICATES` of ``folder``,
    written from the quotient just proved) and a note in ``rows_updated``
    (:func:`update_rows`), each row as soon as it is proved; a code not
    proved within its budget keeps its row.
    This is how rows that need more time than the survey gave are decided
    (``latticegames catalogue update``; e.g. 0.56, about twenty minutes).

    INPUT:

    - ``folder`` -- the folder of the data files
    - ``codes`` -- octal codes, rows of the catalogue
    - ``seconds`` -- the budget of each whole-game quotient
    - ``name`` -- (default: ``'octal_catalogue'``) the name of the files
    - ``progress`` -- (optional) as in
      :func:`~sage_latticegames.misere.whole.periodicity.whole_game_quotient`
    - ``command`` -- (optional) the command recorded in the notes
    - ``whole_law`` -- (default: ``False``) instead, prove the rows (codes
      of :data:`WHOLE_LAWS`) infinite by their laws of the whole game
      (:func:`whole_law_fields`, a few minutes each; ``seconds`` unused): status
      and proof written, the bounded quotients of the row kept, the time of
      the law added to ``misere_seconds``
    - ``infinite_heaps`` -- (default: ``None``) instead, prove the quotients
      of the rows with heaps of size at most ``infinite_heaps`` infinite
      (:func:`~sage_latticegames.misere.heap.linear_pretension.prove_infinite_heap_quotient`,
      with the budget ``seconds`` each; e.g. 0.07 with heaps of size at most
      34, about 30 s): status ``'infinite'``, proof ``'linear pretension'``
      or ``'slice pretension'`` (:func:`infinite_proof`),
      the heap bound and the certificate file written (a saved certificate
      is proved again when it is loaded), the bounded quotients of the row
      kept, the time of the proof added to ``misere_seconds``

    OUTPUT: a dictionary code -> ``'finite'``, ``'infinite'`` or the reason
    it stayed open

    EXAMPLES::

        sage: from sage_latticegames.catalogue.build import (build_catalogue, catalogue_row,
        ....:     update_catalogue_rows)
        sage: import tempfile, json, os
        sage: rows = [{'task': 'catalogue', 'code': c, 'status': 'ok', 'seconds': 1.0,
        ....:          'result': catalogue_row(c, 0.01, 1)[1]} for c in ('0.156', '0.07')]
        sage: folder = tempfile.mkdtemp(); path = build_catalogue(rows, folder)
        sage: [r['misere_status'] for r in json.load(open(path))['records']]
        ['open', 'open']
        sage: update_catalogue_rows(folder, ['0.156', '0.07'], 2)
        {'0.07': 'max_seconds=2 spent', '0.156': 'finite'}
        sage: D = json.load(open(path)); [(r['code'], r['misere_status']) for r in D['records']]
        [('0.07', 'open'), ('0.156', 'finite')]
        sage: print(D['parameters']['rows_updated']['0.156'])
        misère fields computed again with the budget 2 s (update_catalogue_rows): the whole quotient proved in ... s; the other fields as generated
        sage: os.listdir(os.path.join(folder, 'certificates'))
        ['0.156-misere.json']

    A row proved infinite with its heaps bounded (Kayles 0.77 has a finite
    quotient: the row stays open, and says why)::

        sage: rows = [{'task': 'catalogue', 'code': c, 'status': 'ok', 'seconds': 1.0,
        ....:          'result': catalogue_row(c, 0.01, 1)[1]} for c in ('0.3122', '0.77')]
        sage: folder = tempfile.mkdtemp(); path = build_catalogue(rows, folder)
        sage: out = update_catalogue_rows(folder, ['0.3122', '0.77'], 120, infinite_heaps=7)  # long time
        sage: out['0.3122'], out['0.77'][:40]                                  # long time
        ('infinite', 'the misère quotient of Kayles 0.77 with')
        sage: r = json.load(open(path))['records'][0]                          # long time
        sage: r['code'], r['misere_status'], r['misere_proof'], r['misere_infinite_heaps']  # long time
        ('0.3122', 'infinite', 'linear pretension', 7)
    """
    from sage_latticegames.io import save
    out = {}
    how = command or "update_catalogue_rows"
    if infinite_heaps is not None:
        if whole_law:
            raise ValueError("give infinite_heaps or whole_law, not both")
        infinite_heaps = int(infinite_heaps)
        old = _records_by_code(folder, name)
        os.makedirs(os.path.join(folder, CERTIFICATES), exist_ok=True)
        for code in codes:
            code = normalise_code(code)
            if code not in old:
                raise ValueError("%s is not a row of %s" % (code, name))
            t0 = time.monotonic()
            try:
                C = prove_infinite_heap_quotient(octal(code, infinite_heaps, play="misere"),
                                                 max_seconds=seconds, progress=bool(progress))
            except ValueError as e:
                out[code] = str(e)
                continue
            elapsed = round(time.monotonic() - t0, 3)
            save(C, os.path.join(folder, CERTIFICATES, certificate_name(code, "misere")))
            fields = {"misere_status": "infinite", "misere_proof": infinite_proof(C),
                      "misere_infinite_heaps": infinite_heaps,
                      "misere_seconds": _plus_seconds(old[code], elapsed)}
            note = ("misere_status and misere_proof by prove_infinite_heap_quotient(octal(%r, %s,"
                    " play='misere')) (a %s, %s s; %s; misere_seconds: the bounded"
                    " quotients plus the proof); the bounded quotients as generated"
                    % (code, infinite_heaps, fields["misere_proof"], elapsed, how))
            update_rows(folder, {code: fields}, {code: note}, name)
            out[code] = "infinite"
        return out
    if whole_law:
        old = _records_by_code(folder, name)
        for code in codes:
            code = normalise_code(code)
            t0 = time.monotonic()
            fields = whole_law_fields(code)       # a ValueError for a code without a law
            elapsed = round(time.monotonic() - t0, 3)
            fields["misere_seconds"] = _plus_seconds(old[code], elapsed)
            note = ("misere_status and misere_proof by whole_law_fields(%r) (the %s, %s s;"
                    " %s; misere_seconds: the bounded quotients plus the law); the bounded"
                    " quotients as generated" % (code, fields["misere_proof"], elapsed, how))
            update_rows(folder, {code: fields}, {code: note}, name)
            out[code] = "infinite"
        return out
    os.makedirs(os.path.join(folder, CERTIFICATES), exist_ok=True)
    for code in codes:
        code = normalise_code(code)
        t0 = time.monotonic()
        W, failure = whole_game_attempt(code, seconds, progress=progress)
        if W is None:
            out[code] = failure["reason"]
            continue
        elapsed = round(time.monotonic() - t0, 3)
        note = ("misère fields computed again with the budget %s s (%s): the whole quotient"
                " proved in %s s; the other fields as generated" % (seconds, how, elapsed))
        # each row written as soon as it is proved (an interrupted run keeps the rows done)
        save(W, os.path.join(folder, CERTIFICATES, certificate_name(code, "misere")))
        update_rows(folder, {code: dict(finite_fields(W), misere_seconds=elapsed)}, {code: note},
                    name)
        out[code] = "finite"
    return out
