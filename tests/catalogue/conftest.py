"""
The fixtures shared by the tests of the catalogue (tests/catalogue/).

``data`` (the shipped JSON file, as parsed) and ``catalogue`` (the
:class:`~sage_latticegames.catalogue.OctalCatalogue` loaded from it) are read
once per test module, of the catalogue that the module's constant ``DIGITS``
names (the ``digits`` argument of ``octal_catalogue``: ``None`` for the codes of
at most three digits, ``4`` for the four-digit catalogue).
"""
import json
import os

import pytest

from sage_latticegames.catalogue import DATA_FOLDER, octal_catalogue
from sage_latticegames.catalogue.catalogue import DATA_FILES


def _digits(request):
    # a module that uses these fixtures says which catalogue (an AttributeError otherwise)
    return request.module.DIGITS


@pytest.fixture(scope="module")
def data(request):
    with open(os.path.join(DATA_FOLDER, DATA_FILES[_digits(request)])) as f:
        return json.load(f)


@pytest.fixture(scope="module")
def catalogue(request):
    return octal_catalogue(digits=_digits(request))
