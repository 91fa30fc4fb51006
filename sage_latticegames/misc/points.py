r"""
Points: integer vectors, their normalisation, printing and arithmetic

The one normalisation of the points that users give (any integer sequences:
Python, Sage or numpy integers, rationals with denominator 1) into tuples of
Sage integers (:func:`integer_point`) or immutable integer vectors
(:func:`integer_vector`), their printing in error messages
(:func:`show_point`, :func:`show_value`), the checks of integer arguments
(:func:`to_integer`, :func:`positive_integer`), the toric lattice of a family
of points (:func:`toric_lattice`, :func:`read_points`), exact arithmetic on
tuples of integers (:func:`dot`, :func:`add`, :func:`sub`, :func:`scale`,
:func:`int_tuple`) and primitive vectors (:func:`primitive_vector`).

This module is part of the leaf package :mod:`sage_latticegames.misc`: it
imports nothing else from the package.  It imports Sage in the functions that
make Sage objects (:func:`integer_point`, :func:`integer_vector`,
:func:`toric_lattice`, :func:`primitive_vector`): the tuple arithmetic and
the checks of arguments, which the command line's quotients use, load no Sage.
"""
import operator


def _is_garbage(x):
    r"""
    Return whether ``x`` must not be read as an integer although ``ZZ`` would
    accept it (``None``, strings, bytes, booleans).
    """
    return x is None or isinstance(x, (str, bytes, bool))


def integer_point(p, d=None, what="point"):
    r"""
    Return ``p`` as a tuple of Sage integers, checking its entries and length.

    INPUT:

    - ``p`` -- a sequence of integers (Python, Sage or numpy integers, or
      rationals with denominator 1)
    - ``d`` -- (optional) the expected number of coordinates
    - ``what`` -- how to call ``p`` in error messages

    OUTPUT: a tuple of elements of ``ZZ``

    Strings, ``None`` and booleans are not integers here (``ZZ`` would read
    ``'12'`` as twelve and ``None`` as zero).

    EXAMPLES::

        sage: from sage_latticegames.misc.points import integer_point
        sage: integer_point([1, 2/1, int(3)])
        (1, 2, 3)
        sage: import numpy as np
        sage: integer_point(np.array([4, 5]))
        (4, 5)
        sage: integer_point((1, None))
        Traceback (most recent call last):
        ...
        TypeError: the point (1, None) has non-integer entries
        sage: integer_point('12')
        Traceback (most recent call last):
        ...
        TypeError: the point '12' is not a sequence of integers
        sage: integer_point((1, '2'), what="move")
        Traceback (most recent call last):
        ...
        TypeError: the move (1, 2) has non-integer entries
        sage: integer_point((True, 0))
        Traceback (most recent call last):
        ...
        TypeError: the point (True, 0) has non-integer entries
        sage: integer_point(5)
        Traceback (most recent call last):
        ...
        TypeError: the point 5 is not a sequence of integers
        sage: integer_point([1, 1/2])
        Traceback (most recent call last):
        ...
        TypeError: the point (1, 1/2) has non-integer entries
        sage: integer_point([1, 2], d=3, what="move")
        Traceback (most recent call last):
        ...
        ValueError: the move (1, 2) has 2 coordinates, expected 3
    """
    import sage.rings.integer  # noqa: F401  (Sage's integers first: see DEVELOPING.md)
    from sage.rings.integer_ring import ZZ
    if isinstance(p, (str, bytes)):
        raise TypeError("the %s %r is not a sequence of integers" % (what, p))
    try:
        entries = tuple(p)
    except TypeError:
        raise TypeError("the %s %r is not a sequence of integers" % (what, p))
    try:
        if any(_is_garbage(x) for x in entries):
            raise TypeError
        out = tuple(ZZ(x) for x in entries)
    except (TypeError, ValueError, ArithmeticError):
        raise TypeError("the %s %s has non-integer entries" % (what, show_point(entries)))
    if d is not None and len(out) != d:
        raise ValueError("the %s %s has %s coordinates, expected %s"
                         % (what, show_point(out), len(out), d))
    return out


def integer_vector(p, d=None, what="point"):
    r"""
    Return ``p`` as an immutable vector over ``ZZ``, checked by
    :func:`integer_point`.

    INPUT: as for :func:`integer_point`

    OUTPUT: an immutable element of ``ZZ^d``

    EXAMPLES::

        sage: from sage_latticegames.misc.points import integer_vector
        sage: v = integer_vector([1, 4/2]); v, v.is_immutable()
        ((1, 2), True)
        sage: integer_vector([1/2, 2])
        Traceback (most recent call last):
        ...
        TypeError: the point (1/2, 2) has non-integer entries
        sage: integer_vector([1, 2], d=3)
        Traceback (most recent call last):
        ...
        ValueError: the point (1, 2) has 2 coordinates, expected 3
    """
    import sage.rings.integer  # noqa: F401
    from sage.modules.free_module_element import vector
    from sage.rings.integer_ring import ZZ
    v = vector(ZZ, integer_point(p, d, what))
    v.set_immutable()
    return v


def show_point(p):
    r"""
    Format a point as ``(a, b, c)`` (also for 1-tuples), as the package's
    error messages do.

    EXAMPLES::

        sage: from sage_latticegames.misc.points import show_point
        sage: show_point((1, 2)), show_point([3])
        ('(1, 2)', '(3)')
    """
    return "(" + ", ".join(str(x) for x in p) + ")"


def show_value(x):
    r"""
    Return ``x`` as shown in error messages: strings are quoted, Sage objects
    printed.

    TESTS::

        sage: from sage_latticegames.misc.points import show_value
        sage: show_value('a'), show_value(1/2), show_value([1, 2])
        ("'a'", '1/2', '[1, 2]')
    """
    return repr(x) if isinstance(x, str) else str(x)


def to_integer(x, what):
    r"""
    Return ``x`` as a Python ``int``, or raise ``TypeError``.

    TESTS::

        sage: from sage_latticegames.misc.points import to_integer
        sage: to_integer(3, 'n'), to_integer(int(3), 'n')
        (3, 3)
        sage: to_integer(1/2, 'the maximal heap size')
        Traceback (most recent call last):
        ...
        TypeError: the maximal heap size must be an integer, got 1/2
    """
    if isinstance(x, bool):
        raise TypeError("%s must be an integer, got %s" % (what, show_value(x)))
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError("%s must be an integer, got %s" % (what, show_value(x))) from None


def positive_integer(x, what):
    r"""
    Return ``x`` as a positive Python ``int``, or raise an error.

    TESTS::

        sage: from sage_latticegames.misc.points import positive_integer
        sage: positive_integer(0, 'the maximal heap size')
        Traceback (most recent call last):
        ...
        ValueError: the maximal heap size must be a positive integer, got 0
    """
    n = to_integer(x, what)
    if n <= 0:
        raise ValueError("%s must be a positive integer, got %s" % (what, n))
    return n


def toric_lattice(lattice, d):
    r"""
    Return the toric lattice of rank ``d`` given by ``lattice`` (a toric
    lattice, an integer rank or ``None``).

    TESTS::

        sage: from sage_latticegames.misc.points import toric_lattice
        sage: toric_lattice(None, 2), toric_lattice(3, None)
        (2-d lattice N, 3-d lattice N)
        sage: toric_lattice(ToricLattice(2), 3)
        Traceback (most recent call last):
        ...
        ValueError: the points have 3 coordinates but the lattice 2-d lattice N has rank 2
        sage: toric_lattice(None, None)
        Traceback (most recent call last):
        ...
        ValueError: give the lattice (or its rank) when there are no points to read the dimension from
    """
    import sage.rings.integer  # noqa: F401
    from sage.geometry.toric_lattice import ToricLattice, ToricLattice_generic
    from sage.rings.integer_ring import ZZ
    if lattice is None:
        if d is None:
            raise ValueError("give the lattice (or its rank) when there are no points to read "
                             "the dimension from")
        return ToricLattice(d)
    if not isinstance(lattice, ToricLattice_generic):
        try:
            lattice = ToricLattice(ZZ(lattice))
        except (TypeError, ValueError):
            raise TypeError("the lattice must be a toric lattice or a nonnegative integer, not %r"
                            % (lattice,))
    if d is not None and lattice.rank() != d:
        raise ValueError("the points have %s coordinates but the lattice %s has rank %s"
                         % (d, lattice, lattice.rank()))
    return lattice


def point_list(points, what):
    r"""
    Return the finite iterable ``points`` as a list, or raise ``TypeError``
    naming ``what`` (a string, ``None`` or a number is not a list of points).

    EXAMPLES::

        sage: from sage_latticegames.misc.points import point_list
        sage: point_list(((1, 2), (3, 4)), "the defeated positions")
        [(1, 2), (3, 4)]
        sage: point_list("12", "the defeated positions")
        Traceback (most recent call last):
        ...
        TypeError: the defeated positions must be a finite iterable of integer vectors, not '12'
        sage: point_list(5, "the moves")
        Traceback (most recent call last):
        ...
        TypeError: the moves must be a finite iterable of integer vectors, not 5
    """
    if not isinstance(points, (str, bytes)):
        try:
            return list(points)
        except TypeError:
            pass
    raise TypeError("%s must be a finite iterable of integer vectors, not %r" % (what, points))


def read_points(points, lattice, what):
    r"""
    Return ``(tuples, lattice)``: the integer points of ``points`` as tuples of
    Python integers (checked, all of the same length), and the lattice.

    INPUT:

    - ``points`` -- a list of integer vectors
    - ``lattice`` -- a toric lattice, its rank or ``None`` (see :func:`toric_lattice`)
    - ``what`` -- how to call a point in error messages

    EXAMPLES::

        sage: from sage_latticegames.misc.points import read_points
        sage: read_points([(1, 2), [3, 4]], None, "generator")
        ([(1, 2), (3, 4)], 2-d lattice N)
        sage: read_points([(1, 2), (3,)], None, "generator")
        Traceback (most recent call last):
        ...
        ValueError: the generator (3) has 1 coordinates, expected 2
        sage: read_points(5, None, "generator")
        Traceback (most recent call last):
        ...
        TypeError: the generators must be given as a list of integer vectors, not 5
    """
    try:
        points = list(points)
    except TypeError:
        raise TypeError("the %ss must be given as a list of integer vectors, not %r" % (what, points))
    lattice = toric_lattice(lattice, None) if lattice is not None else None
    d = lattice.rank() if lattice is not None else None
    tuples = []
    for p in points:
        t = integer_point(p, d, what=what)
        d = len(t)
        tuples.append(tuple(int(x) for x in t))
    return tuples, toric_lattice(lattice, d)


def dot(u, v):
    r"""
    Return the scalar product of two integer sequences (exact, in the type of
    the entries).

    EXAMPLES::

        sage: from sage_latticegames.misc.points import dot, add, sub, scale, int_tuple
        sage: dot((1, 2), (3, 4)), add((1, 2), (3, 4)), sub((1, 2), (3, 4)), scale(2, (1, 2))
        (11, (4, 6), (-2, -2), (2, 4))
        sage: int_tuple(vector(ZZ, [2^70, -1]))
        (1180591620717411303424, -1)
    """
    return sum(a * b for a, b in zip(u, v))


def add(u, v):
    r"""
    Return the sum of two integer sequences as a tuple (see :func:`dot`).
    """
    return tuple(a + b for a, b in zip(u, v))


def sub(u, v):
    r"""
    Return the difference of two integer sequences as a tuple (see :func:`dot`).
    """
    return tuple(a - b for a, b in zip(u, v))


def scale(c, v):
    r"""
    Return the multiple ``c * v`` of an integer sequence as a tuple (see :func:`dot`).
    """
    return tuple(c * a for a in v)


def int_tuple(v):
    r"""
    Return the integer sequence ``v`` as a tuple of Python integers (see :func:`dot`).
    """
    return tuple(int(x) for x in v)


def unit_vector(d, i):
    r"""
    Return the ``i``-th unit vector of ``ZZ^d`` as a tuple of Python integers
    (the one helper for the standard basis).

    INPUT:

    - ``d`` -- a nonnegative integer, the dimension
    - ``i`` -- an integer with ``0 <= i < d``

    EXAMPLES::

        sage: from sage_latticegames.misc.points import unit_vector, unit_vectors
        sage: unit_vector(3, 1)
        (0, 1, 0)
        sage: unit_vectors(2)
        [(1, 0), (0, 1)]
        sage: unit_vector(2, 2)
        Traceback (most recent call last):
        ...
        ValueError: there is no unit vector e_2 in dimension 2
    """
    d, i = int(d), int(i)
    if not 0 <= i < d:
        raise ValueError("there is no unit vector e_%s in dimension %s" % (i, d))
    return tuple(int(i == j) for j in range(d))


def unit_vectors(d):
    r"""
    Return the standard basis of ``ZZ^d`` as a list of tuples (see :func:`unit_vector`).
    """
    return [unit_vector(d, i) for i in range(int(d))]


def primitive_vector(v):
    r"""
    Return the primitive integer vector on the ray spanned by the rational
    vector ``v`` (the zero vector for ``v = 0``).

    INPUT:

    - ``v`` -- a sequence of rational numbers

    OUTPUT: an immutable vector over ``ZZ``: the positive multiple of ``v``
    whose entries are coprime integers

    EXAMPLES::

        sage: from sage_latticegames.misc.points import primitive_vector
        sage: primitive_vector([1/2, -3/4, 0])
        (2, -3, 0)
        sage: primitive_vector((6, 4)), primitive_vector((0, 0))
        ((3, 2), (0, 0))
    """
    import sage.rings.integer  # noqa: F401
    from sage.arith.misc import gcd
    from sage.arith.functions import lcm
    from sage.modules.free_module_element import vector
    from sage.rings.integer_ring import ZZ
    from sage.rings.rational_field import QQ
    q = [QQ(x) for x in v]
    den = lcm([x.denominator() for x in q] + [1])
    w = [ZZ(x * den) for x in q]
    g = gcd(w)
    out = vector(ZZ, [x // g for x in w]) if g else vector(ZZ, w)
    out.set_immutable()
    return out
