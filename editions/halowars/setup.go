package halowars

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// The set-up of RISK Halo Wars, in two steps: mode, board and players;
// then the board as it stands at the table. Herald pre-fills the second
// step (a Command Room claim at random, units spread evenly, the chart's
// or randomly drawn colonies and achievements) and the table corrects it
// to match its pieces; engine.NewGame checks the result against the
// rulebook.

func init() { views.RegisterSetup(haloSetupEdition{}) }

type haloSetupEdition struct{}

// Form is the two-step set-up of a Halo Wars game: first the
// mode, the board and the players; then the board as it stands at the
// table (owners, units, bases, heroes, colonies, starting cards), which
// Herald pre-fills and the table corrects.
type Form struct {
	Name          string
	Mode          string // ModeBasic or ModeCommand
	WorldConquest bool
	Board         string
	Boards        []views.BoardChoice
	Count         int      // players, 3-5
	Names         []string // per seat, 5 long

	// Step two.
	Grid         bool
	Houses       []string // per seat
	Rows         []views.GridRow
	Bases        []string // per seat
	Heroes       []string // per seat
	StartCard    []bool   // per seat: starts with one card
	Points       []int    // per seat: skulls of that card
	Achievements []string // on the board
	// RewardsByHerald: Herald draws the face-down rewards (Command Room)
	// and keeps them hidden until the achievement is taken.
	RewardsByHerald bool
	Options         []views.TerritoryChoice // for the base and hero selects
}

func (haloSetupEdition) ID() string { return ID }
func (haloSetupEdition) Title(c views.Ctx) string {
	return c.T("ui.new_game_of", "edition", views.EditionName(c.Lang, ID))
}
func (haloSetupEdition) FormAttrs() templ.Attributes {
	return templ.Attributes{"class": "panel stack-form", "data-testid": "new-halo-form"}
}

func (haloSetupEdition) Fields() []string {
	return []string{"name", "mode", "world_conquest", "board", "count", "player", "step", "house_", "achievement",
		"rewards_by_herald", "owner_", "units_", "colony_", "base_", "hero_", "skulls_"}
}

func (haloSetupEdition) Blank(env views.SetupEnv) views.SetupForm {
	return &Form{Mode: ModeBasic, Count: 3, Names: make([]string, 5), Boards: env.Boards, Board: Rules.Board}
}

func (haloSetupEdition) Read(form url.Values, env views.SetupEnv) views.SetupForm {
	f := &Form{
		Name: strings.TrimSpace(form.Get("name")), Mode: form.Get("mode"), Board: form.Get("board"),
		WorldConquest: form.Get("world_conquest") == "1", Names: views.SeatNames(form), Boards: env.Boards,
	}
	if f.Mode != ModeCommand {
		f.Mode = ModeBasic
	}
	f.Count, _ = strconv.Atoi(form.Get("count"))
	return f
}

func (haloSetupEdition) Next(form url.Values, sf views.SetupForm, env views.SetupEnv) (*views.SetupDone, error) {
	f := sf.(*Form)
	b, ref, err := env.Board(f.Board)
	if err != nil {
		return nil, err
	}
	f.Board = ref
	if err := views.SeatsNamed(f.Names, f.Count); err != nil {
		return nil, err
	}
	if form.Get("step") != "create" {
		f.prefill(b, env.Intn)
		return nil, nil
	}
	s := f.readGrid(b, form, env.Intn)
	s.Board = ref
	return &views.SetupDone{Name: f.Name, Board: b, Setup: s}, nil
}

// gridBase fills what both steps of the grid share: armies, seats, the
// territory list for the selects.
func (f *Form) gridBase(b *engine.Board) {
	f.Grid = true
	f.Houses = Rules.Houses(f.Count)
	f.Bases, f.Heroes = make([]string, f.Count), make([]string, f.Count)
	f.StartCard, f.Points = make([]bool, f.Count), make([]int, f.Count)
	for i := range f.Count {
		// "Covenant (Purple) player starts with one card" (3 players,
		// Basic Training); the 3rd and 4th of 4, the 4th and 5th of 5.
		f.StartCard[i] = (f.Count == 3 && f.Mode == ModeBasic && i == 2) || (f.Count == 4 && i >= 2) || (f.Count == 5 && i >= 3)
	}
	f.Rows, f.Options = views.TerritoryGrid(b, "en")
}

// prefill proposes a board: territories claimed one at a time round the
// table in random order, one unit each and the rest spread evenly, base
// and hero on each player's first territory; the chart's colonies and
// achievements in Basic Training, 15 colonies and 4 + 4 achievements
// drawn at random in Command Room.
func (f *Form) prefill(b *engine.Board, intn func(int) int) {
	f.gridBase(b)
	want := make([]int, f.Count)
	for i := range f.Count {
		want[i] = StartUnits(f.Count, engine.Faction(f.Houses[i]))
	}
	owner, units, mine := views.ClaimRound(intn, len(f.Rows), want, func(int) int { return 1 })
	for r := range f.Rows {
		f.Rows[r].Owner, f.Rows[r].Units = owner[r], units[r]
	}
	for seat, rows := range mine {
		if len(rows) > 0 {
			f.Bases[seat], f.Heroes[seat] = f.Rows[rows[0]].ID, f.Rows[rows[0]].ID
		}
	}
	var colonies []string
	if f.Mode == ModeBasic {
		colonies = BasicColonies(f.Count)
		f.Achievements = BasicAchievements(f.Count)
	} else {
		ids := make([]string, len(f.Rows))
		for i, r := range f.Rows {
			ids[i] = r.ID
		}
		views.Shuffle(intn, ids)
		colonies = ids[:min(15, len(ids))]
		f.Achievements = views.DrawByTier(intn, AchievementOrder, Rules, Heroic, Legendary)
		f.RewardsByHerald = true
	}
	for i := range f.Rows {
		f.Rows[i].Colony = slices.Contains(colonies, f.Rows[i].ID)
	}
}

// readGrid turns the second step into the Setup event, keeping what was
// entered in f for a re-render.
func (f *Form) readGrid(b *engine.Board, form url.Values, intn func(int) int) engine.Setup {
	get := func(k string) string { return views.FirstValue(form, k) }
	f.gridBase(b)
	// Command Room: "High roller chooses a faction" and "Whoever rolls
	// highest secures the first turn": the table sets the seats' armies.
	if f.Mode == ModeCommand {
		for i := range f.Count {
			if h := get("house_" + strconv.Itoa(i)); h != "" {
				f.Houses[i] = h
			}
		}
	}
	f.Achievements = form["achievement"]
	f.RewardsByHerald = get("rewards_by_herald") == "1"
	s := engine.Setup{
		Edition: ID, Mode: f.Mode, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Achievements: f.Achievements,
		Options: engine.OptionsOf(Options{WorldConquest: f.WorldConquest}),
	}
	for i := range f.Rows {
		r := &f.Rows[i]
		r.Owner, _ = strconv.Atoi(get("owner_" + r.ID))
		r.Units, _ = strconv.Atoi(get("units_" + r.ID))
		r.Colony = get("colony_"+r.ID) == "1"
		s.Owners[r.ID], s.Units[r.ID] = r.Owner, r.Units
		if r.Colony {
			s.Colonies = append(s.Colonies, r.ID)
		}
	}
	for i := range f.Count {
		f.Bases[i], f.Heroes[i] = get("base_"+strconv.Itoa(i)), get("hero_"+strconv.Itoa(i))
		p := engine.PlayerSetup{Name: f.Names[i], House: f.Houses[i], Base: f.Bases[i], Hero: f.Heroes[i]}
		if f.StartCard[i] {
			f.Points[i], _ = strconv.Atoi(get("skulls_" + strconv.Itoa(i)))
			p.Points = []int{f.Points[i]}
		}
		s.Players = append(s.Players, p)
	}
	if f.Mode == ModeCommand && f.RewardsByHerald {
		s.Rewards = drawRewards(intn, f.Achievements)
	}
	return s
}

// drawRewards lays the reward tokens face down, one of its tier on each
// achievement ("Place Rewards").
func drawRewards(intn func(int) int, achievements []string) map[string]string {
	pool := map[string][]string{}
	for tier, rs := range Rewards {
		pool[tier] = slices.Clone(rs)
		views.Shuffle(intn, pool[tier])
	}
	out := map[string]string{}
	for _, id := range achievements {
		tier := Rules.Objectives[id].Tier
		if len(pool[tier]) == 0 {
			return nil // not 4 + 4: NewGame says so
		}
		out[id], pool[tier] = pool[tier][0], pool[tier][1:]
	}
	return out
}

// haloHouses is the armies of a player count in seat order.
func haloHouses(n int) []string { return Rules.Houses(n) }

// unitsNote says where the starting units come from. The rulebook fixes
// them for Command Room ("Count Units") and for 4 and 5 players ("TEAM
// PLAY", Starting Units: "Each player starts with 25 units"; "Flood starts
// with 30 units. UNSC and Covenant teammates start with 20 units each"),
// and Herald checks them there. Basic Training with 3 players places "all
// units designated by color, using the chart": the chart is a picture
// whose numbers are not in the rulebook's text, so the numbers are the
// table's and Herald checks no total.
func unitsNote(f *Form) string {
	switch {
	case f.Mode == ModeBasic && f.Count == 3:
		return "newhalo.units_chart"
	case f.Count >= 4:
		return "newhalo.units_team"
	}
	return "newhalo.units_command"
}

// Part is the Halo Wars part of the form.
func (f *Form) Part(c views.Ctx) templ.Component {
	if f.Grid {
		return haloStepTwo(c, f)
	}
	return haloStepOne(c, f)
}
