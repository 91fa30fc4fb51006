"""
The catalogue of octal games (sage_latticegames.catalogue): the shipped data
files against their format, rows proved again from scratch (and tampered rows
refused), a sample compared with MisereSolver run now (skipped without java),
normal-play rows against an independent nim-sequence computation written
here, bad codes, the command line that regenerates the files.
"""
import csv
import os
import random
import shutil

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from helpers import long_test
from oracles import grundy_values
from sage_latticegames.catalogue import (octal_catalogue, OctalCatalogue, CatalogueRecord,
                                         DATA_FOLDER, build_catalogue, catalogue_row)
from sage_latticegames.catalogue.build import PHI_IN_FULL, PHI_SHOWN

#: the keys of a record, as the format of the data files lists them (CATALOGUE format, version 1)
SCHEMA_KEYS = ["code", "digits", "misere_status", "misere_order", "misere_P", "misere_name",
               "misere_tame", "misere_presentation", "misere_phi", "misere_preperiod",
               "misere_period", "misere_proved_at", "misere_orders_by_heap",
               "misere_largest_heap", "misere_lower_bound", "misere_proof", "misere_seconds",
               "normal_status", "normal_period", "normal_preperiod", "normal_computed_to",
               "normal_values", "normal_seconds", "peer", "agrees"]

#: the catalogue of the fixtures ``data`` and ``catalogue`` (tests/catalogue/conftest.py):
#: the codes of at most three digits
DIGITS = None
JSON_FILE = os.path.join(DATA_FOLDER, "octal_catalogue.json")
CSV_FILE = os.path.join(DATA_FOLDER, "octal_catalogue.csv")


def _codes(digits):
    out = []
    for n in range(1, digits + 1):
        for k in range(8 ** n):
            s = "%0*o" % (n, k)
            if s[-1] != "0":
                out.append("0." + s)
    return out


def test_shipped_file_matches_the_format(data):
    assert data["format"] == "sage_latticegames.octal_catalogue" and data["version"] == 1
    for key in ("misere_seconds", "normal_seconds", "peer_seconds", "command"):
        assert key in data["parameters"]
    for key in ("date", "package_version", "sage_version", "peer"):
        assert key in data["generated"]
    records = data["records"]
    codes = [r["code"] for r in records]
    # every code 0.d1, 0.d1d2, 0.d1d2d3 (last digit nonzero), then 0.3122, in this order
    assert codes == _codes(3) + ["0.3122"]
    assert len([c for c in codes if len(c) in (4, 5)]) == 504
    for r in records:
        assert set(SCHEMA_KEYS) <= set(r), r["code"]
        assert r["digits"] == len(r["code"]) - 2
        assert r["misere_status"] in ("finite", "infinite", "open")
        assert r["normal_status"] in ("periodic", "open")
        assert r["agrees"] in (None, "yes", "no", "only package", "only peer", "neither")
        if r["misere_status"] == "finite":
            assert r["misere_proof"] == "periodicity"
            assert r["misere_order"] >= 1 and r["misere_proved_at"] >= 1
            assert r["misere_phi"].endswith("(preperiod %s, period %s)"
                                            % (r["misere_preperiod"], r["misere_period"]))
            # Phi over one preperiod and period (phi_text): in full up to PHI_IN_FULL values
            # (0.156: 3828), else its first PHI_SHOWN values and where the others are
            n = r["misere_preperiod"] + r["misere_period"]
            words = r["misere_phi"].split(" (preperiod")[0].split(" ... [")
            if n <= PHI_IN_FULL:
                assert len(words) == 1 and len(words[0].split()) == n
            else:
                assert len(words[0].split()) == PHI_SHOWN, r["code"]
                assert words[1] == ("the first %s of %s values shown; Phi in full: the certificate"
                                    " file %s-misere.json]" % (PHI_SHOWN, n, r["code"]))
        else:
            assert r["misere_order"] is None and r["misere_proved_at"] is None
        if r["misere_orders_by_heap"]:
            orders = [o for _, o in r["misere_orders_by_heap"]]
            assert orders == sorted(orders) and r["misere_lower_bound"] == orders[-1]
        if r["normal_status"] == "periodic":
            assert len(r["normal_values"]) == 600
        else:
            assert r["normal_period"] is None
        if r["peer"] is not None:
            assert r["peer"]["status"] in ("finite", "timeout", "error")
    by_code = {r["code"]: r for r in records}
    assert by_code["0.3122"]["misere_status"] == "infinite"
    assert by_code["0.3122"]["misere_proof"] == "linear pretension"
    # the max-sum law: 0.26 and 0.27 infinite with no heap bound, the bounded quotients kept
    for code in ("0.26", "0.27"):
        r = by_code[code]
        assert (r["misere_status"], r["misere_proof"], r["misere_infinite_heaps"]) == \
            ("infinite", "max-sum law", None)
        assert r["misere_largest_heap"] >= 48 and r["misere_lower_bound"] >= 264
    # 0.156: the tame heap theorem, the whole quotient T5 proved at heap 11,489
    r = by_code["0.156"]
    assert (r["misere_status"], r["misere_order"], r["misere_P"], r["misere_name"],
            r["misere_proved_at"]) == ("finite", 34, 2, "T5", 11489)


def test_csv_is_the_scalar_columns_of_the_json(data):
    with open(CSV_FILE, newline="") as f:
        rows = list(csv.DictReader(f))
    records = data["records"]
    assert [row["code"] for row in rows] == [r["code"] for r in records]
    scalar = [k for k in SCHEMA_KEYS if k not in ("misere_orders_by_heap", "normal_values", "peer")]
    for row, r in zip(rows, records):
        for k in scalar:
            v = r[k]
            expected = "" if v is None else "true" if v is True else "false" if v is False else str(v)
            assert row[k] == expected, (r["code"], k)


def test_package_data_is_declared():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "setup.py")) as f:
        text = f.read()
    assert '"sage_latticegames.catalogue": ["data/*", "data/certificates/*"]' in text


def test_records_are_claims_until_certified(catalogue, tmp_path):
    R = catalogue["0.31"]
    assert "claim loaded from octal_catalogue.json" in repr(R) and not R.is_certified()
    assert R.misere_status == R["misere_status"] == "finite"
    assert "0.310" in catalogue and "0.8" not in catalogue and 0.31 not in catalogue
    import pickle
    S = pickle.loads(pickle.dumps(R))
    assert S == R and not S.is_certified()
    assert pickle.loads(pickle.dumps(catalogue)) == catalogue
    # a copy of the file elsewhere loads the same
    path = tmp_path / "copy.json"
    shutil.copy(JSON_FILE, path)
    assert octal_catalogue(path) == catalogue


@pytest.mark.parametrize("kind", ["finite", "open", "periodic"])
def test_certify_a_random_row(catalogue, kind):
    rng = random.Random()
    seed = rng.randrange(10**6)
    rng.seed(seed)
    if kind == "periodic":
        # certify proves the misère fields too: rows whose misère proof is cheap (the rows
        # proved infinite by a linear pretension with a monoid take about 90 s each: long
        # tests, tests/misere/heap/test_dawson_34.py)
        rows = [R for R in catalogue if R.normal_status == "periodic" and R.normal_computed_to < 20000
                and R.misere_seconds < 5]
    else:
        rows = [R for R in catalogue if R.misere_status == kind and R.misere_seconds < 5]
    R = rng.choice(rows)
    T = OctalCatalogue(catalogue.data())           # a fresh copy: its records are claims
    assert T.certify(R.code()), "seed %s: %s" % (seed, R.code())
    assert T[R.code()].is_certified() and "re-proved in this process" in repr(T[R.code()])


def test_certify_a_row_proved_by_a_slice_pretension(catalogue):
    # 0.017 with heaps <= 16: the slice above the heap 16 of its frontier (seconds); a
    # tampered heap bound (<= 15: finite) is refused
    R = catalogue["0.017"]
    assert (R.misere_status, R.misere_proof, R.misere_infinite_heaps) == \
        ("infinite", "slice pretension", 16)
    T = OctalCatalogue(catalogue.data())
    assert T.certify("0.017") and T["0.017"].is_certified()
    D = catalogue.data()
    D["records"][catalogue.codes().index("0.017")]["misere_infinite_heaps"] = 15
    assert not OctalCatalogue(D).certify("0.017")
    kinds = {r.misere_proof for r in catalogue if r.misere_status == "infinite"}
    assert kinds == {"linear pretension", "slice pretension", "max-sum law", "chain law"}


def test_certify_named_rows(catalogue):
    # the untampered rows of the tampering test below
    T = OctalCatalogue(catalogue.data())
    assert all(T.certify(code) for code in ("0.31", "0.45", "0.77"))


@long_test
def test_certify_the_infinite_row(catalogue):
    # 0.3122: the linear pretension of the heaps <= 7 found and checked again (about 20 s)
    T = OctalCatalogue(catalogue.data())
    assert T["0.3122"].misere_status == "infinite" and T.certify("0.3122")
    D = catalogue.data()
    D["records"][-1]["misere_infinite_heaps"] = 6       # heaps <= 6: a finite quotient
    assert OctalCatalogue(D).certify("0.3122") is False


@long_test
def test_certify_the_max_sum_rows(catalogue):
    # 0.26: the max-sum law decided again by isl (three to five minutes), and the bounded
    # quotients of heaps <= 50 proved again
    T = OctalCatalogue(catalogue.data())
    assert T.certify("0.26") and T["0.26"].is_certified()
    assert "max-sum law: the whole game" in repr(T["0.26"])


def test_max_sum_rows_are_checked(catalogue):
    # the format of an infinite row proved by the max-sum law: no heap bound, only 0.26, 0.27, 0.57
    R = catalogue["0.26"]
    assert R.certificate_file("misere") is None and R.certificate_file("normal") is not None
    assert "infinite (max-sum law: the whole game" in repr(R)
    D = catalogue.data()
    D["records"][catalogue.codes().index("0.26")]["misere_infinite_heaps"] = 50
    laws = "the laws of the whole game prove the whole games 0.26, 0.27, 0.57 and 0.54"
    with pytest.raises(ValueError, match=laws):
        OctalCatalogue(D)
    D = catalogue.data()
    r = D["records"][catalogue.codes().index("0.07")]
    r.update(misere_status="infinite", misere_proof="max-sum law")
    with pytest.raises(ValueError, match=laws):
        OctalCatalogue(D)
    D = catalogue.data()
    D["records"][catalogue.codes().index("0.54")]["misere_proof"] = "max-sum law"    # its law is the chain law
    with pytest.raises(ValueError, match=laws):
        OctalCatalogue(D)
    D = catalogue.data()
    D["records"][catalogue.codes().index("0.26")]["misere_proof"] = "linear pretension"
    with pytest.raises(ValueError, match="needs misere_infinite_heaps"):
        OctalCatalogue(D)


def test_whole_law_option_only_for_its_codes():
    from sage_latticegames.catalogue.build import WHOLE_LAWS, misere_fields, whole_law_fields
    # another code: the option is ignored (the laws are theorems for 0.26, 0.27, 0.57, 0.54 only)
    r = misere_fields("0.07", 0.5, whole_law=True)
    assert r["misere_status"] == "open" and r.get("misere_proof") is None
    with pytest.raises(ValueError, match="not for 0.07"):
        whole_law_fields("0.07")
    assert WHOLE_LAWS == {"0.26": "max-sum law", "0.27": "max-sum law", "0.57": "max-sum law",
                          "0.54": "chain law"}


@pytest.mark.parametrize("code,key,change", [
    ("0.31", "misere_order", lambda v: v + 1),
    ("0.31", "misere_proved_at", lambda v: v + 1),
    ("0.31", "misere_presentation", lambda v: v.replace("a2=1", "a3=1")),
    ("0.45", "misere_lower_bound", lambda v: v + 1),
    ("0.45", "misere_orders_by_heap", lambda v: v[:-1] + [[v[-1][0], v[-1][1] + 2]]),
    ("0.45", "normal_period", lambda v: v * 2),
    ("0.77", "normal_values", lambda v: v[:100] + [v[100] ^ 1] + v[101:]),
    ("0.77", "normal_preperiod", lambda v: v - 1),
])
def test_tampered_row_is_refused(catalogue, code, key, change):
    D = catalogue.data()
    r = D["records"][catalogue.codes().index(code)]
    r[key] = change(r[key])
    T = OctalCatalogue(D)
    assert T.certify(code) is False
    assert "NOT confirmed" in repr(T[code])


def test_inconsistent_data_is_refused(catalogue):
    D = catalogue.data()
    D["records"][0]["misere_status"] = "tame"
    with pytest.raises(ValueError, match="misere_status must be one of"):
        OctalCatalogue(D)
    D = catalogue.data()
    D["records"][0], D["records"][1] = D["records"][1], D["records"][0]
    with pytest.raises(ValueError, match="not sorted"):
        OctalCatalogue(D)
    D = catalogue.data()
    del D["records"][3]["peer"]
    with pytest.raises(ValueError, match="missing keys"):
        OctalCatalogue(D)
    with pytest.raises(ValueError, match="version"):
        OctalCatalogue(dict(catalogue.data(), version=2))


def test_bad_codes(catalogue):
    for code in ("0.8", "0.F", "1.2", "2.7", "4.7", "0.x", "0.1.2", "0.0", ""):
        with pytest.raises(ValueError):
            catalogue[code]
        assert code not in catalogue
    with pytest.raises(TypeError):
        catalogue[0.07]
    with pytest.raises(KeyError, match="not in the catalogue"):
        catalogue["0.1234"]
    # trailing zeros are dropped, as games.octal drops them
    assert catalogue["0.070"] is catalogue["0.07"] is catalogue[".07"]
    assert catalogue["0.70"].code() == "0.7"


def test_summary_counts(catalogue):
    S = catalogue.summary()
    assert S["codes"] == len(catalogue) == 512
    for part in ("misere", "normal", "peer"):
        assert sum(S[part].values()) == S["codes"]
    T = catalogue.summary(digits=[2, 3])
    assert T["codes"] == 504
    assert T["misere"]["finite"] == sum(1 for R in catalogue if R.digits in (2, 3)
                                        and R.misere_status == "finite")


def test_game_of_a_record(catalogue):
    R = catalogue["0.75"]
    G = R.game(play="misere")
    assert G.encoding().octal_code() == "0.75"
    assert G.misere_quotient().cardinality() == R.misere_order
    assert R.game(4).P_positions(level=3) == R.game(4, "normal").P_positions(level=3)


# ----------------------------------------------------------------------
# an independent nim-sequence computation: the mex of the options of the code
# ----------------------------------------------------------------------
def test_normal_rows_against_an_independent_mex(catalogue):
    rng = random.Random(29)
    rows = rng.sample(list(catalogue), 40) + [catalogue[c] for c in ("0.77", "0.137", "0.07")]
    for R in rows:
        values = R.normal_values
        assert grundy_values(R.code(), len(values) - 1) == values, R.code()
        if R.normal_status == "periodic":
            n0, p = R.normal_preperiod, R.normal_period
            assert all(values[n + p] == values[n] for n in range(n0, len(values) - p)), R.code()
            if n0 > 0 and n0 - 1 + p < len(values):
                assert values[n0 - 1 + p] != values[n0 - 1], R.code()


# ----------------------------------------------------------------------
# MisereSolver, run now
# ----------------------------------------------------------------------
# the fixture peer (the compiled MisereSolver, or a skip) is in tests/conftest.py


def test_sample_against_misere_solver_now(catalogue, peer):
    from sage_latticegames.io.msv import run_misere_solver
    rng = random.Random(2029)
    finite = [R for R in catalogue if R.misere_status == "finite" and R.peer
              and R.peer["status"] == "finite" and R.peer["seconds"] < 1.5]
    for R in rng.sample(finite, 6):
        r = run_misere_solver(R.code(), timeout=10, classes=peer)
        assert r["solved_at"] == R.misere_proved_at, R.code()
        assert (r["order"], r["P_size"]) == (R.misere_order, R.misere_P), R.code()
        assert (r["period"], r["preperiod"]) == (R.misere_period, R.misere_preperiod), R.code()
        assert (R.peer["order"], R.peer["P"]) == (r["order"], r["P_size"])


# ----------------------------------------------------------------------
# regenerating the files
# ----------------------------------------------------------------------
def test_build_from_records(tmp_path):
    store = []
    for code in ("0.75", "0.07", "0.31"):
        status, r = catalogue_row(code, 1, 1)
        store.append({"task": "catalogue", "code": code, "status": status, "seconds": 1.0,
                      "misere_seconds": 1.0, "normal_seconds": 1.0, "peer_seconds": None,
                      "result": r})
    store.append({"task": "catalogue", "code": "0.156", "status": "timeout", "seconds": 9.0,
                  "misere_seconds": 1.0, "normal_seconds": 1.0, "peer_seconds": None,
                  "result": {"message": "over the time limit"}})
    path = build_catalogue(store, str(tmp_path), parameters={"command": "test"})
    C = octal_catalogue(path)
    assert C.codes() == ["0.07", "0.31", "0.75", "0.156"]
    assert C["0.156"].misere_status == "open" and C["0.156"].normal_computed_to == 0
    assert C.parameters()["command"] == "test" and C.parameters()["misere_seconds"] == 1.0
    assert C.certify("0.75") and C.certify("0.31")
    assert isinstance(C["0.75"], CatalogueRecord)


def test_command_line_regenerates(tmp_path):
    from sage_latticegames.cli import main
    store, out = str(tmp_path / "s.jsonl"), str(tmp_path / "data")
    assert main(["survey", "--task", "catalogue", "--codes", "0.75,0.31", "--workers", "1",
                 "--misere-seconds", "2", "--normal-seconds", "1", "--store", store,
                 "--quiet"]) == 0
    assert main(["catalogue", "build", "--store", store, "--out", out]) == 0
    C = octal_catalogue(os.path.join(out, "octal_catalogue.json"))
    assert [(R.code(), R.misere_status, R.misere_order) for R in C] == [("0.31", "finite", 6),
                                                                       ("0.75", "finite", 8)]
    assert C.parameters()["command"].startswith("latticegames catalogue build")
    assert main(["survey", "--task", "catalogue", "--codes", "0.8", "--store", store]) == 2
    assert main(["survey", "--task", "stats", "--codes", "0.7", "--misere-seconds", "2",
                 "--store", store]) == 2
    assert main(["survey", "--task", "stats", "--codes", "0.7", "--max-sum-law",
                 "--store", store]) == 2      # an option of --task catalogue only


def test_command_line_updates_rows(tmp_path, capsys):
    # catalogue update: a row open within the survey's budget proved with a larger one; its row,
    # certificate file and note written; a row not proved keeps its record; bad usage refused
    from sage_latticegames.cli import main
    from sage_latticegames.io import load
    store = [{"task": "catalogue", "code": c, "status": "ok", "seconds": 1.0,
              "result": catalogue_row(c, 0.01, 1)[1]} for c in ("0.156", "0.07")]
    out = str(tmp_path / "data")
    path = build_catalogue(store, out)
    before = octal_catalogue(path)["0.07"].data()
    assert main(["catalogue", "update", "--codes", "0.156,0.07", "--misere-seconds", "3",
                 "--out", out, "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "0.156: finite" in printed and "0.07: not proved" in printed
    C = octal_catalogue(path)
    assert C["0.156"].misere_status == "finite" and C["0.156"].misere_name == "T5"
    assert C["0.07"].data() == before
    assert "catalogue update" in C.parameters()["rows_updated"]["0.156"]
    W = load(os.path.join(out, "certificates", "0.156-misere.json"))
    assert W.certificate()["proved_at"] == C["0.156"].misere_proved_at == 11489
    assert C.certify("0.156")
    assert main(["catalogue", "update", "--codes", "0.156", "--out", out]) == 2
    assert main(["catalogue", "update", "--codes", "0.1", "--misere-seconds", "1",
                 "--out", out]) == 2
    assert main(["catalogue", "build", "--codes", "0.1", "--store", "x", "--out", out]) == 2


def test_command_line_updates_rows_by_the_whole_game_law(tmp_path, monkeypatch, capsys):
    # catalogue update --whole-game-law (or its old name --max-sum-law): status and proof from
    # whole_law_fields (here its result, without the minutes of isl), the bounded quotients kept,
    # the time added
    from sage_latticegames.catalogue import build
    from sage_latticegames.cli import main
    monkeypatch.setattr(build, "whole_law_fields", lambda code: {
        "misere_status": "infinite", "misere_proof": "max-sum law", "misere_infinite_heaps": None})
    store = [{"task": "catalogue", "code": "0.57", "status": "ok", "seconds": 1.0,
              "result": catalogue_row("0.57", 0.5, 1)[1]}]
    out = str(tmp_path / "data")
    path = build_catalogue(store, out)
    before = octal_catalogue(path)["0.57"]
    assert main(["catalogue", "update", "--codes", "0.57", "--whole-game-law", "--out", out]) == 0
    assert "0.57: infinite (the law of the whole game)" in capsys.readouterr().out
    R = octal_catalogue(path)["0.57"]
    assert (R.misere_status, R.misere_proof) == ("infinite", "max-sum law")
    assert R.misere_orders_by_heap == before.misere_orders_by_heap
    assert R.misere_seconds >= before.misere_seconds
    assert "whole_law_fields('0.57')" in octal_catalogue(path).parameters()["rows_updated"]["0.57"]
    assert main(["catalogue", "update", "--codes", "0.57", "--max-sum-law", "--misere-seconds", "1",
                 "--out", out]) == 2


def test_command_line_updates_rows_infinite_with_bounded_heaps(tmp_path, capsys):
    # catalogue update --infinite-heaps N: 0.76 proved infinite with heaps <= 12 (a linear
    # pretension with a monoid, seconds), its certificate file written and proved again when
    # certified; Kayles 0.77 (a finite quotient) keeps its row; bad usage refused
    from sage_latticegames.cli import main
    store = [{"task": "catalogue", "code": c, "status": "ok", "seconds": 1.0,
              "result": catalogue_row(c, 0.01, 1)[1]} for c in ("0.76", "0.77")]
    out = str(tmp_path / "data")
    path = build_catalogue(store, out)
    before = octal_catalogue(path)
    assert main(["catalogue", "update", "--codes", "0.76,0.77", "--infinite-heaps", "12",
                 "--misere-seconds", "120", "--out", out, "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "0.76: infinite with heaps of size at most 12" in printed
    assert "0.77: not proved (the misère quotient of Kayles 0.77" in printed
    C = octal_catalogue(path)
    R = C["0.76"]
    assert (R.misere_status, R.misere_proof, R.misere_infinite_heaps) == \
        ("infinite", "linear pretension", 12)
    assert R.misere_orders_by_heap == before["0.76"].misere_orders_by_heap
    assert C["0.77"].data() == before["0.77"].data()
    assert "prove_infinite_heap_quotient(octal('0.76', 12" in C.parameters()["rows_updated"]["0.76"]
    assert os.path.exists(os.path.join(out, "certificates", "0.76-misere.json"))
    assert C.certify("0.76")
    assert main(["catalogue", "update", "--codes", "0.76", "--infinite-heaps", "12",
                 "--out", out]) == 2
    assert main(["catalogue", "build", "--infinite-heaps", "12", "--store", "x",
                 "--out", out]) == 2
