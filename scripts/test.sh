#!/usr/bin/env bash
# `pnpm test`: every check CI makes, one phase after another, each phase's time printed as it
# ends and all of them again at the close (the suite's budget is 8 minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."

times=()
phase() {
  local name=$1
  shift
  local start=$SECONDS
  echo "── ${name}…"
  "$@"
  local took=$((SECONDS - start))
  times+=("$(printf '%-16s %4d s' "$name" "$took")")
  echo "── ${name}: ${took} s"
}

started=$SECONDS
phase lint pnpm -s lint
phase generated pnpm -s check:generated
phase typecheck pnpm -s typecheck
phase build pnpm -s build
phase vitest pnpm exec vitest run

echo "── phases"
printf '   %s\n' "${times[@]}"
echo "── all: $((SECONDS - started)) s"
