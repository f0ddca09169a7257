package handlers

import (
	"fmt"
	"testing"
)

// BenchmarkSummaryPage2000 is GET /games/:id/summary of a 2,000-event
// game, the log read and replayed once for the dice report and the story
// (four charts, turning points) on every request. Measured on 2 shared
// cores: 44 ms/op before the story was wired in, 56 ms/op with it
// (story.Game's replay with every battle's exact odds before and after;
// the rendering itself is a fraction of a millisecond). 27 Nov 2026, one
// replay for both (story.GameAndDice) instead of one each, interleaved
// runs: 36-49 -> 22-25 ms/op, 39.1 -> 21.7 MB/op, 167k -> 114k allocs.
func BenchmarkSummaryPage2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d/summary", id), false, false, id)
}
