package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// boardFormValues is what the board page's correction form sends as the
// page shows it: every named input's value and every select's chosen
// option (the first when none is marked).
func boardFormValues(t *testing.T, page string) url.Values {
	t.Helper()
	form := byID(parsePage(t, page), "board-entry")
	if form == nil {
		t.Fatalf("no board correction form on the page: %s", excerpt(page, "error"))
	}
	v := url.Values{}
	for _, in := range findAll(form, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") != "" }) {
		v.Add(attrOf(in, "name"), attrOf(in, "value"))
	}
	for _, sel := range findAll(form, func(n *html.Node) bool { return n.Data == "select" }) {
		opts := findAll(sel, func(n *html.Node) bool { return n.Data == "option" })
		chosen := opts[0]
		for _, o := range opts {
			if hasAttr(o, "selected") {
				chosen = o
			}
		}
		v.Add(attrOf(sel, "name"), attrOf(chosen, "value"))
	}
	return v
}

// A board correction saved from a page the game has moved past comes back
// on the board page, not the game page (issue 29): the typed Tarth 9
// kept, what changed meanwhile said above the form, every other field as
// the game stands now; one more tap saves it and keeps what was recorded
// meanwhile (the board editor's merge does the same for boards).
func TestStaleBoardCorrectionKeepsTheTypedValues(t *testing.T) {
	s := newServer(t)
	st := s.correct(s.newGame(), map[string][2]int{"harrenhal": {0, 1}, "kings_landing": {1, 1}, "tarth": {1, 1}})
	_, page, _ := s.do("GET", "/games/1/board", "", nil, map[string]string{"Accept-Language": "de"})
	form := boardFormValues(t, page)
	// Another phone records a placement meanwhile.
	if code, out := s.event(st, "place", map[string]any{"territory": "harrenhal", "units": 1}); code != http.StatusCreated {
		t.Fatalf("place: %d %v", code, out)
	}
	events := s.events(st.ID)

	form.Set("units_tarth", "9")
	code, body := s.postForm("/games/1/board", form, map[string]string{"Accept-Language": "de"})
	if code != http.StatusConflict || s.events(st.ID) != events {
		t.Fatalf("stale correction: %d, %d events (want 409, %d)", code, s.events(st.ID), events)
	}
	kept := boardFormValues(t, body)
	if got := kept.Get("units_tarth"); got != "9" {
		t.Errorf("the typed Tarth 9 is lost: units_tarth %q", got)
	}
	if got := kept.Get("units_harrenhal"); got != "2" {
		t.Errorf("Harrenhal shows %q, want the 2 placed meanwhile", got)
	}
	if got, want := kept.Get("seq"), strconv.Itoa(st.Seq+1); got != want {
		t.Errorf("the form is at seq %s, want the game's %s", got, want)
	}
	if want := "Inzwischen: Anna setzte 1 Einheit auf Harrenhal."; !strings.Contains(body, want) {
		t.Errorf("the page does not say what changed meanwhile (%q): %s", want, excerpt(body, `data-testid="error"`))
	}

	// One more tap saves the kept form.
	if code, body := s.postForm("/games/1/board", kept, nil); code != http.StatusSeeOther {
		t.Fatalf("saving the kept form: %d %s", code, excerpt(body, "error"))
	}
	units := map[string]int{}
	for _, terr := range s.state(st.ID).Territories {
		units[terr.ID] = terr.Units
	}
	if units["tarth"] != 9 || units["harrenhal"] != 2 {
		t.Errorf("after the save Tarth holds %d (want 9), Harrenhal %d (want 2)", units["tarth"], units["harrenhal"])
	}
}

// A correction a rule refuses comes back on the board page with the
// sentence and every typed value too.
func TestRefusedBoardCorrectionKeepsTheTypedValues(t *testing.T) {
	s := newServer(t)
	s.correct(s.newGame(), map[string][2]int{"harrenhal": {0, 1}})
	_, page, _ := s.do("GET", "/games/1/board", "", nil, nil)
	form := boardFormValues(t, page)
	form.Set("units_tarth", "9")
	form.Set("owner_harrenhal", "7")
	code, body := s.postForm("/games/1/board", form, map[string]string{"Accept-Language": "en"})
	if code != http.StatusUnprocessableEntity {
		t.Fatalf("owner 7 of 3 players: %d, want 422", code)
	}
	if got := boardFormValues(t, body).Get("units_tarth"); got != "9" {
		t.Errorf("the typed Tarth 9 is lost: %q", got)
	}
	if !strings.Contains(body, `data-testid="error"`) {
		t.Error("the refusal is not said on the board page")
	}
}
