r"""
Integer programs: nonnegative integer solutions and vector partition counts

Exact answers to the integer programs of the package: a solution
`x \in \NN^n` of `Mx = b` (:func:`nonnegative_integer_solution`: GLPK on
small bounded programs, checked in `\ZZ`, else 4ti2's ``zsolve`` in
arbitrary precision), the unique solution of `\sum_j \lambda_j a_j = x` for
independent `a_j` (:class:`ConeSolver`), the number of solutions
(:func:`vector_partition_count`, by LattE) and the integral solvability of
affine equations (:func:`integer_solvable`, by the Smith form).

This module is part of the leaf package :mod:`sage_latticegames.misc`.
"""
import sage.all__sagemath_polyhedra  # noqa: F401
import os

from sage.arith.functions import lcm
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.interfaces.four_ti_2 import four_ti_2
from sage.matrix.constructor import matrix
from sage.modules.free_module_element import vector
from sage.numerical.mip import MixedIntegerLinearProgram, MIPSolverException
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import show_point

#: GLPK is used only for integer programs whose entries are at most this in absolute value
GLPK_MAX_ENTRY = 1000


def glpk_solution(M, b, upper=None):
    r"""
    Return a candidate `x \in \NN^n` with `Mx = b` computed by GLPK (rounded,
    NOT checked), or ``None`` if GLPK finds none; see
    :func:`nonnegative_integer_solution` for the exact answer.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import glpk_solution
        sage: glpk_solution(matrix(ZZ, [[2, 3]]), [7], upper=[3, 2])  # needs sage.numerical.mip
        [2, 1]
    """
    d, n = M.nrows(), M.ncols()
    p = MixedIntegerLinearProgram(solver="GLPK", maximization=False)
    x = p.new_variable(integer=True, nonnegative=True)
    for i in range(d):
        terms = [(j, M[i, j]) for j in range(n) if M[i, j]]
        if terms:
            p.add_constraint(p.sum(int(c) * x[j] for j, c in terms) == int(b[i]))
    if upper is not None:
        for j in range(n):
            p.set_max(x[j], int(upper[j]))
    p.set_objective(p.sum(x[j] for j in range(n)))
    try:
        p.solve()
    except MIPSolverException:
        return None
    values = p.get_values([x[j] for j in range(n)])
    return [ZZ(round(v)) for v in values]


def zsolve_solution(M, b):
    r"""
    Return `x \in \NN^n` with `Mx = b`, or ``None`` if there is none, by
    4ti2's ``zsolve`` in arbitrary precision (GMP) arithmetic.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import zsolve_solution
        sage: a, b = 1000003, 1000033
        sage: x = zsolve_solution(matrix(ZZ, [[a, b]]), [a*b - a - b + 1]); x[0]*a + x[1]*b == a*b - a - b + 1  # needs 4ti2
        True
        sage: zsolve_solution(matrix(ZZ, [[a, b]]), [a*b - a - b]) is None  # needs 4ti2
        True
    """
    project = four_ti_2._process_input({"project": None, "mat": M,
                                        "rel": ["="] * M.nrows(),
                                        "rhs": [int(c) for c in b],
                                        "sign": [1] * M.ncols()})
    four_ti_2.call("zsolve", project, verbose=False, options=["-q", "-pgmp"])
    if not os.path.exists(os.path.join(four_ti_2.directory(), project + ".zinhom")):
        raise RuntimeError("4ti2's zsolve failed on the system M x = %s, x >= 0 for M =\n%s"
                           % (tuple(b), M))
    inhom = four_ti_2.read_matrix(project + ".zinhom")
    if inhom.nrows() == 0:
        return None
    return [ZZ(c) for c in inhom.row(0)]


def nonnegative_integer_solution(M, b, upper=None):
    r"""
    Return a solution `x \in \NN^n` of `Mx = b`, or ``None`` if there is none.

    The answer is exact.  When ``upper`` bounds are given (the program is
    bounded) and the entries are small (at most :data:`GLPK_MAX_ENTRY`),
    GLPK is tried first and its (floating point) solution is rounded and
    checked in `\ZZ`.  Otherwise, or if GLPK finds no solution
    or a wrong one, 4ti2's ``zsolve`` decides, in arbitrary precision
    arithmetic.  (GLPK's branch and bound need not terminate on unbounded
    infeasible programs such as `2x_1 - 2x_2 = 1`.)

    INPUT:

    - ``M`` -- an integer matrix (`d \times n`)
    - ``b`` -- an integer vector of length `d`
    - ``upper`` -- (optional) valid upper bounds for the `x_j` (bounds that
      every solution satisfies; they only help GLPK)

    OUTPUT: a tuple of `n` nonnegative Sage integers, or ``None``

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import nonnegative_integer_solution
        sage: nonnegative_integer_solution(matrix(ZZ, [[2, 3]]), [7], upper=[3, 2])
        (2, 1)
        sage: nonnegative_integer_solution(matrix(ZZ, [[2, -2]]), [1]) is None
        True
        sage: nonnegative_integer_solution(matrix(ZZ, [[2, 3]]), [1]) is None
        True
        sage: nonnegative_integer_solution(matrix(ZZ, [[1, -1]]), [0])
        (0, 0)
        sage: nonnegative_integer_solution(matrix(ZZ, 2, 0), [0, 1]) is None
        True
    """
    M = matrix(ZZ, M)
    b = vector(ZZ, b)
    if M.ncols() == 0:
        return () if b.is_zero() else None
    if any(b[i] and M.row(i).is_zero() for i in range(M.nrows())):
        return None

    def good(x):
        return x is not None and all(c >= 0 for c in x) and M * vector(ZZ, x) == b

    # GLPK only for bounded programs with small coefficients: its branch and
    # bound need not stop on unbounded ones, and is slow on large numbers
    small = max(abs(c) for c in list(M.list()) + list(b)) <= GLPK_MAX_ENTRY
    x = glpk_solution(M, b, upper) if upper is not None and small else None
    if not good(x):
        x = zsolve_solution(M, b)
        if x is not None and not good(x):
            raise RuntimeError("4ti2 returned a wrong solution %s of M x = %s" % (x, b))
    return tuple(x) if x is not None else None


class ConeSolver:
    r"""
    Solve `\sum_j \lambda_j a_j = x` exactly for linearly independent
    `a_1, \dots, a_k`: a fixed `k \times k` invertible minor
    (with its adjugate and determinant) gives `\lambda`, and integral rows
    spanning the left kernel of `(a_1, \dots, a_k)` test whether `x` lies in
    the span; a query is a few integer products.

    INPUT:

    - ``dens`` -- a list of `k` integer vectors `a_j` (tuples of length ``d``)
    - ``d`` -- their length

    The attribute ``independent`` says whether the `a_j` are linearly
    independent; :meth:`solve` and :meth:`multiplicity` need it.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import ConeSolver
        sage: S = ConeSolver([(2, 0), (1, 1)], 2)
        sage: S.independent, S.solve((3, 1)), S.solve((2, 1)), S.multiplicity((0, 2))
        (True, [1, 1], None, 0)
    """

    def __init__(self, dens, d):
        self.k = len(dens)
        self.cols = dens
        M = matrix(ZZ, d, self.k, lambda i, j: dens[j][i])
        self.independent = M.rank() == self.k
        if not self.independent or not self.k:
            return
        rows = list(M.transpose().pivots())
        S = M.matrix_from_rows(rows)
        det = S.det()
        adj = S.adjugate()
        if det < 0:
            det, adj = -det, -adj
        self.det = int(det)
        self.adj = [[(r, int(c)) for r, c in zip(rows, row) if c] for row in adj.rows()]
        K = M.left_kernel().basis_matrix()
        self.kernel = [[(i, int(c)) for i, c in enumerate(row) if c] for row in K.rows()]

    def solve(self, x):
        r"""
        Return the integral solution `\lambda` of `\sum_j \lambda_j a_j = x`,
        or ``None``.
        """
        for row in self.kernel:
            if sum(c * x[i] for i, c in row):
                return None
        lam = []
        det = self.det
        for row in self.adj:
            num = sum(c * x[i] for i, c in row)
            if num % det:
                return None
            lam.append(num // det)
        return lam

    def multiplicity(self, x):
        r"""
        Return the number of `n \in \NN^k` with `\sum_j n_j a_j = x` (0 or 1).
        """
        det = self.det
        for row in self.adj:
            num = 0
            for i, c in row:
                num += c * x[i]
            if num < 0 or num % det:
                return 0
        for row in self.kernel:
            s = 0
            for i, c in row:
                s += c * x[i]
            if s:
                return 0
        return 1


def vector_partition_count(dens, x):
    r"""
    Return the number of `n \in \NN^k` with `\sum_j n_j a_j = x`, the lattice
    points of a polytope counted by LattE (Barvinok's algorithm).
    """
    k = len(dens)
    ieqs = [[0] * (1 + k) for _ in range(k)]
    for j in range(k):
        ieqs[j][1 + j] = 1
    eqns = [[-x[i]] + [a[i] for a in dens] for i in range(len(x))]
    P = Polyhedron(ieqs=ieqs, eqns=eqns, base_ring=QQ)
    if P.is_empty():
        return ZZ(0)
    if not P.is_compact():
        raise ValueError("the denominator vectors %s do not lie in an open half-space: "
                         "the term has no Laurent expansion (orient it first)"
                         % ", ".join(show_point(a) for a in dens))
    if P.dim() == 0:
        return ZZ(1) if all(c in ZZ for c in P.vertices()[0]) else ZZ(0)
    from sage.interfaces.latte import count
    return ZZ(count(P.cdd_Hrepresentation(), cdd=True))


def integer_solvable(eqns):
    r"""
    Return whether the affine equations ``eqns`` (rows ``[b, A]`` meaning
    `b + Ax = 0`) have an integral solution.
    """
    if not eqns:
        return True
    den = lcm([QQ(c).denominator() for row in eqns for c in row])
    E = matrix(ZZ, [[ZZ(den * c) for c in row] for row in eqns])
    A, b = E.matrix_from_columns(range(1, E.ncols())), -E.column(0)
    D, U, V = A.smith_form()
    c = U * b
    r = A.rank()
    return all(c[i] % D[i, i] == 0 for i in range(r)) and all(c[i] == 0 for i in range(r, len(c)))
