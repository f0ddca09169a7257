package handlers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/handlers"
	"herald/store"
)

type server struct {
	t     *testing.T
	srv   *httptest.Server
	store *store.Store
}

func newServer(t *testing.T) *server {
	t.Helper()
	s, _ := newServerOnFile(t)
	return s
}

// newServerOnFile is newServer and the path of its database, for a test
// that sets up by SQL what no request can.
func newServerOnFile(t *testing.T) (*server, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "herald.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv := httptest.NewServer(handlers.New(st))
	t.Cleanup(srv.Close)
	return &server{t: t, srv: srv, store: st}, path
}

// noRedirect keeps 303 answers visible to the test.
var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func (s *server) do(method, path, contentType string, body io.Reader, header map[string]string) (int, string, http.Header) {
	s.t.Helper()
	req, err := http.NewRequest(method, s.srv.URL+path, body)
	if err != nil {
		s.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := noRedirect.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

func (s *server) postJSON(path string, v any) (int, map[string]any) {
	s.t.Helper()
	b, _ := json.Marshal(v)
	code, body, _ := s.do("POST", path, "application/json", bytes.NewReader(b), nil)
	var out map[string]any
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		s.t.Fatalf("%s: not JSON (%d): %s", path, code, body)
	}
	return code, out
}

func (s *server) getJSON(path string, v any) {
	s.t.Helper()
	code, body, _ := s.do("GET", path, "", nil, nil)
	if code != 200 {
		s.t.Fatalf("GET %s: %d %s", path, code, body)
	}
	if err := json.Unmarshal([]byte(body), v); err != nil {
		s.t.Fatal(err)
	}
}

func (s *server) postForm(path string, form url.Values, header map[string]string) (int, string) {
	s.t.Helper()
	code, body, _ := s.do("POST", path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), header)
	return code, body
}

func (s *server) events(id int) int {
	s.t.Helper()
	evs, err := s.store.Events(context.Background(), int64(id))
	if err != nil {
		s.t.Fatal(err)
	}
	return len(evs)
}

// state is the part of the API's state JSON the tests read.
type state struct {
	ID          int    `json:"id"`
	Seq         int    `json:"seq"`
	Current     int    `json:"current"`
	Phase       string `json:"phase"`
	Territories []struct {
		ID    string `json:"id"`
		Owner int    `json:"owner"`
		Units int    `json:"units"`
	} `json:"territories"`
	Reinforcement struct {
		Territories int `json:"territories"`
		Castles     int `json:"castles"`
		Base        int `json:"base"`
		Total       int `json:"total"`
		ToPlace     int `json:"to_place"`
	} `json:"reinforcement"`
}

func (s *server) newGame() state {
	s.t.Helper()
	code, out := s.postJSON("/api/games", map[string]any{
		"name": "Test",
		"players": []map[string]string{
			{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"},
		},
	})
	if code != http.StatusCreated {
		s.t.Fatalf("create: %d %v", code, out)
	}
	var st state
	b, _ := json.Marshal(out)
	json.Unmarshal(b, &st)
	return st
}

func (s *server) state(id int) state {
	var st state
	s.getJSON("/api/games/"+strconv.Itoa(id), &st)
	return st
}

// correct sets the whole board through the API: rest to player 1 with one
// unit, then the named territories.
func (s *server) correct(st state, terr map[string][2]int) state {
	s.t.Helper()
	var fixes []map[string]any
	for _, t := range st.Territories {
		owner, units := 1, 1
		if v, ok := terr[t.ID]; ok {
			owner, units = v[0], v[1]
		}
		fixes = append(fixes, map[string]any{"territory": t.ID, "owner": owner, "units": units})
	}
	code, out := s.postJSON("/api/games/"+strconv.Itoa(st.ID)+"/events", map[string]any{
		"seq": st.Seq, "type": "correct", "payload": map[string]any{"territories": fixes},
	})
	if code != http.StatusCreated {
		s.t.Fatalf("correct: %d %v", code, out)
	}
	return s.state(st.ID)
}

func (s *server) event(st state, typ string, payload any) (int, map[string]any) {
	s.t.Helper()
	return s.postJSON("/api/games/"+strconv.Itoa(st.ID)+"/events", map[string]any{"seq": st.Seq, "type": typ, "payload": payload})
}

// eventAs is event sent by the device whose Cookie header is cookie (a
// seat's phone).
func (s *server) eventAs(st state, typ string, payload any, cookie string) (int, map[string]any) {
	s.t.Helper()
	b, _ := json.Marshal(map[string]any{"seq": st.Seq, "type": typ, "payload": payload})
	code, body, _ := s.do("POST", "/api/games/"+strconv.Itoa(st.ID)+"/events", "application/json", bytes.NewReader(b), map[string]string{"Cookie": cookie})
	var out map[string]any
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		s.t.Fatalf("%s: not JSON (%d): %s", typ, code, body)
	}
	return code, out
}

func TestAPICreateGameShowsReinforcementBreakdown(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	if st.Seq != 1 || st.Current != 0 || st.Phase != "reinforce" {
		t.Fatalf("new game: %+v", st)
	}
	owned := 0
	for _, x := range st.Territories {
		if x.Owner == 0 {
			owned++
			if x.Units != 3 {
				t.Errorf("%s has %d units at set-up, want 3", x.ID, x.Units)
			}
		}
	}
	if owned != 16 || st.Reinforcement.Territories != 16 {
		t.Errorf("player 0 holds %d (breakdown %d), want 16", owned, st.Reinforcement.Territories)
	}
	want := max(3, (16+st.Reinforcement.Castles)/3)
	if st.Reinforcement.Base != want || st.Reinforcement.ToPlace != st.Reinforcement.Total {
		t.Errorf("breakdown %+v, base want %d", st.Reinforcement, want)
	}
	// The deck order is never in the API.
	_, body, _ := s.do("GET", "/api/games/1/events", "", nil, nil)
	if strings.Contains(body, "end_game") || strings.Contains(body, `"deck"`) {
		t.Error("the events API shows the deck")
	}
}

// Impossible actions are refused with a sentence and a 4xx; the log is
// unchanged.
func TestAPIRefusesImpossibleActions(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 3}, "riverrun": {0, 1}, "kings_landing": {2, 1}, "sunspear": {0, 1}})
	code, out := s.event(st, "place", map[string]any{"territory": "sunspear", "units": st.Reinforcement.ToPlace})
	if code != http.StatusCreated {
		t.Fatalf("place: %d %v", code, out)
	}
	st = s.state(st.ID)
	n := s.events(st.ID)
	cases := []struct {
		name, typ string
		payload   any
		status    int
		contains  string
	}{
		{"attack from one unit", "attack", map[string]any{"from": "riverrun", "to": "stoney_sept", "attack_dice": []int{6}, "defend_dice": []int{1}}, 422, "Schnellwasser"},
		{"four dice", "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6, 5, 4, 3}, "defend_dice": []int{1}}, 422, ""},
		{"a die of 7", "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{7}, "defend_dice": []int{1}}, 422, "7"},
		{"unknown territory", "attack", map[string]any{"from": "harrenhal", "to": "atlantis", "attack_dice": []int{6}, "defend_dice": []int{1}}, 422, "atlantis"},
		{"maneuver through an enemy", "maneuver", map[string]any{"from": "harrenhal", "to": "sunspear", "units": 1}, 422, ""},
		{"trade of cards not held", "trade", map[string]any{"cards": []string{"winterfell", "karhold", "the_dreadfort"}}, 422, ""},
		{"unknown event", "teleport", map[string]any{}, 422, ""},
		{"a field of the wrong type", "place", map[string]any{"territory": "sunspear", "units": "many"}, 422, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out := s.event(st, c.typ, c.payload)
			msg, _ := out["error"].(string)
			if code != c.status || msg == "" || !strings.Contains(msg, c.contains) {
				t.Errorf("%d %v; want %d with a sentence containing %q", code, out, c.status, c.contains)
			}
			if strings.Contains(msg, "=") || strings.Contains(msg, "herald/") {
				t.Errorf("message looks internal: %q", msg)
			}
			if got := s.events(st.ID); got != n {
				t.Errorf("log has %d events, want %d", got, n)
			}
		})
	}
	// Cards that are held but are no set: two knights and a fortification.
	code, out = s.event(st, "correct_hand", map[string]any{"player": 0, "cards": []string{"karhold", "the_dreadfort", "the_gift"}})
	if code != http.StatusCreated {
		t.Fatalf("correct_hand: %d %v", code, out)
	}
	st = s.state(st.ID)
	n = s.events(st.ID)
	code, out = s.event(st, "trade", map[string]any{"cards": []string{"karhold", "the_dreadfort", "the_gift"}})
	if code != 422 || out["key"] != "trade.not_a_set" || s.events(st.ID) != n {
		t.Errorf("trade of a non-set: %d %v", code, out)
	}
	// A stale seq is a 409 and applies nothing.
	stale := st
	stale.Seq--
	code, out = s.event(stale, "end_attack", map[string]any{})
	if code != http.StatusConflict || out["seq"] != float64(st.Seq) {
		t.Errorf("stale: %d %v", code, out)
	}
	if got := s.events(st.ID); got != n {
		t.Errorf("stale write changed the log: %d events, want %d", got, n)
	}
	// Bad JSON is a 400.
	code, _, _ = s.do("POST", "/api/games/1/events", "application/json", strings.NewReader("{"), nil)
	if code != http.StatusBadRequest {
		t.Errorf("bad JSON: %d", code)
	}
}

func TestAPIHeraldRollsAndUndo(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}})
	s.event(st, "place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace})
	st = s.state(st.ID)
	code, out := s.event(st, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "roll": true, "attackers": 3, "defenders": 2})
	if code != http.StatusCreated {
		t.Fatalf("roll: %d %v", code, out)
	}
	var evs []struct {
		Type    string          `json:"type"`
		Payload json.RawMessage `json:"payload"`
		Text    []string        `json:"text"`
	}
	s.getJSON("/api/games/1/events", &evs)
	last := evs[len(evs)-1]
	var at struct {
		A        []int  `json:"attack_dice"`
		D        []int  `json:"defend_dice"`
		RolledBy string `json:"rolled_by"`
	}
	json.Unmarshal(last.Payload, &at)
	// King's Landing holds 1 unit: Herald rolls only 1 defence die.
	if len(at.A) != 3 || len(at.D) != 1 || at.RolledBy != "herald" || len(last.Text) == 0 {
		t.Fatalf("Herald's roll: %+v text %v", at, last.Text)
	}
	for _, d := range append(at.A, at.D...) {
		if d < 1 || d > 6 {
			t.Errorf("die %d", d)
		}
	}
	st = s.state(st.ID)
	n := s.events(st.ID)
	code, out = s.postJSON("/api/games/1/undo", map[string]any{"seq": st.Seq})
	if code != 200 || s.events(st.ID) != n-1 {
		t.Fatalf("undo: %d %v", code, out)
	}
	code, _ = s.postJSON("/api/games/1/undo", map[string]any{"seq": st.Seq})
	if code != http.StatusConflict {
		t.Errorf("second undo with the old seq: %d, want 409", code)
	}
}

// The pages: a refused form shows the sentence and changes nothing; a
// stale page says the board changed; htmx gets the fragment.
func TestFormsRefuseAndStale(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 1}, "kings_landing": {2, 1}})
	n := s.events(st.ID)
	seq := strconv.Itoa(st.Seq)

	code, body := s.postForm("/games/1/place", url.Values{"seq": {seq}, "territory": {"kings_landing"}, "units": {"1"}}, map[string]string{"Accept-Language": "en"})
	if code != 422 || !strings.Contains(body, "King&#39;s Landing") || !strings.Contains(body, `role="alert"`) || !strings.Contains(body, "<html") {
		t.Errorf("placing on an enemy territory: %d\n%s", code, excerpt(body, "alert"))
	}
	if s.events(st.ID) != n {
		t.Error("refused form changed the log")
	}

	code, body = s.postForm("/games/1/place", url.Values{"seq": {seq}, "territory": {"harrenhal"}, "units": {"1"}}, map[string]string{"HX-Request": "true"})
	if code != 200 || strings.Contains(body, "<html") || !strings.Contains(body, `id="game"`) {
		t.Errorf("htmx place: %d", code)
	}
	// The same page again: its seq is now stale.
	code, body = s.postForm("/games/1/place", url.Values{"seq": {seq}, "territory": {"harrenhal"}, "units": {"1"}}, map[string]string{"HX-Request": "true", "Accept-Language": "de"})
	if code != http.StatusConflict || !strings.Contains(body, "Brett") {
		t.Errorf("stale form: %d\n%s", code, excerpt(body, "alert"))
	}
	if s.events(st.ID) != n+1 {
		t.Errorf("log has %d events, want %d", s.events(st.ID), n+1)
	}
	// Without htmx a good form redirects to the game page.
	code, _ = s.postForm("/games/1/place", url.Values{"seq": {strconv.Itoa(st.Seq + 1)}, "territory": {"harrenhal"}, "units": {"1"}}, nil)
	if code != http.StatusSeeOther {
		t.Errorf("plain form: %d, want 303", code)
	}
	// A die of 7 typed in the page.
	code, _ = s.postForm("/games/1/attack", url.Values{"seq": {strconv.Itoa(st.Seq + 2)}, "from": {"harrenhal"}, "to": {"kings_landing"}, "mode": {"dice"}, "a": {"7"}, "d": {"1"}}, map[string]string{"Accept-Language": "en"})
	if code != 422 {
		t.Errorf("die of 7: %d", code)
	}
}

func TestLanguageSwitch(t *testing.T) {
	s := newServer(t)
	s.newGame()
	_, body, h := s.do("GET", "/games/1?lang=en", "", nil, nil)
	if !strings.Contains(body, "Reinforcements") || !strings.Contains(h.Get("Set-Cookie"), "herald_lang=en") {
		t.Error("?lang=en did not give English and remember it")
	}
	_, body, _ = s.do("GET", "/games/1", "", nil, map[string]string{"Cookie": "herald_lang=de"})
	if !strings.Contains(body, "Verstärkung") {
		t.Error("cookie de did not give German")
	}
	_, body, _ = s.do("GET", "/games/1", "", nil, nil)
	if !strings.Contains(body, `lang="de"`) {
		t.Error("default language is not German")
	}
}

func TestNotFound(t *testing.T) {
	s := newServer(t)
	code, body, _ := s.do("GET", "/games/99", "", nil, map[string]string{"Accept-Language": "en"})
	if code != 404 || !strings.Contains(body, "no such game") {
		t.Errorf("%d %s", code, excerpt(body, "alert"))
	}
	code, body, _ = s.do("GET", "/api/games/99", "", nil, nil)
	if code != 404 || !strings.Contains(body, `"error"`) {
		t.Errorf("%d %s", code, body)
	}
}

func excerpt(body, near string) string {
	i := strings.Index(body, near)
	if i < 0 {
		if len(body) > 300 {
			return body[:300]
		}
		return body
	}
	return body[max(0, i-100):min(len(body), i+300)]
}

// "Gefecht: Spielaufbau" 4-5 with 2 players: Herald adds the third house
// as a neutral army on 12 territories with 2 units each.
func TestAPITwoPlayersGetANeutralHouse(t *testing.T) {
	s := newServer(t)
	code, out := s.postJSON("/api/games", map[string]any{
		"players": []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}},
	})
	if code != http.StatusCreated {
		t.Fatalf("%d %v", code, out)
	}
	players := out["players"].([]any)
	if len(players) != 3 {
		t.Fatalf("%d seats, want 2 players and the neutral house", len(players))
	}
	neutral := players[2].(map[string]any)
	if neutral["neutral"] != true || neutral["house"] != "baratheon" || neutral["territories"] != float64(12) || neutral["units"] != float64(24) {
		t.Errorf("neutral seat %v", neutral)
	}
	for _, p := range players[:2] {
		if p.(map[string]any)["territories"] != float64(18) {
			t.Errorf("player %v, want 18 territories", p)
		}
	}
	code, out = s.postJSON("/api/games", map[string]any{
		"players": []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "tyrell"}},
	})
	if code != 422 || out["key"] != "setup.house_not_allowed" {
		t.Errorf("Tyrell in a 2-player game: %d %v", code, out)
	}
}

func TestAPIOdds(t *testing.T) {
	s := newServer(t)
	var o struct {
		Win       float64 `json:"win"`
		Exact     string  `json:"exact"`
		Conquered []struct {
			Left int     `json:"attackers_left"`
			P    float64 `json:"p"`
		} `json:"conquered"`
		Repelled []struct {
			P float64 `json:"p"`
		} `json:"repelled"`
	}
	s.getJSON("/api/odds?attacking=1&defending=1", &o)
	if o.Exact != "5/12" || math.Abs(o.Win-5.0/12) > 1e-12 {
		t.Errorf("1 v 1: %+v, want 5/12", o)
	}
	s.getJSON("/api/odds?attacking=10&defending=10", &o)
	sum := 0.0
	for _, c := range o.Conquered {
		sum += c.P
	}
	for _, r := range o.Repelled {
		sum += r.P
	}
	if math.Abs(o.Win-0.568) > 0.0005 || math.Abs(sum-1) > 1e-9 {
		t.Errorf("10 v 10: win %.4f (Osborne 0.568), distribution sums to %v", o.Win, sum)
	}
	for _, bad := range []string{"attacking=0&defending=3", "attacking=3", "attacking=5&defending=5&stop_at=5", "attacking=2000&defending=1",
		"attacking=3&defending=3&attack_bonus=4", "attacking=3&defending=3&defend_dice_max=3", "attacking=3&defending=3&reroll_one=twice",
		"attacking=3&defending=3&attack_hero=maybe", "attacking=3&defending=3&then=2,x", "attacking=3&defending=3&target=1.5"} {
		code, body, _ := s.do("GET", "/api/odds?"+bad, "", nil, map[string]string{"Accept-Language": "en"})
		if code != 400 || !strings.Contains(body, `"error"`) {
			t.Errorf("%s: %d %s", bad, code, body)
		}
	}
}

// The odds endpoint takes every modifier: +1 on one die against one wins
// 21 of 36; a chain and the smallest army for a target come along.
func TestAPIOddsModifiers(t *testing.T) {
	s := newServer(t)
	var o struct {
		Win   float64 `json:"win"`
		Exact string  `json:"exact"`
		Chain struct {
			Reach []float64 `json:"reach"`
		} `json:"chain"`
		Smallest struct {
			Attacking int     `json:"attacking"`
			Win       float64 `json:"win"`
		} `json:"smallest_attacking"`
	}
	s.getJSON("/api/odds?attacking=1&defending=1&attack_bonus=1", &o)
	if o.Exact != "7/12" {
		t.Errorf("1 v 1 with +1: %+v, want 7/12", o)
	}
	want := engine.Odds(engine.InvasionQuery{Attacking: 8, Defending: 6, Rule: engine.BattleRule{
		Attack: engine.SideRule{Hero: true, BonusDie: true}, Defend: engine.SideRule{Plus: 1}}})
	s.getJSON("/api/odds?attacking=8&defending=6&attack_hero=true&attack_bonus_die=1&defend_bonus=1&then=3,2&target=0.9", &o)
	if math.Abs(o.Win-want.Win) > 1e-12 || len(o.Chain.Reach) != 3 || math.Abs(o.Chain.Reach[0]-o.Win) > 1e-12 || o.Chain.Reach[2] >= o.Chain.Reach[1] {
		t.Errorf("modified 8 v 6: %+v, engine says %.6f", o, want.Win)
	}
	if o.Smallest.Attacking < 1 || o.Smallest.Win < 0.9 {
		t.Errorf("smallest army for 90%%: %+v", o.Smallest)
	}
}
