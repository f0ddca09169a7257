package legendary

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"herald/engine"
	"herald/i18n"
	"herald/views"
	"herald/views/viewstest"
)

func TestLegendaryWordsInCatalogue(t *testing.T) {
	if n := keysInCatalogue(t, `"((?:legendary|mission|preset|tier)\.[a-z_.0-9]+)"`, "console.templ", "console.go", "panels.templ", "panels.go", "faction.templ", "faction.go", "../../views/pointhand.go", "../../views/game.templ", "../../views/pointcards.templ"); n < 40 {
		t.Fatalf("found only %d keys", n)
	}
}

// legendaryState is a One-on-One game on a made-up board of 9 in a chain:
// Anna (UNSC) holds l1, l4, l7, Ben (Covenant) l2, l5, l8, the neutral
// Flood l3, l6, l9; Anna's mobile teleporter links l1 and l9.
func legendaryState(t *testing.T) *engine.State {
	t.Helper()
	spec := engine.BoardSpec{ID: "l", Names: engine.Names{"en": "L"}, Regions: []engine.Region{{ID: "r", Names: engine.Names{"en": "R"}, Bonus: 1}}}
	for i := 1; i <= 9; i++ {
		id := fmt.Sprintf("l%d", i)
		spec.Territories = append(spec.Territories, engine.Territory{ID: id, Names: engine.Names{"en": "Land " + id}, Region: "r"})
		if i > 1 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("l%d", i-1), B: id, Kind: engine.LinkLand})
		}
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	e := engine.Setup{Edition: ID, Board: "l", Mode: ModeOneOnOne, DeckMode: engine.DeckTable,
		Options: engine.OptionsOf(Options{TeleporterOption: TeleportersEach, Teleporters: [][2]string{{"l1", "l9"}}}),
		Owners:  map[string]int{}, Units: map[string]int{},
		Players: []engine.PlayerSetup{
			{Name: "Anna", House: UNSC1, Base: "l1", Hero: "l1"},
			{Name: "Ben", House: Covenant1, Base: "l2", Hero: "l2"},
			{House: Flood, Neutral: true},
		}}
	for i, terr := range b.Territories {
		e.Owners[terr.ID], e.Units[terr.ID] = i%3, 1
	}
	e.Units["l1"], e.Units["l2"] = 28, 28
	e.Units["l3"], e.Units["l6"], e.Units["l9"] = 44, 2, 2
	st, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// Campaign cards are dealt "verdeckt" and revealed when completed ("decken
// Sie die entsprechende Karte auf, sodass jeder sie sehen kann"): the game
// page never shows a card face down, the player's own page does.
func TestLegendaryCampaignCardsStayPrivate(t *testing.T) {
	st := legendaryState(t)
	st, err := engine.Apply(st, RecordCampaign{Player: 0, CampaignCard: CampaignCard{Tier: TierEasy, Mission: MissionHoldTerritories, N: 2}})
	if err != nil {
		t.Fatal(err)
	}
	st, err = engine.Apply(st, RecordCampaign{Player: 0, CampaignCard: CampaignCard{Tier: TierHeroic, Mission: MissionTable, Text: "Geheimziel"}})
	if err != nil {
		t.Fatal(err)
	}
	game := func(st *engine.State) string { return viewstest.Page(t, views.GameView{ID: 1, State: st}, "en") }
	page := game(st)
	if strings.Contains(page, "Control at least 2 territories") || strings.Contains(page, "Geheimziel") {
		t.Error("the game page shows a card face down")
	}
	if !strings.Contains(page, `data-testid="card-0-easy"`) || !strings.Contains(page, "face down") {
		t.Error("the game page does not list Anna's cards as face down")
	}
	var own bytes.Buffer
	if err := CampaignPage(views.Ctx{Lang: "en"}, CampaignView{ID: 1, State: st, Player: 0}).Render(context.Background(), &own); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(own.String(), "Control at least 2 territories") || !strings.Contains(own.String(), "Geheimziel") {
		t.Error("Anna's own page does not show her cards")
	}
	// Anna places and completes the easy card: face up, checked by Herald.
	st, err = engine.Apply(st, engine.Place{Territory: "l1", Units: st.Pool})
	if err != nil {
		t.Fatal(err)
	}
	st, err = engine.Apply(st, CompleteCampaign{Tier: TierEasy})
	if err != nil {
		t.Fatal(err)
	}
	page = game(st)
	if !strings.Contains(page, "Control at least 2 territories") || !strings.Contains(page, `data-testid="card-verified-0-easy"`) {
		t.Error("a completed card is not face up and checked")
	}
	if strings.Contains(page, "Geheimziel") {
		t.Error("the heroic card shows before it is the last one open")
	}
	// The mobile teleporter pair is marked on both ends.
	if !strings.Contains(page, `data-testid="mark-teleporter-l1"`) || !strings.Contains(page, `data-testid="mark-teleporter-l9"`) {
		t.Error("the teleporter pair is not marked")
	}
}

// keysInCatalogue checks that every key the pattern finds in the files is
// in the catalogue (views/catalogue_test.go's helper) and counts them.
func keysInCatalogue(t *testing.T, pattern string, files ...string) int {
	t.Helper()
	re := regexp.MustCompile(pattern)
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			if strings.HasSuffix(m[1], ".") || strings.HasSuffix(m[1], "_") {
				continue
			}
			if !i18n.Has(m[1]) {
				t.Errorf("%s: %s is not in the catalogue", f, m[1])
			}
		}
	}
	return n
}
