package classic

import (
	"slices"
	"testing"

	"herald/engine"
)

// Capital RISK is the 1993 booklet's "CAPITAL RISK, for a Shorter Game",
// read as retyped at ultraboardgames.com/risk/capital-risk.php (capital.go
// quotes it).

// capitalGame starts a 4-player Capital RISK game on the round-robin deal
// (seat i holds every fourth territory from the i-th), 30 armies each,
// with the capitals given by seat.
func capitalGame(t *testing.T, capitals []string, deck string) (*engine.State, error) {
	t.Helper()
	b := board(t)
	owners := roundRobin(b, 4)
	var players []engine.PlayerSetup
	for i, c := range []string{"red", "blue", "green", "black"} {
		p := engine.PlayerSetup{Name: []string{"Anna", "Ben", "Carla", "Dora"}[i], House: c}
		if i < len(capitals) && capitals[i] != "" {
			p.Options = engine.OptionsOf(SeatOptions{Capital: capitals[i]})
		}
		players = append(players, p)
	}
	s := state(t, nil, owners)
	units := fill(s, 30)
	e := engine.Setup{Edition: Edition, Board: BoardID, Players: players, Owners: owners, Units: units,
		DeckMode: deck, Options: engine.OptionsOf(Options{Variant: VariantCapital})}
	if deck == engine.DeckHerald {
		e.Deck = engine.ShuffleDeck(b, Rules, func(n int) int { return n - 1 })
	}
	return engine.NewGame(b, e)
}

// Round robin in board order: Anna alaska, Ben northwest_territory,
// Carla alberta, Dora western_united_states, Anna central_america ...
var roundRobinCapitals = []string{"alaska", "northwest_territory", "alberta", "western_united_states"}

// TestCapitalIsOwnTerritory: Capital RISK, set-up 1: "select one of the
// territories you've claimed and make it your Headquarters". Another
// player's territory, a territory the map lacks and a missing capital are
// refused naming the player (and the territory); the neutral army and a
// world domination game have none.
func TestCapitalIsOwnTerritory(t *testing.T) {
	if _, err := capitalGame(t, roundRobinCapitals, engine.DeckTable); err != nil {
		t.Fatalf("own territories as capitals refused: %v", err)
	}
	for name, c := range map[string]struct {
		capitals []string
		key      string
		args     map[string]any
	}{
		"another's": {[]string{"alaska", "alberta", "alberta", "western_united_states"}, "classic.capital.not_own",
			map[string]any{"player": engine.PlayerRef(1), "territory": engine.TerritoryID(2)}},
		"unknown": {[]string{"alaska", "atlantis", "alberta", "western_united_states"}, "classic.capital.unknown",
			map[string]any{"player": engine.PlayerRef(1), "capital": "atlantis"}},
		"missing": {[]string{"alaska", "northwest_territory", "", "western_united_states"}, "classic.capital.missing",
			map[string]any{"player": engine.PlayerRef(2)}},
	} {
		_, err := capitalGame(t, c.capitals, engine.DeckTable)
		re, _ := err.(*engine.RuleError)
		if re == nil || re.Key != c.key || !argsEqual(re.Args, c.args) {
			t.Errorf("%s: %v, want %s %v", name, err, c.key, c.args)
		}
	}
}

func argsEqual(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range b {
		if a[k] != v {
			return false
		}
	}
	return true
}

// TestCapitalOnlyInCapitalRISK: a capital in a world domination game is
// refused (it would count for nothing), and an unknown variant too.
func TestCapitalOnlyInCapitalRISK(t *testing.T) {
	b := board(t)
	owners := roundRobin(b, 3)
	s := state(t, nil, owners)
	players := []engine.PlayerSetup{{Name: "Anna", House: "red", Options: engine.OptionsOf(SeatOptions{Capital: "alaska"})},
		{Name: "Ben", House: "blue"}, {Name: "Carla", House: "green"}}
	e := engine.Setup{Edition: Edition, Board: BoardID, Players: players, Owners: owners, Units: fill(s, 35), DeckMode: engine.DeckTable}
	if _, err := engine.NewGame(b, e); keyOf(err) != "classic.capital.not_this_variant" {
		t.Errorf("a capital in world domination: %v", err)
	}
	e.Players[0].Options = nil
	e.Options = engine.OptionsOf(Options{Variant: "capitals"})
	if _, err := engine.NewGame(b, e); err == nil {
		t.Error("variant \"capitals\" accepted")
	}
	e.Options = engine.OptionsOf(Options{Variant: VariantDomination})
	g, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatalf("world domination refused: %v", err)
	}
	if Capitals(g) != nil {
		t.Errorf("world domination with capitals %v", Capitals(g))
	}
}

// TestCapitalCardsOutOfHeraldsDeck: Capital RISK, game play: "You may NOT
// use a Headquarters card as part of a matched set ... keep all
// Headquarters cards out of the way during the game": Herald's deck
// holds the 44 cards less the 4 capitals'.
func TestCapitalCardsOutOfHeraldsDeck(t *testing.T) {
	s, err := capitalGame(t, roundRobinCapitals, engine.DeckHerald)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Deck) != 40 || slices.ContainsFunc(roundRobinCapitals, func(c string) bool { return slices.Contains(s.Deck, c) }) {
		t.Errorf("deck of %d cards: %v", len(s.Deck), s.Deck)
	}
}

// TestCapitalsWinIncludingOwn: Capital RISK, object: "To capture all
// opposing headquarters while still controlling your own territory".
// Anna conquers the last opposing capital: with her own lost before, the
// game goes on; holding her own, she wins on the conquest. A correction
// that gives one player every capital ends the game too; a player whose
// capital fell plays on ("you are not eliminated from the game").
func TestCapitalsWinIncludingOwn(t *testing.T) {
	s, err := capitalGame(t, roundRobinCapitals, engine.DeckTable)
	if err != nil {
		t.Fatal(err)
	}
	fix := func(s *engine.State, owners map[string]int) *engine.State {
		t.Helper()
		var c engine.Correct
		for id, o := range owners {
			units := 5
			if id == "western_united_states" {
				units = 1 // Dora's capital, to be taken by one battle
			}
			c.Territories = append(c.Territories, engine.TerritoryFix{Territory: id, Owner: o, Units: units})
		}
		n, err := engine.Apply(s, c)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	// Anna holds Ben's and Carla's capitals, Dora holds Anna's.
	s = fix(s, map[string]int{"northwest_territory": 0, "alberta": 0, "alaska": 3, "western_united_states": 3})
	if s.Over || s.Players[1].Out {
		t.Fatalf("over %v, Ben out %v after losing his capital", s.Over, s.Players[1].Out)
	}
	lost := conquer(t, s, "central_america", "western_united_states")
	if lost.Over {
		t.Errorf("Anna took every opposing capital without her own: game over (%s)", lost.EndReason)
	}
	s = fix(s, map[string]int{"alaska": 0})
	won := conquer(t, s, "central_america", "western_united_states")
	if !won.Over || won.EndReason != EndCapitals || !slices.Equal(won.Winners, []int{0}) {
		t.Errorf("Anna holds every capital: over %v, reason %q, winners %v", won.Over, won.EndReason, won.Winners)
	}
	byFix := fix(s, map[string]int{"western_united_states": 2, "alaska": 2, "northwest_territory": 2, "alberta": 2})
	if !byFix.Over || !slices.Equal(byFix.Winners, []int{2}) {
		t.Errorf("a correction gives Carla every capital: over %v, winners %v", byFix.Over, byFix.Winners)
	}
}

// conquer places Anna's armies on from and takes to (one army) with three
// sixes, moving 3 in.
func conquer(t *testing.T, s *engine.State, from, to string) *engine.State {
	t.Helper()
	for _, e := range []engine.Event{
		engine.Place{Territory: from, Units: s.Pool},
		engine.Attack{From: from, To: to, AttackDice: []int{6, 6, 6}, DefendDice: []int{1}},
		engine.MoveIn{Units: 3},
	} {
		n, err := engine.Apply(s, e)
		if err != nil {
			t.Fatalf("%T %+v: %v", e, e, err)
		}
		s = n
	}
	return s
}

// TestCapitalCardsOutOfTablesDeck: Capital RISK, set-up 1 and game play
// (1993 booklet as retyped at ultraboardgames.com/risk/capital-risk.php):
// each player's Headquarters card lies "face down in front of" them, "You
// may NOT use a Headquarters card as part of a matched set", "keep all
// Headquarters cards out of the way during the game". With the table's
// deck a capital's card entered as drawn or into a hand is refused,
// naming the card and whose capital it is, and the draw pile counts 44
// less the 4 capitals' cards.
func TestCapitalCardsOutOfTablesDeck(t *testing.T) {
	s, err := capitalGame(t, roundRobinCapitals, engine.DeckTable)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.DeckLeft(); got != 40 {
		t.Errorf("the table's pile holds %d cards, want 44 less 4 capitals' = 40", got)
	}
	c := engine.Correct{Territories: []engine.TerritoryFix{{Territory: "western_united_states", Owner: 3, Units: 1}}}
	if s, err = engine.Apply(s, c); err != nil {
		t.Fatal(err)
	}
	s = conquer(t, s, "central_america", "western_united_states")
	want := func(what string, err error, card string, player int) {
		t.Helper()
		id, _ := s.Board.Lookup(card)
		re, _ := err.(*engine.RuleError)
		args := map[string]any{"card": id, "player": engine.PlayerRef(player)}
		if re == nil || re.Key != "classic.capital.card_out" || !argsEqual(re.Args, args) {
			t.Errorf("%s %s: %v, want classic.capital.card_out %v", what, card, err, args)
		}
	}
	for p, card := range roundRobinCapitals {
		_, err := engine.Apply(s, engine.EndTurn{Draw: true, Card: card})
		want("drawn", err, card, p)
		_, err = engine.Apply(s, engine.CorrectHand{Player: (p + 1) % 4, Cards: []string{"greenland", card}})
		want("corrected into a hand", err, card, p)
	}
	drew, err := engine.Apply(s, engine.EndTurn{Draw: true, Card: "greenland"})
	if err != nil {
		t.Fatalf("another card drawn: %v", err)
	}
	if got := drew.DeckLeft(); got != 39 {
		t.Errorf("after one card drawn the pile holds %d, want 39", got)
	}
	// A card that is no capital's goes into a hand as before.
	if _, err := engine.Apply(drew, engine.CorrectHand{Player: 0, Cards: []string{"greenland", "brazil"}}); err != nil {
		t.Errorf("cards of no capital corrected into a hand: %v", err)
	}
}
