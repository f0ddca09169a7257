package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"herald/engine"
	"herald/store"
)

// TestLongPressOnTheLinksPicture: on a copy of Westeros in the board
// editor (its drawn map), at a tablet's size by touch, a long press on a
// line gives the link the next kind the edition offers, and a long press
// on a territory's spot makes it a port of the board's first colour, then
// of the next, then no port, each saved and drawn at once, none also
// taken as a tap. A short tap still takes a line off and two link two
// territories.
func TestLongPressOnTheLinksPicture(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowser(t, 768, 1024)
	navigate(t, ctx, srv.URL+"/boards?lang=en")
	click(t, ctx, by("copy-westeros"))
	waitVisible(t, ctx, by("link-board"))
	id := strings.TrimPrefix(evalJS[string](t, ctx, `location.pathname`), "/boards/")
	before, _ := storedBoard(t, st, id)
	touchEmulated(t, ctx)
	evalJS[bool](t, ctx, `(document.querySelector('[data-testid="link-board"]').scrollIntoView({block: "center"}), true)`)

	line := evalJS[map[string]any](t, ctx, `(() => {
		for (const g of document.querySelectorAll('[data-testid="link-board"] .link-lines .link-line[data-kind="land"]')) {
			const at = `+lineHitJS+`(g);
			if (at) return Object.assign(at, {a: g.dataset.a, b: g.dataset.b});
		}
		return {};
	})()`)
	a, b := line["a"].(string), line["b"].(string)
	sel := `.link-line[data-a="` + a + `"][data-b="` + b + `"]`
	longPress(t, ctx, line, `document.querySelector(`+jsString(sel)+`).dataset.kind === "sea"`)
	waitText(t, ctx, by("link-prompt"), "is now: Sea line")
	waitSaved(t, ctx)
	if l, ok := storedLink(t, st, id, a, b); !ok || l.Kind != engine.LinkSea || l.Confidence != "high" {
		t.Errorf("long press on %s – %s: stored %+v (linked %v), want a confirmed sea line", a, b, l, ok)
	}

	groups := evalJS[[]string](t, ctx, `JSON.parse(document.querySelector('[data-testid="link-board"]').dataset.ports)`)
	if len(groups) < 2 {
		t.Fatalf("the picture offers the port colours %v, want Westeros' two", groups)
	}
	ter := evalJS[string](t, ctx, `(() => {
		for (const s of document.querySelectorAll('[data-testid="link-board"] .link-spot[data-port-group=""]')) {
			const r = s.querySelector(".link-spot-dot").getBoundingClientRect(), hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
			if (hit && hit.closest(".link-spot") === s && r.top > 0 && r.bottom < innerHeight) return s.dataset.t;
		}
		return "";
	})()`)
	if ter == "" {
		t.Fatal("no territory without a port can be pressed on its own")
	}
	spotSel := by("link-spot-" + ter)
	for _, want := range append(slices.Clone(groups), "") {
		longPress(t, ctx, centreOf(t, ctx, spotSel+" .link-spot-dot"), `document.querySelector(`+jsString(spotSel)+`).dataset.portGroup === `+jsString(want))
		waitSaved(t, ctx)
		spec, _ := storedBoard(t, st, id)
		tr := spec.Territories[slices.IndexFunc(spec.Territories, func(x engine.Territory) bool { return x.ID == ter })]
		marks := count(t, ctx, spotSel+` [data-testid="link-port"].port-`+want)
		label := evalJS[string](t, ctx, `document.querySelector(`+jsString(spotSel)+`).getAttribute("aria-label")`)
		if tr.Port != (want != "") || tr.PortGroup != want || (want != "") != (marks == 1) || (want != "") != strings.HasSuffix(label, ", port ("+want+")") {
			t.Errorf("long press on %s: stored port %v %q, %d marks drawn, named %q; want %q", ter, tr.Port, tr.PortGroup, marks, label, want)
		}
	}
	if pressed := evalJS[string](t, ctx, `document.querySelector(`+jsString(spotSel)+`).getAttribute("aria-pressed")`); pressed != "false" {
		t.Errorf("the long presses on %s also chose it (aria-pressed %s)", ter, pressed)
	}
	shortTapsStillLink(t, ctx, st, id, a, b, ter, len(before.Links))
	mouseLongPress(t, ctx, st, id)
	for _, v := range runAxe(t, ctx, loadAxe(t)) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("long press on the picture: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(v.Targets, " | "))
		}
	}
	assertNoJSErrors(t, ctx)
}

// shortTapsStillLink: after the long presses a tap on line a–b takes it
// off, and a tap on ter and one on a territory not linked to it link the
// two (a border, the first kind): the board has n links again. The tap on
// the line is one a busy page gets late: its touches come apart by more
// than a long press (the page marks it held), their own time stamps say
// one moment, and the page goes by those.
func shortTapsStillLink(t *testing.T, ctx context.Context, st *store.Store, id, a, b, ter string, n int) {
	t.Helper()
	sel := `.link-line[data-a="` + a + `"][data-b="` + b + `"]`
	at := evalJS[map[string]any](t, ctx, `(`+lineHitJS+`)(document.querySelector(`+jsString(sel)+`)) || {}`)
	held(t, ctx, at, input.TimeSinceEpoch(float64(time.Now().UnixNano())/1e9))
	waitText(t, ctx, by("link-prompt"), "taken off")
	other := evalJS[string](t, ctx, `(() => {
		const ter = `+jsString(ter)+`, board = document.querySelector('[data-testid="link-board"]');
		const linked = t => board.querySelector('.link-line[data-a="' + ter + '"][data-b="' + t + '"], .link-line[data-a="' + t + '"][data-b="' + ter + '"]');
		for (const s of board.querySelectorAll(".link-spot")) {
			const r = s.querySelector(".link-spot-dot").getBoundingClientRect(), hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
			if (s.dataset.t !== ter && !linked(s.dataset.t) && hit && hit.closest(".link-spot") === s && r.top > 0 && r.bottom < innerHeight) return s.dataset.t;
		}
		return "";
	})()`)
	if other == "" {
		t.Fatal("no territory to link by tapping")
	}
	touchTap(t, ctx, by("link-spot-"+ter)+" .link-spot-dot")
	touchTap(t, ctx, by("link-spot-"+other)+" .link-spot-dot")
	waitText(t, ctx, by("link-prompt"), "linked (Border)")
	waitSaved(t, ctx)
	spec, _ := storedBoard(t, st, id)
	if _, ok := storedLink(t, st, id, a, b); ok {
		t.Errorf("%s – %s tapped, still stored", a, b)
	}
	if l, ok := storedLink(t, st, id, ter, other); !ok || l.Kind != engine.LinkLand || len(spec.Links) != n {
		t.Errorf("%s – %s tapped: stored %+v (linked %v), %d links, want a border and %d links", ter, other, l, ok, len(spec.Links), n)
	}
}

// mouseLongPress: a mouse's long press on a border gives it the next
// kind too, and its release is no click that takes the line off.
func mouseLongPress(t *testing.T, ctx context.Context, st *store.Store, id string) {
	t.Helper()
	line := evalJS[map[string]any](t, ctx, `(() => {
		for (const g of document.querySelectorAll('[data-testid="link-board"] .link-lines .link-line[data-kind="land"]')) {
			const at = `+lineHitJS+`(g);
			if (at) return Object.assign(at, {a: g.dataset.a, b: g.dataset.b});
		}
		return {};
	})()`)
	a, _ := line["a"].(string)
	b, _ := line["b"].(string)
	x, _ := line["x"].(float64)
	y, _ := line["y"].(float64)
	done := `document.querySelector('.link-line[data-a="` + a + `"][data-b="` + b + `"]').dataset.kind === "sea"`
	sctx, cancel := step(ctx)
	defer cancel()
	err := chromedp.Do(sctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	if err == nil {
		err = chromedp.Do(sctx, chromedp.Poll[chromedp.Void](heldJS))
	}
	if errUp := chromedp.Do(sctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))); err == nil {
		err = errUp
	}
	if err == nil {
		err = chromedp.Do(sctx, chromedp.Poll[chromedp.Void](done))
	}
	if err != nil {
		t.Fatalf("a mouse's long press on %s – %s: %v", a, b, err)
	}
	waitSaved(t, ctx)
	if l, ok := storedLink(t, st, id, a, b); !ok || l.Kind != engine.LinkSea {
		t.Errorf("a mouse's long press on %s – %s: stored %+v (linked %v), want a sea line", a, b, l, ok)
	}
}

// lineHitJS is a JS function: a point {x, y} on the screen of line g's
// stroke that only g covers (lines cross), or null.
const lineHitJS = `(g => {
	const l = g.querySelector('.link-stroke'), m = l.getScreenCTM(), p = l.ownerSVGElement.createSVGPoint();
	for (const f of [0.5, 0.4, 0.6, 0.3, 0.7]) {
		p.x = +l.getAttribute("x1") + f * (l.getAttribute("x2") - l.getAttribute("x1"));
		p.y = +l.getAttribute("y1") + f * (l.getAttribute("y2") - l.getAttribute("y1"));
		const q = p.matrixTransform(m), hit = document.elementFromPoint(q.x, q.y);
		if (hit && hit.closest('.link-line') === g && !hit.closest('.link-spot') && q.y > 0 && q.y < innerHeight) return {x: q.x, y: q.y};
	}
	return null;
})`

// centreOf is the centre of sel's box on the screen.
func centreOf(t *testing.T, ctx context.Context, sel string) map[string]any {
	t.Helper()
	return evalJS[map[string]any](t, ctx, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()`)
}

// heldJS says the page marks something held (lifting now is a long press).
const heldJS = `!!document.querySelector('[data-testid="link-board"] .held')`

// longPress holds a finger at at until the page marks the press held,
// lifts it and waits until the page shows done (a JS expression): the
// press lasts as long as the page takes to see it held, however slow the
// machine.
func longPress(t *testing.T, ctx context.Context, at map[string]any, done string) {
	t.Helper()
	held(t, ctx, at, 0)
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.Poll[chromedp.Void](done)); err != nil {
		t.Fatalf("a long press at %v did not show %s: %v", at, done, err)
	}
}

// held touches at at, waits until the page marks the press held and lifts
// the finger; both touches stamped stamp (0: by the browser as it gets
// them, so more than the page's long press apart).
func held(t *testing.T, ctx context.Context, at map[string]any, stamp input.TimeSinceEpoch) {
	t.Helper()
	x, okX := at["x"].(float64)
	y, okY := at["y"].(float64)
	if !okX || !okY {
		t.Fatalf("nothing to press at %v", at)
	}
	touch := func(kind input.DispatchTouchEventType, points []*input.TouchPoint) {
		sctx, cancel := step(ctx)
		defer cancel()
		_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points, Timestamp: stamp})
			return chromedp.Void{}, err
		})
		if err != nil {
			t.Fatalf("%s at %.0f,%.0f: %v", kind, x, y, err)
		}
	}
	touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y}})
	sctx, cancel := step(ctx)
	defer cancel()
	err := chromedp.Do(sctx, chromedp.Poll[chromedp.Void](heldJS))
	touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	if err != nil {
		t.Fatalf("a press at %.0f,%.0f was not marked held: %v", x, y, err)
	}
}

// waitSaved waits until the picture's saves are all answered.
func waitSaved(t *testing.T, ctx context.Context) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.WaitVisible(chromedp.CSS(`[data-testid="link-picture"][data-saved]`))); err != nil {
		t.Fatalf("the picture's changes were not saved: %v (%s)", err, fmt.Sprint(jsErrors(ctx)))
	}
}

// storedLink is the stored board's link a–b.
func storedLink(t *testing.T, st *store.Store, id, a, b string) (engine.LinkSpec, bool) {
	t.Helper()
	spec, _ := storedBoard(t, st, id)
	for _, l := range spec.Links {
		if l.A == a && l.B == b || l.A == b && l.B == a {
			return l, true
		}
	}
	return engine.LinkSpec{}, false
}
