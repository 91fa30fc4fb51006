#!/usr/bin/env python3
r"""
Execute notebooks headless and report the outcome of each one.

Usage::

    python tools/run_notebooks.py [--write] [--jobs N] [NOTEBOOK_OR_DIRECTORY ...]

Without arguments, every ``notebooks/*.ipynb`` of the checkout is executed.
The notebooks run in the default Jupyter kernel ``python3`` of the current
environment (ipykernel, the interpreter running this script): plain Python
syntax (``2**10``, ``Integer(1)/2``), no Sage preparser, so that they mean the
same in any Python or SageMath kernel.  Each notebook imports its namespace
itself with ``from sage_latticegames.all import *`` (never ``sage.all``).

By default the notebooks are executed in memory and the files are never
rewritten (the test stage).  With ``--write``, each notebook that runs without
error is stored again with its outputs (atomically), so that it reads with
its results where it is displayed without being run.  The exit status is
non-zero when a notebook fails (or when no kernel can be started).

The notebooks are independent: ``--jobs N`` (default: the number of cores)
executes up to ``N`` of them at a time, each in a worker process of its own
with its own kernel; a line is printed for each notebook as it ends.
"""
import argparse
import concurrent.futures
import os
import sys
import tempfile
import time
import traceback

KERNEL_NAME = "python3"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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


def execute(path, kernel_name, timeout, output_dir=None, write=False):
    r"""
    Execute the notebook ``path`` in memory; return ``None`` or an error message.

    With ``output_dir``, the executed notebook is written there (never over ``path``);
    with ``write``, it replaces ``path`` (atomically) when no cell failed.
    """
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, kernel_name=kernel_name, timeout=timeout,
                            # no time stamps in the cells: a stored notebook changes only with its outputs
                            record_timing=False,
                            # silence the start-up notice of the kernel about its local TCP ports
                            extra_arguments=["--IPKernelApp.log_level=ERROR"],
                            resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}})
    error = None
    try:
        client.execute()
    except (CellExecutionError, CellTimeoutError, DeadKernelError) as e:
        error = str(e)
    except Exception:  # kernel start-up problems and the like
        error = traceback.format_exc()
    if output_dir is not None:
        os.makedirs(output_dir, exist_ok=True)
        nbformat.write(nb, os.path.join(output_dir, os.path.basename(path)))
    if write and error is None:
        write_atomically(nb, path)
    return error


def timed_execute(*args):
    r"""
    Return ``(error, seconds)``: :func:`execute` with its wall time (run in a worker).
    """
    start = time.time()
    error = execute(*args)
    return error, time.time() - start


def write_atomically(nb, path):
    r"""
    Write the notebook ``nb`` over the regular file ``path`` through a temporary
    file of the same directory renamed over it.
    """
    import nbformat
    # Sage graphics come as SVG and PNG: the PNG alone keeps the files small
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "image/png" in data:
                data.pop("image/svg+xml", None)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".%s." % os.path.basename(path), dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            nbformat.write(nb, f)
        os.chmod(tmp, os.stat(path).st_mode & 0o777)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", help="notebooks or directories (default: notebooks/)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds per cell (default 600)")
    parser.add_argument("--output-dir", help="write the executed notebooks into this directory")
    parser.add_argument("--jobs", type=int, default=None,
                        help="notebooks executed at a time (default: the number of cores)")
    parser.add_argument("--write", action="store_true",
                        help="store each notebook that runs without error with its outputs")
    args = parser.parse_args(argv)

    # the kernel inherits this environment: make the checkout importable
    os.environ["PYTHONPATH"] = os.pathsep.join(
        [ROOT] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])
    # the kernel chooses its inline matplotlib backend itself
    os.environ.pop("MPLBACKEND", None)

    paths = notebook_paths(args.paths)
    if not paths:
        print("notebooks: no notebook found")
        return 0
    if args.output_dir and any(os.path.abspath(args.output_dir)
                               == os.path.dirname(os.path.abspath(path)) for path in paths):
        raise SystemExit("--output-dir must differ from the directory of the notebooks")
    jobs = max(1, min(args.jobs or os.cpu_count() or 1, len(paths)))
    failures = []
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
        running = {pool.submit(timed_execute, path, KERNEL_NAME, args.timeout, args.output_dir,
                               args.write): path for path in paths}
        for done in concurrent.futures.as_completed(running):
            name = os.path.relpath(running[done], ROOT)
            error, seconds = done.result()
            status = "ok" if error is None else "FAILED"
            print("notebook %s ... %s (%.1f s)" % (name, status, seconds), flush=True)
            if error is not None:
                failures.append(name)
                print(error, flush=True)
    print("notebooks: %d executed, %d failed" % (len(paths), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
