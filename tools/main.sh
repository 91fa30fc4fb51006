#!/usr/bin/env bash
# Main job of sage_latticegames: create/reuse the virtual environment .venv of the
# checkout, install the package, then solve example lattice games end to end
# (examples/main_job.py: P-positions on a region, winning moves).
#
# Usage: bash tools/main.sh [arguments of examples/main_job.py]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup_venv.sh"
slg_setup_venv
cd "$ROOT"
exec env PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}" "$PY" examples/main_job.py "$@"
