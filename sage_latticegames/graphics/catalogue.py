r"""
Plots of the rows of the catalogue of octal games

Two plots of a row of the catalogue
(:class:`~sage_latticegames.catalogue.catalogue.CatalogueRecord`, or its
fields as a dictionary, as in the data file):

- **the orders by heap bound** -- the order of the misère quotient
  `\mathcal Q_N` of the game with heaps of size `\le N` against `N`, a step
  function (the pairs ``misere_orders_by_heap`` where the order changes,
  continued to the largest heap bound proved, ``misere_largest_heap``); the
  heap where the misère periodicity theorem proves the quotient of the whole
  game (Plambeck 2005, Plambeck--Siegel 2008: ``misere_proved_at``, a finite
  row); the heap bound whose quotient a linear pretension proves infinite
  (``misere_infinite_heaps``); and for an open row the proven lower bound
  ``misere_lower_bound`` on the order of the whole game's quotient
  `\mathcal Q_\infty` (the lemma `|\mathcal Q_N| \le |\mathcal Q_\infty|`:
  positions with heaps `\le N` distinguished by a position with heaps
  `\le N` stay distinguished in the whole game; it is stated with the
  theorem behind every field of a row in
  :mod:`sage_latticegames.catalogue.build`);
- **the nim sequence** -- the first values `G(n)` of the nim sequence in
  normal play (``normal_values``), and the preperiod and period that the
  octal periodicity theorem of Guy--Smith proves (a periodic row).

:func:`misere_orders_plot_data` and :func:`nim_sequence_plot_data` return
the data of each plot (plain Python, exact integers: THE copy, read by the
Sage plots :func:`plot_misere_orders` and :func:`plot_nim_sequence`, the
bodies of
:meth:`~sage_latticegames.catalogue.catalogue.CatalogueRecord.plot_orders`
and
:meth:`~sage_latticegames.catalogue.catalogue.CatalogueRecord.plot_nim_sequence`,
and by the pictures of the documentation's pages of the catalogue,
``doc/catalogue_pages.py``, drawn with matplotlib alone).  Importing this
module imports no Sage module; the Sage plots import Sage's plotting modules
when called.

The plots show what a row states, no more: the orders of the bounded
quotients proved, the heap of a proof, a bound labelled as a bound.

EXAMPLES::

    sage: from sage_latticegames.catalogue import octal_catalogue
    sage: from sage_latticegames.graphics.catalogue import misere_orders_plot_data
    sage: d = misere_orders_plot_data(octal_catalogue()['0.75'])
    sage: d['steps'], d['proved_at'], d['title']
    ([(1, 2), (2, 6), (5, 8), (34, 8)], 34, 'Misère quotient of 0.75 by heap bound (finite)')

REFERENCES:

- T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
  INTEGERS 5 (2005) G05.
- T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
  J. Combin. Theory Ser. A 115 (2008).
- R. K. Guy, C. A. B. Smith, *The G-values of various games*, Proc.
  Cambridge Philos. Soc. 52 (1956).
"""
from sage_latticegames.graphics.options import show_options

#: the labels of the axes of the two plots (matplotlib's mathtext, which Sage uses too)
ORDERS_AXES = ("heap bound $N$", r"order of $\mathcal{Q}_N$")
NIM_AXES = ("heap size $n$", "$G(n)$")

#: the orders are drawn on a logarithmic scale when the largest exceeds the least this many times
LOGARITHMIC_RATIO = 50


def _field(record, key):
    # a field of a record or of its dictionary (None when the dictionary lacks it)
    return record[key] if key in record else None


def _code(record):
    try:
        code = _field(record, "code")
    except TypeError:       # not a container
        code = None
    if not isinstance(code, str):
        raise TypeError("a row of the catalogue (a CatalogueRecord or its fields as a "
                        "dictionary with a 'code') is expected, not %r" % (record,))
    return code


def misere_orders_plot_data(record):
    r"""
    Return the data of the plot of the orders of the misère quotients
    `\mathcal Q_N` of a row of the catalogue by heap bound `N`.

    INPUT:

    - ``record`` -- a
      :class:`~sage_latticegames.catalogue.catalogue.CatalogueRecord`, or its
      fields as a dictionary (a missing field counts as ``None``)

    OUTPUT: a dictionary, its numbers exact integers:

    - ``'code'``, ``'status'`` -- the code and its misère status
    - ``'steps'`` -- the pairs `(N, |\mathcal Q_N|)` where the order changes
      (``misere_orders_by_heap``), then the largest heap bound proved with the
      last order if it is larger: the step function, constant from each `N` to the next
      (empty when the row records no bounded quotient)
    - ``'path'`` -- the corners of the graph of that step function, in order
    - ``'proved_at'`` -- the heap where the periodicity theorem proves the
      quotient of the whole game, or ``None``
    - ``'infinite_heaps'`` -- the heap bound whose quotient a linear
      pretension proves infinite, or ``None``
    - ``'whole_law'`` -- of a row whose whole game a law proves infinite
      (the max-sum law, the chain law: ``misere_proof``, while every bounded
      quotient recorded is finite), the largest heap bound recorded, where
      the plot marks the law, else ``None``
    - ``'lower_bound'`` -- of an open row, the proven lower bound on the order
      of the quotient of the whole game, else ``None``
    - ``'xmax'``, ``'ymax'`` -- the largest heap bound and the largest order
      (or bound) shown, at least `1`
    - ``'logarithmic'`` -- whether the orders are drawn on a logarithmic scale
      (the largest is more than :data:`LOGARITHMIC_RATIO` times the least)
    - ``'title'``, ``'axes_labels'``, ``'labels'`` -- the title, the labels
      of the axes, and the legend of each part shown (keys ``'steps'``,
      ``'proved_at'``, ``'infinite_heaps'``, ``'whole_law'``, ``'lower_bound'``)

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: from sage_latticegames.graphics.catalogue import misere_orders_plot_data
        sage: C = octal_catalogue()
        sage: d = misere_orders_plot_data(C['0.07'])
        sage: d['status'], d['steps'][-2:], d['lower_bound'], d['infinite_heaps'], d['xmax']
        ('infinite', [(32, 552), (33, 638)], None, 34, 34)
        sage: d['path'][:5], d['labels']['infinite_heaps'], d['logarithmic']
        ([(1, 1), (2, 1), (2, 2), (4, 2), (4, 6)], '$\\mathcal{Q}_{34}$ proved infinite (linear pretension)', True)
        sage: d = misere_orders_plot_data(C['0.45']); d['status'], d['lower_bound'], d['xmax']
        ('open', 550, 26)
        sage: d['labels']['lower_bound']
        'lower bound on the order of $\\mathcal{Q}_\\infty$: 550'
        sage: d = misere_orders_plot_data(C['0.54']); d['status'], d['whole_law'], d['lower_bound']
        ('infinite', 100, None)
        sage: d['labels']['whole_law']
        '$\\mathcal{Q}_\\infty$ proved infinite (chain law); $\\mathcal{Q}_N$ finite for $N \\leq 100$'
        sage: d = misere_orders_plot_data(C['0.3122']); d['infinite_heaps'], d['xmax']
        (7, 7)
        sage: d['labels']['infinite_heaps']
        '$\\mathcal{Q}_{7}$ proved infinite (linear pretension)'
        sage: misere_orders_plot_data({'code': '0.7777'})['steps']
        []
        sage: misere_orders_plot_data([1, 2])
        Traceback (most recent call last):
        ...
        TypeError: a row of the catalogue (a CatalogueRecord or its fields as a dictionary with a 'code') is expected, not [1, 2]
    """
    code = _code(record)
    status = _field(record, "misere_status")
    runs = [(int(N), int(order)) for N, order in (_field(record, "misere_orders_by_heap") or [])]
    last = _field(record, "misere_largest_heap") or (runs[-1][0] if runs else 1)
    steps = runs + ([(last, runs[-1][1])] if runs and last > runs[-1][0] else [])
    path = []
    for i, (N, order) in enumerate(steps):
        if i:
            path.append((N, steps[i - 1][1]))
        path.append((N, order))
    proved = _field(record, "misere_proved_at")
    infinite = _field(record, "misere_infinite_heaps")
    bound = _field(record, "misere_lower_bound") if status == "open" else None
    law = (last if status == "infinite" and infinite is None and steps else None)
    orders = [order for _, order in steps]
    ymax = max(orders + [bound or 0, 1])
    labels = {}
    if steps:
        labels["steps"] = r"order of $\mathcal{Q}_N$ (proved)"
    if proved is not None:
        labels["proved_at"] = "periodicity theorem applies (heap %s)" % proved
    if infinite is not None:
        labels["infinite_heaps"] = (r"$\mathcal{Q}_{%s}$ proved infinite (%s)"
                                    % (infinite, _field(record, "misere_proof")))
    if law is not None:
        labels["whole_law"] = (r"$\mathcal{Q}_\infty$ proved infinite (%s); "
                               r"$\mathcal{Q}_N$ finite for $N \leq %s$"
                               % (_field(record, "misere_proof"), law))
    if bound is not None:
        labels["lower_bound"] = r"lower bound on the order of $\mathcal{Q}_\infty$: %s" % bound
    return {"code": code, "status": status, "steps": steps, "path": path,
            "proved_at": proved, "infinite_heaps": infinite, "whole_law": law,
            "lower_bound": bound,
            "xmax": max(last, proved or 0, infinite or 0, 1), "ymax": ymax,
            "logarithmic": ymax > LOGARITHMIC_RATIO * max(1, min(orders or [1])),
            "title": "Misère quotient of %s by heap bound (%s)" % (code, status),
            "axes_labels": ORDERS_AXES, "labels": labels}


def nim_sequence_plot_data(record):
    r"""
    Return the data of the plot of the nim sequence of a row of the
    catalogue (its first values in normal play).

    INPUT:

    - ``record`` -- a
      :class:`~sage_latticegames.catalogue.catalogue.CatalogueRecord`, or its
      fields as a dictionary (a missing field counts as ``None``)

    OUTPUT: a dictionary, its numbers exact integers:

    - ``'code'``, ``'status'`` -- the code and its normal-play status
    - ``'points'`` -- the pairs `(n, G(n))` of the values recorded
      (``normal_values``; empty when there is none)
    - ``'preperiod'``, ``'period'`` -- proved by the octal periodicity
      theorem (a periodic row), else ``None``
    - ``'preperiod_shown'`` -- whether the preperiod lies among the values
      shown (where its line is drawn)
    - ``'ymax'`` -- the largest value shown, at least `1`
    - ``'title'``, ``'axes_labels'``, ``'labels'`` -- the title, the labels
      of the axes, and the legend of each part shown (keys ``'points'``,
      ``'preperiod'``)

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: from sage_latticegames.graphics.catalogue import nim_sequence_plot_data
        sage: d = nim_sequence_plot_data(octal_catalogue()['0.07'])
        sage: d['points'][:6], d['preperiod'], d['period'], d['preperiod_shown'], d['ymax']
        ([(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 0)], 53, 34, True, 9)
        sage: d['title'], d['labels']['preperiod']
        ('Nim sequence of 0.07 (normal play, first 600 values)', 'preperiod 53, period 34')
        sage: d = nim_sequence_plot_data({'code': '0.27', 'normal_status': 'open',
        ....:                             'normal_values': [0, 0, 1, 2]})
        sage: d['title'], d['preperiod'], sorted(d['labels'])
        ('Nim sequence of 0.27 (normal play, first 4 values; no period proved)', None, ['points'])
    """
    code = _code(record)
    status = _field(record, "normal_status")
    values = [int(v) for v in (_field(record, "normal_values") or [])]
    n0, p = _field(record, "normal_preperiod"), _field(record, "normal_period")
    shown = n0 is not None and p is not None and n0 < len(values)
    labels = {"points": "nim value G(n)"} if values else {}
    if shown:
        labels["preperiod"] = "preperiod %s, period %s" % (n0, p)
    return {"code": code, "status": status, "points": list(enumerate(values)),
            "preperiod": n0, "period": p, "preperiod_shown": shown,
            "ymax": max(values + [1]),
            "title": "Nim sequence of %s (normal play, first %s values%s)"
                     % (code, len(values), "" if p is not None else "; no period proved"),
            "axes_labels": NIM_AXES, "labels": labels}


def _show_options(data, options, **defaults):
    # the show options of a plot of a row (title, labels of the axes, frame, ranges), then
    # the caller's (graphics.options: given to the primitives, so that they belong to this plot)
    return show_options(options, title=data["title"], axes_labels=list(data["axes_labels"]),
                        frame=True, axes=False, fontsize=9, **defaults)


def plot_misere_orders(record, **options):
    r"""
    Plot the orders of the misère quotients `\mathcal Q_N` of a row of the
    catalogue by heap bound `N` (the data of :func:`misere_orders_plot_data`):
    the step function of the orders proved, the heap where the periodicity
    theorem applies (a finite row), the heap bound whose quotient is proved
    infinite, the law that proves the whole game infinite, and the lower
    bound of an open row, with a legend.

    INPUT:

    - ``record`` -- a
      :class:`~sage_latticegames.catalogue.catalogue.CatalogueRecord`, or its
      fields as a dictionary
    - further keywords are options of ``Graphics.show`` (``figsize``,
      ``title``, ``scale``, ...), stored in the result (they replace the
      defaults: the title naming the code, the labels of the axes, the
      ranges, the scale)

    OUTPUT: a Sage graphics object (on a logarithmic scale, ``semilogy``,
    when the orders span more than a factor :data:`LOGARITHMIC_RATIO`); a
    ``ValueError`` when the row records no bounded quotient

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: from sage_latticegames.graphics.catalogue import plot_misere_orders
        sage: G = plot_misere_orders(octal_catalogue()['0.77'], figsize=4); G
        Graphics object consisting of 2 graphics primitives
        sage: [p.options()['legend_label'] for p in G]
        ['order of $\\mathcal{Q}_N$ (proved)', 'periodicity theorem applies (heap 253)']
        sage: G.get_axes_range()
        {'xmax': 253.0, 'xmin': 0.0, 'ymax': 40.0, 'ymin': 0.0}
        sage: from sage.misc.temporary_file import tmp_filename
        sage: G.save(tmp_filename(ext='.png'))     # the title, the labels, the legend
        sage: plot_misere_orders({'code': '0.7777', 'misere_status': 'open'})
        Traceback (most recent call last):
        ...
        ValueError: the row 0.7777 records no bounded misère quotient: nothing to plot
        sage: plot_misere_orders(octal_catalogue()['0.77'], colour='red')
        Traceback (most recent call last):
        ...
        TypeError: 'colour' is not an option of Graphics.show (the options: aspect_ratio, ...)
    """
    from sage.plot.line import line
    data = misere_orders_plot_data(record)
    if not data["steps"]:
        raise ValueError("the row %s records no bounded misère quotient: nothing to plot"
                         % data["code"])
    # the vertical lines start at the least order shown (1 on a logarithmic scale)
    labels, low, top = data["labels"], (1 if data["logarithmic"] else 0), data["ymax"]
    show = _show_options(data, options, xmin=0, xmax=data["xmax"], ymin=low,
                         scale="semilogy" if data["logarithmic"] else "linear")
    G = line(data["path"], color="blue", thickness=1.6, legend_label=labels["steps"], **show)
    for key, color in (("proved_at", "green"), ("infinite_heaps", "purple"),
                       ("whole_law", "purple")):
        if data[key] is not None:
            G += line([(data[key], low), (data[key], top)], color=color, linestyle="--",
                      legend_label=labels[key])
    if data["lower_bound"] is not None:
        G += line([(0, data["lower_bound"]), (data["xmax"], data["lower_bound"])], color="red",
                  linestyle=":", legend_label=labels["lower_bound"])
    G.set_legend_options(loc="lower right", font_size=8)
    return G


def plot_nim_sequence(record, **options):
    r"""
    Plot the nim sequence of a row of the catalogue (the data of
    :func:`nim_sequence_plot_data`): the values `G(n)` recorded as points,
    and the preperiod (with the period in its legend) of a periodic row.

    INPUT:

    - ``record`` -- a
      :class:`~sage_latticegames.catalogue.catalogue.CatalogueRecord`, or its
      fields as a dictionary
    - further keywords are options of ``Graphics.show`` (``figsize``,
      ``title``, ...), stored in the result

    OUTPUT: a Sage graphics object; a ``ValueError`` when the row records
    no nim value

    EXAMPLES::

        sage: from sage_latticegames.catalogue import octal_catalogue
        sage: from sage_latticegames.graphics.catalogue import plot_nim_sequence
        sage: G = plot_nim_sequence(octal_catalogue()['0.07']); G
        Graphics object consisting of 2 graphics primitives
        sage: [p.options()['legend_label'] for p in G]
        ['nim value G(n)', 'preperiod 53, period 34']
        sage: G.get_axes_range()
        {'xmax': 599.0, 'xmin': 0.0, 'ymax': 9.0, 'ymin': 0.0}
        sage: plot_nim_sequence({'code': '0.7777', 'normal_values': []})
        Traceback (most recent call last):
        ...
        ValueError: the row 0.7777 records no nim value: nothing to plot
    """
    from sage.plot.line import line
    from sage.plot.point import point2d
    data = nim_sequence_plot_data(record)
    if not data["points"]:
        raise ValueError("the row %s records no nim value: nothing to plot" % data["code"])
    labels = data["labels"]
    show = _show_options(data, options, xmin=0, ymin=0, scale="linear")
    G = point2d(data["points"], color="blue", size=6, legend_label=labels["points"], **show)
    if data["preperiod_shown"]:
        n0 = data["preperiod"]
        G += line([(n0, 0), (n0, data["ymax"])], color="green", linestyle="--",
                  legend_label=labels["preperiod"])
    G.set_legend_options(loc="upper left", font_size=8)
    return G
