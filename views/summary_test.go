package views

import (
	"regexp"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/stats"
)

// summaryOf replays a recorded game into the summary page's view.
func summaryOf(t testing.TB, path string) Summary {
	t.Helper()
	// enginetest wants a *testing.T; a benchmark lends it a stand-in,
	// which panics (failing the benchmark) if the recorded game is broken.
	tt, ok := t.(*testing.T)
	if !ok {
		tt = &testing.T{}
	}
	g := enginetest.Load(tt, path)
	events := enginetest.Events(tt, g)
	board := enginetest.Board(tt, gamesDir, g)
	st, err := engine.Replay(board, events)
	if err != nil {
		t.Fatal(err)
	}
	r, err := stats.Game(board, events)
	if err != nil {
		t.Fatal(err)
	}
	return Summary{ID: 7, Name: "Freitagsrunde", State: st, Report: r}
}

// longGame is the longest recorded complete game (132 events, 50 battles
// with the table's dice).
const longGame = gamesDir + "/got/three_players_end_card.json"

var histCount = regexp.MustCompile(`data-testid="hist-bar" data-count="(\d+)"`)

// TestSummaryOfRecordedGame renders the summary of a complete recorded
// game: the winner, each player's territories as the final state has
// them, and the histogram's six bars are the faces of the dice typed in
// at the table, counted independently from the log here (Herald's own
// dice left out).
func TestSummaryOfRecordedGame(t *testing.T) {
	s := summaryOf(t, longGame)
	if !s.State.Over {
		t.Fatal("the recorded game is not over")
	}
	html := renderString(t, SummaryPage(Ctx{Lang: "de"}, s))
	if !strings.Contains(html, winnerNames(s.State)) {
		t.Errorf("no winner %q", winnerNames(s.State))
	}
	var want [6]int
	g := enginetest.Load(t, longGame)
	for _, e := range enginetest.Events(t, g) {
		if a, ok := e.(engine.Attack); ok && a.RolledBy != stats.RolledByHerald {
			for _, d := range append(append([]int{}, a.AttackDice...), a.DefendDice...) {
				want[d-1]++
			}
		}
	}
	got := histCount.FindAllStringSubmatch(html, -1)
	if len(got) != 6 {
		t.Fatalf("%d histogram bars, want 6", len(got))
	}
	for i, m := range got {
		if m[1] != itoa(want[i]) {
			t.Errorf("face %d: %s, the log has %d", i+1, m[1], want[i])
		}
	}
	for p := range s.State.Players {
		n := 0
		for _, o := range s.State.Owner {
			if o == p {
				n++
			}
		}
		row := regexp.MustCompile(`data-player="` + regexp.QuoteMeta(s.State.Players[p].Name) + `"[\s\S]*?data-testid="standing-territories">(\d+)<`).FindStringSubmatch(html)
		if row == nil || row[1] != itoa(n) {
			t.Errorf("%s: territories %v, want %d", s.State.Players[p].Name, row, n)
		}
	}
	// The story's places are absent until it is wired in: no heading, no
	// placeholder.
	if strings.Contains(html, "summary-story") || strings.Contains(html, "summary-turning") {
		t.Error("the story is shown though it is empty")
	}
	s.Units = &LineChart{ID: "units", Title: "Einheiten", Series: []Series{{Label: "A", Values: []float64{1, 2}}}}
	s.Turning = []TurningPoint{{Round: 3, Attacker: "A", Defender: "B", From: "X", To: "Y", Why: "B hielt Y", Chance: .3, Rolls: 1, Shown: []TurningRoll{{Attack: []int{6, 5}, Defend: []int{4}}}}}
	html = renderString(t, SummaryPage(Ctx{Lang: "de"}, s))
	if !strings.Contains(html, `data-testid="chart-units"`) || !strings.Contains(html, `data-testid="turning-point"`) {
		t.Error("the story's chart or turning point is not shown once filled")
	}
}

// BenchmarkSummaryPage renders the summary of the longest recorded
// complete game (132 events) in German, from the replayed state and the
// dice report (the handler's replay is not included).
// Measured on 2 shared cores: 0.15 ms/op, 75 kB/op, 744 allocs/op.
func BenchmarkSummaryPage(b *testing.B) {
	s := summaryOf(b, longGame)
	c := Ctx{Lang: "de"}
	b.ReportAllocs()
	for b.Loop() {
		renderString(b, SummaryPage(c, s))
	}
}
