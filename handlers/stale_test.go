package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// refusalOf is the in-form refusal of form (its data-testid) in a page.
func refusalOf(t *testing.T, body, form string) string {
	t.Helper()
	i := strings.Index(body, `data-testid="`+form+`"`)
	if i < 0 {
		t.Fatalf("no %s on the page", form)
	}
	rest := body[i:]
	end := strings.Index(rest, "</form>")
	j := strings.Index(rest[:end], `data-testid="refusal">`)
	if j < 0 {
		t.Fatalf("no refusal inside %s:\n%s", form, rest[:end])
	}
	rest = rest[j+len(`data-testid="refusal">`):]
	return rest[:strings.Index(rest, "</p>")]
}

// A form sent from a page the game has moved past is refused (409,
// nothing recorded) with what was recorded meanwhile, in the history's
// words, newest first, inside the form that was sent, its values kept
// (issue 16: "A phone whose form went stale is told what changed").
// Reinforcements are placed one by one ("Verstärkung", Game of Thrones
// rulebook, Spielzug 1), so each placement is its own event.
func TestStaleFormSaysWhatChanged(t *testing.T) {
	s := newServer(t)
	st := s.correct(s.newGame(), map[string][2]int{"harrenhal": {0, 1}, "kings_landing": {1, 1}})
	page := st.Seq
	// Anna's pool is 3: two placements leave the form on the page.
	for _, n := range []int{1, 1} {
		if code, out := s.event(st, "place", map[string]any{"territory": "harrenhal", "units": n}); code != http.StatusCreated {
			t.Fatalf("place %d: %d %v", n, code, out)
		}
		st = s.state(st.ID)
	}
	events := s.events(st.ID)
	form := url.Values{"seq": {strconv.Itoa(page)}, "territory": {"harrenhal"}, "units": {"7"}}
	code, body := s.postForm("/games/1/place", form, map[string]string{"HX-Request": "true", "Accept-Language": "de"})
	if code != http.StatusConflict {
		t.Fatalf("stale place: %d, want 409", code)
	}
	if s.events(st.ID) != events {
		t.Error("the stale form was recorded")
	}
	got := refusalOf(t, body, "place-form")
	want := "Inzwischen: Anna setzte 1 Einheit auf Harrenhal; Anna setzte 1 Einheit auf Harrenhal."
	if !strings.Contains(got, want) {
		t.Errorf("stale refusal %q, want it to say %q", got, want)
	}
	if !strings.Contains(body, `value="7" inputmode="numeric" data-testid="place-units"`) {
		t.Errorf("the stale form lost its 7 units:\n%s", excerpt(body, `data-testid="place-units"`))
	}
	if !strings.Contains(body, `data-seq="`+strconv.Itoa(st.Seq)+`"`) {
		t.Errorf("the page does not show the current game (seq %d)", st.Seq)
	}

	// Beyond three actions the rest are counted, a whole-board correction
	// is one line (as the history folds it); English too.
	one := map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 9}}}
	if code, out := s.event(st, "correct", one); code != http.StatusCreated {
		t.Fatalf("correct: %d %v", code, out)
	}
	s.correct(s.state(st.ID), map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {1, 1}})
	_, body = s.postForm("/games/1/place", form, map[string]string{"HX-Request": "true", "Accept-Language": "en"})
	want = "Meanwhile: the board was corrected (" + strconv.Itoa(len(st.Territories)) + " changes); Correction: Harrenhal belongs to Anna and holds 9 units; Anna placed 1 unit on Harrenhal … and 1 more action."
	if got := refusalText(t, body); !strings.HasSuffix(got, want) {
		t.Errorf("stale refusal after four actions: %q, want it to end %q", got, want)
	}
}

// refusalText is the first refusal on a page.
func refusalText(t *testing.T, body string) string {
	t.Helper()
	i := strings.Index(body, `data-testid="refusal">`)
	if i < 0 {
		t.Fatal("no refusal on the page")
	}
	rest := body[i+len(`data-testid="refusal">`):]
	return rest[:strings.Index(rest, "</p>")]
}

// The API's 409 carries the same sentence in "meanwhile" (an attack sent
// from an old seq), and a 409 with nothing to tell keeps its shape.
func TestStaleAPISaysWhatChanged(t *testing.T) {
	s := newServer(t)
	st := s.correct(s.newGame(), map[string][2]int{"harrenhal": {0, 5}, "kings_landing": {1, 1}})
	old := st
	if code, out := s.event(st, "place", map[string]any{"territory": "harrenhal", "units": 3}); code != http.StatusCreated {
		t.Fatalf("place: %d %v", code, out)
	}
	code, out := s.event(old, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6}, "defend_dice": []int{1}})
	if code != http.StatusConflict {
		t.Fatalf("stale attack: %d %v, want 409", code, out)
	}
	if got, want := out["meanwhile"], "Inzwischen: Anna setzte 3 Einheiten auf Harrenhal."; got != want {
		t.Errorf("meanwhile = %q, want %q", got, want)
	}
	// An undo from the old page would drop the placement it never saw.
	events := s.events(st.ID)
	code, out = s.postJSON("/api/games/"+strconv.Itoa(st.ID)+"/undo", map[string]any{"seq": old.Seq})
	if code != http.StatusConflict || out["meanwhile"] != "Inzwischen: Anna setzte 3 Einheiten auf Harrenhal." || s.events(st.ID) != events {
		t.Errorf("stale undo: %d %v, %d events (want %d)", code, out, s.events(st.ID), events)
	}
	// A seq ahead of the game (the page saw an action since undone) has
	// nothing to tell: no field.
	ahead := s.state(st.ID)
	ahead.Seq += 5
	if code, out = s.event(ahead, "end_attack", map[string]any{}); code != http.StatusConflict || out["meanwhile"] != nil {
		t.Errorf("seq ahead: %d %v", code, out)
	}
}
