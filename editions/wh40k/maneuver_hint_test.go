package wh40k_test

import (
	"strings"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
	"herald/views"
	"herald/views/viewstest"
)

// KLEINE BEUTE "Vollführe ein zusätzliches Manöver am Ende deines
// Zuges": with that loot card the maneuver form counts the maneuvers left
// and its hint no longer says "once per turn" (it did, under "2
// maneuvers left this turn (loot)"); without it, it does.
func TestWarhammerManeuverHintCountsTheLoot(t *testing.T) {
	once := map[string]string{"de": "Einmal pro Zug", "en": "Once per turn", "fr": "Une fois par tour"}
	left := map[string]string{"de": "Noch 2 Manöver in diesem Zug (Beute).", "en": "2 maneuvers left this turn (loot).", "fr": "Encore 2 manœuvres ce tour (butin)."}
	each := map[string]string{"de": "Jedes nur durch eigene Gebiete", "en": "Each only through your own territories", "fr": "Chacune seulement par vos propres territoires"}
	g := startWithLoot(t, false, wh40k.LootExtraMove)
	g.placeAllOn("meg1")
	plain := startWithLoot(t, false)
	plain.placeAllOn("meg1")
	for lang := range once {
		form := maneuverForm(t, g.s, lang)
		if !strings.Contains(form, left[lang]) || !strings.Contains(form, each[lang]) || strings.Contains(form, once[lang]) {
			t.Errorf("%s: with the loot card the maneuver form says:\n%s", lang, form)
		}
		if form := maneuverForm(t, plain.s, lang); !strings.Contains(form, once[lang]) || strings.Contains(form, each[lang]) {
			t.Errorf("%s: without the loot card the maneuver form says:\n%s", lang, form)
		}
	}
}

// maneuverForm is the maneuver form on the game page of st in lang.
func maneuverForm(t *testing.T, st *engine.State, lang string) string {
	t.Helper()
	return viewstest.MustForm(t, viewstest.GamePage(t, st, lang), "maneuver-form")
}

// The leader goes along with a maneuver only from where it stands ("Der
// Anführer ... zieht nur mit Truppen aus dem Gebiet, in dem er steht"):
// the maneuver form offers its box for that "from", or before one is
// chosen, and not for another "from", where ticking it was refused.
// Found playing a phone: "Le chef sur Rempart Mortwald-Oteck suit les
// unités" beside "De Territoire 2".
func TestWarhammerLeaderBoxOnlyWhereItStands(t *testing.T) {
	st := whState(t, wh40k.MissionReinforce15, wh40k.MissionOteck, wh40k.MissionConquer6, wh40k.MissionTwoLeaders,
		wh40k.MissionReinforce8, wh40k.MissionDontoriaGorks, wh40k.MissionConquer4, wh40k.MissionBonus3)
	leader := st.Board.Territories[st.Players[0].Hero].ID
	other := ""
	for _, x := range st.Holdings(0) {
		if id := st.Board.Territories[x].ID; id != leader {
			other = id
			break
		}
	}
	var err error
	if st, err = engine.Apply(st, engine.Place{Territory: other, Units: st.ToPlace()}); err != nil {
		t.Fatal(err)
	}
	for from, want := range map[string]bool{leader: true, "": true, other: false} {
		page := viewstest.Page(t, views.GameView{ID: 1, Seq: st.Seq, State: st, ManeuverFrom: from}, "fr")
		form := viewstest.MustForm(t, page, "maneuver-form")
		if got := strings.Contains(form, `data-testid="maneuver-hero"`); got != want {
			t.Errorf("maneuver from %q: the leader's box shown %v, want %v (the leader stands on %s)", from, got, want, leader)
		}
	}
}
