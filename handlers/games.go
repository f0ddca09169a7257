package handlers

import (
	"context"
	"crypto/rand"
	"errors"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/i18n"
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
	v, err := a.homeView(c.Request().Context())
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.Home(a.pageCtx(c, "/"), v))
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
		pb, err := a.games.loadBoard(ctx, ref)
		if err != nil && !errors.Is(err, errUnplayable) {
			return nil, err
		}
		// A board without territories yet (just created in the editor)
		// has nothing to claim.
		playable := err == nil && len(pb.Board.Territories) > 0
		out = append(out, views.BoardChoice{Ref: ref, Names: engine.Names{"en": row.Name}, Version: row.Version, Playable: playable})
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
// board, dealt as the set-up form deals it (views.DealtSetup); the API
// sets up the games of a fixed deal with it.
func (a *App) buildSetup(rules *engine.Ruleset, board *engine.Board, ref string, in newGameInput) (engine.Setup, error) {
	return views.DealtSetup(rules, board, ref, in.Players, in.Deal, in.DeckMode, in.Owners, a.intn)
}

func (a *App) createSetup(ctx context.Context, lang, name string, board *engine.Board, s engine.Setup) (int64, error) {
	if utf8.RuneCountInString(name) > engine.MaxNameLen {
		return 0, engine.Broke("setup.game_name_too_long", "max", engine.MaxNameLen)
	}
	if strings.TrimSpace(name) == "" {
		name = board.Names.In(lang) + " " + i18n.DateTime(lang, time.Now()) // in the words the table chose
	}
	typ, payload, err := engine.Encode(s)
	if err != nil {
		return 0, err
	}
	return a.games.store.CreateGame(ctx, name, s.Edition, s.Board, storeEvent(typ, payload))
}

// stateForSetup is a minimal state that lets a set-up error name players
// and territories.
func stateForSetup(b *engine.Board, s engine.Setup) *engine.State {
	st := &engine.State{Board: b}
	// The edition's own words for its refusals (views.EditionKey).
	st.Rules, _ = engine.RulesetFor(s.Edition)
	for _, p := range s.Players {
		st.Players = append(st.Players, engine.Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	return st
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
		v.Declared = declared(c)
	case "maneuver":
		v.ManeuverFrom, v.ManeuverProposed = c.QueryParam("from"), false
	}
	c.Response().Header().Add("Vary", "HX-Request")
	if isHTMX(c) && fromSeat(c, gm.Meta.ID) {
		return a.seatPick(c, gm, v) // a select on the seat page
	}
	if shown, ok := liveFit(c, gm); ok {
		return a.respondLive(c, gm, shown, gamePageParts, views.Game(ctxOf(c), v))
	}
	if isHTMX(c) && c.QueryParam("pick") != "" {
		return a.respondPick(c, gm, v)
	}
	if isHTMX(c) {
		return render(c, http.StatusOK, views.Game(ctxOf(c), v))
	}
	if err := a.primeLive(c, gm, gamePageParts); err != nil {
		return err
	}
	return render(c, http.StatusOK, views.GamePage(a.pageCtx(c, views.GameURL(v.ID)), v))
}
