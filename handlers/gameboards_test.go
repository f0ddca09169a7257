package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/handlers"
)

// apiGame is the part of the API's state a board test reads.
type apiGame struct {
	ID          int    `json:"id"`
	Seq         int    `json:"seq"`
	Board       string `json:"board"`
	Territories []struct {
		ID    string `json:"id"`
		Name  string `json:"name"`
		Owner int    `json:"owner"`
		Units int    `json:"units"`
	} `json:"territories"`
	Reinforcement struct {
		ToPlace int `json:"to_place"`
	} `json:"reinforcement"`
}

func (g apiGame) name(id string) string {
	for _, t := range g.Territories {
		if t.ID == id {
			return t.Name
		}
	}
	return ""
}

func (s *server) createOn(board string) (int, apiGame) {
	s.t.Helper()
	code, out := s.postJSON("/api/games?lang=en", map[string]any{
		"board": board,
		"players": []map[string]string{
			{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"},
		},
	})
	var g apiGame
	b, _ := json.Marshal(out)
	json.Unmarshal(b, &g)
	if code != http.StatusCreated {
		g.Board, _ = out["error"].(string)
	}
	return code, g
}

func (s *server) setupBoard(id int) string {
	s.t.Helper()
	evs, err := s.store.Events(context.Background(), int64(id))
	if err != nil {
		s.t.Fatal(err)
	}
	var setup engine.Setup
	if err := json.Unmarshal(evs[0].Payload, &setup); err != nil {
		s.t.Fatal(err)
	}
	return setup.Board
}

// A game keeps the version of the table's board it started on: version 2
// renames Winterfell, the running game still says Winterfell (also after
// a replay from the log), and a new game gets the new name.
func TestGameKeepsItsBoardVersion(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=westeros", nil) // westeros_2, version 1

	code, g1 := s.createOn("westeros_2@1")
	if code != http.StatusCreated {
		t.Fatalf("game on westeros_2@1: %d %s", code, g1.Board)
	}
	if g1.Board != "westeros_2@1" || g1.name("winterfell") != "Winterfell" {
		t.Fatalf("game 1 board %q, Winterfell is %q", g1.Board, g1.name("winterfell"))
	}
	if ref := s.setupBoard(g1.ID); ref != "westeros_2@1" {
		t.Errorf("setup event names board %q", ref)
	}
	if meta, _ := s.store.Game(context.Background(), int64(g1.ID)); meta.Board != "westeros_2@1" {
		t.Errorf("games.board is %q", meta.Board)
	}

	// Version 2: Winterfell renamed (the English page renames in English).
	s.redirect("/boards/westeros_2/territory?lang=en", url.Values{"version": {"1"}, "t": {"winterfell"}, "then": {"stay"},
		"name": {"Winterfell Keep"}, "region": {"the_north"}, "castle": {"1"},
		"link": {"barrowlands", "the_dreadfort", "the_wolfswood", "castle_black"}})
	if _, v := s.latest("westeros_2"); v != 2 {
		t.Fatalf("board at version %d, want 2", v)
	}

	// Game 1 plays on with version 1.
	var st apiGame
	s.getJSON("/api/games/"+strconv.Itoa(g1.ID)+"?lang=en", &st)
	var mine string
	for _, x := range st.Territories {
		if x.Owner == 0 {
			mine = x.ID
			break
		}
	}
	code, out := s.postJSON("/api/games/"+strconv.Itoa(g1.ID)+"/events?lang=en", map[string]any{
		"seq": st.Seq, "type": "place", "payload": map[string]any{"territory": mine, "units": st.Reinforcement.ToPlace}})
	if code != http.StatusCreated {
		t.Fatalf("place in game 1: %d %v", code, out)
	}
	// A fresh server has no cached state: it replays the log.
	fresh := httptest.NewServer(handlers.New(s.store))
	defer fresh.Close()
	resp, err := http.Get(fresh.URL + "/api/games/" + strconv.Itoa(g1.ID) + "?lang=en")
	if err != nil {
		t.Fatal(err)
	}
	var replayed apiGame
	json.NewDecoder(resp.Body).Decode(&replayed)
	resp.Body.Close()
	if resp.StatusCode != 200 || replayed.Seq != st.Seq+1 || replayed.name("winterfell") != "Winterfell" || replayed.Board != "westeros_2@1" {
		t.Errorf("replayed game 1: %d seq %d, Winterfell %q, board %q", resp.StatusCode, replayed.Seq, replayed.name("winterfell"), replayed.Board)
	}
	code, page, _ := s.do("GET", "/games/"+strconv.Itoa(g1.ID)+"?lang=en", "", nil, nil)
	if code != 200 || strings.Contains(page, "Winterfell Keep") {
		t.Errorf("game 1's page: %d, shows version 2's name: %v", code, strings.Contains(page, "Winterfell Keep"))
	}
	for _, path := range []string{"/games/" + strconv.Itoa(g1.ID) + "/dice", "/dice"} {
		if code, _ := s.get(path); code != 200 {
			t.Errorf("GET %s: %d", path, code)
		}
	}

	// The form offers the newest version; a new game gets it.
	_, form := s.get("/games/new?edition=got&lang=en")
	for _, want := range []string{`value="westeros_2@2"`, "Westeros (your board, version 2)", `value="westeros" selected`, "Westeros (shipped with Herald)"} {
		if !strings.Contains(form, want) {
			t.Errorf("new-game form lacks %q", want)
		}
	}
	if strings.Contains(form, "westeros_2@1") || strings.Contains(form, "arcadia") {
		t.Error("the form offers an old version or a board of another edition")
	}
	loc := s.redirect("/games", url.Values{"edition": {"got"}, "board": {"westeros_2@2"},
		"player": {"Anna", "Ben", "Carla"}, "house": {"stark", "lannister", "baratheon"}, "deal": {"herald"}, "deck": {"herald"}})
	id2, _ := strconv.Atoi(strings.TrimPrefix(loc, "/games/"))
	var g2 apiGame
	s.getJSON("/api/games/"+strconv.Itoa(id2)+"?lang=en", &g2)
	if g2.Board != "westeros_2@2" || g2.name("winterfell") != "Winterfell Keep" || s.setupBoard(id2) != "westeros_2@2" {
		t.Errorf("game 2 on %q (setup %q), Winterfell is %q", g2.Board, s.setupBoard(id2), g2.name("winterfell"))
	}
	// A game without a board named gets the shipped one.
	if code, g := s.createOn(""); code != http.StatusCreated || g.Board != "westeros" {
		t.Errorf("default board: %d %q", code, g.Board)
	}
}

// The table's deal is entered on the chosen board's territories; a board
// changed on the deal step gets its own grid first.
func TestTableDealUsesTheChosenBoard(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=westeros", nil)
	s.redirect("/boards/westeros_2/territory?lang=en", url.Values{"version": {"1"}, "t": {"winterfell"}, "then": {"stay"},
		"name": {"Winterfell Keep"}, "region": {"the_north"}, "castle": {"1"},
		"link": {"barrowlands", "the_dreadfort", "the_wolfswood", "castle_black"}})
	form := url.Values{"edition": {"got"}, "board": {"westeros_2@2"}, "player": {"Anna", "Ben", "Carla"},
		"house": {"stark", "lannister", "baratheon"}, "deal": {"table"}, "deck": {"table"}}
	code, page := s.postForm("/games?lang=en", form, nil)
	if code != 200 || !strings.Contains(page, `data-testid="deal-entry"`) || !strings.Contains(page, "Winterfell Keep") ||
		!strings.Contains(page, `name="deal_board" value="westeros_2@2"`) {
		t.Fatalf("deal step on westeros_2@2: %d, Winterfell Keep shown: %v", code, strings.Contains(page, "Winterfell Keep"))
	}
	// Deal every territory: i-th to seat i mod 3.
	spec, _ := s.latest("westeros_2")
	for i, tr := range spec.Territories {
		form.Set("owner_"+tr.ID, strconv.Itoa(i%3))
	}
	form.Set("step", "deal")
	form.Set("deal_board", "westeros")
	code, page = s.postForm("/games?lang=en", form, nil)
	if code != 200 || !strings.Contains(page, `name="deal_board" value="westeros_2@2"`) {
		t.Errorf("a grid made for another board was taken: %d", code)
	}
	form.Set("deal_board", "westeros_2@2")
	loc := s.redirect("/games", form)
	id, _ := strconv.Atoi(strings.TrimPrefix(loc, "/games/"))
	var g apiGame
	s.getJSON("/api/games/"+strconv.Itoa(id)+"?lang=en", &g)
	if g.Board != "westeros_2@2" || g.Territories[0].Owner != 0 || g.Territories[1].Owner != 1 {
		t.Errorf("table deal on %q: %+v", g.Board, g.Territories[:2])
	}
}

// A board of another edition is refused with a sentence: 422 on the
// form (which keeps what was entered), 400 on the API.
func TestBoardOfAnotherEditionRefused(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/new", url.Values{"name": {"Ring"}, "edition": {"halowars"}})
	form := url.Values{"edition": {"got"}, "board": {"ring@1"}, "name": {"Freitag"}, "player": {"Anna", "Ben", "Carla"},
		"house": {"stark", "lannister", "baratheon"}, "deal": {"herald"}, "deck": {"herald"}}
	code, page := s.postForm("/games?lang=en", form, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(page, "The board “Ring” is not a board of RISK Game of Thrones – Skirmish") ||
		!strings.Contains(page, `value="Freitag"`) {
		t.Errorf("form with a Halo Wars board: %d\n%s", code, excerpt(page, "alert"))
	}
	code, page = s.postForm("/games", form, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(page, "Das Brett „Ring“ gehört nicht zu RISIKO Game of Thrones – Gefecht") {
		t.Errorf("German form: %d\n%s", code, excerpt(page, "alert"))
	}
	for _, c := range []struct{ board, want string }{
		{"ring@1", "The board “Ring” is not a board of RISK Game of Thrones – Skirmish"},
		{"arcadia", "The board “Arcadia” is not a board of"},
		{"ring@7", "There is no board “ring@7”"},
		{"narnia", "There is no board “narnia”"},
	} {
		code, msg := s.createOn(c.board)
		if code != http.StatusBadRequest || !strings.Contains(msg.Board, c.want) {
			t.Errorf("API with board %s: %d %q, want 400 with %q", c.board, code, msg.Board, c.want)
		}
	}
	if list, _ := s.store.Games(context.Background()); len(list) != 0 {
		t.Errorf("refused games were stored: %v", list)
	}
}

// A game on a board whose links are open says once, quietly, that the
// table decides where Herald cannot tell; the API says it too.
func TestGamePageNotesOpenLinks(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=westeros", nil)
	s.redirect("/boards/westeros_2/links", url.Values{"version": {"1"}, "links_open": {"1"}})
	code, open := s.createOn("westeros_2@2")
	if code != http.StatusCreated {
		t.Fatalf("game on the open board: %d %s", code, open.Board)
	}
	_, closed := s.createOn("westeros")
	_, page := s.get("/games/" + strconv.Itoa(open.ID) + "?lang=en")
	if n := strings.Count(page, `data-testid="links-open-note"`); n != 1 || !strings.Contains(page, "attacks and maneuvers are the table&#39;s call") {
		t.Errorf("open board: %d notes", n)
	}
	if _, page := s.get("/games/" + strconv.Itoa(closed.ID)); strings.Contains(page, "links-open-note") {
		t.Error("the shipped Westeros shows the note")
	}
	var st struct {
		LinksOpen bool `json:"links_open"`
	}
	s.getJSON("/api/games/"+strconv.Itoa(open.ID), &st)
	if !st.LinksOpen {
		t.Error("the API does not say the links are open")
	}
}

// A group names a territory as its printed board does, in each language
// (name_de, name_en; maps/sources/westeros.de.json gives "Steinsepte" for
// Stoney Sept with one source only): a game on the renamed copy shows the
// new names, the German one no longer marked unverified; a name over 40 (issue 16, item 5)
// characters is refused naming the territory, the board unchanged.
func TestRenameTerritoryPerLanguageOnACopy(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=westeros", nil) // westeros_2, version 1
	_, editor := s.get("/boards/westeros_2?t=stoney_sept")
	if !strings.Contains(editor, `name="name_en"`) || !strings.Contains(editor, `value="Stoney Sept"`) {
		t.Fatal("the German editor offers no English name field for Stoney Sept")
	}
	form := url.Values{"version": {"1"}, "t": {"stoney_sept"}, "then": {"stay"},
		"name": {"Steinerne Septe"}, "name_en": {"Stony Sept"}, "region": {"the_riverlands"},
		"link": {"the_twins", "riverrun", "harrenhal", "the_trident", "golden_tooth"}}
	long := url.Values{}
	for k, v := range form {
		long[k] = v
	}
	long.Set("name_en", strings.Repeat("x", 41))
	code, page, _ := s.do("POST", "/boards/westeros_2/territory", "application/x-www-form-urlencoded", strings.NewReader(long.Encode()), nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(page, "Der Name von Steinsepte ist zu lang (höchstens 40 Zeichen).") {
		t.Fatalf("41-character name: %d", code)
	}
	if _, v := s.latest("westeros_2"); v != 1 {
		t.Fatalf("a refused name saved version %d", v)
	}
	s.redirect("/boards/westeros_2/territory", form)
	code, g := s.createOn("westeros_2@2")
	if code != http.StatusCreated {
		t.Fatalf("game on westeros_2@2: %d", code)
	}
	if got := g.name("stoney_sept"); got != "Stony Sept" {
		t.Errorf("English name in the game: %q", got)
	}
	var de apiGame
	s.getJSON("/api/games/"+strconv.Itoa(g.ID)+"?lang=de", &de)
	if got := de.name("stoney_sept"); got != "Steinerne Septe" {
		t.Errorf("German name in the game: %q", got)
	}
	_, page = s.get("/games/" + strconv.Itoa(g.ID) + "?lang=de")
	if !strings.Contains(page, "Steinerne Septe") || strings.Contains(page, "name-unverified-stoney_sept") || !strings.Contains(page, "name-unverified-sandstone") {
		t.Error("the game page lacks the group's name or still marks it unverified")
	}
}
