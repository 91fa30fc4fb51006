"""
Shared pytest configuration.
"""


def pytest_configure(config):
    config.addinivalue_line("markers", "long: slow tests (run with SAGE_LATTICEGAMES_LONG=yes), "
                                       "e.g. octal games with heaps up to 20")
