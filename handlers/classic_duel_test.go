package handlers_test

import (
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// Classic RISK for 2 players (classic 1993, "RISK for 2 players", as
// retyped at ultraboardgames.com/risk/risk-for-2-players.php and
// risk.sourceforge.io/applet/help/risk_twoplayer.htm): the recorded game
// editions/classic/testdata/games/two_players_elimination_takes_cards.json
// played again end to end, once through the pages (the set-up form, then
// the turn forms) and once through the API. The table names two players;
// Herald adds the neutral army (Setup: "either of you selects a third set
// to be 'neutral'"). Both games end as the record's derivation says: Anna
// takes Ben's last territory and wins ("Winning": "be the first to
// eliminate your opponent ... You do not have to eliminate the 'neutral'
// armies").

const duelGame = "two_players_elimination_takes_cards.json"

// TestDuelWithTheNeutralThroughThePages: the set-up form with two
// players leads to a board step for three seats, the neutral one of them,
// 40 armies each; the board entered as the record's set-up stands makes a
// game whose turn forms play the record to its end.
func TestDuelWithTheNeutralThroughThePages(t *testing.T) {
	s := newServer(t)
	set, rec := loadRecorded(t, duelGame)
	form := url.Values{"edition": {"classic"}, "name": {"Zu zweit"}, "deal": {"table"}, "deck": {"table"}}
	for _, p := range set.Players {
		if !p.Neutral {
			form.Add("player", p.Name)
			form.Add("house", p.House)
		}
	}
	if len(form["player"]) != 2 {
		t.Fatalf("the record seats %d players, want 2 and the neutral army", len(form["player"]))
	}
	code, page := s.postForm("/games?lang=en", form, nil)
	// Setup: "Take 40 Infantry pieces from each of the 3 sets"; the third
	// pile of 14 territories is the neutral army's, an owner to choose.
	if want := "Each of you and the neutral army has 40 armies"; code != http.StatusOK || !strings.Contains(html.UnescapeString(page), want) {
		t.Fatalf("board step: %d, want %q\n%s", code, want, excerpt(page, "board-entry"))
	}
	if row := excerpt(page, `data-testid="owner-kamchatka"`); !strings.Contains(row, `<option value="2">Neutral</option>`) {
		t.Fatalf("Kamchatka's owner cannot be the neutral army\n%s", row)
	}
	form.Set("step", "board")
	for id, o := range set.Owners {
		form.Set("owner_"+id, strconv.Itoa(o))
		form.Set("units_"+id, strconv.Itoa(set.Units[id]))
	}
	game := s.redirect("/games", form)
	playDuel(t, s, game, rec.Events, playThroughPages)
	checkRecordedEnd(t, s, game, rec.Expect)
	for lang, want := range map[string]string{"en": "Only one player is left", "de": "Nur noch ein Spieler ist übrig"} {
		if page := s.page(game, lang); !strings.Contains(page, want) {
			t.Errorf("%s: the end reason %q is missing\n%s", lang, want, excerpt(page, "end-reason"))
		}
	}
}

// TestDuelWithTheNeutralThroughTheAPI: POST /api/games with the two
// players only, the board as the record's set-up stands (the neutral
// army's territories under seat 2); Herald adds the neutral army, and the
// recorded events play to the same end.
func TestDuelWithTheNeutralThroughTheAPI(t *testing.T) {
	s := newServer(t)
	set, rec := loadRecorded(t, duelGame)
	var players []map[string]any
	for _, p := range set.Players {
		if !p.Neutral {
			players = append(players, map[string]any{"name": p.Name, "house": p.House})
		}
	}
	code, out := s.postJSON("/api/games", map[string]any{"edition": "classic", "name": "Duel", "players": players,
		"owners": set.Owners, "units": set.Units, "deck_mode": "table"})
	if code != http.StatusCreated {
		t.Fatalf("create with %d players: %d %v", len(players), code, out)
	}
	game := "/games/" + strconv.Itoa(int(out["id"].(float64)))
	playDuel(t, s, game, rec.Events, playThroughAPI)
	checkRecordedEnd(t, s, game, rec.Expect)
}

// playDuel checks the game as set up (three seats: Anna, Ben and the
// neutral army in a colour nobody plays; 14 territories and 40 armies
// each), then plays the recorded events by play and looks after each: the
// turn never passes to the neutral army, and its territories and armies
// stay as set up ("Attacking": "'Neutral' armies cannot attack and never
// receive reinforcements during the game"; in this game nobody attacks
// them either).
func playDuel(t *testing.T, s *server, game string, events []enginetest.Event, play recordedPlay) {
	t.Helper()
	var g recordedView
	s.getJSON("/api"+game, &g)
	if len(g.Players) != 3 || !g.Players[2].Neutral || g.Players[0].Neutral || g.Players[1].Neutral {
		t.Fatalf("seats %+v, want the two players and the neutral army", g.Players)
	}
	if n := g.Players[2].House; n == g.Players[0].House || n == g.Players[1].House {
		t.Errorf("the neutral army plays %s, a player's colour", n)
	}
	for _, p := range g.Players {
		if p.Territories != 14 || p.Units != 40 {
			t.Errorf("%s: %d territories, %d armies; want 14 and 40 (three piles of 14, 40 armies each)", p.Name, p.Territories, p.Units)
		}
	}
	play(t, s, game, events[1:], func(i int) {
		s.getJSON("/api"+game, &g)
		if n := g.Players[2]; g.Current == 2 || n.Territories != 14 || n.Units != 40 {
			t.Fatalf("after event %d (%s): current %d, the neutral army %d territories and %d armies; want never its turn, 14 and 40",
				i+2, events[i+1].Type, g.Current, n.Territories, n.Units)
		}
	})
}
