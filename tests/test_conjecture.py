"""
Conjecture 4.5 of [GM-A] on families of lattice games (``conjecture.py`` with
the family survey of ``survey.py``): the records of a small family (d = 2,
entries >= -1) against the library and brute force, the saved
stratifications against the P-positions computed by the engine, the content
of the report (counts, rows, links), resuming, the triage page.
"""
import html
import json
import os
import re

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.games.families import LatticeGameFamily
from sage_latticegames.conjecture import (family_game_record, family_game, write_conjecture_report,
                                          triage_store, summary_counts, saved_name)
from sage_latticegames.survey import survey_family, family_jobs, read_store
from sage_latticegames.io.files import load_with_game
import sage_latticegames.survey as survey_module

FAMILY = LatticeGameFamily("squarefree", 2, 1)


@pytest.fixture(scope="module")
def family_survey(tmp_path_factory):
    folder = tmp_path_factory.mktemp("conjecture")
    store = str(folder / "store.jsonl")
    saved = store + ".results"
    records = survey_family("conjecture", FAMILY, family_game_record, store=store, workers=1,
                            timeout=60, progress=False,
                            keywords={"time_limit": 40, "quotient_seconds": 5, "save_folder": saved})
    return folder, store, saved, records


def test_records_are_the_games_of_the_family(family_survey):
    folder, store, saved, records = family_survey
    members = FAMILY.members()
    assert len(records) == len(members) == FAMILY.cardinality() == 14
    assert [r["game"] for r in records] == [m[0] for m in members]
    for r, (key, moves, play, defeated) in zip(records, members):
        assert r["key"] == "conjecture " + key
        assert r["family"] == FAMILY.description()
        assert (r["play"], r["moves"], r["defeated"]) == (play, [list(v) for v in moves],
                                                          [list(p) for p in defeated])
        assert r["result"]["play"] == play and r["result"]["squarefree"] is True
    # the store holds exactly these records
    assert sorted(read_store(store)) == sorted(r["key"] for r in records)


def test_certified_stratifications_match_the_engine(family_survey):
    folder, store, saved, records = family_survey
    certified = [r for r in records if r["status"] == "ok"]
    assert certified, "nothing certified in the smallest family"
    for r in certified:
        res = r["result"]
        assert res["certified"] is True and res["strata"] >= 1
        assert res["saved"] == saved_name(r["game"])
        S, game = load_with_game(os.path.join(saved, res["saved"]))    # proved again on loading
        assert S.is_certified()
        G = family_game(r["family"], r["moves"], r["play"], r["defeated"])
        assert game == G
        # the region of level <= 20 (an order ideal for the moves), position by position
        sol = G.solve(level=20)
        assert len(sol.points) > 100
        assert [bool(x) for x in S.contains_points(sol.points)] == [bool(x) for x in sol.is_P]
    for r in records:
        if r["status"] != "ok":
            assert not r["result"].get("certified")


def test_report_content(family_survey):
    folder, store, saved, records = family_survey
    report = str(folder / "report")
    path = write_conjecture_report(records, report, {"family": str(FAMILY)}, saved_folder=saved)
    text = open(path).read()
    # one row per game, in the games table
    body = text.split('<table id="games">')[1]
    rows = re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td>", body)
    assert len(rows) == len(records)
    for (game, play, result), r in zip(rows, records):
        assert html.escape(r["game"]) in game and play == r["play"]
        assert result == ("certified" if r["status"] == "ok" else
                          "not found" if r["status"] == "unavailable" else
                          "not found (%s)" % r["status"])
        if r["status"] == "ok":     # the link goes to the saved stratification, copied there
            link = re.search(r'href="([^"]+)"', game).group(1)
            assert link == "results/" + r["result"]["saved"]
            assert os.path.exists(os.path.join(report, link))
    # the counts per family and play, computed again here
    certified = sum(r["status"] == "ok" for r in records)
    assert "<p>%s games, %s certified.</p>" % (len(records), certified) in text
    for play in ("normal", "misere", "generalized"):
        n = sum(r["play"] == play for r in records)
        c = sum(r["play"] == play and r["status"] == "ok" for r in records)
        assert ("<tr><td>squarefree d=2 b=1</td><td>%s</td><td>%s</td><td>%s</td></tr>"
                % (play, n, c)) in text
        assert "<tr><td>2</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (play, n, c) in text
    assert summary_counts(records, by="family") == {
        ("squarefree d=2 b=1", p): [sum(r["play"] == p for r in records),
                                    sum(r["play"] == p and r["status"] == "ok" for r in records)]
        for p in ("generalized", "misere", "normal")}
    assert json.load(open(os.path.join(report, "records.json"))) == records
    for png in ("certified.png", "times.png", "strata.png"):
        assert open(os.path.join(report, png), "rb").read(4) == b"\x89PNG"


def test_rerun_starts_no_cluster(family_survey, monkeypatch):
    folder, store, saved, records = family_survey

    def no_cluster(*args, **kwds):
        raise AssertionError("a cluster was started although every game is recorded")
    monkeypatch.setattr(survey_module, "_run", no_cluster)
    again = survey_family("conjecture", FAMILY, family_game_record, store=store, workers=1,
                          progress=False)
    assert again == records


def test_arguments_checked_before_a_cluster(tmp_path, monkeypatch):
    def no_cluster(*args, **kwds):
        raise AssertionError("a cluster was started")
    monkeypatch.setattr(survey_module, "_run", no_cluster)
    store = str(tmp_path / "s.jsonl")
    with pytest.raises(ValueError, match="unknown task 'stats'"):
        survey_family("stats", FAMILY, family_game_record, store=store)
    with pytest.raises(TypeError, match="LatticeGameFamily"):
        survey_family("conjecture", "squarefree", family_game_record, store=store)
    with pytest.raises(ValueError, match="number of workers"):
        survey_family("conjecture", FAMILY, family_game_record, store=store, workers=0)
    with pytest.raises(ValueError, match="time limit per game"):
        survey_family("conjecture", FAMILY, family_game_record, store=store, timeout=-1)
    with pytest.raises(TypeError, match="callable"):
        survey_family("conjecture", FAMILY, None, store=store)
    assert not os.path.exists(store)


def test_worker_rebuilds_the_game():
    for job, (key, G) in zip(family_jobs("conjecture", FAMILY), FAMILY):
        task, description, moves, play, defeated = job.args
        assert family_game(description, moves, play, defeated) == G
    status, result = family_game_record("conjecture", FAMILY.description(), [[1, 0], [0, 2]],
                                        "misere")
    assert status == "error" and "not a rule set of the family" in result["message"]


def test_triage_store(tmp_path, family_survey):
    folder, store, saved, records = family_survey
    # a game recorded as a timeout (as under a loaded machine) is triaged again
    fake = dict(records[7], status="timeout", result={"message": "over the time limit"})
    path, T = triage_store(records[:7] + [fake], str(tmp_path), time_limit=30)
    assert [t["game"] for t in T] == [fake["game"]]
    assert T[0]["verdict"] == "certified" and T[0]["status"] == "timeout"
    assert any("certified affine stratification" in x for x in T[0]["proved"])
    text = open(path).read()
    assert text.count('<h2 id="game-') == 1 and html.escape(fake["game"]) in text
    picture = T[0]["record"]["picture"]
    assert 'src="pictures/%s"' % picture in text
    assert open(os.path.join(str(tmp_path), "pictures", picture), "rb").read(4) == b"\x89PNG"
    assert json.load(open(os.path.join(str(tmp_path), "triage.json")))[0]["verdict"] == "certified"
