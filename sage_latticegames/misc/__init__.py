r"""
Shared helpers: the leaf package of ``sage_latticegames``

The modules of this package import SageMath and numpy only, never another part
of ``sage_latticegames``; every other subpackage takes its helpers from here.
Their names are public and doctested.

**Points and integers** -- :mod:`sage_latticegames.misc.points`: the one
normalisation of user points (``integer_point``, ``integer_vector``),
printing, integer checks, toric lattices, tuple arithmetic, primitive vectors.

**Integer arrays** -- :mod:`sage_latticegames.misc.integer_arrays`: exact
arithmetic on numpy arrays of points (``int_array``, ``matmul_exact``,
``rows_in``).

**Linear functionals** -- :mod:`sage_latticegames.misc.functionals`: the one
positivity witness (``positivity_witness``), generic functionals, bit
complexity.

**Integer programs** -- :mod:`sage_latticegames.misc.integer_programs`:
``SemigroupMembership`` (exact membership with a witness, any coordinate size),
``nonnegative_integer_solution`` (that, GLPK, 4ti2), ``ConeSolver``,
``vector_partition_count`` (LattE), ``integer_solvable``, and the guards of the
child processes of 4ti2 and LattE (``run_guarded``, ``zsolve``, ``guard_children``).

**Lattices** -- :mod:`sage_latticegames.misc.lattices`: ``LatticeData``,
``span_lattice``, ``saturation``, cosets.

**Octal codes** -- :mod:`sage_latticegames.misc.octal_codes`: the normal
form of a code and the names of the octal games (``OCTAL_NAMES``,
``octal_game_name``).

**Polyhedra** -- :mod:`sage_latticegames.misc.polyhedra`:
``integral_inequalities``, ``integral_hyperplane``, ``ConeData``.

**Protocol** -- :mod:`sage_latticegames.misc.protocol`: ``DefinedByArguments``
(equality, hash and pickle of an object defined by its constructor's
arguments), ``name_of``.
"""
