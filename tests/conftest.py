"""
Shared pytest configuration.

The test modules live in folders that mirror the package (``tests/misere/heap/``
for ``sage_latticegames/misere/heap/``, ...); the folders are not packages, and
this file puts ``tests/`` on ``sys.path`` so that every test module, at any depth,
imports the shared modules by their names (``from helpers import long_test``).
"""
import os
import sys

import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)


def pytest_configure(config):
    config.addinivalue_line("markers", "long: slow tests (run with SAGE_LATTICEGAMES_LONG=yes), "
                                       "e.g. octal games with heaps up to 20")


@pytest.fixture(scope="session")
def peer(tmp_path_factory):
    # MisereSolver compiled once for the session (a folder of its own, shared by the
    # workers of pytest -n: the first compiles it, under a lock, the others wait and
    # reuse it), or the test is skipped with the reason
    import fcntl
    import shutil
    if shutil.which("java") is None or shutil.which("javac") is None:
        pytest.skip("MisereSolver needs a JDK (java and javac): not found on PATH")
    from sage_latticegames.io.msv import misere_solver_classes, PEER_SOURCES
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent          # the folder of this run, common to its workers
    folder = base / "misere_classes"
    with open(base / "misere_classes.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            classes = misere_solver_classes(classes=str(folder))
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    if classes is None:
        pytest.skip("the MisereSolver sources were not found or did not compile (looked in %s;"
                    " set MISERE_SOLVER_DIR)" % PEER_SOURCES)
    return classes


@pytest.fixture(scope="session")
def L3122():
    # the linear pretension of misère 0.3122 with heaps <= 7 (helpers.py: W3122, I3122,
    # P3122), proved once for the session (about 5 s): test_linear_pretension.py and
    # test_pretension_stratification.py read it
    from helpers import W3122, I3122, P3122
    from sage_latticegames import games
    from sage_latticegames.misere.heap.linear_pretension import LinearPretension
    return LinearPretension(games.octal('0.3122', 7, play='misere'), W3122, I3122, P3122,
                            window=10)
