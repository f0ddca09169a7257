package handlers_test

// A game file's secrets (issue 29, item 1): the export leaves out what a
// rulebook keeps hidden and Herald's deck order for every device; only the
// machine running Herald gets them, on asking (?secrets=1), and only it
// may import a file holding them.

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/handlers"
	"herald/maps"
	"herald/store"
)

// phoneOf is a second Herald on s's store that the test reaches as a
// phone on the Wi-Fi with the key (handlers/access_test.go's gate).
type phoneOf struct {
	t   *testing.T
	e   *echo.Echo
	key string
}

func (s *server) phone() *phoneOf {
	key, err := s.store.AccessKey(context.Background())
	if err != nil {
		s.t.Fatal(err)
	}
	lan := func() []netip.Addr { return []netip.Addr{netip.MustParseAddr(lanHost)} }
	return &phoneOf{t: s.t, e: handlers.New(s.store, handlers.WithAddresses(lan)), key: key}
}

func (p *phoneOf) do(method, path, contentType string, body io.Reader) (int, string) {
	p.t.Helper()
	req := httptest.NewRequest(method, path, body)
	req.RemoteAddr = phone
	req.Host = lanHost // the address a phone's join link names
	req.Header.Set("Authorization", "Bearer "+p.key)
	req.Header.Set("Accept-Language", "en")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	p.e.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// fileTwin is a game as two logs that differ only in one seat's secret.
type fileTwin struct {
	name, edition, board string
	a, b                 []store.NewEvent
}

// storeLog stores a log as a game named "golden" with its seats issued.
func (s *server) storeLog(edition, board string, log []store.NewEvent, seated bool) int64 {
	s.t.Helper()
	ctx := context.Background()
	id, err := s.store.CreateGame(ctx, "golden", edition, board, log[0])
	if err != nil {
		s.t.Fatal(err)
	}
	if len(log) > 1 {
		if _, err := s.store.AppendMany(ctx, id, 1, log[1:]); err != nil {
			s.t.Fatal(err)
		}
	}
	if seated {
		if _, err := s.store.IssueSeat(ctx, id, 0); err != nil {
			s.t.Fatal(err)
		}
	}
	return id
}

func logOf(g enginetest.Game, n int) []store.NewEvent {
	var out []store.NewEvent
	for _, e := range g.Events[:n] {
		out = append(out, store.NewEvent{Type: e.Type, Payload: slices.Clone(e.Payload)})
	}
	return out
}

func setField(t *testing.T, p json.RawMessage, field string, v any) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(p, &m); err != nil {
		t.Fatal(err)
	}
	m[field], _ = json.Marshal(v)
	out, _ := json.Marshal(m)
	return out
}

// drawTwin: a Game of Thrones game on the table's deck up to its last
// named draw, and the same game drawing another card there.
func drawTwin(t *testing.T, s *server) fileTwin {
	path := filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json")
	g := enginetest.Load(t, path)
	events := enginetest.Events(t, g)
	last := -1
	for i, e := range events {
		if d, ok := e.(engine.EndTurn); ok && d.Card != "" && d.Card != engine.EndGameCard {
			last = i
		}
	}
	if last < 0 {
		t.Fatal("no named draw")
	}
	b := enginetest.Board(t, recordedDir, g)
	before, err := engine.Replay(b, events[:last])
	if err != nil {
		t.Fatal(err)
	}
	drawn := events[last].(engine.EndTurn)
	for _, c := range b.Cards {
		other := drawn
		other.Card = c.Territory
		if other.Card == drawn.Card {
			continue
		}
		if _, err := engine.Apply(before, other); err == nil {
			tw := fileTwin{name: "got table deck draw", edition: g.Edition, board: s.storeBoards(g), a: logOf(g, last+1), b: logOf(g, last+1)}
			tw.b[last].Payload = setField(t, tw.b[last].Payload, "card", other.Card)
			return tw
		}
	}
	t.Fatal("no other card could be drawn")
	return fileTwin{}
}

// deckTwin: a Game of Thrones game on Herald's deck, and the same game on
// a deck whose two bottom territory cards are swapped.
func deckTwin(t *testing.T, s *server) fileTwin {
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "three_players_end_card.json"))
	tw := fileTwin{name: "got herald deck", edition: g.Edition, board: s.storeBoards(g), a: logOf(g, len(g.Events)), b: logOf(g, len(g.Events))}
	var setup engine.Setup
	if err := json.Unmarshal(g.Events[0].Payload, &setup); err != nil {
		t.Fatal(err)
	}
	deck := slices.Clone(setup.Deck)
	n := len(deck) - 1
	if deck[n] == engine.EndGameCard {
		n--
	}
	deck[n], deck[n-1] = deck[n-1], deck[n]
	tw.b[0].Payload = setField(t, tw.b[0].Payload, "deck", deck)
	return tw
}

// keyTwin: a Game of Thrones game on Herald's deck, Anna's draw keyed
// (the secret it takes its card by), and the same game with another key
// and so another card for Anna (annasDrawKey).
func keyTwin(t *testing.T, s *server) fileTwin {
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "three_players_end_card.json"))
	tw := fileTwin{name: "got herald deck draw key", edition: g.Edition, board: s.storeBoards(g), a: logOf(g, 16), b: logOf(g, 16)}
	tw.a[5].Payload = setField(t, tw.a[5].Payload, "draw_key", "anna-a")
	tw.b[5].Payload = setField(t, tw.b[5].Payload, "draw_key", "anna-b")
	return tw
}

// handTwin: a classic game (set up by the table, on deck) in which Ben
// holds Alaska, and the same game with Ben holding Brazil.
func handTwin(t *testing.T, s *server, deck string) fileTwin {
	form := url.Values{"edition": {"classic"}, "name": {"Welt"}, "player": {"Anna", "Ben", "Carla"},
		"house": {"red", "blue", "green"}, "deal": {"table"}, "deck": {deck}, "step": {"board"}}
	for i, tr := range maps.MustLoad("classic").Territories {
		form.Set("owner_"+tr.ID, strconv.Itoa(i%3))
		form.Set("units_"+tr.ID, strconv.Itoa(1+map[bool]int{true: 21}[i < 3]))
	}
	game := s.redirect("/games", form)
	id, _ := strconv.ParseInt(strings.TrimPrefix(game, "/games/"), 10, 64)
	stored, err := s.store.Events(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	setup := store.NewEvent{Type: stored[0].Type, Payload: stored[0].Payload}
	hand := func(card string) []store.NewEvent {
		p, _ := json.Marshal(engine.CorrectHand{Player: 1, Cards: []string{card, "wild_1"}})
		return []store.NewEvent{setup, {Type: "correct_hand", Payload: p}}
	}
	return fileTwin{name: "classic hand, deck " + deck, edition: "classic", board: "classic", a: hand("alaska"), b: hand("brazil")}
}

// legendaryTwins: Halo Legendary with one player's face-down campaign
// card another, and with one drawn faction card's skulls other.
func legendaryTwins(t *testing.T, s *server) []fileTwin {
	g := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"))
	campaign := fileTwin{name: "legendary campaign card", edition: g.Edition, board: s.storeBoards(g), a: logOf(g, 7), b: logOf(g, 7)}
	campaign.b[4].Payload = setField(t, campaign.b[4].Payload, "n", 5)
	g2 := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "slayer_five_players.json"))
	skulls := fileTwin{name: "legendary skulls", edition: g2.Edition, board: s.storeBoards(g2), a: logOf(g2, 17), b: logOf(g2, 17)}
	skulls.b[16].Payload = setField(t, skulls.b[16].Payload, "skulls", []int{1})
	entered := startCardsGame(t, s, 16)
	entered.name = "legendary entered starting card"
	entered.b = slices.Clone(entered.a)
	entered.b[1].Payload = setField(t, entered.b[1].Payload, "skulls", []int{2})
	corrected := correctedHandGame(t, s, `{"player":0,"skulls":[1,1],"taken":[1]}`)
	corrected.b = correctedHandGame(t, s, `{"player":0,"skulls":[2,2],"taken":[2]}`).a
	return []fileTwin{campaign, skulls, entered, corrected}
}

// correctedHandGame: Halo Legendary Objective with 3, Anna correcting her
// faction cards (own and taken) at the start of her second turn
// (correction, a correct_hand payload) instead of turning in. The
// correction names their skulls, which are hers alone: "Die Anzahl der
// Fraktions-Karten eines Spielers ist allen Spielern bekannt, der Inhalt
// jedoch nicht" (FRAKTIONS-KARTEN).
func correctedHandGame(t *testing.T, s *server, correction string) fileTwin {
	g := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "objective_three_players.json"))
	log := append(logOf(g, 12), store.NewEvent{Type: "correct_hand", Payload: json.RawMessage(correction)})
	return fileTwin{name: "legendary hand correction", edition: g.Edition, board: s.storeBoards(g), a: log}
}

// startCardsGame: Halo Legendary Objective with 4 (Dirk starts with 1
// faction card: "4-Spieler-Spiel: Der 4. Spieler startet mit 1
// Fraktions-Karte"), set up as today without its skulls, Dirk entering
// it (1 skull) at once, then the recorded game's first n events: Anna's
// campaign cards recorded, her heroic card completed.
func startCardsGame(t *testing.T, s *server, n int) fileTwin {
	g := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "objective_four_players_heroes.json"))
	log := logOf(g, n)
	var setup map[string]json.RawMessage
	var players []map[string]json.RawMessage
	if json.Unmarshal(log[0].Payload, &setup) != nil || json.Unmarshal(setup["players"], &players) != nil {
		t.Fatal("set-up")
	}
	delete(players[3], "skulls")
	log[0].Payload = setField(t, log[0].Payload, "players", players)
	enter := store.NewEvent{Type: "enter_skulls", Payload: json.RawMessage(`{"player":3,"skulls":[1]}`)}
	log = slices.Insert(log, 1, enter)
	return fileTwin{name: "legendary starting cards", edition: g.Edition, board: s.storeBoards(g), a: log}
}

// legendaryPlayGames: seated Halo Legendary games as a phone exports and
// imports them, each with what its copy's players do next on their own
// pages or the API.
func legendaryPlayGames(t *testing.T, s *server) []legendaryPlay {
	// One on One: Ben draws a card (2 skulls) and plays it, draws another
	// (1 skull); Anna completes two cards (her last is revealed), Ben's
	// card stays face down.
	duel := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "one_on_one_flood_region.json"))
	duelLog := logOf(duel, 52)
	bens := store.NewEvent{Type: "record_campaign", Payload: json.RawMessage(`{"player":1,"tier":"easy","mission":"hold_territories","n":30}`)}
	duelLog = slices.Insert(duelLog, 4, bens)
	// Objective with 3: Anna draws a card (2 skulls) and turns it in;
	// her three cards stay face down.
	three := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "objective_three_players.json"))
	return []legendaryPlay{
		{fileTwin: fileTwin{name: "legendary duel", edition: duel.Edition, board: s.storeBoards(duel), a: duelLog},
			public: []string{`"region_from_none_turn"`, `"hold_region_count"`, `"destroy_units_turn"`}, private: []string{`"hold_territories"`},
			seat: 1, enter: 1, record: url.Values{"tier": {"easy"}, "mission": {"hold_territories"}, "n": {"30"}}},
		{fileTwin: fileTwin{name: "legendary trade", edition: three.Edition, board: s.storeBoards(three), a: logOf(three, 12)},
			private: []string{`"take_territories_turn"`, `"destroy_units_turn"`, `"hold_territories"`},
			trade:   []int{2}, record: url.Values{"tier": {"legendary"}, "mission": {"hold_territories"}, "n": {"8"}}},
		{fileTwin: startCardsGame(t, s, 16), public: []string{`"hold_regions"`}, private: []string{`"defeat_heroes_turn"`, `"take_territories_turn"`},
			seat: 3, enter: 1},
		// Anna's corrected hand comes as 2 own and 1 taken card of unknown
		// skulls; she enters the 3 again (1 skull each) and turns in two.
		{fileTwin: correctedHandGame(t, s, `{"player":0,"skulls":[2,1],"taken":[2]}`),
			private: []string{`"skulls":[2,1]`, `"taken":[2]`, `"hold_territories"`}, seat: 0, enter: 3, trade: []int{1, 1}},
	}
}

// legendaryPlay is a Halo Legendary game to copy, the campaign missions
// its phone's file must name (face up in the game) and must not (face
// down), and what the copy's player at seat does: enter enter cards
// again, turn in trade, record a card again.
type legendaryPlay struct {
	fileTwin
	public, private []string
	seat, enter     int
	trade           []int
	record          url.Values
}

func allTwins(t *testing.T, s *server) []fileTwin {
	return append([]fileTwin{drawTwin(t, s), deckTwin(t, s), keyTwin(t, s), handTwin(t, s, "herald"), handTwin(t, s, "table"), rewardsTwin(t, s)}, legendaryTwins(t, s)...)
}

// Two seated games that differ only in one seat's secret export to the
// same bytes for a phone, at both addresses (page and API); the machine
// running Herald gets each game's stored log to the byte with ?secrets=1.
func TestExportLeavesSecretsOut(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	for _, tw := range allTwins(t, s) {
		ids := [2]int64{s.storeLog(tw.edition, tw.board, tw.a, true), s.storeLog(tw.edition, tw.board, tw.b, true)}
		var files [2]string
		for i, id := range ids {
			for _, path := range []string{"/games/", "/api/games/"} {
				code, body := ph.do("GET", path+strconv.FormatInt(id, 10)+"/export", "", nil)
				if code != http.StatusOK {
					t.Fatalf("%s: phone's export: %d %s", tw.name, code, body)
				}
				files[i] = body
			}
			if _, local := s.get("/api/games/" + strconv.FormatInt(id, 10) + "/export"); local != files[i] {
				t.Errorf("%s: the machine's plain export differs from the phone's", tw.name)
			}
			whole := exportedLog(t, s, id)
			if !equalLogs(whole, [][]store.NewEvent{tw.a, tw.b}[i]) {
				t.Errorf("%s: ?secrets=1 is not the stored log", tw.name)
			}
		}
		// Apart from their times (two games, stored one after the other).
		if a, b := withoutTimes([]byte(files[0])), withoutTimes([]byte(files[1])); !bytes.Equal(a, b) {
			t.Errorf("%s: the phone's exports differ: %s", tw.name, firstDiff(b, a))
		}
		if !strings.Contains(files[0], `"secrets":"unknown_cards"`) || !strings.Contains(files[0], `"seated":true`) {
			t.Errorf("%s: the export is not marked as leaving secrets out: %.300s", tw.name, files[0])
		}
	}
}

// exportedLog is the loopback export with ?secrets=1, read.
func exportedLog(t *testing.T, s *server, id int64) []store.NewEvent {
	t.Helper()
	code, body := s.get("/api/games/" + strconv.FormatInt(id, 10) + "/export?secrets=1")
	if code != http.StatusOK {
		t.Fatalf("?secrets=1 on this machine: %d %s", code, body)
	}
	var f struct {
		Secrets string           `json:"secrets"`
		Events  []store.NewEvent `json:"events"`
	}
	if err := json.Unmarshal([]byte(body), &f); err != nil || f.Secrets != "" {
		t.Fatalf("whole file: %v, secrets %q", err, f.Secrets)
	}
	return f.Events
}

func equalLogs(a, b []store.NewEvent) bool {
	return slices.EqualFunc(a, b, func(x, y store.NewEvent) bool {
		var cx, cy bytes.Buffer
		return x.Type == y.Type && json.Compact(&cx, x.Payload) == nil && json.Compact(&cy, y.Payload) == nil && cx.String() == cy.String()
	})
}

// A phone asking for the secrets is refused with the sentence (page and
// API); the machine's history panel offers that file, saying what it
// holds, and a phone's does not.
func TestExportSecretsOnlyOnThisMachine(t *testing.T) {
	s := newServer(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "three_players_end_card.json"))
	id := strconv.FormatInt(s.storeGame(g, s.storeBoards(g), len(g.Events)), 10)
	ph := s.phone()
	for _, path := range []string{"/games/" + id + "/export?secrets=1", "/api/games/" + id + "/export?secrets=1"} {
		code, body := ph.do("GET", path, "", nil)
		if code != http.StatusForbidden || !strings.Contains(body, "can only be exported and imported on the computer running Herald") || strings.Contains(body, `"deck"`) {
			t.Errorf("%s from a phone: %d %.300s", path, code, body)
		}
	}
	if code, _ := s.get("/games/" + id + "/export?secrets=yes"); code != http.StatusBadRequest {
		t.Errorf("?secrets=yes: %d, want 400", code)
	}
	_, here := s.get("/games/" + id + "?lang=en")
	if !strings.Contains(here, `href="/games/`+id+`/export?secrets=1"`) || !strings.Contains(here, "With every hidden card and Herald&#39;s deck order") {
		t.Errorf("the machine's history panel offers no file with secrets")
	}
	if _, there := ph.do("GET", "/games/"+id, "", nil); strings.Contains(there, "secrets=1") || !strings.Contains(there, `data-testid="game-export-link"`) {
		t.Errorf("a phone's history panel offers the file with secrets, or no export")
	}
}

// A Halo Legendary file that left out what its log needs cannot be
// played on: a file an earlier Herald exported ("secrets": "left_out")
// kept every campaign card by its tier, completed ones too, so its
// completions cannot replay. It is refused with the sentence that says
// where to make the whole one, and, marked as a file with unknown cards,
// at the completion of a card whose mission it does not know; nothing is
// stored.
func TestImportRefusesFileWithoutEditionSecrets(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	duel := legendaryPlayGames(t, s)[0]
	id := s.storeLog(duel.edition, duel.board, duel.a, true)
	_, file := ph.do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export", "", nil)
	var f map[string]json.RawMessage
	var events []map[string]json.RawMessage
	if json.Unmarshal([]byte(file), &f) != nil || json.Unmarshal(f["events"], &events) != nil {
		t.Fatalf("the phone's file: %.300s", file)
	}
	for _, e := range events {
		if string(e["type"]) == `"record_campaign"` {
			var card map[string]any
			json.Unmarshal(e["payload"], &card)
			e["payload"], _ = json.Marshal(map[string]any{"player": card["player"], "tier": card["tier"]})
		}
	}
	f["events"], _ = json.Marshal(events)
	for mark, want := range map[string]string{"left_out": "gamefile.secrets_left_out", "unknown_cards": "gamefile.bad_event"} {
		f["secrets"], _ = json.Marshal(mark)
		old, _ := json.Marshal(f)
		games, _ := s.counts()
		code, out := s.importAPI(old)
		if code != http.StatusUnprocessableEntity || out["key"] != want {
			t.Errorf("%s: import of a file that cannot replay: %d %v", mark, code, out)
		}
		if mark == "left_out" && !strings.Contains(out["error"].(string), "auf dem Computer, auf dem Herald läuft") {
			t.Errorf("left_out: the sentence: %v", out["error"])
		}
		if mark == "unknown_cards" && !strings.Contains(out["error"].(string), "ohne ihren Inhalt aus einer Spieldatei") {
			t.Errorf("unknown_cards: the sentence: %v", out["error"])
		}
		if code, page, _ := s.importForm(old); code != http.StatusUnprocessableEntity || mark == "left_out" && !strings.Contains(page, "lässt verdeckte Karten weg") {
			t.Errorf("%s: the form's import of a file that cannot replay: %d %s", mark, code, excerpt(page, "alert"))
		}
		if now, _ := s.counts(); now != games {
			t.Errorf("%s: %d games after the refused imports, %d before", mark, now, games)
		}
	}
}

// publicState is what the API tells everyone of a game.
type publicState struct {
	Current     int    `json:"current"`
	Phase       string `json:"phase"`
	Over        bool   `json:"over"`
	DeckLeft    int    `json:"deck_left"`
	Territories []struct {
		Owner int `json:"owner"`
		Units int `json:"units"`
	} `json:"territories"`
	Players []struct {
		Cards int `json:"cards"`
	} `json:"players"`
}

// A phone's file of a Game of Thrones or classic game (a hidden hand, a
// draw, Herald's deck) comes in from the phone and is the same game to
// everyone: owners, units, whose turn, the number of cards in each hand
// and left in the deck; it plays on the table's deck, and a hand's
// correction names the cards the file did not know.
func TestImportFileWithUnknownCards(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	// The copy goes to another Herald (here the file is the game already here).
	to := newServer(t)
	toPh := to.phone()
	for _, tw := range []fileTwin{drawTwin(t, s), deckTwin(t, s), handTwin(t, s, "herald")} {
		id := s.storeLog(tw.edition, tw.board, tw.a, true)
		_, file := ph.do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export", "", nil)
		code, body := toPh.do("POST", "/api/games/import", "application/json", strings.NewReader(file))
		if code != http.StatusCreated {
			t.Fatalf("%s: a phone's import of its file: %d %s", tw.name, code, body)
		}
		var out struct{ ID int64 }
		json.Unmarshal([]byte(body), &out)
		var was, is publicState
		s.getJSON("/api/games/"+strconv.FormatInt(id, 10), &was)
		to.getJSON("/api/games/"+strconv.FormatInt(out.ID, 10), &is)
		if tw.edition == "classic" {
			// Without an End Game card Herald does not count the table's deck.
			was.DeckLeft = is.DeckLeft
		}
		if !reflect.DeepEqual(was, is) {
			t.Errorf("%s: the copy differs:\n%+v\nwas\n%+v", tw.name, is, was)
		}
		// The summary's figures and points (issue 33) come from what the
		// file keeps: the copy's are the original's.
		for _, part := range []string{`data-testid="summary-figures"`, `data-testid="chart-points"`} {
			orig := summaryPart(s.page("/games/"+strconv.FormatInt(id, 10)+"/summary", "en"), part)
			if cp := summaryPart(to.page("/games/"+strconv.FormatInt(out.ID, 10)+"/summary", "en"), part); cp != orig {
				t.Errorf("%s: the copy's summary part %s differs:\n%s\nwas\n%s", tw.name, part, cp, orig)
			}
		}
		var mode struct {
			DeckMode string `json:"deck_mode"`
		}
		if to.getJSON("/api/games/"+strconv.FormatInt(out.ID, 10), &mode); mode.DeckMode != engine.DeckTable {
			t.Errorf("%s: the copy plays on %q, want the table's deck", tw.name, mode.DeckMode)
		}
		if tw.edition != "classic" {
			continue
		}
		// Ben's seat on the copy shows the card the file did not know.
		ben := to.takeSeat(out.ID, to.issueSeat(out.ID, 1, "GET"))
		me := to.getAs("/games/"+strconv.FormatInt(out.ID, 10)+"/me?lang=en", ben)
		if !strings.Contains(me, "Unknown card (please correct the hand)") {
			t.Errorf("%s: Ben's seat on the copy does not show his unknown card", tw.name)
		}
		// Ben enters his real cards on the copy, from his phone (his hand
		// is his alone once the seats are issued).
		var st state
		to.getJSON("/api/games/"+strconv.FormatInt(out.ID, 10), &st)
		if code, res := to.eventAs(st, "correct_hand", engine.CorrectHand{Player: 1, Cards: []string{"alaska", "wild_1"}}, ben); code != http.StatusCreated {
			t.Errorf("%s: Ben's real hand on the copy: %d %v", tw.name, code, res)
		}
		if log := exportedLog(t, to, out.ID); !strings.Contains(string(log[len(log)-1].Payload), `"alaska"`) {
			t.Errorf("%s: the correction is not the copy's last event: %s", tw.name, log[len(log)-1].Payload)
		}
	}
}

// A file holding secrets (Herald's deck; Halo Legendary's skulls and
// campaign cards, without seats too) is imported on the machine running
// Herald and refused from a phone; a file without any (a table's deck, no
// seats) comes in from a phone too.
func TestImportSecretsOnlyOnThisMachine(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "three_players_end_card.json"))
	whole := s.exportFile(s.storeGame(g, s.storeBoards(g), len(g.Events)), true)
	code, body := ph.do("POST", "/api/games/import", "application/json", bytes.NewReader(whole))
	if code != http.StatusForbidden || !strings.Contains(body, "can only be exported and imported on the computer running Herald") {
		t.Errorf("a phone's import of a file with secrets: %d %s", code, body)
	}
	// Into another Herald: here the file is the game already here.
	to := newServer(t)
	if code, out := to.importAPI(whole); code != http.StatusCreated {
		t.Errorf("this machine's import of a file with secrets: %d %v", code, out)
	}
	for _, tw := range legendaryTwins(t, s) {
		file := s.exportFile(s.storeLog(tw.edition, tw.board, tw.a, false), true)
		if code, body := ph.do("POST", "/api/games/import", "application/json", bytes.NewReader(file)); code != http.StatusForbidden {
			t.Errorf("%s: a phone's import of the whole file: %d %.200s", tw.name, code, body)
		}
	}
	g2 := enginetest.Load(t, filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json"))
	open := s.exportFile(s.storeGame(g2, s.storeBoards(g2), len(g2.Events)), false)
	if code, body := to.phone().do("POST", "/api/games/import", "application/json", bytes.NewReader(open)); code != http.StatusCreated {
		t.Errorf("a phone's import of a file without secrets: %d %s", code, body)
	}
}

// exportFile is this machine's export of game id, whole or not.
func (s *server) exportFile(id int64, secrets bool) []byte {
	s.t.Helper()
	path := "/api/games/" + strconv.FormatInt(id, 10) + "/export"
	if secrets {
		path += "?secrets=1"
	}
	code, body := s.get(path)
	if code != http.StatusOK {
		s.t.Fatalf("export: %d %s", code, body)
	}
	return []byte(body)
}

// The copy of a seated game is seated: its shared pages and API, to a
// phone without a seat, name no card in any hand.
func TestImportedSeatedGameKeepsHandsPrivate(t *testing.T) {
	from, to := newServer(t), newServer(t)
	path := filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json")
	g := enginetest.Load(t, path)
	st, n := holdingCards(t, g)
	id := from.storeGame(g, from.storeBoards(g), n)
	from.issueSeat(id, 0, "GET")
	code, out := to.importAPI(from.exportFile(id, true))
	if code != http.StatusCreated {
		t.Fatalf("import: %d %v", code, out)
	}
	game := "/games/" + strconv.Itoa(int(out["id"].(float64)))
	ph := to.phone()
	checked := 0
	for _, p := range []string{game, game + "/board", "/api" + game, "/api" + game + "/events"} {
		_, body := ph.do("GET", p, "", nil)
		for pl := range st.Players {
			html, js := secrets(st, pl)
			for _, m := range append(html, js...) {
				if strings.HasPrefix(m, "value=") && p != game+"/board" {
					continue // a territory a form pre-selects (scanSeats)
				}
				checked++
				if strings.Contains(body, m) {
					t.Errorf("the copy's %s shows %s's %s", p, st.Players[pl].Name, m)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("nobody holds a card: nothing checked")
	}
}

// holdingCards is the last position of g that is not over with a card in
// a hand, and the number of events up to it.
func holdingCards(t *testing.T, g enginetest.Game) (*engine.State, int) {
	t.Helper()
	events := enginetest.Events(t, g)
	for n := len(events); n > 1; n-- {
		st, err := engine.Replay(enginetest.Board(t, recordedDir, g), events[:n])
		if err != nil {
			t.Fatal(err)
		}
		if !st.Over && slices.ContainsFunc(st.Players, func(p engine.Player) bool { return len(p.Hand) > 0 }) {
			return st, n
		}
	}
	t.Fatal("nobody ever holds a card")
	return nil, 0
}

// legendaryPublic is what the API tells everyone of a Halo Legendary game.
type legendaryPublic struct {
	Current     int    `json:"current"`
	Phase       string `json:"phase"`
	Over        bool   `json:"over"`
	Turn        int    `json:"turn"`
	Territories []struct {
		Owner int `json:"owner"`
		Units int `json:"units"`
	} `json:"territories"`
	Players []struct {
		Cards         int `json:"cards"`
		TakenCards    int `json:"taken_cards"`
		CampaignsDone int `json:"campaigns_done"`
		Campaign      []struct {
			Tier string `json:"tier"`
			Done bool   `json:"done"`
		} `json:"campaign"`
	} `json:"players"`
}

// A phone's file of a seated Halo Legendary game (faction cards drawn,
// entered, turned in and played; campaign cards recorded, completed and
// revealed) counts the faction cards and keeps a face-down campaign card
// by its tier only ("Die Anzahl der Fraktions-Karten eines Spielers ist
// allen Spielern bekannt, der Inhalt jedoch nicht"; "Die Kampagnen-Karten
// werden verdeckt ausgeteilt"), while a card once face up ("decken Sie die
// entsprechende Karte auf, sodass jeder sie sehen kann") stays whole. It
// comes in from the phone as the same game to everyone, and plays on: the
// holders enter their cards and record their face-down campaign cards again
// on their own pages, and a turn-in names the skulls of a card the copy
// did not know.
func TestImportLegendaryFileWithUnknownCards(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	// The copy goes to another Herald (here the file is the game already here).
	to := newServer(t)
	toPh := to.phone()
	for _, lp := range legendaryPlayGames(t, s) {
		id := s.storeLog(lp.edition, lp.board, lp.a, true)
		code, file := ph.do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export", "", nil)
		if code != http.StatusOK || !strings.Contains(file, `"secrets":"unknown_cards"`) {
			t.Fatalf("%s: the phone's export: %d %.300s", lp.name, code, file)
		}
		for _, m := range lp.public {
			if !strings.Contains(file, m) {
				t.Errorf("%s: the file lacks the face-up card %s", lp.name, m)
			}
		}
		for _, m := range lp.private {
			if strings.Contains(file, m) {
				t.Errorf("%s: the file names the face-down card %s", lp.name, m)
			}
		}
		code, body := toPh.do("POST", "/api/games/import", "application/json", strings.NewReader(file))
		if code != http.StatusCreated {
			t.Fatalf("%s: a phone's import of its file: %d %s", lp.name, code, body)
		}
		var out struct{ ID int64 }
		json.Unmarshal([]byte(body), &out)
		copyID := strconv.FormatInt(out.ID, 10)
		var was, is legendaryPublic
		s.getJSON("/api/games/"+strconv.FormatInt(id, 10), &was)
		to.getJSON("/api/games/"+copyID, &is)
		if !reflect.DeepEqual(was, is) || len(is.Territories) == 0 {
			t.Errorf("%s: the copy differs:\n%+v\nwas\n%+v", lp.name, is, was)
		}
		lp.playOn(t, to, out.ID)
	}
}

// playOn: the copy's player at lp.seat takes the seat, enters the cards
// the file did not know, records the face-down card again, and turns in.
func (lp legendaryPlay) playOn(t *testing.T, s *server, copyID int64) {
	game := "/games/" + strconv.FormatInt(copyID, 10)
	cookie := s.takeSeat(copyID, s.issueSeat(copyID, lp.seat, "GET"))
	own := game + "/cards/" + strconv.Itoa(lp.seat) + "?lang=en"
	me := s.getAs(own, cookie)
	if lp.enter > 0 && !strings.Contains(me, `data-testid="enter-skulls-form"`) {
		t.Errorf("%s: the seat page asks for no card", lp.name)
	}
	if lp.record != nil && !strings.Contains(me, `data-testid="own-unknown-`+lp.record.Get("tier")+`"`) {
		t.Errorf("%s: the seat page shows no face-down card to record again: %s", lp.name, excerpt(me, "own-card-list"))
	}
	post := func(path string, form url.Values) {
		t.Helper()
		var st state
		s.getJSON("/api"+game, &st)
		form.Set("seq", strconv.Itoa(st.Seq))
		code, body, _ := s.do("POST", game+path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), map[string]string{"Cookie": cookie})
		if code != http.StatusSeeOther {
			t.Errorf("%s: POST %s: %d %s", lp.name, path, code, excerpt(body, `role="alert"`))
		}
	}
	if lp.enter > 0 {
		form := url.Values{}
		for k := range lp.enter {
			form.Set("skulls_"+strconv.Itoa(k), "1")
		}
		post("/cards/"+strconv.Itoa(lp.seat)+"/skulls", form)
	}
	if lp.record != nil {
		post("/cards/"+strconv.Itoa(lp.seat), lp.record)
		if me = s.getAs(own, cookie); strings.Contains(me, "own-unknown-"+lp.record.Get("tier")) {
			t.Errorf("%s: the card recorded again is still unknown", lp.name)
		}
	}
	var api struct {
		Players []struct {
			Cards     int `json:"cards"`
			Unentered int `json:"unentered_cards"`
		} `json:"players"`
	}
	if s.getJSON("/api"+game, &api); lp.enter > 0 && api.Players[lp.seat].Unentered != 0 {
		t.Errorf("%s: %d cards still to enter after entering them", lp.name, api.Players[lp.seat].Unentered)
	}
	if lp.trade == nil {
		return
	}
	var st state
	s.getJSON("/api"+game, &st)
	held := api.Players[lp.seat].Cards
	if code, res := s.event(st, "trade", map[string]any{"skulls": lp.trade}); code != http.StatusCreated {
		t.Errorf("%s: the turn-in on the copy: %d %v", lp.name, code, res)
	}
	if s.getJSON("/api"+game, &api); api.Players[lp.seat].Cards != held-len(lp.trade) {
		t.Errorf("%s: %d cards after turning in %d of %d", lp.name, api.Players[lp.seat].Cards, len(lp.trade), held)
	}
}

// Every recorded Halo Legendary game (every mode, eliminations, cards
// passed to an ally, starting cards in the set-up), seated, exports from
// a phone to a file that the phone imports again: the copy is the same
// game to everyone.
func TestEveryLegendaryGameMovesWithoutSecrets(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	// The copies go to another Herald (here each file is a game already here).
	to := newServer(t)
	toPh := to.phone()
	paths, err := filepath.Glob(filepath.Join(recordedDir, "legendary", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	for _, path := range paths {
		g := enginetest.Load(t, path)
		id := s.storeLog(g.Edition, s.storeBoards(g), logOf(g, len(g.Events)), true)
		_, file := ph.do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export", "", nil)
		code, body := toPh.do("POST", "/api/games/import", "application/json", strings.NewReader(file))
		if code != http.StatusCreated {
			t.Errorf("%s: a phone's import of its file: %d %.300s", filepath.Base(path), code, body)
			continue
		}
		var out struct{ ID int64 }
		json.Unmarshal([]byte(body), &out)
		var was, is legendaryPublic
		s.getJSON("/api/games/"+strconv.FormatInt(id, 10), &was)
		to.getJSON("/api/games/"+strconv.FormatInt(out.ID, 10), &is)
		if !reflect.DeepEqual(was, is) {
			t.Errorf("%s: the copy differs:\n%+v\nwas\n%+v", filepath.Base(path), is, was)
		}
	}
}

// summaryPart is the summary's part that opens with marker, up to the
// end of its element (a section or a figure); "" when the page has none.
func summaryPart(page, marker string) string {
	i := strings.Index(page, marker)
	if i < 0 {
		return ""
	}
	end := strings.Index(page[i:], "</section>")
	if f := strings.Index(page[i:], "</figure>"); f >= 0 && (end < 0 || f < end) {
		end = f
	}
	if end < 0 {
		return page[i:]
	}
	return page[i : i+end]
}
