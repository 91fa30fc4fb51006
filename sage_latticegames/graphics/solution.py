r"""
Plots of solved regions of lattice games

The body of :meth:`~sage_latticegames.solution.Solution.plot`: the positions
of a 2-dimensional region solved by
:meth:`~sage_latticegames.lattice_game.LatticeGame.solve`, P-positions
(Definition 4.1 of [GM]) as filled black points, N-positions as small grey
points and undetermined ones (box regions) in red.

EXAMPLES::

    sage: from sage_latticegames.lattice_game import LatticeGame
    sage: from sage_latticegames.graphics.solution import plot_solution
    sage: S = LatticeGame([(1, 0), (0, 2)]).solve(box=((0, 0), (7, 7)))
    sage: plot_solution(S)
    Graphics object consisting of 2 graphics primitives

REFERENCES:

- [GM] Alan Guo, Ezra Miller, *Lattice point methods for combinatorial games*.
"""
from sage_latticegames.graphics.options import show_options


def plot_solution(solution, **options):
    r"""
    Plot the positions of a 2-dimensional solved region: P-positions as filled
    black points, N-positions as small grey points (undetermined ones in red).

    INPUT:

    - ``solution`` -- a :class:`~sage_latticegames.solution.Solution` of a
      game in dimension 2
    - further keywords are options of ``Graphics.show`` (``axes_labels``,
      ``figsize``, ...), stored as show options of the result (a
      ``TypeError`` for another keyword)

    OUTPUT: a Sage graphics object

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.graphics.solution import plot_solution
        sage: S = LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(box=((0, 0), (4, 4)))
        sage: G = plot_solution(S, figsize=3); G
        Graphics object consisting of 3 graphics primitives
        sage: G._extra_kwds['figsize'], G._extra_kwds['axes_labels']
        (3, ['$x_1$', '$x_2$'])
        sage: G._extra_kwds['title']
        'P-positions of a lattice game\non the region box (0, 0) <= p <= (4, 4)'
        sage: from sage.plot.graphics import Graphics
        sage: Graphics.SHOW_OPTIONS['title'] is None       # the defaults of every plot: unchanged
        True
        sage: sorted(p.options()['legend_label'] for p in G)
        ['N-positions', 'P-positions', 'undetermined']
        sage: plot_solution(LatticeGame([(1,)]).solve(level=3))
        Traceback (most recent call last):
        ...
        ValueError: only 2-dimensional regions can be plotted; plot a slice instead
    """
    from sage.plot.point import point2d
    from sage.plot.graphics import Graphics
    if solution.game().dimension() != 2:
        raise ValueError("only 2-dimensional regions can be plotted; plot a slice instead")
    game = solution.game()
    name = game.name() or "a lattice game"
    # the show options of this plot alone, given to its primitives (graphics.options)
    show = show_options(options, title="P-positions of %s\non the region %s"
                        % (name, solution.region()), axes_labels=axis_labels(game), frame=True,
                        axes=False, fontsize=9)
    G = Graphics()
    points = solution.points
    for mask, opts in ((solution.is_P, dict(color='black', size=30, legend_label="P-positions")),
                       (solution.is_N, dict(color='gray', size=8, legend_label="N-positions")),
                       (solution.on_board & ~solution.determined,
                        dict(color='red', size=8, legend_label="undetermined"))):
        pts = [tuple(int(x) for x in r) for r in points[mask]]
        if pts:
            G += point2d(pts, **opts, **show)
    G.set_aspect_ratio(1)
    G.set_axes_range(xmin=0, ymin=0)
    G.set_legend_options(loc="best", font_size=8)
    return G


def axis_labels(game):
    r"""
    Return the labels of the two axes of a plot of positions of ``game``:
    the heap sizes of a heap game (Example 2.1 of [GM]), else `x_1, x_2`.

    INPUT:

    - ``game`` -- a lattice game of dimension 2

    OUTPUT: a list of two strings

    EXAMPLES::

        sage: from sage_latticegames.graphics.solution import axis_labels
        sage: from sage_latticegames import games
        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: axis_labels(games.nim(2)), axis_labels(LatticeGame([(1, 0), (0, 1)]))
        (['heaps of size 1', 'heaps of size 2'], ['$x_1$', '$x_2$'])
    """
    sizes = getattr(game.encoding(), "heap_sizes", None)
    if callable(sizes):
        return ["heaps of size %s" % h for h in sizes()]
    return ["$x_%s$" % (i + 1) for i in range(int(game.dimension()))]
