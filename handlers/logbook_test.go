package handlers_test

// The logbook (issue 33): /records counts only finished games (defect 1),
// /games lists every game with its summary and the unfinished apart, and
// both read their filter strictly.

import (
	"context"
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
	unfinished := from(t, page, `data-testid="logbook-unfinished"`)
	if !strings.Contains(unfinished, `data-games="1"`) || !strings.Contains(unfinished, `href="/games/`+itoa64(ids[6])+`"`) {
		t.Errorf("the running game is not listed apart:\n%s", excerpt(page, "logbook-unfinished"))
	}
	// Head-to-head: Ben ahead of Anna 4 to 2 in 6 games, of Carla 4 to 0 in 4.
	ben := from(t, page, `data-testid="records-person" data-key="ben"`)
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

// from is page from the first s on; the test stops when s is not there.
func from(t *testing.T, page, s string) string {
	t.Helper()
	i := strings.Index(page, s)
	if i < 0 {
		t.Fatalf("no %s in\n%.2000s", s, page)
	}
	return page[i:]
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

// GET /games lists every finished game, newest first, with its date,
// length, rounds, edition, board, players with their houses and winner,
// linked to its page and its summary; the running game apart, linked to
// its page, with no winner and no summary. The home page links to it.
func TestGamesListFinishedAndUnfinished(t *testing.T) {
	s := newServer(t)
	ids := storeLogbookGames(t, s)
	if _, home := s.get("/?lang=en"); !strings.Contains(home, `href="/games" data-testid="logbook-link"`) {
		t.Errorf("the home page does not link to the games list")
	}
	code, page := s.get("/games?lang=en")
	if code != 200 {
		t.Fatalf("GET /games: %d", code)
	}
	unfinished := from(t, page, `data-testid="logbook-unfinished"`)
	finished := strings.TrimSuffix(from(t, page, `data-testid="logbook-finished"`), unfinished)
	items := regexp.MustCompile(`data-testid="logbook-game" data-id="(\d+)"`).FindAllStringSubmatch(finished, -1)
	if len(items) != 6 {
		t.Fatalf("%d finished games listed, want 6", len(items))
	}
	for i, m := range items {
		if want := itoa64(ids[5-i]); m[1] != want {
			t.Errorf("finished game %d is %s, want %s (newest first)", i, m[1], want)
		}
		if !strings.Contains(finished, `href="/games/`+m[1]+`/summary" data-testid="logbook-summary-link"`) {
			t.Errorf("game %s: no link to its summary", m[1])
		}
	}
	if n := strings.Count(finished, "Winner: Ben<"); n != 4 {
		t.Errorf("%d games won by Ben, want 4", n)
	}
	if n := strings.Count(finished, "Winner: Anna<"); n != 2 {
		t.Errorf("%d games won by Anna, want 2", n)
	}
	for _, want := range []string{"RISK Game of Thrones – Skirmish", "· Stark", "· Baratheon", "· Lannister", "0 minutes", "Started on "} {
		if !strings.Contains(finished, want) {
			t.Errorf("the list lacks %q", want)
		}
	}
	// The neutral army is no player: the two-player games list two seats.
	if n := strings.Count(finished, `data-testid="logbook-seat"`); n != 4*3+2*2 {
		t.Errorf("%d seats listed, want 16 (no neutral army)", n)
	}
	if !strings.Contains(unfinished, `data-id="`+itoa64(ids[6])+`"`) || strings.Contains(unfinished, "/summary") ||
		!strings.Contains(unfinished, `data-testid="logbook-no-winner"`) || strings.Count(unfinished, `data-testid="logbook-game"`) != 1 {
		t.Errorf("the running game apart, without winner or summary:\n%s", unfinished)
	}
	if !strings.Contains(page, `href="/records"`) {
		t.Errorf("the list does not link to the records")
	}
	// An undo of the newest game's last event (End Game card drawn)
	// moves it among the unfinished: the cache follows the log.
	ctx := context.Background()
	meta, err := s.store.Game(ctx, ids[5])
	if err != nil {
		t.Fatal(err)
	}
	if err := s.store.DropLast(ctx, ids[5], meta.Events); err != nil {
		t.Fatal(err)
	}
	_, page = s.get("/games?lang=en")
	if !strings.Contains(page, `data-testid="logbook-finished" data-games="5"`) || !strings.Contains(page, `data-testid="logbook-unfinished" data-games="2"`) {
		t.Errorf("after an undo the list still shows the game finished:\n%s", excerpt(page, "logbook-finished"))
	}
	// The summary links back to the list.
	if _, sum := s.get("/games/" + itoa64(ids[0]) + "/summary"); !strings.Contains(sum, `href="/games" data-testid="summary-logbook-link"`) {
		t.Errorf("the summary does not link to the games list")
	}
}

// The filter (?edition=&player=) keeps an edition's games, a person's
// (as the records merge names: " carla" is Carla), or both, on the list
// and the records; anything else is refused with a sentence, never
// ignored: a field the pages do not have, one given twice, an edition
// Herald does not know, a player no game has.
func TestLogbookFilters(t *testing.T) {
	s := newServer(t)
	storeLogbookGames(t, s)
	for _, c := range []struct {
		query               string
		finished, open      int
		annaPlayed, annaWon string
	}{
		{"", 6, 1, "6", "2"},
		{"?edition=got&player=Ben", 6, 1, "6", "2"},
		{"?player=+carla+", 4, 1, "4", "0"},
		{"?edition=classic", 0, 0, "", ""},
		{"?edition=&player=", 6, 1, "6", "2"},
	} {
		code, page := s.get("/games" + c.query)
		got := regexp.MustCompile(`data-testid="logbook-finished" data-games="(\d+)"`).FindStringSubmatch(page)
		if code != 200 || got == nil || got[1] != strconv.Itoa(c.finished) || strings.Count(page, `data-over="false"`) != c.open {
			t.Errorf("/games%s: %d, finished %v, want %d and %d unfinished", c.query, code, got, c.finished, c.open)
		}
		code, page = s.get("/records" + c.query)
		if code != 200 {
			t.Errorf("/records%s: %d", c.query, code)
			continue
		}
		if c.annaPlayed == "" {
			if strings.Contains(page, `data-key="anna"`) {
				t.Errorf("/records%s shows Anna", c.query)
			}
			continue
		}
		if row := rowOf(t, page, "records-players", "anna"); !strings.Contains(row, `data-played="`+c.annaPlayed+`" data-won="`+c.annaWon+`"`) {
			t.Errorf("/records%s: Anna %s, want %s played, %s won", c.query, row, c.annaPlayed, c.annaWon)
		}
	}
	for _, c := range []struct{ query, sentence string }{
		{"?sort=date", "Herald does not know the field “sort” here"},
		{"?edition=monopoly", "Herald knows no edition “monopoly”"},
		{"?player=Zoë", "No game has a player named “Zoë”"},
		{"?edition=got&edition=got", "The field “edition” came more than once"},
		{"?player=" + strings.Repeat("x", 500), "No game has a player named “" + strings.Repeat("x", 60) + "…”"},
	} {
		for _, path := range []string{"/games", "/records"} {
			code, page := s.get(path + c.query + "&lang=en")
			if code != 400 || !strings.Contains(page, c.sentence) || strings.Contains(page, `data-testid="logbook-game"`) || strings.Contains(page, `data-testid="records-players"`) {
				t.Errorf("%s%s: %d, want 400 with %q and no games\n%s", path, c.query, code, c.sentence, excerpt(page, "logbook-refusal"))
			}
		}
	}
	if _, page := s.get("/games?edition=monopoly&lang=de"); !strings.Contains(page, "Eine Edition „monopoly“ kennt Herald nicht") {
		t.Errorf("the German refusal:\n%s", excerpt(page, "logbook-refusal"))
	}
}

// The logbook shows only the table's public facts: two stores that hold
// the same finished game on the table's deck, except for the card the
// winner's rival drew last and never turned in (greenblood in one,
// harrenhal, named nowhere else in the log, in the other), and the same
// game cut before that draw, answer /games and /records (filtered too)
// byte for byte the same, but for the start's time (the two stores are
// written a moment apart). The game page, which shows an unseated
// game's hands, tells them apart: the twins do differ.
func TestLogbookShowsNoSecret(t *testing.T) {
	g := enginetest.Load(t, filepath.Join(recordedDir, "got/two_players_table_deck_end_card.json"))
	const drawn = 126 // {"draw": true, "card": "greenblood"}
	if !strings.Contains(string(g.Events[drawn].Payload), `"greenblood"`) {
		t.Fatalf("event %d is %s", drawn, g.Events[drawn].Payload)
	}
	other := g
	other.Events = append([]enginetest.Event(nil), g.Events...)
	other.Events[drawn].Payload = []byte(strings.Replace(string(g.Events[drawn].Payload), "greenblood", "harrenhal", 1))
	times := regexp.MustCompile(`<time datetime="[^"]*">[^<]*</time>`)
	answers := func(g enginetest.Game) (map[string]string, string) {
		s := newServer(t)
		id := s.storeGame(g, s.storeBoards(g), len(g.Events))
		s.storeGame(g, s.storeBoards(g), drawn+3)
		out := map[string]string{}
		for _, lang := range []string{"de", "en", "fr"} {
			for _, p := range []string{"/games?", "/records?", "/games?player=Anna&", "/records?edition=got&player=Ben&"} {
				code, page := s.get(p + "lang=" + lang)
				if code != 200 {
					t.Fatalf("%s: %d", p, code)
				}
				out[lang+" "+p] = times.ReplaceAllString(page, "<time/>")
			}
		}
		_, game := s.get("/games/" + itoa64(id) + "?lang=en")
		return out, game
	}
	a, gameA := answers(g)
	b, gameB := answers(other)
	for k := range a {
		if a[k] != b[k] {
			t.Errorf("%s tells the twins apart", k)
		}
	}
	if gameA == gameB {
		t.Fatalf("the game pages are equal: the twins do not differ")
	}
	if !strings.Contains(a["en /games?"], `data-testid="logbook-finished" data-games="1"`) || !strings.Contains(a["en /games?"], `data-testid="logbook-unfinished" data-games="1"`) {
		t.Errorf("the twins' list is not one finished and one running game")
	}
}
