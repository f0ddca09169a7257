package handlers_test

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/maps"
)

// Issue 30, a live update of the picture on a phone: the game page's
// stream (?parts=1, with the mark the page was drawn at) carries the
// parts of the page that changed, so the phone fetches nothing.

var (
	pageMarkRe   = regexp.MustCompile(`id="turn"[^>]* data-mark="([^"]+)"`)
	pageGroundRe = regexp.MustCompile(`data-ground="([^"]*)"`)
	streamURLRe  = regexp.MustCompile(`sse-connect="([^"]+)"`)
)

// pageAt loads the game page as a device with header does and returns
// the stream its listener opens and the picture's ground.
func (s *server) pageAt(path string, header map[string]string) (stream, ground string) {
	s.t.Helper()
	code, page, _ := s.do("GET", path, "", nil, header)
	m, u, g := pageMarkRe.FindStringSubmatch(page), streamURLRe.FindStringSubmatch(page), pageGroundRe.FindStringSubmatch(page)
	if code != http.StatusOK || m == nil || u == nil || g == nil {
		s.t.Fatalf("the game page %s: %d, mark %v, stream %v, ground %v", path, code, m, u, g)
	}
	stream = strings.ReplaceAll(u[1], "&amp;", "&")
	if !strings.Contains(stream, "shown="+m[1]) {
		s.t.Fatalf("the page at %s opens the stream %s", m[1], stream)
	}
	return stream, g[1]
}

// liveFetch is the answer the page's live fetch gets when it shows mark.
func (s *server) liveFetch(path, mark, ground string, header map[string]string) string {
	s.t.Helper()
	h := map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Shown": mark, "HX-Ground": ground}
	for k, v := range header {
		h[k] = v
	}
	code, body, hdr := s.do("GET", path, "", nil, h)
	if code != http.StatusOK || hdr.Get("HX-Reswap") != "parts" {
		s.t.Fatalf("the live fetch from %s: %d, HX-Reswap %q", mark, code, hdr.Get("HX-Reswap"))
	}
	return body
}

// pushed waits for the stream's parts event and returns the mark it
// applies to, the mark it brings and the parts.
func pushed(t *testing.T, ch <-chan sseEvent) (base, mark, parts string) {
	t.Helper()
	ev := next(t, ch)
	head, parts, _ := strings.Cut(ev.data, "\n")
	base, mark, _ = strings.Cut(head, " ")
	if ev.event != "parts" || ev.id != mark || parts == "" {
		t.Fatalf("want a parts event, got %q id %q, data %.120q", ev.event, ev.id, ev.data)
	}
	return base, mark, parts
}

// The parts a stream pushes are the very answer the device's own live
// fetch gets, each device's own: the shared page's, and a phone's that
// holds a seat and shows the shared page; a second action brings the
// parts from the first.
func TestPushedPartsAreTheLiveFetchsAnswer(t *testing.T) {
	s := newServer(t)
	id, game, anna, _ := s.seatedGame()
	devices := []struct {
		name   string
		header map[string]string
	}{{"the tablet", nil}, {"Anna's phone", map[string]string{"Cookie": anna}}}
	var chs []<-chan sseEvent
	var grounds []string
	for _, d := range devices {
		stream, ground := s.pageAt(game, d.header)
		_, ch := s.streamAt(stream, d.header)
		if ev := next(t, ch); ev.event != "seq" {
			t.Fatalf("%s: on connect %+v, want its mark", d.name, ev)
		}
		chs, grounds = append(chs, ch), append(grounds, ground)
	}
	st := s.state(int(id))
	for round := range 2 {
		st = fix(s, st)
		for i, d := range devices {
			base, mark, parts := pushed(t, chs[i])
			if n, _, _ := strings.Cut(mark, "."); n != strconv.Itoa(st.Seq) {
				t.Errorf("%s, action %d: the parts bring %s, want seq %d", d.name, round+1, mark, st.Seq)
			}
			if want := s.liveFetch(game, base, grounds[i], d.header); parts != want {
				t.Errorf("%s, action %d: the pushed parts differ from its live fetch's answer:\n%.300s\n---\n%.300s", d.name, round+1, parts, want)
			}
		}
	}
}

// A device whose seat was issued anew at the table is told so, and from
// then on gets marks only: no more parts drawn for the seat it held.
func TestRenewedSeatGetsNoMoreParts(t *testing.T) {
	s := newServer(t)
	id, game, anna, _ := s.seatedGame()
	stream, _ := s.pageAt(game, map[string]string{"Cookie": anna})
	_, ch := s.streamAt(stream, map[string]string{"Cookie": anna})
	next(t, ch)
	if code, _, _ := s.do("POST", game+"/seats/0", "", nil, nil); code != http.StatusOK {
		t.Fatalf("issuing Anna's link anew: %d", code)
	}
	if ev := next(t, ch); ev.event != "seq" || ev.data != "renewed" {
		t.Fatalf("after the new link: %+v, want seq renewed", ev)
	}
	st := fix(s, s.state(int(id)))
	if ev := next(t, ch); !atSeq(ev, st.Seq) {
		t.Errorf("after an action: %+v, want only the mark of seq %d", ev, st.Seq)
	}
}

// The seat's own page opens the stream with page=me: it brings that
// seat's page in parts, the very answer of the page's own live fetch,
// to the device that holds the seat; without the seat, marks only. Any
// other query is refused.
func TestSeatPageStream(t *testing.T) {
	s := newServer(t)
	id, game, anna, _ := s.seatedGame()
	me := map[string]string{"Cookie": anna}
	stream, ground := s.pageAt(game+"/me", me)
	if !strings.Contains(stream, "page=me") {
		t.Fatalf("the seat's page opens %s", stream)
	}
	_, ch := s.streamAt(stream, me)
	next(t, ch)
	_, strangers := s.streamAt(stream, nil)
	next(t, strangers)
	st := fix(s, s.state(int(id)))
	base, _, parts := pushed(t, ch)
	h := map[string]string{"Cookie": anna, "HX-Current-URL": "http://localhost" + game + "/me"}
	if want := s.liveFetch(game+"/me", base, ground, h); parts != want {
		t.Errorf("the seat page's pushed parts differ from its live fetch's answer:\n%.300s\n---\n%.300s", parts, want)
	}
	if ev := next(t, strangers); !atSeq(ev, st.Seq) {
		t.Errorf("page=me without the seat, after an action: %+v, want only the mark of seq %d", ev, st.Seq)
	}
	for _, q := range []string{"?parts=2", "?parts=1&parts=1", "?parts=1&lang=en", "?shown=1.abc", "?parts=1&shown=x", "?parts=1&shown=1.abc&x=1", "?parts=1&page=seat"} {
		if code, _, _ := s.do("GET", game+"/live"+q, "", nil, nil); code != http.StatusBadRequest {
			t.Errorf("the stream with %s: %d, want 400", q, code)
		}
	}
}

// A seat's own page (/me) is answered in parts too when it fetches after
// its stream's mark: its head, turn's block and hand, never the whole
// page; the hand in them is the seat's own, and the parts another seat's
// page gets name none of its cards.
func TestSeatPageLiveFetchInParts(t *testing.T) {
	s := newServer(t)
	id, game, anna, ben := s.seatedGame()
	me := game + "/me"
	cards := maps.MustLoad("westeros").Cards
	hands := [][]string{{cards[0].Territory, cards[1].Territory}, {cards[2].Territory, cards[3].Territory}}
	st := s.state(int(id))
	for p, h := range hands {
		// Each hand from its own phone: it is its seat's alone.
		if code, out := s.eventAs(st, "correct_hand", map[string]any{"player": p, "cards": h}, []string{anna, ben}[p]); code != http.StatusCreated {
			t.Fatalf("correct_hand: %d %v", code, out)
		}
		st = s.state(int(id))
	}
	type phone struct {
		cookie, mark, ground string
		own, other           []string
	}
	phones := []*phone{{cookie: anna, own: hands[0], other: hands[1]}, {cookie: ben, own: hands[1], other: hands[0]}}
	for _, p := range phones {
		code, page, _ := s.do("GET", me, "", nil, map[string]string{"Cookie": p.cookie})
		m, g := pageMarkRe.FindStringSubmatch(page), pageGroundRe.FindStringSubmatch(page)
		if code != http.StatusOK || m == nil || g == nil {
			t.Fatalf("the seat page: %d, mark %v, ground %v", code, m, g)
		}
		p.mark, p.ground = m[1], g[1]
	}
	// Anna's hand changes: her page gets it, Ben's gets none of it.
	newCard := cards[4].Territory
	if code, out := s.eventAs(st, "correct_hand", map[string]any{"player": 0, "cards": []string{newCard}}, anna); code != http.StatusCreated {
		t.Fatalf("correct_hand: %d %v", code, out)
	}
	phones[0].own, phones[1].other = []string{newCard}, append(phones[1].other, newCard)
	for i, p := range phones {
		h := map[string]string{"Cookie": p.cookie, "HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Shown": p.mark,
			"HX-Ground": p.ground, "HX-Current-URL": "http://localhost" + me}
		code, body, hdr := s.do("GET", me, "", nil, h)
		if code != http.StatusOK || hdr.Get("HX-Reswap") != "parts" || strings.Contains(body, `id="game"`) {
			t.Fatalf("seat %d's live fetch: %d, HX-Reswap %q, %d bytes", i, code, hdr.Get("HX-Reswap"), len(body))
		}
		for _, want := range []string{`id="turn"`, `id="seat-turn"`} {
			if !strings.Contains(body, want) {
				t.Errorf("seat %d's parts lack %s", i, want)
			}
		}
		for _, c := range p.other {
			if strings.Contains(body, "my-card-"+c) {
				t.Errorf("seat %d's parts show the other seat's card %s", i, c)
			}
		}
		if i == 0 && !strings.Contains(body, `data-testid="my-card-`+newCard+`"`) {
			t.Errorf("Anna's parts lack her new card %s", newCard)
		}
		if i == 1 && strings.Contains(body, `id="my-hand"`) {
			t.Errorf("Ben's hand did not change, his parts carry it")
		}
		// Without the seat's cookie the page is refused, parts or not.
		delete(h, "Cookie")
		if code, body, _ := s.do("GET", me, "", nil, h); code == http.StatusOK && strings.Contains(body, "my-card-") {
			t.Errorf("a live fetch of /me without a seat: %d with cards", code)
		}
	}
}
