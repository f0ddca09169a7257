package e2e

import (
	"fmt"
	"testing"

	"herald/engine"
	"herald/maps"
)

// Found by a French table playing Westeros: a player holding five
// territory cards must trade before placing (engine: place.trade_first),
// yet the page opened on the place form under the picture and the trade
// form lay below the screen. The trade's button is now on the screen as
// the turn opens, and after the trade the place button, at the three
// sizes, on Westeros and on the classic map (whose place form fits
// under the picture on a phone).
func TestForcedTradeInViewThenThePlace(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, name := range []string{"got", "classic"} {
		turn := pictureTurns[name]
		hand, set := fiveCards(turn.edition)
		for _, size := range [][2]int{{768, 1024}, {1024, 768}, {390, 844}} {
			t.Run(fmt.Sprintf("%s %dx%d", name, size[0], size[1]), func(t *testing.T) {
				api := newPictureGame(t, srv.URL, turn)
				st := apiGet(t, api)
				apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct_hand", "payload": map[string]any{"player": 0, "cards": hand}})
				ctx := newBrowser(t, size[0], size[1])
				touchEmulated(t, ctx)
				navigate(t, ctx, gamePage(api)+"?lang=fr")
				waitLoaded(t, ctx)
				onScreen(t, ctx, by("trade-submit"), "the turn opened with five cards")
				for _, card := range set {
					evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("card-"+card))+`).click(); return true; })()`)
				}
				touchTap(t, ctx, by("trade-submit"))
				waitTrue(t, ctx, `!document.querySelector(`+jsString(by("must-trade"))+`)`)
				onScreen(t, ctx, by("place-submit"), "after the trade")
				assertNoJSErrors(t, ctx)
			})
		}
	}
}

// fiveCards is a hand of five of the edition's cards ("" for Game of
// Thrones) and a set among them: one of each symbol.
func fiveCards(edition string) (hand, set []string) {
	board := "westeros"
	if edition != "" {
		board = edition
	}
	seen := map[engine.CardSymbol]bool{}
	for _, c := range maps.MustLoad(board).Cards {
		if c.Territory == "" {
			continue // a wild card
		}
		if !seen[c.Symbol] && len(set) < 3 {
			seen[c.Symbol] = true
			set = append(set, c.Territory)
			hand = append(hand, c.Territory)
		} else if len(hand)-len(set) < 2 {
			hand = append(hand, c.Territory)
		}
	}
	return hand, set
}
