package handlers_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// digits finds a number left in a sentence.
var digits = regexp.MustCompile(`[0-9]`)

// refusedNaming posts a set-up the rules refuse, in both languages, and
// wants the sentence to name the player and the territory, with no seat
// or territory number left once those names are taken out (issue 13:
// "Der Anführer von 0 steht auf einem eigenen Gebiet, und 1 gehört jemand
// anderem"; seats count from 0).
func (s *server) refusedNaming(t *testing.T, body map[string]any, player string, territory engine.Names) {
	t.Helper()
	for _, lang := range []string{"de", "en"} {
		code, out := s.postJSON("/api/games?lang="+lang, body)
		msg, _ := out["error"].(string)
		name := territory.In(lang)
		if code != http.StatusUnprocessableEntity || !strings.Contains(msg, name) || (player != "" && !strings.Contains(msg, player)) {
			t.Errorf("%s: %d %q; want 422 naming %q and %q", lang, code, msg, player, name)
			continue
		}
		rest := strings.ReplaceAll(strings.ReplaceAll(msg, name, ""), player, "")
		if digits.MatchString(rest) {
			t.Errorf("%s: a number is left in %q", lang, msg)
		}
	}
}

// deal gives territory i of b to seat i mod seats with one unit, and says
// each seat's first territory.
func deal(b *engine.Board, seats int) (owners, units map[string]int, first []string) {
	owners, units, first = map[string]int{}, map[string]int{}, make([]string, seats)
	for i, terr := range b.Territories {
		owners[terr.ID], units[terr.ID] = i%seats, 1
		if first[i%seats] == "" {
			first[i%seats] = terr.ID
		}
	}
	return owners, units, first
}

func names(b *engine.Board, id string) engine.Names {
	t, _ := b.Lookup(id)
	return b.Territories[t].Names
}

// Game of Thrones: the table's deal leaves a territory to nobody.
func TestAPISetUpRefusalNamesTerritoryGoT(t *testing.T) {
	s := newServer(t)
	b := maps.MustLoad("westeros")
	owners, _, _ := deal(b, 3)
	missing := b.Territories[34].ID
	delete(owners, missing)
	s.refusedNaming(t, map[string]any{"deal": "table", "owners": owners, "players": []map[string]string{
		{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"},
	}}, "", names(b, missing))
}

// Halo Wars: Uma's hero on Flo's territory ("Place your hero on one of
// your territories").
func TestAPISetUpRefusalNamesPlayerHaloWars(t *testing.T) {
	s := newServer(t)
	b := maps.MustLoad("arcadia")
	owners, units, first := deal(b, 3)
	for id := range units {
		units[id] = 2
	}
	houses := ruleset("halowars").Houses(3)
	var players []map[string]any
	for i, name := range []string{"Flo", "Uma", "Cora"} {
		p := map[string]any{"name": name, "house": houses[i], "base": first[i], "hero": first[i]}
		if i == 2 {
			p["skulls"] = []int{2}
		}
		players = append(players, p)
	}
	players[1]["hero"] = first[0]
	s.refusedNaming(t, map[string]any{"edition": "halowars", "mode": "basic", "colonies": basicColonies(3),
		"achievements": basicAchievements(3), "owners": owners, "units": units, "players": players}, "Uma", names(b, first[0]))
}

// Warhammer 40,000: Chas's leader on Uli's territory ("Der Anführer ...
// auf einem eigenen Gebiet").
func TestAPISetUpRefusalNamesPlayerWarhammer(t *testing.T) {
	s := newServer(t)
	b := maps.MustLoad("vigilus")
	owners, units, first := deal(b, 3)
	var players []map[string]any
	for i, name := range []string{"Uli", "Chas", "Ael"} {
		n := 0
		for _, o := range owners {
			if o == i {
				n++
			}
		}
		units[first[i]] += 30 - n
		p := map[string]any{"name": name, "house": wh40kFactions[i], "hero": first[i]}
		if i == 2 {
			p["gelt"] = []int{200}
		}
		players = append(players, p)
	}
	players[1]["hero"] = first[0]
	s.refusedNaming(t, map[string]any{"edition": "warhammer40k", "mode": "classic", "owners": owners, "units": units, "players": players,
		"achievements": []string{"conquer_6", "destroy_12", "gelt_800", "two_leaders", "two_walls", "conquer_4", "destroy_7", "gelt_500"}},
		"Chas", names(b, first[0]))
}

// Halo Legendary One-on-One: Ben's base on Anna's territory.
func TestAPISetUpRefusalNamesPlayerLegendary(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, "halo_legendary")
	owners, units, first := map[string]int{}, map[string]int{}, make([]string, 3)
	have := make([]int, 3)
	for k := range 31 {
		id, seat := fmt.Sprintf("hammer%02d", k+1), k%3
		owners[id], units[id] = seat, 1
		if seat == 2 {
			units[id] = 2
		}
		have[seat] += units[id]
		if first[seat] == "" {
			first[seat] = id
		}
	}
	for seat, want := range []int{30, 30, 48} {
		units[first[seat]] += want - have[seat]
	}
	s.refusedNaming(t, map[string]any{
		"edition": "halo_legendary", "board": hammer, "mode": "one_on_one", "teleporter_option": "each",
		"owners": owners, "units": units, "teleporters": [][2]string{{"hammer01", "hammer30"}},
		"players": []map[string]any{
			{"name": "Anna", "house": "unsc_1", "base": first[0], "hero": first[0]},
			{"name": "Ben", "house": "covenant_1", "base": first[0], "hero": first[1]},
		},
	}, "Ben", engine.Names{"en": "Hammer 01", "de": "Hammer 01"})
}

// Halo Wars Basic Training: the chart fixes the turn order of the armies;
// a swapped order names the player and both armies ("seat 1 belongs to
// a different army than 0's" before).
func TestAPISetUpRefusalNamesPlayerHaloChartOrder(t *testing.T) {
	s := newServer(t)
	b := maps.MustLoad("arcadia")
	owners, units, first := deal(b, 3)
	for id := range units {
		units[id] = 2
	}
	houses := ruleset("halowars").Houses(3)
	houses[0], houses[1] = houses[1], houses[0]
	var players []map[string]any
	for i, name := range []string{"Flo", "Uma", "Cora"} {
		p := map[string]any{"name": name, "house": houses[i], "base": first[i], "hero": first[i]}
		if i == 2 {
			p["skulls"] = []int{2}
		}
		players = append(players, p)
	}
	s.refusedNaming(t, map[string]any{"edition": "halowars", "mode": "basic", "colonies": basicColonies(3),
		"achievements": basicAchievements(3), "owners": owners, "units": units, "players": players}, "Flo", engine.Names{})
}
