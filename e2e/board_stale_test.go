package e2e

import (
	"fmt"
	"testing"
)

// TestStaleBoardCorrectionSavesInOneMoreTap: a phone corrects Tarth to 9
// units on the board page while another phone places a unit meanwhile.
// The save meets the newer game: the board page comes back, not the game
// page, saying what changed, Tarth's 9 still typed; one more tap saves it
// and the placement made meanwhile stays (issue 29).
func TestStaleBoardCorrectionSavesInOneMoreTap(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Brett", "players": players, "deck_mode": "table"})
	api := fmt.Sprintf("%s/api/games/%v", srv.URL, st["id"])
	ev := func(typ string, payload any) {
		st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
	}
	ev("correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 3}, {"territory": "tarth", "owner": 1, "units": 1}}})

	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, fmt.Sprintf("%s/games/%v/board?lang=de", srv.URL, st["id"]))
	ev("place", map[string]any{"territory": "harrenhal", "units": 1}) // the other phone
	fill(t, ctx, by("entry-units-tarth"), "9")
	click(t, ctx, by("board-save"))
	waitText(t, ctx, by("board-entry")+" "+by("error"), "Anna setzte 1 Einheit auf Harrenhal")
	// The answer is a page load: the form's rows follow its sentence, the
	// hands' corrections follow the form.
	waitVisible(t, ctx, by("hand-entry"))
	if got := evalJS[string](t, ctx, `document.querySelector('[data-testid="entry-units-tarth"]').value`); got != "9" {
		t.Fatalf("the typed Tarth 9 is lost: %q", got)
	}
	inView(t, ctx, "after the stale save", by("board-entry")+" "+by("error"))
	click(t, ctx, by("board-save"))
	waitVisible(t, ctx, by("board"))
	now := apiGet(t, api)
	if _, units := terr(t, now, "tarth"); units != 9 {
		t.Errorf("Tarth holds %d after the second save, want 9", units)
	}
	if _, units := terr(t, now, "harrenhal"); units != 4 {
		t.Errorf("Harrenhal holds %d, want the 4 with the unit placed meanwhile", units)
	}
	assertNoJSErrors(t, ctx)
}
