r"""
Certificates of affine stratifications, and the reports of their proofs

A :class:`CertificationReport` is the answer of
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`
and of :meth:`~sage_latticegames.stratifications.periodic.PeriodicSet.certify`:
proved, or refuted with a witness.  A :class:`Certificate` records that a set (an affine stratification, an
eventually periodic set, ...) was *proved* to be the set of P-positions of a
lattice game on the whole board: the method of the proof, the game, and what
was checked.  Discovery
(:func:`~sage_latticegames.discovery.search.discover_stratification`) attaches
one to each stratification it returns
(:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certificate`);
a stratification without one is, at best, a conjecture.

EXAMPLES::

    sage: from sage_latticegames import LatticeGame
    sage: from sage_latticegames.stratifications.certificate import Certificate
    sage: C = Certificate("finite box check", LatticeGame([(1,)]), "the set is the set of P-positions",
    ....:                 "4 points checked"); C
    Certificate (finite box check): the set is the set of P-positions; 4 points checked
    sage: C.method(), C.game().dimension()
    ('finite box check', 1)
    sage: loads(dumps(C)) == C
    True
    sage: TestSuite(C).run()
"""
import sage.rings.integer  # noqa: F401

from sage.structure.sage_object import SageObject


class Certificate(SageObject):
    r"""
    The record of a proof that a set is the set of P-positions of a game
    (by the uniqueness in Theorem 4.6 of [GM]).

    INPUT:

    - ``method`` -- a short name of the method of the proof
    - ``game`` -- the lattice game
    - ``statement`` -- what was proved
    - ``details`` -- what was checked (a string)

    EXAMPLES::

        sage: from sage_latticegames import LatticeGame
        sage: from sage_latticegames.stratifications.certificate import Certificate
        sage: Certificate("x", LatticeGame([(1,)]), "proved", "").statement()
        'proved'
    """

    def __init__(self, method, game, statement, details=""):
        self._method = str(method)
        self._game = game
        self._statement = str(statement)
        self._details = str(details)

    def method(self):
        r"""
        Return the name of the method of the proof.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.certificate import Certificate
            sage: Certificate("finite box check", LatticeGame([(1,)]), "s").method()
            'finite box check'
        """
        return self._method

    def game(self):
        r"""
        Return the game.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.certificate import Certificate
            sage: Certificate("m", LatticeGame([(1,)]), "s").game().dimension()
            1
        """
        return self._game

    def statement(self):
        r"""
        Return what was proved.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.certificate import Certificate
            sage: Certificate("m", LatticeGame([(1,)]), "s", "d").statement()
            's'
        """
        return self._statement

    def details(self):
        r"""
        Return what was checked.

        EXAMPLES::

            sage: from sage_latticegames import LatticeGame
            sage: from sage_latticegames.stratifications.certificate import Certificate
            sage: Certificate("m", LatticeGame([(1,)]), "s", "d").details()
            'd'
        """
        return self._details

    def _key(self):
        return (self._method, self._game, self._statement, self._details)

    def __eq__(self, other):
        return isinstance(other, Certificate) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._key())

    def __reduce__(self):
        return Certificate, self._key()

    def _repr_(self):
        s = "Certificate (%s): %s" % (self._method, self._statement)
        return s + "; " + self._details if self._details else s


class CertificationReport(SageObject):
    r"""
    The result of
    :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.certify`:
    true iff the stratification was proved to be the set of P-positions;
    otherwise it holds a witness of the failure.

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames import LatticeGame
        sage: S = AffineStratification([([(0,)], [(2,)])])
        sage: C = S.certify(LatticeGame([(1,)])); C, bool(C)
        (Proved: this affine stratification is the set of P-positions of the game (Theorem 4.6 of [GM]...), True)
        sage: C = AffineStratification([([(0,)], [(4,)])]).certify(LatticeGame([(1,)])); C
        Not the set of P-positions: the position (2) of the board is not in the stratification but has no move into it
        sage: C.witness()
        N(2)
    """

    def __init__(self, proved, message, witness=None):
        self._proved = bool(proved)
        self._message = message
        self._witness = witness

    def __bool__(self):
        return self._proved

    def witness(self):
        r"""
        Return the witness point of the failure (``None`` when proved).

        EXAMPLES::

            sage: from sage_latticegames import AffineStratification
            sage: from sage_latticegames import LatticeGame
            sage: AffineStratification([([(0,)], [(2,)])]).certify(LatticeGame([(1,)])).witness() is None
            True
        """
        return self._witness

    def _repr_(self):
        if self._proved:
            return "Proved: " + self._message
        return "Not the set of P-positions: " + self._message
