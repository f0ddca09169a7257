package views

import (
	"errors"
	"net/url"
	"slices"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
)

// The one set-up flow: GET /games/new?edition=<id> shows the edition's
// form in the page skeleton (SetupPage), POST /games reads it back, and
// the edition decides whether the next step is another look at the form
// (the board as it stands, a deal to enter) or the Setup event to check
// and store. The handler never names an edition: it asks the registry.
// Each edition's part lives in one file, setup_<id>.go (+ .templ), so it
// can move into the edition's own package.

// SetupEdition is what an edition supplies to the set-up flow.
type SetupEdition interface {
	// ID is the edition's id (engine.Setup.Edition).
	ID() string
	// Title is the page's heading, in c's language.
	Title(c Ctx) string
	// FormAttrs are the form element's class and data-testid.
	FormAttrs() templ.Attributes
	// Fields are the form fields the edition reads besides "edition"; a
	// name ending in "_" stands for every field it begins (owner_<id>).
	Fields() []string
	// Blank is the form as first shown.
	Blank(env SetupEnv) SetupForm
	// Read keeps what the table entered, for the next rendering.
	Read(form url.Values, env SetupEnv) SetupForm
	// Next checks the form and goes on: a form to show again (done nil)
	// or the set-up to start. An error is shown on the form f; done, when
	// given with an error, names its players and board in the sentence.
	Next(form url.Values, f SetupForm, env SetupEnv) (done *SetupDone, err error)
}

// SetupForm is one edition's form as the table filled it.
type SetupForm interface {
	// Part is the edition's part of the page, in the skeleton's slot.
	Part(c Ctx) templ.Component
}

// SetupDone is a set-up ready to be checked against the rulebook
// (engine.NewGame) and stored.
type SetupDone struct {
	Name  string // the game's name as typed; "" lets Herald name it
	Board *engine.Board
	Setup engine.Setup
	// Checked is a refusal the form itself found (a half-entered pair);
	// it is shown instead of starting the game.
	Checked error
}

// SetupEnv is what the flow lends an edition: the boards it is offered,
// a way to resolve one, and Herald's dice.
type SetupEnv struct {
	Lang   string
	Boards []BoardChoice // the edition's boards, shipped first
	// Board resolves a board reference of the edition ("" for the shipped
	// one) to the board and its reference, or a refusal in words.
	Board func(ref string) (*engine.Board, string, error)
	// Intn is a uniform int in [0, n) from Herald's dice source.
	Intn func(n int) int
}

// ErrBoardUnplayable matches (errors.Is) a refusal of SetupEnv.Board for
// a board that cannot be played as it is.
var ErrBoardUnplayable = errors.New("board cannot be played as it is")

var setups []SetupEdition

// RegisterSetup adds an edition's set-up to the flow; the choice page
// lists them in the order registered.
func RegisterSetup(e SetupEdition) {
	if _, ok := SetupFor(e.ID()); ok {
		panic("views: set-up registered twice: " + e.ID())
	}
	setups = append(setups, e)
}

// SetupFor is the set-up of the edition id.
func SetupFor(id string) (SetupEdition, bool) {
	for _, e := range setups {
		if e.ID() == id {
			return e, true
		}
	}
	return nil, false
}

// SetupEditions are the registered set-ups in order.
func SetupEditions() []SetupEdition { return slices.Clone(setups) }

// Refusal is a set-up refusal in the catalogue's words.
func Refusal(key string, kv ...any) error {
	args := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		args[kv[i].(string)] = kv[i+1]
	}
	return &engine.RuleError{Key: key, Args: args}
}

// Shuffle puts xs in a uniformly random order with intn (Fisher-Yates).
func Shuffle[T any](intn func(int) int, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// FirstValue is the first value of k, "" when there is none.
func FirstValue(form url.Values, k string) string {
	if v := form[k]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// SeatNames are the first 5 values of "player", trimmed, 5 long.
func SeatNames(form url.Values) []string {
	out := make([]string, 5)
	for i, n := range form["player"] {
		if i < 5 {
			out[i] = strings.TrimSpace(n)
		}
	}
	return out
}

// ClaimRound proposes a claim: territories taken one at a time round the
// seats in random order with first units each, then each seat's rest
// (want[seat] minus what it placed) spread evenly over its territories.
// It returns the owner and units per row and each seat's rows in the
// order claimed.
func ClaimRound(intn func(int) int, rows int, want []int, first func(seat int) int) (owner, units []int, mine [][]int) {
	order := make([]int, rows)
	for i := range order {
		order[i] = i
	}
	Shuffle(intn, order)
	owner, units = make([]int, rows), make([]int, rows)
	left := slices.Clone(want)
	mine = make([][]int, len(want))
	for k, r := range order {
		seat := k % len(want)
		owner[r], units[r] = seat, first(seat)
		left[seat] -= units[r]
		mine[seat] = append(mine[seat], r)
	}
	for seat, rs := range mine {
		for k := 0; left[seat] > 0 && len(rs) > 0; k++ {
			units[rs[k%len(rs)]]++
			left[seat]--
		}
	}
	return owner, units, mine
}

// SeatsNamed checks a count of 3-5 players and a name for each seat.
func SeatsNamed(names []string, count int) error {
	if count < 3 || count > 5 {
		return Refusal("setup.player_count", "min", 3, "max", 5, "count", count)
	}
	for i := range count {
		if names[i] == "" {
			return Refusal("setup.no_name", "seat", i+1)
		}
	}
	return nil
}

// TerritoryChoice is one territory of a select.
type TerritoryChoice struct{ ID, Name string }

// GridRow is one territory of a set-up grid.
type GridRow struct {
	ID, Name, Region string
	Owner, Units     int
	Colony           bool
}

// TerritoryGrid lists a board's territories for a set-up grid and its
// selects, named (with their region) in lang.
func TerritoryGrid(b *engine.Board, lang string) ([]GridRow, []TerritoryChoice) {
	var rows []GridRow
	var options []TerritoryChoice
	for _, t := range b.Territories {
		options = append(options, TerritoryChoice{ID: t.ID, Name: t.Names.In(lang)})
		region := ""
		if i, ok := b.RegionIndex(t.Region); ok {
			region = b.Regions[i].Names.In(lang)
		}
		rows = append(rows, GridRow{ID: t.ID, Name: t.Names.In(lang), Region: region})
	}
	return rows, options
}

// DrawByTier draws 4 objectives of each tier at random, in the tiers'
// order (4 achievements of each of two tiers, or 4 main and 4 side
// missions).
func DrawByTier(intn func(int) int, order []string, rules *engine.Ruleset, tiers ...string) []string {
	var out []string
	for _, tier := range tiers {
		var ids []string
		for _, id := range order {
			if rules.Objectives[id].Tier == tier {
				ids = append(ids, id)
			}
		}
		Shuffle(intn, ids)
		out = append(out, ids[:4]...)
	}
	return out
}

// DealtSetup turns players into the Setup event of a dealt game on board:
// the neutral house for 2 players, Herald's deal ("herald" or "") or the
// table's owners ("table"), Herald's deck where asked for. The setup
// names the board by ref, so a later version of a table's board never
// changes a running game. The API sets up such games with it too.
func DealtSetup(rules *engine.Ruleset, board *engine.Board, ref string, players []engine.PlayerSetup, deal, deck string, owners map[string]int, intn func(int) int) (engine.Setup, error) {
	s := engine.Setup{Edition: rules.Edition, Board: ref, Players: slices.Clone(players), DeckMode: deck}
	counts, neutral := rules.Deal(len(players))
	if counts == nil {
		return s, &engine.RuleError{Key: "setup.player_count", Args: map[string]any{"min": rules.MinPlayers, "max": rules.MaxPlayers, "count": len(players)}}
	}
	if neutral > 0 {
		// "Gefecht: Spielaufbau" 4: with 2 players a third house is neutral.
		for _, h := range rules.Houses(len(players) + 1) {
			if !slices.ContainsFunc(players, func(p engine.PlayerSetup) bool { return p.House == h }) {
				s.Players = append(s.Players, engine.PlayerSetup{Name: "Neutral", House: h, Neutral: true})
				break
			}
		}
	}
	switch deal {
	case "table":
		s.Owners = owners
	case "", "herald":
		s.Owners = dealTerritories(board, append(counts, neutral), intn)
	default:
		return s, &engine.RuleError{Key: "event.unknown_value", Args: map[string]any{"field": "deal", "value": deal}}
	}
	if deck == engine.DeckHerald {
		s.Deck = engine.ShuffleDeck(board, rules, intn)
	}
	_, err := engine.NewGame(board, s)
	return s, err
}

// dealTerritories shuffles the territory cards and deals them by the
// counts. A table's board with fewer territories than the counts runs
// out early; engine.NewGame then says whose count is off.
func dealTerritories(b *engine.Board, counts []int, intn func(int) int) map[string]int {
	ids := make([]string, len(b.Territories))
	for i, t := range b.Territories {
		ids[i] = t.ID
	}
	Shuffle(intn, ids)
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

// Exported for the editions' set-up files, which will live in their own
// packages.

// Itoa is n in decimal.
func Itoa(n int) string { return itoa(n) }

// House is an army's name (house, faction) in c's language.
func (c Ctx) House(h string) string { return c.house(h) }

// LeaderName is the name of an army's leader in c's language.
func (c Ctx) LeaderName(h string) string { return c.leaderName(h) }

// BoardLabel is what a board select shows for b.
func (c Ctx) BoardLabel(b BoardChoice) string { return c.boardLabel(b) }

// GridMark is a sign of a set-up grid and the key of its meaning.
type GridMark struct{ Sign, Key string }
