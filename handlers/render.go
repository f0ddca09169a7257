package handlers

import (
	"errors"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"
	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/i18n"
	"herald/store"
	"herald/views"
)

const langCookie = "herald_lang"

// langMiddleware picks the reader's language: ?lang= (remembered in a
// cookie), then the cookie, then Accept-Language, then German.
func langMiddleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		lang := ""
		if q := c.QueryParam("lang"); i18n.Supported(q) {
			lang = q
			c.SetCookie(langCookieOf(q))
		} else if ck, err := c.Cookie(langCookie); err == nil && i18n.Supported(ck.Value) {
			lang = ck.Value
		} else {
			lang = fromAcceptLanguage(c.Request().Header.Get("Accept-Language"))
		}
		c.Set("lang", lang)
		return next(c)
	}
}

// langCookieOf remembers lang on the device.
func langCookieOf(lang string) *http.Cookie {
	return &http.Cookie{Name: langCookie, Value: lang, Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode}
}

// tableLangParam carries the table's language in a seat's link (the
// language the tablet showed it in): a French table's phone opens in
// French, not in its browser's language.
const tableLangParam = "table_lang"

// takeTableLang makes the language a seat's link carries the request's
// and returns the cookie that keeps it on the phone, where the phone has
// chosen none itself (no ?lang=, no cookie); nil otherwise.
func takeTableLang(c echo.Context) *http.Cookie {
	lang := c.QueryParam(tableLangParam)
	if !i18n.Supported(lang) || i18n.Supported(c.QueryParam("lang")) {
		return nil
	}
	if ck, err := c.Cookie(langCookie); err == nil && i18n.Supported(ck.Value) {
		return nil
	}
	c.Set("lang", lang)
	return langCookieOf(lang)
}

func fromAcceptLanguage(h string) string {
	for _, part := range strings.Split(h, ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		for _, l := range i18n.Languages {
			if tag == l || strings.HasPrefix(tag, l+"-") {
				return l
			}
		}
	}
	return i18n.Default
}

func ctxOf(c echo.Context) views.Ctx {
	lang, _ := c.Get("lang").(string)
	if lang == "" {
		lang = i18n.Default
	}
	ctx := views.Ctx{Lang: lang, Path: c.Request().URL.Path, HX: isHTMX(c), Local: fromThisMachine(c.Request())}
	if p, ok := c.Get(seatHeldKey).(int); ok { // seatDoor
		ctx.SeatHeld, ctx.Seat = true, p
	}
	ctx.NotTable = notTheTable(c) // tableDoor
	if c.Request().Method == "GET" {
		ctx.Query = c.Request().URL.Query()
	}
	return ctx
}

func isHTMX(c echo.Context) bool { return c.Request().Header.Get("HX-Request") == "true" }

// render writes a templ component with a status.
func render(c echo.Context, status int, comp templ.Component) error {
	c.Response().Header().Set(echo.HeaderContentType, echo.MIMETextHTMLCharsetUTF8)
	c.Response().WriteHeader(status)
	return comp.Render(c.Request().Context(), c.Response())
}

// gameError carries a refused action together with the game as it is, so
// the error handler can show the message on the game page.
type gameError struct {
	err  error
	game *game
	view func(*views.GameView)
}

// setupError is a refused set-up with the state its sentence names
// players and words from (stateForSetup): no game exists yet.
type setupError struct {
	err   error
	state *engine.State
}

func (e *setupError) Error() string { return e.err.Error() }
func (e *setupError) Unwrap() error { return e.err }

func (e *gameError) Error() string { return e.err.Error() }
func (e *gameError) Unwrap() error { return e.err }

// classify says what err means to the reader: its HTTP status and the
// catalogue key of its sentence (a rule error carries its own key).
func classify(err error) (status int, key string) {
	var re *engine.RuleError
	var he *echo.HTTPError
	var ce *choiceError
	var ie *inputError
	var ke *keyedError
	switch {
	case errors.As(err, &ke):
		return ke.status, ke.key
	case errors.Is(err, store.ErrStale):
		return http.StatusConflict, "game.stale"
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, "game.not_found"
	case errors.Is(err, store.ErrNothingToUndo):
		return http.StatusUnprocessableEntity, "undo.nothing"
	case errors.Is(err, store.ErrNothingToRedo):
		return http.StatusUnprocessableEntity, "redo.nothing"
	case errors.As(err, &re):
		return http.StatusUnprocessableEntity, re.Key
	case errors.As(err, &ie):
		if ie.rule != nil {
			return http.StatusBadRequest, ie.rule.Key
		}
		return http.StatusBadRequest, "game.bad_input"
	case errors.As(err, &ce):
		return http.StatusBadRequest, ce.key
	case errors.As(err, &he):
		if he.Code == http.StatusNotFound {
			return he.Code, "error.not_found"
		}
		if k, ok := httpErrorKeys[he.Code]; ok {
			return he.Code, k
		}
		return he.Code, "error.internal"
	}
	return http.StatusInternalServerError, "error.internal"
}

// keyedError is a refusal with its own sentence (a catalogue key), where
// an echo.HTTPError would be shown with its status's general one (every
// 403 reads as a cross-site form).
type keyedError struct {
	status int
	key    string
	args   []string // the sentence's names, in pairs: "player", "Anna"
}

func (e *keyedError) Error() string { return e.key }

// refusal is a refusal answered with status and the sentence of key, in
// the reader's language.
func refusal(status int, key string, args ...string) error {
	return &keyedError{status: status, key: key, args: args}
}

// inputError is a form or JSON body that could not be read; rule, when
// set, is the sentence that names what was wrong (an unknown field).
type inputError struct {
	detail string
	rule   *engine.RuleError
}

func (e *inputError) Error() string { return "bad input: " + e.detail }

func badInput(detail string) error { return &inputError{detail: detail} }

// choiceError is a new game's board that does not fit: none by that name,
// one that cannot be played yet, or one of another edition. The API
// answers 400 (the request named it), the form 422 with the sentence.
type choiceError struct {
	key     string // "newgame.board_*"
	ref     string
	names   engine.Names // the board's name, when it was found
	edition string
}

func (e *choiceError) Error() string { return e.key + ": " + e.ref }

// Is lets a set-up tell a board that cannot be played as it is
// (views.ErrBoardUnplayable) from other refusals.
func (e *choiceError) Is(target error) bool {
	return target == views.ErrBoardUnplayable && e.key == "newgame.board_unplayable"
}

func (e *choiceError) text(lang string) string {
	board := e.names.In(lang)
	if board == "" {
		board = e.ref
	}
	return i18n.N(lang, e.key, "board", board, "edition", views.EditionName(lang, e.edition))
}

// message is the sentence a player reads for err, in lang.
func message(lang string, st *engine.State, err error) string {
	_, key := classify(err)
	var re *engine.RuleError
	var ie *inputError
	var ce *choiceError
	var ke *keyedError
	switch {
	case errors.As(err, &ke) && len(ke.args) > 0:
		return i18n.N(lang, key, ke.args...)
	case staleSince(err) != nil:
		return i18n.T(lang, key, nil) + " " + staleSince(err).meanwhile(lang, st)
	case errors.As(err, &re) && chooseFirst(re) != "":
		return i18n.T(lang, chooseFirst(re), nil)
	case errors.As(err, &re):
		return views.Say(lang, st, re.Key, re.Args)
	case errors.As(err, &ie) && ie.rule != nil:
		return views.Say(lang, st, ie.rule.Key, ie.rule.Args)
	case errors.As(err, &ie):
		return i18n.N(lang, key, "detail", ie.detail)
	case errors.As(err, &ce):
		return ce.text(lang)
	}
	return i18n.T(lang, key, nil)
}

// handleError is the one place errors become answers: JSON for /api,
// the game page with the sentence for a refused action, an error page
// otherwise. Internal details are logged, never shown.
func (a *App) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	status, key := classify(err)
	if status >= 500 {
		c.Logger().Error(err)
	}
	cx := ctxOf(c)
	var ge *gameError
	var se *setupError
	var st *engine.State
	if errors.As(err, &ge) && ge.game != nil {
		st = ge.game.State
	} else if errors.As(err, &se) {
		st = se.state
	}
	text := message(cx.Lang, st, err)

	if strings.HasPrefix(c.Path(), "/api/") || strings.HasPrefix(c.Request().URL.Path, "/api/") {
		body := map[string]any{"error": text, "key": key}
		if ge != nil && ge.game != nil {
			body["seq"] = ge.game.State.Seq
		}
		if ste := staleSince(err); ste != nil {
			body["meanwhile"] = ste.meanwhile(cx.Lang, st)
		}
		_ = c.JSON(status, body)
		return
	}
	if ge != nil && ge.game != nil {
		a.renderRefusal(c, ge, status, text)
		return
	}
	_ = render(c, status, views.ErrorPage(cx, text))
}

// renderRefusal answers a refused game action with the game page (or,
// to htmx, its section) showing text: inside the refused form, above its
// button, or at the top.
func (a *App) renderRefusal(c echo.Context, ge *gameError, status int, text string) {
	c.Response().Header().Add("Vary", "HX-Request")
	v := gameView(ge.game)
	if ge.view != nil {
		ge.view(&v)
	}
	if v.Refused.Form != "" {
		v.Refused.Text = text
	} else {
		v.Error = text
	}
	if v.Refused.Form == views.BoardForm {
		// The board correction is posted from its own page, not #game.
		_ = render(c, status, views.BoardEntryPage(ctxOf(c), v, ""))
		return
	}
	if !isHTMX(c) {
		cx := a.pageCtx(c, "/games/"+strconv.FormatInt(ge.game.Meta.ID, 10))
		_ = render(c, status, views.GamePage(cx, v))
		return
	}
	if status == http.StatusBadRequest {
		// The page's htmx swaps a refusal (422) but not a 400
		// (views.htmxConfig): a form refused for its input (a field it
		// does not have) must show its sentence beside its button like
		// any other.
		status = http.StatusUnprocessableEntity
	}
	if a.seatRefusal(c, ge.game, v, status) {
		return // shown on the seat page it came from (seats.go)
	}
	_ = render(c, status, views.Game(ctxOf(c), v))
}

// historyShown is how many of the newest events the game page lists.
const historyShown = 60

// boardPhotoOf is the board editor's photo panel of a game's board ref,
// for a board the table stored ("id@version", not a shipped one with its
// additions, "+"); "" for any other.
func boardPhotoOf(ref string) string {
	if id, _, stored := strings.Cut(ref, "@"); stored && !strings.Contains(ref, "+") {
		return "/boards/" + url.PathEscape(id) + "#photo"
	}
	return ""
}

// gameView builds the page model of a game.
func gameView(gm *game) views.GameView {
	h := make([]views.HistoryEntry, 0, historyShown)
	for i := len(gm.History) - 1; i >= 0 && len(h) < historyShown; i-- {
		h = append(h, gm.History[i])
	}
	v := views.GameView{ID: gm.Meta.ID, Name: gm.Meta.Name, Seq: gm.State.Seq, State: gm.State, History: h, Invasion: gm.Invasion, Last: gm.Last, Seated: gm.Seated, Mark: gm.Mark}
	v.Seats = seatsPanel(gm.State)
	v.BoardPhoto = boardPhotoOf(gm.Meta.Board)
	// Nothing chosen yet: the attack form offers the likeliest invasion
	// (a pick, a refusal or an invasion going on replace it).
	v.AttackFrom, v.AttackTo = views.AttackDefault(gm.State)
	// and the maneuver idle units toward the front (its target follows).
	v.ManeuverFrom = views.ManeuverDefault(gm.State)
	v.ManeuverProposed = v.ManeuverFrom != ""
	if gm.Redo != nil {
		r := gm.Redo.Entry
		v.Redo = &r
	}
	return v
}

// chooseFirst is the key of the sentence for a refusal that would name
// nothing ("kein Gebiet „“"): a selection left empty reached a rule, so
// the player reads what to choose instead. "" when every name is there.
func chooseFirst(re *engine.RuleError) string {
	for _, arg := range slices.Sorted(maps.Keys(re.Args)) {
		if v, ok := re.Args[arg].(string); !ok || strings.TrimSpace(v) != "" {
			continue
		}
		switch arg {
		case "name", "territory", "from", "to", "where":
			return "choose.territory"
		case "card":
			return "choose.card"
		case "player":
			return "choose.player"
		}
		return "choose.something"
	}
	return ""
}
