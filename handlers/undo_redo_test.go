package handlers_test

import (
	"database/sql"
	"encoding/json"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/handlers"
	"herald/store"
)

// serverAt is newServer on a given database file, closed by the returned
// function (or at the end of the test), so a test can restart Herald on
// the same file.
func serverAt(t *testing.T, path string) (*server, func()) {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handlers.New(st))
	done := false
	stop := func() {
		if !done {
			done = true
			srv.Close()
			st.Close()
		}
	}
	t.Cleanup(stop)
	return &server{t: t, srv: srv, store: st}, stop
}

// rawState is the API's state of game 1 as sent, for exact comparison.
func (s *server) rawState() string {
	s.t.Helper()
	code, body, _ := s.do("GET", "/api/games/1", "", nil, map[string]string{"Accept-Language": "en"})
	if code != 200 {
		s.t.Fatalf("state: %d %s", code, body)
	}
	return body
}

// lastText is the newest event of game 1 in plain words, in lang.
func (s *server) lastText(lang string) string {
	s.t.Helper()
	_, body, _ := s.do("GET", "/api/games/1/events", "", nil, map[string]string{"Accept-Language": lang})
	var evs []struct {
		Text []string `json:"text"`
	}
	if err := json.Unmarshal([]byte(body), &evs); err != nil || len(evs) == 0 {
		s.t.Fatalf("events: %v %s", err, body)
	}
	return strings.Join(evs[len(evs)-1].Text, " ")
}

var buttonText = regexp.MustCompile(`(?s)<button[^>]*data-testid="(undo|redo)"[^>]*><span class="undo-text">(.*?)</span>`)

// buttons is what the game page's undo and redo buttons say, in lang.
func (s *server) buttons(lang string) map[string]string {
	s.t.Helper()
	code, body, _ := s.do("GET", "/games/1", "", nil, map[string]string{"Accept-Language": lang})
	if code != 200 {
		s.t.Fatalf("game page: %d", code)
	}
	out := map[string]string{}
	for _, m := range buttonText.FindAllStringSubmatch(body, -1) {
		out[m[1]] = html.UnescapeString(m[2])
	}
	return out
}

// battleGame sets up game 1: Anna has placed on Harrenhal (20) facing King's
// Landing (20) and rolled one battle with Herald's dice.
func battleGame(t *testing.T, s *server) state {
	t.Helper()
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 20}, "kings_landing": {2, 20}})
	if code, out := s.event(st, "place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace}); code != http.StatusCreated {
		t.Fatalf("place: %d %v", code, out)
	}
	return s.roll(s.state(st.ID))
}

func (s *server) roll(st state) state {
	s.t.Helper()
	code, out := s.event(st, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "roll": true, "attackers": 3, "defenders": 2})
	if code != http.StatusCreated {
		s.t.Fatalf("roll: %d %v", code, out)
	}
	return s.state(st.ID)
}

func (s *server) undoRedo(what string, seq int) (int, map[string]any) {
	s.t.Helper()
	return s.postJSON("/api/games/1/"+what, map[string]any{"seq": seq})
}

// The undo button says what it undoes, in the history's words, German and
// English; after undo the redo button names the same event.
func TestUndoAndRedoNameTheEvent(t *testing.T) {
	s := newServer(t)
	st := battleGame(t, s)
	de, en := s.lastText("de"), s.lastText("en")
	if !strings.Contains(de, "Harrenhal") || !strings.Contains(en, "Harrenhal") {
		t.Fatalf("the last event is not the battle: %q / %q", de, en)
	}
	if b := s.buttons("de"); b["undo"] != "Rückgängig: "+de || b["redo"] != "" {
		t.Errorf("German buttons %q, want undo %q and no redo", b, "Rückgängig: "+de)
	}
	if b := s.buttons("en"); b["undo"] != "Undo: "+en {
		t.Errorf("English buttons %q, want undo %q", b, "Undo: "+en)
	}
	// One undo control, beside the action, not a second in the history.
	_, body, _ := s.do("GET", "/games/1", "", nil, nil)
	if n := strings.Count(body, `data-testid="undo"`); n != 1 {
		t.Errorf("%d undo controls on the page, want 1", n)
	}
	if strings.Index(body, `data-testid="undo"`) > strings.Index(body, `data-testid="action"`) {
		t.Errorf("the undo control comes after the action panel")
	}

	if code, out := s.undoRedo("undo", st.Seq); code != 200 {
		t.Fatalf("undo: %d %v", code, out)
	}
	b := s.buttons("de")
	if b["redo"] != "Wiederherstellen: "+de {
		t.Errorf("after undo the redo says %q, want %q", b["redo"], "Wiederherstellen: "+de)
	}
	if !strings.HasPrefix(b["undo"], "Rückgängig: ") || strings.Contains(b["undo"], "Harrenhal aus an") {
		t.Errorf("after undo the undo says %q, want the placement", b["undo"])
	}
	if b := s.buttons("en"); b["redo"] != "Redo: "+en {
		t.Errorf("English redo %q", b["redo"])
	}
}

// Undo then redo gives back the identical state; two undos and two redos
// too, in order; the pages' redo form does the same as the API.
func TestRedoRestoresTheIdenticalState(t *testing.T) {
	s := newServer(t)
	st := battleGame(t, s)
	one := s.rawState()
	st = s.roll(st)
	two := s.rawState()

	if code, out := s.undoRedo("undo", st.Seq); code != 200 {
		t.Fatalf("undo: %d %v", code, out)
	}
	if got := s.rawState(); got != one {
		t.Fatalf("undo did not give back the state after the first battle")
	}
	if code, out := s.undoRedo("redo", st.Seq-1); code != 200 || int(out["seq"].(float64)) != st.Seq {
		t.Fatalf("redo: %d %v", code, out)
	}
	if got := s.rawState(); got != two {
		t.Errorf("undo + redo changed the state:\n%s\nwant\n%s", got, two)
	}
	if code, out := s.undoRedo("redo", st.Seq); code != http.StatusUnprocessableEntity || out["key"] != "redo.nothing" {
		t.Errorf("redo with nothing undone: %d %v", code, out)
	}

	// Two undos, two redos.
	for i := range 2 {
		if code, out := s.undoRedo("undo", st.Seq-i); code != 200 {
			t.Fatalf("undo %d: %d %v", i+1, code, out)
		}
	}
	if code, out := s.undoRedo("redo", st.Seq); code != http.StatusConflict {
		t.Errorf("redo from a stale seq: %d %v", code, out)
	}
	if code, out := s.undoRedo("redo", st.Seq-2); code != 200 {
		t.Fatalf("first redo: %d %v", code, out)
	}
	if got := s.rawState(); got != one {
		t.Errorf("the first redo did not give back the first battle")
	}
	// The second through the page's form, as htmx sends it.
	code, body := s.postForm("/games/1/redo", url.Values{"seq": {strconv.Itoa(st.Seq - 1)}}, map[string]string{"HX-Request": "true"})
	if code != 200 || strings.Contains(body, "<html") || !strings.Contains(body, `id="game"`) {
		t.Fatalf("redo form: %d", code)
	}
	if got := s.rawState(); got != two {
		t.Errorf("two undos and two redos changed the state")
	}
	if b := s.buttons("de"); b["redo"] != "" {
		t.Errorf("redo still offered: %q", b["redo"])
	}
}

// A new action after undo ends the redo.
func TestNewActionAfterUndoEndsRedo(t *testing.T) {
	s := newServer(t)
	st := battleGame(t, s)
	if code, out := s.undoRedo("undo", st.Seq); code != 200 {
		t.Fatalf("undo: %d %v", code, out)
	}
	st = s.roll(s.state(st.ID))
	if b := s.buttons("de"); b["redo"] != "" {
		t.Errorf("redo offered after a new action: %q", b["redo"])
	}
	n := s.events(st.ID)
	if code, out := s.undoRedo("redo", st.Seq); code != http.StatusUnprocessableEntity || out["key"] != "redo.nothing" || !strings.Contains(out["error"].(string), "wiederherzustellen") {
		t.Errorf("redo after a new action: %d %v", code, out)
	}
	if s.events(st.ID) != n {
		t.Error("a refused redo changed the log")
	}
}

// What was undone can still be redone after Herald restarts on the same
// database file.
func TestRedoSurvivesARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "herald.db")
	s, stop := serverAt(t, path)
	st := battleGame(t, s)
	want := s.rawState()
	de := s.lastText("de")
	if code, out := s.undoRedo("undo", st.Seq); code != 200 {
		t.Fatalf("undo: %d %v", code, out)
	}
	stop()

	s, _ = serverAt(t, path)
	if b := s.buttons("de"); b["redo"] != "Wiederherstellen: "+de {
		t.Errorf("after the restart the redo says %q, want %q", b["redo"], "Wiederherstellen: "+de)
	}
	if code, out := s.undoRedo("redo", st.Seq-1); code != 200 {
		t.Fatalf("redo after the restart: %d %v", code, out)
	}
	if got := s.rawState(); got != want {
		t.Errorf("redo after a restart gave another state")
	}
}

// A redo goes through the rules like a new action: one they refuse on the
// current state is refused with its sentence and nothing is recorded.
func TestRedoTheRulesRefuseIsNotRecorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "herald.db")
	s, _ := serverAt(t, path)
	st := battleGame(t, s)
	// An undone event the rules refuse here (placing on an enemy's
	// territory in the attack phase), as if written by an older Herald.
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`INSERT INTO undone (game_id, seq, type, payload, created_at) VALUES (1, ?, 'place', '{"territory":"kings_landing","units":3}', '2026-01-01T00:00:00.000000000Z')`, st.Seq+1); err != nil {
		t.Fatal(err)
	}
	if b := s.buttons("en"); b["redo"] != "Redo" {
		t.Errorf("the redo of a refused event says %q, want the bare verb", b["redo"])
	}
	n := s.events(st.ID)
	code, out := s.undoRedo("redo", st.Seq)
	if code != http.StatusUnprocessableEntity || out["error"] == "" || out["key"] == "redo.nothing" {
		t.Errorf("refused redo: %d %v", code, out)
	}
	if s.events(st.ID) != n {
		t.Error("a refused redo was recorded")
	}
	code, body := s.postForm("/games/1/redo", url.Values{"seq": {strconv.Itoa(st.Seq)}}, map[string]string{"HX-Request": "true", "Accept-Language": "en"})
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, `role="alert"`) {
		t.Errorf("refused redo form: %d\n%s", code, excerpt(body, "alert"))
	}
}
