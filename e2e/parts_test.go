package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// samePageJS compares the game section htmx built from an action's parts
// with the one a fresh load of the page shows ("" when equal): tags,
// attributes (htmx's own classes and app.js's own inline styles left out), the fields' values and text, a closed dice pad's
// faces as if drawn. With skipAction the
// action panel is left out: after a battle it keeps the invasion chosen
// (handlers.keepInvasion), which a fresh load does not, and so are the
// picture's highlights of that choice (a spot's pick and chosen).
const samePageJS = `(async (skipAction) => {
	const norm = el => {
		if (el.nodeType === 3) return el.data.replace(/\s+/g, ' ');
		if (el.nodeType !== 1) return '';
		if (skipAction && el.id === 'action') return '<action>';
		// A closed dice pad in an htmx answer holds its faces in a template
		// (app.js draws them on opening); a fresh load draws them at once.
		if (el.tagName === 'TEMPLATE' && el.hasAttribute('data-pad-faces')) return Array.from(el.content.childNodes).map(norm).join('');
		// The inline style app.js gives the console top (--console-above)
		// and a sticking picture (its top and height) is the page's own.
		const ownStyle = el.id === 'console-top' || el.matches('.picture-panel, .picture-frame, svg.picture');
		const attrs = Array.from(el.attributes).map(a => {
			if (a.name === 'style' && ownStyle) return '';
			if (a.name !== 'class') return a.name + '=' + a.value;
			const choice = skipAction && el.classList.contains('spot') ? ['pick', 'chosen'] : [];
			const cls = a.value.split(/\s+/).filter(c => c && !c.startsWith('htmx-') && !choice.includes(c)).join(' ');
			return cls ? 'class=' + cls : '';
		}).filter(Boolean);
		// What a field holds, not only what its markup says: a morphed
		// field keeps its node, and with it what was typed or chosen.
		if (el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio')) attrs.push(':checked=' + el.checked);
		else if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) attrs.push(':value=' + el.value);
		attrs.sort();
		return '<' + el.tagName + ' ' + attrs.join(' ') + '>' + Array.from(el.childNodes).map(norm).join('') + '</' + el.tagName + '>';
	};
	const html = await (await fetch(location.pathname + location.search)).text();
	const fresh = new DOMParser().parseFromString(html, 'text/html');
	const a = norm(document.querySelector('#game')), b = norm(fresh.querySelector('#game'));
	if (a === b) return '';
	let i = 0; while (i < a.length && a[i] === b[i]) i++;
	return 'page:  ' + a.slice(Math.max(0, i - 120), i + 160) + '\nfresh: ' + b.slice(Math.max(0, i - 120), i + 160);
})`

// An action's answer comes in parts (issue 15, item 11): #action swapped,
// the rest out of band. Tapped through a turn (placements, undo, redo,
// battles, move in, end of the attack, end of turn), the page htmx builds
// must be the page a fresh load shows, and the answers must not be the
// whole #game.
func TestPartsSwapMatchesFreshPage(t *testing.T) {
	t.Parallel()
	game, _ := tempoGame(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, game+"?lang=de")
	evalJS[bool](t, ctx, `(() => { window.__whole = 0; document.addEventListener('htmx:beforeSwap', e => { if (e.detail.target.id === 'game') window.__whole++; }); return true; })()`)
	same := func(what string, skipAction bool) {
		t.Helper()
		mustIdle(t, ctx)
		sctx, cancel := step(ctx)
		defer cancel()
		d, err := chromedp.Run(sctx, chromedp.Evaluate[string](fmt.Sprintf("%s(%v)", samePageJS, skipAction), chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if d != "" {
			t.Fatalf("%s: the page differs from a fresh load\n%s", what, d)
		}
	}
	fill(t, ctx, by("place-territory"), "harrenhal")
	fill(t, ctx, by("place-units"), "1")
	click(t, ctx, by("place-submit"))
	same("place 1", false)
	click(t, ctx, by("undo"))
	same("undo", false)
	click(t, ctx, by("redo"))
	same("redo", false)
	click(t, ctx, by("place-submit"))
	same("place the rest", false)
	fill(t, ctx, by("attack-from"), "harrenhal")
	mustIdle(t, ctx)
	fill(t, ctx, by("attack-to"), "kings_landing")
	mustIdle(t, ctx)
	wholeBefore := evalJS[int](t, ctx, "window.__whole")
	for i := 0; i < 4 && count(t, ctx, by("attack-roll")) > 0; i++ {
		evalJS[bool](t, ctx, `(window.__roll = document.querySelector('[data-testid="attack-roll"]')) !== null`)
		click(t, ctx, by("attack-roll"))
		same(fmt.Sprintf("battle %d", i+1), true)
		// #action is morphed, not replaced: the tapped button stays the
		// same node (removing it while focused was most of a battle's swap).
		if i == 0 && !evalJS[bool](t, ctx, `document.querySelector('[data-testid="attack-roll"]') === window.__roll`) {
			t.Error("the battle's answer replaced the roll button instead of morphing #action")
		}
	}
	if count(t, ctx, by("move-in-all")) > 0 {
		click(t, ctx, by("move-in-all"))
		same("move in", false)
	}
	click(t, ctx, by("end-attack"))
	same("end of the attack", false)
	click(t, ctx, "#end-turn button[type=submit]")
	same("end of turn", false)
	if n := evalJS[int](t, ctx, "window.__whole") - wholeBefore; n != 0 {
		t.Errorf("%d actions answered with the whole #game", n)
	}
	assertNoJSErrors(t, ctx)
}

// A part whose markup did not change is left alone by static/parts.js,
// but what the player typed into it is not kept: an action's answer
// leaves every field as a fresh load shows it (as a morph of the whole
// part would). The maneuver's units, typed and then left for a battle,
// read as the page says after the battle.
func TestPartsSettleTypedFields(t *testing.T) {
	t.Parallel()
	ctx := placedGame(t)
	fill(t, ctx, by("attack-from"), "harrenhal")
	mustIdle(t, ctx)
	fill(t, ctx, by("attack-to"), "kings_landing")
	mustIdle(t, ctx)
	// The units field's markup is the same before and after the battle.
	units := by("maneuver-units")
	before := evalJS[string](t, ctx, `document.querySelector('`+units+`').defaultValue`)
	typed := "7"
	if before == typed {
		typed = "6"
	}
	fill(t, ctx, units, typed)
	evalJS[bool](t, ctx, `(window.__units = document.querySelector('`+units+`')) !== null`)
	click(t, ctx, by("attack-roll"))
	mustIdle(t, ctx)
	sctx, cancel := step(ctx)
	defer cancel()
	fresh, err := chromedp.Run(sctx, chromedp.Evaluate[string](`(async () => {
		const html = await (await fetch(location.pathname + location.search)).text();
		const el = new DOMParser().parseFromString(html, 'text/html').querySelector('`+units+`');
		return el ? el.value : '(none)';
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	got := evalJS[string](t, ctx, `document.querySelector('`+units+`').value`)
	if got != fresh {
		t.Errorf("the maneuver's units read %q after the battle, a fresh page %q (typed %q)", got, fresh, typed)
	}
	if !evalJS[bool](t, ctx, `document.querySelector('`+units+`') === window.__units`) {
		t.Error("the units field was replaced: the test no longer reaches the unchanged part it is for")
	}
	assertNoJSErrors(t, ctx)
}

// The same when the unchanged node is the field itself: the answer's
// #action differs only in the units field's label, so the field is
// reached on its own (htmx.swap with the extension, as an answer).
func TestPartsSettleTypedField(t *testing.T) {
	t.Parallel()
	ctx := placedGame(t)
	units := by("maneuver-units")
	fill(t, ctx, units, "7")
	got := evalJS[string](t, ctx, `(() => {
		const action = document.getElementById('action');
		const input = document.querySelector('`+units+`');
		const t = document.createElement('template');
		t.innerHTML = action.outerHTML;
		const label = t.content.querySelector('`+units+`').closest('label').querySelector('span');
		label.textContent += ' ';
		t.content.firstElementChild.setAttribute('data-part', 'morph');
		htmx.swap(action, t.innerHTML, {swapStyle: 'parts'}, {contextElement: action});
		const now = document.querySelector('`+units+`');
		return (now === input ? 'kept' : 'replaced') + ':' + now.value + ':' + now.defaultValue;
	})()`)
	if parts := strings.Split(got, ":"); len(parts) != 3 || parts[0] != "kept" || parts[1] != parts[2] {
		t.Errorf("after an answer that left the units field as it was: %s (want kept:<its markup's value>:<same>)", got)
	}
	assertNoJSErrors(t, ctx)
}

// placedGame opens tempoGame's page in German at 1024x768 with Anna's
// reinforcements placed: the attack comes next.
func placedGame(t *testing.T) context.Context {
	t.Helper()
	game, _ := tempoGame(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, game+"?lang=de")
	click(t, ctx, by("place-submit"))
	mustIdle(t, ctx)
	return ctx
}

// An answer with a part the page does not have (the page is not the one
// the answer was made for) is not half applied: the page fetches the
// game whole instead.
func TestPartsUnknownPartReloadsTheGame(t *testing.T) {
	t.Parallel()
	ctx := placedGame(t)
	evalJS[bool](t, ctx, `(() => {
		const action = document.getElementById('action');
		document.getElementById('turn').dataset.stale = '1';
		htmx.swap(action, '<p id="flash" data-part="morph">x</p><div id="no-such-part" data-part="morph"></div>', {swapStyle: 'parts'}, {contextElement: action});
		return true;
	})()`)
	mustIdle(t, ctx)
	got := evalJS[map[string]any](t, ctx, `(() => ({
		reloaded: !document.getElementById('turn').dataset.stale,
		nested: document.querySelectorAll('#action #action, #action #turn').length,
		flash: document.getElementById('flash').tagName,
	}))()`)
	if got["reloaded"] != true || got["nested"] != float64(0) || got["flash"] != "DIV" {
		t.Errorf("after an answer with an unknown part: %v, want the game fetched whole (reloaded, nothing nested, #flash as the page has it)", got)
	}
	assertNoJSErrors(t, ctx)
}

// A <template>'s content is not among its children, so isEqualNode says
// two templates are equal whatever they hold. parts.js leaves a node equal
// to its new markup alone; a closed dice pad keeps its faces in a
// template, and which dice rows it has follows the battle's rules (a Halo
// bonus die, a Warhammer re-roll: views.modifierRows). An answer whose
// template holds other faces must bring them, at the part's root and
// deeper.
func TestPartsTemplateContentFollowsTheAnswer(t *testing.T) {
	t.Parallel()
	ctx := placedGame(t)
	swap := func(html string) {
		evalJS[bool](t, ctx, `(() => {
			const action = document.getElementById('action');
			htmx.swap(action, `+"`"+html+"`"+`, {swapStyle: 'parts'}, {contextElement: action});
			return true;
		})()`)
		mustIdle(t, ctx)
	}
	held := func() []string {
		return evalJS[[]string](t, ctx, `[...document.querySelectorAll('#flash template')].map(t => t.innerHTML)`)
	}
	swap(`<div id="flash" data-part="morph"><template><b>root before</b></template><p><template><b>deep before</b></template></p></div>`)
	swap(`<div id="flash" data-part="morph"><template><i>root after</i></template><p><template><b>deep after</b></template></p></div>`)
	if got, want := held(), []string{"<i>root after</i>", "<b>deep after</b>"}; !slices.Equal(got, want) {
		t.Errorf("templates after the second answer hold %q, want %q", got, want)
	}
	assertNoJSErrors(t, ctx)
}

// The same for a list: an answer that changes one option's label (a
// battle changes a territory's count in each list) keeps the list and its
// options, and the list reads as its markup says, not as the player left
// it.
func TestPartsSettleChosenOption(t *testing.T) {
	t.Parallel()
	ctx := placedGame(t)
	got := evalJS[string](t, ctx, `(() => {
		const action = document.getElementById('action');
		const sel = document.querySelector('`+by("maneuver-to")+`');
		const want = sel.selectedIndex;
		const other = sel.options[want === 0 ? 1 : 0];
		sel.selectedIndex = other.index;
		const kept = sel.options[sel.options.length - 1];
		const t = document.createElement('template');
		t.innerHTML = action.outerHTML;
		const label = t.content.querySelector('`+by("maneuver-to")+`').options[0];
		label.textContent += ' ';
		t.content.firstElementChild.setAttribute('data-part', 'morph');
		htmx.swap(action, t.innerHTML, {swapStyle: 'parts'}, {contextElement: action});
		const now = document.querySelector('`+by("maneuver-to")+`');
		return [now === sel, now.options[now.options.length - 1] === kept, now.selectedIndex === want, now.options[0].textContent.endsWith(' ')].join(':');
	})()`)
	if got != "true:true:true:true" {
		t.Errorf("after an answer that changed one option's label (list kept : unchanged option kept : chosen as the markup says : label changed): %s, want true:true:true:true", got)
	}
	assertNoJSErrors(t, ctx)
}
