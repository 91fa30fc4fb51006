"""
Surveys on Dask (sage_latticegames.survey): a small family on a two-worker
LocalCluster, checked against the library; the time limit; a survey killed
midway and resumed, with every record present exactly once and no process left.
"""
import json
import os
import signal
import subprocess
import sys
import time

import psutil
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.survey import survey, read_store, record_key, run_game

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def slow_or_fast(task, code, heaps, play, level=8):
    # a task function for the time limit: the code 0.7 sleeps
    if code == "0.7":
        time.sleep(600)
    return run_game(task, code, heaps, play, level=level)


def greedy_or_fast(task, code, heaps, play, level=8):
    # a task function for the memory limit: the code 0.7 allocates (and writes)
    # memory until its worker is killed
    if code == "0.7":
        chunks = []
        for _ in range(400):
            chunks.append(bytearray(b"x" * (20 * 2**20)))
            time.sleep(0.02)
    return run_game(task, code, heaps, play, level=level)


def suicide_or_fast(task, code, heaps, play, level=8):
    # a task function for a worker killed by hand: the code 0.7 kills its own worker
    if code == "0.7":
        os.kill(os.getpid(), signal.SIGKILL)
    return run_game(task, code, heaps, play, level=level)


def _warm_up():
    import sage_latticegames.survey  # noqa: F401
    return os.getpid()


@pytest.fixture(scope="module")
def cluster():
    # one two-worker LocalCluster shared by the tests (given as --scheduler),
    # its workers warmed up (Sage imported)
    from distributed import Client, LocalCluster
    import dask
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                               dashboard_address=None, memory_limit="2GB")
        try:
            with Client(cluster) as client:
                import cloudpickle
                cloudpickle.register_pickle_by_value(sys.modules[__name__])
                client.run(_warm_up)
            yield cluster.scheduler_address
        finally:
            cluster.close()


@pytest.fixture(scope="module")
def small_survey(tmp_path_factory, cluster):
    folder = tmp_path_factory.mktemp("survey")
    store = folder / "store.jsonl"
    codes = ["0.07", "0.77", "0.137", "0.04"]
    records = survey("stats", codes, [3, 4], ["normal", "misere"], store=store, level=5,
                     scheduler=cluster, timeout=120, report=folder / "report", progress=False)
    return folder, store, codes, records


def test_survey_records_match_the_library(small_survey):
    folder, store, codes, records = small_survey
    assert len(records) == len(codes) * 2 * 2
    for r in records:
        try:
            G = games.octal(r["code"], r["heaps"], r["play"])
        except ValueError:
            assert r["status"] == "error"
            continue
        assert r["status"] == "ok", r
        S = G.solve(level=5)
        assert (r["result"]["P"], r["result"]["N"]) == (S.count_P(), S.count_N())
    stored = read_store(store)
    assert sorted(stored) == sorted(r["key"] for r in records)
    html = (folder / "report" / "report.html").read_text()
    assert html.count("<tr class=") == len(records)
    csv_lines = (folder / "report" / "results.csv").read_text().splitlines()
    assert len(csv_lines) == len(records) + 1


def test_rerun_skips_what_is_done(small_survey, monkeypatch):
    folder, store, codes, records = small_survey
    import sage_latticegames.survey as module

    def no_cluster(*args, **kwds):
        raise AssertionError("nothing should be computed again")
    monkeypatch.setattr(module, "_run", no_cluster)
    again = survey("stats", codes, [3, 4], ["normal", "misere"], store=store, level=5,
                   progress=False)
    assert again == records


def test_time_limit(tmp_path, cluster):
    store = tmp_path / "store.jsonl"
    start = time.monotonic()
    records = survey("stats", ["0.7", "0.07"], [3], ["normal"], store=store, level=4,
                     scheduler=cluster, timeout=3, progress=False, function=slow_or_fast)
    assert time.monotonic() - start < 120
    status = {r["code"]: r["status"] for r in records}
    assert status == {"0.7": "timeout", "0.07": "ok"}
    # computed again with retry=('timeout',), here without the sleep
    records = survey("stats", ["0.7", "0.07"], [3], ["normal"], store=store, level=4,
                     scheduler=cluster, timeout=60, progress=False, retry=("timeout",))
    assert [r["status"] for r in records] == ["ok", "ok"]
    assert records[0]["result"]["P"] == games.octal("0.7", 3).solve(level=4).count_P()
    assert len(store.read_text().splitlines()) == 3


def test_memory_limit(tmp_path):
    # a local cluster of one worker with a small memory limit: the greedy game is
    # recorded as 'memory', the worker is restarted and the next game is computed
    store = tmp_path / "store.jsonl"
    start = time.monotonic()
    records = survey("stats", ["0.7", "0.07"], [3], ["normal"], store=store, level=4,
                     workers=1, memory_limit="600MB", timeout=300, progress=False,
                     function=greedy_or_fast)
    assert time.monotonic() - start < 240
    status = {r["code"]: r["status"] for r in records}
    assert status == {"0.7": "memory", "0.07": "ok"}, records
    assert "600MB" in records[0]["result"]["message"]
    assert sorted(r["code"] for r in read_store(store).values()) == ["0.07", "0.7"]


def _descendants(pid):
    try:
        return [p.pid for p in psutil.Process(pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def test_killed_survey_resumes(tmp_path, cluster):
    store = tmp_path / "store.jsonl"
    codes = "0.07,0.77,0.137,0.17,0.27,0.37,0.47,0.57"
    command = [sys.executable, "-m", "sage_latticegames.cli", "survey", "--task", "stats",
               "--codes", codes, "--heaps", "3-5", "--plays", "normal", "--level", "4",
               "--workers", "1", "--store", str(store), "--quiet"]
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    children = []
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and proc.poll() is None:
            children = set(children) | set(_descendants(proc.pid))
            if store.exists() and len(store.read_text().splitlines()) >= 3:
                break
            time.sleep(0.1)
        assert proc.poll() is None, "the survey ended before it could be killed"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    partial = store.read_text().splitlines()
    assert 3 <= len(partial) < 24
    # no process of the killed survey is left
    time.sleep(1)
    assert not [pid for pid in children if psutil.pid_exists(pid)
                and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE]
    # rerun the same survey (in this process, on the shared cluster): it ends the survey
    survey("stats", codes.split(","), [3, 4, 5], ["normal"], store=store, level=4,
           scheduler=cluster, progress=False)
    keys = [json.loads(line)["key"] for line in store.read_text().splitlines()]
    expected = [record_key("stats", c, h, "normal") for c in codes.split(",") for h in (3, 4, 5)]
    assert sorted(keys) == sorted(expected)  # every record exactly once
    assert [json.loads(line) for line in partial] == \
        [json.loads(line) for line in store.read_text().splitlines()[:len(partial)]]


def test_misere_table_rows_on_dask(tmp_path):
    # the worker function of the table of whole-game misère quotients, run on Dask (one
    # worker): its records agree with whole_game_quotient called here
    from sage_latticegames.misere.whole.periodicity import whole_game_quotient
    from sage_latticegames.survey import Job, run_jobs, misere_table_row, order_runs
    codes = ["0.31", "0.75"]
    jobs = [Job("table %s" % code, (code, 20), {}, {"code": code}) for code in codes]
    records = run_jobs(jobs, misere_table_row, store=tmp_path / "table.jsonl", workers=1,
                       timeout=60, progress=False)
    assert [r["code"] for r in records] == codes
    for record in records:
        W = whole_game_quotient(record["code"], max_seconds=20)
        cert = W.certificate()
        assert record["status"] == "ok"
        r = record["result"]
        assert (r["order"], r["P"], r["preperiod"], r["period"], r["proved_at"]) == \
            (W.order(), W.P_portion_size(), cert["preperiod"], cert["period"], cert["proved_at"])
        assert r["name"] == (W.standard_name() or "")
    # a code not proved within its heap bound: the orders of the bounded quotients
    status, r = misere_table_row("0.07", 20, max_heap=12)
    assert status == "unavailable"
    assert order_runs(r["partial"]).endswith("12:12")


def test_killed_worker_is_not_memory(tmp_path, cluster):
    # a worker killed by hand, under its memory limit: recorded as 'killed', not 'memory'
    store = tmp_path / "store.jsonl"
    records = survey("stats", ["0.7", "0.07"], [3], ["normal"], store=store, level=3,
                     scheduler=cluster, timeout=120, progress=False, function=suicide_or_fast)
    status = {r["code"]: r["status"] for r in records}
    assert status == {"0.7": "killed", "0.07": "ok"}, records
    assert "killed from outside" in records[0]["result"]["message"]


def _in_process_run(todo, store, workers, scheduler, timeout, memory_limit, bar, function, done):
    # the games of a survey computed in this process (no cluster): as _run records them
    from sage_latticegames.io.store import append_record
    for job in todo:
        status, result = function(*job.args, **job.keywords)
        record = dict(job.fields, key=job.key, status=status, seconds=0.0, result=result)
        append_record(store, record)
        done[job.key] = record
        bar.update(status)


def test_foreign_record_is_not_trusted(tmp_path, monkeypatch, capsys):
    # a line {"key": ..., "status": "ok"} written by hand is not a record of the survey:
    # its game is computed again, and the report is written
    from sage_latticegames.cli import main
    import sage_latticegames.survey as module
    monkeypatch.setattr(module, "_run", _in_process_run)
    store, report = tmp_path / "store.jsonl", tmp_path / "report"
    key = record_key("stats", "0.07", 3, "normal")
    store.write_text(json.dumps({"key": key, "status": "ok"}) + "\n")
    assert main(["survey", "--task", "stats", "--codes", "0.07,0.77", "--heaps", "3",
                 "--plays", "normal", "--level", "3", "--store", str(store), "--report",
                 str(report), "--workers", "1"]) == 0
    err = capsys.readouterr().err
    assert "1 record not of this survey" in err and "internal error" not in err
    record = read_store(store)[key]
    assert record["task"] == "stats" and record["result"]["P"] == \
        games.octal("0.07", 3).solve(level=3).count_P()
    assert (report / "report.html").exists()
    # a record of another survey under the same key (another level) is not trusted either
    from sage_latticegames.survey import Job, valid_record
    job = Job(key, fields={"task": "stats", "code": "0.07", "heaps": 3, "play": "normal"})
    assert valid_record(record, job) and not valid_record(dict(record, code="0.7"), job)


def test_bad_limits_refused_at_once(tmp_path, capsys):
    # refused before any cluster starts, in well under a second, with the reason
    from sage_latticegames.cli import main
    store = str(tmp_path / "s.jsonl")
    octal = ["survey", "--codes", "0.07", "--heaps", "3", "--store", store]
    family = ["survey", "--task", "conjecture", "--family", "squarefree", "--store", store]
    cases = [(octal + ["--memory-limit", "-1GB"], "must be a positive amount"),
             (octal + ["--memory-limit", "1KB"], "too small to start a worker"),
             (octal + ["--memory-limit", "lots"], "cannot read the memory limit"),
             (family + ["--dimension", "2", "--memory-limit", "1KB"], "too small"),
             (family + ["--dimension", "2", "--sample", "1000000000"], "more than the 100000"),
             (family + ["--dimension", "1000", "--sample", "3"], "3^1000 vectors"),
             (family + ["--dimension", "7", "--sample", "3"], "more than the 729"),
             (octal + ["--task", "frobnicate"], "unknown task 'frobnicate'")]
    for args, message in cases:
        start = time.monotonic()
        assert main(args) == 2, args
        assert time.monotonic() - start < 5
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and message in err, (args, err)
    assert not os.path.exists(store)
