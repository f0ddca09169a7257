package handlers_test

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"herald/views"
)

// stepButtonRe is a submit button that names the set-up's next step; the
// first one on the page is the one that goes forward.
var stepButtonRe = regexp.MustCompile(`<button[^>]*type="submit" name="step" value="([^"]*)"`)

// walkSetup submits a set-up form as a browser would, pressing the
// forward button of each step, until a game is created; it returns the
// game's address.
func walkSetup(t *testing.T, s *server, fields url.Values) string {
	t.Helper()
	for range 4 {
		code, page, h := s.do("POST", "/games?lang=en", "application/x-www-form-urlencoded", strings.NewReader(fields.Encode()), nil)
		switch {
		case code == http.StatusSeeOther:
			return h.Get("Location")
		case code != http.StatusOK:
			t.Fatalf("%s: %d %s", fields.Get("edition"), code, excerpt(page, `role="alert"`))
		}
		fields = formFields(page)
		fields.Del("step")
		if m := stepButtonRe.FindStringSubmatch(page); m != nil {
			fields.Set("step", m[1])
		}
	}
	t.Fatalf("%s: no game after 4 steps", fields.Get("edition"))
	return ""
}

// Issue 14, "one set-up flow for every edition": every edition in the
// registry is set up through the same two addresses. Its form opens at
// /games/new?edition=<id>; the form as shown, with the players' names,
// walks to a game; a field the edition does not know is refused in words
// with everything the table typed kept.
func TestEverySetUpEditionThroughTheOneFlow(t *testing.T) {
	s := newServer(t)
	// Halo Legendary ships no board: the table's two halves.
	s.legendaryBoard("ic", "Inland Canyon", 26, "halo_legendary")
	s.legendaryBoard("pg", "Pulse Grid 01", 26, "halo_legendary")
	_, choice := s.get("/games/new?lang=en")
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	for _, e := range views.SetupEditions() {
		t.Run(e.ID(), func(t *testing.T) {
			if !strings.Contains(choice, `href="/games/new?edition=`+e.ID()+`"`) {
				t.Errorf("the choice of edition lacks %s", e.ID())
			}
			code, page := s.get("/games/new?edition=" + e.ID() + "&lang=en")
			if code != http.StatusOK || !strings.Contains(page, `action="/games"`) {
				t.Fatalf("form: %d", code)
			}
			fields := formFields(page)
			fields["player"] = names
			fields.Set("name", "Tischrunde")
			if fields.Get("edition") != e.ID() {
				t.Fatalf("the form posts edition %q", fields.Get("edition"))
			}

			bad := url.Values{}
			for k, v := range fields {
				bad[k] = v
			}
			bad.Set("bogus", "1")
			code, page = s.postForm("/games?lang=en", bad, nil)
			if code != http.StatusUnprocessableEntity || !strings.Contains(page, "the field “bogus”") ||
				!strings.Contains(page, `value="Tischrunde"`) || !strings.Contains(page, `value="Carla"`) {
				t.Errorf("unknown field: %d %s", code, excerpt(page, `role="alert"`))
			}

			loc := walkSetup(t, s, fields)
			if !strings.HasPrefix(loc, "/games/") {
				t.Fatalf("created at %q", loc)
			}
			if _, game := s.get(loc); !strings.Contains(game, "Tischrunde") {
				t.Error("the game page does not open")
			}
			if got := s.lastSetup().Edition; got != e.ID() {
				t.Errorf("a game of %s set up", got)
			}
		})
	}
}

// The old per-edition addresses keep working: a bookmark of the form is
// sent to the one form of its edition, and a form posted to an old
// address is read by the one handler as its edition's.
func TestOldSetUpAddressesLeadToTheOneFlow(t *testing.T) {
	s := newServer(t)
	for path, edition := range map[string]string{"/games/new/halo": "halowars", "/games/new/legendary": "halo_legendary", "/games/new/warhammer": "warhammer40k"} {
		code, _, h := s.do("GET", path+"?lang=en", "", nil, nil)
		if code != http.StatusSeeOther || h.Get("Location") != "/games/new?edition="+edition+"&lang=en" {
			t.Errorf("GET %s: %d to %q", path, code, h.Get("Location"))
		}
	}
	code, page := s.postForm("/games/halo?lang=en", url.Values{"count": {"3"}, "board": {"arcadia"}, "player": {"Flo", "Uma", "Cora"}, "step": {"grid"}}, nil)
	if code != http.StatusOK || !strings.Contains(page, `data-testid="halo-grid"`) || !strings.Contains(page, `name="edition" value="halowars"`) {
		t.Errorf("POST /games/halo: %d %s", code, excerpt(page, `role="alert"`))
	}
	if code, _ := s.postForm("/games", url.Values{"edition": {"chess"}}, nil); code != http.StatusUnprocessableEntity {
		t.Errorf("an unknown edition: %d", code)
	}
}
