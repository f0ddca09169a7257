package handlers_test

// The logbook (issue 33): /records counts only finished games (defect 1),
// /games lists every game with its summary and the unfinished apart, and
// both read their filter strictly.

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// storeLogbookGames stores, oldest first, the three-player Game of
// Thrones game Ben wins (B) and the two-player one Anna wins (A), whole,
// as B B A B A B, then B cut half-way (a game still running). Ben then
// has 6 finished games and 1 running: W W L W L W.
func storeLogbookGames(t *testing.T, s *server) (ids []int64) {
	t.Helper()
	three := enginetest.Load(t, filepath.Join(recordedDir, "got/three_players_end_card.json"))
	two := enginetest.Load(t, filepath.Join(recordedDir, "got/two_players_neutral_elimination.json"))
	for _, g := range []enginetest.Game{three, three, two, three, two, three} {
		ids = append(ids, s.storeGame(g, s.storeBoards(g), len(g.Events)))
	}
	return append(ids, s.storeGame(three, s.storeBoards(three), len(three.Events)/2))
}

// rowOf is the records' row of a person in the table testid.
func rowOf(t *testing.T, page, testid, key string) string {
	t.Helper()
	start := strings.Index(page, `data-testid="`+testid+`"`)
	if start < 0 {
		t.Fatalf("no %s in\n%s", testid, page)
	}
	m := regexp.MustCompile(`<tr data-key="` + key + `"[^>]*>`).FindString(page[start:])
	if m == "" {
		t.Fatalf("no row of %s in %s", key, testid)
	}
	return m
}

// Issue 33, defect 1: Ben with 6 finished games and 1 running shows 6
// played, never 7 (on main the running game counted as a loss).
func TestRecordsCountOnlyFinishedGames(t *testing.T) {
	s := newServer(t)
	ids := storeLogbookGames(t, s)
	_, page := s.get("/records?lang=en")
	if !strings.Contains(page, `data-games="7" data-finished="6"`) {
		t.Errorf("games: want 7, 6 finished\n%s", excerpt(page, "records-games"))
	}
	for key, want := range map[string]string{
		"ben":   `data-played="6" data-won="4" data-streak="1" data-longest="2"`,
		"anna":  `data-played="6" data-won="2" data-streak="0" data-longest="1"`,
		"carla": `data-played="4" data-won="0" data-streak="0" data-longest="0"`,
	} {
		if row := rowOf(t, page, "records-players", key); !strings.Contains(row, want) {
			t.Errorf("%s: %s, want %s", key, row, want)
		}
		if row := rowOf(t, page, "records-players-got", key); !strings.Contains(row, want[:strings.Index(want, " data-streak")]) {
			t.Errorf("%s in Game of Thrones: %s, want %s", key, row, want)
		}
	}
	// The running game is listed apart, linked to its page.
	unfinished := page[strings.Index(page, `data-testid="logbook-unfinished"`):]
	if !strings.Contains(unfinished, `data-games="1"`) || !strings.Contains(unfinished, `href="/games/`+itoa64(ids[6])+`"`) {
		t.Errorf("the running game is not listed apart:\n%s", excerpt(page, "logbook-unfinished"))
	}
	// Head-to-head: Ben ahead of Anna 4 to 2 in 6 games, of Carla 4 to 0 in 4.
	ben := page[strings.Index(page, `data-testid="records-person" data-key="ben"`):]
	ben = ben[:strings.Index(ben, "</article>")]
	for _, want := range []string{`data-house="baratheon" data-edition="got"`,
		`data-versus="anna" data-games="6" data-ahead="4" data-behind="2"`,
		`data-versus="carla" data-games="4" data-ahead="4" data-behind="0"`,
		"Played most often: Baratheon", "Favourite edition: RISK Game of Thrones – Skirmish"} {
		if !strings.Contains(ben, want) {
			t.Errorf("Ben's figures lack %s:\n%s", want, ben)
		}
	}
	if !strings.Contains(page, `href="/games"`) {
		t.Errorf("the records do not link to the games list")
	}
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }
