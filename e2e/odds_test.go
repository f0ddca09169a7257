package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
)

// germanPercent is how the pages write a probability in German (with a
// no-break space before the sign).
func germanPercent(p float64) string {
	return strings.Replace(strconv.FormatFloat(p*100, 'f', 1, 64), ".", ",", 1) + "\u00a0%"
}

// TestOddsBeforeAndAfterAnEnteredRoll: choosing an invasion shows its exact
// chance of conquest; after the table types in a roll, the chance is
// computed again for the armies left, and the invasion's trail shows both.
func TestOddsBeforeAndAfterAnEnteredRoll(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Quoten", "players": players, "deck_mode": "table"})
	id := st["id"]
	st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", srv.URL, id), map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 8}, {"territory": "kings_landing", "owner": 1, "units": 5}}}})
	// Anna places her reinforcement elsewhere: Harrenhal keeps 8 units.
	var elsewhere string
	for _, tr := range st["territories"].([]any) {
		m := tr.(map[string]any)
		if m["owner"].(float64) == 0 && m["id"] != "harrenhal" {
			elsewhere = m["id"].(string)
			break
		}
	}
	apiPost(t, fmt.Sprintf("%s/api/games/%v/events", srv.URL, id), map[string]any{"seq": st["seq"], "type": "place",
		"payload": map[string]any{"territory": elsewhere, "units": st["reinforcement"].(map[string]any)["to_place"]}})

	before := engine.Odds(engine.InvasionQuery{Attacking: 7, Defending: 5}).Win
	after := engine.Odds(engine.InvasionQuery{Attacking: 7, Defending: 3}).Win

	// The phone only looks; the tablet enters the roll.
	for _, size := range [][2]int{{390, 844}, {1024, 768}} {
		ctx := newBrowser(t, size[0], size[1])
		navigate(t, ctx, fmt.Sprintf("%s/games/%v?lang=de", srv.URL, id))
		// The page opens with the likeliest invasion pre-selected
		// (views.AttackDefault): the odds shown are that invasion's.
		from := evalJS[string](t, ctx, `document.querySelector('[data-testid="attack-from"]').value`)
		to := evalJS[string](t, ctx, `document.querySelector('[data-testid="attack-to"]').value`)
		if from == "" || to == "" {
			t.Fatalf("no invasion pre-selected (%q → %q)", from, to)
		}
		armies := fmt.Sprintf("%d Angreifer gegen %d Verteidiger", atoi(t, mustText(t, ctx, by("units-"+from)))-1, atoi(t, mustText(t, ctx, by("units-"+to))))
		if got := mustText(t, ctx, by("odds-armies")); !strings.HasPrefix(got, armies) {
			t.Fatalf("the odds of the pre-selected %s → %s read %q, want %q", from, to, got, armies)
		}
		fill(t, ctx, by("attack-from"), "harrenhal")
		fill(t, ctx, by("attack-to"), "kings_landing")
		if got := mustText(t, ctx, by("odds-win")); got != germanPercent(before) {
			t.Fatalf("%v: odds before the roll %q, want %q", size, got, germanPercent(before))
		}
		waitText(t, ctx, by("odds-armies"), "7 Angreifer gegen 5 Verteidiger")
		if size[0] == 390 {
			screenshot(t, ctx, "odds-before-390")
			continue
		}
		screenshot(t, ctx, "odds-before-1024")
		// 6-6-6 against 1-1: the defender loses two.
		enterDice(t, ctx, []int{6, 6, 6}, []int{1, 1})
		waitText(t, ctx, by("units-kings_landing"), "3")
		if got := mustText(t, ctx, by("odds-win")); got != germanPercent(after) {
			t.Fatalf("odds after the roll %q, want %q", got, germanPercent(after))
		}
		if n := count(t, ctx, by("odds-trail-point")); n != 2 {
			t.Fatalf("trail has %d points, want 2", n)
		}
		trail := mustText(t, ctx, by("odds-trail"))
		if !strings.Contains(trail, germanPercent(before)) || !strings.Contains(trail, germanPercent(after)) {
			t.Errorf("trail %q should read %s then %s", trail, germanPercent(before), germanPercent(after))
		}
		screenshot(t, ctx, "odds-after-1024")
		assertNoJSErrors(t, ctx)
	}
}
