package i18n_test

import (
	"regexp"
	"strings"
	"testing"

	_ "herald/editions/all" // the editions' own words (key@<id>)
	"herald/i18n"
)

// Issue 32: "A sixth edition should find value cards ... under the names
// of what they are". The shared panel of point cards (cards showing 1 or
// 2 points, summed and read off a chart: views/pointcards.templ) says
// points in the core; the Halo editions, whose cards show skulls ("Each
// card has the name and picture of the territory and 1 or 2 skulls", Halo
// Wars, CARDS; Legendary's faction cards, "SCHÄDELWERT DER
// FRAKTIONSKARTEN"), say skulls as key@<id>.
var pointKeys = []string{
	"points.cards", "points.trade_hint", "points.trade_ones", "points.trade_twos", "points.points",
	"points.card", "points.card_count", "points.taken_hint", "points.trade_hint_private",
	"points.chart_note", "setup.points_deck",
}

var skullWords = regexp.MustCompile(`(?i)skull|Schädel|crâne|faction|Fraktion|Halo|Legendary`)

func TestPointCardSentencesSayPoints(t *testing.T) {
	for _, key := range pointKeys {
		for _, lang := range i18n.Languages {
			s := i18n.Raw(lang, key)
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s %s: the core has no sentence", lang, key)
			}
			if w := skullWords.FindString(s); w != "" {
				t.Errorf("%s %s: the core's sentence says %q: %q", lang, key, w, s)
			}
		}
	}
	// Each Halo edition words the panel it shows in skulls.
	for id, keys := range map[string][]string{
		"halowars":       {"points.cards", "points.trade_hint", "points.trade_ones", "points.trade_twos", "points.points", "points.card", "setup.points_deck"},
		"halo_legendary": {"points.cards", "points.trade_ones", "points.trade_twos", "points.points", "points.card", "points.card_count", "points.taken_hint", "points.trade_hint_private", "points.chart_note", "setup.points_deck"},
	} {
		for _, key := range keys {
			for _, lang := range i18n.Languages {
				if s := i18n.Raw(lang, key+"@"+id); !regexp.MustCompile(`(?i)skull|Schädel|crâne|faction|Fraktion`).MatchString(s) {
					t.Errorf("%s %s@%s: %q says no skulls", lang, key, id, s)
				}
			}
		}
	}
}
