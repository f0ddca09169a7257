package handlers_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var (
	inputRe    = regexp.MustCompile(`<input ([^>]*)>`)
	selectRe   = regexp.MustCompile(`(?s)<select name="([^"]+)"[^>]*>(.*?)</select>`)
	selectedRe = regexp.MustCompile(`<option value="([^"]*)" selected`)
	attrRe     = regexp.MustCompile(`(\w+)="([^"]*)"`)
)

// formFields reads the values a browser would submit from a page's form:
// text, number and hidden inputs, checked boxes and radios, and the
// selected option of each select.
func formFields(page string) url.Values {
	out := url.Values{}
	for _, m := range inputRe.FindAllStringSubmatch(page, -1) {
		attrs := map[string]string{}
		for _, a := range attrRe.FindAllStringSubmatch(m[1], -1) {
			attrs[a[1]] = a[2]
		}
		if attrs["name"] == "" {
			continue
		}
		if (attrs["type"] == "checkbox" || attrs["type"] == "radio") && !strings.Contains(m[1], " checked") {
			continue
		}
		out.Add(attrs["name"], attrs["value"])
	}
	for _, m := range selectRe.FindAllStringSubmatch(page, -1) {
		if s := selectedRe.FindStringSubmatch(m[2]); s != nil {
			out.Set(m[1], s[1])
		}
	}
	return out
}

// The Halo Wars set-up in two steps: Herald's proposal for each mode and
// player count is a set-up the rulebook allows (NewGame accepts it), and a
// change against the rules gets a sentence, not a game.
func TestHaloSetUpFormProposesAPlayableBoard(t *testing.T) {
	for _, c := range []struct {
		mode  string
		count string
	}{{"basic", "3"}, {"basic", "4"}, {"command", "5"}, {"command", "3"}} {
		t.Run(c.mode+c.count, func(t *testing.T) {
			s := newServer(t)
			step1 := url.Values{"mode": {c.mode}, "count": {c.count}, "board": {"arcadia"}, "step": {"grid"},
				"player": {"Flo", "Uma", "Cora", "Dan", "Eve"}}
			code, page := s.postForm("/games/halo", step1, nil)
			if code != 200 || !strings.Contains(page, `data-testid="halo-grid"`) {
				t.Fatalf("step one: %d %s", code, excerpt(page, "error"))
			}
			fields := formFields(page)
			fields.Set("step", "create")
			if got := len(fields["achievement"]); got != 8 {
				t.Fatalf("%d achievements proposed", got)
			}

			// A base on another player's territory is refused in words.
			bad := url.Values{}
			for k, v := range fields {
				bad[k] = v
			}
			bad.Set("base_0", fields.Get("base_1"))
			if code, page := s.postForm("/games/halo", bad, map[string]string{"Accept-Language": "en"}); code != 422 || !strings.Contains(page, "base") {
				t.Fatalf("base on an enemy territory: %d %s", code, excerpt(page, "error"))
			}

			code, body := s.postForm("/games/halo", fields, nil)
			if code != 303 {
				t.Fatalf("create: %d %s", code, excerpt(body, "error"))
			}
			_, game, _ := s.do("GET", "/games/1", "", nil, nil)
			for _, want := range []string{`data-testid="achievements"`, `data-testid="rf-colonies"`, `data-testid="rf-bases"`, `data-testid="skull-chart"`, `data-testid="links-open-note"`} {
				if !strings.Contains(game, want) {
					t.Errorf("game page lacks %s", want)
				}
			}
		})
	}
}
