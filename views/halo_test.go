package views

import "testing"

func TestHaloWordsInCatalogue(t *testing.T) {
	if n := keysInCatalogue(t, `"((?:halo|reinforce|achievement|achievement_text|reward|tier)\.[a-z_.]+)"`, "halo.templ", "halo.go", "game.templ"); n < 40 {
		t.Fatalf("found only %d keys", n)
	}
}
