// Package static holds the browser assets that the server embeds: the
// vendored htmx (see HTMX_VERSION and HTMX_LICENSE), the app stylesheet and
// app.js (keeps the player's place on the game page after a swap).
package static

import "embed"

// FS holds htmx.min.js, app.css and app.js at its root. Serve it under /static/, e.g.
//
//	http.StripPrefix("/static/", http.FileServerFS(static.FS))
//
//go:embed htmx.min.js app.css app.js
var FS embed.FS
