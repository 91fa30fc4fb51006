"""
The plots of a row of the catalogue (``sage_latticegames.graphics.catalogue``):
the data of the two plots against the fields of rows of every status, the Sage
plots of a row (``R.plot_orders()``, ``R.plot_nim_sequence()``), and the
pictures of the documentation's pages (``doc/catalogue_pages.py``), which must
draw the same data with the same titles and legends.
"""
import importlib.util
import os

import pytest

from sage_latticegames.catalogue import CatalogueRecord
from sage_latticegames.graphics.catalogue import (misere_orders_plot_data, nim_sequence_plot_data,
                                                  plot_misere_orders)

DIGITS = None
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
#: a finite row, an open one, one infinite by a linear pretension, one by the max-sum law, a
#: tame one, one infinite by a linear pretension with a monoid, one by the chain law
CODES = ["0.75", "0.45", "0.3122", "0.26", "0.156", "0.07", "0.54"]


@pytest.fixture(scope="module")
def pages():
    spec = importlib.util.spec_from_file_location("catalogue_pages",
                                                  os.path.join(ROOT, "doc", "catalogue_pages.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def is_int(x):
    return type(x) is int


@pytest.mark.parametrize("code", CODES)
def test_orders_data(catalogue, code):
    R = catalogue[code]
    d = misere_orders_plot_data(R)
    assert d == misere_orders_plot_data(R.data())       # a record or its fields
    runs = [tuple(p) for p in R.misere_orders_by_heap]
    assert d["steps"][:len(runs)] == runs
    assert d["steps"][-1] == (max(R.misere_largest_heap, runs[-1][0]), runs[-1][1])
    assert all(is_int(x) for p in d["steps"] + d["path"] for x in p)
    # the corners of a step function: each corner moves right or up from the one before
    path = d["path"]
    assert path[0] == runs[0] and path[-1] == d["steps"][-1]
    for (x0, y0), (x1, y1) in zip(path, path[1:]):
        assert (y1 == y0 and x1 >= x0) or (x1 == x0 and y1 > y0)
    assert d["proved_at"] == R.misere_proved_at
    assert d["infinite_heaps"] == R.misere_infinite_heaps
    # a lower bound only for an open row: it is what the row states, labelled as a bound
    assert d["lower_bound"] == (R.misere_lower_bound if R.misere_status == "open" else None)
    assert d["ymax"] == max(o for _, o in runs) and d["xmax"] >= R.misere_largest_heap
    assert code in d["title"] and R.misere_status in d["title"]
    # a law of the whole game: marked at the largest heap bound, named in the legend
    law = R.misere_status == "infinite" and R.misere_infinite_heaps is None
    assert d["whole_law"] == (R.misere_largest_heap if law else None)
    assert set(d["labels"]) == {"steps"} | {k for k in ("proved_at", "infinite_heaps", "whole_law",
                                                        "lower_bound") if d[k] is not None}
    if d["lower_bound"] is not None:
        assert "lower bound" in d["labels"]["lower_bound"]
    if law:
        assert R.misere_proof in d["labels"]["whole_law"] and "finite for" in d["labels"]["whole_law"]


@pytest.mark.parametrize("code", CODES)
def test_nim_data(catalogue, code):
    R = catalogue[code]
    d = nim_sequence_plot_data(R)
    assert d == nim_sequence_plot_data(R.data())
    assert d["points"] == list(enumerate(R.normal_values))
    assert all(is_int(x) for p in d["points"] for x in p)
    assert (d["preperiod"], d["period"]) == (R.normal_preperiod, R.normal_period)
    assert d["preperiod_shown"] == (R.normal_status == "periodic"
                                    and R.normal_preperiod < len(R.normal_values))
    assert d["ymax"] == max(R.normal_values + [1])
    assert ("preperiod" in d["labels"]) == d["preperiod_shown"]


def test_nothing_to_plot(catalogue):
    R = catalogue["0.77"]
    empty = CatalogueRecord(dict(R.data(), normal_status="open", normal_period=None,
                                 normal_preperiod=None, normal_values=[]))
    with pytest.raises(ValueError, match="records no nim value"):
        empty.plot_nim_sequence()
    d = nim_sequence_plot_data(empty)
    assert d["points"] == [] and d["labels"] == {} and "no period proved" in d["title"]
    with pytest.raises(ValueError, match="records no bounded misère quotient"):
        plot_misere_orders({"code": "0.7777", "misere_status": "open",
                            "misere_orders_by_heap": []})
    with pytest.raises(TypeError, match="not an option of Graphics.show"):
        R.plot_orders(colour="red")
    with pytest.raises(TypeError, match="a row of the catalogue"):
        misere_orders_plot_data(None)


def sage_figure(G):
    # the figure that G.save() draws: Sage has no public getter of the show options
    # stored in a graphics object (its title, scale, labels of the axes)
    return G.matplotlib(**G._extra_kwds)


@pytest.mark.parametrize("code", CODES)
def test_pages_and_methods_agree(catalogue, pages, tmp_path, code):
    R = catalogue[code]
    drawer = pages.Plots()
    for kind, method, parts, ax in (
            ("orders", R.plot_orders, drawer._order_parts, drawer._orders),
            ("nim", R.plot_nim_sequence, drawer._nim_parts, drawer._nim)):
        path = tmp_path / ("%s-%s.png" % (code, kind))
        getattr(drawer, kind)(R.data(), str(path))
        assert path.read_bytes().startswith(b"\x89PNG")
        G = method()
        # the same primitives in the same order: the first one's points, then one line each
        shown = [line for _, line, _ in parts if line.get_visible()]
        assert len(G) == len(shown)
        first = G[0]
        assert list(zip(first.xdata, first.ydata)) == [tuple(p) for p in shown[0].get_xydata()]
        for primitive, line in zip(G, shown):
            assert primitive.options()["legend_label"] == line.get_label()
        figure = sage_figure(G)
        sage_ax = figure.axes[0]
        assert sage_ax.get_title() == ax.get_title()
        assert (sage_ax.get_xlabel(), sage_ax.get_ylabel()) == (ax.get_xlabel(), ax.get_ylabel())
        assert sage_ax.get_yscale() == ax.get_yscale()
        assert ([t.get_text() for t in sage_ax.get_legend().get_texts()]
                == [t.get_text() for t in ax.get_legend().get_texts()])
        G.save(str(tmp_path / ("%s-%s-sage.png" % (code, kind))), figsize=4)


def test_page_fingerprint_follows_the_plot_data(pages, tmp_path, monkeypatch):
    # the pages are drawn again when the module of the data of the plots changes
    import types
    import sage_latticegames.graphics.catalogue as plot_data
    assert pages.plot_data is plot_data
    before = pages._fingerprint(pages.DATA, None)
    changed = tmp_path / "catalogue.py"
    with open(plot_data.__file__, encoding="utf-8") as f:
        changed.write_text(f.read() + "\n# changed\n")
    monkeypatch.setattr(pages, "plot_data", types.SimpleNamespace(__file__=str(changed)))
    assert pages._fingerprint(pages.DATA, None) != before
