package i18n_test

import (
	"regexp"
	"testing"

	_ "herald/editions/all" // the editions' own words (key@<id>)
	"herald/i18n"
	"herald/i18n/i18ntest"
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
	// The engine's refusals and history, the hand correction and the
	// board editor's points chart, shared by every edition of point cards.
	"cards.points_bad", "trade.points_only", "trade.points_not_in_hand", "trade.points_total",
	"draw.point_cards", "draw.not_this_edition", "points.unentered", "reinforce.trade_points",
	"history.trade_points", "history.end_turn_points", "correct.cards_by_territory",
	"correct.counted_cards", "correct.no_taken", "board.hand_ones", "board.hand_twos",
	"boards.point_units_bad", "boards.merge.board_changed",
}

// pointRefusals are the shared point-card sentences each Halo edition
// can show, worded in its skulls as before the core said points.
var pointRefusals = []string{
	"cards.points_bad", "trade.points_only", "trade.points_not_in_hand", "trade.points_total",
	"draw.point_cards", "draw.not_this_edition", "reinforce.trade_points", "history.trade_points",
	"history.end_turn_points", "correct.counted_cards", "board.hand_ones", "board.hand_twos",
	"boards.merge.board_changed",
}

var skullWords = regexp.MustCompile(`(?i)skull|Schädel|crâne|faction|Fraktion|Halo|Legendary`)

func TestPointCardSentencesSayPoints(t *testing.T) {
	for _, key := range pointKeys {
		i18ntest.CoreSaysNone(t, key, skullWords)
	}
	// Each Halo edition words the panel it shows in skulls.
	for id, keys := range map[string][]string{
		"halowars": append([]string{"points.cards", "points.trade_hint", "points.trade_ones", "points.trade_twos", "points.points", "points.card", "setup.points_deck",
			"correct.no_taken"}, pointRefusals...),
		"halo_legendary": append([]string{"points.cards", "points.trade_ones", "points.trade_twos", "points.points", "points.card", "points.card_count", "points.taken_hint", "points.trade_hint_private", "points.chart_note", "setup.points_deck",
			"points.unentered", "boards.point_units_bad"}, pointRefusals...),
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
