r"""
Integer programs: nonnegative integer solutions and vector partition counts

Exact answers to the integer programs of the package:

- membership in an affine semigroup `\NN\{a_1, \dots, a_n\} \subseteq \ZZ^d`
  with a witness, i.e. a solution `x \in \NN^n` of `Mx = b`
  (:class:`SemigroupMembership`, :func:`semigroup_membership`,
  :func:`nonnegative_integer_solution`): a structure computed once per matrix
  (the quotient by the units, a triangulation of the cone and, for each
  simplicial piece, the Apéry set) answers every query, however large its
  coordinates, with a few integer operations; when the structure would be
  too large, GLPK on small bounded programs (checked in `\ZZ`), else 4ti2's
  ``zsolve`` in arbitrary precision;
- the unique solution of `\sum_j \lambda_j a_j = x` for independent `a_j`
  (:class:`ConeSolver`), the number of solutions
  (:func:`vector_partition_count`, by LattE) and the integral solvability of
  affine equations (:func:`integer_solvable`, by the Smith form).

External programs (4ti2, LattE) run as guarded child processes
(:func:`run_guarded`, :func:`guard_children`): they are killed when the
calling Python code is interrupted (``KeyboardInterrupt``) or raises, when the
Python process exits, and (for 4ti2) when the Python process dies; 4ti2's
memory is bounded by :data:`CHILD_MEMORY_LIMIT`.

This module is part of the leaf package :mod:`sage_latticegames.misc`.
"""
import sage.rings.integer  # noqa: F401
import atexit
import contextlib
import heapq
import os
import signal
import subprocess

from sage.arith.functions import lcm
from sage.misc.lazy_import import LazyImport
Cone = LazyImport("sage.geometry.cone", "Cone")  # Sage's polyhedra, imported at first use
Polyhedron = LazyImport("sage.geometry.polyhedron.constructor", "Polyhedron")  # Sage's polyhedra, imported at first use
from sage.geometry.toric_lattice import ToricLattice
from sage.matrix.constructor import matrix
from sage.misc.cachefunc import cached_function
from sage.modules.free_module_element import vector
from sage.numerical.mip import MixedIntegerLinearProgram, MIPSolverException
from sage.rings.integer_ring import ZZ
from sage.rings.rational_field import QQ

from sage_latticegames.misc.points import show_point, dot, primitive_vector
from sage_latticegames.misc.functionals import positivity_witness
from sage_latticegames.misc.lattices import LatticeData

#: GLPK is used only for integer programs whose entries are at most this in absolute value
GLPK_MAX_ENTRY = 1000

#: largest number of Apéry set elements :class:`SemigroupMembership` computes
#: (over all simplicial pieces) before it declares itself unavailable
APERY_LIMIT = 20000

#: address-space limit (bytes) of the 4ti2 child processes
CHILD_MEMORY_LIMIT = 4 * 2**30


# ----------------------------------------------------------------------
# guarded child processes
# ----------------------------------------------------------------------
_LIVE_CHILDREN = {}


def _kill_group(pid):
    for sig in (signal.SIGKILL,):
        try:
            os.killpg(pid, sig)
        except (ProcessLookupError, PermissionError):
            pass


@atexit.register
def _kill_live_children():
    for pid in list(_LIVE_CHILDREN):
        _kill_group(pid)
        _LIVE_CHILDREN.pop(pid, None)


def _child_setup(memory):
    r"""
    Runs in the child before ``exec``: a new process group (killed as a
    whole), death with the parent (Linux ``prctl(PR_SET_PDEATHSIG,
    SIGKILL)``), and an address-space limit.
    """
    def setup():
        os.setpgrp()
        try:
            import ctypes
            ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)
        except (OSError, AttributeError):
            pass
        if memory:
            import resource
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    return setup


def run_guarded(args, cwd=None, memory=CHILD_MEMORY_LIMIT):
    r"""
    Run the program ``args`` (a list: executable and arguments) as a guarded
    child process and return its exit code.

    The child runs in its own process group with at most ``memory`` bytes of
    address space; it is killed (with its process group) if the call is
    interrupted (``KeyboardInterrupt``) or fails, when the Python process
    exits (``atexit``), and by the kernel if the Python process dies (Linux).

    INPUT:

    - ``args`` -- the command line, as a list of strings
    - ``cwd`` -- (optional) the working directory
    - ``memory`` -- (default: :data:`CHILD_MEMORY_LIMIT`) the limit in bytes,
      or ``None`` for none

    OUTPUT: the exit code (an ``int``; negative: killed by that signal)

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import run_guarded
        sage: run_guarded(["true"]), run_guarded(["false"])
        (0, 1)
    """
    proc = subprocess.Popen(args, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, preexec_fn=_child_setup(memory))
    _LIVE_CHILDREN[proc.pid] = proc
    try:
        return proc.wait()
    except BaseException:
        _kill_group(proc.pid)
        proc.wait()
        raise
    finally:
        _LIVE_CHILDREN.pop(proc.pid, None)


def _descendants():
    try:
        import psutil
    except ImportError:     # pragma: no cover
        return {}
    try:
        return {c.pid: c for c in psutil.Process().children(recursive=True)}
    except psutil.Error:    # pragma: no cover
        return {}


@contextlib.contextmanager
def guard_children():
    r"""
    Context manager killing the child processes started inside the block
    (by code we do not control, such as Sage's LattE interface) when the
    block is left by an exception, including ``KeyboardInterrupt``.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import guard_children
        sage: import subprocess
        sage: with guard_children():
        ....:     subprocess.call(["true"])
        0
    """
    before = set(_descendants())
    try:
        yield
    except BaseException:
        for pid, child in _descendants().items():
            if pid not in before:
                with contextlib.suppress(Exception):
                    child.kill()
        raise


def four_ti_2_interface():
    r"""
    Return Sage's interface to 4ti2 and its executable class, or raise
    :class:`~sage.features.FeatureNotPresentError` (which says how to install
    it) when 4ti2 is not installed.

    4ti2 is an optional package of SageMath (``sage -i 4ti2``); with the
    modular distributions it comes with ``passagemath-latte-4ti2``.  Only the
    functions that compute with it need it: the package imports without it.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import four_ti_2_interface
        sage: four_ti_2, executable = four_ti_2_interface()  # needs 4ti2
        sage: executable("zsolve").is_present()  # needs 4ti2
        FeatureTestResult('4ti2-zsolve', True)
    """
    try:
        from sage.interfaces.four_ti_2 import four_ti_2, FourTi2Executable
    except ImportError:
        from sage.features.four_ti_2 import FourTi2
        FourTi2().require()
        raise
    return four_ti_2, FourTi2Executable


def latte_count():
    r"""
    Return the function :func:`sage.interfaces.latte.count` (LattE
    integrale, Barvinok's algorithm), or raise
    :class:`~sage.features.FeatureNotPresentError` (which says how to install
    it) when LattE is not installed.

    LattE is an optional package of SageMath (``sage -i latte_int``); with
    the modular distributions it comes with ``passagemath-latte-4ti2``.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import latte_count
        sage: latte_count().__name__  # needs latte_int
        'count'
    """
    try:
        from sage.interfaces.latte import count
    except ImportError:
        from sage.features.latte import Latte
        Latte().require()
        raise
    return count


def zsolve(mat, rel, rhs, sign):
    r"""
    Return the minimal inhomogeneous solutions, the homogeneous Hilbert basis
    and the free part of the system ``mat x rel rhs`` with sign constraints
    ``sign`` (1: `x_j \ge 0`, 0: free), computed by 4ti2's ``zsolve`` in
    arbitrary precision as a guarded child process (:func:`run_guarded`).

    The same input and output as
    :meth:`sage.interfaces.four_ti_2.FourTi2.zsolve`, but interruptible
    (the child is killed) and with bounded memory.  ``zsolve`` enumerates
    every minimal solution: use it only where they are all needed.

    OUTPUT: a list ``[inhom, hom, free]`` of integer matrices

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import zsolve
        sage: inhom, hom, free = zsolve([[1, 1]], ["="], [2], [1, 1])  # needs 4ti2
        sage: sorted(tuple(r) for r in inhom.rows()), hom.nrows()  # needs 4ti2
        ([(0, 2), (1, 1), (2, 0)], 0)
    """
    four_ti_2, FourTi2Executable = four_ti_2_interface()
    mat = matrix(ZZ, mat)
    project = four_ti_2._process_input({"project": None, "mat": mat, "rel": list(rel),
                                        "rhs": [int(c) for c in rhs],
                                        "sign": [int(s) for s in sign]})
    directory = four_ti_2.directory()
    executable = FourTi2Executable("zsolve").absolute_filename()
    code = run_guarded([executable, "-q", "-pgmp", project], cwd=directory)
    out = os.path.join(directory, project + ".zinhom")
    if code != 0 or not os.path.exists(out):
        raise RuntimeError("4ti2's zsolve failed (exit code %s, memory limit %s bytes) on the system "
                           "M x %s %s for M =\n%s" % (code, CHILD_MEMORY_LIMIT, rel, tuple(rhs), mat))
    return [four_ti_2.read_matrix(project + ext) for ext in (".zinhom", ".zhom", ".zfree")]


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
    4ti2's ``zsolve`` in arbitrary precision (GMP) arithmetic, run by
    :func:`zsolve` (interruptible, bounded memory).

    ``zsolve`` enumerates all the minimal solutions, whose number can grow
    with `b` (linearly for `x_1 + x_2 = b`): :func:`nonnegative_integer_solution`
    uses it only as a last resort.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import zsolve_solution
        sage: a, b = 1000003, 1000033
        sage: x = zsolve_solution(matrix(ZZ, [[a, b]]), [a*b - a - b + 1]); x[0]*a + x[1]*b == a*b - a - b + 1  # needs 4ti2
        True
        sage: zsolve_solution(matrix(ZZ, [[a, b]]), [a*b - a - b]) is None  # needs 4ti2
        True
    """
    M = matrix(ZZ, M)
    inhom, _, _ = zsolve(M, ["="] * M.nrows(), b, [1] * M.ncols())
    if inhom.nrows() == 0:
        return None
    return [ZZ(c) for c in inhom.row(0)]


# ----------------------------------------------------------------------
# membership in affine semigroups
# ----------------------------------------------------------------------
def _dominates(a, b):
    return all(x >= y for x, y in zip(a, b))


class _SimplicialPiece():
    r"""
    A simplicial cone `\sigma = \RR_{\ge 0}\{b_1, \dots, b_r\}` of the
    triangulation used by :class:`SemigroupMembership`, with the Apéry set
    of the monoid `S \cap \sigma` with respect to `b_1, \dots, b_r`, sorted
    by classes.
    """

    def __init__(self, owner, B, gens):
        self.owner = owner
        self.B = B                    # positions (in owner.others) of b_1, ..., b_r
        self.solver = ConeSolver([owner.V[m] for m in B], len(owner.free))
        self.tB = [owner.T[m] for m in B]
        self.gens = gens              # the lambda-vectors (over owner.others) of the other generators
        self.corners = {}

    def numerators(self, v):
        return [sum(c * v[i] for i, c in row) for row in self.solver.adj]

    def key(self, num, t):
        r"""
        Return ``(class, floor)`` for the point with numerators ``num`` and
        torsion part ``t``: the class of the point modulo `\ZZ\{b_i\}` and the
        integer parts of its coordinates in the basis `b_i`.
        """
        det = self.solver.det
        fl = tuple(x // det for x in num)
        fr = tuple(x % det for x in num)
        moduli = self.owner.moduli
        tt = tuple((t[i] - sum(f * tb[i] for f, tb in zip(fl, self.tB))) % s
                   for i, s in enumerate(moduli))
        return (fr, tt), fl

    def compute(self, budget):
        r"""
        Compute the Apéry set (a Dijkstra-like search by increasing degree,
        keeping the elements not dominated in their class); return the
        number of elements kept, or ``None`` if it exceeds ``budget``.
        """
        owner = self.owner
        f, nt, n = len(owner.free), len(owner.moduli), len(owner.others)
        steps = []
        for h in self.gens:
            v = tuple(sum(c * owner.V[m][i] for m, c in enumerate(h)) for i in range(f))
            t = tuple(sum(c * owner.T[m][i] for m, c in enumerate(h)) for i in range(nt))
            steps.append((dot(owner.ell, v), v, t, h))
        heap = [(0, 0, (0,) * f, (0,) * nt, (0,) * n)]
        count = 0
        pushed = 0
        while heap:
            deg, _, v, t, lam = heapq.heappop(heap)
            cls, fl = self.key(self.numerators(v), t)
            kept = self.corners.setdefault(cls, [])
            if any(_dominates(fl, c) for c, _ in kept):
                continue
            kept[:] = [(c, m) for c, m in kept if not _dominates(c, fl)]
            kept.append((fl, lam))
            count += 1
            if count > budget:
                return None
            for dg, dv, dt, dh in steps:
                pushed += 1
                heapq.heappush(heap, (deg + dg, pushed, tuple(a + b for a, b in zip(v, dv)),
                                      tuple(a + b for a, b in zip(t, dt)),
                                      tuple(a + b for a, b in zip(lam, dh))))
        return count

    def find(self, v, t):
        r"""
        Return ``None`` if `v \notin \sigma`, else ``(lam,)`` with ``lam`` the
        coefficients (over ``owner.others``) of an element of `S` with image
        ``(v, t)``, or ``(None,)`` if there is none.
        """
        num = self.numerators(v)
        if any(x < 0 for x in num):
            return None
        cls, fl = self.key(num, t)
        for c, lam in self.corners.get(cls, ()):
            if _dominates(fl, c):
                lam = list(lam)
                for m, a, b in zip(self.B, fl, c):
                    lam[m] += a - b
                return (lam,)
        return (None,)


class SemigroupMembership():
    r"""
    Exact membership, with a witness, in the affine semigroup
    `S = \NN\{a_1, \dots, a_n\} \subseteq \ZZ^d`: the solutions `x \in \NN^n`
    of `\sum_j x_j a_j = p`, for any `p`, in time independent of the size of
    `p` once a finite structure is computed.

    INPUT:

    - ``columns`` -- the vectors `a_j` (integer sequences of length ``d``)
    - ``d`` -- their length
    - ``limit`` -- (default: :data:`APERY_LIMIT`) the largest number of
      Apéry set elements to compute; beyond it the attribute ``available``
      is ``False`` and :meth:`solution` must not be called

    ALGORITHM:

    1. *Units.* The generators `u` with `-u \in \RR_{\ge 0}S` span the
       lineality space of the cone and generate the group `\ZZ U = S \cap
       \RR U` of units of `S` (a face of `S`; its cone is a linear space, so
       `-u` is a positive combination of the `u`'s).  Hence `S = \ZZ U +
       \NN\{a : a \notin U\}` and `p \in S` iff the class of `p` in `\ZZ^d /
       \ZZ U` lies in the image `\bar S` of `S`.  The Smith form of `U`
       (:class:`~sage_latticegames.misc.lattices.LatticeData`) identifies
       `\ZZ^d / \ZZ U` with `\ZZ^f \oplus \bigoplus \ZZ/s_i` (free part `v`,
       torsion part `t`); the free parts of the remaining generators span a
       pointed cone `K`.
    2. *Triangulation.* For each extremal ray of `K` one generator on it is
       chosen; if there are as many rays as the dimension of `K`, `K` itself
       is the only simplicial piece, otherwise the cone is triangulated with
       these rays (Sage's :meth:`~sage.geometry.polyhedron.base.Polyhedron_base.triangulate`
       of a section).  For a piece `\sigma` spanned by `b_1, \dots, b_r`, the
       monoid `\bar S \cap \sigma` is generated by the images of the Hilbert
       basis of the rational cone `\{x \in \RR^n_{\ge 0} : \sum x_j \bar a_j
       \in \sigma\}` (only needed when `K` is not simplicial).
    3. *Apéry sets.* Write `\bar p = (v, t)` and `v = \sum_i c_i b_i`.  The
       key of `\bar p` is the fractional part of `c` together with `t -
       \sum_i \lfloor c_i \rfloor t(b_i)`; two points of `\sigma` with the
       same key differ by `\sum_i n_i b_i`, `n = \lfloor c \rfloor -
       \lfloor c' \rfloor \in \ZZ^r`.  So `\bar S \cap \sigma` is the union
       over its *Apéry set* `\{q : q - b_i \notin \bar S \cap \sigma\}` (the
       elements minimal in their key, finitely many by Dickson's lemma) of
       `q + \NN\{b_i\}`.  The Apéry set is computed by a search over sums of
       the other generators by increasing degree (a positive functional),
       keeping the elements not dominated in their key; every Apéry element
       is reached, since removing a generator from an Apéry element leaves
       one, and the search stops since the kept elements form a bad sequence
       (Dickson's lemma).
    4. *Query.* `p \in S` iff `v` lies in the span and in some piece
       `\sigma` (a few integer products with the adjugate of `(b_i)`), and
       `\lfloor c \rfloor` dominates a corner of its key in that piece.  The
       witness is the corner's coefficients plus `\lfloor c \rfloor -
       \lfloor c_q \rfloor` times the `b_i`, plus units: the remainder `r \in
       \ZZ U` is written as `U\mu` (Smith form) and made nonnegative with a
       positive relation `Uw = 0`, `w > 0`.  Every returned solution is
       checked in `\ZZ`.

    Every answer is exact: "no solution" is proven by the structure (cone,
    lattice and torsion, and the complete list of Apéry corners).

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import SemigroupMembership
        sage: S = SemigroupMembership([(2, 0), (3, 0), (0, 1)], 2)
        sage: S.solution((10**12 + 1, 7)), S.solution((1, 7))
        ((499999999999, 1, 7), None)
        sage: T = SemigroupMembership([(2, 0), (-2, 0), (0, 1), (3, 1)], 2)   # not pointed
        sage: T.solution((1, 0)), T.solution((-5, 1))
        (None, (0, 4, 0, 1))
        sage: SemigroupMembership([(1, 0, 0), (0, 1, 0), (1, 0, 1), (0, 1, 1), (1, 1, 2)], 3).solution((1, 1, 1))
        (0, 1, 1, 0, 0)
    """

    def __init__(self, columns, d, limit=APERY_LIMIT):
        cols = [tuple(int(x) for x in c) for c in columns]
        self.d, self.n, self.columns = d, len(cols), cols
        first = {}
        for j, c in enumerate(cols):
            if any(c):
                first.setdefault(c, j)
        idx = list(first.values())
        origin = [[0] * d]
        cone = Polyhedron(vertices=origin, rays=[cols[j] for j in idx], base_ring=QQ) if idx else None
        self.units = [j for j in idx if cone.contains([-x for x in cols[j]])]
        self.others = [j for j in idx if j not in self.units]
        # 1. the quotient by the group of units
        U = matrix(ZZ, d, len(self.units), lambda i, k: cols[self.units[k]][i])
        self.unit_lattice = LatticeData(U)
        self.rows = self.unit_lattice.U_rows
        mod = [int(s) for s in self.unit_lattice.moduli]
        self.torsion = [i for i, s in enumerate(mod) if s > 1]
        self.moduli = [mod[i] for i in self.torsion]
        self.free = [i for i, s in enumerate(mod) if s == 0]
        if self.units:
            u = len(self.units)
            R = Polyhedron(ieqs=[[0] + [int(i == k) for k in range(u)] for i in range(u)],
                           eqns=[[0] + list(row) for row in U.rows()], base_ring=QQ)
            w = sum((vector(QQ, r) for r in R.rays()), vector(QQ, u))
            w = w * lcm([c.denominator() for c in w])
            assert all(c > 0 for c in w)
            self.relation = [int(c) for c in w]
        images = [self.image(cols[j]) for j in self.others]
        self.V = [v for v, t in images]
        self.T = [t for v, t in images]
        self.pieces = []
        self.available = True
        self.size = 0
        if self.others:
            self._build(limit)

    def image(self, p):
        r"""
        Return ``(v, t)``: the free and torsion parts of the class of ``p``
        modulo the group of units.
        """
        y = [dot(row, p) for row in self.rows]
        return (tuple(y[i] for i in self.free),
                tuple(y[i] % s for i, s in zip(self.torsion, self.moduli)))

    def _build(self, limit):
        f, n = len(self.free), len(self.others)
        self.ell = tuple(int(c) for c in positivity_witness(self.V, d=f))
        K = Polyhedron(vertices=[[0] * f], rays=self.V, base_ring=QQ)
        prim = [tuple(primitive_vector(v)) for v in self.V]
        rays = []
        for r in K.rays():
            r = tuple(primitive_vector(r.vector()))
            rays.append(min((m for m in range(n) if prim[m] == r),
                            key=lambda m: dot(self.ell, self.V[m])))
        if len(rays) == K.dim():
            self.pieces = [_SimplicialPiece(self, rays, [tuple(int(m == k) for m in range(n))
                                                         for k in range(n) if k not in rays])]
        else:
            section = {tuple(QQ(x) / dot(self.ell, self.V[m]) for x in self.V[m]): m for m in rays}
            P = Polyhedron(vertices=list(section), base_ring=QQ)
            vertex_gen = [section[tuple(v)] for v in P.vertices()]
            for simplex in P.triangulate():
                B = [vertex_gen[i] for i in simplex]
                piece = _SimplicialPiece(self, B, [])
                forms = [[sum(c * self.V[m][i] for i, c in row) for m in range(n)]
                         for row in piece.solver.adj]
                C = Polyhedron(ieqs=[[0] + [int(i == m) for m in range(n)] for i in range(n)]
                               + [[0] + form for form in forms], base_ring=QQ)
                H = Cone([primitive_vector(r.vector()) for r in C.rays()],
                         lattice=ToricLattice(n)).Hilbert_basis()
                units = {tuple(int(m == k) for m in range(n)) for k in B}
                piece.gens = [h for h in (tuple(int(x) for x in h) for h in H) if h not in units]
                self.pieces.append(piece)
        # the number of classes of Z{v} modulo Z{b_i} bounds the Apéry set from below
        whole = LatticeData(matrix(ZZ, f, n, lambda i, m: self.V[m][i])).index
        for piece in self.pieces:
            classes = LatticeData(matrix(ZZ, f, len(piece.B),
                                         lambda i, k: self.V[piece.B[k]][i])).index // whole
            if self.size + classes > limit:
                self.available = False
                return
            count = piece.compute(limit - self.size)
            if count is None:
                self.available = False
                return
            self.size += count

    def solution(self, p):
        r"""
        Return a solution `x \in \NN^n` of `\sum_j x_j a_j = p` (a tuple of
        Python integers), or ``None`` if there is none (exact).

        EXAMPLES::

            sage: from sage_latticegames.misc.integer_programs import SemigroupMembership
            sage: SemigroupMembership([(2,), (3,)], 1).solution((1,)) is None
            True
        """
        if not self.available:
            raise ValueError("the membership structure of this semigroup is too large "
                             "(more than %s Apéry set elements)" % APERY_LIMIT)
        p = [int(x) for x in p]
        v, t = self.image(p)
        x = [0] * self.n
        if self.others:
            solver = self.pieces[0].solver
            if any(sum(c * v[i] for i, c in row) for row in solver.kernel):
                return None
            for piece in self.pieces:
                found = piece.find(v, t)
                if found is not None:
                    break
            else:
                return None
            lam, = found
            if lam is None:
                return None
            for m, c in enumerate(lam):
                x[self.others[m]] = c
        elif any(v) or any(t):
            return None
        r = [a - sum(x[j] * self.columns[j][i] for j in range(self.n) if x[j])
             for i, a in enumerate(p)]
        if self.units:
            mu = [int(c) for c in self.unit_lattice.integer_combination(r)]
            N = max([0] + [(-a + w - 1) // w for a, w in zip(mu, self.relation)])
            for j, a, w in zip(self.units, mu, self.relation):
                x[j] = a + N * w
        check = [sum(x[j] * self.columns[j][i] for j in range(self.n) if x[j]) for i in range(self.d)]
        if check != p:
            raise RuntimeError("wrong semigroup membership witness %s for %s" % (x, p))
        return tuple(x)


@cached_function
def _membership(columns, d):
    return SemigroupMembership(columns, d)


def semigroup_membership(columns, d):
    r"""
    Return the (memoized) :class:`SemigroupMembership` of the affine
    semigroup generated by ``columns`` in `\ZZ^d`.

    EXAMPLES::

        sage: from sage_latticegames.misc.integer_programs import semigroup_membership
        sage: S = semigroup_membership([(2, 0), (3, 0), (0, 1)], 2)
        sage: S is semigroup_membership(((2, 0), (3, 0), (0, 1)), 2), S.available
        (True, True)
    """
    return _membership(tuple(tuple(int(x) for x in c) for c in columns), int(d))


def nonnegative_integer_solution(M, b, upper=None):
    r"""
    Return a solution `x \in \NN^n` of `Mx = b`, or ``None`` if there is none.

    The answer is exact, and found without enumerating solutions: `b` must
    lie in the affine semigroup generated by the columns of `M`, decided by
    its :class:`SemigroupMembership` structure (computed once per matrix and
    memoized).  Only when that structure is too large (more than
    :data:`APERY_LIMIT` Apéry elements, e.g. numerical semigroups with huge
    generators): when ``upper`` bounds are given (the program is bounded)
    and the entries are small (at most :data:`GLPK_MAX_ENTRY`), GLPK is
    tried and its (floating point) solution is rounded and checked in
    `\ZZ`; otherwise, or if GLPK finds no solution or a wrong one, 4ti2's
    ``zsolve`` decides, in arbitrary precision, as a guarded child process
    (:func:`zsolve`).

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
        sage: nonnegative_integer_solution(matrix(ZZ, [[1, 1], [1, 1]]), [10**6, 10**6])
        (1000000, 0)
    """
    M = matrix(ZZ, M)
    b = vector(ZZ, b)
    if M.ncols() == 0:
        return () if b.is_zero() else None
    if any(b[i] and M.row(i).is_zero() for i in range(M.nrows())):
        return None
    S = semigroup_membership(M.columns(), M.nrows())
    if S.available:
        x = S.solution(b)
        return tuple(ZZ(c) for c in x) if x is not None else None

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
    points of a polytope counted by LattE (Barvinok's algorithm; the LattE
    child process is killed if the call is interrupted, see
    :func:`guard_children`).
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
    count = latte_count()
    with guard_children():
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
