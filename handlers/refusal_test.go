package handlers_test

// Refusals next to the control (issue 15, item 4): both answers to a
// refused form, the htmx fragment and the full page a browser without
// JavaScript gets, show the sentence inside that form, above its button,
// with every value the player posted; and a selection left empty is
// refused by saying what to choose, never with an empty name.

import (
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// formHTML is the form with data-testid id on a page.
func formHTML(t *testing.T, page, id string) string {
	t.Helper()
	m := regexp.MustCompile(`(?s)<form[^>]*data-testid="` + id + `"[^>]*>.*?</form>`).FindString(page)
	if m == "" {
		t.Fatalf("no form %s on the page", id)
	}
	return m
}

func TestRefusalInsideTheFormWithValuesKept(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	// Anna holds Winterfell and The Twins; she has st.Reinforcement.ToPlace
	// units to place ("Verstärkung"): one more is refused.
	st = s.correct(st, map[string][2]int{"winterfell": {0, 3}, "the_twins": {0, 2}})
	game := "/games/" + strconv.Itoa(st.ID)
	tooMany := strconv.Itoa(st.Reinforcement.ToPlace + 1)
	form := url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {"the_twins"}, "units": {tooMany}}
	for _, hx := range []bool{true, false} {
		header := map[string]string{"Accept-Language": "de"}
		if hx {
			header["HX-Request"] = "true"
		}
		code, page := s.postForm(game+"/place", form, header)
		if code != http.StatusUnprocessableEntity {
			t.Fatalf("htmx %v: %d, want 422", hx, code)
		}
		if !hx && !strings.Contains(page, "<html") {
			t.Errorf("without htmx the answer is not the whole page")
		}
		place := formHTML(t, page, "place-form")
		refusal, button := strings.Index(place, `data-testid="refusal"`), strings.Index(place, `data-testid="place-submit"`)
		if refusal < 0 || button < refusal {
			t.Fatalf("htmx %v: the refusal is not in the place form above its button:\n%s", hx, place)
		}
		if !strings.Contains(place, `role="alert"`) || !strings.Contains(place, "Zwillinge") {
			t.Errorf("htmx %v: the refusal is no alert naming the territory: %s", hx, place[refusal:button])
		}
		if strings.Contains(page, `data-testid="error"`) {
			t.Errorf("htmx %v: the refusal is shown at the top of the page too", hx)
		}
		if !regexp.MustCompile(`<option value="the_twins" selected[ >]`).MatchString(place) {
			t.Errorf("htmx %v: the chosen territory is not kept", hx)
		}
		if !strings.Contains(place, `value="`+tooMany+`"`) {
			t.Errorf("htmx %v: the typed %s units are not kept", hx, tooMany)
		}
	}
	if n := s.events(st.ID); n != st.Seq {
		t.Errorf("a refused placement was recorded: %d events", n)
	}
}

// Every common action posted with its selections left empty says what
// to choose; none names an empty territory, card or player.
func TestEmptySelectionsSayWhatToChoose(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"winterfell": {0, 3}})
	game := "/games/" + strconv.Itoa(st.ID)
	seq := strconv.Itoa(st.Seq)
	cases := []struct {
		route string
		form  url.Values
		want  string
	}{
		{"place", url.Values{"territory": {""}, "units": {"1"}}, "Bitte ein Gebiet zum Aufstellen wählen."},
		{"attack", url.Values{"from": {""}, "to": {""}, "mode": {"roll"}}, "Bitte ein Angriffsgebiet wählen."},
		{"attack", url.Values{"from": {"winterfell"}, "to": {""}, "mode": {"roll"}}, "Bitte das Gebiet wählen, das angegriffen wird."},
		{"maneuver", url.Values{"from": {""}, "to": {""}, "units": {"1"}}, "Bitte das Gebiet wählen, aus dem Einheiten ziehen."},
		{"maneuver", url.Values{"from": {"winterfell"}, "to": {""}, "units": {"1"}}, "Bitte das Gebiet wählen, in das die Einheiten ziehen."},
		{"trade", url.Values{"card": {"", "", ""}}, "Bitte zuerst eine Karte wählen."},
		{"end-turn", url.Values{"hero_0": {""}, "card": {""}}, ""},
		{"move-in", url.Values{"units": {""}}, ""},
	}
	for _, c := range cases {
		c.form.Set("seq", seq)
		code, page := s.postForm(game+"/"+c.route, c.form, map[string]string{"Accept-Language": "de", "HX-Request": "true"})
		msg := errorText(page)
		if code < 400 || msg == "" {
			t.Errorf("%s %v: %d, no refusal", c.route, c.form, code)
			continue
		}
		if strings.Contains(msg, "„“") || strings.Contains(msg, "“”") {
			t.Errorf("%s %v: a sentence with an empty name: %q", c.route, c.form, msg)
		}
		if c.want != "" && msg != c.want {
			t.Errorf("%s %v says %q, want %q", c.route, c.form, msg, c.want)
		}
	}
}
