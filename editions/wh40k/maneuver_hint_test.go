package wh40k_test

import (
	"strings"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
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
	form, ok := viewstest.Form(viewstest.GamePage(t, st, lang), "maneuver-form")
	if !ok {
		t.Fatalf("%s: no maneuver form on the page", lang)
	}
	return form
}
