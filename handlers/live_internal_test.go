package handlers

import (
	"bufio"
	"context"
	"crypto/rand"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"herald/store"
)

// hangGuard bounds a wait for something that takes milliseconds on an
// idle machine: it catches a hang and measures no speed, so a slow, loaded
// machine passes what a fast one passes.
const hangGuard = time.Minute

// recv is the next mark on s, or fails after hangGuard.
func recv(t *testing.T, s *sub) string {
	t.Helper()
	select {
	case seq := <-s.ch:
		return seq
	case <-time.After(hangGuard):
		t.Fatal("no mark published")
		return ""
	}
}

func TestHubPublishReachesEveryGameSubscriberOnly(t *testing.T) {
	h := newHub()
	a1, c1, _ := h.subscribe(1)
	a2, c2, _ := h.subscribe(1)
	b, c3, _ := h.subscribe(2)
	defer c1()
	defer c2()
	defer c3()
	h.publish(1, "7")
	if got := recv(t, a1); got != "7" {
		t.Errorf("first subscriber got %s, want 7", got)
	}
	if got := recv(t, a2); got != "7" {
		t.Errorf("second subscriber got %s, want 7", got)
	}
	select {
	case seq := <-b.ch:
		t.Errorf("game 2's subscriber got game 1's mark %s", seq)
	default:
	}
}

// A subscriber that has not read yet holds only the newest seq, and the
// publisher never waits for it.
func TestHubLatestWinsAndNeverBlocks(t *testing.T) {
	h := newHub()
	s, cancel, _ := h.subscribe(1)
	defer cancel()
	done := make(chan struct{})
	go func() {
		for seq := 1; seq <= 1000; seq++ {
			h.publish(1, strconv.Itoa(seq))
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(hangGuard):
		t.Fatal("publish blocked on a subscriber that does not read")
	}
	if got := recv(t, s); got != "1000" {
		t.Errorf("slow subscriber got %s, want the newest, 1000", got)
	}
	select {
	case seq := <-s.ch:
		t.Errorf("an older mark %s was kept besides the newest", seq)
	default:
	}
}

// A seat issued anew is told to the stream that held it even when marks
// come before the stream reads: a later mark does not replace the word,
// or the stream would go on drawing the seat's page (its hand) for a
// device that no longer holds it. Other subscribers get the mark.
func TestHubRenewedIsNotReplacedByAMark(t *testing.T) {
	h := newHub()
	old, cancelOld, _ := h.subscribeAs(1, "tok-anna", "")
	defer cancelOld()
	other, cancelOther, _ := h.subscribeAs(1, "", "")
	defer cancelOther()
	h.renew(1, "tok-anna")
	h.publish(1, "7.abc")
	if got := recv(t, old); got != liveRenewed {
		t.Errorf("the renewed seat's stream got %q first, want %q", got, liveRenewed)
	}
	if got := recv(t, other); got != "7.abc" {
		t.Errorf("another stream got %q, want the mark", got)
	}
}

func TestHubUnsubscribe(t *testing.T) {
	h := newHub()
	s, cancel, _ := h.subscribe(1)
	cancel()
	cancel() // twice is harmless
	h.publish(1, "3")
	select {
	case seq := <-s.ch:
		t.Errorf("a removed subscriber got %s", seq)
	default:
	}
	if n := h.count(1); n != 0 || h.total != 0 || len(h.games) != 0 {
		t.Errorf("after cancel: %d subscribers, total %d, %d games; want none", n, h.total, len(h.games))
	}
}

// end closes one game's subscribers and lets them go from the hub's
// counts once: their cancel afterwards changes nothing, and another
// game's subscriber stays.
func TestHubEndClosesOneGame(t *testing.T) {
	h := newHub()
	a, ca, _ := h.subscribe(1)
	b, cb, _ := h.subscribe(2)
	h.end(1)
	select {
	case <-a.gone:
	default:
		t.Error("game 1's subscriber is not told its game ended")
	}
	select {
	case <-b.gone:
		t.Error("game 2's subscriber was ended with game 1")
	default:
	}
	ca()
	if h.count(1) != 0 || h.count(2) != 1 || h.total != 1 {
		t.Errorf("after end(1) and its cancel: %d and %d subscribers, total %d; want 0, 1, 1", h.count(1), h.count(2), h.total)
	}
	h.end(1) // again: nothing left to close
	cb()
	if h.total != 0 || len(h.games) != 0 {
		t.Errorf("after all left: total %d, %d games", h.total, len(h.games))
	}
}

func TestHubLimits(t *testing.T) {
	h := newHub()
	var cancels []func()
	for range liveMaxPerGame {
		_, c, err := h.subscribe(1)
		if err != nil {
			t.Fatalf("subscriber %d of %d refused: %v", len(cancels)+1, liveMaxPerGame, err)
		}
		cancels = append(cancels, c)
	}
	if _, _, err := h.subscribe(1); !errors.Is(err, errLiveFull) {
		t.Errorf("subscriber %d of one game: err %v, want errLiveFull", liveMaxPerGame+1, err)
	}
	cancels[0]()
	if _, c, err := h.subscribe(1); err != nil {
		t.Errorf("after one left, a new subscriber is refused: %v", err)
	} else {
		c()
	}
	for _, c := range cancels[1:] {
		c()
	}
	// The total bound: games of liveMaxPerGame subscribers up to it.
	cancels = cancels[:0]
	for id := int64(1); h.total < liveMaxTotal; id++ {
		for range liveMaxPerGame {
			_, c, err := h.subscribe(id)
			if err != nil {
				t.Fatalf("subscriber %d refused below the total: %v", h.total+1, err)
			}
			cancels = append(cancels, c)
		}
	}
	if _, _, err := h.subscribe(999999); !errors.Is(err, errLiveFull) {
		t.Errorf("subscriber over the total %d: err %v, want errLiveFull", liveMaxTotal, err)
	}
	for _, c := range cancels {
		c()
	}
}

// One device on the Wi-Fi holds at most liveMaxPerDevice streams of a
// game (found by the audit: 32 streams from one device shut Anna's phone
// out with a 503); another device, and this machine, still get theirs.
func TestHubBoundsADevice(t *testing.T) {
	h := newHub()
	for i := range liveMaxPerDevice {
		if _, _, err := h.subscribeAs(1, "", "192.168.1.21"); err != nil {
			t.Fatalf("stream %d of one device refused: %v", i+1, err)
		}
	}
	if _, _, err := h.subscribeAs(1, "", "192.168.1.21"); !errors.Is(err, errLiveFull) {
		t.Errorf("stream %d of one device: err %v, want errLiveFull", liveMaxPerDevice+1, err)
	}
	if _, _, err := h.subscribeAs(1, "", "192.168.1.22"); err != nil {
		t.Errorf("another device refused: %v", err)
	}
	if _, _, err := h.subscribeAs(2, "", "192.168.1.21"); err != nil {
		t.Errorf("the device's stream of another game refused: %v", err)
	}
	for range liveMaxPerDevice + 1 {
		if _, _, err := h.subscribeAs(1, "", ""); err != nil {
			t.Fatalf("this machine refused below the game's bound: %v", err)
		}
	}
	r := httptest.NewRequest("GET", "/games/1/live", nil)
	r.RemoteAddr = "192.168.1.21:5555"
	if got := liveDevice(r); got != "192.168.1.21" {
		t.Errorf("a LAN device is %q", got)
	}
	r.RemoteAddr = "127.0.0.1:5555"
	if got := liveDevice(r); got != "" {
		t.Errorf("this machine is %q, want none", got)
	}
}

// liveApp is an App on a fresh store with one game, served by httptest.
func liveApp(t *testing.T) (*App, *httptest.Server, int64) {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	a := &App{games: newGames(st), dice: rand.Reader}
	srv := httptest.NewServer(a.routes())
	t.Cleanup(srv.Close)
	body := `{"name":"Live","players":[{"name":"Anna","house":"stark"},{"name":"Ben","house":"lannister"},{"name":"Carla","house":"baratheon"}]}`
	resp, err := http.Post(srv.URL+"/api/games", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %d", resp.StatusCode)
	}
	return a, srv, 1
}

// waitCount waits until game id has n subscribers.
func waitCount(t *testing.T, h *hub, id int64, n int) {
	t.Helper()
	for end := time.Now().Add(hangGuard); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if h.count(id) == n {
			return
		}
	}
	t.Fatalf("game %d has %d subscribers, want %d", id, h.count(id), n)
}

// A stream whose device goes away leaves no subscriber and no goroutine
// behind.
func TestLiveStreamEndsWithItsRequest(t *testing.T) {
	a, srv, id := liveApp(t)
	before := runtime.NumGoroutine()
	for range 5 {
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/games/1/live", nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := bufio.NewReader(resp.Body).ReadString('\n'); err != nil {
			t.Fatal(err)
		}
		waitCount(t, a.games.live, id, 1)
		cancel()
		resp.Body.Close()
		waitCount(t, a.games.live, id, 0)
	}
	http.DefaultClient.CloseIdleConnections()
	var now int
	for end := time.Now().Add(hangGuard); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if now = runtime.NumGoroutine(); now <= before {
			return
		}
	}
	t.Errorf("goroutines: %d before five streams, %d after they ended", before, now)
}

// Over the hub's bound the stream is refused with 503, not queued.
func TestLiveStreamRefusedWhenFull(t *testing.T) {
	a, srv, id := liveApp(t)
	for range liveMaxPerGame {
		_, c, err := a.games.live.subscribe(id)
		if err != nil {
			t.Fatal(err)
		}
		defer c()
	}
	resp, err := http.Get(srv.URL + "/games/1/live")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("stream over the bound: %d, want 503", resp.StatusCode)
	}
}

// The heartbeat keeps an idle stream open through Wi-Fi proxies.
func TestLiveStreamHeartbeat(t *testing.T) {
	old := liveHeartbeat
	liveHeartbeat = 20 * time.Millisecond
	defer func() { liveHeartbeat = old }()
	_, srv, _ := liveApp(t)
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/games/1/live", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	r := bufio.NewReader(resp.Body)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("stream ended before a heartbeat: %v", err)
		}
		if strings.HasPrefix(line, ":") {
			return
		}
	}
}

// The stream outlives the server's write timeout (main.go sets one): the
// handler lifts its write deadline.
func TestLiveStreamOutlivesWriteTimeout(t *testing.T) {
	a, srv, id := liveApp(t)
	slow := httptest.NewUnstartedServer(srv.Config.Handler)
	slow.Config.WriteTimeout = 100 * time.Millisecond
	slow.Start()
	defer slow.Close()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", slow.URL+"/games/1/live", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	waitCount(t, a.games.live, id, 1)
	time.Sleep(300 * time.Millisecond) // three write timeouts
	a.games.live.publish(id, "42.x")
	r := bufio.NewReader(resp.Body)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("the stream was cut after the server's write timeout: %v", err)
		}
		if line == "id: 42.x\n" {
			return
		}
	}
}

// The mark a device last saw survives a restart of Herald: it is read
// from the log (the last event's seq and write time), not kept in memory,
// so a device that reconnects to a restarted Herald at the same log is not
// sent a needless refresh, and one behind it is.
func TestLiveMarkSurvivesRestart(t *testing.T) {
	a, _, id := liveApp(t)
	ctx := context.Background()
	before, err := a.games.load(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	restarted := newGames(a.games.store)
	after, err := restarted.load(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if before.Mark == "" || after.Mark != before.Mark {
		t.Errorf("mark before the restart %q, after %q", before.Mark, after.Mark)
	}
	r := httptest.NewRequest("GET", "/games/1/live", nil)
	r.Header.Set("Last-Event-ID", after.Mark)
	if seen, ok := lastEventID(r); !ok || seen != after.Mark {
		t.Errorf("Last-Event-ID %q read as %q, %v", after.Mark, seen, ok)
	}
}

// A new key ends every open stream (the server closes it; the browser's
// reconnect then meets the door with its key), and the next stream is
// served as before.
func TestLiveStreamsEndOnANewKey(t *testing.T) {
	a, srv, id := liveApp(t)
	var bodies []*bufio.Reader
	for range 2 {
		resp, err := http.Get(srv.URL + "/games/1/live")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		bodies = append(bodies, bufio.NewReader(resp.Body))
	}
	waitCount(t, a.games.live, id, 2)
	a.games.live.dropAll()
	for i, b := range bodies {
		done := make(chan error, 1)
		go func() {
			_, err := io.ReadAll(b)
			done <- err
		}()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("stream %d ended with %v, want a clean end", i, err)
			}
		case <-time.After(hangGuard):
			t.Fatalf("stream %d still open after the new key", i)
		}
	}
	waitCount(t, a.games.live, id, 0)
	resp, err := http.Get(srv.URL + "/games/1/live")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	waitCount(t, a.games.live, id, 1)
}

// A device let in at the door with a key that a new key replaced before
// its stream subscribed (so dropAll did not end it) is refused there.
func TestLiveStreamRefusedWhenTheKeyChangedOnTheWay(t *testing.T) {
	a, _, id := liveApp(t)
	old, fresh := "OLDKEYOLDKEYOLDKEYOLDKEYOL", "NEWKEYNEWKEYNEWKEYNEWKEYNE"
	a.key.Store(&fresh)
	e := a.routes()
	bounded, stop := context.WithTimeout(context.Background(), hangGuard)
	defer stop()
	req := httptest.NewRequest("GET", "/games/1/live", nil).WithContext(bounded)
	req.RemoteAddr = "192.168.1.20:5555"
	req.AddCookie(&http.Cookie{Name: keyCookie, Value: old})
	rec := httptest.NewRecorder()
	c := e.NewContext(req, rec) // the handler alone: as if the door let it in
	c.SetParamNames("id")
	c.SetParamValues("1")
	if err := a.live(c); err != nil {
		t.Fatal(err)
	}
	if rec.Code != http.StatusForbidden || strings.Contains(rec.Body.String(), "event: seq") {
		t.Errorf("stream with the replaced key: %d, want 403 and no mark", rec.Code)
	}
	waitCount(t, a.games.live, id, 0)
	// With the new key the same stream is served: once it has subscribed,
	// the hub ends it (as a newer key would), so the handler returns after
	// its first mark however long it took to get there.
	served := make(chan error, 1)
	req = httptest.NewRequest("GET", "/games/1/live", nil).WithContext(bounded)
	req.RemoteAddr = "192.168.1.20:5555"
	req.AddCookie(&http.Cookie{Name: keyCookie, Value: fresh})
	rec = httptest.NewRecorder()
	c = e.NewContext(req, rec)
	c.SetParamNames("id")
	c.SetParamValues("1")
	go func() { served <- a.live(c) }()
	waitCount(t, a.games.live, id, 1)
	a.games.live.dropAll()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "event: seq") {
		t.Errorf("stream with the new key: %d %q, want the mark", rec.Code, rec.Body.String())
	}
}

// Each view keeps its last livePartsKept marks however many other views
// render after it (a tablet and six seated phones): with one list of
// three for all, a view's mark was dropped by the others' renders before
// its devices asked for it, and their live fetches got the whole game.
func TestLivePartsKeptPerView(t *testing.T) {
	g := &gameLiveParts{}
	views := []string{"tablet", "seat0", "seat1", "seat2", "seat3", "seat4", "seat5"}
	for n := range 5 {
		for _, v := range views {
			g.marks = append(g.marks, livePartsAt{mark: strconv.Itoa(n) + ".a", view: v})
			g.trim(v)
		}
	}
	for _, v := range views {
		var kept []string
		for _, m := range g.marks {
			if m.view == v {
				kept = append(kept, m.mark)
			}
		}
		if strings.Join(kept, " ") != "2.a 3.a 4.a" {
			t.Errorf("%s keeps %v, want its last three marks", v, kept)
		}
	}
	for i := range liveViewsKept + 3 {
		v := "view" + strconv.Itoa(i)
		g.marks = append(g.marks, livePartsAt{mark: "9.a", view: v})
		g.trim(v)
	}
	if len(g.marks) != livePartsKept*liveViewsKept {
		t.Errorf("%d parts kept, want at most %d", len(g.marks), livePartsKept*liveViewsKept)
	}
}
