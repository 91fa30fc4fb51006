r"""
Names of a package imported at their first use

A package that exports names from heavy modules binds them on first use
(PEP 562: a module ``__getattr__``), so that importing the package stays
cheap: the command line's quotients, for instance, never load the proofs of
infinite quotients.  :func:`lazy_names` makes the ``__getattr__`` and
``__dir__`` of such a package from a table ``{name: submodule}``.

EXAMPLES::

    sage: import sage_latticegames.misere.heap as H
    sage: 'LinearPretension' in dir(H)
    True
    sage: H.LinearPretension.__name__
    'LinearPretension'
"""
import importlib


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
