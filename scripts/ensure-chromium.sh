#!/usr/bin/env bash
# ensure-chromium.sh: make sure Chromium's headless shell (Debian's
# `chromium-headless-shell` package) and a basic font are installed, for
# the browser tests in e2e/. The shell is the same Blink as the browser
# without its user interface and GPU process: the same tests took about
# a third less CPU in it (issue 29), and they are CPU-bound. Chromium itself
# (Debian's `chromium`) too, for the one test the shell cannot run: the
# shell has no web app install check (e2e/pwa_test.go, TestInstallable).
#
# Idempotent and quiet when everything is already there. Installs with
# apt-get non-interactively otherwise (as root, or via sudo when not root).
# If another apt/dpkg process holds the lock, it waits for it instead of
# failing.
set -euo pipefail

log() { printf 'ensure-chromium: %s\n' "$*" >&2; }
die() {
	log "ERROR: $*"
	exit 1
}

have_chromium() {
	[ -x /usr/bin/chromium-headless-shell ]
}

# dpkg_ok PKG: true when dpkg knows PKG as fully installed.
dpkg_ok() {
	[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" = "install ok installed" ]
}

# dpkg_known PKG: true when dpkg has any record of PKG (maybe half-installed).
dpkg_known() {
	dpkg-query -W -f='${Status}' "$1" >/dev/null 2>&1
}

need=()
if have_chromium; then
	# Present, but dpkg still configuring it (another apt run in progress, or an
	# interrupted one)? Then let apt-get finish the job below.
	if command -v dpkg-query >/dev/null 2>&1 && dpkg_known chromium-headless-shell && ! dpkg_ok chromium-headless-shell; then
		need+=(chromium-headless-shell)
	fi
else
	need+=(chromium-headless-shell)
fi
if [ ! -x /usr/bin/chromium ] || { command -v dpkg-query >/dev/null 2>&1 && dpkg_known chromium && ! dpkg_ok chromium; }; then
	need+=(chromium)
fi
if command -v dpkg-query >/dev/null 2>&1 && ! dpkg_ok fonts-dejavu-core; then
	need+=(fonts-dejavu-core)
fi

if [ "${#need[@]}" -eq 0 ]; then
	exit 0
fi

command -v apt-get >/dev/null 2>&1 ||
	die "chromium-headless-shell is missing and apt-get is not available; install it by hand, or point HERALD_CHROMIUM at a Chromium (the tests look for /usr/bin/chromium-headless-shell)"

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1; then
		SUDO=(sudo -n)
	else
		die "need root (or sudo) to install: ${need[*]}"
	fi
fi

LOGFILE="${TMPDIR:-/tmp}/ensure-chromium.log"
: >"$LOGFILE"

# wait_for_apt_locks: wait (up to ~15 min) while another process holds an
# apt/dpkg lock. apt-get's own Lock::Timeout covers the dpkg frontend lock; this
# also covers the lists lock taken by a concurrent `apt-get update`.
wait_for_apt_locks() {
	command -v fuser >/dev/null 2>&1 || return 0
	local i=0
	while fuser /var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock \
		/var/cache/apt/archives/lock >/dev/null 2>&1; do
		if [ "$i" -eq 0 ]; then
			log "another apt/dpkg process is running; waiting for it to finish..."
		fi
		i=$((i + 1))
		[ "$i" -lt 900 ] || die "timed out waiting for the apt/dpkg lock"
		sleep 1
	done
}

APT_OPTS=(-y -q -o DPkg::Lock::Timeout=900 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)

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
	# A previous dpkg run may have been interrupted: repair and retry once.
	log "retrying after dpkg --configure -a"
	wait_for_apt_locks
	"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive dpkg --configure -a </dev/null >>"$LOGFILE" 2>&1 || true
	run_apt install "${need[@]}" || die "could not install ${need[*]}"
fi

have_chromium || die "chromium-headless-shell still not found after installing it"
[ -x /usr/bin/chromium ] || die "chromium still not found after installing it"
version="$(/usr/bin/chromium-headless-shell --version 2>/dev/null || true)"
[ -n "$version" ] || die "chromium-headless-shell is installed but '--version' fails; see $LOGFILE"
log "ok: $version"
