package handlers

import (
	"context"
	"crypto/rand"
	"errors"
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
		Edition:  engine.EditionGoT,
		Names:    make([]string, 5),
		Houses:   []string{engine.Stark, engine.Baratheon, engine.Lannister, engine.Tyrell, engine.Martell},
		Deal:     "herald",
		DeckMode: engine.DeckHerald,
	}
}

func (a *App) newGameForm(c echo.Context) error {
	f := defaultForm()
	if err := a.offerBoards(c.Request().Context(), &f); err != nil {
		return err
	}
	return render(c, http.StatusOK, views.NewGame(ctxOf(c), f))
}

// offerBoards fills the form's board choice: the boards of its edition,
// the shipped one chosen unless the table chose another.
func (a *App) offerBoards(ctx context.Context, f *views.NewGameForm) error {
	boards, err := a.boardChoices(ctx, f.Edition)
	if err != nil {
		return err
	}
	f.Boards = boards
	if f.Board == "" {
		if rules, ok := engine.RulesetFor(f.Edition); ok {
			f.Board = rules.Board
		}
	}
	return nil
}

// boardChoices lists the boards a game of edition can be played on: the
// shipped ones of that edition, then the table's (the newest version of
// each, as "id@version"). A table board that cannot be built yet is
// listed, not playable, so nobody wonders where it went.
func (a *App) boardChoices(ctx context.Context, edition string) ([]views.BoardChoice, error) {
	var out []views.BoardChoice
	for _, id := range maps.IDs() {
		pb, err := a.games.loadBoard(ctx, id)
		if err != nil || pb.Edition != edition {
			continue // a broken shipped board fails the maps tests
		}
		out = append(out, views.BoardChoice{Ref: id, Names: pb.Board.Names, Playable: true})
	}
	rows, err := a.games.store.Boards(ctx)
	if err != nil {
		return nil, err
	}
	for _, row := range rows {
		if views.CanonicalEdition(row.Edition) != edition {
			continue
		}
		ref := row.ID + "@" + strconv.Itoa(row.Version)
		_, err := a.games.loadBoard(ctx, ref)
		if err != nil && !errors.Is(err, errUnplayable) {
			return nil, err
		}
		out = append(out, views.BoardChoice{Ref: ref, Names: engine.Names{"en": row.Name}, Version: row.Version, Playable: err == nil})
	}
	return out, nil
}

// chooseBoard checks a new game's edition and board reference ("" for
// the edition's shipped board) and resolves the board.
func (a *App) chooseBoard(ctx context.Context, edition, ref string) (*engine.Ruleset, playBoard, string, error) {
	rules, ok := engine.RulesetFor(edition)
	if !ok {
		return nil, playBoard{}, "", &engine.RuleError{Key: "setup.unknown_edition", Args: map[string]any{"edition": edition}}
	}
	if ref == "" {
		ref = rules.Board
	}
	pb, err := a.games.loadBoard(ctx, ref)
	switch {
	case errors.Is(err, errNoBoard):
		return rules, pb, ref, &choiceError{key: "newgame.board_unknown", ref: ref}
	case errors.Is(err, errUnplayable):
		return rules, pb, ref, &choiceError{key: "newgame.board_unplayable", ref: ref}
	case err != nil:
		return rules, pb, ref, err
	case pb.Edition != rules.Edition:
		// A board of another edition has other regions, cards and
		// features; the engine would refuse it less clearly.
		return rules, pb, ref, &choiceError{key: "newgame.board_edition", ref: ref, names: pb.Board.Names, edition: rules.Edition}
	}
	return rules, pb, ref, nil
}

// newGameInput is what a new game needs, from the form or the API.
type newGameInput struct {
	Name     string
	Players  []engine.PlayerSetup // seats in turn order, no neutral
	Deal     string               // "herald" or "table"
	DeckMode string
	Owners   map[string]int // the table's deal, when Deal is "table"
}

// buildSetup turns a new game's input into its Setup event on the chosen
// board: the neutral house for 2 players, Herald's deal and deck where
// asked for. The setup names the board by ref, so a later version of a
// table's board never changes a running game.
func (a *App) buildSetup(rules *engine.Ruleset, board *engine.Board, ref string, in newGameInput) (engine.Setup, error) {
	s := engine.Setup{Edition: rules.Edition, Board: ref, Players: slices.Clone(in.Players), DeckMode: in.DeckMode}
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

// shuffle puts xs in a uniformly random order with Herald's dice source
// (Fisher-Yates).
func shuffle[T any](a *App, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := a.intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// deal shuffles the territory cards and deals them by the counts. A
// table's board with fewer territories than the counts runs out early;
// engine.NewGame then says whose count is off.
func (a *App) deal(b *engine.Board, counts []int) map[string]int {
	ids := make([]string, len(b.Territories))
	for i, t := range b.Territories {
		ids[i] = t.ID
	}
	shuffle(a, ids)
	owners := map[string]int{}
	k := 0
	for seat, n := range counts {
		for ; n > 0 && k < len(ids); n-- {
			owners[ids[k]] = seat
			k++
		}
	}
	return owners
}

func (a *App) createSetup(ctx context.Context, lang, name string, board *engine.Board, s engine.Setup) (int64, error) {
	if strings.TrimSpace(name) == "" {
		name = board.Names.In(lang) + " " + time.Now().Format("02.01.2006 15:04")
	}
	typ, payload, err := engine.Encode(s)
	if err != nil {
		return 0, err
	}
	return a.games.store.CreateGame(ctx, name, s.Edition, s.Board, storeEvent(typ, payload))
}

func (a *App) createGame(c echo.Context) error {
	cx := ctxOf(c)
	ctx := c.Request().Context()
	form, err := c.FormParams()
	if err != nil {
		return badInput(err.Error())
	}
	f := defaultForm()
	if ed := form.Get("edition"); ed != "" {
		f.Edition = ed
	}
	f.Board = form.Get("board")
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
	if err := a.offerBoards(ctx, &f); err != nil {
		return err
	}
	rules, pb, ref, err := a.chooseBoard(ctx, f.Edition, f.Board)
	if err != nil {
		if !errors.As(err, new(*choiceError)) && !errors.As(err, new(*engine.RuleError)) {
			return err
		}
		f.Error = message(cx.Lang, nil, err)
		return render(c, http.StatusUnprocessableEntity, views.NewGame(cx, f))
	}
	board := pb.Board
	if f.Deal == "table" {
		// The grid is for one board: a board changed on the deal step
		// gets its own grid first.
		if form.Get("step") != "deal" || form.Get("deal_board") != ref {
			return render(c, http.StatusOK, views.NewGame(cx, dealStep(cx, rules, f, in, board, ref, nil)))
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
	s, err := a.buildSetup(rules, board, ref, in)
	if err != nil {
		if f.Deal == "table" && len(in.Players) >= 2 {
			f = dealStep(cx, rules, f, in, board, ref, in.Owners)
		}
		f.Error = views.SayError(cx.Lang, stateForSetup(board, s), err)
		return render(c, http.StatusUnprocessableEntity, views.NewGame(cx, f))
	}
	id, err := a.createSetup(ctx, cx.Lang, f.Name, board, s)
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(id, 10))
}

// stateForSetup is a minimal state that lets a set-up error name players
// and territories.
func stateForSetup(b *engine.Board, s engine.Setup) *engine.State {
	st := &engine.State{Board: b}
	st.Rules, _ = engine.RulesetFor(s.Edition) // the edition's own words
	for _, p := range s.Players {
		st.Players = append(st.Players, engine.Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	return st
}

// dealStep prepares the deal-entry grid of the new-game form for board.
func dealStep(cx views.Ctx, rules *engine.Ruleset, f views.NewGameForm, in newGameInput, b *engine.Board, ref string, owners map[string]int) views.NewGameForm {
	f.DealStep = true
	f.DealBoard = ref
	f.Players = nil
	for _, p := range in.Players {
		f.Players = append(f.Players, p.Name)
	}
	if _, neutral := rules.Deal(len(in.Players)); neutral > 0 {
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
