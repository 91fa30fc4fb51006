"""
Packaging of ``sage_latticegames``: lattice games (Guo--Miller) on top of the
modular SageMath (passagemath) distributions.

Every ``.pyx`` file of the package, in any subpackage, is compiled as the
extension module of its dotted path (``sage_latticegames/squarefree/_squarefree.pyx``
is ``sage_latticegames.squarefree._squarefree``).

Dependencies.  In a plain Python environment, SageMath is provided by the
modular passagemath wheels listed in ``PASSAGEMATH``.  When the package is
installed into a full SageMath (``sage -pip install .``), these wheels are
*not* requested, because they would shadow the Sage library; the extra
``passagemath`` (``pip install .[passagemath]``) requests them explicitly.
The environment variable ``SAGE_LATTICEGAMES_PASSAGEMATH`` (``yes``/``no``)
overrides the detection.
"""
import glob
import os
import sysconfig

from setuptools import setup, find_packages, Extension
from Cython.Build import cythonize

HERE = os.path.dirname(os.path.abspath(__file__))

PASSAGEMATH = [
    "passagemath-polyhedra[standard]",
    "passagemath-latte-4ti2",
    "passagemath-singular",
    "passagemath-flint",
    "passagemath-glpk",
    "passagemath-repl",
    "passagemath-plot",
]

TEST = [
    "pytest",
    "pytest-xdist",
    "pytest-timeout",
    "hypothesis",
    "sphinx",
    # MathJax shipped with the documentation (no CDN): doc/conf.py
    "sphinx-mathjax-offline",
    "nbclient",
    "nbformat",
    "ipykernel",
    "matplotlib",
    "islpy-barvinok",
    "ruff",
]


def full_sage_installed():
    """
    Return whether the target environment holds a full SageMath library
    (one providing ``sage.all``), as opposed to the modular wheels.

    This also works inside pip's isolated build environment, which keeps the
    target interpreter's installation scheme.
    """
    candidates = {sysconfig.get_paths()[key] for key in ("purelib", "platlib")}
    for var in ("SAGE_VENV", "SAGE_LOCAL"):
        prefix = os.environ.get(var)
        if prefix:
            candidates.update(glob.glob(os.path.join(prefix, "lib", "python3*", "site-packages")))
    if os.environ.get("SAGE_ROOT"):
        candidates.add(os.path.join(os.environ["SAGE_ROOT"], "src"))
    return any(os.path.isfile(os.path.join(path, "sage", "all.py")) for path in candidates)


def use_passagemath():
    """
    Return whether the passagemath wheels are install requirements.
    """
    choice = os.environ.get("SAGE_LATTICEGAMES_PASSAGEMATH", "").strip().lower()
    if choice in ("yes", "1", "true"):
        return True
    if choice in ("no", "0", "false"):
        return False
    return not full_sage_installed()


def extensions():
    """
    One extension module per ``.pyx`` file of the package (recursively), named
    by its dotted path.

    The P-position engine ``sage_latticegames._engine`` is compiled with
    OpenMP (``-fopenmp``) when the C compiler supports it, so that it can
    decide the positions of one level on several cores; otherwise (or with
    the environment variable ``SAGE_LATTICEGAMES_OPENMP=no``) it is compiled
    without and runs on one core.
    """
    include_dirs = []
    try:
        import numpy
        include_dirs.append(numpy.get_include())
    except ImportError:
        pass

    def openmp_flags():
        # -fopenmp if a test program with OpenMP compiles and links
        if os.environ.get("SAGE_LATTICEGAMES_OPENMP", "").strip().lower() in ("no", "0", "false"):
            return []
        import shlex
        import subprocess
        import tempfile
        cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
        with tempfile.TemporaryDirectory() as tmp:
            source = os.path.join(tmp, "omp.c")
            with open(source, "w") as f:
                f.write("#include <omp.h>\nint main(void) { return omp_get_max_threads() < 1; }\n")
            try:
                done = subprocess.run(cc + ["-fopenmp", source, "-o", os.path.join(tmp, "omp")],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
            except (OSError, subprocess.SubprocessError):
                return []
        return ["-fopenmp"] if done.returncode == 0 else []

    openmp = openmp_flags()
    modules = []
    for source in sorted(glob.glob(os.path.join("sage_latticegames", "**", "*.pyx"), recursive=True)):
        name = os.path.splitext(source)[0].replace(os.sep, ".")
        parallel = openmp if name == "sage_latticegames._engine" else []
        modules.append(Extension(name, [source],
                                 include_dirs=include_dirs,
                                 extra_compile_args=["-O3"] + parallel,
                                 extra_link_args=parallel))
    return cythonize(modules, language_level=3, quiet=True) if modules else []


with open(os.path.join(HERE, "README.md"), encoding="utf-8") as readme:
    LONG_DESCRIPTION = readme.read()

setup(
    name="sage_latticegames",
    version="0.1.0",
    description="Lattice games: impartial combinatorial games on lattice points of polyhedra (SageMath)",
    long_description=LONG_DESCRIPTION,
    long_description_content_type="text/markdown",
    license="GPL-2.0-or-later",
    packages=find_packages(include=["sage_latticegames", "sage_latticegames.*"]),
    package_data={"": ["*.pyx", "*.pxd"], "sage_latticegames": ["data/*"],
                  "sage_latticegames.catalogue": ["data/*", "data/certificates/*"]},
    ext_modules=extensions(),
    python_requires=">=3.10",
    install_requires=(PASSAGEMATH if use_passagemath() else []) + ["numpy", "psutil", "dask[distributed]"],
    extras_require={
        "passagemath": PASSAGEMATH,
        "test": TEST,
    },
    entry_points={
        "console_scripts": ["latticegames = sage_latticegames.cli:console_script"],
    },
    zip_safe=False,
    # compile the extension modules in parallel, one per core (``build_ext -j``)
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
)
