package halowars_test

import (
	"strings"
	"testing"

	"herald/editions/halowars"
	"herald/engine"
	"herald/views/viewstest"
)

// Heroic Rewards, extra maneuver ("Take an additional unit maneuver at
// the end of each turn"): with it the maneuver form counts the maneuvers
// left and its hint no longer says "once per turn"; without it, it does.
func TestHaloManeuverHintCountsTheReward(t *testing.T) {
	once := map[string]string{"de": "Einmal pro Zug", "en": "Once per turn", "fr": "Une fois par tour"}
	left := map[string]string{"de": "Noch 2 Manöver in diesem Zug (Belohnung).", "en": "2 maneuvers left this turn (reward).", "fr": "Encore 2 manœuvres ce tour (récompense)."}
	each := map[string]string{"de": "Jedes nur durch eigene Gebiete", "en": "Each only through your own territories", "fr": "Chacune seulement par vos propres territoires"}
	g := newCommand(t, 3, halowars.ControlMu)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(anna, 5, "kinross", "pirth"), hold(carla, 1, "selsey")), map[int]string{anna: "kinross"})
	g.placeAllOn("kinross")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardExtraMove})
	plain := newCommand(t, 3)
	plain.haloBoard(ben, merge(hold(anna, 5, "kinross", "pirth"), hold(carla, 1, "selsey")), map[int]string{anna: "kinross"})
	plain.placeAllOn("kinross")
	maneuverForm := func(t *testing.T, st *engine.State, lang string) string {
		return viewstest.MustForm(t, viewstest.GamePage(t, st, lang), "maneuver-form")
	}
	for lang := range once {
		form := maneuverForm(t, g.s, lang)
		if !strings.Contains(form, left[lang]) || !strings.Contains(form, each[lang]) || strings.Contains(form, once[lang]) {
			t.Errorf("%s: with the reward the maneuver form says:\n%s", lang, form)
		}
		if form := maneuverForm(t, plain.s, lang); !strings.Contains(form, once[lang]) || strings.Contains(form, each[lang]) {
			t.Errorf("%s: without the reward the maneuver form says:\n%s", lang, form)
		}
	}
}
