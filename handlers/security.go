package handlers

import (
	"fmt"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

// Herald serves a table on a shared Wi-Fi: every request passes these
// guards before a handler sees it (issue 16, item 5).

// DefaultBodyLimit bounds every request body. The largest legitimate ones
// are the board editor's bulk edit (at most 2×32 KB, encoded again in the
// form: about 110 KB of non-ASCII names) and the board entry grid of the
// largest board (about 2 KB); 512 KB leaves a margin of four
// (TestBodyLimitFitsTheLargestForms measures both).
const DefaultBodyLimit = "512K"

// ImportBodyLimit is the limit of a route that takes a whole game file
// (POST /games/import): the game file's own bound (gamefile.go), which its
// routes check again to answer a 413 in the import form's words.
const ImportBodyLimit = maxGameFileText

// largeBodyPaths are the routes (echo paths) allowed ImportBodyLimit.
var largeBodyPaths = map[string]bool{
	"/games/import":     true,
	"/api/games/import": true,
	"/boards/:id/photo": true, // its own limit: photo.go's photoLimit
	"/boards/import":    true, // a board file with its photo: boardLimit
}

// contentSecurityPolicy allows only Herald's own files: no inline script
// or style (htmx's indicator style is switched off in views/layout.templ),
// no framing by another site. The one media is NoSleep.js's small looping
// video (static/awake.js, where the Wake Lock API is missing), which it
// carries as a data: address; the manifest is Herald's own (manifest.go).
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"media-src 'self' data:; manifest-src 'self'; " +
	"connect-src 'self'; form-action 'self'; base-uri 'self'; frame-ancestors 'none'"

// httpErrorKeys are the sentences of the refusals these guards answer.
var httpErrorKeys = map[int]string{
	http.StatusForbidden:             "error.cross_origin",
	http.StatusRequestEntityTooLarge: "error.too_large",
	http.StatusUnsupportedMediaType:  "error.json_only",
}

// securityHeaders sets the headers of every answer (echo's Secure).
func securityHeaders() echo.MiddlewareFunc {
	return middleware.SecureWithConfig(middleware.SecureConfig{
		XSSProtection:         "0", // the old XSS filter is unsafe; the CSP replaces it
		ContentTypeNosniff:    "nosniff",
		XFrameOptions:         "DENY",
		ContentSecurityPolicy: contentSecurityPolicy,
		ReferrerPolicy:        "same-origin",
	})
}

// crossOrigin refuses a state-changing request a browser sent from
// another site (Sec-Fetch-Site or Origin against Host): the standard
// library's check, answered in the reader's language by handleError.
// Requests without those headers (curl, scripts, tests) pass.
func crossOrigin() echo.MiddlewareFunc {
	cop := http.NewCrossOriginProtection()
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if err := cop.Check(c.Request()); err != nil {
				return echo.NewHTTPError(http.StatusForbidden, err.Error())
			}
			return next(c)
		}
	}
}

// apiJSONOnly refuses an API body that is not application/json: a
// text/plain body is what a page on another site can send without asking
// (a "simple" request), so the API never reads one.
func apiJSONOnly(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		if !strings.HasPrefix(r.URL.Path, "/api/") || r.Method == http.MethodGet || r.Method == http.MethodHead {
			return next(c)
		}
		ct := r.Header.Get(echo.HeaderContentType)
		mt, _, err := mime.ParseMediaType(ct)
		if (ct != "" || r.ContentLength > 0) && (err != nil || mt != echo.MIMEApplicationJSON) {
			return echo.NewHTTPError(http.StatusUnsupportedMediaType)
		}
		return next(c)
	}
}

// bodyLimits applies DefaultBodyLimit (echo's BodyLimit) to every route
// but those that take a game file: they apply ImportBodyLimit themselves
// (gamefile.go's fileLimit), to refuse an oversize file in the import
// form's words.
func bodyLimits() echo.MiddlewareFunc {
	small := middleware.BodyLimit(DefaultBodyLimit)
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		s := small(next)
		return func(c echo.Context) error {
			if largeBodyPaths[c.Path()] {
				return next(c)
			}
			return s(c)
		}
	}
}

// recoverPanics turns a handler's panic into a logged 500 (the error
// page, or JSON under /api) instead of a dropped connection.
func recoverPanics() echo.MiddlewareFunc {
	return middleware.RecoverWithConfig(middleware.RecoverConfig{
		LogErrorFunc: func(c echo.Context, err error, stack []byte) error {
			c.Logger().Errorf("panic on %s %s: %v\n%s", c.Request().Method, c.Request().URL.Path, err, stack)
			return fmt.Errorf("panic: %w", err)
		},
	})
}

// noDirListing answers 404 for a directory under /static/ (the file
// server would list it); files are served as before.
func noDirListing(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if strings.HasSuffix(c.Request().URL.Path, "/") {
			return echo.ErrNotFound
		}
		return next(c)
	}
}

// StreamForever lifts the server's write deadline (main.go's
// WriteTimeout) for a response that streams for as long as the reader
// stays, such as a Server-Sent Events stream; call it before the first write.
func StreamForever(w http.ResponseWriter) error {
	return http.NewResponseController(w).SetWriteDeadline(time.Time{})
}
