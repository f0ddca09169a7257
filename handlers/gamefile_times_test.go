package handlers_test

// Issue 33, defects 2 and 3: a game's times travel with its file, and a
// file imported twice is recognised.

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"herald/engine/enginetest"
	"herald/store"
)

const timesGame = recordedDir + "/got/three_players_end_card.json"

// fileTimes matches a game file's times.
var fileTimes = regexp.MustCompile(`"(at|created_at|updated_at)":"[^"]*"`)

// withoutTimes is a game file with its times blanked.
func withoutTimes(file []byte) []byte {
	return fileTimes.ReplaceAll(file, []byte(`"$1":"-"`))
}

// retimed is file with the game started at start, each event a minute
// after the one before, and its last change five minutes after the last.
func retimed(t *testing.T, file []byte, start time.Time) ([]byte, []time.Time) {
	var f map[string]any
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	f["created_at"] = start.Format(time.RFC3339Nano)
	var at []time.Time
	for i, e := range events(f) {
		at = append(at, start.Add(time.Duration(i)*time.Minute))
		e.(map[string]any)["at"] = at[i].Format(time.RFC3339Nano)
	}
	f["updated_at"] = at[len(at)-1].Add(5 * time.Minute).Format(time.RFC3339Nano)
	out, _ := json.Marshal(f)
	return out, at
}

// edited is file as JSON, changed by change.
func edited(t *testing.T, file []byte, change func(f map[string]any)) []byte {
	var f map[string]any
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	change(f)
	out, _ := json.Marshal(f)
	return out
}

// An imported game keeps its file's times: it starts, changes and lasts
// as it did (an evening in another time zone, to the nanosecond), and its
// export says the same times again. A file of an earlier Herald, without
// times, takes the import's time as before.
func TestGameFileKeepsTimes(t *testing.T) {
	from, to := newServer(t), newServer(t)
	_, file := from.exported(timesGame)
	if !strings.Contains(string(file), `"created_at":"`) || !strings.Contains(string(file), `"at":"`) {
		t.Fatalf("the export carries no times: %.300s", file)
	}
	start := time.Date(2025, 3, 7, 19, 30, 0, 123456789, time.FixedZone("CET", 3600))
	file, at := retimed(t, file, start)
	code, out := to.importAPI(file)
	if code != http.StatusCreated {
		t.Fatalf("import: %d %v", code, out)
	}
	id := int64(out["id"].(float64))
	ctx := context.Background()
	meta, err := to.store.Game(ctx, id)
	if err != nil || !meta.CreatedAt.Equal(start) || !meta.UpdatedAt.Equal(at[len(at)-1].Add(5*time.Minute)) {
		t.Errorf("the game's times: %v, %v (%v)", meta.CreatedAt, meta.UpdatedAt, err)
	}
	evs, _ := to.store.Events(ctx, id)
	for i, e := range evs {
		if !e.CreatedAt.Equal(at[i]) {
			t.Errorf("event %d at %v, want %v", e.Seq, e.CreatedAt, at[i])
		}
	}
	if last := evs[len(evs)-1].CreatedAt.Sub(evs[0].CreatedAt); last != time.Duration(len(evs)-1)*time.Minute {
		t.Errorf("the imported game lasts %v", last)
	}
	again := to.exportFile(id, true)
	var x, y any
	json.Unmarshal(withoutTimes(again), &x)
	json.Unmarshal(withoutTimes(file), &y)
	if !bytes.Contains(again, []byte(`"created_at":"2025-03-07T18:30:00.123456789Z"`)) || !reflect.DeepEqual(x, y) {
		t.Errorf("the copy's export: %.200s", again)
	}
	var a, b struct {
		Events []struct{ At string } `json:"events"`
	}
	json.Unmarshal(again, &a)
	json.Unmarshal(file, &b)
	for i := range b.Events {
		if x, _ := time.Parse(time.RFC3339Nano, a.Events[i].At); !x.Equal(at[i]) {
			t.Errorf("the copy's export: event %d at %q, want %v", i+1, a.Events[i].At, at[i])
		}
	}
	old := edited(t, file, func(f map[string]any) {
		delete(f, "created_at")
		delete(f, "updated_at")
		for _, e := range events(f) {
			delete(e.(map[string]any), "at")
		}
	})
	before := time.Now()
	code, out = to.importAPI(old)
	if code != http.StatusCreated {
		t.Fatalf("a file without times: %d %v", code, out)
	}
	meta, _ = to.store.Game(ctx, int64(out["id"].(float64)))
	if meta.CreatedAt.Before(before) || meta.CreatedAt.After(time.Now()) {
		t.Errorf("a file without times started %v, want the import's time", meta.CreatedAt)
	}
}

// A file's times are read strictly: all or none, each RFC 3339, the
// events in their order from the game's start, the last change after
// them; a refused file writes nothing, through either door.
func TestGameFileTimesRefused(t *testing.T) {
	s := newServer(t)
	_, file := s.exported(timesGame)
	file, _ = retimed(t, file, time.Date(2025, 3, 7, 19, 30, 0, 0, time.UTC))
	set := func(k string, v any) func(f map[string]any) { return func(f map[string]any) { f[k] = v } }
	at := func(n int, v any) func(f map[string]any) {
		return func(f map[string]any) { events(f)[n-1].(map[string]any)["at"] = v }
	}
	cases := []struct {
		name   string
		change func(f map[string]any)
		want   string
	}{
		{"not a time", set("created_at", "gestern"), "Feld „created_at“: „gestern“ ist keine Zeit im Format RFC 3339 (etwa 2026-11-29T20:15:00Z)."},
		{"no zone", at(3, "2025-03-07T19:32:00"), "Ereignis 3: „2025-03-07T19:32:00“ (Feld „at“) ist keine Zeit im Format RFC 3339 (etwa 2026-11-29T20:15:00Z)."},
		{"year one", at(2, "0001-01-01T00:00:00Z"), "Ereignis 2: „0001-01-01T00:00:00Z“ (Feld „at“) ist keine Zeit im Format RFC 3339 (etwa 2026-11-29T20:15:00Z)."},
		{"not a string", at(2, 5), "Das ist keine vollständige Spieldatei: Sie lässt sich nicht als JSON lesen (abgeschnitten?)."},
		{"one missing", func(f map[string]any) { delete(events(f)[3].(map[string]any), "at") }, "Ereignis 4: Die Spieldatei nennt die Zeiten des Spiels, aber nicht die dieses Ereignisses (Feld „at“)."},
		{"start missing", func(f map[string]any) { delete(f, "created_at") }, "Feld „created_at“: Die Spieldatei nennt die Zeiten des Spiels, aber diese nicht."},
		{"before the start", at(1, "2025-03-07T19:29:59Z"), "Ereignis 1: Seine Zeit liegt vor dem Beginn des Spiels (Feld „created_at“)."},
		{"out of order", at(3, "2025-03-07T19:30:30Z"), "Ereignis 3: Seine Zeit liegt vor der des Ereignisses davor; die Ereignisse der Datei sind nicht in ihrer Reihenfolge."},
		{"last change too early", set("updated_at", "2025-03-07T19:31:00Z"), "Feld „updated_at“: Die letzte Änderung des Spiels liegt vor seinem letzten Ereignis."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := edited(t, file, c.change)
			code, out := s.importAPI(body)
			if code != http.StatusBadRequest || out["error"] != c.want {
				t.Errorf("API: %d %q\nwant 400 %q", code, out["error"], c.want)
			}
			code, page, _ := s.importForm(body)
			if code != http.StatusBadRequest || !strings.Contains(page, `data-testid="import-game-error">`+htmlEscape(c.want)+`</p>`) {
				t.Errorf("form: %d, the page does not say %q by the form", code, c.want)
			}
			if g, _ := s.counts(); g != 1 {
				t.Errorf("%d games: a refused file wrote", g)
			}
		})
	}
}

// The second import of a file is refused: "This game is already here",
// naming the game and linking to it, through the API (409) and the home
// page's form (by the file input); so is the same file with other
// spacing and key order, and a game's own export taken back to the
// Herald it came from, whole or without its secrets. The export of the
// game after it went on is another game and comes in; a removed game is
// no longer here.
func TestGameFileImportedTwice(t *testing.T) {
	from, to := newServer(t), newServer(t)
	g := enginetest.Load(t, timesGame)
	id := from.storeGame(g, from.storeBoards(g), 6)
	file := from.exportFile(id, true)
	code, out := to.importAPI(file)
	if code != http.StatusCreated {
		t.Fatalf("first import: %d %v", code, out)
	}
	first := int64(out["id"].(float64))
	var respaced bytes.Buffer
	json.Indent(&respaced, edited(t, file, func(map[string]any) {}), "", "   ")
	want := "Dieses Spiel ist schon hier: „golden“"
	for name, f := range map[string][]byte{"again": file, "respaced": respaced.Bytes()} {
		code, out = to.importAPI(f)
		if code != http.StatusConflict || out["error"] != want || out["url"] != "/games/"+strconv.FormatInt(first, 10) || out["id"] != float64(first) {
			t.Errorf("%s: API %d %v", name, code, out)
		}
		code, page, _ := to.importForm(f)
		if code != http.StatusConflict || !strings.Contains(page, `data-testid="import-game-error">`+htmlEscape(want)+`</p>`) ||
			!strings.Contains(page, `href="/games/`+strconv.FormatInt(first, 10)+`" data-testid="import-game-here"`) {
			t.Errorf("%s: form %d, the page does not say %q with the link by the form", name, code, want)
		}
	}
	if n, _ := to.counts(); n != 1 {
		t.Errorf("%d games after importing one file three times", n)
	}
	// Back where it came from: the game is there, whole or not.
	for _, whole := range []bool{true, false} {
		if code, out := from.importAPI(from.exportFile(id, whole)); code != http.StatusConflict || out["url"] != "/games/"+strconv.FormatInt(id, 10) {
			t.Errorf("the export (whole %v) taken back: %d %v", whole, code, out)
		}
	}
	// The game goes on: its new export is another game.
	next := store.NewEvent{Type: g.Events[6].Type, Payload: g.Events[6].Payload}
	if _, err := from.store.AppendMany(context.Background(), id, 6, []store.NewEvent{next}); err != nil {
		t.Fatal(err)
	}
	if code, out := to.importAPI(from.exportFile(id, true)); code != http.StatusCreated {
		t.Errorf("the game gone on: %d %v", code, out)
	}
	// A removed game is not here any more.
	if code, _, _ := to.do("DELETE", "/api/games/"+strconv.FormatInt(first, 10), "", nil, nil); code != http.StatusOK {
		t.Fatalf("remove: %d", code)
	}
	if code, out := to.importAPI(file); code != http.StatusCreated {
		t.Errorf("the file of a removed game: %d %v", code, out)
	}
}

// Eight imports of one file at the same moment make one game: the others
// are told it is here (before, each could find it new and store it).
func TestGameFileImportedAtOnce(t *testing.T) {
	from, to := newServer(t), newServer(t)
	g := enginetest.Load(t, timesGame)
	file := from.exportFile(from.storeGame(g, from.storeBoards(g), 6), true)
	codes := make(chan int, 8)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			resp, err := http.Post(to.srv.URL+"/api/games/import", "application/json", bytes.NewReader(file))
			if err != nil {
				codes <- 0
				return
			}
			resp.Body.Close()
			codes <- resp.StatusCode
		})
	}
	wg.Wait()
	close(codes)
	got := map[int]int{}
	for c := range codes {
		got[c]++
	}
	if got[http.StatusCreated] != 1 || got[http.StatusConflict] != 7 {
		t.Errorf("eight imports at once answered %v, want one 201 and seven 409", got)
	}
	if n, _ := to.counts(); n != 1 {
		t.Errorf("%d games after eight imports of one file at once", n)
	}
}
