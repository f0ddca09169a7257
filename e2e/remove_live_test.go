package e2e

import (
	"net/http"
	"strings"
	"testing"
)

// A phone following a game when the table removes it (issue 33: a removed
// game answers 404 at every door) shows that the game is gone, the 404's
// sentence, instead of a lost connection it keeps trying to get back.
func TestFollowingPhoneSeesTheGameRemoved(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	game, _ := benchGame(t, srv.URL)
	ctx := newBrowser(t, 390, 844)
	navigate(t, ctx, game+"?lang=de")
	waitLive(t, ctx, "the phone")
	req, err := http.NewRequest(http.MethodDelete, srv.URL+"/api"+strings.TrimPrefix(game, srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("DELETE the game: %d", resp.StatusCode)
	}
	waitTrue(t, ctx, `document.body.innerText.includes("Dieses Spiel gibt es nicht.")`)
	if n := evalJS[int](t, ctx, `document.querySelectorAll("[data-live]").length`); n != 0 {
		t.Errorf("the page of the removed game still has %d live element(s)", n)
	}
}
