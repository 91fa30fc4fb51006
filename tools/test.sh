#!/usr/bin/env bash
# Whole test suite of sage_latticegames (the command that .ci/run calls).
#
# Creates/reuses the virtual environment .venv of the checkout, installs the
# package, then runs, in this order:
#   0. ruff check: the pyflakes rules (configuration in pyproject.toml)
#   1. pytest tests/                                   (hypothesis; every test under ~15 s)
#   2. the sage: doctests of sage_latticegames/ and doc/ (python -m sage.doctest)
#   3. a Sphinx build of doc/, warnings as errors (parallel: sphinx -j)
#   4. every notebook of notebooks/, executed headless in the python3 kernel (several at a time)
#      (files not modified; tools/run_notebooks.py --write stores their outputs)
#   5. the package inside a complete SageMath (tools/full_sage.sh; its install starts in
#      the background at the beginning: tools/full_sage.sh --prepare)
# and prints a summary.  Exit status: 0 iff every part passed.
#
# Environment:
#   SAGE_LATTICEGAMES_LONG=yes     also run the doctests marked "# long time" and the
#                                  long tests (large instances, tests/helpers.py: long_test)
#   SAGE_LATTICEGAMES_NPROC=N      parallel workers of pytest, the doctests, Sphinx and the
#                                  notebooks (default: nproc)
#   SAGE_LATTICEGAMES_TIMEOUT=S    time limit of each part in seconds (default 1800)
#   SAGE_LATTICEGAMES_TEST_TIMEOUT=S  time limit of each pytest test (default 300: ten
#                                  times the longest test on a quiet machine, so that a
#                                  loaded machine passes and a hang is caught; 1200 with
#                                  SAGE_LATTICEGAMES_LONG=yes)
#   SAGE_LATTICEGAMES_FULL_SAGE=no  skip stage 5
set -uo pipefail

# stage 5 needs a complete SageMath in a venv of its own: installed in the background
# from the start (tools/full_sage.sh --prepare; the pip installs wait mostly on the
# network and the disk), while this venv is set up and the first stages run
PREPARE_LOG=$(mktemp)
PREPARE_PID=
case "${SAGE_LATTICEGAMES_FULL_SAGE:-yes}" in
no|0|false) ;;
*) # a process group of its own (setsid), so that an interrupted run stops its pip too
   if command -v setsid >/dev/null 2>&1; then
       setsid bash "$(dirname "${BASH_SOURCE[0]}")/full_sage.sh" --prepare > "$PREPARE_LOG" 2>&1 &
   else
       bash "$(dirname "${BASH_SOURCE[0]}")/full_sage.sh" --prepare > "$PREPARE_LOG" 2>&1 &
   fi
   PREPARE_PID=$! ;;
esac
trap '[ -n "$PREPARE_PID" ] && { kill -- -"$PREPARE_PID" || kill -- "$PREPARE_PID"; } 2>/dev/null; rm -f "$PREPARE_LOG"' EXIT

source "$(dirname "${BASH_SOURCE[0]}")/setup_venv.sh"
slg_setup_venv || { echo "error: could not set up the virtual environment" >&2; exit 1; }
cd "$ROOT"
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
export MPLBACKEND=Agg
export PYTHONDONTWRITEBYTECODE=1

NPROC=${SAGE_LATTICEGAMES_NPROC:-$(nproc 2>/dev/null || echo 2)}
TIMEOUT=${SAGE_LATTICEGAMES_TIMEOUT:-1800}
# long tests (SAGE_LATTICEGAMES_LONG=yes) take up to a few minutes each
case "${SAGE_LATTICEGAMES_LONG:-no}" in yes|1|true) DEFAULT_TEST_TIMEOUT=1200 ;; *) DEFAULT_TEST_TIMEOUT=300 ;; esac
TEST_TIMEOUT=${SAGE_LATTICEGAMES_TEST_TIMEOUT:-$DEFAULT_TEST_TIMEOUT}
LOGS=$(mktemp -d)
# on exit: no install left running in the background, no temporary file left
trap '[ -n "$PREPARE_PID" ] && { kill -- -"$PREPARE_PID" || kill -- "$PREPARE_PID"; } 2>/dev/null; rm -rf "$LOGS" "$PREPARE_LOG"' EXIT

STAGES=()
declare -A STATUS DETAIL SECONDS_USED PASSED FAILED

# run_stage NAME COMMAND...: run COMMAND (output shown and logged), record status and time.
run_stage() {
    local name=$1; shift
    echo
    echo "==================== $name ===================="
    local start=$SECONDS
    # at the time limit: SIGINT first (pytest and sage.doctest then report what
    # they were running), SIGKILL one minute later
    timeout --signal=INT --kill-after=60 "$TIMEOUT" "$@" 2>&1 | tee "$LOGS/$name.log"
    local rc=${PIPESTATUS[0]}
    [ "$rc" = 124 ] && echo "$name: time limit of $TIMEOUT s exceeded"
    STAGES+=("$name")
    SECONDS_USED[$name]=$((SECONDS - start))
    return "$rc"
}

# sum_matches LOG REGEX: sum of the first numbers of the lines of LOG matching REGEX.
sum_matches() {
    grep -oE "$2" "$1" | grep -oE '^[^0-9]*[0-9]+' | grep -oE '[0-9]+' | awk '{s += $1} END {print s + 0}'
}

# ---------------------------------------------------------------- 0. lint
# ruff's pyflakes rules (unused imports and variables, undefined names) on the
# files that pyproject.toml lists
if "$PY" -m ruff --version >/dev/null 2>&1; then
    run_stage lint "$PY" -m ruff check --no-cache
    rc=$?
    files=$("$PY" -m ruff check --no-cache --show-files 2>/dev/null | grep -c '\.py$')
    findings=$(grep -oE '^Found [0-9]+ errors?' "$LOGS/lint.log" | grep -oE '[0-9]+' || echo 0)
else
    STAGES+=(lint); SECONDS_USED[lint]=0
    echo "lint: ruff is not installed (it is a test dependency: pip install ruff)"
    rc=1; files=0; findings=0
fi
if [ "$rc" = 0 ]; then
    STATUS[lint]=PASS; DETAIL[lint]="ruff: $files files, no finding"; PASSED[lint]=1; FAILED[lint]=0
else
    STATUS[lint]=FAIL; PASSED[lint]=0; FAILED[lint]=1
    if [ "$files" = 0 ]; then DETAIL[lint]="ruff is not installed"
    else DETAIL[lint]="ruff: $findings findings in $files files, exit status $rc"; fi
fi

# ---------------------------------------------------------------- 1. pytest
PYTEST_OPTIONS=(-q -p no:cacheprovider --durations=10)
# parallel workers and a time limit per test, when the plugins are installed
"$PY" -c 'import xdist' 2>/dev/null && PYTEST_OPTIONS+=(-n "$NPROC")
"$PY" -c 'import pytest_timeout' 2>/dev/null && PYTEST_OPTIONS+=(--timeout="$TEST_TIMEOUT")
run_stage pytest "$PY" -m pytest tests/ "${PYTEST_OPTIONS[@]}"
rc=$?
p=$(grep -E '^(=+ )?[0-9]+ (passed|failed|error|skipped)|no tests ran' "$LOGS/pytest.log" | tail -1)
PASSED[pytest]=$(echo "$p" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)
FAILED[pytest]=$(( $(echo "$p" | grep -oE '[0-9]+ (failed|errors?)' | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}') ))
if [ "$rc" = 0 ]; then
    STATUS[pytest]=PASS; DETAIL[pytest]="${PASSED[pytest]} tests passed"
elif [ "$rc" = 5 ]; then
    STATUS[pytest]=PASS; DETAIL[pytest]="no test collected"
else
    STATUS[pytest]=FAIL; DETAIL[pytest]="exit status $rc"
    [ "${FAILED[pytest]}" = 0 ] && FAILED[pytest]=1
fi

# ---------------------------------------------------------------- 2. doctests
mapfile -t DOCTEST_FILES < <(
    { find sage_latticegames \( -name '*.py' -o -name '*.pyx' \) -print
      # doc/api/ holds the generated reference pages (autodoc of the modules above),
      # doc/catalogue/ the generated pages of the catalogue of octal games (no doctest)
      find doc \( -path doc/_build -o -path doc/api -o -path doc/catalogue \) -prune -o -name '*.rst' -print; } | LC_ALL=C sort)
# the examples of README.md
mkdir -p "$LOGS/readme"
"$PY" tools/readme_doctests.py "$LOGS/readme/README.md.rst" README.md \
    && [ -f "$LOGS/readme/README.md.rst" ] && DOCTEST_FILES+=("$LOGS/readme/README.md.rst")
LONG=()
case "${SAGE_LATTICEGAMES_LONG:-no}" in yes|1|true) LONG=(--long) ;; esac
if [ ${#DOCTEST_FILES[@]} -eq 0 ]; then
    STAGES+=(doctests); SECONDS_USED[doctests]=0
    STATUS[doctests]=PASS; DETAIL[doctests]="no file to doctest"; PASSED[doctests]=0; FAILED[doctests]=0
else
    run_stage doctests "$PY" -m sage.doctest --force-lib --environment=sage_latticegames.all \
        --nthreads "$NPROC" --timeout "$TIMEOUT" "${LONG[@]}" "${DOCTEST_FILES[@]}"
    rc=$?
    total=$(sum_matches "$LOGS/doctests.log" '^ +\[[0-9]+ tests?')
    failed=$(grep -oE '^ +\[[0-9]+ tests?, [0-9]+ failures?' "$LOGS/doctests.log" \
             | grep -oE '[0-9]+ failures?' | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
    [ "$rc" != 0 ] && [ "$failed" = 0 ] && failed=1
    PASSED[doctests]=$((total > failed ? total - failed : 0)); FAILED[doctests]=$failed
    mode="short"; [ ${#LONG[@]} -gt 0 ] && mode="long"
    DETAIL[doctests]="$total doctests in ${#DOCTEST_FILES[@]} files ($mode)"
    if [ "$rc" = 0 ]; then STATUS[doctests]=PASS; else STATUS[doctests]=FAIL; DETAIL[doctests]+=", exit status $rc"; fi
fi

# ---------------------------------------------------------------- 3. Sphinx
run_stage sphinx "$PY" -m sphinx -E -a -N -W --keep-going -q -j "$NPROC" -b html doc doc/_build/html
rc=$?
if [ "$rc" = 0 ]; then
    STATUS[sphinx]=PASS; DETAIL[sphinx]="doc/_build/html, no warning"; PASSED[sphinx]=1; FAILED[sphinx]=0
else
    STATUS[sphinx]=FAIL; DETAIL[sphinx]="warnings or errors, exit status $rc"; PASSED[sphinx]=0; FAILED[sphinx]=1
fi

# ---------------------------------------------------------------- 4. notebooks
run_stage notebooks "$PY" tools/run_notebooks.py --jobs "$NPROC" notebooks
rc=$?
line=$(grep -E '^notebooks: ' "$LOGS/notebooks.log" | tail -1)
executed=$(echo "$line" | grep -oE '[0-9]+ executed' | grep -oE '[0-9]+' || echo 0)
nfailed=$(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 0)
[ "$rc" != 0 ] && [ "$nfailed" = 0 ] && nfailed=1
PASSED[notebooks]=$((executed > nfailed ? executed - nfailed : 0)); FAILED[notebooks]=$nfailed
if [ "$rc" = 0 ]; then
    STATUS[notebooks]=PASS; DETAIL[notebooks]="$executed notebooks executed"
else
    STATUS[notebooks]=FAIL; DETAIL[notebooks]="$nfailed of $executed notebooks failed, exit status $rc"
fi

# ---------------------------------------------------------------- 5. full SageMath
# the package installed by sage -pip into a complete SageMath (passagemath-standard)
# and its doctests run there by sage -t (tools/full_sage.sh); skipped with
# SAGE_LATTICEGAMES_FULL_SAGE=no
case "${SAGE_LATTICEGAMES_FULL_SAGE:-yes}" in
no|0|false)
    STAGES+=(full-sage); SECONDS_USED[full-sage]=0; STATUS[full-sage]=PASS
    DETAIL[full-sage]="skipped (SAGE_LATTICEGAMES_FULL_SAGE=no)"; PASSED[full-sage]=0; FAILED[full-sage]=0 ;;
*)
    # the install started at the beginning (its log first), then the steps of the stage
    if [ -n "$PREPARE_PID" ]; then
        wait "$PREPARE_PID"
        PREPARE_PID=
        cat "$PREPARE_LOG"
    fi
    run_stage full-sage bash tools/full_sage.sh
    rc=$?
    line=$(grep -E '^full-sage: ' "$LOGS/full-sage.log" | tail -1)
    n=$(echo "$line" | grep -oE '[0-9]+ doctests' | grep -oE '[0-9]+' || echo 0)
    f=$(echo "$line" | grep -oE '^full-sage: [0-9]+ of' | grep -oE '[0-9]+' || echo 0)
    [ "$rc" != 0 ] && [ "$f" = 0 ] && f=1
    PASSED[full-sage]=$((n > f ? n - f : 0)); FAILED[full-sage]=$f
    if [ "$rc" = 0 ]; then
        STATUS[full-sage]=PASS; DETAIL[full-sage]="sage -pip install, $n doctests passed under sage -t"
    else
        STATUS[full-sage]=FAIL; DETAIL[full-sage]="${line:-exit status $rc}"
    fi ;;
esac

# ---------------------------------------------------------------- summary
echo
echo "==================== summary ===================="
overall=0; total_passed=0; total_failed=0
for name in "${STAGES[@]}"; do
    printf '%-10s %-5s %5ss  %s\n' "$name" "${STATUS[$name]}" "${SECONDS_USED[$name]}" "${DETAIL[$name]}"
    [ "${STATUS[$name]}" = PASS ] || overall=1
    total_passed=$((total_passed + PASSED[$name])); total_failed=$((total_failed + FAILED[$name]))
done
echo "-------------------------------------------------"
if [ "$overall" = 0 ]; then echo "all parts passed in ${SECONDS} s"; else echo "SOME PARTS FAILED (${SECONDS} s)"; fi
echo "TOTAL: $total_passed passed, $total_failed failed"
exit "$overall"
