package classic

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// missionSetup is a 3-player Secret Mission set-up as the rulebook deals
// it (14 territories and 35 armies each): Anna North and South America
// and Iceland, Ben Europe less Iceland, Africa, the Middle East and the
// Ural, Cara the rest of Asia and Australia; missions[i] is seat i's card.
func missionSetup(missions ...string) engine.Setup {
	owners, units := map[string]int{}, map[string]int{}
	seat := func(p int, u map[string]int) {
		for id, n := range u {
			owners[id], units[id] = p, n
		}
	}
	seat(0, map[string]int{"alaska": 2, "northwest_territory": 2, "greenland": 2, "alberta": 2, "ontario": 2, "quebec": 2,
		"western_united_states": 2, "eastern_united_states": 2, "central_america": 2, "venezuela": 2, "peru": 2,
		"brazil": 2, "argentina": 2, "iceland": 9})
	seat(1, map[string]int{"great_britain": 1, "scandinavia": 1, "north_africa": 1, "egypt": 1, "ukraine": 4,
		"northern_europe": 4, "western_europe": 3, "southern_europe": 3, "east_africa": 3, "congo": 3,
		"south_africa": 3, "madagascar": 3, "middle_east": 3, "ural": 2})
	seat(2, map[string]int{"siberia": 3, "yakutsk": 3, "kamchatka": 3, "irkutsk": 3, "mongolia": 3, "japan": 2,
		"china": 3, "afghanistan": 2, "india": 2, "siam": 2, "indonesia": 2, "new_guinea": 2,
		"western_australia": 2, "eastern_australia": 3})
	s := engine.Setup{Edition: Edition, Board: BoardID, DeckMode: engine.DeckTable, Owners: owners, Units: units,
		Options: engine.OptionsOf(Options{Variant: VariantSecretMission})}
	for i, p := range []engine.PlayerSetup{{Name: "Anna", House: "red"}, {Name: "Ben", House: "blue"}, {Name: "Cara", House: "green"}} {
		if i < len(missions) {
			p.Options = engine.OptionsOf(SeatOptions{Mission: missions[i]})
		}
		s.Players = append(s.Players, p)
	}
	return s
}

func play(t *testing.T, s *engine.State, events ...engine.Event) *engine.State {
	t.Helper()
	for i, e := range events {
		n, err := engine.Apply(s, e)
		if err != nil {
			t.Fatalf("event %d %T %+v: %v", i+1, e, e, err)
		}
		s = n
	}
	return s
}

func newMissionGame(t *testing.T, missions ...string) *engine.State {
	t.Helper()
	s, err := engine.NewGame(board(t), missionSetup(missions...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// annasFourConquests: Anna places her 11 armies (14/3 = 4, North America
// 5, South America 2) on Brazil and takes Great Britain, Scandinavia,
// North Africa and Egypt: 18 territories, North Africa left with 1.
func annasFourConquests() []engine.Event {
	win := func(from, to string, dice int) engine.Event {
		a := engine.Attack{From: from, To: to, DefendDice: []int{1}}
		for range dice {
			a.AttackDice = append(a.AttackDice, 6)
		}
		return a
	}
	return []engine.Event{
		engine.Place{Territory: "brazil", Units: 11},
		win("iceland", "great_britain", 3), engine.MoveIn{Units: 3},
		win("iceland", "scandinavia", 3), engine.MoveIn{Units: 3},
		win("brazil", "north_africa", 3), engine.MoveIn{Units: 3},
		win("north_africa", "egypt", 2), engine.MoveIn{Units: 2},
	}
}

// TestMissionMetByFortify: "Occupy 18 territories with at least two
// armies in each" is met by the fortify that brings North Africa its
// second army, and the game ends there with the reason "mission" (classic
// 1993, Secret Mission Risk: "The player who completes his or her mission
// first ... wins").
func TestMissionMetByFortify(t *testing.T) {
	s := newMissionGame(t, Mission18TwoArmies, DestroyMission("green"), MissionAsiaAfrica)
	s = play(t, s, annasFourConquests()...)
	if s.Over {
		t.Fatalf("over with North Africa holding 1: %s %v", s.EndReason, s.Winners)
	}
	s = play(t, s, engine.EndAttack{}, engine.Maneuver{From: "brazil", To: "north_africa", Units: 3})
	if !s.Over || s.EndReason != EndMission || len(s.Winners) != 1 || s.Winners[0] != 0 {
		t.Fatalf("over %v reason %q winners %v, want Anna by mission", s.Over, s.EndReason, s.Winners)
	}
}

// TestNoMissionNoWin: the same moves without the card (or with another
// card) do not end the game.
func TestNoMissionNoWin(t *testing.T) {
	s := newMissionGame(t, Mission24)
	s = play(t, s, annasFourConquests()...)
	s = play(t, s, engine.EndAttack{}, engine.Maneuver{From: "brazil", To: "north_africa", Units: 3})
	if s.Over {
		t.Fatalf("over by %s without the mission met", s.EndReason)
	}
}

// TestRecordMissionFromSeat: the table's deal; the holder enters the card
// afterwards and it counts from then on. A card naming an unused colour
// is not in play ("the General removes the Mission cards that refer to
// the unused colors").
func TestRecordMissionFromSeat(t *testing.T) {
	s := newMissionGame(t)
	if _, err := engine.Apply(s, RecordMission{Player: 0, Mission: DestroyMission("yellow")}); err == nil {
		t.Error("destroy yellow accepted in a game without yellow")
	}
	if _, err := engine.Apply(s, RecordMission{Player: 0, Mission: "conquer_mars"}); err == nil {
		t.Error("an unknown mission accepted")
	}
	s = play(t, s, RecordMission{Player: 0, Mission: Mission18TwoArmies})
	if MissionOf(s, 0) != Mission18TwoArmies || MissionOf(s, 1) != "" {
		t.Fatalf("cards %v", Secret(s).Cards)
	}
	s = play(t, s, annasFourConquests()...)
	s = play(t, s, engine.EndAttack{}, engine.Maneuver{From: "brazil", To: "north_africa", Units: 3})
	if !s.Over || s.EndReason != EndMission {
		t.Fatal("the entered card did not win")
	}
}

// TestSecretMissionSetUp: 3 to 6 players ("This game is suitable for
// from 3 to 6 players"); the variant is an option read strictly; cards
// without the variant are refused.
func TestSecretMissionSetUp(t *testing.T) {
	b := board(t)
	bad := missionSetup()
	bad.Options = engine.OptionsOf(Options{Variant: "capture_the_flag"})
	if _, err := engine.NewGame(b, bad); err == nil {
		t.Error("unknown variant accepted")
	}
	plain := missionSetup(Mission24)
	plain.Options = nil
	if _, err := engine.NewGame(b, plain); err == nil {
		t.Error("a mission card accepted in world domination")
	}
	s, err := engine.NewGame(b, missionSetup(Mission24, Mission24))
	if err != nil || MissionOf(s, 0) != Mission24 {
		t.Fatalf("dealt cards not kept: %v", err)
	}
	two := enginetest.Load(t, "testdata/games/two_players_trades_escalate.json")
	var duel engine.Setup
	if err := json.Unmarshal(two.Events[0].Payload, &duel); err != nil {
		t.Fatal(err)
	}
	if _, err := engine.NewGame(b, duel); err != nil {
		t.Fatalf("the 2-player set-up itself: %v", err)
	}
	duel.Options = engine.OptionsOf(Options{Variant: VariantSecretMission})
	if _, err := engine.NewGame(b, duel); err == nil {
		t.Error("a 2-player Secret Mission game accepted")
	}
	dom := missionSetup()
	dom.Options = nil
	if s, err := engine.NewGame(b, dom); err != nil || Secret(s) != nil {
		t.Fatalf("world domination: %v, missions %v", err, Secret(s))
	}
}

// TestDealMissions: Herald deals one card each, different, none naming a
// colour nobody plays.
func TestDealMissions(t *testing.T) {
	for seed := range 40 {
		s := missionSetup()
		k := seed
		DealMissions(&s, func(n int) int { k = (k*7 + 3) % 1000; return k % n })
		seen := map[string]bool{}
		for _, p := range s.Players {
			var seat SeatOptions
			if err := engine.ReadOptions(p.Options, &seat); err != nil || seat.Mission == "" || seen[seat.Mission] {
				t.Fatalf("seed %d: %+v", seed, s.Players)
			}
			seen[seat.Mission] = true
			if c, ok := destroyed(seat.Mission); ok && c != "red" && c != "blue" && c != "green" {
				t.Fatalf("seed %d: %s dealt in a red, blue, green game", seed, seat.Mission)
			}
		}
	}
}

// TestDestroyedByAnother: a "destroy" card is met when another player
// eliminates its colour, and its holder wins at once, in the other's
// turn (classic 1993, Secret Mission RISK, WINNING: "Important note: In
// Secret Mission RISK, it is possible that you will accomplish your
// mission with the aid (usually unintentional) of another player. For
// example, if your mission is to destroy all the yellow troops and
// another player actually removes the final yellow armies from the
// board, that player has helped you complete your Secret Mission."):
// Ben holds "destroy green"; Anna eliminates Cara (green) by a conquest.
func TestDestroyedByAnother(t *testing.T) {
	s := newMissionGame(t, MissionNorthAmericaAfrica, DestroyMission("green"), MissionAsiaAfrica)
	// Cara down to Kamchatka alone (the table's correction), 1 army.
	var fixes []engine.TerritoryFix
	for i, tr := range s.Board.Territories {
		if s.Owner[i] == 2 && tr.ID != "kamchatka" {
			fixes = append(fixes, engine.TerritoryFix{Territory: tr.ID, Owner: 0, Units: 1})
		}
	}
	fixes = append(fixes, engine.TerritoryFix{Territory: "kamchatka", Owner: 2, Units: 1})
	s = play(t, s, engine.Correct{Territories: fixes})
	s = play(t, s, engine.Place{Territory: "alaska", Units: s.Reinforcement.Total})
	if s.Over {
		t.Fatalf("over by %s %v before green is out", s.EndReason, s.Winners)
	}
	s = play(t, s, engine.Attack{From: "alaska", To: "kamchatka", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}, engine.MoveIn{Units: 3})
	if !s.Players[2].Out {
		t.Fatal("Cara not out")
	}
	if !s.Over || s.EndReason != EndMission || len(s.Winners) != 1 || s.Winners[0] != 1 || s.Current != 0 {
		t.Fatalf("over %v %q winners %v current %d: want Ben by his destroy green in Anna's turn", s.Over, s.EndReason, s.Winners, s.Current)
	}
}

// TestDestroyOwnColour: a "destroy" card naming the holder's own colour
// cannot be met as written and is "occupy 24 territories" (the 1993
// booklet is silent; the Risk FAQ 2.2.1.1 i and Domination's card text):
// Anna (red) holding "destroy red" has not won with her 14 territories,
// and wins when the table's correction gives her 24 and she shows her card.
func TestDestroyOwnColour(t *testing.T) {
	s := newMissionGame(t, DestroyMission("red"), MissionAsiaAfrica, MissionNorthAmericaAustralia)
	if s.Over || Missions[DestroyMission("red")].Met(s, 0) {
		t.Fatal("destroy one's own colour met at the start")
	}
	var fixes []engine.TerritoryFix
	held := 0
	for i, tr := range s.Board.Territories {
		if s.Owner[i] == 0 {
			held++
		} else if held < 24 && !tr.InRegion("asia") && !tr.InRegion("australia") {
			fixes = append(fixes, engine.TerritoryFix{Territory: tr.ID, Owner: 0, Units: 1})
			held++
		}
	}
	s = play(t, s, engine.Correct{Territories: fixes}, ShowMission{Player: 0})
	if !s.Over || s.EndReason != EndMission || len(s.Winners) != 1 || s.Winners[0] != 0 {
		t.Fatalf("over %v %q winners %v: Anna holds %d territories with destroy red", s.Over, s.EndReason, s.Winners, held)
	}
}

// TestDestroyedByHolder: the holder who eliminates the colour wins.
func TestDestroyedByHolder(t *testing.T) {
	s := newMissionGame(t, DestroyMission("green"), MissionAsiaSouthAmerica, MissionAsiaAfrica)
	var fixes []engine.TerritoryFix
	for i, tr := range s.Board.Territories {
		if s.Owner[i] == 2 && tr.ID != "kamchatka" {
			fixes = append(fixes, engine.TerritoryFix{Territory: tr.ID, Owner: 1, Units: 1})
		}
	}
	fixes = append(fixes, engine.TerritoryFix{Territory: "kamchatka", Owner: 2, Units: 1})
	s = play(t, s, engine.Correct{Territories: fixes})
	s = play(t, s, engine.Place{Territory: "alaska", Units: s.Reinforcement.Total})
	s = play(t, s, engine.Attack{From: "alaska", To: "kamchatka", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}, engine.MoveIn{Units: 3})
	if !s.Over || s.EndReason != EndMission || s.Winners[0] != 0 {
		t.Fatalf("over %v %q %v: Anna eliminated green holding destroy green", s.Over, s.EndReason, s.Winners)
	}
}

// TestMissionMetByCorrection: a correction is the table fixing Herald's
// record, not a move, and a card is won by its holder "reveal[ing] the
// Mission card to prove it" (1993, Secret Mission RISK, WINNING): a
// correction that meets Ben's "Asia and Africa" in Anna's turn does not
// end the game (its end would turn every card over, and an undo would
// leave the table knowing them all). The card stands met: no move wins it
// for Ben, not Anna's placement; Ben's own page may show it
// (MissionMet), nobody else's refusal tells it; Ben shows it and wins in
// Anna's turn.
func TestMissionMetByCorrection(t *testing.T) {
	s := newMissionGame(t, Mission24, MissionAsiaAfrica, MissionNorthAmericaAustralia)
	var fixes []engine.TerritoryFix
	for i, tr := range s.Board.Territories {
		if tr.InRegion("asia") && s.Owner[i] != 1 {
			fixes = append(fixes, engine.TerritoryFix{Territory: tr.ID, Owner: 1, Units: 1})
		}
	}
	s = play(t, s, engine.Correct{Territories: fixes})
	if s.Over || !MissionMet(s, 1) || MissionMet(s, 0) || MissionMet(s, 2) {
		t.Fatalf("after the correction: over %v %q %v, met %v %v %v", s.Over, s.EndReason, s.Winners, MissionMet(s, 0), MissionMet(s, 1), MissionMet(s, 2))
	}
	s = play(t, s, engine.Place{Territory: "alaska", Units: 1})
	if s.Over {
		t.Fatalf("Anna's placement won Ben's card: %q %v", s.EndReason, s.Winners)
	}
	if _, err := engine.Apply(s, ShowMission{Player: 0}); err == nil {
		t.Error("Anna showed a card the board does not meet")
	}
	s = play(t, s, ShowMission{Player: 1})
	if !s.Over || s.EndReason != EndMission || len(s.Winners) != 1 || s.Winners[0] != 1 || s.Current != 0 {
		t.Fatalf("over %v %q winners %v current %d: want Ben by mission in Anna's turn", s.Over, s.EndReason, s.Winners, s.Current)
	}
}

// TestStandingMissionWonAgainByPlay: a card a correction left met and a
// correction then unmet is won again by the move that meets it: Anna's
// "North America and Africa", Africa given by a correction, taken back by
// the next, and Egypt conquered (1993, WINNING: "The player who completes
// his or her mission first ... wins").
func TestStandingMissionWonAgainByPlay(t *testing.T) {
	s := newMissionGame(t, MissionNorthAmericaAfrica, MissionAsiaAfrica, MissionNorthAmericaAustralia)
	var africa []engine.TerritoryFix
	for i, tr := range s.Board.Territories {
		if tr.InRegion("africa") && s.Owner[i] != 0 {
			africa = append(africa, engine.TerritoryFix{Territory: tr.ID, Owner: 0, Units: 1})
		}
	}
	s = play(t, s, engine.Correct{Territories: africa})
	if s.Over || !MissionMet(s, 0) {
		t.Fatalf("after the correction: over %v, met %v", s.Over, MissionMet(s, 0))
	}
	s = play(t, s, engine.Correct{Territories: []engine.TerritoryFix{{Territory: "egypt", Owner: 1, Units: 1}}})
	s = play(t, s, engine.Place{Territory: "north_africa", Units: s.Pool})
	if s.Over || MissionMet(s, 0) {
		t.Fatalf("Egypt Ben's again: over %v, met %v", s.Over, MissionMet(s, 0))
	}
	s = play(t, s, engine.Attack{From: "north_africa", To: "egypt", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}, engine.MoveIn{Units: 3})
	if !s.Over || s.EndReason != EndMission || len(s.Winners) != 1 || s.Winners[0] != 0 {
		t.Fatalf("over %v %q winners %v: Anna's conquest of Egypt meets her card", s.Over, s.EndReason, s.Winners)
	}
}

// TestRandomSecretMissionGames: random Secret Mission games of 3 to 6
// players, Herald's deal of the cards, driven like TestRandomClassicGames.
// After every event: the game is over by "mission" exactly when a card
// of a player still in is met (the current player's first), never before
// a waiting move-in; a "destroy" card is met exactly when its colour,
// another player's, is out (classic 1993, WINNING, "Important note"),
// else when its holder holds 24 territories.
func TestRandomSecretMissionGames(t *testing.T) {
	won := 0
	for seed := range uint64(24) {
		r := rand.New(rand.NewPCG(seed, 32))
		s := randomGame(t, r, 3+int(seed%4), true)
		for turn := 0; turn < 400 && !s.Over; turn++ {
			for _, step := range turnEvents(r, s) {
				if s.Over {
					break
				}
				e := step(s)
				if e == nil {
					continue
				}
				next, err := engine.Apply(s, e)
				if err != nil {
					t.Fatalf("seed %d: %T %+v refused: %v", seed, e, e, err)
				}
				s = next
				checkMissions(t, seed, s)
			}
		}
		if s.Over && s.EndReason == EndMission {
			won++
		}
	}
	t.Logf("%d of 24 won by a mission", won)
	if won < 6 {
		t.Errorf("only %d of 24 random games won by a mission: the driver reaches too little", won)
	}
}

func checkMissions(t *testing.T, seed uint64, s *engine.State) {
	t.Helper()
	x := Secret(s)
	met := func(p int) bool { return !s.Players[p].Out && Missions[x.Cards[p]].Met(s, p) }
	switch {
	case s.Over && s.EndReason == EndMission:
		if w := s.Winners[0]; len(s.Winners) != 1 || !met(w) {
			t.Fatalf("seed %d: won by %v whose card %s is not met", seed, s.Winners, x.Cards[s.Winners[0]])
		}
	case !s.Over && s.Pending == nil:
		for p := range s.Players {
			if met(p) {
				t.Fatalf("seed %d: %s's card %s met and the game goes on", seed, s.Players[p].Name, x.Cards[p])
			}
		}
	}
	for p, card := range x.Cards {
		c, ok := destroyed(card)
		if !ok || s.Pending != nil { // a conquest's army not yet moved in
			continue
		}
		want := held(s, p) >= 24
		for q, pl := range s.Players {
			if pl.House == c && q != p {
				want = pl.Out
			}
		}
		if got := Missions[card].Met(s, p); got != want {
			t.Fatalf("seed %d: %s's card %s met %v, want %v", seed, s.Players[p].Name, card, got, want)
		}
	}
}

// held counts p's territories.
func held(s *engine.State, p int) int {
	n := 0
	for _, o := range s.Owner {
		if o == p {
			n++
		}
	}
	return n
}

// TestCorrectionLeavingOneEndsAtTheNextMove: a correction that leaves
// Anna alone on the board does not end a Secret Mission game, whose end
// turns every card over (Ruleset.EndReveals): a correction and its undo
// would show the table every card. Her next move ends it where the rules
// check the board ("Won by occupying all 42 territories", the end of her
// turn finding nobody left), hers; her card, not met, stays hers until
// then. A world domination game ends at the correction, as before.
func TestCorrectionLeavingOneEndsAtTheNextMove(t *testing.T) {
	s := newMissionGame(t, Mission18TwoArmies, MissionAsiaAfrica, MissionNorthAmericaAustralia)
	var fixes []engine.TerritoryFix
	for i, tr := range s.Board.Territories {
		if s.Owner[i] != 0 {
			fixes = append(fixes, engine.TerritoryFix{Territory: tr.ID, Owner: 0, Units: 1})
		}
	}
	s = play(t, s, engine.Correct{Territories: fixes})
	if s.Over || MissionMet(s, 0) || !s.Players[1].Out || !s.Players[2].Out {
		t.Fatalf("after the correction: over %v %q, Anna's card met %v, out %v %v", s.Over, s.EndReason, MissionMet(s, 0), s.Players[1].Out, s.Players[2].Out)
	}
	s = play(t, s, engine.Place{Territory: "alaska", Units: s.Pool}, engine.EndAttack{}, engine.EndTurn{})
	if !s.Over || s.EndReason == EndMission || len(s.Winners) != 1 || s.Winners[0] != 0 {
		t.Fatalf("after Anna's turn: over %v %q winners %v, want hers by the board", s.Over, s.EndReason, s.Winners)
	}

	w, err := engine.NewGame(board(t), func() engine.Setup { st := missionSetup(); st.Options = nil; return st }())
	if err != nil {
		t.Fatal(err)
	}
	if w = play(t, w, engine.Correct{Territories: fixes}); !w.Over || len(w.Winners) != 1 || w.Winners[0] != 0 {
		t.Fatalf("world domination after the correction: over %v %q %v", w.Over, w.EndReason, w.Winners)
	}
}
