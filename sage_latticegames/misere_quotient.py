r"""
Compatibility module (deprecated): misère quotients moved to :mod:`sage_latticegames.misere`

The classes live in :mod:`sage_latticegames.misere.quotient` and
:func:`region_congruence_classes` in :mod:`sage_latticegames.misere.from_game`;
this module re-exports them under their old path (old pickles load through
``register_unpickle_override`` in the new module).

EXAMPLES::

    sage: from sage_latticegames.misere_quotient import MisereQuotient
    sage: from sage_latticegames.misere.quotient import MisereQuotient as M
    sage: MisereQuotient is M
    True
"""
from sage_latticegames.misere.quotient import MisereQuotient, MisereQuotientElement  # noqa: F401
from sage_latticegames.misere.semigroup.from_game import region_congruence_classes  # noqa: F401

__all__ = ["MisereQuotient", "MisereQuotientElement", "region_congruence_classes"]
