r"""
Affine stratifications

Affine stratifications (Definition 8.6 of [GM], Definition 4.1 of [GM-A]):
finite unions `W = \bigcup_i (F_i + A_i)` of finitely generated modules over
affine semigroups, their set algebra (Section 4 of [GM-A]) and their
comparison with the P-positions of lattice games.

Modules, by role:

- The class :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`,
  a chain of mixins (one theme per module, like Sage's ``Polyhedron_base0``,
  ..., ``Polyhedron_base7``):

  * :mod:`~sage_latticegames.stratifications.base` -- data, membership,
    enumeration, complexity, equality, pickling, printing
    (``AffineStratification_base``);
  * :mod:`~sage_latticegames.stratifications.disjointness` -- disjointness,
    overlapping translates, redundant points
    (``AffineStratification_disjointness``);
  * :mod:`~sage_latticegames.stratifications.affine_stratification` -- the
    class itself: thin methods for the set algebra, verification,
    certification, rational strategies and plots.

- Algorithms behind the thin methods:

  * :mod:`~sage_latticegames.stratifications.verification` --
    ``verify_stratification``, ``certify_stratification`` and their reports
    :class:`~sage_latticegames.stratifications.verification.VerificationReport`,
    :class:`~sage_latticegames.stratifications.verification.CertificationReport`;
  * :mod:`~sage_latticegames.stratifications.set_algebra` -- intersections,
    differences, unions and complements of modules over affine semigroups
    (Theorem 4.2 and Lemma 4.4 of [GM-A]).

- Proofs on the whole board:

  * :mod:`~sage_latticegames.stratifications.periodic` (with the compiled
    ``_periodic``) -- :class:`~sage_latticegames.stratifications.periodic.PeriodicSet`,
    sets eventually periodic per coordinate, their folded solution and the
    finite box check (an exact proof through Theorem 4.6 of [GM]);
  * :mod:`~sage_latticegames.stratifications.certificate` --
    :class:`~sage_latticegames.stratifications.certificate.Certificate`, the
    record of a proof attached to a stratification
    (:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.set_certificate`,
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.from_periodic_set`).

EXAMPLES::

    sage: from sage_latticegames.stratifications import AffineStratification
    sage: AffineStratification([([(1, 0)], [(2, 0)])])
    Affine stratification with 1 stratum in Z^2: {(1, 0)} + N{(2, 0)}
"""
from sage_latticegames.stratifications.affine_stratification import AffineStratification
from sage_latticegames.stratifications.verification import (VerificationReport,
                                                            CertificationReport)

__all__ = ["AffineStratification", "VerificationReport", "CertificationReport"]
