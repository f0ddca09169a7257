package handlers_test

import (
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// "FRAKTIONS-KARTEN": "Die Anzahl der Fraktions-Karten eines Spielers ist
// allen Spielern bekannt, der Inhalt jedoch nicht." Anna conquers l9 and
// draws a card of 2 skulls: the shared page, the history, the API's state
// and its events show that she holds 1 card, never its skulls.
func TestLegendaryFactionCardSkullsStayPrivate(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	game := "/games/" + strconv.Itoa(id)
	st := s.state(id)
	for _, ev := range []struct {
		typ     string
		payload map[string]any
	}{
		{"place", map[string]any{"territory": "l1", "units": 4}},
		{"attack", map[string]any{"from": "l1", "to": "l9", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1, 1}}},
		{"move_in", map[string]any{"units": 3, "hero": true}},
		{"end_turn", map[string]any{"draw": true, "skulls": []int{2}}},
	} {
		if code, out := s.event(st, ev.typ, ev.payload); code != http.StatusCreated {
			t.Fatalf("%s: %d %v", ev.typ, code, out)
		}
		st = s.state(id)
	}
	_, page, _ := s.do("GET", game+"?lang=de", "", nil, nil)
	if !strings.Contains(page, `data-testid="hand-count-0">1 Fraktionskarte<`) {
		t.Errorf("Anna's card count: %s", excerpt(page, "hand-count-0"))
	}
	for _, leak := range []string{"2 Totenköpfe", "2 Schädel", "Totenk"} {
		if strings.Contains(page, leak) {
			t.Errorf("the shared page says %q: %s", leak, excerpt(page, leak))
		}
	}
	var api struct {
		Players []map[string]any `json:"players"`
	}
	s.getJSON("/api"+game, &api)
	if a := api.Players[0]; a["cards"] != float64(1) || a["skulls"] != nil || a["taken_skulls"] != nil {
		t.Errorf("API state of Anna: cards %v, skulls %v, taken %v", a["cards"], a["skulls"], a["taken_skulls"])
	}
	// Anna's own page shows them.
	if _, own, _ := s.do("GET", game+"/cards/0?lang=de", "", nil, nil); !strings.Contains(own, "0 mit 1 Schädel, 1 mit 2 Schädeln") {
		t.Errorf("Anna's own page: %s", excerpt(own, "own-skulls"))
	}
	_, events, _ := s.do("GET", "/api"+game+"/events", "", nil, nil)
	if strings.Contains(events, `"skulls"`) || strings.Contains(events, "Schädel") || strings.Contains(events, "skull") {
		t.Errorf("the API events show skulls: %s", events)
	}
}

// "Der Legende auf dem Spielbrett können Sie entnehmen, wie viele Einheiten
// Sie für die Karten erhalten"; the rulebook confirms only "Für 3 Karten (4
// Schädel) erhält er 7". The chart Herald shows marks every other row as
// not confirmed.
func TestLegendarySkullChartMarkedUnverified(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	_, page, _ := s.do("GET", "/games/"+strconv.Itoa(id)+"?lang=de", "", nil, nil)
	if strings.Contains(page, `data-testid="point-unverified-4"`) || !strings.Contains(page, `data-testid="point-chart-note"`) {
		t.Errorf("4 skulls marked or no note: %s", excerpt(page, "point-chart"))
	}
	for _, k := range []int{2, 3, 5, 6, 7, 8, 9, 10} {
		if !strings.Contains(page, `data-testid="point-unverified-`+strconv.Itoa(k)+`"`) {
			t.Errorf("%d skulls not marked unverified", k)
		}
	}
}

// The skull legend is part of the board the table enters: a Legendary
// board's editor offers it prefilled with Halo Wars' chart, marked not
// confirmed except the rulebook's 4 -> 7; saved, it travels with the
// board's file and is no longer marked.
func TestLegendaryBoardEditorSkullLegend(t *testing.T) {
	s := newServer(t)
	s.legendaryBoard("hammer", "Hammer", 31, "halo_legendary")
	_, page := s.get("/boards/hammer?lang=de")
	if !strings.Contains(page, `data-testid="skull-chart-assumed"`) || !strings.Contains(page, `data-testid="skull-row-unverified-2"`) ||
		strings.Contains(page, `data-testid="skull-row-unverified-4"`) {
		t.Fatalf("editor before entering: %s", excerpt(page, "skull-chart-editor"))
	}
	form := url.Values{"version": {"1"}}
	for k, u := range map[int]int{2: 3, 3: 5, 4: 7, 5: 9, 6: 12, 7: 15, 8: 19, 9: 23, 10: 27} {
		form.Set("units_"+strconv.Itoa(k), strconv.Itoa(u))
	}
	bad := url.Values{"version": {"1"}, "units_2": {"0"}}
	if code, body := s.postForm("/boards/hammer/points?lang=de", bad, nil); code != http.StatusUnprocessableEntity || !strings.Contains(body, "Für 2 Schädel") {
		t.Errorf("0 units accepted: %d %s", code, excerpt(body, "board-error"))
	}
	s.redirect("/boards/hammer/points", form)
	_, page = s.get("/boards/hammer?lang=de")
	if !strings.Contains(page, `data-testid="skull-chart-entered"`) || strings.Contains(page, "skull-row-unverified") || !strings.Contains(page, `value="27"`) {
		t.Errorf("editor after entering: %s", excerpt(page, "skull-chart-editor"))
	}
	if _, file := s.get("/boards/hammer/export"); !strings.Contains(file, `"skull_chart"`) {
		t.Errorf("export lacks the legend: %s", file)
	}
}

// The board editor's merge page says a board change in the board's
// edition's words: a Legendary board's chart is its skull chart, as the
// page said before the core said points; any other board's is a points
// chart. And a chart both tablets changed is one conflict, the points
// chart's.
func TestBoardMergeNamesThePointsChartInTheEditionsWords(t *testing.T) {
	s := newServer(t)
	s.legendaryBoard("hammer", "Hammer", 31, "halo_legendary")
	chart := func(units string) url.Values {
		form := url.Values{"version": {"1"}}
		for k := 2; k <= 10; k++ {
			form.Set("units_"+strconv.Itoa(k), units)
		}
		return form
	}
	s.redirect("/boards/hammer/points", chart("5")) // tablet A: version 2
	code, page := s.postForm("/boards/hammer/points?lang=en", chart("6"), nil)
	page = html.UnescapeString(page)
	if code != http.StatusConflict {
		t.Fatalf("stale chart: %d, want 409", code)
	}
	for _, want := range []string{"the board's name, skull chart or “not every link” changed", "Points chart: both changed it"} {
		if !strings.Contains(page, want) {
			t.Errorf("Legendary merge page lacks %q: %s", want, excerpt(page, "merge-meanwhile"))
		}
	}
	if !strings.Contains(page, `name="pick_b:points"`) {
		t.Errorf("no pick for the chart: %s", excerpt(page, "pick_"))
	}

	ringBoard(t, s)
	s.redirect("/boards/ring/links", url.Values{"version": {"4"}, "links_open": {"1"}})
	code, page = s.postForm("/boards/ring/links?lang=en", url.Values{"version": {"4"}}, nil)
	if page = html.UnescapeString(page); code != http.StatusConflict ||
		!strings.Contains(page, "the board's name, points chart or “not every link” changed") {
		t.Errorf("other board's merge page (%d) lacks the points chart: %s", code, excerpt(page, "merge-meanwhile"))
	}
}
