package handlers_test

import (
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"herald/engine"
	"herald/engine/enginetest"
)

// endStates is enginetest.RoundEnds, failing the test on a log that does not
// replay.
func endStates(t *testing.T, b *engine.Board, events []engine.Event) []*engine.State {
	t.Helper()
	ends, err := enginetest.RoundEnds(b, events)
	if err != nil {
		t.Fatal(err)
	}
	return ends
}

// shownSpot is one territory on a page's picture.
type shownSpot struct {
	owner, units string
	changed      bool
}

// storyBoardSpots reads the summary's board round by round from a page
// or fragment: the round it says it shows and each territory's owner,
// units and whether it is marked as taken in that round.
func storyBoardSpots(t *testing.T, body string) (round string, spots map[string]shownSpot) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	sec := find(doc, func(n *html.Node) bool { return attr(n, "id") == "story-board" })
	if sec == nil {
		t.Fatal("no board round by round on the page")
	}
	spots = map[string]shownSpot{}
	for _, n := range all(sec, func(n *html.Node) bool { return attr(n, "data-t") != "" }) {
		spots[attr(n, "data-t")] = shownSpot{attr(n, "data-owner"), attr(n, "data-units"), strings.Contains(" "+attr(n, "class")+" ", " changed ")}
	}
	return attr(sec, "data-round"), spots
}

// checkRound checks the board a page shows against the state at the end
// of round r: every territory with its owner and units, those whose owner
// differs from the end of the round before marked, no other.
func checkRound(t *testing.T, body string, ends []*engine.State, r int) {
	t.Helper()
	round, spots := storyBoardSpots(t, body)
	if round != strconv.Itoa(r) {
		t.Fatalf("the board shows round %s, want %d", round, r)
	}
	st := ends[r]
	if len(spots) != len(st.Owner) {
		t.Fatalf("round %d: %d territories on the picture, the board has %d", r, len(spots), len(st.Owner))
	}
	for i := range st.Owner {
		id := st.Board.Territories[i].ID
		taken := r > 0 && ends[r-1].Owner[i] != st.Owner[i]
		want := shownSpot{strconv.Itoa(st.Owner[i]), strconv.Itoa(st.Units[i]), taken}
		if got := spots[id]; got != want {
			t.Errorf("round %d, %s: owner %s, %s units, taken %v; the replay: owner %s, %s units, taken %v", r, id, got.owner, got.units, got.changed, want.owner, want.units, want.changed)
		}
	}
}

// Issue 30 item 6: the summary of a game on a board with a picture shows
// the board at the end of a round as the log's replay has it there: the
// final board without ?round=, each round with it (the page without
// script, its links and its slider's form), and the section alone to
// htmx's steps; the picture is read-only (no territory a control or a
// choice). A Game of Thrones game and a classic one.
func TestSummaryBoardRoundByRound(t *testing.T) {
	for _, game := range []struct{ dir, file string }{
		{recordedDir, "got/two_players_trade_and_takeover.json"},
		{"../editions/classic/testdata/games", "two_players_trades_escalate.json"},
	} {
		t.Run(game.file, func(t *testing.T) {
			g := enginetest.Load(t, filepath.Join(game.dir, game.file))
			s := newServer(t)
			id := s.storeGame(g, s.storeBoards(g), len(g.Events))
			board := enginetest.Board(t, game.dir, g)
			if !board.HasPicture() {
				t.Fatalf("board %s has no picture", g.Board)
			}
			ends := endStates(t, board, enginetest.Events(t, g))
			last := len(ends) - 1
			if last < 3 {
				t.Fatalf("%d rounds: too few to step through", last)
			}
			path := "/games/" + strconv.FormatInt(id, 10) + "/summary"
			page := s.page(path, "en")
			checkRound(t, page, ends, last)
			mustContain(t, page, "Round "+strconv.Itoa(last)+" of "+strconv.Itoa(last), `href="`+path+`?round=`+strconv.Itoa(last-1)+`#story-board"`)
			for _, r := range []int{0, 1, last / 2, last - 1} {
				code, body, _ := s.do("GET", path+"?round="+strconv.Itoa(r)+"&lang=de", "", nil, nil)
				if code != http.StatusOK {
					t.Fatalf("round %d: %d", r, code)
				}
				checkRound(t, body, ends, r)
				code, frag, hdr := s.do("GET", path+"?round="+strconv.Itoa(r), "", nil, map[string]string{"HX-Request": "true", "HX-Target": "story-board"})
				if code != http.StatusOK || strings.Contains(frag, "<html") || strings.Contains(frag, "summary-dice") {
					t.Fatalf("round %d to htmx: %d, the whole page or more than the board: %.200s", r, code, frag)
				}
				if vary := strings.Join(hdr.Values("Vary"), ", "); !strings.Contains(vary, "HX-Target") {
					t.Errorf("round %d to htmx: Vary %q does not name HX-Target", r, vary)
				}
				checkRound(t, frag, ends, r)
				// Read-only: no territory is a control or carries a choice.
				for _, no := range []string{`role="button"`, "tabindex", "data-place", "data-attack", "data-maneuver", "data-modes"} {
					if strings.Contains(frag, no) {
						t.Errorf("round %d: the board to look at has %s", r, no)
					}
				}
			}
			if code, body, _ := s.do("GET", path+"?round=1&lang=de", "", nil, nil); code != http.StatusOK || !strings.Contains(body, "Runde 1 von "+strconv.Itoa(last)) {
				t.Errorf("German: %d, no %q", code, "Runde 1 von "+strconv.Itoa(last))
			}
		})
	}
}

// Issue 30 item 6: ?round= is read strictly: anything but a round the
// game has (a word, a sign, a fraction, past the last, twice, empty) is
// answered 400 with a sentence above the final board; other parameters
// are left alone as on every page. A board without a picture has no
// board round by round, and its ?round= is not read.
func TestSummaryBoardRoundRefused(t *testing.T) {
	s := newServer(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "got/two_players_trade_and_takeover.json"))
	id := s.storeGame(g, s.storeBoards(g), len(g.Events))
	ends := endStates(t, enginetest.Board(t, recordedDir, g), enginetest.Events(t, g))
	last := len(ends) - 1
	path := "/games/" + strconv.FormatInt(id, 10) + "/summary"
	for _, q := range []string{"round=x", "round=-1", "round=%2B1", "round=1.0", "round=" + strconv.Itoa(last+1), "round=1&round=2", "round=", "round=99999999999999999999"} {
		code, body, _ := s.do("GET", path+"?lang=en&"+q, "", nil, nil)
		if code != http.StatusBadRequest || !strings.Contains(body, "This game has no such round: its rounds go from 0 to "+strconv.Itoa(last)+".") {
			t.Errorf("?%s: %d, want 400 with the sentence", q, code)
			continue
		}
		checkRound(t, body, ends, last)
	}
	code, body, _ := s.do("GET", path+"?lang=en&round=2&pick=attack", "", nil, nil)
	if code != http.StatusOK || strings.Contains(body, "no such round") {
		t.Errorf("?round=2 with another parameter: %d", code)
	}

	h := enginetest.Load(t, filepath.Join(recordedDir, "halowars/basic_training_three_achievements.json"))
	hid := s.storeGame(h, s.storeBoards(h), len(h.Events))
	code, body, _ = s.do("GET", "/games/"+strconv.FormatInt(hid, 10)+"/summary?round=x", "", nil, nil)
	if code != http.StatusOK || strings.Contains(body, `id="story-board"`) {
		t.Errorf("a board without a picture: %d, board round by round shown: %v", code, strings.Contains(body, `id="story-board"`))
	}
	// The section says why it has no board (a player's audit found it
	// simply missing); a shipped board offers no photo of the table's.
	if !strings.Contains(body, `data-testid="story-board-none"`) || !strings.Contains(body, "Dieses Spielbrett hat noch kein Bild") || strings.Contains(body, "story-board-photo") {
		t.Errorf("a shipped board without a picture: no sentence, or a photo offered:\n%s", excerpt(body, "story-board-none"))
	}
	// A board the table entered leads to its photo in the board editor.
	l := enginetest.Load(t, filepath.Join(recordedDir, "legendary/one_on_one_campaign.json"))
	ref := s.storeBoards(l)
	lid := s.storeGame(l, ref, len(l.Events))
	_, body = s.get("/games/" + strconv.FormatInt(lid, 10) + "/summary?lang=en")
	board, _, _ := strings.Cut(ref, "@")
	if !strings.Contains(body, `href="/boards/`+board+`#photo" data-testid="story-board-photo"`) {
		t.Errorf("a table's board (%s) without a picture: no way to its photo:\n%s", ref, excerpt(body, "story-board-none"))
	}
}
