package handlers

import (
	"fmt"
	"testing"
)

// BenchmarkSummaryPage2000 is GET /games/:id/summary of a 2,000-event
// game, the log read once and replayed for the dice report and for the
// story (four charts, turning points) on every request. Measured on 2
// shared cores: 44 ms/op before the story was wired in, 56 ms/op with it
// (story.Game's replay with every battle's exact odds before and after;
// the rendering itself is a fraction of a millisecond).
func BenchmarkSummaryPage2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d/summary", id), false, false, id)
}
