#!/usr/bin/env bash
# sage_latticegames inside a complete SageMath (the monolithic ``sage.all``).
#
# The complete SageMath comes from the wheels of passagemath-standard, in a
# virtual environment of its own (default <checkout>/.venv-full, reused while
# its stamp is up to date).  Then, as a Sage user would do:
#
#   1. ``sage -pip install .``  (a copy of the checkout, built from scratch;
#      setup.py sees the complete Sage and adds no passagemath requirement)
#   2. without LattE and 4ti2 (optional packages of SageMath): the package
#      imports, computes what needs neither, and the functions that need one
#      raise FeatureNotPresentError naming it
#   3. with the optional packages (``passagemath-latte-4ti2``, what
#      ``sage -i latte_int 4ti2`` gives a Sage built from source):
#      ``sage -t`` (Sage's usual doctest environment, ``sage.all``) on the
#      installed package and on the pages of doc/
#
# Prints "full-sage: N doctests passed" (or failures) as its last line.
# Exit status 0 iff every step passed.
#
# With --prepare: only install (or check) the complete SageMath and exit; the
# test command runs this in the background at its start, while it sets up its
# own venv and runs pytest (both installs wait mostly on the network and the
# disk), and runs the steps above at stage 5.
#
# Environment: SAGE_LATTICEGAMES_FULL_VENV (default <checkout>/.venv-full),
#              SAGE_LATTICEGAMES_NPROC (doctest workers, default nproc),
#              PYTHON (interpreter creating the venv, default python3).
set -uo pipefail
# the complete SageMath sees only what is installed in it (not a checkout on
# PYTHONPATH, which the test command sets for its own venv)
unset PYTHONPATH

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FULL=${SAGE_LATTICEGAMES_FULL_VENV:-$ROOT/.venv-full}
NPROC=${SAGE_LATTICEGAMES_NPROC:-$(nproc 2>/dev/null || echo 2)}
STAMP=$FULL/.passagemath-standard-installed
PIP=("$FULL/bin/python" -m pip --disable-pip-version-check -q)
log() { echo "[full-sage] $*"; }
fail() { echo "full-sage: FAILED: $*"; exit 1; }

# ------------------------------------------------ the complete SageMath
stamp=$(cat "${BASH_SOURCE[0]}" | sha256sum | cut -d' ' -f1)
if ! { [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$stamp" ] \
       && "$FULL/bin/python" -c 'import sage.all' >/dev/null 2>&1; }; then
    log "installing passagemath-standard into $FULL"
    "${PYTHON:-python3}" -m venv --clear "$FULL" || fail "could not create $FULL"
    "${PIP[@]}" install --progress-bar off passagemath-standard || fail "pip install passagemath-standard"
    echo "$stamp" > "$STAMP"
fi
"$FULL/bin/python" -c 'import sage.all; print("[full-sage]", sage.all.version())' 2>/dev/null \
    || fail "sage.all does not import"
if [ "${1:-}" = --prepare ]; then
    log "the complete SageMath is ready"
    exit 0
fi

# ------------------------------------------------ 1. sage -pip install .
SRC=$(mktemp -d)
WORK=$(mktemp -d)
trap 'rm -rf "$SRC" "$WORK"' EXIT
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
     | xargs -0 cp --parents -t "$SRC" 2>/dev/null) || cp -r "$ROOT/." "$SRC"
"${PIP[@]}" uninstall -y passagemath-latte-4ti2 >/dev/null 2>&1
log "sage -pip install . (a copy of the checkout)"
(cd "$SRC" && "$FULL/bin/sage" -pip install --disable-pip-version-check -q --progress-bar off .) \
    || fail "sage -pip install ."
cd "$WORK" || fail "no working directory"
INSTALLED=$("$FULL/bin/python" -c 'import os, sage_latticegames; print(os.path.dirname(sage_latticegames.__file__))') \
    || fail "the installed package does not import"
case "$INSTALLED" in "$FULL"/*) ;; *) fail "imported $INSTALLED instead of the installed package";; esac
log "installed in $INSTALLED"

# ------------------------------------------------ 2. without LattE and 4ti2
"$FULL/bin/python" - <<'EOF' || fail "the package without LattE and 4ti2"
import sage.all  # the complete SageMath: its global namespace is set up first
from sage.features import FeatureNotPresentError
from sage_latticegames import games, LatticeGame
from sage_latticegames.misc.integer_programs import zsolve
from sage_latticegames.generating_functions.ring import ShortRationalFunction
G = games.octal("0.137", 6, play="misere")
assert G.misere_quotient().cardinality() >= 2
S = LatticeGame.misere([(1, 0), (0, 1), (-1, 1)]).affine_stratification()
assert S.is_certified(), S
for name, call in (("4ti2", lambda: zsolve([[1, 1]], ["="], [2], [1, 1])),
                   ("latte_int", lambda: ShortRationalFunction.from_polyhedron(
                       sage.all.Polyhedron(rays=[(1, 0), (1, 2)])))):
    try:
        call()
    except FeatureNotPresentError as error:
        assert name in str(error), error
        print("[full-sage] without %s: %s" % (name, str(error).splitlines()[0]))
    else:
        raise AssertionError("%s is not installed, yet no FeatureNotPresentError" % name)
print("[full-sage] without LattE and 4ti2: import, quotient and discovery work")
EOF

# ------------------------------------------------ 3. doctests, with LattE and 4ti2
log "installing the optional packages LattE and 4ti2 (passagemath-latte-4ti2)"
"${PIP[@]}" install --progress-bar off passagemath-latte-4ti2 || fail "pip install passagemath-latte-4ti2"
mapfile -t PAGES < <(find "$ROOT/doc" \( -path "$ROOT/doc/_build" -o -path "$ROOT/doc/api" \) -prune \
                         -o -name '*.rst' -print | LC_ALL=C sort)
export MPLBACKEND=Agg
"$FULL/bin/sage" -t --force-lib --nthreads "$NPROC" \
    "$INSTALLED" "${PAGES[@]}" 2>&1 | tee "$WORK/doctests.log"
rc=${PIPESTATUS[0]}
total=$(grep -oE '^ +\[[0-9]+ tests?' "$WORK/doctests.log" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
failed=$(grep -oE '# [0-9]+ doctests? failed' "$WORK/doctests.log" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
if [ "$rc" = 0 ]; then
    echo "full-sage: $total doctests passed"
else
    [ "$failed" = 0 ] && failed=1
    echo "full-sage: $failed of $total doctests failed (exit status $rc)"
    exit 1
fi
