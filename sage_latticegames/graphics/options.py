r"""
The show options of a plot of the package

A Sage graphics object keeps the options of ``show`` (title, labels of the
axes, frame, ranges, ...) that belong to it alone in its own dictionary, filled
from the options given to its primitives; ``Graphics.SHOW_OPTIONS`` is the
dictionary of defaults shared by every plot of the session, never to be written
(a title written there would appear on every later plot).
:func:`show_options` makes the options of one plot, checked against those
``show`` knows, to be given to its primitives.

EXAMPLES::

    sage: from sage_latticegames.graphics.options import show_options
    sage: from sage.plot.point import point2d
    sage: G = point2d([(0, 0)], **show_options({'figsize': 3}, title='one plot'))
    sage: G._extra_kwds['title'], G._extra_kwds['figsize']
    ('one plot', 3)
    sage: point2d([(1, 1)])._extra_kwds.get('title') is None      # nothing shared
    True
"""

__all__ = ["show_options"]


def show_options(options, **defaults):
    r"""
    Return the options of ``show`` of one plot: ``defaults`` (the title, the
    labels of the axes, ...), then the caller's ``options``, each of which
    must be an option of ``Graphics.show``.

    INPUT:

    - ``options`` -- a dictionary of options given by the caller
    - ``defaults`` -- keywords: the plot's own options

    OUTPUT: a dictionary, to be given to the primitives of the plot (Sage
    stores it in the graphics object made from them); a ``TypeError`` for an
    option that ``show`` does not know

    EXAMPLES::

        sage: from sage_latticegames.graphics.options import show_options
        sage: show_options({'figsize': 4}, title='t', frame=True)
        {'figsize': 4, 'frame': True, 'title': 't'}
        sage: show_options({'colour': 'red'})
        Traceback (most recent call last):
        ...
        TypeError: 'colour' is not an option of Graphics.show (the options: aspect_ratio, ...)
    """
    from sage.plot.graphics import Graphics
    out = dict(defaults)
    for key, value in options.items():
        if key not in Graphics.SHOW_OPTIONS:
            raise TypeError("%r is not an option of Graphics.show (the options: %s)"
                            % (key, ", ".join(sorted(Graphics.SHOW_OPTIONS))))
        out[key] = value
    return out
