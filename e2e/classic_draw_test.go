package e2e

import (
	"strings"
	"testing"
)

// A classic turn played to its end on the seat's own phone (390x844, a
// finger, French): placed and attacked by tapping the picture, the
// territory conquered and moved into, then the card it earns ("One card
// at the end of a turn in which you conquered at least one territory",
// classic.md, Cards) named from the table's deck and the turn ended by
// its button. The card is in the seat's hand on its page and the turn is
// the next player's. Found playing classic on a phone: the end-turn form
// had no button, and its refusal named Game of Thrones' End Game card.
func TestClassicTurnEndsWithItsCardOnASeatPhone(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	turn := pictureTurns["classic"]
	turn.enemy = map[string]int{turn.to: 1}
	api := newPictureGame(t, srv.URL, turn)
	ctx := newBrowser(t, 390, 844)
	touchEmulated(t, ctx)
	game := strings.Replace(api, "/api/games/", "/games/", 1)
	navigate(t, ctx, seatLink(t, game, 0))
	navigate(t, ctx, game+"/me?lang=fr")
	waitLoaded(t, ctx)
	tap := func(sel string) {
		t.Helper()
		evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
		touchTap(t, ctx, sel)
	}
	tap(by("spot-" + turn.place))
	tap(by("place-submit"))
	tap(by("spot-" + turn.from))
	tap(by("spot-" + turn.to))
	for i := 0; count(t, ctx, by("move-in-all")) == 0; i++ {
		if i == 5 {
			t.Fatalf("%s not taken from %s with 29 against 1 in 5 rolls", turn.to, turn.from)
		}
		tap(by("attack-roll"))
	}
	tap(by("move-in-all"))
	if got := mustText(t, ctx, by("earns-card")); !strings.Contains(got, "Anna a conquis 1 territoire") {
		t.Errorf("the end of the turn says %q, not that Anna's conquest earns a card", got)
	}
	fill(t, ctx, by("drawn-card"), "ontario")
	tap(by("end-turn-draw"))
	waitVisible(t, ctx, by("my-card-ontario"))
	st := apiGet(t, api)
	if cur := st["current"]; cur != float64(1) {
		t.Errorf("after the draw the API's current player is %v, want Ben (1)", cur)
	}
	if n := st["players"].([]any)[0].(map[string]any)["cards"]; n != float64(1) {
		t.Errorf("Anna holds %v cards after the draw, want 1", n)
	}
	assertNoJSErrors(t, ctx)
}
