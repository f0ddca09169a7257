package handlers

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// The JSON API mirrors the pages: create a game, post an event, read the
// state with the current player's reinforcement breakdown. README.md
// documents it.

type apiNewGame struct {
	Name     string               `json:"name"`
	Edition  string               `json:"edition"`
	Board    string               `json:"board"` // "" for the edition's shipped board, "id@version", or "a@1+b@1" (two halves joined)
	Players  []engine.PlayerSetup `json:"players"`
	Deal     string               `json:"deal"`      // "herald" (default) or "table"
	Owners   map[string]int       `json:"owners"`    // the table's deal
	DeckMode string               `json:"deck_mode"` // "herald" (default) or "table"
	// The set-up as it stands at the table where the edition has its own
	// (see engine.Setup); players carry base, hero and starting cards.
	Mode         string            `json:"mode"`
	Units        map[string]int    `json:"units"`
	Colonies     []string          `json:"colonies"`
	Achievements []string          `json:"achievements"`
	Rewards      map[string]string `json:"rewards"`
	// Options are the edition's own set-up fields (engine.Setup.Options,
	// e.g. "teleporters"), kept by name; the edition
	// refuses those it does not read.
	Options engine.Options `json:"-"`
}

// apiNewGameFields is apiNewGame without its JSON method.
type apiNewGameFields apiNewGame

// UnmarshalJSON reads the body's own fields strictly and every other key
// as one of the edition's options.
// A key no edition declares is refused as unknown.
func (in *apiNewGame) UnmarshalJSON(b []byte) error {
	if err := engine.SplitJSON(b, (*apiNewGameFields)(in), &in.Options); err != nil {
		return err
	}
	if k := unknownOption(in.Options, false); k != "" {
		return engine.Broke("input.unknown_field", "field", k)
	}
	for _, p := range in.Players {
		if k := unknownOption(p.Options, true); k != "" {
			return engine.Broke("input.unknown_field", "field", k)
		}
	}
	return nil
}

// unknownOption is the first of the options (by name) that no edition
// declares, "" when every one is some edition's.
func unknownOption(o engine.Options, seat bool) string {
	for _, k := range slices.Sorted(maps.Keys(o)) {
		if !engine.KnownOption(k, seat) {
			return k
		}
	}
	return ""
}

type apiEvent struct {
	Seq     int             `json:"seq"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

// apiRoll is an attack payload asking Herald to roll.
type apiRoll struct {
	Roll      bool `json:"roll"`
	Attackers int  `json:"attackers"`
	Defenders int  `json:"defenders"`
}

// bindJSON reads a request body strictly: a field the body does not have
// or anything after it is refused with a sentence naming it.
func bindJSON(c echo.Context, v any) error {
	err := engine.ReadStrict(c.Request().Body, v)
	var re *engine.RuleError
	if errors.As(err, &re) {
		return &inputError{detail: re.Error(), rule: re}
	}
	if err != nil {
		return badInput(err.Error())
	}
	return nil
}

// apiSetup builds and checks the set-up an API body describes: taken
// whole from the table where the edition has its own set-up, else dealt
// as the new-game form does. A refusal names the body's players.
func (a *App) apiSetup(lang string, rules *engine.Ruleset, pb playBoard, ref string, in apiNewGame) (engine.Setup, error) {
	var s engine.Setup
	var err error
	if rules.SetUp != nil {
		// Editions with their own set-up take it whole from the table.
		s = engine.Setup{Edition: rules.Edition, Board: ref, Players: in.Players, Owners: in.Owners, DeckMode: in.DeckMode,
			Mode: in.Mode, Units: in.Units, Colonies: in.Colonies, Achievements: in.Achievements, Rewards: in.Rewards, Options: in.Options}
		if s.DeckMode == engine.DeckHerald {
			s.Deck = engine.ShuffleDeck(pb.Board, rules, a.intn)
		}
		if add := views.ActionsOf(rules.Edition).NewGame.Complete; add != nil {
			add(lang, &s) // a neutral army the edition's rules bring in
		}
		_, err = engine.NewGame(pb.Board, s)
	} else {
		s, err = a.buildSetup(rules, pb.Board, ref, newGameInput{Name: in.Name, Players: in.Players, Deal: in.Deal, DeckMode: in.DeckMode, Owners: in.Owners})
	}
	if err != nil {
		s.Edition = rules.Edition
		return s, &setupError{err: err, state: stateForSetup(pb.Board, s)}
	}
	return s, nil
}

func (a *App) apiCreateGame(c echo.Context) error {
	var in apiNewGame
	if err := bindJSON(c, &in); err != nil {
		return err
	}
	if in.Edition == "" {
		in.Edition = views.DefaultAPIEdition()
	}
	if f := unusedField(in); f != "" {
		return &engine.RuleError{Key: "input.not_this_edition", Args: map[string]any{"field": f}}
	}
	if in.DeckMode == "" {
		in.DeckMode = defaultDeck(in.Edition)
	}
	ed := views.ActionsOf(in.Edition).NewGame
	if in.Mode == "" {
		in.Mode = ed.Mode
	}
	for _, p := range in.Players {
		if p.Neutral {
			return badInput("players: the neutral house is added by Herald")
		}
	}
	ctx := c.Request().Context()
	if ed.NoBoard != "" && in.Board == "" {
		// The edition ships no board: the table's must be named.
		return &choiceError{key: ed.NoBoard, edition: in.Edition}
	}
	rules, pb, ref, err := a.chooseBoard(ctx, in.Edition, in.Board)
	if err != nil {
		return err
	}
	if ed.NoBoard != "" && len(pb.Board.Territories) == 0 {
		// A board the table entered without territories yet.
		return &choiceError{key: "newgame.board_unplayable", ref: ref, names: pb.Board.Names}
	}
	if err := engine.CheckValues(engine.Setup{DeckMode: in.DeckMode, Mode: in.Mode, Rewards: in.Rewards}); err != nil {
		return err
	}
	s, err := a.apiSetup(ctxOf(c).Lang, rules, pb, ref, in)
	if err != nil {
		return err
	}
	id, err := a.createSetup(ctx, ctxOf(c).Lang, in.Name, pb.Board, s)
	if err != nil {
		return err
	}
	gm, err := a.games.load(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, stateJSON(ctxOf(c).Lang, gm))
}

// unusedField names a field of a new game's body that its edition does
// not read ("" when there is none), so nothing the table sent is dropped
// unsaid: an edition without objectives or heroes takes no set-up of them, and
// the editions with their own set-up take the table's deal and deck, not
// Herald's.
func unusedField(in apiNewGame) string {
	rules, ok := engine.RulesetFor(in.Edition)
	if !ok {
		return "" // chooseBoard names the unknown edition
	}
	if f := engine.UndeclaredOption(rules, engine.Setup{Players: in.Players, Options: in.Options}); f != "" {
		return f
	}
	if rules.SetUp != nil {
		switch {
		case in.Deal == "herald":
			return "deal"
		case in.DeckMode == engine.DeckHerald && !views.ActionsOf(in.Edition).NewGame.HeraldDeck:
			return "deck_mode"
		}
		return ""
	}
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"mode", in.Mode != ""}, {"units", len(in.Units) > 0},
		{"colonies", len(in.Colonies) > 0}, {"achievements", len(in.Achievements) > 0}, {"rewards", len(in.Rewards) > 0},
	} {
		if f.set {
			return f.name
		}
	}
	return ""
}

// defaultDeck is the deck of a body without "deck_mode": Herald's, but
// the table's where the edition takes its own set-up from the table
// (Ruleset.SetUp), which may ask for Herald's (APINewGame.HeraldDeck).
func defaultDeck(edition string) string {
	if rules, ok := engine.RulesetFor(edition); ok && rules.SetUp != nil {
		return engine.DeckTable
	}
	return engine.DeckHerald
}

func (a *App) apiGames(c echo.Context) error {
	list, err := a.games.store.Games(c.Request().Context())
	if err != nil {
		return err
	}
	out := []map[string]any{}
	for _, g := range list {
		out = append(out, map[string]any{"id": g.ID, "name": g.Name, "edition": g.Edition, "events": g.Events, "updated_at": g.UpdatedAt,
			"archived": !g.ArchivedAt.IsZero()})
	}
	return c.JSON(http.StatusOK, out)
}

func (a *App) apiState(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	return a.stateFor(c, http.StatusOK, gm)
}

func (a *App) apiEvents(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	stored, err := a.games.store.Events(c.Request().Context(), gm.Meta.ID)
	if err != nil {
		return err
	}
	lang := ctxOf(c).Lang
	out := []map[string]any{}
	for i, se := range stored {
		payload := se.Payload
		switch se.Type {
		case "setup":
			payload = hideDeck(payload)
		case "end_turn":
			payload = withoutField(payload, "draw_key") // says which card Herald's deck gave
		}
		if redact := views.ActionsOf(gm.State.Rules.Edition).APIEvent; redact != nil {
			payload = redact(se.Type, payload)
		}
		if gm.Seated && views.HandPrivate(gm.State) {
			payload = hideHandCards(se.Type, payload)
		}
		var lines []string
		if i < len(gm.History) {
			for _, l := range gm.History[i].Lines {
				lines = append(lines, views.Say(lang, gm.State, l.Key, l.Args))
			}
		}
		out = append(out, map[string]any{"seq": se.Seq, "type": se.Type, "payload": payload, "created_at": se.CreatedAt, "text": lines})
	}
	return c.JSON(http.StatusOK, out)
}

// hideDeck removes the order of Herald's deck from a setup payload, and
// the seed of its reshuffles: the API must not tell anyone which card
// comes next.
func hideDeck(p json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(p, &m) != nil {
		return p
	}
	delete(m, "deck")
	delete(m, "deck_seed")
	out, err := json.Marshal(m)
	if err != nil {
		return p
	}
	return out
}

func (a *App) apiPostEvent(c echo.Context) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	var in apiEvent
	if err := bindJSON(c, &in); err != nil {
		return err
	}
	ctx := c.Request().Context()
	gm, err := a.games.load(ctx, id)
	if err != nil {
		return err
	}
	if in.Type == "setup" {
		return &gameError{err: &engine.RuleError{Key: "event.setup_twice"}, game: gm}
	}
	payload, r := rollAsked(in.Type, in.Payload)
	e, err := engine.Decode(in.Type, payload)
	if err != nil {
		return &gameError{err: err, game: gm}
	}
	if d, ok := e.(engine.EndTurn); ok && d.DrawKey != "" {
		// Herald keys its draws itself: a key sent would choose the card.
		return &gameError{err: engine.Broke("event.unknown_field", "type", in.Type, "field", "draw_key"), game: gm}
	}
	if at, ok := e.(engine.Attack); ok && r.Roll {
		a.roll(gm.State, &at, r.Attackers, r.Defenders)
		at.Attackers, at.Defenders = 0, 0
		e = at
	}
	if err := a.secretDoor(c, gm, e); err != nil {
		return &gameError{err: err, game: gm}
	}
	next, err := a.games.record(ctx, id, in.Seq, e)
	if err != nil {
		return &gameError{err: err, game: next}
	}
	return a.stateFor(c, http.StatusCreated, next)
}

// rollAsked takes the API's own "roll" field out of an attack payload, so
// the rest is decoded strictly as the event.
func rollAsked(typ string, payload json.RawMessage) (json.RawMessage, apiRoll) {
	var r apiRoll
	var m map[string]json.RawMessage
	if typ != "attack" || json.Unmarshal(payload, &m) != nil {
		return payload, r
	}
	if _, ok := m["roll"]; !ok {
		return payload, r
	}
	if json.Unmarshal(payload, &r) != nil {
		return payload, apiRoll{}
	}
	delete(m, "roll")
	out, err := json.Marshal(m)
	if err != nil {
		return payload, apiRoll{}
	}
	return out, r
}

func (a *App) apiUndo(c echo.Context) error { return a.apiLogOp(c, a.games.undo, undone) }

func (a *App) apiRedo(c echo.Context) error { return a.apiLogOp(c, a.games.redo, redone) }

// apiLogOp runs undo or redo on the game as of the body's seq and answers
// with the state.
func (a *App) apiLogOp(c echo.Context, op func(context.Context, int64, int) (*game, error), pick func(*game) (engine.Event, *engine.State)) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	var in struct {
		Seq int `json:"seq"`
	}
	if err := bindJSON(c, &in); err != nil {
		return err
	}
	if err := a.logDoor(c, id, in.Seq, pick); err != nil {
		return err
	}
	gm, err := op(c.Request().Context(), id, in.Seq)
	if err != nil {
		return &gameError{err: err, game: gm}
	}
	return a.stateFor(c, http.StatusOK, gm)
}

// stateJSON is the API's view of a game: the common state, then the
// edition's fields (views.ActionEdition.APIState). It never includes the
// deck order.
func stateJSON(lang string, gm *game) map[string]any {
	st := gm.State
	out := map[string]any{
		"id": gm.Meta.ID, "name": gm.Meta.Name, "edition": gm.Meta.Edition, "board": gm.Meta.Board, "links_open": st.Board.LinksOpen,
		"seq": st.Seq, "turn": st.Turn, "current": st.Current, "phase": st.Phase,
		"players": playersJSON(st), "territories": territoriesJSON(lang, st), "reinforcement": reinforcementJSON(st),
		"hand": handJSON(st), "conquered": st.Conquered, "can_draw": st.CanDraw(), "maneuvers": st.Maneuvers,
		"deck_mode": st.DeckMode, "deck_left": st.DeckLeft(),
		"over": st.Over,
	}
	if add := views.ActionsOf(st.Rules.Edition).APIState; add != nil {
		add(st, out)
	}
	if p := st.Pending; p != nil {
		b := st.Board
		out["pending_conquest"] = map[string]any{
			"from": b.Territories[p.From].ID, "to": b.Territories[p.To].ID, "min": p.Min, "max": st.Units[p.From] - 1,
		}
	}
	if st.Over {
		scores := []map[string]any{}
		for _, sc := range st.Scores {
			scores = append(scores, map[string]any{"player": sc.Player, "territories": sc.Territories, "castles": sc.Castles, "ports": sc.Ports, "total": sc.Total})
		}
		out["scores"], out["winners"], out["end_reason"] = scores, st.Winners, st.EndReason
	}
	return out
}

// playersJSON is every seat with its counts.
func playersJSON(st *engine.State) []map[string]any {
	players := []map[string]any{}
	for i, p := range st.Players {
		players = append(players, map[string]any{
			"index": i, "name": p.Name, "house": p.House, "neutral": p.Neutral, "out": p.Out,
			"cards": len(p.Hand), "territories": st.Count(i), "units": st.UnitsOf(i),
		})
	}
	return players
}

// territoriesJSON is every territory in board order, named in lang.
func territoriesJSON(lang string, st *engine.State) []map[string]any {
	b := st.Board
	terrs := []map[string]any{}
	for t, terr := range b.Territories {
		terrs = append(terrs, map[string]any{
			"id": terr.ID, "name": b.Name(engine.TerritoryID(t), lang), "region": terr.Region,
			"owner": st.Owner[t], "units": st.Units[t], "castle": terr.Castle, "port": terr.Port,
		})
	}
	return terrs
}

// reinforcementJSON is the current player's reinforcement breakdown: by
// source, the trades open, what is left to place and where.
func reinforcementJSON(st *engine.State) map[string]any {
	b, r := st.Board, st.Reinforcement
	regions := []map[string]any{}
	for _, rb := range r.Regions {
		regions = append(regions, map[string]any{"region": rb.Region, "bonus": rb.Bonus})
	}
	trades := []map[string]any{}
	for _, tr := range r.Trades {
		extra := []string{}
		for _, t := range tr.Extra {
			extra = append(extra, b.Territories[t].ID)
		}
		trades = append(trades, map[string]any{"cards": tr.Cards, "value": tr.Value, "extra_territories": extra, "extra_each": st.Rules.TradeExtra})
	}
	reserved := map[string]int{}
	for t, n := range st.Reserved {
		if n > 0 {
			reserved[b.Territories[t].ID] = n
		}
	}
	return map[string]any{
		"territories": r.Territories, "castles": r.Castles, "base": r.Base,
		"regions": regions, "trades": trades, "total": r.Total,
		"to_place": st.ToPlace(), "free": st.Pool, "reserved": reserved, "must_trade": st.MustTrade,
	}
}

// handJSON is the current player's cards with their symbols: a
// territory card by its territory, a card that shows none (a wild card,
// Ruleset.ExtraCards) by its card id alone.
func handJSON(st *engine.State) []map[string]any {
	hand := []map[string]any{}
	for _, cd := range st.Players[st.Current].Hand {
		sym, _, _ := st.CardSymbol(cd)
		if _, extra := st.Rules.ExtraCards[cd]; extra {
			hand = append(hand, map[string]any{"card": cd, "symbol": sym})
			continue
		}
		hand = append(hand, map[string]any{"territory": cd, "symbol": sym})
	}
	return hand
}
