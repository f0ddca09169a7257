package got

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// The set-up of RISK Game of Thrones – Skirmish: board, players and their
// houses, who deals the territories and the deck; when the table deals,
// a second look at the form enters its deal on the chosen board.

func init() { views.RegisterSetup(setupEdition{}) }

type setupEdition struct{}

// SetupForm is what the Game of Thrones form holds, for re-rendering it.
type SetupForm struct {
	Board    string              // the chosen board reference
	Boards   []views.BoardChoice // the boards of the edition
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

func (setupEdition) ID() string { return ID }
func (setupEdition) Title(c views.Ctx) string {
	return c.T("ui.new_game_of", "edition", views.EditionName(c.Lang, ID))
}

// ButtonID is the home page's first button, the plain "new game".
func (setupEdition) ButtonID() string { return "new-game" }

func (setupEdition) FormAttrs() templ.Attributes {
	return templ.Attributes{"class": "panel", "id": "new-game", "data-testid": "new-game-form"}
}

func (setupEdition) Fields() []string {
	return []string{"name", "board", "player", "house", "deal", "deck", "step", "deal_board", "owner_"}
}

func (setupEdition) Blank(env views.SetupEnv) views.SetupForm {
	return &SetupForm{
		Board: Rules.Board, Boards: env.Boards, Names: make([]string, 5),
		Houses: slices.Clone(Houses),
		Deal:   "herald", DeckMode: engine.DeckHerald,
	}
}

func (e setupEdition) Read(form url.Values, env views.SetupEnv) views.SetupForm {
	f := e.Blank(env).(*SetupForm)
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
func (f *SetupForm) players() []engine.PlayerSetup {
	var out []engine.PlayerSetup
	for i, n := range f.Names {
		if n := strings.TrimSpace(n); n != "" {
			out = append(out, engine.PlayerSetup{Name: n, House: f.Houses[i]})
		}
	}
	return out
}

func (setupEdition) Next(form url.Values, sf views.SetupForm, env views.SetupEnv) (*views.SetupDone, error) {
	f := sf.(*SetupForm)
	board, ref, err := env.Board(f.Board)
	if err != nil {
		return nil, err
	}
	rules := Rules
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
	s, err := views.DealtSetup(rules, board, ref, players, f.Deal, f.DeckMode, owners, env.Intn)
	if err != nil && f.Deal == "table" && len(players) >= 2 {
		f.dealStep(env.Lang, rules, players, board, ref, owners)
	}
	return &views.SetupDone{Name: f.Name, Board: board, Setup: s}, err
}

// dealStep prepares the deal-entry grid of the form for board.
func (f *SetupForm) dealStep(lang string, rules *engine.Ruleset, players []engine.PlayerSetup, b *engine.Board, ref string, owners map[string]int) {
	f.DealStep, f.DealBoard, f.Players = true, ref, nil
	for _, p := range players {
		f.Players = append(f.Players, p.Name)
	}
	if _, neutral := rules.Deal(len(players)); neutral > 0 {
		f.Players = append(f.Players, views.Ctx{Lang: lang}.T("ui.neutral"))
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
func (f *SetupForm) Part(c views.Ctx) templ.Component { return options(c, f) }
