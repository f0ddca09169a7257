package handlers

import (
	"context"
	"crypto/rand"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/maps"
	"herald/views"
)

// intn is a uniform int in [0, n) from Herald's dice source.
func (a *App) intn(n int) int {
	v, err := rand.Int(a.dice, big.NewInt(int64(n)))
	if err != nil {
		panic("herald: no randomness: " + err.Error())
	}
	return int(v.Int64())
}

func (a *App) home(c echo.Context) error {
	list, err := a.games.store.Games(c.Request().Context())
	if err != nil {
		return err
	}
	var out []views.GameSummary
	for _, g := range list {
		out = append(out, views.GameSummary{ID: g.ID, Name: g.Name, Edition: g.Edition, Events: g.Events, UpdatedAt: g.UpdatedAt})
	}
	return render(c, http.StatusOK, views.Home(ctxOf(c), out))
}

func defaultForm() views.NewGameForm {
	return views.NewGameForm{
		Names:    make([]string, 5),
		Houses:   []string{engine.Stark, engine.Baratheon, engine.Lannister, engine.Tyrell, engine.Martell},
		Deal:     "herald",
		DeckMode: engine.DeckHerald,
	}
}

func (a *App) newGameForm(c echo.Context) error {
	return render(c, http.StatusOK, views.NewGame(ctxOf(c), defaultForm()))
}

// newGameInput is what a new game needs, from the form or the API.
type newGameInput struct {
	Name     string
	Players  []engine.PlayerSetup // seats in turn order, no neutral
	Deal     string               // "herald" or "table"
	DeckMode string
	Owners   map[string]int // the table's deal, when Deal is "table"
}

// buildSetup turns a new game's input into its Setup event: the neutral
// house for 2 players, Herald's deal and deck where asked for.
func (a *App) buildSetup(in newGameInput) (engine.Setup, error) {
	rules := engine.GoT
	// A board the table entered (store.Board, see boards.go) would be
	// chosen here by id and version; the game must record both, so a
	// later version of the board never changes a running game.
	board, err := maps.Load(rules.Board)
	if err != nil {
		return engine.Setup{}, err
	}
	s := engine.Setup{Edition: rules.Edition, Board: board.ID, Players: slices.Clone(in.Players), DeckMode: in.DeckMode}
	deal, neutral := rules.Deal(len(in.Players))
	if deal == nil {
		return s, &engine.RuleError{Key: "setup.player_count", Args: map[string]any{"min": rules.MinPlayers, "max": rules.MaxPlayers, "count": len(in.Players)}}
	}
	if neutral > 0 {
		// "Gefecht: Spielaufbau" 4: with 2 players a third house is neutral.
		for _, h := range rules.Houses(len(in.Players) + 1) {
			if !slices.ContainsFunc(in.Players, func(p engine.PlayerSetup) bool { return p.House == h }) {
				s.Players = append(s.Players, engine.PlayerSetup{Name: "Neutral", House: h, Neutral: true})
				break
			}
		}
	}
	switch in.Deal {
	case "table":
		s.Owners = in.Owners
	default:
		s.Owners = a.deal(board, append(deal, neutral))
	}
	if in.DeckMode == engine.DeckHerald {
		s.Deck = engine.ShuffleDeck(board, rules, a.intn)
	}
	if _, err := engine.NewGame(board, s); err != nil {
		return s, err
	}
	return s, nil
}

// deal shuffles the territory cards and deals them by the counts.
func (a *App) deal(b *engine.Board, counts []int) map[string]int {
	ids := make([]string, len(b.Territories))
	for i, t := range b.Territories {
		ids[i] = t.ID
	}
	for i := len(ids) - 1; i > 0; i-- {
		j := a.intn(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
	owners := map[string]int{}
	k := 0
	for seat, n := range counts {
		for ; n > 0; n-- {
			owners[ids[k]] = seat
			k++
		}
	}
	return owners
}

func (a *App) createSetup(ctx context.Context, name string, s engine.Setup) (int64, error) {
	if strings.TrimSpace(name) == "" {
		name = "Westeros " + time.Now().Format("02.01.2006 15:04")
	}
	typ, payload, err := engine.Encode(s)
	if err != nil {
		return 0, err
	}
	return a.games.store.CreateGame(ctx, name, s.Edition, s.Board, storeEvent(typ, payload))
}

func (a *App) createGame(c echo.Context) error {
	cx := ctxOf(c)
	form, err := c.FormParams()
	if err != nil {
		return badInput(err.Error())
	}
	f := defaultForm()
	f.Name = form.Get("name")
	f.Deal = form.Get("deal")
	f.DeckMode = form.Get("deck")
	names, houses := form["player"], form["house"]
	in := newGameInput{Name: f.Name, Deal: f.Deal, DeckMode: f.DeckMode}
	for i := 0; i < 5 && i < len(names); i++ {
		f.Names[i] = names[i]
		if i < len(houses) {
			f.Houses[i] = houses[i]
		}
		if n := strings.TrimSpace(names[i]); n != "" {
			in.Players = append(in.Players, engine.PlayerSetup{Name: n, House: f.Houses[i]})
		}
	}
	board := maps.MustLoad(engine.GoT.Board)
	if f.Deal == "table" {
		if form.Get("step") != "deal" {
			return render(c, http.StatusOK, views.NewGame(cx, dealStep(cx, f, in, board, nil)))
		}
		in.Owners = map[string]int{}
		for _, t := range board.Territories {
			if v := form.Get("owner_" + t.ID); v != "" {
				if seat, err := strconv.Atoi(v); err == nil {
					in.Owners[t.ID] = seat
				}
			}
		}
	}
	s, err := a.buildSetup(in)
	if err != nil {
		f.Error = views.SayError(cx.Lang, stateForSetup(board, s), err)
		if f.Deal == "table" && len(in.Players) >= 2 {
			f = dealStep(cx, f, in, board, in.Owners)
			f.Error = views.SayError(cx.Lang, stateForSetup(board, s), err)
		}
		return render(c, http.StatusUnprocessableEntity, views.NewGame(cx, f))
	}
	id, err := a.createSetup(c.Request().Context(), f.Name, s)
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(id, 10))
}

// stateForSetup is a minimal state that lets a set-up error name players
// and territories.
func stateForSetup(b *engine.Board, s engine.Setup) *engine.State {
	st := &engine.State{Board: b}
	for _, p := range s.Players {
		st.Players = append(st.Players, engine.Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	return st
}

// dealStep prepares the deal-entry grid of the new-game form.
func dealStep(cx views.Ctx, f views.NewGameForm, in newGameInput, b *engine.Board, owners map[string]int) views.NewGameForm {
	f.DealStep = true
	f.Players = nil
	for _, p := range in.Players {
		f.Players = append(f.Players, p.Name)
	}
	if _, neutral := engine.GoT.Deal(len(in.Players)); neutral > 0 {
		f.Players = append(f.Players, cx.T("ui.neutral"))
	}
	f.Territories = nil
	for _, t := range b.Territories {
		row := views.DealRow{ID: t.ID, Name: t.Names.In(cx.Lang), Owner: -1}
		if o, ok := owners[t.ID]; ok {
			row.Owner = o
		}
		f.Territories = append(f.Territories, row)
	}
	slices.SortFunc(f.Territories, func(x, y views.DealRow) int { return strings.Compare(x.Name, y.Name) })
	return f
}

func gameID(c echo.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return 0, echo.NewHTTPError(http.StatusNotFound)
	}
	return id, nil
}

// loadParam loads the game named by the :id route parameter.
func (a *App) loadParam(c echo.Context) (*game, error) {
	id, err := gameID(c)
	if err != nil {
		return nil, err
	}
	return a.games.load(c.Request().Context(), id)
}

func (a *App) gamePage(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	v := gameView(gm)
	// The attack and maneuver selects reload the page fragment on change,
	// carrying what was chosen so far.
	switch c.QueryParam("pick") {
	case "attack":
		v.AttackFrom, v.AttackTo = c.QueryParam("from"), c.QueryParam("to")
	case "maneuver":
		v.ManeuverFrom = c.QueryParam("from")
	}
	c.Response().Header().Add("Vary", "HX-Request")
	if isHTMX(c) {
		return render(c, http.StatusOK, views.Game(ctxOf(c), v))
	}
	return render(c, http.StatusOK, views.GamePage(ctxOf(c), v))
}
