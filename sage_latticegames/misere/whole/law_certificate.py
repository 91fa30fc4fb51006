r"""
Proofs that a whole octal game has an infinite misère quotient by a law of its outcomes

A *law* of a whole octal game is a statement of the misère outcome of every
position (every heap size), proved as a theorem: the max--sum laws of 0.26,
0.27 and 0.57 (:mod:`~sage_latticegames.misere.whole.max_sum_law`) and the
chain law of 0.54 (:mod:`~sage_latticegames.misere.whole.chain_law`).  Each
law comes with a family of positions `x_m` and tests `r_n` such that `x_m +
r_n` is a misère P-position iff `m \le n` (the Corollary of its module); then
the positions `x_m` are pairwise distinguishable:

LEMMA.  If `x_m + r_n` is a P-position iff `m \le n`, then for `m < m'` the
test `r_m` distinguishes `x_m` from `x_{m'}`; so the misère quotient of the
game (positions modulo indistinguishability, Plambeck--Siegel [PS]) has the
pairwise distinct elements `[x_0], [x_1], \dots`: it is infinite.

:class:`LawInfinitenessCertificate` is the part that the proofs by the laws
share: the constructor proves the law (a ``ValueError`` unless every part is
proved), equality, hashing and pickling by the code (unpickling proves
again), the statement, the certificate and the test of the family.  A
subclass names the law (``_law_class``, ``_law_name``, ``_theorem``) and
gives the family (``position``, ``distinguisher``, ``is_P_position``,
``_texts``) and its recheck on the game (``check_on_game``).

EXAMPLES::

    sage: from sage_latticegames.misere.whole.law_certificate import LawInfinitenessCertificate
    sage: from sage_latticegames.misere.whole.chain_law import ChainLawInfinitenessCertificate
    sage: issubclass(ChainLawInfinitenessCertificate, LawInfinitenessCertificate)
    True
    sage: LawInfinitenessCertificate('0.54')
    Traceback (most recent call last):
    ...
    TypeError: LawInfinitenessCertificate is the base of the proofs by a law: use MaxSumInfinitenessCertificate or ChainLawInfinitenessCertificate

REFERENCES:

- [PS] T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial
  games*, J. Combin. Theory Ser. A 115 (2008), 593--622.
"""
from sage.structure.sage_object import SageObject

from sage_latticegames.misc.protocol import DefinedByArguments

__all__ = ["LawInfinitenessCertificate", "decide_law"]


def decide_law(law, name):
    r"""
    Decide the four parts of the proof of a law with isl, and return the
    witnesses of each (all empty: proved).

    The parts are those of the theorem of the law's module: (K) the kinds of
    heaps, (I) the image set and the actions, (A) no move from a position in
    the law to one in the law, (B) a move into the law from every other
    position; ``law`` has the methods ``check_kinds``, ``check_images``,
    ``check_A``, ``check_B`` (each given the module ``islpy``) and ``code``.

    INPUT:

    - ``law`` -- a :class:`~sage_latticegames.misere.whole.max_sum_law.MaxSumLaw`
      or :class:`~sage_latticegames.misere.whole.chain_law.ChainLaw`
    - ``name`` -- the name of the law, for the messages

    OUTPUT: a dictionary ``{'K': [], 'I': [], 'A': [], 'B': []}``; a
    ``ValueError`` naming the witnesses when a part fails, an ``ImportError``
    without ``islpy``

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.law_certificate import decide_law
        sage: from sage_latticegames.misere.whole.chain_law import ChainLaw
        sage: decide_law(ChainLaw(), 'chain law')             # long time
        {'A': [], 'B': [], 'I': [], 'K': []}
    """
    try:
        import islpy as isl
    except ImportError as err:
        raise ImportError("the proof of the %s decides Presburger sentences with isl: install"
                          " the package islpy (e.g. islpy-barvinok)" % name) from err
    result = {"K": law.check_kinds(isl), "I": law.check_images(isl)}
    result["A"] = law.check_A(isl)
    result["B"] = law.check_B(isl)
    if any(result.values()):
        raise ValueError("the %s of %s is not proved: witnesses %s" % (name, law.code(), result))
    return result


class LawInfinitenessCertificate(DefinedByArguments, SageObject):
    r"""
    A proof that the misère quotient of the whole octal game ``code`` is
    infinite by a law of its outcomes and the family `x_m + r_n` (P iff `m
    \le n`) of its Corollary (the Lemma of the module).  Positions are
    tuples of heap sizes.  The constructor runs the proof of the law;
    unpickling proves again.

    INPUT:

    - ``code`` -- an octal code for which the law of the subclass is a theorem

    EXAMPLES::

        sage: from sage_latticegames.misere.whole.max_sum_law import prove_infinite_026
        sage: C = prove_infinite_026()                                     # long time
        sage: C.code(), C.is_finite(), C.certificate()['P iff']           # long time
        ('0.26', False, 'm <= n')
    """
    #: the class of the law: ``law_class(code)`` raises a ``ValueError`` for a code
    #: without that law, its ``prove()`` one unless every part is proved
    _law_class = None
    #: the name of the law, as printed
    _law_name = None
    #: the theorem of the law (saved in the certificate)
    _theorem = None

    def __init__(self, code):
        if self._law_class is None:
            raise TypeError("LawInfinitenessCertificate is the base of the proofs by a law: use "
                            "MaxSumInfinitenessCertificate or ChainLawInfinitenessCertificate")
        self._law = self._law_class(code)  # a ValueError for a code without the law
        self._proof = self._law.prove()    # a ValueError unless every part is proved
        self._code = self._law.code()

    def code(self):
        r"""
        Return the octal code of the game.
        """
        return self._code

    def is_finite(self):
        r"""
        Return ``False``: the quotient is infinite.
        """
        return False

    def _texts(self):
        # the family in words: (x_m, r_n)
        raise NotImplementedError

    def certificate(self):
        r"""
        Return what was proved: the theorem and the family.
        """
        position, distinguisher = self._texts()
        return {"theorem": self._theorem, "code": self._code, "position": position,
                "distinguisher": distinguisher, "P iff": "m <= n"}

    def _test_family(self, tester=None, **options):
        r"""
        Check the Corollary on small `m, n`: `x_m + r_n` is a P-position iff
        `m \le n` (by the law; hence `r_m` distinguishes `x_m` from `x_{m+1}`).
        """
        tester = self._tester(tester=tester, **options)
        for m in range(6):
            for n in range(6):
                tester.assertEqual(self.is_P_position(m, n), m <= n)

    def _repr_(self):
        position, distinguisher = self._texts()
        return ("Proved: the misère quotient of the whole octal game %s is infinite: x_m + r_n is a"
                " P-position iff m <= n, for x_m = %s and r_n = %s (%s, decided by isl)"
                % (self._code, position, distinguisher, self._law_name))

    def _arguments(self):
        # equality, hash and pickle (DefinedByArguments): the proof runs again when the
        # certificate is unpickled
        return (self._code,)
