package e2e

import (
	"testing"
)

// TestPartsRingEndsOnSend: the ring that marks what the last action
// changed (a fading overlay) is gone when the next action is sent, so it
// does not hold the answer back; the answer marks what it changed with a
// ring that runs again.
func TestPartsRingEndsOnSend(t *testing.T) {
	t.Parallel()
	game, _ := tempoGame(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, game)
	place := func() {
		fill(t, ctx, by("place-territory"), "harrenhal")
		fill(t, ctx, by("place-units"), "1")
		click(t, ctx, by("place-submit"))
	}
	// A ring shown: its overlay animates (a ring ended stands still,
	// transparent).
	const ringsJS = `[...document.querySelectorAll('.terr.changed')].filter(el => {
		const after = getComputedStyle(el, '::after');
		return after.animationName !== 'none' || after.opacity !== '0';
	}).length`
	place()
	waitVisible(t, ctx, by("terr-harrenhal")+".changed")
	if n := evalJS[int](t, ctx, ringsJS); n != 1 {
		t.Fatalf("after the first placement %d rings are shown, want 1", n)
	}
	evalJS[bool](t, ctx, `(() => {
		window.__rings = [];
		document.addEventListener('htmx:beforeSend', () => window.__rings.push(`+ringsJS+`));
		return true;
	})()`)
	place()
	waitVisible(t, ctx, by("terr-harrenhal")+".changed:not(.ring-off)")
	if n := evalJS[[]int](t, ctx, `window.__rings`); len(n) != 1 || n[0] != 0 {
		t.Errorf("rings still shown when the next action was sent: %v, want [0]", n)
	}
	if n := evalJS[int](t, ctx, ringsJS); n != 1 {
		t.Errorf("after the second placement %d rings are shown, want 1 (Harrenhal's, again)", n)
	}
}
