r"""
Interactive namespace of ``sage_latticegames``.

This module is the global namespace of the doctests and of the notebooks: it
gathers the modular SageMath "all" modules that are installed (polyhedra,
Singular, FLINT, GLPK, LattE/4ti2, plotting, the Sage REPL) and then every
public name of :mod:`sage_latticegames`.  It never imports ``sage.all``, so it
works both with the modular passagemath wheels and inside a full SageMath.

Usage::

    from sage_latticegames.all import *

EXAMPLES::

    sage: import sage_latticegames.all as env
    sage: all(name in dir(env) for name in
    ....:     ['QQ', 'ZZ', 'vector', 'matrix', 'Polyhedron', 'Cone',
    ....:      'PolynomialRing', 'TestSuite', 'loads', 'dumps'])
    True
    sage: env.Integer is sage.rings.integer.Integer
    True
    sage: env.RealNumber is float
    False
    sage: type(2^10)
    <class 'sage.rings.integer.Integer'>
"""
# The REPL module comes first: it sets up warning filters and binds placeholder
# names (``Integer = int``, ``RealNumber = float``) that the others override.
try:
    from sage.all__sagemath_repl import *  # noqa: F401,F403
except ImportError:
    pass

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.all__sagemath_polyhedra import *  # noqa: F401,F403

# Optional modular distributions: each one adds its names when it is installed
# (the equivalent of ``from sage.all__sagemath_X import *``).
import importlib as _importlib
for _dist in ("flint", "singular", "glpk", "latte_4ti2", "plot"):
    try:
        _module = _importlib.import_module("sage.all__sagemath_" + _dist)
    except ImportError:
        continue
    _public = getattr(_module, "__all__", None) or [n for n in vars(_module) if not n.startswith("_")]
    globals().update({_n: getattr(_module, _n) for _n in _public})

from sage.misc.sage_unittest import TestSuite  # noqa: F401
from sage.misc.persist import loads, dumps  # noqa: F401

from sage_latticegames import *  # noqa: F401,F403

# the old paths of the classes of the modules that import no Sage, for Sage's unpickler
from sage_latticegames.misc.lazy_names import register_unpickle_overrides as _register
_register()
