package handlers_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// otherEditions are words of the other rulebooks that Halo Legendary's
// (seed 000) never uses: Game of Thrones (Haus, Burg, Hafen, Satz, Stark),
// Halo Wars (Errungenschaft, Grundausbildung, Kolonie, Sektor, Kanone,
// "Totenköpfe" where Legendary says Schädel) and Warhammer 40k (Anführer,
// Throne Gelt), in German and English, and a territory card where
// Legendary has faction cards.
var otherEditions = regexp.MustCompile(`\b(Haus|Häuser|Burg|Burgen|Hafen|Häfen|Satz|Stark|Baratheon|Lennister|Errungenschaft\w*|Grundausbildung|Kolonie\w*|Sektor\w*|Kanone\w*|Totenk\w*|Anführer|Throne Gelt|Thron-Gelt|Gebietskarte\w*|House|Castles?|Ports?|Achievements?|Basic Training|Colon(y|ies)|Sectors?|Cannons?|Leaders?|[Tt]erritory cards?)\b`)

var tags = regexp.MustCompile(`<[^>]*>`)

// scanWords reports every other edition's word in a page or answer.
func scanWords(t *testing.T, where, text string) {
	t.Helper()
	plain := tags.ReplaceAllString(text, " ")
	for _, m := range otherEditions.FindAllStringIndex(plain, -1) {
		lo, hi := max(0, m[0]-80), min(len(plain), m[1]+80)
		t.Errorf("%s says %q: …%s…", where, plain[m[0]:m[1]], strings.Join(strings.Fields(plain[lo:hi]), " "))
	}
}

// Each edition speaks its own rulebook's words: a One-on-One game's pages,
// history and refusals, in German and English, name nothing of the other
// editions, through a turn with refusals, a conquest, a faction card drawn
// and the end of the game.
func TestLegendarySpeaksItsOwnWords(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	game := "/games/" + strconv.Itoa(id)
	st := s.state(id)
	step := func(typ string, payload map[string]any, wantKey string) {
		t.Helper()
		for _, lang := range []string{"de", "en"} {
			code, out := s.postJSON("/api"+game+"/events?lang="+lang, map[string]any{"seq": st.Seq, "type": typ, "payload": payload})
			if wantKey == "" {
				if code != http.StatusCreated {
					t.Fatalf("%s: %d %v", typ, code, out)
				}
				st = s.state(id)
				return
			}
			if out["key"] != wantKey {
				t.Fatalf("%s: want refusal %s, got %d %v", typ, wantKey, code, out)
			}
			scanWords(t, typ+" refused ("+lang+")", out["error"].(string))
		}
	}
	pages := func(when string) {
		t.Helper()
		for _, lang := range []string{"de", "en"} {
			for _, p := range []string{game, game + "/cards/0", game + "/cards/1", game + "?pick=attack&from=l1&to=l2", game + "/dice"} {
				sep := "?"
				if strings.Contains(p, "?") {
					sep = "&"
				}
				_, body, _ := s.do("GET", p+sep+"lang="+lang, "", nil, nil)
				scanWords(t, when+" "+p+" ("+lang+")", body)
			}
			_, events, _ := s.do("GET", "/api"+game+"/events?lang="+lang, "", nil, nil)
			scanWords(t, when+" history ("+lang+")", events)
		}
	}
	pages("at the start")
	step("record_campaign", map[string]any{"player": 0, "tier": "easy", "mission": "take_territories_turn", "n": 1}, "")
	step("place", map[string]any{"territory": "l1", "units": 4}, "")
	if _, form, _ := s.do("GET", game+"?pick=attack&from=l1&to=l2&lang=de", "", nil, nil); !strings.Contains(form, `data-testid="attack-form"`) {
		t.Fatalf("no attack form: %s", excerpt(form, "attack"))
	}
	pages("before the attack")
	step("end_turn", map[string]any{"draw": true, "skulls": []int{1}}, "draw.no_conquest")
	step("attack", map[string]any{"from": "l1", "to": "l9", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1, 1}}, "")
	step("move_in", map[string]any{"units": 3, "hero": true}, "")
	step("trade", map[string]any{"skulls": []int{1, 1}}, "trade.not_now")
	step("maneuver", map[string]any{"from": "l9", "to": "l1", "units": 1}, "")
	step("complete_campaign", map[string]any{"tier": "easy"}, "claim.after_maneuver")
	step("end_turn", map[string]any{"draw": true, "skulls": []int{2}}, "")
	pages("after a turn")

	// Ben's turn; then Anna takes Ben's last territory and the game ends.
	step("place", map[string]any{"territory": "l2", "units": st.Reinforcement.ToPlace}, "")
	step("end_turn", map[string]any{}, "")
	var fixes []map[string]any
	for _, terr := range st.Territories {
		owner, units := 0, 1
		switch terr.ID {
		case "l1":
			units = 10
		case "l2":
			owner = 1
		case "l3", "l6":
			owner, units = 2, 2
		}
		fixes = append(fixes, map[string]any{"territory": terr.ID, "owner": owner, "units": units})
	}
	step("correct", map[string]any{"territories": fixes}, "")
	step("place", map[string]any{"territory": "l1", "units": st.Reinforcement.ToPlace}, "")
	step("attack", map[string]any{"from": "l1", "to": "l2", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1}}, "")
	if st.Phase != "over" {
		step("move_in", map[string]any{"units": 3}, "")
	}
	pages("at the end")
	// The neutral Flood still holds l3 and l6: not "only one player left".
	_, page, _ := s.do("GET", game+"?lang=de", "", nil, nil)
	if end := excerpt(page, `data-testid="end-reason"`); !strings.Contains(end, "Nur noch eine Seite ist im Spiel") || strings.Contains(end, "Nur noch ein Spieler") {
		t.Errorf("end of One-on-One: %s", end)
	}
}

// The board list's marks ⌂ ★ ⇄ are explained on the page itself, not only
// in hover tooltips a tablet cannot show.
func TestLegendaryMarksExplainedInPlainSight(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	_, page, _ := s.do("GET", "/games/"+strconv.Itoa(id)+"?lang=de", "", nil, nil)
	legend := excerpt(page, `data-testid="legend-base"`)
	for _, want := range []string{"<dt>⌂</dt><dd>Basis", "<dt>★</dt><dd>Held eines Spielers", "<dt>⇄1</dt><dd>mobiler Teleporter"} {
		if !strings.Contains(legend, want) {
			t.Errorf("legend lacks %q: %s", want, legend)
		}
	}
}

// A whole-board correction is one line of the history, which opens to
// the territories (not a line per territory).
func TestWholeBoardCorrectionIsOneHistoryLine(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	st := s.correct(s.state(id), map[string][2]int{"l1": {0, 28}, "l2": {1, 28}, "l3": {2, 44}, "l6": {2, 2}, "l9": {2, 2}, "l4": {0, 1}, "l7": {0, 1}})
	if st.Seq != 2 {
		t.Fatalf("seq %d", st.Seq)
	}
	_, page, _ := s.do("GET", "/games/"+strconv.Itoa(id)+"?lang=de", "", nil, nil)
	i := strings.Index(page, `data-testid="history-folded"`)
	if i < 0 || !strings.Contains(page[i:], "Korrektur: 9 Angaben") {
		t.Fatalf("no folded correction: %s", excerpt(page, "history-list"))
	}
	if n := strings.Count(page, `<details data-testid="history-folded"`); n != 1 {
		t.Errorf("%d folded entries", n)
	}
}

// "SPIELSTART": in One-on-One nobody starts with a faction card. A wrong
// count through the API is refused in Legendary's words, not Halo Wars'
// ("In der Grundausbildung…").
func TestLegendarySetUpRefusalSpeaksLegendary(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, "halo_legendary")
	owners, units := map[string]int{}, map[string]int{}
	have := [3]int{}
	for k := 1; k <= 31; k++ {
		id, seat := fmt.Sprintf("hammer%02d", k), (k-1)%3
		owners[id], units[id] = seat, 1+seat/2
		have[seat] += units[id]
	}
	units["hammer01"] += 30 - have[0]
	units["hammer02"] += 30 - have[1]
	units["hammer03"] += 48 - have[2]
	in := map[string]any{
		"edition": "halo_legendary", "board": hammer, "mode": "one_on_one", "teleporter_option": "each",
		"owners": owners, "units": units,
		"players": []map[string]any{
			{"name": "Anna", "house": "unsc_1", "base": "hammer01", "hero": "hammer01", "skulls": []int{1}},
			{"name": "Ben", "house": "covenant_1", "base": "hammer02", "hero": "hammer02"},
		},
	}
	code, out := s.postJSON("/api/games?lang=de", in)
	msg, _ := out["error"].(string)
	if code != http.StatusUnprocessableEntity || out["key"] != "setup.start_cards" || !strings.Contains(msg, "Anna beginnt laut Regel mit 0 Fraktionskarten:") {
		t.Errorf("%d %v", code, out)
	}
	scanWords(t, "set-up refusal", msg)
}

// The set-up pages, both steps, speak Legendary's words too.
func TestLegendarySetUpPagesSpeakTheirOwnWords(t *testing.T) {
	s := newServer(t)
	hammer := s.legendaryBoard("hammer", "Hammer", 31, "halo_legendary")
	inland := s.legendaryBoard("ic", "Inland Canyon", 26, "halo_legendary")
	pulse := s.legendaryBoard("pg", "Pulse Grid 01", 26, "halo_legendary")
	for _, lang := range []string{"de", "en"} {
		_, page, _ := s.do("GET", "/games/new?edition=halo_legendary&lang="+lang, "", nil, nil)
		scanWords(t, "set-up step 1 ("+lang+")", page)
	}
	for _, c := range []struct {
		mode    string
		players []string
	}{
		{"one_on_one", []string{"Anna", "Ben"}},
		{"objective", []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}},
		{"team", []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}},
	} {
		form := url.Values{"name": {"Freitag"}, "mode": {c.mode}, "teleporter_option": {"each"},
			"board": {hammer}, "half_a": {inland}, "half_b": {pulse}, "player": c.players}
		if c.mode == "team" {
			form.Set("teleporter_option", "team")
		}
		page, _ := s.legendaryStepOne(form)
		scanWords(t, "set-up grid "+c.mode, page)
	}
}
