package e2e

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"herald/i18n"
)

// Seats belong to their phone (issue 29): Ben's phone (390x844) opens
// his link and follows his page; the tablet (1024x768) then shows no link
// for his seat, only that his phone holds it, and issues a new one behind
// a second tap. Ben's phone, without a tap, then says its link was
// renewed at the table. axe-core finds nothing serious on the tablet's
// two-tap step or on the phone's notice.
func TestSeatReissueTwoTapsAndTheOldPhoneIsTold(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	g := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Plätze", "players": []map[string]string{
		{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}})
	id := int64(g["id"].(float64))
	game := fmt.Sprintf("%s/games/%d", srv.URL, id)
	tokenOf := func() string {
		seats, err := st.Seats(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		return seats[1]
	}

	tablet := newBrowser(t, 1024, 768)
	navigate(t, tablet, game+"/seats/1?lang=de#seats")
	u, err := url.Parse(attr(t, tablet, by("seat-url"), "value"))
	if err != nil || !strings.Contains(u.Path, "/seat/") {
		t.Fatalf("Ben's link %q: %v", u, err)
	}
	phone := newBrowser(t, 390, 844)
	navigate(t, phone, srv.URL+u.Path+"?lang=de")
	waitVisible(t, phone, by("seat"))
	waitLive(t, phone, "Ben's phone")

	// Opened once, the link is not shown again at the table.
	navigate(t, tablet, game+"/seats/1#seats")
	waitVisible(t, tablet, by("seat-taken"))
	if count(t, tablet, by("seat-url")) != 0 || count(t, tablet, by("seat-qr")) != 0 {
		t.Fatal("the tablet shows Ben's link again after his phone opened it")
	}
	old := tokenOf()
	if strings.Contains(evalJS[string](t, tablet, `document.body.innerHTML`), old) {
		t.Fatal("the tablet's page holds Ben's token after his phone opened it")
	}
	// The first tap only asks.
	click(t, tablet, by("seat-reissue")+" > summary")
	waitVisible(t, tablet, by("seat-reissue-submit"))
	if tokenOf() != old || count(t, phone, by("seat")) != 1 {
		t.Fatal("the first tap issued Ben's link anew")
	}
	for _, v := range runAxe(t, tablet, loadAxe(t)) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("tablet, reissue asked: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
		}
	}
	screenshot(t, tablet, "seat-reissue-1024")
	click(t, tablet, by("seat-reissue-submit"))
	waitVisible(t, tablet, by("seat-url"))
	if fresh := tokenOf(); fresh == old || !strings.Contains(attr(t, tablet, by("seat-url"), "value"), "/seat/"+fresh) {
		t.Fatal("the second tap did not show Ben's new link")
	}

	// Ben's phone learns it by itself, from the live stream.
	want := i18n.N("de", "seats.renewed", "time", "")
	want = want[:strings.Index(want, "(")]
	waitText(t, phone, by("seat-renewed"), want)
	if count(t, phone, by("my-hand")) != 0 {
		t.Fatal("Ben's phone still shows his cards with the old link")
	}
	screenshot(t, phone, "seat-renewed-390")
	for _, v := range runAxe(t, phone, loadAxe(t)) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("phone, link renewed: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
		}
	}
	for _, ctx := range []context.Context{tablet, phone} {
		assertNoJSErrors(t, ctx)
	}
}
