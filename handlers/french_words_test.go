package handlers_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/i18n"
	"herald/i18n/i18ntest"
	"herald/maps"
	"herald/views"
)

// Every page of Herald beside the game and board pages (which views'
// TestFrenchPagesHaveNoGermanOrEnglishWords reads at every step), in
// French: the list of games, the join panel, the new-game form of every
// edition, the boards, every board's editor, the dice, records and odds
// pages, and for each recorded game of every edition, half-way and at
// its end, its game page, summary, dice, every seat's cards and link.
// None holds a German or English word of Herald's interface or a bare
// catalogue key (issue 31). Skipped until French is offered.
func TestFrenchPagesEverywhereHaveNoGermanOrEnglishWords(t *testing.T) {
	if !slices.Contains(i18n.Languages, "fr") {
		t.Skip("French is not offered yet (i18n.Languages): the scan runs once every key has its French sentence")
	}
	s := newServer(t)
	pages, names := s.storeRecordedGames()
	pages = append(pages, s.seatPhonePages()...)
	paths := []string{"/", "/games/new", "/boards", "/boards/new", "/dice", "/records", "/odds",
		"/odds?attacking=12&defending=9&attack_hero=1", "/odds?attacking=5&defending=1000&attack_dice_max=1&defend_bonus=3&target=99",
		"/games/1/summary?round=999", "/games/999999"}
	for _, e := range views.SetupEditions() {
		paths = append(paths, "/games/new?edition="+e.ID())
		names = append(names, e.Title(views.Ctx{Lang: "en"}), e.Title(views.Ctx{Lang: "fr"}))
	}
	paths = append(paths, s.boardEditors()...)
	for _, p := range paths {
		pages = append(pages, frenchPage{path: p})
	}
	for _, id := range maps.IDs() {
		b, err := maps.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, i18ntest.BoardNames(b)...)
	}
	// A board's "source" is the text its maker wrote about it (the test
	// boards' in English), shown as written: data, like a name.
	boardFiles, _ := filepath.Glob(filepath.Join(recordedDir, "boards", "*.json"))
	var sources []string
	for _, f := range boardFiles {
		var meta struct{ Source string }
		if data, err := os.ReadFile(f); err == nil && json.Unmarshal(data, &meta) == nil {
			sources = append(sources, meta.Source)
		}
	}
	names = append(names, sources...)
	asWritten := i18ntest.ProperNames(sources) // their punctuation is their maker's
	names = append(names, i18ntest.KeptAsPrinted()...)
	proper := i18ntest.ProperNames(names)
	found := map[string]string{} // leftover → a page showing it
	tight := map[string]string{} // a colon or semicolon set without its space → a page showing it
	for _, p := range pages {
		code, body, _ := s.do("GET", p.path, "", nil, map[string]string{"Cookie": strings.Join(append([]string{"herald_lang=fr"}, p.cookie...), "; ")})
		if code >= http.StatusInternalServerError {
			t.Errorf("GET %s: %d", p.path, code)
		}
		text := i18ntest.VisibleText(body)
		for _, l := range i18ntest.Leftovers(proper.Replace(text)) {
			found[l] = p.path
		}
		for _, m := range i18ntest.TightPunctuation(asWritten.Replace(text)) {
			tight[m] = p.path
		}
	}
	for m, p := range tight {
		t.Errorf("French sets a space before a colon or semicolon: %q (%s)", m, p)
	}
	list := make([]string, 0, len(found))
	for l, p := range found {
		list = append(list, l+" ("+p+")")
	}
	sort.Strings(list)
	for _, l := range list {
		t.Errorf("not French on a French page: %s", l)
	}
}

// frenchPage is a page to read, with the cookies of the phone asking.
type frenchPage struct {
	path   string
	cookie []string
}

// storeRecordedGames stores every recorded game half-way and whole, and
// returns the pages of each, at the table and on the first player's
// phone, and the proper names they show (boards, players).
func (s *server) storeRecordedGames() (pages []frenchPage, names []string) {
	files, err := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		s.t.Fatalf("no recorded games: %v", err)
	}
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(s.t, path)
		board := enginetest.Board(s.t, recordedDir, g)
		st, err := engine.Replay(board, enginetest.Events(s.t, g))
		if err != nil {
			s.t.Fatalf("%s: %v", path, err)
		}
		names = append(names, i18ntest.BoardNames(board)...)
		for _, p := range st.Players {
			names = append(names, p.Name)
		}
		ref := s.storeBoards(g)
		for _, n := range []int{(len(g.Events) + 1) / 2, len(g.Events)} {
			id := s.storeGame(g, ref, n)
			game := "/games/" + strconv.FormatInt(id, 10)
			for _, p := range []string{"", "/board", "/summary", "/dice", "/me"} {
				pages = append(pages, frenchPage{path: game + p})
			}
			for p := range st.Players {
				pages = append(pages, frenchPage{path: game + "/cards/" + strconv.Itoa(p)}, frenchPage{path: game + "/seats/" + strconv.Itoa(p)})
			}
			phone := []string{s.takeSeat(id, s.issueSeat(id, 0, "GET"))}
			for _, p := range []string{"", "/me", "/cards/0", "/seats/1"} {
				pages = append(pages, frenchPage{path: game + p, cookie: phone})
			}
		}
	}
	return pages, names
}

// seatPhonePages are the pages of a phone whose seat the table issued
// anew (it is told so), and of a phone asking another seat's link.
func (s *server) seatPhonePages() []frenchPage {
	id, game, anna, ben := s.seatedGame()
	s.issueSeat(id, 1, "POST")
	return []frenchPage{{path: game + "/me", cookie: []string{ben}}, {path: game + "/seats/1", cookie: []string{anna}}, {path: game + "/seats/0"}}
}

var boardLink = regexp.MustCompile(`href="(/boards/[^"/?]+)"`)

// boardEditors are the editor pages of the boards the boards page lists.
func (s *server) boardEditors() []string {
	_, body := s.get("/boards")
	var out []string
	for _, m := range boardLink.FindAllStringSubmatch(body, -1) {
		if m[1] != "/boards/new" && !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	if len(out) < 4 {
		s.t.Fatalf("only %d boards listed", len(out))
	}
	return out
}
