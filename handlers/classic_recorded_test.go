package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// A recorded classic game (editions/classic/testdata/games, the engine's
// format with the end worked out by hand) played again through the pages
// or the API: the Capital RISK and the 2-player tests share these.

// recordedSetup is a recorded game's set-up event, as far as the set-up
// form and POST /api/games need it.
type recordedSetup struct {
	Variant string `json:"variant"`
	Players []struct {
		Name, House, Capital string
		Neutral              bool
	} `json:"players"`
	Owners map[string]int `json:"owners"`
	Units  map[string]int `json:"units"`
}

// loadRecorded reads one of classic's recorded games (strictly, as the
// edition's replay does) and its set-up.
func loadRecorded(t *testing.T, file string) (recordedSetup, enginetest.Game) {
	t.Helper()
	g := enginetest.Load(t, "../editions/classic/testdata/games/"+file)
	var set recordedSetup
	if err := json.Unmarshal(g.Events[0].Payload, &set); err != nil {
		t.Fatal(err)
	}
	return set, g
}

// recordedPlay plays a record's events after the set-up into a game:
// playThroughPages or playThroughAPI.
type recordedPlay func(t *testing.T, s *server, game string, events []enginetest.Event, after func(i int))

// playThroughPages posts every event after the set-up through its turn
// form (recordedForm), as a table taps them; after, if set, looks at the
// game after each one.
func playThroughPages(t *testing.T, s *server, game string, events []enginetest.Event, after func(i int)) {
	t.Helper()
	for i, e := range events {
		s.redirect(game+"/"+strings.ReplaceAll(e.Type, "_", "-"), recordedForm(t, s, game, e.Payload))
		if after != nil {
			after(i)
		}
	}
}

// playThroughAPI posts every event after the set-up to the game's events
// as it stands in the record; after as for playThroughPages.
func playThroughAPI(t *testing.T, s *server, game string, events []enginetest.Event, after func(i int)) {
	t.Helper()
	for i, e := range events {
		var st state
		s.getJSON("/api"+game, &st)
		if code, out := s.postJSON("/api"+game+"/events", map[string]any{"seq": st.Seq, "type": e.Type, "payload": e.Payload}); code != http.StatusCreated {
			t.Fatalf("event %d %s: %d %v", i+1, e.Type, code, out)
		}
		if after != nil {
			after(i)
		}
	}
}

// recordedForm is the turn form that records a recorded event's payload:
// the dice typed in die by die ("Würfe eintragen"), a drawn card named.
func recordedForm(t *testing.T, s *server, game string, payload json.RawMessage) url.Values {
	t.Helper()
	var st state
	s.getJSON("/api"+game, &st)
	var p map[string]any
	if err := json.Unmarshal(payload, &p); err != nil {
		t.Fatal(err)
	}
	f := url.Values{"seq": {strconv.Itoa(st.Seq)}}
	for k, v := range p {
		switch v := v.(type) {
		case []any: // attack_dice, defend_dice
			for i, d := range v {
				f.Set(strings.TrimSuffix(k, "ice")+"ie_"+strconv.Itoa(i), fmt.Sprint(d))
			}
			f.Set(map[string]string{"attack_dice": "attackers", "defend_dice": "defenders"}[k], strconv.Itoa(len(v)))
			f.Set("mode", "dice")
		case bool:
			if v {
				f.Set(k, "1")
			}
		default:
			f.Set(k, fmt.Sprint(v))
		}
	}
	return f
}

// recordedView is the API's view of a game, as far as a recorded end and the
// neutral army's seat need it.
type recordedView struct {
	Over      bool   `json:"over"`
	EndReason string `json:"end_reason"`
	Winners   []int  `json:"winners"`
	Current   int    `json:"current"`
	Players   []struct {
		Name        string `json:"name"`
		House       string `json:"house"`
		Neutral     bool   `json:"neutral"`
		Out         bool   `json:"out"`
		Cards       int    `json:"cards"`
		Territories int    `json:"territories"`
		Units       int    `json:"units"`
	} `json:"players"`
	Territories []struct {
		ID    string `json:"id"`
		Owner int    `json:"owner"`
		Units int    `json:"units"`
	} `json:"territories"`
}

// checkRecordedEnd compares the API's game with the record's expected
// end (enginetest.Expected: a neutral owner is named "neutral").
func checkRecordedEnd(t *testing.T, s *server, game string, want enginetest.Expected) {
	t.Helper()
	var g recordedView
	s.getJSON("/api"+game, &g)
	name := func(i int) string {
		if g.Players[i].Neutral {
			return "neutral"
		}
		return g.Players[i].Name
	}
	var winners []string
	for _, w := range g.Winners {
		winners = append(winners, name(w))
	}
	if g.Over != want.Over || g.EndReason != want.Reason || !slices.Equal(winners, want.Winners) {
		t.Fatalf("end: over %v, reason %q, winners %v; the record says %v, %q, %v", g.Over, g.EndReason, winners, want.Over, want.Reason, want.Winners)
	}
	for i, p := range g.Players {
		w, ok := want.Players[p.Name]
		if ok && (p.Territories != w.Territories || p.Cards != w.Cards || p.Out != w.Out) {
			t.Errorf("%s: %d territories, %d cards, out %v; the record says %+v", name(i), p.Territories, p.Cards, p.Out, w)
		}
	}
	for _, tr := range g.Territories {
		if w, ok := want.Territories[tr.ID]; ok && (name(tr.Owner) != w.Owner || tr.Units != w.Units) {
			t.Errorf("%s: %s with %d, the record says %s with %d", tr.ID, name(tr.Owner), tr.Units, w.Owner, w.Units)
		}
	}
}
