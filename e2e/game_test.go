package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"herald/engine"
	"herald/handlers"
	"herald/maps"
	"herald/store"
)

func by(testid string) string { return `[data-testid="` + testid + `"]` }

// heraldServer serves a fresh Herald, with its own store, on loopback.
func heraldServer(t *testing.T) (*httptest.Server, *store.Store) {
	t.Helper()
	return heraldServerVia(t, nil)
}

// heraldServerVia is heraldServer with opts, behind wrap when it is not
// nil (a test's proxy, a benchmark's timer).
func heraldServerVia(t *testing.T, wrap func(http.Handler) http.Handler, opts ...handlers.Option) (*httptest.Server, *store.Store) {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	var h http.Handler = handlers.New(st, opts...)
	if wrap != nil {
		h = wrap(h)
	}
	reqs := &requestLog{start: time.Now()}
	srv := httptest.NewServer(reqs.around(h))
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the server's last requests:\n\t%s", strings.Join(reqs.last(), "\n\t"))
		}
		srv.Close()
		st.Close()
	})
	return srv, st
}

// requestLog keeps the last requests a test's server took, when each came
// and how long it took to answer (or that it has not yet): a failed
// browser step then shows whether the tab's request reached Herald.
type requestLog struct {
	start time.Time
	mu    sync.Mutex
	seen  []*request
}

type request struct {
	at, took time.Duration // took is 0 while it is being answered
	what     string
}

const requestLogSize = 40

func (l *requestLog) around(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := &request{at: time.Since(l.start), what: r.Method + " " + r.URL.RequestURI()}
		l.mu.Lock()
		l.seen = append(l.seen[max(0, len(l.seen)+1-requestLogSize):], q)
		l.mu.Unlock()
		h.ServeHTTP(w, r)
		l.mu.Lock()
		q.took = max(time.Since(l.start)-q.at, time.Nanosecond)
		l.mu.Unlock()
	})
}

func (l *requestLog) last() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, q := range l.seen {
		took := "still answering"
		if q.took > 0 {
			took = "answered in " + q.took.Round(time.Microsecond).String()
		}
		out = append(out, fmt.Sprintf("%7.3fs %s: %s", q.at.Seconds(), q.what, took))
	}
	return out
}

// table tracks who holds what, independently of Herald, so the test can
// check the numbers Herald shows against the rulebook's arithmetic.
type table struct {
	b     *engine.Board
	owner map[string]int
}

func (tb *table) holds(p int) []string {
	var out []string
	for _, t := range tb.b.Territories {
		if tb.owner[t.ID] == p {
			out = append(out, t.ID)
		}
	}
	return out
}

// reinforcement is "Verstärkung" 1 and 2: (territories + castles) / 3, at
// least 3, plus each region held whole.
func (tb *table) reinforcement(p int) int {
	n, castles := 0, 0
	for _, t := range tb.b.Territories {
		if tb.owner[t.ID] == p {
			n++
			if t.Castle {
				castles++
			}
		}
	}
	total := max(3, (n+castles)/3)
	for _, r := range tb.b.Regions {
		whole := true
		for _, t := range tb.b.Territories {
			if t.Region == r.ID && tb.owner[t.ID] != p {
				whole = false
			}
		}
		if whole {
			total += r.Bonus
		}
	}
	return total
}

// score is "Gewinnen": a point per territory, castle and port.
func (tb *table) score(p int) int {
	s := 0
	for _, t := range tb.b.Territories {
		if tb.owner[t.ID] == p {
			s++
			if t.Castle {
				s++
			}
			if t.Port {
				s++
			}
		}
	}
	return s
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(s), "+"))
	if err != nil {
		t.Fatalf("not a number: %q", s)
	}
	return n
}

// TestPlayThreePlayerGame plays RISK Game of Thrones Skirmish through the
// pages: set-up with the table's own deal, board correction, the
// rulebook's invasion of King's Landing with entered dice, a conquest, a
// maneuver, card draws from the table's deck, a trade on a later turn, the
// End Game card and the final scores.
func TestPlayThreePlayerGame(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	b := maps.MustLoad("westeros")
	tb := &table{b: b, owner: map[string]int{}}

	// Set-up: three players, the table deals and keeps its own deck.
	navigate(t, ctx, srv.URL+"/?lang=en")
	click(t, ctx, by("new-game"))
	fill(t, ctx, by("game-name"), "Browser game")
	for i, p := range [][2]string{{"Anna", "stark"}, {"Ben", "lannister"}, {"Carla", "baratheon"}} {
		fill(t, ctx, by("player-"+strconv.Itoa(i+1)), p[0])
		fill(t, ctx, by("house-"+strconv.Itoa(i+1)), p[1])
	}
	click(t, ctx, by("deal-table"))
	click(t, ctx, by("deck-table"))
	click(t, ctx, by("create-game"))
	waitVisible(t, ctx, by("deal-entry"))
	// The deal: territory i of the board goes to seat i mod 3 (16 each).
	var js strings.Builder
	for i, terr := range b.Territories {
		tb.owner[terr.ID] = i % 3
		fmt.Fprintf(&js, "document.querySelector('[data-testid=\"owner-%s-%d\"]').checked = true;", terr.ID, i%3)
	}
	evalJS[any](t, ctx, "(() => {"+js.String()+"})()")
	screenshot(t, ctx, "deal-entry")
	click(t, ctx, by("create-game"))
	waitVisible(t, ctx, by("game"))
	if got := mustText(t, ctx, by("current-player")); got != "Anna" {
		t.Fatalf("first player %q", got)
	}

	// Board correction: the rulebook's scenario, Stark with 7 units in
	// Harrenhal, Lannister with 2 in King's Landing.
	fix := map[string][2]int{
		"harrenhal": {0, 7}, "riverrun": {0, 4}, "kings_landing": {1, 2},
		"blackwater_rush": {2, 1}, "stoney_sept": {2, 1},
	}
	click(t, ctx, by("board-entry-link"))
	for id, v := range fix {
		fill(t, ctx, by("entry-owner-"+id), strconv.Itoa(v[0]))
		fill(t, ctx, by("entry-units-"+id), strconv.Itoa(v[1]))
		tb.owner[id] = v[0]
	}
	screenshot(t, ctx, "board-entry")
	click(t, ctx, by("board-save"))
	waitVisible(t, ctx, by("reinforce"))

	// Turn 1, Anna: the breakdown matches the rulebook's arithmetic.
	want := tb.reinforcement(0)
	if got := atoi(t, mustText(t, ctx, by("rf-total"))); got != want {
		t.Fatalf("Anna's reinforcement %d, rules say %d", got, want)
	}
	if got := atoi(t, mustText(t, ctx, by("rf-territories"))); got != len(tb.holds(0)) {
		t.Errorf("territories in breakdown %d, want %d", got, len(tb.holds(0)))
	}
	screenshot(t, ctx, "reinforce")
	elsewhere := tb.holds(0)[0] // keep Harrenhal at 7 as in the rulebook
	fill(t, ctx, by("place-territory"), elsewhere)
	fill(t, ctx, by("place-units"), strconv.Itoa(want))
	click(t, ctx, by("place-submit"))

	// "Invasion": 6-4-1 against 5-4, each side loses one.
	fill(t, ctx, by("attack-from"), "harrenhal")
	fill(t, ctx, by("attack-to"), "kings_landing")
	screenshot(t, ctx, "attack")
	enterDice(t, ctx, []int{6, 4, 1}, []int{5, 4})
	if h, k := mustText(t, ctx, by("units-harrenhal")), mustText(t, ctx, by("units-kings_landing")); h != "6" || k != "1" {
		t.Fatalf("after 6-4-1 v 5-4: Harrenhal %s, King's Landing %s; want 6 and 1", h, k)
	}
	waitText(t, ctx, by("history-entry"), "6-4-1")
	waitText(t, ctx, by("history-entry"), "5-4")
	// The next battle takes King's Landing; 3 must move in, 2 more follow.
	enterDice(t, ctx, []int{5, 3, 2}, []int{4})
	waitVisible(t, ctx, by("move-in-form"))
	screenshot(t, ctx, "conquest")
	// "Alle 5 einrücken" wins over the 3 typed in the field (issue 13:
	// the button once recorded the field's number).
	fill(t, ctx, by("move-in-units"), "3")
	click(t, ctx, by("move-in-all"))
	tb.owner["kings_landing"] = 0
	if h, k := mustText(t, ctx, by("units-harrenhal")), mustText(t, ctx, by("units-kings_landing")); h != "1" || k != "5" {
		t.Fatalf("after moving in: Harrenhal %s, King's Landing %s; want 1 and 5", h, k)
	}

	// "Manöver": 2 units from Riverrun through Harrenhal to King's Landing.
	click(t, ctx, by("end-attack"))
	fill(t, ctx, by("maneuver-from"), "riverrun")
	fill(t, ctx, by("maneuver-to"), "kings_landing")
	fill(t, ctx, by("maneuver-units"), "2")
	click(t, ctx, by("maneuver-submit"))
	if r, k := mustText(t, ctx, by("units-riverrun")), mustText(t, ctx, by("units-kings_landing")); r != "2" || k != "7" {
		t.Fatalf("after the maneuver: Riverrun %s, King's Landing %s; want 2 and 7", r, k)
	}

	// "Karte ziehen": Anna conquered, so she draws; she says which card.
	var knights []string
	for _, c := range b.Cards {
		if c.Symbol == engine.Knight && len(knights) < 3 {
			knights = append(knights, c.Territory)
		}
	}
	endTurnDrawing(t, ctx, knights[0])
	if n := mustText(t, ctx, by("hand-count-0")); n != "1" {
		t.Fatalf("Anna holds %s cards, want 1", n)
	}
	passTurns(t, ctx, "Ben", "Carla")

	// Turn 2, Anna: only the losses are entered (1 die against 1).
	placeAll(t, ctx)
	fill(t, ctx, by("attack-from"), "kings_landing")
	fill(t, ctx, by("attack-to"), "blackwater_rush")
	click(t, ctx, by("attackers-3"))
	click(t, ctx, by("defenders-1"))
	click(t, ctx, `[data-testid="enter-losses"] summary`)
	click(t, ctx, by("outcome-0-1")) // "Verteidiger −1"
	waitVisible(t, ctx, by("move-in-form"))
	fill(t, ctx, by("move-in-units"), "3") // the 3 units of the battle (the form proposes all)
	click(t, ctx, by("move-in-submit"))
	tb.owner["blackwater_rush"] = 0
	if n := mustText(t, ctx, by("units-blackwater_rush")); n != "3" {
		t.Fatalf("Blackwater Rush has %s units, want the 3 that attacked", n)
	}
	endTurnDrawing(t, ctx, knights[1])
	passTurns(t, ctx, "Ben", "Carla")

	// Turn 3, Anna: two dice from Blackwater Rush (3 units) take Stoney Sept.
	placeAll(t, ctx)
	fill(t, ctx, by("attack-from"), "blackwater_rush")
	fill(t, ctx, by("attack-to"), "stoney_sept")
	enterDice(t, ctx, []int{6, 5}, []int{2})
	waitVisible(t, ctx, by("move-in-form"))
	click(t, ctx, by("move-in-submit"))
	tb.owner["stoney_sept"] = 0
	endTurnDrawing(t, ctx, knights[2])
	passTurns(t, ctx, "Ben", "Carla")

	// Turn 4, Anna: trade three knights ("Verstärkung" 3): 4 units, +2 for
	// each card showing a territory she holds, placed there.
	if n := mustText(t, ctx, by("hand-count-0")); n != "3" {
		t.Fatalf("Anna holds %s cards, want 3", n)
	}
	for _, k := range knights {
		click(t, ctx, by("card-"+k))
	}
	click(t, ctx, by("trade-submit"))
	var extra []string
	for _, k := range knights {
		if tb.owner[k] == 0 {
			extra = append(extra, k)
		}
	}
	wantTotal := tb.reinforcement(0) + 4 + 2*len(extra)
	if got := atoi(t, mustText(t, ctx, by("rf-trade"))); got != 4 {
		t.Errorf("three knights gave %d, want 4", got)
	}
	if got := count(t, ctx, by("rf-extra")); got != len(extra) {
		t.Errorf("%d extra lines, want %d (cards of held territories: %v)", got, len(extra), extra)
	}
	if got := atoi(t, mustText(t, ctx, by("rf-total"))); got != wantTotal {
		t.Fatalf("reinforcement with the trade %d, want %d", got, wantTotal)
	}
	screenshot(t, ctx, "trade")
	for _, id := range extra {
		fill(t, ctx, by("place-territory"), id)
		fill(t, ctx, by("place-units"), "2")
		click(t, ctx, by("place-submit"))
	}
	fill(t, ctx, by("place-territory"), "kings_landing")
	click(t, ctx, by("place-submit"))

	// Conquer a neighbour of King's Landing, then draw the End Game card.
	var target string
	for _, n := range b.Neighbours(id(t, b, "kings_landing")) {
		if tb.owner[b.Territories[n].ID] != 0 && target == "" {
			target = b.Territories[n].ID
		}
	}
	if target == "" {
		t.Fatal("no enemy next to King's Landing")
	}
	fill(t, ctx, by("attack-from"), "kings_landing")
	fill(t, ctx, by("attack-to"), target)
	for i := 0; count(t, ctx, by("move-in-form")) == 0; i++ {
		if i > 20 {
			t.Fatal("no conquest after 20 battles of 6-6-6")
		}
		defenders := min(2, atoi(t, mustText(t, ctx, by("units-"+target))))
		enterDice(t, ctx, []int{6, 6, 6}, []int{1, 1}[:defenders])
	}
	click(t, ctx, by("move-in-submit"))
	tb.owner[target] = 0

	// "Spielaufbau" step 6: the End Game card lies in the bottom half of
	// the table's deck. Only Anna's 3 traded knights have left it: the
	// card is not offered yet, and the page says how many cards are left.
	if n := count(t, ctx, by("drawn-card")+` option[value="end_game"]`); n != 0 {
		t.Fatal("End Game card offered after 3 of 48 territory cards")
	}
	waitText(t, ctx, by("end-card-not-yet"), "once 24 territory cards have been drawn (3 so far)")
	waitText(t, ctx, by("deck-left"), "46 cards left")
	drawn := map[string]bool{knights[0]: true, knights[1]: true, knights[2]: true}
	var next string
	for _, c := range b.Cards {
		if next == "" && !drawn[c.Territory] {
			next = c.Territory
		}
	}
	drawn[next] = true
	endTurnDrawing(t, ctx, next)

	// The table plays on until half the deck is drawn; whoever conquers
	// next may draw the End Game card.
	gameURL := evalJS[string](t, ctx, "location.href")
	gameID := gameURL[strings.LastIndex(gameURL, "/")+1:]
	gameID, _, _ = strings.Cut(gameID, "?")
	st := playToBottomHalf(t, srv.URL, gameID, drawn)
	for _, x := range st["territories"].([]any) {
		x := x.(map[string]any)
		tb.owner[x["id"].(string)] = int(x["owner"].(float64))
	}
	navigate(t, ctx, srv.URL+"/games/"+gameID)
	waitText(t, ctx, by("deck-left"), "25 cards left")
	fill(t, ctx, by("drawn-card"), engine.EndGameCard)
	click(t, ctx, by("end-turn-draw"))

	// "Gewinnen": a point per territory, castle and port; most points win.
	waitVisible(t, ctx, by("scores"))
	screenshot(t, ctx, "scores")
	best, winner := -1, ""
	for p, name := range []string{"Anna", "Ben", "Carla"} {
		want := tb.score(p)
		if got := atoi(t, mustText(t, ctx, by("score-total-"+strconv.Itoa(p)))); got != want {
			t.Errorf("%s scored %d, rules say %d", name, got, want)
		}
		if want > best {
			best, winner = want, name
		}
	}
	if got := mustText(t, ctx, by("winner")); !strings.Contains(got, winner) {
		t.Errorf("winner line %q, want %s", got, winner)
	}
	// The last card's answer shows who won (it stayed on the board, the
	// scores above the screen), and the deck's count is gone with the game.
	onScreen(t, ctx, by("winner"), "after the End Game card")
	if count(t, ctx, by("deck-left")) != 0 {
		t.Error("the game over, the page still counts the cards left in the deck")
	}
	assertNoJSErrors(t, ctx)
}

func id(t *testing.T, b *engine.Board, name string) engine.TerritoryID {
	t.Helper()
	x, ok := b.Lookup(name)
	if !ok {
		t.Fatalf("no territory %s", name)
	}
	return x
}

// enterDice taps the table's dice on the attack form's dice pad (the
// number of dice, then each die's face) and records them.
func enterDice(t *testing.T, ctx context.Context, atk, def []int) {
	t.Helper()
	click(t, ctx, by("attackers-"+strconv.Itoa(len(atk))))
	click(t, ctx, by("defenders-"+strconv.Itoa(len(def))))
	// The pad stays open after a battle entered on it.
	if !evalJS[bool](t, ctx, `document.querySelector('[data-testid="enter-dice"]').open`) {
		click(t, ctx, `[data-testid="enter-dice"] summary`)
	}
	for i, d := range atk {
		click(t, ctx, by("pad-a"+strconv.Itoa(i+1)+"-"+strconv.Itoa(d)))
	}
	for i, d := range def {
		click(t, ctx, by("pad-d"+strconv.Itoa(i+1)+"-"+strconv.Itoa(d)))
	}
	click(t, ctx, by("attack-dice-submit"))
}

func endTurnDrawing(t *testing.T, ctx context.Context, card string) {
	t.Helper()
	fill(t, ctx, by("drawn-card"), card)
	click(t, ctx, by("end-turn-draw"))
}

// placeAll places the whole reinforcement on the first territory offered.
func placeAll(t *testing.T, ctx context.Context) {
	t.Helper()
	waitVisible(t, ctx, by("place-form"))
	click(t, ctx, by("place-submit"))
	waitVisible(t, ctx, by("attack-form"))
}

// passTurns lets the named players place and end their turns.
func passTurns(t *testing.T, ctx context.Context, names ...string) {
	t.Helper()
	for _, name := range names {
		if got := mustText(t, ctx, by("current-player")); got != name {
			t.Fatalf("current player %q, want %s", got, name)
		}
		placeAll(t, ctx)
		click(t, ctx, by("end-turn"))
	}
}
