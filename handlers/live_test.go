package handlers_test

import (
	"bufio"
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

// sseEvent is one Server-Sent Event as the browser's EventSource reads it.
type sseEvent struct{ id, event, data string }

// stream opens /games/id/live with the given headers and returns its
// events, one by one, on a channel.
func (s *server) stream(id int, header map[string]string) (*http.Response, <-chan sseEvent) {
	s.t.Helper()
	return s.streamAt("/games/"+strconv.Itoa(id)+"/live", header)
}

// streamAt is stream at path (a query on the stream's address); an
// event's data lines are joined by newlines, as EventSource joins them.
func (s *server) streamAt(path string, header map[string]string) (*http.Response, <-chan sseEvent) {
	s.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	s.t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", s.srv.URL+path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	// The transport would ask for gzip itself and hide it: ask explicitly.
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	s.t.Cleanup(func() { resp.Body.Close() })
	out := make(chan sseEvent, 16)
	go func() {
		defer close(out)
		r := bufio.NewReader(resp.Body)
		var ev sseEvent
		data := false
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimRight(line, "\n")
			k, v, _ := strings.Cut(line, ": ")
			switch k {
			case "id":
				ev.id = v
			case "event":
				ev.event = v
			case "data":
				if data {
					ev.data += "\n"
				}
				ev.data += v
				data = true
			case "":
				if ev != (sseEvent{}) {
					out <- ev
				}
				ev, data = sseEvent{}, false
			}
		}
	}()
	return resp, out
}

// hangGuard bounds a wait for an event that comes within milliseconds on
// an idle machine: it catches a hang and measures no speed.
const hangGuard = time.Minute

func next(t *testing.T, ch <-chan sseEvent) sseEvent {
	t.Helper()
	select {
	case ev, ok := <-ch:
		if !ok {
			t.Fatal("stream ended")
		}
		return ev
	case <-time.After(hangGuard):
		t.Fatalf("no event within %v", hangGuard)
	}
	return sseEvent{}
}

func none(t *testing.T, ch <-chan sseEvent) {
	t.Helper()
	select {
	case ev := <-ch:
		t.Errorf("unexpected event %+v", ev)
	case <-time.After(150 * time.Millisecond):
	}
}

// fix writes a correction that leaves three players on the board.
func fix(s *server, st state) state {
	return s.correct(st, map[string][2]int{st.Territories[0].ID: {0, 3}, st.Territories[1].ID: {2, 2}})
}

// atSeq says whether ev names the log at seq: a "seq" event whose id and
// data are the same mark, "<seq>.<when its last event was written>".
func atSeq(ev sseEvent, seq int) bool {
	n, _, ok := strings.Cut(ev.id, ".")
	return ok && ev.event == "seq" && ev.data == ev.id && n == strconv.Itoa(seq)
}

// Issue 16, item 2: each device showing a game hears every write to its
// log (a recorded action, an undo, a redo), in order, as text/event-stream
// that no proxy or gzip holds back.
func TestLiveStreamTellsEveryWrite(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	resp, ch := s.stream(st.ID, nil)
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("Content-Type %q, want text/event-stream", ct)
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		t.Errorf("the stream is sent with Content-Encoding %q: gzip holds events back", ce)
	}
	// On connect: the current seq at once.
	if ev := next(t, ch); !atSeq(ev, st.Seq) {
		t.Errorf("on connect: %+v, want seq %d", ev, st.Seq)
	}
	st = fix(s, st)
	fixed := next(t, ch)
	if !atSeq(fixed, st.Seq) {
		t.Errorf("after a correction: %+v, want seq %d", fixed, st.Seq)
	}
	code, _ := s.postForm("/games/"+strconv.Itoa(st.ID)+"/undo", map[string][]string{"seq": {strconv.Itoa(st.Seq)}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("undo: %d", code)
	}
	if ev := next(t, ch); !atSeq(ev, st.Seq-1) {
		t.Errorf("after undo: %+v, want seq %d", ev, st.Seq-1)
	}
	code, _ = s.postForm("/games/"+strconv.Itoa(st.ID)+"/redo", map[string][]string{"seq": {strconv.Itoa(st.Seq - 1)}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("redo: %d", code)
	}
	if ev := next(t, ch); !atSeq(ev, st.Seq) || ev == fixed {
		t.Errorf("after redo: %+v, want seq %d with a new mark (not %s)", ev, st.Seq, fixed.id)
	}
	// A refused action writes nothing and tells nothing.
	s.postForm("/games/"+strconv.Itoa(st.ID)+"/undo", map[string][]string{"seq": {"1"}}, nil)
	none(t, ch)
}

// mark is the game's mark now, as a stream opened without an id says it.
func (s *server) mark(id int) string {
	s.t.Helper()
	resp, ch := s.stream(id, nil)
	defer resp.Body.Close()
	return next(s.t, ch).id
}

// A device that was offline reconnects with the last id it saw: it gets
// the game's mark at once when it is behind, nothing when it is up to date.
func TestLiveStreamCatchesUpOnReconnect(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	old := s.mark(st.ID)
	st = fix(s, st)
	st = fix(s, st)
	_, ch := s.stream(st.ID, map[string]string{"Last-Event-ID": old})
	if ev := next(t, ch); !atSeq(ev, st.Seq) {
		t.Errorf("reconnect from %s: %+v, want seq %d", old, ev, st.Seq)
	}
	_, ch = s.stream(st.ID, map[string]string{"Last-Event-ID": s.mark(st.ID)})
	none(t, ch)
	// Still subscribed: the next action arrives.
	st = fix(s, st)
	if ev := next(t, ch); !atSeq(ev, st.Seq) {
		t.Errorf("after catching up, the next write: %+v, want seq %d", ev, st.Seq)
	}
}

// The seq gap: a device offline across an undo and a new action comes
// back to the same seq, but the log is another; the stream's id names the
// log's state, so the device is told to refresh. An id of any other shape
// (a bare seq, too long, not a mark) is no id: the device is told too.
func TestLiveStreamSeqGap(t *testing.T) {
	s := newServer(t)
	st := fix(s, s.newGame())
	seen := s.mark(st.ID)
	code, _ := s.postForm("/games/"+strconv.Itoa(st.ID)+"/undo", map[string][]string{"seq": {strconv.Itoa(st.Seq)}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("undo: %d", code)
	}
	st = fix(s, s.state(st.ID))
	_, ch := s.stream(st.ID, map[string]string{"Last-Event-ID": seen})
	ev := next(t, ch)
	if !atSeq(ev, st.Seq) || ev.id == seen {
		t.Errorf("back at seq %d after an undo and a new action, with id %s: %+v, want a new mark", st.Seq, seen, ev)
	}
	// The page shows the mark the stream names.
	_, body, _ := s.do("GET", "/games/"+strconv.Itoa(st.ID), "", nil, nil)
	if !strings.Contains(body, `data-mark="`+ev.id+`"`) {
		t.Errorf("the page does not carry the stream's mark %s:\n%s", ev.id, excerpt(body, "data-seq"))
	}
	for _, bad := range []string{strconv.Itoa(st.Seq), ev.id + "0000000000000", ev.id + "!", "-" + ev.id, strings.Repeat("9", 30) + ".a"} {
		_, ch := s.stream(st.ID, map[string]string{"Last-Event-ID": bad})
		if ev := next(t, ch); !atSeq(ev, st.Seq) {
			t.Errorf("Last-Event-ID %q: %+v, want the current mark", bad, ev)
		}
	}
}

func TestLiveStreamUnknownGame(t *testing.T) {
	s := newServer(t)
	code, _, _ := s.do("GET", "/games/999/live", "", nil, nil)
	if code != http.StatusNotFound {
		t.Errorf("live stream of no game: %d, want 404", code)
	}
}
