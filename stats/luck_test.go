package stats_test

import (
	"math"
	"slices"
	"testing"

	"herald/editions/got"
	"herald/engine"
	"herald/maps"
	"herald/stats"
)

// Exact expected losses of one battle, counted by hand from the 6^n rolls.
const (
	// 3 v 2: the defender loses both in 2890 of 7776 rolls, the attacker
	// both in 2275, one each in 2611.
	att32 = (2275*2 + 2611) / 7776.0
	def32 = (2890*2 + 2611) / 7776.0
	// 1 v 1: ties go to the defender, the attacker wins in 15 of 36.
	att11 = 21 / 36.0
	def11 = 15 / 36.0
	// 2 v 1: the attacker loses when both dice are at most the defender's:
	// sum over d of d^2 = 91 of 216.
	att21 = 91 / 216.0
	def21 = 125 / 216.0
)

func TestExpectedLossOfOneBattle(t *testing.T) {
	cases := []struct {
		a, d     int
		att, def float64
	}{{3, 2, att32, def32}, {1, 1, att11, def11}, {2, 1, att21, def21}}
	for _, c := range cases {
		att, def := stats.ExpectedLoss(c.a, c.d)
		if att != c.att || def != c.def {
			t.Errorf("%dv%d: %v and %v, want %v and %v", c.a, c.d, att, def, c.att, c.def)
		}
	}
}

// gameLog builds a Game of Thrones log event by event, applying each one so
// that the log is known to replay.
type gameLog struct {
	t      *testing.T
	b      *engine.Board
	s      *engine.State
	events []engine.Event
}

func newLog(t *testing.T, players []engine.PlayerSetup) *gameLog {
	t.Helper()
	b, err := maps.Load("westeros")
	if err != nil {
		t.Fatal(err)
	}
	seats, neutral := 0, 0
	for _, p := range players {
		if p.Neutral {
			neutral++
		} else {
			seats++
		}
	}
	// Deal in board order by the rulebook's counts.
	deal, n := got.Rules.Deal(seats)
	deal = append(deal, n)
	owners := map[string]int{}
	seat := 0
	for _, terr := range b.Territories {
		for deal[seat] == 0 {
			seat++
		}
		owners[terr.ID] = seat
		deal[seat]--
	}
	setup := engine.Setup{Edition: got.ID, Board: "westeros", Players: players, Owners: owners, DeckMode: engine.DeckTable}
	s, err := engine.NewGame(b, setup)
	if err != nil {
		t.Fatal(err)
	}
	return &gameLog{t: t, b: b, s: s, events: []engine.Event{setup}}
}

func (g *gameLog) do(e engine.Event) {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	if err != nil {
		g.t.Fatalf("%s: %v", e.Type(), err)
	}
	g.s = n
	g.events = append(g.events, e)
}

// position gives every territory to owner rest with 1 unit, then the
// listed ones as "id": {owner, units}, and places the current player's
// reinforcement on place.
func (g *gameLog) position(rest int, terr map[string][2]int, place string) {
	g.t.Helper()
	var fixes []engine.TerritoryFix
	for _, x := range g.b.Territories {
		f := engine.TerritoryFix{Territory: x.ID, Owner: rest, Units: 1}
		if v, ok := terr[x.ID]; ok {
			f.Owner, f.Units = v[0], v[1]
		}
		fixes = append(fixes, f)
	}
	g.do(engine.Correct{Territories: fixes})
	g.do(engine.Place{Territory: place, Units: g.s.ToPlace()})
}

func ptr(i int) *int { return &i }

var threePlayers = []engine.PlayerSetup{{Name: "Anna", House: got.Stark}, {Name: "Ben", House: got.Lannister}, {Name: "Carla", House: got.Baratheon}}

// fourBattles is Anna attacking from Harrenhal: twice King's Landing (Ben),
// once with dice typed in, once with losses only; twice Blackwater Rush
// (Carla), once with Herald's dice, then taking it.
func fourBattles(t *testing.T) *gameLog {
	g := newLog(t, threePlayers)
	g.position(2, map[string][2]int{"harrenhal": {0, 10}, "riverrun": {0, 2}, "kings_landing": {1, 5}}, "riverrun")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}, RolledBy: "table"})
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", Attackers: 3, Defenders: 2, AttackerLoss: ptr(2), DefenderLoss: ptr(0)})
	g.do(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{2}, DefendDice: []int{3}, RolledBy: stats.RolledByHerald})
	g.do(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{5, 5}, DefendDice: []int{2}, RolledBy: "table"})
	return g
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

func TestLuckOfEachPlayer(t *testing.T) {
	g := fourBattles(t)
	r, err := stats.Game(g.b, g.events)
	if err != nil {
		t.Fatal(err)
	}
	if r.Battles != 4 || len(r.Players) != 3 {
		t.Fatalf("%d battles, %d players", r.Battles, len(r.Players))
	}
	anna, ben, carla := r.Players[0], r.Players[1], r.Players[2]
	// Anna: 6-4-1 v 5-4 loses 1, the losses-only battle 2, 2 v 3 loses 1,
	// 5-5 v 2 loses nothing.
	if anna.Attack.Battles != 4 || anna.Defence.Battles != 0 || anna.Lost() != 4 {
		t.Errorf("Anna: %+v", anna)
	}
	if want := att32 + att32 + att11 + att21; !near(anna.Expected(), want) || !near(anna.Luck(), want-4) {
		t.Errorf("Anna expected %v luck %v, want %v and %v", anna.Expected(), anna.Luck(), want, want-4)
	}
	if ben.Defence.Battles != 2 || ben.Attack.Battles != 0 || ben.Lost() != 1 || !near(ben.Expected(), 2*def32) {
		t.Errorf("Ben: %+v, want 2 defences, 1 lost, %v expected", ben, 2*def32)
	}
	if carla.Defence.Battles != 2 || carla.Lost() != 1 || !near(carla.Expected(), def11+def21) {
		t.Errorf("Carla: %+v, want 2 defences, 1 lost, %v expected", carla, def11+def21)
	}
	// Running luck: one point per battle of the game, for everyone.
	wantAnna := []float64{0, att32 - 1, 2*att32 - 3, 2*att32 + att11 - 4, 2*att32 + att11 + att21 - 4}
	wantBen := []float64{0, def32 - 1, 2*def32 - 1, 2*def32 - 1, 2*def32 - 1}
	wantCarla := []float64{0, 0, 0, def11, def11 + def21 - 1}
	for _, c := range []struct {
		p    stats.Player
		want []float64
	}{{anna, wantAnna}, {ben, wantBen}, {carla, wantCarla}} {
		if !slices.EqualFunc(c.p.Running, c.want, near) {
			t.Errorf("%s running %v, want %v", c.p.Name, c.p.Running, c.want)
		}
	}
	if r.Dice.Herald.All().Total() != 2 || r.Dice.Table.All().Total() != 8 {
		t.Errorf("dice: %+v", r.Dice)
	}
}

// With two players the neutral army defends; its losses count for it,
// marked neutral, not for the player who rolled its dice.
func TestLuckOfTheNeutralArmy(t *testing.T) {
	g := newLog(t, []engine.PlayerSetup{{Name: "Anna", House: got.Stark}, {Name: "Ben", House: got.Lannister}, {Name: "Neutral", House: got.Baratheon, Neutral: true}})
	g.position(1, map[string][2]int{"harrenhal": {0, 5}, "kings_landing": {2, 3}}, "harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1, 2}})
	r, err := stats.Game(g.b, g.events)
	if err != nil {
		t.Fatal(err)
	}
	n := r.Players[2]
	if !n.Neutral || n.Defence.Battles != 1 || n.Lost() != 1 || r.Players[1].Battles() != 0 {
		t.Errorf("neutral %+v, Ben %+v", n, r.Players[1])
	}
	// 1 v 2: the attacker's die must beat the better of two: sum over a of
	// (a-1)^2 = 55 of 216 wins for the attacker.
	if !near(n.Expected(), 55/216.0) {
		t.Errorf("neutral expected loss %v, want 55/216", n.Expected())
	}
}

func TestLuckOfABrokenLog(t *testing.T) {
	g := newLog(t, threePlayers)
	events := append(g.events, engine.MoveIn{Units: 1})
	if _, err := stats.Game(g.b, events); err == nil {
		t.Error("a log that does not replay gave no error")
	}
}

func TestMergeMatchesPlayersByName(t *testing.T) {
	one := stats.Report{
		Dice:    stats.Dice{Table: stats.Rolls{Attack: stats.Faces{1, 2, 3, 4, 5, 6}}},
		Battles: 2,
		Players: []stats.Player{
			{Name: "Anna", House: "stark", Attack: stats.Side{Battles: 2, Lost: 3, Expected: 2}, Running: []float64{0, -0.5, -1}},
			{Name: "Ben", House: "lannister", Defence: stats.Side{Battles: 1, Lost: 1, Expected: 1.5}, Running: []float64{0, 0, 0.5}},
			{Name: "Carla", House: "baratheon", Defence: stats.Side{Battles: 1, Lost: 0, Expected: 0.25}, Running: []float64{0, 0.25, 0.25}},
		},
	}
	two := stats.Report{
		Dice:    stats.Dice{Herald: stats.Rolls{Defence: stats.Faces{1, 1, 1, 1, 1, 1}}, Table: stats.Rolls{Attack: stats.Faces{1, 0, 0, 0, 0, 0}}},
		Battles: 1,
		Players: []stats.Player{
			{Name: "ben ", House: "stark", Attack: stats.Side{Battles: 1, Lost: 0, Expected: 1}, Running: []float64{0, 1}},
			{Name: "Anna", House: "stark", Defence: stats.Side{Battles: 1, Lost: 2, Expected: 1}, Running: []float64{0, -1}},
			{Name: "Dora", House: "tyrell", Running: []float64{0, 0}},
			{Name: "Neutral", House: "tyrell", Neutral: true, Running: []float64{0, 0}},
		},
	}
	m := stats.Merge(one, two)
	if m.Battles != 3 {
		t.Errorf("%d battles, want 3", m.Battles)
	}
	if m.Dice.Table.Attack != (stats.Faces{2, 2, 3, 4, 5, 6}) || m.Dice.Herald.All().Total() != 6 {
		t.Errorf("dice %+v", m.Dice)
	}
	var names []string
	for _, p := range m.Players {
		names = append(names, p.Name)
	}
	if !slices.Equal(names, []string{"Anna", "Ben", "Carla", "Dora", "Neutral"}) {
		t.Fatalf("players %v", names)
	}
	anna, ben, carla, dora := m.Players[0], m.Players[1], m.Players[2], m.Players[3]
	if anna.House != "stark" || anna.Battles() != 3 || anna.Lost() != 5 || anna.Expected() != 3 || anna.Luck() != -2 {
		t.Errorf("Anna %+v", anna)
	}
	if !slices.Equal(anna.Running, []float64{0, -0.5, -1, -2}) {
		t.Errorf("Anna running %v", anna.Running)
	}
	// Ben played Lannister, then Stark: no one house.
	if ben.House != "" || ben.Attack.Battles != 1 || ben.Defence.Battles != 1 || ben.Luck() != 1.5 {
		t.Errorf("Ben %+v", ben)
	}
	if !slices.Equal(ben.Running, []float64{0, 0, 0.5, 1.5}) {
		t.Errorf("Ben running %v", ben.Running)
	}
	// Carla missed the second game: her line stays flat; Dora joins late.
	if !slices.Equal(carla.Running, []float64{0, 0.25, 0.25, 0.25}) || !slices.Equal(dora.Running, []float64{0, 0, 0, 0}) {
		t.Errorf("Carla running %v, Dora running %v", carla.Running, dora.Running)
	}
	if !m.Players[4].Neutral {
		t.Error("the neutral army lost its mark")
	}
	if empty := stats.Merge(); empty.Battles != 0 || len(empty.Players) != 0 {
		t.Errorf("merging nothing: %+v", empty)
	}
}

// A player called "Neutral" is not the neutral army of another game.
func TestMergeKeepsNeutralApart(t *testing.T) {
	m := stats.Merge(
		stats.Report{Players: []stats.Player{{Name: "Neutral", Neutral: true, Running: []float64{0}}}},
		stats.Report{Players: []stats.Player{{Name: "Neutral", Running: []float64{0}}}},
	)
	if len(m.Players) != 2 {
		t.Errorf("players %+v", m.Players)
	}
}
