r"""
Compatibility module (deprecated): short rational generating functions.

The code moved to the subpackage :mod:`sage_latticegames.generating_functions`
(:mod:`~sage_latticegames.generating_functions.ring` for
:class:`~sage_latticegames.generating_functions.ring.ShortRationalFunction`)
and to :mod:`sage_latticegames.misc.functionals` for
:func:`~sage_latticegames.misc.functionals.generic_functional`.  This module
re-exports the public names of version 0.1.0, so that old imports and old
pickles keep working.

EXAMPLES::

    sage: from sage_latticegames.short_rational_function import ShortRationalFunction
    sage: from sage_latticegames.generating_functions.ring import ShortRationalFunction as F
    sage: ShortRationalFunction is F
    True
"""
from sage_latticegames.generating_functions.ring import ShortRationalFunction, ShortRationalFunctions
from sage_latticegames.misc.functionals import generic_functional

__all__ = ["ShortRationalFunction", "ShortRationalFunctions", "generic_functional"]
