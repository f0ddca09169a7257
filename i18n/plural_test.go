package i18n

import "testing"

// "1 cards, 1 skulls" read wrong at the table: a plural choice follows
// its number, and a choice without its argument stays visible.
func TestPluralChoice(t *testing.T) {
	for _, c := range []struct{ n, want string }{
		{"1", "1 card, 1 skull"}, {"2", "2 cards, 2 skulls"}, {"0", "0 cards, 0 skulls"},
	} {
		if got := fill("{n} {n:card|cards}, {n} {n:skull|skulls}", map[string]string{"n": c.n}); got != c.want {
			t.Errorf("n=%s: %q, want %q", c.n, got, c.want)
		}
	}
	if got := fill("{m:a|b}", map[string]string{"n": "1"}); got != "{m:a|b}" {
		t.Errorf("a choice without its argument: %q", got)
	}
}
