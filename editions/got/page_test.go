package got_test

// The Game of Thrones Skirmish game page: the hand limit, the table's
// deck and units reserved by a traded card (rulebook seed 001).

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/editions/got"
	"herald/engine"
	"herald/maps"
	"herald/views"
	"herald/views/viewstest"
)

// gotState is a 3-player game on Westeros with the table's deck, dealt
// round the table in board order.
func gotState(t *testing.T) *engine.State {
	t.Helper()
	b := maps.MustLoad("westeros")
	s := engine.Setup{Edition: "got", Board: "westeros", DeckMode: engine.DeckTable, Owners: map[string]int{}}
	for i, terr := range b.Territories {
		s.Owners[terr.ID] = i % 3
	}
	for i, h := range got.Rules.Houses(3) {
		s.Players = append(s.Players, engine.PlayerSetup{Name: []string{"Anna", "Ben", "Carla"}[i], House: h})
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func applyAll(t *testing.T, st *engine.State, events ...engine.Event) *engine.State {
	t.Helper()
	for _, e := range events {
		n, err := engine.Apply(st, e)
		if err != nil {
			t.Fatalf("%s: %v", e.Type(), err)
		}
		st = n
	}
	return st
}

func renderGoT(t *testing.T, lang string, st *engine.State) string {
	t.Helper()
	return viewstest.GamePage(t, st, lang)
}

func cardsWith(b *engine.Board, sym engine.CardSymbol, n int) []string {
	var out []string
	for _, c := range b.Cards {
		if c.Symbol == sym && len(out) < n {
			out = append(out, c.Territory)
		}
	}
	return out
}

// "Verstärkung" 3: "Die 2 weiteren Einheiten dürfen aber nur auf das
// entsprechende Gebiet gestellt werden." The form pre-selects the
// territory the reserved units belong to and pre-fills what fits there,
// so submitting it as offered is accepted; the page names the territory.
func TestGoTPlaceFormDefaultFitsReservedUnits(t *testing.T) {
	st := gotState(t)
	knights := cardsWith(st.Board, engine.Knight, 3)
	// Anna holds the first knight's territory, named late in the alphabet
	// among hers or not: the pre-selection must not depend on the order.
	st = applyAll(t, st,
		engine.Correct{Territories: []engine.TerritoryFix{{Territory: knights[0], Owner: 0, Units: 1}, {Territory: knights[1], Owner: 1, Units: 1}, {Territory: knights[2], Owner: 1, Units: 1}}},
		engine.CorrectHand{Player: 0, Cards: knights},
		engine.Trade{Cards: knights})
	page := renderGoT(t, "de", st)
	sel := regexp.MustCompile(`<option value="([a-z_]+)" selected[ >]`).FindStringSubmatch(page)
	if sel == nil || sel[1] != knights[0] {
		t.Fatalf("pre-selected %v, want %s", sel, knights[0])
	}
	val := regexp.MustCompile(`name="units" min="1" max="\d+" value="(\d+)"`).FindStringSubmatch(page)
	if val == nil {
		t.Fatal("no units field")
	}
	// What the form offers is what the table would submit.
	n, err := engine.Apply(st, engine.Place{Territory: sel[1], Units: atoi(t, val[1])})
	if err != nil || n.ToPlace() != 0 {
		t.Fatalf("submitting the form as offered (%s on %s): %v", val[1], sel[1], err)
	}
	k0, _ := st.Board.Lookup(knights[0])
	name := st.Board.Name(k0, "de")
	if !strings.Contains(page, "2 Einheiten aus dem eingetauschten Satz dürfen nur auf "+name+" gestellt werden.") {
		t.Errorf("no hint naming %s", name)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// "Invasion (Fortsetzung)": after taking an eliminated player's cards,
// "falls Sie dann mehr als 5 Karten haben, können Sie diese umgehend ...
// eintauschen". The notice says how many cards the hand really holds.
func TestGoTTradeNoticeCountsTheHand(t *testing.T) {
	st := gotState(t)
	b := st.Board
	mine := cardsWith(b, engine.Knight, 3)
	theirs := append(cardsWith(b, engine.Fortification, 3), cardsWith(b, engine.SiegeEngine, 1)...)
	var fixes []engine.TerritoryFix
	for _, terr := range b.Territories {
		f := engine.TerritoryFix{Territory: terr.ID, Owner: 1, Units: 1}
		switch terr.ID {
		case "harrenhal":
			f.Owner, f.Units = 0, 9
		case "kings_landing":
			f.Owner = 2
		}
		fixes = append(fixes, f)
	}
	st = applyAll(t, st, engine.Correct{Territories: fixes},
		engine.CorrectHand{Player: 0, Cards: mine}, engine.CorrectHand{Player: 2, Cards: theirs})
	st = applyAll(t, st, engine.Place{Territory: "harrenhal", Units: st.ToPlace()},
		engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}},
		engine.MoveIn{Units: 1})
	for lang, want := range map[string]string{"de": "Anna hat 7 Gebietskarten auf der Hand", "en": "Anna holds 7 territory cards"} {
		if page := renderGoT(t, lang, st); !strings.Contains(page, want) {
			t.Errorf("%s: no %q", lang, want)
		}
	}
	// Traded down to 4: no notice. Anna's next turn with 5 cards ("Wenn
	// Sie zu Beginn Ihrer Runde 5 Karten auf der Hand haben, müssen Sie
	// einen Satz Karten einlösen"): the forced trade says 5.
	st = applyAll(t, st, engine.Trade{Cards: theirs[:3]})
	if page := renderGoT(t, "en", st); strings.Contains(page, `data-testid="must-trade"`) {
		t.Errorf("a hand of 4 shows a forced trade")
	}
	st = applyAll(t, st, engine.Place{Territory: "harrenhal", Units: st.ToPlace()}, engine.EndTurn{})
	st = applyAll(t, st, engine.Place{Territory: st.Board.Territories[st.Holdings(1)[0]].ID, Units: st.ToPlace()}, engine.EndTurn{})
	st = applyAll(t, st, engine.CorrectHand{Player: 0, Cards: append(mine, theirs[3], theirs[0])})
	if page := renderGoT(t, "de", st); !strings.Contains(page, "Anna hat 5 Gebietskarten auf der Hand: Zuerst muss ein Satz eingetauscht werden.") {
		t.Error("forced trade with 5 cards not said")
	}
}

// "Karte ziehen" with a full hand ("nie mehr als 5 Gebietskarten"): the
// end-of-turn form offers no draw and says why; the cards left in the
// table's deck are shown, and the End Game card is not offered before half
// the territory cards were drawn ("Spielaufbau" step 6).
func TestGoTEndTurnFormFullHandAndDeck(t *testing.T) {
	st := gotState(t)
	var fixes []engine.TerritoryFix
	for _, terr := range st.Board.Territories {
		f := engine.TerritoryFix{Territory: terr.ID, Owner: 1, Units: 1}
		if terr.ID == "harrenhal" {
			f.Owner, f.Units = 0, 9
		}
		if terr.ID == "the_eyrie" {
			f.Owner = 2
		}
		fixes = append(fixes, f)
	}
	st = applyAll(t, st, engine.Correct{Territories: fixes})
	st = applyAll(t, st, engine.Place{Territory: "harrenhal", Units: st.ToPlace()},
		engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}},
		engine.MoveIn{Units: 1})
	page := renderGoT(t, "de", st)
	if !strings.Contains(page, "1 Gebiet erobert: Ihr dürft eine Gebietskarte ziehen.") {
		t.Error("one conquest not said in the singular")
	}
	if !strings.Contains(page, "Im Stapel: noch 49 Karten") {
		t.Error("cards left in the table's deck not shown as 49")
	}
	if strings.Contains(page, `value="end_game"`) || !strings.Contains(page, `data-testid="end-card-not-yet"`) {
		t.Error("End Game card offered as the first draw of the table's deck")
	}
	st = applyAll(t, st, engine.CorrectHand{Player: 0, Cards: cardsWith(st.Board, engine.Knight, 5)})
	page = renderGoT(t, "de", st)
	if strings.Contains(page, `data-testid="end-turn-draw"`) || !strings.Contains(page, "Anna hat 5 Gebietskarten auf der Hand: Mehr als 5 sind nie erlaubt") {
		t.Error("a full hand is offered a draw, or the reason is missing")
	}
	if !strings.Contains(page, "Im Stapel: noch 44 Karten") {
		t.Error("cards left not counted from the hand")
	}
}

func TestGoTWordsInCatalogue(t *testing.T) {
	// The core page's card sentences (hand.*, reinforce.reserved_for) are
	// the ones this edition's page shows most.
	if n := keysInCatalogue(t, `"((?:got|hand|list)\.[a-z_.]+|reinforce\.reserved_for)"`,
		"../../views/game.templ", "../../views/cards.go", "draw.go", "panels.templ", "panels.go"); n < 8 {
		t.Fatalf("found only %d keys", n)
	}
}

// "Die 2 weiteren Einheiten dürfen aber nur auf das entsprechende Gebiet
// gestellt werden": the refusal names every territory the reserved units
// belong to, in the reader's language.
func TestGoTReservedRefusalNamesTheTerritories(t *testing.T) {
	st := gotState(t)
	knights := cardsWith(st.Board, engine.Knight, 3)
	var fixes []engine.TerritoryFix
	for _, k := range knights {
		fixes = append(fixes, engine.TerritoryFix{Territory: k, Owner: 0, Units: 1})
	}
	st = applyAll(t, st, engine.Correct{Territories: fixes}, engine.CorrectHand{Player: 0, Cards: knights}, engine.Trade{Cards: knights})
	other := st.Board.Territories[st.Holdings(0)[0]].ID
	for _, k := range knights {
		if other == k {
			t.Fatal("first holding is a knight's territory")
		}
	}
	_, err := engine.Apply(st, engine.Place{Territory: other, Units: st.Pool + 1})
	names := make([]string, 3)
	for i, k := range knights {
		x, _ := st.Board.Lookup(k)
		names[i] = st.Board.Name(x, "de")
	}
	want := "6 Einheiten aus dem eingetauschten Satz dürfen nur auf " + names[0] + ", " + names[1] + " und " + names[2] + " gestellt werden."
	if got := views.SayError("de", st, err); !strings.Contains(got, want) {
		t.Errorf("refusal %q, want it to end %q", got, want)
	}
}
