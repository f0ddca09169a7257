package handlers_test

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// A correction through the API keeps the state's rules: 10^12 units on
// Harrenhal once made the odds table ask for 8 TB and killed the server.
// It is refused in words naming the territory and the most a territory
// holds, and nothing is recorded.
func TestAPICorrectRefusesMoreUnitsThanATableHolds(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	n := s.events(st.ID)
	for _, units := range []int{1_000_000_000_000, 1 << 62, engine.MaxUnits + 1} {
		code, out := s.event(st, "correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": units}}})
		msg, _ := out["error"].(string)
		if code != http.StatusUnprocessableEntity || !strings.Contains(msg, "Harrenhal") || !strings.Contains(msg, strconv.Itoa(engine.MaxUnits)) {
			t.Errorf("%d units: %d %q", units, code, msg)
		}
	}
	code, out := s.event(st, "correct", map[string]any{"territories": []map[string]any{
		{"territory": "harrenhal", "owner": 0, "units": 2}, {"territory": "harrenhal", "owner": 1, "units": 2}}})
	if msg, _ := out["error"].(string); code != http.StatusUnprocessableEntity || !strings.Contains(msg, "Harrenhal") {
		t.Errorf("a territory twice: %d %q", code, msg)
	}
	if got := s.events(st.ID); got != n {
		t.Errorf("log has %d events, want %d", got, n)
	}
}

// Halo Wars: correct_hand {"skulls":[2,2]} was answered 201 and logged but
// the hand stayed as it was; an accepted correction takes effect.
// haloBasicGame starts a Halo Wars Basic Training game for Flo, Uma and
// Cora through the API; Cora holds one 1-skull card.
func haloBasicGame(t *testing.T, s *server) map[string]any {
	t.Helper()
	b := maps.MustLoad("arcadia")
	owners, units := map[string]int{}, map[string]int{}
	first := make([]string, 3)
	for i, terr := range b.Territories {
		owners[terr.ID], units[terr.ID] = i%3, 2
		if first[i%3] == "" {
			first[i%3] = terr.ID
		}
	}
	houses := ruleset("halowars").Houses(3)
	var players []map[string]any
	for i, name := range []string{"Flo", "Uma", "Cora"} {
		players = append(players, map[string]any{"name": name, "house": houses[i], "base": first[i], "hero": first[i]})
	}
	players[2]["skulls"] = []int{1}
	code, st := s.postJSON("/api/games", map[string]any{
		"edition": "halowars", "mode": "basic", "colonies": basicColonies(3), "achievements": basicAchievements(3),
		"owners": owners, "units": units, "players": players,
	})
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, st)
	}
	return st
}

func TestAPICorrectHandSkullsTakeEffect(t *testing.T) {
	s := newServer(t)
	st := haloBasicGame(t, s)
	id := int(st["id"].(float64))
	code, out := s.postJSON("/api/games/"+strconv.Itoa(id)+"/events", map[string]any{"seq": st["seq"], "type": "correct_hand", "payload": map[string]any{"player": 2, "skulls": []int{2, 2}}})
	if code != http.StatusCreated {
		t.Fatalf("correct_hand: %d %v", code, out)
	}
	var got struct {
		Players []struct {
			Points []int `json:"skulls"`
		} `json:"players"`
	}
	s.getJSON("/api/games/"+strconv.Itoa(id), &got)
	if !slices.Equal(got.Players[2].Points, []int{2, 2}) {
		t.Errorf("Cora's skulls %v, want [2 2]", got.Players[2].Points)
	}
}

// The board correction page places the leaders too (Warhammer 40,000,
// "ANFÜHRER"): a leader moved to an own territory stands there; one put
// on another faction's territory is refused in words.
func TestBoardPagePlacesTheLeader(t *testing.T) {
	s := newServer(t)
	st := whAPIGame(t, s)
	_, page, _ := s.do("GET", "/games/1/board", "", nil, map[string]string{"Accept-Language": "de"})
	if !strings.Contains(page, `data-testid="hero-entry"`) || !strings.Contains(page, "Anführer") || strings.Contains(page, ">Helden<") {
		t.Fatalf("no leader entry on the board page: %s", excerpt(page, "hero-entry"))
	}
	b := maps.MustLoad("vigilus")
	own, chas := b.Territories[3].ID, b.Territories[1].ID
	code, body := s.postForm("/games/1/board", url.Values{"seq": {"1"}, "hero_0": {chas}}, nil)
	if code != http.StatusUnprocessableEntity {
		t.Fatalf("leader on Chas's territory: %d %s", code, excerpt(body, "error"))
	}
	code, body = s.postForm("/games/1/board", url.Values{"seq": {"1"}, "hero_0": {own}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("leader moved: %d %s", code, excerpt(body, "error"))
	}
	var after struct {
		Players []struct {
			Leader string `json:"leader"`
		} `json:"players"`
	}
	s.getJSON("/api/games/1", &after)
	if after.Players[0].Leader != own {
		t.Errorf("Uli's leader at %q, want %q (was %v)", after.Players[0].Leader, own, st["players"])
	}
}

// Halo Wars: "a wrong tap on "1 ☠ / 2 ☠☠" can only be undone with
// everything after it" — the board page corrects a hand by its skulls.
func TestBoardPageCorrectsAHandBySkulls(t *testing.T) {
	s := newServer(t)
	haloBasicGame(t, s)
	_, page, _ := s.do("GET", "/games/1/board", "", nil, map[string]string{"Accept-Language": "de"})
	if !strings.Contains(page, `data-testid="hand-form-2"`) || !strings.Contains(page, "Karten mit 2 Schädeln") {
		t.Fatalf("no hand form: %s", excerpt(page, "hand-entry"))
	}
	code, body := s.postForm("/games/1/hand", url.Values{"seq": {"1"}, "player": {"2"}, "ones": {"1"}, "twos": {"2"}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("hand: %d %s", code, excerpt(body, "error"))
	}
	var got struct {
		Players []struct {
			Points []int `json:"skulls"`
		} `json:"players"`
	}
	s.getJSON("/api/games/1", &got)
	if !slices.Equal(got.Players[2].Points, []int{1, 2, 2}) {
		t.Errorf("Cora's skulls %v, want [1 2 2]", got.Players[2].Points)
	}
}

// Game of Thrones: the board page corrects a hand by its territory cards,
// at most 5 ("Sie dürfen nie mehr als 5 Gebietskarten auf der Hand haben").
func TestBoardPageCorrectsAHandByCards(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	form := url.Values{"seq": {strconv.Itoa(st.Seq)}, "player": {"1"}, "card": {"karhold", "", "the_gift"}}
	code, body := s.postForm("/games/"+strconv.Itoa(st.ID)+"/hand", form, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("hand: %d %s", code, excerpt(body, "error"))
	}
	var got struct {
		Players []struct {
			Cards int `json:"cards"`
		} `json:"players"`
	}
	s.getJSON("/api/games/"+strconv.Itoa(st.ID), &got)
	if got.Players[1].Cards != 2 {
		t.Errorf("Ben holds %d cards, want 2", got.Players[1].Cards)
	}
}

// The board page moves a base set up on the wrong territory (Halo Wars
// "Place Bases"; the correction page had no base field).
func TestBoardPageMovesABase(t *testing.T) {
	s := newServer(t)
	haloBasicGame(t, s)
	_, page, _ := s.do("GET", "/games/1/board", "", nil, map[string]string{"Accept-Language": "de"})
	if !strings.Contains(page, `data-testid="entry-base-0"`) || !strings.Contains(page, `data-testid="entry-hero-0"`) {
		t.Fatalf("no base or hero entry: %s", excerpt(page, "base-entry"))
	}
	b := maps.MustLoad("arcadia")
	to := b.Territories[3].ID // Flo's too (territories are dealt round the table)
	code, body := s.postForm("/games/1/board", url.Values{"seq": {"1"}, "base_0": {to}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("base moved: %d %s", code, excerpt(body, "error"))
	}
	var got struct {
		Players []struct {
			Base string `json:"base"`
		} `json:"players"`
	}
	s.getJSON("/api/games/1", &got)
	if got.Players[0].Base != to {
		t.Errorf("Flo's base at %q, want %q", got.Players[0].Base, to)
	}
}
