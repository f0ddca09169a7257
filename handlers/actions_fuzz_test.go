package handlers_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"herald/handlers"
	"herald/store"
)

// The fuzzed battery of issue 16, item 5: whatever a device on the Wi-Fi
// posts to an action route or the API, Herald never answers 5xx, never
// records an event its own replay refuses, and the game page still
// renders. A second server on the same store has no cache: its state is
// the log replayed from scratch, compared with the first's.

var fuzzRoutes = []string{"place", "trade", "attack", "move-in", "end-attack", "maneuver", "end-turn", "undo", "redo", "board", "hand", "act/claim", "cards/0"}

type fuzzTable struct {
	live, fresh *httptest.Server
	client      *http.Client
}

func newFuzzTable(f *testing.F) *fuzzTable {
	st, err := store.Open(filepath.Join(f.TempDir(), "herald.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { st.Close() })
	ft := &fuzzTable{live: httptest.NewServer(handlers.New(st)), client: &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
	f.Cleanup(ft.live.Close)
	ft.fresh = httptest.NewServer(handlers.New(st))
	f.Cleanup(ft.fresh.Close)
	return ft
}

func (ft *fuzzTable) do(t *testing.T, srv *httptest.Server, method, path, ct, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	resp, err := ft.client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// newGame is a fresh three-player game; it returns its id and seq.
func (ft *fuzzTable) newGame(t *testing.T) (string, int) {
	b, _ := json.Marshal(map[string]any{"players": []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}})
	code, body := ft.do(t, ft.live, "POST", "/api/games", "application/json", string(b))
	var st struct{ ID, Seq int }
	if code != http.StatusCreated || json.Unmarshal([]byte(body), &st) != nil {
		t.Fatalf("create: %d %s", code, body)
	}
	return strconv.Itoa(st.ID), st.Seq
}

// check holds the battery's three promises for game id after a post.
func (ft *fuzzTable) check(t *testing.T, id string, code int, body string) {
	if code >= 500 {
		t.Fatalf("answered %d: %.300s", code, body)
	}
	if c, b := ft.do(t, ft.live, "GET", "/games/"+id, "", ""); c != http.StatusOK {
		t.Fatalf("game page after the post: %d %.300s", c, b)
	}
	_, live := ft.do(t, ft.live, "GET", "/api/games/"+id, "", "")
	c, replayed := ft.do(t, ft.fresh, "GET", "/api/games/"+id, "", "")
	if c != http.StatusOK || !bytes.Equal([]byte(live), []byte(replayed)) {
		t.Fatalf("the log replayed from scratch differs (%d):\nlive     %.300s\nreplayed %.300s", c, live, replayed)
	}
}

func FuzzFormActions(f *testing.F) {
	ft := newFuzzTable(f)
	for i, body := range []string{"territory=winterfell&units=1", "from=winterfell&to=the_twins&attack_dice=6&attack_dice=5&defend_dice=1", "units=3", "owner_winterfell=1&units_winterfell=1000", "player=0&ones=2", "territory=&units=-1", "units=99999999999999999999", "x=y"} {
		f.Add(uint8(i), body)
	}
	f.Fuzz(func(t *testing.T, route uint8, body string) {
		id, seq := ft.newGame(t)
		if !strings.Contains(body, "seq=") {
			body = "seq=" + strconv.Itoa(seq) + "&" + body
		}
		code, out := ft.do(t, ft.live, "POST", "/games/"+id+"/"+fuzzRoutes[int(route)%len(fuzzRoutes)], "application/x-www-form-urlencoded", body)
		ft.check(t, id, code, out)
	})
}

func FuzzAPIEvents(f *testing.F) {
	ft := newFuzzTable(f)
	for _, body := range []string{
		`{"seq":1,"type":"place","payload":{"territory":"winterfell","units":1}}`,
		`{"seq":1,"type":"correct","payload":{"territories":[{"territory":"winterfell","owner":0,"units":1000}]}}`,
		`{"seq":1,"type":"attack","payload":{"from":"winterfell","to":"the_twins","roll":true,"attackers":3,"defenders":2}}`,
		`{"seq":1,"type":"correct_hand","payload":{"player":0,"cards":["x"]}}`,
		`{"seq":1,"type":"end_turn","payload":{}}`,
		`{"seq":1}`, `[]`, `{"seq":1,"type":"place","payload":{"units":1e300}}`,
	} {
		f.Add(false, body)
		f.Add(true, body)
	}
	f.Fuzz(func(t *testing.T, undo bool, body string) {
		id, _ := ft.newGame(t)
		path := "/api/games/" + id + "/events"
		if undo {
			path = "/api/games/" + id + "/undo"
		}
		code, out := ft.do(t, ft.live, "POST", path, "application/json", body)
		ft.check(t, id, code, out)
	})
}
