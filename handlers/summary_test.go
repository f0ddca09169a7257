package handlers

import (
	"fmt"
	"testing"
)

// BenchmarkSummaryPage2000 is GET /games/:id/summary of a 2,000-event
// game, the log read and replayed for the dice report on every request.
func BenchmarkSummaryPage2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d/summary", id), false, false, id)
}
