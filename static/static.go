// Package static holds the browser assets that the server embeds: the
// vendored htmx (see HTMX_VERSION and HTMX_LICENSE), the app stylesheet,
// app.js (keeps the player's place on the game page after a swap), and for
// the game page's live updates the vendored htmx SSE extension and
// idiomorph (SSE_VERSION, IDIOMORPH_VERSION and their licences) with
// live.js, and parts.js, which applies an action's answer in parts; the
// web app manifest's icons (rendered from favicon.svg by
// scripts/render-icons.sh) and, on the game pages, the vendored NoSleep.js
// (NOSLEEP_VERSION, NOSLEEP_LICENSE) with awake.js, which keeps the screen
// on; tap.js acts on a finger's tap when it lifts.
package static

import "embed"

// FS holds these files at its root. Serve it under /static/, e.g.
//
//	http.StripPrefix("/static/", http.FileServerFS(static.FS))
//
//go:embed favicon.svg htmx.min.js app.css app.js sse.min.js idiomorph-ext.min.js parts.js live.js board-entry.js setup-mode.js setup-grid.js photo-spots.js link-picture.js icon-192.png icon-512.png icon-maskable-512.png nosleep.min.js awake.js tap.js
var FS embed.FS
