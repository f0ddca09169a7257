package handlers_test

import (
	"database/sql"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "github.com/mattn/go-sqlite3"
	"golang.org/x/net/html"

	"herald/engine/enginetest"
)

// figureCells is the figures table's row of player on the summary:
// data-testid of each cell to its text.
func figureCells(t *testing.T, body, player string) map[string]string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	row := find(doc, func(n *html.Node) bool {
		return attr(n, "data-testid") == "figure-row" && attr(n, "data-player") == player
	})
	if row == nil {
		t.Fatalf("the summary has no figures of %s", player)
	}
	out := map[string]string{}
	for _, td := range all(row, tag("td")) {
		out[attr(td, "data-testid")] = text(td)
	}
	return out
}

// TestSummaryShowsHeraldsDice (issue 33, defect 5): a table that let
// Herald roll sees its dice on the summary, not only on the dice page.
// Anna attacks Ben twice with the table's dice (3 against 2) and four
// times by Herald's roll (3 against 2): her row counts 6 attacks, 12 of
// Herald's dice and 6 of the table's, Ben's 6 defences, 8 and 4; each
// one's units lost are what left the board, and what one lost the other
// destroyed.
func TestSummaryShowsHeraldsDice(t *testing.T) {
	s := newServer(t)
	st := s.diceGame(evenDice[:2])
	start := unitsOf(s.state(st.ID), "harrenhal")
	for range 4 {
		s.post(s.state(st.ID), "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "roll": true, "attackers": 3, "defenders": 2})
	}
	end := s.state(st.ID)
	// The table's dice: 1 2 3 against 4 5 cost Anna two units, 6 1 2
	// against 3 4 one each; Herald's rolls what left the board since.
	annaLost, benLost := 3+start-unitsOf(end, "harrenhal"), 30-unitsOf(end, "kings_landing")
	body := s.page("/games/"+strconv.Itoa(st.ID)+"/summary", "en")
	mustContain(t, body, "Herald&#39;s dice", "Table dice")
	anna, ben := figureCells(t, body, "Anna"), figureCells(t, body, "Ben")
	for _, c := range []struct {
		who  string
		got  map[string]string
		cell string
		want int
	}{
		{"Anna", anna, "fig-attacks", 6}, {"Anna", anna, "fig-defences", 0},
		{"Anna", anna, "fig-herald-dice", 12}, {"Anna", anna, "fig-table-dice", 6},
		{"Anna", anna, "fig-lost", annaLost}, {"Anna", anna, "fig-destroyed", benLost},
		{"Ben", ben, "fig-attacks", 0}, {"Ben", ben, "fig-defences", 6},
		{"Ben", ben, "fig-herald-dice", 8}, {"Ben", ben, "fig-table-dice", 4},
		{"Ben", ben, "fig-lost", benLost}, {"Ben", ben, "fig-destroyed", annaLost},
	} {
		if c.got[c.cell] != strconv.Itoa(c.want) {
			t.Errorf("%s's %s: %q, want %d", c.who, c.cell, c.got[c.cell], c.want)
		}
	}
	if annaLost+benLost != 6*2 {
		t.Errorf("six battles of 3 against 2 took %d units, want 12", annaLost+benLost)
	}
}

// TestSummaryOfARunningGame (issue 33, defect 6): the summary of a Game
// of Thrones game stopped halfway says it runs, names no winner and
// shows the standings so far, not an empty End Game card table
// (Player/Territories/Castles/Ports/Points); the same game played to its
// End Game card shows that table, filled, and its finishing order.
func TestSummaryOfARunningGame(t *testing.T) {
	s := newServer(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "four_players_table_deck_end_card.json"))
	ref := s.storeBoards(g)
	half := s.storeGame(g, ref, len(g.Events)/2)
	whole := s.storeGame(g, ref, len(g.Events))
	for _, lang := range []string{"en", "de", "fr"} {
		running := s.page("/games/"+strconv.FormatInt(half, 10)+"/summary", lang)
		mustContain(t, running, `data-testid="not-over"`, `data-testid="standing"`)
		for _, bad := range []string{`class="scores"`, `data-testid="winner"`, `data-testid="standing-winner"`, `data-place="1"`} {
			if strings.Contains(running, bad) {
				t.Errorf("%s: the running game's summary shows %s", lang, bad)
			}
		}
		over := s.page("/games/"+strconv.FormatInt(whole, 10)+"/summary", lang)
		mustContain(t, over, `class="scores"`, `data-testid="winner"`, `data-testid="score-total-0"`, `data-place="1"`)
	}
	mustContain(t, s.page("/games/"+strconv.FormatInt(half, 10)+"/summary", "en"), "Standings so far")
}

// TestSummaryFinishingOrderAndPoints reads the finishing order and the
// points by round on the summaries of recorded complete games against
// the files' expected ends (worked out by hand from the rulebooks): the
// winners share the first place, everyone of the file's players has one
// place, the players the file marks out come last, each with the round
// and the player who put them out, and where points decide the points
// chart's last round is the End Game card's score (Game of Thrones) or
// the objectives held (Halo Wars, Halo Legendary, Warhammer). A game
// the board decides (Slayer) has no points.
func TestSummaryFinishingOrderAndPoints(t *testing.T) {
	for _, name := range []string{
		"got/four_players_table_deck_end_card", "got/five_players_all_territories",
		"warhammer/classic_four_players_mission_taken_over", "halowars/basic_training_three_achievements",
		"legendary/objective_four_players_heroes", "legendary/slayer_five_players",
	} {
		t.Run(name, func(t *testing.T) {
			s := newServer(t)
			g := enginetest.Load(t, filepath.Join(recordedDir, name+".json"))
			id := s.storeGame(g, s.storeBoards(g), len(g.Events))
			body := s.page("/games/"+strconv.FormatInt(id, 10)+"/summary", "en")
			doc, err := html.Parse(strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			checkPlacings(t, doc, g)
			pointsChart := find(doc, func(n *html.Node) bool { return attr(n, "id") == "chart-points" }) != nil
			if strings.Contains(name, "slayer") {
				if pointsChart {
					t.Error("a Slayer game shows points")
				}
				return
			}
			head, rows := chartTable(t, doc, "points")
			last := rows[len(rows)-1]
			for i, h := range head[1:] {
				want := g.Expect.Players[h]
				n := want.Score
				if n == nil {
					n = want.Objectives
				}
				switch {
				case n == nil && want.Out:
					n = new(int) // out: nothing held, no objective kept
				case n == nil:
					continue // the file counts no points (a game won on the board)
				}
				if last[i+1] != strconv.Itoa(*n) {
					t.Errorf("%s ends with %s points, the file says %d", h, last[i+1], *n)
				}
			}
		})
	}
}

// checkPlacings reads the finishing order against the file's end.
func checkPlacings(t *testing.T, doc *html.Node, g enginetest.Game) {
	t.Helper()
	places := all(doc, func(n *html.Node) bool { return attr(n, "data-testid") == "placing" })
	if len(places) != len(g.Expect.Players) {
		t.Fatalf("%d placings, the file has %d players", len(places), len(g.Expect.Players))
	}
	winners := map[string]bool{}
	for _, w := range g.Expect.Winners {
		winners[w] = true
	}
	seenOut := false
	for _, p := range places {
		name, place := attr(p, "data-player"), attr(p, "data-place")
		want, ok := g.Expect.Players[name]
		if !ok {
			t.Fatalf("placing of %q, no such player", name)
		}
		if winners[name] != (place == "1") {
			t.Errorf("%s placed %s, winner %v", name, place, winners[name])
		}
		out := find(p, func(n *html.Node) bool { return attr(n, "data-testid") == "placing-out" })
		if want.Out != (out != nil) {
			t.Errorf("%s: out %v, the file says %v", name, out != nil, want.Out)
		}
		if out != nil && !strings.Contains(text(out), "round ") {
			t.Errorf("%s: %q says no round", name, text(out))
		}
		if seenOut && !want.Out {
			t.Errorf("%s, still in, placed after an eliminated player", name)
		}
		seenOut = seenOut || want.Out
	}
}

// TestSummaryDateAndLength: the summary says when the game was played
// and how long it took, from the first event to the last as the store
// keeps them; it, the games list and the records write the date as each
// language does (29.11.2026 14:02, 29 Nov 2026, 14:02, 29/11/2026 14:02).
func TestSummaryDateAndLength(t *testing.T) {
	s, path := newServerOnFile(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "three_players_end_card.json"))
	id := s.storeGame(g, s.storeBoards(g), len(g.Events))
	running := s.storeGame(g, s.storeBoards(g), 3) // the records list the unfinished games
	db, err := sql.Open("sqlite3", path+"?_busy_timeout=5000")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	began := time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)
	layout := "2006-01-02T15:04:05.000000000Z"
	if _, err := db.Exec(`UPDATE events SET created_at = ? WHERE seq = 1`, began.Format(layout)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE events SET created_at = ? WHERE seq > 1`, began.Add(2*time.Hour+35*time.Minute).Format(layout)); err != nil {
		t.Fatal(err)
	}
	local := began.Local()
	summary := "/games/" + strconv.FormatInt(id, 10) + "/summary"
	for _, c := range []struct{ lang, date, played, length, started string }{
		{"de", local.Format("02.01.2006 15:04"), "Gespielt am ", "Dauer: 2 Std. 35 Min.", "Begonnen am "},
		{"en", local.Format("2 Jan 2006, 15:04"), "Played on ", "Length: 2 h 35 min", "Started on "},
		{"fr", local.Format("02/01/2006 15:04"), "Jouée le ", "Durée\u00a0: 2\u00a0h 35\u00a0min", "Commencée le "},
	} {
		mustContain(t, s.page(summary, c.lang), c.played+c.date, c.length)
		for _, p := range []string{"/games", "/records"} {
			page := s.page(p, c.lang)
			mustContain(t, page, c.started+c.date)
			if p == "/records" && !strings.Contains(page, `data-id="`+strconv.FormatInt(running, 10)+`"`) {
				t.Errorf("%s: the records do not list the running game", c.lang)
			}
		}
	}
}
