package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"testing"
)

// apiPost sends JSON to the test server and decodes the answer.
func apiPost(t *testing.T, url string, body any) map[string]any {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	if resp.StatusCode >= 300 {
		t.Fatalf("POST %s: %d %v", url, resp.StatusCode, out)
	}
	return out
}

// demoGames makes two games through the API: one waiting in its
// reinforcement phase, one mid-invasion with a conquest to move into, and
// one finished.
func demoGames(t *testing.T, base string) (reinforce, conquest, over string) {
	t.Helper()
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}, {"name": "Dora", "house": "tyrell"}}
	newGame := func(name string) (string, float64) {
		st := apiPost(t, base+"/api/games", map[string]any{"name": name, "players": players, "deck_mode": "table"})
		return fmt.Sprintf("%s/games/%v", base, st["id"]), st["id"].(float64)
	}
	reinforce, _ = newGame("Freitagsrunde")

	conquest, id := newGame("Invasion")
	ev := func(seq int, typ string, payload any) float64 {
		st := apiPost(t, fmt.Sprintf("%s/api/games/%v/events", base, id), map[string]any{"seq": seq, "type": typ, "payload": payload})
		return st["reinforcement"].(map[string]any)["to_place"].(float64)
	}
	left := ev(1, "correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 12}, {"territory": "kings_landing", "owner": 1, "units": 1}}})
	ev(2, "place", map[string]any{"territory": "harrenhal", "units": left})
	ev(3, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6, 5, 2}, "defend_dice": []int{3}})

	// The End Game card lies in the bottom half of the table's deck
	// ("Spielaufbau" step 6): the table plays until half is drawn.
	over, id = newGame("Endspiel")
	st := playToBottomHalf(t, base, id, map[string]bool{})
	apiPost(t, fmt.Sprintf("%s/api/games/%v/events", base, id), map[string]any{"seq": st["seq"], "type": "end_turn", "payload": map[string]any{"draw": true, "card": "end_game"}})
	return reinforce, conquest, over
}

// diceDemo makes a game for the dice page: Anna, Ben and Carla each take a
// turn of battles, with dice typed in (a fixed pseudo-random stream) and
// some rolled by Herald.
func diceDemo(t *testing.T, base string) string {
	t.Helper()
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, base+"/api/games", map[string]any{"name": "Würfelabend", "players": players, "deck_mode": "table"})
	id := st["id"]
	ev := func(typ string, payload any) {
		st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", base, id), map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
	}
	toPlace := func() any { return st["reinforcement"].(map[string]any)["to_place"] }
	ev("correct", map[string]any{"territories": []map[string]any{
		{"territory": "harrenhal", "owner": 0, "units": 40},
		{"territory": "kings_landing", "owner": 1, "units": 60},
		{"territory": "blackwater_rush", "owner": 2, "units": 40},
	}})
	rng := rand.New(rand.NewPCG(7, 11))
	dice := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = rng.IntN(6) + 1
		}
		return out
	}
	turn := func(from, to string, entered, rolled int) {
		ev("place", map[string]any{"territory": from, "units": toPlace()})
		for range entered {
			ev("attack", map[string]any{"from": from, "to": to, "attack_dice": dice(3), "defend_dice": dice(2)})
		}
		for range rolled {
			ev("attack", map[string]any{"from": from, "to": to, "roll": true, "attackers": 3, "defenders": 2})
		}
		ev("end_turn", map[string]any{"draw": false})
	}
	turn("harrenhal", "kings_landing", 12, 4)
	turn("kings_landing", "blackwater_rush", 8, 2)
	turn("blackwater_rush", "harrenhal", 6, 2)
	return fmt.Sprintf("%s/games/%v", base, id)
}

// TestLayoutAtTabletAndPhoneSizes opens the main pages at tablet landscape,
// tablet portrait and phone sizes: nothing may stick out sideways, and
// every button, select and input is at least 44 px high for a finger.
// With HERALD_SCREENSHOTS set it also saves a screenshot of each.
func TestLayoutAtTabletAndPhoneSizes(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	reinforce, conquest, over := demoGames(t, srv.URL)
	dice := diceDemo(t, srv.URL)
	boardCopy, boardSmall, boardOpen := boardDemo(t, srv.URL)
	pages := []struct{ name, url string }{
		{"home", srv.URL + "/"},
		{"new-game", srv.URL + "/games/new"},
		{"reinforce", reinforce},
		{"conquest", conquest},
		{"board-entry", reinforce + "/board"},
		{"scores", over},
		{"dice", dice + "/dice"},
		{"dice-all", srv.URL + "/dice"},
		{"boards", srv.URL + "/boards"},
		{"board-new", srv.URL + "/boards/new"},
		{"board-editor-westeros", boardCopy},
		{"board-editor-small", boardSmall},
		{"board-editor-arcadia", boardOpen},
		{"odds", srv.URL + "/odds?attacking=12&defending=9&attack_hero=1&then=3,2&target=0.8"},
	}
	sizes := []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}}
	for _, size := range sizes {
		ctx := newBrowser(t, size.w, size.h)
		for _, p := range pages {
			navigate(t, ctx, p.url)
			overflow := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`)
			if overflow > 0 {
				t.Errorf("%s at %dx%d: the page is %v px wider than the screen", p.name, size.w, size.h, overflow)
			}
			small := evalJS[[]string](t, ctx, `Array.from(document.querySelectorAll('button, select, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), a.button'))
				.filter(e => e.offsetParent !== null && e.getBoundingClientRect().height < 44)
				.map(e => (e.dataset.testid || e.name || e.tagName) + ' ' + Math.round(e.getBoundingClientRect().height) + 'px')`)
			if len(small) > 0 {
				t.Errorf("%s at %dx%d: touch targets under 44 px: %v", p.name, size.w, size.h, small)
			}
			screenshot(t, ctx, fmt.Sprintf("%s-%dx%d", p.name, size.w, size.h))
		}
		assertNoJSErrors(t, ctx)
	}
}

// The board-entry filter finds a territory by any of its names: German on
// an English page, French, or typed without the apostrophe.
func TestTerritoryFilterFindsAnyName(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	reinforce, _, _ := demoGames(t, srv.URL)
	ctx := newBrowser(t, 768, 1024)
	navigate(t, ctx, reinforce+"/board?lang=en")
	for _, q := range []string{"Königsmund", "port-réal", "kings landing"} {
		fill(t, ctx, by("terr-filter"), q)
		visible := evalJS[[]string](t, ctx, `Array.from(document.querySelectorAll('.entry-row')).filter(r => !r.hidden).map(r => r.dataset.testid)`)
		if len(visible) != 1 || visible[0] != "entry-kings_landing" {
			t.Errorf("filter %q shows %v, want King's Landing alone", q, visible)
		}
	}
	fill(t, ctx, by("terr-filter"), "")
	if n := evalJS[float64](t, ctx, `document.querySelectorAll('.entry-row:not([hidden])').length`); n != 48 {
		t.Errorf("empty filter shows %v rows, want 48", n)
	}
}
