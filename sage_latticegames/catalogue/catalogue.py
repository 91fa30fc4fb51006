r"""
The catalogue of octal games: misère and normal play, row by row re-provable

:func:`octal_catalogue` loads the catalogue shipped with the package (package
data: ``data/octal_catalogue.json`` and ``data/octal_catalogue.csv``): one
record per octal code ``0.d1``, ``0.d1d2`` and ``0.d1d2d3`` (digits `0`--`7`,
the last one nonzero) and the four-digit code ``0.3122``, each with

- **misère play** -- ``misere_status`` ``'finite'`` (the quotient of the whole
  game, every heap size, proved by the misère periodicity theorem of Plambeck
  and Plambeck--Siegel: ``misere_order``, ``misere_P``, ``misere_name``,
  ``misere_presentation``, ``misere_phi`` (`\Phi` in words:
  :func:`~sage_latticegames.catalogue.build.phi_text`), ``misere_preperiod``,
  ``misere_period``, ``misere_proved_at``), ``'infinite'`` (``misere_proof``
  ``'linear pretension'``: a linear pretension of the game with heaps `\le`
  ``misere_infinite_heaps`` and a diagonal family of pairwise distinguishable
  positions; ``'slice pretension'``: the same for a slice above the least
  failure of its pretension frontier, whose moves out of the slice the
  frontier classifies (:mod:`~sage_latticegames.misere.heap.slice_pretension`); or ``'max-sum law'``, 0.26, 0.27 and 0.57,
  or ``'chain law'``, 0.54: the outcomes of every
  position of the whole game, proved by that law, no heap bound, the
  bounded quotients proved kept as in an open row) or ``'open'`` (the
  quotients `\mathcal Q_N` of the games with heaps `\le N` proved for `N \le`
  ``misere_largest_heap``, their orders ``misere_orders_by_heap``, the lower
  bound ``misere_lower_bound`` on the order of the whole game's quotient);
- **normal play** -- the nim sequence (``normal_values``: the first values),
  with its period and preperiod proved by the octal periodicity theorem of
  Guy--Smith (``normal_status`` ``'periodic'``), or ``'open'`` with the
  largest heap computed;
- **the peer** -- what MisereSolver (A. N. Siegel) printed for the whole game
  within a short time limit (``peer``) and the comparison (``agrees``).

Where each result comes from, and why an infinite quotient of the game with
heaps `\le N` (or the order of `\mathcal Q_N`) says something about the whole
game, is stated in :mod:`sage_latticegames.catalogue.build`, which computes
the records; the file format is the one of :data:`~sage_latticegames.catalogue.build.RECORD_KEYS`
(every key always present, ``None`` where it does not apply).

**A record loaded from the file is a claim.**  Its ``repr`` says so until
:meth:`OctalCatalogue.certify` has proved it again in this process, from
scratch (the whole-game quotient, the proof of infiniteness, the nim
sequence), comparing every proved field; a pickled record is a claim again.

EXAMPLES::

    sage: from sage_latticegames.catalogue import octal_catalogue
    sage: C = octal_catalogue(); C
    Catalogue of 512 octal games (0.1 ... 0.3122): misère play 181 finite, 67 infinite, 264 open; normal play 311 periodic, 201 open (claims loaded from octal_catalogue.json)
    sage: R = C['0.75']; R
    Octal game 0.75 (claim loaded from octal_catalogue.json, not re-proved): misère finite of order 8, |P| = 2, R8, proved at heap 34; normal play periodic (preperiod 1, period 2); MisereSolver finite (agrees: yes)
    sage: R.misere_status, R['misere_order'], R.misere_presentation
    ('finite', 8, 'Q = <a,b,c | a2=1, b3=b, bc=ab, c2=b2>; P = {a, b2}')
    sage: C.certify('0.75')
    True
    sage: R
    Octal game 0.75 (re-proved in this process): misère finite of order 8, |P| = 2, R8, proved at heap 34; normal play periodic (preperiod 1, period 2); MisereSolver finite (agrees: yes)
    sage: '0.750' in C, '0.8' in C, len(C)
    (True, False, 512)
    sage: C['0.3122'].misere_status, C['0.3122'].misere_proof, C['0.3122'].misere_infinite_heaps
    ('infinite', 'linear pretension', 7)
    sage: C['0.26'].misere_status, C['0.26'].misere_proof, C['0.26'].misere_infinite_heaps
    ('infinite', 'max-sum law', None)
    sage: C['0.156'].misere_name, C['0.156'].misere_proved_at
    ('T5', 11489)
    sage: G = R.game(play='misere'); G.dimension(), G.misere_quotient().cardinality()
    (34, 8)

Bad codes::

    sage: C['0.8']
    Traceback (most recent call last):
    ...
    ValueError: '0.8' is a hexadecimal code (a move may leave three heaps): the catalogue lists the octal codes 0.d1d2... (digits 0-7)
    sage: C['0.1234']
    Traceback (most recent call last):
    ...
    KeyError: 'the octal code 0.1234 is not in the catalogue (its codes: 0.d1, 0.d1d2, 0.d1d2d3 and 0.3122)'
"""
import sage.all__sagemath_polyhedra  # noqa: F401

import numbers
import os

from sage.structure.sage_object import SageObject

from sage_latticegames.catalogue.build import (RECORD_KEYS, PROOFS, HEAP_PROOFS, CERTIFICATES,
                                               WHOLE_LAWS, WHOLE_LAW_TEXT, normalise_code, code_sort_key,
                                               order_changes)
from sage_latticegames.misc.files import read_json_file

__all__ = ["octal_catalogue", "OctalCatalogue", "CatalogueRecord", "DATA_FOLDER"]

#: the folder of the shipped data files
DATA_FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

#: the format name and version of the JSON file
FORMAT, VERSION = "sage_latticegames.octal_catalogue", 1

#: the codes of the catalogue (when its parameters do not say)
FAMILY = "0.d1, 0.d1d2, 0.d1d2d3 and 0.3122"

#: the data files of the catalogues shipped, by number of digits (``None``: up to three)
DATA_FILES = {None: "octal_catalogue.json", 4: "octal_catalogue_4digit.json"}

_STATUSES = {"misere_status": ("finite", "infinite", "open"),
             "normal_status": ("periodic", "open"),
             "agrees": (None, "yes", "no", "only package", "only peer", "neither")}
_INTS = ("digits", "misere_order", "misere_P", "misere_preperiod", "misere_period",
         "misere_proved_at", "misere_largest_heap", "misere_lower_bound", "normal_period",
         "normal_preperiod", "normal_computed_to", "misere_infinite_heaps")
_STRINGS = ("misere_name", "misere_presentation", "misere_phi", "misere_proof")
#: the fields a finite (periodic) row must have
_FINITE = ("misere_order", "misere_P", "misere_preperiod", "misere_period", "misere_proved_at")


def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, bool)


def check_record(r):
    r"""
    Check a record of the catalogue file: every key of
    :data:`~sage_latticegames.catalogue.build.RECORD_KEYS` and no other,
    the code normalised, the statuses known, the fields of each status
    present and of the right type; return the record, or raise a
    ``ValueError`` naming the code and the field.

    EXAMPLES::

        sage: from sage_latticegames.catalogue.catalogue import check_record
        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: r = octal_catalogue()['0.75'].data()
        sage: check_record(r) == r
        True
        sage: check_record(dict(r, misere_order='8'))
        Traceback (most recent call last):
        ...
        ValueError: record 0.75 of the catalogue: misere_order must be an integer or null, not '8'
        sage: check_record(dict(r, misere_status='tame'))
        Traceback (most recent call last):
        ...
        ValueError: record 0.75 of the catalogue: misere_status must be one of finite, infinite, open, not 'tame'
        sage: check_record(dict(r, code='0.750'))
        Traceback (most recent call last):
        ...
        ValueError: record 0.750 of the catalogue: the code is not normalised (0.75)
    """
    if not isinstance(r, dict):
        raise ValueError("a record of the catalogue must be a JSON object, not %r" % (r,))
    code = r.get("code")

    def bad(message):
        raise ValueError("record %s of the catalogue: %s" % (code, message))
    keys = set(r)
    if keys != set(RECORD_KEYS):
        missing, extra = sorted(set(RECORD_KEYS) - keys), sorted(keys - set(RECORD_KEYS))
        bad("missing keys %s, unknown keys %s" % (missing, extra))
    try:
        normal = normalise_code(code)
    except (ValueError, TypeError) as err:
        bad(str(err))
    if normal != code:
        bad("the code is not normalised (%s)" % normal)
    if r["digits"] != len(code) - 2:
        bad("digits must be %s" % (len(code) - 2))
    for key, values in _STATUSES.items():
        if r[key] not in values:
            bad("%s must be one of %s, not %r" % (key, ", ".join(str(v) for v in values if v),
                                                  r[key]))
    for key in _INTS:
        if r[key] is not None and not (_is_int(r[key]) and r[key] >= 0):
            bad("%s must be an integer or null, not %r" % (key, r[key]))
    for key in _STRINGS:
        if r[key] is not None and not isinstance(r[key], str):
            bad("%s must be a string or null, not %r" % (key, r[key]))
    if r["misere_tame"] not in (None, True, False):
        bad("misere_tame must be true, false or null")
    for key in ("misere_seconds", "normal_seconds"):
        if isinstance(r[key], bool) or not isinstance(r[key], (int, float)) or r[key] < 0:
            bad("%s must be a nonnegative number" % key)
    pairs = r["misere_orders_by_heap"]
    if not (isinstance(pairs, list) and all(isinstance(p, list) and len(p) == 2 and
                                            all(_is_int(x) for x in p) for p in pairs)):
        bad("misere_orders_by_heap must be a list of pairs [heap, order]")
    if [p[0] for p in pairs] != sorted({p[0] for p in pairs}):
        bad("misere_orders_by_heap must have increasing heaps")
    values = r["normal_values"]
    if not (isinstance(values, list) and all(_is_int(v) and v >= 0 for v in values)):
        bad("normal_values must be a list of nonnegative integers")
    status = r["misere_status"]
    if status == "finite":
        if any(r[k] is None for k in _FINITE) or r["misere_proof"] != "periodicity":
            bad("a finite row needs %s and the proof 'periodicity'" % ", ".join(_FINITE))
    elif status == "infinite":
        if r["misere_proof"] in ("max-sum law", "chain law"):
            if r["misere_infinite_heaps"] is not None or WHOLE_LAWS.get(code) != r["misere_proof"]:
                bad("the laws of the whole game prove the whole games %s infinite (%s), with no heap"
                    " bound" % (WHOLE_LAW_TEXT, ", ".join("%s: %s" % item for item in WHOLE_LAWS.items())))
        elif r["misere_infinite_heaps"] is None or r["misere_proof"] not in HEAP_PROOFS:
            bad("an infinite row needs misere_infinite_heaps and the proof 'linear pretension'"
                " or 'slice pretension' (or the proof 'max-sum law' or 'chain law')")
    elif any(r[k] is not None for k in _FINITE + ("misere_proof",)):
        bad("an open row has no order, period or proof")
    if r["misere_proof"] is not None and r["misere_proof"] not in PROOFS:
        bad("unknown proof %r" % r["misere_proof"])
    if r["normal_status"] == "periodic":
        if r["normal_period"] is None or r["normal_preperiod"] is None or r["normal_period"] < 1:
            bad("a periodic row needs normal_period and normal_preperiod")
    elif r["normal_period"] is not None or r["normal_preperiod"] is not None:
        bad("an open row of normal play has no period")
    peer = r["peer"]
    if peer is not None and not (isinstance(peer, dict) and
                                 peer.get("status") in ("finite", "timeout", "error")):
        bad("peer must be null or an object with a status finite, timeout or error")
    if (peer is None) != (r["agrees"] is None):
        bad("agrees is null exactly when the peer was not run")
    return r


class CatalogueRecord(SageObject):
    r"""
    The record of one octal game in the catalogue (see the module
    documentation): its fields are attributes and keys (``R.misere_order``,
    ``R['misere_order']``).

    A record made from data (loaded from a file) is a claim until
    :meth:`OctalCatalogue.certify` proves it again in this process.

    INPUT:

    - ``data`` -- a dictionary with every key of
      :data:`~sage_latticegames.catalogue.build.RECORD_KEYS` (checked by
      :func:`check_record`)
    - ``source`` -- (optional) where it was loaded from (for its ``repr``)

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue, CatalogueRecord
        sage: R = octal_catalogue()['0.07']; R
        Octal game 0.07 (claim loaded from octal_catalogue.json, not re-proved): misère infinite (linear pretension, heaps <= 34); normal play periodic (preperiod 53, period 34); MisereSolver timeout (agrees: only package)
        sage: R.normal_values[:10], R.keys() == list(R.data())
        ([0, 0, 1, 1, 2, 0, 3, 1, 1, 0], True)
        sage: octal_catalogue()['0.45']
        Octal game 0.45 (claim loaded from octal_catalogue.json, not re-proved): misère open (order >= 550: the quotients of heaps <= N proved for N <= 26); normal play periodic (preperiod 498, period 20); MisereSolver timeout (agrees: neither)
        sage: octal_catalogue()['0.54']
        Octal game 0.54 (claim loaded from octal_catalogue.json, not re-proved): misère infinite (chain law: the whole game; its quotients of heaps <= N, all finite, proved for N <= 100); normal play periodic (preperiod 3, period 7); MisereSolver timeout (agrees: only package)
        sage: R.nonexistent
        Traceback (most recent call last):
        ...
        AttributeError: a record of the catalogue has no field 'nonexistent'
        sage: S = loads(dumps(R)); S == R, S.is_certified()
        (True, False)
        sage: TestSuite(R).run()
    """

    def __init__(self, data, source=None, certificates=None):
        self._data = dict(check_record(dict(data)))
        self._source = source
        self._certificates = certificates
        self._proved = None     # None: a claim; True/False: the result of certify here

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self.__dict__["_data"][name]
        except KeyError:
            raise AttributeError("a record of the catalogue has no field %r" % name)

    def __getitem__(self, key):
        return self._data[key]

    def __contains__(self, key):
        return key in self._data

    def keys(self):
        r"""
        Return the names of the fields, in the order of the file.
        """
        return list(self._data)

    def data(self):
        r"""
        Return the fields as a dictionary (a copy).
        """
        return dict(self._data)

    def code(self):
        r"""
        Return the normalised octal code.
        """
        return self._data["code"]

    def is_certified(self):
        r"""
        Return whether the record was proved again in this process (by
        :meth:`OctalCatalogue.certify`).
        """
        return self._proved is True

    def _set_proved(self, result):
        # the result of a re-proof run in this process (True: every proved field agrees;
        # False: one does not); set only by OctalCatalogue.certify, which ran it
        self._proved = bool(result)

    def __reduce__(self):
        # a pickled record is a claim again
        return CatalogueRecord, (self._data, self._source, self._certificates)

    def certificate_file(self, play="misere"):
        r"""
        Return the path of the certificate file of the row in ``play``
        (``'misere'`` or ``'normal'``), or ``None`` when it has none: a
        finite misère row, an infinite one with a heap bound (not the rows
        proved by the max--sum law: :meth:`OctalCatalogue.certify` proves
        them again), a periodic normal-play row of the
        shipped catalogue of the codes of at most three digits, a finite
        misère row of the four-digit one has one (package data, the
        versioned JSON of :mod:`sage_latticegames.io`, written by
        :func:`~sage_latticegames.catalogue.build.write_certificates`).

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue
            sage: C = octal_catalogue()
            sage: import os; os.path.basename(C['0.75'].certificate_file())
            '0.75-misere.json'
            sage: C['0.54'].certificate_file() is None, os.path.basename(C['0.54'].certificate_file('normal'))
            (True, '0.54-normal.json')
            sage: os.path.basename(C['0.07'].certificate_file())     # infinite with heaps <= 34
            '0.07-misere.json'
            sage: C['0.07'].certificate_file('both')
            Traceback (most recent call last):
            ...
            ValueError: play must be 'misere' or 'normal', not 'both'
        """
        from sage_latticegames.catalogue.build import certificate_name
        name = certificate_name(self.code(), play)
        if self._certificates is None:
            return None
        path = os.path.join(self._certificates, name)
        return path if os.path.exists(path) else None

    def certificate(self, play="misere"):
        r"""
        Return the result of the row's certificate file in ``play``, loaded
        and proved again (:func:`~sage_latticegames.io.files.load`, which
        refuses a file whose claim does not hold): the quotient of the whole
        game (:class:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient`)
        of a finite misère row, the proof that the quotient of the heaps `\le`
        ``misere_infinite_heaps`` is infinite of an infinite row, the nim
        sequence of a periodic row; a ``ValueError`` when the row has no
        certificate file.

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue
            sage: R = octal_catalogue()['0.31']
            sage: W = R.certificate(); W.order() == R.misere_order, W.standard_name()
            (True, 'T2')
            sage: R.certificate('normal').period() == R.normal_period
            True
            sage: octal_catalogue()['0.45'].certificate()
            Traceback (most recent call last):
            ...
            ValueError: the row 0.45 has no certificate file in misere play (its status: open)
            sage: octal_catalogue()['0.07'].certificate().is_finite()    # long time (about 30 s)
            False
        """
        from sage_latticegames.io import load
        path = self.certificate_file(play)
        if path is None:
            status = self._data["misere_status" if play == "misere" else "normal_status"]
            raise ValueError("the row %s has no certificate file in %s play (its status: %s)"
                             % (self.code(), play, status))
        return load(path)

    def __eq__(self, other):
        return isinstance(other, CatalogueRecord) and self._data == other._data

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((self._data["code"], self._data["misere_status"], self._data["misere_order"],
                     self._data["normal_period"]))

    def _repr_(self):
        r = self._data
        if self._proved is True:
            state = "re-proved in this process"
        elif self._proved is False:
            state = "NOT confirmed: its re-proof in this process disagreed"
        else:
            state = "claim%s, not re-proved" % (" loaded from %s" % self._source
                                               if self._source else "")
        s = r["misere_status"]
        if s == "finite":
            misere = "finite of order %s, |P| = %s%s, proved at heap %s" % (
                r["misere_order"], r["misere_P"], ", %s" % r["misere_name"] if r["misere_name"]
                else "", r["misere_proved_at"])
        elif s == "infinite" and r["misere_infinite_heaps"] is None:
            misere = "infinite (%s: the whole game; its quotients of heaps <= N, all finite, " \
                     "proved for N <= %s)" % (r["misere_proof"], r["misere_largest_heap"])
        elif s == "infinite":
            misere = "infinite (%s, heaps <= %s)" % (r["misere_proof"], r["misere_infinite_heaps"])
        elif r["misere_largest_heap"] is not None:
            misere = "open (order >= %s: the quotients of heaps <= N proved for N <= %s)" % (
                r["misere_lower_bound"], r["misere_largest_heap"])
        else:
            misere = "open"
        if r["normal_status"] == "periodic":
            normal = "periodic (preperiod %s, period %s)" % (r["normal_preperiod"],
                                                            r["normal_period"])
        else:
            normal = "open (computed to heap %s)" % r["normal_computed_to"]
        peer = ("; MisereSolver %s (agrees: %s)" % (r["peer"]["status"], r["agrees"])
                if r["peer"] else "")
        return "Octal game %s (%s): misère %s; normal play %s%s" % (r["code"], state, misere,
                                                                   normal, peer)

    def game(self, heaps=None, play="normal"):
        r"""
        Return the octal game of the record with heaps of size at most
        ``heaps`` (:func:`~sage_latticegames.games.octal`).

        INPUT:

        - ``heaps`` -- (default: the heap of the record: in misère play where
          the whole game's quotient was proved, the heap bound of the proof
          of infiniteness, or the largest heap bound reached; in normal play
          the preperiod plus the period, or the largest heap computed)
        - ``play`` -- (default: ``'normal'``) ``'normal'`` or ``'misere'``

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue
            sage: R = octal_catalogue()['0.31']
            sage: R.game().dimension(), R.game(5, 'misere').board().defeated_generators()
            (5, ((0, 0, 0, 0, 0),))
            sage: R.game(play='misere').misere_quotient().cardinality() == R.misere_order
            True
        """
        from sage_latticegames.games import octal
        r = self._data
        if heaps is None:
            if play == "misere":
                heaps = r["misere_proved_at"] or r["misere_infinite_heaps"] or \
                    r["misere_largest_heap"] or 1
            else:
                heaps = (r["normal_preperiod"] + r["normal_period"]
                         if r["normal_status"] == "periodic" else r["normal_computed_to"]) or 1
        return octal(r["code"], heaps, play)

    def plot_orders(self, **options):
        r"""
        Plot the orders of the misère quotients `\mathcal Q_N` of the games
        with heaps `\le N` proved for this row, against the heap bound `N`
        (:func:`~sage_latticegames.graphics.catalogue.plot_misere_orders`):
        the step function of the orders (``misere_orders_by_heap`` up to
        ``misere_largest_heap``), the heap where the misère periodicity
        theorem applies (a finite row), the heap bound whose quotient is
        proved infinite, and the proven lower bound of an open row.  The
        picture of the row's page in the documentation has the same data
        (:func:`~sage_latticegames.graphics.catalogue.misere_orders_plot_data`).

        INPUT:

        - further keywords are Sage graphics options (``figsize``,
          ``title``, ...), stored as show options of the result

        OUTPUT: a Sage graphics object; a ``ValueError`` when the row records
        no bounded quotient

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue
            sage: C = octal_catalogue()
            sage: G = C['0.45'].plot_orders(); G
            Graphics object consisting of 2 graphics primitives
            sage: [p.options()['legend_label'] for p in G]
            ['order of $\\mathcal{Q}_N$ (proved)', 'lower bound on the order of $\\mathcal{Q}_\\infty$: 550']
            sage: r = G.get_axes_range(); r['xmax'], r['ymax']     # a logarithmic scale
            (26.0, 550.0)
            sage: [p.options()['legend_label'] for p in C['0.54'].plot_orders()]
            ['order of $\\mathcal{Q}_N$ (proved)', '$\\mathcal{Q}_\\infty$ proved infinite (chain law); $\\mathcal{Q}_N$ finite for $N \\leq 100$']
            sage: [p.options()['legend_label'] for p in C['0.07'].plot_orders()]
            ['order of $\\mathcal{Q}_N$ (proved)', '$\\mathcal{Q}_{34}$ proved infinite (linear pretension)']
            sage: len(C['0.75'].plot_orders(figsize=4)), len(C['0.3122'].plot_orders())
            (2, 2)
        """
        from sage_latticegames.graphics.catalogue import plot_misere_orders
        return plot_misere_orders(self, **options)

    def plot_nim_sequence(self, **options):
        r"""
        Plot the nim sequence of the row in normal play (its first values
        ``normal_values``) with the preperiod and period that the octal
        periodicity theorem proves (a periodic row)
        (:func:`~sage_latticegames.graphics.catalogue.plot_nim_sequence`; the
        picture of the row's page in the documentation has the same data,
        :func:`~sage_latticegames.graphics.catalogue.nim_sequence_plot_data`).

        INPUT:

        - further keywords are Sage graphics options (``figsize``,
          ``title``, ...), stored as show options of the result

        OUTPUT: a Sage graphics object; a ``ValueError`` when the row records
        no nim value

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue, CatalogueRecord
            sage: R = octal_catalogue()['0.77']
            sage: G = R.plot_nim_sequence(figsize=5); G
            Graphics object consisting of 2 graphics primitives
            sage: [p.options()['legend_label'] for p in G]
            ['nim value G(n)', 'preperiod 71, period 12']
            sage: from sage.misc.temporary_file import tmp_filename
            sage: G.save(tmp_filename(ext='.png'))
            sage: S = CatalogueRecord(dict(R.data(), normal_status='open', normal_period=None,
            ....:                          normal_preperiod=None, normal_values=[]))
            sage: S.plot_nim_sequence()
            Traceback (most recent call last):
            ...
            ValueError: the row 0.77 records no nim value: nothing to plot
        """
        from sage_latticegames.graphics.catalogue import plot_nim_sequence
        return plot_nim_sequence(self, **options)

    def _test_schema(self, tester=None, **options):
        r"""
        Check that the record satisfies the format (:func:`check_record`)
        and that its orders by heap bound grow.
        """
        if tester is None:
            tester = self._tester(**options)
        tester.assertEqual(check_record(self.data()), self._data)
        orders = [o for _, o in self._data["misere_orders_by_heap"]]
        tester.assertEqual(orders, sorted(orders))


class OctalCatalogue(SageObject):
    r"""
    The catalogue of octal games: its records by code (see the module
    documentation).  Made by :func:`octal_catalogue`.

    INPUT:

    - ``data`` -- the decoded JSON file (format ``sage_latticegames.octal_catalogue``,
      version 1)
    - ``source`` -- (optional) the file name, for the ``repr``

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: C = octal_catalogue()
        sage: [R.code() for R in C][:3], C.codes()[-2:]
        (['0.1', '0.2', '0.3'], ['0.777', '0.3122'])
        sage: C.parameters()['misere_seconds'], C.generated()['peer']
        (4.0, 'MisereSolver (CGSuite e2a8d5c9)')
        sage: loads(dumps(C)) == C
        True
        sage: TestSuite(C).run()
    """

    def __init__(self, data, source=None):
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("%s is not an octal catalogue (format %s)" % (source or "the data",
                                                                            FORMAT))
        if data.get("version") != VERSION:
            raise ValueError("%s is an octal catalogue of version %r; this package reads "
                             "version %s" % (source or "the data", data.get("version"), VERSION))
        for key in ("parameters", "generated", "records"):
            if key not in data:
                raise ValueError("%s has no %r" % (source or "the catalogue", key))
        self._source = source
        self._parameters = dict(data["parameters"])
        self._generated = dict(data["generated"])
        name = os.path.basename(source) if source else None
        certificates = (os.path.join(os.path.dirname(os.path.abspath(source)), CERTIFICATES)
                        if source else None)
        self._records = {}
        for r in data["records"]:
            R = CatalogueRecord(r, name, certificates)
            if R.code() in self._records:
                raise ValueError("the catalogue lists the code %s twice" % R.code())
            self._records[R.code()] = R
        codes = list(self._records)
        if codes != sorted(codes, key=code_sort_key):
            raise ValueError("the records of the catalogue are not sorted by number of digits "
                             "and code")

    def __reduce__(self):
        return OctalCatalogue, (self.data(), self._source)

    def data(self):
        r"""
        Return the catalogue as the JSON data of its file.
        """
        return {"format": FORMAT, "version": VERSION, "parameters": dict(self._parameters),
                "generated": dict(self._generated),
                "records": [R.data() for R in self._records.values()]}

    def __eq__(self, other):
        return isinstance(other, OctalCatalogue) and self.data() == other.data()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(tuple(self._records))

    def parameters(self):
        r"""
        Return the parameters of the generation (budgets, command).
        """
        return dict(self._parameters)

    def generated(self):
        r"""
        Return when and with which versions the catalogue was generated.
        """
        return dict(self._generated)

    def codes(self):
        r"""
        Return the codes of the catalogue, in its order.
        """
        return list(self._records)

    def __len__(self):
        return len(self._records)

    def __iter__(self):
        r"""
        Iterate over the records, in the order of the catalogue.
        """
        return iter(self._records.values())

    def __contains__(self, code):
        try:
            return normalise_code(code) in self._records
        except (ValueError, TypeError):
            return False

    def __getitem__(self, code):
        code = normalise_code(code)
        try:
            return self._records[code]
        except KeyError:
            raise KeyError("the octal code %s is not in the catalogue (its codes: %s)"
                           % (code, self._parameters.get("family", FAMILY)))

    def _repr_(self):
        s = self.summary()
        codes = self.codes()
        proved = sum(1 for R in self if R.is_certified())
        return ("Catalogue of %s octal games (%s ... %s): misère play %s finite, %s infinite, %s "
                "open; normal play %s periodic, %s open (claims loaded from %s%s)"
                % (s["codes"], codes[0], codes[-1], s["misere"]["finite"],
                   s["misere"]["infinite"], s["misere"]["open"], s["normal"]["periodic"],
                   s["normal"]["open"], os.path.basename(self._source or "data"),
                   "; %s re-proved in this process" % proved if proved else ""))

    def summary(self, digits=None):
        r"""
        Return the counts of the catalogue: codes, misère statuses, normal
        statuses, comparison with the peer (``'not run'`` when it was not).

        INPUT:

        - ``digits`` -- (optional) an integer or a list of integers: count
          only the codes with so many digits

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue
            sage: S = octal_catalogue().summary(digits=[2, 3]); S['codes'], sorted(S)
            (504, ['codes', 'misere', 'normal', 'peer'])
            sage: sum(S['misere'].values()) == sum(S['normal'].values()) == sum(S['peer'].values()) == 504
            True
        """
        if digits is not None:
            digits = {int(digits)} if not isinstance(digits, (list, tuple, set)) else \
                {int(d) for d in digits}
        out = {"codes": 0, "misere": {"finite": 0, "infinite": 0, "open": 0},
               "normal": {"periodic": 0, "open": 0},
               "peer": {"yes": 0, "no": 0, "only package": 0, "only peer": 0, "neither": 0,
                        "not run": 0}}
        for R in self:
            if digits is not None and R.digits not in digits:
                continue
            out["codes"] += 1
            out["misere"][R.misere_status] += 1
            out["normal"][R.normal_status] += 1
            out["peer"][R.agrees or "not run"] += 1
        return out

    def certify(self, code, max_seconds=None):
        r"""
        Prove the record of ``code`` again, from scratch, and return whether
        every proved field agrees; the record is marked accordingly (its
        ``repr`` says so).

        - misère ``'finite'``: the whole-game quotient
          (:func:`~sage_latticegames.misere.whole_game_quotient`) -- order,
          `|P|`, name, tameness, presentation, `\Phi`, preperiod, period, the
          heap where the theorem applied, the orders by heap bound;
        - misère ``'infinite'``: the linear pretension and its diagonal family
          (:func:`~sage_latticegames.misere.prove_infinite_heap_quotient`) for
          the heaps `\le` ``misere_infinite_heaps``, and the orders by heap
          bound of the smaller heap bounds; for the proofs ``'max-sum law'``
          (0.26, 0.27, 0.57) and ``'chain law'`` (0.54), the law proved again by isl
          (:func:`~sage_latticegames.catalogue.build.whole_law_fields`,
          a few minutes) and the orders by heap bound;
        - misère ``'open'``: the quotients of heaps `\le N` for `N \le`
          ``misere_largest_heap`` -- their orders and the lower bound (an open
          row states only these: "open" is not a theorem, and the re-run,
          given more time, may prove the whole game's quotient finite: the
          row is then still correct, and ``True`` is returned);
        - normal play: the nim sequence computed to ``normal_computed_to``
          (:func:`~sage_latticegames.games.nim_sequence`) -- status, period,
          preperiod, the values listed.

        The peer's result is what the peer printed, not re-run.

        INPUT:

        - ``code`` -- an octal code of the catalogue
        - ``max_seconds`` -- (default: ``max(60, 20 misere_seconds)``) the
          budget of the misère re-proof (a re-proof over it returns ``False``)

        EXAMPLES::

            sage: from sage_latticegames.catalogue import octal_catalogue
            sage: C = octal_catalogue()
            sage: C.certify('0.31'), C.certify('0.45'), C['0.45'].is_certified()
            (True, True, True)
            sage: C.certify('0.07')               # long time (the proof with heaps <= 34: 30 s)
            True
            sage: C['0.077'].misere_status, C.certify('0.077')
            ('finite', True)
            sage: C.certify('0.26')                # long time (the max-sum law: minutes)
            True
            sage: C.certify('0.54')                # long time (the chain law: about 3 minutes)
            True

        A tampered row is refused::

            sage: from sage_latticegames.catalogue import OctalCatalogue
            sage: D = C.data()
            sage: D['records'][C.codes().index('0.31')]['misere_order'] = 7
            sage: T = OctalCatalogue(D); T.certify('0.31'), T['0.31']
            (False, Octal game 0.31 (NOT confirmed: its re-proof in this process disagreed): misère finite of order 7, ...)
        """
        R = self[code]
        ok = _misere_matches(R, max_seconds) and _normal_matches(R)
        R._set_proved(ok)
        return ok

    def _test_records(self, tester=None, **options):
        r"""
        Check every record against the format and the order of the codes.
        """
        if tester is None:
            tester = self._tester(**options)
        for R in self:
            R._test_schema(tester=tester)
        tester.assertEqual(self.codes(), sorted(self.codes(), key=code_sort_key))


def _misere_matches(R, max_seconds=None):
    r"""
    Return whether the misère fields of the record ``R`` are what the
    computation proves again (see :meth:`OctalCatalogue.certify`).
    """
    from sage_latticegames.catalogue.build import misere_fields
    from sage_latticegames.misere import (whole_game_quotient, WholeGameQuotientError,
                                          MisereQuotientBudgetError)
    r = R.data()
    seconds = max_seconds if max_seconds is not None else max(60.0, 20 * r["misere_seconds"])
    if r["misere_status"] == "finite":
        new = misere_fields(r["code"], seconds)
        keys = [k for k in RECORD_KEYS if k.startswith("misere_") and k != "misere_seconds"]
        return all(new.get(k) == r[k] for k in keys)
    if r["misere_status"] == "infinite" and r["misere_proof"] in ("max-sum law", "chain law"):
        new = misere_fields(r["code"], 0, whole_law=True)
        if new["misere_status"] != "infinite" or new["misere_proof"] != r["misere_proof"]:
            return False
    elif r["misere_status"] == "infinite":
        new = misere_fields(r["code"], 0, r["misere_infinite_heaps"], seconds)
        if new["misere_status"] != "infinite" or new["misere_proof"] != r["misere_proof"]:
            return False
    # the bounded quotients: heaps <= N for N <= the largest heap bound recorded
    top = r["misere_largest_heap"]
    if top is None:
        return r["misere_orders_by_heap"] == [] and r["misere_lower_bound"] is None
    try:
        W = whole_game_quotient(r["code"], max_heap=top, max_seconds=seconds)
        # proved finite (more than the row says): Q_m = Q_infinity for m >= the heap of the
        # proof, so the orders of the larger bounds are the order of the whole game's quotient
        history = [t for t in W.history() if t[0] <= top]
        history += [(m, W.order(), W.P_portion_size()) for m in range(len(history) + 1, top + 1)]
    except WholeGameQuotientError as err:
        if "max_heap" not in err.reason:
            return False            # over the budget: not proved again
        history = list(err.partial)
    except MisereQuotientBudgetError:
        return False
    if not history or history[-1][0] != top:
        return False
    return (order_changes(history) == r["misere_orders_by_heap"]
            and max(o for _, o, _ in history) == r["misere_lower_bound"])


def _normal_matches(R):
    r"""
    Return whether the normal-play fields of the record ``R`` are what the
    nim sequence computed again gives.
    """
    from sage_latticegames.games import nim_sequence
    r = R.data()
    S = nim_sequence(r["code"], max_heap=max(1, r["normal_computed_to"]))
    periodic = S.is_certified()
    if (r["normal_status"] == "periodic") != periodic:
        return False
    if periodic and (S.period(), S.preperiod()) != (r["normal_period"], r["normal_preperiod"]):
        return False
    if S.computed_to() != r["normal_computed_to"]:
        return False
    return [int(v) for v in S.values(len(r["normal_values"]))] == r["normal_values"]


def octal_catalogue(path=None, digits=None):
    r"""
    Return the catalogue of octal games shipped with the package (or the one
    in the file ``path``): an :class:`OctalCatalogue` whose records are
    claims until :meth:`OctalCatalogue.certify` proves them again.

    INPUT:

    - ``path`` -- (optional) a JSON file of the catalogue's format (default:
      the shipped file of ``digits`` in :data:`DATA_FOLDER`)
    - ``digits`` -- (default: ``None``) ``None`` or ``3``: the codes of at
      most three digits and ``0.3122`` (``octal_catalogue.json``); ``4``: the
      four-digit codes ``0.d1d2d3d4`` surveyed with a short budget each
      (``octal_catalogue_4digit.json``; its parameters say which codes and
      budgets)

    OUTPUT: an :class:`OctalCatalogue`; a ``ValueError`` naming the file and
    the problem for a file that is not a catalogue

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: len(octal_catalogue())
        512
        sage: D = octal_catalogue(digits=4); len(D), D.parameters()['misere_seconds']
        (3584, 0.5)
        sage: D['0.3171'].misere_order, D['0.3171'].misere_proved_at
        (226, ...)
        sage: octal_catalogue(digits=2)
        Traceback (most recent call last):
        ...
        ValueError: the catalogues shipped are those of the codes of at most three digits (digits=None or 3) and of four digits (digits=4), not digits=2
        sage: import os, tempfile
        sage: path = os.path.join(tempfile.mkdtemp(), 'c.json')
        sage: _ = open(path, 'w').write('{"format": "other"}')
        sage: octal_catalogue(path)
        Traceback (most recent call last):
        ...
        ValueError: ...c.json is not an octal catalogue (format sage_latticegames.octal_catalogue)
    """
    if digits == 3:
        digits = None
    if digits not in DATA_FILES:
        raise ValueError("the catalogues shipped are those of the codes of at most three digits "
                         "(digits=None or 3) and of four digits (digits=4), not digits=%r"
                         % (digits,))
    if path is None:
        path = os.path.join(DATA_FOLDER, DATA_FILES[digits])
    elif digits is not None:
        raise ValueError("give a file or a number of digits, not both")
    path = os.fspath(path)
    return OctalCatalogue(read_json_file(path, "an octal catalogue"), path)
