package views

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
)

// The set-up of RISK Game of Thrones – Skirmish: board, players and their
// houses, who deals the territories and the deck; when the table deals,
// a second look at the form enters its deal on the chosen board.

func init() { RegisterSetup(gotSetupEdition{}) }

type gotSetupEdition struct{}

// GoTSetupForm is what the Game of Thrones form holds, for re-rendering it.
type GoTSetupForm struct {
	Board    string        // the chosen board reference
	Boards   []BoardChoice // the boards of the edition
	Name     string
	Names    []string // 5 seats
	Houses   []string // 5 seats
	Deal     string   // "herald" or "table"
	DeckMode string   // engine.DeckHerald or engine.DeckTable
	// Deal entry step: set once the players are known and the table deals.
	DealStep    bool
	DealBoard   string // the board the grid was made for
	Territories []DealRow
	Players     []string // names in seat order, neutral last
}

// DealRow is one territory in the deal-entry grid.
type DealRow struct {
	ID, Name string
	Owner    int
}

func (gotSetupEdition) ID() string         { return engine.EditionGoT }
func (gotSetupEdition) Title(c Ctx) string { return c.T("ui.new_game") }
func (gotSetupEdition) FormAttrs() templ.Attributes {
	return templ.Attributes{"class": "panel", "id": "new-game", "data-testid": "new-game-form"}
}

func (gotSetupEdition) Fields() []string {
	return []string{"name", "board", "player", "house", "deal", "deck", "step", "deal_board", "owner_"}
}

func (gotSetupEdition) Blank(env SetupEnv) SetupForm {
	return &GoTSetupForm{
		Board: engine.GoT.Board, Boards: env.Boards, Names: make([]string, 5),
		Houses: []string{engine.Stark, engine.Baratheon, engine.Lannister, engine.Tyrell, engine.Martell},
		Deal:   "herald", DeckMode: engine.DeckHerald,
	}
}

func (e gotSetupEdition) Read(form url.Values, env SetupEnv) SetupForm {
	f := e.Blank(env).(*GoTSetupForm)
	if b := form.Get("board"); b != "" {
		f.Board = b
	}
	f.Name, f.Deal, f.DeckMode = form.Get("name"), form.Get("deal"), form.Get("deck")
	names, houses := form["player"], form["house"]
	for i := 0; i < 5 && i < len(names); i++ {
		f.Names[i] = names[i]
		if i < len(houses) {
			f.Houses[i] = houses[i]
		}
	}
	return f
}

// players are the seats with a name, in turn order.
func (f *GoTSetupForm) players() []engine.PlayerSetup {
	var out []engine.PlayerSetup
	for i, n := range f.Names {
		if n := strings.TrimSpace(n); n != "" {
			out = append(out, engine.PlayerSetup{Name: n, House: f.Houses[i]})
		}
	}
	return out
}

func (gotSetupEdition) Next(form url.Values, sf SetupForm, env SetupEnv) (*SetupDone, error) {
	f := sf.(*GoTSetupForm)
	board, ref, err := env.Board(f.Board)
	if err != nil {
		return nil, err
	}
	rules := engine.GoT
	players := f.players()
	var owners map[string]int
	if f.Deal == "table" {
		// The grid is for one board: a board changed on the deal step
		// gets its own grid first.
		if form.Get("step") != "deal" || form.Get("deal_board") != ref {
			f.dealStep(env.Lang, rules, players, board, ref, nil)
			return nil, nil
		}
		owners = map[string]int{}
		for _, t := range board.Territories {
			if seat, err := strconv.Atoi(form.Get("owner_" + t.ID)); err == nil {
				owners[t.ID] = seat
			}
		}
	}
	s, err := DealtSetup(rules, board, ref, players, f.Deal, f.DeckMode, owners, env.Intn)
	if err != nil && f.Deal == "table" && len(players) >= 2 {
		f.dealStep(env.Lang, rules, players, board, ref, owners)
	}
	return &SetupDone{Name: f.Name, Board: board, Setup: s}, err
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

// dealStep prepares the deal-entry grid of the form for board.
func (f *GoTSetupForm) dealStep(lang string, rules *engine.Ruleset, players []engine.PlayerSetup, b *engine.Board, ref string, owners map[string]int) {
	f.DealStep, f.DealBoard, f.Players = true, ref, nil
	for _, p := range players {
		f.Players = append(f.Players, p.Name)
	}
	if _, neutral := rules.Deal(len(players)); neutral > 0 {
		f.Players = append(f.Players, Ctx{Lang: lang}.T("ui.neutral"))
	}
	f.Territories = nil
	for _, t := range b.Territories {
		row := DealRow{ID: t.ID, Name: t.Names.In(lang), Owner: -1}
		if o, ok := owners[t.ID]; ok {
			row.Owner = o
		}
		f.Territories = append(f.Territories, row)
	}
	slices.SortFunc(f.Territories, func(x, y DealRow) int { return strings.Compare(x.Name, y.Name) })
}

// Part is the Game of Thrones part of the form.
func (f *GoTSetupForm) Part(c Ctx) templ.Component { return gotOptions(c, f) }
