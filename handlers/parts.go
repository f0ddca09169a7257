package handlers

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/views"
)

// Issue 15, item 11: an action answers htmx with only the parts of the
// game page that changed. Swapping the whole #game (~730 elements) cost a
// tap 70 ms in the browser, most of it for the board and history that an
// action mostly leaves alone.

// historyNewMax is how many new history entries are inserted one by one;
// more (a redo of many, a reload's worth) re-send the list whole.
const historyNewMax = 5

// respondParts answers an action recorded on before (the game as loaded,
// which is what the player's page shows) with the parts of next's page
// that differ from before's, each marked for static/parts.js: #action and
// the parts always re-sent, the board's items and the picture's spots that
// changed, the history's patch. Anything it cannot patch safely gets the whole #game (respond).
func (a *App) respondParts(c echo.Context, before, next *game, seq int, after func(*views.GameView, *game)) error {
	if !partsFit(c, before, next, seq) {
		return a.respond(c, next, after)
	}
	ctx, cx := c.Request().Context(), ctxOf(c)
	was, err := views.RenderShown(ctx, cx, gameView(before))
	if err != nil {
		return err
	}
	v := gameView(next)
	if after != nil {
		after(&v, next)
	}
	now, err := views.RenderParts(ctx, cx, v)
	if err != nil {
		return err
	}
	body, ok := partsBody(was, now, c.Request().Header.Get("HX-Ground"))
	if !ok {
		return a.respond(c, next, after)
	}
	h := c.Response().Header()
	h.Add("Vary", "HX-Request, HX-Parts, HX-Ground")
	// static/parts.js applies the parts (HX-Reswap "parts"), #action among
	// them; HX-Retarget names #action so the keep-place script and the
	// swap's events see the action panel as the answer's target.
	h.Set("HX-Retarget", "#action")
	h.Set("HX-Reswap", "parts")
	return c.HTML(http.StatusOK, body)
}

// respondPick answers a pick (the attack's or the maneuver's "from" or
// "to" chosen in its select, or by a tap on the picture that sets it) in
// parts, as an action is answered: #action, the parts always re-sent, and
// the board's items and the picture's spots that differ from the page
// without a pick (the spots it highlights; app.js redraws every spot's
// highlights from the forms after each swap). The whole #game it got
// before had the browser restyle and set up again its ~1,100 elements
// after every pick (e2e TestTapRestylesLittle). A page that does not fit
// (another mark, another picture, no script) gets the whole #game.
func (a *App) respondPick(c echo.Context, gm *game, v views.GameView) error {
	seq, err := strconv.Atoi(c.QueryParam("seq"))
	if err != nil {
		seq = -1 // no mark: the whole #game
	}
	return a.respondParts(c, gm, gm, seq, func(w *views.GameView, _ *game) { *w = v })
}

// partsFit says whether the player's page is before's game page (not a
// seat's page) of a running game whose #game this htmx request would
// have swapped, and whether the page can apply parts (static/parts.js
// loaded, with Idiomorph: it sends HX-Parts).
func partsFit(c echo.Context, before, next *game, seq int) bool {
	hdr := c.Request().Header
	return isHTMX(c) && hdr.Get("HX-Target") == "game" && hdr.Get("HX-Parts") == "1" &&
		before != nil && next != nil && seq == before.State.Seq && !fromSeat(c, before.Meta.ID) &&
		!before.State.Over && !next.State.Over
}

// partsBody is the answer: #action, the parts always re-sent, the board's
// items and the picture's spots that changed, the history's patch. ok is
// false when the board's or the picture's parts are not the same list
// (the board itself changed) or the picture's ground is not the one the
// page shows (shown: its data-ground, static/parts.js's HX-Ground).
func partsBody(was, now views.GameParts, shown string) (string, bool) {
	if was.Ground != now.Ground || now.Ground != shown {
		return "", false
	}
	var b strings.Builder
	b.WriteString(part(now.Action.HTML, "morph"))
	for _, p := range now.Always {
		b.WriteString(part(p.HTML, "morph"))
	}
	if !changedParts(&b, was.Board, now.Board) || !changedParts(&b, was.Picture, now.Picture) {
		return "", false
	}
	if patch, ok := historyPatch(was.History, now.History); ok {
		b.WriteString(patch)
	} else {
		b.WriteString(part(now.HistoryList.HTML, "morph"))
	}
	return b.String(), true
}

// changedParts writes the parts of now whose markup differs from was's
// (the page's), to be morphed. ok is false when the two are not the same
// list of ids, or an id is not a plain slug (a board imported with odd
// ids): the answer is then the whole page.
func changedParts(b *strings.Builder, was, now []views.Part) bool {
	if len(was) != len(now) {
		return false
	}
	for i, p := range now {
		if was[i].ID != p.ID || !views.SelectorSafe(p.ID) {
			return false
		}
		if was[i].HTML != p.HTML {
			b.WriteString(part(p.HTML, "morph"))
		}
	}
	return true
}

// part marks a part's root element with what static/parts.js does with
// the page's element of the same id (data-part: morph, delete,
// afterbegin:#id, beforeend:#id).
func part(html, how string) string {
	return withRootAttr(html, "data-part", how)
}

// withRootAttr adds name="value" to the root element of html (value is
// Herald's own, not escaped).
func withRootAttr(html, name, value string) string {
	end := strings.IndexAny(html, " >")
	if !strings.HasPrefix(html, "<") || end < 0 {
		return html
	}
	return html[:end] + " " + name + `="` + value + `"` + html[end:]
}

// historyPatch turns the history list shown (was) into now's by deleting
// the entries gone and inserting the new ones at the top (the events just
// recorded) or at the bottom (older ones back under the cap after an
// undo). Entries kept must keep their order and markup; otherwise, or
// with many new ones, ok is false and the list is re-sent whole.
func historyPatch(was, now []views.Part) (string, bool) {
	shown := make(map[int]int, len(was))
	for i, p := range was {
		shown[p.Seq] = i
	}
	isNew := func(p views.Part) bool { _, ok := shown[p.Seq]; return !ok }
	top := 0
	for top < len(now) && isNew(now[top]) {
		top++
	}
	bottom := len(now)
	for bottom > top && isNew(now[bottom-1]) {
		bottom--
	}
	if top > historyNewMax {
		return "", false
	}
	kept := make(map[int]bool, bottom-top)
	last := -1
	for _, p := range now[top:bottom] {
		i, ok := shown[p.Seq]
		if !ok || i <= last || was[i].HTML != p.HTML {
			return "", false
		}
		last, kept[p.Seq] = i, true
	}
	var b strings.Builder
	for _, p := range was {
		if !kept[p.Seq] {
			b.WriteString(`<li id="` + p.ID + `" data-part="delete"></li>`)
		}
	}
	insert(&b, "afterbegin", now[:top])
	insert(&b, "beforeend", now[bottom:])
	return b.String(), true
}

// insert puts entries into the history list; parts.js drops the wrapper
// and inserts its children.
func insert(b *strings.Builder, where string, entries []views.Part) {
	if len(entries) == 0 {
		return
	}
	b.WriteString(`<div data-part="` + where + `:#history-list">`)
	for _, p := range entries {
		b.WriteString(p.HTML)
	}
	b.WriteString(`</div>`)
}
