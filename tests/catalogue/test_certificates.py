"""
The certificate files of the catalogue's rows (package data, the versioned
JSON of sage_latticegames.io): one for every finite misère row, every infinite one
with a heap bound (not those proved by the max-sum law: certify proves them) and
every periodic normal-play row (of the four-digit catalogue: every finite
misère row), none for the others; loading one proves it
again (and agrees with the row); a changed file is refused.
"""
import json
import os
import random

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from helpers import long_test
from sage_latticegames.catalogue import octal_catalogue, DATA_FOLDER
from sage_latticegames.io import load
from sage_latticegames.io.files import read_envelope, atomic_write_text, data_digest

FOLDER = os.path.join(DATA_FOLDER, "certificates")
#: the catalogue of the fixture ``catalogue`` (tests/catalogue/conftest.py): the codes of at
#: most three digits
DIGITS = None


def test_one_file_per_proved_row(catalogue):
    expected = set()
    # the four-digit catalogue: a file for each finite misère row and each row proved infinite
    # at its stall heap (misère play only)
    for R in octal_catalogue(digits=4):
        if R.misere_status == "finite" or R.misere_infinite_heaps is not None:
            expected.add("%s-misere.json" % R.code())
            assert R.certificate_file() is not None
    for R in catalogue:
        if R.misere_status == "finite" or R.misere_infinite_heaps is not None:
            expected.add("%s-misere.json" % R.code())    # not the max-sum law: certify only
        else:
            assert R.certificate_file("misere") is None
        if R.normal_status == "periodic":
            expected.add("%s-normal.json" % R.code())
        else:
            assert R.certificate_file("normal") is None
    assert set(os.listdir(FOLDER)) == expected
    # small enough for package data: about ten MB (each file of a row proved infinite at its
    # stall heap holds the game's rule set, 6 to 25 kB), and much less in a wheel (a zip file;
    # the long lists of numbers, such as Phi of the tame games far out, compress well)
    assert sum(os.path.getsize(os.path.join(FOLDER, f)) for f in expected) < 16 * 2**20
    import io
    import zipfile
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as z:
        for f in expected:
            z.write(os.path.join(FOLDER, f), f)
    assert len(packed.getvalue()) < 3 * 2**20


def test_files_are_compact():
    # Phi over one preperiod and period (the rest by periodicity), a list of scalars per line
    for name in os.listdir(FOLDER):
        with open(os.path.join(FOLDER, name)) as f:
            text = f.read()
        E = json.loads(text)
        data = E["data"]
        if E["kind"] == "whole_game_quotient":
            assert len(data["phi"]) == data["preperiod"] + data["period"], name
            assert len(text.splitlines()) == 9 + len(data) + len(data["table"]), name
        elif E["kind"] == "nim_sequence":
            assert len(data["values"]) == data["preperiod"] + data["period"], name


def test_random_files_load_and_agree_with_their_rows(catalogue):
    seed = random.randrange(10**6)
    rng = random.Random(seed)
    finite = [R for R in catalogue if R.misere_status == "finite" and R.misere_proved_at < 300]
    for R in rng.sample(finite, 3):
        W = R.certificate()
        assert W.order() == R.misere_order and W.P_portion_size() == R.misere_P, (R.code(), seed)
        assert W.certificate()["proved_at"] == R.misere_proved_at, (R.code(), seed)
        assert (W.pretending_function().preperiod(), W.pretending_function().period()) == \
            (R.misere_preperiod, R.misere_period)
    periodic = [R for R in catalogue if R.normal_status == "periodic"]
    for R in rng.sample(periodic, 3):
        S = R.certificate("normal")
        assert (S.preperiod(), S.period()) == (R.normal_preperiod, R.normal_period), (R.code(), seed)
        assert [int(v) for v in S.values(len(R.normal_values))] == R.normal_values


def test_unproved_load(catalogue):
    Q = load(catalogue["0.75"].certificate_file(), verify=False)
    assert not Q.is_certified() and "without re-proof" in repr(Q) and Q.cardinality() == 8


@pytest.mark.parametrize("play,change", [
    ("misere", lambda d: d["P"].__setitem__(1, not d["P"][1])),
    ("misere", lambda d: d.__setitem__("proved_at", d["proved_at"] + 1)),
    ("normal", lambda d: d.__setitem__("period", d["period"] * 2)),
])
def test_changed_file_is_refused(catalogue, tmp_path, play, change):
    E = read_envelope(catalogue["0.31"].certificate_file(play))
    change(E["data"])
    E["sha256"] = data_digest(E["data"])
    path = str(tmp_path / "changed.json")
    atomic_write_text(path, json.dumps(E))
    with pytest.raises(ValueError, match="differs from the saved one"):
        load(path)


@long_test
def test_the_infinite_row(catalogue):
    # the linear pretension of 0.3122 with heaps <= 7 found and checked again (about 20 s)
    C = catalogue["0.3122"].certificate()
    assert not C.is_finite() and C.game().dimension() == 7
