package wh40k_test

import (
	"regexp"
	"strings"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
	"herald/i18n"
	"herald/maps"
	"herald/views"
	"herald/views/viewstest"
)

func TestWarhammerWordsInCatalogue(t *testing.T) {
	if n := keysInCatalogue(t, `"((?:wh40k|newwh|mission|mission_text|loot|tier|mode|reinforce|leader)\.[a-z_.]+)"`,
		"panels.templ", "panels.go", "setup.templ", "setup.go", "../../views/game.templ", "../../views/pointcards.templ", "../../views/leader.templ", "register.templ", "register.go"); n < 60 {
		t.Fatalf("found only %d keys", n)
	}
	// Keys completed at run time.
	for _, tier := range []string{wh40k.TierMain, wh40k.TierSide} {
		for _, k := range []string{"wh40k.choose_loot_" + tier, "wh40k.loot_" + tier, "tier." + tier} {
			if !i18n.Has(k) {
				t.Errorf("%s missing", k)
			}
		}
		for _, l := range wh40k.TierLoot[tier] {
			if !i18n.Has("loot." + l) {
				t.Errorf("loot.%s missing", l)
			}
		}
	}
	for _, l := range []string{wh40k.LootThreeUnits, wh40k.LootLeaderAnywhere, wh40k.LootRerollOne, wh40k.LootRerollLowest} {
		if !i18n.Has("wh40k.use_loot_" + l) {
			t.Errorf("wh40k.use_loot_%s missing", l)
		}
	}
	for _, m := range wh40k.MissionOrder {
		for _, k := range []string{"mission.", "mission_text."} {
			if !i18n.Has(k + m) {
				t.Errorf("%s%s missing", k, m)
			}
		}
	}
	for _, h := range wh40k.Factions {
		if !i18n.Has("house."+h) || !i18n.Has("leader."+h) {
			t.Errorf("%s: faction or leader name missing", h)
		}
	}
	for _, k := range []string{"hero_in", "hero_moves_in", "hero_moves", "start_maneuver", "maneuvers_left"} {
		if !i18n.Has("wh40k."+k) || !i18n.Has("heroes."+k) {
			t.Errorf("edT %s missing in an edition", k)
		}
	}
}

// whState is a 3-player classic game on the Vigilus template, claimed
// round the table in board order.
func whState(t *testing.T, missions ...string) *engine.State {
	t.Helper()
	b := maps.MustLoad("vigilus")
	s := engine.Setup{Edition: wh40k.ID, Board: "vigilus", Mode: wh40k.ModeClassic, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Achievements: missions}
	first := make([]string, 3)
	count := make([]int, 3)
	for i, terr := range b.Territories {
		s.Owners[terr.ID], s.Units[terr.ID] = i%3, 1
		count[i%3]++
		if first[i%3] == "" {
			first[i%3] = terr.ID
		}
	}
	for i := range 3 {
		s.Units[first[i]] += 30 - count[i]
		p := engine.PlayerSetup{Name: []string{"Uli", "Chas", "Ael"}[i], House: wh40k.Factions[i], Hero: first[i]}
		if i == 2 {
			p.Values = []int{200}
		}
		s.Players = append(s.Players, p)
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func renderGame(t *testing.T, st *engine.State) string {
	t.Helper()
	return viewstest.Page(t, views.GameView{ID: 1, State: st}, "en")
}

// Each mission face up says whether Herald checked it done, not yet, or
// leaves a place the board lacks to the table; the claim comes with the
// loot of its tier and, where needed, the table's confirmation.
func TestWarhammerMissionsPanel(t *testing.T) {
	missions := []string{wh40k.MissionReinforce15, wh40k.MissionOteck, wh40k.MissionConquer6, wh40k.MissionTwoLeaders,
		wh40k.MissionReinforce8, wh40k.MissionDontoriaGorks, wh40k.MissionConquer4, wh40k.MissionBonus3}
	st := whState(t, missions...)
	// Uli places everything: 14 territories, 4 units; nothing done.
	n, err := engine.Apply(st, engine.Place{Territory: "mortwald_oteck_festungswall", Units: st.ToPlace()})
	if err != nil {
		t.Fatal(err)
	}
	page := renderGame(t, n)
	for _, want := range []string{
		`data-testid="mission-open-reinforce_8"`,            // 4 units, not 8
		`data-testid="mission-table-dontoria_gorks"`,        // not on the template
		`Herald cannot find Dontoria, Gorks Landung`,        // said in words
		`data-testid="wh-missions-0">0 of 3 missions`,       // progress
		`data-testid="leader-0">Marneus Calgar in Mortwald`, // the leader
		`data-testid="hand-count-2">200 Throne Gelt in 1 card<`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	if strings.Contains(page, `data-testid="claim-reinforce_8"`) || strings.Contains(page, `data-testid="claim-conquer_4"`) {
		t.Error("a claim is offered for a mission not done")
	}
	// The table's word for Dontoria and Gorks Landung: the claim asks for
	// it; a side mission offers the small loot.
	if !strings.Contains(page, `data-testid="claim-dontoria_gorks"`) || !strings.Contains(page, `data-testid="claim-confirm-dontoria_gorks"`) {
		t.Fatal("no claim with confirmation for a mission Herald cannot check")
	}
	if !strings.Contains(page, `data-testid="claim-loot-dontoria_gorks-one_unit"`) || strings.Contains(page, `claim-loot-dontoria_gorks-three_units`) {
		t.Error("the side mission does not offer the small loot only")
	}
	// Taken on the table's word, it says so.
	n, err = engine.Apply(n, engine.Claim{Achievement: wh40k.MissionDontoriaGorks, Reward: engine.LootOneUnit, Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	if page := renderGame(t, n); !strings.Contains(page, `data-testid="confirmed-dontoria_gorks">(confirmed by the table)`) {
		t.Error("a mission taken on the table's word is not marked so")
	}
}

// A game won by missions says so and counts missions.
func TestWarhammerGameOver(t *testing.T) {
	st := whState(t, wh40k.MissionReinforce15, wh40k.MissionOteck, wh40k.MissionConquer6, wh40k.MissionTwoLeaders,
		wh40k.MissionReinforce8, wh40k.MissionTwoWalls, wh40k.MissionConquer4, wh40k.MissionBonus3)
	st.Players[1].Achievements = []string{wh40k.MissionConquer6, wh40k.MissionConquer4, wh40k.MissionBonus3}
	st.Over, st.EndReason, st.Winners, st.Scores = true, "missions", []int{1}, st.FinalScores()
	page := renderGame(t, st)
	if !strings.Contains(page, "3 missions at the end") || !strings.Contains(page, `data-testid="score-total-1">3<`) {
		t.Fatalf("game over page lacks the missions")
	}
}

// The fortress wall, listed under both its regions ("Diese Gebiete sind
// Teil der beiden Regionen, die sie verbinden"), does not repeat its id:
// the game page holds every id once, the wall's second listing its own.
func TestWallListedTwiceWithoutRepeatedID(t *testing.T) {
	st := whState(t, eightMissions()...)
	page := renderGame(t, st)
	seen := map[string]int{}
	for _, m := range regexp.MustCompile(`\sid="([^"]*)"`).FindAllStringSubmatch(page, -1) {
		if seen[m[1]]++; seen[m[1]] == 2 {
			t.Errorf("id %q repeats on the game page", m[1])
		}
	}
	const wall = "mortwald_oteck_festungswall"
	if n := strings.Count(page, `data-testid="terr-`+wall+`"`); n != 2 {
		t.Errorf("the wall is listed %d times, want 2 (under both regions)", n)
	}
	if seen["t-"+wall] != 1 || seen["t2-"+wall] != 1 {
		t.Errorf("the wall's listings are not #t-%s and #t2-%s", wall, wall)
	}
}
