"""
The pages of the catalogue of octal games in the documentation
(``doc/catalogue_pages.py``, called by ``doc/conf.py`` at build time): written
from a small catalogue (``tests/data/octal_catalogue_sample.json``, ten codes
computed by ``tools/sample_catalogue.py``), and the page saying that the
catalogue is not built when the data file is missing.
"""
import importlib.util
import json
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "doc")
SAMPLE = os.path.join(ROOT, "tests", "data", "octal_catalogue_sample.json")


@pytest.fixture(scope="module")
def pages():
    spec = importlib.util.spec_from_file_location("catalogue_pages",
                                                  os.path.join(DOC, "catalogue_pages.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # the plotting processes find their function by the module's name
    sys.modules.setdefault("catalogue_pages", module)
    return module


@pytest.fixture(autouse=True)
def no_environment(monkeypatch):
    monkeypatch.delenv("SAGE_LATTICEGAMES_CATALOGUE", raising=False)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def test_pages_of_the_sample(pages, tmp_path):
    with open(SAMPLE, encoding="utf-8") as f:
        records = json.load(f)["records"]
    out = tmp_path / "catalogue"
    assert pages.generate(str(out), SAMPLE, doc_dir=str(tmp_path)) == len(records) == 10
    index = read(out / "index.rst")
    assert "Catalogue of octal games" in index and ":class: sortable octal-catalogue" in index
    assert "not built" not in index
    assert "catalogue_data" not in index          # no such page in this doc folder
    for r in records:
        code = r["code"]
        assert ":doc:`%s <%s>`" % (code, code) in index
        page = read(out / (code + ".rst"))
        assert page.startswith(":orphan:")
        assert "C.certify(%r)" % code in page
        assert ".. figure:: %s-orders.png" % code in page
        assert ".. figure:: %s-nim.png" % code in page
        for plot in ("orders", "nim"):
            data = (out / ("%s-%s.png" % (code, plot))).read_bytes()
            assert data.startswith(b"\x89PNG") and len(data) > 2000
        if r["misere_status"] == "finite":
            assert "P = {" in page and "pretending function" in page
            assert "order %s" % r["misere_order"] in page
        else:
            assert "Open: no proof" in page
        if r["normal_status"] == "periodic":
            assert "preperiod %s and period %s" % (r["normal_preperiod"], r["normal_period"]) in page
    # the counts of the summary
    finite = sum(r["misere_status"] == "finite" for r in records)
    assert "misère play: finite %s" % finite in index
    # written again only when the data change: the same files
    before = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}
    assert pages.generate(str(out), SAMPLE, doc_dir=str(tmp_path)) == 10
    assert {p.name: p.stat().st_mtime_ns for p in out.iterdir()} == before


def test_placeholder_without_data(pages, tmp_path):
    out = tmp_path / "catalogue"
    # stale pages of an earlier catalogue are removed
    out.mkdir()
    (out / "0.77.rst").write_text("old")
    assert pages.generate(str(out), str(tmp_path / "missing.json"), doc_dir=str(tmp_path)) == 0
    assert sorted(p.name for p in out.iterdir()) == [".stamp", "index.rst"]
    index = read(out / "index.rst")
    assert "Catalogue of octal games" in index and "The catalogue is not built" in index
    assert "missing.json" in index


def test_link_to_the_data_page(pages, tmp_path):
    (tmp_path / "catalogue_data.rst").write_text("Data\n====\n")
    out = tmp_path / "catalogue"
    pages.generate(str(out), str(tmp_path / "missing.json"), doc_dir=str(tmp_path))
    assert ":doc:`/catalogue_data`" in read(out / "index.rst")
    pages.generate(str(out), SAMPLE, doc_dir=str(tmp_path))
    assert ":doc:`/catalogue_data`" in read(out / "index.rst")


def test_environment_variable(pages, monkeypatch, tmp_path):
    assert pages.data_path() == pages.DATA
    assert pages.DATA.endswith(os.path.join("sage_latticegames", "catalogue", "data",
                                            "octal_catalogue.json"))
    monkeypatch.setenv("SAGE_LATTICEGAMES_CATALOGUE", SAMPLE)
    assert pages.data_path() == SAMPLE


def test_bad_data(pages, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ValueError, match="not a JSON file"):
        pages.load(str(bad))
    bad.write_text(json.dumps({"format": "something else", "version": 1, "records": []}))
    with pytest.raises(ValueError, match="not an octal catalogue"):
        pages.load(str(bad))
    bad.write_text(json.dumps({"format": pages.FORMAT, "version": 1,
                               "records": [{"code": "../etc"}]}))
    with pytest.raises(ValueError, match="valid octal code"):
        pages.load(str(bad))


def test_escape(pages):
    # inline markup shown as it is
    assert pages.escape("a*b_|c|`d`") == r"a\*b\_\|c\|\`d\`"
    assert pages.show(None) == pages.NONE and pages.show(True) == "yes"
    assert pages.split_presentation("Q = <a | a2=1>; P = {a}") == ("Q = <a | a2=1>", "P = {a}")


def test_configuration():
    # the build bundles MathJax and the sorting script (no network)
    conf = read(os.path.join(DOC, "conf.py"))
    assert '"sphinx-mathjax-offline"' in conf and "builder-inited" in conf
    script = read(os.path.join(DOC, "_static", "catalogue_sort.js"))
    assert "http" not in script
    assert "catalogue/index" in read(os.path.join(DOC, "index.rst"))


def test_records_with_every_status(pages, tmp_path):
    # the cases the sample does not hold: an infinite quotient, a record with nothing
    # computed, a peer that failed
    keys = ["misere_order", "misere_P", "misere_name", "misere_tame", "misere_presentation",
            "misere_phi", "misere_preperiod", "misere_period", "misere_proved_at",
            "misere_largest_heap", "misere_lower_bound", "misere_proof", "normal_period",
            "normal_preperiod", "peer", "agrees"]
    empty = dict.fromkeys(keys)
    records = [
        dict(empty, code="0.3122", digits=4, misere_status="infinite",
             misere_proof="infinite quotient", misere_orders_by_heap=[[1, 2], [5, 6], [40, 5000]],
             misere_largest_heap=60, misere_seconds=1.5, normal_status="periodic",
             normal_period=7, normal_preperiod=1, normal_computed_to=30,
             normal_values=list(range(8)) * 4, normal_seconds=0.1,
             peer={"status": "error", "order": None, "P": None, "proved_at": None,
                   "seconds": 0.5}, agrees="neither"),
        dict(empty, code="0.27", digits=2, misere_status="infinite", misere_proof="max-sum law",
             misere_orders_by_heap=[[1, 1], [47, 264]], misere_largest_heap=48,
             misere_lower_bound=264, misere_seconds=200.0, normal_status="open",
             normal_computed_to=3, normal_values=[0, 0, 1, 2], normal_seconds=0.0),
        dict(empty, code="0.7777", digits=4, misere_status="open", misere_orders_by_heap=[],
             misere_seconds=0.0, normal_status="open", normal_computed_to=0, normal_values=[],
             normal_seconds=0.0),
    ]
    path = tmp_path / "edge.json"
    path.write_text(json.dumps({"format": pages.FORMAT, "version": 1, "records": records}))
    out = tmp_path / "catalogue"
    assert pages.generate(str(out), str(path), doc_dir=str(tmp_path)) == 3
    page = read(out / "0.3122.rst")
    assert "is infinite: proved by infinite quotient" in page
    assert "this package" in page and "error" in page
    page = read(out / "0.27.rst")
    assert "is infinite: proved by the max-sum law" in page and "N \\le 48" in page
    page = read(out / "0.7777.rst")
    assert "MisereSolver was not run" in page and "Open: no period" in page
    for name in ("0.3122-orders.png", "0.3122-nim.png", "0.7777-orders.png", "0.7777-nim.png"):
        assert (out / name).read_bytes().startswith(b"\x89PNG")
    index = read(out / "index.rst")
    assert "misère play: infinite 2, open 1" in index


def test_plots_of_many_records(pages, tmp_path):
    with open(SAMPLE, encoding="utf-8") as f:
        sample = json.load(f)["records"]
    # the ten records of the sample, each twice and more (the figures, reused, redrawn
    # after every kind of record): 21 codes, 42 plots
    records = [dict(sample[i % len(sample)], code="0.%d%d" % (1 + i // 7, 1 + i % 7))
               for i in range(21)]
    pages.draw_plots(records, str(tmp_path))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted("%s-%s.png" % (r["code"], k) for r in records for k in ("orders", "nim"))


def test_certificate_links_and_the_four_digit_page(pages, tmp_path):
    # the page of a code links its certificate files (role download, a path relative to the page)
    folder = os.path.join(os.path.dirname(pages.DATA), pages.CERTIFICATES)
    page_folder = os.path.join(DOC, pages.FOLDER)
    links = pages.certificate_links("0.75", folder, page_folder)
    assert [play for play, _ in links] == ["misere", "normal"]
    for _, target in links:
        assert os.path.exists(os.path.normpath(os.path.join(page_folder, target)))
    assert pages.certificate_links("0.54", folder, page_folder)[0][0] == "normal"
    data = pages.load(pages.DATA)
    r = next(r for r in data["records"] if r["code"] == "0.75")
    page = pages.code_page(r, None, None, certificates=links)
    assert "Certificate files" in page and ":download:`0.75-misere.json <" in page
    assert "Certificate files" not in pages.code_page(r, None, None)
    # the four-digit codes: one sortable table, the budgets and the counts
    four = pages.load(pages.DATA_4DIGIT)
    text = pages.four_digit_page(four)
    assert ":class: sortable octal-catalogue" in text and "%s codes:" % len(four["records"]) in text
    assert "misère budget per code (s) 0.5" in text
    assert all(r["code"] in text for r in four["records"][:20])
