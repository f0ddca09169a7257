package handlers_test

// The table's records (issue 17 item 4): recorded games stored as the app
// stores them, some whole and some cut off half-way, in three editions,
// with the same people written differently (" anna ", "BEN"). The page's
// counts are checked against counts made here from the recorded games'
// hand-derived expectations (expect.winners, worked out from the
// rulebooks in each file's derivation), not from Herald's replay.

import (
	"context"
	"encoding/json"
	"html"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/handlers"
	"herald/stats"
	"herald/store"
)

// recordsGame is one recorded game for the records: its file, how many
// events are stored (0: all) and the names its seats are renamed to.
type recordsGame struct {
	file   string
	cut    bool // stored half-way: unfinished
	rename map[string]string
}

var recordsGames = []recordsGame{
	{file: "got/three_players_end_card.json"},
	{file: "got/two_players_neutral_elimination.json", rename: map[string]string{"Anna": " anna ", "Ben": "BEN"}},
	{file: "got/four_players_table_deck_end_card.json", cut: true, rename: map[string]string{"Carla": "carla"}},
	{file: "warhammer/classic_three_missions.json", rename: map[string]string{"Anna": "ANNA"}},
	{file: "warhammer/domination_four_players.json", cut: true},
	{file: "halowars/world_conquest_teams.json", rename: map[string]string{"Dirk": " Dirk"}},
	{file: "legendary/one_on_one_elimination.json", rename: map[string]string{"Ben": "ben"}},
}

// renamed is g with its seats renamed in the setup event.
func renamed(t *testing.T, g enginetest.Game, names map[string]string) enginetest.Game {
	var setup map[string]any
	if err := json.Unmarshal(g.Events[0].Payload, &setup); err != nil {
		t.Fatal(err)
	}
	for _, p := range setup["players"].([]any) {
		p := p.(map[string]any)
		if n, ok := names[p["name"].(string)]; ok {
			p["name"] = n
		}
	}
	b, err := json.Marshal(setup)
	if err != nil {
		t.Fatal(err)
	}
	out := g
	out.Events = append([]enginetest.Event{{Type: g.Events[0].Type, Payload: b}}, g.Events[1:]...)
	return out
}

type tally struct{ played, won int }

// expectedRecords counts, from the files, each person's games and wins
// overall and per edition, each house's per edition, and each edition's
// games and finished games.
type expectedRecords struct {
	players  map[string]tally            // person → overall
	edition  map[string]map[string]tally // edition → person → tally
	houses   map[string]map[string]tally // edition → house → tally
	games    map[string]tally            // edition → {games, finished}
	finished int
}

func (x *expectedRecords) count(g enginetest.Game, rg recordsGame) {
	var setup struct {
		Players []struct {
			Name, House string
			Neutral     bool
		}
	}
	if err := json.Unmarshal(g.Events[0].Payload, &setup); err != nil {
		panic(err)
	}
	over := g.Expect.Over && !rg.cut
	gt := x.games[g.Edition]
	gt.played++
	if over {
		gt.won++
		x.finished++
	}
	x.games[g.Edition] = gt
	if !over {
		return // an unfinished game is no game played, won or lost (issue 33)
	}
	for _, p := range setup.Players {
		if p.Neutral {
			continue
		}
		// The file's winners are the seats' names before renaming.
		orig := p.Name
		for from, to := range rg.rename {
			if to == p.Name {
				orig = from
			}
		}
		won := 0
		if over && containsString(g.Expect.Winners, orig) {
			won = 1
		}
		person := strings.ToLower(strings.TrimSpace(p.Name))
		add := func(m map[string]tally, k string) {
			v := m[k]
			v.played++
			v.won += won
			m[k] = v
		}
		add(x.players, person)
		if x.edition[g.Edition] == nil {
			x.edition[g.Edition], x.houses[g.Edition] = map[string]tally{}, map[string]tally{}
		}
		add(x.edition[g.Edition], person)
		add(x.houses[g.Edition], p.House)
	}
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// storeRecordsGames stores the games and returns what the page should say.
func storeRecordsGames(t *testing.T, s *server) expectedRecords {
	x := expectedRecords{players: map[string]tally{}, edition: map[string]map[string]tally{}, houses: map[string]map[string]tally{}, games: map[string]tally{}}
	for _, rg := range recordsGames {
		g := renamed(t, enginetest.Load(t, filepath.Join(recordedDir, rg.file)), rg.rename)
		n := len(g.Events)
		if rg.cut {
			n = (n + 1) / 2
		}
		s.storeGame(g, s.storeBoards(g), n)
		x.count(g, rg)
	}
	return x
}

// tableRow is one row of a records table: data-key, played, won.
var tableRow = regexp.MustCompile(`<tr data-key="([^"]*)" data-played="(\d+)" data-won="(\d+)"[^>]*>`)

// tableOf reads the rows of the table with the given data-testid.
func tableOf(t *testing.T, page, testid string) map[string]tally {
	t.Helper()
	start := strings.Index(page, `data-testid="`+testid+`"`)
	if start < 0 {
		t.Fatalf("no table %s", testid)
	}
	end := start + strings.Index(page[start:], "</table>")
	out := map[string]tally{}
	for _, m := range tableRow.FindAllStringSubmatch(page[start:end], -1) {
		p, _ := strconv.Atoi(m[2])
		w, _ := strconv.Atoi(m[3])
		out[url.PathEscape(m[1])] = tally{p, w}
	}
	return out
}

func sameTallies(t *testing.T, what string, got, want map[string]tally) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d rows %v, want %d %v", what, len(got), got, len(want), want)
	}
	for k, w := range want {
		if got[url.PathEscape(k)] != w {
			t.Errorf("%s: %q played/won %v, want %v", what, k, got[url.PathEscape(k)], w)
		}
	}
}

func TestRecordsPageCountsGamesAndWins(t *testing.T) {
	s := newServer(t)
	x := storeRecordsGames(t, s)
	if _, home := s.get("/"); !strings.Contains(home, `href="/records"`) {
		t.Errorf("the home page does not link to the records")
	}
	_, page := s.get("/records?lang=en")
	if !strings.Contains(page, `data-games="7" data-finished="5"`) || x.finished != 5 {
		t.Errorf("games: want 7 of which %d finished\n%s", x.finished, excerpt(page, "records-games"))
	}
	sameTallies(t, "overall", tableOf(t, page, "records-players"), x.players)
	for ed, want := range x.edition {
		sameTallies(t, ed, tableOf(t, page, "records-players-"+ed), want)
		sameTallies(t, ed+" houses", tableOf(t, page, "records-houses-"+ed), x.houses[ed])
		g := x.games[ed]
		if !strings.Contains(page, `data-testid="records-edition-`+ed+`" data-games="`+strconv.Itoa(g.played)+`" data-finished="`+strconv.Itoa(g.won)+`"`) {
			t.Errorf("%s: want %d games, %d finished", ed, g.played, g.won)
		}
	}
	// Anna under three spellings is one person, named as first written.
	if got := strings.Count(page, `<tr data-key="anna"`); got != 1+len(x.edition) {
		t.Errorf("Anna's rows: %d, want one overall and one per edition", got)
	}
}

// The luckiest and unluckiest: each finished game's luck (stats.Game)
// added up here by person, the neutral army left out; an unfinished
// game's dice count for nobody yet (issue 33).
func TestRecordsPageLuckiestAndUnluckiest(t *testing.T) {
	s := newServer(t)
	storeRecordsGames(t, s)
	luck := map[string]float64{}
	for _, rg := range recordsGames {
		g := renamed(t, enginetest.Load(t, filepath.Join(recordedDir, rg.file)), rg.rename)
		if rg.cut || !g.Expect.Over {
			continue
		}
		events := enginetest.Events(t, g)
		r, err := stats.Game(enginetest.Board(t, recordedDir, g), events)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range r.Players {
			if !p.Neutral && p.Battles() > 0 {
				luck[strings.ToLower(strings.TrimSpace(p.Name))] += p.Expected() - float64(p.Attack.Lost+p.Defence.Lost)
			}
		}
	}
	hi, lo := "", ""
	for k, v := range luck {
		if hi == "" || v > luck[hi] {
			hi = k
		}
		if lo == "" || v < luck[lo] {
			lo = k
		}
	}
	_, page := s.get("/records?lang=de")
	if !strings.Contains(page, `data-testid="records-lucky" data-key="`+hi+`"`) || !strings.Contains(page, `data-testid="records-unlucky" data-key="`+lo+`"`) {
		t.Fatalf("luckiest %s (%.2f), unluckiest %s (%.2f); page:\n%s", hi, luck[hi], lo, luck[lo], excerpt(page, "records-luck"))
	}
	// The number with its unit, German decimal comma and plural.
	want := signedDE(luck[hi]) + " Einheiten gegenüber dem Erwartungswert"
	if !strings.Contains(page, want) {
		t.Errorf("luckiest: want %q\n%s", want, excerpt(page, "records-lucky"))
	}
	// The colon after the name is the language's: French puts a no-break
	// space before it (a player's audit read "Anna: +56,6 unités").
	_, fr := s.get("/records?lang=fr")
	for _, c := range [][2]string{{page, "</strong>: "}, {fr, "</strong>\u00a0: "}} {
		if lucky := excerpt(c[0], "records-lucky"); !strings.Contains(lucky, c[1]) {
			t.Errorf("want %q after the name: %s", c[1], lucky)
		}
	}
}

func signedDE(x float64) string {
	s := strconv.FormatFloat(math.Abs(x), 'f', 1, 64)
	sign := "+"
	if x < 0 {
		sign = "−"
	}
	return sign + strings.Replace(s, ".", ",", 1)
}

// The set-up form offers earlier games' names, each person once; a name
// typed new is kept and offered the next time.
func TestSetUpOffersEarlierPlayers(t *testing.T) {
	s := newServer(t)
	_, page := s.get("/games/new?edition=got&lang=de")
	if !strings.Contains(page, `<datalist id="known-players" data-testid="known-players"></datalist>`) || !strings.Contains(page, `list="known-players"`) {
		t.Fatalf("no empty list of names before any game:\n%s", excerpt(page, "known-players"))
	}
	storeRecordsGames(t, s)
	for _, ed := range []string{"classic", "got", "halowars", "halo_legendary", "warhammer40k"} {
		_, page = s.get("/games/new?edition=" + ed + "&lang=en")
		list := datalistOf(page)
		// Four people in the games (Anna to Dirk), no neutral army.
		want := map[string]bool{"anna": true, "ben": true, "carla": true, "dirk": true}
		seen := map[string]int{}
		for _, n := range list {
			seen[strings.ToLower(n)]++
		}
		for k := range want {
			if seen[k] != 1 {
				t.Errorf("%s: %q offered %d times in %v", ed, k, seen[k], list)
			}
		}
		if len(list) != len(want) || seen["neutral"] > 0 {
			t.Errorf("%s: offered %v, want the four people", ed, list)
		}
		if !strings.Contains(page, `list="known-players"`) {
			t.Errorf("%s: the name fields do not point to the list", ed)
		}
	}
	// A new name typed on the form is kept as typed.
	form := url.Values{"edition": {"got"}, "name": {"Neu"}, "player": {"Zoë", "anna", "Ben"},
		"house": {"stark", "lannister", "baratheon"}, "deal": {"herald"}, "deck": {"herald"}}
	if code, body := s.postForm("/games", form, nil); code != 303 {
		t.Fatalf("new game with a new name: %d\n%s", code, excerpt(body, "alert"))
	}
	stored, err := s.store.SetupEvents(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e, err := engine.Decode(stored[0].Type, stored[0].Payload)
	if err != nil {
		t.Fatal(err)
	}
	if got := e.(engine.Setup).Players[0].Name; got != "Zoë" {
		t.Errorf("the new name is %q, want Zoë", got)
	}
	_, page = s.get("/games/new?edition=classic")
	if list := datalistOf(page); len(list) != 5 || list[0] != "Zoë" || list[1] != "anna" {
		t.Errorf("the newest game's names first, as last written: %v", list)
	}
}

var optionValue = regexp.MustCompile(`<option value="([^"]*)">`)

// datalistOf is the names the set-up page's list offers.
func datalistOf(page string) []string {
	start := strings.Index(page, `<datalist id="known-players"`)
	end := strings.Index(page, "</datalist>")
	if start < 0 || end < start {
		return nil
	}
	var out []string
	for _, m := range optionValue.FindAllStringSubmatch(page[start:end], -1) {
		out = append(out, m[1])
	}
	return out
}

// BenchmarkRecordsPage is GET /records over 100 stored games (the 32
// recorded games, whole, over and over). first: an empty cache, every
// log read and replayed (with its story for the comeback); second:
// nothing changed, every game from the cache. Measured on 2 cores shared
// with other work: before story 0.16 s/op (every load, no cache); with
// story first 0.29-0.37 s/op, second 2.5 ms/op. 27 Nov 2026, one replay
// per game instead of three (story.GameAndDice), interleaved runs: first
// 119-133 -> 81-87 ms/op, 86 -> 47 MB/op; second unchanged (1.4-1.5 ms).
func BenchmarkRecordsPage(b *testing.B) {
	st, err := store.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	ctx := context.Background()
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	var games []store.ImportedGame
	for _, f := range files {
		if filepath.Base(filepath.Dir(f)) == "boards" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		var g enginetest.Game
		if err := json.Unmarshal(data, &g); err != nil {
			b.Fatal(err)
		}
		ig := store.ImportedGame{Name: g.Title, Edition: g.Edition, Board: g.Board}
		var refs []string
		for _, bf := range g.BoardFiles {
			data, err := os.ReadFile(filepath.Join(recordedDir, bf))
			if err != nil {
				b.Fatal(err)
			}
			id := strings.TrimSuffix(filepath.Base(bf), ".json")
			ig.Boards = append(ig.Boards, store.Board{ID: id, Version: 1, Name: id, Edition: g.Edition, Data: data})
			refs = append(refs, id+"@1")
		}
		if len(refs) > 0 {
			ig.Board = strings.Join(refs, "+")
		}
		for _, e := range g.Events {
			ig.Events = append(ig.Events, store.NewEvent{Type: e.Type, Payload: e.Payload})
		}
		games = append(games, ig)
	}
	events := 0
	for i := range 100 {
		g := games[i%len(games)]
		if _, err := st.ImportGame(ctx, g); err != nil {
			b.Fatal(err)
		}
		events += len(g.Events)
	}
	get := func(srv *httptest.Server) {
		resp, err := http.Get(srv.URL + "/records")
		if err != nil {
			b.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), `data-games="100"`) {
			b.Fatalf("%d: %.300s", resp.StatusCode, body)
		}
	}
	// first: a new server each time, its cache empty, so every game is
	// read and replayed.
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			srv := httptest.NewServer(handlers.New(st))
			get(srv)
			srv.Close()
		}
		b.ReportMetric(float64(events), "events")
	})
	// second: the same server again, no game changed.
	b.Run("second", func(b *testing.B) {
		srv := httptest.NewServer(handlers.New(st))
		defer srv.Close()
		get(srv)
		for b.Loop() {
			get(srv)
		}
	})
}

// Before any game the page says so in the reader's language.
func TestRecordsPageWithoutGames(t *testing.T) {
	s := newServer(t)
	for lang, want := range map[string]string{"de": "Noch keine Spiele, also noch keine Rekorde.", "en": "No games yet, so no records yet."} {
		code, page := s.get("/records?lang=" + lang)
		if code != 200 || !strings.Contains(page, want) || strings.Contains(page, "records-luck") {
			t.Errorf("%s: %d, want %q and no luck section\n%s", lang, code, want, excerpt(page, "records-all"))
		}
	}
}

// A game not played to the end, in which both players fought, gives no
// luckiest player: the page says why, naming the finished games (a French
// table read "too few battles" after three fighters in an open game).
func TestRecordsLuckWaitsForAFinishedGame(t *testing.T) {
	s := newServer(t)
	g := enginetest.Load(t, filepath.Join(recordedDir, "got", "two_players_trade_and_takeover.json"))
	events := enginetest.Events(t, g)
	r, err := stats.Game(enginetest.Board(t, recordedDir, g), events[:len(events)-1])
	if err != nil {
		t.Fatal(err)
	}
	fought := 0
	for _, p := range r.Players {
		if p.Battles() > 0 {
			fought++
		}
	}
	if fought < 2 {
		t.Fatalf("the game's first %d events: %d players fought, want 2", len(events)-1, fought)
	}
	s.storeGame(g, s.storeBoards(g), len(g.Events)-1)
	for lang, want := range map[string]string{"de": "Es zählen nur zu Ende gespielte Spiele", "en": "only games played to the end count", "fr": "seules comptent les parties jouées jusqu’au bout"} {
		_, page := s.get("/records?lang=" + lang)
		if !strings.Contains(page, `data-testid="records-luck-none"`) || !strings.Contains(page, html.EscapeString(want)) {
			t.Errorf("%s: want %q\n%s", lang, want, excerpt(page, "records-luck"))
		}
	}
}
