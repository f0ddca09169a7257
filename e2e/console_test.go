package e2e

// The table console for every edition (issue 15, "Done when"): after a
// placement, a battle with Herald's dice, a refused attack and an undo,
// the action form and the result are inside the viewport at tablet
// landscape, tablet portrait and phone sizes; undo names what it undoes
// in the edition's words, redo names what it puts back and restores the
// game byte for byte.

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/store"
)

// consoleGame is a recorded game stored up to the start of a turn, with
// the territories the console test plays: the current player's stack
// (from) facing an enemy (to), and a second territory of the current
// player (weak, 2 units) next to an enemy (weakTo).
type consoleGame struct {
	name, url, api         string
	from, to, weak, weakTo string
}

// consoleStart is the first event index at or after half the recorded
// game where the current player begins a reinforcement phase with units
// to place, nothing pending and no trade owed.
func consoleStart(t *testing.T, b *engine.Board, events []engine.Event) (int, *engine.State) {
	t.Helper()
	for n := (len(events) + 1) / 2; n < len(events); n++ {
		st, err := engine.Replay(b, events[:n])
		if err != nil {
			t.Fatalf("replaying %d events: %v", n, err)
		}
		if !st.Over && st.Phase == engine.PhaseReinforce && st.ToPlace() > 0 && !st.MustTrade && st.Pending == nil &&
			len(st.Players[st.Current].Hand) <= st.Rules.HandLimit {
			return n, st
		}
	}
	t.Fatal("no reinforcement phase in the second half of the recorded game")
	return 0, nil
}

// enemyNext is a territory of the current player other than skip with a
// certain link to an enemy's territory, and that enemy territory.
func enemyNext(st *engine.State, skip string) (own, enemy engine.TerritoryID, ok bool) {
	b := st.Board
	for a := range b.Territories {
		if st.Owner[a] != st.Current || b.Territories[a].ID == skip {
			continue
		}
		for e := range b.Territories {
			if st.Owner[e] != st.Current && b.Adjacent(engine.TerritoryID(a), engine.TerritoryID(e)) {
				return engine.TerritoryID(a), engine.TerritoryID(e), true
			}
		}
	}
	return 0, 0, false
}

// enemyPair is two neighbouring enemy territories, neither of them skip,
// whose owner keeps at least two more territories: the first can be
// handed to the current player without ending anyone's game.
func enemyPair(st *engine.State, skip engine.TerritoryID) (w, v engine.TerritoryID, ok bool) {
	b := st.Board
	for a := range b.Territories {
		x := engine.TerritoryID(a)
		if x == skip || st.Owner[a] == st.Current || st.Count(st.Owner[a]) < 3 {
			continue
		}
		for e := range b.Territories {
			y := engine.TerritoryID(e)
			if y != skip && y != x && st.Owner[e] != st.Current && b.Adjacent(x, y) {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// newConsoleGame stores the recorded game of an edition (screenshotGames)
// up to consoleStart, then corrects through the JSON API: 30 units on
// the stack and on the enemy it faces (a battle of Herald's dice goes on,
// no conquest) and 2 units on the weak territory (three attack dice from
// it break the rule that one unit stays behind).
func newConsoleGame(t *testing.T, base string, st0 *store.Store, edition string) consoleGame {
	t.Helper()
	var path string
	for _, g := range screenshotGames {
		if g.edition == edition {
			path = g.path
		}
	}
	rec := enginetest.Load(t, path)
	b := enginetest.Board(t, filepath.Dir(filepath.Dir(path)), rec)
	n, st := consoleStart(t, b, enginetest.Events(t, rec))
	ref, _ := storeRecordedBoards(t, st0, filepath.Dir(path), rec)
	id := storeRecordedGame(t, st0, "Konsole "+edition, rec, ref, n)

	from, to, ok := enemyNext(st, "")
	if !ok {
		t.Fatalf("%s: the current player has no territory next to an enemy", edition)
	}
	weak, weakTo, ok := enemyNext(st, b.Territories[from].ID)
	weakOwner := st.Current
	if !ok { // the stack is the only front: the correction hands the table's player one more
		weak, weakTo, ok = enemyPair(st, to)
	}
	if !ok {
		t.Fatalf("%s: no second territory for the current player to attack from", edition)
	}
	api := fmt.Sprintf("%s/api/games/%d", base, id)
	cur := apiGet(t, api)
	fix := func(x engine.TerritoryID, units int) map[string]any {
		return map[string]any{"territory": b.Territories[x].ID, "owner": st.Owner[x], "units": units}
	}
	apiPost(t, api+"/events", map[string]any{"seq": cur["seq"], "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{fix(from, 30), fix(to, 30), {"territory": b.Territories[weak].ID, "owner": weakOwner, "units": 2}},
	}})
	return consoleGame{
		name: edition, url: fmt.Sprintf("%s/games/%d", base, id), api: api,
		from: b.Territories[from].ID, to: b.Territories[to].ID, weak: b.Territories[weak].ID, weakTo: b.Territories[weakTo].ID,
	}
}

// apiRaw is the API's JSON of a game, as bytes.
func apiRaw(t *testing.T, url string) []byte {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	return body
}

// uncovered fails unless the centre of sel's box hits sel itself (not
// the sticky top of the console or anything else laid over it).
func uncovered(t *testing.T, ctx context.Context, when, sel string) {
	t.Helper()
	js := `(() => { const b = document.querySelector(` + jsString(sel) + `); if (!b) return "missing";
		const r = b.getBoundingClientRect(), e = document.elementFromPoint(r.left + r.width/2, r.top + r.height/2);
		return b.contains(e) ? "" : (e ? e.tagName + "#" + e.id + "." + e.className : "nothing"); })()`
	if hit := evalJS[string](t, ctx, js); hit != "" {
		t.Errorf("%s: %s is covered by %s", when, sel, hit)
	}
}

func TestConsoleKeepsActionAndResultInView(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	editions := []string{"got", "halowars", "halo_legendary", "warhammer40k", "classic"}
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := newBrowserTimeout(t, size.w, size.h, 6*time.Minute)
			for _, ed := range editions {
				t.Run(ed, func(t *testing.T) {
					playConsole(t, ctx, newConsoleGame(t, srv.URL, st, ed))
				})
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// playConsole plays a placement, a battle, a refused attack, an undo and
// a redo by taps, checking after each what the player sees.
func playConsole(t *testing.T, ctx context.Context, g consoleGame) {
	navigate(t, ctx, g.url+"?lang=de")

	// The placement: everything on the stack, as many taps as the form
	// needs (an edition may reserve units for a territory of its own).
	for i := 0; count(t, ctx, by("place-form")) > 0; i++ {
		if i > 5 {
			t.Fatalf("still placing after %d taps: %s", i, mustText(t, ctx, by("to-place")))
		}
		if i == 0 {
			fill(t, ctx, by("place-territory"), g.from)
		}
		click(t, ctx, by("place-submit"))
		if n := count(t, ctx, anyRefusal); n != 0 {
			t.Fatalf("placement refused: %s", mustText(t, ctx, anyRefusal))
		}
		inView(t, ctx, "after a placement", "#console-top")
		if count(t, ctx, by("place-form")) > 0 {
			inView(t, ctx, "after a placement", by("place-form"))
		}
	}
	// The spent reinforcement summary (every unit placed, no trade owed)
	// moves below the turn's forms.
	if count(t, ctx, by("reinforce")) > 0 {
		if form, summary := rectOf(t, ctx, by("attack-form")), rectOf(t, ctx, by("reinforce")); form.Top > summary.Top {
			t.Errorf("after the placement: the attack form (at %.0f px) is below the spent reinforcement summary (at %.0f px)", form.Top, summary.Top)
		}
	}
	viewportShot(t, ctx, fmt.Sprintf("console-placed-%s-%d", g.name, evalJS[int](t, ctx, "innerWidth")))
	inView(t, ctx, "after the placement", by("attack-form")+" h2")
	inView(t, ctx, "after the placement", by("attack-roll"))
	uncovered(t, ctx, "after the placement", by("attack-roll"))

	// A battle of Herald's dice, 30 against 30.
	fill(t, ctx, by("attack-from"), g.from)
	fill(t, ctx, by("attack-to"), g.to)
	click(t, ctx, by("attack-roll"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("battle %s → %s refused: %s", g.from, g.to, mustText(t, ctx, anyRefusal))
	}
	waitVisible(t, ctx, by("result-dice"))
	if a, d := count(t, ctx, by("die-attack")), count(t, ctx, by("die-defend")); a < 1 || d < 1 {
		t.Errorf("the result shows %d attack and %d defence dice", a, d)
	}
	resultInView(t, ctx, "after the battle")
	inView(t, ctx, "after the battle", by("attack-roll"))
	uncovered(t, ctx, "after the battle", by("attack-roll"))
	battle := mustText(t, ctx, by("history-entry")+" .history-line")
	afterBattle := apiRaw(t, g.api)

	// A refused attack: three dice from a territory of two units, tapped
	// on the dice pad. Every edition's battle: "attacks an adjacent enemy
	// territory with 1–3 units (one must stay), one die each" (RULES.md,
	// "What all four share"); Warhammer 40,000, "Angreifen" A: "Du musst
	// mindestens 1 Einheit als Wache in deinem Gebiet zurücklassen";
	// Halo Legendary, "ANGREIFEN" (p. 10); GoT Gefecht, "Invasion".
	fill(t, ctx, by("attack-from"), g.weak)
	fill(t, ctx, by("attack-to"), g.weakTo)
	enterDice(t, ctx, []int{6, 5, 4}, []int{2})
	text := waitText(t, ctx, by("refusal"), "")
	if text == "" || strings.Contains(text, "„“") {
		t.Errorf("refusal %q", text)
	}
	inView(t, ctx, "after the refusal", by("refusal"))
	if in := evalJS[bool](t, ctx, `!!document.querySelector('[data-testid="refusal"]').closest('[data-testid="attack-form"]')`); !in {
		t.Errorf("the refusal %q is not inside the attack form", text)
	}
	uncovered(t, ctx, "after the refusal", by("refusal"))
	if got := apiRaw(t, g.api); string(got) != string(afterBattle) {
		t.Errorf("the refused attack changed the game")
	}

	// Undo names the battle; redo names it and puts it back.
	undo := mustText(t, ctx, by("undo"))
	if !strings.Contains(undo, "Rückgängig") || !strings.Contains(undo, battle) {
		t.Errorf("undo says %q, want it to name the battle %q", undo, battle)
	}
	click(t, ctx, by("undo"))
	inView(t, ctx, "after undo", by("redo"))
	inView(t, ctx, "after undo", "#console-top")
	uncovered(t, ctx, "after undo", by("redo"))
	redo := mustText(t, ctx, by("redo"))
	if !strings.Contains(redo, "Wiederherstellen") || !strings.Contains(redo, battle) {
		t.Errorf("redo says %q, want it to name the battle %q", redo, battle)
	}
	if got := apiRaw(t, g.api); string(got) == string(afterBattle) {
		t.Errorf("undo left the game as it was after the battle")
	}
	click(t, ctx, by("redo"))
	if got := apiRaw(t, g.api); string(got) != string(afterBattle) {
		t.Errorf("after redo the API state differs from the one after the battle:\n%s\nwant\n%s", got, afterBattle)
	}
	inView(t, ctx, "after redo", by("undo"))
	t.Logf("battle %q; undo %q; redo %q; refusal %q", battle, undo, redo, text)
}
