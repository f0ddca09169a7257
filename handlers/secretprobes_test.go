package handlers_test

// An action that names what Anna keeps face down, sent by another device
// once the seats are issued, is the same kind of door as a page: the
// engine's refusal says whether the card is there ("The player whose turn
// it is does not hold the territory card Pyke", "this card is not met
// yet"), and its acceptance overwrites her card. So every such action
// from the tablet or Ben's phone is refused before the engine judges it,
// with a sentence that names only whose it is, the same in both twins
// (secretdoors_test.go), and nothing is recorded. Anna's own phone is
// judged by the engine as before.

import (
	"encoding/json"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// probe is one private action: where it goes and what it sends.
type probe struct {
	name, path string
	form       url.Values     // a form of the game page, or
	event      map[string]any // an API event (type, payload)
}

// probes are the private actions on tw's secrets against Anna (seat 0,
// whose turn it is) in the game as of seq; cards are three of the
// board's territory cards.
func probes(t *testing.T, tw twin, seq int, cards []string) []probe {
	s := strconv.Itoa(seq)
	api := func(name, typ string, payload map[string]any) probe {
		return probe{name: name, event: map[string]any{"seq": seq, "type": typ, "payload": payload}}
	}
	var out []probe
	switch tw.secrets {
	case factionCards:
		out = append(out,
			api("record a campaign card", "record_campaign", map[string]any{"player": 0, "tier": "easy", "mission": "hold_territories", "n": 6}),
			api("complete a campaign card", "complete_campaign", map[string]any{"tier": "easy"}),
			api("enter faction cards", "enter_skulls", map[string]any{"player": 0, "skulls": []int{1}}),
			probe{name: "complete by the form", path: "/campaign", form: url.Values{"seq": {s}, "tier": {"easy"}}})
	case territoryCards, missionCard: // the cards in hand are private
		out = append(out,
			api("trade", "trade", map[string]any{"cards": cards}),
			api("correct the hand", "correct_hand", map[string]any{"player": 0, "cards": cards[:1]}),
			probe{name: "trade by the form", path: "/trade", form: url.Values{"seq": {s}, "card": cards}})
		if tw.secrets == missionCard {
			out = append(out, api("record the mission card", "record_mission", map[string]any{"player": 0, "mission": "occupy_24"}),
				api("show the mission card", "show_mission", map[string]any{"player": 0}))
		}
	default:
		t.Fatalf("%s: the twin names no secret of Anna's to probe", tw.name)
	}
	return out
}

// send sends p as device d and returns "status\nbody".
func (tb *table) send(d device, p probe) string {
	tb.t.Helper()
	if p.form != nil {
		return tb.ask(d, "POST", "/games/"+tb.id+p.path+"?lang=en", p.form, nil)
	}
	b, err := json.Marshal(p.event)
	if err != nil {
		tb.t.Fatal(err)
	}
	return tb.askJSON(d, "/api/games/"+tb.id+"/events?lang=en", "en", string(b))
}

// doorSentence is the secret door's refusal, in English.
const doorSentence = "own phone can do this"

func TestPrivateActionsOnlyFromTheirSeat(t *testing.T) {
	for _, tw := range twins {
		if tw.undo != noUndo {
			continue // the same games as their twins without the undo
		}
		t.Run(tw.name, func(t *testing.T) {
			first, second := tw.changes()
			a, b := openTable(t, tw.file, tw.n, first), openTable(t, tw.file, tw.n, second)
			tablet := a.devices()["tablet"]
			st := a.state(tablet)
			var cards []string
			for _, tr := range st.Territories[:3] {
				cards = append(cards, tr.ID)
			}
			for who := range a.devices() {
				for _, p := range probes(t, tw, st.Seq, cards) {
					ra, rb := a.send(a.devices()[who], p), b.send(b.devices()[who], p)
					if ra != rb {
						t.Errorf("%s, %s: the two games answer differently:\n%s", who, p.name, firstDifference(ra, rb))
					}
					if !strings.HasPrefix(ra, "422\n") || !strings.Contains(ra, doorSentence) {
						t.Errorf("%s, %s: %.300s; want 422 and only whose it is", who, p.name, ra)
					}
				}
			}
			if after := a.state(tablet); after.Seq != st.Seq {
				t.Fatalf("the probes recorded %d events", after.Seq-st.Seq)
			}
			// Anna's own phone is not turned away: the engine judges it.
			anna := device{annaAddr, a.anna}
			bad := probe{name: "trade of no card", event: map[string]any{"seq": st.Seq, "type": "trade", "payload": map[string]any{"cards": []string{"nowhere", "nowhere", "nowhere"}}}}
			if tw.secrets == factionCards {
				bad = probe{name: "a card of no tier", event: map[string]any{"seq": st.Seq, "type": "record_campaign", "payload": map[string]any{"player": 0, "tier": "nope", "mission": "table"}}}
			}
			if got := a.send(anna, bad); !strings.HasPrefix(got, "422\n") || strings.Contains(got, doorSentence) {
				t.Errorf("Anna's own %s: %.300s; want the engine's refusal", bad.name, got)
			}
		})
	}
}

// Halo Legendary's faction cards: "Die Anzahl der Fraktions-Karten eines
// Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht" (seed 000,
// FRAKTIONS-KARTEN). Found playing a German table: once the seats were
// issued, the tablet still asked everyone "Die gezogene Fraktionskarte:
// wie viele Schädel?". Now the tablet ends the turn with the card drawn
// unread, and Anna enters its skulls on her own phone's card page.
func TestSecretHandDrawnOnTheHoldersPhone(t *testing.T) {
	tb := openTable(t, filepath.Join(recordedDir, "legendary", "objective_three_players.json"), 7, nil)
	tablet := tb.devices()["tablet"]
	st := tb.state(tablet)
	if st.Current != tb.annaP {
		t.Fatalf("cut at Anna's end of the turn, it is seat %d's", st.Current)
	}
	page := tb.ask(tablet, "GET", "/games/"+tb.id+"?lang=en", nil, nil)
	if strings.Contains(page, `name="card_points_1"`) || !strings.Contains(page, `data-testid="draw-on-phone"`) ||
		!strings.Contains(page, `name="cards_unknown" value="1"`) {
		t.Fatal("the tablet asks for the skulls of Anna's faction card drawn, or does not say her phone will")
	}
	// Her own phone asks them, on her turn.
	if me := tb.ask(device{annaAddr, tb.anna}, "GET", "/games/"+tb.id+"/me?lang=en", nil, nil); !strings.Contains(me, `name="card_points_1"`) {
		t.Fatal("Anna's own page does not ask the skulls of the card she draws")
	}
	form := url.Values{"seq": {strconv.Itoa(st.Seq)}, "draw": {"1"}, "cards_unknown": {"1"}}
	if got := tb.ask(tablet, "POST", "/games/"+tb.id+"/end-turn", form, nil); !strings.HasPrefix(got, "303\n") {
		t.Fatalf("the tablet's end of the turn: %.300s", got)
	}
	cards := tb.ask(device{annaAddr, tb.anna}, "GET", "/games/"+tb.id+"/cards/0?lang=en", nil, nil)
	if !strings.Contains(cards, `data-testid="enter-skulls-form"`) {
		t.Fatal("Anna's card page does not ask the skulls of the card drawn unread")
	}
	// Her seat's page counts it as not entered yet, not as a card of no
	// skulls ("1 card, 0 skulls" read as a blank).
	me := tb.ask(device{annaAddr, tb.anna}, "GET", "/games/"+tb.id+"/me?lang=en", nil, nil)
	if i := strings.Index(me, `data-testid="my-points"`); i < 0 || !strings.Contains(me[i:min(len(me), i+200)], "(1 not entered yet)") {
		t.Errorf("Anna's seat page does not count her card drawn unread as not entered: %.200s", me[max(i, 0):])
	}
}

// Found playing a German table: the tablet's undo offered "Rückgängig:
// Mehmet hat eine Kampagnen-Karte (Legendär) eingetragen", and a tap took
// Lena's card back unseen: her phone's page said no card was entered.
// Taking a face-down card back (or putting it back) is its holder's act,
// as entering it is.
func TestUndoOfAFaceDownCardIsItsHolders(t *testing.T) {
	tb := openTable(t, filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 2, nil)
	tablet := tb.devices()["tablet"]
	seq := strconv.Itoa(tb.state(tablet).Seq)
	for who, d := range tb.devices() {
		got := tb.ask(d, "POST", "/games/"+tb.id+"/undo?lang=en", url.Values{"seq": {seq}}, nil)
		if !strings.HasPrefix(got, "422\n") || !strings.Contains(got, doorSentence) {
			t.Errorf("%s's undo of Anna's campaign card: %.200s", who, got)
		}
	}
	if st := tb.state(tablet); strconv.Itoa(st.Seq) != seq {
		t.Fatal("another device took Anna's card back")
	}
	if got := tb.ask(device{annaAddr, tb.anna}, "POST", "/games/"+tb.id+"/undo?lang=en", url.Values{"seq": {seq}}, nil); !strings.HasPrefix(got, "303\n") {
		t.Fatalf("Anna's own undo: %.200s", got)
	}
	// Put back by the tablet: refused too.
	seq = strconv.Itoa(tb.state(tablet).Seq)
	if got := tb.ask(tablet, "POST", "/games/"+tb.id+"/redo?lang=en", url.Values{"seq": {seq}}, nil); !strings.HasPrefix(got, "422\n") {
		t.Errorf("the tablet's redo of Anna's card: %.200s", got)
	}
}
