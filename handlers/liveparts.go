package handlers

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/a-h/templ"
	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// Issue 30, a live update of the picture on a phone: the page's live
// fetch (views.liveListener) answered with the whole #game (76 KB decoded
// for a board with its picture), which the phone then morphed
// whole: at CPU 4x that morph alone took 90 ms at p50 (make bench-live).
// Every subscriber's fetch also rendered the whole game again: at 50
// games × 10 devices (make load-live) the renders filled both cores and
// the actions' writes waited past SQLite's busy timeout. Now the page says
// which mark it shows (HX-Shown, static/live.js) and gets only the parts
// that differ, as an action's own answer does (parts.go); the parts of a
// mark are rendered once and shared by the devices that fetch them.

// livePartsKept is how many marks' parts are kept per game and view: the
// newest, the one before (what the devices show), and one for an undo;
// liveViewsKept is how many views a game keeps them for (a table's
// tablet and a phone per seat, each a page's worth of parts);
// liveGamesKept is how many games keep them (the ones followed most
// recently): more than make load-live's 50 games at once. With 32, their
// parts were dropped between their actions, and 11,449 of its 15,000
// updates were fetched whole (76 KB each) instead of brought in parts.
const (
	livePartsKept = 3
	liveViewsKept = 8
	liveGamesKept = 64
)

// liveParts are the parts of games' pages at recent marks, as the live
// fetch renders them (no query, one language and kind of device each).
type liveParts struct {
	mu    sync.Mutex
	games map[int64]*gameLiveParts
	tick  uint64 // counts uses, for dropping the game followed least recently
}

// gameLiveParts is one game's rendered marks, newest last; mu is held
// while one is rendered, so the devices that fetch it at once wait for
// that render instead of each making its own.
type gameLiveParts struct {
	mu    sync.Mutex
	marks []livePartsAt
	used  uint64
}

// livePartsAt is the parts of one page: the log's mark, what a redo puts
// back then, and the view (livePartsView).
type livePartsAt struct {
	mark, redo, view string
	board            *engine.Board // the board drawn: a new picture version is a new one
	parts            views.GameParts
}

// of is game id's entry, made on first use; past liveGamesKept games the
// one used least recently is dropped.
func (l *liveParts) of(id int64) *gameLiveParts {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.games == nil {
		l.games = map[int64]*gameLiveParts{}
	}
	l.tick++
	g := l.games[id]
	if g == nil {
		if len(l.games) >= liveGamesKept {
			l.dropOldest()
		}
		g = &gameLiveParts{}
		l.games[id] = g
	}
	g.used = l.tick
	return g
}

// dropOldest drops the game followed least recently (l.mu held).
func (l *liveParts) dropOldest() {
	var oldest int64
	var at uint64
	first := true
	for id, g := range l.games {
		if first || g.used < at {
			oldest, at, first = id, g.used, false
		}
	}
	delete(l.games, oldest)
}

// livePartsView names what of gm and of the request's Ctx goes into
// #game besides the log: whether seat links were issued, the language,
// whether it is this machine, the seat the device holds, whether it is
// another device than the table.
func livePartsView(gm *game, cx views.Ctx) string {
	return strings.Join([]string{strconv.FormatBool(gm.Seated), cx.Lang, strconv.FormatBool(cx.Local),
		strconv.FormatBool(cx.SeatHeld), strconv.Itoa(cx.Seat), strconv.FormatBool(cx.NotTable), cx.Path}, "|")
}

// redoOf names what a redo of gm puts back ("" for nothing): the undo
// bar then offers it, at the same mark.
func redoOf(gm *game) string {
	if gm.Redo == nil {
		return ""
	}
	return strconv.Itoa(gm.Redo.Stored.Seq) + "." + strconv.FormatInt(gm.Redo.Stored.CreatedAt.UnixNano(), 36)
}

// now is gm's page in parts as view sees it, if kept (g.mu held).
func (g *gameLiveParts) now(gm *game, view string) (views.GameParts, bool) {
	for _, m := range g.marks {
		if m.mark == gm.Mark && m.redo == redoOf(gm) && m.view == view && m.board == gm.State.Board {
			return m.parts, true
		}
	}
	return views.GameParts{}, false
}

// shown is the page at mark as view saw it, drawn on board, if kept
// (g.mu held). What a redo would put back is not known of a page, and
// does not matter: the undo bar is re-sent whole (views.GameParts.Always),
// the parts compared (board, picture, history) follow the log alone.
func (g *gameLiveParts) shown(mark, view string, board *engine.Board) (views.GameParts, bool) {
	for i := len(g.marks) - 1; i >= 0; i-- {
		if m := g.marks[i]; m.mark == mark && m.view == view && m.board == board {
			return m.parts, true
		}
	}
	return views.GameParts{}, false
}

// keep adds gm's parts as view sees them (g.mu held), dropping that
// view's oldest past livePartsKept, and the oldest of all past
// liveViewsKept views' worth: each device's view (the tablet, every
// phone holding a seat) keeps the marks its devices show, however many
// views render after it.
func (g *gameLiveParts) keep(gm *game, view string, parts views.GameParts) {
	g.marks = append(g.marks, livePartsAt{gm.Mark, redoOf(gm), view, gm.State.Board, parts})
	g.trim(view)
}

// trim drops view's marks past livePartsKept, and the oldest of all past
// liveViewsKept views' worth (g.mu held).
func (g *gameLiveParts) trim(view string) {
	same := 0
	for i := len(g.marks) - 1; i >= 0; i-- {
		if g.marks[i].view != view {
			continue
		}
		if same++; same > livePartsKept {
			g.marks = slices.Delete(g.marks, i, i+1)
		}
	}
	if most := livePartsKept * liveViewsKept; len(g.marks) > most {
		g.marks = g.marks[len(g.marks)-most:]
	}
}

// liveFit says whether a GET of the game page is a live fetch that can be
// answered in parts (liveFetch), not from a seat's page.
func liveFit(c echo.Context, gm *game) (shown string, ok bool) {
	shown, ok = liveFetch(c, gm)
	return shown, ok && !fromSeat(c, gm.Meta.ID)
}

// liveFetch says whether a GET is a live fetch that can be answered in
// parts: an htmx request for #game from a page that applies parts and
// says which mark it shows, no choice in the query, a game under way.
func liveFetch(c echo.Context, gm *game) (shown string, ok bool) {
	hdr := c.Request().Header
	shown = hdr.Get("HX-Shown")
	ok = isHTMX(c) && hdr.Get("HX-Target") == "game" && hdr.Get("HX-Parts") == "1" &&
		len(shown) <= 24 && liveMarkRe.MatchString(shown) && c.Request().URL.RawQuery == "" && !gm.State.Over
	return shown, ok
}

// partsOf draws a page of gm in parts as cx sees it: the game page
// (gamePageParts) or a seat's own (seatPageParts).
type partsOf func(ctx context.Context, cx views.Ctx, gm *game) (views.GameParts, error)

func gamePageParts(ctx context.Context, cx views.Ctx, gm *game) (views.GameParts, error) {
	return views.RenderParts(ctx, cx, gameView(gm))
}

// seatPageParts draws seat p's own page: cx must be that seat's (its
// hand is in it), as mePage makes sure.
func seatPageParts(p int) partsOf {
	return func(ctx context.Context, cx views.Ctx, gm *game) (views.GameParts, error) {
		return views.RenderSeatParts(ctx, cx, seatView(gm, p))
	}
}

// primeLive keeps the parts of the page a device just loaded (gm as a
// live fetch from it would see it), so that its first live fetch finds
// the mark it shows and is answered in parts too. Rendered once per mark
// and view; nothing for a page whose live fetch cannot have parts.
func (a *App) primeLive(c echo.Context, gm *game, draw partsOf) error {
	if c.QueryParam("pick") != "" || gm.State.Over {
		return nil
	}
	cx := ctxOf(c)
	cx.HX, cx.Query = true, nil // as the live fetch's (views.liveListener)
	_, _, err := a.liveNow(c.Request().Context(), gm, cx, draw)
	return err
}

// liveNow is gm's page in parts as cx sees it, rendered once per mark
// and view: the devices that ask at once wait for one render.
func (a *App) liveNow(ctx context.Context, gm *game, cx views.Ctx, draw partsOf) (*gameLiveParts, views.GameParts, error) {
	g := a.games.liveParts.of(gm.Meta.ID)
	view := livePartsView(gm, cx)
	g.mu.Lock()
	defer g.mu.Unlock()
	if now, ok := g.now(gm, view); ok {
		return g, now, nil
	}
	now, err := draw(ctx, cx, gm)
	if err == nil {
		g.keep(gm, view, now)
	}
	return g, now, err
}

// livePartsSince is gm's page in parts as cx sees it (draw), and the
// parts of the page at mark shown as cx saw it, if kept (seen).
func (a *App) livePartsSince(ctx context.Context, gm *game, cx views.Ctx, draw partsOf, shown string) (was, now views.GameParts, seen bool, err error) {
	g, now, err := a.liveNow(ctx, gm, cx, draw)
	if err != nil {
		return was, now, false, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	was, seen = g.shown(shown, livePartsView(gm, cx), gm.State.Board)
	return was, now, seen, nil
}

// respondLive answers a live fetch from a page at mark shown with the
// parts of gm's page (draw) that differ from it (partsBody), or with
// whole (the page's whole #game) when the parts of shown are not kept or
// cannot be patched.
func (a *App) respondLive(c echo.Context, gm *game, shown string, draw partsOf, whole templ.Component) error {
	was, now, seen, err := a.livePartsSince(c.Request().Context(), gm, ctxOf(c), draw, shown)
	if err != nil {
		return err
	}
	body, ok := partsBody(was, now, c.Request().Header.Get("HX-Ground"))
	if !seen || !ok {
		return render(c, http.StatusOK, whole)
	}
	h := c.Response().Header()
	h.Add("Vary", "HX-Parts, HX-Ground, HX-Shown")
	h.Set("HX-Reswap", "parts") // static/parts.js, with the page's own morph rules for a live swap
	return c.HTML(http.StatusOK, body)
}
