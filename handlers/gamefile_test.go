package handlers_test

// Moving a game (issue 16, item 6): export, import, and the refusals of a
// file that is not the game it says.

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
	"herald/store"
)

// fileLimit is the import's body limit (handlers.maxGameFile).
const fileLimit = 2 << 20

// recordedGames lists the recorded games of engine/testdata/games.
func recordedGames(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	var out []string
	for _, f := range files {
		if filepath.Base(filepath.Dir(f)) != "boards" {
			out = append(out, f)
		}
	}
	return out
}

// exported stores a recorded game whole and answers its export.
func (s *server) exported(path string) (int64, []byte) {
	s.t.Helper()
	g := enginetest.Load(s.t, path)
	id := s.storeGame(g, s.storeBoards(g), len(g.Events))
	code, body, h := s.do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export?secrets=1", "", nil, nil)
	if code != http.StatusOK {
		s.t.Fatalf("export: %d %s", code, body)
	}
	if cd := h.Get("Content-Disposition"); !strings.HasPrefix(cd, `attachment; filename=golden.herald.json`) {
		s.t.Errorf("Content-Disposition %q", cd)
	}
	return id, []byte(body)
}

// counts is the number of games and board versions in the store.
func (s *server) counts() (games, boards int) {
	s.t.Helper()
	ctx := context.Background()
	list, err := s.store.Games(ctx)
	if err != nil {
		s.t.Fatal(err)
	}
	bs, err := s.store.Boards(ctx)
	if err != nil {
		s.t.Fatal(err)
	}
	for _, b := range bs {
		boards += b.Version
	}
	return len(list), boards
}

func (s *server) importAPI(file []byte) (int, map[string]any) {
	s.t.Helper()
	code, body, _ := s.do("POST", "/api/games/import", "application/json", bytes.NewReader(file), map[string]string{"Accept-Language": "de"})
	var out map[string]any
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		s.t.Fatalf("import: not JSON (%d): %.300s", code, body)
	}
	return code, out
}

// importForm posts file through the home page's form.
func (s *server) importForm(file []byte) (int, string, http.Header) {
	s.t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	fw, _ := w.CreateFormFile("file", "spiel.json")
	fw.Write(file)
	w.Close()
	return s.do("POST", "/games/import", w.FormDataContentType(), &buf, map[string]string{"Accept-Language": "de"})
}

// Every recorded game travels: exported from one Herald, imported into
// a fresh one that has none of its table boards, it is the same game to
// the byte in the API (state and log), and its page shows the same board.
func TestGameFileRoundTrip(t *testing.T) {
	largest := 0
	for _, path := range recordedGames(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json"), func(t *testing.T) {
			from, to := newServer(t), newServer(t)
			id, file := from.exported(path)
			largest = max(largest, len(file))
			code, out := to.importAPI(file)
			if code != http.StatusCreated {
				t.Fatalf("import: %d %v", code, out)
			}
			nid := int64(out["id"].(float64))
			for _, p := range []string{"", "/events"} {
				a := from.body("/api/games/" + strconv.FormatInt(id, 10) + p)
				b := to.body("/api/games/" + strconv.FormatInt(nid, 10) + p)
				if !bytes.Equal(a, b) {
					t.Errorf("%s differs after the move: %s", p, firstDiff(b, a))
				}
			}
			_, pa, _ := from.do("GET", "/games/"+strconv.FormatInt(id, 10), "", nil, nil)
			_, pb, _ := to.do("GET", "/games/"+strconv.FormatInt(nid, 10), "", nil, nil)
			if boardOf(pa) == "" || boardOf(pa) != boardOf(pb) {
				t.Errorf("the game page's board differs after the move")
			}
			g := enginetest.Load(t, path)
			if _, boards := to.counts(); boards != len(g.BoardFiles) {
				t.Errorf("%d board versions stored, the game has %d table boards", boards, len(g.BoardFiles))
			}
		})
	}
	// The body limit fits a long game: twenty times the longest recorded.
	t.Logf("longest export: %d bytes; limit %d bytes (%.0f×)", largest, fileLimit, float64(fileLimit)/float64(largest))
	if largest*20 > fileLimit {
		t.Errorf("longest export %d bytes: the limit %d is less than twenty times it", largest, fileLimit)
	}
}

// boardOf is the page's board section (territories, owners, units).
func boardOf(page string) string {
	i := strings.Index(page, `id="board"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(page[i:], "</section>")
	if j < 0 {
		return ""
	}
	return page[i : i+j]
}

// tamper is a change to a game file, as JSON.
type tamper func(f map[string]any)

func events(f map[string]any) []any { return f["events"].([]any) }

// ruleSentence is the sentence the API gives when bad is posted after the
// first n events of the recorded game: the rule's own refusal.
func ruleSentence(t *testing.T, path string, n int, bad map[string]any) string {
	s := newServer(t)
	g := enginetest.Load(t, path)
	id := s.storeGame(g, s.storeBoards(g), n)
	b, _ := json.Marshal(map[string]any{"seq": n, "type": bad["type"], "payload": bad["payload"]})
	code, body, _ := s.do("POST", "/api/games/"+strconv.FormatInt(id, 10)+"/events", "application/json", bytes.NewReader(b), map[string]string{"Accept-Language": "de"})
	var out map[string]any
	if err := json.Unmarshal([]byte(body), &out); err != nil || code != http.StatusUnprocessableEntity {
		t.Fatalf("the rule does not refuse the tampered event: %d %s", code, body)
	}
	return out["error"].(string)
}

// A file that is not the game it says is refused with a sentence naming
// the first bad event (as the history calls it, with the rule's refusal)
// or the field, through the API and the home page's form alike, and
// nothing is written: no game, no board.
func TestGameFileRefusals(t *testing.T) {
	const path = recordedDir + "/got/three_players_end_card.json"
	s := newServer(t)
	_, file := s.exported(path)
	var orig map[string]any
	if err := json.Unmarshal(file, &orig); err != nil {
		t.Fatal(err)
	}
	attack := events(orig)[2].(map[string]any) // Anna: the Trident attacks Harrenhal
	// At the time of the reinforcement it replaces (the file keeps the times).
	tooMany := map[string]any{"type": "place", "payload": map[string]any{"territory": "the_trident", "units": 99}, "at": events(orig)[1].(map[string]any)["at"]}
	cases := []struct {
		name   string
		change tamper
		raw    func([]byte) []byte
		status int
		want   string
	}{
		// An attack moved before the reinforcements are placed (Game of
		// Thrones rules, "Reinforce": armies are placed first, then attacks).
		{name: "event moved", change: func(f map[string]any) {
			ev := events(f)
			ev[1].(map[string]any)["at"], ev[2].(map[string]any)["at"] = ev[2].(map[string]any)["at"], ev[1].(map[string]any)["at"]
			f["events"] = append([]any{ev[0], ev[2], ev[1]}, ev[3:]...)
		}, status: 422, want: "Ereignis 2 (Angriff Trident → Harrenhal): " + ruleSentence(t, path, 1, attack)},
		// Eleven reinforcements are Anna's; 99 are not.
		{name: "units changed", change: func(f map[string]any) {
			events(f)[1] = tooMany
		}, status: 422, want: "Ereignis 2 (Verstärkung nach Trident): " + ruleSentence(t, path, 1, tooMany)},
		{name: "unknown field", change: func(f map[string]any) { f["owner"] = "Anna" }, status: 400,
			want: "Die Spieldatei hat ein Feld „owner“, das Herald nicht kennt."},
		{name: "unknown field in an event", change: func(f map[string]any) { events(f)[3].(map[string]any)["when"] = 1 }, status: 400,
			want: "Die Spieldatei hat ein Feld „when“, das Herald nicht kennt."},
		{name: "wrong version", change: func(f map[string]any) { f["herald_game"] = 2 }, status: 400,
			want: "Feld „herald_game“: Die Datei hat das Format 2, dieser Herald liest Format 1."},
		{name: "truncated", raw: func(b []byte) []byte { return b[:len(b)/2] }, status: 400,
			want: "Das ist keine vollständige Spieldatei: Sie lässt sich nicht als JSON lesen (abgeschnitten?)."},
		{name: "oversize", raw: func(b []byte) []byte {
			return append(b[:len(b)-1], append([]byte(`,"x":"`+strings.Repeat("x", fileLimit)), '"', '}')...)
		}, status: 413, want: "Die Datei ist zu groß: Eine Spieldatei hat höchstens 2 MB."},
	}
	games, boards := s.counts()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var body []byte
			if c.change != nil {
				var f map[string]any
				json.Unmarshal(file, &f)
				c.change(f)
				body, _ = json.Marshal(f)
			} else {
				body = c.raw(bytes.Clone(file))
			}
			code, out := s.importAPI(body)
			if code != c.status || out["error"] != c.want {
				t.Errorf("API: %d %q\nwant %d %q", code, out["error"], c.status, c.want)
			}
			code, page, _ := s.importForm(body)
			if code != c.status || !strings.Contains(page, `data-testid="import-game-error">`+htmlEscape(c.want)+`</p>`) {
				t.Errorf("form: %d, the page does not say %q by the form", code, c.want)
			}
			if g, b := s.counts(); g != games || b != boards {
				t.Errorf("games %d → %d, board versions %d → %d: a refused file wrote", games, g, boards, b)
			}
		})
	}
	// The untampered file goes into another Herald, and the form opens
	// the new game (here it is a game already here: gamefile_times_test.go).
	code, _, h := newServer(t).importForm(file)
	if code != http.StatusSeeOther || h.Get("Location") != "/games/1" {
		t.Errorf("untampered file: %d to %q, want 303 to /games/1", code, h.Get("Location"))
	}
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// A file sent without a length (chunked) is cut off at the limit too.
func TestGameFileOversizeChunked(t *testing.T) {
	s := newServer(t)
	body := `{"herald_game":1,"name":"` + strings.Repeat("x", fileLimit) + `"}`
	code, page, _ := s.do("POST", "/api/games/import", "application/json", struct{ io.Reader }{strings.NewReader(body)}, map[string]string{"Accept-Language": "en"})
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(page, "The file is too big: a game file has at most 2 MB.") {
		t.Errorf("%d %.200s", code, page)
	}
	if g, b := s.counts(); g != 0 || b != 0 {
		t.Errorf("%d games, %d boards written", g, b)
	}
}

// A table board travels with its game; where this Herald's table already
// has another board by that id, the game's board is stored beside it
// under a new id and the table's own board stays as it was.
func TestGameFileBoardIDTaken(t *testing.T) {
	const path = recordedDir + "/legendary/one_on_one_campaign.json"
	g := enginetest.Load(t, path)
	if len(g.BoardFiles) == 0 {
		t.Fatal("the game has no table board")
	}
	from, to := newServer(t), newServer(t)
	id, file := from.exported(path)
	ctx := context.Background()
	var f struct {
		Boards []struct{ Ref string } `json:"boards"`
	}
	json.Unmarshal(file, &f)
	taken, _, _ := strings.Cut(f.Boards[0].Ref, "@")
	other, err := os.ReadFile(filepath.Join(recordedDir, "boards", "vigilus_test.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := to.store.SaveBoard(ctx, store.Board{ID: taken, Name: "ours", Edition: "x", Data: other}); err != nil {
		t.Fatal(err)
	}
	code, out := to.importAPI(file)
	if code != http.StatusCreated {
		t.Fatalf("import: %d %v", code, out)
	}
	nid := int64(out["id"].(float64))
	ours, err := to.store.LatestBoard(ctx, taken)
	if err != nil || ours.Version != 1 || !store.SameJSON(ours.Data, other) {
		t.Errorf("the table's own board %q changed: version %d", taken, ours.Version)
	}
	meta, err := to.store.Game(ctx, nid)
	if err != nil || !strings.Contains(meta.Board, taken+"-2@1") {
		t.Errorf("the game's board is %q, want it under %s-2@1", meta.Board, taken)
	}
	// Apart from the board's name, the game is the same.
	var a, b map[string]any
	json.Unmarshal(from.body("/api/games/"+strconv.FormatInt(id, 10)), &a)
	json.Unmarshal(to.body("/api/games/"+strconv.FormatInt(nid, 10)), &b)
	delete(a, "board")
	delete(b, "board")
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Errorf("the state differs: %s", firstDiff(jb, ja))
	}
}

// The home page's form takes one field, the file: another field is
// refused by name (as every form refuses it, issue 29), a missing file
// asked for, and nothing is written.
func TestGameFileFormStrict(t *testing.T) {
	s := newServer(t)
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("owner", "Anna")
	fw, _ := w.CreateFormFile("file", "spiel.json")
	fw.Write([]byte(`{"herald_game":1}`))
	w.Close()
	code, page, _ := s.do("POST", "/games/import", w.FormDataContentType(), &buf, map[string]string{"Accept-Language": "en"})
	if code != http.StatusBadRequest || !strings.Contains(page, `data-testid="import-game-error">Herald does not know the field “owner” here; please check its spelling.</p>`) {
		t.Errorf("extra field: %d", code)
	}
	buf.Reset()
	w = multipart.NewWriter(&buf)
	w.Close()
	code, page, _ = s.do("POST", "/games/import", w.FormDataContentType(), &buf, map[string]string{"Accept-Language": "de"})
	if code != http.StatusBadRequest || !strings.Contains(page, `data-testid="import-game-error">Bitte eine Spieldatei wählen.</p>`) {
		t.Errorf("no file: %d", code)
	}
	if g, b := s.counts(); g != 0 || b != 0 {
		t.Errorf("%d games, %d boards written", g, b)
	}
}
