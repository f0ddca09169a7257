// Package handlers is Herald's HTTP layer: echo handlers that bind a form
// or JSON body, turn it into an engine event, append it and render.
package handlers

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"herald/join"
	"herald/static"
	"herald/store"
	"herald/views"
)

// App holds what the handlers share.
type App struct {
	games *games
	// dice is the source of Herald's own rolls and shuffles: crypto/rand in
	// the app, a fixed stream in tests that need known dice.
	dice io.Reader
	// key lets other devices than this machine in (access.go), swapped
	// whole when the table makes a new one; open turns the check off;
	// addresses are the machine's on the local network; newKeyTold tells
	// the terminal of a new key.
	key      atomic.Pointer[string]
	newKeyMu sync.Mutex // one new key at a time: the store's and key agree
	// importing lets one game file in at a time from "is it here?" to
	// "stored": two imports of one file at the same moment both found it
	// new (one process holds the SQLite file, so a lock is enough).
	importing  sync.Mutex
	newKeyTold func(key string)
	open       bool
	addresses  func() []netip.Addr
	joins      joinCache
	played     playedCache // records.go
	// hosts are the names Herald answers to besides localhost, loopback
	// and its addresses (hosts.go); listen is the address it listens on
	// (nil: every interface); container, that it runs in one.
	hosts     map[string]bool
	listen    net.Addr
	container bool

	// summaries keeps the last summaries' stories (summary.go).
	summaries summaryCache
	// warm fills the logbook's cache in the background once Herald
	// starts (WarmLogbook).
	warm bool
}

// Option changes an App, for tests.
type Option func(*App)

// WithDice makes Herald roll from r instead of crypto/rand.
func WithDice(r io.Reader) Option { return func(a *App) { a.dice = r } }

// New builds the echo server with every route.
func New(st *store.Store, opts ...Option) *echo.Echo {
	a := &App{games: newGames(st), dice: rand.Reader, addresses: join.Addresses}
	for _, o := range opts {
		o(a)
	}
	// A store that cannot give the key fails closed: with no key no other
	// device gets in (keyFits); this machine still does.
	if k, err := st.AccessKey(context.Background()); err == nil {
		a.key.Store(&k)
	}
	if a.warm {
		go a.warmLogbook(context.Background())
	}
	return a.routes()
}

func (a *App) routes() *echo.Echo {
	e := echo.New()
	e.HideBanner = true
	e.HidePort = true
	e.HTTPErrorHandler = a.handleError
	// Pages, fragments, JSON and static files go out gzipped to a browser
	// that accepts it (a game fragment shrinks to about a sixth); below
	// 1 KB it is not worth it. templ's flush at the end of a page flushes
	// the gzip stream; the live stream (SSE) is skipped: gzip would hold
	// its small events back.
	e.Use(middleware.GzipWithConfig(middleware.GzipConfig{MinLength: 1024, Skipper: isLiveStream}))
	e.Use(securityHeaders())
	// Only Herald's own names get in (hosts.go), before anything reads the
	// request: the language's cookie, the key, a handler.
	e.Use(a.ownNames)
	e.Use(langMiddleware)
	e.Use(a.access)
	e.Use(errorsInside)
	// The guards of a shared Wi-Fi (security.go), after the language so
	// their refusals speak the reader's.
	e.Use(recoverPanics(), crossOrigin(), apiJSONOnly, bodyLimits())
	// A device's seat in a game: noted, or told it was issued anew
	// (seatowner.go).
	e.Use(a.seatDoor)

	e.GET("/static/*", staticFiles(), noDirListing)
	// Browsers ask for /favicon.ico before (or without) reading the page's
	// icon link.
	e.GET("/favicon.ico", func(c echo.Context) error {
		return c.Redirect(http.StatusMovedPermanently, "/static/favicon.svg")
	})
	e.GET(manifestPath, manifestFile()) // installable like an app: manifest.go

	e.GET("/", a.home)
	e.POST("/join/new-key", a.newKeyHome) // a new join key: join.go
	e.GET("/games/new", a.newGameForm)
	e.POST("/games", a.createGame)
	e.GET("/games", a.gamesList) // the logbook's list of games: games_list.go
	// The old addresses of the per-edition set-ups, for bookmarks.
	for _, ed := range views.SetupEditions() {
		if l, ok := ed.(views.SetupLegacy); ok {
			get, post := l.LegacyPaths()
			a.legacySetup(e, get, post, ed.ID())
		}
	}
	e.POST("/games/import", a.importForm, a.fileLimit, strictRoute(fields("file"), a.refuseImportForm)) // moving a game here: gamefile.go
	e.GET("/games/:id", a.gamePage)
	e.GET("/games/:id/export", a.exportGame)
	e.GET("/games/:id/remove", a.removePage) // removed, restored, archived: remove.go
	e.POST("/games/:id/remove", a.lifeForm(a.removeGame))
	e.POST("/games/:id/restore", a.lifeForm((*store.Store).RestoreGame))
	e.POST("/games/:id/archive", a.lifeForm((*store.Store).ArchiveGame))
	e.GET("/games/:id/board", a.boardEntry)
	e.POST("/games/:id/board", a.correctBoard)
	e.POST("/games/:id/hand", a.correctHand)
	e.POST("/games/:id/place", a.place)
	e.POST("/games/:id/trade", a.trade)
	e.POST("/games/:id/attack", a.attack)
	e.POST("/games/:id/move-in", a.moveIn)
	e.POST("/games/:id/end-attack", a.endAttack)
	e.POST("/games/:id/maneuver", a.maneuver)
	e.POST("/games/:id/end-turn", a.endTurn)
	e.POST("/games/:id/act/:kind", a.actKind) // an edition's own action (views.TurnAction)
	// The older address of an edition's action (/games/:id/claim ...),
	// which its forms still post to: echo tries every fixed path first.
	e.POST("/games/:id/:kind", a.actKind)
	e.GET("/games/:id/cards/:player", a.seatPage) // a player's private page (views.SeatView)
	e.POST("/games/:id/cards/:player", a.seatAct)
	e.POST("/games/:id/cards/:player/:kind", a.seatAct)
	e.GET("/games/:id/seat/:token", a.takeSeat) // a seat's secret link (seats.go)
	e.GET("/games/:id/me", a.mePage)
	e.GET("/games/:id/seats/:player", a.showSeat)
	e.POST("/games/:id/seats/:player", a.showSeat, strictRoute(fields(), a.refusedOnGame)) // the reissue button alone
	e.POST("/games/:id/new-key", a.newKeyGame)
	e.POST("/games/:id/undo", a.undo)
	e.POST("/games/:id/redo", a.redo)
	e.GET("/games/:id/dice", a.diceGame)
	e.GET("/games/:id/summary", a.summaryPage)
	e.GET("/games/:id/live", a.live) // Server-Sent Events: the game's seq after each write
	e.GET("/dice", a.diceAll)
	e.GET("/records", a.recordsPage) // the table's records across games: records.go
	e.GET("/odds", a.oddsPage)
	a.boardRoutes(e) // the board editor: /boards..., see boards.go

	api := e.Group("/api")
	api.POST("/games", a.apiCreateGame)
	api.GET("/games", a.apiGames)
	api.GET("/games/:id", a.apiState)
	api.GET("/games/:id/events", a.apiEvents)
	api.GET("/games/:id/export", a.exportGame)
	api.DELETE("/games/:id", a.lifeAPI(a.removeGame))
	api.POST("/games/:id/restore", a.lifeAPI((*store.Store).RestoreGame))
	api.POST("/games/:id/archive", a.lifeAPI((*store.Store).ArchiveGame))
	api.POST("/games/import", a.apiImportGame, a.fileLimit)
	api.POST("/games/:id/events", a.apiPostEvent)
	api.POST("/games/:id/undo", a.apiUndo)
	api.POST("/games/:id/redo", a.apiRedo)
	api.GET("/odds", a.apiOdds)
	return e
}

// isLiveStream: the request is for a game's live stream.
func isLiveStream(c echo.Context) bool {
	return strings.HasPrefix(c.Request().URL.Path, "/games/") && strings.HasSuffix(c.Request().URL.Path, "/live") ||
		strings.HasPrefix(c.Request().URL.Path, "/boards/photos/") // a JPEG: gzip gains nothing
}

// errorsInside hands a handler's error to the error handler inside the
// middleware, so a refusal (the game page with its message) is gzipped
// like any page; echo would call the handler after gzip has let go.
func errorsInside(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := next(c); err != nil {
			c.Error(err)
		}
		return nil
	}
}

// staticFiles serves static.FS with an ETag (its content's hash) and
// Cache-Control: no-cache: a browser asks again on each page and gets
// 304 Not Modified, no body, while the file is unchanged.
func staticFiles() echo.HandlerFunc {
	tags := map[string]string{}
	_ = fs.WalkDir(static.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(static.FS, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		tags[p] = `"` + hex.EncodeToString(sum[:12]) + `"`
		return nil
	})
	files := http.StripPrefix("/static/", http.FileServer(http.FS(static.FS)))
	return func(c echo.Context) error {
		if tag, ok := tags[strings.TrimPrefix(c.Request().URL.Path, "/static/")]; ok {
			c.Response().Header().Set("ETag", tag)
			c.Response().Header().Set("Cache-Control", "no-cache")
		}
		files.ServeHTTP(c.Response(), c.Request())
		return nil
	}
}
