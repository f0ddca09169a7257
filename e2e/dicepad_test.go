package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"testing"
)

// padGame makes a Game of Thrones game in Anna's attack phase: Harrenhal
// (hers, 12 units and her reinforcement) against King's Landing (Ben's,
// 9 units), so both sides may roll their most dice for several battles.
func padGame(t *testing.T, base string) (page string, id any) {
	t.Helper()
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, base+"/api/games", map[string]any{"name": "Würfelbrett", "players": players, "deck_mode": "table"})
	id = st["id"]
	ev := func(typ string, payload any) {
		st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", base, id), map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
	}
	ev("correct", map[string]any{"territories": []map[string]any{
		{"territory": "harrenhal", "owner": 0, "units": 12},
		{"territory": "kings_landing", "owner": 1, "units": 9},
	}})
	ev("place", map[string]any{"territory": "harrenhal", "units": st["reinforcement"].(map[string]any)["to_place"]})
	return fmt.Sprintf("%s/games/%v", base, id), id
}

// padEvent is the game's last event's payload, as the API gives it.
type padEvent struct {
	Type    string `json:"type"`
	Payload struct {
		A            []int  `json:"attack_dice"`
		D            []int  `json:"defend_dice"`
		AttackerLoss *int   `json:"attacker_loss"`
		DefenderLoss *int   `json:"defender_loss"`
		RolledBy     string `json:"rolled_by"`
	} `json:"payload"`
}

func lastEvent(t *testing.T, base string, id any) (padEvent, int) {
	t.Helper()
	resp, err := http.Get(fmt.Sprintf("%s/api/games/%v/events", base, id))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var evs []padEvent
	if err := json.NewDecoder(resp.Body).Decode(&evs); err != nil || len(evs) == 0 {
		t.Fatalf("events: %v", err)
	}
	return evs[len(evs)-1], len(evs)
}

// countTaps starts counting the player's taps (pointer presses the
// browser itself delivered, as a finger's would be) on the page.
func countTaps(t *testing.T, ctx context.Context) {
	t.Helper()
	evalJS[bool](t, ctx, `(() => {
		window.__taps = 0;
		if (!window.__tapCounter) {
			window.__tapCounter = true;
			document.addEventListener("pointerdown", e => { if (e.isTrusted) window.__taps++; }, true);
		}
		return true;
	})()`)
}

func padTaps(t *testing.T, ctx context.Context) int { return evalJS[int](t, ctx, `window.__taps`) }

// tapFace taps the face button of a die on the dice pad (its label, where
// a finger lands).
func tapFace(t *testing.T, ctx context.Context, row string, face int) {
	t.Helper()
	click(t, ctx, `label:has(> `+by(row+"-"+strconv.Itoa(face))+`)`)
}

// A battle with the table's real dice by taps alone. Before the dice pad
// (issue 15): 11 taps and 5 typed digits for 3 attack and 2 defence dice.
// After: the dice counts default to the most the rules allow (3 and 2
// here), so it is 1 tap to open the pad, 5 faces and "Würfe eintragen" =
// 7 taps, no digit typed; the next battle of the invasion 6 (the pad stays
// open). Herald's own dice: 1 tap ("Herald würfelt") once the territories
// are chosen; "Nur Verluste": 2 taps.
func TestDicePadBattleInAFewTaps(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, size := range []struct {
		name string
		w, h int
	}{{"tablet", 1024, 768}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			page, id := padGame(t, srv.URL)
			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, page+"?lang=de")
			// The territories chosen (not counted: the budget starts there).
			fill(t, ctx, by("attack-from"), "harrenhal")
			fill(t, ctx, by("attack-to"), "kings_landing")
			evalJS[bool](t, ctx, `(document.querySelector('[data-testid="attack-form"]').scrollIntoView(), true)`)
			if !checked(t, ctx, by("attackers-3")) || !checked(t, ctx, by("defenders-2")) {
				t.Fatal("the dice counts do not default to 3 and 2, the most the rules allow here")
			}
			countTaps(t, ctx)

			// The closed pad came in an htmx answer (the territories' pick):
			// its faces wait in a template, drawn when it opens (issue 15,
			// item 11: a smaller #action to swap).
			faces := `document.querySelectorAll('[data-testid="enter-dice"] input[name^="attack_die_"]').length`
			if n := evalJS[int](t, ctx, faces); n != 0 {
				t.Errorf("the closed pad has %d face buttons drawn, want none (kept in its template)", n)
			}
			click(t, ctx, `[data-testid="enter-dice"] summary`)
			if n := evalJS[int](t, ctx, faces); n != 3*6 {
				t.Fatalf("the opened pad has %d attack face buttons, want 18", n)
			}
			// Every face is a button a finger can hit, named for a screen reader.
			box := evalJS[[]float64](t, ctx, `(() => { const r = document.querySelector('label:has(> [data-testid="pad-d2-6"])').getBoundingClientRect(); return [r.width, r.height]; })()`)
			if box[0] < 44 || box[1] < 44 {
				t.Errorf("a face button is %.0f×%.0f px, want at least 44×44", box[0], box[1])
			}
			if got := attr(t, ctx, by("pad-a1-5"), "aria-label"); got != "Angreifer Würfel 1: 5" {
				t.Errorf("face button named %q, want „Angreifer Würfel 1: 5“", got)
			}
			for i, f := range []int{6, 3, 1} {
				tapFace(t, ctx, "pad-a"+strconv.Itoa(i+1), f)
			}
			for i, f := range []int{5, 3} {
				tapFace(t, ctx, "pad-d"+strconv.Itoa(i+1), f)
			}
			screenshot(t, ctx, "dicepad-"+size.name) // with HERALD_SCREENSHOTS set
			click(t, ctx, by("attack-dice-submit"))
			mustIdle(t, ctx)
			ev, n := lastEvent(t, srv.URL, id)
			if ev.Type != "attack" || ev.Payload.RolledBy != "table" || fmt.Sprint(ev.Payload.A) != "[6 3 1]" || fmt.Sprint(ev.Payload.D) != "[5 3]" {
				t.Fatalf("recorded %+v, want the table's 6-3-1 against 5-3", ev)
			}
			// 6 beats 5, 3 ties 3 (the defender wins ties): one unit each.
			if got := mustText(t, ctx, by("units-kings_landing")); got != "8" {
				t.Errorf("King's Landing shows %s units, want 8", got)
			}
			if got := padTaps(t, ctx); got > 7 {
				t.Errorf("the table's dice took %d taps, want at most 7 (was 11 taps and 5 digits)", got)
			} else {
				t.Logf("%s: the table's 3 against 2 dice in %d taps, no digit typed", size.name, got)
			}

			// The next battle of the invasion: the pad stays open, 6 taps.
			countTaps(t, ctx)
			for i := range 3 {
				tapFace(t, ctx, "pad-a"+strconv.Itoa(i+1), 6)
			}
			tapFace(t, ctx, "pad-d1", 1)
			tapFace(t, ctx, "pad-d2", 1)
			click(t, ctx, by("attack-dice-submit"))
			mustIdle(t, ctx)
			if ev, m := lastEvent(t, srv.URL, id); m != n+1 || fmt.Sprint(ev.Payload.A) != "[6 6 6]" || fmt.Sprint(ev.Payload.D) != "[1 1]" {
				t.Fatalf("second battle recorded %+v (%d events, want %d)", ev, m, n+1)
			}
			if got := mustText(t, ctx, by("units-kings_landing")); got != "6" {
				t.Errorf("King's Landing shows %s units after 6-6-6 against 1-1, want 6", got)
			}
			if got := padTaps(t, ctx); got != 6 {
				t.Errorf("the next battle on the open pad took %d taps, want 6", got)
			}
			n++

			// Herald's dice: one tap, the invasion still chosen.
			countTaps(t, ctx)
			click(t, ctx, by("attack-roll"))
			mustIdle(t, ctx)
			ev, m := lastEvent(t, srv.URL, id)
			if m != n+1 || ev.Type != "attack" || ev.Payload.RolledBy != "herald" || len(ev.Payload.A) != 3 || len(ev.Payload.D) != 2 {
				t.Fatalf("Herald's roll recorded %+v (%d events, want %d)", ev, m, n+1)
			}
			if got := padTaps(t, ctx); got != 1 {
				t.Errorf("Herald's dice took %d taps, want 1", got)
			}

			// Only the losses: open, then one outcome button.
			countTaps(t, ctx)
			click(t, ctx, `[data-testid="enter-losses"] summary`)
			click(t, ctx, by("outcome-1-1"))
			mustIdle(t, ctx)
			ev, k := lastEvent(t, srv.URL, id)
			if k != m+1 || ev.Payload.AttackerLoss == nil || *ev.Payload.AttackerLoss != 1 || ev.Payload.DefenderLoss == nil || *ev.Payload.DefenderLoss != 1 {
				t.Fatalf("losses only recorded %+v, want 1 and 1", ev)
			}
			if got := padTaps(t, ctx); got != 2 {
				t.Errorf("losses only took %d taps, want 2", got)
			}
			assertNoJSErrors(t, ctx)
		})
	}
}
