// Package e2e holds Herald's browser tests. They drive a headless Debian
// Chromium through chromedp (see browser_test.go for the harness) and run as
// part of `make test`; scripts/ensure-chromium.sh installs Chromium.
package e2e
