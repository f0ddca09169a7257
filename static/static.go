// Package static holds the browser assets that the server embeds: the
// vendored htmx (see HTMX_VERSION and HTMX_LICENSE), the app stylesheet and
// app.js (keeps the player's place on the game page after a swap), and the
// scripts of single forms (a page loads them in place of inline script,
// which the Content-Security-Policy forbids).
package static

import "embed"

// FS holds htmx.min.js, app.css, app.js and the form scripts at its root. Serve it under /static/, e.g.
//
//	http.StripPrefix("/static/", http.FileServerFS(static.FS))
//
//go:embed htmx.min.js app.css app.js board-entry.js setup-mode.js setup-grid.js
var FS embed.FS
