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
        sage: G.SHOW_OPTIONS['figsize']
        3
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
    for mask, opts in ((solution.is_P, dict(color='black', size=30)),
                       (solution.is_N, dict(color='gray', size=8)),
                       (solution.on_board & ~solution.determined, dict(color='red', size=8))):
        pts = [tuple(int(x) for x in r) for r in points[mask]]
        if pts:
            G += point2d(pts, **opts)
    G.set_aspect_ratio(1)
    G.set_axes_range(xmin=0, ymin=0)
    for key, value in options.items():
        G.SHOW_OPTIONS[key] = value
    return G
