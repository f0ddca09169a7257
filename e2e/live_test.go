package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"runtime/pprof"
	"strconv"
	"strings"
	"testing"
	"time"
)

// shownSeq is the seq the page shows (#turn's data-seq).
func shownSeq(t *testing.T, ctx context.Context) int {
	t.Helper()
	n, err := strconv.Atoi(evalJS[string](t, ctx, `(document.getElementById("turn")||{dataset:{}}).dataset.seq || ""`))
	if err != nil {
		t.Fatalf("no #turn[data-seq] on the page: %v", err)
	}
	return n
}

// waitSeq polls the page until it shows seq; stepTimeout only guards
// against a hang (how soon is the stream's promise, checked by
// pushedOnce and measured by make load-live, not by a clock here).
func waitSeq(t *testing.T, ctx context.Context, who string, seq int) {
	t.Helper()
	for end := time.Now().Add(stepTimeout); ; time.Sleep(20 * time.Millisecond) {
		got := shownSeq(t, ctx)
		if got == seq {
			return
		}
		if time.Now().After(end) {
			t.Fatalf("%s shows seq %d %v after the action, want %d", who, got, stepTimeout, seq)
		}
	}
}

// hearJS records, on the page's clock, each mark its stream delivers:
// as a "seq" (the sse:seq event on which htmx fetches the game, heard
// before htmx's own listener on the [data-live] element), or as the
// parts it brings (the swap static/live.js makes of them, with the mark
// the page shows then).
const hearJS = `(window.heard = [],
	document.addEventListener("sse:seq", e => window.heard.push({how: "seq", mark: String((e.detail || {}).data || ""), at: performance.now()}), true),
	document.addEventListener("htmx:afterSwap", e => { if (e.detail && e.detail.pushed) window.heard.push({how: "parts", mark: document.getElementById("turn").dataset.mark, at: performance.now()}); }, true),
	true)`

// pushedJS is true when the page came to mark by the parts its stream
// brought, and never fetched the game: the update was pushed by the
// stream, not found by polling, a fetch or a reload (hearJS must have run
// on the same page).
const pushedJS = `(() => {
	const h = (window.heard || []).find(x => x.mark === %s && x.how === "parts");
	const f = performance.getEntriesByType("resource").filter(e => e.name === %s && e.initiatorType === "xmlhttprequest");
	return h !== undefined && f.length === 0;
})()`

// pushedOnce checks pushedJS on the page: issue 16's "every device
// showing a game sees each recorded action within 1 s" rests on this
// push; the time it takes depends on the machine, so a test asserts the
// mechanism and make load-live and make bench-live measure the figures.
func pushedOnce(t *testing.T, ctx context.Context, who, game, mark string) {
	t.Helper()
	if !evalJS[bool](t, ctx, fmt.Sprintf(pushedJS, jsString(mark), jsString(game))) {
		heard := evalJS[string](t, ctx, `JSON.stringify(window.heard || null)`)
		fetched := evalJS[int](t, ctx, fmt.Sprintf(fetchesJS, jsString(game)))
		t.Errorf("%s: the stream did not bring the parts of %s (heard %s; the game fetched %d times)", who, mark, heard, fetched)
	}
}

// waitLive waits until the page's stream is open.
func waitLive(t *testing.T, ctx context.Context, who string) {
	t.Helper()
	for end := time.Now().Add(stepTimeout); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if evalJS[string](t, ctx, `document.documentElement.dataset.live || ""`) == "open" {
			return
		}
	}
	t.Fatalf("%s: the live stream did not open", who)
}

// liveLostJS is how the connection-lost hint is displayed.
const liveLostJS = `getComputedStyle(document.querySelector('[data-testid="live-lost"]')).display`

// waitLost waits until the page says its stream is lost, and checks the
// console top then shows the hint, in view.
func waitLost(t *testing.T, ctx context.Context, who string) {
	t.Helper()
	for end := time.Now().Add(stepTimeout); evalJS[string](t, ctx, `document.documentElement.dataset.live || ""`) != "lost"; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%s: the page did not notice its stream was lost", who)
		}
	}
	if evalJS[string](t, ctx, liveLostJS) == "none" {
		t.Errorf("%s: the stream is lost and the console top does not say so", who)
	}
	if got := mustText(t, ctx, by("live-lost")); got != "Verbindung unterbrochen – die Anzeige ist evtl. nicht aktuell" {
		t.Errorf("%s: connection-lost hint %q", who, got)
	}
	inView(t, ctx, who+" with its stream lost", by("live-lost"))
}

// fetchesJS counts the page's requests for the game's fragment.
const fetchesJS = `performance.getEntriesByType("resource").filter(e => e.name === %s && e.initiatorType === "xmlhttprequest").length`

// placingGame is battleReadyGame with its placement undone: the table is
// back in the reinforcement phase with Anna's units to place. It returns
// the game's page, its API address and its seq.
func placingGame(t *testing.T, base string) (game, api string, seq int) {
	t.Helper()
	game = battleReadyGame(t, base)
	api = base + "/api" + game[len(base):]
	seq = apiSeq(t, api)
	apiPost(t, api+"/undo", map[string]any{"seq": seq})
	return game, api, seq - 1
}

func apiSeq(t *testing.T, game string) int {
	t.Helper()
	resp, err := http.Get(game)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st struct{ Seq int }
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	return st.Seq
}

// TestLiveTabletAndTwoPhones is issue 16's "Done when" for live updates:
// a tablet and two phones show one Game of Thrones game; the tablet places
// reinforcements ("Verstärkung", Game of Thrones rulebook, Spielzug 1) and
// both phones show it within 1 s without reload. A phone's half-typed
// placement survives: phone A is still typing (the focused field keeps its
// value), phone B typed and moved on (the form it started keeps its values
// and its old seq, so sending it is refused as stale and records nothing).
// Then every device's connection is dropped, an action is recorded while
// they are away, and the phones catch up when their streams reconnect.
func TestLiveTabletAndTwoPhones(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	game, api, seq := placingGame(t, srv.URL)

	tablet := newBrowser(t, 1024, 768)
	phoneA := newBrowser(t, 390, 844)
	phoneB := newBrowser(t, 390, 844)
	devices := []struct {
		name string
		ctx  context.Context
	}{{"tablet", tablet}, {"phone A", phoneA}, {"phone B", phoneB}}
	for _, d := range devices {
		navigate(t, d.ctx, game+"?lang=de")
		waitLive(t, d.ctx, d.name)
		evalJS[bool](t, d.ctx, hearJS)
	}

	// Phone A is typing 2 units; phone B typed 3 and left the field.
	fill(t, phoneA, by("place-units"), "2")
	fill(t, phoneB, by("place-units"), "3")
	evalJS[bool](t, phoneB, `(document.activeElement.blur(), true)`)

	fill(t, tablet, by("place-units"), "1")
	click(t, tablet, by("place-submit"))
	acted := time.Now()
	seq++
	if got := shownSeq(t, tablet); got != seq {
		t.Fatalf("the tablet shows seq %d after its placement, want %d", got, seq)
	}
	mark := evalJS[string](t, tablet, `document.getElementById("turn").dataset.mark`)
	for _, d := range devices[1:] {
		waitSeq(t, d.ctx, d.name, seq)
	}
	t.Logf("both phones showed the placement %v after the tablet's answer", time.Since(acted))
	// The tablet got the new game in its own answer: the stream's word
	// fetches nothing there; each phone got the parts that changed from
	// its stream, without fetching the game.
	time.Sleep(200 * time.Millisecond)
	if n := evalJS[int](t, tablet, fmt.Sprintf(fetchesJS, jsString(game))); n != 0 {
		t.Errorf("the tablet fetched the game %d times after its own placement, want 0", n)
	}
	for _, d := range devices[1:] {
		pushedOnce(t, d.ctx, d.name, game, mark)
	}
	for _, d := range devices[1:] {
		if got, want := mustText(t, d.ctx, by("history-entry")+" .history-line"), mustText(t, tablet, by("history-entry")+" .history-line"); got != want {
			t.Errorf("%s's newest history line %q, the tablet's %q", d.name, got, want)
		}
	}
	if v := evalJS[string](t, phoneA, `document.querySelector('[data-testid="place-units"]').value`); v != "2" {
		t.Errorf("phone A was typing 2 units; after the tablet's action the field holds %q", v)
	}
	if v := evalJS[string](t, phoneB, `document.querySelector('[data-testid="place-units"]').value`); v != "3" {
		t.Errorf("phone B had typed 3 units; after the tablet's action the field holds %q", v)
	}
	formSeq := evalJS[string](t, phoneB, `document.querySelector('[data-testid="place-form"] [name="seq"]').value`)
	if formSeq != strconv.Itoa(seq-1) {
		t.Errorf("phone B's started form carries seq %s, want the one it was begun at, %d", formSeq, seq-1)
	}
	click(t, phoneB, by("place-submit"))
	if got := apiSeq(t, api); got != seq {
		t.Errorf("phone B's stale form was recorded: the game is at %d, want %d", got, seq)
	}
	// Phone B is told, inside its form and in view, what the tablet did
	// meanwhile, in the history's words; its 3 units are kept to resend.
	refusal := by("place-form") + " " + by("refusal")
	said := waitText(t, phoneB, refusal, "Inzwischen:")
	tabletDid := strings.TrimSuffix(mustText(t, tablet, by("history-entry")+" .history-line"), ".")
	if !strings.Contains(said, "Inzwischen: "+tabletDid+".") {
		t.Errorf("phone B's stale form says %q, want it to name the tablet's %q", said, tabletDid)
	}
	inView(t, phoneB, "after the stale placement", refusal)
	if v := evalJS[string](t, phoneB, `document.querySelector('[data-testid="place-units"]').value`); v != "3" {
		t.Errorf("phone B's refused form holds %q units, want its 3", v)
	}

	// Every connection drops (the Wi-Fi goes); while nobody listens the
	// tablet's placement is undone and another recorded, so the log is
	// back at the same seq with another last event (the seq gap): every
	// device says its connection is lost, then its stream comes back and
	// it refreshes.
	for _, d := range devices {
		assertNoJSErrors(t, d.ctx)
		evalJS[bool](t, d.ctx, `(window.sseErrors = 0, document.addEventListener("htmx:sseError", () => window.sseErrors++), true)`)
	}
	srv.CloseClientConnections()
	http.DefaultClient.CloseIdleConnections() // its kept-alive connection was just cut
	apiPost(t, api+"/undo", map[string]any{"seq": seq})
	apiPost(t, api+"/events", map[string]any{"seq": seq - 1, "type": "place", "payload": map[string]any{"territory": "harrenhal", "units": 2}})
	for _, d := range devices {
		waitLost(t, d.ctx, d.name)
	}
	for _, d := range devices {
		// The browser reconnects after the stream's retry (3 s).
		waitText(t, d.ctx, by("history-entry")+" .history-line", "Anna setzte 2 Einheiten auf Harrenhal")
		if got := shownSeq(t, d.ctx); got != seq {
			t.Errorf("%s shows seq %d after reconnecting, want %d", d.name, got, seq)
		}
		waitLive(t, d.ctx, d.name+" after reconnecting")
		if evalJS[string](t, d.ctx, liveLostJS) != "none" {
			t.Errorf("%s: the connection-lost hint stays after the stream is back", d.name)
		}
	}
	// htmx logs each dropped stream (htmx:sseError) as an error; nothing
	// else may have failed.
	for _, d := range devices {
		errs := jsErrors(d.ctx)
		if drops := evalJS[int](t, d.ctx, `window.sseErrors`); len(errs) != drops {
			t.Errorf("%s: %d JavaScript errors for %d dropped streams: %v", d.name, len(errs), drops, errs)
		}
	}
	// axe-core on the phone with the hint shown (the attribute as live.js
	// sets it when the stream is lost): nothing serious, nothing on it.
	evalJS[bool](t, phoneB, `(document.documentElement.dataset.live = "lost", true)`)
	for _, v := range runAxe(t, phoneB, loadAxe(t)) {
		if v.Impact == "critical" || v.Impact == "serious" || strings.Contains(strings.Join(v.Targets, " "), "live-lost") {
			t.Errorf("axe with the connection-lost hint: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
		}
	}
}

// liveStreams counts the live streams Herald serves (the server runs in
// this process): the goroutines in the stream's loop.
func liveStreams() int {
	var b bytes.Buffer
	if err := pprof.Lookup("goroutine").WriteTo(&b, 2); err != nil {
		return -1
	}
	return strings.Count(b.String(), "handlers.(*App).liveLoop(")
}

// A page left for another closes its live stream at once. Chromium keeps
// a page the player acted on in its back/forward cache with the stream
// open, and opens at most six connections per server: before live.js
// closed its streams on pagehide, the seventh game page's actions waited
// forever (found by the axe test's undo).
func TestLeavingTheGamePageClosesItsStream(t *testing.T) {
	srv, st := heraldServer(t)
	cg := newConsoleGame(t, srv.URL, st, "got")
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, cg.url)
	consolePlaced(t, ctx, cg) // an action: the page may be cached when left
	navigate(t, ctx, srv.URL+"/")
	deadline := time.Now().Add(stepTimeout)
	for liveStreams() != 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := liveStreams(); n != 0 {
		t.Fatalf("%d live stream(s) still open after leaving the game page", n)
	}
}
