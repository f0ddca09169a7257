#!/usr/bin/env bash
# dist-check.sh: make dist-check, after make dist. Runs each Linux binary
# in dist/ the way a table would, with nothing installed: in an empty root
# (chroot) holding only the binary, /tmp and, for the arm ones, Debian's
# statically linked qemu-user emulator, with an empty environment (env -i:
# no PATH, no HOME). There is no Go, no gcc, no C library and no dynamic
# loader in there, so a binary that starts proves it needs no shared
# library (file(1) must say "statically linked" too). Each is started on a
# temp database on a free port (-addr 127.0.0.1:0), creates a Game of
# Thrones game through the API, reads it back, and is stopped with SIGTERM,
# which must end it with exit status 0. The Windows binary is checked to
# be a PE32+ executable importing only Windows' own DLLs. It is not run:
# Debian 12's Wine (8.0) lacks bcryptprimitives.dll, which Go 1.24 and
# later need at start (ProcessPrng, in every Windows 10 and 11), so a Go
# 1.26 program stops there with "bcryptprimitives.dll not found".
#
# Needs root for chroot (as make test installs packages, so does this).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-packages.sh \
	qemu-aarch64-static=qemu-user-static \
	curl=curl file=file \
	x86_64-w64-mingw32-objdump=binutils-mingw-w64-x86-64

[ "$(id -u)" -eq 0 ] || { echo 'dist-check: needs root (chroot)' >&2; exit 1; }
CHROOT="$(command -v chroot)" # env -i leaves no PATH to find it by
COMMIT="${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/herald-dist-check.XXXXXX")"
PID=
cleanup() {
	[ -z "$PID" ] || kill -KILL "$PID" 2>/dev/null || true
	rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
	echo "dist-check: FAIL: $*" >&2
	exit 1
}

# Hang guards, not measures of speed: Herald under qemu on a loaded
# two-core machine starts in seconds, these are minutes.
START_GUARD=300
STOP_GUARD=60

# root NAME: an empty root for NAME with only /tmp; prints its path.
root() {
	local r="$WORK/$1"
	mkdir -p "$r/tmp"
	chmod 1777 "$r/tmp"
	echo "$r"
}

# smoke NAME ARCH SIGNAL RUNNER...: the API round trip on one binary,
# stopped with SIGNAL. RUNNER is the command that runs it (env -i chroot
# ROOT /herald, or … /qemu /herald); its output goes to $WORK/NAME.out.
smoke() {
	local name=$1 arch=$2 sig=$3
	shift 3
	local out="$WORK/$name.out" base="" i rc body state
	timeout "$START_GUARD" "$@" -version >"$out" 2>&1 || { cat "$out" >&2; fail "$name -version"; }
	grep -q "^herald .*(commit $COMMIT, go.* $arch)" "$out" || fail "$name -version printed: $(cat "$out")"
	echo "dist-check: $name: $(cat "$out")"

	"$@" -addr 127.0.0.1:0 -db /tmp/herald.db -no-browser >"$out" 2>&1 &
	PID=$!
	for ((i = 0; i < START_GUARD * 10; i++)); do
		base="$(sed -n 's/^Herald is running: open \(http:[^ ]*\).*/\1/p' "$out" | tr -d '\r')"
		[ -z "$base" ] || break
		kill -0 "$PID" 2>/dev/null || { cat "$out" >&2; fail "$name stopped before serving"; }
		sleep 0.1
	done
	[ -n "$base" ] || { cat "$out" >&2; fail "$name did not print its address within ${START_GUARD}s"; }

	body='{"name": "Dist check", "players": [{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}], "deal": "herald", "deck_mode": "herald"}'
	rc="$(curl -sS -o "$WORK/$name.created" -w '%{http_code}' -H 'Content-Type: application/json' -d "$body" "$base/api/games")"
	[ "$rc" = 201 ] || fail "$name: POST /api/games answered $rc: $(cat "$WORK/$name.created")"
	rc="$(curl -sS -o "$WORK/$name.state" -w '%{http_code}' "$base/api/games/1")"
	[ "$rc" = 200 ] || fail "$name: GET /api/games/1 answered $rc"
	state="$(cat "$WORK/$name.state")"
	for want in '"id":1' '"name":"Dist check"' '"edition":"got"' '"name":"Anna"' '"name":"Carla"' '"phase":"reinforce"'; do
		[[ "$state" == *"$want"* ]] || fail "$name: the game read back lacks $want: ${state:0:300}"
	done

	kill -"$sig" "$PID"
	for ((i = 0; i < STOP_GUARD * 10; i++)); do
		kill -0 "$PID" 2>/dev/null || break
		sleep 0.1
	done
	rc=0
	wait "$PID" || rc=$?
	PID=
	[ "$rc" -eq 0 ] || { cat "$out" >&2; fail "$name exited with $rc after SIG$sig"; }
	grep -q '^Herald is stopping' "$out" || fail "$name did not say it was stopping"
	echo "dist-check: $name: served on $base, created and read back game 1, stopped cleanly"
}

# linux NAME ARCH QEMU: a static Linux binary in its empty root, natively
# (QEMU empty) or under Debian's static qemu-user emulator.
linux() {
	local name=$1 arch=$2 qemu=$3 r what
	what="$(file -b "dist/$name")"
	[[ "$what" == *"statically linked"* ]] || fail "$name is not statically linked: $what"
	echo "dist-check: $name: $what"
	r="$(root "$name")"
	cp "dist/$name" "$r/herald"
	if [ -z "$qemu" ]; then
		smoke "$name" "$arch" TERM env -i "$CHROOT" "$r" /herald
	else
		cp "$(command -v "$qemu")" "$r/qemu"
		smoke "$name" "$arch" TERM env -i "$CHROOT" "$r" /qemu /herald
	fi
}

windows() {
	local name=herald-windows-amd64.exe what dlls
	what="$(file -b "dist/$name")"
	[[ "$what" == "PE32+ executable (console) x86-64"* ]] || fail "$name is not a PE32+ x86-64 console executable: $what"
	echo "dist-check: $name: $what"
	# Only DLLs every Windows has: no MinGW runtime (libwinpthread,
	# libgcc_s) next to the file.
	dlls="$(x86_64-w64-mingw32-objdump -p "dist/$name" | sed -n 's/^\tDLL Name: //p' | sort -u | tr '\n' ' ')"
	for d in $dlls; do
		case "${d,,}" in
		kernel32.dll | msvcrt.dll | ws2_32.dll | advapi32.dll | user32.dll | winmm.dll | ntdll.dll | bcryptprimitives.dll | iphlpapi.dll | userenv.dll | powrprof.dll | shell32.dll) ;;
		*) fail "$name imports $d, which Windows does not have by itself" ;;
		esac
	done
	echo "dist-check: $name imports only: $dlls"
}

linux herald-linux-amd64 linux/amd64 ""
linux herald-linux-arm64 linux/arm64 qemu-aarch64-static
linux herald-linux-armv7 linux/arm qemu-arm-static
windows
(cd dist && sha256sum -c --quiet SHA256SUMS) || fail "SHA256SUMS does not match dist/"
echo 'dist-check: ok'
