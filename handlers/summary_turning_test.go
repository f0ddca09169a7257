package handlers_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// classicFight stores the start of a recorded classic game with Iceland
// (Anna) at iceland units against Great Britain (the neutral army) at gb,
// set by a correction, then the events given; it returns the game's id
// and the state after them.
func classicFight(t *testing.T, s *server, iceland, gb int, then ...engine.Event) (int64, *engine.State) {
	t.Helper()
	g := enginetest.Load(t, "../editions/classic/testdata/games/two_players_trades_escalate.json")
	b := enginetest.Board(t, "../editions/classic/testdata/games", g)
	g.Events = g.Events[:2] // set-up, Anna places 11 on Iceland
	events := enginetest.Events(t, g)
	then = append([]engine.Event{engine.Correct{Territories: []engine.TerritoryFix{{Territory: "iceland", Owner: 0, Units: iceland}, {Territory: "great_britain", Owner: 2, Units: gb}}}}, then...)
	for _, e := range then {
		typ, payload, err := engine.Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		g.Events = append(g.Events, enginetest.Event{Type: typ, Payload: payload})
		events = append(events, e)
	}
	st, err := engine.Replay(b, events)
	if err != nil {
		t.Fatal(err)
	}
	return s.storeGame(g, g.Board, len(g.Events)), st
}

func attack(a, d []int) engine.Attack {
	return engine.Attack{From: "iceland", To: "great_britain", AttackDice: a, DefendDice: d}
}

// Issue 33 defect 4: Anna rolls 6 6 6 against 1 1 on Great Britain, then
// ends her attacks. The summary listed that first as a turning point
// ("Chance to take it > 99.9% before, 0% after"); a stop is the
// attacker's choice and she lost nothing, so the page shows no turning
// point at all.
func TestSummaryVoluntaryStopIsNoTurningPoint(t *testing.T) {
	s := newServer(t)
	id, st := classicFight(t, s, 12, 3, attack([]int{6, 6, 6}, []int{1, 1}), engine.EndAttack{})
	if gb, _ := st.Board.Lookup("great_britain"); st.Units[gb] != 1 {
		t.Fatal("the roll did not leave Great Britain at 1")
	}
	for _, lang := range []string{"de", "en", "fr"} {
		page := s.page("/games/"+strconv.FormatInt(id, 10)+"/summary", lang)
		if n := strings.Count(page, `data-testid="turning-point"`); n != 0 {
			t.Errorf("%s: %d turning points after a voluntary stop, want none", lang, n)
		}
	}
}

// pctIn is a chance as the page writes it in lang: one decimal, the
// language's separator, a non-breaking space before % but in English.
func pctIn(lang string, p float64) string {
	s := fmt.Sprintf("%.1f", p*100)
	if lang == "en" {
		return s + "%"
	}
	return strings.Replace(s, ".", ",", 1) + "\u00a0%"
}

func exactWinOf(q engine.InvasionQuery) float64 {
	f, _ := engine.ExactWin(q).Float64()
	return f
}

// Issue 33, turning points in words: each says who took or held which
// territory, with how many against how many, and the exact chance of
// that outcome at the invasion's start, in German, English and French,
// the territory named by the board. Three invasions of one roll or more:
// taken 3 against 2 (the last die a one-against-one), held to the last
// unit, held while the attacker lost 8 of 11 and stopped.
func TestSummaryTurningPointsInWords(t *testing.T) {
	lose3, lose2 := attack([]int{1, 1, 1}, []int{6, 6}), attack([]int{1, 1}, []int{6, 6})
	cases := []struct {
		name        string
		iceland, gb int
		events      []engine.Event
		chance      float64
		de, en, fr  string
		rolls       string
	}{
		{"taken", 4, 2, []engine.Event{lose3, attack([]int{6}, []int{5, 4}), attack([]int{6}, []int{1})},
			exactWinOf(engine.InvasionQuery{Attacking: 3, Defending: 2}),
			"Anna eroberte {to} von {def} mit 3 gegen 2: Chance {p}", "Anna took {to} from {def} with 3 against 2: {p} chance",
			"Anna a pris {to} à {def} avec 3 contre 2\u00a0: {p} de chances", "3"},
		{"held", 3, 2, []engine.Event{lose2},
			1 - exactWinOf(engine.InvasionQuery{Attacking: 2, Defending: 2}),
			"{def} hielt {to} gegen 2 Angreifer: Chance {p}", "{def} held {to} against 2 attackers: {p} chance",
			"{def} a tenu {to} contre 2 attaquants\u00a0: {p} de chances", "1"},
		{"stopped", 12, 2, []engine.Event{lose3, lose3, lose3, lose3, engine.EndAttack{}},
			1 - exactWinOf(engine.InvasionQuery{Attacking: 11, Defending: 2, StopAt: 3}),
			"{def} hielt {to}: Anna verlor 8 von 11 Angreifern und hörte auf: Chance {p}", "{def} held {to}: Anna lost 8 of 11 attackers and stopped: {p} chance",
			"{def} a tenu {to}\u00a0: Anna a perdu 8 unités sur 11 puis a cessé l’attaque\u00a0: {p} de chances", "4"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newServer(t)
			id, st := classicFight(t, s, c.iceland, c.gb, c.events...)
			gb, _ := st.Board.Lookup("great_britain")
			for lang, want := range map[string]string{"de": c.de, "en": c.en, "fr": c.fr} {
				page := s.page("/games/"+strconv.FormatInt(id, 10)+"/summary", lang)
				want = strings.NewReplacer("{to}", st.Board.Name(gb, lang), "{def}", st.Players[2].Name, "{p}", pctIn(lang, c.chance)).Replace(want)
				why := regexp.MustCompile(`data-testid="turning-why">([^<]*)<`).FindStringSubmatch(page)
				if why == nil || !strings.HasPrefix(unescape(why[1]), want) {
					t.Errorf("%s: the turning point says %q, want it to begin %q", lang, why, want)
				}
				if !strings.Contains(page, `data-rolls="`+c.rolls+`"`) || !strings.Contains(page, `data-testid="turning-how"`) {
					t.Errorf("%s: no turning point of %s rolls, or no word on how they were chosen", lang, c.rolls)
				}
			}
		})
	}
}

func unescape(s string) string {
	return strings.NewReplacer("&#39;", "'", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`).Replace(s)
}
