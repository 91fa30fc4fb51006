r"""
Saved results: a documented, versioned JSON format for lattice games and their results.

``save(obj, path)`` writes a game, the solution of a region (its P-positions), an affine
stratification, a rational strategy, a misère quotient (of a bounded game, of a whole octal
game, or the proof that it is infinite) or a nim sequence to a JSON file, atomically;
``load(path)`` reads it back, equal (``==``) to what was saved.  The format is described
in :mod:`sage_latticegames.io.format`; the files are handled by
:mod:`sage_latticegames.io.files`; the results stores of surveys by
:mod:`sage_latticegames.io.store`.

A file is a claim, not a proof (its checksum detects damage, not forgery):
``load(path, verify=True)`` (the default) proves a certificate again for exactly the
saved game and refuses a claim that does not hold; ``load(path, verify=False)`` loads
the object unproved, marked "loaded from PATH without re-proof" where it is printed.
Internally inconsistent files are refused either way.

EXAMPLES::

    sage: from sage_latticegames.io import save, load
    sage: from sage_latticegames import games
    sage: import os, tempfile
    sage: G = games.octal('0.07', 5)
    sage: path = os.path.join(tempfile.mkdtemp(), 'kayles.json')
    sage: save(G, path); load(path) == G
    True
"""
import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames.io.format import FORMAT, FORMAT_VERSION, KINDS, kind_of, to_dict, from_dict
from sage_latticegames.io.files import (save, load, load_with_game, read_envelope, atomic_write_text,
                                       data_digest)

__all__ = ["FORMAT", "FORMAT_VERSION", "KINDS", "kind_of", "to_dict", "from_dict", "save", "load",
           "load_with_game",
           "read_envelope", "atomic_write_text", "data_digest"]
