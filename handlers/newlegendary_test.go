package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
	"herald/maps"
)

// legendaryBoard imports a made-up board of the table, as a group would
// after entering it in the board editor: n territories <id>01... in three
// regions, each linked to the next. It returns its reference ("id@1").
func (s *server) legendaryBoard(id, name string, n int, edition string) string {
	s.t.Helper()
	return s.legendaryBoardOf(id, id, name, n, edition)
}

// legendaryBoardOf is legendaryBoard with territory and region ids
// starting with prefix instead of the board's id.
func (s *server) legendaryBoardOf(id, prefix, name string, n int, edition string) string {
	s.t.Helper()
	spec := engine.BoardSpec{ID: id, Names: engine.Names{"en": name}}
	for i, bonus := range []int{2, 3, 4} {
		r := fmt.Sprintf("%s_%c", prefix, 'a'+i)
		spec.Regions = append(spec.Regions, engine.Region{ID: r, Names: engine.Names{"en": fmt.Sprintf("%s %c", name, 'A'+i)}, Bonus: bonus})
	}
	for i := range n {
		tid := fmt.Sprintf("%s%02d", prefix, i+1)
		spec.Territories = append(spec.Territories, engine.Territory{ID: tid, Names: engine.Names{"en": fmt.Sprintf("%s %02d", name, i+1)}, Region: spec.Regions[i*3/n].ID})
		if i > 0 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("%s%02d", prefix, i), B: tid, Kind: engine.LinkLand, Confidence: "high"})
		}
	}
	data, err := maps.EncodeMeta(spec, maps.Meta{Edition: edition})
	if err != nil {
		s.t.Fatal(err)
	}
	if loc := s.redirect("/boards/import", url.Values{"text": {string(data)}}); !strings.HasPrefix(loc, "/boards/"+id+"?") {
		s.t.Fatalf("import of %s went to %s", id, loc)
	}
	return id + "@1"
}

// legendaryStepOne posts the first step and wants the grid.
func (s *server) legendaryStepOne(form url.Values) (string, url.Values) {
	s.t.Helper()
	form.Set("step", "grid")
	code, page := s.postForm("/games/legendary?lang=en", form, nil)
	if code != http.StatusOK || !strings.Contains(page, `data-testid="create"`) {
		s.t.Fatalf("step one: %d %s", code, excerpt(page, `role="alert"`))
	}
	fields := formFields(page)
	fields.Set("step", "create")
	return page, fields
}

// lastSetup is the Setup event of the newest game.
// legendaryOptions reads a stored set-up's Legendary options.
func legendaryOptions(t *testing.T, e engine.Setup) legendary.Options {
	t.Helper()
	var o legendary.Options
	if err := engine.ReadOptions(e.Options, &o); err != nil {
		t.Fatal(err)
	}
	return o
}

func (s *server) lastSetup() engine.Setup {
	s.t.Helper()
	list, err := s.store.Games(context.Background())
	if err != nil || len(list) == 0 {
		s.t.Fatalf("no game stored: %v", err)
	}
	evs, err := s.store.Events(context.Background(), list[0].ID)
	if err != nil {
		s.t.Fatal(err)
	}
	var e engine.Setup
	if err := json.Unmarshal(evs[0].Payload, &e); err != nil {
		s.t.Fatal(err)
	}
	return e
}

// Without a board of the edition the page says so and leads to the board
// editor instead of showing a form nobody can complete.
func TestLegendaryNewGameWithoutBoardsLeadsToTheEditor(t *testing.T) {
	s := newServer(t)
	s.legendaryBoard("arc", "Arcadia copy", 12, "halowars") // another edition's board does not count
	code, page := s.get("/games/new?edition=halo_legendary&lang=en")
	if code != 200 || !strings.Contains(page, `data-testid="to-boards"`) || !strings.Contains(page, `href="/boards"`) ||
		strings.Contains(page, `data-testid="next"`) || !strings.Contains(page, "There is no Halo Legendary board yet") {
		t.Fatalf("no boards: %d %s", code, excerpt(page, "panel"))
	}
	if _, home := s.get("/"); !strings.Contains(home, `href="/games/new?edition=halo_legendary" data-testid="new-legendary"`) {
		t.Error("the home page has no link to the Legendary set-up")
	}
	s.legendaryBoard("hammer", "Hammer", 31, legendary.ID)
	_, page = s.get("/games/new?edition=halo_legendary")
	for _, want := range []string{`data-testid="mode-one_on_one"`, `data-testid="player-4"`, `data-testid="board"`, `data-testid="half-a"`,
		`data-testid="half-b"`, `data-testid="one-board-only"`, `<option value="hammer@1" selected>`, "Neues Spiel: RISIKO Halo Legendary"} {
		if !strings.Contains(page, want) {
			t.Errorf("form lacks %s", want)
		}
	}
	if strings.Contains(page, "arc@1") {
		t.Error("the form offers a Halo Wars board")
	}
}

// Herald's proposal is a set-up the rulebook allows for every mode and
// player count: One-on-One on a 31-territory board with the neutral Flood,
// the others on two joined halves. The totals show it, and the game starts.
func TestLegendarySetUpProposesAPlayableBoard(t *testing.T) {
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	for _, c := range []struct {
		mode, option string
		players      int
		teams        bool
		pairs        int
	}{
		{legendary.ModeOneOnOne, legendary.TeleportersEach, 2, false, 2},
		{legendary.ModeObjective, legendary.TeleportersEach, 3, false, 3},
		{legendary.ModeObjective, legendary.TeleportersLast, 4, false, 1},
		{legendary.ModeObjective, legendary.TeleportersEach, 5, false, 5},
		{legendary.ModeTeam, legendary.TeleportersTeam, 4, false, 2},
		{legendary.ModeTeam, legendary.TeleportersTeam, 5, false, 3},
		{legendary.ModeSlayer, legendary.TeleportersEach, 3, false, 3},
		{legendary.ModeSlayer, legendary.TeleportersTeam, 5, true, 3},
	} {
		t.Run(fmt.Sprintf("%s%d%s", c.mode, c.players, c.option), func(t *testing.T) {
			s := newServer(t)
			hammer := s.legendaryBoard("hammer", "Hammer", 31, legendary.ID)
			inland := s.legendaryBoard("ic", "Inland Canyon", 26, legendary.ID)
			pulse := s.legendaryBoard("pg", "Pulse Grid 01", 26, legendary.ID)
			form := url.Values{"name": {"Freitag"}, "mode": {c.mode}, "teleporter_option": {c.option},
				"board": {hammer}, "half_a": {inland}, "half_b": {pulse}, "player": names[:c.players]}
			if c.teams {
				form.Set("teams", "1")
			}
			page, fields := s.legendaryStepOne(form)
			for p := range c.pairs {
				a, b := fields.Get("tele_"+strconv.Itoa(p)+"_a"), fields.Get("tele_"+strconv.Itoa(p)+"_b")
				if a == "" || b == "" || (c.players > 2 && (!strings.HasPrefix(a, "ic") || !strings.HasPrefix(b, "pg"))) {
					t.Errorf("pair %d proposed on %q and %q", p, a, b)
				}
			}
			if strings.Contains(page, fmt.Sprintf(`data-testid="pair-%d"`, c.pairs)) || !strings.Contains(page, `data-testid="teleporter-0-b"`) {
				t.Errorf("not %d pair rows", c.pairs)
			}
			seats := c.players
			if c.mode == legendary.ModeOneOnOne {
				seats = 3
				if !strings.Contains(page, ">Neutral Flood</option>") {
					t.Error("no neutral Flood among the owners")
				}
			}
			if n := strings.Count(page, `<span class="mark ok">✓</span>`); n != seats {
				t.Errorf("%d of %d totals as the rulebook wants", n, seats)
			}
			if got := strings.Contains(page, `data-testid="base-0"`); got != (c.mode != legendary.ModeSlayer) {
				t.Errorf("base select shown: %v", got)
			}
			if code, body := s.postForm("/games/legendary", fields, nil); code != http.StatusSeeOther {
				t.Fatalf("create: %d %s", code, excerpt(body, `role="alert"`))
			}
			e := s.lastSetup()
			o := legendaryOptions(t, e)
			if e.Mode != c.mode || len(e.Players) != seats || len(o.Teleporters) != c.pairs || o.TeleporterOption != c.option || o.Teams != c.teams {
				t.Errorf("setup %s, %d seats, %d pairs, option %s, teams %v", e.Mode, len(e.Players), len(o.Teleporters), o.TeleporterOption, o.Teams)
			}
			if c.players == 2 && e.Board != hammer || c.players > 2 && e.Board != inland+"+"+pulse {
				t.Errorf("board %q", e.Board)
			}
			if c.mode == legendary.ModeTeam && c.players == 5 && e.Players[0].House != legendary.Flood {
				t.Errorf("the Flood does not go first: %+v", e.Players[0])
			}
			if c.mode == legendary.ModeOneOnOne {
				flood, terrs := 0, 0
				for id, o := range e.Owners {
					if o == 2 {
						flood, terrs = flood+e.Units[id], terrs+1
						if e.Units[id] < 2 {
							t.Errorf("Flood territory %s with %d units", id, e.Units[id])
						}
					}
				}
				if !e.Players[2].Neutral || flood != legendary.NeutralFloodUnits || terrs != 10 {
					t.Errorf("neutral Flood %+v: %d units on %d territories", e.Players[2], flood, terrs)
				}
			}
			if _, game := s.get("/games/1"); !strings.Contains(game, "Freitag") {
				t.Error("the game page does not open")
			}
		})
	}
}

// A set-up the rulebook forbids gets the engine's sentence, 422, and the
// grid keeps everything the table entered.
func TestLegendaryRefusedSetUpKeepsWhatWasEntered(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, legendary.ID)
	_, fields := s.legendaryStepOne(url.Values{"name": {"Freitag"}, "mode": {legendary.ModeOneOnOne}, "board": {hammer},
		"teleporter_option": {legendary.TeleportersEach}, "player": {"Anna", "Ben"}})

	// One more unit on one of Anna's territories: 31 instead of 30.
	var annas string
	for k, v := range fields {
		if strings.HasPrefix(k, "owner_") && v[0] == "0" {
			annas = strings.TrimPrefix(k, "owner_")
			break
		}
	}
	units, _ := strconv.Atoi(fields.Get("units_" + annas))
	bad := url.Values{}
	for k, v := range fields {
		bad[k] = slices.Clone(v)
	}
	bad.Set("units_"+annas, strconv.Itoa(units+1))
	bad.Set("tele_1_a", "")
	bad.Set("tele_1_b", "")
	code, page := s.postForm("/games/legendary?lang=en", bad, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(page, "The rules start Anna with exactly 30 units, not 31") {
		t.Fatalf("31 units: %d %s", code, excerpt(page, `role="alert"`))
	}
	if got := formFields(page); got.Get("units_"+annas) != strconv.Itoa(units+1) || got.Get("tele_1_a") != "" ||
		got.Get("tele_0_a") != fields.Get("tele_0_a") || got.Get("name") != "Freitag" || got.Get("base_1") != fields.Get("base_1") {
		t.Errorf("the grid did not keep what was entered")
	}
	if !strings.Contains(page, `<span class="have-units">31</span>/30`) {
		t.Error("the total does not show 31 of 30")
	}

	// A pair of mobile teleporters on two connected territories, and a
	// pair with one end only.
	bad = url.Values{}
	for k, v := range fields {
		bad[k] = slices.Clone(v)
	}
	bad.Set("tele_0_a", "hammer05")
	bad.Set("tele_0_b", "hammer06")
	bad.Set("tele_1_a", "")
	bad.Set("tele_1_b", "")
	if code, page := s.postForm("/games/legendary?lang=en", bad, nil); code != 422 || !strings.Contains(page, "Hammer 05 and Hammer 06 are already connected") {
		t.Errorf("connected pair: %d %s", code, excerpt(page, `role="alert"`))
	}
	bad.Set("tele_0_b", "")
	if code, page := s.postForm("/games/legendary?lang=en", bad, nil); code != 422 || !strings.Contains(page, "pair 1 lacks a territory") {
		t.Errorf("half a pair: %d %s", code, excerpt(page, `role="alert"`))
	}
	if list, _ := s.store.Games(context.Background()); len(list) != 0 {
		t.Errorf("refused games were stored: %v", list)
	}
	if code, _ := s.postForm("/games/legendary", fields, nil); code != http.StatusSeeOther {
		t.Errorf("the proposal itself: %d", code)
	}
}

// The first step refuses in words what does not fit: a board of another
// edition, two identical halves, no board, the wrong number of players,
// allies in a row. What was entered stays. Halves entered apart with the
// same ids are joined (engine.Compose prefixes the second half's).
func TestLegendaryStepOneRefusals(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, legendary.ID)
	anvil := s.legendaryBoard("anvil", "Anvil", 29, legendary.ID)
	other := s.legendaryBoardOf("xanvil", "anvil", "Other Anvil", 29, legendary.ID)
	s.legendaryBoard("arc", "Arcadia copy", 12, "halowars")
	three := []string{"Anna", "Ben", "Carla"}
	for _, c := range []struct {
		name string
		form url.Values
		want string
	}{
		{"another edition", url.Values{"mode": {"objective"}, "half_a": {hammer}, "half_b": {"arc@1"}, "player": three},
			"The board “Arcadia copy” is not a board of RISK Halo Legendary"},
		{"a shipped Halo Wars board", url.Values{"mode": {"one_on_one"}, "board": {"arcadia"}, "player": three[:2]},
			"The board “Arcadia” is not a board of RISK Halo Legendary"},
		{"identical halves", url.Values{"mode": {"objective"}, "half_a": {hammer}, "half_b": {hammer}, "player": three},
			"The two halves must be different boards"},
		{"one half", url.Values{"mode": {"objective"}, "half_a": {hammer}, "player": three}, "choose both halves"},
		{"no board", url.Values{"mode": {"one_on_one"}, "player": three[:2]}, "Choose the board you play on"},
		{"three for One-on-One", url.Values{"mode": {"one_on_one"}, "board": {hammer}, "player": three},
			"This mode is played by 2 to 2 players, not 3"},
		{"allies in a row", url.Values{"mode": {"team"}, "half_a": {hammer}, "half_b": {anvil}, "player": {"Anna", "Ben", "Carla", "Dirk"},
			"army": {"unsc_1", "unsc_2", "covenant_1", "covenant_2"}}, "Anna and Ben are on the same team"},
		{"last player with two", url.Values{"mode": {"one_on_one"}, "board": {hammer}, "player": three[:2], "teleporter_option": {"last"}},
			"This mobile teleporter option does not fit this game"},
	} {
		c.form.Set("name", "Freitag")
		c.form.Set("step", "grid")
		code, page := s.postForm("/games/legendary?lang=en", c.form, nil)
		if code != http.StatusUnprocessableEntity || !strings.Contains(page, c.want) {
			t.Errorf("%s: %d %s", c.name, code, excerpt(page, `role="alert"`))
			continue
		}
		if !strings.Contains(page, `data-testid="next"`) || !strings.Contains(page, `value="Freitag"`) || !strings.Contains(page, `value="Anna"`) {
			t.Errorf("%s: the first step did not keep what was entered", c.name)
		}
	}
	joined := url.Values{"name": {"Freitag"}, "step": {"grid"}, "mode": {"slayer"}, "half_a": {anvil}, "half_b": {other}, "player": three}
	if code, page := s.postForm("/games/legendary?lang=en", joined, nil); code != http.StatusOK || !strings.Contains(page, `data-testid="create"`) {
		t.Errorf("halves with the same ids: %d %s", code, excerpt(page, `role="alert"`))
	}
	// Armies the table chose are kept; Herald completes the others.
	page, _ := s.legendaryStepOne(url.Values{"mode": {"team"}, "half_a": {hammer}, "half_b": {anvil},
		"player": {"Anna", "Ben", "Carla", "Dirk"}, "army": {"", "unsc_2", "", ""}})
	if !strings.Contains(page, "Anna · Covenant 1") || !strings.Contains(page, "Ben · UNSC 2") || !strings.Contains(page, "Carla · Covenant 2") || !strings.Contains(page, "Dirk · UNSC 1") {
		t.Errorf("armies: %s", excerpt(page, `data-testid="seat-0"`))
	}
	// Back to the first step keeps it all.
	_, fields := s.legendaryStepOne(url.Values{"mode": {"slayer"}, "teams": {"1"}, "half_a": {hammer}, "half_b": {anvil},
		"player": {"Anna", "Ben", "Carla", "Dirk"}})
	fields.Set("step", "back")
	code, page := s.postForm("/games/legendary?lang=en", fields, nil)
	if code != 200 || !strings.Contains(page, `value="slayer" checked`) || !strings.Contains(page, `name="teams" value="1" checked`) ||
		!strings.Contains(page, `value="Dirk"`) || !strings.Contains(page, `<option value="anvil@1" selected`) {
		t.Errorf("back: %d", code)
	}
	if strings.Contains(page, "newlegendary.") {
		t.Error("a catalogue key shows as itself")
	}
	_, de := s.get("/games/new?edition=halo_legendary")
	if strings.Contains(de, "newlegendary.") || !strings.Contains(de, "Schlachtfeld für 3–5 Spieler") {
		t.Error("the German page lacks words")
	}
}

// The API takes a Halo Legendary set-up whole: One-on-One with the neutral
// Flood added by Herald, an Objective game on two joined halves; without a
// board it says why.
func TestAPILegendaryGame(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, legendary.ID)
	inland := s.legendaryBoard("ic", "Inland Canyon", 26, legendary.ID)
	pulse := s.legendaryBoard("pg", "Pulse Grid 01", 26, legendary.ID)

	// claim deals territory k of ids to seat k mod seats, 1 unit each (2
	// for the neutral Flood), the rest on each seat's first territory.
	claim := func(ids []string, seats int, want func(seat int) int) (map[string]int, map[string]int, []string) {
		owners, units, first := map[string]int{}, map[string]int{}, make([]string, seats)
		have := make([]int, seats)
		for k, id := range ids {
			seat := k % seats
			owners[id], units[id] = seat, 1
			if seats == 3 && seat == 2 && len(ids) == 31 {
				units[id] = 2
			}
			have[seat] += units[id]
			if first[seat] == "" {
				first[seat] = id
			}
		}
		for seat := range seats {
			units[first[seat]] += want(seat) - have[seat]
		}
		return owners, units, first
	}
	var ids []string
	for i := 1; i <= 31; i++ {
		ids = append(ids, fmt.Sprintf("hammer%02d", i))
	}
	owners, units, first := claim(ids, 3, func(seat int) int {
		if seat == 2 {
			return legendary.NeutralFloodUnits
		}
		return 30
	})
	in := map[string]any{
		"edition": legendary.ID, "board": hammer, "mode": legendary.ModeOneOnOne, "teleporter_option": legendary.TeleportersEach,
		"owners": owners, "units": units, "teleporters": [][2]string{{"hammer01", "hammer30"}},
		"players": []map[string]any{
			{"name": "Anna", "house": legendary.UNSC1, "base": first[0], "hero": first[0]},
			{"name": "Ben", "house": legendary.Covenant1, "base": first[1], "hero": first[1]},
		},
	}
	code, st := s.postJSON("/api/games?lang=en", in)
	if code != http.StatusCreated {
		t.Fatalf("One-on-One: %d %v", code, st)
	}
	ps := st["players"].([]any)
	if len(ps) != 3 || ps[2].(map[string]any)["neutral"] != true || ps[2].(map[string]any)["name"] != "Neutral Flood" || ps[2].(map[string]any)["units"] != float64(48) {
		t.Errorf("players %v", ps)
	}
	if o := legendaryOptions(t, s.lastSetup()); len(o.Teleporters) != 1 || o.TeleporterOption != legendary.TeleportersEach {
		t.Errorf("teleporters %v %q", o.Teleporters, o.TeleporterOption)
	}

	// Objective on the Ring: Inland Canyon + Pulse Grid 01.
	ids = nil
	for _, h := range []string{"ic", "pg"} {
		for i := 1; i <= 26; i++ {
			ids = append(ids, fmt.Sprintf("%s%02d", h, i))
		}
	}
	owners, units, first = claim(ids, 3, func(int) int { return 30 })
	var players []map[string]any
	for i, h := range []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood} {
		players = append(players, map[string]any{"name": []string{"Anna", "Ben", "Carla"}[i], "house": h, "base": first[i], "hero": first[i]})
	}
	in = map[string]any{
		"edition": legendary.ID, "board": inland + "+" + pulse, "mode": legendary.ModeObjective, "teleporter_option": legendary.TeleportersLast,
		"owners": owners, "units": units, "teleporters": [][2]string{{"ic05", "pg20"}}, "players": players,
	}
	if code, st := s.postJSON("/api/games", in); code != http.StatusCreated || st["board"] != "ic@1+pg@1" {
		t.Fatalf("Objective on the Ring: %d %v", code, st)
	}
	// Two pairs where only the last player places one: refused in words.
	in["teleporters"] = [][2]string{{"ic05", "pg20"}, {"ic07", "pg21"}}
	if code, out := s.postJSON("/api/games?lang=en", in); code != http.StatusUnprocessableEntity || !strings.Contains(out["error"].(string), "2 pairs of mobile teleporters are too many") {
		t.Errorf("two pairs: %d %v", code, out)
	}
	// No board: the edition ships none.
	delete(in, "board")
	if code, out := s.postJSON("/api/games?lang=en", in); code != http.StatusBadRequest || !strings.Contains(out["error"].(string), "Choose the board") {
		t.Errorf("no board: %d %v", code, out)
	}
	if list, _ := s.store.Games(context.Background()); len(list) != 2 {
		t.Errorf("%d games stored, want 2", len(list))
	}
}

// A board just created in the editor has no territory yet: it is listed,
// not offered, and refused in words when named anyway.
func TestLegendaryEmptyBoardIsNotPlayable(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/new", url.Values{"name": {"Hammer"}, "edition": {legendary.ID}})
	if _, page := s.get("/games/new?edition=halo_legendary&lang=en"); !strings.Contains(page, `data-testid="to-boards"`) {
		t.Error("an empty board counts as a board to play on")
	}
	anvil := s.legendaryBoard("anvil", "Anvil", 29, legendary.ID)
	_, page := s.get("/games/new?edition=halo_legendary&lang=en")
	if !strings.Contains(page, `<option value="hammer@1" disabled>`) || !strings.Contains(page, `<option value="anvil@1" selected>`) {
		t.Errorf("board choices: %s", excerpt(page, `data-testid="board"`))
	}
	form := url.Values{"mode": {"objective"}, "half_a": {"hammer@1"}, "half_b": {anvil}, "player": {"Anna", "Ben", "Carla"}, "step": {"grid"}}
	if code, page := s.postForm("/games/legendary?lang=en", form, nil); code != 422 || !strings.Contains(page, "The board “Hammer” cannot be played as it is yet") {
		t.Errorf("empty half: %d %s", code, excerpt(page, `role="alert"`))
	}
	code, out := s.postJSON("/api/games?lang=en", map[string]any{"edition": legendary.ID, "board": "hammer@1", "mode": "one_on_one",
		"teleporter_option": "each", "players": []map[string]any{{"name": "Anna", "house": "unsc_1"}, {"name": "Ben", "house": "covenant_1"}}})
	if msg, _ := out["error"].(string); code != http.StatusBadRequest || !strings.Contains(msg, "cannot be played") {
		t.Errorf("API on an empty board: %d %v", code, out)
	}
}

// "WÄHLEN SIE EIN SCHLACHTFELD": the Ring is Inland Canyon + Pulse Grid 01,
// Forge Anvil + Hammer, and 2 players play on Hammer or Anvil. The table
// names its own boards, so other boards are played with a warning.
func TestLegendaryWarnsOfBoardsThatAreNoBattlefield(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, legendary.ID)
	inland := s.legendaryBoard("ic", "Inland Canyon", 26, legendary.ID)
	pulse := s.legendaryBoard("pg", "Pulse Grid 01", 26, legendary.ID)
	names := []string{"Anna", "Ben", "Carla"}
	for _, c := range []struct {
		mode, board, a, b string
		players           int
		warn              bool
	}{
		{legendary.ModeObjective, "", inland, pulse, 3, false},
		{legendary.ModeObjective, "", hammer, inland, 3, true},
		{legendary.ModeOneOnOne, hammer, "", "", 2, false},
		{legendary.ModeOneOnOne, inland, "", "", 2, true},
	} {
		form := url.Values{"name": {"Freitag"}, "mode": {c.mode}, "teleporter_option": {legendary.TeleportersEach},
			"board": {c.board}, "half_a": {c.a}, "half_b": {c.b}, "player": names[:c.players]}
		page, _ := s.legendaryStepOne(form)
		if got := strings.Contains(page, `data-testid="battlefield-warning"`); got != c.warn {
			t.Errorf("%s on %s %s%s: warning %v, want %v", c.mode, c.board, c.a, c.b, got, c.warn)
		}
	}
}
