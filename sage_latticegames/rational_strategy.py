r"""
Compatibility module (deprecated): rational strategies moved to
:mod:`sage_latticegames.strategies.rational_strategy`, the generating functions
of modules to :mod:`sage_latticegames.generating_functions.modules`.

This module keeps the names of the flat layout of version 0.1.0 importable.
"""
from sage_latticegames.generating_functions.modules import (  # noqa: F401
    standard_monomial_decomposition, ideal_monomial_decomposition, module_generating_function,
    semigroup_generating_function, stratification_generating_function)
from sage_latticegames.strategies.rational_strategy import (  # noqa: F401
    StrategyVerification, RationalStrategy)

__all__ = ["standard_monomial_decomposition", "ideal_monomial_decomposition",
           "module_generating_function", "semigroup_generating_function",
           "stratification_generating_function", "StrategyVerification", "RationalStrategy"]
