package views

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// Basic Training with 3 players: the chart's colonies and achievements
// ("PLACE COLONIES", "PLACE ACHIEVEMENTS"), as the table enters them.
var (
	haloBasicColonies3 = []string{"skerries", "academ", "pirth", "kintyre", "abaskun", "sarai", "petra", "kish", "persepolis",
		"carthage", "canopus", "rungholt", "poolesville", "birka", "dunwich"}
	haloBasicAchievements3 = []string{"colonies_8", "control_eire", "control_mu", "control_pacifica",
		"territories_10_in_turn", "enemy_bases_2", "territories_18", "sectors_2"}
)

func TestHaloWordsInCatalogue(t *testing.T) {
	if n := keysInCatalogue(t, `"((?:halo|reinforce|achievement|achievement_text|reward|tier)\.[a-z_.]+)"`, "pointcards.templ", "pointcards.go", "game.templ",
		"../editions/halowars/panels.templ", "../editions/halowars/panels.go", "../editions/halowars/claims.templ", "../editions/halowars/claims.go"); n < 40 {
		t.Fatalf("found only %d keys", n)
	}
}

// haloState is a 3-player Basic Training game on Arcadia, dealt round the
// table in board order.
func haloState(t *testing.T) *engine.State {
	t.Helper()
	b := maps.MustLoad("arcadia")
	s := engine.Setup{Edition: "halowars", Board: "arcadia", Mode: "basic", DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Colonies: haloBasicColonies3, Achievements: haloBasicAchievements3}
	first := make([]string, 3)
	for i, terr := range b.Territories {
		s.Owners[terr.ID], s.Units[terr.ID] = i%3, 2
		if first[i%3] == "" {
			first[i%3] = terr.ID
		}
	}
	rules, _ := engine.RulesetFor("halowars")
	for i, h := range rules.Houses(3) {
		p := engine.PlayerSetup{Name: []string{"Flo", "Uma", "Cora"}[i], House: h, Base: first[i], Hero: first[i]}
		if i == 2 {
			p.Points = []int{1}
		}
		s.Players = append(s.Players, p)
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// A game won by achievements says so and counts achievements, not Game
// of Thrones' castles and ports.
func TestHaloGameOverShowsAchievements(t *testing.T) {
	st := haloState(t)
	st.Players[0].Achievements = []string{"control_mu", "colonies_8", "territories_18"}
	st.Over, st.EndReason, st.Winners, st.Scores = true, "achievements", []int{0}, st.FinalScores()
	var buf bytes.Buffer
	if err := Game(Ctx{Lang: "en"}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if !strings.Contains(page, "the achievements done") || strings.Contains(page, "Ports") {
		t.Fatalf("game over page: %s", page[:min(len(page), 600)])
	}
	if !strings.Contains(page, `data-testid="score-total-0">3<`) {
		t.Error("Flo's three achievements are not counted")
	}
}

// On Arcadia most links are unknown: the attack form offers every enemy
// territory a link cannot be ruled out to (the table's call), and never
// one whose complete list rules it out (Xanadu's four neighbours).
func TestAttackTargetsOnAnOpenBoard(t *testing.T) {
	st := haloState(t)
	st.Units[0] = 5 // academ, Flo's
	targets := map[string]bool{}
	for _, o := range (Ctx{Lang: "en"}).attackTargets(st, "academ", "") {
		targets[o.Value] = true
	}
	// Kish (Uma's by the deal) has no known link to Academ; Xanadu's list
	// is complete and does not name Academ.
	if !targets["kish"] && !targets["petra"] {
		t.Errorf("no unknown-link target offered: %v", targets)
	}
	if targets["xanadu"] {
		t.Error("Xanadu offered, though its complete list rules Academ out")
	}
	for id := range targets {
		if tt, _ := st.Board.Lookup(id); st.Owner[tt] == 0 {
			t.Errorf("own territory %s offered", id)
		}
	}
}
