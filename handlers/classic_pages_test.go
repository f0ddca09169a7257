package handlers_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	_ "herald/editions/all"
	"herald/maps"
	"herald/views/viewstest"
)

// classicBody is a classic game's API body: players by name and colour,
// the territories round the table (a neutral pile as owner 2 with 2
// players) and every army of the rules on the board: one on each
// territory, the rest on each seat's first.
func classicBody(armies int, names ...string) map[string]any {
	colours := []string{"red", "blue", "green", "yellow", "black", "pink"}
	var players []map[string]any
	for i, n := range names {
		players = append(players, map[string]any{"name": n, "house": colours[i]})
	}
	piles := len(names)
	if piles == 2 {
		piles = 3 // the neutral army's pile
	}
	owners, units := map[string]int{}, map[string]int{}
	first := map[int]string{}
	for i, tr := range maps.MustLoad("classic").Territories {
		p := i % piles
		owners[tr.ID], units[tr.ID] = p, 1
		if first[p] == "" {
			first[p] = tr.ID
		}
		units[first[p]] = armies - i/piles
	}
	return map[string]any{"edition": "classic", "name": "Welt", "players": players, "owners": owners, "units": units}
}

func (s *server) classicGame(body map[string]any) map[string]any {
	s.t.Helper()
	code, out := s.postJSON("/api/games", body)
	if code != http.StatusCreated {
		s.t.Fatalf("create: %d %v", code, out)
	}
	return out
}

func (s *server) classicEvent(id any, seq any, typ string, payload any) map[string]any {
	s.t.Helper()
	code, out := s.postJSON(fmt.Sprintf("/api/games/%v/events", id), map[string]any{"seq": seq, "type": typ, "payload": payload})
	if code != http.StatusOK && code != http.StatusCreated {
		s.t.Fatalf("%s: %d %v", typ, code, out)
	}
	return out
}

// The trade form of a classic game says classic's set values, never Game
// of Thrones' ("3 knights 4 · 3 siege engines 5 ..."), and what the next
// set is worth: classic 1993, "Trading in cards for armies": "the first
// set traded in ... 4 armies, the 2nd 6, ... the 6th 15; after the 6th
// set, each additional set is worth 5 more"; "If any of the 3 cards you
// trade in shows the picture of a territory you occupy, you receive 2
// extra armies" ("no more than 2 extra armies" a turn).
func TestClassicTradeFormSaysClassicSetValues(t *testing.T) {
	s := newServer(t)
	st := s.classicGame(classicBody(35, "Anna", "Ben", "Carla"))
	id := st["id"]
	// Anna holds two wild cards and Alaska's card: a set.
	st = s.classicEvent(id, st["seq"], "correct_hand", map[string]any{"player": 0, "cards": []string{"wild_1", "wild_2", "alaska"}})
	want := map[string][]string{
		"en": {"4 · 6 · 8 · 10 · 12 · 15, then 5 more each", "the next set is worth 4", "at most 2 a turn"},
		"de": {"4 · 6 · 8 · 10 · 12 · 15, danach je 5 mehr", "der nächste Satz bringt 4", "höchstens 2 pro Zug"},
		"fr": {"4 · 6 · 8 · 10 · 12 · 15, puis 5 de plus", "la prochaine série vaut 4", "2 au plus par tour"},
	}
	never := []string{"knight", "siege", "Ritter", "Belagerung", "Befestigung", "chevalier", "engins de siège", " 7 ·"}
	for lang, ws := range want {
		line := setValues(t, s, fmt.Sprintf("/games/%v?lang=%s", id, lang))
		for _, w := range ws {
			if !strings.Contains(line, w) {
				t.Errorf("%s: the trade form's set values %q lack %q", lang, line, w)
			}
		}
		for _, n := range never {
			if strings.Contains(line, n) {
				t.Errorf("%s: the trade form's set values %q name %q", lang, line, n)
			}
		}
	}
	// After the first set the next is worth 6.
	s.classicEvent(id, st["seq"], "trade", map[string]any{"cards": []string{"wild_1", "wild_2", "alaska"}})
	s.classicEvent(id, st["seq"].(float64)+1, "correct_hand", map[string]any{"player": 0, "cards": []string{"wild_1", "wild_2", "alberta"}})
	if line := setValues(t, s, fmt.Sprintf("/games/%v?lang=en", id)); !strings.Contains(line, "the next set is worth 6") {
		t.Errorf("after one set traded: %q, want the next worth 6", line)
	}
}

var setValuesLine = regexp.MustCompile(`data-testid="set-values">([^<]*)<`)

func setValues(t *testing.T, s *server, page string) string {
	t.Helper()
	code, body := s.get(page)
	m := setValuesLine.FindStringSubmatch(body)
	if code != http.StatusOK || m == nil {
		t.Fatalf("%s: %d, no set values on the trade form", page, code)
	}
	return m[1]
}

// otherEditionsWords are the words of Game of Thrones, Halo and Warhammer
// that a classic page must not say (issue 32: the set-up said "End Game
// card" and "a third house is neutral"), in German, English and French.
var otherEditionsWords = []string{
	"End Game", "Spielende", "Fin de partie", "house", "Haus", "maison", "Westeros", "knight", "Ritter",
	"chevalier", "castle", "Burg", "château", "Flood", "skull", "Schädel", "crâne", "Gelt", "Throne", "Thron",
	"Warlord", "UNSC", "Covenant", "campaign", "Kampagne", "unit", "Einheit", "unité",
}

var markup = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`)

// setupText is what a set-up page says: its text and its attributes'
// words (labels, the claim round's sentences), without the markup.
func setupText(page string) string {
	attrs := regexp.MustCompile(`(?:aria-label|placeholder|title|data-(?:turn|done|unclaimed|more|less|take|give-back|none))="([^"]*)"`)
	var b strings.Builder
	for _, m := range attrs.FindAllStringSubmatch(page, -1) {
		b.WriteString(m[1] + "\n")
	}
	b.WriteString(markup.ReplaceAllString(page, " "))
	return b.String()
}

// The classic set-up pages (the players, the board step for 3 players
// and for 2 with the neutral army, Herald's deal and the table's) speak
// classic's words in all three languages: armies, players, the neutral
// army; the heading "RISK (classic)" stands once; the board step says
// how the rulebook places (classic 1993, "Initial army placement": claim
// one territory at a time in turn, then one army at a time; "RISK for 2
// players", Setup: three piles of 14, then "2 Infantry onto any 1 or 2
// of the territories you occupy. Then place 1 'neutral' army", 40 of
// each set), that Herald's armies are a suggestion, and offers the claim
// round.
func TestClassicSetUpPagesSpeakClassic(t *testing.T) {
	s := newServer(t)
	heading := map[string]string{"en": "New game: RISK (classic)", "de": "Neues Spiel: Risiko (klassisch)", "fr": "Nouvelle partie\u00a0: RISK (classique)"}
	place := map[string][2]string{
		"en": {"claims one empty territory with one army", "The neutral army gets 40 too"},
		"de": {"besetzt jeder ein freies Gebiet mit einer Armee", "Auch die neutrale Armee bekommt 40"},
		"fr": {"chacun occupe un territoire libre avec une armée", "L’armée neutre reçoit 40 armées"},
	}
	proposal := map[string]string{"en": "a suggestion", "de": "ein Vorschlag", "fr": "une suggestion"}
	for lang := range heading {
		code, first := s.get("/games/new?edition=classic&lang=" + lang)
		if code != http.StatusOK {
			t.Fatalf("%s: %d", lang, code)
		}
		pages := map[string]string{"players": first}
		for _, c := range []struct {
			name  string
			names []string
			deal  string
		}{{"three-herald", []string{"Anna", "Ben", "Carla"}, "herald"}, {"two-herald", []string{"Anna", "Ben"}, "herald"}, {"three-table", []string{"Anna", "Ben", "Carla"}, "table"}} {
			form := url.Values{"edition": {"classic"}, "player": c.names, "house": {"red", "blue", "green"}, "deal": {c.deal}, "deck": {"herald"}, "step": {"players"}}
			code, page := s.postForm("/games?lang="+lang, form, nil)
			if code != http.StatusOK || !strings.Contains(page, `data-testid="board-entry"`) {
				t.Fatalf("%s %s: %d, no board step", lang, c.name, code)
			}
			pages[c.name] = page
		}
		for name, page := range pages {
			text := setupText(page)
			for _, w := range otherEditionsWords {
				// The word, in the plural too, not inside another
				// ("United States").
				word := regexp.MustCompile(`(?i)(^|[^\pL])` + regexp.QuoteMeta(w) + `(s|en|es)?([^\pL]|$)`)
				if word.MatchString(text) {
					t.Errorf("%s %s: the classic set-up says %q: %s", lang, name, w, near(text, w))
				}
			}
			// The top bar names the page; below it one heading does.
			headings := regexp.MustCompile(`<h[2-6][^>]*>\s*` + regexp.QuoteMeta(heading[lang]) + `\s*</h`)
			if n := len(headings.FindAllString(page, -1)); n != 1 {
				t.Errorf("%s %s: the heading %q stands %d times", lang, name, heading[lang], n)
			}
		}
		if !strings.Contains(pages["three-herald"], place[lang][0]) || !strings.Contains(pages["two-herald"], place[lang][1]) {
			t.Errorf("%s: the board steps do not say how the rulebook places", lang)
		}
		if !strings.Contains(pages["three-herald"], proposal[lang]) || strings.Contains(pages["three-table"], `data-testid="proposal"`) {
			t.Errorf("%s: Herald's armies are not called a suggestion (only where Herald dealt)", lang)
		}
		for _, name := range []string{"three-herald", "two-herald", "three-table"} {
			if !strings.Contains(pages[name], `data-testid="claim-bar"`) {
				t.Errorf("%s %s: no claim round", lang, name)
			}
		}
	}
}

func near(text, w string) string {
	i := strings.Index(strings.ToLower(text), strings.ToLower(w))
	return strings.Join(strings.Fields(text[max(0, i-80):min(len(text), i+80)]), " ")
}

// The history's first line of a classic game counts players (issue 32:
// "set up with 3 armies"); with 2 players the neutral army is not one.
func TestClassicHistorySaysPlayers(t *testing.T) {
	s := newServer(t)
	for _, c := range []struct {
		body map[string]any
		want string
	}{
		{classicBody(35, "Anna", "Ben", "Carla"), "The game is set up with 3 players; Anna goes first."},
		{classicBody(40, "Anna", "Ben"), "The game is set up with 2 players; Anna goes first."},
	} {
		st := s.classicGame(c.body)
		_, page := s.get(fmt.Sprintf("/games/%v?lang=en", st["id"]))
		if !strings.Contains(page, c.want) || strings.Contains(page, "set up with 3 armies") {
			t.Errorf("the history does not say %q", c.want)
		}
	}
}

// The API sets up what the set-up page can (issue 32, defect 6): a
// 2-player game, Herald adding the neutral army as the page does ("RISK
// for 2 players", Setup: "either of you selects a third set to be
// neutral"; 14 territories and 40 armies each), and Herald's deck
// (deck_mode "herald": the 42 territory cards and the 2 wild cards,
// shuffled); the table's deck stays the default. The body is still read
// strictly, and a neutral the body brings is refused.
func TestClassicAPISetsUpWhatThePagesCan(t *testing.T) {
	s := newServer(t)
	two := classicBody(40, "Anna", "Ben")
	two["deck_mode"] = "herald"
	st := s.classicGame(two)
	players := st["players"].([]any)
	if len(players) != 3 || !players[2].(map[string]any)["neutral"].(bool) {
		t.Fatalf("players %v, want Anna, Ben and the neutral army", players)
	}
	if st["deck_mode"] != "herald" || st["deck_left"] != float64(44) {
		t.Errorf("deck %v with %v cards left, want Herald's with 44", st["deck_mode"], st["deck_left"])
	}
	three := classicBody(35, "Anna", "Ben", "Carla")
	if st := s.classicGame(three); st["deck_mode"] != "table" {
		t.Errorf("a body without deck_mode: %v, want the table's deck", st["deck_mode"])
	}
	three["deck_mode"] = "herald"
	if st := s.classicGame(three); st["deck_mode"] != "herald" {
		t.Errorf("3 players asking for Herald's deck: %v", st["deck_mode"])
	}
	for name, body := range map[string]func(map[string]any){
		"unknown field": func(b map[string]any) { b["neutral_colour"] = "green" },
		"neutral sent": func(b map[string]any) {
			b["players"] = append(b["players"].([]map[string]any), map[string]any{"name": "N", "house": "green", "neutral": true})
		},
		"wrong armies": func(b map[string]any) { b["units"].(map[string]int)["alaska"] = 1 },
	} {
		b := classicBody(40, "Anna", "Ben")
		body(b)
		if code, out := s.postJSON("/api/games", b); code < 400 || code >= 500 || out["error"] == "" {
			t.Errorf("%s: %d %v, want a refusal", name, code, out)
		}
	}
}

// pictureWords are what the game page's board picture says to a reader:
// its names (aria-label, title) and its text, one a line.
func pictureWords(t *testing.T, page string) string {
	t.Helper()
	start := strings.Index(page, `id="board-picture"`)
	end := strings.Index(page[max(start, 0):], "</svg></div></div>")
	if start < 0 || end < 0 {
		t.Fatalf("no board picture in\n%s", excerpt(page, "board-picture"))
	}
	var said []string
	for _, m := range pictureSaid.FindAllStringSubmatch(page[start:start+end], -1) {
		said = append(said, html.UnescapeString(m[1]+m[2]))
	}
	return strings.Join(said, "\n")
}

var pictureSaid = regexp.MustCompile(`(?:aria-label|title)="([^"]*)"|>([^<]*\pL[^<]*)<`)

// The game page's board picture, and the summary's, speak classic's
// words, as its set-up picture does: a classic table reads "armies" on
// them in every language, never the core's "units", while Game of Thrones
// keeps its units.
func TestClassicGamePictureSaysArmies(t *testing.T) {
	s := newServer(t)
	classic := s.classicGame(classicBody(35, "Anna", "Ben", "Carla"))
	got := s.newGame()
	unit := regexp.MustCompile(`(?i)(^|[^\pL])(Einheit|unit|unité)(s|en|es)?([^\pL]|$)`)
	for _, c := range []struct{ lang, army, unit string }{
		{"de", "Armeen", "Einheiten"}, {"en", "armies", "units"}, {"fr", "armées", "unités"},
	} {
		for _, page := range []string{"", "/summary"} {
			words := pictureWords(t, s.page(fmt.Sprintf("/games/%v%s", classic["id"], page), c.lang))
			if m := unit.FindString(words); m != "" || !strings.Contains(words, c.army) {
				t.Errorf("%s %s: the classic game's picture says %q, want %q throughout:\n%.600s", c.lang, page, m, c.army, words)
			}
		}
		if words := pictureWords(t, s.page("/games/"+strconv.Itoa(got.ID), c.lang)); !strings.Contains(words, c.unit) {
			t.Errorf("%s: Game of Thrones' picture lost its %q:\n%.600s", c.lang, c.unit, words)
		}
	}
}

// A classic turn ends on the game page by its own button: after a
// conquest with the card it earns ("One card at the end of a turn in
// which you conquered at least one territory (never more than one)",
// classic.md, Cards), drawn from Herald's deck or named from the table's
// (a card in no hand and, in Capital RISK, not a capital's: "The
// capitals' cards are out of the game"), and without one when nothing was
// conquered. Found playing classic on a phone: the end-turn form had its
// title and no button, so a classic turn could not end on the page.
func TestClassicEndTurnOnThePage(t *testing.T) {
	for _, deck := range []string{"herald", "table"} {
		t.Run(deck, func(t *testing.T) {
			s := newServer(t)
			body := classicBody(35, "Anna", "Ben", "Carla")
			body["deck_mode"] = deck
			if deck == "table" {
				// Capital RISK: each capital's card is out of the game.
				body["variant"] = "capital"
				players := body["players"].([]map[string]any)
				for i, capital := range []string{"alaska", "central_america", "greenland"} {
					players[i]["capital"] = capital
				}
			}
			st := s.classicGame(body)
			id := st["id"]
			game := fmt.Sprintf("/games/%v", id)
			st = s.classicEvent(id, st["seq"], "correct", map[string]any{"territories": []map[string]any{
				{"territory": "alaska", "owner": 0, "units": 30}, {"territory": "northwest_territory", "owner": 1, "units": 1}}})
			st = s.classicEvent(id, st["seq"], "correct_hand", map[string]any{"player": 1, "cards": []string{"quebec", "wild_2"}})
			st = s.classicEvent(id, st["seq"], "correct_hand", map[string]any{"player": 0, "cards": []string{"peru"}})
			toPlace := st["reinforcement"].(map[string]any)["to_place"]
			st = s.classicEvent(id, st["seq"], "place", map[string]any{"territory": "alaska", "units": toPlace})

			page := s.page(game, "en")
			form := endTurnForm(page)
			if !strings.Contains(form, `data-testid="end-turn"`) || !strings.Contains(form, "No territory conquered: no card this turn.") || strings.Contains(form, "end-turn-draw") {
				t.Fatalf("before a conquest the end of the turn is not one button without a card:\n%s", form)
			}

			st = s.classicEvent(id, st["seq"], "attack", map[string]any{"from": "alaska", "to": "northwest_territory", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1}})
			st = s.classicEvent(id, st["seq"], "move_in", map[string]any{"units": 3})
			for lang, want := range map[string]string{"en": "Anna conquered 1 territory: that earns one card (never more than one a turn).",
				"de": "Anna hat 1 Gebiet erobert: Das bringt eine Karte (nie mehr als eine pro Zug).",
				"fr": "Anna a conquis 1 territoire\u00a0: cela rapporte une carte (jamais plus d’une par tour)."} {
				form = endTurnForm(s.page(game, lang))
				if !strings.Contains(form, html.EscapeString(want)) || !strings.Contains(form, `data-testid="end-turn-draw"`) || strings.Contains(form, `data-testid="end-turn"`) {
					t.Errorf("%s: after the conquest the end of the turn does not say %q with one draw button:\n%s", lang, want, form)
				}
			}
			drawn := url.Values{"seq": {fmt.Sprint(st["seq"])}, "draw": {"1"}}
			if deck == "table" {
				// Ben's two cards are in his hand, Anna's one in hers; the
				// capitals' are out; one wild card is left and offered once.
				want := map[string]bool{"ontario": true, "wild_1": true, "quebec": false, "wild_2": false, "peru": false,
					"alaska": false, "central_america": false, "greenland": false, "end_game": false}
				checkOffered(t, "the shared page", form, want, 42-3-2+1)
				// Seated, the hands are private: the shared page keeps in
				// the list the cards of the hands it may not show, and
				// Anna's phone the cards of the others' (what is missing
				// would say what they hold).
				anna := s.takeSeat(int64(id.(float64)), s.issueSeat(int64(id.(float64)), 0, "GET"))
				s.takeSeat(int64(id.(float64)), s.issueSeat(int64(id.(float64)), 1, "GET"))
				want["quebec"], want["peru"] = true, true
				checkOffered(t, "the shared page, seated", endTurnForm(s.page(game, "en")), want, 42-3+1)
				_, mine, _ := s.do("GET", game+"/me?lang=en", "", nil, map[string]string{"Cookie": anna})
				want["peru"] = false
				checkOffered(t, "Anna's phone", endTurnForm(mine), want, 42-3-1+1)
				// Drawn without naming the card: refused in classic's words
				// (it named Game of Thrones' End Game card).
				code, refused := s.postForm(game+"/end-turn?lang=en", drawn, nil)
				if code != http.StatusUnprocessableEntity || !strings.Contains(refused, "Please name the territory card or the wild card.") || strings.Contains(refused, "End Game") {
					t.Errorf("a draw without its card: %d %s", code, excerpt(refused, "refusal"))
				}
				drawn.Set("card", "ontario")
			}
			s.redirect(game+"/end-turn", drawn)
			var after struct {
				Current int `json:"current"`
				Players []struct {
					Cards int `json:"cards"`
				} `json:"players"`
			}
			s.getJSON("/api"+game, &after)
			if after.Current != 1 || after.Players[0].Cards != 2 {
				t.Errorf("after the draw: current %d, Anna holds %d cards; want Ben's turn and Anna's two cards", after.Current, after.Players[0].Cards)
			}
		})
	}
}

// endTurnForm is the end-turn form of a game page, whole.
func endTurnForm(page string) string {
	form, _ := viewstest.Form(page, "end-turn-form")
	return form
}

// checkOffered checks which cards the end-turn form's list of the table's
// deck offers, and how many.
func checkOffered(t *testing.T, where, form string, want map[string]bool, n int) {
	t.Helper()
	offered := map[string]bool{}
	for _, o := range regexp.MustCompile(`<option value="([a-z_0-9]+)"`).FindAllStringSubmatch(form, -1) {
		offered[o[1]] = true
	}
	for card, w := range want {
		if offered[card] != w {
			t.Errorf("%s: the table's deck offers %s: %v, want %v", where, card, offered[card], w)
		}
	}
	if len(offered) != n {
		t.Errorf("%s: the table's deck offers %d cards, want %d", where, len(offered), n)
	}
}

// The board page corrects a classic hand with a field per card, each a
// territory card or one of the two wild cards ("42 territory cards ... 2
// wild cards", classic.md, Cards), showing the cards held: its form had
// only the save button, and saving it emptied the hand.
func TestClassicHandCorrectionOnTheBoardPage(t *testing.T) {
	s := newServer(t)
	st := s.classicGame(classicBody(35, "Anna", "Ben", "Carla"))
	id := st["id"]
	game := fmt.Sprintf("/games/%v", id)
	st = s.classicEvent(id, st["seq"], "correct_hand", map[string]any{"player": 0, "cards": []string{"wild_2", "peru"}})
	page := s.page(game+"/board", "en")
	_, form, _ := strings.Cut(page, `data-testid="hand-form-0"`)
	form, _, _ = strings.Cut(form, "</form>")
	selects := regexp.MustCompile(`(?s)<select name="card".*?</select>`).FindAllString(form, -1)
	if len(selects) < 6 {
		t.Fatalf("Anna's hand has %d card fields, want at least 6:\n%s", len(selects), form)
	}
	chosen := regexp.MustCompile(`<option value="([a-z_0-9]+)" selected>`)
	for i, want := range []string{"wild_2", "peru", ""} {
		got := ""
		if m := chosen.FindStringSubmatch(selects[i]); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("field %d shows %q, want %q", i+1, got, want)
		}
	}
	for _, want := range []string{">Wild card 1<", ">Wild card 2<", ">Peru · Cavalry<"} {
		if !strings.Contains(selects[0], want) {
			t.Errorf("a card field does not offer %s", want)
		}
	}
	// Saved as shown, with a third card added: Anna holds the three.
	s.redirect(game+"/hand", url.Values{"seq": {fmt.Sprint(st["seq"])}, "player": {"0"}, "card": {"wild_2", "peru", "ontario", "", "", ""}})
	var after struct {
		Hand []struct {
			Card      string `json:"card"`
			Territory string `json:"territory"`
		} `json:"hand"`
	}
	s.getJSON("/api"+game, &after)
	var held []string
	for _, c := range after.Hand {
		held = append(held, c.Card+c.Territory)
	}
	if strings.Join(held, " ") != "wild_2 peru ontario" {
		t.Errorf("Anna's hand after the correction: %v, want wild_2 peru ontario", held)
	}
}

// The reinforcement's breakdown of a classic turn with a set traded adds
// up to its total: the set's armies ("the first set traded in ... 4
// armies") and the 2 extra armies of a card showing a territory the
// player occupies ("you receive 2 extra armies", classic 1993, "Trading
// in cards for armies") each have their row. They had none, so the rows
// added up to 4 and 6 less than the total.
func TestClassicBreakdownCountsTheTrade(t *testing.T) {
	s := newServer(t)
	st := s.classicGame(classicBody(35, "Anna", "Ben", "Carla"))
	id := st["id"]
	st = s.classicEvent(id, st["seq"], "correct_hand", map[string]any{"player": 0, "cards": []string{"wild_1", "wild_2", "alaska"}})
	s.classicEvent(id, st["seq"], "trade", map[string]any{"cards": []string{"wild_1", "wild_2", "alaska"}})
	page := s.page(fmt.Sprintf("/games/%v", id), "en")
	_, table, _ := strings.Cut(page, `data-testid="breakdown"`)
	table, _, _ = strings.Cut(table, "</table>")
	rows := map[string][]int{}
	for _, m := range regexp.MustCompile(`data-testid="rf-([a-z]+)">\+?(\d+)<`).FindAllStringSubmatch(table, -1) {
		n, _ := strconv.Atoi(m[2])
		rows[m[1]] = append(rows[m[1]], n)
	}
	if !slices.Equal(rows["trade"], []int{4}) || !slices.Equal(rows["extra"], []int{2}) || !strings.Contains(table, "Card set: Wild card, Wild card, Alaska") || !strings.Contains(table, "… shows Alaska: place them there") {
		t.Errorf("the trade's rows: %v; want the set's 4 and Alaska's 2 extra\n%s", rows, table)
	}
	sum := 0
	for kind, ns := range rows {
		if kind != "territories" && kind != "total" {
			for _, n := range ns {
				sum += n
			}
		}
	}
	if len(rows["total"]) != 1 || sum != rows["total"][0] {
		t.Errorf("the rows add up to %d, the total says %v\n%s", sum, rows["total"], table)
	}
}
