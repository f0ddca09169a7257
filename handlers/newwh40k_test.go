package handlers_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/editions/wh40k"
	"herald/maps"
)

// The Warhammer 40,000 set-up in two steps: Herald's proposal is a set-up
// the rulebook allows for every player count; missions the table enters
// are checked (4 main and 4 side); a leader on another player's territory
// gets a sentence, not a game.
func TestWarhammerSetUpFormProposesAPlayableBoard(t *testing.T) {
	for _, c := range []struct {
		count, missionsBy, loot string
	}{{"3", "herald", "once"}, {"4", "table", "kept"}, {"5", "herald", "once"}} {
		t.Run(c.count+c.missionsBy, func(t *testing.T) {
			s := newServer(t)
			step1 := url.Values{"mode": {"classic"}, "count": {c.count}, "board": {"vigilus"}, "step": {"grid"}, "loot": {c.loot},
				"missions_by": {c.missionsBy}, "player": {"Uli", "Chas", "Ael", "Orla", "Gene"},
				"faction": {"orks", "ultramarines", "aeldari", "chaos_space_marines", "genestealer_cults"}}
			code, page := s.postForm("/games/warhammer", step1, nil)
			if code != 200 || !strings.Contains(page, `data-testid="wh-grid"`) || !strings.Contains(page, `data-testid="wh-template"`) {
				t.Fatalf("step one: %d %s", code, excerpt(page, "error"))
			}
			fields := formFields(page)
			fields.Set("step", "create")
			fields.Set("recruit_200", "2")
			want := map[string]int{"herald": 8, "table": 0}[c.missionsBy]
			if got := len(fields["mission"]); got != want {
				t.Fatalf("%d missions proposed, want %d", got, want)
			}
			if c.missionsBy == "table" {
				if code, page := s.postForm("/games/warhammer", fields, map[string]string{"Accept-Language": "en"}); code != 422 || !strings.Contains(page, "4 main and 4 side") {
					t.Fatalf("no missions: %d %s", code, excerpt(page, "error"))
				}
				fields["mission"] = []string{"conquer_6", "destroy_12", "gelt_800", "two_leaders", "two_walls", "conquer_4", "destroy_7", "gelt_500"}
			}
			bad := url.Values{}
			for k, v := range fields {
				bad[k] = v
			}
			bad.Set("leader_0", fields.Get("leader_1"))
			if code, page := s.postForm("/games/warhammer", bad, map[string]string{"Accept-Language": "en"}); code != 422 || !strings.Contains(page, "leader") {
				t.Fatalf("leader abroad: %d %s", code, excerpt(page, "error"))
			}
			code, body := s.postForm("/games/warhammer", fields, nil)
			if code != 303 {
				t.Fatalf("create: %d %s", code, excerpt(body, "error"))
			}
			_, game, _ := s.do("GET", "/games/1", "", nil, nil)
			for _, want := range []string{`data-testid="missions"`, `data-testid="recruitment"`, `data-testid="wh-player-0"`, `data-testid="links-open-note"`} {
				if !strings.Contains(game, want) {
					t.Errorf("game page lacks %s", want)
				}
			}
			var st struct {
				Players []struct {
					House      string `json:"house"`
					ThroneGelt int    `json:"throne_gelt"`
					Leader     string `json:"leader"`
				} `json:"players"`
				LootKept    bool           `json:"loot_kept"`
				Recruitment map[string]int `json:"recruitment"`
				Missions    []any          `json:"missions_open"`
			}
			s.getJSON("/api/games/1", &st)
			if st.Players[0].House != "orks" || st.Players[2].ThroneGelt != 100 || st.Players[1].Leader == "" {
				t.Errorf("players %+v", st.Players)
			}
			if st.LootKept != (c.loot == "kept") || st.Recruitment["200"] != 2 || len(st.Missions) != 8 {
				t.Errorf("loot kept %v, recruitment %v, %d missions", st.LootKept, st.Recruitment, len(st.Missions))
			}
		})
	}
}

// Two seats cannot play one faction.
func TestWarhammerSetUpRefusesAFactionTwice(t *testing.T) {
	s := newServer(t)
	code, page := s.postForm("/games/warhammer", url.Values{"count": {"3"}, "board": {"vigilus"}, "step": {"grid"},
		"player": {"A", "B", "C"}, "faction": {"orks", "orks", "aeldari"}}, map[string]string{"Accept-Language": "en"})
	if code != 422 || !strings.Contains(page, "Orks") {
		t.Fatalf("%d %s", code, excerpt(page, "error"))
	}
}

// whAPIGame is a 3-player game on the template created through the API.
func whAPIGame(t *testing.T, s *server) map[string]any {
	t.Helper()
	b := maps.MustLoad("vigilus")
	owners, units := map[string]int{}, map[string]int{}
	first := make([]string, 3)
	count := make([]int, 3)
	for i, terr := range b.Territories {
		owners[terr.ID], units[terr.ID] = i%3, 1
		count[i%3]++
		if first[i%3] == "" {
			first[i%3] = terr.ID
		}
	}
	var players []map[string]any
	for i, name := range []string{"Uli", "Chas", "Ael"} {
		units[first[i]] += 30 - count[i]
		p := map[string]any{"name": name, "house": wh40k.Factions[i], "hero": first[i]}
		if i == 2 {
			p["gelt"] = []int{200}
		}
		players = append(players, p)
	}
	code, st := s.postJSON("/api/games", map[string]any{
		"edition": "warhammer40k", "mode": "classic", "owners": owners, "units": units, "players": players,
		"achievements": []string{"conquer_6", "destroy_12", "gelt_800", "two_leaders", "two_walls", "conquer_4", "destroy_7", "gelt_500"},
		"recruitment":  map[string]int{"200": 2},
	})
	if code != 201 {
		t.Fatalf("create: %d %v", code, st)
	}
	return st
}

// The API takes a Warhammer set-up whole and shows the missions, leaders
// and Throne Gelt; a mission not done and loot not held are refused in
// words and not recorded.
func TestAPIWarhammerGame(t *testing.T) {
	s := newServer(t)
	st := whAPIGame(t, s)
	if n := len(st["missions_open"].([]any)); n != 8 {
		t.Fatalf("%d missions open", n)
	}
	if p := st["players"].([]any)[2].(map[string]any); p["throne_gelt"] != float64(200) || p["leader"] == nil {
		t.Fatalf("player 2: %v", p)
	}
	id := int(st["id"].(float64))
	url := "/api/games/" + strconv.Itoa(id) + "/events"
	code, out := s.postJSON(url, map[string]any{"seq": st["seq"], "type": "use_loot", "payload": map[string]any{"loot": "three_units"}})
	if msg, _ := out["error"].(string); code != 422 || msg == "" {
		t.Fatalf("loot not held: %d %v", code, out)
	}
	code, out = s.postJSON(url, map[string]any{"seq": st["seq"], "type": "place", "payload": map[string]any{"territory": "mortwald_oteck_festungswall", "units": 4}})
	if code != 201 {
		t.Fatalf("place: %d %v", code, out)
	}
	code, out = s.postJSON(url, map[string]any{"seq": out["seq"], "type": "claim", "payload": map[string]any{"achievement": "conquer_4", "reward": "one_unit"}})
	if msg, _ := out["error"].(string); code != 422 || !strings.Contains(msg, "nicht erfüllt") {
		t.Fatalf("claim not met: %d %v", code, out)
	}
	if s.events(id) != 2 {
		t.Fatal("a refused action was recorded")
	}
}

// The Throne Gelt trade form: 100 and 200 cards, units by the table's
// recruitment table.
func TestWarhammerGeltTradeForm(t *testing.T) {
	s := newServer(t)
	whAPIGame(t, s)
	// Uli has no cards: give him two by the table's word.
	code, out := s.postJSON("/api/games/1/events", map[string]any{"seq": 1, "type": "correct_hand", "payload": map[string]any{"player": 0, "gelt": []int{100, 100}}})
	if code != 201 {
		t.Fatalf("correct hand: %d %v", code, out)
	}
	code, page := s.postForm("/games/1/trade", url.Values{"seq": {"2"}, "gelt_100": {"2"}, "gelt_200": {"0"}}, nil)
	if code != 303 {
		t.Fatalf("trade: %d %s", code, excerpt(page, "error"))
	}
	var st struct {
		Reinforcement struct {
			Total  int `json:"total"`
			Trades []struct {
				Gelt, Value int
			} `json:"trades"`
		} `json:"reinforcement"`
	}
	s.getJSON("/api/games/1", &st)
	if len(st.Reinforcement.Trades) != 1 || st.Reinforcement.Trades[0].Gelt != 200 || st.Reinforcement.Trades[0].Value != 2 || st.Reinforcement.Total != 6 {
		t.Fatalf("after the trade: %+v", st.Reinforcement)
	}
}

// The fallen leader's return and loot played by hand, through the forms:
// the page offers the return first; loot not held is refused in words
// and not recorded.
func TestWarhammerLeaderAndLootForms(t *testing.T) {
	s := newServer(t)
	st := whAPIGame(t, s)
	// Uli's leader stands on the wall; the table says Chas holds it now,
	// so the leader is off the board at the start of Uli's turn.
	leader := st["players"].([]any)[0].(map[string]any)["leader"].(string)
	code, out := s.postJSON("/api/games/1/events", map[string]any{"seq": 1, "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{{"territory": leader, "owner": 1, "units": 5}}}})
	if code != 201 || out["players"].([]any)[0].(map[string]any)["leader"] != nil {
		t.Fatalf("correct: %d %v", code, out)
	}
	_, page, _ := s.do("GET", "/games/1", "", nil, map[string]string{"Accept-Language": "en"})
	if !strings.Contains(page, `data-testid="leader-form"`) || strings.Contains(page, `data-testid="attack-form"`) {
		t.Fatalf("the page does not ask for the leader first: %s", excerpt(page, "leader"))
	}
	code, page = s.postForm("/games/1/loot", url.Values{"seq": {"2"}, "loot": {"three_units"}}, map[string]string{"Accept-Language": "en"})
	if code != 422 || !strings.Contains(page, "does not hold the loot") {
		t.Fatalf("loot not held: %d %s", code, excerpt(page, "error"))
	}
	code, page = s.postForm("/games/1/leader", url.Values{"seq": {"2"}, "territory": {"gebiet_01"}}, nil)
	if code != 303 {
		t.Fatalf("leader back: %d %s", code, excerpt(page, "error"))
	}
	if s.events(1) != 3 {
		t.Fatalf("%d events, want set-up, correction and the leader's return", s.events(1))
	}
	var after struct {
		Players []struct {
			Leader string `json:"leader"`
		} `json:"players"`
	}
	s.getJSON("/api/games/1", &after)
	if after.Players[0].Leader != "gebiet_01" {
		t.Fatalf("leader at %q", after.Players[0].Leader)
	}
}
