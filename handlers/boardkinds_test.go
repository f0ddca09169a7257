package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"herald/editions/legendary"
)

// The board editor offers, and takes, the link kinds of the board's
// edition alone. Halo Legendary's battlefields know borders and
// stationary teleporters ("Manche Gebiete sind miteinander verbunden –
// durch eine gemeinsame Grenze oder eine stationäre
// Teleporter-Verbindung", seed 000; RULES.md, Differences, "special
// links": stationary and mobile teleporters): no sea
// line, on the territory's form nor on the picture's link form. A board
// of no edition Herald knows keeps every kind.
func TestBoardEditorOffersTheEditionsLinkKindsAlone(t *testing.T) {
	s := newServer(t)
	s.legendaryBoard("tiny", "Tiny", 6, legendary.ID)
	s.legendaryBoard("free", "Free", 6, "other")
	_, page := s.get("/boards/tiny?t=tiny01&lang=en")
	kinds := excerpt(page, `data-testid="kind-tiny03"`)
	if strings.Contains(kinds, `value="sea"`) || !strings.Contains(kinds, `value="teleporter"`) || !strings.Contains(kinds, `value="land"`) {
		t.Errorf("a Legendary board's link kinds: %s", kinds)
	}
	if _, other := s.get("/boards/free?t=free01&lang=en"); !strings.Contains(excerpt(other, `data-testid="kind-free03"`), `value="sea"`) {
		t.Error("a board of another edition is offered no sea line")
	}

	territory := url.Values{"version": {"1"}, "t": {"tiny01"}, "name": {"Tiny 01"}, "region": {"tiny_a"},
		"link": {"tiny02", "tiny03"}, "kind_tiny03": {"sea"}, "then": {"stay"}}
	if code, body := s.postForm("/boards/tiny/territory?lang=en", territory, nil); code != http.StatusBadRequest || !strings.Contains(body, "kind_tiny03") {
		t.Errorf("a sea line ticked on a Legendary board: %d %s", code, excerpt(body, `role="alert"`))
	}
	code, body, _ := s.do("POST", "/boards/tiny/link?lang=en", "application/x-www-form-urlencoded",
		strings.NewReader(url.Values{"version": {"1"}, "a": {"tiny01"}, "b": {"tiny03"}, "kind": {"sea"}}.Encode()), map[string]string{"Accept": "application/json"})
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "sea") || !strings.Contains(body, "Tiny 01") {
		t.Errorf("a sea line drawn on a Legendary board's picture: %d %s", code, body)
	}
	if spec, version := s.latest("tiny"); version != 1 || len(spec.Links) != 5 {
		t.Errorf("the refusals saved the board: version %d, %d links", version, len(spec.Links))
	}
	territory.Set("kind_tiny03", "teleporter")
	if code, body := s.postForm("/boards/tiny/territory?lang=en", territory, nil); code != http.StatusSeeOther {
		t.Errorf("a teleporter ticked on a Legendary board: %d %s", code, excerpt(body, `role="alert"`))
	}
}
