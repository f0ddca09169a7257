package classic

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// The set-up form of classic RISK in the one set-up flow: players (2-6)
// and their colours, who deals the territories (Herald or the table) and
// the deck; then the board as it stands after the placement: each
// territory's owner (filled in when Herald dealt) and armies, which
// setUp checks against the starting armies (2 players: the neutral's 40
// too).

func init() { views.RegisterSetup(setupEdition{}) }

type setupEdition struct{}

// Form is the classic form as the table filled it.
type Form struct {
	Name     string
	Names    []string // 6 seats
	Houses   []string // 6 seats
	Deal     string   // "herald" or "table"
	DeckMode string   // engine.DeckHerald or engine.DeckTable
	// Variant is the rulebook's game (variant.go); MissionDeal who deals
	// Secret Mission's cards.
	Variant, MissionDeal string
	Fortify              string // FortifyAdjacent or FortifyConnected
	// The board step: set once the players are known.
	BoardStep bool
	Players   []string // names in seat order, neutral last
	Rows      []views.GridRow
	Armies    int // each player's starting armies
	// Capital RISK: each seat's capital (territory id, "" not chosen)
	// and the territories to choose from.
	Capitals []string
	Choices  []views.TerritoryChoice
	// board and seats draw the board step's picture (views.ClaimPicture).
	board *engine.Board
	seats []engine.PlayerSetup
}

func (setupEdition) ID() string { return Edition }
func (setupEdition) Title(c views.Ctx) string {
	return c.T("ui.new_game_of", "edition", views.EditionName(c.Lang, Edition))
}
func (setupEdition) FormAttrs() templ.Attributes {
	return templ.Attributes{"class": "panel", "id": "new-game", "data-testid": "new-game-form"}
}

func (setupEdition) Fields() []string {
	return []string{"name", "player", "house", "deal", "deck", "variant", "mission_deal", "fortify", "step", "owner_", "units_", "capital_"}
}

func (setupEdition) Blank(views.SetupEnv) views.SetupForm {
	return &Form{Names: make([]string, 6), Houses: houses(6), Deal: "herald", DeckMode: engine.DeckHerald, Variant: VariantDomination, Fortify: DefaultFortify}
}

func (e setupEdition) Read(form url.Values, env views.SetupEnv) views.SetupForm {
	f := e.Blank(env).(*Form)
	f.Name, f.Deal, f.DeckMode = form.Get("name"), form.Get("deal"), form.Get("deck")
	f.MissionDeal = form.Get("mission_deal")
	if v := form.Get("variant"); v != "" {
		f.Variant = v
	}
	if r := form.Get("fortify"); r != "" {
		f.Fortify = r
	}
	names, colours := form["player"], form["house"]
	for i := 0; i < 6 && i < len(names); i++ {
		f.Names[i] = names[i]
		if i < len(colours) {
			f.Houses[i] = colours[i]
		}
	}
	return f
}

// players are the seats with a name, in turn order, and for 2 players
// the neutral army (withNeutral).
func (f *Form) players() []engine.PlayerSetup {
	var out []engine.PlayerSetup
	for i, n := range f.Names {
		if n := strings.TrimSpace(n); n != "" {
			out = append(out, engine.PlayerSetup{Name: n, House: f.Houses[i]})
		}
	}
	return withNeutral(out)
}

// withNeutral adds to 2 players the neutral army in the first colour
// nobody plays ("RISK for 2 players": "either of you selects a third set
// to be neutral"), as the set-up page and the API both do.
func withNeutral(players []engine.PlayerSetup) []engine.PlayerSetup {
	if len(players) != 2 {
		return players
	}
	for _, c := range Colours {
		if c != players[0].House && c != players[1].House {
			return append(slices.Clone(players), engine.PlayerSetup{Name: "Neutral", House: c, Neutral: true})
		}
	}
	return players
}

// Two reports whether the board step is the 2-player game's: two seats
// and the neutral army.
func (f *Form) Two() bool { return len(f.Players) == 3 && f.Armies == InitialArmies(2) }

func (setupEdition) Next(form url.Values, sf views.SetupForm, env views.SetupEnv) (*views.SetupDone, error) {
	f := sf.(*Form)
	board, ref, err := env.Board("")
	if err != nil {
		return nil, err
	}
	players := f.players()
	if n := len(players) - countNeutral(players); n < Rules.MinPlayers || n > Rules.MaxPlayers {
		return nil, views.Refusal("setup.player_count", "min", Rules.MinPlayers, "max", Rules.MaxPlayers, "count", n)
	}
	if form.Get("step") != "board" {
		f.boardStep(env, board, players)
		return nil, nil
	}
	s := engine.Setup{Edition: Edition, Board: ref, Players: players, DeckMode: f.DeckMode,
		Owners: map[string]int{}, Units: map[string]int{}}
	if err := WithFortify(&s, f.Fortify); err != nil {
		return nil, err
	}
	if err := f.readVariant(&s); err != nil {
		return nil, err
	}
	f.readCapitals(form, &s)
	for _, t := range board.Territories {
		if o, err := strconv.Atoi(form.Get("owner_" + t.ID)); err == nil {
			s.Owners[t.ID] = o
		}
		if u, err := strconv.Atoi(form.Get("units_" + t.ID)); err == nil {
			s.Units[t.ID] = u
		}
	}
	if s.DeckMode == engine.DeckHerald {
		s.Deck, s.DeckSeed = engine.ShuffleDeck(board, Rules, env.Intn), engine.NewDeckSeed()
	}
	f.missions(&s, env.Intn)
	_, err = engine.NewGame(board, s)
	if err != nil {
		f.boardStep(env, board, players)
		f.fill(s)
	}
	return &views.SetupDone{Name: f.Name, Board: board, Setup: s}, err
}

// missions sets the Secret Mission options and, when Herald deals the
// cards, deals them face down; world domination keeps a set-up without
// options, as before the variant.
func (f *Form) missions(s *engine.Setup, intn func(int) int) {
	if f.Variant != VariantSecretMission {
		return
	}
	deal := MissionDealHerald
	if f.MissionDeal == MissionDealTable {
		deal = MissionDealTable
	}
	// readVariant put the variant in already.
	if engine.EditOptions(&s.Options, func(o *Options) { o.MissionDeal = deal }) != nil {
		return
	}
	if deal == MissionDealHerald {
		DealMissions(s, intn)
	}
}

func countNeutral(ps []engine.PlayerSetup) int {
	n := 0
	for _, p := range ps {
		if p.Neutral {
			n++
		}
	}
	return n
}

// boardStep prepares the grid: owners dealt by Herald (at random, by
// Deal's counts) or left for the table, one army each.
func (f *Form) boardStep(env views.SetupEnv, b *engine.Board, players []engine.PlayerSetup) {
	f.BoardStep, f.Players, f.board, f.seats = true, nil, b, players
	for _, p := range players {
		f.Players = append(f.Players, p.Name)
	}
	f.Armies = InitialArmies(len(players) - countNeutral(players))
	f.Rows, f.Choices = views.TerritoryGrid(b, env.Lang)
	f.Capitals = make([]string, len(players)-countNeutral(players))
	owner := make([]int, len(f.Rows))
	for i := range owner {
		owner[i] = -1
	}
	if f.Deal != "table" {
		per, neutral := Deal(len(players) - countNeutral(players))
		order := make([]int, len(f.Rows))
		for i := range order {
			order[i] = i
		}
		views.Shuffle(env.Intn, order)
		k := 0
		for seat, n := range append(per, neutral) {
			for ; n > 0 && k < len(order); n-- {
				owner[order[k]] = seat
				k++
			}
		}
	}
	for i := range f.Rows {
		f.Rows[i].Owner, f.Rows[i].Units = owner[i], 1
	}
	if f.Deal != "table" {
		f.spreadArmies(len(players))
	}
}

// spreadArmies proposes, for a deal by Herald, every seat's starting
// armies spread one by one over its territories (the neutral's too), so
// the form as shown is a valid board; the table corrects it to where its
// players placed them.
func (f *Form) spreadArmies(seats int) {
	for seat := range seats {
		var mine []int
		for i, r := range f.Rows {
			if r.Owner == seat {
				mine = append(mine, i)
			}
		}
		for k := 0; len(mine) > 0 && k < f.Armies-len(mine); k++ {
			f.Rows[mine[k%len(mine)]].Units++
		}
	}
}

// readVariant puts the variant into the set-up; world domination keeps
// the set-up as it was before the option (no option stored).
func (f *Form) readVariant(s *engine.Setup) error {
	if f.Variant == VariantDomination {
		return nil
	}
	return engine.EditOptions(&s.Options, func(o *Options) { o.Variant = f.Variant })
}

// readCapitals puts each seat's capital in Capital RISK (the board step's
// "capital_<seat>") into the set-up.
func (f *Form) readCapitals(form url.Values, s *engine.Setup) {
	for i := range s.Players {
		if id := form.Get("capital_" + strconv.Itoa(i)); id != "" {
			s.Players[i].Options = engine.OptionsOf(SeatOptions{Capital: id})
		}
	}
}

// placeStep, placePlayers and placeRhythm are the placement's rhythm
// after the claims, which the claim round (static/app.js, nextArmy)
// follows and holds the table to (a + or a tap on the picture out of the
// rhythm is refused, naming the player whose army comes next):
//
//   - classic 1993, "Initial army placement": "After all 42 territories
//     are claimed, each player in turn places one additional army onto any
//     territory he or she already occupies. Continue in this way until
//     everyone has run out of armies." One army at a time round the
//     table, going on from the claims (no rhythm: the seat with the
//     fewest armies on the board, the earliest on a tie, among those
//     with armies left).
//   - "RISK for 2 players", Setup 3: "you and your opponent take turns
//     placing your remaining armies: Place 2 Infantry onto any 1 or 2 of
//     the territories you occupy. Then place 1 'neutral' army onto any
//     'neutral' territory": turns of 3 armies (placeStep), the 2 seats
//     taking turns (placePlayers), the armies of two turns by owner
//     (placeRhythm: the first player's 2, the neutral's, the second
//     player's 2, the neutral's).
func (f *Form) placeStep() int {
	if f.Two() {
		return 3
	}
	return 1
}

func (f *Form) placePlayers() int {
	if f.Two() {
		return 2
	}
	return len(f.Players)
}

func (f *Form) placeRhythm() string {
	if f.Two() {
		return "0 0 2 1 1 2"
	}
	return ""
}

// placeTurn is the sentence of whose placement it is, "{player}" left
// for the claim round to fill: an army of the player's own.
func (f *Form) placeTurn(c views.Ctx) string {
	if f.Two() {
		return c.T("classic.ui.place_turn_two", "player", "{player}")
	}
	return c.T("classic.ui.place_turn", "player", "{player}")
}

// fill shows what the table entered, after a refusal.
func (f *Form) fill(s engine.Setup) {
	for i, p := range s.Players {
		var o SeatOptions
		if engine.ReadOptions(p.Options, &o) == nil && i < len(f.Capitals) {
			f.Capitals[i] = o.Capital
		}
	}
	for i, r := range f.Rows {
		if o, ok := s.Owners[r.ID]; ok {
			f.Rows[i].Owner = o
		}
		if u, ok := s.Units[r.ID]; ok {
			f.Rows[i].Units = u
		}
	}
}

// Part is the classic part of the form.
func (f *Form) Part(c views.Ctx) templ.Component { return options(c, f) }
