package wh40k_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
	"herald/views"
	"herald/views/viewstest"
)

// wallState is a 3-player Warhammer game on a board of two regions and
// a fortress wall between them, one territory each: Anna holds Nord's own
// territory, Ben Süd's, Carla the wall.
func wallState(t *testing.T) *engine.State {
	t.Helper()
	n := func(s string) engine.Names { return engine.Names{"en": s, "de": s} }
	spec := engine.BoardSpec{ID: "walls", Names: n("Walls"), LinksOpen: true,
		Regions: []engine.Region{{ID: "nord", Names: n("Nord"), Bonus: 2}, {ID: "sued", Names: n("Süd"), Bonus: 3}},
		Territories: []engine.Territory{
			{ID: "n1", Names: n("N1"), Region: "nord"},
			{ID: "s1", Names: n("S1"), Region: "sued"},
			{ID: "w", Names: n("Wall"), Region: "nord", AlsoRegion: "sued"},
		}}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	missions := eightMissions()
	s := engine.Setup{Edition: wh40k.ID, Mode: wh40k.ModeClassic, DeckMode: engine.DeckTable,
		Owners: map[string]int{"n1": 0, "s1": 1, "w": 2}, Units: map[string]int{"n1": 30, "s1": 30, "w": 30}, Achievements: missions}
	for i, terr := range []string{"n1", "s1", "w"} {
		p := engine.PlayerSetup{Name: []string{"Anna", "Ben", "Carla"}[i], House: wh40k.Factions[i], Hero: terr}
		if i == 2 {
			p.Values = []int{100}
		}
		s.Players = append(s.Players, p)
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// eightMissions are the first 4 main and 4 side missions of the rulebook.
func eightMissions() []string {
	var missions []string
	for _, tier := range []string{wh40k.TierMain, wh40k.TierSide} {
		k := 0
		for _, m := range wh40k.MissionOrder {
			if wh40k.Rules.Objectives[m].Tier == tier && k < 4 {
				missions = append(missions, m)
				k++
			}
		}
	}
	return missions
}

// regionBlock is the board panel's part for region id.
func regionBlock(t *testing.T, html, id string) string {
	t.Helper()
	i := strings.Index(html, `data-testid="region-`+id+`"`)
	if i < 0 {
		t.Fatalf("no region %s on the page", id)
	}
	rest := html[i+1:]
	if j := strings.Index(rest, `data-testid="region-`); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// SPIELPLAN: "Drei Festungswälle erstrecken sich über 2 Regionen. Diese
// Gebiete sind Teil der beiden Regionen, die sie verbinden"; REGIONS-BONI:
// "Wenn du jedes Gebiet einer Region, inklusive Festungswälle, die mit
// anderen Regionen geteilt werden, kontrollierst, gehört dir diese
// Region." The board panel lists the wall under both regions, and a
// region is held only with its wall.
func TestWarhammerBoardPanelWallInBothRegions(t *testing.T) {
	st := wallState(t)
	var buf bytes.Buffer
	if err := views.Board(views.Ctx{Lang: "de"}, views.GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	for _, r := range []string{"nord", "sued"} {
		block := regionBlock(t, html, r)
		if !strings.Contains(block, `data-testid="terr-w"`) {
			t.Errorf("the wall is not listed under %s", r)
		}
		if strings.Contains(block, `class="chip`) {
			t.Errorf("%s is shown held while Carla holds its wall", r)
		}
	}
}

// The attack form offers a once-only re-roll card to Herald's roll as a
// choice, unticked: "dürfen jeweils einmal verwendet werden".
func TestWarhammerAttackFormOffersTheRerollCard(t *testing.T) {
	st := whState(t, eightMissions()...)
	st.Players[0].Rewards = append(st.Players[0].Rewards, wh40k.LootRerollOne)
	st, err := engine.Apply(st, engine.Place{Territory: "mortwald_oteck_festungswall", Units: st.ToPlace()})
	if err != nil {
		t.Fatal(err)
	}
	g := views.GameView{ID: 1, State: st, AttackFrom: "mortwald_oteck_festungswall", AttackTo: "festungswall_2"}
	html := viewstest.Page(t, g, "de")
	i := strings.Index(html, `name="use_reroll_one"`)
	if i < 0 {
		t.Fatal("no choice to use the re-roll card")
	}
	if input := html[strings.LastIndex(html[:i], "<input") : strings.Index(html[i:], ">")+i]; strings.Contains(input, "checked") {
		t.Errorf("the card is spent by default: %s", input)
	}
	// Kept cards re-roll in every battle: nothing to choose.
	wh40k.SetLootKept(st, true)
	if strings.Contains(viewstest.Page(t, views.GameView{ID: 1, State: st, AttackFrom: g.AttackFrom, AttackTo: g.AttackTo}, "de"), `name="use_reroll_one"`) {
		t.Error("a kept card is offered as a choice")
	}
}

// BESEITIGE EINEN MITSPIELER: "Als Belohnung erhältst du alle
// Gebietskarten und Missionskarten deines Gegners. Falls der beseitigte
// Spieler Beutekarten hatte, werden diese aus dem Spiel entfernt." The
// elimination line of a Warhammer game says all of it.
func TestWarhammerEliminationLineNamesMissionsAndLoot(t *testing.T) {
	st := whState(t, eightMissions()...)
	args := map[string]any{"player": engine.PlayerRef(0), "loser": engine.PlayerRef(1)}
	for lang, want := range map[string][]string{
		"de": {"Uli", "Chas", "Gebietskarten", "Missionskarten", "Beutekarten", "aus dem Spiel entfernt"},
		"en": {"Uli", "Chas", "territory cards", "mission cards", "loot cards", "removed from the game"},
	} {
		got := views.Say(lang, st, "history.eliminated", args)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q does not say %q", lang, got, w)
			}
		}
	}
}

// Territory lists sort as a reader counts: "Gebiet 4" before "Gebiet 10"
// (the Vigilus template numbers its placeholder territories).
func TestTerritoryListsSortNaturally(t *testing.T) {
	st := whState(t, eightMissions()...)
	var labels []string
	for _, o := range (views.Ctx{Lang: "de"}).OwnTerritories(st, 0, 1, "") {
		labels = append(labels, o.Label)
	}
	at := func(prefix string) int {
		for i, l := range labels {
			if strings.HasPrefix(l, prefix) {
				return i
			}
		}
		t.Fatalf("no %q in %v", prefix, labels)
		return -1
	}
	if at("Gebiet 4 ") > at("Gebiet 10 ") || at("Gebiet 1 ") > at("Gebiet 4 ") {
		t.Errorf("sorted as text: %v", labels)
	}
}
