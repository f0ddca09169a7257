package handlers_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// TestSummaryPage: the summary of a game still running says so, draws
// the table's 30 dice (five of each face) as six bars against the fair
// 5, and the game and dice pages link it only once the game is over.
func TestSummaryPage(t *testing.T) {
	s := newServer(t)
	st := s.diceGame(evenDice)
	game := "/games/" + strconv.Itoa(st.ID)
	en := s.page(game+"/summary", "en")
	mustContain(t, en, `data-testid="not-over"`, `data-testid="chart-table-dice"`, "fair: 5.0", `data-verdict="fair"`,
		`data-player="Anna"`, `data-testid="chart-luck"`)
	if n := strings.Count(en, `data-testid="hist-bar" data-count="5"`); n != 6 {
		t.Errorf("%d bars of 5, want 6", n)
	}
	de := s.page(game+"/summary", "de")
	mustContain(t, de, "Spielbericht: ", "fair: 5,0", "Eure Würfel am Tisch")
	for _, p := range []string{game, game + "/dice"} {
		if body := s.page(p, "en"); strings.Contains(body, game+"/summary") {
			t.Errorf("%s links the summary of a running game", p)
		}
	}
	if code, _, _ := s.do("GET", "/games/99999/summary", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("unknown game: %d, want 404", code)
	}
}
