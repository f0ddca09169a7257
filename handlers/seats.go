package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// Seats (issue 16, item 3): each player of a game has a secret link
// (store.IssueSeat, a random 128-bit token). Opening it on a phone
// remembers the seat in a cookie and shows the seat's own page,
// /games/:id/me: the cards in hand by name and, on the player's turn, the
// turn's forms. The shared pages and the API keep private things to it.

// seatCookie holds a seat's token, scoped to its game's addresses.
const seatCookie = "herald_seat"

func gamePath(id int64) string { return "/games/" + strconv.FormatInt(id, 10) }

// seatsPanel lists st's players for the shared page's link buttons.
func seatsPanel(st *engine.State) *views.Seats {
	s := &views.Seats{Shown: -1}
	for i, p := range st.Players {
		if !p.Neutral {
			s.Players = append(s.Players, i)
		}
	}
	return s
}

// takeSeat (GET /games/:id/seat/:token) gives the seat to the phone that
// opens its link first: the phone keeps a token of its own in a cookie
// and goes to its page without the token in the address. The link is
// spent then: another phone opening it is told whose link it was and
// when it was opened, and the phone that holds the seat goes to its page.
// A phone that holds another seat of the game cannot open it.
func (a *App) takeSeat(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	id, ctx, tok := gm.Meta.ID, c.Request().Context(), c.Param("token")
	lang := takeTableLang(c)
	me, err := a.seatOfRequest(c, gm)
	if err != nil {
		return err
	}
	p, ok, err := a.games.store.SeatOf(ctx, id, tok)
	if err != nil {
		return err
	}
	var phone string
	switch {
	case ok && me >= 0 && me != p:
		return refuseOtherSeat(c, gm, me, p)
	case ok:
		phone, ok, err = a.games.store.TakeSeat(ctx, id, p, tok)
	}
	if err != nil {
		return err
	}
	if !ok {
		return a.spentSeat(c, gm, tok, me)
	}
	// The game's pages and its API answers (/api/games/:id) both learn
	// the seat; no other path sees the token.
	for _, path := range []string{gamePath(id), "/api" + gamePath(id)} {
		c.SetCookie(&http.Cookie{Name: seatCookie, Value: phone, Path: path, HttpOnly: true,
			SameSite: http.SameSiteLaxMode, MaxAge: 60 * 60 * 24 * 30})
	}
	if lang != nil {
		c.SetCookie(lang)
	}
	return c.Redirect(http.StatusSeeOther, gamePath(id)+"/me")
}

// spentSeat answers a seat link that is no seat's to take: a phone
// holding another seat is refused as for an untaken link, the phone
// holding a seat goes to its page, another device is told whose link it
// was and when a phone opened it, and a token that never was a link is
// not found.
func (a *App) spentSeat(c echo.Context, gm *game, tok string, me int) error {
	p, at, spent, err := a.spentLink(c.Request().Context(), gm.Meta.ID, tok)
	switch {
	case err != nil:
		return err
	case spent && me >= 0 && me != p:
		return refuseOtherSeat(c, gm, me, p)
	case me >= 0:
		return c.Redirect(http.StatusSeeOther, gamePath(gm.Meta.ID)+"/me")
	case spent:
		return refuseInWords(c, ctxOf(c).T("seats.link_spent", "player", views.PlayerName(gm.State, p), "time", clock(at)))
	}
	return refusal(http.StatusNotFound, "seats.no_seat")
}

// refuseOtherSeat tells the phone holding seat me that seat p's link is
// not for it (opened, or asked for at the table).
func refuseOtherSeat(c echo.Context, gm *game, me, p int) error {
	return refuseInWords(c, ctxOf(c).T("seats.other_seat", "me", views.PlayerName(gm.State, me), "player", views.PlayerName(gm.State, p)))
}

// spentLink is the seat whose link tok a phone opened, and when: a
// spent link, or the token of a seat taken before links were spent
// (store.TakenSeat).
func (a *App) spentLink(ctx context.Context, id int64, tok string) (player int, at time.Time, ok bool, err error) {
	player, at, ok, err = a.games.store.SpentSeat(ctx, id, tok)
	if ok || err != nil {
		return player, at, ok, err
	}
	return a.games.store.TakenSeat(ctx, id, tok)
}

// seatOfRequest is the player whose seat cookie the request carries, -1
// for none (or a re-issued, no longer valid token).
func (a *App) seatOfRequest(c echo.Context, gm *game) (int, error) {
	tok := seatToken(c)
	if tok == "" || !gm.Seated {
		return -1, nil
	}
	p, ok, err := a.games.store.SeatOf(c.Request().Context(), gm.Meta.ID, tok)
	if err != nil || !ok || p >= len(gm.State.Players) {
		return -1, err
	}
	return p, nil
}

// mePage (GET /games/:id/me) is the seat's own page.
func (a *App) mePage(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	p, err := a.seatOfRequest(c, gm)
	if err != nil {
		return err
	}
	if p < 0 {
		return refuseInWords(c, ctxOf(c).T("seats.no_seat"))
	}
	c.Response().Header().Set("Cache-Control", "no-store") // a private page
	c.Response().Header().Add("Vary", "HX-Request")
	v := seatView(gm, p)
	if shown, ok := liveFetch(c, gm); ok && fromSeat(c, gm.Meta.ID) {
		// Its live fetch: the sections that changed (views.RenderSeatParts),
		// drawn for this seat alone (the view names it).
		return a.respondLive(c, gm, shown, seatPageParts(p), views.SeatBody(ctxOf(c), v))
	}
	if isHTMX(c) {
		return render(c, http.StatusOK, views.SeatBody(ctxOf(c), v))
	}
	if err := a.primeLive(c, gm, seatPageParts(p)); err != nil {
		return err
	}
	return render(c, http.StatusOK, views.SeatPage(ctxOf(c), v))
}

// seatView is seat p's page of gm: its own hand shown (not Seated).
func seatView(gm *game, p int) views.SeatPageView {
	g := gameView(gm)
	asSeat(&g, p)
	v := views.SeatPageView{Game: g, Player: p}
	if views.ActionsOf(gm.State.Rules.Edition).SeatPage != nil {
		v.FaceDown = gamePath(gm.Meta.ID) + "/cards/" + strconv.Itoa(p)
	}
	return v
}

// asSeat makes v seat p's page: its own hand shown, no other's.
func asSeat(v *views.GameView, p int) {
	v.Seated, v.Seats = false, nil
	v.SeatPage, v.SeatPlayer = true, p
}

// showSeat (GET /games/:id/seats/:player) shows the shared page with that
// seat's link, issuing it when it has none yet, or, once a phone opened
// it, whose phone holds it; POST issues it anew, so the old link and the
// cookies holding it stop working, and the phone holding it is told.
// Both are the table's: a device that holds a seat is refused.
func (a *App) showSeat(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	p, err := strconv.Atoi(c.Param("player"))
	if err != nil || p < 0 || p >= len(gm.State.Players) || gm.State.Players[p].Neutral {
		return echo.NewHTTPError(http.StatusNotFound)
	}
	if refused, err := a.seatRefusedTo(c, gm, p); refused || err != nil {
		return err
	}
	if table, err := a.isTable(c, gm.Meta.ID); err != nil || !table {
		if err != nil {
			return err
		}
		return refuseInWords(c, ctxOf(c).T("seats.table_only"))
	}
	ctx := c.Request().Context()
	seats, err := a.games.store.SeatStates(ctx, gm.Meta.ID)
	if err != nil {
		return err
	}
	seat, had := seats[p]
	reissue := c.Request().Method == http.MethodPost
	if !had || reissue {
		if seat.Token, err = a.games.store.IssueSeat(ctx, gm.Meta.ID, p); err != nil {
			return err
		}
		seat.TakenAt = time.Time{}
		a.games.live.renew(gm.Meta.ID, seats[p].Token) // the old link's phone, if it follows
		a.games.markSeated(gm.Meta.ID)
		if gm, err = a.games.load(ctx, gm.Meta.ID); err != nil {
			return err
		}
	}
	v := gameView(gm)
	v.Seats.Shown, v.Seats.Reissued = p, reissue
	if seat.Taken() {
		v.Seats.TakenAt = clock(seat.TakenAt)
	} else {
		v.Seats.Link = a.seatLink(c, gamePath(gm.Meta.ID)+"/seat/"+seat.Token)
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return render(c, http.StatusOK, views.GamePage(ctxOf(c), v))
}

// markSeated notes that game id has seat links now.
func (g *games) markSeated(id int64) {
	g.mu.Lock()
	g.seated[id] = true
	g.mu.Unlock()
}

// fromSeat reports whether a form was sent from the seat page, so the
// answer goes back there: htmx names the page in HX-Current-URL, a plain
// form in Referer.
func fromSeat(c echo.Context, id int64) bool {
	from := c.Request().Header.Get("HX-Current-URL")
	if from == "" {
		from = c.Request().Referer()
	}
	u, err := url.Parse(from)
	return err == nil && u.Path == gamePath(id)+"/me"
}

// backToSeat answers an action sent from the seat page with that page.
func (a *App) backToSeat(c echo.Context, gm *game) error {
	if !isHTMX(c) {
		return c.Redirect(http.StatusSeeOther, gamePath(gm.Meta.ID)+"/me")
	}
	p, err := a.seatOfRequest(c, gm)
	if err != nil || p < 0 {
		return c.Redirect(http.StatusSeeOther, gamePath(gm.Meta.ID))
	}
	return render(c, http.StatusOK, views.SeatBody(ctxOf(c), seatView(gm, p)))
}

// stateFor answers with the API's state of gm as the request may see it:
// in a seated game whose edition keeps hands private, the current
// player's hand ("hand") only for that player's seat, and a seated
// request gets its own seat and hand ("seat", "seat_hand").
func (a *App) stateFor(c echo.Context, code int, gm *game) error {
	out := stateJSON(ctxOf(c).Lang, gm)
	if gm.Seated && views.HandPrivate(gm.State) {
		p, err := a.seatOfRequest(c, gm)
		if err != nil {
			return err
		}
		if p != gm.State.Current {
			out["hand"] = []map[string]any{}
		}
		if p >= 0 {
			out["seat"], out["seat_hand"] = p, views.NonNil(gm.State.Players[p].Hand)
		}
	}
	return c.JSON(code, out)
}

// hideHandCards takes the names of cards going into a hand out of an
// event's payload for the event list: the card a table's deck drew
// (end_turn "card") and a corrected hand (correct_hand "cards"), which
// are their holder's alone. Traded cards are shown face up and stay.
func hideHandCards(typ string, p json.RawMessage) json.RawMessage {
	field := map[string]string{"end_turn": "card", "correct_hand": "cards"}[typ]
	if field == "" {
		return p
	}
	return withoutField(p, field)
}

// withoutField is payload p without field; p as it is when it has none.
func withoutField(p json.RawMessage, field string) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(p, &m) != nil {
		return p
	}
	if _, ok := m[field]; !ok {
		return p
	}
	delete(m, field)
	out, err := json.Marshal(m)
	if err != nil {
		return p
	}
	return out
}

// seatPick answers a select of the seat page's forms (the attack's or
// maneuver's territories) with the seat page, the choice kept in v.
func (a *App) seatPick(c echo.Context, gm *game, v views.GameView) error {
	p, err := a.seatOfRequest(c, gm)
	if err != nil || p < 0 {
		return refusal(http.StatusForbidden, "seats.no_seat")
	}
	sv := seatView(gm, p)
	asSeat(&v, p)
	sv.Game = v
	return render(c, http.StatusOK, views.SeatBody(ctxOf(c), sv))
}

// seatRefusal shows a refusal of a form sent from the seat page on that
// page, with the refused form as the game page would (v); false when the
// form came from elsewhere.
func (a *App) seatRefusal(c echo.Context, gm *game, v views.GameView, status int) bool {
	if !fromSeat(c, gm.Meta.ID) {
		return false
	}
	p, err := a.seatOfRequest(c, gm)
	if err != nil || p < 0 {
		return false
	}
	sv := seatView(gm, p)
	asSeat(&v, p)
	sv.Game = v
	_ = render(c, status, views.SeatBody(ctxOf(c), sv))
	return true
}

// seatLink is the address a seat's phone opens: like the join panel's
// (joinURL at the first of joinHosts), at this machine's address on the
// local network and with Herald's key, so a phone that never scanned the
// join code comes in too; and with the table's language, which the phone
// takes unless it chose its own.
func (a *App) seatLink(c echo.Context, path string) string {
	hosts, _ := a.joinHosts(c.Request())
	return a.joinURL(hosts[0], path, a.currentKey(), url.Values{tableLangParam: {ctxOf(c).Lang}})
}
