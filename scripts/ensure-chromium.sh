#!/usr/bin/env bash
# ensure-chromium.sh: make sure Chromium's headless shell (Debian's
# `chromium-headless-shell` package) and a basic font are installed, for
# the browser tests in e2e/. The shell is the same Blink as the browser
# without its user interface and GPU process: the same tests took about
# a third less CPU in it (issue 29), and they are CPU-bound. Chromium itself
# (Debian's `chromium`) too, for the one test the shell cannot run: the
# shell has no web app install check (e2e/pwa_test.go, TestInstallable).
#
# ensure-packages.sh does the work: idempotent and quiet when everything
# is already there, it installs with apt-get non-interactively otherwise
# (as root, or via sudo when not root), with the packages' recommended
# ones, waiting for another apt/dpkg process's lock instead of failing.
# The browsers are looked for where the tests look (/usr/bin); a package
# dpkg has but not fully installed is installed again.
set -euo pipefail

exec bash "$(dirname "${BASH_SOURCE[0]}")/ensure-packages.sh" --recommends \
	--version-of /usr/bin/chromium-headless-shell \
	--hint "or point HERALD_CHROMIUM at a Chromium (the tests look for /usr/bin/chromium-headless-shell)" \
	/usr/bin/chromium-headless-shell=chromium-headless-shell \
	/usr/bin/chromium=chromium \
	fonts-dejavu-core
