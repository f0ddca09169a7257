package handlers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/i18n"
)

// The API reads a body's keys by their exact names, once each: a key in
// another case ("SEQ", a payload's "TERRITORY") or given twice (the last
// one won, "seq": 999 hidden by a later "seq") was read by encoding/json
// as if written right, and is now refused with a sentence naming it; the
// log stays as it was.
func TestAPIRefusesMiscasedAndRepeatedKeys(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	own := ""
	for _, x := range st.Territories {
		if x.Owner == st.Current {
			own = x.ID
			break
		}
	}
	n := s.events(st.ID)
	seq := strconv.Itoa(st.Seq)
	place := `{"territory":"` + own + `","units":1}`
	events := "/api/games/" + strconv.Itoa(st.ID) + "/events"
	for _, c := range []struct {
		path, body string
		code       int
		want       string
	}{
		{events, `{"SEQ":` + seq + `,"TYPE":"place","PAYLOAD":` + place + `}`, 400, i18n.N("en", "input.unknown_field", "field", "SEQ")},
		{events, `{"seq":` + seq + `,"type":"place","payload":{"TERRITORY":"` + own + `","UNITS":1}}`, 422,
			i18n.N("en", "event.unknown_field", "type", "place", "field", "TERRITORY")},
		{events, `{"seq":999,"seq":` + seq + `,"type":"place","payload":` + place + `}`, 400, i18n.N("en", "input.field_twice", "field", "seq")},
		{events, `{"seq":` + seq + `,"type":"place","payload":{"territory":"` + own + `","units":9,"units":1}}`, 400,
			i18n.N("en", "input.field_twice", "field", "units")},
		// Herald's own "roll" of an attack, taken out before the payload
		// is read as the event: a miscased one is no roll.
		{events, `{"seq":` + seq + `,"type":"attack","payload":{"from":"` + own + `","to":"x","Roll":true}}`, 422,
			i18n.N("en", "event.unknown_field", "type", "attack", "field", "Roll")},
		{"/api/games/" + strconv.Itoa(st.ID) + "/undo", `{"SEQ":` + seq + `}`, 400, i18n.N("en", "input.unknown_field", "field", "SEQ")},
		{"/api/games/" + strconv.Itoa(st.ID) + "/undo", `{"seq":` + seq + `,"seq":` + seq + `}`, 400, i18n.N("en", "input.field_twice", "field", "seq")},
		// A new game's body (a seat is read by its own JSON method).
		{"/api/games", `{"players":[{"name":"Anna","house":"stark"},{"name":"Ben","house":"lannister"}],"deal":"magic","deal":"herald"}`, 400,
			i18n.N("en", "input.field_twice", "field", "deal")},
		{"/api/games", `{"players":[{"name":"Anna","house":"stark","house":"tully"},{"name":"Ben","house":"lannister"}]}`, 400,
			i18n.N("en", "input.field_twice", "field", "house")},
	} {
		code, body, _ := s.do("POST", c.path, "application/json", strings.NewReader(c.body), map[string]string{"Accept-Language": "en"})
		var out map[string]any
		json.Unmarshal([]byte(body), &out)
		if code != c.code || out["error"] != c.want {
			t.Errorf("%s %s: %d %s\nwant %d %q", c.path, c.body, code, body, c.code, c.want)
		}
	}
	if s.events(st.ID) != n {
		t.Errorf("refused bodies changed the log")
	}
	if got := len(s.gameIDs()); got != 1 {
		t.Errorf("%d games after refused set-ups, want 1", got)
	}
	// The exact keys, once each, still place.
	b := []byte(`{"seq":` + seq + `,"type":"place","payload":` + place + `}`)
	if code, body, _ := s.do("POST", events, "application/json", bytes.NewReader(b), nil); code != http.StatusCreated {
		t.Errorf("the body spelt right: %d %s", code, body)
	}
}

// A phone's game file whose hand correction spells "Cards" for "cards"
// carried real hidden cards past the secret check (which reads "cards"),
// so the phone could import it (gamefile.secrets_here_only did not
// apply), and the API's event list, whose redaction reads "cards" too,
// then showed the cards to everyone. A key given twice ("cards" the
// unknown cards, then "cards" the real ones) is the same trick. The file
// is refused, from the phone and on this machine, naming the key, and
// nothing is stored.
func TestImportRefusesMiscasedAndRepeatedKeys(t *testing.T) {
	s := newServer(t)
	tw := handTwin(t, s, "table")
	id := s.storeLog(tw.edition, tw.board, tw.a, true)
	code, file := s.phone().do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export", "", nil)
	if code != http.StatusOK || !strings.Contains(file, `"secrets":"unknown_cards"`) {
		t.Fatalf("the phone's export: %d %.300s", code, file)
	}
	var f map[string]any
	if err := json.Unmarshal([]byte(file), &f); err != nil {
		t.Fatal(err)
	}
	hand := events(f)[1].(map[string]any)
	if hand["type"] != "correct_hand" {
		t.Fatalf("event 2 is %v, want the hand's correction", hand["type"])
	}
	spelt, _ := json.Marshal(hand["payload"])
	hand["payload"] = "PAYLOAD"
	shape, _ := json.Marshal(f)
	with := func(payload string) []byte {
		return bytes.Replace(shape, []byte(`"PAYLOAD"`), []byte(payload), 1)
	}
	eventSentence := func(key, field string) string {
		reason := i18n.N("de", key, "type", "correct_hand", "field", field)
		return i18n.N("de", "gamefile.bad_event", "n", "2", "event", i18n.T("de", "gamefile.kind.correct_hand", nil), "reason", reason)
	}
	to := newServer(t)
	ph := to.phone()
	games, boards := to.counts()
	for _, c := range []struct {
		name   string
		file   []byte
		status int
		want   string
	}{
		{"miscased cards", with(`{"player":1,"Cards":["alaska","wild_1"]}`), 422, eventSentence("event.unknown_field", "Cards")},
		{"cards twice", with(`{"player":1,"cards":["unknown","unknown"],"cards":["alaska","wild_1"]}`), 400,
			i18n.N("de", "gamefile.field_twice", "field", "cards")},
		{"miscased file field", bytes.Replace(with(string(spelt)), []byte(`"seated":`), []byte(`"Seated":`), 1), 400,
			i18n.N("de", "gamefile.unknown_field", "field", "Seated")},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := bytes.NewReader(c.file)
			code, body := ph.do("POST", "/api/games/import", "application/json", req)
			if code == http.StatusCreated {
				_, log := ph.do("GET", "/api/games/"+strconv.Itoa(games+1)+"/events", "", nil)
				t.Fatalf("the phone imported it; the event list shows a phone Ben's Alaska: %v", strings.Contains(log, `"alaska"`))
			}
			if code != c.status {
				t.Errorf("the phone's import: %d %.300s, want %d", code, body, c.status)
			}
			code, out := to.importAPI(c.file)
			if code != c.status || out["error"] != c.want {
				t.Errorf("this machine's import: %d %q\nwant %d %q", code, out["error"], c.status, c.want)
			}
			if g, b := to.counts(); g != games || b != boards {
				t.Errorf("games %d → %d, board versions %d → %d: a refused file wrote", games, g, boards, b)
			}
		})
	}
	// The phone's file, its hand's correction as exported, comes in.
	if code, body := ph.do("POST", "/api/games/import", "application/json", bytes.NewReader(with(string(spelt)))); code != http.StatusCreated {
		t.Errorf("the phone's own file: %d %.300s", code, body)
	}
}

// A board file is read by the same strict reader: a key in another case
// or given twice (at the top, where the photo is taken out, too) is
// refused with the sentence naming it, and nothing is stored.
func TestBoardImportRefusesMiscasedAndRepeatedKeys(t *testing.T) {
	s := newServer(t)
	const territory = `{"id":"a","names":{"en":"A"},"region":"r","castle":false,"port":false}`
	board := func(top, territory string) string {
		return `{` + top + `"names":{"en":"X"},"regions":[{"id":"r","names":{"en":"R"},"bonus":1}],"territories":[` + territory + `],"links":[],"cards":[]}`
	}
	for _, c := range []struct{ name, text, want string }{
		{"miscased key", board(`"id":"x",`, `{"id":"a","names":{"en":"A"},"region":"r","Castle":true,"castle":false,"port":false}`),
			i18n.N("de", "input.unknown_field", "field", "Castle")},
		{"key twice", board(`"id":"x",`, `{"id":"a","names":{"en":"A"},"region":"r","castle":true,"castle":false,"port":false}`),
			i18n.N("de", "input.field_twice", "field", "castle")},
		{"top key twice", board(`"id":"x","id":"y",`, territory), i18n.N("de", "input.field_twice", "field", "id")},
		{"miscased top key", board(`"ID":"x",`, territory), i18n.N("de", "input.unknown_field", "field", "ID")},
	} {
		code, page := s.postForm("/boards/import", url.Values{"text": {c.text}}, nil)
		if code != http.StatusBadRequest || !strings.Contains(page, htmlEscape(c.want)) {
			t.Errorf("%s: %d, want 400 with %q", c.name, code, c.want)
		}
	}
	if list, _ := s.store.Boards(context.Background()); len(list) != 0 {
		t.Errorf("a refused import stored %v", list)
	}
	if loc := s.redirect("/boards/import", url.Values{"text": {board(`"id":"x",`, territory)}}); !strings.HasPrefix(loc, "/boards/x") {
		t.Errorf("the board spelt right: to %q", loc)
	}
}
