package handlers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
	"herald/maps"
	"herald/store"
)

// legendaryGame stores a made-up Halo Legendary board of 9 territories in
// a chain (the real ones are not public) and a One-on-One game on it:
// Anna (UNSC) l1, l4, l7; Ben (Covenant) l2, l5, l8; the neutral Flood l3,
// l6, l9; Anna's mobile teleporter links l1 and l9.
func legendaryGame(t *testing.T, s *server) int {
	t.Helper()
	ctx := context.Background()
	spec := engine.BoardSpec{ID: "tiny", Names: engine.Names{"en": "Tiny"}, Regions: []engine.Region{{ID: "r", Names: engine.Names{"en": "R"}, Bonus: 1}}}
	for i := 1; i <= 9; i++ {
		id := fmt.Sprintf("l%d", i)
		spec.Territories = append(spec.Territories, engine.Territory{ID: id, Names: engine.Names{"en": "Land " + id}, Region: "r"})
		if i > 1 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("l%d", i-1), B: id, Kind: engine.LinkLand, Confidence: "high"})
		}
	}
	data, err := maps.EncodeMeta(spec, maps.Meta{Edition: legendary.ID})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.store.SaveBoard(ctx, store.Board{ID: "tiny", Name: "Tiny", Edition: legendary.ID, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	ref := "tiny@" + strconv.Itoa(v)
	e := engine.Setup{Edition: legendary.ID, Board: ref, Mode: legendary.ModeOneOnOne, DeckMode: engine.DeckTable,
		Options: engine.OptionsOf(legendary.Options{TeleporterOption: legendary.TeleportersEach, Teleporters: [][2]string{{"l1", "l9"}}}),
		Owners:  map[string]int{}, Units: map[string]int{},
		Players: []engine.PlayerSetup{
			{Name: "Anna", House: legendary.UNSC1, Base: "l1", Hero: "l1"},
			{Name: "Ben", House: legendary.Covenant1, Base: "l2", Hero: "l2"},
			{House: legendary.Flood, Neutral: true},
		}}
	for i, terr := range spec.Territories {
		e.Owners[terr.ID], e.Units[terr.ID] = i%3, 1
	}
	e.Units["l1"], e.Units["l2"] = 28, 28
	e.Units["l3"], e.Units["l6"], e.Units["l9"] = 44, 2, 2
	typ, payload, _ := engine.Encode(e)
	id, err := s.store.CreateGame(ctx, "Hammer-Test", e.Edition, ref, store.NewEvent{Type: typ, Payload: payload})
	if err != nil {
		t.Fatal(err)
	}
	return int(id)
}

// A player records a card on their own page; the game page, the history
// and the API never show it face down ("verdeckt"); completing it after
// attacking reveals it, checked by Herald.
func TestLegendaryCardsPrivateUntilCompleted(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	game := "/games/" + strconv.Itoa(id)
	code, _ := s.postForm(game+"/cards/0?lang=en", url.Values{"seq": {"1"}, "tier": {"easy"}, "mission": {"hold_territories"}, "n": {"3"}, "text": {"Halte drei Gebiete"}}, nil)
	if code != http.StatusSeeOther {
		t.Fatalf("record: %d", code)
	}
	_, own, _ := s.do("GET", game+"/cards/0?lang=en", "", nil, nil)
	if !strings.Contains(own, "Control at least 3 territories") || !strings.Contains(own, "Halte drei Gebiete") {
		t.Fatalf("Anna's own page: %s", excerpt(own, "own-card-list"))
	}
	_, page, _ := s.do("GET", game+"?lang=en", "", nil, nil)
	if strings.Contains(page, "Control at least 3") || strings.Contains(page, "Halte drei") {
		t.Error("the game page shows a face-down card")
	}
	_, events, _ := s.do("GET", "/api"+game+"/events", "", nil, nil)
	if strings.Contains(events, "hold_territories") || strings.Contains(events, "Halte") || !strings.Contains(events, `"tier":"easy"`) {
		t.Errorf("the API events show the card: %s", events)
	}
	// A number missing: the page says so and keeps the text.
	code, own = s.postForm(game+"/cards/0?lang=en", url.Values{"seq": {"2"}, "tier": {"heroic"}, "mission": {"take_territories_turn"}, "text": {"Zweite Karte"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(own, "number on the card") || !strings.Contains(own, "Zweite Karte") {
		t.Errorf("refused record: %d %s", code, excerpt(own, "error"))
	}
	// A preset fills pattern and number.
	if code, _ := s.postForm(game+"/cards/0?lang=en", url.Values{"seq": {"2"}, "tier": {"heroic"}, "mission": {"preset:wh40k_take_4"}}, nil); code != http.StatusSeeOther {
		t.Fatalf("preset: %d", code)
	}
	var st struct {
		Players []struct {
			Campaign []map[string]any `json:"campaign"`
		} `json:"players"`
		Teleporters [][2]string `json:"teleporters"`
	}
	s.getJSON("/api"+game, &st)
	if len(st.Players[0].Campaign) != 2 || st.Players[0].Campaign[1]["mission"] != nil || len(st.Teleporters) != 1 {
		t.Errorf("API state: %+v", st)
	}
	// Anna places, completes the easy card: face up for all.
	if code, body := s.postForm(game+"/place", url.Values{"seq": {"3"}, "territory": {"l1"}, "units": {"4"}}, nil); code != http.StatusSeeOther {
		t.Fatalf("place: %d %s", code, body)
	}
	if code, body := s.postForm(game+"/campaign?lang=en", url.Values{"seq": {"4"}, "tier": {"heroic"}}, map[string]string{"HX-Request": "true"}); !strings.Contains(body, "not completed yet") {
		t.Errorf("heroic card not met: %d %s", code, excerpt(body, "error"))
	}
	code, page = s.postForm(game+"/campaign?lang=en", url.Values{"seq": {"4"}, "tier": {"easy"}}, map[string]string{"HX-Request": "true"})
	if code != http.StatusOK || !strings.Contains(page, "Control at least 3 territories") || !strings.Contains(page, `data-testid="card-verified-0-easy"`) {
		t.Errorf("completed card: %d %s", code, excerpt(page, "campaigns"))
	}
}

// "FRAKTIONS-KARTEN BENUTZEN": Ben defends with a card after Anna
// declared an invasion; Anna's next battle rolls the most dice.
func TestLegendaryDefenceCardFromTheForm(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	game := "/games/" + strconv.Itoa(id)
	hx := map[string]string{"HX-Request": "true"}
	s.postForm(game+"/place", url.Values{"seq": {"1"}, "territory": {"l1"}, "units": {"4"}}, nil)
	if code, body := s.postForm(game+"/faction?lang=en", url.Values{"seq": {"2"}, "player": {"1"}, "skulls": {"1"}, "defensive": {"1"}}, hx); !strings.Contains(body, "holds no own faction card") {
		t.Errorf("Ben without cards: %d %s", code, excerpt(body, "error"))
	}
	var st struct {
		Seq int `json:"seq"`
	}
	s.getJSON("/api"+game, &st)
	if st.Seq != 2 {
		t.Errorf("a refused card was recorded: seq %d", st.Seq)
	}
	// Through the mobile teleporter into the neutral Flood: the form names
	// who rolls for it.
	_, page, _ := s.do("GET", game+"?lang=en&pick=attack&from=l1&to=l9", "", nil, nil)
	if !strings.Contains(page, `data-testid="neutral-defender"`) || !strings.Contains(page, "Ben rolls its defence") {
		t.Errorf("neutral defender note missing: %s", excerpt(page, "attack-form"))
	}
}
