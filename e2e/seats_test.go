package e2e

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"herald/maps"
)

// Seats and private views (issue 16, item 3): a tablet and two phones.
// Each phone opens its seat's link; phone A sees A's cards by name and
// none of B's, in the page and in the API answer fetched from the phone;
// A places from the phone on A's turn; B's phone offers no action then.
// axe-core finds nothing serious on the seat page at 390x844 and
// 1024x768.
func TestSeatsTabletAndTwoPhones(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Plätze", "deck_mode": "table", "players": []map[string]string{
		{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}})
	id := st["id"]
	cards := maps.MustLoad("westeros").Cards
	hands := [][]string{{cards[0].Territory, cards[1].Territory}, {cards[2].Territory, cards[3].Territory}}
	seq := st["seq"].(float64)
	for p, h := range hands {
		apiPost(t, fmt.Sprintf("%s/api/games/%v/events", srv.URL, id), map[string]any{"seq": seq, "type": "correct_hand", "payload": map[string]any{"player": p, "cards": h}})
		seq++
	}
	cur := int(st["current"].(float64))
	if cur != 0 {
		t.Fatalf("the game starts with player %d, the test wants Anna (0)", cur)
	}

	tablet := newBrowser(t, 1024, 768)
	game := fmt.Sprintf("%s/games/%v", srv.URL, id)
	links := make([]string, 2)
	for p := range links {
		navigate(t, tablet, game+"?lang=de")
		if attr(t, tablet, by("seats"), "open") == "" {
			click(t, tablet, "#seats > summary")
		}
		click(t, tablet, by(fmt.Sprintf("seat-link-%d", p)))
		waitVisible(t, tablet, by("seat-url"))
		// The link names this machine's local-network address (the join
		// panel's); the test's phones reach the server at srv.URL.
		u, err := url.Parse(attr(t, tablet, by("seat-url"), "value"))
		if err != nil || !strings.Contains(u.Path, "/seat/") {
			t.Fatalf("seat link %q: %v", u, err)
		}
		links[p] = srv.URL + u.RequestURI()
	}
	screenshot(t, tablet, "seat-link-1024")
	if mustText(t, tablet, by("hand-hidden")) == "" || count(t, tablet, by("trade-form")) != 0 {
		t.Fatal("the tablet still shows Anna's hand once the seats are issued")
	}

	phoneA, phoneB := newBrowser(t, 390, 844), newBrowser(t, 390, 844)
	navigate(t, phoneA, links[0])
	navigate(t, phoneB, links[1])
	for p, ctx := range []context.Context{phoneA, phoneB} {
		if loc := evalJS[string](t, ctx, `location.pathname`); loc != fmt.Sprintf("/games/%v/me", id) {
			t.Fatalf("phone %d is at %s, want the seat page without the token", p, loc)
		}
		api := evalJS[string](t, ctx, fmt.Sprintf(`(() => { const x = new XMLHttpRequest(); x.open('GET', '/api/games/%v', false); x.send(); return x.responseText })()`, id))
		for q, h := range hands {
			for _, c := range h {
				inPage := count(t, ctx, by("my-card-"+c)) == 1
				inAPI := strings.Contains(api, `"`+c+`"`) && strings.Contains(api, `"seat_hand"`)
				if inPage != (p == q) || (q != p && strings.Contains(api, `"territory":"`+c+`"}`)) {
					t.Errorf("phone %d and seat %d's card %s: in page %v", p, q, c, inPage)
				}
				if p == q && !inAPI {
					t.Errorf("phone %d's API answer lacks its own card %s", p, c)
				}
			}
		}
	}
	if count(t, phoneB, by("action")) != 0 || count(t, phoneB, by("place-form")) != 0 {
		t.Fatal("Ben's phone offers an action on Anna's turn")
	}

	// Anna places from her phone; the answer is her seat page again.
	before := evalJS[string](t, phoneA, `document.querySelector('[data-testid="to-place"]').textContent`)
	fill(t, phoneA, by("place-units"), "1")
	click(t, phoneA, by("place-submit"))
	deadline := time.Now().Add(stepTimeout)
	for evalJS[string](t, phoneA, `(document.querySelector('[data-testid="to-place"]')||{}).textContent||''`) == before && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if count(t, phoneA, by("seat")) != 1 {
		t.Fatal("after placing, Anna's phone left her seat page")
	}
	if after := evalJS[string](t, phoneA, `(document.querySelector('[data-testid="to-place"]')||{}).textContent||''`); after == before {
		t.Fatalf("the place from Anna's phone was not recorded (%q)", after)
	}

	// Ben's seat page follows live, like the game page (the seat page
	// listens to the game's stream: issue 16, item 2).
	want := evalJS[string](t, phoneA, `document.getElementById('turn').dataset.seq`)
	shownB := func() string {
		return evalJS[string](t, phoneB, `(document.getElementById('turn')||{dataset:{}}).dataset.seq||''`)
	}
	deadline = time.Now().Add(stepTimeout) // a hang guard, not a measure of speed
	for shownB() != want && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if got := shownB(); got != want {
		t.Errorf("Ben's seat page shows seq %q %v after Anna's place, want %q", got, stepTimeout, want)
	}

	src := loadAxe(t)
	// The tablet's page with a seat's link shown, too.
	for _, v := range runAxe(t, tablet, src) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("game page with a seat link: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
		}
	}
	screenshot(t, phoneA, "seat-page-390")
	for _, size := range []struct{ w, h int }{{390, 844}, {1024, 768}} {
		ctx := phoneA
		if size.w != 390 {
			ctx = newBrowser(t, size.w, size.h)
			navigate(t, ctx, links[0])
		}
		for _, v := range runAxe(t, ctx, src) {
			if v.Impact == "critical" || v.Impact == "serious" {
				t.Errorf("seat page at %dx%d: %s [%s] %s: %s", size.w, size.h, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
			}
		}
	}
	for _, ctx := range []context.Context{tablet, phoneA, phoneB} {
		assertNoJSErrors(t, ctx)
	}
}
