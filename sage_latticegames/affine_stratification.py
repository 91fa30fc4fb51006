r"""
Compatibility module (deprecated): ``sage_latticegames.affine_stratification``.

The module of the flat layout; its contents moved to the subpackage
:mod:`sage_latticegames.stratifications`:

- :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
  (a chain of mixins: :mod:`~sage_latticegames.stratifications.base`,
  :mod:`~sage_latticegames.stratifications.disjointness`,
  :mod:`~sage_latticegames.stratifications.affine_stratification`);
- :class:`~sage_latticegames.stratifications.verification.VerificationReport`,
  :class:`~sage_latticegames.stratifications.verification.CertificationReport`
  and ``EXAMPLES_SHOWN`` (:mod:`~sage_latticegames.stratifications.verification`).

This module re-exports these names for old code and old pickles; new code
imports them from their new modules.

EXAMPLES::

    sage: from sage_latticegames.affine_stratification import AffineStratification
    sage: from sage_latticegames.stratifications import affine_stratification
    sage: AffineStratification is affine_stratification.AffineStratification
    True
"""
from sage_latticegames.stratifications.affine_stratification import AffineStratification  # noqa: F401
from sage_latticegames.stratifications.verification import (  # noqa: F401
    EXAMPLES_SHOWN, VerificationReport, CertificationReport)

__all__ = ["EXAMPLES_SHOWN", "AffineStratification", "VerificationReport", "CertificationReport"]
