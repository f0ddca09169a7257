package handlers_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// Capital RISK (classic 1993, "CAPITAL RISK, for a Shorter Game", as
// retyped at ultraboardgames.com/risk/capital-risk.php): the recorded
// 4-player game of editions/classic played again end to end, once through
// the pages (the set-up form with its capitals, then the turn forms) and
// once through the API; both end as its derivation says, Anna winning by
// occupying every capital, her own included.

// capitalGame is the recorded game (classic_recorded_test.go reads it).
const capitalGame = "four_players_capital_risk.json"

// TestCapitalRISKThroughThePages: the set-up form offers Capital RISK and,
// on the board step, each player's capital; another player's territory is
// refused with a sentence naming player and territory; the game page marks
// the capitals in the board list and on the picture; the turn forms play
// the recorded game to its end: "capitals", Anna.
func TestCapitalRISKThroughThePages(t *testing.T) {
	s := newServer(t)
	set, rec := loadRecorded(t, capitalGame)
	form := url.Values{"edition": {"classic"}, "name": {"Hauptstädte"}, "deal": {"table"}, "deck": {"table"}, "variant": {"capital"}}
	for _, p := range set.Players {
		form.Add("player", p.Name)
		form.Add("house", p.House)
	}
	code, page := s.postForm("/games?lang=en", form, nil)
	if code != http.StatusOK || !strings.Contains(page, `data-testid="capitals"`) || !strings.Contains(page, `name="capital_3"`) {
		t.Fatalf("board step: %d, want the capitals of 4 players\n%s", code, excerpt(page, "capitals"))
	}
	form.Set("step", "board")
	for id, o := range set.Owners {
		form.Set("owner_"+id, strconv.Itoa(o))
		form.Set("units_"+id, strconv.Itoa(set.Units[id]))
	}
	for i, p := range set.Players {
		form.Set("capital_"+strconv.Itoa(i), p.Capital)
	}
	form.Set("capital_1", "ukraine") // Anna's
	code, page = s.postForm("/games?lang=en", form, nil)
	if want := "Ukraine is not Ben's"; code == http.StatusSeeOther || !strings.Contains(html.UnescapeString(page), want) {
		t.Fatalf("Ben's capital on Anna's Ukraine: %d, want the refusal %q\n%s", code, want, excerpt(page, "alert"))
	}
	form.Set("capital_1", set.Players[1].Capital)
	game := s.redirect("/games", form)
	page = s.page(game, "en")
	for _, id := range []string{"ukraine", "scandinavia", "middle_east", "ural"} {
		if n := strings.Count(page, `data-testid="mark-capital-`+id+`"`); n != 2 {
			t.Errorf("capital %s marked %d times on the game page, want the list and the picture", id, n)
		}
	}
	if !strings.Contains(page, `data-testid="legend-capital"`) {
		t.Error("the legend does not say what the capital's flag means")
	}
	playThroughPages(t, s, game, rec.Events[1:], nil)
	checkCapitalEnd(t, s, game)
	if page := s.page(game, "de"); !strings.Contains(page, "Ein Spieler besetzt alle Hauptstädte") {
		t.Errorf("the German end reason is missing\n%s", excerpt(page, "end-reason"))
	}
}

// checkCapitalEnd: the recorded game's end, as its derivation gives it.
func checkCapitalEnd(t *testing.T, s *server, game string) {
	t.Helper()
	var end struct {
		Over      bool   `json:"over"`
		EndReason string `json:"end_reason"`
		Winners   []int  `json:"winners"`
		Players   []struct {
			Territories int  `json:"territories"`
			Out         bool `json:"out"`
		} `json:"players"`
		Variant  string `json:"variant"`
		Capitals []struct {
			Player, Holder int
			Territory      string
		} `json:"capitals"`
	}
	s.getJSON("/api"+game, &end)
	if !end.Over || end.EndReason != "capitals" || len(end.Winners) != 1 || end.Winners[0] != 0 {
		t.Fatalf("end: over %v, reason %q, winners %v; want Anna by the capitals", end.Over, end.EndReason, end.Winners)
	}
	if end.Variant != "capital" || len(end.Capitals) != 4 || end.Capitals[1].Territory != "scandinavia" || end.Capitals[1].Holder != 0 {
		t.Errorf("the API's capitals: variant %q, %+v; want Ben's Scandinavia held by Anna", end.Variant, end.Capitals)
	}
	for i, want := range []int{14, 10, 9, 9} {
		if p := end.Players[i]; p.Territories != want || p.Out {
			t.Errorf("player %d: %d territories, out %v; want %d, in the game", i, p.Territories, p.Out, want)
		}
	}
	if page := s.page(game, "en"); !strings.Contains(page, "one player occupies every capital, their own included") {
		t.Errorf("the end reason is missing\n%s", excerpt(page, "end-reason"))
	}
}

// TestCapitalRISKThroughTheAPI: the same game through POST /api/games
// ("variant" and each player's "capital") and its events; a capital on
// another player's territory is refused naming both.
func TestCapitalRISKThroughTheAPI(t *testing.T) {
	s := newServer(t)
	set, rec := loadRecorded(t, capitalGame)
	var players []map[string]any
	for _, p := range set.Players {
		players = append(players, map[string]any{"name": p.Name, "house": p.House, "capital": p.Capital})
	}
	in := map[string]any{"edition": "classic", "name": "Capitals", "variant": set.Variant, "players": players,
		"owners": set.Owners, "units": set.Units}
	players[2]["capital"] = "iceland" // Ben's
	for lang, want := range map[string]string{"en": "Iceland is not Carla's", "de": "Island gehört nicht Carla", "fr": "Islande n’est pas à Carla"} {
		code, out := s.postJSON("/api/games?lang="+lang, in)
		if msg, _ := out["error"].(string); code != http.StatusUnprocessableEntity || !strings.Contains(msg, want) {
			t.Errorf("%s: %d %v, want 422 and %q", lang, code, out, want)
		}
	}
	players[2]["capital"] = set.Players[2].Capital
	code, out := s.postJSON("/api/games", in)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, out)
	}
	game := "/games/" + fmt.Sprint(out["id"])
	playThroughAPI(t, s, game, rec.Events[1:], nil)
	checkCapitalEnd(t, s, game)
}
