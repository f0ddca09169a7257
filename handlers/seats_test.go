package handlers_test

// Seats (issue 16, item 3): a seat's secret link, its cookie, its own
// page, and the shared pages and API that keep private things private.

import (
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
	"herald/engine/enginetest"
	"herald/i18n"
)

// issueSeat shows player p's link on the shared page (GET issues it the
// first time, POST anew) and returns its token.
func (s *server) issueSeat(id int64, p int, method string) string {
	s.t.Helper()
	code, body, _ := s.do(method, "/games/"+strconv.FormatInt(id, 10)+"/seats/"+strconv.Itoa(p), "", nil, nil)
	m := regexp.MustCompile(`/seat/([0-9a-f]{32})["?]`).FindStringSubmatch(body)
	if code != http.StatusOK || m == nil {
		s.t.Fatalf("%s seat %d: %d, no link in the page", method, p, code)
	}
	return m[1]
}

// takeSeat opens a seat link and returns the cookie header it sets.
func (s *server) takeSeat(id int64, tok string) string {
	s.t.Helper()
	code, _, h := s.do("GET", "/games/"+strconv.FormatInt(id, 10)+"/seat/"+tok, "", nil, nil)
	if code != http.StatusSeeOther || h.Get("Location") != "/games/"+strconv.FormatInt(id, 10)+"/me" {
		s.t.Fatalf("seat link: %d to %q, want 303 to the seat page", code, h.Get("Location"))
	}
	return strings.SplitN(h.Values("Set-Cookie")[0], ";", 2)[0]
}

func TestSeatLinkCookieAndReissue(t *testing.T) {
	s := newServer(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json"))
	id := s.storeGame(g, s.storeBoards(g), len(g.Events))
	tok := s.issueSeat(id, 0, "GET")
	if again := s.issueSeat(id, 0, "GET"); again != tok {
		t.Fatal("showing the link again issued a new one")
	}
	_, _, h := s.do("GET", "/games/"+strconv.FormatInt(id, 10)+"/seat/"+tok, "", nil, nil)
	cookies := h.Values("Set-Cookie")
	if len(cookies) != 2 {
		t.Fatalf("Set-Cookie %q: want the game's and its API's", cookies)
	}
	for i, path := range []string{"Path=/games/" + strconv.FormatInt(id, 10), "Path=/api/games/" + strconv.FormatInt(id, 10)} {
		for _, want := range []string{"HttpOnly", "SameSite=Lax", path} {
			if !strings.Contains(cookies[i], want) {
				t.Errorf("cookie %q lacks %s", cookies[i], want)
			}
		}
	}
	cookie := strings.SplitN(cookies[0], ";", 2)[0]
	me := "/games/" + strconv.FormatInt(id, 10) + "/me"
	if code, body, _ := s.do("GET", me, "", nil, map[string]string{"Cookie": cookie}); code != 200 || !strings.Contains(body, `data-testid="seat"`) {
		t.Fatalf("seat page: %d", code)
	}
	if code, _, _ := s.do("GET", me, "", nil, nil); code != http.StatusForbidden {
		t.Fatalf("seat page without the cookie: %d, want 403", code)
	}
	if code, _, _ := s.do("GET", "/games/"+strconv.FormatInt(id, 10)+"/seat/"+strings.Repeat("0", 32), "", nil, nil); code != http.StatusNotFound {
		t.Fatalf("a guessed token: %d, want 404", code)
	}
	// Re-issued: the old link and the cookie holding it stop working.
	if fresh := s.issueSeat(id, 0, "POST"); fresh == tok {
		t.Fatal("re-issuing kept the token")
	}
	if code, _, _ := s.do("GET", "/games/"+strconv.FormatInt(id, 10)+"/seat/"+tok, "", nil, nil); code != http.StatusForbidden {
		t.Fatalf("old link after re-issue: %d, want 403 (opened already)", code)
	}
	if code, _, _ := s.do("GET", me, "", nil, map[string]string{"Cookie": cookie}); code != http.StatusForbidden {
		t.Fatalf("old cookie after re-issue: %d, want 403", code)
	}
}

// secrets are what seat p holds privately in st, as they would show in
// a page or an answer: territory cards in hand by name (the card's own
// markup, data-testid "card-<id>" / "my-card-<id>", and the JSON hand
// entry), and Halo Legendary's campaign cards not yet done or revealed
// ("verteilen Sie verdeckt an jeden Spieler 3 Karten", Spielaufbau).
func secrets(st *engine.State, p int) (html, jsonMarks []string) {
	for _, card := range st.Players[p].Hand {
		html = append(html, `card-`+card+`"`, `value="`+card+`" selected`)
		jsonMarks = append(jsonMarks, `"territory":"`+card+`"}`, `"card":"`+card+`"`)
	}
	if st.Rules.Edition == legendary.ID && !legendary.CampaignsRevealed(st, p) {
		for _, c := range legendary.Campaign(st, p) {
			if !c.Done {
				// The mission itself is checked by structure (scanSeats):
				// another seat's completed card may show the same one.
				if c.Text != "" {
					html = append(html, c.Text)
				}
			}
		}
	}
	return html, jsonMarks
}

// Every recorded game of every edition, its seats issued and taken: the
// shared pages (game, board entry, dice statistics) and the shared JSON
// (state, events) name no private thing of any seat, to nobody and to
// another seat; the seat's own page and JSON show exactly its own.
func TestSeatsKeepPrivateThingsPrivate(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	checked := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(path, recordedDir+"/"), ".json")
		t.Run(name, func(t *testing.T) {
			s := newServer(t)
			g := enginetest.Load(t, path)
			ref := s.storeBoards(g)
			events := enginetest.Events(t, g)
			for _, n := range []int{(len(g.Events) + 1) / 2, len(g.Events)} {
				st, err := engine.Replay(enginetest.Board(t, recordedDir, g), events[:n])
				if err != nil {
					t.Fatal(err)
				}
				id := s.storeGame(g, ref, n)
				checked += s.scanSeats(t, id, st)
			}
		})
	}
	if checked == 0 {
		t.Fatal("no recorded game holds a private thing: the scan checked nothing")
	}
}

// scanSeats issues and takes every seat of game id (state st) and scans
// its pages; it returns how many private things it looked for.
func (s *server) scanSeats(t *testing.T, id int64, st *engine.State) int {
	game := "/games/" + strconv.FormatInt(id, 10)
	cookies := map[int]string{}
	for p, pl := range st.Players {
		if !pl.Neutral {
			cookies[p] = s.takeSeat(id, s.issueSeat(id, p, "GET"))
		}
	}
	shared := map[string]string{}
	for _, path := range []string{game, game + "/board", game + "/dice", "/api" + game, "/api" + game + "/events"} {
		shared[path] = s.getAs(path, "")
	}
	found := 0
	for p := range cookies {
		html, js := secrets(st, p)
		found += len(html) + len(js)
		for path, body := range shared {
			for _, m := range append(html, js...) {
				// A selected option names a card only in the board page's
				// hand correction; elsewhere it is a territory the forms
				// pre-select (the maneuver's default), which may share a
				// card's name.
				if strings.HasPrefix(m, "value=") && path != game+"/board" {
					continue
				}
				if strings.Contains(body, m) {
					t.Errorf("%s shows %s's private %s", path, st.Players[p].Name, m)
				}
			}
		}
		for q, ck := range cookies {
			own := s.getAs(game+"/me", ck)
			api := s.getAs("/api"+game, ck)
			for _, m := range html {
				if strings.HasPrefix(m, "value=") && q == p {
					continue // the board page's hand correction, not on the seat page
				}
				if strings.Contains(own, m) != (q == p) {
					t.Errorf("seat %d's page and %s's private %s: shown %v", q, st.Players[p].Name, m, q != p)
				}
			}
			if q != p {
				for _, m := range js {
					if strings.Contains(api, m) {
						t.Errorf("seat %d's API shows %s's private %s", q, st.Players[p].Name, m)
					}
				}
			}
		}
		var state struct {
			Players []struct {
				Campaign []map[string]any `json:"campaign"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(shared["/api"+game]), &state); err != nil {
			t.Fatal(err)
		}
		for _, c := range state.Players[p].Campaign {
			if _, named := c["mission"]; named && c["done"] == false && !legendary.CampaignsRevealed(st, p) {
				t.Errorf("the API names %s's campaign card %v, face down", st.Players[p].Name, c)
			}
			found++
		}
		var log []struct {
			Type    string         `json:"type"`
			Payload map[string]any `json:"payload"`
		}
		if err := json.Unmarshal([]byte(shared["/api"+game+"/events"]), &log); err != nil {
			t.Fatal(err)
		}
		for _, e := range log {
			if _, named := e.Payload["mission"]; named && e.Type == "record_campaign" {
				t.Errorf("the event list names a campaign card recorded face down: %v", e.Payload)
			}
		}
		var mine struct {
			SeatHand []string `json:"seat_hand"`
		}
		if err := json.Unmarshal([]byte(s.getAs("/api"+game, cookies[p])), &mine); err != nil {
			t.Fatal(err)
		}
		if len(st.Players[p].Hand) > 0 && !slices.Equal(mine.SeatHand, st.Players[p].Hand) {
			t.Errorf("%s's own API hand %v, want %v", st.Players[p].Name, mine.SeatHand, st.Players[p].Hand)
		}
	}
	return found
}

// getAs is a GET's body with cookie, failing the test on anything but 200.
func (s *server) getAs(path, cookie string) string {
	s.t.Helper()
	var h map[string]string
	if cookie != "" {
		h = map[string]string{"Cookie": cookie}
	}
	code, body, _ := s.do("GET", path, "", nil, h)
	if code != http.StatusOK {
		s.t.Fatalf("GET %s: %d", path, code)
	}
	return body
}

// The seat page offers the turn's forms on that player's own turn only;
// a place sent from it is recorded and answered with the seat page
// (htmx: its body; a plain form: a redirect back to it).
func TestSeatActsOnOwnTurn(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	id := int64(st.ID)
	me := "/games/" + strconv.Itoa(st.ID) + "/me"
	cur, other := s.takeSeat(id, s.issueSeat(id, st.Current, "GET")), s.takeSeat(id, s.issueSeat(id, (st.Current+1)%3, "GET"))
	own := s.getAs(me, cur)
	if !strings.Contains(own, `data-testid="action"`) || !strings.Contains(own, `data-testid="seat-your-turn"`) {
		t.Fatal("the current player's seat page has no action console")
	}
	theirs := s.getAs(me, other)
	if strings.Contains(theirs, `data-testid="action"`) || strings.Contains(theirs, `action="/games/`+strconv.Itoa(st.ID)+`/place"`) || !strings.Contains(theirs, `data-testid="seat-their-turn"`) {
		t.Fatal("another seat's page offers the turn's forms")
	}
	var mine string
	for _, tr := range st.Territories {
		if tr.Owner == st.Current {
			mine = tr.ID
			break
		}
	}
	form := url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {mine}, "units": {"1"}}
	code, body := s.postForm("/games/"+strconv.Itoa(st.ID)+"/place", form,
		map[string]string{"Cookie": cur, "HX-Request": "true", "HX-Current-URL": s.srv.URL + me})
	if code != http.StatusOK || !strings.Contains(body, `data-testid="seat"`) || strings.Contains(body, `data-testid="board"`) {
		t.Fatalf("place from the seat page: %d, want the seat page's body back", code)
	}
	if s.events(st.ID) != 2 {
		t.Fatal("the place was not recorded")
	}
	form.Set("seq", strconv.Itoa(st.Seq+1))
	code, _, h := s.do("POST", "/games/"+strconv.Itoa(st.ID)+"/place", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()),
		map[string]string{"Cookie": cur, "Referer": s.srv.URL + me})
	if code != http.StatusSeeOther || h.Get("Location") != me {
		t.Fatalf("plain form from the seat page: %d to %q, want 303 to %s", code, h.Get("Location"), me)
	}
}

// A refused place sent from the seat page comes back on the seat page
// with its sentence, not as the shared game page.
func TestSeatRefusalStaysOnSeatPage(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	me := "/games/" + strconv.Itoa(st.ID) + "/me"
	cur := s.takeSeat(int64(st.ID), s.issueSeat(int64(st.ID), st.Current, "GET"))
	var theirs string
	for _, tr := range st.Territories {
		if tr.Owner != st.Current {
			theirs = tr.ID
		}
	}
	form := url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {theirs}, "units": {"1"}}
	code, body := s.postForm("/games/"+strconv.Itoa(st.ID)+"/place", form,
		map[string]string{"Cookie": cur, "HX-Request": "true", "HX-Current-URL": s.srv.URL + me})
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, `data-testid="seat"`) || strings.Contains(body, `data-testid="board"`) {
		t.Fatalf("refused place from the seat page: %d, want 422 with the seat page", code)
	}
}

// Halo Legendary's private page of a player (campaign cards dealt
// "verdeckt", Spielaufbau) is open to anyone until the seats are issued,
// then to its own seat alone.
func TestSeatGuardsLegendaryPrivatePage(t *testing.T) {
	s := newServer(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"))
	id := s.storeGame(g, s.storeBoards(g), len(g.Events))
	page := "/games/" + strconv.FormatInt(id, 10) + "/cards/1"
	if code, _, _ := s.do("GET", page, "", nil, nil); code != http.StatusOK {
		t.Fatalf("private page before seats: %d, want 200", code)
	}
	zero, one := s.takeSeat(id, s.issueSeat(id, 0, "GET")), s.takeSeat(id, s.issueSeat(id, 1, "GET"))
	// The refusal says why in its own words, not a 403's general "sent
	// from another site"; to another seat's phone, whose page it is (a
	// player's audit: Ben's phone read "This phone has no seat").
	var st struct {
		Players []struct {
			Name string `json:"name"`
		} `json:"players"`
	}
	s.getJSON("/api/games/"+strconv.FormatInt(id, 10), &st)
	other := html.EscapeString(i18n.N("en", "seats.other_page", "me", st.Players[0].Name, "player", st.Players[1].Name))
	for _, c := range []struct {
		cookie string
		want   int
		says   string
	}{{"", http.StatusForbidden, "This phone has no seat in this game"}, {zero, http.StatusForbidden, other}, {one, http.StatusOK, ""}} {
		code, body, _ := s.do("GET", page, "", nil, map[string]string{"Cookie": c.cookie, "Accept-Language": "en"})
		if code != c.want || !strings.Contains(body, c.says) {
			t.Errorf("private page of seat 1 with cookie %q: %d, want %d with %q:\n%s", c.cookie, code, c.want, c.says, excerpt(body, "<main"))
		}
	}
	if own := s.getAs("/games/"+strconv.FormatInt(id, 10)+"/me", one); !strings.Contains(own, `href="`+page+`"`) {
		t.Error("the seat page does not lead to the seat's cards face down")
	}
}

// The history tells a card drawn from the table's deck or a corrected
// hand without naming the cards ("Anna zieht eine Karte"): in every
// recorded game, the text of each such event (the API's "text", the same
// lines the game page's history shows) names none of the cards it took
// into a hand, in German or English.
func TestHistoryNamesNoCardTakenIntoAHand(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	checked := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		s := newServer(t)
		g := enginetest.Load(t, path)
		b := enginetest.Board(t, recordedDir, g)
		id := s.storeGame(g, s.storeBoards(g), len(g.Events))
		for _, lang := range []string{"de", "en"} {
			var log []struct {
				Text []string `json:"text"`
			}
			if err := json.Unmarshal([]byte(s.getAs("/api/games/"+strconv.FormatInt(id, 10)+"/events?lang="+lang, "")), &log); err != nil {
				t.Fatal(err)
			}
			for i, e := range g.Events {
				var p struct {
					Card  string   `json:"card"`
					Cards []string `json:"cards"`
				}
				if (e.Type != "end_turn" && e.Type != "correct_hand") || json.Unmarshal(e.Payload, &p) != nil {
					continue
				}
				for _, card := range append(p.Cards, p.Card) {
					terr, ok := b.Lookup(card)
					if !ok {
						continue
					}
					checked++
					if text := strings.Join(log[i].Text, " "); strings.Contains(text, b.Name(terr, lang)) {
						t.Errorf("%s event %d (%s) names the card taken into a hand: %q", filepath.Base(path), i+1, e.Type, text)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no recorded game draws or corrects a named card: nothing checked")
	}
}

// panelClaims is the inside of the page's claims wrapper (views.PanelSlot
// "panel-claims"): what the tablet offers the current player to claim.
func panelClaims(page string) string {
	i := strings.Index(page, `<div id="panel-claims">`)
	if i < 0 {
		return ""
	}
	rest := page[i+len(`<div id="panel-claims">`):]
	depth := 1
	for j := 0; j < len(rest); j++ {
		switch {
		case strings.HasPrefix(rest[j:], "<div"):
			depth++
		case strings.HasPrefix(rest[j:], "</div>"):
			if depth--; depth == 0 {
				return strings.TrimSpace(rest[:j])
			}
		}
	}
	return ""
}

// On their turn, a seat's phone offers what the tablet offers to claim
// (issue 16, item 3: "act on their own turn (place, roll, move, trade,
// claim)"): every recorded game half-way, the current seat's page holds
// the claims panel of the game page.
func TestSeatOffersTheTurnsClaims(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	shown := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		s := newServer(t)
		g := enginetest.Load(t, path)
		ref := s.storeBoards(g)
		events := enginetest.Events(t, g)
		n := (len(g.Events) + 1) / 2
		st, err := engine.Replay(enginetest.Board(t, recordedDir, g), events[:n])
		if err != nil {
			t.Fatal(err)
		}
		id := s.storeGame(g, ref, n)
		if st.Over || st.Players[st.Current].Neutral {
			continue
		}
		game := "/games/" + strconv.FormatInt(id, 10)
		claims := panelClaims(s.getAs(game, ""))
		if claims == "" {
			continue
		}
		shown++
		ck := s.takeSeat(id, s.issueSeat(id, st.Current, "GET"))
		if own := s.getAs(game+"/me", ck); !strings.Contains(own, claims) {
			t.Errorf("%s: the current seat's page lacks the claims panel the tablet shows", path)
		}
	}
	if shown == 0 {
		t.Fatal("no recorded game shows a claims panel half-way: the test checked nothing")
	}
	t.Logf("%d recorded games with a claims panel half-way", shown)
}
