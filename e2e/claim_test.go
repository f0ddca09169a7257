package e2e

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
	"herald/store"
)

// setupOf is the stored Setup event of the game the browser shows.
func setupOf(t *testing.T, ctx context.Context, st *store.Store) engine.Setup {
	t.Helper()
	path := evalJS[string](t, ctx, `location.pathname`)
	id, err := strconv.ParseInt(strings.Split(strings.TrimPrefix(path, "/games/"), "/")[0], 10, 64)
	if err != nil {
		t.Fatalf("not on a game page: %s", path)
	}
	events, err := st.Events(context.Background(), id)
	if err != nil || len(events) == 0 || events[0].Type != "setup" {
		t.Fatalf("game %d: no set-up event (%v)", id, err)
	}
	var s engine.Setup
	if err := json.Unmarshal(events[0].Payload, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// createdWithoutRefusal submits the set-up and checks the game started.
func createdWithoutRefusal(t *testing.T, ctx context.Context, p *taps) {
	t.Helper()
	p.submit(by("halo-create"))
	waitVisible(t, ctx, by("game"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}
}

// TestClaimHaloBoardByTaps claims the 42 territories of Arcadia the way
// the rulebook has the table do it (Halo Wars, "Place Bases" and "Claim
// Remaining Territories": "Play then passes clockwise ... Eventually, all
// 42 territories will be claimed"), by taps on the tablet (1024×768), and
// enters the same position by typing the grid (owner select and units
// field per row). Both set-up events must be the same, the owners in claim
// order (the k-th territory tapped is seat k mod 3's), with fewer taps.
func TestClaimHaloBoardByTaps(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	names := []string{"Anna", "Ben", "Cora"}
	board := maps.MustLoad("arcadia")
	var order []string // the claim: the board from its last territory back
	for i := len(board.Territories) - 1; i >= 0; i-- {
		order = append(order, board.Territories[i].ID)
	}

	// By taps.
	haloStepOne(t, ctx, srv.URL, "Claimed", names)
	byTaps := &taps{t: t, ctx: ctx}
	byTaps.tap(by("claim-start"))
	if got := mustText(t, ctx, by("claim-turn")); got != "Anna claims" {
		t.Fatalf("the first claim is the first seat's: %q", got)
	}
	for k, id := range order {
		claimTap(byTaps, id)
		if k == 3 {
			// A second tap gives the territory back: the claim is
			// Anna's again, and her next tap takes it once more.
			claimTap(byTaps, id)
			if got := attrValue(t, ctx, by("owner-"+id)); got != "" {
				t.Fatalf("%s given back still has owner %q", id, got)
			}
			if got := mustText(t, ctx, by("claim-turn")); got != "Anna claims" {
				t.Fatalf("after giving %s back: %q, want Anna's claim again", id, got)
			}
			claimTap(byTaps, id)
		}
		if k == 0 {
			if got := mustText(t, ctx, by("claim-turn")); got != "Ben claims" {
				t.Fatalf("after Anna's claim: %q, want Ben's", got)
			}
		}
	}
	if got := mustText(t, ctx, by("claim-turn")); !strings.Contains(got, "Every territory is claimed") {
		free := evalJS[[]string](t, ctx, `Array.from(document.querySelectorAll('select[name^="owner_"]')).filter(s => s.value !== "").map(s => s.name + ":" + s.value)`)
		t.Fatalf("after 42 claims: %q; free: %v", got, free)
	}
	// Reinforce by + and −: two more on the first claim, one back.
	first := order[0]
	byTaps.tap(by("more-" + first))
	byTaps.tap(by("more-" + first))
	byTaps.tap(by("less-" + first))
	if got := attrValue(t, ctx, by("units-"+first)); got != "2" {
		t.Fatalf("units on %s after +, +, −: %q, want 2", first, got)
	}
	screenshot(t, ctx, "claim-halo-grid")
	createdWithoutRefusal(t, ctx, byTaps)
	claimed := setupOf(t, ctx, st)
	for k, id := range order {
		if claimed.Owners[id] != k%3 {
			t.Errorf("%s, claim %d: owner seat %d, want %d (%s)", id, k+1, claimed.Owners[id], k%3, names[k%3])
		}
		want := 1
		if id == first {
			want = 2
		}
		if claimed.Units[id] != want {
			t.Errorf("%s: %d units, want %d", id, claimed.Units[id], want)
		}
	}
	for seat, p := range claimed.Players {
		if p.Base != order[seat] || p.Hero != order[seat] {
			t.Errorf("%s: base %s, hero %s; want both on the first claim %s (\"placing them onto an empty territory\")", names[seat], p.Base, p.Hero, order[seat])
		}
	}

	// By typing the grid: per row the owner select (tap, choose) and the
	// units field (tap, type); base and hero selects per seat.
	haloStepOne(t, ctx, srv.URL, "Typed", names)
	byTyping := &taps{t: t, ctx: ctx}
	for _, id := range order {
		fill(t, ctx, by("owner-"+id), strconv.Itoa(claimed.Owners[id]))
		byTyping.n += 2
		byTyping.typeIn(by("units-"+id), strconv.Itoa(claimed.Units[id]))
	}
	for seat, p := range claimed.Players {
		for _, f := range []string{"base-", "hero-"} {
			v := p.Base
			if f == "hero-" {
				v = p.Hero
			}
			fill(t, ctx, by(f+strconv.Itoa(seat)), v)
			byTyping.n += 2
		}
	}
	createdWithoutRefusal(t, ctx, byTyping)
	typed := setupOf(t, ctx, st)
	for _, id := range order {
		if typed.Owners[id] != claimed.Owners[id] || typed.Units[id] != claimed.Units[id] {
			t.Errorf("%s: typed %d×%d, claimed %d×%d", id, typed.Owners[id], typed.Units[id], claimed.Owners[id], claimed.Units[id])
		}
	}
	if !slices.EqualFunc(typed.Players, claimed.Players, func(a, b engine.PlayerSetup) bool {
		return a.Name == b.Name && a.House == b.House && a.Base == b.Base && a.Hero == b.Hero
	}) {
		t.Errorf("seats differ: typed %+v, claimed %+v", typed.Players, claimed.Players)
	}
	// Measured: 49 taps by claim (start, 42 claims, a give-back and its
	// retake, + + −, create) against 139 typing the grid (42 × 3, 12 for
	// bases and heroes, create) and 42 typed numbers.
	t.Logf("Arcadia set-up: %d taps by claim, %d taps + %d typed numbers by the grid", byTaps.n, byTyping.n, len(order))
	if byTaps.n > 50 || byTaps.n*2 >= byTyping.n {
		t.Errorf("claim taps %d, typing taps %d: want at most 50 and under half", byTaps.n, byTyping.n)
	}
	assertNoJSErrors(t, ctx)
}

// attrValue is the current value of a field (its property, not the
// attribute the page was served with).
func attrValue(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return evalJS[string](t, ctx, `document.querySelector(`+jsString(sel)+`).value`)
}

// claimTap taps a territory of the grid as a player would: scrolled to
// where the eye is (the middle of the screen), clear of the sticky line
// saying whose claim it is. Scrolling is not a tap.
func claimTap(p *taps, id string) {
	p.t.Helper()
	evalJS[bool](p.t, p.ctx, `(document.querySelector(`+jsString(by("claim-"+id))+`).scrollIntoView({block: "center"}), true)`)
	p.tap(by("claim-" + id))
}
