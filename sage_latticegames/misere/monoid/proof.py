r"""
Proofs of misère quotients as values

A :class:`QuotientProof` says what was proved, for which game, and by which
theorem, named by a stable name of :data:`THEOREMS` (never a module path: a
module may move, a saved proof keeps its theorem).  What was proved is one of
the kinds of :data:`KINDS`:

- ``'finite quotient'`` (the default): a finite commutative monoid with a
  P-portion is the misère (or normal-play) quotient of a game; made only by
  :func:`~sage_latticegames.misere.monoid.finite_monoid._set_proof`, called by
  the code that ran the proof, and read through
  :meth:`~sage_latticegames.misere.monoid.finite_monoid.FiniteQuotientData.proof`
  and :meth:`~sage_latticegames.misere.finite_quotient.FiniteMisereQuotient.proof`
  (and the strategies and stratifications read off it);
- ``'whole game'``: a finite monoid is the misère quotient of an octal game
  with every heap size
  (:meth:`~sage_latticegames.misere.whole.periodicity.WholeGameQuotient.proof`);
- ``'linear pretension'``: a linear pretension onto `U \times \ZZ` gives the
  outcome of every position of a heap game
  (:meth:`~sage_latticegames.misere.heap.linear_pretension.LinearPretension.proof`);
- ``'infinite quotient'``: the misère quotient of a heap game is infinite
  (:meth:`~sage_latticegames.misere.heap.linear_pretension.HeapInfinitenessCertificate.proof`).

Its record, :meth:`QuotientProof.record`, is the dictionary that saved files
and ``certificate`` have always held: the serialised form is unchanged.

A proof is never unpickled (a proof read from a file is a claim, proved again
on load: ``DEVELOPING.md``, "Cross-subpackage contracts").

The theorems (each stated, with its proof and references, in the docstring of
the module named in :data:`THEOREMS`):

- ``'heap pretension theorem'``: a pretension of a heap game that passes the
  N-failure and P-failure checks is its misère quotient (statements (a)-(d)
  of :mod:`~sage_latticegames.misere.heap.pretension`; Plambeck--Siegel);
- ``'antichain verification'``: a candidate monoid whose tuples of classes
  under language inclusion close up is the quotient of the moves on `\NN^k`
  (:mod:`~sage_latticegames.misere.heap.verification`; Plambeck--Siegel,
  Sec. 4);
- ``'periodic stratification'``: the quotient of an eventually periodic set
  of P-positions is computed on its box
  (:mod:`~sage_latticegames.misere.stratified.from_stratification`);
- ``'misère periodicity theorem'``: the quotients of the heaps `\le N` of an
  octal game are those of the whole game once the pretending function is
  periodic long enough (Plambeck 2005, Plambeck--Siegel 2008;
  :mod:`~sage_latticegames.misere.whole.periodicity`);
- ``'linear pretension theorem'``: a linear pretension that passes the finite
  check over types gives every outcome (Theorems 1-2 of
  :mod:`~sage_latticegames.misere.heap.linear_pretension`);
- ``'diagonal family theorem'``: a proved linear pretension with a diagonal
  family `x_m + r_n` has infinitely many classes (Theorem 3 of
  :mod:`~sage_latticegames.misere.heap.linear_pretension`);
- ``'tame heap theorem'``: heaps whose images in the tame monoid pass the
  conditions on the images of their options give the misère quotient
  (:mod:`~sage_latticegames.misere.whole.tame`; Conway's genus theory).

EXAMPLES::

    sage: from sage_latticegames import games
    sage: Q = games.nim(2, 'misere').misere_quotient()
    sage: p = Q.proof(); p
    Proof that a monoid of order 6 is the misère quotient of Nim with heaps of size at most 2 (misère play), by the heap pretension theorem
    sage: p.theorem(), p.game() == Q.game(), p.record() == Q.certificate()
    ('heap pretension theorem', True, True)
"""

# (no Sage: a plain Python value, made by the command line's quotients)

from sage_latticegames.misc.protocol import name_of

__all__ = ["QuotientProof", "THEOREMS", "KINDS", "theorem_of"]

#: the stable name of each theorem a finite quotient is proved by -> the module whose
#: docstring states it (with its proof and references)
THEOREMS = {
    "heap pretension theorem": "sage_latticegames.misere.heap.pretension",
    "antichain verification": "sage_latticegames.misere.heap.verification",
    "periodic stratification": "sage_latticegames.misere.stratified.from_stratification",
    "misère periodicity theorem": "sage_latticegames.misere.whole.periodicity",
    "linear pretension theorem": "sage_latticegames.misere.heap.linear_pretension",
    "diagonal family theorem": "sage_latticegames.misere.heap.linear_pretension",
    "tame heap theorem": "sage_latticegames.misere.whole.tame",
}

#: the kind of each claim -> (how it reads, the theorem it rests on; ``None``: read off
#: the record by :func:`theorem_of`)
KINDS = {
    "finite quotient": ("a monoid of order {order} is the {play} quotient of {game}", None),
    "whole game": ("a monoid of order {order} is the misère quotient of the {game} with every"
                   " heap size", "misère periodicity theorem"),
    "linear pretension": ("a linear pretension gives the misère outcome of every position of"
                          " {game}", "linear pretension theorem"),
    "infinite quotient": ("the misère quotient of {game} is infinite", "diagonal family theorem"),
}


def theorem_of(record):
    r"""
    Return the stable name (a key of :data:`THEOREMS`) of the theorem that
    the proof with the saved ``record`` rests on, read from the fields that
    the proofs have always written (``algorithm``, ``source``).

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.proof import theorem_of
        sage: theorem_of({'algorithm': 'pretension', 'tuples': 13})
        'heap pretension theorem'
        sage: theorem_of({'source': 'stratification'}), theorem_of({'tuples': 3})
        ('periodic stratification', 'antichain verification')
        sage: theorem_of({'algorithm': 'tame'})
        'tame heap theorem'
    """
    if record.get("algorithm") == "pretension":
        return "heap pretension theorem"
    if record.get("algorithm") == "tame":
        return "tame heap theorem"
    if record.get("source") == "stratification":
        return "periodic stratification"
    return "antichain verification"


class QuotientProof:
    r"""
    The proof that a finite monoid with a P-portion of order ``order`` is the
    misère (or normal-play) quotient of ``game``, by a theorem of
    :data:`THEOREMS`, with its ``record`` (the saved form).

    INPUT:

    - ``order`` -- the order of the monoid proved (``None`` when the kind
      proves no finite monoid)
    - ``record`` -- a dictionary: what the proof checked (as saved)
    - ``game`` -- (default: ``None``) the game it was proved for
    - ``kind`` -- (default: ``'finite quotient'``) what was proved, a key
      of :data:`KINDS`

    EXAMPLES::

        sage: from sage_latticegames.misere.monoid.proof import QuotientProof
        sage: from sage_latticegames import games
        sage: p = QuotientProof(2, {'tuples': 3, 'misere': True}, games.nim(1, 'misere')); p
        Proof that a monoid of order 2 is the misère quotient of Nim with heaps of size at most 1 (misère play), by the antichain verification
        sage: p.claim()
        'a monoid of order 2 is the misère quotient of Nim with heaps of size at most 1 (misère play)'
        sage: p.statement()
        'sage_latticegames.misere.heap.verification'
        sage: p == QuotientProof(2, {'tuples': 3, 'misere': True}, games.nim(1, 'misere'))
        True
        sage: loads(dumps(p))
        Traceback (most recent call last):
        ...
        TypeError: a proof is never unpickled: it is run again (recertify)
        sage: TestSuite(p).run(skip='_test_pickling')

    The other kinds::

        sage: QuotientProof(None, {'types': 25}, games.octal('0.77', 2, play='misere'), kind='linear pretension')
        Proof that a linear pretension gives the misère outcome of every position of Kayles 0.77 with heaps of size at most 2 (misère play), by the linear pretension theorem
        sage: QuotientProof(2, {}, kind='quotient')
        Traceback (most recent call last):
        ...
        ValueError: the kind of a proof is one of 'finite quotient', 'whole game', 'linear pretension', 'infinite quotient', not 'quotient'
    """

    def __init__(self, order, record, game=None, kind="finite quotient"):
        if kind not in KINDS:
            raise ValueError("the kind of a proof is one of %s, not %r"
                             % (", ".join(repr(k) for k in KINDS), kind))
        self._order = None if order is None else int(order)
        self._record = dict(record)
        self._game = game
        self._kind = kind
        self._theorem = KINDS[kind][1] or theorem_of(self._record)

    def kind(self):
        r"""
        Return what kind of claim was proved (a key of :data:`KINDS`).

        EXAMPLES::

            sage: from sage_latticegames.misere.monoid.proof import QuotientProof
            sage: QuotientProof(6, {}, kind='whole game').kind(), QuotientProof(2, {}).kind()
            ('whole game', 'finite quotient')
        """
        return self._kind

    def theorem(self):
        r"""
        Return the stable name of the theorem this proof rests on.

        EXAMPLES::

            sage: from sage_latticegames.misere.monoid.proof import QuotientProof
            sage: QuotientProof(2, {'algorithm': 'pretension'}).theorem()
            'heap pretension theorem'
        """
        return self._theorem

    def statement(self):
        r"""
        Return the module whose docstring states the theorem (and its proof).

        EXAMPLES::

            sage: from sage_latticegames.misere.monoid.proof import QuotientProof
            sage: QuotientProof(2, {'source': 'stratification'}).statement()
            'sage_latticegames.misere.stratified.from_stratification'
        """
        return THEOREMS[self._theorem]

    def game(self):
        r"""
        Return the game the quotient was proved for (``None``: the moves of
        a construction, not a game).

        EXAMPLES::

            sage: from sage_latticegames.misere.monoid.proof import QuotientProof
            sage: QuotientProof(2, {}).game() is None
            True
        """
        return self._game

    def record(self):
        r"""
        Return a copy of the record of the proof: the dictionary saved as the
        certificate of the quotient.

        EXAMPLES::

            sage: from sage_latticegames.misere.monoid.proof import QuotientProof
            sage: QuotientProof(2, {'tuples': 3}).record()
            {'tuples': 3}
        """
        return dict(self._record)

    def claim(self):
        r"""
        Return what was proved, in words.

        EXAMPLES::

            sage: from sage_latticegames.misere.monoid.proof import QuotientProof
            sage: QuotientProof(2, {'misere': False}).claim()
            'a monoid of order 2 is the normal-play quotient of its moves'
        """
        play = "normal-play" if self._record.get("misere") is False else "misère"
        game = "its moves" if self._game is None else name_of(self._game)
        return KINDS[self._kind][0].format(order=self._order, play=play, game=game)

    def __repr__(self):
        return "Proof that %s, by the %s" % (self.claim(), self._theorem)

    def __eq__(self, other):
        return (isinstance(other, QuotientProof) and self._kind == other._kind
                and self._order == other._order and self._record == other._record
                and self._game == other._game)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((QuotientProof, self._order, self._theorem))

    def __reduce__(self):
        raise TypeError("a proof is never unpickled: it is run again (recertify)")
