package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"testing"

	"herald/engine"
	"herald/maps"
)

func apiGet(t *testing.T, url string) map[string]any {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, out)
	}
	return out
}

// playToBottomHalf plays Game of Thrones turns through the API, as a table
// would, until half the territory cards have been drawn since the set-up
// shuffle and the current player has just conquered: only then can the End
// Game card come from the table's deck ("Spielaufbau" step 6: it lies in
// the bottom half). Each turn trades when 5 cards force it ("Verstärkung"
// 3), places everything, takes one enemy territory with 6s against 1s and
// draws the next card no one holds. out lists the cards already drawn
// (held or traded in); it grows with every draw. The state at the stop
// is returned: the current player may draw.
func playToBottomHalf(t *testing.T, base string, id any, out map[string]bool) map[string]any {
	t.Helper()
	b := maps.MustLoad("westeros")
	url := fmt.Sprintf("%s/api/games/%v", base, id)
	st := apiGet(t, url)
	ev := func(typ string, payload any) {
		st = apiPost(t, url+"/events", map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
	}
	for turn := 0; turn < 100; turn++ {
		me := st["current"].(float64)
		rf := st["reinforcement"].(map[string]any)
		if rf["must_trade"] == true {
			ev("trade", map[string]any{"cards": aSet(st["hand"].([]any))})
			rf = st["reinforcement"].(map[string]any)
		}
		for terr, n := range rf["reserved"].(map[string]any) {
			ev("place", map[string]any{"territory": terr, "units": n})
		}
		owner, units := map[string]float64{}, map[string]float64{}
		for _, x := range st["territories"].([]any) {
			x := x.(map[string]any)
			owner[x["id"].(string)], units[x["id"].(string)] = x["owner"].(float64), x["units"].(float64)
		}
		from, to := "", ""
		for i, terr := range b.Territories {
			if owner[terr.ID] != me {
				continue
			}
			for _, n := range b.Neighbours(engine.TerritoryID(i)) {
				nb := b.Territories[n].ID
				if owner[nb] != me && (from == "" || units[terr.ID] > units[from]) {
					from, to = terr.ID, nb
				}
			}
		}
		if free := st["reinforcement"].(map[string]any)["free"].(float64); free > 0 {
			ev("place", map[string]any{"territory": from, "units": free})
			units[from] += free
		}
		for st["pending_conquest"] == nil {
			a := min(3, int(units[from])-1)
			d := min(2, int(units[to]))
			ev("attack", map[string]any{"from": from, "to": to, "attack_dice": []int{6, 6, 6}[:a], "defend_dice": []int{1, 1}[:d]})
			units[to] -= float64(min(a, d))
		}
		ev("move_in", map[string]any{"units": st["pending_conquest"].(map[string]any)["min"]})
		if st["deck_left"].(float64) <= float64(len(b.Cards)+1-len(b.Cards)/2) {
			return st
		}
		card := ""
		for _, c := range b.Cards {
			if card == "" && !out[c.Territory] {
				card = c.Territory
			}
		}
		out[card] = true
		ev("end_turn", map[string]any{"draw": true, "card": card})
	}
	t.Fatal("100 turns and the deck is not half drawn")
	return nil
}

// aSet picks a set from a hand of 5 or more ("Einheiten gegen
// Gebietskarten eintauschen"): three of a symbol, else one of each (any 5
// cards of 3 symbols hold one).
func aSet(hand []any) []string {
	by := map[string][]string{}
	for _, h := range hand {
		h := h.(map[string]any)
		sym := h["symbol"].(string)
		by[sym] = append(by[sym], h["territory"].(string))
	}
	syms := []string{string(engine.Knight), string(engine.SiegeEngine), string(engine.Fortification)}
	for _, s := range syms {
		if len(by[s]) >= 3 {
			return by[s][:3]
		}
	}
	var set []string
	for _, s := range syms {
		if len(by[s]) > 0 {
			set = append(set, by[s][0])
		}
	}
	return slices.Clip(set)
}
