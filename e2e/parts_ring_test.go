package e2e

import (
	"testing"
)

// TestPartsRingEndsOnSend: the ring that marks what the last action
// changed (a fading ring the browser redraws every frame)
// is gone when the next action is sent, so it does not hold the answer
// back; the answer marks what it changed.
func TestPartsRingEndsOnSend(t *testing.T) {
	game, _ := tempoGame(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, game)
	place := func() {
		fill(t, ctx, by("place-territory"), "harrenhal")
		fill(t, ctx, by("place-units"), "1")
		click(t, ctx, by("place-submit"))
	}
	place()
	waitVisible(t, ctx, by("terr-harrenhal")+".changed")
	evalJS[bool](t, ctx, `(() => {
		window.__rings = [];
		document.addEventListener('htmx:beforeSend', () => window.__rings.push(document.querySelectorAll('.terr.changed').length));
		return true;
	})()`)
	place()
	waitVisible(t, ctx, by("terr-harrenhal")+".changed")
	if n := evalJS[[]int](t, ctx, `window.__rings`); len(n) != 1 || n[0] != 0 {
		t.Errorf("territories still marked changed when the next action was sent: %v, want [0]", n)
	}
}
