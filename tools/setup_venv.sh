# Sourced by tools/main.sh and tools/test.sh (bash).
#
# Makes sure that the virtual environment of the checkout exists and holds the
# package (editable install with its test dependencies), then builds the Cython
# modules in place.  Sets ROOT (the checkout), VENV and PY (its python).
#
#   - .venv missing (or broken)  -> python3 -m venv .venv
#   - installation stamp stale   -> pip install (stamp: setup.py, pyproject.toml,
#                                   this file, the python version)
#   - otherwise                  -> the environment is reused as it is
#
# Environment: SAGE_LATTICEGAMES_VENV (default: <checkout>/.venv),
#              PYTHON (interpreter creating the venv, default: python3).

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=${SAGE_LATTICEGAMES_VENV:-$ROOT/.venv}
PY=$VENV/bin/python
STAMP=$VENV/.sage_latticegames-installed

_slg_log() { echo "[setup] $*"; }

_slg_create_venv() {
    local base=${PYTHON:-python3}
    if ! command -v "$base" >/dev/null 2>&1; then
        echo "error: $base not found; Python >= 3.10 is needed" >&2
        return 1
    fi
    if ! "$base" -c 'import sys; sys.exit(sys.version_info < (3, 10))'; then
        echo "error: $("$base" --version 2>&1) is too old; Python >= 3.10 is needed" >&2
        return 1
    fi
    _slg_log "creating the virtual environment $VENV"
    if ! "$base" -m venv --clear "$VENV"; then
        echo "error: '$base -m venv' failed; on Debian/Ubuntu install the package python3-venv" >&2
        return 1
    fi
}

_slg_stamp() {
    {
        cat "$ROOT/setup.py" "$ROOT/pyproject.toml" "${BASH_SOURCE[0]}"
        "$PY" -c 'import sys; print(sys.version)'
    } | sha256sum | cut -d' ' -f1
}

_slg_install() {
    local pip=("$PY" -m pip --disable-pip-version-check)
    _slg_log "installing sage_latticegames and its dependencies into $VENV"
    # build requirements (pyproject.toml), installed into the venv itself
    "${pip[@]}" install --progress-bar off "setuptools>=64" wheel "Cython>=3.0" numpy
    # --no-build-isolation: build against the Cython and numpy of the venv
    "${pip[@]}" install --progress-bar off --no-build-isolation -e "$ROOT[test]"
}

slg_setup_venv() {
    if ! { [ -x "$PY" ] && "$PY" -c 'import sys' >/dev/null 2>&1; }; then
        _slg_create_venv || return 1
    fi
    local stamp
    stamp=$(_slg_stamp)
    if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$stamp" ] \
       && "$PY" -c 'import sage.all__sagemath_polyhedra, sage_latticegames' >/dev/null 2>&1; then
        _slg_log "reusing the up-to-date virtual environment $VENV"
    else
        _slg_install || return 1
        echo "$stamp" > "$STAMP"
    fi
    _slg_log "building the Cython modules in place"
    (cd "$ROOT" && "$PY" setup.py -q build_ext --inplace) || return 1
}
