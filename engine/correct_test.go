package engine_test

// Tests of corrections (issue 13, "Every edition"): a correction keeps the
// state's own rules, "out" follows the holdings both ways, an accepted
// hand correction takes effect, and a correction never freezes the turn.

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"herald/engine"
)

// Every rulebook leaves no territory empty, so a correction needs at least
// 1 unit: Game of Thrones "Sie können ein Gebiet nicht unbesetzt lassen",
// Halo Legendary "kein Gebiet kann völlig unbesetzt sein" (the neutral
// Flood too: "Spieler 1 [setzt] zwei Einheiten der neutralen Flood in ein
// leeres Gebiet"). No table holds more than engine.MaxUnits on one
// territory; 10^12 units once made the odds table ask for 8 TB.
func TestCorrectBoundsUnits(t *testing.T) {
	for _, g := range everyEdition(t) {
		t.Run(g.s.Rules.Edition, func(t *testing.T) {
			g.t = t
			a := g.b.Territories[0].ID
			fix := func(units int) engine.Correct {
				return engine.Correct{Territories: []engine.TerritoryFix{{Territory: a, Owner: 1, Units: units}}}
			}
			g.refuse(fix(0), "correct.empty")
			g.refuse(fix(engine.MaxUnits+1), "correct.too_many_units")
			g.refuse(fix(1_000_000_000_000), "correct.too_many_units")
			g.refuse(fix(1<<62), "correct.too_many_units")
			g.do(fix(engine.MaxUnits))
			if g.s.Units[0] != engine.MaxUnits {
				t.Errorf("units %d", g.s.Units[0])
			}
		})
	}
}

// One correction names each territory once; an owner must sit at the table.
func TestCorrectRefusesATerritoryTwiceAndAnOwnerNotSeated(t *testing.T) {
	g := newGame(t, 3)
	twice := engine.Correct{Territories: []engine.TerritoryFix{
		{Territory: "harrenhal", Owner: 1, Units: 3}, {Territory: "harrenhal", Owner: 2, Units: 1}}}
	g.refuse(twice, "correct.twice")
	g.refuse(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "harrenhal", Owner: 3, Units: 1}}}, "correct.bad_owner")
	g.refuse(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "harrenhal", Owner: -1, Units: 1}}}, "correct.bad_owner")
}

// "Out" follows the holdings after a correction, both ways. A correction
// is the table's truth, not a conquest ("Invasion (Fortsetzung)": only
// the player who eliminates another "erhält die Gebietskarten dieses
// Spielers"): nobody takes the cards of a player a correction left with
// nothing.
func TestCorrectOutFollowsHoldings(t *testing.T) {
	b := westeros(t)
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"harrenhal": {0, 5}, "the_eyrie": {2, 1}})
	hand := cardsOf(b, engine.Knight, 2)
	g.do(engine.CorrectHand{Player: 2, Cards: hand})
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "the_eyrie", Owner: 1, Units: 1}}})
	if c := g.s.Players[2]; !c.Out || !slices.Equal(c.Hand, hand) {
		t.Fatalf("Carla without territory: out %v, hand %v", c.Out, c.Hand)
	}
	if g.s.Over {
		t.Fatal("the game ended with Anna and Ben on the board")
	}
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "the_eyrie", Owner: 2, Units: 2}}})
	if g.s.Players[2].Out {
		t.Fatal("Carla holds the Eyrie again but stays out")
	}
}

// A player eliminated in battle and given a territory back plays again,
// and the game does not end "last_standing" while two players hold
// territories ("Ziel des Spiels": the game is won by eliminating every
// other player, or by the End Game card).
func TestCorrectGivesAnEliminatedPlayerBackAndTheGameGoesOn(t *testing.T) {
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}, "riverrun": {0, 1}})
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{2}})
	g.do(engine.MoveIn{Units: 1})
	if !g.s.Players[2].Out {
		t.Fatal("Carla not out after losing her last territory")
	}
	// The table says Carla still holds Riverrun.
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "riverrun", Owner: 2, Units: 1}}})
	if g.s.Players[2].Out {
		t.Fatal("Carla holds Riverrun but is out")
	}
	// Anna now takes every territory of Ben but one ... and the last one.
	var fixes []engine.TerritoryFix
	for _, x := range g.b.Territories {
		if g.s.Owner[id(t, g.b, x.ID)] == 1 && x.ID != "blackwater_rush" {
			fixes = append(fixes, engine.TerritoryFix{Territory: x.ID, Owner: 0, Units: 1})
		}
	}
	g.do(engine.Correct{Territories: fixes})
	g.do(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 1})
	if g.s.Over {
		t.Fatalf("game over (%s) while Carla holds Riverrun", g.s.EndReason)
	}
}

// A correction that leaves one side alone ends the game as a conquest
// would ("last_standing"); a current player a correction leaves with
// nothing hands the turn on, and the history says both.
func TestCorrectLeavingOneSideEndsTheGame(t *testing.T) {
	t.Run("current player out", func(t *testing.T) {
		g := newGame(t, 3)
		g.position(1, map[string][2]int{"harrenhal": {0, 5}, "the_eyrie": {2, 1}})
		fix := engine.Correct{Territories: []engine.TerritoryFix{{Territory: "harrenhal", Owner: 1, Units: 5}}}
		before := g.s
		g.do(fix)
		if !g.s.Players[0].Out || g.s.Current != 1 || g.s.Over {
			t.Fatalf("out %v current %d over %v", g.s.Players[0].Out, g.s.Current, g.s.Over)
		}
		keys := lineKeys(engine.Describe(before, fix, g.s))
		if !slices.Contains(keys, "history.correct_out") || !slices.Contains(keys, "history.correct_turn_passes") {
			t.Errorf("history %v", keys)
		}
		g.placeOnAny()
		g.do(engine.EndTurn{})
		if g.s.Current != 2 {
			t.Errorf("turn went to %d, want Carla", g.s.Current)
		}
	})
	t.Run("one player left", func(t *testing.T) {
		g := newGame(t, 2)
		g.position(2, map[string][2]int{"harrenhal": {0, 5}, "the_eyrie": {1, 1}})
		fix := engine.Correct{Territories: []engine.TerritoryFix{{Territory: "the_eyrie", Owner: 2, Units: 1}}}
		before := g.s
		g.do(fix)
		if !g.s.Over || g.s.EndReason != "last_standing" || !slices.Equal(g.s.Winners, []int{0}) {
			t.Fatalf("over %v reason %q winners %v", g.s.Over, g.s.EndReason, g.s.Winners)
		}
		if keys := lineKeys(engine.Describe(before, fix, g.s)); !slices.Contains(keys, "history.correct_over") {
			t.Errorf("history %v", keys)
		}
	})
}

// Halo Wars: "correct_hand {"skulls":[2,2]}" was answered 201 and logged
// but the hand stayed [1]. Cards show 1 or 2 skulls, and the "Deck of 42
// Cards" bounds a hand.
func TestCorrectHandSkullsTakeEffect(t *testing.T) {
	g := newCommand(t, 3)
	e, err := engine.Decode("correct_hand", []byte(`{"player":0,"skulls":[2,2]}`))
	if err != nil {
		t.Fatal(err)
	}
	g.do(e)
	if got := g.s.Players[0].Points; !slices.Equal(got, []int{2, 2}) {
		t.Fatalf("skulls %v, want [2 2]", got)
	}
	bad, _ := engine.Decode("correct_hand", []byte(`{"player":0,"skulls":[3]}`))
	g.refuse(bad, "cards.points_bad")
	many, _ := engine.Decode("correct_hand", []byte(`{"player":0,"skulls":[`+repeatJSON("1", 43)+`]}`))
	g.refuse(many, "correct.more_than_deck")
	byTerritory, _ := engine.Decode("correct_hand", []byte(`{"player":0,"cards":["pirth"]}`))
	g.refuse(byTerritory, "trade.points_only")
	taken, _ := engine.Decode("correct_hand", []byte(`{"player":0,"taken":[1]}`))
	g.refuse(taken, "correct.no_taken")
}

// Halo Legendary keeps cards taken from eliminated players apart ("Diese
// müssen Sie von Ihren [eigenen getrennt halten]"); a correction sets both.
func TestCorrectHandLegendarySkullsAndTaken(t *testing.T) {
	g := oneOnOne(t, nil)
	e, err := engine.Decode("correct_hand", []byte(`{"player":1,"skulls":[1,2],"taken":[2]}`))
	if err != nil {
		t.Fatal(err)
	}
	g.do(e)
	if p := g.s.Players[1]; !slices.Equal(p.Points, []int{1, 2}) || !slices.Equal(p.TakenPoints, []int{2}) {
		t.Fatalf("skulls %v taken %v", p.Points, p.TakenPoints)
	}
}

// Game of Thrones "Hinweis: Sie dürfen nie mehr als 5 Gebietskarten auf
// der Hand haben": a corrected hand holds 5 at most.
func TestCorrectHandGoTHandLimit(t *testing.T) {
	b := westeros(t)
	g := newGame(t, 3)
	six := append(cardsOf(b, engine.Knight, 3), cardsOf(b, engine.SiegeEngine, 3)...)
	g.refuse(engine.CorrectHand{Player: 1, Cards: six}, "correct.hand_limit")
	g.do(engine.CorrectHand{Player: 1, Cards: six[:5]})
}

// Game of Thrones "Verstärkung" 3: "Zusätzlich erhalten Sie je 2 weitere
// Einheiten, wenn die Karten, die Sie einlösen, Gebiete anzeigen, die Sie
// kontrollieren. Die 2 weiteren Einheiten dürfen aber nur auf das
// entsprechende Gebiet gestellt werden." A correction that gives that
// territory to another house leaves them nowhere to go: they lapse (they
// were earned only for a territory held), the history says so, and the
// turn can end.
func TestCorrectGoTReservedUnitsLapse(t *testing.T) {
	b := westeros(t)
	g := newGame(t, 3)
	knights := cardsOf(b, engine.Knight, 3)
	g.position(1, map[string][2]int{knights[0]: {0, 1}, "sunspear": {0, 3}})
	g.do(engine.CorrectHand{Player: 0, Cards: knights})
	g.do(engine.Trade{Cards: knights})
	if g.s.ReservedTotal() != 2 {
		t.Fatalf("reserved %d", g.s.ReservedTotal())
	}
	fix := engine.Correct{Territories: []engine.TerritoryFix{{Territory: knights[0], Owner: 1, Units: 1}}}
	before := g.s
	g.do(fix)
	if g.s.ReservedTotal() != 0 {
		t.Fatalf("still %d reserved for a territory of Ben", g.s.ReservedTotal())
	}
	if keys := lineKeys(engine.Describe(before, fix, g.s)); !slices.Contains(keys, "history.correct_reserved_lapse") {
		t.Errorf("history %v", keys)
	}
	g.placeAll("sunspear")
	g.do(engine.EndTurn{})
}

// Warhammer 40,000 "ANFÜHRER": "Zu Beginn deines nächsten Zuges kannst du
// besiegte Anführer neu einsetzen". A correction that gives the current
// player's leader territory to another faction takes the leader off; it
// may come back at once and never holds up the turn (it froze every
// action, the return refused as "nicht später").
func TestCorrectWH40kLeaderTakenOffNeverFreezes(t *testing.T) {
	for _, back := range []bool{false, true} {
		t.Run(fmt.Sprint("put back=", back), func(t *testing.T) {
			g := newWH(t, 3, nil)
			g.haloBoard(ben, merge(hold(anna, 9, "meg1"), hold(anna, 2, "meg3"), hold(carla, 1, "sto1")), map[int]string{anna: "meg1"})
			g.placeAllOn("meg1")
			g.do(engine.Attack{From: "meg1", To: "meg2", AttackDice: []int{1}, DefendDice: []int{6}})
			g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "meg1", Owner: ben, Units: 8}}})
			if g.s.Players[anna].Hero != engine.NoTerritory {
				t.Fatal("the leader stands on Ben's territory")
			}
			if back {
				g.do(edition("deploy_hero", map[string]any{"territory": "meg3"}))
			}
			g.do(engine.EndAttack{})
			g.do(engine.EndTurn{})
		})
	}
}

// Halo Legendary: "Helden werden besiegt, wenn die letzte Einheit ihres
// Gebiets besiegt wird. Nachdem sie besiegt wurden, können Helden zu
// Beginn des nächsten Zuges des Spielers ... eingesetzt werden." A hero a
// correction took off during the attacks blocked ending them ("Der Held
// von Anna ist gefallen: Bitte zuerst angeben…") and putting it back
// ("… nicht später"). It may come back at once, and need not.
func TestCorrectLegendaryHeroTakenOffNeverFreezes(t *testing.T) {
	for _, back := range []bool{false, true} {
		t.Run(fmt.Sprint("put back=", back), func(t *testing.T) {
			g := oneOnOne(t, nil)
			g.haloPosition(1, merge(hold(0, 9, "h10"), hold(0, 2, "h20"), hold(2, 1, "h30")), map[int]string{0: "h10", 1: "h11"})
			g.placeAllOn("h10")
			g.do(engine.Attack{From: "h10", To: "h09", AttackDice: []int{1}, DefendDice: []int{6}})
			fix := engine.Correct{Territories: []engine.TerritoryFix{{Territory: "h10", Owner: 1, Units: 8}}}
			before := g.s
			g.do(fix)
			if keys := lineKeys(engine.Describe(before, fix, g.s)); !slices.Contains(keys, "history.correct_hero_at_once") {
				t.Errorf("history %v", keys)
			}
			if back {
				g.do(edition("deploy_hero", map[string]any{"territory": "h20"}))
				g.refuse(edition("deploy_hero", map[string]any{"territory": "h20"}), "hero.not_removed")
			}
			g.do(engine.EndAttack{})
			g.do(engine.EndTurn{})
			// At Anna's next turn start a hero still off must come back.
			g.placeAllOn(g.b.Territories[g.s.Holdings(1)[0]].ID)
			g.do(engine.EndTurn{})
			g.placeAllOn("h20")
			if !back {
				g.refuse(engine.EndAttack{}, "hero.deploy_first")
			}
		})
	}
}

// Halo Wars "HEROES": "At the end of the current player's turn all
// removed Heroes are re-deployed to any territory controlled by their
// corresponding army." A player a correction left with no territory has
// nowhere to put the hero: that must not stop the turn from ending.
func TestCorrectHaloWarsHeroOfAPlayerOutDoesNotBlock(t *testing.T) {
	g := newCommand(t, 3)
	g.haloBoard(ben, merge(hold(anna, 10, "pirth"), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("pirth")
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "selsey", Owner: ben, Units: 1}}})
	if !g.s.Players[carla].Out {
		t.Fatal("Carla holds nothing but is in")
	}
	g.do(engine.EndTurn{})
}

// After any correction at any point of a turn the turn can be ended by
// legal events, in every edition: the correction changes the owner of
// every territory the current player touched (the conquest waiting for
// its units excepted: that is refused until the units moved in), and the
// current player keeps one untouched territory.
func TestCorrectNeverFreezesTheTurn(t *testing.T) {
	for _, phase := range []string{"reinforce", "attack", "move-in", "maneuver"} {
		for _, g := range everyEdition(t) {
			t.Run(phase+"/"+g.s.Rules.Edition, func(t *testing.T) {
				g.t = t
				touchedTurn(g, phase)
			})
		}
	}
}

// spots: A (the current player's big territory, hero or leader on it),
// B (own, next to A), C (the enemy's, next to A), D (own, untouched).
type spots struct{ a, b, c, d string }

// touchedTurn sets a position, plays the turn to phase, corrects every
// touched territory and ends the turn.
func touchedTurn(g *game, phase string) {
	t := g.t
	sp := pickSpots(g)
	me, other := g.s.Current, (g.s.Current+1)%len(g.s.Players)
	pos := merge(hold(me, 9, sp.a), hold(me, 2, sp.b), hold(other, 1, sp.c), hold(me, 3, sp.d))
	heroes := map[int]string{}
	if g.s.Players[me].HasHero {
		heroes[me] = sp.a
	}
	if g.s.Players[other].HasHero {
		heroes[other] = sp.c
	}
	g.haloBoard(other, pos, heroes)
	touched := []string{sp.a}
	if phase == "reinforce" && g.s.Rules.TradeExtra > 0 {
		// A trade reserves 2 units for a held territory's card.
		sp.b = reserveTwo(g, sp)
		touched = append(touched, sp.b)
	}
	if phase != "reinforce" {
		g.placeAllOn(sp.a)
	}
	switch phase {
	case "attack":
		g.do(battle(g, sp.a, sp.c, false))
		touched = append(touched, sp.c)
	case "move-in":
		for g.s.Pending == nil {
			g.do(battle(g, sp.a, sp.c, true))
		}
		g.refuse(engine.Correct{Territories: []engine.TerritoryFix{{Territory: sp.c, Owner: other, Units: 1}}}, "conquest.move_in_first")
		g.refuse(engine.Correct{Territories: []engine.TerritoryFix{{Territory: sp.a, Owner: other, Units: 1}}}, "conquest.move_in_first")
		touched = []string{sp.b}
	case "maneuver":
		g.do(engine.Maneuver{From: sp.a, To: sp.b, Units: 1})
		touched = append(touched, sp.b)
	}
	var fixes []engine.TerritoryFix
	for _, x := range touched {
		u := max(1, g.s.Units[id(t, g.b, x)])
		owner := other
		if g.s.Owner[id(t, g.b, x)] == other {
			owner = (other + 1) % len(g.s.Players)
		}
		fixes = append(fixes, engine.TerritoryFix{Territory: x, Owner: owner, Units: u})
	}
	g.do(engine.Correct{Territories: fixes})
	endTurn(g, me)
}

// pickSpots finds A, B, C, D on the game's board: A and C linked, B
// linked to A.
func pickSpots(g *game) spots {
	switch g.s.Rules.Edition {
	case "got":
		return spots{"harrenhal", "riverrun", "kings_landing", "sunspear"}
	case "halowars":
		return spots{"xanadu", "persepolis", "sarai", "selsey"}
	case "halo_legendary":
		return spots{"h10", "h09", "h11", "h20"}
	}
	return spots{"meg1", "meg2", "meg3", "sto1"}
}

// reserveTwo gives the current player a knight set whose first card shows
// an own territory, trades it, and returns that territory.
func reserveTwo(g *game, sp spots) string {
	knights := cardsOf(g.b, engine.Knight, 3)
	me := g.s.Current
	r := knights[0]
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: r, Owner: me, Units: 1}}})
	g.do(engine.CorrectHand{Player: me, Cards: knights})
	g.do(engine.Trade{Cards: knights})
	if g.s.ReservedTotal() == 0 {
		g.t.Fatal("no units reserved")
	}
	return r
}

// battle is one battle from a to c: won by the attacker (6s against 1s)
// or lost (1 against 6), with the bonus dice the edition asks for.
func battle(g *game, a, c string, win bool) engine.Attack {
	f, tt := id(g.t, g.b, a), id(g.t, g.b, c)
	na, nd := min(3, g.s.Units[f]-1), min(2, g.s.Units[tt])
	att, def := 6, 1
	if !win {
		na, nd, att, def = 1, 1, 1, 6
	}
	e := engine.Attack{From: a, To: c, AttackDice: slices.Repeat([]int{att}, na), DefendDice: slices.Repeat([]int{def}, nd)}
	rule := g.s.BattleRule(f, tt, engine.Declared{})
	if rule.Attack.BonusDie {
		e.AttackBonusDie = att
	}
	if rule.Defend.BonusDie {
		e.DefendBonusDie = def
	}
	return e
}

// endTurn ends player me's turn by legal events only: the waiting units
// move in, what is left is placed on an own territory, Halo Wars heroes
// removed go back to their players; a Legendary hero or Warhammer leader
// taken off is left off (it must not be needed).
func endTurn(g *game, me int) {
	g.t.Helper()
	if g.s.Over {
		return
	}
	if g.s.Current != me {
		g.t.Fatalf("turn passed to %d", g.s.Current)
	}
	if p := g.s.Pending; p != nil {
		g.do(engine.MoveIn{Units: p.Min, Hero: p.Hero})
	}
	for t, r := range g.s.Reserved {
		if r > 0 {
			g.do(engine.Place{Territory: g.b.Territories[t].ID, Units: r})
		}
	}
	g.placeAllOn(g.b.Territories[g.s.Holdings(me)[0]].ID)
	var heroes []engine.HeroPlacement
	if !g.s.Rules.Heroes.ReturnsAtTurnStart {
		for i, p := range g.s.Players {
			if p.HasHero && p.Hero == engine.NoTerritory && !p.Out && g.s.Count(i) > 0 {
				heroes = append(heroes, engine.HeroPlacement{Player: i, Territory: g.b.Territories[g.s.Holdings(i)[0]].ID})
			}
		}
	}
	g.do(engine.EndTurn{Heroes: heroes})
	if !g.s.Over && g.s.Current == me {
		g.t.Fatal("the turn did not pass")
	}
}

// everyEdition starts a small game of each edition: Game of Thrones and
// Warhammer 40,000 with 3, Halo Wars Command Room with 3, Halo Legendary
// One-on-One.
func everyEdition(t *testing.T) []*game {
	return []*game{newGame(t, 3), newCommand(t, 3), oneOnOne(t, nil), newWH(t, 3, nil)}
}

func lineKeys(lines []engine.Line) []string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Key)
	}
	return out
}

func repeatJSON(v string, n int) string {
	return strings.Repeat(v+",", n-1) + v
}

// A hero correction names the player it refuses: Game of Thrones has no
// heroes ("correct.bad_player" said only "no such player").
func TestCorrectHeroOfAPlayerWithoutOneNamesThePlayer(t *testing.T) {
	g := newGame(t, 3)
	n, err := engine.Apply(g.s, engine.Correct{Heroes: []engine.HeroPlacement{{Player: 1, Territory: "harrenhal"}}})
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Key != "correct.no_hero" || re.Args["player"] != engine.PlayerRef(1) {
		t.Fatalf("state %v err %v", n, err)
	}
}

// A board with every territory neutral leaves nobody to take a turn (two
// players: "Bei 2 Spielern wählen Sie ein drittes Haus als neutrale
// Armee", which never takes a turn): refused.
func TestCorrectRefusesABoardWithNoPlayerLeft(t *testing.T) {
	g := newGame(t, 2)
	var fixes []engine.TerritoryFix
	for _, x := range g.b.Territories {
		fixes = append(fixes, engine.TerritoryFix{Territory: x.ID, Owner: 2, Units: 1})
	}
	g.refuse(engine.Correct{Territories: fixes}, "correct.nobody_left")
}

// Halo Wars "Place Bases": each player's base goes onto "an empty
// territory" at set-up and never moves; a slip at set-up is corrected,
// one base per territory, and the reinforcement counts the base where it
// stands ("HOW TO DEPLOY REINFORCEMENTS": one unit per base controlled).
func TestCorrectMovesABaseSetUpWrong(t *testing.T) {
	g := newCommand(t, 3)
	g.haloBoard(ben, merge(hold(anna, 5, "pirth", "slane"), hold(carla, 1, "selsey")), nil)
	annaBase := g.s.Players[anna].Base
	g.refuse(engine.Correct{Bases: []engine.HeroPlacement{{Player: anna, Territory: g.b.Territories[g.s.Players[ben].Base].ID}}}, "setup.base_twice")
	fix := engine.Correct{Bases: []engine.HeroPlacement{{Player: anna, Territory: "slane"}}}
	before := g.s
	g.do(fix)
	if g.s.Players[anna].Base != id(t, g.b, "slane") || g.s.Players[anna].Base == annaBase {
		t.Fatalf("Anna's base at %d", g.s.Players[anna].Base)
	}
	if g.s.Reinforcement.Bases != 1 {
		t.Errorf("reinforcement counts %d bases, want Anna's own in Slane", g.s.Reinforcement.Bases)
	}
	if keys := lineKeys(engine.Describe(before, fix, g.s)); !slices.Contains(keys, "history.correct_base") {
		t.Errorf("history %v", keys)
	}
	gt := newGame(t, 3)
	gt.refuse(engine.Correct{Bases: []engine.HeroPlacement{{Player: 0, Territory: "harrenhal"}}}, "correct.no_base")
}

// A correction that puts the leader elsewhere while a conquest waits for
// its units froze the turn: the move-in asked for the leader that fought
// ("conquest.hero_moves_in") and refused it as not there
// ("hero.not_there"). The leader is where the table says; the conquerors
// move in without it. Found by the random games (warhammer40k seed 440).
func TestCorrectLeaderMovedAwayDuringMoveIn(t *testing.T) {
	g := newWH(t, 3, nil)
	g.haloBoard(ben, merge(hold(anna, 9, "meg1"), hold(anna, 2, "meg3"), hold(carla, 1, "sto1")), map[int]string{anna: "meg1"})
	g.placeAllOn("meg1")
	for g.s.Pending == nil {
		a := battle(g, "meg1", "meg2", true)
		a.HeroIn = true // the leader's ability used: it must move in
		g.do(a)
	}
	if !g.s.Pending.Hero {
		t.Fatal("the leader fought from meg1 and should move in")
	}
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "meg3", Owner: anna, Units: 2}}, Heroes: []engine.HeroPlacement{{Player: anna, Territory: "meg3"}}})
	g.do(engine.MoveIn{Units: g.s.Pending.Min})
	if h := g.s.Players[anna].Hero; g.b.Territories[h].ID != "meg3" {
		t.Fatalf("the leader left meg3 for %s", g.b.Territories[h].ID)
	}
	g.do(engine.EndAttack{})
	g.do(engine.EndTurn{})
}

// Only a hand of skull cards can hold cards of unknown skulls, and only as
// many as the counts say (a game file's counted correction,
// CorrectHand.PointCards and TakenCards): an edition of territory cards or
// of Throne Gelt refuses the counts, and no count is below 0.
func TestCorrectHandCountsOnlySkullCards(t *testing.T) {
	for _, g := range everyEdition(t) {
		t.Run(g.s.Rules.Edition, func(t *testing.T) {
			g.t = t
			p := g.s.Current
			g.refuse(engine.CorrectHand{Player: p, PointCards: -1}, "correct.counted_cards")
			if g.s.Rules.CardsBy != engine.CardsByPoints {
				g.refuse(engine.CorrectHand{Player: p, PointCards: 1}, "correct.counted_cards")
				return
			}
			g.refuse(engine.CorrectHand{Player: p, PointCards: 1 << 62, TakenCards: 1 << 62}, "correct.more_than_deck")
			g.refuse(engine.CorrectHand{Player: p, PointCards: g.s.Rules.DeckSize, TakenCards: 1}, "correct.more_than_deck")
			g.do(engine.CorrectHand{Player: p, Points: []int{2}, PointCards: 1})
			if got := g.s.Players[p].Points; !slices.Equal(got, []int{2, engine.PointsUnknown}) {
				t.Errorf("a hand of 1 card of 2 skulls and 1 counted: %v", got)
			}
		})
	}
}

// A correction during the reinforcement, after units were placed,
// recounts it from the corrected board in every edition: each rulebook
// counts the reinforcement from the territories and regions held (Game of
// Thrones "Verstärkung" 1-2, Halo Wars and Halo Legendary "HOW TO DEPLOY
// REINFORCEMENTS" 1-2, Warhammer 40,000 "Verstärkung" A-B; classic in
// editions/classic). It recounted only before the first placement or
// trade: a region given whole to the player after one unit was placed
// brought no bonus. The units placed stay; the difference goes to those
// still to place.
func TestCorrectDuringReinforcementRecountsEveryEdition(t *testing.T) {
	for _, g := range everyEdition(t) {
		t.Run(g.s.Rules.Edition, func(t *testing.T) {
			g.t = t
			me := g.s.Current
			if g.s.Phase != engine.PhaseReinforce || g.s.Pool < 1 {
				t.Fatalf("phase %s, %d to place", g.s.Phase, g.s.Pool)
			}
			g.do(engine.Place{Territory: g.b.Territories[g.s.Holdings(me)[0]].ID, Units: 1})
			region, fixes := regionToGive(g, me)
			before := g.s
			g.do(engine.Correct{Territories: fixes})
			r, was := g.s.Reinforcement, before.Reinforcement
			if !slices.ContainsFunc(r.Regions, func(b engine.RegionBonus) bool { return b.Region == region }) {
				t.Errorf("regions %v after %s was given whole", r.Regions, region)
			}
			count := r.Territories + r.Castles + r.Colonies
			if r.Territories != g.s.Count(me) || r.Base != max(g.s.Rules.MinReinforcement, count/3) {
				t.Errorf("territories %d (holds %d), base %d", r.Territories, g.s.Count(me), r.Base)
			}
			delta := boardPart(r) - boardPart(was)
			if delta <= 0 || r.Total != was.Total+delta || g.s.Pool != before.Pool+delta {
				t.Errorf("total %d -> %d, to place %d -> %d, board's part up by %d", was.Total, r.Total, before.Pool, g.s.Pool, delta)
			}
		})
	}
}

// regionToGive is a region with a bonus that player p does not hold
// whole, and the correction giving it to p with the units standing there.
func regionToGive(g *game, p int) (string, []engine.TerritoryFix) {
	for _, reg := range g.b.Regions {
		if reg.Bonus == 0 || engine.HoldsWhole(g.b, g.s.Owner, reg.ID, p) {
			continue
		}
		var fixes []engine.TerritoryFix
		for i, x := range g.b.Territories {
			if x.InRegion(reg.ID) && g.s.Owner[i] != p {
				fixes = append(fixes, engine.TerritoryFix{Territory: x.ID, Owner: p, Units: max(1, g.s.Units[i])})
			}
		}
		return reg.ID, fixes
	}
	g.t.Fatal("no region to give")
	return "", nil
}

// boardPart is what a reinforcement gets from the board alone.
func boardPart(r engine.Reinforcement) int {
	n := r.Base + r.Bases
	for _, b := range r.Regions {
		n += b.Bonus
	}
	return n
}
