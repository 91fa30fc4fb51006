r"""
Names of a package imported at their first use

A package that exports names from heavy modules binds them on first use
(PEP 562: a module ``__getattr__``), so that importing the package stays
cheap: the command line's quotients, for instance, never load the proofs of
infinite quotients.  :func:`lazy_names` makes the ``__getattr__`` and
``__dir__`` of such a package from a table ``{name: submodule}``.

The modules that the command line's quotients load compute with Python
integers and import no Sage at all (as Sage's
:func:`~sage.misc.lazy_import.lazy_import` defers its imports): they give
Sage integers where their results leave the API with :func:`integer` and
:func:`infinity`, which import Sage at their first call, and register the
old paths of their classes for Sage's unpickler with
:func:`unpickle_override`, which registers at once when Sage's unpickler is
loaded and otherwise when :func:`register_unpickle_overrides` is called (by
the modules that load it: the parents of the misère quotients, ``all``,
the readers of saved files).  Unpickling an old path before that still
works: the old paths are compatibility modules that re-export the classes.

EXAMPLES::

    sage: import sage_latticegames.misere.heap as H
    sage: 'LinearPretension' in dir(H)
    True
    sage: H.LinearPretension.__name__
    'LinearPretension'
"""
import importlib
import sys

#: the registrations of :func:`unpickle_override` not yet made
_PENDING = []
_INTEGER = []


def lazy_names(package, table, namespace):
    r"""
    Return the pair ``(__getattr__, __dir__)`` of the package ``package``
    whose names ``table`` (a dictionary ``{name: submodule}``, the submodule
    relative to the package) are imported at their first use and then kept
    in ``namespace`` (the package's ``globals()``).

    INPUT:

    - ``package`` -- the package's ``__name__``
    - ``table`` -- dictionary from names to submodules
    - ``namespace`` -- the package's ``globals()``

    EXAMPLES::

        sage: from sage_latticegames.misc.lazy_names import lazy_names
        sage: ns = {}
        sage: get, names = lazy_names('sage_latticegames.misc', {'unit_vector': 'points'}, ns)
        sage: get('unit_vector')(2, 0), 'unit_vector' in ns, names()
        ((1, 0), True, ['unit_vector'])
        sage: get('nothing')
        Traceback (most recent call last):
        ...
        AttributeError: module 'sage_latticegames.misc' has no attribute 'nothing'
    """
    def __getattr__(name):
        if name not in table:
            raise AttributeError("module %r has no attribute %r" % (package, name))
        value = getattr(importlib.import_module("%s.%s" % (package, table[name])), name)
        namespace[name] = value
        return value

    def __dir__():
        return sorted(set(namespace) | set(table))

    return __getattr__, __dir__


def integer(x):
    r"""
    Return ``x`` as a Sage ``Integer``; Sage's integers are imported at the
    first call (the modules of the command line's quotients import no Sage).

    EXAMPLES::

        sage: from sage_latticegames.misc.lazy_names import integer
        sage: integer(3), type(integer(3)), integer(2**70)
        (3, <class 'sage.rings.integer.Integer'>, 1180591620717411303424)
    """
    if not _INTEGER:
        from sage.rings.integer import Integer
        _INTEGER.append(Integer)
    return _INTEGER[0](x)


def infinity():
    r"""
    Return Sage's ``+Infinity`` (imported at the first call, as :func:`integer`).

    EXAMPLES::

        sage: from sage_latticegames.misc.lazy_names import infinity
        sage: infinity()
        +Infinity
    """
    from sage.rings.infinity import Infinity
    return Infinity


def unpickle_override(module, name, obj):
    r"""
    Register ``obj`` for Sage's unpickler under the old path ``module.name``
    (:func:`~sage.misc.persist.register_unpickle_override`): at once when
    Sage's unpickler is loaded, else at the next call of
    :func:`register_unpickle_overrides`.

    INPUT:

    - ``module``, ``name`` -- strings, the old path
    - ``obj`` -- the class or function it names now

    EXAMPLES::

        sage: from sage_latticegames.misc.lazy_names import unpickle_override
        sage: from sage.misc.persist import unpickle_global
        sage: unpickle_override('sage_latticegames.no_such_module', 'Thing', ZZ)
        sage: unpickle_global('sage_latticegames.no_such_module', 'Thing')
        Integer Ring
    """
    _PENDING.append((module, name, obj))
    if "sage.misc.persist" in sys.modules:
        register_unpickle_overrides()


def register_unpickle_overrides():
    r"""
    Make the registrations of :func:`unpickle_override` still pending
    (this imports Sage's unpickler).

    EXAMPLES::

        sage: from sage_latticegames.misc.lazy_names import register_unpickle_overrides
        sage: register_unpickle_overrides()
    """
    if not _PENDING:
        return
    from sage.misc.persist import register_unpickle_override
    while _PENDING:
        register_unpickle_override(*_PENDING.pop())
