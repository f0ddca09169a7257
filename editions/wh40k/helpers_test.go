package wh40k_test

// Helpers of the Warhammer 40,000 rule tests, copied from the engine's
// shared harness (engine/harness_test.go, fixtures_test.go): a game on the
// table's Vigilus whose position is set with one correction, and the
// moves most tests make.

import (
	"errors"
	"slices"
	"testing"

	"herald/editions/got"
	"herald/editions/wh40k"
	"herald/engine"
	"herald/maps"
)

// Players by seat.
const (
	anna = iota
	ben
	carla
	dirk
	eva
)

func id(t testing.TB, b *engine.Board, name string) engine.TerritoryID {
	t.Helper()
	x, ok := b.Lookup(name)
	if !ok {
		t.Fatalf("no territory %q", name)
	}
	return x
}

// game is a test game whose position is set with one correction.
type game struct {
	t *testing.T
	b *engine.Board
	s *engine.State
}

// haloPosition gives every territory to owner rest with 1 unit, then the
// listed ones as {owner, units}; heroes stand where listed (player ->
// territory) and leave the board where their territory changed hands.
func (g *game) haloPosition(rest int, terr map[string][2]int, heroes map[int]string) {
	g.t.Helper()
	var fixes []engine.TerritoryFix
	for _, x := range g.b.Territories {
		f := engine.TerritoryFix{Territory: x.ID, Owner: rest, Units: 1}
		if v, ok := terr[x.ID]; ok {
			f.Owner, f.Units = v[0], v[1]
		}
		fixes = append(fixes, f)
	}
	c := engine.Correct{Territories: fixes}
	for p, t := range heroes {
		c.Heroes = append(c.Heroes, engine.HeroPlacement{Player: p, Territory: t})
	}
	g.do(c)
}

func (g *game) do(e engine.Event) {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	if err != nil {
		g.t.Fatalf("%s: %v", e.Type(), err)
	}
	g.s = n
}

// refuse applies e and expects the rule with the given key to refuse it,
// leaving the state as it was.
func (g *game) refuse(e engine.Event, key string) {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	var re *engine.RuleError
	if !errors.As(err, &re) {
		g.t.Fatalf("%s: want refusal %q, got state %v err %v", e.Type(), key, n, err)
	}
	if re.Key != key {
		g.t.Fatalf("%s: want refusal %q, got %q (%v)", e.Type(), key, re.Key, re)
	}
}

// placeAllOn places the whole reinforcement on one territory.
func (g *game) placeAllOn(territory string) {
	g.t.Helper()
	if n := g.s.ToPlace(); n > 0 {
		g.do(engine.Place{Territory: territory, Units: n})
	}
}

// hold gives the territories to owner with units each.
func hold(owner, units int, ids ...string) map[string][2]int {
	out := map[string][2]int{}
	for _, t := range ids {
		out[t] = [2]int{owner, units}
	}
	return out
}

// merge joins positions; later ones win.
func merge(ms ...map[string][2]int) map[string][2]int {
	out := map[string][2]int{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

func ruleKey(err error) string {
	if re, ok := err.(*engine.RuleError); ok {
		return re.Key
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// ptr is a loss as the table enters it (nil: not entered).
func ptr(i int) *int { return &i }

// The table's Vigilus: the board as a group might have entered it in the
// board editor. Test data only: the printed board's names, links and
// bonuses are not public, so these are made up. Every link is open (the
// table's call), so any territory may attack or reach any other.
var (
	megaborealis = []string{"meg1", "meg2", "meg3", "meg4", "meg5"}
	dontoria     = []string{"don1", "don2", "don3", "don4", "don5", "gorks"}
	hyperia      = []string{"hyp1", "hyp2", "hyp3", "hyp4", "rekk", "wirbel"}
	kaelac       = []string{"kae1", "kae2", "kae3", "kae4", "kae5"}
	mortwald     = []string{"mor1", "mor2", "mor3", "mor4", "mor5"}
	oteck        = []string{"ote1", "ote2", "ote3", "ote4", "dirksen"}
	storvhal     = []string{"sto1", "sto2", "sto3", "sto4", "sto5"}
	// The three fortress walls, each in two regions ("SPIELPLAN").
	wallMO, wallDM, wallKH = "wall_mo", "wall_dm", "wall_kh"
)

// vigilusSpec builds the table's Vigilus; rename changes territory names
// (id -> name), e.g. to leave a mission's place off the board.
func vigilusSpec(rename map[string]string) engine.BoardSpec {
	spec := engine.BoardSpec{ID: "vigilus-ours", Names: engine.Names{"en": "Vigilus (ours)"}, LinksOpen: true}
	regions := []struct {
		id, name string
		bonus    int
		terr     []string
	}{
		{"megaborealis", "Megaborealis", 3, megaborealis},
		{"dontoria", "Dontoria", 5, dontoria},
		{"hyperia", "Hyperia Sektor", 4, hyperia},
		{"kaelac", "Kaelacs Fluch", 4, kaelac},
		{"mortwald", "Mortwald und Ork-Schrottstädte", 3, mortwald},
		{"oteck", "Oteck-Makropolweite", 5, oteck},
		{"storvhal", "Storvhal", 2, storvhal},
	}
	names := map[string]string{"gorks": "Gorks Landung", "rekk": "Hurrikane Rekk", "wirbel": "Vhulianischer Wirbel", "dirksen": "Dirksen Hivespawl"}
	for id, n := range rename {
		names[id] = n
	}
	name := func(id string) engine.Names {
		if n, ok := names[id]; ok {
			return engine.Names{"en": n, "de": n}
		}
		return engine.Names{"en": id}
	}
	for _, r := range regions {
		spec.Regions = append(spec.Regions, engine.Region{ID: r.id, Names: engine.Names{"de": r.name, "en": r.name}, Bonus: r.bonus})
		for _, t := range r.terr {
			spec.Territories = append(spec.Territories, engine.Territory{ID: t, Names: name(t), Region: r.id})
		}
	}
	for _, w := range []struct{ id, a, b string }{{wallMO, "mortwald", "oteck"}, {wallDM, "dontoria", "megaborealis"}, {wallKH, "kaelac", "hyperia"}} {
		spec.Territories = append(spec.Territories, engine.Territory{ID: w.id, Names: name(w.id), Region: w.a, AlsoRegion: w.b})
	}
	return spec
}

func vigilusOurs(t testing.TB, rename map[string]string) *engine.Board {
	t.Helper()
	b, err := engine.NewBoard(vigilusSpec(rename))
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Territories) != 40 {
		t.Fatalf("the table's Vigilus has %d territories, want 40", len(b.Territories))
	}
	return b
}

// missionLayout is the 4 main and 4 side missions face up: the wanted ones,
// then the first others in the rulebook's order.
func missionLayout(want ...string) []string {
	out := slices.Clone(want)
	for _, tier := range []string{"main", "side"} {
		n := 0
		for _, m := range out {
			if wh40k.Rules.Objectives[m].Tier == tier {
				n++
			}
		}
		for _, m := range wh40k.MissionOrder {
			if n < 4 && wh40k.Rules.Objectives[m].Tier == tier && !slices.Contains(out, m) {
				out = append(out, m)
				n++
			}
		}
	}
	return out
}

// whSetup claims the board in board order, one territory at a time round
// the table ("EINSATZ DER TRUPPEN"), one unit on each and the rest of the
// starting units on the player's first territory, where the leader stands.
// The 3rd and 4th players start with a 100 card, the 5th with 100 and 200.
func whSetup(b *engine.Board, players int, missions ...string) engine.Setup {
	s := engine.Setup{
		Edition: wh40k.ID, Mode: wh40k.ModeClassic, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Achievements: missionLayout(missions...),
		Options: engine.OptionsOf(wh40k.Options{Recruitment: map[int]int{200: 2, 300: 4, 400: 6}}),
	}
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	first := make([]string, players)
	count := make([]int, players)
	for i, terr := range b.Territories {
		seat := i % players
		s.Owners[terr.ID] = seat
		s.Units[terr.ID] = 1
		count[seat]++
		if first[seat] == "" {
			first[seat] = terr.ID
		}
	}
	for i := range players {
		s.Units[first[i]] += map[int]int{3: 30, 4: 25, 5: 20}[players] - count[i]
		p := engine.PlayerSetup{Name: names[i], House: wh40k.Factions[i], Hero: first[i]}
		p.Values = [][]int{nil, nil, {100}, {100}, {100, 200}}[i]
		s.Players = append(s.Players, p)
	}
	return s
}

// newWH starts a classic game of players on the table's Vigilus with the
// named missions face up; change (may be nil) alters the set-up first.
func newWH(t *testing.T, players int, change func(*engine.Setup), missions ...string) *game {
	t.Helper()
	b := vigilusOurs(t, nil)
	s := whSetup(b, players, missions...)
	if change != nil {
		change(&s)
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: st}
}

// conquer takes a territory with sure dice (6-6-6 against 1s) and moves
// the fewest units in (engine/halo_test.go).
func (g *game) conquer(from, to string) {
	g.t.Helper()
	for g.s.Pending == nil {
		f, tt := id(g.t, g.b, from), id(g.t, g.b, to)
		na, nd := min(3, g.s.Units[f]-1), min(2, g.s.Units[tt])
		a := engine.Attack{From: from, To: to, AttackDice: slices.Repeat([]int{6}, na), DefendDice: slices.Repeat([]int{1}, nd)}
		rule := g.s.BattleRule(f, tt, engine.Declared{})
		if rule.Attack.BonusDie {
			a.AttackBonusDie = 6
		}
		if rule.Defend.BonusDie {
			a.DefendBonusDie = 1
		}
		g.do(a)
	}
	g.do(engine.MoveIn{Units: g.s.Pending.Min, Hero: g.s.Pending.Hero})
}

// newGame is a game of Game of Thrones with players on Westeros, dealt in
// board order by its rulebook's counts (engine/fixtures_test.go): the
// edition that must refuse Warhammer 40k's events.
func newGame(t *testing.T, players int) *game {
	t.Helper()
	b, err := maps.Load("westeros")
	if err != nil {
		t.Fatal(err)
	}
	deal, neutral := got.Rules.Deal(players)
	deal = append(deal, neutral)
	owners, seat := map[string]int{}, 0
	for _, terr := range b.Territories {
		for deal[seat] == 0 {
			seat++
		}
		owners[terr.ID] = seat
		deal[seat]--
	}
	s := engine.Setup{Edition: got.ID, Board: "westeros", Owners: owners, DeckMode: engine.DeckTable}
	for i, h := range got.Rules.Houses(players)[:players] {
		s.Players = append(s.Players, engine.PlayerSetup{Name: []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}[i], House: h})
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: st}
}

// whOpts changes a set-up's Warhammer options.
func whOpts(e *engine.Setup, change func(*wh40k.Options)) {
	if err := engine.EditOptions(&e.Options, change); err != nil {
		panic(err)
	}
}
