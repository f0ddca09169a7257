package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// An edition's own actions come through one handler (views.TurnAction):
// /games/:id/act/<kind> and the older /games/:id/<kind> answer alike, a
// field the action does not read is refused with a sentence naming it, and
// an action the game's edition does not have is not found.
func TestEditionActionsThroughOneHandler(t *testing.T) {
	s := newServer(t)
	st := haloBasicGame(t, s)
	game := "/games/" + strconv.Itoa(int(st["id"].(float64)))
	seq := strconv.Itoa(int(st["seq"].(float64)))
	en := map[string]string{"Accept-Language": "en", "HX-Request": "true"}

	// Claiming before the reinforcements are placed: the engine's
	// refusal, on either address.
	claim := url.Values{"seq": {seq}, "achievement": {"nope"}}
	code, page := s.postForm(game+"/act/claim", claim, en)
	oldCode, oldPage := s.postForm(game+"/claim", claim, en)
	if code != http.StatusUnprocessableEntity || oldCode != code {
		t.Fatalf("claim of an achievement not open: %d at /act/claim, %d at /claim, want 422", code, oldCode)
	}
	if msg := errorText(page); msg == "" || msg != errorText(oldPage) {
		t.Errorf("the two addresses say %q and %q", msg, errorText(oldPage))
	}

	// A field the claim form never sends: a 400, and to htmx a 422, the
	// status it swaps, so the page shows the sentence (render.go).
	claim.Set("units", "3")
	if code, page := s.postForm(game+"/act/claim", claim, en); code != http.StatusUnprocessableEntity || !strings.Contains(page, "“units”") {
		t.Errorf("unknown field, htmx: %d %s", code, excerpt(page, "units"))
	}
	if code, page := s.postForm(game+"/act/claim", claim, map[string]string{"Accept-Language": "en"}); code != http.StatusBadRequest || !strings.Contains(page, "“units”") {
		t.Errorf("unknown field, plain form: %d %s", code, excerpt(page, "units"))
	}
	// The query is the page's (its language), not the action's.
	claim.Del("units")
	if code, _ := s.postForm(game+"/act/claim?lang=en", claim, en); code != http.StatusUnprocessableEntity {
		t.Errorf("claim with ?lang=en: %d, want the rule's 422", code)
	}

	// Warhammer's loot is no Halo Wars action; nothing is recorded.
	before := s.events(int(st["id"].(float64)))
	if code, _ := s.postForm(game+"/act/loot", url.Values{"seq": {seq}, "loot": {"three_units"}}, en); code != http.StatusNotFound {
		t.Errorf("loot in Halo Wars: %d, want 404", code)
	}
	if after := s.events(int(st["id"].(float64))); after != before {
		t.Errorf("a refused action was recorded: %d events, then %d", before, after)
	}

	// Game of Thrones has no actions of its own.
	got := s.newGame()
	if code, _ := s.postForm("/games/"+strconv.Itoa(got.ID)+"/claim", url.Values{"seq": {strconv.Itoa(got.Seq)}, "achievement": {"x"}}, en); code != http.StatusNotFound {
		t.Errorf("claim in Game of Thrones: %d, want 404", code)
	}
}

// errorText is the refusal a game page shows: at the top, or inside the
// form that was refused.
func errorText(page string) string {
	_, after, ok := strings.Cut(page, `data-testid="error">`)
	if !ok {
		_, after, ok = strings.Cut(page, `data-testid="refusal">`)
	}
	if !ok {
		return ""
	}
	msg, _, _ := strings.Cut(after, "<")
	return msg
}
