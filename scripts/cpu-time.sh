#!/usr/bin/env bash
# cpu-time.sh CMD...: runs CMD in a cpuacct cgroup of its own and prints
# its wall time and the CPU time of CMD and every process it starts
# (Chromium's helpers included, which /usr/bin/time misses: they are not
# all waited for). Needs a writable cgroup v1 cpuacct hierarchy (root).
# The figure is CMD's own, whatever else the machine runs meanwhile.
set -euo pipefail
root=/sys/fs/cgroup/cpuacct
[ -w "$root" ] || { echo "cpu-time: $root is not writable" >&2; exit 2; }
group="$root/cpu-time.$$"
mkdir "$group"
trap 'rmdir "$group" 2>/dev/null || true' EXIT
start=$(date +%s.%N)
rc=0
(echo "$BASHPID" >"$group/cgroup.procs" && exec "$@") || rc=$?
end=$(date +%s.%N)
ns=$(cat "$group/cpuacct.usage")
# Processes left behind (a helper outliving its browser) would keep the
# group; their CPU so far is counted above.
for p in $(cat "$group/cgroup.procs"); do echo "$p" >"$root/cgroup.procs" 2>/dev/null || true; done
printf 'cpu-time: %.1f s wall, %.1f CPU-s (exit %d): %s\n' "$(echo "$end - $start" | bc)" "$(echo "$ns / 1000000000" | bc -l)" "$rc" "$*" >&2
exit "$rc"
