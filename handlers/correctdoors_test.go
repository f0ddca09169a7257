package handlers_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A correction (the board form, POST /games/:id/board, or the API's
// "correct" event) is the table fixing Herald's record, not a move; a
// Secret Mission card is won by its holder, who "reveals the Mission card
// to prove it" (classic 1993, Secret Mission RISK, WINNING). Herald ended
// the game when a correction met a card, turning every card over on every
// device, and the undo put the game back: a correction and an undo showed
// the table every secret mission. Two tables that differ only in Anna's
// card, one met by the correction giving her Africa ("North America and
// Africa"), one not ("North America and Australia"), must answer the
// tablet and Ben's phone alike through the form, the API and the undo;
// only Anna's own page says her card is met, and she shows it there.
// Undone, the reveal leaves nothing on the other devices' pages: not in
// the game page's live fetch, nor in what the live stream pushes.
func TestCorrectionLeavesTheMissionsFaceDown(t *testing.T) {
	twins := [2]*table{}
	for i, card := range []string{"north_america_africa", "north_america_australia"} {
		twins[i] = openTable(t, secretMissionGame, 4, setPayload(1, `{"player": 0, "mission": "`+card+`"}`))
	}
	met, unmet := twins[0], twins[1]
	alike := func(what string, ask func(tb *table) string) { t.Helper(); alikeTwins(t, met, unmet, what, ask) }
	doorsAlike := func(when string) { t.Helper(); alikeDoors(t, met, unmet, when, (*table).devices) }
	tablet := func(tb *table) device { return tb.devices()["tablet"] }
	anna := func(tb *table) device { return device{annaAddr, tb.anna} }

	alike("the board form", func(tb *table) string {
		form := url.Values{"seq": {strconv.Itoa(tb.state(tablet(tb)).Seq)}}
		for _, id := range []string{"north_africa", "egypt", "east_africa", "congo", "south_africa", "madagascar"} {
			form.Set("owner_"+id, "0")
			form.Set("units_"+id, "1")
		}
		return tb.ask(tablet(tb), "POST", "/games/"+tb.id+"/board?lang=en", form, nil)
	})
	doorsAlike("after the board form")
	if !annaMet(met) || annaMet(unmet) {
		t.Fatalf("Anna's own page says her card is met: %v with North America and Africa, %v with North America and Australia", annaMet(met), annaMet(unmet))
	}
	alike("the undo", func(tb *table) string { return tb.undoLast(false) })
	alike("the API's correction", func(tb *table) string {
		body := `{"seq": ` + strconv.Itoa(tb.state(tablet(tb)).Seq) + `, "type": "correct", "payload": ` + africaToAnna + `}`
		return tb.askJSON(tablet(tb), "/api/games/"+tb.id+"/events", "en", body)
	})
	doorsAlike("after the API's correction")

	// Nobody but Anna may show her card, and their refusal says nothing
	// of it.
	for who, d := range map[string]func(*table) device{"tablet": tablet, "ben": func(tb *table) device { return tb.devices()["ben"] }} {
		alike(who+" shows Anna's card through the API", func(tb *table) string {
			body := `{"seq": ` + strconv.Itoa(tb.state(tablet(tb)).Seq) + `, "type": "show_mission", "payload": {"player": 0}}`
			return tb.askJSON(d(tb), "/api/games/"+tb.id+"/events", "en", body)
		})
		alike(who+" shows Anna's card from her page", func(tb *table) string {
			form := url.Values{"seq": {strconv.Itoa(tb.state(tablet(tb)).Seq)}}
			return tb.ask(d(tb), "POST", "/games/"+tb.id+"/cards/0/show?lang=en", form, nil)
		})
	}
	if out := unmet.ask(anna(unmet), "POST", "/games/"+unmet.id+"/cards/0/show?lang=en", url.Values{"seq": {strconv.Itoa(unmet.state(tablet(unmet)).Seq)}}, nil); !strings.HasPrefix(out, "422\n") || !strings.Contains(out, "mission is not met on the board.") {
		t.Errorf("Anna shows a card the board does not meet: %.300s", out)
	}

	// Anna shows hers: the game is hers, every card turned over.
	ben := met.devices()["ben"]
	before := met.state(tablet(met)).Seq
	benStream, first := met.listenAt(ben, "")
	shownMark := eventID(first)
	// Ben's phone has his pages open, the game's and his own, each
	// answered in parts by its live fetch (the harness's check).
	game, me := "/games/"+met.id, "/games/"+met.id+"/me"
	ground := map[string]string{}
	for _, page := range []string{game, me} {
		if m := dataGroundRe.FindStringSubmatch(met.ask(ben, "GET", page, nil, nil)); m != nil {
			ground[page] = m[1]
		}
		if f := met.liveFetch(ben, page, shownMark, ground[page]); !strings.Contains(f, "HX-Reswap: parts") {
			t.Fatalf("the live fetch of %s is not answered in parts: %.300s", page, f)
		}
	}
	if out := met.ask(anna(met), "POST", "/games/"+met.id+"/cards/0/show", url.Values{"seq": {strconv.Itoa(before)}}, nil); !strings.HasPrefix(out, "303\n") {
		t.Fatalf("Anna shows her card: %.300s", out)
	}
	overMark := eventID(benStream.next(t))
	benStream.cancel()
	if page := met.ask(ben, "GET", "/games/"+met.id+"?lang=en", nil, nil); !strings.Contains(page, "Mission accomplished") || !strings.Contains(page, "Conquer North America and Africa.") {
		t.Fatalf("the game page after Anna showed her card: %s", excerpt(page, "mission-cards"))
	}
	// Ben's phone shows the ended game (its pages at overMark) when Anna
	// takes the show back. An ended game's parts are never kept: the
	// stream says the mark and the page fetches its whole #game, so no
	// part of the reveal can stay on it.
	pushed := map[string]*stream{}
	for page, q := range map[string]string{game: "", me: "&page=me"} {
		pushed[page], _ = met.listenAt(ben, "parts=1&shown="+url.QueryEscape(overMark)+q)
	}
	met.undoLast(true)
	after := map[string]string{}
	for page, st := range pushed {
		after["live stream of "+page] = st.next(t)
		st.cancel()
		if !strings.Contains(after["live stream of "+page], "event: seq\n") {
			t.Errorf("undone, the live stream of %s pushes what the ended page does not know:\n%s", page, after["live stream of "+page])
		}
		f := met.liveFetch(ben, page, overMark, ground[page])
		if !strings.HasPrefix(f, "200\n") || strings.Contains(f, "HX-Reswap: parts") {
			t.Errorf("undone, the live fetch of %s is not the whole page: %.300s", page, f)
		}
		after["live fetch of "+page] = f
	}
	for who, d := range met.devices() {
		for door, page := range met.doors(d) {
			// Ben's own page offers every card, to enter his.
			if !strings.Contains(door, "/cards/") {
				after[who+" "+door] = page
			}
		}
	}
	for where, page := range after {
		for _, card := range []string{"North America and Africa", "Nordamerika und Afrika", "north_america_africa", `data-testid="mission-cards"`} {
			if strings.Contains(page, card) {
				t.Errorf("undone, %s still shows Anna's card (%q):\n%s", where, card, excerpt(page, card))
			}
		}
	}
	if met.state(tablet(met)).Seq != before || shownMark == overMark {
		t.Errorf("undone: seq %d, want %d; marks %s and %s", met.state(tablet(met)).Seq, before, shownMark, overMark)
	}
}

// alikeTwins compares what ask gets from the twins a and b: the times of
// their writes are the clock's, made the same, and each one's live mark
// (the last write's time) read as "MARK".
func alikeTwins(t *testing.T, a, b *table, what string, ask func(tb *table) string) {
	t.Helper()
	wa, wb := ask(a), ask(b)
	sameKeyAndTimes(t, a.file)
	sameKeyAndTimes(t, b.file)
	if wa, wb = a.unmarked(wa), b.unmarked(wb); wa != wb {
		t.Errorf("%s: the two games answer differently:\n%s", what, firstDifference(wa, wb))
	}
}

// alikeDoors compares every door of the twins a and b as each device of
// devices asks it, their live marks read as "MARK".
func alikeDoors(t *testing.T, a, b *table, when string, devices func(*table) map[string]device) {
	t.Helper()
	for who, d := range devices(a) {
		da, db := a.doors(d), b.doors(devices(b)[who])
		for door, want := range da {
			want = a.unmarked(want)
			if got := b.unmarked(db[door]); got != want {
				t.Errorf("%s, %s, %s: the two games answer differently:\n%s", when, who, door, firstDifference(want, got))
			}
		}
	}
}

// unmarked is page with tb's live mark (the time of its last write, as
// the game page says it) read as "MARK".
func (tb *table) unmarked(page string) string {
	tb.t.Helper()
	m := dataMarkRe.FindStringSubmatch(tb.ask(tb.devices()["tablet"], "GET", "/games/"+tb.id, nil, nil))
	if m == nil {
		tb.t.Fatal("the game page has no mark")
	}
	return strings.ReplaceAll(page, m[1], "MARK")
}

var dataMarkRe = regexp.MustCompile(`data-mark="([^"]+)"`)

// liveFetch is device d's live fetch of page (the game's or a seat's
// own) shown at mark, on ground (static/live.js, static/parts.js).
func (tb *table) liveFetch(d device, page, mark, ground string) string {
	tb.t.Helper()
	h := map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Shown": mark,
		"HX-Current-URL": "http://" + twinHost + page}
	if ground != "" {
		h["HX-Ground"] = ground
	}
	return tb.ask(d, "GET", page, nil, h)
}

var dataGroundRe = regexp.MustCompile(`data-ground="([^"]*)"`)

// annaMet says whether Anna's own page offers to show her card.
func annaMet(tb *table) bool {
	page := tb.ask(device{annaAddr, tb.anna}, "GET", "/games/"+tb.id+"/cards/0?lang=en", nil, nil)
	me := tb.ask(device{annaAddr, tb.anna}, "GET", "/games/"+tb.id+"/me?lang=en", nil, nil)
	return strings.Contains(page, `data-testid="mission-show"`) && strings.Contains(me, `data-testid="own-mission-met"`)
}

// listenAt opens the live stream as d with query (the pushed parts of a
// page at a mark) and returns it and its first event.
func (tb *table) listenAt(d device, query string) (*stream, string) {
	tb.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	u := tb.srv.URL + "/games/" + tb.id + "/live"
	if query != "" {
		u += "?" + query
	}
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		tb.t.Fatal(err)
	}
	req.Header.Set("X-Test-Device", d.addr)
	req.Header.Set("Cookie", d.cookie)
	req.Host = twinHost
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		cancel()
		tb.t.Fatalf("live: %v %v", err, resp)
	}
	s := &stream{events: make(chan string, 8), cancel: func() { cancel(); resp.Body.Close() }}
	tb.t.Cleanup(s.cancel)
	go readEvents(resp.Body, s.events)
	return s, s.next(tb.t)
}

// eventID is an SSE event's id.
func eventID(ev string) string {
	id, _, _ := strings.Cut(strings.TrimPrefix(ev, "id: "), "\n")
	return id
}

// Halo Wars' Command Room rewards lie face down, nobody's to know until an
// achievement is collected ("collecting an Achievement lets you also
// collect the Reward on top of it", REWARDS (COMMAND ROOM ONLY)). A
// correction collects nothing: through the board form, its undo and
// redo, and the API's "correct", every door answers the twins whose
// rewards of Control 1 Enemy Base and Control Mu are swapped alike, to
// every device (Anna's and Ben's seats too: the secret is nobody's).
func TestCorrectionLeavesTheRewardsFaceDown(t *testing.T) {
	a, b := rewardTables(t)
	alike := func(what string, ask func(tb *table) string) {
		t.Helper()
		alikeTwins(t, a, b, what, ask)
	}
	tablet := func(tb *table) device { return tb.devices()["tablet"] }
	seq := func(tb *table) string { return strconv.Itoa(tb.state(tablet(tb)).Seq) }
	hx := func(tb *table) map[string]string {
		return map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Current-URL": "http://" + twinHost + "/games/" + tb.id}
	}
	// Dunwich, Anna's, to Ben with 2 units.
	alike("the board form", func(tb *table) string {
		form := url.Values{"seq": {seq(tb)}, "owner_dunwich": {"1"}, "units_dunwich": {"2"}}
		return tb.ask(tablet(tb), "POST", "/games/"+tb.id+"/board?lang=en", form, hx(tb))
	})
	alikeDoors(t, a, b, "after the board form", (*table).allDevices)
	alike("the undo", func(tb *table) string { return tb.undoLast(false) })
	alike("the redo", func(tb *table) string {
		return tb.ask(tablet(tb), "POST", "/games/"+tb.id+"/redo?lang=en", url.Values{"seq": {seq(tb)}}, hx(tb))
	})
	alike("the API's correction", func(tb *table) string {
		return tb.askJSON(tablet(tb), "/api/games/"+tb.id+"/events", "en",
			`{"seq": `+seq(tb)+`, "type": "correct", "payload": {"territories": [{"territory": "dunwich", "owner": 0, "units": 3}]}}`)
	})
	alikeDoors(t, a, b, "after the API's correction", (*table).allDevices)
	for _, tb := range []*table{a, b} {
		if st := tb.state(tablet(tb)); st.Seq != 27 {
			t.Errorf("seq %d after two corrections, want 27", st.Seq)
		}
	}
}
