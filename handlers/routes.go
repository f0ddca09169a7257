// Package handlers is Herald's HTTP layer: echo handlers that bind a form
// or JSON body, turn it into an engine event, append it and render.
package handlers

import (
	"crypto/rand"
	"io"
	"net/http"

	"github.com/labstack/echo/v4"

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
}

// Option changes an App, for tests.
type Option func(*App)

// WithDice makes Herald roll from r instead of crypto/rand.
func WithDice(r io.Reader) Option { return func(a *App) { a.dice = r } }

// New builds the echo server with every route.
func New(st *store.Store, opts ...Option) *echo.Echo {
	a := &App{games: newGames(st), dice: rand.Reader}
	for _, o := range opts {
		o(a)
	}
	return a.routes()
}

func (a *App) routes() *echo.Echo {
	e := echo.New()
	e.HideBanner = true
	e.HidePort = true
	e.HTTPErrorHandler = a.handleError
	e.Use(langMiddleware)

	e.GET("/static/*", echo.WrapHandler(http.StripPrefix("/static/", http.FileServer(http.FS(static.FS)))))

	e.GET("/", a.home)
	e.GET("/games/new", a.newGameForm)
	e.POST("/games", a.createGame)
	// The old addresses of the per-edition set-ups, for bookmarks.
	for _, ed := range views.SetupEditions() {
		if l, ok := ed.(views.SetupLegacy); ok {
			get, post := l.LegacyPaths()
			a.legacySetup(e, get, post, ed.ID())
		}
	}
	e.GET("/games/:id", a.gamePage)
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
	e.POST("/games/:id/undo", a.undo)
	e.POST("/games/:id/redo", a.redo)
	e.GET("/games/:id/dice", a.diceGame)
	e.GET("/dice", a.diceAll)
	e.GET("/odds", a.oddsPage)
	a.boardRoutes(e) // the board editor: /boards..., see boards.go

	api := e.Group("/api")
	api.POST("/games", a.apiCreateGame)
	api.GET("/games", a.apiGames)
	api.GET("/games/:id", a.apiState)
	api.GET("/games/:id/events", a.apiEvents)
	api.POST("/games/:id/events", a.apiPostEvent)
	api.POST("/games/:id/undo", a.apiUndo)
	api.POST("/games/:id/redo", a.apiRedo)
	api.GET("/odds", a.apiOdds)
	return e
}
