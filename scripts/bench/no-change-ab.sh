#!/bin/bash
# No-change rebuilds of two checkouts of the project (each already built against the same content service and
# catalogue) and of the bare site, alternating, for `ROUNDS` rounds: wall and CPU time of each build's process tree,
# the load average, and Gatsby's phase lines, in LOGS. Usage:
#   CONTENT_API_URL=http://localhost:8420 scripts/bench/no-change-ab.sh ../boot-base . var/bare-scale
# ROUNDS (default 3), FIRST (number of the first round, to add rounds to a run), WARMUP=0 (no warm-up), LOGS.
set -u
BASE=$(cd "$1" && pwd) NEW=$(cd "$2" && pwd) BARE=$3
ROUNDS=${ROUNDS:-3}
LOGS=${LOGS:-$PWD/var/ab-logs}
mkdir -p "$LOGS"
export GATSBY_TELEMETRY_DISABLED=1
build() { # label dir [tracer]
  local label=$1 dir=$2 tracer=${3:-}
  local load_before; load_before=$(cut -d' ' -f1 /proc/loadavg)
  # The bare site has no node_modules of its own: it runs the new checkout's Gatsby.
  local bin="$dir/node_modules/.bin/gatsby"; [ -x "$bin" ] || bin="$NEW/node_modules/.bin/gatsby"
  (cd "$dir" && env ${tracer:+GATSBY_OPEN_TRACING_CONFIG_FILE=$tracer} /usr/bin/time -f "%e %U %S" -o "$LOGS/$label.time" \
    "$bin" build > "$LOGS/$label.log" 2>&1)
  read -r wall user sys < "$LOGS/$label.time"
  echo "$label wall=$wall cpu=$(echo "$user + $sys" | bc) load=$load_before->$(cut -d' ' -f1 /proc/loadavg)" | tee -a "$LOGS/summary.txt"
}
# One unmeasured build each first: the second build after a cold one still rewrites every page (docs/scale.md).
if [ "${WARMUP:-1}" = 1 ]; then
  build base-warmup "$BASE" && build new-warmup "$NEW" && build bare-warmup "$(cd "$BARE" && pwd)"
fi
FIRST=${FIRST:-1}
for round in $(seq "$FIRST" "$((FIRST + ROUNDS - 1))"); do
  build "base-$round" "$BASE" "$BASE/scripts/bench/plugin-timing-tracer.js"
  build "new-$round" "$NEW" "$NEW/scripts/bench/plugin-timing-tracer.js"
  build "bare-$round" "$(cd "$BARE" && pwd)"
done
