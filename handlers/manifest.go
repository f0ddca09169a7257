package handlers

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"herald/views"
)

// Herald can be added to a tablet's or phone's home screen and then opens
// full screen, like an app (issue 31, item 3): every page names this web
// app manifest (views/layout.templ). It holds no game and no sentence, so
// it is served to every device like the static files (access.go): a
// browser fetches a manifest without the page's cookies.

// manifestPath is the manifest's address.
const manifestPath = "/manifest.webmanifest"

// manifestIcon is one of the manifest's icons, rendered from
// static/favicon.svg (scripts/render-icons.sh).
type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

// webManifest is the manifest's JSON (W3C Web Application Manifest).
type webManifest struct {
	ID              string         `json:"id"`
	Name            string         `json:"name"`
	ShortName       string         `json:"short_name"`
	StartURL        string         `json:"start_url"`
	Scope           string         `json:"scope"`
	Display         string         `json:"display"`
	ThemeColor      string         `json:"theme_color"`
	BackgroundColor string         `json:"background_color"`
	Icons           []manifestIcon `json:"icons"`
}

// manifest is Herald's: it starts at the list of games and covers every
// page. The maskable icon fills its square, for launchers that cut icons
// into circles or squircles.
var manifest = webManifest{
	ID: "/", Name: "Herald", ShortName: "Herald", StartURL: "/", Scope: "/",
	Display: "standalone", ThemeColor: views.ThemeColour, BackgroundColor: views.BackgroundColour,
	Icons: []manifestIcon{
		{Src: "/static/icon-192.png", Sizes: "192x192", Type: "image/png", Purpose: "any"},
		{Src: "/static/icon-512.png", Sizes: "512x512", Type: "image/png", Purpose: "any"},
		{Src: "/static/icon-maskable-512.png", Sizes: "512x512", Type: "image/png", Purpose: "maskable"},
	},
}

// manifestFile serves the manifest as application/manifest+json, with an
// ETag and Cache-Control: no-cache as the static files are (routes.go).
func manifestFile() echo.HandlerFunc {
	body, err := json.MarshalIndent(manifest, "", "  ")
	if err != nil {
		panic(err) // fixed data: cannot fail
	}
	sum := sha256.Sum256(body)
	tag := `"` + hex.EncodeToString(sum[:12]) + `"`
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set(echo.HeaderContentType, "application/manifest+json")
		h.Set("ETag", tag)
		h.Set("Cache-Control", "no-cache")
		http.ServeContent(c.Response(), c.Request(), "manifest.webmanifest", time.Time{}, bytes.NewReader(body))
		return nil
	}
}
