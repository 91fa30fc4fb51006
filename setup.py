"""
Packaging of ``sage_latticegames``: lattice games (Guo--Miller) on top of the
modular SageMath (passagemath) distributions.
"""
from setuptools import setup, find_packages, Extension
from Cython.Build import cythonize

extensions = [
    Extension("sage_latticegames._engine",
              ["sage_latticegames/_engine.pyx"],
              extra_compile_args=["-O3"]),
]

setup(
    name="sage_latticegames",
    version="0.1.0",
    description="Lattice games: impartial combinatorial games on lattice points of polyhedra (SageMath)",
    long_description=open("README.md", encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    license="GPL-2.0-or-later",
    packages=find_packages(include=["sage_latticegames", "sage_latticegames.*"]),
    package_data={"sage_latticegames": ["*.pyx", "data/*"]},
    ext_modules=cythonize(extensions, language_level=3),
    python_requires=">=3.10",
    install_requires=[
        "passagemath-polyhedra[standard]",
        "passagemath-latte-4ti2",
        "passagemath-singular",
        "passagemath-flint",
        "passagemath-glpk",
        "passagemath-repl",
        "numpy",
    ],
    extras_require={
        "test": ["pytest", "hypothesis", "sphinx", "nbclient", "nbformat", "ipykernel", "matplotlib"],
    },
    zip_safe=False,
)
