#!/usr/bin/env bash
# ensure-packages.sh COMMAND=PACKAGE ...: make sure each COMMAND is on the
# PATH, installing Debian's PACKAGE for the ones that are missing (make
# dist's cross compilers, make dist-check's qemu-user-static). Idempotent
# and quiet when everything is there; installs with apt-get
# non-interactively otherwise (as root, or via sudo -n), waiting for
# another apt/dpkg process's lock instead of failing, as
# ensure-chromium.sh does.
set -euo pipefail

log() { printf 'ensure-packages: %s\n' "$*" >&2; }
die() {
	log "ERROR: $*"
	exit 1
}

need=()
for pair in "$@"; do
	cmd="${pair%%=*}" pkg="${pair#*=}"
	[ -n "$cmd" ] && [ -n "$pkg" ] && [ "$cmd" != "$pair" ] || die "want COMMAND=PACKAGE, got '$pair'"
	command -v "$cmd" >/dev/null 2>&1 || need+=("$pkg")
done
[ "${#need[@]}" -gt 0 ] || exit 0

command -v apt-get >/dev/null 2>&1 ||
	die "missing ${need[*]} and apt-get is not available; install them by hand"

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
	command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to install: ${need[*]}"
	SUDO=(sudo -n)
fi

LOGFILE="${TMPDIR:-/tmp}/ensure-packages.log"
: >"$LOGFILE"

# wait_for_apt_locks: wait (up to ~15 min) while another process holds an
# apt/dpkg lock, the lists lock of a concurrent `apt-get update` included.
wait_for_apt_locks() {
	command -v fuser >/dev/null 2>&1 || return 0
	local i=0
	while fuser /var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock \
		/var/cache/apt/archives/lock >/dev/null 2>&1; do
		[ "$i" -gt 0 ] || log "another apt/dpkg process is running; waiting for it to finish..."
		i=$((i + 1))
		[ "$i" -lt 900 ] || die "timed out waiting for the apt/dpkg lock"
		sleep 1
	done
}

APT_OPTS=(-y -q --no-install-recommends -o DPkg::Lock::Timeout=900 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)

run_apt() {
	wait_for_apt_locks
	if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${APT_OPTS[@]}" "$@" \
		</dev/null >>"$LOGFILE" 2>&1; then
		log "apt-get $* failed; last lines of $LOGFILE:"
		tail -n 30 "$LOGFILE" >&2 || true
		return 1
	fi
}

log "installing ${need[*]} (log: $LOGFILE)..."
run_apt update || die "apt-get update failed"
if ! run_apt install "${need[@]}"; then
	log "retrying after dpkg --configure -a"
	wait_for_apt_locks
	"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive dpkg --configure -a </dev/null >>"$LOGFILE" 2>&1 || true
	run_apt install "${need[@]}" || die "could not install ${need[*]}"
fi
for pair in "$@"; do
	command -v "${pair%%=*}" >/dev/null 2>&1 || die "${pair%%=*} still missing after installing ${pair#*=}"
done
log "ok: ${need[*]}"
