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


def plot_solution(solution, **options):
    r"""
    Plot the positions of a 2-dimensional solved region: P-positions as filled
    black points, N-positions as small grey points (undetermined ones in red).

    INPUT:

    - ``solution`` -- a :class:`~sage_latticegames.solution.Solution` of a
      game in dimension 2
    - further keywords are Sage graphics options (``axes_labels``,
      ``figsize``, ...), stored as show options of the result

    OUTPUT: a Sage graphics object

    EXAMPLES::

        sage: from sage_latticegames.lattice_game import LatticeGame
        sage: from sage_latticegames.graphics.solution import plot_solution
        sage: S = LatticeGame([(1, 0), (0, 1), (-1, 1)]).solve(box=((0, 0), (4, 4)))
        sage: G = plot_solution(S, figsize=3); G
        Graphics object consisting of 3 graphics primitives
        sage: G.SHOW_OPTIONS['figsize'], G.SHOW_OPTIONS['axes_labels']
        (3, ['$x_1$', '$x_2$'])
        sage: G.SHOW_OPTIONS['title']
        'P-positions of a lattice game\non the region box (0, 0) <= p <= (4, 4)'
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
    G = Graphics()
    points = solution.points
    for mask, opts in ((solution.is_P, dict(color='black', size=30, legend_label="P-positions")),
                       (solution.is_N, dict(color='gray', size=8, legend_label="N-positions")),
                       (solution.on_board & ~solution.determined,
                        dict(color='red', size=8, legend_label="undetermined"))):
        pts = [tuple(int(x) for x in r) for r in points[mask]]
        if pts:
            G += point2d(pts, **opts)
    G.set_aspect_ratio(1)
    G.set_axes_range(xmin=0, ymin=0)
    game = solution.game()
    name = game.name() or "a lattice game"
    G.SHOW_OPTIONS["title"] = "P-positions of %s\non the region %s" % (name, solution.region())
    G.SHOW_OPTIONS["axes_labels"] = axis_labels(game)
    G.SHOW_OPTIONS["frame"], G.SHOW_OPTIONS["axes"] = True, False
    G.SHOW_OPTIONS["fontsize"] = 9
    G.set_legend_options(loc="best", font_size=8)
    for key, value in options.items():
        G.SHOW_OPTIONS[key] = value
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
