package e2e

// Refusals next to the control (issue 15, item 4): a refused action's
// sentence appears inside the form that was submitted, right above its
// button and inside the viewport, the form keeps what the player typed
// and chose, and a selection left empty is refused by saying what to
// choose, never with an empty name („“).

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
)

// anyRefusal is a refusal wherever the page shows it: at the top (a
// correction, an undo) or inside the refused form.
const anyRefusal = `[data-testid="error"],[data-testid="refusal"]`

// refusalGame makes a Game of Thrones game in its attack phase: Anna's
// Harrenhal holds 2 units next to Ben's King's Landing, so she may attack
// with 1 die only ("Invasion": at least one unit stays behind).
func refusalGame(t *testing.T, base string) string {
	t.Helper()
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, base+"/api/games", map[string]any{"name": "Abgewiesen", "players": players, "deck_mode": "table"})
	id := st["id"]
	ev := func(typ string, payload any) {
		st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", base, id), map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
	}
	ev("correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 5}, {"territory": "kings_landing", "owner": 1, "units": 1}}})
	ev("place", map[string]any{"territory": "harrenhal", "units": st["reinforcement"].(map[string]any)["to_place"]})
	ev("correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 2}}})
	return fmt.Sprintf("%s/games/%v?lang=de", base, id)
}

func TestRefusalNextToTheForm(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, refusalGame(t, srv.URL))

			// Three dice from a territory of 2 units: the table's dice,
			// tapped on the dice pad, refused by the rules.
			fill(t, ctx, by("attack-from"), "harrenhal")
			fill(t, ctx, by("attack-to"), "kings_landing")
			enterDice(t, ctx, []int{6, 5, 4}, []int{2})

			text := waitText(t, ctx, by("refusal"), "")
			if text == "" || strings.Contains(text, "„“") {
				t.Fatalf("refusal %q", text)
			}
			p := evalJS[map[string]any](t, ctx, `(() => {
				const r = document.querySelector('[data-testid="refusal"]');
				const f = r.closest('form');
				const a = r.getBoundingClientRect(), b = f ? f.getBoundingClientRect() : {top: -1, bottom: -1};
				return {top: a.top, bottom: a.bottom, viewH: innerHeight, formTop: b.top, formBottom: b.bottom,
					form: f ? f.id : "", role: r.getAttribute('role'), top_error: document.querySelectorAll('[data-testid="error"]').length};
			})()`)
			top, bottom, viewH := p["top"].(float64), p["bottom"].(float64), p["viewH"].(float64)
			if p["form"] != "attack" || p["role"] != "alert" {
				t.Errorf("the refusal is in form %q with role %q, want the attack form, role alert", p["form"], p["role"])
			}
			if top < 0 || bottom > viewH {
				t.Errorf("the refusal (%.0f..%.0f) is outside the viewport (0..%.0f): %q", top, bottom, viewH, text)
			}
			if ft, fb := p["formTop"].(float64), p["formBottom"].(float64); top < ft || top > fb {
				t.Errorf("the refusal's top %.0f is outside the form's box %.0f..%.0f", top, ft, fb)
			}
			if n := p["top_error"].(float64); n != 0 {
				t.Errorf("%v messages at the top of the page besides the one in the form", n)
			}
			// Everything the player entered is still there.
			kept := evalJS[string](t, ctx, `[
				document.querySelector('[data-testid="attack-from"]').value,
				document.querySelector('[data-testid="attack-to"]').value,
				document.querySelector('input[name="attackers"]:checked').value,
				document.querySelector('input[name="defenders"]:checked').value,
				...['pad-a1','pad-a2','pad-a3','pad-d1'].map(r => (document.querySelector('[data-testid^="'+r+'-"]:checked') || {value: '-'}).value),
				document.querySelector('[data-testid="enter-dice"]').open].join(" ")`)
			if kept != "harrenhal kings_landing 3 1 6 5 4 2 true" {
				t.Errorf("the form after the refusal holds %q, want what was tapped: harrenhal kings_landing 3 1 6 5 4 2 true", kept)
			}
			screenshot(t, ctx, fmt.Sprintf("refusal-%dx%d", size.w, size.h))

			// Nothing chosen: the sentence says what to choose.
			fill(t, ctx, by("attack-from"), "")
			click(t, ctx, by("attack-roll"))
			got := waitText(t, ctx, by("refusal"), "wählen")
			if got != "Bitte ein Angriffsgebiet wählen." {
				t.Errorf("attack with nothing chosen says %q, want %q", got, "Bitte ein Angriffsgebiet wählen.")
			}
			if strings.Contains(got, "„“") || strings.Contains(got, "“”") {
				t.Errorf("a sentence with an empty name: %q", got)
			}
			inView := evalJS[bool](t, ctx, `(() => { const r = document.querySelector('[data-testid="refusal"]').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`)
			if !inView {
				t.Errorf("the refusal %q is outside the viewport", got)
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// A form refused for its input (a field the action does not have, as a
// page from before an update could send) shows its sentence beside its
// button too: htmx swaps a refusal but not a 400, so such a tap showed
// nothing. Nothing is recorded.
func TestRefusalOfAnUnknownFieldIsShown(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, refusalGame(t, srv.URL))
	seq := shownSeq(t, ctx)
	evalJS[bool](t, ctx, `(() => {
		const extra = document.createElement('input');
		extra.type = 'hidden'; extra.name = 'sneaky'; extra.value = '1';
		document.getElementById('attack').appendChild(extra);
		return true;
	})()`)
	click(t, ctx, by("attack-roll"))
	got := waitText(t, ctx, by("refusal"), "sneaky")
	if want := "Das Feld „sneaky“ kennt Herald hier nicht; bitte die Schreibweise prüfen."; got != want {
		t.Errorf("the attack with an unknown field says %q, want %q", got, want)
	}
	if form := evalJS[string](t, ctx, `document.querySelector('[data-testid="refusal"]').closest('form').id`); form != "attack" {
		t.Errorf("the refusal is in form %q, want the attack form", form)
	}
	inView(t, ctx, "the unknown field's refusal", by("refusal"))
	if now := shownSeq(t, ctx); now != seq {
		t.Errorf("the page shows seq %d after the refusal, want %d (nothing recorded)", now, seq)
	}
	if got := apiSeq(t, strings.Replace(strings.TrimSuffix(evalJS[string](t, ctx, `location.href`), "?lang=de"), "/games/", "/api/games/", 1)); got != seq {
		t.Errorf("the game's log is at seq %d, want %d (nothing recorded)", got, seq)
	}
	assertNoJSErrors(t, ctx)
}

// An answer the page does not swap (an error page: access withdrawn, a
// fault in Herald) or no answer at all (the server or the network gone)
// is said beside the tapped button too, and the form keeps what was
// chosen; a tap never ends in silence.
func TestAnAnswerNotSwappedIsSaid(t *testing.T) {
	t.Parallel()
	var fail atomic.Bool
	srv, _ := heraldServerVia(t, func(herald http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if fail.Load() && r.Method == http.MethodPost {
				// An error page as Herald's layout draws one (views.ErrorPage).
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				w.WriteHeader(http.StatusServiceUnavailable)
				io.WriteString(w, `<!DOCTYPE html><html><body><main><section class="panel" id="error"><p class="error" role="alert">Herald ist gerade beschäftigt.</p></section></main></body></html>`)
				return
			}
			herald.ServeHTTP(w, r)
		})
	})
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, refusalGame(t, srv.URL))
	fill(t, ctx, by("attack-from"), "harrenhal")
	fill(t, ctx, by("attack-to"), "kings_landing")
	seq := shownSeq(t, ctx)

	// said checks the sentence stands in the tapped button's form, right
	// above the button, in view.
	said := func(what, want, button string) {
		t.Helper()
		if got := waitText(t, ctx, by("no-answer"), want); got != want {
			t.Errorf("%s: the page says %q, want %q", what, got, want)
		}
		p := evalJS[map[string]any](t, ctx, `(() => {
			const p = document.querySelector('[data-testid="no-answer"]');
			const b = document.querySelector('[data-testid="`+button+`"]');
			const next = p.nextElementSibling;
			return {inForm: !!p.closest('form') && p.closest('form') === b.closest('form'), role: p.getAttribute('role'), before: next ? next.dataset.testid : ''};
		})()`)
		if p["inForm"] != true || p["role"] != "alert" || p["before"] != button {
			t.Errorf("%s: the sentence (in the button's form: %v, role %q) stands before %q, want in %s's form, role alert, right above it", what, p["inForm"], p["role"], p["before"], button)
		}
		inView(t, ctx, what, by("no-answer"))
	}

	fail.Store(true)
	click(t, ctx, by("attack-roll"))
	said("an error page", "Herald ist gerade beschäftigt.", "attack-roll")
	if kept := evalJS[string](t, ctx, `document.querySelector('[data-testid="attack-from"]').value + ' ' + document.querySelector('[data-testid="attack-to"]').value`); kept != "harrenhal kings_landing" {
		t.Errorf("after the error page the attack form holds %q, want what was chosen (harrenhal kings_landing)", kept)
	}
	if now := shownSeq(t, ctx); now != seq {
		t.Errorf("after the error page the page shows seq %d, want %d", now, seq)
	}

	// Herald answers again: the battle is recorded and the sentence goes.
	fail.Store(false)
	click(t, ctx, by("attack-roll"))
	waitVisible(t, ctx, by("result-dice"))
	if n := count(t, ctx, by("no-answer")); n != 0 {
		t.Errorf("%d sentences of the error left after a recorded battle, want 0", n)
	}

	// No answer at all: the server is gone when undo is tapped.
	srv.CloseClientConnections()
	srv.Listener.Close()
	// The lost stream shows its hint above the forms (live.js): tapped
	// before it appears, the page moves under the finger.
	waitTrue(t, ctx, `document.documentElement.dataset.live === "lost"`)
	click(t, ctx, by("undo"))
	said("no answer", "Keine Antwort von Herald – bitte die Verbindung prüfen und nochmal tippen.", "undo")
}
