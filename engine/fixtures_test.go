package engine_test

// The editions' starting games for the cross-edition tests (corrections,
// random games, input checks): each edition's set-up as the table would
// enter it, written with edition ids and option values as strings and the
// rulebooks' numbers as literals, so these tests name no edition package
// and run unchanged whichever package an edition lives in.

import (
	"fmt"
	"slices"
	"testing"

	"herald/editions/legendary"
	"herald/editions/wh40k"
	"herald/engine"
	"herald/maps"
)

// Game of Thrones on Westeros.

func westeros(t testing.TB) *engine.Board {
	t.Helper()
	b, err := maps.Load("westeros")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// dealOwners deals territories in board order by the rulebook's counts.
func dealOwners(b *engine.Board, players int) map[string]int {
	deal, neutral := ruleset("got").Deal(players)
	deal = append(deal, neutral)
	owners := map[string]int{}
	seat := 0
	for _, terr := range b.Territories {
		for deal[seat] == 0 {
			seat++
		}
		owners[terr.ID] = seat
		deal[seat]--
	}
	return owners
}

func setup(b *engine.Board, players int, deck []string) engine.Setup {
	houses := ruleset("got").Houses(players)
	s := engine.Setup{Edition: "got", Board: "westeros", Owners: dealOwners(b, players)}
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	for i := 0; i < players; i++ {
		s.Players = append(s.Players, engine.PlayerSetup{Name: names[i], House: houses[i]})
	}
	if players == 2 {
		s.Players = append(s.Players, engine.PlayerSetup{Name: "Neutral", House: houses[2], Neutral: true})
	}
	if deck == nil {
		s.DeckMode = engine.DeckTable
	} else {
		s.DeckMode = engine.DeckHerald
		s.Deck = deck
	}
	return s
}

func newGame(t *testing.T, players int) *game {
	t.Helper()
	b := westeros(t)
	s, err := engine.NewGame(b, setup(b, players, nil))
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}
}

// Halo Wars on Arcadia.

func arcadia(t testing.TB) *engine.Board {
	t.Helper()
	b, err := maps.Load("arcadia")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// haloSetup deals Arcadia in board order, one territory at a time round
// the table (as Command Room claims them), puts one unit on each and the
// rest of the starting units on the player's first territory, where its
// base and hero stand too. Colonies and achievements are Basic Training's.
func haloSetup(b *engine.Board, players int, mode string) engine.Setup {
	houses := ruleset("halowars").Houses(players)
	s := engine.Setup{
		Edition: "halowars", Board: "arcadia", Mode: mode, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{},
		Colonies:     basicColonies(players),
		Achievements: basicAchievements(players),
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
		p := engine.PlayerSetup{Name: names[i], House: houses[i], Base: first[i], Hero: first[i]}
		start := map[int]int{3: 30, 4: 25, 5: 20}[players]
		if players == 5 && i == 0 {
			start = 30 // the Flood
		}
		s.Units[first[i]] += start - count[i]
		// Starting cards: 3 players Basic Training the Covenant (3rd); 4
		// players the 3rd and 4th; 5 players the 4th and 5th.
		if (players == 3 && mode == "basic" && i == 2) || (players == 4 && i >= 2) || (players == 5 && i >= 3) {
			p.Points = []int{1}
		}
		s.Players = append(s.Players, p)
	}
	return s
}

func newHalo(t *testing.T, players int, mode string) *game {
	t.Helper()
	b := arcadia(t)
	s, err := engine.NewGame(b, haloSetup(b, players, mode))
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}
}

// haloLayout is the achievements want plus the first others in the
// rulebook's order, 4 heroic and 4 legendary (Command Room, "Place
// Achievements": "randomly place 4 Heroic and 4 Legendary").
func haloLayout(want ...string) []string {
	out := slices.Clone(want)
	for _, tier := range []string{"heroic", "legendary"} {
		n := 0
		for _, a := range out {
			if ruleset("halowars").Objectives[a].Tier == tier {
				n++
			}
		}
		for _, a := range haloAchievementOrder {
			if n < 4 && ruleset("halowars").Objectives[a].Tier == tier && !slices.Contains(out, a) {
				out = append(out, a)
				n++
			}
		}
	}
	return out
}

// startHalo starts a game from a set-up changed by change (may be nil).
func startHalo(t *testing.T, players int, mode string, change func(s *engine.Setup)) *game {
	t.Helper()
	b := arcadia(t)
	s := haloSetup(b, players, mode)
	if change != nil {
		change(&s)
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: st}
}

// newCommand is a Command Room game with the named achievements among the
// eight on the board; the table names each reward when it is taken.
func newCommand(t *testing.T, players int, want ...string) *game {
	t.Helper()
	return startHalo(t, players, "command", func(s *engine.Setup) { s.Achievements = haloLayout(want...) })
}

// Halo Legendary on made-up boards.

// legendaryHalf builds a made-up board "<id>" of n territories <id>01...,
// in regions <id>_a, <id>_b, <id>_c (bonus 2, 3, 4), each linked to the
// next one.
func legendaryHalf(t testing.TB, id string, n int) *engine.Board {
	t.Helper()
	spec := engine.BoardSpec{ID: id, Names: engine.Names{"en": id}}
	for i, bonus := range []int{2, 3, 4} {
		r := fmt.Sprintf("%s_%c", id, 'a'+i)
		spec.Regions = append(spec.Regions, engine.Region{ID: r, Names: engine.Names{"en": r}, Bonus: bonus})
	}
	for i := range n {
		tid := fmt.Sprintf("%s%02d", id, i+1)
		spec.Territories = append(spec.Territories, engine.Territory{ID: tid, Names: engine.Names{"en": tid}, Region: spec.Regions[i*3/n].ID})
		if i > 0 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("%s%02d", id, i), B: tid, Kind: engine.LinkLand})
		}
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// legendarySetup claims the board round the table by deal (territory k to
// seat k mod seats, the One-on-One pattern included), puts 1 unit on each
// and the rest of each seat's units on its first territory, which also
// holds its base and hero.
func legendarySetup(b *engine.Board, mode string, houses []string, names []string) engine.Setup {
	e := engine.Setup{Edition: "halo_legendary", Board: b.ID, Mode: mode, DeckMode: engine.DeckTable,
		Options: engine.OptionsOf(legendary.Options{TeleporterOption: "each"}), Owners: map[string]int{}, Units: map[string]int{}}
	players := len(names)
	seats := players
	if mode == "one_on_one" {
		seats = 3
	}
	first := make([]string, seats)
	for k, terr := range b.Territories {
		seat := k % seats
		e.Owners[terr.ID] = seat
		e.Units[terr.ID] = 1
		if first[seat] == "" {
			first[seat] = terr.ID
		}
	}
	for seat := range seats {
		p := engine.PlayerSetup{House: houses[seat]}
		want := 48
		if seat < players {
			p.Name, p.Hero = names[seat], first[seat]
			if mode != "slayer" {
				p.Base = first[seat]
			}
			want = legendaryStartUnits(mode, players, houses[seat])
			p.Points = slices.Repeat([]int{1}, legendaryStartCards(mode, players, seat))
		} else {
			p.Neutral = true
			// The Flood claims with 2 units.
			for id, o := range e.Owners {
				if o == seat {
					e.Units[id] = 2
				}
			}
		}
		have := 0
		for id, o := range e.Owners {
			if o == seat {
				have += e.Units[id]
			}
		}
		e.Units[first[seat]] += want - have
		e.Players = append(e.Players, p)
	}
	return e
}

// oneOnOne: Anna (UNSC) and Ben (Covenant) on a 31-territory Hammer with
// the neutral Flood. Anna holds h01, h04, ... h31 (11), Ben h02, ... h29
// (10), the Flood h03, ... h30 (10). Each player's pair of mobile
// teleporters: Anna h01-h30, Ben h05-h16.
func oneOnOne(t *testing.T, change func(*engine.Setup)) *game {
	t.Helper()
	b := legendaryHalf(t, "h", 31)
	e := legendarySetup(b, "one_on_one", []string{"unsc_1", "covenant_1", "flood"}, []string{"Anna", "Ben"})
	legendaryOptions(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"h01", "h30"}, {"h05", "h16"}} })
	if change != nil {
		change(&e)
	}
	s, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}
}

// Warhammer 40,000 on the table's Vigilus.

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
			if ruleset("warhammer40k").Objectives[m].Tier == tier {
				n++
			}
		}
		for _, m := range wh40kMissionOrder {
			if n < 4 && ruleset("warhammer40k").Objectives[m].Tier == tier && !slices.Contains(out, m) {
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
		Edition: "warhammer40k", Mode: "classic", DeckMode: engine.DeckTable,
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
		p := engine.PlayerSetup{Name: names[i], House: wh40kFactions[i], Hero: first[i]}
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

// The rulebooks' catalogues the fixtures and the random games draw from,
// in the rulebooks' order (the random games' seeds depend on it);
// TestFixtureCataloguesMatchTheRulesets checks them against the editions.
var (
	// Halo Wars "HEROIC ACHIEVEMENTS", "LEGENDARY ACHIEVEMENTS".
	haloAchievementOrder = []string{
		"control_mu", "control_eire", "control_pacifica", "colonies_8", "enemy_base_1", "colonies_4_in_turn",
		"territories_10_in_turn", "enemy_bases_2", "territories_18", "sectors_2", "sector_from_none", "colonies_11",
	}
	// Halo Wars Command Room reward tokens by tier.
	haloRewards = map[string][]string{
		"heroic":    {"cannon_heroic", "guaranteed_card", "starting_maneuver", "extra_maneuver"},
		"legendary": {"cannon_legendary", "plus_two_units", "bonus_attack_die", "bonus_defense_die"},
	}
	// Warhammer 40,000 "MISSIONEN ERFÜLLEN UND BEUTE MACHEN", main then side.
	wh40kMissionOrder = []string{
		"hold_3_in_4_regions", "oteck_at_start", "reinforce_15", "two_leaders", "conquer_6",
		"destroy_12", "one_in_4_regions", "two_regions_at_start", "gelt_800", "region_of_many",
		"two_walls", "dontoria_gorks", "break_2_bonuses", "bonus_3", "gelt_500",
		"destroy_7", "reinforce_8", "conquer_4", "three_from_one", "four_places",
	}
	// Warhammer 40,000 loot ("GROSSE BEUTE", "KLEINE BEUTE") by mission tier.
	wh40kLoot = map[string][]string{
		"main": {"guaranteed_card", "three_units", "reroll_lowest", "leader_anywhere"},
		"side": {"reroll_one", "one_unit", "starting_maneuver", "extra_maneuver"},
	}
	wh40kFactions = []string{"ultramarines", "chaos_space_marines", "aeldari", "orks", "genestealer_cults"}
	// Halo Legendary campaign card tiers and the mission patterns Herald
	// checks, with the parameter each needs.
	campaignTiers    = []string{"easy", "heroic", "legendary"}
	campaignMissions = []campaignMission{
		{id: "hold_territories", needsN: true}, {id: "hold_regions", needsRegions: true},
		{id: "hold_region_count", needsN: true}, {id: "take_territories_turn", needsN: true},
		{id: "enemy_bases", needsN: true}, {id: "destroy_units_turn", needsN: true},
		{id: "defeat_heroes_turn", needsN: true}, {id: "region_from_none_turn"},
		{id: "regions_touched_turn", needsN: true}, {id: "table"},
	}
)

// campaignMission is a Halo Legendary mission pattern and what a card of
// it sets.
type campaignMission struct {
	id                   string
	needsN, needsRegions bool
}

// basicAchievements are the achievements Halo Wars Basic Training places
// ("PLACE ACHIEVEMENTS" of each chart).
func basicAchievements(players int) []string {
	legendary := []string{"territories_10_in_turn", "enemy_bases_2", "territories_18", "sectors_2"}
	if players == 4 {
		return append([]string{"control_eire", "control_mu", "control_pacifica", "colonies_4_in_turn"}, legendary...)
	}
	return append([]string{"colonies_8", "control_eire", "control_mu", "control_pacifica"}, legendary...)
}

// basicColonies are Basic Training's colonies ("PLACE COLONIES" of each
// chart).
func basicColonies(players int) []string {
	common := []string{"skerries", "academ", "pirth", "kintyre", "abaskun", "sarai", "petra", "kish", "persepolis", "carthage"}
	switch players {
	case 3:
		return append(common, "canopus", "rungholt", "poolesville", "birka", "dunwich")
	case 4:
		return append(common, "canopus", "rungholt", "alpha", "birka", "dunwich")
	case 5:
		return append(common, "magna", "new_pompeii", "poolesville", "birka", "rungholt")
	}
	return nil
}

// legendaryStartUnits: Halo Legendary "Kampfvorbereitung", the units each
// army starts with.
func legendaryStartUnits(mode string, players int, house string) int {
	switch {
	case mode == "one_on_one", players == 3:
		return 30
	case players == 4:
		return 25
	case mode == "team" && house == "flood":
		return 30
	}
	return 20
}

// legendaryStartCards: the faction cards seat starts with.
func legendaryStartCards(mode string, players, seat int) int {
	switch {
	case mode == "team" && players == 4 && seat >= 2,
		mode == "team" && players == 5 && seat >= 3:
		return 1
	case mode == "team", mode == "one_on_one":
		return 0
	case players >= 4 && seat == 3:
		return 1
	case players == 5 && seat == 4:
		return 2
	}
	return 0
}

// The catalogues above are the editions' own: the same ids in the same
// tiers.
func TestFixtureCataloguesMatchTheRulesets(t *testing.T) {
	for _, c := range []struct {
		edition string
		order   []string
		tiers   map[string][]string
	}{{"halowars", haloAchievementOrder, haloRewards}, {"warhammer40k", wh40kMissionOrder, wh40kLoot}} {
		objectives := rules(t, c.edition).Objectives
		if len(objectives) != len(c.order) {
			t.Errorf("%s: %d objectives, the fixtures list %d", c.edition, len(objectives), len(c.order))
		}
		for _, id := range c.order {
			if _, ok := c.tiers[objectives[id].Tier]; !ok {
				t.Errorf("%s: objective %q has tier %q", c.edition, id, objectives[id].Tier)
			}
		}
	}
}

// legendaryOptions and whOptions change a set-up's edition options.
func legendaryOptions(e *engine.Setup, change func(*legendary.Options)) {
	if err := engine.EditOptions(&e.Options, change); err != nil {
		panic(err)
	}
}

func whOptions(e *engine.Setup, change func(*wh40k.Options)) {
	if err := engine.EditOptions(&e.Options, change); err != nil {
		panic(err)
	}
}
