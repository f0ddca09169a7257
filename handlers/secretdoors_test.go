package handlers_test

// A secret never leaves its seat (issue 29): every door of a seated game,
// compared across two games that differ only in one secret of Anna's
// (seat 0), must answer a device without Anna's seat byte for byte the
// same. A door that answers the two games differently tells that device
// something of Anna's secret.
//
// The twins, each from a recorded game (engine/testdata/games and
// editions/classic/testdata/games), cut where Anna holds the secret and
// it is her turn (so the API's current "hand" is hers):
//   - Game of Thrones, table's deck: the card Anna drew ("card" of her
//     end_turn) is another card; once more with that draw undone by the
//     tablet (the redo offered names no card), the action its redo.
//   - Game of Thrones, Herald's deck: two cards of the set-up's shuffled
//     deck change places, so Anna draws another card and the deck's order
//     (nobody's to know) differs too; once more with the draw undone. And
//     Anna's draw has another key (nobody's to know), so she draws another
//     card; once more with that draw undone.
//   - Classic, table's deck: the card Anna drew is another card; and
//     Anna's three cards make a set to trade in one twin, not in the other.
//   - Classic Secret Mission: Anna's mission card is another card,
//     entered on her page at the start (once more with that entry undone
//     by the tablet) or before her fourth turn, or dealt by Herald in the
//     set-up; and a card the table's correction meets in one twin and not
//     in the other (once more with the correction undone).
//   - Halo Legendary: Anna's easy campaign card, recorded face down, is
//     another mission, before her turn's attacks and after a conquest
//     that meets one mission and not the other, or a correction that
//     does (once more with the correction undone); the faction card Anna
//     drew face down has other skulls; and a correction of Anna's hand
//     (her own cards and one taken) names other skulls of as many cards.
// TestFactionFormKeepsTheDefendersCard turns it round: Ben's card, Anna's
// own page.
//
// Each twin lives in its own store (so game ids, lists and the records
// across games match) with the same access key and the same timestamps,
// the seats issued (store.IssueSeat) before Herald starts.
//
// The doors, each asked by the tablet over the LAN (the key as a cookie,
// no seat) and by Ben's phone (the key and Ben's herald_seat cookie), in
// German and English:
//   - pages: the home page, the game page (with its history), the board
//     page, the seat page /me, Anna's and Ben's private pages
//     /games/:id/cards/:player;
//   - fragments (HX-Request): the game page's body, its attack and
//     maneuver picks, the board page's body, the seat page's body, and the
//     answers to a form sent from a stale page (409, "Inzwischen: ...",
//     one for every earlier seq);
//   - the JSON API: /api/games, /api/games/:id, /api/games/:id/events;
//   - statistics: /games/:id/dice, /games/:id/summary, /dice, /records;
//     the logbook: /games, and both filtered by a player (issue 33);
//   - the undo's answer (htmx with HX-Parts), for the twins that undo;
//   - after an action (the tablet places a unit, ends the attacks, or
//     redoes the undone draw; htmx with HX-Parts: the parts answer of
//     respondParts): that answer, and what the live stream
//     /games/:id/live sends the tablet and Ben's phone about it.
//
// Normalised before comparing, and nothing else: after the action, the
// new event's live mark (its seq and the time it was written, e.g.
// "17.1x3k..."), which is the clock's and differs between the twins by the
// milliseconds between their two writes; each twin's own mark is replaced
// by its exact string, so no other text can be hidden by it. Made equal
// instead of normalised: the access key, the stored times (set in the
// database before Herald starts, and again after an undo), the address and
// port the devices open (the join panel shows them; each twin runs on a
// port of its own). Seat tokens never appear in these doors (they are in
// the cookie, and on the seat-link routes, not asked here); there is no
// CSRF token (Go's CrossOriginProtection checks the request's headers).
//
// Anna's own phone asking the same doors must see a difference (her seat
// page at least; after the redo where her draw was undone): otherwise the twins would not differ and the test could
// not fail.
//
// DOORS_DUMP=<dir> writes both answers of a door that differs into dir,
// to read the whole of them.
//
// Not here: the export (handlers/gamefile*.go, tested with its own door)
// and the seat-link routes /games/:id/seats/* (they show a seat's link to
// the table by design).

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"herald/engine/enginetest"
	"herald/handlers"
	"herald/store"
)

// twin is a recorded game cut after n events and a change of one of
// Anna's secrets in its log.
type twin struct {
	name, file string
	n          int
	change     func(t *testing.T, events []enginetest.Event)
	// undo: who takes the last event (Anna's draw, her card entered, a
	// correction) back before the doors are asked, so they show it as the
	// redo; the action is then the redo, sent by the same device.
	undo undoer
	// base, when not nil, changes both twins first (change then makes
	// the second differ from the first).
	base func(t *testing.T, events []enginetest.Event)
	// secrets: what Anna keeps face down in the twin's game, which the
	// private actions (secretprobes_test.go) name.
	secrets secretKind
}

// undoer is who takes a twin's last event back: no one, the tablet (a
// draw, a correction: anyone may), or Anna's phone (her mission card
// entered: only its holder takes it back and puts it back, handlers'
// secret door).
type undoer int

const (
	noUndo undoer = iota
	tabletUndoes
	annaUndoes
)

// secretKind is what Anna keeps face down in a twin's game. The zero
// value is none, so a twin that names none fails instead of probing
// nothing.
type secretKind int

const (
	_              secretKind = iota
	territoryCards            // Game of Thrones, classic: the cards in hand
	missionCard               // classic Secret Mission: the cards in hand and the mission card
	factionCards              // Halo Legendary: faction cards and campaign cards
)

// changes is the twin's base change, then its own.
func (tw twin) changes() (first, second func(*testing.T, []enginetest.Event)) {
	if tw.base == nil {
		return nil, tw.change
	}
	return tw.base, func(t *testing.T, events []enginetest.Event) {
		tw.base(t, events)
		tw.change(t, events)
	}
}

var twins = []twin{
	{"got table deck", filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json"), 12,
		setPayload(6, `{"draw": true, "card": "harrenhal"}`), noUndo, nil, territoryCards},
	{"got table deck, the draw undone", filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json"), 7,
		setPayload(6, `{"draw": true, "card": "harrenhal"}`), tabletUndoes, nil, territoryCards},
	{"got herald deck", filepath.Join(recordedDir, "got", "three_players_end_card.json"), 16, swapDeck(0, 10), noUndo, nil, territoryCards},
	{"got herald deck, the draw undone", filepath.Join(recordedDir, "got", "three_players_end_card.json"), 6, swapDeck(0, 10), tabletUndoes, nil, territoryCards},
	// Anna's draw with another key (the secret a draw from Herald's deck
	// takes its card by): another card, neither the next one's on top.
	{"got herald deck, the draw's key", filepath.Join(recordedDir, "got", "three_players_end_card.json"), 16,
		annasDrawKey("anna-b"), noUndo, annasDrawKey("anna-a"), territoryCards},
	{"got herald deck, the keyed draw undone", filepath.Join(recordedDir, "got", "three_players_end_card.json"), 6,
		annasDrawKey("anna-b"), tabletUndoes, annasDrawKey("anna-a"), territoryCards},
	{"classic table deck", filepath.Join("..", "editions", "classic", "testdata", "games", "two_players_trades_escalate.json"), 10,
		setPayload(4, `{"draw": true, "card": "brazil"}`), noUndo, nil, territoryCards},
	{"classic a set to trade or not", filepath.Join("..", "editions", "classic", "testdata", "games", "two_players_trades_escalate.json"), 30,
		setPayload(24, `{"draw": true, "card": "alberta"}`), noUndo, nil, territoryCards},
	// Secret Mission RISK: "The General shuffles the Mission cards and
	// deals one card face down to each player" (classic 1993, Secret
	// Mission Risk): Anna's card, entered on her page (the table's deal)
	// at the start and before her fourth turn, or dealt by Herald in the
	// set-up.
	{"classic mission card entered", secretMissionGame, 4,
		setPayload(1, `{"player": 0, "mission": "occupy_24"}`), noUndo, nil, missionCard},
	{"classic mission card entered, undone", secretMissionGame, 2,
		setPayload(1, `{"player": 0, "mission": "occupy_24"}`), annaUndoes, nil, missionCard},
	{"classic mission card, turn 4", secretMissionGame, 17,
		setPayload(1, `{"player": 0, "mission": "occupy_24"}`), noUndo, nil, missionCard},
	{"classic mission card dealt by Herald", secretMissionGame, 1,
		dealtMission("occupy_24"), noUndo, dealtMission("north_america_africa"), missionCard},
	// A correction is the table fixing Herald's record, not a move, and a
	// card is won by "reveal[ing] the Mission card to prove it" (classic
	// 1993, Secret Mission RISK, WINNING): the tablet's correction giving
	// Anna Africa meets her "North America and Africa" in one twin and not
	// her "North America and Australia" in the other (the correction
	// stands where she would have placed); once more with the correction
	// undone by the tablet, the action its redo.
	{"classic mission met by a correction", secretMissionGame, 5,
		setPayload(1, `{"player": 0, "mission": "north_america_africa"}`), noUndo, annaGetsAfrica, missionCard},
	{"classic mission met by a correction, undone", secretMissionGame, 5,
		setPayload(1, `{"player": 0, "mission": "north_america_africa"}`), tabletUndoes, annaGetsAfrica, missionCard},
	// Nor does a correction that leaves Anna alone on the board end the
	// game (its end turns every card over, and an undo would put the game
	// back): her next move does, as the rules check it. Her "North
	// America and Australia" stands met in one twin, her "occupy 18
	// territories with at least 2 armies" is not in the other (one army
	// on each territory given).
	{"classic correction leaves one player", secretMissionGame, 5,
		setPayload(1, `{"player": 0, "mission": "occupy_18_two_armies"}`), noUndo, annaGetsTheWorld, missionCard},
	{"legendary campaign card", filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 7,
		setPayload(1, `{"player": 0, "tier": "easy", "mission": "hold_territories", "n": 6}`), noUndo, nil, factionCards},
	{"legendary campaign card met", filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 10,
		setPayload(1, `{"player": 0, "tier": "easy", "mission": "hold_territories", "n": 6}`), noUndo, nil, factionCards},
	// A correction is no conquest and completes no campaign card: the
	// card is completed by its holder ("Kampagnen-Karte ablegen",
	// SPIELZUG step 3), so only Anna's page may say it is met. The
	// tablet's correction giving Anna two more territories, where she
	// would have placed, meets her easy card "hold 6 territories" in one
	// twin and not her "hold 7" in the other; once more undone.
	{"legendary campaign card met by a correction", filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 8,
		setPayload(1, `{"player": 0, "tier": "easy", "mission": "hold_territories", "n": 6}`), noUndo, annaCorrectedToSix, factionCards},
	{"legendary campaign card met by a correction, undone", filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 8,
		setPayload(1, `{"player": 0, "tier": "easy", "mission": "hold_territories", "n": 6}`), tabletUndoes, annaCorrectedToSix, factionCards},
	{"legendary faction card", filepath.Join(recordedDir, "legendary", "objective_three_players.json"), 12,
		setPayload(7, `{"draw": true, "skulls": [1]}`), noUndo, nil, factionCards},
	// A hand correction names the skulls of Anna's faction cards, own and
	// taken: "Die Anzahl der Fraktions-Karten eines Spielers ist allen
	// Spielern bekannt, der Inhalt jedoch nicht" (FRAKTIONS-KARTEN).
	{"legendary hand correction", filepath.Join(recordedDir, "legendary", "objective_three_players.json"), 13,
		correctAnnasHand(`{"player": 0, "skulls": [2, 2], "taken": [2]}`), noUndo, correctAnnasHand(`{"player": 0, "skulls": [1, 1], "taken": [1]}`), factionCards},
}

// secretMissionGame is classic's recorded Secret Mission game.
var secretMissionGame = filepath.Join("..", "editions", "classic", "testdata", "games", "three_players_secret_mission_18_territories.json")

// annaGetsAfrica gives Anna "North America and Australia" and replaces
// her first placement (event 4) by the table's correction giving her
// Africa, Ben's there.
func annaGetsAfrica(t *testing.T, events []enginetest.Event) {
	setPayload(1, `{"player": 0, "mission": "north_america_australia"}`)(t, events)
	events[4] = enginetest.Event{Type: "correct", Payload: json.RawMessage(africaToAnna)}
}

// annaGetsTheWorld gives Anna "North America and Australia" and replaces
// her first placement (event 4) by the table's correction giving her
// every territory of Ben's and Cara's, one army each.
func annaGetsTheWorld(t *testing.T, events []enginetest.Event) {
	setPayload(1, `{"player": 0, "mission": "north_america_australia"}`)(t, events)
	var setup struct {
		Owners map[string]int `json:"owners"`
	}
	if err := json.Unmarshal(events[0].Payload, &setup); err != nil {
		t.Fatal(err)
	}
	var fixes []map[string]any
	for id, o := range setup.Owners {
		if o != 0 {
			fixes = append(fixes, map[string]any{"territory": id, "owner": 0, "units": 1})
		}
	}
	slices.SortFunc(fixes, func(a, b map[string]any) int {
		return strings.Compare(a["territory"].(string), b["territory"].(string))
	})
	b, err := json.Marshal(map[string]any{"territories": fixes})
	if err != nil {
		t.Fatal(err)
	}
	events[4] = enginetest.Event{Type: "correct", Payload: b}
}

// africaToAnna is a correction giving Anna (seat 0) Africa, one army each.
const africaToAnna = `{"territories": [{"territory": "north_africa", "owner": 0, "units": 1}, {"territory": "egypt", "owner": 0, "units": 1},
	{"territory": "east_africa", "owner": 0, "units": 1}, {"territory": "congo", "owner": 0, "units": 1},
	{"territory": "south_africa", "owner": 0, "units": 1}, {"territory": "madagascar", "owner": 0, "units": 1}]}`

// annaCorrectedToSix gives Anna the easy card "hold 7 territories" and
// replaces her placement (event 7 of one_on_one_campaign) by the table's
// correction giving her d05 and d06, the Flood's: 6 territories.
func annaCorrectedToSix(t *testing.T, events []enginetest.Event) {
	setPayload(1, `{"player": 0, "tier": "easy", "mission": "hold_territories", "n": 7}`)(t, events)
	events[7] = enginetest.Event{Type: "correct", Payload: json.RawMessage(
		`{"territories": [{"territory": "d05", "owner": 0, "units": 1}, {"territory": "d06", "owner": 0, "units": 1}]}`)}
}

// dealtMission makes the set-up Herald's deal of the mission cards, Anna's
// card the one given (Ben and Cara keep theirs).
func dealtMission(anna string) func(*testing.T, []enginetest.Event) {
	return func(t *testing.T, events []enginetest.Event) {
		var setup map[string]any
		if err := json.Unmarshal(events[0].Payload, &setup); err != nil {
			t.Fatal(err)
		}
		players, ok := setup["players"].([]any)
		if !ok || len(players) != 3 {
			t.Fatal("the set-up has not 3 players")
		}
		for i, m := range []string{anna, "destroy_green", "asia_africa"} {
			players[i].(map[string]any)["mission"] = m
		}
		setup["mission_deal"] = "herald"
		b, err := json.Marshal(setup)
		if err != nil {
			t.Fatal(err)
		}
		events[0].Payload = b
	}
}

// correctAnnasHand replaces Anna's turn-in at the start of her second turn
// (event 12 of objective_three_players) by a correction of her hand.
func correctAnnasHand(payload string) func(*testing.T, []enginetest.Event) {
	return func(t *testing.T, events []enginetest.Event) {
		if typ := events[12].Type; typ != "trade" && typ != "correct_hand" {
			t.Fatalf("event 12 is a %s, want Anna's turn-in", events[12].Type)
		}
		events[12].Type = "correct_hand"
		setPayload(12, payload)(t, events)
	}
}

// setPayload replaces event i's payload.
func setPayload(i int, payload string) func(*testing.T, []enginetest.Event) {
	return func(t *testing.T, events []enginetest.Event) {
		if !json.Valid([]byte(payload)) {
			t.Fatalf("bad payload %s", payload)
		}
		events[i].Payload = json.RawMessage(payload)
	}
}

// annasDrawKey gives Anna's draw of three_players_end_card (event 5) the
// key: "anna-a" draws Stoney Shore, "anna-b" the Kingswood.
func annasDrawKey(key string) func(*testing.T, []enginetest.Event) {
	return setPayload(5, `{"draw": true, "draw_key": "`+key+`"}`)
}

// swapDeck swaps cards i and j of the set-up's deck (Herald's deck).
func swapDeck(i, j int) func(*testing.T, []enginetest.Event) {
	return func(t *testing.T, events []enginetest.Event) {
		var setup map[string]any
		if err := json.Unmarshal(events[0].Payload, &setup); err != nil {
			t.Fatal(err)
		}
		deck, ok := setup["deck"].([]any)
		if !ok {
			t.Fatal("the set-up has no deck")
		}
		deck[i], deck[j] = deck[j], deck[i]
		b, err := json.Marshal(setup)
		if err != nil {
			t.Fatal(err)
		}
		events[0].Payload = b
	}
}

const (
	tabletAddr = "192.168.1.30:5555"
	benAddr    = "192.168.1.21:5555"
	annaAddr   = "192.168.1.22:5555"
	sameKey    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	sameTime   = "2026-01-02T20:00:00.000000000Z"
	// twinHost is the address the devices open, the same for both twins
	// (each runs on a port of its own): the join panel shows it.
	twinHost = "192.168.1.10:8080"
)

// table is one twin running: its Herald and the cookies of its devices.
type table struct {
	t           *testing.T
	srv         *httptest.Server
	id          string
	tablet, ben string // the Cookie header of each device
	anna        string
	annaP, benP int
	file        string // the store's database
}

// device is who asks: its LAN address and Cookie header.
type device struct{ addr, cookie string }

func (tb *table) devices() map[string]device {
	return map[string]device{
		"tablet": {tabletAddr, tb.tablet},
		"ben":    {benAddr, tb.ben},
	}
}

// openTable stores g's first n events (changed by change when not nil)
// in a store of its own, issues every seat and starts Herald on it.
func openTable(t *testing.T, path string, n int, change func(*testing.T, []enginetest.Event)) *table {
	t.Helper()
	g := enginetest.Load(t, path)
	g.Events = append([]enginetest.Event(nil), g.Events...)
	if change != nil {
		change(t, g.Events)
	}
	canonical(t, g.Events)
	file := filepath.Join(t.TempDir(), "herald.db")
	st, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	s := &server{t: t, store: st}
	id := s.storeGame(g, s.storeBoards(g), n)
	tb := &table{t: t, id: strconv.FormatInt(id, 10), annaP: 0, benP: 1, file: file}
	toks := map[int]string{}
	for _, p := range []int{tb.annaP, tb.benP} {
		if toks[p], err = st.IssueSeat(context.Background(), id, p); err != nil {
			t.Fatal(err)
		}
	}
	sameKeyAndTimes(t, file)
	lan := func() []netip.Addr { return []netip.Addr{netip.MustParseAddr("192.168.1.10")} }
	e := handlers.New(st, handlers.WithAddresses(lan))
	tb.srv = httptest.NewServer(fromDevice(e))
	t.Cleanup(tb.srv.Close)
	key := "herald_key=" + sameKey
	tb.tablet = key
	tb.ben = key + "; herald_seat=" + toks[tb.benP]
	tb.anna = key + "; herald_seat=" + toks[tb.annaP]
	return tb
}

// canonical writes every payload the one way Go writes JSON (keys
// sorted, no spaces), so a payload the change rewrote differs from its
// twin only in what it says.
func canonical(t *testing.T, events []enginetest.Event) {
	t.Helper()
	for i, e := range events {
		dec := json.NewDecoder(strings.NewReader(string(e.Payload)))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		events[i].Payload = b
	}
}

// sameKeyAndTimes gives the store at file the one access key and every
// stored time the one instant, as two tables set up at the same moment
// would have; Herald reads both when it starts.
func sameKeyAndTimes(t *testing.T, file string) {
	t.Helper()
	db, err := sql.Open("sqlite3", "file:"+file+"?_busy_timeout=5000")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{
		`INSERT OR REPLACE INTO access_key (id, key, created_at) VALUES (1, ?1, ?2)`,
		`UPDATE games SET created_at = ?2, updated_at = ?2`,
		`UPDATE events SET created_at = ?2`,
		`UPDATE seats SET created_at = ?2`,
		`UPDATE undone SET created_at = ?2`,
	} {
		if _, err := db.Exec(q, sameKey, sameTime); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// fromDevice serves h as if each request came from the LAN address named
// in its X-Test-Device header (taken off before Herald sees it).
func fromDevice(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if a := r.Header.Get("X-Test-Device"); a != "" {
			r.RemoteAddr = a
			r.Header.Del("X-Test-Device")
		}
		// Both twins listen on "8080" of the LAN address, as far as the
		// join panel can tell (each runs on a port of its own).
		r = r.WithContext(context.WithValue(r.Context(), http.LocalAddrContextKey, &net.TCPAddr{IP: net.ParseIP("192.168.1.10"), Port: 8080}))
		h.ServeHTTP(w, r)
	})
}

// ask sends a request as device d and returns "status\nbody".
func (tb *table) ask(d device, method, path string, form url.Values, header map[string]string) string {
	tb.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, tb.srv.URL+path, body)
	if err != nil {
		tb.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set("X-Test-Device", d.addr)
	req.Header.Set("Cookie", d.cookie)
	req.Host = twinHost
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := noRedirect.Do(req)
	if err != nil {
		tb.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	out := strconv.Itoa(resp.StatusCode) + "\n"
	for _, h := range []string{"Location", "HX-Retarget", "HX-Reswap", "HX-Trigger"} {
		if v := resp.Header.Get(h); v != "" {
			out += h + ": " + v + "\n"
		}
	}
	return out + string(b)
}

// apiState is what the twins' harness reads of the state.
type apiState struct {
	Seq         int    `json:"seq"`
	Current     int    `json:"current"`
	Phase       string `json:"phase"`
	Territories []struct {
		ID    string `json:"id"`
		Owner int    `json:"owner"`
	} `json:"territories"`
}

func (tb *table) state(d device) apiState {
	tb.t.Helper()
	out := tb.ask(d, "GET", "/api/games/"+tb.id, nil, nil)
	status, body, _ := strings.Cut(out, "\n")
	var st apiState
	if status != "200" || json.Unmarshal([]byte(body), &st) != nil {
		tb.t.Fatalf("state: %.300s", out)
	}
	return st
}

// doors asks every door as device d and returns each answer by name.
func (tb *table) doors(d device) map[string]string {
	tb.t.Helper()
	game := "/games/" + tb.id
	hx := map[string]string{"HX-Request": "true"}
	out := map[string]string{}
	pages := []string{"/", game, game + "/board", game + "/me", game + "/cards/0", game + "/cards/1",
		game + "/dice", game + "/summary", "/dice", "/records", "/games", "/records?player=Anna", "/games?player=Ben",
		"/api/games", "/api/games/" + tb.id, "/api/games/" + tb.id + "/events"}
	st := tb.state(d)
	var mine string
	for _, tr := range st.Territories {
		if tr.Owner == st.Current {
			mine = tr.ID
			break
		}
	}
	fragments := []string{game, game + "/board", game + "/me",
		game + "?pick=attack&from=" + mine, game + "?pick=maneuver&from=" + mine}
	for _, lang := range []string{"de", "en"} {
		for _, p := range pages {
			out[lang+" GET "+p] = tb.ask(d, "GET", withLang(p, lang), nil, nil)
			// A door that refuses everybody would be equal and prove
			// nothing: the shared ones must open.
			if !strings.Contains(p, "/me") && !strings.Contains(p, "/cards/") && !strings.HasPrefix(out[lang+" GET "+p], "200\n") {
				tb.t.Fatalf("GET %s: %.200s", p, out[lang+" GET "+p])
			}
		}
		for _, p := range fragments {
			out[lang+" HX "+p] = tb.ask(d, "GET", withLang(p, lang), nil, hx)
		}
		for seq := 1; seq < st.Seq; seq++ {
			form := url.Values{"seq": {strconv.Itoa(seq)}, "territory": {mine}, "units": {"1"}}
			k := lang + " stale place seq " + strconv.Itoa(seq)
			out[k] = tb.ask(d, "POST", withLang(game+"/place", lang), form,
				map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Current-URL": "http://" + twinHost + game})
			if !strings.HasPrefix(out[k], "409\n") {
				tb.t.Fatalf("%s: %.200s, want 409 and what happened meanwhile", k, out[k])
			}
		}
	}
	return out
}

func withLang(p, lang string) string {
	if strings.Contains(p, "?") {
		return p + "&lang=" + lang
	}
	return p + "?lang=" + lang
}

// stream is a device's open live stream.
type stream struct {
	events chan string
	cancel func()
}

// listen opens the live stream as d and waits for its first event.
func (tb *table) listen(d device) (*stream, string) {
	tb.t.Helper()
	return tb.listenAt(d, "")
}

// readEvents sends each event block of an SSE stream (up to its blank
// line, heartbeats left out) to ch.
func readEvents(r io.Reader, ch chan<- string) {
	sc := bufio.NewScanner(r)
	var block strings.Builder
	for sc.Scan() {
		line := sc.Text()
		if line != "" {
			block.WriteString(line + "\n")
			continue
		}
		if b := block.String(); b != "" && !strings.HasPrefix(b, ":") && !strings.HasPrefix(b, "retry:") {
			ch <- b
		}
		block.Reset()
	}
	close(ch)
}

// next is the stream's next event (a minute at most: a failure, not a
// measure of speed).
func (s *stream) next(t *testing.T) string {
	t.Helper()
	select {
	case e, ok := <-s.events:
		if !ok {
			t.Fatal("the live stream ended")
		}
		return e
	case <-time.After(time.Minute):
		t.Fatal("no live event within a minute")
	}
	return ""
}

// afterAction opens the live streams of the tablet and Ben's phone, has
// the tablet place a unit of the current player's (an htmx form from the
// game page, answered with its parts) and returns that answer and what
// each stream said, the new mark replaced by "MARK".
func (tb *table) afterAction(redo bool) map[string]string { return tb.afterActionBy(redo, false) }

// afterActionBy is afterAction, the redo sent by Anna's phone where
// byAnna (her face-down card's, which the tablet may not put back); the
// answer compared is then the one her phone gets on the shared page.
func (tb *table) afterActionBy(redo, byAnna bool) map[string]string {
	tb.t.Helper()
	devs := tb.devices()
	st := tb.state(devs["tablet"])
	var mine string
	for _, tr := range st.Territories {
		if tr.Owner == st.Current {
			mine = tr.ID
			break
		}
	}
	streams := map[string]*stream{}
	for name, d := range devs {
		streams[name], _ = tb.listen(d)
	}
	game := "/games/" + tb.id
	action, form := "/place", url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {mine}, "units": {"1"}}
	switch {
	case redo:
		action, form = "/redo", url.Values{"seq": {strconv.Itoa(st.Seq)}}
	case st.Phase != "reinforce":
		action, form = "/end-attack", url.Values{"seq": {strconv.Itoa(st.Seq)}}
	}
	actor := devs["tablet"]
	if byAnna {
		actor = device{annaAddr, tb.anna}
	}
	out := map[string]string{"parts answer": tb.ask(actor, "POST", game+action, form,
		map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Current-URL": "http://" + twinHost + game})}
	if !strings.HasPrefix(out["parts answer"], "200\n") {
		tb.t.Fatalf("the %s was refused: %.400s", action, out["parts answer"])
	}
	var mark string
	for name, s := range streams {
		ev := s.next(tb.t)
		id, _, _ := strings.Cut(strings.TrimPrefix(ev, "id: "), "\n")
		if mark != "" && id != mark {
			tb.t.Fatalf("two marks for one write: %q, %q", mark, id)
		}
		mark = id
		out["live "+name] = ev
		s.cancel()
	}
	if mark == "" || !strings.HasPrefix(mark, strconv.Itoa(st.Seq+1)+".") {
		tb.t.Fatalf("the live mark %q is not the new event's", mark)
	}
	for k, v := range out {
		out[k] = strings.ReplaceAll(v, mark, "MARK")
	}
	return out
}

// undoLast has the tablet take the last event back (an htmx form from the
// game page) and returns the answer; byAnna: Anna's phone does, the event
// being her face-down card's (handlers' secret door).
func (tb *table) undoLast(byAnna bool) string {
	tb.t.Helper()
	tablet := tb.devices()["tablet"]
	who := tablet
	if byAnna {
		who = device{annaAddr, tb.anna}
	}
	game := "/games/" + tb.id
	out := tb.ask(who, "POST", game+"/undo", url.Values{"seq": {strconv.Itoa(tb.state(tablet).Seq)}},
		map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Current-URL": "http://" + twinHost + game})
	if !strings.HasPrefix(out, "200\n") {
		tb.t.Fatalf("undo: %.300s", out)
	}
	// The undo's time (the game's updated_at, the list's) is the clock's:
	// made the same in both twins, as at the start.
	sameKeyAndTimes(tb.t, tb.file)
	return out
}

// TestSecretsStayWithTheirSeat: see the top of this file.
func TestSecretsStayWithTheirSeat(t *testing.T) {
	// The summary's logbook parts (issue 33: each player's figures, the
	// points by round) must be among what the doors compare: some twin's
	// summary shows each of them.
	shown := map[string]bool{}
	t.Cleanup(func() {
		for _, part := range []string{"summary-figures", "figure-row", "summary-points", "chart-points"} {
			if !t.Failed() && !shown[part] {
				t.Errorf("no twin's summary shows %s: the doors do not check it", part)
			}
		}
	})
	for _, tw := range twins {
		t.Run(tw.name, func(t *testing.T) {
			first, second := tw.changes()
			a, b := openTable(t, tw.file, tw.n, first), openTable(t, tw.file, tw.n, second)
			undo, byAnna := tw.undo != noUndo, tw.undo == annaUndoes
			if undo {
				if ua, ub := a.undoLast(byAnna), b.undoLast(byAnna); ua != ub {
					t.Errorf("the undo's answers differ:\n%s", firstDifference(ua, ub))
				}
			}
			if st := a.state(device{tabletAddr, a.tablet}); st.Current != a.annaP {
				t.Fatalf("cut at %d events, it is seat %d's turn, want Anna's", tw.n, st.Current)
			}
			for who, d := range a.devices() {
				da, db := a.doors(d), b.doors(b.devices()[who])
				for _, part := range []string{"summary-figures", "figure-row", "summary-points", "chart-points"} {
					shown[part] = shown[part] || strings.Contains(da["en GET /games/"+a.id+"/summary"], `data-testid="`+part+`"`)
				}
				for door, want := range da {
					if got := db[door]; got != want {
						if dir := os.Getenv("DOORS_DUMP"); dir != "" {
							n := strings.NewReplacer("/", "_", " ", "_", "?", "_").Replace(tw.name + "-" + who + "-" + door)
							os.WriteFile(filepath.Join(dir, n+".a"), []byte(want), 0o644)
							os.WriteFile(filepath.Join(dir, n+".b"), []byte(got), 0o644)
						}
						t.Errorf("%s, %s: the two games answer differently:\n%s", who, door, firstDifference(want, got))
					}
				}
			}
			if !undo && annaSees(t, a, b) == 0 {
				t.Fatal("Anna's own doors are the same in both games: the twins do not differ in her secret")
			}
			ax, bx := a.afterActionBy(undo, byAnna), b.afterActionBy(undo, byAnna)
			for door, want := range ax {
				if got := bx[door]; got != want {
					t.Errorf("after an action, %s: the two games answer differently:\n%s", door, firstDifference(want, got))
				}
			}
			// Undone, the card is in no hand until the redo gives it back.
			if undo && annaSees(t, a, b) == 0 {
				t.Fatal("after the redo, Anna's own doors are the same in both games: the twins do not differ in her secret")
			}
		})
	}
}

// annaSees is how many doors answer Anna's own phone differently in the
// twins a and b: none, and the twins would not differ in her secret.
func annaSees(t *testing.T, a, b *table) int {
	anna := func(tb *table) device { return device{annaAddr, tb.anna} }
	differ := 0
	annaB := b.doors(anna(b))
	for door, v := range a.doors(anna(a)) {
		if annaB[door] != v {
			differ++
			t.Logf("Anna's own %s differs", door)
		}
	}
	return differ
}

// firstDifference shows where a and b part, with some context.
func firstDifference(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-200)
	return "first game:  …" + clip(a[from:], 400) + "\nsecond game: …" + clip(b[from:], 400)
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// Halo Legendary's faction form pre-selects a card to play; on Anna's
// own page, with an invasion of Ben's declared and no card of her own
// entered, it offers Ben's defence: the card it pre-selects must not be
// Ben's (his skulls are his, "der Inhalt jedoch nicht"). Two games that
// differ only in Ben's card (entered by a hand correction) show Anna's
// page, the attack picked, byte for byte the same.
func TestFactionFormKeepsTheDefendersCard(t *testing.T) {
	path := filepath.Join(recordedDir, "legendary", "objective_three_players.json")
	bens := func(skulls string) func(*testing.T, []enginetest.Event) {
		return func(t *testing.T, events []enginetest.Event) {
			setPayload(7, `{"draw": false}`)(t, events)
			events[12] = enginetest.Event{Type: "correct_hand", Payload: json.RawMessage(`{"player": 1, "skulls": ` + skulls + `}`)}
		}
	}
	pages := map[string]string{}
	for _, skulls := range []string{"[1]", "[2]"} {
		tb := openTable(t, path, 13, bens(skulls))
		anna := device{annaAddr, tb.anna}
		st := tb.state(anna)
		from, to := "", ""
		for _, tr := range st.Territories {
			switch {
			case tr.Owner == 0 && from == "":
				from = tr.ID
			case tr.Owner == 1 && to == "":
				to = tr.ID
			}
		}
		me := "/games/" + tb.id + "/me"
		page := tb.ask(anna, "GET", "/games/"+tb.id+"?pick=attack&from="+from+"&to="+to, nil,
			map[string]string{"HX-Request": "true", "HX-Current-URL": "http://" + twinHost + me})
		if !strings.Contains(page, `data-testid="faction-form"`) || !strings.Contains(page, `data-testid="seat"`) {
			t.Fatalf("Anna's page with Ben's card %s has no faction form:\n%.400s", skulls, page)
		}
		pages[skulls] = page
	}
	if pages["[1]"] != pages["[2]"] {
		t.Errorf("Anna's page tells Ben's card:\n%s", firstDifference(pages["[1]"], pages["[2]"]))
	}
}
