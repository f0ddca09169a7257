#!/usr/bin/env bash
# dist.sh: make dist. Builds Herald for the machines a table has, each one
# file that runs with nothing installed, into dist/ with SHA256SUMS:
#   herald-linux-amd64        a PC or laptop with Linux
#   herald-linux-arm64        Raspberry Pi 3/4/5 with a 64-bit OS
#   herald-linux-armv7        Raspberry Pi 2/3/4/5 with 32-bit Raspberry Pi OS
#   herald-windows-amd64.exe  Windows 10/11 on a PC
# The SQLite driver is C (cgo), so each needs a C cross compiler: Debian's,
# installed when missing. Linux binaries are linked statically against
# glibc; netgo and osusergo keep Go's own DNS resolver and user lookup, so
# no getaddrinfo or getpwnam is linked (the calls glibc cannot do in a
# static binary), and sqlite_omit_load_extension leaves out dlopen. macOS
# cannot be cross-built with cgo from here (no SDK): make run works there.
#
# One target at a time (the first build of each compiles SQLite's C code
# for its processor, minutes on a shared two-core machine). VERSION and
# COMMIT override what git says.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-packages.sh \
	aarch64-linux-gnu-gcc=crossbuild-essential-arm64 \
	arm-linux-gnueabihf-gcc=crossbuild-essential-armhf \
	x86_64-w64-mingw32-gcc=gcc-mingw-w64-x86-64

VERSION="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
COMMIT="${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"
TAGS=netgo,osusergo,sqlite_omit_load_extension
STAMP="-X main.version=$VERSION -X main.commit=$COMMIT"

rm -rf dist
mkdir -p dist

# build NAME GOOS GOARCH GOARM CC: one binary, its link output in
# dist/NAME.log (printed when not empty: a clean link prints nothing).
build() {
	local name=$1 goos=$2 goarch=$3 goarm=$4 cc=$5 start=$SECONDS
	echo "dist: building $name ($goos/$goarch${goarm:+ GOARM=$goarm}, CC=$cc)"
	if ! env CGO_ENABLED=1 GOOS="$goos" GOARCH="$goarch" GOARM="$goarm" CC="$cc" \
		go build -trimpath -tags "$TAGS" \
		-ldflags "-s -w $STAMP -linkmode external -extldflags -static" \
		-o "dist/$name" . >"dist/$name.log" 2>&1; then
		cat "dist/$name.log" >&2
		echo "dist: building $name failed" >&2
		exit 1
	fi
	if [ -s "dist/$name.log" ]; then
		echo "dist: $name's build printed:"
		sed 's/^/    /' "dist/$name.log"
	fi
	rm -f "dist/$name.log"
	printf 'dist: %-26s %6s KiB  %4d s\n' "$name" "$(($(stat -c %s "dist/$name") / 1024))" $((SECONDS - start))
}

build herald-linux-amd64 linux amd64 "" gcc
build herald-linux-arm64 linux arm64 "" aarch64-linux-gnu-gcc
build herald-linux-armv7 linux arm 7 arm-linux-gnueabihf-gcc
build herald-windows-amd64.exe windows amd64 "" x86_64-w64-mingw32-gcc

(cd dist && sha256sum herald-* >SHA256SUMS)
echo "dist: $VERSION ($COMMIT) in dist/:"
(cd dist && ls -l herald-* SHA256SUMS)
