#!/usr/bin/env bash
# ensure-packages.sh [OPTION...] WANT...: make sure Debian packages are
# installed, installing the missing ones (make dist's cross compilers,
# make dist-check's qemu-user-static, the browser tests' Chromium through
# ensure-chromium.sh). A WANT is
#   COMMAND=PACKAGE  PACKAGE gives COMMAND (a name on the PATH or an
#                    absolute path): missing when COMMAND is not there,
#                    or when dpkg has PACKAGE but not fully installed
#                    (another apt run going on, or an interrupted one:
#                    apt-get finishes the job);
#   PACKAGE          no command to look for (a font): missing when dpkg
#                    does not have it fully installed (never without dpkg).
# Options, before the WANTs:
#   --recommends     install the packages' recommended ones too
#   --version-of CMD once installed, `CMD --version` must answer; its
#                    answer is the last line said
#   --hint TEXT      said beside "install them by hand" where apt-get is
#                    not available
# Idempotent and quiet when everything is there; installs with apt-get
# non-interactively otherwise (as root, or via sudo -n), waiting for
# another apt/dpkg process's lock instead of failing.
set -euo pipefail

log() { printf 'ensure-packages: %s\n' "$*" >&2; }
die() {
	log "ERROR: $*"
	exit 1
}

recommends=no version_of= hint=
while [ $# -gt 0 ]; do
	case "$1" in
	--recommends) recommends=yes ;;
	--version-of) version_of="${2:?--version-of takes a command}" && shift ;;
	--hint) hint="${2:?--hint takes a text}" && shift ;;
	--*) die "unknown option '$1'" ;;
	*) break ;;
	esac
	shift
done
[ $# -gt 0 ] || die "want COMMAND=PACKAGE or PACKAGE"

has_dpkg() { command -v dpkg-query >/dev/null 2>&1; }

# dpkg_ok PKG: true when dpkg knows PKG as fully installed.
dpkg_ok() {
	[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" = "install ok installed" ]
}

# dpkg_known PKG: true when dpkg has any record of PKG (maybe half-installed).
dpkg_known() {
	dpkg-query -W -f='${Status}' "$1" >/dev/null 2>&1
}

# missing WANT: true when WANT's package is to be installed.
missing() {
	local cmd="${1%%=*}" pkg="${1#*=}"
	if [ "$cmd" = "$1" ]; then
		has_dpkg && ! dpkg_ok "$pkg"
		return
	fi
	! command -v "$cmd" >/dev/null 2>&1 || { has_dpkg && dpkg_known "$pkg" && ! dpkg_ok "$pkg"; }
}

# there WANT: true when WANT is there once installed.
there() {
	local cmd="${1%%=*}" pkg="${1#*=}"
	if [ "$cmd" = "$1" ]; then
		! has_dpkg || dpkg_ok "$pkg"
		return
	fi
	command -v "$cmd" >/dev/null 2>&1
}

need=()
for want in "$@"; do
	cmd="${want%%=*}" pkg="${want#*=}"
	[ -n "$cmd" ] && [ -n "$pkg" ] || die "want COMMAND=PACKAGE or PACKAGE, got '$want'"
	if missing "$want"; then
		need+=("$pkg")
	fi
done
[ "${#need[@]}" -gt 0 ] || exit 0

command -v apt-get >/dev/null 2>&1 ||
	die "missing ${need[*]} and apt-get is not available; install them by hand${hint:+, $hint}"

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
	command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to install: ${need[*]}"
	SUDO=(sudo -n)
fi

LOGFILE="${TMPDIR:-/tmp}/ensure-packages.log"
: >"$LOGFILE"

# wait_for_apt_locks: wait (up to ~15 min) while another process holds an
# apt/dpkg lock. apt-get's own Lock::Timeout covers the dpkg frontend lock;
# this also covers the lists lock taken by a concurrent `apt-get update`.
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

APT_OPTS=(-y -q -o DPkg::Lock::Timeout=900 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)
[ "$recommends" = yes ] || APT_OPTS+=(--no-install-recommends)

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
for want in "$@"; do
	if [ "$want" = "${want#*=}" ]; then
		there "$want" || die "$want still not installed"
	else
		there "$want" || die "${want%%=*} still missing after installing ${want#*=}"
	fi
done
if [ -n "$version_of" ]; then
	version="$("$version_of" --version 2>/dev/null || true)"
	[ -n "$version" ] || die "$version_of is installed but '--version' fails; see $LOGFILE"
	log "ok: $version"
else
	log "ok: ${need[*]}"
fi
