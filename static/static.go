// Package static holds the browser assets that the server embeds: the
// vendored htmx (see HTMX_VERSION and HTMX_LICENSE) and the app stylesheet.
package static

import "embed"

// FS holds htmx.min.js and app.css at its root. Serve it under /static/, e.g.
//
//	http.StripPrefix("/static/", http.FileServerFS(static.FS))
//
//go:embed htmx.min.js app.css
var FS embed.FS
