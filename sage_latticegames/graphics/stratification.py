r"""
Plots of affine stratifications

The body of
:meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.plot`:
a 2- or 3-dimensional slice of an affine stratification (Definition 8.6 of
[GM]), drawn as the lattice points of each stratum `F_i + A_i` in a box, one
color per stratum.

EXAMPLES::

    sage: from sage_latticegames.stratifications.affine_stratification import AffineStratification
    sage: from sage_latticegames.graphics.stratification import plot_stratification
    sage: S = AffineStratification([([(1, 0)], [(2, 0)]), ([(0, 2)], [(2, 0), (0, 2)])])
    sage: plot_stratification(S, ((0, 0), (8, 8)))
    Graphics object consisting of 2 graphics primitives
"""
from sage_latticegames.misc.points import integer_point


def plot_stratification(S, box, fixed=None, **options):
    r"""
    Plot a 2- or 3-dimensional slice of the strata of the affine
    stratification ``S``, one color per stratum.

    INPUT:

    - ``S`` -- an
      :class:`~sage_latticegames.stratifications.affine_stratification.AffineStratification`
    - ``box`` -- a pair ``(lo, hi)`` of corners in `\ZZ^d`
    - ``fixed`` -- (optional) a dictionary ``{coordinate index: value}``
      fixing all but 2 or 3 coordinates (indices from `0`)
    - further keywords are passed to the point plotting function

    OUTPUT: a Sage graphics object (the points of each stratum in one color,
    labelled ``stratum i`` with `i` from `0` as in
    :meth:`~sage_latticegames.stratifications.base.AffineStratification_base.strata`)

    EXAMPLES::

        sage: from sage_latticegames import AffineStratification
        sage: from sage_latticegames.graphics.stratification import plot_stratification
        sage: T = AffineStratification([([(0, 0, 1)], [(2, 0, 0), (0, 2, 0), (0, 0, 1)])])
        sage: g = plot_stratification(T, ((0, 0, 0), (4, 4, 4)), fixed={2: 3}); g
        Graphics object consisting of 1 graphics primitive
        sage: g._extra_kwds['title'], g._extra_kwds['axes_labels']
        ('Strata of an affine stratification (not certified), slice $x_3 = 3$', ['$x_1$', '$x_2$'])
        sage: plot_stratification(T, ((0, 0, 0), (2, 2, 2)), color='red')
        Graphics3d Object
        sage: plot_stratification(AffineStratification([([(0,) * 4], [])]), ((0,) * 4, (1,) * 4))
        Traceback (most recent call last):
        ...
        ValueError: fix all but 2 or 3 coordinates (here 4 are free)
    """
    from sage.plot.graphics import Graphics
    from sage.plot.colors import rainbow
    d = int(S.dimension())
    fixed = dict(fixed or {})
    lo = [int(x) for x in integer_point(box[0], d, what="corner")]
    hi = [int(x) for x in integer_point(box[1], d, what="corner")]
    for k, v in fixed.items():
        lo[k] = hi[k] = int(v)
    free = [k for k in range(d) if k not in fixed]
    if len(free) not in (2, 3):
        raise ValueError("fix all but 2 or 3 coordinates (here %s are free)" % len(free))
    if len(free) == 2:
        from sage.plot.point import point2d as draw
    else:
        from sage.plot.plot3d.shapes2 import point3d as draw
    strata = S.strata()
    colors = rainbow(max(len(strata), 1))
    # the title and the labels of the axes of this plot alone, given to its primitives
    # (graphics.options; a 3d plot has neither)
    show = {} if len(free) == 3 else dict(title="Strata of %s%s" % (
        "a certified affine stratification" if S.is_certified() else
        "an affine stratification (not certified)",
        "" if not fixed else ", slice %s" % ", ".join(
            "$x_%s = %s$" % (k + 1, v) for k, v in sorted(fixed.items()))),
        axes_labels=["$x_%s$" % (k + 1) for k in free])
    g = Graphics()
    for i, (F, A) in enumerate(strata):
        W = type(S)([(F, A)], lattice=S.lattice())
        pts = W.points(box=(lo, hi), as_array=True)
        if len(pts):
            opts = dict(color=colors[i], size=20 if len(free) == 2 else 10, **show)
            if len(free) == 2:
                opts["legend_label"] = "stratum %s" % i
            opts.update(options)
            g += draw([tuple(int(x) for x in row[free]) for row in pts], **opts)
    return g
