r"""
Graphics

The plotting code of the package, kept apart from the mathematical objects
(as flatsurf's ``graphical/`` and Sage's ``polyhedron/plot.py``): the ``plot``
methods are dispatch methods that call these functions.

- :func:`~sage_latticegames.graphics.solution.plot_solution` -- the body of
  :meth:`~sage_latticegames.solution.Solution.plot` (solved regions of a
  lattice game, Definition 4.1 of [GM]);
- :func:`~sage_latticegames.graphics.stratification.plot_stratification` --
  the body of
  :meth:`~sage_latticegames.stratifications.affine_stratification.AffineStratification.plot`
  (affine stratifications, Definition 8.6 of [GM]);
- :mod:`~sage_latticegames.graphics.catalogue` -- the plots of a row of the
  catalogue of octal games (the orders of its misère quotients by heap bound,
  its nim sequence): their data, read by the documentation's pages too, and
  the bodies of
  :meth:`~sage_latticegames.catalogue.catalogue.CatalogueRecord.plot_orders`
  and
  :meth:`~sage_latticegames.catalogue.catalogue.CatalogueRecord.plot_nim_sequence`.
- :func:`~sage_latticegames.graphics.options.show_options` -- the options of
  ``show`` of one plot (title, labels of the axes), given to its primitives.

The submodules import the plotting modules of Sage only when a plot is made.

REFERENCES:

- [GM] Alan Guo, Ezra Miller, *Lattice point methods for combinatorial games*.
"""
