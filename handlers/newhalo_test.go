package handlers_test

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/editions/halowars"
	"herald/maps"
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
			out.Add(m[1], s[1]) // a name on several selects: each one's choice
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
			for _, want := range []string{`data-testid="achievements"`, `data-testid="rf-colonies"`, `data-testid="rf-bases"`, `data-testid="point-chart"`, `data-testid="links-open-note"`} {
				if !strings.Contains(game, want) {
					t.Errorf("game page lacks %s", want)
				}
			}
		})
	}
}

// The API takes a Halo Wars set-up whole and shows the achievements,
// heroes, bases and colonies; a claim the board does not show done is
// refused in words and not recorded.
func TestAPIHaloGameAndClaim(t *testing.T) {
	s := newServer(t)
	b := maps.MustLoad("arcadia")
	in := map[string]any{
		"edition": "halowars", "mode": "basic",
		"colonies": halowars.BasicColonies(3), "achievements": halowars.BasicAchievements(3),
	}
	owners, units := map[string]int{}, map[string]int{}
	first := make([]string, 3)
	for i, terr := range b.Territories {
		owners[terr.ID], units[terr.ID] = i%3, 2
		if first[i%3] == "" {
			first[i%3] = terr.ID
		}
	}
	in["owners"], in["units"] = owners, units
	houses := halowars.Rules.Houses(3)
	var players []map[string]any
	for i, name := range []string{"Flo", "Uma", "Cora"} {
		p := map[string]any{"name": name, "house": houses[i], "base": first[i], "hero": first[i]}
		if i == 2 {
			p["skulls"] = []int{2}
		}
		players = append(players, p)
	}
	in["players"] = players
	code, st := s.postJSON("/api/games", in)
	if code != 201 {
		t.Fatalf("create: %d %v", code, st)
	}
	ps := st["players"].([]any)
	if p := ps[0].(map[string]any); p["base"] != "academ" || p["hero"] != "academ" || p["team"] != "flood" {
		t.Fatalf("player 0: %v", p)
	}
	if p := ps[2].(map[string]any); p["cards"] != float64(1) {
		t.Fatalf("Cora's starting card: %v", p)
	}
	if n := len(st["achievements_open"].([]any)); n != 8 || len(st["colonies"].([]any)) != 15 {
		t.Fatalf("%d achievements open, colonies %v", n, st["colonies"])
	}
	rf := st["reinforcement"].(map[string]any)
	if rf["bases"] != float64(1) || rf["colonies"] == nil {
		t.Fatalf("reinforcement %v", rf)
	}
	id := int(st["id"].(float64))
	code, out := s.postJSON("/api/games/"+strconv.Itoa(id)+"/events", map[string]any{"seq": st["seq"], "type": "claim", "payload": map[string]any{"achievement": "control_mu"}})
	if msg, _ := out["error"].(string); code != 422 || msg == "" {
		t.Fatalf("claim before placing: %d %v", code, out)
	}
	if s.events(id) != 1 {
		t.Fatal("a refused claim was recorded")
	}
}
