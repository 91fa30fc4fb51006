#!/usr/bin/env python3
r"""
Execute notebooks headless and report the outcome of each one.

Usage::

    python tools/run_notebooks.py [NOTEBOOK_OR_DIRECTORY ...]

Without arguments, every ``notebooks/*.ipynb`` of the checkout is executed.
The notebooks run in the Jupyter kernel ``sage_latticegames``, which this
script registers in the current environment (``sys.prefix``): the SageMath
kernel of ``sage.repl.ipython_kernel`` (Sage preparser, rich output) started
with ``SAGE_IMPORTALL=no``, so that it does not need ``sage.all``.  Each
notebook imports its namespace itself with ``from sage_latticegames.all import *``.

Notebooks are executed in memory: the files are never rewritten.  The exit
status is non-zero when a notebook fails (or when no kernel can be started).
"""
import argparse
import json
import os
import sys
import tempfile
import time
import traceback

KERNEL_NAME = "sage_latticegames"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kernel_spec():
    r"""
    Return the kernel specification of the ``sage_latticegames`` kernel.
    """
    return {
        "argv": [sys.executable, "-m", "sage.repl.ipython_kernel", "-f", "{connection_file}"],
        "display_name": "SageMath (sage_latticegames)",
        "language": "sage",
        "env": {"SAGE_IMPORTALL": "no"},
        "metadata": {"debugger": False},
    }


def install_kernel():
    r"""
    Register the kernel in ``sys.prefix`` (idempotent) and return its name.
    """
    from jupyter_client.kernelspec import KernelSpecManager
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, KERNEL_NAME)
        os.mkdir(source)
        with open(os.path.join(source, "kernel.json"), "w") as f:
            json.dump(kernel_spec(), f, indent=1)
        KernelSpecManager().install_kernel_spec(source, KERNEL_NAME, prefix=sys.prefix)
    return KERNEL_NAME


def notebook_paths(arguments):
    r"""
    Return the sorted list of notebooks named by ``arguments`` (files or directories).
    """
    arguments = arguments or [os.path.join(ROOT, "notebooks")]
    paths = []
    for arg in arguments:
        if os.path.isdir(arg):
            paths.extend(os.path.join(arg, name) for name in sorted(os.listdir(arg))
                         if name.endswith(".ipynb") and not name.startswith("."))
        elif os.path.isfile(arg):
            paths.append(arg)
        else:
            raise SystemExit("no such notebook or directory: %s" % arg)
    return paths


def execute(path, kernel_name, timeout, output_dir=None):
    r"""
    Execute the notebook ``path`` in memory; return ``None`` or an error message.

    With ``output_dir``, the executed notebook is written there (never over ``path``).
    """
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, kernel_name=kernel_name, timeout=timeout,
                            # silence the start-up notice of the kernel about its local TCP ports
                            extra_arguments=["--IPKernelApp.log_level=ERROR"],
                            resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}})
    try:
        client.execute()
    except (CellExecutionError, CellTimeoutError, DeadKernelError) as error:
        return str(error)
    except Exception:  # kernel start-up problems and the like
        return traceback.format_exc()
    finally:
        if output_dir is not None:
            os.makedirs(output_dir, exist_ok=True)
            nbformat.write(nb, os.path.join(output_dir, os.path.basename(path)))
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", help="notebooks or directories (default: notebooks/)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds per cell (default 600)")
    parser.add_argument("--output-dir", help="write the executed notebooks into this directory")
    parser.add_argument("--install-kernel", action="store_true",
                        help="only register the kernel %r in this environment" % KERNEL_NAME)
    args = parser.parse_args(argv)
    if args.install_kernel:
        print("installed the Jupyter kernel %r in %s" % (install_kernel(), sys.prefix))
        return 0

    # the kernel inherits this environment: make the checkout importable
    os.environ["PYTHONPATH"] = os.pathsep.join(
        [ROOT] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])
    # the kernel chooses its inline matplotlib backend itself
    os.environ.pop("MPLBACKEND", None)

    paths = notebook_paths(args.paths)
    if not paths:
        print("notebooks: no notebook found")
        return 0
    kernel_name = install_kernel()
    failures = []
    for path in paths:
        name = os.path.relpath(path, ROOT)
        start = time.time()
        if args.output_dir and (os.path.abspath(args.output_dir)
                                == os.path.dirname(os.path.abspath(path))):
            raise SystemExit("--output-dir must differ from the directory of the notebooks")
        error = execute(path, kernel_name, args.timeout, args.output_dir)
        status = "ok" if error is None else "FAILED"
        print("notebook %s ... %s (%.1f s)" % (name, status, time.time() - start), flush=True)
        if error is not None:
            failures.append(name)
            print(error, flush=True)
    print("notebooks: %d executed, %d failed" % (len(paths), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
