#!/usr/bin/env bash
# `pnpm test`: every check CI makes, each phase's time printed as it ends and all of them again
# at the close (the suite's budget is 8 minutes on 2 cores). The typecheck keeps one core busy
# on its own, so lint, the generated files' check and the build run beside it on the other
# (none writes what another reads: the typecheck emits to .tsbuild/, the build to dist/); the
# tests start once all four have passed.
set -euo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
times=()

# Runs a phase with its output kept in $logs; answers the phase's exit status.
run() {
  local name=$1
  shift
  local start=$SECONDS status=0
  "$@" >"$logs/$name.log" 2>&1 || status=$?
  echo $((SECONDS - start)) >"$logs/$name.time"
  return "$status"
}

# Shows a phase's output and time, and keeps the time for the close.
report() {
  local name=$1 took
  took=$(cat "$logs/$name.time")
  echo "── ${name}…"
  cat "$logs/$name.log"
  times+=("$(printf '%-16s %4d s' "$name" "$took")")
  echo "── ${name}: ${took} s"
}

started=$SECONDS
echo "── typecheck, beside lint, generated and build…"
(run lint pnpm -s lint && run generated pnpm -s check:generated && run build pnpm -s build) &
beside=$!
checked=0
run typecheck pnpm -s typecheck || checked=$?
wait "$beside" || checked=$?
for name in lint generated build typecheck; do
  if [ -f "$logs/$name.time" ]; then report "$name"; fi
done
if [ "$checked" -ne 0 ]; then
  echo "── failed before the tests (see above)"
  exit "$checked"
fi

echo "── vitest…"
start=$SECONDS
pnpm exec vitest run
times+=("$(printf '%-16s %4d s' vitest $((SECONDS - start)))")
echo "── vitest: $((SECONDS - start)) s"

echo "── phases"
printf '   %s\n' "${times[@]}"
echo "── all: $((SECONDS - started)) s"
