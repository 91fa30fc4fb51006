"""
The notebooks of notebooks/ as stored: they name the default ``python3`` kernel,
use Python syntax only (``^`` is the exclusive or in Python, a power in Sage: a
notebook written for the Sage preparser computes ``10^12 = 6`` silently in a Python
kernel), and are stored with their outputs (tools/run_notebooks.py --write).
Executing them is stage 4 of tools/test.sh.
"""
import glob
import io
import json
import os
import tokenize

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTEBOOKS = sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb")))


def code_cells(path):
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    return nb, [c for c in nb["cells"] if c["cell_type"] == "code"]


def operators(source):
    """The operator tokens of a cell (the lines of IPython magics and shell escapes left out)."""
    lines = [line for line in source.splitlines(keepends=True) if not line.startswith(("%", "!"))]
    return [t.string for t in tokenize.generate_tokens(io.StringIO("".join(lines) + "\n").readline)
            if t.type == tokenize.OP]


def test_notebooks_found():
    assert len(NOTEBOOKS) >= 10


@pytest.mark.parametrize("path", NOTEBOOKS, ids=os.path.basename)
def test_notebook_is_python_with_outputs(path):
    nb, cells = code_cells(path)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    for cell in cells:
        source = "".join(cell["source"])
        assert "^" not in operators(source), "Sage syntax in a Python notebook: %s" % source
        assert cell.get("execution_count") is not None, "cell not executed: %s" % source
    assert any(cell["outputs"] for cell in cells)


def test_caret_is_seen():
    assert "^" in operators("r = (10^12 + 1,)\n%matplotlib inline\n")
    assert "^" not in operators("print('10^100')\n")


def test_runner_executes_notebooks_in_parallel_and_reports_each(tmp_path):
    # tools/run_notebooks.py --jobs 2 on a notebook that runs and one that fails: a line per
    # notebook, the summary, and a nonzero exit status; the files are not rewritten
    import subprocess
    import sys
    nbformat = pytest.importorskip("nbformat")
    pytest.importorskip("nbclient")
    for name, source in (("good", "x = 6 * 7\nx"), ("bad", "raise ValueError('no')")):
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                     "language": "python"}
        nbformat.write(nb, str(tmp_path / ("%s.ipynb" % name)))
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "run_notebooks.py"),
                          "--jobs", "2", "--timeout", "120", str(tmp_path)],
                         capture_output=True, text=True, timeout=240)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "good.ipynb ... ok" in run.stdout and "bad.ipynb ... FAILED" in run.stdout
    assert "ValueError" in run.stdout
    assert run.stdout.rstrip().endswith("notebooks: 2 executed, 1 failed")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
