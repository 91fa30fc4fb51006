#!/usr/bin/env python3
r"""
Write the ``sage:`` examples of the fenced code blocks of ``README.md`` as a
reST file, so that ``python -m sage.doctest`` checks them.

Usage::

    python tools/readme_doctests.py OUTPUT.rst [README.md]

Writes nothing (and exits 0) when the README has no ``sage:`` example.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)


def sage_blocks(text):
    r"""
    Return the fenced code blocks of ``text`` that contain ``sage:`` prompts.
    """
    return [block for block in FENCE.findall(text) if re.search(r"^sage: ", block, re.M)]


def main(argv):
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if not 1 <= len(argv) <= 2 or any(a.startswith("-") for a in argv):
        raise SystemExit(__doc__)
    output = argv[0]
    readme = argv[1] if len(argv) > 1 else os.path.join(ROOT, "README.md")
    with open(readme, encoding="utf-8") as f:
        blocks = sage_blocks(f.read())
    if not blocks:
        return 0
    lines = ["Examples of README.md", "=====================", ""]
    for block in blocks:
        lines += ["::", ""] + ["    " + line if line.strip() else "" for line in block.splitlines()] + [""]
    # atomically: a reader never sees half a file
    partial = "%s.%s.partial" % (output, os.getpid())
    with open(partial, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    os.replace(partial, output)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
