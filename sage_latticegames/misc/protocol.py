r"""
Comparison, hashing and pickling of objects defined by their arguments

Many objects of the package are values defined by the arguments of their
constructor (a proved pretension and the family it gives, a stratification
read off a proof, ...): two are equal iff they are of the same class and
their arguments are equal; they are hashed by those arguments; and a pickle
stores the call of the constructor, so that unpickling runs the construction
-- and its proof -- again (a proof is never unpickled).
:class:`DefinedByArguments` gives them ``__eq__``, ``__ne__``, ``__hash__``
and ``__reduce__`` from one method, ``_arguments()``.

:func:`name_of` is the name by which such objects print the game they are
about: its ``name()`` when it has a nonempty one, else its ``repr``.

EXAMPLES::

    sage: from sage_latticegames.misc.protocol import DefinedByArguments
    sage: class Pair(DefinedByArguments):
    ....:     def __init__(self, a, b):
    ....:         self.a, self.b = a, b
    ....:     def _arguments(self):
    ....:         return (self.a, self.b)
    sage: Pair(1, 2) == Pair(1, 2), Pair(1, 2) != Pair(2, 1), hash(Pair(1, 2)) == hash(Pair(1, 2))
    (True, True, True)
    sage: Pair(1, 2).__reduce__()
    (<class '__main__.Pair'>, (1, 2))
"""

__all__ = ["DefinedByArguments", "name_of"]


class DefinedByArguments:
    r"""
    Mixin: an object defined by the arguments of its constructor.

    A class using it defines ``_arguments()``: the tuple of the arguments of
    its constructor that define the object (its pickle is the call
    ``type(self)(*self._arguments())``); and may define ``_key()`` (default:
    ``_arguments()``), the tuple that equality and the hash compare when it
    differs from the arguments (it must be determined by them).

    EXAMPLES::

        sage: from sage_latticegames.misc.protocol import DefinedByArguments
        sage: class Named(DefinedByArguments):
        ....:     def __init__(self, x, label=None):
        ....:         self.x, self.label = x, label
        ....:     def _arguments(self):
        ....:         return (self.x, self.label)
        ....:     def _key(self):
        ....:         return (self.x,)          # the label does not count
        sage: Named(3, 'a') == Named(3, 'b'), Named(3) == 3, Named(3) == Named(4)
        (True, False, False)
        sage: Named(3, 'a').__reduce__()[1]          # the pickle keeps the label
        (3, 'a')
    """

    def _arguments(self):
        r"""
        Return the tuple of the arguments of the constructor.

        TESTS::

            sage: from sage_latticegames.misc.protocol import DefinedByArguments
            sage: DefinedByArguments()._arguments()
            Traceback (most recent call last):
            ...
            NotImplementedError: DefinedByArguments._arguments
        """
        raise NotImplementedError("%s._arguments" % type(self).__name__)

    def _key(self):
        r"""
        Return the tuple that equality and the hash compare (default: the
        arguments of the constructor).
        """
        return self._arguments()

    def __eq__(self, other):
        return type(other) is type(self) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((type(self),) + tuple(self._key()))

    def __reduce__(self):
        return type(self), tuple(self._arguments())


def name_of(obj):
    r"""
    Return the name of ``obj`` (a game, or the rules of one): its ``name()``
    when it has a nonempty one, else its ``repr``.

    INPUT:

    - ``obj`` -- any object

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.misc.protocol import name_of
        sage: from sage_latticegames import games, LatticeGame
        sage: name_of(games.nim(1)), name_of(LatticeGame([(1,)])), name_of(7)
        ('Nim with heaps of size at most 1 (normal play)',
         'Lattice game on Normal play board N^1 with rule set Rule set in Z^1 with 1 move: (1)',
         '7')
    """
    name = obj.name() if hasattr(obj, "name") else None
    return name if name else repr(obj)
