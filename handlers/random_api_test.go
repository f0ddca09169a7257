package handlers_test

// Random games played through the JSON API (issue 13, "The net" 2: "the
// JSON API's state equals the engine's state"): after every answer, the
// state the API returned must equal the engine's replay of the log the
// store holds. Game of Thrones (2-5 players, both decks), Halo Wars
// (Basic Training and Command Room) and Warhammer 40,000 on their shipped
// boards, Halo Legendary One-on-One on a made-up Hammer the test imports
// (its other modes are covered by the engine's random games).

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
	"herald/maps"
)

var apiGames = flag.Int("random.api_games", 120, "random games through the API in TestRandomGamesThroughTheAPI")

// apiSetup is a new game's request for one edition and seat count.
func apiSetup(r *rand.Rand, edition string, hammer *engine.Board) (board *engine.Board, req map[string]any) {
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	switch edition {
	case "halo_legendary":
		// One-on-One: Anna and Ben claim round the table with the
		// neutral Flood's 2 units; 30 units each, 48 for the Flood.
		owners, units, first := roundRobin(hammer, 3)
		for id, o := range owners {
			if o == 2 {
				units[id] = 2
			}
		}
		for seat, want := range []int{30, 30, 48} {
			have := 0
			for id, o := range owners {
				if o == seat {
					have += units[id]
				}
			}
			units[first[seat]] += want - have
		}
		houses := []string{"unsc_1", "covenant_1"}
		if r.IntN(2) == 0 {
			houses[0], houses[1] = houses[1], houses[0]
		}
		var players []engine.PlayerSetup
		for i := range 2 {
			players = append(players, engine.PlayerSetup{Name: names[i], House: houses[i], Base: first[i], Hero: first[i]})
		}
		return hammer, map[string]any{"name": "api", "edition": edition, "board": "hammer@1", "mode": "one_on_one",
			"teleporter_option": "each", "teleporters": [][2]string{{"hammer01", "hammer30"}},
			"owners": owners, "units": units, "players": players, "deck_mode": engine.DeckTable}
	case "halowars":
		n := 3 + r.IntN(3)
		b := maps.MustLoad("arcadia")
		mode := []string{"basic", "command"}[r.IntN(2)]
		owners, units, first := roundRobin(b, n)
		var players []engine.PlayerSetup
		for i, h := range ruleset("halowars").Houses(n) {
			units[first[i]] += haloStartUnits(n, h) - countOf(owners, i)
			p := engine.PlayerSetup{Name: names[i], House: h, Base: first[i], Hero: first[i]}
			if (n == 3 && mode == "basic" && i == 2) || (n == 4 && i >= 2) || (n == 5 && i >= 3) {
				p.Points = []int{1 + r.IntN(2)}
			}
			players = append(players, p)
		}
		return b, map[string]any{"name": "api", "edition": edition, "mode": mode, "players": players, "owners": owners, "units": units,
			"colonies": basicColonies(n), "achievements": basicAchievements(n), "deck_mode": engine.DeckTable}
	case "warhammer40k":
		n := 3 + r.IntN(3)
		b := maps.MustLoad("vigilus")
		owners, units, first := roundRobin(b, n)
		var players []engine.PlayerSetup
		for i := range n {
			units[first[i]] += wh40kStartUnits(n) - countOf(owners, i)
			players = append(players, engine.PlayerSetup{Name: names[i], House: wh40kFactions[i], Hero: first[i],
				Values: [][]int{nil, nil, {100}, {100}, {100, 200}}[i]})
		}
		var missions []string
		for _, tier := range []string{"main", "side"} {
			k := 0
			for _, m := range wh40kMissionOrder {
				if ruleset("warhammer40k").Objectives[m].Tier == tier && k < 4 {
					missions, k = append(missions, m), k+1
				}
			}
		}
		mode := []string{"classic", "domination"}[r.IntN(2)]
		return b, map[string]any{"name": "api", "edition": edition, "mode": mode, "players": players, "owners": owners, "units": units,
			"achievements": missions, "recruitment": map[int]int{200: 2, 300: 4}, "deck_mode": engine.DeckTable}
	}
	n := 2 + r.IntN(4)
	var players []engine.PlayerSetup
	for i, h := range ruleset("got").Houses(n)[:n] {
		players = append(players, engine.PlayerSetup{Name: names[i], House: h})
	}
	return maps.MustLoad("westeros"), map[string]any{"name": "api", "players": players, "deal": "herald", "deck_mode": []string{engine.DeckHerald, engine.DeckTable}[r.IntN(2)]}
}

// hammerBoard is the board legendaryBoard imports as "hammer@1", built
// the same way for the engine's replay.
func hammerBoard(t *testing.T) *engine.Board {
	spec := engine.BoardSpec{ID: "hammer", Names: engine.Names{"en": "Hammer"}}
	for i, bonus := range []int{2, 3, 4} {
		r := fmt.Sprintf("hammer_%c", 'a'+i)
		spec.Regions = append(spec.Regions, engine.Region{ID: r, Names: engine.Names{"en": fmt.Sprintf("Hammer %c", 'A'+i)}, Bonus: bonus})
	}
	for i := range 31 {
		id := fmt.Sprintf("hammer%02d", i+1)
		spec.Territories = append(spec.Territories, engine.Territory{ID: id, Names: engine.Names{"en": fmt.Sprintf("Hammer %02d", i+1)}, Region: spec.Regions[i*3/31].ID})
		if i > 0 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("hammer%02d", i), B: id, Kind: engine.LinkLand, Confidence: "high"})
		}
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// roundRobin claims the board one territory at a time round the table,
// one unit each; first is each seat's first territory.
func roundRobin(b *engine.Board, n int) (map[string]int, map[string]int, []string) {
	owners, units, first := map[string]int{}, map[string]int{}, make([]string, n)
	for i, t := range b.Territories {
		owners[t.ID], units[t.ID] = i%n, 1
		if first[i%n] == "" {
			first[i%n] = t.ID
		}
	}
	return owners, units, first
}

func countOf(owners map[string]int, seat int) int {
	n := 0
	for _, o := range owners {
		if o == seat {
			n++
		}
	}
	return n
}

// apiPlayer proposes events from the engine's view of the game.
type apiPlayer struct {
	r       *rand.Rand
	battles int
}

func (p *apiPlayer) candidates(s *engine.State) []map[string]any {
	id := func(t engine.TerritoryID) string { return s.Board.Territories[t].ID }
	own := s.Holdings(s.Current)
	var out []map[string]any
	add := func(typ string, payload map[string]any) {
		out = append(out, map[string]any{"type": typ, "payload": payload})
	}
	if p.r.IntN(20) == 0 {
		t := engine.TerritoryID(p.r.IntN(len(s.Owner)))
		add("correct", map[string]any{"territories": []map[string]any{{"territory": id(t), "owner": s.Owner[t], "units": 1 + p.r.IntN(6)}}})
	}
	if s.Pending != nil {
		most := s.Units[s.Pending.From] - 1
		add("move_in", map[string]any{"units": s.Pending.Min + p.r.IntN(most-s.Pending.Min+1), "hero": s.Pending.Hero})
		return out
	}
	if me := s.Players[s.Current]; s.Rules.Heroes.ReturnsAtTurnStart && me.HasHero && me.Hero == engine.NoTerritory && len(own) > 0 {
		add("deploy_hero", map[string]any{"territory": id(own[0])})
	}
	for t, n := range s.Reserved {
		if n > 0 {
			add("place", map[string]any{"territory": id(engine.TerritoryID(t)), "units": n})
		}
	}
	if s.Pool > 0 && len(own) > 0 {
		add("place", map[string]any{"territory": id(own[p.r.IntN(len(own))]), "units": s.Pool})
	}
	if p.battles < 5 && p.r.IntN(10) < 8 && s.Phase != engine.PhaseManeuver {
		for _, i := range p.r.Perm(len(own)) {
			from := own[i]
			if s.Units[from] < 2 {
				continue
			}
			var targets []engine.TerritoryID
			for _, n := range s.Board.MaybeNeighbours(from) {
				if !s.Teammates(s.Owner[n], s.Current) {
					targets = append(targets, n)
				}
			}
			if len(targets) > 0 {
				to := targets[p.r.IntN(len(targets))]
				add("attack", map[string]any{"from": id(from), "to": id(to), "roll": true,
					"attackers": min(3, s.Units[from]-1), "defenders": min(2, s.Units[to])})
				break
			}
		}
	}
	if p.r.IntN(4) == 0 {
		add("end_attack", map[string]any{})
	}
	var heroes []map[string]any
	if s.Rules.Edition == "halowars" {
		for i, pl := range s.Players {
			if h := s.Holdings(i); pl.HasHero && pl.Hero == engine.NoTerritory && len(h) > 0 {
				heroes = append(heroes, map[string]any{"player": i, "territory": id(h[0])})
			}
		}
	}
	draw := map[string]any{"draw": true, "heroes": heroes}
	switch {
	case s.Rules.Draws != nil:
		var cards []int
		for range s.Rules.Draws(s) {
			cards = append(cards, []int{1, 2}[p.r.IntN(2)])
		}
		if s.Rules.CardsBy == engine.CardsByValue {
			for i := range cards {
				cards[i] *= 100
			}
			draw["gelt"] = cards
		} else {
			draw["skulls"] = cards
		}
	case s.DeckMode == engine.DeckTable:
		for _, c := range s.Board.Cards {
			held := slices.Contains(s.Discard, c.Territory)
			for _, pl := range s.Players {
				held = held || slices.Contains(pl.Hand, c.Territory)
			}
			if !held {
				draw["card"] = c.Territory
				break
			}
		}
	}
	add("end_turn", draw)
	add("end_turn", map[string]any{"draw": false, "heroes": heroes})
	return out
}

// TestRandomGamesThroughTheAPI plays random games through POST
// /api/games/{id}/events and /undo, and after every answer compares the
// state the API returned with the engine's replay of the stored log.
func TestRandomGamesThroughTheAPI(t *testing.T) {
	s := newServer(t)
	games := *apiGames
	if testing.Short() {
		games = min(games, 30)
	}
	editions := []string{"got", "halowars", "warhammer40k", "halo_legendary"}
	s.legendaryBoard("hammer", "Hammer", 31, "halo_legendary")
	hammer := hammerBoard(t)
	accepted := map[string]int{}
	for g := range games {
		seed := uint64(g + 1)
		r := rand.New(rand.NewPCG(seed, 7))
		edition := editions[g%len(editions)]
		board, req := apiSetup(r, edition, hammer)
		code, state := s.postJSON("/api/games", req)
		if code != 201 {
			t.Fatalf("%s seed %d: new game %d %v", edition, seed, code, state)
		}
		gameID := int64(state["id"].(float64))
		p := &apiPlayer{r: r}
		turn := 0
		for step := 0; step < 30; step++ {
			st := replayStored(t, s, board, gameID)
			compareAPIState(t, fmt.Sprintf("%s seed %d step %d", edition, seed, step), state, st)
			if st.Over {
				break
			}
			if st.Turn != turn {
				turn, p.battles = st.Turn, 0
			}
			if st.Seq > 1 && r.IntN(15) == 0 {
				code, state = s.postJSON(fmt.Sprintf("/api/games/%d/undo", gameID), map[string]any{"seq": st.Seq})
				if code != 200 {
					t.Fatalf("%s seed %d: undo %d %v", edition, seed, code, state)
				}
				accepted["undo"]++
				continue
			}
			played := false
			for _, c := range p.candidates(st) {
				c["seq"] = st.Seq
				code, answer := s.postJSON(fmt.Sprintf("/api/games/%d/events", gameID), c)
				if code == 201 {
					state, played = answer, true
					accepted[c["type"].(string)]++
					if c["type"] == "attack" {
						p.battles++
					}
					break
				}
				if code != 422 {
					t.Fatalf("%s seed %d: %v answered %d %v", edition, seed, c, code, answer)
				}
			}
			if !played {
				// Frozen turns are the engine's random games' business.
				break
			}
		}
	}
	for _, k := range []string{"place", "attack", "move_in", "end_turn", "undo", "correct"} {
		if accepted[k] == 0 {
			t.Errorf("no %s accepted through the API in %d games: %v", k, games, accepted)
		}
	}
	t.Logf("%d games through the API, accepted %v", games, accepted)
}

// replayStored replays the log the store holds with the engine.
func replayStored(t *testing.T, s *server, b *engine.Board, id int64) *engine.State {
	t.Helper()
	stored, err := s.store.Events(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var events []engine.Event
	for _, se := range stored {
		e, err := engine.Decode(se.Type, se.Payload)
		if err != nil {
			t.Fatalf("stored %s does not decode: %v", se.Type, err)
		}
		events = append(events, e)
	}
	st, err := engine.Replay(b, events)
	if err != nil {
		t.Fatalf("the stored log does not replay: %v", err)
	}
	return st
}

// compareAPIState compares what the API said with the engine's state.
func compareAPIState(t *testing.T, where string, api map[string]any, s *engine.State) {
	t.Helper()
	num := func(v any) int {
		f, _ := v.(float64)
		return int(f)
	}
	reinf, _ := api["reinforcement"].(map[string]any)
	checks := []struct {
		field     string
		api, want any
	}{
		{"seq", num(api["seq"]), s.Seq},
		{"turn", num(api["turn"]), s.Turn},
		{"current", num(api["current"]), s.Current},
		{"phase", api["phase"], string(s.Phase)},
		{"over", api["over"], s.Over},
		{"conquered", num(api["conquered"]), s.Conquered},
		{"maneuvers", num(api["maneuvers"]), s.Maneuvers},
		{"deck_left", num(api["deck_left"]), s.DeckLeft()},
		{"to_place", num(reinf["to_place"]), s.ToPlace()},
	}
	players, _ := api["players"].([]any)
	if len(players) != len(s.Players) {
		t.Fatalf("%s: API lists %d players, engine %d", where, len(players), len(s.Players))
	}
	for i, pv := range players {
		pj := pv.(map[string]any)
		cards := len(s.Players[i].Hand)
		if s.Rules.PointUnits != nil {
			cards = len(s.Players[i].Points)
		}
		checks = append(checks,
			struct {
				field     string
				api, want any
			}{fmt.Sprintf("players[%d].out", i), pj["out"], s.Players[i].Out},
			struct {
				field     string
				api, want any
			}{fmt.Sprintf("players[%d].territories", i), num(pj["territories"]), s.Count(i)},
			struct {
				field     string
				api, want any
			}{fmt.Sprintf("players[%d].units", i), num(pj["units"]), s.UnitsOf(i)},
		)
		if s.Rules.Edition != "warhammer40k" {
			checks = append(checks, struct {
				field     string
				api, want any
			}{fmt.Sprintf("players[%d].cards", i), num(pj["cards"]), cards})
		}
	}
	terrs, _ := api["territories"].([]any)
	if len(terrs) != len(s.Owner) {
		t.Fatalf("%s: API lists %d territories, engine %d", where, len(terrs), len(s.Owner))
	}
	for i, tv := range terrs {
		tj := tv.(map[string]any)
		if tj["id"] != s.Board.Territories[i].ID || num(tj["owner"]) != s.Owner[i] || num(tj["units"]) != s.Units[i] {
			t.Fatalf("%s: territory %v, engine %s owner %d units %d", where, tj, s.Board.Territories[i].ID, s.Owner[i], s.Units[i])
		}
	}
	for _, c := range checks {
		if fmt.Sprint(c.api) != fmt.Sprint(c.want) {
			raw, _ := json.Marshal(api)
			t.Fatalf("%s: API %s = %v, engine %v\n%s", where, c.field, c.api, c.want, raw)
		}
	}
}
