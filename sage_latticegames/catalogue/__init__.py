r"""
The catalogue of octal games

Every octal game ``0.d1``, ``0.d1d2``, ``0.d1d2d3`` (digits 0-7, the last one
nonzero) and ``0.3122``, in misère play (the quotient of the whole game:
finite, infinite or open with the bounded quotients proved) and in normal play
(the nim sequence, its period proved), compared with MisereSolver; shipped as
data, each row re-provable on demand.

- :mod:`~sage_latticegames.catalogue.catalogue`: :func:`octal_catalogue`
  (the shipped catalogue), :class:`OctalCatalogue` (``C[code]``, ``code in C``,
  ``C.summary()``, ``C.certify(code)``), :class:`CatalogueRecord`;
- :mod:`~sage_latticegames.catalogue.build`: the record of one code
  (:func:`~sage_latticegames.catalogue.build.catalogue_row`, the worker of
  ``latticegames survey --task catalogue``), the survey on Dask
  (:func:`~sage_latticegames.catalogue.build.survey_catalogue`) and the data
  files (:func:`~sage_latticegames.catalogue.build.build_catalogue`).

EXAMPLES::

    sage: from sage_latticegames.catalogue import octal_catalogue
    sage: octal_catalogue()['0.31'].misere_name
    'T2'
"""
from sage_latticegames.catalogue.catalogue import (octal_catalogue, OctalCatalogue, CatalogueRecord,
                                                   DATA_FOLDER)
from sage_latticegames.catalogue.build import (catalogue_row, survey_catalogue, build_catalogue,
                                               normalise_code)

__all__ = ["octal_catalogue", "OctalCatalogue", "CatalogueRecord", "DATA_FOLDER", "catalogue_row",
           "survey_catalogue", "build_catalogue", "normalise_code"]
