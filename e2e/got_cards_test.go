package e2e

import (
	"fmt"
	"testing"

	"herald/engine"
	"herald/maps"
)

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The card badges of Game of Thrones ("Ritter", "Belagerungswaffe",
// "Befestigung") stay whole words on one line on a 1024×768 tablet in
// German: "Belagerungswaffe" was broken mid-word ("Belagerungswaf|fe").
func TestGoTCardBadgeKeepsTheWordWhole(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Karten", "deck_mode": "table", "players": []map[string]string{
		{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}})
	id := st["id"]
	// One card of each symbol, the siege engine twice.
	var hand []string
	seen := map[engine.CardSymbol]int{}
	for _, c := range maps.MustLoad("westeros").Cards {
		if want := 1 + btoi(c.Symbol == engine.SiegeEngine); seen[c.Symbol] < want {
			seen[c.Symbol]++
			hand = append(hand, c.Territory)
		}
	}
	apiPost(t, fmt.Sprintf("%s/api/games/%v/events", srv.URL, id), map[string]any{"seq": st["seq"], "type": "correct_hand", "payload": map[string]any{"player": 0, "cards": hand}})

	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, fmt.Sprintf("%s/games/%v?lang=de", srv.URL, id))
	waitVisible(t, ctx, by("trade-form"))
	screenshot(t, ctx, "card-badges-1024")
	type badge struct {
		Text     string `json:"text"`
		Lines    int    `json:"lines"`
		Overflow bool   `json:"overflow"`
	}
	badges := evalJS[[]badge](t, ctx, `[...document.querySelectorAll('.card-symbol')].map(el => {
		const r = document.createRange(); r.selectNodeContents(el);
		const tops = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
		return {text: el.textContent.trim(), lines: tops.size, overflow: el.scrollWidth > el.clientWidth + 1};
	})`)
	words := map[string]bool{}
	for _, b := range badges {
		words[b.Text] = true
		if b.Lines != 1 || b.Overflow {
			t.Errorf("badge %q: %d lines, overflowing %v", b.Text, b.Lines, b.Overflow)
		}
	}
	if !words["Belagerungswaffe"] || len(badges) != len(hand) {
		t.Fatalf("badges %v, want one per card incl. Belagerungswaffe", badges)
	}
	assertNoJSErrors(t, ctx)
}
