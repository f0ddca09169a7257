package views_test

import (
	"net/url"
	"testing"

	"herald/engine"
	"herald/views"
)

// The end of a turn's cards drawn: each by its points, or how many were
// drawn unread (a secret hand's, told on the holder's phone); never both,
// never none or a made-up number.
func TestPointsDrawnReadsReadOrUnreadCards(t *testing.T) {
	for _, c := range []struct {
		form  url.Values
		ok    bool
		cards int
	}{
		{url.Values{"card_points_1": {"2"}}, true, 0},
		{url.Values{"cards_unknown": {"1"}}, true, 1},
		{url.Values{"cards_unknown": {"2"}}, true, 2},
		{url.Values{"cards_unknown": {"0"}}, false, 0},
		{url.Values{"cards_unknown": {"x"}}, false, 0},
		{url.Values{"cards_unknown": {"10"}}, false, 0},
		{url.Values{"cards_unknown": {"1"}, "card_points_1": {"2"}}, false, 0},
	} {
		var e engine.EndTurn
		err := views.PointsDrawn(c.form, &e)
		if (err == nil) != c.ok || (c.ok && e.Cards != c.cards) {
			t.Errorf("%v: error %v, %d cards unread; want ok %v, %d", c.form, err, e.Cards, c.ok, c.cards)
		}
	}
}
