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
    "nbclient",
    "nbformat",
    "ipykernel",
    "matplotlib",
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
    """
    include_dirs = []
    try:
        import numpy
        include_dirs.append(numpy.get_include())
    except ImportError:
        pass
    modules = []
    for source in sorted(glob.glob(os.path.join("sage_latticegames", "**", "*.pyx"), recursive=True)):
        name = os.path.splitext(source)[0].replace(os.sep, ".")
        modules.append(Extension(name, [source],
                                 include_dirs=include_dirs,
                                 extra_compile_args=["-O3"]))
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
    package_data={"": ["*.pyx", "*.pxd"], "sage_latticegames": ["data/*"]},
    ext_modules=extensions(),
    python_requires=">=3.10",
    install_requires=(PASSAGEMATH if use_passagemath() else []) + ["numpy"],
    extras_require={
        "passagemath": PASSAGEMATH,
        "test": TEST,
    },
    zip_safe=False,
)
