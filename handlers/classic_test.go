package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	_ "herald/editions/all"
	"herald/maps"
)

// TestClassicThroughTheOneSetUpFlow: classic RISK, added as a package that
// registers itself, is set up through POST /games like every edition (the
// players, then the board as it stands) and plays a turn through the
// common turn forms.
func TestClassicThroughTheOneSetUpFlow(t *testing.T) {
	s := newServer(t)
	form := url.Values{"edition": {"classic"}, "name": {"Welt"}, "player": {"Anna", "Ben", "Carla"},
		"house": {"red", "blue", "green"}, "deal": {"table"}, "deck": {"herald"}}
	code, page := s.postForm("/games?lang=en", form, nil)
	if code != http.StatusOK || !strings.Contains(page, `data-testid="board-entry"`) || !strings.Contains(page, "35 armies") {
		t.Fatalf("first step: %d, want the board step asking for 35 armies each\n%s", code, excerpt(page, "board-entry"))
	}
	// The table's deal: territories in turn, 14 each; one army on each
	// and the other 21 on the first territory of each player.
	form.Set("step", "board")
	for i, tr := range maps.MustLoad("classic").Territories {
		form.Set("owner_"+tr.ID, strconv.Itoa(i%3))
		units := 1
		if i < 3 {
			units = 22
		}
		form.Set("units_"+tr.ID, strconv.Itoa(units))
	}
	game := s.redirect("/games", form)
	if !strings.HasPrefix(game, "/games/") {
		t.Fatalf("created game at %q", game)
	}
	var st state
	s.getJSON("/api"+game, &st)
	// "Armies": 14 territories / 3 = 4, no continent held.
	if st.Current != 0 || st.Reinforcement.Total != 4 || st.Territories[0].Units != 22 {
		t.Fatalf("start: current %d, reinforcement %d, alaska %d", st.Current, st.Reinforcement.Total, st.Territories[0].Units)
	}
	seq := strconv.Itoa(st.Seq)
	s.redirect(game+"/place", url.Values{"seq": {seq}, "territory": {"alaska"}, "units": {"4"}})
	s.getJSON("/api"+game, &st)
	s.redirect(game+"/end-turn", url.Values{"seq": {strconv.Itoa(st.Seq)}})
	s.getJSON("/api"+game, &st)
	if st.Current != 1 || st.Territories[0].Units != 26 {
		t.Errorf("after Anna's turn: current %d, alaska %d", st.Current, st.Territories[0].Units)
	}
	// A wild card (no territory) in Ben's hand, as the table has it; the
	// game and board pages show the hand.
	s.redirect(game+"/hand", url.Values{"seq": {strconv.Itoa(st.Seq)}, "player": {"1"}, "card": {"wild_1", "alaska"}})
	for _, page := range []string{game, game + "/board"} {
		if code, body := s.get(page + "?lang=en"); code != http.StatusOK || !strings.Contains(body, "Ben") {
			t.Errorf("%s: %d", page, code)
		} else if page == game && !strings.Contains(body, `<span class="card-name">Wild card</span> <span class="card-symbol">Wild card</span>`) {
			t.Errorf("the wild card in Ben's hand is not shown as one")
		}
	}
}

// A classic player sent through the API without a colour is refused
// with a sentence that names the player and what is missing (it said
// "Choose everything this move needs first."), in classic's words.
func TestClassicAPIPlayerWithoutColourIsNamed(t *testing.T) {
	s := newServer(t)
	owners, units := map[string]int{}, map[string]int{}
	for i, tr := range maps.MustLoad("classic").Territories {
		owners[tr.ID], units[tr.ID] = i%3, 1
		if i < 3 {
			units[tr.ID] = 22
		}
	}
	in := map[string]any{"edition": "classic", "name": "Welt", "owners": owners, "units": units,
		"players": []map[string]any{{"name": "Anna", "house": "red"}, {"name": "Ben", "house": "blue"}, {"name": "Carla"}}}
	for lang, want := range map[string]string{"de": "Carla hat noch keine Farbe", "en": "Carla has no colour yet"} {
		code, out := s.postJSON("/api/games?lang="+lang, in)
		if msg, _ := out["error"].(string); code != http.StatusUnprocessableEntity || !strings.Contains(msg, want) {
			t.Errorf("%s: %d %v, want 422 and %q", lang, code, out, want)
		}
	}
}
