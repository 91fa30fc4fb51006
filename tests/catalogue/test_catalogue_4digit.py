"""
The four-digit catalogue (octal_catalogue(digits=4)): the shipped data files
against their format and their sample, a small random sample of rows proved
again from scratch, the comparison with MisereSolver's --search4D (the rows
against what it printed, and a short sweep run now: skipped without java).
"""
import csv
import os
import random

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.catalogue import octal_catalogue, OctalCatalogue, DATA_FOLDER
from sage_latticegames.catalogue.build import four_digit_codes, agreement, CSV_KEYS

#: the catalogue of the fixtures ``data`` and ``catalogue`` (tests/catalogue/conftest.py)
DIGITS = 4
CSV_FILE = os.path.join(DATA_FOLDER, "octal_catalogue_4digit.csv")


def test_the_3584_codes_and_their_order():
    codes = four_digit_codes()
    assert len(codes) == 3584 == 7 * 8 ** 3 and len(set(codes)) == 3584
    assert all(len(c) == 6 and c[-1] != "0" and set(c[2:]) <= set("01234567") for c in codes)
    order = four_digit_codes(seed=0)
    assert sorted(order) == codes
    # a larger sample of the order contains a smaller one (the prefix)
    assert random.Random(0).sample(codes, 400) == order[:400]


def test_shipped_file_matches_the_format(data, catalogue):
    assert data["format"] == "sage_latticegames.octal_catalogue" and data["version"] == 1
    par = data["parameters"]
    # short budgets, recorded
    assert par["misere_seconds"] == 0.5 and par["normal_seconds"] == 0.5
    assert "latticegames" in par["command"] and par["family"]
    codes = [r["code"] for r in data["records"]]
    sample = par.get("sample")
    if sample is None:
        assert codes == four_digit_codes()
    else:
        # the first codes of the random order of the survey, sorted
        assert sample["seed"] == 0 and sample["of"] == 3584
        assert codes == sorted(four_digit_codes(seed=0)[:sample["size"]])
    assert len(catalogue) == len(codes) and all(R.digits == 4 for R in catalogue)
    for r in data["records"]:
        if r["misere_status"] == "finite":
            assert r["misere_order"] >= 1 and r["misere_proved_at"] >= 1
        assert r["agrees"] == agreement(r), r["code"]
    with open(CSV_FILE, newline="") as f:
        rows = list(csv.DictReader(f))
    assert [row["code"] for row in rows] == codes and list(rows[0]) == list(CSV_KEYS)


def test_api(catalogue):
    code = catalogue.codes()[0]
    assert code in catalogue and catalogue[code].code() == code
    assert "0.31" not in catalogue
    with pytest.raises(KeyError, match="0.d1d2d3d4"):
        catalogue["0.31"]
    with pytest.raises(ValueError, match="digits=5"):
        octal_catalogue(digits=5)
    S = catalogue.summary()
    assert S["codes"] == len(catalogue) == sum(S["misere"].values()) == sum(S["peer"].values())


@pytest.mark.parametrize("kind", ["finite", "open", "periodic"])
def test_certify_a_random_row(catalogue, kind):
    seed = random.randrange(10**6)
    rows = [R for R in catalogue if (R.misere_status if kind != "periodic" else R.normal_status)
            == kind and (kind != "open" or (R.misere_largest_heap or 0) <= 60)]
    R = random.Random(seed).choice(rows)
    T = OctalCatalogue(catalogue.data())
    assert T.certify(R.code()), (R.code(), "seed %s" % seed)


def test_certify_a_random_infinite_row(catalogue):
    # a row proved infinite at its stall heap (a few seconds: those whose proof was quick)
    seed = random.randrange(10**6)
    rows = [R for R in catalogue if R.misere_status == "infinite" and R.misere_seconds <= 3]
    R = random.Random(seed).choice(rows)
    T = OctalCatalogue(catalogue.data())
    assert T.certify(R.code()), (R.code(), "seed %s" % seed)


def test_peer_comparison_in_the_rows(catalogue):
    compared = [R for R in catalogue if R.peer is not None]
    assert compared, "no row compared with MisereSolver"
    S = catalogue.summary()["peer"]
    assert S["no"] == 0, [R.code() for R in compared if R.agrees == "no"]
    for R in compared:
        if R.agrees == "yes":
            assert (R.peer["order"], R.peer["P"]) == (R.misere_order, R.misere_P)


def test_sample_against_search4d_now(catalogue, peer):
    # a short sweep of MisereSolver run now, from a code of the catalogue compared before
    from sage_latticegames.io.msv import run_search4d, parse_search4d
    rows = [R for R in catalogue if R.peer is not None and R.peer["status"] == "finite"]
    R = random.Random(7).choice(rows)
    # 6 s of sweep: the first code (at most 2 s) and a few after it (the sweep runs
    # for the whole duration: every second costs)
    now = parse_search4d(run_search4d(R.code(), timeout=2, duration=6, classes=peer))
    assert R.code() in now, "the sweep printed nothing for %s in 6 s" % R.code()
    both = [(c, p) for c, p in now.items() if c in catalogue and p["status"] == "finite"]
    for c, p in both:
        Q = catalogue[c]
        if Q.misere_status == "finite":
            assert (p["order"], p["P"]) == (Q.misere_order, Q.misere_P), c
        if Q.peer is not None and Q.peer["status"] == "finite":
            assert (p["order"], p["P"]) == (Q.peer["order"], Q.peer["P"]), c


def test_command_line_builds_a_sample(tmp_path):
    # the first three codes of the survey's order, built with a peer's output
    from sage_latticegames.catalogue.build import catalogue_row
    from sage_latticegames.io.store import append_record
    from sage_latticegames.cli import main
    store = str(tmp_path / "s.jsonl")
    first = four_digit_codes(seed=0)[:3]
    for code in first + ["0.1111"]:
        status, r = catalogue_row(code, 0.5, 0.5)
        append_record(store, {"task": "catalogue", "code": code, "status": status, "seconds": 1.0,
                              "misere_seconds": 0.5, "normal_seconds": 0.5,
                              "peer_seconds": None, "key": "catalogue " + code, "result": r})
    peer = tmp_path / "peer.txt"
    peer.write_text("%s ... Timeout (1020 ms)\n0.1111 ... 2 / 1 / 2 / 1\n" % first[1])
    out = str(tmp_path / "data")
    assert main(["catalogue", "build", "--digits", "4", "--sample", "3", "--store", store,
                 "--out", out, "--peer-search4d", str(peer)]) == 0
    C = octal_catalogue(os.path.join(out, "octal_catalogue_4digit.json"))
    assert C.codes() == sorted(first) and "0.1111" not in C
    assert C.parameters()["sample"]["size"] == 3
    assert C[first[1]].peer["status"] == "timeout" and C[first[0]].peer is None
    assert C[first[1]].agrees == ("only package" if C[first[1]].misere_status == "finite"
                                  else "neither")
    assert main(["catalogue", "build", "--digits", "4", "--sample", "5", "--store", store,
                 "--out", out]) == 2        # two codes of the sample are not in the store
    assert main(["catalogue", "build", "--sample", "3", "--store", store, "--out", out]) == 2
