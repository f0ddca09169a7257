package handlers

import (
	"fmt"
	"testing"
)

// BenchmarkSummaryPage2000 is GET /games/:id/summary of a 2,000-event
// game, the log read and replayed for the dice report on every request.
// Measured on 2 shared cores: 44 ms/op (the replay and the exact odds of
// every battle; the rendering itself is a fraction of a millisecond).
func BenchmarkSummaryPage2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d/summary", id), false, false, id)
}
