package e2e

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
)

// A maneuver Herald proposes is not the player's choice yet (issue 30:
// "Tapping a territory on the picture fills the turn's form: ...
// maneuver from, then to"). Found playing Game of Thrones on a tablet in
// French: Herald proposed Crakehall as "De"; the player tapped Castral
// Roc, then Montargent, and Herald moved from Crakehall to Montargent,
// because every own territory reachable from the proposal was taken as
// its target. Now a tap on a territory that can itself be a "from"
// chooses it, and a tap on the proposal takes it (its target comes next).
//
// Anna holds Riverrun (10, all its neighbours hers: Herald proposes it)
// and Stoney Sept (8, next to Ben's Blackwater Rush): first she moves
// from Stoney Sept to the Golden Tooth; in a second game she takes the
// proposal, then taps Stoney Sept as its target.
func TestPictureManeuverChoosesItsOwnFrom(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 768, 1024)
	touchEmulated(t, ctx)
	turn := pictureTurn{houses: []string{"stark", "lannister"},
		holds: map[string]int{"harrenhal": 30, "riverrun": 10, "stoney_sept": 8, "the_trident": 1, "golden_tooth": 1, "the_crag": 1, "pyke": 1},
		enemy: map[string]int{"kings_landing": 30}}
	for _, c := range []struct{ taps []string }{
		{[]string{"stoney_sept", "golden_tooth"}},
		{[]string{"riverrun", "stoney_sept"}},
	} {
		api := newPictureGame(t, srv.URL, turn)
		st := apiGet(t, api)
		n := int(st["reinforcement"].(map[string]any)["to_place"].(float64))
		st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "place", "payload": map[string]any{"territory": "harrenhal", "units": n}})
		apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "end_attack", "payload": map[string]any{}})
		navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=fr")
		waitLoaded(t, ctx)
		if from := formValue(t, ctx, by("maneuver-from")); from != "riverrun" {
			t.Fatalf("Herald proposes to move from %q, want riverrun (every neighbour Anna's)", from)
		}
		from, to := c.taps[0], c.taps[1]
		// A finger that slides from the proposal (a pan) leaves it Herald's.
		at := evalJS[map[string]float64](t, ctx, `(() => {
			const s = document.querySelector(`+jsString(by("spot-riverrun"))+`);
			s.scrollIntoView({block: "center"});
			const r = s.getBoundingClientRect();
			return {x: r.left + r.width / 2, y: r.top + r.height / 2};
		})()`)
		touches(t, ctx, input.DispatchTouchEventTypeTouchStart, at["x"], at["y"])
		touches(t, ctx, input.DispatchTouchEventTypeTouchMove, at["x"], at["y"]+30)
		touches(t, ctx, input.DispatchTouchEventTypeTouchEnd, 0, 0)
		if !evalJS[bool](t, ctx, `document.querySelector(`+jsString("#action "+by("maneuver-from"))+`).hasAttribute("data-proposed")`) {
			t.Fatal("a finger that slid from the proposal took it as the player's")
		}
		tapSpot(t, ctx, from)
		waitTrue(t, ctx, `document.querySelector(`+jsString("#action "+by("maneuver-from"))+`).value === `+jsString(from))
		tapSpot(t, ctx, to)
		if got := formValue(t, ctx, by("maneuver-from")) + " " + formValue(t, ctx, by("maneuver-to")); got != from+" "+to {
			t.Fatalf("after tapping %s then %s the form moves %q", from, to, got)
		}
		onScreen(t, ctx, by("maneuver-submit"), "after the maneuver's target")
		touchTap(t, ctx, by("maneuver-submit"))
		resp, err := http.Get(api + "/events")
		if err != nil {
			t.Fatal(err)
		}
		var evs []struct {
			Type    string
			Payload struct{ From, To string }
		}
		err = json.NewDecoder(resp.Body).Decode(&evs)
		resp.Body.Close()
		if err != nil || len(evs) == 0 {
			t.Fatalf("the events: %v", err)
		}
		if last := evs[len(evs)-1]; last.Type != "maneuver" || last.Payload.From != from || last.Payload.To != to {
			t.Fatalf("recorded %+v, want a maneuver from %s to %s", last, from, to)
		}
	}
	assertNoJSErrors(t, ctx)
}

// The page without a tap shows the proposal chosen on the picture and
// every territory a "from" may be as a tap's choice.
func TestPictureShowsAProposedManeuverAsChosen(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	turn := pictureTurn{houses: []string{"stark", "lannister"},
		holds: map[string]int{"harrenhal": 30, "riverrun": 10, "stoney_sept": 8, "the_trident": 1, "golden_tooth": 1, "the_crag": 1, "pyke": 1},
		enemy: map[string]int{"kings_landing": 30}}
	api := newPictureGame(t, srv.URL, turn)
	st := apiGet(t, api)
	n := int(st["reinforcement"].(map[string]any)["to_place"].(float64))
	st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "place", "payload": map[string]any{"territory": "harrenhal", "units": n}})
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "end_attack", "payload": map[string]any{}})
	ctx := newBrowser(t, 390, 844)
	navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=en")
	waitLoaded(t, ctx)
	classes := evalJS[map[string]string](t, ctx, `Object.fromEntries(Array.from(document.querySelectorAll("#board-picture .spot")).map(e => [e.dataset.t, e.className.baseVal || e.className]))`)
	has := func(id, class string) bool { return strings.Contains(" "+classes[id]+" ", " "+class+" ") }
	for _, id := range []string{"harrenhal", "riverrun", "stoney_sept"} {
		if !has(id, "pick") {
			t.Errorf("%s (a maneuver may start there) is not offered to a tap: %q", id, classes[id])
		}
	}
	if !has("riverrun", "chosen") {
		t.Errorf("the proposal's from, Riverrun, is not shown chosen: %q", classes["riverrun"])
	}
	if has("golden_tooth", "pick") {
		t.Errorf("the Golden Tooth (1 unit, no maneuver from it) is offered as a from: %q", classes["golden_tooth"])
	}
}
