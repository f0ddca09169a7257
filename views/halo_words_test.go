package views

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"herald/engine"
)

// otherEditions are words of the other editions' rulebooks that a Halo
// Wars game must never show: Game of Thrones (Haus, Burg, Hafen,
// Seeverbindung, Satz, the houses), Halo Legendary (Teleporter,
// Kampagnenkarte), Warhammer 40,000 (Anführer, Throne Gelt), and the
// "Totenköpfe" Herald used beside "Schädel".
var otherEditions = regexp.MustCompile(`\b(Haus|Häuser|House|Houses|Stark|Lennister|Lannister|Baratheon|Tyrell|Martell|Burg|Burgen|castle|castles|Hafen|Häfen|port|ports|Seeverbindung|sea line|Teleporter|teleporters?|Satz|set|Anführer|leader|Throne Gelt|Thron-Gelt|Kampagnenkarte|campaign card|Totenk\w*|Heldenhaft)\b`)

// singularAsPlural is a number 1 with a plural noun: "1 cards", "1 Karten".
var singularAsPlural = regexp.MustCompile(`\b1 (cards|skulls|colonies|defenders|attackers|Karten|Kolonien|Schädeln)\b`)

// scan reports every other edition's word in text.
func scan(t *testing.T, where, text string) {
	t.Helper()
	for _, m := range singularAsPlural.FindAllString(text, -1) {
		t.Errorf("%s: %q", where, m)
	}
	// "set-up" (Aufbau) is every edition's word; "a set" of cards is not.
	text = strings.ReplaceAll(text, "set-up", "setup")
	for _, m := range otherEditions.FindAllStringIndex(text, -1) {
		t.Errorf("%s: %q in …%s…", where, text[m[0]:m[1]], strings.TrimSpace(text[max(0, m[0]-80):min(len(text), m[1]+80)]))
	}
}

func render(t *testing.T, c templ.Component) string {
	t.Helper()
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// Issue 13, Halo Wars "Words": Herald's pages, history and refusals in a
// Halo Wars game speak the Halo Wars rulebook's words, in German and
// English: no Game of Thrones house refusing an army, no sea lines,
// ports, teleporters or "Satz", one word for skulls ("Schädel").
func TestHaloWarsSpeaksItsOwnWords(t *testing.T) {
	for _, lang := range []string{"de", "en"} {
		c := Ctx{Lang: lang}
		st := haloState(t)
		st.Players[0].Points = []int{1, 2, 2}
		var hist []HistoryEntry
		apply := func(e engine.Event) {
			t.Helper()
			n, err := engine.Apply(st, e)
			if err != nil {
				t.Fatalf("%s: %v", e.Type(), err)
			}
			hist = append([]HistoryEntry{{Seq: n.Seq, Type: e.Type(), Lines: engine.Describe(st, e, n)}}, hist...)
			st = n
		}
		refusals := map[string]engine.Event{
			"skull total":  engine.Trade{Points: []int{1, 2, 2, 2}},
			"trade cards":  engine.Trade{Cards: []string{"academ"}},
			"not adjacent": engine.Attack{From: "academ", To: "xanadu", Attackers: 1, Defenders: 1},
			"claim":        engine.Claim{Achievement: "control_mu"},
			"transfer":     engine.TransferCommand{Territory: "aurburne"},
			"maneuver":     engine.Maneuver{From: "academ", To: "aurburne", Units: 1},
		}
		say := func(name string, e engine.Event) {
			if _, err := engine.Apply(st, e); err != nil {
				scan(t, lang+" refusal "+name, SayError(lang, st, err))
			}
		}
		scan(t, lang+" reinforcement page", visibleText(render(t, Game(c, GameView{ID: 1, State: st}))))
		apply(engine.Trade{Points: []int{1, 2}})
		apply(engine.Place{Territory: "academ", Units: st.ToPlace()})
		for name, e := range refusals {
			say(name, e)
		}
		// A wrong army at set-up.
		b := st.Board
		s := engine.Setup{Edition: "halowars", Mode: "command", Players: []engine.PlayerSetup{
			{Name: "Flo", House: "flood_red"}, {Name: "Uma", House: "covenant_blue"}, {Name: "Cora", House: "covenant_blue"}}}
		if _, err := engine.NewGame(b, s); err != nil {
			rules, _ := engine.RulesetFor("halowars")
			scan(t, lang+" set-up refusal", SayError(lang, &engine.State{Board: b, Rules: rules, Players: []engine.Player{{Name: "Flo"}, {Name: "Uma"}, {Name: "Cora"}}}, err))
		}
		var target string
		for _, o := range c.attackTargets(st, "academ", "") {
			target = o.Value
		}
		scan(t, lang+" attack page", visibleText(render(t, Game(c, GameView{ID: 1, State: st, AttackFrom: "academ", AttackTo: target}))))
		apply(engine.EndAttack{})
		scan(t, lang+" maneuver page", visibleText(render(t, Game(c, GameView{ID: 1, State: st, History: hist}))))
		apply(engine.EndTurn{})
		scan(t, lang+" board entry page", visibleText(render(t, BoardEntryPage(c, GameView{ID: 1, State: st, History: hist}, ""))))
		for _, h := range hist {
			for _, l := range h.Lines {
				scan(t, lang+" history", c.line(st, l))
			}
		}
		over := *st
		over.Over, over.EndReason, over.Winners = true, "achievements", []int{0}
		over.Scores = over.FinalScores()
		scan(t, lang+" game over", visibleText(render(t, Game(c, GameView{ID: 1, State: &over, History: hist}))))
	}
}
