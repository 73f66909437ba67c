#!/bin/bash
# Cold builds (`.cache` and `public` removed first) of two checkouts of the project against the same content service
# and catalogue, alternating base, new, new, base, ... for `ROUNDS` rounds: wall and CPU time of each build's process
# tree, the load average, and Gatsby's phase lines, in LOGS. `npx tsx scripts/bench/no-change-ab-summary.ts LOGS`
# prints the medians. Usage:
#   CONTENT_API_URL=http://localhost:8315 scripts/bench/cold-ab.sh ../img-base .
# ROUNDS (default 2), FIRST (number of the first round, to add rounds to a run), LOGS (default var/cold-ab-logs).
set -u
BASE=$(cd "$1" && pwd) NEW=$(cd "$2" && pwd)
ROUNDS=${ROUNDS:-2}
LOGS=${LOGS:-$PWD/var/cold-ab-logs}
mkdir -p "$LOGS"
export GATSBY_TELEMETRY_DISABLED=1
build() { # label dir
  local label=$1 dir=$2
  rm -rf "$dir/.cache" "$dir/public"
  local load_before; load_before=$(cut -d' ' -f1 /proc/loadavg)
  (cd "$dir" && /usr/bin/time -f "%e %U %S" -o "$LOGS/$label.time" node_modules/.bin/gatsby build > "$LOGS/$label.log" 2>&1)
  read -r wall user sys < "$LOGS/$label.time"
  echo "$label wall=$wall cpu=$(echo "$user + $sys" | bc) load=$load_before->$(cut -d' ' -f1 /proc/loadavg) $(date -u +%H:%M)" |
    tee -a "$LOGS/summary.txt"
}
FIRST=${FIRST:-1}
for round in $(seq "$FIRST" "$((FIRST + ROUNDS - 1))"); do
  # Which checkout goes first alternates, so a trend in the machine's load weighs on both alike.
  if [ $((round % 2)) = 1 ]; then
    build "base-$round" "$BASE" && build "new-$round" "$NEW"
  else
    build "new-$round" "$NEW" && build "base-$round" "$BASE"
  fi
done
