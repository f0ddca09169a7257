#!/usr/bin/env bash
# render-icons.sh: renders the web app manifest's icons (issue 31) from
# static/favicon.svg, once, with rsvg-convert (Debian's librsvg2-bin; it
# installs it when missing). The PNGs are committed: run this again only
# when the favicon changes. icon-maskable.svg is the favicon without its
# margin and rounded corners, its square filled to the edge, for launchers
# that cut an icon to their own shape: its dots lie within the central
# circle of 40% radius that every such shape keeps.
set -euo pipefail
cd "$(dirname "$0")/../static"
if ! command -v rsvg-convert >/dev/null; then
	apt-get install -y -q librsvg2-bin
fi
for size in 192 512; do
	rsvg-convert -w "$size" -h "$size" favicon.svg -o "icon-$size.png"
done
rsvg-convert -w 512 -h 512 icon-maskable.svg -o icon-maskable-512.png
