"""
Shared pytest configuration.

The test modules live in folders that mirror the package (``tests/misere/heap/``
for ``sage_latticegames/misere/heap/``, ...); the folders are not packages, and
this file puts ``tests/`` on ``sys.path`` so that every test module, at any depth,
imports the shared modules by their names (``from helpers import long_test``).
"""
import os
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)


def pytest_configure(config):
    config.addinivalue_line("markers", "long: slow tests (run with SAGE_LATTICEGAMES_LONG=yes), "
                                       "e.g. octal games with heaps up to 20")
