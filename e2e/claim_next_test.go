package e2e

import (
	"fmt"
	"strings"
	"testing"

	"herald/maps"
)

// An achievement done is the next tap, not the card (Halo Wars, "ON YOUR
// TURN": "After you are finished attacking, collect one Achievement if
// you are eligible"; "ENDING YOUR TURN": "If you collect an Achievement,
// you cannot draw a card on that turn"). Found playing a phone in French:
// after the move-in that completed Mu the screen showed "Tirer une carte
// et finir le tour", and "Prendre l'exploit" lay two screens below; one
// tap on the card let the achievement pass. Now the move-in's answer shows
// the claim, the end of the turn says it is there, and the claim's answer
// shows the next control (the maneuver or the end of the turn). Flo (the
// Flood) holds Mu but Petra (Uma, 1 unit), with 10 units in Abaskun.
func TestAchievementDoneIsTheNextTap(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	b := maps.MustLoad("arcadia")
	body, players, _ := haloBasicThree(b, "Mu")
	body["players"] = players
	st := apiPost(t, srv.URL+"/api/games", body)
	api := fmt.Sprintf("%s/api/games/%v", srv.URL, st["id"])
	var fix []map[string]any
	for _, terr := range b.Territories {
		switch {
		case terr.ID == "petra":
			fix = append(fix, map[string]any{"territory": "petra", "owner": 1, "units": 1})
		case terr.ID == "abaskun":
			fix = append(fix, map[string]any{"territory": "abaskun", "owner": 0, "units": 10})
		case terr.Region == "mu":
			fix = append(fix, map[string]any{"territory": terr.ID, "owner": 0, "units": 2})
		}
	}
	st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{"territories": fix}})
	n := int(st["reinforcement"].(map[string]any)["to_place"].(float64))
	st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "place", "payload": map[string]any{"territory": "abaskun", "units": n}})
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "attack", "payload": map[string]any{
		"from": "abaskun", "to": "petra", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1}, "rolled_by": "table"}})

	ctx := newBrowser(t, 390, 844)
	touchEmulated(t, ctx)
	navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=fr")
	waitLoaded(t, ctx)
	onScreen(t, ctx, by("move-in-all"), "the conquest of Petra")
	touchTap(t, ctx, by("move-in-all"))
	waitVisible(t, ctx, by("ach-met-control_mu"))
	onScreen(t, ctx, by("claim-submit-control_mu"), "after the move-in that completed Mu")
	onScreen(t, ctx, `[data-testid="ach-control_mu"] strong`, "after the move-in that completed Mu") // its name
	if got := mustText(t, ctx, by("claim-first")); !strings.Contains(got, "Flo") || !strings.Contains(got, "«\u00a0Contrôler Mu\u00a0»") {
		t.Errorf("the end of the turn says %q, not that Flo may take Control Mu first", got)
	}
	touchTap(t, ctx, by("claim-submit-control_mu"))
	waitVisible(t, ctx, by("claimed"))
	if n := count(t, ctx, by("claim-first")); n != 0 {
		t.Error("after the claim the end of the turn still points to it")
	}
	onScreen(t, ctx, by("end-turn"), "after the claim")

	// The next turn opens with its heading, which names Uma, under the
	// console's top (it lay under it, with "Noch aufzustellen" first on
	// the screen: Arcadia has no picture to show above the place form).
	// The button tapped at the screen's lower edge, as after a scroll down
	// the panels.
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("end-turn"))+`).scrollIntoView({block: "end"}); scrollBy(0, 20); return true; })()`)
	touchTap(t, ctx, by("end-turn"))
	if h := mustText(t, ctx, "#reinforce h2"); !strings.Contains(h, "Uma") {
		t.Fatalf("the next turn's heading says %q, not Uma's name", h)
	}
	onScreen(t, ctx, "#reinforce h2", "the next turn")
	onScreen(t, ctx, by("place-all"), "the next turn")
	assertNoJSErrors(t, ctx)
}
