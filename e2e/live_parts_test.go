package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
)

// reswapsJS records, for each live update the page swaps, how it came:
// "pushed" for the parts its stream brought (handlers/livepush.go), or
// how Herald answered a live fetch (HX-Reswap: "parts", or "" for the
// whole #game).
const reswapsJS = `(window.reswaps = [], document.addEventListener("htmx:beforeSwap", e => {
	const el = e.detail.requestConfig && e.detail.requestConfig.elt;
	if (el && el.hasAttribute("data-live")) window.reswaps.push(e.detail.xhr.getResponseHeader("HX-Reswap") || "");
}), document.addEventListener("htmx:afterSwap", e => {
	if (e.detail && e.detail.pushed) window.reswaps.push("pushed");
}), true)`

// TestLiveUpdateInPartsKeepsWhatIsTyped: a phone following the game gets
// each live update in parts (handlers/liveparts.go, issue 30), brought by
// its stream (handlers/livepush.go), and the parts keep what the whole
// #game's morph kept (static/live.js): phone A's focused field its 2
// units, phone B's started form its 3 units and the seq it was begun at;
// a form nobody touched takes the new seq, and the picture and history
// show the other device's action.
func TestLiveUpdateInPartsKeepsWhatIsTyped(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	game := battleReadyGame(t, srv.URL)
	api := strings.Replace(game, "/games/", "/api/games/", 1)
	// Back to the reinforcement phase, with units to place.
	apiPost(t, api+"/undo", map[string]any{"seq": apiSeq(t, api)})

	phoneA, phoneB := newBrowser(t, 390, 844), newBrowser(t, 390, 844)
	phones := []struct {
		name string
		ctx  context.Context
	}{{"phone A", phoneA}, {"phone B", phoneB}}
	for _, p := range phones {
		navigate(t, p.ctx, game+"?lang=de")
		waitLive(t, p.ctx, p.name)
		evalJS[bool](t, p.ctx, reswapsJS)
	}
	// Another device corrects the board twice; the page's load kept the
	// parts of the mark it shows, so both updates come in parts, in the
	// stream itself.
	seq := correctOne(t, api, "winterfell", 0, 5)
	for _, p := range phones {
		waitSeq(t, p.ctx, p.name, seq)
	}
	fill(t, phoneA, by("place-units"), "2")
	fill(t, phoneB, by("place-units"), "3")
	evalJS[bool](t, phoneB, `(document.activeElement.blur(), true)`)
	seq = correctOne(t, api, "winterfell", 1, 7)
	for _, p := range phones {
		waitSeq(t, p.ctx, p.name, seq)
		if got := evalJS[string](t, p.ctx, `window.reswaps.join(",")`); got != "pushed,pushed" {
			t.Errorf("%s: the live updates came as %q, want the stream's parts twice", p.name, got)
		}
		if got := evalJS[string](t, p.ctx, `document.querySelector('[data-testid="spot-units-winterfell"]').textContent`); got != "7" {
			t.Errorf("%s: the picture shows %q units on Winterfell, want 7", p.name, got)
		}
		if cls := evalJS[string](t, p.ctx, `document.querySelector('[data-testid="spot-winterfell"]').closest('.spot-at').getAttribute('class')`); !strings.Contains(cls, "house-lannister") {
			t.Errorf("%s: Winterfell on the picture is %q, want Ben's house-lannister", p.name, cls)
		}
		if got := mustText(t, p.ctx, by("history-entry")+" .history-line"); !strings.Contains(got, "Winterfell") {
			t.Errorf("%s: the newest history line %q is not the correction", p.name, got)
		}
		if got := evalJS[string](t, p.ctx, `document.querySelector('#undo-bar [name="seq"]').value`); got != strconv.Itoa(seq) {
			t.Errorf("%s: the undo form carries seq %s, want the new %d", p.name, got, seq)
		}
	}
	if v := evalJS[string](t, phoneA, `document.querySelector('[data-testid="place-units"]').value`); v != "2" {
		t.Errorf("phone A was typing 2 units; after the update in parts the field holds %q", v)
	}
	if v := evalJS[string](t, phoneB, `document.querySelector('[data-testid="place-units"]').value`); v != "3" {
		t.Errorf("phone B had typed 3 units; after the update in parts the field holds %q", v)
	}
	if got := evalJS[string](t, phoneB, `document.querySelector('[data-testid="place-form"] [name="seq"]').value`); got != strconv.Itoa(seq-1) {
		t.Errorf("phone B's started form carries seq %s, want the one it was begun at, %d", got, seq-1)
	}
	for _, p := range phones {
		assertNoJSErrors(t, p.ctx)
	}
}

// correctOne records, through the API as another device, territory terr
// at owner and units, and returns the new seq.
func correctOne(t *testing.T, api, terr string, owner, units int) int {
	t.Helper()
	st := apiGet(t, api)
	next := apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{{"territory": terr, "owner": owner, "units": units}},
	}})
	seq, ok := next["seq"].(float64)
	if !ok {
		t.Fatalf("the correction's answer has no seq: %v", next)
	}
	return int(seq)
}
