package views

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"herald/engine"
	"herald/story"
)

// TestPlacings: over, the winners share the first place (a team), the
// others still in follow by their points, equal points sharing a place,
// then the eliminated, the last one out first, with who put them out
// ("" for a correction); running, only the eliminations so far, without
// places; a neutral army has none.
func TestPlacings(t *testing.T) {
	st := &engine.State{Players: []engine.Player{{Name: "Anna"}, {Name: "Ben"}, {Name: "Cara"}, {Name: "Dirk"}, {Name: "Eva"}, {Name: "Flut", Neutral: true}, {Name: "Gus"}},
		Board: &engine.Board{}, Over: true, Winners: []int{0, 2}}
	g := &story.Story{HasPoints: true, Players: make([]story.Player, 7),
		Eliminations: []story.Elimination{{Player: 4, By: 0, Round: 2, Turn: 5}, {Player: 1, By: -1, Round: 3, Turn: 9}}}
	for p, pts := range []int{3, 0, 1, 2, 0, 0, 2} {
		g.Players[p].Points = []int{0, pts}
	}
	got := placings(st, g)
	want := []Placing{
		{Place: 1, Name: "Anna"}, {Place: 1, Name: "Cara"}, {Place: 3, Name: "Dirk"}, {Place: 3, Name: "Gus"},
		{Place: 5, Name: "Ben", Out: true, Round: 3, Turn: 9},
		{Place: 6, Name: "Eva", Out: true, Round: 2, Turn: 5, By: "Anna"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d placings %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		got[i].Class = ""
		if got[i] != want[i] {
			t.Errorf("placing %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	st.Over, st.Winners = false, nil
	running := placings(st, g)
	if len(running) != 2 || running[0].Name != "Eva" || running[0].Place != 0 || running[1].Name != "Ben" {
		t.Errorf("running: %+v, want Eva then Ben, no places", running)
	}
}

// TestDuration: minutes under an hour, hours and minutes beyond, nothing
// for an unknown or impossible length.
func TestDuration(t *testing.T) {
	t0 := time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		lang string
		l    Logbook
		want string
	}{
		{"en", Logbook{Started: t0, Ended: t0.Add(1 * time.Minute)}, "1 minute"},
		{"de", Logbook{Started: t0, Ended: t0.Add(59*time.Minute + 20*time.Second)}, "59 Minuten"},
		{"en", Logbook{Started: t0, Ended: t0.Add(3*time.Hour + 5*time.Minute)}, "3 h 5 min"},
		{"fr", Logbook{Started: t0, Ended: t0.Add(61 * time.Minute)}, "1\u00a0h 1\u00a0min"},
		{"en", Logbook{Started: t0}, ""},
		{"en", Logbook{Started: t0, Ended: t0.Add(-time.Hour)}, ""},
	} {
		if got := (Ctx{Lang: c.lang}).duration(c.l); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.lang, c.l.Ended.Sub(c.l.Started), got, c.want)
		}
	}
}

// TestFiguresTradesColumn: the figures' trades column counts trades (a
// set, or cards of a value, traded in at once), so its header and the
// hint below the table say trades, not cards, in every language.
func TestFiguresTradesColumn(t *testing.T) {
	head := regexp.MustCompile(`<th scope="col" class="num">([^<]*)</th>\s*<th scope="col" class="num">[^<]*</th>\s*</tr>`)
	for _, c := range []struct{ lang, header, hint, notHint string }{
		{"de", "Tausche", "Tausche: wie oft", "eingetauschte Karten"},
		{"en", "Trades", "trades: how often", "card trades"},
		{"fr", "Échanges", "échanges\u00a0: combien de fois", "échanges de cartes"},
	} {
		html := renderString(t, playerFigures(Ctx{Lang: c.lang}, []FigureRow{{Name: "Anna", Trades: 2}}))
		if m := head.FindStringSubmatch(html); m == nil || m[1] != c.header {
			t.Errorf("%s: the trades column's header %v, want %q", c.lang, m, c.header)
		}
		hint := html[strings.LastIndex(html, "<p"):]
		if !strings.Contains(hint, c.hint) || strings.Contains(hint, c.notHint) {
			t.Errorf("%s: the hint %q, want %q and not %q", c.lang, hint, c.hint, c.notHint)
		}
	}
}
